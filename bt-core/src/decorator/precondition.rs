use crate::observe::{Drive, Ticker, node_via_ticker};
use crate::{Node, Status};

/// Evaluates a precondition: a leaf whose `Success` means true. A condition
/// that is still running counts as false and is halted, so it never stays
/// running behind the decorator's back.
#[inline]
fn holds<C: ?Sized, P: Node<C>, T: Ticker<C>>(
    condition: &mut P,
    ctx: &mut C,
    ticker: &mut T,
) -> bool {
    match ticker.tick(condition, ctx) {
        Status::Success => true,
        Status::Running => {
            ticker.halt(condition, ctx);
            false
        }
        Status::Failure | Status::Skipped => false,
    }
}

macro_rules! start_precondition {
    ($(#[$doc:meta])* $name:ident, when = $when:literal, returns = $ret:expr) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug)]
        pub struct $name<P, N> {
            condition: P,
            child: N,
            child_running: bool,
        }

        impl<P, N> $name<P, N> {
            /// Guards `child` with `condition`.
            pub const fn new(condition: P, child: N) -> Self {
                Self { condition, child, child_running: false }
            }
        }

        impl<C: ?Sized, P: Node<C>, N: Node<C>> Drive<C> for $name<P, N> {
            #[inline]
            fn run<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) -> Status {
                if !self.child_running && holds(&mut self.condition, ctx, t) == $when {
                    return $ret;
                }
                let status = t.tick(&mut self.child, ctx);
                self.child_running = matches!(status, Status::Running);
                status
            }

            #[inline]
            fn stop<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) {
                super::halt_if_running(&mut self.child, &mut self.child_running, ctx, t);
            }
        }

        super::resume_through! {
            impl[P, N] $name<P, N>;
            child: |this| &mut this.child;
            finish: |this, status| {
                this.child_running = false;
                Some(status)
            };
        }

impl<C: ?Sized, P: Node<C>, N: Node<C>> Node<C> for $name<P, N> {
    node_via_ticker!();
}
    };
}

start_precondition!(
    /// Skips its child when a condition holds (BehaviorTree.CPP's `_skipIf`).
    /// The condition is checked only when the child is not running.
    SkipIf, when = true, returns = Status::Skipped
);

start_precondition!(
    /// Succeeds without ticking its child when a condition holds
    /// (BehaviorTree.CPP's `_successIf`). Checked only when the child is not
    /// running.
    SuccessIf, when = true, returns = Status::Success
);

start_precondition!(
    /// Fails without ticking its child when a condition holds
    /// (BehaviorTree.CPP's `_failureIf`). Checked only when the child is not
    /// running.
    FailureIf, when = true, returns = Status::Failure
);

/// Runs its child only while a condition holds (BehaviorTree.CPP's
/// `_while`).
///
/// The condition is checked on every tick. False when the child is not
/// running: return `Skipped` without ticking it. False while it is running:
/// halt the child and return `Skipped`. True: tick the child.
#[derive(Clone, Copy, Debug)]
pub struct While<P, N> {
    condition: P,
    child: N,
    child_running: bool,
}

impl<P, N> While<P, N> {
    /// Runs `child` while `condition` holds.
    pub const fn new(condition: P, child: N) -> Self {
        Self {
            condition,
            child,
            child_running: false,
        }
    }
}

impl<C: ?Sized, P: Node<C>, N: Node<C>> Drive<C> for While<P, N> {
    #[inline]
    fn run<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) -> Status {
        if !holds(&mut self.condition, ctx, t) {
            super::halt_if_running(&mut self.child, &mut self.child_running, ctx, t);
            return Status::Skipped;
        }
        let status = t.tick(&mut self.child, ctx);
        self.child_running = matches!(status, Status::Running);
        status
    }

    #[inline]
    fn stop<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) {
        super::halt_if_running(&mut self.child, &mut self.child_running, ctx, t);
    }
}

impl<C: ?Sized, P: Node<C>, N: Node<C>> Node<C> for While<P, N> {
    node_via_ticker!();
}
