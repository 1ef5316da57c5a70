//! [`Sliced`], [`Gap`], [`Lift`] and [`Linked`]: a very deep tree cut into
//! slices that sit side by side instead of inside each other, which keeps
//! its compile time linear in its depth.
//!
//! A nested node's type names its whole subtree, so a tree `D` levels deep
//! has types whose sizes add up to `D²`, and rustc handles each of them
//! (symbol names, debug info, type relating) at least once per level. `bt!`
//! cuts a tree 128 or more levels deep into slices of 16 levels: each
//! slice is a tree of its own whose deep subtrees end in a [`Gap`], over
//! the context [`Linked`] (the tree's context, and the slices below this
//! one); a [`Sliced`] holds a slice with the slices below it, and ticks it
//! over a `Linked` that lends it those. A `Gap` goes on, through that loan,
//! to the slice it stands for. The leaves of a slice are the user's, over
//! the tree's context, each in a [`Lift`].
//!
//! No type is then longer than one slice and the list of slices below it,
//! and the build time grows linearly with the depth (`scripts/
//! compile-times.sh`, BENCHMARKS.md "Compile time" item 4). A tick that
//! crosses a boundary pays one virtual call and the `FnOutline` around the
//! slice below.
//!
//! ```
//! use bt_core::control::Sequence;
//! use bt_core::{Condition, FnOutline, Gap, Lift, Node, Sliced, Status};
//!
//! // `sequence<a, sequence<b, c>>` with the inner sequence in a slice of
//! // its own: the outer slice holds a `Gap` where it stood.
//! fn a(n: &mut u32) -> bool { *n > 0 }
//! fn b(n: &mut u32) -> bool { *n > 1 }
//! fn c(n: &mut u32) -> bool { *n > 2 }
//! let below = Sliced::new(Sequence::new((Lift(Condition(b)), Lift(Condition(c)))), ());
//! let below = FnOutline::<_, u32>::new(below);
//! let gap = Gap::<0>::new(&below);
//! let mut tree = Sliced::new(Sequence::new((Lift(Condition(a)), gap)), (below,));
//! assert_eq!(tree.tick(&mut 3), Status::Success);
//! assert_eq!(tree.tick(&mut 2), Status::Failure);
//! ```

use crate::clock::Clock;
use crate::node::Hints;
use crate::observe::{NodeId, Observer};
use crate::{Node, Status};

/// The context a slice of a [`Sliced`] tree is ticked over: the tree's
/// context, and the slices below this one, lent for the tick.
///
/// It has a clock when the context has one, so the timed nodes of a slice
/// read the tree's clock.
pub struct Linked<'a, C: ?Sized> {
    ctx: &'a mut C,
    below: &'a mut dyn Below<C>,
}

impl<'a, C: ?Sized> Linked<'a, C> {
    /// The tree's context, and the slices below, for one tick of a slice.
    pub fn new(ctx: &'a mut C, below: &'a mut dyn Below<C>) -> Self {
        Self { ctx, below }
    }

    /// The tree's context.
    #[inline(always)]
    pub fn ctx(&mut self) -> &mut C {
        self.ctx
    }

    /// The tree's context and the slices below, apart: a control of the
    /// user's in a slice is handed the first, and its children are ticked
    /// over a `Linked` made again from both (`custom::LiftedControl`).
    #[inline(always)]
    pub(crate) fn parts(&mut self) -> (&mut C, &mut (dyn Below<C> + 'a)) {
        (self.ctx, self.below)
    }
}

#[diagnostic::do_not_recommend]
impl<C: Clock + ?Sized> Clock for Linked<'_, C> {
    #[inline]
    fn now(&self) -> core::time::Duration {
        self.ctx.now()
    }
}

/// The slices below a slice, in the order of its [`Gap`]s: a tuple of
/// nodes over the tree's context (`()` when it has none).
pub trait Below<C: ?Sized> {
    /// The slice at index `k`, if there is one.
    fn slice(&mut self, k: usize) -> Option<&mut dyn Node<C>>;
}

impl<C: ?Sized> Below<C> for () {
    #[inline]
    fn slice(&mut self, _: usize) -> Option<&mut dyn Node<C>> {
        None
    }
}

