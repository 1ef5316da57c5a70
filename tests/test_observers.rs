//! The built-in observers on `bt!` trees: the stdout logger's exact lines,
//! the statistics after scripted ticks and halts, the trace recorder, and
//! observers combined in a tuple.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use bt::observe::{NodeStats, Record, Statistics, StdoutLogger, TraceRecorder};
use bt::testing::Trace;
use bt::{Status, bt};

use Status::{Failure, Running, Success};

/// A logger into a buffer whose clock moves 1.5 ms per line.
fn logger(nodes: bt::table::Nodes) -> StdoutLogger<Vec<u8>> {
    let micros = Arc::new(AtomicU64::new(0));
    StdoutLogger::to_writer(nodes, Vec::new())
        .with_clock(move || Duration::from_micros(micros.fetch_add(1500, Ordering::Relaxed)))
}

fn lines(logger: StdoutLogger<Vec<u8>>) -> Vec<String> {
    String::from_utf8(logger.into_inner())
        .expect("utf-8")
        .lines()
        .map(str::to_owned)
        .collect()
}

#[test]
fn stdout_logger_prints_btcpp_lines() {
    let trace = Trace::new();
    let mut tree = bt!(reactive_sequence<
        "battery_ok": (trace.leaf("battery_ok", [Success, Success, Failure])),
        "go_to": (trace.leaf("go_to", [Running, Success])),
    >);
    let mut log = logger(tree.nodes());
    assert_eq!(tree.tick_with(&mut (), &mut log), Running);
    assert_eq!(tree.tick_with(&mut (), &mut log), Success);
    assert_eq!(tree.tick_with(&mut (), &mut log), Failure);
    assert_eq!(
        lines(log),
        [
            // Tick 1 (a node without a label of its own shows under
            // BT.CPP's ID): the parent turns RUNNING before its children's lines;
            // while `go_to` runs, BT.CPP's reactive sequence resets the
            // children before it.
            "[0.000]: ReactiveSequence          IDLE -> RUNNING",
            "[0.000]: battery_ok                IDLE -> SUCCESS",
            "[0.002]: go_to                     IDLE -> RUNNING",
            "[0.003]: battery_ok                SUCCESS -> IDLE",
            // Tick 2: the sequence finishes, resets its children, then the
            // tree resets the root. (The time is read once per report.)
            "[0.004]: battery_ok                IDLE -> SUCCESS",
            "[0.006]: go_to                     RUNNING -> SUCCESS",
            "[0.007]: battery_ok                SUCCESS -> IDLE",
            "[0.007]: go_to                     SUCCESS -> IDLE",
            "[0.007]: ReactiveSequence          RUNNING -> SUCCESS",
            "[0.007]: ReactiveSequence          SUCCESS -> IDLE",
            // Tick 3: the condition fails.
            "[0.009]: ReactiveSequence          IDLE -> RUNNING",
            "[0.009]: battery_ok                IDLE -> FAILURE",
            "[0.011]: battery_ok                FAILURE -> IDLE",
            "[0.011]: ReactiveSequence          RUNNING -> FAILURE",
            "[0.011]: ReactiveSequence          FAILURE -> IDLE",
        ]
    );
}

#[test]
fn stdout_logger_shows_halts_in_btcpp_order() {
    let trace = Trace::new();
    let mut tree = bt!(sequence<
        "check": (trace.leaf("check", [Success])),
        "walk": sequence<"step": (trace.leaf("step", [Success])), "move": (trace.leaf("move", [Running]))>,
    >);
    let mut log = StdoutLogger::to_writer(tree.nodes(), Vec::new())
        .with_clock(|| Duration::ZERO)
        .with_transitions_to_idle(true);
    assert_eq!(tree.tick_with(&mut (), &mut log), Running);
    tree.halt_with(&mut (), &mut log);
    // Halting the tree when it is not running shows nothing.
    tree.halt_with(&mut (), &mut log);
    let halted: Vec<String> = lines(log).split_off(5);
    assert_eq!(
        halted,
        [
            // BT.CPP resets children in order, each after its own
            // descendants, then the halted node.
            "[0.000]: check                     SUCCESS -> IDLE",
            "[0.000]: step                      SUCCESS -> IDLE",
            "[0.000]: move                      RUNNING -> IDLE",
            "[0.000]: walk                      RUNNING -> IDLE",
            "[0.000]: Sequence                  RUNNING -> IDLE",
        ]
    );
}

