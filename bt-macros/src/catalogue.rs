//! The keyword catalogue: the one table of every node `bt!` knows.
//!
//! Parsing asks it which identifiers are keywords, validation reads the child
//! counts and arguments from it, "did you mean" searches its names and
//! aliases, and expansion takes the runtime type and constructor from it.
//! Adding a node is one row here plus its runtime type in `bt-core`.

/// How many children a node takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Arity {
    /// A leaf keyword: no children.
    Leaf,
    /// A decorator: exactly one child.
    One,
    /// At least this many children (composites: 1, `try_catch`: 2).
    AtLeast(usize),
    /// Between the two counts, inclusive (`if_then_else`: 2 or 3).
    Between(usize, usize),
    /// One child per case, plus the default child (`switch`).
    CasesPlusDefault,
}

/// The Rust type an argument becomes, and how it is checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ArgKind {
    /// An `i32` count.
    Count,
    /// An `i32` threshold of a parallel node; a non-negative value above the
    /// number of children can never be met. The text is what the node then
    /// can never do ("succeed", "fail").
    Threshold(&'static str),
    /// A `u64` number of milliseconds.
    Millis,
    /// A `bool`.
    Flag,
    /// A condition leaf (a fn path or a closure), converted like any leaf.
    Condition,
    /// A function or closure that reads the switch value from the context.
    Variable,
    /// The state of a control or decorator node of the user's: a value
    /// whose type implements `bt::custom::ControlNode` (or
    /// `DecoratorNode`).
    Node,
}

/// The value an argument takes when it is not given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Default {
    /// The argument must be given.
    Required,
    /// An `i32` value.
    Int(i32),
    /// A `bool` value.
    Bool(bool),
}

/// One argument of a node, named as BehaviorTree.CPP names the port.
#[derive(Debug)]
pub(crate) struct Param {
    pub(crate) name: &'static str,
    pub(crate) kind: ArgKind,
    pub(crate) default: Default,
    /// An example value, used in "missing argument" hints.
    pub(crate) example: &'static str,
}

/// How expansion builds the runtime node. `T` is [`Keyword::runtime`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Build {
    /// `T::new(children)`.
    Composite,
    /// `T::<ctor>(children, arg0, arg1, ...)`.
    CompositeWith(&'static str),
    /// As `CompositeWith(ctor)`; when every argument is an integer literal
    /// (or its default), `T::<_, Consts<arg0, arg1, ...>>::<const_ctor>(children)`
    /// instead, so that the optimizer sees them (`Consts` is a path under
    /// `::bt::__private`).
    CompositeWithConsts {
        ctor: &'static str,
        consts: &'static [&'static str],
        const_ctor: &'static str,
    },
    /// `T::new(child)`, or `T::new(arg0, child)` with one argument.
    Decorator,
    /// `T::new(arg0, child)`; when the argument is an integer literal,
    /// `T::<_, Consts<arg0>>::<const_ctor>(child)` instead, so that the
    /// optimizer sees it (`Consts` is a path under `::bt::__private`).
    DecoratorWithConsts {
        consts: &'static [&'static str],
        const_ctor: &'static str,
    },
    /// `T::<ctor>(arg0, child)`.
    DecoratorWith(&'static str),
    /// `T::new(condition, then)` or `T::with_else(condition, then, else)`.
    Branch,
    /// `T::new(variable, [case_1, ...], children)`.
    Switch,
    /// `T::with_catch_on_halt(try_children, catch, catch_on_halt)`.
    TryCatch,
    /// The unit value `T`.
    Unit,
    /// `T::new(arg0)`; when the argument is an integer literal,
    /// `T::<Consts<arg0>>::<const_ctor>()` instead (`Consts` is a path under
    /// `::bt::__private`).
    LeafWithConsts {
        consts: &'static [&'static str],
        const_ctor: &'static str,
    },
}

/// One node keyword.
#[derive(Debug)]
pub(crate) struct Keyword {
    pub(crate) name: &'static str,
    pub(crate) aliases: &'static [&'static str],
    /// BehaviorTree.CPP's name for the node.
    pub(crate) btcpp: &'static str,
    /// The runtime type, as a path under `::bt::__private`.
    pub(crate) runtime: &'static [&'static str],
    pub(crate) arity: Arity,
    pub(crate) params: &'static [Param],
    pub(crate) build: Build,
    /// One line for the node table of the docs.
    #[cfg_attr(
        not(test),
        expect(dead_code, reason = "read by the test of the docs' node table")
    )]
    pub(crate) summary: &'static str,
}

