use core::fmt;
use core::time::Duration;

use super::Refresh;
use crate::observe::{Drive, Ticker, node_via_ticker};
use crate::packed::{Time, U64};
use crate::{Clock, Node, Status};

/// The milliseconds of a [`Timeout`] (`msec`), a [`Delay`] (`delay_msec`)
/// or a [`Sleep`](crate::leaf::Sleep) (`msec`): given when the node is
/// built ([`RuntimeMillis`], the default) or fixed in its type
/// ([`ConstMillis`], what `bt!` writes when the argument is an integer
/// literal, so that the node does not keep it: eight bytes less per node,
/// per tree), or read from the context ([`ReadMillis`](super::ReadMillis),
/// what `bt!` writes for a closure, brought up to date by
/// [`Refresh`](super::Refresh), which the nodes also ask of it).
pub trait Millis {
    /// The milliseconds, as given.
    fn get(&self) -> u64;
}

/// Milliseconds given when the node is built. Eight bytes, alignment 1.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct RuntimeMillis(U64);

impl RuntimeMillis {
    /// `msec` milliseconds.
    #[must_use]
    pub const fn new(msec: u64) -> Self {
        Self(U64::new(msec))
    }
}

impl Millis for RuntimeMillis {
    #[inline(always)]
    fn get(&self) -> u64 {
        self.0.get()
    }
}

impl fmt::Debug for RuntimeMillis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("RuntimeMillis").field(&self.get()).finish()
    }
}

/// Milliseconds fixed in the type: `ConstMillis<500>` is half a second.
/// Zero bytes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ConstMillis<const MSEC: u64>;

impl<const MSEC: u64> Millis for ConstMillis<MSEC> {
    #[inline(always)]
    fn get(&self) -> u64 {
        MSEC
    }
}

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
///
/// `msec` is given when the node is built ([`RuntimeMillis`], the default,
/// `Timeout::new(500, child)`) or fixed in its type ([`ConstMillis`],
/// [`Timeout::with_const_msec`]): see [`Millis`].
#[derive(Clone, Copy, Debug)]
pub struct Timeout<N, M = RuntimeMillis> {
    child: N,
    // The numbers as bytes (`RuntimeMillis` too), so that a timeout does
    // not raise its ancestors' alignment (`crate::packed`).
    msec: M,
    started: bool,
    deadline: Time,
    child_running: bool,
}

impl<N> Timeout<N> {
    /// Times `child` out after `msec` milliseconds.
    pub const fn new(msec: u64, child: N) -> Self {
        Self::with_millis(RuntimeMillis::new(msec), child)
    }

    /// Sets `msec`, for the activations that start from now on (a running
    /// one keeps its deadline, as BehaviorTree.CPP's timer does).
    pub const fn set_msec(&mut self, msec: u64) {
        self.msec = RuntimeMillis::new(msec);
    }
}

impl<N, const MSEC: u64> Timeout<N, ConstMillis<MSEC>> {
    /// Times `child` out after `MSEC` milliseconds, a number fixed in the
    /// type.
    ///
    /// ```
    /// use bt_core::clock::ManualClock;
    /// use bt_core::decorator::{ConstMillis, Timeout};
    /// use bt_core::leaf::AlwaysRunning;
    /// use bt_core::{Node, Status};
    ///
    /// let mut timeout = Timeout::<_, ConstMillis<100>>::with_const_msec(AlwaysRunning);
    /// let mut clock = ManualClock::default();
    /// assert_eq!(timeout.tick(&mut clock), Status::Running);
    /// clock.advance_ms(100);
    /// assert_eq!(timeout.tick(&mut clock), Status::Failure);
    /// // No bytes for the 100 ms: the deadline and two flags.
    /// assert_eq!(size_of_val(&timeout), 12 + 2);
    /// ```
    pub const fn with_const_msec(child: N) -> Self {
        Self::with_millis(ConstMillis, child)
    }
}

