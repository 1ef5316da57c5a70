//! Runtime-built trees (`bt::dynamic::Spec`): counting nodes, and the node
//! limit reported as an error by `try_build` instead of a panic.

use bt::Status;
use bt::dynamic::{MAX_NODES, Spec, TooManyNodes};

struct Agent {
    ticks: u32,
}

fn count(a: &mut Agent) -> Status {
    a.ticks += 1;
    Status::Success
}

#[test]
fn node_count_counts_every_node_of_a_nested_description() {
    let spec = Spec::<Agent>::fallback([
        Spec::sequence([Spec::success(), Spec::inverter(Spec::failure())]),
        Spec::action("count", count),
    ]);
    // fallback, sequence, success, inverter, failure, count
    assert_eq!(spec.node_count(), 6);
    let tree = spec.try_build().expect("six nodes are allowed");
    assert_eq!(tree.nodes().len(), 6);
}

#[test]
fn try_build_accepts_exactly_the_largest_tree() {
    // The sequence and MAX_NODES - 1 leaves.
    let spec = Spec::<Agent>::sequence((0..MAX_NODES - 1).map(|_| Spec::action("count", count)));
    assert_eq!(spec.node_count(), MAX_NODES);
    let mut tree = spec.try_build().expect("MAX_NODES nodes are allowed");
    assert_eq!(tree.nodes().len(), MAX_NODES);
    let mut agent = Agent { ticks: 0 };
    assert_eq!(tree.tick(&mut agent), Status::Success);
    assert_eq!(agent.ticks as usize, MAX_NODES - 1);
}

#[test]
fn try_build_reports_one_node_too_many() {
    let spec = Spec::<Agent>::sequence((0..MAX_NODES).map(|_| Spec::success()));
    let error: TooManyNodes = spec.try_build().expect_err("one node over the limit");
    assert_eq!(error.nodes(), MAX_NODES + 1);
    assert_eq!(
        error.to_string(),
        "a tree has at most 65535 nodes (ids are u16); this one has 65536"
    );
    let _: &dyn std::error::Error = &error;
}

#[test]
#[should_panic(expected = "a tree has at most 65535 nodes")]
fn build_panics_where_try_build_reports() {
    let _ = Spec::<Agent>::sequence((0..MAX_NODES).map(|_| Spec::success())).build();
}
