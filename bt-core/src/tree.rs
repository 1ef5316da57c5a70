use core::fmt;
use core::marker::PhantomData;

#[cfg(feature = "alloc")]
use alloc::string::String;

use crate::observe::Observer;
#[cfg(feature = "alloc")]
use crate::observe::Statistics;
use crate::table::{NodeTable, Nodes};
use crate::{Node, Status};

/// A behavior tree: a root node over the context `C`.
///
/// This is what `bt!` returns. [`tick`](Tree::tick) is BehaviorTree.CPP's
/// `tickExactlyOnce`: the root is ticked once. A tree is itself a
/// [`Node`], so it can be a subtree of another tree.
///
/// The context type is part of the tree's type, so `tree.tick(&mut agent)`
/// is all it takes to fix it; the tree holds no `C` (it is `Send`/`Sync`
/// when its nodes are).
pub struct Tree<N, C: ?Sized> {
    root: N,
    context: PhantomData<fn(&mut C)>,
}

impl<N, C: ?Sized> Tree<N, C> {
    /// A tree with the given root.
    pub const fn new(root: N) -> Self {
        Self {
            root,
            context: PhantomData,
        }
    }

    /// The root node.
    pub const fn root(&self) -> &N {
        &self.root
    }

    /// The root node, mutably.
    pub const fn root_mut(&mut self) -> &mut N {
        &mut self.root
    }

    /// The root node, by value.
    pub fn into_root(self) -> N {
        self.root
    }
}

impl<N: Node<C>, C: ?Sized> Tree<N, C> {
    /// Ticks the tree once (BehaviorTree.CPP's `tickExactlyOnce`).
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn tick(&mut self, ctx: &mut C) -> Status {
        self.root.tick(ctx)
    }

    /// Halts every running node, depth-first in child order. Halting a tree
    /// that is not running does nothing observable.
    #[inline]
    pub fn halt(&mut self, ctx: &mut C) {
        self.root.halt(ctx);
    }

    /// Ticks the tree once, telling `observer` every node's result and
    /// every halt of a running node (see [`observe`](crate::observe)). It
    /// runs the same node code as [`tick`](Tree::tick), which is this with
    /// an observer that does nothing, compiled away.
    pub fn tick_with<O: Observer>(&mut self, ctx: &mut C, observer: &mut O) -> Status {
        self.root.tick_observed(ctx, observer)
    }

    /// Halts the tree, telling `observer` every node that was running.
    /// (Halting a tree that is not running may report a halt of the root
    /// and of the nodes a decorator halts blindly; [`Statistics`] and the
    /// loggers ignore halts of nodes that were not running.)
    ///
    /// [`Statistics`]: crate::observe::Statistics
    pub fn halt_with<O: Observer>(&mut self, ctx: &mut C, observer: &mut O) {
        self.root.halt_observed(ctx, observer);
    }

    /// Ticks until the tree returns something other than
    /// [`Status::Running`], calling `between` after every running tick (to
    /// advance a clock or the world). Returns the final status.
    pub fn tick_while_running(&mut self, ctx: &mut C, mut between: impl FnMut(&mut C)) -> Status {
        loop {
            let status = self.tick(ctx);
            if !matches!(status, Status::Running) {
                return status;
            }
            between(ctx);
        }
    }
}

/// The node table and the exports, for trees built by `bt!` and by
/// [`dynamic::Spec`](crate::dynamic::Spec).
impl<N: NodeTable, C: ?Sized> Tree<N, C> {
    /// The node table: every node's id, parent, kind, label, depth,
    /// children and ports (see [`table`](crate::table)). For a `bt!` tree it
    /// is a constant of the tree's type: it costs the tree no bytes.
    pub fn nodes(&self) -> Nodes {
        self.root.nodes()
    }

    /// The tree as BehaviorTree.CPP 4 XML; see [`Nodes::to_btcpp_xml`].
    #[cfg(feature = "alloc")]
    pub fn to_btcpp_xml(&self) -> String {
        self.nodes().to_btcpp_xml()
    }

    /// The tree as a Graphviz graph; see [`Nodes::to_dot`].
    #[cfg(feature = "alloc")]
    pub fn to_dot(&self) -> String {
        self.nodes().to_dot()
    }

    /// The tree as a Mermaid flowchart; see [`Nodes::to_mermaid`].
    #[cfg(feature = "alloc")]
    pub fn to_mermaid(&self) -> String {
        self.nodes().to_mermaid()
    }

    /// The tree as indented text, with the statuses of the last tick that
    /// `stats` saw; see [`Nodes::to_text`].
    #[cfg(feature = "alloc")]
    pub fn to_text(&self, stats: Option<&Statistics>) -> String {
        self.nodes().to_text(stats)
    }
}

/// A tree is a node, so it can be a subtree of another tree. To the other
/// tree it is one leaf: its own nodes are numbered in its own table, so an
/// observed tick of the other tree reports the subtree's result under the
/// leaf's id and does not reach inside it (the ids would clash).
impl<N: Node<C>, C: ?Sized> Node<C> for Tree<N, C> {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn tick(&mut self, ctx: &mut C) -> Status {
        self.root.tick(ctx)
    }
    #[inline]
    fn halt(&mut self, ctx: &mut C) {
        self.root.halt(ctx);
    }

    crate::node::hints_from!(root);
}

impl<N: Clone, C: ?Sized> Clone for Tree<N, C> {
    fn clone(&self) -> Self {
        Self::new(self.root.clone())
    }
}

impl<N: Default, C: ?Sized> Default for Tree<N, C> {
    fn default() -> Self {
        Self::new(N::default())
    }
}

impl<N: fmt::Debug, C: ?Sized> fmt::Debug for Tree<N, C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Tree").field("root", &self.root).finish()
    }
}
