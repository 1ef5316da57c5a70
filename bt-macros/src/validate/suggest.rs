//! "Did you mean": the keyword closest to an unknown one (BehaviorTree.CPP's
//! names included), and the closest of a node's argument names.

use crate::ast::KeywordHead;
use crate::catalogue::{self, Arity, Keyword, snake_case};

/// The error for a keyword that is not in the catalogue (or a leaf named
/// like a BehaviorTree.CPP node); `alone`: written with neither arguments
/// nor children.
pub(super) fn unknown_keyword(head: &KeywordHead, alone: bool) -> String {
    let written = crate::ast::path_text(&head.path.path);
    let name = head.ident().map(ToString::to_string).unwrap_or_default();
    if let Some(keyword) = catalogue::btcpp_leaf(&written) {
        let mut message = format!(
            "`{written}` is BehaviorTree.CPP's name for `{0}`: write `{0}`",
            keyword.name
        );
        if alone && written.starts_with(|c: char| c.is_lowercase()) {
            message.push_str(&super::alone_note(&written));
        }
        return message;
    }
    if let Some(message) = synonym(&written, &name, head) {
        return message;
    }
    match suggest_keyword(&name) {
        Some(keyword) => format!("unknown node `{written}`; did you mean `{keyword}`?"),
        None => format!(
            "unknown node `{written}`: only node keywords (`sequence`, `fallback`, `parallel`, \
             `repeat`, ... see the `bt!` docs) take children in `<...>`; a leaf takes none"
        ),
    }
}

/// A node of another engine (Unreal, Unity and C# libraries, `py_trees`), by
/// its names in snake case, and how `bt!` writes it. Only hints: none of
/// these names is a keyword.
struct Synonym {
    names: &'static [&'static str],
    fix: Fix,
}

/// How `bt!` writes a [`Synonym`].
enum Fix {
    /// A keyword with arguments (`repeat(-1)`); `{}` in `args` and in
    /// `does` is replaced by the arguments as written, or by the first
    /// parameter's example when none are. `does` says what it does.
    Node {
        keyword: &'static str,
        args: &'static str,
        does: &'static str,
    },
    /// No node of bt's (`what` says which: "no cooldown node"): a node of
    /// the user's, a control node (`true`) or a decorator.
    Custom { control: bool, what: &'static str },
}

const fn node(
    names: &'static [&'static str],
    keyword: &'static str,
    args: &'static str,
    does: &'static str,
) -> Synonym {
    Synonym {
        names,
        fix: Fix::Node {
            keyword,
            args,
            does,
        },
    }
}

const fn custom(names: &'static [&'static str], control: bool, what: &'static str) -> Synonym {
    Synonym {
        names,
        fix: Fix::Custom { control, what },
    }
}

/// The names of other engines' nodes.
static SYNONYMS: &[Synonym] = &[
    node(
        &["parallel_any", "parallel_one", "parallel_selector"],
        "parallel",
        "(success_count = 1)",
        "it succeeds when one child succeeds, and fails when one fails (add \
         `failure_count = -1` to fail only when every child failed)",
    ),
    node(
        &["parallel_sequence"],
        "parallel",
        "",
        "it succeeds when every child succeeded, and fails when one fails",
    ),
    node(
        &["forever", "repeat_forever", "loop_forever"],
        "repeat",
        "(-1)",
        "it ticks its child again each time it succeeds, forever (until it fails)",
    ),
    node(
        &["repeater", "loop_n"],
        "repeat",
        "({})",
        "it runs its child `num_cycles` times while it succeeds (-1: forever)",
    ),
    node(
        &["not", "negate"],
        "inverter",
        "",
        "it swaps success and failure",
    ),
    node(
        &["succeeder", "always_succeed", "failure_is_success"],
        "force_success",
        "",
        "it succeeds when its child finishes, whether it succeeded or failed",
    ),
    node(
        &["failer", "always_fail", "success_is_failure"],
        "force_failure",
        "",
        "it fails when its child finishes, whether it succeeded or failed",
    ),
    node(
        &["until_fail", "until_failure", "repeat_until_fail"],
        "repeat_until_failure",
        "",
        "it ticks its child again while it succeeds, and succeeds when it fails",
    ),
    node(
        &[
            "until_success",
            "until_succeed",
            "repeat_until_success",
            "retry_forever",
        ],
        "retry",
        "(-1)",
        "it ticks its child again while it fails, and succeeds when it succeeds",
    ),
    node(
        &["wait", "wait_ms"],
        "delay",
        "({})",
        "it waits, then runs its child; a leaf that only waits is `sleep({})`",
    ),
    node(
        &["time_limit", "time_max"],
        "timeout",
        "({})",
        "it halts its child and fails once the time is up",
    ),
    node(
        &["one_shot", "once"],
        "run_once",
        "",
        "it runs its child to completion once, then skips it",
    ),
    custom(&["cooldown"], false, "no cooldown node"),
    custom(
        &[
            "random_selector",
            "random_fallback",
            "random_sequence",
            "random",
        ],
        true,
        "no node that picks its children at random",
    ),
];

