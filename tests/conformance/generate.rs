//! A seeded generator of random scenarios.
//!
//! Two modes: `Differential` draws only what both libraries have and what the
//! differential run can compare (each rule of docs/conformance.md that
//! excludes a shape is applied while generating, and checked again by
//! [`differential_exclusion`](super::scenario::differential_exclusion));
//! `Property` draws from all of `bt`'s nodes, including the timed ones,
//! `TryCatch`, empty composites and clamped thresholds, for the properties
//! that need no BehaviorTree.CPP.

use bt::Status;

use super::scenario::{Guard, Leaf, LeafKind, Node, Op, Scenario, Step, guard_name, leaf_name};

/// `SplitMix64`: small, fast, and good enough to draw scenarios.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Self(seed)
    }

    /// The generator of scenario `index` of a run with `seed`: each scenario
    /// can be drawn again on its own.
    pub fn for_scenario(seed: u64, index: u64) -> Self {
        let mut rng = Self(seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        rng.next_u64();
        rng
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `lo..=hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        let span = u64::try_from(hi - lo + 1).unwrap();
        lo + i64::try_from(self.next_u64() % span).unwrap()
    }

    /// Uniform in `lo..=hi`.
    pub fn usize_in(&mut self, lo: usize, hi: usize) -> usize {
        let lo64 = u64::try_from(lo).unwrap();
        let span = u64::try_from(hi - lo).unwrap() + 1;
        usize::try_from(lo64 + self.next_u64() % span).unwrap()
    }

    pub fn below(&mut self, n: usize) -> usize {
        usize::try_from(self.next_u64() % u64::try_from(n).unwrap()).unwrap()
    }

    /// `true` with probability `percent` %.
    pub fn chance(&mut self, percent: u64) -> bool {
        self.next_u64() % 100 < percent
    }

    /// Picks an item by weight.
    pub fn weighted<T: Clone>(&mut self, items: &[(u64, T)]) -> T {
        let total: u64 = items.iter().map(|(w, _)| w).sum();
        let mut x = self.next_u64() % total;
        for (w, item) in items {
            if x < *w {
                return item.clone();
            }
            x -= w;
        }
        unreachable!()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Differential,
    Property,
}

/// What a batch of scenarios looks like beyond its [`Mode`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shape {
    /// Composites (sequence family, fallbacks, reactive nodes, parallels)
    /// sometimes get [`WIDE_CHILDREN`] children instead of at most
    /// [`MAX_CHILDREN`], so that `bt!` groups them (it nests tuples of at
    /// most 16). Off, the draws are exactly those of the default shape.
    pub wide: bool,
    /// Nodes are sometimes wrapped in a subtree (BT.CPP's `<SubTree>`).
    /// Off, the draws are exactly those of the default shape, which the
    /// committed golden tests were drawn from.
    pub subtrees: bool,
}

impl Shape {
    /// The shape [`scenario`] draws: subtrees, no wide composites.
    pub const SUBTREES: Self = Self {
        wide: false,
        subtrees: true,
    };
}

/// How often a node is wrapped in a subtree, in percent, when
/// [`Shape::subtrees`] is on.
const SUBTREE_PERCENT: u64 = 6;

/// How many children a wide composite gets.
pub const WIDE_CHILDREN: (usize, usize) = (17, 40);

/// How often a composite is wide, in percent, when [`Shape::wide`] is on.
const WIDE_PERCENT: u64 = 15;

/// Limits of the generated scenarios.
pub const MAX_DEPTH: usize = 5;
pub const MAX_CHILDREN: usize = 6;
pub const MAX_STEPS: usize = 12;
const MAX_NODES: usize = 28;

struct Gen<'r> {
    rng: &'r mut Rng,
    mode: Mode,
    leaves: Vec<Leaf>,
    guards: Vec<Guard>,
    switches: Vec<Vec<u8>>,
    nodes: usize,
    shape: Shape,
}

/// Draws one scenario, subtrees included ([`Shape::SUBTREES`]).
pub fn scenario(rng: &mut Rng, mode: Mode) -> Scenario {
    scenario_shaped(rng, mode, Shape::SUBTREES)
}

/// Draws one scenario of the given shape.
pub fn scenario_shaped(rng: &mut Rng, mode: Mode, shape: Shape) -> Scenario {
    let mut g = Gen {
        rng,
        mode,
        leaves: Vec::new(),
        guards: Vec::new(),
        switches: Vec::new(),
        nodes: 0,
        shape,
    };
    let max_depth = g.rng.usize_in(2, MAX_DEPTH);
    let root = g.node(0, max_depth, Slot::Any);
    let n_steps = g.rng.usize_in(1, MAX_STEPS);
    let steps: Vec<Step> = (0..n_steps)
        .map(|_| {
            if g.rng.chance(15) {
                Step::Halt
            } else {
                Step::Tick
            }
        })
        .collect();
    let advance_ms = (0..n_steps)
        .map(|_| match mode {
            Mode::Differential => 0,
            Mode::Property => u64::try_from(g.rng.range(0, 15)).unwrap(),
        })
        .collect();
    // Switch values: for each variable, a value per step drawn from its
    // cases (stored while generating) plus 9, which matches no case.
    let switch_values = g
        .switches
        .iter()
        .map(|cases| {
            (0..n_steps)
                .map(|_| {
                    if g.rng.chance(25) {
                        9
                    } else {
                        cases[g.rng.below(cases.len())]
                    }
                })
                .collect()
        })
        .collect();
    Scenario {
        root,
        leaves: g.leaves,
        guards: g.guards,
        switch_values,
        steps,
        advance_ms,
    }
}

/// Where a node goes, for the rules that depend on the position.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Slot {
    Any,
    /// The condition of a `WhileDoElse` or of a two-child `IfThenElse`: BT.CPP
    /// never resets it there, so a stateful action (or a precondition)
    /// would latch (G7).
    LatchingCondition,
    /// The child of a precondition: one precondition attribute per node.
    Guarded,
}

const COMPOSITES: &[Op] = &[
    Op::Sequence,
    Op::SequenceWithMemory,
    Op::AsyncSequence,
    Op::Fallback,
    Op::AsyncFallback,
    Op::ReactiveSequence,
    Op::ReactiveFallback,
];

impl Gen<'_> {
    #[allow(clippy::too_many_lines)] // one arm per family of nodes
    fn node(&mut self, depth: usize, max_depth: usize, slot: Slot) -> Node {
        self.nodes += 1;
        let differential = self.mode == Mode::Differential;
        let must_leaf = depth >= max_depth || self.nodes >= MAX_NODES;
        // Preconditions wrap another node.
        let guard_allowed = !(must_leaf || differential && slot != Slot::Any);
        if guard_allowed && self.rng.chance(8) {
            let g = self.guards.len();
            let len = self.rng.range(1, 3);
            let script = (0..len).map(|_| self.rng.chance(40)).collect();
            self.guards.push(Guard {
                name: guard_name(g),
                script,
            });
            let op = self.rng.weighted(&[
                (3, Op::SkipIf(g)),
                (2, Op::SuccessIf(g)),
                (2, Op::FailureIf(g)),
                (3, Op::While(g)),
            ]);
            let child = self.node(depth, max_depth, Slot::Guarded);
            return Node::new(op, vec![child]);
        }
        // A subtree wraps another node (a leaf too) at the same depth, in
        // any slot. Its child's slot is `Any`: BT.CPP's `SubTree` resets a
        // child that finished, so under it nothing latches (D2) nor keeps
        // a skip count (D6).
        if self.shape.subtrees && self.rng.chance(SUBTREE_PERCENT) {
            let child = self.node(depth, max_depth, Slot::Any);
            return Node::new(Op::SubTree, vec![child]);
        }
        // The root is never a bare leaf; deeper nodes are more often leaves.
        let leaf_percent = if depth == 0 {
            0
        } else {
            10 + 15 * u64::try_from(depth).unwrap()
        };
        if must_leaf || self.rng.chance(leaf_percent) {
            return self.leaf(slot);
        }
        let kind = self.rng.weighted(&[
            (10, 0u8),                             // sequence-like composite
            (3, 1),                                // parallel
            (2, 2),                                // parallel_all
            (2, 3),                                // if_then_else
            (2, 4),                                // while_do_else
            (1, 5),                                // switch
            (6, 6),                                // decorator
            (if differential { 0 } else { 2 }, 7), // try_catch
        ]);
        let next = depth + 1;
        match kind {
            0..=2 => {
                let min = usize::from(differential || !self.rng.chance(5));
                let n = if self.shape.wide && self.rng.chance(WIDE_PERCENT) {
                    self.rng.usize_in(WIDE_CHILDREN.0, WIDE_CHILDREN.1)
                } else {
                    self.rng.usize_in(min, MAX_CHILDREN)
                };
                let op = match kind {
                    0 => {
                        let mut op = COMPOSITES[self.rng.below(COMPOSITES.len())].clone();
                        if op == Op::ReactiveSequence && differential {
                            // BT.CPP refuses two AsyncSequence children; the
                            // children are drawn below, so use a composite
                            // that has no such rule half of the time.
                            if self.rng.chance(50) {
                                op = Op::Sequence;
                            }
                        }
                        if slot == Slot::LatchingCondition && op.keeps_skip_count() {
                            // Rule D6: these keep a stale skip count there.
                            op = if self.rng.chance(50) {
                                Op::ReactiveSequence
                            } else {
                                Op::ReactiveFallback
                            };
                        }
                        op
                    }
                    1 => Op::Parallel(self.threshold(n), self.threshold(n)),
                    _ => Op::ParallelAll(self.threshold(n)),
                };
                let mut children: Vec<Node> = (0..n)
                    .map(|_| self.node(next, max_depth, Slot::Any))
                    .collect();
                if op == Op::ReactiveSequence && differential {
                    let mut seen = false;
                    for child in &mut children {
                        let mut element = child;
                        while element.op.guard().is_some() {
                            element = &mut element.children[0];
                        }
                        if element.op == Op::AsyncSequence {
                            if seen {
                                element.op = Op::Sequence;
                            }
                            seen = true;
                        }
                    }
                }
                Node::new(op, children)
            }
            3 | 4 => {
                let op = if kind == 3 {
                    Op::IfThenElse
                } else {
                    Op::WhileDoElse
                };
                let n = if self.rng.chance(50) { 3 } else { 2 };
                let latching = op == Op::WhileDoElse || n == 2;
                let cond_slot = if latching && differential {
                    Slot::LatchingCondition
                } else {
                    Slot::Any
                };
                let mut children = vec![self.condition(next, max_depth, cond_slot)];
                for _ in 1..n {
                    children.push(self.node(next, max_depth, Slot::Any));
                }
                Node::new(op, children)
            }
            5 => {
                let var = self.switches.len();
                let n_cases = usize::try_from(self.rng.range(2, 5)).unwrap();
                // Distinct small integers: BT.CPP compares the strings, `bt`
                // the values; for these both agree.
                let mut cases: Vec<u8> = Vec::new();
                while cases.len() < n_cases {
                    let c = u8::try_from(self.rng.range(1, 6)).unwrap();
                    if !cases.contains(&c) {
                        cases.push(c);
                    }
                }
                self.switches.push(cases.clone());
                let children = (0..=n_cases)
                    .map(|_| self.node(next, max_depth, Slot::Any))
                    .collect();
                Node::new(Op::Switch(var, cases), children)
            }
            6 => {
                let op = self.decorator();
                Node::new(op, vec![self.node(next, max_depth, Slot::Any)])
            }
            _ => {
                let n = self.rng.usize_in(2, MAX_CHILDREN);
                let children = (0..n)
                    .map(|_| self.node(next, max_depth, Slot::Any))
                    .collect();
                Node::new(Op::TryCatch(self.rng.chance(50)), children)
            }
        }
    }

    /// The condition child of a branch node: mostly a condition leaf.
    fn condition(&mut self, depth: usize, max_depth: usize, slot: Slot) -> Node {
        if self.rng.chance(60) {
            self.nodes += 1;
            self.scripted(LeafKind::Condition)
        } else {
            self.node(depth, max_depth, slot)
        }
    }

    fn decorator(&mut self) -> Op {
        let count =
            |rng: &mut Rng| rng.weighted(&[(2, -1), (1, -2), (2, 0), (3, 1), (3, 2), (2, 3)]);
        let mut items = vec![
            (3, Op::Inverter),
            (2, Op::ForceSuccess),
            (2, Op::ForceFailure),
            (2, Op::KeepRunningUntilFailure),
            (3, Op::Repeat(count(self.rng))),
            (3, Op::Retry(count(self.rng))),
            (2, Op::RunOnce(self.rng.chance(50))),
        ];
        if self.mode == Mode::Property {
            let ms = |rng: &mut Rng| u64::try_from(rng.range(0, 30)).unwrap();
            items.push((2, Op::RepeatUntilFailure));
            items.push((2, Op::Timeout(ms(self.rng))));
            items.push((2, Op::Delay(ms(self.rng))));
        }
        self.rng.weighted(&items)
    }

    /// A threshold port value: BT.CPP's valid range in differential runs
    /// (from far below `-n` up to `n`), and a little beyond `n` in property
    /// runs (clamped by `bt`).
    fn threshold(&mut self, n: usize) -> i32 {
        let n = i64::try_from(n).unwrap();
        let hi = if self.mode == Mode::Differential {
            n
        } else {
            n + 2
        };
        i32::try_from(self.rng.range(-n - 2, hi)).unwrap()
    }

    fn leaf(&mut self, slot: Slot) -> Node {
        let differential = self.mode == Mode::Differential;
        let latching = slot == Slot::LatchingCondition && differential;
        let choice = self.rng.weighted(&[
            (u64::from(!latching) * 14, 0u8),
            (5, 1),
            (2, 2),
            (u64::from(!differential), 3),
        ]);
        match choice {
            0 => self.scripted(LeafKind::Action),
            1 => self.scripted(LeafKind::Condition),
            2 => Node::new(Op::Always(self.rng.chance(50)), vec![]),
            _ => Node::new(
                Op::Sleep(u64::try_from(self.rng.range(0, 20)).unwrap()),
                vec![],
            ),
        }
    }

    fn scripted(&mut self, kind: LeafKind) -> Node {
        let i = self.leaves.len();
        let len = self.rng.range(1, 4);
        let script = (0..len)
            .map(|_| match kind {
                LeafKind::Action => self.rng.weighted(&[
                    (35, Status::Success),
                    (25, Status::Failure),
                    (30, Status::Running),
                    (10, Status::Skipped),
                ]),
                LeafKind::Condition => self
                    .rng
                    .weighted(&[(55, Status::Success), (45, Status::Failure)]),
            })
            .collect();
        self.leaves.push(Leaf {
            name: leaf_name(i),
            kind,
            script,
        });
        Node::new(Op::Leaf(i), vec![])
    }
}
