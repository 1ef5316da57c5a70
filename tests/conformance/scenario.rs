//! The scenario model shared by both sides: a tree over the nodes both
//! libraries have, scripted leaves, guards (preconditions), switch values and
//! steps. It renders itself as BehaviorTree.CPP XML (for the Python runner)
//! and as Rust code in the scenario-harness style (for reproducers).

use std::fmt::Write as _;

use bt::Status;

/// What a scripted leaf is in BehaviorTree.CPP.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeafKind {
    /// A `StatefulActionNode`: any status.
    Action,
    /// A `SimpleConditionNode`: Success or Failure only.
    Condition,
}

/// A scripted leaf: its statuses, one per tick of its user code (the last
/// one repeats).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Leaf {
    pub name: &'static str,
    pub kind: LeafKind,
    pub script: Vec<Status>,
}

/// The condition of a precondition decorator (`skip_if` & co., BT.CPP's
/// `_skipIf` & co.): one boolean per evaluation, the last one repeats.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Guard {
    pub name: &'static str,
    pub script: Vec<bool>,
}

/// A node of the scenario tree, without its children.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Op {
    /// A scripted leaf (index into [`Scenario::leaves`]).
    Leaf(usize),
    /// `AlwaysSuccess` (`true`) or `AlwaysFailure`.
    Always(bool),
    Sequence,
    SequenceWithMemory,
    AsyncSequence,
    Fallback,
    AsyncFallback,
    ReactiveSequence,
    ReactiveFallback,
    /// `success_count`, `failure_count`.
    Parallel(i32, i32),
    /// `max_failures`.
    ParallelAll(i32),
    IfThenElse,
    WhileDoElse,
    /// A switch on variable `.0` (index into [`Scenario::switch_values`])
    /// with these case values; one child per case plus the default.
    Switch(usize, Vec<u8>),
    Inverter,
    ForceSuccess,
    ForceFailure,
    KeepRunningUntilFailure,
    /// `num_cycles`.
    Repeat(i32),
    /// `num_attempts`.
    Retry(i32),
    /// `then_skip`.
    RunOnce(bool),
    /// BT.CPP's `SubTree`: a `<SubTree>` element over a `<BehaviorTree>` of
    /// its own (with `_autoremap`, so that the guards' counters and the
    /// switch variables reach it); `bt`'s `subtree`.
    SubTree,
    /// Preconditions over a guard (index into [`Scenario::guards`]).
    SkipIf(usize),
    SuccessIf(usize),
    FailureIf(usize),
    While(usize),
    // Nodes only `bt` has in this form; used by the property runs only.
    /// `catch_on_halt`; the last child is the catch.
    TryCatch(bool),
    RepeatUntilFailure,
    /// msec.
    Timeout(u64),
    /// `delay_msec`.
    Delay(u64),
    /// msec (a leaf).
    Sleep(u64),
}

/// How many children an op takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    Leaf,
    One,
    /// A composite: any number (BT.CPP: 1 or more).
    Many,
    /// Condition, then, optional else.
    Branch,
    /// Exactly this many.
    Exactly(usize),
    /// Try children (1+) then the catch.
    TryCatch,
}

impl Op {
    pub fn arity(&self) -> Arity {
        match self {
            Op::Leaf(_) | Op::Always(_) | Op::Sleep(_) => Arity::Leaf,
            Op::Sequence
            | Op::SequenceWithMemory
            | Op::AsyncSequence
            | Op::Fallback
            | Op::AsyncFallback
            | Op::ReactiveSequence
            | Op::ReactiveFallback
            | Op::Parallel(..)
            | Op::ParallelAll(_) => Arity::Many,
            Op::IfThenElse | Op::WhileDoElse => Arity::Branch,
            Op::Switch(_, cases) => Arity::Exactly(cases.len() + 1),
            Op::TryCatch(_) => Arity::TryCatch,
            Op::Inverter
            | Op::ForceSuccess
            | Op::ForceFailure
            | Op::KeepRunningUntilFailure
            | Op::Repeat(_)
            | Op::Retry(_)
            | Op::RunOnce(_)
            | Op::SubTree
            | Op::SkipIf(_)
            | Op::SuccessIf(_)
            | Op::FailureIf(_)
            | Op::While(_)
            | Op::RepeatUntilFailure
            | Op::Timeout(_)
            | Op::Delay(_) => Arity::One,
        }
    }

