//! The O(1) resume of deep `bt!` trees (`bt::resume`): a tree whose running
//! leaf (or a node it ticks whole) sits under sequences, fallbacks and
//! decorators that pass results on goes straight back to it on the next
//! tick. These tests check that this changes nothing but
//! the cost: every tree here is built twice with the same scripted leaves,
//! one copy ticked with `tick` (which resumes), the other with `tick_with`
//! (an observed tick always walks from the root), and the two must give the
//! same root status and the same leaf ticks and halts, in order, at every
//! step, over many random scripts, with halts in between. Guards on the
//! way down deep trees (leaves named `ok..`, `no..`, `go..`) mostly let the
//! tick through, so that the deep leaves run too. Trees 64 or more levels
//! deep are cut into slices by `bt::Outline`; the last test also checks a
//! sliced tree against the same tree built from two unsliced ones.
#![recursion_limit = "256"]

use bt::observe::NoObserver;
use bt::testing::{Event, Trace};
use core::time::Duration;

use bt::{Clock, Status, bt};

mod rng;

use rng::Rng;

/// Scripts and halts from a seed.
impl Rng {
    /// Mostly running, so that leaves stay running across ticks; some
    /// skips (a leaf may return `Skipped` after running, rule D1).
    fn status(&mut self) -> Status {
        match self.next() % 20 {
            0..=9 => Status::Running,
            10..=14 => Status::Success,
            15..=18 => Status::Failure,
            _ => Status::Skipped,
        }
    }

    /// The script of the leaf `name`. A guard on the way down a deep tree
    /// lets the tick through 17 times in 20, so that the deep leaves are
    /// reached: `ok..` succeeds (under a sequence), `no..` fails (under a
    /// fallback), `go..` runs (beside a subtree under a parallel); any
    /// other leaf follows [`status`](Rng::status).
    fn script(&mut self, name: &str) -> Vec<Status> {
        let through = match name.get(..2) {
            Some("ok") => Some(Status::Success),
            Some("no") => Some(Status::Failure),
            Some("go") => Some(Status::Running),
            _ => None,
        };
        (0..STEPS)
            .map(|_| match through {
                Some(status) if self.next() % 20 < 17 => status,
                _ => self.status(),
            })
            .collect()
    }
}

const SEEDS: u64 = 300;
const STEPS: usize = 60;

fn yes<C: ?Sized>(_: &mut C) -> bool {
    true
}

fn no<C: ?Sized>(_: &mut C) -> bool {
    false
}

/// The context of the trees checked with [`equivalent!`]: a clock, moved
/// on by a random step before every tick.
#[derive(Clone, Copy, Debug, Default)]
struct Clocked(Duration);

impl Clock for Clocked {
    fn now(&self) -> Duration {
        self.0
    }
}

