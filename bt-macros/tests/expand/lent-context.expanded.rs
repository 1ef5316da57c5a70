fn main() {
    let tree = {
        struct __BtNodeTable;
        #[allow(clippy::large_stack_arrays)]
        impl ::bt::__private::table::StaticTable for __BtNodeTable {
            const ROWS: &'static [::bt::__private::table::Row] = &[
                ::bt::__private::node_row(
                    -1,
                    ::bt::__private::table::Kind::FALLBACK,
                    "fallback",
                    0,
                    &[1, 5],
                    &[],
                ),
                ::bt::__private::node_row(
                    0,
                    ::bt::__private::table::Kind::SEQUENCE,
                    "sequence",
                    1,
                    &[2, 3, 4],
                    &[],
                ),
                ::bt::__private::leaf_row(1, 0, "is_ready", 2),
                ::bt::__private::leaf_row(1, 1, "closure", 2),
                ::bt::__private::leaf_row(1, 2, "walk", 2),
                ::bt::__private::leaf_row(0, 3, "rest", 1),
            ];
        }
        #[allow(dead_code)]
        fn bt_lent_fn<BtOut, BtFn>(f: BtFn) -> BtFn
        where
            BtFn: for<'bt_lent_0> ::core::ops::FnMut(&mut Ctx<'bt_lent_0>) -> BtOut,
        {
            f
        }
        #[allow(dead_code)]
        fn bt_lent_plan<BtNode, BtIndex, BtFn>(_: &BtNode, _: BtIndex, f: BtFn) -> BtFn
        where
            BtFn: for<'bt_lent_0> ::core::ops::Fn(
                &mut ::bt::__private::resume::Parts<BtNode, BtIndex>,
                ::core::primitive::usize,
                &mut Ctx<'bt_lent_0>,
                ::bt::__private::resume::Walk<BtNode, BtIndex, Ctx<'bt_lent_0>>,
            ) -> ::bt::__private::Status,
        {
            f
        }
        let bt_witness = ::bt::__private::Witness::<Ctx<'_>>::new();
        let ((bt_leaf_2, bt_mark_2), (bt_leaf_4, bt_mark_4), (bt_leaf_5, bt_mark_5)) = (
            ::bt::__private::leaf(&bt_witness, is_ready),
            ::bt::__private::leaf(&bt_witness, walk),
            ::bt::__private::leaf(&bt_witness, rest),
        );
        let (bt_leaf_3, bt_mark_3) = ::bt::__private::leaf(
            &bt_witness,
            bt_lent_fn(|ctx| ctx.go),
        );
        #[allow(unused_imports)]
        use ::bt::__private::{RefineCondition as _, RefineKeep as _};
        let (bt_mark_2, bt_mark_3, bt_mark_4, bt_mark_5) = (
            (&&::bt::__private::Refine(&bt_leaf_2, bt_mark_2)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_3, bt_mark_3)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_4, bt_mark_4)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_5, bt_mark_5)).mark(),
        );
        ::bt::__private::lent_tree(
            bt_witness,
            __BtNodeTable,
            ((bt_mark_2, bt_mark_3), (bt_mark_4, bt_mark_5)),
            {
                #[allow(unused_imports)]
                use ::bt::__private::{ProbeRoot as _, ProbeRootFallback as _};
                ::bt::__private::RootProbe {
                    node: {
                        let bt_lent_root = ::bt::__private::observe::Id::<
                            _,
                            0,
                        >(
                            ::bt::__private::control::Fallback::new(
                                ::bt::__private::named((
                                    ::bt::__private::observe::Id::<
                                        _,
                                        1,
                                    >(
                                        ::bt::__private::control::Sequence::new(
                                            ::bt::__private::named((
                                                ::bt::__private::observe::Id::<_, 2>(bt_leaf_2),
                                                ::bt::__private::observe::Id::<_, 3>(bt_leaf_3),
                                                ::bt::__private::observe::Id::<_, 4>(bt_leaf_4),
                                            )),
                                        ),
                                    ),
                                    ::bt::__private::observe::Id::<_, 5>(bt_leaf_5),
                                )),
                            ),
                        );
                        let bt_lent_planned = bt_lent_plan(
                            &bt_lent_root,
                            0_u8,
                            #[cfg_attr(not(debug_assertions), inline(always))]
                            move |bt_parts, bt_id, bt_ctx, bt_walk| {
                                let bt_out = 'bt_plan: {
                                    match bt_id {
                                        2 if ::bt::__private::may_run(&bt_mark_2) => {
                                            let bt_root = &mut bt_parts.root;
                                            let bt_n1 = ::bt::__private::child_at::<
                                                0,
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
                                            ::bt::__private::finish(&mut *bt_root, 0, bt_s)
                                        }
                                        3 if ::bt::__private::may_run(&bt_mark_3) => {
                                            let bt_root = &mut bt_parts.root;
                                            let bt_n1 = ::bt::__private::child_at::<
                                                0,
                                                _,
                                            >(&mut *bt_root);
                                            let bt_s = ::bt::__private::tick_leaf(
                                                ::bt::__private::child_at::<1, _>(&mut *bt_n1),
                                                bt_ctx,
                                            );
                                            if ::bt::__private::is_running(bt_s) {
                                                return bt_s;
                                            }
                                            let ::core::option::Option::Some(bt_s) = ::bt::__private::finish(
                                                &mut *bt_n1,
                                                1,
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
                                            let bt_s = ::bt::__private::tick_leaf(
                                                ::bt::__private::child_at::<2, _>(&mut *bt_n1),
                                                bt_ctx,
                                            );
                                            if ::bt::__private::is_running(bt_s) {
                                                return bt_s;
                                            }
                                            let ::core::option::Option::Some(bt_s) = ::bt::__private::finish(
                                                &mut *bt_n1,
                                                2,
                                                bt_s,
                                            ) else {
                                                break 'bt_plan ::core::option::Option::None;
                                            };
                                            ::bt::__private::finish(&mut *bt_root, 0, bt_s)
                                        }
                                        5 if ::bt::__private::may_run(&bt_mark_5) => {
                                            let bt_root = &mut bt_parts.root;
                                            let bt_s = ::bt::__private::tick_leaf(
                                                ::bt::__private::child_at::<1, _>(&mut *bt_root),
                                                bt_ctx,
                                            );
                                            if ::bt::__private::is_running(bt_s) {
                                                return bt_s;
                                            }
                                            ::bt::__private::finish(&mut *bt_root, 1, bt_s)
                                        }
                                        _ => ::core::option::Option::None,
                                    }
                                };
                                bt_walk.settle(bt_parts, bt_id, bt_out, bt_ctx)
                            },
                        );
                        ::bt::__private::resumable(
                            &bt_witness,
                            0_u8,
                            bt_lent_root,
                            bt_lent_planned,
                        )
                    },
                    witness: &bt_witness,
                }
                    .root()
            },
        )
    };
}
