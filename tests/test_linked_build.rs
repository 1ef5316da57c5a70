//! Building trees deep enough to be cut into slices side by side
//! (`bt::linked`, 128 levels and more): the slices are built by `let`s of
//! their own, the deepest first, each no deeper than a slice, so that an
//! unoptimized build needs stack linear in the depth, and every argument
//! is bound before any slice is built, so the arguments are evaluated in
//! source order and `?` in one returns from the enclosing function, as in
//! a shallow tree. Generated once (the trees are spelled out), kept by
//! hand.
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

fn arg(log: &RefCell<Vec<u32>>, level: u32, value: i32) -> i32 {
    log.borrow_mut().push(level);
    value
}

fn parse_ms(text: &str) -> Result<u16, ParseIntError> {
    text.parse()
}

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
fn arguments_are_evaluated_in_source_order() {
    let log = RefCell::new(Vec::new());
    let status = linked_tree_with_arguments(&log, "250").expect("every argument parses");
    assert_eq!(status, Status::Running);
    let expected: Vec<u32> = (0..160).filter(|l| l % 4 == 1 || l % 4 == 3).collect();
    assert_eq!(*log.borrow(), expected);
}

/// `?` in an argument returns from the function that holds the `bt!`, as
/// it does anywhere else, before any slice is built.
#[test]
fn question_mark_in_a_deep_argument_returns_from_the_function() {
    let log = RefCell::new(Vec::new());
    assert!(linked_tree_with_arguments(&log, "not a number").is_err());
    // The arguments before it in source order were evaluated, none after.
    let before: Vec<u32> = (0..150).filter(|l| l % 4 == 1 || l % 4 == 3).collect();
    assert_eq!(*log.borrow(), before);
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
