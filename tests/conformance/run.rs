//! Runs a scenario on `bt`'s runtime: trees over `Vec<Box<dyn Node<Ctx>>>`
//! children, `bt::testing` scripted leaves, every node wrapped in a probe that
//! records what it returned (for the exclusion rules and the properties) and
//! enforces a tick budget (termination).

use std::cell::Cell;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::rc::Rc;
use std::time::Duration;

use bt::control::{
    AsyncFallback, AsyncSequence, Fallback, IfThenElse, Parallel, ParallelAll, ReactiveFallback,
    ReactiveSequence, Sequence, SequenceWithMemory, Switch, TryCatch, WhileDoElse,
};
use bt::decorator::{
    Delay, FailureIf, ForceFailure, ForceSuccess, Inverter, KeepRunningUntilFailure, Repeat,
    RepeatUntilFailure, Retry, RunOnce, SkipIf, SubTree, SuccessIf, Timeout, While,
};
use bt::leaf::{AlwaysFailure, AlwaysSuccess, Sleep};
use bt::testing::{Event, Trace};
use bt::{Clock, Node, Status, Tree};
use bt_coroutine::{Co, coroutine};

use super::scenario::{Arity, Op, Scenario, Step};

/// Node ticks allowed in one step before the run is declared
/// non-terminating.
const TICK_BUDGET: u64 = 100_000;

/// The context of the runtime trees: the clock, the switch values of the
/// current step and what the probes saw.
#[derive(Debug, Default)]
pub struct Ctx {
    now: Duration,
    switch: Vec<u8>,
    /// For each node (preorder id): the status of its last tick in this step.
    last: Vec<Option<Status>>,
    /// For each node: how many times it was ticked in this step.
    ticks: Vec<u64>,
    /// For each node: whether a tick in this step returned `Skipped`.
    skipped: Vec<bool>,
    /// For each node: rule D5's "stale" flag (kept across steps).
    stale: Vec<bool>,
    /// Rule D5 applied in this step.
    stale_hit: bool,
    total_ticks: u64,
}

impl Clock for Ctx {
    fn now(&self) -> Duration {
        self.now
    }
}

/// Wraps every node of the scenario tree.
struct Probe {
    id: usize,
    role: Role,
    inner: Box<dyn Node<Ctx>>,
}

/// What a probe needs to know to apply rule D5 (see docs/conformance.md):
/// in BT.CPP a control node or decorator that returns SKIPPED keeps the
/// RUNNING status it set at the start of its tick ("stale"). Two things
/// then differ: its start precondition is not evaluated on its next tick,
/// and a parent's reset halts it, which clears a Repeat's or a Retry's
/// count. (Parents that yield never tick a stale child: Repeat and Retry
/// reset a skipped child at once, the sequences and fallbacks step past it
/// until they reset all their children.)
#[derive(Clone, Copy, Debug, Default)]
struct Role {
    /// A control node or decorator of BT.CPP (not a leaf, not a
    /// precondition, which is an attribute of its child's element).
    element: bool,
    /// For `SkipIf`/`SuccessIf`/`FailureIf`: the guarded element, whose
    /// precondition BT.CPP evaluates only from IDLE.
    start_guard_of: Option<usize>,
    /// Repeat or Retry: their count survives a Skipped result in `bt`, while
    /// BT.CPP's parent may halt the stale node and reset it.
    counter: bool,
}

impl Role {
    /// The role of node `id` (its first child, if any, is `id + 1`).
    fn of(id: usize, op: &Op) -> Self {
        let element =
            !matches!(op, Op::Leaf(_) | Op::Always(_) | Op::Sleep(_)) && op.guard().is_none();
        Self {
            element,
            start_guard_of: matches!(op, Op::SkipIf(_) | Op::SuccessIf(_) | Op::FailureIf(_))
                .then_some(id + 1),
            counter: matches!(op, Op::Repeat(_) | Op::Retry(_)),
        }
    }
}

