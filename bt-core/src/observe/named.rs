//! [`Named1`]..[`Named16`]: lists of children that know their ids.

use core::ops::ControlFlow;

use crate::children::{ChildList, Children, FixedLen, Visit};
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
struct View<'a, N, const ID: NodeId>(&'a mut N);

impl<C: ?Sized, N: Node<C>, const ID: NodeId> Node<C> for View<'_, N, ID> {
    crate::observe::node_with_id!();
}

macro_rules! named_impl {
    ($name:ident; $(($i:tt $T:ident $I:ident))+) => {
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
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn len(&self) -> usize {
                <Self as FixedLen>::LEN
            }
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn new_flags(&self) -> Self::Flags {
                Self::Flags::default()
            }
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn flag(flags: &Self::Flags, i: usize) -> bool {
                <($($T,)+) as ChildList>::flag(flags, i)
            }
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn set_flag(flags: &mut Self::Flags, i: usize, on: bool) {
                <($($T,)+) as ChildList>::set_flag(flags, i, on);
            }
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn clear_flags(flags: &mut Self::Flags) {
                <($($T,)+) as ChildList>::clear_flags(flags);
            }
        }

        impl<$($T,)+ $(const $I: NodeId,)+> FixedLen for $name<$($T,)+ $($I,)+> {
            const LEN: usize = <($($T,)+) as FixedLen>::LEN;
        }

        // The bounds are on the children themselves, and the work is done
        // by a tuple of `View`s of the children: the code of a tuple of
        // `Id`s, one trait-solving level less per tree level.
        #[diagnostic::do_not_recommend]
        impl<Ctx: ?Sized, $($T: Node<Ctx>,)+ $(const $I: NodeId,)+> Children<Ctx>
            for $name<$($T,)+ $($I,)+>
        {
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn visit_from<V: Visit<Ctx>>(&mut self, start: usize, ctx: &mut Ctx, v: &mut V) -> ControlFlow<Status> {
                ($(View::<_, $I>(&mut self.$i),)+).visit_from(start, ctx, v)
            }
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn visit_from_pos<V: Visit<Ctx>>(&mut self, pos: usize, ctx: &mut Ctx, v: &mut V) -> ControlFlow<Status> {
                ($(View::<_, $I>(&mut self.$i),)+).visit_from_pos(pos, ctx, v)
            }
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn tick_at<Tk: Ticker<Ctx>>(&mut self, i: usize, ctx: &mut Ctx, t: &mut Tk) -> Status {
                ($(View::<_, $I>(&mut self.$i),)+).tick_at(i, ctx, t)
            }
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn halt_at<Tk: Ticker<Ctx>>(&mut self, i: usize, ctx: &mut Ctx, t: &mut Tk) {
                ($(View::<_, $I>(&mut self.$i),)+).halt_at(i, ctx, t);
            }
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn halt_all<Tk: Ticker<Ctx>>(&mut self, ctx: &mut Ctx, t: &mut Tk) {
                ($(View::<_, $I>(&mut self.$i),)+).halt_all(ctx, t);
            }
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn may_run(&self) -> bool {
                false $(|| self.$i.may_run())+
            }
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn may_all_skip(&self) -> bool {
                true $(&& self.$i.may_skip())+
            }
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
            #[cfg_attr(debug_assertions, inline)]
            #[cfg_attr(not(debug_assertions), inline(always))]
            fn child_at(&mut self) -> &mut $T {
                &mut self.$i
            }
        }
    };
}

named_impl!(Named1; (0 A IA));
named_impl!(Named2; (0 A IA) (1 B IB));
named_impl!(Named3; (0 A IA) (1 B IB) (2 D ID));
named_impl!(Named4; (0 A IA) (1 B IB) (2 D ID) (3 E IE));
named_impl!(Named5; (0 A IA) (1 B IB) (2 D ID) (3 E IE) (4 F IF));
named_impl!(Named6; (0 A IA) (1 B IB) (2 D ID) (3 E IE) (4 F IF) (5 G IG));
named_impl!(Named7; (0 A IA) (1 B IB) (2 D ID) (3 E IE) (4 F IF) (5 G IG) (6 H IH));
named_impl!(Named8; (0 A IA) (1 B IB) (2 D ID) (3 E IE) (4 F IF) (5 G IG) (6 H IH) (7 I II));
named_impl!(Named9; (0 A IA) (1 B IB) (2 D ID) (3 E IE) (4 F IF) (5 G IG) (6 H IH) (7 I II) (8 J IJ));
named_impl!(Named10; (0 A IA) (1 B IB) (2 D ID) (3 E IE) (4 F IF) (5 G IG) (6 H IH) (7 I II) (8 J IJ) (9 K IK));
named_impl!(Named11; (0 A IA) (1 B IB) (2 D ID) (3 E IE) (4 F IF) (5 G IG) (6 H IH) (7 I II) (8 J IJ) (9 K IK) (10 L IL));
named_impl!(Named12; (0 A IA) (1 B IB) (2 D ID) (3 E IE) (4 F IF) (5 G IG) (6 H IH) (7 I II) (8 J IJ) (9 K IK) (10 L IL) (11 M IM));
named_impl!(Named13; (0 A IA) (1 B IB) (2 D ID) (3 E IE) (4 F IF) (5 G IG) (6 H IH) (7 I II) (8 J IJ) (9 K IK) (10 L IL) (11 M IM) (12 N IN));
named_impl!(Named14; (0 A IA) (1 B IB) (2 D ID) (3 E IE) (4 F IF) (5 G IG) (6 H IH) (7 I II) (8 J IJ) (9 K IK) (10 L IL) (11 M IM) (12 N IN) (13 O IO));
named_impl!(Named15; (0 A IA) (1 B IB) (2 D ID) (3 E IE) (4 F IF) (5 G IG) (6 H IH) (7 I II) (8 J IJ) (9 K IK) (10 L IL) (11 M IM) (12 N IN) (13 O IO) (14 P IP));
named_impl!(Named16; (0 A IA) (1 B IB) (2 D ID) (3 E IE) (4 F IF) (5 G IG) (6 H IH) (7 I II) (8 J IJ) (9 K IK) (10 L IL) (11 M IM) (12 N IN) (13 O IO) (14 P IP) (15 Q IQ));
