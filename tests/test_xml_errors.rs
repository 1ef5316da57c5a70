//! `bt::xml` (feature `xml`): the loader's errors, which carry a line, a
//! column and a fix, and never panic (mutated and random XML included).

mod rng;
mod xml_support;

use std::fmt::Write as _;
use std::panic::{AssertUnwindSafe, catch_unwind};

use bt::Status::Success;
use bt::xml::Factory;
use rng::Rng;
use xml_support::{Ctx, err, factory, load, tree};

/// Each error: its position, and words of its message and of its fix.
#[test]
#[allow(clippy::too_many_lines)] // one table of cases
fn errors_say_where_and_how_to_fix() {
    let cases: &[(&str, (u32, u32), &str, &str)] = &[
        ("<root", (1, 1), "malformed XML", "syntax"),
        (
            "<nope/>",
            (1, 1),
            "document element is `<nope>`",
            "BTCPP_format",
        ),
        (
            r#"<root BTCPP_format="3"><BehaviorTree ID="A"><Act/></BehaviorTree></root>"#,
            (1, 21),
            "bt reads format 4",
            "convert",
        ),
        (
            r#"<root BTCPP_format="4"></root>"#,
            (1, 1),
            "no `<BehaviorTree>`",
            "add",
        ),
        (
            r#"<root><BehaviorTree ID="A"><Act/></BehaviorTree><BehaviorTree ID="B"><Act/></BehaviorTree></root>"#,
            (1, 1),
            "several trees",
            "main_tree_to_execute",
        ),
        (
            r#"<root main_tree_to_execute="C"><BehaviorTree ID="A"><Act/></BehaviorTree></root>"#,
            (1, 29),
            "names `C`",
            "`A`",
        ),
        (
            r#"<root><BehaviorTree ID="A"><Act/></BehaviorTree><BehaviorTree ID="A"><Act/></BehaviorTree></root>"#,
            (1, 49),
            "a second",
            "own ID",
        ),
        (
            r#"<root main_tree_to_exec="A"><BehaviorTree ID="A"><Act/></BehaviorTree></root>"#,
            (1, 7),
            "unknown attribute `main_tree_to_exec` on `<root>`",
            "did you mean `main_tree_to_execute`?",
        ),
        (
            r"<root><Act/></root>",
            (1, 7),
            "`<Act>` in `<root>`",
            "inside a `<BehaviorTree>`",
        ),
        (
            r#"<root><BehaviorTree><Act/></BehaviorTree><BehaviorTree ID="B"><Act/></BehaviorTree></root>"#,
            (1, 7),
            "without `ID`",
            "MainTree",
        ),
        (
            r#"<root><BehaviorTree ID="A"/></root>"#,
            (1, 7),
            "is empty",
            "one root",
        ),
        (
            r#"<root><BehaviorTree ID="A"><Act/><Act/></BehaviorTree></root>"#,
            (1, 34),
            "more than one root",
            "Sequence",
        ),
        (
            r#"<root><BehaviorTree ID="A">text<Act/></BehaviorTree></root>"#,
            (1, 28),
            "unexpected text `text`",
            "remove",
        ),
    ];
    for &(xml, at, message, help) in cases {
        let e = err(xml);
        assert_eq!((e.line(), e.column()), at, "{e}");
        assert!(e.message().contains(message), "{e}");
        assert!(e.help().contains(help), "{e}");
        assert!(e.file().is_none());
    }
    let in_tree: &[(&str, (u32, u32), &str, &str)] = &[
        (
            "<Sequens><Act/></Sequens>",
            (3, 1),
            "unknown node ID `Sequens`",
            "did you mean `Sequence`",
        ),
        (
            "<Script code=\"x=1\"/>",
            (3, 15),
            "in `code=\"x=1\"`: no context entry `x` is registered",
            "`x := value` creates it as a variable of the tree; to share it with Rust, register \
             the entry with `Factory::entry_mut(\"x\"",
        ),
        (
            "<Script code=\"mode:=1\" name=\"s\" cde=\"1\"/>",
            (3, 33),
            "`Script` has no port `cde`",
            "did you mean `code`? (its ports are `code`)",
        ),
        ("<Script/>", (3, 1), "`Script` needs the port `code`", ""),
        (
            "<Script code=\"{mode} := 1\"/>",
            (3, 15),
            "in `code=\"{mode} := 1\"`: `{mode}` names an entry in braces, which scripts do not \
             read (braces are for port values)",
            "write `mode := 1`: scripts name entries without braces",
        ),
        (
            "<Script code=\"mode := {mode} + {@speed}\"/>",
            (3, 23),
            "`{mode}` names an entry in braces",
            "write `mode := mode + @speed`",
        ),
        (
            "<Script code=\"mode := 1; mode := {mode} + 1; mode := mode * 2; mode := mode - 3\"/>",
            (3, 34),
            "`{mode}` names an entry in braces",
            "write `mode`: scripts name entries without braces",
        ),
        (
            "<Act _skipIf=\"{ready}\"/>",
            (3, 15),
            "in `_skipIf=\"{ready}\"`: `{ready}` names an entry in braces",
            "write `ready`",
        ),
        (
            "<SetBlackboard output_key=\"{mode}\" value=\"1\"/>",
            (3, 28),
            "`output_key` names the entry, without braces",
            "output_key=\"mode\"",
        ),
        (
            "<ScriptCondition code=\"greeting\"/>",
            (3, 24),
            "the script gives a text, not a condition",
            "compare the text",
        ),
        (
            "<Script code=\"mode = 2\"><Act/></Script>",
            (3, 25),
            "`Script` takes no children, it has 1",
            "",
        ),
        (
            "<Precondition if=\"ready\" else=\"IDLE\"><Act/></Precondition>",
            (3, 32),
            "`else=\"IDLE\"` is not a status a node returns",
            "(the default is `FAILURE`)",
        ),
        (
            "<Precondition if=\"ready\"/>",
            (3, 1),
            "`Precondition` takes exactly one child, it has 0",
            "",
        ),
        (
            "<Precondition else=\"SUCCESS\"><Act/></Precondition>",
            (3, 1),
            "`Precondition` needs the port `if`",
            "",
        ),
        (
            "<UnsetBlackboard key=\"mode\"/>",
            (3, 23),
            "in `key=\"mode\"`: bt does not know what unsetting the context entry `mode` does",
            "`Factory::entry_unset(\"mode\", |ctx| ctx.mode = None)`",
        ),
        (
            "<UnsetBlackboard key=\"goal\"/>",
            (3, 23),
            "no context entry `goal` is registered",
            "with the entry (`Factory::entry_mut`)",
        ),
        (
            "<UnsetBlackboard key=\"{mode}\"/>",
            (3, 23),
            "`key` names the entry, without braces",
            "write `key=\"mode\"`",
        ),
        (
            "<UnsetBlackboard key=\"@mode\"/>",
            (3, 23),
            "BT.CPP 4 does not read `@mode` as the root's entry here: it unsets nothing",
            "`key=\"mode\"` in the main tree",
        ),
        (
            "<UnsetBlackboard keys=\"mode\"/>",
            (3, 18),
            "`UnsetBlackboard` has no port `keys`",
            "did you mean `key`? (its ports are `key`)",
        ),
        (
            "<UnsetBlackboard/>",
            (3, 1),
            "`UnsetBlackboard` needs the port `key`",
            "",
        ),
        (
            "<UnsetBlackboard key=\" \"/>",
            (3, 23),
            "`key` is empty",
            "key=\"name\"",
        ),
        (
            "<SkipUnlessUpdated entry=\"{q}\"><Act/></SkipUnlessUpdated>",
            (3, 27),
            "`SkipUnlessUpdated` watches the writes of `q`, and bt cannot see them",
            "Factory::entry_stamp(\"q\", |c| c.q.writes())",
        ),
        (
            "<ReactiveSequence><AsyncSequence><Act/></AsyncSequence><Act/><AsyncSequence><Act/></AsyncSequence></ReactiveSequence>",
            (3, 62),
            "a `ReactiveSequence` cannot have more than one `AsyncSequence` child",
            "make all but one of them a `<Sequence>`",
        ),
        (
            "<IfThenElse><IsReady/><Act/><Act/><Act/></IfThenElse>",
            (3, 35),
            "`IfThenElse` takes 2 or 3 children (condition, then, else), it has 4",
            "",
        ),
        (
            "<AlwaysSuccess><Act/></AlwaysSuccess>",
            (3, 16),
            "`AlwaysSuccess` takes no children, it has 1",
            "",
        ),
        (
            "<Sequence/>",
            (3, 1),
            "`Sequence` takes at least one child, it has 0",
            "",
        ),
        (
            "<Inverter><Act/><Act/></Inverter>",
            (3, 17),
            "exactly one child",
            "wrap",
        ),
        (
            "<IfThenElse><Act/></IfThenElse>",
            (3, 1),
            "2 or 3 children",
            "",
        ),
        (
            "<Act><Act/></Act>",
            (3, 6),
            "the leaf `Act` has children",
            "",
        ),
        (
            "<Repeat><Act/></Repeat>",
            (3, 1),
            "needs the port `num_cycles`",
            "num_cycles=",
        ),
        (
            "<Repeat num_cycles=\"x\"><Act/></Repeat>",
            (3, 21),
            "`x` is not a whole number",
            "",
        ),
        (
            "<Parallel success_count=\"3\"><Act/><Act/></Parallel>",
            (3, 26),
            "`success_count=\"3\"` can never be met: `Parallel` has 2 children, so it could never succeed",
            "use at most 2",
        ),
        (
            "<Parallel failure_count=\"3\"><Act/><Act/></Parallel>",
            (3, 26),
            "`failure_count=\"3\"` can never be met",
            "negative count",
        ),
        (
            "<ParallelAll max_failures=\"2\"><Act/></ParallelAll>",
            (3, 28),
            "could never fail",
            "use at most 1",
        ),
        (
            "<SequenceStar><Act/></SequenceStar>",
            (3, 1),
            "BehaviorTree.CPP 3's name for `SequenceWithMemory`",
            "write `SequenceWithMemory`",
        ),
        (
            "<RetryUntilSuccesful num_attempts=\"3\"><Act/></RetryUntilSuccesful>",
            (3, 1),
            "`RetryUntilSuccesful` is BehaviorTree.CPP 3's misspelt name for `RetryUntilSuccessful`",
            "write `RetryUntilSuccessful`",
        ),
        (
            "<Retry num_attempts=\"3\"><Act/></Retry>",
            (3, 1),
            "unknown node ID `Retry`",
            "did you mean `RetryUntilSuccessful`?",
        ),
        (
            "<Wait msec=\"100\"/>",
            (3, 1),
            "unknown node ID `Wait`",
            "did you mean `Sleep`?",
        ),
        (
            "<Wait delay_msec=\"100\"><Act/></Wait>",
            (3, 1),
            "unknown node ID `Wait`",
            "did you mean `Delay`?",
        ),
        (
            "<Selector><Act/><Act/></Selector>",
            (3, 1),
            "unknown node ID `Selector`",
            "did you mean `Fallback`?",
        ),
        (
            "<Not><Act/></Not>",
            (3, 1),
            "unknown node ID `Not`",
            "did you mean `Inverter`?",
        ),
        (
            "<SubTreePlus ID=\"Main\"/>",
            (3, 1),
            "`SubTreePlus` is BehaviorTree.CPP 3's name for what 4.x calls `SubTree`",
            "write `<SubTree>` (3.x's `__autoremap` is `_autoremap` there)",
        ),
        (
            "<BlackboardCheckInt value_A=\"{mode}\" value_B=\"1\" return_on_mismatch=\"FAILURE\"><Act/></BlackboardCheckInt>",
            (3, 1),
            "`BlackboardCheckInt` is a BehaviorTree.CPP 3 node that 4.x removed",
            "is `<Precondition if=\"key == 42\" else=\"FAILURE\">` around the child",
        ),
        (
            "<Scrpt code=\"x := 1\"/>",
            (3, 1),
            "unknown node ID `Scrpt`",
            "did you mean `Script`?",
        ),
        (
            "<SetBlackbord output_key=\"mode\" value=\"1\"/>",
            (3, 1),
            "unknown node ID `SetBlackbord`",
            "did you mean `SetBlackboard`?",
        ),
        (
            "<SkipUnlesUpdated entry=\"mode\"><Act/></SkipUnlesUpdated>",
            (3, 1),
            "unknown node ID `SkipUnlesUpdated`",
            "did you mean `SkipUnlessUpdated`?",
        ),
        (
            "<Swich3 variable=\"{mode}\" case_1=\"1\" case_2=\"2\" case_3=\"3\"><Act/><Act/><Act/><Act/></Swich3>",
            (3, 1),
            "unknown node ID `Swich3`",
            "did you mean `Switch3`?",
        ),
        (
            "<SubTee ID=\"Main\"/>",
            (3, 1),
            "unknown node ID `SubTee`",
            "did you mean `SubTree`?",
        ),
        (
            "<Repeat num_cycles=\"+2\"><Act/></Repeat>",
            (3, 21),
            "`+2` is not a whole number",
            "write `2`: BehaviorTree.CPP reads numbers without a `+`",
        ),
        (
            "<Timeout msec=\"+5\"><Act/></Timeout>",
            (3, 16),
            "`+5` is not a number of milliseconds",
            "",
        ),
        (
            "<Repeat num_cycles=\"{n}\"><Act/></Repeat>",
            (3, 21),
            "no context entry `n` is registered",
            "",
        ),
        (
            "<RunOnce then_skip=\"{n}\"><Act/></RunOnce>",
            (3, 21),
            "takes a literal in bt",
            "",
        ),
        (
            "<Repeat cycles=\"3\"><Act/></Repeat>",
            (3, 9),
            "`Repeat` has no port `cycles`",
            "`num_cycles`",
        ),
        (
            "<Say txt=\"hi\"/>",
            (3, 6),
            "`Say` has no port `txt`",
            "did you mean `text`? (its ports are `text`, `times`)",
        ),
        (
            "<Sequence nmae=\"x\"><Act/></Sequence>",
            (3, 11),
            "`Sequence` has no port `nmae`",
            "did you mean `name`? (`Sequence` has no ports)",
        ),
        (
            "<Act skipIf=\"Yes\"/>",
            (3, 6),
            "`Act` has no port `skipIf`",
            "did you mean `_skipIf`? (`Act` has no ports)",
        ),
        (
            "<Switch2 variabel=\"{mode}\" case_1=\"1\" case_2=\"2\"><Act/><Act/><Act/></Switch2>",
            (3, 10),
            "`Switch2` has no port `variabel`",
            "did you mean `variable`? (its ports are `variable` and `case_1` to `case_2`)",
        ),
        (
            "<Inverter count=\"1\"><Act/></Inverter>",
            (3, 11),
            "no port `count`",
            "no ports",
        ),
        (
            "<RunOnce then_skip=\"maybe\"><Act/></RunOnce>",
            (3, 21),
            "not `true` or `false`",
            "",
        ),
        ("<Action/>", (3, 1), "`<Action>` without `ID`", ""),
        (
            "<Condition ID=\"Act\"/>",
            (3, 1),
            "`Act` is an Action node, not a Condition",
            "<Action ID=\"Act\">",
        ),
        (
            "<Decorator ID=\"Sequence\"><Act/></Decorator>",
            (3, 1),
            "is a Control node",
            "",
        ),
        (
            "<Act _skipIf=\"mode := 1\"/>",
            (3, 15),
            "in `_skipIf=\"mode := 1\"`: the entry `mode` is read-only",
            "Factory::entry_mut(\"mode\"",
        ),
        (
            "<Act _skipIf=\"mode + 'a' == 1\"/>",
            (3, 20),
            "`+` between a number and a text",
            "`..` a text and anything",
        ),
        (
            "<Act _skipIf=\"-greeting\"/>",
            (3, 15),
            "`-` takes a number, and its operand is a text",
            "",
        ),
        (
            "<Act _skipIf=\"ready ? 1 : 'x'\"/>",
            (3, 21),
            "the two values of `?:` are a number and a text",
            "",
        ),
        (
            "<Act _skipIf=\"a # b\"/>",
            (3, 17),
            "`#` is not part of BehaviorTree.CPP's script language",
            "module docs",
        ),
        (
            "<Act _skipIf=\"mode &lt; 'low'\"/>",
            (3, 15),
            "'low' is compared with a number",
            "",
        ),
        (
            "<Act _skipIf=\"1 &lt; nope\"/>",
            (3, 22),
            "`nope` is neither a registered condition nor a context entry",
            "Factory::entry(\"nope\"",
        ),
        (
            "<Act _skipIf=\"Act == 1\"/>",
            (3, 15),
            "`Act` is neither a registered condition nor a context entry",
            "`Act` is a leaf with ports or an action; scripts name conditions",
        ),
        (
            "<Act _skipIf=\"Yes &amp;&amp;\"/>",
            (3, 29),
            "ends too early",
            "",
        ),
        (
            "<Act _skipIf=\"Nope\"/>",
            (3, 15),
            "in `_skipIf=\"Nope\"`: `Nope` is neither",
            "Factory::condition(\"Nope\"",
        ),
        (
            "<Act _skipIf=\"Act\"/>",
            (3, 15),
            "neither",
            "scripts name conditions",
        ),
        (
            "<Act _while=\"greeting\"/>",
            (3, 14),
            "the script gives a text, not a condition",
            "",
        ),
        (
            "<Act _onSuccess=\"mode = 1\"/>",
            (3, 18),
            "the entry `mode` is read-only",
            "Factory::entry_mut",
        ),
        (
            "<Act _skipIf=\"Mark\"/>",
            (3, 15),
            "`Mark` is a script, which gives no condition",
            "Factory::condition",
        ),
        (
            "<Act _onSuccess=\"Nope\"/>",
            (3, 18),
            "no script `Nope` is registered",
            "or write the code (`Nope := true`)",
        ),
        (
            "<Act _onSuccess=\"Mark; Nope\"/>",
            (3, 24),
            "no script `Nope`",
            "",
        ),
        (
            "<Act _sucessIf=\"1\"/>",
            (3, 6),
            "unknown attribute `_sucessIf`",
            "did you mean `_successIf`?",
        ),
        (
            "<Act _skipUnless=\"1\"/>",
            (3, 6),
            "unknown attribute `_skipUnless`",
            "did you mean `_skipIf`?",
        ),
        (
            "<Act _autoremap=\"true\"/>",
            (3, 6),
            "`_autoremap` on a node that is not a `<SubTree>`",
            "remove it",
        ),
        ("<SubTree/>", (3, 1), "`<SubTree>` without `ID`", ""),
        (
            "<SubTree ID=\"Other\"/>",
            (3, 14),
            "no `<BehaviorTree ID=\"Other\">`",
            "`Main`",
        ),
        (
            "<SubTree ID=\"Mian\"/>",
            (3, 14),
            "no `<BehaviorTree ID=\"Mian\">`",
            "did you mean `Main`? (use one of: `Main`;",
        ),
        ("<SubTree ID=\"Main\"/>", (3, 14), "contains itself", ""),
        (
            "<SubTree ID=\"Main\" _autoremap=\"yes\"/>",
            (3, 32),
            "_autoremap",
            "",
        ),
        (
            "<Switch2 variable=\"{mode}\" case_1=\"1\"><Act/><Act/><Act/></Switch2>",
            (3, 1),
            "`Switch2` needs the port `case_2`",
            "",
        ),
        (
            "<Switch2 variable=\"mode\" case_1=\"1\" case_2=\"2\"><Act/><Act/><Act/></Switch2>",
            (3, 20),
            "not a `{key}`",
            "",
        ),
        (
            "<Switch2 variable=\"{mode}\" case_1=\"1\" case_2=\"2\"><Act/><Act/></Switch2>",
            (3, 1),
            "takes 3 children",
            "",
        ),
        (
            "<Switch2 variable=\"{nope}\" case_1=\"1\" case_2=\"2\"><Act/><Act/><Act/></Switch2>",
            (3, 20),
            "no context entry `nope`",
            "",
        ),
        (
            "<Switch2 variable=\"{mode}\" case_1=\"1\" case_3=\"2\"><Act/><Act/><Act/></Switch2>",
            (3, 39),
            "no port `case_3`",
            "case_2",
        ),
    ];
    // In a subtree, `<UnsetBlackboard>` unsets the subtree's own entries
    // only: BT.CPP leaves a key remapped from the caller as it is.
    let subtree = |sub: &str, call: &str| {
        format!(
            "<root BTCPP_format=\"4\" main_tree_to_execute=\"M\">\n<BehaviorTree ID=\"S\">\n{sub}\n\
             </BehaviorTree>\n<BehaviorTree ID=\"M\">{call}</BehaviorTree>\n</root>"
        )
    };
    let in_subtree: &[(&str, &str, &str, &str)] = &[
        (
            "<UnsetBlackboard key=\"m\"/>",
            "<SubTree ID=\"S\" m=\"{mode}\"/>",
            "`m` is the caller's entry here (remapped on its `<SubTree>`), which BT.CPP's \
             `<UnsetBlackboard>` in a subtree leaves as it is: the node would do nothing",
            "unset it in the tree that owns it",
        ),
        (
            "<UnsetBlackboard key=\"mode\"/>",
            "<SubTree ID=\"S\" _autoremap=\"true\"/>",
            "`mode` is the caller's entry here (shared by `_autoremap`)",
            "or leave the node out",
        ),
        (
            "<UnsetBlackboard key=\"m\"/>",
            "<SubTree ID=\"S\" m=\"7\"/>",
            "`m` is remapped to the value `7` on the `<SubTree>`",
            "remap it to an entry",
        ),
        (
            "<UnsetBlackboard key=\"mode\"/>",
            "<SubTree ID=\"S\"/>",
            "`{mode}` is not visible in the subtree `S`",
            "Factory::local_entry(\"mode\", initial)",
        ),
        // A remap with a typo: the help points at it.
        (
            "<UnsetBlackboard key=\"mode\"/>",
            "<SubTree ID=\"S\" mdoe=\"{mode}\"/>",
            "`{mode}` is not visible in the subtree `S`",
            "the `<SubTree>` remaps `mdoe` at <xml>:5:44: did you mean `mode`? Else, remap it",
        ),
    ];
    for &(sub, call, message, help) in in_subtree {
        let e = err(&subtree(sub, call));
        assert_eq!((e.line(), e.column()), (3, 23), "{sub}: {e}");
        assert!(e.message().contains(message), "{sub}: {e}");
        assert!(e.help().contains(help), "{sub}: {e}");
    }
    for &(body, at, message, help) in in_tree {
        let e = err(&tree(body));
        assert_eq!((e.line(), e.column()), at, "{body}: {e}");
        assert!(e.message().contains(message), "{body}: {e}");
        assert!(e.help().contains(help), "{body}: {e}");
    }
    // A timed node without a clock.
    let e = Factory::<Ctx>::new()
        .load_str(&tree("<Sleep msec=\"1\"/>"))
        .unwrap_err();
    assert!(e.message().contains("`Sleep` needs a clock"), "{e}");
    assert!(e.help().contains("with_clock"));
    // A leaf under a built-in ID.
    let mut f = factory();
    f.action("Sequence", |_| Success);
    let e = f
        .load_str(&tree("<Sequence><Act/></Sequence>"))
        .unwrap_err();
    assert!(
        e.message()
            .contains("built-in node and also a node registered"),
        "{e}"
    );
    // The text form names the file (or `<xml>`), the position and the fix.
    assert_eq!(
        err(&tree("<Sequens><Act/></Sequens>")).to_string(),
        "<xml>:3:1: unknown node ID `Sequens`\n  help: did you mean `Sequence`? (or register \
         `Sequens` in the factory: `Factory::decorator(\"Sequens\", ..)`, `Factory::control`)"
    );
    // Without children, the help names the leaves' registrations.
    assert!(
        err(&tree("<Sequens/>"))
            .help()
            .contains("`Factory::action(\"Sequens\", ..)`, `Factory::condition`"),
    );
}

