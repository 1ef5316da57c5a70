//! Tree variables: the entries a tree's scripts create with `key := value`
//! (and `<SetBlackboard>`), as BT.CPP's scripts create blackboard entries,
//! for keys that no context entry, local entry or remapping names.
//!
//! BT.CPP creates such an entry when the script runs, in the blackboard of
//! the tree the script is in (or, through `_autoremap="true"`, of the
//! nearest tree above that is not remapped so). bt makes it when the tree
//! is loaded, before the tree's nodes are built, so that every node of the
//! tree finds it wherever it is in the document; its type is the value's:
//! a number (`f64`, read and written by ports of every number type and
//! `bool`) or a text (`String`). It holds 0 or an empty text until a
//! script writes it, where BT.CPP's is missing (reading it then fails).
//!
//! A number keeps the C++ type of its first value, as BT.CPP's entry
//! does: made by an integer (`v := 1`, `v := true`, a copy of an integer
//! entry, an output port of an integer type or `bool`) it is whole: joined
//! to a text it is written `1`, not `1.000000`, and a value with a
//! fraction written into it fails (`v += 0.5`), as BT.CPP refuses to store
//! a `double` with a fraction in an integer entry. The first value is the
//! first in the documents' order, where BT.CPP's is the first run.

use super::super::Entry;
use super::code::{Assign, Fail, Src, Ty, Val, WriteNum, form_text};
use super::script::Form;
use super::script::{AssignOp, Ast};
use super::{
    Binding, Builder, Doc, POSTCONDITIONS, PRECONDITIONS, Scope, Shared, String, ToString, Vec,
    XNode, format, key_of,
};

/// The type of a variable an output port makes.
pub(crate) enum VarType<C: 'static> {
    /// A number (`f64`) of the given form: whole from a port of an integer
    /// type or `bool`, real from `f32` and `f64`.
    Num(Form),
    /// A text.
    Text,
    /// A type of the user's, made by its
    /// [`Factory::convert_from_str`](crate::xml::Factory::convert_from_str).
    Made(fn() -> Entry<C>),
}

// A function pointer or nothing: copied whatever `C` is.
impl<C: 'static> Clone for VarType<C> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<C: 'static> Copy for VarType<C> {}

