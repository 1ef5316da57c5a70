//! `bt::Outline` and `bt::FnOutline`, the wrappers `bt!` puts at each
//! slice boundary of a deep tree: every `Node` method reaches the node
//! they wrap exactly once (`FnOutline` calls it through function pointers
//! made when it is built, not through its own trait bound), and they copy,
//! compare and print as that node. Deep `bt!` trees are ticked through
//! them in `test_resume.rs` and `test_macro_depth_300.rs`.

use std::ops::Deref;

use bt::observe::{NodeId, Observer};
use bt::{FnOutline, Hints, Node, Outline, Status};

/// A node that records which of its methods ran, and returns what it
/// is told to.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Probe {
    calls: [u8; 6],
    answer: u8,
}

impl Node<u32> for Probe {
    fn tick(&mut self, ctx: &mut u32) -> Status {
        self.calls[0] += 1;
        *ctx += 1;
        [Status::Success, Status::Failure, Status::Running][usize::from(self.answer)]
    }
    fn halt(&mut self, _: &mut u32) {
        self.calls[1] += 1;
    }
    fn tick_observed(&mut self, _: &mut u32, observer: &mut dyn Observer) -> Status {
        self.calls[2] += 1;
        observer.on_tick(7, Status::Failure);
        Status::Failure
    }
    fn halt_observed(&mut self, _: &mut u32, observer: &mut dyn Observer) {
        self.calls[3] += 1;
        observer.on_halt(7);
    }
    fn tick_tracked(&mut self, _: &mut u32, last: &mut NodeId) -> Status {
        self.calls[4] += 1;
        *last += 10;
        Status::Running
    }
    fn tick_fresh(&mut self, _: &mut u32, last: &mut NodeId) -> Status {
        self.calls[5] += 1;
        *last += 20;
        Status::Success
    }
    fn hints(&self) -> Hints {
        Hints::FINISHES
    }
}

#[derive(Default)]
struct Seen(u32, u32);

impl Observer for Seen {
    fn on_tick(&mut self, id: NodeId, _: Status) {
        self.0 += u32::from(id);
    }
    fn on_halt(&mut self, id: NodeId) {
        self.1 += u32::from(id);
    }
}

/// Calls every `Node` method of `node` once, and checks that each reached
/// the probe inside, with its arguments and results passed through.
fn every_method_reaches(mut node: impl Node<u32> + Deref<Target = Probe>) {
    let (mut ctx, mut seen, mut last) = (0, Seen::default(), 1);
    assert_eq!(node.tick(&mut ctx), Status::Running);
    node.halt(&mut ctx);
    assert_eq!(node.tick_observed(&mut ctx, &mut seen), Status::Failure);
    node.halt_observed(&mut ctx, &mut seen);
    assert_eq!(node.tick_tracked(&mut ctx, &mut last), Status::Running);
    assert_eq!(node.tick_fresh(&mut ctx, &mut last), Status::Success);
    assert_eq!(node.calls, [1; 6]);
    assert_eq!((ctx, seen.0, seen.1, last), (1, 7, 7, 31));
    assert_eq!(node.hints(), Hints::FINISHES);
}

fn running_probe() -> Probe {
    Probe {
        calls: [0; 6],
        answer: 2,
    }
}

#[test]
fn every_method_reaches_the_node_once() {
    every_method_reaches(Outline(running_probe()));
    every_method_reaches(FnOutline::<_, u32>::new(running_probe()));
}

#[test]
fn a_fn_outline_copies_compares_and_prints_as_its_node() {
    let mut node = FnOutline::<_, u32>::new(Probe::default());
    let copy = node.clone();
    assert_eq!(node, copy);
    node.tick(&mut 0);
    assert_ne!(node, copy);
    assert_eq!(FnOutline::<Probe, u32>::default(), copy);
    assert_eq!(
        format!("{copy:?}"),
        format!("FnOutline({:?})", Probe::default())
    );
    assert_eq!(copy.into_inner(), Probe::default());
}
