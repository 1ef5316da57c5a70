//! How deep a tree is, for the expansion: where it is cut into slices
//! (`Outline`s, and the parts built apart), and the probe that turns a too
//! low `#![recursion_limit]` into one error on the tree.

use proc_macro2::{Ident, Span, TokenStream};
use quote::{quote, quote_spanned};

use super::MAX_TUPLE;
use crate::catalogue::{ArgKind, Build};
use crate::validate::{Checked, Model};

/// `bt!` cuts trees at least [`SLICE_FROM`] deep into slices this deep with
/// `Outline` (see `bt_core::Outline`): a function inlines at most one
/// slice, so an optimized build's time grows linearly with depth, not with
/// its square.
pub(super) const OUTLINE_EVERY: usize = 16;

/// Trees at least this deep are cut into slices of [`OUTLINE_EVERY`]
/// levels. A shallower tree is inlined whole: each boundary is a call that
/// a tick from rest crosses (W3 at depth 50: 46.2 instructions per tick
/// uncut, 51.4 with two boundaries), while an optimized build's time grows
/// with the square of the depth of what it inlines (W3's tree in release,
/// `scripts/compile-times.sh`: uncut 2.2 s at depth 40, 3.6 s at 50, 5.8 s
/// at 63; cut every 16 levels, 1.7 s at 50, 2.0 s at 100).
pub(super) const SLICE_FROM: usize = 64;

/// In builds with debug assertions (the dev profile), trees at least
/// [`SLICE_FROM_DEBUG`] deep are cut into slices this deep: there the tick
/// paths are `#[inline]`, not forced in line, and at opt-level 1 LLVM's
/// inliner weighs every level's call with the levels below it, in time
/// that grows steeply with the depth of what it may inline (W3's tree at
/// opt-level 1, uncut: 1.8 s at depth 16, 4.2 s at 20, 4.5 s at 25, 21.9 s
/// at 50; cut every 8 levels: 1.0, 1.6, 1.6 and 4.2 s). At opt-level 0,
/// the default, the time is the same either way, and so is the tick: every
/// level is a call of its own there already.
pub(super) const OUTLINE_EVERY_DEBUG: usize = 8;

/// Trees at least this deep are cut into slices of
/// [`OUTLINE_EVERY_DEBUG`] levels in builds with debug assertions.
pub(super) const SLICE_FROM_DEBUG: usize = 16;

/// Trees at least this deep are cut into slices side by side (see
/// [`Linking`] and `bt_core::linked`), each slice below the root's in a
/// `FnOutline`; a tree whose slices would hold more than [`MAX_BELOW`]
/// slices below one, or a lent tree, is cut with `FnOutline`s (not lent)
/// or `Outline`s nested in one another instead. A `FnOutline` makes rustc
/// prove a subtree a node only down to the next boundary, not again for
/// every level above it, at the price of compiling the observed ticks of
/// every slice whether or not the tree is observed; slices side by side
/// also keep every type as short as a slice, so the build time grows
/// linearly with depth (BENCHMARKS.md "Compile time", "Slices side by
/// side"). Measured on one machine (scripts/compile-times.sh, debug /
/// release, nested `FnOutline`s against `Outline`s): depth 100 2.58 / 3.33
/// s against 2.35 / 2.35 s; 150 3.68 / 5.08 s against 4.63 / 4.69 s; 200
/// 6.40 / 7.56 s against 8.30 / 9.23 s; 300 13.87 / 15.18 s against 20.20
/// / 19.82 s: from 128 levels on, debug builds gained and release builds
/// broke even. Slices side by side from 64 levels on instead (W3's shape
/// at depth 100, debug / opt-level 1 / release): 1.68 / 6.89 / 3.11 s
/// against 2.11 / 4.69 / 2.58 s with `Outline`s, and a resume tick of 48.4
/// instructions against 41.9, so they start here too.
pub(super) const FN_OUTLINE_FROM: usize = 128;

/// In a tree at least [`BUILD_APART_FROM`] deep, the nodes at depths that
/// are multiples of this (with a subtree at least this deep) are built by
/// closures of their own (see the module docs), so that building needs
/// stack linear in depth in unoptimized code.
pub(super) const BUILD_APART_EVERY: usize = 4;

/// Trees at least this deep are built in parts (see [`BUILD_APART_EVERY`]),
/// whether or not they are cut into slices.
pub(super) const BUILD_APART_FROM: usize = 32;

