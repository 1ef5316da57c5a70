//! Substitution rules at load time ([`Factory::substitute`]): which rule
//! matches an element, and the node built in its place.
//!
//! [`Factory::substitute`]: crate::xml::Factory::substitute

use core::fmt::Write as _;

use alloc::borrow::Cow;

use super::super::substitution::{Run, StatusScript, TestNode};
use super::code::{Src, lower_all, status_now};
use super::nodes::NEEDS_CLOCK;
use super::{
    Attrs, Builder, Doc, Error, Kind, Pos, SWITCH_CASES, Scope, Shared, Spec, String, Target, Vec,
    XNode, format, no_port_help,
};
use crate::xml::{Substitute, TestNodeConfig};

/// The element a rule replaces: its ID as the factory knows it (the
/// tree's ID for a `<SubTree>`) and what that ID is, if not a subtree.
struct Original<'a, 'f, C: 'static> {
    id: &'a str,
    target: Option<&'a Target<'f, C>>,
    /// The element's name: its `name`, else its ID.
    instance: &'a str,
}

impl<'f, 's, C: 'static> Builder<'f, '_, 's, C> {
    /// The number BT.CPP gives the next node it makes (from 1, in the
    /// order it reads the elements, `<SubTree>`s and their trees
    /// included).
    pub(super) fn next_uid(&mut self) -> usize {
        self.uid += 1;
        self.uid
    }

    /// The path of the subtree being built followed by `/`, if it is not
    /// the main tree (whose path is empty).
    fn path_prefix(&self) -> String {
        let mut path = self.paths.last().cloned().unwrap_or_default();
        if !path.is_empty() {
            path.push('/');
        }
        path
    }

    /// BT.CPP's path of a node: the path of the subtree it is in, then its
    /// name, followed by `::` and its number if the name is its ID.
    fn node_path(&self, instance: &str, id: &str, uid: usize) -> String {
        let mut path = self.path_prefix();
        path.push_str(instance);
        if instance == id {
            let _ = write!(path, "::{uid}");
        }
        path
    }

    /// The path of the subtree a `<SubTree>` element (number `uid`)
    /// makes: its `name`, else its ID and number, after the path of the
    /// subtree it is in.
    pub(super) fn subtree_path(&self, name: Option<&str>, id: &str, uid: usize) -> String {
        let mut path = self.path_prefix();
        match name {
            Some(name) => path.push_str(name),
            None => {
                let _ = write!(path, "{id}::{uid}");
            }
        }
        path
    }

    /// The substitute of the element at `at` if a rule matches it (its
    /// `instance` name, its `factory_id`, its path), with the rule's
    /// filter. Two rules with different substitutes are an error.
    pub(super) fn substitution(
        &self,
        d: &Doc<'_>,
        at: Pos,
        (instance, id, factory_id): (&str, &str, &str),
        uid: usize,
    ) -> Result<Option<(&'f str, &'f Substitute)>, Error> {
        let factory = self.factory;
        if factory.substitution_rules().next().is_none() {
            return Ok(None);
        }
        let found =
            factory.rules_matching(instance, factory_id, || self.node_path(instance, id, uid));
        let Some(&(filter, substitute)) = found.first() else {
            return Ok(None);
        };
        if let Some(&(other, _)) = found.iter().find(|(_, s)| *s != substitute) {
            let path = self.node_path(instance, id, uid);
            return Err(Error::new(
                d.path,
                at,
                format!(
                    "the substitution rules `{filter}` and `{other}` both match `{instance}` \
                     (path `{path}`), with different substitutes"
                ),
                "make the filters match apart (BehaviorTree.CPP would take one of them, in no \
                 fixed order)",
            ));
        }
        Ok(Some((filter, substitute)))
    }

