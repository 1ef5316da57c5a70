//! Coroutine leaves for [`bt`](https://docs.rs/bt): a multi-tick action
//! written as straight-line `async` code instead of a state machine.
//!
//! ```
//! use bt::{Status, bt};
//! use bt_coroutine::coroutine;
//!
//! struct Guard { x: i32, log: Vec<String> }
//!
//! // Walk to x = 3, one step per tick, then report.
//! let walk = coroutine(|co| async move {
//!     while co.with(|g: &mut Guard| g.x) < 3 {
//!         co.with(|g| { g.x += 1; g.log.push(format!("step to {}", g.x)) });
//!         co.yield_now().await; // end this tick: the leaf returns Running
//!     }
//!     co.with(|g| g.log.push("arrived".to_owned()));
//!     Status::Success
//! });
//! let mut tree = bt!(sequence<walk, success>);
//! let mut guard = Guard { x: 0, log: vec![] };
//! assert_eq!(tree.tick(&mut guard), Status::Running);
//! assert_eq!(tree.tick(&mut guard), Status::Running);
//! assert_eq!(tree.tick(&mut guard), Status::Running);
//! assert_eq!(tree.tick(&mut guard), Status::Success);
//! assert_eq!(guard.log, ["step to 1", "step to 2", "step to 3", "arrived"]);
//! ```
//!
//! # How it works
//!
//! [`coroutine`] takes a function that starts the coroutine: given a
//! [`Co`] handle, it returns a future (`|co| async move { .. }`, or an
//! async closure `async move |co| { .. }`). The leaf
//! ([`Coroutine`]) starts it on a tick when it is not running and polls it
//! once per tick after that:
//!
//! - the future finishing ends the leaf with its output (a [`Status`], or a
//!   `bool`: `true` is `Success`); the next tick starts it afresh;
//! - the future pending ends the tick with `Running`.
//!
//! Inside, the coroutine reaches the tree's context through
//! [`Co::with`] (a closure that runs at once: the tree lends `&mut C` only
//! during a tick, so a coroutine keeps values across an `.await`, never
//! the borrow), and awaits:
//!
//! | await | does |
//! |---|---|
//! | [`co.yield_now()`](Co::yield_now) | ends this tick with `Running` (C#'s `yield return null`) |
//! | [`co.until(cond)`](Co::until) | waits until a condition on the context holds (checked now, then once per tick) |
//! | [`co.sleep(duration)`](Co::sleep) | waits on the context's [`Clock`](bt_core::Clock) |
//! | [`co.run(&mut node)`](Co::run) | runs another node or `bt!` tree to completion, one tick of it per tick, and gives its status |
//!
//! A coroutine that runs until it is halted cannot end in a bare `loop {
//! .. }`: its output would be `!`, which stable Rust does not let a
//! library take as a result. Loop over `0..` instead, and end with the
//! status it never reaches.
//!
//! Halting the leaf drops the future (cancellation: C#'s `Dispose`), with
//! the context lent, so a [`co.run`](Co::run) in progress halts its node; a
//! cleanup callback given with [`Coroutine::on_halt`] runs after. A halt of
//! a leaf that is not running does nothing.
//!
//! # Costs
//!
//! One `Rc` per leaf when it is built, and one allocation at its first
//! start: the future is pinned in a box (the tree moves, so the future
//! cannot live in it unpinned), and later starts write the new future into
//! the same box in place. None per tick, none per later start. BENCHMARKS.md compares the
//! instructions per tick with the same action as a `StatefulAction`.
//! Needs `alloc`; without it there are no coroutine leaves.
//!
//! # When to write a coroutine, a `StatefulAction` or a subtree
//!
//! - A **coroutine** when the action is a script of steps in time ("walk to
//!   A, wait 2 s, walk to B"): the steps read top to bottom, loops and
//!   early exits are plain Rust, and cancellation is dropping the future.
//! - A **`StatefulAction`** when the action is one step repeated (move a
//!   little each tick until there) or must cost the fewest instructions:
//!   its state is a few fields you choose, with no allocation at start.
//! - A **subtree** when the steps should be visible to observers, loggers,
//!   Groot2 and the exports, or when other nodes (reactive conditions,
//!   timeouts, retries) must act on each step: a coroutine is one leaf to
//!   the tree.
//!
//! # Threads
//!
//! [`Co`] is neither `Send` nor `Sync`, and so neither is a tree holding a
//! coroutine leaf: build such trees on the thread that ticks them.
//!
//! # Safety
//!
//! The handle's access to the context is the one place in `bt` that needs
//! `unsafe`: a private module of this crate, with its safety argument and
//! tests that try to break it (use outside a tick, nested, after a halt,
//! across threads).
#![no_std]
#![deny(missing_docs)]

