//! The grammar of `bt!`, one type per production. Each type keeps the
//! tokens it consumed: they are the spans of later errors.
//!
//! ```text
//! tree     := [context] node
//! context  := type '=>'
//! node     := [label] head [children]
//! label    := string-literal ':'
//! head     := keyword [args] | path [call-args] | '(' expr ')' | '{' stmts '}'
//! children := '<' node (',' node)* [','] '>'
//! args     := '(' arg (',' arg)* [','] ')'
//! arg      := expr | ident '=' expr
//! ```
//!
//! The nodes of a tree are stored flat, in pre-order (a node's index is its
//! id; the root is 0), so that no phase needs to recurse over the nesting.

use proc_macro2::{Span, TokenStream};
use quote::ToTokens;
use syn::punctuated::Punctuated;
use syn::spanned::Spanned;
use syn::{Expr, ExprPath, Ident, LitStr, Token, Type, token};

use crate::catalogue::Keyword;

/// Parses: `[Context =>] node`.
///
/// Parsing stops at the first syntax error, which is kept in `error` along
/// with every node parsed before it, so that expansion can still emit their
/// leaves (for other errors and IDE completion).
pub(crate) struct Tree {
    /// `#[tree_id = "Mission"]`: the tree's ID in the exports.
    pub(crate) id: Option<syn::LitStr>,
    pub(crate) context: Option<Context>,
    /// Every node, in pre-order.
    pub(crate) nodes: Vec<Node>,
    /// The syntax error that stopped parsing, if any.
    pub(crate) error: Option<syn::Error>,
}

/// Parses: `Type =>`, the context type every leaf shares.
pub(crate) struct Context {
    pub(crate) ty: Type,
    pub(crate) arrow: Token![=>],
}

/// Parses: `[label] head [children]`.
pub(crate) struct Node {
    pub(crate) label: Option<Label>,
    pub(crate) head: Head,
    pub(crate) children: Option<Children>,
}

/// Parses: `"text":`, a node's name for observers and exports, or
/// `"text" as Id:`, a leaf's name and its BehaviorTree.CPP ID (for a node
/// of the user's, its kind's name; for a `subtree`, the ID of its tree).
pub(crate) struct Label {
    pub(crate) text: LitStr,
    pub(crate) id: Option<LeafId>,
    pub(crate) colon: Token![:],
}

/// `as Id` in a label: the leaf's BehaviorTree.CPP ID, which the exports
/// write as its tag (a `subtree`'s: its `<SubTree>`'s `ID`), and optionally
/// its ports as the exports write them: `as MoveTo(goal = "{target}")`.
pub(crate) struct LeafId {
    pub(crate) as_token: Token![as],
    pub(crate) ident: syn::Ident,
    /// `(port = "text", ..)` after the ID: the node's ports for the node
    /// table and the exports (text only: the node gets its values from its
    /// own expression).
    pub(crate) ports: Option<Punctuated<LabelPort, Token![,]>>,
}

/// `port = "text"` in a label.
pub(crate) struct LabelPort {
    pub(crate) name: syn::Ident,
    pub(crate) eq: Token![=],
    pub(crate) value: LitStr,
}

impl LabelPort {
    /// The port's name, without `r#`.
    pub(crate) fn name(&self) -> String {
        syn::ext::IdentExt::unraw(&self.name).to_string()
    }

    /// The tokens `port = "text"`, for errors about them.
    pub(crate) fn tokens(&self) -> proc_macro2::TokenStream {
        let Self { name, eq, value } = self;
        quote::quote!(#name #eq #value)
    }
}

impl LeafId {
    /// The ID's text, without `r#`.
    pub(crate) fn text(&self) -> String {
        syn::ext::IdentExt::unraw(&self.ident).to_string()
    }

