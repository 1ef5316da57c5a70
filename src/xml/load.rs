//! The loader: reads the documents (the file and its includes), checks the
//! `<root>`s and builds the tree to execute through `dynamic::Spec`.

use alloc::boxed::Box;
use alloc::collections::BTreeMap;
use alloc::format;
use alloc::rc::Rc;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use std::path::{Path, PathBuf};

use roxmltree::{Document, Node as XNode, ParsingOptions};

use super::script::{self, Expr};
use super::{Args, Cond, Error, Factory, Leaf, Script, XmlTree};
use crate::control::Switch;
use crate::dynamic::{BoxNode, Spec};
use crate::observe::Observer;
use crate::table::{Category, Kind, PortType, SWITCH_CASES, closest};
use crate::{Node, Status};

/// The most nodes a tree can have (ids are `u16`).
const MAX_NODES: usize = 65_535;
/// The deepest nesting of elements (subtrees included) that is built.
const MAX_DEPTH: usize = 128;

/// One XML text: the file given, or an included one.
struct Source {
    path: Option<PathBuf>,
    text: String,
}

type Pos = (u32, u32);

fn pos_of(doc: &Document<'_>, offset: usize) -> Pos {
    let p = doc.text_pos_at(offset);
    (p.row, p.col)
}

fn parse_doc<'t>(text: &'t str, path: Option<&Path>) -> Result<Document<'t>, Error> {
    let options = ParsingOptions {
        allow_dtd: false,
        ..ParsingOptions::default()
    };
    Document::parse_with_options(text, options).map_err(|e| {
        let p = e.pos();
        Error::new(
            path,
            (p.row, p.col),
            format!("malformed XML: {e}"),
            "fix the XML syntax at this position (Groot2 writes well-formed files)",
        )
    })
}

/// Reads `text` and, recursively, the files it includes.
fn collect(
    path: Option<PathBuf>,
    text: String,
    out: &mut Vec<Source>,
    stack: &mut Vec<PathBuf>,
) -> Result<(), Error> {
    let mut includes = Vec::new();
    {
        let doc = parse_doc(&text, path.as_deref())?;
        let root = doc.root_element();
        for child in root.children().filter(XNode::is_element) {
            if child.tag_name().name() != "include" {
                continue;
            }
            let at = pos_of(&doc, child.range().start);
            for attr in child.attributes() {
                if attr.name() != "path" {
                    let help = if attr.name() == "ros_pkg" {
                        "bt has no ROS package lookup: give the path relative to this file"
                    } else {
                        "`<include>` takes only `path`"
                    };
                    return Err(Error::new(
                        path.as_deref(),
                        pos_of(&doc, attr.range().start),
                        format!("unknown attribute `{}` on `<include>`", attr.name()),
                        help,
                    ));
                }
            }
            let Some(file) = child.attribute("path") else {
                return Err(Error::new(
                    path.as_deref(),
                    at,
                    "`<include>` without `path`",
                    "write `<include path=\"other.xml\"/>`",
                ));
            };
            includes.push((PathBuf::from(file), at));
        }
    }
    let base = path
        .as_deref()
        .and_then(Path::parent)
        .map_or_else(PathBuf::new, Path::to_path_buf);
    let here = path.clone();
    if let Some(p) = &path {
        stack.push(p.canonicalize().unwrap_or_else(|_| p.clone()));
    }
    out.push(Source { path, text });
    for (file, at) in includes {
        let full = base.join(&file);
        let key = full.canonicalize().unwrap_or_else(|_| full.clone());
        if stack.contains(&key) {
            return Err(Error::new(
                here.as_deref(),
                at,
                format!(
                    "`{}` includes itself (through this include)",
                    file.display()
                ),
                "remove the include that closes the cycle",
            ));
        }
        let already = out.iter().any(|s| {
            s.path
                .as_ref()
                .is_some_and(|p| p.canonicalize().unwrap_or_else(|_| p.clone()) == key)
        });
        if already {
            continue;
        }
        let text = std::fs::read_to_string(&full).map_err(|e| {
            Error::new(
                here.as_deref(),
                at,
                format!("cannot read the included file `{}`: {e}", full.display()),
                "include paths are relative to the including file (to the current directory for XML given as a string)",
            )
        })?;
        collect(Some(full), text, out, stack)?;
    }
    if here.is_some() {
        stack.pop();
    }
    Ok(())
}

/// A parsed document and where it came from.
struct Doc<'s> {
    path: Option<&'s Path>,
    doc: Document<'s>,
}

/// Loads the tree to execute from `text` (read from `path`, if given).
pub(super) fn load<C: 'static>(
    factory: &Factory<C>,
    path: Option<PathBuf>,
    text: String,
) -> Result<XmlTree<C>, Error> {
    let mut sources = Vec::new();
    collect(path, text, &mut sources, &mut Vec::new())?;
    let mut docs = Vec::with_capacity(sources.len());
    for source in &sources {
        docs.push(Doc {
            path: source.path.as_deref(),
            doc: parse_doc(&source.text, source.path.as_deref())?,
        });
    }
    let mut trees: BTreeMap<String, (usize, roxmltree::NodeId)> = BTreeMap::new();
    let mut main = None;
    for (i, d) in docs.iter().enumerate() {
        let found = check_root(d, i == 0)?;
        if i == 0 {
            main = found.main;
        }
        for (id, node, at) in found.trees {
            if trees.insert(id.clone(), (i, node)).is_some() {
                return Err(Error::new(
                    d.path,
                    at,
                    format!("a second `<BehaviorTree ID=\"{id}\">`"),
                    "give each tree its own ID",
                ));
            }
        }
    }
    let first = &docs[0];
    let root_at = pos_of(&first.doc, first.doc.root_element().range().start);
    let main = match main {
        Some((id, at)) => {
            if !trees.contains_key(&id) {
                return Err(Error::new(
                    first.path,
                    at,
                    format!("`main_tree_to_execute` names `{id}`, which no `<BehaviorTree>` has"),
                    format!("use one of: {}", list(trees.keys())),
                ));
            }
            id
        }
        None if trees.len() == 1 => trees.keys().next().cloned().unwrap_or_default(),
        None if trees.is_empty() => {
            return Err(Error::new(
                first.path,
                root_at,
                "no `<BehaviorTree>`",
                "add `<BehaviorTree ID=\"MainTree\">` with the tree's root node",
            ));
        }
        None => {
            return Err(Error::new(
                first.path,
                root_at,
                "several trees and no `main_tree_to_execute`",
                format!(
                    "add `main_tree_to_execute=\"..\"` to `<root>`, one of: {}",
                    list(trees.keys())
                ),
            ));
        }
    };
    let mut builder = Builder {
        factory,
        docs: &docs,
        trees: &trees,
        nodes: 0,
        stack: Vec::new(),
    };
    let spec = builder.tree(&main, &Rc::new(Scope::root()), 0)?;
    Ok(spec.build())
}

