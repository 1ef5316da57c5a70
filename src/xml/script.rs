//! BehaviorTree.CPP's script language, parsed: the code of `<Script>`,
//! `<ScriptCondition>`, the precondition and the post-condition attributes.
//!
//! ```text
//! script     := statement ( ";" statement )* [";"]
//! statement  := name ( ":=" | "=" | "+=" | "-=" | "*=" | "/=" ) expr | expr
//! expr       := or [ "?" expr ":" expr ]
//! or         := and ( "||" and )*
//! and        := compare ( "&&" compare )*
//! compare    := bitor ( ("==" | "!=" | "<" | "<=" | ">" | ">=") bitor )*
//! bitor      := bitand ( ("|" | "^") bitand )*
//! bitand     := sum ( "&" sum )*
//! sum        := product ( ("+" | "-" | "..") product )*
//! product    := prefix ( ("*" | "/") prefix )*
//! prefix     := ("-" | "!" | "~") prefix | "(" expr ")" | name | number | 'text'
//! name       := ["@"] [A-Za-z_][A-Za-z0-9_]*
//! number     := digits ["." digits] [("e" | "E") ["+" | "-"] digits] | "0x" hexdigits
//! ```
//!
//! The binding powers are BT.CPP 4.10's (its Pratt parser's), `true` and
//! `false` are 1 and 0, a chain `a < b < c` is `a < b && b < c`. One
//! reading differs: `!a == b` is an error (BT.CPP reads `(!a) == b`,
//! which is rarely what is meant); `(!a) == b` and `!(a == b)` say which.
//! What a name is (a condition, an entry) and whether the operands' types
//! fit is decided when the tree is loaded (`load/code.rs`).

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;

/// A parsed expression; names and operators keep their byte offset in the
/// script (for error positions).
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Ast {
    Name(String, usize),
    /// A number literal, and how BT.CPP writes it joined to a text.
    Num(f64, Form),
    Text(String),
    /// `-e`, `!e` or `~e`, with the operator's offset.
    Unary(Unary, Box<Ast>, usize),
    /// `l op r`, with the operator's offset.
    Binary(Box<Ast>, Bin, Box<Ast>, usize),
    /// `first op1 second op2 third ...`, each pair compared.
    Compare(Box<Ast>, Vec<(Cmp, Ast)>),
    /// `cond ? then : otherwise`, with the `?`'s offset.
    If(Box<Ast>, Box<Ast>, Box<Ast>, usize),
    /// `name op value`, with the name's and the operator's offsets.
    Assign(String, usize, AssignOp, Box<Ast>, usize),
}

/// How BT.CPP (4.8.2) writes a number joined to a text (`..`): by the
/// C++ type the value has there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Form {
    /// An integer, written whole (`3`): integer literals, `true` and
    /// `false`, entries of an integer type or `bool`.
    Whole,
    /// A `double`, written as C's `%f` (`3.000000`): real literals, real
    /// entries, scripting enums and every operator's result.
    Real,
}

/// A prefix operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Unary {
    Neg,
    Not,
    Complement,
}

/// An infix operator other than a comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bin {
    Add,
    Sub,
    Mul,
    Div,
    Concat,
    BitAnd,
    BitOr,
    BitXor,
    And,
    Or,
}

impl Bin {
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Self::Add => "+",
            Self::Sub => "-",
            Self::Mul => "*",
            Self::Div => "/",
            Self::Concat => "..",
            Self::BitAnd => "&",
            Self::BitOr => "|",
            Self::BitXor => "^",
            Self::And => "&&",
            Self::Or => "||",
        }
    }
}

/// An assignment operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AssignOp {
    /// `:=`
    Create,
    /// `=`
    Existing,
    /// `+=`, `-=`, `*=`, `/=`: the arithmetic operator.
    Update(Bin),
}

impl AssignOp {
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Self::Create => ":=",
            Self::Existing => "=",
            Self::Update(Bin::Add) => "+=",
            Self::Update(Bin::Sub) => "-=",
            Self::Update(Bin::Mul) => "*=",
            Self::Update(_) => "/=",
        }
    }
}

