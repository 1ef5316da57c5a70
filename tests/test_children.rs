//! The same scenarios over every kind of child list: tuples, arrays,
//! `Vec`s, `Box<dyn Node>` elements, and `Group`s of more than 16
//! children (flat, nested, uneven, of arrays).

mod common;

use bt::children::Group;
use bt::control::{Fallback, Parallel, ReactiveSequence, Sequence};
use bt::decorator::Inverter;
use bt::testing::{Script, Trace};
use bt::{ChildList, Node};
use common::Ctx;
use common::tables::children as table;

type Dyn = Box<dyn Node<Ctx>>;

fn boxed<const K: usize>(leaves: [Script; K]) -> [Dyn; K] {
    leaves.map(|l| Box::new(l) as Dyn)
}

fn next(it: &mut impl Iterator<Item = Script>, _position: u8) -> Script {
    it.next().expect("enough leaves")
}

/// A tuple of the next leaves, one per listed position.
macro_rules! take {
    ($it:ident; $($i:literal)*) => { ($(next(&mut $it, $i),)*) };
}

/// A tuple type of scripted leaves, one per listed position.
macro_rules! scripts {
    ($($i:literal)*) => { ($(scripts!(@one $i),)*) };
    (@one $i:literal) => { Script };
}

/// The next `K` leaves as an array.
fn array<const K: usize>(it: &mut impl Iterator<Item = Script>) -> [Script; K] {
    std::array::from_fn(|_| it.next().expect("enough leaves"))
}

// ---------------------------------------------------------------- Sequence

#[test]
fn sequence_over_tuple() {
    table::sequence_resume_failure_halt(|[a, b, c, d]| Sequence::new((a, b, c, d)));
}

#[test]
fn sequence_over_array() {
    table::sequence_resume_failure_halt(Sequence::new);
}

#[test]
fn sequence_over_vec() {
    table::sequence_resume_failure_halt(|l| Sequence::new(Vec::from(l)));
}

#[test]
fn sequence_over_vec_of_boxes() {
    table::sequence_resume_failure_halt(|l| Sequence::new(Vec::from(boxed(l))));
}

#[test]
fn sequence_over_array_of_boxes() {
    table::sequence_resume_failure_halt(|l| Sequence::new(boxed(l)));
}

#[test]
fn sequence_over_tuple_of_boxes() {
    table::sequence_resume_failure_halt(|l| {
        let [a, b, c, d] = boxed(l);
        Sequence::new((a, b, c, d))
    });
}

#[test]
fn sequence_over_small_group() {
    table::sequence_resume_failure_halt(|[a, b, c, d]| Sequence::new(Group(((a,), (b, c), (d,)))));
}

#[test]
fn sequence_as_boxed_root() {
    table::sequence_resume_failure_halt(|[a, b, c, d]| -> Dyn {
        Box::new(Sequence::new((a, b, c, d)))
    });
}

// ---------------------------------------------------------------- Fallback

#[test]
fn fallback_over_tuple() {
    table::fallback_resume_success_halt(|[a, b, c]| Fallback::new((a, b, c)));
}

#[test]
fn fallback_over_array() {
    table::fallback_resume_success_halt(Fallback::new);
}

#[test]
fn fallback_over_vec_of_boxes() {
    table::fallback_resume_success_halt(|l| Fallback::new(Vec::from(boxed(l))));
}

// ---------------------------------------------------------------- Parallel

#[test]
fn parallel_over_tuple() {
    table::parallel_halts_running_in_order(|[a, b, c, d]| Parallel::new((a, b, c, d)));
}

#[test]
fn parallel_over_array() {
    table::parallel_halts_running_in_order(Parallel::new);
}

#[test]
fn parallel_over_vec_of_boxes() {
    table::parallel_halts_running_in_order(|l| Parallel::new(Vec::from(boxed(l))));
}

#[test]
fn parallel_over_small_group() {
    table::parallel_halts_running_in_order(|[a, b, c, d]| Parallel::new(Group(((a, b), (c, d)))));
}