    /// The tokens `as Id`, for errors about them.
    pub(crate) fn tokens(&self) -> proc_macro2::TokenStream {
        let Self {
            as_token, ident, ..
        } = self;
        quote::quote!(#as_token #ident)
    }

    /// The ports written after the ID: `(name, text)`, in order.
    pub(crate) fn port_texts(&self) -> Vec<(String, String)> {
        self.ports
            .iter()
            .flatten()
            .map(|p| (p.name(), p.value.value()))
            .collect()
    }
}

impl Label {
    /// The tokens of the label, `"text":`, for errors about it.
    pub(crate) fn tokens(&self) -> proc_macro2::TokenStream {
        let Self { text, colon, .. } = self;
        quote::quote!(#text #colon)
    }
}

/// What a node is: a built-in node named by a keyword, or a leaf.
pub(crate) enum Head {
    Keyword(KeywordHead),
    Leaf(Leaf),
}

impl Head {
    /// The head as written, for the fixes error messages quote: `retry(3)`,
    /// `move_to(GOAL)`; an expression leaf is `(...)` or `{ ... }`.
    pub(crate) fn snippet(&self) -> String {
        match self {
            Self::Keyword(head) => crate::snippet::snippet(head),
            Self::Leaf(leaf) => match leaf.form {
                LeafForm::Path | LeafForm::Call => crate::snippet::snippet(&leaf.expr),
                LeafForm::Paren => "(...)".to_owned(),
                LeafForm::Block => "{ ... }".to_owned(),
            },
        }
    }
}

/// Parses: `keyword [args]`. The keyword is resolved against the catalogue
/// while parsing; an unknown one (an identifier or path followed by `<`)
/// keeps `keyword: None`, and validation reports it.
pub(crate) struct KeywordHead {
    /// The keyword as written (a path only when it is unknown).
    pub(crate) path: ExprPath,
    pub(crate) keyword: Option<&'static Keyword>,
    pub(crate) args: Option<Args>,
}

impl KeywordHead {
    /// The identifier of the keyword (the last segment of the path).
    pub(crate) fn ident(&self) -> Option<&Ident> {
        self.path.path.segments.last().map(|s| &s.ident)
    }

    /// The span of the keyword as written.
    pub(crate) fn span(&self) -> Span {
        self.ident().map_or_else(|| self.path.span(), Ident::span)
    }
}

impl ToTokens for KeywordHead {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        self.path.to_tokens(tokens);
        self.args.to_tokens(tokens);
    }
}

/// Parses: `'(' arg (',' arg)* [','] ')'`.
pub(crate) struct Args {
    pub(crate) paren: token::Paren,
    pub(crate) list: Punctuated<Arg, Token![,]>,
}

impl ToTokens for Args {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        self.paren
            .surround(tokens, |inner| self.list.to_tokens(inner));
    }
}

/// Parses: `ident = expr` (named) or `expr` (positional).
pub(crate) enum Arg {
    Named {
        name: Ident,
        eq: Token![=],
        value: Expr,
    },
    Positional(Expr),
}

impl ToTokens for Arg {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        match self {
            Self::Named { name, eq, value } => {
                name.to_tokens(tokens);
                eq.to_tokens(tokens);
                value.to_tokens(tokens);
            }
            Self::Positional(value) => value.to_tokens(tokens),
        }
    }
}

impl Arg {
    /// The value of the argument.
    pub(crate) fn value(&self) -> &Expr {
        match self {
            Self::Named { value, .. } | Self::Positional(value) => value,
        }
    }
}

/// A leaf: any Rust expression that converts into a node.
pub(crate) struct Leaf {
    /// The expression, without the `( )` of the `(expr)` form.
    pub(crate) expr: Expr,
    pub(crate) form: LeafForm,
}

/// How a leaf was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LeafForm {
    /// `is_visible`, `agent::shoot`, `check::<T>`.
    Path,
    /// `move_to(GOAL)`.
    Call,
    /// `(expr)`.
    Paren,
    /// `{ stmts }`.
    Block,
}

impl Leaf {
    /// `true` if the leaf is a closure (in `( )` or alone in `{ }`), whose
    /// parameter types come from the context.
    pub(crate) fn is_closure(&self) -> bool {
        is_closure(&self.expr)
    }

