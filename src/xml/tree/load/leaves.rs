//! Building the node types registered in the factory (leaves, and the
//! user's controls and decorators), and `<SubTree>`s.

use super::{
    Args, Attrs, BTreeMap, BTreeSet, Binding, Builder, Category, Doc, Error, Given, Make, NodeType,
    Pos, RemappedAt, Scope, Shared, Spec, String, ToString, Vec, XNode, format, key_of, list,
    meant_tree, no_port_help, parse_bool, place,
};

impl<'s, C: 'static> Builder<'_, '_, 's, C> {
    /// A node type registered in the factory: a leaf (no `children`), or a
    /// control or decorator of the user's with its children.
    #[allow(clippy::too_many_arguments)] // the element, taken apart
    pub(super) fn user_node(
        &self,
        d: &Doc<'_>,
        id: &str,
        at: Pos,
        node_type: &NodeType<C>,
        attrs: &Attrs<'_>,
        scope: &Shared<Scope>,
        children: Vec<Spec<C>>,
    ) -> Result<Spec<C>, Error> {
        let mut given = Vec::new();
        for &(name, value, nat, vat, _) in &attrs.ports {
            let Some(port) = node_type.ports.iter().copied().find(|p| *p == name) else {
                return Err(no_port(d, (id, name, nat), node_type));
            };
            given.push(Given {
                port,
                value,
                at: vat,
            });
        }
        // A declared default stands for a port the element does not give,
        // as in BT.CPP.
        for port in self.factory.port_model_of(id) {
            if let Some(default) = port.default
                && !given.iter().any(|g| g.port == port.name)
            {
                given.push(Given {
                    port: port.name,
                    value: default,
                    at,
                });
            }
        }
        given.sort_by_key(|g| node_type.ports.iter().position(|p| *p == g.port));
        let variable = |key: &str, ty| self.output_variable(key, ty, scope);
        let args = Args {
            id,
            name: attrs.name.unwrap_or(id),
            given,
            scope,
            entries: self.entries(),
            file: d.path,
            at,
            used: core::cell::RefCell::default(),
            declared: &node_type.ports,
            variable: &variable,
            report: self.report_at(
                d,
                at,
                format!("in a port of `{id}`"),
                "BT.CPP's node fails to read the port; bt's reads the type's default",
            ),
        };
        let mut spec = match &node_type.make {
            Make::Leaf(make) => Spec::leaf_of_kind(node_type.kind, id, make(&args)?),
            Make::Parent(make) => make(&args)?(children),
        };
        // Each port is as the node's model declares it, else goes the way
        // the node used it as it was made (the exports declare it so).
        let model = self.factory.port_model_of(id);
        for g in &args.given {
            let port = model
                .iter()
                .find(|p| p.name == g.port)
                .copied()
                .unwrap_or_else(|| crate::table::Port::new(g.port, args.direction_of(g.port)));
            spec = spec.model_port(port, g.value);
        }
        Ok(spec)
    }

    pub(super) fn subtree(
        &mut self,
        doc: usize,
        node: XNode<'_, 's>,
        attrs: &Attrs<'_>,
        children: &[XNode<'_, 's>],
        scope: &Shared<Scope>,
        (depth, uid): (usize, usize),
    ) -> Result<Spec<C>, Error> {
        let d = &self.docs[doc];
        let at = d.at(node.range().start);
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
                d.at(child.range().start),
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
        // A rule's substitute is built in place of the whole subtree, which
        // need not exist (BT.CPP does not look for it then).
        if let Some(spec) = self.substituted_subtree(d, node, id, attrs, scope, uid)? {
            return Ok(spec);
        }
        if !self.trees.contains_key(id) {
            return Err(Error::new(
                d.path,
                id_at,
                format!("no `<BehaviorTree ID=\"{id}\">`"),
                meant_tree(
                    id,
                    self.trees.keys(),
                    format!(
                        "use one of: {}; or `<include path=\"..\"/>` the file that has it (in \
                         `<root>`)",
                        list(self.trees.keys())
                    ),
                ),
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
        // Two `<SubTree>`s of one name in one tree would have one path,
        // which BT.CPP 4.10 refuses (Groot2 tells subtrees apart by it).
        if let Some(name) = attrs.name.filter(|n| !n.is_empty())
            && let Some(named) = self.named.last_mut()
            && !named.insert(name.to_string())
        {
            return Err(Error::new(
                d.path,
                at,
                format!("two `<SubTree>`s in this tree are named `{name}`"),
                "give each its own `name`, or leave `name` out (BT.CPP 4.10 refuses SubTrees of \
                 one name and path: Groot2 and the observers tell them apart by it)",
            ));
        }
        let (mut remap, remapped_at) = remap_of(d, attrs, scope)?;
        // The node's ports: the element's attributes as written, the
        // defaults of the ports it does not remap, and `_autoremap`, so
        // that the exports write a `<SubTree>` that BT.CPP reads as this.
        let mut shown: Vec<(String, String)> = attrs
            .ports
            .iter()
            .map(|&(name, value, ..)| (name.to_string(), value.to_string()))
            .collect();
        let mut own = BTreeSet::new();
        if autoremap {
            shown.push((String::from("_autoremap"), String::from("true")));
        } else {
            self.model_defaults(d, (id, at), scope, (&mut remap, &mut shown))?;
            own = self.add_locals(Some(id), &mut remap);
        }
        let inner = Shared::new(Scope::subtree(
            (id, place(d.path, at)),
            (remap, remapped_at),
            own,
            scope,
            autoremap,
        ));
        let path = self.subtree_path(attrs.name, id, uid);
        self.paths.push(path);
        let spec = self.tree(id, &inner, depth + 1);
        self.paths.pop();
        let mut spec = Spec::subtree(spec?)
            .label(attrs.name.unwrap_or(id))
            .btcpp_id(id);
        for (name, value) in shown {
            spec = spec.port(name, value);
        }
        Ok(spec)
    }

    /// The ports that the `<TreeNodesModel>` declares for the subtree `id`
    /// and its `<SubTree>` element (at `at`) does not remap: bound to their
    /// default, read in the caller's scope as an element's value is, as
    /// BT.CPP does; one without a default is an error. Each is added to
    /// `shown` too, with its default.
    fn model_defaults(
        &self,
        d: &Doc<'_>,
        (id, at): (&str, Pos),
        scope: &Shared<Scope>,
        (remap, shown): (&mut BTreeMap<String, Binding>, &mut Vec<(String, String)>),
    ) -> Result<(), Error> {
        let Some(ports) = self.models.get(id) else {
            return Ok(());
        };
        for port in ports {
            let name = port.name.as_str();
            if remap.contains_key(name) {
                continue;
            }
            let Some(default) = port.default.as_deref() else {
                return Err(Error::new(
                    d.path,
                    at,
                    format!(
                        "`<SubTree ID=\"{id}\">` does not remap `{name}`, a port its \
                         `<TreeNodesModel>` declares without a default"
                    ),
                    format!(
                        "{}remap it (`{name}=\"{{{name}}}\"` or a value), give the model's port \
                         a `default`, or add `_autoremap=\"true\"`",
                        misspelt(name, remap.keys().map(String::as_str), ports)
                    ),
                ));
            };
            let binding = match key_of(name, default) {
                None => Binding::Literal(default.to_string()),
                Some(key) => scope.resolve(key).ok_or_else(|| {
                    Error::new(
                        self.docs[port.doc].path,
                        port.at,
                        format!(
                            "{}, where the default of the port `{name}` of `{id}` reads it",
                            scope.invisible(key)
                        ),
                        scope.invisible_help(key),
                    )
                })?,
            };
            remap.insert(port.name.clone(), binding);
            shown.push((port.name.clone(), default.to_string()));
        }
        Ok(())
    }
}

/// The start of the help for a port `name` that a subtree's model
/// declares and its `<SubTree>` does not remap, when the element remaps a
/// port the model does not declare and of a name close to it (`gaol` for
/// `goal`): that is likely the mistake.
fn misspelt<'a>(
    name: &str,
    remapped: impl Iterator<Item = &'a str>,
    ports: &[super::document::ModelPort],
) -> String {
    let undeclared = remapped.filter(|r| !ports.iter().any(|p| p.name == *r));
    crate::table::closest(name, undeclared)
        .map(|r| {
            format!(
                "the `<SubTree>` remaps `{r}`, which the model does not declare: did you mean \
                 `{name}`? Else, "
            )
        })
        .unwrap_or_default()
}

/// What the ports of a `<SubTree>` element bind in the subtree, and, for
/// each, the value remapped to it and where it is written.
fn remap_of(
    d: &Doc<'_>,
    attrs: &Attrs<'_>,
    scope: &Scope,
) -> Result<(BTreeMap<String, Binding>, RemappedAt), Error> {
    let mut remap = BTreeMap::new();
    let mut remapped_at = BTreeMap::new();
    for &(name, value, _, vat, _) in &attrs.ports {
        remapped_at.insert(name.to_string(), (value.to_string(), place(d.path, vat)));
        let binding = match key_of(name, value) {
            None => Binding::Literal(value.to_string()),
            Some(key) => scope.resolve(key).ok_or_else(|| {
                Error::new(d.path, vat, scope.invisible(key), scope.invisible_help(key))
            })?,
        };
        remap.insert(name.to_string(), binding);
    }
    Ok((remap, remapped_at))
}

/// The error for an attribute `name` (at `at`) of an element whose node
/// type (`id`) has no such port.
pub(super) fn no_port<C: 'static>(
    d: &Doc<'_>,
    (id, name, at): (&str, &str, Pos),
    node_type: &NodeType<C>,
) -> Error {
    let register = match node_type.kind.category {
        Category::Control => "`Factory::control`",
        Category::Decorator => "`Factory::decorator`",
        _ => "`Factory::node_with`",
    };
    Error::new(
        d.path,
        at,
        format!("`{id}` has no port `{name}`"),
        no_port_help(
            id,
            name,
            &node_type.ports,
            format!("remove `{name}`, or register `{id}` with {register} and the port"),
        ),
    )
}
