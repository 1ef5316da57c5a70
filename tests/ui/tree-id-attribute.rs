// A tree takes one attribute, `#[tree_id = ".."]`: another is an error that
// shows it.
use bt::{Status, bt};

fn act(_: &mut ()) -> Status {
    Status::Success
}

fn main() {
    let _ = bt!(#[name = "Mission"] sequence<act>);
    let _ = bt!(#[tree_id = ""] sequence<act>);
}
