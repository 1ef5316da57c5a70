//! Reading the XML: the file named in the macro call and the files it
//! includes (relative to the including file, each read once, cycles
//! reported), each parsed with its errors placed in the file.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use roxmltree::{Document, Node};

use bt_core::table::{LineIndex, TolerantXml, offset_of, tolerant_xml};

use super::{Doc, Pos, Report, Source, pos};

pub(super) fn parse<'s>(report: &Report, s: &'s Source) -> syn::Result<Doc<'s>> {
    let parsed = s.tolerant.as_ref().map_or(&*s.text, TolerantXml::text);
    match Document::parse(parsed) {
        Ok(doc) => Ok(Doc { doc, source: s }),
        Err(e) => {
            let p = e.pos();
            let offset = offset_of(parsed, p.row, p.col);
            let offset = s
                .tolerant
                .as_ref()
                .map_or(offset, |t| t.original_offset(offset));
            Err(report.err(
                &s.shown,
                s.lines.line_column(&s.text, offset),
                &format!("malformed XML: {e}"),
                "fix the XML syntax at this position",
            ))
        }
    }
}

/// Reads `shown` (relative to `dir`) and the files it includes.
pub(super) fn read(
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
        tolerant: tolerant_xml(&text),
        lines: LineIndex::new(&text),
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

/// A port of a subtree declared in a `<TreeNodesModel>` (BT.CPP 4.4+): a
/// `<SubTree>` element that does not remap it (and has no `_autoremap`)
/// gets its default, and without a default it must remap it; as in the
/// run-time loader.
pub(super) struct ModelPort {
    pub(super) name: String,
    /// The `default` attribute; BT.CPP takes an empty one for none.
    pub(super) default: Option<String>,
    /// The document that declares it, and where: its `default` value, else
    /// its element.
    pub(super) doc: usize,
    pub(super) at: Pos,
}

/// The subtrees' port models of the document `doc` (shown as `shown`),
/// added to `models` by subtree ID; a port declared again replaces the
/// first, as in BT.CPP.
pub(super) fn subtree_models(
    report: &Report,
    (shown, doc, d): (&str, usize, &Doc<'_>),
    models: &mut BTreeMap<String, Vec<ModelPort>>,
) -> syn::Result<()> {
    let sections = d
        .root_element()
        .children()
        .filter(|c| c.has_tag_name("TreeNodesModel"));
    for model in sections.flat_map(|s| s.children().filter(|c| c.has_tag_name("SubTree"))) {
        let Some(id) = model.attribute("ID") else {
            return Err(report.err(
                shown,
                pos(d, model.range().start),
                "`<SubTree>` without `ID` in `<TreeNodesModel>`",
                "write `<SubTree ID=\"TreeName\">` with the tree's ports",
            ));
        };
        let ports = models.entry(id.to_owned()).or_default();
        let is_port = |c: &Node<'_, '_>| {
            ["input_port", "output_port", "inout_port"]
                .iter()
                .any(|t| c.has_tag_name(*t))
        };
        for port in model.children().filter(is_port) {
            let Some(name) = port.attribute("name") else {
                return Err(report.err(
                    shown,
                    pos(d, port.range().start),
                    &format!("a port of the subtree model `{id}` without `name`"),
                    "write `<input_port name=\"..\"/>`",
                ));
            };
            if let Some(problem) = bt_core::table::port_name_problem(name) {
                return Err(report.err(
                    shown,
                    pos(d, port.range().start),
                    &format!(
                        "BehaviorTree.CPP refuses the port name `{name}` of the subtree model \
                         `{id}`: {problem}"
                    ),
                    "rename the port (and where it is remapped)",
                ));
            }
            let default = port.attribute_node("default");
            let at = default.map_or(port.range().start, |a| a.range_value().start);
            let declared = ModelPort {
                name: name.to_owned(),
                default: default
                    .map(|a| a.value().to_owned())
                    .filter(|v| !v.is_empty()),
                doc,
                at: pos(d, at),
            };
            match ports.iter_mut().find(|p| p.name == name) {
                Some(first) => *first = declared,
                None => ports.push(declared),
            }
        }
    }
    Ok(())
}
