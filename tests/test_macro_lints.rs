//! The expansion of `bt!` is clippy-clean under the strictest groups: this
//! file is linted by `cargo clippy --all-targets` with every keyword, every
//! argument form and every leaf form in one tree.
#![deny(clippy::all, clippy::pedantic, clippy::nursery)]

use core::time::Duration;

use bt::{Clock, Status, bt};

struct Agent {
    n: u32,
    now: Duration,
}

impl Clock for Agent {
    fn now(&self) -> Duration {
        self.now
    }
}

const fn is_ready(agent: &mut Agent) -> bool {
    agent.n < 10
}

const fn act(agent: &mut Agent) -> Status {
    agent.n += 1;
    Status::Success
}

const fn mode(agent: &mut Agent) -> u32 {
    agent.n % 3
}

const TWO: i32 = 2;

#[test]
fn every_keyword_is_lint_free() {
    let sub = bt!(sequence<act>);
    let mut tree = bt!(Agent => fallback<
        "work": sequence<is_ready, act, (|agent| agent.n > 0), { act }, (sub)>,
        sequence_with_memory<act>,
        reactive_sequence<is_ready, act>,
        async_sequence<act>,
        reactive_fallback<is_ready>,
        async_fallback<act>,
        parallel(success_count = TWO, failure_count = 1)<act, act>,
        parallel(2)<act, act, act>,
        parallel_all(max_failures = 1)<act>,
        if_then_else<is_ready, act, act>,
        while_do_else<is_ready, act>,
        switch(mode, 1, 2)<act, act, act>,
        switch(|agent| agent.n, 1)<act, act>,
        try_catch(catch_on_halt = true)<act, act>,
        inverter<force_success<act>>,
        force_failure<act>,
        repeat(2)<act>,
        retry(num_attempts = 2)<act>,
        keep_running_until_failure<act>,
        repeat_until_failure<act>,
        run_once(then_skip = false)<act>,
        timeout(100)<act>,
        delay(delay_msec = 1)<act>,
        skip_if(is_ready)<act>,
        success_if(|agent| agent.n == 0)<act>,
        failure_if(is_ready)<act>,
        while_(is_ready)<running>,
        sleep(5),
        success,
        failure,
    >);
    let mut agent = Agent {
        n: 0,
        now: Duration::ZERO,
    };
    assert_eq!(tree.tick(&mut agent), Status::Success);
}

/// The context of a lent tree: borrows made for one tick.
struct View<'a> {
    agent: &'a mut Agent,
    limit: &'a u32,
}

impl Clock for View<'_> {
    fn now(&self) -> Duration {
        self.agent.now
    }
}

const fn below_limit(view: &mut View<'_>) -> bool {
    view.agent.n < *view.limit
}

const fn step(view: &mut View<'_>) -> Status {
    view.agent.n += 1;
    Status::Running
}

#[test]
fn a_lent_tree_is_lint_free() {
    // The lent helpers (`bt_lent_fn`, `bt_lent_plan`) and the plan through
    // them, with closures, a switch variable and timed nodes.
    let mut tree = bt!(View<'_> => reactive_fallback<
        sequence<below_limit, (|view| view.agent.n % 2 == 0), timeout(100)<step>>,
        switch(|view| view.agent.n, 1)<step, sleep(5)>,
        step,
    >);
    let limit = 3;
    let mut agent = Agent {
        n: 0,
        now: Duration::ZERO,
    };
    for _ in 0..4 {
        let mut view = View {
            agent: &mut agent,
            limit: &limit,
        };
        assert_eq!(tree.tick(&mut view), Status::Running);
    }
    assert_eq!(agent.n, 4);
}
