use core::fmt;
use core::marker::PhantomData;

#[cfg(feature = "alloc")]
use alloc::string::String;

use crate::observe::Observer;
#[cfg(feature = "alloc")]
use crate::observe::Statistics;
use crate::table::{NodeTable, Nodes};
use crate::{Node, Status};

/// The root node's accessors (the same for [`Tree`] and [`LentTree`]).
macro_rules! root_access {
    () => {
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
    };
}

/// A tree's [`Node`] methods: its root's.
macro_rules! node_via_root {
    () => {
        #[inline(always)]
        fn tick(&mut self, ctx: &mut C) -> Status {
            self.root.tick(ctx)
        }
        #[inline]
        fn halt(&mut self, ctx: &mut C) {
            self.root.halt(ctx);
        }
        fn running_leaf(&self) -> Option<crate::observe::NodeId> {
            self.root.running_leaf()
        }

        crate::node::hints_from!(root);
    };
}

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

    root_access!();
}

impl<N: Node<C>, C: ?Sized> Tree<N, C> {
    /// Ticks the tree once (BehaviorTree.CPP's `tickExactlyOnce`).
    #[inline(always)]
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
    pub fn tick_while_running(&mut self, ctx: &mut C, between: impl FnMut(&mut C)) -> Status {
        while_running(ctx, |ctx| self.tick(ctx), between)
    }

    /// [`tick_while_running`](Self::tick_while_running), each tick telling
    /// `observer` (as [`tick_with`](Self::tick_with)): BehaviorTree.CPP's
    /// `tickWhileRunning` with its loggers attached.
    pub fn tick_while_running_with<O: Observer>(
        &mut self,
        ctx: &mut C,
        observer: &mut O,
        between: impl FnMut(&mut C),
    ) -> Status {
        while_running(ctx, |ctx| self.tick_with(ctx, observer), between)
    }
}

/// Ticks with `tick` until it returns something other than
/// [`Status::Running`], calling `between` after every running tick.
fn while_running<C: ?Sized>(
    ctx: &mut C,
    mut tick: impl FnMut(&mut C) -> Status,
    mut between: impl FnMut(&mut C),
) -> Status {
    loop {
        let status = tick(ctx);
        if !matches!(status, Status::Running) {
            return status;
        }
        between(ctx);
    }
}

/// The node table and the exports of a tree (the methods are the same for
/// [`Tree`] and [`LentTree`]).
macro_rules! exports {
    () => {
        /// The node table: every node's id, parent, kind, label, depth,
        /// children and ports (see [`table`](crate::table)). For a `bt!` tree
        /// it is a constant of the tree's type: it costs the tree no bytes.
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
    };
}

/// The node table and the exports, for trees built by `bt!` and by
/// [`dynamic::Spec`](crate::dynamic::Spec).
impl<N: NodeTable, C: ?Sized> Tree<N, C> {
    exports!();
}

/// A tree's table is its root's: a tree is a [`NodeTable`] where its root
/// is, so that a `Box<dyn Node<C> + NodeTable>` (trees of several shapes
/// in one collection) holds trees as well as roots.
impl<N: NodeTable, C: ?Sized> NodeTable for Tree<N, C> {
    fn nodes(&self) -> Nodes {
        self.root.nodes()
    }
}

