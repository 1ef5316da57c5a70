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
                    &[1, 5],
                    &[],
                ),
                ::bt::__private::node_row(
                    0,
                    ::bt::__private::table::Kind::SWITCH,
                    "switch",
                    1,
                    &[2, 3, 4],
                    &[
                        ("variable", "mode"),
                        ("case_1", "Mode::Attack"),
                        ("case_2", "Mode::Flee"),
                    ],
                ),
                ::bt::__private::leaf_row(1, 0, "attack", 2),
                ::bt::__private::leaf_row(1, 1, "flee", 2),
                ::bt::__private::leaf_row(1, 2, "idle", 2),
                ::bt::__private::node_row(
                    0,
                    ::bt::__private::table::Kind::SWITCH,
                    "switch",
                    1,
                    &[6, 7, 8],
                    &[("variable", "mode"), ("case_1", "1"), ("case_2", "2")],
                ),
                ::bt::__private::leaf_row(5, 3, "one", 2),
                ::bt::__private::leaf_row(5, 4, "two", 2),
                ::bt::__private::leaf_row(5, 5, "other", 2),
            ];
        }
        let bt_witness = ::bt::__private::Witness::new();
        let (
            (bt_leaf_2, bt_mark_2),
            (bt_leaf_3, bt_mark_3),
            (bt_leaf_4, bt_mark_4),
            bt_arg_5_0,
            (bt_leaf_6, bt_mark_6),
            (bt_leaf_7, bt_mark_7),
            (bt_leaf_8, bt_mark_8),
        ) = (
            ::bt::__private::leaf(&bt_witness, attack),
            ::bt::__private::leaf(&bt_witness, flee),
            ::bt::__private::leaf(&bt_witness, idle),
            ::bt::__private::variable(&bt_witness, mode),
            ::bt::__private::leaf(&bt_witness, one),
            ::bt::__private::leaf(&bt_witness, two),
            ::bt::__private::leaf(&bt_witness, other),
        );
        let bt_arg_1_0 = ::bt::__private::variable(&bt_witness, |agent| agent.mode);
        #[allow(unused_imports)]
        use ::bt::__private::{RefineCondition as _, RefineKeep as _};
        let (bt_mark_2, bt_mark_3, bt_mark_4, bt_mark_6, bt_mark_7, bt_mark_8) = (
            (&&::bt::__private::Refine(&bt_leaf_2, bt_mark_2)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_3, bt_mark_3)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_4, bt_mark_4)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_6, bt_mark_6)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_7, bt_mark_7)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_8, bt_mark_8)).mark(),
        );
        ::bt::__private::tree(
            bt_witness,
            __BtNodeTable,
            ((bt_mark_2, (bt_mark_3, bt_mark_4)), (bt_mark_6, (bt_mark_7, bt_mark_8))),
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
                                    ::bt::__private::node(
                                        &bt_witness,
                                        ::bt::__private::control::Switch::new(
                                            bt_arg_1_0,
                                            [Mode::Attack, Mode::Flee],
                                            ::bt::__private::named((
                                                ::bt::__private::observe::Id::<_, 2>(bt_leaf_2),
                                                ::bt::__private::observe::Id::<_, 3>(bt_leaf_3),
                                                ::bt::__private::observe::Id::<_, 4>(bt_leaf_4),
                                            )),
                                        ),
                                    ),
                                ),
                                ::bt::__private::observe::Id::<
                                    _,
                                    5,
                                >(
                                    ::bt::__private::node(
                                        &bt_witness,
                                        ::bt::__private::control::Switch::new(
                                            bt_arg_5_0,
                                            [1, 2],
                                            ::bt::__private::named((
                                                ::bt::__private::observe::Id::<_, 6>(bt_leaf_6),
                                                ::bt::__private::observe::Id::<_, 7>(bt_leaf_7),
                                                ::bt::__private::observe::Id::<_, 8>(bt_leaf_8),
                                            )),
                                        ),
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
