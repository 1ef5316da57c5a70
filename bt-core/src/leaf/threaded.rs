//! [`threaded`]: BehaviorTree.CPP's `ThreadedAction`, an action whose work
//! runs on a thread of its own.

use std::panic::resume_unwind;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::{Builder, JoinHandle, Thread};
use std::time::{Duration, Instant};

use crate::{Node, Status};

/// The flag a [`threaded`] action's work watches: set when the action is
/// halted (BehaviorTree.CPP's `isHaltRequested`). Work that takes long
/// should look at it now and then and return early once it is set; the
/// halt waits for the work to return. Work that waits should wait with
/// [`Halt::sleep`], which a halt cuts short.
#[derive(Clone, Debug, Default)]
pub struct Halt(Arc<AtomicBool>);

impl Halt {
    /// `true` once the action running this work has been halted (or
    /// dropped).
    #[must_use]
    pub fn is_requested(&self) -> bool {
        self.0.load(Ordering::Acquire)
    }

    /// Sleeps for `duration` or until the action is halted, whichever
    /// comes first; `true` if it was halted (then return soon: the halt is
    /// waiting for the work). A halt wakes the work's thread, so call it
    /// from the work itself (on another thread it still returns, when the
    /// time is up).
    ///
    /// ```
    /// # use std::time::Duration;
    /// # use bt_core::leaf::Halt;
    /// fn poll_sensor(halt: &Halt) -> Option<u32> {
    ///     for attempt in 0..100 {
    ///         if halt.sleep(Duration::from_millis(50)) {
    ///             return None; // halted: give up at once
    ///         }
    ///         if attempt == 3 {
    ///             return Some(attempt);
    ///         }
    ///     }
    ///     None
    /// }
    /// assert_eq!(poll_sensor(&Halt::default()), Some(3));
    /// ```
    pub fn sleep(&self, duration: Duration) -> bool {
        let deadline = Instant::now().checked_add(duration);
        while !self.is_requested() {
            let left = match deadline {
                Some(deadline) => deadline.saturating_duration_since(Instant::now()),
                // Past what `Instant` can hold: until halted.
                None => Duration::MAX,
            };
            if left.is_zero() {
                return false;
            }
            std::thread::park_timeout(left);
        }
        true
    }

    fn request(&self) {
        self.0.store(true, Ordering::Release);
    }
}

/// The work of a [`threaded`] action in progress: its thread, and its halt
/// flag, which is set when the `Work` is dropped unjoined (the leaf dropped
/// while the work runs: the thread finishes on its own, and its output is
/// dropped there).
#[derive(Debug)]
struct Work<T> {
    thread: JoinHandle<T>,
    halt: StopOnDrop,
}

/// The work's halt flag and thread: dropped, it sets the flag and wakes
/// the thread (from a [`Halt::sleep`]).
#[derive(Debug)]
struct StopOnDrop(Halt, Thread);

impl StopOnDrop {
    fn stop(&self) {
        self.0.request();
        self.1.unpark();
    }
}

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        self.stop();
    }
}

impl<T> Work<T> {
    /// Asks the work to stop, then waits for it: what it returned, or the
    /// panic it ended with.
    fn stop(self) -> std::thread::Result<T> {
        self.halt.stop();
        self.thread.join()
    }
}

/// The leaf [`threaded`] makes.
pub struct Threaded<S, F, H, T> {
    start: S,
    finish: F,
    on_halt: H,
    work: Option<Work<T>>,
}

