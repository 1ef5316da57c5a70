//! The precondition and post-condition attributes: their scripts and the
//! nodes that run them.

use super::code::{Src, holds_reported, lower_all, run_reported};
use super::script::Ast;
use super::{
    Attrs, Box, BoxNode, Builder, Cond, Doc, Error, Kind, Node, Observer, POSTCONDITIONS,
    PRECONDITIONS, Pos, Scope, Script, Shared, Spec, Status, String, ToString, Vec, format, script,
};

impl<C: 'static> Builder<'_, '_, '_, C> {
    /// The pre- and post-conditions of an element around its node.
    pub(super) fn conditions(
        &mut self,
        d: &Doc<'_>,
        mut spec: Spec<C>,
        attrs: &Attrs<'_>,
        scope: &Shared<Scope>,
        at: Pos,
    ) -> Result<Spec<C>, Error> {
        let mut post: [Option<Script<C>>; 4] = [None, None, None, None];
        for (i, attr) in POSTCONDITIONS.iter().enumerate() {
            if let Some((script, offset)) = attrs.post[i] {
                post[i] = Some(self.post_script(d, (attr, script, offset), scope)?);
            }
        }
        let [on_success, on_failure, always, on_halted] = post;
        for (i, name) in POSTCONDITIONS.iter().enumerate() {
            if let Some((script, _)) = attrs.post[i] {
                spec = spec.port(*name, script.trim());
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
        scope: &Shared<Scope>,
    ) -> Result<Vec<(String, Cond<C>)>, Error> {
        let src = Src {
            attr,
            script,
            offset,
        };
        let statements = Self::parse_script(d, &src)?;
        let cond = |statements: &[Ast]| -> Result<Cond<C>, Error> {
            let code = lower_all(self.compile_condition(d, &src, statements, scope)?);
            let report = self.reporter(d, &src);
            Ok(Shared::new(move |c: &mut C| {
                holds_reported(&code, c, report.as_ref())
            }))
        };
        if let [single] = statements.as_slice()
            && let Some(names) = script::chain(single, kind != Kind::WHILE)
        {
            return names
                .into_iter()
                .map(|(n, at)| {
                    let name = Ast::Name(n.to_string(), at);
                    Ok((n.to_string(), cond(&[name])?))
                })
                .collect();
        }
        Ok(alloc::vec![(script.trim().to_string(), cond(&statements)?)])
    }

    /// A post-condition script: statements, of which a name alone is a
    /// script registered with `Factory::script`.
    pub(super) fn post_script(
        &self,
        d: &Doc<'_>,
        (attr, script, offset): (&str, &str, usize),
        scope: &Shared<Scope>,
    ) -> Result<Script<C>, Error> {
        let src = Src {
            attr,
            script,
            offset,
        };
        let statements = Self::parse_script(d, &src)?;
        // A name alone is a script registered in Rust: one that is not is
        // an error here (it would be read and dropped).
        for statement in &statements {
            if let Ast::Name(name, at) = statement
                && !self.factory.scripts.contains_key(name)
                && !self.is_read(name, scope)
            {
                return Err(Self::script_error(
                    d,
                    &src,
                    *at,
                    format!("no script `{name}` is registered"),
                    format!(
                        "register it with `Factory::script(\"{name}\", |ctx| ..)`, or write the \
                         code (`{name} := true`)"
                    ),
                ));
            }
        }
        let code = lower_all(self.compile_statements(d, &src, &statements, scope)?.0);
        let report = self.reporter(d, &src);
        Ok(Shared::new(move |c: &mut C| {
            // (A statement that fails stops the script.)
            run_reported(&code, c, report.as_ref());
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