impl<N, M> Timeout<N, M> {
    /// Times `child` out after the milliseconds `msec` gives: read from
    /// the context when an activation starts for [`ReadMillis`](super::ReadMillis)
    /// (see [`Refresh`](super::Refresh)).
    pub const fn with_millis(msec: M, child: N) -> Self {
        Self {
            child,
            msec,
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

impl<C: Clock + ?Sized, N: Node<C>, M: Millis + Refresh<C>> Drive<C> for Timeout<N, M> {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn run<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) -> Status {
        if !self.started {
            self.started = true;
            self.msec.refresh(ctx);
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
    impl[N, M] Timeout<N, M>;
    child: |this| &mut this.child;
    finish: |this, status| {
        this.child_running = false;
        if status.is_completed() {
            this.reset();
        }
        Some(status)
    };
}

impl<C: Clock + ?Sized, N, M> crate::resume::Enter<C> for Timeout<N, M> {
    /// The child runs (a plan resumes only a running leaf): `run` goes
    /// straight to it unless the deadline has passed.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn enter(&self, ctx: &C) -> bool {
        self.deadline.not_reached(ctx.now())
    }
}

impl<C: Clock + ?Sized, N: Node<C>, M: Millis + Refresh<C>> Node<C> for Timeout<N, M> {
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
///
/// `delay_msec` is given when the node is built ([`RuntimeMillis`], the
/// default, `Delay::new(500, child)`) or fixed in its type
/// ([`ConstMillis`], [`Delay::with_const_msec`]): see [`Millis`].
#[derive(Clone, Copy, Debug)]
pub struct Delay<N, M = RuntimeMillis> {
    child: N,
    // As bytes (`crate::packed`), as in `Timeout`.
    wait: M,
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
        Self::with_millis(RuntimeMillis::new(delay_msec), child)
    }

    /// Sets `delay_msec`, for the activations that start from now on (a
    /// wait under way keeps its deadline, as BehaviorTree.CPP's timer
    /// does).
    pub const fn set_delay_msec(&mut self, delay_msec: u64) {
        self.wait = RuntimeMillis::new(delay_msec);
    }
}

impl<N, const DELAY_MSEC: u64> Delay<N, ConstMillis<DELAY_MSEC>> {
    /// Delays `child` by `DELAY_MSEC` milliseconds, a number fixed in the
    /// type.
    ///
    /// ```
    /// use bt_core::clock::ManualClock;
    /// use bt_core::decorator::{ConstMillis, Delay};
    /// use bt_core::leaf::AlwaysSuccess;
    /// use bt_core::{Node, Status};
    ///
    /// let mut delay = Delay::<_, ConstMillis<100>>::with_const_msec(AlwaysSuccess);
    /// let mut clock = ManualClock::default();
    /// assert_eq!(delay.tick(&mut clock), Status::Running);
    /// clock.advance_ms(100);
    /// assert_eq!(delay.tick(&mut clock), Status::Success);
    /// ```
    pub const fn with_const_msec(child: N) -> Self {
        Self::with_millis(ConstMillis, child)
    }
}

impl<N, M> Delay<N, M> {
    /// Delays `child` by the milliseconds `wait` gives: read from the
    /// context when an activation starts for [`ReadMillis`](super::ReadMillis)
    /// (see [`Refresh`](super::Refresh)).
    pub const fn with_millis(wait: M, child: N) -> Self {
        Self {
            child,
            wait,
            phase: Phase::Idle,
        }
    }
}

impl<C: Clock + ?Sized, N: Node<C>, M: Millis + Refresh<C>> Drive<C> for Delay<N, M> {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn run<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) -> Status {
        match self.phase {
            Phase::Idle => {
                self.wait.refresh(ctx);
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
    impl[N, M] Delay<N, M>;
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

impl<C: Clock + ?Sized, N: Node<C>, M: Millis + Refresh<C>> Node<C> for Delay<N, M> {
    node_via_ticker!();
}
