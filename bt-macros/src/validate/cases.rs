//! The cases of `switch`: which argument names are cases (`case_n`), case
//! values that repeat an earlier one, and a variable that is a literal.

use quote::ToTokens;
use syn::Expr;

use super::thresholds::literal_int;
use super::{Builtin, Errors};
use crate::catalogue::Keyword;

/// `Some(n)` for `case_n` (n ≥ 1) on `switch`.
pub(super) fn case_number(keyword: &Keyword, name: &str) -> Option<usize> {
    if !keyword.has_cases() {
        return None;
    }
    let digits = name.strip_prefix("case_")?;
    if digits.starts_with('0') || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    // A case number needs a child each, so anything that does not fit in a
    // `u16` is not a real case.
    digits
        .parse::<u16>()
        .ok()
        .map(usize::from)
        .filter(|&n| n > 0)
}

/// A `switch` picks the first case whose value matches, so a case that
/// repeats an earlier one could never be selected: its child would be dead
/// code. BehaviorTree.CPP accepts such a tree silently; `bt!` makes it an
/// error (a proc macro cannot emit a warning on stable Rust, and a dead
/// branch is a mistake worth stopping the build for). Only values the macro
/// can compare are checked: literals (integers by value) and paths to
/// constants or enum variants.
pub(super) fn check_duplicate_cases(cases: &[&Expr], errors: &mut Errors) {
    let keys: Vec<Option<String>> = cases.iter().map(|case| case_key(case)).collect();
    for (i, key) in keys.iter().enumerate() {
        let Some(key) = key else { continue };
        if let Some(first) = keys[..i].iter().position(|k| k.as_ref() == Some(key)) {
            errors.push_spanned(
                cases[i],
                format!(
                    "`case_{}` repeats the value of `case_{}`: `switch` picks the first case \
                     that matches, so the child of `case_{}` could never run; remove this case \
                     (and its child) or change its value",
                    i + 1,
                    first + 1,
                    i + 1
                ),
            );
        }
    }
}

/// What a case value is compared by: its value for an integer literal, its
/// tokens for other literals and paths, `None` for anything else.
fn case_key(expr: &Expr) -> Option<String> {
    if let Some(value) = literal_int(expr) {
        return Some(value.to_string());
    }
    match expr {
        Expr::Lit(_) | Expr::Path(_) => Some(expr.to_token_stream().to_string()),
        Expr::Paren(p) => case_key(&p.expr),
        Expr::Group(g) => case_key(&g.expr),
        _ => None,
    }
}

/// `switch`'s variable is read from the context at each tick: a function
/// or closure. A literal there (`switch(3, 1, 2)`) is a case value written
/// first, or a variable left out; one error on it, instead of rustc's
/// errors on the literal, the node and the tree's `tick`. `true` if it
/// reported one.
pub(super) fn check_variable(builtin: &Builtin<'_>, errors: &mut Errors) -> bool {
    if !builtin.keyword.has_cases() {
        return false;
    }
    let Some(Some(variable)) = builtin.args.first() else {
        return false;
    };
    if !crate::ast::is_literal(variable) {
        return false;
    }
    let name = builtin.keyword.name;
    let written = crate::snippet::snippet(*variable);
    errors.push_spanned(
        variable,
        format!(
            "`{name}` reads its variable from the context at each tick, and `{written}` is a \
             literal: write a function or closure of the context first, then the case values \
             (`{name}(|ctx| ctx.mode, {written}, ..)`)"
        ),
    );
    true
}
