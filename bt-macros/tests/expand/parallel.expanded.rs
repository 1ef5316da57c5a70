fn main() {
    let tree = {
        let bt_witness = ::bt::__private::Witness::new();
        let bt_leaf_2 = ::bt::__private::as_leaf(&bt_witness, a);
        let bt_leaf_3 = ::bt::__private::as_leaf(&bt_witness, b);
        let bt_leaf_4 = ::bt::__private::as_leaf(&bt_witness, c);
        let bt_leaf_6 = ::bt::__private::as_leaf(&bt_witness, a);
        let bt_leaf_7 = ::bt::__private::as_leaf(&bt_witness, b);
        let bt_leaf_8 = ::bt::__private::as_leaf(&bt_witness, c);
        let bt_leaf_10 = ::bt::__private::as_leaf(&bt_witness, a);
        let bt_leaf_11 = ::bt::__private::as_leaf(&bt_witness, b);
        let bt_leaf_12 = ::bt::__private::as_leaf(&bt_witness, c);
        let bt_leaf_14 = ::bt::__private::as_leaf(&bt_witness, a);
        let bt_leaf_15 = ::bt::__private::as_leaf(&bt_witness, b);
        ::bt::__private::tree(
            bt_witness,
            ::bt::__private::node(
                &bt_witness,
                ::bt::__private::control::Sequence::new((
                    ::bt::__private::node(
                        &bt_witness,
                        ::bt::__private::control::Parallel::with_thresholds(
                            (bt_leaf_2, bt_leaf_3, bt_leaf_4),
                            -1,
                            1,
                        ),
                    ),
                    ::bt::__private::node(
                        &bt_witness,
                        ::bt::__private::control::Parallel::with_thresholds(
                            (bt_leaf_6, bt_leaf_7, bt_leaf_8),
                            2,
                            1,
                        ),
                    ),
                    ::bt::__private::node(
                        &bt_witness,
                        ::bt::__private::control::Parallel::with_thresholds(
                            (bt_leaf_10, bt_leaf_11, bt_leaf_12),
                            -1,
                            {
                                const _: () = {
                                    if !::bt::__private::threshold_fits(FAILURES, 3usize) {
                                        ::core::panic!(
                                            "{}",
                                            "`failure_count = FAILURES` can never be met: `parallel` has 3 children, so it could never fail; use at most 3, or a negative count (-1 = all children)"
                                        );
                                    }
                                };
                                FAILURES
                            },
                        ),
                    ),
                    ::bt::__private::node(
                        &bt_witness,
                        ::bt::__private::control::ParallelAll::with_max_failures(
                            (bt_leaf_14, bt_leaf_15),
                            2,
                        ),
                    ),
                )),
            ),
        )
    };
}
