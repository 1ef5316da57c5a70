//! BehaviorTree.CPP's XML names: the built-in nodes' tags, the
//! precondition and post-condition attributes, and the closest known name
//! for the loaders' "did you mean" hints.

use super::{Kind, SWITCH_CASES};

/// The attributes of a BehaviorTree.CPP file's `<root>` that mean
/// something: BT.CPP ignores any other (Groot2 writes `project_name`).
/// Shared by both XML loaders, which reject only a likely typo of one.
pub const ROOT_ATTRIBUTES: [&str; 2] = ["BTCPP_format", "main_tree_to_execute"];

/// How BehaviorTree.CPP names a `<BehaviorTree>` without an `ID` (allowed
/// when it is alone in its `<root>`): this, then its number among such
/// trees, from 0. Shared by both XML loaders.
pub const UNNAMED_TREE_PREFIX: &str = "BehaviorTree_";

/// BehaviorTree.CPP's precondition attributes with the kind each is in
/// `bt!`, in the order BT.CPP checks them (the outermost first) and writes
/// them (its enum's order). Shared by the XML exporter and both XML
/// loaders.
pub const PRECONDITION_ATTRIBUTES: [(&str, Kind); 4] = [
    ("_failureIf", Kind::FAILURE_IF),
    ("_successIf", Kind::SUCCESS_IF),
    ("_skipIf", Kind::SKIP_IF),
    ("_while", Kind::WHILE),
];

/// BehaviorTree.CPP's post-condition attributes (scripts run after a node
/// finishes or is halted), which `bt` has no node for.
pub const POSTCONDITION_ATTRIBUTES: [&str; 4] = ["_onSuccess", "_onFailure", "_post", "_onHalted"];

/// The attributes starting with `_` that BehaviorTree.CPP gives a
/// meaning: the pre- and post-conditions, `_autoremap` (on `<SubTree>`)
/// and what Groot2 and BT.CPP write for their own bookkeeping
/// (`_description`, `_uid`, `_fullpath`).
pub const SPECIAL_ATTRIBUTES: [&str; 12] = [
    "_failureIf",
    "_successIf",
    "_skipIf",
    "_while",
    "_onSuccess",
    "_onFailure",
    "_post",
    "_onHalted",
    "_autoremap",
    "_description",
    "_uid",
    "_fullpath",
];

/// For a node attribute starting with `_` that is none of
/// [`SPECIAL_ATTRIBUTES`], the special attribute it likely meant, if any.
///
/// BehaviorTree.CPP keeps any other attribute that cannot be a port (one
/// starting with `_`) as the node's metadata and runs nothing for it, so
/// the loaders ignore it too; but one that is a near miss of a special
/// attribute (`_skipif`, `_onSucess`) or starts like one of the conditions
/// (`_skipUnless`, `_whileNot`) is almost surely a mistake that would
/// silently drop a condition, and the loaders reject it with this hint.
///
/// ```
/// use bt_core::table::misspelt_special_attribute as meant;
///
/// assert_eq!(meant("_skipif"), Some("_skipIf"));
/// assert_eq!(meant("_onSucess"), Some("_onSuccess"));
/// assert_eq!(meant("_skipUnless"), Some("_skipIf"));
/// assert_eq!(meant("_not_a_port"), None); // metadata
/// assert_eq!(meant("_description"), None); // Groot2's own
/// ```
#[must_use]
pub fn misspelt_special_attribute(name: &str) -> Option<&'static str> {
    // The stems of the conditions: an attribute starting with one means a
    // condition, whatever its ending.
    const STEMS: [(&str, &str); 7] = [
        ("_skip", "_skipIf"),
        ("_success", "_successIf"),
        ("_failure", "_failureIf"),
        ("_while", "_while"),
        ("_onsuccess", "_onSuccess"),
        ("_onfailure", "_onFailure"),
        ("_onhalt", "_onHalted"),
    ];
    if SPECIAL_ATTRIBUTES.contains(&name) {
        return None;
    }
    if let Some(near) = closest(name, SPECIAL_ATTRIBUTES) {
        return Some(near);
    }
    STEMS
        .iter()
        .find(|(stem, _)| {
            name.get(..stem.len())
                .is_some_and(|start| start.eq_ignore_ascii_case(stem))
        })
        .map(|&(_, meant)| meant)
}

