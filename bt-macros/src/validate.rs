//! Validation: every rule of the node catalogue, checked on the parsed tree,
//! with every error collected (one build shows them all).
//!
//! The result is a [`Model`] that borrows from the tree: each built-in node
//! with its keyword, its arguments in catalogue order and its children.

use proc_macro2::Span;
use quote::ToTokens;
use syn::{BinOp, Error, Expr, Ident, Lit, Type, UnOp};

use crate::ast::{Arg, Head, KeywordHead, Label, Leaf, Node, Tree};
use crate::catalogue::{self, ArgKind, Arity, Default, Keyword};

/// A tree that passed validation.
pub(crate) struct Model<'a> {
    pub(crate) context: Option<&'a Type>,
    /// One entry per node of the tree, same indices (pre-order).
    pub(crate) nodes: Vec<Checked<'a>>,
}

impl Model<'_> {
    /// The children of node `id` (none for a leaf).
    pub(crate) fn children(&self, id: usize) -> &[usize] {
        match &self.nodes[id] {
            Checked::Builtin(builtin) => builtin.children,
            Checked::Leaf(_) => &[],
        }
    }

    /// Each node's depth (the root's is 0). Ids are in pre-order, so a
    /// parent's depth is known before its children's.
    pub(crate) fn depths(&self) -> Vec<usize> {
        let mut depth = vec![0; self.nodes.len()];
        for id in 0..self.nodes.len() {
            for &child in self.children(id) {
                depth[child] = depth[id] + 1;
            }
        }
        depth
    }
}

/// A node that passed validation.
pub(crate) enum Checked<'a> {
    Builtin(Builtin<'a>),
    Leaf(&'a Leaf),
}

/// A built-in node: its keyword, arguments and children.
pub(crate) struct Builtin<'a> {
    pub(crate) keyword: &'static Keyword,
    /// The span of the keyword as written.
    pub(crate) span: Span,
    /// One entry per catalogue parameter; `None` takes the default.
    pub(crate) args: Vec<Option<&'a Expr>>,
    /// The case values of `switch`, in order.
    pub(crate) cases: Vec<&'a Expr>,
    pub(crate) children: &'a [usize],
}

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

/// Checks every rule, collecting all errors.
pub(crate) fn validate(tree: &Tree) -> Result<Model<'_>, Error> {
    let mut errors = Errors::default();
    let mut nodes = Vec::with_capacity(tree.nodes.len());
    for node in &tree.nodes {
        if let Some(label) = &node.label {
            check_label(label, &mut errors);
        }
        match &node.head {
            Head::Leaf(leaf) => nodes.push(Checked::Leaf(leaf)),
            Head::Keyword(head) => {
                if let Some(builtin) = check_builtin(node, head, &mut errors) {
                    nodes.push(Checked::Builtin(builtin));
                }
            }
        }
    }
    check_async_children(tree, &mut errors);
    errors.finish()?;
    Ok(Model {
        context: tree.context.as_ref().map(|c| &c.ty),
        nodes,
    })
}

/// A label is shown by observers and written into BehaviorTree.CPP's XML
/// as the `name` of the node: it must not be empty, and, as BT.CPP's XML
/// loader requires of instance names, holds no control characters other than
/// tab, line feed and carriage return.
fn check_label(label: &Label, errors: &mut Errors) {
    let text = label.text.value();
    if text.is_empty() {
        errors.push_spanned(
            label.tokens(),
            "a label cannot be empty: write `\"name\": node`",
        );
    } else if let Some(c) = text
        .chars()
        .find(|&c| c.is_ascii_control() && !matches!(c, '\t' | '\n' | '\r'))
    {
        errors.push_spanned(
            &label.text,
            format!(
                "a label cannot contain the control character {c:?} (BehaviorTree.CPP rejects \
                 it in a node name when it loads the tree); remove it"
            ),
        );
    }
}

