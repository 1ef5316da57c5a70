use bt::{Status, bt_xml};

fn open(_: &mut ()) -> Status {
    Status::Success
}

fn main() {
    // `<UnsetBlackboard>` runs in the run-time loader only: the help says
    // what to bind instead.
    let _tree = bt_xml!("../../../../tests/ui-xml/unset-blackboard.xml", {
        Open => open,
    });
}
