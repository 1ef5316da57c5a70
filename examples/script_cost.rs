//! The cost of BehaviorTree.CPP's scripts in a tree loaded from XML
//! (`bt::xml`), for `scripts/script-cost.sh` (callgrind): the same work
//! written as an action registered in Rust and as a `<Script>`, the root
//! of its tree, ticked `frames` times behind the never-inlined
//! `measured_tick`.
//!
//! `script_cost <action|script|action-if|script-if|local|local-sync>
//! <frames>` prints the counter: `action` and `script` add one to it (`n
//! += 1`); the `-if` pair also keeps it under 1000 (`n := n >= 1000 ? 0 :
//! n + 1`); `local` counts in a local entry of the tree and copies it to
//! the counter (`m += 1; n := m`), and `local-sync` does the same in a
//! tree of `bt::xml::sync`, whose local entries are behind a `Mutex`.

use bt::Status;
use bt::xml::{Factory, XmlTree, sync};

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

/// [`measured_tick`] for a tree of `bt::xml::sync`.
#[inline(never)]
fn measured_tick_sync(tree: &mut sync::XmlTree<Ctx>, c: &mut Ctx) -> Status {
    tree.tick(c)
}

/// The factory, for either flavour.
macro_rules! factory {
    ($factory:ty) => {{
        let mut factory = <$factory>::new();
        factory
            .entry_mut("n", |c: &Ctx| c.n, |c, v| c.n = v)
            .local_entry("m", 0_i64)
            .action("Add", |c| {
                c.n += 1;
                Status::Success
            })
            .action("AddBelow", |c| {
                c.n = if c.n >= 1000 { 0 } else { c.n + 1 };
                Status::Success
            });
        factory
    }};
}

/// The tree of one `node`, loaded by `factory`, or the error shown.
macro_rules! load {
    ($factory:expr, $node:expr) => {
        $factory
            .load_str(&format!(
                r#"<root BTCPP_format="4"><BehaviorTree ID="Main">{}</BehaviorTree></root>"#,
                $node
            ))
            .unwrap_or_else(|e| {
                eprintln!("{e}");
                std::process::exit(1)
            })
    };
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let frames: u64 = args.get(2).and_then(|f| f.parse().ok()).unwrap_or(100_000);
    let node = match args.get(1).map(String::as_str) {
        Some("action") => "<Add/>",
        Some("script") => r#"<Script code="n += 1"/>"#,
        Some("action-if") => "<AddBelow/>",
        Some("script-if") => r#"<Script code="n := n &gt;= 1000 ? 0 : n + 1"/>"#,
        Some("local" | "local-sync") => r#"<Script code="m += 1; n := m"/>"#,
        _ => {
            eprintln!(
                "usage: script_cost <action|script|action-if|script-if|local|local-sync> [frames]"
            );
            std::process::exit(2);
        }
    };
    let mut c = Ctx::default();
    if args.get(1).is_some_and(|a| a == "local-sync") {
        let mut tree = load!(factory!(sync::Factory<Ctx>), node);
        for _ in 0..frames {
            std::hint::black_box(measured_tick_sync(&mut tree, &mut c));
        }
    } else {
        let mut tree = load!(factory!(Factory<Ctx>), node);
        for _ in 0..frames {
            std::hint::black_box(measured_tick(&mut tree, &mut c));
        }
    }
    println!("n={}", c.n);
}