macro_rules! below_tuple {
    ($($t:ident $i:tt),+) => {
        impl<C: ?Sized, $($t: Node<C>),+> Below<C> for ($($t,)+) {
            #[inline]
            fn slice(&mut self, k: usize) -> Option<&mut dyn Node<C>> {
                match k {
                    $($i => Some(&mut self.$i),)+
                    _ => None,
                }
            }
        }
    };
}

below_tuple!(A 0);
below_tuple!(A 0, B 1);
below_tuple!(A 0, B 1, D 2);
below_tuple!(A 0, B 1, D 2, E 3);
below_tuple!(A 0, B 1, D 2, E 3, F 4);
below_tuple!(A 0, B 1, D 2, E 3, F 4, G 5);
below_tuple!(A 0, B 1, D 2, E 3, F 4, G 5, H 6);
below_tuple!(A 0, B 1, D 2, E 3, F 4, G 5, H 6, I 7);
below_tuple!(A 0, B 1, D 2, E 3, F 4, G 5, H 6, I 7, J 8);
below_tuple!(A 0, B 1, D 2, E 3, F 4, G 5, H 6, I 7, J 8, K 9);
below_tuple!(A 0, B 1, D 2, E 3, F 4, G 5, H 6, I 7, J 8, K 9, L 10);
below_tuple!(A 0, B 1, D 2, E 3, F 4, G 5, H 6, I 7, J 8, K 9, L 10, M 11);
below_tuple!(A 0, B 1, D 2, E 3, F 4, G 5, H 6, I 7, J 8, K 9, L 10, M 11, N 12);
below_tuple!(A 0, B 1, D 2, E 3, F 4, G 5, H 6, I 7, J 8, K 9, L 10, M 11, N 12, O 13);
below_tuple!(A 0, B 1, D 2, E 3, F 4, G 5, H 6, I 7, J 8, K 9, L 10, M 11, N 12, O 13, P 14);
below_tuple!(A 0, B 1, D 2, E 3, F 4, G 5, H 6, I 7, J 8, K 9, L 10, M 11, N 12, O 13, P 14, Q 15);

/// The most slices a [`Sliced`] holds below its slice (the tuples that
/// implement [`Below`]).
pub const MAX_BELOW: usize = 16;

/// A slice `S` of a tree, over [`Linked`], with the slices `B` below it:
/// a node over the tree's context. Each tick, halt and observed tick lends
/// the slice the context and `B`, where its [`Gap`]s find the slices they
/// stand for. See the [module docs](self).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sliced<S, B> {
    top: S,
    below: B,
}

impl<S, B> Sliced<S, B> {
    /// The slice `top`, with the slices `below` it (a tuple, in the order
    /// of the slice's [`Gap`] indices).
    pub const fn new(top: S, below: B) -> Self {
        Self { top, below }
    }

    /// The slice.
    pub fn top(&self) -> &S {
        &self.top
    }

    /// The slices below it.
    pub fn below(&self) -> &B {
        &self.below
    }

    /// The slice and the slices below it, to change apart (a resume plan
    /// goes down through the one and on into the other).
    pub fn parts_mut(&mut self) -> (&mut S, &mut B) {
        (&mut self.top, &mut self.below)
    }
}

/// The hints of a slice, over the context of any one tick.
#[inline(always)]
fn slice_hints<'a, C: ?Sized + 'a, S: Node<Linked<'a, C>>>(top: &S) -> Hints {
    top.hints()
}

impl<C: ?Sized, S, B: Below<C>> Node<C> for Sliced<S, B>
where
    S: for<'a> Node<Linked<'a, C>>,
{
    #[inline]
    fn tick(&mut self, ctx: &mut C) -> Status {
        self.top.tick(&mut Linked::new(ctx, &mut self.below))
    }

    #[inline]
    fn halt(&mut self, ctx: &mut C) {
        self.top.halt(&mut Linked::new(ctx, &mut self.below));
    }

    #[inline]
    fn tick_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) -> Status {
        self.top
            .tick_observed(&mut Linked::new(ctx, &mut self.below), observer)
    }

    #[inline]
    fn halt_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) {
        self.top
            .halt_observed(&mut Linked::new(ctx, &mut self.below), observer);
    }

    #[inline(always)]
    fn tick_tracked(&mut self, ctx: &mut C, last: &mut NodeId) -> Status {
        self.top
            .tick_tracked(&mut Linked::new(ctx, &mut self.below), last)
    }

    #[inline(always)]
    fn tick_fresh(&mut self, ctx: &mut C, last: &mut NodeId) -> Status {
        self.top
            .tick_fresh(&mut Linked::new(ctx, &mut self.below), last)
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn hints(&self) -> Hints {
        slice_hints(&self.top)
    }
}

