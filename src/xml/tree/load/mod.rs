//! The loader: reads the documents (the file and its includes), checks the
//! `<root>`s and builds the tree to execute through `dynamic::Spec`.

use super::Shared;
use alloc::boxed::Box;
use alloc::collections::{BTreeMap, BTreeSet};
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use std::path::{Path, PathBuf};

use roxmltree::{Document, Node as XNode, ParsingOptions};

use super::script;
use super::{Args, Cond, Error, Factory, Make, NodeType, Script, XmlTree, a_type, article, place};
use super::{BoxNode, Spec};
use crate::control::Switch;
use crate::dynamic::MAX_NODES;
use crate::observe::Observer;
use crate::table::{
    Category, Kind, LineIndex, PortType, SWITCH_CASES, TolerantXml, closest,
    misspelt_special_attribute, offset_of, tolerant_xml,
};
use crate::table::{
    POSTCONDITION_ATTRIBUTES as POSTCONDITIONS, PRECONDITION_ATTRIBUTES as PRECONDITIONS,
    TWO_ASYNC_SEQUENCES,
};
use crate::{Node, Status};

pub(crate) mod code;
mod conditions;
mod document;
mod leaves;
mod loops;
mod nodes;
mod substitute;
mod unknown;
mod updated;
mod variables;

pub(crate) use variables::VarType;

pub(crate) use updated::Stamp;

use document::{ModelPort, check_root, collect, no_text, subtree_models};

/// The deepest nesting of elements (subtrees and preconditions included)
/// that is built. Loading recurses once per level (about 10 KiB of stack
/// each in a debug build: 192 levels overflowed a 2 MiB thread, a test's),
/// and so do ticking, halting and dropping the built tree.
const MAX_DEPTH: usize = 128;

/// One XML text: the file given, or an included one.
#[derive(Clone)]
pub(super) struct Source {
    path: Option<PathBuf>,
    text: String,
    /// The text made well-formed, when it holds what only BT.CPP's parser
    /// lets through (a bare `&` or `<` in an attribute value, a late XML
    /// declaration): parsed in its place, positions mapped back.
    tolerant: Option<TolerantXml>,
    /// Where the lines of `text` start: every element and attribute is
    /// placed, so placing must not read the text from its start.
    lines: LineIndex,
}

impl Source {
    fn new(path: Option<PathBuf>, text: String) -> Self {
        let tolerant = tolerant_xml(&text);
        let lines = LineIndex::new(&text);
        Self {
            path,
            text,
            tolerant,
            lines,
        }
    }

    /// Parses the text.
    fn doc(&self) -> Result<Doc<'_>, Error> {
        let parsed = self
            .tolerant
            .as_ref()
            .map_or(&*self.text, TolerantXml::text);
        let options = ParsingOptions {
            allow_dtd: false,
            ..ParsingOptions::default()
        };
        let path = self.path.as_deref();
        let doc = Document::parse_with_options(parsed, options).map_err(|e| {
            let p = e.pos();
            let help = if matches!(e, roxmltree::Error::MalformedEntityReference(_)) {
                "write a `&` that does not start a reference as `&amp;`"
            } else {
                "fix the XML syntax at this position (Groot2 writes well-formed files)"
            };
            let at = self.at(offset_of(parsed, p.row, p.col));
            Error::new(path, at, format!("malformed XML: {e}"), help)
        })?;
        Ok(Doc {
            path,
            doc,
            source: self,
        })
    }

    /// The line and column in the file of byte `offset` of the text parsed.
    fn at(&self, offset: usize) -> Pos {
        let offset = self
            .tolerant
            .as_ref()
            .map_or(offset, |t| t.original_offset(offset));
        self.lines.line_column(&self.text, offset)
    }
}

type Pos = (u32, u32);

/// A parsed document and where it came from.
#[allow(clippy::struct_field_names)] // `d.doc`: the document itself
struct Doc<'s> {
    path: Option<&'s Path>,
    doc: Document<'s>,
    source: &'s Source,
}

impl Doc<'_> {
    /// The line and column in the file of byte `offset` of the document.
    fn at(&self, offset: usize) -> Pos {
        self.source.at(offset)
    }
}

/// The documents of one registration ([`Factory::register_str`],
/// [`Factory::register_file`]): the text and its includes, read and
/// checked when it was registered, and the IDs of its trees.
#[derive(Clone)]
pub(crate) struct Registered {
    sources: Vec<Source>,
    pub(crate) trees: Vec<String>,
    /// The number of its first tree without an ID (`BehaviorTree_<n>`):
    /// BT.CPP counts them over everything its factory reads.
    first_unnamed: usize,
    /// The number after its last one.
    pub(crate) next_unnamed: usize,
}

