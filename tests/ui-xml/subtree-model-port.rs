use bt::{Status, bt_xml};

fn say(_text: &'static str, _times: u32) -> impl FnMut(&mut ()) -> Status {
    |_: &mut ()| Status::Success
}

fn main() {
    // The model declares `times` without a default; the `<SubTree>` does
    // not remap it.
    let _tree = bt_xml!("../../../../tests/ui-xml/subtree-model-port.xml", {
        Say(text, times) => say,
    });
}
