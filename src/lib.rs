#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

// `bt!` expands to `::bt::...` paths; this makes them resolve inside this
// crate too (its unit tests).
#[allow(unused_extern_crates)]
extern crate self as bt;

pub use bt_core::*;
pub use bt_macros::bt;

#[cfg(feature = "btlog")]
pub mod btlog;
#[cfg(feature = "groot2")]
pub mod groot2;
#[cfg(feature = "timeline")]
pub mod timeline;
#[cfg(feature = "tracing")]
pub mod tracing;

/// Coroutine leaves: multi-tick actions written as `async` code (feature
/// `coroutine`; the `bt-coroutine` crate).
#[cfg(feature = "coroutine")]
pub use bt_coroutine as coroutine;

#[cfg(any(feature = "btlog", feature = "timeline", feature = "xml"))]
extern crate std;

#[cfg(feature = "xml")]
extern crate alloc;
#[cfg(feature = "xml")]
pub mod xml;

/// A BehaviorTree.CPP 4 XML file (as Groot2 writes it) read at compile time
/// into the tree [`bt!`] builds: no interpreter, no allocation, the same
/// node table and speed as the tree written by hand (feature `xml`).
///
/// ```text
/// bt_xml!("path/relative/to/the/crate.xml", [tree = "TreeId",] [Context =>] {
///     XmlId => leaf,                   // a fn item, or an expression in parentheses
///     XmlId(port, ..) => make_leaf,    // called with the ports' values, in this order
///     XmlId => control(node),          // a control node of yours (`bt::custom`),
///     XmlId(port, ..) => decorator(make_node), // or a decorator; `make_node` called with the ports
///     "{key}" => expression,           // what a `{key}` port value becomes
/// })
/// ```
///
/// The tree is the one named by `tree = ".."` (as
/// [`xml::Factory::load_file_tree`] loads it), else
/// `main_tree_to_execute`, else the file's only `<BehaviorTree>` (not
/// counting its includes' trees, as BT.CPP 4.9+). Built-in nodes are read under their BT.CPP tags and
/// ports, compact or explicit (`<Decorator ID="Repeat" num_cycles="3">`);
/// their port values are literals, checked here, except the counts and
/// times of `Repeat`, `RetryUntilSuccessful`, `Timeout`, `Delay` and
/// `Sleep`, which may be a `{key}`: bound to a closure over the context
/// (`"{laps}" => |c| c.laps`), the node reads it when it needs it, as the
/// run-time loader reads the entry (`bt!`'s `repeat(|c| c.laps)`; the
/// node table shows the port as the last field or method the closure
/// reads, `{laps}`, so name it as the key for the table to match the
/// loader's); bound to another expression, its value is taken when the
/// tree is built. A
/// leaf's ID must be
/// bound in the call: the leaf is the bound item, labelled with the
/// element's `name` or its ID (named apart from its ID, it keeps the ID:
/// `"ready?" as IsReady: ..`, which the BT.CPP export writes; the ports
/// given in the element are its label's, `as Say(text = "hi")`, so the
/// table and the exports show them as the run-time loader's do). A leaf with ports lists them in its binding
/// and the bound function is called with their values: a literal becomes a
/// Rust literal (a number or `true`/`false` as itself, other text as a
/// string literal), a `{key}` the expression bound to `"{key}"`, so rustc
/// checks every type. A `<SubTree>` is a `subtree` node over its tree's
/// nodes, as the run-time loader builds it, with its port remapping
/// (`{=}` is `{port}`), `_autoremap` and the defaults of the ports a
/// `<TreeNodesModel>` declares for them (the rest of the model is
/// skipped); `<include>`s are read relative to the including file.
/// Attributes starting with `_` that mean nothing to BT.CPP are its
/// metadata, ignored (a near miss of a special one is an error). `_skipIf`,
/// `_successIf`, `_failureIf` and `_while` take a condition ID or a chain
/// (`A || B`, `A && B` for `_while`) and become `bt!`'s `skip_if` & co.,
/// nested in BT.CPP's order, as in the run-time loader ([`xml`]).
/// Post-conditions and other scripts are read only by the run-time loader.
///
/// Each mistake (malformed XML, an unknown or unbound ID, a wrong number
/// of children, a bad port value, an unknown attribute) is a compile error
/// that quotes the file, line and column and says how to fix it. The file
/// is included in the build (`include_bytes!`), so editing it rebuilds the
/// crate.
///
/// ```
/// use bt::{Status, bt_xml};
///
/// struct Door { open: bool, opened: u32 }
/// fn is_open(d: &mut Door) -> bool { d.open }
/// fn open(d: &mut Door) -> Status { d.open = true; d.opened += 1; Status::Success }
///
/// let mut tree = bt_xml!("examples/xml/door.xml", Door => {
///     IsOpen => is_open,
///     Open => open,
/// });
/// let mut door = Door { open: false, opened: 0 };
/// assert_eq!(tree.tick(&mut door), Status::Success);
/// assert_eq!(tree.tick(&mut door), Status::Success);
/// assert_eq!(door.opened, 1);
/// assert_eq!(tree.to_text(None), "{o} enter: fallback\n    --? IsOpen\n    --> Open\n");
/// ```
#[cfg(feature = "xml")]
#[doc(inline)]
pub use bt_xml::bt_xml;

/// Part of the expansion of a `bt!` tree whose types nest deeper than rustc's
/// default `#![recursion_limit]` allows: it recurses once per level of the
/// tree's types, so that when the limit is too low the first error is
/// "recursion limit reached while expanding `bt_tree_nests_deeper_than_the_recursion_limit!`"
/// on the tree, with rustc's hint to raise `#![recursion_limit]`.
#[doc(hidden)]
#[macro_export]
macro_rules! bt_tree_nests_deeper_than_the_recursion_limit {
    () => {};
    ($level:tt $($rest:tt)*) => {
        $crate::bt_tree_nests_deeper_than_the_recursion_limit! { $($rest)* }
    };
}

/// Support for code generated by `bt!`. Not part of the public API: it may
/// change in any release.
#[doc(hidden)]
pub mod __private {
    use core::marker::PhantomData;

    pub use bt_core::*;

    pub use crate::bt_tree_nests_deeper_than_the_recursion_limit;