/// A tree of more than this many nodes is ticked behind one call: its root
/// is cut with `Outline` (or `FnOutline`), in every build. Every tick path
/// below the root is forced in line in optimized builds, so without the cut
/// the whole tree lands in the function that ticks it, often a loop over
/// frames or agents, and LLVM's passes over that function grow with its
/// square (`scripts/compile-times.sh`, release, a flat sequence of
/// conditions whose gates the optimizer cannot see: ticked in line 2.2 /
/// 3.7 / 5.9 / 18 / 43 / 337 s at 300 / 500 / 1,000 / 2,000 / 3,000 /
/// 5,000 leaves; behind one call 1.6 / 2.0 / 4.1 / 9.2 / 15 / 32 s). The
/// call costs a tick a few instructions, against at least one per node of
/// a walk through a tree this large; a tick that resumes a running leaf
/// does not cross it (the resume plan's arms stay in line).
pub(super) const OUTLINE_ROOT_ABOVE: usize = 256;

/// Whether a node is a slice boundary, and in which builds.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Cut {
    /// Not a boundary.
    No,
    /// A boundary in builds with debug assertions only (see
    /// [`OUTLINE_EVERY_DEBUG`]): `bt!` writes the wrapper through
    /// `cfg!(debug_assertions)`, so it is the user's build that decides.
    Debug,
    /// A boundary in every build (see [`OUTLINE_EVERY`]).
    Always,
}