    /// `true` if BehaviorTree.CPP 4.8.2 has this node with the same meaning
    /// under deterministic ticking (see docs/conformance.md for the others).
    pub fn shared(&self) -> bool {
        !matches!(
            self,
            Op::TryCatch(_) | Op::RepeatUntilFailure | Op::Timeout(_) | Op::Delay(_) | Op::Sleep(_)
        )
    }

    /// The composites whose BT.CPP implementation clears its count of
    /// skipped children only when ticked from IDLE (and not when it returns
    /// FAILURE, for the sequences, or SUCCESS, for the fallbacks): in a slot
    /// where BT.CPP never resets the node, the count leaks into the next
    /// activation (rule D6).
    pub fn keeps_skip_count(&self) -> bool {
        matches!(
            self,
            Op::Sequence
                | Op::AsyncSequence
                | Op::SequenceWithMemory
                | Op::Fallback
                | Op::AsyncFallback
        )
    }

    /// The guard of a precondition op.
    pub fn guard(&self) -> Option<usize> {
        match self {
            Op::SkipIf(g) | Op::SuccessIf(g) | Op::FailureIf(g) | Op::While(g) => Some(*g),
            _ => None,
        }
    }

    /// How many times a tick of this node may tick one child: the wake-up
    /// loop of Repeat and Retry ticks a child that finished after running
    /// once more, then yields.
    pub fn child_tick_factor(&self) -> u64 {
        match self {
            Op::Repeat(_) | Op::Retry(_) => 2,
            _ => 1,
        }
    }
}

/// A scenario tree node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    pub op: Op,
    pub children: Vec<Node>,
}

impl Node {
    pub fn new(op: Op, children: Vec<Node>) -> Self {
        Self { op, children }
    }

    /// Visits the nodes in preorder.
    pub fn walk<'a>(&'a self, f: &mut impl FnMut(&'a Node)) {
        f(self);
        for child in &self.children {
            child.walk(f);
        }
    }

    /// The node that carries this one's XML element: preconditions are
    /// attributes of their child's element.
    pub fn element(&self) -> &Node {
        if self.op.guard().is_some() {
            self.children.first().map_or(self, Node::element)
        } else {
            self
        }
    }

    pub fn count(&self) -> usize {
        1 + self.children.iter().map(Node::count).sum::<usize>()
    }
}

/// One step of a scenario.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Tick,
    Halt,
}

/// A whole scenario.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scenario {
    pub root: Node,
    pub leaves: Vec<Leaf>,
    pub guards: Vec<Guard>,
    /// For each switch variable, its value at each step.
    pub switch_values: Vec<Vec<u8>>,
    pub steps: Vec<Step>,
    /// Milliseconds the clock moves before each step (property runs only;
    /// all zero in differential runs).
    pub advance_ms: Vec<u64>,
}

/// A hand-written scenario: scripted leaves named `A`, `B`, ... in the
/// order given, guards `G1`, ..., and steps as letters (`T` tick, `H` halt).
pub fn hand(
    root: Node,
    leaves: &[(LeafKind, &[Status])],
    guards: &[&[bool]],
    steps: &str,
) -> Scenario {
    let steps: Vec<Step> = steps
        .chars()
        .map(|c| if c == 'H' { Step::Halt } else { Step::Tick })
        .collect();
    Scenario {
        root,
        leaves: leaves
            .iter()
            .enumerate()
            .map(|(i, (kind, script))| Leaf {
                name: leaf_name(i),
                kind: *kind,
                script: script.to_vec(),
            })
            .collect(),
        guards: guards
            .iter()
            .enumerate()
            .map(|(i, script)| Guard {
                name: guard_name(i),
                script: script.to_vec(),
            })
            .collect(),
        switch_values: Vec::new(),
        advance_ms: vec![0; steps.len()],
        steps,
    }
}

