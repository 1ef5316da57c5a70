//! The rules through [`validate`](super::validate): what a tree reports,
//! all its errors at once.

use proc_macro2::TokenStream;
use quote::quote;

use super::validate;
use crate::parse::recovering;

/// The messages of every validation error, in order.
fn errors(tokens: TokenStream) -> Vec<String> {
    let tree = recovering(tokens);
    assert!(
        tree.error.is_none(),
        "a syntax error: {:?}",
        tree.error.map(|e| e.to_string())
    );
    match validate(&tree) {
        Ok(_) => Vec::new(),
        Err(error) => error.into_iter().map(|e| e.to_string()).collect(),
    }
}

#[test]
fn a_valid_tree_has_no_errors() {
    let none: Vec<String> = Vec::new();
    assert_eq!(
        errors(quote!(fallback<
            sequence<a, b>,
            parallel(2, failure_count = 1)<a, b>,
            switch(|c| c.m, 1, case_3 = 3, case_2 = 2)<a, b, c, d>,
            if_then_else<a, b, c>,
            try_catch<a, b>,
            repeat(-1)<a>,
            "label": sleep(msec = 3),
        >)),
        none
    );
}

#[test]
fn every_error_is_reported_at_once() {
    assert_eq!(
        errors(quote!(fallback<
            sequnce<a>,
            repeat<a>,
            inverter<a, b>,
            timeout(msc = 5)<a>,
            parallel(success_count = 3)<a, b>,
            sequence<>,
        >)),
        [
            "unknown node `sequnce`; did you mean `sequence`?",
            "`repeat` needs `num_cycles` (-1 means forever): write `repeat(3)<child>` or \
             `repeat(num_cycles = 3)<child>`",
            "`inverter` takes exactly one child, found 2; wrap them in a composite, e.g. \
             `inverter<sequence<a, b>>`",
            "unknown argument `msc` for `timeout`; did you mean `msec`?",
            "`success_count = 3` can never be met: `parallel` has 2 children, so it could \
             never succeed; use at most 2, or a negative count (-1 = all children)",
            "`sequence` needs at least one child, e.g. `sequence<a, b>`; for a node that \
             always succeeds, write `success`",
        ]
    );
}

#[test]
fn switch_variable_that_is_a_literal() {
    for (tree, written) in [
        (quote!(switch(3, 1, 2)<a, b, c>), "3"),
        (quote!(switch(-1, 1)<a, b>), "-1"),
        (
            quote!(switch(variable = "mode", case_1 = "a")<a, b>),
            "\"mode\"",
        ),
    ] {
        assert_eq!(
            errors(tree),
            [format!(
                "`switch` reads its variable from the context at each tick, and `{written}` is \
                 a literal: write a function or closure of the context first, then the case \
                 values (`switch(|ctx| ctx.mode, {written}, ..)`)"
            )]
        );
    }
    assert!(errors(quote!(switch(MODE, 1)<a, b>)).is_empty());
}

#[test]
fn switch_cases() {
    assert_eq!(
        errors(quote!(switch(variable = f, case_2 = 2)<a, b, c>)),
        ["`switch` is missing `case_1`: cases are numbered from `case_1` without gaps"]
    );
    assert_eq!(
        errors(quote!(switch(f, 1, case_1 = 2)<a, b>)),
        [
            "duplicate argument `case_1`: it is already given by position \
          (`switch(x)` means `switch(case_1 = x)`)"
        ]
    );
    assert_eq!(
        errors(quote!(switch(f, 1)<a, b, c>)),
        ["`switch` with 1 case takes 2 children (one per case, then the default), found 3"]
    );
    // `case_0` and `case_01` are not cases.
    assert_eq!(errors(quote!(switch(f, case_0 = 1)<a, b>)).len(), 1);
    assert_eq!(errors(quote!(switch(f, case_01 = 1)<a, b>)).len(), 1);
}

#[test]
fn negative_thresholds_always_fit() {
    assert!(errors(quote!(parallel(-5, failure_count = -1)<a, b>)).is_empty());
    assert!(errors(quote!(parallel(2, failure_count = 2)<a, b>)).is_empty());
    assert_eq!(
        errors(quote!(parallel_all(max_failures = 3)<a, b>)).len(),
        1
    );
}

