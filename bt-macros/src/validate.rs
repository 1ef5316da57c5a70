//! Validation: every rule of the node catalogue, checked on the parsed tree,
//! with every error collected (one build shows them all).
//!
//! The result is a [`Model`] that borrows from the tree: each built-in node
//! with its keyword, its arguments in catalogue order and its children.
//!
//! This module holds the model, the pass over the nodes and the labels'
//! rule; the other rules are in its submodules:
//!
//! - `arguments`: a node's arguments assigned to its parameters (unknown,
//!   duplicated, misplaced and missing ones);
//! - `cases`: `switch`'s `case_n` names and repeated case values;
//! - `children`: how many children each keyword takes, and
//!   `reactive_sequence`'s async children;
//! - `thresholds`: thresholds no child count can meet, and the integer
//!   arithmetic the macro evaluates;
//! - `suggest`: "did you mean" for unknown keywords and arguments.

use proc_macro2::Span;
use quote::ToTokens;
use syn::{Error, Expr, Type};

use crate::ast::{self, Head, KeywordHead, Label, Leaf, Node, Tree};
use crate::catalogue::{ArgKind, Arity, Keyword};
use crate::snippet::{angled, snippet};

mod arguments;
mod cases;
mod children;
mod context;
mod suggest;
#[cfg(test)]
mod tests;
mod thresholds;

pub(crate) use thresholds::{literal_int, threshold_message};

/// A tree that passed validation.
pub(crate) struct Model<'a> {
    pub(crate) context: Option<&'a Type>,
    /// One entry per node of the tree, same indices (pre-order).
    pub(crate) nodes: Vec<Checked<'a>>,
}

impl Model<'_> {
    /// The children of node `id` (none for a leaf).
    pub(crate) fn children(&self, id: usize) -> &[usize] {
        match &self.nodes[id] {
            Checked::Builtin(builtin) => builtin.children,
            Checked::Leaf(_) => &[],
        }
    }

    /// Each node's depth (the root's is 0). Ids are in pre-order, so a
    /// parent's depth is known before its children's.
    pub(crate) fn depths(&self) -> Vec<usize> {
        let mut depth = vec![0; self.nodes.len()];
        for id in 0..self.nodes.len() {
            for &child in self.children(id) {
                depth[child] = depth[id] + 1;
            }
        }
        depth
    }
}

/// A node that passed validation.
pub(crate) enum Checked<'a> {
    Builtin(Builtin<'a>),
    Leaf(&'a Leaf),
}

/// A built-in node: its keyword, arguments and children.
pub(crate) struct Builtin<'a> {
    pub(crate) keyword: &'static Keyword,
    /// The span of the keyword as written.
    pub(crate) span: Span,
    /// One entry per catalogue parameter; `None` takes the default.
    pub(crate) args: Vec<Option<&'a Expr>>,
    /// The case values of `switch`, in order.
    pub(crate) cases: Vec<&'a Expr>,
    pub(crate) children: &'a [usize],
}

impl<'a> Builtin<'a> {
    /// The count or milliseconds given as a closure (`repeat(|a| a.laps)`),
    /// read from the context when the node needs it (see
    /// `bt_core::decorator::Refresh`), with its kind: `ArgKind::Count` or
    /// `ArgKind::Millis`.
    /// Also gives the parameter's index.
    pub(crate) fn read_argument(&self) -> Option<(usize, ArgKind, &'a Expr)> {
        self.keyword
            .params
            .iter()
            .zip(&self.args)
            .enumerate()
            .find_map(|(i, (param, arg))| match (param.kind, arg) {
                (kind @ (ArgKind::Count | ArgKind::Millis), Some(expr))
                    if ast::is_closure(expr) =>
                {
                    Some((i, kind, *expr))
                }
                _ => None,
            })
    }
}

