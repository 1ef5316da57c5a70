//! Parsing: one `Parse` impl per production of [`ast`](crate::ast).
//!
//! Node keywords are not `custom_keyword!` types: they are rows of the
//! [catalogue], looked up by name, so that adding a node
//! touches one table and "did you mean" sees every name.
//!
//! The nesting of `<...>` is parsed with an explicit stack (see
//! [`parse_nodes`]), never by recursion: a tree a thousand levels deep costs
//! the macro a `Vec`, not a stack overflow in rustc.

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};
use syn::buffer::Cursor;
use syn::ext::IdentExt;
use syn::parse::{Parse, ParseStream, Parser};
use syn::punctuated::Punctuated;
use syn::{
    Error, Expr, ExprCall, ExprPath, Ident, LitStr, Result, Token, Type, parenthesized, token,
};

use crate::ast::{
    Arg, Args, Children, Context, Head, KeywordHead, Label, LabelPort, Leaf, LeafForm, LeafId,
    Node, Tree,
};
use crate::catalogue;
use crate::snippet::{angled, snippet};

/// Parses the macro input, keeping every node read before a syntax error
/// (the error is stored in [`Tree::error`], after the errors parsing
/// recovered from).
pub(crate) fn recovering(tokens: TokenStream) -> Tree {
    let mut tree = Tree::empty();
    let parser = |input: ParseStream<'_>| parse_into(input, &mut tree);
    if let Err(error) = parser.parse2(tokens) {
        record(&mut tree.error, error);
    }
    tree
}

impl Tree {
    fn empty() -> Self {
        Self {
            id: None,
            context: None,
            nodes: Vec::new(),
            error: None,
        }
    }
}

/// Adds `error` to the errors in `slot`.
fn record(slot: &mut Option<Error>, error: Error) {
    match slot {
        Some(all) => all.combine(error),
        None => *slot = Some(error),
    }
}

/// Parses: `[Context =>] node`. Fails at the first syntax error, or with
/// the errors parsing recovered from.
impl Parse for Tree {
    fn parse(input: ParseStream<'_>) -> Result<Self> {
        let mut tree = Self::empty();
        parse_into(input, &mut tree)?;
        match tree.error.take() {
            Some(error) => Err(error),
            None => Ok(tree),
        }
    }
}

