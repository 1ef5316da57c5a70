//! Control nodes: composites over a list of [`Children`](crate::Children)
//! and the branching nodes.
//!
//! | node | BehaviorTree.CPP | in one line |
//! |---|---|---|
//! | [`Sequence`] | `Sequence` | children in order until one fails; resumes at the running child |
//! | [`SequenceWithMemory`] | `SequenceWithMemory` | a sequence that keeps its place across failures and halts |
//! | [`AsyncSequence`] | `AsyncSequence` | a sequence that yields after each child that succeeded at once |
//! | [`ReactiveSequence`] | `ReactiveSequence` | re-checks every child from the first on every tick |
//! | [`Fallback`] | `Fallback` | children in order until one succeeds |
//! | [`AsyncFallback`] | `AsyncFallback` | a fallback that yields after each child that failed at once |
//! | [`ReactiveFallback`] | `ReactiveFallback` | re-checks every child from the first on every tick |
//! | [`Parallel`] | `Parallel` | ticks every unfinished child; success / failure thresholds |
//! | [`ParallelAll`] | `ParallelAll` | ticks every child until all finished; fails on `max_failures` |
//! | [`IfThenElse`] | `IfThenElse` | condition, then one branch (not reactive) |
//! | [`WhileDoElse`] | `WhileDoElse` | condition on every tick, switching branches |
//! | [`Switch`] | `Switch2`..`Switch6` | a branch per case value, the last child is the default |
//! | [`TryCatch`] | `TryCatch` | a sequence whose failure runs a catch child |

mod branch;
mod parallel;
mod reactive;
mod sequence;
mod switch;
mod try_catch;

pub use branch::{IfThenElse, NoElse, WhileDoElse};
pub use parallel::{ConstThresholds, Parallel, ParallelAll, RuntimeThresholds, Thresholds};
pub use reactive::{ReactiveFallback, ReactiveSequence};
pub use sequence::{AsyncFallback, AsyncSequence, Fallback, Sequence, SequenceWithMemory};
pub use switch::Switch;
pub use try_catch::TryCatch;

/// A threshold port of BehaviorTree.CPP: a negative value `t` means
/// `max(n + t + 1, 0)` of `n` children. Values above `n` are clamped to `n`
/// (BehaviorTree.CPP throws there; `bt!` rejects them at compile time).
#[inline(always)]
#[allow(
    clippy::cast_lossless,
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss
)]
pub(crate) fn threshold(t: i32, n: usize) -> usize {
    // Comparisons and casts of values in `0..=n` (or of `t`'s magnitude),
    // no library calls: in a debug build, which inlines nothing, a parallel
    // whose thresholds are constants works this out on every tick.
    if t < 0 {
        // -1: all `n`; -2: `n - 1`; ...
        let back = (-(t as i64) - 1) as u64;
        if back >= n as u64 {
            0
        } else {
            n - back as usize
        }
    } else if t as u64 >= n as u64 {
        n
    } else {
        t as usize
    }
}

#[cfg(test)]
mod tests {
    use super::threshold;

    /// The rule as BehaviorTree.CPP states it, in wide integers.
    fn reference(t: i32, n: usize) -> usize {
        let n = i64::try_from(n).unwrap();
        let raw = if t < 0 {
            (n + i64::from(t) + 1).max(0)
        } else {
            i64::from(t)
        };
        usize::try_from(raw.min(n)).unwrap()
    }

    #[test]
    fn threshold_follows_the_rule_for_every_count() {
        for n in 0..70 {
            for t in (-75..75).chain([i32::MIN, i32::MIN + 1, i32::MAX]) {
                assert_eq!(threshold(t, n), reference(t, n), "t = {t}, n = {n}");
            }
        }
    }
}
