use core::time::Duration;

use crate::observe::{Drive, Ticker, node_via_ticker};
use crate::packed::{Time, U64};
use crate::{Clock, Node, Status};

/// Fails a child that runs past `msec` milliseconds (BehaviorTree.CPP's
/// `Timeout`), measured with the context's [`Clock`] at tick time.
///
/// - The first tick of an activation sets the deadline (none for
///   `msec = 0`, which never times out) and ticks the child.
/// - A later tick at or past the deadline, while the child is running,
///   halts the child and returns `Failure` **without ticking it**.
///   (BehaviorTree.CPP halts it from a timer thread between ticks; here it
///   happens on the first tick that sees the deadline passed.)
/// - When the child finishes, the node returns its result and starts over
///   next time. `Skipped` passes through and keeps the activation.
/// - `halt` halts the child and forgets the deadline.
#[derive(Clone, Copy, Debug)]
pub struct Timeout<N> {
    child: N,
    // The numbers as bytes, so that a timeout does not raise its ancestors'
    // alignment (`crate::packed`).
    msec: U64,
    started: bool,
    deadline: Time,
    child_running: bool,
}

impl<N> Timeout<N> {
    /// Times `child` out after `msec` milliseconds.
    pub const fn new(msec: u64, child: N) -> Self {
        Self {
            child,
            msec: U64::new(msec),
            started: false,
            deadline: Time::NONE,
            child_running: false,
        }
    }

    fn reset(&mut self) {
        self.started = false;
        self.deadline = Time::NONE;
        self.child_running = false;
    }
}

impl<C: Clock + ?Sized, N: Node<C>> Drive<C> for Timeout<N> {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn run<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) -> Status {
        if !self.started {
            self.started = true;
            let msec = self.msec.get();
            self.deadline = Time::new(
                (msec > 0).then(|| ctx.now().saturating_add(Duration::from_millis(msec))),
            );
        } else if self.deadline.reached(ctx.now()) {
            if self.child_running {
                t.halt(&mut self.child, ctx);
                self.reset();
                return Status::Failure;
            }
            // The deadline passed while the child was not running: as with
            // BehaviorTree.CPP's timer firing then, nothing is halted and the
            // activation no longer times out.
            self.deadline = Time::NONE;
        }
        let status = t.tick(&mut self.child, ctx);
        self.child_running = matches!(status, Status::Running);
        if status.is_completed() {
            self.reset();
        }
        status
    }

    fn stop<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) {
        if self.child_running {
            t.halt(&mut self.child, ctx);
        }
        self.reset();
    }
}

super::resume_through! {
    impl[N] Timeout<N>;
    child: |this| &mut this.child;
    finish: |this, status| {
        this.child_running = false;
        if status.is_completed() {
            this.reset();
        }
        Some(status)
    };
}

impl<C: Clock + ?Sized, N> crate::resume::Enter<C> for Timeout<N> {
    /// The child runs (a plan resumes only a running leaf): `run` goes
    /// straight to it unless the deadline has passed.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn enter(&self, ctx: &C) -> bool {
        self.deadline.not_reached(ctx.now())
    }
}

impl<C: Clock + ?Sized, N: Node<C>> Node<C> for Timeout<N> {
    node_via_ticker!();
}

/// Waits `delay_msec` milliseconds of the context's [`Clock`] before ticking
/// its child (BehaviorTree.CPP's `Delay`).
///
/// - The first tick of an activation sets the deadline and returns
///   `Running` without ticking the child, **even with `delay_msec = 0`**.
/// - Later ticks return `Running` until the deadline; from then on each tick
///   ticks the child. When the child finishes, the node returns its result
///   and waits again on its next activation.
/// - `halt` halts the child (if it was running) and forgets the wait.
#[derive(Clone, Copy, Debug)]
pub struct Delay<N> {
    child: N,
    // As bytes (`crate::packed`), as in `Timeout`.
    wait: U64,
    phase: Phase,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Idle,
    Waiting(Time),
    /// The delay is over; `true` while the child is running.
    Ticking(bool),
}

impl<N> Delay<N> {
    /// Delays `child` by `delay_msec` milliseconds.
    pub const fn new(delay_msec: u64, child: N) -> Self {
        Self {
            child,
            wait: U64::new(delay_msec),
            phase: Phase::Idle,
        }
    }
}

impl<C: Clock + ?Sized, N: Node<C>> Drive<C> for Delay<N> {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn run<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) -> Status {
        match self.phase {
            Phase::Idle => {
                let deadline = ctx
                    .now()
                    .saturating_add(Duration::from_millis(self.wait.get()));
                self.phase = Phase::Waiting(Time::new(Some(deadline)));
                return Status::Running;
            }
            Phase::Waiting(deadline) if deadline.not_reached(ctx.now()) => return Status::Running,
            Phase::Waiting(_) | Phase::Ticking(_) => {}
        }
        let status = t.tick(&mut self.child, ctx);
        self.phase = if status.is_completed() {
            Phase::Idle
        } else {
            Phase::Ticking(matches!(status, Status::Running))
        };
        status
    }

    fn stop<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) {
        if self.phase == Phase::Ticking(true) {
            t.halt(&mut self.child, ctx);
        }
        self.phase = Phase::Idle;
    }
}

super::resume_through! {
    impl[N] Delay<N>;
    child: |this| &mut this.child;
    finish: |this, status| {
        this.phase = if status.is_completed() {
            Phase::Idle
        } else {
            Phase::Ticking(false)
        };
        Some(status)
    };
}

impl<C: Clock + ?Sized, N: Node<C>> Node<C> for Delay<N> {
    node_via_ticker!();
}
