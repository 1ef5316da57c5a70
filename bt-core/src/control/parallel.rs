use core::fmt;
use core::ops::ControlFlow;

use super::threshold;
use crate::children::{ChildList, Children, Index, Visit};
use crate::node::tick_hints;
use crate::observe::{Drive, Ticker, node_via_ticker};
use crate::resume::{ChildAt, EnterChild, Finish};
use crate::{Node, Status};

/// What a parallel node remembers between ticks: which children finished,
/// which are running, and the counts. The counts are kept in the children's
/// index type (a byte for up to 16 children), which holds every count up to
/// the number of children: a `usize` made every node above a parallel 8
/// bytes wide (see `crate::packed`).
struct State<Ch: ChildList> {
    done: Ch::Flags,
    running: Ch::Flags,
    successes: Ch::Index,
    failures: Ch::Index,
}

impl<Ch: ChildList> State<Ch> {
    fn new(children: &Ch) -> Self {
        Self {
            done: children.new_flags(),
            running: children.new_flags(),
            successes: Ch::Index::new(0),
            failures: Ch::Index::new(0),
        }
    }

    #[inline(always)]
    fn successes(&self) -> usize {
        self.successes.get()
    }

    #[inline(always)]
    fn failures(&self) -> usize {
        self.failures.get()
    }

    fn clear(&mut self) {
        Ch::clear_flags(&mut self.done);
        Ch::clear_flags(&mut self.running);
        self.successes = Ch::Index::new(0);
        self.failures = Ch::Index::new(0);
    }

    /// Halts the running children in order and clears the state.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn reset<C: ?Sized, T: Ticker<C>>(&mut self, children: &mut Ch, ctx: &mut C, ticker: &mut T)
    where
        Ch: Children<C>,
    {
        for i in 0..children.len() {
            if Ch::flag(&self.running, i) {
                children.halt_at(i, ctx, ticker);
            }
        }
        self.clear();
    }

    /// Ticks a child that has not finished and records its result.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn tick_child<C: ?Sized, N: Node<C>, T: Ticker<C>>(
        &mut self,
        i: usize,
        child: &mut N,
        ctx: &mut C,
        ticker: &mut T,
    ) -> Status {
        let status = ticker.tick(child, ctx);
        // (A child that never runs never sets its flag.)
        self.record(i, tick_hints(|| child.hints()).may_run, status);
        status
    }

    /// Records child `i`'s result (its running flag only if it `may_run`).
    /// The flag is written in each result's own branch: "running" is one
    /// `or` into the set, where a flag computed from the status took seven
    /// instructions (`xor`, `cmp`, `sete`, load, mask, `or`, store) on
    /// every tick of a running child (W5 74.7 -> 73.0 instructions per
    /// tick). Not forced in line in debug builds (nor are the decisions):
    /// at opt-level 0 their locals would sit in the frame of every nested
    /// parallel's tick, and 60 nested parallels overflow a 96 KB stack
    /// (`tests/test_macro_deep_build.rs`).
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn record(&mut self, i: usize, may_run: bool, status: Status) {
        match status {
            Status::Running => {
                if may_run {
                    Ch::set_flag(&mut self.running, i, true);
                }
            }
            Status::Skipped => {
                if may_run {
                    Ch::set_flag(&mut self.running, i, false);
                }
            }
            Status::Success | Status::Failure => {
                if may_run {
                    Ch::set_flag(&mut self.running, i, false);
                }
                Ch::set_flag(&mut self.done, i, true);
                if matches!(status, Status::Success) {
                    self.successes = Ch::Index::new(self.successes() + 1);
                } else {
                    self.failures = Ch::Index::new(self.failures() + 1);
                }
            }
        }
    }

    /// The decision after a position, from the counts and the children
    /// skipped in this tick: `Some` result, or `None` to go on.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn decide(&self, need: Need, skipped: usize) -> Option<Status> {
        need.decide(self.successes(), self.failures(), skipped)
    }
}

/// A parallel's thresholds as counts of its `n` children.
#[derive(Clone, Copy)]
struct Need {
    n: usize,
    success: usize,
    failure: usize,
    /// `success_count` is negative: skipped children count towards it.
    count_skips: bool,
}

