//! Time for the timed nodes ([`Timeout`](crate::decorator::Timeout),
//! [`Delay`](crate::decorator::Delay), [`Sleep`](crate::leaf::Sleep)).
//!
//! Timed nodes read a monotonic time from the context through [`Clock`], at
//! tick time. Tests drive a fake clock; games use their simulation time;
//! robots use [`StdClock`].

use core::time::Duration;

/// A monotonic clock, read from the context of a tree.
///
/// ```
/// use core::time::Duration;
/// use bt_core::Clock;
///
/// struct World { sim_time: Duration }
/// impl Clock for World {
///     fn now(&self) -> Duration { self.sim_time }
/// }
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no clock: `timeout`, `delay` and `sleep` read the time from the context",
    label = "needs `{Self}: bt::Clock`",
    note = "implement `bt::Clock` for the context: `fn now(&self) -> Duration`, a monotonic time \
            such as the simulation time, or the `now()` of a `ManualClock` or `StdClock` it holds"
)]
pub trait Clock {
    /// The time elapsed since an arbitrary, fixed origin. It must never go
    /// backwards.
    fn now(&self) -> Duration;
}

#[diagnostic::do_not_recommend]
impl<T: Clock + ?Sized> Clock for &T {
    fn now(&self) -> Duration {
        (**self).now()
    }
}

#[diagnostic::do_not_recommend]
impl<T: Clock + ?Sized> Clock for &mut T {
    fn now(&self) -> Duration {
        (**self).now()
    }
}

/// A settable clock: the time only moves when you say so. Handy as (part of)
/// a test context, or for simulations that step time themselves.
///
/// ```
/// use core::time::Duration;
/// use bt_core::Clock;
/// use bt_core::clock::ManualClock;
///
/// let mut clock = ManualClock::default();
/// clock.advance(Duration::from_millis(5));
/// assert_eq!(clock.now(), Duration::from_millis(5));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ManualClock {
    now: Duration,
}

impl ManualClock {
    /// A clock at `now`.
    pub const fn at(now: Duration) -> Self {
        Self { now }
    }
    /// Moves the clock forward by `by`.
    pub fn advance(&mut self, by: Duration) {
        self.now = self.now.saturating_add(by);
    }
    /// Moves the clock forward by `ms` milliseconds.
    pub fn advance_ms(&mut self, ms: u64) {
        self.advance(Duration::from_millis(ms));
    }
}

impl Clock for ManualClock {
    fn now(&self) -> Duration {
        self.now
    }
}

/// The wall clock of `std`: [`std::time::Instant`] since the clock was made.
#[cfg(feature = "std")]
#[derive(Clone, Copy, Debug)]
pub struct StdClock {
    origin: std::time::Instant,
}

#[cfg(feature = "std")]
impl StdClock {
    /// A clock whose origin is now.
    pub fn new() -> Self {
        Self {
            origin: std::time::Instant::now(),
        }
    }
}

#[cfg(feature = "std")]
impl Default for StdClock {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(feature = "std")]
impl Clock for StdClock {
    fn now(&self) -> Duration {
        self.origin.elapsed()
    }
}