/// Checks every rule, collecting all errors.
pub(crate) fn validate(tree: &Tree) -> Result<Model<'_>, Error> {
    let mut errors = Errors::default();
    let mut nodes = Vec::with_capacity(tree.nodes.len());
    for node in &tree.nodes {
        if let Some(label) = &node.label {
            let keyword = match &node.head {
                Head::Keyword(head) => head.keyword,
                Head::Leaf(_) => None,
            };
            check_label(label, keyword.is_some_and(Keyword::is_subtree), &mut errors);
            // (A node of the user's takes one: its kind's name; a
            // `subtree`, the ID of its tree.)
            if let (Some(id), Head::Keyword(_)) = (&label.id, &node.head)
                && !keyword.is_some_and(Keyword::takes_btcpp_id)
            {
                errors.push_spanned(
                    id.tokens(),
                    format!(
                        "only a leaf, a `subtree` or a node of your own (`control`, \
                         `decorator`) takes a BehaviorTree.CPP ID: `{}` is exported under its \
                         BT.CPP name; remove `as {}`",
                        node.head.snippet(),
                        id.ident
                    ),
                );
            }
        }
        match &node.head {
            Head::Leaf(leaf) => nodes.push(Checked::Leaf(leaf)),
            Head::Keyword(head) => {
                if let Some(builtin) = check_builtin(node, head, &mut errors) {
                    nodes.push(Checked::Builtin(builtin));
                }
            }
        }
    }
    check_subtree_names(tree, &mut errors);
    children::check_async_children(tree, &mut errors);
    context::check_context_known(tree, &mut errors);
    context::check_no_lent_coroutine(tree, &mut errors);
    errors.finish()?;
    Ok(Model {
        context: tree.context.as_ref().map(|c| &c.ty),
        nodes,
    })
}

/// A label is shown by observers and written into BehaviorTree.CPP's XML
/// as the `name` of the node: it must not be empty, and, as BT.CPP's XML
/// loader requires of instance names, holds no control characters other than
/// tab, line feed and carriage return. Its ports are none of BT.CPP's own
/// attributes, but for `_autoremap` on the label of a `subtree` (`subtree`
/// is `true`), an attribute of BT.CPP's `<SubTree>`.
fn check_label(label: &Label, subtree: bool, errors: &mut Errors) {
    for (i, port) in label
        .id
        .iter()
        .flat_map(|id| id.ports.iter().flatten())
        .enumerate()
    {
        let name = port.name();
        let ports = label.id.iter().flat_map(|id| id.ports.iter().flatten());
        if ports.take(i).any(|p| p.name() == name) {
            errors.push_spanned(
                port.tokens(),
                format!("the port `{name}` is given twice in this label; remove one"),
            );
        } else if name == AUTOREMAP && !subtree {
            errors.push_spanned(
                &port.name,
                format!(
                    "`{AUTOREMAP}` is an attribute of BehaviorTree.CPP's `<SubTree>`: only the \
                     label of a `subtree` takes it (`\"nav\" as Navigate({AUTOREMAP} = \
                     \"true\"): subtree<..>`); remove it here"
                ),
            );
        } else if name == AUTOREMAP
            && !matches!(
                port.value.value().as_str(),
                "true" | "True" | "TRUE" | "1" | "false" | "False" | "FALSE" | "0"
            )
        {
            errors.push_spanned(
                &port.value,
                format!(
                    "`{AUTOREMAP}` is `true` or `false` (BehaviorTree.CPP refuses a file with \
                     `{AUTOREMAP}=\"{}\"`); write `{AUTOREMAP} = \"true\"`",
                    port.value.value()
                ),
            );
        } else if name == "name" || name == "ID" || (name.starts_with('_') && name != AUTOREMAP) {
            errors.push_spanned(
                &port.name,
                format!(
                    "`{name}` cannot be a port: BehaviorTree.CPP XML reads `name`, `ID` and \
                     the attributes starting with `_` as its own; rename the port"
                ),
            );
        }
    }
    let text = label.text.value();
    if text.is_empty() {
        errors.push_spanned(
            label.tokens(),
            "a label cannot be empty: write `\"name\": node`",
        );
    } else if let Some(c) = text
        .chars()
        .find(|&c| c.is_ascii_control() && !matches!(c, '\t' | '\n' | '\r'))
    {
        errors.push_spanned(
            &label.text,
            format!(
                "a label cannot contain the control character {c:?} (BehaviorTree.CPP rejects \
                 it in a node name when it loads the tree); remove it"
            ),
        );
    }
}

