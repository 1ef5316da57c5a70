use core::fmt;

/// The result of ticking a node.
///
/// These are BehaviorTree.CPP's `NodeStatus` values minus `IDLE`, which is
/// never the result of a tick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Status {
    /// The node finished and achieved what it was for.
    Success,
    /// The node finished and did not achieve what it was for.
    Failure,
    /// The node has not finished; tick it again to let it continue.
    Running,
    /// The node decided not to run. Parents step over a skipped child; a
    /// composite whose children were all skipped is skipped itself.
    Skipped,
}

impl Status {
    /// `true` for [`Status::Success`] and [`Status::Failure`]: the node is done.
    #[inline]
    #[must_use]
    pub const fn is_completed(self) -> bool {
        matches!(self, Self::Success | Self::Failure)
    }

    /// `true` for [`Status::Running`].
    #[inline]
    #[must_use]
    pub const fn is_running(self) -> bool {
        matches!(self, Self::Running)
    }

    /// The status of a condition: `Success` for `true`, `Failure` for `false`.
    #[inline]
    #[must_use]
    pub const fn from_bool(ok: bool) -> Self {
        if ok { Self::Success } else { Self::Failure }
    }

    /// BehaviorTree.CPP's name of the status (`"SUCCESS"`, `"FAILURE"`,
    /// `"RUNNING"`, `"SKIPPED"`).
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Success => "SUCCESS",
            Self::Failure => "FAILURE",
            Self::Running => "RUNNING",
            Self::Skipped => "SKIPPED",
        }
    }
}

impl From<bool> for Status {
    #[inline]
    fn from(ok: bool) -> Self {
        Self::from_bool(ok)
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
