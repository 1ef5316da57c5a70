//! `TryCatch` (btcpp-semantics.md 3.11, with G1 and G6). The last child
//! of each shape, X, is the catch child; the ones before it form the try
//! block.

use super::super::*;

/// Shape: `TryCatch[A, B, X]`. The try block works like a sequence: it
/// resumes at the running child without re-ticking earlier ones, and
/// returns `Success` at its end; the catch child is not ticked. The next
/// tick starts over; a halt with nothing running reaches no leaf.
pub fn try_catch_try_block_runs_like_sequence<N: Node<Ctx>>(shape: impl FnOnce([Script; 3]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S]), ("B", &[R, S]), ("X", &[S])]));
    check(
        "try_catch_try_block_runs_like_sequence",
        &mut tree,
        &trace,
        &[
            halt([]),
            tick(R, [t("A", S), t("B", R)]),
            tick(S, [t("B", S)]),
            halt([]),
            tick(S, [t("A", S), t("B", S)]),
        ],
    );
}

/// Shape: `TryCatch[A, B, X]`. A failure in the try block ticks the catch
/// child in the same tick, and the node fails even though the catch
/// succeeded. The next tick starts over in the try block (3.11).
pub fn try_catch_failure_ticks_catch_in_same_tick<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S]), ("B", &[F, S]), ("X", &[S])]));
    check(
        "try_catch_failure_ticks_catch_in_same_tick",
        &mut tree,
        &trace,
        &[
            tick(F, [t("A", S), t("B", F), t("X", S)]),
            tick(S, [t("A", S), t("B", S)]),
        ],
    );
}

/// Shape: `TryCatch[A, X]`. After a catch the node always returns
/// `Failure`, whether the catch child failed or succeeded (3.11).
pub fn try_catch_always_fails_after_catch<N: Node<Ctx>>(shape: impl FnOnce([Script; 2]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[F]), ("X", &[F, S])]));
    check(
        "try_catch_always_fails_after_catch",
        &mut tree,
        &trace,
        &[
            tick(F, [t("A", F), t("X", F)]),
            tick(F, [t("A", F), t("X", S)]),
        ],
    );
}

/// Shape: `TryCatch[A, B, X]`. A running catch child is resumed on the
/// next ticks without touching the try block; when it finishes the node
/// fails and leaves catch mode, so the tick after starts at A (3.11).
pub fn try_catch_running_catch_is_resumed<N: Node<Ctx>>(shape: impl FnOnce([Script; 3]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[R, F]), ("B", &[S]), ("X", &[R, R, S])],
    ));
    check(
        "try_catch_running_catch_is_resumed",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", R)]),
            tick(R, [t("A", F), t("X", R)]),
            tick(R, [t("X", R)]),
            tick(F, [t("X", S)]),
            tick(F, [t("A", F), t("X", S)]),
        ],
    );
}

/// Shape: `TryCatch[A, B, X]`. Skipped try children are stepped over; when
/// every try child was skipped during the activation (B after running),
/// the node returns `Skipped`, without ticking the catch (3.11, G6).
pub fn try_catch_skipped_try_children<N: Node<Ctx>>(shape: impl FnOnce([Script; 3]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[K]), ("B", &[R, K, S]), ("X", &[S])],
    ));
    check(
        "try_catch_skipped_try_children",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", K), t("B", R)]),
            tick(K, [t("B", K)]),
            tick(S, [t("A", K), t("B", S)]),
        ],
    );
}

/// Shape: `TryCatch(catch_on_halt = false)[A, B, X]` (the default). A halt
/// in the try block halts the running child and does not tick the catch;
/// the next tick starts over at A (3.11 halt).
pub fn try_catch_halt_without_catch_on_halt<N: Node<Ctx>>(shape: impl FnOnce([Script; 3]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[S]), ("B", &[R, R, S]), ("X", &[S])],
    ));
    check(
        "try_catch_halt_without_catch_on_halt",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S), t("B", R)]),
            halt([h("B")]),
            tick(R, [t("A", S), t("B", R)]),
            tick(S, [t("B", S)]),
        ],
    );
}

/// Shape: `TryCatch(catch_on_halt = true)[A, B, X]`. A halt while the try
/// block runs halts the try child, then ticks the catch child once. A halt
/// while nothing runs (before the first tick, after completion, or a second
/// halt) ticks nothing (3.11 halt).
pub fn try_catch_catch_on_halt_ticks_catch_once<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S]), ("B", &[R, S]), ("X", &[S])]));
    check(
        "try_catch_catch_on_halt_ticks_catch_once",
        &mut tree,
        &trace,
        &[
            halt([]),
            tick(R, [t("A", S), t("B", R)]),
            halt([h("B"), t("X", S)]),
            halt([]),
            tick(S, [t("A", S), t("B", S)]),
            halt([]),
        ],
    );
}

/// Shape: `TryCatch(catch_on_halt = true)[A, B, X]`. The catch child ticked
/// by the halt returns `Running`, so the halt halts it too; the next tick
/// starts over in the try block, not in catch mode (3.11 halt).
pub fn try_catch_catch_on_halt_halts_running_catch<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S]), ("B", &[R]), ("X", &[R])]));
    check(
        "try_catch_catch_on_halt_halts_running_catch",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S), t("B", R)]),
            halt([h("B"), t("X", R), h("X")]),
            tick(R, [t("A", S), t("B", R)]),
        ],
    );
}

/// Shape: `TryCatch[A, X]`, with either value of `catch_on_halt`. A halt in
/// catch mode halts the running catch child and does **not** tick it again;
/// the next tick starts over in the try block (3.11 halt).
pub fn try_catch_halt_while_catching<N: Node<Ctx>>(shape: impl FnOnce([Script; 2]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[F]), ("X", &[R, R, S])]));
    check(
        "try_catch_halt_while_catching",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", F), t("X", R)]),
            halt([h("X")]),
            halt([]),
            tick(R, [t("A", F), t("X", R)]),
            tick(F, [t("X", S)]),
        ],
    );
}

/// Shape: `TryCatch(catch_on_halt = true)[Sequence[A, Parallel[B, C]], X]`.
/// A halt reaches B and C two levels down in child order, then ticks the
/// catch. Later B fails: the parallel halts C, the sequence fails, and the
/// catch runs in the same tick (G1, 3.6, 3.11).
pub fn try_catch_at_depth<N: Node<Ctx>>(shape: impl FnOnce([Script; 4]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[S]), ("B", &[R, R, F]), ("C", &[R]), ("X", &[S])],
    ));
    check(
        "try_catch_at_depth",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S), t("B", R), t("C", R)]),
            halt([h("B"), h("C"), t("X", S)]),
            tick(R, [t("A", S), t("B", R), t("C", R)]),
            tick(F, [t("B", F), h("C"), t("X", S)]),
        ],
    );
}

/// Shape: `TryCatch[(no try children), X]`, built at run time with `()` or
/// an empty `Vec` as the try block. BT.CPP needs at least two children;
/// here an empty try block is "every try child skipped": `Skipped`, and
/// the catch is never ticked, not even by a halt with `catch_on_halt`.
pub fn try_catch_empty_try_block_is_skipped<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("X", &[S])]));
    check(
        "try_catch_empty_try_block_is_skipped",
        &mut tree,
        &trace,
        &[tick(K, []), halt([]), tick(K, [])],
    );
}
