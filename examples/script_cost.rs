//! The cost of BehaviorTree.CPP's scripts in a tree loaded from XML
//! (`bt::xml`), for `scripts/script-cost.sh` (callgrind): the same work
//! written as an action registered in Rust and as a `<Script>`, the root
//! of its tree, ticked `frames` times behind the never-inlined
//! `measured_tick`.
//!
//! `script_cost <action|script|action-if|script-if> <frames>` prints the
//! counter: `action` and `script` add one to it (`n += 1`); the `-if`
//! pair also keeps it under 1000 (`n := n >= 1000 ? 0 : n + 1`).

use bt::Status;
use bt::xml::{Factory, XmlTree};

#[derive(Default)]
struct Ctx {
    n: i64,
}

/// One tick, behind a call that is never inlined: callgrind counts this
/// function, inclusive.
#[inline(never)]
fn measured_tick(tree: &mut XmlTree<Ctx>, c: &mut Ctx) -> Status {
    tree.tick(c)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let frames: u64 = args.get(2).and_then(|f| f.parse().ok()).unwrap_or(100_000);
    let mut factory = Factory::<Ctx>::new();
    factory
        .entry_mut("n", |c: &Ctx| c.n, |c, v| c.n = v)
        .action("Add", |c| {
            c.n += 1;
            Status::Success
        })
        .action("AddBelow", |c| {
            c.n = if c.n >= 1000 { 0 } else { c.n + 1 };
            Status::Success
        });
    let node = match args.get(1).map(String::as_str) {
        Some("action") => "<Add/>",
        Some("script") => r#"<Script code="n += 1"/>"#,
        Some("action-if") => "<AddBelow/>",
        Some("script-if") => r#"<Script code="n := n &gt;= 1000 ? 0 : n + 1"/>"#,
        _ => {
            eprintln!("usage: script_cost <action|script|action-if|script-if> [frames]");
            std::process::exit(2);
        }
    };
    let xml =
        format!(r#"<root BTCPP_format="4"><BehaviorTree ID="Main">{node}</BehaviorTree></root>"#);
    let mut tree = factory.load_str(&xml).unwrap_or_else(|e| {
        eprintln!("{e}");
        std::process::exit(1)
    });
    let mut c = Ctx::default();
    for _ in 0..frames {
        std::hint::black_box(measured_tick(&mut tree, &mut c));
    }
    println!("n={}", c.n);
}