/// A value a script or a `<SetBlackboard>` gives a key it may create.
enum Value<'a> {
    /// A script's `key := value`, compiled to learn its type.
    Script(Ast, Src<'a>),
    /// A `<SetBlackboard>`'s literal: a number if it reads as one.
    Literal(&'a str),
    /// A `<SetBlackboard>`'s `{key}`: a number or a text as that entry.
    Copy(&'a str),
}

impl<C: 'static> Builder<'_, '_, '_, C> {
    /// Makes the variables that the scripts and `<SetBlackboard>`s of the
    /// tree rooted at `root` create, before its nodes are built. A value
    /// that reads another variable is typed once that one is (rounds until
    /// none is added); one that does not compile is left for the build to
    /// report.
    pub(super) fn declare_variables(&self, doc: usize, root: XNode<'_, '_>, scope: &Shared<Scope>) {
        let d = &self.docs[doc];
        let mut pending: Vec<(String, Value<'_>)> = Vec::new();
        for node in root.descendants().filter(XNode::is_element) {
            let tag = node.tag_name().name();
            for attr in node.attributes() {
                let name = attr.name();
                // (Only a script with a `:=` creates: most are not parsed.)
                if !is_script(tag, name) || !attr.value().contains(":=") {
                    continue;
                }
                // A script that does not parse is the build's error.
                let Ok(statements) = super::script::parse(attr.value()) else {
                    continue;
                };
                let mut made = Vec::new();
                for s in &statements {
                    creations(s, &mut made);
                }
                for (key, value) in made {
                    let src = Src {
                        attr: name,
                        script: attr.value(),
                        offset: attr.range_value().start,
                    };
                    pending.push((key.to_string(), Value::Script(value.clone(), src)));
                }
            }
            if tag == "SetBlackboard"
                && let (Some(key), Some(value)) =
                    (node.attribute("output_key"), node.attribute("value"))
                && key_of("output_key", key).is_none()
            {
                let value = match key_of("value", value) {
                    Some(source) => Value::Copy(source),
                    None => Value::Literal(value),
                };
                pending.push((key.to_string(), value));
            }
        }
        loop {
            let before = pending.len();
            pending.retain(|(key, value)| {
                if !self.undeclared(key, scope) || self.misspelt(key, 0, scope) {
                    return false;
                }
                match self.type_of(d, value, scope) {
                    Some((ty, form)) => {
                        self.declare(key, variable(ty, form), scope);
                        false
                    }
                    None => true,
                }
            });
            if pending.len() == before {
                break;
            }
        }
    }

    /// Makes `key` a variable of type `ty` (and `form`) for a script's `key
    /// := value` whose value could not be typed before the tree's nodes
    /// were built (it reads a variable that an output port before it in
    /// the document makes), unless `key` names an entry or is probably a
    /// misspelt one.
    pub(super) fn script_variable(&self, key: &str, (ty, form): (Ty, Form), scope: &Shared<Scope>) {
        if self.undeclared(key, scope) && !self.misspelt(key, 0, scope) {
            self.declare(key, variable(ty, form), scope);
        }
    }

    /// Makes `key` a variable of type `ty` where the tree's scope puts it,
    /// for an output port that writes a number, a `bool` or a text into a
    /// key no entry names (as BT.CPP's output ports create entries); not
    /// for a key that is probably a misspelt entry.
    pub(super) fn output_variable(&self, key: &str, ty: VarType<C>, scope: &Shared<Scope>) {
        // (The output port's own `{key}` is one reference.)
        if self.undeclared(key, scope) && !self.misspelt(key, 1, scope) {
            self.declare(
                key,
                match ty {
                    VarType::Num(form) => variable(Ty::Num, form),
                    VarType::Text => text(),
                    VarType::Made(make) => make(),
                },
                scope,
            );
        }
    }

    /// `true` if `key` names no entry here: neither the context's, nor a
    /// local entry, nor a variable made before, nor a value remapped on a
    /// `<SubTree>`.
    fn undeclared(&self, key: &str, scope: &Scope) -> bool {
        match scope.resolve(key) {
            Some(Binding::Entry(root)) => self.entries().get(&root).is_none(),
            Some(Binding::Literal(_)) => false,
            None => true,
        }
    }

    /// `true` for a key that is probably a misspelt entry (`retires` for
    /// `retries`): one of at least [`TYPO_LEN`] characters, close to the
    /// name of an entry that the tree sees (in a subtree: one remapped or
    /// autoremapped to it), that nothing in the documents reads but the
    /// `own` references of the node making it. Not made a variable, it is
    /// the build's error, which suggests the entry. (BT.CPP makes every
    /// such key a variable: this refuses only what is likely a mistake.)
    fn misspelt(&self, key: &str, own: usize, scope: &Scope) -> bool {
        key.chars().count() >= TYPO_LEN
            && self
                .meant_entry(key, false)
                .is_some_and(|meant| matches!(scope.resolve(meant), Some(Binding::Entry(_))))
            && self.references(key) <= own
    }

    /// How many attributes of the documents refer to `key`: ports' `{key}`
    /// (or `{@key}`), and scripts that read it (name it, or update it:
    /// `key += 1`).
    fn references(&self, key: &str) -> usize {
        let elements = self
            .docs
            .iter()
            .flat_map(|d| d.doc.descendants().filter(XNode::is_element));
        elements
            .into_iter()
            .map(|node| {
                let tag = node.tag_name().name();
                node.attributes()
                    .filter(|attr| {
                        let value = attr.value();
                        key_of(attr.name(), value).is_some_and(|k| k.trim_start_matches('@') == key)
                            || (is_script(tag, attr.name())
                                && super::script::parse(value)
                                    .is_ok_and(|s| s.iter().any(|s| reads(s, key))))
                    })
                    .count()
            })
            .sum()
    }

    /// The type of a variable given `value`, and the form of a number, if
    /// it is known yet.
    fn type_of(&self, d: &Doc<'_>, value: &Value<'_>, scope: &Shared<Scope>) -> Option<(Ty, Form)> {
        match value {
            Value::Script(ast, src) => self
                .compile_expr(d, src, ast, scope)
                .ok()
                .map(|(code, ty)| (ty, code.form())),
            // (BT.CPP stores the text: `3` is joined as `3`, whole, and a
            // real as the real its text reads as.)
            Value::Literal(text) => Some(match super::code::literal_number(text) {
                Some((_, form)) => (Ty::Num, form),
                None if super::code::text_number(text).is_some() => (Ty::Num, Form::Whole),
                None => (Ty::Text, Form::Whole),
            }),
            Value::Copy(source) => {
                let Some(Binding::Entry(root)) = scope.resolve(source) else {
                    return None;
                };
                let entry = self.entries().get(&root)?;
                if entry.type_id == core::any::TypeId::of::<String>() {
                    Some((Ty::Text, Form::Whole))
                } else {
                    super::code::number_of::<C>(entry.getter.as_ref())
                        .map(|_| (Ty::Num, super::code::entry_form(&entry)))
                }
            }
        }
    }

    /// Makes `entry` the variable `key` where the tree's scope puts it: a
    /// key of the main tree's (or one a subtree remaps to one) is the main
    /// tree's; one no remapping names belongs to the subtree, or
    /// through `_autoremap="true"` to the nearest tree above not remapped
    /// so, as BT.CPP creates it in that tree's blackboard.
    fn declare(&self, key: &str, entry: Entry<C>, scope: &Shared<Scope>) {
        let entry = Shared::new(entry);
        match scope.resolve(key) {
            Some(Binding::Entry(root)) => {
                self.locals.borrow_mut().insert(root, entry);
            }
            Some(Binding::Literal(_)) => {}
            None => {
                let mut owner = scope;
                while let (false, Some(caller)) = (owner.binds(key), &owner.autoremap) {
                    owner = caller;
                }
                let mut locals = self.locals.borrow_mut();
                let name = format!(
                    "{key} (variable of {} #{})",
                    owner.tree.as_deref().unwrap_or_default(),
                    locals.len() + 1
                );
                locals.insert(name.clone(), entry);
                owner
                    .vars
                    .borrow_mut()
                    .insert(key.to_string(), Binding::Entry(name));
            }
        }
    }
}

/// The shortest key [`Builder::misspelt`] takes for a misspelt entry:
/// shorter names are too near one another for one changed letter to tell
/// a mistake (`v` and `k`, `ab` and `ac`).
const TYPO_LEN: usize = 4;

/// A fresh variable of type `ty`, a number of the given form.
fn variable<C: 'static>(ty: Ty, form: Form) -> Entry<C> {
    match (ty, form) {
        (Ty::Num, Form::Whole) => whole_number(),
        (Ty::Num, Form::Real) => number(),
        (Ty::Text, _) => text(),
    }
}

/// A fresh variable holding a number.
fn number<C: 'static>() -> Entry<C> {
    Entry {
        variable: true,
        ..Entry::local(0.0_f64)
    }
}

/// A fresh variable holding a whole number (see the module docs): written
/// whole joined to a text, and refusing a value with a fraction.
fn whole_number<C: 'static>() -> Entry<C> {
    let real = number::<C>();
    let get = real
        .getter
        .downcast_ref::<Shared<threads!(dyn Fn(&C) -> f64)>>()
        .map(Shared::clone)
        .expect("a number variable's getter gives an f64");
    let base = real
        .assign
        .clone()
        .expect("a number variable is written by scripts");
    let whole = |n: f64| -> Result<f64, Fail> {
        if n.fract() == 0.0 {
            Ok(n)
        } else {
            Err(alloc::boxed::Box::new(format!(
                "{} has a fraction, and the variable holds whole numbers, as its first value \
                 (BT.CPP's entry is an integer; a first value `1.0` makes one of reals)",
                super::code::shown_number(n)
            )))
        }
    };
    let write = {
        let write = Shared::clone(&base.write);
        Shared::new(move |c: &mut C, v: &Val| {
            if let Val::Num(n) = v {
                whole(*n)?;
            }
            write(c, v)
        })
    };
    let write_num: Option<WriteNum<C>> = base
        .write_num
        .map(|write| Shared::new(move |c: &mut C, n: f64| write(c, whole(n)?)) as WriteNum<C>);
    let check = {
        let check = Shared::clone(&base.check);
        Shared::new(move |v: &Val| {
            if let Val::Num(n) = v {
                whole(*n)?;
            }
            check(v)
        })
    };
    Entry {
        text: Some(Shared::new(move |c: &C| form_text(get(c), Form::Whole))),
        assign: Some(Assign {
            form: Form::Whole,
            check,
            write,
            write_num,
            ..base
        }),
        ..real
    }
}

