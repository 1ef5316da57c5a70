// A control node of the user's (registered with `Factory::control` for the
// run-time loader) cannot be bound in `bt_xml!`: the error says so, rather
// than asking to bind it as a leaf.
use bt::{Status, bt_xml};

fn open(_: &mut ()) -> Status {
    Status::Success
}

fn main() {
    let _tree = bt_xml!("../../../../tests/ui-xml/user-control.xml", {
        Open => open,
    });
}