impl Registered {
    /// The path of the registered file, `None` for text.
    pub(crate) fn path(&self) -> Option<&Path> {
        self.sources.first().and_then(|s| s.path.as_deref())
    }
}

/// Reads and checks the document `text` (from `path`, if given) and its
/// includes, for the factory to keep.
pub(super) fn register(
    path: Option<PathBuf>,
    text: String,
    first_unnamed: usize,
) -> Result<Registered, Error> {
    let mut sources = Vec::new();
    collect(path, text, &mut sources, &mut Vec::new())?;
    let mut trees: Vec<String> = Vec::new();
    let mut unnamed = first_unnamed;
    let mut models = BTreeMap::new();
    for (i, source) in sources.iter().enumerate() {
        let d = source.doc()?;
        for (id, _, at) in check_root(&d, false, &mut unnamed)?.trees {
            if trees.contains(&id) {
                return Err(second_tree(&d, at, &id));
            }
            trees.push(id);
        }
        subtree_models(&d, i, &mut models)?;
    }
    Ok(Registered {
        sources,
        trees,
        first_unnamed,
        next_unnamed: unnamed,
    })
}

fn second_tree(d: &Doc<'_>, at: Pos, id: &str) -> Error {
    Error::new(
        d.path,
        at,
        format!("a second `<BehaviorTree ID=\"{id}\">`"),
        "give each tree its own ID",
    )
}

/// Loads the tree `tree`, else the tree to execute, from the document
/// `main` (its path, if read from a file, and its text), seeing the trees
/// registered in the factory too; without `main`, the registered tree
/// `tree`.
pub(super) fn load<C: 'static>(
    factory: &Factory<C>,
    main: Option<(Option<PathBuf>, String)>,
    tree: Option<&str>,
) -> Result<XmlTree<C>, Error> {
    let mut own = Vec::new();
    if let Some((path, text)) = main {
        collect(path, text, &mut own, &mut Vec::new())?;
    }
    Ok(Prepared::new(factory, &own, tree)?.spec()?.build())
}

/// The documents of a load parsed and checked, and its tree chosen: what
/// [`spec`](Self::spec) builds the tree's description from, as often as
/// asked ([`Factory::prototype`] builds each tree so, parsing once).
pub(super) struct Prepared<'s, C: 'static> {
    factory: &'s Factory<C>,
    docs: Vec<Doc<'s>>,
    trees: BTreeMap<String, (usize, roxmltree::NodeId)>,
    models: BTreeMap<String, Vec<ModelPort>>,
    main: String,
}