    /// The node a rule builds in place of an element: the element's
    /// attributes checked against its own node, its children (`built`)
    /// kept if the substitute takes children, else dropped (as BT.CPP
    /// makes them and attaches them to no node); its conditions are left
    /// to the caller.
    #[allow(clippy::too_many_arguments)] // the element, taken apart
    fn substituted(
        &mut self,
        d: &Doc<'_>,
        (node, children): (XNode<'_, 's>, &[XNode<'_, 's>]),
        (filter, substitute): (&str, &Substitute),
        original: &Original<'_, 'f, C>,
        attrs: &Attrs<'_>,
        scope: &Shared<Scope>,
        mut built: Vec<Spec<C>>,
    ) -> Result<Spec<C>, Error> {
        let at = d.at(node.range().start);
        if let Some(target) = original.target {
            Self::check_ports(d, original.id, target, attrs, scope, at)?;
        }
        let id = match substitute {
            Substitute::Id(id) => id,
            Substitute::Test(config) => {
                let status_script = self.status_script(d, node, filter, config, scope)?;
                return self.test_node(d, node, (filter, config), original, scope, status_script);
            }
        };
        let Some(target) = self.resolve(id) else {
            return Err(Error::new(
                d.path,
                at,
                format!(
                    "`{}` is substituted by `{id}` (the substitution rule `{filter}`), which is \
                     neither registered in the factory nor a built-in node",
                    original.instance
                ),
                format!("register `{id}` in the factory, or fix the rule"),
            ));
        };
        let kind = match &target {
            Target::Builtin(kind) => *kind,
            Target::User(node_type) => node_type.kind,
            Target::Script(script) => script.kind(),
            Target::Switch(_) => Kind::SWITCH,
        };
        if kind.category.is_leaf() {
            built.clear();
        } else if !matches!(target, Target::Switch(_)) {
            Self::arity(d, (id, at), kind, children)
                .map_err(|e| by_rule(e, original.instance, id, filter))?;
        }
        let names = Self::port_names(&target);
        let given = Attrs {
            name: Some(original.instance),
            id: None,
            autoremap: None,
            pre: [None; 4],
            post: [None; 4],
            ports: attrs
                .ports
                .iter()
                .filter(|p| names.contains(&p.0))
                .copied()
                .collect(),
        };
        Ok(self
            .make(d, (id, at), &target, &given, scope, built)
            .map_err(|e| by_rule(e, original.instance, id, filter))?
            .label(original.instance))
    }

    /// A test node's `return_status_script`, compiled with the status
    /// names as scripting enums (BT.CPP 4.10 adds them for this script
    /// alone).
    fn status_script(
        &mut self,
        d: &Doc<'_>,
        node: XNode<'_, 's>,
        filter: &str,
        config: &TestNodeConfig,
        scope: &Shared<Scope>,
    ) -> Result<Option<StatusScript<C>>, Error> {
        let script = config.return_status_script.as_str();
        if script.trim().is_empty() {
            return Ok(None);
        }
        let mut enums = (*self.enums).clone();
        for (name, n) in [
            ("IDLE", 0.0),
            ("RUNNING", 1.0),
            ("SUCCESS", 2.0),
            ("FAILURE", 3.0),
            ("SKIPPED", 4.0),
        ] {
            enums.insert(String::from(name), n);
        }
        let own = core::mem::replace(&mut self.enums, Cow::Owned(enums));
        let src = Src {
            attr: "return_status_script",
            script,
            offset: node.range().start,
        };
        let compiled = Self::parse_script(d, &src)
            .and_then(|statements| self.compile_statements(d, &src, &statements, scope));
        self.enums = own;
        let code = lower_all(
            compiled
                .map_err(|e| rule_error(d, d.at(node.range().start), filter, &e))?
                .0,
        );
        Ok(Some(alloc::boxed::Box::new(move |c: &mut C| {
            status_now(&code, c)
        })))
    }