    /// The label a leaf gets when it has none: its path, the path of the
    /// function it calls, or `closure` / `expr`; a `StatefulAction`
    /// wrapped as a leaf (`Stateful::new(MoveTo::default())`) is named
    /// after the action's type (`MoveTo`), as leaves of different actions
    /// must not share a name (their exports would share an ID); a
    /// scripted test leaf (`trace.leaf("go_to", [..])`) by its name; a
    /// coroutine (`coroutine(patrol)`, `coroutine(patrol).on_halt(..)`)
    /// by the function that makes its runs.
    pub(crate) fn default_label(&self) -> String {
        if let Some(name) = stateful_action_name(&self.expr)
            .or_else(|| scripted_name(&self.expr))
            .or_else(|| coroutine_name(&self.expr))
            .or_else(|| constructed_type(&self.expr))
        {
            return name;
        }
        match callee(&self.expr) {
            Some(path) => path_text(path),
            None if self.is_closure() => "closure".to_owned(),
            None => "expr".to_owned(),
        }
    }
}

/// `true` for a literal, negated or in parentheses.
pub(crate) fn is_literal(expr: &Expr) -> bool {
    match expr {
        Expr::Lit(_) => true,
        Expr::Unary(u) => matches!(u.op, syn::UnOp::Neg(_)) && is_literal(&u.expr),
        Expr::Paren(p) => is_literal(&p.expr),
        Expr::Group(g) => is_literal(&g.expr),
        _ => false,
    }
}

/// `true` for `|..| ..`, `(|..| ..)` and `{ |..| .. }`.
pub(crate) fn is_closure(expr: &Expr) -> bool {
    match expr {
        Expr::Closure(_) => true,
        Expr::Paren(p) => is_closure(&p.expr),
        Expr::Block(b) => match b.block.stmts.as_slice() {
            [syn::Stmt::Expr(e, None)] => is_closure(e),
            _ => false,
        },
        _ => false,
    }
}

/// What a closure that reads the context reads, named as a blackboard
/// entry of BehaviorTree.CPP would be: the last field or method it reads
/// from (`laps` for `|a| a.laps`, `|a| a.stats.laps as i32` or
/// `|a| a.laps()`); `None` for a closure that reads no field (`|_| 3`) or
/// is not a closure.
pub(crate) fn closure_entry(expr: &Expr) -> Option<String> {
    fn read(expr: &Expr) -> Option<String> {
        match expr {
            Expr::Field(f) => match &f.member {
                syn::Member::Named(name) => Some(name.to_string()),
                syn::Member::Unnamed(_) => read(&f.base),
            },
            Expr::MethodCall(m) if m.args.is_empty() => match m.method.to_string().as_str() {
                // Conversions: what they convert.
                "into" | "clone" | "to_owned" | "abs" | "unsigned_abs" => read(&m.receiver),
                name => Some(name.to_owned()),
            },
            Expr::Cast(c) => read(&c.expr),
            Expr::Paren(p) => read(&p.expr),
            Expr::Group(g) => read(&g.expr),
            Expr::Unary(u) => read(&u.expr),
            Expr::Block(b) => match b.block.stmts.as_slice() {
                [syn::Stmt::Expr(e, None)] => read(e),
                _ => None,
            },
            _ => None,
        }
    }
    match expr {
        Expr::Closure(c) => read(&c.body),
        Expr::Paren(p) => closure_entry(&p.expr),
        Expr::Block(b) => match b.block.stmts.as_slice() {
            [syn::Stmt::Expr(e, None)] => closure_entry(e),
            _ => None,
        },
        _ => None,
    }
}

/// The type of the action in `Stateful::new(action)` (`bt::Stateful::new`
/// too), if the leaf is written so: `MoveTo` for `MoveTo`,
/// `MoveTo { .. }`, `MoveTo::new(..)` or `MoveTo::default()`.
fn stateful_action_name(expr: &Expr) -> Option<String> {
    match expr {
        Expr::Paren(p) => stateful_action_name(&p.expr),
        Expr::Group(g) => stateful_action_name(&g.expr),
        Expr::Call(call) if call.args.len() == 1 => {
            let Expr::Path(func) = &*call.func else {
                return None;
            };
            let names: Vec<String> = func
                .path
                .segments
                .iter()
                .map(|s| s.ident.to_string())
                .collect();
            match names.as_slice() {
                [.., wrapper, new] if wrapper == "Stateful" && new == "new" => {
                    user_node_name(&call.args[0])
                }
                _ => None,
            }
        }
        _ => None,
    }
}

