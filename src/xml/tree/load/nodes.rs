//! Building the built-in nodes: their ports, and `Switch`.

use super::{
    Attrs, Binding, Box, BoxNode, Builder, Doc, Error, Kind, PortType, Pos, SWITCH_CASES, Scope,
    Shared, Spec, String, Switch, ToString, Vec, a_type, format, key_of, meant_port, no_port_help,
    parse_bool,
};

/// The index cases of a loaded switch (see [`Builder::switch`]).
const CASE_INDICES: [usize; SWITCH_CASES.len()] = {
    let mut cases = [0; SWITCH_CASES.len()];
    let mut i = 0;
    while i < cases.len() {
        cases[i] = i;
        i += 1;
    }
    cases
};

/// How to give the factory a clock.
pub(super) const NEEDS_CLOCK: &str = "implement `bt::Clock` for the context and make the factory \
     with `Factory::new().with_clock()`";

impl<'f, C: 'static> Builder<'f, '_, '_, C> {
    /// The built-in port values of `kind`, in its port order (defaults
    /// filled in; a value remapped on a `<SubTree>` in place of its
    /// `{key}`; the `{key}` of an entry as it is, for the ports that read
    /// entries).
    pub(super) fn ports(
        d: &Doc<'_>,
        kind: Kind,
        attrs: &Attrs<'_>,
        scope: &Scope,
        at: Pos,
    ) -> Result<Vec<String>, Error> {
        let ports = kind.ports();
        let mut values: Vec<(&str, String)> = Vec::new();
        for &(name, value, name_at, at, _) in &attrs.ports {
            let Some(port) = ports.iter().find(|p| p.name == name) else {
                let names: Vec<&str> = ports.iter().map(|p| p.name).collect();
                return Err(Error::new(
                    d.path,
                    name_at,
                    format!("`{}` has no port `{name}`", kind.btcpp),
                    no_port_help(
                        kind.btcpp,
                        name,
                        &names,
                        format!("remove `{name}`: `{}` has no ports", kind.btcpp),
                    ),
                ));
            };
            if let Some(key) = key_of(name, value) {
                if let Some(Binding::Literal(text)) = scope.resolve(key) {
                    // The error says where the value was remapped.
                    Self::check_literal(d, kind, (name, port.ty), &text, at).map_err(|e| {
                        Error::new(
                            d.path,
                            at,
                            String::from(e.message()) + &scope.remapped(key),
                            e.help(),
                        )
                    })?;
                    values.push((port.name, text));
                    continue;
                }
                if READS_ENTRIES.contains(&kind) {
                    // Resolved when the node is built (`number_port`).
                    values.push((port.name, value.to_string()));
                    continue;
                }
                return Err(Error::new(
                    d.path,
                    at,
                    format!(
                        "`{name}=\"{value}\"`: the port `{name}` of `{}` takes a literal in bt",
                        kind.btcpp
                    ),
                    "write the value itself: bt reads entries only in the number ports of \
                     `Repeat`, `RetryUntilSuccessful`, `Timeout`, `Delay` and `Sleep`",
                ));
            }
            Self::check_literal(d, kind, (name, port.ty), value, at)?;
            values.push((port.name, value.to_string()));
        }
        ports
            .iter()
            .map(|port| {
                let given = values.iter().find(|(n, _)| *n == port.name);
                match (given, port.default) {
                    (Some((_, value)), _) => Ok(match port.ty {
                        PortType::Bool => parse_bool(value).unwrap_or_default().to_string(),
                        _ => value.clone(),
                    }),
                    (None, Some(default)) => Ok(default.to_string()),
                    (None, None) => Err(Error::new(
                        d.path,
                        at,
                        format!("`{}` needs the port `{}`", kind.btcpp, port.name),
                        format!("add `{}=\"..\"`", port.name),
                    )),
                }
            })
            .collect()
    }

    /// The literal `value` of the port `name` (of type `ty`) of `kind`,
    /// at `at`, checked.
    fn check_literal(
        d: &Doc<'_>,
        kind: Kind,
        (name, ty): (&str, PortType),
        value: &str,
        at: Pos,
    ) -> Result<(), Error> {
        let ok = match ty {
            PortType::Int => number::<i32>(value).is_some(),
            PortType::Millis => number::<u64>(value).is_some(),
            PortType::Bool => parse_bool(value).is_some(),
            PortType::Condition | PortType::Variable => true,
        };
        if ok {
            return Ok(());
        }
        let want = match ty {
            PortType::Int => "a whole number (i32)",
            PortType::Millis => "a number of milliseconds (u64)",
            _ => "`true` or `false`",
        };
        Err(Error::new(
            d.path,
            at,
            format!(
                "`{value}` is not {want} (port `{name}` of `{}`)",
                kind.btcpp
            ),
            match value
                .strip_prefix('+')
                .filter(|bare| !bare.is_empty() && bare.bytes().all(|b| b.is_ascii_digit()))
            {
                Some(bare) => {
                    format!("write `{bare}`: BehaviorTree.CPP reads numbers without a `+`")
                }
                None => format!("write {want}"),
            },
        ))
    }

    /// The number port `i` of `kind` (one of [`READS_ENTRIES`]), written
    /// `value` (its default if not given; see [`ports`](Self::ports)): a
    /// literal, or a `{key}` context entry of a number type, read before
    /// each of the node's ticks (as BT.CPP reads the port).
    fn number_port(
        &self,
        d: &Doc<'_>,
        (kind, attrs, at): (Kind, &Attrs<'_>, Pos),
        scope: &Shared<Scope>,
        i: usize,
        value: &str,
    ) -> Result<NumberPort<C>, Error> {
        let port = &kind.ports()[i];
        let Some(key) = key_of(port.name, value) else {
            return Ok(NumberPort::Literal(value.to_string()));
        };
        let at = attrs
            .ports
            .iter()
            .find(|p| p.0 == port.name)
            .map_or(at, |p| p.3);
        let err = |message: String, help: String| Error::new(d.path, at, message, help);
        // (A value remapped on a `<SubTree>` is in place already: `ports`.)
        let Some(Binding::Entry(root)) = scope.resolve(key) else {
            return Err(err(scope.invisible(key), scope.invisible_help(key)));
        };
        let entry = self.entries().get(&root).ok_or_else(|| {
            err(
                format!("no context entry `{root}` is registered"),
                self.entries().read_help(&root),
            )
        })?;
        let Some(whole) = whole_of::<C>(entry.getter.as_ref()) else {
            return Err(err(
                format!(
                    "the entry `{root}` is {}, the port `{}` of `{}` reads a number{}",
                    a_type(entry.type_name),
                    port.name,
                    kind.btcpp,
                    scope.remapped(key)
                ),
                String::from("use an entry of a number type, or a literal"),
            ));
        };
        // A value the port cannot take fails the node (BT.CPP throws):
        // `Factory::on_run_error` hears why.
        let report = self.report_at(
            d,
            at,
            format!("in `{}=\"{value}\"`", port.name),
            "BT.CPP throws here; bt's node fails",
        );
        let what = if matches!(kind, Kind::REPEAT | Kind::RETRY) {
            "a count: a whole number within `i32`"
        } else {
            "a time in milliseconds: a whole number, not negative"
        };
        let bad: Shared<threads!(dyn Fn(&str))> = Shared::new(move |shown: &str| {
            if let Some(report) = &report {
                report(&format!("the entry `{root}` is {shown}, not {what}"));
            }
        });
        Ok(NumberPort::Entry(
            scope.shown(port.name, value),
            Reader { whole, bad },
        ))
    }

    pub(super) fn builtin(
        &self,
        d: &Doc<'_>,
        kind: Kind,
        attrs: &Attrs<'_>,
        scope: &Shared<Scope>,
        children: Vec<Spec<C>>,
        at: Pos,
    ) -> Result<Spec<C>, Error> {
        let values = Self::ports(d, kind, attrs, scope, at)?;
        let port = |i: usize| self.number_port(d, (kind, attrs, at), scope, i, &values[i]);
        let int_of = |text: &str| number::<i32>(text).unwrap_or_default();
        let int = |i: usize| int_of(&values[i]);
        if kind == Kind::PARALLEL || kind == Kind::PARALLEL_ALL {
            let goals: &[&str] = if kind == Kind::PARALLEL {
                &["succeed", "fail"]
            } else {
                &["fail"]
            };
            for (i, goal) in goals.iter().enumerate() {
                Self::reachable(d, kind, attrs, at, children.len(), i, int(i), goal)?;
            }
        }
        let ms_of = |text: &str| number::<u64>(text).unwrap_or_default();
        let flag = |i: usize| values[i] == "true";
        let mut children = children.into_iter();
        let mut one = || children.next();
        let timed = |d: &Doc<'_>| self.timed_or_err(d, at, kind);
        Ok(match kind {
            Kind::SEQUENCE => Spec::sequence(children),
            Kind::SEQUENCE_WITH_MEMORY => Spec::sequence_with_memory(children),
            Kind::REACTIVE_SEQUENCE => Spec::reactive_sequence(children),
            Kind::ASYNC_SEQUENCE => Spec::async_sequence(children),
            Kind::FALLBACK => Spec::fallback(children),
            Kind::REACTIVE_FALLBACK => Spec::reactive_fallback(children),
            Kind::ASYNC_FALLBACK => Spec::async_fallback(children),
            Kind::PARALLEL => Spec::parallel(int(0), int(1), children),
            Kind::PARALLEL_ALL => Spec::parallel_all(int(0), children),
            Kind::IF_THEN_ELSE | Kind::WHILE_DO_ELSE => {
                let (Some(c), Some(t)) = (one(), one()) else {
                    unreachable!("the arity was checked")
                };
                let e = one();
                if kind == Kind::IF_THEN_ELSE {
                    Spec::if_then_else(c, t, e)
                } else {
                    Spec::while_do_else(c, t, e)
                }
            }
            Kind::TRY_CATCH => Spec::try_catch(flag(0), children),
            Kind::SUCCESS => Spec::success(),
            Kind::FAILURE => Spec::failure(),
            Kind::RUNNING => Spec::running(),
            Kind::SLEEP => match port(0)? {
                NumberPort::Literal(text) => (timed(d)?.sleep)(ms_of(&text)),
                NumberPort::Entry(port, read) => (timed(d)?.sleep_reading)(port, millis(read)),
            },
            _ => {
                let Some(child) = one() else {
                    unreachable!("the arity was checked")
                };
                match kind {
                    Kind::INVERTER => Spec::inverter(child),
                    Kind::FORCE_SUCCESS => Spec::force_success(child),
                    Kind::FORCE_FAILURE => Spec::force_failure(child),
                    Kind::KEEP_RUNNING_UNTIL_FAILURE => Spec::keep_running_until_failure(child),
                    Kind::REPEAT_UNTIL_FAILURE => Spec::repeat_until_failure(child),
                    Kind::REPEAT => match port(0)? {
                        NumberPort::Literal(text) => Spec::repeat(int_of(&text), child),
                        NumberPort::Entry(port, read) => {
                            Spec::repeat_reading(port, count(read), child)
                        }
                    },
                    Kind::RETRY => match port(0)? {
                        NumberPort::Literal(text) => Spec::retry(int_of(&text), child),
                        NumberPort::Entry(port, read) => {
                            Spec::retry_reading(port, count(read), child)
                        }
                    },
                    Kind::RUN_ONCE => Spec::run_once(flag(0), child),
                    Kind::TIMEOUT => match port(0)? {
                        NumberPort::Literal(text) => (timed(d)?.timeout)(ms_of(&text), child),
                        NumberPort::Entry(port, read) => {
                            (timed(d)?.timeout_reading)(port, millis(read), child)
                        }
                    },
                    Kind::DELAY => match port(0)? {
                        NumberPort::Literal(text) => (timed(d)?.delay)(ms_of(&text), child),
                        NumberPort::Entry(port, read) => {
                            (timed(d)?.delay_reading)(port, millis(read), child)
                        }
                    },
                    other => unreachable!("`{}` is not resolved from XML", other.btcpp),
                }
            }
        })
    }

    /// BT.CPP throws at every tick of a parallel whose threshold (port
    /// `port` of `kind`) is above its number of children, once a negative
    /// value is counted from the end (`-1` = all): the loader rejects the
    /// file instead (as `bt!` rejects the tree), at the attribute.
    #[allow(clippy::too_many_arguments)] // the element's parts, as `builtin` has them
    fn reachable(
        d: &Doc<'_>,
        kind: Kind,
        attrs: &Attrs<'_>,
        at: Pos,
        children: usize,
        port: usize,
        value: i32,
        goal: &str,
    ) -> Result<(), Error> {
        let n = i64::try_from(children).unwrap_or(i64::MAX);
        let wanted = if value < 0 {
            (n + i64::from(value) + 1).max(0)
        } else {
            i64::from(value)
        };
        if wanted <= n {
            return Ok(());
        }
        let name = kind.ports()[port].name;
        let at = attrs
            .ports
            .iter()
            .find(|(p, ..)| *p == name)
            .map_or(at, |&(.., at, _)| at);
        Err(Error::new(
            d.path,
            at,
            format!(
                "`{name}=\"{value}\"` can never be met: `{}` has {children} children, so it could \
                 never {goal} (BehaviorTree.CPP throws when it is ticked)",
                kind.btcpp
            ),
            format!("use at most {children}, or a negative count (-1 = all children)"),
        ))
    }

    pub(super) fn timed_or_err(
        &self,
        d: &Doc<'_>,
        at: Pos,
        kind: Kind,
    ) -> Result<&'f super::super::Timed<C>, Error> {
        self.factory.timed.as_ref().ok_or_else(|| {
            Error::new(
                d.path,
                at,
                format!("`{}` needs a clock", kind.btcpp),
                NEEDS_CLOCK,
            )
        })
    }

    #[allow(clippy::too_many_lines)] // the checks of each port, in order
    pub(super) fn switch(
        &self,
        d: &Doc<'_>,
        (id, at): (&str, Pos),
        n: usize,
        attrs: &Attrs<'_>,
        children: Vec<Spec<C>>,
        scope: &Shared<Scope>,
    ) -> Result<Spec<C>, Error> {
        if children.len() != n + 1 {
            return Err(Error::new(
                d.path,
                at,
                format!(
                    "`{id}` takes {} children (one per case and the default, last), it has {}",
                    n + 1,
                    children.len()
                ),
                format!("give it {} children", n + 1),
            ));
        }
        let mut variable = None;
        let mut cases: Vec<Option<String>> = alloc::vec![None; n];
        for &(name, value, nat, vat, _) in &attrs.ports {
            if name == "variable" {
                variable = Some((value, vat));
            } else if let Some(i) = SWITCH_CASES[..n].iter().position(|c| *c == name) {
                cases[i] = Some(match key_of(name, value).map(|key| scope.resolve(key)) {
                    None => value.to_string(),
                    // A value remapped on a `<SubTree>` stands for its `{key}`.
                    Some(Some(Binding::Literal(text))) => text,
                    Some(_) => {
                        return Err(Error::new(
                            d.path,
                            vat,
                            format!("`{name}=\"{value}\"`: case values are literals in bt"),
                            "write the value itself (here, or remapped on the `<SubTree>`)",
                        ));
                    }
                });
            } else {
                return Err(Error::new(
                    d.path,
                    nat,
                    format!("`{id}` has no port `{name}`"),
                    // Not `case_N` (all equally near a wrong one), but
                    // `variable` and the attributes every node takes.
                    match meant_port(name, &["variable"]) {
                        Some(meant) => format!(
                            "did you mean `{meant}`? (its ports are `variable` and `case_1` to \
                             `case_{n}`)"
                        ),
                        None => format!("its ports are `variable` and `case_1` to `case_{n}`"),
                    },
                ));
            }
        }
        let Some((variable, vat)) = variable else {
            return Err(Error::new(
                d.path,
                at,
                format!("`{id}` needs the port `variable`"),
                "add `variable=\"{key}\"`, a context entry",
            ));
        };
        let cases: Vec<String> = cases
            .into_iter()
            .enumerate()
            .map(|(i, case)| {
                case.ok_or_else(|| {
                    Error::new(
                        d.path,
                        at,
                        format!("`{id}` needs the port `{}`", SWITCH_CASES[i]),
                        format!("add `{}=\"..\"`", SWITCH_CASES[i]),
                    )
                })
            })
            .collect::<Result<_, _>>()?;
        let Some(key) = key_of("variable", variable) else {
            return Err(Error::new(
                d.path,
                vat,
                format!("`variable=\"{variable}\"` is not a `{{key}}`"),
                "write `variable=\"{key}\"`, naming a context entry",
            ));
        };
        let text: Shared<threads!(dyn Fn(&C) -> String)> = match scope.resolve(key) {
            None => {
                return Err(Error::new(
                    d.path,
                    vat,
                    scope.invisible(key),
                    scope.invisible_help(key),
                ));
            }
            Some(Binding::Literal(value)) => Shared::new(move |_| value.clone()),
            Some(Binding::Entry(root)) => match self.entries().get(&root) {
                Some(entry) => match &entry.text {
                    Some(text) => Shared::clone(text),
                    None => {
                        return Err(Error::new(
                            d.path,
                            vat,
                            format!(
                                "the entry `{root}` is {}, which has no text to compare \
                                 with the cases",
                                a_type(entry.type_name)
                            ),
                            "switch on an entry of a number type, `bool`, `String`, or one \
                             registered with `Factory::entry` (a `Display` type)",
                        ));
                    }
                },
                None => {
                    return Err(Error::new(
                        d.path,
                        vat,
                        format!("no context entry `{root}` is registered"),
                        self.entries().unknown_help(
                            &root,
                            format!("register it with `Factory::entry(\"{root}\", |ctx| ..)`"),
                        ),
                    ));
                }
            },
        };
        // The scripting enums, which name numbers on both sides (BT.CPP
        // 4.10): none, most often.
        let enums = Shared::new((*self.enums).clone());
        let mut spec = Spec::new(Kind::SWITCH, children, {
            let cases = cases.clone();
            move |ch: Vec<BoxNode<C>>| -> BoxNode<C> {
                // The node switches on the index of the first case that
                // matches the entry's text (`n` for none: the default).
                let value = move |c: &mut C| {
                    let now = text(c);
                    cases
                        .iter()
                        .position(|case| case_matches(case, &now, &enums))
                        .unwrap_or(cases.len())
                };
                Box::new(Switch::new(value, CASE_INDICES, ch))
            }
        })
        .port("variable", {
            // The entry it reads here (see `Scope::shown`).
            let shown = scope.shown("variable", variable);
            shown
                .strip_prefix('{')
                .and_then(|k| k.strip_suffix('}'))
                .unwrap_or(key)
                .to_string()
        });
        for (i, case) in cases.iter().enumerate() {
            spec = spec.port(SWITCH_CASES[i], case);
        }
        Ok(spec)
    }
}

