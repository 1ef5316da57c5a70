//! [`Statistics`]: per-node counts and statuses, like BehaviorTree.CPP's
//! `TreeObserver`.

use alloc::vec::Vec;

use super::tracker::Tracker;
use crate::Status;
use crate::observe::{NodeId, Observer};
use crate::table::Nodes;

/// What [`Statistics`] knows about one node.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NodeStats {
    /// The node's status as BehaviorTree.CPP holds it (its `current_status`):
    /// what it last returned, `None` (BT.CPP's `IDLE`) before its first
    /// tick, after a halt, and once its parent finished (BT.CPP resets the
    /// children of a node that finished; the root is reset after it
    /// finishes).
    pub current: Option<Status>,
    /// The last [`Status::Success`] or [`Status::Failure`] it returned
    /// (BT.CPP's `last_result`).
    pub last_result: Option<Status>,
    /// The status it returned the last time it was ticked.
    pub last_status: Option<Status>,
    /// The tree tick (counted from 1) in which it was last ticked; 0 if never.
    pub last_tick: u32,
    /// How many times it was ticked.
    pub ticks: u32,
    /// How many ticks returned [`Status::Success`].
    pub successes: u32,
    /// How many ticks returned [`Status::Failure`].
    pub failures: u32,
    /// How many ticks returned [`Status::Skipped`].
    pub skips: u32,
    /// How many times it was halted while running.
    pub halts: u32,
    /// How many times [`current`](Self::current) changed to something other
    /// than `IDLE` (BT.CPP's `transitions_count`).
    pub transitions: u32,
}

/// An observer that keeps, per node, its current status, its last result
/// and counts of ticks, successes, failures, skips and halts: what
/// BehaviorTree.CPP's `TreeObserver` gives, keyed by [`NodeId`].
///
/// Unlike `TreeObserver`, which counts status *transitions*, the counts are
/// per tick: a condition that succeeds on three ticks in a row counts three
/// successes (the number of transitions is kept too). The statistics only
/// see ticks made with [`Tree::tick_with`](crate::Tree::tick_with) and
/// halts made with [`Tree::halt_with`](crate::Tree::halt_with).
///
/// [`Tree::to_text`](crate::Tree::to_text) shows a tree with the statuses of
/// the last tick these statistics saw.
#[derive(Clone, Debug)]
pub struct Statistics {
    nodes: Nodes,
    stats: Vec<NodeStats>,
    tracker: Tracker,
    tree_ticks: u32,
}

impl Statistics {
    /// Statistics for the tree whose table is `nodes` (see
    /// [`Tree::nodes`](crate::Tree::nodes)), all zero. Observe that tree
    /// with it: a debug build panics on a node beyond the table (another
    /// tree's statistics).
    #[must_use]
    pub fn new(nodes: Nodes) -> Self {
        Self {
            stats: alloc::vec![NodeStats::default(); nodes.len()],
            tracker: Tracker::new(&nodes),
            nodes,
            tree_ticks: 0,
        }
    }

    /// The table of the tree.
    #[must_use]
    pub const fn nodes(&self) -> &Nodes {
        &self.nodes
    }

    /// The statistics of node `id` (all zero for an id not in the table).
    #[must_use]
    pub fn get(&self, id: NodeId) -> NodeStats {
        self.stats.get(usize::from(id)).copied().unwrap_or_default()
    }

    /// Every node's statistics, by id.
    #[must_use]
    pub fn all(&self) -> &[NodeStats] {
        &self.stats
    }

    /// How many times the whole tree was ticked (the root reported).
    #[must_use]
    pub const fn tree_ticks(&self) -> u32 {
        self.tree_ticks
    }

    /// The status node `id` returned in the last tree tick, or `None` if it
    /// was not ticked then.
    #[must_use]
    pub fn status_in_last_tick(&self, id: NodeId) -> Option<Status> {
        let node = self.get(id);
        if self.tree_ticks > 0 && node.last_tick == self.tree_ticks {
            node.last_status
        } else {
            None
        }
    }

    /// Back to zero.
    pub fn reset(&mut self) {
        self.stats.fill(NodeStats::default());
        self.tracker.clear();
        self.tree_ticks = 0;
    }

    fn record_changes(stats: &mut [NodeStats], (id, _, after): super::tracker::Change) {
        if let Some(node) = stats.get_mut(usize::from(id)) {
            node.current = after;
            if after.is_some() {
                node.transitions += 1;
            }
        }
    }
}

impl Observer for Statistics {
    fn on_tick(&mut self, id: NodeId, status: Status) {
        let Self {
            stats,
            tracker,
            tree_ticks,
            ..
        } = self;
        tracker.tick(id, status, &mut |change| {
            Self::record_changes(stats, change);
        });
        let is_root = id == 0;
        debug_assert!(
            usize::from(id) < stats.len(),
            "Statistics: node {id} is not in the table it was made for ({} nodes): make it \
             with the ticked tree's `nodes()`",
            stats.len()
        );
        if let Some(node) = stats.get_mut(usize::from(id)) {
            node.ticks += 1;
            node.last_status = Some(status);
            node.last_tick = *tree_ticks + 1;
            match status {
                Status::Success => node.successes += 1,
                Status::Failure => node.failures += 1,
                Status::Skipped => node.skips += 1,
                Status::Running => {}
            }
            if status.is_completed() {
                node.last_result = Some(status);
            }
        }
        if is_root {
            *tree_ticks += 1;
        }
    }

    fn on_halt(&mut self, id: NodeId) {
        let Self { stats, tracker, .. } = self;
        if tracker.halt(id, &mut |change| Self::record_changes(stats, change))
            && let Some(node) = stats.get_mut(usize::from(id))
        {
            node.halts += 1;
        }
    }
}
