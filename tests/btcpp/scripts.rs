//! Random scripts of BehaviorTree.CPP's language for the differential test
//! `random_scripts_compute_as_in_btcpp`: well typed, with values that stay
//! in range, written in the part of the grammar that BT.CPP 4.8.2 and 4.10
//! parse alike (every binary operation in parentheses: 4.8.2 refuses some
//! mixes of operators that 4.10 reads, such as `2 + 3 & 1`).
//!
//! Entries: `n` (an integer), `x` (a real), `s` and `t` (texts), `flag`
//! (a bool). What would make BT.CPP throw is not generated: a real
//! written into `n`, a number into a text. Texts are joined with numbers
//! of every kind (BT.CPP writes an integer whole and a `double` with six
//! decimals: `2.500000`).

#[path = "../rng/mod.rs"]
mod rng;

pub(crate) use rng::Rng;

impl Rng {
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[usize::try_from(self.below(items.len() as u64)).expect("small")]
    }

    /// A real expression (over `x`, `n` and literals).
    fn real(&mut self, depth: u32) -> String {
        if depth == 0 || self.below(3) == 0 {
            return match self.below(4) {
                0 => "x".into(),
                1 => "n".into(),
                2 => format!("{}", self.below(20)),
                _ => format!("{}.{}", self.below(10), self.below(4) * 25),
            };
        }
        match self.below(6) {
            0 => format!("(-{})", self.real(depth - 1)),
            1 => format!(
                "({} ? {} : {})",
                self.cond(depth - 1),
                self.real(depth - 1),
                self.real(depth - 1)
            ),
            2 => format!("({} / {})", self.real(depth - 1), 1 + self.below(8)),
            _ => {
                let op = self.pick(&["+", "-", "*"]);
                format!("({} {op} {})", self.real(depth - 1), self.real(depth - 1))
            }
        }
    }

    /// A whole-number expression that stays small (for `n`).
    fn whole(&mut self, depth: u32) -> String {
        if depth == 0 || self.below(3) == 0 {
            return match self.below(3) {
                0 => "n".into(),
                1 => format!("{}", self.below(10)),
                _ => "flag".into(),
            };
        }
        match self.below(4) {
            0 => format!(
                "({} ? {} : {})",
                self.cond(depth - 1),
                self.whole(depth - 1),
                self.whole(depth - 1)
            ),
            1 => format!("({} + {})", self.whole(depth - 1), self.whole(depth - 1)),
            2 => format!("({} - {})", self.whole(depth - 1), self.whole(depth - 1)),
            _ => self.cond(depth - 1),
        }
    }

    /// A text expression (over `s`, `t`, `n` and literals).
    fn text(&mut self, depth: u32) -> String {
        if depth == 0 || self.below(2) == 0 {
            return match self.below(3) {
                0 => "s".into(),
                1 => "t".into(),
                _ => format!("'{}'", self.pick(&["a", "b", "ab", "10", "9"])),
            };
        }
        match self.below(5) {
            0 => format!("({} .. {})", self.text(depth - 1), self.text(depth - 1)),
            1 => format!("({} .. n)", self.text(depth - 1)),
            2 => format!("({} .. {})", self.text(depth - 1), self.real(depth - 1)),
            3 => format!("({} .. {})", self.whole(depth - 1), self.text(depth - 1)),
            _ => format!(
                "({} ? {} : {})",
                self.cond(depth - 1),
                self.text(depth - 1),
                self.text(depth - 1)
            ),
        }
    }

    /// A condition (a number: 1 or 0).
    pub fn cond(&mut self, depth: u32) -> String {
        if depth == 0 {
            return self
                .pick(&["flag", "true", "false", "(n > 2)", "(s == 'ab')"])
                .into();
        }
        match self.below(6) {
            0 => {
                let op = self.pick(&["<", "<=", ">", ">=", "==", "!="]);
                format!("({} {op} {})", self.real(depth - 1), self.real(depth - 1))
            }
            1 => {
                let op = self.pick(&["==", "!=", "<", ">"]);
                format!("({} {op} {})", self.text(depth - 1), self.text(depth - 1))
            }
            2 => format!("({} < {} <= {})", self.real(0), self.real(0), self.real(0)),
            3 => format!("(!{})", self.cond(depth - 1)),
            _ => {
                let op = self.pick(&["&&", "||"]);
                format!("({} {op} {})", self.cond(depth - 1), self.cond(depth - 1))
            }
        }
    }

    /// A statement: an assignment to one of the entries (as script text;
    /// [`xml_escaped`] for an attribute).
    pub fn statement(&mut self) -> String {
        let depth = 1 + u32::try_from(self.below(3)).expect("small");
        match self.below(9) {
            0 => format!("x := {}", self.real(depth)),
            1 => format!("x {} {}", self.pick(&["+=", "-=", "*="]), self.real(depth)),
            2 => format!("x /= {}", 1 + self.below(5)),
            // `n` stays small: reset when it grows.
            3 => format!("n := (n > 50 || n < -50) ? 1 : {}", self.whole(depth)),
            4 => format!("n {} {}", self.pick(&["+=", "-="]), self.whole(depth)),
            5 => format!("flag := {}", self.cond(depth)),
            6 => format!("s := {}", self.text(depth)),
            7 => "s := (s == 'ab' || s == 'a' || s == 'b') ? s : 'ab'".into(),
            _ => format!("t = {}", self.text(depth)),
        }
    }
}

/// `script` in an XML attribute.
pub fn xml_escaped(script: &str) -> String {
    script
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}
