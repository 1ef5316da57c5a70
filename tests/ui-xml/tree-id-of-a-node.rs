use bt::{Status, bt_xml};

fn open(_: &mut ()) -> Status {
    Status::Success
}

fn main() {
    // A tree named as a node, which BT.CPP refuses.
    let _tree = bt_xml!("../../../../tests/ui-xml/tree-id-of-a-node.xml", {
        Open => open,
    });
}
