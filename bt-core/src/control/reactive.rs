use core::fmt;
use core::ops::ControlFlow;

use crate::children::{ChildList, Children, Index, Visit, tick_only_runner};
use crate::node::Hints;
use crate::observe::{Ticker, node_via_ticker, tick_fresh_via_ticker};
use crate::{Node, Status};

/// Walks every child from the first; `FALLBACK` swaps success and failure.
///
/// In optimized builds the walk also tells the usual tick apart where a
/// child decides (see `step`). Builds with debug assertions, which do not
/// inline the steps, leave that out: there its fields and its test made W5
/// 1,663 -> 1,719 instructions per tick at opt-level 0, and 220.5 -> 222.7
/// at opt-level 1.
#[cfg_attr(not(debug_assertions), allow(clippy::struct_excessive_bools))] // four facts about one walk
struct Reactive<'t, T, I, const FALLBACK: bool> {
    ticker: &'t mut T,
    progressed: bool,
    at: usize,
    /// The node's running index.
    #[cfg(not(debug_assertions))]
    running: &'t mut I,
    /// Whether `step` tests for the usual tick: not with one child that
    /// may run (the node knows its position).
    #[cfg(not(debug_assertions))]
    watch: bool,
    /// A tick of a tree at rest: no child was running, whatever `running`
    /// says.
    #[cfg(not(debug_assertions))]
    fresh: bool,
    /// Set by `step`: the child that decided leaves the running index as
    /// it stands (it runs and was the one running, or it finished and none
    /// was running), so the tick has nothing left to do.
    #[cfg(not(debug_assertions))]
    settled: bool,
    #[cfg(debug_assertions)]
    index: core::marker::PhantomData<I>,
}

impl<C: ?Sized, T: Ticker<C>, I: Index, const FALLBACK: bool> Visit<C>
    for Reactive<'_, T, I, FALLBACK>
{
    crate::children::visit_by_step!();
}

impl<T, I: Index, const FALLBACK: bool> Reactive<'_, T, I, FALLBACK> {
    /// What the walk does with child `i`'s result (once per walk, not per
    /// child).
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn step(&mut self, i: usize, status: Status) -> ControlFlow<Status> {
        match status {
            Status::Skipped => ControlFlow::Continue(()),
            Status::Success | Status::Failure if matches!(status, Status::Success) != FALLBACK => {
                self.progressed = true;
                ControlFlow::Continue(())
            }
            _ => {
                // Tested here, where `i` is a constant (the step is inlined
                // per child), the usual tick of a node whose children may
                // run (the one running runs on) is one compare and leaves
                // without the bookkeeping after the walk, which works on
                // the deciding position as a variable. A node with one
                // child that may run knows that position already.
                self.at = i;
                #[cfg(not(debug_assertions))]
                if self.watch {
                    let previous = if self.fresh { I::NONE } else { *self.running };
                    let keep = if matches!(status, Status::Running) {
                        I::new(i)
                    } else {
                        I::NONE
                    };
                    self.settled = previous.get() == keep.get();
                }
                ControlFlow::Break(status)
            }
        }
    }
}

