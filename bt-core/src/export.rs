//! Exports of a node table: BehaviorTree.CPP XML, Graphviz DOT, Mermaid and
//! an indented text view. They are methods of [`Nodes`] and of
//! [`Tree`](crate::Tree) (feature `alloc`).

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use core::fmt::Write as _;

use crate::observe::{NodeId, Statistics};
use crate::table::{Category, Kind, NodeInfo, Nodes, Port, PortDirection, SWITCH_CASES};

impl Nodes {
    /// The tree as BehaviorTree.CPP 4 XML (`<root BTCPP_format="4">`, the
    /// tree as `<BehaviorTree ID="MainTree">` (its
    /// [`tree_id`](Nodes::tree_id)), its subtrees each a
    /// `<BehaviorTree>` of its own), which BehaviorTree.CPP's factory
    /// loads and Groot2 opens once the leaves are registered.
    ///
    /// - A `subtree` node ([`Kind::SUBTREE`]: `subtree` in `bt!`, a
    ///   `<SubTree>` loaded from XML) is a `<SubTree ID="..">` element,
    ///   with its `name` when its label is not the ID, and its ports (the
    ///   remapping of a loaded `<SubTree>`, the defaults of its model's
    ///   ports among them, and `_autoremap`); its child is written as the
    ///   `<BehaviorTree>` of that ID, once for all the instances of one
    ///   ID. An instance whose elements differ from those of the tree of
    ///   its ID written before (a substitution rule's, or a built-in
    ///   node's argument remapped to another value: see the `bt::xml`
    ///   module docs) gets an ID of its own, `_2` added, as does an ID
    ///   that is the main tree's (`MainTree`), a leaf's, or one of
    ///   BT.CPP's own nodes', which BT.CPP refuses for a tree; the instance
    ///   keeps its name.
    /// - Built-in nodes use BT.CPP's tag names and ports (`<Repeat
    ///   num_cycles="3">`, `<Switch2 variable=".." case_1="..">`); a node
    ///   with its own label gets `name="label"`.
    /// - A leaf is an element named by its ID (`<aim/>`), declared as an
    ///   `<Action ID="aim"/>` or `<Condition ID="aim"/>` in a
    ///   `<TreeNodesModel>` at the end, which also declares the nodes BT.CPP
    ///   4.8 does not have (`AlwaysRunning` as an action, `TryCatch` as a
    ///   control with its port). The ID is the one given apart from the
    ///   label ([`NodeInfo::btcpp_id`]: `"ready?" as IsReady: is_ready` in
    ///   `bt!`, or the ID of an XML element with a `name` of its own), else
    ///   the leaf's label, made an identifier if it is not one; the label
    ///   is kept as the `name` (`<IsReady name="ready?"/>`, `<talk_to_player
    ///   name="talk to player"/>`). Leaves with one ID and category share
    ///   it; an ID that is one of BT.CPP's own nodes (`Sleep`), one it
    ///   refuses for a node here (`MainTree`, the tree's, and `Root`), or
    ///   that a leaf of another text or category already took (`go left`
    ///   and `go-left`), gets `_2`, `_3`, ... (BT.CPP 4.8 rejects the long form
    ///   `<Action ID="aim"/>` under reactive nodes, hence the short one.)
    /// - The preconditions `skip_if`, `success_if`, `failure_if` and
    ///   `while_` become BT.CPP's attributes `_skipIf`, `_successIf`,
    ///   `_failureIf` and `_while` on their child, whose script is the
    ///   condition's label made an identifier (`agent::ready` becomes
    ///   `agent__ready`: a blackboard entry to set), or the label itself
    ///   when it is a script already (names, `!`, `&&`, `||`, parentheses:
    ///   the preconditions of a tree loaded from XML). Two preconditions of the
    ///   same kind on one node are joined with `||` (`&&` for `_while`);
    ///   BT.CPP checks different ones in its own order
    ///   (`_failureIf`, `_successIf`, `_skipIf`, `_while`).
    /// - `repeat_until_failure`, which BT.CPP does not have, becomes
    ///   `<ForceSuccess><KeepRunningUntilFailure>`, which behaves the same.
    /// - A `switch` variable becomes the blackboard entry `{label}` of the
    ///   variable made an identifier; case values are written as given.
    ///   A `switch` of 2 to 6 cases is BT.CPP's `Switch2` to `Switch6`; one
    ///   of 1 case or more than 6 is written `Switch1`, `Switch7`, ...,
    ///   which BT.CPP's factory does not have (bt's XML loader reads them
    ///   up to `Switch16`): the `<TreeNodesModel>` declares them with their
    ///   ports, so that Groot2 shows them, and BT.CPP loads the file once
    ///   such a node is registered under that ID.
    /// - Argument values are written as given in `bt!` when they are
    ///   literals or paths; BT.CPP can only read literals.
    #[must_use]
    pub fn to_btcpp_xml(&self) -> String {
        let mut out = format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
             <root BTCPP_format=\"4\" main_tree_to_execute=\"{}\">\n",
            Escaped(self.tree_id())
        );
        let (trees, _, _) = Xml::new(self, Style::File).tree();
        for tree in trees {
            let _ = writeln!(out, "  <BehaviorTree ID=\"{}\">", Escaped(&tree.id));
            out.push_str(&tree.body);
            out.push_str("  </BehaviorTree>\n");
        }
        self.xml_model(&mut out, "  ");
        out.push_str("</root>\n");
        out
    }

    /// The tree as BehaviorTree.CPP's `WriteTreeToXML` writes a loaded tree
    /// with its metadata: the XML that BT.CPP's `FileLogger2` (`.btlog`
    /// files) and `Groot2Publisher` hand to Groot2. Returns the XML and, per
    /// node id, the node's BT.CPP uid.
    ///
    /// It is the tree of [`to_btcpp_xml`](Self::to_btcpp_xml) as
    /// BehaviorTree.CPP 4.8 prints it once loaded: no XML declaration, four
    /// spaces of indentation, `<BehaviorTree ID="MainTree" _fullpath="">`
    /// (its [`tree_id`](Nodes::tree_id)),
    /// then a `<BehaviorTree ID=".." _fullpath="..">` per subtree instance
    /// in the order they start (`_fullpath` is BT.CPP's path of the
    /// instance: the paths of the subtrees it is in, then its label, or
    /// its ID and uid, `nav/Walk::7`; its `<SubTree>` element has its `ID`,
    /// `_fullpath` and `_uid`, no `name`, as BT.CPP writes it),
    /// and on every element its `name` (the label, or BT.CPP's ID for a node
    /// without a label of its own) and its `_uid`, numbered from 1 in
    /// pre-order, before its ports; preconditions come last, in BT.CPP's
    /// order (`_failureIf`, `_successIf`, `_skipIf`, `_while`). The
    /// `<TreeNodesModel>` is the one of `to_btcpp_xml` (BT.CPP writes there
    /// every node its factory knows, with its own descriptions).
    ///
    /// A node that is an element in BT.CPP has its own uid. A precondition
    /// (`skip_if`, ...), an attribute of its child in BT.CPP, gets the uid
    /// of the element it guards; `repeat_until_failure` gets the uid of its
    /// `ForceSuccess` (the `KeepRunningUntilFailure` inside has a uid no
    /// `bt` node has).
    ///
    /// ```
    /// use bt_core::dynamic::Spec;
    ///
    /// let tree = Spec::<()>::sequence([Spec::success(), Spec::running().label("wait")]).build();
    /// let (xml, uids) = tree.nodes().to_btcpp_xml_with_uids();
    /// assert!(xml.contains("<Sequence name=\"Sequence\" _uid=\"1\">"));
    /// assert!(xml.contains("<AlwaysRunning name=\"wait\" _uid=\"3\"/>"));
    /// assert_eq!(uids, [Some(1), Some(2), Some(3)]);
    /// ```
    #[must_use]
    pub fn to_btcpp_xml_with_uids(&self) -> (String, Vec<Option<u16>>) {
        let e = self.btcpp_elements();
        (e.xml, e.uids)
    }

    /// Each node's path as BehaviorTree.CPP names it once it loads the
    /// tree's export (`TreeNode::fullPath()`, which its substitution rules
    /// and `bt::xml`'s match, and Groot2 shows), by node id: the path of
    /// the subtree the node is in, `/`, then the node's name, with `::` and
    /// its uid (see [`to_btcpp_xml_with_uids`](Self::to_btcpp_xml_with_uids))
    /// when the name is its BT.CPP ID (an element without a `name`). A
    /// precondition has the path of the node it guards.
    ///
    /// ```
    /// use bt_core::dynamic::Spec;
    ///
    /// let tree = Spec::<()>::sequence([
    ///     Spec::success(),
    ///     Spec::subtree(Spec::sequence([Spec::running().label("wait")]))
    ///         .label("nav")
    ///         .btcpp_id("Navigate"),
    /// ])
    /// .build();
    /// assert_eq!(
    ///     tree.nodes().btcpp_paths(),
    ///     ["Sequence::1", "AlwaysSuccess::2", "nav", "nav/Sequence::4", "nav/wait"]
    /// );
    /// ```
    #[must_use]
    pub fn btcpp_paths(&self) -> Vec<String> {
        let mut xml = Xml::new(self, Style::Metadata);
        let _ = xml.tree();
        xml.paths
    }

    /// [`to_btcpp_xml_with_uids`](Self::to_btcpp_xml_with_uids), with the
    /// elements' names and their order.
    pub(crate) fn btcpp_elements(&self) -> Elements {
        let mut xml = String::from("<root BTCPP_format=\"4\">\n");
        let (trees, uids, names) = Xml::new(self, Style::Metadata).tree();
        let mut order = Vec::with_capacity(names.len());
        for tree in trees {
            let _ = writeln!(
                xml,
                "    <BehaviorTree ID=\"{}\" _fullpath=\"{}\">",
                Escaped(&tree.id),
                Escaped(&tree.path)
            );
            xml.push_str(&tree.body);
            xml.push_str("    </BehaviorTree>\n");
            order.extend(tree.uids);
        }
        self.xml_model(&mut xml, "    ");
        xml.push_str("</root>\n");
        Elements {
            xml,
            uids,
            names,
            order,
        }
    }

    /// The `<TreeNodesModel>` element, indented by `unit` per level.
    fn xml_model(&self, out: &mut String, unit: &str) {
        // Per node model: its tag, ID and ports (as the tree was told, or
        // as BT.CPP's model of a built-in node declares them).
        // (Each port with its name apart: a port's name in a runtime-built
        // table need not be `'static`.)
        let mut declared: Vec<(&str, String, NamedPorts<'_>)> = Vec::new();
        // Where each ID is in `declared`: a tree of many leaf IDs would
        // otherwise search the list once per node.
        let mut index: BTreeMap<String, usize> = BTreeMap::new();
        let leaf_ids = leaf_ids(self);
        for node in self.iter() {
            // The ports a user's node was given (the union over its
            // uses), so that Groot2 shows them; not the post-condition
            // scripts the XML loader lists (`_onSuccess`), attributes.
            let given = || {
                node.ports
                    .iter()
                    .filter(|(name, _)| !name.starts_with('_'))
                    .map(|(name, _)| (name, node.ports.model(name).unwrap_or(Port::input(""))))
                    .collect()
            };
            let (tag, id, ports) = match node.kind {
                k if k.is_user_leaf() => (
                    k.category.as_str(),
                    leaf_ids[usize::from(node.id)].clone().unwrap_or_default(),
                    given(),
                ),
                Kind::RUNNING => ("Action", String::from(Kind::RUNNING.btcpp), vec![]),
                Kind::TRY_CATCH => (
                    "Control",
                    String::from(Kind::TRY_CATCH.btcpp),
                    vec![(
                        "catch_on_halt",
                        Port::input("catch_on_halt")
                            .typed("bool")
                            .default_value("false"),
                    )],
                ),
                // BT.CPP registers `Switch2` to `Switch6`; other case counts
                // are bt's (its loader reads them): declared, with their
                // ports, so that Groot2 shows them.
                Kind::SWITCH if !(2..=6).contains(&switch_cases(&node)) => {
                    let cases = switch_cases(&node);
                    let ports = core::iter::once("variable")
                        .chain(SWITCH_CASES.iter().copied().take(cases))
                        .map(|name| (name, Port::input(name)))
                        .collect();
                    ("Control", format!("Switch{cases}"), ports)
                }
                // A kind of your own (see `dynamic::Spec::new`), unless
                // it is one of BT.CPP's own nodes (the XML loader's
                // `Script`, `Precondition`, ...), which BT.CPP knows.
                k if !Kind::ALL.contains(&k) && !is_btcpp_builtin(k.btcpp) => {
                    (k.category.as_str(), identifier(k.btcpp), given())
                }
                _ => continue,
            };
            if let Some((_, _, known)) = index.get(&id).and_then(|&i| declared.get_mut(i)) {
                for (name, port) in ports {
                    match known.iter_mut().find(|(seen, _)| *seen == name) {
                        // Read by one use and written by another.
                        Some((_, seen)) if seen.direction != port.direction => {
                            seen.direction = PortDirection::InOut;
                        }
                        Some(_) => {}
                        None => known.push((name, port)),
                    }
                }
            } else {
                index.insert(id.clone(), declared.len());
                declared.push((tag, id, ports));
            }
        }
        let _ = writeln!(out, "{unit}<TreeNodesModel>");
        for (tag, id, ports) in declared {
            let _ = write!(out, "{unit}{unit}<{tag} ID=\"{}\"", Escaped(&id));
            if ports.is_empty() {
                out.push_str("/>\n");
                continue;
            }
            out.push_str(">\n");
            for (name, port) in ports {
                let _ = writeln!(out, "{unit}{unit}{unit}{}", port.model_xml_named(name));
            }
            let _ = writeln!(out, "{unit}{unit}</{tag}>");
        }
        let _ = writeln!(out, "{unit}</TreeNodesModel>");
    }

    /// The tree as a Graphviz graph (`dot -Tsvg`): one node per tree node,
    /// labelled with its label (and its keyword and arguments when it has
    /// its own label or arguments; a subtree's tree ID too), controls as
    /// rounded boxes, subtrees as folders, other decorators as hexagons,
    /// actions as boxes, conditions as ellipses; edges in child order.
    #[must_use]
    pub fn to_dot(&self) -> String {
        let mut out = String::from(
            "digraph bt {\n  ordering=out;\n  node [fontname=\"Helvetica\", fontsize=12];\n",
        );
        for node in self.iter() {
            let (shape, style) = match node.kind.category {
                // A subtree: a folder, of the controls' colour.
                _ if node.kind == Kind::SUBTREE => ("folder", "filled\", fillcolor=\"#dbe8fb"),
                Category::Control => ("box", "rounded,filled\", fillcolor=\"#dbe8fb"),
                Category::Decorator => ("hexagon", "filled\", fillcolor=\"#f3e6fb"),
                Category::Action => ("box", "filled\", fillcolor=\"#e3f5e1"),
                Category::Condition => ("ellipse", "filled\", fillcolor=\"#fdf3d8"),
            };
            let label = caption(&node).join("\n");
            let _ = writeln!(
                out,
                "  n{} [label=\"{}\", shape={shape}, style=\"{style}\"];",
                node.id,
                DotEscaped(&label)
            );
        }
        for node in self.iter() {
            for child in node.children {
                let _ = writeln!(out, "  n{} -> n{child};", node.id);
            }
        }
        out.push_str("}\n");
        out
    }

    /// The tree as a Mermaid flowchart (top-down), with the shapes of
    /// [`to_dot`](Self::to_dot): controls as rounded boxes, subtrees as
    /// subroutines, other decorators as hexagons, actions as boxes and
    /// conditions as stadiums.
    #[must_use]
    pub fn to_mermaid(&self) -> String {
        let mut out = String::from("flowchart TD\n");
        for node in self.iter() {
            let label = caption(&node).join("<br/>");
            let label = MermaidEscaped(&label);
            let (open, close) = match node.kind.category {
                _ if node.kind == Kind::SUBTREE => ("[[\"", "\"]]"),
                Category::Control => ("(\"", "\")"),
                Category::Decorator => ("{{\"", "\"}}"),
                Category::Action => ("[\"", "\"]"),
                Category::Condition => ("([\"", "\"])"),
            };
            let _ = writeln!(out, "    n{}{open}{label}{close}", node.id);
        }
        for node in self.iter() {
            for child in node.children {
                let _ = writeln!(out, "    n{} --> n{child}", node.id);
            }
        }
        out
    }

    /// The tree as indented text, one node per line, like `py_trees`' ASCII
    /// tree:
    ///
    /// ```text
    /// {o} fallback [RUNNING]
    ///     {-} engage: sequence [FAILURE]
    ///         --? is_enemy_visible [FAILURE]
    ///         --> aim
    /// ```
    ///
    /// The symbol says what the node is: `{-}` a sequence (any kind, and
    /// `try_catch`), `{o}` a fallback, `/_/` a parallel, `{?}` a branch
    /// (`if_then_else`, `while_do_else`, `switch`), `-^-` a decorator,
    /// `-->` an action, `--?` a condition. Arguments follow in parentheses.
    /// With `stats`, each node that was ticked in the last tree tick those
    /// statistics saw shows the status it returned then.
    #[must_use]
    pub fn to_text(&self, stats: Option<&Statistics>) -> String {
        let mut out = String::new();
        for node in self.iter() {
            for _ in 0..node.depth {
                out.push_str("    ");
            }
            let _ = write!(out, "{} {}", symbol(node.kind), node.label);
            if !node.kind.is_user_leaf() && node.has_own_label() {
                let _ = write!(out, ": {}", kind_text(&node));
            }
            if !node.ports.is_empty() {
                let ports: Vec<String> = node
                    .ports
                    .iter()
                    .map(|(k, v)| format!("{k} = {v}"))
                    .collect();
                let _ = write!(out, "({})", ports.join(", "));
            }
            if let Some(status) = stats.and_then(|s| s.status_in_last_tick(node.id)) {
                let _ = write!(out, " [{}]", status.as_str());
            }
            out.push('\n');
        }
        out
    }
}

