//! [`BtcppStatuses`]: a tree's status changes as BehaviorTree.CPP shows
//! them, element by element of the tree's XML.

use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

use crate::Status;
use crate::observe::Transition;
use crate::table::{Kind, Nodes};

/// How a `bt` node shows in BT.CPP's tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    /// As an element of its own.
    Node,
    /// As an attribute of the element it guards (a precondition).
    Guard,
    /// As a `ForceSuccess` element around a `KeepRunningUntilFailure`.
    RepeatUntilFailure,
}

/// The statuses of a tree's nodes as BehaviorTree.CPP holds them: per
/// element of the tree's XML ([`Nodes::to_btcpp_xml_with_uids`]), by its
/// uid. It turns the [`Transition`]s of `bt`'s nodes into the changes
/// BT.CPP's loggers see, in BT.CPP's order:
///
/// - a precondition (`skip_if`, ...), an attribute in BT.CPP, changes the
///   status of the element it guards, and only when it decides without
///   it;
/// - `repeat_until_failure` shows as BT.CPP's `ForceSuccess` around a
///   `KeepRunningUntilFailure`, two elements;
/// - a node that returns `Skipped` stays idle (BT.CPP 4.8 does not set a
///   skipped node's status).
///
/// The [`StdoutLogger`](crate::observe::StdoutLogger), and the `bt`
/// crate's `.btlog` writer and Groot2 publisher, are built on it; so can a
/// logger of your own that BT.CPP's tools read:
///
/// ```
/// use bt_core::dynamic::Spec;
/// use bt_core::observe::{BtcppStatuses, Transition, Transitions};
///
/// let mut tree = Spec::<()>::sequence([
///     Spec::success(),
///     Spec::skip_if("ready", |_| true, Spec::running()),
///     Spec::running().label("wait"),
/// ])
/// .build();
/// let mut statuses = BtcppStatuses::new(&tree.nodes());
/// let mut changes = Vec::new();
/// let mut log = Transitions::new(&tree.nodes(), |t: Transition| {
///     statuses.apply(t, |uid, before, after| changes.push((uid, before, after)));
/// });
/// tree.tick_with(&mut (), &mut log);
/// drop(log);
/// let lines: Vec<String> = changes
///     .iter()
///     .map(|&(uid, _, after)| format!("{} {after:?}", statuses.name(uid)))
///     .collect();
/// // The skipped `AlwaysRunning` stays idle, as in BT.CPP.
/// assert_eq!(lines, [
///     "Sequence Some(Running)",
///     "AlwaysSuccess Some(Success)",
///     "wait Some(Running)",
/// ]);
/// assert!(statuses.xml().contains("<AlwaysRunning name=\"AlwaysRunning\" _uid=\"3\" _skipIf=\"ready\"/>"));
/// ```
#[derive(Clone, Debug)]
pub struct BtcppStatuses {
    /// Per node id, its uid in the XML (0: none) and how it shows there.
    uids: Vec<(u16, Role)>,
    /// Per uid, its status: several `bt` nodes can share a uid (a
    /// precondition and the node it guards), and each change of the uid's
    /// status is shown once.
    status: Vec<Option<Status>>,
    /// Per uid, the element's `name`.
    names: Vec<String>,
    /// The tree's XML with its uids.
    xml: String,
    /// The uids in the order of the XML.
    order: Vec<u16>,
}

impl BtcppStatuses {
    /// The statuses of the tree whose table is `nodes`, all idle.
    #[must_use]
    pub fn new(nodes: &Nodes) -> Self {
        let crate::export::Elements {
            xml,
            uids,
            names,
            order,
        } = nodes.btcpp_elements();
        // The uids run from 1 to the last one, which may be a
        // `KeepRunningUntilFailure` after its `ForceSuccess`.
        let count = names.len().max(1);
        let uids = nodes
            .iter()
            .zip(uids)
            .map(|(node, uid)| {
                let role = match node.kind {
                    Kind::SKIP_IF | Kind::SUCCESS_IF | Kind::FAILURE_IF | Kind::WHILE => {
                        Role::Guard
                    }
                    Kind::REPEAT_UNTIL_FAILURE => Role::RepeatUntilFailure,
                    _ => Role::Node,
                };
                // 0 for a node with no element: BT.CPP's uids start at 1
                // and may reach `u16::MAX`.
                (uid.unwrap_or(0), role)
            })
            .collect();
        Self {
            uids,
            status: vec![None; count],
            names,
            xml,
            order,
        }
    }

    /// The tree's XML, every element with its `name` and `_uid`
    /// ([`Nodes::to_btcpp_xml_with_uids`]).
    #[must_use]
    pub fn xml(&self) -> &str {
        &self.xml
    }

    /// The uids of the XML's elements, in the order of the XML: the main
    /// tree's elements, then each subtree instance's, in the order they
    /// start (BT.CPP's order of a tree's nodes, subtree by subtree, as
    /// Groot2's status replies list them). Without subtrees, `1..=n`.
    #[must_use]
    pub fn uids(&self) -> &[u16] {
        &self.order
    }

    /// The `name` of the element `uid` (its label, or BT.CPP's ID for a
    /// node without a label of its own); empty for no element.
    #[must_use]
    pub fn name(&self, uid: u16) -> &str {
        self.names.get(usize::from(uid)).map_or("", String::as_str)
    }

    /// The status of the element `uid` now (`None`: idle).
    #[must_use]
    pub fn status(&self, uid: u16) -> Option<Status> {
        self.status.get(usize::from(uid)).copied().flatten()
    }

    /// Applies the transition of a `bt` node, handing each change of an
    /// element's status to `emit` as `(uid, before, after)` (`None`:
    /// idle).
    pub fn apply(
        &mut self,
        t: Transition,
        mut emit: impl FnMut(u16, Option<Status>, Option<Status>),
    ) {
        let Some(&(uid, role)) = self.uids.get(usize::from(t.id)) else {
            return;
        };
        if uid == 0 {
            return;
        }
        // BT.CPP keeps a node that returns SKIPPED idle.
        let after = t.after.filter(|&s| s != Status::Skipped);
        let inner = uid.saturating_add(1);
        match (role, after) {
            // A precondition shares its child's uid: the child shows when
            // it runs, the precondition when it decides without it.
            (Role::Guard, Some(Status::Running)) => {}
            // `ForceSuccess` (uid) around `KeepRunningUntilFailure`
            // (uid + 1), which BT.CPP sets running before its child and
            // back to idle when it fails.
            (Role::RepeatUntilFailure, Some(Status::Running)) => {
                self.set(uid, after, &mut emit);
                self.set(inner, after, &mut emit);
            }
            (Role::RepeatUntilFailure, _) => {
                if after.is_some() {
                    self.set(inner, Some(Status::Failure), &mut emit);
                }
                self.set(inner, None, &mut emit);
                self.set(uid, after, &mut emit);
            }
            _ => self.set(uid, after, &mut emit),
        }
    }

    fn set(
        &mut self,
        uid: u16,
        status: Option<Status>,
        emit: &mut impl FnMut(u16, Option<Status>, Option<Status>),
    ) {
        let Some(slot) = self.status.get_mut(usize::from(uid)) else {
            return;
        };
        if *slot != status {
            let before = core::mem::replace(slot, status);
            emit(uid, before, status);
        }
    }
}
