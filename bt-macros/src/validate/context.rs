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

/// Reports the first closure (in pre-order) that reads its parameter as a
/// value of a known type (`n.hp`, `n.walk()`), when nothing else in the
/// tree can give the context's type first: no `Ctx =>`, every leaf a
/// closure with an untyped parameter that it uses only so (or a coroutine
/// made from such closures, see [`coroutine_reads`]), every argument of a
/// built-in node a literal or such a closure (`skip_if(|a| a.hp < 0)`,
/// `repeat(|a| a.laps)`), no node of the user's.
pub(super) fn check_context_known(tree: &Tree, errors: &mut Errors) {
    if tree.context.is_some() {
        return;
    }
    let mut first = None;
    for node in &tree.nodes {
        let read = match &node.head {
            Head::Keyword(head) => {
                if head.keyword.is_none_or(Keyword::is_user) {
                    return;
                }
                let args = head.args.iter().flat_map(|a| a.list.iter());
                args.map(|arg| match arg.value() {
                    value if is_literal(value) => Reads::Nothing,
                    value => reads(value),
                })
                .fold(Reads::Nothing, Reads::and)
            }
            Head::Leaf(leaf) => reads(&leaf.expr),
        };
        match read {
            Reads::Fields(pat) => {
                first.get_or_insert(pat);
            }
            Reads::Nothing => {}
            Reads::Other => return,
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

/// What a leaf or an argument tells of the context's type.
enum Reads {
    /// A closure whose untyped parameter it reads only by `.field` or
    /// `.method()`: it needs the type, and cannot give it. The tokens are
    /// the parameter's.
    Fields(TokenStream),
    /// A closure that does not use its parameter.
    Nothing,
    /// Anything else: it may give the type (a function, a typed parameter,
    /// a parameter passed on), or the check cannot tell.
    Other,
}

impl Reads {
    /// What two expressions checked in this order tell together: the
    /// first that needs the type, unless one of them may give it.
    fn and(self, next: Self) -> Self {
        match (self, next) {
            (Self::Other, _) | (_, Self::Other) => Self::Other,
            (Self::Fields(pat), _) | (Self::Nothing, Self::Fields(pat)) => Self::Fields(pat),
            (Self::Nothing, Self::Nothing) => Self::Nothing,
        }
    }
}

fn reads(expr: &Expr) -> Reads {
    if ast::coroutine_call(expr).is_some() || is_method_call_on_coroutine(expr) {
        return coroutine_reads(expr);
    }
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
        Some(true) => Reads::Fields(pat.to_token_stream()),
        Some(false) => Reads::Nothing,
        None => Reads::Other,
    }
}

/// `true` for a method call whose receiver is, through other method calls,
/// a coroutine made in the tree (`coroutine(..).on_halt(..)`).
fn is_method_call_on_coroutine(expr: &Expr) -> bool {
    match expr {
        Expr::MethodCall(m) => {
            ast::coroutine_call(&m.receiver).is_some() || is_method_call_on_coroutine(&m.receiver)
        }
        Expr::Paren(p) => is_method_call_on_coroutine(&p.expr),
        _ => false,
    }
}

/// What a coroutine made in the tree tells of the context's type: that of
/// its start function, a closure whose handle is untyped (`|co| async move
/// { .. }`) and used only to call methods that take no context
/// (`co.yield_now()`, `co.sleep(..)`) or that take a closure of the context
/// (`co.with(|g| g.x)`, `co.until(..)`, `co.try_with(..)`), read as closure
/// leaves are; together with the arguments of the methods called on the
/// coroutine (`.on_halt(|g| ..)`). Anything else (the handle passed on,
/// `co.run(node)`, a start function by name) may give the type.
fn coroutine_reads(expr: &Expr) -> Reads {
    match expr {
        Expr::Paren(p) => coroutine_reads(&p.expr),
        Expr::MethodCall(m) => m
            .args
            .iter()
            .map(reads)
            .fold(coroutine_reads(&m.receiver), Reads::and),
        _ => match ast::coroutine_call(expr) {
            Some((_, Expr::Closure(start))) => start_reads(start),
            _ => Reads::Other,
        },
    }
}

/// What a coroutine's start function, a closure, tells of the context's
/// type (see [`coroutine_reads`]).
fn start_reads(start: &syn::ExprClosure) -> Reads {
    let [pat] = start.inputs.iter().collect::<Vec<_>>()[..] else {
        return Reads::Other;
    };
    match pat {
        Pat::Ident(p) if p.subpat.is_none() && p.by_ref.is_none() => {
            handle_uses(start.body.to_token_stream(), &p.ident.to_string())
        }
        Pat::Wild(_) => Reads::Nothing,
        _ => Reads::Other,
    }
}

/// How `tokens` use the coroutine handle `name` (see [`coroutine_reads`]).
/// Every use must be `name.method(..)`: any other (the handle passed on, or
/// a pattern that rebinds the name) gives up.
fn handle_uses(tokens: TokenStream, name: &str) -> Reads {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let mut read = Reads::Nothing;
    for (i, token) in tokens.iter().enumerate() {
        match token {
            TokenTree::Group(g) => read = read.and(handle_uses(g.stream(), name)),
            TokenTree::Ident(ident) if *ident == name => {
                let dot = matches!(tokens.get(i + 1),
                    Some(TokenTree::Punct(p)) if p.as_char() == '.'
                        && p.spacing() == proc_macro2::Spacing::Alone);
                let (Some(TokenTree::Ident(method)), Some(TokenTree::Group(args))) =
                    (tokens.get(i + 2), tokens.get(i + 3))
                else {
                    return Reads::Other;
                };
                if !dot || args.delimiter() != proc_macro2::Delimiter::Parenthesis {
                    return Reads::Other;
                }
                let method = method.to_string();
                read = read.and(match method.as_str() {
                    "yield_now" | "sleep" => Reads::Nothing,
                    "with" | "try_with" | "until" => {
                        syn::parse2::<Expr>(args.stream()).map_or(Reads::Other, |arg| reads(&arg))
                    }
                    _ => Reads::Other,
                });
            }
            _ => {}
        }
        if matches!(read, Reads::Other) {
            return Reads::Other;
        }
    }
    read
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
            && let Some(call) = coroutine_in(&leaf.expr)
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

/// The coroutine call of a leaf (`coroutine(..)`), also under the methods
/// called on it (`coroutine(..).on_halt(..)`).
fn coroutine_in(expr: &Expr) -> Option<&syn::ExprCall> {
    match expr {
        Expr::MethodCall(m) => coroutine_in(&m.receiver),
        Expr::Paren(p) => coroutine_in(&p.expr),
        _ => ast::coroutine_call(expr).map(|(call, _)| call),
    }
}
