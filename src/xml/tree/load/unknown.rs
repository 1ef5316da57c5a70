//! The error for an element whose ID is no node: BehaviorTree.CPP 3's
//! names for 4.x's nodes, and the built-in or registered ID closest to a
//! misspelt one.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::{Builder, Doc, Error, Kind, Pos, SWITCH_CASES, closest, code};
use crate::table::not_in_bt;

/// The IDs the loader builds itself: BT.CPP 4's built-in nodes (the
/// script, blackboard, loop and update nodes, `SubTree` and each
/// `Switch<n>` included), for "did you mean" hints.
fn builtin_ids() -> Vec<String> {
    Kind::XML_TAGS
        .iter()
        .map(|k| k.btcpp)
        .chain(code::ScriptNode::IDS.iter().copied())
        .chain(["SubTree"])
        .map(String::from)
        .chain((1..=SWITCH_CASES.len()).map(|n| format!("Switch{n}")))
        .collect()
}

/// The message and help for an ID BehaviorTree.CPP 3 read and 4.x does
/// not: a node 4.x renamed (to write under its new name) or removed (with
/// what does its work). From BT.CPP's `bt_factory.cpp` of 3.x and 4.x and
/// its `convert_v3_to_v4.py`.
fn btcpp3(id: &str) -> Option<(String, String)> {
    Some(match id {
        "SequenceStar" => (
            "`SequenceStar` is BehaviorTree.CPP 3's name for `SequenceWithMemory`, which 4.x \
             reads only when built with USE_BTCPP3_OLD_NAMES"
                .into(),
            "write `SequenceWithMemory`".into(),
        ),
        "RetryUntilSuccesful" => (
            "`RetryUntilSuccesful` is BehaviorTree.CPP 3's misspelt name for \
             `RetryUntilSuccessful`, which 4.x does not read"
                .into(),
            "write `RetryUntilSuccessful` (`Successful` with two `s`)".into(),
        ),
        "SubTreePlus" => (
            "`SubTreePlus` is BehaviorTree.CPP 3's name for what 4.x calls `SubTree`".into(),
            "write `<SubTree>` (3.x's `__autoremap` is `_autoremap` there)".into(),
        ),
        "BlackboardCheckInt"
        | "BlackboardCheckDouble"
        | "BlackboardCheckString"
        | "BlackboardCheckBool" => (
            format!("`{id}` is a BehaviorTree.CPP 3 node that 4.x removed"),
            "compare in a script: `value_A=\"{key}\" value_B=\"42\" \
             return_on_mismatch=\"FAILURE\"` is `<Precondition if=\"key == 42\" \
             else=\"FAILURE\">` around the child (a script names entries without braces; \
             4.x's `Precondition` checks as the child starts, not again while it runs)"
                .into(),
        ),
        _ => return None,
    })
}

/// The node ID meant by one that no BT.CPP version has but that names
/// what a BT.CPP node does (other libraries' names, the words of the
/// literature), on an element with `children` children.
fn alias(id: &str, children: usize) -> Option<&'static str> {
    Some(match id {
        "Retry" | "Retrier" => "RetryUntilSuccessful",
        "Wait" | "WaitFor" | "Pause" if children == 0 => "Sleep",
        "Wait" | "WaitFor" | "Pause" => "Delay",
        "Selector" | "Priority" | "PrioritySelector" => "Fallback",
        "ReactiveSelector" => "ReactiveFallback",
        "MemSequence" | "SequenceMemory" => "SequenceWithMemory",
        "Not" | "Invert" | "Negate" => "Inverter",
        "Succeeder" | "AlwaysSucceed" => "ForceSuccess",
        "Failer" | "AlwaysFail" => "ForceFailure",
        "Repeater" | "Loop" => "Repeat",
        "UntilFail" | "RepeatUntilFail" | "RepeatUntilFailure" => "KeepRunningUntilFailure",
        "Once" => "RunOnce",
        "TimeLimit" => "Timeout",
        _ => return None,
    })
}

impl<C: 'static> Builder<'_, '_, '_, C> {
    /// The error for an ID that is neither built in nor registered, on an
    /// element with `children` children.
    pub(super) fn unknown(&self, d: &Doc<'_>, at: Pos, id: &str, children: usize) -> Error {
        if let Some((message, help)) = btcpp3(id) {
            return Error::new(d.path, at, message, help);
        }
        if let Some(help) = not_in_bt(id) {
            return Error::new(
                d.path,
                at,
                format!("`{id}` is a BehaviorTree.CPP node that bt does not have"),
                help,
            );
        }
        // A tree's ID as a tag: BT.CPP reads trees through `<SubTree>`.
        if children == 0 && self.trees.contains_key(id) {
            return Error::new(
                d.path,
                at,
                format!("`{id}` is a tree (`<BehaviorTree ID=\"{id}\">`), not a node"),
                format!("write `<SubTree ID=\"{id}\"/>`"),
            );
        }
        let builtin = builtin_ids();
        let names = self
            .factory
            .node_types
            .keys()
            .chain(&builtin)
            .map(String::as_str);
        let near = alias(id, children).or_else(|| closest(id, names));
        let register = match children {
            0 => format!("`Factory::action(\"{id}\", ..)`, `Factory::condition`, `Factory::node`"),
            1 => format!("`Factory::decorator(\"{id}\", ..)`, `Factory::control`"),
            _ => format!("`Factory::control(\"{id}\", ..)`"),
        };
        let help = match near {
            Some(n) => {
                format!("did you mean `{n}`? (or register `{id}` in the factory: {register})")
            }
            None => format!("register it in the factory ({register}), or use a built-in node"),
        };
        Error::new(d.path, at, format!("unknown node ID `{id}`"), help)
    }
}
