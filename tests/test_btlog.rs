//! `.btlog` files (feature `btlog`) against BehaviorTree.CPP's own
//! `FileLogger2`: each tree is exported (`to_btcpp_xml`), loaded into
//! BT.CPP 4.8.2 (`behaviortreepy`, in `.venv` from scripts/setup-python.sh)
//! with leaves that run the same scripts as here, and ticked as often; BT.CPP's
//! `FileLogger2` and [`BtlogWriter`] each write a file, and the two files
//! are the same byte for byte once masked:
//!
//! - the time stamps (the start time and the 6 bytes of each transition);
//! - the `<TreeNodesModel>` element and the XML length before it, which
//!   counts it: BT.CPP lists there every node its factory knows (its
//!   built-in nodes with their ports and its own descriptions of them),
//!   `bt` only the nodes Groot2 cannot know; every model `bt` writes is
//!   checked to be, line for line, the one BT.CPP writes for that node.
//!
//! Run with `cargo test -p bt --features btlog --test test_btlog`.
#![cfg(feature = "btlog")]

mod btcpp;

use std::path::PathBuf;

use bt::btlog::{Btlog, BtlogError, BtlogWriter, MAGIC};
use bt::table::NodeTable;
use bt::{Node, Status, Tree, bt};
use btcpp::*;

/// A `.btlog` file with its time stamps zeroed and its model (and the XML
/// length) replaced by `MODEL`; also returns the model's lines.
fn masked(bytes: &[u8]) -> (Vec<u8>, Vec<String>) {
    let log = Btlog::parse(bytes).unwrap_or_else(|e| panic!("not a .btlog file: {e}"));
    let (tree, model, tail) = split_model(&log.xml);
    let mut out = bytes[..=MAGIC.len()].to_vec();
    out.extend_from_slice(b"<length>");
    out.extend_from_slice(tree.as_bytes());
    out.extend_from_slice(b"MODEL\n");
    out.extend_from_slice(tail.as_bytes());
    out.extend_from_slice(&[0; 8]);
    let header = MAGIC.len() + 1 + 4 + log.xml.len() + 8;
    for record in bytes[header..].chunks(9) {
        out.extend_from_slice(&[0; 6]);
        out.extend_from_slice(&record[6..]);
    }
    (out, model)
}

fn temp_btlog(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("bt-test-{}-{name}.btlog", std::process::id()))
}

/// Ticks `tree` `ticks` times with a [`BtlogWriter`], runs its XML in
/// BT.CPP with `FileLogger2` on the same scripts, and compares the files.
fn check<N: Node<Ctx> + NodeTable>(
    name: &str,
    tree: &mut Tree<N, Ctx>,
    scripts: &[(&'static str, &'static str)],
    env: &[&str],
    ticks: usize,
) {
    let xml = tree.to_btcpp_xml();
    let mut ctx = Ctx::new(scripts);
    let mut writer = BtlogWriter::new(&tree.nodes(), Vec::new()).expect("writes to a Vec");
    let statuses: Vec<Status> = (0..ticks)
        .map(|_| tree.tick_with(&mut ctx, &mut writer))
        .collect();
    let ours = writer.finish().expect("writes to a Vec");

    let path = temp_btlog(name);
    let cpp = run_btcpp_logging(&xml, scripts, env, ticks, Some(&path));
    let theirs =
        std::fs::read(&path).unwrap_or_else(|e| panic!("BT.CPP wrote no {}: {e}", path.display()));
    let _ = std::fs::remove_file(&path);
    assert_eq!(
        cpp.ticks, statuses,
        "BT.CPP ticked the tree differently:\n{xml}"
    );

    let (our_log, their_log) = (Btlog::parse(&ours).unwrap(), Btlog::parse(&theirs).unwrap());
    let (our_lines, their_lines): (Vec<String>, Vec<String>) =
        (our_log.lines().collect(), their_log.lines().collect());
    assert_eq!(
        our_lines, their_lines,
        "the transitions differ from BT.CPP's FileLogger2 (left: bt, right: BT.CPP)"
    );
    let ((ours_masked, our_model), (theirs_masked, their_model)) = (masked(&ours), masked(&theirs));
    assert_eq!(
        String::from_utf8_lossy(&ours_masked),
        String::from_utf8_lossy(&theirs_masked),
        "the .btlog files differ (left: bt, right: BT.CPP; time stamps and models masked)"
    );
    assert_eq!(ours_masked, theirs_masked);
    check_models(&our_model, &their_model);
    // The time stamps: microseconds since the start, in order.
    assert!(
        our_log
            .transitions
            .windows(2)
            .all(|w| w[0].micros <= w[1].micros),
        "time stamps go back"
    );
}

