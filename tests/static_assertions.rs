//! Layout and auto-trait promises of trees built by `bt!`, checked at
//! compile time: a tree costs the bytes of its nodes' state and nothing
//! else (no heap pointer, no context, no leaf storage for fn items), and it
//! is `Send`/`Sync` exactly when its leaves are.

use core::marker::PhantomData;
use core::mem::{align_of, align_of_val, size_of, size_of_val};

use bt::control::{Fallback, ReactiveSequence, Sequence};
use bt::leaf::AlwaysSuccess;
use bt::{FnOutline, Node, Outline, Status, Tree, bt};
use static_assertions::{assert_eq_align, assert_eq_size, assert_impl_all, assert_not_impl_any};

/// The agent of workload W1 in BENCHMARKS.md (the fields its leaves use).
struct Agent {
    enemy_visible: bool,
    enemy_dist: u32,
    mag: u32,
    reserve: u32,
    aim_progress: u32,
    patrol_progress: u32,
}

fn is_enemy_visible(a: &mut Agent) -> bool {
    a.enemy_visible
}
fn is_in_range(a: &mut Agent) -> bool {
    a.enemy_dist < 40
}
fn aim(a: &mut Agent) -> Status {
    a.aim_progress += 1;
    if a.aim_progress >= 3 {
        a.aim_progress = 0;
        Status::Success
    } else {
        Status::Running
    }
}
fn shoot(a: &mut Agent) -> Status {
    if a.mag == 0 {
        return Status::Failure;
    }
    a.mag -= 1;
    Status::Success
}
fn has_ammo(a: &mut Agent) -> bool {
    a.reserve > 0
}
fn reload(a: &mut Agent) -> Status {
    if a.mag >= 6 || a.reserve == 0 {
        return Status::Failure;
    }
    a.mag += 1;
    a.reserve -= 1;
    if a.mag == 6 {
        Status::Success
    } else {
        Status::Running
    }
}
fn patrol(a: &mut Agent) -> Status {
    a.patrol_progress += 1;
    if a.patrol_progress >= 4 {
        a.patrol_progress = 0;
        Status::Success
    } else {
        Status::Running
    }
}

/// Asserts, when this function is instantiated (that is, while the test is
/// compiled), the size and alignment of a value whose type cannot be named:
/// a tree of fn-item leaves.
fn assert_layout<T, const SIZE: usize, const ALIGN: usize>(_: &T) {
    const {
        assert!(size_of::<T>() == SIZE, "unexpected size");
        assert!(align_of::<T>() == ALIGN, "unexpected alignment");
    }
}

fn assert_send_sync<T: Send + Sync>(_: &T) {}

#[test]
fn the_w1_tree_of_fn_items_is_its_indices_only() {
    let tree = bt!(
        fallback<
            sequence<is_enemy_visible, is_in_range, aim, shoot>,
            reactive_sequence<has_ammo, reload>,
            patrol,
        >
    );
    // Every leaf is a fn item wrapped in `Condition`/`Action`: zero bytes.
    // `Fallback` and `Sequence` each keep a one-byte position and a one-byte
    // count of skipped children (BT.CPP's `skipped_count`); their tuples of
    // at most 16 children index with `u8`. `ReactiveSequence` keeps the
    // index of its running child, one byte. The root keeps the id of the
    // running leaf for the O(1) resume (`bt::resume`), one byte. `Tree` adds
    // only a `PhantomData` of the context. 2 + 2 + 1 + 1 = 6 bytes, aligned
    // to 1: there is no room for a pointer, so the tree holds no heap
    // pointer and no reference to the context.
    assert_layout::<_, 6, 1>(&tree);
    assert_eq!(size_of_val(&tree), 6);
    assert_send_sync(&tree);

    // And it runs W1's first frames as specified.
    let mut tree = tree;
    let mut agent = Agent {
        enemy_visible: true,
        enemy_dist: 10,
        mag: 6,
        reserve: 12,
        aim_progress: 0,
        patrol_progress: 0,
    };
    let statuses: Vec<Status> = (0..3).map(|_| tree.tick(&mut agent)).collect();
    assert_eq!(
        statuses,
        [Status::Running, Status::Running, Status::Success]
    );
    assert_eq!(agent.mag, 5);
}

/// A leaf that is `Send` and `Sync`.
struct Ready;

impl Node<Agent> for Ready {
    fn tick(&mut self, agent: &mut Agent) -> Status {
        Status::from_bool(agent.enemy_visible)
    }
}

/// A leaf that is neither `Send` nor `Sync` (it could hold an `Rc`).
struct ThreadBound(PhantomData<*const ()>);

