//! The walk over a tree: each element turned into `bt!` tokens, with its
//! attributes sorted out (name, ID, ports, preconditions), a `<SubTree>`
//! walked in its own scope, a built-in node handed to `builtin`, a leaf
//! to its binding, and the preconditions wrapped around the result.

use std::collections::BTreeMap;

use bt_core::table::{
    Kind, POSTCONDITION_ATTRIBUTES as POSTCONDITIONS, PRECONDITION_ATTRIBUTES as PRECONDITIONS,
    TWO_ASYNC_SEQUENCES, closest, misspelt_special_attribute, not_in_bt,
};
use proc_macro2::{Span, TokenStream};
use quote::quote;
use roxmltree::Node;
use syn::{Expr, Ident, LitStr};

use super::builtin::{Built, builtin};
use super::values::{Scope, Value, key_of};
use super::{Pos, Walker, pos};
use crate::input::Binding;

impl Walker<'_> {
    pub(super) fn err(&self, doc: usize, at: Pos, message: &str, help: &str) -> syn::Error {
        self.report.err(&self.sources[doc].shown, at, message, help)
    }

    pub(super) fn tree(&mut self, id: &str, scope: &Scope<'_>) -> syn::Result<TokenStream> {
        let Some(&(doc, node)) = self.trees.get(id) else {
            unreachable!("checked by the caller")
        };
        let Some(tree) = self.docs[doc].get_node(node) else {
            unreachable!("a node of this document")
        };
        let at = pos(&self.docs[doc], tree.range().start);
        let roots: Vec<Node<'_, '_>> = tree.children().filter(Node::is_element).collect();
        let [root] = roots[..] else {
            return Err(self.err(
                doc,
                at,
                &format!("the tree `{id}` has {} root nodes", roots.len()),
                "give the `<BehaviorTree>` exactly one root node (wrap several in a `<Sequence>`)",
            ));
        };
        self.stack.push(id.to_owned());
        self.named.push(std::collections::BTreeSet::new());
        let out = self.element(doc, root, scope);
        self.stack.pop();
        self.named.pop();
        out
    }

    pub(super) fn binding(&self, name: &str, key: bool) -> Option<&Binding> {
        self.bindings
            .iter()
            .find(|b| b.name == name && b.key == key)
    }

    #[allow(clippy::too_many_lines)] // one pass over an element, in order
    fn element(
        &mut self,
        doc: usize,
        node: Node<'_, '_>,
        scope: &Scope<'_>,
    ) -> syn::Result<TokenStream> {
        let d = &self.docs[doc];
        let at = pos(d, node.range().start);
        let tag = node.tag_name().name();
        let explicit = matches!(tag, "Action" | "Condition" | "Control" | "Decorator");
        let subtree = tag == "SubTree";
        let mut name = None;
        let mut id = None;
        let mut autoremap = false;
        let mut pre: [Option<(String, Pos)>; 4] = Default::default();
        let mut ports = Vec::new();
        for attr in node.attributes() {
            let a_at = pos(d, attr.range().start);
            let v_at = pos(d, attr.range_value().start);
            let n = attr.name();
            if let Some(i) = PRECONDITIONS.iter().position(|(p, _)| *p == n) {
                pre[i] = Some((attr.value().to_owned(), v_at));
            } else if POSTCONDITIONS.contains(&n) {
                return Err(self.err(
                    doc,
                    a_at,
                    &format!("`{n}`: post-conditions are run by the run-time loader only"),
                    "load this file with `bt::xml::Factory`, or remove the attribute",
                ));
            } else if n == "name" {
                name = Some(attr.value().to_owned());
            } else if n == "ID" && (explicit || subtree) {
                id = Some((attr.value().to_owned(), v_at));
            } else if n == "_autoremap" && subtree {
                autoremap = matches!(attr.value(), "true" | "True" | "TRUE" | "1");
            } else if n == "_autoremap" {
                return Err(self.err(
                    doc,
                    a_at,
                    "`_autoremap` on a node that is not a `<SubTree>`",
                    "remove it: it makes a subtree see its parent's keys",
                ));
            } else if n.starts_with('_') {
                if let Some(meant) = misspelt_special_attribute(n) {
                    return Err(self.err(
                        doc,
                        a_at,
                        &format!("unknown attribute `{n}`"),
                        &format!(
                            "did you mean `{meant}`? (BehaviorTree.CPP keeps other attributes \
                             starting with `_` as metadata and runs nothing for them; so does bt)"
                        ),
                    ));
                }
                // Groot2's bookkeeping (`_description`, ..) or metadata,
                // which BT.CPP keeps and runs nothing for.
            } else {
                ports.push((n.to_owned(), attr.value().to_owned(), a_at, v_at));
            }
        }
        let children: Vec<Node<'_, '_>> = node.children().filter(Node::is_element).collect();
        if let Some(text) = node
            .children()
            .find(|c| c.is_text() && c.text().is_some_and(|t| !t.trim().is_empty()))
        {
            return Err(self.err(
                doc,
                pos(d, text.range().start),
                "unexpected text",
                "remove it: BehaviorTree.CPP XML holds elements only",
            ));
        }
        let body = if subtree {
            let Some((id, id_at)) = id else {
                return Err(self.err(
                    doc,
                    at,
                    "`<SubTree>` without `ID`",
                    "write `<SubTree ID=\"TreeName\"/>`",
                ));
            };
            if !self.trees.contains_key(&id) {
                return Err(self.err(
                    doc,
                    id_at,
                    &format!("no `<BehaviorTree ID=\"{id}\">`"),
                    "name a tree of this file or of its includes, or `<include path=\"..\"/>` \
                     the file that has it (in `<root>`)",
                ));
            }
            if self.stack.contains(&id) {
                return Err(self.err(
                    doc,
                    id_at,
                    &format!("the subtree `{id}` contains itself"),
                    "break the cycle of `<SubTree>`s",
                ));
            }
            // Two `<SubTree>`s of one name in one tree would have one
            // path, which BT.CPP 4.10 refuses, as the run-time loader does.
            if let Some(name) = name.as_deref().filter(|n| !n.is_empty())
                && let Some(named) = self.named.last_mut()
                && !named.insert(name.to_owned())
            {
                return Err(self.err(
                    doc,
                    at,
                    &format!("two `<SubTree>`s in this tree are named `{name}`"),
                    "give each its own `name`, or leave `name` out (BT.CPP 4.10 refuses SubTrees \
                     of one name and path: Groot2 and the observers tell them apart by it)",
                ));
            }
            let mut remap = BTreeMap::new();
            for (port, value, _, v_at) in &ports {
                let v = match key_of(port, value) {
                    None => Value::Literal(value.clone()),
                    Some(k) => scope
                        .resolve(k)
                        .ok_or_else(|| self.invisible(doc, *v_at, k, scope))?,
                };
                remap.insert(port.clone(), v);
            }
            // The `SubTree` node's ports, as the run-time loader records
            // them: the attributes as written, the defaults of the ports
            // they leave out, and `_autoremap`.
            let mut shown: Vec<(String, String)> = ports
                .iter()
                .map(|(port, value, ..)| (port.clone(), value.clone()))
                .collect();
            if autoremap {
                shown.push(("_autoremap".to_owned(), "true".to_owned()));
            } else {
                self.model_defaults(doc, (&id, at), scope, (&mut remap, &mut shown))?;
            }
            let inner = Scope::Sub {
                tree: id.clone(),
                element: format!("{}:{}:{}", self.sources[doc].shown, at.0, at.1),
                remap,
                parent: autoremap.then_some(scope),
            };
            let body = self.tree(&id, &inner)?;
            let label = LitStr::new(name.as_deref().unwrap_or(&id), Span::call_site());
            // (A tree ID and a port are identifiers to `bt!`: an ID or a
            // port that is not one stays out of the label.)
            let ports: Vec<TokenStream> = shown
                .iter()
                .filter_map(|(port, value)| {
                    let port = syn::parse_str::<Ident>(port).ok().or_else(|| {
                        (port == "_autoremap").then(|| Ident::new(port, Span::call_site()))
                    })?;
                    Some(quote!(#port = #value))
                })
                .collect();
            match syn::parse_str::<Ident>(&id) {
                Ok(ident) if ports.is_empty() => quote!(#label as #ident: subtree<#body>),
                Ok(ident) => quote!(#label as #ident(#(#ports),*): subtree<#body>),
                Err(_) => quote!(#label: subtree<#body>),
            }
        } else {
            let (id, id_at) = match id {
                Some(id) => id,
                None if explicit => {
                    return Err(self.err(
                        doc,
                        at,
                        &format!("`<{tag}>` without `ID`"),
                        &format!("write `<{tag} ID=\"..\">`"),
                    ));
                }
                None => (tag.to_owned(), at),
            };
            let label = name.as_deref().map(|n| {
                let lit = LitStr::new(n, Span::call_site());
                quote!(#lit:)
            });
            if let Some(kind) = builtin(&id) {
                // At most one compact `<AsyncSequence>` under a
                // `ReactiveSequence`, as BT.CPP checks (and `bt!` after).
                if let (Built::Kind(Kind::REACTIVE_SEQUENCE), Some(second)) = (
                    kind,
                    children
                        .iter()
                        .filter(|c| c.has_tag_name("AsyncSequence"))
                        .nth(1),
                ) {
                    return Err(self.err(
                        doc,
                        pos(d, second.range().start),
                        TWO_ASYNC_SEQUENCES.0,
                        TWO_ASYNC_SEQUENCES.1,
                    ));
                }
                let child_tokens = children
                    .iter()
                    .map(|c| self.element(doc, *c, scope))
                    .collect::<syn::Result<Vec<_>>>()?;
                let (head, args) =
                    self.builtin_args(doc, (&id, at), kind, &ports, &child_tokens, scope)?;
                let kids = if child_tokens.is_empty() {
                    None
                } else {
                    Some(quote!(<#(#child_tokens),*>))
                };
                quote!(#label #head #args #kids)
            } else if let Some(b) = self.binding(&id, false)
                && let Some(keyword) = b.user
            {
                let (category, ok, want) = if keyword == "control" {
                    ("Control", !children.is_empty(), "one or more children")
                } else {
                    ("Decorator", children.len() == 1, "exactly one child")
                };
                if explicit && tag != category {
                    return Err(self.err(
                        doc,
                        at,
                        &format!("`{id}` is a {category} node, not a {tag}"),
                        &format!("write `<{category} ID=\"{id}\">` or the compact form `<{id}>`"),
                    ));
                }
                if !ok {
                    let at = children.get(1).map_or(at, |c| pos(d, c.range().start));
                    return Err(self.err(
                        doc,
                        at,
                        &format!("`{id}` takes {want}, it has {}", children.len()),
                        &format!("give `{id}` {want}, as BehaviorTree.CPP requires"),
                    ));
                }
                let node = self.leaf(doc, (&id, at), b, &ports, scope)?;
                // The node's kind is named by its XML ID, which the exports
                // write.
                let label = bound_label(name.as_deref(), &id, b, &ports, true);
                let child_tokens = children
                    .iter()
                    .map(|c| self.element(doc, *c, scope))
                    .collect::<syn::Result<Vec<_>>>()?;
                let keyword = Ident::new(keyword, Span::call_site());
                quote!(#label #keyword(#node)<#(#child_tokens),*>)
            } else if let Some(b) = self.binding(&id, false) {
                if let Some(child) = children.first() {
                    return Err(self.err(
                        doc,
                        pos(d, child.range().start),
                        &format!("the leaf `{id}` has children"),
                        "a leaf takes no children: move them to a control node",
                    ));
                }
                let leaf = self.leaf(doc, (&id, at), b, &ports, scope)?;
                let label = bound_label(name.as_deref(), &id, b, &ports, false);
                quote!(#label #leaf)
            } else if let Some(help) = not_in_bt(&id) {
                let what = if matches!(
                    id.as_str(),
                    "Script"
                        | "ScriptCondition"
                        | "SetBlackboard"
                        | "UnsetBlackboard"
                        | "Precondition"
                        | "LoopInt"
                        | "LoopDouble"
                        | "LoopString"
                        | "LoopBool"
                        | "WasEntryUpdated"
                        | "SkipUnlessUpdated"
                        | "WaitValueUpdate"
                ) {
                    "runs in bt's run-time XML loader only, not in `bt_xml!`"
                } else {
                    "is a BehaviorTree.CPP node that bt does not have"
                };
                return Err(self.err(doc, id_at, &format!("`{id}` {what}"), help));
            } else {
                let names = self
                    .bindings
                    .iter()
                    .filter(|b| !b.key)
                    .map(|b| b.name.as_str())
                    .chain(Kind::XML_TAGS.iter().map(|k| k.btcpp));
                let help = match (closest(&id, names), children.is_empty()) {
                    (Some(k), true) => {
                        format!("did you mean `{k}`? (or bind it: `{id} => path::to::leaf`)")
                    }
                    (None, true) => format!("bind it in the macro call: `{id} => path::to::leaf`"),
                    // A node with children that is not built in: the
                    // user's control or decorator, which only the run-time
                    // loader can make.
                    (near, false) => format!(
                        "{}`bt_xml!` binds leaves only; a control or decorator node of your own \
                         loads with the run-time `bt::xml::Factory` (`Factory::control`, \
                         `Factory::decorator`)",
                        near.map(|k| format!("did you mean `{k}`? "))
                            .unwrap_or_default()
                    ),
                };
                return Err(self.err(doc, id_at, &format!("unknown node ID `{id}`"), &help));
            }
        };
        let mut out = body;
        for (i, (attr, kind)) in PRECONDITIONS.iter().enumerate().rev() {
            let Some((script, v_at)) = &pre[i] else {
                continue;
            };
            let names = chain(script, *kind != Kind::WHILE).ok_or_else(|| {
                self.err(
                    doc,
                    *v_at,
                    &format!("`{attr}=\"{script}\"`: the compile-time path reads a chain of condition IDs"),
                    if *kind == Kind::WHILE {
                        "write `A` or `A && B`, with conditions bound in the macro call (the run-time loader reads more)"
                    } else {
                        "write `A` or `A || B`, with conditions bound in the macro call (the run-time loader reads more)"
                    },
                )
            })?;
            let keyword = Ident::new(kind.keyword, Span::call_site());
            for n in names.iter().rev() {
                let Some(b) = self.binding(n, false) else {
                    return Err(self.err(
                        doc,
                        *v_at,
                        &format!("`{n}` in `{attr}` is not bound"),
                        &format!(
                            "bind it to a condition in the macro call: `{n} => path::to::condition`"
                        ),
                    ));
                };
                if let Some(user) = b.user {
                    return Err(self.err(
                        doc,
                        *v_at,
                        &format!("`{n}` in `{attr}` is bound to a {user} node, not a condition"),
                        "name a condition bound in the macro call: `Cond => path::to::condition`",
                    ));
                }
                // A fn item bound to an ID that is an identifier is given to
                // the precondition as a local of that name, so that the
                // table names the condition by its XML ID, as the run-time
                // loader does (`bt!` names it by the path written).
                let e = &b.expr;
                let local = syn::parse_str::<Ident>(n)
                    .ok()
                    .filter(|_| matches!(e, Expr::Path(_)))
                    .map(|ident| Ident::new(&ident.to_string(), Span::mixed_site()));
                match local {
                    Some(ident) => {
                        if !self.locals.iter().any(|(i, _)| *i == ident) {
                            self.locals.push((ident.clone(), e.clone()));
                        }
                        out = quote!(#keyword(#ident)<#out>);
                    }
                    None => out = quote!(#keyword(#e)<#out>),
                }
            }
        }
        Ok(out)
    }

    fn leaf(
        &self,
        doc: usize,
        (id, at): (&str, Pos),
        b: &Binding,
        ports: &[(String, String, Pos, Pos)],
        scope: &Scope<'_>,
    ) -> syn::Result<TokenStream> {
        for (port, _, p_at, _) in ports {
            if !b.ports.contains(port) {
                let help = if b.ports.is_empty() {
                    format!("remove it, or declare it in the binding: `{id}({port}) => ..`")
                } else {
                    format!("its ports are `{}`", b.ports.join("`, `"))
                };
                return Err(self.err(doc, *p_at, &format!("`{id}` has no port `{port}`"), &help));
            }
        }
        let e = &b.expr;
        if b.ports.is_empty() {
            return Ok(if let Expr::Path(_) = e {
                quote!(#e)
            } else {
                quote!((#e))
            });
        }
        let mut args = Vec::new();
        for port in &b.ports {
            let Some((_, value, _, v_at)) = ports.iter().find(|(p, ..)| p == port) else {
                return Err(self.err(
                    doc,
                    at,
                    &format!("`{id}` needs the port `{port}`"),
                    &format!("add `{port}=\"..\"`"),
                ));
            };
            args.push(self.value(doc, *v_at, (port, value), scope)?);
        }
        Ok(if let Expr::Path(_) = e {
            quote!(#e(#(#args),*))
        } else {
            quote!(((#e)(#(#args),*)))
        })
    }
}

/// The names of `script` when it is `A || B || ..` (`or`) or `A && B && ..`.
fn chain(script: &str, or: bool) -> Option<Vec<String>> {
    let sep = if or { "||" } else { "&&" };
    script
        .split(sep)
        .map(|part| {
            let part = part.trim();
            let ok = part.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
                && part.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
            ok.then(|| part.to_owned())
        })
        .collect()
}

/// The label of a node bound in the macro call: `"name" as Id(port =
/// "text", ..):` with the ports given in the element, in the binding's
/// order (the table's and the exports', as the run-time loader records
/// them), and the ID when the node is named apart from it (or `always`);
/// `"name":` when it needs neither.
fn bound_label(
    name: Option<&str>,
    id: &str,
    b: &Binding,
    ports: &[(String, String, Pos, Pos)],
    always: bool,
) -> TokenStream {
    let label = LitStr::new(name.unwrap_or(id), Span::call_site());
    let given: Vec<TokenStream> = b
        .ports
        .iter()
        .filter_map(|port| {
            let (_, value, ..) = ports.iter().find(|(p, ..)| p == port)?;
            // (As written: the tree's `subtree` nodes remap it.)
            // A binding's port is an identifier: it parsed as one.
            let port = syn::parse_str::<Ident>(port).ok()?;
            Some(quote!(#port = #value))
        })
        .collect();
    // (A bound ID is an identifier: its binding parsed as one.)
    match syn::parse_str::<Ident>(id) {
        Ok(ident) if !given.is_empty() => quote!(#label as #ident(#(#given),*):),
        Ok(ident) if always || name.is_some_and(|n| n != id) => quote!(#label as #ident:),
        _ => quote!(#label:),
    }
}
