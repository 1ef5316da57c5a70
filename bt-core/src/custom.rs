//! Control and decorator nodes of your own: BehaviorTree.CPP's
//! `ControlNode` and `DecoratorNode` subclasses.
//!
//! Implement [`ControlNode`] (or [`DecoratorNode`]) on the node's own
//! state, and put it in a tree: `control(node)<children>` (or
//! `decorator(node)<child>`) in `bt!`, [`Spec::control`] (or
//! [`Spec::decorator`]) in a runtime-built tree (feature `alloc`), or
//! `Factory::control` in `bt::xml`'s factory. The tree keeps the children
//! ([`UserControl`], [`UserDecorator`]): the node is handed them at each
//! tick and halt as `impl` [`ChildNodes`] (or `impl` [`ChildNode`]), and
//! ticks or halts them through it, so observers, loggers and Groot2 hear
//! about every child without any code of yours. In the node table the
//! node has a kind of its own ([`Kind::user`](crate::table::Kind::user)),
//! named after its type in `bt!`.
//!
//! ```
//! use bt_core::custom::{ChildNodes, ControlNode};
//! use bt_core::dynamic::Spec;
//! use bt_core::observe::Statistics;
//! use bt_core::Status;
//!
//! /// Runs one child per run, the next one each time a run ends.
//! struct RoundRobin { next: usize }
//!
//! impl<C> ControlNode<C> for RoundRobin {
//!     fn tick(&mut self, ctx: &mut C, children: &mut impl ChildNodes<C>) -> Status {
//!         let status = children.tick(self.next, ctx);
//!         if status != Status::Running {
//!             self.next = (self.next + 1) % children.len();
//!         }
//!         status
//!     }
//! }
//!
//! let mut tree = Spec::control("RoundRobin", RoundRobin { next: 0 }, [
//!     Spec::action("north", |log: &mut Vec<&str>| { log.push("north"); Status::Success }),
//!     Spec::action("south", |log: &mut Vec<&str>| { log.push("south"); Status::Success }),
//! ])
//! .build();
//! let mut stats = Statistics::new(tree.nodes());
//! let mut log = vec![];
//! for _ in 0..3 {
//!     tree.tick_with(&mut log, &mut stats);
//! }
//! assert_eq!(log, ["north", "south", "north"]);
//! assert_eq!(tree.to_text(Some(&stats)), "\
//! {-} RoundRobin [SUCCESS]
//!     --> north [SUCCESS]
//!     --> south
//! ");
//! ```
//!
//! [`Spec::control`]: crate::dynamic::Spec::control
//! [`Spec::decorator`]: crate::dynamic::Spec::decorator

use core::ops::ControlFlow;

use crate::children::{Children, Visit};
use crate::linked::{Below, Linked};
use crate::observe::{Observer, Observing, Plain, Ticker};
use crate::{Node, Status};

/// The children of a [`ControlNode`], as its `tick` and `halt` are handed
/// them: tick or halt a child by its index (from 0, in the tree's order);
/// observers hear about each.
pub trait ChildNodes<C: ?Sized> {
    /// The number of children (at least one in a tree the XML loader
    /// built: it refuses a control without children, as BehaviorTree.CPP
    /// does; a [`Spec::control`](crate::dynamic::Spec::control) may have
    /// none).
    fn len(&self) -> usize;

    /// `true` if there are no children.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Ticks child `index` and returns its status.
    ///
    /// # Panics
    ///
    /// If `index` is not below [`len`](Self::len), as a slice index does.
    fn tick(&mut self, index: usize, ctx: &mut C) -> Status;

    /// Halts child `index` (nothing happens if it is not running).
    ///
    /// # Panics
    ///
    /// If `index` is not below [`len`](Self::len), as a slice index does.
    fn halt(&mut self, index: usize, ctx: &mut C);

    /// Halts every child, in order (BehaviorTree.CPP's `resetChildren`):
    /// the default [`ControlNode::halt`].
    fn halt_all(&mut self, ctx: &mut C) {
        for index in 0..self.len() {
            self.halt(index, ctx);
        }
    }

