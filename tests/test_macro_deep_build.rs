//! Building trees deep enough to be built in parts (32 levels and more):
//! the levels are built a few at a time, each part by a closure of its own,
//! so that an unoptimized build needs stack linear in the depth, and every
//! argument is bound before the parts are built, so `?` in an argument
//! returns from the enclosing function and the arguments are evaluated in
//! source order, as in a shallow tree; and the same for trees cut into
//! slices side by side (128 levels and more, at the end). Generated once
//! (the trees are spelled out), kept by hand.
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

// Trees deep enough to be cut into slices side by side (`bt::linked`,
// 128 levels and more): the slices are built by `let`s of their own, the
// deepest first, each no deeper than a slice, so that an unoptimized
// build needs stack linear in the depth, and every argument is bound
// before any slice is built, so the arguments are evaluated in source
// order and `?` in one returns from the enclosing function, as in a
// shallow tree.

/// 160 levels: a `sequence`, a `retry` whose count is computed, a
/// `timeout` whose duration is parsed (`deep_ms` at level 150), a `repeat`
/// whose count is computed, in turn.
fn linked_tree_with_arguments(
    log: &RefCell<Vec<u32>>,
    deep_ms: &str,
) -> Result<Status, ParseIntError> {
    let mut tree = bt!(sequence<ready, retry(arg(log, 1, 2))<timeout(msec = u64::from(parse_ms("102")?))<repeat(num_cycles = arg(log, 3, 1))<sequence<ready, retry(arg(log, 5, 2))<timeout(msec = u64::from(parse_ms("106")?))<repeat(num_cycles = arg(log, 7, 1))<sequence<ready, retry(arg(log, 9, 2))<timeout(msec = u64::from(parse_ms("110")?))<repeat(num_cycles = arg(log, 11, 1))<sequence<ready, retry(arg(log, 13, 2))<timeout(msec = u64::from(parse_ms("114")?))<repeat(num_cycles = arg(log, 15, 1))<sequence<ready, retry(arg(log, 17, 2))<timeout(msec = u64::from(parse_ms("118")?))<repeat(num_cycles = arg(log, 19, 1))<sequence<ready, retry(arg(log, 21, 2))<timeout(msec = u64::from(parse_ms("122")?))<repeat(num_cycles = arg(log, 23, 1))<sequence<ready, retry(arg(log, 25, 2))<timeout(msec = u64::from(parse_ms("126")?))<repeat(num_cycles = arg(log, 27, 1))<sequence<ready, retry(arg(log, 29, 2))<timeout(msec = u64::from(parse_ms("130")?))<repeat(num_cycles = arg(log, 31, 1))<sequence<ready, retry(arg(log, 33, 2))<timeout(msec = u64::from(parse_ms("134")?))<repeat(num_cycles = arg(log, 35, 1))<sequence<ready, retry(arg(log, 37, 2))<timeout(msec = u64::from(parse_ms("138")?))<repeat(num_cycles = arg(log, 39, 1))<sequence<ready, retry(arg(log, 41, 2))<timeout(msec = u64::from(parse_ms("142")?))<repeat(num_cycles = arg(log, 43, 1))<sequence<ready, retry(arg(log, 45, 2))<timeout(msec = u64::from(parse_ms("146")?))<repeat(num_cycles = arg(log, 47, 1))<sequence<ready, retry(arg(log, 49, 2))<timeout(msec = u64::from(parse_ms("150")?))<repeat(num_cycles = arg(log, 51, 1))<sequence<ready, retry(arg(log, 53, 2))<timeout(msec = u64::from(parse_ms("154")?))<repeat(num_cycles = arg(log, 55, 1))<sequence<ready, retry(arg(log, 57, 2))<timeout(msec = u64::from(parse_ms("158")?))<repeat(num_cycles = arg(log, 59, 1))<sequence<ready, retry(arg(log, 61, 2))<timeout(msec = u64::from(parse_ms("162")?))<repeat(num_cycles = arg(log, 63, 1))<sequence<ready, retry(arg(log, 65, 2))<timeout(msec = u64::from(parse_ms("166")?))<repeat(num_cycles = arg(log, 67, 1))<sequence<ready, retry(arg(log, 69, 2))<timeout(msec = u64::from(parse_ms("170")?))<repeat(num_cycles = arg(log, 71, 1))<sequence<ready, retry(arg(log, 73, 2))<timeout(msec = u64::from(parse_ms("174")?))<repeat(num_cycles = arg(log, 75, 1))<sequence<ready, retry(arg(log, 77, 2))<timeout(msec = u64::from(parse_ms("178")?))<repeat(num_cycles = arg(log, 79, 1))<sequence<ready, retry(arg(log, 81, 2))<timeout(msec = u64::from(parse_ms("182")?))<repeat(num_cycles = arg(log, 83, 1))<sequence<ready, retry(arg(log, 85, 2))<timeout(msec = u64::from(parse_ms("186")?))<repeat(num_cycles = arg(log, 87, 1))<sequence<ready, retry(arg(log, 89, 2))<timeout(msec = u64::from(parse_ms("190")?))<repeat(num_cycles = arg(log, 91, 1))<sequence<ready, retry(arg(log, 93, 2))<timeout(msec = u64::from(parse_ms("194")?))<repeat(num_cycles = arg(log, 95, 1))<sequence<ready, retry(arg(log, 97, 2))<timeout(msec = u64::from(parse_ms("198")?))<repeat(num_cycles = arg(log, 99, 1))<sequence<ready, retry(arg(log, 101, 2))<timeout(msec = u64::from(parse_ms("202")?))<repeat(num_cycles = arg(log, 103, 1))<sequence<ready, retry(arg(log, 105, 2))<timeout(msec = u64::from(parse_ms("206")?))<repeat(num_cycles = arg(log, 107, 1))<sequence<ready, retry(arg(log, 109, 2))<timeout(msec = u64::from(parse_ms("210")?))<repeat(num_cycles = arg(log, 111, 1))<sequence<ready, retry(arg(log, 113, 2))<timeout(msec = u64::from(parse_ms("214")?))<repeat(num_cycles = arg(log, 115, 1))<sequence<ready, retry(arg(log, 117, 2))<timeout(msec = u64::from(parse_ms("218")?))<repeat(num_cycles = arg(log, 119, 1))<sequence<ready, retry(arg(log, 121, 2))<timeout(msec = u64::from(parse_ms("222")?))<repeat(num_cycles = arg(log, 123, 1))<sequence<ready, retry(arg(log, 125, 2))<timeout(msec = u64::from(parse_ms("226")?))<repeat(num_cycles = arg(log, 127, 1))<sequence<ready, retry(arg(log, 129, 2))<timeout(msec = u64::from(parse_ms("230")?))<repeat(num_cycles = arg(log, 131, 1))<sequence<ready, retry(arg(log, 133, 2))<timeout(msec = u64::from(parse_ms("234")?))<repeat(num_cycles = arg(log, 135, 1))<sequence<ready, retry(arg(log, 137, 2))<timeout(msec = u64::from(parse_ms("238")?))<repeat(num_cycles = arg(log, 139, 1))<sequence<ready, retry(arg(log, 141, 2))<timeout(msec = u64::from(parse_ms("242")?))<repeat(num_cycles = arg(log, 143, 1))<sequence<ready, retry(arg(log, 145, 2))<timeout(msec = u64::from(parse_ms("246")?))<repeat(num_cycles = arg(log, 147, 1))<sequence<ready, retry(arg(log, 149, 2))<timeout(msec = u64::from(parse_ms(deep_ms)?))<repeat(num_cycles = arg(log, 151, 1))<sequence<ready, retry(arg(log, 153, 2))<timeout(msec = u64::from(parse_ms("254")?))<repeat(num_cycles = arg(log, 155, 1))<sequence<ready, retry(arg(log, 157, 2))<timeout(msec = u64::from(parse_ms("258")?))<repeat(num_cycles = arg(log, 159, 1))<work>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>);
    assert!(
        std::any::type_name_of_val(&tree).contains("::Sliced<"),
        "the tree is not linked"
    );
    let mut ctx = Ctx::default();
    Ok(tree.tick(&mut ctx))
}