/// Where a slice of a [`Sliced`] tree goes on to the slice below numbered
/// `K`: every tick, halt and observed tick goes to that slice, over the
/// tree's context. It keeps the slice's [`hints`](Node::hints), taken when
/// it is made. A `Gap` whose [`Linked`] has no slice numbered `K` (which
/// `bt!` never builds) fails its ticks and ignores its halts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Gap<const K: usize> {
    hints: Hints,
}

impl<const K: usize> Gap<K> {
    /// The gap for `slice`, which the [`Sliced`] above holds at index `K`
    /// of its slices below.
    pub fn new<C: ?Sized, N: Node<C>>(slice: &N) -> Self {
        Self {
            hints: slice.hints(),
        }
    }
}

impl<'a, C: ?Sized, const K: usize> Node<Linked<'a, C>> for Gap<K> {
    #[inline]
    fn tick(&mut self, h: &mut Linked<'a, C>) -> Status {
        match h.below.slice(K) {
            Some(slice) => slice.tick(h.ctx),
            None => Status::Failure,
        }
    }

    #[inline]
    fn halt(&mut self, h: &mut Linked<'a, C>) {
        if let Some(slice) = h.below.slice(K) {
            slice.halt(h.ctx);
        }
    }

    #[inline]
    fn tick_observed(&mut self, h: &mut Linked<'a, C>, observer: &mut dyn Observer) -> Status {
        match h.below.slice(K) {
            Some(slice) => slice.tick_observed(h.ctx, observer),
            None => Status::Failure,
        }
    }

    #[inline]
    fn halt_observed(&mut self, h: &mut Linked<'a, C>, observer: &mut dyn Observer) {
        if let Some(slice) = h.below.slice(K) {
            slice.halt_observed(h.ctx, observer);
        }
    }

    #[inline]
    fn tick_tracked(&mut self, h: &mut Linked<'a, C>, last: &mut NodeId) -> Status {
        match h.below.slice(K) {
            Some(slice) => slice.tick_tracked(h.ctx, last),
            None => Status::Failure,
        }
    }

    #[inline]
    fn tick_fresh(&mut self, h: &mut Linked<'a, C>, last: &mut NodeId) -> Status {
        match h.below.slice(K) {
            Some(slice) => slice.tick_fresh(h.ctx, last),
            None => Status::Failure,
        }
    }

    #[inline]
    fn hints(&self) -> Hints {
        self.hints
    }
}

/// A node over the tree's context `C`, in a slice over [`Linked`]: every
/// method forwards with the tree's context. `bt!` lifts the leaves of a
/// sliced tree (and the conditions of its decorators) this way.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Lift<N>(pub N);

impl<'a, C: ?Sized, N: Node<C>> Node<Linked<'a, C>> for Lift<N> {
    #[inline(always)]
    fn tick(&mut self, h: &mut Linked<'a, C>) -> Status {
        self.0.tick(h.ctx)
    }

    #[inline(always)]
    fn halt(&mut self, h: &mut Linked<'a, C>) {
        self.0.halt(h.ctx);
    }

    #[inline(always)]
    fn tick_observed(&mut self, h: &mut Linked<'a, C>, observer: &mut dyn Observer) -> Status {
        self.0.tick_observed(h.ctx, observer)
    }

    #[inline(always)]
    fn halt_observed(&mut self, h: &mut Linked<'a, C>, observer: &mut dyn Observer) {
        self.0.halt_observed(h.ctx, observer);
    }

    #[inline(always)]
    fn tick_tracked(&mut self, h: &mut Linked<'a, C>, last: &mut NodeId) -> Status {
        self.0.tick_tracked(h.ctx, last)
    }

    #[inline(always)]
    fn tick_fresh(&mut self, h: &mut Linked<'a, C>, last: &mut NodeId) -> Status {
        self.0.tick_fresh(h.ctx, last)
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn hints(&self) -> Hints {
        self.0.hints()
    }
}