/// What to write instead of a BehaviorTree.CPP 4 node that `bt` does not
/// have (`ManualSelector`, and for `bt_xml!` the script, blackboard, queue
/// and update nodes, which the run-time loader runs),
/// for the XML loaders' errors; `None` for any other ID.
///
/// ```
/// let help = bt_core::table::not_in_bt("EntryUpdated").unwrap();
/// assert!(help.contains("update stamp"));
/// assert_eq!(bt_core::table::not_in_bt("Sequence"), None);
/// ```
#[must_use]
pub fn not_in_bt(id: &str) -> Option<&'static str> {
    Some(match id {
        "Script" | "ScriptCondition" | "SetBlackboard" | "Precondition" | "LoopInt"
        | "LoopDouble" | "LoopString" | "LoopBool" | "WasEntryUpdated" | "SkipUnlessUpdated"
        | "WaitValueUpdate" => {
            "`bt_xml!` binds leaves to Rust items and runs no scripts: bind a leaf that does what \
             the node does and use it in its place, or load the file at run time with \
             `bt::xml::Factory`, which runs this node (its entries registered with \
             `Factory::entry_mut`)"
        }
        "UnsetBlackboard" => {
            "`bt_xml!` binds leaves to Rust items and runs no blackboard nodes: bind an action \
             that clears the field (an `Option` set to `None`) and use it in its place, or load \
             the file at run time with `bt::xml::Factory`, which runs this node (what unsetting \
             the entry does registered with `Factory::entry_unset`)"
        }
        "EntryUpdated" => {
            "BehaviorTree.CPP 4 registers its update nodes as `WasEntryUpdated`, \
             `SkipUnlessUpdated` and `WaitValueUpdate` (in bt, with the entry's update stamp \
             registered: `Factory::entry_stamp`)"
        }
        "ManualSelector" => {
            "it asks a person which child to run: choose the child with a condition, \
             `<IfThenElse>` or `<Switch>` instead, or (with `bt::xml::Factory`) register a \
             control of your own under this ID (`Factory::control`)"
        }
        _ => return None,
    })
}

/// The XML loaders' error (message, help) for a `ReactiveSequence` with
/// more than one `<AsyncSequence>` child, which BehaviorTree.CPP rejects
/// when it loads the tree (it counts the compact tags only).
pub const TWO_ASYNC_SEQUENCES: (&str, &str) = (
    "a `ReactiveSequence` cannot have more than one `AsyncSequence` child",
    "BehaviorTree.CPP rejects this tree when it loads it (the first one's yields would halt this \
     one on every tick): make all but one of them a `<Sequence>`, or group them under one \
     `<AsyncSequence>`",
);

/// Why BehaviorTree.CPP (4.10) refuses a name as the ID of a tree or a
/// node type: [`model_name_problem`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ModelNameProblem {
    /// The name is empty.
    Empty,
    /// `Root` or `root`, reserved.
    Reserved,
    /// A character that would break the XML or a file name: a space, one
    /// of ``< > & " ' / \ : * ? | .`` or a control character.
    Forbidden(char),
    /// A port name that starts with a digit.
    StartsWithDigit,
    /// A port name that is an attribute with a meaning of its own (`name`,
    /// `ID`, `_autoremap`, the pre- and post-conditions).
    ReservedAttribute,
}

impl core::fmt::Display for ModelNameProblem {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Self::Empty => f.write_str("it is empty"),
            Self::Reserved => f.write_str("`Root` is a reserved name"),
            Self::StartsWithDigit => f.write_str("it starts with a digit"),
            Self::ReservedAttribute => f.write_str("it is an attribute with a meaning of its own"),
            Self::Forbidden(c) => write!(
                f,
                "it contains {c:?}, which BehaviorTree.CPP forbids in IDs (spaces, \
                 `< > & \" ' / \\ : * ? | .` and control characters)"
            ),
        }
    }
}