/// Whether a `Switch` case matches the variable's text, as BT.CPP 4.10
/// compares them: equal as text; else both whole numbers (`i32`) and equal;
/// else both real numbers within `f32::EPSILON` of each other. A number is
/// the whole text, as C++'s `from_chars` reads it: no leading `+` or
/// blanks, nothing after it, and a real within `f64`'s range. So `"42"`
/// matches `"42.0"` and `"4.2e1"`, `"01"` matches `"1"` and `"1."`, but
/// `"+1"`, `" 1"` and `"1x"` match only themselves. (BT.CPP 4.8 read the
/// longest number at the start of the text instead, so there `"1x"` and
/// `"42.5"` matched `"1"` and `"42"`; docs/conformance.md lists the
/// differences.) A scripting enum's name on either side is its number
/// (`case_1="RED"` matches `"1"` where `RED` is 1).
#[allow(clippy::cast_possible_truncation)] // enums are `i32`s in BT.CPP
pub(crate) fn case_matches(
    case: &str,
    value: &str,
    enums: &alloc::collections::BTreeMap<String, f64>,
) -> bool {
    if case == value {
        return true;
    }
    let whole = |t: &str| enums.get(t).map(|&n| n as i32).or_else(|| number::<i32>(t));
    if let (Some(a), Some(b)) = (whole(case), whole(value))
        && a == b
    {
        return true;
    }
    let real = |t: &str| enums.get(t).copied().or_else(|| real(t));
    match (real(case), real(value)) {
        (Some(a), Some(b)) => (a - b).abs() <= f64::from(f32::EPSILON),
        _ => false,
    }
}