/// The py_trees-style symbol of a kind.
fn symbol(kind: Kind) -> &'static str {
    match kind {
        Kind::FALLBACK | Kind::REACTIVE_FALLBACK | Kind::ASYNC_FALLBACK => "{o}",
        Kind::PARALLEL | Kind::PARALLEL_ALL => "/_/",
        Kind::IF_THEN_ELSE | Kind::WHILE_DO_ELSE | Kind::SWITCH => "{?}",
        _ => match kind.category {
            Category::Control => "{-}",
            Category::Decorator => "-^-",
            Category::Action => "-->",
            Category::Condition => "--?",
        },
    }
}

/// A node's keyword, and for a `subtree` whose tree's ID is not its label,
/// the ID (`subtree GoTo`).
fn kind_text(node: &NodeInfo<'_>) -> String {
    match node.subtree_id() {
        Some(id) if id != node.label => format!("{} {id}", node.kind.keyword),
        _ => String::from(node.kind.keyword),
    }
}

/// The lines a node shows in a picture: its label, then its keyword if the
/// label is its own, then its arguments.
fn caption(node: &NodeInfo<'_>) -> Vec<String> {
    let mut lines = alloc::vec![String::from(node.label)];
    if !node.kind.is_user_leaf() && node.has_own_label() {
        lines.push(kind_text(node));
    }
    for (port, value) in node.ports.iter() {
        lines.push(format!("{port} = {value}"));
    }
    lines
}