#[test]
fn empty_argument_lists() {
    let run_once = errors(quote!(run_once()<a>));
    assert_eq!(run_once.len(), 1);
    assert!(run_once[0].starts_with("empty argument list: drop the parentheses"));
    assert_eq!(
        errors(quote!(sequence()<a>)),
        ["`sequence` takes no arguments; remove the `( )`"]
    );
    // A required argument is reported as missing, once.
    let repeat = errors(quote!(repeat()<a>));
    assert_eq!(repeat.len(), 1);
    assert!(repeat[0].starts_with("`repeat` needs `num_cycles`"));
    assert!(errors(quote!(run_once(false)<a>)).is_empty());
}

#[test]
fn children_in_parentheses() {
    assert_eq!(
        errors(quote!(fallback<sequence(is_ready, act), inverter(move_to(GOAL))>)),
        [
            "children go in `<...>`, not `( )`: write `sequence<is_ready, act>`",
            "children go in `<...>`, not `( )`: write `inverter<move_to(GOAL)>`"
        ]
    );
    // With children, or on a node without children, the `( )` is just extra.
    assert_eq!(
        errors(quote!(sequence(a)<b>)),
        ["`sequence` takes no arguments; remove the `( )`"]
    );
    assert_eq!(
        errors(quote!(sequence<success(a)>)),
        ["`success` takes no arguments; remove the `( )`"]
    );
}

#[test]
fn thresholds_in_literal_arithmetic() {
    let found = errors(quote!(parallel(success_count = 3 + 1)<a, b, c>));
    assert_eq!(found.len(), 1);
    assert!(found[0].starts_with("`success_count = 3 + 1` (= 4) can never be met"));
    assert!(errors(quote!(parallel(success_count = 4 - 1)<a, b, c>)).is_empty());
    assert!(errors(quote!(parallel_all(max_failures = 2 * 2)<a, b, c>))[0].contains("(= 4)"));
}

#[test]
fn only_counts_and_times_are_read_by_closures() {
    assert_eq!(
        errors(quote!(parallel(success_count = |a| a.n)<a, b>)),
        [
            "`success_count` of `parallel` is fixed when the tree is built: a closure reads a value \
             from the context only as the count of `repeat` and `retry` and the time of \
             `timeout`, `delay` and `sleep`; give a value"
        ]
    );
    assert_eq!(errors(quote!(run_once(|a| a.skip)<a>)).len(), 1);
    assert_eq!(
        errors(quote!(try_catch(catch_on_halt = |a| a.f)<a, b>)).len(),
        1
    );
    for read in [
        quote!(repeat(|a| a.n)<a>),
        quote!(retry(num_attempts = |a| a.n)<a>),
        quote!(timeout(|a| a.ms)<a>),
        quote!(delay(|a| a.ms)<a>),
        // (Alone in its tree, the closure would not know the context's
        // type: `closure_arguments_and_coroutines_need_a_context`.)
        quote!(Agent => sleep(|a| a.ms)),
    ] {
        assert!(errors(read.clone()).is_empty(), "{read}");
    }
}

#[test]
fn duplicate_switch_cases() {
    let found = errors(quote!(switch(v, 1, 2, 1)<a, b, c, d>));
    assert_eq!(found.len(), 1);
    assert!(found[0].starts_with("`case_3` repeats the value of `case_1`"));
    let found = errors(quote!(switch(v, case_2 = Mode::A, case_1 = Mode::A)<a, b, c>));
    assert!(found[0].starts_with("`case_2` repeats the value of `case_1`"));
    assert!(errors(quote!(switch(v, 1, 0x1)<a, b, c>))[0].contains("`case_2` repeats"));
    // Values the macro cannot compare are left to the user.
    assert!(errors(quote!(switch(v, f(), f())<a, b, c>)).is_empty());
    assert!(errors(quote!(switch(v, 1, 2, "1", '1')<a, b, c, d, e>)).is_empty());
}

