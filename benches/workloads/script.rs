//! W7 "script": a sequence of N actions, each of which runs for a tick and
//! succeeds on the next (a cutscene, or a route of distinct waypoints, as
//! one long list of steps). Nearly every tick resumes the running step,
//! which finishes, and starts the next one: the sequence goes on from the
//! position it stands at, a position known only at run time.

use bt::control::Sequence;
use bt::{Action, Node, Status, Tree};

use super::{Bt, Context, Digest, Instance, Ticker, generated};

/// The context of W7.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Script {
    /// Where each step goes.
    pub targets: Vec<u32>,
    /// Where the agent is.
    pub at: u32,
    /// Steps ticked.
    pub steps: u64,
}

impl Script {
    /// `n` targets of `xorshift64` from `0xC0FFEE`, each `% 1000` (W2's
    /// values), the agent at 1000 (none of them).
    pub fn new(n: usize) -> Self {
        Self {
            targets: super::wide::values(n),
            at: 1000,
            steps: 0,
        }
    }
}

impl Context for Script {
    fn fields(&self, d: &mut Digest) {
        for &v in &self.targets {
            d.field(v);
        }
        d.field(self.at).field(self.steps);
    }
}

/// Step `i`: goes to its target (running) and succeeds once there, on the
/// next tick (at once if the agent is there already).
#[inline]
pub fn step(c: &mut Script, i: usize) -> Status {
    c.steps += 1;
    let target = c.targets[i];
    if c.at == target {
        Status::Success
    } else {
        c.at = target;
        Status::Running
    }
}

/// Step `I` as a function of its own, for the static tree.
#[inline]
pub fn step_at<const I: usize>(c: &mut Script) -> Status {
    step(c, I)
}

/// The hand-written script: the position of the running step and a loop
/// that ticks steps from there, as a good programmer writes a list of steps
/// (one function taking the step's index, no dispatch on it), with forced
/// inlining, as `bt`'s tick path has in optimized builds.
#[derive(Clone, Copy, Debug, Default)]
pub struct Hand<const N: usize> {
    pos: usize,
}

impl<const N: usize> Hand<N> {
    #[inline(always)]
    pub fn tick(&mut self, c: &mut Script) -> Status {
        loop {
            match step(c, self.pos) {
                Status::Success => {
                    self.pos += 1;
                    if self.pos == N {
                        self.pos = 0;
                        return Status::Success;
                    }
                }
                Status::Running => return Status::Running,
                other => {
                    self.pos = 0;
                    return other;
                }
            }
        }
    }
}

impl<const N: usize> Ticker<Script> for Hand<N> {
    #[inline(always)]
    fn tick(&mut self, c: &mut Script) -> u8 {
        super::code(Self::tick(self, c))
    }
}

/// A boxed node of W7.
pub type DynNode = Box<dyn Node<Script> + Send>;

/// The sequence assembled at run time: `n` boxed closures in a `Vec`, one
/// closure type whose steps differ in the index they capture (the code of a
/// step once, as the hand-written loop has it).
pub fn dyn_tree(n: usize) -> DynNode {
    Box::new(Sequence::new(
        (0..n)
            .map(|i| Box::new(Action(move |c: &mut Script| step(c, i))) as DynNode)
            .collect::<Vec<_>>(),
    ))
}

/// `bt-array`: `bt`'s sequence over an array of one action type, each child
/// holding its step's index (the runtime API's homogeneous children: the
/// code of a step once, as `dyn` and the hand-written loop have it).
pub fn array_tree<const N: usize>() -> impl Node<Script> + Send {
    Tree::new(Sequence::new(core::array::from_fn::<_, N, _>(|i| {
        Action(move |c: &mut Script| step(c, i))
    })))
}

/// `dyn-fns`: the `Box<dyn Node>` sequence over the leaves `bt!`'s tree has,
/// `N` functions of their own (`step_at::<I>`), each boxed.
pub fn dyn_fns_tree(steps: Vec<DynNode>) -> DynNode {
    Box::new(Sequence::new(steps))
}

/// W7 with `N` steps and one of the implementations: `bt`, `hand`, `dyn` and
/// the two of [`super::W7_VARIANTS`] (no bonsai-bt version).
pub fn instance<const N: usize>(implementation: &str) -> Option<Box<dyn Instance>> {
    let c = Script::new(N);
    Some(match (implementation, N) {
        ("bt", 20) => super::boxed(c, Bt(generated::script_20())),
        ("bt", 100) => super::boxed(c, Bt(generated::script_100())),
        ("bt", 1000) => super::boxed(c, Bt(generated::script_1000())),
        ("hand", _) => super::boxed(c, Hand::<N>::default()),
        ("dyn", _) => super::boxed(c, Bt(dyn_tree(N))),
        ("bt-array", _) => super::boxed(c, Bt(array_tree::<N>())),
        ("dyn-fns", 20) => super::boxed(c, Bt(dyn_fns_tree(generated::script_boxes_20()))),
        ("dyn-fns", 100) => super::boxed(c, Bt(dyn_fns_tree(generated::script_boxes_100()))),
        ("dyn-fns", 1000) => super::boxed(c, Bt(dyn_fns_tree(generated::script_boxes_1000()))),
        _ => return None,
    })
}
