// Cases by position or by name; one child per case, then the default.
sequence<
    switch(|agent| agent.mode, Mode::Attack, Mode::Flee)<attack, flee, idle>,
    switch(variable = mode, case_2 = 2, case_1 = 1)<one, two, other>,
>
