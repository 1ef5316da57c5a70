//! Counts and times read from the context each time the node needs them:
//! a closure as the argument of `repeat`, `retry`, `timeout`, `delay` and
//! `sleep`, as BehaviorTree.CPP reads `num_cycles="{laps}"` from its
//! blackboard.

use bt::clock::ManualClock;
use bt::testing::{Event, Trace};
use bt::{Clock, Status, bt};
use core::time::Duration;

#[derive(Default)]
struct Agent {
    clock: ManualClock,
    laps: i32,
    done: i32,
    attempts: i32,
    tried: i32,
    patience_ms: u64,
    nap_ms: u64,
}

impl Clock for Agent {
    fn now(&self) -> Duration {
        self.clock.now()
    }
}

fn lap(a: &mut Agent) -> Status {
    a.done += 1;
    Status::Success
}

#[test]
fn repeat_reads_its_count_at_each_tick() {
    let mut tree = bt!(Agent => repeat(|a| a.laps)<lap>);
    let mut agent = Agent {
        laps: 3,
        ..Agent::default()
    };
    // A pass that finishes within the tick yields (BehaviorTree.CPP's
    // wake-up), so three laps take three ticks.
    assert_eq!(tree.tick(&mut agent), Status::Running);
    assert_eq!(tree.tick(&mut agent), Status::Running);
    assert_eq!(tree.tick(&mut agent), Status::Success);
    assert_eq!(agent.done, 3);

    // A new value for the next run.
    agent.laps = 1;
    agent.done = 0;
    assert_eq!(tree.tick(&mut agent), Status::Success);
    assert_eq!(agent.done, 1);

    // Lowered during a run to the laps done: the run ends at the next tick.
    agent.laps = 5;
    agent.done = 0;
    assert_eq!(tree.tick(&mut agent), Status::Running);
    assert_eq!(tree.tick(&mut agent), Status::Running);
    agent.laps = 2;
    assert_eq!(tree.tick(&mut agent), Status::Success);
    assert_eq!(agent.done, 2);

    // 0 succeeds without ticking the child; -1 repeats forever.
    agent.laps = 0;
    agent.done = 0;
    assert_eq!(tree.tick(&mut agent), Status::Success);
    assert_eq!(agent.done, 0);
    agent.laps = -1;
    for _ in 0..50 {
        assert_eq!(tree.tick(&mut agent), Status::Running);
    }
    assert_eq!(agent.done, 50);
}

fn attempt(a: &mut Agent) -> Status {
    a.tried += 1;
    // Each failure gives one attempt less.
    a.attempts -= 1;
    Status::Failure
}

#[test]
fn retry_reads_its_count_again_after_each_failure() {
    // BehaviorTree.CPP's RetryUntilSuccessful reads `num_attempts` at the
    // start of each tick and after each failure.
    let mut tree = bt!(Agent => retry(|a| a.attempts)<attempt>);
    let mut agent = Agent {
        attempts: 10,
        ..Agent::default()
    };
    // Tick 1: 10 attempts allowed, the failure lowers them to 9, count 1.
    // Tick 2: 9 allowed, after the failure 8, count 2; and so on until the
    // count meets the number read: 5 failures (10 -> 5, count 5).
    let mut ticks = 1;
    while tree.tick(&mut agent) == Status::Running {
        ticks += 1;
    }
    assert_eq!((agent.tried, ticks), (5, 5));
}

#[test]
fn timeout_reads_its_time_when_an_activation_starts() {
    let mut tree = bt!(Agent => timeout(|a| a.patience_ms)<running>);
    let mut agent = Agent {
        patience_ms: 100,
        ..Agent::default()
    };
    assert_eq!(tree.tick(&mut agent), Status::Running);
    // A running activation keeps its deadline.
    agent.patience_ms = 1_000;
    agent.clock.advance_ms(100);
    assert_eq!(tree.tick(&mut agent), Status::Failure);
    // The next one reads 1,000 ms.
    assert_eq!(tree.tick(&mut agent), Status::Running);
    agent.clock.advance_ms(999);
    assert_eq!(tree.tick(&mut agent), Status::Running);
    agent.clock.advance_ms(1);
    assert_eq!(tree.tick(&mut agent), Status::Failure);
}

#[test]
fn delay_and_sleep_read_their_time_when_they_start() {
    let mut tree = bt!(Agent => sequence<delay(|a| a.patience_ms)<lap>, sleep(|a| a.nap_ms)>);
    let mut agent = Agent {
        patience_ms: 50,
        nap_ms: 20,
        ..Agent::default()
    };
    assert_eq!(tree.tick(&mut agent), Status::Running);
    agent.patience_ms = 500; // too late for this wait
    agent.clock.advance_ms(50);
    // The delay is over: the lap, then the sleep starts (20 ms).
    assert_eq!(tree.tick(&mut agent), Status::Running);
    assert_eq!(agent.done, 1);
    agent.nap_ms = 0; // too late for this sleep
    agent.clock.advance_ms(19);
    assert_eq!(tree.tick(&mut agent), Status::Running);
    agent.clock.advance_ms(1);
    assert_eq!(tree.tick(&mut agent), Status::Success);
    // The next run waits 500 ms, then does not sleep at all.
    assert_eq!(tree.tick(&mut agent), Status::Running);
    agent.clock.advance_ms(499);
    assert_eq!(tree.tick(&mut agent), Status::Running);
    agent.clock.advance_ms(1);
    assert_eq!(tree.tick(&mut agent), Status::Success);
    assert_eq!(agent.done, 2);
}

