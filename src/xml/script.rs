//! The subset of BehaviorTree.CPP's script language that `bt::xml` runs.
//!
//! Preconditions (`_skipIf`, `_successIf`, `_failureIf`, `_while`) are
//! boolean expressions over names and comparisons:
//!
//! ```text
//! expr    := or
//! or      := and ( "||" and )*
//! and     := unary ( "&&" unary )*
//! unary   := "!" unary | "(" or ")" | compare
//! compare := operand ( ("==" | "!=" | "<" | "<=" | ">" | ">=") operand )*
//! operand := name | number | 'text' | "true" | "false"
//! name    := [A-Za-z_][A-Za-z0-9_]*
//! number  := ["-"] digits ["." digits]
//! ```
//!
//! A name alone is a condition (or a `bool` entry); in a comparison, an
//! entry (or a value remapped to it). Comparisons follow BT.CPP's: numbers
//! (and `true`/`false`, 1 and 0) as reals, equal within `f32::EPSILON`;
//! texts as texts; a text beside a number read as a number; a chain
//! `a < b < c` is `a < b && b < c`.
//!
//! Post-conditions (`_onSuccess`, `_onFailure`, `_onHalted`, `_post`) are
//! names separated by `;`. Everything else of BT.CPP's language
//! (assignments, arithmetic, enums) is an error that says what to
//! register instead.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;

/// A parsed precondition expression; names keep their byte offset in the
/// script (for error positions).
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Expr {
    Name(String, usize),
    Const(bool),
    Not(Box<Expr>),
    And(Box<Expr>, Box<Expr>),
    Or(Box<Expr>, Box<Expr>),
    /// `left op right`.
    Compare(Operand, Cmp, Operand),
}

/// A side of a comparison.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Operand {
    /// An entry (with its offset).
    Name(String, usize),
    /// A number; `true` and `false` are 1 and 0.
    Number(f64),
    /// A quoted text.
    Text(String),
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

#[derive(Clone, Debug, PartialEq)]
enum Token {
    Name(String),
    Number(f64),
    Text(String),
    Cmp(Cmp),
    And,
    Or,
    Not,
    Open,
    Close,
}

impl Token {
    /// `true` for a token that ends an operand (a `-` after one is not a
    /// number's sign).
    fn ends_operand(&self) -> bool {
        matches!(
            self,
            Self::Name(_) | Self::Number(_) | Self::Text(_) | Self::Close
        )
    }
}

fn unsupported(src: &str, start: usize) -> SyntaxError {
    let what: String = src[start..].chars().take(2).collect();
    (
        start,
        alloc::format!(
            "`{what}`: bt runs names, comparisons (`==`, `!=`, `<`, `<=`, `>`, `>=`) of names, \
             numbers and 'texts', `!`, `&&`, `||`, parentheses, `true` and `false` of \
             BT.CPP's script language"
        ),
    )
}

#[allow(clippy::too_many_lines)] // one arm per token
fn tokens(src: &str) -> Result<Vec<(Token, usize)>, SyntaxError> {
    let bytes = src.as_bytes();
    let mut out: Vec<(Token, usize)> = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        let start = i;
        let next = bytes.get(i + 1).copied();
        let after_operand = out.last().is_some_and(|(t, _)| t.ends_operand());
        let token = match c {
            b' ' | b'\t' | b'\n' | b'\r' => {
                i += 1;
                continue;
            }
            b'&' if next == Some(b'&') => {
                i += 2;
                Token::And
            }
            b'|' if next == Some(b'|') => {
                i += 2;
                Token::Or
            }
            b'=' if next == Some(b'=') => {
                i += 2;
                Token::Cmp(Cmp::Eq)
            }
            b'!' if next == Some(b'=') => {
                i += 2;
                Token::Cmp(Cmp::Ne)
            }
            b'<' | b'>' => {
                let or_equal = next == Some(b'=');
                i += 1 + usize::from(or_equal);
                Token::Cmp(match (c, or_equal) {
                    (b'<', false) => Cmp::Lt,
                    (b'<', true) => Cmp::Le,
                    (_, false) => Cmp::Gt,
                    (_, true) => Cmp::Ge,
                })
            }
            b'!' => {
                i += 1;
                Token::Not
            }
            b'(' => {
                i += 1;
                Token::Open
            }
            b')' => {
                i += 1;
                Token::Close
            }
            b'\'' => {
                let Some(len) = src[i + 1..].find('\'') else {
                    return Err((start, String::from("the text has no closing `'`")));
                };
                i += len + 2;
                Token::Text(String::from(&src[start + 1..i - 1]))
            }
            b'-' if !after_operand && next.is_some_and(|n| n.is_ascii_digit()) => {
                i = number_end(bytes, i + 1);
                number(src, start, i)?
            }
            c if c.is_ascii_digit() => {
                i = number_end(bytes, i);
                number(src, start, i)?
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                    i += 1;
                }
                Token::Name(String::from(&src[start..i]))
            }
            _ => return Err(unsupported(src, start)),
        };
        out.push((token, start));
    }
    Ok(out)
}

