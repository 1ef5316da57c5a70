// Required arguments by position or by name, and defaults.
sequence<
    repeat(3)<act>,
    retry(num_attempts = -1)<act>,
    timeout(msec = 250)<act>,
    delay(100)<act>,
    run_once<act>,
    run_once(then_skip = false)<act>,
    skip_if(is_done)<act>,
    while_(|agent| agent.busy)<act>,
    sleep(50),
>