/// The number of cases of a `switch` node: its children but the default.
fn switch_cases(node: &NodeInfo<'_>) -> usize {
    node.children.len().saturating_sub(1)
}

/// The IDs BehaviorTree.CPP's factory registers itself (4.10): a leaf
/// exported under one of them would be read as that node, and registering
/// it fails ("already registered").
const BTCPP_BUILTINS: &[&str] = &[
    "Fallback",
    "AsyncFallback",
    "Sequence",
    "AsyncSequence",
    "SequenceWithMemory",
    "SequenceStar",
    "Parallel",
    "ParallelAll",
    "ReactiveSequence",
    "ReactiveFallback",
    "IfThenElse",
    "WhileDoElse",
    "TryCatch",
    "Inverter",
    "RetryUntilSuccessful",
    "KeepRunningUntilFailure",
    "Repeat",
    "Timeout",
    "Delay",
    "RunOnce",
    "ForceSuccess",
    "ForceFailure",
    "AlwaysSuccess",
    "AlwaysFailure",
    "AlwaysRunning",
    "Script",
    "ScriptCondition",
    "SetBlackboard",
    "Sleep",
    "UnsetBlackboard",
    "SubTree",
    "Precondition",
    "LoopInt",
    "LoopBool",
    "LoopDouble",
    "LoopString",
    "WasEntryUpdated",
    "SkipUnlessUpdated",
    "WaitValueUpdate",
    "Root",
];

