//! Attempts to reach the context where the coroutine must not: outside a
//! tick, nested, after a halt, after the leaf is gone, across a panic. Each
//! must fail cleanly (an error or a panic with a message), never alias the
//! context. The compile-time ones (another thread, a reference kept out of
//! `with`) are in tests/ui.

use std::cell::RefCell;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::rc::Rc;

use bt::{Node, Status};
use bt_coroutine::{Co, NoContext, coroutine};

#[derive(Default)]
struct Ctx {
    n: u32,
}

/// A leaf that hands its `Co` out, so the test can try it where it must not
/// work.
fn leaking(out: Rc<RefCell<Option<Co<Ctx>>>>) -> impl Node<Ctx> {
    coroutine(move |co: Co<Ctx>| {
        *out.borrow_mut() = Some(co.clone());
        async move {
            co.with(|c| c.n += 1);
            co.yield_now().await;
            co.with(|c| c.n += 1);
            Status::Success
        }
    })
}

#[test]
fn outside_a_tick_there_is_no_context() {
    let kept = Rc::new(RefCell::new(None));
    let mut leaf = leaking(kept.clone());
    let mut ctx = Ctx::default();
    assert_eq!(leaf.tick(&mut ctx), Status::Running);
    let co = kept.borrow().clone().expect("the leaf started");
    // Between ticks, and after the leaf finished.
    assert_eq!(co.try_with(|c| c.n), Err(NoContext));
    assert_eq!(leaf.tick(&mut ctx), Status::Success);
    assert_eq!(co.try_with(|c| c.n), Err(NoContext));
    let panic = catch_unwind(AssertUnwindSafe(|| co.with(|c| c.n))).unwrap_err();
    let message = panic.downcast_ref::<String>().cloned().unwrap_or_default();
    assert!(message.starts_with("Co::with: the context is lent to a coroutine only while"));
    assert_eq!(ctx.n, 2);
}

#[test]
fn after_a_halt_and_after_the_leaf_is_dropped() {
    let kept = Rc::new(RefCell::new(None));
    let mut leaf = leaking(kept.clone());
    let mut ctx = Ctx::default();
    assert_eq!(leaf.tick(&mut ctx), Status::Running);
    leaf.halt(&mut ctx);
    let co = kept.borrow().clone().expect("the leaf started");
    assert_eq!(co.try_with(|c| c.n), Err(NoContext));
    drop(leaf);
    assert_eq!(co.try_with(|c| c.n), Err(NoContext));
}

#[test]
fn a_nested_with_fails_instead_of_aliasing() {
    let mut leaf = coroutine(|co: Co<Ctx>| async move {
        let inner = co.clone();
        let nested = co.with(|c| {
            c.n += 1;
            // The same slot, through a clone: the outer `with` holds it.
            inner.try_with(|c2| c2.n += 100)
        });
        assert_eq!(nested, Err(NoContext));
        // Afterwards the context is back.
        co.with(|c| c.n += 1);
        Status::Success
    });
    let mut ctx = Ctx::default();
    assert_eq!(leaf.tick(&mut ctx), Status::Success);
    assert_eq!(ctx.n, 2);
}

#[test]
fn a_panic_inside_with_or_the_coroutine_leaves_no_context_behind() {
    let kept: Rc<RefCell<Option<Co<Ctx>>>> = Rc::new(RefCell::new(None));
    let out = kept.clone();
    let mut leaf = coroutine(move |co: Co<Ctx>| {
        *out.borrow_mut() = Some(co.clone());
        async move {
            co.with(|c| {
                c.n += 1;
                assert!(c.n > 1, "boom inside with");
            });
            Status::Success
        }
    });
    let mut ctx = Ctx::default();
    let panicked = catch_unwind(AssertUnwindSafe(|| leaf.tick(&mut ctx)));
    assert!(panicked.is_err());
    let co = kept.borrow().clone().expect("the leaf started");
    assert_eq!(co.try_with(|c| c.n), Err(NoContext));
    // The context itself is intact and usable.
    ctx.n += 1;
    assert_eq!(ctx.n, 2);
}

#[test]
fn two_coroutines_each_see_the_context_only_in_their_own_tick() {
    let a_kept = Rc::new(RefCell::new(None));
    let b_kept = Rc::new(RefCell::new(None));
    let mut a = leaking(a_kept.clone());
    let mut b = coroutine({
        let a_kept = a_kept.clone();
        let b_kept = b_kept.clone();
        move |co: Co<Ctx>| {
            *b_kept.borrow_mut() = Some(co.clone());
            let a_co = a_kept.borrow().clone();
            async move {
                // Another leaf's handle is empty during this leaf's tick.
                let a_co = a_co.expect("a started first");
                assert_eq!(a_co.try_with(|c| c.n), Err(NoContext));
                co.with(|c| c.n += 10);
                Status::Success
            }
        }
    });
    let mut ctx = Ctx::default();
    assert_eq!(a.tick(&mut ctx), Status::Running);
    assert_eq!(b.tick(&mut ctx), Status::Success);
    assert_eq!(ctx.n, 11);
}

