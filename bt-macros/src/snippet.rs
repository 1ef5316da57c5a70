//! The user's code, quoted in the fixes that error messages suggest
//! ("children go in `<...>`: write `sequence<is_ready, act>`").

use proc_macro2::{Delimiter, Group, Spacing, TokenStream, TokenTree};
use quote::ToTokens;

/// The longest list of children quoted in a fix; a longer one is
/// written `<...>`.
const MAX_CHILDREN: usize = 40;

/// `tokens` on one line, as the user wrote them: a group (`(3)`,
/// `(|a| a.x > 2)`) is its source text when it has one on one line (never
/// in unit tests), and the other tokens are spaced as rustfmt spaces the
/// common cases (`a, b`, `n = 3`, `&mut Agent`, `Ctx<'_>`).
pub(crate) fn snippet(tokens: &impl ToTokens) -> String {
    let mut out = String::new();
    write_stream(tokens.to_token_stream(), &mut out);
    out
}

/// A list of children in `<...>`, or `<...>` itself when it is long.
pub(crate) fn angled(children: &impl ToTokens) -> String {
    let text = snippet(children);
    if text.len() > MAX_CHILDREN {
        "<...>".to_owned()
    } else {
        format!("<{text}>")
    }
}

fn write_stream(stream: TokenStream, out: &mut String) {
    let mut prev: Option<TokenTree> = None;
    for tree in stream {
        if prev.as_ref().is_some_and(|prev| space_between(prev, &tree)) {
            out.push(' ');
        }
        match &tree {
            TokenTree::Group(group) => write_group(group, out),
            other => out.push_str(&other.to_string()),
        }
        prev = Some(tree);
    }
}

fn write_group(group: &Group, out: &mut String) {
    if let Some(text) = group.span().source_text().filter(|t| !t.contains('\n')) {
        out.push_str(&text);
        return;
    }
    let (open, close) = match group.delimiter() {
        Delimiter::Parenthesis => ("(", ")"),
        Delimiter::Brace => ("{ ", " }"),
        Delimiter::Bracket => ("[", "]"),
        Delimiter::None => ("", ""),
    };
    out.push_str(open);
    write_stream(group.stream(), out);
    out.push_str(close);
}

/// `true` between two words, after a comma, and around a `=` that is not
/// part of `==`-like punctuation written before it.
fn space_between(prev: &TokenTree, next: &TokenTree) -> bool {
    match (prev, next) {
        (
            TokenTree::Ident(_) | TokenTree::Literal(_),
            TokenTree::Ident(_) | TokenTree::Literal(_),
        ) => true,
        (TokenTree::Punct(p), _) => {
            p.as_char() == ',' || (p.as_char() == '=' && p.spacing() == Spacing::Alone)
        }
        (_, TokenTree::Punct(p)) => p.as_char() == '=',
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use quote::quote;

    use super::{angled, snippet};

    #[test]
    fn snippets_are_spaced_like_rustfmt() {
        assert_eq!(snippet(&quote!(is_ready, act)), "is_ready, act");
        assert_eq!(snippet(&quote!(num_cycles = 3)), "num_cycles = 3");
        assert_eq!(snippet(&quote!(a == b)), "a == b");
        assert_eq!(snippet(&quote!(&mut Agent)), "&mut Agent");
        assert_eq!(snippet(&quote!(Ctx<'_>)), "Ctx<'_>");
        assert_eq!(snippet(&quote!(move_to(GOAL, 2))), "move_to(GOAL, 2)");
        assert_eq!(snippet(&quote!(agent::shoot)), "agent::shoot");
        assert_eq!(angled(&quote!(a, b)), "<a, b>");
        assert_eq!(
            angled(&quote!(is_enemy_visible, is_in_range, aim, shoot, reload)),
            "<...>"
        );
    }
}
