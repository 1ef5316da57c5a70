use alloc::borrow::Cow;
use alloc::boxed::Box;
use alloc::string::{String, ToString};
use alloc::sync::Arc;
use alloc::vec::Vec;
use core::fmt;
use core::marker::PhantomData;

use crate::clock::Clock;
use crate::control::{
    AsyncFallback, AsyncSequence, Fallback, IfThenElse, Parallel, ParallelAll, ReactiveFallback,
    ReactiveSequence, Sequence, SequenceWithMemory, Switch, TryCatch, WhileDoElse,
};
use crate::custom::{self, ControlNode, DecoratorNode};
use crate::decorator::{
    Delay, FailureIf, ForceFailure, ForceSuccess, Inverter, KeepRunningUntilFailure, Repeat,
    RepeatUntilFailure, Retry, RunOnce, SkipIf, SubTree, SuccessIf, Timeout, While,
};
use crate::dynamic::{DynId, MAX_NODES, Reading, Reread, SharedLimit, TooManyNodes, named};
use crate::leaf::{AlwaysFailure, AlwaysRunning, AlwaysSuccess, Sleep};
use crate::observe::{NodeId, Observer};
use crate::table::{Category, Kind, NodeTable, Nodes, OwnedRow, Port, PortDirection, SWITCH_CASES};
use crate::{Action, Condition, Node, Status, Tree};

use super::flavor::Part;

/// A boxed node over `C`.
pub type BoxNode<C> = Box<threads!(dyn Node<C>)>;

/// Builds a node from its children, already built. With an id, the node
/// reports under it to observers, boxed together with it (one box per
/// node, not a box around a box); without one (the node a
/// [`Spec::wrap`] wraps), it is boxed alone.
type Make<C> = Box<threads!(dyn FnOnce(Vec<BoxNode<C>>, Option<NodeId>) -> BoxNode<C>)>;

/// The description of a node of a runtime-built tree: see the
/// [module docs](crate::dynamic).
#[doc = flavour_note!()]
pub struct Spec<C: ?Sized + 'static> {
    kind: Kind,
    label: Option<String>,
    btcpp_id: Option<String>,
    ports: Vec<(Cow<'static, str>, String)>,
    /// The ports declared beyond their names.
    models: Vec<Port>,
    children: Vec<Spec<C>>,
    make: Make<C>,
    /// The tree's ID, on the root ([`tree_id`](Spec::tree_id)).
    tree_id: Option<String>,
}

impl<C: ?Sized + 'static> fmt::Debug for Spec<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Spec")
            .field("kind", &self.kind.keyword)
            .field("label", &self.label)
            .field("btcpp_id", &self.btcpp_id)
            .field("ports", &self.ports)
            .field("children", &self.children)
            .finish_non_exhaustive()
    }
}

/// The only child of a decorator (built with exactly one).
fn only<C: ?Sized>(mut children: Vec<BoxNode<C>>) -> BoxNode<C> {
    match children.pop() {
        Some(child) => child,
        None => unreachable!("a decorator is built with one child"),
    }
}

/// The BehaviorTree.CPP ID `id` given to a node of `kind` labelled
/// `label`, as its row holds it: a user leaf's, and a subtree's (the ID of
/// its tree) unless it is the label; none for other kinds.
fn row_btcpp_id<'a>(kind: Kind, label: Option<&str>, id: Option<&'a str>) -> Option<&'a str> {
    id.filter(|&id| kind.is_user_leaf() || (kind == Kind::SUBTREE && Some(id) != label))
}

/// `node` boxed, under `id` if it has one.
fn boxed<C: ?Sized, N: Part<C>>(id: Option<NodeId>, node: N) -> BoxNode<C> {
    match id {
        Some(id) => Box::new(DynId { id, node }),
        None => Box::new(node),
    }
}