/// A coroutine that panics on its first run, and whose start panics when
/// told: each panic leaves no context behind, the later ticks panic
/// (they poll a panicked or finished future) instead of running stale
/// code, and a halt makes a fresh run.
#[test]
fn a_panic_in_the_coroutine_or_its_start_is_cleared_by_a_halt() {
    use std::cell::Cell;
    let runs = Rc::new(Cell::new(0_u32));
    let start_panics = Rc::new(Cell::new(false));
    let kept: Rc<RefCell<Option<Co<Ctx>>>> = Rc::new(RefCell::new(None));
    let (r, sp, out) = (runs.clone(), start_panics.clone(), kept.clone());
    let mut leaf = coroutine(move |co: Co<Ctx>| {
        assert!(!sp.get(), "boom in start");
        *out.borrow_mut() = Some(co.clone());
        let r = r.clone();
        async move {
            r.set(r.get() + 1);
            co.with(|c| c.n += 1);
            assert!(r.get() > 1, "boom in the coroutine");
            co.yield_now().await;
            Status::Success
        }
    });
    let co = kept.borrow().clone().expect("made when built");
    let mut ctx = Ctx::default();
    let tick =
        |leaf: &mut dyn Node<Ctx>, ctx: &mut Ctx| catch_unwind(AssertUnwindSafe(|| leaf.tick(ctx)));
    assert!(tick(&mut leaf, &mut ctx).is_err());
    assert_eq!(co.try_with(|c| c.n), Err(NoContext));
    assert!(leaf.is_running());
    // Polling the panicked future panics again; the body does not rerun.
    assert!(tick(&mut leaf, &mut ctx).is_err());
    assert_eq!((runs.get(), ctx.n), (1, 1));
    leaf.halt(&mut ctx);
    assert!(!leaf.is_running());
    assert_eq!(tick(&mut leaf, &mut ctx).ok(), Some(Status::Running));
    // The run finishes, and making the next one panics.
    start_panics.set(true);
    assert!(tick(&mut leaf, &mut ctx).is_err());
    assert_eq!(co.try_with(|c| c.n), Err(NoContext));
    // The finished future is not run again: its poll panics.
    assert!(tick(&mut leaf, &mut ctx).is_err());
    assert_eq!((runs.get(), ctx.n), (2, 2));
    start_panics.set(false);
    leaf.halt(&mut ctx);
    assert_eq!(tick(&mut leaf, &mut ctx).ok(), Some(Status::Running));
    assert_eq!(tick(&mut leaf, &mut ctx).ok(), Some(Status::Success));
    assert_eq!((runs.get(), ctx.n), (3, 3));
}

/// The start function never sees the context: not when the leaf is built,
/// not as a run finishes, not on a halt. On a halt it runs first, then the
/// halted run's future is dropped with the context lent, then the cleanup.
#[test]
fn the_start_function_never_has_the_context() {
    struct Guard(Rc<RefCell<Vec<String>>>, Co<Ctx>);
    impl Drop for Guard {
        fn drop(&mut self) {
            let lent = self.1.try_with(|_| ()).is_ok();
            self.0
                .borrow_mut()
                .push(format!("run dropped, context lent: {lent}"));
        }
    }
    let log: Rc<RefCell<Vec<String>>> = Rc::new(RefCell::new(Vec::new()));
    let (l, cleanup) = (log.clone(), log.clone());
    let mut leaf = coroutine(move |co: Co<Ctx>| {
        let lent = co.try_with(|_| ()).is_ok();
        l.borrow_mut().push(format!("start, context lent: {lent}"));
        let guard = Guard(l.clone(), co.clone());
        async move {
            let _guard = guard;
            co.with(|c| c.n += 1);
            co.yield_now().await;
            Status::Success
        }
    })
    .on_halt(move |_: &mut Ctx| cleanup.borrow_mut().push("cleanup".to_owned()));
    let mut ctx = Ctx::default();
    assert_eq!(leaf.tick(&mut ctx), Status::Running);
    leaf.halt(&mut ctx);
    assert_eq!(leaf.tick(&mut ctx), Status::Running);
    assert_eq!(leaf.tick(&mut ctx), Status::Success);
    assert_eq!(
        *log.borrow(),
        [
            "start, context lent: false",
            "start, context lent: false",
            "run dropped, context lent: true",
            "cleanup",
            // The finished run drops its locals as it returns, in its poll.
            "run dropped, context lent: true",
            "start, context lent: false",
        ]
    );
}

/// The start function makes the first run's future when the leaf is built,
/// with no tick: the context is not there.
#[test]
fn the_start_function_has_no_context_when_the_leaf_is_built() {
    let seen: Rc<RefCell<Vec<Result<u32, NoContext>>>> = Rc::new(RefCell::new(Vec::new()));
    let out = seen.clone();
    let mut leaf = coroutine(move |co: Co<Ctx>| {
        out.borrow_mut().push(co.try_with(|c| c.n));
        async move {
            co.with(|c| c.n += 1);
            Status::Success
        }
    });
    assert_eq!(*seen.borrow(), [Err(NoContext)]);
    let mut ctx = Ctx::default();
    assert_eq!(leaf.tick(&mut ctx), Status::Success);
    assert_eq!(ctx.n, 1);
    assert_eq!(
        seen.borrow().len(),
        2,
        "the next run made as this one ended"
    );
}
