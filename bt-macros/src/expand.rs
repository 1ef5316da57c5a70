//! Code generation: one block expression that builds the tree.
//!
//! ```text
//! {
//!     struct __BtNodeTable;                                       // the node table (see `table`)
//!     impl ::bt::__private::table::StaticTable for __BtNodeTable { const ROWS: .. = &[..]; }
//!     let bt_witness = ::bt::__private::Witness::new();          // `::<Context>` if given
//!     let (bt_leaf_2, bt_mark_2) = ::bt::__private::leaf(&bt_witness, is_visible);
//!     ...                                                         // closures last
//!     ::bt::__private::tree(bt_witness, __BtNodeTable, (bt_mark_2, ..),
//!         ::bt::__private::observe::Id::<_, 0>(
//!             ::bt::__private::control::Sequence::new((
//!                 ::bt::__private::observe::Id::<_, 2>(bt_leaf_2), ...))))
//! }
//! ```
//!
//! - Every leaf goes through `leaf(&witness, leaf)`, emitted at the leaf's
//!   span: all leaves share the witness's context type `C`, and a leaf that
//!   is not one is a single error on that leaf. It also returns a zero-sized
//!   mark of the leaf's conversion (condition, action or node), which the
//!   tree keeps in its type: the node table reads whether a leaf is a
//!   condition from it.
//! - Leaves are bound before the tree is built, in source order, closures
//!   last: by the time a closure's body is checked, the fn-item leaves have
//!   fixed `C`, so closure parameters need no annotations.
//! - A built-in node that reads the context itself (a clock, a switch
//!   variable) goes through `node(&witness, node)`, at the keyword's span,
//!   so a context that lacks what it needs is one error on the keyword. No
//!   other node does: it is a node whenever its children are, and checking
//!   it would have rustc prove each subtree once per ancestor. In a tree cut
//!   into slices side by side, where such a node is over its slice's
//!   context, `clocked(&witness, node)` checks a clock and
//!   `switch_cases(&witness, cases, variable)` a switch's variable and
//!   cases, at the keyword's span; the `FnOutline` of a slice is made
//!   through a probe that does not repeat their errors (`depth::fn_outline`).
//! - Every node is wrapped in `Id<_, ID>`, its pre-order number, which
//!   reports it to observers in an observed tick and is a plain pass-through
//!   otherwise; the root in `Static`, which carries the node table in its
//!   type. Neither adds a byte.
//! - Paths are absolute through `::bt::__private`; the locals use
//!   `Span::mixed_site()`, so they can neither see nor shadow user names.
//! - The nodes are built bottom-up over the pre-order list, without
//!   recursion.
//! - A deep tree (see [`depth::BUILD_APART_FROM`]) is built a few
//!   levels at a time (see [`depth::BUILD_APART_EVERY`]), each part by a
//!   closure of its own, called in turn from the deepest, after every
//!   argument is bound: unoptimized code keeps every temporary of a
//!   function in its frame, and each level's value is a copy of its
//!   subtree, so building a deep tree in one expression took stack in the
//!   square of its depth (70 nested `parallel`s: 512 to 768 KB).

use proc_macro2::{Ident, Span, TokenStream};
use quote::{ToTokens, quote, quote_spanned};
use syn::Expr;
use syn::spanned::Spanned;

use crate::ast::{self, Arg, Head, Tree};
use crate::catalogue::{ArgKind, Build, Default, Keyword};
use crate::lent::Lent;
use crate::resume;
use crate::table::{expand_table, leaf_kinds, table_type};
use crate::validate::{self, Builtin, Checked, Model};

mod depth;

pub(crate) use depth::Linking;
use depth::{Cut, Slices, depth_probe, fn_outline, linking, slices};

/// The largest tuple of children bt-core implements; longer lists become
/// `Group`s of full tuples (the last one holding the rest).
const MAX_TUPLE: usize = 16;

/// Expands a parsed tree: the tree, or on any error the errors plus the
/// leaves (so that type errors in them and IDE completion survive).
pub(crate) fn bt(tree: &Tree) -> TokenStream {
    if let Some(error) = &tree.error {
        return expand_fallback(tree, &error.to_compile_error());
    }
    match validate::validate(tree) {
        Ok(model) if model.nodes.len() > usize::from(u16::MAX) => {
            let error = syn::Error::new(
                Span::call_site(),
                "a tree has at most 65,535 nodes: split it into subtrees",
            );
            expand_fallback(tree, &error.to_compile_error())
        }
        Ok(model) => expand_tree(tree, &model),
        Err(error) => expand_fallback(tree, &error.to_compile_error()),
    }
}

fn witness() -> Ident {
    Ident::new("bt_witness", Span::mixed_site())
}