/// The end of the digits (and one `.` and more digits) from `i`.
fn number_end(bytes: &[u8], mut i: usize) -> usize {
    while i < bytes.len() && bytes[i].is_ascii_digit() {
        i += 1;
    }
    if bytes.get(i) == Some(&b'.') && bytes.get(i + 1).is_some_and(u8::is_ascii_digit) {
        i += 1;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            i += 1;
        }
    }
    i
}

fn number(src: &str, start: usize, end: usize) -> Result<Token, SyntaxError> {
    if src[end..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_' || c == '.') {
        return Err(unsupported(src, end));
    }
    src[start..end].parse().map(Token::Number).map_err(|_| {
        (
            start,
            alloc::format!("`{}` is not a number", &src[start..end]),
        )
    })
}

struct Parser {
    tokens: Vec<(Token, usize)>,
    at: usize,
    end: usize,
}

impl Parser {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.at).map(|(t, _)| t)
    }

    fn offset(&self) -> usize {
        self.tokens.get(self.at).map_or(self.end, |(_, o)| *o)
    }

    fn or(&mut self) -> Result<Expr, SyntaxError> {
        let mut left = self.and()?;
        while self.peek() == Some(&Token::Or) {
            self.at += 1;
            let right = self.and()?;
            left = Expr::Or(Box::new(left), Box::new(right));
        }
        Ok(left)
    }

    fn and(&mut self) -> Result<Expr, SyntaxError> {
        let mut left = self.unary()?;
        while self.peek() == Some(&Token::And) {
            self.at += 1;
            let right = self.unary()?;
            left = Expr::And(Box::new(left), Box::new(right));
        }
        Ok(left)
    }

    fn unary(&mut self) -> Result<Expr, SyntaxError> {
        let offset = self.offset();
        match self.peek() {
            Some(Token::Not) => {
                self.at += 1;
                let inner = if let Some(Token::Not | Token::Open) = self.peek() {
                    self.unary()?
                } else {
                    let at = self.offset();
                    let operand = self.operand(at)?;
                    // BT.CPP reads `!a == b` as `(!a) == b`; bt compares
                    // operands only: the reader is asked which is meant.
                    if let Some(Token::Cmp(_)) = self.peek() {
                        return Err((
                            self.offset(),
                            String::from(
                                "`!` before a comparison: write `!(a == b)`, or compare with \
                                 `false` (`a == false`)",
                            ),
                        ));
                    }
                    Self::alone(operand, at)?
                };
                Ok(Expr::Not(Box::new(inner)))
            }
            Some(Token::Open) => {
                self.at += 1;
                let inner = self.or()?;
                if self.peek() != Some(&Token::Close) {
                    return Err((self.offset(), String::from("expected `)`")));
                }
                self.at += 1;
                if let Some(Token::Cmp(_)) = self.peek() {
                    return Err((
                        self.offset(),
                        String::from(
                            "bt compares names, numbers and 'texts', not expressions in \
                             parentheses",
                        ),
                    ));
                }
                Ok(inner)
            }
            _ => {
                let first = self.operand(offset)?;
                let mut expr: Option<Expr> = None;
                let mut left = first.clone();
                while let Some(&Token::Cmp(op)) = self.peek() {
                    self.at += 1;
                    let right = self.operand(self.offset())?;
                    let cmp = Expr::Compare(left, op, right.clone());
                    expr = Some(match expr {
                        None => cmp,
                        Some(before) => Expr::And(Box::new(before), Box::new(cmp)),
                    });
                    left = right;
                }
                match expr {
                    Some(expr) => Ok(expr),
                    None => Self::alone(first, offset),
                }
            }
        }
    }

    /// An operand that is not compared: a name (a condition), `true` or
    /// `false`.
    fn alone(operand: Operand, offset: usize) -> Result<Expr, SyntaxError> {
        match operand {
            Operand::Name(name, at) => Ok(match name.as_str() {
                "true" => Expr::Const(true),
                "false" => Expr::Const(false),
                _ => Expr::Name(name, at),
            }),
            _ => Err((
                offset,
                String::from(
                    "a number or a text alone is not a condition: compare it (`battery < 20`)",
                ),
            )),
        }
    }

    /// A side of a comparison (a name, a number, a text, `true`, `false`).
    fn operand(&mut self, offset: usize) -> Result<Operand, SyntaxError> {
        let Some((token, _)) = self.tokens.get(self.at).cloned() else {
            return Err((offset, String::from("the expression ends too early")));
        };
        self.at += 1;
        match token {
            // (`true`/`false` alone are constants; compared, numbers.)
            Token::Name(name) if name == "true" && self.peek_cmp() => Ok(Operand::Number(1.0)),
            Token::Name(name) if name == "false" && self.peek_cmp() => Ok(Operand::Number(0.0)),
            Token::Name(name) => Ok(Operand::Name(name, offset)),
            Token::Number(n) => Ok(Operand::Number(n)),
            Token::Text(t) => Ok(Operand::Text(t)),
            Token::And | Token::Or | Token::Not | Token::Open | Token::Close | Token::Cmp(_) => {
                Err((
                    offset,
                    String::from(
                        "expected a name, a number, a 'text', `!`, `(`, `true` or `false`",
                    ),
                ))
            }
        }
    }

    /// `true` if the next token is a comparison, or the one before was.
    fn peek_cmp(&self) -> bool {
        matches!(self.peek(), Some(Token::Cmp(_)))
            || self.at >= 2 && matches!(self.tokens.get(self.at - 2), Some((Token::Cmp(_), _)))
    }
}

