// A tree of built-in leaves that is never ticked: nothing names its
// context. The error is on the root node and names `Context` (the fix,
// `bt!(() => ...)`, is in the `bt!` docs), not the tree's internal types.
use bt::bt;

fn main() {
    let tree = bt!(sequence<success, failure>);
    println!("{}", tree.to_text(None));
}