impl Keyword {
    /// `true` for `switch`, whose case values follow its variable, named
    /// `case_1`, `case_2`, ... or by position.
    pub(crate) fn has_cases(&self) -> bool {
        self.build == Build::Switch
    }

    /// How many arguments may be given by position: the first one, or every
    /// one for `switch` (the variable, then the cases).
    pub(crate) fn max_positional(&self) -> usize {
        if self.has_cases() {
            usize::MAX
        } else {
            self.params.len().min(1)
        }
    }

    /// `true` if the node's own code reads the context beyond its children
    /// and leaves: a clock (`timeout`, `delay`, `sleep`) or a switch
    /// variable. Only such a node needs its `Node<C>` bound checked where it
    /// is written; any other node is a `Node<C>` whenever its children are,
    /// and they are checked at their own tokens.
    pub(crate) fn reads_context(&self) -> bool {
        self.params
            .iter()
            .any(|p| matches!(p.kind, ArgKind::Millis | ArgKind::Variable))
    }

    /// `true` if some argument has no default and must be given.
    pub(crate) fn has_required(&self) -> bool {
        self.params.iter().any(|p| p.default == Default::Required)
    }

    /// `true` for `control` and `decorator`, the nodes of the user's: their
    /// argument is the node, its kind in the table is named after it, and
    /// it has no ports.
    pub(crate) fn is_user(&self) -> bool {
        self.params.first().is_some_and(|p| p.kind == ArgKind::Node)
    }

    /// `true` for `subtree`, whose label may give the ID of its tree
    /// (`"nav" as Navigate: subtree<..>`) and its `_autoremap`.
    pub(crate) fn is_subtree(&self) -> bool {
        self.runtime == ["decorator", "SubTree"]
    }

    /// `true` for the nodes whose label may give a BehaviorTree.CPP ID
    /// (`"label" as Id:`): the user's nodes, named by it, and `subtree`,
    /// whose tree it names. Other built-in nodes are exported under their
    /// BT.CPP names.
    pub(crate) fn takes_btcpp_id(&self) -> bool {
        self.is_user() || self.is_subtree()
    }

    /// The parameter called `name`.
    pub(crate) fn param(&self, name: &str) -> Option<(usize, &'static Param)> {
        self.params.iter().enumerate().find(|(_, p)| p.name == name)
    }
}

const fn param(
    name: &'static str,
    kind: ArgKind,
    default: Default,
    example: &'static str,
) -> Param {
    Param {
        name,
        kind,
        default,
        example,
    }
}

const fn composite(
    name: &'static str,
    aliases: &'static [&'static str],
    btcpp: &'static str,
    summary: &'static str,
) -> Keyword {
    Keyword {
        name,
        aliases,
        btcpp,
        runtime: &[],
        arity: Arity::AtLeast(1),
        params: &[],
        build: Build::Composite,
        summary,
    }
}

const fn decorator(
    name: &'static str,
    aliases: &'static [&'static str],
    btcpp: &'static str,
    summary: &'static str,
) -> Keyword {
    Keyword {
        name,
        aliases,
        btcpp,
        runtime: &[],
        arity: Arity::One,
        params: &[],
        build: Build::Decorator,
        summary,
    }
}

impl Keyword {
    const fn runtime(mut self, path: &'static [&'static str]) -> Self {
        self.runtime = path;
        self
    }

    const fn params(mut self, params: &'static [Param]) -> Self {
        self.params = params;
        self
    }

    const fn build(mut self, build: Build) -> Self {
        self.build = build;
        self
    }

    const fn arity(mut self, arity: Arity) -> Self {
        self.arity = arity;
        self
    }
}

/// The condition argument of the precondition decorators.
const CONDITION: &[Param] = &[param(
    "condition",
    ArgKind::Condition,
    Default::Required,
    "is_ready",
)];

/// How `repeat` and `retry` are built: a literal count goes into the type
/// (`bt_core::decorator::ConstLimit`).
const LOOP_WITH_CONSTS: Build = Build::DecoratorWithConsts {
    consts: &["decorator", "ConstLimit"],
    const_ctor: "with_const_limit",
};

