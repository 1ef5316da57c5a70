//! Trees loaded from XML that are `Send + Sync`: the same [`Factory`],
//! [`XmlTree`] and [`XmlPrototype`] as [`bt::xml`](super), their nodes
//! boxed as `Box<dyn Node<C> + Send + Sync>` (a
//! [`bt::dynamic::sync`](crate::dynamic::sync) tree), and every closure,
//! node and value a factory is given bound by `Send + Sync`
//! ([`TreePart`]). The factory shares what its trees share (compiled
//! scripts, entries, conditions) through `Arc`s, a subtree's local
//! entries sit behind a `Mutex`, and the factory itself is `Send +
//! Sync`, so one [`XmlPrototype`] builds trees on many threads.
//!
//! ```
//! use bt::xml::sync::Factory;
//! use bt::Status;
//!
//! #[derive(Default)]
//! struct Robot { battery: f64, moves: u32 }
//!
//! let mut factory = Factory::<Robot>::new();
//! factory
//!     .entry_mut("battery", |r: &Robot| r.battery, |r: &mut Robot, v| r.battery = v)
//!     .action("Move", |r: &mut Robot| { r.moves += 1; Status::Success });
//! let mut tree = factory.load_str(r#"
//!     <root BTCPP_format="4">
//!       <BehaviorTree ID="Main">
//!         <Sequence>
//!           <Script code="battery := battery - 0.25"/>
//!           <Move/>
//!         </Sequence>
//!       </BehaviorTree>
//!     </root>"#)?;
//! // Loaded here, ticked on another thread.
//! let robot = std::thread::spawn(move || {
//!     let mut robot = Robot { battery: 1.0, ..Robot::default() };
//!     tree.tick(&mut robot);
//!     robot
//! })
//! .join()
//! .unwrap();
//! assert_eq!((robot.battery, robot.moves), (0.75, 1));
//! # Ok::<(), bt::xml::Error>(())
//! ```
//!
//! The errors, ports, rules and [`Stamped`] values
//! are [`bt::xml`](super)'s own.
//!
//! Why `Sync` too: an ECS component or resource must be `Send + Sync`,
//! and a factory (or a prototype) shared by reference between threads
//! must be `Sync`. A node of yours whose state is `Send` but only used
//! through `&mut self` (an `mpsc::Receiver`, a `Cell`, a
//! `Box<dyn FnMut() + Send>`) is made `Sync` by a `std::sync::Mutex`
//! around that state, read with `Mutex::get_mut`, which takes `&mut` and
//! no lock. Coroutine
//! leaves (`bt::coroutine`) are not `Send`: a tree holding one is loaded
//! with [`bt::xml::Factory`](super::Factory) on the thread that ticks it.
//!
//! An [`XmlPrototype`] borrows its factory. To keep one in a `'static`
//! place (an `Arc` shared by threads, an ECS resource), give it a factory
//! that lives as long as the program: `let factory: &'static Factory<Robot>
//! = Box::leak(Box::new(factory));` (the factory is then never dropped),
//! and `factory.prototype("Main")?` is an `XmlPrototype<'static, Robot>`,
//! `Send + Sync`. That is for a factory made once: one that is reloaded
//! (cloned and swapped, see [hot reload](super#hot-reload)) would leak a
//! factory per reload; make its prototype where its `Arc` is held.

/// The bounds a tree of this module puts on the closures and nodes it
/// holds: `Send + Sync`.
macro_rules! threads {
    ($($part:tt)*) => { $($part)* + Send + Sync };
}

/// A paragraph of the docs of the `tree` module's items for this flavour.
macro_rules! flavour_note {
    () => {
        "\n\nThis is the `Send + Sync` flavour, [`bt::xml::sync`](crate::xml::sync): the \
         examples of its methods, written with `bt::xml::Factory`, work the same with this \
         one once what they register is `Send + Sync` (the `on_run_error` example's \
         `Rc<RefCell<..>>` an `Arc<Mutex<..>>`)."
    };
}

/// What the parts of a tree of this module must be.
mod flavor {
    use std::sync::{Mutex, MutexGuard, PoisonError};

    pub(crate) use alloc::sync::Arc as Shared;

    pub(crate) use crate::dynamic::sync::{BoxNode, Dynamic, Prototype, Spec};

    /// A value the nodes of one tree share and write (a subtree's local
    /// entry): a `RefCell` in [`bt::xml`](crate::xml), a `Mutex` here.
    #[derive(Debug)]
    pub(crate) struct Lock<T>(Mutex<T>);

    impl<T> Lock<T> {
        pub(crate) const fn new(value: T) -> Self {
            Self(Mutex::new(value))
        }

        /// The value. A tick that panicked while writing it left a whole
        /// value (writes are assignments), so a poisoned lock is used as is.
        pub(crate) fn borrow(&self) -> MutexGuard<'_, T> {
            self.0.lock().unwrap_or_else(PoisonError::into_inner)
        }

        /// The value, to write.
        pub(crate) fn borrow_mut(&self) -> MutexGuard<'_, T> {
            self.borrow()
        }
    }
}

/// What the closures, nodes and values a [`Factory`] of this module is
/// given must be to become parts of its trees: `Send + Sync` (implemented
/// for every such type). See the [module docs](self) for a node whose
/// state is `Send` but not `Sync`.
pub trait TreePart: Send + Sync {}

impl<T: ?Sized + Send + Sync> TreePart for T {}

// The same factory and loader as `bt::xml`'s, under the bounds above.
#[allow(clippy::duplicate_mod)]
#[path = "tree/mod.rs"]
mod tree;

pub use super::{
    Blackboard, EntryRegistry, Error, Port, PortDirection, Stamped, Substitute, TestNodeConfig,
};
pub use tree::{Args, Factory, Output, Value, XmlPrototype, XmlTree};
