//! Substitution rules and test nodes in a loaded tree (see
//! [`Substitute`]).

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::time::Duration;

use super::{Error, Factory, Script, Substitute, TestNodeConfig};
use crate::xml::substitute::{parse_rules, wildcard_match};
use crate::{Node, Status};

impl<C: 'static> Factory<C> {
    /// A substitution rule (BT.CPP's `addSubstitutionRule` with an ID):
    /// each node of a loaded tree that `filter` matches is built as the
    /// node registered (or built in) under `id`, as if the element named
    /// `id`. For tests: a tree runs with mocks in place of the actions
    /// that need a robot, without editing its file.
    ///
    /// `filter` matches a node, as in BT.CPP, when it is the node's name
    /// (its `name`, else its ID), its ID (`SubTree` for a `<SubTree>`), or
    /// a wildcard pattern (`*` any text, `?` any one character) of its
    /// path: the names of the `<SubTree>`s it is in and its own, joined
    /// by `/`, where a name that is the ID itself is followed by `::` and
    /// the node's number in BT.CPP's order (`Nav::4/MoveBase::6`, or
    /// `nav/move` for `<SubTree ID="Nav" name="nav"/>` holding
    /// `<MoveBase name="move"/>`; a loaded tree's
    /// [`Nodes::btcpp_paths`](crate::table::Nodes::btcpp_paths) lists
    /// them). A `<SubTree>` substituted is not
    /// built: the rule replaces the whole subtree, whose tree need not be
    /// loaded at all.
    ///
    /// The substitute takes the element's place: its ports are those of
    /// the element's attributes it has (the element's attributes and
    /// number of children are checked against the node it names, as
    /// without the rule); a leaf put in place of a
    /// control or decorator drops its children (they are still read and
    /// checked, as BT.CPP builds them); a control or decorator put in
    /// place of a node takes the element's children, which must suit it.
    /// Pre- and post-conditions of the element stay on the substitute.
    /// The node keeps the element's name as its label.
    ///
    /// Adding a rule with a filter given before replaces it. Where two
    /// rules with different substitutes match one node, the load fails
    /// (BT.CPP takes one of them, in no fixed order). A substitute ID
    /// that is neither registered nor built in is an error when a node
    /// matches the rule.
    ///
    /// ```
    /// use bt::xml::Factory;
    /// use bt::Status;
    ///
    /// #[derive(Default)]
    /// struct Robot { moved: bool, mocked: u32 }
    ///
    /// let mut factory = Factory::<Robot>::new();
    /// factory
    ///     .action("MoveBase", |r| { r.moved = true; Status::Success })
    ///     .action("MockMove", |r| { r.mocked += 1; Status::Success })
    ///     .substitute("MoveBase", "MockMove");
    /// let mut tree = factory.load_str(r#"
    ///     <root BTCPP_format="4">
    ///       <BehaviorTree ID="Main">
    ///         <Sequence><MoveBase/><MoveBase name="again"/></Sequence>
    ///       </BehaviorTree>
    ///     </root>"#)?;
    /// let mut robot = Robot::default();
    /// assert_eq!(tree.tick(&mut robot), Status::Success);
    /// assert_eq!((robot.moved, robot.mocked), (false, 2));
    /// # Ok::<(), bt::xml::Error>(())
    /// ```
    pub fn substitute(&mut self, filter: &str, id: &str) -> &mut Self {
        self.add_rule(filter, Substitute::Id(id.to_string()))
    }

    /// A substitution rule with a [test node](TestNodeConfig) (BT.CPP's
    /// `addSubstitutionRule` with a `TestNodeConfig`): each node `filter`
    /// matches (see [`substitute`](Self::substitute)) is built as a test
    /// node. Its scripts are compiled when a tree is loaded, in the scope
    /// of each node replaced; a script error is a load error at that
    /// node's element.
    ///
    /// ```
    /// use bt::xml::{Factory, TestNodeConfig};
    /// use bt::Status;
    ///
    /// #[derive(Default)]
    /// struct Robot { battery: i64, docked: bool }
    ///
    /// let mut factory = Factory::<Robot>::new();
    /// factory
    ///     .entry_mut("battery", |r: &Robot| r.battery, |r, v| r.battery = v)
    ///     .action("Dock", |r| { r.docked = true; Status::Success })
    ///     .substitute_test("dock", TestNodeConfig {
    ///         return_status: Status::Failure,
    ///         failure_script: "battery := 5".into(),
    ///         ..TestNodeConfig::default()
    ///     });
    /// let mut tree = factory.load_str(r#"
    ///     <root BTCPP_format="4">
    ///       <BehaviorTree ID="Main">
    ///         <Dock name="dock"/>
    ///       </BehaviorTree>
    ///     </root>"#)?;
    /// let mut robot = Robot::default();
    /// assert_eq!(tree.tick(&mut robot), Status::Failure);
    /// assert_eq!((robot.battery, robot.docked), (5, false));
    /// # Ok::<(), bt::xml::Error>(())
    /// ```
    pub fn substitute_test(&mut self, filter: &str, config: TestNodeConfig) -> &mut Self {
        self.add_rule(filter, Substitute::Test(config))
    }

    fn add_rule(&mut self, filter: &str, substitute: Substitute) -> &mut Self {
        match self.substitutions.iter_mut().find(|(f, _)| f == filter) {
            Some(rule) => rule.1 = substitute,
            None => self.substitutions.push((filter.to_string(), substitute)),
        }
        self
    }

    /// The substitution rules, in the order they were first added.
    pub fn substitution_rules(&self) -> impl Iterator<Item = (&str, &Substitute)> {
        self.substitutions.iter().map(|(f, s)| (f.as_str(), s))
    }

    /// Removes every substitution rule (BT.CPP's
    /// `clearSubstitutionRules`).
    pub fn clear_substitution_rules(&mut self) -> &mut Self {
        self.substitutions.clear();
        self
    }

    /// Adds the substitution rules of a JSON text in the format of
    /// BT.CPP's `loadSubstitutionRuleFromJSON` (Groot2 writes it too):
    /// `TestNodeConfigs` (optional, as in BT.CPP 4.10) names test nodes,
    /// each with `return_status` (one of `SUCCESS`, `FAILURE`, `RUNNING`
    /// and `SKIPPED`) or `return_status_script` (4.10), or both, and
    /// optionally `async_delay` in milliseconds, `success_script`,
    /// `failure_script` and `post_script` (see [`TestNodeConfig`]);
    /// `SubstitutionRules` maps each filter to the name of a test node,
    /// else to a node ID.
    ///
    /// ```
    /// use bt::xml::{Factory, Substitute, TestNodeConfig};
    /// use bt::Status;
    ///
    /// let mut factory = Factory::<()>::new();
    /// factory.substitution_rules_json(r#"{
    ///     "TestNodeConfigs": {
    ///         "NoPath": { "return_status": "FAILURE", "post_script": "tries += 1" }
    ///     },
    ///     "SubstitutionRules": {
    ///         "nav/plan_*": "NoPath",
    ///         "MoveBase": "AlwaysSuccess"
    ///     }
    /// }"#)?;
    /// let rules: Vec<_> = factory.substitution_rules().collect();
    /// let no_path = TestNodeConfig {
    ///     return_status: Status::Failure,
    ///     post_script: "tries += 1".into(),
    ///     ..TestNodeConfig::default()
    /// };
    /// assert_eq!(rules, [
    ///     ("MoveBase", &Substitute::Id("AlwaysSuccess".into())),
    ///     ("nav/plan_*", &Substitute::Test(no_path)),
    /// ]);
    /// # Ok::<(), bt::xml::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// Malformed JSON (with its line and column), a missing
    /// `SubstitutionRules`, a value of the wrong type, a
    /// `return_status` that is not one of the four (`IDLE` included:
    /// BT.CPP refuses a test node returning it), a negative `async_delay`,
    /// or a field BT.CPP does not read (a likely typo). The factory is
    /// left as it was.
    pub fn substitution_rules_json(&mut self, json: &str) -> Result<&mut Self, Error> {
        let rules = parse_rules(json)?;
        for (filter, substitute) in rules {
            self.add_rule(&filter, substitute);
        }
        Ok(self)
    }

    /// [`substitution_rules_json`](Self::substitution_rules_json) of a
    /// file, whose path its errors give.
    ///
    /// # Errors
    ///
    /// A file that cannot be read, or as `substitution_rules_json`.
    pub fn substitution_rules_file(
        &mut self,
        path: impl AsRef<std::path::Path>,
    ) -> Result<&mut Self, Error> {
        let path = path.as_ref();
        let rules = parse_rules(&super::read(path)?).map_err(|mut e| {
            e.file = Some(path.to_path_buf());
            e
        })?;
        for (filter, substitute) in rules {
            self.add_rule(&filter, substitute);
        }
        Ok(self)
    }

    /// The rules that match a node: its name, its factory ID (`SubTree`
    /// for a `<SubTree>`), and its path (built only if a rule needs it).
    pub(crate) fn rules_matching(
        &self,
        name: &str,
        id: &str,
        path: impl Fn() -> String,
    ) -> Vec<(&str, &Substitute)> {
        let mut path_text: Option<String> = None;
        let mut found = Vec::new();
        for (filter, substitute) in &self.substitutions {
            let matches = filter == name
                || filter == id
                || wildcard_match(path_text.get_or_insert_with(&path), filter);
            if matches {
                found.push((filter.as_str(), substitute));
            }
        }
        found
    }
}

