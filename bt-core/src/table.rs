//! The node table: what a tree is made of, node by node, for observers and
//! exports.
//!
//! Every node of a tree has an id ([`NodeId`]): its position in pre-order,
//! the root being 0. The table ([`Nodes`]) gives, per id, the node's
//! [`NodeInfo`]: its parent, [`Kind`] (the `bt!` keyword, BehaviorTree.CPP's
//! name and [`Category`]), label, depth, children and ports (its arguments,
//! as BehaviorTree.CPP names them).
//!
//! - A tree built by `bt!` carries its table in its type: the macro emits it
//!   as a `const` and the tree's root is wrapped in [`Static`], a wrapper of
//!   zero bytes. [`Tree::nodes`](crate::Tree::nodes) reads it; the tree is
//!   no bigger and ticks no slower.
//! - A tree built at run time with [`dynamic::Spec`](crate::dynamic::Spec)
//!   (feature `alloc`) gets the same table, built once when the tree is.
//!
//! # Actions and conditions
//!
//! A leaf is a [`Category::Condition`] when `bt!` converted it from a
//! function or closure returning `bool`, and a [`Category::Action`]
//! otherwise: functions and closures returning [`Status`], and every value
//! that already is a [`Node`] (a [`Stateful`](crate::Stateful) action, a
//! user node type, a subtree, or a value built with
//! [`leaf::condition`](crate::leaf::condition)), since the macro cannot see
//! into those. The category is read from the leaf's conversion at compile
//! time (it is part of the tree's type, like the table), not stored.

use core::fmt;
use core::marker::PhantomData;

use crate::node::{IsAction, IsCondition, IsNode, IsStateful};
use crate::observe::{NodeId, Observer};
use crate::{Node, Status};

// The table's parts are in submodules, re-exported here: the kinds of node
// (`kind`), their ports (`ports`), BehaviorTree.CPP's XML names (`btcpp`),
// what its XML parser lets through (`tolerant`)
// and the table itself (`nodes`). This file holds what `bt!` builds on: the
// rows it emits, the leaves' categories as a type, and the `Static` root
// (which stays here: the compile-fail tests' `.stderr` files point at
// `bt-core/src/table.rs` for it).
mod btcpp;
mod kind;
mod nodes;
mod ports;
#[cfg(feature = "alloc")]
mod tolerant;

pub use btcpp::{
    ModelNameProblem, POSTCONDITION_ATTRIBUTES, PRECONDITION_ATTRIBUTES, ROOT_ATTRIBUTES,
    SPECIAL_ATTRIBUTES, TWO_ASYNC_SEQUENCES, UNNAMED_TREE_PREFIX, closest,
    misspelt_special_attribute, model_name_problem, not_in_bt, port_name_problem,
};
pub use kind::{Category, Kind};
#[cfg(feature = "alloc")]
pub(crate) use nodes::OwnedRow;
pub use nodes::{NodeInfo, NodeTable, Nodes, Ports};
pub use ports::{Port, PortDirection, PortInfo, PortType, SWITCH_CASES};
#[cfg(feature = "alloc")]
pub use tolerant::{LineIndex, TolerantXml, line_column, offset_of, tolerant_xml};

/// One row of a table emitted by `bt!`. Not part of the public API.
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct Row {
    pub parent: Option<NodeId>,
    pub kind: RowKind,
    pub label: &'static str,
    /// `true` if the label was given (`"retry": retry(3)`), even when it is
    /// the keyword; a leaf's label always counts as given.
    pub named: bool,
    /// A leaf's BehaviorTree.CPP ID given apart from its label.
    pub btcpp_id: Option<&'static str>,
    pub depth: u16,
    pub children: &'static [NodeId],
    pub ports: &'static [(&'static str, &'static str)],
}

/// The kind of a row: a built-in node, or the `n`-th leaf (in pre-order),
/// whose category the tree's type says. Not part of the public API.
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub enum RowKind {
    Builtin(Kind),
    Leaf(u16),
}

/// The node table of a `bt!` tree, carried by a zero-sized type the macro
/// defines. Not part of the public API.
#[doc(hidden)]
pub trait StaticTable {
    const ROWS: &'static [Row];
    /// The tree's ID (`bt!`'s `#[tree_id = ".."]`).
    const TREE_ID: &'static str = nodes::DEFAULT_TREE_ID;
}

/// The categories of a tree's leaves, as a type: a balanced nesting of
/// pairs of [`LeafMark`]s, in pre-order. Not part of the public API.
#[doc(hidden)]
pub trait LeafKinds {
    /// The number of leaves.
    const LEN: u16;
    /// The category of the `index`-th leaf.
    fn category(index: u16) -> Category;
}

