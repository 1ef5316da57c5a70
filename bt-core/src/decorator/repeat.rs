use core::fmt;

use super::Refresh;
use crate::observe::{Drive, Ticker, node_via_ticker};
use crate::packed::I32;
use crate::{Node, Status};

/// The limit of a [`Repeat`] (`num_cycles`) or a [`Retry`]
/// (`num_attempts`): given when the node is built ([`RuntimeLimit`], the
/// default) or fixed in its type ([`ConstLimit`], what `bt!` writes when the
/// argument is an integer literal, so that the optimizer folds the tests
/// against it), or read from the context ([`ReadLimit`](super::ReadLimit),
/// what `bt!` writes for a closure, brought up to date by
/// [`Refresh`](super::Refresh), which the nodes also ask of a limit). `-1`
/// loops forever; any other negative value behaves like 0, as in
/// BehaviorTree.CPP.
pub trait Limit {
    /// The limit, as given.
    fn get(&self) -> i32;
}

/// A limit given when the node is built. Four bytes, alignment 1.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct RuntimeLimit(I32);

impl RuntimeLimit {
    /// The limit `limit`.
    #[must_use]
    pub const fn new(limit: i32) -> Self {
        Self(I32::new(limit))
    }
}

impl Limit for RuntimeLimit {
    #[inline(always)]
    fn get(&self) -> i32 {
        self.0.get()
    }
}

impl fmt::Debug for RuntimeLimit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("RuntimeLimit").field(&self.get()).finish()
    }
}

/// A limit fixed in the type: `ConstLimit<3>` allows three passes. Zero
/// bytes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ConstLimit<const LIMIT: i32>;

impl<const LIMIT: i32> Limit for ConstLimit<LIMIT> {
    #[inline(always)]
    fn get(&self) -> i32 {
        LIMIT
    }
}

/// The state Repeat and Retry share: a child tried again while it gives the
/// status that loops (`again`: success for Repeat, failure for Retry).
#[derive(Clone, Copy, Debug)]
struct Loop<N, L> {
    child: N,
    limit: L,
    // As bytes, so that a loop does not raise its ancestors' alignment
    // (`crate::packed`).
    count: I32,
    child_running: bool,
}

impl<N, L: Limit> Loop<N, L> {
    const fn new(limit: L, child: N) -> Self {
        Self {
            child,
            limit,
            count: I32::new(0),
            child_running: false,
        }
    }

    fn more(&self) -> bool {
        let limit = self.limit.get();
        limit == -1 || self.count.get() < limit
    }

    /// One tick: loops while the child gives `again` and the limit allows,
    /// yielding after a pass that finished within the tick (G5). The other
    /// finished status ends the activation with that status; running out of
    /// passes ends it with `again`.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn run<C: ?Sized, T: Ticker<C>>(&mut self, again: Status, ctx: &mut C, t: &mut T) -> Status
    where
        N: Node<C>,
        L: Refresh<C>,
    {
        self.limit.refresh(ctx);
        while self.more() {
            let was_running = self.child_running;
            let status = t.tick(&mut self.child, ctx);
            self.child_running = matches!(status, Status::Running);
            match status {
                Status::Running | Status::Skipped => return status,
                _ if status == again => {
                    self.count = I32::new(self.count.get().saturating_add(1));
                    if again == Status::Failure {
                        // BehaviorTree.CPP's Retry reads `num_attempts`
                        // again after each failure: the child may have
                        // changed it.
                        self.limit.refresh(ctx);
                    }
                    if !was_running && self.more() {
                        // The child is not running: a tree must not go
                        // straight back to it (see `resume`).
                        t.idle_running();
                        return Status::Running;
                    }
                }
                _ => {
                    self.count = I32::new(0);
                    return status;
                }
            }
        }
        self.count = I32::new(0);
        again
    }

    /// What `run` does with the result of a child that was running before
    /// this tick (see `resume`): `None` when it ticks the child again (a
    /// tick from the root does that, from the loop's top).
    fn finish(&mut self, again: Status, status: Status) -> Option<Status> {
        self.child_running = false;
        if matches!(status, Status::Skipped) {
            return Some(status);
        }
        if status != again {
            self.count = I32::new(0);
            return Some(status);
        }
        self.count = I32::new(self.count.get().saturating_add(1));
        if self.more() {
            return None;
        }
        self.count = I32::new(0);
        Some(again)
    }

    fn stop<C: ?Sized, T: Ticker<C>>(&mut self, ctx: &mut C, t: &mut T)
    where
        N: Node<C>,
    {
        self.count = I32::new(0);
        super::halt_if_running(&mut self.child, &mut self.child_running, ctx, t);
    }
}

/// Runs a succeeding child `num_cycles` times (BehaviorTree.CPP's `Repeat`;
/// `-1` repeats forever).
///
/// Each tick loops while cycles remain:
/// - `Success`: count it. If the child was not running before this tick and
///   cycles remain, return `Running` and go on next tick (BehaviorTree.CPP's
///   wake-up yield); otherwise tick it again at once.
/// - `Failure`: reset the count, return `Failure`.
/// - `Running`: return `Running`.
/// - `Skipped`: return `Skipped`, keeping the count.
///
/// When no cycles remain: reset the count and return `Success`, so
/// `num_cycles = 0` succeeds without ticking the child. Any other negative
/// value behaves like 0, as in BehaviorTree.CPP. `halt` resets the count.
#[derive(Clone, Copy, Debug)]
pub struct Repeat<N, L = RuntimeLimit>(Loop<N, L>);

impl<N> Repeat<N> {
    /// Repeats `child` `num_cycles` times (`-1`: forever).
    pub const fn new(num_cycles: i32, child: N) -> Self {
        Self(Loop::new(RuntimeLimit::new(num_cycles), child))
    }
}

