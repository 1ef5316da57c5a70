//! The one `unsafe` module of the project: lending the tree's `&mut C` to
//! a coroutine for the length of one poll.
//!
//! # What it does
//!
//! A coroutine leaf owns a future that lives across ticks, but the tree
//! lends it the context only during a tick: `tick(&mut self, ctx: &mut C)`.
//! The future's type cannot name the lifetime of one tick's borrow, so the
//! borrow is handed over through this slot as a raw pointer:
//!
//! - [`Slot::lend`] stores a pointer made from `ctx`, runs its closure (the
//!   poll; and when a run ends, finished or halted, the drop of its future
//!   and the making of the next one) and clears the slot again, also when
//!   the closure unwinds.
//! - [`Slot::with`] takes the pointer out of the slot, gives the closure a
//!   `&mut C` made from it, and puts the pointer back afterwards (also on
//!   unwinding).
//!
//! # Why it is sound
//!
//! 1. *The pointer is valid whenever the slot holds it.* It is stored by
//!    `lend` from a live `&mut C` and removed before `lend` returns or
//!    unwinds (the guard's `Drop`). `lend`'s caller cannot use that `&mut C`
//!    meanwhile: it is borrowed by `lend` for the whole call, and `lend`
//!    itself does not touch it after making the pointer.
//! 2. *At most one `&mut C` exists at a time.* `with` *takes* the pointer
//!    out of the `Cell` before making the reference, so a nested `with` (on
//!    this `Co` or on any clone of it: they share the slot) finds the slot
//!    empty and fails; it cannot create a second, aliasing reference. The
//!    pointer goes back only when the closure has returned or unwound.
//! 3. *The reference cannot outlive the closure.* The closure is
//!    `FnOnce(&mut C) -> R` for every lifetime of the reference (the bound
//!    is higher-ranked), with `R` chosen before the call: `R` cannot borrow
//!    from the reference, so nothing made from it survives the call.
//! 4. *No other thread can reach the slot.* `Slot` holds a `Cell` and a
//!    `NonNull`, so it is neither `Send` nor `Sync`; the handles share it
//!    through an `Rc`, which is neither either. A `Co` cannot be moved to or
//!    shared with another thread (tests/ui/co-is-not-send.rs).
//! 5. *Outside a tick the slot is empty.* A handle kept after a tick (in
//!    the context, say), used by the start function when the leaf is built
//!    (it makes the first run's future then, with no tick), or used while
//!    the future is dropped outside a halt (the leaf dropped) finds no
//!    pointer: `with` fails and `try_with` returns an error. Nothing
//!    dereferences a stale pointer, also after a panic in the coroutine or
//!    its start function (the slot is cleared as the panic unwinds).
//! 6. *Unsized contexts* work the same way: `NonNull<C>` with `C: ?Sized`
//!    is a fat pointer made from, and turned back into, a `&mut C`.
//!
//! The tests in `tests/soundness.rs` try each way around these rules: a
//! handle used outside a tick and by the start function when the leaf is
//! built, a nested `with`, a handle used after a halt and after the leaf is
//! dropped, a panic inside `with`, inside the coroutine and inside its
//! start function, and (compile-fail) a handle sent to another thread and a
//! reference returned out of `with`.
#![allow(unsafe_code)]

use core::cell::Cell;
use core::fmt;
use core::ptr::NonNull;

/// The context of the tick being run, if any.
pub(crate) struct Slot<C: ?Sized> {
    ctx: Cell<Option<NonNull<C>>>,
}

impl<C: ?Sized> Slot<C> {
    pub(crate) const fn new() -> Self {
        Self {
            ctx: Cell::new(None),
        }
    }

    /// Runs `f` with `ctx` lent to the slot.
    pub(crate) fn lend<R>(&self, ctx: &mut C, f: impl FnOnce() -> R) -> R {
        /// Empties the slot when `lend` returns or unwinds.
        struct Clear<'s, C: ?Sized>(&'s Slot<C>);
        impl<C: ?Sized> Drop for Clear<'_, C> {
            fn drop(&mut self) {
                self.0.ctx.set(None);
            }
        }
        // No lend inside a lend: the slot belongs to one coroutine leaf,
        // which lends only in its own `tick` and `halt`, and those take
        // `&mut self`, so they cannot run inside one another.
        debug_assert!(
            self.ctx.get().is_none(),
            "bt-coroutine: the context is already lent"
        );
        self.ctx.set(Some(NonNull::from(ctx)));
        let _clear = Clear(self);
        f()
    }

    /// Runs `f` with the lent context, or fails if none is lent or it is in
    /// use by an enclosing `with`.
    pub(crate) fn with<R>(&self, f: impl FnOnce(&mut C) -> R) -> Result<R, NoContext> {
        /// Puts the pointer back when `with` returns or unwinds.
        struct Restore<'s, C: ?Sized>(&'s Slot<C>, NonNull<C>);
        impl<C: ?Sized> Drop for Restore<'_, C> {
            fn drop(&mut self) {
                self.0.ctx.set(Some(self.1));
            }
        }
        let mut ptr = self.ctx.take().ok_or(NoContext)?;
        let _restore = Restore(self, ptr);
        // SAFETY: the slot holds a pointer only while `lend` holds the
        // `&mut C` it was made from and does not use it (point 1 of the
        // module docs); it was taken out of the slot above, so no other
        // reference made from it exists until `_restore` puts it back after
        // `f` (point 2); and `f` cannot keep the reference (point 3).
        Ok(f(unsafe { ptr.as_mut() }))
    }
}

/// The context was not available: the handle was used outside a tick of
/// its coroutine, or inside a `with` of the same coroutine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoContext;

impl fmt::Display for NoContext {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(
            "the context is lent to a coroutine only while its leaf ticks (or is halted), \
             and to one `with` at a time",
        )
    }
}

impl core::error::Error for NoContext {}
