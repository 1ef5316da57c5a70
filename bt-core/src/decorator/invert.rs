use crate::observe::{Drive, Ticker, node_via_ticker, tick_fresh_via_ticker};
use crate::{Node, Status};

macro_rules! stateless_decorator {
    ($(#[$doc:meta])* $name:ident, |$s:ident| $map:expr) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
        pub struct $name<N>(pub N);

        impl<N> $name<N> {
            /// Decorates `child`.
            pub const fn new(child: N) -> Self {
                Self(child)
            }
        }

        impl<C: ?Sized, N: Node<C>> Drive<C> for $name<N> {
            #[inline]
            fn run<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) -> Status {
                let $s = t.tick(&mut self.0, ctx);
                $map
            }

            #[inline]
            fn stop<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) {
                t.halt(&mut self.0, ctx);
            }
        }

        super::resume_through! {
            impl[N] $name<N>;
            child: |this| &mut this.0;
            finish: |_this, $s| Some($map);
        }

impl<C: ?Sized, N: Node<C>> Node<C> for $name<N> {
    node_via_ticker!();
    tick_fresh_via_ticker!();

    // `Running` and `Skipped` come only from the child.
    crate::node::hints_from!(0);
}
    };
}

stateless_decorator!(
    /// Swaps `Success` and `Failure`; `Running` and `Skipped` pass through
    /// (BehaviorTree.CPP's `Inverter`).
    Inverter,
    |s| match s {
        Status::Success => Status::Failure,
        Status::Failure => Status::Success,
        other => other,
    }
);

stateless_decorator!(
    /// A finished child becomes `Success`; `Running` and `Skipped` pass
    /// through (BehaviorTree.CPP's `ForceSuccess`).
    ForceSuccess,
    |s| if s.is_completed() { Status::Success } else { s }
);

stateless_decorator!(
    /// A finished child becomes `Failure`; `Running` and `Skipped` pass
    /// through (BehaviorTree.CPP's `ForceFailure`).
    ForceFailure,
    |s| if s.is_completed() { Status::Failure } else { s }
);

stateless_decorator!(
    /// A subtree: its child's status, unchanged (BehaviorTree.CPP's
    /// `SubTree` node, which `<SubTree ID="..">` makes). It is there to be
    /// seen: observers and logs show it, and the exports write its child
    /// as a `<BehaviorTree>` of its own, named by the node's BT.CPP ID.
    SubTree,
    |s| s
);

/// A decorator that can be running while its child is not (it turns the
/// child's success into `Running`), so it remembers whether the child runs
/// and halts it only then (G1/G3: a halt reaches only running nodes).
macro_rules! looping_decorator {
    ($(#[$doc:meta])* $name:ident, |$s:ident| $map:expr) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
        pub struct $name<N> {
            child: N,
            child_running: bool,
        }

        impl<N> $name<N> {
            /// Decorates `child`.
            pub const fn new(child: N) -> Self {
                Self { child, child_running: false }
            }
        }

        impl<C: ?Sized, N: Node<C>> Drive<C> for $name<N> {
            #[inline]
            fn run<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) -> Status {
                let $s = t.tick(&mut self.child, ctx);
                self.child_running = matches!($s, Status::Running);
                $map
            }

            #[inline]
            fn stop<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) {
                super::halt_if_running(&mut self.child, &mut self.child_running, ctx, t);
            }
        }

impl<C: ?Sized, N: Node<C>> Node<C> for $name<N> {
    node_via_ticker!();
}
    };
}

looping_decorator!(
    /// `Running` while the child succeeds, `Failure` when it fails
    /// (BehaviorTree.CPP's `KeepRunningUntilFailure`). Each tick runs the
    /// child once. A skipped child also gives `Running`, as in BehaviorTree.CPP.
    KeepRunningUntilFailure,
    |s| if matches!(s, Status::Failure) { Status::Failure } else { Status::Running }
);

looping_decorator!(
    /// `Running` while the child succeeds, `Success` when it fails (the C#
    /// `RepeatUntilFail` decorator). Each tick runs the child once;
    /// `Running` and `Skipped` pass through.
    RepeatUntilFailure,
    |s| match s {
        Status::Success => Status::Running,
        Status::Failure => Status::Success,
        other => other,
    }
);