    /// Ticks the children in order from `start` (the last one if `start`
    /// is past the end) and hands each one's index and status to `step`,
    /// until `step` breaks: the walk of a sequence or a fallback. Returns
    /// what `step` broke with, or `Continue` once the last child was
    /// ticked (at once if there are no children).
    ///
    /// A loop over [`tick`](Self::tick) dispatches on the index at every
    /// child; this walk jumps once to `start` and goes on through
    /// straight-line code, as the built-in composites do (see
    /// BENCHMARKS.md "Controls of your own").
    ///
    /// ```
    /// use core::ops::ControlFlow;
    /// use bt_core::custom::{ChildNodes, ControlNode};
    /// use bt_core::Status;
    ///
    /// /// Succeeds if at least two children succeed (each ticked once).
    /// struct TwoOf;
    ///
    /// impl<C> ControlNode<C> for TwoOf {
    ///     fn tick(&mut self, ctx: &mut C, children: &mut impl ChildNodes<C>) -> Status {
    ///         let mut successes = 0;
    ///         let flow = children.tick_from(0, ctx, |_, status| {
    ///             successes += u32::from(status == Status::Success);
    ///             if successes == 2 { ControlFlow::Break(Status::Success) } else { ControlFlow::Continue(()) }
    ///         });
    ///         match flow {
    ///             ControlFlow::Break(status) => status,
    ///             ControlFlow::Continue(()) => Status::Failure,
    ///         }
    ///     }
    /// }
    /// # let mut tree = bt_core::dynamic::Spec::control("TwoOf", TwoOf, [
    /// #     bt_core::dynamic::Spec::success(), bt_core::dynamic::Spec::failure(),
    /// #     bt_core::dynamic::Spec::success(),
    /// # ]).build();
    /// # assert_eq!(tree.tick(&mut ()), Status::Success);
    /// ```
    fn tick_from(
        &mut self,
        start: usize,
        ctx: &mut C,
        step: impl FnMut(usize, Status) -> ControlFlow<Status>,
    ) -> ControlFlow<Status>;
}

/// Hands each child's status to a [`ChildNodes::tick_from`] step.
struct Steps<'t, T, F> {
    ticker: &'t mut T,
    step: F,
}

impl<T, F: FnMut(usize, Status) -> ControlFlow<Status>> Steps<'_, T, F> {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn step(&mut self, i: usize, status: Status) -> ControlFlow<Status> {
        (self.step)(i, status)
    }
}

impl<C: ?Sized, T: Ticker<C>, F: FnMut(usize, Status) -> ControlFlow<Status>> Visit<C>
    for Steps<'_, T, F>
{
    crate::children::visit_by_step!();
}

/// The child of a [`DecoratorNode`], as its `tick` and `halt` are handed
/// it; observers hear about it.
pub trait ChildNode<C: ?Sized> {
    /// Ticks the child and returns its status.
    fn tick(&mut self, ctx: &mut C) -> Status;

    /// Halts the child (nothing happens if it is not running).
    fn halt(&mut self, ctx: &mut C);
}

/// A control node of your own (BehaviorTree.CPP's `ControlNode`): its
/// state, ticked with its children (see the [module docs](self)).
///
/// The [contract of `Node`](crate::Node) holds: `halt` may come when the
/// node is not running and must then do nothing observable; a halted node
/// starts fresh at its next tick.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a control node over the context `{C}`",
    label = "not a `ControlNode<{C}>`",
    note = "`control(node)<..>` takes a value whose type implements `bt::custom::ControlNode<{C}>` \
            (write `impl<C> ControlNode<C> for ..` for a node over any context)"
)]
pub trait ControlNode<C: ?Sized> {
    /// Runs the node once: decide which children to tick, tick them with
    /// [`ChildNodes::tick`], and return the node's status.
    fn tick(&mut self, ctx: &mut C, children: &mut impl ChildNodes<C>) -> Status;

    /// Interrupts the node: the default halts every child
    /// ([`ChildNodes::halt_all`]). Reset your own state here too.
    fn halt(&mut self, ctx: &mut C, children: &mut impl ChildNodes<C>) {
        children.halt_all(ctx);
    }
}

