//! W3 "deep": resume cost. Level `l` (0 = root) is a sequence when `l` is
//! even and a fallback when odd, with children `[guard(l), level l+1]`; the
//! last level's second child is `work`, which runs for ten ticks. Nine ticks
//! of ten are resumes of the running `work` leaf.
//!
//! W6 is W3 at depth 50 with the running leaf under one more node, or with
//! the guards written as actions: `force_success<work>`, `retry(3)<work>`,
//! `parallel<work>`, `timeout(W6_TIMEOUT_MS)<work>` (the context's clock
//! never moves, so it never fires), and guards as `fn -> Status`. None of
//! them changes what the tree computes: the digests are W3's.

use std::time::Duration;

use bt::control::{Fallback, Sequence};
use bt::{Action, Clock, Condition, Node, Status};

use super::{Bonsai, Bt, Context, Digest, Instance, Ticker, bonsai_bool, bonsai_status, generated};

/// The context of W3.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deep {
    /// 1 on sequence levels, 0 on fallback levels.
    pub gates: Vec<u8>,
    pub guard_evals: u64,
    pub work_ticks: u64,
    pub progress: u64,
    pub completions: u64,
    /// The time (W6's `timeout`); never advanced. Not in the digest.
    pub now: Duration,
}

impl Clock for Deep {
    fn now(&self) -> Duration {
        self.now
    }
}

impl Deep {
    /// The context of a tree of depth `d`.
    pub fn new(d: usize) -> Self {
        Self {
            gates: (0..d).map(|l| u8::from(l % 2 == 0)).collect(),
            guard_evals: 0,
            work_ticks: 0,
            progress: 0,
            completions: 0,
            now: Duration::ZERO,
        }
    }
}

impl Context for Deep {
    fn fields(&self, d: &mut Digest) {
        d.bytes(&self.gates);
        d.field(self.guard_evals)
            .field(self.work_ticks)
            .field(self.progress)
            .field(self.completions);
    }

    /// `work` is running (and the tree resumes it) unless it just finished.
    fn resuming(&self) -> bool {
        self.progress != 0
    }
}

/// The guard of level `l`: passes on sequence levels, fails on fallback
/// levels, so every tick that is not a resume walks down to `work`.
#[inline]
pub fn guard(c: &mut Deep, l: usize) -> bool {
    c.guard_evals += 1;
    c.gates[l] != 0
}

/// The guard of level `L` as a function of its own, for the static tree.
#[inline]
pub fn guard_at<const L: usize>(c: &mut Deep) -> bool {
    guard(c, L)
}

/// The guard of level `L` written as an action (`fn -> Status`, W6): the
/// same test as [`guard_at`].
#[inline]
pub fn guard_status_at<const L: usize>(c: &mut Deep) -> Status {
    if guard(c, L) {
        Status::Success
    } else {
        Status::Failure
    }
}

/// The `msec` of W6's `timeout` around `work`.
pub const W6_TIMEOUT_MS: u64 = 60_000;

/// The leaf at the bottom: runs for ten ticks, then succeeds.
#[inline]
pub fn work(c: &mut Deep) -> Status {
    c.work_ticks += 1;
    c.progress += 1;
    if c.progress == 10 {
        c.progress = 0;
        c.completions += 1;
        Status::Success
    } else {
        Status::Running
    }
}

/// The hand-written walk from the root: the guards top-down, one bounds
/// check for the slice of gates; the status of the tree if a guard decides
/// it, `None` if the walk reaches `work`.
#[inline(always)]
fn walk_guards<const D: usize>(c: &mut Deep) -> Option<Status> {
    let gates = &c.gates[..D];
    for (l, &gate) in gates.iter().enumerate() {
        c.guard_evals += 1;
        let pass = gate != 0;
        if l % 2 == 0 && !pass {
            return Some(Status::Failure);
        }
        if l % 2 == 1 && pass {
            return Some(Status::Success);
        }
    }
    None
}

/// The hand-written version: it remembers that `work` is running and goes
/// straight back to it; otherwise it checks the guards top-down. A guard
/// that decides a level decides the whole tree, since every level is the
/// last child of its parent. One bounds check for the whole slice of gates,
/// and forced inlining, as `bt`'s tick path has in optimized builds.
#[derive(Clone, Copy, Debug, Default)]
pub struct Hand<const D: usize> {
    pub working: bool,
}

impl<const D: usize> Hand<D> {
    #[inline(always)]
    pub fn tick(&mut self, c: &mut Deep) -> Status {
        if !self.working
            && let Some(decided) = walk_guards::<D>(c)
        {
            return decided;
        }
        let status = work(c);
        self.working = status == Status::Running;
        status
    }
}

impl<const D: usize> Ticker<Deep> for Hand<D> {
    #[inline(always)]
    fn tick(&mut self, c: &mut Deep) -> u8 {
        super::code(Hand::tick(self, c))
    }
}

