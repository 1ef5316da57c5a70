//! The node table of a tree: one row per node, in pre-order, emitted as the
//! `const` of a zero-sized type that the tree's root carries in its type.
//!
//! ```text
//! struct __BtNodeTable;
//! impl ::bt::__private::table::StaticTable for __BtNodeTable {
//!     const ROWS: &'static [::bt::__private::table::Row] = &[
//!         ::bt::__private::node_row(-1, Kind::FALLBACK, "fallback", 0, &[1, 6], &[]),
//!         ::bt::__private::leaf_row(0, 0, "is_visible", 1),     // the 0th leaf
//!         ...
//!     ];
//! }
//! ```
//!
//! A leaf's category (action or condition) is not known to the macro: it
//! comes from the leaf's conversion, in the tree's type (see `leaf_kinds`).

use proc_macro2::{Ident, Span, TokenStream};
use quote::quote;
use syn::{Expr, Lit};

use crate::ast::{self, Tree};
use crate::catalogue::{ArgKind, Default};
use crate::validate::{self, Checked, Model};

/// The name of the table's type (a local item of the expansion's block).
pub(crate) fn table_type() -> Ident {
    Ident::new("__BtNodeTable", Span::mixed_site())
}

/// The table's type and its `StaticTable` impl.
pub(crate) fn expand_table(tree: &Tree, model: &Model<'_>) -> TokenStream {
    let n = model.nodes.len();
    let mut parent = vec![None; n];
    for (id, node) in model.nodes.iter().enumerate() {
        if let Checked::Builtin(builtin) = node {
            for &child in builtin.children {
                parent[child] = Some(id);
            }
        }
    }
    let depth = model.depths();
    let mut leaves = 0u16;
    let mut rows = Vec::with_capacity(n);
    for (id, node) in model.nodes.iter().enumerate() {
        let label = tree
            .nodes
            .get(id)
            .map(ast::Node::label_text)
            .unwrap_or_default();
        let d = lit_u16(depth[id]);
        // The row helpers take -1 for "no parent".
        let parent = parent[id].map_or_else(
            || quote!(-1),
            |p| {
                let p = lit_u16(p);
                quote!(#p)
            },
        );
        rows.push(match node {
            Checked::Leaf(_) => {
                let ordinal = lit_u16(usize::from(leaves));
                leaves = leaves.saturating_add(1);
                let leaf_id = tree
                    .nodes
                    .get(id)
                    .and_then(|n| n.label.as_ref()?.id.as_ref());
                leaf_row(leaf_id, (&parent, &ordinal, &label, &d))
            }
            Checked::Builtin(builtin) => {
                builtin_row(tree.nodes.get(id), builtin, (&parent, &label, &d))
            }
        });
    }
    let ty = table_type();
    let tree_id = tree
        .id
        .as_ref()
        .map(|id| quote!(const TREE_ID: &'static str = #id;));
    quote! {
        struct #ty;
        // A constant, not a stack array: clippy mistakes it for one in a
        // large tree.
        #[allow(clippy::large_stack_arrays)]
        impl ::bt::__private::table::StaticTable for #ty {
            const ROWS: &'static [::bt::__private::table::Row] = &[#(#rows),*];
            #tree_id
        }
    }
}

/// The row of a built-in node (`node` as written): its kind (a node of the
/// user's: named by its label's ID, else by its node), the ports of its
/// arguments and of its label, and a `subtree`'s ID.
fn builtin_row(
    node: Option<&ast::Node>,
    builtin: &validate::Builtin<'_>,
    (parent, label, d): (&TokenStream, &str, &proc_macro2::Literal),
) -> TokenStream {
    let label_id = node.and_then(|n| n.label.as_ref()?.id.as_ref());
    let mut user_id = String::new();
    let kind = if builtin.keyword.is_user() {
        // Its ID given apart from its label (`"turns" as RoundRobin:
        // control(..)`), else its node's name.
        let name = label_id.map_or_else(|| user_node_name(builtin), ast::LeafId::text);
        user_id.clone_from(&name);
        let category = Ident::new(
            if builtin.keyword.name == "control" {
                "Control"
            } else {
                "Decorator"
            },
            Span::call_site(),
        );
        quote!(::bt::__private::table::Kind::user(
            #name,
            ::bt::__private::table::Category::#category
        ))
    } else {
        let konst = Ident::new(&kind_const(builtin.keyword.name), Span::call_site());
        quote!(::bt::__private::table::Kind::#konst)
    };
    let children = builtin.children.iter().map(|&c| lit_u16(c));
    let mut ports = ports(builtin);
    // A node of the user's or a `subtree`: the ports its label gives.
    if let Some(label_id) = label_id {
        ports.extend(label_id.port_texts());
    }
    let ports = port_tokens(ports);
    // A `subtree`'s ID given apart from its label (`"nav" as Navigate:
    // subtree<..>`): the ID of its tree. One that is the label says
    // nothing more, as for a leaf.
    let tree_id = label_id
        .filter(|_| builtin.keyword.is_subtree())
        .map(ast::LeafId::text)
        .filter(|t| t != label);
    // A label that is the keyword (`"retry": retry(3)`) still names the
    // node in exports; a node of the user's labelled with its ID alone
    // (`"AtMost" as AtMost: decorator(..)`, as `bt_xml!` writes an element
    // without a name) has none.
    let labelled = node.is_some_and(|n| n.label.is_some());
    let mut row = quote!(::bt::__private::node_row(
        #parent,
        #kind,
        #label,
        #d,
        &[#(#children),*],
        &[#(#ports),*],
    ));
    if let Some(tree_id) = tree_id {
        row = quote!(::bt::__private::with_btcpp_id(#row, #tree_id));
    }
    if labelled && !(builtin.keyword.is_user() && label == user_id) {
        quote!(::bt::__private::named_row(#row))
    } else {
        row
    }
}

/// The row of a leaf whose label gives `leaf_id` (`as Id(ports)`), if
/// any. An ID that is the label says nothing more (`"Say" as Say(..)`):
/// the row keeps none, as the XML loader's.
fn leaf_row(
    leaf_id: Option<&ast::LeafId>,
    (parent, ordinal, label, d): (
        &TokenStream,
        &proc_macro2::Literal,
        &str,
        &proc_macro2::Literal,
    ),
) -> TokenStream {
    let text = leaf_id.map(ast::LeafId::text).filter(|t| t != label);
    let ports = leaf_id.map(ast::LeafId::port_texts).unwrap_or_default();
    match text {
        _ if !ports.is_empty() => {
            let text = text.map_or_else(|| quote!(None), |t| quote!(Some(#t)));
            let ports = port_tokens(ports);
            quote!(::bt::__private::leaf_row_with_ports(
                #parent, #ordinal, #label, #text, #d, &[#(#ports),*]
            ))
        }
        Some(text) => quote!(::bt::__private::leaf_row_with_id(
            #parent, #ordinal, #label, #text, #d
        )),
        None => quote!(::bt::__private::leaf_row(#parent, #ordinal, #label, #d)),
    }
}

/// `(name, text)` pairs as the tokens of a `&[(&str, &str)]`'s items.
fn port_tokens(ports: Vec<(String, String)>) -> impl Iterator<Item = TokenStream> {
    ports.into_iter().map(|(k, v)| quote!((#k, #v)))
}

fn lit_u16(value: usize) -> proc_macro2::Literal {
    proc_macro2::Literal::u16_unsuffixed(u16::try_from(value).unwrap_or(u16::MAX))
}

/// The name of the `Kind` constant of a keyword: `while_` → `WHILE`.
pub(crate) fn kind_const(keyword: &str) -> String {
    keyword.trim_end_matches('_').to_ascii_uppercase()
}

/// The name of a node of the user's (`control(..)`, `decorator(..)`): its
/// kind's name and its default label, from the node's expression (see
/// [`ast::user_node_name`]).
pub(crate) fn user_node_name(builtin: &validate::Builtin<'_>) -> String {
    builtin
        .args
        .first()
        .copied()
        .flatten()
        .and_then(ast::user_node_name)
        .unwrap_or_else(|| builtin.keyword.name.to_owned())
}

/// The ports of a built-in node: its arguments as text, in catalogue
/// order, then the switch's cases. A node of the user's has none (its
/// argument is the node itself).
fn ports(builtin: &validate::Builtin<'_>) -> Vec<(String, String)> {
    let mut ports = Vec::new();
    if builtin.keyword.is_user() {
        return ports;
    }
    for (param, arg) in builtin.keyword.params.iter().zip(&builtin.args) {
        let value = match (arg, param.default) {
            // Read from the context: the entry BehaviorTree.CPP would read
            // (`num_cycles="{laps}"`).
            (Some(expr), _) if ast::is_closure(expr) && param.kind != ArgKind::Condition => {
                let entry = ast::closure_entry(expr);
                if param.kind == ArgKind::Variable {
                    entry.unwrap_or_else(|| "closure".to_owned())
                } else {
                    format!("{{{}}}", entry.as_deref().unwrap_or(param.name))
                }
            }
            (Some(expr), _) => value_text(expr),
            (None, Default::Int(v)) => v.to_string(),
            (None, Default::Bool(b)) => b.to_string(),
            (None, Default::Required) => continue,
        };
        ports.push((param.name.to_owned(), value));
    }
    for (i, case) in builtin.cases.iter().enumerate() {
        ports.push((format!("case_{}", i + 1), value_text(case)));
    }
    ports
}

/// An argument as the table shows it: a literal as written, a path as
/// written (without generic arguments), the function of a call, else
/// `closure` or `expr`.
fn value_text(expr: &Expr) -> String {
    if let Some(v) = validate::literal_int(expr) {
        return v.to_string();
    }
    match expr {
        Expr::Lit(lit) => match &lit.lit {
            Lit::Bool(b) => b.value.to_string(),
            Lit::Str(s) => s.value(),
            Lit::Char(c) => c.value().to_string(),
            Lit::Float(f) => f.base10_digits().to_owned(),
            _ => "expr".to_owned(),
        },
        Expr::Paren(p) => value_text(&p.expr),
        Expr::Group(g) => value_text(&g.expr),
        Expr::Path(p) => ast::path_text(&p.path),
        Expr::Call(c) => value_text(&c.func),
        _ if ast::is_closure(expr) => "closure".to_owned(),
        _ => "expr".to_owned(),
    }
}

/// The leaves' categories as a type: the leaves' marks (`bt_mark_<id>`, in
/// pre-order) nested in balanced pairs, `()` for none.
pub(crate) fn leaf_kinds(marks: &[Ident]) -> TokenStream {
    match marks {
        [] => quote!(()),
        [one] => quote!(#one),
        _ => {
            let (left, right) = marks.split_at(marks.len() / 2);
            let left = leaf_kinds(left);
            let right = leaf_kinds(right);
            quote!((#left, #right))
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::catalogue::KEYWORDS;

    /// Every keyword has its `Kind` in bt-core (under the constant
    /// `kind_const` names, which the expansion of every keyword in
    /// `tests/test_macro_nodes.rs` checks), with BT.CPP's name.
    #[test]
    fn every_keyword_has_a_kind() {
        let kinds = bt::table::Kind::ALL;
        let users = KEYWORDS.iter().filter(|k| k.is_user()).count();
        assert_eq!(users, 2, "`control` and `decorator`");
        assert_eq!(
            kinds.len(),
            KEYWORDS.len() - users + 2,
            "the user leaves' kinds; the user's controls and decorators have kinds of their own \
             (`Kind::user`)"
        );
        for keyword in KEYWORDS.iter().filter(|k| !k.is_user()) {
            let kind = bt::table::Kind::from_keyword(keyword.name)
                .unwrap_or_else(|| panic!("`{}` has no `Kind`", keyword.name));
            let btcpp = match keyword.btcpp {
                "Switch2..N" => "Switch",
                "RepeatUntilFail (C#)" => "RepeatUntilFailure",
                "(always running)" => "AlwaysRunning",
                other => other,
            };
            assert_eq!(kind.btcpp, btcpp, "`{}`", keyword.name);
        }
    }
}