impl Node<Agent> for ThreadBound {
    fn tick(&mut self, _: &mut Agent) -> Status {
        Status::Success
    }
}

type SendTree = Tree<Sequence<(Ready, Ready)>, Agent>;
type ThreadBoundTree = Tree<Sequence<(Ready, ThreadBound)>, Agent>;
type NestedTree =
    Tree<Fallback<(Sequence<(Ready, Ready)>, ReactiveSequence<(Ready, Ready)>)>, Agent>;

// `bt!` builds these types with zero-sized additions: each node's id and
// the node table are in the type (`Id`, `NamedN` lists, `Static`), which
// cannot be named (the table is a type local to the expansion). It adds one
// byte: the id of the running leaf, for the O(1) resume (`bt::resume`). The
// layouts are checked on the values in `named_trees_run`.
fn send_tree() -> Tree<impl Node<Agent> + Send + Sync, Agent> {
    bt!(sequence<Ready, Ready>)
}
fn thread_bound_tree() -> Tree<impl Node<Agent>, Agent> {
    bt!(sequence<Ready, (ThreadBound(PhantomData))>)
}
fn nested_tree() -> Tree<impl Node<Agent>, Agent> {
    bt!(fallback<sequence<Ready, Ready>, reactive_sequence<Ready, Ready>>)
}

assert_impl_all!(SendTree: Send, Sync);
assert_not_impl_any!(ThreadBoundTree: Send, Sync);

// The tree is its root and nothing more, whatever the context.
assert_eq_size!(SendTree, Sequence<(Ready, Ready)>, [u8; 2]);
assert_eq_align!(SendTree, u8);
assert_eq_size!(NestedTree, [u8; 5]);
assert_eq_size!(Tree<AlwaysSuccess, [u64; 1024]>, ());
assert_impl_all!(Tree<AlwaysSuccess, *const u8>: Send, Sync);

// A deep tree's slice boundaries: an `Outline` is its node; a `FnOutline`
// adds three function pointers and two bytes of hints, packed (alignment
// 1, so the one-byte cursors around it stay unpadded), and is `Send` and
// `Sync` whenever its node is, whatever the context.
assert_eq_size!(Outline<Sequence<(Ready, Ready)>>, [u8; 2]);
assert_eq_size!(FnOutline<Sequence<(Ready, Ready)>, Agent>, [u8; 28]);
assert_eq_align!(FnOutline<Sequence<(Ready, Ready)>, Agent>, u8);
assert_impl_all!(FnOutline<AlwaysSuccess, *const u8>: Send, Sync);
assert_not_impl_any!(FnOutline<ThreadBound, Agent>: Send, Sync);

#[test]
fn named_trees_run() {
    let mut agent = Agent {
        enemy_visible: true,
        enemy_dist: 0,
        mag: 0,
        reserve: 0,
        aim_progress: 0,
        patrol_progress: 0,
    };
    assert_layout::<_, 3, 1>(&send_tree());
    assert_layout::<_, { size_of::<ThreadBoundTree>() + 1 }, 1>(&thread_bound_tree());
    assert_layout::<_, 6, 1>(&nested_tree());
    assert_eq!(send_tree().tick(&mut agent), Status::Success);
    assert_eq!(thread_bound_tree().tick(&mut agent), Status::Success);
    assert_eq!(nested_tree().tick(&mut agent), Status::Success);
}

#[test]
fn a_parallel_with_literal_thresholds_keeps_them_in_its_type() {
    const ONE: i32 = 1;
    // Literal thresholds (and the defaults) are fixed in the node's type
    // (`ConstThresholds`, zero bytes): the parallel keeps its two bit sets
    // of children (`u16` each) and its two counts, in the children's index
    // type (a byte for a tuple), so its alignment is the bit sets' 2.
    let literal = bt!(parallel(success_count = 1)<aim, patrol>);
    let default = bt!(parallel<aim, patrol>);
    // A named constant is passed when the node is built: the two `i32`s as
    // given and the two counts of children worked out from them (`usize`).
    let named = bt!(parallel(success_count = ONE)<aim, patrol>);
    let state = 2 * size_of::<u16>() + 2 * size_of::<u8>();
    let thresholds = 2 * size_of::<i32>() + 2 * size_of::<usize>();
    // A resume plan goes through a parallel (once its other children have
    // finished), so a tree with one at the root keeps the running leaf's
    // id beside the node, a byte, padded to the node's alignment.
    assert_eq!(size_of_val(&literal), state + align_of::<u16>());
    assert_eq!(size_of_val(&default), state + align_of::<u16>());
    assert_eq!(align_of_val(&literal), align_of::<u16>());
    assert_eq!(
        size_of_val(&named),
        (state + thresholds).next_multiple_of(align_of::<usize>()) + align_of::<usize>()
    );
}

