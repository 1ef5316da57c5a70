//! Reads the XML (the file and its includes), checks it and writes the
//! `bt!` call.
//!
//! This module checks the `<root>`s and the choice of the main tree; the
//! rest is in its submodules:
//!
//! - `files`: reading the file and its `<include>`s, each parsed;
//! - `walker`: the walk over a tree's elements: subtrees, leaves and
//!   preconditions, each turned into `bt!` tokens;
//! - `builtin`: the keyword and arguments of a built-in node, its children
//!   counted and its ports checked;
//! - `values`: port values: literals, and `{key}`s resolved through the
//!   subtrees' remapping to the macro call's bindings.

use std::collections::BTreeMap;
use std::path::PathBuf;

use proc_macro2::{Span, TokenStream};
use quote::quote;
use roxmltree::{Document, Node};
use syn::{Expr, Ident, LitStr};

use bt_core::table::{LineIndex, TolerantXml};

use crate::input::{Binding, Input};
use values::Scope;

mod builtin;
mod files;
mod values;
mod walker;

type Pos = (u32, u32);

/// One XML text and the path it is shown by in errors.
struct Source {
    shown: String,
    full: PathBuf,
    text: String,
    /// The text made well-formed, when it holds what only BT.CPP's parser
    /// lets through (a bare `&` or `<` in an attribute value, a late XML
    /// declaration): parsed in its place, positions mapped back.
    tolerant: Option<TolerantXml>,
    /// Where the lines of `text` start, for placing an element without
    /// reading the text from its start.
    lines: LineIndex,
}

/// A parsed document and its source, for positions in the file.
struct Doc<'s> {
    doc: Document<'s>,
    source: &'s Source,
}

impl<'s> core::ops::Deref for Doc<'s> {
    type Target = Document<'s>;
    fn deref(&self) -> &Document<'s> {
        &self.doc
    }
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

/// The walk over the elements of the trees, writing the `bt!` tokens of
/// each.
struct Walker<'w> {
    report: &'w Report,
    sources: &'w [Source],
    docs: &'w [Doc<'w>],
    trees: &'w BTreeMap<String, (usize, roxmltree::NodeId)>,
    /// The subtrees' ports declared in `<TreeNodesModel>`s, by tree ID.
    models: &'w BTreeMap<String, Vec<files::ModelPort>>,
    bindings: &'w [Binding],
    stack: Vec<String>,
    /// For each tree being walked (as `stack`): the `name`s of the
    /// `<SubTree>`s in it so far.
    named: Vec<std::collections::BTreeSet<String>>,
    /// The conditions of preconditions given as locals named by their ID.
    locals: Vec<(Ident, Expr)>,
}