/// BehaviorTree.CPP refuses to load a `ReactiveSequence` with more than one
/// `AsyncSequence` child (its loader says "cannot have more than one async
/// child"): each tick the reactive sequence re-ticks the earlier one, whose
/// yields would halt the later one again and again. The same tree is a
/// compile error here, on the second such child.
fn check_async_children(tree: &Tree, errors: &mut Errors) {
    let keyword_of = |id: usize| match &tree.nodes[id].head {
        Head::Keyword(head) => head.keyword.map(|k| (k.name, head)),
        Head::Leaf(_) => None,
    };
    for node in &tree.nodes {
        let Head::Keyword(parent) = &node.head else {
            continue;
        };
        if parent.keyword.is_none_or(|k| k.name != "reactive_sequence") {
            continue;
        }
        let mut asyncs = node
            .child_ids()
            .iter()
            .filter_map(|&child| keyword_of(child))
            .filter(|(name, _)| *name == "async_sequence")
            .map(|(_, head)| head);
        if asyncs.next().is_none() {
            continue;
        }
        for extra in asyncs {
            errors.push(
                extra.span(),
                "a `reactive_sequence` cannot have more than one `async_sequence` child \
                 (BehaviorTree.CPP rejects this tree when it loads it: the first one's yields \
                 would halt this one on every tick); make all but one of them a `sequence`, \
                 or group them under one `async_sequence`",
            );
        }
    }
}

/// Errors collected by validation, combined into one at the end.
#[derive(Default)]
struct Errors(Vec<Error>);

impl Errors {
    fn push(&mut self, span: Span, message: impl std::fmt::Display) {
        self.0.push(Error::new(span, message));
    }

    fn push_spanned(&mut self, tokens: impl ToTokens, message: impl std::fmt::Display) {
        self.0.push(Error::new_spanned(tokens, message));
    }

    fn finish(self) -> Result<(), Error> {
        self.0
            .into_iter()
            .reduce(|mut all, e| {
                all.combine(e);
                all
            })
            .map_or(Ok(()), Err)
    }
}

fn check_builtin<'a>(
    node: &'a Node,
    head: &'a KeywordHead,
    errors: &mut Errors,
) -> Option<Builtin<'a>> {
    let span = head.span();
    let Some(keyword) = head.keyword else {
        errors.push(span, unknown_keyword(head));
        return None;
    };
    let children = node.child_ids();
    let args = check_args(keyword, head, errors);
    check_arity(keyword, span, children.len(), args.case_slots, errors);
    let builtin = Builtin {
        keyword,
        span,
        args: args.params,
        cases: args.cases,
        children,
    };
    check_thresholds(&builtin, errors);
    check_duplicate_cases(&builtin.cases, errors);
    Some(builtin)
}

fn unknown_keyword(head: &KeywordHead) -> String {
    let written = crate::ast::path_text(&head.path.path);
    let name = head.ident().map(ToString::to_string).unwrap_or_default();
    match suggest_keyword(&name) {
        Some(keyword) => format!("unknown node `{written}`; did you mean `{keyword}`?"),
        None => format!(
            "unknown node `{written}`: only node keywords (`sequence`, `fallback`, `parallel`, \
             `repeat`, ... see the `bt!` docs) take children in `<...>`; a leaf takes none"
        ),
    }
}

/// The keyword closest to `name`, also matching BehaviorTree.CPP's names
/// (`ReactiveSequence`, `AlwaysSuccess`).
fn suggest_keyword(name: &str) -> Option<&'static str> {
    let wanted = snake_case(name);
    let mut best: Option<(usize, &'static str)> = None;
    for keyword in catalogue::KEYWORDS {
        let btcpp = snake_case(keyword.btcpp);
        let names = catalogue_names(keyword).map(str::to_owned).chain([btcpp]);
        for candidate in names {
            let distance = edit_distance(&wanted, &candidate);
            if distance <= wanted.len().max(3) / 3 && best.is_none_or(|(d, _)| distance < d) {
                best = Some((distance, keyword.name));
            }
        }
    }
    best.map(|(_, name)| name)
}

