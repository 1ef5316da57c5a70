//! The kinds of node: [`Kind`] (each built-in node's `bt!` keyword and
//! BehaviorTree.CPP name, and the user leaves) and its [`Category`].

use core::fmt;

use super::ports::{self, PortInfo};

/// What a node is to BehaviorTree.CPP: the four node types of its XML and
/// of Groot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Category {
    /// A node with children that decides which to tick (`Sequence`, ...).
    Control,
    /// A node with one child that changes its result or when it runs; and
    /// a `subtree` ([`Kind::SUBTREE`]: its child's status, unchanged),
    /// which BT.CPP counts as a node type of its own (`SUBTREE`, written
    /// `<SubTree ID="..">`), so a filter on this category takes subtrees
    /// in too (`kind == Kind::SUBTREE` tells them apart).
    Decorator,
    /// A leaf that does something.
    Action,
    /// A leaf that checks something (a `bool` function).
    Condition,
}

impl Category {
    /// BehaviorTree.CPP's tag for the category: `"Control"`, `"Decorator"`,
    /// `"Action"` or `"Condition"`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Control => "Control",
            Self::Decorator => "Decorator",
            Self::Action => "Action",
            Self::Condition => "Condition",
        }
    }

    /// `true` for actions and conditions.
    #[must_use]
    pub const fn is_leaf(self) -> bool {
        matches!(self, Self::Action | Self::Condition)
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The kind of a node: which built-in node it is, or that it is a user
/// leaf.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Kind {
    /// The `bt!` keyword (`"sequence"`, `"retry"`, ...); `"action"` or
    /// `"condition"` for a user leaf.
    pub keyword: &'static str,
    /// BehaviorTree.CPP's registration ID (`"Sequence"`,
    /// `"RetryUntilSuccessful"`, `"Switch"` to which the XML export appends
    /// the number of cases, `"_skipIf"` for the preconditions, which BT.CPP
    /// writes as attributes); `"Action"` or `"Condition"` for a user leaf,
    /// whose ID is its label.
    pub btcpp: &'static str,
    /// Control, decorator, action or condition.
    pub category: Category,
}

macro_rules! kinds {
    ($($konst:ident = $keyword:literal, $btcpp:literal, $category:ident;)*) => {
        impl Kind {
            $(
                #[doc = concat!("`", $keyword, "` (BehaviorTree.CPP: `", $btcpp, "`).")]
                pub const $konst: Self = Self {
                    keyword: $keyword,
                    btcpp: $btcpp,
                    category: Category::$category,
                };
            )*

            /// Every kind above, in the order of the node catalogue.
            pub const ALL: &'static [Self] = &[$(Self::$konst),*];
        }
    };
}

kinds! {
    SEQUENCE = "sequence", "Sequence", Control;
    SEQUENCE_WITH_MEMORY = "sequence_with_memory", "SequenceWithMemory", Control;
    REACTIVE_SEQUENCE = "reactive_sequence", "ReactiveSequence", Control;
    ASYNC_SEQUENCE = "async_sequence", "AsyncSequence", Control;
    FALLBACK = "fallback", "Fallback", Control;
    REACTIVE_FALLBACK = "reactive_fallback", "ReactiveFallback", Control;
    ASYNC_FALLBACK = "async_fallback", "AsyncFallback", Control;
    PARALLEL = "parallel", "Parallel", Control;
    PARALLEL_ALL = "parallel_all", "ParallelAll", Control;
    IF_THEN_ELSE = "if_then_else", "IfThenElse", Control;
    WHILE_DO_ELSE = "while_do_else", "WhileDoElse", Control;
    SWITCH = "switch", "Switch", Control;
    TRY_CATCH = "try_catch", "TryCatch", Control;
    INVERTER = "inverter", "Inverter", Decorator;
    FORCE_SUCCESS = "force_success", "ForceSuccess", Decorator;
    FORCE_FAILURE = "force_failure", "ForceFailure", Decorator;
    REPEAT = "repeat", "Repeat", Decorator;
    RETRY = "retry", "RetryUntilSuccessful", Decorator;
    KEEP_RUNNING_UNTIL_FAILURE = "keep_running_until_failure", "KeepRunningUntilFailure", Decorator;
    REPEAT_UNTIL_FAILURE = "repeat_until_failure", "RepeatUntilFailure", Decorator;
    RUN_ONCE = "run_once", "RunOnce", Decorator;
    TIMEOUT = "timeout", "Timeout", Decorator;
    DELAY = "delay", "Delay", Decorator;
    SKIP_IF = "skip_if", "_skipIf", Decorator;
    SUCCESS_IF = "success_if", "_successIf", Decorator;
    FAILURE_IF = "failure_if", "_failureIf", Decorator;
    WHILE = "while_", "_while", Decorator;
    SUBTREE = "subtree", "SubTree", Decorator;
    SUCCESS = "success", "AlwaysSuccess", Action;
    FAILURE = "failure", "AlwaysFailure", Action;
    RUNNING = "running", "AlwaysRunning", Action;
    SLEEP = "sleep", "Sleep", Action;
    ACTION = "action", "Action", Action;
    CONDITION = "condition", "Condition", Condition;
}

