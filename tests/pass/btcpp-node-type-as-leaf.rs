// bt's own node types are leaves under their BT.CPP names once imported:
// `AlwaysSuccess` is not taken for the keyword `success`.
use bt::leaf::{AlwaysFailure, AlwaysSuccess};
use bt::{Status, bt};

fn main() {
    let mut tree = bt!(sequence<AlwaysSuccess, fallback<AlwaysFailure, AlwaysSuccess>>);
    assert_eq!(tree.tick(&mut ()), Status::Success);
}
