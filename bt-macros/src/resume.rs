//! The resume plan of a tree (see `bt_core::resume`): a closure that goes
//! straight to the leaf with a given id, ticks it, and hands its result up
//! to its ancestors, innermost first. Leaves whose ancestors are all
//! sequences and fallbacks have an arm.
//!
//! A small plan (the leaves' depths add up to at most `MAX_FLAT_STEPS`) has
//! one arm per leaf, each spelling out its path:
//!
//! ```text
//! move |bt_root, bt_id, bt_ctx| match bt_id {
//!     7 if ::bt::__private::may_run(&bt_mark_7) => {   // `false` for conditions
//!         let bt_n1 = ::bt::__private::child_at::<1, _>(&mut *bt_root);
//!         let bt_s = ::bt::__private::tick_leaf(::bt::__private::child_at::<1, _>(&mut *bt_n1), bt_ctx);
//!         if ::bt::__private::is_running(bt_s) { return ::bt::__private::resumed(bt_s); }
//!         let bt_s = ::bt::__private::finish(&mut *bt_n1, 1, bt_s)?;   // `None`: tick from the root
//!         ::bt::__private::finish(&mut *bt_root, 1, bt_s)
//!     }
//!     _ => ::bt::__private::walk_from_root(),
//! }
//! ```
//!
//! A larger one shares the paths: one `match` per composite on the way,
//! with one arm per child whose subtree holds such a leaf (the subtree's
//! range of ids: ids are in pre-order), so that it grows with the number of
//! nodes and not with the sum of the leaves' depths:
//!
//! ```text
//! move |bt_root, bt_id, bt_ctx| ::bt::__private::resumed(match bt_id {
//!     1 if ::bt::__private::may_run(&bt_mark_1) => {
//!         let bt_s = ::bt::__private::tick_leaf(::bt::__private::child_at::<0, _>(&mut *bt_root), bt_ctx);
//!         if ::bt::__private::is_running(bt_s) { return ::bt::__private::resumed(bt_s); }
//!         ::bt::__private::finish(&mut *bt_root, 0, bt_s)?
//!     }
//!     3..=7 => {
//!         let bt_n1 = ::bt::__private::child_at::<1, _>(&mut *bt_root);
//!         let bt_s = match bt_id { /* the same, one level down */ _ => return ::bt::__private::walk_from_root() };
//!         ::bt::__private::finish(&mut *bt_root, 1, bt_s)?
//!     }
//!     _ => return ::bt::__private::walk_from_root(),
//! })
//! ```

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::quote;

use crate::catalogue::{Build, Keyword};
use crate::validate::{Checked, Model};

/// A plan whose arms take at most this many steps in all (the sum of the
/// leaves' depths) has one arm per leaf, which the compiler turns into one
/// flat `match`; a larger one shares the paths (one `match` per level), so
/// that it grows with the tree, not with the sum of its depths. On the
/// sniper tree the flat plan costs 22.1 instructions per tick, the shared
/// one 23.2 (`scripts/instructions.sh w1`).
const MAX_FLAT_STEPS: usize = 256;

/// The most children a composite on the way may have: a longer list is a
/// `Group`, which `child_at` does not reach into.
const MAX_CHILDREN: usize = 16;

/// `true` for the composites a plan goes through: the sequences and
/// fallbacks, which tick only their current child and can take its result
/// without being ticked (`bt_core::resume::Finish`).
fn resumes_through(keyword: &Keyword) -> bool {
    keyword.build == Build::Composite
        && matches!(
            keyword.runtime,
            [
                "control",
                "Sequence" | "Fallback" | "SequenceWithMemory" | "AsyncSequence" | "AsyncFallback"
            ]
        )
}

/// The plan closure, or `None` if no leaf qualifies.
pub(crate) fn plan(model: &Model<'_>) -> Option<TokenStream> {
    let paths = leaf_paths(model);
    if paths.is_empty() {
        return None;
    }
    let names = Names {
        status: Ident::new("bt_s", Span::mixed_site()),
        ctx: Ident::new("bt_ctx", Span::mixed_site()),
        id: Ident::new("bt_id", Span::mixed_site()),
    };
    let root = local(0);
    let Names { ctx, id, .. } = &names;
    let steps: usize = paths.iter().map(|(_, path)| path.len()).sum();
    if steps <= MAX_FLAT_STEPS {
        let arms = paths.iter().map(|(leaf, path)| arm(*leaf, path, &names));
        return Some(quote! {
            move |#root, #id, #ctx| match #id {
                #(#arms)*
                _ => ::bt::__private::walk_from_root(),
            }
        });
    }
    let n = model.nodes.len();
    // One past the last id of each node's subtree (pre-order).
    let mut ends = vec![0; n];
    for node in (0..n).rev() {
        ends[node] = model.children(node).last().map_or(node + 1, |&c| ends[c]);
    }
    let body = level(model, &ends, &names, 0, 0)?;
    Some(quote! {
        move |#root, #id, #ctx| ::bt::__private::resumed(#body)
    })
}

/// `true` if a plan goes through `node`.
fn through(model: &Model<'_>, node: usize) -> bool {
    matches!(
        &model.nodes[node],
        Checked::Builtin(builtin)
            if resumes_through(builtin.keyword) && builtin.children.len() <= MAX_CHILDREN
    )
}