impl Kind {
    /// The kind of the `bt!` keyword `keyword` (its canonical name, not an
    /// alias), or of a user leaf for `"action"` / `"condition"`.
    #[must_use]
    pub fn from_keyword(keyword: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|k| k.keyword == keyword)
    }

    /// A kind of your own, named `name` as its keyword and its
    /// BehaviorTree.CPP ID: a control or decorator node written by the
    /// user ([`dynamic::Spec::new`](crate::dynamic::Spec::new), the XML
    /// factory's `control` and `decorator`). The exports write it under
    /// `name` (made an identifier), and declare it in the
    /// `<TreeNodesModel>` under its category. (A leaf of your own is
    /// [`ACTION`](Self::ACTION) or [`CONDITION`](Self::CONDITION), named by
    /// its label.)
    ///
    /// ```
    /// use bt_core::table::{Category, Kind};
    ///
    /// let kind = Kind::user("RoundRobin", Category::Control);
    /// assert_eq!((kind.keyword, kind.btcpp), ("RoundRobin", "RoundRobin"));
    /// assert!(!Kind::ALL.contains(&kind));
    /// ```
    #[must_use]
    pub const fn user(name: &'static str, category: Category) -> Self {
        Self {
            keyword: name,
            btcpp: name,
            category,
        }
    }

    /// `true` for a leaf written by the user (not a built-in node).
    #[must_use]
    pub fn is_user_leaf(&self) -> bool {
        *self == Self::ACTION || *self == Self::CONDITION
    }

    /// The ports (arguments) of a built-in node, as BehaviorTree.CPP names
    /// them, in the order of the node catalogue: what the XML loader
    /// accepts as attributes and what a runtime-built node's table entry
    /// lists. A `switch` has `variable` then one `case_<n>` per case
    /// ([`SWITCH_CASES`](super::SWITCH_CASES)); the preconditions have
    /// their `condition`.
    #[must_use]
    pub fn ports(&self) -> &'static [PortInfo] {
        match *self {
            Self::PARALLEL => ports::PARALLEL,
            Self::PARALLEL_ALL => ports::PARALLEL_ALL,
            Self::SWITCH => ports::SWITCH,
            Self::TRY_CATCH => ports::TRY_CATCH,
            Self::REPEAT => ports::REPEAT,
            Self::RETRY => ports::RETRY,
            Self::RUN_ONCE => ports::RUN_ONCE,
            Self::TIMEOUT | Self::SLEEP => ports::MSEC,
            Self::DELAY => ports::DELAY,
            Self::SKIP_IF | Self::SUCCESS_IF | Self::FAILURE_IF | Self::WHILE => ports::CONDITION,
            _ => &[],
        }
    }
}
