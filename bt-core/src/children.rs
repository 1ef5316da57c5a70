//! The children of a composite: tuples, groups of tuples, arrays and `Vec`s.
//!
//! A composite never loops over its children with one dispatch per child. It
//! hands a [`Visit`]or to [`Children::visit_from`], which jumps once to the
//! child to resume and then runs straight-line code over the rest: for a
//! tuple, every child's tick is inlined in order, and the visitor's decision
//! after each child ("go on" or "stop with this status") is inlined with it.
//!
//! Tuples hold up to 16 children. Beyond that, [`Group`] nests tuples of
//! children (the `bt!` macro fills members of 16, 256, ... children and puts
//! the rest in the last), so resuming costs one dispatch per level: O(log n).

use core::fmt::Debug;
use core::ops::ControlFlow;

use crate::node::Hints;
use crate::observe::{NodeId, Ticker, View};
use crate::{Node, Status};

/// The integer type a composite uses to remember a child position.
///
/// Tuples use `u8`, groups `u16`, arrays and `Vec`s `usize`, so a composite
/// over a handful of children stores a single byte per index.
pub trait Index: Copy + Debug + Eq {
    /// The value that stands for "no child".
    const NONE: Self;
    /// The position as `usize`.
    fn get(self) -> usize;
    /// A position from `usize`. Callers pass positions below the number of
    /// children, which always fit.
    fn new(i: usize) -> Self;
}

macro_rules! index_impl {
    ($($t:ty),*) => {$(
        impl Index for $t {
            const NONE: Self = <$t>::MAX;
            #[inline(always)]
            fn get(self) -> usize {
                self as usize
            }
            #[inline(always)]
            #[allow(clippy::cast_possible_truncation)] // callers pass positions below the child count
            fn new(i: usize) -> Self {
                i as $t
            }
        }
    )*};
}
index_impl!(u8, u16, usize);

/// What every list of children knows without a context type: how many there
/// are, and the small state types a composite keeps about them.
pub trait ChildList {
    /// See [`Index`].
    type Index: Index;
    /// A set of child positions (used by the parallel nodes to remember which
    /// children have finished).
    type Flags;

    /// The number of children.
    fn len(&self) -> usize;
    /// `true` if there are no children.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// An empty set of positions.
    fn new_flags(&self) -> Self::Flags;
    /// `true` if `i` is in the set.
    fn flag(flags: &Self::Flags, i: usize) -> bool;
    /// Puts `i` in the set (`on`) or takes it out.
    fn set_flag(flags: &mut Self::Flags, i: usize, on: bool);
    /// Empties the set.
    fn clear_flags(flags: &mut Self::Flags);
}

/// Lists whose length is known at compile time (tuples and groups).
pub trait FixedLen {
    /// The number of children.
    const LEN: usize;
}

/// The decision a composite takes after each child, handed to
/// [`Children::visit_from`].
pub trait Visit<C: ?Sized> {
    /// `true` if this visitor ticks every child with plain [`Node::tick`]
    /// and then hands the result to [`visited`](Visit::visited): a
    /// `NamedN` list then ticks its children itself (one generic function
    /// less per child to compile). The default is `false`.
    #[doc(hidden)]
    const TICKS_PLAINLY: bool = false;

    /// Called with each child in turn from the start position. The visitor
    /// usually ticks the child; it returns `Break(status)` to stop the walk
    /// (the composite then returns `status`) or `Continue` to go on.
    fn visit<N: Node<C>>(
        &mut self,
        index: usize,
        child: &mut N,
        ctx: &mut C,
    ) -> ControlFlow<Status>;

    /// As [`visit`](Visit::visit), for child `ID` of a `NamedN` list (a
    /// node that reports under the id `ID`, as an
    /// [`Id`](crate::observe::Id) around it would). The default visits it
    /// through such a wrapper; the walks of the sequence family and of the
    /// reactive nodes tick it with [`Ticker::tick_named`] (one generic
    /// function less per child to compile).
    #[doc(hidden)]
    #[inline(always)]
    fn visit_named<N: Node<C>, const ID: NodeId>(
        &mut self,
        index: usize,
        child: &mut N,
        ctx: &mut C,
    ) -> ControlFlow<Status> {
        self.visit(index, &mut View::<N, ID>(child), ctx)
    }

    /// What the visitor does with the result of child `index`, which the
    /// list ticked plainly; called only if
    /// [`TICKS_PLAINLY`](Visit::TICKS_PLAINLY). The default goes on.
    #[doc(hidden)]
    #[inline(always)]
    fn visited(&mut self, index: usize, status: Status) -> ControlFlow<Status> {
        let _ = (index, status);
        ControlFlow::Continue(())
    }
}

