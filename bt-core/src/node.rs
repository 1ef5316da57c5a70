use crate::Status;
use crate::observe::{NodeId, Observer};

/// A behavior-tree node over the context `C`.
///
/// `C` is the user's context: the agent, the world, the blackboard. Every
/// node of a tree sees the same `&mut C`, so data flow between nodes is
/// checked by the compiler.
///
/// A user type that implements `Node<C>` is a leaf (usually a stateful
/// action; see also [`StatefulAction`], which writes the running / halted
/// bookkeeping for you).
///
/// # Contract
///
/// - [`tick`](Node::tick) runs the node once and reports its [`Status`].
/// - [`halt`](Node::halt) interrupts a running node. It may also be called on
///   a node that is not running; such a call must do nothing observable. A
///   halted node's run starts fresh on its next tick. What BehaviorTree.CPP
///   keeps through a halt stays: a `run_once` that has run does not run
///   again, a `sequence_with_memory` resumes at the child it was on.
///   To start a tree over completely (an agent that respawns), replace it
///   with a copy of the tree as built (`*tree = template.clone()`, see the
///   README's "A tree per agent"), or build it again.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a behavior tree node over the context `{C}`",
    label = "not a `Node<{C}>`",
    note = "a node is a built-in node, a condition or action made of a function, or a type that \
            implements `bt::Node<C>`",
    note = "`bt!` makes a node of a `fn(&mut C) -> bool` or `fn(&mut C) -> Status` written as a \
            leaf; a runtime-built tree takes it as `Spec::condition(label, f)` or \
            `Spec::action(label, f)` (an XML factory as `Factory::condition` or \
            `Factory::action`); anywhere else (a `Box<dyn Node<C>>`) wrap it: \
            `bt::leaf::condition(f)` or `bt::leaf::action(f)`"
)]
pub trait Node<C: ?Sized> {
    /// Runs the node once.
    fn tick(&mut self, ctx: &mut C) -> Status;

    /// Interrupts the node if it is running. The default does nothing.
    #[inline]
    fn halt(&mut self, ctx: &mut C) {
        let _ = ctx;
    }

    /// Runs the node once, telling `observer` what happens below it (see
    /// [`observe`](crate::observe)). Built-in nodes tick their children with
    /// `tick_observed`; the default, right for leaves, is [`tick`](Node::tick).
    #[inline]
    fn tick_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) -> Status {
        let _ = observer;
        self.tick(ctx)
    }

    /// Halts the node, telling `observer` about the halted nodes below it.
    /// The default, right for leaves, is [`halt`](Node::halt).
    #[inline]
    fn halt_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) {
        let _ = observer;
        self.halt(ctx);
    }

    /// The id of the leaf the next tick goes straight to, for the root of
    /// a `bt!` tree (and the wrappers of a root: [`Tree`](crate::Tree),
    /// [`LentTree`](crate::LentTree), `Box`, `&mut`): while the tree runs,
    /// the leaf that returned `Running` (what an agent is doing, for an
    /// overlay or a debug view, at no cost to the tick). `None` when the
    /// tree is at rest, when its next tick goes from the root (a leaf
    /// running under a reactive node or a parallel, whose other children
    /// are ticked again first: a [`Statistics`](crate::observe::Statistics)
    /// observer on the agents you inspect tells those), and for every other
    /// node: the nodes inside a tree, and the roots of runtime-built trees,
    /// which walk from the root. Read it
    /// through `tree.running_leaf()` and name it with
    /// [`nodes`](crate::table::NodeTable::nodes)`().get(id)` (an example:
    /// `tests/test_resume.rs`, `running_leaf_through_opaque_trees`).
    fn running_leaf(&self) -> Option<NodeId> {
        None
    }

    /// Runs the node once, writing to `last` the id of every node with an
    /// id that it ticks, before ticking it: afterwards `last` holds the id
    /// of the last node ticked. The tree of a `bt!` macro uses it to find
    /// its running leaf (see [`resume`](crate::resume)). Built-in nodes tick
    /// their children with `tick_tracked`; the default, right for leaves,
    /// is [`tick`](Node::tick).
    #[doc(hidden)]
    #[inline(always)]
    fn tick_tracked(&mut self, ctx: &mut C, last: &mut NodeId) -> Status {
        let _ = last;
        self.tick(ctx)
    }

    /// As [`tick_tracked`](Node::tick_tracked), in a tick of a tree that is
    /// at rest (its last tick finished, or it was halted): the root of a
    /// `bt!` tree ticks this way then (see [`resume`](crate::resume)). The
    /// plain sequences and fallbacks, the reactive nodes and the stateless
    /// decorators, which are at rest whenever their parent is, skip reading
    /// where they stand and tick their children fresh; every other node
    /// keeps the default, [`tick_tracked`](Node::tick_tracked).
    #[doc(hidden)]
    #[inline(always)]
    fn tick_fresh(&mut self, ctx: &mut C, last: &mut NodeId) -> Status {
        self.tick_tracked(ctx, last)
    }

    /// What this node's ticks can return, as far as its type tells
    /// ([`Hints`]). Composites use it to drop bookkeeping that only a
    /// running or skipped child needs: a sequence of conditions never stands
    /// anywhere but at its first child. The default is [`Hints::ANY`]; a
    /// wrong "never" breaks the composite above, so only nodes that know it
    /// for certain say it. (One method for both facts: one generic function
    /// per node to compile, not two.) Only optimized builds act on them: in
    /// a build with debug assertions, where nothing is inlined, working
    /// them out on every tick would cost more than it saves.
    #[doc(hidden)]
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn hints(&self) -> Hints {
        Hints::ANY
    }
}

