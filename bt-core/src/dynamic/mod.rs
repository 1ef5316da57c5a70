//! Trees built at run time, with a node table (feature `alloc`).
//!
//! A [`Spec`] describes a node: what it is, its label, its arguments and
//! its children. [`Spec::build`] numbers the nodes in pre-order, builds the
//! [node table](crate::table) and the nodes (each `Box<dyn Node<C>>`,
//! wrapped so that observers hear about it), and returns a [`Tree`](crate::Tree) with
//! the same observers and exports as a tree written with `bt!`.
//!
//! A built tree is not `Clone` (its leaves need not be): build one per
//! agent; for many agents, from a [`Prototype`], which builds the table
//! once and shares it between the trees. Each node ticked costs a virtual
//! call and a pointer to follow (one box per node, the node and its id),
//! as in BehaviorTree.CPP; a `bt!` tree is folded into inline code instead.
//!
//! # Threads
//!
//! The trees of this module are neither `Send` nor `Sync`: their nodes
//! are boxed as `Box<dyn Node<C>>`, so a leaf may hold an `Rc` or a
//! `Cell`, and a tree stays on the thread that builds it. The same
//! descriptions in [`sync`] ([`sync::Spec`], [`sync::Prototype`]) box each
//! node as `Box<dyn Node<C> + Send + Sync>`: every closure and node given
//! to them must be `Send + Sync`, and in return their descriptions, trees
//! and prototypes are `Send + Sync` (a prototype's function too, if it
//! is), so that a tree built on one thread is ticked on another (a worker
//! pool, a ROS executor, an ECS component) and one prototype builds trees
//! on many threads. Both tick the same node code at the same cost.
//!
//! ```
//! use bt_core::dynamic::Spec;
//! use bt_core::observe::Statistics;
//! use bt_core::Status;
//!
//! struct Agent { hungry: bool }
//!
//! let mut tree = Spec::fallback([
//!     Spec::condition("full", |a: &mut Agent| !a.hungry),
//!     Spec::action("eat", |a: &mut Agent| { a.hungry = false; Status::Success }).label("eat lunch"),
//! ])
//! .build();
//! let mut stats = Statistics::new(tree.nodes());
//! let mut agent = Agent { hungry: true };
//! assert_eq!(tree.tick_with(&mut agent, &mut stats), Status::Success);
//! assert_eq!(tree.to_text(Some(&stats)), "\
//! {o} fallback [SUCCESS]
//!     --? full [FAILURE]
//!     --> eat lunch [SUCCESS]
//! ");
//! ```
use alloc::sync::Arc;
use core::fmt;
use core::sync::atomic::{AtomicI32, Ordering};

use crate::decorator::Limit;
use crate::observe::{NodeId, Observer};
use crate::table::Kind;
use crate::{Node, Status};

/// The bounds a tree of this module puts on its parts: none (`threads!(impl
/// Fn() + 'static)` is `impl Fn() + 'static`). [`sync`] defines it again
/// with `+ Send + Sync`; `spec.rs` is compiled once under each.
macro_rules! threads {
    ($($part:tt)*) => { $($part)* };
}

/// A paragraph of the docs of `spec.rs`'s items for this flavour: none
/// here.
macro_rules! flavour_note {
    () => {
        ""
    };
}

/// What the nodes of a tree of this module must be.
mod flavor {
    use crate::Node;

    /// A node a tree holds: any node.
    pub(crate) trait Part<C: ?Sized>: Node<C> + 'static {}

    impl<C: ?Sized, N: Node<C> + 'static> Part<C> for N {}
}

mod spec;

pub use spec::{BoxNode, Dynamic, Prototype, Spec};

pub mod sync;

/// The most nodes a runtime-built tree can have: ids are `u16`, and
/// `u16::MAX` stands for "no node".
pub const MAX_NODES: usize = NodeId::MAX as usize;

/// The error of [`Spec::try_build`]: the description has more than
/// [`MAX_NODES`] nodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooManyNodes {
    nodes: usize,
}

impl TooManyNodes {
    /// How many nodes the description has.
    pub const fn nodes(&self) -> usize {
        self.nodes
    }
}

impl fmt::Display for TooManyNodes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a tree has at most {MAX_NODES} nodes (ids are u16); this one has {}",
            self.nodes
        )
    }
}

impl core::error::Error for TooManyNodes {}

/// Whether a node's label is its own: a node of the user's named after
/// its kind has no label of its own (`Spec::control("RoundRobin", ..)`); a
/// built-in node's given label is its own, even the keyword.
fn named(kind: Kind, label: Option<&str>) -> bool {
    label.is_some_and(|l| Kind::ALL.contains(&kind) || l != kind.keyword)
}

/// A built-in node whose parameter `read` reads from the context and
/// `set` gives it before each of its ticks (the `*_reading` constructors
/// of [`Spec`]).
struct Reading<N, R, S> {
    node: N,
    read: R,
    set: S,
}

impl<N, R, S> Reading<N, R, S> {
    const fn new(node: N, read: R, set: S) -> Self {
        Self { node, read, set }
    }