/// A comparison operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Cmp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl Cmp {
    /// `true` if `left op right`, for values that compare (numbers equal
    /// within `f32::EPSILON`, as BT.CPP's scripts compare them).
    pub(crate) fn holds_for_numbers(self, left: f64, right: f64) -> bool {
        let same = (left - right).abs() <= f64::from(f32::EPSILON);
        match self {
            Self::Eq => same,
            Self::Ne => !same,
            Self::Lt => left < right,
            Self::Le => left <= right,
            Self::Gt => left > right,
            Self::Ge => left >= right,
        }
    }

    /// `true` if `left op right`, for texts.
    pub(crate) fn holds_for_texts(self, left: &str, right: &str) -> bool {
        match self {
            Self::Eq => left == right,
            Self::Ne => left != right,
            Self::Lt => left < right,
            Self::Le => left <= right,
            Self::Gt => left > right,
            Self::Ge => left >= right,
        }
    }
}

/// A syntax error: the byte offset in the script and the message.
pub(crate) type SyntaxError = (usize, String);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Punct {
    Cmp(Cmp),
    Bin(Bin),
    Assign(AssignOp),
    Not,
    Tilde,
    Open,
    Close,
    Question,
    Colon,
    Semicolon,
}

#[derive(Clone, Debug, PartialEq)]
enum Token {
    Name(String),
    Number(f64, Form),
    Text(String),
    P(Punct),
}

/// The punctuation of the language, longest first.
const PUNCTUATION: [(&str, Punct); 28] = [
    (":=", Punct::Assign(AssignOp::Create)),
    ("+=", Punct::Assign(AssignOp::Update(Bin::Add))),
    ("-=", Punct::Assign(AssignOp::Update(Bin::Sub))),
    ("*=", Punct::Assign(AssignOp::Update(Bin::Mul))),
    ("/=", Punct::Assign(AssignOp::Update(Bin::Div))),
    ("==", Punct::Cmp(Cmp::Eq)),
    ("!=", Punct::Cmp(Cmp::Ne)),
    ("<=", Punct::Cmp(Cmp::Le)),
    (">=", Punct::Cmp(Cmp::Ge)),
    ("&&", Punct::Bin(Bin::And)),
    ("||", Punct::Bin(Bin::Or)),
    ("..", Punct::Bin(Bin::Concat)),
    ("<", Punct::Cmp(Cmp::Lt)),
    (">", Punct::Cmp(Cmp::Gt)),
    ("=", Punct::Assign(AssignOp::Existing)),
    ("+", Punct::Bin(Bin::Add)),
    ("-", Punct::Bin(Bin::Sub)),
    ("*", Punct::Bin(Bin::Mul)),
    ("/", Punct::Bin(Bin::Div)),
    ("&", Punct::Bin(Bin::BitAnd)),
    ("|", Punct::Bin(Bin::BitOr)),
    ("^", Punct::Bin(Bin::BitXor)),
    ("!", Punct::Not),
    ("~", Punct::Tilde),
    ("(", Punct::Open),
    (")", Punct::Close),
    ("?", Punct::Question),
    (":", Punct::Colon),
];

fn tokens(src: &str) -> Result<Vec<(Token, usize)>, SyntaxError> {
    let bytes = src.as_bytes();
    let mut out: Vec<(Token, usize)> = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        let start = i;
        let token = if c.is_ascii_whitespace() {
            i += 1;
            continue;
        } else if c == b';' {
            i += 1;
            Token::P(Punct::Semicolon)
        } else if c == b'\'' {
            let Some(len) = src[i + 1..].find('\'') else {
                return Err((start, String::from("the text has no closing `'`")));
            };
            i += len + 2;
            Token::Text(String::from(&src[start + 1..i - 1]))
        } else if c.is_ascii_digit() {
            i = number_end(bytes, i);
            number(src, start, i)?
        } else if c.is_ascii_alphabetic() || c == b'_' || c == b'@' {
            i += 1;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            if &src[start..i] == "@" {
                return Err((start, String::from("`@` starts a name: `@key`")));
            }
            Token::Name(String::from(&src[start..i]))
        } else if let Some(&(text, p)) = PUNCTUATION.iter().find(|(t, _)| src[i..].starts_with(t)) {
            i += text.len();
            Token::P(p)
        } else {
            let what: String = src[start..].chars().take(1).collect();
            return Err((
                start,
                alloc::format!("`{what}` is not part of BehaviorTree.CPP's script language"),
            ));
        };
        out.push((token, start));
    }
    Ok(out)
}

