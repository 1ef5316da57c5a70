// Defaults, literal thresholds (checked by the macro) and a constant one
// (checked in a `const`).
sequence<
    parallel<a, b, c>,
    parallel(2)<a, b, c>,
    parallel(success_count = -1, failure_count = FAILURES)<a, b, c>,
    parallel_all(max_failures = 2)<a, b>,
>