/// Types in messages read as written: "an `i64`", "a `u32`".
#[test]
fn types_are_named_with_their_article() {
    let mut f = factory();
    f.node_with("Wait", &["ms"], |args| {
        let ms = args.value::<i64>("ms")?;
        Ok(bt::leaf::action(move |c: &mut Ctx| {
            let _ = ms.get(c);
            Success
        }))
    });
    let e = f.load_str(&tree("<Wait ms=\"soon\"/>")).unwrap_err();
    assert_eq!(
        e.to_string(),
        "<xml>:3:11: `soon` is not a valid i64 for the port `ms` of `Wait`: invalid digit \
         found in string\n  help: write an i64 or a `{key}`"
    );
    let e = f.load_str(&tree("<Wait ms=\"{speed}\"/>")).unwrap_err();
    assert_eq!(
        e.message(),
        "the entry `speed` is an `f64`, the port `ms` of `Wait` reads an `i64`"
    );
    let e = err(&tree("<Say text=\"a\" times=\"x\"/>"));
    assert_eq!(e.help(), "write a u32 or a `{key}`");
}

/// Types in messages are named without their module paths, as Rust
/// code names them: `String`, `Pose`, `Vec<Pose>`.
#[test]
fn types_are_named_short() {
    #[derive(Clone, Debug)]
    struct Pose;
    let mut f = factory();
    f.entry_mut("route", |_: &Ctx| vec![Pose], |_, _: Vec<Pose>| {})
        .entry_mut("text", |_: &Ctx| String::new(), |_, _: String| {})
        .node_with("MoveBase", &["goal"], |args| {
            let goal = args.entry::<Pose>("goal")?;
            Ok(bt::leaf::action(move |c: &mut Ctx| {
                let _ = goal.get(c);
                Success
            }))
        })
        .node_with("Plan", &["path"], |args| {
            let path = args.output::<Vec<Pose>>("path")?;
            Ok(bt::leaf::action(move |c: &mut Ctx| {
                path.set(c, vec![]);
                Success
            }))
        });
    let e = f
        .load_str(&tree("<MoveBase goal=\"{greeting}\"/>"))
        .unwrap_err();
    assert_eq!(
        e.message(),
        "the entry `greeting` is a `String`, the port `goal` of `MoveBase` reads a `Pose`"
    );
    let e = f
        .load_str(&tree("<MoveBase goal=\"{route}\"/>"))
        .unwrap_err();
    assert_eq!(
        e.message(),
        "the entry `route` is a `Vec<Pose>`, the port `goal` of `MoveBase` reads a `Pose`"
    );
    let e = f.load_str(&tree("<MoveBase goal=\"home\"/>")).unwrap_err();
    assert_eq!(
        e.message(),
        "`home` is not an entry: the port `goal` of `MoveBase` reads a `Pose` from the context"
    );
    let e = f.load_str(&tree("<Plan path=\"{text}\"/>")).unwrap_err();
    assert_eq!(
        e.message(),
        "the entry `text` is a `String`, the port `path` of `Plan` writes a `Vec<Pose>`"
    );
    let e = f
        .load_str(&tree("<Script code=\"text := route\"/>"))
        .unwrap_err();
    assert!(
        e.message()
            .contains("the entry `route` is a `Vec<Pose>`, which scripts cannot read"),
        "{e}"
    );
}

