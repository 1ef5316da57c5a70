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

fn main() {}
