use bt::{Status, bt_xml};

fn wait(msec: u64) -> impl FnMut(&mut ()) -> Status {
    move |_| if msec > 0 { Status::Running } else { Status::Success }
}

fn main() {
    let _tree = bt_xml!("../../../../tests/ui-xml/port-type.xml", {
        Wait(msec) => wait,
    });
}
