//! Cross-cutting rules: halting at every depth (G1, G2, G3), halts that
//! reach only running nodes, re-ticking after completion, and a tree used
//! as a subtree of another tree.
use super::super::*;

/// A scripted leaf that records **every** call of `halt`, running or not:
/// it checks that built-in nodes only halt the children they know are
/// running (a halt reaches user code only for a node that was running).
#[derive(Debug)]
pub struct Probe {
    name: &'static str,
    script: Vec<Status>,
    next: usize,
    trace: Trace,
}

impl Probe {
    /// Probes named as given, with their scripts (the last status repeats).
    pub fn leaves<const K: usize>(
        trace: &Trace,
        scripts: [(&'static str, &[Status]); K],
    ) -> [Self; K] {
        scripts.map(|(name, script)| Self {
            name,
            script: script.to_vec(),
            next: 0,
            trace: trace.clone(),
        })
    }
}

impl Node<Ctx> for Probe {
    fn tick(&mut self, _: &mut Ctx) -> Status {
        let status = self.script[self.next.min(self.script.len() - 1)];
        self.next += 1;
        self.trace.push(t(self.name, status));
        status
    }

    fn halt(&mut self, _: &mut Ctx) {
        self.trace.push(h(self.name));
    }
}

/// Shape: `Sequence[A, ForceSuccess[Fallback[B, Parallel[
/// RetryUntilSuccessful(2)[C], Inverter[D], Sequence[E,
/// KeepRunningUntilFailure[G]]]]]]`. Three leaves run at depths 5 to 7;
/// halting the tree halts them depth-first in child order (C, D, G). A
/// second halt finds nothing running. The next tick starts every node over.
pub fn deep_halt_depth_first_in_child_order<N: Node<Ctx>>(shape: impl FnOnce([Script; 6]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [
            ("A", &[S]),
            ("B", &[F]),
            ("C", &[R]),
            ("D", &[R]),
            ("E", &[S]),
            ("G", &[R]),
        ],
    ));
    let first = [
        t("A", S),
        t("B", F),
        t("C", R),
        t("D", R),
        t("E", S),
        t("G", R),
    ];
    check(
        "deep_halt_depth_first_in_child_order",
        &mut tree,
        &trace,
        &[
            tick(R, first),
            // the outer sequence resumes at ForceSuccess, the fallback at the
            // parallel, the inner sequence at KeepRunningUntilFailure
            tick(R, [t("C", R), t("D", R), t("G", R)]),
            halt([h("C"), h("D"), h("G")]),
            halt([]),
            tick(R, first),
        ],
    );
}

/// Shape: `Timeout(msec=10)[Sequence[A, Parallel[B, Inverter[Sequence[C,
/// D]]]]]`. The timeout reaches the deadline with B and D running: both are
/// halted, in child order, and the result is F.
pub fn timeout_halts_deep_running_leaves<N: Node<Ctx>>(shape: impl FnOnce([Script; 4]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[S]), ("B", &[R]), ("C", &[S]), ("D", &[R])],
    ));
    check(
        "timeout_halts_deep_running_leaves",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S), t("B", R), t("C", S), t("D", R)]),
            tick(R, [t("B", R), t("D", R)]).after_ms(5),
            tick(F, [h("B"), h("D")]).after_ms(5),
            halt([]),
        ],
    );
}

/// Shape: `Sequence[A, Parallel[B, C]]`. A tree that is not running
/// (never ticked, or finished with S or F) records nothing when halted, even
/// though some of its leaves have finished.
pub fn halting_idle_tree_records_nothing<N: Node<Ctx>>(shape: impl FnOnce([Script; 3]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[S, S, F]), ("B", &[R, S]), ("C", &[S])],
    ));
    check(
        "halting_idle_tree_records_nothing",
        &mut tree,
        &trace,
        &[
            halt([]),
            tick(R, [t("A", S), t("B", R), t("C", S)]),
            // C finished: the parallel does not tick it again
            tick(S, [t("B", S)]),
            halt([]),
            tick(S, [t("A", S), t("B", S), t("C", S)]),
            tick(F, [t("A", F)]),
            halt([]),
        ],
    );
}

