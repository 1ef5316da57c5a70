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

#[cfg(feature = "alloc")]
use alloc::{string::String, sync::Arc, vec::Vec};

use crate::node::{IsAction, IsCondition, IsNode};
use crate::observe::{NodeId, Observer};
use crate::{Node, Status};

/// What a node is to BehaviorTree.CPP: the four node types of its XML and
/// of Groot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Category {
    /// A node with children that decides which to tick (`Sequence`, ...).
    Control,
    /// A node with one child that changes its result or when it runs.
    Decorator,
    /// A leaf that does something.
    Action,
    /// A leaf that checks something (a `bool` function).
    Condition,
}

impl Category {
    /// BehaviorTree.CPP's tag for the category: `"Control"`, `"Decorator"`,
    /// `"Action"` or `"Condition"`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Control => "Control",
            Self::Decorator => "Decorator",
            Self::Action => "Action",
            Self::Condition => "Condition",
        }
    }

    /// `true` for actions and conditions.
    #[must_use]
    pub const fn is_leaf(self) -> bool {
        matches!(self, Self::Action | Self::Condition)
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The kind of a node: which built-in node it is, or that it is a user
/// leaf.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Kind {
    /// The `bt!` keyword (`"sequence"`, `"retry"`, ...); `"action"` or
    /// `"condition"` for a user leaf.
    pub keyword: &'static str,
    /// BehaviorTree.CPP's registration ID (`"Sequence"`,
    /// `"RetryUntilSuccessful"`, `"Switch"` to which the XML export appends
    /// the number of cases, `"_skipIf"` for the preconditions, which BT.CPP
    /// writes as attributes); `"Action"` or `"Condition"` for a user leaf,
    /// whose ID is its label.
    pub btcpp: &'static str,
    /// Control, decorator, action or condition.
    pub category: Category,
}

macro_rules! kinds {
    ($($konst:ident = $keyword:literal, $btcpp:literal, $category:ident;)*) => {
        impl Kind {
            $(
                #[doc = concat!("`", $keyword, "` (BehaviorTree.CPP: `", $btcpp, "`).")]
                pub const $konst: Self = Self {
                    keyword: $keyword,
                    btcpp: $btcpp,
                    category: Category::$category,
                };
            )*

            /// Every kind above, in the order of the node catalogue.
            pub const ALL: &'static [Self] = &[$(Self::$konst),*];
        }
    };
}

kinds! {
    SEQUENCE = "sequence", "Sequence", Control;
    SEQUENCE_WITH_MEMORY = "sequence_with_memory", "SequenceWithMemory", Control;
    REACTIVE_SEQUENCE = "reactive_sequence", "ReactiveSequence", Control;
    ASYNC_SEQUENCE = "async_sequence", "AsyncSequence", Control;
    FALLBACK = "fallback", "Fallback", Control;
    REACTIVE_FALLBACK = "reactive_fallback", "ReactiveFallback", Control;
    ASYNC_FALLBACK = "async_fallback", "AsyncFallback", Control;
    PARALLEL = "parallel", "Parallel", Control;
    PARALLEL_ALL = "parallel_all", "ParallelAll", Control;
    IF_THEN_ELSE = "if_then_else", "IfThenElse", Control;
    WHILE_DO_ELSE = "while_do_else", "WhileDoElse", Control;
    SWITCH = "switch", "Switch", Control;
    TRY_CATCH = "try_catch", "TryCatch", Control;
    INVERTER = "inverter", "Inverter", Decorator;
    FORCE_SUCCESS = "force_success", "ForceSuccess", Decorator;
    FORCE_FAILURE = "force_failure", "ForceFailure", Decorator;
    REPEAT = "repeat", "Repeat", Decorator;
    RETRY = "retry", "RetryUntilSuccessful", Decorator;
    KEEP_RUNNING_UNTIL_FAILURE = "keep_running_until_failure", "KeepRunningUntilFailure", Decorator;
    REPEAT_UNTIL_FAILURE = "repeat_until_failure", "RepeatUntilFailure", Decorator;
    RUN_ONCE = "run_once", "RunOnce", Decorator;
    TIMEOUT = "timeout", "Timeout", Decorator;
    DELAY = "delay", "Delay", Decorator;
    SKIP_IF = "skip_if", "_skipIf", Decorator;
    SUCCESS_IF = "success_if", "_successIf", Decorator;
    FAILURE_IF = "failure_if", "_failureIf", Decorator;
    WHILE = "while_", "_while", Decorator;
    SUCCESS = "success", "AlwaysSuccess", Action;
    FAILURE = "failure", "AlwaysFailure", Action;
    RUNNING = "running", "AlwaysRunning", Action;
    SLEEP = "sleep", "Sleep", Action;
    ACTION = "action", "Action", Action;
    CONDITION = "condition", "Condition", Condition;
}

