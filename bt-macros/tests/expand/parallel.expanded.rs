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
                    &[1, 5, 9, 13],
                    &[],
                ),
                ::bt::__private::node_row(
                    0,
                    ::bt::__private::table::Kind::PARALLEL,
                    "parallel",
                    1,
                    &[2, 3, 4],
                    &[("success_count", "-1"), ("failure_count", "1")],
                ),
                ::bt::__private::leaf_row(1, 0, "a", 2),
                ::bt::__private::leaf_row(1, 1, "b", 2),
                ::bt::__private::leaf_row(1, 2, "c", 2),
                ::bt::__private::node_row(
                    0,
                    ::bt::__private::table::Kind::PARALLEL,
                    "parallel",
                    1,
                    &[6, 7, 8],
                    &[("success_count", "2"), ("failure_count", "1")],
                ),
                ::bt::__private::leaf_row(5, 3, "a", 2),
                ::bt::__private::leaf_row(5, 4, "b", 2),
                ::bt::__private::leaf_row(5, 5, "c", 2),
                ::bt::__private::node_row(
                    0,
                    ::bt::__private::table::Kind::PARALLEL,
                    "parallel",
                    1,
                    &[10, 11, 12],
                    &[("success_count", "-1"), ("failure_count", "FAILURES")],
                ),
                ::bt::__private::leaf_row(9, 6, "a", 2),
                ::bt::__private::leaf_row(9, 7, "b", 2),
                ::bt::__private::leaf_row(9, 8, "c", 2),
                ::bt::__private::node_row(
                    0,
                    ::bt::__private::table::Kind::PARALLEL_ALL,
                    "parallel_all",
                    1,
                    &[14, 15],
                    &[("max_failures", "2")],
                ),
                ::bt::__private::leaf_row(13, 9, "a", 2),
                ::bt::__private::leaf_row(13, 10, "b", 2),
            ];
        }
        let bt_witness = ::bt::__private::Witness::new();
        let (
            (bt_leaf_2, bt_mark_2),
            (bt_leaf_3, bt_mark_3),
            (bt_leaf_4, bt_mark_4),
            (bt_leaf_6, bt_mark_6),
            (bt_leaf_7, bt_mark_7),
            (bt_leaf_8, bt_mark_8),
            (bt_leaf_10, bt_mark_10),
            (bt_leaf_11, bt_mark_11),
            (bt_leaf_12, bt_mark_12),
            (bt_leaf_14, bt_mark_14),
            (bt_leaf_15, bt_mark_15),
        ) = (
            ::bt::__private::leaf(&bt_witness, a),
            ::bt::__private::leaf(&bt_witness, b),
            ::bt::__private::leaf(&bt_witness, c),
            ::bt::__private::leaf(&bt_witness, a),
            ::bt::__private::leaf(&bt_witness, b),
            ::bt::__private::leaf(&bt_witness, c),
            ::bt::__private::leaf(&bt_witness, a),
            ::bt::__private::leaf(&bt_witness, b),
            ::bt::__private::leaf(&bt_witness, c),
            ::bt::__private::leaf(&bt_witness, a),
            ::bt::__private::leaf(&bt_witness, b),
        );
        #[allow(unused_imports)]
        use ::bt::__private::{RefineCondition as _, RefineKeep as _};
        let (
            bt_mark_2,
            bt_mark_3,
            bt_mark_4,
            bt_mark_6,
            bt_mark_7,
            bt_mark_8,
            bt_mark_10,
            bt_mark_11,
            bt_mark_12,
            bt_mark_14,
            bt_mark_15,
        ) = (
            (&&::bt::__private::Refine(&bt_leaf_2, bt_mark_2)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_3, bt_mark_3)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_4, bt_mark_4)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_6, bt_mark_6)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_7, bt_mark_7)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_8, bt_mark_8)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_10, bt_mark_10)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_11, bt_mark_11)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_12, bt_mark_12)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_14, bt_mark_14)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_15, bt_mark_15)).mark(),
        );
        ::bt::__private::tree(
            bt_witness,
            __BtNodeTable,
            (
                ((bt_mark_2, bt_mark_3), (bt_mark_4, (bt_mark_6, bt_mark_7))),
                (
                    (bt_mark_8, (bt_mark_10, bt_mark_11)),
                    (bt_mark_12, (bt_mark_14, bt_mark_15)),
                ),
            ),
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
                                        ::bt::__private::control::Parallel::<
                                            _,
                                            ::bt::__private::control::ConstThresholds<{ -1 }, 1>,
                                        >::with_const_thresholds(
                                            ::bt::__private::named((
                                                ::bt::__private::observe::Id::<_, 2>(bt_leaf_2),
                                                ::bt::__private::observe::Id::<_, 3>(bt_leaf_3),
                                                ::bt::__private::observe::Id::<_, 4>(bt_leaf_4),
                                            )),
                                        ),
                                    ),
                                    ::bt::__private::observe::Id::<
                                        _,
                                        5,
                                    >(
                                        ::bt::__private::control::Parallel::<
                                            _,
                                            ::bt::__private::control::ConstThresholds<2, 1>,
                                        >::with_const_thresholds(
                                            ::bt::__private::named((
                                                ::bt::__private::observe::Id::<_, 6>(bt_leaf_6),
                                                ::bt::__private::observe::Id::<_, 7>(bt_leaf_7),
                                                ::bt::__private::observe::Id::<_, 8>(bt_leaf_8),
                                            )),
                                        ),
                                    ),
                                    ::bt::__private::observe::Id::<
                                        _,
                                        9,
                                    >(
                                        ::bt::__private::control::Parallel::with_thresholds(
                                            ::bt::__private::named((
                                                ::bt::__private::observe::Id::<_, 10>(bt_leaf_10),
                                                ::bt::__private::observe::Id::<_, 11>(bt_leaf_11),
                                                ::bt::__private::observe::Id::<_, 12>(bt_leaf_12),
                                            )),
                                            -1,
                                            {
                                                const BT_THRESHOLD: ::core::primitive::i32 = FAILURES;
                                                const _: () = {
                                                    if !::bt::__private::threshold_fits(BT_THRESHOLD, 3usize) {
                                                        ::core::panic!(
                                                            "{}",
                                                            "`failure_count = FAILURES` can never be met: `parallel` has 3 children, so it could never fail; use at most 3, or a negative count (-1 = all children)"
                                                        );
                                                    }
                                                };
                                                BT_THRESHOLD
                                            },
                                        ),
                                    ),
                                    ::bt::__private::observe::Id::<
                                        _,
                                        13,
                                    >(
                                        ::bt::__private::control::ParallelAll::with_max_failures(
                                            ::bt::__private::named((
                                                ::bt::__private::observe::Id::<_, 14>(bt_leaf_14),
                                                ::bt::__private::observe::Id::<_, 15>(bt_leaf_15),
                                            )),
                                            2,
                                        ),
                                    ),
                                )),
                            ),
                        ),
                        #[cfg_attr(not(debug_assertions), inline(always))]
                        move |bt_parts, bt_id, bt_ctx, bt_walk| {
                            #[cfg(debug_assertions)]
                            let bt_result = {
                                let bt_out = 'bt_plan: {
                                    match bt_id {
                                        2 if ::bt::__private::may_run(&bt_mark_2) => {
                                            let bt_arm = ::bt::__private::plan_arm(
                                                &*bt_parts,
                                                &*bt_ctx,
                                                #[cfg_attr(not(debug_assertions), inline(always))]
                                                move |bt_parts, bt_ctx| {
                                                    let bt_out = 'bt_plan: {
                                                        let bt_root = &mut bt_parts.root;
                                                        let bt_n1 = ::bt::__private::child_at::<
                                                            0,
                                                            _,
                                                        >(&mut *bt_root);
                                                        if !::bt::__private::enter_child(&*bt_n1, 0) {
                                                            break 'bt_plan ::core::option::Option::None;
                                                        }
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
                                                        if ::bt::__private::is_running(bt_s) {
                                                            bt_parts.forget();
                                                            return bt_s;
                                                        }
                                                        ::bt::__private::finish(&mut *bt_root, 0, bt_s)
                                                    };
                                                    bt_walk.settle(bt_parts, 0, bt_out, bt_ctx)
                                                },
                                            );
                                            return bt_arm(bt_parts, bt_ctx);
                                        }
                                        3 if ::bt::__private::may_run(&bt_mark_3) => {
                                            let bt_arm = ::bt::__private::plan_arm(
                                                &*bt_parts,
                                                &*bt_ctx,
                                                #[cfg_attr(not(debug_assertions), inline(always))]
                                                move |bt_parts, bt_ctx| {
                                                    let bt_out = 'bt_plan: {
                                                        let bt_root = &mut bt_parts.root;
                                                        let bt_n1 = ::bt::__private::child_at::<
                                                            0,
                                                            _,
                                                        >(&mut *bt_root);
                                                        if !::bt::__private::enter_child(&*bt_n1, 1) {
                                                            break 'bt_plan ::core::option::Option::None;
                                                        }
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
                                                        if ::bt::__private::is_running(bt_s) {
                                                            bt_parts.forget();
                                                            return bt_s;
                                                        }
                                                        ::bt::__private::finish(&mut *bt_root, 0, bt_s)
                                                    };
                                                    bt_walk.settle(bt_parts, 0, bt_out, bt_ctx)
                                                },
                                            );
                                            return bt_arm(bt_parts, bt_ctx);
                                        }
                                        4 if ::bt::__private::may_run(&bt_mark_4) => {
                                            let bt_arm = ::bt::__private::plan_arm(
                                                &*bt_parts,
                                                &*bt_ctx,
                                                #[cfg_attr(not(debug_assertions), inline(always))]
                                                move |bt_parts, bt_ctx| {
                                                    let bt_out = 'bt_plan: {
                                                        let bt_root = &mut bt_parts.root;
                                                        let bt_n1 = ::bt::__private::child_at::<
                                                            0,
                                                            _,
                                                        >(&mut *bt_root);
                                                        if !::bt::__private::enter_child(&*bt_n1, 2) {
                                                            break 'bt_plan ::core::option::Option::None;
                                                        }
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
                                                        if ::bt::__private::is_running(bt_s) {
                                                            bt_parts.forget();
                                                            return bt_s;
                                                        }
                                                        ::bt::__private::finish(&mut *bt_root, 0, bt_s)
                                                    };
                                                    bt_walk.settle(bt_parts, 0, bt_out, bt_ctx)
                                                },
                                            );
                                            return bt_arm(bt_parts, bt_ctx);
                                        }
                                        6 if ::bt::__private::may_run(&bt_mark_6) => {
                                            let bt_arm = ::bt::__private::plan_arm(
                                                &*bt_parts,
                                                &*bt_ctx,
                                                #[cfg_attr(not(debug_assertions), inline(always))]
                                                move |bt_parts, bt_ctx| {
                                                    let bt_out = 'bt_plan: {
                                                        let bt_root = &mut bt_parts.root;
                                                        let bt_n1 = ::bt::__private::child_at::<
                                                            1,
                                                            _,
                                                        >(&mut *bt_root);
                                                        if !::bt::__private::enter_child(&*bt_n1, 0) {
                                                            break 'bt_plan ::core::option::Option::None;
                                                        }
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
                                                        if ::bt::__private::is_running(bt_s) {
                                                            bt_parts.forget();
                                                            return bt_s;
                                                        }
                                                        ::bt::__private::finish(&mut *bt_root, 1, bt_s)
                                                    };
                                                    bt_walk.settle(bt_parts, 0, bt_out, bt_ctx)
                                                },
                                            );
                                            return bt_arm(bt_parts, bt_ctx);
                                        }
                                        7 if ::bt::__private::may_run(&bt_mark_7) => {
                                            let bt_arm = ::bt::__private::plan_arm(
                                                &*bt_parts,
                                                &*bt_ctx,
                                                #[cfg_attr(not(debug_assertions), inline(always))]
                                                move |bt_parts, bt_ctx| {
                                                    let bt_out = 'bt_plan: {
                                                        let bt_root = &mut bt_parts.root;
                                                        let bt_n1 = ::bt::__private::child_at::<
                                                            1,
                                                            _,
                                                        >(&mut *bt_root);
                                                        if !::bt::__private::enter_child(&*bt_n1, 1) {
                                                            break 'bt_plan ::core::option::Option::None;
                                                        }
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
                                                        if ::bt::__private::is_running(bt_s) {
                                                            bt_parts.forget();
                                                            return bt_s;
                                                        }
                                                        ::bt::__private::finish(&mut *bt_root, 1, bt_s)
                                                    };
                                                    bt_walk.settle(bt_parts, 0, bt_out, bt_ctx)
                                                },
                                            );
                                            return bt_arm(bt_parts, bt_ctx);
                                        }
                                        8 if ::bt::__private::may_run(&bt_mark_8) => {
                                            let bt_arm = ::bt::__private::plan_arm(
                                                &*bt_parts,
                                                &*bt_ctx,
                                                #[cfg_attr(not(debug_assertions), inline(always))]
                                                move |bt_parts, bt_ctx| {
                                                    let bt_out = 'bt_plan: {
                                                        let bt_root = &mut bt_parts.root;
                                                        let bt_n1 = ::bt::__private::child_at::<
                                                            1,
                                                            _,
                                                        >(&mut *bt_root);
                                                        if !::bt::__private::enter_child(&*bt_n1, 2) {
                                                            break 'bt_plan ::core::option::Option::None;
                                                        }
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
                                                        if ::bt::__private::is_running(bt_s) {
                                                            bt_parts.forget();
                                                            return bt_s;
                                                        }
                                                        ::bt::__private::finish(&mut *bt_root, 1, bt_s)
                                                    };
                                                    bt_walk.settle(bt_parts, 0, bt_out, bt_ctx)
                                                },
                                            );
                                            return bt_arm(bt_parts, bt_ctx);
                                        }
                                        10 if ::bt::__private::may_run(&bt_mark_10) => {
                                            let bt_arm = ::bt::__private::plan_arm(
                                                &*bt_parts,
                                                &*bt_ctx,
                                                #[cfg_attr(not(debug_assertions), inline(always))]
                                                move |bt_parts, bt_ctx| {
                                                    let bt_out = 'bt_plan: {
                                                        let bt_root = &mut bt_parts.root;
                                                        let bt_n1 = ::bt::__private::child_at::<
                                                            2,
                                                            _,
                                                        >(&mut *bt_root);
                                                        if !::bt::__private::enter_child(&*bt_n1, 0) {
                                                            break 'bt_plan ::core::option::Option::None;
                                                        }
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
                                                        if ::bt::__private::is_running(bt_s) {
                                                            bt_parts.forget();
                                                            return bt_s;
                                                        }
                                                        ::bt::__private::finish(&mut *bt_root, 2, bt_s)
                                                    };
                                                    bt_walk.settle(bt_parts, 0, bt_out, bt_ctx)
                                                },
                                            );
                                            return bt_arm(bt_parts, bt_ctx);
                                        }
                                        11 if ::bt::__private::may_run(&bt_mark_11) => {
                                            let bt_arm = ::bt::__private::plan_arm(
                                                &*bt_parts,
                                                &*bt_ctx,
                                                #[cfg_attr(not(debug_assertions), inline(always))]
                                                move |bt_parts, bt_ctx| {
                                                    let bt_out = 'bt_plan: {
                                                        let bt_root = &mut bt_parts.root;
                                                        let bt_n1 = ::bt::__private::child_at::<
                                                            2,
                                                            _,
                                                        >(&mut *bt_root);
                                                        if !::bt::__private::enter_child(&*bt_n1, 1) {
                                                            break 'bt_plan ::core::option::Option::None;
                                                        }
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
                                                        if ::bt::__private::is_running(bt_s) {
                                                            bt_parts.forget();
                                                            return bt_s;
                                                        }
                                                        ::bt::__private::finish(&mut *bt_root, 2, bt_s)
                                                    };
                                                    bt_walk.settle(bt_parts, 0, bt_out, bt_ctx)
                                                },
                                            );
                                            return bt_arm(bt_parts, bt_ctx);
                                        }
                                        12 if ::bt::__private::may_run(&bt_mark_12) => {
                                            let bt_arm = ::bt::__private::plan_arm(
                                                &*bt_parts,
                                                &*bt_ctx,
                                                #[cfg_attr(not(debug_assertions), inline(always))]
                                                move |bt_parts, bt_ctx| {
                                                    let bt_out = 'bt_plan: {
                                                        let bt_root = &mut bt_parts.root;
                                                        let bt_n1 = ::bt::__private::child_at::<
                                                            2,
                                                            _,
                                                        >(&mut *bt_root);
                                                        if !::bt::__private::enter_child(&*bt_n1, 2) {
                                                            break 'bt_plan ::core::option::Option::None;
                                                        }
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
                                                        if ::bt::__private::is_running(bt_s) {
                                                            bt_parts.forget();
                                                            return bt_s;
                                                        }
                                                        ::bt::__private::finish(&mut *bt_root, 2, bt_s)
                                                    };
                                                    bt_walk.settle(bt_parts, 0, bt_out, bt_ctx)
                                                },
                                            );
                                            return bt_arm(bt_parts, bt_ctx);
                                        }
                                        _ => ::core::option::Option::None,
                                    }
                                };
                                bt_walk.settle(bt_parts, bt_id, bt_out, bt_ctx)
                            };
                            #[cfg(not(debug_assertions))]
                            let bt_result = {
                                let bt_arms = ::bt::__private::plan_table(
                                    &*bt_parts,
                                    &*bt_ctx,
                                    &[
                                        ::bt::__private::PlanEntry(|bt_parts, bt_ctx, _| {
                                            #[allow(unused_imports)]
                                            use ::bt::__private::{
                                                ProbeWalk as _, ProbeWalkFallback as _,
                                            };
                                            (&&::bt::__private::WalkProbe::of(&*bt_parts, &*bt_ctx))
                                                .walk(bt_parts, 0, bt_ctx)
                                        }),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            #[cfg_attr(not(debug_assertions), inline(always))]
                                            |bt_parts, bt_ctx, bt_table| {
                                                let bt_out = 'bt_plan: {
                                                    let bt_root = &mut bt_parts.root;
                                                    let bt_n1 = ::bt::__private::child_at::<
                                                        0,
                                                        _,
                                                    >(&mut *bt_root);
                                                    if !::bt::__private::enter_child(&*bt_n1, 0) {
                                                        break 'bt_plan ::core::option::Option::None;
                                                    }
                                                    let bt_s = {
                                                        let bt_leaf = ::bt::__private::child_at::<
                                                            0,
                                                            _,
                                                        >(&mut *bt_n1);
                                                        if !::core::cfg!(debug_assertions)
                                                            && !::bt::__private::leaf_may_run(&*bt_leaf, &*bt_ctx)
                                                        {
                                                            break 'bt_plan ::core::option::Option::None;
                                                        }
                                                        ::bt::__private::tick_leaf(bt_leaf, bt_ctx)
                                                    };
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
                                                    if ::bt::__private::is_running(bt_s) {
                                                        bt_parts.forget();
                                                        return bt_s;
                                                    }
                                                    ::bt::__private::finish(&mut *bt_root, 0, bt_s)
                                                };
                                                ::bt::__private::plan_settle(
                                                    bt_parts,
                                                    bt_out,
                                                    bt_ctx,
                                                    bt_table,
                                                )
                                            },
                                        ),
                                        ::bt::__private::PlanEntry(
                                            #[cfg_attr(not(debug_assertions), inline(always))]
                                            |bt_parts, bt_ctx, bt_table| {
                                                let bt_out = 'bt_plan: {
                                                    let bt_root = &mut bt_parts.root;
                                                    let bt_n1 = ::bt::__private::child_at::<
                                                        0,
                                                        _,
                                                    >(&mut *bt_root);
                                                    if !::bt::__private::enter_child(&*bt_n1, 1) {
                                                        break 'bt_plan ::core::option::Option::None;
                                                    }
                                                    let bt_s = {
                                                        let bt_leaf = ::bt::__private::child_at::<
                                                            1,
                                                            _,
                                                        >(&mut *bt_n1);
                                                        if !::core::cfg!(debug_assertions)
                                                            && !::bt::__private::leaf_may_run(&*bt_leaf, &*bt_ctx)
                                                        {
                                                            break 'bt_plan ::core::option::Option::None;
                                                        }
                                                        ::bt::__private::tick_leaf(bt_leaf, bt_ctx)
                                                    };
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
                                                    if ::bt::__private::is_running(bt_s) {
                                                        bt_parts.forget();
                                                        return bt_s;
                                                    }
                                                    ::bt::__private::finish(&mut *bt_root, 0, bt_s)
                                                };
                                                ::bt::__private::plan_settle(
                                                    bt_parts,
                                                    bt_out,
                                                    bt_ctx,
                                                    bt_table,
                                                )
                                            },
                                        ),
                                        ::bt::__private::PlanEntry(
                                            #[cfg_attr(not(debug_assertions), inline(always))]
                                            |bt_parts, bt_ctx, bt_table| {
                                                let bt_out = 'bt_plan: {
                                                    let bt_root = &mut bt_parts.root;
                                                    let bt_n1 = ::bt::__private::child_at::<
                                                        0,
                                                        _,
                                                    >(&mut *bt_root);
                                                    if !::bt::__private::enter_child(&*bt_n1, 2) {
                                                        break 'bt_plan ::core::option::Option::None;
                                                    }
                                                    let bt_s = {
                                                        let bt_leaf = ::bt::__private::child_at::<
                                                            2,
                                                            _,
                                                        >(&mut *bt_n1);
                                                        if !::core::cfg!(debug_assertions)
                                                            && !::bt::__private::leaf_may_run(&*bt_leaf, &*bt_ctx)
                                                        {
                                                            break 'bt_plan ::core::option::Option::None;
                                                        }
                                                        ::bt::__private::tick_leaf(bt_leaf, bt_ctx)
                                                    };
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
                                                    if ::bt::__private::is_running(bt_s) {
                                                        bt_parts.forget();
                                                        return bt_s;
                                                    }
                                                    ::bt::__private::finish(&mut *bt_root, 0, bt_s)
                                                };
                                                ::bt::__private::plan_settle(
                                                    bt_parts,
                                                    bt_out,
                                                    bt_ctx,
                                                    bt_table,
                                                )
                                            },
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            #[cfg_attr(not(debug_assertions), inline(always))]
                                            |bt_parts, bt_ctx, bt_table| {
                                                let bt_out = 'bt_plan: {
                                                    let bt_root = &mut bt_parts.root;
                                                    let bt_n1 = ::bt::__private::child_at::<
                                                        1,
                                                        _,
                                                    >(&mut *bt_root);
                                                    if !::bt::__private::enter_child(&*bt_n1, 0) {
                                                        break 'bt_plan ::core::option::Option::None;
                                                    }
                                                    let bt_s = {
                                                        let bt_leaf = ::bt::__private::child_at::<
                                                            0,
                                                            _,
                                                        >(&mut *bt_n1);
                                                        if !::core::cfg!(debug_assertions)
                                                            && !::bt::__private::leaf_may_run(&*bt_leaf, &*bt_ctx)
                                                        {
                                                            break 'bt_plan ::core::option::Option::None;
                                                        }
                                                        ::bt::__private::tick_leaf(bt_leaf, bt_ctx)
                                                    };
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
                                                    if ::bt::__private::is_running(bt_s) {
                                                        bt_parts.forget();
                                                        return bt_s;
                                                    }
                                                    ::bt::__private::finish(&mut *bt_root, 1, bt_s)
                                                };
                                                ::bt::__private::plan_settle(
                                                    bt_parts,
                                                    bt_out,
                                                    bt_ctx,
                                                    bt_table,
                                                )
                                            },
                                        ),
                                        ::bt::__private::PlanEntry(
                                            #[cfg_attr(not(debug_assertions), inline(always))]
                                            |bt_parts, bt_ctx, bt_table| {
                                                let bt_out = 'bt_plan: {
                                                    let bt_root = &mut bt_parts.root;
                                                    let bt_n1 = ::bt::__private::child_at::<
                                                        1,
                                                        _,
                                                    >(&mut *bt_root);
                                                    if !::bt::__private::enter_child(&*bt_n1, 1) {
                                                        break 'bt_plan ::core::option::Option::None;
                                                    }
                                                    let bt_s = {
                                                        let bt_leaf = ::bt::__private::child_at::<
                                                            1,
                                                            _,
                                                        >(&mut *bt_n1);
                                                        if !::core::cfg!(debug_assertions)
                                                            && !::bt::__private::leaf_may_run(&*bt_leaf, &*bt_ctx)
                                                        {
                                                            break 'bt_plan ::core::option::Option::None;
                                                        }
                                                        ::bt::__private::tick_leaf(bt_leaf, bt_ctx)
                                                    };
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
                                                    if ::bt::__private::is_running(bt_s) {
                                                        bt_parts.forget();
                                                        return bt_s;
                                                    }
                                                    ::bt::__private::finish(&mut *bt_root, 1, bt_s)
                                                };
                                                ::bt::__private::plan_settle(
                                                    bt_parts,
                                                    bt_out,
                                                    bt_ctx,
                                                    bt_table,
                                                )
                                            },
                                        ),
                                        ::bt::__private::PlanEntry(
                                            #[cfg_attr(not(debug_assertions), inline(always))]
                                            |bt_parts, bt_ctx, bt_table| {
                                                let bt_out = 'bt_plan: {
                                                    let bt_root = &mut bt_parts.root;
                                                    let bt_n1 = ::bt::__private::child_at::<
                                                        1,
                                                        _,
                                                    >(&mut *bt_root);
                                                    if !::bt::__private::enter_child(&*bt_n1, 2) {
                                                        break 'bt_plan ::core::option::Option::None;
                                                    }
                                                    let bt_s = {
                                                        let bt_leaf = ::bt::__private::child_at::<
                                                            2,
                                                            _,
                                                        >(&mut *bt_n1);
                                                        if !::core::cfg!(debug_assertions)
                                                            && !::bt::__private::leaf_may_run(&*bt_leaf, &*bt_ctx)
                                                        {
                                                            break 'bt_plan ::core::option::Option::None;
                                                        }
                                                        ::bt::__private::tick_leaf(bt_leaf, bt_ctx)
                                                    };
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
                                                    if ::bt::__private::is_running(bt_s) {
                                                        bt_parts.forget();
                                                        return bt_s;
                                                    }
                                                    ::bt::__private::finish(&mut *bt_root, 1, bt_s)
                                                };
                                                ::bt::__private::plan_settle(
                                                    bt_parts,
                                                    bt_out,
                                                    bt_ctx,
                                                    bt_table,
                                                )
                                            },
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            #[cfg_attr(not(debug_assertions), inline(always))]
                                            |bt_parts, bt_ctx, bt_table| {
                                                let bt_out = 'bt_plan: {
                                                    let bt_root = &mut bt_parts.root;
                                                    let bt_n1 = ::bt::__private::child_at::<
                                                        2,
                                                        _,
                                                    >(&mut *bt_root);
                                                    if !::bt::__private::enter_child(&*bt_n1, 0) {
                                                        break 'bt_plan ::core::option::Option::None;
                                                    }
                                                    let bt_s = {
                                                        let bt_leaf = ::bt::__private::child_at::<
                                                            0,
                                                            _,
                                                        >(&mut *bt_n1);
                                                        if !::core::cfg!(debug_assertions)
                                                            && !::bt::__private::leaf_may_run(&*bt_leaf, &*bt_ctx)
                                                        {
                                                            break 'bt_plan ::core::option::Option::None;
                                                        }
                                                        ::bt::__private::tick_leaf(bt_leaf, bt_ctx)
                                                    };
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
                                                    if ::bt::__private::is_running(bt_s) {
                                                        bt_parts.forget();
                                                        return bt_s;
                                                    }
                                                    ::bt::__private::finish(&mut *bt_root, 2, bt_s)
                                                };
                                                ::bt::__private::plan_settle(
                                                    bt_parts,
                                                    bt_out,
                                                    bt_ctx,
                                                    bt_table,
                                                )
                                            },
                                        ),
                                        ::bt::__private::PlanEntry(
                                            #[cfg_attr(not(debug_assertions), inline(always))]
                                            |bt_parts, bt_ctx, bt_table| {
                                                let bt_out = 'bt_plan: {
                                                    let bt_root = &mut bt_parts.root;
                                                    let bt_n1 = ::bt::__private::child_at::<
                                                        2,
                                                        _,
                                                    >(&mut *bt_root);
                                                    if !::bt::__private::enter_child(&*bt_n1, 1) {
                                                        break 'bt_plan ::core::option::Option::None;
                                                    }
                                                    let bt_s = {
                                                        let bt_leaf = ::bt::__private::child_at::<
                                                            1,
                                                            _,
                                                        >(&mut *bt_n1);
                                                        if !::core::cfg!(debug_assertions)
                                                            && !::bt::__private::leaf_may_run(&*bt_leaf, &*bt_ctx)
                                                        {
                                                            break 'bt_plan ::core::option::Option::None;
                                                        }
                                                        ::bt::__private::tick_leaf(bt_leaf, bt_ctx)
                                                    };
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
                                                    if ::bt::__private::is_running(bt_s) {
                                                        bt_parts.forget();
                                                        return bt_s;
                                                    }
                                                    ::bt::__private::finish(&mut *bt_root, 2, bt_s)
                                                };
                                                ::bt::__private::plan_settle(
                                                    bt_parts,
                                                    bt_out,
                                                    bt_ctx,
                                                    bt_table,
                                                )
                                            },
                                        ),
                                        ::bt::__private::PlanEntry(
                                            #[cfg_attr(not(debug_assertions), inline(always))]
                                            |bt_parts, bt_ctx, bt_table| {
                                                let bt_out = 'bt_plan: {
                                                    let bt_root = &mut bt_parts.root;
                                                    let bt_n1 = ::bt::__private::child_at::<
                                                        2,
                                                        _,
                                                    >(&mut *bt_root);
                                                    if !::bt::__private::enter_child(&*bt_n1, 2) {
                                                        break 'bt_plan ::core::option::Option::None;
                                                    }
                                                    let bt_s = {
                                                        let bt_leaf = ::bt::__private::child_at::<
                                                            2,
                                                            _,
                                                        >(&mut *bt_n1);
                                                        if !::core::cfg!(debug_assertions)
                                                            && !::bt::__private::leaf_may_run(&*bt_leaf, &*bt_ctx)
                                                        {
                                                            break 'bt_plan ::core::option::Option::None;
                                                        }
                                                        ::bt::__private::tick_leaf(bt_leaf, bt_ctx)
                                                    };
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
                                                    if ::bt::__private::is_running(bt_s) {
                                                        bt_parts.forget();
                                                        return bt_s;
                                                    }
                                                    ::bt::__private::finish(&mut *bt_root, 2, bt_s)
                                                };
                                                ::bt::__private::plan_settle(
                                                    bt_parts,
                                                    bt_out,
                                                    bt_ctx,
                                                    bt_table,
                                                )
                                            },
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<0, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(
                                            ::bt::__private::plan_goto::<255, _, _, _, _>,
                                        ),
                                        ::bt::__private::PlanEntry(|bt_parts, bt_ctx, _| {
                                            #[allow(unused_imports)]
                                            use ::bt::__private::{
                                                ProbeWalk as _, ProbeWalkFallback as _,
                                            };
                                            (&&::bt::__private::WalkProbe::of(&*bt_parts, &*bt_ctx))
                                                .walk(bt_parts, 255, bt_ctx)
                                        }),
                                    ],
                                );
                                let bt_apart = 0 + ::bt::__private::runs(&bt_mark_2)
                                    + ::bt::__private::runs(&bt_mark_3)
                                    + ::bt::__private::runs(&bt_mark_4)
                                    + ::bt::__private::runs(&bt_mark_6)
                                    + ::bt::__private::runs(&bt_mark_7)
                                    + ::bt::__private::runs(&bt_mark_8)
                                    + ::bt::__private::runs(&bt_mark_10)
                                    + ::bt::__private::runs(&bt_mark_11)
                                    + ::bt::__private::runs(&bt_mark_12) > 8;
                                if bt_apart {
                                    return ::bt::__private::plan_dispatch(
                                        bt_arms,
                                        bt_parts,
                                        bt_id,
                                        bt_ctx,
                                        bt_walk,
                                    );
                                }
                                let bt_out = match bt_id {
                                    2 if ::bt::__private::may_run(&bt_mark_2) => {
                                        return (bt_arms[2].0)(bt_parts, bt_ctx, bt_arms);
                                    }
                                    3 if ::bt::__private::may_run(&bt_mark_3) => {
                                        return (bt_arms[3].0)(bt_parts, bt_ctx, bt_arms);
                                    }
                                    4 if ::bt::__private::may_run(&bt_mark_4) => {
                                        return (bt_arms[4].0)(bt_parts, bt_ctx, bt_arms);
                                    }
                                    6 if ::bt::__private::may_run(&bt_mark_6) => {
                                        return (bt_arms[6].0)(bt_parts, bt_ctx, bt_arms);
                                    }
                                    7 if ::bt::__private::may_run(&bt_mark_7) => {
                                        return (bt_arms[7].0)(bt_parts, bt_ctx, bt_arms);
                                    }
                                    8 if ::bt::__private::may_run(&bt_mark_8) => {
                                        return (bt_arms[8].0)(bt_parts, bt_ctx, bt_arms);
                                    }
                                    10 if ::bt::__private::may_run(&bt_mark_10) => {
                                        return (bt_arms[10].0)(bt_parts, bt_ctx, bt_arms);
                                    }
                                    11 if ::bt::__private::may_run(&bt_mark_11) => {
                                        return (bt_arms[11].0)(bt_parts, bt_ctx, bt_arms);
                                    }
                                    12 if ::bt::__private::may_run(&bt_mark_12) => {
                                        return (bt_arms[12].0)(bt_parts, bt_ctx, bt_arms);
                                    }
                                    _ => ::core::option::Option::None,
                                };
                                bt_walk.settle(bt_parts, bt_id, bt_out, bt_ctx)
                            };
                            bt_result
                        },
                    ),
                    witness: &bt_witness,
                }
                    .root()
            },
        )
    };
}