#[test]
fn sniper_example() {
    let mut tree = sniper_tree!();
    check("sniper", &mut tree, &SNIPER_SCRIPTS, &[], 8);
}

#[test]
fn patrol_and_npc_examples() {
    let mut tree = bt!(fallback<
        "mission": reactive_sequence<battery_ok, "route": sequence_with_memory<go_to_a, go_to_b, go_to_c>>,
        charge,
    >);
    let scripts = [
        ("battery_ok", "SSSSFSSS"),
        ("go_to_a", "RS"),
        ("go_to_b", "RRSR"),
        ("go_to_c", "RRS"),
        ("charge", "S"),
    ];
    check("patrol", &mut tree, &scripts, &[], 8);
    let mut npc = bt!(
        reactive_fallback<
            "talk to player": sequence<player_nearby, greet, talk>,
            sequence<rat_visible, chase_rat, bite>,
            sequence<pick_spot, walk_to_spot>,
        >
    );
    let scripts = NPC_SCRIPTS;
    check("npc", &mut npc, &scripts, &[], 7);
}

#[test]
fn parallel_and_decorators() {
    let scripts = [("short", "RS"), ("long", "RRRS")];
    let mut tree = bt!(parallel(success_count = 1)<short, long>);
    check("parallel", &mut tree, &scripts, &[], 4);
    let mut tree = bt!(sequence<
        repeat(2)<a19>,
        retry(2)<a20>,
        inverter<c2>,
        keep_running_until_failure<a21>,
        run_once(then_skip = false)<a24>,
        timeout(1000)<a25>,
        if_then_else<c3, a13, a14>,
        switch(mode, 1, 2)<a16, a17, a18>,
        async_sequence<a9, a10>,
    >);
    check(
        "decorators",
        &mut tree,
        &[
            ("c2", "F"),
            ("c3", "F"),
            ("a19", "RS"),
            ("a20", "FS"),
            ("a21", "SF"),
            ("a14", "RS"),
        ],
        &["string mode 2"],
        8,
    );
}

/// Preconditions are attributes in BT.CPP and nodes in `bt`: a precondition
/// node shares the uid of the node it guards, and each change of that uid's
/// status is logged once. `repeat_until_failure` is BT.CPP's `ForceSuccess`
/// around `KeepRunningUntilFailure`.
#[test]
fn preconditions_and_repeat_until_failure() {
    let mut tree = bt!(sequence<
        skip_if(never)<a1>,
        success_if(never)<a2>,
        failure_if(never)<a3>,
        while_(always)<a4>,
        skip_if(always)<a5>,
        repeat_until_failure<a22>,
    >);
    check(
        "preconditions",
        &mut tree,
        &[
            ("never", "F"),
            ("always", "S"),
            ("a1", "RS"),
            ("a4", "RS"),
            ("a22", "SF"),
        ],
        &["int never 0", "int always 1"],
        5,
    );
}

