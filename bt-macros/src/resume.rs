//! The resume plan of a tree (see `bt_core::resume`): a closure that goes
//! straight to the leaf with a given id, ticks it, and hands its result up
//! to its ancestors, innermost first. A node gets an arm (is a *target*)
//! when all its ancestors are nodes the plan goes through (sequences,
//! fallbacks and the decorators listed in `resumes_through`; a `timeout`
//! on the way is asked first whether its deadline has passed) and it is a
//! leaf, or a node the plan does not go through at least `MIN_WHOLE_DEPTH`
//! deep (a reactive node, a parallel, ...), which the arm ticks whole: any
//! id of its subtree leads to it.
//!
//! A small plan (the targets' depths add up to at most `MAX_FLAT_STEPS`)
//! has one arm per target, each spelling out its path:
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
//! A larger one shares the paths: for every node on the way to a target, a
//! closure that finds it from the root (`bt_get_N`: its parent's, then one
//! `child_at`) and one that hands its result up (`bt_up_N`: its parent's
//! `finish`, then the parent's `bt_up`), so that the plan grows with the
//! number of nodes and not with the sum of the targets' depths, and still
//! dispatches with one flat `match`:
//!
//! ```text
//! move |bt_root, bt_id, bt_ctx| {
//!     let bt_get_0 = ::bt::__private::lens(&*bt_root, |bt_r| bt_r);
//!     let bt_up_0 = ::bt::__private::up(&*bt_root, |_, bt_s| ::bt::__private::resumed(bt_s));
//!     let bt_get_2 = ::bt::__private::lens(&*bt_root, move |bt_r| ::bt::__private::child_at::<1, _>(bt_get_0(bt_r)));
//!     let bt_up_2 = ::bt::__private::up(&*bt_root, move |bt_r, bt_s| {
//!         let bt_s = ::bt::__private::finish(bt_get_0(&mut *bt_r), 1, bt_s)?;
//!         bt_up_0(bt_r, bt_s)
//!     });
//!     // ... and `bt_enter_N` for the nodes below a `timeout`
//!     match bt_id {
//!         7 if ::bt::__private::may_run(&bt_mark_7) => {
//!             let bt_p = bt_get_2(&mut *bt_root);
//!             let bt_s = ::bt::__private::tick_leaf(::bt::__private::child_at::<1, _>(&mut *bt_p), bt_ctx);
//!             if ::bt::__private::is_running(bt_s) { return ::bt::__private::resumed(bt_s); }
//!             ::bt::__private::finish_up(bt_root, 1, bt_s, bt_get_2, bt_up_2)
//!         }
//!         _ => ::bt::__private::walk_from_root(),
//!     }
//! }
//! ```

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::quote;

use crate::catalogue::{Build, Keyword};
use crate::validate::{Checked, Model};

/// A plan whose arms take at most this many steps in all (the sum of the
/// targets' depths) spells out every arm's path; a larger one shares the
/// paths through closures, so that it grows with the tree, not with the sum
/// of its depths. Both dispatch with one flat `match`; optimized, they are
/// the same code (W1 and W3 at depth 10 cost 22.1 and 21.9 instructions per
/// tick either way), but at opt-level 0 the closures are calls: 776.6
/// against 734.6 on W1, 1424 against 1176 on W3 at depth 10.
const MAX_FLAT_STEPS: usize = 256;

/// The least depth at which a node that is not a leaf gets an arm that
/// ticks it whole (see [`Plan::target`]): above it, a walk from the root
/// costs less than the plan's arm. On the sniper tree, an arm for its
/// `reactive_sequence` (depth 1) took a tick from 22.1 to 42.5
/// instructions.
const MIN_WHOLE_DEPTH: usize = 3;

/// The most children a composite on the way may have: a longer list is a
/// `Group`, which `child_at` does not reach into.
const MAX_CHILDREN: usize = 16;

/// `true` for the nodes a plan goes through: the sequences and fallbacks
/// and the decorators that, while their child runs, tick only that child
/// (after a check, for `timeout`: see [`checks_first`]) and can take its
/// result without being ticked (`bt_core::resume::Finish`).
/// `keep_running_until_failure` and `repeat_until_failure` are not among
/// them: they turn a finished child into `Running`, so the leaf ticked last
/// is not running then.
fn resumes_through(keyword: &Keyword) -> bool {
    match keyword.runtime {
        [
            "control",
            "Sequence" | "Fallback" | "SequenceWithMemory" | "AsyncSequence" | "AsyncFallback",
        ] => keyword.build == Build::Composite,
        [
            "decorator",
            "Inverter" | "ForceSuccess" | "ForceFailure" | "Repeat" | "Retry" | "RunOnce"
            | "Timeout" | "Delay" | "SkipIf" | "SuccessIf" | "FailureIf",
        ] => true,
        _ => false,
    }
}