/// The path of the type that fixes a literal `msec` in the node's type
/// (`bt_core::decorator::ConstMillis`), for `timeout`, `delay` and `sleep`.
const CONST_MILLIS: &[&str] = &["decorator", "ConstMillis"];

/// How `timeout` and `delay` are built: a literal `msec` goes into the
/// type.
const TIMED_WITH_CONSTS: Build = Build::DecoratorWithConsts {
    consts: CONST_MILLIS,
    const_ctor: "with_const_msec",
};

/// Every keyword, in the order of the documentation's node table.
pub(crate) static KEYWORDS: &[Keyword] = &[
    composite(
        "sequence",
        &[],
        "Sequence",
        "children in order until one fails; resumes at the running child",
    )
    .runtime(&["control", "Sequence"]),
    composite(
        "sequence_with_memory",
        &["sequence_star"],
        "SequenceWithMemory",
        "a sequence that keeps its place across failures and halts",
    )
    .runtime(&["control", "SequenceWithMemory"]),
    composite(
        "reactive_sequence",
        &[],
        "ReactiveSequence",
        "re-checks every child from the first on every tick",
    )
    .runtime(&["control", "ReactiveSequence"]),
    composite(
        "async_sequence",
        &[],
        "AsyncSequence",
        "a sequence that yields after each child that succeeded at once",
    )
    .runtime(&["control", "AsyncSequence"]),
    composite(
        "fallback",
        &["selector"],
        "Fallback",
        "children in order until one succeeds",
    )
    .runtime(&["control", "Fallback"]),
    composite(
        "reactive_fallback",
        &[],
        "ReactiveFallback",
        "re-checks every child from the first on every tick",
    )
    .runtime(&["control", "ReactiveFallback"]),
    composite(
        "async_fallback",
        &[],
        "AsyncFallback",
        "a fallback that yields after each child that failed at once",
    )
    .runtime(&["control", "AsyncFallback"]),
    composite(
        "parallel",
        &[],
        "Parallel",
        "ticks every unfinished child; success and failure thresholds",
    )
    .runtime(&["control", "Parallel"])
    .params(&[
        param(
            "success_count",
            ArgKind::Threshold("succeed"),
            Default::Int(-1),
            "2",
        ),
        param(
            "failure_count",
            ArgKind::Threshold("fail"),
            Default::Int(1),
            "1",
        ),
    ])
    .build(Build::CompositeWithConsts {
        ctor: "with_thresholds",
        consts: &["control", "ConstThresholds"],
        const_ctor: "with_const_thresholds",
    }),
    composite(
        "parallel_all",
        &[],
        "ParallelAll",
        "ticks every child until all finished; fails on `max_failures`",
    )
    .runtime(&["control", "ParallelAll"])
    .params(&[param(
        "max_failures",
        ArgKind::Threshold("fail"),
        Default::Int(1),
        "1",
    )])
    .build(Build::CompositeWith("with_max_failures")),
    composite(
        "if_then_else",
        &[],
        "IfThenElse",
        "condition, then one branch (not reactive)",
    )
    .runtime(&["control", "IfThenElse"])
    .arity(Arity::Between(2, 3))
    .build(Build::Branch),
    composite(
        "while_do_else",
        &[],
        "WhileDoElse",
        "condition on every tick, switching branches",
    )
    .runtime(&["control", "WhileDoElse"])
    .arity(Arity::Between(2, 3))
    .build(Build::Branch),
    composite(
        "switch",
        &[],
        "Switch2..N",
        "a branch per case value; the last child is the default",
    )
    .runtime(&["control", "Switch"])
    .arity(Arity::CasesPlusDefault)
    .params(&[param(
        "variable",
        ArgKind::Variable,
        Default::Required,
        "|ctx| ctx.mode",
    )])
    .build(Build::Switch),
    composite(
        "try_catch",
        &[],
        "TryCatch",
        "a sequence whose failure runs the last child, the catch",
    )
    .runtime(&["control", "TryCatch"])
    .arity(Arity::AtLeast(2))
    .params(&[param(
        "catch_on_halt",
        ArgKind::Flag,
        Default::Bool(false),
        "true",
    )])
    .build(Build::TryCatch),
    decorator(
        "inverter",
        &["invert"],
        "Inverter",
        "swaps success and failure",
    )
    .runtime(&["decorator", "Inverter"]),
    decorator(
        "force_success",
        &[],
        "ForceSuccess",
        "success when the child finishes",
    )
    .runtime(&["decorator", "ForceSuccess"]),
    decorator(
        "force_failure",
        &[],
        "ForceFailure",
        "failure when the child finishes",
    )
    .runtime(&["decorator", "ForceFailure"]),
    decorator(
        "repeat",
        &[],
        "Repeat",
        "runs the child `num_cycles` times while it succeeds (-1: forever)",
    )
    .runtime(&["decorator", "Repeat"])
    .params(&[param("num_cycles", ArgKind::Count, Default::Required, "3")])
    .build(LOOP_WITH_CONSTS),
    decorator(
        "retry",
        &["retry_until_successful"],
        "RetryUntilSuccessful",
        "runs the child up to `num_attempts` times while it fails (-1: forever)",
    )
    .runtime(&["decorator", "Retry"])
    .params(&[param(
        "num_attempts",
        ArgKind::Count,
        Default::Required,
        "3",
    )])
    .build(LOOP_WITH_CONSTS),
    decorator(
        "keep_running_until_failure",
        &[],
        "KeepRunningUntilFailure",
        "running while the child succeeds, failure when it fails",
    )
    .runtime(&["decorator", "KeepRunningUntilFailure"]),
    decorator(
        "repeat_until_failure",
        &[],
        "RepeatUntilFail (C#)",
        "running while the child succeeds, success when it fails",
    )
    .runtime(&["decorator", "RepeatUntilFailure"]),
    decorator(
        "run_once",
        &[],
        "RunOnce",
        "runs the child to completion once, then skips (or repeats its result)",
    )
    .runtime(&["decorator", "RunOnce"])
    .params(&[param(
        "then_skip",
        ArgKind::Flag,
        Default::Bool(true),
        "false",
    )])
    .build(Build::DecoratorWith("with_then_skip")),
    decorator(
        "timeout",
        &[],
        "Timeout",
        "halts the child and fails after `msec` milliseconds",
    )
    .runtime(&["decorator", "Timeout"])
    .params(&[param("msec", ArgKind::Millis, Default::Required, "500")])
    .build(TIMED_WITH_CONSTS),
    decorator(
        "delay",
        &[],
        "Delay",
        "waits `delay_msec` milliseconds, then runs the child",
    )
    .runtime(&["decorator", "Delay"])
    .params(&[param(
        "delay_msec",
        ArgKind::Millis,
        Default::Required,
        "500",
    )])
    .build(TIMED_WITH_CONSTS),
    decorator(
        "skip_if",
        &[],
        "_skipIf",
        "skips the child when the condition holds",
    )
    .runtime(&["decorator", "SkipIf"])
    .params(CONDITION),
    decorator(
        "success_if",
        &[],
        "_successIf",
        "succeeds without the child when the condition holds",
    )
    .runtime(&["decorator", "SuccessIf"])
    .params(CONDITION),
    decorator(
        "failure_if",
        &[],
        "_failureIf",
        "fails without the child when the condition holds",
    )
    .runtime(&["decorator", "FailureIf"])
    .params(CONDITION),
    decorator(
        "while_",
        &[],
        "_while",
        "runs the child while the condition holds, halting it when it stops",
    )
    .runtime(&["decorator", "While"])
    .params(CONDITION),
    decorator(
        "subtree",
        &[],
        "SubTree",
        "its child's status; exported as a `<SubTree>` and its child as a `<BehaviorTree>` of its own",
    )
    .runtime(&["decorator", "SubTree"]),
    composite(
        "control",
        &[],
        "(your `ControlNode`)",
        "a control node of your own (`bt::custom::ControlNode`), ticking its children as it decides",
    )
    .runtime(&["custom", "UserControl"])
    .params(&[param(
        "node",
        ArgKind::Node,
        Default::Required,
        "RoundRobin::default()",
    )])
    .build(Build::CompositeWith("new")),
    decorator(
        "decorator",
        &[],
        "(your `DecoratorNode`)",
        "a decorator node of your own (`bt::custom::DecoratorNode`)",
    )
    .runtime(&["custom", "UserDecorator"])
    .params(&[param(
        "node",
        ArgKind::Node,
        Default::Required,
        "AtMost::new(2)",
    )]),
    leaf("success", "AlwaysSuccess", "always succeeds").runtime(&["leaf", "AlwaysSuccess"]),
    leaf("failure", "AlwaysFailure", "always fails").runtime(&["leaf", "AlwaysFailure"]),
    leaf("running", "(always running)", "always running").runtime(&["leaf", "AlwaysRunning"]),
    leaf(
        "sleep",
        "Sleep",
        "running for `msec` milliseconds, then success",
    )
    .runtime(&["leaf", "Sleep"])
    .params(&[param("msec", ArgKind::Millis, Default::Required, "500")])
    .build(Build::LeafWithConsts {
        consts: CONST_MILLIS,
        const_ctor: "with_const_msec",
    }),
];

