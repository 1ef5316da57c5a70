//! A built-in node: its BT.CPP tag read as a `bt!` keyword (`SwitchN`
//! with its number of cases), its children counted, and its ports checked
//! and written as the keyword's arguments.

use bt_core::table::{Kind, PortType, SWITCH_CASES};
use proc_macro2::{Span, TokenStream};
use quote::quote;
use syn::Ident;

use super::values::{Scope, Value, key_of, literal};
use super::{Pos, Walker};

impl Walker<'_> {
    /// The keyword and arguments of a built-in node.
    #[allow(clippy::too_many_lines)] // the checks of each port, in order
    pub(super) fn builtin_args(
        &self,
        doc: usize,
        (id, at): (&str, Pos),
        kind: Built,
        ports: &[(String, String, Pos, Pos)],
        children: &[TokenStream],
        scope: &Scope<'_>,
    ) -> syn::Result<(Ident, Option<TokenStream>)> {
        let n = children.len();
        let (kind, cases) = match kind {
            Built::Kind(k) => (k, None),
            Built::Switch(c) => (Kind::SWITCH, Some(c)),
        };
        let keyword = Ident::new(kind.keyword, Span::call_site());
        let (ok, want) = match (kind, cases) {
            (_, Some(c)) => (
                n == c + 1,
                format!("{} children (one per case and the default, last)", c + 1),
            ),
            (Kind::IF_THEN_ELSE | Kind::WHILE_DO_ELSE, _) => {
                ((2..=3).contains(&n), "2 or 3 children".to_owned())
            }
            (Kind::TRY_CATCH, _) => (n >= 2, "at least 2 children".to_owned()),
            (k, _) if k.category == bt_core::table::Category::Control => {
                (n >= 1, "at least one child".to_owned())
            }
            (k, _) if k.category == bt_core::table::Category::Decorator => {
                (n == 1, "exactly one child".to_owned())
            }
            _ => (n == 0, "no children".to_owned()),
        };
        if !ok {
            let help = if kind.category == bt_core::table::Category::Decorator && n > 1 {
                "wrap the children in a `<Sequence>` (or another control node)".to_owned()
            } else {
                format!("give `{id}` {want}")
            };
            return Err(self.err(doc, at, &format!("`{id}` takes {want}, it has {n}"), &help));
        }
        if let Some(c) = cases {
            let mut variable = None;
            let mut values = vec![None; c];
            for (port, value, p_at, v_at) in ports {
                if port == "variable" {
                    variable = Some((value, *v_at));
                } else if let Some(i) = SWITCH_CASES[..c].iter().position(|p| p == port) {
                    // A value remapped on a `<SubTree>` stands for its
                    // `{key}`; an entry is not a case (as in `bt::xml`).
                    let case = match key_of(port, value).map(|key| scope.resolve(key)) {
                        None => value.clone(),
                        Some(Some(Value::Literal(text))) => text,
                        Some(_) => {
                            return Err(self.err(
                                doc,
                                *v_at,
                                &format!("`{port}=\"{value}\"`: case values are literals in bt"),
                                "write the value itself (here, or remapped on the `<SubTree>`)",
                            ));
                        }
                    };
                    values[i] = Some(literal(&case));
                } else {
                    return Err(self.err(
                        doc,
                        *p_at,
                        &format!("`{id}` has no port `{port}`"),
                        &format!("its ports are `variable` and `case_1` to `case_{c}`"),
                    ));
                }
            }
            let Some((variable, v_at)) = variable else {
                return Err(self.err(
                    doc,
                    at,
                    &format!("`{id}` needs the port `variable`"),
                    "add `variable=\"{key}\"` and bind the key in the macro call",
                ));
            };
            if key_of("variable", variable).is_none() {
                return Err(self.err(
                    doc,
                    v_at,
                    &format!("`variable=\"{variable}\"` is not a `{{key}}`"),
                    "write `variable=\"{key}\"` and bind the key in the macro call",
                ));
            }
            let var = self.value(doc, v_at, ("variable", variable), scope)?;
            let mut cases_tokens = Vec::new();
            for (i, v) in values.into_iter().enumerate() {
                let Some(v) = v else {
                    return Err(self.err(
                        doc,
                        at,
                        &format!("`{id}` needs the port `{}`", SWITCH_CASES[i]),
                        &format!("add `{}=\"..\"`", SWITCH_CASES[i]),
                    ));
                };
                cases_tokens.push(v);
            }
            return Ok((keyword, Some(quote!((#var, #(#cases_tokens),*)))));
        }
        let known = kind.ports();
        let mut args = Vec::new();
        for (port, value, p_at, v_at) in ports {
            let Some(info) = known.iter().find(|p| p.name == port) else {
                let valid: Vec<String> = known.iter().map(|p| format!("`{}`", p.name)).collect();
                return Err(self.err(
                    doc,
                    *p_at,
                    &format!("`{}` has no port `{port}`", kind.btcpp),
                    &if valid.is_empty() {
                        format!("remove `{port}`: `{}` has no ports", kind.btcpp)
                    } else {
                        format!("its ports are {}", valid.join(", "))
                    },
                ));
            };
            // A value remapped on a `<SubTree>` stands for its `{key}`.
            let remapped = key_of(port, value).and_then(|key| match scope.resolve(key) {
                Some(Value::Literal(text)) => Some(text),
                _ => None,
            });
            let value = remapped.as_ref().unwrap_or(value);
            let bad = |want: &str| {
                self.err(
                    doc,
                    *v_at,
                    &format!(
                        "`{value}` is not {want} (port `{port}` of `{}`)",
                        kind.btcpp
                    ),
                    &match value
                        .strip_prefix('+')
                        .filter(|bare| !bare.is_empty() && bare.bytes().all(|b| b.is_ascii_digit()))
                    {
                        Some(bare) => {
                            format!("write `{bare}`: BehaviorTree.CPP reads numbers without a `+`")
                        }
                        None => format!("write {want}"),
                    },
                )
            };
            if let Some(key) = key_of(port, value) {
                if !matches!(info.ty, PortType::Int | PortType::Millis) {
                    return Err(self.err(
                        doc,
                        *v_at,
                        &format!(
                            "`{port}=\"{value}\"`: `bt_xml!` builds the port `{port}` of `{}` \
                             into the tree, from a literal",
                            kind.btcpp
                        ),
                        "write the value itself (here or remapped on the `<SubTree>`), or load \
                         the file with `bt::xml` at run time",
                    ));
                }
                // A count or a time from an entry: what its binding
                // gives, a closure over the context read when the node
                // needs it (`bt!`'s `repeat(|a| a.laps)`), or a value.
                if let Some(Value::Key(entry)) = scope.resolve(key)
                    && self.binding(&entry, true).is_none()
                {
                    let ty = if info.ty == PortType::Int {
                        "i32"
                    } else {
                        "u64"
                    };
                    return Err(self.err(
                        doc,
                        *v_at,
                        &format!("`{{{entry}}}` is not bound"),
                        &format!(
                            "bind it in the macro call to a closure that reads it from the \
                             context, `\"{{{entry}}}\" => |ctx| ctx.{entry}` (an `{ty}`, read \
                             when the node needs it), or to a value"
                        ),
                    ));
                }
                let tokens = self.value(doc, *v_at, (port, value), scope)?;
                let name = Ident::new(port, Span::call_site());
                args.push(quote!(#name = #tokens));
                continue;
            }
            // Numbers as BT.CPP reads them (C++'s `from_chars`): Rust's
            // parsers also take a leading `+`, which BT.CPP rejects.
            let signed = value.starts_with('+');
            let tokens = match info.ty {
                PortType::Int => {
                    let v: i32 = value
                        .parse()
                        .ok()
                        .filter(|_| !signed)
                        .ok_or_else(|| bad("a whole number (i32)"))?;
                    let lit = proc_macro2::Literal::u32_unsuffixed(v.unsigned_abs());
                    if v < 0 { quote!(-#lit) } else { quote!(#lit) }
                }
                PortType::Millis => {
                    let v: u64 = value
                        .parse()
                        .ok()
                        .filter(|_| !signed)
                        .ok_or_else(|| bad("a number of milliseconds (u64)"))?;
                    let lit = proc_macro2::Literal::u64_unsuffixed(v);
                    quote!(#lit)
                }
                PortType::Bool => match value.as_str() {
                    "true" | "True" | "TRUE" | "1" => quote!(true),
                    "false" | "False" | "FALSE" | "0" => quote!(false),
                    _ => return Err(bad("`true` or `false`")),
                },
                PortType::Condition | PortType::Variable => unreachable!("not ports of a tag"),
            };
            let name = Ident::new(port, Span::call_site());
            args.push(quote!(#name = #tokens));
        }
        Ok((keyword, (!args.is_empty()).then(|| quote!((#(#args),*)))))
    }
}

/// A built-in node by its BT.CPP tag.
#[derive(Clone, Copy)]
pub(super) enum Built {
    Kind(Kind),
    Switch(usize),
}

pub(super) fn builtin(id: &str) -> Option<Built> {
    match Kind::from_btcpp_tag(id)? {
        (_, Some(cases)) => Some(Built::Switch(cases)),
        (kind, None) => Some(Built::Kind(kind)),
    }
}
