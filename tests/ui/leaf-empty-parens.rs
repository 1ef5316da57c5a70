use bt::{Status, bt};

fn act(_: &mut ()) -> Status {
    Status::Success
}

fn main() {
    let mut tree = bt!(sequence<act, ()>);
    tree.tick(&mut ());
}
