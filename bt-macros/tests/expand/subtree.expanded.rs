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
                ::bt::__private::named_row(
                    ::bt::__private::with_btcpp_id(
                        ::bt::__private::node_row(
                            0,
                            ::bt::__private::table::Kind::SUBTREE,
                            "nav",
                            1,
                            &[2],
                            &[("goal", "{target}"), ("_autoremap", "true")],
                        ),
                        "Navigate",
                    ),
                ),
                ::bt::__private::node_row(
                    1,
                    ::bt::__private::table::Kind::SEQUENCE,
                    "sequence",
                    2,
                    &[3, 4],
                    &[],
                ),
                ::bt::__private::leaf_row(2, 0, "plan", 3),
                ::bt::__private::leaf_row(2, 1, "walk", 3),
                ::bt::__private::node_row(
                    0,
                    ::bt::__private::table::Kind::SUBTREE,
                    "subtree",
                    1,
                    &[6],
                    &[],
                ),
                ::bt::__private::leaf_row(5, 2, "arrived", 2),
            ];
        }
        let bt_witness = ::bt::__private::Witness::new();
        let ((bt_leaf_3, bt_mark_3), (bt_leaf_4, bt_mark_4), (bt_leaf_6, bt_mark_6)) = (
            ::bt::__private::leaf(&bt_witness, plan),
            ::bt::__private::leaf(&bt_witness, walk),
            ::bt::__private::leaf(&bt_witness, arrived),
        );
        #[allow(unused_imports)]
        use ::bt::__private::{RefineCondition as _, RefineKeep as _};
        let (bt_mark_3, bt_mark_4, bt_mark_6) = (
            (&&::bt::__private::Refine(&bt_leaf_3, bt_mark_3)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_4, bt_mark_4)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_6, bt_mark_6)).mark(),
        );
        ::bt::__private::tree(
            bt_witness,
            __BtNodeTable,
            (bt_mark_3, (bt_mark_4, bt_mark_6)),
            {
                #[allow(unused_imports)]
                use ::bt::__private::{ProbeRoot as _, ProbeRootFallback as _};
                ::bt::__private::RootProbe {
                    node: ::bt::__private::resumable(
                        &bt_witness,
                        0_u8,
                        ::bt::__private::observe::Id::<
                            _,
                            0,
                        >(
                            ::bt::__private::control::Sequence::new(
                                ::bt::__private::named((
                                    ::bt::__private::observe::Id::<
                                        _,
                                        1,
                                    >(
                                        ::bt::__private::decorator::SubTree::new(
                                            ::bt::__private::observe::Id::<
                                                _,
                                                2,
                                            >(
                                                ::bt::__private::control::Sequence::new(
                                                    ::bt::__private::named((
                                                        ::bt::__private::observe::Id::<_, 3>(bt_leaf_3),
                                                        ::bt::__private::observe::Id::<_, 4>(bt_leaf_4),
                                                    )),
                                                ),
                                            ),
                                        ),
                                    ),
                                    ::bt::__private::observe::Id::<
                                        _,
                                        5,
                                    >(
                                        ::bt::__private::decorator::SubTree::new(
                                            ::bt::__private::observe::Id::<_, 6>(bt_leaf_6),
                                        ),
                                    ),
                                )),
                            ),
                        ),
                        #[cfg_attr(not(debug_assertions), inline(always))]
                        move |bt_parts, bt_id, bt_ctx, bt_walk| {
                            let bt_out = 'bt_plan: {
                                match bt_id {
                                    3 if ::bt::__private::may_run(&bt_mark_3) => {
                                        let bt_root = &mut bt_parts.root;
                                        let bt_n1 = ::bt::__private::child_at::<
                                            0,
                                            _,
                                        >(&mut *bt_root);
                                        let bt_n2 = ::bt::__private::child_at::<0, _>(&mut *bt_n1);
                                        let bt_s = ::bt::__private::tick_leaf(
                                            ::bt::__private::child_at::<0, _>(&mut *bt_n2),
                                            bt_ctx,
                                        );
                                        if ::bt::__private::is_running(bt_s) {
                                            return bt_s;
                                        }
                                        let ::core::option::Option::Some(bt_s) = ::bt::__private::finish(
                                            &mut *bt_n2,
                                            0,
                                            bt_s,
                                        ) else {
                                            break 'bt_plan ::core::option::Option::None;
                                        };
                                        let ::core::option::Option::Some(bt_s) = ::bt::__private::finish(
                                            &mut *bt_n1,
                                            0,
                                            bt_s,
                                        ) else {
                                            break 'bt_plan ::core::option::Option::None;
                                        };
                                        ::bt::__private::finish(&mut *bt_root, 0, bt_s)
                                    }
                                    4 if ::bt::__private::may_run(&bt_mark_4) => {
                                        let bt_root = &mut bt_parts.root;
                                        let bt_n1 = ::bt::__private::child_at::<
                                            0,
                                            _,
                                        >(&mut *bt_root);
                                        let bt_n2 = ::bt::__private::child_at::<0, _>(&mut *bt_n1);
                                        let bt_s = ::bt::__private::tick_leaf(
                                            ::bt::__private::child_at::<1, _>(&mut *bt_n2),
                                            bt_ctx,
                                        );
                                        if ::bt::__private::is_running(bt_s) {
                                            return bt_s;
                                        }
                                        let ::core::option::Option::Some(bt_s) = ::bt::__private::finish(
                                            &mut *bt_n2,
                                            1,
                                            bt_s,
                                        ) else {
                                            break 'bt_plan ::core::option::Option::None;
                                        };
                                        let ::core::option::Option::Some(bt_s) = ::bt::__private::finish(
                                            &mut *bt_n1,
                                            0,
                                            bt_s,
                                        ) else {
                                            break 'bt_plan ::core::option::Option::None;
                                        };
                                        ::bt::__private::finish(&mut *bt_root, 0, bt_s)
                                    }
                                    6 if ::bt::__private::may_run(&bt_mark_6) => {
                                        let bt_root = &mut bt_parts.root;
                                        let bt_n1 = ::bt::__private::child_at::<
                                            1,
                                            _,
                                        >(&mut *bt_root);
                                        let bt_s = ::bt::__private::tick_leaf(
                                            ::bt::__private::child_at::<0, _>(&mut *bt_n1),
                                            bt_ctx,
                                        );
                                        if ::bt::__private::is_running(bt_s) {
                                            return bt_s;
                                        }
                                        let ::core::option::Option::Some(bt_s) = ::bt::__private::finish(
                                            &mut *bt_n1,
                                            0,
                                            bt_s,
                                        ) else {
                                            break 'bt_plan ::core::option::Option::None;
                                        };
                                        ::bt::__private::finish(&mut *bt_root, 1, bt_s)
                                    }
                                    _ => ::core::option::Option::None,
                                }
                            };
                            bt_walk.settle(bt_parts, bt_id, bt_out, bt_ctx)
                        },
                    ),
                    witness: &bt_witness,
                }
                    .root()
            },
        )
    };
}
