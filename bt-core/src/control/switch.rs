use core::fmt;

use crate::children::{ChildList, Children, Index};
use crate::observe::{Drive, Ticker, node_via_ticker};
use crate::{Node, Status};

/// Ticks the child of the first case equal to a value read from the context
/// (BehaviorTree.CPP's `Switch2`..`Switch6`, with typed cases and any number
/// of them).
///
/// `children` holds one child per case plus the default child, last. On
/// every tick the node reads the value with `variable`, picks the first case
/// equal to it (or the default), halts the previously running child if the
/// selection changed, and ticks the selected child. `Running` is
/// remembered; any other result forgets it. The result is the child's.
///
/// Runtime-built switches with fewer children than cases + 1 use their last
/// child for the missing ones; with no children the node returns `Skipped`.
///
/// ```
/// use bt_core::{Node, Status};
/// use bt_core::control::Switch;
/// use bt_core::leaf::action;
///
/// #[derive(PartialEq)]
/// enum Mode { Attack, Flee, Idle }
/// struct Npc { mode: Mode, log: Vec<&'static str> }
///
/// let mut node = Switch::new(
///     |n: &mut Npc| if n.log.is_empty() { Mode::Attack } else { Mode::Idle },
///     [Mode::Attack, Mode::Flee],
///     (
///         action(|n: &mut Npc| { n.log.push("attack"); Status::Success }),
///         action(|n: &mut Npc| { n.log.push("flee"); Status::Success }),
///         action(|n: &mut Npc| { n.log.push("idle"); Status::Success }),
///     ),
/// );
/// let mut npc = Npc { mode: Mode::Idle, log: vec![] };
/// node.tick(&mut npc);
/// node.tick(&mut npc);
/// assert_eq!(npc.log, ["attack", "idle"]);
/// ```
pub struct Switch<F, T, Ch: ChildList, const N: usize> {
    variable: F,
    cases: [T; N],
    children: Ch,
    running: Ch::Index,
}

impl<F, T, Ch: ChildList, const N: usize> Switch<F, T, Ch, N> {
    /// A switch over `variable`, with `cases` and `children` (cases + 1:
    /// the last one is the default).
    pub fn new(variable: F, cases: [T; N], children: Ch) -> Self {
        Self {
            variable,
            cases,
            children,
            running: Ch::Index::NONE,
        }
    }

    /// The case values.
    pub const fn cases(&self) -> &[T; N] {
        &self.cases
    }

    /// The children.
    pub const fn children(&self) -> &Ch {
        &self.children
    }
}

impl<F: Clone, T: Clone, Ch: ChildList + Clone, const N: usize> Clone for Switch<F, T, Ch, N> {
    fn clone(&self) -> Self {
        Self {
            variable: self.variable.clone(),
            cases: self.cases.clone(),
            children: self.children.clone(),
            running: self.running,
        }
    }
}

impl<C, F, T, Ch, const N: usize> Drive<C> for Switch<F, T, Ch, N>
where
    C: ?Sized,
    F: FnMut(&mut C) -> T,
    T: PartialEq,
    Ch: Children<C>,
{
    #[inline]
    fn run<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) -> Status {
        let len = self.children.len();
        if len == 0 {
            return Status::Skipped;
        }
        let value = (self.variable)(ctx);
        let selected = self
            .cases
            .iter()
            .position(|case| *case == value)
            .unwrap_or(N)
            .min(len - 1);
        if self.running.get() != Ch::Index::NONE.get() && self.running.get() != selected {
            let previous = core::mem::replace(&mut self.running, Ch::Index::NONE);
            self.children.halt_at(previous.get(), ctx, t);
        }
        let status = self.children.tick_at(selected, ctx, t);
        self.running = if matches!(status, Status::Running) {
            Ch::Index::new(selected)
        } else {
            Ch::Index::NONE
        };
        status
    }

    #[inline]
    fn stop<Tk: Ticker<C>>(&mut self, ctx: &mut C, t: &mut Tk) {
        if self.running.get() != Ch::Index::NONE.get() {
            let running = core::mem::replace(&mut self.running, Ch::Index::NONE);
            self.children.halt_at(running.get(), ctx, t);
        }
    }
}

impl<C, F, T, Ch, const N: usize> Node<C> for Switch<F, T, Ch, N>
where
    C: ?Sized,
    F: FnMut(&mut C) -> T,
    T: PartialEq,
    Ch: Children<C>,
{
    node_via_ticker!();
}

impl<F, T: fmt::Debug, Ch: ChildList + fmt::Debug, const N: usize> fmt::Debug
    for Switch<F, T, Ch, N>
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Switch")
            .field("cases", &self.cases)
            .field("children", &self.children)
            .finish_non_exhaustive()
    }
}
