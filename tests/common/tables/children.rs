//! Lists of children: the same scenarios hold whatever holds the children
//! (tuples, arrays, `Vec`s, `Box<dyn Node>` elements, and `Group`s of more
//! than 16 children), so each table here is run with several shapes of
//! the same tree.
use super::super::*;

/// Shape: `Sequence[A, B, C, D]`. Resume at the running child, failure,
/// restart after a halt, success.
pub fn sequence_resume_failure_halt<N: Node<Ctx>>(shape: impl FnOnce([Script; 4]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [
            ("A", &[S]),
            ("B", &[S]),
            ("C", &[R, S, R, F, S]),
            ("D", &[F, S]),
        ],
    ));
    check(
        "sequence_resume_failure_halt",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S), t("B", S), t("C", R)]),
            tick(F, [t("C", S), t("D", F)]),
            tick(R, [t("A", S), t("B", S), t("C", R)]),
            halt([h("C")]),
            halt([]),
            tick(F, [t("A", S), t("B", S), t("C", F)]),
            // C succeeds this time and D (second tick) too
            tick(S, [t("A", S), t("B", S), t("C", S), t("D", S)]),
        ],
    );
}

/// Shape: `Fallback[A, B, C]`. Resume at the running child without
/// re-checking earlier ones, success, halt, all failing.
pub fn fallback_resume_success_halt<N: Node<Ctx>>(shape: impl FnOnce([Script; 3]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[F]), ("B", &[R, F, R, F]), ("C", &[S, F])],
    ));
    check(
        "fallback_resume_success_halt",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", F), t("B", R)]),
            tick(S, [t("B", F), t("C", S)]),
            tick(R, [t("A", F), t("B", R)]),
            halt([h("B")]),
            tick(F, [t("A", F), t("B", F), t("C", F)]),
        ],
    );
}

/// Shape: `Parallel[A, B, C, D]` (all must succeed, one failure fails).
/// Finished children are not ticked again; a halt halts the running ones
/// in order; a failure halts the others that run.
pub fn parallel_halts_running_in_order<N: Node<Ctx>>(shape: impl FnOnce([Script; 4]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[R]), ("B", &[S]), ("C", &[R, R, R, F]), ("D", &[R])],
    ));
    check(
        "parallel_halts_running_in_order",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", R), t("B", S), t("C", R), t("D", R)]),
            tick(R, [t("A", R), t("C", R), t("D", R)]),
            halt([h("A"), h("C"), h("D")]),
            halt([]),
            tick(R, [t("A", R), t("B", S), t("C", R), t("D", R)]),
            // C fails: the parallel decides at C; D is not ticked but halted
            tick(F, [t("A", R), t("C", F), h("A"), h("D")]),
        ],
    );
}

/// Shape: `ReactiveSequence[A, B, C]`. Every tick starts at A; A failing
/// halts the running C.
pub fn reactive_sequence_restarts_each_tick<N: Node<Ctx>>(shape: impl FnOnce([Script; 3]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[S, S, F]), ("B", &[S]), ("C", &[R])],
    ));
    check(
        "reactive_sequence_restarts_each_tick",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S), t("B", S), t("C", R)]),
            tick(R, [t("A", S), t("B", S), t("C", R)]),
            tick(F, [t("A", F), h("C")]),
        ],
    );
}

/// Shape: `Sequence[Sequence[A, B], Inverter[C]]`: children of different
/// types (as a tuple, or boxed as `Box<dyn Node>` in a `Vec` or array).
pub fn nested_mixed_children<N: Node<Ctx>>(shape: impl FnOnce([Script; 3]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[S]), ("B", &[R, S]), ("C", &[R, F, S])],
    ));
    check(
        "nested_mixed_children",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S), t("B", R)]),
            tick(R, [t("B", S), t("C", R)]),
            tick(S, [t("C", F)]),
            tick(F, [t("A", S), t("B", S), t("C", S)]),
        ],
    );
}

// ------------------------------------------------- more than 16 children

/// The names of the 40 leaves of the group scenarios.
pub const NAMES: [&str; 40] = [
    "L00", "L01", "L02", "L03", "L04", "L05", "L06", "L07", "L08", "L09", "L10", "L11", "L12",
    "L13", "L14", "L15", "L16", "L17", "L18", "L19", "L20", "L21", "L22", "L23", "L24", "L25",
    "L26", "L27", "L28", "L29", "L30", "L31", "L32", "L33", "L34", "L35", "L36", "L37", "L38",
    "L39",
];

