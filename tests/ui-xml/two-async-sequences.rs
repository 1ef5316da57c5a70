use bt::{Status, bt_xml};

fn is_open(_: &mut ()) -> bool {
    true
}

fn open(_: &mut ()) -> Status {
    Status::Success
}

fn main() {
    // BT.CPP rejects a ReactiveSequence with two AsyncSequence children.
    let _tree = bt_xml!("../../../../tests/ui-xml/two-async-sequences.xml", {
        IsOpen => is_open,
        Open => open,
    });
}
