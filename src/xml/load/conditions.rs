//! The precondition and post-condition attributes: their scripts and the
//! nodes that run them.

use super::script::{Cmp, Operand};
use super::{
    Attrs, Binding, Box, BoxNode, Builder, Cond, Doc, Error, Expr, Kind, Node, Observer,
    POSTCONDITIONS, PRECONDITIONS, Pos, Rc, Scope, Script, Spec, Status, String, ToString, Vec,
    format, parse_bool, pos_of, raw_offset, script,
};

/// Resolves a name of a precondition script (with its offset).
type NameCond<'a, C> = dyn Fn(&str, usize) -> Result<Cond<C>, Error> + 'a;

/// Builds a comparison of a precondition script.
type CompareCond<'a, C> = dyn Fn(&Operand, Cmp, &Operand) -> Result<Cond<C>, Error> + 'a;

/// An entry read as a number.
type NumberOf<C> = Rc<dyn Fn(&C) -> f64>;

/// A side of a comparison, as the condition reads it.
enum Side<C: 'static> {
    Number(f64),
    Text(String),
    NumberOf(NumberOf<C>),
    TextOf(Rc<dyn Fn(&C) -> String>),
}

/// A side's value when the condition runs.
enum Value<'a> {
    Number(f64),
    Text(alloc::borrow::Cow<'a, str>),
}

impl<C: 'static> Side<C> {
    fn is_number(&self) -> bool {
        matches!(self, Self::Number(_) | Self::NumberOf(_))
    }

    fn value(&self, ctx: &C) -> Value<'_> {
        match self {
            Self::Number(n) => Value::Number(*n),
            Self::Text(t) => Value::Text(alloc::borrow::Cow::Borrowed(t)),
            Self::NumberOf(get) => Value::Number(get(ctx)),
            Self::TextOf(get) => Value::Text(alloc::borrow::Cow::Owned(get(ctx))),
        }
    }
}

/// The getter of an entry of a number type (or `bool`: 1 and 0), as a
/// real: BT.CPP compares numbers as `double`s.
#[allow(clippy::cast_precision_loss, clippy::cast_lossless)] // as BT.CPP's doubles
fn number_of<C: 'static>(getter: &dyn core::any::Any) -> Option<NumberOf<C>> {
    macro_rules! numbers {
        ($($t:ty),*) => {$(
            if let Some(get) = getter.downcast_ref::<Rc<dyn Fn(&C) -> $t>>() {
                let get = Rc::clone(get);
                return Some(Rc::new(move |c| get(c) as f64));
            }
        )*};
    }
    numbers!(i8, i16, i32, i64, isize, u8, u16, u32, u64, usize, f32, f64);
    if let Some(get) = getter.downcast_ref::<Rc<dyn Fn(&C) -> bool>>() {
        let get = Rc::clone(get);
        return Some(Rc::new(move |c| f64::from(u8::from(get(c)))));
    }
    None
}

impl<C: 'static> Builder<'_, '_, '_, C> {
    /// The pre- and post-conditions of an element around its node.
    pub(super) fn conditions(
        &mut self,
        d: &Doc<'_>,
        mut spec: Spec<C>,
        attrs: &Attrs<'_>,
        scope: &Rc<Scope>,
        at: Pos,
    ) -> Result<Spec<C>, Error> {
        let [on_success, on_failure, always, on_halted] = attrs
            .post
            .map(|script| script.map(|s| self.post_script(d, s)));
        let on_success = on_success.transpose()?;
        let on_failure = on_failure.transpose()?;
        let always = always.transpose()?;
        let on_halted = on_halted.transpose()?;
        for (i, name) in POSTCONDITIONS.iter().enumerate() {
            if let Some((script, _)) = attrs.post[i] {
                spec = spec.port(name, script.trim());
            }
        }
        if let Some(script) = on_halted {
            spec = spec.wrap(move |node| {
                Box::new(OnHalted {
                    node,
                    running: false,
                    script,
                })
            });
        }
        for (i, (attr, kind)) in PRECONDITIONS.iter().enumerate().rev() {
            let Some((script, offset)) = attrs.pre[i] else {
                continue;
            };
            for (label, cond) in self
                .pre_script(d, (attr, script, offset), *kind, scope)?
                .into_iter()
                .rev()
            {
                self.count(d, at)?;
                let f = move |c: &mut C| cond(c);
                spec = match *kind {
                    Kind::FAILURE_IF => Spec::failure_if(label, f, spec),
                    Kind::SUCCESS_IF => Spec::success_if(label, f, spec),
                    Kind::SKIP_IF => Spec::skip_if(label, f, spec),
                    _ => Spec::while_(label, f, spec),
                };
            }
        }
        if on_success.is_some() || on_failure.is_some() || always.is_some() {
            spec = spec.wrap(move |node| {
                Box::new(OnDone {
                    node,
                    on_success,
                    on_failure,
                    always,
                })
            });
        }
        Ok(spec)
    }