/// The type a leaf value is made of, when it is written as a struct
/// literal (`MoveTo { goal: 3 }`) or a constructor call
/// (`MoveTo::new(3)`, `MoveTo::default()`): a node or a `StatefulAction`
/// of the user's, named by its type as a wrapped one is.
fn constructed_type(expr: &Expr) -> Option<String> {
    match expr {
        Expr::Paren(p) => constructed_type(&p.expr),
        Expr::Group(g) => constructed_type(&g.expr),
        Expr::Struct(s) => s.path.segments.last().map(|s| s.ident.to_string()),
        Expr::Call(call) => {
            let Expr::Path(func) = &*call.func else {
                return None;
            };
            match func.path.segments.iter().rev().take(2).collect::<Vec<_>>()[..] {
                [f, ty]
                    if (f.ident == "new" || f.ident == "default")
                        && ty.ident.to_string().starts_with(char::is_uppercase) =>
                {
                    Some(ty.ident.to_string())
                }
                _ => None,
            }
        }
        _ => None,
    }
}

/// The name a scripted test leaf is given (`trace.leaf("go_to", [..])`,
/// `bt::testing`), so that observers and exports show it.
fn scripted_name(expr: &Expr) -> Option<String> {
    match expr {
        Expr::Paren(p) => scripted_name(&p.expr),
        Expr::Group(g) => scripted_name(&g.expr),
        Expr::MethodCall(call) if call.method == "leaf" => match call.args.first()? {
            Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(text),
                ..
            }) => Some(text.value()),
            _ => None,
        },
        _ => None,
    }
}

/// A call that makes a coroutine leaf (`bt::coroutine`): a call of one
/// argument of a path ending in `coroutine` (`coroutine(..)`,
/// `bt::coroutine::coroutine(..)`), and that argument, the function that
/// makes its runs.
pub(crate) fn coroutine_call(expr: &Expr) -> Option<(&syn::ExprCall, &Expr)> {
    match expr {
        Expr::Paren(p) => coroutine_call(&p.expr),
        Expr::Group(g) => coroutine_call(&g.expr),
        Expr::Call(call)
            if call.args.len() == 1
                && callee(&call.func)
                    .and_then(|path| path.segments.last())
                    .is_some_and(|last| last.ident == "coroutine") =>
        {
            Some((call, &call.args[0]))
        }
        _ => None,
    }
}

/// The name of a coroutine leaf built in the tree: the function that
/// makes its runs (`coroutine(patrol)` is `patrol`), and a coroutine given
/// a cleanup (`coroutine(patrol).on_halt(..)`, `walk.on_halt(..)`) is
/// named as the coroutine is. `None` for a coroutine made from a closure
/// (`coroutine(|co| ..)`, which [`callee`] names `coroutine`) and for any
/// other leaf.
fn coroutine_name(expr: &Expr) -> Option<String> {
    if let Some((_, start)) = coroutine_call(expr) {
        return match start {
            Expr::Path(start) => Some(path_text(&start.path)),
            _ => None,
        };
    }
    match expr {
        Expr::Paren(p) => coroutine_name(&p.expr),
        Expr::Group(g) => coroutine_name(&g.expr),
        Expr::MethodCall(m) if m.method == "on_halt" => {
            coroutine_name(&m.receiver).or_else(|| callee(&m.receiver).map(path_text))
        }
        _ => None,
    }
}

