//! [`StdoutLogger`]: BehaviorTree.CPP's `StdCoutLogger`, line for line.

use std::boxed::Box;
use std::io::{self, IsTerminal, Write};
use std::time::{Duration, Instant};

use super::tracker::{Change, Tracker};
use crate::Status;
use crate::observe::{BtcppStatuses, NodeId, Observer, Transition};
use crate::table::Nodes;

/// An observer that prints every status change of a node the way
/// BehaviorTree.CPP's `StdCoutLogger` does:
///
/// ```text
/// [0.000]: Fallback                  IDLE -> RUNNING
/// [0.000]: engage                    IDLE -> RUNNING
/// [0.000]: is_enemy_visible          IDLE -> SUCCESS
/// [0.000]: aim                       IDLE -> RUNNING
/// ```
///
/// Each line is the time in seconds, the node's name in BT.CPP padded to
/// 25 columns, and its status before and after. The nodes and their names
/// are those of the tree's BT.CPP XML ([`BtcppStatuses`]): a node's label,
/// or BT.CPP's ID for a node without a label of its own (`Fallback`, not
/// the keyword `fallback`); a precondition (`skip_if`, ...), an attribute
/// in BT.CPP, shows as the node it guards when it decides without it;
/// `repeat_until_failure` as a `ForceSuccess` around a
/// `KeepRunningUntilFailure`; and a skipped node stays `IDLE`. A test
/// compares the lines with those of BT.CPP 4.8.2's own logger on the same
/// trees (every node kind included). The time is the time since the
/// logger was created (BT.CPP prints its system clock's), or the one
/// [`with_clock`](Self::with_clock) gives.
///
/// The statuses follow BehaviorTree.CPP's bookkeeping (see
/// [`NodeStats::current`](crate::observe::NodeStats::current)): a node is
/// `IDLE` until it is ticked, its parents turn `RUNNING` before its first
/// line of a tick, a node that finishes sets its descendants back to `IDLE`
/// (printed before its own line), the root goes back to `IDLE` after it
/// finishes, and a halt turns a running node `IDLE`. As in BT.CPP, a node
/// that returns the status it already had prints nothing; unlike BT.CPP,
/// an action that finishes in one tick goes straight from `IDLE` to its
/// result (BT.CPP's actions pass through `RUNNING` first).
///
/// Statuses are coloured like BT.CPP's when the output is a terminal.
pub struct StdoutLogger<W: Write = io::Stdout> {
    tracker: Tracker,
    statuses: BtcppStatuses,
    out: W,
    colors: bool,
    idle: bool,
    clock: Box<dyn FnMut() -> Duration + Send>,
    /// The time [`set_time`](StdoutLogger::set_time) gave, if any: it
    /// stands for the clock.
    time: Option<Duration>,
}

impl StdoutLogger {
    /// A logger to standard output for the tree whose table is `nodes`
    /// ([`Tree::nodes`](crate::Tree::nodes)), with colours if standard
    /// output is a terminal.
    #[must_use]
    pub fn new(nodes: Nodes) -> Self {
        let colors = io::stdout().is_terminal();
        Self::to_writer(nodes, io::stdout()).with_colors(colors)
    }
}