/// `true` if `id` is one of BT.CPP's own node IDs (or a `SwitchN`).
fn is_btcpp_builtin(id: &str) -> bool {
    BTCPP_BUILTINS.contains(&id) || Kind::from_btcpp_tag(id).is_some()
}

/// `true` for an ID BT.CPP refuses for a node in the exported file: the
/// tree's own (`tree`, `MainTree` by default: BT.CPP refuses a tree named
/// as a node), and `Root`.
fn is_reserved(id: &str, tree: &str) -> bool {
    id == tree || crate::table::model_name_problem(id).is_some()
}

/// Per node id, the BT.CPP ID of each user leaf (`None` for other nodes):
/// the ID given apart from its label, else its label, made an identifier.
/// Two leaves get one ID only when they come from the same text and
/// category (the same leaf, used twice, or leaves given one ID), but for
/// the leaves `bt!` labels `closure` or `expr` (closures and expressions
/// without a label of their own, each a leaf apart); otherwise, and where
/// the ID is one of BT.CPP's own nodes, `_2`, `_3`, ... is added.
fn leaf_ids(nodes: &Nodes) -> Vec<Option<String>> {
    use alloc::collections::BTreeSet;
    let tree = nodes.tree_id();
    // The IDs given, and the ID of each (text, category).
    let mut taken: BTreeSet<String> = BTreeSet::new();
    let mut given: BTreeMap<(&str, &str), String> = BTreeMap::new();
    // Per base, the number of the last ID given for it (1 for the base
    // itself): every number below is taken, and stays so, so the search
    // for a free one resumes there. Without it, N anonymous leaves
    // (`closure`, `closure_2`, ...) tried N²/2 IDs.
    let mut last: BTreeMap<String, usize> = BTreeMap::new();
    nodes
        .iter()
        .map(|node| {
            if !node.kind.is_user_leaf() {
                return None;
            }
            let text = node.btcpp_id.unwrap_or(node.label);
            let key = (text, node.kind.category.as_str());
            let anonymous = node.btcpp_id.is_none() && matches!(text, "closure" | "expr");
            if let Some(id) = given.get(&key).filter(|_| !anonymous) {
                return Some(id.clone());
            }
            let base = identifier(text);
            let mut n = last.get(&base).copied().unwrap_or(1);
            let mut id = if n == 1 {
                base.clone()
            } else {
                format!("{base}_{n}")
            };
            while taken.contains(&id) || is_btcpp_builtin(&id) || is_reserved(&id, tree) {
                n += 1;
                id = format!("{base}_{n}");
            }
            taken.insert(id.clone());
            given.insert(key, id.clone());
            last.insert(base, n);
            Some(id)
        })
        .collect()
}