/// Forty scripted leaves `L00..L39`; `special` gives the scripts of some,
/// the others play `default`.
fn forty(
    trace: &Trace,
    default: &'static [Status],
    special: &[(usize, &'static [Status])],
) -> [Script; 40] {
    std::array::from_fn(|i| {
        let script = special
            .iter()
            .find(|(j, _)| *j == i)
            .map_or(default, |(_, s)| *s);
        trace.leaf(NAMES[i], script.iter().copied())
    })
}

/// The events "leaves `range` ticked with `status`", in order.
fn ticks(range: std::ops::Range<usize>, status: Status) -> Vec<Event> {
    range.map(|i| t(NAMES[i], status)).collect()
}

fn then(mut a: Vec<Event>, b: impl IntoIterator<Item = Event>) -> Vec<Event> {
    a.extend(b);
    a
}

/// Shape: `Sequence[L00, ..., L39]`. L23 runs for a tick (the sequence
/// resumes there, in the middle of the list, without re-ticking L00..L22);
/// L31 fails on its second tick; L36 runs on its second and third ticks,
/// with a halt in between.
pub fn forty_sequence_resume_failure_halt<N: Node<Ctx>>(shape: impl FnOnce([Script; 40]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(forty(
        &trace,
        &[S],
        &[(23, &[R, S]), (31, &[S, F, S]), (36, &[S, R, R, S])],
    ));
    check(
        "forty_sequence_resume_failure_halt",
        &mut tree,
        &trace,
        &[
            tick(R, then(ticks(0..23, S), [t("L23", R)])),
            tick(S, ticks(23..40, S)),
            tick(F, then(ticks(0..31, S), [t("L31", F)])),
            tick(R, then(ticks(0..36, S), [t("L36", R)])),
            halt([h("L36")]),
            halt([]),
            tick(R, then(ticks(0..36, S), [t("L36", R)])),
            tick(S, ticks(36..40, S)),
        ],
    );
}

/// Shape: `Fallback[L00, ..., L39]`. Every leaf fails except L37, which runs
/// then succeeds; the fallback resumes at L37 across the groups.
pub fn forty_fallback_resume_halt<N: Node<Ctx>>(shape: impl FnOnce([Script; 40]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(forty(&trace, &[F], &[(37, &[R, S, R, F])]));
    check(
        "forty_fallback_resume_halt",
        &mut tree,
        &trace,
        &[
            tick(R, then(ticks(0..37, F), [t("L37", R)])),
            tick(S, [t("L37", S)]),
            tick(R, then(ticks(0..37, F), [t("L37", R)])),
            halt([h("L37")]),
            tick(F, ticks(0..40, F)),
        ],
    );
}

/// Shape: `Parallel[L00, ..., L39]` (all must succeed, one failure fails).
/// L05, L17, L26 and L39 run, the others succeed at once. The next tick
/// ticks only the running ones; a halt halts them in order; then L26 fails
/// and the parallel halts the others that run (L39 is not ticked).
pub fn forty_parallel_halt_and_failure<N: Node<Ctx>>(shape: impl FnOnce([Script; 40]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(forty(
        &trace,
        &[S],
        &[(5, &[R]), (17, &[R]), (26, &[R, R, R, F]), (39, &[R])],
    ));
    let all: Vec<Event> = (0..40)
        .map(|i| t(NAMES[i], if [5, 17, 26, 39].contains(&i) { R } else { S }))
        .collect();
    check(
        "forty_parallel_halt_and_failure",
        &mut tree,
        &trace,
        &[
            tick(R, all.clone()),
            tick(R, [t("L05", R), t("L17", R), t("L26", R), t("L39", R)]),
            halt([h("L05"), h("L17"), h("L26"), h("L39")]),
            halt([]),
            tick(R, all),
            tick(
                F,
                [
                    t("L05", R),
                    t("L17", R),
                    t("L26", F),
                    h("L05"),
                    h("L17"),
                    h("L39"),
                ],
            ),
        ],
    );
}
