use core::fmt;
use core::ops::ControlFlow;

use crate::children::{ChildList, Children, Index, Visit};
use crate::node::{Hints, tick_hints};
use crate::observe::{Ticker, node_via_ticker};
use crate::resume::{ChildAt, Finish, TickChild};
use crate::{Node, Status};

/// Whether the child a yielding node stands at is running. Plain sequences
/// and fallbacks never stand at an idle child, so they store nothing.
trait RunBit: Copy + Default {
    fn get(self) -> bool;
    fn set(&mut self, running: bool);
}

impl RunBit for () {
    #[inline(always)]
    fn get(self) -> bool {
        true
    }
    #[inline(always)]
    fn set(&mut self, _: bool) {}
}

impl RunBit for bool {
    #[inline(always)]
    fn get(self) -> bool {
        self
    }
    #[inline(always)]
    fn set(&mut self, running: bool) {
        *self = running;
    }
}

/// Where a sequence-like node stands.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Cursor<I, B> {
    /// 0: at rest (the next tick starts at child 0); `k + 1`: the node stands
    /// at child `k` (running it, or about to tick it after a yield or a kept
    /// failure).
    pos: I,
    /// Children skipped so far in this activation (BehaviorTree.CPP's
    /// `skipped_count`); written only when a child is skipped.
    skipped: I,
    /// For yielding nodes: whether the child at `pos` is running.
    running: B,
}

impl<I: Index, B: RunBit> Cursor<I, B> {
    // Forced in line in debug builds only: forced in optimized ones too,
    // it made W5 79.4 -> 82.5 instructions per tick (measured; left to the
    // optimizer there).
    #[cfg_attr(debug_assertions, inline(always))]
    fn start() -> Self {
        Self {
            pos: I::new(0),
            skipped: I::new(0),
            running: B::default(),
        }
    }

    /// Ends an activation: the next tick starts at `pos` (one-based, 0 for
    /// the first child) with no child running and nothing skipped. The
    /// position is written only if the node `moves` (see [`tick_walk`]);
    /// otherwise it is 0 already. In a `fresh` tick of a plain node the
    /// cursor was at rest and nothing in it has changed, so nothing is
    /// written.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn rest(&mut self, pos: usize, moves: bool, fresh: bool) {
        if fresh {
            return;
        }
        if moves {
            self.pos = I::new(pos);
        }
        self.skipped = I::new(0);
        self.running.set(false);
    }
}

/// The visitor shared by the sequence and fallback family.
///
/// `FALLBACK` swaps success and failure; `YIELD` gives control back after a
/// child that finished "synchronously" (it was not running before this
/// tick) when children remain, as BehaviorTree.CPP's wake-up signal does.
struct Walk<'t, T, const FALLBACK: bool, const YIELD: bool> {
    ticker: &'t mut T,
    start: usize,
    start_running: bool,
    len: usize,
    skipped: usize,
    at: usize,
    child_running: bool,
}

impl<C: ?Sized, T: Ticker<C>, const FALLBACK: bool, const YIELD: bool> Visit<C>
    for Walk<'_, T, FALLBACK, YIELD>
{
    crate::children::visit_by_step!();
}

impl<T, const FALLBACK: bool, const YIELD: bool> Walk<'_, T, FALLBACK, YIELD> {
    /// What the walk does with child `i`'s result: the same for every
    /// child, so compiled once per walk rather than once per child.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn step<C: ?Sized>(&mut self, i: usize, status: Status) -> ControlFlow<Status>
    where
        T: Ticker<C>,
    {
        match status {
            Status::Running => {
                self.at = i;
                self.child_running = true;
                ControlFlow::Break(Status::Running)
            }
            Status::Skipped => {
                self.skipped += 1;
                ControlFlow::Continue(())
            }
            Status::Success | Status::Failure if matches!(status, Status::Success) != FALLBACK => {
                if YIELD && i + 1 < self.len && !(self.start_running && i == self.start) {
                    self.at = i + 1;
                    self.child_running = false;
                    self.ticker.idle_running();
                    return ControlFlow::Break(Status::Running);
                }
                ControlFlow::Continue(())
            }
            _ => {
                self.at = i;
                ControlFlow::Break(status)
            }
        }
    }
}