impl Kind {
    /// The kind of the `bt!` keyword `keyword` (its canonical name, not an
    /// alias), or of a user leaf for `"action"` / `"condition"`.
    #[must_use]
    pub fn from_keyword(keyword: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|k| k.keyword == keyword)
    }

    /// `true` for a leaf written by the user (not a built-in node).
    #[must_use]
    pub fn is_user_leaf(&self) -> bool {
        *self == Self::ACTION || *self == Self::CONDITION
    }

    /// The ports (arguments) of a built-in node, as BehaviorTree.CPP names
    /// them, in the order of the node catalogue: what the XML loader
    /// accepts as attributes and what a runtime-built node's table entry
    /// lists. A `switch` has `variable` then one `case_<n>` per case
    /// ([`SWITCH_CASES`]); the preconditions have their `condition`.
    #[must_use]
    pub fn ports(&self) -> &'static [PortInfo] {
        match *self {
            Self::PARALLEL => ports::PARALLEL,
            Self::PARALLEL_ALL => ports::PARALLEL_ALL,
            Self::SWITCH => ports::SWITCH,
            Self::TRY_CATCH => ports::TRY_CATCH,
            Self::REPEAT => ports::REPEAT,
            Self::RETRY => ports::RETRY,
            Self::RUN_ONCE => ports::RUN_ONCE,
            Self::TIMEOUT | Self::SLEEP => ports::MSEC,
            Self::DELAY => ports::DELAY,
            Self::SKIP_IF | Self::SUCCESS_IF | Self::FAILURE_IF | Self::WHILE => ports::CONDITION,
            _ => &[],
        }
    }
}

/// The port lists of [`Kind::ports`].
mod ports {
    use super::{PortInfo, PortType};

    const fn port(name: &'static str, ty: PortType, default: Option<&'static str>) -> PortInfo {
        PortInfo { name, ty, default }
    }

    pub(super) const PARALLEL: &[PortInfo] = &[
        port("success_count", PortType::Int, Some("-1")),
        port("failure_count", PortType::Int, Some("1")),
    ];
    pub(super) const PARALLEL_ALL: &[PortInfo] = &[port("max_failures", PortType::Int, Some("1"))];
    pub(super) const SWITCH: &[PortInfo] = &[port("variable", PortType::Variable, None)];
    pub(super) const TRY_CATCH: &[PortInfo] =
        &[port("catch_on_halt", PortType::Bool, Some("false"))];
    pub(super) const REPEAT: &[PortInfo] = &[port("num_cycles", PortType::Int, None)];
    pub(super) const RETRY: &[PortInfo] = &[port("num_attempts", PortType::Int, None)];
    pub(super) const RUN_ONCE: &[PortInfo] = &[port("then_skip", PortType::Bool, Some("true"))];
    pub(super) const MSEC: &[PortInfo] = &[port("msec", PortType::Millis, None)];
    pub(super) const DELAY: &[PortInfo] = &[port("delay_msec", PortType::Millis, None)];
    pub(super) const CONDITION: &[PortInfo] = &[port("condition", PortType::Condition, None)];
}

/// BehaviorTree.CPP's precondition attributes with the kind each is in
/// `bt!`, in the order BT.CPP checks them (the outermost first) and writes
/// them (its enum's order). Shared by the XML exporter and both XML
/// loaders.
pub const PRECONDITION_ATTRIBUTES: [(&str, Kind); 4] = [
    ("_failureIf", Kind::FAILURE_IF),
    ("_successIf", Kind::SUCCESS_IF),
    ("_skipIf", Kind::SKIP_IF),
    ("_while", Kind::WHILE),
];

/// BehaviorTree.CPP's post-condition attributes (scripts run after a node
/// finishes or is halted), which `bt` has no node for.
pub const POSTCONDITION_ATTRIBUTES: [&str; 4] = ["_onSuccess", "_onFailure", "_post", "_onHalted"];