    /// A precondition script: the conditions to nest, outermost first,
    /// each with its label.
    pub(super) fn pre_script(
        &self,
        d: &Doc<'_>,
        (attr, script, offset): (&str, &str, usize),
        kind: Kind,
        scope: &Rc<Scope>,
    ) -> Result<Vec<(String, Cond<C>)>, Error> {
        let expr = script::parse(script).map_err(|(at, message)| {
            Error::new(
                d.path,
                pos_of(&d.doc, raw_offset(&d.doc, offset, at)),
                format!("in `{attr}=\"{script}\"`: {message}"),
                "name conditions registered with `Factory::condition` (or `bool` entries), and compare entries (`Factory::entry`) with numbers and 'texts', combined with `!`, `&&`, `||` and parentheses",
            )
        })?;
        let name = |n: &str, at: usize| {
            self.condition(d, (attr, n, raw_offset(&d.doc, offset, at)), scope)
        };
        if let Some(names) = script::chain(&expr, kind != Kind::WHILE) {
            return names
                .into_iter()
                .map(|(n, at)| Ok((n.to_string(), name(n, at)?)))
                .collect();
        }
        let side = |operand: &Operand| -> Result<Side<C>, Error> {
            Ok(match operand {
                &Operand::Number(n) => Side::Number(n),
                Operand::Text(t) => Side::Text(t.clone()),
                Operand::Name(n, at) => {
                    self.entry_side(d, (attr, n, raw_offset(&d.doc, offset, *at)), scope)?
                }
            })
        };
        let compare = |l: &Operand, op: Cmp, r: &Operand| -> Result<Cond<C>, Error> {
            let (left, right) = (side(l)?, side(r)?);
            for (text, other) in [(&left, &right), (&right, &left)] {
                if let Side::Text(t) = text
                    && other.is_number()
                    && t.trim().parse::<f64>().is_err()
                {
                    return Err(Error::new(
                        d.path,
                        pos_of(&d.doc, offset),
                        format!("in `{attr}=\"{script}\"`: '{t}' is compared with a number"),
                        "compare numbers with numbers and texts with texts",
                    ));
                }
            }
            Ok(Rc::new(move |c: &mut C| {
                match (left.value(c), right.value(c)) {
                    (Value::Number(a), Value::Number(b)) => op.holds_for_numbers(a, b),
                    (Value::Text(a), Value::Text(b)) => op.holds_for_texts(&a, &b),
                    // A text beside a number is read as one, as BT.CPP
                    // does (which throws where it is not one: here the
                    // comparison does not hold).
                    (Value::Text(a), Value::Number(b)) => {
                        a.trim().parse().is_ok_and(|a| op.holds_for_numbers(a, b))
                    }
                    (Value::Number(a), Value::Text(b)) => {
                        b.trim().parse().is_ok_and(|b| op.holds_for_numbers(a, b))
                    }
                }
            }))
        };
        let f = Self::compile(&expr, &name, &compare)?;
        Ok(alloc::vec![(script.trim().to_string(), f)])
    }