/// The end of a number's digits from `i`: `0x` and hex digits, or digits
/// with one `.` and more digits, and an exponent.
fn number_end(bytes: &[u8], mut i: usize) -> usize {
    if bytes[i] == b'0' && matches!(bytes.get(i + 1), Some(b'x' | b'X')) {
        i += 2;
        while i < bytes.len() && bytes[i].is_ascii_hexdigit() {
            i += 1;
        }
        return i;
    }
    while i < bytes.len() && bytes[i].is_ascii_digit() {
        i += 1;
    }
    if bytes.get(i) == Some(&b'.') && bytes.get(i + 1).is_some_and(u8::is_ascii_digit) {
        i += 1;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            i += 1;
        }
    }
    // An exponent: `e` or `E`, a sign, digits (`1e5`, `2.5E-3`).
    if matches!(bytes.get(i), Some(b'e' | b'E')) {
        let sign = usize::from(matches!(bytes.get(i + 1), Some(b'+' | b'-')));
        if bytes.get(i + 1 + sign).is_some_and(u8::is_ascii_digit) {
            i += 1 + sign;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
        }
    }
    i
}

#[allow(clippy::cast_precision_loss)] // BT.CPP's numbers are doubles
fn number(src: &str, start: usize, end: usize) -> Result<Token, SyntaxError> {
    if src[end..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_') {
        return Err((
            end,
            alloc::format!("`{}` is not a number", &src[start..=end]),
        ));
    }
    let text = &src[start..end];
    let value = match text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        Some(hex) => i64::from_str_radix(hex, 16)
            .ok()
            .map(|n| (n as f64, Form::Whole)),
        // (A real has a fraction or an exponent, as in BT.CPP's grammar.)
        None if text.contains(['.', 'e', 'E']) => text.parse().ok().map(|n| (n, Form::Real)),
        None => text.parse().ok().map(|n| (n, Form::Whole)),
    };
    value
        .map(|(n, form)| Token::Number(n, form))
        .ok_or_else(|| (start, alloc::format!("`{text}` is not a number")))
}

/// Binding powers (BT.CPP 4.10's): higher binds tighter.
const ASSIGN_BP: u8 = 2;
const TERNARY_BP: u8 = 4;
const COMPARE_BP: u8 = 10;
const PREFIX_BP: u8 = 20;

fn left_bp(p: Punct) -> Option<u8> {
    Some(match p {
        Punct::Assign(_) => ASSIGN_BP,
        Punct::Question => TERNARY_BP,
        Punct::Bin(Bin::Or) => 6,
        Punct::Bin(Bin::And) => 8,
        Punct::Cmp(_) => COMPARE_BP,
        Punct::Bin(Bin::BitOr | Bin::BitXor) => 12,
        Punct::Bin(Bin::BitAnd) => 14,
        Punct::Bin(Bin::Add | Bin::Sub | Bin::Concat) => 16,
        Punct::Bin(Bin::Mul | Bin::Div) => 18,
        _ => return None,
    })
}

