fn main() {
    let tree = {
        let bt_witness = ::bt::__private::Witness::new();
        let bt_leaf_1 = ::bt::__private::as_leaf(&bt_witness, a0);
        let bt_leaf_2 = ::bt::__private::as_leaf(&bt_witness, a1);
        let bt_leaf_3 = ::bt::__private::as_leaf(&bt_witness, a2);
        let bt_leaf_4 = ::bt::__private::as_leaf(&bt_witness, a3);
        let bt_leaf_5 = ::bt::__private::as_leaf(&bt_witness, a4);
        let bt_leaf_6 = ::bt::__private::as_leaf(&bt_witness, a5);
        let bt_leaf_7 = ::bt::__private::as_leaf(&bt_witness, a6);
        let bt_leaf_8 = ::bt::__private::as_leaf(&bt_witness, a7);
        let bt_leaf_9 = ::bt::__private::as_leaf(&bt_witness, a8);
        let bt_leaf_10 = ::bt::__private::as_leaf(&bt_witness, a9);
        let bt_leaf_11 = ::bt::__private::as_leaf(&bt_witness, b0);
        let bt_leaf_12 = ::bt::__private::as_leaf(&bt_witness, b1);
        let bt_leaf_13 = ::bt::__private::as_leaf(&bt_witness, b2);
        let bt_leaf_14 = ::bt::__private::as_leaf(&bt_witness, b3);
        let bt_leaf_15 = ::bt::__private::as_leaf(&bt_witness, b4);
        let bt_leaf_16 = ::bt::__private::as_leaf(&bt_witness, b5);
        let bt_leaf_17 = ::bt::__private::as_leaf(&bt_witness, b6);
        let bt_leaf_18 = ::bt::__private::as_leaf(&bt_witness, b7);
        let bt_leaf_19 = ::bt::__private::as_leaf(&bt_witness, b8);
        let bt_leaf_20 = ::bt::__private::as_leaf(&bt_witness, b9);
        ::bt::__private::tree(
            bt_witness,
            ::bt::__private::node(
                &bt_witness,
                ::bt::__private::control::Sequence::new(
                    ::bt::__private::children::Group((
                        (
                            bt_leaf_1,
                            bt_leaf_2,
                            bt_leaf_3,
                            bt_leaf_4,
                            bt_leaf_5,
                            bt_leaf_6,
                            bt_leaf_7,
                            bt_leaf_8,
                            bt_leaf_9,
                            bt_leaf_10,
                        ),
                        (
                            bt_leaf_11,
                            bt_leaf_12,
                            bt_leaf_13,
                            bt_leaf_14,
                            bt_leaf_15,
                            bt_leaf_16,
                            bt_leaf_17,
                            bt_leaf_18,
                            bt_leaf_19,
                            bt_leaf_20,
                        ),
                    )),
                ),
            ),
        )
    };
}
