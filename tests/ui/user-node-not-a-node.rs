// The node of `control(..)` or `decorator(..)` must implement
// `bt::custom::ControlNode` (or `DecoratorNode`) over the tree's context:
// one error at the argument, saying which; a control given to `decorator`
// is not a decorator.
use bt::custom::{ChildNodes, ControlNode};
use bt::{Status, bt};

struct Agent;

fn act(_: &mut Agent) -> Status {
    Status::Success
}

struct RoundRobin;

impl ControlNode<Agent> for RoundRobin {
    fn tick(&mut self, ctx: &mut Agent, children: &mut impl ChildNodes<Agent>) -> Status {
        children.tick(0, ctx)
    }
}

fn main() {
    let mut tree = bt!(sequence<control(5)<act>, decorator(RoundRobin)<act>>);
    tree.tick(&mut Agent);
}
