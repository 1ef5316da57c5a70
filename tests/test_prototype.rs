//! Trees stamped out of a `bt::dynamic::Prototype`: they share its node
//! table, tick and report to observers as `Spec::build`'s trees do, and a
//! description that changes gets a table of its own.

use std::cell::Cell;

use bt::Status;
use bt::decorator::Inverter;
use bt::dynamic::{BoxNode, MAX_NODES, Prototype, Spec};
use bt::observe::Statistics;

#[derive(Clone, Debug, PartialEq)]
struct Agent {
    seed: u32,
    hits: u32,
    steps: u32,
}

impl Agent {
    fn roll(&mut self) -> u32 {
        self.seed = self.seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        self.seed >> 16
    }
}

/// A tree with most kinds of node: composites, decorators with
/// arguments, a switch, a branch, a wrapped node and an action that runs.
fn description() -> Spec<Agent> {
    Spec::reactive_fallback([
        Spec::sequence([
            Spec::condition("lucky", |a: &mut Agent| a.roll().is_multiple_of(3)),
            Spec::retry(
                2,
                Spec::action("hit", |a: &mut Agent| {
                    a.hits += 1;
                    if a.roll().is_multiple_of(2) {
                        Status::Success
                    } else {
                        Status::Failure
                    }
                }),
            ),
        ])
        .label("attack"),
        Spec::switch(
            "phase",
            |a: &mut Agent| a.roll() % 4,
            [1, 2],
            [
                Spec::inverter(Spec::failure()),
                Spec::if_then_else(
                    Spec::condition("even", |a: &mut Agent| a.steps.is_multiple_of(2)),
                    Spec::success(),
                    Some(Spec::failure()),
                ),
                Spec::action("walk", |a: &mut Agent| {
                    a.steps += 1;
                    if a.steps.is_multiple_of(5) {
                        Status::Success
                    } else {
                        Status::Running
                    }
                })
                .wrap(|n: BoxNode<Agent>| Box::new(Inverter::new(n))),
            ],
        ),
    ])
}

#[test]
fn prototype_trees_tick_and_report_as_built_trees() {
    let prototype = Prototype::new(description);
    let mut stamped: Vec<_> = (0..20).map(|_| prototype.build()).collect();
    let mut built: Vec<_> = (0..20).map(|_| description().build()).collect();
    let mut a: Vec<_> = (0..20)
        .map(|i| Agent {
            seed: i,
            hits: 0,
            steps: 0,
        })
        .collect();
    let mut b = a.clone();
    for tree in &stamped {
        assert!(tree.nodes().same_table(&prototype.nodes()));
    }
    assert!(!built[0].nodes().same_table(&prototype.nodes()));
    assert_eq!(stamped[0].to_btcpp_xml(), built[0].to_btcpp_xml());
    for _frame in 0..30 {
        for i in 0..20 {
            let mut sa = Statistics::new(stamped[i].nodes());
            let mut sb = Statistics::new(built[i].nodes());
            let status = stamped[i].tick_with(&mut a[i], &mut sa);
            assert_eq!(status, built[i].tick_with(&mut b[i], &mut sb));
            assert_eq!(stamped[i].to_text(Some(&sa)), built[i].to_text(Some(&sb)));
            if i % 7 == 0 {
                stamped[i].halt_with(&mut a[i], &mut sa);
                built[i].halt_with(&mut b[i], &mut sb);
                assert_eq!(stamped[i].to_text(Some(&sa)), built[i].to_text(Some(&sb)));
            }
        }
    }
    assert_eq!(a, b);
    assert!(a.iter().any(|x| x.hits > 0) && a.iter().any(|x| x.steps > 0));
}

#[test]
fn a_wrapped_node_reports_what_its_wrapper_returns() {
    // The id is outside the wrapper: observers see the inverted status.
    let prototype = Prototype::new(|| {
        Spec::<()>::sequence([Spec::success().wrap(|n: BoxNode<()>| Box::new(Inverter::new(n)))])
    });
    let mut tree = prototype.build();
    let mut stats = Statistics::new(tree.nodes());
    assert_eq!(tree.tick_with(&mut (), &mut stats), Status::Failure);
    assert_eq!(
        tree.to_text(Some(&stats)),
        "{-} sequence [FAILURE]\n    --> success [FAILURE]\n"
    );
}

#[test]
fn a_description_that_changes_gets_a_table_of_its_own() {
    let calls = Cell::new(0_u32);
    let prototype = Prototype::new(|| {
        calls.set(calls.get() + 1);
        match calls.get() {
            // The first call makes the prototype's table; the second is
            // the same tree.
            1 | 2 => Spec::<()>::sequence([Spec::success()]),
            3 => Spec::sequence([Spec::success()]).label("other"),
            4 => Spec::sequence([Spec::success(), Spec::failure()]),
            _ => Spec::sequence([Spec::failure()]),
        }
    });
    let same = prototype.build();
    assert!(same.nodes().same_table(&prototype.nodes()));
    let relabelled = prototype.build();
    assert!(!relabelled.nodes().same_table(&prototype.nodes()));
    assert_eq!(relabelled.nodes().root().unwrap().label, "other");
    let mut longer = prototype.build();
    assert!(!longer.nodes().same_table(&prototype.nodes()));
    assert_eq!(longer.nodes().len(), 3);
    assert_eq!(longer.tick(&mut ()), Status::Failure);
    let mut other_kind = prototype.build();
    assert!(!other_kind.nodes().same_table(&prototype.nodes()));
    assert_eq!(other_kind.tick(&mut ()), Status::Failure);
    assert_eq!(calls.get(), 5);
}

#[test]
fn try_new_reports_one_node_too_many() {
    let error =
        Prototype::try_new(|| Spec::<()>::sequence((0..MAX_NODES).map(|_| Spec::success())))
            .unwrap_err();
    assert_eq!(error.nodes(), MAX_NODES + 1);
    let prototype = Prototype::try_new(|| Spec::<()>::sequence([Spec::success()])).unwrap();
    assert_eq!(prototype.build().tick(&mut ()), Status::Success);
}

#[test]
fn deep_descriptions_are_built_without_recursion() {
    // Built with an explicit stack; 3,000 levels of decorators.
    let prototype = Prototype::new(|| {
        (0..3_000).fold(Spec::<()>::success(), |child, _| Spec::force_success(child))
    });
    let tree = prototype.build();
    assert_eq!(tree.nodes().len(), 3_001);
    assert!(tree.nodes().same_table(&prototype.nodes()));
    assert_eq!(tree.nodes().get(3_000).unwrap().depth, 3_000);
}
