// Two children build `new`, three build `with_else`.
sequence<
    if_then_else<is_ready, act>,
    if_then_else<is_ready, act, wait>,
    while_do_else<is_ready, act, wait>,
>
