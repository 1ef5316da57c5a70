//! The node table as observers and exports read it: [`Nodes`], a
//! [`NodeInfo`] per node with its [`Ports`], and [`NodeTable`], the roots
//! that give it (a `bt!` tree's [`Static`] root reads its constant rows; a
//! runtime-built tree's table is owned).

use core::fmt;

#[cfg(feature = "alloc")]
use alloc::{borrow::Cow, string::String, sync::Arc, vec::Vec};

use super::{Category, Kind, LeafKinds, Port, PortDirection, Row, RowKind, Static, StaticTable};
use crate::observe::NodeId;

/// One node of the table.
#[derive(Clone, Copy, Debug)]
pub struct NodeInfo<'a> {
    /// The node's id: its position in pre-order.
    pub id: NodeId,
    /// The parent's id (`None` for the root).
    pub parent: Option<NodeId>,
    /// What the node is.
    pub kind: Kind,
    /// The node's name in observers and exports: the label given in `bt!`
    /// (`"engage": sequence<..>`), else the keyword, else the leaf's path
    /// (`agent::shoot`), its `StatefulAction`'s type (`MoveTo` for
    /// `Stateful::new(MoveTo::default())`), a scripted test leaf's name
    /// (`go_to` for `trace.leaf("go_to", ..)`), `closure` or `expr`.
    pub label: &'a str,
    /// A leaf's BehaviorTree.CPP ID, when it was given apart from its
    /// label: `"ready?" as IsReady: is_ready` in `bt!`, an XML element with
    /// a `name` of its own (`<IsReady name="ready?"/>`), or
    /// [`Spec::btcpp_id`](crate::dynamic::Spec::btcpp_id). A `subtree`'s
    /// is the ID of its tree (`Nav` for `<SubTree ID="Nav" name="nav"/>`).
    /// `None` for other leaves, whose ID the exports make from the label,
    /// for a `subtree` whose label is its ID, and for other built-in nodes
    /// ([`Kind::btcpp`] names them).
    pub btcpp_id: Option<&'a str>,
    /// The number of ancestors (the root is at depth 0).
    pub depth: u16,
    /// The children's ids, in order.
    pub children: &'a [NodeId],
    /// The node's arguments, named as BehaviorTree.CPP names its ports.
    pub ports: Ports<'a>,
    /// The label was given (see [`has_own_label`](Self::has_own_label)).
    named: bool,
}

impl<'a> NodeInfo<'a> {
    /// The ID of a `subtree`'s tree ([`btcpp_id`](Self::btcpp_id), else the
    /// label); `None` for other nodes.
    ///
    /// ```
    /// use bt_core::dynamic::Spec;
    ///
    /// let tree = Spec::<()>::sequence([
    ///     Spec::subtree(Spec::success()).label("Walk"),
    ///     Spec::subtree(Spec::success()).label("back").btcpp_id("Walk"),
    /// ])
    /// .build();
    /// let nodes = tree.nodes();
    /// let ids: Vec<_> = nodes.iter().map(|n| n.subtree_id()).collect();
    /// assert_eq!(ids, [None, Some("Walk"), None, Some("Walk"), None]);
    /// ```
    #[must_use]
    pub fn subtree_id(&self) -> Option<&'a str> {
        (self.kind == Kind::SUBTREE).then(|| self.btcpp_id.unwrap_or(self.label))
    }

    /// `true` if the label was given by the user: every leaf's, and a
    /// built-in node's labelled in `bt!` (`"retry": retry(3)`), with
    /// [`Spec::label`](crate::dynamic::Spec::label), or by an XML `name`
    /// (`<RetryUntilSuccessful name="retry">`), even one that is the
    /// node's keyword.
    #[must_use]
    pub fn has_own_label(&self) -> bool {
        self.named || self.kind.is_user_leaf() || self.label != self.kind.keyword
    }
}

/// The arguments of a node, as `(port, value)` text pairs in the order of
/// the node catalogue (`("num_cycles", "3")`). Values are the argument as
/// written when it is a literal or a path, `closure` / `expr` otherwise,
/// or the default value when the argument was left out.
#[derive(Clone, Copy)]
pub struct Ports<'a>(PortsRepr<'a>);