    /// The test node a rule (`filter`) puts in place of an element
    /// (`node`): its scripts compiled in the element's scope.
    fn test_node(
        &self,
        d: &Doc<'_>,
        node: XNode<'_, 's>,
        (filter, config): (&str, &TestNodeConfig),
        original: &Original<'_, 'f, C>,
        scope: &Shared<Scope>,
        status_script: Option<StatusScript<C>>,
    ) -> Result<Spec<C>, Error> {
        let at = d.at(node.range().start);
        let script = |attr: &'static str, code: &str| {
            if code.trim().is_empty() {
                return Ok(None);
            }
            self.post_script(d, (attr, code, node.range().start), scope)
                .map(Some)
                .map_err(|e| rule_error(d, at, filter, &e))
        };
        let delay = if config.async_delay.is_zero() {
            None
        } else {
            let timed = self.factory.timed.as_ref().ok_or_else(|| {
                Error::new(
                    d.path,
                    at,
                    format!(
                        "the test node of the substitution rule `{filter}` has an \
                         `async_delay`, which needs a clock"
                    ),
                    NEEDS_CLOCK,
                )
            })?;
            Some((config.async_delay, timed.now))
        };
        let test = TestNode {
            status: config.return_status,
            status_script,
            on_success: script("success_script", &config.success_script)?,
            on_failure: script("failure_script", &config.failure_script)?,
            post: script("post_script", &config.post_script)?,
            delay,
            run: Run::Rest,
        };
        // The export writes a leaf of the user's under its ID (the file
        // loads as it was written), anything else as a `TestNode`.
        let leaf = matches!(original.target, Some(Target::User(t)) if t.kind.category.is_leaf());
        Ok(
            Spec::leaf_of_kind(Kind::ACTION, original.instance, test).btcpp_id(if leaf {
                original.id
            } else {
                "TestNode"
            }),
        )
    }

    /// The node of an element (not a `<SubTree>`) of node `id`
    /// (`target`), BT.CPP's number `uid`, from its children: a rule's
    /// substitute if one matches it, else the node it names. (Called once
    /// the children are built, outside the frames of the loader's
    /// recursion.)
    #[allow(clippy::too_many_arguments)] // the element, taken apart
    #[inline(never)]
    pub(super) fn node(
        &mut self,
        d: &Doc<'_>,
        (node, children, uid): (XNode<'_, 's>, &[XNode<'_, 's>], usize),
        (id, target): (&str, &Target<'f, C>),
        attrs: &Attrs<'_>,
        scope: &Shared<Scope>,
        built: Vec<Spec<C>>,
    ) -> Result<Spec<C>, Error> {
        let at = d.at(node.range().start);
        let instance = attrs.name.unwrap_or(id);
        let Some(rule) = self.substitution(d, at, (instance, id, id), uid)? else {
            return self.make(d, (id, at), target, attrs, scope, built);
        };
        let original = Original {
            id,
            target: Some(target),
            instance,
        };
        self.substituted(d, (node, children), rule, &original, attrs, scope, built)
    }

    /// A `<SubTree>` element (its tree `id`, number `uid`) that a rule
    /// matches: the node built in place of the whole subtree.
    pub(super) fn substituted_subtree(
        &mut self,
        d: &Doc<'_>,
        node: XNode<'_, 's>,
        id: &str,
        attrs: &Attrs<'_>,
        scope: &Shared<Scope>,
        uid: usize,
    ) -> Result<Option<Spec<C>>, Error> {
        let at = d.at(node.range().start);
        let instance = attrs.name.unwrap_or(id);
        let Some(rule) = self.substitution(d, at, (instance, id, "SubTree"), uid)? else {
            return Ok(None);
        };
        self.count(d, at)?;
        let original = Original {
            id,
            target: None,
            instance,
        };
        self.substituted(d, (node, &[]), rule, &original, attrs, scope, Vec::new())
            .map(Some)
    }

    /// The port names of a node.
    fn port_names(target: &Target<'_, C>) -> Vec<&'static str> {
        match target {
            Target::Builtin(kind) => kind.ports().iter().map(|p| p.name).collect(),
            Target::Switch(n) => core::iter::once("variable")
                .chain(SWITCH_CASES[..*n].iter().copied())
                .collect(),
            Target::User(node_type) => node_type.ports.clone(),
            Target::Script(script) => script.ports().to_vec(),
        }
    }

    /// The element's attributes are ports of the node it names (for a
    /// built-in node, with values it reads), as without the rule.
    fn check_ports(
        d: &Doc<'_>,
        id: &str,
        target: &Target<'_, C>,
        attrs: &Attrs<'_>,
        scope: &Scope,
        at: Pos,
    ) -> Result<(), Error> {
        if let Target::Builtin(kind) = target {
            return Self::ports(d, *kind, attrs, scope, at).map(drop);
        }
        let names = Self::port_names(target);
        let Some(&(name, _, name_at, _, _)) = attrs.ports.iter().find(|p| !names.contains(&p.0))
        else {
            return Ok(());
        };
        if let Target::User(node_type) = target {
            return Err(super::leaves::no_port(d, (id, name, name_at), node_type));
        }
        Err(Error::new(
            d.path,
            name_at,
            format!("`{id}` has no port `{name}`"),
            no_port_help(
                id,
                name,
                &names,
                format!("remove `{name}`: `{id}` has no ports"),
            ),
        ))
    }
}

/// `e`, an error of the node `id` that the rule `filter` put in place of
/// the element `instance`, saying so (the mistake may be the rule's).
fn by_rule(mut e: Error, instance: &str, id: &str, filter: &str) -> Error {
    let _ = write!(
        e.message,
        " (`{instance}` is substituted by `{id}`: the substitution rule `{filter}`)"
    );
    e
}

/// A script error of the test node of the rule `filter`, at the element
/// it replaces.
fn rule_error(d: &Doc<'_>, at: Pos, filter: &str, e: &Error) -> Error {
    Error::new(
        d.path,
        at,
        format!(
            "{} (the test node of the substitution rule `{filter}`)",
            e.message()
        ),
        e.help(),
    )
}
