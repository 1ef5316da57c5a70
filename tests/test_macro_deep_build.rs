//! Building trees deep enough to be built in parts (32 levels and more):
//! the levels are built a few at a time, each part by a closure of its own,
//! so that an unoptimized build needs stack linear in the depth, and every
//! argument is bound before the parts are built, so `?` in an argument
//! returns from the enclosing function and the arguments are evaluated in
//! source order, as in a shallow tree. Generated once (the trees are
//! spelled out), kept by hand.
#![recursion_limit = "512"]
// The expansion of a tree built in parts is linted as strictly as
// tests/test_macro_lints.rs lints a shallow one.
#![deny(clippy::all, clippy::pedantic, clippy::nursery)]

use std::cell::RefCell;
use std::num::ParseIntError;
use std::time::Duration;

use bt::{Clock, Status, bt};

#[derive(Default)]
struct Ctx {
    now: Duration,
    works: u32,
}

impl Clock for Ctx {
    fn now(&self) -> Duration {
        self.now
    }
}

const fn ready(_: &mut Ctx) -> bool {
    true
}

const fn work(c: &mut Ctx) -> Status {
    c.works += 1;
    Status::Running
}

/// Runs `tick_three_times` in a thread with a stack of `kb` kilobytes and
/// checks that the tree it builds ran its leaf once a tick.
fn in_a_small_stack(kb: usize, tick_three_times: fn() -> u32) {
    let works = std::thread::Builder::new()
        .stack_size(kb * 1024)
        .spawn(tick_three_times)
        .expect("spawn")
        .join()
        .expect("the tree fits the thread's stack");
    assert_eq!(works, 3);
}

/// 70 nested parallels, built and ticked in a thread with a 256 KB stack:
/// built in one expression, a debug build needed 512 to 768 KB.
#[test]
fn seventy_nested_parallels_build_in_a_small_stack() {
    in_a_small_stack(256, || {
        let mut tree = bt!(parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<work, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>);
        let mut ctx = Ctx::default();
        for _ in 0..3 {
            assert_eq!(tree.tick(&mut ctx), Status::Running);
        }
        ctx.works
    });
}

/// 60 nested parallels: a tree too shallow to be cut into slices in an
/// optimized build (those start at 64 levels; with debug assertions, at 16
/// levels, every 8) is still built in parts, and built and ticked in a
/// thread with a 96 KB stack. (A debug build needs 72 to 80 KB; built in
/// one expression, 104 to 112 KB.)
#[test]
fn sixty_nested_parallels_build_in_a_small_stack() {
    in_a_small_stack(96, || {
        let mut tree = bt!(parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<work, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>, ready>);
        // Cut at depths 8 to 48 with debug assertions (the node at 56 has 4
        // levels below), not at all without.
        let outlines = if cfg!(debug_assertions) { 6 } else { 0 };
        assert_eq!(
            std::any::type_name_of_val(&tree)
                .matches("Outline<")
                .count(),
            outlines
        );
        let mut ctx = Ctx::default();
        for _ in 0..3 {
            assert_eq!(tree.tick(&mut ctx), Status::Running);
        }
        ctx.works
    });
}

#[derive(PartialEq)]
enum Mode {
    A,
    B,
    C,
}

fn arg(log: &RefCell<Vec<u32>>, level: u32, value: i32) -> i32 {
    log.borrow_mut().push(level);
    value
}

fn next_case(log: &RefCell<Vec<u32>>) -> Mode {
    log.borrow_mut().push(1000);
    Mode::B
}

fn parse_ms(text: &str) -> Result<u16, ParseIntError> {
    text.parse()
}

fn deep_tree_with_arguments(
    log: &RefCell<Vec<u32>>,
    mode: fn(&mut Ctx) -> Mode,
    level_38_ms: &str,
) -> Result<Status, ParseIntError> {
    let mut tree = bt!(sequence<ready, retry(arg(log, 1, 2))<timeout(msec = u64::from(parse_ms("102")?))<repeat(num_cycles = arg(log, 3, 1))<sequence<ready, retry(arg(log, 5, 2))<timeout(msec = u64::from(parse_ms("106")?))<repeat(num_cycles = arg(log, 7, 1))<sequence<ready, retry(arg(log, 9, 2))<timeout(msec = u64::from(parse_ms("110")?))<repeat(num_cycles = arg(log, 11, 1))<sequence<ready, retry(arg(log, 13, 2))<timeout(msec = u64::from(parse_ms("114")?))<repeat(num_cycles = arg(log, 15, 1))<sequence<ready, retry(arg(log, 17, 2))<timeout(msec = u64::from(parse_ms("118")?))<repeat(num_cycles = arg(log, 19, 1))<sequence<ready, retry(arg(log, 21, 2))<timeout(msec = u64::from(parse_ms("122")?))<repeat(num_cycles = arg(log, 23, 1))<sequence<ready, retry(arg(log, 25, 2))<timeout(msec = u64::from(parse_ms("126")?))<repeat(num_cycles = arg(log, 27, 1))<sequence<ready, retry(arg(log, 29, 2))<timeout(msec = u64::from(parse_ms("130")?))<repeat(num_cycles = arg(log, 31, 1))<sequence<ready, retry(arg(log, 33, 2))<timeout(msec = u64::from(parse_ms("134")?))<repeat(num_cycles = arg(log, 35, 1))<sequence<ready, retry(arg(log, 37, 2))<timeout(msec = u64::from(parse_ms(level_38_ms)?))<repeat(num_cycles = arg(log, 39, 1))<switch(mode, Mode::A, { next_case(log) })<work, work, work>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>);
    let mut ctx = Ctx::default();
    Ok(tree.tick(&mut ctx))
}

