//! BehaviorTree.CPP's idea of each node's status, rebuilt from what an
//! observer sees: the status a node returned, `IDLE` (`None`) before its
//! first tick, after a halt, and once its parent finished.

use alloc::vec::Vec;

use crate::Status;
use crate::observe::NodeId;
use crate::table::{Category, Kind, Nodes};

/// A change of a node's status: `(node, before, after)`, `None` being
/// BehaviorTree.CPP's `IDLE`.
pub(crate) type Change = (NodeId, Option<Status>, Option<Status>);

/// Tracks every node's status the way BehaviorTree.CPP's nodes hold it, so
/// that loggers print BT.CPP's transitions, in BT.CPP's order:
///
/// - a node that reports its result changes to that status, but for
///   `SKIPPED`, which leaves it as it was (BT.CPP never stores
///   `SKIPPED`);
/// - its ancestors that were not running become `RUNNING` first, top
///   down (BT.CPP's control nodes set themselves running before they tick a
///   child, except `Switch`, `Precondition` and the update decorators),
///   so a tick reads parent first as in BT.CPP's logs;
/// - a node that finished (any status but `Running`) sets its descendants
///   back to `IDLE` first, child by child, each child after its own
///   descendants (BT.CPP's `resetChildren`), except that a
///   `sequence_with_memory` that fails keeps the children before the failed
///   one, also when its parent resets it (they go back to `IDLE` when it
///   finishes again, or at a halt); the root goes back to `IDLE` after
///   finishing (BT.CPP's tree reset);
/// - a reactive sequence or fallback that is running sets its children
///   other than the running one back to `IDLE` (BT.CPP halts and resets
///   them);
/// - the child of a decorator goes back to `IDLE` as soon as it finishes
///   (BT.CPP's `resetChild`, which is how `repeat` and `retry` show each
///   cycle), or for BT.CPP's update decorators just after the decorator
///   takes its status (`DecoratorNode::executeTick`); the preconditions,
///   which BT.CPP writes as attributes of the child, do not reset it,
///   neither when it finishes nor when they do;
/// - a halted node that was running goes back to `IDLE` with its
///   descendants. A halt of a node that was not running is not a change,
///   but for the root's: the tree's halt (BT.CPP's `haltTree`) sets every
///   node back to `IDLE`.
///   Halts are reported deepest first, while BT.CPP resets a halted node's
///   children in order: they are held back until the node whose decision
///   caused them reports (or until the root is halted), and then shown in
///   BT.CPP's order.
#[derive(Clone, Debug)]
pub(crate) struct Tracker {
    status: Vec<Option<Status>>,
    parent: Vec<Option<NodeId>>,
    kind: Vec<Kind>,
    /// One past the last descendant of each node (pre-order).
    end: Vec<NodeId>,
    /// The children of each node.
    children: Vec<Vec<NodeId>>,
    /// The child of each node that reported last.
    last_child: Vec<Option<NodeId>>,
    /// Halted nodes whose change to `IDLE` is not shown yet, in the order
    /// of their halts, and nodes whose change was shown since the last
    /// [`flush_halts`](Self::flush_halts) (see `held`).
    pending: Vec<NodeId>,
    /// Per node, whether it is in `pending` and whether its change is still
    /// held back there: a lookup, where searching `pending` for each of N
    /// halted children made halting a wide node quadratic.
    held: Vec<Held>,
    /// Whether a loop has ended and left its child running (see
    /// [`reset_finished_children`](Self::reset_finished_children)): from
    /// then on, a running node's ancestors may be idle.
    left_running: bool,
    /// The whole tree is being halted (BT.CPP's `haltTree`, which halts
    /// every node): every status goes back to idle.
    halting_tree: bool,
}

impl Tracker {
    pub(crate) fn new(nodes: &Nodes) -> Self {
        let parent: Vec<Option<NodeId>> = nodes.iter().map(|n| n.parent).collect();
        let n = parent.len();
        Self {
            status: alloc::vec![None; n],
            kind: nodes.iter().map(|n| n.kind).collect(),
            end: nodes.iter().map(|n| nodes.descendants(n.id).end).collect(),
            children: nodes.iter().map(|n| n.children.to_vec()).collect(),
            last_child: alloc::vec![None; n],
            pending: Vec::new(),
            held: alloc::vec![Held::No; n],
            left_running: false,
            halting_tree: false,
            parent,
        }
    }

    /// The status of node `id` (`None`: idle, or not in the table).
    pub(crate) fn status(&self, id: NodeId) -> Option<Status> {
        self.status.get(usize::from(id)).copied().flatten()
    }

    fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.parent.get(usize::from(id)).copied().flatten()
    }

    fn kind(&self, id: NodeId) -> Option<Kind> {
        self.kind.get(usize::from(id)).copied()
    }

    fn children(&self, id: NodeId) -> Vec<NodeId> {
        self.children
            .get(usize::from(id))
            .cloned()
            .unwrap_or_default()
    }

    /// `true` if `node` is `root` or one of its descendants.
    fn within(&self, node: NodeId, root: NodeId) -> bool {
        let end = self.end.get(usize::from(root)).copied().unwrap_or(root);
        root <= node && node < end
    }

    fn set(&mut self, id: NodeId, to: Option<Status>, emit: &mut impl FnMut(Change)) {
        if to.is_none()
            && let Some(held @ Held::Yes) = self.held.get_mut(usize::from(id))
        {
            *held = Held::Shown;
        }
        if let Some(slot) = self.status.get_mut(usize::from(id)) {
            let before = *slot;
            if before != to {
                *slot = to;
                emit((id, before, to));
            }
        }
    }

    /// Sets the ancestors of `id` that are not running to running, top down.
    /// A running node's ancestors are running too, but above a loop that
    /// ended and left its child running (see
    /// [`reset_finished_children`](Self::reset_finished_children)).
    fn wake_ancestors(&mut self, id: NodeId, emit: &mut impl FnMut(Change)) {
        let Some(parent) = self.parent(id) else {
            return;
        };
        if self.status(parent) == Some(Status::Running) {
            if self.left_running {
                self.wake_ancestors(parent, emit);
            }
        } else {
            self.wake_ancestors(parent, emit);
            // BT.CPP's Switch, Precondition and update decorators (which
            // the XML loader builds) tick their child without setting
            // themselves running first.
            if self.kind(parent).is_some_and(|k| {
                k != Kind::SWITCH && k.btcpp != "Precondition" && !resets_child_after(k)
            }) {
                self.set(parent, Some(Status::Running), emit);
            }
        }
    }

    /// Sets the descendants of `id` to idle: child by child, each after its
    /// own descendants. Those of a loop that has ended keep a running
    /// child running (see [`reset_finished_children`](Self::reset_finished_children)),
    /// and those of a `sequence_with_memory` that is not running keep
    /// their status: it is done, and its children are idle but for the
    /// successes before a failure, which BT.CPP keeps until the sequence
    /// finishes again or is halted (a parent's `resetChildren` resets only
    /// its own children's status). The tree's halt resets every node.
    fn reset_children(&mut self, id: NodeId, emit: &mut impl FnMut(Change)) {
        if !self.halting_tree
            && self.kind(id) == Some(Kind::SEQUENCE_WITH_MEMORY)
            && self.status(id) != Some(Status::Running)
        {
            return;
        }
        if self
            .kind(id)
            .is_some_and(|k| k == Kind::REPEAT || k == Kind::RETRY)
            && self.status(id) != Some(Status::Running)
        {
            self.reset_finished_children(id, emit);
            return;
        }
        for child in self.children(id) {
            self.reset_subtree(child, emit);
        }
    }

    /// Sets the children of `id` that are not running to idle, each after
    /// its descendants. BT.CPP's loops reset their child after each of
    /// its ends, not as they end, and their parents reset only their own
    /// status: a child still running when a loop ends (its count, read
    /// from the context, lowered meanwhile: `Spec::repeat_reading`) is
    /// left running.
    fn reset_finished_children(&mut self, id: NodeId, emit: &mut impl FnMut(Change)) {
        for child in self.children(id) {
            if self.status(child) == Some(Status::Running) {
                self.left_running = true;
            } else {
                self.reset_subtree(child, emit);
            }
        }
    }

    /// Sets `id` to idle, after its descendants.
    fn reset_subtree(&mut self, id: NodeId, emit: &mut impl FnMut(Change)) {
        self.reset_children(id, emit);
        self.set(id, None, emit);
    }

    /// Shows the held-back halts, except those inside `keep`'s subtree.
    fn flush_halts(&mut self, keep: Option<NodeId>, emit: &mut impl FnMut(Change)) {
        if self.pending.is_empty() {
            return;
        }
        // Forget the nodes whose change was shown.
        let held = &mut self.held;
        self.pending
            .retain(|&p| match held.get_mut(usize::from(p)) {
                Some(h @ Held::Shown) => {
                    *h = Held::No;
                    false
                }
                _ => true,
            });
        let mut tops: Vec<NodeId> = self
            .pending
            .iter()
            .copied()
            .filter(|&p| keep.is_none_or(|k| !self.within(p, k)))
            .filter(|&p| self.parent(p).is_none_or(|q| !self.is_held(q)))
            .collect();
        tops.sort_unstable();
        for top in tops {
            self.reset_subtree(top, emit);
        }
    }

    /// Node `id` returned `status`.
    pub(crate) fn tick(&mut self, id: NodeId, status: Status, emit: &mut impl FnMut(Change)) {
        self.flush_halts(Some(id), emit);
        self.wake_ancestors(id, emit);
        let kind = self.kind(id);
        let last = self.last_child.get(usize::from(id)).copied().flatten();
        match (kind, status, last) {
            (_, Status::Running, _)
                if !matches!(
                    kind,
                    Some(Kind::REACTIVE_SEQUENCE | Kind::REACTIVE_FALLBACK)
                ) => {}
            (_, Status::Running, running) => {
                for child in self.children(id) {
                    if Some(child) != running {
                        self.reset_subtree(child, emit);
                    }
                }
            }
            // A precondition is an attribute of its child in BT.CPP: its
            // child keeps its status until the parent resets both.
            (Some(Kind::SKIP_IF | Kind::SUCCESS_IF | Kind::FAILURE_IF | Kind::WHILE), _, _) => {}
            // Its child is reset after its own status is set (below).
            (Some(k), _, _) if resets_child_after(k) => {}
            (Some(Kind::REPEAT | Kind::RETRY), _, _) => self.reset_finished_children(id, emit),
            (Some(Kind::SEQUENCE_WITH_MEMORY), Status::Failure, Some(failed)) => {
                for child in self.children(id).into_iter().filter(|&c| c >= failed) {
                    self.reset_subtree(child, emit);
                }
            }
            _ => self.reset_children(id, emit),
        }
        // Halts below a node that goes on running are shown now.
        self.flush_halts(None, emit);
        // A node that returns SKIPPED keeps the status it had (IDLE, or
        // RUNNING until its parent resets it), as BT.CPP's `executeTick`
        // does not store SKIPPED.
        if status != Status::Skipped {
            self.set(id, Some(status), emit);
        }
        if kind.is_some_and(resets_child_after) && status != Status::Running {
            self.reset_children(id, emit);
        }
        let Some(parent) = self.parent(id) else {
            if status != Status::Running {
                self.set(id, None, emit);
            }
            return;
        };
        if let Some(slot) = self.last_child.get_mut(usize::from(parent)) {
            *slot = Some(id);
        }
        match self.kind(parent) {
            Some(Kind::SKIP_IF | Kind::SUCCESS_IF | Kind::FAILURE_IF | Kind::WHILE) => {}
            Some(k)
                if k.category == Category::Decorator
                    && status != Status::Running
                    && !resets_child_after(k) =>
            {
                self.reset_subtree(id, emit);
            }
            _ => {}
        }
    }

    /// Node `id` was halted. Returns `true` if it was running (its change
    /// to idle is shown when the node that halted it reports).
    pub(crate) fn halt(&mut self, id: NodeId, emit: &mut impl FnMut(Change)) -> bool {
        let fresh = self.status(id) == Some(Status::Running) && !self.is_held(id);
        if fresh {
            let Some(held) = self.held.get_mut(usize::from(id)) else {
                return false;
            };
            // A node whose change was shown since the last flush is still
            // listed in `pending`.
            if *held == Held::No {
                self.pending.push(id);
            }
            *held = Held::Yes;
        }
        if self.parent(id).is_none() {
            // The tree's halt: BT.CPP's `haltTree` halts every node, so
            // that what a `sequence_with_memory` kept goes back to idle
            // too, running or not.
            self.halting_tree = true;
            self.flush_halts(None, emit);
            self.reset_subtree(id, emit);
            self.halting_tree = false;
        }
        fresh
    }

    /// Every node back to idle, silently.
    pub(crate) fn clear(&mut self) {
        self.status.fill(None);
        self.last_child.fill(None);
        self.pending.clear();
        self.held.fill(Held::No);
        self.left_running = false;
        self.halting_tree = false;
    }

    /// Whether the change of halted node `id` is held back.
    fn is_held(&self, id: NodeId) -> bool {
        self.held.get(usize::from(id)) == Some(&Held::Yes)
    }
}

/// Where a node stands in [`Tracker`]'s held-back halts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Held {
    /// Not in `pending`.
    No,
    /// In `pending`, its change to `IDLE` not shown yet.
    Yes,
    /// Still in `pending`, but its change was shown: dropped from there at
    /// the next flush.
    Shown,
}

/// BT.CPP's decorators that leave their finished child to
/// `DecoratorNode::executeTick`, which resets it after the decorator's own
/// status is set (and that do not set themselves running before ticking
/// it): the update decorators the XML loader builds.
fn resets_child_after(kind: Kind) -> bool {
    matches!(kind.btcpp, "SkipUnlessUpdated" | "WaitValueUpdate")
}