#[test]
fn a_running_leaf_under_a_read_count_is_not_resumed_past_the_read() {
    // Deep enough for a resume plan, which goes straight back to a running
    // leaf: under a `repeat` whose count is read, it goes through the
    // repeat's own tick, which reads the count first. Lowered to the laps
    // done (0) while `walk` runs, the repeat succeeds without ticking it
    // (leaving it running, as BehaviorTree.CPP does) and `look` runs.
    let trace = Trace::new();
    let walk = trace.leaf("walk", [Status::Running]);
    let look = trace.leaf("look", [Status::Success]);
    let mut tree = bt!(Agent => sequence<sequence<sequence<repeat(|a| a.laps)<walk>, look>>>);
    let mut agent = Agent {
        laps: 3,
        ..Agent::default()
    };
    assert_eq!(tree.tick(&mut agent), Status::Running);
    assert_eq!(tree.tick(&mut agent), Status::Running);
    agent.laps = 0;
    assert_eq!(tree.tick(&mut agent), Status::Success);
    assert_eq!(
        trace.take(),
        [
            Event::Tick("walk", Status::Running),
            Event::Tick("walk", Status::Running),
            Event::Tick("look", Status::Success),
        ]
    );
}

#[test]
fn the_node_table_names_the_entry_read() {
    let tree = bt!(Agent => sequence<
        repeat(|a| a.laps)<lap>,
        retry(|a: &mut Agent| a.attempts.abs())<lap>,
        timeout(|_| 5)<lap>,
        switch(|a| a.done, 1)<lap, lap>,
    >);
    let text = tree.nodes().to_text(None);
    for port in [
        "repeat(num_cycles = {laps})",
        "retry(num_attempts = {attempts})",
        "timeout(msec = {msec})",
        "switch(variable = done, case_1 = 1)",
    ] {
        assert!(text.contains(port), "{port} in\n{text}");
    }
    let xml = tree.nodes().to_btcpp_xml();
    for attribute in [
        "num_cycles=\"{laps}\"",
        "num_attempts=\"{attempts}\"",
        "msec=\"{msec}\"",
        "variable=\"{done}\"",
    ] {
        assert!(xml.contains(attribute), "{attribute} in\n{xml}");
    }
}

#[test]
fn a_tree_cut_into_slices_reads_them_in_its_slices() {
    // 130 levels: the tree is cut into slices side by side, each over a
    // context of its own, to which the closures are lifted (130
    // inverters: the result is the sequence's).
    let mut tree = bt!(Agent => inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<inverter<sequence<repeat(|a| a.laps)<lap>, timeout(|a| a.patience_ms)<lap>, delay(|a| a.nap_ms)<lap>, sleep(|a| a.nap_ms)>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>);
    let mut agent = Agent {
        laps: 2,
        patience_ms: 10,
        nap_ms: 30,
        ..Agent::default()
    };
    assert_eq!(tree.tick(&mut agent), Status::Running); // lap 1, yield
    assert_eq!(tree.tick(&mut agent), Status::Running); // lap 2, lap, delay starts
    assert_eq!(agent.done, 3);
    agent.clock.advance_ms(30);
    assert_eq!(tree.tick(&mut agent), Status::Running); // lap, sleep starts
    assert_eq!(agent.done, 4);
    agent.clock.advance_ms(30);
    assert_eq!(tree.tick(&mut agent), Status::Success);
}

/// A context that borrows, for a lent tree (`bt!(View<'_> => ..)`).
struct View<'a> {
    agent: &'a mut Agent,
}

impl Clock for View<'_> {
    fn now(&self) -> Duration {
        self.agent.clock.now()
    }
}

#[test]
fn a_lent_tree_reads_them_from_each_ticks_context() {
    let mut tree = bt!(View<'_> => sequence<
        repeat(|v| v.agent.laps)<(|v| { v.agent.done += 1; Status::Success })>,
        timeout(|v| v.agent.patience_ms)<running>,
    >);
    let mut agent = Agent {
        laps: 1,
        patience_ms: 20,
        ..Agent::default()
    };
    assert_eq!(tree.tick(&mut View { agent: &mut agent }), Status::Running);
    agent.clock.advance_ms(20);
    assert_eq!(tree.tick(&mut View { agent: &mut agent }), Status::Failure);
    assert_eq!(agent.done, 1);
}
