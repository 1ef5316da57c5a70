//! Reading the documents: the file and its includes, and each `<root>`.

use super::{
    BTreeMap, Doc, Error, Path, PathBuf, Pos, Source, String, ToString, Vec, XNode, format,
};

/// Reads `text` and, recursively, the files it includes.
pub(super) fn collect(
    path: Option<PathBuf>,
    text: String,
    out: &mut Vec<Source>,
    stack: &mut Vec<PathBuf>,
) -> Result<(), Error> {
    let mut includes = Vec::new();
    let source = Source::new(path, text);
    let path = source.path.clone();
    {
        let d = source.doc()?;
        let root = d.doc.root_element();
        for child in root.children().filter(XNode::is_element) {
            if child.tag_name().name() != "include" {
                continue;
            }
            let at = d.at(child.range().start);
            for attr in child.attributes() {
                if attr.name() != "path" {
                    let help = if attr.name() == "ros_pkg" {
                        "bt has no ROS package lookup: give the path relative to this file"
                    } else {
                        "`<include>` takes only `path`"
                    };
                    return Err(Error::new(
                        path.as_deref(),
                        d.at(attr.range().start),
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
    out.push(source);
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

/// What a `<root>` holds.
pub(super) struct RootInfo {
    pub(super) main: Option<(String, Pos)>,
    pub(super) trees: Vec<(String, roxmltree::NodeId, Pos)>,
}

/// Checks a document's `<root>` and finds its trees. A `<BehaviorTree>`
/// without an `ID` that is the only element in its `<root>` is named as
/// BT.CPP names it, `BehaviorTree_0`, `BehaviorTree_1`, ... (`unnamed`
/// counts them over the documents read).
pub(super) fn check_root(
    d: &Doc<'_>,
    is_main: bool,
    unnamed: &mut usize,
) -> Result<RootInfo, Error> {
    let doc = &d.doc;
    let root = doc.root_element();
    let at = |offset: usize| d.at(offset);
    if root.tag_name().name() != "root" {
        return Err(Error::new(
            d.path,
            at(root.range().start),
            format!("the document element is `<{}>`", root.tag_name().name()),
            "a BehaviorTree.CPP file starts with `<root BTCPP_format=\"4\">`",
        ));
    }
    let mut info = RootInfo {
        main: root_attributes(d, root, is_main)?,
        trees: Vec::new(),
    };
    let elements = root.children().filter(XNode::is_element).count();
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
                        // `ID=""` is as no `ID` (BT.CPP refuses an empty
                        // name beside other trees).
                        "ID" if attr.value().is_empty() => {}
                        "ID" => {
                            if let Some(problem) = crate::table::model_name_problem(attr.value()) {
                                return Err(Error::new(
                                    d.path,
                                    at(attr.range_value().start),
                                    format!(
                                        "BehaviorTree.CPP refuses the tree ID `{}`: {problem}",
                                        attr.value()
                                    ),
                                    "rename the tree (and the `<SubTree ID>`s that name it)",
                                ));
                            }
                            id = Some(attr.value().to_string());
                        }
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
                let id = match id {
                    Some(id) => id,
                    None if elements == 1 => {
                        *unnamed += 1;
                        format!("{}{}", crate::table::UNNAMED_TREE_PREFIX, *unnamed - 1)
                    }
                    None => {
                        return Err(Error::new(
                            d.path,
                            at(child.range().start),
                            "`<BehaviorTree>` without `ID`",
                            "write `<BehaviorTree ID=\"MainTree\">` (only a tree alone in its \
                             `<root>` may go without one)",
                        ));
                    }
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

/// The attributes of a document's `<root>`: the format, and for the main
/// document the tree to execute. BT.CPP ignores any other attribute
/// (Groot2 writes `project_name`), and so does bt, but for a likely typo
/// of one of the two.
fn root_attributes(
    d: &Doc<'_>,
    root: XNode<'_, '_>,
    is_main: bool,
) -> Result<Option<(String, Pos)>, Error> {
    let at = |offset: usize| d.at(offset);
    let mut main = None;
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
                    main = Some((attr.value().to_string(), at(attr.range_value().start)));
                }
            }
            other => {
                if let Some(meant) = crate::table::closest(other, crate::table::ROOT_ATTRIBUTES) {
                    return Err(Error::new(
                        d.path,
                        at(attr.range().start),
                        format!("unknown attribute `{other}` on `<root>`"),
                        format!("did you mean `{meant}`?"),
                    ));
                }
            }
        }
    }
    Ok(main)
}

pub(super) fn no_text(d: &Doc<'_>, node: XNode<'_, '_>) -> Result<(), Error> {
    match node.text() {
        Some(text) if !text.trim().is_empty() => Err(Error::new(
            d.path,
            d.at(node.range().start + (text.len() - text.trim_start().len())),
            format!("unexpected text `{}`", text.trim()),
            "remove it: BehaviorTree.CPP XML holds elements only",
        )),
        _ => Ok(()),
    }
}

/// A port of a subtree declared in a `<TreeNodesModel>` (BT.CPP 4.4+): a
/// `<SubTree>` element that does not remap it (and has no `_autoremap`)
/// gets its default, and without a default it must remap it.
pub(super) struct ModelPort {
    pub(super) name: String,
    /// The `default` attribute; BT.CPP takes an empty one for none.
    pub(super) default: Option<String>,
    /// The document that declares it, and where: its `default` value, else
    /// its element.
    pub(super) doc: usize,
    pub(super) at: Pos,
}

/// The subtrees' port models of the document `doc`, added to `models` by
/// subtree ID (a port declared again replaces the first, as in BT.CPP).
/// The other models (of leaves) are not read: the factory says what a
/// leaf is.
pub(super) fn subtree_models(
    d: &Doc<'_>,
    doc: usize,
    models: &mut BTreeMap<String, Vec<ModelPort>>,
) -> Result<(), Error> {
    let root = d.doc.root_element();
    let sections = root.children().filter(|c| c.has_tag_name("TreeNodesModel"));
    for model in sections.flat_map(|s| s.children().filter(|c| c.has_tag_name("SubTree"))) {
        let Some(id) = model.attribute("ID") else {
            return Err(Error::new(
                d.path,
                d.at(model.range().start),
                "`<SubTree>` without `ID` in `<TreeNodesModel>`",
                "write `<SubTree ID=\"TreeName\">` with the tree's ports",
            ));
        };
        let ports = models.entry(id.to_string()).or_default();
        for port in model.children().filter(|c| {
            c.has_tag_name("input_port")
                || c.has_tag_name("output_port")
                || c.has_tag_name("inout_port")
        }) {
            let Some(name) = port.attribute("name") else {
                return Err(Error::new(
                    d.path,
                    d.at(port.range().start),
                    format!("a port of the subtree model `{id}` without `name`"),
                    "write `<input_port name=\"..\"/>`",
                ));
            };
            if let Some(problem) = crate::table::port_name_problem(name) {
                return Err(Error::new(
                    d.path,
                    d.at(port.range().start),
                    format!(
                        "BehaviorTree.CPP refuses the port name `{name}` of the subtree model \
                         `{id}`: {problem}"
                    ),
                    "rename the port (and where it is remapped)",
                ));
            }
            let default = port.attribute_node("default");
            let at = default.map_or(port.range().start, |a| a.range_value().start);
            let declared = ModelPort {
                name: name.to_string(),
                default: default
                    .map(|a| a.value().to_string())
                    .filter(|v| !v.is_empty()),
                doc,
                at: d.at(at),
            };
            match ports.iter_mut().find(|p| p.name == name) {
                Some(first) => *first = declared,
                None => ports.push(declared),
            }
        }
    }
    Ok(())
}
