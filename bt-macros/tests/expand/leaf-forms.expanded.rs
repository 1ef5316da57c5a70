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
                ::bt::__private::leaf_row(0, 5, "MoveTo", 1),
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
        let (
            (bt_leaf_2, bt_mark_2),
            (bt_leaf_3, bt_mark_3),
            (bt_leaf_4, bt_mark_4),
            (bt_leaf_5, bt_mark_5),
            (bt_leaf_6, bt_mark_6),
            (bt_leaf_7, bt_mark_7),
            (bt_leaf_9, bt_mark_9),
        ) = (
            ::bt::__private::leaf(&bt_witness, is_ready),
            ::bt::__private::leaf(&bt_witness, agent::shoot),
            ::bt::__private::leaf(&bt_witness, check::<Agent>),
            ::bt::__private::leaf(&bt_witness, move_to(GOAL)),
            ::bt::__private::leaf(&bt_witness, MoveTo { target: 3 }),
            ::bt::__private::leaf(
                &bt_witness,
                {
                    let speed = 2;
                    walk(speed)
                },
            ),
            ::bt::__private::leaf(&bt_witness, subtree),
        );
        let ((bt_leaf_1, bt_mark_1), (bt_leaf_8, bt_mark_8)) = (
            ::bt::__private::leaf(
                &bt_witness,
                ::bt::__private::closure(&bt_witness, |agent| agent.ready),
            ),
            ::bt::__private::leaf(
                &bt_witness,
                ::bt::__private::closure(&bt_witness, |agent| agent.done),
            ),
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
        );
        ::bt::__private::tree(
            bt_witness,
            __BtNodeTable,
            (
                ((bt_mark_1, bt_mark_2), (bt_mark_3, bt_mark_4)),
                ((bt_mark_5, bt_mark_6), (bt_mark_7, (bt_mark_8, bt_mark_9))),
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
                                    ::bt::__private::observe::Id::<_, 1>(bt_leaf_1),
                                    ::bt::__private::observe::Id::<_, 2>(bt_leaf_2),
                                    ::bt::__private::observe::Id::<_, 3>(bt_leaf_3),
                                    ::bt::__private::observe::Id::<_, 4>(bt_leaf_4),
                                    ::bt::__private::observe::Id::<_, 5>(bt_leaf_5),
                                    ::bt::__private::observe::Id::<_, 6>(bt_leaf_6),
                                    ::bt::__private::observe::Id::<_, 7>(bt_leaf_7),
                                    ::bt::__private::observe::Id::<_, 8>(bt_leaf_8),
                                    ::bt::__private::observe::Id::<_, 9>(bt_leaf_9),
                                    ::bt::__private::observe::Id::<
                                        _,
                                        10,
                                    >(::bt::__private::leaf::AlwaysSuccess),
                                )),
                            ),
                        ),
                        #[cfg_attr(not(debug_assertions), inline(always))]
                        move |bt_parts, bt_id, bt_ctx, bt_walk| {
                            #[cfg(debug_assertions)]
                            let bt_result = {
                                let bt_out = 'bt_plan: {
                                    match bt_id {
                                        1 if ::bt::__private::may_run(&bt_mark_1) => {
                                            let bt_arm = ::bt::__private::plan_arm(
                                                &*bt_parts,
                                                &*bt_ctx,
                                                #[cfg_attr(not(debug_assertions), inline(always))]
                                                move |bt_parts, bt_ctx| {
                                                    let bt_out = 'bt_plan: {
                                                        let bt_root = &mut bt_parts.root;
                                                        let bt_s = ::bt::__private::tick_leaf(
                                                            ::bt::__private::child_at::<0, _>(&mut *bt_root),
                                                            bt_ctx,
                                                        );
                                                        if ::bt::__private::is_running(bt_s) {
                                                            return bt_s;
                                                        }
                                                        ::bt::__private::finish(&mut *bt_root, 0, bt_s)
                                                    };
                                                    bt_walk.settle(bt_parts, 0, bt_out, bt_ctx)
                                                },
                                            );
                                            return bt_arm(bt_parts, bt_ctx);
                                        }
                                        2 if ::bt::__private::may_run(&bt_mark_2) => {
                                            let bt_arm = ::bt::__private::plan_arm(
                                                &*bt_parts,
                                                &*bt_ctx,
                                                #[cfg_attr(not(debug_assertions), inline(always))]
                                                move |bt_parts, bt_ctx| {
                                                    let bt_out = 'bt_plan: {
                                                        let bt_root = &mut bt_parts.root;
                                                        let bt_s = ::bt::__private::tick_leaf(
                                                            ::bt::__private::child_at::<1, _>(&mut *bt_root),
                                                            bt_ctx,
                                                        );
                                                        if ::bt::__private::is_running(bt_s) {
                                                            return bt_s;
                                                        }
                                                        ::bt::__private::finish(&mut *bt_root, 1, bt_s)
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
                                                        let bt_s = ::bt::__private::tick_leaf(
                                                            ::bt::__private::child_at::<2, _>(&mut *bt_root),
                                                            bt_ctx,
                                                        );
                                                        if ::bt::__private::is_running(bt_s) {
                                                            return bt_s;
                                                        }
                                                        ::bt::__private::finish(&mut *bt_root, 2, bt_s)
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
                                                        let bt_s = ::bt::__private::tick_leaf(
                                                            ::bt::__private::child_at::<3, _>(&mut *bt_root),
                                                            bt_ctx,
                                                        );
                                                        if ::bt::__private::is_running(bt_s) {
                                                            return bt_s;
                                                        }
                                                        ::bt::__private::finish(&mut *bt_root, 3, bt_s)
                                                    };
                                                    bt_walk.settle(bt_parts, 0, bt_out, bt_ctx)
                                                },
                                            );
                                            return bt_arm(bt_parts, bt_ctx);
                                        }
                                        5 if ::bt::__private::may_run(&bt_mark_5) => {
                                            let bt_arm = ::bt::__private::plan_arm(
                                                &*bt_parts,
                                                &*bt_ctx,
                                                #[cfg_attr(not(debug_assertions), inline(always))]
                                                move |bt_parts, bt_ctx| {
                                                    let bt_out = 'bt_plan: {
                                                        let bt_root = &mut bt_parts.root;
                                                        let bt_s = ::bt::__private::tick_leaf(
                                                            ::bt::__private::child_at::<4, _>(&mut *bt_root),
                                                            bt_ctx,
                                                        );
                                                        if ::bt::__private::is_running(bt_s) {
                                                            return bt_s;
                                                        }
                                                        ::bt::__private::finish(&mut *bt_root, 4, bt_s)
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
                                                        let bt_s = ::bt::__private::tick_leaf(
                                                            ::bt::__private::child_at::<5, _>(&mut *bt_root),
                                                            bt_ctx,
                                                        );
                                                        if ::bt::__private::is_running(bt_s) {
                                                            return bt_s;
                                                        }
                                                        ::bt::__private::finish(&mut *bt_root, 5, bt_s)
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
                                                        let bt_s = ::bt::__private::tick_leaf(
                                                            ::bt::__private::child_at::<6, _>(&mut *bt_root),
                                                            bt_ctx,
                                                        );
                                                        if ::bt::__private::is_running(bt_s) {
                                                            return bt_s;
                                                        }
                                                        ::bt::__private::finish(&mut *bt_root, 6, bt_s)
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
                                                        let bt_s = ::bt::__private::tick_leaf(
                                                            ::bt::__private::child_at::<7, _>(&mut *bt_root),
                                                            bt_ctx,
                                                        );
                                                        if ::bt::__private::is_running(bt_s) {
                                                            return bt_s;
                                                        }
                                                        ::bt::__private::finish(&mut *bt_root, 7, bt_s)
                                                    };
                                                    bt_walk.settle(bt_parts, 0, bt_out, bt_ctx)
                                                },
                                            );
                                            return bt_arm(bt_parts, bt_ctx);
                                        }
                                        9 if ::bt::__private::may_run(&bt_mark_9) => {
                                            let bt_arm = ::bt::__private::plan_arm(
                                                &*bt_parts,
                                                &*bt_ctx,
                                                #[cfg_attr(not(debug_assertions), inline(always))]
                                                move |bt_parts, bt_ctx| {
                                                    let bt_out = 'bt_plan: {
                                                        let bt_root = &mut bt_parts.root;
                                                        let bt_s = ::bt::__private::tick_leaf(
                                                            ::bt::__private::child_at::<8, _>(&mut *bt_root),
                                                            bt_ctx,
                                                        );
                                                        if ::bt::__private::is_running(bt_s) {
                                                            return bt_s;
                                                        }
                                                        ::bt::__private::finish(&mut *bt_root, 8, bt_s)
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
                                            #[cfg_attr(not(debug_assertions), inline(always))]
                                            |bt_parts, bt_ctx, bt_table| {
                                                let bt_out = 'bt_plan: {
                                                    let bt_root = &mut bt_parts.root;
                                                    let bt_s = {
                                                        let bt_leaf = ::bt::__private::child_at::<
                                                            0,
                                                            _,
                                                        >(&mut *bt_root);
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
                                                    let bt_s = {
                                                        let bt_leaf = ::bt::__private::child_at::<
                                                            1,
                                                            _,
                                                        >(&mut *bt_root);
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
                                                    let bt_s = {
                                                        let bt_leaf = ::bt::__private::child_at::<
                                                            2,
                                                            _,
                                                        >(&mut *bt_root);
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
                                                    let bt_s = {
                                                        let bt_leaf = ::bt::__private::child_at::<
                                                            3,
                                                            _,
                                                        >(&mut *bt_root);
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
                                                    ::bt::__private::finish(&mut *bt_root, 3, bt_s)
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
                                                    let bt_s = {
                                                        let bt_leaf = ::bt::__private::child_at::<
                                                            4,
                                                            _,
                                                        >(&mut *bt_root);
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
                                                    ::bt::__private::finish(&mut *bt_root, 4, bt_s)
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
                                                    let bt_s = {
                                                        let bt_leaf = ::bt::__private::child_at::<
                                                            5,
                                                            _,
                                                        >(&mut *bt_root);
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
                                                    ::bt::__private::finish(&mut *bt_root, 5, bt_s)
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
                                                    let bt_s = {
                                                        let bt_leaf = ::bt::__private::child_at::<
                                                            6,
                                                            _,
                                                        >(&mut *bt_root);
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
                                                    ::bt::__private::finish(&mut *bt_root, 6, bt_s)
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
                                                    let bt_s = {
                                                        let bt_leaf = ::bt::__private::child_at::<
                                                            7,
                                                            _,
                                                        >(&mut *bt_root);
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
                                                    ::bt::__private::finish(&mut *bt_root, 7, bt_s)
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
                                                    let bt_s = {
                                                        let bt_leaf = ::bt::__private::child_at::<
                                                            8,
                                                            _,
                                                        >(&mut *bt_root);
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
                                                    ::bt::__private::finish(&mut *bt_root, 8, bt_s)
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
                                let bt_apart = 0 + ::bt::__private::runs(&bt_mark_1)
                                    + ::bt::__private::runs(&bt_mark_2)
                                    + ::bt::__private::runs(&bt_mark_3)
                                    + ::bt::__private::runs(&bt_mark_4)
                                    + ::bt::__private::runs(&bt_mark_5)
                                    + ::bt::__private::runs(&bt_mark_6)
                                    + ::bt::__private::runs(&bt_mark_7)
                                    + ::bt::__private::runs(&bt_mark_8)
                                    + ::bt::__private::runs(&bt_mark_9) > 8;
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
                                    1 if ::bt::__private::may_run(&bt_mark_1) => {
                                        return (bt_arms[1].0)(bt_parts, bt_ctx, bt_arms);
                                    }
                                    2 if ::bt::__private::may_run(&bt_mark_2) => {
                                        return (bt_arms[2].0)(bt_parts, bt_ctx, bt_arms);
                                    }
                                    3 if ::bt::__private::may_run(&bt_mark_3) => {
                                        return (bt_arms[3].0)(bt_parts, bt_ctx, bt_arms);
                                    }
                                    4 if ::bt::__private::may_run(&bt_mark_4) => {
                                        return (bt_arms[4].0)(bt_parts, bt_ctx, bt_arms);
                                    }
                                    5 if ::bt::__private::may_run(&bt_mark_5) => {
                                        return (bt_arms[5].0)(bt_parts, bt_ctx, bt_arms);
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
                                    9 if ::bt::__private::may_run(&bt_mark_9) => {
                                        return (bt_arms[9].0)(bt_parts, bt_ctx, bt_arms);
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
