//! Expansion snapshots: each `tests/expand/<case>.rs` holds the input of
//! one `bt!` call; its expansion, pretty-printed inside `fn main`, must equal
//! `tests/expand/<case>.expanded.rs`. `BT_BLESS=1 cargo test -p bt-macros`
//! rewrites the snapshots; read the diff before committing.

use std::fs;
use std::path::{Path, PathBuf};

use proc_macro2::TokenStream;

fn cases() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/expand");
    let mut cases: Vec<PathBuf> = fs::read_dir(&dir)
        .expect("tests/expand exists")
        .map(|entry| entry.expect("readable directory").path())
        .filter(|path| {
            let is_rs = path.extension().is_some_and(|e| e == "rs");
            let expanded = path
                .file_stem()
                .and_then(|s| s.to_str())
                .is_some_and(|s| s.ends_with(".expanded"));
            is_rs && !expanded
        })
        .collect();
    cases.sort();
    cases
}

fn expand_pretty(input: &str) -> String {
    let tokens: TokenStream = input.parse().expect("a case is valid tokens");
    let expanded = crate::expand::bt(&crate::parse::recovering(tokens));
    let file: syn::File = syn::parse_quote! {
        fn main() {
            let tree = #expanded;
        }
    };
    prettyplease::unparse(&file)
}

#[test]
fn expansions_match_snapshots() {
    let bless = std::env::var_os("BT_BLESS").is_some();
    let cases = cases();
    assert!(cases.len() >= 10, "the snapshot cases are missing");
    let mut stale = Vec::new();
    for case in cases {
        let input = fs::read_to_string(&case).expect("readable case");
        let expanded = expand_pretty(&input);
        let snapshot = case.with_extension("expanded.rs");
        if bless {
            fs::write(&snapshot, &expanded).expect("writable snapshot");
        } else if fs::read_to_string(&snapshot).ok().as_deref() != Some(expanded.as_str()) {
            stale.push(format!(
                "{}:\n{expanded}",
                snapshot.file_name().unwrap_or_default().to_string_lossy()
            ));
        }
    }
    assert!(
        stale.is_empty(),
        "expansions differ from their snapshots (bless with BT_BLESS=1):\n\n{}",
        stale.join("\n")
    );
}