/// An action whose work runs on a thread of its own, so that the tree goes
/// on ticking while it runs: BehaviorTree.CPP's `ThreadedAction`, for work
/// that blocks (a planner, a service call, a file), as a leaf.
///
/// The thread cannot borrow the tree's context, so the action is written
/// in two parts around the work:
///
/// - `start(ctx)`, at the tick that starts the action, reads from the
///   context what the work needs and returns the work: a closure that owns
///   its data (`Send + 'static`) and is given the action's [`Halt`] flag.
///   It is run on a new thread, and the tick returns `Running`.
/// - Each later tick returns `Running` while the work runs. The first tick
///   after it has returned calls `finish(ctx, output)`, which writes the
///   output into the context and gives the action's status (`Success` or
///   `Failure`; a `finish` that returns `Running` starts the work again
///   at the next tick, a fresh run).
///
/// A halt while the work runs sets the [`Halt`] flag (and ends the work's
/// [`Halt::sleep`]), waits for the work
/// to return (as BehaviorTree.CPP's halt does), drops its output, and
/// then calls the cleanup given with [`Threaded::on_halt`], if any.
/// Dropping the leaf while the work runs sets the flag and does not wait:
/// the work finishes on its thread, which drops its output. A work that
/// panics makes the tick that would have finished it panic with the same
/// payload (BehaviorTree.CPP rethrows the work's exception in the ticking
/// thread), or the halt that waits for it.
///
/// Costs: a thread and an allocation per run, none per tick (a tick of
/// running work asks whether the thread has finished). A thread that
/// cannot be started (the system has no more) makes the action fail.
///
/// Where bt differs from BehaviorTree.CPP: the tick that starts the work
/// returns `Running` even if the work has already returned, so that a
/// run's ticks do not depend on how fast the thread was (BehaviorTree.CPP
/// returns the work's status if it was done by then); there is no
/// wake-up signal (the tree is ticked at its own pace).
///
/// ```
/// use std::time::Duration;
/// use bt_core::leaf::{Halt, threaded};
/// use bt_core::{Node, Status};
///
/// struct Robot { goal: u32, path: Vec<u32> }
///
/// // A planner that blocks, and gives up when halted.
/// fn plan(goal: u32, halt: &Halt) -> Option<Vec<u32>> {
///     let mut path = Vec::new();
///     for step in 1..=goal {
///         if halt.sleep(Duration::from_millis(1)) {
///             return None; // halted
///         }
///         path.push(step);
///     }
///     Some(path)
/// }
///
/// let mut planner = threaded(
///     |r: &mut Robot| {
///         let goal = r.goal;
///         move |halt: &Halt| plan(goal, halt)
///     },
///     |r: &mut Robot, path: Option<Vec<u32>>| match path {
///         Some(path) => {
///             r.path = path;
///             Status::Success
///         }
///         None => Status::Failure,
///     },
/// );
/// let mut robot = Robot { goal: 3, path: vec![] };
/// let mut status = planner.tick(&mut robot);
/// assert_eq!(status, Status::Running); // planning on its thread
/// while status == Status::Running {
///     std::thread::sleep(Duration::from_millis(1)); // the rest of a frame
///     status = planner.tick(&mut robot);
/// }
/// assert_eq!(status, Status::Success);
/// assert_eq!(robot.path, [1, 2, 3]);
/// ```
pub fn threaded<C, S, W, T, F>(start: S, finish: F) -> Threaded<S, F, fn(&mut C), T>
where
    C: ?Sized,
    S: FnMut(&mut C) -> W,
    W: FnOnce(&Halt) -> T + Send + 'static,
    T: Send + 'static,
    F: FnMut(&mut C, T) -> Status,
{
    Threaded {
        start,
        finish,
        on_halt: |_| {},
        work: None,
    }
}

impl<S, F, H, T> Threaded<S, F, H, T> {
    /// Adds a cleanup that runs with the context when the action is halted
    /// while its work runs (after the work has returned).
    pub fn on_halt<C: ?Sized, G: FnMut(&mut C)>(self, on_halt: G) -> Threaded<S, F, G, T> {
        Threaded {
            start: self.start,
            finish: self.finish,
            on_halt,
            work: self.work,
        }
    }

    /// `true` while the work runs (started and not yet finished by a tick,
    /// nor halted).
    pub const fn is_running(&self) -> bool {
        self.work.is_some()
    }
}

impl<S, F, H, T> core::fmt::Debug for Threaded<S, F, H, T> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Threaded")
            .field("running", &self.is_running())
            .finish_non_exhaustive()
    }
}

impl<C, S, W, T, F, H> Node<C> for Threaded<S, F, H, T>
where
    C: ?Sized,
    S: FnMut(&mut C) -> W,
    W: FnOnce(&Halt) -> T + Send + 'static,
    T: Send + 'static,
    F: FnMut(&mut C, T) -> Status,
    H: FnMut(&mut C),
{
    fn tick(&mut self, ctx: &mut C) -> Status {
        let Some(work) = self.work.take() else {
            let work = (self.start)(ctx);
            let halt = Halt::default();
            let flag = halt.clone();
            return match Builder::new().spawn(move || work(&flag)) {
                Ok(thread) => {
                    let halt = StopOnDrop(halt, thread.thread().clone());
                    self.work = Some(Work { thread, halt });
                    Status::Running
                }
                // No thread to run it on: the action fails.
                Err(_) => Status::Failure,
            };
        };
        if !work.thread.is_finished() {
            self.work = Some(work);
            return Status::Running;
        }
        match work.thread.join() {
            Ok(output) => (self.finish)(ctx, output),
            Err(panic) => resume_unwind(panic),
        }
    }

    fn halt(&mut self, ctx: &mut C) {
        let Some(work) = self.work.take() else {
            return;
        };
        if let Err(panic) = work.stop() {
            resume_unwind(panic);
        }
        (self.on_halt)(ctx);
    }
}
