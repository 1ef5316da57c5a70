//! [`Co`], a coroutine's handle on the tree's context, and the things a
//! coroutine awaits.

use alloc::rc::Rc;
use core::future::Future;
use core::pin::Pin;
use core::task::{Context, Poll};
use core::time::Duration;

use bt_core::{Clock, Node, Status};

use crate::slot::{NoContext, Slot};

/// A coroutine's handle on the context of the tree it runs in.
///
/// The tree lends its `&mut C` only during a tick, so a coroutine reaches
/// the context through this handle, in a closure: [`with`](Co::with) runs
/// the closure at once, inside the current tick, and the reference cannot
/// be kept past it. Between two awaits a coroutine can call `with` as often
/// as it likes; across an await it keeps values, not borrows.
///
/// A `Co` can be cloned (the clones share the context) and is neither
/// `Send` nor `Sync`.
pub struct Co<C: ?Sized> {
    slot: Rc<Slot<C>>,
}

impl<C: ?Sized> Clone for Co<C> {
    fn clone(&self) -> Self {
        Self {
            slot: Rc::clone(&self.slot),
        }
    }
}

impl<C: ?Sized> core::fmt::Debug for Co<C> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("Co")
    }
}

impl<C: ?Sized> Co<C> {
    pub(crate) fn new() -> Self {
        Self {
            slot: Rc::new(Slot::new()),
        }
    }

    /// Runs `f` with the context, now.
    ///
    /// # Panics
    ///
    /// Outside a tick (or halt) of the coroutine's leaf, and inside another
    /// `with` of the same coroutine; [`try_with`](Co::try_with) returns an
    /// error instead.
    #[track_caller]
    pub fn with<R>(&self, f: impl FnOnce(&mut C) -> R) -> R {
        match self.slot.with(f) {
            Ok(r) => r,
            Err(e) => no_context(e),
        }
    }

    /// Runs `f` with the context, or says why it cannot.
    ///
    /// # Errors
    ///
    /// [`NoContext`] outside a tick (or halt) of the coroutine's leaf, and
    /// inside another `with` of the same coroutine.
    pub fn try_with<R>(&self, f: impl FnOnce(&mut C) -> R) -> Result<R, NoContext> {
        self.slot.with(f)
    }

    /// Ends this tick: the leaf returns `Running`, and the coroutine goes on
    /// from here on the next tick (C#'s `yield return null`).
    pub fn yield_now(&self) -> Yield {
        Yield { yielded: false }
    }

    /// Waits until `condition` holds: checked now, then once per tick.
    pub fn until<F: FnMut(&mut C) -> bool>(&self, condition: F) -> Until<'_, C, F> {
        Until {
            co: self,
            condition,
        }
    }

    /// Waits `duration` on the context's [`Clock`]: the coroutine goes on at
    /// the first tick at or past the time it started waiting plus
    /// `duration` (at once for a zero duration; never for one that goes
    /// past the clock's range, such as `Duration::MAX`).
    pub fn sleep(&self, duration: Duration) -> Sleep<'_, C>
    where
        C: Clock,
    {
        Sleep {
            co: self,
            duration,
            deadline: None,
        }
    }

    /// Runs `node` to completion, one tick of it per tick of the
    /// coroutine's leaf, and gives its result. If the coroutine is halted
    /// while `node` runs, `node` is halted too.
    pub fn run<'n, N: Node<C> + ?Sized>(&self, node: &'n mut N) -> Run<'_, 'n, C, N> {
        Run {
            co: self,
            node,
            running: false,
        }
    }

    pub(crate) fn lend<R>(&self, ctx: &mut C, f: impl FnOnce() -> R) -> R {
        self.slot.lend(ctx, f)
    }
}

/// [`Co::with`]'s panic, out of line so that the check costs a test and a
/// branch where `with` is inlined.
#[cold]
#[inline(never)]
#[track_caller]
fn no_context(e: NoContext) -> ! {
    panic!("Co::with: {e}")
}

/// What [`Co::yield_now`] returns: pending once, then done.
#[derive(Debug)]
#[must_use = "a coroutine yields only when this is awaited"]
pub struct Yield {
    yielded: bool,
}

impl Future for Yield {
    type Output = ();

    fn poll(mut self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<()> {
        if self.yielded {
            Poll::Ready(())
        } else {
            self.yielded = true;
            Poll::Pending
        }
    }
}

/// What [`Co::until`] returns.
#[must_use = "a coroutine waits only when this is awaited"]
pub struct Until<'co, C: ?Sized, F> {
    co: &'co Co<C>,
    condition: F,
}

impl<C: ?Sized, F: FnMut(&mut C) -> bool> Future for Until<'_, C, F> {
    type Output = ();

    fn poll(self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<()> {
        // `Until` is `Unpin` (below): it is never pinned structurally.
        let this = Pin::into_inner(self);
        if this.co.with(&mut this.condition) {
            Poll::Ready(())
        } else {
            Poll::Pending
        }
    }
}

/// The condition is only ever called through `&mut`, never pinned.
impl<C: ?Sized, F> Unpin for Until<'_, C, F> {}

/// What [`Co::sleep`] returns.
#[derive(Debug)]
#[must_use = "a coroutine sleeps only when this is awaited"]
pub struct Sleep<'co, C: ?Sized> {
    co: &'co Co<C>,
    duration: Duration,
    deadline: Option<Duration>,
}

impl<C: Clock + ?Sized> Future for Sleep<'_, C> {
    type Output = ();

    fn poll(mut self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<()> {
        let now = self.co.with(|ctx| ctx.now());
        // The latest time there is for a sleep past it (`Duration::MAX`).
        let duration = self.duration;
        let deadline = *self
            .deadline
            .get_or_insert_with(|| now.saturating_add(duration));
        if now >= deadline {
            Poll::Ready(())
        } else {
            Poll::Pending
        }
    }
}

/// What [`Co::run`] returns.
#[must_use = "a coroutine runs the node only when this is awaited"]
pub struct Run<'co, 'n, C: ?Sized, N: Node<C> + ?Sized> {
    co: &'co Co<C>,
    node: &'n mut N,
    running: bool,
}

impl<C: ?Sized, N: Node<C> + ?Sized> Future for Run<'_, '_, C, N> {
    type Output = Status;

    fn poll(mut self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<Status> {
        let this = &mut *self;
        let node = &mut *this.node;
        let status = this.co.with(|ctx| node.tick(ctx));
        this.running = status == Status::Running;
        if this.running {
            Poll::Pending
        } else {
            Poll::Ready(status)
        }
    }
}

impl<C: ?Sized, N: Node<C> + ?Sized> Drop for Run<'_, '_, C, N> {
    fn drop(&mut self) {
        // Cancelled while the node runs: halt it. The context is lent when
        // the coroutine's leaf is halted; when the leaf is dropped without
        // a halt it is not, and the node is dropped unhalted, as any
        // running node is when its tree is dropped.
        if self.running {
            let node = &mut *self.node;
            let _ = self.co.try_with(|ctx| node.halt(ctx));
        }
    }
}