impl Kind {
    /// The built-in node written `<tag>` in BehaviorTree.CPP XML, with the
    /// number of cases for `Switch<n>` (`Switch2`..`Switch16`). `None` for
    /// anything else, the precondition attributes and `Action`/`Condition`
    /// included.
    ///
    /// ```
    /// use bt_core::table::Kind;
    ///
    /// assert_eq!(Kind::from_btcpp_tag("RetryUntilSuccessful"), Some((Kind::RETRY, None)));
    /// assert_eq!(Kind::from_btcpp_tag("Switch3"), Some((Kind::SWITCH, Some(3))));
    /// assert_eq!(Kind::from_btcpp_tag("_skipIf"), None);
    /// ```
    #[must_use]
    pub fn from_btcpp_tag(tag: &str) -> Option<(Self, Option<usize>)> {
        if let Some(n) = tag.strip_prefix("Switch")
            && let Ok(cases) = n.parse::<usize>()
            && (1..=SWITCH_CASES.len()).contains(&cases)
            && !n.starts_with(['0', '+'])
        {
            return Some((Self::SWITCH, Some(cases)));
        }
        Self::XML_TAGS
            .iter()
            .copied()
            .find(|k| k.btcpp == tag)
            .map(|k| (k, None))
    }

    /// The kinds that have a tag of their own in BehaviorTree.CPP XML
    /// (every built-in node but `switch`, whose tag says its number of
    /// cases, and the preconditions, which are attributes).
    pub const XML_TAGS: &'static [Self] = &[
        Self::SEQUENCE,
        Self::SEQUENCE_WITH_MEMORY,
        Self::REACTIVE_SEQUENCE,
        Self::ASYNC_SEQUENCE,
        Self::FALLBACK,
        Self::REACTIVE_FALLBACK,
        Self::ASYNC_FALLBACK,
        Self::PARALLEL,
        Self::PARALLEL_ALL,
        Self::IF_THEN_ELSE,
        Self::WHILE_DO_ELSE,
        Self::TRY_CATCH,
        Self::INVERTER,
        Self::FORCE_SUCCESS,
        Self::FORCE_FAILURE,
        Self::REPEAT,
        Self::RETRY,
        Self::KEEP_RUNNING_UNTIL_FAILURE,
        Self::REPEAT_UNTIL_FAILURE,
        Self::RUN_ONCE,
        Self::TIMEOUT,
        Self::DELAY,
        Self::SUCCESS,
        Self::FAILURE,
        Self::RUNNING,
        Self::SLEEP,
    ];
}

/// The name of `names` closest to `name` (ignoring case) if it is close
/// enough to be what was meant: for loaders' "did you mean" hints.
///
/// ```
/// assert_eq!(bt_core::table::closest("Sequens", ["Fallback", "Sequence"]), Some("Sequence"));
/// assert_eq!(bt_core::table::closest("Walk", ["Fallback", "Sequence"]), None);
/// ```
pub fn closest<'a>(name: &str, names: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    fn lower(s: &str) -> impl Iterator<Item = char> + '_ {
        s.chars().flat_map(char::to_lowercase)
    }
    names
        .into_iter()
        .map(|n| (distance(lower(n), lower(name)), n))
        .filter(|(d, n)| *d <= (n.chars().count() / 3).max(2))
        .min()
        .map(|(_, n)| n)
}

/// The edit distance between two names (at most 64 characters of `b` are
/// compared; names are short).
fn distance(a: impl Iterator<Item = char>, b: impl Iterator<Item = char>) -> usize {
    let mut bs = ['\0'; 64];
    let mut len = 0;
    for c in b.take(64) {
        bs[len] = c;
        len += 1;
    }
    let mut row = [0_usize; 65];
    for (j, slot) in row.iter_mut().enumerate().take(len + 1) {
        *slot = j;
    }
    for (i, ca) in a.enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for j in 0..len {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != bs[j]))
                .min(row[j] + 1)
                .min(cur + 1);
            prev = cur;
        }
    }
    row[len]
}

/// BehaviorTree.CPP's names of a switch's case ports (`Switch2`..`Switch6`
/// use the first six; `bt` goes on to sixteen).
pub const SWITCH_CASES: [&str; 16] = [
    "case_1", "case_2", "case_3", "case_4", "case_5", "case_6", "case_7", "case_8", "case_9",
    "case_10", "case_11", "case_12", "case_13", "case_14", "case_15", "case_16",
];

/// A port of a built-in node: see [`Kind::ports`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PortInfo {
    /// BehaviorTree.CPP's name of the port (`"num_cycles"`).
    pub name: &'static str,
    /// What the value is.
    pub ty: PortType,
    /// The value when the port is left out, as text; `None` if it must be
    /// given.
    pub default: Option<&'static str>,
}

/// The value type of a built-in node's port.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PortType {
    /// An `i32` (a count or a threshold; negative values have the node's
    /// meaning, e.g. -1 cycles is forever).
    Int,
    /// A `u64` number of milliseconds.
    Millis,
    /// A `bool`.
    Bool,
    /// A condition (a precondition's script in BehaviorTree.CPP).
    Condition,
    /// The value a `switch` reads (a blackboard entry in BehaviorTree.CPP).
    Variable,
}

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
    /// (`agent::shoot`), `closure` or `expr`.
    pub label: &'a str,
    /// The number of ancestors (the root is at depth 0).
    pub depth: u16,
    /// The children's ids, in order.
    pub children: &'a [NodeId],
    /// The node's arguments, named as BehaviorTree.CPP names its ports.
    pub ports: Ports<'a>,
}