impl Node<Ctx> for Probe {
    fn tick(&mut self, ctx: &mut Ctx) -> Status {
        ctx.total_ticks += 1;
        assert!(
            ctx.total_ticks <= TICK_BUDGET,
            "a step ticked more than {TICK_BUDGET} nodes: the tick does not terminate"
        );
        ctx.ticks[self.id] += 1;
        let stale = self.role.element && ctx.stale[self.id];
        if let Some(child) = self.role.start_guard_of
            && ctx.stale[child]
        {
            ctx.stale_hit = true;
        }
        if stale && self.role.counter {
            ctx.stale_hit = true;
        }
        let status = self.inner.tick(ctx);
        if self.role.element {
            ctx.stale[self.id] = status == Status::Skipped;
        }
        ctx.last[self.id] = Some(status);
        ctx.skipped[self.id] |= status == Status::Skipped;
        status
    }

    fn halt(&mut self, ctx: &mut Ctx) {
        self.inner.halt(ctx);
    }
}

/// Where each node sits (by preorder id).
#[derive(Clone, Debug)]
pub struct Info {
    pub op: Op,
    pub parent: Option<usize>,
    /// Position among the parent's children.
    pub index: usize,
    /// The leaf name, for scripted leaves.
    pub leaf: Option<&'static str>,
}

/// What happened in one step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepOutcome {
    /// The root's status; `None` for a halt.
    pub status: Option<Status>,
    pub events: Vec<Event>,
    /// Evaluations of each guard during the step.
    pub guards: Vec<usize>,
    /// Per node: last status in the step.
    pub last: Vec<Option<Status>>,
    /// Per node: ticks in the step.
    pub ticks: Vec<u64>,
    /// Per node: whether it returned `Skipped` in the step.
    pub skipped: Vec<bool>,
    /// Rule D5: BT.CPP reads the stale RUNNING status of a node that
    /// returned Skipped in this step.
    pub stale_hit: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub steps: Vec<StepOutcome>,
}

struct Builder<'s> {
    sc: &'s Scenario,
    trace: Trace,
    guards: Trace,
    info: Vec<Info>,
    /// Scripted leaves as coroutine leaves (`bt_coroutine`) instead of
    /// `bt::testing::Script`s.
    coroutines: bool,
}

/// A coroutine leaf that plays `script` as `bt::testing::Script` does:
/// one status per tick of its code (the last one repeats, and the count
/// goes on across restarts), each tick recorded in `trace`, and a halt
/// recorded only while running.
fn scripted_coroutine(trace: &Trace, name: &'static str, script: &[Status]) -> Box<dyn Node<Ctx>> {
    let next = Rc::new(Cell::new(0_usize));
    let script: Rc<[Status]> = script.into();
    let halts = trace.clone();
    let trace = trace.clone();
    Box::new(
        coroutine(move |co: Co<Ctx>| {
            let (next, script, trace) = (next.clone(), script.clone(), trace.clone());
            async move {
                for _ in 0.. {
                    let i = next.get();
                    next.set(i + 1);
                    let status = script
                        .get(i)
                        .or(script.last())
                        .copied()
                        .unwrap_or(Status::Success);
                    trace.push(Event::Tick(name, status));
                    if status != Status::Running {
                        return status;
                    }
                    co.yield_now().await;
                }
                Status::Success
            }
        })
        .on_halt(move |_: &mut Ctx| halts.push(Event::Halt(name))),
    )
}

/// The node table of a scenario, without building the tree.
pub fn info(sc: &Scenario) -> Vec<Info> {
    let mut b = Builder {
        sc,
        trace: Trace::new(),
        guards: Trace::new(),
        info: Vec::new(),
        coroutines: false,
    };
    let _ = b.build(&sc.root, None, 0);
    b.info
}