/// A test node's `return_status_script`, compiled.
pub(crate) type StatusScript<C> = alloc::boxed::Box<threads!(dyn Fn(&mut C) -> Option<Status>)>;

/// Reads the context's clock.
pub(crate) type Now<C> = fn(&C) -> Duration;

/// Where a [`TestNode`] is in its run.
#[derive(Clone, Copy)]
pub(crate) enum Run {
    /// Not running.
    Rest,
    /// Waiting for its delay to end at this time (and after it, still
    /// running: it completes at every tick, as BT.CPP's flag stays set).
    Until(Duration),
    /// Running without a delay (it completed with RUNNING): BT.CPP's flag
    /// is never set, so it runs on without its scripts.
    On,
}

/// A test node in a loaded tree (see [`TestNodeConfig`]).
pub(crate) struct TestNode<C: 'static> {
    pub(crate) status: Status,
    /// The compiled `return_status_script`, if any: `None` from it is a
    /// failure.
    pub(crate) status_script: Option<StatusScript<C>>,
    pub(crate) on_success: Option<Script<C>>,
    pub(crate) on_failure: Option<Script<C>>,
    pub(crate) post: Option<Script<C>>,
    /// The delay and the clock, for a node with a delay.
    pub(crate) delay: Option<(Duration, Now<C>)>,
    pub(crate) run: Run,
}

