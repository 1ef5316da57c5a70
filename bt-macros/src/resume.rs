//! The resume plan of a tree (see `bt_core::resume`): a closure with one
//! arm per leaf whose ancestors are all sequences and fallbacks, which goes
//! straight to that leaf, ticks it, and hands its result up to its
//! ancestors, innermost first.
//!
//! ```text
//! move |bt_root, bt_id, bt_ctx| match bt_id {
//!     7 if ::bt::__private::may_run(&bt_mark_7) => {   // `false` for conditions
//!         let bt_n1 = ::bt::__private::child_at::<1, _>(&mut *bt_root);
//!         let bt_n2 = ::bt::__private::child_at::<1, _>(&mut *bt_n1);
//!         let bt_s = ::bt::__private::tick_leaf(::bt::__private::child_at::<1, _>(&mut *bt_n2), bt_ctx);
//!         if ::bt::__private::is_running(bt_s) { return ::bt::__private::resumed(bt_s); }
//!         let bt_s = ::bt::__private::finish(&mut *bt_n2, 1, bt_s)?;   // `None`: tick from the root
//!         let bt_s = ::bt::__private::finish(&mut *bt_n1, 1, bt_s)?;
//!         ::bt::__private::finish(&mut *bt_root, 1, bt_s)
//!     }
//!     _ => ::bt::__private::walk_from_root(),
//! }
//! ```

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::quote;

use crate::catalogue::{Build, Keyword};
use crate::validate::{Checked, Model};

/// Leaves this deep or deeper get an arm. Every depth pays: on the sniper
/// tree (`scripts/instructions.sh w1`), arms for every leaf take a tick
/// from 28.2 to 26.3 instructions, arms from depth 2 on only to 33.7 (a
/// running leaf without an arm costs the plan's test and the tracked walk).
const FROM_DEPTH: usize = 1;

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
    let n = model.nodes.len();
    // The parent of each node and the node's position in it, if the parent
    // is a composite a plan can go through.
    let mut parent: Vec<Option<(usize, usize)>> = vec![None; n];
    let mut through = vec![false; n];
    for (id, node) in model.nodes.iter().enumerate() {
        if let Checked::Builtin(builtin) = node
            && resumes_through(builtin.keyword)
            && builtin.children.len() <= MAX_CHILDREN
        {
            through[id] = true;
            for (k, &child) in builtin.children.iter().enumerate() {
                parent[child] = Some((id, k));
            }
        }
    }
    let root = Ident::new("bt_root", Span::mixed_site());
    let status = Ident::new("bt_s", Span::mixed_site());
    let ctx = Ident::new("bt_ctx", Span::mixed_site());
    let id_local = Ident::new("bt_id", Span::mixed_site());
    let mut arms = Vec::new();
    for (id, node) in model.nodes.iter().enumerate() {
        if !matches!(node, Checked::Leaf(_)) {
            continue;
        }
        // Up to the root, every ancestor one the plan goes through.
        let mut path = Vec::new();
        let mut at = id;
        while let Some((p, k)) = parent[at] {
            path.push((p, k));
            at = p;
        }
        if at != 0 || path.len() < FROM_DEPTH || !path.iter().all(|&(p, _)| through[p]) {
            continue;
        }
        path.reverse();
        arms.push(arm(id, &path, &root, &status, &ctx));
    }
    if arms.is_empty() {
        return None;
    }
    Some(quote! {
        move |#root, #id_local, #ctx| match #id_local {
            #(#arms)*
            _ => ::bt::__private::walk_from_root(),
        }
    })
}

/// The arm for leaf `id`, whose ancestors from the root down are `path`
/// (each with the position of the next one, or of the leaf, in it).
fn arm(
    id: usize,
    path: &[(usize, usize)],
    root: &Ident,
    status: &Ident,
    ctx: &Ident,
) -> TokenStream {
    let locals: Vec<Ident> = (0..path.len())
        .map(|depth| {
            if depth == 0 {
                root.clone()
            } else {
                Ident::new(&format!("bt_n{depth}"), Span::mixed_site())
            }
        })
        .collect();
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
    let mark = Ident::new(&format!("bt_mark_{id}"), Span::mixed_site());
    let id = Literal::usize_unsuffixed(id);
    quote! {
        #id if ::bt::__private::may_run(&#mark) => {
            #(#descend)*
            let #status = ::bt::__private::tick_leaf(
                ::bt::__private::child_at::<#k_leaf, _>(&mut *#deepest),
                #ctx,
            );
            if ::bt::__private::is_running(#status) {
                return ::bt::__private::resumed(#status);
            }
            #(#finishes)*
            ::bt::__private::finish(&mut *#root, #k_root, #status)
        }
    }
}
