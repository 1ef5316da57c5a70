//! [`Transitions`]: an observer that turns reports into BehaviorTree.CPP's
//! status transitions, for loggers.

use super::tracker::Tracker;
use crate::Status;
use crate::observe::{NodeId, Observer};
use crate::table::Nodes;

/// A change of a node's status as BehaviorTree.CPP would show it: `None` is
/// BT.CPP's `IDLE`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Transition {
    /// The node.
    pub id: NodeId,
    /// Its status before (`None`: idle).
    pub before: Option<Status>,
    /// Its status after (`None`: idle).
    pub after: Option<Status>,
}

/// Receives [`Transition`]s; implemented for every `FnMut(Transition)`.
pub trait OnTransition {
    /// One transition.
    fn on_transition(&mut self, transition: Transition);
}

impl<F: FnMut(Transition)> OnTransition for F {
    fn on_transition(&mut self, transition: Transition) {
        self(transition);
    }
}

/// An observer that rebuilds BehaviorTree.CPP's node statuses from the
/// reports and hands every change to `T`, in BT.CPP's order (the rules are
/// on [`StdoutLogger`](crate::observe::StdoutLogger), which is built on
/// it). For loggers of your own:
///
/// ```
/// use bt_core::dynamic::Spec;
/// use bt_core::observe::{Transition, Transitions};
///
/// let mut tree = Spec::<()>::inverter(Spec::success()).build();
/// let nodes = tree.nodes();
/// let mut lines = Vec::new();
/// let mut log = Transitions::new(&tree.nodes(), |t: Transition| {
///     lines.push(format!("{} -> {:?}", nodes.get(t.id).unwrap().label, t.after));
/// });
/// tree.tick_with(&mut (), &mut log);
/// drop(log);
/// assert_eq!(lines[..3], [
///     "inverter -> Some(Running)",
///     "success -> Some(Success)",
///     "success -> None", // a decorator resets its finished child
/// ]);
/// ```
#[derive(Clone, Debug)]
pub struct Transitions<T> {
    tracker: Tracker,
    handler: T,
}

impl<T: OnTransition> Transitions<T> {
    /// Transitions of the tree whose table is `nodes`, handed to `handler`.
    pub fn new(nodes: &Nodes, handler: T) -> Self {
        Self {
            tracker: Tracker::new(nodes),
            handler,
        }
    }

    /// The handler.
    pub const fn handler(&self) -> &T {
        &self.handler
    }

    /// The handler, mutably.
    pub const fn handler_mut(&mut self) -> &mut T {
        &mut self.handler
    }

    /// The handler, by value.
    pub fn into_handler(self) -> T {
        self.handler
    }

    /// The status node `id` has now, as BT.CPP would hold it (`None`:
    /// idle).
    #[must_use]
    pub fn status(&self, id: NodeId) -> Option<Status> {
        self.tracker.status(id)
    }
}

impl<T: OnTransition> Observer for Transitions<T> {
    fn on_tick(&mut self, id: NodeId, status: Status) {
        let Self { tracker, handler } = self;
        tracker.tick(id, status, &mut |(id, before, after)| {
            handler.on_transition(Transition { id, before, after });
        });
    }

    fn on_halt(&mut self, id: NodeId) {
        let Self { tracker, handler } = self;
        tracker.halt(id, &mut |(id, before, after)| {
            handler.on_transition(Transition { id, before, after });
        });
    }
}