impl<W: Write> StdoutLogger<W> {
    /// A logger that writes to `out` instead, without colours.
    #[must_use]
    #[expect(
        clippy::needless_pass_by_value,
        reason = "the table by value, as `new` and every version before took it"
    )]
    pub fn to_writer(nodes: Nodes, out: W) -> Self {
        let start = Instant::now();
        Self {
            tracker: Tracker::new(&nodes),
            statuses: BtcppStatuses::new(&nodes),
            out,
            colors: false,
            idle: true,
            clock: Box::new(move || start.elapsed()),
            time: None,
        }
    }

    /// Colours the statuses (BT.CPP's ANSI colours) or not.
    #[must_use]
    pub fn with_colors(mut self, colors: bool) -> Self {
        self.colors = colors;
        self
    }

    /// Prints the changes to `IDLE` or not (BT.CPP's
    /// `enableTransitionToIdle`; printed by default).
    #[must_use]
    pub fn with_transitions_to_idle(mut self, show: bool) -> Self {
        self.idle = show;
        self
    }

    /// Takes the time of each line from `clock` (the time since the start,
    /// for example a simulation's) instead of the wall clock.
    #[must_use]
    pub fn with_clock(mut self, clock: impl FnMut() -> Duration + Send + 'static) -> Self {
        self.clock = Box::new(clock);
        self
    }

    /// Sets the time of the lines printed from now on, until set again:
    /// for a program that keeps its own time, a game's simulation time
    /// read from the context before each tick, where a clock closure
    /// ([`with_clock`](Self::with_clock), `'static`) cannot reach it.
    ///
    /// ```
    /// use core::time::Duration;
    /// use bt_core::dynamic::Spec;
    /// use bt_core::observe::StdoutLogger;
    ///
    /// struct World { time: Duration }
    /// let mut tree = Spec::<World>::success().build();
    /// let mut logger = StdoutLogger::to_writer(tree.nodes(), Vec::new());
    /// let mut world = World { time: Duration::from_millis(1500) };
    /// logger.set_time(world.time);
    /// tree.tick_with(&mut world, &mut logger);
    /// let text = String::from_utf8(logger.into_inner()).unwrap();
    /// assert!(text.starts_with("[1.500]: AlwaysSuccess"), "{text}");
    /// ```
    pub fn set_time(&mut self, now: Duration) {
        self.time = Some(now);
    }

    /// The time of a line: the one set, else the clock's.
    fn now(&mut self) -> Duration {
        match self.time {
            Some(now) => now,
            None => (self.clock)(),
        }
    }

    /// The writer.
    pub fn into_inner(self) -> W {
        self.out
    }

    /// The writer, by reference.
    pub const fn get_ref(&self) -> &W {
        &self.out
    }

    fn print(
        statuses: &mut BtcppStatuses,
        out: &mut W,
        colors: bool,
        idle: bool,
        now: Duration,
        (id, before, after): Change,
    ) {
        let transition = Transition { id, before, after };
        let mut changes = [None; 3];
        let mut n = 0;
        statuses.apply(transition, |uid, before, after| {
            if let Some(slot) = changes.get_mut(n) {
                *slot = Some((uid, before, after));
                n += 1;
            }
        });
        for (uid, before, after) in changes.into_iter().flatten() {
            if after.is_none() && !idle {
                continue;
            }
            let name = statuses.name(uid);
            // A logger must not take the program down: write errors are
            // ignored, as BT.CPP's printf ignores them.
            let _ = writeln!(
                out,
                "[{:.3}]: {name:<25} {} -> {}",
                now.as_secs_f64(),
                Painted(before, colors),
                Painted(after, colors),
            );
        }
    }
}

/// A status as BT.CPP prints it: `IDLE` for `None`, optionally coloured.
struct Painted(Option<Status>, bool);

impl core::fmt::Display for Painted {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let (name, color) = match self.0 {
            None => ("IDLE", "36"),
            Some(Status::Success) => ("SUCCESS", "32"),
            Some(Status::Failure) => ("FAILURE", "31"),
            Some(Status::Running) => ("RUNNING", "33"),
            Some(Status::Skipped) => ("SKIPPED", "34"),
        };
        if self.1 {
            write!(f, "\x1b[{color}m{name}\x1b[0m")
        } else {
            f.write_str(name)
        }
    }
}

impl<W: Write> Observer for StdoutLogger<W> {
    fn on_tick(&mut self, id: NodeId, status: Status) {
        let now = self.now();
        let Self {
            tracker,
            statuses,
            out,
            colors,
            idle,
            ..
        } = self;
        tracker.tick(id, status, &mut |change| {
            Self::print(statuses, out, *colors, *idle, now, change);
        });
    }

    fn on_halt(&mut self, id: NodeId) {
        let now = self.now();
        let Self {
            tracker,
            statuses,
            out,
            colors,
            idle,
            ..
        } = self;
        tracker.halt(id, &mut |change| {
            Self::print(statuses, out, *colors, *idle, now, change);
        });
    }
}

impl<W: Write> core::fmt::Debug for StdoutLogger<W> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("StdoutLogger")
            .field("elements", &self.statuses.uids().len())
            .field("colors", &self.colors)
            .field("transitions_to_idle", &self.idle)
            .finish_non_exhaustive()
    }
}