/// The arguments are evaluated once each, in source order (the tree's
/// pre-order: outer levels first), though the slices are built the
/// deepest first.
#[test]
fn arguments_are_evaluated_in_source_order_in_a_linked_tree() {
    let log = RefCell::new(Vec::new());
    let status = linked_tree_with_arguments(&log, "250").expect("every argument parses");
    assert_eq!(status, Status::Running);
    let expected: Vec<u32> = (0..160).filter(|l| l % 4 == 1 || l % 4 == 3).collect();
    assert_eq!(*log.borrow(), expected);
}

/// `?` in an argument returns from the function that holds the `bt!`, as
/// it does anywhere else, before any slice is built.
#[test]
fn question_mark_in_a_linked_tree_returns_from_the_function() {
    let log = RefCell::new(Vec::new());
    assert!(linked_tree_with_arguments(&log, "not a number").is_err());
    // The arguments before it in source order were evaluated, none after.
    let before: Vec<u32> = (0..150).filter(|l| l % 4 == 1 || l % 4 == 3).collect();
    assert_eq!(*log.borrow(), before);
}

/// 140 nested parallels, built and ticked in a thread with a 256 KB
/// stack (a debug build needs 192 to 224 KB; built in parts of four
/// levels, as a tree too shallow to be linked is, under 512 KB).
#[test]
fn a_hundred_and_forty_nested_parallels_build_in_a_small_stack() {
    in_a_small_stack(256, || {
        let mut tree = bt!(parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<work>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>);
        let mut ctx = Ctx::default();
        for _ in 0..3 {
            assert_eq!(tree.tick(&mut ctx), Status::Running);
        }
        ctx.works
    });
}