/// A fresh variable holding a text.
fn text<C: 'static>() -> Entry<C> {
    Entry {
        variable: true,
        ..Entry::local(String::new())
    }
}

/// `true` for the attribute `name` of an element `tag` that holds a
/// script: `code` of a `<Script>` or `<ScriptCondition>`, a precondition or
/// a post-condition.
fn is_script(tag: &str, name: &str) -> bool {
    matches!((tag, name), ("Script" | "ScriptCondition", "code"))
        || PRECONDITIONS.iter().any(|(n, _)| *n == name)
        || POSTCONDITIONS.contains(&name)
}

/// `true` if `ast` reads `key`: names it, or updates it (`key += 1`).
fn reads(ast: &Ast, key: &str) -> bool {
    match ast {
        Ast::Name(name, _) => name == key,
        Ast::Assign(name, _, op, value, _) => {
            (name == key && *op != AssignOp::Create && *op != AssignOp::Existing)
                || reads(value, key)
        }
        Ast::Unary(_, e, _) => reads(e, key),
        Ast::Binary(l, _, r, _) => reads(l, key) || reads(r, key),
        Ast::Compare(first, rest) => reads(first, key) || rest.iter().any(|(_, e)| reads(e, key)),
        Ast::If(cond, then, otherwise, _) => {
            reads(cond, key) || reads(then, key) || reads(otherwise, key)
        }
        Ast::Num(..) | Ast::Text(..) => false,
    }
}

/// The `key := value` assignments in `ast` (nested ones too: an
/// assignment is an expression).
fn creations<'a>(ast: &'a Ast, out: &mut Vec<(&'a str, &'a Ast)>) {
    match ast {
        Ast::Assign(key, _, op, value, _) => {
            creations(value, out);
            if *op == AssignOp::Create {
                out.push((key, value));
            }
        }
        Ast::Unary(_, e, _) => creations(e, out),
        Ast::Binary(l, _, r, _) => {
            creations(l, out);
            creations(r, out);
        }
        Ast::Compare(first, rest) => {
            creations(first, out);
            for (_, e) in rest {
                creations(e, out);
            }
        }
        Ast::If(cond, then, otherwise, _) => {
            creations(cond, out);
            creations(then, out);
            creations(otherwise, out);
        }
        Ast::Name(..) | Ast::Num(..) | Ast::Text(..) => {}
    }
}