/// Every leaf whose ancestors are all nodes a plan goes through, with its
/// path: each ancestor from the root down, with the position in it of the
/// next one (or of the leaf).
fn leaf_paths(model: &Model<'_>) -> Vec<(usize, Vec<(usize, usize)>)> {
    let n = model.nodes.len();
    let mut parent: Vec<Option<(usize, usize)>> = vec![None; n];
    for (node, checked) in model.nodes.iter().enumerate() {
        if let Checked::Builtin(builtin) = checked
            && through(model, node)
        {
            for (k, &child) in builtin.children.iter().enumerate() {
                parent[child] = Some((node, k));
            }
        }
    }
    let mut paths = Vec::new();
    for (leaf, checked) in model.nodes.iter().enumerate() {
        if !matches!(checked, Checked::Leaf(_)) {
            continue;
        }
        let mut path = Vec::new();
        let mut at = leaf;
        while let Some((p, k)) = parent[at] {
            path.push((p, k));
            at = p;
        }
        // Up to the root (a root leaf has no path, and no arm).
        if at == 0 && !path.is_empty() {
            path.reverse();
            paths.push((leaf, path));
        }
    }
    paths
}

/// The plan's locals: the status of the child just finished, the context
/// and the id of the leaf to resume.
struct Names {
    status: Ident,
    ctx: Ident,
    id: Ident,
}

/// The local holding the composite `depth` levels below the root on the
/// way to the leaf (`bt_root` for the root).
fn local(depth: usize) -> Ident {
    if depth == 0 {
        Ident::new("bt_root", Span::mixed_site())
    } else {
        Ident::new(&format!("bt_n{depth}"), Span::mixed_site())
    }
}

/// The `match` of composite `node` (held in `local(depth)`): an arm per
/// child that is a leaf or a composite with arms of its own, evaluating to
/// the node's status once it has taken its child's result. `None` if the
/// plan does not go through `node` or no child has an arm.
fn level(
    model: &Model<'_>,
    ends: &[usize],
    names: &Names,
    node: usize,
    depth: usize,
) -> Option<TokenStream> {
    let Checked::Builtin(builtin) = &model.nodes[node] else {
        return None;
    };
    if !through(model, node) {
        return None;
    }
    let Names { status, id, .. } = names;
    let this = local(depth);
    let arms: Vec<TokenStream> = builtin
        .children
        .iter()
        .enumerate()
        .filter_map(|(k, &child)| {
            let k = Literal::usize_unsuffixed(k);
            let finish = quote!(::bt::__private::finish(&mut *#this, #k, #status)?);
            if let Checked::Leaf(_) = &model.nodes[child] {
                let (pattern, tick) = (leaf_pattern(child), tick_leaf(&this, &k, names));
                return Some(quote! {
                    #pattern => {
                        #tick
                        #finish
                    }
                });
            }
            let inner = level(model, ends, names, child, depth + 1)?;
            let below = local(depth + 1);
            // The subtree's ids (the leaves without an arm in it fall to
            // the `_` arm below).
            let (first, last) = (
                Literal::usize_unsuffixed(child + 1),
                Literal::usize_unsuffixed(ends[child] - 1),
            );
            Some(quote! {
                #first..=#last => {
                    let #below = ::bt::__private::child_at::<#k, _>(&mut *#this);
                    let #status = #inner;
                    #finish
                }
            })
        })
        .collect();
    if arms.is_empty() {
        return None;
    }
    Some(quote! {
        match #id {
            #(#arms)*
            _ => return ::bt::__private::walk_from_root(),
        }
    })
}

/// The arm of a flat plan for leaf `id`, whose ancestors from the root
/// down are `path` (each with the position of the next one, or of the
/// leaf, in it).
fn arm(id: usize, path: &[(usize, usize)], names: &Names) -> TokenStream {
    let status = &names.status;
    let root = local(0);
    let locals: Vec<Ident> = (0..path.len()).map(local).collect();
    let positions: Vec<Literal> = path
        .iter()
        .map(|&(_, k)| Literal::usize_unsuffixed(k))
        .collect();
    let descend = (1..path.len()).map(|depth| {
        let (local, above, k) = (&locals[depth], &locals[depth - 1], &positions[depth - 1]);
        quote!(let #local = ::bt::__private::child_at::<#k, _>(&mut *#above);)
    });
    let (deepest, k_leaf) = (&locals[path.len() - 1], &positions[path.len() - 1]);
    let finishes = (1..path.len()).rev().map(|depth| {
        let (local, k) = (&locals[depth], &positions[depth]);
        quote!(let #status = ::bt::__private::finish(&mut *#local, #k, #status)?;)
    });
    let k_root = &positions[0];
    let (pattern, tick) = (leaf_pattern(id), tick_leaf(deepest, k_leaf, names));
    quote! {
        #pattern => {
            #(#descend)*
            #tick
            #(#finishes)*
            ::bt::__private::finish(&mut *#root, #k_root, #status)
        }
    }
}

/// The pattern of leaf `id`'s arm: its id, if it can be running at all
/// (the guard is `false` for conditions, which drops the arm).
fn leaf_pattern(id: usize) -> TokenStream {
    let mark = Ident::new(&format!("bt_mark_{id}"), Span::mixed_site());
    let id = Literal::usize_unsuffixed(id);
    quote!(#id if ::bt::__private::may_run(&#mark))
}

/// Ticks child `k` of `parent`, the leaf to resume, into the status local;
/// the plan returns at once if it still runs.
fn tick_leaf(parent: &Ident, k: &Literal, names: &Names) -> TokenStream {
    let Names { status, ctx, .. } = names;
    quote! {
        let #status = ::bt::__private::tick_leaf(
            ::bt::__private::child_at::<#k, _>(&mut *#parent),
            #ctx,
        );
        if ::bt::__private::is_running(#status) {
            return ::bt::__private::resumed(#status);
        }
    }
}
