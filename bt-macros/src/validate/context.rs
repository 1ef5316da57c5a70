//! A tree with no `Ctx =>` whose closures read their parameter
//! (`(|n| n.hp > 0)`): nothing tells rustc the context's type where the
//! first closure is checked, and its error suggests a type parameter of
//! the expansion (`|n: &mut C|`). Said here instead, with the fix.

use proc_macro2::{TokenStream, TokenTree};
use quote::ToTokens;
use syn::{Expr, Pat};

use super::Errors;
use crate::ast::{self, Head, Tree, is_literal};
use crate::catalogue::Keyword;
use crate::lent::Lent;

/// Reports the first closure leaf (in pre-order) that reads its parameter
/// as a value of a known type (`n.hp`, `n.walk()`), when nothing else in
/// the tree can give the context's type first: no `Ctx =>`, every leaf a
/// closure with an untyped parameter that it uses only so, every argument
/// of a built-in node a literal, no node of the user's.
pub(super) fn check_context_known(tree: &Tree, errors: &mut Errors) {
    if tree.context.is_some() {
        return;
    }
    let mut first = None;
    for node in &tree.nodes {
        match &node.head {
            Head::Keyword(head) => {
                if head.keyword.is_none_or(Keyword::is_user) {
                    return;
                }
                let args = head.args.iter().flat_map(|a| a.list.iter());
                if !args.into_iter().all(|arg| is_literal(arg.value())) {
                    return;
                }
            }
            Head::Leaf(leaf) => match reads(&leaf.expr) {
                Reads::Fields(pat) => {
                    first.get_or_insert(pat);
                }
                Reads::Nothing => {}
                Reads::Other => return,
            },
        }
    }
    if let Some(pat) = first {
        errors.push_spanned(
            pat,
            "the context's type is not known where this closure reads its parameter: name it \
             before the tree, `bt!(Agent => sequence<..>)`, or give the parameter its type, \
             `|agent: &mut Agent|`",
        );
    }
}

/// What a leaf tells of the context's type.
enum Reads<'a> {
    /// A closure whose untyped parameter it reads only by `.field` or
    /// `.method()`: it needs the type, and cannot give it.
    Fields(&'a Pat),
    /// A closure that does not use its parameter.
    Nothing,
    /// Anything else: it may give the type (a function, a typed parameter,
    /// a parameter passed on), or the check cannot tell.
    Other,
}

fn reads(expr: &Expr) -> Reads<'_> {
    let closure = match expr {
        Expr::Closure(c) => c,
        Expr::Paren(p) => return reads(&p.expr),
        _ => return Reads::Other,
    };
    let [pat] = closure.inputs.iter().collect::<Vec<_>>()[..] else {
        return Reads::Other;
    };
    let name = match pat {
        Pat::Ident(p) if p.subpat.is_none() && p.by_ref.is_none() => p.ident.to_string(),
        Pat::Wild(_) => return Reads::Nothing,
        _ => return Reads::Other,
    };
    let tokens = closure.body.to_token_stream();
    match uses(tokens, &name) {
        Some(true) => Reads::Fields(pat),
        Some(false) => Reads::Nothing,
        None => Reads::Other,
    }
}

/// How `tokens` use the name: `Some(true)` if only as `name.x`, `Some(false)`
/// if not at all, `None` if otherwise or if it may be rebound (a `let`, a
/// `match`, a loop: the check gives up).
fn uses(tokens: TokenStream, name: &str) -> Option<bool> {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let mut read = false;
    for (i, token) in tokens.iter().enumerate() {
        match token {
            TokenTree::Group(g) => read |= uses(g.stream(), name)?,
            TokenTree::Ident(ident) => {
                let text = ident.to_string();
                if matches!(text.as_str(), "let" | "match" | "for" | "while") {
                    return None;
                }
                if text == name {
                    // `name.x`, not `name..` (a range) nor a path.
                    let dot = matches!(tokens.get(i + 1),
                        Some(TokenTree::Punct(p)) if p.as_char() == '.'
                            && p.spacing() == proc_macro2::Spacing::Alone);
                    let field = matches!(
                        tokens.get(i + 2),
                        Some(TokenTree::Ident(_) | TokenTree::Literal(_))
                    );
                    if !(dot && field) {
                        return None;
                    }
                    read = true;
                }
            }
            _ => {}
        }
    }
    Some(read)
}

/// Reports a coroutine leaf made in a tree over a context that borrows
/// (`bt!(Ctx<'_> => ..)`): its handle, `Co<Ctx<'a>>`, names one lifetime,
/// while a lent tree's nodes must work for every one (rustc's error is
/// "borrowed data escapes outside of closure" on the whole tree).
pub(super) fn check_no_lent_coroutine(tree: &Tree, errors: &mut Errors) {
    if Lent::of(tree.context.as_ref().map(|c| &c.ty)).is_none() {
        return;
    }
    for node in &tree.nodes {
        if let Head::Leaf(leaf) = &node.head
            && let Some((call, _)) = ast::coroutine_call(&leaf.expr)
        {
            errors.push_spanned(
                call,
                "a coroutine leaf cannot be in a tree over a context that borrows: its handle \
                 names the context with one lifetime, and this tree's nodes work with a \
                 context made afresh for each tick; give the tree an owned context (`bt!(Agent \
                 => ..)`), or write the action as a `StatefulAction`",
            );
        }
    }
}
