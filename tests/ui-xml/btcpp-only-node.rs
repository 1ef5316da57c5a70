use bt::{Status, bt_xml};

fn open(_: &mut ()) -> Status {
    Status::Success
}

fn main() {
    // A BT.CPP node that only the run-time loader runs: the help says what to
    // write.
    let _tree = bt_xml!("../../../../tests/ui-xml/btcpp-only-node.xml", {
        Open => open,
    });
}
