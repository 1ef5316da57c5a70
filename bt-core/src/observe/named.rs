//! [`Named1`]..[`Named16`]: lists of children that know their ids.

use core::ops::ControlFlow;

use crate::children::{ChildList, Children, FixedLen, Visit, resume, tri};
use crate::observe::{Id, NodeId, Ticker};
use crate::resume::ChildAt;
use crate::{Node, Status};

/// Turns a tuple of [`Id`]-wrapped nodes into the `NamedN` list of the same
/// children (how `bt!` builds the children of composites).
pub trait IntoNamed {
    /// The list.
    type Named;
    /// Converts.
    fn into_named(self) -> Self::Named;
}

/// Child `ID` of a `NamedN` list, borrowed for one walk: as an [`Id`]
/// around `&mut N`, but reaching `N`'s methods directly.
pub(crate) struct View<'a, N, const ID: NodeId>(pub(crate) &'a mut N);

impl<C: ?Sized, N: Node<C>, const ID: NodeId> Node<C> for View<'_, N, ID> {
    crate::observe::node_with_id!();
}

/// Visits child `$child` (id `$id`) at position `$i`: a visitor that ticks
/// plainly gets the child's result (the child is ticked here, so no
/// generic function of the visitor's is compiled for it), any other visitor
/// the child itself.
macro_rules! visit {
    ($v:ident, $i:expr, $child:expr, $id:ident, $ctx:ident) => {
        if V::TICKS_PLAINLY {
            let status = $child.tick($ctx);
            $v.visited($i, status)
        } else {
            $v.visit_named::<_, $id>($i, &mut $child, $ctx)
        }
    };
}