impl NodeInfo<'_> {
    /// `true` if the label was given by the user (it differs from the
    /// keyword of a built-in node).
    #[must_use]
    pub fn has_own_label(&self) -> bool {
        self.kind.is_user_leaf() || self.label != self.kind.keyword
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
    #[cfg(feature = "alloc")]
    Owned(&'a [(&'static str, String)]),
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
            PortsRepr::Owned(p) => p.len(),
        }
    }

    /// `true` if the node has no ports.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The `i`-th `(port, value)` pair.
    #[must_use]
    pub fn at(&self, i: usize) -> Option<(&'static str, &'a str)> {
        match self.0 {
            PortsRepr::Static(p) => p.get(i).map(|&(k, v)| (k, v)),
            #[cfg(feature = "alloc")]
            PortsRepr::Owned(p) => p.get(i).map(|(k, v)| (*k, v.as_str())),
        }
    }

    /// The value of the port `name`.
    #[must_use]
    pub fn get(&self, name: &str) -> Option<&'a str> {
        self.iter().find(|(k, _)| *k == name).map(|(_, v)| v)
    }

    /// The `(port, value)` pairs, in order.
    pub fn iter(&self) -> impl Iterator<Item = (&'static str, &'a str)> + '_ {
        (0..self.len()).filter_map(|i| self.at(i))
    }
}

impl fmt::Debug for Ports<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

/// One row of a table emitted by `bt!`. Not part of the public API.
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct Row {
    pub parent: Option<NodeId>,
    pub kind: RowKind,
    pub label: &'static str,
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

/// A root node that knows the table of its tree. [`Tree::nodes`] and the
/// exports are available on trees whose root implements it: trees built
/// by `bt!` ([`Static`]) and by [`dynamic::Spec`](crate::dynamic::Spec).
///
/// [`Tree::nodes`]: crate::Tree::nodes
pub trait NodeTable {
    /// The table of the tree this node is the root of.
    fn nodes(&self) -> Nodes;
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
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn tick(&mut self, ctx: &mut C) -> Status {
        self.root.tick(ctx)
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
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

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn tick_tracked(&mut self, ctx: &mut C, last: &mut crate::observe::NodeId) -> Status {
        self.root.tick_tracked(ctx, last)
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn tick_fresh(&mut self, ctx: &mut C, last: &mut crate::observe::NodeId) -> Status {
        self.root.tick_fresh(ctx, last)
    }

    crate::node::hints_from!(root);
}

impl<N, T: StaticTable, K: LeafKinds> NodeTable for Static<N, T, K> {
    fn nodes(&self) -> Nodes {
        Nodes(Repr::Static {
            rows: T::ROWS,
            leaf: K::category,
        })
    }
}

/// The node table of a tree: a [`NodeInfo`] per node, indexed by
/// [`NodeId`] (pre-order). Cheap to clone: a `bt!` tree's table is a
/// `'static` constant, a runtime-built tree's is shared.
#[derive(Clone)]
pub struct Nodes(Repr);

#[derive(Clone)]
enum Repr {
    Static {
        rows: &'static [Row],
        leaf: fn(u16) -> Category,
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
    pub(crate) depth: u16,
    pub(crate) children: Vec<NodeId>,
    pub(crate) ports: Vec<(&'static str, String)>,
}

impl Nodes {
    /// A table built at run time.
    #[cfg(feature = "alloc")]
    pub(crate) fn owned(rows: Vec<OwnedRow>) -> Self {
        Self(Repr::Owned(rows.into()))
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
            Repr::Static { rows, leaf } => rows.get(i).map(|row| NodeInfo {
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
                depth: row.depth,
                children: row.children,
                ports: Ports(PortsRepr::Static(row.ports)),
            }),
            #[cfg(feature = "alloc")]
            Repr::Owned(rows) => rows.get(i).map(|row| NodeInfo {
                id,
                parent: row.parent,
                kind: row.kind,
                label: &row.label,
                depth: row.depth,
                children: &row.children,
                ports: Ports(PortsRepr::Owned(&row.ports)),
            }),
        }
    }

    /// The root (node 0).
    #[must_use]
    pub fn root(&self) -> Option<NodeInfo<'_>> {
        self.get(0)
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
            && self.depth == other.depth
            && self.children == other.children
            && self.ports.iter().eq(other.ports.iter())
    }
}

impl Eq for NodeInfo<'_> {}
