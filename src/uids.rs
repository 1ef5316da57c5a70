//! A tree's status changes as BehaviorTree.CPP shows them, node by node of
//! its XML (by uid): what the `.btlog` writer and the Groot2 publisher
//! send.

use std::prelude::rust_2024::*;
use std::vec;

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

/// Turns [`Transition`]s of `bt` nodes into changes of the statuses of
/// BT.CPP's nodes, by uid, and keeps those statuses.
#[derive(Clone, Debug)]
pub(crate) struct UidStatuses {
    /// Per node id, its uid in the XML and how it shows there.
    uids: Vec<(u16, Role)>,
    /// Per uid, its status: several `bt` nodes can share a uid (a
    /// precondition and the node it guards), and each change of the uid's
    /// status is shown once.
    status: Vec<Option<Status>>,
}

impl UidStatuses {
    /// The statuses of the tree `nodes`, all idle, and the tree's XML with
    /// its uids ([`Nodes::to_btcpp_xml_with_uids`]).
    pub(crate) fn new(nodes: &Nodes) -> (Self, String) {
        let (xml, uids) = nodes.to_btcpp_xml_with_uids();
        // The uids run from 1 to the last one, which may be a
        // `KeepRunningUntilFailure` after its `ForceSuccess`.
        let count = uids
            .iter()
            .flatten()
            .max()
            .map_or(1, |&m| usize::from(m) + 2);
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
        let status = vec![None; count];
        (Self { uids, status }, xml)
    }

    /// The uids of the XML, from 1, in order.
    #[cfg(feature = "groot2")]
    pub(crate) fn all(&self) -> impl Iterator<Item = u16> + '_ {
        let last = self.uids.iter().map(|&(uid, role)| match role {
            Role::RepeatUntilFailure => uid.saturating_add(1),
            _ => uid,
        });
        1..=last.max().unwrap_or(0)
    }

    /// Applies `t`, handing each change to `emit` as `(uid, before, after)`.
    pub(crate) fn apply(
        &mut self,
        t: Transition,
        emit: &mut impl FnMut(u16, Option<Status>, Option<Status>),
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
                self.set(uid, after, emit);
                self.set(inner, after, emit);
            }
            (Role::RepeatUntilFailure, _) => {
                if after.is_some() {
                    self.set(inner, Some(Status::Failure), emit);
                }
                self.set(inner, None, emit);
                self.set(uid, after, emit);
            }
            _ => self.set(uid, after, emit),
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