/// The children of a composite over the context `C`.
pub trait Children<C: ?Sized>: ChildList {
    /// Calls `visitor` on each child from position `start` to the last, in
    /// order, until it returns `Break`. A `start` at or past the end means the
    /// last child (so resuming needs no bounds check); with no children the
    /// visitor is not called.
    fn visit_from<V: Visit<C>>(
        &mut self,
        start: usize,
        ctx: &mut C,
        visitor: &mut V,
    ) -> ControlFlow<Status>;
    /// As [`visit_from`](Children::visit_from), from a one-based position:
    /// 0 and 1 both mean the first child, `k + 1` child `k` (how the
    /// sequences store where they stand, 0 being "at rest"). Tuples jump on
    /// `pos` directly, without the subtraction.
    #[doc(hidden)]
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn visit_from_pos<V: Visit<C>>(
        &mut self,
        pos: usize,
        ctx: &mut C,
        visitor: &mut V,
    ) -> ControlFlow<Status> {
        self.visit_from(pos.saturating_sub(1), ctx, visitor)
    }
    /// As [`visit_from`](Children::visit_from), with every position handed
    /// to `visitor` shifted by `base`: how a [`Group`] visits its members.
    /// A group passes its own members' offsets down instead of wrapping the
    /// visitor once per level, so that a child is visited through one
    /// offset however deeply its list is grouped (fewer generic functions
    /// per child to compile).
    #[doc(hidden)]
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn visit_from_at<V: Visit<C>>(
        &mut self,
        start: usize,
        ctx: &mut C,
        visitor: &mut V,
        base: usize,
    ) -> ControlFlow<Status> {
        self.visit_from(
            start,
            ctx,
            &mut Offset {
                inner: visitor,
                base,
            },
        )
    }
    /// Ticks the child at position `i` (the last one if `i` is past the end)
    /// through `ticker`. With no children, returns [`Status::Skipped`].
    fn tick_at<T: Ticker<C>>(&mut self, i: usize, ctx: &mut C, ticker: &mut T) -> Status;
    /// Ticks the child at position `i` (the last one if `i` is past the
    /// end) plainly, for a resume plan that resumes it
    /// ([`TickChild`](crate::resume::TickChild)): `None`, without ticking
    /// it, if its type says it never returns [`Status::Running`]
    /// ([`Node::hints`]), so that an optimized build leaves out the code of
    /// a child the plan never resumes. The default ticks any child.
    #[doc(hidden)]
    #[inline(always)]
    fn tick_runner_at(&mut self, i: usize, ctx: &mut C) -> Option<Status> {
        Some(self.tick_at(i, ctx, &mut crate::observe::Plain))
    }
    /// Halts the child at position `i` through `ticker` (nothing if `i` is
    /// past the end).
    fn halt_at<T: Ticker<C>>(&mut self, i: usize, ctx: &mut C, ticker: &mut T);
    /// Halts every child, in order, through `ticker`.
    fn halt_all<T: Ticker<C>>(&mut self, ctx: &mut C, ticker: &mut T);
    /// The position of the one child that may return [`Status::Running`]
    /// (see [`Node::hints`]), if exactly one may: a composite that records
    /// its running child then knows which child that is from whether one
    /// runs at all. `None` when none or several may run, and by default.
    #[doc(hidden)]
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn only_runner(&self) -> Option<usize> {
        None
    }
    /// What the children's ticks can return, taken together (see
    /// [`Node::hints`]): `may_run` if any child may return
    /// [`Status::Running`], `may_skip` if every child may return
    /// [`Status::Skipped`] (so that all of them may be skipped). The
    /// default is [`Hints::ANY`].
    #[doc(hidden)]
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn hints(&self) -> Hints {
        Hints::ANY
    }
}

/// The methods of a [`Visit`] impl whose visitor ticks each child through
/// its field `ticker` (a [`Ticker<C>`] of type `T`) and then decides with
/// its own `step(i, status)`, the same for every child. Under [`Plain`](
/// crate::observe::Plain), a `NamedN` list ticks its children itself and
/// hands the results to `visited`: no generic function per child here.
macro_rules! visit_by_step {
    () => {
        #[inline(always)]
        fn visit<N: $crate::Node<C>>(
            &mut self,
            i: usize,
            child: &mut N,
            ctx: &mut C,
        ) -> ::core::ops::ControlFlow<$crate::Status> {
            let status = self.ticker.tick(child, ctx);
            self.step(i, status)
        }
        const TICKS_PLAINLY: bool = T::PLAIN;
        #[inline(always)]
        fn visit_named<N: $crate::Node<C>, const ID: $crate::observe::NodeId>(
            &mut self,
            i: usize,
            child: &mut N,
            ctx: &mut C,
        ) -> ::core::ops::ControlFlow<$crate::Status> {
            let status = self.ticker.tick_named::<N, ID>(child, ctx);
            self.step(i, status)
        }
        #[inline(always)]
        fn visited(
            &mut self,
            i: usize,
            status: $crate::Status,
        ) -> ::core::ops::ControlFlow<$crate::Status> {
            self.step(i, status)
        }
    };
}