/// The hint for another engine's name of a node (`forever`, `parallel_any`,
/// `Succeeder`), when `name` is one: what `bt!` writes instead.
fn synonym(written: &str, name: &str, head: &KeywordHead) -> Option<String> {
    let snake = snake_case(name);
    let wanted = snake
        .strip_suffix("_node")
        .filter(|rest| !rest.is_empty())
        .unwrap_or(&snake);
    let entry = SYNONYMS.iter().find(|s| s.names.contains(&wanted))?;
    Some(match entry.fix {
        Fix::Node {
            keyword,
            args,
            does,
        } => {
            let keyword = catalogue::lookup(keyword)?;
            let given = head
                .args
                .as_ref()
                .map(|a| crate::snippet::snippet(&a.list))
                .filter(|a| !a.is_empty());
            let example = keyword.params.first().map_or("", |p| p.example);
            let value = given.as_deref().unwrap_or(example);
            let children = if keyword.arity == Arity::Leaf {
                ""
            } else {
                "<..>"
            };
            format!(
                "unknown node `{written}`; `bt!` writes it `{}{}{children}`: {}",
                keyword.name,
                args.replace("{}", value),
                does.replace("{}", value),
            )
        }
        Fix::Custom { control, what } => {
            let ty: String = wanted
                .split('_')
                .map(|word| {
                    let mut chars = word.chars();
                    chars.next().map_or_else(String::new, |first| {
                        first.to_uppercase().chain(chars).collect()
                    })
                })
                .collect();
            let (kind, children) = if control {
                ("control", "children")
            } else {
                ("decorator", "child")
            };
            let trait_ = if control {
                "ControlNode"
            } else {
                "DecoratorNode"
            };
            format!(
                "unknown node `{written}`: `bt!` has {what}; write it as a {kind} node \
                 of your own, a type that implements `bt::custom::{trait_}<C>`, and put it in \
                 the tree as `{kind}({ty}::new(..))<{children}>`"
            )
        }
    })
}

/// The keyword closest to `name`, also matching BehaviorTree.CPP's names
/// (`ReactiveSequence`, `AlwaysSuccess`) and its class names
/// (`ParallelNode`).
fn suggest_keyword(name: &str) -> Option<&'static str> {
    let snake = snake_case(name);
    let wanted = snake
        .strip_suffix("_node")
        .filter(|rest| !rest.is_empty())
        .unwrap_or(&snake);
    let mut best: Option<(usize, &'static str)> = None;
    for keyword in catalogue::KEYWORDS {
        let btcpp = snake_case(keyword.btcpp);
        let names = catalogue_names(keyword).map(str::to_owned).chain([btcpp]);
        for candidate in names {
            let distance = edit_distance(wanted, &candidate);
            if distance <= wanted.len().max(3) / 3 && best.is_none_or(|(d, _)| distance < d) {
                best = Some((distance, keyword.name));
            }
        }
    }
    best.map(|(_, name)| name)
}

