// Closures given as node arguments (`skip_if(|a| ..)`, `repeat(|a| ..)`)
// read the context as closure leaves do: in a tree of such closures alone,
// one error on the first that reads its parameter, with the fix, not
// rustc's "type annotations needed" that suggests `|a: &mut C|`.
use bt::{Status, bt};

struct Agent {
    hp: i32,
    laps: u32,
}

fn main() {
    let mut leaf_first = bt!(sequence<(|a| a.hp > 3), skip_if(|a| a.hp < 0)<success>>);
    leaf_first.tick(&mut Agent { hp: 3, laps: 1 });
    let mut argument_first = bt!(skip_if(|a| a.hp < 0)<(|a| { a.hp -= 1; Status::Success })>);
    argument_first.tick(&mut Agent { hp: 3, laps: 1 });
    let mut count = bt!(repeat(|a| a.laps as i32)<(|a| a.hp > 3)>);
    count.tick(&mut Agent { hp: 3, laps: 1 });
}
