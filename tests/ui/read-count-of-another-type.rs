// A count read by a closure is an `i32` and milliseconds a `u64`: a field
// of another type is an error on the closure's body.
use bt::bt;

struct Guard {
    laps: u32,
    patience: f32,
}

impl bt::Clock for Guard {
    fn now(&self) -> core::time::Duration {
        core::time::Duration::ZERO
    }
}

fn main() {
    let _ = bt!(Guard => sequence<repeat(|g| g.laps)<success>, timeout(|g| g.patience)<success>>);
}