pub(crate) use visit_by_step;

macro_rules! tri {
    ($e:expr) => {
        if let ControlFlow::Break(s) = $e {
            core::hint::cold_path();
            return ControlFlow::Break(s);
        }
    };
}

pub(crate) use tri;

/// Jumps once to the step numbered `start` and runs every later step in
/// order (Duff's device with labeled blocks). The last step is also the
/// target of every out-of-range `start`.
macro_rules! resume {
    ($start:expr; [$(($l:lifetime $i:literal $s:expr))*] ($ll:lifetime $ls:expr)) => {
        resume!(@nest { match $start { $($i => break $l,)* _ => break $ll, } }; $(($l $s))* ($ll $ls))
    };
    // One-based: 0 and 1 jump to `$first`, `$p` to the step labeled `$l`.
    (@pos $pos:expr; $first:lifetime; [$(($l:lifetime $p:literal $s:expr))*] ($ll:lifetime $ls:expr)) => {
        resume!(@nest { match $pos { 0 => break $first, $($p => break $l,)* _ => break $ll, } }; $(($l $s))* ($ll $ls))
    };
    (@nest {$($acc:tt)*}; ($l:lifetime $s:expr) $($rest:tt)+) => {
        resume!(@nest { $l: { $($acc)* } $s; }; $($rest)+)
    };
    (@nest {$($acc:tt)*}; ($l:lifetime $s:expr)) => {
        $l: { $($acc)* }
        $s;
    };
}

pub(crate) use resume;

impl ChildList for () {
    type Index = u8;
    type Flags = ();
    fn len(&self) -> usize {
        0
    }
    fn new_flags(&self) {}
    fn flag((): &(), _: usize) -> bool {
        false
    }
    fn set_flag((): &mut (), _: usize, _: bool) {}
    fn clear_flags((): &mut ()) {}
}

impl FixedLen for () {
    const LEN: usize = 0;
}

/// No children: a composite over `()` ticks nothing (BehaviorTree.CPP returns
/// `SKIPPED` for such a composite; so do the composites here).
impl<C: ?Sized> Children<C> for () {
    #[inline]
    fn visit_from<V: Visit<C>>(&mut self, _: usize, _: &mut C, _: &mut V) -> ControlFlow<Status> {
        ControlFlow::Continue(())
    }
    #[inline]
    fn tick_at<T: Ticker<C>>(&mut self, _: usize, _: &mut C, _: &mut T) -> Status {
        Status::Skipped
    }
    #[inline]
    fn halt_at<T: Ticker<C>>(&mut self, _: usize, _: &mut C, _: &mut T) {}
    #[inline]
    fn halt_all<T: Ticker<C>>(&mut self, _: &mut C, _: &mut T) {}
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn hints(&self) -> Hints {
        Hints::NONE_OF_NO_CHILDREN
    }
}

