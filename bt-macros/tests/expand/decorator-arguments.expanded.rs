fn main() {
    let tree = {
        let bt_witness = ::bt::__private::Witness::new();
        let bt_leaf_2 = ::bt::__private::as_leaf(&bt_witness, act);
        let bt_leaf_4 = ::bt::__private::as_leaf(&bt_witness, act);
        let bt_leaf_6 = ::bt::__private::as_leaf(&bt_witness, act);
        let bt_leaf_8 = ::bt::__private::as_leaf(&bt_witness, act);
        let bt_leaf_10 = ::bt::__private::as_leaf(&bt_witness, act);
        let bt_leaf_12 = ::bt::__private::as_leaf(&bt_witness, act);
        let bt_arg_13_0 = ::bt::__private::as_leaf(&bt_witness, is_done);
        let bt_leaf_14 = ::bt::__private::as_leaf(&bt_witness, act);
        let bt_leaf_16 = ::bt::__private::as_leaf(&bt_witness, act);
        let bt_arg_15_0 = ::bt::__private::as_leaf(
            &bt_witness,
            ::bt::__private::closure(&bt_witness, |agent| agent.busy),
        );
        ::bt::__private::tree(
            bt_witness,
            ::bt::__private::node(
                &bt_witness,
                ::bt::__private::control::Sequence::new((
                    ::bt::__private::node(
                        &bt_witness,
                        ::bt::__private::decorator::Repeat::new(3, bt_leaf_2),
                    ),
                    ::bt::__private::node(
                        &bt_witness,
                        ::bt::__private::decorator::Retry::new(-1, bt_leaf_4),
                    ),
                    ::bt::__private::node(
                        &bt_witness,
                        ::bt::__private::decorator::Timeout::new(250, bt_leaf_6),
                    ),
                    ::bt::__private::node(
                        &bt_witness,
                        ::bt::__private::decorator::Delay::new(100, bt_leaf_8),
                    ),
                    ::bt::__private::node(
                        &bt_witness,
                        ::bt::__private::decorator::RunOnce::with_then_skip(
                            true,
                            bt_leaf_10,
                        ),
                    ),
                    ::bt::__private::node(
                        &bt_witness,
                        ::bt::__private::decorator::RunOnce::with_then_skip(
                            false,
                            bt_leaf_12,
                        ),
                    ),
                    ::bt::__private::node(
                        &bt_witness,
                        ::bt::__private::decorator::SkipIf::new(bt_arg_13_0, bt_leaf_14),
                    ),
                    ::bt::__private::node(
                        &bt_witness,
                        ::bt::__private::decorator::While::new(bt_arg_15_0, bt_leaf_16),
                    ),
                    ::bt::__private::node(
                        &bt_witness,
                        ::bt::__private::leaf::Sleep::new(50),
                    ),
                )),
            ),
        )
    };
}