/// The hints a node's tick acts on: `hints()`'s, which fold to constants in
/// an optimized build; in a build with debug assertions (where nothing is
/// inlined, and working them out would walk the subtree on every tick),
/// [`Hints::ANY`], the safe answer: the node keeps all of its bookkeeping.
/// Both ways compute the same statuses; `scripts/test.sh` runs the
/// semantic tests in both profiles.
#[inline(always)]
pub(crate) fn tick_hints(hints: impl FnOnce() -> Hints) -> Hints {
    if cfg!(debug_assertions) {
        Hints::ANY
    } else {
        hints()
    }
}

/// What the ticks of a node can return, as far as its type tells (see
/// [`Node::hints`]): compile-time facts for the composites above it.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hints {
    /// `false` only if no tick can return [`Status::Running`] (a
    /// condition, or a composite of conditions).
    pub may_run: bool,
    /// `false` only if no tick can return [`Status::Skipped`].
    pub may_skip: bool,
}

impl Hints {
    /// Anything may come back: the safe answer.
    pub const ANY: Self = Self {
        may_run: true,
        may_skip: true,
    };
    /// Always `Success` or `Failure`.
    pub const FINISHES: Self = Self {
        may_run: false,
        may_skip: false,
    };
    /// The hints of an empty list of children (see
    /// [`Children::hints`](crate::children::Children::hints)): none of them
    /// runs, and all of them (none) are skipped.
    pub const NONE_OF_NO_CHILDREN: Self = Self {
        may_run: false,
        may_skip: true,
    };

    /// The hints of a list of children, from those of two parts of it:
    /// the list may run if either part may, and all of it may be skipped
    /// only if both parts may all be skipped. Each hint is computed once,
    /// so deep trees cost linear time even when nothing is inlined.
    #[must_use]
    #[inline(always)]
    pub const fn join(self, other: Self) -> Self {
        Self {
            may_run: self.may_run || other.may_run,
            may_skip: self.may_skip && other.may_skip,
        }
    }
}

impl<C: ?Sized, N: Node<C> + ?Sized> Node<C> for &mut N {
    #[inline(always)]
    fn tick(&mut self, ctx: &mut C) -> Status {
        (**self).tick(ctx)
    }
    #[inline(always)]
    fn halt(&mut self, ctx: &mut C) {
        (**self).halt(ctx);
    }
    #[inline]
    fn tick_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) -> Status {
        (**self).tick_observed(ctx, observer)
    }
    #[inline]
    fn halt_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) {
        (**self).halt_observed(ctx, observer);
    }
    #[inline(always)]
    fn tick_tracked(&mut self, ctx: &mut C, last: &mut NodeId) -> Status {
        (**self).tick_tracked(ctx, last)
    }
    #[inline(always)]
    fn tick_fresh(&mut self, ctx: &mut C, last: &mut NodeId) -> Status {
        (**self).tick_fresh(ctx, last)
    }
    fn running_leaf(&self) -> Option<NodeId> {
        (**self).running_leaf()
    }
}