/// A script's unknown entry suggests the closest registered one (or
/// condition, where one is read).
#[test]
fn scripts_suggest_the_entry_meant() {
    let mut f = factory();
    f.entry_mut("visits", |c: &Ctx| c.mode, |c, v| c.mode = v)
        .local_entry("retries", 0_i32);
    let e = f
        .load_str(&tree("<Script code=\"vistis += 1\"/>"))
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "<xml>:3:15: in `code=\"vistis += 1\"`: no context entry `vistis` is registered\n  \
         help: did you mean `visits`? (or register the entry with \
         `Factory::entry_mut(\"vistis\", |ctx| ctx.vistis, |ctx, v| ctx.vistis = v)`)"
    );
    let e = f
        .load_str(&tree("<Script code=\"retires := 1\"/>"))
        .unwrap_err();
    assert!(e.help().starts_with("did you mean `retries`?"), "{e}");
    let e = f
        .load_str(&tree("<Act _skipIf=\"vists &gt; 2\"/>"))
        .unwrap_err();
    assert_eq!(
        e.message(),
        "in `_skipIf=\"vists > 2\"`: `vists` is neither a registered condition nor a context entry"
    );
    assert!(
        e.help()
            .starts_with("did you mean `visits`? (or create it in the tree with a script"),
        "{e}"
    );
    let e = f.load_str(&tree("<Act _skipIf=\"IsRedy\"/>")).unwrap_err();
    assert!(e.help().starts_with("did you mean `IsReady`?"), "{e}");
    // Nothing near: `:=` makes a variable of the tree; `=` writes one that
    // exists.
    f.load_str(&tree("<Script code=\"x := 1\"/>")).unwrap();
    let e = f.load_str(&tree("<Script code=\"x = 1\"/>")).unwrap_err();
    assert!(
        e.help()
            .starts_with("`x := value` creates it as a variable of the tree"),
        "{e}"
    );
    f.entry_mut("d", |c: &Ctx| c.mode, |c, v| c.mode = v)
        .entry_mut("k2", |c: &Ctx| c.mode, |c, v| c.mode = v)
        .entry_mut("kite2", |c: &Ctx| c.mode, |c, v| c.mode = v);
    // A key of four characters or more near an entry that nothing reads
    // is a misspelt entry, not a variable; one that is read is a
    // variable.
    let e = f
        .load_str(&tree("<Script code=\"kite1 := 1\"/>"))
        .unwrap_err();
    assert!(
        e.help().starts_with(
            "did you mean `kite2`? (a variable of the tree is made only of a key the tree \
             reads; or register the entry"
        ),
        "{e}"
    );
    f.load_str(&tree(
        "<Sequence><Script code=\"kite1 := 1\"/><Act _skipIf=\"kite1\"/></Sequence>",
    ))
    .unwrap();
    // A shorter key is a variable, as in BT.CPP: one changed character
    // does not tell a mistake there (`k1` and `k2`, `v` and `d`).
    f.load_str(&tree("<Script code=\"k1 := 1; v := 2\"/>"))
        .unwrap();
    let e = f.load_str(&tree("<Script code=\"q1 = 1\"/>")).unwrap_err();
    assert!(
        e.help()
            .starts_with("`q1 := value` creates it as a variable of the tree"),
        "{e}"
    );
}

