//! A node's arguments, assigned to the catalogue's parameters (and to the
//! cases of `switch`) by position or by name, with the messages for
//! unknown, duplicated, misplaced and missing ones.

use proc_macro2::Span;
use syn::{Expr, Ident};

use super::Errors;
use super::cases::case_number;
use super::suggest::closest;
use crate::ast::{Arg, KeywordHead};
use crate::catalogue::{self, ArgKind, Arity, Default, Keyword};

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
pub(super) struct CheckedArgs<'a> {
    pub(super) params: Vec<Option<&'a Expr>>,
    pub(super) cases: Vec<&'a Expr>,
    /// The highest case number given (gaps included), for the child count.
    pub(super) case_slots: usize,
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
                arg,
                format!("duplicate argument `{text}`: it is already given"),
            ),
            Some(Given::ByPosition(_)) => errors.push_spanned(
                arg,
                format!(
                    "duplicate argument `{text}`: it is already given by position (`{node}(x)` \
                     means `{node}({text} = x)`)",
                    node = keyword.name
                ),
            ),
        }
    }

    /// Reports missing arguments and gaps in the cases; `alone`: the
    /// keyword was written with neither arguments nor children.
    fn finish(self, span: Span, alone: bool, errors: &mut Errors) -> CheckedArgs<'a> {
        let keyword = self.keyword;
        let name = keyword.name;
        for (param, slot) in keyword.params.iter().zip(&self.params) {
            if let Some(given) = slot
                && matches!(param.kind, ArgKind::Threshold(_) | ArgKind::Flag)
                && crate::ast::is_closure(given.expr())
            {
                errors.push_spanned(
                    given.expr(),
                    format!(
                        "`{}` of `{name}` is fixed when the tree is built: a closure reads a \
                         value from the context only as the count of `repeat` and `retry` and \
                         the time of `timeout`, `delay` and `sleep`; give a value",
                        param.name
                    ),
                );
            }
            if let Some(given) = slot
                && let Some(message) = literal_mistake(name, param, given.expr())
            {
                errors.push_spanned(given.expr(), message);
            }
            if slot.is_none() && param.default == Default::Required && !self.unknown_seen {
                let mut message = missing_arg(keyword, param);
                if alone {
                    message.push_str(&super::alone_note(name));
                }
                errors.push(span, message);
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
pub(super) fn check_args<'a>(
    keyword: &'static Keyword,
    head: &'a KeywordHead,
    alone: bool,
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
    slots.finish(head.span(), alone, errors)
}

/// The error for a literal that the parameter's type would refuse with a
/// bare "mismatched types", or take with a meaning the writer surely did
/// not intend: a real number of milliseconds (`timeout(2.5)`), a negative
/// time, a count with a fraction. (A negative count other than -1 is
/// BehaviorTree.CPP's count of none, `repeat` succeeding and `retry`
/// failing untried, which the conformance tests use.)
fn literal_mistake(name: &str, param: &catalogue::Param, expr: &Expr) -> Option<String> {
    if param.kind == ArgKind::Millis
        && let Some(millis) = duration_millis(expr)
    {
        return Some(format!(
            "`{}` of `{name}` is a whole number of milliseconds, not a `Duration`: write \
             `{name}({millis})`",
            param.name
        ));
    }
    let (negative, lit) = match expr {
        Expr::Lit(lit) => (false, &lit.lit),
        Expr::Unary(syn::ExprUnary {
            op: syn::UnOp::Neg(_),
            expr,
            ..
        }) => match &**expr {
            Expr::Lit(lit) => (true, &lit.lit),
            _ => return None,
        },
        _ => return None,
    };
    match (param.kind, lit) {
        (ArgKind::Millis, syn::Lit::Int(_) | syn::Lit::Float(_)) if negative => Some(format!(
            "`{}` of `{name}` is a number of milliseconds, which cannot be negative; write 0 or \
             more",
            param.name
        )),
        (ArgKind::Millis, syn::Lit::Float(f)) => Some(format!(
            "`{}` of `{name}` is a whole number of milliseconds, not seconds: for \
                 {} s write `{name}({})`",
            param.name,
            f.base10_digits(),
            f.base10_parse::<f64>()
                .map_or_else(|_| String::from("2500"), |s| format!("{:.0}", s * 1000.0))
        )),
        (ArgKind::Count, syn::Lit::Float(_)) => Some(format!(
            "`{}` of `{name}` is a whole count; write a whole number (-1 for forever)",
            param.name
        )),
        _ => None,
    }
}

/// For `Duration::from_secs(2)` and the like (`core::time::Duration::..`,
/// `from_millis`, `from_secs_f32`, ..., a literal argument): the
/// milliseconds to write instead (`2000`), or `ms` when the argument is
/// not a literal. `None` for any other expression.
fn duration_millis(expr: &Expr) -> Option<String> {
    let Expr::Call(call) = expr else {
        return None;
    };
    let Expr::Path(path) = &*call.func else {
        return None;
    };
    let mut segments = path.path.segments.iter().rev();
    let constructor = segments.next()?.ident.to_string();
    if segments.next()?.ident != "Duration" || !constructor.starts_with("from_") {
        return None;
    }
    let scale = match constructor.as_str() {
        "from_secs" | "from_secs_f32" | "from_secs_f64" => 1000.0,
        "from_millis" => 1.0,
        "from_micros" => 0.001,
        "from_nanos" => 0.000_001,
        _ => return Some(String::from("ms")),
    };
    let literal = match call.args.first() {
        Some(Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Int(n),
            ..
        })) => n.base10_parse::<f64>().ok(),
        Some(Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Float(x),
            ..
        })) => x.base10_parse::<f64>().ok(),
        _ => None,
    };
    Some(literal.map_or_else(|| String::from("ms"), |n| format!("{:.0}", n * scale)))
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
        ArgKind::Node if keyword.arity == Arity::One => {
            " (your node: a value whose type implements `bt::custom::DecoratorNode`)"
        }
        ArgKind::Node => " (your node: a value whose type implements `bt::custom::ControlNode`)",
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