#[cfg(feature = "alloc")]
impl<C: ?Sized, N: Node<C> + ?Sized> Node<C> for alloc::boxed::Box<N> {
    #[inline(always)]
    fn tick(&mut self, ctx: &mut C) -> Status {
        (**self).tick(ctx)
    }
    #[inline(always)]
    fn halt(&mut self, ctx: &mut C) {
        (**self).halt(ctx);
    }
    #[inline]
    fn tick_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) -> Status {
        (**self).tick_observed(ctx, observer)
    }
    #[inline]
    fn halt_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) {
        (**self).halt_observed(ctx, observer);
    }
    #[inline(always)]
    fn tick_tracked(&mut self, ctx: &mut C, last: &mut NodeId) -> Status {
        (**self).tick_tracked(ctx, last)
    }
    #[inline(always)]
    fn tick_fresh(&mut self, ctx: &mut C, last: &mut NodeId) -> Status {
        (**self).tick_fresh(ctx, last)
    }
    fn running_leaf(&self) -> Option<NodeId> {
        (**self).running_leaf()
    }
}

/// Marker for [`IntoNode`]: the value already is a [`Node`].
#[derive(Debug)]
pub enum IsNode {}
/// Marker for [`IntoNode`]: a `FnMut(&mut C) -> bool` condition.
#[derive(Debug)]
pub enum IsCondition {}
/// Marker for [`IntoNode`]: a `FnMut(&mut C) -> Status` action.
#[derive(Debug)]
pub enum IsAction {}
/// Marker for [`IntoNode`]: a [`StatefulAction`], which becomes a
/// [`Stateful`] node.
#[derive(Debug)]
pub enum IsStateful {}

/// Conversion of a leaf value into a [`Node`].
///
/// Implemented for every [`Node`], for functions and closures
/// `FnMut(&mut C) -> bool` (conditions, see [`Condition`]) and
/// `FnMut(&mut C) -> Status` (actions, see [`Action`]), and for every
/// [`StatefulAction`] (wrapped in a [`Stateful`]). The marker `M` keeps
/// the four blanket implementations apart; it is always inferred.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be a leaf of a behavior tree over `{C}`",
    label = "not a leaf",
    note = "a leaf is a `fn(&mut C) -> bool` (a condition), a `fn(&mut C) -> Status` (an action) \
            or a value whose type implements `bt::Node<C>`; a function or closure that returns \
            anything else (a number, an `Option`, `()`) is not a leaf",
    note = "leaves take `&mut C`, even conditions that only read: \
            `fn check(agent: &mut Agent) -> bool`, not `agent: &Agent`",
    note = "a function that builds a tree is called: `(patrol())`"
)]
pub trait IntoNode<C: ?Sized, M> {
    /// The node the value becomes.
    type Node: Node<C>;
    /// Converts the value.
    fn into_node(self) -> Self::Node;
}

#[diagnostic::do_not_recommend]
impl<C: ?Sized, N: Node<C>> IntoNode<C, IsNode> for N {
    type Node = N;
    #[inline]
    fn into_node(self) -> N {
        self
    }
}

#[diagnostic::do_not_recommend]
impl<C: ?Sized, F: FnMut(&mut C) -> bool> IntoNode<C, IsCondition> for F {
    type Node = Condition<F>;
    #[inline]
    fn into_node(self) -> Condition<F> {
        Condition(self)
    }
}

#[diagnostic::do_not_recommend]
impl<C: ?Sized, F: FnMut(&mut C) -> Status> IntoNode<C, IsAction> for F {
    type Node = Action<F>;
    #[inline]
    fn into_node(self) -> Action<F> {
        Action(self)
    }
}

/// A [`StatefulAction`] written as a leaf is wrapped for it:
/// `(MoveTo::default())` is `(Stateful::new(MoveTo::default()))`.
#[diagnostic::do_not_recommend]
impl<C: ?Sized, A: StatefulAction<C>> IntoNode<C, IsStateful> for A {
    type Node = Stateful<A>;
    #[inline]
    fn into_node(self) -> Stateful<A> {
        Stateful::new(self)
    }
}

/// A condition leaf: runs its function on every tick; `true` is
/// [`Status::Success`], `false` is [`Status::Failure`]. It is never running,
/// so it is never halted.
#[derive(Clone, Copy, Default)]
pub struct Condition<F>(pub F);

/// The function's type name (`game::is_alive`): fn items and closures
/// have no `Debug`, and a tree of them is `Debug` this way.
impl<F> core::fmt::Debug for Condition<F> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_tuple("Condition")
            .field(&format_args!("{}", core::any::type_name::<F>()))
            .finish()
    }
}

