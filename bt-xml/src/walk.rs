//! Reads the XML (the file and its includes), checks it and writes the
//! `bt!` call.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use bt_core::table::{
    Kind, POSTCONDITION_ATTRIBUTES as POSTCONDITIONS, PRECONDITION_ATTRIBUTES as PRECONDITIONS,
    PortType, SWITCH_CASES, closest,
};
use proc_macro2::{Span, TokenStream};
use quote::quote;
use roxmltree::{Document, Node};
use syn::{Expr, Ident, LitStr};

use crate::input::{Binding, Input};

type Pos = (u32, u32);

/// One XML text and the path it is shown by in errors.
struct Source {
    shown: String,
    full: PathBuf,
    text: String,
}

/// Errors at the path literal, quoting the file, line and column.
struct Report {
    span: Span,
}

impl Report {
    fn err(&self, file: &str, (line, col): Pos, message: &str, help: &str) -> syn::Error {
        syn::Error::new(
            self.span,
            format!("{file}:{line}:{col}: {message}\n  help: {help}"),
        )
    }
}

#[allow(clippy::too_many_lines)] // the checks of the `<root>`s, in order
pub(crate) fn expand(input: &Input) -> syn::Result<TokenStream> {
    let report = Report {
        span: input.path.span(),
    };
    let dir = std::env::var_os("CARGO_MANIFEST_DIR").map_or_else(PathBuf::new, PathBuf::from);
    let written = input.path.value();
    let mut sources = Vec::new();
    read(&report, &dir, &written, None, &mut sources, &mut Vec::new())?;
    let mut docs = Vec::new();
    for s in &sources {
        docs.push(parse(&report, s)?);
    }
    let mut trees: BTreeMap<String, (usize, roxmltree::NodeId)> = BTreeMap::new();
    let mut main = None;
    for (i, doc) in docs.iter().enumerate() {
        let root = doc.root_element();
        let src = &sources[i];
        let at = |o: usize| pos(doc, o);
        if root.tag_name().name() != "root" {
            return Err(report.err(
                &src.shown,
                at(root.range().start),
                &format!("the document element is `<{}>`", root.tag_name().name()),
                "a BehaviorTree.CPP file starts with `<root BTCPP_format=\"4\">`",
            ));
        }
        for attr in root.attributes() {
            match (attr.name(), attr.value()) {
                ("BTCPP_format", "4") => {}
                ("BTCPP_format", v) => {
                    return Err(report.err(
                        &src.shown,
                        at(attr.range_value().start),
                        &format!("`BTCPP_format=\"{v}\"`: bt reads format 4"),
                        "convert the file to format 4 (Groot2 or BT.CPP's `convert_v3_to_v4.py`)",
                    ));
                }
                ("main_tree_to_execute", v) => {
                    if i == 0 {
                        main = Some((v.to_owned(), at(attr.range_value().start)));
                    }
                }
                (other, _) => {
                    return Err(report.err(
                        &src.shown,
                        at(attr.range().start),
                        &format!("unknown attribute `{other}` on `<root>`"),
                        "`<root>` takes `BTCPP_format` and `main_tree_to_execute`",
                    ));
                }
            }
        }
        for child in root.children().filter(Node::is_element) {
            match child.tag_name().name() {
                "BehaviorTree" => {
                    let Some(id) = child.attribute("ID") else {
                        return Err(report.err(
                            &src.shown,
                            at(child.range().start),
                            "`<BehaviorTree>` without `ID`",
                            "write `<BehaviorTree ID=\"MainTree\">`",
                        ));
                    };
                    if trees.insert(id.to_owned(), (i, child.id())).is_some() {
                        return Err(report.err(
                            &src.shown,
                            at(child.range().start),
                            &format!("a second `<BehaviorTree ID=\"{id}\">`"),
                            "give each tree its own ID",
                        ));
                    }
                }
                "include" | "TreeNodesModel" => {}
                other => {
                    return Err(report.err(
                        &src.shown,
                        at(child.range().start),
                        &format!("`<{other}>` in `<root>`"),
                        "`<root>` holds `<BehaviorTree>`, `<include>` and `<TreeNodesModel>`",
                    ));
                }
            }
        }
    }
    let first_at = pos(&docs[0], docs[0].root_element().range().start);
    let names = || {
        trees
            .keys()
            .map(|k| format!("`{k}`"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let main = match main {
        Some((id, at)) if !trees.contains_key(&id) => {
            return Err(report.err(
                &sources[0].shown,
                at,
                &format!("`main_tree_to_execute` names `{id}`, which no `<BehaviorTree>` has"),
                &format!("use one of: {}", names()),
            ));
        }
        Some((id, _)) => id,
        None if trees.len() == 1 => trees.keys().next().cloned().unwrap_or_default(),
        None => {
            return Err(report.err(
                &sources[0].shown,
                first_at,
                "no `main_tree_to_execute` and not exactly one `<BehaviorTree>`",
                &format!(
                    "add `main_tree_to_execute=\"..\"` to `<root>` (trees: {})",
                    names()
                ),
            ));
        }
    };
    let mut walker = Walker {
        report: &report,
        sources: &sources,
        docs: &docs,
        trees: &trees,
        bindings: &input.bindings,
        stack: Vec::new(),
        locals: Vec::new(),
    };
    let root = walker.tree(&main, &Scope::Root)?;
    let context = input.context.as_ref().map(|ty| quote!(#ty =>));
    let files = sources.iter().map(|s| {
        let full = LitStr::new(&s.full.to_string_lossy(), input.path.span());
        quote!(
            const _: &[u8] = ::core::include_bytes!(#full);
        )
    });
    let locals = walker
        .locals
        .iter()
        .map(|(name, expr)| quote!(#[allow(non_snake_case)] let #name = #expr;));
    Ok(quote! {
        {
            #(#files)*
            #(#locals)*
            ::bt::bt!(#context #root)
        }
    })
}

fn pos(doc: &Document<'_>, offset: usize) -> Pos {
    let p = doc.text_pos_at(offset);
    (p.row, p.col)
}

fn parse<'s>(report: &Report, s: &'s Source) -> syn::Result<Document<'s>> {
    Document::parse(&s.text).map_err(|e| {
        let p = e.pos();
        report.err(
            &s.shown,
            (p.row, p.col),
            &format!("malformed XML: {e}"),
            "fix the XML syntax at this position",
        )
    })
}

/// Reads `shown` (relative to `dir`) and the files it includes.
fn read(
    report: &Report,
    dir: &Path,
    shown: &str,
    from: Option<(&str, Pos)>,
    out: &mut Vec<Source>,
    stack: &mut Vec<PathBuf>,
) -> syn::Result<()> {
    let full = dir.join(shown);
    let key = full.canonicalize().unwrap_or_else(|_| full.clone());
    if stack.contains(&key) {
        let (file, at) = from.unwrap_or((shown, (1, 1)));
        return Err(report.err(
            file,
            at,
            &format!("`{shown}` includes itself"),
            "remove the include that closes the cycle",
        ));
    }
    if out
        .iter()
        .any(|s| s.full.canonicalize().unwrap_or_else(|_| s.full.clone()) == key)
    {
        return Ok(());
    }
    let text = std::fs::read_to_string(&full).map_err(|e| {
        let (file, at) = from.unwrap_or((shown, (1, 1)));
        report.err(
            file,
            at,
            &format!("cannot read `{}`: {e}", full.display()),
            "the path is relative to the crate's directory (CARGO_MANIFEST_DIR); an `<include>` path, to the including file",
        )
    })?;
    let source = Source {
        shown: shown.to_owned(),
        full: full.clone(),
        text,
    };
    let mut includes = Vec::new();
    {
        let doc = parse(report, &source)?;
        for child in doc.root_element().children().filter(Node::is_element) {
            if child.tag_name().name() == "include" {
                let at = pos(&doc, child.range().start);
                let Some(path) = child.attribute("path") else {
                    return Err(report.err(
                        shown,
                        at,
                        "`<include>` without `path`",
                        "write `<include path=\"other.xml\"/>`",
                    ));
                };
                includes.push((path.to_owned(), at));
            }
        }
    }
    out.push(source);
    stack.push(key);
    let base = Path::new(shown)
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default();
    for (path, at) in includes {
        let inner = base.join(&path);
        read(
            report,
            dir,
            &inner.to_string_lossy(),
            Some((shown, at)),
            out,
            stack,
        )?;
    }
    stack.pop();
    Ok(())
}

/// What `{key}` stands for in a tree.
enum Scope<'a> {
    /// The main tree: the `"{key}"` bindings of the macro call.
    Root,
    /// A subtree: its remapped keys, and with `_autoremap` its caller's.
    Sub {
        tree: String,
        remap: BTreeMap<String, Value>,
        parent: Option<&'a Scope<'a>>,
    },
}

#[derive(Clone)]
enum Value {
    Key(String),
    Literal(String),
}

impl Scope<'_> {
    fn resolve(&self, key: &str) -> Option<Value> {
        match self {
            Scope::Root => Some(Value::Key(key.to_owned())),
            Scope::Sub { remap, parent, .. } => remap
                .get(key)
                .cloned()
                .or_else(|| parent.and_then(|p| p.resolve(key))),
        }
    }
}

fn key_of(value: &str) -> Option<&str> {
    value
        .strip_prefix('{')
        .and_then(|v| v.strip_suffix('}'))
        .filter(|k| !k.is_empty())
}

struct Walker<'w> {
    report: &'w Report,
    sources: &'w [Source],
    docs: &'w [Document<'w>],
    trees: &'w BTreeMap<String, (usize, roxmltree::NodeId)>,
    bindings: &'w [Binding],
    stack: Vec<String>,
    /// The conditions of preconditions given as locals named by their ID.
    locals: Vec<(Ident, Expr)>,
}

impl Walker<'_> {
    fn err(&self, doc: usize, at: Pos, message: &str, help: &str) -> syn::Error {
        self.report.err(&self.sources[doc].shown, at, message, help)
    }

    fn tree(&mut self, id: &str, scope: &Scope<'_>) -> syn::Result<TokenStream> {
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
        let out = self.element(doc, root, scope);
        self.stack.pop();
        out
    }

    fn binding(&self, name: &str, key: bool) -> Option<&Binding> {
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
            } else if n == "_description" || n == "_uid" || n == "_fullpath" {
            } else if n.starts_with('_') {
                return Err(self.err(
                    doc,
                    a_at,
                    &format!("unknown attribute `{n}`"),
                    "the attributes starting with `_` are the preconditions (`_skipIf`, `_successIf`, `_failureIf`, `_while`) and, on `<SubTree>`, `_autoremap`",
                ));
            } else {
                ports.push((n.to_owned(), attr.value().to_owned(), v_at));
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
                    "name a tree of this file or of its includes",
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
            let mut remap = BTreeMap::new();
            for (port, value, v_at) in &ports {
                let v = match key_of(value) {
                    None => Value::Literal(value.clone()),
                    Some(k) => scope
                        .resolve(k)
                        .ok_or_else(|| self.invisible(doc, *v_at, k, scope))?,
                };
                remap.insert(port.clone(), v);
            }
            let inner = Scope::Sub {
                tree: id.clone(),
                remap,
                parent: autoremap.then_some(scope),
            };
            self.tree(&id, &inner)?
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
            } else if let Some(b) = self.binding(&id, false) {
                if let Some(child) = children.first() {
                    return Err(self.err(
                        doc,
                        pos(d, child.range().start),
                        &format!("the leaf `{id}` has children"),
                        "a leaf takes no children: move them to a control node",
                    ));
                }
                let label = LitStr::new(name.as_deref().unwrap_or(&id), Span::call_site());
                let leaf = self.leaf(doc, (&id, at), b, &ports, scope)?;
                quote!(#label: #leaf)
            } else {
                let names = self
                    .bindings
                    .iter()
                    .filter(|b| !b.key)
                    .map(|b| b.name.as_str())
                    .chain(Kind::XML_TAGS.iter().map(|k| k.btcpp));
                let help = match closest(&id, names) {
                    Some(k) => {
                        format!("did you mean `{k}`? (or bind it: `{id} => path::to::leaf`)")
                    }
                    None => format!("bind it in the macro call: `{id} => path::to::leaf`"),
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

    fn invisible(&self, doc: usize, at: Pos, key: &str, scope: &Scope<'_>) -> syn::Error {
        let tree = match scope {
            Scope::Sub { tree, .. } => tree.as_str(),
            Scope::Root => "",
        };
        self.err(
            doc,
            at,
            &format!("`{{{key}}}` is not visible in the subtree `{tree}`"),
            &format!("remap it on the `<SubTree>` element (`{key}=\"{{{key}}}\"`) or add `_autoremap=\"true\"` there"),
        )
    }

    /// A `{key}` or a literal, as the tokens of a leaf argument.
    fn value(
        &self,
        doc: usize,
        at: Pos,
        text: &str,
        scope: &Scope<'_>,
    ) -> syn::Result<TokenStream> {
        let Some(key) = key_of(text) else {
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

    fn leaf(
        &self,
        doc: usize,
        (id, at): (&str, Pos),
        b: &Binding,
        ports: &[(String, String, Pos)],
        scope: &Scope<'_>,
    ) -> syn::Result<TokenStream> {
        for (port, _, p_at) in ports {
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
            let Some((_, value, v_at)) = ports.iter().find(|(p, _, _)| p == port) else {
                return Err(self.err(
                    doc,
                    at,
                    &format!("`{id}` needs the port `{port}`"),
                    &format!("add `{port}=\"..\"`"),
                ));
            };
            args.push(self.value(doc, *v_at, value, scope)?);
        }
        Ok(if let Expr::Path(_) = e {
            quote!(#e(#(#args),*))
        } else {
            quote!(((#e)(#(#args),*)))
        })
    }

    /// The keyword and arguments of a built-in node.
    #[allow(clippy::too_many_lines)] // the checks of each port, in order
    fn builtin_args(
        &self,
        doc: usize,
        (id, at): (&str, Pos),
        kind: Built,
        ports: &[(String, String, Pos)],
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
            for (port, value, v_at) in ports {
                if port == "variable" {
                    variable = Some((value, *v_at));
                } else if let Some(i) = SWITCH_CASES[..c].iter().position(|p| p == port) {
                    values[i] = Some(literal(value));
                } else {
                    return Err(self.err(
                        doc,
                        *v_at,
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
            if key_of(variable).is_none() {
                return Err(self.err(
                    doc,
                    v_at,
                    &format!("`variable=\"{variable}\"` is not a `{{key}}`"),
                    "write `variable=\"{key}\"` and bind the key in the macro call",
                ));
            }
            let var = self.value(doc, v_at, variable, scope)?;
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
        for (port, value, v_at) in ports {
            let Some(info) = known.iter().find(|p| p.name == port) else {
                let valid: Vec<String> = known.iter().map(|p| format!("`{}`", p.name)).collect();
                return Err(self.err(
                    doc,
                    *v_at,
                    &format!("`{}` has no port `{port}`", kind.btcpp),
                    &if valid.is_empty() {
                        format!("remove `{port}`: `{}` has no ports", kind.btcpp)
                    } else {
                        format!("its ports are {}", valid.join(", "))
                    },
                ));
            };
            let bad = |want: &str| {
                self.err(
                    doc,
                    *v_at,
                    &format!(
                        "`{value}` is not {want} (port `{port}` of `{}`)",
                        kind.btcpp
                    ),
                    &format!("write {want}"),
                )
            };
            let tokens = match info.ty {
                PortType::Int => {
                    let v: i32 = value.parse().map_err(|_| bad("a whole number (i32)"))?;
                    let lit = proc_macro2::Literal::i32_unsuffixed(v.abs());
                    if v < 0 { quote!(-#lit) } else { quote!(#lit) }
                }
                PortType::Millis => {
                    let v: u64 = value
                        .parse()
                        .map_err(|_| bad("a number of milliseconds (u64)"))?;
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
enum Built {
    Kind(Kind),
    Switch(usize),
}

fn builtin(id: &str) -> Option<Built> {
    match Kind::from_btcpp_tag(id)? {
        (_, Some(cases)) => Some(Built::Switch(cases)),
        (kind, None) => Some(Built::Kind(kind)),
    }
}

/// A port's text as a Rust literal: numbers, `true`/`false` and chars as
/// themselves, anything else as a string literal.
fn literal(text: &str) -> TokenStream {
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