macro_rules! tuple_impl {
    ($n:literal; $first:lifetime; [$(($i:tt $p:literal $T:ident $l:lifetime))*] ($li:tt $pl:literal $LT:ident $ll:lifetime)) => {
        impl<$($T,)* $LT> ChildList for ($($T,)* $LT,) {
            type Index = u8;
            type Flags = u16;
            #[inline(always)]
            fn len(&self) -> usize {
                $n
            }
            #[inline(always)]
            fn new_flags(&self) -> u16 {
                0
            }
            #[inline(always)]
            fn flag(flags: &u16, i: usize) -> bool {
                *flags & (1 << i) != 0
            }
            #[inline(always)]
            fn set_flag(flags: &mut u16, i: usize, on: bool) {
                *flags = (*flags & !(1 << i)) | (u16::from(on) << i);
            }
            #[inline(always)]
            fn clear_flags(flags: &mut u16) {
                *flags = 0;
            }
        }

        impl<$($T,)* $LT> FixedLen for ($($T,)* $LT,) {
            const LEN: usize = $n;
        }

        #[diagnostic::do_not_recommend]
        impl<Ctx: ?Sized, $($T: Node<Ctx>,)* $LT: Node<Ctx>> Children<Ctx> for ($($T,)* $LT,) {
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn visit_from<V: Visit<Ctx>>(&mut self, start: usize, ctx: &mut Ctx, v: &mut V) -> ControlFlow<Status> {
                self.visit_from_at(start, ctx, v, 0)
            }
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn visit_from_at<V: Visit<Ctx>>(&mut self, start: usize, ctx: &mut Ctx, v: &mut V, base: usize) -> ControlFlow<Status> {
                resume!(start; [$(($l $i tri!(v.visit(base + $i, &mut self.$i, ctx))))*] ($ll tri!(v.visit(base + $li, &mut self.$li, ctx))));
                ControlFlow::Continue(())
            }
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn visit_from_pos<V: Visit<Ctx>>(&mut self, pos: usize, ctx: &mut Ctx, v: &mut V) -> ControlFlow<Status> {
                resume!(@pos pos; $first; [$(($l $p tri!(v.visit($i, &mut self.$i, ctx))))*] ($ll tri!(v.visit($li, &mut self.$li, ctx))));
                ControlFlow::Continue(())
            }
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn tick_at<Tk: Ticker<Ctx>>(&mut self, i: usize, ctx: &mut Ctx, t: &mut Tk) -> Status {
                match i {
                    $($i => t.tick(&mut self.$i, ctx),)*
                    _ => t.tick(&mut self.$li, ctx),
                }
            }
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn halt_at<Tk: Ticker<Ctx>>(&mut self, i: usize, ctx: &mut Ctx, t: &mut Tk) {
                match i {
                    $($i => t.halt(&mut self.$i, ctx),)*
                    $li => t.halt(&mut self.$li, ctx),
                    _ => {}
                }
            }
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn halt_all<Tk: Ticker<Ctx>>(&mut self, ctx: &mut Ctx, t: &mut Tk) {
                $(t.halt(&mut self.$i, ctx);)*
                t.halt(&mut self.$li, ctx);
            }
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn hints(&self) -> Hints {
                self.$li.hints()$(.join(self.$i.hints()))*
            }
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn only_runner(&self) -> Option<usize> {
                only_runner(&[$(self.$i.hints().may_run,)* self.$li.hints().may_run])
            }
        }
    };
}

/// [`Children::only_runner`] for a tick to act on: `None`, the safe answer,
/// in builds with debug assertions (see [`tick_hints`](crate::node::tick_hints)).
#[inline(always)]
pub(crate) fn tick_only_runner<C: ?Sized, Ch: Children<C>>(children: &Ch) -> Option<usize> {
    if cfg!(debug_assertions) {
        None
    } else {
        children.only_runner()
    }
}

/// The position of the only `true` in `may_run`, if there is exactly one
/// (see [`Children::only_runner`]).
#[cfg_attr(debug_assertions, inline)]
#[cfg_attr(not(debug_assertions), inline(always))]
pub(crate) fn only_runner(may_run: &[bool]) -> Option<usize> {
    let mut only = None;
    for (i, &runs) in may_run.iter().enumerate() {
        if runs {
            if only.is_some() {
                return None;
            }
            only = Some(i);
        }
    }
    only
}

