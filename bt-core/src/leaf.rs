//! Built-in leaves (`success`, `failure`, `running`, `sleep`) and the
//! constructors for leaves made of functions.

use core::time::Duration;

#[cfg(feature = "std")]
mod threaded;
#[cfg(feature = "std")]
pub use threaded::{Halt, Threaded, threaded};

use crate::packed::{Time, U64};
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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sleep {
    // As bytes (`crate::packed`), so that a sleep does not raise its
    // ancestors' alignment.
    msec: U64,
    deadline: Time,
}

impl Sleep {
    /// Sleeps `msec` milliseconds.
    pub const fn new(msec: u64) -> Self {
        Self {
            msec: U64::new(msec),
            deadline: Time::NONE,
        }
    }
}

impl<C: Clock + ?Sized> Node<C> for Sleep {
    fn tick(&mut self, ctx: &mut C) -> Status {
        let now = ctx.now();
        if self.deadline.is_none() {
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
