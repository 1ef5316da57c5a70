//! The expansion names nothing from the prelude and no primitive type by
//! name: it compiles with no prelude and every primitive name shadowed.
#![no_implicit_prelude]
#![deny(warnings)]
#![allow(non_camel_case_types, dead_code)]

struct bool;
struct char;
struct str;
struct u8;
struct u16;
struct u32;
struct u64;
struct u128;
struct usize;
struct i8;
struct i16;
struct i32;
struct i64;
struct i128;
struct isize;
struct f32;
struct f64;
struct Option;
struct Some;
struct None;
struct Result;
struct Ok;
struct Err;
struct Box;
struct Vec;
struct String;
struct Clone;
struct Copy;
struct Default;
struct Fn;
struct FnMut;
struct Into;
struct From;

struct Agent {
    n: ::core::primitive::u32,
    now: ::core::time::Duration,
}

impl ::bt::Clock for Agent {
    fn now(&self) -> ::core::time::Duration {
        self.now
    }
}

fn is_ready(agent: &mut Agent) -> ::core::primitive::bool {
    agent.n < 10
}

fn act(agent: &mut Agent) -> ::bt::Status {
    agent.n += 1;
    ::bt::Status::Success
}

fn mode(agent: &mut Agent) -> ::core::primitive::u32 {
    agent.n % 3
}

const TWO: ::core::primitive::i32 = 2;

/// A context that borrows, for a lent tree.
struct View<'a> {
    agent: &'a mut Agent,
}

impl ::bt::Clock for View<'_> {
    fn now(&self) -> ::core::time::Duration {
        self.agent.now
    }
}

fn step(view: &mut View<'_>) -> ::bt::Status {
    view.agent.n += 1;
    ::bt::Status::Running
}

fn main() {
    let mut tree = ::bt::bt!(fallback<
        "work": sequence<"ready?" as IsReady: is_ready, act, (|agent| agent.n > 0)>,
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
        success_if((|agent| agent.n == 0))<act>,
        failure_if(is_ready)<act>,
        while_(is_ready)<running>,
        sleep(5),
        success,
        failure,
    >);
    let mut agent = Agent {
        n: 0,
        now: ::core::time::Duration::ZERO,
    };
    let _status = tree.tick(&mut agent);
    // A lent tree: its helpers and resume plan name no primitive either.
    let mut lent = ::bt::bt!(View<'_> => reactive_fallback<
        sequence<(|view| view.agent.n > 1), timeout(100)<step>>,
        switch(|view| view.agent.n, 1)<step, sleep(5)>,
        step,
    >);
    for _ in 0..2 {
        let _status = lent.tick(&mut View { agent: &mut agent });
    }
}