fn catalogue_names(keyword: &'static Keyword) -> impl Iterator<Item = &'static str> {
    std::iter::once(keyword.name).chain(keyword.aliases.iter().copied())
}

/// `ReactiveSequence` → `reactive_sequence`; snake case is kept.
fn snake_case(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 && !out.ends_with('_') {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// Levenshtein distance.
pub(crate) fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let substitution = diagonal + usize::from(ca != cb);
            diagonal = row[j + 1];
            row[j + 1] = substitution.min(row[j] + 1).min(row[j + 1] + 1);
        }
    }
    row[b.len()]
}

/// The closest of `candidates` to `name`, if close enough to be a typo.
fn closest<'c>(name: &str, candidates: impl IntoIterator<Item = &'c str>) -> Option<&'c str> {
    candidates
        .into_iter()
        .map(|c| (edit_distance(name, c), c))
        .filter(|&(d, _)| d <= name.len().max(3) / 3)
        .min_by_key(|&(d, _)| d)
        .map(|(_, c)| c)
}

fn check_arity(keyword: &Keyword, span: Span, n: usize, cases: usize, errors: &mut Errors) {
    let name = keyword.name;
    let message = match keyword.arity {
        Arity::Leaf if n > 0 => {
            format!("`{name}` is a leaf and takes no children; remove the `<...>` (found {n})")
        }
        Arity::One if n == 0 => format!(
            "`{name}` needs exactly one child, e.g. `{name}{}<child>`",
            example_args(keyword)
        ),
        Arity::One if n > 1 => format!(
            "`{name}` takes exactly one child, found {n}; wrap them in a composite, e.g. \
             `{name}{}<sequence<a, b>>`",
            example_args(keyword)
        ),
        Arity::AtLeast(1) if n == 0 => format!(
            "`{name}` needs at least one child, e.g. `{name}<a, b>`; for a node that always \
             succeeds, write `success`"
        ),
        Arity::AtLeast(min) if n < min => format!(
            "`{name}` needs {min} or more children: the try children, then the catch child \
             (e.g. `{name}<a, b, on_failure>`), found {n}"
        ),
        Arity::Between(min, max) if n < min || n > max => format!(
            "`{name}` takes {min} or {max} children: `{name}<condition, then>` or \
             `{name}<condition, then, else>`, found {n}"
        ),
        Arity::CasesPlusDefault if cases > 0 && n != cases + 1 => format!(
            "`{name}` with {cases} case{} takes {} children (one per case, then the default), \
             found {n}",
            if cases == 1 { "" } else { "s" },
            cases + 1
        ),
        _ => return,
    };
    errors.push(span, message);
}

/// `(3)` for `repeat`, empty for nodes without a required argument.
fn example_args(keyword: &Keyword) -> String {
    keyword
        .params
        .iter()
        .find(|p| p.default == Default::Required)
        .map_or_else(String::new, |p| format!("({})", p.example))
}

/// Where an argument was given, for "duplicate argument" messages.
#[derive(Clone, Copy)]
enum Given<'a> {
    ByPosition(&'a Expr),
    ByName(&'a Expr),
}

impl<'a> Given<'a> {
    fn expr(self) -> &'a Expr {
        match self {
            Self::ByPosition(e) | Self::ByName(e) => e,
        }
    }
}

/// The arguments of one node, assigned to the catalogue's parameters and to
/// the cases of `switch`.
struct ArgSlots<'a> {
    keyword: &'static Keyword,
    params: Vec<Option<Given<'a>>>,
    /// `cases[n - 1]` is `case_n`; a gap is `None`.
    cases: Vec<Option<Given<'a>>>,
    positional: usize,
    named_seen: bool,
    /// An unknown argument was reported: "missing argument" would repeat it.
    unknown_seen: bool,
}

/// The arguments of a node after validation.
struct CheckedArgs<'a> {
    params: Vec<Option<&'a Expr>>,
    cases: Vec<&'a Expr>,
    /// The highest case number given (gaps included), for the child count.
    case_slots: usize,
}