/// One tick of a sequence-like node. `MEMORY` keeps the position of a failed
/// child (`SequenceWithMemory`).
///
/// Two facts known at compile time for most trees drop bookkeeping (see
/// [`Node::hints`]): when no child can run and the node neither yields nor
/// keeps a failed position, the node is always at rest between ticks, so
/// its position is neither read nor written (nor is it read in a tick of a
/// tree at rest, see [`Node::tick_fresh`]); when some child can never be
/// skipped, the children can never all be skipped, so the skip count is
/// not kept up (only reset at the end of each activation, which keeps the
/// count that [`finish_walk`] reads below the number of children).
#[cfg_attr(debug_assertions, inline)]
#[cfg_attr(not(debug_assertions), inline(always))]
fn tick_walk<C, Ch, B, T, const FALLBACK: bool, const YIELD: bool, const MEMORY: bool>(
    children: &mut Ch,
    cursor: &mut Cursor<Ch::Index, B>,
    ctx: &mut C,
    ticker: &mut T,
) -> Status
where
    C: ?Sized,
    Ch: Children<C>,
    B: RunBit,
    T: Ticker<C>,
{
    let hints = tick_hints(|| children.hints());
    let moves = YIELD || MEMORY || hints.may_run;
    let counts = hints.may_skip;
    // In a tick of a tree at rest, a node that moves only while a child
    // runs stands at its first child.
    let fresh = !YIELD && !MEMORY && ticker.at_rest();
    let pos = if moves && !fresh { cursor.pos.get() } else { 0 };
    let start = pos.saturating_sub(1);
    let mut walk = Walk::<T, FALLBACK, YIELD> {
        ticker,
        start,
        start_running: pos != 0 && cursor.running.get(),
        len: children.len(),
        skipped: 0,
        at: 0,
        child_running: false,
    };
    match children.visit_from_pos(pos, ctx, &mut walk) {
        ControlFlow::Break(Status::Running) => {
            cursor.pos = Ch::Index::new(walk.at + 1);
            cursor.running.set(walk.child_running);
            if fresh {
                // The cursor was at rest: nothing was skipped before this
                // tick. Writing the count beside the position, even when it
                // is the 0 it was, lets the optimizer store both at once,
                // and the cursors of nested nodes, which lie side by side,
                // in a few wide stores.
                cursor.skipped = Ch::Index::new(walk.skipped);
            } else if counts && walk.skipped != 0 {
                cursor.skipped = Ch::Index::new(cursor.skipped.get() + walk.skipped);
            }
            Status::Running
        }
        ControlFlow::Break(status) => {
            // Resume at the failed child next time (not running then).
            let keep = if MEMORY { walk.at + 1 } else { 0 };
            cursor.rest(keep, moves, fresh);
            status
        }
        ControlFlow::Continue(()) => {
            let all_skipped = counts && cursor.skipped.get() + walk.skipped == walk.len;
            cursor.rest(0, moves, fresh);
            completed::<FALLBACK>(all_skipped)
        }
    }
}

