//! Closure leaves in a tree with no `Ctx =>` compile when the context's
//! type is known before a closure reads its parameter: from a closure
//! that passes its parameter to a function, from closures that do not
//! use it (the tick gives it), or from a leaf function.

use bt::{Status, bt};

struct Npc {
    hp: i32,
    x: i32,
}

fn alive(n: &mut Npc) -> bool {
    n.hp > 0
}

fn main() {
    let mut npc = Npc { hp: 3, x: 0 };
    let mut passed_on = bt!(sequence<(|n| alive(n)), (|n| { n.x += 1; Status::Success })>);
    passed_on.tick(&mut npc);
    let mut unused = bt!(sequence<(|_| true), retry(3)<(|_| Status::Success)>>);
    unused.tick(&mut npc);
    let mut after_a_function = bt!(sequence<alive, (|n| n.x > 0)>);
    after_a_function.tick(&mut npc);
}
