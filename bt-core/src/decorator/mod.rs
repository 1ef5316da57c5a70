//! Decorators: nodes with exactly one child.
//!
//! | node | BehaviorTree.CPP | in one line |
//! |---|---|---|
//! | [`Inverter`] | `Inverter` | swaps success and failure |
//! | [`ForceSuccess`] / [`ForceFailure`] | same | a finished child becomes success / failure |
//! | [`Repeat`] | `Repeat` | runs a succeeding child `num_cycles` times |
//! | [`Retry`] | `RetryUntilSuccessful` | retries a failing child `num_attempts` times |
//! | [`KeepRunningUntilFailure`] | same | `Running` while the child succeeds |
//! | [`RepeatUntilFailure`] | (C# `RepeatUntilFail`) | `Running` while the child succeeds, success when it fails |
//! | [`RunOnce`] | `RunOnce` | runs the child to completion once, then skips |
//! | [`Timeout`] | `Timeout` | fails a child that runs past `msec` |
//! | [`Delay`] | `Delay` | waits `delay_msec` before ticking the child |
//! | [`SubTree`] | `SubTree` | its child's status: a subtree, named, for observers and exports |
//! | [`SkipIf`], [`SuccessIf`], [`FailureIf`], [`While`] | `_skipIf`, `_successIf`, `_failureIf`, `_while` | preconditions |
//!
//! A [`Repeat`]'s or a [`Retry`]'s count is given when it is built
//! ([`RuntimeLimit`], `Repeat::new(3, child)`) or fixed in its type
//! ([`ConstLimit`], `Repeat::<_, ConstLimit<3>>::with_const_limit(child)`,
//! what `bt!` writes for a literal count): see [`Limit`].
//!
//! So are the milliseconds of a [`Timeout`], a [`Delay`] and a
//! [`Sleep`](crate::leaf::Sleep): [`RuntimeMillis`],
//! `Timeout::new(500, child)`, or [`ConstMillis`],
//! `Timeout::<_, ConstMillis<500>>::with_const_msec(child)`, what `bt!`
//! writes for a literal: see [`Millis`].
//!
//! Either can also be read from the context when the node needs it, as
//! BehaviorTree.CPP reads `num_cycles="{laps}"` from its blackboard:
//! [`ReadLimit`] and [`ReadMillis`], what `bt!` writes for a closure
//! argument (`repeat(|a| a.laps)`); see [`Refresh`] for when.

mod invert;
mod precondition;
mod read;
mod repeat;
mod run_once;
mod timing;

pub use invert::{
    ForceFailure, ForceSuccess, Inverter, KeepRunningUntilFailure, RepeatUntilFailure, SubTree,
};
pub use precondition::{FailureIf, SkipIf, SuccessIf, While};
pub use read::{ReadLimit, ReadMillis, Refresh};
pub use repeat::{ConstLimit, Limit, Repeat, Retry, RuntimeLimit};
pub use run_once::RunOnce;
pub use timing::{ConstMillis, Delay, Millis, RuntimeMillis, Timeout};

use crate::Node;
use crate::observe::Ticker;

/// `ChildAt<0>` and `Finish` (see [`resume`](crate::resume)) for a decorator
/// that a resume plan goes through: one whose tick, while its child runs,
/// goes straight to the child (after what [`Enter`](crate::resume::Enter)
/// checks, if it implements that), and which can take the child's finished
/// result without being ticked. `child` borrows the child; `finish` is
/// what the tick does with a result (not `Running`) of a child that was
/// running before this tick.
macro_rules! resume_through {
    (
        impl[$($g:tt)*] $ty:ty;
        child: |$c:ident| $child:expr;
        finish: |$f:ident, $s:ident| $finish:expr $(;)?
    ) => {
        impl<$($g)*> $crate::resume::ChildAt<0> for $ty {
            type Child = N;
            #[inline(always)]
            fn child_at(&mut self) -> &mut N {
                let $c = self;
                $child
            }
        }

        impl<$($g)*> $crate::resume::Finish for $ty {
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn finish(&mut self, k: usize, $s: Status) -> Option<Status> {
                debug_assert!(k == 0 && !matches!($s, Status::Running));
                let $f = self;
                $finish
            }
        }
    };
}
use resume_through;

/// Halts `child` if it is running and marks it not running: a halt reaches
/// only a running child (G1/G3).
#[inline]
fn halt_if_running<C: ?Sized, N: Node<C>, T: Ticker<C>>(
    child: &mut N,
    running: &mut bool,
    ctx: &mut C,
    ticker: &mut T,
) {
    if core::mem::take(running) {
        ticker.halt(child, ctx);
    }
}