/// A decorator node of your own (BehaviorTree.CPP's `DecoratorNode`): its
/// state, ticked with its one child (see the [module docs](self)).
///
/// ```
/// use bt_core::custom::{ChildNode, DecoratorNode};
/// use bt_core::dynamic::Spec;
/// use bt_core::Status;
///
/// /// Fails once its child has succeeded `times` times.
/// struct AtMost { times: u32, done: u32 }
///
/// impl<C> DecoratorNode<C> for AtMost {
///     fn tick(&mut self, ctx: &mut C, child: &mut impl ChildNode<C>) -> Status {
///         if self.done == self.times {
///             return Status::Failure;
///         }
///         let status = child.tick(ctx);
///         self.done += u32::from(status == Status::Success);
///         status
///     }
/// }
///
/// let beep = Spec::action("beep", |beeps: &mut u32| { *beeps += 1; Status::Success });
/// let mut tree = Spec::decorator("AtMost", AtMost { times: 2, done: 0 }, beep).build();
/// let mut beeps = 0;
/// let statuses: Vec<Status> = (0..3).map(|_| tree.tick(&mut beeps)).collect();
/// assert_eq!(statuses, [Status::Success, Status::Success, Status::Failure]);
/// assert_eq!(beeps, 2);
/// ```
///
/// The [contract of `Node`](crate::Node) holds: `halt` may come when the
/// node is not running and must then do nothing observable; a halted node
/// starts fresh at its next tick.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a decorator node over the context `{C}`",
    label = "not a `DecoratorNode<{C}>`",
    note = "`decorator(node)<child>` takes a value whose type implements \
            `bt::custom::DecoratorNode<{C}>` (write `impl<C> DecoratorNode<C> for ..` for a node \
            over any context)"
)]
pub trait DecoratorNode<C: ?Sized> {
    /// Runs the node once: tick the child with [`ChildNode::tick`] (or
    /// not), and return the node's status.
    fn tick(&mut self, ctx: &mut C, child: &mut impl ChildNode<C>) -> Status;

    /// Interrupts the node: the default halts the child. Reset your own
    /// state here too.
    fn halt(&mut self, ctx: &mut C, child: &mut impl ChildNode<C>) {
        child.halt(ctx);
    }
}

/// The children of a [`UserControl`], ticked through `T` (plainly, or
/// telling an observer).
struct ListHandles<'a, L, T> {
    list: &'a mut L,
    ticker: T,
}

impl<C: ?Sized, L: Children<C>, T: Ticker<C>> ChildNodes<C> for ListHandles<'_, L, T> {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn len(&self) -> usize {
        self.list.len()
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn tick(&mut self, index: usize, ctx: &mut C) -> Status {
        in_range(index, self.list.len());
        self.list.tick_at(index, ctx, &mut self.ticker)
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn halt(&mut self, index: usize, ctx: &mut C) {
        in_range(index, self.list.len());
        self.list.halt_at(index, ctx, &mut self.ticker);
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn tick_from(
        &mut self,
        start: usize,
        ctx: &mut C,
        step: impl FnMut(usize, Status) -> ControlFlow<Status>,
    ) -> ControlFlow<Status> {
        let ticker = &mut self.ticker;
        self.list
            .visit_from(start, ctx, &mut Steps { ticker, step })
    }
}

/// Panics as a slice index does, for [`ChildNodes::tick`] and
/// [`ChildNodes::halt`]: a test and a branch in line, the panic out of
/// line.
#[inline(always)]
#[track_caller]
fn in_range(index: usize, len: usize) {
    if index >= len {
        out_of_range(index, len);
    }
}

#[cold]
#[inline(never)]
#[track_caller]
fn out_of_range(index: usize, len: usize) -> ! {
    panic!("child index out of range: the index is {index} but the control has {len} children")
}

/// The child of a [`UserDecorator`], ticked through `T`.
struct NodeHandle<'a, D, T> {
    node: &'a mut D,
    ticker: T,
}

impl<C: ?Sized, D: Node<C>, T: Ticker<C>> ChildNode<C> for NodeHandle<'_, D, T> {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn tick(&mut self, ctx: &mut C) -> Status {
        self.ticker.tick(self.node, ctx)
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn halt(&mut self, ctx: &mut C) {
        self.ticker.halt(self.node, ctx);
    }
}

/// A [`ControlNode`] with its children (a tuple, an array, a `Vec`: any
/// [`Children`] list): the node a tree holds, `control(node)<..>` in
/// `bt!`, [`Spec::control`](crate::dynamic::Spec::control) at run time.
#[derive(Clone)]
pub struct UserControl<N, L> {
    node: N,
    children: L,
}

impl<N, L> UserControl<N, L> {
    /// `node` over `children`.
    pub const fn new(children: L, node: N) -> Self {
        Self { node, children }
    }

    /// The node's own state.
    pub const fn node(&self) -> &N {
        &self.node
    }

    /// The node, and its children ticked through `ticker`.
    #[inline(always)]
    fn parts<T>(&mut self, ticker: T) -> (&mut N, ListHandles<'_, L, T>) {
        let list = &mut self.children;
        (&mut self.node, ListHandles { list, ticker })
    }
}

impl<N, L> core::fmt::Debug for UserControl<N, L> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("UserControl").finish_non_exhaustive()
    }
}