#[test]
fn a_loop_with_a_literal_count_keeps_it_in_its_type() {
    let n = 3;
    // A literal count is fixed in the node's type (`ConstLimit`, zero
    // bytes): `retry` keeps its count of attempts (`i32`, as bytes) and its
    // child's running flag, and the tree the id of its running leaf (one
    // byte, the resume plan's); a count given as a variable adds its four
    // bytes.
    let literal = bt!(retry(3)<aim>);
    let forever = bt!(repeat(-1)<aim>);
    let variable = bt!(retry(n)<aim>);
    assert_eq!(size_of_val(&literal), 4 + 1 + 1);
    assert_eq!(size_of_val(&forever), 4 + 1 + 1);
    assert_eq!(size_of_val(&variable), 4 + 4 + 1 + 1);
    let name = core::any::type_name_of_val(&literal);
    assert!(
        name.contains("Retry<") && name.contains("ConstLimit<3>"),
        "{name}"
    );
    assert!(core::any::type_name_of_val(&forever).contains("ConstLimit<-1>"));
    // (`Retry<N>`: the default, `RuntimeLimit`, which type names leave out.)
    assert!(!core::any::type_name_of_val(&variable).contains("Limit"));
}

/// A context with a clock, for the timed nodes.
struct Timed {
    now: core::time::Duration,
}

impl bt::Clock for Timed {
    fn now(&self) -> core::time::Duration {
        self.now
    }
}

fn wait(_: &mut Timed) -> Status {
    Status::Running
}

#[test]
fn node_state_keeps_alignment_one() {
    // A node's alignment passes up to every ancestor, and a composite's
    // cursor (two bytes) is padded to it: the loops' counts, the timed
    // nodes' deadlines and the parallels' counts are kept so that they do
    // not raise it (W6 at depth 50: the cursors of the 50 levels stay
    // together and are reset with a few wide stores).
    let loops = bt!(sequence<wait, repeat(3)<wait>, retry(2)<wait>>);
    assert_eq!(align_of_val(&loops), 1);
    let timed = bt!(sequence<wait, timeout(50)<wait>, delay(20)<wait>, sleep(10)>);
    assert_eq!(align_of_val(&timed), 1);
    // A parallel's two bit sets of children are `u16`s (for a tuple).
    let parallel = bt!(sequence<wait, parallel(success_count = 1)<wait, wait>>);
    assert_eq!(align_of_val(&parallel), align_of::<u16>());
    // The state itself: a repeat's limit and count (`i32` each; the limit
    // given when it is built, `RuntimeLimit`) and flag; a timeout's `msec`
    // (`u64`; given when it is built, `RuntimeMillis`), deadline
    // (`Option<Duration>`, 12 bytes here) and two flags.
    assert_eq!(size_of::<bt::decorator::Repeat<AlwaysSuccess>>(), 4 + 4 + 1);
    // A subtree is its child, seen: no byte of its own.
    assert_eq!(
        size_of::<bt::decorator::SubTree<bt::decorator::Repeat<AlwaysSuccess>>>(),
        size_of::<bt::decorator::Repeat<AlwaysSuccess>>()
    );
    assert_eq!(
        size_of::<bt::decorator::Timeout<AlwaysSuccess>>(),
        8 + 12 + 2
    );
    let mut ctx = Timed {
        now: core::time::Duration::ZERO,
    };
    let mut timed = timed;
    assert_eq!(timed.tick(&mut ctx), Status::Running);
}

