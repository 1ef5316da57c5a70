//! "Did you mean": the keyword closest to an unknown one (BehaviorTree.CPP's
//! names included), and the closest of a node's argument names.

use crate::ast::KeywordHead;
use crate::catalogue::{self, Keyword, snake_case};

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
    match suggest_keyword(&name) {
        Some(keyword) => format!("unknown node `{written}`; did you mean `{keyword}`?"),
        None => format!(
            "unknown node `{written}`: only node keywords (`sequence`, `fallback`, `parallel`, \
             `repeat`, ... see the `bt!` docs) take children in `<...>`; a leaf takes none"
        ),
    }
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
    use super::{edit_distance, suggest_keyword};

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