fn list<'a>(items: impl Iterator<Item = &'a String>) -> String {
    let items: Vec<String> = items.map(|s| format!("`{s}`")).collect();
    items.join(", ")
}

/// What a `<root>` holds.
struct RootInfo {
    main: Option<(String, Pos)>,
    trees: Vec<(String, roxmltree::NodeId, Pos)>,
}

fn check_root(d: &Doc<'_>, is_main: bool) -> Result<RootInfo, Error> {
    let doc = &d.doc;
    let root = doc.root_element();
    let at = |offset: usize| pos_of(doc, offset);
    if root.tag_name().name() != "root" {
        return Err(Error::new(
            d.path,
            at(root.range().start),
            format!("the document element is `<{}>`", root.tag_name().name()),
            "a BehaviorTree.CPP file starts with `<root BTCPP_format=\"4\">`",
        ));
    }
    let mut info = RootInfo {
        main: None,
        trees: Vec::new(),
    };
    for attr in root.attributes() {
        match attr.name() {
            "BTCPP_format" if attr.value() == "4" => {}
            "BTCPP_format" => {
                return Err(Error::new(
                    d.path,
                    at(attr.range_value().start),
                    format!("`BTCPP_format=\"{}\"`: bt reads format 4", attr.value()),
                    "convert the file to format 4 (Groot2 or BT.CPP's `convert_v3_to_v4.py`)",
                ));
            }
            "main_tree_to_execute" => {
                if is_main {
                    info.main = Some((attr.value().to_string(), at(attr.range_value().start)));
                }
            }
            other => {
                return Err(Error::new(
                    d.path,
                    at(attr.range().start),
                    format!("unknown attribute `{other}` on `<root>`"),
                    "`<root>` takes `BTCPP_format` and `main_tree_to_execute`",
                ));
            }
        }
    }
    for child in root.children() {
        if child.is_text() {
            no_text(d, child)?;
            continue;
        }
        if !child.is_element() {
            continue;
        }
        match child.tag_name().name() {
            "BehaviorTree" => {
                let mut id = None;
                for attr in child.attributes() {
                    match attr.name() {
                        "ID" => id = Some(attr.value().to_string()),
                        "_description" => {}
                        other => {
                            return Err(Error::new(
                                d.path,
                                at(attr.range().start),
                                format!("unknown attribute `{other}` on `<BehaviorTree>`"),
                                "`<BehaviorTree>` takes `ID`",
                            ));
                        }
                    }
                }
                let Some(id) = id else {
                    return Err(Error::new(
                        d.path,
                        at(child.range().start),
                        "`<BehaviorTree>` without `ID`",
                        "write `<BehaviorTree ID=\"MainTree\">`",
                    ));
                };
                info.trees.push((id, child.id(), at(child.range().start)));
            }
            "include" | "TreeNodesModel" => {}
            other => {
                return Err(Error::new(
                    d.path,
                    at(child.range().start),
                    format!("`<{other}>` in `<root>`"),
                    "`<root>` holds `<BehaviorTree>`, `<include>` and `<TreeNodesModel>`; put nodes inside a `<BehaviorTree>`",
                ));
            }
        }
    }
    Ok(info)
}

fn no_text(d: &Doc<'_>, node: XNode<'_, '_>) -> Result<(), Error> {
    match node.text() {
        Some(text) if !text.trim().is_empty() => Err(Error::new(
            d.path,
            pos_of(
                &d.doc,
                node.range().start + (text.len() - text.trim_start().len()),
            ),
            format!("unexpected text `{}`", text.trim()),
            "remove it: BehaviorTree.CPP XML holds elements only",
        )),
        _ => Ok(()),
    }
}

/// What a `{key}` stands for in a scope.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Binding {
    /// The context entry of this name.
    Entry(String),
    /// A literal given on a `<SubTree>`.
    Literal(String),
}

/// The keys visible in a tree: the main tree sees every entry by its name,
/// a subtree what its `<SubTree>` element remaps.
#[derive(Debug)]
pub(crate) struct Scope {
    tree: Option<String>,
    remap: BTreeMap<String, Binding>,
    autoremap: Option<Rc<Scope>>,
}

impl Scope {
    fn root() -> Self {
        Self {
            tree: None,
            remap: BTreeMap::new(),
            autoremap: None,
        }
    }

    pub(crate) fn resolve(&self, key: &str) -> Option<Binding> {
        if self.tree.is_none() {
            return Some(Binding::Entry(key.to_string()));
        }
        if let Some(binding) = self.remap.get(key) {
            return Some(binding.clone());
        }
        self.autoremap
            .as_ref()
            .and_then(|parent| parent.resolve(key))
    }

    pub(crate) fn invisible(&self, key: &str) -> String {
        format!(
            "`{{{key}}}` is not visible in the subtree `{}`",
            self.tree.as_deref().unwrap_or_default()
        )
    }

    pub(crate) fn invisible_help(key: &str) -> String {
        format!(
            "remap it on the `<SubTree>` element (`{key}=\"{{{key}}}\"`) or add `_autoremap=\"true\"` there"
        )
    }
}

/// `key` of a `{key}` value.
pub(crate) fn key_of(value: &str) -> Option<&str> {
    value
        .strip_prefix('{')
        .and_then(|v| v.strip_suffix('}'))
        .filter(|k| !k.is_empty())
}

/// A port given on a leaf element.
#[derive(Debug)]
pub(crate) struct Given<'a> {
    pub(crate) port: &'static str,
    pub(crate) value: &'a str,
    pub(crate) at: Pos,
}

