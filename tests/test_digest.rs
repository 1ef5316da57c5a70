//! The benchmark workloads compute the same thing in every implementation:
//! the `bt!` tree, hand-written code, the `Box<dyn Node>` tree and bonsai-bt
//! agree on the digest (root status of every frame plus every context
//! field). No timing here: that is `cargo bench --bench workloads` and
//! `scripts/instructions.sh`.

#[path = "../benches/workloads/mod.rs"]
mod workloads;

use workloads::{IMPLS, sniper};

fn same_digest(workload: &str, frames: usize) -> u64 {
    let hand = workloads::digest(workload, "hand", frames).expect("known workload");
    for implementation in IMPLS {
        assert_eq!(
            workloads::digest(workload, implementation, frames),
            Some(hand),
            "{workload}: `{implementation}` differs from hand-written code over {frames} frames"
        );
    }
    hand
}

#[test]
fn w1_sniper_digests_agree() {
    same_digest("w1", 5000);
}

#[test]
fn w1_exercises_every_branch() {
    // The digest only means something if the run goes through every branch
    // of the tree: shots that hit and miss, reloads, patrol legs, and the
    // magazine running dry (shoot fails, reload takes over). The root never
    // fails: its last child, patrol, never does.
    let mut inst = workloads::instance("w1", "hand").expect("w1");
    let mut out = Vec::new();
    inst.run(5000, &mut out);
    assert!(!out.contains(&workloads::code(bt::Status::Failure)));
    for status in [bt::Status::Success, bt::Status::Running] {
        assert!(
            out.contains(&workloads::code(status)),
            "no {status} in 5000 frames"
        );
    }
    let mut agent = sniper::Agent::new(0);
    let mut hand = sniper::Hand::default();
    let (mut dry, mut hits, mut legs, mut reloads) = (false, 0, 0, 0);
    for _ in 0..5000 {
        workloads::Context::begin_frame(&mut agent);
        hand.tick(&mut agent);
        dry |= agent.mag == 0;
        hits = agent.hits;
        legs = agent.patrol_legs;
        reloads = agent.rounds_loaded;
    }
    assert!(dry && hits > 0 && agent.shots > hits && legs > 0 && reloads > 0);
}

#[test]
fn w2_wide_digests_agree() {
    for workload in ["w2-10", "w2-100", "w2-1000"] {
        same_digest(workload, 50);
    }
}

#[test]
fn w3_deep_digests_agree() {
    for workload in ["w3-10", "w3-50"] {
        same_digest(workload, 1000);
    }
}

/// W6 computes what W3 at depth 50 computes: every variant's tree and its
/// hand-written code give W3's digest.
#[test]
fn w6_digests_agree_with_w3() {
    let frames = 1000;
    let w3 = workloads::digest("w3-50", "hand", frames).expect("w3-50");
    for kind in ["force", "retry", "parallel", "timeout", "status"] {
        for implementation in ["bt", "hand"] {
            let workload = format!("w6-{kind}");
            let digest = workloads::digest(&workload, implementation, frames)
                .unwrap_or_else(|| panic!("{workload} {implementation} exists"));
            assert_eq!(digest, w3, "{workload} {implementation}");
        }
    }
}

#[test]
fn w4_crowd_digests_agree_on_one_and_two_threads() {
    let (agents, frames) = (300, 40);
    let hand = sniper::crowd_digest("hand", agents, frames, false);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(2)
        .build()
        .expect("a 2-thread pool");
    for implementation in IMPLS {
        assert_eq!(
            sniper::crowd_digest(implementation, agents, frames, false),
            hand,
            "{implementation}"
        );
        assert_eq!(
            pool.install(|| sniper::crowd_digest(implementation, agents, frames, true)),
            hand,
            "{implementation} on 2 threads"
        );
    }
}

#[test]
fn w1_tree_holds_only_its_indices() {
    // Fallback and sequence: a position and a skipped count (one byte
    // each); reactive sequence: the running child (one byte); the root: the
    // id of the running leaf (one byte, for the O(1) resume). The leaves are
    // fn items: zero-sized.
    let tree = sniper::bt_tree();
    assert_eq!(size_of_val(&tree), 6);
    assert_eq!(size_of::<sniper::Hand>(), 1);
}