impl<C: ?Sized, F: FnMut(&mut C) -> bool> Node<C> for Condition<F> {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn tick(&mut self, ctx: &mut C) -> Status {
        // Not `Status::from_bool`: in a dev build that is one more call.
        if (self.0)(ctx) {
            Status::Success
        } else {
            Status::Failure
        }
    }
    never_runs_or_skips!();
}

/// Marks a leaf type as a condition: a leaf of a `bt!` tree whose type
/// implements it is a `Condition` in the [node table](crate::table) and in
/// the exports (BehaviorTree.CPP's XML, Groot2's logs), as a
/// `fn(&mut C) -> bool` leaf is; any other leaf node is an `Action`.
///
/// [`Condition`] implements it, so `bt::leaf::condition(f)` written as a
/// leaf is a condition too. Implement it for a node of your own that checks
/// and never runs:
///
/// ```
/// use bt_core::{ConditionNode, Node, Status};
///
/// struct Agent { battery: u8 }
/// /// Succeeds while the battery is above its threshold.
/// struct BatteryAbove(u8);
///
/// impl Node<Agent> for BatteryAbove {
///     fn tick(&mut self, agent: &mut Agent) -> Status {
///         Status::from_bool(agent.battery > self.0)
///     }
/// }
/// impl ConditionNode for BatteryAbove {}
/// ```
///
/// Only `bt!` reads it (from the leaf's type, where the tree is written);
/// a runtime-built leaf says its category itself:
/// [`Spec::condition`](crate::dynamic::Spec::condition) or
/// [`Spec::leaf_of_kind`](crate::dynamic::Spec::leaf_of_kind).
pub trait ConditionNode {}

impl<F> ConditionNode for Condition<F> {}

/// An action leaf: runs its function on every tick and returns its status
/// (BehaviorTree.CPP's `SimpleActionNode`). It has no halt callback; for
/// multi-tick actions that must clean up, use [`StatefulAction`].
#[derive(Clone, Copy, Default)]
pub struct Action<F>(pub F);

/// As [`Condition`]'s: the function's type name.
impl<F> core::fmt::Debug for Action<F> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_tuple("Action")
            .field(&format_args!("{}", core::any::type_name::<F>()))
            .finish()
    }
}

impl<C: ?Sized, F: FnMut(&mut C) -> Status> Node<C> for Action<F> {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn tick(&mut self, ctx: &mut C) -> Status {
        (self.0)(ctx)
    }
}

/// A multi-tick action with start / running / halted callbacks, like
/// BehaviorTree.CPP's `StatefulActionNode`. Wrapped in [`Stateful`] it is
/// a [`Node`]; a `bt!` leaf wraps it for you (`(MoveTo::default())`),
/// elsewhere (a runtime-built tree, a `Box<dyn Node<C>>`) write
/// `Stateful::new(action)`.
///
/// - [`on_start`](StatefulAction::on_start) runs on a tick while the action is
///   not running;
/// - [`on_running`](StatefulAction::on_running) runs on a tick while it is
///   running (the previous tick returned [`Status::Running`]);
/// - [`on_halted`](StatefulAction::on_halted) runs when the action is halted
///   **while running**, and only then.
///
/// ```
/// use bt_core::{Node, Stateful, StatefulAction, Status};
///
/// struct MoveTo { target: i32 }
/// struct Robot { x: i32, stopped: bool }
///
/// impl StatefulAction<Robot> for MoveTo {
///     fn on_start(&mut self, r: &mut Robot) -> Status { r.stopped = false; self.on_running(r) }
///     fn on_running(&mut self, r: &mut Robot) -> Status {
///         if r.x == self.target { return Status::Success; }
///         r.x += (self.target - r.x).signum();
///         Status::Running
///     }
///     fn on_halted(&mut self, r: &mut Robot) { r.stopped = true; }
/// }
///
/// let mut node = Stateful::new(MoveTo { target: 2 });
/// let mut robot = Robot { x: 0, stopped: false };
/// assert_eq!(node.tick(&mut robot), Status::Running);
/// node.halt(&mut robot);
/// assert!(robot.stopped);
/// ```
pub trait StatefulAction<C: ?Sized> {
    /// Called on a tick while the action is not running.
    fn on_start(&mut self, ctx: &mut C) -> Status;
    /// Called on a tick while the action is running.
    fn on_running(&mut self, ctx: &mut C) -> Status;
    /// Called when the action is halted while running.
    fn on_halted(&mut self, ctx: &mut C) {
        let _ = ctx;
    }
}

