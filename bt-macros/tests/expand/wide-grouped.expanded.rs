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
                    &[
                        1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18,
                        19, 20,
                    ],
                    &[],
                ),
                ::bt::__private::leaf_row(0, 0, "a0", 1),
                ::bt::__private::leaf_row(0, 1, "a1", 1),
                ::bt::__private::leaf_row(0, 2, "a2", 1),
                ::bt::__private::leaf_row(0, 3, "a3", 1),
                ::bt::__private::leaf_row(0, 4, "a4", 1),
                ::bt::__private::leaf_row(0, 5, "a5", 1),
                ::bt::__private::leaf_row(0, 6, "a6", 1),
                ::bt::__private::leaf_row(0, 7, "a7", 1),
                ::bt::__private::leaf_row(0, 8, "a8", 1),
                ::bt::__private::leaf_row(0, 9, "a9", 1),
                ::bt::__private::leaf_row(0, 10, "b0", 1),
                ::bt::__private::leaf_row(0, 11, "b1", 1),
                ::bt::__private::leaf_row(0, 12, "b2", 1),
                ::bt::__private::leaf_row(0, 13, "b3", 1),
                ::bt::__private::leaf_row(0, 14, "b4", 1),
                ::bt::__private::leaf_row(0, 15, "b5", 1),
                ::bt::__private::leaf_row(0, 16, "b6", 1),
                ::bt::__private::leaf_row(0, 17, "b7", 1),
                ::bt::__private::leaf_row(0, 18, "b8", 1),
                ::bt::__private::leaf_row(0, 19, "b9", 1),
            ];
        }
        let bt_witness = ::bt::__private::Witness::new();
        let (
            (bt_leaf_1, bt_mark_1),
            (bt_leaf_2, bt_mark_2),
            (bt_leaf_3, bt_mark_3),
            (bt_leaf_4, bt_mark_4),
            (bt_leaf_5, bt_mark_5),
            (bt_leaf_6, bt_mark_6),
            (bt_leaf_7, bt_mark_7),
            (bt_leaf_8, bt_mark_8),
            (bt_leaf_9, bt_mark_9),
            (bt_leaf_10, bt_mark_10),
            (bt_leaf_11, bt_mark_11),
            (bt_leaf_12, bt_mark_12),
            (bt_leaf_13, bt_mark_13),
            (bt_leaf_14, bt_mark_14),
            (bt_leaf_15, bt_mark_15),
            (bt_leaf_16, bt_mark_16),
            (bt_leaf_17, bt_mark_17),
            (bt_leaf_18, bt_mark_18),
            (bt_leaf_19, bt_mark_19),
            (bt_leaf_20, bt_mark_20),
        ) = (
            ::bt::__private::leaf(&bt_witness, a0),
            ::bt::__private::leaf(&bt_witness, a1),
            ::bt::__private::leaf(&bt_witness, a2),
            ::bt::__private::leaf(&bt_witness, a3),
            ::bt::__private::leaf(&bt_witness, a4),
            ::bt::__private::leaf(&bt_witness, a5),
            ::bt::__private::leaf(&bt_witness, a6),
            ::bt::__private::leaf(&bt_witness, a7),
            ::bt::__private::leaf(&bt_witness, a8),
            ::bt::__private::leaf(&bt_witness, a9),
            ::bt::__private::leaf(&bt_witness, b0),
            ::bt::__private::leaf(&bt_witness, b1),
            ::bt::__private::leaf(&bt_witness, b2),
            ::bt::__private::leaf(&bt_witness, b3),
            ::bt::__private::leaf(&bt_witness, b4),
            ::bt::__private::leaf(&bt_witness, b5),
            ::bt::__private::leaf(&bt_witness, b6),
            ::bt::__private::leaf(&bt_witness, b7),
            ::bt::__private::leaf(&bt_witness, b8),
            ::bt::__private::leaf(&bt_witness, b9),
        );
        #[allow(unused_imports)]
        use ::bt::__private::{RefineCondition as _, RefineKeep as _};
        let (
            bt_mark_1,
            bt_mark_2,
            bt_mark_3,
            bt_mark_4,
            bt_mark_5,
            bt_mark_6,
            bt_mark_7,
            bt_mark_8,
            bt_mark_9,
            bt_mark_10,
            bt_mark_11,
            bt_mark_12,
            bt_mark_13,
            bt_mark_14,
            bt_mark_15,
            bt_mark_16,
            bt_mark_17,
            bt_mark_18,
            bt_mark_19,
            bt_mark_20,
        ) = (
            (&&::bt::__private::Refine(&bt_leaf_1, bt_mark_1)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_2, bt_mark_2)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_3, bt_mark_3)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_4, bt_mark_4)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_5, bt_mark_5)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_6, bt_mark_6)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_7, bt_mark_7)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_8, bt_mark_8)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_9, bt_mark_9)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_10, bt_mark_10)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_11, bt_mark_11)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_12, bt_mark_12)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_13, bt_mark_13)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_14, bt_mark_14)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_15, bt_mark_15)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_16, bt_mark_16)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_17, bt_mark_17)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_18, bt_mark_18)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_19, bt_mark_19)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_20, bt_mark_20)).mark(),
        );
        ::bt::__private::tree(
            bt_witness,
            __BtNodeTable,
            (
                (
                    ((bt_mark_1, bt_mark_2), (bt_mark_3, (bt_mark_4, bt_mark_5))),
                    ((bt_mark_6, bt_mark_7), (bt_mark_8, (bt_mark_9, bt_mark_10))),
                ),
                (
                    ((bt_mark_11, bt_mark_12), (bt_mark_13, (bt_mark_14, bt_mark_15))),
                    ((bt_mark_16, bt_mark_17), (bt_mark_18, (bt_mark_19, bt_mark_20))),
                ),
            ),
            {
                #[allow(unused_imports)]
                use ::bt::__private::{ProbeRoot as _, ProbeRootFallback as _};
                ::bt::__private::RootProbe {
                    node: ::bt::__private::observe::Id::<
                        _,
                        0,
                    >(
                        ::bt::__private::control::Sequence::new(
                            ::bt::__private::children::Group((
                                ::bt::__private::named((
                                    ::bt::__private::observe::Id::<_, 1>(bt_leaf_1),
                                    ::bt::__private::observe::Id::<_, 2>(bt_leaf_2),
                                    ::bt::__private::observe::Id::<_, 3>(bt_leaf_3),
                                    ::bt::__private::observe::Id::<_, 4>(bt_leaf_4),
                                    ::bt::__private::observe::Id::<_, 5>(bt_leaf_5),
                                    ::bt::__private::observe::Id::<_, 6>(bt_leaf_6),
                                    ::bt::__private::observe::Id::<_, 7>(bt_leaf_7),
                                    ::bt::__private::observe::Id::<_, 8>(bt_leaf_8),
                                    ::bt::__private::observe::Id::<_, 9>(bt_leaf_9),
                                    ::bt::__private::observe::Id::<_, 10>(bt_leaf_10),
                                )),
                                ::bt::__private::named((
                                    ::bt::__private::observe::Id::<_, 11>(bt_leaf_11),
                                    ::bt::__private::observe::Id::<_, 12>(bt_leaf_12),
                                    ::bt::__private::observe::Id::<_, 13>(bt_leaf_13),
                                    ::bt::__private::observe::Id::<_, 14>(bt_leaf_14),
                                    ::bt::__private::observe::Id::<_, 15>(bt_leaf_15),
                                    ::bt::__private::observe::Id::<_, 16>(bt_leaf_16),
                                    ::bt::__private::observe::Id::<_, 17>(bt_leaf_17),
                                    ::bt::__private::observe::Id::<_, 18>(bt_leaf_18),
                                    ::bt::__private::observe::Id::<_, 19>(bt_leaf_19),
                                    ::bt::__private::observe::Id::<_, 20>(bt_leaf_20),
                                )),
                            )),
                        ),
                    ),
                    witness: &bt_witness,
                }
                    .root()
            },
        )
    };
}