    pub(super) fn compile(
        expr: &Expr,
        name: &NameCond<'_, C>,
        compare: &CompareCond<'_, C>,
    ) -> Result<Cond<C>, Error> {
        Ok(match expr {
            Expr::Name(n, at) => name(n, *at)?,
            &Expr::Const(b) => Rc::new(move |_| b),
            Expr::Not(e) => {
                let e = Self::compile(e, name, compare)?;
                Rc::new(move |c| !e(c))
            }
            Expr::And(a, b) => {
                let a = Self::compile(a, name, compare)?;
                let b = Self::compile(b, name, compare)?;
                Rc::new(move |c| a(c) && b(c))
            }
            Expr::Or(a, b) => {
                let a = Self::compile(a, name, compare)?;
                let b = Self::compile(b, name, compare)?;
                Rc::new(move |c| a(c) || b(c))
            }
            Expr::Compare(l, op, r) => compare(l, *op, r)?,
        })
    }

    /// A name in a comparison: an entry (read as a number when it is one,
    /// else as its text), or a value remapped to it (a text, as in BT.CPP).
    fn entry_side(
        &self,
        d: &Doc<'_>,
        (attr, name, offset): (&str, &str, usize),
        scope: &Rc<Scope>,
    ) -> Result<Side<C>, Error> {
        let at = pos_of(&d.doc, offset);
        let root = match scope.resolve(name) {
            Some(Binding::Literal(text)) => return Ok(Side::Text(text)),
            Some(Binding::Entry(root)) => root,
            None => {
                return Err(Error::new(
                    d.path,
                    at,
                    scope.invisible(name),
                    Scope::invisible_help(name),
                ));
            }
        };
        let Some(entry) = self.factory.entries.get(&root) else {
            let help = if self.factory.node_types.contains_key(name) {
                format!(
                    "`{name}` is a node; a comparison reads context entries: register one with \
                     `Factory::entry(\"{name}\", |ctx| ..)`"
                )
            } else {
                format!("register it with `Factory::entry(\"{root}\", |ctx| ..)`")
            };
            return Err(Error::new(
                d.path,
                at,
                format!(
                    "`{name}` in `{attr}` is compared, and no context entry `{root}` is registered"
                ),
                help,
            ));
        };
        Ok(match number_of::<C>(entry.getter.as_ref()) {
            Some(get) => Side::NumberOf(get),
            None => Side::TextOf(Rc::clone(&entry.text)),
        })
    }

    /// A name in a precondition: a registered condition, or a `bool` entry.
    pub(super) fn condition(
        &self,
        d: &Doc<'_>,
        (attr, name, offset): (&str, &str, usize),
        scope: &Rc<Scope>,
    ) -> Result<Cond<C>, Error> {
        if let Some(f) = self
            .factory
            .node_types
            .get(name)
            .and_then(|l| l.condition.clone())
        {
            return Ok(f);
        }
        let at = pos_of(&d.doc, offset);
        let entry = match scope.resolve(name) {
            Some(Binding::Entry(root)) => self.factory.entries.get(&root).map(|e| (root, e)),
            Some(Binding::Literal(text)) => {
                return match parse_bool(&text) {
                    Some(b) => Ok(Rc::new(move |_| b)),
                    None => Err(Error::new(
                        d.path,
                        at,
                        format!("`{name}` in `{attr}` is remapped to `{text}`, not a `bool`"),
                        "remap it to `true`, `false` or a `bool` entry",
                    )),
                };
            }
            None => None,
        };
        if let Some((root, e)) = entry {
            return match e.getter.downcast_ref::<Rc<dyn Fn(&C) -> bool>>() {
                Some(get) => {
                    let get = Rc::clone(get);
                    Ok(Rc::new(move |c: &mut C| get(c)))
                }
                None => Err(Error::new(
                    d.path,
                    at,
                    format!(
                        "`{name}` in `{attr}` is the entry `{root}`, a `{}`, not a `bool`",
                        e.type_name
                    ),
                    "name a condition or a `bool` entry",
                )),
            };
        }
        let help = if let Some(node_type) = self.factory.node_types.get(name) {
            let what = if node_type.kind.category.is_leaf() {
                "a leaf with ports or an action"
            } else {
                node_type.kind.category.as_str()
            };
            format!(
                "`{name}` is {what}; scripts name conditions registered with `Factory::condition`"
            )
        } else {
            format!(
                "register it with `Factory::condition(\"{name}\", |ctx| ..)` or `Factory::entry(\"{name}\", |ctx| -> bool ..)`"
            )
        };
        Err(Error::new(
            d.path,
            at,
            format!("`{name}` in `{attr}` is neither a registered condition nor a `bool` entry"),
            help,
        ))
    }

