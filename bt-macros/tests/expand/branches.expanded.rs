fn main() {
    let tree = {
        let bt_witness = ::bt::__private::Witness::new();
        let bt_leaf_2 = ::bt::__private::as_leaf(&bt_witness, is_ready);
        let bt_leaf_3 = ::bt::__private::as_leaf(&bt_witness, act);
        let bt_leaf_5 = ::bt::__private::as_leaf(&bt_witness, is_ready);
        let bt_leaf_6 = ::bt::__private::as_leaf(&bt_witness, act);
        let bt_leaf_7 = ::bt::__private::as_leaf(&bt_witness, wait);
        let bt_leaf_9 = ::bt::__private::as_leaf(&bt_witness, is_ready);
        let bt_leaf_10 = ::bt::__private::as_leaf(&bt_witness, act);
        let bt_leaf_11 = ::bt::__private::as_leaf(&bt_witness, wait);
        ::bt::__private::tree(
            bt_witness,
            ::bt::__private::node(
                &bt_witness,
                ::bt::__private::control::Sequence::new((
                    ::bt::__private::node(
                        &bt_witness,
                        ::bt::__private::control::IfThenElse::new(bt_leaf_2, bt_leaf_3),
                    ),
                    ::bt::__private::node(
                        &bt_witness,
                        ::bt::__private::control::IfThenElse::with_else(
                            bt_leaf_5,
                            bt_leaf_6,
                            bt_leaf_7,
                        ),
                    ),
                    ::bt::__private::node(
                        &bt_witness,
                        ::bt::__private::control::WhileDoElse::with_else(
                            bt_leaf_9,
                            bt_leaf_10,
                            bt_leaf_11,
                        ),
                    ),
                )),
            ),
        )
    };
}