/// W6's hand-written tree with the `timeout` around `work`: W3's, plus the
/// deadline set when `work` starts and tested on every tick that resumes it
/// (a timeout that fires halts `work`, which has nothing to clean up, and
/// fails).
#[derive(Clone, Copy, Debug, Default)]
pub struct HandTimeout<const D: usize> {
    pub working: bool,
    pub deadline: Duration,
}

impl<const D: usize> HandTimeout<D> {
    #[inline(always)]
    pub fn tick(&mut self, c: &mut Deep) -> Status {
        if self.working {
            if c.now() >= self.deadline {
                self.working = false;
                return Status::Failure;
            }
        } else {
            if let Some(decided) = walk_guards::<D>(c) {
                return decided;
            }
            self.deadline = c.now() + Duration::from_millis(W6_TIMEOUT_MS);
        }
        let status = work(c);
        self.working = status == Status::Running;
        status
    }
}

impl<const D: usize> Ticker<Deep> for HandTimeout<D> {
    #[inline(always)]
    fn tick(&mut self, c: &mut Deep) -> u8 {
        super::code(HandTimeout::tick(self, c))
    }
}

type DynNode = Box<dyn Node<Deep> + Send>;

/// The tree assembled at run time, bottom-up: each level a boxed composite
/// over a `Vec` of two boxed children.
pub fn dyn_tree(d: usize) -> DynNode {
    let mut node: DynNode = Box::new(Action(work));
    for l in (0..d).rev() {
        let g: DynNode = Box::new(Condition(move |c: &mut Deep| guard(c, l)));
        node = if l % 2 == 0 {
            Box::new(Sequence::new(vec![g, node]))
        } else {
            Box::new(Fallback::new(vec![g, node]))
        };
    }
    node
}

/// The leaves of W3 as bonsai-bt actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeepAction {
    Guard(usize),
    Work,
}

/// The tree in bonsai-bt: `Sequence` and `Select` levels.
pub fn bonsai_behavior(d: usize) -> bonsai_bt::Behavior<DeepAction> {
    let mut node = bonsai_bt::Action(DeepAction::Work);
    for l in (0..d).rev() {
        let children = vec![bonsai_bt::Action(DeepAction::Guard(l)), node];
        node = if l % 2 == 0 {
            bonsai_bt::Sequence(children)
        } else {
            bonsai_bt::Select(children)
        };
    }
    node
}

/// Runs one bonsai-bt action.
#[inline]
pub fn bonsai_leaf(action: DeepAction, c: &mut Deep) -> bonsai_bt::Status {
    match action {
        DeepAction::Guard(l) => bonsai_bool(guard(c, l)),
        DeepAction::Work => bonsai_status(work(c)),
    }
}

impl Ticker<Deep> for Bonsai<DeepAction> {
    #[inline(always)]
    fn tick(&mut self, c: &mut Deep) -> u8 {
        self.tick_with(c, bonsai_leaf)
    }
}

/// W3 at depth `D` with one of the implementations.
pub fn instance<const D: usize>(implementation: &str) -> Option<Box<dyn Instance>> {
    let c = Deep::new(D);
    Some(match (implementation, D) {
        ("bt", 10) => super::boxed(c, Bt(generated::deep_10())),
        ("bt", 50) => super::boxed(c, Bt(generated::deep_50())),
        ("bt", 300) => super::boxed(c, Bt(generated::deep_300())),
        ("hand", _) => super::boxed(c, Hand::<D>::default()),
        ("dyn", _) => super::boxed(c, Bt(dyn_tree(D))),
        ("bonsai", _) => super::boxed(c, Bonsai::new(bonsai_behavior(D))),
        _ => return None,
    })
}

/// W6 (`kind`: `force`, `retry`, `parallel`, `timeout`, `status`) at depth
/// 50, with `bt!` or hand-written code.
pub fn w6_instance(kind: &str, implementation: &str) -> Option<Box<dyn Instance>> {
    let c = Deep::new(50);
    Some(match (kind, implementation) {
        ("force", "bt") => super::boxed(c, Bt(generated::deep_50_force())),
        ("retry", "bt") => super::boxed(c, Bt(generated::deep_50_retry())),
        ("parallel", "bt") => super::boxed(c, Bt(generated::deep_50_parallel())),
        ("timeout", "bt") => super::boxed(c, Bt(generated::deep_50_timeout())),
        ("status", "bt") => super::boxed(c, Bt(generated::deep_50_status())),
        ("timeout", "hand") => super::boxed(c, HandTimeout::<50>::default()),
        ("force" | "retry" | "parallel" | "status", "hand") => {
            super::boxed(c, Hand::<50>::default())
        }
        _ => return None,
    })
}