/// A tree ID the caller gives that no tree has: an error at no place in
/// a document (none has the mistake), the closest tree first.
#[test]
fn unknown_tree_ids_suggest_the_closest() {
    let xml = "<root BTCPP_format=\"4\">\n<BehaviorTree ID=\"Navigate\"><Act/></BehaviorTree>\n\
               <BehaviorTree ID=\"Dock\"><Act/></BehaviorTree>\n</root>";
    let mut f = factory();
    let e = f.load_str_tree(xml, "Navigat").unwrap_err();
    assert_eq!(
        e.to_string(),
        "no `<BehaviorTree ID=\"Navigat\">` to load\n  help: did you mean `Navigate`? (load \
         one of: `Dock`, `Navigate`)"
    );
    assert_eq!((e.file(), e.line(), e.column()), (None, 0, 0));
    f.register_str(xml).unwrap_or_else(|e| panic!("{e}"));
    let e = f.tree("Navigat").unwrap_err();
    assert_eq!(
        e.to_string(),
        "no tree `Navigat` is registered\n  help: did you mean `Navigate`? (register the file \
         that has it with `Factory::register_file`, or build one of: `Dock`, `Navigate`)"
    );
    // Nothing close: the list alone.
    let e = f.tree("Patrol").unwrap_err();
    assert!(e.help().starts_with("register the file"), "{e}");
    // From a file, the error names the file, at no line.
    let path = std::env::temp_dir().join(format!("bt-unknown-tree-{}.xml", std::process::id()));
    std::fs::write(&path, xml).unwrap_or_else(|e| panic!("{e}"));
    let e = f.load_file_tree(&path, "Navigat").unwrap_err();
    std::fs::remove_file(&path).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        e.to_string().starts_with(&format!(
            "{}: no `<BehaviorTree ID=\"Navigat\">` to load\n",
            path.display()
        )),
        "{e}"
    );
    // `main_tree_to_execute` is in the document: there, with the closest.
    let e = f
        .load_str(&xml.replace("format=\"4\"", "format=\"4\" main_tree_to_execute=\"Dok\""))
        .unwrap_err();
    assert_eq!((e.line(), e.column()), (1, 46));
    assert_eq!(
        e.help(),
        "did you mean `Dock`? (use one of: `Dock`, `Navigate`)"
    );
    // A tree's ID written as a node's tag: through `<SubTree>`.
    let e = f
        .load_str_tree(
            &xml.replace("<Act/></BehaviorTree>\n<", "<Dock/></BehaviorTree>\n<"),
            "Navigate",
        )
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "<xml>:2:29: `Dock` is a tree (`<BehaviorTree ID=\"Dock\">`), not a node\n  help: write \
         `<SubTree ID=\"Dock\"/>`"
    );
}