/// The built-in nodes whose number port may name a context entry, read
/// before each of their ticks.
const READS_ENTRIES: [Kind; 5] = [
    Kind::REPEAT,
    Kind::RETRY,
    Kind::TIMEOUT,
    Kind::DELAY,
    Kind::SLEEP,
];

/// A number port of one of [`READS_ENTRIES`].
pub(super) enum NumberPort<C: 'static> {
    /// A literal, checked.
    Literal(String),
    /// A context entry: the port's value in the node table, and the
    /// entry's value.
    Entry(String, Reader<C>),
}

/// A number entry's value as a whole number (the value shown, for a real
/// that is not one).
pub(super) type Whole<C> = Shared<threads!(dyn Fn(&C) -> Result<i128, String>)>;

/// How a built-in node's port reads an entry: the entry's value as a
/// whole number, and what hears of a value the port cannot take.
pub(super) struct Reader<C: 'static> {
    whole: Whole<C>,
    bad: Shared<threads!(dyn Fn(&str))>,
}

impl<C: 'static> Reader<C> {
    /// The entry's value as a `T` (`None`, reported, if it is not one).
    fn read<T: TryFrom<i128>>(&self, c: &C) -> Option<T> {
        let value = (self.whole)(c);
        match &value {
            Ok(n) => T::try_from(*n).ok().or_else(|| {
                (self.bad)(&format!("{n}"));
                None
            }),
            Err(shown) => {
                (self.bad)(shown);
                None
            }
        }
    }
}

