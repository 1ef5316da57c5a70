//! Port values: a `{key}` resolved through the subtrees' remapping (and
//! `_autoremap`) to a `"{key}"` binding of the macro call, or a literal
//! written as the Rust literal it reads as.

use std::collections::BTreeMap;

use proc_macro2::{Span, TokenStream};
use quote::quote;
use syn::LitStr;

use super::{Pos, Walker};

/// What `{key}` stands for in a tree.
pub(super) enum Scope<'a> {
    /// The main tree: the `"{key}"` bindings of the macro call.
    Root,
    /// A subtree: its remapped keys, and with `_autoremap` its caller's;
    /// where its `<SubTree>` element is (`file:line:col`).
    Sub {
        tree: String,
        element: String,
        remap: BTreeMap<String, Value>,
        parent: Option<&'a Scope<'a>>,
    },
}

#[derive(Clone)]
pub(super) enum Value {
    Key(String),
    Literal(String),
}

impl Scope<'_> {
    pub(super) fn resolve(&self, key: &str) -> Option<Value> {
        // `{@key}`: the root blackboard's entry, seen from every subtree
        // (BT.CPP 4.3+), as in the run-time loader.
        if let Some(root) = key.strip_prefix('@').filter(|k| !k.is_empty()) {
            return Some(Value::Key(root.to_owned()));
        }
        match self {
            Scope::Root => Some(Value::Key(key.to_owned())),
            Scope::Sub { remap, parent, .. } => remap
                .get(key)
                .cloned()
                .or_else(|| parent.and_then(|p| p.resolve(key))),
        }
    }
}

/// `key` of a `{key}` value given to the port `port`; `{=}` is BT.CPP's
/// short form of `{port}`.
pub(super) fn key_of<'a>(port: &'a str, value: &'a str) -> Option<&'a str> {
    // (Spaces around the braces do not count, as in BT.CPP.)
    let value = value.trim_matches(' ');
    if value == "{=}" {
        return Some(port);
    }
    value
        .strip_prefix('{')
        .and_then(|v| v.strip_suffix('}'))
        .filter(|k| !k.is_empty())
}

impl Walker<'_> {
    pub(super) fn invisible(
        &self,
        doc: usize,
        at: Pos,
        key: &str,
        scope: &Scope<'_>,
    ) -> syn::Error {
        let (tree, element, typo) = match scope {
            // A port remapped with a name nearly the key's (`gaol` for
            // `goal`): the mistake is probably there.
            Scope::Sub {
                tree,
                element,
                remap,
                ..
            } => (
                tree.as_str(),
                element.as_str(),
                bt_core::table::closest(key, remap.keys().map(String::as_str))
                    .filter(|port| *port != key)
                    .map(|port| {
                        format!("the `<SubTree>` remaps `{port}`: did you mean `{key}`? Else, ")
                    })
                    .unwrap_or_default(),
            ),
            Scope::Root => ("", "", String::new()),
        };
        self.err(
            doc,
            at,
            &format!(
                "`{{{key}}}` is not visible in the subtree `{tree}` (of the `<SubTree>` at \
                 {element})"
            ),
            &format!("{typo}remap it on the `<SubTree>` element (`{key}=\"{{{key}}}\"`) or add `_autoremap=\"true\"` there"),
        )
    }

    /// The ports that the `<TreeNodesModel>` declares for the subtree `id`
    /// and its `<SubTree>` element (at `at` in `doc`) does not remap: bound
    /// to their default, read in the caller's scope as an element's value
    /// is, as BT.CPP does; one without a default is an error. Each is added
    /// to `shown` too, with its default (the `<SubTree>` node's ports).
    pub(super) fn model_defaults(
        &self,
        doc: usize,
        (id, at): (&str, Pos),
        scope: &Scope<'_>,
        (remap, shown): (&mut BTreeMap<String, Value>, &mut Vec<(String, String)>),
    ) -> syn::Result<()> {
        let Some(ports) = self.models.get(id) else {
            return Ok(());
        };
        for port in ports {
            let name = port.name.as_str();
            if remap.contains_key(name) {
                continue;
            }
            let Some(default) = port.default.as_deref() else {
                return Err(self.err(
                    doc,
                    at,
                    &format!(
                        "`<SubTree ID=\"{id}\">` does not remap `{name}`, a port its \
                         `<TreeNodesModel>` declares without a default"
                    ),
                    &format!(
                        "{}remap it (`{name}=\"{{{name}}}\"` or a value), give the model's port \
                         a `default`, or add `_autoremap=\"true\"`",
                        misspelt(name, remap.keys().map(String::as_str), ports)
                    ),
                ));
            };
            let value = match key_of(name, default) {
                None => Value::Literal(default.to_owned()),
                Some(key) => scope
                    .resolve(key)
                    .ok_or_else(|| self.invisible(port.doc, port.at, key, scope))?,
            };
            remap.insert(port.name.clone(), value);
            shown.push((port.name.clone(), default.to_owned()));
        }
        Ok(())
    }

    /// A `{key}` or a literal given to `port`, as the tokens of a leaf
    /// argument.
    pub(super) fn value(
        &self,
        doc: usize,
        at: Pos,
        (port, text): (&str, &str),
        scope: &Scope<'_>,
    ) -> syn::Result<TokenStream> {
        let Some(key) = key_of(port, text) else {
            return Ok(literal(text));
        };
        match scope.resolve(key) {
            None => Err(self.invisible(doc, at, key, scope)),
            Some(Value::Literal(l)) => Ok(literal(&l)),
            Some(Value::Key(k)) => match self.binding(&k, true) {
                Some(b) => {
                    let e = &b.expr;
                    Ok(quote!(#e))
                }
                None => Err(self.err(
                    doc,
                    at,
                    &format!("`{{{k}}}` is not bound"),
                    &format!("bind it in the macro call: `\"{{{k}}}\" => <expression>`"),
                )),
            },
        }
    }
}

/// A port's text as a Rust literal: numbers, `true`/`false` and chars as
/// themselves, anything else as a string literal.
pub(super) fn literal(text: &str) -> TokenStream {
    match syn::parse_str::<syn::Lit>(text) {
        Ok(syn::Lit::Int(i)) => quote!(#i),
        Ok(syn::Lit::Float(f)) => quote!(#f),
        Ok(syn::Lit::Bool(b)) => quote!(#b),
        _ => {
            if let Some(rest) = text.strip_prefix('-')
                && let Ok(lit @ (syn::Lit::Int(_) | syn::Lit::Float(_))) =
                    syn::parse_str::<syn::Lit>(rest)
            {
                return quote!(-#lit);
            }
            let s = LitStr::new(text, Span::call_site());
            quote!(#s)
        }
    }
}

/// The start of the help for a port `name` that a subtree's model
/// declares and its `<SubTree>` does not remap, when the element remaps a
/// port the model does not declare and of a name close to it (`gaol` for
/// `goal`): that is likely the mistake.
fn misspelt<'a>(
    name: &str,
    remapped: impl Iterator<Item = &'a str>,
    ports: &[super::files::ModelPort],
) -> String {
    let undeclared = remapped.filter(|r| !ports.iter().any(|p| p.name == *r));
    bt_core::table::closest(name, undeclared)
        .map(|r| {
            format!(
                "the `<SubTree>` remaps `{r}`, which the model does not declare: did you mean \
                 `{name}`? Else, "
            )
        })
        .unwrap_or_default()
}
