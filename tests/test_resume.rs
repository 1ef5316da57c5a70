//! The O(1) resume of deep `bt!` trees (`bt::resume`): a tree whose running
//! leaf sits under three or more sequences and fallbacks goes straight back
//! to it on the next tick. These tests check that this changes nothing but
//! the cost: every tree here is built twice with the same scripted leaves,
//! one copy ticked with `tick` (which resumes), the other with `tick_with`
//! (an observed tick always walks from the root), and the two must give the
//! same root status and the same leaf ticks and halts, in order, at every
//! step, over many random scripts, with halts in between.

use bt::observe::NoObserver;
use bt::testing::{Event, Trace};
use bt::{Status, bt};

/// splitmix64: scripts and halts from a seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Mostly running, so that leaves stay running across ticks; some
    /// skips (a leaf may return `Skipped` after running, rule D1).
    fn script(&mut self) -> Vec<Status> {
        (0..STEPS)
            .map(|_| match self.next() % 20 {
                0..=9 => Status::Running,
                10..=14 => Status::Success,
                15..=18 => Status::Failure,
                _ => Status::Skipped,
            })
            .collect()
    }
}

const SEEDS: u64 = 300;
const STEPS: usize = 60;

fn yes(_: &mut ()) -> bool {
    true
}

fn no(_: &mut ()) -> bool {
    false
}

/// `equivalent!(test, [leaves], tree)`: the tree, built twice from the
/// same scripts, ticks the same with and without resuming; and it did
/// resume (the test would be empty otherwise).
macro_rules! equivalent {
    ($test:ident, [$($leaf:ident),+], $($tree:tt)+) => {
        #[test]
        fn $test() {
            let mut resumed = 0_usize;
            for seed in 0..SEEDS {
                let mut rng = Rng(seed);
                let names = [$(stringify!($leaf)),+];
                let scripts: Vec<Vec<Status>> = names.iter().map(|_| rng.script()).collect();
                let (fast_trace, walk_trace) = (Trace::new(), Trace::new());
                let mut fast = {
                    let mut s = scripts.iter().cloned();
                    $(let $leaf = fast_trace.leaf(stringify!($leaf), s.next().unwrap_or_default());)+
                    bt!($($tree)+)
                };
                let mut walk = {
                    let mut s = scripts.iter().cloned();
                    $(let $leaf = walk_trace.leaf(stringify!($leaf), s.next().unwrap_or_default());)+
                    bt!($($tree)+)
                };
                for step in 0..STEPS {
                    if rng.next() % 11 == 0 {
                        fast.halt(&mut ());
                        walk.halt(&mut ());
                        assert_eq!(fast.root().running_leaf(), None, "a halt forgets the leaf");
                    } else {
                        if fast.root().running_leaf().is_some() {
                            resumed += 1;
                        }
                        let (a, b) = (fast.tick(&mut ()), walk.tick_with(&mut (), &mut NoObserver));
                        assert_eq!(a, b, "seed {seed}, step {step}: root status");
                    }
                    let (a, b): (Vec<Event>, Vec<Event>) = (fast_trace.take(), walk_trace.take());
                    assert_eq!(a, b, "seed {seed}, step {step}: leaf ticks and halts");
                }
            }
            assert!(resumed > 1000, "only {resumed} ticks resumed a leaf");
        }
    };
}

equivalent!(
    plain_sequences_and_fallbacks,
    [a, b, c, d, e, f, g, h],
    sequence<a, fallback<b, sequence<c, d, fallback<e, f>>, g>, h>
);

equivalent!(
    memory_and_async_flavours,
    [a, b, c, d, e, f, g],
    sequence_with_memory<a, async_fallback<b, async_sequence<c, fallback<d, e>, f>>, g>
);

equivalent!(
    fallbacks_all_the_way,
    [a, b, c, d, e, f],
    fallback<a, fallback<b, async_fallback<c, fallback<d, e>>>, f>
);

equivalent!(
    beside_a_reactive_branch,
    [a, b, c, d, e, f, g, h],
    fallback<
        reactive_sequence<a, sequence<b, fallback<c, d>>>,
        sequence<e, fallback<f, sequence<g, h>>>,
    >
);

equivalent!(
    with_conditions,
    [a, b, c, d],
    () => sequence<yes, fallback<no, a, sequence<yes, b, fallback<no, c>>>, d>
);

equivalent!(
    under_decorators_and_groups,
    [a, b, c, d, e, f, g, h, i],
    sequence<
        inverter<fallback<a, sequence<b, fallback<c, d>>>>,
        fallback<
            sequence<
                e,
                success,
                success,
                success,
                success,
                success,
                success,
                success,
                success,
                success,
                success,
                success,
                success,
                success,
                success,
                success,
                success,
            >,
            failure,
        >,
        sequence<fallback<sequence<f, g>, h>, i>,
    >
);

// Plain sequences and fallbacks below loops and parallels: a fresh tick
// (after the tree finished or was halted) stops at those nodes, whose
// children read where they stand.
equivalent!(
    plain_nodes_under_loops_and_parallels,
    [a, b, c, d, e, f, g, h, i, j, k],
    fallback<
        sequence<j, repeat(2)<sequence<a, fallback<b, c>>>, retry(2)<fallback<d, sequence<e, f>>>>,
        parallel(success_count = 1)<sequence<g, h>, keep_running_until_failure<i>>,
        k,
    >
);