/// The child at `k`, which the node was running, returned `status` (not
/// `Running`) in a tick that went straight to it (see
/// [`resume`](crate::resume)): what `tick_walk` does with that result when
/// the walk starts at `k`. `None`: the node goes on to child `k + 1`, where
/// its cursor now stands.
#[cfg_attr(debug_assertions, inline)]
#[cfg_attr(not(debug_assertions), inline(always))]
fn finish_walk<I, B, const FALLBACK: bool, const MEMORY: bool>(
    cursor: &mut Cursor<I, B>,
    len: usize,
    k: usize,
    status: Status,
) -> Option<Status>
where
    I: Index,
    B: RunBit,
{
    let go_on = match status {
        Status::Running => {
            cursor.pos = I::new(k + 1);
            cursor.running.set(true);
            return Some(Status::Running);
        }
        Status::Skipped => {
            cursor.skipped = I::new(cursor.skipped.get() + 1);
            true
        }
        _ => matches!(status, Status::Success) != FALLBACK,
    };
    if !go_on {
        *cursor = Cursor::start();
        if MEMORY {
            cursor.pos = I::new(k + 1);
        }
        return Some(status);
    }
    if k + 1 < len {
        // A child that was running before this tick finished: the walk goes
        // on without yielding.
        cursor.pos = I::new(k + 2);
        cursor.running.set(false);
        return None;
    }
    // Only a skipped last child can make every child skipped.
    let all_skipped = matches!(status, Status::Skipped) && cursor.skipped.get() == len;
    *cursor = Cursor::start();
    Some(completed::<FALLBACK>(all_skipped))
}

/// The result of a sequence-like node that went past its last child.
#[inline(always)]
fn completed<const FALLBACK: bool>(all_skipped: bool) -> Status {
    match (all_skipped, FALLBACK) {
        (true, _) => Status::Skipped,
        (false, false) => Status::Success,
        (false, true) => Status::Failure,
    }
}

/// Halts the running child, if any. `MEMORY` keeps the position.
#[inline]
fn halt_walk<C, Ch, B, T, const MEMORY: bool>(
    children: &mut Ch,
    cursor: &mut Cursor<Ch::Index, B>,
    ctx: &mut C,
    ticker: &mut T,
) where
    C: ?Sized,
    Ch: Children<C>,
    B: RunBit,
    T: Ticker<C>,
{
    let pos = cursor.pos.get();
    if pos != 0 && cursor.running.get() {
        children.halt_at(pos - 1, ctx, ticker);
    }
    let keep = if MEMORY {
        cursor.pos
    } else {
        Ch::Index::new(0)
    };
    *cursor = Cursor::start();
    cursor.pos = keep;
}

macro_rules! sequence_like {
    ($(#[$doc:meta])* $name:ident, fallback = $fb:literal, yields = $y:literal, memory = $m:literal, run_bit = $b:ty) => {
        $(#[$doc])*
        pub struct $name<Ch: ChildList> {
            children: Ch,
            cursor: Cursor<Ch::Index, $b>,
        }

        impl<Ch: ChildList> $name<Ch> {
            /// A node over `children` (a tuple, a [`Group`](crate::children::Group),
            /// an array or a `Vec`).
            pub fn new(children: Ch) -> Self {
                Self { children, cursor: Cursor::start() }
            }

            /// The children.
            pub const fn children(&self) -> &Ch {
                &self.children
            }

            /// The position of the child the next tick starts at.
            pub fn position(&self) -> usize {
                self.cursor.pos.get().saturating_sub(1)
            }
        }

        impl<Ch: ChildList> $name<Ch> {
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn run<C: ?Sized, T: Ticker<C>>(&mut self, ctx: &mut C, ticker: &mut T) -> Status
            where
                Ch: Children<C>,
            {
                tick_walk::<C, Ch, $b, T, $fb, $y, $m>(&mut self.children, &mut self.cursor, ctx, ticker)
            }

            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn stop<C: ?Sized, T: Ticker<C>>(&mut self, ctx: &mut C, ticker: &mut T)
            where
                Ch: Children<C>,
            {
                halt_walk::<C, Ch, $b, T, $m>(&mut self.children, &mut self.cursor, ctx, ticker);
            }
        }

        impl<C: ?Sized, Ch: Children<C>> Node<C> for $name<Ch> {
            node_via_ticker!();

            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn hints(&self) -> Hints {
                let children = self.children.hints();
                Hints {
                    may_run: $y || children.may_run,
                    may_skip: children.may_skip,
                }
            }

            // A plain sequence or fallback stands anywhere but at rest only
            // while its child runs, so it ticks its children fresh; the
            // yielding and memory kinds tick them tracked.
            #[inline]
            fn tick_fresh(&mut self, ctx: &mut C, last: &mut crate::observe::NodeId) -> Status {
                self.run(ctx, &mut crate::observe::Tracking::<{ !($y || $m) }>(last))
            }
        }

        impl<Ch: ChildList + ChildAt<K>, const K: usize> ChildAt<K> for $name<Ch> {
            type Child = Ch::Child;
            #[inline(always)]
            fn child_at(&mut self) -> &mut Ch::Child {
                self.children.child_at()
            }
        }

        impl<C: ?Sized, Ch: Children<C>> TickChild<C> for $name<Ch> {
            #[inline(always)]
            fn tick_child(&mut self, k: usize, ctx: &mut C) -> Option<Status> {
                self.children.tick_runner_at(k, ctx)
            }
        }

        impl<Ch: ChildList> Finish for $name<Ch> {
            #[inline(always)]
            fn finish(&mut self, k: usize, status: Status) -> Option<Status> {
                finish_walk::<Ch::Index, $b, $fb, $m>(&mut self.cursor, self.children.len(), k, status)
            }
        }

        impl<Ch: ChildList + Clone> Clone for $name<Ch> {
            fn clone(&self) -> Self {
                Self { children: self.children.clone(), cursor: self.cursor }
            }
        }

        impl<Ch: ChildList + fmt::Debug> fmt::Debug for $name<Ch> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_struct(stringify!($name))
                    .field("position", &self.position())
                    .field("children", &self.children)
                    .finish()
            }
        }
    };
}