impl<'a> ArgSlots<'a> {
    fn new(keyword: &'static Keyword) -> Self {
        Self {
            keyword,
            params: vec![None; keyword.params.len()],
            cases: Vec::new(),
            positional: 0,
            named_seen: false,
            unknown_seen: false,
        }
    }

    /// The slot of the parameter or case called `name`.
    fn slot(&mut self, name: &str) -> Option<&mut Option<Given<'a>>> {
        if let Some(n) = case_number(self.keyword, name) {
            if self.cases.len() < n {
                self.cases.resize(n, None);
            }
            return self.cases.get_mut(n - 1);
        }
        let (i, _) = self.keyword.param(name)?;
        self.params.get_mut(i)
    }

    fn positional(&mut self, value: &'a Expr, errors: &mut Errors) {
        let keyword = self.keyword;
        let position = self.positional;
        self.positional += 1;
        if self.named_seen {
            errors.push_spanned(
                value,
                "positional argument after a named one; name it or move it first",
            );
        } else if position >= keyword.max_positional() {
            errors.push_spanned(value, too_many_positional(keyword));
        } else if position < keyword.params.len() {
            self.params[position] = Some(Given::ByPosition(value));
        } else {
            let n = position - keyword.params.len() + 1;
            if self.cases.len() < n {
                self.cases.resize(n, None);
            }
            self.cases[n - 1] = Some(Given::ByPosition(value));
        }
    }

    fn named(&mut self, arg: &'a Arg, name: &Ident, value: &'a Expr, errors: &mut Errors) {
        self.named_seen = true;
        let text = name.to_string();
        let keyword = self.keyword;
        let Some(slot) = self.slot(&text) else {
            self.unknown_seen = true;
            errors.push(name.span(), unknown_arg(keyword, &text));
            return;
        };
        match *slot {
            None => *slot = Some(Given::ByName(value)),
            Some(Given::ByName(_)) => errors.push_spanned(
                arg.tokens(),
                format!("duplicate argument `{text}`: it is already given"),
            ),
            Some(Given::ByPosition(_)) => errors.push_spanned(
                arg.tokens(),
                format!(
                    "duplicate argument `{text}`: it is already given by position (`{node}(x)` \
                     means `{node}({text} = x)`)",
                    node = keyword.name
                ),
            ),
        }
    }

    /// Reports missing arguments and gaps in the cases.
    fn finish(self, span: Span, errors: &mut Errors) -> CheckedArgs<'a> {
        let keyword = self.keyword;
        let name = keyword.name;
        for (param, slot) in keyword.params.iter().zip(&self.params) {
            if slot.is_none() && param.default == Default::Required && !self.unknown_seen {
                errors.push(span, missing_arg(keyword, param));
            }
        }
        if keyword.has_cases() {
            for (i, case) in self.cases.iter().enumerate() {
                if case.is_none() {
                    errors.push(
                        span,
                        format!(
                            "`{name}` is missing `case_{}`: cases are numbered from `case_1` \
                             without gaps",
                            i + 1
                        ),
                    );
                }
            }
            if self.cases.is_empty() && !self.unknown_seen {
                errors.push(
                    span,
                    format!(
                        "`{name}` needs at least one case value after its variable, e.g. \
                         `{name}(|ctx| ctx.mode, Mode::Attack)<attack, otherwise>`"
                    ),
                );
            }
        }
        CheckedArgs {
            params: self.params.iter().map(|g| g.map(Given::expr)).collect(),
            cases: self.cases.iter().flatten().map(|g| g.expr()).collect(),
            case_slots: self.cases.len(),
        }
    }
}

