fn main() {
    let tree = {
        struct __BtNodeTable;
        #[allow(clippy::large_stack_arrays)]
        impl ::bt::__private::table::StaticTable for __BtNodeTable {
            const ROWS: &'static [::bt::__private::table::Row] = &[
                ::bt::__private::node_row(
                    -1,
                    ::bt::__private::table::Kind::INVERTER,
                    "inverter",
                    0,
                    &[1],
                    &[],
                ),
                ::bt::__private::leaf_row(0, 0, "closure", 1),
            ];
        }
        let bt_witness = ::bt::__private::Witness::<Agent>::new();
        let (bt_leaf_1, bt_mark_1) = ::bt::__private::leaf(
            &bt_witness,
            ::bt::__private::closure(&bt_witness, |agent| agent.ready),
        );
        #[allow(unused_imports)]
        use ::bt::__private::{RefineCondition as _, RefineKeep as _};
        let bt_mark_1 = (&&::bt::__private::Refine(&bt_leaf_1, bt_mark_1)).mark();
        ::bt::__private::tree(
            bt_witness,
            __BtNodeTable,
            bt_mark_1,
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
                            ::bt::__private::decorator::Inverter::new(
                                ::bt::__private::observe::Id::<_, 1>(bt_leaf_1),
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