/// The value of an entry of a number type whose getter is `getter` (an
/// `Shared<dyn Fn(&C) -> T>`), as a whole number: an integer as it is, a real
/// if it is whole (BT.CPP reads a `double` entry into an `int` port then), a
/// text if it reads as one.
fn whole_of<C: 'static>(getter: &dyn core::any::Any) -> Option<Whole<C>> {
    macro_rules! wholes {
        ($($t:ty),*) => {$(
            if let Some(get) = getter.downcast_ref::<Shared<threads!(dyn Fn(&C) -> $t)>>() {
                let get = Shared::clone(get);
                #[allow(clippy::cast_lossless, clippy::cast_possible_wrap)] // every one fits
                return Some(Shared::new(move |c: &C| Ok(get(c) as i128)));
            }
        )*};
    }
    wholes!(i8, i16, i32, i64, isize, u8, u16, u32, u64, usize);
    macro_rules! reals {
        ($($t:ty),*) => {$(
            if let Some(get) = getter.downcast_ref::<Shared<threads!(dyn Fn(&C) -> $t)>>() {
                let get = Shared::clone(get);
                return Some(Shared::new(move |c: &C| {
                    let x = f64::from(get(c));
                    // Whole, and within `i128` (`as` saturates beyond).
                    #[allow(clippy::cast_possible_truncation)]
                    if x.fract() == 0.0 && x.abs() < 1e30 {
                        Ok(x as i128)
                    } else {
                        Err(super::code::shown_number(x))
                    }
                }));
            }
        )*};
    }
    reals!(f32, f64);
    // A text, parsed when read, as BT.CPP converts a text entry (`n :=
    // '3'`).
    if let Some(get) = getter.downcast_ref::<Shared<threads!(dyn Fn(&C) -> String)>>() {
        let get = Shared::clone(get);
        return Some(Shared::new(move |c: &C| {
            let text = get(c);
            match super::code::text_number(&text) {
                // Whole, and within `i128` (`as` saturates beyond).
                #[allow(clippy::cast_possible_truncation)]
                Some(x) if x.fract() == 0.0 && x.abs() < 1e30 => Ok(x as i128),
                _ => Err(format!("'{text}'")),
            }
        }));
    }
    None
}