#[derive(Clone, Copy)]
enum PortsRepr<'a> {
    Static(&'a [(&'static str, &'static str)]),
    /// The pairs, and the ports declared beyond their names.
    #[cfg(feature = "alloc")]
    Owned(&'a [(Cow<'static, str>, String)], &'a [Port]),
}

impl<'a> Ports<'a> {
    /// Ports from a static list.
    #[must_use]
    pub const fn new(ports: &'a [(&'static str, &'static str)]) -> Self {
        Self(PortsRepr::Static(ports))
    }

    /// The number of ports.
    #[must_use]
    pub const fn len(&self) -> usize {
        match self.0 {
            PortsRepr::Static(p) => p.len(),
            #[cfg(feature = "alloc")]
            PortsRepr::Owned(p, _) => p.len(),
        }
    }

    /// `true` if the node has no ports.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The `i`-th `(port, value)` pair.
    #[must_use]
    pub fn at(&self, i: usize) -> Option<(&'a str, &'a str)> {
        match self.0 {
            PortsRepr::Static(p) => p.get(i).map(|&(k, v)| (k, v)),
            #[cfg(feature = "alloc")]
            PortsRepr::Owned(p, _) => p.get(i).map(|(k, v)| (&**k, v.as_str())),
        }
    }

    /// What the node's model declares of the port `name` beyond its name
    /// (its direction, type, default, description), if the tree was told
    /// ([`Spec::model_port`](crate::dynamic::Spec::model_port); the XML
    /// loader tells it the ports a leaf writes, and its port models);
    /// `None` for a plain input, and for every port of a `bt!` tree.
    #[must_use]
    pub fn model(&self, name: &str) -> Option<Port> {
        match self.0 {
            PortsRepr::Static(_) => {
                let _ = name;
                None
            }
            #[cfg(feature = "alloc")]
            PortsRepr::Owned(_, models) => models.iter().find(|p| p.name == name).copied(),
        }
    }

    /// Which way the port `name` goes ([`model`](Self::model)'s, else
    /// [`PortDirection::Input`]).
    #[must_use]
    pub fn direction(&self, name: &str) -> PortDirection {
        self.model(name)
            .map_or(PortDirection::Input, |p| p.direction)
    }

    /// The value of the port `name`.
    #[must_use]
    pub fn get(&self, name: &str) -> Option<&'a str> {
        self.iter().find(|(k, _)| *k == name).map(|(_, v)| v)
    }

    /// The `(port, value)` pairs, in order.
    pub fn iter(&self) -> impl Iterator<Item = (&'a str, &'a str)> + '_ {
        (0..self.len()).filter_map(|i| self.at(i))
    }
}

impl fmt::Debug for Ports<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

/// A root node that knows the table of its tree. [`Tree::nodes`] and the
/// exports are available on trees whose root implements it: trees built
/// by `bt!` ([`Static`]) and by [`dynamic::Spec`](crate::dynamic::Spec).
///
/// [`Tree::nodes`]: crate::Tree::nodes
pub trait NodeTable {
    /// The table of the tree this node is the root of.
    fn nodes(&self) -> Nodes;
}

impl<N, T: StaticTable, K: LeafKinds> NodeTable for Static<N, T, K> {
    fn nodes(&self) -> Nodes {
        Nodes(
            Repr::Static {
                rows: T::ROWS,
                leaf: K::category,
                tree_id: T::TREE_ID,
            },
            #[cfg(feature = "alloc")]
            None,
        )
    }
}

/// The node table of a tree: a [`NodeInfo`] per node, indexed by
/// [`NodeId`] (pre-order). Cheap to clone: a `bt!` tree's table is a
/// `'static` constant, a runtime-built tree's is shared.
#[derive(Clone)]
pub struct Nodes(
    Repr,
    /// The tree's ID given at run time ([`Nodes::with_tree_id`]).
    #[cfg(feature = "alloc")]
    Option<Arc<str>>,
);

