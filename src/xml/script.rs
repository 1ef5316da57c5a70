//! The subset of BehaviorTree.CPP's script language that `bt::xml` runs.
//!
//! Preconditions (`_skipIf`, `_successIf`, `_failureIf`, `_while`) are
//! boolean expressions over names:
//!
//! ```text
//! expr  := or
//! or    := and ( "||" and )*
//! and   := unary ( "&&" unary )*
//! unary := "!" unary | "(" or ")" | "true" | "false" | name
//! name  := [A-Za-z_][A-Za-z0-9_]*
//! ```
//!
//! Post-conditions (`_onSuccess`, `_onFailure`, `_onHalted`, `_post`) are
//! names separated by `;`. Everything else of BT.CPP's language
//! (assignments, comparisons, arithmetic, strings, enums) is an error that
//! says what to register instead.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;

/// A parsed precondition expression; names keep their byte offset in the
/// script (for error positions).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Expr {
    Name(String, usize),
    Const(bool),
    Not(Box<Expr>),
    And(Box<Expr>, Box<Expr>),
    Or(Box<Expr>, Box<Expr>),
}

/// A syntax error: the byte offset in the script and the message.
pub(crate) type SyntaxError = (usize, String);

#[derive(Clone, Debug, PartialEq, Eq)]
enum Token {
    Name(String),
    And,
    Or,
    Not,
    Open,
    Close,
}

fn tokens(src: &str) -> Result<Vec<(Token, usize)>, SyntaxError> {
    let bytes = src.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        let start = i;
        let token = match c {
            b' ' | b'\t' | b'\n' | b'\r' => {
                i += 1;
                continue;
            }
            b'&' if bytes.get(i + 1) == Some(&b'&') => {
                i += 2;
                Token::And
            }
            b'|' if bytes.get(i + 1) == Some(&b'|') => {
                i += 2;
                Token::Or
            }
            b'!' if bytes.get(i + 1) != Some(&b'=') => {
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
            c if c.is_ascii_alphabetic() || c == b'_' => {
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                    i += 1;
                }
                Token::Name(String::from(&src[start..i]))
            }
            _ => {
                let what: String = src[start..].chars().take(2).collect();
                return Err((
                    start,
                    alloc::format!(
                        "`{what}`: bt runs only `name`, `!`, `&&`, `||`, parentheses, `true` and `false` of BT.CPP's script language"
                    ),
                ));
            }
        };
        out.push((token, start));
    }
    Ok(out)
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
        let Some((token, _)) = self.tokens.get(self.at).cloned() else {
            return Err((offset, String::from("the expression ends too early")));
        };
        self.at += 1;
        match token {
            Token::Not => Ok(Expr::Not(Box::new(self.unary()?))),
            Token::Open => {
                let inner = self.or()?;
                if self.peek() == Some(&Token::Close) {
                    self.at += 1;
                    Ok(inner)
                } else {
                    Err((self.offset(), String::from("expected `)`")))
                }
            }
            Token::Name(name) if name == "true" => Ok(Expr::Const(true)),
            Token::Name(name) if name == "false" => Ok(Expr::Const(false)),
            Token::Name(name) => Ok(Expr::Name(name, offset)),
            Token::And | Token::Or | Token::Close => Err((
                offset,
                String::from("expected a name, `!`, `(`, `true` or `false`"),
            )),
        }
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
            String::from("expected `&&`, `||` or the end of the expression"),
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
    fn unsupported_syntax_is_an_error_with_its_offset() {
        assert_eq!(parse("g += 1").unwrap_err().0, 2);
        assert_eq!(parse("a == 1").unwrap_err().0, 2);
        assert_eq!(parse("a != b").unwrap_err().0, 2);
        assert_eq!(parse("a &&").unwrap_err().0, 4);
        assert_eq!(parse("(a").unwrap_err().0, 2);
        assert_eq!(parse("a b").unwrap_err().0, 2);
        assert_eq!(parse("").unwrap_err().0, 0);
        assert_eq!(parse("'x'").unwrap_err().0, 0);
    }

    #[test]
    fn post_condition_names() {
        assert_eq!(names("a; b ;").unwrap(), vec![("a", 0), ("b", 3)]);
        assert_eq!(names("x := 1").unwrap_err().0, 0);
        assert_eq!(names("a; 2").unwrap_err().0, 3);
        assert!(names(" ; ").is_err());
    }
}
