//! Node state kept as bytes, so that it does not raise a node's alignment.
//!
//! A node's alignment is the largest of its fields', and it passes up to
//! every ancestor: one `Timeout` (a deadline of `u64` seconds) deep in a tree
//! made each composite above it 8 bytes wide (its one-byte position, its
//! one-byte skip count, six bytes of padding), and one `retry` (two `i32`
//! counts) made each 4 bytes wide. The composites' cursors then lie apart,
//! and the end of a run, which resets them all, took one store per level
//! instead of one per 16 levels (W6 `retry` at depth 50: 50 two-byte stores
//! where `force_success` has six 16-byte ones). Kept as bytes, the numbers
//! have alignment 1, and the cursors stay together. Reading them costs
//! nothing on the targets we build for: the optimizer loads the bytes as one
//! unaligned word.

use core::fmt;
use core::time::Duration;

macro_rules! packed_int {
    ($(#[$doc:meta])* $name:ident: $int:ty, $bytes:literal) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq)]
        pub(crate) struct $name([u8; $bytes]);

        impl $name {
            pub(crate) const fn new(value: $int) -> Self {
                Self(value.to_ne_bytes())
            }

            // Forced in line in debug builds too: a call at opt-level 0
            // costs more than the load it wraps.
            #[inline(always)]
            pub(crate) const fn get(self) -> $int {
                <$int>::from_ne_bytes(self.0)
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.get().fmt(f)
            }
        }
    };
}

packed_int!(
    /// An `i32` with alignment 1.
    I32: i32, 4
);
packed_int!(
    /// A `u64` with alignment 1.
    U64: u64, 8
);

/// An `Option<Duration>` (a deadline) with alignment 1: whole seconds and
/// nanoseconds, with a nanosecond count of one second (which no `Duration`
/// has) for `None`, as `Option<Duration>` itself does. `None`'s seconds are
/// the most a `Duration` has, so that `None` compares after every
/// `Duration`: no time reaches it, and [`Time::reached`] needs no test of
/// its own for `None`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Time {
    secs: U64,
    nanos: [u8; 4],
}

/// The nanosecond count that stands for `None`.
const NONE_NANOS: u32 = 1_000_000_000;

impl Time {
    pub(crate) const NONE: Self = Self {
        secs: U64::new(u64::MAX),
        nanos: NONE_NANOS.to_ne_bytes(),
    };

    #[inline(always)]
    pub(crate) const fn new(time: Option<Duration>) -> Self {
        match time {
            Some(time) => Self {
                secs: U64::new(time.as_secs()),
                nanos: time.subsec_nanos().to_ne_bytes(),
            },
            None => Self::NONE,
        }
    }

    #[inline(always)]
    const fn nanos(self) -> u32 {
        u32::from_ne_bytes(self.nanos)
    }

    #[inline(always)]
    pub(crate) const fn is_none(self) -> bool {
        self.nanos() >= NONE_NANOS
    }

    /// `true` if this is a time and `now` is at or past it (`false` for
    /// `None`): `Duration`'s own comparison, seconds first. `None` needs no
    /// test: its seconds are `u64::MAX`, which no `now` exceeds, and its
    /// nanoseconds a whole second, which no `now` reaches in the same
    /// second. (Testing for `None` first cost W5 1.5 instructions per tick
    /// and every check of a running timeout three.)
    #[inline(always)]
    pub(crate) fn reached(self, now: Duration) -> bool {
        let (secs, now_secs) = (self.secs.get(), now.as_secs());
        if now_secs == secs {
            // Marked cold, though a deadline less than a second away often
            // shares the second: without the mark the optimizer computes
            // both comparisons and selects, which costs the usual check of
            // a timeout on a resume four instructions (W6 `timeout` resume
            // tick 21.9 with the mark, 28.8 without; W5 79.4 and 81.7).
            // With it, a different second is decided by one compare, as
            // `Option<Duration>`'s comparison compiled.
            core::hint::cold_path();
            return now.subsec_nanos() >= self.nanos();
        }
        now_secs > secs
    }

    /// `true` if this is `None` or `now` is before it: `!reached(now)`, for
    /// the usual case (a deadline ahead or none).
    #[inline(always)]
    pub(crate) fn not_reached(self, now: Duration) -> bool {
        if self.reached(now) {
            core::hint::cold_path();
            false
        } else {
            true
        }
    }

    #[inline(always)]
    pub(crate) const fn get(self) -> Option<Duration> {
        if self.is_none() {
            None
        } else {
            Some(Duration::new(self.secs.get(), self.nanos()))
        }
    }
}

impl fmt::Debug for Time {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.get().fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_round_trip() {
        for v in [0, 1, -1, i32::MIN, i32::MAX] {
            assert_eq!(I32::new(v).get(), v);
        }
        for v in [0, 1, u64::MAX] {
            assert_eq!(U64::new(v).get(), v);
        }
        let times = [
            None,
            Some(Duration::ZERO),
            Some(Duration::new(3, 999_999_999)),
            Some(Duration::MAX),
        ];
        for t in times {
            assert_eq!(Time::new(t).get(), t);
            assert_eq!(Time::new(t).is_none(), t.is_none());
        }
        assert_eq!(core::mem::align_of::<Time>(), 1);
        assert_eq!(core::mem::size_of::<Time>(), 12);
    }

    #[test]
    fn reached_compares_as_duration_does() {
        let deadline = Duration::new(2, 500);
        let t = Time::new(Some(deadline));
        for now in [
            Duration::ZERO,
            Duration::new(1, 999_999_999),
            Duration::new(2, 499),
            Duration::new(2, 500),
            Duration::new(2, 501),
            Duration::new(3, 0),
            Duration::MAX,
        ] {
            assert_eq!(t.reached(now), now >= deadline, "{now:?}");
            assert_eq!(t.not_reached(now), now < deadline, "{now:?}");
        }
        for now in [
            Duration::ZERO,
            Duration::new(u64::MAX, 0),
            Duration::new(u64::MAX - 1, 999_999_999),
            Duration::MAX,
        ] {
            assert!(!Time::NONE.reached(now), "{now:?}");
            assert!(Time::NONE.not_reached(now), "{now:?}");
        }
        // The latest deadline there is: reached only at `Duration::MAX`.
        let last = Time::new(Some(Duration::MAX));
        assert!(!last.reached(Duration::new(u64::MAX, 999_999_998)));
        assert!(last.reached(Duration::MAX));
    }
}
