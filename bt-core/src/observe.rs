//! Watching a tree tick: node ids, the [`Observer`] trait, and the
//! [`Ticker`] through which every built-in node ticks and halts its
//! children.
//!
//! Every built-in node is written once, generic over a [`Ticker`]:
//! [`Node::tick`] runs it with [`Plain`], which calls the children's `tick`
//! and compiles to exactly the code of a node without observer support;
//! [`Node::tick_observed`] runs the same code with [`Observing`], which calls
//! the children's `tick_observed` so that the observer reaches every level.
//! A node reports its own result through the [`Id`] wrapper that names it
//! (the `bt!` macro wraps every node it builds in one, numbered in
//! pre-order; [`dynamic::Spec`](crate::dynamic::Spec) does the same at run
//! time).
//!
//! # Built-in observers
//!
//! - [`TraceRecorder`] (feature `alloc`): every report, in order, for tests.
//! - [`Statistics`] (feature `alloc`): per node, the current status, the
//!   last result and counts of ticks, successes, failures, skips and halts
//!   (BehaviorTree.CPP's `TreeObserver`).
//! - [`StdoutLogger`] (feature `std`): BehaviorTree.CPP's `StdCoutLogger`
//!   lines, `[time]: label  BEFORE -> AFTER`.
//! - [`Transitions`] (feature `alloc`): BehaviorTree.CPP's status
//!   transitions, `IDLE` included, for loggers of your own, and
//!   [`BtcppStatuses`] to show them by the elements of the tree's XML, as
//!   BT.CPP's loggers do.
//! - The `bt` crate adds a `tracing` logger behind its feature `tracing`
//!   and a `.btlog` writer (BehaviorTree.CPP's `FileLogger2`, for Groot2)
//!   behind its feature `btlog`.
//!
//! Observers combine as tuples: `tree.tick_with(&mut ctx, &mut (stats,
//! logger))` gives every report to both, in order.

use crate::{Node, Status};

#[cfg(feature = "alloc")]
mod btcpp;
#[cfg(feature = "std")]
mod logger;
mod named;
#[cfg(feature = "alloc")]
mod recorder;
#[cfg(feature = "alloc")]
mod stats;
#[cfg(feature = "alloc")]
mod tracker;
#[cfg(feature = "alloc")]
mod transitions;

#[cfg(feature = "alloc")]
pub use btcpp::BtcppStatuses;
#[cfg(feature = "std")]
pub use logger::StdoutLogger;
pub(crate) use named::View;
pub use named::{
    IntoNamed, Named1, Named2, Named3, Named4, Named5, Named6, Named7, Named8, Named9, Named10,
    Named11, Named12, Named13, Named14, Named15, Named16,
};
#[cfg(feature = "alloc")]
pub use recorder::{Record, TraceRecorder};
#[cfg(feature = "alloc")]
pub use stats::{NodeStats, Statistics};
#[cfg(feature = "alloc")]
pub use transitions::{OnTransition, Transition, Transitions};

/// The number of a node in its tree: its position in pre-order (the root is
/// 0).
pub type NodeId = u16;

/// Receives what happens in a tree ticked with
/// [`Tree::tick_with`](crate::Tree::tick_with).
pub trait Observer {
    /// Node `id` was ticked and returned `status`. Children report before
    /// their parents.
    fn on_tick(&mut self, id: NodeId, status: Status);

    /// Node `id` was halted. Descendants report before their ancestors.
    /// The node was running, but for the halts of a tree that is not
    /// running ([`Tree::halt_with`](crate::Tree::halt_with) reports its
    /// root then) and of an idle child a decorator halts as it finishes:
    /// keep track of what runs (as [`Statistics`] and the loggers do) to
    /// tell them apart.
    fn on_halt(&mut self, id: NodeId) {
        let _ = id;
    }
}

impl<O: Observer + ?Sized> Observer for &mut O {
    fn on_tick(&mut self, id: NodeId, status: Status) {
        (**self).on_tick(id, status);
    }
    fn on_halt(&mut self, id: NodeId) {
        (**self).on_halt(id);
    }
}