impl Need {
    /// The decision given the counts and the children skipped in this tick.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn decide(self, successes: usize, failures: usize, skipped: usize) -> Option<Status> {
        if successes >= self.success || (self.count_skips && successes + skipped >= self.success) {
            return Some(Status::Success);
        }
        if self.n - failures < self.success || failures == self.failure {
            return Some(Status::Failure);
        }
        None
    }

    #[inline(always)]
    fn of<Th: Thresholds>(thresholds: &Th, n: usize) -> Self {
        Self {
            n,
            success: thresholds.need_success(n),
            failure: thresholds.need_failure(n),
            count_skips: thresholds.success_count() < 0,
        }
    }
}

impl<Ch: ChildList> Clone for State<Ch>
where
    Ch::Flags: Clone,
{
    fn clone(&self) -> Self {
        Self {
            done: self.done.clone(),
            running: self.running.clone(),
            successes: self.successes,
            failures: self.failures,
        }
    }
}

impl<Ch: ChildList> fmt::Debug for State<Ch> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("State")
            .field("successes", &self.successes())
            .field("failures", &self.failures())
            .finish_non_exhaustive()
    }
}

/// The two thresholds of a [`Parallel`], `success_count` and
/// `failure_count` (BehaviorTree.CPP's ports; a negative value `t` means
/// `max(n + t + 1, 0)` of `n` children): given when the node is built
/// ([`RuntimeThresholds`], the default) or fixed in its type
/// ([`ConstThresholds`], what `bt!` writes when both are integer literals,
/// so that the optimizer folds the decisions they take part in).
pub trait Thresholds: Copy {
    /// `success_count`, as given.
    fn success_count(&self) -> i32;
    /// `failure_count`, as given.
    fn failure_count(&self) -> i32;
    /// `success_count` as a number of the `n` children (clamped to `n`).
    fn need_success(&self, n: usize) -> usize;
    /// `failure_count` as a number of the `n` children (clamped to `n`).
    fn need_failure(&self, n: usize) -> usize;
}

/// Thresholds given when the node is built, with their counts of children
/// worked out then (its children are fixed), not on every tick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuntimeThresholds {
    success_count: i32,
    failure_count: i32,
    need_success: usize,
    need_failure: usize,
}

impl RuntimeThresholds {
    /// The thresholds for `n` children.
    #[must_use]
    pub fn new(success_count: i32, failure_count: i32, n: usize) -> Self {
        Self {
            success_count,
            failure_count,
            need_success: threshold(success_count, n),
            need_failure: threshold(failure_count, n),
        }
    }
}

impl Thresholds for RuntimeThresholds {
    #[inline]
    fn success_count(&self) -> i32 {
        self.success_count
    }
    #[inline]
    fn failure_count(&self) -> i32 {
        self.failure_count
    }
    #[inline]
    fn need_success(&self, _: usize) -> usize {
        self.need_success
    }
    #[inline]
    fn need_failure(&self, _: usize) -> usize {
        self.need_failure
    }
}

/// Thresholds fixed in the type: `ConstThresholds<1, 1>` succeeds at the
/// first child that succeeds and fails at the first that fails. Zero bytes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ConstThresholds<const SUCCESS: i32, const FAILURE: i32>;

impl<const SUCCESS: i32, const FAILURE: i32> Thresholds for ConstThresholds<SUCCESS, FAILURE> {
    #[inline]
    fn success_count(&self) -> i32 {
        SUCCESS
    }
    #[inline]
    fn failure_count(&self) -> i32 {
        FAILURE
    }
    #[inline(always)]
    fn need_success(&self, n: usize) -> usize {
        threshold(SUCCESS, n)
    }
    #[inline(always)]
    fn need_failure(&self, n: usize) -> usize {
        threshold(FAILURE, n)
    }
}

