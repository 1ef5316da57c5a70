//! `bt_xml!`: a BehaviorTree.CPP 4 XML file (as Groot2 writes it) turned at
//! compile time into the tree `bt!` builds. Use it through the `bt` facade
//! (`bt::bt_xml!`, feature `xml`); the docs and examples are there.
//!
//! Why a crate of its own: `bt-macros` parses Rust tokens with syn, quote
//! and proc-macro2 only, and this macro needs an XML parser (`roxmltree`,
//! for line and column numbers). It does not generate any tree itself: it
//! reads the XML, checks it (every mistake is a compile error quoting the
//! file, line and column, with the fix), and expands to one `bt!` call, so
//! the tree is exactly the zero-cost tree `bt!` builds, and every rule of
//! `bt!` applies on top. The node catalogue (BT.CPP tags, `bt!` keywords,
//! port names and types) is `bt-core`'s table (`bt_core::table::Kind`), the
//! one the run-time loader and the exporter read.

mod blackboard;
mod input;
mod walk;

use proc_macro::TokenStream;

/// See `bt::bt_xml!`.
#[proc_macro]
pub fn bt_xml(input: TokenStream) -> TokenStream {
    let input = syn::parse_macro_input!(input as input::Input);
    walk::expand(&input)
        .unwrap_or_else(syn::Error::into_compile_error)
        .into()
}

/// See `bt::xml::Blackboard`.
#[proc_macro_derive(Blackboard, attributes(entry))]
pub fn derive_blackboard(input: TokenStream) -> TokenStream {
    let input = syn::parse_macro_input!(input as syn::DeriveInput);
    blackboard::expand(&input)
        .unwrap_or_else(syn::Error::into_compile_error)
        .into()
}
