// `#[derive(Blackboard)]` on what it cannot take, and bad options.
use bt::xml::Blackboard;

#[derive(Blackboard)]
enum Mode {
    Idle,
    Busy,
}

#[derive(Blackboard)]
struct Pair(i32, i32);

#[derive(Blackboard)]
struct Options {
    #[entry(hidden)]
    level: i32,
}

#[derive(Blackboard)]
struct Twice {
    goal: String,
    #[entry(rename = "goal")]
    target: String,
}

#[derive(Blackboard)]
struct Empty {
    #[entry(rename = "")]
    level: i32,
}

#[derive(Blackboard)]
struct Unit;

#[derive(Blackboard)]
struct BadName {
    #[entry(rename = "{level}")]
    level: i32,
}

#[derive(Blackboard)]
struct Renamed {
    #[entry(rename = "a", rename = "b")]
    level: i32,
}

#[derive(Blackboard)]
struct SkippedAndRead {
    #[entry(skip, read_only)]
    level: i32,
}

fn main() {}
