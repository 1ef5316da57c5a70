// A coroutine leaf in a tree over a context that borrows: one error on
// the leaf that says why and what to do, not rustc's "borrowed data
// escapes outside of closure" on the whole tree.
use bt::{Status, bt};
use bt_coroutine::{Co, coroutine};

struct World {
    noise: bool,
}

struct Ctx<'a> {
    world: &'a World,
}

fn main() {
    let mut tree = bt!(Ctx<'_> => sequence<
        (|c| !c.world.noise),
        (coroutine(|co: Co<Ctx<'_>>| async move {
            co.yield_now().await;
            Status::Success
        })),
    >);
    let world = World { noise: false };
    tree.tick(&mut Ctx { world: &world });
}
