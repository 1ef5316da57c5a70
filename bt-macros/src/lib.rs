//! The `bt!` macro of the [`bt`](https://docs.rs/bt) behavior-tree library.
//!
//! Use it through the `bt` crate, which re-exports it: the expansion names
//! `::bt::...` paths. The phases live in their own modules: [`parse`] (the
//! grammar of [`ast`]) → [`validate`] (the rules of the [`catalogue`]) →
//! [`expand`].

mod ast;
mod catalogue;
mod expand;
mod parse;
mod validate;

#[doc = include_str!("../doc/bt.md")]
#[proc_macro]
pub fn bt(input: proc_macro::TokenStream) -> proc_macro::TokenStream {
    expand::bt(&parse::recovering(input.into())).into()
}
