//! Built-in leaves (`success`, `failure`, `running`, `sleep`) and the
//! constructors for leaves made of functions.

use core::time::Duration;

#[cfg(feature = "std")]
mod threaded;
#[cfg(feature = "std")]
pub use threaded::{Halt, Threaded, threaded};

use crate::decorator::{ConstMillis, Millis, Refresh, RuntimeMillis};
use crate::packed::Time;
use crate::{Action, Clock, Condition, Node, Status};

/// A condition leaf from a function: `true` is success.
///
/// The explicit form of what [`IntoNode`](crate::IntoNode) does for
/// `FnMut(&mut C) -> bool`; useful when building trees by hand.
pub const fn condition<C: ?Sized, F: FnMut(&mut C) -> bool>(f: F) -> Condition<F> {
    Condition(f)
}

/// An action leaf from a function returning a [`Status`].
pub const fn action<C: ?Sized, F: FnMut(&mut C) -> Status>(f: F) -> Action<F> {
    Action(f)
}

/// Always succeeds (BehaviorTree.CPP's `AlwaysSuccess`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AlwaysSuccess;

impl<C: ?Sized> Node<C> for AlwaysSuccess {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn tick(&mut self, _: &mut C) -> Status {
        Status::Success
    }
    crate::node::never_runs_or_skips!();
}

/// Always fails (BehaviorTree.CPP's `AlwaysFailure`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AlwaysFailure;

impl<C: ?Sized> Node<C> for AlwaysFailure {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn tick(&mut self, _: &mut C) -> Status {
        Status::Failure
    }
    crate::node::never_runs_or_skips!();
}

/// Always running: a node that never finishes on its own (useful as the
/// body of a `while_`, or to hold a branch until it is halted).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AlwaysRunning;

impl<C: ?Sized> Node<C> for AlwaysRunning {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn tick(&mut self, _: &mut C) -> Status {
        Status::Running
    }
}

/// Running for `msec` milliseconds of the context's [`Clock`], then success
/// (BehaviorTree.CPP's `Sleep`).
///
/// The first tick starts the wait and returns [`Status::Running`], except
/// with `msec = 0`, which succeeds at once. Later ticks return success once
/// the clock has reached the deadline. A halt cancels the wait.
///
/// `msec` is given when the node is built ([`RuntimeMillis`], the
/// default, `Sleep::new(500)`) or fixed in its type ([`ConstMillis`],
/// [`Sleep::with_const_msec`]): see [`Millis`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sleep<M = RuntimeMillis> {
    // As bytes (`crate::packed`), so that a sleep does not raise its
    // ancestors' alignment.
    msec: M,
    deadline: Time,
}

impl Sleep {
    /// Sleeps `msec` milliseconds.
    pub const fn new(msec: u64) -> Self {
        Self {
            msec: RuntimeMillis::new(msec),
            deadline: Time::NONE,
        }
    }

    /// Sets `msec`, for the sleeps that start from now on (one under way
    /// keeps its deadline).
    pub const fn set_msec(&mut self, msec: u64) {
        self.msec = RuntimeMillis::new(msec);
    }
}

impl<M> Sleep<M> {
    /// Sleeps the milliseconds `msec` gives: read from the context when a
    /// sleep starts for [`ReadMillis`](crate::decorator::ReadMillis) (see
    /// [`Refresh`]).
    ///
    /// ```
    /// use bt_core::clock::ManualClock;
    /// use bt_core::decorator::ReadMillis;
    /// use bt_core::leaf::Sleep;
    /// use bt_core::{Node, Status};
    ///
    /// // (The clock is the context here; a game reads its agent's value.)
    /// let mut nap = Sleep::with_millis(ReadMillis::new(|_: &mut ManualClock| 50));
    /// let mut clock = ManualClock::default();
    /// assert_eq!(nap.tick(&mut clock), Status::Running);
    /// clock.advance_ms(50);
    /// assert_eq!(nap.tick(&mut clock), Status::Success);
    /// ```
    pub const fn with_millis(msec: M) -> Self {
        Self {
            msec,
            deadline: Time::NONE,
        }
    }
}

impl<const MSEC: u64> Sleep<ConstMillis<MSEC>> {
    /// Sleeps `MSEC` milliseconds, a number fixed in the type.
    ///
    /// ```
    /// use bt_core::clock::ManualClock;
    /// use bt_core::decorator::ConstMillis;
    /// use bt_core::leaf::Sleep;
    /// use bt_core::{Node, Status};
    ///
    /// let mut sleep = Sleep::<ConstMillis<100>>::with_const_msec();
    /// let mut clock = ManualClock::default();
    /// assert_eq!(sleep.tick(&mut clock), Status::Running);
    /// clock.advance_ms(100);
    /// assert_eq!(sleep.tick(&mut clock), Status::Success);
    /// // No bytes for the 100 ms: only the deadline.
    /// assert_eq!(size_of_val(&sleep), 12);
    /// ```
    pub const fn with_const_msec() -> Self {
        Self {
            msec: ConstMillis,
            deadline: Time::NONE,
        }
    }
}

impl<C: Clock + ?Sized, M: Millis + Refresh<C>> Node<C> for Sleep<M> {
    fn tick(&mut self, ctx: &mut C) -> Status {
        let now = ctx.now();
        if self.deadline.is_none() {
            self.msec.refresh(ctx);
            let msec = self.msec.get();
            if msec == 0 {
                return Status::Success;
            }
            self.deadline = Time::new(Some(now.saturating_add(Duration::from_millis(msec))));
            return Status::Running;
        }
        if self.deadline.reached(now) {
            self.deadline = Time::NONE;
            Status::Success
        } else {
            Status::Running
        }
    }

    fn halt(&mut self, _: &mut C) {
        self.deadline = Time::NONE;
    }
}
