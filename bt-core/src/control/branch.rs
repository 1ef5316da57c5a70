use crate::observe::{Drive, Ticker, node_via_ticker};
use crate::{Node, Status};

/// The missing else-branch of a two-child [`IfThenElse`] or [`WhileDoElse`]:
/// it fails, as BehaviorTree.CPP's two-child forms do when the condition
/// fails. It runs no user code.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NoElse;

impl<C: ?Sized> Node<C> for NoElse {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn tick(&mut self, _: &mut C) -> Status {
        Status::Failure
    }
}

const IDLE: u8 = 0;
const THEN: u8 = 1;
const ELSE: u8 = 2;
const CONDITION: u8 = 3;

/// Ticks a condition, then the branch it selects (BehaviorTree.CPP's
/// `IfThenElse`).
///
/// - The condition is ticked while no branch is selected. `Running`: return
///   `Running` (it is ticked again next time). `Success` selects the
///   then-branch, `Failure` the else-branch (with two children, the node
///   returns `Failure`).
/// - The selected branch is ticked in the same tick and on later ticks; the
///   condition is **not** re-checked while it runs (the node is not
///   reactive; see [`WhileDoElse`]). When it finishes, the node returns its
///   result and checks the condition again next time.
/// - `halt` halts whatever runs; the next tick checks the condition again.
///
/// Deliberate difference: a condition that returns `Skipped` makes the node
/// return `Skipped` (BehaviorTree.CPP throws a logic error).
#[derive(Clone, Debug)]
pub struct IfThenElse<I, T, E = NoElse> {
    condition: I,
    then: T,
    otherwise: E,
    state: u8,
}

impl<I, T> IfThenElse<I, T> {
    /// The two-child form: `Failure` when the condition fails.
    pub const fn new(condition: I, then: T) -> Self {
        Self::with_else(condition, then, NoElse)
    }
}

impl<I, T, E> IfThenElse<I, T, E> {
    /// The three-child form.
    pub const fn with_else(condition: I, then: T, otherwise: E) -> Self {
        Self {
            condition,
            then,
            otherwise,
            state: IDLE,
        }
    }
}

impl<C: ?Sized, I: Node<C>, T: Node<C>, E: Node<C>> Drive<C> for IfThenElse<I, T, E> {
    #[inline]
    fn run<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) -> Status {
        if matches!(self.state, IDLE | CONDITION) {
            match t.tick(&mut self.condition, ctx) {
                Status::Running => {
                    self.state = CONDITION;
                    return Status::Running;
                }
                Status::Success => self.state = THEN,
                Status::Failure => self.state = ELSE,
                Status::Skipped => {
                    self.state = IDLE;
                    return Status::Skipped;
                }
            }
        }
        let status = if self.state == THEN {
            t.tick(&mut self.then, ctx)
        } else {
            t.tick(&mut self.otherwise, ctx)
        };
        if !matches!(status, Status::Running) {
            self.state = IDLE;
        }
        status
    }

    #[inline]
    fn stop<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) {
        match core::mem::replace(&mut self.state, IDLE) {
            CONDITION => t.halt(&mut self.condition, ctx),
            THEN => t.halt(&mut self.then, ctx),
            ELSE => t.halt(&mut self.otherwise, ctx),
            _ => {}
        }
    }
}

impl<C: ?Sized, I: Node<C>, T: Node<C>, E: Node<C>> Node<C> for IfThenElse<I, T, E> {
    node_via_ticker!();
}

const COND_RUNNING: u8 = 1;
const THEN_RUNNING: u8 = 2;
const ELSE_RUNNING: u8 = 4;

/// The reactive if-then-else (BehaviorTree.CPP's `WhileDoElse`): the
/// condition is ticked on **every** tick.
///
/// - Condition `Running`: return `Running`; a running branch is neither
///   ticked nor halted.
/// - `Success`: halt the else-branch if it was running, tick the
///   then-branch. `Failure`: halt the then-branch if it was running, tick
///   the else-branch (with two children: return `Failure`, after halting a
///   running then-branch).
/// - The branch's result is the node's; when it is not `Running` everything
///   is reset.
///
/// Deliberate difference: a condition that returns `Skipped` halts a running
/// branch and makes the node return `Skipped` (BehaviorTree.CPP throws).
#[derive(Clone, Debug)]
pub struct WhileDoElse<I, T, E = NoElse> {
    condition: I,
    then: T,
    otherwise: E,
    running: u8,
}

impl<I, T> WhileDoElse<I, T> {
    /// The two-child form.
    pub const fn new(condition: I, then: T) -> Self {
        Self::with_else(condition, then, NoElse)
    }
}

impl<I, T, E> WhileDoElse<I, T, E> {
    /// The three-child form.
    pub const fn with_else(condition: I, then: T, otherwise: E) -> Self {
        Self {
            condition,
            then,
            otherwise,
            running: 0,
        }
    }

    fn halt_branches<C: ?Sized, Tk: Ticker<C>>(&mut self, ctx: &mut C, which: u8, ticker: &mut Tk)
    where
        T: Node<C>,
        E: Node<C>,
    {
        if which & self.running & THEN_RUNNING != 0 {
            ticker.halt(&mut self.then, ctx);
        }
        if which & self.running & ELSE_RUNNING != 0 {
            ticker.halt(&mut self.otherwise, ctx);
        }
        self.running &= !which;
    }
}

impl<C: ?Sized, I: Node<C>, T: Node<C>, E: Node<C>> Drive<C> for WhileDoElse<I, T, E> {
    #[inline]
    fn run<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) -> Status {
        let condition = t.tick(&mut self.condition, ctx);
        if matches!(condition, Status::Running) {
            self.running |= COND_RUNNING;
            return Status::Running;
        }
        self.running &= !COND_RUNNING;
        let (status, branch) = match condition {
            Status::Success => {
                self.halt_branches(ctx, ELSE_RUNNING, t);
                (t.tick(&mut self.then, ctx), THEN_RUNNING)
            }
            Status::Failure => {
                self.halt_branches(ctx, THEN_RUNNING, t);
                (t.tick(&mut self.otherwise, ctx), ELSE_RUNNING)
            }
            _ => {
                self.halt_branches(ctx, THEN_RUNNING | ELSE_RUNNING, t);
                return Status::Skipped;
            }
        };
        if matches!(status, Status::Running) {
            self.running |= branch;
        } else {
            self.running = 0;
        }
        status
    }

    #[inline]
    fn stop<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) {
        if self.running & COND_RUNNING != 0 {
            t.halt(&mut self.condition, ctx);
        }
        self.halt_branches(ctx, THEN_RUNNING | ELSE_RUNNING, t);
        self.running = 0;
    }
}

impl<C: ?Sized, I: Node<C>, T: Node<C>, E: Node<C>> Node<C> for WhileDoElse<I, T, E> {
    node_via_ticker!();
}
