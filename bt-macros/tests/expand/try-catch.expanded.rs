fn main() {
    let tree = {
        let bt_witness = ::bt::__private::Witness::new();
        let bt_leaf_1 = ::bt::__private::as_leaf(&bt_witness, open_door);
        let bt_leaf_2 = ::bt::__private::as_leaf(&bt_witness, walk_through);
        let bt_leaf_3 = ::bt::__private::as_leaf(&bt_witness, close_door);
        ::bt::__private::tree(
            bt_witness,
            ::bt::__private::node(
                &bt_witness,
                ::bt::__private::control::TryCatch::with_catch_on_halt(
                    (bt_leaf_1, bt_leaf_2),
                    bt_leaf_3,
                    true,
                ),
            ),
        )
    };
}
