fn main() {
    let tree = {
        let bt_witness = ::bt::__private::Witness::new();
        let bt_leaf_2 = ::bt::__private::as_leaf(&bt_witness, attack);
        let bt_leaf_3 = ::bt::__private::as_leaf(&bt_witness, flee);
        let bt_leaf_4 = ::bt::__private::as_leaf(&bt_witness, idle);
        let bt_arg_5_0 = ::bt::__private::variable(&bt_witness, mode);
        let bt_leaf_6 = ::bt::__private::as_leaf(&bt_witness, one);
        let bt_leaf_7 = ::bt::__private::as_leaf(&bt_witness, two);
        let bt_leaf_8 = ::bt::__private::as_leaf(&bt_witness, other);
        let bt_arg_1_0 = ::bt::__private::variable(&bt_witness, |agent| agent.mode);
        ::bt::__private::tree(
            bt_witness,
            ::bt::__private::node(
                &bt_witness,
                ::bt::__private::control::Sequence::new((
                    ::bt::__private::node(
                        &bt_witness,
                        ::bt::__private::control::Switch::new(
                            bt_arg_1_0,
                            [Mode::Attack, Mode::Flee],
                            (bt_leaf_2, bt_leaf_3, bt_leaf_4),
                        ),
                    ),
                    ::bt::__private::node(
                        &bt_witness,
                        ::bt::__private::control::Switch::new(
                            bt_arg_5_0,
                            [1, 2],
                            (bt_leaf_6, bt_leaf_7, bt_leaf_8),
                        ),
                    ),
                )),
            ),
        )
    };
}