impl<'s, C: 'static> Prepared<'s, C> {
    /// Parses and checks the factory's registered documents and `own`
    /// (the call's document and its includes), and chooses the tree:
    /// `tree`, else the one to execute (see [`load`]).
    pub(super) fn new(
        factory: &'s Factory<C>,
        own: &'s [Source],
        tree: Option<&str>,
    ) -> Result<Self, Error> {
        // Each registration is a group, and the call's documents the last one:
        // a tree ID given again in a later group replaces the earlier tree, as
        // in BT.CPP's parser; twice in one group it is an error.
        // Each document with its group and the number of the group's first
        // tree without an ID.
        let mut sources: Vec<(usize, usize, &Source)> = Vec::new();
        for (group, registered) in factory.registered.iter().enumerate() {
            let first = registered.first_unnamed;
            sources.extend(registered.sources.iter().map(|s| (group, first, s)));
        }
        let own_group = factory.registered.len();
        let first_own = sources.len();
        sources.extend(own.iter().map(|s| (own_group, factory.unnamed, s)));
        let mut docs = Vec::with_capacity(sources.len());
        for (_, _, source) in &sources {
            docs.push(source.doc()?);
        }
        let mut trees: BTreeMap<String, (usize, roxmltree::NodeId)> = BTreeMap::new();
        let mut own_trees = Vec::new();
        // The trees of the call's document itself (not of its includes).
        let mut main_doc_trees = 0;
        let mut main = None;
        let mut unnamed = 0;
        for (i, d) in docs.iter().enumerate() {
            let (group, first_unnamed, _) = sources[i];
            if i == 0 || sources[i - 1].0 != group {
                unnamed = first_unnamed;
            }
            let found = check_root(d, i == first_own, &mut unnamed)?;
            if i == first_own {
                main = found.main;
            }
            for (id, node, at) in found.trees {
                if Kind::from_btcpp_tag(&id).is_some() || factory.node_types.contains_key(&id) {
                    return Err(Error::new(
                        d.path,
                        at,
                        format!("the tree ID `{id}` is the ID of a node"),
                        "rename the tree (and the `<SubTree ID>`s that name it): BehaviorTree.CPP \
                     refuses a tree named as a registered node",
                    ));
                }
                if let Some((before, _)) = trees.insert(id.clone(), (i, node))
                    && sources[before].0 == group
                {
                    return Err(second_tree(d, at, &id));
                }
                if i >= first_own {
                    own_trees.push(id);
                }
                if i == first_own {
                    main_doc_trees += 1;
                }
            }
        }
        let mut models = BTreeMap::new();
        for (i, d) in docs.iter().enumerate() {
            subtree_models(d, i, &mut models)?;
        }
        // Errors about the choice of tree are at the call's document's
        // `<root>`; without one (a registered tree by its ID), nowhere.
        let (first, root_at) = match docs.get(first_own) {
            Some(d) => (d.path, d.at(d.doc.root_element().range().start)),
            None => (None, (0, 0)),
        };
        let main = choose(
            (first, root_at),
            main,
            tree,
            (&trees, &own_trees, main_doc_trees),
            first_own == docs.len(),
        )?;
        Ok(Self {
            factory,
            docs,
            trees,
            models,
            main,
        })
    }

    /// The description of the chosen tree, its nodes made anew.
    pub(super) fn spec(&self) -> Result<Spec<C>, Error> {
        let mut builder = Builder {
            factory: self.factory,
            docs: &self.docs,
            trees: &self.trees,
            models: &self.models,
            nodes: 0,
            stack: Vec::new(),
            named: Vec::new(),
            locals: core::cell::RefCell::new(BTreeMap::new()),
            uid: 0,
            paths: Vec::new(),
            enums: alloc::borrow::Cow::Borrowed(&self.factory.enums),
        };
        let mut locals = BTreeMap::new();
        builder.add_locals(None, &mut locals);
        // (Named as the file names it: the exports, `.btlog` files and
        // Groot2 show the tree under its own ID.)
        builder
            .tree(&self.main, &Shared::new(Scope::root(locals)), 0)
            .map(|spec| spec.tree_id(self.main.as_str()))
    }
}

/// The tree to build: `tree` if given, else the `main_tree_to_execute` of
/// the call's document (`main`), else the only tree of that document
/// itself (of its `main_doc_trees`, the first of `own_trees`: its
/// includes' trees do not count, as in BT.CPP 4.9+), else the only tree
/// of the document and its includes; `first` is where errors about the
/// choice go (the call's `<root>`, or nowhere when only registered trees
/// are read).
fn choose(
    (first, root_at): (Option<&Path>, Pos),
    mut main: Option<(String, Pos)>,
    tree: Option<&str>,
    (trees, own_trees, main_doc_trees): (
        &BTreeMap<String, (usize, roxmltree::NodeId)>,
        &[String],
        usize,
    ),
    registered_only: bool,
) -> Result<String, Error> {
    if let Some(id) = tree {
        main = Some((String::from(id), root_at));
    }
    Ok(match main {
        // The ID is the caller's, not written in the document: the error
        // is at no place in it.
        Some((id, _)) if tree.is_some() && !trees.contains_key(&id) => {
            let (message, help) = if registered_only {
                (
                    format!("no tree `{id}` is registered"),
                    format!(
                        "register the file that has it with `Factory::register_file`, or build \
                         one of: {}",
                        list(trees.keys())
                    ),
                )
            } else {
                (
                    format!("no `<BehaviorTree ID=\"{id}\">` to load"),
                    format!("load one of: {}", list(trees.keys())),
                )
            };
            let help = meant_tree(&id, trees.keys(), help);
            return Err(Error::new(first, (0, 0), message, help));
        }
        Some((id, at)) => {
            if !trees.contains_key(&id) {
                return Err(Error::new(
                    first,
                    at,
                    format!("`main_tree_to_execute` names `{id}`, which no `<BehaviorTree>` has"),
                    meant_tree(
                        &id,
                        trees.keys(),
                        format!("use one of: {}", list(trees.keys())),
                    ),
                ));
            }
            id
        }
        None if main_doc_trees == 1 => own_trees[0].clone(),
        None => match own_trees {
            [only] => only.clone(),
            [] => {
                return Err(Error::new(
                    first,
                    root_at,
                    "no `<BehaviorTree>`",
                    "add `<BehaviorTree ID=\"MainTree\">` with the tree's root node",
                ));
            }
            _ => {
                return Err(Error::new(
                    first,
                    root_at,
                    "several trees and no `main_tree_to_execute`",
                    format!(
                        "add `main_tree_to_execute=\"..\"` to `<root>`, or name the tree to load \
                         (`Factory::load_file_tree`, `load_str_tree`), one of: {}",
                        list(own_trees.iter())
                    ),
                ));
            }
        },
    })
}