/// The most tokens a precondition script may have (the parser and the
/// condition it builds recurse once per token at most).
const MAX_TOKENS: usize = 256;

/// Parses a precondition expression.
pub(crate) fn parse(src: &str) -> Result<Expr, SyntaxError> {
    let tokens = tokens(src)?;
    if let Some(&(_, offset)) = tokens.get(MAX_TOKENS) {
        return Err((
            offset,
            alloc::format!("the script is longer than {MAX_TOKENS} names and operators"),
        ));
    }
    let mut parser = Parser {
        tokens,
        at: 0,
        end: src.len(),
    };
    let expr = parser.or()?;
    if parser.at < parser.tokens.len() {
        return Err((
            parser.offset(),
            String::from("expected `&&`, `||`, a comparison or the end of the expression"),
        ));
    }
    Ok(expr)
}

/// The names of `expr` when it is a chain of names joined by `||` (`or`) or
/// by `&&` (`!or`): what nests into one precondition per name.
pub(crate) fn chain(expr: &Expr, or: bool) -> Option<Vec<(&str, usize)>> {
    match (expr, or) {
        (Expr::Name(name, offset), _) => Some(alloc::vec![(name.as_str(), *offset)]),
        (Expr::Or(a, b), true) | (Expr::And(a, b), false) => {
            let mut names = chain(a, or)?;
            names.extend(chain(b, or)?);
            Some(names)
        }
        _ => None,
    }
}