/// Parses the tree into `tree`. A mistake whose intent is clear (a context
/// written `&mut Agent =>` or `Agent ->`, a label without quotes or after
/// its node) is recorded in [`Tree::error`] and parsing goes on as if it
/// were written right, so that the leaves are still checked; any other
/// syntax error stops it.
fn parse_into(input: ParseStream<'_>, tree: &mut Tree) -> Result<()> {
    if input.is_empty() {
        return Err(input.error(
            "expected a behavior tree, e.g. `bt!(sequence<is_ready, act>)` or \
             `bt!(Agent => fallback<...>)`",
        ));
    }
    if input.peek(Token![#]) {
        tree.id = Some(tree_id(input)?);
    }
    if has_context(input) {
        let context = input.parse()?;
        tree.context = Some(type_itself(context, &mut tree.error));
    } else if has_misspelled_arrow(input) {
        let ty: Type = input.parse()?;
        let (span, written) = if input.peek(Token![->]) {
            let arrow: Token![->] = input.parse()?;
            (arrow.spans[0], quote::ToTokens::to_token_stream(&arrow))
        } else {
            let colon: Token![:] = input.parse()?;
            (colon.span, quote::ToTokens::to_token_stream(&colon))
        };
        record(
            &mut tree.error,
            Error::new_spanned(
                written,
                format!(
                    "the context type is followed by `=>`: write `{} => ...`",
                    snippet(&ty)
                ),
            ),
        );
        let context = Context {
            ty,
            arrow: Token![=>](span),
        };
        tree.context = Some(type_itself(context, &mut tree.error));
    }
    parse_nodes(input, &mut tree.nodes, &mut tree.error)
}

/// Parses `#[tree_id = "Mission"]`, the only attribute of a tree: the
/// ID the exports, `.btlog` files and Groot2 give it.
fn tree_id(input: ParseStream<'_>) -> Result<syn::LitStr> {
    const HELP: &str = "a tree takes one attribute, its ID in the exports: \
                        `bt!(#[tree_id = \"Mission\"] Agent => sequence<..>)`";
    let mut attrs = syn::Attribute::parse_outer(input)?;
    if let Some(second) = attrs.get(1) {
        return Err(Error::new_spanned(second, HELP));
    }
    let Some(attr) = attrs.pop() else {
        return Err(input.error(HELP));
    };
    let syn::Meta::NameValue(meta) = attr.meta else {
        return Err(Error::new_spanned(attr, HELP));
    };
    if !meta.path.is_ident("tree_id") {
        return Err(Error::new_spanned(&meta.path, HELP));
    }
    let syn::Expr::Lit(syn::ExprLit {
        lit: syn::Lit::Str(id),
        ..
    }) = meta.value
    else {
        return Err(Error::new_spanned(&meta.value, HELP));
    };
    if id.value().trim().is_empty() {
        return Err(Error::new_spanned(
            id,
            "a tree's ID is a name: `#[tree_id = \"Mission\"]`",
        ));
    }
    Ok(id)
}

/// `true` if the input starts with `Type =>`: the node grammar never has a
/// `=>` outside `( )` / `{ }`, so one at the top level ends a context type.
fn has_context(input: ParseStream<'_>) -> bool {
    let mut cursor = input.cursor();
    while let Some((tree, next)) = cursor.token_tree() {
        if let TokenTree::Punct(p) = &tree
            && p.as_char() == '='
            && p.spacing() == Spacing::Joint
            && next.punct().is_some_and(|(q, _)| q.as_char() == '>')
        {
            return true;
        }
        cursor = next;
    }
    false
}

/// `true` if the input starts with a context type followed by `->` or `:`
/// instead of `=>` (`Agent -> sequence<...>`, `Agent: sequence<...>`). A
/// lowercase name before `:` is a label written without quotes
/// (`engage: is_ready`), and `: "text"` a label written after its node:
/// [`parse_nodes`] reports those.
fn has_misspelled_arrow(input: ParseStream<'_>) -> bool {
    // A cheap look first: a `:` or `-` outside `<...>` within the first
    // few levels of nesting. Parsing a type recurses, and the tree may be
    // thousands of levels deep.
    let mut cursor = input.cursor();
    let mut depth = 0usize;
    loop {
        let Some((p, next)) = cursor.punct() else {
            match cursor.token_tree() {
                Some((_, next)) => cursor = next,
                None => return false,
            }
            continue;
        };
        cursor = next;
        match p.as_char() {
            '<' if depth < 8 => depth += 1,
            '<' => return false,
            '>' => depth = depth.saturating_sub(1),
            ':' | '-' if depth == 0 => break,
            _ => {}
        }
    }
    let fork = input.fork();
    let Ok(ty) = fork.parse::<Type>() else {
        return false;
    };
    fork.peek(Token![->])
        || (fork.peek(Token![:])
            && !fork.peek(Token![::])
            && !fork.peek2(LitStr)
            && !is_lowercase_name(&ty))
}

/// `true` for a type that is one lowercase identifier, as labels are.
fn is_lowercase_name(ty: &Type) -> bool {
    let Type::Path(path) = ty else {
        return false;
    };
    path.qself.is_none()
        && path.path.get_ident().is_some_and(|ident| {
            ident
                .to_string()
                .starts_with(|c: char| c.is_lowercase() || c == '_')
        })
}

/// A leaf written as a macro call, `mk!(3)`: a leaf is a path, a call or
/// an expression in `( )` or `{ }` (the grammar of DESIGN.md), so this is
/// an error that says to write `(mk!(3))`, and the rest of the tree is read
/// as if it were written so (its leaves still checked; rustc does not see
/// the macro's path as a value, "expected value, found macro").
fn macro_leaf(input: ParseStream<'_>, head: Head, errors: &mut Option<Error>) -> Result<Head> {
    match head {
        Head::Leaf(Leaf {
            expr: Expr::Path(path),
            form: LeafForm::Path,
        }) if path.qself.is_none() && input.peek(Token![!]) && !input.peek(Token![!=]) => {
            let bang: Token![!] = input.parse()?;
            let body: TokenTree = input.step(|cursor| match cursor.token_tree() {
                Some((tree @ TokenTree::Group(_), rest)) => Ok((tree, rest)),
                _ => Err(cursor.error(
                    "expected `(`, `[` or `{` after `!`: a macro call is an expression leaf, \
                     written in `( )`",
                )),
            })?;
            let expr: Expr = syn::parse2(quote::quote!(#path #bang #body))?;
            record(
                errors,
                Error::new_spanned(
                    &expr,
                    format!(
                        "a macro call is an expression leaf: write `({})`",
                        snippet(&expr)
                    ),
                ),
            );
            Ok(Head::Leaf(Leaf {
                expr,
                form: LeafForm::Paren,
            }))
        }
        head => Ok(head),
    }
}

/// The context with its type, `Agent` for a type written `&mut Agent`
/// (recorded as an error: the tree lends the `&mut` itself).
fn type_itself(context: Context, errors: &mut Option<Error>) -> Context {
    let Context { ty, arrow } = context;
    let ty = match ty {
        Type::Reference(reference) => {
            let elem = snippet(&reference.elem);
            record(
                errors,
                Error::new(
                    reference.and_token.span,
                    format!(
                        "the context is the type itself: write `{elem} =>` (the tree lends \
                         `&mut {elem}` to its leaves)"
                    ),
                ),
            );
            *reference.elem
        }
        ty => ty,
    };
    Context { ty, arrow }
}

/// Parses: `Type =>`.
impl Parse for Context {
    fn parse(input: ParseStream<'_>) -> Result<Self> {
        Ok(Self {
            ty: input.parse()?,
            arrow: input.parse()?,
        })
    }
}

/// Parses the root node and every node under it, in pre-order, into
/// `nodes`. `open` holds the nodes whose `<` is not closed yet, innermost
/// last, with where their children start: the explicit stack that
/// replaces recursion. Mistakes parsing recovers from go to `errors`.
fn parse_nodes(
    input: ParseStream<'_>,
    nodes: &mut Vec<Node>,
    errors: &mut Option<Error>,
) -> Result<()> {
    let mut open: Vec<(usize, Cursor<'_>)> = Vec::new();
    loop {
        // One node: label, head, and the `<` of its children if any.
        let id = nodes.len();
        let (label, unquoted) = parse_label(input)?;
        let head = macro_leaf(input, input.parse()?, errors)?;
        if let Some(name) = unquoted {
            let mut written = head.snippet();
            if input.peek(Token![<]) {
                written.push_str("<...>");
            }
            record(
                errors,
                Error::new_spanned(
                    &name,
                    format!(
                        "a label is a string: write `\"{}\": {written}`",
                        name.unraw()
                    ),
                ),
            );
        }
        if let Head::Keyword(keyword) = &head
            && let Some(error) = misplaced_children(input, keyword)
        {
            return Err(error);
        }
        let children = if input.peek(Token![<]) {
            if let Head::Leaf(leaf) = &head {
                return Err(leaf_with_children(input, leaf));
            }
            Some(Children {
                open: input.parse()?,
                nodes: Vec::new(),
                close: None,
            })
        } else {
            None
        };
        if let Some(parent) = open.last().and_then(|&(p, _)| nodes[p].children.as_mut()) {
            parent.nodes.push(id);
        }
        let has_children = children.is_some();
        let mut node = Node {
            label,
            head,
            children,
        };
        if has_children {
            nodes.push(node);
            open.push((id, input.cursor()));
            if !input.peek(Token![>]) {
                continue;
            }
        } else {
            label_after(input, &mut node, errors)?;
            nodes.push(node);
        }
        // Close every `<` that ends here, then move to the next sibling.
        // `leaf`: the node just read, while nothing was closed after it.
        let mut leaf = (!has_children).then_some(id);
        loop {
            let Some(&(top, children_start)) = open.last() else {
                if input.is_empty() {
                    return Ok(());
                }
                return Err(stray(input, nodes, leaf, None));
            };
            if input.peek(Token![>]) {
                leaf = None;
                let children_end = input.cursor();
                let close = input.parse()?;
                if let Some(children) = nodes[top].children.as_mut() {
                    children.close = Some(close);
                }
                open.pop();
                if let Some(error) =
                    arguments_after_children(input, &nodes[top], children_start, children_end)
                {
                    return Err(error);
                }
                label_after(input, &mut nodes[top], errors)?;
            } else if input.peek(Token![,]) {
                input.parse::<Token![,]>()?;
                if input.peek(Token![>]) {
                    continue;
                }
                if input.is_empty() {
                    return Err(unclosed(&nodes[top]));
                }
                break;
            } else if input.is_empty() {
                return Err(unclosed(&nodes[top]));
            } else {
                return Err(stray(input, nodes, leaf, Some(top)));
            }
        }
    }
}

/// The error for what follows a node where `,` or `>` (or, after the
/// root, nothing) should: a method call on the leaf `leaf` just read
/// ([`method_call`]), or a stray token after a child of `parent` or after
/// the root.
fn stray(
    input: ParseStream<'_>,
    nodes: &mut [Node],
    leaf: Option<usize>,
    parent: Option<usize>,
) -> Error {
    if let Some(error) = method_call(input, leaf.map(|id| &mut nodes[id])) {
        return error;
    }
    match parent {
        Some(top) => input.error(format!(
            "expected `,` or `>` after a child of `{}`",
            nodes[top].label_text()
        )),
        None if input.peek(Token![>]) => input.error(
            "unmatched `>` after the tree: each `>` closes the `<` of a node's \
             children; remove this one",
        ),
        None => input.error(
            "unexpected tokens after the tree: `bt!` takes one root node; \
             put several nodes under a composite, e.g. `sequence<a, b>`",
        ),
    }
}

/// A leaf written as a method call (`agent.is_alive()` on the context, or
/// `walk.on_halt(..)` on a leaf value; read as the leaf `agent` and a
/// stray `.`): the error, on the call, that gives both fixes (a closure
/// over the context, or the call in parentheses).
fn method_call(input: ParseStream<'_>, leaf: Option<&mut Node>) -> Option<Error> {
    let leaf = leaf?;
    let Head::Leaf(Leaf {
        expr: Expr::Path(path),
        form: LeafForm::Path,
    }) = &leaf.head
    else {
        return None;
    };
    let receiver = path.path.get_ident()?.clone();
    if !input.peek(Token![.]) {
        return None;
    }
    // The call: the tokens up to the next `,` or `>` (its arguments are
    // one parenthesized group).
    let mut call_tokens = TokenStream::new();
    let mut cursor = input.cursor();
    while let Some((tree, next)) = cursor.token_tree() {
        if let TokenTree::Punct(p) = &tree
            && matches!(p.as_char(), ',' | '>')
        {
            break;
        }
        call_tokens.extend([tree]);
        cursor = next;
    }
    let call = snippet(&call_tokens);
    let error = Error::new_spanned(
        quote::quote!(#receiver #call_tokens),
        format!(
            "a method call is not a leaf: if `{receiver}` is the context, call it in a closure \
             over it, `(|{receiver}| {receiver}{call})`; if it is a value whose method builds \
             a leaf, put the call in parentheses, `({receiver}{call})`"
        ),
    );
    // The leaf becomes one that fits any tree, so that no other error
    // follows from a guess at which of the two was meant.
    leaf.head = Head::Leaf(Leaf {
        expr: syn::parse_quote!(::bt::__private::leaf::AlwaysFailure),
        form: LeafForm::Paren,
    });
    Some(error)
}

/// Parses a node's label: `"text":`, or `name:`, a label written without
/// its quotes, which is returned too (to be reported once the node is
/// known) and kept as the label `"name"`. (`name: "text"` is a leaf with
/// its label after it: see [`label_after`].)
fn parse_label(input: ParseStream<'_>) -> Result<(Option<Label>, Option<Ident>)> {
    if input.peek(LitStr) {
        return Ok((Some(input.parse()?), None));
    }
    if input.peek(Ident)
        && input.peek2(Token![:])
        && !input.peek2(Token![::])
        && !input.peek3(LitStr)
    {
        let name: Ident = input.parse()?;
        let colon: Token![:] = input.parse()?;
        let text = LitStr::new(&name.unraw().to_string(), name.span());
        return Ok((
            Some(Label {
                text,
                id: None,
                colon,
            }),
            Some(name),
        ));
    }
    Ok((None, None))
}

/// Reads a label written after its node, `is_ready: "ready"`: reported,
/// and kept as the node's label.
fn label_after(input: ParseStream<'_>, node: &mut Node, errors: &mut Option<Error>) -> Result<()> {
    if !input.peek(Token![:]) || input.peek(Token![::]) || !input.peek2(LitStr) {
        return Ok(());
    }
    let colon: Token![:] = input.parse()?;
    let text: LitStr = input.parse()?;
    let mut written = node.head.snippet();
    if node.children.is_some() {
        written.push_str("<...>");
    }
    record(
        errors,
        Error::new_spanned(
            quote::quote!(#colon #text),
            format!(
                "a label goes before its node: write `{}: {written}`",
                snippet(&text)
            ),
        ),
    );
    if node.label.is_none() {
        node.label = Some(Label {
            text,
            id: None,
            colon,
        });
    }
    Ok(())
}

/// The error for children written in `{ }` or `[ ]` after a keyword
/// (`sequence{a, b}`), on that group.
fn misplaced_children(input: ParseStream<'_>, head: &KeywordHead) -> Option<Error> {
    let (TokenTree::Group(group), _) = input.cursor().token_tree()? else {
        return None;
    };
    if !matches!(group.delimiter(), Delimiter::Brace | Delimiter::Bracket) {
        return None;
    }
    Some(Error::new(
        group.span(),
        format!(
            "children go in `<...>`: write `{}{}`",
            snippet(head),
            angled(&group.stream())
        ),
    ))
}

/// The error for arguments written after the children (`retry<act>(3)`),
/// on the arguments, if `node` takes arguments and has none before its
/// children, which span `start..end`.
fn arguments_after_children(
    input: ParseStream<'_>,
    node: &Node,
    start: Cursor<'_>,
    end: Cursor<'_>,
) -> Option<Error> {
    let Head::Keyword(head) = &node.head else {
        return None;
    };
    if head.args.is_some() || head.keyword.is_none_or(|k| k.params.is_empty()) {
        return None;
    }
    let (TokenTree::Group(args), _) = input.cursor().token_tree()? else {
        return None;
    };
    if args.delimiter() != Delimiter::Parenthesis {
        return None;
    }
    let mut children = TokenStream::new();
    let mut cursor = start;
    while cursor < end
        && let Some((tree, next)) = cursor.token_tree()
    {
        children.extend([tree]);
        cursor = next;
    }
    Some(Error::new(
        args.span(),
        format!(
            "arguments go before the children: write `{}{}{}`",
            snippet(head),
            snippet(&args),
            angled(&children)
        ),
    ))
}

fn unclosed(node: &Node) -> Error {
    let name = node.label_text();
    match &node.children {
        Some(children) => Error::new(
            children.open.span,
            format!("unclosed `<`: the children of `{name}` need a closing `>`"),
        ),
        None => Error::new(proc_macro2::Span::call_site(), "unclosed `<`"),
    }
}

fn leaf_with_children(input: ParseStream<'_>, leaf: &Leaf) -> Error {
    let what = match leaf.form {
        LeafForm::Paren | LeafForm::Block => "an expression leaf",
        LeafForm::Path | LeafForm::Call => "a leaf",
    };
    input.error(format!(
        "{what} takes no children; to group nodes, use a composite such as `sequence<...>`"
    ))
}

/// Parses: `"text":` or `"text" as Id:`.
impl Parse for Label {
    fn parse(input: ParseStream<'_>) -> Result<Self> {
        let text: LitStr = input.parse()?;
        let id = if input.peek(Token![as]) {
            let as_token: Token![as] = input.parse()?;
            if input.peek(LitStr) {
                let id: LitStr = input.parse()?;
                let mut fix: String = id
                    .value()
                    .chars()
                    .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                if !fix.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
                    fix.insert_str(0, "Id");
                }
                return Err(Error::new(
                    id.span(),
                    format!(
                        "a BehaviorTree.CPP ID (of a leaf, of a `subtree`'s tree, of a node of \
                         your own) is an identifier, as BT.CPP's XML tags are: write `{} as \
                         {fix}: ..`",
                        quote::ToTokens::to_token_stream(&text)
                    ),
                ));
            }
            if !input.peek(Ident::peek_any) {
                return Err(input.error(format!(
                    "expected a BehaviorTree.CPP ID after `as`: write `{} as Id: ..`",
                    quote::ToTokens::to_token_stream(&text)
                )));
            }
            let ident = Ident::parse_any(input)?;
            let ports = if input.peek(token::Paren) {
                Some(label_ports(input, &ident)?)
            } else {
                None
            };
            Some(LeafId {
                as_token,
                ident,
                ports,
            })
        } else {
            None
        };
        if !input.peek(Token![:]) || input.peek(Token![::]) {
            let text = quote::ToTokens::to_token_stream(&text);
            return Err(input.error(match &id {
                Some(id) => format!(
                    "expected `:` after the label {text} as {}: a label is written \
                     `\"name\" as Id: node`",
                    id.ident
                ),
                None => format!(
                    "expected `:` after the label {text}: a label is written `\"name\": node`"
                ),
            }));
        }
        Ok(Self {
            text,
            id,
            colon: input.parse()?,
        })
    }
}

/// Parses `(port = "text", ..)` after a label's ID `id`.
fn label_ports(input: ParseStream<'_>, id: &Ident) -> Result<Punctuated<LabelPort, Token![,]>> {
    let content;
    parenthesized!(content in input);
    let mut ports = Punctuated::new();
    while !content.is_empty() {
        if !content.peek(Ident::peek_any) || !content.peek2(Token![=]) {
            return Err(content.error(format!(
                "expected a port, `name = \"text\"`: a label's ports are written \
                 `\"label\" as {id}(goal = \"{{target}}\"): node`"
            )));
        }
        let name = Ident::parse_any(&content)?;
        let eq: Token![=] = content.parse()?;
        if !content.peek(LitStr) {
            let shown = name.unraw();
            return Err(content.error(format!(
                "a port's value in a label is the text the node table and the exports show, \
                 a string literal: write `{shown} = \"..\"` (the node gets its values from \
                 its own expression)"
            )));
        }
        ports.push_value(LabelPort {
            name,
            eq,
            value: content.parse()?,
        });
        if content.is_empty() {
            break;
        }
        ports.push_punct(content.parse::<Token![,]>()?);
    }
    Ok(ports)
}

/// Parses: `keyword [args]`, `path`, `path(args)`, `(expr)` or `{stmts}`.
impl Parse for Head {
    fn parse(input: ParseStream<'_>) -> Result<Self> {
        if input.peek(Token![|]) || input.peek(Token![||]) || input.peek(Token![move]) {
            return Err(input.error(
                "a closure leaf goes in parentheses: write `(|ctx| ...)` instead of `|ctx| ...`",
            ));
        }
        if input.peek(Token![while]) {
            return Err(input.error("`while` is a Rust keyword: the node is spelled `while_`"));
        }
        if input.peek(Token![loop]) && input.peek2(Token![<]) {
            return Err(input.error(
                "`loop` is a Rust keyword, not a node: `bt!` writes a loop `repeat(-1)<..>`, \
                 which ticks its child again each time it succeeds, forever (until it fails)",
            ));
        }
        if input.peek(token::Paren) {
            let content;
            let paren = parenthesized!(content in input);
            if content.is_empty() {
                return Err(Error::new(
                    paren.span.join(),
                    "an empty `( )` is not a leaf: a leaf in `( )` is an expression, such as \
                     a closure `(|ctx| ctx.ready)`; for a leaf that always succeeds, write \
                     `success`",
                ));
            }
            let expr: Expr = content.parse()?;
            if !content.is_empty() {
                return Err(content.error(
                    "expected `)`: a leaf in `( )` is one expression (put several nodes \
                     under a composite, e.g. `sequence<a, b>`)",
                ));
            }
            let _ = paren;
            return Ok(Self::Leaf(Leaf {
                expr,
                form: LeafForm::Paren,
            }));
        }
        if input.peek(token::Brace) {
            let mut block: syn::ExprBlock = input.parse()?;
            // `{ expr }` is `expr`: emitting the braces would trip
            // `unused_braces` in the expansion.
            let expr = if block.attrs.is_empty()
                && block.label.is_none()
                && matches!(block.block.stmts.as_slice(), [syn::Stmt::Expr(_, None)])
                && let Some(syn::Stmt::Expr(expr, None)) = block.block.stmts.pop()
            {
                expr
            } else {
                Expr::Block(block)
            };
            return Ok(Self::Leaf(Leaf {
                expr,
                form: LeafForm::Block,
            }));
        }
        if input.peek(Token![<]) && !starts_qualified_path(input) {
            return Err(input.error(
                "unexpected `<`: a node's children go in one pair of `<...>` right after its \
                 keyword, e.g. `sequence<a, b>`; remove this `<` (and its `>`)",
            ));
        }
        if starts_path(input) {
            return parse_path_head(input);
        }
        if input.peek(syn::Lit) || input.peek(Token![&]) || input.peek(Token![-]) {
            return Err(input.error(
                "an expression leaf goes in parentheses or braces: write `(expr)` or `{ expr }`",
            ));
        }
        Err(input.error(
            "expected a node: a keyword such as `sequence<...>`, a leaf such as `is_ready` or \
             `move_to(GOAL)`, or an expression in `( )` or `{ }`",
        ))
    }
}

fn starts_path(input: ParseStream<'_>) -> bool {
    input.peek(Ident)
        || input.peek(Token![::])
        || input.peek(Token![<])
        || input.peek(Token![self])
        || input.peek(Token![super])
        || input.peek(Token![crate])
        || input.peek(Token![Self])
}

/// `true` if the input is a qualified path, `<Type as Trait>::item` or
/// `<Type>::item`: the `<` is closed by a `>` (nesting counted, `->` not a
/// closer) that is followed by `::`.
fn starts_qualified_path(input: ParseStream<'_>) -> bool {
    let mut cursor = input.cursor();
    let mut depth = 0usize;
    let mut after_minus = false;
    while let Some((tree, next)) = cursor.token_tree() {
        cursor = next;
        let TokenTree::Punct(p) = &tree else {
            after_minus = false;
            continue;
        };
        match p.as_char() {
            '<' => depth += 1,
            '>' if !after_minus => {
                depth -= 1;
                if depth == 0 {
                    return cursor.punct().is_some_and(|(colon, rest)| {
                        colon.as_char() == ':'
                            && colon.spacing() == Spacing::Joint
                            && rest
                                .punct()
                                .is_some_and(|(second, _)| second.as_char() == ':')
                    });
                }
            }
            _ => {}
        }
        after_minus = p.as_char() == '-' && p.spacing() == Spacing::Joint;
    }
    false
}

/// Parses a head that starts with a path: a keyword (known, or unknown but
/// followed by children, or BehaviorTree.CPP's name of a keyword, which
/// validation reports), a leaf call or a leaf path.
fn parse_path_head(input: ParseStream<'_>) -> Result<Head> {
    let path: ExprPath = input.parse()?;
    let name = path
        .path
        .get_ident()
        .filter(|_| path.qself.is_none())
        .map(ToString::to_string);
    let keyword = name.as_deref().and_then(catalogue::lookup);
    let btcpp = name.as_deref().and_then(catalogue::btcpp_leaf).is_some();
    let children_follow = if input.peek(token::Paren) {
        group_then_lt(input)
    } else {
        input.peek(Token![<])
    };
    if keyword.is_some() || btcpp || children_follow {
        let args = if input.peek(token::Paren) {
            Some(input.parse()?)
        } else {
            None
        };
        return Ok(Head::Keyword(KeywordHead {
            path,
            keyword,
            args,
        }));
    }
    if input.peek(token::Paren) {
        let content;
        let paren_token = parenthesized!(content in input);
        let args = Punctuated::<Expr, Token![,]>::parse_terminated(&content)?;
        return Ok(Head::Leaf(Leaf {
            expr: Expr::Call(ExprCall {
                attrs: Vec::new(),
                func: Box::new(Expr::Path(path)),
                paren_token,
                args,
            }),
            form: LeafForm::Call,
        }));
    }
    Ok(Head::Leaf(Leaf {
        expr: Expr::Path(path),
        form: LeafForm::Path,
    }))
}

/// `true` if the input is `( ... ) <`: arguments followed by children, so
/// the path before them was meant as a keyword.
fn group_then_lt(input: ParseStream<'_>) -> bool {
    input
        .cursor()
        .group(Delimiter::Parenthesis)
        .and_then(|(_, _, rest)| rest.punct())
        .is_some_and(|(p, _)| p.as_char() == '<')
}

/// Parses: `'(' arg (',' arg)* [','] ')'`.
impl Parse for Args {
    fn parse(input: ParseStream<'_>) -> Result<Self> {
        let content;
        let paren = parenthesized!(content in input);
        Ok(Self {
            paren,
            list: Punctuated::parse_terminated(&content)?,
        })
    }
}

/// Parses: `ident = expr` or `expr`. `ident: expr` is an error that says
/// to write `=` (no expression starts with an identifier and a `:`).
impl Parse for Arg {
    fn parse(input: ParseStream<'_>) -> Result<Self> {
        if input.peek(Ident) && input.peek2(Token![:]) && !input.peek2(Token![::]) {
            let name: Ident = input.parse()?;
            let colon: Token![:] = input.parse()?;
            let value: Expr = input.parse()?;
            return Err(Error::new(
                colon.span,
                format!(
                    "arguments are `name = value`: write `{name} = {}`",
                    snippet(&value)
                ),
            ));
        }
        if input.peek(Ident)
            && input.peek2(Token![=])
            && !input.peek2(Token![==])
            && !input.peek2(Token![=>])
        {
            Ok(Self::Named {
                name: input.parse()?,
                eq: input.parse()?,
                value: input.parse()?,
            })
        } else {
            Ok(Self::Positional(input.parse()?))
        }
    }
}

#[cfg(test)]
mod tests {
    use proc_macro2::TokenStream;
    use quote::quote;

    use super::recovering;
    use crate::ast::{Arg, Head, LeafForm, Tree};

    fn parse(tokens: TokenStream) -> Tree {
        match syn::parse2::<Tree>(tokens) {
            Ok(tree) => tree,
            Err(error) => panic!("parse error: {error}"),
        }
    }

    fn parse_err(tokens: TokenStream) -> String {
        match syn::parse2::<Tree>(tokens) {
            Ok(_) => panic!("expected a parse error"),
            Err(error) => error.to_string(),
        }
    }

    fn keyword(tree: &Tree, id: usize) -> &str {
        match &tree.nodes[id].head {
            Head::Keyword(k) => k.keyword.map_or("?", |kw| kw.name),
            Head::Leaf(_) => "leaf",
        }
    }

    fn form(tree: &Tree, id: usize) -> Option<LeafForm> {
        match &tree.nodes[id].head {
            Head::Leaf(leaf) => Some(leaf.form),
            Head::Keyword(_) => None,
        }
    }

    #[test]
    fn nodes_are_stored_in_pre_order() {
        let tree = parse(quote!(fallback<sequence<a, b>, reactive_sequence<c, d>, e>));
        let names: Vec<&str> = (0..tree.nodes.len()).map(|i| keyword(&tree, i)).collect();
        assert_eq!(
            names,
            [
                "fallback",
                "sequence",
                "leaf",
                "leaf",
                "reactive_sequence",
                "leaf",
                "leaf",
                "leaf"
            ]
        );
        assert_eq!(tree.nodes[0].child_ids(), [1, 4, 7]);
        assert_eq!(tree.nodes[1].child_ids(), [2, 3]);
        assert_eq!(tree.nodes[4].child_ids(), [5, 6]);
        assert!(tree.nodes[7].children.is_none());
    }

    #[test]
    fn closing_angles_may_be_joined_and_commas_may_trail() {
        // `>>` and `>,>` are two closing brackets.
        let tree = parse(quote!(inverter<inverter<sequence<a, b>>>));
        assert_eq!(tree.nodes.len(), 5);
        assert_eq!(tree.nodes[2].child_ids(), [3, 4]);
        assert!(
            tree.nodes
                .iter()
                .all(|n| n.children.as_ref().is_none_or(|c| c.close.is_some()))
        );
    }

    #[test]
    fn leaf_forms() {
        use LeafForm::{Block, Call, Paren, Path};
        let tree = parse(quote!(sequence<
            is_ready,
            agent::shoot,
            check::<Agent>,
            <Agent as Probe>::check,
            move_to(GOAL, 2),
            (|a| a.x),
            { let v = 1; walk(v) },
            { |a| a.y },
            (subtree),
        >));
        let forms: Vec<_> = (1..tree.nodes.len()).map(|i| form(&tree, i)).collect();
        assert_eq!(
            forms,
            [Path, Path, Path, Path, Call, Paren, Block, Block, Paren].map(Some)
        );
        let closures: Vec<bool> = tree.nodes[1..]
            .iter()
            .map(|n| matches!(&n.head, Head::Leaf(l) if l.is_closure()))
            .collect();
        assert_eq!(
            closures,
            [false, false, false, false, false, true, false, true, false]
        );
        let labels: Vec<String> = tree
            .nodes
            .iter()
            .map(crate::ast::Node::label_text)
            .collect();
        assert_eq!(
            labels,
            [
                "sequence",
                "is_ready",
                "agent::shoot",
                "check",
                "Probe::check",
                "move_to",
                "closure",
                "expr",
                "closure",
                "subtree"
            ]
        );
    }

    #[test]
    fn keywords_take_arguments_by_position_and_by_name() {
        let tree = parse(quote!(parallel(2, failure_count = 1)<a, b>));
        let Head::Keyword(head) = &tree.nodes[0].head else {
            panic!("a keyword")
        };
        let args: Vec<_> = head.args.iter().flat_map(|a| &a.list).collect();
        assert!(matches!(args[0], Arg::Positional(_)));
        assert!(matches!(args[1], Arg::Named { name, .. } if name == "failure_count"));
        // `==` is a comparison, not a named argument.
        let tree = parse(quote!(repeat(a == b)<x>));
        let Head::Keyword(head) = &tree.nodes[0].head else {
            panic!("a keyword")
        };
        assert!(matches!(
            head.args.as_ref().map(|a| &a.list[0]),
            Some(Arg::Positional(_))
        ));
    }

    #[test]
    fn unknown_identifiers_are_leaves_unless_children_follow() {
        let tree = parse(quote!(sequence<frob, frob(1), frob<a>, frob(1)<a>>));
        assert_eq!(form(&tree, 1), Some(LeafForm::Path));
        assert_eq!(form(&tree, 2), Some(LeafForm::Call));
        for id in [3, 5] {
            assert!(
                matches!(&tree.nodes[id].head, Head::Keyword(k) if k.keyword.is_none()),
                "`frob<...>` is an unknown keyword"
            );
        }
    }

    #[test]
    fn keywords_are_found_by_alias() {
        let tree = parse(quote!(selector<sequence_star<invert<a>>, retry_until_successful(2)<b>>));
        assert_eq!(keyword(&tree, 0), "fallback");
        assert_eq!(keyword(&tree, 1), "sequence_with_memory");
        assert_eq!(keyword(&tree, 2), "inverter");
        assert_eq!(keyword(&tree, 4), "retry");
    }

    #[test]
    fn context_prefix_and_labels() {
        let tree = parse(quote!(Vec<Agent<'static>> => "root": sequence<"first": a, b>));
        let ty = tree.context.as_ref().map(|c| &c.ty);
        let expected: syn::Type = syn::parse_quote!(Vec<Agent<'static>>);
        assert_eq!(quote!(#ty).to_string(), quote!(#expected).to_string());
        assert_eq!(tree.nodes[0].label_text(), "root");
        assert_eq!(tree.nodes[1].label_text(), "first");
        assert_eq!(tree.nodes[2].label_text(), "b");
        // A `=>` inside a closure is not a context prefix.
        let tree = parse(quote!(sequence<(|a| match a.x { _ => true })>));
        assert!(tree.context.is_none());
    }

    #[test]
    fn syntax_errors() {
        assert_eq!(
            parse_err(quote!(sequence < a, b)),
            "unclosed `<`: the children of `sequence` need a closing `>`"
        );
        assert_eq!(
            parse_err(quote!(sequence<a b>)),
            "expected `,` or `>` after a child of `sequence`"
        );
        assert_eq!(
            parse_err(quote!(sequence<a>, b)),
            "unexpected tokens after the tree: `bt!` takes one root node; put several nodes \
             under a composite, e.g. `sequence<a, b>`"
        );
        assert_eq!(
            parse_err(quote!(sequence<alive, walk>>)),
            "unmatched `>` after the tree: each `>` closes the `<` of a node's children; \
             remove this one"
        );
        assert_eq!(
            parse_err(quote!(sequence<|a| a.x>)),
            "a closure leaf goes in parentheses: write `(|ctx| ...)` instead of `|ctx| ...`"
        );
        assert_eq!(
            parse_err(quote!(while<a>)),
            "`while` is a Rust keyword: the node is spelled `while_`"
        );
        assert_eq!(
            parse_err(quote!(repeat(num_cycles: 3)<a>)),
            "arguments are `name = value`: write `num_cycles = 3`"
        );
        assert!(parse_err(quote!()).contains("expected a behavior tree"));
        assert_eq!(
            parse_err(quote!(agent.is_alive())),
            "a method call is not a leaf: if `agent` is the context, call it in a closure over \
             it, `(|agent| agent.is_alive())`; if it is a value whose method builds a leaf, \
             put the call in parentheses, `(agent.is_alive())`"
        );
        // A `.` after a closed `<...>` is not a method call on a leaf.
        assert_eq!(
            parse_err(quote!(fallback<sequence<a>.b, c>)),
            "expected `,` or `>` after a child of `fallback`"
        );
        assert_eq!(
            parse_err(quote!(sequence<agent.is_alive(), b>)),
            "a method call is not a leaf: if `agent` is the context, call it in a closure over \
             it, `(|agent| agent.is_alive())`; if it is a value whose method builds a leaf, \
             put the call in parentheses, `(agent.is_alive())`"
        );
        assert!(
            parse_err(quote!(sequence<a, ()>))
                .starts_with("an empty `( )` is not a leaf: a leaf in `( )` is an expression")
        );
        for stray in [
            quote!(sequence<<a>>),
            quote!(sequence<a, <b>>),
            quote!(<a>),
            quote!(fallback<<fn() -> u8>::check, <b>>),
        ] {
            assert!(
                parse_err(stray.clone()).starts_with("unexpected `<`: a node's children go in"),
                "{stray}"
            );
        }
    }

    #[test]
    fn misplaced_brackets_say_where_things_go() {
        for tokens in [
            quote!(sequence { is_ready, act }),
            quote!(sequence[is_ready, act]),
            quote!(fallback<sequence{is_ready, act}, b>),
        ] {
            assert_eq!(
                parse_err(tokens),
                "children go in `<...>`: write `sequence<is_ready, act>`"
            );
        }
        assert_eq!(
            parse_err(quote!(retry(3){act})),
            "children go in `<...>`: write `retry(3)<act>`"
        );
        for tokens in [quote!(retry<act>(3)), quote!(fallback<a, retry<act>(3)>)] {
            assert_eq!(
                parse_err(tokens),
                "arguments go before the children: write `retry(3)<act>`"
            );
        }
        // `sequence` takes no arguments: no advice to move them.
        assert_eq!(
            parse_err(quote!(fallback<sequence<a>(3)>)),
            "expected `,` or `>` after a child of `fallback`"
        );
    }

    #[test]
    fn context_mistakes_are_recovered() {
        for tokens in [
            quote!(Agent -> sequence<a, b>),
            quote!(Agent: sequence<a, b>),
            quote!(Ctx<'_> -> sequence<a, b>),
        ] {
            let tree = recovering(tokens);
            let message = tree.error.map(|e| e.to_string()).unwrap_or_default();
            assert!(message.starts_with("the context type is followed by `=>`: write `"));
            assert!(tree.context.is_some());
            assert_eq!(tree.nodes.len(), 3);
        }
        let tree = recovering(quote!(&mut Agent => sequence<a, b>));
        let message = tree.error.map(|e| e.to_string()).unwrap_or_default();
        assert_eq!(
            message,
            "the context is the type itself: write `Agent =>` (the tree lends `&mut Agent` to \
             its leaves)"
        );
        let ty = tree.context.as_ref().map(|c| &c.ty);
        assert_eq!(quote!(#ty).to_string(), "Agent");
        assert_eq!(tree.nodes.len(), 3);
        // Labels at the root are not contexts.
        assert!(parse_err(quote!(engage: sequence<a>)).starts_with("a label is a string"));
        assert!(parse_err(quote!(sequence<a>: "root")).starts_with("a label goes before"));
    }

    #[test]
    fn macro_calls_are_recovered_as_expression_leaves() {
        let tree = recovering(quote!(sequence<is_alive, mk!(3), mk![4], b, loop_n != x>));
        let messages: Vec<String> = tree.error.iter().flatten().map(|e| e.to_string()).collect();
        assert_eq!(
            messages[..2],
            [
                "a macro call is an expression leaf: write `(mk!(3))`",
                "a macro call is an expression leaf: write `(mk![4])`",
            ]
        );
        assert_eq!(form(&tree, 2), Some(LeafForm::Paren));
        assert_eq!(form(&tree, 3), Some(LeafForm::Paren));
        assert_eq!(form(&tree, 4), Some(LeafForm::Path));
        // `!=` is no macro call.
        assert_eq!(messages.len(), 3);
        assert_eq!(tree.nodes.len(), 6);
        let tree = recovering(quote!(sequence<mk!>));
        let message = tree.error.map(|e| e.to_string()).unwrap_or_default();
        assert!(
            message.starts_with("expected `(`, `[` or `{` after `!`"),
            "{message}"
        );
    }

    #[test]
    fn label_mistakes_are_recovered() {
        let tree = recovering(quote!(sequence<engage: is_ready, r#loop: move_to(GOAL), b>));
        let message = tree.error.map(|e| e.to_string()).unwrap_or_default();
        assert_eq!(message, "a label is a string: write `\"engage\": is_ready`");
        assert_eq!(tree.nodes[1].label_text(), "engage");
        assert_eq!(tree.nodes[2].label_text(), "loop");
        assert_eq!(tree.nodes.len(), 4);
        let tree = recovering(quote!(fallback<is_ready: "ready", sequence<a>: "engage">));
        let message = tree.error.map(|e| e.to_string()).unwrap_or_default();
        assert_eq!(
            message,
            "a label goes before its node: write `\"ready\": is_ready`"
        );
        assert_eq!(tree.nodes[1].label_text(), "ready");
        assert_eq!(tree.nodes[2].label_text(), "engage");
    }

    #[test]
    fn qualified_paths_are_leaves() {
        let tree = parse(quote!(sequence<<Agent as Probe<u8>>::check, <fn() -> u8>::f, a>));
        assert_eq!(tree.nodes[0].child_ids(), [1, 2, 3]);
        assert_eq!(form(&tree, 1), Some(LeafForm::Path));
        assert_eq!(form(&tree, 2), Some(LeafForm::Path));
    }

    #[test]
    fn a_syntax_error_keeps_the_nodes_before_it() {
        let tree = recovering(quote!(fallback<sequence<a, b>, retry(3)<c>, (x y)>));
        assert!(tree.error.is_some());
        // fallback, sequence, a, b, retry, c: the broken leaf is not kept.
        assert_eq!(tree.nodes.len(), 6);
        // An error deep inside a leaf expression is reported as is, not as
        // syn's "unexpected token" for the tokens left over.
        let tree = recovering(quote!(sequence<a, (|x| x.)>));
        let message = tree.error.map(|e| e.to_string()).unwrap_or_default();
        assert!(message.contains("expected"), "{message}");
        assert_eq!(tree.nodes.len(), 2);
    }

    #[test]
    fn deep_nesting_needs_no_recursion() {
        // A recursive-descent parser overflows rustc's stack long before this.
        let depth = 5_000;
        let mut text = String::new();
        for _ in 0..depth {
            text.push_str("inverter<");
        }
        text.push('a');
        for _ in 0..depth {
            text.push('>');
        }
        let tree = parse(text.parse().unwrap_or_default());
        assert_eq!(tree.nodes.len(), depth + 1);
        assert!(crate::validate::validate(&tree).is_ok());
    }
}
