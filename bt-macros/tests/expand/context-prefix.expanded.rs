fn main() {
    let tree = {
        let bt_witness = ::bt::__private::Witness::<Agent>::new();
        let bt_leaf_1 = ::bt::__private::as_leaf(
            &bt_witness,
            ::bt::__private::closure(&bt_witness, |agent| agent.ready),
        );
        ::bt::__private::tree(
            bt_witness,
            ::bt::__private::node(
                &bt_witness,
                ::bt::__private::decorator::Inverter::new(bt_leaf_1),
            ),
        )
    };
}