#[allow(clippy::too_many_lines)] // the checks of the `<root>`s, in order
pub(crate) fn expand(input: &Input) -> syn::Result<TokenStream> {
    let report = Report {
        span: input.path.span(),
    };
    let dir = std::env::var_os("CARGO_MANIFEST_DIR").map_or_else(PathBuf::new, PathBuf::from);
    let written = input.path.value();
    let mut sources = Vec::new();
    files::read(&report, &dir, &written, None, &mut sources, &mut Vec::new())?;
    let mut docs = Vec::new();
    for s in &sources {
        docs.push(files::parse(&report, s)?);
    }
    let mut trees: BTreeMap<String, (usize, roxmltree::NodeId)> = BTreeMap::new();
    let mut main = None;
    let mut unnamed = 0;
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
                // BT.CPP ignores other attributes (Groot2 writes
                // `project_name`), as the run-time loader does, but for a
                // likely typo of one of the two.
                (other, _) => {
                    if let Some(meant) =
                        bt_core::table::closest(other, bt_core::table::ROOT_ATTRIBUTES)
                    {
                        return Err(report.err(
                            &src.shown,
                            at(attr.range().start),
                            &format!("unknown attribute `{other}` on `<root>`"),
                            &format!("did you mean `{meant}`?"),
                        ));
                    }
                }
            }
        }
        let elements = root.children().filter(Node::is_element).count();
        for child in root.children().filter(Node::is_element) {
            match child.tag_name().name() {
                "BehaviorTree" => {
                    // A tree alone in its `<root>` may go without an ID: BT.CPP
                    // names it `BehaviorTree_0`, `BehaviorTree_1`, ...
                    // `ID=""` is as no `ID` (BT.CPP refuses an empty name
                    // beside other trees), as in the run-time loader.
                    let id = match child.attribute_node("ID").filter(|a| !a.value().is_empty()) {
                        Some(attr) => {
                            let id = attr.value();
                            if let Some(problem) = bt_core::table::model_name_problem(id) {
                                return Err(report.err(
                                    &src.shown,
                                    at(attr.range_value().start),
                                    &format!(
                                        "BehaviorTree.CPP refuses the tree ID `{id}`: {problem}"
                                    ),
                                    "rename the tree (and the `<SubTree ID>`s that name it)",
                                ));
                            }
                            if builtin_tag(id)
                                || input.bindings.iter().any(|b| !b.key && b.name == id)
                            {
                                return Err(report.err(
                                    &src.shown,
                                    at(child.range().start),
                                    &format!("the tree ID `{id}` is the ID of a node"),
                                    "rename the tree (and the `<SubTree ID>`s that name it): \
                                     BehaviorTree.CPP refuses a tree named as a registered node",
                                ));
                            }
                            id.to_owned()
                        }
                        None if elements == 1 => {
                            unnamed += 1;
                            format!("{}{}", bt_core::table::UNNAMED_TREE_PREFIX, unnamed - 1)
                        }
                        None => {
                            return Err(report.err(
                                &src.shown,
                                at(child.range().start),
                                "`<BehaviorTree>` without `ID`",
                                "write `<BehaviorTree ID=\"MainTree\">` (only a tree alone in \
                                 its `<root>` may go without one)",
                            ));
                        }
                    };
                    let id = id.as_str();
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
    let mut models = BTreeMap::new();
    for (i, doc) in docs.iter().enumerate() {
        files::subtree_models(&report, (&sources[i].shown, i, doc), &mut models)?;
    }
    let first_at = pos(&docs[0], docs[0].root_element().range().start);
    let names = || {
        trees
            .keys()
            .map(|k| format!("`{k}`"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    if let Some(tree) = &input.tree {
        let id = tree.value();
        if !trees.contains_key(&id) {
            return Err(syn::Error::new(
                tree.span(),
                format!(
                    "no `<BehaviorTree ID=\"{id}\">` in the file: build one of: {}",
                    names()
                ),
            ));
        }
        main = Some((id, first_at));
    }
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
        // The only tree of the file itself (its includes' trees do not
        // count, as in BT.CPP 4.9+), else of the file and its includes.
        None if trees.values().filter(|(doc, _)| *doc == 0).count() == 1 => trees
            .iter()
            .find(|(_, (doc, _))| *doc == 0)
            .map(|(id, _)| id.clone())
            .unwrap_or_default(),
        None if trees.len() == 1 => trees.keys().next().cloned().unwrap_or_default(),
        None => {
            return Err(report.err(
                &sources[0].shown,
                first_at,
                "no `main_tree_to_execute` and not exactly one `<BehaviorTree>`",
                &format!(
                    "add `main_tree_to_execute=\"..\"` to `<root>`, or name the tree to build \
                     (`bt_xml!(\"file.xml\", tree = \"..\", ..)`; trees: {})",
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
        models: &models,
        bindings: &input.bindings,
        stack: Vec::new(),
        named: Vec::new(),
        locals: Vec::new(),
    };
    let root = walker.tree(&main, &Scope::Root)?;
    let context = input.context.as_ref().map(|ty| quote!(#ty =>));
    // (The tree's ID as the file names it, as `bt::xml` names a loaded
    // tree: the exports, `.btlog` files and Groot2 show it.)
    let tree_id = LitStr::new(&main, Span::call_site());
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
            ::bt::bt!(#[tree_id = #tree_id] #context #root)
        }
    })
}

/// `id` is a built-in node's BT.CPP tag.
fn builtin_tag(id: &str) -> bool {
    bt_core::table::Kind::from_btcpp_tag(id).is_some()
}

/// The line and column in the file of byte `offset` of the parsed text.
fn pos(d: &Doc<'_>, offset: usize) -> Pos {
    let offset = d
        .source
        .tolerant
        .as_ref()
        .map_or(offset, |t| t.original_offset(offset));
    d.source.lines.line_column(&d.source.text, offset)
}
