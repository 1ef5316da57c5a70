//! Trees over a context type written with elided lifetimes,
//! `bt!(Ctx<'_> => ...)`: a `bt::LentTree`, ticked with a context made
//! afresh for each tick.
//!
//! The tree's nodes must work with `Ctx<'a>` for every `'a`. Function
//! leaves written `fn(c: &mut Ctx<'_>)` do; a closure does only if its
//! signature is deduced from a bound that is higher-ranked over those
//! lifetimes, and the expansion's own closures (the resume plan, closure
//! leaves, `switch` variables) would otherwise get theirs from the shared
//! context type, one lifetime for the whole tree. So the expansion
//! declares two helpers whose bounds name the context type with its
//! lifetimes bound (`for<'bt_lent_0> FnMut(&mut Ctx<'bt_lent_0>) -> _`),
//! and passes those closures through them.

use proc_macro2::{Group, Ident, Punct, Spacing, Span, TokenStream, TokenTree};
use quote::{ToTokens, quote, quote_spanned};
use syn::spanned::Spanned;

/// The helpers of a lent tree.
pub(crate) struct Lent {
    /// The helpers' declarations.
    pub(crate) items: TokenStream,
}

/// The helper for closures over the context: `bt_lent_fn(closure)`.
fn fn_helper() -> Ident {
    Ident::new("bt_lent_fn", Span::mixed_site())
}

/// The helper for the resume plan: `bt_lent_plan(&root, plan)`.
fn plan_helper() -> Ident {
    Ident::new("bt_lent_plan", Span::mixed_site())
}

impl Lent {
    /// The helpers for `context`, if it is written with elided lifetimes
    /// (`'_`); `None` for any other context type, and for none.
    pub(crate) fn of(context: Option<&syn::Type>) -> Option<Self> {
        let context = context?;
        let mut lifetimes = Vec::new();
        let named = name_lifetimes(context.to_token_stream(), &mut lifetimes);
        if lifetimes.is_empty() {
            return None;
        }
        let f = fn_helper();
        let plan = plan_helper();
        let items = quote_spanned! {context.span()=>
            #[allow(dead_code)]
            fn #f<BtOut, BtFn>(f: BtFn) -> BtFn
            where
                BtFn: for<#(#lifetimes),*> ::core::ops::FnMut(&mut #named) -> BtOut,
            {
                f
            }
            #[allow(dead_code)]
            fn #plan<BtNode, BtIndex, BtFn>(_: &BtNode, _: BtIndex, f: BtFn) -> BtFn
            where
                BtFn: for<#(#lifetimes),*> ::core::ops::Fn(
                    &mut ::bt::__private::resume::Parts<BtNode, BtIndex>,
                    ::core::primitive::usize,
                    &mut #named,
                    ::bt::__private::resume::Walk<BtNode, BtIndex, #named>,
                ) -> ::bt::__private::Status,
            {
                f
            }
        };
        Some(Self { items })
    }

    /// `closure`, passed through the helper that makes it work for every
    /// lifetime of the context (at the closure's span, so that an error
    /// about it points at the closure).
    pub(crate) fn closure(closure: &syn::Expr) -> TokenStream {
        let f = fn_helper();
        quote_spanned!(closure.span()=> #f(#closure))
    }

    /// The root with its resume plan, the plan's closure typed for every
    /// lifetime of the context.
    pub(crate) fn resumable(
        w: &Ident,
        width: &TokenStream,
        root: &TokenStream,
        plan: &TokenStream,
    ) -> TokenStream {
        let helper = plan_helper();
        let node = Ident::new("bt_lent_root", Span::mixed_site());
        let planned = Ident::new("bt_lent_planned", Span::mixed_site());
        quote! {{
            let #node = #root;
            let #planned = #helper(&#node, #width, #plan);
            ::bt::__private::resumable(&#w, #width, #node, #planned)
        }}
    }
}

/// `tokens` with each `'_` replaced by a lifetime of its own,
/// `'bt_lent_<k>`, collected in `names`.
fn name_lifetimes(tokens: TokenStream, names: &mut Vec<TokenStream>) -> TokenStream {
    let mut out = TokenStream::new();
    let mut iter = tokens.into_iter().peekable();
    while let Some(tree) = iter.next() {
        match tree {
            TokenTree::Punct(p) if p.as_char() == '\'' && p.spacing() == Spacing::Joint => {
                match iter.peek() {
                    Some(TokenTree::Ident(id)) if id == "_" => {
                        iter.next();
                        let name = lifetime(names.len(), p.span());
                        name.to_tokens(&mut out);
                        names.push(name);
                    }
                    _ => out.extend([TokenTree::Punct(p)]),
                }
            }
            TokenTree::Group(g) => {
                let mut group = Group::new(g.delimiter(), name_lifetimes(g.stream(), names));
                group.set_span(g.span());
                out.extend([TokenTree::Group(group)]);
            }
            other => out.extend([other]),
        }
    }
    out
}

/// `'bt_lent_<k>` at `span`.
fn lifetime(k: usize, span: Span) -> TokenStream {
    let mut tick = Punct::new('\'', Spacing::Joint);
    tick.set_span(span);
    let name = Ident::new(&format!("bt_lent_{k}"), span);
    let mut out = TokenStream::new();
    out.extend([TokenTree::Punct(tick), TokenTree::Ident(name)]);
    out
}

#[cfg(test)]
mod tests {
    use quote::quote;

    use super::name_lifetimes;

    #[test]
    fn elided_lifetimes_are_named_each_its_own() {
        let mut lifetimes = Vec::new();
        let named = name_lifetimes(quote!(Ctx<'_, 'static, Inner<'_>>), &mut lifetimes);
        assert_eq!(
            named.to_string(),
            quote!(Ctx<'bt_lent_0, 'static, Inner<'bt_lent_1>>).to_string()
        );
        assert_eq!(lifetimes.len(), 2);
        let mut none = Vec::new();
        let same = name_lifetimes(quote!(Agent), &mut none);
        assert_eq!(same.to_string(), "Agent");
        assert!(none.is_empty());
    }
}
