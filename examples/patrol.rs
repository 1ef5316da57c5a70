//! A robot that must visit the waypoints A, B and C once each, checking its
//! battery on every tick:
//!
//! ```text
//! fallback<
//!     reactive_sequence<battery_ok, sequence_with_memory<go_to(A), go_to(B), go_to(C)>>,
//!     charge,
//! >
//! ```
//!
//! When the battery runs low on the way, the reactive sequence halts the
//! running `go_to` (its halted callback stops the motors) and the robot
//! charges. `sequence_with_memory` keeps its place across that halt, so the
//! robot then heads for the waypoint it was going to, without visiting the
//! earlier ones again.
//!
//! A second mission shows the failure case: the path to B is blocked once,
//! so `go_to('B')` fails, the route fails and the robot charges instead; on
//! the next tick the route resumes at B (A is not visited again), where a
//! plain `sequence` would start over at A.
//!
//! A third shows `parallel` beside `parallel_all`, driving to D while a
//! scanner runs and breaks down on its second tick: BehaviorTree.CPP's
//! `parallel` fails at once and stops the motors; `parallel_all` (like C#'s
//! `ParallelAll`) lets the drive finish and then fails. Run with
//! `cargo run --example patrol`.

use bt::{Stateful, StatefulAction, Status, bt};

struct Robot {
    position: i32,
    battery: u32,
    visited: Vec<char>,
    /// A waypoint whose path is blocked the next time the robot heads for it.
    blocked: Option<char>,
    /// Ticks of the scanner so far.
    scans: u32,
    log: Vec<String>,
}

impl Robot {
    fn new(battery: u32) -> Self {
        Self {
            position: 0,
            battery,
            visited: Vec::new(),
            blocked: None,
            scans: 0,
            log: Vec::new(),
        }
    }
}

/// Drives to a waypoint, one metre per tick.
struct GoTo {
    name: char,
    at: i32,
}

/// A leaf built by a call: `go_to('B', 5)`.
fn go_to(name: char, at: i32) -> Stateful<GoTo> {
    Stateful::new(GoTo { name, at })
}

impl StatefulAction<Robot> for GoTo {
    fn on_start(&mut self, robot: &mut Robot) -> Status {
        if robot.blocked == Some(self.name) {
            robot.blocked = None;
            robot.log.push(format!("path to {} blocked", self.name));
            return Status::Failure;
        }
        robot.log.push(format!("head for {}", self.name));
        self.on_running(robot)
    }

    fn on_running(&mut self, robot: &mut Robot) -> Status {
        if robot.position == self.at {
            robot.visited.push(self.name);
            robot.log.push(format!("reached {}", self.name));
            return Status::Success;
        }
        robot.position += (self.at - robot.position).signum();
        robot.battery = robot.battery.saturating_sub(10);
        robot
            .log
            .push(format!("drive to {} (x={})", self.name, robot.position));
        Status::Running
    }

    fn on_halted(&mut self, robot: &mut Robot) {
        robot.log.push(format!("stop: {} interrupted", self.name));
    }
}

fn battery_ok(robot: &mut Robot) -> bool {
    let ok = robot.battery > 20;
    if !ok {
        robot.log.push(format!("battery low ({}%)", robot.battery));
    }
    ok
}

fn charge(robot: &mut Robot) -> Status {
    robot.battery = (robot.battery + 30).min(100);
    robot.log.push(format!("charging ({}%)", robot.battery));
    if robot.battery == 100 {
        Status::Success
    } else {
        Status::Running
    }
}

/// The scanner: fine on its first tick, broken on its second.
fn scan(robot: &mut Robot) -> Status {
    robot.scans += 1;
    if robot.scans == 2 {
        robot.log.push("scanner broke".to_owned());
        Status::Failure
    } else {
        robot.log.push("scanning".to_owned());
        Status::Running
    }
}

/// Ticks `tree` once and prints the tick's line.
fn tick_and_print(tree: &mut impl bt::Node<Robot>, robot: &mut Robot, tick: u32) -> Status {
    let status = tree.tick(robot);
    println!(
        "{tick:>3} battery {:>3}%  {:<8} {}",
        robot.battery,
        status.to_string(),
        robot.log.join(", ")
    );
    robot.log.clear();
    status
}

/// Ticks `tree` until it finishes (at most `max` ticks), printing each one.
fn drive(tree: &mut impl bt::Node<Robot>, robot: &mut Robot, max: u32) -> Status {
    for tick in 1..=max {
        let status = tick_and_print(tree, robot, tick);
        if status != Status::Running {
            return status;
        }
    }
    Status::Running
}

fn main() {
    println!("-- mission 1: the battery runs low on the way");
    let mut tree = bt!(fallback<
        "mission": reactive_sequence<battery_ok, "route": sequence_with_memory<go_to('A', 2), go_to('B', 5), go_to('C', 8)>>,
        charge,
    >);
    let mut robot = Robot::new(60);
    for tick in 1..=40 {
        tick_and_print(&mut tree, &mut robot, tick);
        if robot.visited.len() == 3 {
            break;
        }
    }
    println!("visited {:?}", robot.visited);
    assert_eq!(
        robot.visited,
        ['A', 'B', 'C'],
        "each waypoint once, in order"
    );
    tree.halt(&mut robot);

    println!("-- mission 2: the path to B is blocked once");
    let mut robot = Robot::new(100);
    robot.blocked = Some('B');
    let mut tree = bt!(fallback<
        "route": sequence_with_memory<go_to('A', 2), go_to('B', 5), go_to('C', 8)>,
        charge,
    >);
    // The route fails at B: the fallback charges this tick, and the next
    // tick resumes the route at B.
    while robot.visited.len() < 3 {
        let status = drive(&mut tree, &mut robot, 40);
        println!(
            "   the tree finished: {status}; visited so far {:?}",
            robot.visited
        );
    }
    println!("visited {:?}", robot.visited);
    assert_eq!(robot.visited, ['A', 'B', 'C'], "A is not visited twice");

    println!("-- mission 3: drive to D while scanning; the scanner breaks on its second tick");
    println!("   parallel (BehaviorTree.CPP's): fails as soon as one child fails");
    let mut robot = Robot::new(100);
    let mut tree = bt!(parallel<go_to('D', 3), scan>);
    let status = drive(&mut tree, &mut robot, 10);
    println!(
        "   -> {status}, at x={}, visited {:?}",
        robot.position, robot.visited
    );
    assert_eq!((status, robot.visited.len()), (Status::Failure, 0));
    println!("   parallel_all (C#'s ParallelAll): every child runs to its end, then it fails");
    let mut robot = Robot::new(100);
    let mut tree = bt!(parallel_all<go_to('D', 3), scan>);
    let status = drive(&mut tree, &mut robot, 10);
    println!(
        "   -> {status}, at x={}, visited {:?}",
        robot.position, robot.visited
    );
    assert_eq!(
        (status, robot.visited.clone()),
        (Status::Failure, vec!['D'])
    );
}