impl<N, const NUM_CYCLES: i32> Repeat<N, ConstLimit<NUM_CYCLES>> {
    /// Repeats `child` `NUM_CYCLES` times (`-1`: forever), a number fixed
    /// in the type.
    ///
    /// ```
    /// use bt_core::decorator::{ConstLimit, Repeat};
    /// use bt_core::{Action, Node, Status};
    ///
    /// let mut twice = Repeat::<_, ConstLimit<2>>::with_const_limit(Action(|n: &mut u32| {
    ///     *n += 1;
    ///     Status::Success
    /// }));
    /// let mut n = 0;
    /// assert_eq!(twice.tick(&mut n), Status::Running); // the wake-up yield
    /// assert_eq!(twice.tick(&mut n), Status::Success);
    /// assert_eq!(n, 2);
    /// ```
    pub const fn with_const_limit(child: N) -> Self {
        Self(Loop::new(ConstLimit, child))
    }
}

impl<N, L: Limit> Repeat<N, L> {
    /// Repeats `child` as many times as `limit` says: read from the
    /// context at the start of each tick for [`ReadLimit`](super::ReadLimit)
    /// (see [`Refresh`]).
    pub const fn with_limit(limit: L, child: N) -> Self {
        Self(Loop::new(limit, child))
    }

    /// Cycles completed in the current activation.
    pub const fn count(&self) -> i32 {
        self.0.count.get()
    }

    /// `num_cycles`, as given (`-1`: forever).
    pub fn num_cycles(&self) -> i32 {
        self.0.limit.get()
    }
}

impl<C: ?Sized, N: Node<C>, L: Limit + Refresh<C>> Drive<C> for Repeat<N, L> {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn run<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) -> Status {
        self.0.run(Status::Success, ctx, t)
    }

    #[inline]
    fn stop<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) {
        self.0.stop(ctx, t);
    }
}

super::resume_through! {
    impl[N, L: Limit] Repeat<N, L>;
    child: |this| &mut this.0.child;
    finish: |this, status| this.0.finish(Status::Success, status);
}

impl<C: ?Sized, N: Node<C>, L: Limit + Refresh<C>> Node<C> for Repeat<N, L> {
    node_via_ticker!();
}

/// Retries a failing child up to `num_attempts` times (BehaviorTree.CPP's
/// `RetryUntilSuccessful`; `-1` retries forever).
///
/// Each tick loops while attempts remain:
/// - `Success`: reset the count, return `Success`.
/// - `Failure`: count it. If the child was not running before this tick and
///   attempts remain, return `Running` and retry next tick (the wake-up
///   yield); otherwise retry at once.
/// - `Running`: return `Running`.
/// - `Skipped`: return `Skipped`, keeping the count.
///
/// When no attempts remain: reset the count and return `Failure`, so
/// `num_attempts = 0` fails without ticking the child. `halt` resets the
/// count.
#[derive(Clone, Copy, Debug)]
pub struct Retry<N, L = RuntimeLimit>(Loop<N, L>);

impl<N> Retry<N> {
    /// Tries `child` up to `num_attempts` times (`-1`: forever).
    pub const fn new(num_attempts: i32, child: N) -> Self {
        Self(Loop::new(RuntimeLimit::new(num_attempts), child))
    }
}

impl<N, const NUM_ATTEMPTS: i32> Retry<N, ConstLimit<NUM_ATTEMPTS>> {
    /// Tries `child` up to `NUM_ATTEMPTS` times (`-1`: forever), a number
    /// fixed in the type.
    ///
    /// ```
    /// use bt_core::decorator::{ConstLimit, Retry};
    /// use bt_core::{Action, Node, Status};
    ///
    /// let mut three = Retry::<_, ConstLimit<3>>::with_const_limit(Action(|n: &mut u32| {
    ///     *n += 1;
    ///     Status::Failure
    /// }));
    /// let mut n = 0;
    /// assert_eq!(three.tick(&mut n), Status::Running); // the wake-up yields
    /// assert_eq!(three.tick(&mut n), Status::Running);
    /// assert_eq!(three.tick(&mut n), Status::Failure);
    /// assert_eq!(n, 3);
    /// ```
    pub const fn with_const_limit(child: N) -> Self {
        Self(Loop::new(ConstLimit, child))
    }
}

impl<N, L: Limit> Retry<N, L> {
    /// Tries `child` as many times as `limit` says: read from the context
    /// at the start of each tick and after each failure of the child for
    /// [`ReadLimit`](super::ReadLimit) (see [`Refresh`]).
    pub const fn with_limit(limit: L, child: N) -> Self {
        Self(Loop::new(limit, child))
    }

    /// Failed attempts in the current activation.
    pub const fn count(&self) -> i32 {
        self.0.count.get()
    }

    /// `num_attempts`, as given (`-1`: forever).
    pub fn num_attempts(&self) -> i32 {
        self.0.limit.get()
    }
}

impl<C: ?Sized, N: Node<C>, L: Limit + Refresh<C>> Drive<C> for Retry<N, L> {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn run<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) -> Status {
        self.0.run(Status::Failure, ctx, t)
    }

    #[inline]
    fn stop<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) {
        self.0.stop(ctx, t);
    }
}

super::resume_through! {
    impl[N, L: Limit] Retry<N, L>;
    child: |this| &mut this.0.child;
    finish: |this, status| this.0.finish(Status::Failure, status);
}

impl<C: ?Sized, N: Node<C>, L: Limit + Refresh<C>> Node<C> for Retry<N, L> {
    node_via_ticker!();
}
