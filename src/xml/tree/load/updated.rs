//! BehaviorTree.CPP's update nodes: `WasEntryUpdated` (an action),
//! `SkipUnlessUpdated` and `WaitValueUpdate` (decorators), which watch an
//! entry's write count ([`Factory::entry_stamp`](crate::xml::Factory::entry_stamp)).

use super::code::ScriptNode;
use super::{
    Attrs, Binding, Builder, Doc, Error, Pos, Scope, Shared, Spec, Status, format, key_of,
};
use crate::custom::{ChildNode, DecoratorNode};
use crate::leaf::action;

/// Which update node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Updated {
    /// `<WasEntryUpdated entry="{key}"/>`: SUCCESS when the entry was
    /// written since the node last looked, else FAILURE.
    Was,
    /// `<SkipUnlessUpdated entry="{key}">`: ticks its child when the entry
    /// was written, else SKIPPED.
    SkipUnless,
    /// `<WaitValueUpdate entry="{key}">`: ticks its child when the entry
    /// was written, else RUNNING.
    Wait,
}

impl Updated {
    pub(super) fn of(id: &str) -> Option<Self> {
        Some(match id {
            "WasEntryUpdated" => Self::Was,
            "SkipUnlessUpdated" => Self::SkipUnless,
            "WaitValueUpdate" => Self::Wait,
            _ => return None,
        })
    }

    pub(super) fn id(self) -> &'static str {
        match self {
            Self::Was => "WasEntryUpdated",
            Self::SkipUnless => "SkipUnlessUpdated",
            Self::Wait => "WaitValueUpdate",
        }
    }
}

/// Reads an entry's write count.
pub(crate) type Stamp<C> = Shared<threads!(dyn Fn(&C) -> u64)>;

/// Whether the count read now differs from the one `seen` last (which it
/// becomes): BT.CPP's comparison of sequence numbers, from 0.
fn updated<C>(stamp: &Stamp<C>, seen: &mut u64, ctx: &C) -> bool {
    let now = stamp(ctx);
    let before = core::mem::replace(seen, now);
    now != before
}

/// BT.CPP's `EntryUpdatedDecorator`: a running child is ticked on;
/// otherwise the child is ticked only when the entry was written since the
/// node last looked, and the node returns `otherwise` when it was not.
struct UpdatedNode<C: 'static> {
    stamp: Stamp<C>,
    seen: u64,
    otherwise: Status,
    child_running: bool,
}

impl<C: 'static> DecoratorNode<C> for UpdatedNode<C> {
    fn tick(&mut self, ctx: &mut C, child: &mut impl ChildNode<C>) -> Status {
        if !self.child_running && !updated(&self.stamp, &mut self.seen, ctx) {
            return self.otherwise;
        }
        let status = child.tick(ctx);
        self.child_running = status == Status::Running;
        status
    }

    fn halt(&mut self, ctx: &mut C, child: &mut impl ChildNode<C>) {
        // (BT.CPP 4.10 halts the child too; 4.8 forgot to.)
        self.child_running = false;
        child.halt(ctx);
    }
}

impl<C: 'static> Builder<'_, '_, '_, C> {
    /// A `<WasEntryUpdated>`, `<SkipUnlessUpdated>` or `<WaitValueUpdate>`
    /// element (with its child, built, for the decorators).
    pub(super) fn updated_node(
        &self,
        d: &Doc<'_>,
        (which, at): (Updated, Pos),
        attrs: &Attrs<'_>,
        scope: &Shared<Scope>,
        child: Option<Spec<C>>,
    ) -> Result<Spec<C>, Error> {
        let id = which.id();
        let Some(&(_, text, _, entry_at, _)) = attrs.ports.iter().find(|p| p.0 == "entry") else {
            return Err(Error::new(
                d.path,
                at,
                format!("`{id}` needs the port `entry`"),
                "add `entry=\"{key}\"`, the entry it watches",
            ));
        };
        // BT.CPP takes the key with or without its braces.
        let key = key_of("entry", text).unwrap_or_else(|| text.trim());
        let root = match scope.resolve(key) {
            Some(Binding::Entry(root)) => root,
            Some(Binding::Literal(value)) => {
                return Err(Error::new(
                    d.path,
                    entry_at,
                    format!("`{key}` is the text `{value}` here, which is never written"),
                    "remap the subtree's port to an entry, or watch another entry",
                ));
            }
            None => {
                return Err(Error::new(
                    d.path,
                    entry_at,
                    scope.invisible(key),
                    scope.invisible_help(key),
                ));
            }
        };
        let Some(stamp) = self.factory.stamps.get(&root).map(Shared::clone) else {
            return Err(Error::new(
                d.path,
                entry_at,
                format!("`{id}` watches the writes of `{root}`, and bt cannot see them"),
                format!(
                    "register how many times it was written: \
                     `Factory::entry_stamp(\"{root}\", |c| c.{root}.writes())` with the field a \
                     `bt::xml::Stamped`, or a count your code keeps"
                ),
            ));
        };
        let kind = ScriptNode::Updated(which).kind();
        let spec = match (which, child) {
            (Updated::Was, _) => {
                let mut seen = 0;
                Spec::leaf_of_kind(
                    kind,
                    id,
                    action(move |c: &mut C| {
                        if updated(&stamp, &mut seen, c) {
                            Status::Success
                        } else {
                            Status::Failure
                        }
                    }),
                )
            }
            (_, child) => {
                let child = child.expect("the loader checked that a decorator has one child");
                let otherwise = if which == Updated::Wait {
                    Status::Running
                } else {
                    Status::Skipped
                };
                Spec::decorator(
                    id,
                    UpdatedNode {
                        stamp,
                        seen: 0,
                        otherwise,
                        child_running: false,
                    },
                    child,
                )
            }
        };
        Ok(spec.port("entry", format!("{{{key}}}")))
    }
}
