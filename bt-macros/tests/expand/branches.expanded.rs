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
                    &[1, 4, 8],
                    &[],
                ),
                ::bt::__private::node_row(
                    0,
                    ::bt::__private::table::Kind::IF_THEN_ELSE,
                    "if_then_else",
                    1,
                    &[2, 3],
                    &[],
                ),
                ::bt::__private::leaf_row(1, 0, "is_ready", 2),
                ::bt::__private::leaf_row(1, 1, "act", 2),
                ::bt::__private::node_row(
                    0,
                    ::bt::__private::table::Kind::IF_THEN_ELSE,
                    "if_then_else",
                    1,
                    &[5, 6, 7],
                    &[],
                ),
                ::bt::__private::leaf_row(4, 2, "is_ready", 2),
                ::bt::__private::leaf_row(4, 3, "act", 2),
                ::bt::__private::leaf_row(4, 4, "wait", 2),
                ::bt::__private::node_row(
                    0,
                    ::bt::__private::table::Kind::WHILE_DO_ELSE,
                    "while_do_else",
                    1,
                    &[9, 10, 11],
                    &[],
                ),
                ::bt::__private::leaf_row(8, 5, "is_ready", 2),
                ::bt::__private::leaf_row(8, 6, "act", 2),
                ::bt::__private::leaf_row(8, 7, "wait", 2),
            ];
        }
        let bt_witness = ::bt::__private::Witness::new();
        let (
            (bt_leaf_2, bt_mark_2),
            (bt_leaf_3, bt_mark_3),
            (bt_leaf_5, bt_mark_5),
            (bt_leaf_6, bt_mark_6),
            (bt_leaf_7, bt_mark_7),
            (bt_leaf_9, bt_mark_9),
            (bt_leaf_10, bt_mark_10),
            (bt_leaf_11, bt_mark_11),
        ) = (
            ::bt::__private::leaf(&bt_witness, is_ready),
            ::bt::__private::leaf(&bt_witness, act),
            ::bt::__private::leaf(&bt_witness, is_ready),
            ::bt::__private::leaf(&bt_witness, act),
            ::bt::__private::leaf(&bt_witness, wait),
            ::bt::__private::leaf(&bt_witness, is_ready),
            ::bt::__private::leaf(&bt_witness, act),
            ::bt::__private::leaf(&bt_witness, wait),
        );
        #[allow(unused_imports)]
        use ::bt::__private::{RefineCondition as _, RefineKeep as _};
        let (
            bt_mark_2,
            bt_mark_3,
            bt_mark_5,
            bt_mark_6,
            bt_mark_7,
            bt_mark_9,
            bt_mark_10,
            bt_mark_11,
        ) = (
            (&&::bt::__private::Refine(&bt_leaf_2, bt_mark_2)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_3, bt_mark_3)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_5, bt_mark_5)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_6, bt_mark_6)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_7, bt_mark_7)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_9, bt_mark_9)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_10, bt_mark_10)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_11, bt_mark_11)).mark(),
        );
        ::bt::__private::tree(
            bt_witness,
            __BtNodeTable,
            (
                ((bt_mark_2, bt_mark_3), (bt_mark_5, bt_mark_6)),
                ((bt_mark_7, bt_mark_9), (bt_mark_10, bt_mark_11)),
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
                            ::bt::__private::named((
                                ::bt::__private::observe::Id::<
                                    _,
                                    1,
                                >(
                                    ::bt::__private::control::IfThenElse::new(
                                        ::bt::__private::observe::Id::<_, 2>(bt_leaf_2),
                                        ::bt::__private::observe::Id::<_, 3>(bt_leaf_3),
                                    ),
                                ),
                                ::bt::__private::observe::Id::<
                                    _,
                                    4,
                                >(
                                    ::bt::__private::control::IfThenElse::with_else(
                                        ::bt::__private::observe::Id::<_, 5>(bt_leaf_5),
                                        ::bt::__private::observe::Id::<_, 6>(bt_leaf_6),
                                        ::bt::__private::observe::Id::<_, 7>(bt_leaf_7),
                                    ),
                                ),
                                ::bt::__private::observe::Id::<
                                    _,
                                    8,
                                >(
                                    ::bt::__private::control::WhileDoElse::with_else(
                                        ::bt::__private::observe::Id::<_, 9>(bt_leaf_9),
                                        ::bt::__private::observe::Id::<_, 10>(bt_leaf_10),
                                        ::bt::__private::observe::Id::<_, 11>(bt_leaf_11),
                                    ),
                                ),
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