/// The precondition attributes, in the order BT.CPP checks them.
const PRECONDITIONS: [(&str, Kind); 4] = [
    ("_failureIf", Kind::FAILURE_IF),
    ("_successIf", Kind::SUCCESS_IF),
    ("_skipIf", Kind::SKIP_IF),
    ("_while", Kind::WHILE),
];

/// The post-condition attributes.
const POSTCONDITIONS: [&str; 4] = ["_onSuccess", "_onFailure", "_post", "_onHalted"];

/// BT.CPP 4.8 nodes that bt does not have.
const NOT_IN_BT: &[&str] = &[
    "Script",
    "ScriptCondition",
    "SetBlackboard",
    "UnsetBlackboard",
    "Precondition",
    "LoopInt",
    "LoopDouble",
    "LoopString",
    "LoopBool",
    "EntryUpdated",
    "WasEntryUpdated",
    "SkipUnlessUpdated",
    "WaitValueUpdate",
    "ManualSelector",
    "SequenceStar",
    "ReactiveSequenceStar",
];

/// The attributes of one node element, sorted out.
struct Attrs<'a> {
    name: Option<&'a str>,
    id: Option<(&'a str, Pos)>,
    autoremap: Option<(&'a str, Pos)>,
    pre: [Option<(&'a str, usize)>; 4],
    post: [Option<(&'a str, usize)>; 4],
    ports: Vec<(&'a str, &'a str, Pos)>,
}

/// What an element's ID is.
enum Target<'f, C: 'static> {
    Builtin(Kind),
    Switch(usize),
    Leaf(&'f Leaf<C>),
}

struct Builder<'f, 'd, 's, C: 'static> {
    factory: &'f Factory<C>,
    docs: &'d [Doc<'s>],
    trees: &'d BTreeMap<String, (usize, roxmltree::NodeId)>,
    nodes: usize,
    stack: Vec<String>,
}

impl<'f, 's, C: 'static> Builder<'f, '_, 's, C> {
    fn count(&mut self, d: &Doc<'_>, at: Pos) -> Result<(), Error> {
        self.nodes += 1;
        if self.nodes > MAX_NODES {
            return Err(Error::new(
                d.path,
                at,
                format!(
                    "the tree has more than {MAX_NODES} nodes (subtrees built in place included)"
                ),
                "split it into trees loaded separately",
            ));
        }
        Ok(())
    }

    /// The root of the `<BehaviorTree ID=id>`.
    fn tree(&mut self, id: &str, scope: &Rc<Scope>, depth: usize) -> Result<Spec<C>, Error> {
        let Some(&(doc, node)) = self.trees.get(id) else {
            unreachable!("tree ids are checked before building")
        };
        let d = &self.docs[doc];
        let Some(tree) = d.doc.get_node(node) else {
            unreachable!("the node id comes from this document")
        };
        let mut roots = Vec::new();
        for child in tree.children() {
            if child.is_text() {
                no_text(d, child)?;
            } else if child.is_element() {
                roots.push(child);
            }
        }
        let at = pos_of(&d.doc, tree.range().start);
        match roots[..] {
            [root] => {
                self.stack.push(id.to_string());
                let spec = self.element(doc, root, scope, depth + 1);
                self.stack.pop();
                spec
            }
            [] => Err(Error::new(
                d.path,
                at,
                format!("the tree `{id}` is empty"),
                "give the `<BehaviorTree>` one root node",
            )),
            [_, second, ..] => Err(Error::new(
                d.path,
                pos_of(&d.doc, second.range().start),
                format!("the tree `{id}` has more than one root node"),
                "wrap its nodes in a `<Sequence>` (or another control node)",
            )),
        }
    }

    fn attrs<'n>(
        d: &Doc<'_>,
        node: XNode<'n, 's>,
        explicit: bool,
        subtree: bool,
    ) -> Result<Attrs<'n>, Error> {
        let mut attrs = Attrs {
            name: None,
            id: None,
            autoremap: None,
            pre: [None; 4],
            post: [None; 4],
            ports: Vec::new(),
        };
        for attr in node.attributes() {
            let name = attr.name();
            let value_at = pos_of(&d.doc, attr.range_value().start);
            if let Some(i) = PRECONDITIONS.iter().position(|(n, _)| *n == name) {
                attrs.pre[i] = Some((attr.value(), attr.range_value().start));
            } else if let Some(i) = POSTCONDITIONS.iter().position(|n| *n == name) {
                attrs.post[i] = Some((attr.value(), attr.range_value().start));
            } else if name == "name" {
                attrs.name = Some(attr.value());
            } else if name == "ID" && (explicit || subtree) {
                attrs.id = Some((attr.value(), value_at));
            } else if name == "_autoremap" && subtree {
                attrs.autoremap = Some((attr.value(), value_at));
            } else if name == "_description" || name == "_uid" || name == "_fullpath" {
                // Groot2 and BT.CPP bookkeeping: nothing to run.
            } else if name.starts_with('_') {
                return Err(Error::new(
                    d.path,
                    pos_of(&d.doc, attr.range().start),
                    format!("unknown attribute `{name}`"),
                    "the attributes starting with `_` are `_skipIf`, `_successIf`, `_failureIf`, `_while`, `_onSuccess`, `_onFailure`, `_post`, `_onHalted` and, on `<SubTree>`, `_autoremap`",
                ));
            } else {
                attrs.ports.push((name, attr.value(), value_at));
            }
        }
        Ok(attrs)
    }

    fn resolve(&self, id: &str) -> Option<Target<'f, C>> {
        match Kind::from_btcpp_tag(id) {
            Some((_, Some(cases))) => Some(Target::Switch(cases)),
            Some((kind, None)) => Some(Target::Builtin(kind)),
            None => self.factory.leaves.get(id).map(Target::Leaf),
        }
    }

    fn unknown(&self, d: &Doc<'_>, at: Pos, id: &str) -> Error {
        if NOT_IN_BT.contains(&id) {
            return Error::new(
                d.path,
                at,
                format!("`{id}` is a BehaviorTree.CPP node that bt does not have"),
                format!(
                    "register a leaf with this ID (`Factory::action(\"{id}\", ..)`), or replace the node"
                ),
            );
        }
        let names = self
            .factory
            .leaves
            .keys()
            .map(String::as_str)
            .chain(Kind::XML_TAGS.iter().map(|k| k.btcpp));
        let near = closest(id, names);
        let help = match near {
            Some(n) => {
                format!("did you mean `{n}`? (or register a leaf `{id}` in the factory)")
            }
            None => format!(
                "register it in the factory (`Factory::action(\"{id}\", ..)`, `Factory::condition`, `Factory::node`), or use a built-in node"
            ),
        };
        Error::new(d.path, at, format!("unknown node ID `{id}`"), help)
    }

    #[allow(clippy::too_many_lines)] // one pass over an element, in order
    fn element(
        &mut self,
        doc: usize,
        node: XNode<'_, 's>,
        scope: &Rc<Scope>,
        depth: usize,
    ) -> Result<Spec<C>, Error> {
        let d = &self.docs[doc];
        let at = pos_of(&d.doc, node.range().start);
        if depth > MAX_DEPTH {
            return Err(Error::new(
                d.path,
                at,
                format!("the tree nests deeper than {MAX_DEPTH} levels"),
                "flatten it (or check for subtrees that call each other)",
            ));
        }
        let tag = node.tag_name().name();
        let form = match tag {
            "Action" => Some(Category::Action),
            "Condition" => Some(Category::Condition),
            "Control" => Some(Category::Control),
            "Decorator" => Some(Category::Decorator),
            _ => None,
        };
        let subtree = tag == "SubTree";
        let attrs = Self::attrs(d, node, form.is_some(), subtree)?;
        // The preconditions nest around the node: at most one per name of
        // their scripts, which counts towards the depth.
        let depth = depth
            + attrs
                .pre
                .iter()
                .flatten()
                .map(|(script, _)| 1 + script.matches("||").count() + script.matches("&&").count())
                .sum::<usize>();
        if depth > MAX_DEPTH {
            return Err(Error::new(
                d.path,
                at,
                format!("the tree nests deeper than {MAX_DEPTH} levels (preconditions included)"),
                "flatten it, or use fewer preconditions",
            ));
        }
        let mut children = Vec::new();
        for child in node.children() {
            if child.is_text() {
                no_text(d, child)?;
            } else if child.is_element() {
                children.push(child);
            }
        }
        let spec = if subtree {
            self.subtree(doc, node, &attrs, &children, scope, depth)?
        } else {
            let (id, id_at) = match (form, attrs.id) {
                (Some(_), Some(id)) => id,
                (Some(_), None) => {
                    return Err(Error::new(
                        d.path,
                        at,
                        format!("`<{tag}>` without `ID`"),
                        format!("write `<{tag} ID=\"..\">` or the compact form `<NodeID/>`"),
                    ));
                }
                (None, _) => (tag, at),
            };
            let Some(target) = self.resolve(id) else {
                return Err(self.unknown(d, id_at, id));
            };
            if let Target::Builtin(_) | Target::Switch(_) = target
                && self.factory.leaves.contains_key(id)
            {
                return Err(Error::new(
                    d.path,
                    id_at,
                    format!("`{id}` is a built-in node and also a leaf registered in the factory"),
                    "register the leaf under another ID",
                ));
            }
            let category = match &target {
                Target::Builtin(kind) => kind.category,
                Target::Switch(_) => Category::Control,
                Target::Leaf(leaf) => leaf.category,
            };
            if let Some(form) = form
                && form != category
            {
                return Err(Error::new(
                    d.path,
                    at,
                    format!("`{id}` is a {category} node, not a {form}"),
                    format!("write `<{category} ID=\"{id}\">` or the compact form `<{id}>`"),
                ));
            }
            self.count(d, at)?;
            let mut spec = match target {
                Target::Leaf(leaf) => {
                    if let Some(child) = children.first() {
                        return Err(Error::new(
                            d.path,
                            pos_of(&d.doc, child.range().start),
                            format!("the leaf `{id}` has children"),
                            "a leaf takes no children: move them to a control node",
                        ));
                    }
                    self.leaf(d, id, at, leaf, &attrs, scope)?
                }
                Target::Switch(n) => {
                    let built = self.children(doc, &children, scope, depth)?;
                    self.switch(d, (id, at), n, &attrs, built, scope)?
                }
                Target::Builtin(kind) => {
                    Self::arity(d, (id, at), kind, &children)?;
                    let built = self.children(doc, &children, scope, depth)?;
                    self.builtin(d, kind, &attrs, built, at)?
                }
            };
            if let Some(name) = attrs.name {
                spec = spec.label(name);
            }
            spec
        };
        self.conditions(d, spec, &attrs, scope, at)
    }

    fn children(
        &mut self,
        doc: usize,
        children: &[XNode<'_, 's>],
        scope: &Rc<Scope>,
        depth: usize,
    ) -> Result<Vec<Spec<C>>, Error> {
        children
            .iter()
            .map(|&c| self.element(doc, c, scope, depth + 1))
            .collect()
    }

    fn arity(
        d: &Doc<'_>,
        (id, at): (&str, Pos),
        kind: Kind,
        children: &[XNode<'_, '_>],
    ) -> Result<(), Error> {
        let n = children.len();
        let (ok, want) = match kind {
            Kind::IF_THEN_ELSE | Kind::WHILE_DO_ELSE => (
                (2..=3).contains(&n),
                "2 or 3 children (condition, then, else)",
            ),
            Kind::TRY_CATCH => (n >= 2, "at least 2 children (the last one is the catch)"),
            k if k.category == Category::Control => (n >= 1, "at least one child"),
            k if k.category == Category::Decorator => (n == 1, "exactly one child"),
            _ => (n == 0, "no children"),
        };
        if ok {
            return Ok(());
        }
        let at = children
            .get(1)
            .filter(|_| n > 1)
            .map_or(at, |c| pos_of(&d.doc, c.range().start));
        Err(Error::new(
            d.path,
            at,
            format!("`{id}` takes {want}, it has {n}"),
            if kind.category == Category::Decorator && n > 1 {
                String::from("wrap the children in a `<Sequence>` (or another control node)")
            } else {
                format!("give `{id}` {want}")
            },
        ))
    }

    /// The built-in port values of `kind`, in its port order (defaults
    /// filled in).
    fn ports(d: &Doc<'_>, kind: Kind, attrs: &Attrs<'_>, at: Pos) -> Result<Vec<String>, Error> {
        let ports = kind.ports();
        for &(name, value, at) in &attrs.ports {
            let Some(port) = ports.iter().find(|p| p.name == name) else {
                let valid: Vec<String> = ports.iter().map(|p| format!("`{}`", p.name)).collect();
                return Err(Error::new(
                    d.path,
                    at,
                    format!("`{}` has no port `{name}`", kind.btcpp),
                    if valid.is_empty() {
                        format!("remove `{name}`: `{}` has no ports", kind.btcpp)
                    } else {
                        format!("its ports are {}", valid.join(", "))
                    },
                ));
            };
            if key_of(value).is_some() {
                return Err(Error::new(
                    d.path,
                    at,
                    format!(
                        "`{name}=\"{value}\"`: the ports of built-in nodes take literals in bt"
                    ),
                    "write the value itself; they are fixed when the tree is built",
                ));
            }
            let ok = match port.ty {
                PortType::Int => value.parse::<i32>().is_ok(),
                PortType::Millis => value.parse::<u64>().is_ok(),
                PortType::Bool => parse_bool(value).is_some(),
                PortType::Condition | PortType::Variable => true,
            };
            if !ok {
                let want = match port.ty {
                    PortType::Int => "a whole number (i32)",
                    PortType::Millis => "a number of milliseconds (u64)",
                    _ => "`true` or `false`",
                };
                return Err(Error::new(
                    d.path,
                    at,
                    format!(
                        "`{value}` is not {want} (port `{name}` of `{}`)",
                        kind.btcpp
                    ),
                    format!("write {want}"),
                ));
            }
        }
        ports
            .iter()
            .map(|port| {
                let given = attrs.ports.iter().find(|(n, _, _)| *n == port.name);
                match (given, port.default) {
                    (Some(&(_, value, _)), _) => Ok(match port.ty {
                        PortType::Bool => parse_bool(value).unwrap_or_default().to_string(),
                        _ => value.to_string(),
                    }),
                    (None, Some(default)) => Ok(default.to_string()),
                    (None, None) => Err(Error::new(
                        d.path,
                        at,
                        format!("`{}` needs the port `{}`", kind.btcpp, port.name),
                        format!("add `{}=\"..\"`", port.name),
                    )),
                }
            })
            .collect()
    }

    fn builtin(
        &self,
        d: &Doc<'_>,
        kind: Kind,
        attrs: &Attrs<'_>,
        children: Vec<Spec<C>>,
        at: Pos,
    ) -> Result<Spec<C>, Error> {
        let values = Self::ports(d, kind, attrs, at)?;
        let int = |i: usize| values[i].parse::<i32>().unwrap_or_default();
        let ms = |i: usize| values[i].parse::<u64>().unwrap_or_default();
        let flag = |i: usize| values[i] == "true";
        let mut children = children.into_iter();
        let mut one = || children.next();
        let timed = |d: &Doc<'_>| self.timed_or_err(d, at, kind);
        Ok(match kind {
            Kind::SEQUENCE => Spec::sequence(children),
            Kind::SEQUENCE_WITH_MEMORY => Spec::sequence_with_memory(children),
            Kind::REACTIVE_SEQUENCE => Spec::reactive_sequence(children),
            Kind::ASYNC_SEQUENCE => Spec::async_sequence(children),
            Kind::FALLBACK => Spec::fallback(children),
            Kind::REACTIVE_FALLBACK => Spec::reactive_fallback(children),
            Kind::ASYNC_FALLBACK => Spec::async_fallback(children),
            Kind::PARALLEL => Spec::parallel(int(0), int(1), children),
            Kind::PARALLEL_ALL => Spec::parallel_all(int(0), children),
            Kind::IF_THEN_ELSE | Kind::WHILE_DO_ELSE => {
                let (Some(c), Some(t)) = (one(), one()) else {
                    unreachable!("the arity was checked")
                };
                let e = one();
                if kind == Kind::IF_THEN_ELSE {
                    Spec::if_then_else(c, t, e)
                } else {
                    Spec::while_do_else(c, t, e)
                }
            }
            Kind::TRY_CATCH => Spec::try_catch(flag(0), children),
            Kind::SUCCESS => Spec::success(),
            Kind::FAILURE => Spec::failure(),
            Kind::RUNNING => Spec::running(),
            Kind::SLEEP => (timed(d)?.sleep)(ms(0)),
            _ => {
                let Some(child) = one() else {
                    unreachable!("the arity was checked")
                };
                match kind {
                    Kind::INVERTER => Spec::inverter(child),
                    Kind::FORCE_SUCCESS => Spec::force_success(child),
                    Kind::FORCE_FAILURE => Spec::force_failure(child),
                    Kind::KEEP_RUNNING_UNTIL_FAILURE => Spec::keep_running_until_failure(child),
                    Kind::REPEAT_UNTIL_FAILURE => Spec::repeat_until_failure(child),
                    Kind::REPEAT => Spec::repeat(int(0), child),
                    Kind::RETRY => Spec::retry(int(0), child),
                    Kind::RUN_ONCE => Spec::run_once(flag(0), child),
                    Kind::TIMEOUT => (timed(d)?.timeout)(ms(0), child),
                    Kind::DELAY => (timed(d)?.delay)(ms(0), child),
                    other => unreachable!("`{}` is not resolved from XML", other.btcpp),
                }
            }
        })
    }

    fn timed_or_err(&self, d: &Doc<'_>, at: Pos, kind: Kind) -> Result<&'f super::Timed<C>, Error> {
        self.factory.timed.as_ref().ok_or_else(|| {
            Error::new(
                d.path,
                at,
                format!("`{}` needs a clock", kind.btcpp),
                "implement `bt::Clock` for the context and make the factory with `Factory::new().with_clock()`",
            )
        })
    }

    #[allow(clippy::too_many_lines)] // the checks of each port, in order
    fn switch(
        &self,
        d: &Doc<'_>,
        (id, at): (&str, Pos),
        n: usize,
        attrs: &Attrs<'_>,
        children: Vec<Spec<C>>,
        scope: &Rc<Scope>,
    ) -> Result<Spec<C>, Error> {
        if children.len() != n + 1 {
            return Err(Error::new(
                d.path,
                at,
                format!(
                    "`{id}` takes {} children (one per case and the default, last), it has {}",
                    n + 1,
                    children.len()
                ),
                format!("give it {} children", n + 1),
            ));
        }
        let mut variable = None;
        let mut cases: Vec<Option<String>> = alloc::vec![None; n];
        for &(name, value, vat) in &attrs.ports {
            if name == "variable" {
                variable = Some((value, vat));
            } else if let Some(i) = SWITCH_CASES[..n].iter().position(|c| *c == name) {
                if key_of(value).is_some() {
                    return Err(Error::new(
                        d.path,
                        vat,
                        format!("`{name}=\"{value}\"`: case values are literals in bt"),
                        "write the value itself",
                    ));
                }
                cases[i] = Some(value.to_string());
            } else {
                return Err(Error::new(
                    d.path,
                    vat,
                    format!("`{id}` has no port `{name}`"),
                    format!("its ports are `variable` and `case_1` to `case_{n}`"),
                ));
            }
        }
        let Some((variable, vat)) = variable else {
            return Err(Error::new(
                d.path,
                at,
                format!("`{id}` needs the port `variable`"),
                "add `variable=\"{key}\"`, a context entry",
            ));
        };
        let cases: Vec<String> = cases
            .into_iter()
            .enumerate()
            .map(|(i, case)| {
                case.ok_or_else(|| {
                    Error::new(
                        d.path,
                        at,
                        format!("`{id}` needs the port `{}`", SWITCH_CASES[i]),
                        format!("add `{}=\"..\"`", SWITCH_CASES[i]),
                    )
                })
            })
            .collect::<Result<_, _>>()?;
        let Some(key) = key_of(variable) else {
            return Err(Error::new(
                d.path,
                vat,
                format!("`variable=\"{variable}\"` is not a `{{key}}`"),
                "write `variable=\"{key}\"`, naming a context entry",
            ));
        };
        let text: Rc<dyn Fn(&C) -> String> = match scope.resolve(key) {
            None => {
                return Err(Error::new(
                    d.path,
                    vat,
                    scope.invisible(key),
                    Scope::invisible_help(key),
                ));
            }
            Some(Binding::Literal(value)) => Rc::new(move |_| value.clone()),
            Some(Binding::Entry(root)) => match self.factory.entries.get(&root) {
                Some(entry) => Rc::clone(&entry.text),
                None => {
                    return Err(Error::new(
                        d.path,
                        vat,
                        format!("no context entry `{root}` is registered"),
                        format!("register it with `Factory::entry(\"{root}\", |ctx| ..)`"),
                    ));
                }
            },
        };
        let mut spec = Spec::new(Kind::SWITCH, children, {
            let cases = cases.clone();
            move |ch: Vec<BoxNode<C>>| -> BoxNode<C> {
                // The cases compare as text; the node switches on the index
                // of the first equal case (`n` for none: the default).
                let value = move |c: &mut C| {
                    let now = text(c);
                    cases
                        .iter()
                        .position(|case| *case == now)
                        .unwrap_or(cases.len())
                };
                Box::new(Switch::new(value, CASE_INDICES, ch))
            }
        })
        .port("variable", key);
        for (i, case) in cases.iter().enumerate() {
            spec = spec.port(SWITCH_CASES[i], case);
        }
        Ok(spec)
    }

    fn leaf(
        &self,
        d: &Doc<'_>,
        id: &str,
        at: Pos,
        leaf: &Leaf<C>,
        attrs: &Attrs<'_>,
        scope: &Rc<Scope>,
    ) -> Result<Spec<C>, Error> {
        let mut given = Vec::new();
        for &(name, value, vat) in &attrs.ports {
            let Some(port) = leaf.ports.iter().copied().find(|p| *p == name) else {
                let valid: Vec<String> = leaf.ports.iter().map(|p| format!("`{p}`")).collect();
                return Err(Error::new(
                    d.path,
                    vat,
                    format!("`{id}` has no port `{name}`"),
                    if valid.is_empty() {
                        format!(
                            "remove `{name}`, or register `{id}` with `Factory::node_with` and the port"
                        )
                    } else {
                        format!("its ports are {}", valid.join(", "))
                    },
                ));
            };
            given.push(Given {
                port,
                value,
                at: vat,
            });
        }
        given.sort_by_key(|g| leaf.ports.iter().position(|p| *p == g.port));
        let args = Args {
            id,
            name: attrs.name.unwrap_or(id),
            given,
            scope,
            entries: &self.factory.entries,
            file: d.path,
            at,
        };
        let node = (leaf.make)(&args)?;
        let kind = match leaf.category {
            Category::Condition => Kind::CONDITION,
            _ => Kind::ACTION,
        };
        let mut spec = Spec::leaf_of_kind(kind, id, node);
        for g in &args.given {
            spec = spec.port(g.port, g.value);
        }
        Ok(spec)
    }

    fn subtree(
        &mut self,
        doc: usize,
        node: XNode<'_, 's>,
        attrs: &Attrs<'_>,
        children: &[XNode<'_, 's>],
        scope: &Rc<Scope>,
        depth: usize,
    ) -> Result<Spec<C>, Error> {
        let d = &self.docs[doc];
        let at = pos_of(&d.doc, node.range().start);
        let Some((id, id_at)) = attrs.id else {
            return Err(Error::new(
                d.path,
                at,
                "`<SubTree>` without `ID`",
                "write `<SubTree ID=\"TreeName\"/>`",
            ));
        };
        if let Some(child) = children.first() {
            return Err(Error::new(
                d.path,
                pos_of(&d.doc, child.range().start),
                "`<SubTree>` has children",
                "a `<SubTree>` takes no children: its nodes are in its `<BehaviorTree>`",
            ));
        }
        let autoremap = match attrs.autoremap {
            None => false,
            Some((value, vat)) => parse_bool(value).ok_or_else(|| {
                Error::new(
                    d.path,
                    vat,
                    format!("`_autoremap=\"{value}\"` is not `true` or `false`"),
                    "write `_autoremap=\"true\"` or `_autoremap=\"false\"`",
                )
            })?,
        };
        if !self.trees.contains_key(id) {
            return Err(Error::new(
                d.path,
                id_at,
                format!("no `<BehaviorTree ID=\"{id}\">`"),
                format!("use one of: {}", list(self.trees.keys())),
            ));
        }
        if self.stack.iter().any(|t| t == id) {
            return Err(Error::new(
                d.path,
                id_at,
                format!("the subtree `{id}` contains itself"),
                "break the cycle of `<SubTree>`s",
            ));
        }
        let mut remap = BTreeMap::new();
        for &(name, value, vat) in &attrs.ports {
            let binding = match key_of(value) {
                None => Binding::Literal(value.to_string()),
                Some(key) => scope.resolve(key).ok_or_else(|| {
                    Error::new(
                        d.path,
                        vat,
                        scope.invisible(key),
                        Scope::invisible_help(key),
                    )
                })?,
            };
            remap.insert(name.to_string(), binding);
        }
        let inner = Rc::new(Scope {
            tree: Some(id.to_string()),
            remap,
            autoremap: autoremap.then(|| Rc::clone(scope)),
        });
        self.tree(id, &inner, depth)
    }

    /// The pre- and post-conditions of an element around its node.
    fn conditions(
        &mut self,
        d: &Doc<'_>,
        mut spec: Spec<C>,
        attrs: &Attrs<'_>,
        scope: &Rc<Scope>,
        at: Pos,
    ) -> Result<Spec<C>, Error> {
        let [on_success, on_failure, always, on_halted] = attrs
            .post
            .map(|script| script.map(|s| self.post_script(d, s)));
        let on_success = on_success.transpose()?;
        let on_failure = on_failure.transpose()?;
        let always = always.transpose()?;
        let on_halted = on_halted.transpose()?;
        for (i, name) in POSTCONDITIONS.iter().enumerate() {
            if let Some((script, _)) = attrs.post[i] {
                spec = spec.port(name, script.trim());
            }
        }
        if let Some(script) = on_halted {
            spec = spec.wrap(move |node| {
                Box::new(OnHalted {
                    node,
                    running: false,
                    script,
                })
            });
        }
        for (i, (attr, kind)) in PRECONDITIONS.iter().enumerate().rev() {
            let Some((script, offset)) = attrs.pre[i] else {
                continue;
            };
            for (label, cond) in self
                .pre_script(d, (attr, script, offset), *kind, scope)?
                .into_iter()
                .rev()
            {
                self.count(d, at)?;
                let f = move |c: &mut C| cond(c);
                spec = match *kind {
                    Kind::FAILURE_IF => Spec::failure_if(label, f, spec),
                    Kind::SUCCESS_IF => Spec::success_if(label, f, spec),
                    Kind::SKIP_IF => Spec::skip_if(label, f, spec),
                    _ => Spec::while_(label, f, spec),
                };
            }
        }
        if on_success.is_some() || on_failure.is_some() || always.is_some() {
            spec = spec.wrap(move |node| {
                Box::new(OnDone {
                    node,
                    on_success,
                    on_failure,
                    always,
                })
            });
        }
        Ok(spec)
    }

    /// A precondition script: the conditions to nest, outermost first,
    /// each with its label.
    fn pre_script(
        &self,
        d: &Doc<'_>,
        (attr, script, offset): (&str, &str, usize),
        kind: Kind,
        scope: &Rc<Scope>,
    ) -> Result<Vec<(String, Cond<C>)>, Error> {
        let expr = script::parse(script).map_err(|(at, message)| {
            Error::new(
                d.path,
                pos_of(&d.doc, raw_offset(&d.doc, offset, at)),
                format!("in `{attr}=\"{script}\"`: {message}"),
                "name a condition registered with `Factory::condition` (or a `bool` entry), combined with `!`, `&&`, `||` and parentheses",
            )
        })?;
        let name = |n: &str, at: usize| {
            self.condition(d, (attr, n, raw_offset(&d.doc, offset, at)), scope)
        };
        if let Some(names) = script::chain(&expr, kind != Kind::WHILE) {
            return names
                .into_iter()
                .map(|(n, at)| Ok((n.to_string(), name(n, at)?)))
                .collect();
        }
        let f = Self::compile(&expr, &name)?;
        Ok(alloc::vec![(script.trim().to_string(), f)])
    }

    fn compile(expr: &Expr, name: &NameCond<'_, C>) -> Result<Cond<C>, Error> {
        Ok(match expr {
            Expr::Name(n, at) => name(n, *at)?,
            &Expr::Const(b) => Rc::new(move |_| b),
            Expr::Not(e) => {
                let e = Self::compile(e, name)?;
                Rc::new(move |c| !e(c))
            }
            Expr::And(a, b) => {
                let (a, b) = (Self::compile(a, name)?, Self::compile(b, name)?);
                Rc::new(move |c| a(c) && b(c))
            }
            Expr::Or(a, b) => {
                let (a, b) = (Self::compile(a, name)?, Self::compile(b, name)?);
                Rc::new(move |c| a(c) || b(c))
            }
        })
    }

    /// A name in a precondition: a registered condition, or a `bool` entry.
    fn condition(
        &self,
        d: &Doc<'_>,
        (attr, name, offset): (&str, &str, usize),
        scope: &Rc<Scope>,
    ) -> Result<Cond<C>, Error> {
        if let Some(f) = self
            .factory
            .leaves
            .get(name)
            .and_then(|l| l.condition.clone())
        {
            return Ok(f);
        }
        let at = pos_of(&d.doc, offset);
        let entry = match scope.resolve(name) {
            Some(Binding::Entry(root)) => self.factory.entries.get(&root).map(|e| (root, e)),
            Some(Binding::Literal(text)) => {
                return match parse_bool(&text) {
                    Some(b) => Ok(Rc::new(move |_| b)),
                    None => Err(Error::new(
                        d.path,
                        at,
                        format!("`{name}` in `{attr}` is remapped to `{text}`, not a `bool`"),
                        "remap it to `true`, `false` or a `bool` entry",
                    )),
                };
            }
            None => None,
        };
        if let Some((root, e)) = entry {
            return match e.getter.downcast_ref::<Rc<dyn Fn(&C) -> bool>>() {
                Some(get) => {
                    let get = Rc::clone(get);
                    Ok(Rc::new(move |c: &mut C| get(c)))
                }
                None => Err(Error::new(
                    d.path,
                    at,
                    format!(
                        "`{name}` in `{attr}` is the entry `{root}`, a `{}`, not a `bool`",
                        e.type_name
                    ),
                    "name a condition or a `bool` entry",
                )),
            };
        }
        let help = if self.factory.leaves.contains_key(name) {
            format!(
                "`{name}` is a leaf with ports or an action; scripts name conditions registered with `Factory::condition`"
            )
        } else {
            format!(
                "register it with `Factory::condition(\"{name}\", |ctx| ..)` or `Factory::entry(\"{name}\", |ctx| -> bool ..)`"
            )
        };
        Err(Error::new(
            d.path,
            at,
            format!("`{name}` in `{attr}` is neither a registered condition nor a `bool` entry"),
            help,
        ))
    }

    fn post_script(
        &self,
        d: &Doc<'_>,
        (script, offset): (&str, usize),
    ) -> Result<Script<C>, Error> {
        let names = script::names(script).map_err(|(at, message)| {
            Error::new(
                d.path,
                pos_of(&d.doc, raw_offset(&d.doc, offset, at)),
                message,
                "register the code as a script with `Factory::script(\"name\", |ctx| ..)` and name it here",
            )
        })?;
        let mut scripts = Vec::new();
        for (name, at) in names {
            match self.factory.scripts.get(name) {
                Some(f) => scripts.push(Rc::clone(f)),
                None => {
                    return Err(Error::new(
                        d.path,
                        pos_of(&d.doc, raw_offset(&d.doc, offset, at)),
                        format!("no script `{name}` is registered"),
                        format!("register it with `Factory::script(\"{name}\", |ctx| ..)`"),
                    ));
                }
            }
        }
        Ok(Rc::new(move |c: &mut C| {
            for f in &scripts {
                f(c);
            }
        }))
    }
}

/// Resolves a name of a precondition script (with its offset).
type NameCond<'a, C> = dyn Fn(&str, usize) -> Result<Cond<C>, Error> + 'a;

/// The index cases of a loaded switch (see [`Builder::switch`]).
const CASE_INDICES: [usize; SWITCH_CASES.len()] = {
    let mut cases = [0; SWITCH_CASES.len()];
    let mut i = 0;
    while i < cases.len() {
        cases[i] = i;
        i += 1;
    }
    cases
};

/// The offset in the document of byte `at` of the (decoded) attribute
/// value that starts at `start`: entities such as `&amp;` are one
/// character of the value but several of the text.
fn raw_offset(doc: &Document<'_>, start: usize, at: usize) -> usize {
    let raw = doc.input_text().get(start..).unwrap_or_default();
    let (mut i, mut decoded) = (0, 0);
    while decoded < at && i < raw.len() {
        let rest = &raw[i..];
        let entity = rest
            .strip_prefix('&')
            .and_then(|r| r.find(';').map(|end| &r[..end]));
        if let Some(name) = entity {
            let c = match name {
                "amp" => Some('&'),
                "lt" => Some('<'),
                "gt" => Some('>'),
                "quot" => Some('"'),
                "apos" => Some('\''),
                n => n
                    .strip_prefix("#x")
                    .and_then(|h| u32::from_str_radix(h, 16).ok())
                    .or_else(|| n.strip_prefix('#').and_then(|d| d.parse().ok()))
                    .and_then(char::from_u32),
            };
            decoded += c.map_or(1, char::len_utf8);
            i += name.len() + 2;
        } else {
            let c = rest.chars().next().map_or(1, char::len_utf8);
            decoded += c;
            i += c;
        }
    }
    start + i
}

/// BT.CPP's spellings of a `bool`.
fn parse_bool(text: &str) -> Option<bool> {
    match text {
        "true" | "True" | "TRUE" | "1" => Some(true),
        "false" | "False" | "FALSE" | "0" => Some(false),
        _ => None,
    }
}

/// Runs `_onHalted` when the node is halted while running.
struct OnHalted<C: 'static> {
    node: BoxNode<C>,
    running: bool,
    script: Script<C>,
}

impl<C: 'static> OnHalted<C> {
    fn halted(&mut self, ctx: &mut C) {
        if core::mem::take(&mut self.running) {
            (self.script)(ctx);
        }
    }
}

impl<C: 'static> Node<C> for OnHalted<C> {
    fn tick(&mut self, ctx: &mut C) -> Status {
        let status = self.node.tick(ctx);
        self.running = status == Status::Running;
        status
    }

    fn halt(&mut self, ctx: &mut C) {
        self.node.halt(ctx);
        self.halted(ctx);
    }

    fn tick_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) -> Status {
        let status = self.node.tick_observed(ctx, observer);
        self.running = status == Status::Running;
        status
    }

    fn halt_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) {
        self.node.halt_observed(ctx, observer);
        self.halted(ctx);
    }
}

/// Runs `_onSuccess`, `_onFailure` and `_post` after a tick that finished.
struct OnDone<C: 'static> {
    node: BoxNode<C>,
    on_success: Option<Script<C>>,
    on_failure: Option<Script<C>>,
    always: Option<Script<C>>,
}

impl<C: 'static> OnDone<C> {
    fn done(&self, status: Status, ctx: &mut C) -> Status {
        let script = match status {
            Status::Success => &self.on_success,
            Status::Failure => &self.on_failure,
            _ => return status,
        };
        for f in [script, &self.always].into_iter().flatten() {
            f(ctx);
        }
        status
    }
}

impl<C: 'static> Node<C> for OnDone<C> {
    fn tick(&mut self, ctx: &mut C) -> Status {
        let status = self.node.tick(ctx);
        self.done(status, ctx)
    }

    fn halt(&mut self, ctx: &mut C) {
        self.node.halt(ctx);
    }

    fn tick_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) -> Status {
        let status = self.node.tick_observed(ctx, observer);
        self.done(status, ctx)
    }

    fn halt_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) {
        self.node.halt_observed(ctx, observer);
    }
}