/// `text` as a precondition script: as it is when it already reads as
/// one in BT.CPP's script language (what the XML loader labels a
/// precondition with: names, numbers, 'texts', operators, parentheses),
/// else made one name ([`identifier`]: a `bt!` condition's path).
fn script(text: &str) -> String {
    if is_script(text) {
        String::from(text.trim())
    } else {
        identifier(text)
    }
}

/// `true` if `text` reads as a script of BT.CPP's language: its tokens
/// (names, `@names`, numbers, 'texts', operators) in the order of an
/// expression (operands and operators alternate, prefix operators before
/// operands, parentheses balanced), statements separated by `;`. A Rust
/// path (`agent::ready`), call or closure does not.
fn is_script(text: &str) -> bool {
    /// Operators, longest first; `!`, `-` and `~` are also prefixes.
    const OPERATORS: [&str; 25] = [
        ":=", "+=", "-=", "*=", "/=", "==", "!=", "<=", ">=", "&&", "||", "..", "<", ">", "=", "+",
        "-", "*", "/", "&", "|", "^", "?", ":", ";",
    ];
    let mut want_operand = true;
    let mut depth = 0usize;
    let mut tokens = 0usize;
    // After a `;` that ends a statement: more `;` or the end may follow
    // (BT.CPP 4.10 reads `a; b;` and `a;; b`).
    let mut ended = false;
    let mut rest = text.trim_start();
    while !rest.is_empty() {
        tokens += 1;
        if ended && rest.starts_with(';') {
            rest = rest[1..].trim_start();
            continue;
        }
        ended = !want_operand && depth == 0 && rest.starts_with(';');
        let word = |from: usize| {
            from + rest[from..]
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(rest.len() - from)
        };
        let len = if let Some(text) = rest.strip_prefix('\'') {
            let Some(end) = text.find('\'') else {
                return false;
            };
            if !want_operand {
                return false;
            }
            want_operand = false;
            end + 2
        } else if rest.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_' || c == '@') {
            let mut len = word(usize::from(rest.starts_with('@')));
            let token = &rest[..len];
            let valid = if token.starts_with(|c: char| c.is_ascii_digit()) {
                // A number: digits, with `.` and more digits, or `0x` hex.
                let hex = token.len() > 2
                    && (token.starts_with("0x") || token.starts_with("0X"))
                    && token[2..].chars().all(|c| c.is_ascii_hexdigit());
                if rest[len..].starts_with('.')
                    && rest[len + 1..].starts_with(|c: char| c.is_ascii_digit())
                {
                    len = word(len + 1);
                }
                // A signed exponent (`2.5E-3`).
                if rest[..len].ends_with(['e', 'E'])
                    && rest[len..].starts_with(['+', '-'])
                    && rest[len + 1..].starts_with(|c: char| c.is_ascii_digit())
                {
                    len = word(len + 1);
                }
                hex || rest[..len].parse::<f64>().is_ok()
            } else {
                // A name; a `.` after it (not `..`) is a Rust field.
                let after = &rest[len..];
                token.len() > usize::from(token.starts_with('@'))
                    && (after.starts_with("..") || !after.starts_with('.'))
            };
            if !valid || !want_operand {
                return false;
            }
            want_operand = false;
            len
        } else if rest.starts_with('(') {
            if !want_operand {
                return false;
            }
            depth += 1;
            1
        } else if rest.starts_with(')') {
            if want_operand || depth == 0 {
                return false;
            }
            depth -= 1;
            1
        } else if want_operand && rest.starts_with(['!', '-', '~']) && !rest.starts_with("!=") {
            1
        } else if let Some(op) = OPERATORS.iter().find(|op| rest.starts_with(*op)) {
            if want_operand {
                return false;
            }
            want_operand = true;
            op.len()
        } else {
            return false;
        };
        rest = rest[len..].trim_start();
    }
    tokens > 0 && (ended || !want_operand) && depth == 0
}

/// `text` as a BT.CPP script identifier (a blackboard entry name).
fn identifier(text: &str) -> String {
    let mut id: String = text
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if id.is_empty() || id.starts_with(|c: char| c.is_ascii_digit()) {
        id.insert(0, '_');
    }
    id
}

/// `true` if `tree` is the ID `id`, or the ID a file gave a tree of that
/// ID (`id_2`, `id_3`, ...).
fn renamed_from(tree: &str, id: &str) -> bool {
    tree == id
        || tree
            .strip_prefix(id)
            .and_then(|rest| rest.strip_prefix('_'))
            .is_some_and(|n| n.parse::<u32>().is_ok_and(|n| n >= 2) && !n.starts_with('0'))
}

/// Precondition attributes in the order BT.CPP writes them (`_failureIf`,
/// `_successIf`, `_skipIf`, `_while`).
fn in_btcpp_order(mut attrs: Vec<(&str, String)>) -> Vec<(&str, String)> {
    attrs.sort_by_key(|(name, _)| {
        crate::table::PRECONDITION_ATTRIBUTES
            .iter()
            .position(|(p, _)| p == name)
    });
    attrs
}