    /// The context type `C` every leaf of one `bt!` tree shares. It holds no
    /// value: passing `&witness` to the helpers below is what makes rustc
    /// infer one `C` for the whole tree (from a fn-item leaf, a `Context =>`
    /// prefix, or the first `tree.tick(&mut ctx)`).
    ///
    /// The parameter is named `Context` for the one error it can give: a
    /// tree whose context nothing names reads "cannot infer type of the
    /// type parameter `Context`" (the `bt!` docs say to name it).
    pub struct Witness<Context: ?Sized>(PhantomData<fn(&mut Context)>);

    impl<Context: ?Sized> Witness<Context> {
        /// A witness; `Context` is inferred.
        #[cfg_attr(debug_assertions, inline)]
        #[cfg_attr(not(debug_assertions), inline(always))]
        pub const fn new() -> Self {
            Self(PhantomData)
        }
    }

    impl<C: ?Sized> Default for Witness<C> {
        #[cfg_attr(debug_assertions, inline)]
        #[cfg_attr(not(debug_assertions), inline(always))]
        fn default() -> Self {
            Self::new()
        }
    }

    impl<C: ?Sized> Clone for Witness<C> {
        #[cfg_attr(debug_assertions, inline)]
        #[cfg_attr(not(debug_assertions), inline(always))]
        fn clone(&self) -> Self {
            *self
        }
    }

    impl<C: ?Sized> Copy for Witness<C> {}