struct Parser<'t> {
    tokens: &'t [(Token, usize)],
    at: usize,
    end: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.at).map(|(t, _)| t)
    }

    fn peek_punct(&self) -> Option<Punct> {
        match self.peek() {
            Some(Token::P(p)) => Some(*p),
            _ => None,
        }
    }

    fn offset(&self) -> usize {
        self.tokens.get(self.at).map_or(self.end, |(_, o)| *o)
    }

    /// An operand with its prefix operators; `true` with it if it is a
    /// `!` written bare (not in parentheses).
    fn prefix(&mut self) -> Result<(Ast, bool), SyntaxError> {
        let offset = self.offset();
        let Some((token, _)) = self.tokens.get(self.at).cloned() else {
            return Err((offset, String::from("the expression ends too early")));
        };
        self.at += 1;
        Ok(match token {
            Token::Name(name) => match name.as_str() {
                "true" => (Ast::Num(1.0, Form::Whole), false),
                "false" => (Ast::Num(0.0, Form::Whole), false),
                _ => (Ast::Name(name, offset), false),
            },
            Token::Number(n, form) => (Ast::Num(n, form), false),
            Token::Text(t) => (Ast::Text(t), false),
            Token::P(p @ (Punct::Bin(Bin::Sub) | Punct::Not | Punct::Tilde)) => {
                let op = match p {
                    Punct::Not => Unary::Not,
                    Punct::Tilde => Unary::Complement,
                    _ => Unary::Neg,
                };
                let operand = self.expr(PREFIX_BP)?;
                (Ast::Unary(op, Box::new(operand), offset), op == Unary::Not)
            }
            Token::P(Punct::Open) => {
                let inner = self.expr(0)?;
                if self.peek_punct() != Some(Punct::Close) {
                    return Err((self.offset(), String::from("expected `)`")));
                }
                self.at += 1;
                (inner, false)
            }
            Token::P(_) => {
                return Err((
                    offset,
                    String::from("expected a name, a number, a 'text', `(`, `!`, `-` or `~`"),
                ));
            }
        })
    }

    fn expr(&mut self, min_bp: u8) -> Result<Ast, SyntaxError> {
        let (mut left, bare_not) = self.prefix()?;
        if bare_not && matches!(self.peek_punct(), Some(Punct::Cmp(_))) {
            return Err((
                self.offset(),
                String::from(
                    "`!` before a comparison: write `!(a == b)`, or `(!a) == b` if that is meant \
                     (BT.CPP reads `!a == b` as the latter)",
                ),
            ));
        }
        while let Some(p) = self.peek_punct() {
            let Some(bp) = left_bp(p).filter(|bp| *bp >= min_bp) else {
                break;
            };
            let op_at = self.offset();
            self.at += 1;
            match p {
                Punct::Assign(op) => {
                    let Ast::Name(name, name_at) = left else {
                        return Err((
                            op_at,
                            alloc::format!(
                                "`{}` assigns to an entry: write `name {} value`",
                                op.as_str(),
                                op.as_str()
                            ),
                        ));
                    };
                    let value = self.expr(0)?;
                    return Ok(Ast::Assign(name, name_at, op, Box::new(value), op_at));
                }
                Punct::Question => {
                    let then = self.expr(0)?;
                    if self.peek_punct() != Some(Punct::Colon) {
                        return Err((self.offset(), String::from("expected the `:` of `?:`")));
                    }
                    self.at += 1;
                    let otherwise = self.expr(TERNARY_BP)?;
                    return Ok(Ast::If(
                        Box::new(left),
                        Box::new(then),
                        Box::new(otherwise),
                        op_at,
                    ));
                }
                Punct::Cmp(first) => {
                    let mut rest = alloc::vec![(first, self.expr(COMPARE_BP + 1)?)];
                    while let Some(Punct::Cmp(op)) = self.peek_punct() {
                        self.at += 1;
                        rest.push((op, self.expr(COMPARE_BP + 1)?));
                    }
                    left = Ast::Compare(Box::new(left), rest);
                }
                Punct::Bin(op) => {
                    let right = self.expr(bp + 1)?;
                    left = Ast::Binary(Box::new(left), op, Box::new(right), op_at);
                }
                _ => unreachable!("only operators have a binding power"),
            }
        }
        Ok(left)
    }
}

/// The most tokens one statement may have: parsing, loading and running it
/// recurse once per token at most.
const MAX_TOKENS: usize = 256;

/// Parses a script: its statements, in order (empty ones skipped). An
/// empty script is an error.
pub(crate) fn parse(src: &str) -> Result<Vec<Ast>, SyntaxError> {
    let tokens = tokens(src)?;
    let mut statements = Vec::new();
    let mut from = 0;
    while from < tokens.len() {
        let to = tokens[from..]
            .iter()
            .position(|(t, _)| *t == Token::P(Punct::Semicolon))
            .map_or(tokens.len(), |p| from + p);
        let part = &tokens[from..to];
        let end = tokens.get(to).map_or(src.len(), |(_, o)| *o);
        from = to + 1;
        // `;` ends a statement, and may repeat (BT.CPP 4.10): but a script
        // does not start with one.
        if part.is_empty() {
            if statements.is_empty() && to < tokens.len() {
                return Err((
                    tokens[to].1,
                    String::from("expected a statement before `;`"),
                ));
            }
            continue;
        }
        if let Some(&(_, offset)) = part.get(MAX_TOKENS) {
            return Err((
                offset,
                alloc::format!("a statement is longer than {MAX_TOKENS} names and operators"),
            ));
        }
        let mut parser = Parser {
            tokens: part,
            at: 0,
            end,
        };
        let statement = parser.expr(0)?;
        if parser.at < part.len() {
            return Err((
                parser.offset(),
                String::from("expected an operator, `;` or the end of the script"),
            ));
        }
        statements.push(statement);
    }
    if statements.is_empty() {
        return Err((0, String::from("the script is empty")));
    }
    Ok(statements)
}