impl Builder<'_> {
    fn build(
        &mut self,
        node: &super::scenario::Node,
        parent: Option<usize>,
        index: usize,
    ) -> Box<dyn Node<Ctx>> {
        let id = self.info.len();
        self.info.push(Info {
            op: node.op.clone(),
            parent,
            index,
            leaf: match node.op {
                Op::Leaf(i) => Some(self.sc.leaves[i].name),
                _ => None,
            },
        });
        let mut kids: Vec<Box<dyn Node<Ctx>>> = node
            .children
            .iter()
            .enumerate()
            .map(|(i, c)| self.build(c, Some(id), i))
            .collect();
        let mut single = (node.op.arity() == Arity::One)
            .then(|| kids.pop())
            .flatten();
        let mut one = move || single.take().expect("a decorator has one child");
        let inner: Box<dyn Node<Ctx>> = match &node.op {
            Op::Leaf(i) => {
                let leaf = &self.sc.leaves[*i];
                if self.coroutines {
                    scripted_coroutine(&self.trace, leaf.name, &leaf.script)
                } else {
                    Box::new(self.trace.leaf(leaf.name, leaf.script.iter().copied()))
                }
            }
            Op::Always(true) => Box::new(AlwaysSuccess),
            Op::Always(false) => Box::new(AlwaysFailure),
            Op::Sleep(ms) => Box::new(Sleep::new(*ms)),
            Op::Sequence => Box::new(Sequence::new(kids)),
            Op::SequenceWithMemory => Box::new(SequenceWithMemory::new(kids)),
            Op::AsyncSequence => Box::new(AsyncSequence::new(kids)),
            Op::Fallback => Box::new(Fallback::new(kids)),
            Op::AsyncFallback => Box::new(AsyncFallback::new(kids)),
            Op::ReactiveSequence => Box::new(ReactiveSequence::new(kids)),
            Op::ReactiveFallback => Box::new(ReactiveFallback::new(kids)),
            Op::Parallel(s, f) => Box::new(Parallel::with_thresholds(kids, *s, *f)),
            Op::ParallelAll(m) => Box::new(ParallelAll::with_max_failures(kids, *m)),
            Op::IfThenElse | Op::WhileDoElse => {
                let mut it = kids.into_iter();
                let (c, t) = (it.next().unwrap(), it.next().unwrap());
                match (it.next(), node.op == Op::IfThenElse) {
                    (None, true) => Box::new(IfThenElse::new(c, t)),
                    (Some(e), true) => Box::new(IfThenElse::with_else(c, t, e)),
                    (None, false) => Box::new(WhileDoElse::new(c, t)),
                    (Some(e), false) => Box::new(WhileDoElse::with_else(c, t, e)),
                }
            }
            Op::Switch(var, cases) => switch(*var, cases, kids),
            Op::TryCatch(on_halt) => {
                let catch = kids.pop().expect("try_catch has a catch child");
                Box::new(TryCatch::with_catch_on_halt(kids, catch, *on_halt))
            }
            Op::Inverter => Box::new(Inverter::new(one())),
            Op::ForceSuccess => Box::new(ForceSuccess::new(one())),
            Op::ForceFailure => Box::new(ForceFailure::new(one())),
            Op::KeepRunningUntilFailure => Box::new(KeepRunningUntilFailure::new(one())),
            Op::RepeatUntilFailure => Box::new(RepeatUntilFailure::new(one())),
            Op::Repeat(n) => Box::new(Repeat::new(*n, one())),
            Op::Retry(n) => Box::new(Retry::new(*n, one())),
            Op::RunOnce(skip) => Box::new(RunOnce::with_then_skip(*skip, one())),
            Op::SubTree => Box::new(SubTree::new(one())),
            Op::Timeout(ms) => Box::new(Timeout::new(*ms, one())),
            Op::Delay(ms) => Box::new(Delay::new(*ms, one())),
            Op::SkipIf(g) => Box::new(SkipIf::new(self.guard(*g), one())),
            Op::SuccessIf(g) => Box::new(SuccessIf::new(self.guard(*g), one())),
            Op::FailureIf(g) => Box::new(FailureIf::new(self.guard(*g), one())),
            Op::While(g) => Box::new(While::new(self.guard(*g), one())),
        };
        let role = Role::of(id, &node.op);
        Box::new(Probe { id, role, inner })
    }

    fn guard(&self, g: usize) -> bt::testing::Script {
        let guard = &self.sc.guards[g];
        self.guards.leaf(
            guard.name,
            guard.script.iter().map(|&b| Status::from_bool(b)),
        )
    }
}

