//! The runtime of [`bt`](https://docs.rs/bt): the [`Node`] trait, [`Status`],
//! the children of composites, clocks, [`Tree`] and every node of
//! BehaviorTree.CPP 4.x's catalogue.
//!
//! Most users reach this crate through the `bt` facade and its `bt!` macro.
//! Everything here is also usable by hand: a tree is a value built from the
//! node structs, and ticking it is a chain of statically dispatched calls.
//!
//! ```
//! use bt_core::{Node, Status, Tree};
//! use bt_core::control::Fallback;
//! use bt_core::leaf::{action, condition};
//!
//! struct Agent { hungry: bool, ate: u32 }
//!
//! let mut tree = Tree::new(Fallback::new((
//!     condition(|a: &mut Agent| !a.hungry),
//!     action(|a: &mut Agent| { a.ate += 1; a.hungry = false; Status::Success }),
//! )));
//! let mut agent = Agent { hungry: true, ate: 0 };
//! assert_eq!(tree.tick(&mut agent), Status::Success);
//! assert_eq!(agent.ate, 1);
//! ```
//!
//! # Semantics
//!
//! Every node follows BehaviorTree.CPP 4.x rule by rule, under
//! `tickExactlyOnce` (so the wake-up yields of `SequenceWithMemory`, `Repeat`,
//! `RetryUntilSuccessful`, `AsyncSequence` and `AsyncFallback` are part of the
//! semantics). The deliberate differences are listed in the `bt` crate docs
//! and on the node types concerned.
//!
//! # Halting
//!
//! [`Node::halt`] may be called on a node that is not running; such a call
//! does nothing observable. Composites halt running descendants depth-first in
//! child order. The stateful helpers ([`StatefulAction`]) and the testing
//! leaves only see a halt if they were running.
//!
//! # Features
//!
//! - `std` (default): [`clock::StdClock`], the `testing` module and
//!   [`leaf::threaded`] (an action whose work runs on a thread of its own).
//! - `alloc`: `Vec` and `Box<dyn Node<C>>` children, runtime-built trees
//!   with a node table ([`dynamic`]) and control and decorator nodes of
//!   your own in them ([`custom`]), the observers [`observe::Statistics`]
//!   and [`observe::TraceRecorder`], and the exports (BehaviorTree.CPP XML,
//!   Graphviz, Mermaid, text).
//! - `std` also gives [`observe::StdoutLogger`].
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

// Inlining: the tick paths are `#[inline(always)]` in optimized builds, where
// a tree must compile to the code a hand-written tick would be, and only
// `#[inline]` in builds with debug assertions (the dev profile), where forced
// inlining makes no code faster and every build slower (a 1,000-leaf
// sequence: 5.5 -> 4.5 s). Hence the pair of `cfg_attr`s on each of them.
// The exceptions are plain `#[inline(always)]` in every profile: functions
// whose body is one forwarding call or a field access (a ticker's `tick`,
// `child_at`, `Index::get`, ...), where forcing costs nothing to build and
// saves a call per layer at opt-level 0.
// For the same dev builds, the tick paths compare statuses with `matches!`
// rather than `==` (at opt-level 0, `==` is a call to `PartialEq::eq`).

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub mod children;
pub mod clock;
pub mod control;
pub mod custom;
pub mod decorator;
#[cfg(feature = "alloc")]
pub mod dynamic;
#[cfg(feature = "alloc")]
mod export;
pub mod leaf;
pub mod linked;
mod node;
pub mod observe;
mod outline;
mod packed;
pub mod resume;
mod status;
pub mod table;
#[cfg(feature = "std")]
pub mod testing;
mod tree;

pub use children::{ChildList, Children, Visit};
pub use clock::Clock;
pub use linked::{Gap, Lift, Linked, Sliced};
#[doc(hidden)]
pub use node::Hints;
pub use node::{
    Action, Condition, ConditionNode, IntoNode, IsAction, IsCondition, IsNode, IsStateful, Node,
    Stateful, StatefulAction, StatefulFn, stateful,
};
pub use outline::{FnOutline, Outline};
pub use status::Status;
pub use tree::{LentTree, Tree};