fn list<'a>(items: impl Iterator<Item = &'a String>) -> String {
    let items: Vec<String> = items.map(|s| format!("`{s}`")).collect();
    items.join(", ")
}

/// `help` after "did you mean `X`?" for the tree ID closest to `id`, which
/// no tree has, if one is close.
fn meant_tree<'a>(id: &str, trees: impl Iterator<Item = &'a String>, help: String) -> String {
    match closest(id, trees.map(String::as_str)) {
        Some(meant) => format!("did you mean `{meant}`? ({help})"),
        None => help,
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
    autoremap: Option<Shared<Scope>>,
    /// The main tree's local entries, which `{@key}` reads from anywhere.
    root_locals: Shared<BTreeMap<String, Binding>>,
    /// The keys of the tree's own local entries (in `remap`).
    own: BTreeSet<String>,
    /// The scope of the `<SubTree>` element, for [`remapped`](Self::remapped).
    caller: Option<Shared<Scope>>,
    /// The keys its `<SubTree>` element remaps to a `{key}`.
    remapped_at: RemappedAt,
    /// The tree variables its scripts create (`key := value`) that no
    /// entry or remapping names (see [`Builder::declare_variables`]).
    vars: super::Lock<BTreeMap<String, Binding>>,
    /// Where its `<SubTree>` element is (`file:line:col`; empty for the
    /// main tree), for errors inside it.
    element: String,
}

/// The ports of a `<SubTree>` element: the value remapped to each (a
/// `{key}` or a literal), and where it is written (`file:line:col`).
type RemappedAt = BTreeMap<String, (String, String)>;

impl Scope {
    /// The main tree's scope, with its local entries.
    fn root(locals: BTreeMap<String, Binding>) -> Self {
        let locals = Shared::new(locals);
        Self {
            tree: None,
            remap: (*locals).clone(),
            autoremap: None,
            own: locals.keys().cloned().collect(),
            root_locals: locals,
            caller: None,
            remapped_at: BTreeMap::new(),
            vars: super::Lock::new(BTreeMap::new()),
            element: String::new(),
        }
    }

    /// A subtree's scope: the tree `tree` of the `<SubTree>` element at
    /// `element` (`file:line:col`).
    pub(crate) fn subtree(
        (tree, element): (&str, String),
        (remap, remapped_at): (BTreeMap<String, Binding>, RemappedAt),
        own: BTreeSet<String>,
        caller: &Shared<Self>,
        autoremap: bool,
    ) -> Self {
        Self {
            tree: Some(tree.to_string()),
            remap,
            autoremap: autoremap.then(|| Shared::clone(caller)),
            root_locals: Shared::clone(&caller.root_locals),
            own,
            caller: Some(Shared::clone(caller)),
            remapped_at,
            vars: super::Lock::new(BTreeMap::new()),
            element,
        }
    }

    /// Where `key` was remapped on the `<SubTree>` elements that lead
    /// here, after an error about the entry it stands for (the error is
    /// where the entry is used, the mistake may be in a remap): `` (`target`
    /// is remapped to `{mode}` at main.xml:3:28)``, or nothing for a key
    /// no `<SubTree>` remaps.
    pub(crate) fn remapped(&self, key: &str) -> String {
        let mut notes = Vec::new();
        let (mut scope, mut key) = (self, key);
        loop {
            if let Some((value, place)) = scope.remapped_at.get(key) {
                notes.push(format!("`{key}` is remapped to `{value}` at {place}"));
                match (key_of(key, value), &scope.caller) {
                    (Some(outer), Some(caller)) => (scope, key) = (caller, outer),
                    _ => break,
                }
            } else if let (false, Some(caller)) = (scope.binds(key), &scope.autoremap) {
                scope = caller;
            } else {
                break;
            }
        }
        if notes.is_empty() {
            String::new()
        } else {
            format!(" ({})", notes.join("; "))
        }
    }

    /// `true` if this scope binds `key` itself (a remap, a local entry or
    /// a tree variable), rather than through its caller.
    fn binds(&self, key: &str) -> bool {
        self.remap.contains_key(key) || self.vars.borrow().contains_key(key)
    }

    /// What `<UnsetBlackboard key="key">` unsets here: BT.CPP erases the
    /// key from the blackboard of the tree the node is in, so in the main
    /// tree any entry, in a subtree only its own local entries (a key
    /// remapped to the caller's is not in that blackboard). `None` for
    /// a key this tree sees but does not own.
    pub(crate) fn own(&self, key: &str) -> Option<Binding> {
        if self.tree.is_none() {
            self.resolve(key)
        } else if self.own.contains(key) {
            self.remap.get(key).cloned()
        } else {
            self.vars.borrow().get(key).cloned()
        }
    }

    pub(crate) fn resolve(&self, key: &str) -> Option<Binding> {
        // `{@key}`: the root blackboard's entry, seen from every subtree
        // (BT.CPP 4.3+); the context's entries are that root.
        if let Some(root) = key.strip_prefix('@').filter(|k| !k.is_empty()) {
            return Some(
                self.root_locals
                    .get(root)
                    .cloned()
                    .unwrap_or_else(|| Binding::Entry(root.to_string())),
            );
        }
        // (The main tree's remapping holds its local entries only.)
        if let Some(binding) = self.remap.get(key) {
            return Some(binding.clone());
        }
        let var = self.vars.borrow().get(key).cloned();
        if var.is_some() {
            return var;
        }
        if self.tree.is_none() {
            return Some(Binding::Entry(key.to_string()));
        }
        self.autoremap
            .as_ref()
            .and_then(|parent| parent.resolve(key))
    }

    /// A built-in node's argument as the node table shows it: as written,
    /// but for a `{key}` that a `<SubTree>` remapped to a value, shown as
    /// that value, which the node was built with (as `bt_xml!` builds it).
    /// Other nodes' ports, and scripts, are shown as written: the tree's
    /// `<SubTree>` nodes remap them, in the exports as in BT.CPP.
    pub(crate) fn shown(&self, port: &str, value: &str) -> String {
        match key_of(port, value).and_then(|key| self.resolve(key)) {
            Some(Binding::Literal(text)) => text,
            _ => value.to_string(),
        }
    }

    pub(crate) fn invisible(&self, key: &str) -> String {
        format!(
            "`{{{key}}}` is not visible in the subtree `{}` (of the `<SubTree>` at {})",
            self.tree.as_deref().unwrap_or_default(),
            self.element
        )
    }

    /// How to make `{key}` visible here; first, when the `<SubTree>`
    /// element remaps a port named nearly so (`gaol` for `goal`), that
    /// the mistake is probably there.
    pub(crate) fn invisible_help(&self, key: &str) -> String {
        let typo = crate::table::closest(key, self.remapped_at.keys().map(String::as_str))
            .filter(|port| *port != key)
            .map(|port| {
                let (_, place) = &self.remapped_at[port];
                format!("the `<SubTree>` remaps `{port}` at {place}: did you mean `{key}`? Else, ")
            })
            .unwrap_or_default();
        let remap = format!(
            "remap it on the `<SubTree>` element (`{key}=\"{{{key}}}\"`) or add `_autoremap=\"true\"` there; \
             if it is the subtree's own entry, register it with `Factory::local_entry(\"{key}\", initial)`"
        );
        typo + &remap
    }
}

/// `key` of a `{key}` value given to the port `port`; `{=}` is BT.CPP's
/// short form of `{port}`.
pub(crate) fn key_of<'a>(port: &'a str, value: &'a str) -> Option<&'a str> {
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

/// Whether `id` is one of BT.CPP's script, blackboard, loop or update
/// nodes, which the loader builds itself.
pub(super) fn is_script_node(id: &str) -> bool {
    code::ScriptNode::of(id).is_some()
}

/// A port given on a leaf element.
#[derive(Debug)]
pub(crate) struct Given<'a> {
    pub(crate) port: &'static str,
    pub(crate) value: &'a str,
    pub(crate) at: Pos,
}

/// The attributes of one node element, sorted out.
struct Attrs<'a> {
    name: Option<&'a str>,
    id: Option<(&'a str, Pos)>,
    autoremap: Option<(&'a str, Pos)>,
    pre: [Option<(&'a str, usize)>; 4],
    post: [Option<(&'a str, usize)>; 4],
    /// The other attributes: name, value, the positions of both, and the
    /// value's byte offset.
    ports: Vec<(&'a str, &'a str, Pos, Pos, usize)>,
}

/// What an element's ID is.
enum Target<'f, C: 'static> {
    Builtin(Kind),
    Switch(usize),
    User(&'f NodeType<C>),
    Script(code::ScriptNode),
}

struct Builder<'f, 'd, 's, C: 'static> {
    factory: &'f Factory<C>,
    docs: &'d [Doc<'s>],
    trees: &'d BTreeMap<String, (usize, roxmltree::NodeId)>,
    /// The subtrees' ports declared in `<TreeNodesModel>`s, by tree ID.
    models: &'d BTreeMap<String, Vec<ModelPort>>,
    nodes: usize,
    stack: Vec<String>,
    /// For each tree being built (as `stack`): the `name`s of the
    /// `<SubTree>`s in it so far.
    named: Vec<BTreeSet<String>>,
    /// The local entries of the trees and subtrees built so far, by the
    /// names given them ([`Factory::local_entry`]).
    locals: core::cell::RefCell<BTreeMap<String, Shared<super::Entry<C>>>>,
    /// The number BT.CPP gave the last node it made (for the paths the
    /// substitution rules match).
    uid: usize,
    /// The paths of the subtrees being built, innermost last (none for
    /// the main tree, whose path is empty).
    paths: Vec<String>,
    /// The scripting enums scripts read: the factory's, and while a test
    /// node's `return_status_script` is compiled, the status names too.
    enums: alloc::borrow::Cow<'f, BTreeMap<String, f64>>,
}

impl<'f, 's, C: 'static> Builder<'f, '_, 's, C> {
    /// The entries the tree sees: the factory's and the local ones.
    fn entries(&self) -> super::Entries<'_, C> {
        super::Entries {
            shared: &self.factory.entries,
            local: &self.locals,
            conversions: &self.factory.conversions,
        }
    }

    /// The context or local entry (or, with `conditions`, the condition a
    /// script may name) closest to `root`, which is none of them.
    fn meant_entry(&self, root: &str, conditions: bool) -> Option<&'f str> {
        let factory = self.factory;
        let conditions = factory
            .node_types
            .iter()
            .filter(move |(_, t)| conditions && t.condition.is_some())
            .map(|(id, _)| id);
        let names = factory.entries.keys().chain(factory.locals.keys());
        closest(root, names.chain(conditions).map(String::as_str))
    }

    /// Gives the tree or subtree `tree` (`None`: the main tree) its own
    /// local entries, those `remap` does not bind already (and for the
    /// main tree, those that are not context entries).
    /// Returns the keys it bound.
    fn add_locals(
        &self,
        tree: Option<&str>,
        remap: &mut BTreeMap<String, Binding>,
    ) -> BTreeSet<String> {
        let mut own = BTreeSet::new();
        for (key, make) in &self.factory.locals {
            if remap.contains_key(key) || (tree.is_none() && self.factory.entries.contains_key(key))
            {
                continue;
            }
            let mut locals = self.locals.borrow_mut();
            let name = match tree {
                None => format!("{key} (local to the main tree)"),
                Some(tree) => format!("{key} (local to {tree} #{})", locals.len() + 1),
            };
            locals.insert(name.clone(), Shared::new(make()));
            remap.insert(key.clone(), Binding::Entry(name));
            own.insert(key.clone());
        }
        own
    }

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
    fn tree(&mut self, id: &str, scope: &Shared<Scope>, depth: usize) -> Result<Spec<C>, Error> {
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
        let at = d.at(tree.range().start);
        match roots[..] {
            [root] => {
                self.declare_variables(doc, root, scope);
                self.stack.push(id.to_string());
                self.named.push(BTreeSet::new());
                let spec = self.element(doc, root, scope, depth + 1);
                self.stack.pop();
                self.named.pop();
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
                d.at(second.range().start),
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
            let value_at = d.at(attr.range_value().start);
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
            } else if name.starts_with('_') {
                if let Some(error) = special_attribute(name, subtree) {
                    return Err(Error::new(
                        d.path,
                        d.at(attr.range().start),
                        error.0,
                        error.1,
                    ));
                }
                // Groot2's bookkeeping (`_description`, ..) or metadata,
                // which BT.CPP keeps and runs nothing for.
            } else {
                let name_at = d.at(attr.range().start);
                attrs.ports.push((
                    name,
                    attr.value(),
                    name_at,
                    value_at,
                    attr.range_value().start,
                ));
            }
        }
        Ok(attrs)
    }

    fn resolve(&self, id: &str) -> Option<Target<'f, C>> {
        match Kind::from_btcpp_tag(id) {
            Some((_, Some(cases))) => Some(Target::Switch(cases)),
            Some((kind, None)) => Some(Target::Builtin(kind)),
            None => match code::ScriptNode::of(id) {
                Some(node) => Some(Target::Script(node)),
                None => self.factory.node_types.get(id).map(Target::User),
            },
        }
    }

    #[allow(clippy::too_many_lines)] // one pass over an element, in order
    fn element(
        &mut self,
        doc: usize,
        node: XNode<'_, 's>,
        scope: &Shared<Scope>,
        depth: usize,
    ) -> Result<Spec<C>, Error> {
        let d = &self.docs[doc];
        let at = d.at(node.range().start);
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
        let uid = self.next_uid();
        let spec = if subtree {
            self.subtree(doc, node, &attrs, &children, scope, (depth, uid))?
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
                return Err(self.unknown(d, id_at, id, children.len()));
            };
            if let Target::Builtin(_) | Target::Switch(_) | Target::Script(_) = target
                && self.factory.node_types.contains_key(id)
            {
                return Err(Error::new(
                    d.path,
                    id_at,
                    format!("`{id}` is a built-in node and also a node registered in the factory"),
                    "register yours under another ID",
                ));
            }
            let category = match &target {
                Target::Builtin(kind) => kind.category,
                Target::Switch(_) => Category::Control,
                Target::User(node_type) => node_type.kind.category,
                Target::Script(node) => node.kind().category,
            };
            if let Some(form) = form
                && form != category
            {
                return Err(Error::new(
                    d.path,
                    at,
                    format!(
                        "`{id}` is {} {category} node, not {} {form}",
                        article(category.as_str()),
                        article(form.as_str())
                    ),
                    format!("write `<{category} ID=\"{id}\">` or the compact form `<{id}>`"),
                ));
            }
            self.count(d, at)?;
            // The checks that come before the children, then the children
            // (the recursion), then the node: made in a function of its
            // own, so that its temporaries are not in the frame of every
            // level of the recursion (a debug build's stack is the limit).
            match &target {
                Target::User(node_type) if node_type.kind.category.is_leaf() => {
                    leaf_without_children(d, id, &children)?;
                }
                Target::User(node_type) => Self::arity(d, (id, at), node_type.kind, &children)?,
                Target::Script(node) => Self::arity(d, (id, at), node.kind(), &children)?,
                Target::Switch(_) => {}
                Target::Builtin(kind) => {
                    Self::arity(d, (id, at), *kind, &children)?;
                    if *kind == Kind::REACTIVE_SEQUENCE {
                        one_async_child(d, &children)?;
                    }
                }
            }
            let built = self.children(doc, &children, scope, depth)?;
            // The node, or a substitution rule's: the element was checked
            // as written (as BT.CPP checks the file before it builds).
            let mut spec = self.node(
                d,
                (node, &children, uid),
                (id, &target),
                &attrs,
                scope,
                built,
            )?;
            if let Some(name) = attrs.name {
                spec = spec.label(name);
            }
            spec
        };
        self.conditions(d, spec, &attrs, scope, at)
    }

    /// The node of an element whose checks are done, from its children.
    #[inline(never)]
    fn make(
        &self,
        d: &Doc<'_>,
        (id, at): (&str, Pos),
        target: &Target<'_, C>,
        attrs: &Attrs<'_>,
        scope: &Shared<Scope>,
        built: Vec<Spec<C>>,
    ) -> Result<Spec<C>, Error> {
        Ok(match *target {
            Target::Script(node) => self.script_node(d, (id, at), node, attrs, scope, built)?,
            Target::User(node_type) if node_type.kind.category.is_leaf() => {
                let spec = self.user_node(d, id, at, node_type, attrs, scope, built)?;
                // A leaf named apart from its ID keeps the ID, which the
                // BT.CPP exports write as its tag.
                match attrs.name {
                    Some(name) if name != id => spec.btcpp_id(id),
                    _ => spec,
                }
            }
            Target::User(node_type) => self.user_node(d, id, at, node_type, attrs, scope, built)?,
            Target::Switch(n) => self.switch(d, (id, at), n, attrs, built, scope)?,
            Target::Builtin(kind) => self.builtin(d, kind, attrs, scope, built, at)?,
        })
    }

    fn children(
        &mut self,
        doc: usize,
        children: &[XNode<'_, 's>],
        scope: &Shared<Scope>,
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
        // What is wanted, and the most children allowed, if any.
        let (min, max, want) = match kind {
            Kind::IF_THEN_ELSE | Kind::WHILE_DO_ELSE => {
                (2, Some(3), "2 or 3 children (condition, then, else)")
            }
            Kind::TRY_CATCH => (2, None, "at least 2 children (the last one is the catch)"),
            k if k.category == Category::Control => (1, None, "at least one child"),
            k if k.category == Category::Decorator => (1, Some(1), "exactly one child"),
            _ => (0, Some(0), "no children"),
        };
        if n >= min && max.is_none_or(|max| n <= max) {
            return Ok(());
        }
        // Too many: at the first child too many; too few: at the element.
        let at = max
            .and_then(|max| children.get(max))
            .map_or(at, |c| d.at(c.range().start));
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
}

/// A `ReactiveSequence` has at most one `<AsyncSequence>` child (written
/// so: BT.CPP counts the compact tags only), or BT.CPP rejects the tree.
fn one_async_child(d: &Doc<'_>, children: &[XNode<'_, '_>]) -> Result<(), Error> {
    match children
        .iter()
        .filter(|c| c.has_tag_name("AsyncSequence"))
        .nth(1)
    {
        Some(second) => Err(Error::new(
            d.path,
            d.at(second.range().start),
            TWO_ASYNC_SEQUENCES.0,
            TWO_ASYNC_SEQUENCES.1,
        )),
        None => Ok(()),
    }
}

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

/// The error (message and help) for an attribute `name` starting with
/// `_` that is not a pre- or post-condition nor a `<SubTree>`'s
/// `_autoremap`: `_autoremap` elsewhere, or a likely typo of a special
/// attribute; `None` for BT.CPP's bookkeeping and for metadata.
pub(crate) fn special_attribute(name: &str, subtree: bool) -> Option<(String, String)> {
    if name == "_autoremap" {
        return (!subtree).then(|| {
            (
                String::from("`_autoremap` on a node that is not a `<SubTree>`"),
                String::from("remove it: it makes a subtree see its parent's keys"),
            )
        });
    }
    misspelt_special_attribute(name).map(|meant| {
        (
            format!("unknown attribute `{name}`"),
            format!(
                "did you mean `{meant}`? (BehaviorTree.CPP keeps other attributes starting with \
                 `_` as metadata and runs nothing for them; so does bt)"
            ),
        )
    })
}

/// The port of `ports`, or the attribute every node takes (`name`, a pre-
/// or post-condition), that an attribute `name` which is none of them
/// most likely meant.
fn meant_port<'p>(name: &str, ports: &[&'p str]) -> Option<&'p str> {
    let common = core::iter::once("name")
        .chain(PRECONDITIONS.iter().map(|(a, _)| *a))
        .chain(POSTCONDITIONS);
    closest(name, ports.iter().copied().chain(common))
}

