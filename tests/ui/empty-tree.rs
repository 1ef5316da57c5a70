use bt::bt;

fn main() {
    let _tree = bt!();
}