/// An entry's error inside a subtree, where the entry is used, says where
/// its key was remapped: the mistake may be on the `<SubTree>`.
#[test]
fn entry_errors_in_subtrees_say_where_the_key_was_remapped() {
    #[derive(Clone, Debug)]
    struct Pose;
    let mut f = factory();
    f.node_with("MoveBase", &["goal"], |args| {
        let goal = args.entry::<Pose>("goal")?;
        Ok(bt::leaf::action(move |c: &mut Ctx| {
            let _ = goal.get(c);
            Success
        }))
    })
    .node_with("Plan", &["path"], |args| {
        let path = args.output::<Pose>("path")?;
        Ok(bt::leaf::action(move |c: &mut Ctx| {
            path.set(c, Pose);
            Success
        }))
    });
    // Main calls `a`, whose tree calls `b`, whose tree is `leaf`.
    let xml = |a: &str, b: &str, leaf: &str| {
        format!(
            "<root BTCPP_format=\"4\" main_tree_to_execute=\"Main\">\n\
             <BehaviorTree ID=\"Main\">\n{a}\n</BehaviorTree>\n\
             <BehaviorTree ID=\"Outer\">\n{b}\n</BehaviorTree>\n\
             <BehaviorTree ID=\"Navigate\">\n{leaf}\n</BehaviorTree>\n</root>"
        )
    };
    let e = f
        .load_str(&xml(
            "<SubTree ID=\"Navigate\" target=\"{greeting}\"/>",
            "<Act/>",
            "<MoveBase goal=\"{target}\"/>",
        ))
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "<xml>:9:17: the entry `greeting` is a `String`, the port `goal` of `MoveBase` reads a \
         `Pose` (`target` is remapped to `{greeting}` at <xml>:3:32)\n  help: use an entry of \
         the port's type, or a literal"
    );
    // Through two `<SubTree>`s, each remap; through `_autoremap`, the one
    // that named the key.
    let e = f
        .load_str(&xml(
            "<SubTree ID=\"Outer\" where=\"{greeting}\"/>",
            "<SubTree ID=\"Navigate\" target=\"{where}\"/>",
            "<MoveBase goal=\"{target}\"/>",
        ))
        .unwrap_err();
    assert!(
        e.message().ends_with(
            "(`target` is remapped to `{where}` at <xml>:6:32; `where` is remapped to \
             `{greeting}` at <xml>:3:28)"
        ),
        "{e}"
    );
    let e = f
        .load_str(&xml(
            "<SubTree ID=\"Outer\" where=\"{greeting}\"/>",
            "<SubTree ID=\"Navigate\" _autoremap=\"true\"/>",
            "<MoveBase goal=\"{where}\"/>",
        ))
        .unwrap_err();
    assert!(
        e.message()
            .ends_with("(`where` is remapped to `{greeting}` at <xml>:3:28)"),
        "{e}"
    );
    // An output port's entry, read-only or unknown, likewise.
    let e = f
        .load_str(&xml(
            "<SubTree ID=\"Navigate\" out=\"{mode}\"/>",
            "<Act/>",
            "<Plan path=\"{out}\"/>",
        ))
        .unwrap_err();
    assert_eq!(
        e.message(),
        "the entry `mode` is read-only, and the port `path` of `Plan` writes it (`out` is \
         remapped to `{mode}` at <xml>:3:29)"
    );
    let e = f
        .load_str(&xml(
            "<SubTree ID=\"Navigate\" out=\"{nope}\"/>",
            "<Act/>",
            "<Plan path=\"{out}\"/>",
        ))
        .unwrap_err();
    assert!(
        e.message()
            .starts_with("no context entry `nope` is registered (`out` is remapped"),
        "{e}"
    );
    // A key of the main tree: no remap to tell.
    let e = f
        .load_str(&tree("<MoveBase goal=\"{greeting}\"/>"))
        .unwrap_err();
    assert!(e.message().ends_with("reads a `Pose`"), "{e}");
}

