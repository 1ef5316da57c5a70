// Two `subtree`s of one label in one tree, and an `_autoremap` that is not
// a flag: BehaviorTree.CPP refuses both once exported.

use bt::{Status, bt};

fn act(_: &mut ()) -> Status {
    Status::Success
}

fn main() {
    let _tree = bt!(sequence<
        "nav" as Nav: subtree<act>,
        "nav" as Nav: subtree<act>,
        // Apart: inside another subtree, and labelled as their tree.
        "outer" as Outer: subtree<"nav" as Nav: subtree<act>>,
        "Walk" as Walk: subtree<act>,
        "Walk" as Walk: subtree<act>,
        "far" as Far(_autoremap = "yes"): subtree<act>,
    >);
}