    /// Gives the node the value read; `false` if there is none.
    fn update<C: ?Sized, V>(&mut self, ctx: &C) -> bool
    where
        R: Fn(&C) -> Option<V>,
        S: FnMut(&mut N, V),
    {
        let Some(value) = (self.read)(ctx) else {
            return false;
        };
        (self.set)(&mut self.node, value);
        true
    }
}

impl<C: ?Sized, N: Node<C>, R: Fn(&C) -> Option<V>, S: FnMut(&mut N, V), V> Node<C>
    for Reading<N, R, S>
{
    fn tick(&mut self, ctx: &mut C) -> Status {
        if !self.update(ctx) {
            self.node.halt(ctx);
            return Status::Failure;
        }
        self.node.tick(ctx)
    }

    fn halt(&mut self, ctx: &mut C) {
        self.node.halt(ctx);
    }

    fn tick_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) -> Status {
        if !self.update(ctx) {
            self.node.halt_observed(ctx, observer);
            return Status::Failure;
        }
        self.node.tick_observed(ctx, observer)
    }

    fn halt_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) {
        self.node.halt_observed(ctx, observer);
    }

    fn tick_tracked(&mut self, ctx: &mut C, last: &mut NodeId) -> Status {
        if !self.update(ctx) {
            self.node.halt(ctx);
            return Status::Failure;
        }
        self.node.tick_tracked(ctx, last)
    }

    fn tick_fresh(&mut self, ctx: &mut C, last: &mut NodeId) -> Status {
        if !self.update(ctx) {
            self.node.halt(ctx);
            return Status::Failure;
        }
        self.node.tick_fresh(ctx, last)
    }

    fn hints(&self) -> crate::Hints {
        self.node.hints()
    }
}

/// The count of a loop built by [`Spec::repeat_reading`] or
/// [`Spec::retry_reading`], which what reads it from the context writes.
#[derive(Clone, Default)]
struct SharedLimit(Arc<AtomicI32>);

impl SharedLimit {
    fn set(&self, n: i32) {
        self.0.store(n, Ordering::Relaxed);
    }
}

impl Limit for SharedLimit {
    #[inline]
    fn get(&self) -> i32 {
        self.0.load(Ordering::Relaxed)
    }
}

/// (What reads the count writes it: see [`Reading`] and [`Reread`].)
impl<C: ?Sized> crate::decorator::Refresh<C> for SharedLimit {
    #[inline]
    fn refresh(&mut self, _: &mut C) {}
}

/// The child of a loop built by [`Spec::retry_reading`]: reads the count
/// with `read` (`None`: a value it cannot take) again after each of its
/// failures.
struct Reread<N, R> {
    child: N,
    read: R,
    limit: SharedLimit,
}

impl<N, R> Reread<N, R> {
    fn after<C: ?Sized>(&self, ctx: &C, status: Status) -> Status
    where
        R: Fn(&C) -> Option<i32>,
    {
        // A value the loop cannot take leaves the count as it was, as
        // BehaviorTree.CPP ignores a port it fails to read there.
        if status == Status::Failure
            && let Some(n) = (self.read)(ctx)
        {
            self.limit.set(n);
        }
        status
    }
}

impl<C: ?Sized, N: Node<C>, R: Fn(&C) -> Option<i32>> Node<C> for Reread<N, R> {
    fn tick(&mut self, ctx: &mut C) -> Status {
        let status = self.child.tick(ctx);
        self.after(ctx, status)
    }

    fn halt(&mut self, ctx: &mut C) {
        self.child.halt(ctx);
    }

    fn tick_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) -> Status {
        let status = self.child.tick_observed(ctx, observer);
        self.after(ctx, status)
    }

    fn halt_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) {
        self.child.halt_observed(ctx, observer);
    }

    fn tick_tracked(&mut self, ctx: &mut C, last: &mut NodeId) -> Status {
        let status = self.child.tick_tracked(ctx, last);
        self.after(ctx, status)
    }

    fn tick_fresh(&mut self, ctx: &mut C, last: &mut NodeId) -> Status {
        let status = self.child.tick_fresh(ctx, last);
        self.after(ctx, status)
    }

    fn hints(&self) -> crate::Hints {
        self.child.hints()
    }
}

/// A node of a runtime-built tree, named by its id: the run-time
/// counterpart of [`Id`](crate::observe::Id). The tree boxes it with its
/// node, so a tick follows one pointer per node.
struct DynId<N> {
    id: NodeId,
    node: N,
}

impl<C: ?Sized, N: Node<C>> Node<C> for DynId<N> {
    #[inline]
    fn tick(&mut self, ctx: &mut C) -> Status {
        self.node.tick(ctx)
    }

    #[inline]
    fn halt(&mut self, ctx: &mut C) {
        self.node.halt(ctx);
    }

    fn tick_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) -> Status {
        let status = self.node.tick_observed(ctx, observer);
        observer.on_tick(self.id, status);
        status
    }

    fn halt_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) {
        self.node.halt_observed(ctx, observer);
        observer.on_halt(self.id);
    }
}
