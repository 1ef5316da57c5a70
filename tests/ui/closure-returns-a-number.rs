use bt::bt;

struct Agent {
    hp: i32,
}

fn main() {
    // A condition returns `bool`: `(|a| a.hp > 0)`.
    let mut tree = bt!(Agent => sequence<(|a| a.hp)>);
    tree.tick(&mut Agent { hp: 3 });
}