/// Two `subtree`s in one tree (under the same nearest `subtree`, or none)
/// with one label that is not their tree's ID would have one path in
/// BehaviorTree.CPP (the path of the tree they are in, then the label),
/// which BT.CPP 4.10 and `bt::xml` refuse, and Groot2 and the observers
/// could not tell apart: the second is an error.
fn check_subtree_names(tree: &Tree, errors: &mut Errors) {
    // Per node, the nearest `subtree` above it (`usize::MAX`: none).
    let mut scope = vec![usize::MAX; tree.nodes.len()];
    let mut seen: Vec<(usize, String)> = Vec::new();
    for (id, node) in tree.nodes.iter().enumerate() {
        let is_subtree = matches!(&node.head, Head::Keyword(head)
            if head.keyword.is_some_and(Keyword::is_subtree));
        if is_subtree && let Some(label) = &node.label {
            let text = label.text.value();
            let own_id = label.id.as_ref().map(ast::LeafId::text);
            if own_id.is_some_and(|i| i != text) {
                if seen.iter().any(|(s, t)| *s == scope[id] && *t == text) {
                    errors.push_spanned(
                        &label.text,
                        format!(
                            "two `subtree`s in this tree are labelled `{text}`: BehaviorTree.CPP \
                             names a subtree by its path, which would be the same; give each a \
                             label of its own"
                        ),
                    );
                } else {
                    seen.push((scope[id], text));
                }
            }
        }
        let inner = if is_subtree { id } else { scope[id] };
        for &child in node.child_ids() {
            if let Some(slot) = scope.get_mut(child) {
                *slot = inner;
            }
        }
    }
}

/// The attribute of BehaviorTree.CPP's `<SubTree>` that maps each of its
/// tree's ports to the entry of the same name; a port of a `subtree`'s
/// label.
const AUTOREMAP: &str = "_autoremap";

/// Errors collected by validation, combined into one at the end.
#[derive(Default)]
struct Errors(Vec<Error>);

impl Errors {
    fn push(&mut self, span: Span, message: impl std::fmt::Display) {
        self.0.push(Error::new(span, message));
    }

    fn push_spanned(&mut self, tokens: impl ToTokens, message: impl std::fmt::Display) {
        self.0.push(Error::new_spanned(tokens, message));
    }

    fn finish(self) -> Result<(), Error> {
        self.0
            .into_iter()
            .reduce(|mut all, e| {
                all.combine(e);
                all
            })
            .map_or(Ok(()), Err)
    }
}

/// What an error about keyword `name` written alone adds: keywords come
/// first, so the user's `fn name` needs a path or parentheses to be a leaf.
fn alone_note(name: &str) -> String {
    format!("; a function named `{name}` is a leaf when written `self::{name}` or `({name})`")
}

fn check_builtin<'a>(
    node: &'a Node,
    head: &'a KeywordHead,
    errors: &mut Errors,
) -> Option<Builtin<'a>> {
    let span = head.span();
    // A keyword alone (neither `( )` nor `< >`) may be meant as a
    // function of the same name.
    let alone = head.args.is_none() && node.children.is_none();
    let Some(keyword) = head.keyword else {
        errors.push(span, suggest::unknown_keyword(head, alone));
        return None;
    };
    if let Some(error) = children_in_parentheses(node, head, keyword) {
        errors.0.push(error);
        return None;
    }
    let children = node.child_ids();
    let args = arguments::check_args(keyword, head, alone, errors);
    let builtin = Builtin {
        keyword,
        span,
        args: args.params,
        cases: args.cases,
        children,
    };
    // A literal variable is most likely a case written where the variable
    // goes: the cases then do not say how many children there should be.
    if !cases::check_variable(&builtin, errors) {
        children::check_arity(
            keyword,
            span,
            children.len(),
            args.case_slots,
            alone,
            errors,
        );
    }
    thresholds::check_thresholds(&builtin, errors);
    cases::check_duplicate_cases(&builtin.cases, errors);
    Some(builtin)
}

/// The one error for children written as arguments, `sequence(a, b)`, on a
/// node that takes children and no arguments: "takes no arguments" and
/// "needs a child" would both be true, and the first fix would delete the
/// children.
fn children_in_parentheses(node: &Node, head: &KeywordHead, keyword: &Keyword) -> Option<Error> {
    let args = head.args.as_ref()?;
    if !keyword.params.is_empty()
        || keyword.arity == Arity::Leaf
        || node.children.is_some()
        || args.list.is_empty()
    {
        return None;
    }
    Some(Error::new(
        args.paren.span.join(),
        format!(
            "children go in `<...>`, not `( )`: write `{}{}`",
            snippet(&head.path),
            angled(&args.list)
        ),
    ))
}