#[derive(Clone)]
enum Repr {
    Static {
        rows: &'static [Row],
        leaf: fn(u16) -> Category,
        tree_id: &'static str,
    },
    #[cfg(feature = "alloc")]
    Owned(Arc<[OwnedRow]>),
}

/// A row of a runtime-built table.
#[cfg(feature = "alloc")]
#[derive(Clone, Debug)]
pub(crate) struct OwnedRow {
    pub(crate) parent: Option<NodeId>,
    pub(crate) kind: Kind,
    pub(crate) label: String,
    /// The label was given, not the keyword by default.
    pub(crate) named: bool,
    pub(crate) btcpp_id: Option<String>,
    pub(crate) depth: u16,
    pub(crate) children: Vec<NodeId>,
    pub(crate) ports: Vec<(Cow<'static, str>, String)>,
    /// The ports declared beyond their names.
    pub(crate) models: Vec<Port>,
}

impl Nodes {
    /// A table built at run time.
    #[cfg(feature = "alloc")]
    pub(crate) fn owned(rows: Vec<OwnedRow>) -> Self {
        Self(Repr::Owned(rows.into()), None)
    }

    /// The ID of the tree, as BehaviorTree.CPP names a `<BehaviorTree>`:
    /// the exports write the tree under it (`<BehaviorTree ID="Mission">`,
    /// `main_tree_to_execute`), and so do the `.btlog` files and Groot2.
    /// `MainTree` unless given: by `bt!`'s `#[tree_id = "Mission"]`, by
    /// [`with_tree_id`](Self::with_tree_id), or by the XML a tree was
    /// loaded from (its main tree's ID).
    ///
    /// ```
    /// use bt_core::dynamic::Spec;
    ///
    /// let nodes = Spec::<()>::success().build().nodes();
    /// assert_eq!(nodes.tree_id(), "MainTree");
    /// let named = nodes.with_tree_id("Mission");
    /// assert_eq!(named.tree_id(), "Mission");
    /// assert!(named.to_btcpp_xml().contains(r#"<BehaviorTree ID="Mission">"#));
    /// ```
    #[must_use]
    pub fn tree_id(&self) -> &str {
        #[cfg(feature = "alloc")]
        if let Some(id) = &self.1 {
            return id;
        }
        match &self.0 {
            Repr::Static { tree_id, .. } => tree_id,
            #[cfg(feature = "alloc")]
            Repr::Owned(_) => DEFAULT_TREE_ID,
        }
    }

    /// The same table under the tree ID `id` (see
    /// [`tree_id`](Self::tree_id)); still [`same_table`](Self::same_table)
    /// as `self`.
    #[cfg(feature = "alloc")]
    #[must_use]
    pub fn with_tree_id(self, id: &str) -> Self {
        Self(self.0, Some(Arc::from(id)))
    }

    /// The rows of a table built at run time.
    #[cfg(feature = "alloc")]
    pub(crate) fn owned_rows(&self) -> Option<&[OwnedRow]> {
        match &self.0 {
            Repr::Owned(rows) => Some(rows),
            Repr::Static { .. } => None,
        }
    }

    /// `true` if `self` and `other` are one table in memory, not two equal
    /// ones: the tables of two trees of one `bt!` tree's type, or of the
    /// trees built from one [`Prototype`](crate::dynamic::Prototype).
    ///
    /// ```
    /// use bt_core::dynamic::Spec;
    ///
    /// let a = Spec::<()>::success().build();
    /// let b = Spec::<()>::success().build();
    /// assert!(a.nodes().same_table(&a.nodes()));
    /// assert!(!a.nodes().same_table(&b.nodes()));
    /// ```
    #[must_use]
    pub fn same_table(&self, other: &Self) -> bool {
        match (&self.0, &other.0) {
            (Repr::Static { rows: a, .. }, Repr::Static { rows: b, .. }) => core::ptr::eq(*a, *b),
            #[cfg(feature = "alloc")]
            (Repr::Owned(a), Repr::Owned(b)) => Arc::ptr_eq(a, b),
            #[cfg(feature = "alloc")]
            _ => false,
        }
    }

