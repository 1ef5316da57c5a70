//! A value that counts its writes, for BT.CPP's update nodes.

use core::fmt;
use core::ops::Deref;

/// A value and the number of times it was written: a context field whose
/// updates BT.CPP's `WasEntryUpdated`, `SkipUnlessUpdated` and
/// `WaitValueUpdate` see once its count is registered with
/// [`Factory::entry_stamp`](super::Factory::entry_stamp).
///
/// It reads as the value (`*goal`, `goal.len()`); [`set`](Self::set)
/// writes it and counts the write, as BT.CPP's blackboard counts each
/// `set` of an entry, even of an equal value. [`new`](Self::new) counts
/// its value as the first write (an entry BT.CPP was given a value);
/// [`Default`] is a value never written (count 0, an entry only
/// declared).
///
/// ```
/// use bt::xml::Stamped;
///
/// let mut goal = Stamped::new(1.0);
/// assert_eq!((*goal, goal.writes()), (1.0, 1));
/// goal.set(1.0);
/// assert_eq!((*goal, goal.writes()), (1.0, 2));
/// assert_eq!(Stamped::<f64>::default().writes(), 0);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Stamped<T> {
    value: T,
    writes: u64,
}

impl<T> Stamped<T> {
    /// `value`, counted as written once.
    pub const fn new(value: T) -> Self {
        Self { value, writes: 1 }
    }

    /// Writes `value` and counts the write.
    pub fn set(&mut self, value: T) {
        self.value = value;
        self.writes = self.writes.wrapping_add(1);
    }

    /// Changes the value in place and counts the write.
    pub fn update(&mut self, change: impl FnOnce(&mut T)) {
        change(&mut self.value);
        self.writes = self.writes.wrapping_add(1);
    }

    /// How many times the value was written.
    pub const fn writes(&self) -> u64 {
        self.writes
    }

    /// The value, without its count.
    pub fn into_inner(self) -> T {
        self.value
    }
}

impl<T> Deref for Stamped<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.value
    }
}

impl<T: fmt::Display> fmt::Display for Stamped<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.value.fmt(f)
    }
}
