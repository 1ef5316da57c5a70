fn main() {
    let tree = {
        struct __BtNodeTable;
        #[allow(clippy::large_stack_arrays)]
        impl ::bt::__private::table::StaticTable for __BtNodeTable {
            const ROWS: &'static [::bt::__private::table::Row] = &[
                ::bt::__private::node_row(
                    -1,
                    ::bt::__private::table::Kind::TRY_CATCH,
                    "try_catch",
                    0,
                    &[1, 2, 3],
                    &[("catch_on_halt", "true")],
                ),
                ::bt::__private::leaf_row(0, 0, "open_door", 1),
                ::bt::__private::leaf_row(0, 1, "walk_through", 1),
                ::bt::__private::leaf_row(0, 2, "close_door", 1),
            ];
        }
        let bt_witness = ::bt::__private::Witness::new();
        let ((bt_leaf_1, bt_mark_1), (bt_leaf_2, bt_mark_2), (bt_leaf_3, bt_mark_3)) = (
            ::bt::__private::leaf(&bt_witness, open_door),
            ::bt::__private::leaf(&bt_witness, walk_through),
            ::bt::__private::leaf(&bt_witness, close_door),
        );
        #[allow(unused_imports)]
        use ::bt::__private::{RefineCondition as _, RefineKeep as _};
        let (bt_mark_1, bt_mark_2, bt_mark_3) = (
            (&&::bt::__private::Refine(&bt_leaf_1, bt_mark_1)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_2, bt_mark_2)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_3, bt_mark_3)).mark(),
        );
        ::bt::__private::tree(
            bt_witness,
            __BtNodeTable,
            (bt_mark_1, (bt_mark_2, bt_mark_3)),
            {
                #[allow(unused_imports)]
                use ::bt::__private::{ProbeRoot as _, ProbeRootFallback as _};
                ::bt::__private::RootProbe {
                    node: ::bt::__private::observe::Id::<
                        _,
                        0,
                    >(
                        ::bt::__private::control::TryCatch::with_catch_on_halt(
                            ::bt::__private::named((
                                ::bt::__private::observe::Id::<_, 1>(bt_leaf_1),
                                ::bt::__private::observe::Id::<_, 2>(bt_leaf_2),
                            )),
                            ::bt::__private::observe::Id::<_, 3>(bt_leaf_3),
                            true,
                        ),
                    ),
                    witness: &bt_witness,
                }
                    .root()
            },
        )
    };
}