/// Ports, each with its name apart (see [`Nodes::xml_model`]).
type NamedPorts<'a> = Vec<(&'a str, Port)>;

/// How [`Xml`] writes a tree.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Style {
    /// A file for BT.CPP's factory (`to_btcpp_xml`): two spaces, names only
    /// where the label is the user's.
    File,
    /// As BT.CPP prints a loaded tree with its metadata
    /// (`to_btcpp_xml_with_uids`): four spaces, every element with its
    /// `name` and `_uid`.
    Metadata,
}

/// The XML of [`Nodes::to_btcpp_xml_with_uids`] and what BT.CPP's
/// loggers need of it.
pub(crate) struct Elements {
    /// The XML.
    pub(crate) xml: String,
    /// Per node id, the uid of its element.
    pub(crate) uids: Vec<Option<u16>>,
    /// Per uid, the element's `name` (index 0, no uid, is empty).
    pub(crate) names: Vec<String>,
    /// The uids in the order of the XML: the main tree's elements, then
    /// each subtree instance's (BT.CPP's order of its nodes, tree by tree).
    pub(crate) order: Vec<u16>,
}

/// A `<BehaviorTree>` of an exported file: the main tree, or a subtree.
struct XmlTree {
    /// Its ID.
    id: String,
    /// Its instance's path (BT.CPP's `_fullpath`; empty for the main tree).
    path: String,
    /// Its elements, indented as a `<BehaviorTree>`'s.
    body: String,
    /// The uids of its elements, in order.
    uids: Vec<u16>,
}

struct Xml<'a> {
    nodes: &'a Nodes,
    /// The elements of the tree being written.
    out: String,
    style: Style,
    /// Per node id, the BT.CPP ID of a user leaf ([`leaf_ids`]).
    leaf_ids: Vec<Option<String>>,
    /// Per node id, the uid of its element (`None`: not written yet).
    uids: Vec<Option<u16>>,
    /// Per node id, BT.CPP's path of its element.
    paths: Vec<String>,
    /// The last uid given (BT.CPP numbers from 1).
    last_uid: u16,
    /// Per uid, the element's `name` (the label, or the tag for a node
    /// without a label of its own); index 0 is no element.
    names: Vec<String>,
    /// The trees written, in the order they start: the main tree, then
    /// each subtree (`subtree` nodes), in pre-order.
    trees: Vec<XmlTree>,
    /// The path of the subtree being written (empty: the main tree).
    path: String,
    /// The index in `trees` of the tree being written.
    current: usize,
    /// The IDs a subtree's `<BehaviorTree>` may not take in a file: the
    /// main tree's, the leaves', and BT.CPP's own nodes' (which
    /// [`is_btcpp_builtin`] says).
    taken: alloc::collections::BTreeSet<String>,
}

impl<'a> Xml<'a> {
    fn new(nodes: &'a Nodes, style: Style) -> Self {
        let leaf_ids = leaf_ids(nodes);
        let mut taken: alloc::collections::BTreeSet<String> =
            leaf_ids.iter().flatten().cloned().collect();
        taken.insert(String::from(nodes.tree_id()));
        Self {
            nodes,
            out: String::new(),
            style,
            leaf_ids,
            uids: alloc::vec![None; nodes.len()],
            paths: alloc::vec![String::new(); nodes.len()],
            last_uid: 0,
            names: alloc::vec![String::new()],
            trees: Vec::new(),
            path: String::new(),
            current: 0,
            taken,
        }
    }

    /// Writes the trees and returns them, the uids, and the names by uid
    /// (the paths stay in `paths`).
    fn tree(&mut self) -> (Vec<XmlTree>, Vec<Option<u16>>, Vec<String>) {
        self.trees.push(XmlTree {
            id: String::from(self.nodes.tree_id()),
            path: String::new(),
            body: String::new(),
            uids: Vec::new(),
        });
        if self.nodes.root().is_some() {
            self.node(0, Vec::new(), Vec::new(), 2);
        }
        if let Some(main) = self.trees.first_mut() {
            main.body = core::mem::take(&mut self.out);
        }
        (
            core::mem::take(&mut self.trees),
            core::mem::take(&mut self.uids),
            core::mem::take(&mut self.names),
        )
    }

    /// The uid of the next element, named `name`.
    fn next_uid(&mut self, name: &str) -> u16 {
        self.last_uid = self.last_uid.saturating_add(1);
        self.names.push(String::from(name));
        if let Some(tree) = self.trees.get_mut(self.current) {
            tree.uids.push(self.last_uid);
        }
        self.last_uid
    }

    /// BehaviorTree.CPP's path of the element of uid `uid` whose instance
    /// name is `instance` and type `id`, in the subtree being written: the
    /// subtree's path, `/`, then the instance name, and `::uid` if that is
    /// the type (`engage`, `nav/Sequence::7`).
    fn path_of(&self, instance: &str, id: &str, uid: u16) -> String {
        let own = if instance == id {
            format!("{instance}::{uid}")
        } else {
            String::from(instance)
        };
        if self.path.is_empty() {
            own
        } else {
            format!("{}/{own}", self.path)
        }
    }

