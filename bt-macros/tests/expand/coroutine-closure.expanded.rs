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
                    &[1, 2],
                    &[],
                ),
                ::bt::__private::leaf_row(0, 0, "coroutine", 1),
                ::bt::__private::leaf_row(0, 1, "coroutine", 1),
            ];
        }
        let bt_witness = ::bt::__private::Witness::<Guard>::new();
        let ((bt_leaf_1, bt_mark_1), (bt_leaf_2, bt_mark_2)) = (
            ::bt::__private::leaf(
                &bt_witness,
                ::bt::__private::node(
                    &bt_witness,
                    coroutine(
                        ::bt::__private::coroutine_start(
                            &bt_witness,
                            |co| async move {
                                co.with(|g| g.x += 1);
                                Status::Success
                            },
                        ),
                    ),
                ),
            ),
            ::bt::__private::leaf(
                &bt_witness,
                ::bt::__private::node(
                    &bt_witness,
                    coroutine(
                            ::bt::__private::coroutine_start(
                                &bt_witness,
                                |co| async move {
                                    co.yield_now().await;
                                    true
                                },
                            ),
                        )
                        .on_halt(|g| g.x = 0),
                ),
            ),
        );
        #[allow(unused_imports)]
        use ::bt::__private::{RefineCondition as _, RefineKeep as _};
        let (bt_mark_1, bt_mark_2) = (
            (&&::bt::__private::Refine(&bt_leaf_1, bt_mark_1)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_2, bt_mark_2)).mark(),
        );
        ::bt::__private::tree(
            bt_witness,
            __BtNodeTable,
            (bt_mark_1, bt_mark_2),
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
                                    ::bt::__private::observe::Id::<_, 1>(bt_leaf_1),
                                    ::bt::__private::observe::Id::<_, 2>(bt_leaf_2),
                                )),
                            ),
                        ),
                        #[cfg_attr(not(debug_assertions), inline(always))]
                        move |bt_parts, bt_id, bt_ctx, bt_walk| {
                            let bt_out = 'bt_plan: {
                                match bt_id {
                                    1 if ::bt::__private::may_run(&bt_mark_1) => {
                                        let bt_root = &mut bt_parts.root;
                                        let bt_s = ::bt::__private::tick_leaf(
                                            ::bt::__private::child_at::<0, _>(&mut *bt_root),
                                            bt_ctx,
                                        );
                                        if ::bt::__private::is_running(bt_s) {
                                            return bt_s;
                                        }
                                        ::bt::__private::finish(&mut *bt_root, 0, bt_s)
                                    }
                                    2 if ::bt::__private::may_run(&bt_mark_2) => {
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
                    ),
                    witness: &bt_witness,
                }
                    .root()
            },
        )
    };
}