/// The conversion a leaf went through (`M` is the marker of
/// [`IntoNode`](crate::IntoNode)), as a zero-sized value. Not part of the
/// public API.
#[doc(hidden)]
pub struct LeafMark<M>(PhantomData<fn() -> M>);

impl<M> LeafMark<M> {
    #[doc(hidden)]
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    #[must_use]
    pub const fn new() -> Self {
        Self(PhantomData)
    }
}

impl<M> Default for LeafMark<M> {
    fn default() -> Self {
        Self::new()
    }
}

impl<M> Clone for LeafMark<M> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<M> Copy for LeafMark<M> {}

impl<M> fmt::Debug for LeafMark<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("LeafMark")
    }
}

/// The category a leaf conversion gives. Not part of the public API.
#[doc(hidden)]
pub trait LeafMarker {
    const CATEGORY: Category;
}

impl LeafMarker for IsCondition {
    const CATEGORY: Category = Category::Condition;
}

impl LeafMarker for IsAction {
    const CATEGORY: Category = Category::Action;
}

impl LeafMarker for IsNode {
    const CATEGORY: Category = Category::Action;
}

impl LeafMarker for IsStateful {
    const CATEGORY: Category = Category::Action;
}

impl LeafKinds for () {
    const LEN: u16 = 0;
    fn category(_: u16) -> Category {
        Category::Action
    }
}

impl<M: LeafMarker> LeafKinds for LeafMark<M> {
    const LEN: u16 = 1;
    fn category(_: u16) -> Category {
        M::CATEGORY
    }
}

impl<A: LeafKinds, B: LeafKinds> LeafKinds for (A, B) {
    const LEN: u16 = A::LEN + B::LEN;
    fn category(index: u16) -> Category {
        if index < A::LEN {
            A::category(index)
        } else {
            B::category(index - A::LEN)
        }
    }
}

/// The root of a tree built by `bt!`: the root node, and in its type the
/// node table `T` and the leaves' categories `K`. It is exactly as big as
/// the root node and ticks it directly.
pub struct Static<N, T, K> {
    root: N,
    table: PhantomData<fn() -> (T, K)>,
}

impl<N, T, K> Static<N, T, K> {
    /// Wraps the root node (done by `bt!`).
    #[doc(hidden)]
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub const fn new(root: N) -> Self {
        Self {
            root,
            table: PhantomData,
        }
    }

    /// The root node.
    pub const fn get(&self) -> &N {
        &self.root
    }

    /// The root node, mutably.
    pub const fn get_mut(&mut self) -> &mut N {
        &mut self.root
    }
}

/// `Static` is transparent: `tree.root()` reaches the root node's methods.
impl<N, T, K> core::ops::Deref for Static<N, T, K> {
    type Target = N;
    fn deref(&self) -> &N {
        &self.root
    }
}

impl<N, T, K> core::ops::DerefMut for Static<N, T, K> {
    fn deref_mut(&mut self) -> &mut N {
        &mut self.root
    }
}

impl<N: Clone, T, K> Clone for Static<N, T, K> {
    fn clone(&self) -> Self {
        Self::new(self.root.clone())
    }
}

impl<N: Copy, T, K> Copy for Static<N, T, K> {}

impl<N: Default, T, K> Default for Static<N, T, K> {
    fn default() -> Self {
        Self::new(N::default())
    }
}

impl<N: fmt::Debug, T, K> fmt::Debug for Static<N, T, K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.root.fmt(f)
    }
}

impl<C: ?Sized, N: Node<C>, T, K> Node<C> for Static<N, T, K> {
    #[inline(always)]
    fn tick(&mut self, ctx: &mut C) -> Status {
        self.root.tick(ctx)
    }

    #[inline(always)]
    fn halt(&mut self, ctx: &mut C) {
        self.root.halt(ctx);
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn tick_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) -> Status {
        self.root.tick_observed(ctx, observer)
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn halt_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) {
        self.root.halt_observed(ctx, observer);
    }

    #[inline(always)]
    fn tick_tracked(&mut self, ctx: &mut C, last: &mut crate::observe::NodeId) -> Status {
        self.root.tick_tracked(ctx, last)
    }

    #[inline(always)]
    fn tick_fresh(&mut self, ctx: &mut C, last: &mut crate::observe::NodeId) -> Status {
        self.root.tick_fresh(ctx, last)
    }

    fn running_leaf(&self) -> Option<crate::observe::NodeId> {
        self.root.running_leaf()
    }

    crate::node::hints_from!(root);
}