/// Subtrees (BT.CPP's `SubTree` nodes): the `.btlog` file's XML has a
/// `<BehaviorTree>` per subtree instance, in the order they start, with
/// its `_fullpath` (the instance's name, or its ID and uid), and each
/// `<SubTree>` element with its ID, path, uid and remapped ports; a
/// precondition on a `<SubTree>` shares its uid. Two instances of one tree
/// are one `<BehaviorTree>` in the file BT.CPP loads. The main tree has an
/// ID of its own (`Mission`), as BT.CPP's header shows it.
#[test]
fn subtrees() {
    use bt::dynamic::Spec;
    let walk = || {
        Spec::sequence([
            Spec::action("a1", a1),
            Spec::subtree(Spec::action("a2", a2))
                .label("step")
                .btcpp_id("Step"),
        ])
    };
    let mut tree = Spec::sequence([
        Spec::subtree(walk()).label("Walk"),
        Spec::subtree(walk())
            .label("back")
            .btcpp_id("Walk")
            .port("speed", "2"),
        Spec::skip_if(
            "never",
            never,
            Spec::subtree(Spec::action("a3", a3))
                .label("guarded")
                .btcpp_id("Guard"),
        ),
    ])
    .tree_id("Mission")
    .build();
    let xml = tree.to_btcpp_xml();
    // The tree's own ID, in the file and in the `.btlog` header.
    assert!(
        xml.contains(r#"main_tree_to_execute="Mission""#)
            && xml.contains(r#"<BehaviorTree ID="Mission">"#),
        "{xml}"
    );
    assert_eq!(
        xml.matches("<BehaviorTree ID=\"Walk\">").count(),
        1,
        "{xml}"
    );
    let (with_uids, _) = tree.nodes().to_btcpp_xml_with_uids();
    for element in [
        r#"<BehaviorTree ID="Walk" _fullpath="Walk::2">"#,
        r#"<SubTree ID="Step" _fullpath="Walk::2/step" _uid="5"/>"#,
        r#"<SubTree ID="Walk" _fullpath="back" _uid="7" speed="2"/>"#,
        r#"<BehaviorTree ID="Step" _fullpath="back/step">"#,
        r#"<SubTree ID="Guard" _fullpath="guarded" _uid="12" _skipIf="never"/>"#,
    ] {
        assert!(with_uids.contains(element), "{element} in\n{with_uids}");
    }
    check(
        "subtrees",
        &mut tree,
        &[("a1", "RS"), ("a2", "SRS"), ("never", "F")],
        &["int never 0"],
        4,
    );
}

#[test]
fn the_reader_rejects_what_is_not_a_btlog_file() {
    let mut tree = bt!(sequence<success, running>);
    let mut writer = BtlogWriter::new(&tree.nodes(), Vec::new()).unwrap();
    tree.tick_with(&mut Ctx::default(), &mut writer);
    let bytes = writer.finish().unwrap();
    assert!(Btlog::parse(&bytes).is_ok());
    assert_eq!(Btlog::parse(b"BTCPP3").unwrap_err(), BtlogError::BadMagic);
    let mut other = bytes.clone();
    other[MAGIC.len()] = 2;
    assert_eq!(
        Btlog::parse(&other).unwrap_err(),
        BtlogError::UnsupportedProtocol(2)
    );
    assert_eq!(
        Btlog::parse(&bytes[..bytes.len() - 1]).unwrap_err(),
        BtlogError::Truncated { what: "transition" }
    );
    assert_eq!(
        Btlog::parse(&bytes[..30]).unwrap_err(),
        BtlogError::Truncated { what: "XML" }
    );
    let mut bad = bytes.clone();
    let last = bad.len() - 1;
    bad[last] = 9;
    assert_eq!(
        Btlog::parse(&bad).unwrap_err(),
        BtlogError::BadStatus {
            offset: bytes.len() - 9,
            byte: 9
        }
    );
    let message = Btlog::parse(&bad).unwrap_err().to_string();
    assert!(message.contains("status byte 9"), "{message}");
}

/// A program that crashes (its writer never finished nor dropped) leaves
/// the header, and the transitions up to the end of the last tick that
/// came 10 ms after the last flush; a file cut in the middle of a
/// transition is read with `parse_cut`.
#[test]
fn a_crash_leaves_a_file_that_reads() {
    let path = temp_btlog("crash");
    let mut tree = bt!(sequence<success, running>);
    let writer = BtlogWriter::create(&path, &tree.nodes()).unwrap();
    std::mem::forget(writer);
    let header = Btlog::parse(&std::fs::read(&path).unwrap()).unwrap();
    assert!(header.transitions.is_empty());
    let mut writer = BtlogWriter::create(&path, &tree.nodes()).unwrap();
    tree.tick_with(&mut Ctx::default(), &mut writer);
    std::thread::sleep(std::time::Duration::from_millis(11));
    tree.tick_with(&mut Ctx::default(), &mut writer);
    let flushed = Btlog::parse(&std::fs::read(&path).unwrap()).unwrap();
    // What a finished log of the same two ticks holds.
    let mut again = bt!(sequence<success, running>);
    let mut whole = BtlogWriter::new(&again.nodes(), Vec::new()).unwrap();
    for _ in 0..2 {
        again.tick_with(&mut Ctx::default(), &mut whole);
    }
    let whole = Btlog::parse(&whole.finish().unwrap()).unwrap();
    let pairs =
        |log: &Btlog| -> Vec<_> { log.transitions.iter().map(|t| (t.uid, t.status)).collect() };
    assert!(!whole.transitions.is_empty());
    assert_eq!(pairs(&flushed), pairs(&whole));
    writer.flush().unwrap();
    std::mem::forget(writer);
    let bytes = std::fs::read(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    let cut = &bytes[..bytes.len() - 4];
    assert_eq!(
        Btlog::parse(cut).unwrap_err(),
        BtlogError::Truncated { what: "transition" }
    );
    let read = Btlog::parse_cut(cut).unwrap();
    let kept = flushed.transitions.len() - 1;
    assert_eq!(read.transitions, flushed.transitions[..kept]);
}

#[test]
fn create_wants_the_btlog_extension() {
    let tree = bt!(Ctx => sequence<success, running>);
    let error =
        BtlogWriter::create(std::env::temp_dir().join("run.log"), &tree.nodes()).unwrap_err();
    assert_eq!(error.kind(), std::io::ErrorKind::InvalidInput);
    let path = temp_btlog("create");
    let mut tree = bt!(sequence<success, running>);
    let mut writer = BtlogWriter::create(&path, &tree.nodes()).unwrap();
    tree.tick_with(&mut Ctx::default(), &mut writer);
    writer.finish().unwrap();
    let log = Btlog::parse(&std::fs::read(&path).unwrap()).unwrap();
    let _ = std::fs::remove_file(&path);
    assert_eq!(
        log.lines().collect::<Vec<_>>(),
        [
            "Sequence IDLE -> RUNNING",
            "AlwaysSuccess IDLE -> SUCCESS",
            "AlwaysRunning IDLE -> RUNNING",
        ]
    );
}

/// Every node kind BT.CPP 4.8.2 has (the tree of `test_export_btcpp.rs`).
#[test]
fn every_node_kind() {
    let mut tree = every_node_kind_tree!();
    check(
        "every-node",
        &mut tree,
        &[
            ("never", "F"),
            ("always", "S"),
            ("c2", "S"),
            ("c3", "F"),
            ("c4", "S"),
            ("a20", "FS"),
            ("a21", "SF"),
            ("a22", "SF"),
        ],
        &["int never 0", "int always 1", "string mode 2"],
        3,
    );
}

/// The reader takes each node's name and uid from their own attributes,
/// also when a label spells out another attribute (`x _uid="1" y`).
#[test]
fn the_reader_reads_names_that_look_like_attributes() {
    let mut tree = bt!(sequence<"x _uid=\"1\" y": success, "name=\"z\"": success>);
    let mut writer = BtlogWriter::new(&tree.nodes(), Vec::new()).unwrap();
    tree.tick_with(&mut Ctx::default(), &mut writer);
    let log = Btlog::parse(&writer.finish().unwrap()).unwrap();
    let nodes: Vec<(u16, String)> = log.nodes().into_iter().map(|n| (n.uid, n.name)).collect();
    assert_eq!(
        nodes,
        [
            (1, "Sequence".to_owned()),
            (2, "x _uid=\"1\" y".to_owned()),
            (3, "name=\"z\"".to_owned())
        ]
    );
}
