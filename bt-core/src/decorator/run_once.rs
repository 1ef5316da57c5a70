use crate::observe::{Drive, Ticker, node_via_ticker};
use crate::{Node, Status};

/// Runs its child to completion once (BehaviorTree.CPP's `RunOnce`).
///
/// Until the child has finished once, the child is ticked and its result
/// passed through. After that the child is never ticked again and the node
/// returns `Skipped` (`then_skip = true`, the default) or the stored result.
/// Nothing re-arms it, not even a halt of the whole tree; a halt before the
/// child finished leaves it armed.
#[derive(Clone, Copy, Debug)]
pub struct RunOnce<N> {
    child: N,
    then_skip: bool,
    done: Option<Status>,
    child_running: bool,
}

impl<N> RunOnce<N> {
    /// Runs `child` once, then skips.
    pub const fn new(child: N) -> Self {
        Self::with_then_skip(true, child)
    }

    /// Runs `child` once; afterwards returns `Skipped` if `then_skip`, else
    /// the child's result.
    pub const fn with_then_skip(then_skip: bool, child: N) -> Self {
        Self {
            child,
            then_skip,
            done: None,
            child_running: false,
        }
    }

    /// The child's result, once it has finished.
    pub const fn result(&self) -> Option<Status> {
        self.done
    }
}

impl<C: ?Sized, N: Node<C>> Drive<C> for RunOnce<N> {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn run<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) -> Status {
        if let Some(result) = self.done {
            return if self.then_skip {
                Status::Skipped
            } else {
                result
            };
        }
        let status = t.tick(&mut self.child, ctx);
        self.child_running = matches!(status, Status::Running);
        if status.is_completed() {
            self.done = Some(status);
        }
        status
    }

    fn stop<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) {
        super::halt_if_running(&mut self.child, &mut self.child_running, ctx, t);
    }
}

super::resume_through! {
    impl[N] RunOnce<N>;
    child: |this| &mut this.child;
    finish: |this, status| {
        this.child_running = false;
        if status.is_completed() {
            this.done = Some(status);
        }
        Some(status)
    };
}

impl<C: ?Sized, N: Node<C>> Node<C> for RunOnce<N> {
    node_via_ticker!();
}