impl<C: 'static> TestNode<C> {
    /// The node completes: its scripts, then its status.
    fn complete(&mut self, ctx: &mut C) -> Status {
        let status = match &self.status_script {
            None => self.status,
            Some(script) => match script(ctx) {
                Some(status) => status,
                None => return Status::Failure,
            },
        };
        let script = match status {
            Status::Success => self.on_success.as_ref(),
            Status::Failure => self.on_failure.as_ref(),
            _ => None,
        };
        if let Some(script) = script {
            script(ctx);
        }
        if let Some(post) = &self.post {
            post(ctx);
        }
        status
    }
}

impl<C: 'static> Node<C> for TestNode<C> {
    fn tick(&mut self, ctx: &mut C) -> Status {
        let status = match (self.run, self.delay) {
            (Run::Rest, None) => self.complete(ctx),
            (Run::Rest, Some((delay, now))) => {
                self.run = Run::Until(now(ctx).saturating_add(delay));
                return Status::Running;
            }
            (Run::Until(deadline), Some((_, now))) if now(ctx) >= deadline => self.complete(ctx),
            _ => return Status::Running,
        };
        match (status, self.run) {
            (Status::Running, Run::Rest) => self.run = Run::On,
            (Status::Running, _) => {}
            _ => self.run = Run::Rest,
        }
        status
    }

    fn halt(&mut self, _: &mut C) {
        self.run = Run::Rest;
    }
}
