//! How deep a tree is, for the expansion: where it is cut into slices
//! (`Outline`s, and the parts built apart), and the probe that turns a too
//! low `#![recursion_limit]` into one error on the tree.

use proc_macro2::{Span, TokenStream};
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
/// at 63; cut every 16 levels, 1.7 s at 50, 2.0 s at 100). Debug builds
/// take the same time either way.
pub(super) const SLICE_FROM: usize = 64;

/// Trees at least this deep are cut with `FnOutline` instead of `Outline`
/// (see `bt_core::FnOutline`): rustc then proves a subtree a node only down
/// to the next boundary, not again for every level above it, at the price
/// of compiling the observed ticks of every slice whether or not the tree
/// is observed. Measured on one machine (scripts/compile-times.sh, debug /
/// release, `FnOutline` against `Outline`): depth 100 2.58 / 3.33 s
/// against 2.35 / 2.35 s; 150 3.68 / 5.08 s against 4.63 / 4.69 s; 200
/// 6.40 / 7.56 s against 8.30 / 9.23 s; 300 13.87 / 15.18 s against 20.20
/// / 19.82 s. From 128 levels on, debug builds gain and release builds
/// break even.
pub(super) const FN_OUTLINE_FROM: usize = 128;

/// In a tree at least [`BUILD_APART_FROM`] deep, the nodes at depths that
/// are multiples of this (with a subtree at least this deep) are built by
/// closures of their own (see the module docs), so that building needs
/// stack linear in depth in unoptimized code.
pub(super) const BUILD_APART_EVERY: usize = 4;

/// Trees at least this deep are built in parts (see [`BUILD_APART_EVERY`]),
/// whether or not they are cut into slices.
pub(super) const BUILD_APART_FROM: usize = 32;

/// Where a tree is cut (see [`slices`]).
pub(super) struct Slices {
    /// For each node: wrapped in an `Outline` (a built-in node at a depth
    /// that is a positive multiple of [`OUTLINE_EVERY`] whose subtree is at
    /// least that deep: a slice boundary with a slice below).
    pub(super) outlined: Vec<bool>,
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
    let outlined: Vec<bool> = (0..n)
        .map(|id| tree_height >= SLICE_FROM && boundary(id, OUTLINE_EVERY))
        .collect();
    let apart = (0..n)
        .map(|id| tree_height >= BUILD_APART_FROM && boundary(id, BUILD_APART_EVERY))
        .collect();
    let by_pointer = tree_height >= FN_OUTLINE_FROM;
    Slices {
        outlined,
        by_pointer,
        apart,
    }
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
    outlined: &[bool],
    wrappers: usize,
    span: Span,
) -> TokenStream {
    let depth = type_depth(model, outlined) + wrappers;
    if depth < PROBE_FROM {
        return TokenStream::new();
    }
    // `bt!` expands at depth 1, the probe at 2, and each level one deeper:
    // `depth - 2` levels reach the depth rustc needs for the types.
    let levels = (0..depth - 2).map(|_| quote!(+));
    quote_spanned!(span=> ::bt::__private::bt_tree_nests_deeper_than_the_recursion_limit! { #(#levels)* })
}

/// How deeply the types of the expansion nest: `Tree`, `Static` and the
/// root's `Id`, every node struct and its `Outline`, every list (`NamedN`) or group of
/// children, the `Id` of a child that is not in a list (a decorator's, a
/// branch's, the catch), and a leaf's wrapper with the fn item inside (rustc's layout and trait solving recurse once per level, against
/// `#![recursion_limit]`).
fn type_depth(model: &Model<'_>, outlined: &[bool]) -> usize {
    let mut depth = vec![0; model.nodes.len()];
    for id in (0..model.nodes.len()).rev() {
        depth[id] = usize::from(outlined[id])
            + match &model.nodes[id] {
                // `Condition<fn item>`, or a user node (counted as two levels
                // too: a bound that may be one too cautious).
                Checked::Leaf(_) => 2,
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
                        Build::Unit | Build::LeafWith => 0,
                    }
                }
            };
    }
    // `Tree<Static<Id<root, 0>, ..>, C>`.
    3 + depth.first().copied().unwrap_or(0)
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
