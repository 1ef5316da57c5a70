use bt::{Status, bt_xml};

fn say(_text: &'static str, _times: u32) -> impl FnMut(&mut ()) -> Status {
    |_: &mut ()| Status::Success
}

fn main() {
    // `txet` on the `<SubTree>` is a typo of `text`: the subtree's
    // `{text}` is not visible, and the help points at the remap.
    let _tree = bt_xml!("../../../../tests/ui-xml/subtree-remap-typo.xml", {
        Say(text, times) => say,
        "{greeting}" => "hello",
    });
}