#[test]
fn reactive_sequence_with_two_async_sequences() {
    let message = "a `reactive_sequence` cannot have more than one `async_sequence` child";
    let found = errors(quote!(
        reactive_sequence<async_sequence<a>, c, async_sequence<b>>
    ));
    assert_eq!(found.len(), 1);
    assert!(found[0].starts_with(message));
    let three = quote!(reactive_sequence<async_sequence<a>, async_sequence<b>, async_sequence<c>>);
    assert_eq!(errors(three).len(), 2);
    // One is allowed, and so are async sequences deeper down or under
    // other nodes.
    assert!(errors(quote!(reactive_sequence<async_sequence<a>, sequence<b>>)).is_empty());
    assert!(
        errors(quote!(
            reactive_sequence<async_sequence<a>, inverter<async_sequence<b>>>
        ))
        .is_empty()
    );
    assert!(
        errors(quote!(
            reactive_fallback<async_sequence<a>, async_sequence<b>>
        ))
        .is_empty()
    );
}

#[test]
fn labels_without_control_characters() {
    assert!(errors(quote!(sequence<"a\tb": a>)).is_empty());
    let found = errors(quote!(sequence<"a\u{1b}b": a>));
    assert!(found[0].starts_with("a label cannot contain the control character"));
}

#[test]
fn btcpp_names_of_leaves() {
    assert_eq!(
        // `AlwaysSuccess` is also bt's own node type, a leaf once imported.
        errors(quote!(sequence<AlwaysSuccess, always_failure, self::always_success>)),
        [
            "`always_failure` is BehaviorTree.CPP's name for `failure`: write `failure`; a \
             function named `always_failure` is a leaf when written `self::always_failure` or \
             `(always_failure)`"
        ]
    );
    assert_eq!(
        errors(quote!(ParallelNode<a, b>)),
        ["unknown node `ParallelNode`; did you mean `parallel`?"]
    );
}

#[test]
fn subtree_labels_give_the_id_of_its_tree_and_autoremap() {
    assert!(
        errors(quote!(sequence<
            "nav" as Navigate(goal = "{target}", _autoremap = "true"): subtree<sequence<a, b>>,
            "Walk" as Walk: subtree<a>,
            "plain": subtree<a>,
            subtree<a>,
        >))
        .is_empty()
    );
    // `as Id` on other built-in nodes, `_autoremap` off a `subtree`, BT.CPP's
    // other attributes on one, and one child only.
    assert_eq!(
        errors(quote!(sequence<
            "nav" as Navigate: sequence<a>,
            "go" as Go(_autoremap = "true"): go,
            "nav" as Navigate(_skipIf = "x"): subtree<a>,
            subtree<a, b>,
            subtree,
        >)),
        [
            "only a leaf, a `subtree` or a node of your own (`control`, `decorator`) takes a \
             BehaviorTree.CPP ID: `sequence` is exported under its BT.CPP name; remove `as \
             Navigate`",
            "`_autoremap` is an attribute of BehaviorTree.CPP's `<SubTree>`: only the label of a \
             `subtree` takes it (`\"nav\" as Navigate(_autoremap = \"true\"): subtree<..>`); \
             remove it here",
            "`_skipIf` cannot be a port: BehaviorTree.CPP XML reads `name`, `ID` and the \
             attributes starting with `_` as its own; rename the port",
            "`subtree` takes exactly one child, found 2; wrap them in a composite, e.g. \
             `subtree<sequence<a, b>>`",
            "`subtree` needs exactly one child, e.g. `subtree<child>`; a function named \
             `subtree` is a leaf when written `self::subtree` or `(subtree)`",
        ]
    );
}

/// The message of `check_context_known`.
const CONTEXT_UNKNOWN: &str = "the context's type is not known where this closure reads its \
                               parameter: name it before the tree, `bt!(Agent => sequence<..>)`, \
                               or give the parameter its type, `|agent: &mut Agent|`";

#[test]
fn closure_arguments_and_coroutines_need_a_context() {
    for tree in [
        quote!(sequence<(|a| a.hp > 3), skip_if(|a| a.hp < 0)<success>>),
        quote!(skip_if(|a| a.hp < 0)<(|a| { a.hp -= 1; Status::Success })>),
        quote!(repeat(|a| a.n as i32)<(|a| a.hp > 3)>),
        quote!(sleep(|a| a.ms)),
        quote!(sequence<(|a| a.hp > 3), (coroutine(|co| async move { true }))>),
        quote!(sequence<(coroutine(|co| async move {
            co.yield_now().await;
            co.with(|g| g.x += 1);
            true
        }))>),
        quote!(sequence<(coroutine(|_| async move { true }).on_halt(|g| g.x = 0))>),
    ] {
        assert_eq!(errors(tree.clone()), [CONTEXT_UNKNOWN], "{tree}");
    }
}