fn catalogue_names(keyword: &'static Keyword) -> impl Iterator<Item = &'static str> {
    std::iter::once(keyword.name).chain(keyword.aliases.iter().copied())
}

/// Levenshtein distance.
pub(crate) fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let substitution = diagonal + usize::from(ca != cb);
            diagonal = row[j + 1];
            row[j + 1] = substitution.min(row[j] + 1).min(row[j + 1] + 1);
        }
    }
    row[b.len()]
}

/// The closest of `candidates` to `name`, if close enough to be a typo.
pub(super) fn closest<'c>(
    name: &str,
    candidates: impl IntoIterator<Item = &'c str>,
) -> Option<&'c str> {
    candidates
        .into_iter()
        .map(|c| (edit_distance(name, c), c))
        .filter(|&(d, _)| d <= name.len().max(3) / 3)
        .min_by_key(|&(d, _)| d)
        .map(|(_, c)| c)
}

#[cfg(test)]
mod tests {
    use super::{Fix, SYNONYMS, edit_distance, suggest_keyword};
    use crate::catalogue::{self, KEYWORDS, snake_case};

    /// Each synonym is a hint only (no keyword, alias or BehaviorTree.CPP
    /// name of one), and suggests a keyword that exists, with arguments it
    /// takes.
    #[test]
    fn synonyms_suggest_real_spellings() {
        for synonym in SYNONYMS {
            for name in synonym.names {
                assert!(catalogue::lookup(name).is_none(), "`{name}` is a keyword");
                assert!(
                    KEYWORDS.iter().all(|k| snake_case(k.btcpp) != *name),
                    "`{name}` is a BehaviorTree.CPP name"
                );
                assert_eq!(snake_case(name), *name, "`{name}` is not in snake case");
            }
            if let Fix::Node { keyword, args, .. } = synonym.fix {
                let keyword = catalogue::lookup(keyword)
                    .unwrap_or_else(|| panic!("`{keyword}` is not a keyword"));
                let inner = args.trim_start_matches('(').trim_end_matches(')');
                for arg in inner.split(',').filter(|a| a.contains('=')) {
                    let name = arg.split('=').next().unwrap_or_default().trim();
                    assert!(
                        keyword.param(name).is_some(),
                        "`{}` takes no `{name}`",
                        keyword.name
                    );
                }
                assert!(
                    !keyword.has_required() || !args.is_empty(),
                    "`{}` needs its arguments",
                    keyword.name
                );
            }
        }
    }

    #[test]
    fn suggestions() {
        assert_eq!(suggest_keyword("sequnce"), Some("sequence"));
        assert_eq!(suggest_keyword("Fallback"), Some("fallback"));
        assert_eq!(
            suggest_keyword("ReactiveSequence"),
            Some("reactive_sequence")
        );
        assert_eq!(suggest_keyword("AlwaysSuccess"), Some("success"));
        assert_eq!(suggest_keyword("ParallelNode"), Some("parallel"));
        assert_eq!(suggest_keyword("ParallelAllNode"), Some("parallel_all"));
        assert_eq!(suggest_keyword("SequenceNode"), Some("sequence"));
        assert_eq!(suggest_keyword("node"), None);
        assert_eq!(suggest_keyword("RetryUntilSuccessful"), Some("retry"));
        assert_eq!(suggest_keyword("selecter"), Some("fallback"));
        assert_eq!(suggest_keyword("inverse"), Some("inverter"));
        assert_eq!(suggest_keyword("SubTree"), Some("subtree"));
        assert_eq!(suggest_keyword("sub_tree"), Some("subtree"));
        assert_eq!(suggest_keyword("SubTreeNode"), Some("subtree"));
        assert_eq!(suggest_keyword("frobnicate"), None);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("", "abc"), 3);
    }
}