/// `true` for the nodes a plan goes through that check something before
/// they tick their running child (`bt_core::resume::Enter`): `timeout`, its
/// deadline.
fn checks_first(model: &Model<'_>, node: usize) -> bool {
    matches!(
        &model.nodes[node],
        Checked::Builtin(builtin) if builtin.keyword.runtime == ["decorator", "Timeout"]
    )
}

/// The plan closure, or `None` if no node qualifies.
pub(crate) fn plan(model: &Model<'_>) -> Option<TokenStream> {
    let n = model.nodes.len();
    // One past the last id of each node's subtree (pre-order).
    let mut ends = vec![0; n];
    for node in (0..n).rev() {
        ends[node] = model.children(node).last().map_or(node + 1, |&c| ends[c]);
    }
    let plan = Plan {
        model,
        ends,
        names: Names {
            status: Ident::new("bt_s", Span::mixed_site()),
            ctx: Ident::new("bt_ctx", Span::mixed_site()),
            id: Ident::new("bt_id", Span::mixed_site()),
        },
    };
    let paths = plan.target_paths();
    if paths.is_empty() {
        return None;
    }
    let root = local(0);
    let Names { ctx, id, .. } = &plan.names;
    let steps: usize = paths.iter().map(|(_, path)| path.len()).sum();
    if steps <= MAX_FLAT_STEPS {
        let arms = paths.iter().map(|(target, path)| plan.arm(*target, path));
        return Some(quote! {
            move |#root, #id, #ctx| match #id {
                #(#arms)*
                _ => ::bt::__private::walk_from_root(),
            }
        });
    }
    Some(plan.linked(&paths))
}

/// What a plan is made from: the checked tree, where each node's subtree
/// ends, and the plan's locals.
struct Plan<'m, 'a> {
    model: &'m Model<'a>,
    /// One past the last id of each node's subtree (ids are in pre-order).
    ends: Vec<usize>,
    names: Names,
}

/// The plan's locals: the status of the child just finished, the context
/// and the id of the leaf to resume.
struct Names {
    status: Ident,
    ctx: Ident,
    id: Ident,
}

impl Plan<'_, '_> {
    /// `true` if a plan goes through `node`.
    fn through(&self, node: usize) -> bool {
        matches!(
            &self.model.nodes[node],
            Checked::Builtin(builtin)
                if resumes_through(builtin.keyword) && builtin.children.len() <= MAX_CHILDREN
        )
    }

    /// `true` if `node`, at `depth`, when its parent is one a plan goes
    /// through, gets an arm that ticks it: a leaf, or a node the plan does
    /// not go through (a reactive node, a parallel, ...) at least
    /// [`MIN_WHOLE_DEPTH`] deep, which is then ticked whole, at the cost of
    /// its own tick and not of a walk from the root. Built-in leaves that
    /// never run (`success`, `failure`) have none.
    fn target(&self, node: usize, depth: usize) -> bool {
        match &self.model.nodes[node] {
            Checked::Leaf(_) => true,
            Checked::Builtin(builtin) => {
                depth >= MIN_WHOLE_DEPTH
                    && !self.through(node)
                    && !matches!(
                        builtin.keyword.runtime,
                        ["leaf", "AlwaysSuccess" | "AlwaysFailure"]
                    )
            }
        }
    }

    /// Every target (see [`target`](Plan::target)) whose ancestors are all
    /// nodes a plan goes through, with its path: each ancestor from the
    /// root down, with the position in it of the next one (or of the
    /// target).
    fn target_paths(&self) -> Vec<(usize, Vec<(usize, usize)>)> {
        let n = self.model.nodes.len();
        let mut parent: Vec<Option<(usize, usize)>> = vec![None; n];
        for node in 0..n {
            if self.through(node) {
                for (k, &child) in self.model.children(node).iter().enumerate() {
                    parent[child] = Some((node, k));
                }
            }
        }
        let mut paths = Vec::new();
        for target in 1..n {
            if parent[target].is_none() {
                continue;
            }
            let mut path = Vec::new();
            let mut at = target;
            while let Some((p, k)) = parent[at] {
                path.push((p, k));
                at = p;
            }
            // Up to the root.
            if at == 0 && self.target(target, path.len()) {
                path.reverse();
                paths.push((target, path));
            }
        }
        paths
    }