extern crate alloc;

mod co;
mod slot;

use alloc::boxed::Box;
use core::future::Future;
use core::pin::Pin;
use core::task::{Context, Poll, Waker};

use bt_core::{Node, Status};

pub use co::{Co, Run, Sleep, Until, Yield};
pub use slot::NoContext;

/// What a coroutine may finish with: a [`Status`], or a `bool` (`true` is
/// `Success`).
pub trait IntoStatus {
    /// The leaf's status.
    fn into_status(self) -> Status;
}

impl IntoStatus for Status {
    fn into_status(self) -> Status {
        self
    }
}

impl IntoStatus for bool {
    fn into_status(self) -> Status {
        if self {
            Status::Success
        } else {
            Status::Failure
        }
    }
}

/// A cleanup run when a running coroutine is halted: `()` for none, or a
/// `FnMut(&mut C)`.
pub trait OnHalt<C: ?Sized> {
    /// Runs the cleanup.
    fn on_halt(&mut self, ctx: &mut C);
}

impl<C: ?Sized> OnHalt<C> for () {
    fn on_halt(&mut self, _: &mut C) {}
}

impl<C: ?Sized, F: FnMut(&mut C)> OnHalt<C> for F {
    fn on_halt(&mut self, ctx: &mut C) {
        self(ctx);
    }
}

/// A leaf whose action is an `async` coroutine; see the [crate docs](crate).
pub struct Coroutine<C: ?Sized, S, Fut, H = ()> {
    start: S,
    on_halt: H,
    co: Co<C>,
    /// The running coroutine, pinned in a box made at the first start and
    /// kept: later starts write the new future into it in place
    /// (`Pin::set`), so only the first start allocates.
    future: Option<Pin<Box<Option<Fut>>>>,
}

/// A coroutine leaf: `start` is called with the coroutine's [`Co`] handle
/// each time the leaf starts, and returns the coroutine (an `async` block)
/// whose output is the leaf's result.
pub fn coroutine<C, S, Fut>(start: S) -> Coroutine<C, S, Fut>
where
    C: ?Sized,
    S: FnMut(Co<C>) -> Fut,
    Fut: Future,
    Fut::Output: IntoStatus,
{
    Coroutine {
        start,
        on_halt: (),
        co: Co::new(),
        future: None,
    }
}

impl<C: ?Sized, S, Fut> Coroutine<C, S, Fut> {
    /// Adds a cleanup that runs, with the context, when the coroutine is
    /// halted while running (after its future is dropped).
    pub fn on_halt<H: FnMut(&mut C)>(self, on_halt: H) -> Coroutine<C, S, Fut, H> {
        Coroutine {
            start: self.start,
            on_halt,
            co: self.co,
            future: self.future,
        }
    }
}

impl<C: ?Sized, S, Fut, H> Coroutine<C, S, Fut, H> {
    /// `true` while the coroutine has started and not finished (nor been
    /// halted).
    pub fn is_running(&self) -> bool {
        self.future.as_ref().is_some_and(|f| f.is_some())
    }
}

impl<C: ?Sized, S, Fut, H> core::fmt::Debug for Coroutine<C, S, Fut, H> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Coroutine")
            .field("running", &self.is_running())
            .finish_non_exhaustive()
    }
}

impl<C, S, Fut, H> Node<C> for Coroutine<C, S, Fut, H>
where
    C: ?Sized,
    S: FnMut(Co<C>) -> Fut,
    Fut: Future,
    Fut::Output: IntoStatus,
    H: OnHalt<C>,
{
    fn tick(&mut self, ctx: &mut C) -> Status {
        let Self {
            start, co, future, ..
        } = self;
        co.lend(ctx, || {
            let slot = future.get_or_insert_with(|| Box::pin(None));
            if slot.is_none() {
                slot.as_mut().set(Some(start(co.clone())));
            }
            // `slot` holds a future now: `Pending` for `None` is never used.
            let poll = slot.as_mut().as_pin_mut().map_or(Poll::Pending, |running| {
                running.poll(&mut Context::from_waker(Waker::noop()))
            });
            match poll {
                Poll::Pending => Status::Running,
                Poll::Ready(output) => {
                    // Dropped in place, while the context is lent, as on a
                    // halt.
                    slot.as_mut().set(None);
                    output.into_status()
                }
            }
        })
    }

    fn halt(&mut self, ctx: &mut C) {
        let Some(slot) = self.future.as_mut().filter(|f| f.is_some()) else {
            return;
        };
        self.co.lend(ctx, || slot.as_mut().set(None));
        self.on_halt.on_halt(ctx);
    }
}