macro_rules! named_impl {
    ($name:ident; $first:lifetime; [$(($i:tt $p:literal $T:ident $I:ident $l:lifetime))*] ($li:tt $pl:literal $LT:ident $LI:ident $ll:lifetime)) => {
        named_impl!(@list $name; $(($i $T $I))* ($li $LT $LI));

        // The bounds are on the children themselves; each child is visited,
        // ticked and halted with its id as a const argument
        // (`Visit::visit_named`, `Ticker::tick_named`): the code of a tuple
        // of `Id`s, without a wrapper per child.
        #[diagnostic::do_not_recommend]
        impl<Ctx: ?Sized, $($T: Node<Ctx>,)* $LT: Node<Ctx>, $(const $I: NodeId,)* const $LI: NodeId> Children<Ctx>
            for $name<$($T,)* $LT, $($I,)* $LI>
        {
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn visit_from<V: Visit<Ctx>>(&mut self, start: usize, ctx: &mut Ctx, v: &mut V) -> ControlFlow<Status> {
                self.visit_from_at(start, ctx, v, 0)
            }
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn visit_from_at<V: Visit<Ctx>>(&mut self, start: usize, ctx: &mut Ctx, v: &mut V, base: usize) -> ControlFlow<Status> {
                resume!(start; [$(($l $i tri!(visit!(v, base + $i, self.$i, $I, ctx))))*]
                    ($ll tri!(visit!(v, base + $li, self.$li, $LI, ctx))));
                ControlFlow::Continue(())
            }
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn visit_from_pos<V: Visit<Ctx>>(&mut self, pos: usize, ctx: &mut Ctx, v: &mut V) -> ControlFlow<Status> {
                resume!(@pos pos; $first; [$(($l $p tri!(visit!(v, $i, self.$i, $I, ctx))))*]
                    ($ll tri!(visit!(v, $li, self.$li, $LI, ctx))));
                ControlFlow::Continue(())
            }
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn tick_at<Tk: Ticker<Ctx>>(&mut self, i: usize, ctx: &mut Ctx, t: &mut Tk) -> Status {
                match i {
                    $($i => t.tick_named::<_, $I>(&mut self.$i, ctx),)*
                    _ => t.tick_named::<_, $LI>(&mut self.$li, ctx),
                }
            }
            #[inline(always)]
            fn tick_runner_at(&mut self, i: usize, ctx: &mut Ctx) -> Option<Status> {
                match i {
                    $($i => if self.$i.hints().may_run { Some(self.$i.tick(ctx)) } else { None },)*
                    _ => if self.$li.hints().may_run { Some(self.$li.tick(ctx)) } else { None },
                }
            }
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn halt_at<Tk: Ticker<Ctx>>(&mut self, i: usize, ctx: &mut Ctx, t: &mut Tk) {
                match i {
                    $($i => t.halt_named::<_, $I>(&mut self.$i, ctx),)*
                    $li => t.halt_named::<_, $LI>(&mut self.$li, ctx),
                    _ => {}
                }
            }
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn halt_all<Tk: Ticker<Ctx>>(&mut self, ctx: &mut Ctx, t: &mut Tk) {
                $(t.halt_named::<_, $I>(&mut self.$i, ctx);)*
                t.halt_named::<_, $LI>(&mut self.$li, ctx);
            }
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn hints(&self) -> crate::node::Hints {
                self.$li.hints()$(.join(self.$i.hints()))*
            }
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn only_runner(&self) -> Option<usize> {
                crate::children::only_runner(&[$(self.$i.hints().may_run,)* self.$li.hints().may_run])
            }
        }
    };
    (@list $name:ident; $(($i:tt $T:ident $I:ident))+) => {
        /// The children of a composite in a `bt!` tree, with their ids in
        /// the type: it behaves exactly as the tuple of the same children,
        /// each reporting to observers under its id like an [`Id`] wrapper.
        ///
        /// Naming the children in their list, rather than wrapping each in
        /// an [`Id`], keeps the nesting of the tree's types (which rustc's
        /// `#![recursion_limit]` bounds) where it is without observers: a
        /// composite and its list per level.
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
        pub struct $name<$($T,)+ $(const $I: NodeId,)+>($(pub $T,)+);

        impl<$($T,)+ $(const $I: NodeId,)+> IntoNamed for ($(Id<$T, $I>,)+) {
            type Named = $name<$($T,)+ $($I,)+>;
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn into_named(self) -> Self::Named {
                $name($(self.$i.0,)+)
            }
        }

        impl<$($T,)+ $(const $I: NodeId,)+> ChildList for $name<$($T,)+ $($I,)+> {
            type Index = <($($T,)+) as ChildList>::Index;
            type Flags = <($($T,)+) as ChildList>::Flags;
            #[inline(always)]
            fn len(&self) -> usize {
                <Self as FixedLen>::LEN
            }
            #[inline(always)]
            fn new_flags(&self) -> Self::Flags {
                Self::Flags::default()
            }
            #[inline(always)]
            fn flag(flags: &Self::Flags, i: usize) -> bool {
                <($($T,)+) as ChildList>::flag(flags, i)
            }
            #[inline(always)]
            fn set_flag(flags: &mut Self::Flags, i: usize, on: bool) {
                <($($T,)+) as ChildList>::set_flag(flags, i, on);
            }
            #[inline(always)]
            fn clear_flags(flags: &mut Self::Flags) {
                <($($T,)+) as ChildList>::clear_flags(flags);
            }
        }

        impl<$($T,)+ $(const $I: NodeId,)+> FixedLen for $name<$($T,)+ $($I,)+> {
            const LEN: usize = <($($T,)+) as FixedLen>::LEN;
        }

        child_at_impl!($name [$($T,)+ $(const $I: NodeId,)+] [$($T,)+ $($I,)+]; $(($i $T))+);
    };
}

/// `ChildAt<K>` for each position `K` of a `NamedN` list.
macro_rules! child_at_impl {
    ($name:ident $gen:tt $args:tt;) => {};
    ($name:ident $gen:tt $args:tt; ($i:tt $T:ident) $($rest:tt)*) => {
        child_at_impl!(@one $name $gen $args $i $T);
        child_at_impl!($name $gen $args; $($rest)*);
    };
    (@one $name:ident [$($g:tt)*] [$($a:tt)*] $i:tt $T:ident) => {
        impl<$($g)*> ChildAt<$i> for $name<$($a)*> {
            type Child = $T;
            #[inline(always)]
            fn child_at(&mut self) -> &mut $T {
                &mut self.$i
            }
        }
    };
}