/// 280 nested parallels, built and ticked in a thread with a 768 KB
/// stack (a debug build needs 512 to 576 KB; built in parts, under 2 MB).
#[test]
fn two_hundred_and_eighty_nested_parallels_build_in_a_small_stack() {
    in_a_small_stack(768, || {
        let mut tree = bt!(parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<parallel<work>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>);
        let mut ctx = Ctx::default();
        for _ in 0..3 {
            assert_eq!(tree.tick(&mut ctx), Status::Running);
        }
        ctx.works
    });
}

#[derive(Default)]
struct Deep {
    gate_evals: u32,
    work_ticks: u32,
}

/// Open on sequence levels, closed on fallback levels: every level goes on
/// to its second child.
const fn gate<const L: usize>(c: &mut Deep) -> bool {
    c.gate_evals += 1;
    L.is_multiple_of(2)
}

/// Runs four ticks, then succeeds.
const fn deep_work(c: &mut Deep) -> Status {
    c.work_ticks += 1;
    if c.work_ticks.is_multiple_of(5) {
        Status::Success
    } else {
        Status::Running
    }
}

/// W3's shape 400 levels deep builds (rustc's parser overflowed its stack
/// on the resume plan's nested `match`es somewhere between 340 and 370
/// levels; the plan now stops at 300, and a deeper running leaf is resumed
/// by a tick from the root) with rustc's default `#![recursion_limit]`
/// but for the probe's 256, and runs: a tick from rest evaluates every
/// gate, a resume none.
#[test]
#[allow(clippy::too_many_lines)]
fn a_tree_nested_400_deep() {
    let mut tree = bt!(sequence<gate::<0>, fallback<gate::<1>, sequence<gate::<2>, fallback<gate::<3>, sequence<gate::<4>, fallback<gate::<5>, sequence<gate::<6>, fallback<gate::<7>, sequence<gate::<8>, fallback<gate::<9>, sequence<gate::<10>, fallback<gate::<11>, sequence<gate::<12>, fallback<gate::<13>, sequence<gate::<14>, fallback<gate::<15>, sequence<gate::<16>, fallback<gate::<17>, sequence<gate::<18>, fallback<gate::<19>, sequence<gate::<20>, fallback<gate::<21>, sequence<gate::<22>, fallback<gate::<23>, sequence<gate::<24>, fallback<gate::<25>, sequence<gate::<26>, fallback<gate::<27>, sequence<gate::<28>, fallback<gate::<29>, sequence<gate::<30>, fallback<gate::<31>, sequence<gate::<32>, fallback<gate::<33>, sequence<gate::<34>, fallback<gate::<35>, sequence<gate::<36>, fallback<gate::<37>, sequence<gate::<38>, fallback<gate::<39>, sequence<gate::<40>, fallback<gate::<41>, sequence<gate::<42>, fallback<gate::<43>, sequence<gate::<44>, fallback<gate::<45>, sequence<gate::<46>, fallback<gate::<47>, sequence<gate::<48>, fallback<gate::<49>, sequence<gate::<50>, fallback<gate::<51>, sequence<gate::<52>, fallback<gate::<53>, sequence<gate::<54>, fallback<gate::<55>, sequence<gate::<56>, fallback<gate::<57>, sequence<gate::<58>, fallback<gate::<59>, sequence<gate::<60>, fallback<gate::<61>, sequence<gate::<62>, fallback<gate::<63>, sequence<gate::<64>, fallback<gate::<65>, sequence<gate::<66>, fallback<gate::<67>, sequence<gate::<68>, fallback<gate::<69>, sequence<gate::<70>, fallback<gate::<71>, sequence<gate::<72>, fallback<gate::<73>, sequence<gate::<74>, fallback<gate::<75>, sequence<gate::<76>, fallback<gate::<77>, sequence<gate::<78>, fallback<gate::<79>, sequence<gate::<80>, fallback<gate::<81>, sequence<gate::<82>, fallback<gate::<83>, sequence<gate::<84>, fallback<gate::<85>, sequence<gate::<86>, fallback<gate::<87>, sequence<gate::<88>, fallback<gate::<89>, sequence<gate::<90>, fallback<gate::<91>, sequence<gate::<92>, fallback<gate::<93>, sequence<gate::<94>, fallback<gate::<95>, sequence<gate::<96>, fallback<gate::<97>, sequence<gate::<98>, fallback<gate::<99>, sequence<gate::<100>, fallback<gate::<101>, sequence<gate::<102>, fallback<gate::<103>, sequence<gate::<104>, fallback<gate::<105>, sequence<gate::<106>, fallback<gate::<107>, sequence<gate::<108>, fallback<gate::<109>, sequence<gate::<110>, fallback<gate::<111>, sequence<gate::<112>, fallback<gate::<113>, sequence<gate::<114>, fallback<gate::<115>, sequence<gate::<116>, fallback<gate::<117>, sequence<gate::<118>, fallback<gate::<119>, sequence<gate::<120>, fallback<gate::<121>, sequence<gate::<122>, fallback<gate::<123>, sequence<gate::<124>, fallback<gate::<125>, sequence<gate::<126>, fallback<gate::<127>, sequence<gate::<128>, fallback<gate::<129>, sequence<gate::<130>, fallback<gate::<131>, sequence<gate::<132>, fallback<gate::<133>, sequence<gate::<134>, fallback<gate::<135>, sequence<gate::<136>, fallback<gate::<137>, sequence<gate::<138>, fallback<gate::<139>, sequence<gate::<140>, fallback<gate::<141>, sequence<gate::<142>, fallback<gate::<143>, sequence<gate::<144>, fallback<gate::<145>, sequence<gate::<146>, fallback<gate::<147>, sequence<gate::<148>, fallback<gate::<149>, sequence<gate::<150>, fallback<gate::<151>, sequence<gate::<152>, fallback<gate::<153>, sequence<gate::<154>, fallback<gate::<155>, sequence<gate::<156>, fallback<gate::<157>, sequence<gate::<158>, fallback<gate::<159>, sequence<gate::<160>, fallback<gate::<161>, sequence<gate::<162>, fallback<gate::<163>, sequence<gate::<164>, fallback<gate::<165>, sequence<gate::<166>, fallback<gate::<167>, sequence<gate::<168>, fallback<gate::<169>, sequence<gate::<170>, fallback<gate::<171>, sequence<gate::<172>, fallback<gate::<173>, sequence<gate::<174>, fallback<gate::<175>, sequence<gate::<176>, fallback<gate::<177>, sequence<gate::<178>, fallback<gate::<179>, sequence<gate::<180>, fallback<gate::<181>, sequence<gate::<182>, fallback<gate::<183>, sequence<gate::<184>, fallback<gate::<185>, sequence<gate::<186>, fallback<gate::<187>, sequence<gate::<188>, fallback<gate::<189>, sequence<gate::<190>, fallback<gate::<191>, sequence<gate::<192>, fallback<gate::<193>, sequence<gate::<194>, fallback<gate::<195>, sequence<gate::<196>, fallback<gate::<197>, sequence<gate::<198>, fallback<gate::<199>, sequence<gate::<200>, fallback<gate::<201>, sequence<gate::<202>, fallback<gate::<203>, sequence<gate::<204>, fallback<gate::<205>, sequence<gate::<206>, fallback<gate::<207>, sequence<gate::<208>, fallback<gate::<209>, sequence<gate::<210>, fallback<gate::<211>, sequence<gate::<212>, fallback<gate::<213>, sequence<gate::<214>, fallback<gate::<215>, sequence<gate::<216>, fallback<gate::<217>, sequence<gate::<218>, fallback<gate::<219>, sequence<gate::<220>, fallback<gate::<221>, sequence<gate::<222>, fallback<gate::<223>, sequence<gate::<224>, fallback<gate::<225>, sequence<gate::<226>, fallback<gate::<227>, sequence<gate::<228>, fallback<gate::<229>, sequence<gate::<230>, fallback<gate::<231>, sequence<gate::<232>, fallback<gate::<233>, sequence<gate::<234>, fallback<gate::<235>, sequence<gate::<236>, fallback<gate::<237>, sequence<gate::<238>, fallback<gate::<239>, sequence<gate::<240>, fallback<gate::<241>, sequence<gate::<242>, fallback<gate::<243>, sequence<gate::<244>, fallback<gate::<245>, sequence<gate::<246>, fallback<gate::<247>, sequence<gate::<248>, fallback<gate::<249>, sequence<gate::<250>, fallback<gate::<251>, sequence<gate::<252>, fallback<gate::<253>, sequence<gate::<254>, fallback<gate::<255>, sequence<gate::<256>, fallback<gate::<257>, sequence<gate::<258>, fallback<gate::<259>, sequence<gate::<260>, fallback<gate::<261>, sequence<gate::<262>, fallback<gate::<263>, sequence<gate::<264>, fallback<gate::<265>, sequence<gate::<266>, fallback<gate::<267>, sequence<gate::<268>, fallback<gate::<269>, sequence<gate::<270>, fallback<gate::<271>, sequence<gate::<272>, fallback<gate::<273>, sequence<gate::<274>, fallback<gate::<275>, sequence<gate::<276>, fallback<gate::<277>, sequence<gate::<278>, fallback<gate::<279>, sequence<gate::<280>, fallback<gate::<281>, sequence<gate::<282>, fallback<gate::<283>, sequence<gate::<284>, fallback<gate::<285>, sequence<gate::<286>, fallback<gate::<287>, sequence<gate::<288>, fallback<gate::<289>, sequence<gate::<290>, fallback<gate::<291>, sequence<gate::<292>, fallback<gate::<293>, sequence<gate::<294>, fallback<gate::<295>, sequence<gate::<296>, fallback<gate::<297>, sequence<gate::<298>, fallback<gate::<299>, sequence<gate::<300>, fallback<gate::<301>, sequence<gate::<302>, fallback<gate::<303>, sequence<gate::<304>, fallback<gate::<305>, sequence<gate::<306>, fallback<gate::<307>, sequence<gate::<308>, fallback<gate::<309>, sequence<gate::<310>, fallback<gate::<311>, sequence<gate::<312>, fallback<gate::<313>, sequence<gate::<314>, fallback<gate::<315>, sequence<gate::<316>, fallback<gate::<317>, sequence<gate::<318>, fallback<gate::<319>, sequence<gate::<320>, fallback<gate::<321>, sequence<gate::<322>, fallback<gate::<323>, sequence<gate::<324>, fallback<gate::<325>, sequence<gate::<326>, fallback<gate::<327>, sequence<gate::<328>, fallback<gate::<329>, sequence<gate::<330>, fallback<gate::<331>, sequence<gate::<332>, fallback<gate::<333>, sequence<gate::<334>, fallback<gate::<335>, sequence<gate::<336>, fallback<gate::<337>, sequence<gate::<338>, fallback<gate::<339>, sequence<gate::<340>, fallback<gate::<341>, sequence<gate::<342>, fallback<gate::<343>, sequence<gate::<344>, fallback<gate::<345>, sequence<gate::<346>, fallback<gate::<347>, sequence<gate::<348>, fallback<gate::<349>, sequence<gate::<350>, fallback<gate::<351>, sequence<gate::<352>, fallback<gate::<353>, sequence<gate::<354>, fallback<gate::<355>, sequence<gate::<356>, fallback<gate::<357>, sequence<gate::<358>, fallback<gate::<359>, sequence<gate::<360>, fallback<gate::<361>, sequence<gate::<362>, fallback<gate::<363>, sequence<gate::<364>, fallback<gate::<365>, sequence<gate::<366>, fallback<gate::<367>, sequence<gate::<368>, fallback<gate::<369>, sequence<gate::<370>, fallback<gate::<371>, sequence<gate::<372>, fallback<gate::<373>, sequence<gate::<374>, fallback<gate::<375>, sequence<gate::<376>, fallback<gate::<377>, sequence<gate::<378>, fallback<gate::<379>, sequence<gate::<380>, fallback<gate::<381>, sequence<gate::<382>, fallback<gate::<383>, sequence<gate::<384>, fallback<gate::<385>, sequence<gate::<386>, fallback<gate::<387>, sequence<gate::<388>, fallback<gate::<389>, sequence<gate::<390>, fallback<gate::<391>, sequence<gate::<392>, fallback<gate::<393>, sequence<gate::<394>, fallback<gate::<395>, sequence<gate::<396>, fallback<gate::<397>, sequence<gate::<398>, fallback<gate::<399>, deep_work>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>);
    let mut ctx = Deep::default();
    assert_eq!(tree.tick(&mut ctx), Status::Running);
    assert_eq!((ctx.gate_evals, ctx.work_ticks), (400, 1));
    for ticks in 2..5 {
        assert_eq!(tree.tick(&mut ctx), Status::Running);
        assert_eq!((ctx.gate_evals, ctx.work_ticks), (400, ticks));
    }
    assert_eq!(tree.tick(&mut ctx), Status::Success);
    assert_eq!(tree.tick(&mut ctx), Status::Running);
    assert_eq!((ctx.gate_evals, ctx.work_ticks), (800, 6));
    tree.halt(&mut ctx);
    assert_eq!(tree.tick(&mut ctx), Status::Running);
    assert_eq!((ctx.gate_evals, ctx.work_ticks), (1200, 7));
}