    /// Writes the `subtree` node `node` as a `<SubTree>` element, with the
    /// preconditions `attrs` of the precondition nodes `guards`, and its
    /// child as a `<BehaviorTree>` of its own: one per instance with its
    /// path, as BT.CPP's `WriteTreeToXML` writes a loaded tree
    /// ([`Style::Metadata`]); one per ID in a file, where an instance
    /// whose elements differ from those of the tree of its ID written
    /// before (a substitution rule's work) gets an ID of its own, `_2`
    /// added, as does an ID that names the main tree, a leaf or one of
    /// BT.CPP's own nodes, which BT.CPP refuses.
    fn subtree(
        &mut self,
        node: &NodeInfo<'a>,
        (attrs, guards): (Vec<(&'a str, String)>, Vec<NodeId>),
        indent: usize,
    ) {
        let id = node.btcpp_id.unwrap_or(node.label);
        let uid = self.next_uid(node.label);
        // BT.CPP's path of the instance: its name, or its ID and uid.
        let path = self.path_of(node.label, id, uid);
        for guard in guards.into_iter().chain([node.id]) {
            if let Some(slot) = self.uids.get_mut(usize::from(guard)) {
                *slot = Some(uid);
            }
            if let Some(slot) = self.paths.get_mut(usize::from(guard)) {
                slot.clone_from(&path);
            }
        }
        let slot = self.trees.len();
        self.trees.push(XmlTree {
            id: String::from(id),
            path: path.clone(),
            body: String::new(),
            uids: Vec::new(),
        });
        let outer_path = core::mem::replace(&mut self.path, path.clone());
        let outer = core::mem::take(&mut self.out);
        let outer_tree = core::mem::replace(&mut self.current, slot);
        if let Some(&child) = node.children.first() {
            self.node(child, Vec::new(), Vec::new(), 2);
        }
        self.current = outer_tree;
        let body = core::mem::replace(&mut self.out, outer);
        self.path = outer_path;
        let ports = node.ports.iter().map(|(k, v)| (k, String::from(v)));
        let all = match self.style {
            Style::Metadata => {
                if let Some(tree) = self.trees.get_mut(slot) {
                    tree.body = body;
                }
                let mut all = alloc::vec![
                    ("ID", String::from(id)),
                    ("_fullpath", path),
                    ("_uid", format!("{uid}")),
                ];
                // (`_autoremap` is no port to BT.CPP, which keeps it apart.)
                all.extend(ports.filter(|(k, _)| *k != "_autoremap"));
                all.extend(in_btcpp_order(attrs));
                all
            }
            Style::File => {
                let same = self
                    .trees
                    .iter()
                    .find(|t| !t.path.is_empty() && t.body == body && renamed_from(&t.id, id))
                    .map(|t| t.id.clone());
                let tree_id = if let Some(same) = same {
                    self.trees.remove(slot);
                    same
                } else {
                    let mut tree_id = String::from(id);
                    let mut n = 1;
                    while self.taken.contains(&tree_id) || is_btcpp_builtin(&tree_id) {
                        n += 1;
                        tree_id = format!("{id}_{n}");
                    }
                    self.taken.insert(tree_id.clone());
                    if let Some(tree) = self.trees.get_mut(slot) {
                        tree.id.clone_from(&tree_id);
                        tree.body = body;
                    }
                    tree_id
                };
                // The instance's name, also when its tree's ID had to
                // change (`nav` written as `nav_2`).
                let named = node.has_own_label() && node.label != tree_id;
                let mut all = alloc::vec![("ID", tree_id)];
                if named {
                    all.push(("name", String::from(node.label)));
                }
                all.extend(attrs);
                all.extend(ports);
                all
            }
        };
        self.open("SubTree", &all, indent, true);
    }

    /// Writes node `id` at `indent`, with the preconditions its ancestors
    /// gave it (`attrs`) and the ids of those precondition nodes (`guards`).
    fn node(
        &mut self,
        id: NodeId,
        mut attrs: Vec<(&'a str, String)>,
        mut guards: Vec<NodeId>,
        indent: usize,
    ) {
        let Some(node) = self.nodes.get(id) else {
            return;
        };
        let kind = node.kind;
        let child = node.children.first().copied();
        if let Kind::SKIP_IF | Kind::SUCCESS_IF | Kind::FAILURE_IF | Kind::WHILE = kind {
            let script = script(node.ports.get("condition").unwrap_or(node.label));
            let join = if kind == Kind::WHILE { " && " } else { " || " };
            match attrs.iter_mut().find(|(name, _)| *name == kind.btcpp) {
                Some((_, value)) => {
                    value.push_str(join);
                    value.push_str(&script);
                }
                None => attrs.push((kind.btcpp, script)),
            }
            guards.push(id);
            if let Some(child) = child {
                self.node(child, attrs, guards, indent);
            }
            return;
        }
        if kind == Kind::SUBTREE {
            self.subtree(&node, (attrs, guards), indent);
            return;
        }
        let tag = match kind {
            k if k.is_user_leaf() => self.leaf_ids[usize::from(id)].clone().unwrap_or_default(),
            Kind::SWITCH => format!("Switch{}", switch_cases(&node)),
            Kind::REPEAT_UNTIL_FAILURE => String::from("ForceSuccess"),
            // A kind of your own (see `dynamic::Spec::new`).
            k if !Kind::ALL.contains(&k) => identifier(k.btcpp),
            k => String::from(k.btcpp),
        };
        let instance = if node.has_own_label() {
            node.label
        } else {
            &tag
        };
        let uid = self.next_uid(instance);
        let path = self.path_of(instance, &tag, uid);
        for guard in guards.into_iter().chain([id]) {
            if let Some(slot) = self.uids.get_mut(usize::from(guard)) {
                *slot = Some(uid);
            }
            if let Some(slot) = self.paths.get_mut(usize::from(guard)) {
                slot.clone_from(&path);
            }
        }
        let mut ports: Vec<(&'a str, String)> = Vec::new();
        for (port, value) in node.ports.iter() {
            let value = if kind == Kind::SWITCH && port == "variable" {
                format!("{{{}}}", identifier(value))
            } else {
                String::from(value)
            };
            ports.push((port, value));
        }
        let attrs = match self.style {
            Style::File => {
                if node.has_own_label() && (!kind.is_user_leaf() || tag != node.label) {
                    attrs.insert(0, ("name", String::from(node.label)));
                }
                attrs.extend(ports);
                attrs
            }
            Style::Metadata => {
                let name = if node.has_own_label() {
                    node.label
                } else {
                    &tag
                };
                let mut all = alloc::vec![("name", String::from(name)), ("_uid", format!("{uid}"))];
                all.extend(ports);
                all.extend(in_btcpp_order(attrs));
                all
            }
        };
        self.open(&tag, &attrs, indent, node.children.is_empty());
        if node.children.is_empty() {
            return;
        }
        if kind == Kind::REPEAT_UNTIL_FAILURE {
            let inner = "KeepRunningUntilFailure";
            let inner_attrs = match self.style {
                Style::File => Vec::new(),
                Style::Metadata => {
                    let uid = self.next_uid(inner);
                    alloc::vec![("name", String::from(inner)), ("_uid", format!("{uid}"))]
                }
            };
            self.open(inner, &inner_attrs, indent + 1, false);
            for &c in node.children {
                self.node(c, Vec::new(), Vec::new(), indent + 2);
            }
            self.close(inner, indent + 1);
        } else {
            for &c in node.children {
                self.node(c, Vec::new(), Vec::new(), indent + 1);
            }
        }
        self.close(&tag, indent);
    }

    fn open(&mut self, tag: &str, attrs: &[(&str, String)], indent: usize, empty: bool) {
        self.pad(indent);
        let _ = write!(self.out, "<{tag}");
        for (name, value) in attrs {
            let _ = write!(self.out, " {name}=\"{}\"", Escaped(value));
        }
        self.out.push_str(if empty { "/>\n" } else { ">\n" });
    }

    fn close(&mut self, tag: &str, indent: usize) {
        self.pad(indent);
        let _ = writeln!(self.out, "</{tag}>");
    }

    fn pad(&mut self, indent: usize) {
        let unit = match self.style {
            Style::File => "  ",
            Style::Metadata => "    ",
        };
        for _ in 0..indent {
            self.out.push_str(unit);
        }
    }
}

/// Text escaped for an XML attribute value.
pub(crate) struct Escaped<'a>(pub(crate) &'a str);

impl core::fmt::Display for Escaped<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        for c in self.0.chars() {
            match c {
                '&' => f.write_str("&amp;")?,
                '<' => f.write_str("&lt;")?,
                '>' => f.write_str("&gt;")?,
                '"' => f.write_str("&quot;")?,
                '\'' => f.write_str("&apos;")?,
                '\n' => f.write_str("&#10;")?,
                '\r' => f.write_str("&#13;")?,
                '\t' => f.write_str("&#9;")?,
                // Not allowed in XML 1.0, even as a reference.
                c if c < ' ' => f.write_char('\u{FFFD}')?,
                c => f.write_char(c)?,
            }
        }
        Ok(())
    }
}

/// Text escaped for a DOT quoted string (line breaks become `\n`).
struct DotEscaped<'a>(&'a str);