/// A coroutine leaf made in the tree from a closure whose handle has no
/// type (`coroutine(|co| async move { .. })`): the call and its closure,
/// which the expansion gives the handle's type (`Co<C>`) as a closure leaf
/// gets its context's. Also found as the receiver of method calls on the
/// coroutine (`coroutine(|co| ..).on_halt(|g| ..)`): the handle's type
/// cannot come back from the method, as the closure is checked first.
pub(crate) fn coroutine_closure(expr: &Expr) -> Option<(&syn::ExprCall, &syn::ExprClosure)> {
    match expr {
        Expr::MethodCall(m) => return coroutine_closure(&m.receiver),
        Expr::Paren(p) => return coroutine_closure(&p.expr),
        Expr::Group(g) => return coroutine_closure(&g.expr),
        _ => {}
    }
    match coroutine_call(expr)? {
        (call, Expr::Closure(closure))
            if closure.inputs.len() == 1 && !matches!(closure.inputs[0], syn::Pat::Type(_)) =>
        {
            Some((call, closure))
        }
        _ => None,
    }
}

/// The path of a path expression, or of the function a call calls.
fn callee(expr: &Expr) -> Option<&syn::Path> {
    match expr {
        Expr::Path(p) => Some(&p.path),
        Expr::Call(c) => callee(&c.func),
        Expr::Paren(p) => callee(&p.expr),
        _ => None,
    }
}

/// `agent::shoot` for the path `agent::shoot` (generic arguments left out).
/// The name of a control or decorator node of the user's, from the
/// expression that makes it: the type of a struct value (`RoundRobin {
/// next: 0 }`, `RoundRobin`), of an associated function's call
/// (`AtMost::new(2)`, `RoundRobin::default()`) or of a method call's
/// receiver (`Cooldown::secs(2).named()`), the function of any other call
/// (`round_robin()`); `None` for another expression (the keyword names
/// it). The kind of the node in the table is named after it, and the
/// exports write it under that name.
pub(crate) fn user_node_name(expr: &Expr) -> Option<String> {
    let last = |path: &syn::Path| path.segments.last().map(|s| s.ident.to_string());
    match expr {
        Expr::Paren(p) => user_node_name(&p.expr),
        Expr::Group(g) => user_node_name(&g.expr),
        Expr::Struct(s) => last(&s.path),
        Expr::Path(p) => last(&p.path),
        Expr::Call(call) => match &*call.func {
            Expr::Path(p) if p.path.segments.len() >= 2 => {
                let n = p.path.segments.len();
                Some(p.path.segments[n - 2].ident.to_string())
            }
            func => user_node_name(func),
        },
        Expr::MethodCall(m) => user_node_name(&m.receiver),
        _ => None,
    }
}

pub(crate) fn path_text(path: &syn::Path) -> String {
    let mut text = String::new();
    if path.leading_colon.is_some() {
        text.push_str("::");
    }
    for (i, segment) in path.segments.iter().enumerate() {
        if i > 0 {
            text.push_str("::");
        }
        text.push_str(&segment.ident.to_string());
    }
    text
}

/// Parses: `'<' node (',' node)* [','] '>'`. The nodes are indices into
/// [`Tree::nodes`].
pub(crate) struct Children {
    pub(crate) open: Token![<],
    pub(crate) nodes: Vec<usize>,
    /// `None` only while parsing (or when the `<` is never closed).
    pub(crate) close: Option<Token![>]>,
}

impl Node {
    /// The indices of the children (none without `<...>`).
    pub(crate) fn child_ids(&self) -> &[usize] {
        self.children.as_ref().map_or(&[], |c| &c.nodes)
    }

    /// The label shown by observers: the given one, else the keyword, else
    /// the leaf's path.
    pub(crate) fn label_text(&self) -> String {
        match (&self.label, &self.head) {
            (Some(label), _) => label.text.value(),
            (None, Head::Keyword(k)) => match k.keyword {
                // A node of the user's: named after its node's expression.
                Some(kw) if kw.is_user() => k
                    .args
                    .as_ref()
                    .and_then(|args| args.list.first())
                    .and_then(|arg| user_node_name(arg.value()))
                    .unwrap_or_else(|| kw.name.to_owned()),
                Some(kw) => kw.name.to_owned(),
                None => path_text(&k.path.path),
            },
            (None, Head::Leaf(leaf)) => leaf.default_label(),
        }
    }
}
