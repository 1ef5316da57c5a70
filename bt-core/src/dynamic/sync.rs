//! Runtime-built trees that are `Send + Sync`: the same [`Spec`],
//! [`Prototype`] and [`Dynamic`] as [the parent module](super), with
//! each node boxed as `Box<dyn Node<C> + Send + Sync>`, and every
//! closure and node they are given bound by `Send + Sync`.
//!
//! A tree is built where it is convenient and ticked on another thread;
//! a prototype is shared by reference between threads, each building
//! its own trees from it (they share its node table).
//!
//! ```
//! use bt_core::dynamic::sync::{Prototype, Spec};
//! use bt_core::Status;
//!
//! struct Agent { hp: u32 }
//!
//! let prototype = Prototype::new(|| {
//!     Spec::fallback([
//!         Spec::condition("healthy", |a: &mut Agent| a.hp > 50),
//!         Spec::action("heal", |a: &mut Agent| { a.hp = 100; Status::Success }),
//!     ])
//! });
//! std::thread::scope(|s| {
//!     for start in [10, 90] {
//!         let prototype = &prototype;
//!         s.spawn(move || {
//!             let mut agent = Agent { hp: start };
//!             assert_eq!(prototype.build().tick(&mut agent), Status::Success);
//!             assert_eq!(agent.hp, if start > 50 { start } else { 100 });
//!         });
//!     }
//! });
//!
//! // A tree built here, ticked on another thread.
//! let mut tree = prototype.build();
//! let hp = std::thread::spawn(move || {
//!     let mut agent = Agent { hp: 0 };
//!     tree.tick(&mut agent);
//!     agent.hp
//! })
//! .join()
//! .unwrap();
//! assert_eq!(hp, 100);
//! ```
//!
//! A leaf that is not `Send + Sync` (one holding an `Rc`) is a compile
//! error here, on the call that is given it; [`super::Spec`] takes it.
//! `Sync` too, because an ECS component or resource must be `Send +
//! Sync`, and so must a prototype shared by reference between threads.
//! A node of yours whose state is `Send` but only used through `&mut
//! self` (an `mpsc::Receiver`, a `Cell`) is made `Sync` by a
//! `std::sync::Mutex` around that state, read with `Mutex::get_mut`,
//! which takes `&mut` and no lock. Coroutine leaves (`bt::coroutine`) are
//! not `Send`: they go in the trees of [the parent module](super).
//!
//! To keep a prototype in a field, box its function:
//! `Prototype<Agent, Box<dyn Fn() -> Spec<Agent> + Send + Sync>>`.

/// The bounds a tree of this module puts on its parts: `Send + Sync`.
macro_rules! threads {
    ($($part:tt)*) => { $($part)* + Send + Sync };
}

/// A paragraph of the docs of `spec.rs`'s items for this flavour.
macro_rules! flavour_note {
    () => {
        "\n\nThis is the `Send + Sync` flavour, [`bt::dynamic::sync`](crate::dynamic::sync): \
         the examples of its methods, written with `bt_core::dynamic::Spec`, \
         work the same with this one once the closures and nodes they give are `Send + Sync`."
    };
}

/// What the nodes of a tree of this module must be.
mod flavor {
    use crate::Node;

    /// A node a tree holds: one that is `Send + Sync`.
    pub(crate) trait Part<C: ?Sized>: Node<C> + Send + Sync + 'static {}

    impl<C: ?Sized, N: Node<C> + Send + Sync + 'static> Part<C> for N {}
}

// The same descriptions as the parent module's, under the bounds above.
#[allow(clippy::duplicate_mod)]
#[path = "spec.rs"]
mod spec;

pub use super::{MAX_NODES, TooManyNodes};
pub use spec::{BoxNode, Dynamic, Prototype, Spec};
