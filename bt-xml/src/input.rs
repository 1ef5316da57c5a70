//! The macro's input.
//!
//! ```text
//! input   := path-literal ',' ['tree' '=' id-literal ','] [context '=>'] '{' binding (',' binding)* [','] '}'
//! binding := XmlId ['(' port (',' port)* ')'] '=>' expr
//!                                     a leaf (or a precondition's condition);
//!                                     with ports, a call taking their values
//!          | XmlId ['(' port (',' port)* ')'] '=>' ('control' | 'decorator') '(' expr ')'
//!                                     a control or decorator node of your own
//!                                     (`bt::custom`); with ports, `expr` is
//!                                     called with their values
//!          | "{key}" '=>' expr         what a `{key}` port value becomes
//! ```

use syn::parse::{Parse, ParseStream};
use syn::punctuated::Punctuated;
use syn::{Expr, Ident, LitStr, Token, Type, braced};

/// Parses the whole input.
pub(crate) struct Input {
    pub(crate) path: LitStr,
    /// `tree = "Id"`: the tree to build, in place of the file's
    /// `main_tree_to_execute`.
    pub(crate) tree: Option<LitStr>,
    pub(crate) context: Option<Type>,
    pub(crate) bindings: Vec<Binding>,
}

/// Parses: `Id => expr` or `"{key}" => expr`.
pub(crate) struct Binding {
    pub(crate) name: String,
    pub(crate) key: bool,
    pub(crate) ports: Vec<String>,
    pub(crate) expr: Expr,
    /// For `control(expr)` or `decorator(expr)`: which (`"control"` or
    /// `"decorator"`); `expr` is then the node inside.
    pub(crate) user: Option<&'static str>,
}

/// `control(node)` or `decorator(node)`: the keyword and the node.
fn user_node(expr: &Expr) -> Option<(&'static str, Expr)> {
    let Expr::Call(call) = expr else {
        return None;
    };
    let Expr::Path(func) = &*call.func else {
        return None;
    };
    let keyword = match func.path.get_ident()?.to_string().as_str() {
        "control" => "control",
        "decorator" => "decorator",
        _ => return None,
    };
    match call.args.len() {
        1 => Some((keyword, call.args[0].clone())),
        _ => None,
    }
}

impl Parse for Binding {
    fn parse(input: ParseStream<'_>) -> syn::Result<Self> {
        let la = input.lookahead1();
        let (name, key) = if la.peek(Ident) {
            (input.parse::<Ident>()?.to_string(), false)
        } else if la.peek(LitStr) {
            let lit: LitStr = input.parse()?;
            let text = lit.value();
            let Some(key) = text
                .strip_prefix('{')
                .and_then(|t| t.strip_suffix('}'))
                .filter(|k| !k.is_empty())
            else {
                return Err(syn::Error::new(
                    lit.span(),
                    "expected `\"{key}\"`, the port value a binding stands for",
                ));
            };
            (key.to_owned(), true)
        } else {
            return Err(la.error());
        };
        let mut ports = Vec::new();
        if !key && input.peek(syn::token::Paren) {
            let names;
            syn::parenthesized!(names in input);
            let list = Punctuated::<Ident, Token![,]>::parse_terminated(&names)?;
            ports = list.iter().map(ToString::to_string).collect();
        }
        input.parse::<Token![=>]>()?;
        let mut expr: Expr = input.parse()?;
        // `(|c| ..)`, written as a leaf of `bt!` is: the expansion puts its
        // own parentheses where they are needed, and the user's would trip
        // `unused_parens` where they are not (an argument).
        while let Expr::Paren(inner) = expr {
            expr = *inner.expr;
        }
        let (user, expr) = match user_node(&expr).filter(|_| !key) {
            Some((keyword, node)) => (Some(keyword), node),
            None => (None, expr),
        };
        Ok(Self {
            name,
            key,
            ports,
            expr,
            user,
        })
    }
}

impl Parse for Input {
    fn parse(input: ParseStream<'_>) -> syn::Result<Self> {
        let path: LitStr = input.parse()?;
        input.parse::<Token![,]>()?;
        let tree = if input.peek(Ident)
            && input.peek2(Token![=])
            && !input.peek2(Token![=>])
            && input.fork().parse::<Ident>().is_ok_and(|i| i == "tree")
        {
            input.parse::<Ident>()?;
            input.parse::<Token![=]>()?;
            let id: LitStr = input.parse()?;
            input.parse::<Token![,]>()?;
            Some(id)
        } else {
            None
        };
        let context = if input.peek(syn::token::Brace) {
            None
        } else {
            let ty: Type = input.parse()?;
            input.parse::<Token![=>]>()?;
            Some(ty)
        };
        let body;
        braced!(body in input);
        let bindings = Punctuated::<Binding, Token![,]>::parse_terminated(&body)?;
        if !input.is_empty() {
            input.parse::<Token![,]>()?;
        }
        Ok(Self {
            path,
            tree,
            context,
            bindings: bindings.into_iter().collect(),
        })
    }
}
