//! The cost of a control node of your own (`bt::custom`) against the same
//! node built in, for `scripts/user-node-cost.sh` (callgrind): a sequence
//! of four actions written as BT.CPP's `Sequence` by hand
//! (`control(MySequence::default())<..>`), the built-in `sequence<..>`,
//! and hand-written code, each the root of its tree, ticked `frames`
//! times behind the never-inlined `measured_tick`. Each action succeeds,
//! or runs one tick in five (so the sequence resumes at a running child).
//!
//! `user_node_cost <custom|loop|builtin|hand> <frames>` prints the
//! actions' calls (`loop`: the control written with a loop over
//! `ChildNodes::tick`).

use core::ops::ControlFlow;

use bt::custom::{ChildNodes, ControlNode};
use bt::{Node, Status, bt};

/// The context: the frame and the number of action calls.
#[derive(Default)]
struct Ctx {
    frame: u64,
    calls: u64,
}

/// Action `I`: running when `frame + I` is a multiple of 5, else success.
fn step<const I: u64>(c: &mut Ctx) -> Status {
    c.calls += 1;
    if (c.frame + I).is_multiple_of(5) {
        Status::Running
    } else {
        Status::Success
    }
}

/// BT.CPP's `Sequence`, written as a control node of your own with
/// `ChildNodes::tick_from`: resumes at the running child, steps over
/// skipped ones, halts the others when a child fails.
#[derive(Default)]
struct MySequence {
    current: usize,
    all_skipped: bool,
}

impl<C> ControlNode<C> for MySequence {
    fn tick(&mut self, ctx: &mut C, children: &mut impl ChildNodes<C>) -> Status {
        if self.current == 0 {
            self.all_skipped = true;
        }
        let flow = children.tick_from(self.current, ctx, |i, status| match status {
            Status::Running => {
                self.current = i;
                self.all_skipped = false;
                ControlFlow::Break(Status::Running)
            }
            Status::Failure => ControlFlow::Break(Status::Failure),
            Status::Success => {
                self.all_skipped = false;
                ControlFlow::Continue(())
            }
            Status::Skipped => ControlFlow::Continue(()),
        });
        match flow {
            ControlFlow::Break(Status::Running) => Status::Running,
            ControlFlow::Break(status) => {
                self.current = 0;
                children.halt_all(ctx);
                status
            }
            ControlFlow::Continue(()) => {
                self.current = 0;
                if self.all_skipped {
                    Status::Skipped
                } else {
                    Status::Success
                }
            }
        }
    }

    fn halt(&mut self, ctx: &mut C, children: &mut impl ChildNodes<C>) {
        self.current = 0;
        children.halt_all(ctx);
    }
}

/// The same control with a loop over `ChildNodes::tick`, which dispatches
/// on the index at every child.
#[derive(Default)]
struct LoopSequence {
    current: usize,
    all_skipped: bool,
}

impl<C> ControlNode<C> for LoopSequence {
    fn tick(&mut self, ctx: &mut C, children: &mut impl ChildNodes<C>) -> Status {
        if self.current == 0 {
            self.all_skipped = true;
        }
        while self.current < children.len() {
            match children.tick(self.current, ctx) {
                Status::Running => {
                    self.all_skipped = false;
                    return Status::Running;
                }
                Status::Failure => {
                    self.current = 0;
                    children.halt_all(ctx);
                    return Status::Failure;
                }
                Status::Success => {
                    self.all_skipped = false;
                    self.current += 1;
                }
                Status::Skipped => self.current += 1,
            }
        }
        self.current = 0;
        if self.all_skipped {
            Status::Skipped
        } else {
            Status::Success
        }
    }
}

/// The same sequence by hand, as a good programmer writes it: the index
/// of the running action, and straight-line code that starts there and
/// falls through the rest (the actions never fail or skip, which it
/// relies on).
struct Hand {
    current: u8,
}

impl Node<Ctx> for Hand {
    fn tick(&mut self, c: &mut Ctx) -> Status {
        let start = self.current;
        if start == 0 && step::<0>(c) == Status::Running {
            return Status::Running;
        }
        if start <= 1 && step::<1>(c) == Status::Running {
            self.current = 1;
            return Status::Running;
        }
        if start <= 2 && step::<2>(c) == Status::Running {
            self.current = 2;
            return Status::Running;
        }
        if step::<3>(c) == Status::Running {
            self.current = 3;
            return Status::Running;
        }
        self.current = 0;
        Status::Success
    }
}

/// One tick, behind a call that is never inlined: callgrind counts this
/// function, inclusive.
#[inline(never)]
fn measured_tick<N: Node<Ctx>>(tree: &mut N, c: &mut Ctx) -> Status {
    tree.tick(c)
}

fn run<N: Node<Ctx>>(mut tree: N, frames: u64) -> Ctx {
    let mut c = Ctx::default();
    for frame in 0..frames {
        c.frame = frame;
        std::hint::black_box(measured_tick(&mut tree, &mut c));
    }
    c
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let frames: u64 = args.get(2).and_then(|f| f.parse().ok()).unwrap_or(100_000);
    let c = match args.get(1).map(String::as_str) {
        Some("custom") => run(
            bt!(Ctx => control(MySequence::default())<step::<0>, step::<1>, step::<2>, step::<3>>),
            frames,
        ),
        Some("loop") => run(
            bt!(Ctx => control(LoopSequence::default())<step::<0>, step::<1>, step::<2>, step::<3>>),
            frames,
        ),
        Some("builtin") => run(
            bt!(Ctx => sequence<step::<0>, step::<1>, step::<2>, step::<3>>),
            frames,
        ),
        Some("hand") => run(Hand { current: 0 }, frames),
        _ => {
            eprintln!("usage: user_node_cost <custom|loop|builtin|hand> [frames]");
            std::process::exit(2);
        }
    };
    println!("calls={}", c.calls);
}