/// Ticks every unfinished child and decides after each position
/// (BehaviorTree.CPP's `Parallel`).
///
/// Arguments (BehaviorTree.CPP's ports): `success_count` (default `-1`: all
/// children) and `failure_count` (default `1`). A negative value `t` means
/// `max(n + t + 1, 0)` of `n` children.
///
/// Each tick walks the children in order. A child that has not finished is
/// ticked (finished children are not ticked again; a skipped child counts as
/// skipped for this tick only). After **every** position, finished or not:
/// 1. success if `successes >= S*`, or if `success_count` is negative and
///    `successes + skipped >= S*`;
/// 2. otherwise failure if success has become impossible
///    (`n - failures < S*`) or `failures == F*`.
///
/// On a decision the node halts its running children in order, forgets what
/// finished, and returns; later children are not ticked on that tick. After
/// the last position it returns `Skipped` if every child was skipped this
/// tick, otherwise `Running`.
///
/// Thresholds above the number of children (BehaviorTree.CPP throws) are
/// clamped to it; `bt!` rejects them at compile time. With no children the
/// node returns `Skipped`.
///
/// The thresholds are given when the node is built ([`Parallel::new`],
/// [`Parallel::with_thresholds`]), or fixed in its type
/// ([`Parallel::with_const_thresholds`], see [`Thresholds`]):
///
/// ```
/// use bt_core::control::{ConstThresholds, Parallel};
/// use bt_core::{Node, Status};
///
/// let running = |_: &mut ()| Status::Running;
/// let done = |_: &mut ()| true;
/// // the first child that succeeds decides
/// let mut first = Parallel::<_, ConstThresholds<1, 1>>::with_const_thresholds((
///     bt_core::Action(running),
///     bt_core::Condition(done),
/// ));
/// assert_eq!(first.tick(&mut ()), Status::Success);
/// assert_eq!(first.success_threshold(), 1);
/// ```
pub struct Parallel<Ch: ChildList, Th = RuntimeThresholds> {
    children: Ch,
    thresholds: Th,
    state: State<Ch>,
}

impl<Ch: ChildList> Parallel<Ch> {
    /// A parallel node with BehaviorTree.CPP's defaults: `success_count = -1`
    /// (all children), `failure_count = 1`.
    pub fn new(children: Ch) -> Self {
        Self::with_thresholds(children, -1, 1)
    }

    /// A parallel node with the given `success_count` and `failure_count`.
    pub fn with_thresholds(children: Ch, success_count: i32, failure_count: i32) -> Self {
        let thresholds = RuntimeThresholds::new(success_count, failure_count, children.len());
        Self {
            state: State::new(&children),
            children,
            thresholds,
        }
    }
}

impl<Ch: ChildList, const SUCCESS: i32, const FAILURE: i32>
    Parallel<Ch, ConstThresholds<SUCCESS, FAILURE>>
{
    /// A parallel node with `success_count = SUCCESS` and `failure_count =
    /// FAILURE`, fixed in its type.
    pub fn with_const_thresholds(children: Ch) -> Self {
        Self {
            state: State::new(&children),
            children,
            thresholds: ConstThresholds,
        }
    }
}

impl<Ch: ChildList, Th: Thresholds> Parallel<Ch, Th> {
    /// The children.
    pub const fn children(&self) -> &Ch {
        &self.children
    }

    /// The effective success threshold for this number of children.
    pub fn success_threshold(&self) -> usize {
        self.thresholds.need_success(self.children.len())
    }

    /// The effective failure threshold for this number of children.
    pub fn failure_threshold(&self) -> usize {
        self.thresholds.need_failure(self.children.len())
    }
}

struct ParallelWalk<'a, Ch: ChildList, T> {
    ticker: &'a mut T,
    state: &'a mut State<Ch>,
    need: Need,
    skipped: usize,
    /// The last child ticked returned `Running`.
    last_runs: bool,
}