#[cfg_attr(debug_assertions, inline)]
#[cfg_attr(not(debug_assertions), inline(always))]
fn tick_reactive<C, Ch, T, const FALLBACK: bool>(
    children: &mut Ch,
    running: &mut Ch::Index,
    ctx: &mut C,
    ticker: &mut T,
) -> Status
where
    C: ?Sized,
    Ch: Children<C>,
    T: Ticker<C>,
{
    // In a tick of a tree at rest, no child was running.
    let fresh = ticker.at_rest();
    let mut walk = Reactive::<T, Ch::Index, FALLBACK> {
        ticker,
        #[cfg(not(debug_assertions))]
        running,
        #[cfg(debug_assertions)]
        index: core::marker::PhantomData,
        progressed: false,
        at: 0,
        #[cfg(not(debug_assertions))]
        watch: tick_only_runner(children).is_none(),
        #[cfg(not(debug_assertions))]
        fresh,
        #[cfg(not(debug_assertions))]
        settled: false,
    };
    let result = children.visit_from(0, ctx, &mut walk);
    #[cfg(not(debug_assertions))]
    let running = &mut *walk.running;
    let previous = if fresh { Ch::Index::NONE } else { *running };
    match result {
        #[cfg(not(debug_assertions))]
        ControlFlow::Break(status) if walk.settled => status,
        ControlFlow::Break(status) => {
            let runs = matches!(status, Status::Running);
            // (Optimized builds only: with debug assertions no node knows
            // its one child that may run, and the test would be a call.)
            #[cfg(not(debug_assertions))]
            if let (true, Some(k)) = (runs, tick_only_runner(children)) {
                // With one child that may run, a child that runs is that
                // one, and no later child can be running: the index is
                // written, whatever it said, without reading it (a store
                // instead of a load, a test and a branch).
                *running = Ch::Index::new(k);
                return status;
            }
            if previous.get() == Ch::Index::NONE.get() {
                // `running` says `NONE` already (in a fresh tick, no child
                // was running and nothing reads what it says).
                if runs {
                    *running = Ch::Index::new(walk.at);
                }
            } else {
                // With one child that may run (conditions before an action,
                // the usual reactive node), that is the one that was
                // running: the optimizer knows where it stands without
                // reading the index.
                let only = tick_only_runner(children);
                let previous = match only {
                    Some(k) => k,
                    None => previous.get(),
                };
                let later = previous > walk.at;
                // (In an optimized build a child that runs here is one of
                // several that may run: with one, the tick has ended above.)
                *running = if runs {
                    Ch::Index::new(walk.at)
                } else {
                    Ch::Index::NONE
                };
                // A child that was running and lies after the one that
                // decided has not been ticked: halt it. Children before it
                // were ticked again this tick and finished. (Last, so that
                // little lives across the call.)
                if later {
                    children.halt_at(previous, ctx, walk.ticker);
                }
            }
            status
        }
        ControlFlow::Continue(()) => {
            if !fresh {
                *running = Ch::Index::NONE;
            }
            match (walk.progressed, FALLBACK) {
                (false, _) => Status::Skipped,
                (true, false) => Status::Success,
                (true, true) => Status::Failure,
            }
        }
    }
}

macro_rules! reactive_like {
    ($(#[$doc:meta])* $name:ident, fallback = $fb:literal) => {
        $(#[$doc])*
        pub struct $name<Ch: ChildList> {
            children: Ch,
            running: Ch::Index,
        }

        impl<Ch: ChildList> $name<Ch> {
            /// A node over `children`.
            pub fn new(children: Ch) -> Self {
                Self { children, running: Ch::Index::NONE }
            }

            /// The children.
            pub const fn children(&self) -> &Ch {
                &self.children
            }
        }

        impl<Ch: ChildList> $name<Ch> {
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn run<C: ?Sized, T: Ticker<C>>(&mut self, ctx: &mut C, ticker: &mut T) -> Status
            where
                Ch: Children<C>,
            {
                tick_reactive::<C, Ch, T, $fb>(&mut self.children, &mut self.running, ctx, ticker)
            }

            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn stop<C: ?Sized, T: Ticker<C>>(&mut self, ctx: &mut C, ticker: &mut T)
            where
                Ch: Children<C>,
            {
                if self.running.get() != Ch::Index::NONE.get() {
                    let running = core::mem::replace(&mut self.running, Ch::Index::NONE);
                    let running = match tick_only_runner(&self.children) {
                        Some(k) => k,
                        None => running.get(),
                    };
                    self.children.halt_at(running, ctx, ticker);
                }
            }
        }

        impl<C: ?Sized, Ch: Children<C>> Node<C> for $name<Ch> {
            node_via_ticker!();

            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn hints(&self) -> Hints {
                self.children.hints()
            }

            tick_fresh_via_ticker!();
        }

        impl<Ch: ChildList + Clone> Clone for $name<Ch> {
            fn clone(&self) -> Self {
                Self { children: self.children.clone(), running: self.running }
            }
        }

        impl<Ch: ChildList + fmt::Debug> fmt::Debug for $name<Ch> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_struct(stringify!($name)).field("children", &self.children).finish_non_exhaustive()
            }
        }
    };
}

reactive_like!(
    /// A sequence that re-checks its children from the first on every tick
    /// (BehaviorTree.CPP's `ReactiveSequence`).
    ///
    /// - Success: go on to the next child. Skipped: step over it.
    /// - Running: return `Running`. If another child was running, and it
    ///   comes later, it is halted (an earlier condition took over).
    /// - Failure: halt a running later child, return `Failure`.
    /// - After the last child: `Success`, or `Skipped` if all were skipped.
    ReactiveSequence, fallback = false
);

reactive_like!(
    /// A fallback that re-checks its children from the first on every tick
    /// (BehaviorTree.CPP's `ReactiveFallback`).
    ///
    /// - Failure: go on to the next child. Skipped: step over it.
    /// - Running: return `Running` at once (later children are not ticked),
    ///   halting a later child that was running.
    /// - Success: halt a running later child, return `Success`.
    /// - After the last child: `Failure`, or `Skipped` if all were skipped.
    ReactiveFallback, fallback = true
);