#[test]
fn stdout_logger_colours_and_idle_filter() {
    let mut tree = bt!(inverter<success>);
    let mut log = StdoutLogger::to_writer(tree.nodes(), Vec::new())
        .with_clock(|| Duration::from_millis(1250))
        .with_colors(true)
        .with_transitions_to_idle(false);
    assert_eq!(tree.tick_with(&mut (), &mut log), Failure);
    assert_eq!(
        lines(log),
        [
            "[1.250]: Inverter                  \u{1b}[36mIDLE\u{1b}[0m -> \u{1b}[33mRUNNING\u{1b}[0m",
            "[1.250]: AlwaysSuccess             \u{1b}[36mIDLE\u{1b}[0m -> \u{1b}[32mSUCCESS\u{1b}[0m",
            "[1.250]: Inverter                  \u{1b}[33mRUNNING\u{1b}[0m -> \u{1b}[31mFAILURE\u{1b}[0m",
        ]
    );
}

#[test]
fn statistics_count_ticks_results_skips_and_halts() {
    let trace = Trace::new();
    // 0 reactive_sequence < 1 guard, 2 fallback < 3 run_once < 4 setup >, 5 work > >
    let mut tree = bt!(reactive_sequence<
        "guard": (trace.leaf("guard", [Success, Success, Success, Failure, Success])),
        fallback<run_once<"setup": (trace.leaf("setup", [Failure]))>, "work": (trace.leaf("work", [Running]))>,
    >);
    let mut stats = Statistics::new(tree.nodes());
    let results: Vec<Status> = (0..5)
        .map(|_| tree.tick_with(&mut (), &mut stats))
        .collect();
    assert_eq!(results, [Running, Running, Running, Failure, Running]);
    assert_eq!(stats.tree_ticks(), 5);

    // The guard: ticked every time, four successes and one failure.
    let guard = stats.get(1);
    assert_eq!(
        (
            guard.ticks,
            guard.successes,
            guard.failures,
            guard.skips,
            guard.halts
        ),
        (5, 4, 1, 0, 0)
    );
    assert_eq!(guard.last_result, Some(Success));
    // `run_once` fails once (its child's failure) in tick 1; the fallback
    // then resumes at `work` until the guard's failure halts it, and in
    // tick 5 `run_once` skips.
    let once = stats.get(3);
    assert_eq!((once.ticks, once.failures, once.skips), (2, 1, 1));
    assert_eq!(once.last_result, Some(Failure));
    assert_eq!(once.last_status, Some(Status::Skipped));
    assert_eq!(stats.get(4).ticks, 1);
    // `work` runs, is halted when the guard fails, and runs again.
    let work = stats.get(5);
    assert_eq!((work.ticks, work.halts, work.last_result), (4, 1, None));
    assert_eq!(work.current, Some(Running));
    assert_eq!(work.last_tick, 5);
    // The fallback is halted with it; the root is never halted.
    assert_eq!(stats.get(2).halts, 1);
    assert_eq!(stats.get(0).halts, 0);
    // The root finished in tick 4 and went back to IDLE, then ran again.
    assert_eq!(stats.get(0).current, Some(Running));
    assert_eq!(
        (stats.get(0).failures, stats.get(0).last_result),
        (1, Some(Failure))
    );

    // Statuses of the last tree tick: `setup` was not ticked in it.
    assert_eq!(stats.status_in_last_tick(5), Some(Running));
    assert_eq!(stats.status_in_last_tick(4), None);

    // Halting the running tree counts one halt per running node; halting
    // it again counts nothing.
    tree.halt_with(&mut (), &mut stats);
    tree.halt_with(&mut (), &mut stats);
    let halts: Vec<u32> = stats.all().iter().map(|s| s.halts).collect();
    assert_eq!(halts, [1, 0, 2, 0, 0, 2]);
    assert_eq!(stats.get(5).current, None);

    stats.reset();
    assert_eq!(stats.get(5), NodeStats::default());
    assert_eq!(stats.tree_ticks(), 0);
}

#[test]
fn trace_recorder_keeps_every_report_in_order() {
    let trace = Trace::new();
    let mut tree = bt!(sequence<
        "check": (trace.leaf("check", [Success])),
        "act": inverter<"walk": (trace.leaf("walk", [Running, Failure]))>,
    >);
    let mut recorder = TraceRecorder::new();
    assert_eq!(tree.tick_with(&mut (), &mut recorder), Running);
    assert_eq!(
        recorder.records(),
        [
            Record::Tick(1, Success),
            Record::Tick(3, Running),
            Record::Tick(2, Running),
            Record::Tick(0, Running),
        ]
    );
    assert_eq!(recorder.take().len(), 4);
    assert_eq!(tree.tick_with(&mut (), &mut recorder), Success);
    assert_eq!(
        recorder.lines(&tree.nodes()),
        ["walk FAILURE", "act SUCCESS", "sequence SUCCESS"]
    );
    // A plain tick reports nothing.
    recorder.take();
    tree.tick(&mut ());
    assert!(recorder.records().is_empty());
}