fn switch(var: usize, cases: &[u8], kids: Vec<Box<dyn Node<Ctx>>>) -> Box<dyn Node<Ctx>> {
    let value = move |c: &mut Ctx| c.switch[var];
    match *cases {
        [c1] => Box::new(Switch::new(value, [c1], kids)),
        [c1, c2] => Box::new(Switch::new(value, [c1, c2], kids)),
        [c1, c2, c3] => Box::new(Switch::new(value, [c1, c2, c3], kids)),
        [c1, c2, c3, c4] => Box::new(Switch::new(value, [c1, c2, c3, c4], kids)),
        [c1, c2, c3, c4, c5] => Box::new(Switch::new(value, [c1, c2, c3, c4, c5], kids)),
        ref other => panic!("switch with {} cases", other.len()),
    }
}

/// Runs `sc` on `bt`. A panic (a broken tick budget, or a bug) is returned as
/// an error with its message.
pub fn run(sc: &Scenario) -> Result<Outcome, String> {
    run_with(sc, false)
}

/// As [`run`], with every scripted leaf a coroutine leaf.
pub fn run_with_coroutines(sc: &Scenario) -> Result<Outcome, String> {
    run_with(sc, true)
}

fn run_with(sc: &Scenario, coroutines: bool) -> Result<Outcome, String> {
    catch_unwind(AssertUnwindSafe(|| run_inner(sc, coroutines))).map_err(|e| {
        e.downcast_ref::<String>()
            .cloned()
            .or_else(|| e.downcast_ref::<&str>().map(|s| (*s).to_owned()))
            .unwrap_or_else(|| "panic".to_owned())
    })
}

fn run_inner(sc: &Scenario, coroutines: bool) -> Outcome {
    let mut b = Builder {
        sc,
        trace: Trace::new(),
        guards: Trace::new(),
        info: Vec::new(),
        coroutines,
    };
    let root = b.build(&sc.root, None, 0);
    let n = b.info.len();
    let mut tree: Tree<Box<dyn Node<Ctx>>, Ctx> = Tree::new(root);
    let mut ctx = Ctx::default();
    let mut steps = Vec::new();
    for (i, step) in sc.steps.iter().enumerate() {
        ctx.now += Duration::from_millis(sc.advance_ms.get(i).copied().unwrap_or(0));
        ctx.switch = sc.switch_values.iter().map(|v| v[i]).collect();
        ctx.last = vec![None; n];
        ctx.ticks = vec![0; n];
        ctx.skipped = vec![false; n];
        ctx.stale.resize(n, false);
        ctx.stale_hit = false;
        ctx.total_ticks = 0;
        let status = match step {
            Step::Tick => Some(tree.tick(&mut ctx)),
            Step::Halt => {
                tree.halt(&mut ctx);
                None
            }
        };
        let guard_events = b.guards.take();
        let guards = sc
            .guards
            .iter()
            .map(|g| {
                guard_events
                    .iter()
                    .filter(|e| matches!(e, Event::Tick(name, _) if *name == g.name))
                    .count()
            })
            .collect();
        steps.push(StepOutcome {
            status,
            events: b.trace.take(),
            guards,
            last: std::mem::take(&mut ctx.last),
            ticks: std::mem::take(&mut ctx.ticks),
            skipped: std::mem::take(&mut ctx.skipped),
            stale_hit: ctx.stale_hit,
        });
    }
    Outcome { steps }
}

// ---------------------------------------------------------------------------
// Properties that need no BehaviorTree.CPP

