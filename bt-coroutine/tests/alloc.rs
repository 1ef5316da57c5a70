//! Allocations of a coroutine leaf, counted by a global allocator: two when
//! the leaf is built (the `Rc` of its context slot and the box of its
//! future), none per tick and none per start (the box is reused), and
//! nothing left behind when it is dropped.

use bt::{Node, Status, bt};
use bt_coroutine::{Co, coroutine};

struct Ctx {
    n: u32,
}

fn allocations_in(f: impl FnOnce()) -> u64 {
    allocation_counter::measure(f).count_total
}

#[test]
fn the_counter_sees_allocations() {
    assert!(allocations_in(|| drop(std::hint::black_box(vec![1_u8; 10]))) >= 1);
}

#[test]
fn two_allocations_when_built_none_per_start_or_tick() {
    let mut leaf = None;
    let built = allocations_in(|| {
        leaf = Some(coroutine(|co: Co<Ctx>| async move {
            for _ in 0..1000 {
                co.with(|c| c.n += 1);
                co.yield_now().await;
            }
            Status::Success
        }));
    });
    assert_eq!(built, 2, "the leaf's Rc and the box of its future");
    let mut leaf = leaf.expect("built");
    let mut ctx = Ctx { n: 0 };
    let start = allocations_in(|| assert_eq!(leaf.tick(&mut ctx), Status::Running));
    assert_eq!(start, 0, "the future was made when the leaf was built");
    let ticks = allocations_in(|| {
        for _ in 0..999 {
            assert_eq!(leaf.tick(&mut ctx), Status::Running);
        }
        assert_eq!(leaf.tick(&mut ctx), Status::Success);
    });
    assert_eq!(ticks, 0);
    assert_eq!(ctx.n, 1000);
    // Started again, and halted and started again: the box is reused.
    let again = allocations_in(|| {
        assert_eq!(leaf.tick(&mut ctx), Status::Running);
        leaf.halt(&mut ctx);
        assert_eq!(leaf.tick(&mut ctx), Status::Running);
    });
    assert_eq!(again, 0);
}

#[test]
fn a_dropped_leaf_leaves_no_allocation_behind() {
    let current = allocation_counter::measure(|| {
        let mut leaf = coroutine(|co: Co<Ctx>| async move {
            co.with(|c| c.n += 1);
            co.yield_now().await;
            Status::Success
        });
        let mut ctx = Ctx { n: 0 };
        // Dropped idle, running, and finished.
        assert_eq!(leaf.tick(&mut ctx), Status::Running);
        assert_eq!(leaf.tick(&mut ctx), Status::Success);
        assert_eq!(leaf.tick(&mut ctx), Status::Running);
        drop(leaf);
        drop(coroutine(|_: Co<Ctx>| async { true }));
    })
    .count_current;
    assert_eq!(current, 0);
}

#[test]
fn in_a_bt_tree_with_a_subtree_run_from_the_coroutine() {
    let mut tree = bt!(Ctx => reactive_sequence<
        (|c: &mut Ctx| c.n < 10_000),
        { coroutine(|co: Co<Ctx>| async move {
            let mut inner = bt!(Ctx => sequence<(|c: &mut Ctx| { c.n += 1; Status::Running })>);
            let _ = co.run(&mut inner).await;
            co.yield_now().await;
            Status::Success
        }) },
    >);
    let mut ctx = Ctx { n: 0 };
    assert_eq!(tree.tick(&mut ctx), Status::Running); // starts: allocates
    let ticks = allocations_in(|| {
        for _ in 0..500 {
            assert_eq!(tree.tick(&mut ctx), Status::Running);
        }
    });
    assert_eq!(ticks, 0);
}
