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
//! earlier ones again. Run with `cargo run --example patrol`.

use bt::{Stateful, StatefulAction, Status, bt};

struct Robot {
    position: i32,
    battery: u32,
    visited: Vec<char>,
    log: Vec<String>,
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

fn main() {
    let mut tree = bt!(fallback<
        "mission": reactive_sequence<battery_ok, "route": sequence_with_memory<go_to('A', 2), go_to('B', 5), go_to('C', 8)>>,
        charge,
    >);
    let mut robot = Robot {
        position: 0,
        battery: 60,
        visited: Vec::new(),
        log: Vec::new(),
    };
    for tick in 1..=40 {
        let status = tree.tick(&mut robot);
        println!(
            "{tick:>3} battery {:>3}%  {:<8} {}",
            robot.battery,
            status.to_string(),
            robot.log.join(", ")
        );
        robot.log.clear();
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
}