/// A count read from an entry: `None` beyond `i32` (BT.CPP throws then).
fn count<C: 'static>(read: Reader<C>) -> impl Fn(&C) -> Option<i32> + 'static {
    move |c| read.read(c)
}

/// Milliseconds read from an entry: `None` if negative (BT.CPP throws
/// then).
fn millis<C: 'static>(read: Reader<C>) -> super::super::Millis<C> {
    Shared::new(move |c| read.read(c))
}

/// The text as a number, as BT.CPP reads it (C++'s `from_chars`):
/// Rust's parser also takes a leading `+`, which `from_chars` does not.
fn number<T: core::str::FromStr>(text: &str) -> Option<T> {
    if text.starts_with('+') {
        return None;
    }
    text.parse().ok()
}

/// The text as an `f64`, as `from_chars` reads it: Rust's parser also
/// takes a leading `+`, and rounds a value beyond `f64`'s range to infinity
/// or zero where `from_chars` fails.
fn real(text: &str) -> Option<f64> {
    let x: f64 = number(text)?;
    let digits = text.strip_prefix('-').unwrap_or(text);
    // `inf`, `infinity` and `nan` are read as such by both.
    let named = digits.starts_with(|c: char| c.is_ascii_alphabetic());
    let mantissa = digits.split(['e', 'E']).next().unwrap_or_default();
    let out_of_range = x.is_infinite()
        || (x.classify() == core::num::FpCategory::Zero
            && mantissa.bytes().any(|b| matches!(b, b'1'..=b'9')));
    (named || !out_of_range).then_some(x)
}
