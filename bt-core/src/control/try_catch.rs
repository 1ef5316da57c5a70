use core::fmt;
use core::ops::ControlFlow;

use crate::children::{ChildList, Children, Index, Visit};
use crate::observe::{Drive, Ticker, node_via_ticker};
use crate::{Node, Status};

/// Runs its try children like a [`Sequence`](super::Sequence); if one fails,
/// runs the catch child and fails (BehaviorTree.CPP 4.9's `TryCatch`).
///
/// - Try block: `Running` → `Running` (resumed at that child next tick);
///   `Success`/`Skipped` → next child; `Failure` → enter catch mode and, in
///   the same tick, tick the catch child.
/// - Catch mode: the catch child's `Running` → `Running`; anything else →
///   leave catch mode and return `Failure`, whatever the catch returned.
/// - End of the try block: `Success`, or `Skipped` if every try child was
///   skipped.
/// - `halt`: with `catch_on_halt` and the try block running, halt the try
///   block, then tick the catch child once (halting it if it returns
///   `Running`). In every case halt whatever runs and start over next time.
pub struct TryCatch<Ch: ChildList, K> {
    try_block: Ch,
    catch: K,
    idx: Ch::Index,
    flags: u8,
    catch_on_halt: bool,
}

const PROGRESSED: u8 = 1;
const TRY_RUNNING: u8 = 2;
const CATCHING: u8 = 4;

impl<Ch: ChildList, K> TryCatch<Ch, K> {
    /// A try-catch with `catch_on_halt = false`.
    pub fn new(try_block: Ch, catch: K) -> Self {
        Self::with_catch_on_halt(try_block, catch, false)
    }

    /// A try-catch with the given `catch_on_halt`.
    pub fn with_catch_on_halt(try_block: Ch, catch: K, catch_on_halt: bool) -> Self {
        Self {
            try_block,
            catch,
            idx: Ch::Index::new(0),
            flags: 0,
            catch_on_halt,
        }
    }

    fn reset(&mut self) {
        self.idx = Ch::Index::new(0);
        self.flags = 0;
    }
}

struct TryWalk<'t, T> {
    ticker: &'t mut T,
    progressed: bool,
    at: usize,
}

impl<C: ?Sized, T: Ticker<C>> Visit<C> for TryWalk<'_, T> {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn visit<N: Node<C>>(&mut self, i: usize, child: &mut N, ctx: &mut C) -> ControlFlow<Status> {
        match self.ticker.tick(child, ctx) {
            Status::Success => {
                self.progressed = true;
                ControlFlow::Continue(())
            }
            Status::Skipped => ControlFlow::Continue(()),
            status => {
                self.at = i;
                ControlFlow::Break(status)
            }
        }
    }
}

impl<Ch: ChildList, K> TryCatch<Ch, K> {
    fn tick_catch<C: ?Sized, T: Ticker<C>>(&mut self, ctx: &mut C, ticker: &mut T) -> Status
    where
        K: Node<C>,
    {
        if matches!(ticker.tick(&mut self.catch, ctx), Status::Running) {
            self.flags = CATCHING;
            Status::Running
        } else {
            self.reset();
            Status::Failure
        }
    }
}

impl<C: ?Sized, Ch: Children<C>, K: Node<C>> Drive<C> for TryCatch<Ch, K> {
    fn run<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) -> Status {
        if self.flags & CATCHING != 0 {
            return self.tick_catch(ctx, t);
        }
        let mut walk = TryWalk {
            ticker: &mut *t,
            progressed: self.flags & PROGRESSED != 0,
            at: 0,
        };
        match self.try_block.visit_from(self.idx.get(), ctx, &mut walk) {
            ControlFlow::Break(Status::Running) => {
                self.idx = Ch::Index::new(walk.at);
                self.flags = (u8::from(walk.progressed) * PROGRESSED) | TRY_RUNNING;
                Status::Running
            }
            ControlFlow::Break(_) => {
                self.reset();
                self.tick_catch(ctx, t)
            }
            ControlFlow::Continue(()) => {
                self.reset();
                if walk.progressed {
                    Status::Success
                } else {
                    Status::Skipped
                }
            }
        }
    }

    fn stop<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) {
        if self.flags & TRY_RUNNING != 0 {
            self.try_block.halt_at(self.idx.get(), ctx, t);
            if self.catch_on_halt && matches!(t.tick(&mut self.catch, ctx), Status::Running) {
                t.halt(&mut self.catch, ctx);
            }
        } else if self.flags & CATCHING != 0 {
            t.halt(&mut self.catch, ctx);
        }
        self.reset();
    }
}

impl<C: ?Sized, Ch: Children<C>, K: Node<C>> Node<C> for TryCatch<Ch, K> {
    node_via_ticker!();
}

impl<Ch: ChildList + Clone, K: Clone> Clone for TryCatch<Ch, K> {
    fn clone(&self) -> Self {
        Self {
            try_block: self.try_block.clone(),
            catch: self.catch.clone(),
            idx: self.idx,
            flags: self.flags,
            catch_on_halt: self.catch_on_halt,
        }
    }
}

impl<Ch: ChildList + fmt::Debug, K: fmt::Debug> fmt::Debug for TryCatch<Ch, K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TryCatch")
            .field("catch_on_halt", &self.catch_on_halt)
            .field("try_block", &self.try_block)
            .field("catch", &self.catch)
            .finish_non_exhaustive()
    }
}