/// A tree is a node, so it can be a subtree of another tree. To the other
/// tree it is one leaf: its own nodes are numbered in its own table, so an
/// observed tick of the other tree reports the subtree's result under the
/// leaf's id and does not reach inside it (the ids would clash).
impl<N: Node<C>, C: ?Sized> Node<C> for Tree<N, C> {
    node_via_root!();
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

/// A behavior tree over a context type that borrows, ticked with a context
/// made afresh for each tick.
///
/// `bt!` returns one when the context type is written with elided
/// lifetimes, `bt!(Ctx<'_> => ...)`: the tree's nodes then work with a
/// `Ctx<'a>` for every lifetime `'a`, so each tick can lend it a context
/// that borrows the world and the agent for that tick only. A [`Tree`]
/// holds one context type, lifetimes included, which a context made
/// anew each frame cannot match.
///
/// ```
/// use bt_core::{LentTree, Node, Status};
///
/// struct World { noise: bool }
/// struct Guard { alerts: u32 }
/// struct Ctx<'a> { world: &'a World, me: &'a mut Guard }
///
/// /// A leaf for every lifetime of the context.
/// struct Listen;
/// impl<'a> Node<Ctx<'a>> for Listen {
///     fn tick(&mut self, c: &mut Ctx<'a>) -> Status {
///         if !c.world.noise { return Status::Running; }
///         c.me.alerts += 1;
///         Status::Success
///     }
/// }
///
/// let mut tree = LentTree::new(Listen); // what `bt!(Ctx<'_> => ...)` builds
/// let mut world = World { noise: false };
/// let mut guard = Guard { alerts: 0 };
/// for frame in 0..4 {
///     world.noise = frame == 2; // the world changes between ticks
///     tree.tick(&mut Ctx { world: &world, me: &mut guard });
/// }
/// assert_eq!(guard.alerts, 1);
/// ```
///
/// The methods are [`Tree`]'s, generic over the context: any `C` the
/// nodes work with.
pub struct LentTree<N> {
    root: N,
}

impl<N> LentTree<N> {
    /// A tree with the given root.
    pub const fn new(root: N) -> Self {
        Self { root }
    }

    root_access!();

    /// Ticks the tree once (BehaviorTree.CPP's `tickExactlyOnce`); see
    /// [`Tree::tick`].
    #[inline(always)]
    pub fn tick<C: ?Sized>(&mut self, ctx: &mut C) -> Status
    where
        N: Node<C>,
    {
        self.root.tick(ctx)
    }

    /// Halts every running node; see [`Tree::halt`].
    #[inline]
    pub fn halt<C: ?Sized>(&mut self, ctx: &mut C)
    where
        N: Node<C>,
    {
        self.root.halt(ctx);
    }

    /// Ticks the tree once, telling `observer`; see [`Tree::tick_with`].
    pub fn tick_with<C: ?Sized, O: Observer>(&mut self, ctx: &mut C, observer: &mut O) -> Status
    where
        N: Node<C>,
    {
        self.root.tick_observed(ctx, observer)
    }

    /// Halts the tree, telling `observer`; see [`Tree::halt_with`].
    pub fn halt_with<C: ?Sized, O: Observer>(&mut self, ctx: &mut C, observer: &mut O)
    where
        N: Node<C>,
    {
        self.root.halt_observed(ctx, observer);
    }

    /// Ticks until the tree returns something other than
    /// [`Status::Running`]; see [`Tree::tick_while_running`].
    pub fn tick_while_running<C: ?Sized>(
        &mut self,
        ctx: &mut C,
        between: impl FnMut(&mut C),
    ) -> Status
    where
        N: Node<C>,
    {
        while_running(ctx, |ctx| self.tick(ctx), between)
    }

    /// [`tick_while_running`](Self::tick_while_running), each tick telling
    /// `observer`; see [`Tree::tick_while_running_with`].
    pub fn tick_while_running_with<C: ?Sized, O: Observer>(
        &mut self,
        ctx: &mut C,
        observer: &mut O,
        between: impl FnMut(&mut C),
    ) -> Status
    where
        N: Node<C>,
    {
        while_running(ctx, |ctx| self.tick_with(ctx, observer), between)
    }
}

impl<N: NodeTable> LentTree<N> {
    exports!();
}

/// A lent tree's table is its root's (as a [`Tree`]'s).
impl<N: NodeTable> NodeTable for LentTree<N> {
    fn nodes(&self) -> Nodes {
        self.root.nodes()
    }
}

/// A lent tree is a node over every context its root works with.
impl<N: Node<C>, C: ?Sized> Node<C> for LentTree<N> {
    node_via_root!();
}

impl<N: Clone> Clone for LentTree<N> {
    fn clone(&self) -> Self {
        Self::new(self.root.clone())
    }
}

impl<N: Default> Default for LentTree<N> {
    fn default() -> Self {
        Self::new(N::default())
    }
}

impl<N: fmt::Debug> fmt::Debug for LentTree<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LentTree")
            .field("root", &self.root)
            .finish()
    }
}
