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
                    &[1, 3, 5, 7, 9, 11, 13, 15, 17],
                    &[],
                ),
                ::bt::__private::node_row(
                    0,
                    ::bt::__private::table::Kind::REPEAT,
                    "repeat",
                    1,
                    &[2],
                    &[("num_cycles", "3")],
                ),
                ::bt::__private::leaf_row(1, 0, "act", 2),
                ::bt::__private::node_row(
                    0,
                    ::bt::__private::table::Kind::RETRY,
                    "retry",
                    1,
                    &[4],
                    &[("num_attempts", "-1")],
                ),
                ::bt::__private::leaf_row(3, 1, "act", 2),
                ::bt::__private::node_row(
                    0,
                    ::bt::__private::table::Kind::TIMEOUT,
                    "timeout",
                    1,
                    &[6],
                    &[("msec", "250")],
                ),
                ::bt::__private::leaf_row(5, 2, "act", 2),
                ::bt::__private::node_row(
                    0,
                    ::bt::__private::table::Kind::DELAY,
                    "delay",
                    1,
                    &[8],
                    &[("delay_msec", "100")],
                ),
                ::bt::__private::leaf_row(7, 3, "act", 2),
                ::bt::__private::node_row(
                    0,
                    ::bt::__private::table::Kind::RUN_ONCE,
                    "run_once",
                    1,
                    &[10],
                    &[("then_skip", "true")],
                ),
                ::bt::__private::leaf_row(9, 4, "act", 2),
                ::bt::__private::node_row(
                    0,
                    ::bt::__private::table::Kind::RUN_ONCE,
                    "run_once",
                    1,
                    &[12],
                    &[("then_skip", "false")],
                ),
                ::bt::__private::leaf_row(11, 5, "act", 2),
                ::bt::__private::node_row(
                    0,
                    ::bt::__private::table::Kind::SKIP_IF,
                    "skip_if",
                    1,
                    &[14],
                    &[("condition", "is_done")],
                ),
                ::bt::__private::leaf_row(13, 6, "act", 2),
                ::bt::__private::node_row(
                    0,
                    ::bt::__private::table::Kind::WHILE,
                    "while_",
                    1,
                    &[16],
                    &[("condition", "closure")],
                ),
                ::bt::__private::leaf_row(15, 7, "act", 2),
                ::bt::__private::node_row(
                    0,
                    ::bt::__private::table::Kind::SLEEP,
                    "sleep",
                    1,
                    &[],
                    &[("msec", "50")],
                ),
            ];
        }
        let bt_witness = ::bt::__private::Witness::new();
        let (
            (bt_leaf_2, bt_mark_2),
            (bt_leaf_4, bt_mark_4),
            (bt_leaf_6, bt_mark_6),
            (bt_leaf_8, bt_mark_8),
            (bt_leaf_10, bt_mark_10),
            (bt_leaf_12, bt_mark_12),
            bt_arg_13_0,
            (bt_leaf_14, bt_mark_14),
            (bt_leaf_16, bt_mark_16),
        ) = (
            ::bt::__private::leaf(&bt_witness, act),
            ::bt::__private::leaf(&bt_witness, act),
            ::bt::__private::leaf(&bt_witness, act),
            ::bt::__private::leaf(&bt_witness, act),
            ::bt::__private::leaf(&bt_witness, act),
            ::bt::__private::leaf(&bt_witness, act),
            ::bt::__private::as_leaf(&bt_witness, is_done),
            ::bt::__private::leaf(&bt_witness, act),
            ::bt::__private::leaf(&bt_witness, act),
        );
        let bt_arg_15_0 = ::bt::__private::as_leaf(
            &bt_witness,
            ::bt::__private::closure(&bt_witness, |agent| agent.busy),
        );
        #[allow(unused_imports)]
        use ::bt::__private::{RefineCondition as _, RefineKeep as _};
        let (
            bt_mark_2,
            bt_mark_4,
            bt_mark_6,
            bt_mark_8,
            bt_mark_10,
            bt_mark_12,
            bt_mark_14,
            bt_mark_16,
        ) = (
            (&&::bt::__private::Refine(&bt_leaf_2, bt_mark_2)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_4, bt_mark_4)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_6, bt_mark_6)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_8, bt_mark_8)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_10, bt_mark_10)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_12, bt_mark_12)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_14, bt_mark_14)).mark(),
            (&&::bt::__private::Refine(&bt_leaf_16, bt_mark_16)).mark(),
        );
        ::bt::__private::tree(
            bt_witness,
            __BtNodeTable,
            (
                ((bt_mark_2, bt_mark_4), (bt_mark_6, bt_mark_8)),
                ((bt_mark_10, bt_mark_12), (bt_mark_14, bt_mark_16)),
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
                                        ::bt::__private::decorator::Repeat::<
                                            _,
                                            ::bt::__private::decorator::ConstLimit<3>,
                                        >::with_const_limit(
                                            ::bt::__private::observe::Id::<_, 2>(bt_leaf_2),
                                        ),
                                    ),
                                    ::bt::__private::observe::Id::<
                                        _,
                                        3,
                                    >(
                                        ::bt::__private::decorator::Retry::<
                                            _,
                                            ::bt::__private::decorator::ConstLimit<{ -1 }>,
                                        >::with_const_limit(
                                            ::bt::__private::observe::Id::<_, 4>(bt_leaf_4),
                                        ),
                                    ),
                                    ::bt::__private::observe::Id::<
                                        _,
                                        5,
                                    >(
                                        ::bt::__private::node(
                                            &bt_witness,
                                            ::bt::__private::decorator::Timeout::<
                                                _,
                                                ::bt::__private::decorator::ConstMillis<250>,
                                            >::with_const_msec(
                                                ::bt::__private::observe::Id::<_, 6>(bt_leaf_6),
                                            ),
                                        ),
                                    ),
                                    ::bt::__private::observe::Id::<
                                        _,
                                        7,
                                    >(
                                        ::bt::__private::node(
                                            &bt_witness,
                                            ::bt::__private::decorator::Delay::<
                                                _,
                                                ::bt::__private::decorator::ConstMillis<100>,
                                            >::with_const_msec(
                                                ::bt::__private::observe::Id::<_, 8>(bt_leaf_8),
                                            ),
                                        ),
                                    ),
                                    ::bt::__private::observe::Id::<
                                        _,
                                        9,
                                    >(
                                        ::bt::__private::decorator::RunOnce::with_then_skip(
                                            true,
                                            ::bt::__private::observe::Id::<_, 10>(bt_leaf_10),
                                        ),
                                    ),
                                    ::bt::__private::observe::Id::<
                                        _,
                                        11,
                                    >(
                                        ::bt::__private::decorator::RunOnce::with_then_skip(
                                            false,
                                            ::bt::__private::observe::Id::<_, 12>(bt_leaf_12),
                                        ),
                                    ),
                                    ::bt::__private::observe::Id::<
                                        _,
                                        13,
                                    >(
                                        ::bt::__private::decorator::SkipIf::new(
                                            bt_arg_13_0,
                                            ::bt::__private::observe::Id::<_, 14>(bt_leaf_14),
                                        ),
                                    ),
                                    ::bt::__private::observe::Id::<
                                        _,
                                        15,
                                    >(
                                        ::bt::__private::decorator::While::new(
                                            bt_arg_15_0,
                                            ::bt::__private::observe::Id::<_, 16>(bt_leaf_16),
                                        ),
                                    ),
                                    ::bt::__private::observe::Id::<
                                        _,
                                        17,
                                    >(
                                        ::bt::__private::node(
                                            &bt_witness,
                                            ::bt::__private::leaf::Sleep::<
                                                ::bt::__private::decorator::ConstMillis<50>,
                                            >::with_const_msec(),
                                        ),
                                    ),
                                )),
                            ),
                        ),
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
                                    4 if ::bt::__private::may_run(&bt_mark_4) => {
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
                                    6 if ::bt::__private::may_run(&bt_mark_6) => {
                                        let bt_root = &mut bt_parts.root;
                                        let bt_n1 = ::bt::__private::child_at::<
                                            2,
                                            _,
                                        >(&mut *bt_root);
                                        if !{
                                            #[allow(unused_imports)]
                                            use ::bt::__private::{
                                                ProbeEnter as _, ProbeEnterFallback as _,
                                            };
                                            (&&::bt::__private::Probe::of(&*bt_n1, &*bt_ctx))
                                                .enter(&*bt_n1, &*bt_ctx)
                                        } {
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
                                        ::bt::__private::finish(&mut *bt_root, 2, bt_s)
                                    }
                                    8 if ::bt::__private::may_run(&bt_mark_8) => {
                                        let bt_root = &mut bt_parts.root;
                                        let bt_n1 = ::bt::__private::child_at::<
                                            3,
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
                                        ::bt::__private::finish(&mut *bt_root, 3, bt_s)
                                    }
                                    10 if ::bt::__private::may_run(&bt_mark_10) => {
                                        let bt_root = &mut bt_parts.root;
                                        let bt_n1 = ::bt::__private::child_at::<
                                            4,
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
                                        ::bt::__private::finish(&mut *bt_root, 4, bt_s)
                                    }
                                    12 if ::bt::__private::may_run(&bt_mark_12) => {
                                        let bt_root = &mut bt_parts.root;
                                        let bt_n1 = ::bt::__private::child_at::<
                                            5,
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
                                        ::bt::__private::finish(&mut *bt_root, 5, bt_s)
                                    }
                                    14 if ::bt::__private::may_run(&bt_mark_14) => {
                                        let bt_root = &mut bt_parts.root;
                                        let bt_n1 = ::bt::__private::child_at::<
                                            6,
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
                                        ::bt::__private::finish(&mut *bt_root, 6, bt_s)
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
