//! [`StdoutLogger`]: BehaviorTree.CPP's `StdCoutLogger`, line for line.

use std::boxed::Box;
use std::io::{self, IsTerminal, Write};
use std::time::{Duration, Instant};

use super::tracker::{Change, Tracker};
use crate::Status;
use crate::observe::{NodeId, Observer};
use crate::table::Nodes;

/// An observer that prints every status change of a node the way
/// BehaviorTree.CPP's `StdCoutLogger` does:
///
/// ```text
/// [0.000]: fallback                  IDLE -> RUNNING
/// [0.000]: engage                    IDLE -> RUNNING
/// [0.000]: is_enemy_visible          IDLE -> SUCCESS
/// [0.000]: aim                       IDLE -> RUNNING
/// ```
///
/// Each line is the time since the logger was created in seconds, the
/// node's label padded to 25 columns, and its status before and after. The
/// statuses follow BehaviorTree.CPP's bookkeeping (see
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
    nodes: Nodes,
    tracker: Tracker,
    out: W,
    colors: bool,
    idle: bool,
    clock: Box<dyn FnMut() -> Duration + Send>,
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
    pub fn to_writer(nodes: Nodes, out: W) -> Self {
        let start = Instant::now();
        Self {
            tracker: Tracker::new(&nodes),
            nodes,
            out,
            colors: false,
            idle: true,
            clock: Box::new(move || start.elapsed()),
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

    /// The writer.
    pub fn into_inner(self) -> W {
        self.out
    }

    /// The writer, by reference.
    pub const fn get_ref(&self) -> &W {
        &self.out
    }

    fn print(
        nodes: &Nodes,
        out: &mut W,
        colors: bool,
        idle: bool,
        now: Duration,
        (id, before, after): Change,
    ) {
        if after.is_none() && !idle {
            return;
        }
        let label = nodes.get(id).map_or("?", |n| n.label);
        // A logger must not take the program down: write errors are ignored,
        // as BT.CPP's printf ignores them.
        let _ = writeln!(
            out,
            "[{:.3}]: {label:<25} {} -> {}",
            now.as_secs_f64(),
            Painted(before, colors),
            Painted(after, colors),
        );
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
        let now = (self.clock)();
        let Self {
            nodes,
            tracker,
            out,
            colors,
            idle,
            ..
        } = self;
        tracker.tick(id, status, &mut |change| {
            Self::print(nodes, out, *colors, *idle, now, change);
        });
    }

    fn on_halt(&mut self, id: NodeId) {
        let now = (self.clock)();
        let Self {
            nodes,
            tracker,
            out,
            colors,
            idle,
            ..
        } = self;
        tracker.halt(id, &mut |change| {
            Self::print(nodes, out, *colors, *idle, now, change);
        });
    }
}

impl<W: Write> core::fmt::Debug for StdoutLogger<W> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("StdoutLogger")
            .field("nodes", &self.nodes.len())
            .field("colors", &self.colors)
            .field("transitions_to_idle", &self.idle)
            .finish_non_exhaustive()
    }
}