impl core::fmt::Display for DotEscaped<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        for c in self.0.chars() {
            match c {
                '"' => f.write_str("\\\"")?,
                '\\' => f.write_str("\\\\")?,
                '\n' => f.write_str("\\n")?,
                c => f.write_char(c)?,
            }
        }
        Ok(())
    }
}

/// Text escaped for a Mermaid quoted label (entity codes).
struct MermaidEscaped<'a>(&'a str);

impl core::fmt::Display for MermaidEscaped<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let mut rest = self.0;
        while let Some(c) = rest.chars().next() {
            if let Some(after) = rest.strip_prefix("<br/>") {
                f.write_str("<br/>")?;
                rest = after;
                continue;
            }
            match c {
                '"' => f.write_str("#quot;")?,
                '<' => f.write_str("#lt;")?,
                '>' => f.write_str("#gt;")?,
                '#' => f.write_str("#35;")?,
                c => f.write_char(c)?,
            }
            rest = &rest[c.len_utf8()..];
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::{is_script, renamed_from, script};

    #[test]
    fn subtree_ids_are_renamed_with_a_number() {
        for (tree, id) in [("Walk", "Walk"), ("Walk_2", "Walk"), ("Walk_13", "Walk")] {
            assert!(renamed_from(tree, id), "{tree}");
        }
        for (tree, id) in [
            ("Walk_x", "Walk"),
            ("Walk_1", "Walk"),
            ("Walk_02", "Walk"),
            ("Walker", "Walk"),
            ("Walk_", "Walk"),
        ] {
            assert!(!renamed_from(tree, id), "{tree}");
        }
    }

    #[test]
    fn scripts_are_kept_and_rust_made_a_name() {
        for text in [
            "ready",
            "!ready && (a || b)",
            "battery < 20",
            "0 <= level <= 9.5",
            "name != 'idle' || @mode == 0x1F",
            "n := n + 1; s = s..'x'",
            "-x * 2 > ~k ? 1 : 2",
            "x < 2.5E-3 + 1e2",
            "(!a) == b",
            "n += 1;",
            "a := 1;; b := 2 ;",
        ] {
            assert!(is_script(text), "{text}");
            assert_eq!(script(text), text);
        }
        for (text, name) in [
            ("agent::ready", "agent__ready"),
            ("|c| c.ready", "_c__c_ready"),
            ("c.ready", "c_ready"),
            ("is_low(battery)", "is_low_battery_"),
            ("a b", "a_b"),
            ("'open", "_open"),
            ("1x", "_1x"),
            ("a &&", "a___"),
            ("", "_"),
            ("; 3", "__3"),
            (";", "_"),
        ] {
            assert!(!is_script(text), "{text}");
            assert_eq!(script(text), name, "{text}");
        }
    }
}