// -------------------------------------------------------- ReactiveSequence

#[test]
fn reactive_sequence_over_tuple() {
    table::reactive_sequence_restarts_each_tick(|[a, b, c]| ReactiveSequence::new((a, b, c)));
}

#[test]
fn reactive_sequence_over_vec() {
    table::reactive_sequence_restarts_each_tick(|l| ReactiveSequence::new(Vec::from(l)));
}

#[test]
fn reactive_sequence_over_array_of_boxes() {
    table::reactive_sequence_restarts_each_tick(|l| ReactiveSequence::new(boxed(l)));
}

// ---------------------------------------------------- mixed child types

#[test]
fn nested_mixed_children_as_tuple() {
    table::nested_mixed_children(|[a, b, c]| {
        Sequence::new((Sequence::new((a, b)), Inverter::new(c)))
    });
}

#[test]
fn nested_mixed_children_as_vec_of_boxes() {
    table::nested_mixed_children(|[a, b, c]| {
        let children: Vec<Dyn> = vec![Box::new(Sequence::new((a, b))), Box::new(Inverter::new(c))];
        Sequence::new(children)
    });
}

#[test]
fn nested_mixed_children_as_array_of_boxes() {
    table::nested_mixed_children(|[a, b, c]| {
        let children: [Dyn; 2] = [
            Box::new(Sequence::new(vec![a, b])),
            Box::new(Inverter::new(c)),
        ];
        Sequence::new(children)
    });
}

// -------------------------------------------------- 40 children in groups

type T10 = scripts!(0 1 2 3 4 5 6 7 8 9);

/// Four members of ten leaves.
fn flat_groups(leaves: [Script; 40]) -> Group<(T10, T10, T10, T10)> {
    let mut it = leaves.into_iter();
    let a = take!(it; 0 1 2 3 4 5 6 7 8 9);
    let b = take!(it; 0 1 2 3 4 5 6 7 8 9);
    let c = take!(it; 0 1 2 3 4 5 6 7 8 9);
    let d = take!(it; 0 1 2 3 4 5 6 7 8 9);
    Group((a, b, c, d))
}

type T7 = scripts!(0 1 2 3 4 5 6);
type T6 = scripts!(0 1 2 3 4 5);

type Nested = Group<(Group<(T7, T7)>, Group<(T7, T6)>, Group<(T7, T6)>)>;

/// Nested: three groups (14, 13, 13) of two tuples each.
fn nested_groups(leaves: [Script; 40]) -> Nested {
    let mut it = leaves.into_iter();
    let a = Group((take!(it; 0 1 2 3 4 5 6), take!(it; 0 1 2 3 4 5 6)));
    let b = Group((take!(it; 0 1 2 3 4 5 6), take!(it; 0 1 2 3 4 5)));
    let c = Group((take!(it; 0 1 2 3 4 5 6), take!(it; 0 1 2 3 4 5)));
    Group((a, b, c))
}

type T16 = scripts!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15);

/// Uneven members: 1 + 16 + 16 + 7 (the boundaries fall at 1, 17 and 33).
fn uneven_groups(leaves: [Script; 40]) -> Group<((Script,), T16, T16, T7)> {
    let mut it = leaves.into_iter();
    let a = take!(it; 0);
    let b = take!(it; 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15);
    let c = take!(it; 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15);
    let d = take!(it; 0 1 2 3 4 5 6);
    Group((a, b, c, d))
}

type T8 = scripts!(0 1 2 3 4 5 6 7);

/// As `bt!` groups 40 children: two full tuples, then the rest (16 + 16 +
/// 8; a group finds a position's member by dividing by 16).
fn full_groups(leaves: [Script; 40]) -> Group<(T16, T16, T8)> {
    let mut it = leaves.into_iter();
    let a = take!(it; 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15);
    let b = take!(it; 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15);
    let c = take!(it; 0 1 2 3 4 5 6 7);
    Group((a, b, c))
}

