//! "Did you mean": the keyword closest to an unknown one (BehaviorTree.CPP's
//! names included), and the closest of a node's argument names.

use crate::ast::KeywordHead;
use crate::catalogue::{self, Keyword};

pub(super) fn unknown_keyword(head: &KeywordHead) -> String {
    let written = crate::ast::path_text(&head.path.path);
    let name = head.ident().map(ToString::to_string).unwrap_or_default();
    match suggest_keyword(&name) {
        Some(keyword) => format!("unknown node `{written}`; did you mean `{keyword}`?"),
        None => format!(
            "unknown node `{written}`: only node keywords (`sequence`, `fallback`, `parallel`, \
             `repeat`, ... see the `bt!` docs) take children in `<...>`; a leaf takes none"
        ),
    }
}

/// The keyword closest to `name`, also matching BehaviorTree.CPP's names
/// (`ReactiveSequence`, `AlwaysSuccess`).
fn suggest_keyword(name: &str) -> Option<&'static str> {
    let wanted = snake_case(name);
    let mut best: Option<(usize, &'static str)> = None;
    for keyword in catalogue::KEYWORDS {
        let btcpp = snake_case(keyword.btcpp);
        let names = catalogue_names(keyword).map(str::to_owned).chain([btcpp]);
        for candidate in names {
            let distance = edit_distance(&wanted, &candidate);
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

/// `ReactiveSequence` → `reactive_sequence`; snake case is kept.
fn snake_case(name: &str) -> String {
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
        assert_eq!(suggest_keyword("RetryUntilSuccessful"), Some("retry"));
        assert_eq!(suggest_keyword("selecter"), Some("fallback"));
        assert_eq!(suggest_keyword("inverse"), Some("inverter"));
        assert_eq!(suggest_keyword("frobnicate"), None);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("", "abc"), 3);
    }
}
