use super::super::*;

/// Shape: `Sequence[A, B, C]`. A running child is resumed without
/// re-ticking earlier children; after success the sequence starts over.
pub fn sequence_resumes_at_running_child<N: Node<Ctx>>(shape: impl FnOnce([Script; 3]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S]), ("B", &[R, S]), ("C", &[S])]));
    check(
        "sequence_resumes_at_running_child",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S), t("B", R)]),
            tick(S, [t("B", S), t("C", S)]),
            // B's script repeats its last status
            tick(S, [t("A", S), t("B", S), t("C", S)]),
        ],
    );
}