/// Checks the runtime's own invariants on one scenario; returns the first
/// broken one.
pub fn check_properties(sc: &Scenario) -> Result<(), String> {
    let first = run(sc).map_err(|e| format!("termination: {e}"))?;
    let second = run(sc).map_err(|e| format!("termination (second run): {e}"))?;
    if first != second {
        return Err("determinism: the same scenario gave two different traces".into());
    }
    let info = info(sc);
    let bounds = tick_bounds(&info);
    let mut running: Vec<&'static str> = Vec::new();
    for (i, (step, out)) in sc.steps.iter().zip(&first.steps).enumerate() {
        let n = i + 1;
        // Bounded ticks: every node at most the product of its ancestors'
        // per-tick child factors; a halt ticks nothing (except the catch of
        // a TryCatch with catch_on_halt).
        for (id, &ticks) in out.ticks.iter().enumerate() {
            let allowed = match step {
                Step::Tick => bounds[id],
                Step::Halt if under_catch_on_halt(&info, id) => bounds[id],
                Step::Halt => 0,
            };
            if ticks > allowed {
                return Err(format!(
                    "bounded ticks: step {n}: node {id} ({:?}) ticked {ticks} times, at most {allowed} allowed",
                    info[id].op
                ));
            }
        }
        let before = running.clone();
        let mut ticked = Vec::new();
        let mut halted = Vec::new();
        for event in &out.events {
            match *event {
                Event::Tick(name, status) => {
                    ticked.push(name);
                    running.retain(|r| *r != name);
                    if status == Status::Running {
                        running.push(name);
                    }
                }
                Event::Halt(name) => {
                    halted.push(name);
                    running.retain(|r| *r != name);
                }
            }
        }
        match (step, out.status) {
            (Step::Halt, _) if !running.is_empty() => {
                return Err(format!(
                    "halt: step {n}: {running:?} still running after tree.halt()"
                ));
            }
            (Step::Tick, Some(status)) if status != Status::Running && !running.is_empty() => {
                return Err(format!(
                    "no orphans: step {n}: the root returned {status} with {running:?} still running"
                ));
            }
            _ => {}
        }
        if *step == Step::Tick {
            // A leaf that was running and was neither ticked nor halted in
            // this step must be in a branch of a WhileDoElse whose condition
            // returned Running (BT.CPP's rule: the branch is frozen).
            for name in before {
                if ticked.contains(&name) || halted.contains(&name) {
                    continue;
                }
                let id = info.iter().position(|x| x.leaf == Some(name)).unwrap();
                if !frozen_by_while_do_else(&info, &out.last, id) {
                    return Err(format!(
                        "no orphans: step {n}: leaf {name} was running, was not ticked and was not halted"
                    ));
                }
            }
        }
    }
    Ok(())
}

/// Per node: how many ticks one step may give it.
pub fn tick_bounds(info: &[Info]) -> Vec<u64> {
    let mut bounds: Vec<u64> = Vec::with_capacity(info.len());
    for node in info {
        let bound = match node.parent {
            None => 1,
            Some(p) => bounds[p].saturating_mul(info[p].op.child_tick_factor()),
        };
        bounds.push(bound);
    }
    bounds
}

fn under_catch_on_halt(info: &[Info], mut id: usize) -> bool {
    while let Some(p) = info[id].parent {
        if let Op::TryCatch(true) = info[p].op {
            let catch_index = info.iter().filter(|x| x.parent == Some(p)).count() - 1;
            if info[id].index == catch_index {
                return true;
            }
        }
        id = p;
    }
    false
}

fn frozen_by_while_do_else(info: &[Info], last: &[Option<Status>], mut id: usize) -> bool {
    while let Some(p) = info[id].parent {
        if info[p].op == Op::WhileDoElse && info[id].index > 0 {
            let condition = info
                .iter()
                .position(|x| x.parent == Some(p) && x.index == 0)
                .unwrap();
            if last[condition] == Some(Status::Running) {
                return true;
            }
        }
        id = p;
    }
    false
}