/// The [`Node`] made from a [`StatefulAction`]: it tracks whether the action
/// is running and calls the right callback.
#[derive(Clone, Copy, Debug, Default)]
pub struct Stateful<A> {
    action: A,
    running: bool,
}

impl<A> Stateful<A> {
    /// Wraps a stateful action.
    pub const fn new(action: A) -> Self {
        Self {
            action,
            running: false,
        }
    }

    /// `true` while the last tick returned [`Status::Running`] and no halt
    /// came since.
    pub const fn is_running(&self) -> bool {
        self.running
    }

    /// The wrapped action.
    pub const fn get(&self) -> &A {
        &self.action
    }

    /// The wrapped action, mutably.
    pub const fn get_mut(&mut self) -> &mut A {
        &mut self.action
    }
}

impl<C: ?Sized, A: StatefulAction<C>> Node<C> for Stateful<A> {
    #[inline]
    fn tick(&mut self, ctx: &mut C) -> Status {
        // The flag is written only when it changes: a tick of a running
        // action that runs on, the usual one, writes nothing.
        if self.running {
            let status = self.action.on_running(ctx);
            if !matches!(status, Status::Running) {
                self.running = false;
            }
            status
        } else {
            let status = self.action.on_start(ctx);
            if matches!(status, Status::Running) {
                self.running = true;
            }
            status
        }
    }

    #[inline]
    fn halt(&mut self, ctx: &mut C) {
        if self.running {
            self.running = false;
            self.action.on_halted(ctx);
        }
    }
}

/// A [`StatefulAction`] made of three closures; see [`stateful`].
#[derive(Clone, Copy, Debug)]
pub struct StatefulFn<S, R, H> {
    start: S,
    running: R,
    halted: H,
}

/// Builds a stateful action leaf from three closures: start, running and
/// halted (the halted one runs only if the action was running).
///
/// The three closures cannot share mutable state of their own (each
/// borrows it for as long as the leaf lives): keep the state in the
/// context, as below, or write a type that implements [`StatefulAction`]
/// (wrapped in [`Stateful::new`]), whose methods share `self`.
///
/// ```
/// use bt_core::{Node, Status, stateful};
///
/// let mut wait = stateful(
///     |n: &mut u32| { *n = 2; Status::Running },
///     |n: &mut u32| { *n -= 1; if *n == 0 { Status::Success } else { Status::Running } },
///     |n: &mut u32| *n = 0,
/// );
/// let mut n = 0;
/// assert_eq!(wait.tick(&mut n), Status::Running);
/// assert_eq!(wait.tick(&mut n), Status::Running);
/// assert_eq!(wait.tick(&mut n), Status::Success);
/// ```
pub fn stateful<C, S, R, H>(
    on_start: S,
    on_running: R,
    on_halted: H,
) -> Stateful<StatefulFn<S, R, H>>
where
    C: ?Sized,
    S: FnMut(&mut C) -> Status,
    R: FnMut(&mut C) -> Status,
    H: FnMut(&mut C),
{
    Stateful::new(StatefulFn {
        start: on_start,
        running: on_running,
        halted: on_halted,
    })
}

impl<C: ?Sized, S, R, H> StatefulAction<C> for StatefulFn<S, R, H>
where
    S: FnMut(&mut C) -> Status,
    R: FnMut(&mut C) -> Status,
    H: FnMut(&mut C),
{
    #[inline]
    fn on_start(&mut self, ctx: &mut C) -> Status {
        (self.start)(ctx)
    }
    #[inline]
    fn on_running(&mut self, ctx: &mut C) -> Status {
        (self.running)(ctx)
    }
    #[inline]
    fn on_halted(&mut self, ctx: &mut C) {
        (self.halted)(ctx);
    }
}

/// [`Node::hints`] of a node whose `Running` and `Skipped` come only from
/// the node in its field `$field`.
macro_rules! hints_from {
    ($field:tt) => {
        #[cfg_attr(debug_assertions, inline)]
        #[cfg_attr(not(debug_assertions), inline(always))]
        fn hints(&self) -> $crate::node::Hints {
            self.$field.hints()
        }
    };
}
pub(crate) use hints_from;

/// [`Node::hints`] of a node that always finishes its tick with `Success`
/// or `Failure`.
macro_rules! never_runs_or_skips {
    () => {
        #[cfg_attr(debug_assertions, inline)]
        #[cfg_attr(not(debug_assertions), inline(always))]
        fn hints(&self) -> $crate::node::Hints {
            $crate::node::Hints::FINISHES
        }
    };
}
pub(crate) use never_runs_or_skips;