/// Shorthands for hand-written trees.
pub fn node(op: Op, children: Vec<Node>) -> Node {
    Node::new(op, children)
}

pub fn leaf(i: usize) -> Node {
    Node::new(Op::Leaf(i), vec![])
}

/// The names of leaves (`A`..`Z`, `A1`..) and guards (`G1`..), interned.
/// The 33rd leaf and every 26th after it are `GL1`, `GL2`, ..: named `G1`,
/// they would share a guard's name (in an exported tree, a leaf and a
/// guard of one name are one node type).
pub fn leaf_name(i: usize) -> &'static str {
    static NAMES: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    let names = NAMES.get_or_init(|| {
        (0..26 * 20)
            .map(|i| {
                let letter = char::from(b'A' + u8::try_from(i % 26).unwrap());
                let name = match (i / 26, letter) {
                    (0, _) => letter.to_string(),
                    (n, 'G') => format!("GL{n}"),
                    (n, _) => format!("{letter}{n}"),
                };
                &*Box::leak(name.into_boxed_str())
            })
            .collect()
    });
    names[i]
}

pub fn guard_name(i: usize) -> &'static str {
    static NAMES: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    let names = NAMES.get_or_init(|| {
        (1..=200)
            .map(|i| &*Box::leak(format!("G{i}").into_boxed_str()))
            .collect()
    });
    names[i]
}

pub fn letter(status: Status) -> char {
    match status {
        Status::Success => 'S',
        Status::Failure => 'F',
        Status::Running => 'R',
        Status::Skipped => 'K',
    }
}

pub fn from_letter(c: char) -> Option<Status> {
    Some(match c {
        'S' => Status::Success,
        'F' => Status::Failure,
        'R' => Status::Running,
        'K' => Status::Skipped,
        _ => return None,
    })
}

/// The effective value of a BT.CPP threshold port for `n` children (before
/// `bt`'s clamping): a negative `t` means `max(n + t + 1, 0)`.
pub fn effective_threshold(t: i32, n: usize) -> i64 {
    let n = i64::try_from(n).unwrap();
    if t < 0 {
        (n + i64::from(t) + 1).max(0)
    } else {
        i64::from(t)
    }
}

/// Why a scenario is outside what the differential run compares, by rule
/// (docs/conformance.md lists each one). `None`: it is comparable.
pub fn differential_exclusion(sc: &Scenario) -> Option<&'static str> {
    let mut why = None;
    check_node(&sc.root, sc, &mut why);
    why
}