/// The help for an attribute `name` that is none of the ports `ports` of
/// `id`: the one it most likely meant, if any ([`meant_port`]), and the
/// ports; for a node without ports and no likely one, `no_ports`.
pub(super) fn no_port_help(id: &str, name: &str, ports: &[&str], no_ports: String) -> String {
    let listed: Vec<String> = ports.iter().map(|p| format!("`{p}`")).collect();
    let listed = format!("its ports are {}", listed.join(", "));
    match (meant_port(name, ports), ports.is_empty()) {
        (Some(meant), false) => format!("did you mean `{meant}`? ({listed})"),
        (Some(meant), true) => format!("did you mean `{meant}`? (`{id}` has no ports)"),
        (None, false) => listed,
        (None, true) => no_ports,
    }
}

/// BT.CPP's spellings of a `bool`.
/// An error if the leaf `id` has children.
fn leaf_without_children(d: &Doc<'_>, id: &str, children: &[XNode<'_, '_>]) -> Result<(), Error> {
    match children.first() {
        None => Ok(()),
        Some(child) => Err(Error::new(
            d.path,
            d.at(child.range().start),
            format!("the leaf `{id}` has children"),
            "a leaf takes no children: move them to a control node (or register yours as one: \
             `Factory::control`, `Factory::decorator`)",
        )),
    }
}

fn parse_bool(text: &str) -> Option<bool> {
    match text {
        "true" | "True" | "TRUE" | "1" => Some(true),
        "false" | "False" | "FALSE" | "0" => Some(false),
        _ => None,
    }
}
