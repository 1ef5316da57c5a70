//! [`TraceRecorder`]: every report of an observed tick, in order.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::Status;
use crate::observe::{NodeId, Observer};
use crate::table::Nodes;

/// One report to an [`Observer`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Record {
    /// The node was ticked and returned this status.
    Tick(NodeId, Status),
    /// The node was halted (see [`Observer::on_halt`]: it was running,
    /// but for the halt of a tree that is not running).
    Halt(NodeId),
}

/// An observer that records every report in order: for tests that check
/// what a whole tree did, node by node.
///
/// ```
/// use bt_core::Status::*;
/// use bt_core::dynamic::Spec;
/// use bt_core::observe::{Record, TraceRecorder};
///
/// let mut tree = Spec::sequence([Spec::success(), Spec::running().label("wait")]).build();
/// let mut trace = TraceRecorder::new();
/// tree.tick_with(&mut (), &mut trace);
/// // Children report before their parents; ids are pre-order positions.
/// assert_eq!(trace.take(), [Record::Tick(1, Success), Record::Tick(2, Running), Record::Tick(0, Running)]);
/// tree.tick_with(&mut (), &mut trace);
/// assert_eq!(trace.lines(&tree.nodes()), ["wait RUNNING", "sequence RUNNING"]);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TraceRecorder {
    records: Vec<Record>,
}

impl TraceRecorder {
    /// An empty recorder.
    #[must_use]
    pub const fn new() -> Self {
        Self {
            records: Vec::new(),
        }
    }

    /// What was recorded since the last [`take`](Self::take).
    #[must_use]
    pub fn records(&self) -> &[Record] {
        &self.records
    }

    /// Returns what was recorded and starts over.
    pub fn take(&mut self) -> Vec<Record> {
        core::mem::take(&mut self.records)
    }

    /// The records as text, one per record, with the nodes' labels from
    /// `nodes`: `"engage RUNNING"`, `"aim halted"`.
    #[must_use]
    pub fn lines(&self, nodes: &Nodes) -> Vec<String> {
        let label = |id: NodeId| nodes.get(id).map_or("?", |n| n.label);
        self.records
            .iter()
            .map(|record| match *record {
                Record::Tick(id, status) => format!("{} {status}", label(id)),
                Record::Halt(id) => format!("{} halted", label(id)),
            })
            .collect()
    }
}

impl Observer for TraceRecorder {
    fn on_tick(&mut self, id: NodeId, status: Status) {
        self.records.push(Record::Tick(id, status));
    }

    fn on_halt(&mut self, id: NodeId) {
        self.records.push(Record::Halt(id));
    }
}