fn check_node(node: &Node, sc: &Scenario, why: &mut Option<&'static str>) {
    let n = node.children.len();
    if !node.op.shared() {
        *why = Some("node without a deterministic BT.CPP 4.8.2 counterpart");
        return;
    }
    match node.op.arity() {
        Arity::Leaf if n != 0 => *why = Some("leaf with children"),
        Arity::One if n != 1 => *why = Some("decorator without exactly one child"),
        Arity::Many if n == 0 => *why = Some("composite with no children (BT.CPP rejects)"),
        Arity::Branch if !(2..=3).contains(&n) => *why = Some("branch node arity"),
        Arity::Exactly(k) if k != n => *why = Some("switch arity"),
        _ => {}
    }
    let n_i64 = i64::try_from(n).unwrap();
    match &node.op {
        Op::Parallel(s, f)
            if effective_threshold(*s, n) > n_i64 || effective_threshold(*f, n) > n_i64 =>
        {
            *why = Some("parallel threshold above the number of children (BT.CPP throws)");
        }
        Op::ParallelAll(m) if effective_threshold(*m, n) > n_i64 => {
            *why = Some("parallel_all threshold above the number of children (BT.CPP throws)");
        }
        Op::IfThenElse | Op::WhileDoElse => {
            let latching = node.op == Op::WhileDoElse || n == 2;
            if latching && let Some(condition) = node.children.first() {
                match condition.op {
                    Op::Leaf(i) if sc.leaves[i].kind == LeafKind::Action => {
                        *why = Some("stateful action as a latching condition (G7)");
                    }
                    _ if condition.op.guard().is_some() => {
                        *why = Some("precondition on a latching condition (G7)");
                    }
                    _ if condition.op.keeps_skip_count() => {
                        *why = Some("sequence or fallback as a latching condition (D6)");
                    }
                    _ => {}
                }
            }
        }
        Op::ReactiveSequence => {
            let asyncs = node
                .children
                .iter()
                .filter(|c| c.element().op == Op::AsyncSequence)
                .count();
            if asyncs > 1 {
                *why = Some("ReactiveSequence with two AsyncSequence children (BT.CPP rejects)");
            }
        }
        Op::Switch(_, cases) if !(2..=5).contains(&cases.len()) => {
            *why = Some("switch size outside Switch2..Switch6 of BT.CPP");
        }
        // One precondition attribute per XML element.
        Op::SkipIf(_) | Op::SuccessIf(_) | Op::FailureIf(_) | Op::While(_)
            if node.children.first().and_then(|c| c.op.guard()).is_some() =>
        {
            *why = Some("two preconditions on one node");
        }
        Op::Leaf(i) => {
            let leaf = &sc.leaves[*i];
            if leaf.kind == LeafKind::Condition
                && leaf
                    .script
                    .iter()
                    .any(|s| !matches!(s, Status::Success | Status::Failure))
            {
                *why = Some("condition with a non-boolean script");
            }
        }
        _ => {}
    }
    for child in &node.children {
        check_node(child, sc, why);
    }
}

// ---------------------------------------------------------------------------
// BehaviorTree.CPP XML and the Python runner's request

impl Scenario {
    /// `true` if the tree has a subtree.
    pub fn has_subtrees(&self) -> bool {
        let mut found = false;
        self.root.walk(&mut |n| found |= n.op == Op::SubTree);
        found
    }

