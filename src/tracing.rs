//! [`TracingLogger`]: node status changes as [`tracing`] events (feature
//! `tracing`).

use ::tracing::Level;

use crate::Status;
use crate::observe::{NodeId, Observer, OnTransition, Transition, Transitions};
use crate::table::Nodes;

/// An observer that emits an event for every status change of a node, with
/// BehaviorTree.CPP's transitions (the rules of
/// [`StdoutLogger`](crate::observe::StdoutLogger)), to whatever `tracing`
/// subscriber is installed.
///
/// Each event has the target `bt`, the level given (`DEBUG` by default), the
/// message `"<label>: <BEFORE> -> <AFTER>"`, and the fields `node` (the
/// label), `id`, `kind` (the `bt!` keyword), `before` and `after` (`IDLE`,
/// `RUNNING`, `SUCCESS`, `FAILURE` or `SKIPPED`).
///
/// ```
/// use bt::tracing::TracingLogger;
/// use bt::{Status, bt};
///
/// let mut tree = bt!(sequence<success, "wait": running>);
/// let mut logger = TracingLogger::new(tree.nodes());
/// assert_eq!(tree.tick_with(&mut (), &mut logger), Status::Running);
/// ```
#[derive(Debug)]
pub struct TracingLogger {
    transitions: Transitions<Emit>,
}

#[derive(Debug)]
struct Emit {
    nodes: Nodes,
    level: Level,
}

impl TracingLogger {
    /// A logger for the tree whose table is `nodes`
    /// ([`Tree::nodes`](crate::Tree::nodes)), at level `DEBUG`.
    #[must_use]
    pub fn new(nodes: Nodes) -> Self {
        Self::with_level(nodes, Level::DEBUG)
    }

    /// A logger that emits its events at `level`.
    #[must_use]
    pub fn with_level(nodes: Nodes, level: Level) -> Self {
        Self {
            transitions: Transitions::new(&nodes.clone(), Emit { nodes, level }),
        }
    }
}

fn name(status: Option<Status>) -> &'static str {
    status.map_or("IDLE", Status::as_str)
}

impl OnTransition for Emit {
    fn on_transition(&mut self, t: Transition) {
        let Some(node) = self.nodes.get(t.id) else {
            return;
        };
        let (label, kind) = (node.label, node.kind.keyword);
        let (before, after) = (name(t.before), name(t.after));
        macro_rules! emit {
            ($level:expr) => {
                ::tracing::event!(
                    target: "bt",
                    $level,
                    node = label,
                    id = t.id,
                    kind,
                    before,
                    after,
                    "{label}: {before} -> {after}"
                )
            };
        }
        match self.level {
            Level::ERROR => emit!(Level::ERROR),
            Level::WARN => emit!(Level::WARN),
            Level::INFO => emit!(Level::INFO),
            Level::DEBUG => emit!(Level::DEBUG),
            _ => emit!(Level::TRACE),
        }
    }
}

impl Observer for TracingLogger {
    fn on_tick(&mut self, id: NodeId, status: Status) {
        self.transitions.on_tick(id, status);
    }

    fn on_halt(&mut self, id: NodeId) {
        self.transitions.on_halt(id);
    }
}
