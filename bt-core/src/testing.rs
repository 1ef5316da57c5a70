//! Scripted leaves and a shared trace, to test trees tick by tick (what
//! BehaviorTree.CPP's `TestNode` and `TreeObserver` give C++ users).
//!
//! A [`Script`] leaf returns a given list of statuses, one per tick of user
//! code (the last one repeats), and records every tick and every halt that
//! reaches it while it is running into a [`Trace`] shared by all the leaves
//! of a test.
//!
//! ```
//! use bt_core::{Node, Status::*, Tree};
//! use bt_core::control::Sequence;
//! use bt_core::testing::{Event, Trace};
//!
//! let trace = Trace::new();
//! let mut tree = Tree::new(Sequence::new((
//!     trace.leaf("check", [Success]),
//!     trace.leaf("walk", [Running, Success]),
//! )));
//! assert_eq!(tree.tick(&mut ()), Running);
//! assert_eq!(tree.tick(&mut ()), Success);
//! assert_eq!(trace.take(), [
//!     Event::Tick("check", Success),
//!     Event::Tick("walk", Running),
//!     // a sequence resumes at its running child
//!     Event::Tick("walk", Success),
//! ]);
//! ```

use std::cell::RefCell;
use std::rc::Rc;
use std::vec::Vec;

use crate::{Node, Status};

/// One thing that happened to a scripted leaf.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// The leaf was ticked and returned this status.
    Tick(&'static str, Status),
    /// The leaf was halted while running.
    Halt(&'static str),
}

/// An ordered record of [`Event`]s, shared by the leaves that write to it.
/// Cloning a trace gives another handle on the same record.
#[derive(Clone, Debug, Default)]
pub struct Trace {
    events: Rc<RefCell<Vec<Event>>>,
}

impl Trace {
    /// An empty trace.
    pub fn new() -> Self {
        Self::default()
    }

    /// A scripted leaf named `name` that writes to this trace. It returns
    /// `script`'s statuses one per tick, repeating the last one (an empty
    /// script always succeeds).
    pub fn leaf(&self, name: &'static str, script: impl IntoIterator<Item = Status>) -> Script {
        Script {
            name,
            statuses: script.into_iter().collect(),
            next: 0,
            running: false,
            trace: self.clone(),
        }
    }

    /// Appends an event (for tests that record their own).
    pub fn push(&self, event: Event) {
        self.events.borrow_mut().push(event);
    }

    /// The events so far, leaving them in place.
    pub fn events(&self) -> Vec<Event> {
        self.events.borrow().clone()
    }

    /// The events so far, emptying the trace (handy for one tick at a time).
    pub fn take(&self) -> Vec<Event> {
        core::mem::take(&mut *self.events.borrow_mut())
    }
}

/// A leaf that plays a script of statuses and records ticks and halts; see
/// [`Trace::leaf`]. It works with any context type.
///
/// A halt is recorded (and counts) only when the leaf is running, as
/// BehaviorTree.CPP's halt only reaches running nodes.
#[derive(Clone, Debug)]
pub struct Script {
    name: &'static str,
    statuses: Vec<Status>,
    next: usize,
    running: bool,
    trace: Trace,
}

impl Script {
    /// The leaf's name.
    pub const fn name(&self) -> &'static str {
        self.name
    }

    /// How many times the leaf has been ticked.
    pub const fn ticks(&self) -> usize {
        self.next
    }

    /// `true` if the last tick returned `Running` and no halt came since.
    pub const fn is_running(&self) -> bool {
        self.running
    }
}

impl<C: ?Sized> Node<C> for Script {
    fn tick(&mut self, _: &mut C) -> Status {
        let status = match self.statuses.get(self.next).or(self.statuses.last()) {
            Some(status) => *status,
            None => Status::Success,
        };
        self.next += 1;
        self.running = status == Status::Running;
        self.trace.push(Event::Tick(self.name, status));
        status
    }

    fn halt(&mut self, _: &mut C) {
        if self.running {
            self.running = false;
            self.trace.push(Event::Halt(self.name));
        }
    }
}