/// Why BehaviorTree.CPP 4.10 refuses `name` as the name of a port in a
/// `<TreeNodesModel>`, if it does: empty, starting with a digit, with a
/// forbidden character, or an attribute with a meaning of its own.
///
/// ```
/// use bt_core::table::{ModelNameProblem, port_name_problem};
///
/// assert_eq!(port_name_problem("target"), None);
/// assert_eq!(port_name_problem("1st"), Some(ModelNameProblem::StartsWithDigit));
/// assert_eq!(port_name_problem("ID"), Some(ModelNameProblem::ReservedAttribute));
/// assert_eq!(port_name_problem("a b"), Some(ModelNameProblem::Forbidden(' ')));
/// ```
#[must_use]
pub fn port_name_problem(name: &str) -> Option<ModelNameProblem> {
    match model_name_problem(name) {
        Some(ModelNameProblem::Reserved) | None => {}
        problem => return problem,
    }
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        return Some(ModelNameProblem::StartsWithDigit);
    }
    let reserved = name == "name"
        || name == "ID"
        || name == "_autoremap"
        || PRECONDITION_ATTRIBUTES.iter().any(|(a, _)| *a == name)
        || POSTCONDITION_ATTRIBUTES.contains(&name);
    reserved.then_some(ModelNameProblem::ReservedAttribute)
}

/// Why BehaviorTree.CPP 4.10 refuses `name` as the ID of a tree or a node
/// type, if it does; for the XML loaders, which refuse such a
/// `<BehaviorTree ID>` too.
///
/// ```
/// use bt_core::table::{ModelNameProblem, model_name_problem};
///
/// assert_eq!(model_name_problem("Patrol"), None);
/// assert_eq!(model_name_problem("Root"), Some(ModelNameProblem::Reserved));
/// assert_eq!(model_name_problem("go home"), Some(ModelNameProblem::Forbidden(' ')));
/// assert_eq!(model_name_problem("Ünïcode"), None);
/// ```
#[must_use]
pub fn model_name_problem(name: &str) -> Option<ModelNameProblem> {
    const FORBIDDEN: &str = " <>&\"'/\\:*?|.";
    if name.is_empty() {
        return Some(ModelNameProblem::Empty);
    }
    if name == "Root" || name == "root" {
        return Some(ModelNameProblem::Reserved);
    }
    name.chars()
        .find(|&c| c.is_ascii_control() || FORBIDDEN.contains(c))
        .map(ModelNameProblem::Forbidden)
}

impl Kind {
    /// The built-in node written `<tag>` in BehaviorTree.CPP XML, with the
    /// number of cases for `Switch<n>` (`Switch2`..`Switch16`). `None` for
    /// anything else, the precondition attributes and `Action`/`Condition`
    /// included.
    ///
    /// ```
    /// use bt_core::table::Kind;
    ///
    /// assert_eq!(Kind::from_btcpp_tag("RetryUntilSuccessful"), Some((Kind::RETRY, None)));
    /// assert_eq!(Kind::from_btcpp_tag("Switch3"), Some((Kind::SWITCH, Some(3))));
    /// assert_eq!(Kind::from_btcpp_tag("_skipIf"), None);
    /// ```
    #[must_use]
    pub fn from_btcpp_tag(tag: &str) -> Option<(Self, Option<usize>)> {
        if let Some(n) = tag.strip_prefix("Switch")
            && let Ok(cases) = n.parse::<usize>()
            && (1..=SWITCH_CASES.len()).contains(&cases)
            && !n.starts_with(['0', '+'])
        {
            return Some((Self::SWITCH, Some(cases)));
        }
        Self::XML_TAGS
            .iter()
            .copied()
            .find(|k| k.btcpp == tag)
            .map(|k| (k, None))
    }

    /// The kinds that have a tag of their own in BehaviorTree.CPP XML
    /// (every built-in node but `switch`, whose tag says its number of
    /// cases, the preconditions, which are attributes, and `subtree`, whose
    /// `<SubTree ID="..">` names a tree and is read apart).
    pub const XML_TAGS: &'static [Self] = &[
        Self::SEQUENCE,
        Self::SEQUENCE_WITH_MEMORY,
        Self::REACTIVE_SEQUENCE,
        Self::ASYNC_SEQUENCE,
        Self::FALLBACK,
        Self::REACTIVE_FALLBACK,
        Self::ASYNC_FALLBACK,
        Self::PARALLEL,
        Self::PARALLEL_ALL,
        Self::IF_THEN_ELSE,
        Self::WHILE_DO_ELSE,
        Self::TRY_CATCH,
        Self::INVERTER,
        Self::FORCE_SUCCESS,
        Self::FORCE_FAILURE,
        Self::REPEAT,
        Self::RETRY,
        Self::KEEP_RUNNING_UNTIL_FAILURE,
        Self::REPEAT_UNTIL_FAILURE,
        Self::RUN_ONCE,
        Self::TIMEOUT,
        Self::DELAY,
        Self::SUCCESS,
        Self::FAILURE,
        Self::RUNNING,
        Self::SLEEP,
    ];
}