/// Shape: `Parallel[Inverter[A], ForceSuccess[B], ForceFailure[C],
/// Repeat(2)[D], RetryUntilSuccessful(2)[E], KeepRunningUntilFailure[G],
/// RepeatUntilFailure[H], RunOnce[I], Timeout(100)[J], Delay(0)[L],
/// SkipIf(P)[M], While(Q)[O]]`, every action leaf running, P false, Q true.
/// A halt passes through every decorator, in child order. Afterwards every
/// decorator starts over: the Delay waits again and `SkipIf` checks P again.
pub fn halt_passes_through_every_decorator<N: Node<Ctx>>(shape: impl FnOnce([Script; 14]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [
            ("A", &[R]),
            ("B", &[R]),
            ("C", &[R]),
            ("D", &[R]),
            ("E", &[R]),
            ("G", &[R]),
            ("H", &[R]),
            ("I", &[R]),
            ("J", &[R]),
            ("L", &[R]),
            ("P", &[F]),
            ("M", &[R]),
            ("Q", &[S]),
            ("O", &[R]),
        ],
    ));
    let first = [
        t("A", R),
        t("B", R),
        t("C", R),
        t("D", R),
        t("E", R),
        t("G", R),
        t("H", R),
        t("I", R),
        t("J", R),
        // the Delay does not tick L on its first tick
        t("P", F),
        t("M", R),
        t("Q", S),
        t("O", R),
    ];
    check(
        "halt_passes_through_every_decorator",
        &mut tree,
        &trace,
        &[
            tick(R, first),
            tick(
                R,
                [
                    t("A", R),
                    t("B", R),
                    t("C", R),
                    t("D", R),
                    t("E", R),
                    t("G", R),
                    t("H", R),
                    t("I", R),
                    t("J", R),
                    t("L", R),
                    // M is running: SkipIf does not check P
                    t("M", R),
                    t("Q", S),
                    t("O", R),
                ],
            ),
            halt([
                h("A"),
                h("B"),
                h("C"),
                h("D"),
                h("E"),
                h("G"),
                h("H"),
                h("I"),
                h("J"),
                h("L"),
                h("M"),
                h("O"),
            ]),
            halt([]),
            tick(R, first),
        ],
    );
}

/// Shape: `Sequence[Fallback[X1, Inverter[X2]], Parallel[ForceSuccess[X3],
/// KeepRunningUntilFailure[X4], RepeatUntilFailure[X5], X6]]`, leaves that
/// record every halt call. X4 and X5 succeeded (their decorators run, the
/// leaves do not), X1..X3 finished: a halt must reach X6 alone.
pub fn halt_reaches_only_running_leaves<N: Node<Ctx>>(shape: impl FnOnce([Probe; 6]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(Probe::leaves(
        &trace,
        [
            ("X1", &[F]),
            ("X2", &[F]),
            ("X3", &[S]),
            ("X4", &[S]),
            ("X5", &[S]),
            ("X6", &[R]),
        ],
    ));
    check(
        "halt_reaches_only_running_leaves",
        &mut tree,
        &trace,
        &[
            tick(
                R,
                [
                    t("X1", F),
                    t("X2", F),
                    t("X3", S),
                    t("X4", S),
                    t("X5", S),
                    t("X6", R),
                ],
            ),
            halt([h("X6")]),
            halt([]),
        ],
    );
}

/// Shape: `Parallel[Repeat(2)[X1], RetryUntilSuccessful(2)[X2],
/// Delay(10)[X3], KeepRunningUntilFailure[X4], X5]`, leaves that record
/// every halt call. Each decorator runs while its leaf does not (Repeat and
/// Retry yielded, Delay waits, `KeepRunningUntilFailure` turned a skip into
/// R): a halt must reach X5 alone.
pub fn halt_skips_decorators_with_idle_child<N: Node<Ctx>>(shape: impl FnOnce([Probe; 5]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(Probe::leaves(
        &trace,
        [
            ("X1", &[S]),
            ("X2", &[F]),
            ("X3", &[S]),
            ("X4", &[K]),
            ("X5", &[R]),
        ],
    ));
    check(
        "halt_skips_decorators_with_idle_child",
        &mut tree,
        &trace,
        &[
            tick(R, [t("X1", S), t("X2", F), t("X4", K), t("X5", R)]),
            halt([h("X5")]),
            halt([]),
        ],
    );
}

/// Shape: `Sequence[A, Repeat(3)[B]]`. The Repeat has yielded (it runs, B
/// does not): a halt records nothing but resets the count, so after it the
/// sequence starts over and Repeat needs three cycles again.
pub fn halt_between_repeat_cycles<N: Node<Ctx>>(shape: impl FnOnce([Script; 2]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S]), ("B", &[S])]));
    check(
        "halt_between_repeat_cycles",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S), t("B", S)]),
            tick(R, [t("B", S)]),
            halt([]),
            tick(R, [t("A", S), t("B", S)]),
            tick(R, [t("B", S)]),
            tick(S, [t("B", S)]),
        ],
    );
}