/// An observer chosen at run time: `None` ignores everything (a logger
/// turned on by a command-line flag, say).
impl<O: Observer> Observer for Option<O> {
    fn on_tick(&mut self, id: NodeId, status: Status) {
        if let Some(o) = self {
            o.on_tick(id, status);
        }
    }
    fn on_halt(&mut self, id: NodeId) {
        if let Some(o) = self {
            o.on_halt(id);
        }
    }
}

/// Every report goes to each observer of the slice, in order (any number
/// of observers, chosen at run time: `Vec<Box<dyn Observer>>`).
impl<O: Observer> Observer for [O] {
    fn on_tick(&mut self, id: NodeId, status: Status) {
        for o in self {
            o.on_tick(id, status);
        }
    }
    fn on_halt(&mut self, id: NodeId) {
        for o in self {
            o.on_halt(id);
        }
    }
}

/// A boxed observer (`Box<dyn Observer>`).
#[cfg(feature = "alloc")]
impl<O: Observer + ?Sized> Observer for alloc::boxed::Box<O> {
    fn on_tick(&mut self, id: NodeId, status: Status) {
        (**self).on_tick(id, status);
    }
    fn on_halt(&mut self, id: NodeId) {
        (**self).on_halt(id);
    }
}

/// The observers of the vector, as a slice's.
#[cfg(feature = "alloc")]
impl<O: Observer> Observer for alloc::vec::Vec<O> {
    fn on_tick(&mut self, id: NodeId, status: Status) {
        self.as_mut_slice().on_tick(id, status);
    }
    fn on_halt(&mut self, id: NodeId) {
        self.as_mut_slice().on_halt(id);
    }
}

macro_rules! tuple_observer {
    ($($o:ident $i:tt),+) => {
        /// Every report goes to each observer of the tuple, in order.
        impl<$($o: Observer),+> Observer for ($($o,)+) {
            fn on_tick(&mut self, id: NodeId, status: Status) {
                $(self.$i.on_tick(id, status);)+
            }
            fn on_halt(&mut self, id: NodeId) {
                $(self.$i.on_halt(id);)+
            }
        }
    };
}
tuple_observer!(A 0, B 1);
tuple_observer!(A 0, B 1, D 2);
tuple_observer!(A 0, B 1, D 2, E 3);

/// An observer that ignores everything.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoObserver;

impl Observer for NoObserver {
    #[inline(always)]
    fn on_tick(&mut self, _: NodeId, _: Status) {}
}

/// How a node ticks and halts its children: plainly ([`Plain`]) or telling
/// an observer ([`Observing`]).
pub trait Ticker<C: ?Sized> {
    /// `true` for [`Plain`] only: the walks then tick named children
    /// directly, without a call through the ticker.
    #[doc(hidden)]
    const PLAIN: bool = false;

    /// Ticks `node`.
    fn tick<N: Node<C> + ?Sized>(&mut self, node: &mut N, ctx: &mut C) -> Status;
    /// Halts `node`.
    fn halt<N: Node<C> + ?Sized>(&mut self, node: &mut N, ctx: &mut C);

    /// The node ticking through this ticker returns `Running` although no
    /// child of it is running (a yield, a wait). The default does nothing;
    /// the ticker of [`Node::tick_tracked`] forgets the last node ticked,
    /// which is then not a running leaf.
    #[inline(always)]
    fn idle_running(&mut self) {}

    /// Ticks child `ID` of a `NamedN` list (a node that reports under the
    /// id `ID`, as an [`Id`] around it would). The default ticks it through
    /// such a wrapper; [`Plain`] ticks it directly (one generic function
    /// less per child to compile).
    #[doc(hidden)]
    #[inline(always)]
    fn tick_named<N: Node<C>, const ID: NodeId>(&mut self, node: &mut N, ctx: &mut C) -> Status {
        self.tick(&mut View::<N, ID>(node), ctx)
    }

    /// Halts child `ID` of a `NamedN` list; see [`tick_named`](Ticker::tick_named).
    #[doc(hidden)]
    #[inline(always)]
    fn halt_named<N: Node<C>, const ID: NodeId>(&mut self, node: &mut N, ctx: &mut C) {
        self.halt(&mut View::<N, ID>(node), ctx);
    }