/// `two_copies!(rng, [leaves], trace_a => a, trace_b => b)`: `a` and `b`,
/// each evaluated with the leaves bound to scripted leaves recording to
/// its trace, the same scripts for both (drawn from `rng`).
macro_rules! two_copies {
    ($rng:ident, [$($leaf:ident),+], $ta:ident => $a:expr, $tb:ident => $b:expr $(,)?) => {{
        let scripts: Vec<Vec<Status>> = [$(stringify!($leaf)),+]
            .iter()
            .map(|name| $rng.script(name))
            .collect();
        let a = {
            let mut s = scripts.iter().cloned();
            $(let $leaf = $ta.leaf(stringify!($leaf), s.next().unwrap_or_default());)+
            $a
        };
        let b = {
            let mut s = scripts.iter().cloned();
            $(let $leaf = $tb.leaf(stringify!($leaf), s.next().unwrap_or_default());)+
            $b
        };
        (a, b)
    }};
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
                let (fast_trace, walk_trace) = (Trace::new(), Trace::new());
                let (mut fast, mut walk) = two_copies!(
                    rng,
                    [$($leaf),+],
                    fast_trace => bt!($($tree)+),
                    walk_trace => bt!($($tree)+),
                );
                let mut clock = Clocked::default();
                for step in 0..STEPS {
                    // 0 to 40 ms a step, for the timed nodes.
                    clock.0 += Duration::from_millis(rng.next() % 41);
                    if rng.next() % 11 == 0 {
                        fast.halt(&mut clock);
                        walk.halt(&mut clock);
                        assert_eq!(fast.root().running_leaf(), None, "a halt forgets the leaf");
                    } else {
                        if fast.root().running_leaf().is_some() {
                            resumed += 1;
                        }
                        let (a, b) = (fast.tick(&mut clock), walk.tick_with(&mut clock, &mut NoObserver));
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
    Clocked => sequence<yes, fallback<no, a, sequence<yes, b, fallback<no, c>>>, d>
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

// Through the decorators that, while their child runs, tick only it:
// stateless ones, loops (whose wake-up yield leaves no leaf running),
// run_once, the start preconditions, and the timed ones (a timeout checks
// its deadline on the way down; the clock moves 0 to 40 ms a step).
equivalent!(
    through_decorators,
    [a, b, c, d, e, f, g, h, i, j, k, l, m, n, o],
    fallback<
        sequence<
            inverter<fallback<a, force_success<sequence<b, c>>>>,
            repeat(3)<sequence<d, force_failure<e>>>,
            retry(2)<fallback<f, sequence<g, h>>>,
        >,
        sequence<
            timeout(90)<sequence<i, fallback<j, k>>>,
            delay(30)<sequence<run_once<l>, skip_if(no)<m>>>,
            success_if(no)<failure_if(no)<retry(-1)<repeat(-1)<fallback<n, o>>>>>,
        >,
    >
);

// Decorators that are not gone through: a leaf below them is resumed by a
// tick from the root.
equivalent!(
    below_decorators_not_gone_through,
    [a, b, c, d, e, f],
    sequence<
        fallback<keep_running_until_failure<sequence<a, b>>, c>,
        sequence<repeat_until_failure<fallback<d, e>>, while_(yes)<f>>,
    >
);

// Through parallels: once every child of a parallel but the running one
// has finished, its tick would tick only that child, and the plan goes
// straight to it (before that, and when the last id written is a child
// that finished after the running one, the tick goes from the root). The
// parallel takes its child's result as its tick would: it decides, or runs
// on (or is skipped), which ends the tick. Every flavour of threshold:
// the defaults (all must succeed), the first success, two of three with
// two failures, negative counts (skipped children count towards success),
// and a parallel of one child.
equivalent!(
    through_parallels,
    [a, b, c, d, e, f, g, h, i, j, k, l, m, n, o],
    sequence<
        parallel<a, sequence<b, fallback<c, d>>>,
        fallback<
            parallel(success_count = 1)<e, f, parallel<sequence<g, h>>>,
            parallel(success_count = 2, failure_count = 2)<i, sequence<j, k>, l>,
        >,
        parallel(success_count = -2, failure_count = -1)<m, fallback<n, o>>,
    >
);

// A small one, where a resumed child is often skipped once the others
// have finished: the parallel runs on, and the next tick goes from the
// root (the child skipped is no running leaf).
equivalent!(
    a_child_skipped_under_a_parallel,
    [a, b, c, d],
    sequence<parallel<a, sequence<b, c>>, parallel<d>>
);

// More than eight leaves that may run: the plan is a table of its arms,
// indexed by id, which an optimized build jumps through (one-byte ids: all
// 256 entries, the ids with no arm and those of "at rest" going to the walk
// from the root). The async flavours' wake-up yields and the conditions
// between the actions put ids with no arm, or a condition's, in the tree's
// last id written.
equivalent!(
    a_table_of_arms,
    [a, b, c, d, e, f, g, h, i],
    Clocked => sequence<
        async_sequence<yes, a, yes, b>,
        async_fallback<no, c, no, d>,
        fallback<no, sequence<yes, e, f>>,
        sequence_with_memory<g, yes, h>,
        fallback<no, i>,
    >
);

// The same with two-byte ids (more than 128 nodes): the table holds the
// ids up to the last arm's, and the others go to the walk from the root.
// (288 steps: a build with debug assertions shares the plan's paths, see
// `a_plan_spelled_out_only_in_optimized_builds`.)
equivalent!(
    a_table_of_arms_with_two_byte_ids,
    [a, b, c, d, e, f, g, h, i],
    Clocked => sequence<
        sequence<yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, a>,
        sequence<yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, b>,
        fallback<no, no, no, no, no, no, no, no, no, no, no, no, no, no, no, c>,
        sequence<yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, d>,
        fallback<no, no, no, no, no, no, no, no, no, no, no, no, no, no, no, e>,
        sequence<yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, f>,
        fallback<no, no, no, no, no, no, no, no, no, no, no, no, no, no, no, g>,
        sequence<yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, h>,
        async_sequence<yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, i>,
    >
);

// Nodes the plan does not go through, under ones it does, three or more
// levels down: each is ticked whole by an arm of its own (any id of its
// subtree leads to it), at the cost of its own tick, not of a walk from
// the root. (Higher up, the walk is cheaper and they have no arm.)
equivalent!(
    nodes_ticked_whole,
    [ok0, no1, a, b, c, d, e, f, g, h, i, j, k, l, m],
    sequence<ok0, fallback<no1, sequence<
        fallback<if_then_else<a, b, c>, while_do_else<d, e>>,
        sequence<try_catch<f, g>, sleep(50), parallel_all<h, i>, running>,
        fallback<reactive_fallback<j, k>, async_sequence<l, m>>,
    >>>
);

// Between the two (the targets' depths add up to 350: more than 256, at
// most 2048): builds with debug assertions share the paths, optimized
// builds spell them out (`MAX_FLAT_STEPS_DEBUG` in `bt-macros`); this test
// runs in both (scripts/test.sh runs it again in release). A timeout and
// a retry on the way.
equivalent!(
    a_plan_spelled_out_only_in_optimized_builds,
    [ok0, no1, ok2, no3, ok4, no5, ok6, no7, ok8, no9, ok10, no11, ok12, no13, ok14, no15, ok16, no17, ok18, no19, ok20, no21, ok22, no23, l24],
    sequence<ok0, fallback<no1, sequence<ok2, fallback<no3, sequence<ok4, fallback<no5, sequence<ok6, fallback<no7, timeout(400)<sequence<ok8, fallback<no9, sequence<ok10, fallback<no11, sequence<ok12, fallback<no13, sequence<ok14, fallback<no15, retry(2)<sequence<ok16, fallback<no17, sequence<ok18, fallback<no19, sequence<ok20, fallback<no21, sequence<ok22, fallback<no23, l24>>>>>>>>>>>>>>>>>>>>>>>>>>
);

// Large enough (the targets' depths add up to more than 2048) for the
// plan whose arms share their paths, one `match` per level: 32 levels of
// four guards each.
equivalent!(
    shared_paths_in_a_large_tree,
    [ok0, ok0a, ok0b, ok0c, no1, no1a, no1b, no1c, ok2, ok2a, ok2b, ok2c, no3, no3a, no3b, no3c, ok4, ok4a, ok4b, ok4c, no5, no5a, no5b, no5c, ok6, ok6a, ok6b, ok6c, no7, no7a, no7b, no7c, ok8, ok8a, ok8b, ok8c, no9, no9a, no9b, no9c, ok10, ok10a, ok10b, ok10c, no11, no11a, no11b, no11c, ok12, ok12a, ok12b, ok12c, no13, no13a, no13b, no13c, ok14, ok14a, ok14b, ok14c, no15, no15a, no15b, no15c, ok16, ok16a, ok16b, ok16c, no17, no17a, no17b, no17c, ok18, ok18a, ok18b, ok18c, no19, no19a, no19b, no19c, ok20, ok20a, ok20b, ok20c, no21, no21a, no21b, no21c, ok22, ok22a, ok22b, ok22c, no23, no23a, no23b, no23c, ok24, ok24a, ok24b, ok24c, no25, no25a, no25b, no25c, ok26, ok26a, ok26b, ok26c, no27, no27a, no27b, no27c, ok28, ok28a, ok28b, ok28c, no29, no29a, no29b, no29c, ok30, ok30a, ok30b, ok30c, no31, no31a, no31b, no31c, l32],
    sequence<ok0, ok0a, ok0b, ok0c, fallback<no1, no1a, no1b, no1c, sequence<ok2, ok2a, ok2b, ok2c, fallback<no3, no3a, no3b, no3c, sequence<ok4, ok4a, ok4b, ok4c, fallback<no5, no5a, no5b, no5c, sequence<ok6, ok6a, ok6b, ok6c, fallback<no7, no7a, no7b, no7c, sequence<ok8, ok8a, ok8b, ok8c, fallback<no9, no9a, no9b, no9c, sequence<ok10, ok10a, ok10b, ok10c, fallback<no11, no11a, no11b, no11c, sequence<ok12, ok12a, ok12b, ok12c, fallback<no13, no13a, no13b, no13c, sequence<ok14, ok14a, ok14b, ok14c, fallback<no15, no15a, no15b, no15c, sequence<ok16, ok16a, ok16b, ok16c, fallback<no17, no17a, no17b, no17c, sequence<ok18, ok18a, ok18b, ok18c, fallback<no19, no19a, no19b, no19c, sequence<ok20, ok20a, ok20b, ok20c, fallback<no21, no21a, no21b, no21c, sequence<ok22, ok22a, ok22b, ok22c, fallback<no23, no23a, no23b, no23c, sequence<ok24, ok24a, ok24b, ok24c, fallback<no25, no25a, no25b, no25c, sequence<ok26, ok26a, ok26b, ok26c, fallback<no27, no27a, no27b, no27c, sequence<ok28, ok28a, ok28b, ok28c, fallback<no29, no29a, no29b, no29c, sequence<ok30, ok30a, ok30b, ok30c, fallback<no31, no31a, no31b, no31c, l32>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>
);

// The same with timeouts on the way: each level's arm asks its timeout,
// outermost first.
equivalent!(
    timeouts_on_the_way_in_a_large_plan,
    [ok0, ok0a, ok0b, ok0c, no1, no1a, no1b, no1c, ok2, ok2a, ok2b, ok2c, no3, no3a, no3b, no3c, ok4, ok4a, ok4b, ok4c, no5, no5a, no5b, no5c, ok6, ok6a, ok6b, ok6c, no7, no7a, no7b, no7c, ok8, ok8a, ok8b, ok8c, no9, no9a, no9b, no9c, ok10, ok10a, ok10b, ok10c, no11, no11a, no11b, no11c, ok12, ok12a, ok12b, ok12c, no13, no13a, no13b, no13c, ok14, ok14a, ok14b, ok14c, no15, no15a, no15b, no15c, ok16, ok16a, ok16b, ok16c, no17, no17a, no17b, no17c, ok18, ok18a, ok18b, ok18c, no19, no19a, no19b, no19c, ok20, ok20a, ok20b, ok20c, no21, no21a, no21b, no21c, ok22, ok22a, ok22b, ok22c, no23, no23a, no23b, no23c, ok24, ok24a, ok24b, ok24c, no25, no25a, no25b, no25c, ok26, ok26a, ok26b, ok26c, no27, no27a, no27b, no27c, ok28, ok28a, ok28b, ok28c, no29, no29a, no29b, no29c, ok30, ok30a, ok30b, ok30c, no31, no31a, no31b, no31c, l32],
    sequence<ok0, ok0a, ok0b, ok0c, fallback<no1, no1a, no1b, no1c, sequence<ok2, ok2a, ok2b, ok2c, fallback<no3, no3a, no3b, no3c, timeout(100)<sequence<ok4, ok4a, ok4b, ok4c, fallback<no5, no5a, no5b, no5c, sequence<ok6, ok6a, ok6b, ok6c, fallback<no7, no7a, no7b, no7c, sequence<ok8, ok8a, ok8b, ok8c, fallback<no9, no9a, no9b, no9c, sequence<ok10, ok10a, ok10b, ok10c, fallback<no11, no11a, no11b, no11c, sequence<ok12, ok12a, ok12b, ok12c, timeout(300)<fallback<no13, no13a, no13b, no13c, sequence<ok14, ok14a, ok14b, ok14c, fallback<no15, no15a, no15b, no15c, sequence<ok16, ok16a, ok16b, ok16c, fallback<no17, no17a, no17b, no17c, sequence<ok18, ok18a, ok18b, ok18c, fallback<no19, no19a, no19b, no19c, sequence<ok20, ok20a, ok20b, ok20c, fallback<no21, no21a, no21b, no21c, sequence<ok22, ok22a, ok22b, ok22c, fallback<no23, no23a, no23b, no23c, sequence<ok24, ok24a, ok24b, ok24c, timeout(250)<fallback<no25, no25a, no25b, no25c, sequence<ok26, ok26a, ok26b, ok26c, fallback<no27, no27a, no27b, no27c, sequence<ok28, ok28a, ok28b, ok28c, fallback<no29, no29a, no29b, no29c, sequence<ok30, ok30a, ok30b, ok30c, fallback<no31, no31a, no31b, no31c, l32>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>
);

// 64 levels deep or more: `bt!` cuts the tree into slices of 16 levels
// with `Outline`, which the plan goes through as through any other node.
// (66 levels: the plan shares its paths, one `match` per level.)
equivalent!(
    through_the_slices_of_a_very_deep_tree,
    [ok0, no1, ok2, no3, ok4, no5, ok6, no7, ok8, no9, ok10, no11, ok12, no13, ok14, no15, ok16, no17, ok18, no19, ok20, no21, ok22, no23, ok24, no25, ok26, no27, ok28, no29, ok30, no31, ok32, no33, ok34, no35, ok36, no37, ok38, no39, ok40, no41, ok42, no43, ok44, no45, ok46, no47, ok48, no49, ok50, no51, ok52, no53, ok54, no55, ok56, no57, ok58, no59, ok60, no61, ok62, no63, ok64, no65, l66],
    sequence<ok0, fallback<no1, sequence<ok2, fallback<no3, sequence<ok4, fallback<no5, sequence<ok6, fallback<no7, sequence<ok8, fallback<no9, sequence<ok10, fallback<no11, sequence<ok12, fallback<no13, sequence<ok14, fallback<no15, sequence<ok16, fallback<no17, sequence<ok18, fallback<no19, sequence<ok20, fallback<no21, sequence<ok22, fallback<no23, sequence<ok24, fallback<no25, sequence<ok26, fallback<no27, sequence<ok28, fallback<no29, sequence<ok30, fallback<no31, sequence<ok32, fallback<no33, sequence<ok34, fallback<no35, sequence<ok36, fallback<no37, sequence<ok38, fallback<no39, sequence<ok40, fallback<no41, sequence<ok42, fallback<no43, sequence<ok44, fallback<no45, sequence<ok46, fallback<no47, sequence<ok48, fallback<no49, sequence<ok50, fallback<no51, sequence<ok52, fallback<no53, sequence<ok54, fallback<no55, sequence<ok56, fallback<no57, sequence<ok58, fallback<no59, sequence<ok60, fallback<no61, sequence<ok62, fallback<no63, sequence<ok64, fallback<no65, l66>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>
);

// Slices cut at nodes of every kind: the boundaries at depths 16, 32 and
// 48 are an inverter, a timeout and a `force_success`, with a reactive
// sequence, a parallel and a retry in between.
equivalent!(
    slices_at_any_kind_of_node,
    [ok0, no1, ok2, no3, ok4, no5, ok6, no7, ok8, no9, ok10, no11, ok12, no13, ok14, no15, no17, ok18, no19, ok20, no21, ok22, no23, go24, no25, ok26, no27, ok28, no29, ok30, no31, no33, ok34, no35, ok36, no37, ok38, no39, no41, ok42, no43, ok44, no45, ok46, no47, no49, ok50, no51, ok52, no53, ok54, no55, ok56, no57, ok58, no59, ok60, no61, ok62, no63, ok64, no65, m66],
    sequence<ok0, fallback<no1, sequence<ok2, fallback<no3, sequence<ok4, fallback<no5, sequence<ok6, fallback<no7, sequence<ok8, fallback<no9, sequence<ok10, fallback<no11, sequence<ok12, fallback<no13, sequence<ok14, fallback<no15, inverter<fallback<no17, sequence<ok18, fallback<no19, reactive_sequence<ok20, fallback<no21, sequence<ok22, fallback<no23, parallel(success_count = 1)<go24, fallback<no25, sequence<ok26, fallback<no27, sequence<ok28, fallback<no29, sequence<ok30, fallback<no31, timeout(900)<fallback<no33, sequence<ok34, fallback<no35, sequence<ok36, fallback<no37, sequence<ok38, fallback<no39, retry(2)<fallback<no41, sequence<ok42, fallback<no43, sequence<ok44, fallback<no45, sequence<ok46, fallback<no47, force_success<fallback<no49, sequence<ok50, fallback<no51, sequence<ok52, fallback<no53, sequence<ok54, fallback<no55, sequence<ok56, fallback<no57, sequence<ok58, fallback<no59, sequence<ok60, fallback<no61, sequence<ok62, fallback<no63, sequence<ok64, fallback<no65, m66>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>
);

// More than 256 nodes (273): `bt!` ticks the tree behind one call, its
// root in an `Outline`, which the plan goes through as through any other
// node.
equivalent!(
    through_the_outlined_root_of_a_wide_tree,
    [
        no0a, no0b, no0c, no0d, no0e, no0f, no0g, ok0a, ok0b, ok0c, ok0d, ok0e, ok0f, ok0g, r0,
        no1a, no1b, no1c, no1d, no1e, no1f, no1g, ok1a, ok1b, ok1c, ok1d, ok1e, ok1f, ok1g, r1,
        no2a, no2b, no2c, no2d, no2e, no2f, no2g, ok2a, ok2b, ok2c, ok2d, ok2e, ok2f, ok2g, r2,
        no3a, no3b, no3c, no3d, no3e, no3f, no3g, ok3a, ok3b, ok3c, ok3d, ok3e, ok3f, ok3g, r3,
        no4a, no4b, no4c, no4d, no4e, no4f, no4g, ok4a, ok4b, ok4c, ok4d, ok4e, ok4f, ok4g, r4,
        no5a, no5b, no5c, no5d, no5e, no5f, no5g, ok5a, ok5b, ok5c, ok5d, ok5e, ok5f, ok5g, r5,
        no6a, no6b, no6c, no6d, no6e, no6f, no6g, ok6a, ok6b, ok6c, ok6d, ok6e, ok6f, ok6g, r6,
        no7a, no7b, no7c, no7d, no7e, no7f, no7g, ok7a, ok7b, ok7c, ok7d, ok7e, ok7f, ok7g, r7,
        no8a, no8b, no8c, no8d, no8e, no8f, no8g, ok8a, ok8b, ok8c, ok8d, ok8e, ok8f, ok8g, r8,
        no9a, no9b, no9c, no9d, no9e, no9f, no9g, ok9a, ok9b, ok9c, ok9d, ok9e, ok9f, ok9g, r9,
        no10a, no10b, no10c, no10d, no10e, no10f, no10g, ok10a, ok10b, ok10c, ok10d, ok10e, ok10f,
        ok10g, r10, no11a, no11b, no11c, no11d, no11e, no11f, no11g, ok11a, ok11b, ok11c, ok11d,
        ok11e, ok11f, ok11g, r11, no12a, no12b, no12c, no12d, no12e, no12f, no12g, ok12a, ok12b,
        ok12c, ok12d, ok12e, ok12f, ok12g, r12, no13a, no13b, no13c, no13d, no13e, no13f, no13g,
        ok13a, ok13b, ok13c, ok13d, ok13e, ok13f, ok13g, r13, no14a, no14b, no14c, no14d, no14e,
        no14f, no14g, ok14a, ok14b, ok14c, ok14d, ok14e, ok14f, ok14g, r14, no15a, no15b, no15c,
        no15d, no15e, no15f, no15g, ok15a, ok15b, ok15c, ok15d, ok15e, ok15f, ok15g, r15
    ],
    sequence<
        fallback<
            no0a,
            no0b,
            no0c,
            no0d,
            no0e,
            no0f,
            no0g,
            sequence<ok0a, ok0b, ok0c, ok0d, ok0e, ok0f, ok0g, r0>,
        >,
        fallback<
            no1a,
            no1b,
            no1c,
            no1d,
            no1e,
            no1f,
            no1g,
            sequence<ok1a, ok1b, ok1c, ok1d, ok1e, ok1f, ok1g, r1>,
        >,
        fallback<
            no2a,
            no2b,
            no2c,
            no2d,
            no2e,
            no2f,
            no2g,
            sequence<ok2a, ok2b, ok2c, ok2d, ok2e, ok2f, ok2g, r2>,
        >,
        fallback<
            no3a,
            no3b,
            no3c,
            no3d,
            no3e,
            no3f,
            no3g,
            sequence<ok3a, ok3b, ok3c, ok3d, ok3e, ok3f, ok3g, r3>,
        >,
        fallback<
            no4a,
            no4b,
            no4c,
            no4d,
            no4e,
            no4f,
            no4g,
            sequence<ok4a, ok4b, ok4c, ok4d, ok4e, ok4f, ok4g, r4>,
        >,
        fallback<
            no5a,
            no5b,
            no5c,
            no5d,
            no5e,
            no5f,
            no5g,
            sequence<ok5a, ok5b, ok5c, ok5d, ok5e, ok5f, ok5g, r5>,
        >,
        fallback<
            no6a,
            no6b,
            no6c,
            no6d,
            no6e,
            no6f,
            no6g,
            sequence<ok6a, ok6b, ok6c, ok6d, ok6e, ok6f, ok6g, r6>,
        >,
        fallback<
            no7a,
            no7b,
            no7c,
            no7d,
            no7e,
            no7f,
            no7g,
            sequence<ok7a, ok7b, ok7c, ok7d, ok7e, ok7f, ok7g, r7>,
        >,
        fallback<
            no8a,
            no8b,
            no8c,
            no8d,
            no8e,
            no8f,
            no8g,
            sequence<ok8a, ok8b, ok8c, ok8d, ok8e, ok8f, ok8g, r8>,
        >,
        fallback<
            no9a,
            no9b,
            no9c,
            no9d,
            no9e,
            no9f,
            no9g,
            sequence<ok9a, ok9b, ok9c, ok9d, ok9e, ok9f, ok9g, r9>,
        >,
        fallback<
            no10a,
            no10b,
            no10c,
            no10d,
            no10e,
            no10f,
            no10g,
            sequence<ok10a, ok10b, ok10c, ok10d, ok10e, ok10f, ok10g, r10>,
        >,
        fallback<
            no11a,
            no11b,
            no11c,
            no11d,
            no11e,
            no11f,
            no11g,
            sequence<ok11a, ok11b, ok11c, ok11d, ok11e, ok11f, ok11g, r11>,
        >,
        fallback<
            no12a,
            no12b,
            no12c,
            no12d,
            no12e,
            no12f,
            no12g,
            sequence<ok12a, ok12b, ok12c, ok12d, ok12e, ok12f, ok12g, r12>,
        >,
        fallback<
            no13a,
            no13b,
            no13c,
            no13d,
            no13e,
            no13f,
            no13g,
            sequence<ok13a, ok13b, ok13c, ok13d, ok13e, ok13f, ok13g, r13>,
        >,
        fallback<
            no14a,
            no14b,
            no14c,
            no14d,
            no14e,
            no14f,
            no14g,
            sequence<ok14a, ok14b, ok14c, ok14d, ok14e, ok14f, ok14g, r14>,
        >,
        fallback<
            no15a,
            no15b,
            no15c,
            no15d,
            no15e,
            no15f,
            no15g,
            sequence<ok15a, ok15b, ok15c, ok15d, ok15e, ok15f, ok15g, r15>,
        >,
    >
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
    let tree = bt!(() => fallback<sequence<yes, no>, sequence<no, yes>>);
    assert_eq!(size_of_val(&tree), 7);
    // No leaf under sequences and fallbacks only: no plan, no byte.
    let reactive = bt!(() => reactive_sequence<yes, no>);
    assert_eq!(size_of_val(&reactive), 1);
}

/// A large plan's one arm for leaves side by side (in builds with debug
/// assertions) ticks the leaf at the position the id gives, through the
/// sequence's `TickChild`; a leaf whose type says it never runs (a
/// condition) is not ticked (`None`: the plan goes on from the root), so
/// that an optimized build leaves its code out of the plan.
#[test]
fn a_run_of_leaves_ticks_a_child_only_if_it_may_run() {
    use bt::control::Sequence;
    use bt::observe::{Id, IntoNamed};
    use bt::resume::TickChild;
    use bt::{Action, Condition};

    let mut seq = Sequence::new(
        (
            Id::<_, 1>(Condition(|n: &mut u32| {
                *n += 1;
                true
            })),
            Id::<_, 2>(Action(|n: &mut u32| {
                *n += 10;
                Status::Running
            })),
            Id::<_, 3>(Action(|n: &mut u32| {
                *n += 100;
                Status::Failure
            })),
        )
            .into_named(),
    );
    let mut ticks = 0;
    assert_eq!(seq.tick_child(0, &mut ticks), None);
    assert_eq!(ticks, 0, "the condition is not ticked");
    assert_eq!(seq.tick_child(1, &mut ticks), Some(Status::Running));
    assert_eq!(seq.tick_child(2, &mut ticks), Some(Status::Failure));
    assert_eq!(
        seq.tick_child(7, &mut ticks),
        Some(Status::Failure),
        "past the end: the last"
    );
    assert_eq!(ticks, 210);
}

/// A tree 64 levels deep has an `Outline` at depths 16, 32 and 48 (each
/// above a subtree at least 16 levels deep); a tree 63 levels deep has
/// none: it is inlined whole. With debug assertions, trees from 16 levels
/// on are cut every 8 levels instead: at 8, 16, ..., 56, and at 8 to 48
/// in the shallower tree (its node at 56 has 6 levels below).
#[test]
fn trees_64_levels_deep_are_cut_into_slices_of_16_levels() {
    fn outlines<T>(_: &T) -> usize {
        std::any::type_name::<T>().matches("Outline<").count()
    }
    let work = |(): &mut ()| Status::Running;
    let deep = bt!(() => sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, work>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>);
    let shallow = bt!(() => sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, fallback<yes, sequence<yes, work>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>);
    if cfg!(debug_assertions) {
        assert_eq!((outlines(&deep), outlines(&shallow)), (7, 6));
    } else {
        assert_eq!((outlines(&deep), outlines(&shallow)), (3, 0));
    }
    // `FnOutline`s only from 128 levels on.
    assert!(!std::any::type_name_of_val(&deep).contains("FnOutline<"));
}

/// A tree of more than 256 nodes is ticked behind one call: its root is in
/// an `Outline` (in every build), so that the whole tree does not land in
/// the function that ticks it; a tree of 256 nodes is inlined whole.
#[test]
fn a_tree_of_more_than_256_nodes_has_its_root_outlined() {
    fn outlines<T>(_: &T) -> usize {
        std::any::type_name::<T>().matches("Outline<").count()
    }
    let mut at_limit = bt!(() => sequence<yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes>);
    let mut above = bt!(() => sequence<yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, no>);
    assert_eq!(at_limit.nodes().len(), 256);
    assert_eq!(above.nodes().len(), 257);
    assert_eq!((outlines(&at_limit), outlines(&above)), (0, 1));
    assert_eq!(at_limit.tick(&mut ()), Status::Success);
    assert_eq!(above.tick(&mut ()), Status::Failure);
}

/// `bt!` cuts a deep tree with `Outline`s; the same tree built from two
/// `bt!` trees too shallow to be cut in an optimized build (the lower one
/// spliced into the upper as `{ inner }`; with debug assertions both are
/// cut, at other depths) must tick and halt exactly alike.
#[test]
fn a_sliced_tree_ticks_as_the_same_tree_unsliced() {
    fn outlines<T>(_: &T) -> usize {
        std::any::type_name::<T>().matches("Outline<").count()
    }
    let mut resumed = 0_usize;
    for seed in 0..SEEDS {
        let mut rng = Rng(seed);
        let (cut_trace, joined_trace) = (Trace::new(), Trace::new());
        let (mut cut, mut joined) = two_copies!(
            rng,
            [ok0, no1, ok2, no3, ok4, no5, ok6, no7, ok8, no9, ok10, no11, ok12, no13, ok14, no15, no17, ok18, no19, ok20, no21, ok22, no23, go24, no25, ok26, no27, ok28, no29, ok30, no31, no33, ok34, no35, ok36, no37, ok38, no39, no41, ok42, no43, ok44, no45, ok46, no47, no49, ok50, no51, ok52, no53, ok54, no55, ok56, no57, ok58, no59, ok60, no61, ok62, no63, ok64, no65, m66],
            cut_trace => bt!(sequence<ok0, fallback<no1, sequence<ok2, fallback<no3, sequence<ok4, fallback<no5, sequence<ok6, fallback<no7, sequence<ok8, fallback<no9, sequence<ok10, fallback<no11, sequence<ok12, fallback<no13, sequence<ok14, fallback<no15, inverter<fallback<no17, sequence<ok18, fallback<no19, reactive_sequence<ok20, fallback<no21, sequence<ok22, fallback<no23, parallel(success_count = 1)<go24, fallback<no25, sequence<ok26, fallback<no27, sequence<ok28, fallback<no29, sequence<ok30, fallback<no31, timeout(900)<fallback<no33, sequence<ok34, fallback<no35, sequence<ok36, fallback<no37, sequence<ok38, fallback<no39, retry(2)<fallback<no41, sequence<ok42, fallback<no43, sequence<ok44, fallback<no45, sequence<ok46, fallback<no47, force_success<fallback<no49, sequence<ok50, fallback<no51, sequence<ok52, fallback<no53, sequence<ok54, fallback<no55, sequence<ok56, fallback<no57, sequence<ok58, fallback<no59, sequence<ok60, fallback<no61, sequence<ok62, fallback<no63, sequence<ok64, fallback<no65, m66>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>),
            joined_trace => {
                let inner = bt!(inverter<fallback<no17, sequence<ok18, fallback<no19, reactive_sequence<ok20, fallback<no21, sequence<ok22, fallback<no23, parallel(success_count = 1)<go24, fallback<no25, sequence<ok26, fallback<no27, sequence<ok28, fallback<no29, sequence<ok30, fallback<no31, timeout(900)<fallback<no33, sequence<ok34, fallback<no35, sequence<ok36, fallback<no37, sequence<ok38, fallback<no39, retry(2)<fallback<no41, sequence<ok42, fallback<no43, sequence<ok44, fallback<no45, sequence<ok46, fallback<no47, force_success<fallback<no49, sequence<ok50, fallback<no51, sequence<ok52, fallback<no53, sequence<ok54, fallback<no55, sequence<ok56, fallback<no57, sequence<ok58, fallback<no59, sequence<ok60, fallback<no61, sequence<ok62, fallback<no63, sequence<ok64, fallback<no65, m66>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>);
                bt!(sequence<ok0, fallback<no1, sequence<ok2, fallback<no3, sequence<ok4, fallback<no5, sequence<ok6, fallback<no7, sequence<ok8, fallback<no9, sequence<ok10, fallback<no11, sequence<ok12, fallback<no13, sequence<ok14, fallback<no15, { inner }>>>>>>>>>>>>>>>>)
            },
        );
        // With debug assertions, slices of 8 levels: at 8, 16, ..., 56 in
        // the 67-level tree; at 8 in the upper tree and 8, 16, ..., 40 in
        // the lower (its 48 has 2 levels below).
        let expected = if cfg!(debug_assertions) {
            (7, 6)
        } else {
            (3, 0)
        };
        assert_eq!((outlines(&cut), outlines(&joined)), expected);
        let mut clock = Clocked::default();
        for step in 0..STEPS {
            // 0 to 40 ms a step, for the timeout.
            clock.0 += Duration::from_millis(rng.next() % 41);
            if rng.next().is_multiple_of(11) {
                cut.halt(&mut clock);
                joined.halt(&mut clock);
            } else {
                if cut.root().running_leaf().is_some() {
                    resumed += 1;
                }
                let (a, b) = (cut.tick(&mut clock), joined.tick(&mut clock));
                assert_eq!(a, b, "seed {seed}, step {step}: root status");
            }
            let (a, b): (Vec<Event>, Vec<Event>) = (cut_trace.take(), joined_trace.take());
            assert_eq!(a, b, "seed {seed}, step {step}: leaf ticks and halts");
        }
    }
    assert!(resumed > 1000, "only {resumed} ticks resumed a leaf");
}

/// The two ticks after a tick that left `$leaf` running under a parallel
/// whose other children have finished: the leaf is resumed straight away
/// and skipped (the parallel runs on, and no leaf is running), then runs
/// again from the root.
macro_rules! skipped_then_run_again {
    ($tree:ident, $leaf:expr) => {
        // resumed straight away: skipped, and the parallel runs on
        assert_eq!($tree.tick(&mut ()), Status::Running);
        assert_eq!(
            $tree.root().running_leaf(),
            None,
            "a skipped child is no running leaf"
        );
        assert_eq!($tree.tick(&mut ()), Status::Running);
        assert_eq!($tree.root().running_leaf(), $leaf);
    };
}

/// A child resumed under a parallel (its other children finished) that is
/// skipped leaves the parallel running, and is no running leaf: the next
/// tick goes from the root, so that the parallel knows the child runs again
/// and a halt reaches it.
#[test]
fn a_child_skipped_under_a_parallel_is_not_resumed() {
    use bt::observe::{Record, TraceRecorder};

    let mut script = [Status::Running, Status::Skipped, Status::Running].into_iter();
    let mut tree = bt!(sequence<
        parallel(success_count = 2)<
            (|(): &mut ()| Status::Success),
            (|(): &mut ()| script.next().unwrap_or(Status::Running)),
        >,
        (|(): &mut ()| Status::Success),
    >);
    assert_eq!(tree.tick(&mut ()), Status::Running);
    assert_eq!(tree.root().running_leaf(), Some(3));
    skipped_then_run_again!(tree, Some(3));
    let mut trace = TraceRecorder::new();
    tree.halt_with(&mut (), &mut trace);
    assert!(
        trace.take().contains(&Record::Halt(3)),
        "the running child is halted"
    );
}

/// The same inside a part of a large plan: in builds with debug
/// assertions, a plan of more than 256 steps shares its paths, and puts a
/// node holding 64 or more targets (here the first sequence, over 64
/// actions and the parallel's two) in a function of its own, which ends
/// the tick and has the plan forget the leaf as the plan itself does.
#[test]
fn a_child_skipped_under_a_parallel_in_a_part_of_the_plan() {
    fn ok(_: &mut ()) -> Status {
        Status::Success
    }
    let mut script = [Status::Running, Status::Skipped, Status::Running].into_iter();
    let mut tree = bt!(sequence<
        sequence<
            sequence<ok, ok, ok, ok, ok, ok, ok, ok>, sequence<ok, ok, ok, ok, ok, ok, ok, ok>, sequence<ok, ok, ok, ok, ok, ok, ok, ok>, sequence<ok, ok, ok, ok, ok, ok, ok, ok>, sequence<ok, ok, ok, ok, ok, ok, ok, ok>, sequence<ok, ok, ok, ok, ok, ok, ok, ok>, sequence<ok, ok, ok, ok, ok, ok, ok, ok>, sequence<ok, ok, ok, ok, ok, ok, ok, ok>,
            parallel(success_count = 2)<
                ok,
                (|(): &mut ()| script.next().unwrap_or(Status::Running)),
            >,
        >,
        sequence<sequence<ok, ok, ok, ok, ok, ok, ok, ok>, sequence<ok, ok, ok, ok, ok, ok, ok, ok>, sequence<ok, ok, ok, ok, ok, ok, ok, ok>, sequence<ok, ok, ok, ok, ok, ok, ok, ok>, sequence<ok, ok, ok, ok, ok, ok, ok, ok>, sequence<ok, ok, ok, ok, ok, ok, ok, ok>, sequence<ok, ok, ok, ok, ok, ok, ok, ok>, sequence<ok, ok, ok, ok, ok, ok, ok, ok>>,
    >);
    assert_eq!(tree.tick(&mut ()), Status::Running);
    let leaf = tree.root().running_leaf();
    assert!(leaf.is_some(), "the parallel's second child runs");
    skipped_then_run_again!(tree, leaf);
}

/// `running_leaf` answers through the types a game names its trees by:
/// `Tree<impl Node<C> + NodeTable, C>` and `Box<dyn Node<C>>`: the leaf
/// that returned `Running`; `None` at rest, and when the next tick goes
/// from the root (under a reactive node).
#[test]
fn running_leaf_through_opaque_trees() {
    use bt::table::NodeTable;
    use bt::{Node, Tree};
    struct Npc {
        steps: u32,
        alert: bool,
    }
    fn walk(npc: &mut Npc) -> Status {
        npc.steps += 1;
        if npc.steps < 3 {
            Status::Running
        } else {
            Status::Success
        }
    }
    fn is_hungry(_: &mut Npc) -> bool {
        false
    }
    fn is_calm(npc: &mut Npc) -> bool {
        !npc.alert
    }
    fn brain() -> Tree<impl Node<Npc> + NodeTable, Npc> {
        bt!(fallback<is_hungry, "patrol": walk>)
    }
    fn reactive() -> Tree<impl Node<Npc> + NodeTable, Npc> {
        bt!(reactive_sequence<is_calm, "patrol": walk>)
    }
    let mut tree = brain();
    let mut npc = Npc {
        steps: 0,
        alert: false,
    };
    assert_eq!(tree.running_leaf(), None);
    tree.tick(&mut npc);
    let doing = |tree: &dyn NodeTable, id: Option<u16>| {
        id.and_then(|id| tree.nodes().get(id).map(|n| n.label.to_string()))
    };
    assert_eq!(doing(&tree, tree.running_leaf()).as_deref(), Some("patrol"));
    let mut boxed: Box<dyn Node<Npc>> = Box::new(brain());
    boxed.tick(&mut Npc {
        steps: 0,
        alert: false,
    });
    assert_eq!(boxed.running_leaf(), tree.running_leaf());
    tree.tick(&mut npc);
    tree.tick(&mut npc);
    assert_eq!(tree.running_leaf(), None);
    // Under a reactive node the next tick goes from the root: no leaf to
    // go straight to.
    let mut tree = reactive();
    npc.steps = 0;
    assert_eq!(tree.tick(&mut npc), Status::Running);
    assert_eq!(tree.running_leaf(), None);
}