    /// A leaf of the tree: anything that converts into a node over `C`.
    /// Emitted at the leaf's span, so a value that is not a leaf is one
    /// error on that leaf.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn as_leaf<C: ?Sized, M, L: IntoNode<C, M>>(_: &Witness<C>, leaf: L) -> L::Node {
        leaf.into_node()
    }

    /// A leaf node of the tree, with the mark of its conversion (condition,
    /// action or node), which the tree keeps in its type for the node
    /// table. Emitted at the leaf's span, like [`as_leaf`].
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn leaf<C: ?Sized, M, L: IntoNode<C, M>>(
        _: &Witness<C>,
        leaf: L,
    ) -> (L::Node, table::LeafMark<M>) {
        (leaf.into_node(), table::LeafMark::new())
    }

    /// A leaf's mark, refined by the leaf's type where the tree is written:
    /// a node whose type implements [`ConditionNode`] (`leaf::condition(f)`
    /// or the user's own) is marked a condition, any other keeps the mark
    /// of its conversion. The choice is made by method resolution on the
    /// concrete type (`(&&Refine(..)).mark()`: [`RefineCondition`] is found
    /// first, on `&Refine`, when its bound holds; [`RefineKeep`], on
    /// `Refine`, otherwise), which a generic function could not do.
    pub struct Refine<'a, N, M>(pub &'a N, pub table::LeafMark<M>);

    /// See [`Refine`].
    pub trait RefineCondition {
        /// The mark of a condition.
        fn mark(&self) -> table::LeafMark<IsCondition>;
    }

    impl<N: ConditionNode, M> RefineCondition for &Refine<'_, N, M> {
        #[cfg_attr(debug_assertions, inline)]
        #[cfg_attr(not(debug_assertions), inline(always))]
        fn mark(&self) -> table::LeafMark<IsCondition> {
            table::LeafMark::new()
        }
    }

    /// See [`Refine`].
    pub trait RefineKeep<M> {
        /// The mark of the leaf's conversion.
        fn mark(&self) -> table::LeafMark<M>;
    }

    impl<N, M> RefineKeep<M> for Refine<'_, N, M> {
        #[cfg_attr(debug_assertions, inline)]
        #[cfg_attr(not(debug_assertions), inline(always))]
        fn mark(&self) -> table::LeafMark<M> {
            self.1
        }
    }

    /// The children of a composite, each named by its id: a tuple of
    /// `id::<ID, _>(child)` becomes one `observe::NamedN` list.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn named<L: observe::IntoNamed>(children: L) -> L::Named {
        children.into_named()
    }

    /// A closure written inline as a leaf: the expectation
    /// `FnMut(&mut C) -> R` gives its parameter the type `&mut C`, and
    /// `R: LeafOutput` names what it returns when that is not a leaf's.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn closure<C: ?Sized, R: LeafOutput, F: FnMut(&mut C) -> R>(
        _: &Witness<C>,
        f: F,
    ) -> R::Leaf<F> {
        R::leaf(f)
    }

    /// What a closure written as a leaf returns: `bool` (a condition) or
    /// `Status` (an action).
    #[diagnostic::on_unimplemented(
        message = "a closure written as a leaf returns `bool` (a condition) or `Status` (an \
                   action), not `{Self}`",
        label = "this closure returns `{Self}`",
        note = "a condition compares: `(|a| a.hp > 0)`; an action returns its status: \
                `(|a| {{ a.hp += 1; Status::Success }})`"
    )]
    pub trait LeafOutput {
        /// The leaf a closure returning `Self` is: a [`Condition`] or an
        /// [`Action`]. (A projection: when `Self` is not a leaf's output,
        /// the error above is the only one, not one more on the leaf.)
        type Leaf<F>;
        /// The leaf of `f`.
        fn leaf<F>(f: F) -> Self::Leaf<F>;
    }

    impl LeafOutput for bool {
        type Leaf<F> = Condition<F>;
        #[cfg_attr(debug_assertions, inline)]
        #[cfg_attr(not(debug_assertions), inline(always))]
        fn leaf<F>(f: F) -> Condition<F> {
            Condition(f)
        }
    }

    impl LeafOutput for Status {
        type Leaf<F> = Action<F>;
        #[cfg_attr(debug_assertions, inline)]
        #[cfg_attr(not(debug_assertions), inline(always))]
        fn leaf<F>(f: F) -> Action<F> {
            Action(f)
        }
    }

    /// The variable of a `switch`: a function of the context.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn variable<C: ?Sized, T, F: FnMut(&mut C) -> T>(_: &Witness<C>, f: F) -> F {
        f
    }

    /// The count of a `repeat` or `retry` read from the context by a
    /// closure (`repeat(|a| a.laps)`): the expectation gives the closure
    /// its parameter type and the count's, `i32`.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn read_count<C: ?Sized, F: FnMut(&mut C) -> i32>(_: &Witness<C>, f: F) -> F {
        f
    }

    /// The milliseconds of a `timeout`, `delay` or `sleep` read from the
    /// context by a closure (`timeout(|a| a.patience_ms)`): `u64`.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn read_millis<C: ?Sized, F: FnMut(&mut C) -> u64>(_: &Witness<C>, f: F) -> F {
        f
    }

    /// The variable of a `switch` in a tree cut into slices side by side
    /// (see [`linked`](crate::linked)): the function of the tree's context,
    /// called with the context a slice is ticked over.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn lift_variable<C: ?Sized, T, F: FnMut(&mut C) -> T>(
        _: &Witness<C>,
        mut f: F,
    ) -> impl for<'a, 'b> FnMut(&'b mut Linked<'a, C>) -> T + use<C, T, F> {
        move |h: &mut Linked<'_, C>| f(h.ctx())
    }

    /// The variable and the cases of a `switch` in a tree cut into slices
    /// side by side (see [`linked`](crate::linked)), checked against the
    /// tree's context at the keyword's span, as [`node`] checks a switch
    /// elsewhere (the switch itself is over its slice's context): the
    /// variable is a function of the context that returns the cases' type,
    /// which can be compared. Given back as they are, for [`lift_variable`].
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    // (The cases come first: they fix `T`, so that a variable of another
    // type is the error, not the cases.)
    pub fn switch_cases<C: ?Sized, T: PartialEq, F: FnMut(&mut C) -> T, const N: usize>(
        _: &Witness<C>,
        cases: [T; N],
        variable: F,
    ) -> (F, [T; N]) {
        (variable, cases)
    }

    /// A built-in node that reads the context itself (`timeout`, `delay`,
    /// `sleep`, `switch`), checked against the shared context at the
    /// keyword's span (so a context without a `Clock` under `timeout` is
    /// reported on `timeout`). Other nodes are not wrapped: they are nodes
    /// whenever their children are, and checking each of them here would
    /// make rustc prove every subtree once per ancestor.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn node<C: ?Sized, N: Node<C>>(_: &Witness<C>, node: N) -> N {
        node
    }

    /// The node of a `control(node)<..>`: checked to be a
    /// [`ControlNode`](crate::custom::ControlNode) over the tree's context,
    /// at the argument's span.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn control_node<C: ?Sized, N: crate::custom::ControlNode<C>>(_: &Witness<C>, node: N) -> N {
        node
    }

    /// The node of a `decorator(node)<..>`: checked to be a
    /// [`DecoratorNode`](crate::custom::DecoratorNode) over the tree's
    /// context, at the argument's span.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn decorator_node<C: ?Sized, N: crate::custom::DecoratorNode<C>>(
        _: &Witness<C>,
        node: N,
    ) -> N {
        node
    }

    /// The start function of a coroutine leaf written in the tree,
    /// `(coroutine(|co| async move { .. }))`: the expectation gives its
    /// handle the type `Co<C>`, so that `co.with(|agent| ..)` knows the
    /// context (feature `coroutine`).
    #[cfg(feature = "coroutine")]
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn coroutine_start<C: ?Sized, S: FnMut(crate::coroutine::Co<C>) -> Fut, Fut>(
        _: &Witness<C>,
        start: S,
    ) -> S {
        start
    }

    /// Without the feature `coroutine` (the `bt-coroutine` crate used on
    /// its own): the start function as it is.
    #[cfg(not(feature = "coroutine"))]
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn coroutine_start<C: ?Sized, S>(_: &Witness<C>, start: S) -> S {
        start
    }

    /// A `timeout`, `delay` or `sleep` in a tree cut into slices side by
    /// side (see [`linked`](crate::linked)): the node is over its slice's
    /// context, which has a clock when the tree's context has one, so the
    /// tree's context is checked, at the keyword's span.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn clocked<C: ?Sized, N: ReadsClock<C>>(_: &Witness<C>, node: N) -> N {
        node
    }

    /// The nodes that read the clock of the context `C`, which must have
    /// one: the bound of [`clocked`], on the node, so that the error is
    /// reported where the node is written.
    pub trait ReadsClock<C: ?Sized> {}

    impl<C: Clock + ?Sized, N, M> ReadsClock<C> for decorator::Timeout<N, M> {}
    impl<C: Clock + ?Sized, N, M> ReadsClock<C> for decorator::Delay<N, M> {}
    impl<C: Clock + ?Sized, M> ReadsClock<C> for leaf::Sleep<M> {}

    /// A node at a slice boundary of a very deep tree, to be wrapped in a
    /// [`FnOutline`] over the shared context (the only place where its
    /// subtree is proven a node: the `FnOutline` asks nothing of it after),
    /// through a probe (as [`RootProbe`] for the root):
    /// `OutlineProbe { node, witness: &witness }.fn_outline()`. A node over
    /// the context is taken by value into its `FnOutline` as it is
    /// ([`ProbeOutline`]: `FnOutline::new`); anything else falls to
    /// [`ProbeOutlineFallback`] (by reference, a later step of the method
    /// lookup), whose `FnOutline` is of the same type but never made. That
    /// happens only in a tree that does not compile anyway: a leaf, or a
    /// node checked by [`clocked`] or [`switch_cases`], failed its check in
    /// the slice and was reported there. A bound `N: Node<C>` would repeat
    /// that error on the whole tree (or, with no check at the keyword, give
    /// the only error there). The probe is a struct literal and its method
    /// takes it by value, not a reference to a probe made by a function
    /// over `&node`: each expression of a type that holds the whole slice
    /// costs the compiler a walk of that type, and this form has the
    /// fewest (BENCHMARKS.md, "The probes of the root and the slices").
    pub struct OutlineProbe<'w, N, C: ?Sized> {
        /// The slice.
        pub node: N,
        /// The tree's witness, for the context.
        pub witness: &'w Witness<C>,
    }

    impl<N, C: ?Sized> OutlineProbe<'_, N, C> {
        const BUG: () = panic!(
            "bt!: a slice of a tree is not a node over the tree's context, and no other error \
             said why; please report this bug of `bt`"
        );
    }

    /// [`OutlineProbe`] of a node.
    pub trait ProbeOutline<N, C: ?Sized> {
        /// `node` in its `FnOutline`.
        fn fn_outline(self) -> FnOutline<N, C>;
    }

    impl<N: Node<C>, C: ?Sized> ProbeOutline<N, C> for OutlineProbe<'_, N, C> {
        #[cfg_attr(debug_assertions, inline)]
        #[cfg_attr(not(debug_assertions), inline(always))]
        fn fn_outline(self) -> FnOutline<N, C> {
            FnOutline::new(self.node)
        }
    }

    /// [`OutlineProbe`] of anything else (in a tree that does not compile).
    pub trait ProbeOutlineFallback<N, C: ?Sized> {
        /// An `FnOutline` of the node's type, never made: a program that
        /// would call this does not build.
        fn fn_outline(&self) -> FnOutline<N, C>;
    }

    impl<N, C: ?Sized> ProbeOutlineFallback<N, C> for OutlineProbe<'_, N, C> {
        #[inline]
        fn fn_outline(&self) -> FnOutline<N, C> {
            let () = Self::BUG;
            unreachable!()
        }
    }

    /// A slice boundary that only builds with debug assertions cut:
    /// `bt!` writes `DebugCut<{ ::core::cfg!(debug_assertions) }>`, which
    /// the user's crate evaluates (a `cfg` in this crate would be `bt`'s
    /// own build's, which need not be the user's), and [`Cut::cut`] wraps
    /// the node in an [`Outline`] there or gives it back as it is.
    pub struct DebugCut<const DEBUG_ASSERTIONS: bool>;

    /// What a slice boundary of [`DebugCut`] makes of its node.
    pub trait Cut {
        /// The node `N` at the boundary.
        type Node<N>;
        /// `node`, wrapped or not.
        fn cut<N>(node: N) -> Self::Node<N>;
    }

    impl Cut for DebugCut<true> {
        type Node<N> = Outline<N>;
        #[inline]
        fn cut<N>(node: N) -> Outline<N> {
            Outline(node)
        }
    }

    impl Cut for DebugCut<false> {
        type Node<N> = N;
        #[inline(always)]
        fn cut<N>(node: N) -> N {
            node
        }
    }

    /// The finished tree: the root, carrying the node table `T` and the
    /// leaves' categories `K` in its type.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    // No `N: Node<C>` bound: whatever could fail it was checked by `node`
    // or `leaf` already, and a second check here would repeat its errors.
    pub fn tree<C: ?Sized, T: table::StaticTable, K: table::LeafKinds, N>(
        _: Witness<C>,
        _: T,
        _: K,
        root: N,
    ) -> Tree<table::Static<N, T, K>, C> {
        Tree::new(table::Static::new(root))
    }

    /// The finished tree for a context type written with elided lifetimes
    /// (`bt!(Ctx<'_> => ...)`): as [`tree`], a [`LentTree`], whose methods
    /// take a context of any lifetime.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn lent_tree<C: ?Sized, T: table::StaticTable, K: table::LeafKinds, N>(
        _: Witness<C>,
        _: T,
        _: K,
        root: N,
    ) -> LentTree<table::Static<N, T, K>> {
        LentTree::new(table::Static::new(root))
    }

    /// The root of a tree with a resume plan (see [`resume`]): `plan` is a
    /// closure `bt!` generates, with one arm per leaf it can resume; the
    /// running leaf's id is kept as an `I` (`width` is `0_u8`, `0_u16` or
    /// `0_usize`).
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    // No `N: Node<C>` bound, for the reason given on `tree`.
    pub fn resumable<C: ?Sized, N, P, I>(
        _: &Witness<C>,
        width: I,
        root: N,
        plan: P,
    ) -> resume::Resumable<N, P, I>
    where
        P: Fn(&mut resume::Parts<N, I>, usize, &mut C, resume::Walk<N, I, C>) -> Status,
        I: children::Index,
    {
        let _ = width;
        // `bt!` builds every node fresh: the tree is at rest.
        resume::Resumable::new_at_rest(root, plan)
    }

    /// `false` for a leaf that can never be running (a condition): a
    /// resume plan's arm for it is dead code, which this lets the compiler
    /// drop.
    #[inline(always)]
    pub const fn may_run<M: table::LeafMarker>(_: &table::LeafMark<M>) -> bool {
        !matches!(M::CATEGORY, table::Category::Condition)
    }

    /// [`may_run`] as a number, 1 or 0: the plan counts the arms that
    /// may run.
    #[inline(always)]
    pub const fn runs<M: table::LeafMarker>(mark: &table::LeafMark<M>) -> usize {
        may_run(mark) as usize
    }

    /// Child `K` of `node`, in a resume plan.
    #[inline(always)]
    pub fn child_at<const K: usize, N: resume::ChildAt<K>>(node: &mut N) -> &mut N::Child {
        node.child_at()
    }

    /// Ticks the leaf a resume plan goes to.
    #[inline(always)]
    pub fn tick_leaf<C: ?Sized, N: Node<C>>(leaf: &mut N, ctx: &mut C) -> Status {
        leaf.tick(ctx)
    }

    /// The leaf of a linked tree a resume plan goes to, out of its
    /// [`Lift`] (and its `Id`, for a child not in a list): ticked over the
    /// tree's context.
    #[inline(always)]
    pub fn lifted<L: Lifted>(leaf: &mut L) -> &mut L::Leaf {
        leaf.leaf()
    }

    /// A leaf of a linked tree in its [`Lift`]: see [`lifted`].
    pub trait Lifted {
        /// The leaf.
        type Leaf;
        /// It.
        fn leaf(&mut self) -> &mut Self::Leaf;
    }

    impl<N> Lifted for Lift<N> {
        type Leaf = N;
        #[inline(always)]
        fn leaf(&mut self) -> &mut N {
            &mut self.0
        }
    }

    impl<N, const ID: observe::NodeId> Lifted for observe::Id<Lift<N>, ID> {
        type Leaf = N;
        #[inline(always)]
        fn leaf(&mut self) -> &mut N {
            &mut self.0.0
        }
    }

    /// A slice of a linked tree (see [`linked`](crate::linked)), in a
    /// resume plan: its top, and the slices below it.
    pub trait SliceParts {
        /// The slice.
        type Top;
        /// The slices below it.
        type Below;
        /// Both, to change apart.
        fn slice_parts(&mut self) -> (&mut Self::Top, &mut Self::Below);
    }

    impl<S, B> SliceParts for Sliced<S, B> {
        type Top = S;
        type Below = B;
        #[inline(always)]
        fn slice_parts(&mut self) -> (&mut S, &mut B) {
            self.parts_mut()
        }
    }

    impl<S, B, C: ?Sized> SliceParts for FnOutline<Sliced<S, B>, C> {
        type Top = S;
        type Below = B;
        #[inline(always)]
        fn slice_parts(&mut self) -> (&mut S, &mut B) {
            (**self).parts_mut()
        }
    }

    /// The top of a slice of a linked tree and the slices below it.
    #[inline(always)]
    pub fn slice_parts<P: SliceParts>(slice: &mut P) -> (&mut P::Top, &mut P::Below) {
        slice.slice_parts()
    }

    /// The slice at index `M` of the slices below a slice (a tuple).
    pub trait BelowAt<const M: usize> {
        /// That slice.
        type Slice;
        /// It.
        fn below_at(&mut self) -> &mut Self::Slice;
    }

    macro_rules! below_at {
        ([$($t:ident)+]) => {};
        ([$($t:ident)+] $i:tt $s:ident $($rest:tt)*) => {
            impl<$($t),+> BelowAt<$i> for ($($t,)+) {
                type Slice = $s;
                #[inline(always)]
                fn below_at(&mut self) -> &mut $s {
                    &mut self.$i
                }
            }
            below_at!([$($t)+] $($rest)*);
        };
    }

    below_at!([A] 0 A);
    below_at!([A B] 0 A 1 B);
    below_at!([A B D] 0 A 1 B 2 D);
    below_at!([A B D E] 0 A 1 B 2 D 3 E);
    below_at!([A B D E F] 0 A 1 B 2 D 3 E 4 F);
    below_at!([A B D E F G] 0 A 1 B 2 D 3 E 4 F 5 G);
    below_at!([A B D E F G H] 0 A 1 B 2 D 3 E 4 F 5 G 6 H);
    below_at!([A B D E F G H I] 0 A 1 B 2 D 3 E 4 F 5 G 6 H 7 I);
    below_at!([A B D E F G H I J] 0 A 1 B 2 D 3 E 4 F 5 G 6 H 7 I 8 J);
    below_at!([A B D E F G H I J K] 0 A 1 B 2 D 3 E 4 F 5 G 6 H 7 I 8 J 9 K);
    below_at!([A B D E F G H I J K L] 0 A 1 B 2 D 3 E 4 F 5 G 6 H 7 I 8 J 9 K 10 L);
    below_at!([A B D E F G H I J K L M] 0 A 1 B 2 D 3 E 4 F 5 G 6 H 7 I 8 J 9 K 10 L 11 M);
    below_at!([A B D E F G H I J K L M N] 0 A 1 B 2 D 3 E 4 F 5 G 6 H 7 I 8 J 9 K 10 L 11 M 12 N);
    below_at!([A B D E F G H I J K L M N O] 0 A 1 B 2 D 3 E 4 F 5 G 6 H 7 I 8 J 9 K 10 L 11 M 12 N 13 O);
    below_at!([A B D E F G H I J K L M N O P] 0 A 1 B 2 D 3 E 4 F 5 G 6 H 7 I 8 J 9 K 10 L 11 M 12 N 13 O 14 P);
    below_at!([A B D E F G H I J K L M N O P Q] 0 A 1 B 2 D 3 E 4 F 5 G 6 H 7 I 8 J 9 K 10 L 11 M 12 N 13 O 14 P 15 Q);

    /// The slice at index `M` below a slice, in a resume plan.
    #[inline(always)]
    pub fn below_at<const M: usize, B: BelowAt<M>>(below: &mut B) -> &mut B::Slice {
        below.below_at()
    }

    /// The context a node of a slice is ticked over, in a resume plan that
    /// ticks it whole: the tree's context and the slices below its slice.
    #[inline(always)]
    pub fn linked<'a, C: ?Sized, B: linked::Below<C>>(
        ctx: &'a mut C,
        below: &'a mut B,
    ) -> Linked<'a, C> {
        Linked::new(ctx, below)
    }

    /// `true` if the resumed leaf is still running: the plan returns its
    /// status at once.
    #[inline(always)]
    pub fn is_running(status: Status) -> bool {
        matches!(status, Status::Running)
    }

    /// `true` if a node on the way to the resumed leaf would tick only its
    /// child `k` (see [`resume::EnterChild`]).
    #[inline(always)]
    pub fn enter_child<N: resume::EnterChild>(node: &N, k: usize) -> bool {
        node.enter_child(k)
    }

    /// What a step of a resume plan that shares its paths says (see
    /// [`step_leaf`]): the leaf still runs (the plan returns its status at
    /// once), the status of the node the step took, or the tick goes on
    /// from the root.
    pub enum LeafStep {
        /// The leaf ticked still runs.
        Runs(Status),
        /// The node's status, once it took its child's result.
        Up(Status),
        /// The node goes on to another child: the tick goes on from the
        /// root.
        GoOn,
    }

    /// Ticks child `K` of `node`, a leaf a resume plan goes to, and has
    /// `node` take its result (see [`resume::Finish`]): what
    /// [`child_at`], [`tick_leaf`] and [`finish`] do, in one call.
    #[inline(always)]
    pub fn step_leaf<const K: usize, N, C>(node: &mut N, ctx: &mut C) -> LeafStep
    where
        N: resume::ChildAt<K> + resume::Finish,
        N::Child: Node<C>,
        C: ?Sized,
    {
        let status = node.child_at().tick(ctx);
        if let Status::Running = status {
            return LeafStep::Runs(status);
        }
        match node.finish(K, status) {
            Some(status) => LeafStep::Up(status),
            None => LeafStep::GoOn,
        }
    }

    /// [`step_leaf`] for child `k` of a run of leaves side by side in a
    /// sequence or fallback, `k` known at run time: one arm of a plan that
    /// shares its paths covers the run (the ids of the leaves of a run are
    /// consecutive), so that a large plan type-checks in less time.
    #[inline(always)]
    pub fn step_leaf_at<N, C>(node: &mut N, k: usize, ctx: &mut C) -> LeafStep
    where
        N: resume::TickChild<C> + resume::Finish,
        C: ?Sized,
    {
        // A child that never runs is never the running leaf: the plan
        // is not asked to resume one, but goes on from the root if it is.
        let Some(status) = node.tick_child(k, ctx) else {
            return LeafStep::GoOn;
        };
        if let Status::Running = status {
            return LeafStep::Runs(status);
        }
        match node.finish(k, status) {
            Some(status) => LeafStep::Up(status),
            None => LeafStep::GoOn,
        }
    }

    /// How a part of a resume plan (see [`plan_part`]) ends.
    pub enum PlanExit {
        /// The subtree's status, for the ancestors above the part.
        Up(Status),
        /// The plan returns this status at once (the leaf still runs).
        Return(Status),
        /// The plan forgets the running leaf and returns this status (a
        /// parallel that runs on).
        Forget(Status),
        /// The tick goes on from the root.
        GoOn,
    }

    /// A part of a large resume plan that shares its paths: the plan's
    /// steps below the node `node`, as a function of their own in builds
    /// with debug assertions, so that no function of the plan holds more
    /// than a few dozen of its arms (at opt-level 1 with debug info, LLVM's
    /// SROA took time quadratic in the size of the one function that held
    /// them all: 32 of the 41 s of a 1,000-leaf tree's build). In line in
    /// optimized builds.
    #[cfg_attr(debug_assertions, inline(never))]
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn plan_part<N: ?Sized, C: ?Sized, F: FnOnce(&mut N, &mut C) -> PlanExit>(
        node: &mut N,
        ctx: &mut C,
        part: F,
    ) -> PlanExit {
        part(node, ctx)
    }

    /// An ancestor of the resumed leaf takes its child's result (see
    /// [`resume::Finish`]).
    #[inline(always)]
    pub fn finish<N: resume::Finish>(node: &mut N, k: usize, status: Status) -> Option<Status> {
        node.finish(k, status)
    }

    /// A node a resume plan meets on its way (`N`), over the context `C`:
    /// it holds nothing, and picks, by autoref, what the plan does with
    /// the node. A node that implements [`resume::Enter`] (or [`Node`], for
    /// a node ticked whole) is asked through [`ProbeEnter`] (or
    /// [`ProbeTick`]); any other node falls to [`ProbeEnterFallback`] (or
    /// [`ProbeTickFallback`]). That happens only in a tree that does not
    /// compile anyway (a context without a clock under `timeout`: the error
    /// is on the keyword), where the plan must not add errors of its own.
    pub struct Probe<N: ?Sized, C: ?Sized>(PhantomData<fn(&N, &C)>);

    impl<N: ?Sized, C: ?Sized> Probe<N, C> {
        /// The probe of `node` over `ctx`'s type.
        #[inline(always)]
        pub const fn of(node: &N, ctx: &C) -> Self {
            let _ = (node, ctx);
            Self(PhantomData)
        }
    }

    /// [`Probe`] of a node that implements [`resume::Enter`].
    pub trait ProbeEnter<N: ?Sized, C: ?Sized> {
        /// `false` if `node` must do something before it ticks its running
        /// child: the plan then ticks from the root.
        fn enter(&self, node: &N, ctx: &C) -> bool;
    }

    impl<N: resume::Enter<C> + ?Sized, C: ?Sized> ProbeEnter<N, C> for &Probe<N, C> {
        #[cfg_attr(debug_assertions, inline)]
        #[cfg_attr(not(debug_assertions), inline(always))]
        fn enter(&self, node: &N, ctx: &C) -> bool {
            node.enter(ctx)
        }
    }

    /// [`Probe`] of any other node (in a tree that does not compile).
    pub trait ProbeEnterFallback<N: ?Sized, C: ?Sized> {
        /// `false`.
        fn enter(&self, node: &N, ctx: &C) -> bool;
    }

    impl<N: ?Sized, C: ?Sized> ProbeEnterFallback<N, C> for Probe<N, C> {
        #[inline]
        fn enter(&self, _: &N, _: &C) -> bool {
            false
        }
    }

    /// [`Probe`] of a node that implements [`Node`], ticked whole.
    pub trait ProbeTick<N: ?Sized, C: ?Sized> {
        /// Ticks `node`.
        fn tick(&self, node: &mut N, ctx: &mut C) -> Status;
    }

    impl<N: Node<C> + ?Sized, C: ?Sized> ProbeTick<N, C> for &Probe<N, C> {
        #[cfg_attr(debug_assertions, inline)]
        #[cfg_attr(not(debug_assertions), inline(always))]
        fn tick(&self, node: &mut N, ctx: &mut C) -> Status {
            node.tick(ctx)
        }
    }

    /// [`Probe`] of any other node (in a tree that does not compile).
    pub trait ProbeTickFallback<N: ?Sized, C: ?Sized> {
        /// `Failure`.
        fn tick(&self, node: &mut N, ctx: &mut C) -> Status;
    }

    impl<N: ?Sized, C: ?Sized> ProbeTickFallback<N, C> for Probe<N, C> {
        #[inline]
        fn tick(&self, _: &mut N, _: &mut C) -> Status {
            Status::Failure
        }
    }

    /// An arm of a resume plan (a closure that goes to its target, ticks
    /// it and hands the result up), typed for the plan's root and context:
    /// the context's type is known inside the closure, so that the probes
    /// in its body (`ProbeEnter`) can tell a node that cannot be entered
    /// and stay quiet (one error, on the keyword, for a `timeout` over a
    /// context with no clock).
    #[inline(always)]
    pub const fn plan_arm<C: ?Sized, N, I, A>(_: &resume::Parts<N, I>, _: &C, arm: A) -> A
    where
        A: FnOnce(&mut resume::Parts<N, I>, &mut C) -> Status,
    {
        arm
    }

    /// An arm of a resume plan with many arms that may run, as a function
    /// of its own: the plan's `match` calls it as its last act (a jump),
    /// so that a resume of one leaf does not pay for the registers that
    /// other arms keep across their calls.
    #[inline(never)]
    pub fn plan_arm_apart<C: ?Sized, N, I, A>(
        parts: &mut resume::Parts<N, I>,
        ctx: &mut C,
        arm: A,
    ) -> Status
    where
        A: FnOnce(&mut resume::Parts<N, I>, &mut C) -> Status,
    {
        arm(parts, ctx)
    }

    /// An entry of a resume plan's table of arms, indexed by id (see
    /// [`plan_table`]): a function that goes to its target, ticks it, hands
    /// the result up and ends the tick; it gets the table, whose entry 0
    /// is the tick from the root.
    /// It gets the table as an array (`L` entries), not a slice: a jump
    /// then passes one pointer, not a pointer and a length.
    pub struct PlanEntry<N, I, C: ?Sized, const L: usize>(pub PlanArm<N, I, C, L>);

    /// The function of a [`PlanEntry`].
    pub type PlanArm<N, I, C, const L: usize> =
        fn(&mut resume::Parts<N, I>, &mut C, &PlanTable<N, I, C, L>) -> Status;

    /// A resume plan's table of arms (see [`plan_table`]).
    pub type PlanTable<N, I, C, const L: usize> = [PlanEntry<N, I, C, L>; L];

    /// The table of a resume plan's arms, typed for the plan's root and
    /// context. `bt!` writes it as an array of closures and function
    /// items, a constant, which the compiler puts in read-only memory: a
    /// resume is one load and one jump ([`plan_dispatch`]) instead of a
    /// range check and a jump table, and the walk from the root is an
    /// entry of the table, so the jump passes nothing but the table.
    #[inline(always)]
    pub const fn plan_table<'t, C: ?Sized, N, I, const L: usize>(
        _: &resume::Parts<N, I>,
        _: &C,
        arms: &'t PlanTable<N, I, C, L>,
    ) -> &'t PlanTable<N, I, C, L> {
        arms
    }

    /// Resumes through `arms` (see [`plan_table`]): the entry of `id`, or
    /// the walk from the root for an id past the table. The call is the
    /// plan's last act (a jump), so that a resume of one leaf does not pay
    /// for the registers that other arms keep across their calls.
    #[inline(always)]
    pub fn plan_dispatch<C: ?Sized, N, I: children::Index, const L: usize>(
        arms: &PlanTable<N, I, C, L>,
        parts: &mut resume::Parts<N, I>,
        id: usize,
        ctx: &mut C,
        walk: resume::Walk<N, I, C>,
    ) -> Status {
        match arms.get(id) {
            Some(arm) => (arm.0)(parts, ctx, arms),
            None => walk.settle(parts, id, None, ctx),
        }
    }

    /// The entry of a plan's table for an id with no arm: entry `K`'s (0,
    /// the tick from the root as a tracked one, or the last, as a fresh
    /// one, for the ids that stand for "at rest").
    pub fn plan_goto<const K: usize, C: ?Sized, N, I, const L: usize>(
        parts: &mut resume::Parts<N, I>,
        ctx: &mut C,
        arms: &PlanTable<N, I, C, L>,
    ) -> Status {
        (arms[K].0)(parts, ctx, arms)
    }

    /// The end of a tick that an arm of a plan's table took (see
    /// [`resume::Walk::settle`]): `None` goes on from the root, through the
    /// table's entry 0.
    #[inline(always)]
    pub fn plan_settle<C: ?Sized, N, I: children::Index, const L: usize>(
        parts: &mut resume::Parts<N, I>,
        out: Option<Status>,
        ctx: &mut C,
        arms: &PlanTable<N, I, C, L>,
    ) -> Status {
        parts.settle_with(out, ctx, |parts, ctx| (arms[0].0)(parts, ctx, arms))
    }

    /// `false` if `leaf` never returns `Running` (a condition), as its
    /// type tells: the arm of a plan's table for such a leaf hands the
    /// tick to the walk from the root, as a `match` that drops its arm
    /// does. A constant in an optimized build.
    #[inline(always)]
    pub fn leaf_may_run<C: ?Sized, N: Node<C>>(leaf: &N, _: &C) -> bool {
        leaf.hints().may_run
    }

    /// The walk from the root of a plan's root, for the entries of its
    /// table that tick from the root: through [`ProbeWalk`] when the root
    /// is a [`Node`], else [`ProbeWalkFallback`] (a tree that does not
    /// compile anyway; see [`Probe`]).
    pub struct WalkProbe<N, I, C: ?Sized>(PhantomData<fn(&N, &I, &C)>);

    impl<N, I, C: ?Sized> WalkProbe<N, I, C> {
        /// The probe of `parts` over `ctx`'s type.
        #[inline(always)]
        pub const fn of(parts: &resume::Parts<N, I>, ctx: &C) -> Self {
            let _ = (parts, ctx);
            Self(PhantomData)
        }
    }

    /// [`WalkProbe`] of a root that implements [`Node`].
    pub trait ProbeWalk<N, I, C: ?Sized> {
        /// The tick from the root, fresh if `known` stands for "at rest".
        fn walk(&self, parts: &mut resume::Parts<N, I>, known: usize, ctx: &mut C) -> Status;
    }

    impl<N: Node<C>, I: children::Index, C: ?Sized> ProbeWalk<N, I, C> for &WalkProbe<N, I, C> {
        #[cfg_attr(debug_assertions, inline)]
        #[cfg_attr(not(debug_assertions), inline(always))]
        fn walk(&self, parts: &mut resume::Parts<N, I>, known: usize, ctx: &mut C) -> Status {
            parts.tick_from_root(known, ctx)
        }
    }

    /// [`WalkProbe`] of any other root (in a tree that does not compile).
    pub trait ProbeWalkFallback<N, I, C: ?Sized> {
        /// `Failure`.
        fn walk(&self, parts: &mut resume::Parts<N, I>, known: usize, ctx: &mut C) -> Status;
    }

    impl<N, I, C: ?Sized> ProbeWalkFallback<N, I, C> for WalkProbe<N, I, C> {
        #[inline]
        fn walk(&self, _: &mut resume::Parts<N, I>, _: usize, _: &mut C) -> Status {
            Status::Failure
        }
    }

    /// The root of a finished tree over the context `C` (see [`tree`]):
    /// `RootProbe { node: root, witness: &witness }.root()` picks, by the
    /// order of the method lookup, what the tree is built around. A root
    /// that implements [`Node<C>`] is taken by value and kept as it is
    /// ([`ProbeRoot`]); any other falls to [`ProbeRootFallback`] (by
    /// reference, a later step of the lookup), whose result is a
    /// [`NotANode`], never made. That happens only in a tree that does not
    /// compile anyway: a leaf or a node checked by [`leaf`] or [`node`]
    /// failed its check, and was reported there. Without the wrapper, the
    /// tree would not be a node either, and every `tree.tick(..)` would add
    /// an error of its own (E0599, "the method `tick` exists but its trait
    /// bounds were not satisfied"). A struct literal taken by value, for
    /// the compile time (see [`OutlineProbe`]).
    pub struct RootProbe<'w, N, C: ?Sized> {
        /// The root.
        pub node: N,
        /// The tree's witness, for the context.
        pub witness: &'w Witness<C>,
    }

    /// [`RootProbe`] of a root that implements [`Node`].
    pub trait ProbeRoot<N, C: ?Sized> {
        /// The root as it is.
        fn root(self) -> N;
    }

    impl<N: Node<C>, C: ?Sized> ProbeRoot<N, C> for RootProbe<'_, N, C> {
        #[inline(always)]
        fn root(self) -> N {
            self.node
        }
    }

    /// [`RootProbe`] of any other root (in a tree that does not compile).
    pub trait ProbeRootFallback<N, C: ?Sized> {
        /// A [`NotANode`] of the root's type, never made: a program that
        /// would call this does not build.
        fn root(&self) -> NotANode<N>;
    }

    impl<N, C: ?Sized> ProbeRootFallback<N, C> for RootProbe<'_, N, C> {
        #[inline]
        fn root(&self) -> NotANode<N> {
            let () = NotANode::<N>::BUG;
            unreachable!()
        }
    }

    /// The root of a tree whose root is not a node (see [`RootProbe`]): a
    /// node over every context, so that the tree type-checks past the
    /// error already reported. Never built into a program: a tree that
    /// used it and compiled would be a bug of `bt!`, which its `tick`
    /// turns into an error when the program is built. It has the traits
    /// of its root, so that a tree returned as `impl Node<C> + Clone + ..`
    /// adds no error either.
    #[derive(Clone, Copy, Debug, Default)]
    pub struct NotANode<N>(N);

    impl<N> NotANode<N> {
        const BUG: () = panic!(
            "bt!: a tree's root is not a node over its context, and no other error said \
             why; please report this bug of `bt`"
        );
    }

    impl<C: ?Sized, N> Node<C> for NotANode<N> {
        #[inline]
        fn tick(&mut self, _: &mut C) -> Status {
            let () = Self::BUG;
            Status::Failure
        }
    }

    /// A row of the node table for a built-in node; `parent` is -1 for the
    /// root.
    #[must_use]
    pub const fn node_row(
        parent: i32,
        kind: table::Kind,
        label: &'static str,
        depth: u16,
        children: &'static [observe::NodeId],
        ports: &'static [(&'static str, &'static str)],
    ) -> table::Row {
        table::Row {
            parent: parent_id(parent),
            kind: table::RowKind::Builtin(kind),
            label,
            named: false,
            btcpp_id: None,
            depth,
            children,
            ports,
        }
    }

    /// `row` (a [`node_row`]) of a built-in node labelled in the tree
    /// (`"retry": retry(3)`), so that a label that is the keyword still
    /// names it.
    #[must_use]
    pub const fn named_row(row: table::Row) -> table::Row {
        table::Row { named: true, ..row }
    }

    /// `row` (a [`node_row`]) of a `subtree` whose label gives the ID of its
    /// tree apart from its label (`"nav" as Navigate: subtree<..>`).
    #[must_use]
    pub const fn with_btcpp_id(row: table::Row, id: &'static str) -> table::Row {
        table::Row {
            btcpp_id: Some(id),
            ..row
        }
    }

    /// A row of the node table for the `n`-th leaf (in pre-order); `parent`
    /// is -1 for the root.
    #[must_use]
    pub const fn leaf_row(parent: i32, n: u16, label: &'static str, depth: u16) -> table::Row {
        table::Row {
            parent: parent_id(parent),
            kind: table::RowKind::Leaf(n),
            label,
            named: true,
            btcpp_id: None,
            depth,
            children: &[],
            ports: &[],
        }
    }

    /// [`leaf_row`] for a leaf whose BehaviorTree.CPP ID is given apart
    /// from its label (`"ready?" as IsReady: is_ready`).
    #[must_use]
    pub const fn leaf_row_with_id(
        parent: i32,
        n: u16,
        label: &'static str,
        id: &'static str,
        depth: u16,
    ) -> table::Row {
        table::Row {
            btcpp_id: Some(id),
            ..leaf_row(parent, n, label, depth)
        }
    }

    /// [`leaf_row`] for a leaf whose label gives its ports, and its ID when
    /// that is not the label (`"go" as MoveTo(goal = "{target}"): ..`).
    #[must_use]
    pub const fn leaf_row_with_ports(
        parent: i32,
        n: u16,
        label: &'static str,
        id: Option<&'static str>,
        depth: u16,
        ports: &'static [(&'static str, &'static str)],
    ) -> table::Row {
        table::Row {
            btcpp_id: id,
            ports,
            ..leaf_row(parent, n, label, depth)
        }
    }

    const fn parent_id(parent: i32) -> Option<observe::NodeId> {
        if parent < 0 || parent > observe::NodeId::MAX as i32 {
            None
        } else {
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)] // checked above
            Some(parent as observe::NodeId)
        }
    }

    /// `true` if a threshold of a parallel node can be met by `children`
    /// children (a negative threshold counts from the number of children,
    /// so it always can). Checked in a `const` for thresholds given as
    /// constants.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub const fn threshold_fits(value: i32, children: usize) -> bool {
        value < 0 || value.unsigned_abs() as usize <= children
    }

    /// Never built: what `bt!` returns after reporting a compile error, so
    /// that the code around it still type-checks. It has every trait a
    /// tree may be asked for (`Clone`, `Send`, `Default`, ...), so that the
    /// mistake is the only error, even where the tree is returned as an
    /// `impl Node<C> + Clone + Send`.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    pub enum Invalid {}

    impl Default for Invalid {
        fn default() -> Self {
            unreachable!("`bt!` reported a compile error for this tree")
        }
    }

    impl<C: ?Sized> Node<C> for Invalid {
        fn tick(&mut self, _: &mut C) -> Status {
            match *self {}
        }
    }

    impl table::NodeTable for Invalid {
        fn nodes(&self) -> table::Nodes {
            match *self {}
        }
    }

    /// The value of a `bt!` that has a compile error: it is never run.
    #[track_caller]
    pub fn invalid_tree<C: ?Sized>(_: Witness<C>) -> Tree<Invalid, C> {
        unreachable!("`bt!` reported a compile error for this tree")
    }
}