#[test]
fn a_timed_node_with_a_literal_msec_keeps_it_in_its_type() {
    let ms = 100;
    // A literal `msec` is fixed in the node's type (`ConstMillis`, zero
    // bytes), which leaves the deadline (12 bytes) and: a timeout's two
    // flags, a delay's phase (a byte beside the deadline it waits for),
    // nothing for a sleep. A `msec` given as a
    // variable adds its eight bytes (`RuntimeMillis`). A tree of a
    // decorator over a running leaf keeps the leaf's id (a byte, the
    // resume plan's).
    let timeout = bt!(timeout(100)<wait>);
    let timeout_variable = bt!(timeout(ms)<wait>);
    assert_eq!(size_of_val(&timeout), 12 + 2 + 1);
    assert_eq!(size_of_val(&timeout_variable), 8 + 12 + 2 + 1);
    let delay = bt!(delay(100)<wait>);
    let delay_variable = bt!(delay(delay_msec = ms)<wait>);
    assert_eq!(size_of_val(&delay), 12 + 1 + 1);
    assert_eq!(size_of_val(&delay_variable), 8 + 12 + 1 + 1);
    let sleep = bt!(Timed => sleep(100));
    let sleep_variable = bt!(Timed => sleep(ms));
    assert_eq!(size_of_val(&sleep), 12);
    assert_eq!(size_of_val(&sleep_variable), 8 + 12);
    for (name, literal) in [
        ("Timeout<", core::any::type_name_of_val(&timeout)),
        ("Delay<", core::any::type_name_of_val(&delay)),
        ("Sleep<", core::any::type_name_of_val(&sleep)),
    ] {
        assert!(
            literal.contains(name) && literal.contains("ConstMillis<100>"),
            "{literal}"
        );
    }
    // (The default, `RuntimeMillis`, which type names leave out.)
    for variable in [
        core::any::type_name_of_val(&timeout_variable),
        core::any::type_name_of_val(&delay_variable),
        core::any::type_name_of_val(&sleep_variable),
    ] {
        assert!(!variable.contains("Millis"), "{variable}");
    }
    // A literal with the type's suffix, or arithmetic on literals, is a
    // literal too.
    let suffixed = bt!(timeout(100u64)<wait>);
    let product = bt!(timeout(2 * 50)<wait>);
    assert_eq!(size_of_val(&suffixed), size_of_val(&timeout));
    assert_eq!(size_of_val(&product), size_of_val(&timeout));
    assert_eq!(align_of_val(&timeout_variable), 1);
    assert_eq!(align_of_val(&sleep), 1);
    // Both forms behave the same.
    let mut ctx = Timed {
        now: core::time::Duration::ZERO,
    };
    let (mut timeout, mut timeout_variable) = (timeout, timeout_variable);
    let (mut sleep, mut sleep_variable) = (sleep, sleep_variable);
    for (timeout_status, sleep_status) in [
        (Status::Running, Status::Running),
        (Status::Running, Status::Running),
        (Status::Failure, Status::Success),
    ] {
        assert_eq!(timeout.tick(&mut ctx), timeout_status);
        assert_eq!(timeout_variable.tick(&mut ctx), timeout_status);
        assert_eq!(sleep.tick(&mut ctx), sleep_status);
        assert_eq!(sleep_variable.tick(&mut ctx), sleep_status);
        ctx.now += core::time::Duration::from_millis(60);
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Idle,
    Fight,
}

fn mode(_: &mut Timed) -> Mode {
    Mode::Fight
}

fn ready(_: &mut Timed) -> bool {
    true
}

/// A tree with every node keyword, its counts and times given as literals
/// (fixed in the type) and as values: a tree per agent is cloned from a
/// template (README, "A tree per agent"), so every node is `Clone` when its
/// leaves are, and `Send` and `Sync` too.
fn every_node(n: i32, msec: u64) -> bt::Tree<impl Node<Timed> + Clone + Send + Sync, Timed> {
    bt!(Timed => sequence<
        sequence_with_memory<wait, ready>,
        reactive_sequence<ready, async_sequence<wait>>,
        fallback<reactive_fallback<ready, wait>, async_fallback<wait>>,
        parallel(success_count = 1)<wait, ready>,
        parallel(success_count = n)<wait, ready>,
        parallel_all(max_failures = 1)<wait>,
        if_then_else<ready, wait, wait>,
        while_do_else<ready, wait>,
        switch(mode, Mode::Idle, Mode::Fight)<wait, ready, success>,
        try_catch(catch_on_halt = true)<wait, ready>,
        inverter<force_success<force_failure<ready>>>,
        repeat(3)<retry(n)<keep_running_until_failure<repeat_until_failure<wait>>>>,
        run_once<wait>,
        timeout(100)<delay(20)<sleep(10)>>,
        timeout(msec)<delay(msec)<sleep(msec)>>,
        skip_if(ready)<success_if(ready)<failure_if(ready)<while_(ready)<wait>>>>,
        "nav" as Navigate: subtree<sequence<wait, ready>>,
        success,
        failure,
        running,
    >)
}

#[test]
fn a_tree_of_every_node_clones_mid_run() {
    let mut template = every_node(2, 30);
    let mut ctx = Timed {
        now: core::time::Duration::ZERO,
    };
    assert_eq!(template.tick(&mut ctx), Status::Running);
    // The clone stands where the template stands: both tick alike.
    let mut copy = template.clone();
    for ms in [5, 50, 500] {
        ctx.now = core::time::Duration::from_millis(ms);
        assert_eq!(copy.tick(&mut ctx), template.tick(&mut ctx));
    }
}