    /// The scenario as BehaviorTree.CPP XML, on one line.
    /// A subtree is a `<BehaviorTree>` of its own, `T1`, `T2`, .. in
    /// preorder, after the main tree (then named as the one to run).
    pub fn xml(&self) -> String {
        let mut trees = vec![String::new()];
        self.xml_node(&self.root, None, &mut trees, 0);
        let main = if trees.len() > 1 {
            r#" main_tree_to_execute="Main""#
        } else {
            ""
        };
        let mut out = format!(r#"<root BTCPP_format="4"{main}>"#);
        for (i, body) in trees.iter().enumerate() {
            let id = if i == 0 {
                "Main".to_owned()
            } else {
                format!("T{i}")
            };
            let _ = write!(out, r#"<BehaviorTree ID="{id}">{body}</BehaviorTree>"#);
        }
        out.push_str("</root>");
        out
    }

    /// Writes `node` into `trees[tree]`; a subtree's child goes into a
    /// tree of its own, pushed onto `trees`.
    fn xml_node(
        &self,
        node: &Node,
        precondition: Option<(&str, usize)>,
        trees: &mut Vec<String>,
        tree: usize,
    ) {
        if let Some(g) = node.op.guard() {
            let attr = match node.op {
                Op::SkipIf(_) => "_skipIf",
                Op::SuccessIf(_) => "_successIf",
                Op::FailureIf(_) => "_failureIf",
                _ => "_while",
            };
            return self.xml_node(&node.children[0], Some((attr, g)), trees, tree);
        }
        if node.op == Op::SubTree {
            let id = trees.len();
            trees.push(String::new());
            self.xml_node(&node.children[0], None, trees, id);
            let _ = write!(
                trees[tree],
                r#"<SubTree ID="T{id}" _autoremap="true"{}/>"#,
                self.precondition_attr(precondition)
            );
            return;
        }
        let (tag, attrs): (String, String) = match &node.op {
            Op::Leaf(i) => {
                let leaf = &self.leaves[*i];
                let tag = match leaf.kind {
                    LeafKind::Action => "ScriptedAction",
                    LeafKind::Condition => "ScriptedCondition",
                };
                (tag.into(), format!(r#" name="{}""#, leaf.name))
            }
            Op::Always(true) => ("AlwaysSuccess".into(), String::new()),
            Op::Always(false) => ("AlwaysFailure".into(), String::new()),
            Op::Sequence => ("Sequence".into(), String::new()),
            Op::SequenceWithMemory => ("SequenceWithMemory".into(), String::new()),
            Op::AsyncSequence => ("AsyncSequence".into(), String::new()),
            Op::Fallback => ("Fallback".into(), String::new()),
            Op::AsyncFallback => ("AsyncFallback".into(), String::new()),
            Op::ReactiveSequence => ("ReactiveSequence".into(), String::new()),
            Op::ReactiveFallback => ("ReactiveFallback".into(), String::new()),
            Op::Parallel(s, f) => (
                "Parallel".into(),
                format!(r#" success_count="{s}" failure_count="{f}""#),
            ),
            Op::ParallelAll(m) => ("ParallelAll".into(), format!(r#" max_failures="{m}""#)),
            Op::IfThenElse => ("IfThenElse".into(), String::new()),
            Op::WhileDoElse => ("WhileDoElse".into(), String::new()),
            Op::Switch(var, cases) => {
                let mut attrs = format!(r#" variable="{{sw{var}}}""#);
                for (i, case) in cases.iter().enumerate() {
                    let _ = write!(attrs, r#" case_{}="{case}""#, i + 1);
                }
                (format!("Switch{}", cases.len()), attrs)
            }
            Op::Inverter => ("Inverter".into(), String::new()),
            Op::ForceSuccess => ("ForceSuccess".into(), String::new()),
            Op::ForceFailure => ("ForceFailure".into(), String::new()),
            Op::KeepRunningUntilFailure => ("KeepRunningUntilFailure".into(), String::new()),
            Op::Repeat(n) => ("Repeat".into(), format!(r#" num_cycles="{n}""#)),
            Op::Retry(n) => (
                "RetryUntilSuccessful".into(),
                format!(r#" num_attempts="{n}""#),
            ),
            Op::RunOnce(skip) => ("RunOnce".into(), format!(r#" then_skip="{skip}""#)),
            other => panic!("{other:?} has no BT.CPP XML form in the differential runs"),
        };
        let precondition = self.precondition_attr(precondition);
        let _ = write!(trees[tree], "<{tag}{attrs}{precondition}");
        if node.children.is_empty() {
            trees[tree].push_str("/>");
        } else {
            trees[tree].push('>');
            for child in &node.children {
                self.xml_node(child, None, trees, tree);
            }
            let _ = write!(trees[tree], "</{tag}>");
        }
    }

    /// The precondition attribute of an element (with its leading space),
    /// or nothing.
    fn precondition_attr(&self, precondition: Option<(&str, usize)>) -> String {
        precondition.map_or_else(String::new, |(attr, g)| {
            format!(r#" {attr}="{}""#, self.guard_script(g))
        })
    }

    /// A BT.CPP script that counts its evaluations in the blackboard entry
    /// named after the guard and returns the guard's script value for that
    /// evaluation.
    fn guard_script(&self, g: usize) -> String {
        let guard = &self.guards[g];
        let name = guard.name;
        let m = guard.script.len();
        let mut terms = Vec::new();
        for (i, &value) in guard.script.iter().enumerate() {
            if value {
                if i + 1 == m {
                    terms.push(format!("{name} &gt;= {}", i + 1));
                } else {
                    terms.push(format!("{name} == {}", i + 1));
                }
            }
        }
        let expr = if terms.is_empty() {
            "false".to_owned()
        } else {
            terms.join(" || ")
        };
        format!("{name} += 1; {expr}")
    }

    /// The request for the Python runner (see `btcpp_run.py`).
    pub fn request(&self, id: &str) -> String {
        let mut out = format!("scenario {id}\nxml {}\n", self.xml());
        let mut leaves = Vec::new();
        self.root.walk(&mut |n| {
            if let Op::Leaf(i) = n.op {
                leaves.push(i);
            }
        });
        leaves.sort_unstable();
        leaves.dedup();
        for i in leaves {
            let leaf = &self.leaves[i];
            let kind = match leaf.kind {
                LeafKind::Action => "action",
                LeafKind::Condition => "condition",
            };
            let script: String = leaf.script.iter().map(|s| letter(*s)).collect();
            let _ = writeln!(out, "leaf {} {kind} {script}", leaf.name);
        }
        for guard in &self.guards {
            let _ = writeln!(out, "guard {}", guard.name);
        }
        for (var, values) in self.switch_values.iter().enumerate() {
            let values: Vec<String> = values.iter().map(u8::to_string).collect();
            let _ = writeln!(out, "switch sw{var} {}", values.join(" "));
        }
        let steps: String = self
            .steps
            .iter()
            .map(|s| match s {
                Step::Tick => 'T',
                Step::Halt => 'H',
            })
            .collect();
        let _ = writeln!(out, "steps {steps}\nend");
        out
    }
}

// ---------------------------------------------------------------------------
// Simplification helpers for the reducer

impl Scenario {
    /// Drops unused leaves, guards and switch variables and renames what is
    /// left in preorder (`A`, `B`, ...; `G1`, ...), so that a reproducer reads
    /// in tree order.
    pub fn canonical(&self) -> Scenario {
        let mut leaf_map = Vec::new();
        let mut guard_map = Vec::new();
        let mut switch_map = Vec::new();
        self.root.walk(&mut |n| match &n.op {
            Op::Leaf(i) if !leaf_map.contains(i) => leaf_map.push(*i),
            Op::Switch(v, _) if !switch_map.contains(v) => switch_map.push(*v),
            op => {
                if let Some(g) = op.guard()
                    && !guard_map.contains(&g)
                {
                    guard_map.push(g);
                }
            }
        });
        Scenario {
            root: remap(&self.root, &leaf_map, &guard_map, &switch_map),
            leaves: leaf_map
                .iter()
                .enumerate()
                .map(|(k, &i)| Leaf {
                    name: leaf_name(k),
                    ..self.leaves[i].clone()
                })
                .collect(),
            guards: guard_map
                .iter()
                .enumerate()
                .map(|(k, &i)| Guard {
                    name: guard_name(k),
                    ..self.guards[i].clone()
                })
                .collect(),
            switch_values: switch_map
                .iter()
                .map(|&v| self.switch_values[v].clone())
                .collect(),
            steps: self.steps.clone(),
            advance_ms: self.advance_ms.clone(),
        }
    }
}

/// `node` with its leaf, guard and switch indices renumbered by position
/// in the given lists.
fn remap(node: &Node, leaves: &[usize], guards: &[usize], switches: &[usize]) -> Node {
    let pos = |m: &[usize], i: usize| m.iter().position(|&x| x == i).unwrap();
    let op = match &node.op {
        Op::Leaf(i) => Op::Leaf(pos(leaves, *i)),
        Op::Switch(v, cases) => Op::Switch(pos(switches, *v), cases.clone()),
        Op::SkipIf(x) => Op::SkipIf(pos(guards, *x)),
        Op::SuccessIf(x) => Op::SuccessIf(pos(guards, *x)),
        Op::FailureIf(x) => Op::FailureIf(pos(guards, *x)),
        Op::While(x) => Op::While(pos(guards, *x)),
        other => other.clone(),
    };
    Node::new(
        op,
        node.children
            .iter()
            .map(|c| remap(c, leaves, guards, switches))
            .collect(),
    )
}
