//! `#[derive(Blackboard)]`: each field of a context struct registered as an
//! entry of the XML factory, as `factory.entry_mut(name, get, set)` would.

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{Data, DeriveInput, Fields, LitStr};

/// What `#[entry(..)]` says of a field.
#[derive(Default)]
struct Options {
    skip: bool,
    read_only: bool,
    rename: Option<LitStr>,
}

/// `true` for a name scripts and `{key}`s can write: a letter or `_`, then
/// letters, digits and `_` (BT.CPP's script identifiers).
fn is_key(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

fn options(field: &syn::Field) -> syn::Result<Options> {
    let mut options = Options::default();
    for attr in field.attrs.iter().filter(|a| a.path().is_ident("entry")) {
        attr.parse_nested_meta(|meta| {
            let twice = |what: &str| meta.error(format!("`{what}` is given twice"));
            if meta.path.is_ident("skip") {
                if options.skip {
                    return Err(twice("skip"));
                }
                options.skip = true;
            } else if meta.path.is_ident("read_only") {
                if options.read_only {
                    return Err(twice("read_only"));
                }
                options.read_only = true;
            } else if meta.path.is_ident("rename") {
                if options.rename.is_some() {
                    return Err(twice("rename"));
                }
                let name: LitStr = meta.value()?.parse()?;
                if !is_key(&name.value()) {
                    return Err(syn::Error::new(
                        name.span(),
                        "an entry's name is a letter or `_`, then letters, digits and `_`, as \
                         scripts and `{key}`s write it",
                    ));
                }
                options.rename = Some(name);
            } else {
                return Err(meta.error(
                    "unknown `entry` option: write `skip`, `read_only` or `rename = \"name\"`",
                ));
            }
            Ok(())
        })?;
        if options.skip && (options.read_only || options.rename.is_some()) {
            return Err(syn::Error::new_spanned(
                attr,
                "a skipped field is no entry: `skip` takes no other option",
            ));
        }
    }
    Ok(options)
}

/// The `impl bt::xml::Blackboard` of the struct.
pub(crate) fn expand(input: &DeriveInput) -> syn::Result<TokenStream> {
    let name = &input.ident;
    let Data::Struct(data) = &input.data else {
        return Err(syn::Error::new(
            name.span(),
            "`#[derive(Blackboard)]` takes a struct with named fields: each field is an entry \
             named after it",
        ));
    };
    let fields = match &data.fields {
        Fields::Named(fields) => fields,
        Fields::Unnamed(_) => {
            return Err(syn::Error::new(
                data.fields.span(),
                "`#[derive(Blackboard)]` takes a struct with named fields: each field is an entry \
                 named after it (a tuple struct's fields have no names)",
            ));
        }
        Fields::Unit => {
            return Err(syn::Error::new(
                name.span(),
                "`#[derive(Blackboard)]` takes a struct with named fields: each field is an entry \
                 named after it (this struct has none)",
            ));
        }
    };
    let mut registrations = Vec::new();
    let mut names: Vec<(String, proc_macro2::Span)> = Vec::new();
    for field in &fields.named {
        let options = options(field)?;
        if options.skip {
            continue;
        }
        let Some(ident) = &field.ident else { continue };
        let (key, key_span) = match &options.rename {
            Some(name) => (name.value(), name.span()),
            None => (
                ident.to_string().trim_start_matches("r#").to_owned(),
                ident.span(),
            ),
        };
        if let Some((_, _)) = names.iter().find(|(n, _)| *n == key) {
            return Err(syn::Error::new(
                key_span,
                format!(
                    "a second entry named `{key}`: rename one (`#[entry(rename = \"..\")]`) or \
                     skip it (`#[entry(skip)]`)"
                ),
            ));
        }
        names.push((key.clone(), key_span));
        let ty = &field.ty;
        let key = LitStr::new(&key, key_span);
        // At the field's type: a type without `Clone` (or, read-only,
        // without `Display`) is reported there.
        let get = quote_spanned!(ty.span()=>
            |c: &Self| -> #ty { ::core::clone::Clone::clone(&c.#ident) }
        );
        registrations.push(if options.read_only {
            quote_spanned!(ty.span()=> ::bt::xml::EntryRegistry::entry(factory, #key, #get);)
        } else {
            quote_spanned!(ty.span()=>
                ::bt::xml::EntryRegistry::entry_mut(
                    factory, #key, #get, |c: &mut Self, value: #ty| c.#ident = value,
                );
            )
        });
    }
    let (impl_generics, ty_generics, where_clause) = input.generics.split_for_impl();
    let mut where_clause = where_clause
        .cloned()
        .unwrap_or_else(|| syn::parse_quote!(where));
    where_clause
        .predicates
        .push(syn::parse_quote!(Self: 'static));
    Ok(quote! {
        impl #impl_generics ::bt::xml::Blackboard for #name #ty_generics #where_clause {
            fn register_entries<F: ::bt::xml::EntryRegistry<Self>>(factory: &mut F) {
                #(#registrations)*
            }
        }
    })
}
