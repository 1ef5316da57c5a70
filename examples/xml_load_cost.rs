//! How the time to load a tree from XML (`bt::xml::Factory::load_str`),
//! and to export and log it, grows with the number of nodes: it should be
//! about linear (loading placed every element by reading the file from
//! its start, quadratic in its size).
//!
//! `cargo run --release --features xml --example xml_load_cost -- <mode> [N...]`
//! prints, for each N (default 1000 4000 16000 64000), the median in ms
//! of five runs of:
//!
//! - `wide`: loading one `<Sequence>` of N leaves, one per line;
//! - `guarded`: the same with N/2 leaves (N nodes), each with a
//!   precondition written as BT.CPP's tutorials write them,
//!   `_skipIf="a && b"` (a bare `&`, which the loader escapes before
//!   parsing);
//! - `deep`: loading sequences nested as deep as a tree goes (127 levels,
//!   fewer for a small N), about N leaves in all;
//! - `export`: `to_btcpp_xml()` of the `wide` tree;
//! - `log`: a [`StdoutLogger`] (to `io::sink()`) made for a `<Parallel>`
//!   of N running leaves, one tick, and a halt of the tree.
//!
//! These are wall-clock times on whatever machine runs them: compare the
//! ratios between sizes, not the numbers between machines.

use std::time::Instant;

use bt::Status;
use bt::observe::StdoutLogger;
use bt::xml::Factory;

/// A tree whose root `open`s, holds `leaves` (given as a whole) and
/// `close`s.
fn tree(open: &str, leaves: &str, close: &str) -> String {
    format!(
        r#"<root BTCPP_format="4"><BehaviorTree ID="Main">{open}{leaves}{close}</BehaviorTree></root>"#
    )
}

fn wide(n: usize, leaf: &str) -> String {
    tree(
        "<Sequence>",
        &format!("\n  {leaf}").repeat(n),
        "\n</Sequence>",
    )
}

fn deep(n: usize) -> String {
    let depth = (n / 100).clamp(1, 127);
    let level = format!("\n<Sequence>{}", "\n  <Act/>".repeat(n / depth));
    tree(&level.repeat(depth), "", &"\n</Sequence>".repeat(depth))
}

/// The median of five runs of `f`, in ms.
fn median(mut f: impl FnMut() -> f64) -> f64 {
    let mut runs: Vec<f64> = (0..5).map(|_| f()).collect();
    runs.sort_by(f64::total_cmp);
    runs[2]
}

fn ms(start: Instant) -> f64 {
    start.elapsed().as_secs_f64() * 1e3
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mode = args.first().map_or("wide", String::as_str);
    let mut sizes: Vec<usize> = args.iter().skip(1).filter_map(|a| a.parse().ok()).collect();
    if sizes.is_empty() {
        sizes = vec![1000, 4000, 16000, 64000];
    }
    let mut factory = Factory::<()>::new();
    factory
        .action("Act", |()| Status::Success)
        .action("Wait", |()| Status::Running)
        .entry("a", |()| false)
        .entry("b", |()| true);
    let load = |xml: &str| factory.load_str(xml).unwrap_or_else(|e| panic!("{e}"));
    for n in sizes {
        let time = match mode {
            "wide" | "guarded" | "deep" => {
                let xml = match mode {
                    "wide" => wide(n, "<Act/>"),
                    "guarded" => wide(n / 2, r#"<Act _skipIf="a && b"/>"#),
                    _ => deep(n),
                };
                median(|| {
                    let start = Instant::now();
                    std::hint::black_box(load(&xml));
                    ms(start)
                })
            }
            "export" => {
                let tree = load(&wide(n, "<Act/>"));
                median(|| {
                    let start = Instant::now();
                    std::hint::black_box(tree.to_btcpp_xml());
                    ms(start)
                })
            }
            "log" => {
                let open = format!(r#"<Parallel success_count="{n}" failure_count="1">"#);
                let xml = tree(&open, &"\n  <Wait/>".repeat(n), "\n</Parallel>");
                let mut tree = load(&xml);
                median(|| {
                    let start = Instant::now();
                    let mut log = StdoutLogger::to_writer(tree.nodes(), std::io::sink());
                    tree.tick_with(&mut (), &mut log);
                    tree.halt_with(&mut (), &mut log);
                    ms(start)
                })
            }
            _ => {
                eprintln!("usage: xml_load_cost <wide|guarded|deep|export|log> [N...]");
                std::process::exit(2);
            }
        };
        println!("{mode} N={n}: {time:.2} ms");
    }
}