/// Shape: `Sequence[RetryUntilSuccessful(2)[A], Repeat(2)[B],
/// Timeout(10)[C], Delay(5)[D]]`. After the tree completes, the next tick
/// starts every node over: Retry and Repeat count from zero, Timeout sets a
/// new deadline, Delay waits again.
pub fn retick_after_completion_starts_over<N: Node<Ctx>>(shape: impl FnOnce([Script; 4]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[F, S]), ("B", &[S]), ("C", &[R, S]), ("D", &[S])],
    ));
    check(
        "retick_after_completion_starts_over",
        &mut tree,
        &trace,
        &[
            // Retry yields after A's synchronous failure
            tick(R, [t("A", F)]),
            // Repeat yields after B's first cycle
            tick(R, [t("A", S), t("B", S)]),
            tick(R, [t("B", S), t("C", R)]),
            // the Delay starts waiting (until t = 10)
            tick(R, [t("C", S)]).after_ms(5),
            tick(S, [t("D", S)]).after_ms(5),
            // t = 10: all over again
            tick(R, [t("A", S), t("B", S)]),
            tick(R, [t("B", S), t("C", S)]),
            tick(S, [t("D", S)]).after_ms(5),
        ],
    );
}

/// Shape: `Sequence[A, Tree[Fallback[B, C]], D]`, a tree used as a leaf of
/// another tree. The inner tree is resumed, finished and halted like any
/// node.
pub fn tree_as_subtree<N: Node<Ctx>>(shape: impl FnOnce([Script; 4]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[S]), ("B", &[F]), ("C", &[R, S, R]), ("D", &[S])],
    ));
    check(
        "tree_as_subtree",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S), t("B", F), t("C", R)]),
            tick(S, [t("C", S), t("D", S)]),
            tick(R, [t("A", S), t("B", F), t("C", R)]),
            halt([h("C")]),
            halt([]),
            tick(R, [t("A", S), t("B", F), t("C", R)]),
        ],
    );
}

/// Shape: `ReactiveSequence[P, Tree[Sequence[A, B]]]`. A condition of the
/// outer tree failing halts the running leaf inside the inner tree.
pub fn subtree_halted_by_outer_reactive_sequence<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("P", &[S, S, F]), ("A", &[S]), ("B", &[R])],
    ));
    check(
        "subtree_halted_by_outer_reactive_sequence",
        &mut tree,
        &trace,
        &[
            tick(R, [t("P", S), t("A", S), t("B", R)]),
            tick(R, [t("P", S), t("B", R)]),
            tick(F, [t("P", F), h("B")]),
        ],
    );
}
