fn main() {
    let tree = {
        let bt_witness = ::bt::__private::Witness::new();
        let bt_leaf_2 = ::bt::__private::as_leaf(&bt_witness, is_enemy_visible);
        let bt_leaf_3 = ::bt::__private::as_leaf(&bt_witness, is_in_range);
        let bt_leaf_4 = ::bt::__private::as_leaf(&bt_witness, aim);
        let bt_leaf_5 = ::bt::__private::as_leaf(&bt_witness, shoot);
        let bt_leaf_7 = ::bt::__private::as_leaf(&bt_witness, has_ammo);
        let bt_leaf_8 = ::bt::__private::as_leaf(&bt_witness, reload);
        let bt_leaf_9 = ::bt::__private::as_leaf(&bt_witness, patrol);
        ::bt::__private::tree(
            bt_witness,
            ::bt::__private::node(
                &bt_witness,
                ::bt::__private::control::Fallback::new((
                    ::bt::__private::node(
                        &bt_witness,
                        ::bt::__private::control::Sequence::new((
                            bt_leaf_2,
                            bt_leaf_3,
                            bt_leaf_4,
                            bt_leaf_5,
                        )),
                    ),
                    ::bt::__private::node(
                        &bt_witness,
                        ::bt::__private::control::ReactiveSequence::new((
                            bt_leaf_7,
                            bt_leaf_8,
                        )),
                    ),
                    bt_leaf_9,
                )),
            ),
        )
    };
}