impl<C: ?Sized, Ch: ChildList, T: Ticker<C>> Visit<C> for ParallelWalk<'_, Ch, T> {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn visit<N: Node<C>>(&mut self, i: usize, child: &mut N, ctx: &mut C) -> ControlFlow<Status> {
        let status = if Ch::flag(&self.state.done, i) {
            None
        } else {
            let status = self.state.tick_child(i, child, ctx, self.ticker);
            self.last_runs = matches!(status, Status::Running);
            Some(status)
        };
        match status {
            Some(Status::Running) | None => {
                // The counts are as they were after the last position, or
                // at the start of the tick, when they were short of both
                // thresholds (reaching one ends the activation), unless a
                // threshold is 0: then the first position decides.
                if i != 0 || (self.need.success != 0 && self.need.failure != 0) {
                    return ControlFlow::Continue(());
                }
            }
            Some(Status::Skipped) => self.skipped += 1,
            Some(Status::Success | Status::Failure) => {}
        }
        match self.state.decide(self.need, self.skipped) {
            Some(status) => ControlFlow::Break(status),
            None => ControlFlow::Continue(()),
        }
    }
}

impl<C: ?Sized, Ch: Children<C>, Th: Thresholds> Drive<C> for Parallel<Ch, Th> {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn run<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) -> Status {
        let n = self.children.len();
        let mut walk = ParallelWalk {
            ticker: &mut *t,
            state: &mut self.state,
            need: Need::of(&self.thresholds, n),
            skipped: 0,
            last_runs: false,
        };
        match self.children.visit_from(0, ctx, &mut walk) {
            ControlFlow::Break(status) => {
                self.state.reset(&mut self.children, ctx, t);
                status
            }
            ControlFlow::Continue(()) if walk.skipped == n => Status::Skipped,
            ControlFlow::Continue(()) => {
                // Running, but the node ticked last is no running leaf (a
                // child skipped after the one that runs): a resume plan
                // must not go to it.
                if !walk.last_runs {
                    t.idle_running();
                }
                Status::Running
            }
        }
    }

    fn stop<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) {
        self.state.reset(&mut self.children, ctx, t);
    }
}

impl<C: ?Sized, Ch: Children<C>, Th: Thresholds> Node<C> for Parallel<Ch, Th> {
    node_via_ticker!();
}

impl<Ch: ChildList + ChildAt<K>, Th, const K: usize> ChildAt<K> for Parallel<Ch, Th> {
    type Child = Ch::Child;
    #[inline(always)]
    fn child_at(&mut self) -> &mut Ch::Child {
        self.children.child_at()
    }
}

/// A resume plan goes through a parallel whose other children have all
/// finished: its tick would tick only the running child.
impl<Ch: ChildList, Th> EnterChild for Parallel<Ch, Th> {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn enter_child(&self, k: usize) -> bool {
        (0..self.children.len()).all(|i| i == k || Ch::flag(&self.state.done, i))
    }
}

/// Child `k`'s result, where every other child has finished
/// ([`EnterChild`]): the tick's bookkeeping and decision for that child.
/// Without a decision (the child was skipped) the parallel runs on, and a
/// plan ends the tick with `Running`, forgetting the leaf it resumed; a
/// parallel of one child is skipped, which its parent takes.
impl<Ch: ChildList, Th: Thresholds> Finish for Parallel<Ch, Th> {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn finish(&mut self, k: usize, status: Status) -> Option<Status> {
        let n = self.children.len();
        let (successes, failures) = (self.state.successes(), self.state.failures());
        let (successes, failures, skipped) = match status {
            Status::Success => (successes + 1, failures, 0),
            Status::Failure => (successes, failures + 1, 0),
            Status::Skipped => (successes, failures, 1),
            // (A plan returns a running leaf's status at once.)
            Status::Running => (successes, failures, 0),
        };
        if let Some(decision) = Need::of(&self.thresholds, n).decide(successes, failures, skipped) {
            // No child is running: every other one has finished.
            self.state.clear();
            return Some(decision);
        }
        self.state.record(k, true, status);
        Some(if skipped == n {
            Status::Skipped
        } else {
            Status::Running
        })
    }
}

impl<Ch: ChildList + Clone, Th: Clone> Clone for Parallel<Ch, Th>
where
    Ch::Flags: Clone,
{
    fn clone(&self) -> Self {
        Self {
            children: self.children.clone(),
            thresholds: self.thresholds.clone(),
            state: self.state.clone(),
        }
    }
}