fn witness_new(context: Option<&syn::Type>, root_span: Span) -> TokenStream {
    let w = witness();
    if let Some(ty) = context {
        quote_spanned!(ty.span()=> let #w = ::bt::__private::Witness::<#ty>::new();)
    } else {
        // At the root node: a tree whose context nothing names (built-in
        // leaves only, never ticked) is a "cannot infer `Context`" error
        // there, not on the `tree` call, where rustc's suggestion would
        // spell out the tree's internal types.
        quote_spanned!(root_span=> let #w = ::bt::__private::Witness::new();)
    }
}

/// Bindings of leaves, in source order except closures, which come last:
/// a pattern and the value bound to it.
#[derive(Default)]
struct Bindings {
    eager: Vec<(TokenStream, TokenStream)>,
    closures: Vec<(TokenStream, TokenStream)>,
    /// Each leaf's mark refined by the leaf's type (a `ConditionNode` is a
    /// condition: `bt::__private::Refine`), once every leaf is bound.
    refined: Vec<(TokenStream, TokenStream)>,
    /// The tree is a lent tree (see `lent`): closures over the context go
    /// through its helper.
    lent: bool,
    /// The tree is cut into slices side by side (see `depth::Linking`):
    /// the conditions and switch variables over the tree's context are
    /// lifted to the slices' context.
    linked: bool,
}

impl Bindings {
    /// Binds `value` to a fresh local named after `name` and returns it.
    fn bind(&mut self, name: &str, expr: &Expr, value: TokenStream) -> Ident {
        let local = Ident::new(name, Span::mixed_site());
        self.push(expr, local.to_token_stream(), value);
        local
    }

    /// Binds the arguments of built-in node `id` that are leaves
    /// (conditions) or read the context (switch variables), and with
    /// `all`, every other argument given and every case value too:
    /// `bt_arg_<id>_<i>`, `bt_case_<id>_<k>`. Returns the locals, per
    /// parameter and per case.
    fn bind_builtin(
        &mut self,
        id: usize,
        builtin: &Builtin<'_>,
        all: bool,
    ) -> (Vec<Option<Ident>>, Vec<Ident>) {
        let mut locals = Vec::new();
        let read = builtin.read_argument();
        for (i, (param, arg)) in builtin.keyword.params.iter().zip(&builtin.args).enumerate() {
            let name = format!("bt_arg_{id}_{i}");
            locals.push(match (param.kind, arg) {
                (ArgKind::Condition, Some(expr)) => {
                    let mut value = leaf_call(expr, self.lent);
                    if self.linked {
                        value = quote!(::bt::__private::Lift(#value));
                    }
                    Some(self.bind(&name, expr, value))
                }
                (ArgKind::Variable, Some(expr)) => {
                    // (In a linked tree too: it is lifted to the slice's
                    // context where the switch is built, see
                    // `expand_builtin`.)
                    let value = variable_call(expr, self.lent);
                    Some(self.bind(&name, expr, value))
                }
                (kind, Some(expr)) if read.is_some_and(|(at, ..)| at == i) => {
                    // (In a linked tree too: it is lifted to the slice's
                    // context where the node is built, see
                    // `expand_builtin`.)
                    let value = read_call(kind, expr, self.lent);
                    Some(self.bind(&name, expr, value))
                }
                (ArgKind::Node, Some(expr)) => {
                    // Checked against the tree's context at the argument:
                    // a value that is not such a node is one error there.
                    // (In a linked tree too: the node is lifted, see
                    // `expand_builtin`.)
                    let check = Ident::new(
                        if builtin.keyword.name == "control" {
                            "control_node"
                        } else {
                            "decorator_node"
                        },
                        expr.span(),
                    );
                    let w = witness();
                    let node = unparen(expr);
                    let value = quote_spanned!(expr.span()=> ::bt::__private::#check(&#w, #node));
                    Some(self.bind(&name, expr, value))
                }
                _ => None,
            });
        }
        let mut cases = Vec::new();
        if all {
            for (i, value) in arg_values(builtin, &locals).into_iter().enumerate() {
                // (Integer literals stay in place: they have no order to
                // keep, and a literal count or threshold goes into the
                // node's type, see `Build::CompositeWithConsts` and
                // `Build::DecoratorWithConsts`.)
                if let (None, Some(expr)) = (&locals[i], builtin.args[i])
                    && validate::literal_int(expr).is_none()
                {
                    locals[i] = Some(self.bind(&format!("bt_arg_{id}_{i}"), expr, value));
                }
            }
            for (k, case) in builtin.cases.iter().enumerate() {
                let value = unparen(case).to_token_stream();
                cases.push(self.bind(&format!("bt_case_{id}_{k}"), case, value));
            }
        }
        (locals, cases)
    }

    /// Binds a leaf node of the tree and its mark: `(bt_leaf_<id>,
    /// bt_mark_<id>)`.
    fn bind_leaf(&mut self, id: usize, expr: &Expr) -> (Ident, Ident) {
        let local = Ident::new(&format!("bt_leaf_{id}"), Span::mixed_site());
        let mark = Ident::new(&format!("bt_mark_{id}"), Span::mixed_site());
        self.push(
            expr,
            quote!((#local, #mark)),
            leaf_node_call(expr, self.lent),
        );
        self.refined.push((
            mark.to_token_stream(),
            quote!((&&::bt::__private::Refine(&#local, #mark)).mark()),
        ));
        (local, mark)
    }

    fn push(&mut self, expr: &Expr, pattern: TokenStream, value: TokenStream) {
        if ast::is_closure(expr) || ast::coroutine_closure(expr).is_some() {
            self.closures.push((pattern, value));
        } else {
            self.eager.push((pattern, value));
        }
    }

    /// The `let` statements, eager bindings first, the refined marks last.
    fn statements(&self) -> TokenStream {
        let mut out = lets(&self.eager);
        out.extend(lets(&self.closures));
        if !self.refined.is_empty() {
            out.extend(quote! {
                #[allow(unused_imports)]
                use ::bt::__private::{RefineCondition as _, RefineKeep as _};
            });
            out.extend(lets(&self.refined));
        }
        out
    }
}

/// Bindings per `let` statement.
///
/// Each `let` opens a lexical scope nested in the previous one, and LLVM
/// walks the scopes of a function's debug info recursively: one `let` per
/// leaf overflowed rustc's stack in a debug build of a 3,000-leaf tree.
/// Binding up to this many in one `let (a, b, ..) = (x, y, ..);` keeps the
/// nesting at the number of leaves / 64; the tuple's elements are still
/// evaluated and type-checked in order.
const BINDINGS_PER_LET: usize = 64;

/// `let` statements that bind each pattern to its value, in order,
/// [`BINDINGS_PER_LET`] at a time.
fn lets(bindings: &[(TokenStream, TokenStream)]) -> TokenStream {
    let mut out = TokenStream::new();
    for chunk in bindings.chunks(BINDINGS_PER_LET) {
        out.extend(if let [(pattern, value)] = chunk {
            quote!(let #pattern = #value;)
        } else {
            let (patterns, values): (Vec<_>, Vec<_>) = chunk.iter().cloned().unzip();
            quote!(let (#(#patterns,)*) = (#(#values,)*);)
        });
    }
    out
}

/// `expr` without the parentheses around it: `((|c| ..))` would trip
/// `unused_parens` once it is an argument in the expansion.
fn unparen(mut expr: &Expr) -> &Expr {
    while let Expr::Paren(inner) = expr {
        expr = &inner.expr;
    }
    expr
}

/// `as_leaf(&witness, expr)`, with a closure expectation for closures.
fn leaf_call(expr: &Expr, lent: bool) -> TokenStream {
    let expr = unparen(expr);
    let w = witness();
    let value = closure_call(expr, lent);
    quote_spanned!(expr.span()=> ::bt::__private::as_leaf(&#w, #value))
}

/// `leaf(&witness, expr)`: a leaf node of the tree and its mark, with a
/// closure expectation for closures.
///
/// A coroutine made in the tree from a closure whose handle is untyped
/// (`coroutine(|co| ..)`, see [`coroutine_with_start`]) is first checked by
/// `node(&witness, ..)`: its one bound, `Node<C>`, has one impl for a
/// coroutine, so rustc says why it does not hold in the coroutine's own
/// words ("a coroutine finishes with a `Status` or a `bool`, not `!`" for
/// a run that never ends, `loop { .. }`), which `leaf`'s `IntoNode<C, M>`,
/// with several impls, turned into "cannot be a leaf" only. `leaf` still
/// makes the node: when the coroutine is not one, its node's type is an
/// error, which spares the rest of the expansion errors of its own. (A
/// handle typed `Co<..>` already gave the coroutine's words.)
fn leaf_node_call(expr: &Expr, lent: bool) -> TokenStream {
    let expr = unparen(expr);
    let w = witness();
    let value = closure_call(expr, lent);
    if ast::coroutine_closure(expr).is_some() {
        return quote_spanned!(expr.span()=>
            ::bt::__private::leaf(&#w, ::bt::__private::node(&#w, #value)));
    }
    quote_spanned!(expr.span()=> ::bt::__private::leaf(&#w, #value))
}

/// The local that holds the slice whose top is node `id`.
fn slice_local(id: usize) -> Ident {
    Ident::new(&format!("bt_slice_{id}"), Span::mixed_site())
}

/// `Id::<_, ID>(value)`: the node numbered `ID`, wrapped in `Id` (by its
/// constructor, not a helper function: one generic function less per node
/// to compile).
fn with_id(id: usize, value: &TokenStream) -> TokenStream {
    let id = proc_macro2::Literal::u16_unsuffixed(u16::try_from(id).unwrap_or(u16::MAX));
    quote!(::bt::__private::observe::Id::<_, #id>(#value))
}

/// `closure(&witness, expr)` for closures (their parameter type is `&mut C`),
/// `coroutine(coroutine_start(&witness, closure))` for a coroutine made
/// from a closure (its handle's type is `Co<C>`), `expr` otherwise. In a
/// lent tree, a closure goes through the lent helper instead (its
/// parameter type is `&mut C` for every lifetime).
fn closure_call(expr: &Expr, lent: bool) -> TokenStream {
    let expr = unparen(expr);
    let w = witness();
    if let Some(value) = coroutine_with_start(expr) {
        return value;
    }
    if !ast::is_closure(expr) {
        expr.to_token_stream()
    } else if lent {
        Lent::closure(expr)
    } else {
        quote_spanned!(expr.span()=> ::bt::__private::closure(&#w, #expr))
    }
}

/// `coroutine(coroutine_start(&witness, closure))` for a coroutine made
/// from a closure, `coroutine(coroutine_start(&witness, closure)).on_halt(..)`
/// for one whose methods are called (the methods and their arguments as
/// written); `None` for any other expression.
fn coroutine_with_start(expr: &Expr) -> Option<TokenStream> {
    match expr {
        Expr::MethodCall(m) => {
            let receiver = coroutine_with_start(&m.receiver)?;
            let syn::ExprMethodCall {
                attrs,
                dot_token,
                method,
                turbofish,
                paren_token,
                args,
                ..
            } = m;
            let mut out = quote!(#(#attrs)* #receiver #dot_token #method #turbofish);
            // The parentheses at the coroutine's span, which is then the
            // span of the whole expression: the coroutine's bound, which
            // fails in `coroutine(..)` and again in `node(..)` (see
            // `leaf_node_call`), is one error at one span, not two.
            let mut group = proc_macro2::Group::new(
                proc_macro2::Delimiter::Parenthesis,
                args.to_token_stream(),
            );
            group.set_span(
                ast::coroutine_closure(&m.receiver)
                    .map_or(paren_token.span.join(), |(call, _)| call.span()),
            );
            out.extend([proc_macro2::TokenTree::Group(group)]);
            Some(out)
        }
        Expr::Paren(p) => {
            let inner = coroutine_with_start(&p.expr)?;
            let mut out = TokenStream::new();
            p.paren_token.surround(&mut out, |out| out.extend(inner));
            Some(out)
        }
        Expr::Group(g) => {
            let inner = coroutine_with_start(&g.expr)?;
            let group = proc_macro2::Group::new(proc_macro2::Delimiter::None, inner);
            Some(proc_macro2::TokenTree::Group(group).into())
        }
        _ => {
            let (call, closure) = ast::coroutine_closure(expr)?;
            // `coroutine(|co| ..)`: the handle's type from the context.
            let func = &call.func;
            let w = witness();
            Some(quote_spanned!(call.span()=>
                #func(::bt::__private::coroutine_start(&#w, #closure))))
        }
    }
}

/// `variable(&witness, expr)`: a function of the context (through the lent
/// helper in a lent tree).
fn variable_call(expr: &Expr, lent: bool) -> TokenStream {
    let expr = unparen(expr);
    let w = witness();
    if lent {
        Lent::closure(expr)
    } else {
        quote_spanned!(expr.span()=> ::bt::__private::variable(&#w, #expr))
    }
}

/// `read_count(&witness, expr)` or `read_millis(&witness, expr)`: a count
/// or milliseconds read from the context by a closure (through the lent
/// helper in a lent tree).
fn read_call(kind: ArgKind, expr: &Expr, lent: bool) -> TokenStream {
    let expr = unparen(expr);
    let w = witness();
    if lent {
        return Lent::closure(expr);
    }
    let helper = Ident::new(
        if kind == ArgKind::Count {
            "read_count"
        } else {
            "read_millis"
        },
        Span::call_site(),
    );
    quote_spanned!(expr.span()=> ::bt::__private::#helper(&#w, #expr))
}

/// A `repeat`, `retry`, `timeout`, `delay` or `sleep` whose count or
/// milliseconds a closure reads from the context (`read`, the local it was
/// bound to): `T::with_limit(ReadLimit::new(read), child)`,
/// `T::with_millis(ReadMillis::new(read), child)` or
/// `Sleep::with_millis(ReadMillis::new(read))`. In a linked tree the closure
/// is lifted to the slice's context.
fn reading_builtin(
    ty: &TokenStream,
    kind: ArgKind,
    read: &TokenStream,
    children: &[TokenStream],
    linked: bool,
    span: Span,
) -> TokenStream {
    let w = witness();
    let read = if linked {
        quote_spanned!(span=> ::bt::__private::lift_variable(&#w, #read))
    } else {
        read.clone()
    };
    let (wrapper, ctor) = if kind == ArgKind::Count {
        ("ReadLimit", "with_limit")
    } else {
        ("ReadMillis", "with_millis")
    };
    let wrapper = Ident::new(wrapper, span);
    let ctor = Ident::new(ctor, span);
    quote_spanned!(span=> #ty::#ctor(::bt::__private::decorator::#wrapper::new(#read) #(, #children)*))
}

/// What [`Bindings::bind_all`] gives: per node, the leaf's value (a leaf),
/// and the locals of its arguments and cases (a built-in node).
struct Bound {
    built: Vec<Option<TokenStream>>,
    args: Vec<Vec<Option<Ident>>>,
    cases: Vec<Vec<Ident>>,
}

impl Bindings {
    /// Binds every leaf of `model` (its value under its id, lifted in a
    /// linked tree; its mark in `marks`) and the arguments of every
    /// built-in node: the locals for conditions and switch variables, and
    /// with `all`, for every other argument given and every case value
    /// (see [`bind_builtin`](Self::bind_builtin)).
    fn bind_all(&mut self, model: &Model<'_>, marks: &mut Vec<Ident>, all: bool) -> Bound {
        let n = model.nodes.len();
        let mut bound = Bound {
            built: vec![None; n],
            args: Vec::with_capacity(n),
            cases: vec![Vec::new(); n],
        };
        for (id, node) in model.nodes.iter().enumerate() {
            let locals = match node {
                Checked::Leaf(leaf) => {
                    let (local, mark) = self.bind_leaf(id, &leaf.expr);
                    marks.push(mark);
                    let mut leaf = local.into_token_stream();
                    if self.linked {
                        leaf = quote!(::bt::__private::Lift(#leaf));
                    }
                    bound.built[id] = Some(with_id(id, &leaf));
                    Vec::new()
                }
                Checked::Builtin(builtin) => {
                    let (args, cases) = self.bind_builtin(id, builtin, all);
                    bound.cases[id] = cases;
                    args
                }
            };
            bound.args.push(locals);
        }
        bound
    }
}

fn expand_tree(tree: &Tree, model: &Model<'_>) -> TokenStream {
    let w = witness();
    let lent = Lent::of(model.context);
    let mut bindings = Bindings {
        lent: lent.is_some(),
        ..Bindings::default()
    };
    let mut marks = Vec::new();
    let Slices {
        cuts,
        by_pointer,
        mut apart,
    } = slices(model);
    // (Not in a lent tree: a `FnOutline` keeps pointers to functions of one
    // context type, its lifetimes included.)
    let fn_outline = (by_pointer && lent.is_none()).then_some(&w);
    // A tree deep enough for `FnOutline`s is cut into slices side by side
    // instead, when it can be: then no part is built apart (each slice is
    // built by a `let` of its own, no deeper than a slice).
    let linking = linking(model, &cuts, fn_outline.is_some());
    if linking.is_some() {
        apart.fill(false);
        bindings.linked = true;
    }
    // In a tree built in parts, every argument is bound before the parts
    // are built: a part is a closure, where `?` or `.await` in an argument
    // would mean something else, and binding keeps the arguments evaluated
    // in source order. The slices of a linked tree are built the deepest
    // first: its arguments are bound first too.
    let bind_all = apart.contains(&true) || linking.is_some();
    let Bound {
        mut built,
        args: bound_args,
        cases: bound_cases,
    } = bindings.bind_all(model, &mut marks, bind_all);
    // Parts built apart are built by closures of their own, called in
    // turn, the deepest first (descendants come after their ancestors in
    // pre-order).
    let mut parts = TokenStream::new();
    // The `let`s of the slices of a linked tree, per level.
    let mut slice_lets: Vec<Vec<(TokenStream, TokenStream)>> = Vec::new();
    for id in (0..model.nodes.len()).rev() {
        if let Checked::Builtin(builtin) = &model.nodes[id] {
            let children: Vec<TokenStream> = builtin
                .children
                .iter()
                .map(|&child| built[child].take().unwrap_or_default())
                .collect();
            let value = expand_builtin(
                builtin,
                children,
                &bound_args[id],
                &bound_cases[id],
                linking.is_some(),
            );
            if let Some(linking) = &linking
                && (id == 0 || linking.is_top(id))
            {
                let wide_root = cuts[0] == Cut::Always;
                built[id] = Some(link_slice(linking, id, &value, wide_root, &mut slice_lets));
                continue;
            }
            let mut value = cuts[id].wrap(value, fn_outline);
            if apart[id] {
                let part = Ident::new(&format!("bt_part_{id}"), Span::mixed_site());
                parts.extend(quote!(let #part = (|| #value)();));
                value = part.into_token_stream();
            }
            built[id] = Some(with_id(id, &value));
        }
    }
    // The slices, the deepest level first: each level's in one `let`.
    for level in slice_lets.iter().rev() {
        parts.extend(lets(level));
    }
    let root = built.first_mut().and_then(Option::take).unwrap_or_default();
    let (root, planned) = with_plan(model, lent.as_ref(), root, linking.as_ref());
    let root_span = match model.nodes.first() {
        Some(Checked::Builtin(b)) => b.span,
        Some(Checked::Leaf(leaf)) => leaf.expr.span(),
        None => Span::call_site(),
    };
    let witness_stmt = witness_new(model.context, root_span);
    let bindings = bindings.statements();
    let table = expand_table(tree, model);
    let table_value = table_type();
    let kinds = leaf_kinds(&marks);
    let root = checked_root(&root);
    let finish = if lent.is_some() {
        quote_spanned!(root_span=> ::bt::__private::lent_tree(#w, #table_value, #kinds, #root))
    } else {
        quote!(::bt::__private::tree(#w, #table_value, #kinds, #root))
    };
    let lent_items = lent.map(|lent| lent.items);
    let probe = depth_probe(
        model,
        &cuts,
        linking.as_ref(),
        usize::from(planned),
        root_span,
    );
    quote! {
        {
            #probe
            #table
            #lent_items
            #witness_stmt
            #bindings
            #parts
            #finish
        }
    }
}

/// The root, through `bt::__private::RootProbe`: kept as it is if it is a
/// node over the tree's context, else (in a tree that does not compile:
/// `leaf` or `node` reported why) a `NotANode`, so that `tree.tick(..)`
/// does not repeat the error as one of its own. A struct literal whose
/// method takes it by value: the fewest expressions of the whole tree's
/// type, each of which costs the compiler a walk of that type.
fn checked_root(root: &TokenStream) -> TokenStream {
    let w = witness();
    quote! {{
        #[allow(unused_imports)]
        use ::bt::__private::{ProbeRoot as _, ProbeRootFallback as _};
        ::bt::__private::RootProbe { node: #root, witness: &#w }.root()
    }}
}

/// The root with the tree's resume plan (in a `Resumable`), if it has one,
/// and whether it does (in a linked tree, the plan's paths go on from a
/// slice to the slices below it).
fn with_plan(
    model: &Model<'_>,
    lent: Option<&Lent>,
    root: TokenStream,
    linking: Option<&Linking>,
) -> (TokenStream, bool) {
    let w = witness();
    let Some(plan) = resume::plan(model, linking) else {
        return (root, false);
    };
    let width = id_width(model.nodes.len());
    let root = if lent.is_some() {
        Lent::resumable(&w, &width, &root, &plan)
    } else {
        quote!(::bt::__private::resumable(&#w, #width, #root, #plan))
    };
    (root, true)
}

/// The running leaf's id in one byte when every id of a tree of `nodes`
/// nodes fits in the lower half (the largest value stands for "at rest"),
/// else in two, else in a `usize`.
fn id_width(nodes: usize) -> TokenStream {
    if resume::one_byte_ids(nodes) {
        quote!(0_u8)
    } else if nodes <= 32_768 {
        quote!(0_u16)
    } else {
        quote!(0_usize)
    }
}

/// The slice of a linked tree whose top is node `id`, built as `value`:
/// the slice with the slices below it (`Sliced`). The root's slice is the
/// tree's root (under the root's `Id`, in a `FnOutline` if `wide_root`);
/// any other is bound by a `let` in `lets`, by level (bound the deepest
/// first), and the value returned is the `Gap` where it stands in the
/// slice above, under its id.
fn link_slice(
    linking: &Linking,
    id: usize,
    value: &TokenStream,
    wide_root: bool,
    lets: &mut Vec<Vec<(TokenStream, TokenStream)>>,
) -> TokenStream {
    let w = witness();
    let top = if id == 0 {
        with_id(id, value)
    } else {
        value.clone()
    };
    let below = linking.below[id].iter().map(|&b| slice_local(b));
    let slice = quote! {
        ::bt::__private::Sliced::new(#top, (#(#below,)*))
    };
    if id == 0 {
        return if wide_root {
            fn_outline(&w, &slice)
        } else {
            slice
        };
    }
    let local = slice_local(id);
    let level = linking.level[id];
    lets.resize_with(lets.len().max(level + 1), Vec::new);
    lets[level].push((local.to_token_stream(), fn_outline(&w, &slice)));
    let k = linking.index[id];
    with_id(id, &quote!(::bt::__private::Gap::<#k>::new(&#local)))
}

/// `::bt::__private::<runtime path>`, at `span`.
fn runtime_path(keyword: &Keyword, span: Span) -> TokenStream {
    let segments = keyword.runtime.iter().map(|s| Ident::new(s, span));
    quote_spanned!(span=> ::bt::__private #(:: #segments)*)
}

/// The value of each non-bound argument, in catalogue order.
fn arg_values(builtin: &Builtin<'_>, bound: &[Option<Ident>]) -> Vec<TokenStream> {
    let n = builtin.children.len();
    let const_checks: Vec<(usize, &str)> = builtin.const_thresholds().collect();
    builtin
        .keyword
        .params
        .iter()
        .enumerate()
        .map(|(i, param)| {
            if let Some(Some(local)) = bound.get(i) {
                return local.to_token_stream();
            }
            match (builtin.args[i], param.default) {
                (Some(expr), _) => match const_checks.iter().find(|(p, _)| *p == i) {
                    Some(&(_, never)) => {
                        let message = validate::threshold_message(
                            builtin.keyword,
                            param.name,
                            &expr.to_token_stream().to_string(),
                            None,
                            n,
                            never,
                        );
                        const_threshold(expr, n, &message)
                    }
                    None => unparen(expr).to_token_stream(),
                },
                (None, Default::Int(v)) => int_tokens(v.into()),
                (None, Default::Bool(b)) => quote!(#b),
                (None, Default::Required) => quote!(()),
            }
        })
        .collect()
}

/// An integer as an unsuffixed literal, negated if negative.
fn int_tokens(v: i128) -> TokenStream {
    let magnitude = proc_macro2::Literal::u128_unsuffixed(v.unsigned_abs());
    if v < 0 {
        quote!(-#magnitude)
    } else {
        quote!(#magnitude)
    }
}

/// The integer type of an argument that a literal can fix in the node's
/// type (see `Build::CompositeWithConsts`): `i32` for counts and
/// thresholds, `u64` for milliseconds.
#[derive(Clone, Copy)]
struct ConstType {
    /// The type's name: the suffix a literal may have besides none.
    name: &'static str,
    min: i128,
    max: i128,
}

impl ConstType {
    fn of(kind: ArgKind) -> Option<Self> {
        match kind {
            ArgKind::Count | ArgKind::Threshold(_) => Some(Self {
                name: "i32",
                min: i32::MIN.into(),
                max: i32::MAX.into(),
            }),
            ArgKind::Millis => Some(Self {
                name: "u64",
                min: 0,
                max: u64::MAX.into(),
            }),
            _ => None,
        }
    }

    fn holds(self, value: i128) -> bool {
        (self.min..=self.max).contains(&value)
    }

    /// The value of `expr` if it is an integer literal of this type
    /// (arithmetic on literals included, see [`validate::literal_int`]),
    /// within its range, and so is each step of the arithmetic: what would
    /// not compile as an argument of this type (`3u64` for an `i32`, `-5`
    /// or `1 - 2 + 3` for a `u64`) stays an argument, so that rustc reports
    /// it as it always has.
    fn value(self, expr: &Expr) -> Option<i128> {
        if !self.literals(expr) {
            return None;
        }
        validate::literal_int(expr).filter(|&v| self.holds(v))
    }

    /// `true` if every integer literal in `expr` is unsuffixed or of this
    /// type, no step of its arithmetic leaves the type's range, and it
    /// negates nothing if the type is unsigned.
    fn literals(self, expr: &Expr) -> bool {
        match expr {
            Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Int(int),
                ..
            }) => matches!(int.suffix(), "") || int.suffix() == self.name,
            Expr::Unary(u) => self.min < 0 && self.literals(&u.expr),
            Expr::Binary(b) => {
                self.literals(&b.left)
                    && self.literals(&b.right)
                    && validate::literal_int(expr).is_some_and(|v| self.holds(v))
            }
            Expr::Paren(p) => self.literals(&p.expr),
            Expr::Group(g) => self.literals(&g.expr),
            _ => true,
        }
    }
}

/// The values of a built-in node's arguments if every one is an integer
/// literal of its type (see [`ConstType::value`]) or an integer default.
fn literal_args(builtin: &Builtin<'_>, bound: &[Option<Ident>]) -> Option<Vec<i128>> {
    builtin
        .keyword
        .params
        .iter()
        .enumerate()
        .map(|(i, param)| {
            if matches!(bound.get(i), Some(Some(_))) {
                return None;
            }
            match (builtin.args[i], param.default) {
                (Some(expr), _) => ConstType::of(param.kind)?.value(expr),
                (None, Default::Int(v)) => Some(v.into()),
                _ => None,
            }
        })
        .collect()
}

/// `T::<_, Consts<values..>>::<ctor>(inner)`, or `T::<Consts<values..>>::<ctor>()`
/// for a leaf (no `inner`): a node whose integer arguments are fixed in its
/// type (`Consts` is a path under `::bt::__private`; a negative value is
/// braced, as rustc asks).
fn with_consts(
    ty: &TokenStream,
    consts: &[&str],
    values: &[i128],
    ctor: &str,
    inner: Option<&TokenStream>,
    span: Span,
) -> TokenStream {
    let ctor = Ident::new(ctor, span);
    let consts = consts.iter().map(|s| Ident::new(s, span));
    let values = values.iter().map(|&value| {
        let v = int_tokens(value);
        if value < 0 { quote!({ #v }) } else { v }
    });
    let child = inner.map(|_| quote!(_,));
    quote_spanned!(span=> #ty::<#child ::bt::__private #(:: #consts)* <#(#values),*>>::#ctor(#inner))
}

/// A threshold given as a constant, checked at compile time.
///
/// A `const _` item is evaluated by `cargo check` too, but cannot name the
/// generic parameters of the enclosing function; a single capital letter is
/// by convention such a parameter (`const N: i32`), and an expression that
/// mentions one (`N`, `N + 1`) gets an inline `const { }` block instead,
/// which rustc evaluates only when it generates code (`cargo build`).
///
/// The expression is written once, as the value of an `i32` binding that
/// the check and the node read: a value of another type is then one type
/// error, not one per use.
fn const_threshold(expr: &Expr, n: usize, message: &str) -> TokenStream {
    let expr = unparen(expr);
    let value = Ident::new("BT_THRESHOLD", Span::mixed_site());
    let check = quote_spanned!(expr.span()=>
        if !::bt::__private::threshold_fits(#value, #n) {
            ::core::panic!("{}", #message);
        }
    );
    if mentions_generic(expr) {
        quote_spanned!(expr.span()=> const {
            #[allow(non_snake_case)]
            let #value: ::core::primitive::i32 = #expr;
            #check
            #value
        })
    } else {
        quote_spanned!(expr.span()=> {
            const #value: ::core::primitive::i32 = #expr;
            const _: () = { #check };
            #value
        })
    }
}

/// `true` if `expr` names a path that is a single capital letter: by
/// convention a const generic parameter.
fn mentions_generic(expr: &Expr) -> bool {
    match expr {
        Expr::Path(p) => p.path.get_ident().is_some_and(|i| {
            let name = i.to_string();
            name.len() == 1 && name.chars().all(|c| c.is_ascii_uppercase())
        }),
        Expr::Unary(u) => mentions_generic(&u.expr),
        Expr::Binary(b) => mentions_generic(&b.left) || mentions_generic(&b.right),
        Expr::Paren(p) => mentions_generic(&p.expr),
        Expr::Group(g) => mentions_generic(&g.expr),
        Expr::Cast(c) => mentions_generic(&c.expr),
        _ => false,
    }
}

/// The runtime type of a built-in node; in a linked tree, a node of the
/// user's is lifted over the slice's context, the user's node handed the
/// tree's.
fn node_type(builtin: &Builtin<'_>, linked: bool) -> TokenStream {
    let span = builtin.span;
    if linked && builtin.keyword.is_user() {
        let lifted = Ident::new(
            if builtin.keyword.name == "control" {
                "LiftedControl"
            } else {
                "LiftedDecorator"
            },
            span,
        );
        quote_spanned!(span=> ::bt::__private::custom::#lifted)
    } else {
        runtime_path(builtin.keyword, span)
    }
}

/// A built-in node's construction, from its children's; `bound` and
/// `cases` are the locals its arguments and case values were bound to, if
/// any.
fn expand_builtin(
    builtin: &Builtin<'_>,
    mut children: Vec<TokenStream>,
    bound: &[Option<Ident>],
    cases: &[Ident],
    linked: bool,
) -> TokenStream {
    let span = builtin.span;
    let ty = node_type(builtin, linked);
    let args = arg_values(builtin, bound);
    let value = match builtin.keyword.build {
        Build::DecoratorWithConsts { .. } | Build::LeafWithConsts { .. }
            if let Some((i, kind, _)) = builtin.read_argument() =>
        {
            reading_builtin(&ty, kind, &args[i], &children, linked, span)
        }
        Build::Composite => {
            let list = group(children);
            quote_spanned!(span=> #ty::new(#list))
        }
        Build::CompositeWith(ctor) => {
            let ctor = Ident::new(ctor, span);
            let list = group(children);
            quote_spanned!(span=> #ty::#ctor(#list #(, #args)*))
        }
        Build::CompositeWithConsts {
            ctor,
            consts,
            const_ctor,
        } => {
            let list = group(children);
            if let Some(values) = literal_args(builtin, bound) {
                with_consts(&ty, consts, &values, const_ctor, Some(&list), span)
            } else {
                let ctor = Ident::new(ctor, span);
                quote_spanned!(span=> #ty::#ctor(#list #(, #args)*))
            }
        }
        Build::DecoratorWithConsts { consts, const_ctor } => {
            let child = quote!(#(#children)*);
            if let Some(values) = literal_args(builtin, bound) {
                with_consts(&ty, consts, &values, const_ctor, Some(&child), span)
            } else {
                quote_spanned!(span=> #ty::new(#(#args,)* #child))
            }
        }
        Build::Decorator => quote_spanned!(span=> #ty::new(#(#args,)* #(#children)*)),
        Build::DecoratorWith(ctor) => {
            let ctor = Ident::new(ctor, span);
            quote_spanned!(span=> #ty::#ctor(#(#args,)* #(#children)*))
        }
        Build::Branch if children.len() == 3 => {
            quote_spanned!(span=> #ty::with_else(#(#children),*))
        }
        Build::Branch => quote_spanned!(span=> #ty::new(#(#children),*)),
        Build::Switch => {
            let cases: Vec<TokenStream> = if cases.is_empty() {
                builtin
                    .cases
                    .iter()
                    .map(|case| unparen(case).to_token_stream())
                    .collect()
            } else {
                // (Located at the case: a case of another type than the
                // first is an error there, not on the local's mixed-site
                // span, which is the whole tree.)
                cases
                    .iter()
                    .zip(&builtin.cases)
                    .map(|(local, case)| located_at(&local.to_token_stream(), case.span()))
                    .collect()
            };
            let variable = &args[0];
            let list = group(children);
            if linked {
                return linked_switch(&ty, variable, &cases, &list, span);
            }
            quote_spanned!(span=> #ty::new(#variable, [#(#cases),*], #list))
        }
        Build::TryCatch => {
            let catch = children.pop().unwrap_or_default();
            let list = group(children);
            quote_spanned!(span=> #ty::with_catch_on_halt(#list, #catch #(, #args)*))
        }
        Build::Unit => ty,
        Build::LeafWithConsts { consts, const_ctor } => {
            if let Some(values) = literal_args(builtin, bound) {
                with_consts(&ty, consts, &values, const_ctor, None, span)
            } else {
                quote_spanned!(span=> #ty::new(#(#args),*))
            }
        }
    };
    // Checking `Node<C>` at every level would prove each subtree once per
    // ancestor (quadratic in depth for rustc); see `Keyword::reads_context`.
    if !builtin.keyword.reads_context() {
        return value;
    }
    let w = witness();
    if linked {
        // In a slice, the node is over the slice's context, which has a
        // clock when the tree's context has one: the tree's context is
        // checked (a switch is checked by `linked_switch`).
        quote_spanned!(span=> ::bt::__private::clocked(&#w, #value))
    } else {
        quote_spanned!(span=> ::bt::__private::node(&#w, #value))
    }
}

/// A `switch` in a tree cut into slices side by side (see
/// `depth::Linking`): over its slice's context, with the variable (a
/// function of the tree's context) lifted to it. The variable and the
/// cases go through `switch_cases` first, at the keyword's span: a
/// variable whose type is not the cases', or cases that cannot be
/// compared, are one error there, as `node` reports them in a tree that
/// is not cut (the slice around it is then not a node, which its
/// `OutlineProbe` or the root's `RootProbe` keeps quiet).
fn linked_switch(
    ty: &TokenStream,
    variable: &TokenStream,
    cases: &[TokenStream],
    list: &TokenStream,
    span: Span,
) -> TokenStream {
    let w = witness();
    // (Through `variable` again, at the keyword: a variable of another type
    // than the cases is an error there, as in a tree that is not cut. On
    // the local, rustc would report it on the whole tree: the local's span
    // is `bt!`'s.)
    let variable = quote_spanned!(span=> ::bt::__private::variable(&#w, #variable));
    let checked_variable = Ident::new("bt_variable", Span::mixed_site());
    let checked_cases = Ident::new("bt_cases", Span::mixed_site());
    quote_spanned! {span=> {
        let (#checked_variable, #checked_cases) =
            ::bt::__private::switch_cases(&#w, [#(#cases),*], #variable);
        #ty::new(
            ::bt::__private::lift_variable(&#w, #checked_variable),
            #checked_cases,
            #list,
        )
    }}
}

/// `tokens` (a bound local) located at `span`, with their hygiene kept.
fn located_at(tokens: &TokenStream, span: Span) -> TokenStream {
    tokens
        .clone()
        .into_iter()
        .map(|mut token| {
            token.set_span(token.span().located_at(span));
            token
        })
        .collect()
}

/// The children as one list: a `named` tuple of up to 16 (each child is
/// already wrapped in its `Id`, which `named` moves into the list's type),
/// else a `Group` of lists of equal length but the last (resuming then costs
/// one dispatch per level, O(log n)).
pub(crate) fn group(items: Vec<TokenStream>) -> TokenStream {
    if items.is_empty() {
        return quote!(());
    }
    if items.len() <= MAX_TUPLE {
        return quote!(::bt::__private::named((#(#items,)*)));
    }
    // Each member holds at most `capacity` children: the smallest power of
    // 16 such that 16 members hold them all.
    let mut capacity = MAX_TUPLE;
    while capacity * MAX_TUPLE < items.len() {
        capacity *= MAX_TUPLE;
    }
    // Every member but the last holds `capacity` children, the last the
    // rest: the group then finds the member of a position by a shift
    // (`Group::locate`), not one compare per member. Two members split the
    // list in halves instead: the group finds the member by one compare,
    // whatever the split, and even halves measured cheaper than a full
    // member and a short one (W7, 20 actions: 36.0 against 42.4
    // instructions per tick, `scripts/instructions.sh`).
    let members = items.len().div_ceil(capacity);
    let stride = if members == 2 {
        items.len().div_ceil(2)
    } else {
        capacity
    };
    let mut lists = Vec::with_capacity(members);
    let mut rest = items.into_iter();
    for _ in 1..members {
        lists.push(group(rest.by_ref().take(stride).collect()));
    }
    lists.push(group(rest.collect()));
    quote!(::bt::__private::children::Group((#(#lists,)*)))
}

/// The errors, then every leaf and argument expression, then a value of
/// type `Tree<_, C>` that is never built: the rest of the user's code still
/// type-checks, so its errors show in the same build.
fn expand_fallback(tree: &Tree, errors: &TokenStream) -> TokenStream {
    let w = witness();
    let witness_stmt = witness_new(tree.context.as_ref().map(|c| &c.ty), Span::call_site());
    let mut bindings = Bindings::default();
    let mut keep = |expr: &Expr, value: TokenStream| bindings.push(expr, quote!(_), value);
    for node in &tree.nodes {
        match &node.head {
            Head::Leaf(leaf) => keep(&leaf.expr, leaf_call(&leaf.expr, false)),
            Head::Keyword(head) => {
                let Some(args) = &head.args else { continue };
                for (i, arg) in args.list.iter().enumerate() {
                    let expr = arg.value();
                    match fallback_arg_kind(head.keyword, i, arg) {
                        Some(ArgKind::Condition) => keep(expr, leaf_call(expr, false)),
                        // (A literal variable is an error of its own.)
                        Some(ArgKind::Variable) if !ast::is_literal(expr) => {
                            keep(expr, variable_call(expr, false));
                        }
                        _ if ast::is_closure(expr) => {}
                        _ => keep(expr, expr.to_token_stream()),
                    }
                }
            }
        }
    }
    let bindings = bindings.statements();
    quote! {
        {
            #errors
            #witness_stmt
            #bindings
            ::bt::__private::invalid_tree(#w)
        }
    }
}

/// What the `i`-th argument of a node is, as far as it can be told.
fn fallback_arg_kind(keyword: Option<&Keyword>, i: usize, arg: &Arg) -> Option<ArgKind> {
    let keyword = keyword?;
    match arg {
        Arg::Named { name, .. } => keyword.param(&name.to_string()).map(|(_, p)| p.kind),
        Arg::Positional(_) => keyword.params.get(i).map(|p| p.kind),
    }
}

#[cfg(test)]
mod tests {
    use proc_macro2::TokenStream;
    use quote::quote;

    use super::{ConstType, group};
    use crate::catalogue::ArgKind;

    /// The shape of a children list: the size of a flat tuple, or the
    /// shapes of a group's members.
    #[derive(Debug, PartialEq)]
    enum Shape {
        Tuple(usize),
        Group(Vec<Shape>),
    }

    fn shape(expr: &syn::Expr) -> Shape {
        match expr {
            syn::Expr::Tuple(tuple) => Shape::Tuple(tuple.elems.len()),
            syn::Expr::Call(call)
                if quote!(#call)
                    .to_string()
                    .starts_with(":: bt :: __private :: named") =>
            {
                shape(call.args.first().expect("a tuple"))
            }
            syn::Expr::Call(call) => match call.args.first() {
                Some(syn::Expr::Tuple(members)) => {
                    Shape::Group(members.elems.iter().map(shape).collect())
                }
                _ => panic!("a group holds a tuple"),
            },
            _ => panic!("unexpected children list"),
        }
    }

    fn shape_of(n: usize) -> Shape {
        let items: Vec<TokenStream> = (0..n).map(|_| quote!(x)).collect();
        shape(&syn::parse2(group(items)).unwrap_or_else(|e| panic!("{e}")))
    }

    fn sizes(shape: &Shape) -> Vec<usize> {
        match shape {
            Shape::Tuple(n) => vec![*n],
            Shape::Group(members) => members.iter().flat_map(sizes).collect(),
        }
    }

    /// Random token soups from the grammar's vocabulary, with balanced
    /// groups: parsing, validation and expansion never panic.
    #[test]
    fn never_panics_on_any_input() {
        const WORDS: &[&str] = &[
            "sequence",
            "repeat",
            "switch",
            "parallel",
            "success",
            "sleep",
            "try_catch",
            "if_then_else",
            "while_",
            "frob",
            "a",
            "agent::act",
            "case_1",
            "num_cycles",
            "success_count",
            "<",
            ">",
            ">>",
            ",",
            "=",
            "==",
            "=>",
            ":",
            "::",
            "-",
            "1",
            "3",
            "-1",
            "\"\"",
            "\"x\"",
            "|a| a",
            "move",
            "Agent",
            "true",
            "<T as U>::f",
            ";",
        ];
        let mut state: u64 = 0x5EED;
        let mut next = move |n: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            usize::try_from(state % n as u64).unwrap_or(0)
        };
        for _ in 0..3_000 {
            let mut text = String::new();
            let mut open = Vec::new();
            for _ in 0..next(24) {
                match next(10) {
                    0 => {
                        let (o, c) = [("(", ")"), ("{", "}"), ("[", "]")][next(3)];
                        text.push_str(o);
                        open.push(c);
                    }
                    1 if !open.is_empty() => text.push_str(open.pop().unwrap_or_default()),
                    _ => text.push_str(WORDS[next(WORDS.len())]),
                }
                text.push(' ');
            }
            while let Some(close) = open.pop() {
                text.push_str(close);
            }
            let Ok(tokens) = text.parse::<TokenStream>() else {
                continue;
            };
            let _ = super::bt(&crate::parse::recovering(tokens));
        }
    }

    #[test]
    fn up_to_16_children_are_one_tuple() {
        assert_eq!(shape_of(0), Shape::Tuple(0));
        assert_eq!(shape_of(1), Shape::Tuple(1));
        assert_eq!(shape_of(16), Shape::Tuple(16));
    }

    #[test]
    fn more_children_are_grouped_in_full_members_then_the_rest() {
        assert_eq!(
            shape_of(17),
            Shape::Group(vec![Shape::Tuple(9), Shape::Tuple(8)])
        );
        assert_eq!(
            shape_of(32),
            Shape::Group(vec![Shape::Tuple(16), Shape::Tuple(16)])
        );
        assert_eq!(
            shape_of(40),
            Shape::Group(vec![Shape::Tuple(16), Shape::Tuple(16), Shape::Tuple(8)])
        );
        assert_eq!(
            shape_of(256),
            Shape::Group((0..16).map(|_| Shape::Tuple(16)).collect())
        );
        // 1,000 children: 3 groups of 256 (16 tuples of 16 each), then one
        // of 232 (14 tuples of 16 and one of 8).
        let thousand = shape_of(1000);
        let Shape::Group(members) = &thousand else {
            panic!("a group")
        };
        assert_eq!(members.len(), 4);
        for member in &members[..3] {
            assert_eq!(sizes(member), [16; 16]);
        }
        let mut last = sizes(&members[3]);
        assert_eq!(last.pop(), Some(8));
        assert_eq!(last, [16; 14]);
        assert_eq!(sizes(&thousand).iter().sum::<usize>(), 1000);
    }

    /// Checks a group at every level: at most 16 members, every member but
    /// the last of the same length (with three or more members, a power of
    /// 16, what `Group::locate` divides by), the last one not empty and not
    /// longer; returns the flat length.
    fn check_members(shape: &Shape) -> usize {
        match shape {
            Shape::Tuple(n) => {
                assert!((1..=16).contains(n), "a tuple of {n}");
                *n
            }
            Shape::Group(members) => {
                assert!(
                    (2..=16).contains(&members.len()),
                    "{} members",
                    members.len()
                );
                let lens: Vec<usize> = members.iter().map(check_members).collect();
                let (last, rest) = lens.split_last().expect("members");
                assert!(rest.iter().all(|&n| n == rest[0]), "members of {lens:?}");
                assert!(
                    rest.len() == 1 || [16, 256, 4096].contains(&rest[0]),
                    "members of {lens:?}"
                );
                assert!(*last >= 1 && *last <= rest[0], "members of {lens:?}");
                lens.iter().sum()
            }
        }
    }

    #[test]
    fn every_group_has_equal_members_but_the_last() {
        for n in (17..=600).chain([1000, 1024, 4095, 4096, 4097, 5000, 8192, 65_536]) {
            assert_eq!(check_members(&shape_of(n)), n, "{n} children");
        }
    }

    /// Which arguments go into a node's type: a literal of the argument's
    /// type, in its range at every step; anything else stays an argument,
    /// for rustc to accept or report as it would without the macro.
    #[test]
    fn const_arguments_are_literals_of_their_type() {
        let value = |kind: ArgKind, expr: TokenStream| {
            let expr: syn::Expr = syn::parse2(expr).unwrap_or_else(|e| panic!("{e}"));
            ConstType::of(kind).and_then(|ty| ty.value(&expr))
        };
        let count = ArgKind::Count;
        assert_eq!(value(count, quote!(3)), Some(3));
        assert_eq!(value(count, quote!(-1)), Some(-1));
        assert_eq!(value(count, quote!(3i32)), Some(3));
        assert_eq!(value(count, quote!(-2147483648)), Some(-2_147_483_648));
        assert_eq!(value(count, quote!(3u64)), None);
        assert_eq!(value(count, quote!(2147483648)), None);
        assert_eq!(value(count, quote!(2147483647 + 1 - 1)), None);
        assert_eq!(value(count, quote!(n)), None);
        let millis = ArgKind::Millis;
        assert_eq!(value(millis, quote!(2000)), Some(2000));
        assert_eq!(value(millis, quote!(2000u64)), Some(2000));
        assert_eq!(value(millis, quote!(2 * 1000)), Some(2000));
        assert_eq!(value(millis, quote!((250))), Some(250));
        assert_eq!(
            value(millis, quote!(18446744073709551615)),
            Some(u64::MAX.into())
        );
        assert_eq!(value(millis, quote!(18446744073709551616)), None);
        assert_eq!(value(millis, quote!(2000u32)), None);
        assert_eq!(value(millis, quote!(2000i32)), None);
        assert_eq!(value(millis, quote!(-5)), None);
        assert_eq!(value(millis, quote!(-0)), None);
        assert_eq!(value(millis, quote!(1 - 2 + 3)), None);
        assert_eq!(value(millis, quote!(MS)), None);
        assert_eq!(value(millis, quote!(ms * 2)), None);
        assert_eq!(value(ArgKind::Flag, quote!(1)), None);
    }
}
