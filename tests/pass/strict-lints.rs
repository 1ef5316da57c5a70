//! The expansion trips none of rustc's lints, including the allow-by-default
//! ones a strict crate turns on.
#![deny(
    warnings,
    unused,
    nonstandard_style,
    rust_2018_idioms,
    future_incompatible,
    unused_qualifications,
    unused_results,
    trivial_casts,
    trivial_numeric_casts,
    let_underscore_drop,
    unit_bindings,
    unused_import_braces,
    single_use_lifetimes,
    unsafe_code,
    clippy::all,
    clippy::pedantic
)]

use bt::{Status, bt};

struct Agent {
    n: u32,
}

fn is_ready(agent: &mut Agent) -> bool {
    agent.n < 10
}

fn act(agent: &mut Agent) -> Status {
    agent.n += 1;
    Status::Success
}

const LIMIT: i32 = 2;

/// A decorator of the user's: ticks its child twice while it succeeds.
struct Twice;

impl<C> bt::custom::DecoratorNode<C> for Twice {
    fn tick(&mut self, ctx: &mut C, child: &mut impl bt::custom::ChildNode<C>) -> Status {
        match child.tick(ctx) {
            Status::Success => child.tick(ctx),
            other => other,
        }
    }
}

/// A control of the user's: its first child's result.
struct First;

impl<C> bt::custom::ControlNode<C> for First {
    fn tick(&mut self, ctx: &mut C, children: &mut impl bt::custom::ChildNodes<C>) -> Status {
        children.tick(0, ctx)
    }
}

fn generic<const N: i32>() -> Status {
    let mut tree = bt!(parallel(success_count = N)<act, act>);
    tree.tick(&mut Agent { n: 0 })
}

fn main() {
    let mut tree = bt!(Agent => fallback<
        sequence<is_ready, (|agent| agent.n > 0), { act }>,
        parallel(success_count = LIMIT)<act, act>,
        switch(|agent| agent.n, 1)<act, success>,
        retry(2)<inverter<act>>,
        skip_if(|agent| agent.n > 100)<act>,
        // Parentheses around arguments are harmless.
        repeat((1))<act>,
        switch((|agent| agent.n), (7))<act, success>,
        parallel(success_count = (LIMIT))<act, act>,
        decorator(Twice)<act>,
        "first": control(First)<act, is_ready>,
    >);
    let mut agent = Agent { n: 0 };
    assert_eq!(tree.tick(&mut agent), Status::Success);
    // More than eight leaves that may run: the resume plan is a table of
    // its arms.
    let mut many = bt!(sequence<act, act, act, act, act, act, act, act, act, is_ready>);
    assert_eq!(many.tick(&mut Agent { n: 0 }), Status::Success);
    assert_eq!(generic::<1>(), Status::Success);
}
