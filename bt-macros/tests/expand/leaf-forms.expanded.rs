fn main() {
    let tree = {
        struct __BtNodeTable;
        #[allow(clippy::large_stack_arrays)]
        impl ::bt::__private::table::StaticTable for __BtNodeTable {
            const ROWS: &'static [::bt::__private::table::Row] = &[
                ::bt::__private::node_row(
                    -1,
                    ::bt::__private::table::Kind::SEQUENCE,
                    "sequence",
                    0,
                    &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
                    &[],
                ),
                ::bt::__private::leaf_row(0, 0, "closure", 1),
                ::bt::__private::leaf_row(0, 1, "is_ready", 1),
                ::bt::__private::leaf_row(0, 2, "agent::shoot", 1),
                ::bt::__private::leaf_row(0, 3, "check", 1),
                ::bt::__private::leaf_row(0, 4, "move_to", 1),
                ::bt::__private::leaf_row(0, 5, "expr", 1),
                ::bt::__private::leaf_row(0, 6, "expr", 1),
                ::bt::__private::leaf_row(0, 7, "closure", 1),
                ::bt::__private::leaf_row(0, 8, "subtree", 1),
                ::bt::__private::node_row(
                    0,
                    ::bt::__private::table::Kind::SUCCESS,
                    "success",
                    1,
                    &[],
                    &[],
                ),
            ];
        }
        let bt_witness = ::bt::__private::Witness::new();
        let (bt_leaf_2, bt_mark_2) = ::bt::__private::leaf(&bt_witness, is_ready);
        let (bt_leaf_3, bt_mark_3) = ::bt::__private::leaf(&bt_witness, agent::shoot);
        let (bt_leaf_4, bt_mark_4) = ::bt::__private::leaf(&bt_witness, check::<Agent>);
        let (bt_leaf_5, bt_mark_5) = ::bt::__private::leaf(&bt_witness, move_to(GOAL));
        let (bt_leaf_6, bt_mark_6) = ::bt::__private::leaf(
            &bt_witness,
            MoveTo { target: 3 },
        );
        let (bt_leaf_7, bt_mark_7) = ::bt::__private::leaf(
            &bt_witness,
            {
                let speed = 2;
                walk(speed)
            },
        );
        let (bt_leaf_9, bt_mark_9) = ::bt::__private::leaf(&bt_witness, subtree);
        let (bt_leaf_1, bt_mark_1) = ::bt::__private::leaf(
            &bt_witness,
            ::bt::__private::closure(&bt_witness, |agent| agent.ready),
        );
        let (bt_leaf_8, bt_mark_8) = ::bt::__private::leaf(
            &bt_witness,
            ::bt::__private::closure(&bt_witness, |agent| agent.done),
        );
        ::bt::__private::tree(
            bt_witness,
            __BtNodeTable,
            (
                ((bt_mark_1, bt_mark_2), (bt_mark_3, bt_mark_4)),
                ((bt_mark_5, bt_mark_6), (bt_mark_7, (bt_mark_8, bt_mark_9))),
            ),
            ::bt::__private::id::<
                0,
                _,
            >(
                ::bt::__private::node(
                    &bt_witness,
                    ::bt::__private::control::Sequence::new(
                        ::bt::__private::named((
                            ::bt::__private::id::<1, _>(bt_leaf_1),
                            ::bt::__private::id::<2, _>(bt_leaf_2),
                            ::bt::__private::id::<3, _>(bt_leaf_3),
                            ::bt::__private::id::<4, _>(bt_leaf_4),
                            ::bt::__private::id::<5, _>(bt_leaf_5),
                            ::bt::__private::id::<6, _>(bt_leaf_6),
                            ::bt::__private::id::<7, _>(bt_leaf_7),
                            ::bt::__private::id::<8, _>(bt_leaf_8),
                            ::bt::__private::id::<9, _>(bt_leaf_9),
                            ::bt::__private::id::<
                                10,
                                _,
                            >(
                                ::bt::__private::node(
                                    &bt_witness,
                                    ::bt::__private::leaf::AlwaysSuccess,
                                ),
                            ),
                        )),
                    ),
                ),
            ),
        )
    };
}
