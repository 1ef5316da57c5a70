use bt::{Clock, Status, bt};
use std::time::Duration;

struct Agent {
    now: Duration,
}

impl Clock for Agent {
    fn now(&self) -> Duration {
        self.now
    }
}

fn walk(_: &mut Agent) -> Status {
    Status::Running
}

fn main() {
    // Seconds where milliseconds are meant, a negative time, a count with
    // a fraction: each an error on its literal. (A negative count is
    // BT.CPP's count of none.)
    let _ = bt!(Agent => sequence<
        timeout(2.5)<walk>,
        delay(-10)<walk>,
        retry(-2)<walk>,
        repeat(1.5)<walk>,
        repeat(-1)<walk>,
    >);
}