/// Parses a post-condition script: names separated by `;`, with their
/// byte offsets.
pub(crate) fn names(src: &str) -> Result<Vec<(&str, usize)>, SyntaxError> {
    let mut out = Vec::new();
    let mut start = 0;
    for part in src.split(';') {
        let trimmed = part.trim();
        let offset = start + (part.len() - part.trim_start().len());
        start += part.len() + 1;
        if trimmed.is_empty() {
            continue;
        }
        let is_name = trimmed.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
            && trimmed
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !is_name {
            return Err((
                offset,
                alloc::format!(
                    "`{trimmed}`: bt runs post-conditions made of registered script names only (`name` or `first; second`)"
                ),
            ));
        }
        out.push((trimmed, offset));
    }
    if out.is_empty() {
        return Err((0, String::from("the script is empty")));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use alloc::boxed::Box;
    use alloc::vec;

    use super::{Expr, chain, names, parse};

    fn name(n: &str, at: usize) -> Expr {
        Expr::Name(n.into(), at)
    }

    #[test]
    fn precedence_and_chains() {
        let e = parse("a || b && !c").unwrap();
        assert_eq!(
            e,
            Expr::Or(
                Box::new(name("a", 0)),
                Box::new(Expr::And(
                    Box::new(name("b", 5)),
                    Box::new(Expr::Not(Box::new(name("c", 11))))
                ))
            )
        );
        assert_eq!(chain(&e, true), None);
        let e = parse("a || b || c_2").unwrap();
        assert_eq!(chain(&e, true), Some(vec![("a", 0), ("b", 5), ("c_2", 10)]));
        assert_eq!(chain(&e, false), None);
        assert_eq!(chain(&parse("(x)").unwrap(), false), Some(vec![("x", 1)]));
        assert_eq!(parse("true").unwrap(), Expr::Const(true));
    }

    #[test]
    fn comparisons_of_names_numbers_and_texts() {
        use super::{Cmp, Operand};
        let entry = |n: &str, at| Operand::Name(n.into(), at);
        assert_eq!(
            parse("battery < 20").unwrap(),
            Expr::Compare(entry("battery", 0), Cmp::Lt, Operand::Number(20.0))
        );
        assert_eq!(
            parse("mode != 'idle' && -1.5 >= x").unwrap(),
            Expr::And(
                Box::new(Expr::Compare(
                    entry("mode", 0),
                    Cmp::Ne,
                    Operand::Text("idle".into())
                )),
                Box::new(Expr::Compare(
                    Operand::Number(-1.5),
                    Cmp::Ge,
                    entry("x", 26)
                ))
            )
        );
        // A chain compares each pair; `true` and `false` compared are 1
        // and 0, alone they are constants.
        assert_eq!(
            parse("0 <= a <= 9").unwrap(),
            Expr::And(
                Box::new(Expr::Compare(Operand::Number(0.0), Cmp::Le, entry("a", 5))),
                Box::new(Expr::Compare(entry("a", 5), Cmp::Le, Operand::Number(9.0)))
            )
        );
        assert_eq!(
            parse("ok == true || false").unwrap(),
            Expr::Or(
                Box::new(Expr::Compare(entry("ok", 0), Cmp::Eq, Operand::Number(1.0))),
                Box::new(Expr::Const(false))
            )
        );
        assert_eq!(
            parse("a-1 > 0").unwrap_err().0,
            1,
            "no arithmetic: `-` after a name is not a sign"
        );
        assert!(Cmp::Eq.holds_for_numbers(0.1 + 0.2, 0.3));
        assert!(!Cmp::Lt.holds_for_numbers(1.0, 1.0));
        assert!(Cmp::Lt.holds_for_texts("abc", "abd"));
    }

    #[test]
    fn unsupported_syntax_is_an_error_with_its_offset() {
        assert_eq!(parse("g += 1").unwrap_err().0, 2);
        assert_eq!(parse("g := 1").unwrap_err().0, 2);
        assert_eq!(parse("a == 1 + 2").unwrap_err().0, 7);
        assert_eq!(parse("!a == b").unwrap_err().0, 3);
        assert_eq!(parse("(a) < 2").unwrap_err().0, 4);
        assert_eq!(parse("20").unwrap_err().0, 0);
        assert_eq!(parse("'open").unwrap_err().0, 0);
        assert_eq!(parse("1x < 2").unwrap_err().0, 1);
        assert_eq!(parse("a < ").unwrap_err().0, 4);
        assert_eq!(parse("a &&").unwrap_err().0, 4);
        assert_eq!(parse("(a").unwrap_err().0, 2);
        assert_eq!(parse("a b").unwrap_err().0, 2);
        assert_eq!(parse("").unwrap_err().0, 0);
        assert_eq!(parse("'x'").unwrap_err().0, 0);
        assert_eq!(parse("a = 1").unwrap_err().0, 2);
    }

    #[test]
    fn post_condition_names() {
        assert_eq!(names("a; b ;").unwrap(), vec![("a", 0), ("b", 3)]);
        assert_eq!(names("x := 1").unwrap_err().0, 0);
        assert_eq!(names("a; 2").unwrap_err().0, 3);
        assert!(names(" ; ").is_err());
    }
}
