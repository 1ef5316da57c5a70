use bt::{Status, bt_xml};

fn is_open(_: &mut ()) -> bool {
    true
}

fn open(_: &mut ()) -> Status {
    Status::Success
}

fn main() {
    let _tree = bt_xml!("../../../../tests/ui-xml/port-entry-flag.xml", {
        IsOpen => is_open,
        Open => open,
    });
}