impl<Ch: ChildList + fmt::Debug, Th: Thresholds> fmt::Debug for Parallel<Ch, Th> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Parallel")
            .field("success_count", &self.thresholds.success_count())
            .field("failure_count", &self.thresholds.failure_count())
            .field("need_success", &self.success_threshold())
            .field("need_failure", &self.failure_threshold())
            .field("state", &self.state)
            .field("children", &self.children)
            .finish()
    }
}

/// Ticks every unfinished child on every tick until all have finished
/// (BehaviorTree.CPP's `ParallelAll`).
///
/// Argument `max_failures` (default 1; negative `t` means `max(n + t + 1, 0)`).
/// Each tick ticks every child that has not finished, in order, with no
/// early exit. If every child was skipped this tick it returns `Skipped`.
/// Once every child has finished (or was skipped this tick) it halts its
/// running children, forgets its state and returns `Failure` if
/// `failures >= max_failures` (so `max_failures = 0` always fails, as in
/// BehaviorTree.CPP), otherwise `Success`. Else `Running`.
///
/// A `max_failures` above the number of children is clamped to it. With no
/// children the node returns `Skipped`.
pub struct ParallelAll<Ch: ChildList> {
    children: Ch,
    max_failures: i32,
    /// `max_failures` as a count of children, worked out when the node is
    /// built.
    need_failure: usize,
    state: State<Ch>,
}

impl<Ch: ChildList> ParallelAll<Ch> {
    /// A node with `max_failures = 1`.
    pub fn new(children: Ch) -> Self {
        Self::with_max_failures(children, 1)
    }

    /// A node with the given `max_failures`.
    pub fn with_max_failures(children: Ch, max_failures: i32) -> Self {
        let state = State::new(&children);
        Self {
            need_failure: threshold(max_failures, children.len()),
            children,
            max_failures,
            state,
        }
    }

    /// The children.
    pub const fn children(&self) -> &Ch {
        &self.children
    }
}

struct AllWalk<'a, Ch: ChildList, T> {
    ticker: &'a mut T,
    state: &'a mut State<Ch>,
    skipped: usize,
    finished: usize,
}

impl<C: ?Sized, Ch: ChildList, T: Ticker<C>> Visit<C> for AllWalk<'_, Ch, T> {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn visit<N: Node<C>>(&mut self, i: usize, child: &mut N, ctx: &mut C) -> ControlFlow<Status> {
        if !Ch::flag(&self.state.done, i)
            && matches!(
                self.state.tick_child(i, child, ctx, self.ticker),
                Status::Skipped
            )
        {
            self.skipped += 1;
        }
        if Ch::flag(&self.state.done, i) {
            self.finished += 1;
        }
        ControlFlow::Continue(())
    }
}

impl<C: ?Sized, Ch: Children<C>> Drive<C> for ParallelAll<Ch> {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn run<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) -> Status {
        let n = self.children.len();
        let mut walk = AllWalk {
            ticker: &mut *t,
            state: &mut self.state,
            skipped: 0,
            finished: 0,
        };
        let _ = self.children.visit_from(0, ctx, &mut walk);
        let (skipped, finished) = (walk.skipped, walk.finished);
        if skipped == n {
            return Status::Skipped;
        }
        if skipped + finished >= n {
            let failed = self.state.failures() >= self.need_failure;
            self.state.reset(&mut self.children, ctx, t);
            return if failed {
                Status::Failure
            } else {
                Status::Success
            };
        }
        Status::Running
    }

    fn stop<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) {
        self.state.reset(&mut self.children, ctx, t);
    }
}

impl<C: ?Sized, Ch: Children<C>> Node<C> for ParallelAll<Ch> {
    node_via_ticker!();
}

impl<Ch: ChildList + Clone> Clone for ParallelAll<Ch>
where
    Ch::Flags: Clone,
{
    fn clone(&self) -> Self {
        Self {
            children: self.children.clone(),
            max_failures: self.max_failures,
            need_failure: self.need_failure,
            state: self.state.clone(),
        }
    }
}

impl<Ch: ChildList + fmt::Debug> fmt::Debug for ParallelAll<Ch> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ParallelAll")
            .field("max_failures", &self.max_failures)
            .field("need_failure", &self.need_failure)
            .field("state", &self.state)
            .field("children", &self.children)
            .finish()
    }
}