    /// `true` if every node ticked through this ticker is at rest when it
    /// is ticked (see [`Node::tick_fresh`]). The default is `false`.
    #[doc(hidden)]
    #[inline(always)]
    fn at_rest(&self) -> bool {
        false
    }
}

/// Ticks children with [`Node::tick`]: no observer, no cost.
#[derive(Clone, Copy, Debug, Default)]
pub struct Plain;

impl<C: ?Sized> Ticker<C> for Plain {
    const PLAIN: bool = true;
    #[inline(always)]
    fn tick<N: Node<C> + ?Sized>(&mut self, node: &mut N, ctx: &mut C) -> Status {
        node.tick(ctx)
    }
    #[inline(always)]
    fn halt<N: Node<C> + ?Sized>(&mut self, node: &mut N, ctx: &mut C) {
        node.halt(ctx);
    }
    // The id matters only to observers: straight to the node.
    #[inline(always)]
    fn tick_named<N: Node<C>, const ID: NodeId>(&mut self, node: &mut N, ctx: &mut C) -> Status {
        node.tick(ctx)
    }
    #[inline(always)]
    fn halt_named<N: Node<C>, const ID: NodeId>(&mut self, node: &mut N, ctx: &mut C) {
        node.halt(ctx);
    }
}

/// Ticks children with [`Node::tick_observed`], passing the observer down.
pub struct Observing<'a>(pub &'a mut dyn Observer);

impl<C: ?Sized> Ticker<C> for Observing<'_> {
    #[inline]
    fn tick<N: Node<C> + ?Sized>(&mut self, node: &mut N, ctx: &mut C) -> Status {
        node.tick_observed(ctx, self.0)
    }
    #[inline]
    fn halt<N: Node<C> + ?Sized>(&mut self, node: &mut N, ctx: &mut C) {
        node.halt_observed(ctx, self.0);
    }
}

/// Ticks children with [`Node::tick_tracked`], passing the slot for the id
/// of the last node ticked down; halts them plainly. With `FRESH`, in a
/// tick of a tree at rest, it ticks them with [`Node::tick_fresh`].
pub(crate) struct Tracking<'a, const FRESH: bool>(pub(crate) &'a mut NodeId);

impl<C: ?Sized, const FRESH: bool> Ticker<C> for Tracking<'_, FRESH> {
    #[inline(always)]
    fn tick<N: Node<C> + ?Sized>(&mut self, node: &mut N, ctx: &mut C) -> Status {
        if FRESH {
            node.tick_fresh(ctx, self.0)
        } else {
            node.tick_tracked(ctx, self.0)
        }
    }
    #[inline(always)]
    fn halt<N: Node<C> + ?Sized>(&mut self, node: &mut N, ctx: &mut C) {
        node.halt(ctx);
    }
    // What `Id`'s tracked and fresh ticks do, without the wrapper.
    #[inline(always)]
    fn tick_named<N: Node<C>, const ID: NodeId>(&mut self, node: &mut N, ctx: &mut C) -> Status {
        *self.0 = ID;
        self.tick(node, ctx)
    }
    #[inline(always)]
    fn halt_named<N: Node<C>, const ID: NodeId>(&mut self, node: &mut N, ctx: &mut C) {
        node.halt(ctx);
    }
    #[inline(always)]
    fn idle_running(&mut self) {
        *self.0 = 0;
    }
    #[inline(always)]
    fn at_rest(&self) -> bool {
        FRESH
    }
}

/// Names a node: in an observed tick it reports the node's result (and its
/// halts) to the observer under the id `ID`. A plain tick goes straight
/// through, so the wrapper costs nothing, in bytes or instructions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Id<N, const ID: NodeId>(pub N);

/// `Id` is transparent: the wrapped node's methods are reached through it.
impl<N, const ID: NodeId> core::ops::Deref for Id<N, ID> {
    type Target = N;
    fn deref(&self) -> &N {
        &self.0
    }
}

impl<N, const ID: NodeId> core::ops::DerefMut for Id<N, ID> {
    fn deref_mut(&mut self) -> &mut N {
        &mut self.0
    }
}

