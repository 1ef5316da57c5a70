// A field read by cloning needs `Clone`; a read-only one `Display` too
// (the entry's text): each error is on the field's type.
use bt::xml::Blackboard;

struct Pose {
    x: f64,
}

#[derive(Clone)]
struct Path(Vec<Pose2>);

#[derive(Clone)]
struct Pose2;

#[derive(Blackboard)]
struct Robot {
    level: i32,
    pose: Pose,
    #[entry(read_only)]
    path: Path,
}

fn main() {
    let _ = Pose { x: 0.0 }.x;
}