// Deep enough (the leaves' depths add up to more than 256) for the plan
// whose arms share their paths, one `match` per level.
equivalent!(
    shared_paths_in_a_deep_tree,
    [l0, l1, l2, l3, l4, l5, l6, l7, l8, l9, l10, l11, l12, l13, l14, l15, l16, l17, l18, l19, l20, l21, l22, l23, l24, l25],
    sequence<l0, fallback<l1, sequence<l2, fallback<l3, sequence<l4, fallback<l5, sequence<l6, fallback<l7, sequence<l8, fallback<l9, sequence<l10, fallback<l11, sequence<l12, fallback<l13, sequence<l14, fallback<l15, sequence<l16, fallback<l17, sequence<l18, fallback<l19, sequence<l20, fallback<l21, sequence<l22, fallback<l23, sequence<l24, l25>>>>>>>>>>>>>>>>>>>>>>>>>
);

// Deeper than 32 levels: `bt!` cuts the tree into slices of 16 levels with
// `Outline`, which the plan goes through as through any other node.
equivalent!(
    through_the_slices_of_a_very_deep_tree,
    [l0, l1, l2, l3, l4, l5, l6, l7, l8, l9, l10, l11, l12, l13, l14, l15, l16, l17, l18, l19, l20, l21, l22, l23, l24, l25, l26, l27, l28, l29, l30, l31, l32, l33, l34, l35, l36, l37, l38, l39, l40, l41, l42, l43, l44, l45, l46, l47, l48, l49, l50],
    sequence<l0, fallback<l1, sequence<l2, fallback<l3, sequence<l4, fallback<l5, sequence<l6, fallback<l7, sequence<l8, fallback<l9, sequence<l10, fallback<l11, sequence<l12, fallback<l13, sequence<l14, fallback<l15, sequence<l16, fallback<l17, sequence<l18, fallback<l19, sequence<l20, fallback<l21, sequence<l22, fallback<l23, sequence<l24, fallback<l25, sequence<l26, fallback<l27, sequence<l28, fallback<l29, sequence<l30, fallback<l31, sequence<l32, fallback<l33, sequence<l34, fallback<l35, sequence<l36, fallback<l37, sequence<l38, fallback<l39, sequence<l40, fallback<l41, sequence<l42, fallback<l43, sequence<l44, fallback<l45, sequence<l46, fallback<l47, sequence<l48, fallback<l49, l50>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>
);

#[test]
fn the_tree_keeps_the_running_leaf_until_it_may_have_changed() {
    let trace = Trace::new();
    let a = trace.leaf("a", [Status::Running]);
    let b = trace.leaf("b", [Status::Failure]);
    let mut tree = bt!(sequence<fallback<b, sequence<fallback<failure, a>>>>);
    assert_eq!(tree.root().running_leaf(), None);
    assert_eq!(tree.tick(&mut ()), Status::Running);
    let leaf = tree.nodes().iter().find(|n| n.label == "a").map(|n| n.id);
    assert!(leaf.is_some());
    assert_eq!(
        tree.root().running_leaf(),
        leaf,
        "a normal tick finds the leaf"
    );
    assert_eq!(tree.tick(&mut ()), Status::Running);
    assert_eq!(tree.root().running_leaf(), leaf, "a resume keeps it");
    assert_eq!(
        trace.take(),
        [
            Event::Tick("b", Status::Failure),
            Event::Tick("a", Status::Running),
            Event::Tick("a", Status::Running),
        ],
        "the resume ticked only the running leaf"
    );

    tree.tick_with(&mut (), &mut NoObserver);
    assert_eq!(
        tree.root().running_leaf(),
        None,
        "an observed tick forgets it"
    );
    tree.tick(&mut ());
    assert_eq!(tree.root().running_leaf(), leaf);
    let _ = &mut ***tree.root_mut(); // `Static`, then `Resumable`, to the root node
    assert_eq!(
        tree.root().running_leaf(),
        None,
        "so does a mutable access to the root"
    );
    tree.tick(&mut ());
    tree.halt(&mut ());
    assert_eq!(tree.root().running_leaf(), None, "and a halt");
}

#[test]
fn the_running_leaf_costs_one_byte() {
    // Three cursors of two bytes (position and skip count), then the id of
    // the running leaf: one byte while the tree has at most 256 nodes.
    let tree = bt!(fallback<sequence<yes, no>, sequence<no, yes>>);
    assert_eq!(size_of_val(&tree), 7);
    // No leaf under sequences and fallbacks only: no plan, no byte.
    let reactive = bt!(reactive_sequence<yes, no>);
    assert_eq!(size_of_val(&reactive), 1);
}

/// A tree 50 levels deep has an `Outline` at depths 16 and 32 (each above
/// a subtree at least 16 levels deep), and none at 48 (2 levels below it);
/// a tree 31 levels deep has none.
#[test]
fn deep_trees_are_cut_into_slices_of_16_levels() {
    fn outlines<T>(_: &T) -> usize {
        std::any::type_name::<T>().matches("Outline<").count()
    }
    let work = |(): &mut ()| Status::Running;
    let deep = bt!(() => sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, work>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>);
    let shallow = bt!(() => sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, work>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>);
    assert_eq!(outlines(&deep), 2);
    assert_eq!(outlines(&shallow), 0);
}