impl<C: ?Sized + 'static> Spec<C> {
    /// A node of any kind: `make` builds it from its children, already
    /// built. The other constructors are this with the right kind and
    /// node. For a control or decorator of your own, [`control`](Self::control)
    /// and [`decorator`](Self::decorator) also pass the observers on to
    /// its children; a node made here from its children must forward
    /// [`Node::tick_observed`] and [`Node::halt_observed`] to them itself,
    /// or observers hear nothing below it.
    pub fn new(
        kind: Kind,
        children: impl IntoIterator<Item = Self>,
        make: threads!(impl FnOnce(Vec<BoxNode<C>>) -> BoxNode<C> + 'static),
    ) -> Self {
        Self::of(kind, children, make)
    }

    /// A node of the kind `kind` that `make` builds from its children: the
    /// node is boxed once, with its id ([`new`](Self::new) is this with
    /// nodes already boxed).
    fn of<N: Part<C>>(
        kind: Kind,
        children: impl IntoIterator<Item = Self>,
        make: threads!(impl FnOnce(Vec<BoxNode<C>>) -> N + 'static),
    ) -> Self {
        Self {
            kind,
            label: None,
            btcpp_id: None,
            ports: Vec::new(),
            models: Vec::new(),
            children: children.into_iter().collect(),
            make: Box::new(move |children, id| boxed(id, make(children))),
            tree_id: None,
        }
    }

    /// Gives the tree this node is the root of an ID, as BehaviorTree.CPP
    /// names a `<BehaviorTree>`: the exports, the `.btlog` files and Groot2
    /// show the tree under it ([`Nodes::tree_id`]; `MainTree` if none). On
    /// a node that is not the root, it is not read.
    ///
    /// ```
    /// use bt_core::dynamic::Spec;
    ///
    /// let tree = Spec::<()>::sequence([Spec::success()]).tree_id("Mission").build();
    /// assert_eq!(tree.nodes().tree_id(), "Mission");
    /// ```
    #[must_use]
    pub fn tree_id(mut self, id: impl Into<String>) -> Self {
        self.tree_id = Some(id.into());
        self
    }

    /// Gives the node a label (its name in observers and exports; the
    /// default is its keyword, or for a leaf the name it was given).
    #[must_use]
    pub fn label(mut self, label: impl Into<String>) -> Self {
        self.label = Some(label.into());
        self
    }

    /// Gives a leaf its BehaviorTree.CPP ID apart from its label: the
    /// exports write `<IsReady name="ready?"/>` for
    /// `Spec::condition("ready?", ..).btcpp_id("IsReady")`, where a leaf
    /// without one is written under its label made an identifier
    /// (`<ready_ name="ready?"/>`). The XML loader gives it to each leaf
    /// with a `name` of its own. On a [`subtree`](Self::subtree) it is the
    /// ID of its tree (dropped if it is the label). Other built-in nodes are written under their
    /// BT.CPP names: on them it is ignored.
    ///
    /// ```
    /// use bt_core::dynamic::Spec;
    ///
    /// let tree = Spec::sequence([Spec::condition("ready?", |_: &mut ()| true).btcpp_id("IsReady")])
    ///     .btcpp_id("Ignored")
    ///     .build();
    /// assert_eq!(tree.nodes().get(1).unwrap().btcpp_id, Some("IsReady"));
    /// assert_eq!(tree.nodes().get(0).unwrap().btcpp_id, None);
    /// assert!(tree.to_btcpp_xml().contains(r#"<IsReady name="ready?"/>"#));
    /// ```
    #[must_use]
    pub fn btcpp_id(mut self, id: impl Into<String>) -> Self {
        self.btcpp_id = Some(id.into());
        self
    }

    /// Wraps the node once it is built: `f` receives the node (built from
    /// its children) and returns the node the tree holds in its place, under
    /// the same id and table entry. For behaviour around a node that is not
    /// a node of its own in the table (the XML loader's post-condition
    /// scripts).
    ///
    /// ```
    /// use bt_core::dynamic::{BoxNode, Spec};
    /// use bt_core::decorator::Inverter;
    /// use bt_core::Status;
    ///
    /// // Inverted, but shown in the table as the plain `success` it wraps.
    /// let spec: Spec<()> = Spec::success().wrap(|n: BoxNode<()>| Box::new(Inverter::new(n)));
    /// let mut tree = spec.build();
    /// assert_eq!(tree.tick(&mut ()), Status::Failure);
    /// assert_eq!(tree.nodes().len(), 1);
    /// ```
    #[must_use]
    pub fn wrap(mut self, f: threads!(impl FnOnce(BoxNode<C>) -> BoxNode<C> + 'static)) -> Self {
        let make = self.make;
        self.make = Box::new(move |children, id| boxed(id, f(make(children, None))));
        self
    }

    /// The kind the node was made with.
    #[must_use]
    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// Adds a port (an argument as BehaviorTree.CPP names it) to the node's
    /// table entry.
    #[must_use]
    pub fn port(mut self, name: impl Into<Cow<'static, str>>, value: impl fmt::Display) -> Self {
        self.ports.push((name.into(), value.to_string()));
        self
    }

    /// Adds a port that goes `direction` ([`port`](Self::port) adds an
    /// input): the exports declare it so in their `<TreeNodesModel>`
    /// (`<output_port name="path"/>`), as BehaviorTree.CPP's
    /// `providedPorts()` would.
    ///
    /// ```
    /// use bt_core::dynamic::Spec;
    /// use bt_core::table::PortDirection;
    ///
    /// let tree = Spec::<()>::action("Plan", |_| bt_core::Status::Success)
    ///     .port("goal", "{goal}")
    ///     .directed_port("path", PortDirection::Output, "{path}")
    ///     .build();
    /// let xml = tree.to_btcpp_xml();
    /// assert!(xml.contains("<input_port name=\"goal\"/>"), "{xml}");
    /// assert!(xml.contains("<output_port name=\"path\"/>"), "{xml}");
    /// ```
    #[must_use]
    pub fn directed_port(
        self,
        name: &'static str,
        direction: PortDirection,
        value: impl fmt::Display,
    ) -> Self {
        self.model_port(Port::new(name, direction), value)
    }

    /// Adds the port `model.name`, declared as `model` says (direction,
    /// type, default, description) in the exports' `<TreeNodesModel>`.
    ///
    /// ```
    /// use bt_core::dynamic::Spec;
    /// use bt_core::table::Port;
    ///
    /// let tree = Spec::<()>::action("Go", |_| bt_core::Status::Success)
    ///     .model_port(Port::input("speed").typed("double").default_value("0.5"), 0.5)
    ///     .build();
    /// let xml = tree.to_btcpp_xml();
    /// assert!(xml.contains(r#"<input_port name="speed" type="double" default="0.5"/>"#), "{xml}");
    /// ```
    #[must_use]
    pub fn model_port(mut self, model: Port, value: impl fmt::Display) -> Self {
        if model != Port::input(model.name) {
            self.models.push(model);
        }
        self.port(model.name, value)
    }

    /// A leaf of the given kind (its category says action or condition).
    pub fn leaf_of_kind(
        kind: Kind,
        label: impl Into<String>,
        node: threads!(impl Node<C> + 'static),
    ) -> Self {
        Self::of(kind, [], move |_| node).label(label)
    }

    /// An action leaf: any node (a [`Stateful`](crate::Stateful) action, a
    /// user node type, a subtree).
    pub fn leaf(label: impl Into<String>, node: threads!(impl Node<C> + 'static)) -> Self {
        Self::leaf_of_kind(Kind::ACTION, label, node)
    }

    /// A condition leaf: `true` is success.
    pub fn condition(
        label: impl Into<String>,
        f: threads!(impl FnMut(&mut C) -> bool + 'static),
    ) -> Self {
        Self::leaf_of_kind(Kind::CONDITION, label, Condition(f))
    }

    /// An action leaf from a function returning its status.
    pub fn action(
        label: impl Into<String>,
        f: threads!(impl FnMut(&mut C) -> Status + 'static),
    ) -> Self {
        Self::leaf_of_kind(Kind::ACTION, label, Action(f))
    }

    /// A control node of your own (see [`custom`]), in the
    /// table as the kind [`Kind::user(name, Control)`](Kind::user),
    /// labelled `name`.
    pub fn control(
        name: &'static str,
        node: threads!(impl ControlNode<C> + 'static),
        children: impl IntoIterator<Item = Self>,
    ) -> Self {
        Self::of(
            Kind::user(name, Category::Control),
            children,
            move |children| custom::UserControl::new(children, node),
        )
    }

    /// A decorator node of your own (see [`custom`]), in
    /// the table as the kind [`Kind::user(name, Decorator)`](Kind::user),
    /// labelled `name`.
    pub fn decorator(
        name: &'static str,
        node: threads!(impl DecoratorNode<C> + 'static),
        child: Self,
    ) -> Self {
        Self::of(
            Kind::user(name, Category::Decorator),
            [child],
            move |children| custom::UserDecorator::new(node, only(children)),
        )
    }

    /// `success` (`AlwaysSuccess`).
    pub fn success() -> Self {
        Self::of(Kind::SUCCESS, [], |_| AlwaysSuccess)
    }

    /// `failure` (`AlwaysFailure`).
    pub fn failure() -> Self {
        Self::of(Kind::FAILURE, [], |_| AlwaysFailure)
    }

    /// `running` (always running).
    pub fn running() -> Self {
        Self::of(Kind::RUNNING, [], |_| AlwaysRunning)
    }

    /// The number of nodes in this description, itself included (counted
    /// without recursion, so that a deep description cannot overflow the
    /// stack here).
    pub fn node_count(&self) -> usize {
        let mut count = 0;
        let mut pending: Vec<&Self> = alloc::vec![self];
        while let Some(spec) = pending.pop() {
            count += 1;
            pending.extend(&spec.children);
        }
        count
    }

    /// Builds the tree, or says why it cannot: as [`build`](Spec::build),
    /// for a description that comes from data (a tree has at most
    /// [`MAX_NODES`] nodes).
    ///
    /// ```
    /// use bt_core::dynamic::{MAX_NODES, Spec};
    ///
    /// struct Agent;
    /// let wide = Spec::<Agent>::sequence((0..MAX_NODES).map(|_| Spec::success()));
    /// let error = wide.try_build().unwrap_err();
    /// assert_eq!(error.nodes(), MAX_NODES + 1);
    /// assert_eq!(
    ///     error.to_string(),
    ///     "a tree has at most 65535 nodes (ids are u16); this one has 65536"
    /// );
    /// ```
    ///
    /// # Errors
    ///
    /// [`TooManyNodes`] if the tree has more than [`MAX_NODES`] nodes.
    pub fn try_build(self) -> Result<Tree<Dynamic<C>, C>, TooManyNodes> {
        let nodes = self.node_count();
        if nodes > MAX_NODES {
            return Err(TooManyNodes { nodes });
        }
        Ok(self.build())
    }

    /// Builds the tree: numbers the nodes in pre-order and builds the table
    /// and the nodes.
    ///
    /// # Panics
    ///
    /// If the tree has more than [`MAX_NODES`] nodes (ids are `u16`);
    /// [`try_build`](Spec::try_build) returns an error instead.
    pub fn build(mut self) -> Tree<Dynamic<C>, C> {
        let count = self.node_count();
        let mut rows = Vec::with_capacity(count);
        let tree_id = self.tree_id.take();
        let makes = self.flatten(count, Some(&mut rows));
        let nodes = Nodes::owned(rows);
        Tree::new(Dynamic {
            root: build_nodes(makes),
            nodes: match tree_id {
                Some(id) => nodes.with_tree_id(&id),
                None => nodes,
            },
        })
    }

    /// Takes the description of `count` nodes apart in pre-order: the
    /// makes of its nodes with their numbers of children and, into `rows`,
    /// the table (without it, the labels and ports are dropped). Walks with a stack of its
    /// own, so that a deep description cannot overflow the thread's.
    ///
    /// All of it is taken apart before a node is built (see
    /// [`build_nodes`]): the nodes are then made one after the other, the
    /// allocator lays them out close together, and a tree's tick touches
    /// few cache lines.
    fn flatten(self, count: usize, mut rows: Option<&mut Vec<OwnedRow>>) -> Vec<(Make<C>, usize)> {
        let mut makes = Vec::with_capacity(count);
        let mut pending = alloc::vec![(self, None::<NodeId>, 0_u16)];
        while let Some((spec, parent, depth)) = pending.pop() {
            let id = NodeId::try_from(makes.len())
                .ok()
                .filter(|&id| id < NodeId::MAX)
                .unwrap_or_else(|| panic!("a tree has at most {MAX_NODES} nodes (ids are u16)"));
            let Self {
                kind,
                label,
                btcpp_id,
                ports,
                models,
                children,
                make,
                tree_id: _,
            } = spec;
            makes.push((make, children.len()));
            if let Some(rows) = rows.as_deref_mut() {
                if let Some(parent) = parent {
                    rows[usize::from(parent)].children.push(id);
                }
                rows.push(OwnedRow {
                    parent,
                    kind,
                    named: named(kind, label.as_deref()),
                    btcpp_id: row_btcpp_id(kind, label.as_deref(), btcpp_id.as_deref())
                        .map(String::from),
                    label: label.unwrap_or_else(|| kind.keyword.into()),
                    depth,
                    children: Vec::with_capacity(children.len()),
                    ports,
                    models,
                });
            }
            // The first child on top: it is numbered next.
            pending.extend(children.into_iter().rev().map(|c| (c, Some(id), depth + 1)));
        }
        makes
    }

    /// `true` if the table this description would build is `rows`: the
    /// same nodes in the same places, with the same labels and ports.
    fn builds_rows(&self, rows: &[OwnedRow]) -> bool {
        let mut pending: Vec<(&Self, Option<NodeId>, u16)> = alloc::vec![(self, None, 0)];
        let mut next = 0_usize;
        while let Some((spec, parent, depth)) = pending.pop() {
            let Some(row) = rows.get(next) else {
                return false;
            };
            let label = spec.label.as_deref();
            let btcpp_id = row_btcpp_id(spec.kind, label, spec.btcpp_id.as_deref());
            if row.parent != parent
                || row.kind != spec.kind
                || row.depth != depth
                || row.named != named(spec.kind, label)
                || row.label != label.unwrap_or(spec.kind.keyword)
                || row.btcpp_id.as_deref() != btcpp_id
                || row.children.len() != spec.children.len()
                || row.ports != spec.ports
                || row.models != spec.models
            {
                return false;
            }
            let Ok(id) = NodeId::try_from(next) else {
                return false;
            };
            next += 1;
            pending.extend(spec.children.iter().rev().map(|c| (c, Some(id), depth + 1)));
        }
        next == rows.len()
    }
}

/// Builds the nodes of [`Spec::flatten`]'s makes (in pre-order, each with
/// its number of children), children before their parent, and returns
/// the root.
fn build_nodes<C: ?Sized>(makes: Vec<(Make<C>, usize)>) -> BoxNode<C> {
    let mut built: Vec<BoxNode<C>> = Vec::new();
    for (id, (make, children)) in makes.into_iter().enumerate().rev() {
        // In reverse pre-order, a node's children are the last ones built,
        // the first child on top.
        let mut ch = built.split_off(built.len() - children);
        ch.reverse();
        let id = NodeId::try_from(id).unwrap_or(NodeId::MAX);
        built.push(make(ch, Some(id)));
    }
    match built.pop() {
        Some(root) => root,
        None => unreachable!("a description has a root"),
    }
}

/// Many trees of one description, as [`Spec::build`] builds them, sharing
/// one [node table](crate::table).
///
/// A runtime-built tree cannot be cloned (its leaves need not be `Clone`),
/// so a tree per agent is built from its description, a function that
/// returns the [`Spec`]: [`Prototype::build`] calls it and builds only the
/// nodes; the table, with the labels and ports, is built once, when the
/// prototype is made, and each tree holds it as a shared pointer. That
/// saves the table's building and memory in each tree (most of a small
/// tree's bytes: 3.5 of the 4.2 KB of a 17-node tree), so that many trees build faster and more of
/// them fit in the caches when they are ticked. A description that
/// builds a table other than the prototype's (the function returned
/// another tree) gets a table of its own, as with `Spec::build`.
///
/// ```
/// use bt_core::dynamic::{Prototype, Spec};
/// use bt_core::Status;
///
/// struct Agent { hp: u32, healed: u32 }
///
/// fn guard() -> Spec<Agent> {
///     Spec::fallback([
///         Spec::condition("healthy", |a: &mut Agent| a.hp > 50),
///         Spec::action("heal", |a: &mut Agent| { a.hp = 100; a.healed += 1; Status::Success }),
///     ])
/// }
///
/// let prototype = Prototype::new(guard);
/// let mut agents: Vec<_> = (0..100).map(|i| (Agent { hp: i, healed: 0 }, prototype.build())).collect();
/// for (agent, tree) in &mut agents {
///     assert_eq!(tree.tick(agent), Status::Success);
/// }
/// assert_eq!(agents.iter().map(|(a, _)| a.healed).sum::<u32>(), 51);
/// // The trees share the prototype's table.
/// assert_eq!(agents[0].1.nodes().len(), 3);
/// assert!(agents[0].1.nodes().same_table(&prototype.nodes()));
/// ```
pub struct Prototype<C: ?Sized + 'static, F> {
    spec: F,
    nodes: Nodes,
    context: PhantomData<fn() -> Spec<C>>,
}

impl<C: ?Sized + 'static, F: Fn() -> Spec<C>> Prototype<C, F> {
    /// The prototype of the trees `spec` describes: calls it once and
    /// builds the table.
    ///
    /// # Panics
    ///
    /// If the tree has more than [`MAX_NODES`] nodes;
    /// [`try_new`](Self::try_new) returns an error instead.
    pub fn new(spec: F) -> Self {
        let nodes = spec().build().nodes();
        Self {
            spec,
            nodes,
            context: PhantomData,
        }
    }

    /// The prototype of the trees `spec` describes, or why there can be
    /// none (see [`Spec::try_build`]).
    ///
    /// # Errors
    ///
    /// [`TooManyNodes`] if the tree has more than [`MAX_NODES`] nodes.
    pub fn try_new(spec: F) -> Result<Self, TooManyNodes> {
        let nodes = spec().try_build()?.nodes();
        Ok(Self {
            spec,
            nodes,
            context: PhantomData,
        })
    }

    /// A tree: the nodes of a description from the function, and the
    /// prototype's table (or, if the description builds another table, a
    /// table of its own).
    ///
    /// # Panics
    ///
    /// If the function returns a tree of more than [`MAX_NODES`] nodes
    /// (its first one did not: see [`new`](Self::new)).
    pub fn build(&self) -> Tree<Dynamic<C>, C> {
        let spec = (self.spec)();
        match self.nodes.owned_rows() {
            Some(rows) if spec.builds_rows(rows) => Tree::new(Dynamic {
                root: build_nodes(spec.flatten(rows.len(), None)),
                nodes: self.nodes.clone(),
            }),
            _ => spec.build(),
        }
    }

    /// The table every tree built from the prototype shares (unless its
    /// description changed).
    pub fn nodes(&self) -> Nodes {
        self.nodes.clone()
    }
}

impl<C: ?Sized + 'static, F> fmt::Debug for Prototype<C, F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Prototype")
            .field("nodes", &self.nodes)
            .finish_non_exhaustive()
    }
}

macro_rules! composites {
    ($($(#[$doc:meta])* $name:ident => $kind:ident, $ty:ident;)*) => {
        impl<C: ?Sized + 'static> Spec<C> {
            $(
                $(#[$doc])*
                pub fn $name(children: impl IntoIterator<Item = Self>) -> Self {
                    Self::of(Kind::$kind, children, |ch| $ty::new(ch))
                }
            )*
        }
    };
}

composites! {
    /// `sequence`.
    sequence => SEQUENCE, Sequence;
    /// `sequence_with_memory`.
    sequence_with_memory => SEQUENCE_WITH_MEMORY, SequenceWithMemory;
    /// `reactive_sequence`.
    reactive_sequence => REACTIVE_SEQUENCE, ReactiveSequence;
    /// `async_sequence`.
    async_sequence => ASYNC_SEQUENCE, AsyncSequence;
    /// `fallback`.
    fallback => FALLBACK, Fallback;
    /// `reactive_fallback`.
    reactive_fallback => REACTIVE_FALLBACK, ReactiveFallback;
    /// `async_fallback`.
    async_fallback => ASYNC_FALLBACK, AsyncFallback;
}

macro_rules! decorators {
    ($($(#[$doc:meta])* $name:ident => $kind:ident, $ty:ident;)*) => {
        impl<C: ?Sized + 'static> Spec<C> {
            $(
                $(#[$doc])*
                #[must_use]
                pub fn $name(child: Self) -> Self {
                    Self::of(Kind::$kind, [child], |ch| $ty::new(only(ch)))
                }
            )*
        }
    };
}

decorators! {
    /// `inverter`.
    inverter => INVERTER, Inverter;
    /// `force_success`.
    force_success => FORCE_SUCCESS, ForceSuccess;
    /// `force_failure`.
    force_failure => FORCE_FAILURE, ForceFailure;
    /// `keep_running_until_failure`.
    keep_running_until_failure => KEEP_RUNNING_UNTIL_FAILURE, KeepRunningUntilFailure;
    /// `repeat_until_failure`.
    repeat_until_failure => REPEAT_UNTIL_FAILURE, RepeatUntilFailure;
    /// `subtree` (BehaviorTree.CPP's `SubTree`): `child`, seen as a
    /// subtree. Give it its instance name with [`label`](Self::label) and
    /// the ID of its tree with [`btcpp_id`](Self::btcpp_id) (else the label
    /// is both); the exports write `child` as a `<BehaviorTree>` of that
    /// ID, and the node as `<SubTree ID="..">` with its [`port`](Self::port)s.
    ///
    /// ```
    /// use bt_core::dynamic::Spec;
    ///
    /// let walk = Spec::<()>::sequence([Spec::success(), Spec::success()]);
    /// let tree = Spec::sequence([Spec::subtree(walk).label("walk").btcpp_id("Walk")]).build();
    /// assert_eq!(tree.nodes().get(1).unwrap().label, "walk");
    /// let xml = tree.to_btcpp_xml();
    /// assert!(xml.contains(r#"<SubTree ID="Walk" name="walk"/>"#), "{xml}");
    /// assert!(xml.contains(r#"<BehaviorTree ID="Walk">"#), "{xml}");
    /// ```
    subtree => SUBTREE, SubTree;
}

macro_rules! preconditions {
    ($($(#[$doc:meta])* $name:ident => $kind:ident, $ty:ident;)*) => {
        impl<C: ?Sized + 'static> Spec<C> {
            $(
                $(#[$doc])*
                pub fn $name(
                    condition: impl Into<String>,
                    f: threads!(impl FnMut(&mut C) -> bool + 'static),
                    child: Self,
                ) -> Self {
                    Self::of(Kind::$kind, [child], move |ch| $ty::new(Condition(f), only(ch)))
                        .port("condition", condition.into())
                }
            )*
        }
    };
}

preconditions! {
    /// `skip_if`: the condition is named `condition` in the table (its
    /// `condition` port).
    skip_if => SKIP_IF, SkipIf;
    /// `success_if`.
    success_if => SUCCESS_IF, SuccessIf;
    /// `failure_if`.
    failure_if => FAILURE_IF, FailureIf;
    /// `while_`.
    while_ => WHILE, While;
}

impl<C: ?Sized + 'static> Spec<C> {
    /// `parallel(success_count, failure_count)`.
    pub fn parallel(
        success_count: i32,
        failure_count: i32,
        children: impl IntoIterator<Item = Self>,
    ) -> Self {
        Self::of(Kind::PARALLEL, children, move |ch| {
            Parallel::with_thresholds(ch, success_count, failure_count)
        })
        .port("success_count", success_count)
        .port("failure_count", failure_count)
    }

    /// `parallel_all(max_failures)`.
    pub fn parallel_all(max_failures: i32, children: impl IntoIterator<Item = Self>) -> Self {
        Self::of(Kind::PARALLEL_ALL, children, move |ch| {
            ParallelAll::with_max_failures(ch, max_failures)
        })
        .port("max_failures", max_failures)
    }

    fn branch(kind: Kind, condition: Self, then: Self, otherwise: Option<Self>) -> Self {
        let children = [Some(condition), Some(then), otherwise]
            .into_iter()
            .flatten();
        let mut spec = Self::of(kind, children, |_| AlwaysFailure);
        spec.make = Box::new(move |ch, id| {
            let mut ch = ch.into_iter();
            let (Some(i), Some(t)) = (ch.next(), ch.next()) else {
                unreachable!("a branch is built with a condition and a branch")
            };
            match (kind == Kind::WHILE_DO_ELSE, ch.next()) {
                (false, None) => boxed(id, IfThenElse::new(i, t)),
                (false, Some(e)) => boxed(id, IfThenElse::with_else(i, t, e)),
                (true, None) => boxed(id, WhileDoElse::new(i, t)),
                (true, Some(e)) => boxed(id, WhileDoElse::with_else(i, t, e)),
            }
        });
        spec
    }

    /// `if_then_else<condition, then[, otherwise]>`.
    #[must_use]
    pub fn if_then_else(condition: Self, then: Self, otherwise: Option<Self>) -> Self {
        Self::branch(Kind::IF_THEN_ELSE, condition, then, otherwise)
    }

    /// `while_do_else<condition, then[, otherwise]>`.
    #[must_use]
    pub fn while_do_else(condition: Self, then: Self, otherwise: Option<Self>) -> Self {
        Self::branch(Kind::WHILE_DO_ELSE, condition, then, otherwise)
    }

    /// `try_catch(catch_on_halt)`: the last child is the catch.
    pub fn try_catch(catch_on_halt: bool, children: impl IntoIterator<Item = Self>) -> Self {
        Self::of(Kind::TRY_CATCH, children, move |mut ch| {
            let catch: BoxNode<C> = ch.pop().unwrap_or_else(|| Box::new(AlwaysFailure));
            TryCatch::with_catch_on_halt(ch, catch, catch_on_halt)
        })
        .port("catch_on_halt", catch_on_halt)
    }

    /// `switch(variable, case_1, ..)`: `variable` names the value (its port
    /// in the table), `children` are one per case and the default, last.
    pub fn switch<T, const N: usize>(
        variable: impl Into<String>,
        value: threads!(impl FnMut(&mut C) -> T + 'static),
        cases: [T; N],
        children: impl IntoIterator<Item = Self>,
    ) -> Self
    where
        T: PartialEq + fmt::Display + Send + Sync + 'static,
    {
        let mut spec =
            Self::of(Kind::SWITCH, [], |_| AlwaysFailure).port("variable", variable.into());
        for (i, case) in cases.iter().enumerate() {
            spec.ports.push((
                Cow::Borrowed(*SWITCH_CASES.get(i).unwrap_or(&"case_n")),
                case.to_string(),
            ));
        }
        spec.children = children.into_iter().collect();
        spec.make = Box::new(move |ch, id| boxed(id, Switch::new(value, cases, ch)));
        spec
    }

    /// `repeat(num_cycles)`.
    #[must_use]
    pub fn repeat(num_cycles: i32, child: Self) -> Self {
        Self::of(Kind::REPEAT, [child], move |ch| {
            Repeat::new(num_cycles, only(ch))
        })
        .port("num_cycles", num_cycles)
    }

    /// `retry(num_attempts)`.
    #[must_use]
    pub fn retry(num_attempts: i32, child: Self) -> Self {
        Self::of(Kind::RETRY, [child], move |ch| {
            Retry::new(num_attempts, only(ch))
        })
        .port("num_attempts", num_attempts)
    }

    /// `run_once(then_skip)`.
    #[must_use]
    pub fn run_once(then_skip: bool, child: Self) -> Self {
        Self::of(Kind::RUN_ONCE, [child], move |ch| {
            RunOnce::with_then_skip(then_skip, only(ch))
        })
        .port("then_skip", then_skip)
    }
    /// `repeat(num_cycles)` with `num_cycles` read from the context by
    /// `read` before each of the node's ticks, as BehaviorTree.CPP reads
    /// `num_cycles="{key}"`; `port` is the port's value in the node table
    /// (`"{laps}"`). `read` returns `None` for a value the node cannot
    /// take (BehaviorTree.CPP throws when it cannot read the port): the
    /// node's tick then fails, after halting the child if it runs. A count
    /// lowered to the cycles already done while the child runs ends the
    /// loop at the node's next tick with `Success`, and leaves the child
    /// running, as BehaviorTree.CPP does (its next activation goes on
    /// with it).
    ///
    /// ```
    /// use bt_core::dynamic::Spec;
    /// use bt_core::Status;
    ///
    /// struct Ctx { laps: i32, done: i32 }
    ///
    /// let mut tree = Spec::repeat_reading(
    ///     "{laps}",
    ///     |c: &Ctx| Some(c.laps),
    ///     Spec::action("lap", |c: &mut Ctx| {
    ///         c.done += 1;
    ///         Status::Success
    ///     }),
    /// )
    /// .build();
    /// let mut ctx = Ctx { laps: 3, done: 0 };
    /// while tree.tick(&mut ctx) == Status::Running {}
    /// assert_eq!(ctx.done, 3);
    /// ```
    #[must_use]
    pub fn repeat_reading(
        port: impl fmt::Display,
        read: threads!(impl Fn(&C) -> Option<i32> + 'static),
        child: Self,
    ) -> Self {
        Self::of(Kind::REPEAT, [child], move |ch| {
            let limit = SharedLimit::default();
            let cell = limit.clone();
            let set = move |_: &mut _, n| cell.set(n);
            Reading::new(Repeat::with_limit(limit, only(ch)), read, set)
        })
        .port("num_cycles", port)
    }

    /// `retry(num_attempts)` with `num_attempts` read from the context by
    /// `read` before each of the node's ticks and after each failure of
    /// the child (which may have changed it), as BehaviorTree.CPP reads
    /// `num_attempts="{key}"` (see [`repeat_reading`](Self::repeat_reading)).
    #[must_use]
    pub fn retry_reading(
        port: impl fmt::Display,
        read: threads!(impl Fn(&C) -> Option<i32> + 'static),
        child: Self,
    ) -> Self {
        let read: ReadCount<C> = Arc::new(read);
        Self::of(Kind::RETRY, [child], move |ch| {
            let limit = SharedLimit::default();
            // BehaviorTree.CPP reads the count again after each failure
            // of the child, which may have changed it.
            let child = Reread {
                child: only(ch),
                read: {
                    let read = Arc::clone(&read);
                    move |c: &C| read(c)
                },
                limit: limit.clone(),
            };
            let cell = limit.clone();
            let set = move |_: &mut _, n| cell.set(n);
            Reading::new(Retry::with_limit(limit, child), move |c: &C| read(c), set)
        })
        .port("num_attempts", port)
    }
}

impl<C: Clock + ?Sized + 'static> Spec<C> {
    /// `timeout(msec)`.
    #[must_use]
    pub fn timeout(msec: u64, child: Self) -> Self {
        Self::of(Kind::TIMEOUT, [child], move |ch| {
            Timeout::new(msec, only(ch))
        })
        .port("msec", msec)
    }

    /// `delay(delay_msec)`.
    #[must_use]
    pub fn delay(delay_msec: u64, child: Self) -> Self {
        Self::of(Kind::DELAY, [child], move |ch| {
            Delay::new(delay_msec, only(ch))
        })
        .port("delay_msec", delay_msec)
    }

    /// `sleep(msec)`.
    #[must_use]
    pub fn sleep(msec: u64) -> Self {
        Self::of(Kind::SLEEP, [], move |_| Sleep::new(msec)).port("msec", msec)
    }

    /// `timeout(msec)` with `msec` read from the context by `read` before
    /// each of the node's ticks; an activation keeps the deadline it
    /// started with (see [`Timeout::set_msec`] and
    /// [`repeat_reading`](Self::repeat_reading)).
    #[must_use]
    pub fn timeout_reading(
        port: impl fmt::Display,
        read: threads!(impl Fn(&C) -> Option<u64> + 'static),
        child: Self,
    ) -> Self {
        Self::of(Kind::TIMEOUT, [child], move |ch| {
            Reading::new(Timeout::new(0, only(ch)), read, Timeout::set_msec)
        })
        .port("msec", port)
    }

    /// `delay(delay_msec)` with `delay_msec` read from the context by
    /// `read` before each of the node's ticks; a wait under way keeps its
    /// deadline (see [`Delay::set_delay_msec`]).
    #[must_use]
    pub fn delay_reading(
        port: impl fmt::Display,
        read: threads!(impl Fn(&C) -> Option<u64> + 'static),
        child: Self,
    ) -> Self {
        Self::of(Kind::DELAY, [child], move |ch| {
            Reading::new(Delay::new(0, only(ch)), read, Delay::set_delay_msec)
        })
        .port("delay_msec", port)
    }

    /// `sleep(msec)` with `msec` read from the context by `read` before
    /// each of the node's ticks; a sleep under way keeps its deadline (see
    /// [`Sleep::set_msec`]).
    #[must_use]
    pub fn sleep_reading(
        port: impl fmt::Display,
        read: threads!(impl Fn(&C) -> Option<u64> + 'static),
    ) -> Self {
        Self::of(Kind::SLEEP, [], move |_| {
            Reading::new(Sleep::new(0), read, Sleep::set_msec)
        })
        .port("msec", port)
    }
}

/// Reads a loop's count from the context (`None`: a value it cannot take).
type ReadCount<C> = Arc<threads!(dyn Fn(&C) -> Option<i32>)>;

/// The root of a runtime-built tree: the nodes and their table.
pub struct Dynamic<C: ?Sized + 'static> {
    root: BoxNode<C>,
    nodes: Nodes,
}

impl<C: ?Sized + 'static> fmt::Debug for Dynamic<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Dynamic")
            .field("nodes", &self.nodes)
            .finish_non_exhaustive()
    }
}

impl<C: ?Sized + 'static> Node<C> for Dynamic<C> {
    #[inline]
    fn tick(&mut self, ctx: &mut C) -> Status {
        self.root.tick(ctx)
    }

    #[inline]
    fn halt(&mut self, ctx: &mut C) {
        self.root.halt(ctx);
    }

    fn tick_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) -> Status {
        self.root.tick_observed(ctx, observer)
    }

    fn halt_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) {
        self.root.halt_observed(ctx, observer);
    }
}

impl<C: ?Sized + 'static> NodeTable for Dynamic<C> {
    fn nodes(&self) -> Nodes {
        self.nodes.clone()
    }
}
