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
//! [`coroutine`] takes a function that makes the coroutine: given a
//! [`Co`] handle, it returns a future (`|co| async move { .. }`, or an
//! async closure `async move |co| { .. }` that captures nothing: one that
//! does is not an `FnMut` returning a future, its runs would borrow its
//! captures; write `move |co| { let name = name.clone(); async move { .. }
//! }`, giving each run its own copy). The leaf ([`Coroutine`])
//! makes one when it is built and polls it once per tick: its body runs
//! from the top at the first tick, and from where it last paused after
//! that:
//!
//! - the future finishing ends the leaf with its output (a [`Status`], or a
//!   `bool`: `true` is `Success`); the leaf makes the next run's future at
//!   once, and the next tick starts its body afresh;
//! - the future pending ends the tick with `Running`.
//!
//! The function is called when the leaf is built and each time a run ends
//! (finishes or is halted), not at the tick that starts the run: code in
//! it outside the `async` block runs then, never with the context lent
//! ([`Co::with`] panics there). On a halt it runs first, then the halted
//! run's future is dropped (with the context lent), then the cleanup. A
//! panic in the coroutine leaves the leaf to panic at its later ticks
//! (polling a panicked future) until it is halted, which makes a fresh run;
//! a panic in the function when a run finishes leaves the finished future
//! in place, the same; one in the function during a halt leaves the halted
//! run as it was. A tree's halt reaches the leaf only if its parent saw it
//! running: one that panicked on the tick that started it, under a parent,
//! is not halted by `tree.halt`, and its tree must be built again. (A leaf
//! that restarts by itself after a panic was measured: the test at the top
//! of its tick cost every tick 3 to 11 instructions, see BENCHMARKS.md.) A coroutine finishes with `Success`, `Failure` or
//! `Skipped`, never `Running` (a run that is not done awaits): debug
//! builds panic on it.
//!
//! The awaitables below are polled once per tick, and do not wake the
//! waker (the leaf polls with a no-op one): inside a coroutine, a
//! combinator that polls only the futures that woke it (`FuturesUnordered`)
//! never polls them again; `join!`-like ones, which poll every pending
//! future each time, work.
//!
//! Name the context in the handle's type (`|co: Co<Guard>|`) where nothing
//! else does before the body is type-checked: `co.with(|g| g.x)` needs
//! `g`'s type. A coroutine made from a closure inside `bt!`
//! (`(coroutine(|co| async move { .. }))`, with `bt`'s feature
//! `coroutine`) gets it from the tree's context, as a closure leaf does.
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
//! The body runs on the thread that ticks the tree, a piece at a time:
//! work that blocks (a file, a socket, a long computation) would stall
//! the whole tick. Give such work a thread of its own with `bt`'s
//! threaded action and wait for it with `co.run`:
//! `co.run(&mut bt::leaf::threaded(start, finish)).await` is `Running`
//! until the work returns, and a halt of the coroutine halts it (feature
//! `std` of `bt`).
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
//! Two allocations per leaf, when it is built: the `Rc` of the context
//! slot its [`Co`] handles share, and the box its future is pinned in (the
//! tree moves, so the future cannot live in it unpinned). Each run's
//! future is written into the same box in place: none per start, none per
//! tick. A tick polls the boxed future with no test of whether one is
//! there. BENCHMARKS.md compares the instructions per tick with the same
//! action as a `StatefulAction`.
//! Needs `alloc`; without it there are no coroutine leaves.
//!
//! # When to write a coroutine, a `StatefulAction` or a subtree
//!
//! - A **coroutine** when the action is a script of steps in time ("walk to
//!   A, wait 2 s, walk to B"): the steps read top to bottom, loops and
//!   early exits are plain Rust, and cancellation is dropping the future.
//! - A **`StatefulAction`** when the action is one step repeated (move a
//!   little each tick until there) or must cost the fewest instructions:
//!   its state is a few fields you choose, with no allocation.
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
#[diagnostic::on_unimplemented(
    message = "a coroutine finishes with a `Status` or a `bool`, not `{Self}`",
    label = "this coroutine's `async` block ends with `{Self}`",
    note = "end the `async` block with the leaf's result: `Status::Success`, `Status::Failure` \
            or a `bool` (`true` is success)",
    note = "a coroutine that never ends loops over `0..` and ends with the status it never \
            reaches (`loop {{}}` makes its output `!`, which a library cannot take)"
)]
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
    /// `true` once the future has been polled and until it finishes or is
    /// halted.
    running: bool,
    /// The next or running coroutine, pinned in a box made when the leaf is
    /// built and kept: when a run ends (finished or halted) the next run's
    /// future is written into it in place (`Pin::set`), ready to be polled
    /// from its start at the next tick, so a tick never tests whether
    /// there is a future.
    future: Pin<Box<Fut>>,
}

/// A coroutine leaf: `start` is called with the coroutine's [`Co`] handle
/// to make each run's coroutine (an `async` block) whose output is the
/// leaf's result: once when the leaf is built and again each time a run
/// ends (finishes or is halted). The `async` block's body runs from its
/// top at the next tick. Reach the context inside the `async` block: when
/// the leaf is built there is none ([`Co::with`] panics).
pub fn coroutine<C, S, Fut>(mut start: S) -> Coroutine<C, S, Fut>
where
    C: ?Sized,
    S: FnMut(Co<C>) -> Fut,
    Fut: Future,
    Fut::Output: IntoStatus,
{
    let co = Co::new();
    let future = Box::pin(start(co.clone()));
    Coroutine {
        start,
        on_halt: (),
        co,
        running: false,
        future,
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
            running: self.running,
            future: self.future,
        }
    }
}

impl<C: ?Sized, S, Fut, H> Coroutine<C, S, Fut, H> {
    /// `true` while the coroutine has started and not finished (nor been
    /// halted).
    pub fn is_running(&self) -> bool {
        self.running
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
            start,
            co,
            future,
            running,
            ..
        } = self;
        // Running from the first poll on: also if the poll panics, so that
        // a halt then makes a fresh run.
        *running = true;
        let polled = co.lend(ctx, || {
            future
                .as_mut()
                .poll(&mut Context::from_waker(Waker::noop()))
        });
        match polled {
            Poll::Pending => Status::Running,
            Poll::Ready(output) => {
                // The next run's future, made with no context lent (as when
                // the leaf is built), in place of the finished one (which
                // holds nothing: its locals were dropped as it returned).
                *running = false;
                future.set(start(co.clone()));
                let status = output.into_status();
                debug_assert!(
                    status != Status::Running,
                    "bt-coroutine: a coroutine finished with `Status::Running`; one that is not \
                     done awaits instead (`co.yield_now().await`)"
                );
                status
            }
        }
    }

    fn halt(&mut self, ctx: &mut C) {
        if !self.running {
            return;
        }
        let Self {
            start,
            co,
            future,
            running,
            ..
        } = self;
        // The next run's future is made first, with no context lent (as
        // when the leaf is built); then the halted one is dropped in its
        // place with the context lent (a `co.run` in progress halts its
        // node), then the cleanup runs. A start function that panics here
        // leaves the halted run as it was.
        let next = start(co.clone());
        co.lend(ctx, || future.set(next));
        *running = false;
        self.on_halt.on_halt(ctx);
    }
}