/// The names of `expr` when it is a chain of names joined by `||` (`or`) or
/// by `&&` (`!or`): what nests into one precondition per name.
pub(crate) fn chain(expr: &Ast, or: bool) -> Option<Vec<(&str, usize)>> {
    match expr {
        Ast::Name(name, offset) => Some(alloc::vec![(name.as_str(), *offset)]),
        Ast::Binary(a, op, b, _) if *op == if or { Bin::Or } else { Bin::And } => {
            let mut names = chain(a, or)?;
            names.extend(chain(b, or)?);
            Some(names)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use alloc::boxed::Box;
    use alloc::string::String;
    use alloc::vec;
    use alloc::vec::Vec;

    use super::{AssignOp, Ast, Bin, Cmp, Form, Unary, chain, parse};

    fn one(src: &str) -> Ast {
        let mut statements = parse(src).unwrap();
        assert_eq!(statements.len(), 1, "{src}");
        statements.remove(0)
    }

    fn name(n: &str, at: usize) -> Ast {
        Ast::Name(n.into(), at)
    }

    fn bin(l: Ast, op: Bin, r: Ast, at: usize) -> Ast {
        Ast::Binary(Box::new(l), op, Box::new(r), at)
    }

    #[test]
    fn precedence_and_chains() {
        let e = one("a || b && !c");
        assert_eq!(
            e,
            bin(
                name("a", 0),
                Bin::Or,
                bin(
                    name("b", 5),
                    Bin::And,
                    Ast::Unary(Unary::Not, Box::new(name("c", 11)), 10),
                    7
                ),
                2
            )
        );
        assert_eq!(chain(&e, true), None);
        let e = one("a || b || c_2");
        assert_eq!(chain(&e, true), Some(vec![("a", 0), ("b", 5), ("c_2", 10)]));
        assert_eq!(chain(&e, false), None);
        assert_eq!(chain(&one("(x)"), false), Some(vec![("x", 1)]));
        assert_eq!(one("true"), Ast::Num(1.0, Form::Whole));
        // Products bind tighter than sums, sums than comparisons,
        // comparisons than `&&`; binary operators associate to the left.
        assert_eq!(
            one("1 + 2 * x - 3 < y && z"),
            bin(
                Ast::Compare(
                    Box::new(bin(
                        bin(
                            Ast::Num(1.0, Form::Whole),
                            Bin::Add,
                            bin(Ast::Num(2.0, Form::Whole), Bin::Mul, name("x", 8), 6),
                            2
                        ),
                        Bin::Sub,
                        Ast::Num(3.0, Form::Whole),
                        10
                    )),
                    vec![(Cmp::Lt, name("y", 16))]
                ),
                Bin::And,
                name("z", 21),
                18
            )
        );
        assert_eq!(
            one("-a * 2"),
            bin(
                Ast::Unary(Unary::Neg, Box::new(name("a", 1)), 0),
                Bin::Mul,
                Ast::Num(2.0, Form::Whole),
                3
            )
        );
        assert_eq!(
            one("'a' .. 1 | 2 & 3"),
            bin(
                bin(
                    Ast::Text("a".into()),
                    Bin::Concat,
                    Ast::Num(1.0, Form::Whole),
                    4
                ),
                Bin::BitOr,
                bin(
                    Ast::Num(2.0, Form::Whole),
                    Bin::BitAnd,
                    Ast::Num(3.0, Form::Whole),
                    13
                ),
                9
            )
        );
    }

    #[test]
    fn comparisons_chain_and_ternaries_nest() {
        assert_eq!(
            one("0 <= a <= 9"),
            Ast::Compare(
                Box::new(Ast::Num(0.0, Form::Whole)),
                vec![
                    (Cmp::Le, name("a", 5)),
                    (Cmp::Le, Ast::Num(9.0, Form::Whole))
                ]
            )
        );
        assert_eq!(
            one("a ? 1 : b ? 2 : 3"),
            Ast::If(
                Box::new(name("a", 0)),
                Box::new(Ast::Num(1.0, Form::Whole)),
                Box::new(Ast::If(
                    Box::new(name("b", 8)),
                    Box::new(Ast::Num(2.0, Form::Whole)),
                    Box::new(Ast::Num(3.0, Form::Whole)),
                    10
                )),
                2
            )
        );
        assert!(Cmp::Eq.holds_for_numbers(0.1 + 0.2, 0.3));
        assert!(!Cmp::Lt.holds_for_numbers(1.0, 1.0));
        assert!(Cmp::Lt.holds_for_texts("abc", "abd"));
    }

    #[test]
    fn statements_and_assignments() {
        let s = parse("x := 0x1f; msg = 'hi' .. @name;; n += n > 2 ? 1 : 2 ;").unwrap();
        assert_eq!(
            s,
            vec![
                Ast::Assign(
                    "x".into(),
                    0,
                    AssignOp::Create,
                    Box::new(Ast::Num(31.0, Form::Whole)),
                    2
                ),
                Ast::Assign(
                    "msg".into(),
                    11,
                    AssignOp::Existing,
                    Box::new(bin(
                        Ast::Text("hi".into()),
                        Bin::Concat,
                        name("@name", 25),
                        22
                    )),
                    15
                ),
                Ast::Assign(
                    "n".into(),
                    33,
                    AssignOp::Update(Bin::Add),
                    Box::new(Ast::If(
                        Box::new(Ast::Compare(
                            Box::new(name("n", 38)),
                            vec![(Cmp::Gt, Ast::Num(2.0, Form::Whole))]
                        )),
                        Box::new(Ast::Num(1.0, Form::Whole)),
                        Box::new(Ast::Num(2.0, Form::Whole)),
                        44
                    )),
                    35
                ),
            ]
        );
        assert_eq!(
            one("a = b = 1"),
            Ast::Assign(
                "a".into(),
                0,
                AssignOp::Existing,
                Box::new(Ast::Assign(
                    "b".into(),
                    4,
                    AssignOp::Existing,
                    Box::new(Ast::Num(1.0, Form::Whole)),
                    6
                )),
                2
            )
        );
    }

    #[test]
    fn syntax_errors_have_their_offset() {
        let err = |src: &str| parse(src).unwrap_err().0;
        assert_eq!(err("!a == b"), 3);
        assert_eq!(err("'open"), 0);
        assert_eq!(err("1x < 2"), 1);
        assert_eq!(err("1e < 2"), 1);
        // As BT.CPP 4.10: `;` may repeat and end a script, not start one.
        assert_eq!(err("; 3"), 0);
        assert_eq!(err(" ;"), 1);
        assert_eq!(parse("a;; b;").map(|s| s.len()), Ok(2));
        assert_eq!(
            one("2.5E-3 + 1e2"),
            bin(
                Ast::Num(0.0025, Form::Real),
                Bin::Add,
                Ast::Num(100.0, Form::Real),
                7
            )
        );
        assert_eq!(err("a < "), 4);
        assert_eq!(err("a &&"), 4);
        assert_eq!(err("(a"), 2);
        assert_eq!(err("a b"), 2);
        assert_eq!(err(""), 0);
        assert_eq!(err(" ; "), 1);
        assert_eq!(err("1 := 2"), 2);
        assert_eq!(err("a ? 1"), 5);
        assert_eq!(err("a # b"), 2);
        assert_eq!(err("x := 1; y :="), 12);
        let long: String = (0..200).map(|_| "a+").collect::<Vec<_>>().concat();
        assert_eq!(err(&(long + "a")), 256);
        // `(!a) == b` is accepted, as written.
        assert!(parse("(!a) == b").is_ok());
    }
}
