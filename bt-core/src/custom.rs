//! Control and decorator nodes of your own for runtime-built trees
//! (feature `alloc`): BehaviorTree.CPP's `ControlNode` and `DecoratorNode`
//! subclasses.
//!
//! Implement [`ControlNode`] (or [`DecoratorNode`]) on the node's own
//! state, and add it to a tree with [`Spec::control`] (or
//! [`Spec::decorator`]), or register it in the XML factory (`bt::xml`'s
//! `Factory::control`). The tree keeps the children: the node is handed
//! them at each tick and halt as [`ChildNodes`] (or a [`ChildNode`]), and
//! ticks or halts them through it, so observers, loggers and Groot2 hear
//! about every child without any code of yours.
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
//!     fn tick(&mut self, ctx: &mut C, children: &mut ChildNodes<'_, C>) -> Status {
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
use crate::observe::Observer;
use crate::{Node, Status};

/// The children of a [`ControlNode`], as its `tick` and `halt` are handed
/// them: tick or halt a child by its index (from 0, in the tree's order);
/// observers hear about each.
pub struct ChildNodes<'a, C: ?Sized> {
    nodes: &'a mut [BoxNode<C>],
    observer: Option<&'a mut dyn Observer>,
}

impl<C: ?Sized> ChildNodes<'_, C> {
    /// The number of children (at least one: the XML loader refuses a
    /// control without children, as BehaviorTree.CPP does; a
    /// [`Spec::control`](crate::dynamic::Spec::control) may have none).
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// `true` if there are no children.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// Ticks child `index` and returns its status.
    ///
    /// # Panics
    ///
    /// If `index` is not below [`len`](Self::len), as a slice index does.
    pub fn tick(&mut self, index: usize, ctx: &mut C) -> Status {
        let node = &mut self.nodes[index];
        match &mut self.observer {
            Some(observer) => node.tick_observed(ctx, &mut **observer),
            None => node.tick(ctx),
        }
    }

    /// Halts child `index` (nothing happens if it is not running).
    ///
    /// # Panics
    ///
    /// If `index` is not below [`len`](Self::len), as a slice index does.
    pub fn halt(&mut self, index: usize, ctx: &mut C) {
        let node = &mut self.nodes[index];
        match &mut self.observer {
            Some(observer) => node.halt_observed(ctx, &mut **observer),
            None => node.halt(ctx),
        }
    }

    /// Halts every child, in order (BehaviorTree.CPP's `resetChildren`):
    /// the default [`ControlNode::halt`].
    pub fn halt_all(&mut self, ctx: &mut C) {
        for index in 0..self.nodes.len() {
            self.halt(index, ctx);
        }
    }
}

/// The child of a [`DecoratorNode`], as its `tick` and `halt` are handed
/// it; observers hear about it.
pub struct ChildNode<'a, C: ?Sized> {
    node: &'a mut BoxNode<C>,
    observer: Option<&'a mut dyn Observer>,
}

impl<C: ?Sized> ChildNode<'_, C> {
    /// Ticks the child and returns its status.
    pub fn tick(&mut self, ctx: &mut C) -> Status {
        match &mut self.observer {
            Some(observer) => self.node.tick_observed(ctx, &mut **observer),
            None => self.node.tick(ctx),
        }
    }

    /// Halts the child (nothing happens if it is not running).
    pub fn halt(&mut self, ctx: &mut C) {
        match &mut self.observer {
            Some(observer) => self.node.halt_observed(ctx, &mut **observer),
            None => self.node.halt(ctx),
        }
    }
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
    fn tick(&mut self, ctx: &mut C, children: &mut ChildNodes<'_, C>) -> Status;

    /// Interrupts the node: the default halts every child
    /// ([`ChildNodes::halt_all`]). Reset your own state here too.
    fn halt(&mut self, ctx: &mut C, children: &mut ChildNodes<'_, C>) {
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
///     fn tick(&mut self, ctx: &mut C, child: &mut ChildNode<'_, C>) -> Status {
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
    fn tick(&mut self, ctx: &mut C, child: &mut ChildNode<'_, C>) -> Status;

    /// Interrupts the node: the default halts the child. Reset your own
    /// state here too.
    fn halt(&mut self, ctx: &mut C, child: &mut ChildNode<'_, C>) {
        child.halt(ctx);
    }
}

/// A [`ControlNode`] with its children: the node a runtime-built tree
/// holds.
pub(crate) struct Control<N, C: ?Sized> {
    pub(crate) node: N,
    pub(crate) children: Vec<BoxNode<C>>,
}

impl<C: ?Sized, N: ControlNode<C>> Control<N, C> {
    fn children<'a>(
        children: &'a mut [BoxNode<C>],
        observer: Option<&'a mut dyn Observer>,
    ) -> ChildNodes<'a, C> {
        ChildNodes {
            nodes: children,
            observer,
        }
    }
}

impl<C: ?Sized, N: ControlNode<C>> Node<C> for Control<N, C> {
    fn tick(&mut self, ctx: &mut C) -> Status {
        self.node
            .tick(ctx, &mut Self::children(&mut self.children, None))
    }

    fn halt(&mut self, ctx: &mut C) {
        self.node
            .halt(ctx, &mut Self::children(&mut self.children, None));
    }

    fn tick_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) -> Status {
        self.node
            .tick(ctx, &mut Self::children(&mut self.children, Some(observer)))
    }

    fn halt_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) {
        self.node
            .halt(ctx, &mut Self::children(&mut self.children, Some(observer)));
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
        let mut child = ChildNode {
            node: &mut self.child,
            observer: None,
        };
        self.node.tick(ctx, &mut child)
    }

    fn halt(&mut self, ctx: &mut C) {
        let mut child = ChildNode {
            node: &mut self.child,
            observer: None,
        };
        self.node.halt(ctx, &mut child);
    }

    fn tick_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) -> Status {
        let mut child = ChildNode {
            node: &mut self.child,
            observer: Some(observer),
        };
        self.node.tick(ctx, &mut child)
    }

    fn halt_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) {
        let mut child = ChildNode {
            node: &mut self.child,
            observer: Some(observer),
        };
        self.node.halt(ctx, &mut child);
    }
}