#[test]
fn subtree_cycles_and_blowups_are_errors() {
    let xml = r#"<root main_tree_to_execute="A">
<BehaviorTree ID="A"><SubTree ID="B"/></BehaviorTree>
<BehaviorTree ID="B"><Sequence><SubTree ID="A"/></Sequence></BehaviorTree>
</root>"#;
    let e = err(xml);
    assert_eq!((e.line(), e.column()), (3, 45), "{e}");
    assert!(e.message().contains("the subtree `A` contains itself"));
    // Twenty levels of two calls each would be a million nodes.
    let mut xml = String::from("<root main_tree_to_execute=\"T0\">");
    for i in 0..20 {
        let _ = write!(
            xml,
            "<BehaviorTree ID=\"T{i}\"><Sequence><SubTree ID=\"T{n}\"/><SubTree ID=\"T{n}\"/></Sequence></BehaviorTree>",
            n = i + 1
        );
    }
    xml.push_str("<BehaviorTree ID=\"T20\"><Act/></BehaviorTree></root>");
    let e = err(&xml);
    assert!(e.message().contains("more than 65535 nodes"), "{e}");
    // Two `<SubTree>`s of one name in one tree (BT.CPP 4.10 refuses their
    // shared path); the same name in two different trees is fine.
    let xml = r#"<root main_tree_to_execute="A">
<BehaviorTree ID="A"><Sequence><SubTree ID="B" name="task"/><SubTree ID="C" name="job"/>
<SubTree ID="B" name="task"/></Sequence></BehaviorTree>
<BehaviorTree ID="B"><SubTree ID="C" name="job"/></BehaviorTree>
<BehaviorTree ID="C"><Act/></BehaviorTree>
</root>"#;
    let e = err(xml);
    assert_eq!((e.line(), e.column()), (3, 1), "{e}");
    assert_eq!(
        e.message(),
        "two `<SubTree>`s in this tree are named `task`",
        "{e}"
    );
    let fine = xml.replace(r#"<SubTree ID="B" name="task"/></Sequence>"#, "</Sequence>");
    factory().load_str(&fine).unwrap_or_else(|e| panic!("{e}"));
}

/// The fuzz test's draws.
impl Rng {
    fn below(&mut self, n: usize) -> usize {
        usize::try_from(self.next() % n as u64).unwrap()
    }
}

/// Mutated and random XML: the loader returns a tree or an error with a
/// position inside the text, and never panics.
#[test]
fn mutated_and_garbage_xml_never_panics() {
    let base = tree(
        r#"<Sequence name="s">
  <Fallback><IsReady _skipIf="No || Yes"/><Say text="{greeting}" times="2"/></Fallback>
  <Switch2 variable="{mode}" case_1="1" case_2="2"><Act/><Walk _onHalted="Halted"/><Sleep msec="5"/></Switch2>
  <Repeat num_cycles="2"><RetryUntilSuccessful num_attempts="3"><Fail/></RetryUntilSuccessful></Repeat>
</Sequence>"#,
    );
    let pieces = [
        "<",
        ">",
        "/>",
        "\"",
        "=",
        "{",
        "}",
        "&amp;",
        "&",
        "<Act/>",
        "</Sequence>",
        "<Sequence>",
        "_skipIf=\"",
        "ID=\"",
        " ",
        "\u{e9}",
        "\0",
        "<!DOCTYPE x>",
        "<![CDATA[",
        "-->",
        "<!--",
    ];
    let f = factory();
    assert!(f.load_str(&base).is_ok());
    let mut rng = Rng(0x00B7_0017);
    let (mut loaded, mut errors) = (0, 0);
    for round in 0..2000 {
        let mut text: Vec<char> = base.chars().collect();
        let edits = 1 + rng.below(4);
        for _ in 0..edits {
            let at = rng.below(text.len() + 1);
            match rng.below(4) {
                0 if !text.is_empty() => {
                    let end = (at + 1 + rng.below(8)).min(text.len());
                    text.drain(at.min(end)..end);
                }
                1 => {
                    let piece = pieces[rng.below(pieces.len())];
                    for (i, c) in piece.chars().enumerate() {
                        text.insert(at + i, c);
                    }
                }
                2 if at < text.len() => {
                    text[at] = char::from(u8::try_from(32 + rng.below(95)).unwrap());
                }
                _ => text.truncate(at),
            }
        }
        let mut text: String = text.into_iter().collect();
        if round % 10 == 0 {
            // Plain garbage too.
            text = (0..rng.below(200))
                .map(|_| char::from(u8::try_from(rng.below(128)).unwrap()))
                .collect();
        }
        let result = catch_unwind(AssertUnwindSafe(|| f.load_str(&text)));
        let Ok(result) = result else {
            panic!("the loader panicked on:\n{text}")
        };
        match result {
            Ok(mut t) => {
                loaded += 1;
                let mut ctx = Ctx::default();
                for _ in 0..3 {
                    let _ = t.tick(&mut ctx);
                }
            }
            Err(e) => {
                errors += 1;
                let lines = u32::try_from(text.lines().count().max(1)).unwrap();
                assert!(
                    e.line() >= 1 && e.line() <= lines + 1 && e.column() >= 1,
                    "{e} is outside the text:\n{text}"
                );
                assert!(!e.message().is_empty() && !e.help().is_empty(), "{e}");
            }
        }
    }
    assert!(loaded > 0 && errors > 0, "{loaded} loaded, {errors} errors");
}

/// Random scripts (tokens of the language, well formed or not) in every
/// place a script goes: the loader returns a tree or an error inside the
/// script, and the loaded tree ticks and halts, never panicking (the
/// entries include an `i32` and a `u8` that most values overflow).
#[test]
fn random_scripts_never_panic() {
    const TOKENS: [&str; 42] = [
        "mode",
        "speed",
        "greeting",
        "n",
        "k",
        "ready",
        "Yes",
        "Mark",
        "@mode",
        "1",
        "0",
        "2.5",
        "1e3",
        "0x1F",
        "-7",
        "'a'",
        "'10'",
        "true",
        "false",
        "+",
        "-",
        "*",
        "/",
        "..",
        "&amp;",
        "|",
        "^",
        "~",
        "!",
        "&amp;&amp;",
        "||",
        "==",
        "!=",
        "&lt;",
        "&gt;=",
        "?",
        ":",
        ":=",
        "+=",
        "=",
        "(",
        ")",
    ];
    let mut f = factory();
    f.entry_mut("n", |_: &Ctx| 0_i32, |_, _| {})
        .entry_mut("k", |_: &Ctx| 3_u8, |_, _| {});
    let mut rng = Rng(0x005C_4197);
    let (mut loaded, mut errors) = (0, 0);
    for round in 0..3000 {
        let len = 1 + rng.below(9);
        let mut script = String::new();
        for _ in 0..len {
            script.push_str(if rng.below(12) == 0 {
                ";"
            } else {
                TOKENS[rng.below(TOKENS.len())]
            });
            script.push(' ');
        }
        let body = match round % 5 {
            0 => format!("<Script code=\"{script}\"/>"),
            1 => format!("<ScriptCondition code=\"{script}\"/>"),
            2 => format!("<Act _skipIf=\"{script}\"/>"),
            3 => format!("<Act _onSuccess=\"{script}\" _while=\"{script}\"/>"),
            _ => format!("<Precondition if=\"{script}\" else=\"RUNNING\"><Act/></Precondition>"),
        };
        match f.load_str(&tree(&body)) {
            Ok(mut t) => {
                loaded += 1;
                let mut ctx = Ctx::default();
                for _ in 0..3 {
                    t.tick(&mut ctx);
                }
                t.halt(&mut ctx);
            }
            Err(e) => {
                errors += 1;
                assert_eq!(e.line(), 3, "{body}: {e}");
            }
        }
    }
    assert!(
        loaded > 100 && errors > 100,
        "{loaded} loaded, {errors} errors"
    );
}

/// Scripts and nestings deep enough to overflow a stack are errors.
#[test]
fn huge_scripts_and_nestings_are_errors() {
    let long = vec!["No"; 5000].join(" || ");
    let e = err(&tree(&format!("<Act _skipIf=\"{long}\"/>")));
    assert!(e.message().contains("deeper than 128 levels"), "{e}");
    let e = err(&tree(&format!(
        "<Act _skipIf=\"{}Yes\"/>",
        "!".repeat(100_000)
    )));
    assert!(e.message().contains("longer than 256"), "{e}");
    assert_eq!((e.line(), e.column()), (3, 271));
    let e = err(&tree(&format!(
        "<Act _skipIf=\"{}Yes{}\"/>",
        "(".repeat(300),
        ")".repeat(300)
    )));
    assert!(e.message().contains("longer than 256"), "{e}");
    let deep = format!(
        "{}<Act/>{}",
        "<Inverter>".repeat(300),
        "</Inverter>".repeat(300)
    );
    let e = err(&tree(&deep));
    assert!(e.message().contains("deeper than 128 levels"), "{e}");
    // As deep as is allowed: it loads, ticks and drops on a test thread's
    // 2 MiB stack (in debug builds, where each level's frames are
    // largest), with a script at the bottom.
    let deepest = |n: usize| {
        format!(
            "{}<Script code=\"mode + 1 &gt; 0 ? 1 : 2\" _skipIf=\"No || !Yes\"/>{}",
            "<Inverter>".repeat(n),
            "</Inverter>".repeat(n)
        )
    };
    let mut t = factory()
        .load_str(&tree(&deepest(125)))
        .unwrap_or_else(|e| panic!("{e}"));
    t.tick(&mut Ctx::default());
    drop(t);
    let e = err(&tree(&deepest(126)));
    assert!(e.message().contains("deeper than 128 levels"), "{e}");
}

/// An error quotes a long script around the mistake only, and writes a
/// large number short.
#[test]
fn long_scripts_and_large_numbers_are_quoted_short() {
    let mut f = factory();
    f.entry_mut("attempts", |c: &Ctx| c.mode, |c, v| c.mode = v)
        .entry_mut("flag", |c: &Ctx| c.ready, |c, v| c.ready = v);
    let message = |body: &str| match f.load_str(&tree(body)) {
        Ok(_) => panic!("loaded: {body}"),
        Err(e) => e.message().to_string(),
    };
    assert_eq!(
        message("<Script code=\"attempts := 1e300\"/>"),
        "in `code=\"attempts := 1e300\"`: `attempts` cannot hold it: 1e300 is not a valid i32"
    );
    assert_eq!(
        message("<Script code=\"flag := 2.5e-7\"/>"),
        "in `code=\"flag := 2.5e-7\"`: `flag` cannot hold it: 2.5e-7 is not a bool (true, \
         false, 1 or 0)"
    );
    assert_eq!(
        message("<SetBlackboard output_key=\"attempts\" value=\"1.5\"/>"),
        "in `value=\"1.5\"`: `attempts` cannot hold it: 1.5 is not a valid i32"
    );
    // The mistake near the start: the start, cut after 60 characters.
    let x = "x".repeat(100_000);
    assert_eq!(
        message(&format!("<Script code=\"attempts := 1 # {x}\"/>")),
        format!(
            "in `code=\"attempts := 1 # {}…\"`: `#` is not part of BehaviorTree.CPP's script \
             language",
            &x[..44]
        )
    );
    // At the end: the end.
    let ones = "1 + ".repeat(25_000);
    assert_eq!(
        message(&format!("<Script code=\"attempts := {ones}#\"/>")),
        format!(
            "in `code=\"…{}#\"`: `#` is not part of BehaviorTree.CPP's script language",
            &ones[ones.len() - 59..]
        )
    );
    // In the middle: 20 characters before it, 40 from it.
    assert_eq!(
        message(&format!("<Script code=\"{x}; attempts := 'a' # 1; {x}\"/>")),
        format!(
            "in `code=\"…{}; attempts := 'a' # 1; {}…\"`: `#` is not part of \
             BehaviorTree.CPP's script language",
            &x[..2],
            &x[..35]
        )
    );
}

/// A script's errors about the entry a key stands for in a subtree say
/// where the key was remapped: written, read, given a value of another
/// type, updated with the wrong operator.
#[test]
fn script_errors_in_subtrees_say_where_the_key_was_remapped() {
    #[derive(Clone, Debug)]
    struct Pose;
    let mut f = factory();
    f.entry_mut("label", |_: &Ctx| String::new(), |_, _: String| {})
        .entry_mut("route", |_: &Ctx| Pose, |_, _: Pose| {});
    let script = |remap: &str, code: &str| {
        let xml = format!(
            "<root BTCPP_format=\"4\" main_tree_to_execute=\"Main\">\n\
             <BehaviorTree ID=\"Main\">\n<SubTree ID=\"Navigate\" {remap}/>\n</BehaviorTree>\n\
             <BehaviorTree ID=\"Navigate\">\n<Script code=\"{code}\"/>\n</BehaviorTree>\n</root>"
        );
        f.load_str(&xml).unwrap_err().message().to_string()
    };
    assert_eq!(
        script("target=\"{greeting}\"", "target := 'hi'"),
        "in `code=\"target := 'hi'\"`: the entry `greeting` is read-only (`target` is remapped \
         to `{greeting}` at <xml>:3:32)"
    );
    assert_eq!(
        script("words=\"{label}\" spot=\"{route}\"", "words := spot"),
        "in `code=\"words := spot\"`: the entry `route` is a `Pose`, which scripts cannot read \
         (`spot` is remapped to `{route}` at <xml>:3:46)"
    );
    assert_eq!(
        script("words=\"{label}\"", "words := 3"),
        "in `code=\"words := 3\"`: `words` is a text entry, and the value a number (`words` is \
         remapped to `{label}` at <xml>:3:31)"
    );
    assert_eq!(
        script("words=\"{label}\"", "words -= 'a'"),
        "in `code=\"words -= 'a'\"`: `-=` on a text entry with a text (`words` is remapped to \
         `{label}` at <xml>:3:31)"
    );
}

/// The errors of texts converted into entries of the user's types
/// (`Factory::convert_from_text`): a literal that does not convert (with
/// the conversion's own message), a number, an operator, another type,
/// and a type without a conversion.
#[test]
fn conversions_from_text_say_what_does_not_convert() {
    #[derive(Clone, Copy, Debug, Default)]
    struct Pose {
        _x: f64,
        _y: f64,
    }
    #[derive(Clone, Copy, Debug, Default)]
    struct Cell;
    let pose = |text: &str| -> Result<Pose, String> {
        let (x, y) = text.split_once(';').ok_or("write x;y")?;
        let number = |t: &str| t.parse::<f64>().map_err(|e| format!("`{t}`: {e}"));
        Ok(Pose {
            _x: number(x)?,
            _y: number(y)?,
        })
    };
    let mut f = factory();
    f.convert_from_text(pose)
        .entry_mut("goal", |_: &Ctx| Pose::default(), |_, _: Pose| {})
        .entry_mut("cell", |_: &Ctx| Cell, |_, _: Cell| {})
        .entry_mut("count", |c: &Ctx| c.mode, |c, v| c.mode = v)
        .node_with("MoveTo", &["goal"], |args| {
            let goal = args.entry::<Pose>("goal")?;
            Ok(bt::leaf::action(move |c: &mut Ctx| {
                let _ = goal.get(c);
                Success
            }))
        })
        .node_with("Visit", &["cell"], |args| {
            let cell = args.entry::<Cell>("cell")?;
            Ok(bt::leaf::action(move |c: &mut Ctx| {
                let _ = cell.get(c);
                Success
            }))
        });
    let load = |body: &str| f.load_str(&tree(body)).unwrap_err().to_string();
    assert_eq!(
        load(r#"<SetBlackboard output_key="goal" value="1,2"/>"#),
        "<xml>:3:41: in `value=\"1,2\"`: `goal` cannot hold it: write x;y\n  help: write a value \
         of the entry's type"
    );
    assert_eq!(
        load(r#"<Script code="goal := '1;y'"/>"#),
        "<xml>:3:20: in `code=\"goal := '1;y'\"`: `goal` cannot hold it: `y`: invalid float \
         literal\n  help: assign a value of the entry's type"
    );
    assert_eq!(
        load(r#"<Script code="goal := 3"/>"#),
        "<xml>:3:20: in `code=\"goal := 3\"`: `goal` is a `Pose`, converted from a text, and the \
         value a number\n  help: assign a text (`'..'`) or an entry of type `String`"
    );
    assert_eq!(
        load(r#"<Script code="goal += '1;1'"/>"#),
        "<xml>:3:20: in `code=\"goal += '1;1'\"`: `+=` on a `Pose` entry with a text\n  help: \
         `+=`, `-=`, `*=` and `/=` take a number entry and a number; `+=` also a text entry and \
         a text"
    );
    assert_eq!(
        load(r#"<SetBlackboard output_key="goal" value="{count}"/>"#),
        "<xml>:3:42: in `value=\"{count}\"`: `count` is an `i32` and `goal` a `Pose`: \
         `<SetBlackboard>` copies an entry into one of its type, or a text into it\n  help: copy \
         between entries of one type, or assign in a `<Script>` (`to := from`), which converts \
         numbers"
    );
    assert_eq!(
        load(r#"<MoveTo goal="1;x"/>"#),
        "<xml>:3:15: `1;x` is not a valid Pose for the port `goal` of `MoveTo`: `x`: invalid \
         float literal\n  help: write a Pose or a `{key}`"
    );
    // An unknown entry to copy is named as an entry, with the one meant.
    let e = f
        .load_str(&tree(
            r#"<SetBlackboard output_key="count" value="{cuont}"/>"#,
        ))
        .unwrap_err();
    assert_eq!(
        e.message(),
        "in `value=\"{cuont}\"`: no context entry `cuont` is registered"
    );
    assert!(e.help().starts_with("did you mean `count`?"), "{e}");
    // A type without a conversion says how to register one.
    let e = f
        .load_str(&tree(r#"<SetBlackboard output_key="cell" value="0,0"/>"#))
        .unwrap_err();
    assert_eq!(
        e.message(),
        "in `output_key=\"cell\"`: the entry `cell` is a `Cell`, which scripts do not write"
    );
    assert!(
        e.help()
            .contains("`Factory::convert_from_str::<Cell>()` for a type that is `FromStr`"),
        "{e}"
    );
    let e = f.load_str(&tree(r#"<Visit cell="0,0"/>"#)).unwrap_err();
    assert_eq!(
        e.to_string(),
        "<xml>:3:14: `0,0` is not an entry: the port `cell` of `Visit` reads a `Cell` from the \
         context\n  help: write the entry it reads: `cell=\"{key}\"`, or register how a text \
         becomes a `Cell` with `Factory::convert_from_text`"
    );
}

/// The number ports of the built-in loops and timed nodes read entries of
/// number types; the other built-in ports take literals.
#[test]
fn built_in_ports_say_which_entries_they_read() {
    let e = err(&tree(
        r#"<Parallel success_count="{mode}"><Act/><Act/></Parallel>"#,
    ));
    assert_eq!(
        e.to_string(),
        "<xml>:3:26: `success_count=\"{mode}\"`: the port `success_count` of `Parallel` takes a \
         literal in bt\n  help: write the value itself: bt reads entries only in the number \
         ports of `Repeat`, `RetryUntilSuccessful`, `Timeout`, `Delay` and `Sleep`"
    );
    // An entry of a type that is neither a number nor a text.
    let mut f = factory();
    f.entry_mut("bytes", |_: &Ctx| vec![0_u8], |_, _: Vec<u8>| {});
    let e = f
        .load_str(&tree(r#"<Repeat num_cycles="{bytes}"><Act/></Repeat>"#))
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "<xml>:3:21: the entry `bytes` is a `Vec<u8>`, the port `num_cycles` of `Repeat` reads \
         a number\n  help: use an entry of a number type, or a literal"
    );
    // A text entry is read as a number when the node reads it, as BT.CPP
    // converts a text (`'hello'` is none: the node fails, reported).
    load(r#"<Repeat num_cycles="{greeting}"><Act/></Repeat>"#);
    let e = err(&tree(r#"<Sleep msec="{nap}"/>"#));
    assert_eq!(e.message(), "no context entry `nap` is registered", "{e}");
    // A value remapped on a `<SubTree>` is checked as a literal, where it
    // is read.
    let e = err(r#"<root BTCPP_format="4" main_tree_to_execute="Main">
<BehaviorTree ID="Main"><SubTree ID="Laps" n="many"/></BehaviorTree>
<BehaviorTree ID="Laps"><RetryUntilSuccessful num_attempts="{n}"><Act/></RetryUntilSuccessful></BehaviorTree>
</root>"#);
    assert_eq!(
        e.to_string(),
        "<xml>:3:61: `many` is not a whole number (i32) (port `num_attempts` of \
         `RetryUntilSuccessful`) (`n` is remapped to `many` at <xml>:2:47)\n  help: write a \
         whole number (i32)"
    );
}

/// An unknown `{key}` in a leaf's or a built-in node's port suggests the
/// context entry meant; a literal remapped on a `<SubTree>` that a port
/// cannot read says where it was remapped.
#[test]
fn port_errors_suggest_the_entry_meant_and_say_where_values_were_remapped() {
    let e = err(&tree(r#"<Say text="{greting}"/>"#));
    assert_eq!(
        e.help(),
        "did you mean `greeting`? (or create it in the tree with a script (`greting := value`), \
         register it with `Factory::entry(\"greting\", |ctx| ..)` (or `entry_mut`) to share it \
         with Rust, or write a literal)"
    );
    let e = err(&tree(r#"<Repeat num_cycles="{mod}"><Act/></Repeat>"#));
    assert!(e.help().starts_with("did you mean `mode`?"), "{e}");
    let e = err(r#"<root BTCPP_format="4" main_tree_to_execute="Main">
<BehaviorTree ID="Main"><SubTree ID="Talk" n="often"/></BehaviorTree>
<BehaviorTree ID="Talk"><Say text="hi" times="{n}"/></BehaviorTree>
</root>"#);
    assert_eq!(
        e.message(),
        "`often` is not a valid u32 for the port `times` of `Say`: invalid digit found in string \
         (`n` is remapped to `often` at <xml>:2:47)"
    );
}

/// A port read with `Args::entry` given a literal: for a text, a number or
/// a `bool` the fix is `Args::value`, which takes literals (BT.CPP's
/// `getInput` does); for a type of the user's, a conversion from text.
#[test]
fn a_literal_for_an_entry_port_of_a_std_type_points_at_args_value() {
    let mut f = Factory::<Ctx>::new();
    f.node_with("Go", &["to", "speed"], |args| {
        let to = args.entry::<String>("to")?;
        let speed = args.entry::<f64>("speed")?;
        Ok(bt::leaf::action(move |c: &mut Ctx| {
            let line = format!("{} {}", to.get(c), speed.get(c));
            c.log.push(line);
            Success
        }))
    })
    .entry_mut("speed", |c: &Ctx| c.speed, |c, v| c.speed = v);
    let e = f
        .load_str(&tree(r#"<Go to="dock" speed="{speed}"/>"#))
        .map(|_| ())
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "<xml>:3:9: `dock` is not an entry: the port `to` of `Go` reads a `String` from the \
         context\n  help: write the entry it reads: `to=\"{key}\"`; or, for a port that also \
         takes literals (as BT.CPP's `getInput` does), read it in the node's code with \
         `Args::value::<String>`"
    );
}