#[test]
fn observers_combine_in_tuples() {
    let mut tree = bt!(sequence<success, "wait": running>);
    let mut recorder = TraceRecorder::new();
    let mut stats = Statistics::new(tree.nodes());
    let mut log = StdoutLogger::to_writer(tree.nodes(), Vec::new()).with_clock(|| Duration::ZERO);
    tree.tick_with(&mut (), &mut (&mut recorder, &mut stats, &mut log));
    assert_eq!(recorder.records().len(), 3);
    assert_eq!(stats.get(2).ticks, 1);
    assert_eq!(lines(log).len(), 3);
}

#[test]
fn runtime_built_trees_report_the_same_way() {
    use bt::dynamic::Spec;
    let trace = Trace::new();
    let mut tree = Spec::sequence([
        Spec::leaf("check", trace.leaf("check", [Success])),
        Spec::inverter(Spec::leaf("walk", trace.leaf("walk", [Running, Failure]))).label("act"),
    ])
    .build();
    let mut recorder = TraceRecorder::new();
    assert_eq!(tree.tick_with(&mut (), &mut recorder), Running);
    assert_eq!(tree.tick_with(&mut (), &mut recorder), Success);
    assert_eq!(
        recorder.lines(&tree.nodes()),
        [
            "check SUCCESS",
            "walk RUNNING",
            "act RUNNING",
            "sequence RUNNING",
            "walk FAILURE",
            "act SUCCESS",
            "sequence SUCCESS"
        ]
    );
}

#[test]
fn a_subtree_is_one_leaf_to_the_outer_tree() {
    let trace = Trace::new();
    let inner = bt!(sequence<"a": (trace.leaf("a", [Success])), "b": (trace.leaf("b", [Running]))>);
    let mut outer = bt!(sequence<"first": (trace.leaf("first", [Success])), "inner": (inner)>);
    let mut recorder = TraceRecorder::new();
    assert_eq!(outer.tick_with(&mut (), &mut recorder), Running);
    assert_eq!(
        recorder.lines(&outer.nodes()),
        ["first SUCCESS", "inner RUNNING", "sequence RUNNING"]
    );
    assert_eq!(outer.nodes().len(), 3);
}

/// Observers chosen at run time: an `Option` (none when `None`), a
/// `Vec<Box<dyn Observer>>` (each in turn), a slice, all hear what a
/// `TraceRecorder` given directly hears.
#[test]
fn observers_chosen_at_run_time() {
    use bt::observe::Observer;
    let mut tree = bt!(() => reactive_sequence<success, "wait": running>);
    let mut direct = TraceRecorder::new();
    let mut some = Some(TraceRecorder::new());
    let mut none: Option<TraceRecorder> = None;
    let mut in_box = TraceRecorder::new();
    let mut boxed: Vec<Box<dyn Observer + '_>> = vec![
        Box::new(&mut in_box),
        Box::new(Statistics::new(tree.nodes())),
    ];
    let mut plain = [TraceRecorder::new(), TraceRecorder::new()];
    for _ in 0..2 {
        tree.tick_with(
            &mut (),
            &mut (&mut direct, &mut some, &mut none, &mut boxed),
        );
    }
    tree.halt_with(&mut (), &mut (&mut direct, &mut some, &mut boxed));
    drop(boxed);
    let mut again = bt!(() => reactive_sequence<success, "wait": running>);
    for _ in 0..2 {
        again.tick_with(&mut (), &mut plain.as_mut_slice());
    }
    let records = direct.records().to_vec();
    assert_eq!(in_box.records(), records);
    assert_eq!(records.len(), 8, "{records:?}");
    assert_eq!(some.map(|r| r.records().to_vec()), Some(records.clone()));
    assert!(none.is_none());
    for recorder in &plain {
        assert_eq!(recorder.records(), &records[..6]);
    }
    let wait = tree.nodes().find("wait").unwrap().id;
    assert_eq!(wait, 2);
    assert!(records.contains(&Record::Halt(wait)));
}