#[test]
fn what_may_give_the_context_type_is_not_reported() {
    for tree in [
        // A typed parameter, a function, a parameter passed on.
        quote!(skip_if(|a: &mut Agent| a.hp < 0)<(|a| a.hp > 3)>),
        quote!(skip_if(is_dead)<(|a| a.hp > 3)>),
        quote!(repeat(|a| count(a))<(|a| a.hp > 3)>),
        // A coroutine whose handle's closure is typed, whose handle runs a
        // node or is passed on, or made by a function.
        quote!(sequence<(coroutine(|co| async move {
            co.with(|g: &mut Guard| g.x += 1);
            true
        })), (|g| g.x > 0)>),
        quote!(sequence<(coroutine(|co| async move { co.run(&mut node).await })), (|g| g.x > 0)>),
        quote!(sequence<(coroutine(|co| walk(co))), (|g| g.x > 0)>),
        quote!(sequence<(coroutine(patrol)), (|g| g.x > 0)>),
        // A cleanup by name.
        quote!(sequence<(coroutine(|_| async move { true }).on_halt(stop)), (|g| g.x > 0)>),
        // The handle rebound.
        quote!(sequence<(coroutine(|co| async move {
            let co = other;
            co.with(|g| g.x += 1);
            true
        }))>),
    ] {
        assert_eq!(errors(tree.clone()), Vec::<String>::new(), "{tree}");
    }
}

#[test]
fn other_engines_names_of_nodes() {
    assert_eq!(
        errors(quote!(sequence<
            parallel_any<a, b>,
            forever<a>,
            Succeeder<a>,
            until_fail<a>,
            wait(500)<a>,
            cooldown(500)<a>,
            RandomSelectorNode<a, b>,
        >)),
        [
            "unknown node `parallel_any`; `bt!` writes it `parallel(success_count = 1)<..>`: it \
             succeeds when one child succeeds, and fails when one fails (add `failure_count = \
             -1` to fail only when every child failed)",
            "unknown node `forever`; `bt!` writes it `repeat(-1)<..>`: it ticks its child again \
             each time it succeeds, forever (until it fails)",
            "unknown node `Succeeder`; `bt!` writes it `force_success<..>`: it succeeds when its \
             child finishes, whether it succeeded or failed",
            "unknown node `until_fail`; `bt!` writes it `repeat_until_failure<..>`: it ticks its \
             child again while it succeeds, and succeeds when it fails",
            "unknown node `wait`; `bt!` writes it `delay(500)<..>`: it waits, then runs its \
             child; a leaf that only waits is `sleep(500)`",
            "unknown node `cooldown`: `bt!` has no cooldown node; write it as a decorator node \
             of your own, a type that implements `bt::custom::DecoratorNode<C>`, and put it in \
             the tree as `decorator(Cooldown::new(..))<child>`",
            "unknown node `RandomSelectorNode`: `bt!` has no node that picks its children at \
             random; write it as a control node of your own, a type that implements \
             `bt::custom::ControlNode<C>`, and put it in the tree as \
             `control(RandomSelector::new(..))<children>`",
        ]
    );
    // Without arguments, the first parameter's example.
    assert_eq!(
        errors(quote!(time_limit<a>)),
        [
            "unknown node `time_limit`; `bt!` writes it `timeout(500)<..>`: it halts its child \
          and fails once the time is up"
        ]
    );
}

#[test]
fn coroutines_with_a_cleanup_in_a_lent_tree() {
    let found = errors(quote!(Ctx<'_> => sequence<
        (coroutine(|co| async move { true }).on_halt(|c| c.x = 0)),
    >));
    assert_eq!(found.len(), 1);
    assert!(
        found[0].starts_with("a coroutine leaf cannot be in a tree over a context that borrows"),
        "{found:?}"
    );
}
