//! The benchmark workloads compute the same thing in every implementation:
//! the `bt!` tree, hand-written code, the `Box<dyn Node>` tree and bonsai-bt
//! agree on the digest (root status of every frame plus every context
//! field). No timing here: that is `cargo bench --bench workloads` and
//! `scripts/instructions.sh`.

#[path = "../benches/workloads/mod.rs"]
mod workloads;

use workloads::{IMPLS, mixed, sniper};

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
fn w1_lent_tree_digest_agrees() {
    // The sniper tree over a context that borrows the agent for each tick
    // (`bt!(View<'_> => ...)`) computes what the hand-written code does.
    let hand = workloads::digest("w1", "hand", 5000);
    assert!(hand.is_some());
    assert_eq!(workloads::digest("w1", "lent", 5000), hand);
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

/// W7: the `bt!` sequence of actions, the hand-written loop over the steps,
/// the `Box<dyn Node>` sequences over closures and over the step functions,
/// and `bt`'s sequence over an array agree, over frames that run every list
/// through more than once.
#[test]
fn w7_script_digests_agree() {
    for (workload, frames) in [("w7-20", 100), ("w7-100", 500), ("w7-1000", 5000)] {
        let hand = workloads::digest(workload, "hand", frames).expect("w7");
        for implementation in ["bt", "dyn", "bt-array", "dyn-fns"] {
            assert_eq!(
                workloads::digest(workload, implementation, frames),
                Some(hand),
                "{workload}: `{implementation}` differs from hand-written code"
            );
        }
    }
}

/// W7's steps finish on the tick after they start, so the script goes on
/// from where it stands on nearly every tick, and completes.
#[test]
fn w7_script_goes_on_from_where_it_stands() {
    let mut c = workloads::script::Script::new(100);
    let mut hand = workloads::script::Hand::<100>::default();
    let (mut running, mut successes) = (0, 0);
    for _ in 0..1000 {
        match hand.tick(&mut c) {
            bt::Status::Running => running += 1,
            bt::Status::Success => successes += 1,
            other => panic!("{other:?}"),
        }
    }
    assert!(successes >= 9, "{successes} runs completed");
    assert!(running >= 900, "{running} ticks left a step running");
    assert!(c.steps >= 1900, "{} steps ticked", c.steps);
}

#[test]
fn w3_deep_digests_agree() {
    for workload in ["w3-10", "w3-50", "w3-300"] {
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

/// Frames of W5 in the tests: enough for every stateful action to be
/// halted several times (asserted below), few enough for a debug build.
const W5_FRAMES: usize = 20_000;

/// W5: the `bt!` tree, the hand-written guard and the `Box<dyn Node>` tree
/// agree frame by frame: the same root status every frame, and the same
/// context (every leaf's evaluations, every action's halts) after every
/// frame, so a missing or extra tick or halt shows at the frame where it
/// happens.
#[test]
fn w5_mixed_digests_agree() {
    let frames = W5_FRAMES;
    let hand = workloads::digest("w5", "hand", frames).expect("w5");
    for implementation in ["bt", "dyn"] {
        assert_eq!(
            workloads::digest("w5", implementation, frames),
            Some(hand),
            "w5: `{implementation}` differs from hand-written code over {frames} frames"
        );
    }
    let mut guards = [
        mixed::Guard::new(),
        mixed::Guard::new(),
        mixed::Guard::new(),
    ];
    let mut tree = mixed::bt_tree();
    let mut boxed = mixed::dyn_tree();
    let mut hand = mixed::Hand::default();
    for frame in 0..frames {
        for g in &mut guards {
            workloads::Context::begin_frame(g);
        }
        let [g_hand, g_bt, g_dyn] = &mut guards;
        let expected = hand.tick(g_hand);
        assert_eq!(
            bt::Node::tick(&mut tree, g_bt),
            expected,
            "bt, frame {frame}"
        );
        assert_eq!(
            bt::Node::tick(&mut boxed, g_dyn),
            expected,
            "dyn, frame {frame}"
        );
        assert_eq!(g_bt, g_hand, "bt, frame {frame}");
        assert_eq!(g_dyn, g_hand, "dyn, frame {frame}");
    }
}

/// The W5 run is not vacuous: every stateful action runs and is halted
/// several times, every leaf is evaluated, the root succeeds and runs,
/// both retries go on (at once after a running child failed, a tick later
/// after a child failed at once), and the timeouts fire (a timed action
/// halted on a tick at or past its deadline while its behavior still
/// holds).
#[test]
fn w5_halts_every_action_several_times() {
    let mut g = mixed::Guard::new();
    let mut hand = mixed::Hand::default();
    let mut statuses = [0u32; 3];
    let mut timeouts = 0;
    // Both ways `retry` goes on: a miss of a shot that was running fires
    // again in the same tick; a radio check that fails at once yields.
    let (mut refired, mut yielded) = (0, 0);
    for _ in 0..W5_FRAMES {
        workloads::Context::begin_frame(&mut g);
        let before = (hand, g.halts);
        match hand.tick(&mut g) {
            bt::Status::Success => statuses[0] += 1,
            bt::Status::Failure => statuses[1] += 1,
            bt::Status::Running => statuses[2] += 1,
            bt::Status::Skipped => panic!("nothing in the guard's tree is skipped"),
        }
        let (was, halts) = before;
        if let (
            mixed::CombatState::Shooting {
                failures: missed,
                in_flight: true,
            },
            mixed::CombatState::Shooting {
                failures,
                in_flight: true,
            },
        ) = (was.combat, hand.combat)
        {
            refired += u32::from(failures == missed + 1);
        }
        yielded += u32::from(hand.patrol == mixed::PatrolState::RadioRetry);
        // A timed action that was running, past its deadline, and halted
        // while the behavior it belongs to is still the one running (or
        // its fallback took over): the timeout fired.
        let timed = [
            (was.hurt == mixed::HurtState::Medkit, 0),
            (was.hurt == mixed::HurtState::Cover, 1),
            (was.combat == mixed::CombatState::Aiming, 2),
            (was.combat == mixed::CombatState::Chasing, 6),
            (was.alert == mixed::AlertState::Walking, 7),
        ];
        if g.now >= was.deadline && hand.running == was.running {
            timeouts += timed
                .iter()
                .filter(|&&(running, k)| running && g.halts[k] > halts[k])
                .count();
        }
    }
    for (k, name) in mixed::ACTIONS.iter().enumerate() {
        let evals = g.evals[mixed::leaf::FIRST_STATEFUL + k];
        assert!(g.halts[k] >= 10, "{name} halted {} times", g.halts[k]);
        assert!(evals >= 2 * g.halts[k], "{name}: {evals} evaluations");
    }
    assert!(
        g.evals.iter().all(|&n| n > 0),
        "a leaf never ran: {:?}",
        g.evals
    );
    // The root never fails: resting, its last resort, always ends well.
    assert!(
        statuses[0] > 100 && statuses[1] == 0 && statuses[2] > 100,
        "{statuses:?}"
    );
    assert!(timeouts >= 20, "{timeouts} timeouts fired");
    assert!(
        refired >= 10 && yielded >= 10,
        "retry: {refired} re-fired, {yielded} yielded"
    );
    assert!(g.shots > g.hits && g.hits > 0 && g.patrol_legs > 0 && g.found > 0);
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

#[test]
fn w5_tree_size() {
    // 52 nodes: the composites' cursors, the reactive nodes' running
    // children, the parallels' bit sets and counts, the timeouts' deadlines
    // (12 bytes each) and flags, the retries' counts of attempts (their
    // literal limits are in their types), the stateful actions' flags and
    // the running leaf's id; alignment 2 (the parallels' `u16` bit sets).
    let tree = workloads::mixed::bt_tree();
    assert_eq!((size_of_val(&tree), align_of_val(&tree)), (168, 2));
}