impl<C: ?Sized, N: ControlNode<C>, L: Children<C>> Node<C> for UserControl<N, L> {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn tick(&mut self, ctx: &mut C) -> Status {
        let (node, mut children) = self.parts(Plain);
        node.tick(ctx, &mut children)
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn halt(&mut self, ctx: &mut C) {
        let (node, mut children) = self.parts(Plain);
        node.halt(ctx, &mut children);
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn tick_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) -> Status {
        let (node, mut children) = self.parts(Observing(observer));
        node.tick(ctx, &mut children)
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn halt_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) {
        let (node, mut children) = self.parts(Observing(observer));
        node.halt(ctx, &mut children);
    }
}

/// A [`DecoratorNode`] with its child: the node a tree holds,
/// `decorator(node)<..>` in `bt!`,
/// [`Spec::decorator`](crate::dynamic::Spec::decorator) at run time.
#[derive(Clone)]
pub struct UserDecorator<N, D> {
    node: N,
    child: D,
}

impl<N, D> UserDecorator<N, D> {
    /// `node` over `child`.
    pub const fn new(node: N, child: D) -> Self {
        Self { node, child }
    }

    /// The node's own state.
    pub const fn node(&self) -> &N {
        &self.node
    }

    /// The node, and its child ticked through `ticker`.
    #[inline(always)]
    fn parts<T>(&mut self, ticker: T) -> (&mut N, NodeHandle<'_, D, T>) {
        let node = &mut self.child;
        (&mut self.node, NodeHandle { node, ticker })
    }
}

impl<N, D> core::fmt::Debug for UserDecorator<N, D> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("UserDecorator").finish_non_exhaustive()
    }
}

impl<C: ?Sized, N: DecoratorNode<C>, D: Node<C>> Node<C> for UserDecorator<N, D> {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn tick(&mut self, ctx: &mut C) -> Status {
        let (node, mut child) = self.parts(Plain);
        node.tick(ctx, &mut child)
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn halt(&mut self, ctx: &mut C) {
        let (node, mut child) = self.parts(Plain);
        node.halt(ctx, &mut child);
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn tick_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) -> Status {
        let (node, mut child) = self.parts(Observing(observer));
        node.tick(ctx, &mut child)
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn halt_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) {
        let (node, mut child) = self.parts(Observing(observer));
        node.halt(ctx, &mut child);
    }
}

/// The children of a [`LiftedControl`]: the user's node is handed the
/// tree's context, and each child is ticked over the slice's context,
/// made again from it and the slices below.
struct LinkedHandles<'h, 'b, C: ?Sized, L, T> {
    list: &'h mut L,
    below: &'h mut (dyn Below<C> + 'b),
    ticker: T,
}

