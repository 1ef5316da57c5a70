fn main() {
    let tree = {
        let bt_witness = ::bt::__private::Witness::new();
        let bt_leaf_2 = ::bt::__private::as_leaf(&bt_witness, is_ready);
        let bt_leaf_3 = ::bt::__private::as_leaf(&bt_witness, agent::shoot);
        let bt_leaf_4 = ::bt::__private::as_leaf(&bt_witness, check::<Agent>);
        let bt_leaf_5 = ::bt::__private::as_leaf(&bt_witness, move_to(GOAL));
        let bt_leaf_6 = ::bt::__private::as_leaf(&bt_witness, MoveTo { target: 3 });
        let bt_leaf_7 = ::bt::__private::as_leaf(
            &bt_witness,
            {
                let speed = 2;
                walk(speed)
            },
        );
        let bt_leaf_9 = ::bt::__private::as_leaf(&bt_witness, subtree);
        let bt_leaf_1 = ::bt::__private::as_leaf(
            &bt_witness,
            ::bt::__private::closure(&bt_witness, |agent| agent.ready),
        );
        let bt_leaf_8 = ::bt::__private::as_leaf(
            &bt_witness,
            ::bt::__private::closure(&bt_witness, |agent| agent.done),
        );
        ::bt::__private::tree(
            bt_witness,
            ::bt::__private::node(
                &bt_witness,
                ::bt::__private::control::Sequence::new((
                    bt_leaf_1,
                    bt_leaf_2,
                    bt_leaf_3,
                    bt_leaf_4,
                    bt_leaf_5,
                    bt_leaf_6,
                    bt_leaf_7,
                    bt_leaf_8,
                    bt_leaf_9,
                    ::bt::__private::node(
                        &bt_witness,
                        ::bt::__private::leaf::AlwaysSuccess,
                    ),
                )),
            ),
        )
    };
}
