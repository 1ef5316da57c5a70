//! Closures given as node arguments in a tree with no `Ctx =>` compile
//! when the context's type is known before a closure reads its parameter:
//! from a typed argument, from closures that do not use it (the tick gives
//! it), or from a leaf function.

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
    let mut typed_argument = bt!(skip_if(|n: &mut Npc| n.hp < 0)<(|n| n.x >= 0)>);
    typed_argument.tick(&mut npc);
    let mut unused = bt!(repeat(|_| 2)<(|_| Status::Success)>);
    unused.tick(&mut npc);
    let mut after_a_function = bt!(sequence<alive, skip_if(|n| n.hp < 0)<(|n| n.x >= 0)>>);
    after_a_function.tick(&mut npc);
}