sequence_like!(
    /// Ticks its children in order while they succeed (BehaviorTree.CPP's
    /// `Sequence`).
    ///
    /// - A running child makes the sequence return `Running`; the next tick
    ///   resumes at that child, without re-ticking earlier ones.
    /// - A failing child makes it return `Failure` and start over next time.
    /// - A skipped child is stepped over.
    /// - After the last child: `Success`, or `Skipped` if every child was
    ///   skipped (also what a sequence with no children returns).
    /// - `halt` halts the running child; the next tick starts at child 0.
    Sequence, fallback = false, yields = false, memory = false, run_bit = ()
);

sequence_like!(
    /// A sequence that keeps its place (BehaviorTree.CPP's
    /// `SequenceWithMemory`, alias `SequenceStar`).
    ///
    /// As [`Sequence`], except:
    /// - after a failure, the next tick resumes **at the failed child**;
    /// - `halt` halts the running child but keeps the position, so the
    ///   children that already succeeded are not run again;
    /// - after a child that succeeded within the tick (it was not running
    ///   before), when children remain, it returns `Running` and continues
    ///   with the next child on the next tick (BehaviorTree.CPP's wake-up
    ///   yield under `tickExactlyOnce`).
    SequenceWithMemory, fallback = false, yields = true, memory = true, run_bit = bool
);

sequence_like!(
    /// A sequence that gives control back after every child that succeeded
    /// within the tick (BehaviorTree.CPP's `AsyncSequence`).
    ///
    /// As [`Sequence`], except that when a child that was not running before
    /// this tick succeeds and children remain, the node returns `Running`
    /// and ticks the next child on the next tick.
    AsyncSequence, fallback = false, yields = true, memory = false, run_bit = bool
);

sequence_like!(
    /// Ticks its children in order until one succeeds (BehaviorTree.CPP's
    /// `Fallback`; `selector` in the macro).
    ///
    /// - A running child makes it return `Running`; the next tick resumes at
    ///   that child without re-checking earlier ones.
    /// - A succeeding child makes it return `Success` and start over.
    /// - A skipped child is stepped over.
    /// - After the last child: `Failure`, or `Skipped` if every child was
    ///   skipped (also what a fallback with no children returns).
    Fallback, fallback = true, yields = false, memory = false, run_bit = ()
);

sequence_like!(
    /// A fallback that gives control back after every child that failed
    /// within the tick (BehaviorTree.CPP's `AsyncFallback`).
    AsyncFallback, fallback = true, yields = true, memory = false, run_bit = bool
);
