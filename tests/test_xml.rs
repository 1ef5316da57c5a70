//! `bt::xml` (feature `xml`): what the loader accepts and the trees it
//! builds (their node tables and ticks); its errors are in
//! `test_xml_errors.rs`.

mod xml_support;

use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use bt::Status::{self, Failure, Running, Success};
use bt::bt;
use bt::custom::{ChildNode, ChildNodes, ControlNode, DecoratorNode};
use bt::testing::{Event, Trace};
use bt::xml::Factory;
use xml_support::{Act, Ctx, IsReady, err, factory, load, tree};

/// Every built-in node, in its compact and explicit forms: the table is
/// the one `bt!` gives the same tree.
#[test]
fn every_built_in_node_has_the_table_bt_gives_it() {
    let loaded = load(
        r#"<Sequence name="root">
  <SequenceWithMemory><Act/></SequenceWithMemory>
  <ReactiveSequence><IsReady/><Act/></ReactiveSequence>
  <AsyncSequence><Act/></AsyncSequence>
  <Fallback><Act/></Fallback>
  <ReactiveFallback><IsReady/><Act/></ReactiveFallback>
  <AsyncFallback><Act/></AsyncFallback>
  <Parallel success_count="1"><Act/><Act/></Parallel>
  <ParallelAll><Act/></ParallelAll>
  <IfThenElse><IsReady/><Act/><Act/></IfThenElse>
  <WhileDoElse><IsReady/><Act/></WhileDoElse>
  <TryCatch catch_on_halt="true"><Act/><Act/></TryCatch>
  <Control ID="Sequence"><Act/></Control>
  <Inverter><Act/></Inverter>
  <ForceSuccess><Act/></ForceSuccess>
  <ForceFailure><Act/></ForceFailure>
  <Decorator ID="Repeat" num_cycles="3"><Act/></Decorator>
  <RetryUntilSuccessful num_attempts="-1"><Act/></RetryUntilSuccessful>
  <KeepRunningUntilFailure><Act/></KeepRunningUntilFailure>
  <RepeatUntilFailure><Act/></RepeatUntilFailure>
  <RunOnce then_skip="False"><Act/></RunOnce>
  <Timeout msec="500"><Act/></Timeout>
  <Delay delay_msec="100"><Act/></Delay>
  <Sleep msec="20"/>
  <AlwaysSuccess/>
  <Action ID="AlwaysFailure"/>
  <AlwaysRunning/>
  <Action ID="Act"/>
  <Condition ID="IsReady" name="ready?"/>
</Sequence>"#,
    );
    // (Its ID as the file's main tree's, which the loaded tree keeps.)
    let written = bt!(
        #[tree_id = "Main"]
        "root": sequence<
            sequence_with_memory<Act>,
            reactive_sequence<IsReady, Act>,
            async_sequence<Act>,
            fallback<Act>,
            reactive_fallback<IsReady, Act>,
            async_fallback<Act>,
            parallel(success_count = 1)<Act, Act>,
            parallel_all<Act>,
            if_then_else<IsReady, Act, Act>,
            while_do_else<IsReady, Act>,
            try_catch(catch_on_halt = true)<Act, Act>,
            sequence<Act>,
            inverter<Act>,
            force_success<Act>,
            force_failure<Act>,
            repeat(3)<Act>,
            retry(-1)<Act>,
            keep_running_until_failure<Act>,
            repeat_until_failure<Act>,
            run_once(then_skip = false)<Act>,
            timeout(500)<Act>,
            delay(100)<Act>,
            sleep(20),
            success,
            failure,
            running,
            Act,
            "ready?" as IsReady: IsReady,
        >
    );
    let (a, b) = (written.nodes(), loaded.nodes());
    assert_eq!(a.to_text(None), b.to_text(None));
    assert_eq!(a.len(), b.len());
    for (x, y) in a.iter().zip(b.iter()) {
        assert_eq!(
            (x.kind, x.depth, x.parent, x.children),
            (y.kind, y.depth, y.parent, y.children)
        );
        assert!(x.ports.iter().eq(y.ports.iter()), "{x:?} / {y:?}");
        assert_eq!((x.label, x.btcpp_id), (y.label, y.btcpp_id));
    }
    // The leaf named apart from its ID keeps the ID, and the BT.CPP export
    // writes it as the tag, the name as its `name`.
    let ready = b.iter().last().unwrap();
    assert_eq!((ready.label, ready.btcpp_id), ("ready?", Some("IsReady")));
    let act = b.get(ready.id - 1).unwrap();
    assert_eq!((act.label, act.btcpp_id), ("Act", None));
    let xml = loaded.to_btcpp_xml();
    assert!(xml.contains(r#"<IsReady name="ready?"/>"#), "{xml}");
    assert!(xml.contains(r#"<Condition ID="IsReady"/>"#), "{xml}");
    assert_eq!(xml, written.to_btcpp_xml());
}

/// The ports a label gives (`"greet" as Say(text = "..", times = "2"):
/// leaf`) are the node's ports in the table and the exports, as those of
/// the same leaf loaded from XML: the two trees export the same file.
#[test]
fn label_ports_are_the_ports_of_the_loaded_leaf() {
    fn greet(c: &mut Ctx) -> Status {
        c.log.push("hello".into());
        Success
    }
    let written = bt!(#[tree_id = "Main"] Ctx => "root": sequence<
        "greet" as Say(text = "{greeting}", times = "1"): greet,
        "twice" as Say(times = "2", text = "a<b & \"c\""): greet,
    >);
    let loaded = load(
        r#"<Sequence name="root">
  <Say name="greet" text="{greeting}" times="1"/>
  <Say name="twice" text="a&lt;b &amp; &quot;c&quot;" times="2"/>
</Sequence>"#,
    );
    let (a, b) = (written.nodes(), loaded.nodes());
    assert_eq!(a.len(), b.len());
    for (x, y) in a.iter().zip(b.iter()).skip(1) {
        assert_eq!((x.label, x.btcpp_id), (y.label, y.btcpp_id));
        // The loader gives them in the order the leaf declares them.
        let mut given: Vec<_> = x.ports.iter().collect();
        given.sort_by_key(|(name, _)| *name != "text");
        assert!(given.into_iter().eq(y.ports.iter()), "{x:?} / {y:?}");
    }
    assert_eq!(
        a.iter().nth(2).unwrap().ports.get("text"),
        Some("a<b & \"c\"")
    );
    let xml = written.to_btcpp_xml();
    assert!(
        xml.contains(r#"<Say name="greet" text="{greeting}" times="1"/>"#),
        "{xml}"
    );
    assert!(xml.contains(r#"<input_port name="times"/>"#), "{xml}");
    let again = factory()
        .load_str(&xml)
        .unwrap_or_else(|e| panic!("{e}\n{xml}"));
    assert_eq!(again.to_btcpp_xml(), loaded.to_btcpp_xml());
}

/// The export of a tree whose subtrees remap their ports writes each
/// `<SubTree>` with its remapping, and the subtree once, as its own
/// `<BehaviorTree>` with its ports as written (a `{=}` too), as BT.CPP
/// reads them: the exported file reads what the tree read, loads back with
/// the same table and ticks the same (scripts:
/// `exports_of_subtrees_keep_their_scripts`).
#[test]
fn exports_of_remapped_subtrees_read_what_the_tree_read() {
    let xml = r#"<root BTCPP_format="4" main_tree_to_execute="Main">
  <BehaviorTree ID="Greet">
    <Sequence>
      <Say text="{words}" times="{=}"/>
      <Switch2 variable="{m}" case_1="1" case_2="2"><Act/><Say text="two"/><Say text="other"/></Switch2>
    </Sequence>
  </BehaviorTree>
  <BehaviorTree ID="Main">
    <Sequence>
      <SubTree ID="Greet" words="{greeting}" times="2" m="{mode}"/>
      <SubTree ID="Greet" words="hi" times="1" m="{mode}"/>
    </Sequence>
  </BehaviorTree>
</root>"#;
    let mut t = factory().load_str(xml).unwrap_or_else(|e| panic!("{e}"));
    let exported = t.to_btcpp_xml();
    for shown in [
        r#"<SubTree ID="Greet" words="{greeting}" times="2" m="{mode}"/>"#,
        r#"<SubTree ID="Greet" words="hi" times="1" m="{mode}"/>"#,
        r#"<Say text="{words}" times="{=}"/>"#,
        r#"<Switch2 variable="{m}" case_1="1" case_2="2">"#,
    ] {
        assert!(exported.contains(shown), "{shown} in\n{exported}");
    }
    assert_eq!(
        exported.matches(r#"<BehaviorTree ID="Greet">"#).count(),
        1,
        "{exported}"
    );
    let mut again = factory()
        .load_str(&exported)
        .unwrap_or_else(|e| panic!("{e}\n{exported}"));
    assert!(t.nodes().iter().eq(again.nodes().iter()));
    for mode in [1, 2, 3] {
        let (mut a, mut b) = (
            Ctx {
                mode,
                ..Ctx::default()
            },
            Ctx {
                mode,
                ..Ctx::default()
            },
        );
        assert_eq!(t.tick(&mut a), again.tick(&mut b));
        assert_eq!(a.log, b.log);
        assert_eq!(
            a.log[..3],
            [
                "hello",
                "hello",
                if mode == 1 {
                    "act"
                } else if mode == 2 {
                    "two"
                } else {
                    "other"
                }
            ]
        );
    }
}

/// The scripts of a subtree are shown (and exported) as written, in
/// `<Script>`, `<ScriptCondition>`, `<Precondition>`, `<SetBlackboard>`
/// and the pre- and post-condition attributes: the exported `<SubTree>`s
/// remap their names, entries, texts, numbers and flags, as BT.CPP does.
/// The export loads back with the same table and computes the same values.
#[test]
fn exports_of_subtrees_keep_their_scripts() {
    #[derive(Clone, Debug, Default, PartialEq)]
    struct Board {
        count: i64,
        total: i64,
        flag: bool,
        label: String,
        log: Vec<String>,
    }
    let factory = || {
        let mut f = Factory::<Board>::new();
        f.entry_mut("count", |b: &Board| b.count, |b, v| b.count = v)
            .entry_mut("total", |b: &Board| b.total, |b, v| b.total = v)
            .entry_mut("flag", |b: &Board| b.flag, |b, v| b.flag = v)
            .entry_mut("label", |b: &Board| b.label.clone(), |b, v| b.label = v)
            .condition("Calm", |b| b.count < 50)
            .action("Note", |b| {
                let line = format!("{} {} {}", b.count, b.total, b.label);
                b.log.push(line);
                Success
            });
        f
    };
    let xml = r#"<root BTCPP_format="4" main_tree_to_execute="Main">
  <BehaviorTree ID="Step">
    <Sequence>
      <Script code="n := n + 2; text := 'n=' .. n .. ' ' .. where"/>
      <Note _skipIf="!go" _onSuccess="sum += n"/>
      <Note _skipIf="go" _failureIf="Calm &amp;&amp; n &gt; 1000"/>
      <ScriptCondition code="n &lt; limit"/>
      <Precondition if="go &amp;&amp; n &gt; 0" else="SUCCESS">
        <SetBlackboard output_key="sum" value="{n}"/>
      </Precondition>
    </Sequence>
  </BehaviorTree>
  <BehaviorTree ID="Main">
    <Sequence>
      <SubTree ID="Step" n="{count}" where="home" limit="100" go="{flag}" text="{label}" sum="{total}"/>
      <SubTree ID="Step" n="{total}" where="away" limit="1000" go="true" text="{label}" sum="{count}"/>
    </Sequence>
  </BehaviorTree>
</root>"#;
    let mut t = factory().load_str(xml).unwrap_or_else(|e| panic!("{e}"));
    let exported = t.to_btcpp_xml();
    for shown in [
        r#"<SubTree ID="Step" n="{count}" where="home" limit="100" go="{flag}" text="{label}" sum="{total}"/>"#,
        r#"<SubTree ID="Step" n="{total}" where="away" limit="1000" go="true" text="{label}" sum="{count}"/>"#,
        r#"code="n := n + 2; text := &apos;n=&apos; .. n .. &apos; &apos; .. where""#,
        r#"<Note _skipIf="!go" _onSuccess="sum += n"/>"#,
        r#"<Note _failureIf="Calm &amp;&amp; n &gt; 1000" _skipIf="go"/>"#,
        r#"code="n &lt; limit""#,
        r#"if="go &amp;&amp; n &gt; 0""#,
        r#"<SetBlackboard output_key="sum" value="{n}"/>"#,
    ] {
        assert!(exported.contains(shown), "{shown} in\n{exported}");
    }
    let mut again = factory()
        .load_str(&exported)
        .unwrap_or_else(|e| panic!("{e}\n{exported}"));
    assert!(t.nodes().iter().eq(again.nodes().iter()));
    for flag in [false, true] {
        let start = Board {
            count: 1,
            total: 10,
            flag,
            ..Board::default()
        };
        let (mut a, mut b) = (start.clone(), start);
        for _ in 0..3 {
            assert_eq!(t.tick(&mut a), again.tick(&mut b));
        }
        assert_eq!(a, b);
        assert!(a.count > 1 && a.total > 10, "{a:?}");
        assert!(a.label.starts_with("n="), "{a:?}");
    }
}

/// Several trees, a subtree with remapped, literal and auto-remapped
/// entries; the main tree is `main_tree_to_execute`.
#[test]
fn subtrees_remap_their_entries() {
    let xml = r#"<?xml version="1.0"?>
<root BTCPP_format="4" main_tree_to_execute="Main">
  <BehaviorTree ID="Greet">
    <Sequence>
      <Say text="{words}" times="{n}"/>
      <SubTree ID="Deeper" _autoremap="true"/>
    </Sequence>
  </BehaviorTree>
  <BehaviorTree ID="Deeper">
    <Say text="{words}"/>
  </BehaviorTree>
  <BehaviorTree ID="Main">
    <Sequence>
      <SubTree ID="Greet" words="{greeting}" n="2"/>
      <Say text="{greeting}"/>
    </Sequence>
  </BehaviorTree>
  <TreeNodesModel>
    <Action ID="Say"><input_port name="text"/></Action>
  </TreeNodesModel>
</root>"#;
    let mut t = factory().load_str(xml).unwrap_or_else(|e| panic!("{e}"));
    let mut ctx = Ctx::default();
    assert_eq!(t.tick(&mut ctx), Success);
    assert_eq!(ctx.log, ["hello", "hello", "hello", "hello"]);
    // Each `<SubTree>` is a node, named by its ID, with its remapping;
    // the ports inside are as written.
    assert_eq!(
        t.to_text(None),
        "\
{-} sequence
    -^- Greet: subtree(words = {greeting}, n = 2)
        {-} sequence
            --> Say(text = {words}, times = {n})
            -^- Deeper: subtree(_autoremap = true)
                --> Say(text = {words})
    --> Say(text = {greeting})
"
    );
    // Without `_autoremap`, `Deeper` sees nothing of its caller.
    let e = factory()
        .load_str(&xml.replace(" _autoremap=\"true\"", ""))
        .unwrap_err();
    assert_eq!((e.line(), e.column()), (10, 16), "{e}");
    // The error is where the key is read, and names the `<SubTree>`
    // element whose tree cannot see it.
    assert_eq!(
        e.message(),
        "`{words}` is not visible in the subtree `Deeper` (of the `<SubTree>` at <xml>:6:7)"
    );
    assert!(e.help().contains("_autoremap"));
    // Another main tree: `Deeper` run as the main tree reads the context
    // entry `words`, which is not registered.
    let e = factory()
        .load_str(&xml.replace(
            "main_tree_to_execute=\"Main\"",
            "main_tree_to_execute=\"Deeper\"",
        ))
        .unwrap_err();
    assert!(e.message().contains("no context entry `words`"), "{e}");
}

/// A `<SubTree>` is a `subtree` node: labelled by its `name`, else its ID;
/// the ID of its tree apart when it has a name; its ports the element's
/// attributes, then the defaults of the ports its model declares and the
/// element leaves out; BT.CPP's `SubTree` in the exports, with the path
/// BT.CPP gives it (its name, or its ID and uid).
#[test]
fn subtrees_are_subtree_nodes() {
    use bt::table::Kind;
    let xml = r#"<root BTCPP_format="4" main_tree_to_execute="Main">
  <BehaviorTree ID="Greet"><Say text="{words}" times="{n}"/></BehaviorTree>
  <BehaviorTree ID="Main">
    <Sequence>
      <SubTree ID="Greet" words="{greeting}"/>
      <SubTree ID="Greet" name="twice" words="hi" n="2"/>
    </Sequence>
  </BehaviorTree>
  <TreeNodesModel>
    <SubTree ID="Greet"><input_port name="n" default="1"/></SubTree>
  </TreeNodesModel>
</root>"#;
    let mut t = factory().load_str(xml).unwrap_or_else(|e| panic!("{e}"));
    let nodes = t.nodes();
    let row = |id| {
        let n = nodes.get(id).unwrap();
        let ports: Vec<(&str, &str)> = n.ports.iter().collect();
        (n.kind, n.label, n.btcpp_id, ports, n.children.to_vec())
    };
    assert_eq!(
        row(1),
        (
            Kind::SUBTREE,
            "Greet",
            None,
            vec![("words", "{greeting}"), ("n", "1")],
            vec![2]
        )
    );
    assert_eq!(
        row(3),
        (
            Kind::SUBTREE,
            "twice",
            Some("Greet"),
            vec![("words", "hi"), ("n", "2")],
            vec![4]
        )
    );
    let mut ctx = Ctx::default();
    assert_eq!(t.tick(&mut ctx), Success);
    assert_eq!(ctx.log, ["hello", "hi", "hi"]);
    let (with_uids, _) = nodes.to_btcpp_xml_with_uids();
    for element in [
        r#"<SubTree ID="Greet" _fullpath="Greet::2" _uid="2" words="{greeting}" n="1"/>"#,
        r#"<SubTree ID="Greet" _fullpath="twice" _uid="4" words="hi" n="2"/>"#,
        r#"<BehaviorTree ID="Greet" _fullpath="twice">"#,
    ] {
        assert!(with_uids.contains(element), "{element} in\n{with_uids}");
    }
}

/// A tree chosen by ID, as BT.CPP's `createTree(id)`: over the file's
/// `main_tree_to_execute`, and in a file of several trees with none to
/// execute; an ID no tree has lists the trees. Also from a file, with its
/// includes.
#[test]
fn a_tree_is_loaded_by_its_id() {
    let xml = r#"<root BTCPP_format="4">
  <BehaviorTree ID="Negated"><Inverter><Act/></Inverter></BehaviorTree>
  <BehaviorTree ID="Main"><Sequence><Act/><SubTree ID="Negated"/></Sequence></BehaviorTree>
</root>"#;
    let f = factory();
    let e = f.load_str(xml).unwrap_err();
    assert!(e.help().contains("load_str_tree"), "{e}");
    let mut ctx = Ctx::default();
    let mut main = f
        .load_str_tree(xml, "Main")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(main.tick(&mut ctx), Failure);
    // Sequence, Act, the `SubTree` node, Inverter, Act.
    assert_eq!(main.nodes().len(), 5);
    let mut fail = f
        .load_str_tree(xml, "Negated")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(fail.tick(&mut ctx), Failure);
    assert_eq!(fail.nodes().len(), 2);
    // The ID chosen wins over `main_tree_to_execute`.
    let with_main = xml.replace(
        "<root BTCPP_format=\"4\">",
        "<root BTCPP_format=\"4\" main_tree_to_execute=\"Main\">",
    );
    assert_eq!(f.load_str(&with_main).unwrap().nodes().len(), 5);
    assert_eq!(
        f.load_str_tree(&with_main, "Negated")
            .unwrap()
            .nodes()
            .len(),
        2
    );
    let e = f.load_str_tree(xml, "Patrol").unwrap_err();
    assert_eq!(e.message(), "no `<BehaviorTree ID=\"Patrol\">` to load");
    assert_eq!(e.help(), "load one of: `Main`, `Negated`");
    // The ID is the caller's: the error is at no place in the XML.
    assert_eq!((e.line(), e.column()), (0, 0));

    let dir = std::env::temp_dir().join(format!("bt-xml-tree-id-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("fail.xml"), r#"<root BTCPP_format="4"><BehaviorTree ID="Negated"><Inverter><Act/></Inverter></BehaviorTree></root>"#).unwrap();
    std::fs::write(
        dir.join("main.xml"),
        r#"<root BTCPP_format="4"><include path="fail.xml"/><BehaviorTree ID="Main"><SubTree ID="Negated"/></BehaviorTree></root>"#,
    )
    .unwrap();
    let from_file = f.load_file_tree(dir.join("main.xml"), "Negated");
    // Without an ID, the file's only tree: its includes' trees do not
    // count (BT.CPP 4.9+'s `detectMainTreeId`; 4.8 refused the file).
    let main = f.load_file(dir.join("main.xml"));
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(from_file.unwrap_or_else(|e| panic!("{e}")).nodes().len(), 2);
    let mut main = main.unwrap_or_else(|e| panic!("{e}"));
    // The `SubTree` node, Inverter, Act.
    assert_eq!(main.nodes().len(), 3);
    assert_eq!(main.tick(&mut ctx), Failure);
    // A file of no tree of its own but one included: that one.
    let only_included = r#"<root BTCPP_format="4"><include path="tests/xml/unnamed.xml"/></root>"#;
    assert_eq!(f.load_str(only_included).unwrap().nodes().len(), 2);
}

/// The tree IDs BT.CPP refuses: `Root`, forbidden characters (4.10), the
/// ID of a node; `ID=""` is as no `ID`.
#[test]
fn tree_ids_btcpp_refuses_are_errors() {
    let f = factory();
    let one = |id: &str| {
        format!(r#"<root BTCPP_format="4"><BehaviorTree ID="{id}"><Act/></BehaviorTree></root>"#)
    };
    let e = f.load_str(&one("Root")).unwrap_err();
    assert_eq!(
        e.message(),
        "BehaviorTree.CPP refuses the tree ID `Root`: `Root` is a reserved name"
    );
    assert_eq!((e.line(), e.column()), (1, 42));
    let e = f.load_str(&one("go home")).unwrap_err();
    assert!(e.message().contains("it contains ' '"), "{e}");
    let e = f.load_str(&one("Act")).unwrap_err();
    assert_eq!(e.message(), "the tree ID `Act` is the ID of a node");
    let e = f.load_str(&one("Sequence")).unwrap_err();
    assert_eq!(e.message(), "the tree ID `Sequence` is the ID of a node");
    assert!(f.load_str_tree(&one(""), "BehaviorTree_0").is_ok());
    let two = one("").replace(
        "</root>",
        r#"<BehaviorTree ID="B"><Act/></BehaviorTree></root>"#,
    );
    let e = f.load_str(&two).unwrap_err();
    assert_eq!(e.message(), "`<BehaviorTree>` without `ID`");
}

/// What BT.CPP accepts at the top of a file: a tree without an `ID` when
/// it is alone in its `<root>` (named `BehaviorTree_0`, as BT.CPP names
/// it; BT.CPP's own tutorials are written so), and attributes of `<root>`
/// other than its two (Groot2 writes `project_name`), which it ignores.
#[test]
fn an_unnamed_tree_and_other_root_attributes_load() {
    let f = factory();
    let xml = r#"<root BTCPP_format="4" project_name="demo"><BehaviorTree><Inverter><Act/></Inverter></BehaviorTree></root>"#;
    let mut t = f.load_str(xml).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.tick(&mut Ctx::default()), Failure);
    let mut t = f
        .load_str_tree(xml, "BehaviorTree_0")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.tick(&mut Ctx::default()), Failure);
    // Not alone: a model beside it counts, as in BT.CPP.
    let e = f
        .load_str(&xml.replace("</root>", "<TreeNodesModel/></root>"))
        .unwrap_err();
    assert!(e.message().contains("without `ID`"), "{e}");
}

/// An attribute starting with `_` that BT.CPP gives no meaning is the
/// node's metadata there (its own tests write `_not_da_port`): it loads
/// and runs nothing. A near miss of a special one stays an error.
#[test]
fn other_underscore_attributes_are_metadata() {
    let f = factory();
    let xml = r#"<root BTCPP_format="4"><BehaviorTree ID="Main">
  <Inverter _note="from Groot2" _not_da_port="3"><Act _ifWhatever="1" _uid="7"/></Inverter>
</BehaviorTree></root>"#;
    let mut t = f.load_str(xml).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.tick(&mut Ctx::default()), Failure);
    let e = f
        .load_str(&xml.replace("_ifWhatever", "_skipif"))
        .unwrap_err();
    assert_eq!(e.message(), "unknown attribute `_skipif`");
    assert!(e.help().contains("did you mean `_skipIf`?"), "{e}");
}

/// A `<TreeNodesModel>` that declares a subtree's ports (BT.CPP 4.4+): a
/// `<SubTree>` that does not remap one gets its default (a value, or a
/// `{key}` read in the caller), one without a default must be remapped;
/// and `{=}` is `{port}`, as in BT.CPP.
#[test]
fn subtree_models_give_ports_their_defaults() {
    let path = "tests/xml/models.xml";
    let mut t = factory().load_file(path).unwrap_or_else(|e| panic!("{e}"));
    let mut ctx = Ctx::default();
    assert_eq!(t.tick(&mut ctx), Success);
    assert_eq!(ctx.log, ["hello", "bye", "bye", "hello"]);
    let xml = std::fs::read_to_string(path).unwrap();
    // Without its default, the port must be remapped; `_autoremap` does
    // not apply the model (the caller's keys are seen instead).
    let mandatory = xml.replace(r#" default="1""#, "");
    let e = factory().load_str(&mandatory).unwrap_err();
    assert_eq!(
        e.message(),
        "`<SubTree ID=\"Greet\">` does not remap `times`, a port its `<TreeNodesModel>` \
         declares without a default"
    );
    assert_eq!((e.line(), e.column()), (9, 7));
    assert!(e.help().contains(r#"`times="{times}"`"#), "{e}");
    // A port the model does not declare, named nearly so: the likely
    // mistake, first.
    let e = factory()
        .load_str(&mandatory.replace(
            r#"<SubTree ID="Greet"/>"#,
            r#"<SubTree ID="Greet" tiems="2"/>"#,
        ))
        .unwrap_err();
    assert!(
        e.help().starts_with(
            "the `<SubTree>` remaps `tiems`, which the model does not declare: did you mean \
             `times`? Else, remap it"
        ),
        "{e}"
    );
    let autoremap = mandatory.replace(
        r#"<SubTree ID="Greet"/>"#,
        r#"<SubTree ID="Greet" text="hi" times="{speed}" _autoremap="true"/>"#,
    );
    let e = factory().load_str(&autoremap).unwrap_err();
    assert!(!e.message().contains("TreeNodesModel"), "{e}");
    // A default's `{key}` is read in the caller's scope: here a subtree
    // that does not see it; the error is at the default.
    let nested = xml
        .replace(r#"<SubTree ID="Greet"/>"#, r#"<SubTree ID="Echo" greeting="hey"/>"#)
        .replace(
            r#"<Say text="{greeting}" times="1"/>"#,
            r#"<Sequence><Say text="{greeting}" times="1"/><SubTree ID="Greet" text="{greeting}"/></Sequence>"#,
        )
        .replace(r#"default="{greeting}""#, r#"default="{mode}""#)
        .replace(r#" default="1""#, r#" default="{mode}""#);
    let e = factory().load_str(&nested).unwrap_err();
    assert_eq!(
        e.message(),
        "`{mode}` is not visible in the subtree `Echo` (of the `<SubTree>` at <xml>:9:7), where \
         the default of the port `times` of `Greet` reads it"
    );
    // A model's `<SubTree>` needs its ID, and its ports their names.
    let e = factory()
        .load_str(&xml.replace(r#"<SubTree ID="Greet">"#, "<SubTree>"))
        .unwrap_err();
    assert_eq!(
        e.message(),
        "`<SubTree>` without `ID` in `<TreeNodesModel>`"
    );
    let e = factory()
        .load_str(&xml.replace(r#"name="times" "#, ""))
        .unwrap_err();
    assert_eq!(
        e.message(),
        "a port of the subtree model `Greet` without `name`"
    );
    // Port names BT.CPP 4.10 refuses.
    for (name, problem) in [
        ("1st", "it starts with a digit"),
        ("ID", "it is an attribute with a meaning of its own"),
        ("in put", "it contains ' '"),
    ] {
        let e = factory()
            .load_str(&xml.replace(r#"name="times" "#, &format!(r#"name="{name}" "#)))
            .unwrap_err();
        assert!(
            e.message().starts_with(&format!(
                "BehaviorTree.CPP refuses the port name `{name}` of the subtree model `Greet`: {problem}"
            )),
            "{e}"
        );
    }
    // `{=}` on a leaf's port is the entry of the port's name too.
    let mut f = factory();
    f.entry("text", |_: &Ctx| String::from("same"));
    let mut t = f
        .load_str(&tree(r#"<Say text="{=}" times="1"/>"#))
        .unwrap_or_else(|e| panic!("{e}"));
    let mut ctx = Ctx::default();
    assert_eq!(t.tick(&mut ctx), Success);
    assert_eq!(ctx.log, ["same"]);
}

/// Trees registered one document at a time (BT.CPP's
/// `registerBehaviorTreeFromText`/`FromFile`, its tutorial 7): later loads
/// see them, `tree(id)` builds one, a tree ID registered again replaces
/// the earlier tree, and unnamed trees are numbered over the factory.
#[test]
fn trees_are_registered_one_document_at_a_time() {
    let doc = |trees: &str| format!(r#"<root BTCPP_format="4">{trees}</root>"#);
    let mut f = factory();
    f.register_str(&doc(r#"<BehaviorTree ID="Sub"><Act/></BehaviorTree>"#))
        .unwrap();
    f.register_str(&doc(
        r#"<BehaviorTree ID="Main"><Sequence><SubTree ID="Sub"/><Fail/></Sequence></BehaviorTree>"#,
    ))
    .unwrap();
    assert_eq!(f.registered_trees(), ["Main", "Sub"]);
    let mut ctx = Ctx::default();
    assert_eq!(f.tree("Main").unwrap().tick(&mut ctx), Failure);
    assert_eq!(ctx.log, ["act", "fail"]);
    // A loaded document sees them; its own tree of a registered ID wins.
    let main =
        doc(r#"<BehaviorTree ID="Top"><Inverter><SubTree ID="Main"/></Inverter></BehaviorTree>"#);
    assert_eq!(f.load_str(&main).unwrap().tick(&mut ctx), Success);
    let own = main.replace(
        "</root>",
        r#"<BehaviorTree ID="Sub"><Fail/></BehaviorTree></root>"#,
    );
    let e = f.load_str(&own).unwrap_err();
    assert!(e.message().contains("several trees"), "{e}");
    ctx.log.clear();
    assert_eq!(
        f.load_str_tree(&own, "Top").unwrap().tick(&mut ctx),
        Success
    );
    assert_eq!(ctx.log, ["fail"]);
    // Registered again, `Sub` is replaced; the first registration, all of
    // whose trees are replaced, is dropped.
    f.register_str(&doc(
        r#"<BehaviorTree ID="Sub"><Inverter><Act/></Inverter></BehaviorTree>"#,
    ))
    .unwrap();
    ctx.log.clear();
    assert_eq!(f.tree("Main").unwrap().tick(&mut ctx), Failure);
    assert_eq!(ctx.log, ["act"]);
    assert!(format!("{f:?}").contains(r#"registered trees: ["Main", "Sub"]"#));
    // An ID not registered: no place in a document, the trees listed.
    let e = f.tree("Nope").unwrap_err();
    assert_eq!((e.file(), e.line()), (None, 0));
    assert_eq!(
        e.to_string().lines().next(),
        Some("no tree `Nope` is registered")
    );
    assert!(e.help().contains("`Main`, `Sub`"), "{e}");
    // A broken document is an error and registers nothing.
    let e = f
        .register_str(&doc("<BehaviorTree ID=\"X\"><Act></BehaviorTree>"))
        .unwrap_err();
    assert!(e.message().starts_with("malformed XML"), "{e}");
    // Errors name a registered text by its number (three so far).
    assert_eq!(e.file(), Some(Path::new("<registered text 4>")));
    let e = f
        .register_str(&doc(r#"<BehaviorTree ID="X"><Act/></BehaviorTree><BehaviorTree ID="X"><Act/></BehaviorTree>"#))
        .unwrap_err();
    assert!(e.message().contains("a second"), "{e}");
    assert_eq!(f.registered_trees(), ["Main", "Sub"]);
    // A mistake found when a tree is built, in the text that has it.
    f.register_str(&doc(r#"<BehaviorTree ID="Bad"><Nope/></BehaviorTree>"#))
        .unwrap();
    let e = f.tree("Bad").unwrap_err();
    assert_eq!(
        e.to_string().lines().next(),
        Some("<registered text 4>:1:47: unknown node ID `Nope`")
    );
    // Trees without an ID are numbered over everything the factory reads,
    // as BT.CPP's parser does.
    let unnamed = doc("<BehaviorTree><Act/></BehaviorTree>");
    f.register_str(&unnamed).unwrap();
    f.register_str(&unnamed).unwrap();
    assert_eq!(
        f.registered_trees(),
        ["Bad", "BehaviorTree_0", "BehaviorTree_1", "Main", "Sub"]
    );
    assert!(f.load_str_tree(&unnamed, "BehaviorTree_2").is_ok());
    f.clear_registered_trees();
    assert!(f.registered_trees().is_empty());
    assert!(f.tree("Main").is_err());
    assert!(f.load_str_tree(&unnamed, "BehaviorTree_0").is_ok());
}

/// BT.CPP rejects a `ReactiveSequence` with two `<AsyncSequence>`
/// children (`test_xml_errors.rs`) but counts the compact tags only: the
/// explicit form loads, in BT.CPP and here.
#[test]
fn two_explicit_async_sequences_load_under_a_reactive_sequence() {
    let one = r#"<Control ID="AsyncSequence"><Act/><Act/></Control>"#;
    let mut t = load(&format!("<ReactiveSequence>{one}{one}</ReactiveSequence>"));
    assert_eq!(t.tick(&mut Ctx::default()), Running);
}

/// A file registered again after an edit replaces what it registered.
#[test]
fn a_file_registered_again_is_reloaded() {
    let path: PathBuf =
        std::env::temp_dir().join(format!("bt-xml-register-{}.xml", std::process::id()));
    let mut f = factory();
    std::fs::write(&path, tree("<Act/>").replace("Main", "Lib")).unwrap();
    f.register_file(&path).unwrap();
    std::fs::write(&path, tree("<Fail/>").replace("Main", "Other")).unwrap();
    f.register_file(&path).unwrap();
    assert_eq!(f.registered_trees(), ["Other"]);
    let mut ctx = Ctx::default();
    assert_eq!(f.tree("Other").unwrap().tick(&mut ctx), Failure);
    std::fs::remove_file(&path).unwrap();
    let e = f.register_file(&path).unwrap_err();
    assert_eq!(e.file(), Some(path.as_path()));
    assert_eq!(f.registered_trees(), ["Other"]);
}

/// `{@key}` is the root blackboard's entry (BT.CPP 4.3+): seen from a
/// subtree without remapping, and in the main tree the entry itself.
#[test]
fn root_entries_are_seen_from_every_subtree() {
    let xml = r#"<root BTCPP_format="4" main_tree_to_execute="Main">
  <BehaviorTree ID="Greet"><Say text="{@greeting}"/></BehaviorTree>
  <BehaviorTree ID="Main"><Sequence><SubTree ID="Greet"/><Say text="{@greeting}" times="2"/></Sequence></BehaviorTree>
</root>"#;
    let mut t = factory().load_str(xml).unwrap_or_else(|e| panic!("{e}"));
    let mut ctx = Ctx::default();
    assert_eq!(t.tick(&mut ctx), Success);
    assert_eq!(ctx.log, ["hello", "hello", "hello"]);
    // Without the `@`, the subtree sees nothing of its caller.
    let e = factory()
        .load_str(&xml.replacen("{@greeting}", "{greeting}", 1))
        .unwrap_err();
    assert!(
        e.message().contains("not visible in the subtree `Greet`"),
        "{e}"
    );
}

#[test]
fn includes_are_relative_to_the_including_file() {
    let dir = std::env::temp_dir().join(format!("bt-xml-include-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("sub")).unwrap();
    std::fs::write(
        dir.join("main.xml"),
        r#"<root BTCPP_format="4" main_tree_to_execute="Main">
  <include path="sub/lib.xml"/>
  <BehaviorTree ID="Main"><SubTree ID="Lib"/></BehaviorTree>
</root>"#,
    )
    .unwrap();
    std::fs::write(
        dir.join("sub/lib.xml"),
        r#"<root BTCPP_format="4">
  <include path="../main.xml"/>
  <BehaviorTree ID="Lib"><Act/></BehaviorTree>
</root>"#,
    )
    .unwrap();
    // lib.xml includes main.xml back: a cycle.
    let e = factory().load_file(dir.join("main.xml")).unwrap_err();
    assert_eq!(e.file(), Some(dir.join("sub/lib.xml").as_path()), "{e}");
    assert_eq!((e.line(), e.column()), (2, 3));
    assert!(e.message().contains("includes itself"), "{e}");
    std::fs::write(
        dir.join("sub/lib.xml"),
        r#"<root BTCPP_format="4">
  <BehaviorTree ID="Lib"><Sequence><Act/><Bogus/></Sequence></BehaviorTree>
</root>"#,
    )
    .unwrap();
    let e = factory().load_file(dir.join("main.xml")).unwrap_err();
    assert_eq!(e.file(), Some(dir.join("sub/lib.xml").as_path()));
    assert_eq!((e.line(), e.column()), (2, 42), "{e}");
    std::fs::write(
        dir.join("sub/lib.xml"),
        r#"<root BTCPP_format="4"><BehaviorTree ID="Lib"><Act/></BehaviorTree></root>"#,
    )
    .unwrap();
    let mut t = factory().load_file(dir.join("main.xml")).unwrap();
    let mut ctx = Ctx::default();
    assert_eq!(t.tick(&mut ctx), Success);
    assert_eq!(ctx.log, ["act"]);
    let e = factory().load_file(dir.join("missing.xml")).unwrap_err();
    assert!(e.message().contains("cannot read"), "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Preconditions nest in BT.CPP's order whatever the attribute order; a
/// chain of names is one node per name, other expressions one node.
#[test]
fn preconditions_nest_in_btcpp_order() {
    let t = load(
        r#"<Act _while="Yes &amp;&amp; ready" _skipIf="No || No" _failureIf="!(Yes) || false"/>"#,
    );
    assert_eq!(
        t.to_text(None),
        "\
-^- failure_if(condition = !(Yes) || false)
    -^- skip_if(condition = No)
        -^- skip_if(condition = No)
            -^- while_(condition = Yes)
                -^- while_(condition = ready)
                    --> Act
"
    );
    let mut t = t;
    let mut ctx = Ctx {
        ready: true,
        ..Ctx::default()
    };
    assert_eq!(t.tick(&mut ctx), Success);
    assert_eq!(ctx.log, ["yes", "no", "no", "yes", "act"]);
    ctx.ready = false;
    ctx.log.clear();
    assert_eq!(t.tick(&mut ctx), Status::Skipped);
    assert_eq!(ctx.log, ["yes", "no", "no", "yes"]);
    // `_successIf` with a condition that holds: the node is not ticked.
    let mut t =
        load(r#"<Sequence><Act _successIf="IsReady"/><Fail _failureIf="ready"/></Sequence>"#);
    let mut ctx = Ctx {
        ready: true,
        ..Ctx::default()
    };
    assert_eq!(t.tick(&mut ctx), Failure);
    assert!(ctx.log.is_empty(), "{:?}", ctx.log);
}

/// A number remapped on a `<SubTree>` is a number in its scripts, an
/// integer or a real (BT.CPP 4.10's `SubTree.LiteralNumericPortsPreserveType`),
/// joined to a text as BT.CPP writes one; other values are texts.
#[test]
fn remapped_numbers_are_numbers_in_scripts() {
    let xml = r#"<root BTCPP_format="4" main_tree_to_execute="Main">
  <BehaviorTree ID="Main">
    <SubTree ID="Math" int_val="42" dbl_val="3.14" str_val="hello" exp_val="1e2" hex_val="0x10"/>
  </BehaviorTree>
  <BehaviorTree ID="Math">
    <Sequence>
      <ScriptCondition code="int_val + 1 == 43"/>
      <ScriptCondition code="dbl_val &gt; 3.0 &amp;&amp; exp_val == 100"/>
      <ScriptCondition code="str_val == 'hello' &amp;&amp; hex_val == '0x10'"/>
      <ScriptCondition code="'' .. int_val .. ' ' .. dbl_val == '42 3.140000'"/>
    </Sequence>
  </BehaviorTree>
</root>"#;
    let mut t = factory().load_str(xml).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.tick(&mut Ctx::default()), Success);
}

/// Comparisons in preconditions, as BT.CPP's scripts compare: entries of
/// number types (and `bool`, 1 and 0) as reals, equal within
/// `f32::EPSILON`; texts as texts; a text beside a number read as one; a
/// value remapped on a `<SubTree>` as a number when it reads as one (as
/// BT.CPP 4.10 keeps it), else a text; chains pair by pair. The
/// entries are read when the condition runs (`count` is the log's length
/// then).
#[test]
fn preconditions_compare_entries_numbers_and_texts() {
    let mut f = factory();
    f.entry("speed", |c: &Ctx| c.speed)
        .entry("count", |c: &Ctx| u64::try_from(c.log.len()).unwrap())
        .entry("name", |c: &Ctx| if c.ready { "ready" } else { "idle" })
        .entry("flag", |c: &Ctx| c.ready)
        .entry("digits", |c: &Ctx| c.mode.to_string());
    let xml = r#"<root BTCPP_format="4" main_tree_to_execute="Main">
  <BehaviorTree ID="Main">
    <Sequence>
      <Say text="fast" _skipIf="speed &lt;= 2.5"/>
      <Say text="equal" _skipIf="speed != 0.30000001"/>
      <Say text="named" _skipIf="name == 'idle'"/>
      <Say text="flagged" _skipIf="flag == false"/>
      <Say text="within" _skipIf="!(0 &lt; mode &lt; 5)"/>
      <Say text="digits" _skipIf="digits &lt; 3"/>
      <Say text="counted" _skipIf="count &gt;= 3 || mode == -2"/>
      <SubTree ID="Inner" level="7" tag="7a"/>
    </Sequence>
  </BehaviorTree>
  <BehaviorTree ID="Inner">
    <Sequence>
      <Say text="inner" _skipIf="level &lt; '10'"/>
      <Say text="tagged" _skipIf="tag &lt; '10'"/>
    </Sequence>
  </BehaviorTree>
</root>"#;
    let mut t = f.load_str(xml).unwrap_or_else(|e| panic!("{e}"));
    let mut run = |ready, mode, speed| {
        let mut ctx = Ctx {
            ready,
            mode,
            speed,
            ..Ctx::default()
        };
        assert_eq!(t.tick(&mut ctx), Success);
        ctx.log
    };
    // (`inner` never runs: its `level` is the number 7, and 7 < 10; as in
    // BT.CPP 4.10, where 4.8 kept the text "7", and "7" < "10" does not
    // hold between texts. `tagged` runs each time: "7a" is a text.)
    assert_eq!(
        run(true, 3, 3.0),
        ["fast", "named", "flagged", "within", "digits", "tagged"]
    );
    assert_eq!(run(false, 1, 0.3), ["equal", "within", "counted", "tagged"]);
    assert_eq!(run(false, 7, 2.0), ["digits", "counted", "tagged"]);
    assert_eq!(run(false, -2, 2.0), ["tagged"]);
}

#[test]
fn post_conditions_run_as_in_btcpp() {
    let mut t = load(
        r#"<Sequence>
  <Act _onSuccess="Mark" _post="Done" _onFailure="Halted"/>
  <Fail _onFailure="Mark; Done" _failureIf="false"/>
</Sequence>"#,
    );
    let mut ctx = Ctx::default();
    assert_eq!(t.tick(&mut ctx), Failure);
    assert_eq!(ctx.log, ["act", "mark", "done", "fail", "mark", "done"]);
    // `_onHalted` runs when a running node is halted, not otherwise.
    let mut t = load(
        r#"<ReactiveSequence><IsReady/><Walk _onHalted="Halted" _post="Done"/></ReactiveSequence>"#,
    );
    let mut ctx = Ctx {
        ready: true,
        ..Ctx::default()
    };
    assert_eq!(t.tick(&mut ctx), Running);
    ctx.ready = false;
    assert_eq!(t.tick(&mut ctx), Failure);
    t.halt(&mut ctx);
    assert_eq!(ctx.log, ["walk start 0", "walk halted", "halted"]);
    // They are ports of the node's table entry, and exported again.
    assert_eq!(
        t.nodes().get(2).unwrap().ports.get("_onHalted"),
        Some("Halted")
    );
    assert!(
        t.to_btcpp_xml()
            .contains(r#"<Walk _post="Done" _onHalted="Halted"/>"#)
    );
    // Halting a running tree runs it once for each node halted while
    // running, the root's included, and not for a node that finished
    // (BT.CPP's `haltTree` runs every node's `_onHalted` a second time:
    // README, deliberate differences).
    let mut t = load(
        r#"<Sequence _onHalted="Halted"><Act _onHalted="Mark"/><Walk _onHalted="Halted"/></Sequence>"#,
    );
    let mut ctx = Ctx::default();
    assert_eq!(t.tick(&mut ctx), Running);
    t.halt(&mut ctx);
    t.halt(&mut ctx);
    assert_eq!(
        ctx.log,
        ["act", "walk start 0", "walk halted", "halted", "halted"]
    );
}

#[test]
fn typed_ports_read_literals_and_entries() {
    let mut t = load(
        r#"<Sequence>
  <Say text="hi" times="2"/>
  <Say text="{greeting}"/>
  <FasterThan limit="{speed}"/>
  <FasterThan limit="1.5"/>
</Sequence>"#,
    );
    let mut ctx = Ctx {
        speed: 2.0,
        ..Ctx::default()
    };
    assert_eq!(t.tick(&mut ctx), Failure);
    assert_eq!(ctx.log, ["hi", "hi", "hello"]);
    let e = err(&tree(r#"<Say text="a" times="{speed}"/>"#));
    assert_eq!((e.line(), e.column()), (3, 22));
    assert!(
        e.message()
            .contains("the entry `speed` is an `f64`, the port `times` of `Say` reads a `u32`"),
        "{e}"
    );
    let e = err(&tree(r#"<Say text="a" times="-1"/>"#));
    assert!(
        e.message()
            .contains("`-1` is not a valid u32 for the port `times` of `Say`"),
        "{e}"
    );
    let e = err(&tree(r#"<Say text="{nope}"/>"#));
    assert!(e.message().contains("no context entry `nope`"), "{e}");
    let e = err(&tree(r"<Say/>"));
    assert!(e.message().contains("`Say` needs the port `text`"), "{e}");
    let e = err(&tree(r#"<Say text="a" loud="yes"/>"#));
    assert!(e.message().contains("`Say` has no port `loud`"), "{e}");
    assert!(e.help().contains("`text`, `times`"), "{e}");
}

/// A node that reads a port it was not registered with: the error is
/// about the registration (no element could give the port), not the
/// element's missing attribute.
#[test]
fn a_port_read_but_not_registered_is_a_registration_error() {
    let mut factory = Factory::<Ctx>::new();
    factory.node_with("Move", &["goal"], |args| {
        let goal = args.value::<i32>("goal")?;
        let speed = args.value::<i32>("speed")?;
        Ok(bt::leaf::action(move |c: &mut Ctx| {
            c.log.push(format!("{} at {}", goal.get(c), speed.get(c)));
            Success
        }))
    });
    let xml = |attrs: &str| {
        format!(
            r#"<root BTCPP_format="4"><BehaviorTree ID="M"><Move {attrs}/></BehaviorTree></root>"#
        )
    };
    let e = factory.load_str(&xml(r#"goal="3""#)).unwrap_err();
    assert!(
        e.message().contains(
            "`Move` reads the port `speed`, which it was not registered with (its ports: `goal`)"
        ),
        "{e}"
    );
    assert!(e.help().contains(r#"add "speed" to the ports"#), "{e}");
    // The port registered, the element without it is the element's error.
    factory.node_with("Move", &["goal", "speed"], |args| {
        let speed = args.value::<i32>("speed")?;
        Ok(bt::leaf::action(move |c: &mut Ctx| {
            c.log.push(format!("at {}", speed.get(c)));
            Success
        }))
    });
    let e = factory.load_str(&xml(r#"goal="3""#)).unwrap_err();
    assert!(e.message().contains("`Move` needs the port `speed`"), "{e}");
    let mut tree = factory.load_str(&xml(r#"goal="3" speed="2""#)).unwrap();
    let mut ctx = Ctx::default();
    assert_eq!(tree.tick(&mut ctx), Success);
    assert_eq!(ctx.log, ["at 2"]);
}

#[test]
fn switch_compares_the_entry_text_with_its_cases() {
    let mut t = load(
        r#"<Switch3 variable="{mode}" case_1="1" case_2="2" case_3="-3">
  <Say text="one"/><Say text="two"/><Say text="minus three"/><Say text="other"/>
</Switch3>"#,
    );
    let mut ctx = Ctx::default();
    for mode in [2, -3, 1, 7] {
        ctx.mode = mode;
        assert_eq!(t.tick(&mut ctx), Success);
    }
    assert_eq!(ctx.log, ["two", "minus three", "one", "other"]);
    assert_eq!(
        t.to_text(None).lines().next(),
        Some("{?} switch(variable = mode, case_1 = 1, case_2 = 2, case_3 = -3)")
    );
}

/// A `Switch` case matches the variable's text as BT.CPP 4.10 compares
/// them: as text, else as whole numbers, else as reals within
/// `f32::EPSILON`, each number the whole text with no leading `+`
/// (`test_xml_roundtrip.rs` runs the same tree on BT.CPP 4.8.2).
#[test]
fn switch_cases_match_as_btcpp_4_10_compares_them() {
    #[derive(Default)]
    struct Text {
        v: String,
        log: Vec<String>,
    }
    let mut f: Factory<Text> = Factory::new();
    f.entry("v", |c: &Text| c.v.clone());
    f.node_with("Log", &[], |args| {
        let name = args.name().to_owned();
        Ok(bt::Action(move |c: &mut Text| {
            c.log.push(name.clone());
            Success
        }))
    });
    let mut t = f
        .load_str(&tree(
            r#"<Switch3 variable="{v}" case_1="42.0" case_2="01" case_3="0">
  <Log name="c1"/><Log name="c2"/><Log name="c3"/><Log name="d"/>
</Switch3>"#,
        ))
        .unwrap();
    let mut ctx = Text::default();
    for (value, child) in [
        ("42", "c1"),
        ("42.00", "c1"),
        ("4.2e1", "c1"),
        ("42.0000001", "c1"), // within f32::EPSILON
        ("42.0001", "d"),
        ("1", "c2"),
        ("1.0", "c2"),
        ("1.", "c2"),
        ("1e0", "c2"),
        ("01", "c2"),
        ("-0", "c3"),
        ("-0.0", "c3"),
        ("0.0", "c3"),
        ("-1", "d"),
        ("+1", "d"),
        (" 1", "d"),
        ("1 ", "d"),
        ("1x", "d"),
        ("0x1", "d"),
        ("1e400", "d"), // beyond f64: not a number to from_chars
        ("2147483648", "d"),
        ("inf", "d"),
        ("nan", "d"),
        (".5", "d"),
        ("abc", "d"),
        ("", "d"),
    ] {
        ctx.v = value.to_owned();
        assert_eq!(t.tick(&mut ctx), Success);
        assert_eq!(
            ctx.log.pop().as_deref(),
            Some(child),
            "variable {value:?} picks {child}"
        );
    }
}

#[test]
fn stateful_leaves_are_made_per_element() {
    let mut t = load(r#"<Parallel success_count="2"><Walk/><Walk/></Parallel>"#);
    let mut ctx = Ctx::default();
    assert_eq!(t.tick(&mut ctx), Running);
    assert_eq!(t.tick(&mut ctx), Success);
    assert_eq!(
        ctx.log,
        ["walk start 0", "walk start 0", "walk done", "walk done"]
    );
}

#[test]
fn the_tree_is_observable_like_any_other() {
    let trace = Trace::new();
    let shared = Rc::new(RefCell::new(trace.leaf("step", [Running, Success])));
    let mut f: Factory<()> = Factory::new();
    let leaf = Rc::clone(&shared);
    f.action("Step", move |c| bt::Node::tick(&mut *leaf.borrow_mut(), c));
    let mut t = f
        .load_str(r#"<root BTCPP_format="4"><BehaviorTree ID="T"><Inverter><Step/></Inverter></BehaviorTree></root>"#)
        .unwrap();
    let mut stats = bt::observe::Statistics::new(t.nodes());
    assert_eq!(t.tick_with(&mut (), &mut stats), Running);
    assert_eq!(t.tick_with(&mut (), &mut stats), Failure);
    assert_eq!(
        t.to_text(Some(&stats)),
        "-^- inverter [FAILURE]\n    --> Step [SUCCESS]\n"
    );
    assert_eq!(
        trace.events(),
        [Event::Tick("step", Running), Event::Tick("step", Success)]
    );
}

#[test]
fn hot_reload_keeps_the_old_tree_on_error() {
    let path: PathBuf =
        std::env::temp_dir().join(format!("bt-xml-reload-{}.xml", std::process::id()));
    std::fs::write(&path, tree("<Act/>")).unwrap();
    let f = factory();
    let mut t = f.load_file(&path).unwrap();
    std::fs::write(&path, tree("<Act")).unwrap();
    let e = f.load_file(&path).unwrap_err();
    assert_eq!(e.file(), Some(path.as_path()));
    let mut ctx = Ctx::default();
    assert_eq!(t.tick(&mut ctx), Success);
    std::fs::write(&path, tree("<Fail/>")).unwrap();
    t = f.load_file(&path).unwrap();
    assert_eq!(t.tick(&mut ctx), Failure);
    assert_eq!(ctx.log, ["act", "fail"]);
    std::fs::remove_file(&path).unwrap();
}

/// Every built-in node has an XML form: a tag of its own, `Switch<n>`, a
/// precondition attribute, or `<SubTree ID="..">`.
#[test]
fn every_kind_has_an_xml_form() {
    use bt::table::Kind;
    for kind in Kind::ALL {
        let own_tag = !(kind.is_user_leaf()
            || *kind == Kind::SWITCH
            || *kind == Kind::SUBTREE
            || kind.btcpp.starts_with('_'));
        assert_eq!(Kind::XML_TAGS.contains(kind), own_tag, "{}", kind.keyword);
        if own_tag {
            assert_eq!(Kind::from_btcpp_tag(kind.btcpp), Some((*kind, None)));
        }
    }
    assert_eq!(Kind::XML_TAGS.len(), Kind::ALL.len() - 8);
    assert_eq!(Kind::from_btcpp_tag("SubTree"), None);
    assert_eq!(
        Kind::from_btcpp_tag("Switch16"),
        Some((Kind::SWITCH, Some(16)))
    );
    for tag in [
        "Switch17",
        "Switch0",
        "Switch02",
        "Switch",
        "_while",
        "Action",
        "Condition",
    ] {
        assert_eq!(Kind::from_btcpp_tag(tag), None, "{tag}");
    }
}

/// A loaded tree exports its precondition scripts as written (they are
/// scripts already), so that the export loads back into the same tree.
#[test]
fn loaded_trees_export_their_scripts() {
    let t = load(
        r#"<Sequence>
  <IsReady _skipIf="!Yes"/>
  <Act _while="IsReady &amp;&amp; (Yes || No)" _successIf="No || Yes"/>
</Sequence>"#,
    );
    let xml = t.to_btcpp_xml();
    for part in [
        r#"<IsReady _skipIf="!Yes"/>"#,
        r#"<Act _successIf="No || Yes" _while="IsReady &amp;&amp; (Yes || No)"/>"#,
        r#"<Condition ID="IsReady"/>"#,
        r#"<Action ID="Act"/>"#,
    ] {
        assert!(xml.contains(part), "{part} is not in\n{xml}");
    }
    let again = factory()
        .load_str(&xml)
        .unwrap_or_else(|e| panic!("{e}\n{xml}"));
    assert_eq!(again.to_text(None), t.to_text(None));
    assert_eq!(again.to_btcpp_xml(), xml);
}

/// A control of the user's: one child per run, the next one each time a
/// run ends.
struct RoundRobin {
    next: usize,
}

impl<C> ControlNode<C> for RoundRobin {
    fn tick(&mut self, ctx: &mut C, children: &mut impl ChildNodes<C>) -> Status {
        let status = children.tick(self.next, ctx);
        if status != Running {
            self.next = (self.next + 1) % children.len();
        }
        status
    }
}

/// A decorator of the user's: fails once its child has succeeded `times`
/// times (read from its port on each tick).
struct AtMost<C: 'static> {
    times: bt::xml::Value<C, u32>,
    done: u32,
}

impl<C> DecoratorNode<C> for AtMost<C> {
    fn tick(&mut self, ctx: &mut C, child: &mut impl ChildNode<C>) -> Status {
        if self.done >= self.times.get(ctx) {
            return Failure;
        }
        let status = child.tick(ctx);
        self.done += u32::from(status == Success);
        status
    }
}

/// A factory over `u32` (the `{limit}` entry) with `RoundRobin`, `AtMost`
/// and scripted leaves `A` (running, success, then running) and `B`
/// (success) writing to `trace`.
fn user_node_factory(trace: &Trace) -> Factory<u32> {
    let mut f = Factory::<u32>::new();
    let (ta, tb) = (trace.clone(), trace.clone());
    f.node("A", move || ta.leaf("a", [Running, Success, Running]))
        .node("B", move || tb.leaf("b", [Success]))
        .entry("limit", |limit: &u32| *limit)
        .control("RoundRobin", &[], |_| Ok(RoundRobin { next: 0 }))
        .decorator("AtMost", &["times"], |args| {
            Ok(AtMost {
                times: args.value("times")?,
                done: 0,
            })
        });
    f
}

/// BT.CPP's `registerNodeType` of a `ControlNode` or `DecoratorNode`:
/// `Factory::control` and `Factory::decorator` nodes load in both forms,
/// read their ports (literals and entries), tick and halt their children,
/// show in the table under their IDs, and export to XML that loads again.
#[test]
fn user_controls_and_decorators_load_tick_halt_and_export() {
    let trace = Trace::new();
    let f = user_node_factory(&trace);
    let xml = r#"<root BTCPP_format="4">
  <BehaviorTree ID="Main">
    <Sequence>
      <AtMost times="{limit}"><B/></AtMost>
      <Control ID="RoundRobin" name="turns"><A/><B/></Control>
    </Sequence>
  </BehaviorTree>
</root>"#;
    let mut t = f.load_str(xml).unwrap();
    let nodes = t.nodes();
    let kinds: Vec<_> = nodes.iter().map(|n| (n.kind, n.label)).collect();
    let round_robin = bt::table::Kind::user("RoundRobin", bt::table::Category::Control);
    let at_most = bt::table::Kind::user("AtMost", bt::table::Category::Decorator);
    assert_eq!(
        kinds,
        [
            (bt::table::Kind::SEQUENCE, "sequence"),
            (at_most, "AtMost"),
            (bt::table::Kind::ACTION, "B"),
            (round_robin, "turns"),
            (bt::table::Kind::ACTION, "A"),
            (bt::table::Kind::ACTION, "B"),
        ]
    );
    assert_eq!(
        nodes.get(1).unwrap().ports.iter().collect::<Vec<_>>(),
        [("times", "{limit}")]
    );
    // `{limit}` is read on each tick: 2 successes of the first B (the
    // sequence resumes at the running `RoundRobin`).
    let mut limit = 2;
    let mut statuses = vec![];
    for _ in 0..4 {
        statuses.push(t.tick(&mut limit));
    }
    assert_eq!(statuses, [Running, Success, Success, Failure]);
    assert_eq!(
        trace.take(),
        [
            Event::Tick("b", Success),
            Event::Tick("a", Running),
            Event::Tick("a", Success),
            Event::Tick("b", Success),
            Event::Tick("b", Success),
        ]
    );
    // A halt reaches the running child through the user's control.
    limit = 9;
    assert_eq!(t.tick(&mut limit), Running);
    t.halt(&mut limit);
    assert_eq!(
        trace.take(),
        [
            Event::Tick("b", Success),
            Event::Tick("a", Running),
            Event::Halt("a")
        ]
    );
    // Observers see the user's nodes and their children.
    let mut stats = bt::observe::Statistics::new(t.nodes());
    assert_eq!(t.tick_with(&mut limit, &mut stats), Running);
    assert_eq!(
        t.to_text(Some(&stats)),
        "{-} sequence [RUNNING]\n    -^- AtMost(times = {limit}) [SUCCESS]\n        --> B [SUCCESS]\n    \
         {-} turns: RoundRobin [RUNNING]\n        --> A [RUNNING]\n        --> B\n"
    );
    // The export writes them under their IDs and declares them; the
    // exported file loads into the same table.
    let exported = t.to_btcpp_xml();
    for line in [
        "<AtMost times=\"{limit}\">",
        "<RoundRobin name=\"turns\">",
        "<Decorator ID=\"AtMost\">",
        "<Control ID=\"RoundRobin\"/>",
    ] {
        assert!(exported.contains(line), "{line} is not in\n{exported}");
    }
    let again = f.load_str(&exported).unwrap();
    assert!(again.nodes().iter().eq(t.nodes().iter()));
}

/// The loader's checks of the user's nodes, as BT.CPP makes them: a
/// decorator takes exactly one child, a control at least one; the tag of
/// the explicit form must match; ports are the registered ones; a `make`
/// that refuses its ports is a load error; a built-in ID is not replaced.
#[test]
fn user_controls_and_decorators_are_checked_when_loaded() {
    let f = user_node_factory(&Trace::new());
    let load = |body: &str| {
        f.load_str(&format!(
            "<root BTCPP_format=\"4\">\n  <BehaviorTree ID=\"Main\">\n    {body}\n  </BehaviorTree>\n</root>"
        ))
        .map(|_| ())
        .unwrap_err()
    };
    let cases = [
        (
            r#"<AtMost times="1"><B/><B/></AtMost>"#,
            (3, 27),
            "`AtMost` takes exactly one child, it has 2",
            "wrap the children",
        ),
        (
            r#"<AtMost times="1"/>"#,
            (3, 5),
            "`AtMost` takes exactly one child, it has 0",
            "",
        ),
        (
            "<RoundRobin/>",
            (3, 5),
            "`RoundRobin` takes at least one child, it has 0",
            "",
        ),
        (
            r#"<Decorator ID="RoundRobin"><B/></Decorator>"#,
            (3, 5),
            "`RoundRobin` is a Control node, not a Decorator",
            "<Control ID=\"RoundRobin\">",
        ),
        (
            r#"<RoundRobin every="2"><B/></RoundRobin>"#,
            (3, 17),
            "`RoundRobin` has no port `every`",
            "register `RoundRobin` with `Factory::control` and the port",
        ),
        (
            r#"<AtMost time="1"><B/></AtMost>"#,
            (3, 13),
            "`AtMost` has no port `time`",
            "its ports are `times`",
        ),
        (
            r#"<AtMost times="many"><B/></AtMost>"#,
            (3, 20),
            "`many` is not a valid u32 for the port `times` of `AtMost`",
            "",
        ),
        (
            "<AtMost><B/></AtMost>",
            (3, 5),
            "`AtMost` needs the port `times`",
            "",
        ),
        (
            r#"<AtMost times="1"><A><B/></A></AtMost>"#,
            (3, 26),
            "the leaf `A` has children",
            "Factory::control",
        ),
        (
            r#"<Sequence _skipIf="RoundRobin"><B/></Sequence>"#,
            (3, 24),
            "in `_skipIf=\"RoundRobin\"`: `RoundRobin` is neither",
            "`RoundRobin` is Control",
        ),
    ];
    for (body, at, message, help) in cases {
        let e = load(body);
        assert_eq!((e.line(), e.column()), at, "{body}: {e}");
        assert!(e.message().contains(message), "{body}: {e}");
        assert!(e.help().contains(help), "{body}: {e}");
    }
    let mut f = user_node_factory(&Trace::new());
    f.control("Fallback", &[], |_| Ok(RoundRobin { next: 0 }));
    let e = f
        .load_str(r#"<root BTCPP_format="4"><BehaviorTree ID="M"><Fallback><B/></Fallback></BehaviorTree></root>"#)
        .unwrap_err();
    assert!(
        e.message()
            .contains("`Fallback` is a built-in node and also a node registered"),
        "{e}"
    );
}

/// The context of the blackboard tests: fields that scripts and output
/// ports write through `Factory::entry_mut`.
#[derive(Debug, Default, PartialEq)]
struct Board {
    goal: (i32, i32),
    n: i32,
    x: f64,
    k: u8,
    name: String,
    reached: Vec<(i32, i32)>,
    ticks: u32,
}

fn board_factory() -> Factory<Board> {
    let mut f = Factory::<Board>::new();
    f.entry_mut("n", |b: &Board| b.n, |b, v| b.n = v)
        .entry_mut("x", |b: &Board| b.x, |b, v| b.x = v)
        .entry_mut("k", |b: &Board| b.k, |b, v| b.k = v)
        .entry_mut("name", |b: &Board| b.name.clone(), |b, v| b.name = v)
        .entry_mut("goal", |b: &Board| b.goal, |b, v| b.goal = v)
        .entry("ticks", |b: &Board| b.ticks)
        .node_with("Calc", &["out"], |args| {
            let out = args.output::<(i32, i32)>("out")?;
            Ok(bt::leaf::action(move |b: &mut Board| {
                out.set(b, (b.n, b.n * 2));
                Success
            }))
        })
        .node_with("Go", &["to"], |args| {
            let to = args.output::<(i32, i32)>("to")?;
            Ok(bt::leaf::action(move |b: &mut Board| {
                let _ = &to;
                b.reached.push(b.goal);
                Success
            }))
        })
        .node_with("Use", &["at"], |args| {
            let at = args.entry::<(i32, i32)>("at")?;
            Ok(bt::leaf::action(move |b: &mut Board| {
                let at = at.get(b);
                b.reached.push(at);
                Success
            }))
        })
        .action("Work", |b| {
            b.ticks += 1;
            if b.ticks % 3 == 0 { Success } else { Running }
        });
    f
}

/// Output ports write the writable entry they name, through `<SubTree>`
/// remapping; scripts and `<SetBlackboard>` write entries of number
/// types, `bool` and `String`, converted as BT.CPP converts them.
#[test]
fn output_ports_and_scripts_write_the_context() {
    let xml = r#"<root BTCPP_format="4" main_tree_to_execute="Main">
  <BehaviorTree ID="Main">
    <Sequence>
      <Script code="n := 3; name := 'at ' .. n"/>
      <SubTree ID="Plan" target="{goal}  " count=" {n}"/>
      <Go to="{goal}"/>
      <SetBlackboard output_key="k" value="250"/>
      <SetBlackboard output_key="x" value="2.5"/>
      <Script code="x *= 2; k -= 50; name += '!'" _onSuccess="n = n * 10"/>
    </Sequence>
  </BehaviorTree>
  <BehaviorTree ID="Plan">
    <Sequence>
      <Script code="count += 1"/>
      <Calc out="{target}"/>
    </Sequence>
  </BehaviorTree>
</root>"#;
    let mut t = board_factory()
        .load_str(xml)
        .unwrap_or_else(|e| panic!("{e}"));
    let mut b = Board::default();
    assert_eq!(t.tick(&mut b), Success);
    assert_eq!(b.goal, (4, 8));
    assert_eq!(b.reached, [(4, 8)]);
    assert_eq!((b.n, b.x, b.k), (40, 5.0, 200));
    assert_eq!(b.name, "at 3!");
}

/// What only the values can tell fails when the script runs: the
/// statement is not done and the script stops there. A `<Script>` then
/// fails, a `<ScriptCondition>` and a precondition do not hold, and a
/// post-condition stops (the node's status stands).
#[test]
fn scripts_stop_at_a_value_their_entry_cannot_hold() {
    let body = r#"<Sequence>
  <Script code="x := 2.5; n := 1"/>
  <ForceSuccess><Script name="a" code="n := x; k := 1"/></ForceSuccess>
  <ForceSuccess><ScriptCondition name="b" code="k := n + 299; true"/></ForceSuccess>
  <Script name="c" code="n := 7" _skipIf="(k := n - 2) &lt; 0"/>
  <Script name="d" code="n += 1" _onSuccess="k := x * 100; name := 'post'"/>
  <Script name="e" code="name := name .. 'e'"/>
</Sequence>"#;
    let mut t = board_factory()
        .load_str(&tree(body))
        .unwrap_or_else(|e| panic!("{e}"));
    let mut b = Board::default();
    let mut trace = bt::observe::TraceRecorder::new();
    assert_eq!(t.tick_with(&mut b, &mut trace), Success);
    let statuses: Vec<(String, Status)> = trace
        .records()
        .iter()
        .filter_map(|r| match *r {
            bt::observe::Record::Tick(id, status) => {
                let label = t.nodes().get(id).unwrap().label.to_string();
                ["a", "b", "c", "d", "e"]
                    .contains(&label.as_str())
                    .then_some((label, status))
            }
            bt::observe::Record::Halt(_) => None,
        })
        .collect();
    assert_eq!(
        statuses,
        [
            ("a".into(), Failure),
            ("b".into(), Failure),
            ("c".into(), Success),
            ("d".into(), Success),
            ("e".into(), Success),
        ]
    );
}

/// BT.CPP's `Precondition`: the test runs when the child is not running,
/// and its `else` status is returned without ticking the child.
#[test]
fn precondition_tests_until_its_child_runs() {
    let body = r#"<Precondition if="n &gt; 0" else="SKIPPED"><Work/></Precondition>"#;
    let mut t = board_factory()
        .load_str(&tree(body))
        .unwrap_or_else(|e| panic!("{e}"));
    let mut b = Board::default();
    assert_eq!(t.tick(&mut b), Status::Skipped);
    assert_eq!(b.ticks, 0);
    b.n = 1;
    assert_eq!(t.tick(&mut b), Running);
    // Running: the test is not run again.
    b.n = 0;
    assert_eq!(t.tick(&mut b), Running);
    assert_eq!(t.tick(&mut b), Success);
    assert_eq!(b.ticks, 3);
    // Finished: tested again.
    assert_eq!(t.tick(&mut b), Status::Skipped);
    // A halt ends the run: tested again (BT.CPP 4.8-4.10 keeps its flag
    // through a halt and would tick the child untested).
    b.n = 1;
    assert_eq!(t.tick(&mut b), Running);
    t.halt(&mut b);
    b.n = 0;
    assert_eq!(t.tick(&mut b), Status::Skipped);
}

/// Scripts, `<SetBlackboard>` and `<Precondition>` export as BT.CPP
/// writes them (built-in nodes: no model in `<TreeNodesModel>`), and the
/// export loads back into the same tree.
#[test]
fn script_nodes_export_and_load_back() {
    let body = r#"<Sequence>
  <Script code="n := 1; x += 0.5"/>
  <ScriptCondition code="n &lt; 2 &amp;&amp; name != 'a'"/>
  <SetBlackboard output_key="k" value="1"/>
  <Precondition if="k == 1" else="SUCCESS"><Work _onSuccess="n := 5"/></Precondition>
</Sequence>"#;
    let t = board_factory()
        .load_str(&tree(body))
        .unwrap_or_else(|e| panic!("{e}"));
    let xml = t.to_btcpp_xml();
    for part in [
        r#"<Script code="n := 1; x += 0.5"/>"#,
        r#"<ScriptCondition code="n &lt; 2 &amp;&amp; name != &apos;a&apos;"/>"#,
        r#"<SetBlackboard output_key="k" value="1"/>"#,
        r#"<Precondition if="k == 1" else="SUCCESS">"#,
        r#"<Work _onSuccess="n := 5"/>"#,
    ] {
        assert!(xml.contains(part), "{part} is not in\n{xml}");
    }
    for model in [
        "ID=\"Script\"",
        "ID=\"Precondition\"",
        "ID=\"SetBlackboard\"",
    ] {
        assert!(!xml.contains(model), "{model} is declared in\n{xml}");
    }
    let mut again = board_factory()
        .load_str(&xml)
        .unwrap_or_else(|e| panic!("{e}\n{xml}"));
    assert_eq!(again.to_btcpp_xml(), xml);
    let mut t = t;
    let (mut b1, mut b2) = (Board::default(), Board::default());
    for _ in 0..4 {
        assert_eq!(t.tick(&mut b1), again.tick(&mut b2));
    }
    assert_eq!(b1, b2);
}

/// Output ports, entries read by type and scripts check what they write
/// and read when the tree is loaded.
#[test]
fn ports_and_scripts_are_checked_when_loaded() {
    let cases = [
        (
            "<Calc out=\"3\"/>",
            "`3` is not an entry: the port `out` of `Calc` is an output",
        ),
        ("<Calc out=\"{ticks}\"/>", "the entry `ticks` is read-only"),
        (
            "<Calc out=\"{n}\"/>",
            "the entry `n` is an `i32`, the port `out` of `Calc` writes a `(i32, i32)`",
        ),
        (
            "<Calc out=\"{nope}\"/>",
            "no context entry `nope` is registered",
        ),
        ("<Calc/>", "`Calc` needs the output port `out`"),
        (
            "<Use at=\"1,2\"/>",
            "`1,2` is not an entry: the port `at` of `Use` reads",
        ),
        (
            "<Use at=\"{n}\"/>",
            "the entry `n` is an `i32`, the port `at` of `Use` reads",
        ),
        (
            "<Script code=\"n := goal\"/>",
            "the entry `goal` is a `(i32, i32)`, which scripts cannot read",
        ),
        (
            "<Script code=\"goal := 1\"/>",
            "the entry `goal` is a `(i32, i32)`, which scripts do not write",
        ),
        (
            "<Script code=\"name := n\"/>",
            "`name` is a text entry, and the value a number",
        ),
        (
            "<Script code=\"n += 'a'\"/>",
            "`+=` on a number entry with a text",
        ),
        (
            "<Script code=\"name := n .. 1\"/>",
            "`..` between a number and a number",
        ),
        (
            "<Switch2 variable=\"{goal}\" case_1=\"1\" case_2=\"2\"><Work/><Work/><Work/></Switch2>",
            "which has no text to compare with the cases",
        ),
        (
            "<SetBlackboard output_key=\"n\" value=\"{x}\"/>",
            "`x` is an `f64` and `n` an `i32`",
        ),
        (
            "<SetBlackboard output_key=\"k\" value=\"-1\"/>",
            "-1 is not a valid u8",
        ),
    ];
    for (body, message) in cases {
        let e = board_factory()
            .load_str(&tree(body))
            .map(|_| ())
            .unwrap_err();
        assert!(e.message().contains(message), "{body}: {e}");
    }
    // Through a `<SubTree>`: a port remapped to a value is not written.
    let e = board_factory()
        .load_str(
            r#"<root BTCPP_format="4" main_tree_to_execute="Main">
  <BehaviorTree ID="Main"><SubTree ID="Plan" target="5"/></BehaviorTree>
  <BehaviorTree ID="Plan"><Sequence><Calc out="{target}"/><Script code="target := 1"/></Sequence></BehaviorTree>
</root>"#,
        )
        .map(|_| ())
        .unwrap_err();
    assert_eq!((e.line(), e.column()), (3, 48), "{e}");
    assert!(
        e.message()
            .contains("`target` is remapped to the value `5` on the `<SubTree>`"),
        "{e}"
    );
}

/// A name alone in a script is a script registered in Rust
/// (`Factory::script`), in `<Script>` as in the post-conditions.
#[test]
fn scripts_call_the_scripts_registered_in_rust() {
    let mut t = load(
        r#"<Sequence>
  <Script code="Mark; Done"/>
  <Act _onSuccess="Done; Mark"/>
</Sequence>"#,
    );
    let mut ctx = Ctx::default();
    assert_eq!(t.tick(&mut ctx), Success);
    assert_eq!(ctx.log, ["mark", "done", "act", "done", "mark"]);
}

/// Scripting enums (BT.CPP's `registerScriptingEnum`) are numbers in every
/// script, read before an entry of the same name.
#[test]
fn scripting_enums_are_numbers_in_scripts() {
    let mut f = board_factory();
    f.scripting_enum("IDLE", 0)
        .scripting_enum("BUSY", 7)
        .scripting_enum("n", 40);
    let mut t = f
        .load_str(&tree(
            r#"<Sequence>
  <Script code="k := BUSY + 1; x := n"/>
  <Work _skipIf="k != BUSY + 1" _onSuccess="k = IDLE"/>
</Sequence>"#,
        ))
        .unwrap_or_else(|e| panic!("{e}"));
    let mut b = Board::default();
    for _ in 0..3 {
        t.tick(&mut b);
    }
    // `n` is the enum (40), not the entry (0), as in BT.CPP.
    assert_eq!((b.k, b.x, b.ticks), (0, 40.0, 3));
    assert!(format!("{f:?}").contains("\"BUSY\""));
}

/// A text that names a scripting enum is the enum's number where BT.CPP
/// converts a text to a number (its `StringToDouble`): written into a
/// number entry, compared with a number (BT.CPP 4.10's test
/// `Enums.SubtreeRemapping`: a subtree's `trigger="LOW_BATTERY"` written
/// into `status`), whether a literal, a remapped value or the value of a
/// `String` entry when the script runs; a text that names none is read
/// as a number, as before.
#[test]
fn texts_naming_scripting_enums_convert_to_their_numbers() {
    let mut f = board_factory();
    f.scripting_enum("NO_FAULT", 0)
        .scripting_enum("LOW_BATTERY", 2);
    let xml = r#"<root BTCPP_format="4" main_tree_to_execute="Main">
  <BehaviorTree ID="Main">
    <Sequence>
      <Script code="k := NO_FAULT"/>
      <SubTree ID="Fault" trigger="LOW_BATTERY" status="{k}"/>
      <ScriptCondition code="k == LOW_BATTERY &amp;&amp; k == 'LOW_BATTERY' &amp;&amp; 'NO_FAULT' &lt; k"/>
      <Script code="n = 'LOW_BATTERY'"/>
      <Script code="name := 'NO_FAULT'; x := name; name = 'LOW_BATTERY'"/>
      <ScriptCondition code="name == LOW_BATTERY &amp;&amp; NO_FAULT &lt; name &amp;&amp; name != 'NO_FAULT'"/>
      <ScriptCondition code="name == 2 ? (name := '7') == '7' : false"/>
      <Script code="k = name; n := name == 7"/>
      <Fallback>
        <ScriptCondition code="name == NO_FAULT"/>
        <Script code="name := 'MAYBE'"/>
      </Fallback>
      <ScriptCondition code="!(name &gt; LOW_BATTERY) &amp;&amp; !(name &lt;= LOW_BATTERY)"/>
    </Sequence>
  </BehaviorTree>
  <BehaviorTree ID="Fault">
    <Script code="status = trigger"/>
  </BehaviorTree>
</root>"#;
    let mut t = f.load_str(xml).unwrap_or_else(|e| panic!("{e}"));
    let mut b = Board::default();
    assert_eq!(t.tick(&mut b), Success);
    // `x := name` wrote NO_FAULT's 0, `k = name` the text '7' read as a
    // number; a text naming no enum and no number (`'MAYBE'`) compares
    // with no number.
    assert_eq!((b.k, b.n, b.x, b.name.as_str()), (7, 1, 0.0, "MAYBE"));
    // Without scripting enums, a text is read as a number only.
    let mut t = board_factory()
        .load_str(&tree(
            r#"<Sequence><Script code="name := 'LOW'; n := 3"/><Script code="n = name"/></Sequence>"#,
        ))
        .unwrap_or_else(|e| panic!("{e}"));
    let mut b = Board::default();
    assert_eq!(t.tick(&mut b), Failure);
    assert_eq!(b.n, 3);
}

/// A `Switch` reads a scripting enum's name, in a case or in the
/// variable's text, as its number (BT.CPP 4.10's `CheckStringEquality`).
#[test]
fn switch_cases_name_scripting_enums() {
    let mut f = factory();
    f.scripting_enum("WALK", 1)
        .scripting_enum("RUN", 2)
        .entry("gait", |c: &Ctx| if c.ready { "RUN" } else { "2" });
    let mut t = f
        .load_str(&tree(
            r#"<Sequence>
  <Switch2 variable="{mode}" case_1="WALK" case_2="RUN"><Say text="walk"/><Say text="run"/><Say text="other"/></Switch2>
  <Switch2 variable="{gait}" case_1="1" case_2="2.0"><Say text="one"/><Say text="two"/><Say text="none"/></Switch2>
</Sequence>"#,
        ))
        .unwrap_or_else(|e| panic!("{e}"));
    for (mode, ready, said) in [
        (1, false, ["walk", "two"]),
        (2, true, ["run", "two"]),
        (3, true, ["other", "two"]),
    ] {
        let mut ctx = Ctx {
            ready,
            mode,
            ..Ctx::default()
        };
        assert_eq!(t.tick(&mut ctx), Success);
        assert_eq!(ctx.log, said, "mode {mode}");
    }
}

/// BehaviorTree.CPP's tutorial 9 (`examples/t09_scripting.cpp`), in bt:
/// scripts, scripting enums, `<Precondition>`, and a `String` port that
/// reads entries of any type as text. The XML is the tutorial's as it is,
/// `&&` bare in an attribute (which only BT.CPP's parser lets through;
/// bt reads it as BT.CPP does). The port reads each entry as BT.CPP
/// writes it as text (a real with six decimals): the tutorial's expected
/// output, with `color` a real as BT.CPP's script makes it (`color :=
/// RED`, an enum, is a `double` there).
#[test]
fn btcpp_tutorial_9_scripting_runs() {
    #[derive(Default)]
    struct Robot {
        msg: String,
        a: f64,
        b: f64,
        color: f64,
        said: Vec<String>,
    }
    let mut f = Factory::<Robot>::new();
    f.scripting_enum("RED", 1)
        .scripting_enum("BLUE", 2)
        .scripting_enum("GREEN", 3)
        .scripting_enum("THE_ANSWER", 42)
        .entry_mut("msg", |r: &Robot| r.msg.clone(), |r, v| r.msg = v)
        .entry_mut("A", |r: &Robot| r.a, |r, v| r.a = v)
        .entry_mut("B", |r: &Robot| r.b, |r, v| r.b = v)
        .entry_mut("color", |r: &Robot| r.color, |r, v| r.color = v)
        .node_with("SaySomething", &["message"], |args| {
            let message = args.value::<String>("message")?;
            Ok(bt::leaf::action(move |r: &mut Robot| {
                let said = message.get(r);
                r.said.push(said);
                Success
            }))
        });
    let mut t = f
        .load_str(
            r#"<root BTCPP_format="4">
     <BehaviorTree>
        <Sequence>
            <Script code=" msg:='hello world' " />
            <Script code=" A:=THE_ANSWER; B:=3.14; color:=RED " />
            <Precondition if="A>-B && color != BLUE" else="FAILURE">
                <Sequence>
                  <SaySomething message="{A}"/>
                  <SaySomething message="{B}"/>
                  <SaySomething message="{msg}"/>
                  <SaySomething message="{color}"/>
                </Sequence>
            </Precondition>
        </Sequence>
     </BehaviorTree>
 </root>"#,
        )
        .unwrap_or_else(|e| panic!("{e}"));
    let mut r = Robot::default();
    assert_eq!(t.tick(&mut r), Success);
    assert_eq!(r.said, ["42.000000", "3.140000", "hello world", "1.000000"]);
}

/// What BT.CPP's parser (tinyxml2) lets through and XML does not is read
/// as BT.CPP reads it: a bare `&` or `<` in an attribute value is the
/// character itself, an XML declaration may follow blank space (BT.CPP's
/// tests write both). Errors still point at the file's own columns, after
/// the bare characters on their line.
#[test]
fn bare_ampersands_and_less_thans_read_as_btcpp_reads_them() {
    let xml = "\n  <?xml version=\"1.0\"?>\n<root BTCPP_format=\"4\">\n<BehaviorTree ID=\"Main\">\n\
        <Sequence><Act _skipIf=\"speed<2 && ready\"/><Say text=\"a<b & c\"/></Sequence>\n\
        </BehaviorTree>\n</root>";
    let mut t = factory().load_str(xml).unwrap_or_else(|e| panic!("{e}"));
    let mut ctx = Ctx {
        ready: true,
        speed: 1.0,
        ..Ctx::default()
    };
    assert_eq!(t.tick(&mut ctx), Success);
    assert_eq!(
        ctx.log,
        ["a<b & c"],
        "the action was skipped, the text read"
    );
    ctx.speed = 3.0;
    ctx.log.clear();
    assert_eq!(t.tick(&mut ctx), Success);
    assert_eq!(ctx.log, ["act", "a<b & c"]);
    // An unknown name after bare `&&` and `<` on the same line.
    let line = r#"<Act _skipIf="speed<2 && Nope"/>"#;
    let e = factory().load_str(&tree(line)).unwrap_err();
    let column = u32::try_from(line.find("Nope").unwrap() + 1).unwrap();
    assert_eq!((e.line(), e.column()), (3, column), "{e}");
    // A syntax error after them, placed in the file too.
    let line = r#"<Act _skipIf="a && b" <Act/>"#;
    let e = factory().load_str(&tree(line)).unwrap_err();
    assert!(e.message().starts_with("malformed XML"), "{e}");
    let column = u32::try_from(line.rfind('<').unwrap() + 1).unwrap();
    assert_eq!((e.line(), e.column()), (3, column), "{e}");
    // The export writes well-formed XML, which loads again.
    let exported = t.to_btcpp_xml();
    assert!(
        exported.contains("speed&lt;2 &amp;&amp; ready"),
        "{exported}"
    );
    factory()
        .load_str(&exported)
        .unwrap_or_else(|e| panic!("{e}\n{exported}"));
}

/// What BT.CPP's tutorial 14 shows, in trees of our own: a subtree model
/// gives an input a literal default and an output a `{key}` default, the
/// caller remaps the rest, the subtree's scripts read and write through
/// the remapping (bare `&&` included), and the two documents are
/// registered one at a time.
#[test]
fn subtree_models_remap_scripts_both_ways() {
    #[derive(Default)]
    struct Board {
        name: String,
        result: f64,
        state: String,
    }
    let mut f = Factory::<Board>::new();
    f.entry_mut("in_name", |b: &Board| b.name.clone(), |b, v| b.name = v)
        .entry_mut("out_result", |b: &Board| b.result, |b, v| b.result = v)
        .entry_mut("out_state", |b: &Board| b.state.clone(), |b, v| b.state = v);
    f.register_str(
        r#"<root BTCPP_format="4">
  <TreeNodesModel>
    <SubTree ID="Child">
      <input_port name="level" default="42"/>
      <input_port name="who"/>
      <output_port name="score" default="{out_result}"/>
      <output_port name="mood"/>
    </SubTree>
  </TreeNodesModel>
  <BehaviorTree ID="Child">
    <Sequence>
      <ScriptCondition code="level==42 && who=='ann'"/>
      <Script code="score:=69; mood:='ACTIVE'"/>
    </Sequence>
  </BehaviorTree>
</root>"#,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    f.register_str(
        r#"<root BTCPP_format="4">
  <BehaviorTree ID="Main">
    <Sequence>
      <Script code="in_name := 'ann'"/>
      <SubTree ID="Child" who="{in_name}" mood="{out_state}"/>
      <ScriptCondition code="out_result==69 && out_state=='ACTIVE'"/>
    </Sequence>
  </BehaviorTree>
</root>"#,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let mut t = f.tree("Main").unwrap_or_else(|e| panic!("{e}"));
    let mut b = Board::default();
    assert_eq!(t.tick(&mut b), Success);
    assert_eq!((b.result, b.state.as_str()), (69.0, "ACTIVE"));
    // Another name fails the subtree's condition, and nothing is written.
    let mut b = Board::default();
    f.register_str(
        r#"<root BTCPP_format="4"><BehaviorTree ID="Main"><Sequence>
      <Script code="in_name := 'bob'"/>
      <SubTree ID="Child" who="{in_name}" mood="{out_state}"/>
    </Sequence></BehaviorTree></root>"#,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let mut t = f.tree("Main").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.tick(&mut b), Failure);
    assert_eq!((b.result, b.state.as_str()), (0.0, ""));
}

/// Local entries (`Factory::local_entry`) of a type without a text: a
/// subtree's node writes its own `{path}` through an output port and the
/// next node reads it, each `<SubTree>` apart; a remapped key is the
/// caller's entry, `_autoremap` shares the caller's, and in the main tree
/// a context entry of that name wins. A port of another type is a load
/// error, as for context entries.
#[test]
fn local_entries_are_each_subtrees_own() {
    #[derive(Clone, Debug, Default, PartialEq)]
    struct Path(Vec<i32>);
    #[derive(Default)]
    struct Robot {
        followed: Vec<Path>,
        shared: Path,
    }
    let mut f = Factory::<Robot>::new();
    f.local_entry("path", Path::default())
        .entry_mut("shared", |r: &Robot| r.shared.clone(), |r, v| r.shared = v)
        .node_with("Plan", &["to", "path"], |args| {
            let to = args.value::<i32>("to")?;
            let path = args.output::<Path>("path")?;
            Ok(bt::leaf::action(move |r: &mut Robot| {
                let goal = to.get(r);
                path.set(r, Path((1..=goal).collect()));
                Success
            }))
        })
        .node_with("Follow", &["path"], |args| {
            let path = args.entry::<Path>("path")?;
            Ok(bt::leaf::action(move |r: &mut Robot| {
                let p = path.get(r);
                r.followed.push(p);
                Success
            }))
        });
    let xml = r#"<root BTCPP_format="4" main_tree_to_execute="Main">
  <BehaviorTree ID="Go">
    <Sequence><Plan to="{to}" path="{path}"/><Follow path="{path}"/></Sequence>
  </BehaviorTree>
  <BehaviorTree ID="Look">
    <Follow path="{path}"/>
  </BehaviorTree>
  <BehaviorTree ID="Main">
    <Sequence>
      <SubTree ID="Go" to="2"/>
      <SubTree ID="Look"/>
      <SubTree ID="Go" to="3" path="{shared}"/>
      <Follow path="{path}"/>
      <SubTree ID="Go" to="4" _autoremap="true"/>
      <Follow path="{path}"/>
    </Sequence>
  </BehaviorTree>
</root>"#;
    let mut t = f.load_str(xml).unwrap_or_else(|e| panic!("{e}"));
    let mut r = Robot::default();
    assert_eq!(t.tick(&mut r), Success);
    let paths: Vec<Vec<i32>> = r.followed.iter().map(|p| p.0.clone()).collect();
    // Go's own; Look's own (never written); Go writing the caller's
    // `shared`; the main tree's own; Go autoremapped writes the main
    // tree's, which the main tree then reads.
    assert_eq!(
        paths,
        [
            vec![1, 2],
            vec![],
            vec![1, 2, 3],
            vec![],
            vec![1, 2, 3, 4],
            vec![1, 2, 3, 4]
        ]
    );
    assert_eq!(r.shared.0, [1, 2, 3]);
    // A port of another type.
    f.node_with("Count", &["path"], |args| {
        let n = args.value::<i32>("path")?;
        Ok(bt::leaf::action(move |r: &mut Robot| {
            let _ = n.get(r);
            Success
        }))
    });
    let e = f
        .load_str(&xml.replace(
            r#"<Follow path="{path}"/>
  </BehaviorTree>"#,
            r#"<Count path="{path}"/>
  </BehaviorTree>"#,
        ))
        .unwrap_err();
    assert_eq!(
        e.message(),
        "the entry `path (local to Look #3)` is a `Path`, the port `path` of `Count` reads an \
         `i32`"
    );
}

/// `<UnsetBlackboard key="..">` unsets the blackboard of the tree it is
/// in, as BT.CPP's: in the main tree a context entry (through what
/// `Factory::entry_unset` registered) or the main tree's local entry (back
/// to its initial value); in a subtree its own local entry, each
/// `<SubTree>`'s apart (a key remapped from the caller, which BT.CPP
/// leaves as it is, is a load error: `test_xml_errors.rs`). The node
/// succeeds, and is a BT.CPP `UnsetBlackboard` in the table and the
/// export.
#[test]
fn unset_blackboard_unsets_the_trees_own_entries() {
    #[derive(Default)]
    struct Robot {
        goal: Option<i64>,
        seen: Vec<String>,
    }
    let mut f = Factory::<Robot>::new();
    f.entry_mut("goal", |r: &Robot| r.goal, |r, v| r.goal = v)
        .entry_unset("goal", |r| r.goal = None)
        .local_entry("legs", 7_i64)
        .action("SetGoal", |r| {
            r.goal = Some(4);
            Success
        })
        .node_with("Note", &["what", "legs"], |args| {
            let what = args.value::<String>("what")?;
            let legs = args.value::<i64>("legs")?;
            Ok(bt::leaf::action(move |r: &mut Robot| {
                let line = format!("{} legs={} goal={:?}", what.get(r), legs.get(r), r.goal);
                r.seen.push(line);
                Success
            }))
        });
    let xml = r#"<root BTCPP_format="4" main_tree_to_execute="Main">
  <BehaviorTree ID="Trip">
    <Sequence>
      <Script code="legs += 2"/>
      <Note what="trip" legs="{legs}"/>
      <UnsetBlackboard key="legs"/>
      <Note what="trip unset" legs="{legs}"/>
    </Sequence>
  </BehaviorTree>
  <BehaviorTree ID="Main">
    <Sequence>
      <SetGoal/>
      <Script code="legs := 3"/>
      <SubTree ID="Trip"/>
      <SubTree ID="Trip"/>
      <Note what="main" legs="{legs}"/>
      <UnsetBlackboard key="legs"/>
      <UnsetBlackboard key="goal"/>
      <Note what="main unset" legs="{legs}"/>
    </Sequence>
  </BehaviorTree>
</root>"#;
    let mut t = f.load_str(xml).unwrap_or_else(|e| panic!("{e}"));
    let mut r = Robot::default();
    assert_eq!(t.tick(&mut r), Success);
    assert_eq!(
        r.seen,
        [
            // Each `<SubTree>`'s own `legs`, from 7, back to 7 when unset.
            "trip legs=9 goal=Some(4)",
            "trip unset legs=7 goal=Some(4)",
            "trip legs=9 goal=Some(4)",
            "trip unset legs=7 goal=Some(4)",
            // The main tree's own: its local entry and the context's.
            "main legs=3 goal=Some(4)",
            "main unset legs=7 goal=None",
        ]
    );
    let nodes = t.nodes();
    let unsets: Vec<_> = nodes
        .iter()
        .filter(|n| n.kind.btcpp == "UnsetBlackboard")
        .map(|n| (n.kind.category, n.ports.get("key")))
        .collect();
    let action = bt::table::Category::Action;
    assert_eq!(
        unsets,
        [
            (action, Some("legs")),
            (action, Some("legs")),
            (action, Some("legs")),
            (action, Some("goal")),
        ]
    );
    assert!(
        t.to_btcpp_xml()
            .contains(r#"<UnsetBlackboard key="legs"/>"#)
    );
}

/// BT.CPP's update nodes watch an entry's write count: `WaitValueUpdate`
/// waits for a write, ticks its running child on without looking, and a
/// halt halts the child (as BT.CPP 4.10); the key is read with or without
/// braces, through a `<SubTree>`'s remapping; a count that changes without
/// the value changing is a write, as in BT.CPP. Load errors: an entry whose
/// writes bt cannot see, a key remapped to a text, no `entry`.
#[test]
fn update_nodes_watch_the_write_count() {
    use bt::xml::Stamped;
    #[derive(Default)]
    struct Robot {
        goal: Stamped<i64>,
        steps: u32,
        log: Vec<String>,
    }
    /// Two ticks of walking.
    struct Walk;
    impl bt::StatefulAction<Robot> for Walk {
        fn on_start(&mut self, r: &mut Robot) -> Status {
            r.steps = 0;
            r.log.push("start".into());
            Running
        }
        fn on_running(&mut self, r: &mut Robot) -> Status {
            r.steps += 1;
            if r.steps == 2 { Success } else { Running }
        }
        fn on_halted(&mut self, r: &mut Robot) {
            r.log.push("halted".into());
        }
    }
    let mut f = Factory::<Robot>::new();
    f.entry_mut("goal", |r: &Robot| *r.goal, |r, v| r.goal.set(v))
        .entry_stamp("goal", |r| r.goal.writes())
        .entry("plain", |_: &Robot| 1)
        .node("Walk", || bt::Stateful::new(Walk))
        .action("Note", |r| {
            r.log.push(format!("goal {}", *r.goal));
            Success
        });
    let xml = r#"<root BTCPP_format="4" main_tree_to_execute="Main">
  <BehaviorTree ID="Go"><WaitValueUpdate entry="target"><Walk/></WaitValueUpdate></BehaviorTree>
  <BehaviorTree ID="Main">
    <Sequence>
      <SubTree ID="Go" target="{goal}"/>
      <Note/>
    </Sequence>
  </BehaviorTree>
</root>"#;
    let mut t = f.load_str(xml).unwrap_or_else(|e| panic!("{e}"));
    let mut r = Robot::default();
    assert_eq!(t.tick(&mut r), Running, "never written: waiting");
    assert_eq!(t.tick(&mut r), Running);
    assert!(r.log.is_empty());
    r.goal.set(5);
    assert_eq!(t.tick(&mut r), Running, "written: walking");
    r.goal.set(6);
    assert_eq!(t.tick(&mut r), Running, "walking on, not looking");
    assert_eq!(t.tick(&mut r), Success);
    assert_eq!(r.log, ["start", "goal 6"]);
    // The write made while walking counts now.
    assert_eq!(t.tick(&mut r), Running);
    assert_eq!(r.log, ["start", "goal 6", "start"]);
    t.halt(&mut r);
    assert_eq!(r.log.last().map(String::as_str), Some("halted"));
    // After the halt it waits again: no write since it last looked.
    assert_eq!(t.tick(&mut r), Running);
    assert_eq!(r.log.len(), 4);
    r.goal.set(6);
    assert_eq!(t.tick(&mut r), Running, "the same value, written: a write");
    assert_eq!(r.log.last().map(String::as_str), Some("start"));
    for (body, message, help) in [
        (
            r#"<WasEntryUpdated entry="{plain}"/>"#,
            "`WasEntryUpdated` watches the writes of `plain`, and bt cannot see them",
            "Factory::entry_stamp(\"plain\"",
        ),
        (
            "<WasEntryUpdated/>",
            "`WasEntryUpdated` needs the port `entry`",
            "entry=\"{key}\"",
        ),
        (
            r#"<SkipUnlessUpdated entry="{goal}" value="1"><Note/></SkipUnlessUpdated>"#,
            "`SkipUnlessUpdated` has no port `value`",
            "`entry`",
        ),
        (
            r#"<SkipUnlessUpdated entry="{goal}"/>"#,
            "`SkipUnlessUpdated` takes exactly one child",
            "",
        ),
    ] {
        let e = f.load_str(&xml_support::tree(body)).unwrap_err();
        assert!(e.message().contains(message), "{e}");
        assert!(e.help().contains(help), "{e}");
    }
    let literal = xml.replace("target=\"{goal}\"", "target=\"3\"");
    let e = f.load_str(&literal).unwrap_err();
    assert!(e.message().contains("`target` is the text `3` here"), "{e}");
    // The export writes BT.CPP's nodes as they were read.
    let exported = t.to_btcpp_xml();
    for shown in [
        r#"<SubTree ID="Go" target="{goal}"/>"#,
        r#"<WaitValueUpdate entry="{target}">"#,
    ] {
        assert!(exported.contains(shown), "{shown} in\n{exported}");
    }
}

/// BT.CPP's queue loops: a queue written in the file starts again each
/// run (and after a halt); a queue in the context (a `VecDeque` entry) is
/// emptied as the loop goes; each item is written into `value`.
#[test]
fn queue_loops_take_their_items_one_per_child_run() {
    use std::collections::VecDeque;
    #[derive(Default)]
    struct Q {
        queue: VecDeque<i64>,
        item: i64,
        seen: Vec<i64>,
    }
    let mut f = Factory::<Q>::new();
    f.entry_mut("queue", |q: &Q| q.queue.clone(), |q, v| q.queue = v)
        .entry_mut("item", |q: &Q| q.item, |q, v| q.item = v)
        .action("See", |q| {
            q.seen.push(q.item);
            Success
        });
    let mut t = f
        .load_str(&tree(
            r#"<Sequence>
  <LoopInt queue="7; 8" value="{item}"><See/></LoopInt>
  <LoopInt queue="{queue}" value="{item}" if_empty="FAILURE"><See/></LoopInt>
</Sequence>"#,
        ))
        .unwrap_or_else(|e| panic!("{e}"));
    let mut q = Q {
        queue: [1, 2].into(),
        ..Q::default()
    };
    let statuses: Vec<Status> = (0..6).map(|_| t.tick(&mut q)).collect();
    // 7, 8, (first loop done) 1, 2, (queue empty: FAILURE); then 7 again.
    assert_eq!(
        statuses,
        [Running, Running, Running, Running, Failure, Running]
    );
    assert_eq!(q.seen, [7, 8, 1, 2, 7]);
    assert!(q.queue.is_empty());
    // A halt: the written queue starts again.
    t.halt(&mut q);
    t.tick(&mut q);
    assert_eq!(q.seen, [7, 8, 1, 2, 7, 7]);

    let errors = [
        (
            "<LoopInt value=\"{item}\"><See/></LoopInt>",
            "`LoopInt` needs the port `queue`",
        ),
        (
            "<LoopInt queue=\"1;x\"><See/></LoopInt>",
            "`x` in the queue of `LoopInt` is not one of its whole numbers",
        ),
        (
            "<LoopDouble queue=\"{queue}\"><See/></LoopDouble>",
            "the queue of `LoopDouble` is a `VecDeque<f64>`",
        ),
        (
            "<LoopString queue=\"a;b\" value=\"{item}\"><See/></LoopString>",
            "`item` is not an entry of the items of `LoopString`",
        ),
        (
            "<LoopInt queue=\"1\" value=\"5\"><See/></LoopInt>",
            "`5` is not an entry",
        ),
        (
            "<LoopInt queue=\"1\" if_empty=\"DONE\"><See/></LoopInt>",
            "`if_empty=\"DONE\"` is not a status",
        ),
        (
            "<LoopBool queue=\"1\"/>",
            "`LoopBool` takes exactly one child",
        ),
    ];
    for (body, message) in errors {
        let e = f.load_str(&tree(body)).map(|_| ()).unwrap_err();
        assert!(e.message().contains(message), "{body}: {e}");
    }
}

/// `Factory::nodes_model_xml`: every node type of the factory under its
/// category, with its ports, sorted by ID; built-in IDs left out; the
/// model read back by the loader beside a tree that uses the nodes.
#[test]
fn the_factory_writes_its_nodes_model() {
    struct Pass;
    impl<C> ControlNode<C> for Pass {
        fn tick(&mut self, ctx: &mut C, children: &mut impl ChildNodes<C>) -> Status {
            children.tick(0, ctx)
        }
    }
    impl<C> DecoratorNode<C> for Pass {
        fn tick(&mut self, ctx: &mut C, child: &mut impl ChildNode<C>) -> Status {
            child.tick(ctx)
        }
    }
    let mut factory = Factory::<u32>::new();
    factory
        .action("Wave", |_| Success)
        .condition("Sequence", |_| true)
        .condition("Ready&Set", |_| true)
        .control("Each", &["order"], |_| Ok(Pass))
        .decorator("Twice", &[], |_| Ok(Pass))
        .node_with("Go", &["to", "speed"], |_| {
            Ok(bt::leaf::action(|_: &mut u32| Success))
        });
    let model = factory.nodes_model_xml();
    assert_eq!(
        model,
        r#"<root BTCPP_format="4">
    <TreeNodesModel>
        <Control ID="Each">
            <input_port name="order"/>
        </Control>
        <Action ID="Go">
            <input_port name="to"/>
            <input_port name="speed"/>
        </Action>
        <Condition ID="Ready&amp;Set"/>
        <Decorator ID="Twice"/>
        <Action ID="Wave"/>
    </TreeNodesModel>
</root>
"#
    );
    let model_element = model
        .trim_start_matches("<root BTCPP_format=\"4\">\n")
        .trim_end_matches("</root>\n");
    let xml = format!(
        r#"<root BTCPP_format="4">
  <BehaviorTree ID="Main">
    <Each order="1"><Twice><Go to="1" speed="2"/></Twice><Wave/></Each>
  </BehaviorTree>
{model_element}</root>"#
    );
    let mut tree = factory.load_str(&xml).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(tree.tick(&mut 0), Success);
}

/// BT.CPP's `providedPorts()`: `Factory::port_model` gives ports their
/// directions, types, defaults and descriptions, which the nodes model
/// writes; a declared default stands for a port an element leaves out (a
/// literal or a `{key}`), a given value overrides it, and a port declared
/// only in the model is accepted, whichever comes first, the model or the
/// registration.
#[test]
fn a_port_model_declares_directions_types_and_defaults() {
    use bt::xml::{Port, PortDirection};
    static GO: &[Port] = &[
        Port::input("to").typed("Pose2D").described("where <to> go"),
        Port::input("speed").typed("double").default_value("0.5"),
        Port::output("done").typed("int"),
        Port::inout("fuel").default_value("{tank}"),
    ];
    static BAD: &[Port] = &[Port::input("speed").default_value("fast")];
    #[derive(Default)]
    struct Car {
        tank: i64,
        trips: i64,
        log: Vec<(String, f64)>,
    }
    assert_eq!(GO[3].direction, PortDirection::InOut);
    let mut factory = Factory::<Car>::new();
    factory
        .port_model("Go", GO)
        .entry_mut("tank", |c: &Car| c.tank, |c, v| c.tank = v)
        .entry_mut("trips", |c: &Car| c.trips, |c, v| c.trips = v)
        // `fuel` and `done` are declared by the model alone.
        .node_with("Go", &["to", "speed"], |args| {
            let to = args.value::<String>("to")?;
            let speed = args.value::<f64>("speed")?;
            let fuel = args.value::<i64>("fuel")?;
            let fuel_out = args.output::<i64>("fuel")?;
            let done = args.output::<i64>("done")?;
            Ok(bt::leaf::action(move |c: &mut Car| {
                c.log.push((to.get(c), speed.get(c)));
                let left = fuel.get(c) - 1;
                fuel_out.set(c, left);
                done.set(c, c.trips + 1);
                Success
            }))
        });
    let model = factory.nodes_model_xml();
    assert_eq!(
        model,
        r#"<root BTCPP_format="4">
    <TreeNodesModel>
        <Action ID="Go">
            <input_port name="to" type="Pose2D">where &lt;to&gt; go</input_port>
            <input_port name="speed" type="double" default="0.5"/>
            <output_port name="done" type="int"/>
            <inout_port name="fuel" default="{tank}"/>
        </Action>
    </TreeNodesModel>
</root>
"#
    );
    let xml = r#"<root BTCPP_format="4">
  <BehaviorTree ID="Main">
    <Sequence>
      <Go to="home" done="{trips}"/>
      <Go to="work" speed="2" done="{trips}"/>
    </Sequence>
  </BehaviorTree>
</root>"#;
    let mut tree = factory.load_str(xml).unwrap_or_else(|e| panic!("{e}"));
    let mut car = Car {
        tank: 10,
        ..Car::default()
    };
    assert_eq!(tree.tick(&mut car), Success);
    assert_eq!(car.log, [("home".into(), 0.5), ("work".into(), 2.0)]);
    // `fuel` defaults to `{tank}`, read and written; `done` is written.
    assert_eq!((car.tank, car.trips), (8, 2));
    // The node table shows the defaults as given.
    assert!(
        tree.to_text(None)
            .contains("Go(to = home, speed = 0.5, done = {trips}, fuel = {tank})"),
        "{}",
        tree.to_text(None)
    );
    // A default that does not parse is an error at the element.
    factory.port_model("Go", BAD);
    let err = factory.load_str(xml).expect_err("`fast` is no f64");
    assert_eq!((err.line(), err.column()), (4, 7), "{err}");
    assert!(err.message().contains("`fast` is not a valid f64"), "{err}");
}

/// A pose written in the XML as `x;y`, converted by the function a
/// `Factory::convert_from_text` registers (BT.CPP's `convertFromString`).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Pose {
    x: f64,
    y: f64,
}

fn pose(text: &str) -> Result<Pose, String> {
    let (x, y) = text.split_once(';').ok_or("write x;y")?;
    let number = |t: &str| t.trim().parse::<f64>().map_err(|e| format!("`{t}`: {e}"));
    Ok(Pose {
        x: number(x)?,
        y: number(y)?,
    })
}

#[derive(Debug, Default)]
struct Rover {
    goal: Pose,
    home: Pose,
    text: String,
    reached: Vec<Pose>,
    log: Vec<String>,
}

fn rover_factory() -> Factory<Rover> {
    let mut f = Factory::<Rover>::new();
    f.convert_from_text(pose)
        .entry_mut("goal", |r: &Rover| r.goal, |r, v| r.goal = v)
        .entry_mut("home", |r: &Rover| r.home, |r, v| r.home = v)
        .entry_mut("text", |r: &Rover| r.text.clone(), |r, v| r.text = v)
        .local_entry("waypoint", Pose::default())
        .script("Mark", |r| r.log.push("mark".into()))
        .node_with("MoveTo", &["goal"], |args| {
            let goal = args.entry::<Pose>("goal")?;
            Ok(bt::leaf::action(move |r: &mut Rover| {
                let goal = goal.get(r);
                r.reached.push(goal);
                Success
            }))
        });
    f
}

fn rover_tree(body: &str) -> bt::xml::XmlTree<Rover> {
    rover_factory()
        .load_str(&tree(body))
        .unwrap_or_else(|e| panic!("{e}"))
}

/// With a conversion registered, `<SetBlackboard>` and scripts write
/// texts into entries of the type (literals, and `String` entries), and
/// a port read with `Args::entry` takes a literal.
#[test]
fn texts_convert_into_entries_of_the_users_types() {
    let mut tree = rover_tree(
        r#"<Sequence>
  <SetBlackboard output_key="goal" value="1.5;-2"/>
  <Script code="home := '3;4'"/>
  <MoveTo goal="{goal}"/>
  <MoveTo goal="{home}"/>
  <MoveTo goal="7;8"/>
  <Script code="text := '5;' .. 6; goal = text; waypoint := goal"/>
  <SetBlackboard output_key="text" value="9;10"/>
  <SetBlackboard output_key="home" value="{text}"/>
  <SetBlackboard output_key="waypoint" value="-1;-1"/>
  <MoveTo goal="{waypoint}"/>
</Sequence>"#,
    );
    let mut rover = Rover::default();
    assert_eq!(tree.tick(&mut rover), Success);
    let p = |x, y| Pose { x, y };
    assert_eq!(
        rover.reached,
        [p(1.5, -2.0), p(3.0, 4.0), p(7.0, 8.0), p(-1.0, -1.0)]
    );
    assert_eq!(rover.goal, p(5.0, 6.0));
    assert_eq!(rover.home, p(9.0, 10.0));
    // A script copies an entry of the type into another as it is.
    let mut tree = rover_tree(r#"<Script code="home := goal; goal = waypoint"/>"#);
    assert_eq!(tree.tick(&mut rover), Success);
    assert_eq!((rover.home, rover.goal), (p(5.0, 6.0), Pose::default()));
}

/// A type that has both `FromStr` and a conversion from text is read
/// one way, by its conversion, from every literal (`Args::value` as
/// `Args::entry`, `<SetBlackboard>`, scripts).
#[test]
fn a_conversion_is_the_one_way_a_type_reads_text() {
    #[derive(Clone, Copy, Debug, PartialEq)]
    struct Deg(f64);
    impl std::str::FromStr for Deg {
        type Err = std::num::ParseFloatError;
        fn from_str(s: &str) -> Result<Self, Self::Err> {
            s.parse().map(Deg)
        }
    }
    #[derive(Default)]
    struct Arm {
        seen: Vec<Deg>,
    }
    let mut f = Factory::<Arm>::new();
    f.convert_from_text(|t: &str| -> Result<Deg, String> {
        let n = t.strip_suffix("deg").ok_or("write degrees: 90deg")?;
        n.parse().map(Deg).map_err(|e| format!("{e}"))
    })
    .node_with("Turn", &["by"], |args| {
        let by = args.value::<Deg>("by")?;
        Ok(bt::leaf::action(move |a: &mut Arm| {
            let by = by.get(a);
            a.seen.push(by);
            Success
        }))
    });
    let mut turn = f
        .load_str(&tree(r#"<Turn by="90deg"/>"#))
        .unwrap_or_else(|e| panic!("{e}"));
    let mut arm = Arm::default();
    turn.tick(&mut arm);
    assert_eq!(arm.seen, [Deg(90.0)]);
    let e = f.load_str(&tree(r#"<Turn by="90"/>"#)).unwrap_err();
    assert!(e.message().ends_with("write degrees: 90deg"), "{e}");
}

/// A text read from an entry that does not convert fails the node that
/// writes it, as BT.CPP throws then: the `<SetBlackboard>` fails, the
/// script stops at the statement; the entry keeps its value.
#[test]
fn a_text_that_does_not_convert_fails_the_write() {
    let mut tree = rover_tree(
        r#"<Sequence>
  <SetBlackboard output_key="goal" value="1;1"/>
  <ForceSuccess><SetBlackboard output_key="goal" value="{text}"/></ForceSuccess>
  <Script code="Mark; goal := text; Mark"/>
</Sequence>"#,
    );
    let mut rover = Rover {
        text: String::from("north"),
        ..Rover::default()
    };
    assert_eq!(tree.tick(&mut rover), Failure);
    assert_eq!(rover.goal, Pose { x: 1.0, y: 1.0 });
    assert_eq!(rover.log, ["mark"]);
    // A text that converts is written on the next tick.
    rover.text = String::from("2;2");
    rover.log.clear();
    assert_eq!(tree.tick(&mut rover), Success);
    assert_eq!(rover.goal, Pose { x: 2.0, y: 2.0 });
    assert_eq!(rover.log, ["mark", "mark"]);
}

/// A value remapped on a `<SubTree>` and copied by `<SetBlackboard
/// value="{key}">` is written as a literal is: converted, checked when the
/// tree loads (a bad one is a load error saying where it was remapped),
/// and exported as written, under the `<SubTree>` that remaps it, which
/// loads back.
#[test]
fn set_blackboard_writes_a_remapped_value_as_a_literal() {
    let xml = |goal: &str| {
        format!(
            r#"<root BTCPP_format="4" main_tree_to_execute="Main">
<BehaviorTree ID="Main"><SubTree ID="Go" goal="{goal}" out="{{home}}"/></BehaviorTree>
<BehaviorTree ID="Go"><SetBlackboard output_key="out" value="{{goal}}"/></BehaviorTree>
</root>"#
        )
    };
    let factory = rover_factory();
    let mut tree = factory
        .load_str(&xml("1;2"))
        .unwrap_or_else(|e| panic!("{e}"));
    let mut rover = Rover::default();
    assert_eq!(tree.tick(&mut rover), Success);
    assert_eq!(rover.home, Pose { x: 1.0, y: 2.0 });
    let exported = tree.to_btcpp_xml();
    for shown in [
        r#"<SubTree ID="Go" goal="1;2" out="{home}"/>"#,
        r#"<SetBlackboard output_key="out" value="{goal}"/>"#,
    ] {
        assert!(exported.contains(shown), "{shown} in\n{exported}");
    }
    factory
        .load_str(&exported)
        .unwrap_or_else(|e| panic!("{e}\n{exported}"));
    let e = factory.load_str(&xml("1,2")).unwrap_err();
    assert_eq!(
        e.to_string(),
        "<xml>:3:62: in `value=\"{goal}\"`: `out` cannot hold it: write x;y (`goal` is \
         remapped to `1,2` at <xml>:2:48)\n  help: write a value of the entry's type"
    );
}

/// `<SetBlackboard>` writes a `String` entry's text into a number entry
/// parsed, as BT.CPP converts a string; a text that is no number fails
/// the node.
#[test]
fn set_blackboard_parses_a_text_entry_into_a_number_entry() {
    #[derive(Default)]
    struct Board {
        text: String,
        count: i32,
    }
    let mut f = Factory::<Board>::new();
    f.entry_mut("text", |b: &Board| b.text.clone(), |b, v| b.text = v)
        .entry_mut("count", |b: &Board| b.count, |b, v| b.count = v);
    let mut tree = f
        .load_str(&tree(
            r#"<SetBlackboard output_key="count" value="{text}"/>"#,
        ))
        .unwrap_or_else(|e| panic!("{e}"));
    let mut board = Board {
        text: "12".into(),
        count: 0,
    };
    assert_eq!(tree.tick(&mut board), Success);
    assert_eq!(board.count, 12);
    board.text = "twelve".into();
    assert_eq!(tree.tick(&mut board), Failure);
    assert_eq!(board.count, 12);
}

/// `Factory::on_run_error` hears why a script failed when it ran, where
/// BT.CPP throws: in `<Script>`, `<SetBlackboard>` (a text that does not
/// convert), `<ScriptCondition>`, `<Precondition>` and the pre- and
/// post-condition attributes, each at its attribute.
#[test]
fn run_errors_say_why_a_script_failed() {
    let heard = Rc::new(RefCell::new(Vec::<String>::new()));
    let mut f = rover_factory();
    let sink = Rc::clone(&heard);
    f.on_run_error(move |e| sink.borrow_mut().push(e.to_string()));
    let mut tree = f
        .load_str(&tree(
            r#"<Sequence>
  <ForceSuccess><SetBlackboard output_key="goal" value="{text}"/></ForceSuccess>
  <ForceSuccess><Script code="text := 'x' .. (1.5 &amp; 1)"/></ForceSuccess>
  <ForceSuccess><ScriptCondition code="1.5 | 2"/></ForceSuccess>
  <Precondition if="3.5 ^ 1" else="SUCCESS"><MoveTo goal="0;0"/></Precondition>
  <MoveTo goal="0;0" _skipIf="~0.5" _post="text := 'y' .. (2.5 &amp; 2)"/>
</Sequence>"#,
        ))
        .unwrap_or_else(|e| panic!("{e}"));
    let mut rover = Rover {
        text: "north".into(),
        ..Rover::default()
    };
    assert_eq!(tree.tick(&mut rover), Success);
    let heard = heard.borrow();
    let firsts: Vec<&str> = heard
        .iter()
        .map(|e| e.lines().next().unwrap_or(""))
        .collect();
    assert_eq!(firsts.len(), 6, "{heard:#?}");
    assert!(
        firsts[0]
            .starts_with("<xml>:4:57: in `value=\"{text}\"`: `goal` cannot hold it: write x;y"),
        "{heard:#?}"
    );
    for (i, attr) in [
        (1, "code"),
        (2, "code"),
        (3, "if"),
        (4, "_skipIf"),
        (5, "_post"),
    ] {
        assert!(firsts[i].contains(&format!("in `{attr}=")), "{heard:#?}");
    }
    assert!(heard[0].contains("help: BT.CPP throws here"), "{heard:#?}");
}

/// `<SetBlackboard>` copies an entry into one of its type as it is, of
/// any type (no conversion needed), and numbers exactly (a `u64` past
/// what an `f64` holds).
#[test]
fn set_blackboard_copies_entries_of_any_type_as_they_are() {
    #[derive(Clone, Debug, PartialEq)]
    struct Path(Vec<(i32, i32)>);
    #[derive(Default)]
    struct Planner {
        plan: Option<Path>,
        route: Option<Path>,
        big: u64,
        copy: u64,
    }
    let mut f = Factory::<Planner>::new();
    f.entry_mut("plan", |p: &Planner| p.plan.clone(), |p, v| p.plan = v)
        .entry_mut("route", |p: &Planner| p.route.clone(), |p, v| p.route = v)
        .entry_mut("big", |p: &Planner| p.big, |p, v| p.big = v)
        .entry_mut("copy", |p: &Planner| p.copy, |p, v| p.copy = v);
    let mut tree = f
        .load_str(&tree(
            r#"<Sequence>
  <SetBlackboard output_key="route" value="{plan}"/>
  <SetBlackboard output_key="copy" value="{big}"/>
</Sequence>"#,
        ))
        .unwrap_or_else(|e| panic!("{e}"));
    let mut planner = Planner {
        plan: Some(Path(vec![(1, 2), (3, 4)])),
        big: u64::MAX - 1,
        ..Planner::default()
    };
    assert_eq!(tree.tick(&mut planner), Success);
    assert_eq!(planner.route, Some(Path(vec![(1, 2), (3, 4)])));
    assert_eq!(planner.copy, u64::MAX - 1);
}

/// The number ports of `Repeat`, `RetryUntilSuccessful`, `Timeout`,
/// `Delay` and `Sleep` read a `{key}` entry of an integer type before
/// each of the node's ticks, as BT.CPP reads them from its blackboard,
/// or a value remapped on a `<SubTree>`; the node table shows the entry.
#[test]
fn built_in_number_ports_read_entries() {
    use std::time::Duration;
    #[derive(Default)]
    struct Bot {
        laps: u8,
        tries: i64,
        wait: u32,
        now: Duration,
        log: Vec<String>,
    }
    impl bt::Clock for Bot {
        fn now(&self) -> Duration {
            self.now
        }
    }
    let mut f = Factory::<Bot>::new().with_clock();
    f.entry_mut("laps", |b: &Bot| b.laps, |b, v| b.laps = v)
        .entry("tries", |b: &Bot| b.tries)
        .entry("wait", |b: &Bot| b.wait)
        .action("Lap", |b| {
            b.log.push("lap".into());
            Success
        })
        .action("Try", |b| {
            b.log.push("try".into());
            Failure
        });
    let xml = r#"<root BTCPP_format="4" main_tree_to_execute="Main">
  <BehaviorTree ID="Main">
    <Sequence>
      <Repeat num_cycles="{laps}"><Lap/></Repeat>
      <ForceSuccess><RetryUntilSuccessful num_attempts="{tries}"><Try/></RetryUntilSuccessful></ForceSuccess>
      <Sleep msec="{wait}"/>
      <SubTree ID="Twice" n="2" ms="{wait}"/>
    </Sequence>
  </BehaviorTree>
  <BehaviorTree ID="Twice">
    <Delay delay_msec="{ms}"><Repeat num_cycles="{n}"><Lap/></Repeat></Delay>
  </BehaviorTree>
</root>"#;
    let mut tree = f.load_str(xml).unwrap_or_else(|e| panic!("{e}"));
    let text = tree.to_text(None);
    for shown in [
        "num_cycles = {laps}",
        "num_attempts = {tries}",
        "msec = {wait}",
        // Inside the subtree, an entry as written, a value remapped as the
        // value the node is built with.
        "delay_msec = {ms}",
        "num_cycles = 2",
    ] {
        assert!(text.contains(shown), "{shown} in\n{text}");
    }
    let mut bot = Bot {
        laps: 3,
        tries: 2,
        wait: 100,
        ..Bot::default()
    };
    let mut ticks = 0;
    while tree.tick(&mut bot) == Running {
        bot.now += Duration::from_millis(50);
        ticks += 1;
        assert!(ticks < 100, "{:?}", bot.log);
    }
    let n = |log: &[String], what: &str| log.iter().filter(|l| *l == what).count();
    assert_eq!((n(&bot.log, "lap"), n(&bot.log, "try")), (3 + 2, 2));
    // The entries are read again at the next run: no laps and one try.
    bot.laps = 0;
    bot.tries = 1;
    bot.wait = 0;
    bot.log.clear();
    let mut ticks = 0;
    while tree.tick(&mut bot) == Running {
        ticks += 1;
        assert!(ticks < 100, "{:?}", bot.log);
    }
    assert_eq!((n(&bot.log, "lap"), n(&bot.log, "try")), (2, 1));
    // A timeout reads its time as it starts.
    let mut tree = f
        .load_str(
            r#"<root><BehaviorTree><Timeout msec="{wait}"><Sleep msec="1000"/></Timeout></BehaviorTree></root>"#,
        )
        .unwrap_or_else(|e| panic!("{e}"));
    bot.wait = 100;
    assert_eq!(tree.tick(&mut bot), Running);
    bot.wait = 5000;
    bot.now += Duration::from_millis(99);
    assert_eq!(tree.tick(&mut bot), Running);
    bot.now += Duration::from_millis(1);
    assert_eq!(tree.tick(&mut bot), Failure);
}

/// A value remapped on a `<SubTree>` stands for its `{key}` in every
/// port of the built-in nodes, as a literal written there would:
/// parameterised subtrees, as BT.CPP users write them.
#[test]
fn built_in_ports_take_values_remapped_on_subtrees() {
    let xml = r#"<root BTCPP_format="4" main_tree_to_execute="Main">
<BehaviorTree ID="Main">
  <Sequence>
    <SubTree ID="Race" need="2" again="false"/>
    <SubTree ID="Race" need="3" again="true"/>
  </Sequence>
</BehaviorTree>
<BehaviorTree ID="Race">
  <RunOnce then_skip="{again}">
    <Parallel success_count="{need}" failure_count="{need}"><Act/><Act/><Fail/></Parallel>
  </RunOnce>
</BehaviorTree>
</root>"#;
    let mut tree = factory().load_str(xml).unwrap_or_else(|e| panic!("{e}"));
    let text = tree.to_text(None);
    for shown in [
        "run_once(then_skip = false)",
        "parallel(success_count = 2, failure_count = 2)",
        "run_once(then_skip = true)",
        "parallel(success_count = 3, failure_count = 3)",
    ] {
        assert!(text.contains(shown), "{shown} in\n{text}");
    }
    let mut ctx = Ctx::default();
    // Two of three succeed: the first race succeeds; the second, which
    // needs three, fails.
    assert_eq!(tree.tick(&mut ctx), Failure);
    let e = factory()
        .load_str(&xml.replace(r#"need="3""#, r#"need="all""#))
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "<xml>:10:30: `all` is not a whole number (i32) (port `success_count` of `Parallel`) \
         (`need` is remapped to `all` at <xml>:5:30)\n  help: write a whole number (i32)"
    );
}

/// A `Switch` case remapped on a `<SubTree>` is the value remapped; a case
/// that names an entry is an error (cases are literals in bt).
#[test]
fn switch_cases_take_values_remapped_on_subtrees() {
    let xml = |case: &str| {
        format!(
            r#"<root BTCPP_format="4" main_tree_to_execute="Main">
<BehaviorTree ID="Main"><SubTree ID="Pick" when="2" mode="{{mode}}"/></BehaviorTree>
<BehaviorTree ID="Pick">
  <Switch2 variable="{{mode}}" case_1="1" case_2="{case}"><Fail/><Act/><Fail/></Switch2>
</BehaviorTree>
</root>"#
        )
    };
    let mut tree = factory()
        .load_str(&xml("{when}"))
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(
        tree.to_text(None).contains("case_2 = 2"),
        "{}",
        tree.to_text(None)
    );
    let mut ctx = Ctx {
        mode: 2,
        ..Ctx::default()
    };
    assert_eq!(tree.tick(&mut ctx), Success);
    assert_eq!(ctx.log, ["act"]);
    let e = factory().load_str(&xml("{mode}")).unwrap_err();
    assert_eq!(
        e.message(),
        "`case_2=\"{mode}\"`: case values are literals in bt"
    );
}

/// An entry's value that a number port cannot take fails the node's tick,
/// after halting its running child, where BT.CPP throws: a negative time
/// (a timeout must not turn into none), a count beyond `i32`, a real that
/// is not whole (a whole one is read as BT.CPP reads a `double` into an
/// `int`). The value is read again at the next tick.
#[test]
fn entry_values_a_number_port_cannot_take_fail_the_node() {
    #[derive(Default)]
    struct Bot {
        ms: i64,
        laps: f64,
        big: u64,
        now: std::time::Duration,
        log: Vec<String>,
    }
    impl bt::Clock for Bot {
        fn now(&self) -> std::time::Duration {
            self.now
        }
    }
    let heard = Rc::new(RefCell::new(Vec::<String>::new()));
    let mut f = Factory::<Bot>::new().with_clock();
    let sink = Rc::clone(&heard);
    f.on_run_error(move |e| sink.borrow_mut().push(e.to_string()));
    f.entry("ms", |b: &Bot| b.ms)
        .entry("laps", |b: &Bot| b.laps)
        .entry("big", |b: &Bot| b.big)
        .node("Walk", || {
            bt::stateful(
                |b: &mut Bot| {
                    b.log.push("start".into());
                    Running
                },
                |_: &mut Bot| Running,
                |b: &mut Bot| b.log.push("halted".into()),
            )
        })
        .action("Lap", |b| {
            b.log.push("lap".into());
            Success
        });
    let load = |body: &str| f.load_str(&tree(body)).unwrap_or_else(|e| panic!("{e}"));
    let mut timeout = load(r#"<Timeout msec="{ms}"><Walk/></Timeout>"#);
    let mut bot = Bot {
        ms: 100,
        ..Bot::default()
    };
    assert_eq!(timeout.tick(&mut bot), Running);
    bot.ms = -5;
    assert_eq!(timeout.tick(&mut bot), Failure);
    assert_eq!(bot.log, ["start", "halted"]);
    // The next run reads a valid time again.
    bot.ms = 100;
    assert_eq!(timeout.tick(&mut bot), Running);
    let mut repeat = load(r#"<Repeat num_cycles="{laps}"><Lap/></Repeat>"#);
    bot.log.clear();
    bot.laps = 2.0;
    while repeat.tick(&mut bot) == Running {}
    assert_eq!(bot.log, ["lap", "lap"]);
    bot.laps = 2.5;
    assert_eq!(repeat.tick(&mut bot), Failure);
    let mut retry =
        load(r#"<RetryUntilSuccessful num_attempts="{big}"><Lap/></RetryUntilSuccessful>"#);
    bot.big = 5_000_000_000;
    assert_eq!(retry.tick(&mut bot), Failure);
    bot.big = 3;
    assert_eq!(retry.tick(&mut bot), Success);
    // `Factory::on_run_error` heard each, at its attribute.
    let heard = heard.borrow();
    let firsts: Vec<&str> = heard
        .iter()
        .map(|e| e.lines().next().unwrap_or(""))
        .collect();
    assert_eq!(
        firsts,
        [
            "<xml>:3:16: in `msec=\"{ms}\"`: the entry `ms` is -5, not a time in \
             milliseconds: a whole number, not negative",
            "<xml>:3:21: in `num_cycles=\"{laps}\"`: the entry `laps` is 2.5, not a \
             count: a whole number within `i32`",
            "<xml>:3:37: in `num_attempts=\"{big}\"`: the entry `big` is 5000000000, \
             not a count: a whole number within `i32`",
        ],
        "{heard:#?}"
    );
    assert!(heard[0].contains("help: BT.CPP throws here"), "{heard:#?}");
}

/// A count that an entry changes while the loop runs takes effect at the
/// next tick, as BT.CPP reads the port at every tick.
#[test]
fn an_entry_read_by_a_loop_takes_effect_at_the_next_tick() {
    let mut f = factory();
    f.entry_mut("mode", |c: &Ctx| c.mode, |c, v| c.mode = v);
    let mut tree = f
        .load_str(&tree(
            r#"<Repeat num_cycles="{mode}"><Sequence><Walk/><Script code="mode := 1"/></Sequence></Repeat>"#,
        ))
        .unwrap_or_else(|e| panic!("{e}"));
    let mut ctx = Ctx {
        mode: 5,
        ..Ctx::default()
    };
    // The walk runs a tick and succeeds; the script lowers the count to
    // one, but the loop read 5 at the start of the tick and starts the
    // second cycle. The next tick reads 1: one cycle is done, so the loop
    // succeeds and leaves the walk running, as BT.CPP's does; the next
    // run goes on with it.
    assert_eq!(tree.tick(&mut ctx), Running);
    assert_eq!(tree.tick(&mut ctx), Running);
    assert_eq!(tree.tick(&mut ctx), Success);
    assert_eq!(ctx.log, ["walk start 0", "walk done", "walk start 0"]);
    assert_eq!(tree.tick(&mut ctx), Success);
    assert_eq!(
        ctx.log,
        ["walk start 0", "walk done", "walk start 0", "walk done"]
    );
}

/// The export of a loaded tree declares each leaf's ports the way they
/// go, so that Groot2 shows them as BT.CPP's `providedPorts()` would: as
/// a port model says (with its type and description), else as the leaf
/// used them when it was made (read, written with `Args::output`, or
/// both).
#[test]
fn exports_declare_the_ports_that_leaves_write() {
    use bt::xml::Port;
    static SWAP: &[Port] = &[Port::inout("slot").typed("int").described("which <slot>")];
    #[derive(Default)]
    struct Arm {
        goal: i32,
        slot: i32,
    }
    let mut factory = Factory::<Arm>::new();
    factory
        .entry_mut("goal", |a: &Arm| a.goal, |a, v| a.goal = v)
        .entry_mut("slot", |a: &Arm| a.slot, |a, v| a.slot = v)
        .node_with("Plan", &["goal"], |args| {
            let goal = args.output::<i32>("goal")?;
            Ok(bt::leaf::action(move |a: &mut Arm| {
                goal.set(a, 7);
                Success
            }))
        })
        .node_with("Bump", &["n"], |args| {
            let read = args.value::<i32>("n")?;
            let write = args.output::<i32>("n")?;
            Ok(bt::leaf::action(move |a: &mut Arm| {
                let n = read.get(a);
                write.set(a, n + 1);
                Success
            }))
        })
        .node_with("Move", &["goal"], |args| {
            let goal = args.value::<i32>("goal")?;
            Ok(bt::leaf::action(move |a: &mut Arm| {
                a.slot = goal.get(a);
                Success
            }))
        })
        .port_model("Swap", SWAP)
        .node_with("Swap", &["slot"], |args| {
            let slot = args.value::<i32>("slot")?;
            Ok(bt::leaf::action(move |a: &mut Arm| {
                let _ = slot.get(a);
                Success
            }))
        });
    let tree = factory
        .load_str(&tree(
            r#"<Sequence><Plan goal="{goal}"/><Bump n="{slot}"/><Move goal="{goal}"/><Swap slot="{slot}"/></Sequence>"#,
        ))
        .unwrap_or_else(|e| panic!("{e}"));
    let xml = tree.to_btcpp_xml();
    for model in [
        "<Action ID=\"Plan\">\n      <output_port name=\"goal\"/>\n    </Action>",
        "<Action ID=\"Bump\">\n      <inout_port name=\"n\"/>\n    </Action>",
        "<Action ID=\"Move\">\n      <input_port name=\"goal\"/>\n    </Action>",
        "<Action ID=\"Swap\">\n      <inout_port name=\"slot\" type=\"int\">which &lt;slot&gt;</inout_port>\n    </Action>",
    ] {
        assert!(xml.contains(model), "{model} is not in\n{xml}");
    }
    assert_eq!(
        tree.nodes()
            .iter()
            .map(|n| n
                .ports
                .iter()
                .map(|(p, _)| n.ports.direction(p))
                .collect::<Vec<_>>())
            .filter(|d| !d.is_empty())
            .collect::<Vec<_>>(),
        [
            [bt::table::PortDirection::Output],
            [bt::table::PortDirection::InOut],
            [bt::table::PortDirection::Input],
            [bt::table::PortDirection::InOut],
        ]
    );
}

/// Script operators group as in BT.CPP 4.10: left to right, products
/// before sums, `&&` before `||` (BT.CPP 4.8 and 4.9 make these 2, 2
/// and false; see the `bt::xml` module docs).
#[test]
fn script_operators_group_as_in_btcpp_4_10() {
    #[derive(Default)]
    struct Board {
        d: f64,
        e: f64,
        b: bool,
    }
    let mut f = Factory::<Board>::new();
    f.entry_mut("d", |c: &Board| c.d, |c, v| c.d = v)
        .entry_mut("e", |c: &Board| c.e, |c, v| c.e = v)
        .entry_mut("b", |c: &Board| c.b, |c, v| c.b = v);
    let mut t = f
        .load_str(&tree(
            r#"<Script code="d := 5 - 2 + 1; e := 8 / 2 * 2; b := true || false &amp;&amp; false"/>"#,
        ))
        .unwrap_or_else(|e| panic!("{e}"));
    let mut board = Board::default();
    assert_eq!(t.tick(&mut board), Success);
    assert_eq!((board.d, board.e, board.b), (4.0, 8.0, true));
}

/// `Factory::prototype`: trees of a registered tree that share its node
/// table, each with its own nodes and subtree-local entries, and ticking
/// as the tree `Factory::tree` builds; an unknown ID is the error `tree`
/// gives.
#[test]
fn prototype_trees_share_the_table_and_keep_their_own_state() {
    #[derive(Default)]
    struct Robot {
        followed: Vec<Vec<i32>>,
    }
    struct World {
        prototype: bt::xml::XmlPrototype<'static, Robot>,
    }
    let mut f = Factory::<Robot>::new();
    f.local_entry("path", Vec::<i32>::new())
        .node_with("Plan", &["path"], |args| {
            let path = args.output::<Vec<i32>>("path")?;
            let mut planned = 0;
            Ok(bt::leaf::action(move |r: &mut Robot| {
                planned += 1;
                path.set(r, (1..=planned).collect());
                Success
            }))
        })
        .node_with("Follow", &["path"], |args| {
            let path = args.entry::<Vec<i32>>("path")?;
            Ok(bt::leaf::action(move |r: &mut Robot| {
                let p = path.get(r);
                r.followed.push(p);
                Success
            }))
        });
    f.register_str(
        r#"<root BTCPP_format="4">
  <BehaviorTree ID="Go">
    <Sequence><Plan path="{path}"/><Follow path="{path}"/></Sequence>
  </BehaviorTree>
  <BehaviorTree ID="Main">
    <Sequence><SubTree ID="Go"/><Follow path="{path}"/></Sequence>
  </BehaviorTree>
</root>"#,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let prototype = f.prototype("Main").unwrap_or_else(|e| panic!("{e}"));
    let mut loaded = f.tree("Main").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        format!("{:?}", prototype.nodes()),
        format!("{:?}", loaded.nodes())
    );
    let mut trees: Vec<_> = (0..3).map(|_| prototype.build()).collect();
    assert!(
        trees
            .iter()
            .all(|t| t.nodes().same_table(&prototype.nodes()))
    );
    // Tree `i` ticked `i + 1` times: each counts its own plans, and each
    // subtree writes its own `{path}`, which the main tree's (never
    // written) does not see.
    let mut robots: Vec<Robot> = (0..3).map(|_| Robot::default()).collect();
    for (i, (tree, robot)) in trees.iter_mut().zip(&mut robots).enumerate() {
        for _ in 0..=i {
            assert_eq!(tree.tick(robot), Success);
        }
    }
    // The same ticks of trees `Factory::tree` builds.
    for (i, robot) in robots.iter().enumerate() {
        let mut reference = Robot::default();
        for _ in 0..=i {
            assert_eq!(loaded.tick(&mut reference), Success);
        }
        assert_eq!(robot.followed, reference.followed, "tree {i}");
        loaded = f.tree("Main").unwrap_or_else(|e| panic!("{e}"));
    }
    assert_eq!(robots[2].followed[4..], [vec![1, 2, 3], vec![]]);
    let e = f.prototype("Mian").err().map(|e| e.to_string());
    let expected = f.tree("Mian").err().map(|e| e.to_string());
    assert!(e.as_deref().is_some_and(|e| e.contains("Main")), "{e:?}");
    assert_eq!(e, expected);
    // Its type has a name, for a struct's field (`World`); a leaked factory
    // lends it for as long as the program runs.
    drop(prototype);
    let f: &'static Factory<Robot> = Box::leak(Box::new(f));
    let world = World {
        prototype: f.prototype("Main").unwrap_or_else(|e| panic!("{e}")),
    };
    let mut robot = Robot::default();
    assert_eq!(world.prototype.build().tick(&mut robot), Success);
    assert_eq!(robot.followed, [vec![1], vec![]]);
}

/// `#[derive(Blackboard)]`: every field an entry, as `entry_mut` by hand
/// registers it (read and written by ports and scripts); `rename`,
/// `read_only` (a script cannot write it: a load error) and `skip`; a
/// raw identifier is its name; a generic context too.
#[test]
fn a_derived_blackboard_registers_each_field() {
    use bt::xml::Blackboard;

    #[derive(Blackboard, Clone, Debug, Default, PartialEq)]
    struct Robot<T: Clone + 'static> {
        level: i32,
        #[entry(rename = "target")]
        goal: String,
        #[entry(read_only)]
        serial: u32,
        r#type: String,
        #[entry(skip)]
        extra: T,
        #[entry(skip)]
        seen: Vec<String>,
    }
    type R = Robot<std::cell::Cell<u8>>;
    let mut factory = Factory::<R>::new().with_entries();
    factory.node_with("Seen", &["what"], |args| {
        let what = args.entry::<String>("what")?;
        Ok(bt::leaf::action(move |r: &mut R| {
            let what = what.get(r);
            r.seen.push(what);
            Success
        }))
    });
    let xml = |body: &str| {
        format!(r#"<root BTCPP_format="4"><BehaviorTree ID="M">{body}</BehaviorTree></root>"#)
    };
    let mut tree = factory
        .load_str(&xml(r#"<Sequence>
              <Script code="level := level * 2 + serial; target := 'dock'"/>
              <Seen what="{target}"/>
              <Seen what="{type}"/>
              <SetBlackboard output_key="type" value="arm"/>
              <Seen what="{type}"/>
            </Sequence>"#))
        .unwrap_or_else(|e| panic!("{e}"));
    let mut robot = R {
        level: 3,
        serial: 4,
        r#type: "base".into(),
        ..R::default()
    };
    assert_eq!(tree.tick(&mut robot), Success);
    assert_eq!((robot.level, robot.goal.as_str()), (10, "dock"));
    assert_eq!(robot.seen, ["dock", "base", "arm"]);
    // Read-only: a script that writes it does not load.
    let e = factory
        .load_str(&xml(r#"<Script code="serial := 1"/>"#))
        .unwrap_err();
    assert!(e.message().contains("serial"), "{e}");
    // Skipped, renamed away: not entries.
    for key in ["seen", "extra", "goal"] {
        let e = factory
            .load_str(&xml(&format!(r#"<Seen what="{{{key}}}"/>"#)))
            .unwrap_err();
        assert!(
            e.message().contains(&format!("no context entry `{key}`")),
            "{e}"
        );
    }
}

/// A number entry read by a port of a type that holds all its values (an
/// `i32` entry by an `f64` port), or written by a port of a type it holds
/// all the values of, is converted, as BT.CPP's `getInput` converts a
/// number that fits; a conversion that could lose values is a load error.
#[test]
fn number_entries_widen_to_their_ports() {
    #[derive(Default)]
    struct Robot {
        laps: i32,
        small: u8,
        big: u32,
        speed: f64,
        read: Vec<f64>,
    }
    let mut factory = Factory::<Robot>::new();
    factory
        .entry("laps", |r: &Robot| r.laps)
        .entry("small", |r: &Robot| r.small)
        .entry("big", |r: &Robot| r.big)
        .entry_mut("speed", |r: &Robot| r.speed, |r, v| r.speed = v)
        .node_with("Real", &["x"], |args| {
            let x = args.entry::<f64>("x")?;
            Ok(bt::leaf::action(move |r: &mut Robot| {
                let x = x.get(r);
                r.read.push(x);
                Success
            }))
        })
        .node_with("Whole", &["x"], |args| {
            let x = args.entry::<i32>("x")?;
            Ok(bt::leaf::action(move |r: &mut Robot| {
                let x = f64::from(x.get(r));
                r.read.push(x);
                Success
            }))
        })
        .node_with("SetWhole", &["x"], |args| {
            let x = args.output::<i32>("x")?;
            Ok(bt::leaf::action(move |r: &mut Robot| {
                x.set(r, -7);
                Success
            }))
        })
        .node_with("SetReal", &["x"], |args| {
            let x = args.output::<f64>("x")?;
            Ok(bt::leaf::action(move |r: &mut Robot| {
                x.set(r, 0.5);
                Success
            }))
        });
    let xml = |body: &str| {
        format!(r#"<root BTCPP_format="4"><BehaviorTree ID="M">{body}</BehaviorTree></root>"#)
    };
    let mut tree = factory
        .load_str(&xml(r#"<Sequence>
              <Real x="{laps}"/><Real x="{small}"/><Real x="{big}"/><Whole x="{small}"/>
              <SetWhole x="{speed}"/><Real x="{speed}"/>
            </Sequence>"#))
        .unwrap_or_else(|e| panic!("{e}"));
    let mut robot = Robot {
        laps: -3,
        small: 200,
        big: 4_000_000_000,
        ..Robot::default()
    };
    assert_eq!(tree.tick(&mut robot), Success);
    assert_eq!(robot.read, [-3.0, 200.0, 4e9, 200.0, -7.0]);
    // Conversions that could lose values.
    let e = factory.load_str(&xml(r#"<Whole x="{big}"/>"#)).unwrap_err();
    assert!(
        e.message()
            .contains("the entry `big` is a `u32`, the port `x` of `Whole` reads an `i32`"),
        "{e}"
    );
    assert!(e.help().contains("every value of"), "{e}");
    let e = factory
        .load_str(&xml(r#"<SetReal x="{laps}"/>"#))
        .unwrap_err();
    assert!(e.message().contains("read-only"), "{e}");
    factory.entry_mut("laps", |r: &Robot| r.laps, |r, v| r.laps = v);
    let e = factory
        .load_str(&xml(r#"<SetReal x="{laps}"/>"#))
        .unwrap_err();
    assert!(
        e.message()
            .contains("the entry `laps` is an `i32`, the port `x` of `SetReal` writes an `f64`"),
        "{e}"
    );
}

/// `Factory::clone`: a copy registers apart from its original (node IDs
/// and trees), and shares what both had registered (the same closures).
#[test]
fn a_cloned_factory_registers_apart_from_its_original() {
    let calls = Rc::new(core::cell::Cell::new(0));
    let mut original = factory();
    let counted = Rc::clone(&calls);
    original.condition("Counted", move |_| {
        counted.set(counted.get() + 1);
        true
    });
    original
        .register_str(&tree("<Sequence><Counted/><Yes/></Sequence>"))
        .unwrap_or_else(|e| panic!("{e}"));
    let mut copy = original.clone();
    copy.action("Extra", |c| {
        c.log.push("extra".into());
        Success
    });
    copy.clear_registered_trees()
        .register_str(&tree("<Sequence><Counted/><Act/><Extra/></Sequence>"))
        .unwrap_or_else(|e| panic!("{e}"));

    let mut ctx = Ctx::default();
    let mut old = original.tree("Main").unwrap_or_else(|e| panic!("{e}"));
    let mut new = copy.tree("Main").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(old.tick(&mut ctx), Success);
    assert_eq!(new.tick(&mut ctx), Success);
    assert_eq!(ctx.log, ["yes", "act", "extra"]);
    // One closure, shared by both factories.
    assert_eq!(calls.get(), 2);
    // The original has neither the copy's node nor its tree.
    let e = original
        .load_str(&tree("<Extra/>"))
        .map(|_| ())
        .unwrap_err();
    assert!(e.message().contains("Extra"), "{e}");
    assert_eq!(original.registered_trees(), ["Main"]);
    assert!(original.tree("Main").is_ok());
}

/// Entries by name, from Rust: their texts, and writing one from a text
/// (a parameter bridge); each refusal says why.
#[test]
fn entries_are_read_and_written_by_name_as_text() {
    #[derive(Default)]
    struct Robot {
        speed: i32,
        ready: bool,
        path: Vec<u8>,
    }
    let mut f = Factory::<Robot>::new();
    f.entry_mut("speed", |r: &Robot| r.speed, |r, v| r.speed = v)
        .entry_mut("ready", |r: &Robot| r.ready, |r, v| r.ready = v)
        .entry("odometer", |r: &Robot| r.speed * 10)
        .entry_mut("path", |r: &Robot| r.path.clone(), |r, v| r.path = v);
    let mut robot = Robot::default();
    f.set_entry_text(&mut robot, "speed", "7").unwrap();
    f.set_entry_text(&mut robot, "ready", "true").unwrap();
    assert_eq!((robot.speed, robot.ready), (7, true));
    assert_eq!(
        f.entries_text(&robot),
        [
            ("odometer".to_string(), "70".to_string()),
            ("ready".into(), "1".into()),
            ("speed".into(), "7".into()),
        ]
    );
    assert_eq!(f.entry_text(&robot, "path"), None);
    assert_eq!(f.entry_text(&robot, "nothing"), None);
    let e = f.set_entry_text(&mut robot, "sped", "1").unwrap_err();
    assert_eq!(
        e.to_string(),
        "no context entry `sped` is registered\n  help: did you mean `speed`? (or register it with `Factory::entry_mut(\"sped\", get, set)`)"
    );
    let e = f.set_entry_text(&mut robot, "odometer", "1").unwrap_err();
    assert_eq!(e.message(), "the entry `odometer` is read-only");
    let e = f.set_entry_text(&mut robot, "path", "1").unwrap_err();
    assert!(
        e.message().contains("which is not written from text"),
        "{e}"
    );
    assert!(e.help().contains("convert_from_text"), "{e}");
    let e = f.set_entry_text(&mut robot, "speed", "2.5").unwrap_err();
    assert!(
        e.message().starts_with("the entry `speed` cannot hold it"),
        "{e}"
    );
    assert_eq!(robot.speed, 7);
}