/// Arrays as group members: 8 + 16 + 16.
fn array_groups(leaves: [Script; 40]) -> Group<([Script; 8], [Script; 16], [Script; 16])> {
    let mut it = leaves.into_iter();
    Group((array(&mut it), array(&mut it), array(&mut it)))
}

#[test]
fn forty_sequence_flat_groups() {
    table::forty_sequence_resume_failure_halt(|l| Sequence::new(flat_groups(l)));
}

#[test]
fn forty_sequence_nested_groups() {
    table::forty_sequence_resume_failure_halt(|l| Sequence::new(nested_groups(l)));
}

#[test]
fn forty_sequence_uneven_groups() {
    table::forty_sequence_resume_failure_halt(|l| Sequence::new(uneven_groups(l)));
}

#[test]
fn forty_sequence_full_groups() {
    table::forty_sequence_resume_failure_halt(|l| Sequence::new(full_groups(l)));
}

#[test]
fn forty_sequence_array_groups() {
    table::forty_sequence_resume_failure_halt(|l| Sequence::new(array_groups(l)));
}

#[test]
fn forty_sequence_vec() {
    table::forty_sequence_resume_failure_halt(|l| Sequence::new(Vec::from(l)));
}

#[test]
fn forty_fallback_flat_groups() {
    table::forty_fallback_resume_halt(|l| Fallback::new(flat_groups(l)));
}

#[test]
fn forty_fallback_nested_groups() {
    table::forty_fallback_resume_halt(|l| Fallback::new(nested_groups(l)));
}

#[test]
fn forty_fallback_full_groups() {
    table::forty_fallback_resume_halt(|l| Fallback::new(full_groups(l)));
}

#[test]
fn forty_fallback_uneven_groups() {
    table::forty_fallback_resume_halt(|l| Fallback::new(uneven_groups(l)));
}

#[test]
fn forty_parallel_flat_groups() {
    table::forty_parallel_halt_and_failure(|l| Parallel::new(flat_groups(l)));
}

#[test]
fn forty_parallel_nested_groups() {
    table::forty_parallel_halt_and_failure(|l| Parallel::new(nested_groups(l)));
}

#[test]
fn forty_parallel_uneven_groups() {
    table::forty_parallel_halt_and_failure(|l| Parallel::new(uneven_groups(l)));
}

#[test]
fn forty_parallel_full_groups() {
    table::forty_parallel_halt_and_failure(|l| Parallel::new(full_groups(l)));
}

#[test]
fn forty_parallel_array_groups() {
    table::forty_parallel_halt_and_failure(|l| Parallel::new(array_groups(l)));
}

#[test]
fn forty_parallel_vec_of_boxes() {
    table::forty_parallel_halt_and_failure(|l| Parallel::new(Vec::from(boxed(l))));
}

/// A group's positions: every flat position lands on its own child,
/// whether the group finds the member by dividing (members of equal length
/// but the last: flat and full groups) or by comparing (nested, uneven and
/// array groups).
#[test]
fn every_position_of_a_group_is_its_own() {
    fn check<L: ChildList>(list: &L) {
        let len = list.len();
        assert_eq!(len, 40);
        for i in 0..len {
            let mut flags = list.new_flags();
            L::set_flag(&mut flags, i, true);
            let on: Vec<usize> = (0..len).filter(|&j| L::flag(&flags, j)).collect();
            assert_eq!(on, [i], "position {i}");
            L::set_flag(&mut flags, i, false);
            assert!((0..len).all(|j| !L::flag(&flags, j)), "position {i}");
        }
    }
    let trace = Trace::new();
    let leaves = || std::array::from_fn(|_| trace.leaf("s", []));
    check(&flat_groups(leaves()));
    check(&full_groups(leaves()));
    check(&nested_groups(leaves()));
    check(&uneven_groups(leaves()));
    check(&array_groups(leaves()));
}