/// Assigns every argument to its parameter (or case), reporting unknown,
/// duplicated, misplaced and missing ones.
fn check_args<'a>(
    keyword: &'static Keyword,
    head: &'a KeywordHead,
    errors: &mut Errors,
) -> CheckedArgs<'a> {
    let mut slots = ArgSlots::new(keyword);
    if let Some(args) = &head.args {
        let name = keyword.name;
        if keyword.params.is_empty() {
            errors.push(
                args.paren.span.join(),
                format!("`{name}` takes no arguments; remove the `( )`"),
            );
            slots.unknown_seen = true;
        } else if args.list.is_empty() && !keyword.has_required() {
            let first = &keyword.params[0];
            errors.push(
                args.paren.span.join(),
                format!(
                    "empty argument list: drop the parentheses to take the defaults \
                     (`{name}<...>`), or give an argument, e.g. `{name}({} = {})<...>`",
                    first.name, first.example
                ),
            );
        } else {
            for arg in &args.list {
                match arg {
                    Arg::Positional(value) => slots.positional(value, errors),
                    Arg::Named { name, value, .. } => slots.named(arg, name, value, errors),
                }
            }
        }
    }
    slots.finish(head.span(), errors)
}

/// `Some(n)` for `case_n` (n ≥ 1) on `switch`.
fn case_number(keyword: &Keyword, name: &str) -> Option<usize> {
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

fn too_many_positional(keyword: &Keyword) -> String {
    let name = keyword.name;
    match keyword.params.first() {
        Some(first) if keyword.params.len() > 1 => format!(
            "too many positional arguments: only the first argument of `{name}` (`{}`) may be \
             given by position; name the others, e.g. `{} = ...`",
            first.name, keyword.params[1].name
        ),
        Some(first) => format!(
            "too many positional arguments: `{name}` takes one argument, `{}`",
            first.name
        ),
        None => format!("`{name}` takes no arguments"),
    }
}

fn unknown_arg(keyword: &Keyword, name: &str) -> String {
    let node = keyword.name;
    let names: Vec<&str> = keyword.params.iter().map(|p| p.name).collect();
    let mut candidates = names.clone();
    if keyword.has_cases() {
        candidates.push("case_1");
    }
    let accepted = if keyword.has_cases() {
        "`variable`, `case_1`, `case_2`, ...".to_owned()
    } else {
        names
            .iter()
            .map(|n| format!("`{n}`"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match closest(name, candidates) {
        Some(suggestion) => {
            format!("unknown argument `{name}` for `{node}`; did you mean `{suggestion}`?")
        }
        None if names.is_empty() => format!("`{node}` takes no arguments"),
        None => format!("unknown argument `{name}` for `{node}`, which takes {accepted}"),
    }
}

fn missing_arg(keyword: &Keyword, param: &catalogue::Param) -> String {
    let node = keyword.name;
    let (p, example) = (param.name, param.example);
    let children = match keyword.arity {
        Arity::One => "<child>",
        Arity::CasesPlusDefault => "<on_a, otherwise>",
        _ => "",
    };
    let extra = match param.kind {
        ArgKind::Count => " (-1 means forever)",
        ArgKind::Millis => " (milliseconds)",
        ArgKind::Condition => " (a condition: a fn path or a closure)",
        ArgKind::Variable => ", the value to switch on, then the case values",
        ArgKind::Threshold(_) | ArgKind::Flag => "",
    };
    if keyword.has_cases() {
        format!("`{node}` needs `{p}`{extra}: write `{node}({example}, Mode::A){children}`")
    } else {
        format!(
            "`{node}` needs `{p}`{extra}: write `{node}({example}){children}` or \
             `{node}({p} = {example}){children}`"
        )
    }
}

/// Thresholds given as integer literals, or arithmetic on them, are checked
/// here (so `cargo check` and rust-analyzer report them with every other
/// error); constants the macro cannot read are checked by expansion in a
/// `const` block.
fn check_thresholds(builtin: &Builtin<'_>, errors: &mut Errors) {
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

/// A `switch` picks the first case whose value matches, so a case that
/// repeats an earlier one could never be selected: its child would be dead
/// code. BehaviorTree.CPP accepts such a tree silently; `bt!` makes it an
/// error (a proc macro cannot emit a warning on stable Rust, and a dead
/// branch is a mistake worth stopping the build for). Only values the macro
/// can compare are checked: literals (integers by value) and paths to
/// constants or enum variants.
fn check_duplicate_cases(cases: &[&Expr], errors: &mut Errors) {
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

    use super::{edit_distance, is_const_like, literal_int, suggest_keyword, validate};
    use crate::parse::recovering;

    /// The messages of every validation error, in order.
    fn errors(tokens: TokenStream) -> Vec<String> {
        let tree = recovering(tokens);
        assert!(
            tree.error.is_none(),
            "a syntax error: {:?}",
            tree.error.map(|e| e.to_string())
        );
        match validate(&tree) {
            Ok(_) => Vec::new(),
            Err(error) => error.into_iter().map(|e| e.to_string()).collect(),
        }
    }

    #[test]
    fn a_valid_tree_has_no_errors() {
        let none: Vec<String> = Vec::new();
        assert_eq!(
            errors(quote!(fallback<
                sequence<a, b>,
                parallel(2, failure_count = 1)<a, b>,
                switch(|c| c.m, 1, case_3 = 3, case_2 = 2)<a, b, c, d>,
                if_then_else<a, b, c>,
                try_catch<a, b>,
                repeat(-1)<a>,
                "label": sleep(msec = 3),
            >)),
            none
        );
    }

    #[test]
    fn every_error_is_reported_at_once() {
        assert_eq!(
            errors(quote!(fallback<
                sequnce<a>,
                repeat<a>,
                inverter<a, b>,
                timeout(msc = 5)<a>,
                parallel(success_count = 3)<a, b>,
                sequence<>,
            >)),
            [
                "unknown node `sequnce`; did you mean `sequence`?",
                "`repeat` needs `num_cycles` (-1 means forever): write `repeat(3)<child>` or \
                 `repeat(num_cycles = 3)<child>`",
                "`inverter` takes exactly one child, found 2; wrap them in a composite, e.g. \
                 `inverter<sequence<a, b>>`",
                "unknown argument `msc` for `timeout`; did you mean `msec`?",
                "`success_count = 3` can never be met: `parallel` has 2 children, so it could \
                 never succeed; use at most 2, or a negative count (-1 = all children)",
                "`sequence` needs at least one child, e.g. `sequence<a, b>`; for a node that \
                 always succeeds, write `success`",
            ]
        );
    }

    #[test]
    fn switch_cases() {
        assert_eq!(
            errors(quote!(switch(variable = f, case_2 = 2)<a, b, c>)),
            ["`switch` is missing `case_1`: cases are numbered from `case_1` without gaps"]
        );
        assert_eq!(
            errors(quote!(switch(f, 1, case_1 = 2)<a, b>)),
            [
                "duplicate argument `case_1`: it is already given by position \
              (`switch(x)` means `switch(case_1 = x)`)"
            ]
        );
        assert_eq!(
            errors(quote!(switch(f, 1)<a, b, c>)),
            ["`switch` with 1 case takes 2 children (one per case, then the default), found 3"]
        );
        // `case_0` and `case_01` are not cases.
        assert_eq!(errors(quote!(switch(f, case_0 = 1)<a, b>)).len(), 1);
        assert_eq!(errors(quote!(switch(f, case_01 = 1)<a, b>)).len(), 1);
    }

    #[test]
    fn negative_thresholds_always_fit() {
        assert!(errors(quote!(parallel(-5, failure_count = -1)<a, b>)).is_empty());
        assert!(errors(quote!(parallel(2, failure_count = 2)<a, b>)).is_empty());
        assert_eq!(
            errors(quote!(parallel_all(max_failures = 3)<a, b>)).len(),
            1
        );
    }

    #[test]
    fn empty_argument_lists() {
        let run_once = errors(quote!(run_once()<a>));
        assert_eq!(run_once.len(), 1);
        assert!(run_once[0].starts_with("empty argument list: drop the parentheses"));
        assert_eq!(
            errors(quote!(sequence()<a>)),
            ["`sequence` takes no arguments; remove the `( )`"]
        );
        // A required argument is reported as missing, once.
        let repeat = errors(quote!(repeat()<a>));
        assert_eq!(repeat.len(), 1);
        assert!(repeat[0].starts_with("`repeat` needs `num_cycles`"));
        assert!(errors(quote!(run_once(false)<a>)).is_empty());
    }

    #[test]
    fn thresholds_in_literal_arithmetic() {
        let found = errors(quote!(parallel(success_count = 3 + 1)<a, b, c>));
        assert_eq!(found.len(), 1);
        assert!(found[0].starts_with("`success_count = 3 + 1` (= 4) can never be met"));
        assert!(errors(quote!(parallel(success_count = 4 - 1)<a, b, c>)).is_empty());
        assert!(errors(quote!(parallel_all(max_failures = 2 * 2)<a, b, c>))[0].contains("(= 4)"));
    }

    #[test]
    fn duplicate_switch_cases() {
        let found = errors(quote!(switch(v, 1, 2, 1)<a, b, c, d>));
        assert_eq!(found.len(), 1);
        assert!(found[0].starts_with("`case_3` repeats the value of `case_1`"));
        let found = errors(quote!(switch(v, case_2 = Mode::A, case_1 = Mode::A)<a, b, c>));
        assert!(found[0].starts_with("`case_2` repeats the value of `case_1`"));
        assert!(errors(quote!(switch(v, 1, 0x1)<a, b, c>))[0].contains("`case_2` repeats"));
        // Values the macro cannot compare are left to the user.
        assert!(errors(quote!(switch(v, f(), f())<a, b, c>)).is_empty());
        assert!(errors(quote!(switch(v, 1, 2, "1", '1')<a, b, c, d, e>)).is_empty());
    }

    #[test]
    fn reactive_sequence_with_two_async_sequences() {
        let message = "a `reactive_sequence` cannot have more than one `async_sequence` child";
        let found = errors(quote!(
            reactive_sequence<async_sequence<a>, c, async_sequence<b>>
        ));
        assert_eq!(found.len(), 1);
        assert!(found[0].starts_with(message));
        let three =
            quote!(reactive_sequence<async_sequence<a>, async_sequence<b>, async_sequence<c>>);
        assert_eq!(errors(three).len(), 2);
        // One is allowed, and so are async sequences deeper down or under
        // other nodes.
        assert!(errors(quote!(reactive_sequence<async_sequence<a>, sequence<b>>)).is_empty());
        assert!(
            errors(quote!(
                reactive_sequence<async_sequence<a>, inverter<async_sequence<b>>>
            ))
            .is_empty()
        );
        assert!(
            errors(quote!(
                reactive_fallback<async_sequence<a>, async_sequence<b>>
            ))
            .is_empty()
        );
    }

    #[test]
    fn labels_without_control_characters() {
        assert!(errors(quote!(sequence<"a\tb": a>)).is_empty());
        let found = errors(quote!(sequence<"a\u{1b}b": a>));
        assert!(found[0].starts_with("a label cannot contain the control character"));
    }

    #[test]
    fn suggestions() {
        assert_eq!(suggest_keyword("sequnce"), Some("sequence"));
        assert_eq!(suggest_keyword("Fallback"), Some("fallback"));
        assert_eq!(
            suggest_keyword("ReactiveSequence"),
            Some("reactive_sequence")
        );
        assert_eq!(suggest_keyword("AlwaysSuccess"), Some("success"));
        assert_eq!(suggest_keyword("RetryUntilSuccessful"), Some("retry"));
        assert_eq!(suggest_keyword("selecter"), Some("fallback"));
        assert_eq!(suggest_keyword("inverse"), Some("inverter"));
        assert_eq!(suggest_keyword("frobnicate"), None);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("", "abc"), 3);
    }

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
