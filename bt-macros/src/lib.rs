//! The `bt!` macro of the [`bt`](https://docs.rs/bt) behavior-tree library.
//!
//! Use it through the `bt` crate, which re-exports it: the expansion names
//! `::bt::...` paths. Inside, four phases in their own modules: `parse` (the
//! grammar of `ast`) → `validate` (the rules of the keyword `catalogue`) →
//! `expand`.
#![forbid(unsafe_code)]

mod ast;
mod catalogue;
mod expand;
mod lent;
mod parse;
mod resume;
#[cfg(test)]
mod snapshots;
mod snippet;
mod table;
mod validate;

// Parsing goes through `parse::recovering` rather than
// `parse_macro_input!`: on a syntax error it keeps the nodes read before it,
// so that the expansion still contains their leaves (their own type errors
// and IDE completion survive the syntax error).
#[doc = include_str!("../doc/bt.md")]
#[proc_macro]
pub fn bt(input: proc_macro::TokenStream) -> proc_macro::TokenStream {
    expand::bt(&parse::recovering(input.into())).into()
}
