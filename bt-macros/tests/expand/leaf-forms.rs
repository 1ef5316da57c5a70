// Every form of leaf; closures are bound last so fn items fix the context first.
sequence<
    (|agent| agent.ready),
    is_ready,
    agent::shoot,
    check::<Agent>,
    move_to(GOAL),
    (MoveTo { target: 3 }),
    { let speed = 2; walk(speed) },
    { |agent| agent.done },
    (subtree),
    success,
>