const fn leaf(name: &'static str, btcpp: &'static str, summary: &'static str) -> Keyword {
    Keyword {
        name,
        aliases: &[],
        btcpp,
        runtime: &[],
        arity: Arity::Leaf,
        params: &[],
        build: Build::Unit,
        summary,
    }
}

/// The keyword called `name`, by its name or an alias.
pub(crate) fn lookup(name: &str) -> Option<&'static Keyword> {
    KEYWORDS
        .iter()
        .find(|k| k.name == name || k.aliases.contains(&name))
}

/// The keyword without children or arguments that BehaviorTree.CPP calls
/// `name`, in snake case, when that is not the keyword's own name:
/// `always_success` is `success`. Written as a leaf, such a name is taken
/// for the BT.CPP node, and reported; a function of that name is a leaf
/// written `self::always_success`, as for the keywords themselves. The
/// BT.CPP spelling itself (`AlwaysSuccess`) is not taken: it is also the
/// name of bt's own node type (`bt::leaf::AlwaysSuccess`), a leaf once
/// imported, which rustc suggests when it is not.
pub(crate) fn btcpp_leaf(name: &str) -> Option<&'static Keyword> {
    KEYWORDS.iter().find(|k| {
        k.arity == Arity::Leaf
            && k.params.is_empty()
            && snake_case(k.btcpp) != k.name
            && snake_case(k.btcpp) == name
    })
}

