use core::fmt;
use core::ops::ControlFlow;

use crate::children::{ChildList, Children, Index, Visit};
use crate::{Node, Status};

/// Some child finished with the status that lets the walk go on (success
/// for a sequence, failure for a fallback) during this activation: the node
/// is not "all children skipped".
const PROGRESSED: u8 = 1;
/// The child at the cursor returned `Running` on the last tick.
const RUNNING: u8 = 2;

/// Where a sequence-like node stands: the child to resume at and two flags.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Cursor<I> {
    idx: I,
    flags: u8,
}

impl<I: Index> Cursor<I> {
    fn start() -> Self {
        Self {
            idx: I::new(0),
            flags: 0,
        }
    }
}

/// The visitor shared by the sequence and fallback family.
///
/// `FALLBACK` swaps success and failure; `YIELD` gives control back after a
/// child that finished "synchronously" (it was not running before this
/// tick) when children remain, as BehaviorTree.CPP's wake-up signal does.
struct Walk<const FALLBACK: bool, const YIELD: bool> {
    start: usize,
    start_running: bool,
    len: usize,
    progressed: bool,
    at: usize,
    child_running: bool,
}

impl<C: ?Sized, const FALLBACK: bool, const YIELD: bool> Visit<C> for Walk<FALLBACK, YIELD> {
    #[inline(always)]
    fn visit<N: Node<C>>(&mut self, i: usize, child: &mut N, ctx: &mut C) -> ControlFlow<Status> {
        let status = child.tick(ctx);
        match status {
            Status::Running => {
                self.at = i;
                self.child_running = true;
                ControlFlow::Break(Status::Running)
            }
            Status::Skipped => ControlFlow::Continue(()),
            Status::Success | Status::Failure if (status == Status::Success) != FALLBACK => {
                self.progressed = true;
                if YIELD && i + 1 < self.len && !(self.start_running && i == self.start) {
                    self.at = i + 1;
                    self.child_running = false;
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
#[inline(always)]
fn tick_walk<C, Ch, const FALLBACK: bool, const YIELD: bool, const MEMORY: bool>(
    children: &mut Ch,
    cursor: &mut Cursor<Ch::Index>,
    ctx: &mut C,
) -> Status
where
    C: ?Sized,
    Ch: Children<C>,
{
    let start = cursor.idx.get();
    let mut walk = Walk::<FALLBACK, YIELD> {
        start,
        start_running: cursor.flags & RUNNING != 0,
        len: children.len(),
        progressed: cursor.flags & PROGRESSED != 0,
        at: 0,
        child_running: false,
    };
    match children.visit_from(start, ctx, &mut walk) {
        ControlFlow::Break(Status::Running) => {
            cursor.idx = Ch::Index::new(walk.at);
            cursor.flags =
                u8::from(walk.progressed) * PROGRESSED + u8::from(walk.child_running) * RUNNING;
            Status::Running
        }
        ControlFlow::Break(status) => {
            if MEMORY {
                // Resume at the failed child next time; the children before it
                // count as done (BehaviorTree.CPP's skip count restarts then).
                cursor.idx = Ch::Index::new(walk.at);
                cursor.flags = if walk.at > 0 { PROGRESSED } else { 0 };
            } else {
                *cursor = Cursor::start();
            }
            status
        }
        ControlFlow::Continue(()) => {
            *cursor = Cursor::start();
            match (walk.progressed, FALLBACK) {
                (false, _) => Status::Skipped,
                (true, false) => Status::Success,
                (true, true) => Status::Failure,
            }
        }
    }
}

/// Halts the running child, if any. `MEMORY` keeps the position.
#[inline]
fn halt_walk<C, Ch, const MEMORY: bool>(
    children: &mut Ch,
    cursor: &mut Cursor<Ch::Index>,
    ctx: &mut C,
) where
    C: ?Sized,
    Ch: Children<C>,
{
    if cursor.flags & RUNNING != 0 {
        children.halt_at(cursor.idx.get(), ctx);
    }
    if MEMORY {
        cursor.flags = if cursor.idx.get() > 0 { PROGRESSED } else { 0 };
    } else {
        *cursor = Cursor::start();
    }
}

macro_rules! sequence_like {
    ($(#[$doc:meta])* $name:ident, fallback = $fb:literal, yields = $y:literal, memory = $m:literal) => {
        $(#[$doc])*
        pub struct $name<Ch: ChildList> {
            children: Ch,
            cursor: Cursor<Ch::Index>,
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
                self.cursor.idx.get()
            }
        }

        impl<C: ?Sized, Ch: Children<C>> Node<C> for $name<Ch> {
            #[inline]
            fn tick(&mut self, ctx: &mut C) -> Status {
                tick_walk::<C, Ch, $fb, $y, $m>(&mut self.children, &mut self.cursor, ctx)
            }

            #[inline]
            fn halt(&mut self, ctx: &mut C) {
                halt_walk::<C, Ch, $m>(&mut self.children, &mut self.cursor, ctx);
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
                    .field("position", &self.cursor.idx)
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
    Sequence, fallback = false, yields = false, memory = false
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
    SequenceWithMemory, fallback = false, yields = true, memory = true
);

sequence_like!(
    /// A sequence that gives control back after every child that succeeded
    /// within the tick (BehaviorTree.CPP's `AsyncSequence`).
    ///
    /// As [`Sequence`], except that when a child that was not running before
    /// this tick succeeds and children remain, the node returns `Running`
    /// and ticks the next child on the next tick.
    AsyncSequence, fallback = false, yields = true, memory = false
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
    Fallback, fallback = true, yields = false, memory = false
);

sequence_like!(
    /// A fallback that gives control back after every child that failed
    /// within the tick (BehaviorTree.CPP's `AsyncFallback`).
    AsyncFallback, fallback = true, yields = true, memory = false
);