named_impl!(Named1; 'a; [] (0 1 A IA 'a));
named_impl!(Named2; 'a; [(0 1 A IA 'a)] (1 2 B IB 'b));
named_impl!(Named3; 'a; [(0 1 A IA 'a) (1 2 B IB 'b)] (2 3 D ID 'd));
named_impl!(Named4; 'a; [(0 1 A IA 'a) (1 2 B IB 'b) (2 3 D ID 'd)] (3 4 E IE 'e));
named_impl!(Named5; 'a; [(0 1 A IA 'a) (1 2 B IB 'b) (2 3 D ID 'd) (3 4 E IE 'e)] (4 5 F IF 'f));
named_impl!(Named6; 'a; [(0 1 A IA 'a) (1 2 B IB 'b) (2 3 D ID 'd) (3 4 E IE 'e) (4 5 F IF 'f)] (5 6 G IG 'g));
named_impl!(Named7; 'a; [(0 1 A IA 'a) (1 2 B IB 'b) (2 3 D ID 'd) (3 4 E IE 'e) (4 5 F IF 'f) (5 6 G IG 'g)] (6 7 H IH 'h));
named_impl!(Named8; 'a; [(0 1 A IA 'a) (1 2 B IB 'b) (2 3 D ID 'd) (3 4 E IE 'e) (4 5 F IF 'f) (5 6 G IG 'g) (6 7 H IH 'h)] (7 8 I II 'i));
named_impl!(Named9; 'a; [(0 1 A IA 'a) (1 2 B IB 'b) (2 3 D ID 'd) (3 4 E IE 'e) (4 5 F IF 'f) (5 6 G IG 'g) (6 7 H IH 'h) (7 8 I II 'i)] (8 9 J IJ 'j));
named_impl!(Named10; 'a; [(0 1 A IA 'a) (1 2 B IB 'b) (2 3 D ID 'd) (3 4 E IE 'e) (4 5 F IF 'f) (5 6 G IG 'g) (6 7 H IH 'h) (7 8 I II 'i) (8 9 J IJ 'j)] (9 10 K IK 'k));
named_impl!(Named11; 'a; [(0 1 A IA 'a) (1 2 B IB 'b) (2 3 D ID 'd) (3 4 E IE 'e) (4 5 F IF 'f) (5 6 G IG 'g) (6 7 H IH 'h) (7 8 I II 'i) (8 9 J IJ 'j) (9 10 K IK 'k)] (10 11 L IL 'l));
named_impl!(Named12; 'a; [(0 1 A IA 'a) (1 2 B IB 'b) (2 3 D ID 'd) (3 4 E IE 'e) (4 5 F IF 'f) (5 6 G IG 'g) (6 7 H IH 'h) (7 8 I II 'i) (8 9 J IJ 'j) (9 10 K IK 'k) (10 11 L IL 'l)] (11 12 M IM 'm));
named_impl!(Named13; 'a; [(0 1 A IA 'a) (1 2 B IB 'b) (2 3 D ID 'd) (3 4 E IE 'e) (4 5 F IF 'f) (5 6 G IG 'g) (6 7 H IH 'h) (7 8 I II 'i) (8 9 J IJ 'j) (9 10 K IK 'k) (10 11 L IL 'l) (11 12 M IM 'm)] (12 13 N IN 'n));
named_impl!(Named14; 'a; [(0 1 A IA 'a) (1 2 B IB 'b) (2 3 D ID 'd) (3 4 E IE 'e) (4 5 F IF 'f) (5 6 G IG 'g) (6 7 H IH 'h) (7 8 I II 'i) (8 9 J IJ 'j) (9 10 K IK 'k) (10 11 L IL 'l) (11 12 M IM 'm) (12 13 N IN 'n)] (13 14 O IO 'o));
named_impl!(Named15; 'a; [(0 1 A IA 'a) (1 2 B IB 'b) (2 3 D ID 'd) (3 4 E IE 'e) (4 5 F IF 'f) (5 6 G IG 'g) (6 7 H IH 'h) (7 8 I II 'i) (8 9 J IJ 'j) (9 10 K IK 'k) (10 11 L IL 'l) (11 12 M IM 'm) (12 13 N IN 'n) (13 14 O IO 'o)] (14 15 P IP 'p));
named_impl!(Named16; 'a; [(0 1 A IA 'a) (1 2 B IB 'b) (2 3 D ID 'd) (3 4 E IE 'e) (4 5 F IF 'f) (5 6 G IG 'g) (6 7 H IH 'h) (7 8 I II 'i) (8 9 J IJ 'j) (9 10 K IK 'k) (10 11 L IL 'l) (11 12 M IM 'm) (12 13 N IN 'n) (13 14 O IO 'o) (14 15 P IP 'p)] (15 16 Q IQ 'q));
