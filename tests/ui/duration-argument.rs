// A time argument is a whole number of milliseconds: a `Duration` there
// is an error that gives the milliseconds to write.
use core::time::Duration;

use bt::{Status, bt};

fn act(_: &mut ()) -> Status {
    Status::Success
}

fn main() {
    let secs = 1.5;
    let _ = bt!(sequence<
        timeout(Duration::from_secs(2))<act>,
        delay(delay_msec = core::time::Duration::from_millis(500))<act>,
        sleep(Duration::from_secs_f32(secs)),
    >);
}
