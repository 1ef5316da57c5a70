//! The precondition and post-condition attributes: their scripts and the
//! nodes that run them.

use super::{
    Attrs, Binding, Box, BoxNode, Builder, Cond, Doc, Error, Expr, Kind, Node, Observer,
    POSTCONDITIONS, PRECONDITIONS, Pos, Rc, Scope, Script, Spec, Status, String, ToString, Vec,
    format, parse_bool, pos_of, raw_offset, script,
};

/// Resolves a name of a precondition script (with its offset).
type NameCond<'a, C> = dyn Fn(&str, usize) -> Result<Cond<C>, Error> + 'a;

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
                "name a condition registered with `Factory::condition` (or a `bool` entry), combined with `!`, `&&`, `||` and parentheses",
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
        let f = Self::compile(&expr, &name)?;
        Ok(alloc::vec![(script.trim().to_string(), f)])
    }

    pub(super) fn compile(expr: &Expr, name: &NameCond<'_, C>) -> Result<Cond<C>, Error> {
        Ok(match expr {
            Expr::Name(n, at) => name(n, *at)?,
            &Expr::Const(b) => Rc::new(move |_| b),
            Expr::Not(e) => {
                let e = Self::compile(e, name)?;
                Rc::new(move |c| !e(c))
            }
            Expr::And(a, b) => {
                let (a, b) = (Self::compile(a, name)?, Self::compile(b, name)?);
                Rc::new(move |c| a(c) && b(c))
            }
            Expr::Or(a, b) => {
                let (a, b) = (Self::compile(a, name)?, Self::compile(b, name)?);
                Rc::new(move |c| a(c) || b(c))
            }
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
