// A decorator of the user's bound with `decorator(..)` takes exactly one
// child, as BehaviorTree.CPP requires: the error is at the second child
// in the file.
use bt::custom::{ChildNode, DecoratorNode};
use bt::{Status, bt_xml};

struct AtMost;

impl<C> DecoratorNode<C> for AtMost {
    fn tick(&mut self, ctx: &mut C, child: &mut impl ChildNode<C>) -> Status {
        child.tick(ctx)
    }
}

fn open(_: &mut ()) -> Status {
    Status::Success
}

fn main() {
    let _tree = bt_xml!("../../../../tests/ui-xml/user-decorator-children.xml", {
        Open => open,
        AtMost => decorator(AtMost),
    });
}
