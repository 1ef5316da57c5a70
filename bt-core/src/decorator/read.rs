//! Parameters read from the context: a [`Repeat`](super::Repeat)'s,
//! [`Retry`](super::Retry)'s count, a [`Timeout`](super::Timeout)'s,
//! [`Delay`](super::Delay)'s or [`Sleep`](crate::leaf::Sleep)'s
//! milliseconds, as BehaviorTree.CPP reads `num_cycles="{laps}"` from the
//! blackboard.

use core::fmt;

use super::{ConstLimit, ConstMillis, Limit, Millis, RuntimeLimit, RuntimeMillis};
use crate::packed::{I32, U64};

/// A parameter of a built-in node ([`Limit`] or [`Millis`]) brought up to
/// date from the context when the node is about to use it: a no-op for a
/// value given when the node was built ([`RuntimeLimit`],
/// [`RuntimeMillis`]) or fixed in its type ([`ConstLimit`],
/// [`ConstMillis`]); a call of the function that reads it for
/// [`ReadLimit`] and [`ReadMillis`].
///
/// When each node reads it, as BehaviorTree.CPP reads its port:
/// - [`Repeat`](super::Repeat): at the start of each of its ticks;
/// - [`Retry`](super::Retry): at the start of each of its ticks and after
///   each failure of the child (which may have changed it);
/// - [`Timeout`](super::Timeout), [`Delay`](super::Delay),
///   [`Sleep`](crate::leaf::Sleep): when an activation starts (one under
///   way keeps its deadline).
pub trait Refresh<C: ?Sized> {
    /// Reads the value again from `ctx`.
    fn refresh(&mut self, ctx: &mut C);
}

impl<C: ?Sized> Refresh<C> for RuntimeLimit {
    #[inline(always)]
    fn refresh(&mut self, _: &mut C) {}
}

impl<C: ?Sized, const LIMIT: i32> Refresh<C> for ConstLimit<LIMIT> {
    #[inline(always)]
    fn refresh(&mut self, _: &mut C) {}
}

impl<C: ?Sized> Refresh<C> for RuntimeMillis {
    #[inline(always)]
    fn refresh(&mut self, _: &mut C) {}
}

impl<C: ?Sized, const MSEC: u64> Refresh<C> for ConstMillis<MSEC> {
    #[inline(always)]
    fn refresh(&mut self, _: &mut C) {}
}

/// A count read from the context by `read` (`FnMut(&mut C) -> i32`) when
/// the node needs it ([`Refresh`]): what `bt!` writes for a closure
/// argument, `repeat(|a| a.laps)`. [`Limit::get`] gives the value last
/// read (0 before the first).
///
/// ```
/// use bt_core::decorator::{ReadLimit, Repeat};
/// use bt_core::{Action, Node, Status};
///
/// struct Runner { laps: i32, done: i32 }
///
/// let lap = Action(|r: &mut Runner| {
///     r.done += 1;
///     Status::Success
/// });
/// let mut tree = Repeat::with_limit(ReadLimit::new(|r: &mut Runner| r.laps), lap);
/// let mut runner = Runner { laps: 3, done: 0 };
/// while tree.tick(&mut runner) == Status::Running {}
/// assert_eq!(runner.done, 3);
/// runner.laps = 5; // read again by the next run
/// runner.done = 0;
/// while tree.tick(&mut runner) == Status::Running {}
/// assert_eq!(runner.done, 5);
/// ```
#[derive(Clone, Copy)]
pub struct ReadLimit<F> {
    read: F,
    value: I32,
}

impl<F> ReadLimit<F> {
    /// The count `read` reads.
    pub const fn new(read: F) -> Self {
        Self {
            read,
            value: I32::new(0),
        }
    }
}

impl<F> Limit for ReadLimit<F> {
    #[inline(always)]
    fn get(&self) -> i32 {
        self.value.get()
    }
}

impl<C: ?Sized, F: FnMut(&mut C) -> i32> Refresh<C> for ReadLimit<F> {
    #[inline(always)]
    fn refresh(&mut self, ctx: &mut C) {
        self.value = I32::new((self.read)(ctx));
    }
}

impl<F> fmt::Debug for ReadLimit<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ReadLimit")
            .field("last_read", &self.get())
            .finish_non_exhaustive()
    }
}

/// Milliseconds read from the context by `read` (`FnMut(&mut C) -> u64`)
/// when an activation starts ([`Refresh`]): what `bt!` writes for a
/// closure argument, `timeout(|a| a.patience_ms)`. [`Millis::get`] gives
/// the value last read (0 before the first).
///
/// ```
/// use bt_core::clock::ManualClock;
/// use bt_core::decorator::{ReadMillis, Timeout};
/// use bt_core::leaf::AlwaysRunning;
/// use bt_core::{Clock, Node, Status};
/// use core::time::Duration;
///
/// struct Guard { clock: ManualClock, patience_ms: u64 }
/// impl Clock for Guard {
///     fn now(&self) -> Duration { self.clock.now() }
/// }
///
/// let patience = ReadMillis::new(|g: &mut Guard| g.patience_ms);
/// let mut wait = Timeout::with_millis(patience, AlwaysRunning);
/// let mut guard = Guard { clock: ManualClock::default(), patience_ms: 100 };
/// assert_eq!(wait.tick(&mut guard), Status::Running); // deadline: 100 ms
/// guard.patience_ms = 1_000; // for the next activation
/// guard.clock.advance_ms(100);
/// assert_eq!(wait.tick(&mut guard), Status::Failure);
/// assert_eq!(wait.tick(&mut guard), Status::Running); // deadline: 1,000 ms
/// guard.clock.advance_ms(999);
/// assert_eq!(wait.tick(&mut guard), Status::Running);
/// ```
#[derive(Clone, Copy)]
pub struct ReadMillis<F> {
    read: F,
    value: U64,
}

impl<F> ReadMillis<F> {
    /// The milliseconds `read` reads.
    pub const fn new(read: F) -> Self {
        Self {
            read,
            value: U64::new(0),
        }
    }
}

impl<F> Millis for ReadMillis<F> {
    #[inline(always)]
    fn get(&self) -> u64 {
        self.value.get()
    }
}

impl<C: ?Sized, F: FnMut(&mut C) -> u64> Refresh<C> for ReadMillis<F> {
    #[inline(always)]
    fn refresh(&mut self, ctx: &mut C) {
        self.value = U64::new((self.read)(ctx));
    }
}

impl<F> fmt::Debug for ReadMillis<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ReadMillis")
            .field("last_read", &self.get())
            .finish_non_exhaustive()
    }
}