impl<C: ?Sized, L, T> ChildNodes<C> for LinkedHandles<'_, '_, C, L, T>
where
    L: for<'x> Children<Linked<'x, C>>,
    T: for<'x> Ticker<Linked<'x, C>>,
{
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn len(&self) -> usize {
        self.list.len()
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn tick(&mut self, index: usize, ctx: &mut C) -> Status {
        in_range(index, self.list.len());
        let mut linked = Linked::new(ctx, &mut *self.below);
        self.list.tick_at(index, &mut linked, &mut self.ticker)
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn halt(&mut self, index: usize, ctx: &mut C) {
        in_range(index, self.list.len());
        let mut linked = Linked::new(ctx, &mut *self.below);
        self.list.halt_at(index, &mut linked, &mut self.ticker);
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn tick_from(
        &mut self,
        start: usize,
        ctx: &mut C,
        step: impl FnMut(usize, Status) -> ControlFlow<Status>,
    ) -> ControlFlow<Status> {
        let mut linked = Linked::new(ctx, &mut *self.below);
        let ticker = &mut self.ticker;
        self.list
            .visit_from(start, &mut linked, &mut Steps { ticker, step })
    }
}

/// The child of a [`LiftedDecorator`] (see [`LinkedHandles`]).
struct LinkedHandle<'h, 'b, C: ?Sized, D, T> {
    node: &'h mut D,
    below: &'h mut (dyn Below<C> + 'b),
    ticker: T,
}

impl<C: ?Sized, D, T> ChildNode<C> for LinkedHandle<'_, '_, C, D, T>
where
    D: for<'x> Node<Linked<'x, C>>,
    T: for<'x> Ticker<Linked<'x, C>>,
{
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn tick(&mut self, ctx: &mut C) -> Status {
        let mut linked = Linked::new(ctx, &mut *self.below);
        self.ticker.tick(self.node, &mut linked)
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn halt(&mut self, ctx: &mut C) {
        let mut linked = Linked::new(ctx, &mut *self.below);
        self.ticker.halt(self.node, &mut linked);
    }
}

/// A [`UserControl`] in a slice of a very deep `bt!` tree (see
/// [`linked`](crate::linked)), over the slice's context: the user's node
/// is handed the tree's context, as the leaves of a slice are
/// ([`Lift`](crate::Lift)).
#[doc(hidden)]
pub struct LiftedControl<N, L>(UserControl<N, L>);

impl<N, L> LiftedControl<N, L> {
    /// `node` over `children`.
    pub const fn new(children: L, node: N) -> Self {
        Self(UserControl::new(children, node))
    }

    /// The node, the tree's context, and the children ticked through
    /// `ticker` over the slice's context made again from it.
    #[inline(always)]
    fn parts<'h, 'a, C: ?Sized, T>(
        &'h mut self,
        h: &'h mut Linked<'a, C>,
        ticker: T,
    ) -> (&'h mut N, &'h mut C, LinkedHandles<'h, 'a, C, L, T>) {
        let UserControl { node, children } = &mut self.0;
        let (ctx, below) = h.parts();
        (
            node,
            ctx,
            LinkedHandles {
                list: children,
                below,
                ticker,
            },
        )
    }
}

impl<'a, C: ?Sized, N: ControlNode<C>, L> Node<Linked<'a, C>> for LiftedControl<N, L>
where
    L: for<'x> Children<Linked<'x, C>>,
{
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn tick(&mut self, h: &mut Linked<'a, C>) -> Status {
        let (node, ctx, mut children) = self.parts(h, Plain);
        node.tick(ctx, &mut children)
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn halt(&mut self, h: &mut Linked<'a, C>) {
        let (node, ctx, mut children) = self.parts(h, Plain);
        node.halt(ctx, &mut children);
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn tick_observed(&mut self, h: &mut Linked<'a, C>, observer: &mut dyn Observer) -> Status {
        let (node, ctx, mut children) = self.parts(h, Observing(observer));
        node.tick(ctx, &mut children)
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn halt_observed(&mut self, h: &mut Linked<'a, C>, observer: &mut dyn Observer) {
        let (node, ctx, mut children) = self.parts(h, Observing(observer));
        node.halt(ctx, &mut children);
    }
}

/// A [`UserDecorator`] in a slice of a very deep `bt!` tree (see
/// [`LiftedControl`]).
#[doc(hidden)]
pub struct LiftedDecorator<N, D>(UserDecorator<N, D>);

impl<N, D> LiftedDecorator<N, D> {
    /// `node` over `child`.
    pub const fn new(node: N, child: D) -> Self {
        Self(UserDecorator::new(node, child))
    }

    /// The node, the tree's context, and the child ticked through
    /// `ticker` over the slice's context made again from it.
    #[inline(always)]
    fn parts<'h, 'a, C: ?Sized, T>(
        &'h mut self,
        h: &'h mut Linked<'a, C>,
        ticker: T,
    ) -> (&'h mut N, &'h mut C, LinkedHandle<'h, 'a, C, D, T>) {
        let UserDecorator { node, child } = &mut self.0;
        let (ctx, below) = h.parts();
        (
            node,
            ctx,
            LinkedHandle {
                node: child,
                below,
                ticker,
            },
        )
    }
}

impl<'a, C: ?Sized, N: DecoratorNode<C>, D> Node<Linked<'a, C>> for LiftedDecorator<N, D>
where
    D: for<'x> Node<Linked<'x, C>>,
{
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn tick(&mut self, h: &mut Linked<'a, C>) -> Status {
        let (node, ctx, mut child) = self.parts(h, Plain);
        node.tick(ctx, &mut child)
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn halt(&mut self, h: &mut Linked<'a, C>) {
        let (node, ctx, mut child) = self.parts(h, Plain);
        node.halt(ctx, &mut child);
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn tick_observed(&mut self, h: &mut Linked<'a, C>, observer: &mut dyn Observer) -> Status {
        let (node, ctx, mut child) = self.parts(h, Observing(observer));
        node.tick(ctx, &mut child)
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn halt_observed(&mut self, h: &mut Linked<'a, C>, observer: &mut dyn Observer) {
        let (node, ctx, mut child) = self.parts(h, Observing(observer));
        node.halt(ctx, &mut child);
    }
}