    /// The number of nodes.
    #[must_use]
    pub fn len(&self) -> usize {
        match &self.0 {
            Repr::Static { rows, .. } => rows.len(),
            #[cfg(feature = "alloc")]
            Repr::Owned(rows) => rows.len(),
        }
    }

    /// `true` for an empty table (never the case for a tree).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The node `id`.
    #[must_use]
    pub fn get(&self, id: NodeId) -> Option<NodeInfo<'_>> {
        let i = usize::from(id);
        match &self.0 {
            Repr::Static { rows, leaf, .. } => rows.get(i).map(|row| NodeInfo {
                id,
                parent: row.parent,
                kind: match row.kind {
                    RowKind::Builtin(kind) => kind,
                    RowKind::Leaf(n) => match leaf(n) {
                        Category::Condition => Kind::CONDITION,
                        _ => Kind::ACTION,
                    },
                },
                label: row.label,
                btcpp_id: row.btcpp_id,
                depth: row.depth,
                children: row.children,
                ports: Ports(PortsRepr::Static(row.ports)),
                named: row.named,
            }),
            #[cfg(feature = "alloc")]
            Repr::Owned(rows) => rows.get(i).map(|row| NodeInfo {
                id,
                parent: row.parent,
                kind: row.kind,
                label: &row.label,
                btcpp_id: row.btcpp_id.as_deref(),
                depth: row.depth,
                children: &row.children,
                ports: Ports(PortsRepr::Owned(&row.ports, &row.models)),
                named: row.named,
            }),
        }
    }

    /// The root (node 0).
    #[must_use]
    pub fn root(&self) -> Option<NodeInfo<'_>> {
        self.get(0)
    }

    /// The first node (in pre-order) labelled `label`: what to give an
    /// observer's per-node queries instead of a number that changes with
    /// the tree.
    ///
    /// ```
    /// use bt_core::dynamic::Spec;
    ///
    /// let tree = Spec::<()>::fallback([
    ///     Spec::sequence([Spec::success()]).label("engage"),
    ///     Spec::action("patrol", |_| bt_core::Status::Running),
    /// ])
    /// .build();
    /// let nodes = tree.nodes();
    /// assert_eq!(nodes.find("patrol").map(|n| n.id), Some(3));
    /// assert_eq!(nodes.find("engage").map(|n| n.id), Some(1));
    /// assert!(nodes.find("reload").is_none());
    /// ```
    #[must_use]
    pub fn find(&self, label: &str) -> Option<NodeInfo<'_>> {
        self.iter().find(|n| n.label == label)
    }

    /// Every node, in pre-order (by id).
    pub fn iter(&self) -> impl Iterator<Item = NodeInfo<'_>> + '_ {
        (0..self.len()).filter_map(|i| self.get(NodeId::try_from(i).ok()?))
    }

    /// The ids of the strict descendants of `id`: in pre-order they are the
    /// ids right after it, up to the next node that is not deeper.
    #[must_use]
    pub fn descendants(&self, id: NodeId) -> core::ops::Range<NodeId> {
        let Some(node) = self.get(id) else {
            return id..id;
        };
        let mut end = id + 1;
        while let Some(next) = self.get(end) {
            if next.depth <= node.depth {
                break;
            }
            end += 1;
        }
        id + 1..end
    }
}

impl fmt::Debug for Nodes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl PartialEq for NodeInfo<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
            && self.parent == other.parent
            && self.kind == other.kind
            && self.label == other.label
            && self.has_own_label() == other.has_own_label()
            && self.btcpp_id == other.btcpp_id
            && self.depth == other.depth
            && self.children == other.children
            && self.ports.iter().eq(other.ports.iter())
    }
}

impl Eq for NodeInfo<'_> {}

/// The ID of a tree not given one: BehaviorTree.CPP's usual main tree.
pub(crate) const DEFAULT_TREE_ID: &str = "MainTree";