tuple_impl!(1; 'a; [] (0 1 A 'a));
tuple_impl!(2; 'a; [(0 1 A 'a)] (1 2 B 'b));
tuple_impl!(3; 'a; [(0 1 A 'a) (1 2 B 'b)] (2 3 D 'd));
tuple_impl!(4; 'a; [(0 1 A 'a) (1 2 B 'b) (2 3 D 'd)] (3 4 E 'e));
tuple_impl!(5; 'a; [(0 1 A 'a) (1 2 B 'b) (2 3 D 'd) (3 4 E 'e)] (4 5 F 'f));
tuple_impl!(6; 'a; [(0 1 A 'a) (1 2 B 'b) (2 3 D 'd) (3 4 E 'e) (4 5 F 'f)] (5 6 G 'g));
tuple_impl!(7; 'a; [(0 1 A 'a) (1 2 B 'b) (2 3 D 'd) (3 4 E 'e) (4 5 F 'f) (5 6 G 'g)] (6 7 H 'h));
tuple_impl!(8; 'a; [(0 1 A 'a) (1 2 B 'b) (2 3 D 'd) (3 4 E 'e) (4 5 F 'f) (5 6 G 'g) (6 7 H 'h)] (7 8 I 'i));
tuple_impl!(9; 'a; [(0 1 A 'a) (1 2 B 'b) (2 3 D 'd) (3 4 E 'e) (4 5 F 'f) (5 6 G 'g) (6 7 H 'h) (7 8 I 'i)] (8 9 J 'j));
tuple_impl!(10; 'a; [(0 1 A 'a) (1 2 B 'b) (2 3 D 'd) (3 4 E 'e) (4 5 F 'f) (5 6 G 'g) (6 7 H 'h) (7 8 I 'i) (8 9 J 'j)] (9 10 K 'k));
tuple_impl!(11; 'a; [(0 1 A 'a) (1 2 B 'b) (2 3 D 'd) (3 4 E 'e) (4 5 F 'f) (5 6 G 'g) (6 7 H 'h) (7 8 I 'i) (8 9 J 'j) (9 10 K 'k)] (10 11 L 'l));
tuple_impl!(12; 'a; [(0 1 A 'a) (1 2 B 'b) (2 3 D 'd) (3 4 E 'e) (4 5 F 'f) (5 6 G 'g) (6 7 H 'h) (7 8 I 'i) (8 9 J 'j) (9 10 K 'k) (10 11 L 'l)] (11 12 M 'm));
tuple_impl!(13; 'a; [(0 1 A 'a) (1 2 B 'b) (2 3 D 'd) (3 4 E 'e) (4 5 F 'f) (5 6 G 'g) (6 7 H 'h) (7 8 I 'i) (8 9 J 'j) (9 10 K 'k) (10 11 L 'l) (11 12 M 'm)] (12 13 N 'n));
tuple_impl!(14; 'a; [(0 1 A 'a) (1 2 B 'b) (2 3 D 'd) (3 4 E 'e) (4 5 F 'f) (5 6 G 'g) (6 7 H 'h) (7 8 I 'i) (8 9 J 'j) (9 10 K 'k) (10 11 L 'l) (11 12 M 'm) (12 13 N 'n)] (13 14 O 'o));
tuple_impl!(15; 'a; [(0 1 A 'a) (1 2 B 'b) (2 3 D 'd) (3 4 E 'e) (4 5 F 'f) (5 6 G 'g) (6 7 H 'h) (7 8 I 'i) (8 9 J 'j) (9 10 K 'k) (10 11 L 'l) (11 12 M 'm) (12 13 N 'n) (13 14 O 'o)] (14 15 P 'p));
tuple_impl!(16; 'a; [(0 1 A 'a) (1 2 B 'b) (2 3 D 'd) (3 4 E 'e) (4 5 F 'f) (5 6 G 'g) (6 7 H 'h) (7 8 I 'i) (8 9 J 'j) (9 10 K 'k) (10 11 L 'l) (11 12 M 'm) (12 13 N 'n) (13 14 O 'o) (14 15 P 'p)] (15 16 Q 'q));

/// More than 16 children: a tuple of up to 16 child lists (tuples or
/// further groups), seen by the composite as one flat list.
///
/// The `bt!` macro groups long child lists on its own (every member but the
/// last full: 16 children, or 256, ...);
/// by hand, `Group(((a, b), (c, d, e)))` is the list `a, b, c, d, e`.
/// Resuming at a child costs one dispatch per level of grouping.
#[derive(Clone, Copy, Debug, Default)]
pub struct Group<T>(pub T);

/// Passes the children of one member of a [`Group`] to the group's visitor
/// with their flat positions (see [`Children::visit_from_at`]).
struct Offset<'a, V> {
    inner: &'a mut V,
    base: usize,
}

impl<C: ?Sized, V: Visit<C>> Visit<C> for Offset<'_, V> {
    #[inline(always)]
    fn visit<N: Node<C>>(
        &mut self,
        index: usize,
        child: &mut N,
        ctx: &mut C,
    ) -> ControlFlow<Status> {
        self.inner.visit(self.base + index, child, ctx)
    }
}