    /// The check of node `node`, held in `local` (nothing if it has none):
    /// a plan that finds the node must do something before it ticks its
    /// child goes on as a tick from the root.
    fn check(&self, node: usize, local: &Ident) -> TokenStream {
        if !checks_first(self.model, node) {
            return TokenStream::new();
        }
        let enter = self.enter(local);
        quote! {
            if !#enter {
                return ::bt::__private::walk_from_root();
            }
        }
    }

    /// `true` if the node in `local` ticks its running child straight
    /// away (`bt_core::resume::Enter`). Through `Probe`, so that a context
    /// without a clock is one error, on the keyword (see
    /// `bt::__private::Probe`).
    fn enter(&self, local: &Ident) -> TokenStream {
        let ctx = &self.names.ctx;
        quote! {{
            #[allow(unused_imports)]
            use ::bt::__private::{ProbeEnter as _, ProbeEnterFallback as _};
            (&&::bt::__private::Probe::of(&*#local, &*#ctx)).enter(&*#local, &*#ctx)
        }}
    }

    /// The plan of a large tree: one flat `match` on the id, as in a
    /// small one, but with the paths shared: for every node the plan goes
    /// through on the way to a target, two closures, `bt_get_N` (the node,
    /// from the root: its parent's `bt_get`, then one `child_at`) and
    /// `bt_up_N` (what its parent and the nodes above do with its result:
    /// the parent's `finish`, then the parent's `bt_up`), and for a node
    /// with a check on its way (a `timeout`), `bt_enter_N`. Each arm calls
    /// those of its target's parent, so the plan grows with the number of
    /// nodes; the compiler inlines the closures into the arms.
    fn linked(&self, paths: &[(usize, Vec<(usize, usize)>)]) -> TokenStream {
        let Names { status, ctx, id } = &self.names;
        let root = local(0);
        // The nodes on the way to a target, root first (ids are in
        // pre-order, so a parent comes before its children), each with its
        // parent and its position in it.
        let mut on_way: Vec<Option<(usize, usize)>> = vec![None; self.model.nodes.len()];
        let mut used = vec![false; self.model.nodes.len()];
        for (_, path) in paths {
            for (i, &(node, _)) in path.iter().enumerate() {
                used[node] = true;
                if i > 0 {
                    let (parent, k) = path[i - 1];
                    on_way[node] = Some((parent, k));
                }
            }
        }
        // The nearest node with a check, the node itself included.
        let mut checked: Vec<Option<usize>> = vec![None; self.model.nodes.len()];
        let mut links = Vec::new();
        for node in (0..self.model.nodes.len()).filter(|&n| used[n]) {
            let (get, up) = (get_fn(node), up_fn(node));
            let above = on_way[node]
                .map(|(parent, _)| checked[parent])
                .unwrap_or_default();
            checked[node] = if checks_first(self.model, node) {
                Some(node)
            } else {
                above
            };
            let Some((parent, k)) = on_way[node] else {
                links.push(quote! {
                    let #get = ::bt::__private::lens(&*#root, |bt_r| bt_r);
                    let #up = ::bt::__private::up(&*#root, |_, #status| ::bt::__private::resumed(#status));
                });
                continue;
            };
            let (get_parent, up_parent) = (get_fn(parent), up_fn(parent));
            let k = Literal::usize_unsuffixed(k);
            links.push(quote! {
                let #get = ::bt::__private::lens(&*#root, move |bt_r| {
                    ::bt::__private::child_at::<#k, _>(#get_parent(bt_r))
                });
                let #up = ::bt::__private::up(&*#root, move |bt_r, #status| {
                    let #status = ::bt::__private::finish(#get_parent(&mut *bt_r), #k, #status)?;
                    #up_parent(bt_r, #status)
                });
            });
            if checked[node] == Some(node) {
                let enter = enter_fn(node);
                let bt_n = Ident::new("bt_n", Span::mixed_site());
                let this = self.enter(&bt_n);
                let first = above.map(|a| {
                    let above = enter_fn(a);
                    quote! {
                        if !#above(&mut *bt_r, &mut *#ctx) {
                            return false;
                        }
                    }
                });
                links.push(quote! {
                    let #enter = ::bt::__private::enter_fn(&*#root, &*#ctx, move |bt_r, #ctx| {
                        #first
                        let #bt_n = #get(bt_r);
                        #this
                    });
                });
            }
        }
        let arms = paths.iter().map(|(target, path)| {
            let &(parent, k) = path.last().unwrap_or(&(0, 0));
            let (get, up) = (get_fn(parent), up_fn(parent));
            let k = Literal::usize_unsuffixed(k);
            let enter = checked[parent].map(|c| {
                let enter = enter_fn(c);
                quote! {
                    if !#enter(&mut *#root, &mut *#ctx) {
                        return ::bt::__private::walk_from_root();
                    }
                }
            });
            let bt_p = Ident::new("bt_p", Span::mixed_site());
            let (pattern, tick) = (self.pattern(*target), self.tick(*target, &bt_p, &k));
            quote! {
                #pattern => {
                    #enter
                    let #bt_p = #get(&mut *#root);
                    #tick
                    ::bt::__private::finish_up(#root, #k, #status, #get, #up)
                }
            }
        });
        quote! {
            move |#root, #id, #ctx| {
                #(#links)*
                match #id {
                    #(#arms)*
                    _ => ::bt::__private::walk_from_root(),
                }
            }
        }
    }

    /// The arm of a flat plan for `target`, whose ancestors from the root
    /// down are `path` (each with the position of the next one, or of the
    /// target, in it).
    fn arm(&self, target: usize, path: &[(usize, usize)]) -> TokenStream {
        let status = &self.names.status;
        let root = local(0);
        let locals: Vec<Ident> = (0..path.len()).map(local).collect();
        let positions: Vec<Literal> = path
            .iter()
            .map(|&(_, k)| Literal::usize_unsuffixed(k))
            .collect();
        let check_root = self.check(path[0].0, &root);
        let descend = (1..path.len()).map(|depth| {
            let (local, above, k) = (&locals[depth], &locals[depth - 1], &positions[depth - 1]);
            let check = self.check(path[depth].0, local);
            quote! {
                let #local = ::bt::__private::child_at::<#k, _>(&mut *#above);
                #check
            }
        });
        let (deepest, k_target) = (&locals[path.len() - 1], &positions[path.len() - 1]);
        let finishes = (1..path.len()).rev().map(|depth| {
            let (local, k) = (&locals[depth], &positions[depth]);
            quote!(let #status = ::bt::__private::finish(&mut *#local, #k, #status)?;)
        });
        let k_root = &positions[0];
        let (pattern, tick) = (self.pattern(target), self.tick(target, deepest, k_target));
        quote! {
            #pattern => {
                #check_root
                #(#descend)*
                #tick
                #(#finishes)*
                ::bt::__private::finish(&mut *#root, #k_root, #status)
            }
        }
    }

    /// The pattern of `target`'s arm: a leaf's id, if it can be running at
    /// all (the guard is `false` for conditions, which drops the arm), or
    /// the ids of the target's subtree (the one written last in a tick is
    /// any of them).
    fn pattern(&self, target: usize) -> TokenStream {
        let id = Literal::usize_unsuffixed(target);
        if let Checked::Leaf(_) = &self.model.nodes[target] {
            let mark = Ident::new(&format!("bt_mark_{target}"), Span::mixed_site());
            return quote!(#id if ::bt::__private::may_run(&#mark));
        }
        let last = self.ends[target] - 1;
        if last == target {
            return quote!(#id);
        }
        let last = Literal::usize_unsuffixed(last);
        quote!(#id..=#last)
    }

    /// Ticks `target`, child `k` of `parent`, into the status local; the
    /// plan returns at once if it still runs.
    fn tick(&self, target: usize, parent: &Ident, k: &Literal) -> TokenStream {
        let Names { status, ctx, .. } = &self.names;
        let node = quote!(::bt::__private::child_at::<#k, _>(&mut *#parent));
        let tick = if let Checked::Leaf(_) = &self.model.nodes[target] {
            quote!(::bt::__private::tick_leaf(#node, #ctx))
        } else {
            // Through `Probe`, as a check (a `sleep` without a clock is one
            // error, on the keyword).
            let local = Ident::new("bt_node", Span::mixed_site());
            quote! {{
                #[allow(unused_imports)]
                use ::bt::__private::{ProbeTick as _, ProbeTickFallback as _};
                let #local = #node;
                (&&::bt::__private::Probe::of(&*#local, &*#ctx)).tick(#local, #ctx)
            }}
        };
        quote! {
            let #status = #tick;
            if ::bt::__private::is_running(#status) {
                return ::bt::__private::resumed(#status);
            }
        }
    }
}

/// The closure of a linked plan that finds `node` from the root.
fn get_fn(node: usize) -> Ident {
    Ident::new(&format!("bt_get_{node}"), Span::mixed_site())
}

/// The closure of a linked plan that hands `node`'s result up.
fn up_fn(node: usize) -> Ident {
    Ident::new(&format!("bt_up_{node}"), Span::mixed_site())
}

/// The closure of a linked plan that runs the checks on the way to
/// `node`, `node`'s included.
fn enter_fn(node: usize) -> Ident {
    Ident::new(&format!("bt_enter_{node}"), Span::mixed_site())
}

/// The local holding the node `depth` levels below the root on the way to
/// the target (`bt_root` for the root).
fn local(depth: usize) -> Ident {
    if depth == 0 {
        Ident::new("bt_root", Span::mixed_site())
    } else {
        Ident::new(&format!("bt_n{depth}"), Span::mixed_site())
    }
}
