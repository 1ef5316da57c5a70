//! Control and decorator nodes of your own for runtime-built trees
//! (feature `alloc`): BehaviorTree.CPP's `ControlNode` and `DecoratorNode`
//! subclasses.
//!
//! Implement [`ControlNode`] (or [`DecoratorNode`]) on the node's own
//! state, and add it to a tree with [`Spec::control`] (or
//! [`Spec::decorator`]), or register it in the XML factory (`bt::xml`'s
//! `Factory::control`). The tree keeps the children: the node is handed
//! them at each tick and halt as `impl` [`ChildNodes`] (or `impl`
//! [`ChildNode`]), and ticks or halts them through it, so observers,
//! loggers and Groot2 hear about every child without any code of yours.
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

use alloc::vec::Vec;

use crate::dynamic::BoxNode;
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

/// The children of a runtime-built control, ticked through `T` (plainly,
/// or telling an observer).
struct Handles<'a, C: ?Sized, T> {
    nodes: &'a mut [BoxNode<C>],
    ticker: T,
}

impl<C: ?Sized, T: Ticker<C>> ChildNodes<C> for Handles<'_, C, T> {
    fn len(&self) -> usize {
        self.nodes.len()
    }

    fn tick(&mut self, index: usize, ctx: &mut C) -> Status {
        self.ticker.tick(&mut self.nodes[index], ctx)
    }

    fn halt(&mut self, index: usize, ctx: &mut C) {
        self.ticker.halt(&mut self.nodes[index], ctx);
    }
}

/// The child of a runtime-built decorator, ticked through `T`.
struct Handle<'a, C: ?Sized, T> {
    node: &'a mut BoxNode<C>,
    ticker: T,
}

impl<C: ?Sized, T: Ticker<C>> ChildNode<C> for Handle<'_, C, T> {
    fn tick(&mut self, ctx: &mut C) -> Status {
        self.ticker.tick(self.node, ctx)
    }

    fn halt(&mut self, ctx: &mut C) {
        self.ticker.halt(self.node, ctx);
    }
}

/// A [`ControlNode`] with its children: the node a runtime-built tree
/// holds.
pub(crate) struct Control<N, C: ?Sized> {
    pub(crate) node: N,
    pub(crate) children: Vec<BoxNode<C>>,
}

impl<C: ?Sized, N: ControlNode<C>> Node<C> for Control<N, C> {
    fn tick(&mut self, ctx: &mut C) -> Status {
        let mut children = Handles {
            nodes: &mut self.children,
            ticker: Plain,
        };
        self.node.tick(ctx, &mut children)
    }

    fn halt(&mut self, ctx: &mut C) {
        let mut children = Handles {
            nodes: &mut self.children,
            ticker: Plain,
        };
        self.node.halt(ctx, &mut children);
    }

    fn tick_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) -> Status {
        let mut children = Handles {
            nodes: &mut self.children,
            ticker: Observing(observer),
        };
        self.node.tick(ctx, &mut children)
    }

    fn halt_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) {
        let mut children = Handles {
            nodes: &mut self.children,
            ticker: Observing(observer),
        };
        self.node.halt(ctx, &mut children);
    }
}

/// A [`DecoratorNode`] with its child: the node a runtime-built tree
/// holds.
pub(crate) struct Decorator<N, C: ?Sized> {
    pub(crate) node: N,
    pub(crate) child: BoxNode<C>,
}

impl<C: ?Sized, N: DecoratorNode<C>> Node<C> for Decorator<N, C> {
    fn tick(&mut self, ctx: &mut C) -> Status {
        let mut child = Handle {
            node: &mut self.child,
            ticker: Plain,
        };
        self.node.tick(ctx, &mut child)
    }

    fn halt(&mut self, ctx: &mut C) {
        let mut child = Handle {
            node: &mut self.child,
            ticker: Plain,
        };
        self.node.halt(ctx, &mut child);
    }

    fn tick_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) -> Status {
        let mut child = Handle {
            node: &mut self.child,
            ticker: Observing(observer),
        };
        self.node.tick(ctx, &mut child)
    }

    fn halt_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) {
        let mut child = Handle {
            node: &mut self.child,
            ticker: Observing(observer),
        };
        self.node.halt(ctx, &mut child);
    }
}