macro_rules! group_impl {
    // The body of `locate`: one compare per member (`compare`, two
    // members), or a division when the members allow it (`divide`).
    (@locate compare; $pos:ident; [$($i:tt)*] $li:tt) => {{
        let (mut k, mut base) = (0, 0);
        $(if $pos >= Self::OFFSETS[$i] {
            (k, base) = ($i, Self::OFFSETS[$i]);
        })*
        if $pos >= Self::OFFSETS[$li] {
            (k, base) = ($li, Self::OFFSETS[$li]);
        }
        (k, $pos - base)
    }};
    (@locate divide; $pos:ident; [$($i:tt)*] $li:tt) => {
        if Self::STRIDE == 0 {
            group_impl!(@locate compare; $pos; [$($i)*] $li)
        } else {
            let k = $pos / Self::STRIDE;
            if k < $li {
                (k, $pos % Self::STRIDE)
            } else {
                ($li, $pos - $li * Self::STRIDE)
            }
        }
    };
    // `STRIDE`, for `locate` when it divides.
    (@stride compare; [$($T:ident)*] $li:tt $LT:ident) => {};
    (@stride divide; [$($T:ident)*] $li:tt $LT:ident) => {
        // The length of every member but the last, if they all have the
        // same one (as `bt!` splits a list) and it is not 0; else 0. Only
        // groups of three or more members divide: with two, `locate`
        // compares once (W7 with 20 actions, two members of 10: 36.0
        // instructions per tick; 38.1 when the choice was a test of this
        // constant in the same function).
        const STRIDE: usize = {
            let lens = [$($T::LEN,)* $LT::LEN];
            let mut k = 1;
            while k < $li && lens[k] == lens[0] {
                k += 1;
            }
            if k == $li { lens[0] } else { 0 }
        };
    };
    ($how:ident; [$(($i:tt $T:ident $l:lifetime $next:ident))*] ($li:tt $LT:ident $ll:lifetime)) => {
        #[allow(non_upper_case_globals, clippy::allow_attributes)]
        impl<$($T: FixedLen,)* $LT: FixedLen> Group<($($T,)* $LT,)> {
            // The flat position of each member's first child.
            const OFFSETS: [usize; $li + 1] = {
                let mut offsets = [0; $li + 1];
                let lens = [$($T::LEN,)* $LT::LEN];
                let mut k = 1;
                while k <= $li {
                    offsets[k] = offsets[k - 1] + lens[k - 1];
                    k += 1;
                }
                offsets
            };

            group_impl!(@stride $how; [$($T)*] $li $LT);

            /// The member holding flat position `i` and `i`'s position in it.
            ///
            /// In a group of three or more members of which every one but
            /// the last has the same length (the groups `bt!` makes: 16
            /// children, or 256, ...), a division by that constant, a
            /// shift: a position read from a cursor, as when a long list of
            /// actions goes on from where it stands, costs a few
            /// instructions per level of grouping, not a few per member.
            /// Otherwise one compare per member, each against a constant.
            /// Either way there is no loop: a constant `i` (0 in a tick from rest)
            /// folds away before the optimizer decides what to inline. A
            /// loop was still there at that point, so the jump into the
            /// members looked like a switch on an unknown position, which
            /// spread the static profile over its cases and made the first
            /// children of each member look cold (not inlined: W2 with
            /// 1,000 conditions kept 103 of them out of line).
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn locate(i: usize) -> (usize, usize) {
                group_impl!(@locate $how; i; [$($i)*] $li)
            }
        }

        impl<$($T: FixedLen + ChildList,)* $LT: FixedLen + ChildList> ChildList for Group<($($T,)* $LT,)> {
            type Index = u16;
            type Flags = ($($T::Flags,)* $LT::Flags,);
            #[inline(always)]
            fn len(&self) -> usize {
                <Self as FixedLen>::LEN
            }
            fn new_flags(&self) -> Self::Flags {
                ($(self.0.$i.new_flags(),)* self.0.$li.new_flags(),)
            }
            #[inline]
            fn flag(flags: &Self::Flags, i: usize) -> bool {
                let (k, j) = Self::locate(i);
                match k {
                    $($i => $T::flag(&flags.$i, j),)*
                    _ => $LT::flag(&flags.$li, j),
                }
            }
            #[inline]
            fn set_flag(flags: &mut Self::Flags, i: usize, on: bool) {
                let (k, j) = Self::locate(i);
                match k {
                    $($i => $T::set_flag(&mut flags.$i, j, on),)*
                    _ => $LT::set_flag(&mut flags.$li, j, on),
                }
            }
            #[inline]
            fn clear_flags(flags: &mut Self::Flags) {
                $($T::clear_flags(&mut flags.$i);)*
                $LT::clear_flags(&mut flags.$li);
            }
        }

        impl<$($T: FixedLen,)* $LT: FixedLen> FixedLen for Group<($($T,)* $LT,)> {
            const LEN: usize = 0 $(+ $T::LEN)* + $LT::LEN;
        }

        #[diagnostic::do_not_recommend]
        impl<Ctx: ?Sized, $($T: FixedLen + Children<Ctx>,)* $LT: FixedLen + Children<Ctx>> Children<Ctx>
            for Group<($($T,)* $LT,)>
        {
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn visit_from<V: Visit<Ctx>>(&mut self, start: usize, ctx: &mut Ctx, v: &mut V) -> ControlFlow<Status> {
                self.visit_from_at(start, ctx, v, 0)
            }
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn visit_from_at<V: Visit<Ctx>>(&mut self, start: usize, ctx: &mut Ctx, v: &mut V, base: usize) -> ControlFlow<Status> {
                let (member, mut at) = Self::locate(start);
                resume!(member; [$(($l $i {
                    tri!(self.0.$i.visit_from_at(at, ctx, v, base + Self::OFFSETS[$i]));
                    at = 0;
                }))*] ($ll {
                    tri!(self.0.$li.visit_from_at(at, ctx, v, base + Self::OFFSETS[$li]));
                    let _ = at;
                }));
                ControlFlow::Continue(())
            }
            #[inline]
            fn tick_at<Tk: Ticker<Ctx>>(&mut self, i: usize, ctx: &mut Ctx, t: &mut Tk) -> Status {
                let (k, j) = Self::locate(i);
                match k {
                    $($i => self.0.$i.tick_at(j, ctx, t),)*
                    _ => self.0.$li.tick_at(j, ctx, t),
                }
            }
            #[inline]
            fn halt_at<Tk: Ticker<Ctx>>(&mut self, i: usize, ctx: &mut Ctx, t: &mut Tk) {
                let (k, j) = Self::locate(i);
                match k {
                    $($i => self.0.$i.halt_at(j, ctx, t),)*
                    _ => self.0.$li.halt_at(j, ctx, t),
                }
            }
            #[inline]
            fn halt_all<Tk: Ticker<Ctx>>(&mut self, ctx: &mut Ctx, t: &mut Tk) {
                $(self.0.$i.halt_all(ctx, t);)*
                self.0.$li.halt_all(ctx, t);
            }
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn hints(&self) -> Hints {
                self.0.$li.hints()$(.join(self.0.$i.hints()))*
            }
        }
    };
}