    pub(super) fn post_script(
        &self,
        d: &Doc<'_>,
        (script, offset): (&str, usize),
    ) -> Result<Script<C>, Error> {
        let names = script::names(script).map_err(|(at, message)| {
            Error::new(
                d.path,
                pos_of(&d.doc, raw_offset(&d.doc, offset, at)),
                message,
                "register the code as a script with `Factory::script(\"name\", |ctx| ..)` and name it here",
            )
        })?;
        let mut scripts = Vec::new();
        for (name, at) in names {
            match self.factory.scripts.get(name) {
                Some(f) => scripts.push(Rc::clone(f)),
                None => {
                    return Err(Error::new(
                        d.path,
                        pos_of(&d.doc, raw_offset(&d.doc, offset, at)),
                        format!("no script `{name}` is registered"),
                        format!("register it with `Factory::script(\"{name}\", |ctx| ..)`"),
                    ));
                }
            }
        }
        Ok(Rc::new(move |c: &mut C| {
            for f in &scripts {
                f(c);
            }
        }))
    }
}

/// Runs `_onHalted` when the node is halted while running.
struct OnHalted<C: 'static> {
    node: BoxNode<C>,
    running: bool,
    script: Script<C>,
}

impl<C: 'static> OnHalted<C> {
    fn halted(&mut self, ctx: &mut C) {
        if core::mem::take(&mut self.running) {
            (self.script)(ctx);
        }
    }
}

impl<C: 'static> Node<C> for OnHalted<C> {
    fn tick(&mut self, ctx: &mut C) -> Status {
        let status = self.node.tick(ctx);
        self.running = status == Status::Running;
        status
    }

    fn halt(&mut self, ctx: &mut C) {
        self.node.halt(ctx);
        self.halted(ctx);
    }

    fn tick_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) -> Status {
        let status = self.node.tick_observed(ctx, observer);
        self.running = status == Status::Running;
        status
    }

    fn halt_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) {
        self.node.halt_observed(ctx, observer);
        self.halted(ctx);
    }
}

/// Runs `_onSuccess`, `_onFailure` and `_post` after a tick that finished.
struct OnDone<C: 'static> {
    node: BoxNode<C>,
    on_success: Option<Script<C>>,
    on_failure: Option<Script<C>>,
    always: Option<Script<C>>,
}

impl<C: 'static> OnDone<C> {
    fn done(&self, status: Status, ctx: &mut C) -> Status {
        let script = match status {
            Status::Success => &self.on_success,
            Status::Failure => &self.on_failure,
            _ => return status,
        };
        for f in [script, &self.always].into_iter().flatten() {
            f(ctx);
        }
        status
    }
}

impl<C: 'static> Node<C> for OnDone<C> {
    fn tick(&mut self, ctx: &mut C) -> Status {
        let status = self.node.tick(ctx);
        self.done(status, ctx)
    }

    fn halt(&mut self, ctx: &mut C) {
        self.node.halt(ctx);
    }

    fn tick_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) -> Status {
        let status = self.node.tick_observed(ctx, observer);
        self.done(status, ctx)
    }

    fn halt_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) {
        self.node.halt_observed(ctx, observer);
    }
}