/// `ReactiveSequence` → `reactive_sequence`; snake case is kept.
pub(crate) fn snake_case(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 && !out.ends_with('_') {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;
    use std::fmt::Write as _;

    use super::{Arity, Default, KEYWORDS, Keyword, lookup};

    /// The node table of the `bt!` docs, rendered from the catalogue.
    fn node_table() -> String {
        let mut table = String::from(
            "| keyword (aliases) | BT.CPP | children | arguments | |\n|---|---|---|---|---|\n",
        );
        for keyword in KEYWORDS {
            let mut name = format!("`{}`", keyword.name);
            if !keyword.aliases.is_empty() {
                let aliases: Vec<String> =
                    keyword.aliases.iter().map(|a| format!("`{a}`")).collect();
                name = format!("{name} ({})", aliases.join(", "));
            }
            let children = match keyword.arity {
                Arity::Leaf => "0".to_owned(),
                Arity::One => "1".to_owned(),
                Arity::AtLeast(n) => format!("{n}+"),
                Arity::Between(a, b) => format!("{a} or {b}"),
                Arity::CasesPlusDefault => "cases + 1".to_owned(),
            };
            let mut args: Vec<String> = keyword.params.iter().map(describe_param).collect();
            if keyword.has_cases() {
                args.push("`case_1`, `case_2`, ...".to_owned());
            }
            let args = args.join(", ");
            let args = if args.is_empty() {
                String::new()
            } else {
                format!("{args} ")
            };
            let _ = writeln!(
                table,
                "| {name} | {} | {children} | {args}| {} |",
                code(keyword.btcpp),
                keyword.summary
            );
        }
        table
    }

    /// `SequenceWithMemory` → `` `SequenceWithMemory` ``; a leading name
    /// followed by a note keeps the note plain: `` `RepeatUntilFail` (C#) ``.
    fn code(name: &str) -> String {
        let (word, rest) = name.split_once(' ').unwrap_or((name, ""));
        let identifier = !word.is_empty()
            && word
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.');
        match (identifier, rest) {
            (true, "") => format!("`{word}`"),
            (true, rest) => format!("`{word}` {rest}"),
            (false, _) => name.to_owned(),
        }
    }

    fn describe_param(param: &super::Param) -> String {
        match param.default {
            Default::Required => format!("`{}` (required)", param.name),
            Default::Int(v) => format!("`{}` = {v}", param.name),
            Default::Bool(b) => format!("`{}` = {b}", param.name),
        }
    }

    const START: &str = "<!-- node table: generated from the keyword catalogue; \
                         BT_BLESS=1 cargo test -p bt-macros rewrites it -->\n";
    const END: &str = "<!-- end of node table -->";

    #[test]
    fn the_docs_list_every_node_of_the_catalogue() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/doc/bt.md");
        let doc = std::fs::read_to_string(path).expect("doc/bt.md");
        let start = doc.find(START).expect("start marker") + START.len();
        let end = doc.find(END).expect("end marker");
        let table = node_table();
        if std::env::var_os("BT_BLESS").is_some() {
            let blessed = format!("{}{table}{}", &doc[..start], &doc[end..]);
            std::fs::write(path, blessed).expect("writable doc");
        } else {
            assert_eq!(doc[start..end], table, "bless with BT_BLESS=1");
        }
    }

    #[test]
    fn names_are_unique_snake_case_and_found_by_lookup() {
        let mut seen = HashSet::new();
        for keyword in KEYWORDS {
            for name in std::iter::once(keyword.name).chain(keyword.aliases.iter().copied()) {
                assert!(seen.insert(name), "`{name}` is listed twice");
                assert!(
                    name.bytes().all(|b| b.is_ascii_lowercase() || b == b'_'),
                    "`{name}` is not snake case"
                );
                assert!(
                    syn::parse_str::<syn::Ident>(name).is_ok(),
                    "`{name}` is a Rust keyword"
                );
                assert!(lookup(name).is_some_and(|k| std::ptr::eq(k, keyword)));
            }
        }
        assert!(lookup("Sequence").is_none(), "lookup is exact");
    }

    #[test]
    fn every_keyword_has_a_runtime_type_and_consistent_arguments() {
        for keyword in KEYWORDS {
            let Keyword {
                name,
                runtime,
                params,
                ..
            } = keyword;
            assert!(!runtime.is_empty(), "`{name}` has no runtime type");
            let mut names = HashSet::new();
            for param in *params {
                assert!(
                    names.insert(param.name),
                    "`{name}` repeats `{}`",
                    param.name
                );
                assert!(!param.example.is_empty());
            }
        }
    }

    /// The runtime's port table (`bt_core::table::Kind::ports`, which the XML
    /// loader reads) says what this catalogue says: the same ports, in the
    /// same order, with the same defaults and value types.
    #[test]
    fn runtime_port_table_agrees() {
        use super::ArgKind;
        use bt::table::{Kind, PortType};
        for keyword in KEYWORDS.iter().filter(|k| !k.is_user()) {
            let kind = Kind::from_keyword(keyword.name)
                .unwrap_or_else(|| panic!("`{}` has no runtime kind", keyword.name));
            let ports = kind.ports();
            assert_eq!(ports.len(), keyword.params.len(), "{}", keyword.name);
            for (port, param) in ports.iter().zip(keyword.params) {
                assert_eq!(port.name, param.name, "{}", keyword.name);
                let default = match param.default {
                    Default::Required => None,
                    Default::Int(n) => Some(n.to_string()),
                    Default::Bool(b) => Some(b.to_string()),
                };
                assert_eq!(port.default.map(str::to_owned), default, "{}", keyword.name);
                let ty = match param.kind {
                    ArgKind::Count | ArgKind::Threshold(_) => PortType::Int,
                    ArgKind::Millis => PortType::Millis,
                    ArgKind::Flag => PortType::Bool,
                    ArgKind::Condition => PortType::Condition,
                    ArgKind::Variable => PortType::Variable,
                    ArgKind::Node => unreachable!("the user's nodes are filtered out"),
                };
                assert_eq!(port.ty, ty, "{}", keyword.name);
            }
        }
    }
}