group_impl!(compare; [(0 A 'a a)] (1 B 'b));
group_impl!(divide; [(0 A 'a a) (1 B 'b b)] (2 D 'd));
group_impl!(divide; [(0 A 'a a) (1 B 'b b) (2 D 'd d)] (3 E 'e));
group_impl!(divide; [(0 A 'a a) (1 B 'b b) (2 D 'd d) (3 E 'e e)] (4 F 'f));
group_impl!(divide; [(0 A 'a a) (1 B 'b b) (2 D 'd d) (3 E 'e e) (4 F 'f f)] (5 G 'g));
group_impl!(divide; [(0 A 'a a) (1 B 'b b) (2 D 'd d) (3 E 'e e) (4 F 'f f) (5 G 'g g)] (6 H 'h));
group_impl!(divide; [(0 A 'a a) (1 B 'b b) (2 D 'd d) (3 E 'e e) (4 F 'f f) (5 G 'g g) (6 H 'h h)] (7 I 'i));
group_impl!(divide; [(0 A 'a a) (1 B 'b b) (2 D 'd d) (3 E 'e e) (4 F 'f f) (5 G 'g g) (6 H 'h h) (7 I 'i i)] (8 J 'j));
group_impl!(divide; [(0 A 'a a) (1 B 'b b) (2 D 'd d) (3 E 'e e) (4 F 'f f) (5 G 'g g) (6 H 'h h) (7 I 'i i) (8 J 'j j)] (9 K 'k));
group_impl!(divide; [(0 A 'a a) (1 B 'b b) (2 D 'd d) (3 E 'e e) (4 F 'f f) (5 G 'g g) (6 H 'h h) (7 I 'i i) (8 J 'j j) (9 K 'k k)] (10 L 'l));
group_impl!(divide; [(0 A 'a a) (1 B 'b b) (2 D 'd d) (3 E 'e e) (4 F 'f f) (5 G 'g g) (6 H 'h h) (7 I 'i i) (8 J 'j j) (9 K 'k k) (10 L 'l l)] (11 M 'm));
group_impl!(divide; [(0 A 'a a) (1 B 'b b) (2 D 'd d) (3 E 'e e) (4 F 'f f) (5 G 'g g) (6 H 'h h) (7 I 'i i) (8 J 'j j) (9 K 'k k) (10 L 'l l) (11 M 'm m)] (12 N 'n));
group_impl!(divide; [(0 A 'a a) (1 B 'b b) (2 D 'd d) (3 E 'e e) (4 F 'f f) (5 G 'g g) (6 H 'h h) (7 I 'i i) (8 J 'j j) (9 K 'k k) (10 L 'l l) (11 M 'm m) (12 N 'n n)] (13 O 'o));
group_impl!(divide; [(0 A 'a a) (1 B 'b b) (2 D 'd d) (3 E 'e e) (4 F 'f f) (5 G 'g g) (6 H 'h h) (7 I 'i i) (8 J 'j j) (9 K 'k k) (10 L 'l l) (11 M 'm m) (12 N 'n n) (13 O 'o o)] (14 P 'p));
group_impl!(divide; [(0 A 'a a) (1 B 'b b) (2 D 'd d) (3 E 'e e) (4 F 'f f) (5 G 'g g) (6 H 'h h) (7 I 'i i) (8 J 'j j) (9 K 'k k) (10 L 'l l) (11 M 'm m) (12 N 'n n) (13 O 'o o) (14 P 'p p)] (15 Q 'q));

/// Shared by arrays and `Vec`s: one dispatch per child, since the children
/// are not known until run time.
macro_rules! slice_children {
    () => {
        #[inline]
        fn visit_from<V: Visit<C>>(
            &mut self,
            start: usize,
            ctx: &mut C,
            v: &mut V,
        ) -> ControlFlow<Status> {
            let len = self.len();
            if len == 0 {
                return ControlFlow::Continue(());
            }
            let start = start.min(len - 1);
            for (i, child) in self.iter_mut().enumerate().skip(start) {
                tri!(v.visit(i, child, ctx));
            }
            ControlFlow::Continue(())
        }
        #[inline]
        fn tick_at<T: Ticker<C>>(&mut self, i: usize, ctx: &mut C, t: &mut T) -> Status {
            let len = self.len();
            match self.get_mut(i.min(len.saturating_sub(1))) {
                Some(child) => t.tick(child, ctx),
                None => Status::Skipped,
            }
        }
        #[inline]
        fn halt_at<T: Ticker<C>>(&mut self, i: usize, ctx: &mut C, t: &mut T) {
            if let Some(child) = self.get_mut(i) {
                t.halt(child, ctx);
            }
        }
        #[inline]
        fn halt_all<T: Ticker<C>>(&mut self, ctx: &mut C, t: &mut T) {
            for child in self.iter_mut() {
                t.halt(child, ctx);
            }
        }
        #[inline]
        fn hints(&self) -> $crate::node::Hints {
            // Stops as soon as the answer is the safe one (at run time: these
            // children are often `Box<dyn Node>`s).
            let mut hints = $crate::node::Hints::NONE_OF_NO_CHILDREN;
            for child in self.iter() {
                hints = hints.join(child.hints());
                if hints.may_run && !hints.may_skip {
                    break;
                }
            }
            hints
        }
    };
}

impl<N, const K: usize> ChildList for [N; K] {
    type Index = usize;
    type Flags = [bool; K];
    #[inline]
    fn len(&self) -> usize {
        K
    }
    fn new_flags(&self) -> [bool; K] {
        [false; K]
    }
    #[inline]
    fn flag(flags: &[bool; K], i: usize) -> bool {
        flags.get(i).copied().unwrap_or(false)
    }
    #[inline]
    fn set_flag(flags: &mut [bool; K], i: usize, on: bool) {
        if let Some(f) = flags.get_mut(i) {
            *f = on;
        }
    }
    #[inline]
    fn clear_flags(flags: &mut [bool; K]) {
        *flags = [false; K];
    }
}

impl<N, const K: usize> FixedLen for [N; K] {
    const LEN: usize = K;
}

/// Homogeneous children in an array.
impl<C: ?Sized, N: Node<C>, const K: usize> Children<C> for [N; K] {
    slice_children!();
}

#[cfg(feature = "alloc")]
mod vec {
    use alloc::vec::Vec;

    use super::{ChildList, Children, ControlFlow, Node, Status, Ticker, Visit};

    impl<N> ChildList for Vec<N> {
        type Index = usize;
        type Flags = Vec<bool>;
        #[inline]
        fn len(&self) -> usize {
            Vec::len(self)
        }
        fn new_flags(&self) -> Vec<bool> {
            alloc::vec![false; Vec::len(self)]
        }
        #[inline]
        fn flag(flags: &Vec<bool>, i: usize) -> bool {
            flags.get(i).copied().unwrap_or(false)
        }
        #[inline]
        fn set_flag(flags: &mut Vec<bool>, i: usize, on: bool) {
            if let Some(f) = flags.get_mut(i) {
                *f = on;
            }
        }
        #[inline]
        fn clear_flags(flags: &mut Vec<bool>) {
            flags.fill(false);
        }
    }

    /// Children chosen at run time: homogeneous nodes, or `Box<dyn Node<C>>`
    /// for runtime-shaped trees. Adding or removing children of a composite
    /// that is running is not supported; build the list first.
    impl<C: ?Sized, N: Node<C>> Children<C> for Vec<N> {
        slice_children!();
    }
}