/// The arguments are evaluated once each, in source order (the tree's
/// pre-order: outer levels first, the switch's case values last).
#[test]
fn arguments_are_evaluated_in_source_order() {
    let log = RefCell::new(Vec::new());
    let status = deep_tree_with_arguments(&log, |_| Mode::C, "138").expect("every argument parses");
    assert_eq!(status, Status::Running);
    let levels: Vec<u32> = (0..40).filter(|l| l % 4 == 1 || l % 4 == 3).collect();
    let mut expected = levels;
    expected.push(1000);
    assert_eq!(*log.borrow(), expected);
}

/// `?` in an argument of a node built apart returns from the function that
/// holds the `bt!`, as it does anywhere else, before any part is built.
#[test]
fn question_mark_in_a_deep_argument_returns_from_the_function() {
    let log = RefCell::new(Vec::new());
    assert!(deep_tree_with_arguments(&log, |_| Mode::C, "not a number").is_err());
    // The arguments before it in source order were evaluated, none after.
    let before: Vec<u32> = (0..38).filter(|l| l % 4 == 1 || l % 4 == 3).collect();
    assert_eq!(*log.borrow(), before);
}

const fn not_ready(_: &mut Ctx) -> bool {
    false
}

/// Every kind of argument in a tree built in parts (thresholds checked at
/// compile time, flags, durations, conditions): the 36-level tree ticks as
/// the same tree assembled from two halves too shallow to be built in
/// parts, tick for tick, with the clock moving 4 ms a tick (each `delay`
/// has a duration of its own, so arguments given to the wrong node show).
#[test]
fn every_kind_of_argument_in_a_tree_built_in_parts() {
    let mut whole = bt!(success_if(not_ready)<while_do_else<ready, parallel_all(max_failures = 1)<delay(delay_msec = 3)<run_once(then_skip = false)<parallel(success_count = 1, failure_count = 2)<success_if(not_ready)<while_do_else<ready, parallel_all(max_failures = 1)<delay(delay_msec = 8)<run_once(then_skip = false)<parallel(success_count = 1, failure_count = 2)<success_if(not_ready)<while_do_else<ready, parallel_all(max_failures = 1)<delay(delay_msec = 13)<run_once(then_skip = false)<parallel(success_count = 1, failure_count = 2)<success_if(not_ready)<while_do_else<ready, parallel_all(max_failures = 1)<delay(delay_msec = 18)<run_once(then_skip = false)<parallel(success_count = 1, failure_count = 2)<success_if(not_ready)<while_do_else<ready, parallel_all(max_failures = 1)<delay(delay_msec = 23)<run_once(then_skip = false)<parallel(success_count = 1, failure_count = 2)<success_if(not_ready)<while_do_else<ready, parallel_all(max_failures = 1)<delay(delay_msec = 28)<run_once(then_skip = false)<parallel(success_count = 1, failure_count = 2)<work, running>>>>, work>>, running>>>>, work>>, running>>>>, work>>, running>>>>, work>>, running>>>>, work>>, running>>>>, work>>);
    let inner = bt!(success_if(not_ready)<while_do_else<ready, parallel_all(max_failures = 1)<delay(delay_msec = 18)<run_once(then_skip = false)<parallel(success_count = 1, failure_count = 2)<success_if(not_ready)<while_do_else<ready, parallel_all(max_failures = 1)<delay(delay_msec = 23)<run_once(then_skip = false)<parallel(success_count = 1, failure_count = 2)<success_if(not_ready)<while_do_else<ready, parallel_all(max_failures = 1)<delay(delay_msec = 28)<run_once(then_skip = false)<parallel(success_count = 1, failure_count = 2)<work, running>>>>, work>>, running>>>>, work>>, running>>>>, work>>);
    let mut halves = bt!(success_if(not_ready)<while_do_else<ready, parallel_all(max_failures = 1)<delay(delay_msec = 3)<run_once(then_skip = false)<parallel(success_count = 1, failure_count = 2)<success_if(not_ready)<while_do_else<ready, parallel_all(max_failures = 1)<delay(delay_msec = 8)<run_once(then_skip = false)<parallel(success_count = 1, failure_count = 2)<success_if(not_ready)<while_do_else<ready, parallel_all(max_failures = 1)<delay(delay_msec = 13)<run_once(then_skip = false)<parallel(success_count = 1, failure_count = 2)<{ inner }, running>>>>, work>>, running>>>>, work>>, running>>>>, work>>);
    let (mut a, mut b) = (Ctx::default(), Ctx::default());
    for tick in 0..200 {
        a.now = Duration::from_millis(4 * tick);
        b.now = a.now;
        assert_eq!(whole.tick(&mut a), halves.tick(&mut b), "tick {tick}");
        assert_eq!(a.works, b.works, "tick {tick}");
    }
    assert!(a.works > 100, "work ran {} times", a.works);
}
