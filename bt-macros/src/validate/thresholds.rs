//! Thresholds (the counts of `parallel` and `parallel_all`) that no number
//! of children can meet: found here when they are integer literals or
//! arithmetic on them, left to a `const` block of the expansion when they
//! are constants the macro cannot read; and the integer arithmetic the
//! macro evaluates.

use quote::ToTokens;
use syn::{BinOp, Expr, Lit, UnOp};

use super::{Builtin, Errors};
use crate::catalogue::{ArgKind, Keyword};

impl Builtin<'_> {
    /// The threshold arguments to check at compile time in a `const` block,
    /// with what the node could never do if they are too large.
    pub(crate) fn const_thresholds(&self) -> impl Iterator<Item = (usize, &'static str)> + '_ {
        self.keyword
            .params
            .iter()
            .enumerate()
            .filter_map(|(i, param)| match (param.kind, self.args[i]) {
                (ArgKind::Threshold(never), Some(expr))
                    if literal_int(expr).is_none() && is_const_like(expr) =>
                {
                    Some((i, never))
                }
                _ => None,
            })
    }
}

/// Thresholds given as integer literals, or arithmetic on them, are checked
/// here (so `cargo check` and rust-analyzer report them with every other
/// error); constants the macro cannot read are checked by expansion in a
/// `const` block.
pub(super) fn check_thresholds(builtin: &Builtin<'_>, errors: &mut Errors) {
    let n = builtin.children.len();
    if n == 0 {
        return;
    }
    for (param, arg) in builtin.keyword.params.iter().zip(&builtin.args) {
        if let (ArgKind::Threshold(never), Some(expr)) = (param.kind, arg)
            && let Some(value) = literal_int(expr)
            && value > i128::try_from(n).unwrap_or(i128::MAX)
        {
            let written = expr.to_token_stream().to_string();
            let computed = (written != value.to_string()).then_some(value);
            errors.push_spanned(
                expr,
                threshold_message(builtin.keyword, param.name, &written, computed, n, never),
            );
        }
    }
}

/// The message for a threshold that can never be met, shared with the
/// `const` check of expansion.
pub(crate) fn threshold_message(
    keyword: &Keyword,
    param: &str,
    value: &str,
    computed: Option<i128>,
    n: usize,
    never: &str,
) -> String {
    let node = keyword.name;
    let children = if n == 1 { "child" } else { "children" };
    let computed = computed.map_or_else(String::new, |v| format!(" (= {v})"));
    format!(
        "`{param} = {value}`{computed} can never be met: `{node}` has {n} {children}, so it \
         could never {never}; use at most {n}, or a negative count (-1 = all children)"
    )
}

/// The value of an integer literal, possibly negated, or of `+ - * / %`
/// on such literals (`None` on overflow or division by zero, which rustc
/// reports itself).
pub(crate) fn literal_int(expr: &Expr) -> Option<i128> {
    match expr {
        Expr::Lit(lit) => match &lit.lit {
            Lit::Int(int) => int.base10_parse().ok(),
            _ => None,
        },
        Expr::Unary(unary) if matches!(unary.op, UnOp::Neg(_)) => {
            literal_int(&unary.expr).and_then(i128::checked_neg)
        }
        Expr::Binary(binary) => {
            let (a, b) = (literal_int(&binary.left)?, literal_int(&binary.right)?);
            match binary.op {
                BinOp::Add(_) => a.checked_add(b),
                BinOp::Sub(_) => a.checked_sub(b),
                BinOp::Mul(_) => a.checked_mul(b),
                BinOp::Div(_) => a.checked_div(b),
                BinOp::Rem(_) => a.checked_rem(b),
                _ => None,
            }
        }
        Expr::Paren(p) => literal_int(&p.expr),
        Expr::Group(g) => literal_int(&g.expr),
        _ => None,
    }
}

/// `true` for expressions a `const` block can evaluate: literals, paths to
/// constants (`SCREAMING_CASE`, by convention) and arithmetic on them.
pub(crate) fn is_const_like(expr: &Expr) -> bool {
    match expr {
        Expr::Lit(_) => true,
        Expr::Path(p) => {
            p.qself.is_none()
                && p.path.segments.last().is_some_and(|s| {
                    let name = s.ident.to_string();
                    name.chars().any(|c| c.is_ascii_uppercase())
                        && !name.chars().any(|c| c.is_ascii_lowercase())
                })
        }
        Expr::Unary(u) => matches!(u.op, UnOp::Neg(_)) && is_const_like(&u.expr),
        Expr::Binary(b) => is_const_like(&b.left) && is_const_like(&b.right),
        Expr::Paren(p) => is_const_like(&p.expr),
        Expr::Group(g) => is_const_like(&g.expr),
        Expr::Cast(c) => is_const_like(&c.expr),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use proc_macro2::TokenStream;
    use quote::quote;

    use super::{is_const_like, literal_int};

    #[test]
    fn constant_expressions() {
        let expr = |tokens: TokenStream| {
            syn::parse2::<syn::Expr>(tokens).unwrap_or_else(|e| panic!("{e}"))
        };
        assert_eq!(literal_int(&expr(quote!(-3))), Some(-3));
        assert_eq!(literal_int(&expr(quote!((7)))), Some(7));
        assert_eq!(literal_int(&expr(quote!(N))), None);
        assert_eq!(literal_int(&expr(quote!(3 + 1))), Some(4));
        assert_eq!(literal_int(&expr(quote!(-(2 * 3) % 4))), Some(-2));
        assert_eq!(literal_int(&expr(quote!(1 / 0))), None);
        assert_eq!(literal_int(&expr(quote!(N + 1))), None);
        assert_eq!(literal_int(&expr(quote!(1 << 2))), None);
        assert!(is_const_like(&expr(quote!(LIMIT))));
        assert!(is_const_like(&expr(quote!(config::LIMIT + 1))));
        assert!(is_const_like(&expr(quote!(-(MAX as i32)))));
        assert!(!is_const_like(&expr(quote!(limit))));
        assert!(!is_const_like(&expr(quote!(config.limit))));
        assert!(!is_const_like(&expr(quote!(Config::limit()))));
    }
}