impl Cut {
    /// `value`, the expression of a node, at this boundary: in an `Outline`,
    /// or a `FnOutline` over the context of `by_pointer` (the witness) when
    /// given (see [`fn_outline`]), or (`Cut::Debug`) in an `Outline` only
    /// if the user's crate is built with debug assertions.
    pub(super) fn wrap(self, value: TokenStream, by_pointer: Option<&Ident>) -> TokenStream {
        match (self, by_pointer) {
            (Self::No, _) => value,
            (Self::Always, Some(w)) => fn_outline(w, &value),
            (Self::Always, None) => quote!(::bt::__private::Outline(#value)),
            (Self::Debug, _) => quote! {
                <::bt::__private::DebugCut<{ ::core::cfg!(debug_assertions) }>
                    as ::bt::__private::Cut>::cut(#value)
            },
        }
    }
}

/// `value` in a `FnOutline` over the context of `w` (the witness),
/// through `bt::__private::OutlineProbe`: a node over the context is put
/// in its `FnOutline` as it is (the same type and code as
/// `FnOutline::new`); in a tree that does not compile, a slice that is not
/// a node (a leaf or a `timeout`, `delay`, `sleep` or `switch` in it
/// failed its check, at its own tokens) gives an `FnOutline` of the same
/// type that is never made, so that neither the boundary nor the slices
/// and resume plan around it repeat the error over the whole tree. A
/// struct literal whose method takes it by value, as the root's
/// `RootProbe`, for the compile time.
pub(super) fn fn_outline(w: &Ident, value: &TokenStream) -> TokenStream {
    quote! {{
        #[allow(unused_imports)]
        use ::bt::__private::{ProbeOutline as _, ProbeOutlineFallback as _};
        ::bt::__private::OutlineProbe { node: #value, witness: &#w }.fn_outline()
    }}
}

/// Where a tree is cut (see [`slices`]).
pub(super) struct Slices {
    /// For each node: wrapped in an `Outline` (a built-in node at a depth
    /// that is a positive multiple of [`OUTLINE_EVERY`], or in builds with
    /// debug assertions of [`OUTLINE_EVERY_DEBUG`], whose subtree is at
    /// least that deep: a slice boundary with a slice below; and the root
    /// of a tree of more than [`OUTLINE_ROOT_ABOVE`] nodes).
    pub(super) cuts: Vec<Cut>,
    /// The `Outline`s are `FnOutline`s (the tree is at least
    /// [`FN_OUTLINE_FROM`] levels deep).
    pub(super) by_pointer: bool,
    /// For each node: built apart (the same every [`BUILD_APART_EVERY`]
    /// levels, in a tree at least [`BUILD_APART_FROM`] levels deep).
    pub(super) apart: Vec<bool>,
}

/// Where `model` is cut into slices and into parts built apart.
pub(super) fn slices(model: &Model<'_>) -> Slices {
    let n = model.nodes.len();
    let depth = model.depths();
    // Ids are in pre-order: children before parents in reverse.
    let mut height = vec![0; n];
    for id in (0..n).rev() {
        height[id] = model
            .children(id)
            .iter()
            .map(|&c| height[c] + 1)
            .max()
            .unwrap_or(0);
    }
    let tree_height = height.first().copied().unwrap_or(0);
    let boundary = |id: usize, every: usize| {
        depth[id] > 0
            && depth[id].is_multiple_of(every)
            && height[id] >= every
            && matches!(model.nodes[id], Checked::Builtin(_))
    };
    let cuts = (0..n)
        .map(|id| {
            // (A tree of more than one node has a built-in root.)
            let wide_root = id == 0 && n > OUTLINE_ROOT_ABOVE;
            if wide_root || (tree_height >= SLICE_FROM && boundary(id, OUTLINE_EVERY)) {
                Cut::Always
            } else if tree_height >= SLICE_FROM_DEBUG && boundary(id, OUTLINE_EVERY_DEBUG) {
                Cut::Debug
            } else {
                Cut::No
            }
        })
        .collect();
    let apart = (0..n)
        .map(|id| tree_height >= BUILD_APART_FROM && boundary(id, BUILD_APART_EVERY))
        .collect();
    let by_pointer = tree_height >= FN_OUTLINE_FROM;
    Slices {
        cuts,
        by_pointer,
        apart,
    }
}

/// The most slices a slice of a linked tree holds below it
/// (`bt_core::linked::MAX_BELOW`): a tree whose slices would hold more is
/// cut with `FnOutline`s instead.
const MAX_BELOW: usize = 16;

/// How a tree at least [`FN_OUTLINE_FROM`] deep is cut into slices side by
/// side (see `bt_core::linked`): each node that is a boundary (`Cut::Always`
/// below the root) is the top of a slice of its own, held by the slice
/// above it (its *owner*), and stands in the owner as a `Gap` numbered by
/// its place among the owner's slices below, in pre-order.
pub(crate) struct Linking {
    /// For each node: the top of its slice (itself for a top, 0 for the
    /// root's slice).
    pub(crate) owner: Vec<usize>,
    /// For each slice top: the tops of the slices below it, in order.
    pub(crate) below: Vec<Vec<usize>>,
    /// For each slice top: how many slices hold it (0 for the root's).
    pub(crate) level: Vec<usize>,
    /// For each slice top: its place among its owner's slices below.
    pub(crate) index: Vec<usize>,
}

impl Linking {
    /// `true` if `id` is the top of a slice below the root's.
    pub(crate) fn is_top(&self, id: usize) -> bool {
        id != 0 && self.owner[id] == id
    }
}

/// The slices of `model` side by side, when `by_pointer` says the tree is
/// deep enough and no slice holds more than [`MAX_BELOW`] slices below it.
pub(super) fn linking(model: &Model<'_>, cuts: &[Cut], by_pointer: bool) -> Option<Linking> {
    if !by_pointer {
        return None;
    }
    let n = model.nodes.len();
    let mut owner: Vec<usize> = (0..n).collect();
    let mut below = vec![Vec::new(); n];
    let mut level = vec![0; n];
    let mut index = vec![0; n];
    // Ids are in pre-order: a parent is assigned before its children, and
    // the slices below a slice are met in order.
    for id in 0..n {
        for &child in model.children(id) {
            if cuts[child] == Cut::Always {
                let top = owner[id];
                index[child] = below[top].len();
                below[top].push(child);
                level[child] = level[top] + 1;
            } else {
                owner[child] = owner[id];
            }
        }
    }
    if below.iter().any(|b| b.len() > MAX_BELOW) {
        return None;
    }
    Some(Linking {
        owner,
        below,
        level,
        index,
    })
}

/// Type nesting below which no probe is emitted: such trees always fit
/// rustc's default `#![recursion_limit]` of 128.
const PROBE_FROM: usize = 100;

/// For a tree whose types nest deeply: a `macro_rules!` recursion exactly
/// as deep as the types, so that a crate whose `#![recursion_limit]` is too
/// low for the tree gets rustc's "recursion limit reached while expanding
/// `bt_tree_nests_deeper_than_the_recursion_limit!`" error on the tree, with
/// rustc's hint to raise the limit, instead of an overflow deep in trait
/// solving or layout. A crate that raised the limit builds the tree.
pub(super) fn depth_probe(
    model: &Model<'_>,
    cuts: &[Cut],
    linking: Option<&Linking>,
    wrappers: usize,
    span: Span,
) -> TokenStream {
    let probe = |depth: usize| {
        if depth < PROBE_FROM {
            return TokenStream::new();
        }
        // `bt!` expands at depth 1, the probe at 2, and each level one
        // deeper: `depth - 2` levels reach the depth rustc needs for the
        // types.
        let levels = (0..depth - 2).map(|_| quote!(+));
        quote_spanned!(span=> ::bt::__private::bt_tree_nests_deeper_than_the_recursion_limit! { #(#levels)* })
    };
    let optimized = type_depth(model, cuts, linking, false) + wrappers;
    let debug = type_depth(model, cuts, linking, true) + wrappers;
    if debug == optimized {
        return probe(debug);
    }
    // The `Outline`s of builds with debug assertions nest the types deeper:
    // each build probes its own depth.
    let (debug, optimized) = (probe(debug), probe(optimized));
    let mut both = TokenStream::new();
    if !debug.is_empty() {
        both.extend(quote!(#[cfg(debug_assertions)] #debug));
    }
    if !optimized.is_empty() {
        both.extend(quote!(#[cfg(not(debug_assertions))] #optimized));
    }
    both
}

/// How deeply the types of the expansion nest (in builds with or without
/// debug assertions): `Tree`, `Static` and the
/// root's `Id`, every node struct and its `Outline`, every list (`NamedN`) or group of
/// children, the `Id` of a child that is not in a list (a decorator's, a
/// branch's, the catch), and a leaf's wrapper with the fn item inside (rustc's layout and trait solving recurse once per level, against
/// `#![recursion_limit]`).
///
/// In a linked tree (see [`Linking`]), a slice's top is a `Gap` in the
/// slice above (one level), a leaf is in a `Lift` (one more), and each
/// slice is `FnOutline<Sliced<top, (below, ..)>>`: its depth is the deeper
/// of its top's and three more than its slices' below.
fn type_depth(
    model: &Model<'_>,
    cuts: &[Cut],
    linking: Option<&Linking>,
    debug_assertions: bool,
) -> usize {
    let n = model.nodes.len();
    let mut depth = vec![0; n];
    // For each slice top: the depth of its `FnOutline<Sliced<..>>`.
    let mut slice_depth = vec![0; n];
    for id in (0..n).rev() {
        let outlined = match cuts[id] {
            Cut::No => false,
            Cut::Debug => debug_assertions,
            Cut::Always => linking.is_none(),
        };
        depth[id] = usize::from(outlined)
            + match &model.nodes[id] {
                // `Condition<fn item>`, or a user node (counted as two levels
                // too: a bound that may be one too cautious); in a `Lift` in
                // a linked tree.
                Checked::Leaf(_) => 2 + usize::from(linking.is_some()),
                Checked::Builtin(builtin) => {
                    let children: Vec<usize> = builtin.children.iter().map(|&c| depth[c]).collect();
                    let deepest = children.iter().copied().max().unwrap_or(0);
                    let condition = builtin
                        .keyword
                        .params
                        .iter()
                        .any(|p| p.kind == ArgKind::Condition);
                    1 + match builtin.keyword.build {
                        Build::Composite
                        | Build::CompositeWith(_)
                        | Build::CompositeWithConsts { .. }
                        | Build::Switch => list_depth(&children),
                        // A child that is not in a list is wrapped in its `Id`.
                        Build::TryCatch => {
                            let (catch, tries) =
                                children.split_last().map_or((0, &[][..]), |(c, t)| (*c, t));
                            list_depth(tries).max(catch + 1)
                        }
                        Build::Decorator
                        | Build::DecoratorWith(_)
                        | Build::DecoratorWithConsts { .. }
                            if condition =>
                        {
                            (deepest + 1).max(2)
                        }
                        Build::Decorator
                        | Build::DecoratorWith(_)
                        | Build::DecoratorWithConsts { .. }
                        | Build::Branch => deepest + 1,
                        Build::Unit => 0,
                        // `Sleep<ConstMillis<..>>` or `Sleep`.
                        Build::LeafWithConsts { .. } => 1,
                    }
                }
            };
        if let Some(linking) = linking
            && (id == 0 || linking.is_top(id))
        {
            // Its slice: `FnOutline<Sliced<Id<top>, (slices below,)>>`, and
            // the `Outline` of a wide root.
            let below = linking.below[id].iter().map(|&b| slice_depth[b]).max();
            slice_depth[id] = 2 + (depth[id] + 1).max(below.map_or(0, |b| b + 1));
            if id != 0 {
                // A `Gap` in the slice above.
                depth[id] = 1;
            }
        }
    }
    // `Tree<Static<Id<root, 0>, ..>, C>`.
    3 + match linking {
        Some(_) => slice_depth.first().copied().unwrap_or(0),
        None => depth.first().copied().unwrap_or(0),
    }
}

/// The nesting of a list of children with these depths, grouped as
/// [`group`](super::group) groups them.
fn list_depth(children: &[usize]) -> usize {
    let deepest = children.iter().copied().max().unwrap_or(0);
    let mut levels = 1;
    let mut capacity = MAX_TUPLE;
    while capacity < children.len() {
        // A `Group` and its tuple of members per level.
        levels += 2;
        capacity *= MAX_TUPLE;
    }
    levels + deepest
}