/// The methods of [`Node`] for `Id`-like wrappers of the node `self.0`
/// under the id `ID`: [`Id`], and the `&mut` view a `NamedN` list hands to
/// its walk (`observe::named`), which reaches its child's methods directly
/// rather than through the `&mut N` impl (one generic function less per
/// child to compile).
macro_rules! node_with_id {
    () => {
        #[inline(always)]
        fn tick(&mut self, ctx: &mut C) -> $crate::Status {
            self.0.tick(ctx)
        }

        #[inline(always)]
        fn halt(&mut self, ctx: &mut C) {
            self.0.halt(ctx);
        }

        fn tick_observed(
            &mut self,
            ctx: &mut C,
            observer: &mut dyn $crate::observe::Observer,
        ) -> $crate::Status {
            let status = self.0.tick_observed(ctx, observer);
            observer.on_tick(ID, status);
            status
        }

        fn halt_observed(&mut self, ctx: &mut C, observer: &mut dyn $crate::observe::Observer) {
            self.0.halt_observed(ctx, observer);
            observer.on_halt(ID);
        }

        #[cfg_attr(debug_assertions, inline)]
        #[cfg_attr(not(debug_assertions), inline(always))]
        fn tick_tracked(
            &mut self,
            ctx: &mut C,
            last: &mut $crate::observe::NodeId,
        ) -> $crate::Status {
            *last = ID;
            self.0.tick_tracked(ctx, last)
        }

        #[cfg_attr(debug_assertions, inline)]
        #[cfg_attr(not(debug_assertions), inline(always))]
        fn tick_fresh(
            &mut self,
            ctx: &mut C,
            last: &mut $crate::observe::NodeId,
        ) -> $crate::Status {
            *last = ID;
            self.0.tick_fresh(ctx, last)
        }

        $crate::node::hints_from!(0);
    };
}
pub(crate) use node_with_id;

impl<C: ?Sized, N: Node<C>, const ID: NodeId> Node<C> for Id<N, ID> {
    node_with_id!();
}

/// Implements the four methods of [`Node`] for a node written once as
/// `fn run<T: Ticker<C>>(&mut self, ctx, ticker) -> Status` and
/// `fn stop<T: Ticker<C>>(&mut self, ctx, ticker)`.
macro_rules! node_via_ticker {
    () => {
        #[inline(always)]
        fn tick(&mut self, ctx: &mut C) -> $crate::Status {
            self.run(ctx, &mut $crate::observe::Plain)
        }

        #[inline]
        fn halt(&mut self, ctx: &mut C) {
            self.stop(ctx, &mut $crate::observe::Plain);
        }

        fn tick_observed(
            &mut self,
            ctx: &mut C,
            observer: &mut dyn $crate::observe::Observer,
        ) -> $crate::Status {
            self.run(ctx, &mut $crate::observe::Observing(observer))
        }

        fn halt_observed(&mut self, ctx: &mut C, observer: &mut dyn $crate::observe::Observer) {
            self.stop(ctx, &mut $crate::observe::Observing(observer));
        }

        #[inline]
        fn tick_tracked(
            &mut self,
            ctx: &mut C,
            last: &mut $crate::observe::NodeId,
        ) -> $crate::Status {
            self.run(ctx, &mut $crate::observe::Tracking::<false>(last))
        }
    };
}
pub(crate) use node_via_ticker;

/// [`Node::tick_fresh`] for a node that is at rest whenever the tree is,
/// given that its ancestors are: it leaves no child running when it
/// finishes, and halts its running child when halted. Such a node ticks its
/// children fresh too; every other node keeps the default (a tracked tick,
/// in which its children read where they stand).
macro_rules! tick_fresh_via_ticker {
    () => {
        #[inline]
        fn tick_fresh(
            &mut self,
            ctx: &mut C,
            last: &mut $crate::observe::NodeId,
        ) -> $crate::Status {
            self.run(ctx, &mut $crate::observe::Tracking::<true>(last))
        }
    };
}
pub(crate) use tick_fresh_via_ticker;

/// A node's tick and halt, written once for both tickers (see
/// [`node_via_ticker`]).
pub(crate) trait Drive<C: ?Sized> {
    fn run<T: Ticker<C>>(&mut self, ctx: &mut C, ticker: &mut T) -> Status;
    fn stop<T: Ticker<C>>(&mut self, ctx: &mut C, ticker: &mut T);
}
