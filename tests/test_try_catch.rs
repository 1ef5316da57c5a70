//! `TryCatch` scenarios on trees built with the runtime API, with tuple,
//! `Vec<Box<dyn Node>>` and grouped try blocks, and both values of
//! `catch_on_halt`.

mod common;

use bt::children::Group;
use bt::control::{Parallel, Sequence, TryCatch};
use bt::testing::Script;
use bt::{Node, Status};
use common::Ctx;
use common::tables::try_catch as table;

fn boxed<const K: usize>(scripts: [Script; K]) -> Vec<Box<dyn Node<Ctx>>> {
    scripts
        .into_iter()
        .map(|s| Box::new(s) as Box<dyn Node<Ctx>>)
        .collect()
}

/// A try child that is always skipped: fifteen of them pad a try block past
/// 16 children without changing what A and B see (G6).
#[derive(Clone, Copy, Debug)]
struct Pad;

impl Node<Ctx> for Pad {
    fn tick(&mut self, _: &mut Ctx) -> Status {
        Status::Skipped
    }
}

#[test]
fn try_catch_try_block_runs_like_sequence() {
    table::try_catch_try_block_runs_like_sequence(|[a, b, x]| TryCatch::new((a, b), x));
    table::try_catch_try_block_runs_like_sequence(|[a, b, x]| TryCatch::new(boxed([a, b]), x));
    table::try_catch_try_block_runs_like_sequence(|[a, b, x]| {
        let p = Pad;
        TryCatch::new(
            Group(((a, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p), (b,))),
            x,
        )
    });
}

#[test]
fn try_catch_failure_ticks_catch_in_same_tick() {
    table::try_catch_failure_ticks_catch_in_same_tick(|[a, b, x]| TryCatch::new((a, b), x));
    table::try_catch_failure_ticks_catch_in_same_tick(|[a, b, x]| {
        TryCatch::with_catch_on_halt(boxed([a, b]), x, true)
    });
}

#[test]
fn try_catch_always_fails_after_catch() {
    table::try_catch_always_fails_after_catch(|[a, x]| TryCatch::new((a,), x));
}

#[test]
fn try_catch_running_catch_is_resumed() {
    table::try_catch_running_catch_is_resumed(|[a, b, x]| TryCatch::new((a, b), x));
    table::try_catch_running_catch_is_resumed(|[a, b, x]| TryCatch::new(boxed([a, b]), x));
}

#[test]
fn try_catch_skipped_try_children() {
    table::try_catch_skipped_try_children(|[a, b, x]| TryCatch::new((a, b), x));
    table::try_catch_skipped_try_children(|[a, b, x]| {
        let p = Pad;
        TryCatch::new(
            Group(((a, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p), (b,))),
            x,
        )
    });
}

#[test]
fn try_catch_halt_without_catch_on_halt() {
    table::try_catch_halt_without_catch_on_halt(|[a, b, x]| TryCatch::new((a, b), x));
    table::try_catch_halt_without_catch_on_halt(|[a, b, x]| {
        TryCatch::with_catch_on_halt((a, b), x, false)
    });
}

#[test]
fn try_catch_catch_on_halt_ticks_catch_once() {
    table::try_catch_catch_on_halt_ticks_catch_once(|[a, b, x]| {
        TryCatch::with_catch_on_halt((a, b), x, true)
    });
    table::try_catch_catch_on_halt_ticks_catch_once(|[a, b, x]| {
        TryCatch::with_catch_on_halt(boxed([a, b]), x, true)
    });
}

#[test]
fn try_catch_catch_on_halt_halts_running_catch() {
    table::try_catch_catch_on_halt_halts_running_catch(|[a, b, x]| {
        TryCatch::with_catch_on_halt((a, b), x, true)
    });
}

#[test]
fn try_catch_halt_while_catching() {
    table::try_catch_halt_while_catching(|[a, x]| TryCatch::new((a,), x));
    table::try_catch_halt_while_catching(|[a, x]| TryCatch::with_catch_on_halt((a,), x, true));
}

#[test]
fn try_catch_at_depth() {
    table::try_catch_at_depth(|[a, b, c, x]| {
        TryCatch::with_catch_on_halt((Sequence::new((a, Parallel::new((b, c)))),), x, true)
    });
}

#[test]
fn try_catch_empty_try_block_is_skipped() {
    table::try_catch_empty_try_block_is_skipped(|[x]| TryCatch::new((), x));
    table::try_catch_empty_try_block_is_skipped(|[x]| TryCatch::with_catch_on_halt((), x, true));
    table::try_catch_empty_try_block_is_skipped(|[x]| TryCatch::new(boxed([]), x));
}
