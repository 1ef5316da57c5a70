use crate::observe::{Drive, Ticker, node_via_ticker};
use crate::{Node, Status};

/// Runs a succeeding child `num_cycles` times (BehaviorTree.CPP's `Repeat`;
/// `-1` repeats forever).
///
/// Each tick loops while cycles remain:
/// - `Success`: count it. If the child was not running before this tick and
///   cycles remain, return `Running` and go on next tick (BehaviorTree.CPP's
///   wake-up yield); otherwise tick it again at once.
/// - `Failure`: reset the count, return `Failure`.
/// - `Running`: return `Running`.
/// - `Skipped`: return `Skipped`, keeping the count.
///
/// When no cycles remain: reset the count and return `Success`, so
/// `num_cycles = 0` succeeds without ticking the child. Any other negative
/// value behaves like 0, as in BehaviorTree.CPP. `halt` resets the count.
#[derive(Clone, Copy, Debug)]
pub struct Repeat<N> {
    child: N,
    num_cycles: i32,
    count: i32,
    child_running: bool,
}

impl<N> Repeat<N> {
    /// Repeats `child` `num_cycles` times (`-1`: forever).
    pub const fn new(num_cycles: i32, child: N) -> Self {
        Self {
            child,
            num_cycles,
            count: 0,
            child_running: false,
        }
    }

    /// Cycles completed in the current activation.
    pub const fn count(&self) -> i32 {
        self.count
    }

    fn more(&self) -> bool {
        self.num_cycles == -1 || self.count < self.num_cycles
    }
}

impl<C: ?Sized, N: Node<C>> Drive<C> for Repeat<N> {
    fn run<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) -> Status {
        while self.more() {
            let was_running = self.child_running;
            let status = t.tick(&mut self.child, ctx);
            self.child_running = status == Status::Running;
            match status {
                Status::Success => {
                    self.count = self.count.saturating_add(1);
                    if !was_running && self.more() {
                        return Status::Running;
                    }
                }
                Status::Failure => {
                    self.count = 0;
                    return Status::Failure;
                }
                Status::Running | Status::Skipped => return status,
            }
        }
        self.count = 0;
        Status::Success
    }

    fn stop<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) {
        self.count = 0;
        if self.child_running {
            self.child_running = false;
            t.halt(&mut self.child, ctx);
        }
    }
}

impl<C: ?Sized, N: Node<C>> Node<C> for Repeat<N> {
    node_via_ticker!();
}

/// Retries a failing child up to `num_attempts` times (BehaviorTree.CPP's
/// `RetryUntilSuccessful`; `-1` retries forever).
///
/// Each tick loops while attempts remain:
/// - `Success`: reset the count, return `Success`.
/// - `Failure`: count it. If the child was not running before this tick and
///   attempts remain, return `Running` and retry next tick (the wake-up
///   yield); otherwise retry at once.
/// - `Running`: return `Running`.
/// - `Skipped`: return `Skipped`, keeping the count.
///
/// When no attempts remain: reset the count and return `Failure`, so
/// `num_attempts = 0` fails without ticking the child. `halt` resets the
/// count.
#[derive(Clone, Copy, Debug)]
pub struct Retry<N> {
    child: N,
    num_attempts: i32,
    count: i32,
    child_running: bool,
}

impl<N> Retry<N> {
    /// Tries `child` up to `num_attempts` times (`-1`: forever).
    pub const fn new(num_attempts: i32, child: N) -> Self {
        Self {
            child,
            num_attempts,
            count: 0,
            child_running: false,
        }
    }

    /// Failed attempts in the current activation.
    pub const fn count(&self) -> i32 {
        self.count
    }

    fn more(&self) -> bool {
        self.num_attempts == -1 || self.count < self.num_attempts
    }
}

impl<C: ?Sized, N: Node<C>> Drive<C> for Retry<N> {
    fn run<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) -> Status {
        while self.more() {
            let was_running = self.child_running;
            let status = t.tick(&mut self.child, ctx);
            self.child_running = status == Status::Running;
            match status {
                Status::Success => {
                    self.count = 0;
                    return Status::Success;
                }
                Status::Failure => {
                    self.count = self.count.saturating_add(1);
                    if !was_running && self.more() {
                        return Status::Running;
                    }
                }
                Status::Running | Status::Skipped => return status,
            }
        }
        self.count = 0;
        Status::Failure
    }

    fn stop<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) {
        self.count = 0;
        if self.child_running {
            self.child_running = false;
            t.halt(&mut self.child, ctx);
        }
    }
}

impl<C: ?Sized, N: Node<C>> Node<C> for Retry<N> {
    node_via_ticker!();
}