/// The name of `names` closest to `name` (ignoring case) if it is close
/// enough to be what was meant: for loaders' "did you mean" hints.
///
/// Close enough is an edit distance (a swap of two neighbours counting as
/// one edit) of at most a third of the longer name's length, and at least
/// 1: `Sequens` is `Sequence`, `Mian` is `Main`, but `k1` is not `d`,
/// which shares nothing with it.
///
/// ```
/// use bt_core::table::closest;
///
/// assert_eq!(closest("Sequens", ["Fallback", "Sequence"]), Some("Sequence"));
/// assert_eq!(closest("Walk", ["Fallback", "Sequence"]), None);
/// assert_eq!(closest("Mian", ["Main"]), Some("Main"));
/// assert_eq!(closest("k1", ["d", "speed"]), None);
/// assert_eq!(closest("k1", ["k2"]), Some("k2"));
/// ```
pub fn closest<'a>(name: &str, names: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    fn lower(s: &str) -> impl Iterator<Item = char> + '_ {
        s.chars().flat_map(char::to_lowercase)
    }
    let len = lower(name).count();
    if len > MAX_NAME {
        return None;
    }
    names
        .into_iter()
        .filter_map(|n| {
            let n_len = lower(n).count();
            let limit = (len.max(n_len) / 3).max(1);
            // (The distance is at least the difference of the lengths.)
            if len.abs_diff(n_len) > limit || n_len > MAX_NAME {
                return None;
            }
            let d = distance(lower(n), lower(name));
            (d <= limit).then_some((d, n))
        })
        .min()
        .map(|(_, n)| n)
}

/// The longest name [`closest`] compares (names are short).
const MAX_NAME: usize = 64;

/// The edit distance between two names of at most [`MAX_NAME`]
/// characters: insertions, deletions, substitutions and swaps of two
/// neighbours (the optimal string alignment distance).
fn distance(a: impl Iterator<Item = char>, b: impl Iterator<Item = char>) -> usize {
    let mut bs = ['\0'; MAX_NAME];
    let mut len = 0;
    for c in b.take(MAX_NAME) {
        bs[len] = c;
        len += 1;
    }
    // The rows of the two previous characters of `a`, and this one's.
    let mut before = [0_usize; MAX_NAME + 1];
    let mut last = [0_usize; MAX_NAME + 1];
    for (j, slot) in last.iter_mut().enumerate().take(len + 1) {
        *slot = j;
    }
    let mut row = [0_usize; MAX_NAME + 1];
    let mut previous = None;
    for (i, ca) in a.take(MAX_NAME).enumerate() {
        row[0] = i + 1;
        for j in 0..len {
            let mut d = (last[j] + usize::from(ca != bs[j]))
                .min(last[j + 1] + 1)
                .min(row[j] + 1);
            if j > 0 && ca == bs[j - 1] && previous == Some(bs[j]) {
                d = d.min(before[j - 1] + 1);
            }
            row[j + 1] = d;
        }
        before = last;
        last = row;
        previous = Some(ca);
    }
    last[len]
}

#[cfg(test)]
mod tests {
    use super::distance;

    fn d(a: &str, b: &str) -> usize {
        distance(a.chars(), b.chars())
    }

    #[test]
    fn distance_counts_a_swap_as_one_edit() {
        assert_eq!(d("kitten", "sitting"), 3);
        assert_eq!(d("", "abc"), 3);
        assert_eq!(d("abc", ""), 3);
        assert_eq!(d("Mian", "Main"), 1);
        assert_eq!(d("variabel", "variable"), 1);
        assert_eq!(d("ca", "abc"), 3); // no edit of a swapped pair twice
        assert_eq!(d("k1", "d"), 2);
    }
}
