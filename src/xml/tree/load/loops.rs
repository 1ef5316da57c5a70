//! BehaviorTree.CPP's queue loops (`LoopInt`, `LoopDouble`, `LoopString`,
//! `LoopBool`): a decorator that takes the items of a queue one by one,
//! writes each into its `value` entry and ticks its child for it.

use alloc::collections::VecDeque;

use super::code::{Src, Ty, Val, Write, status_port};
use super::{Attrs, Binding, Builder, Doc, Error, Pos, Scope, Shared, Spec, Status, String};
use super::{Vec, a_type, format, key_of};
use crate::custom::{ChildNode, DecoratorNode};

/// The item type of a loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LoopKind {
    Int,
    Double,
    String,
    Bool,
}

impl LoopKind {
    pub(super) fn of(id: &str) -> Option<Self> {
        Some(match id {
            "LoopInt" => Self::Int,
            "LoopDouble" => Self::Double,
            "LoopString" => Self::String,
            "LoopBool" => Self::Bool,
            _ => return None,
        })
    }

    pub(super) fn id(self) -> &'static str {
        match self {
            Self::Int => "LoopInt",
            Self::Double => "LoopDouble",
            Self::String => "LoopString",
            Self::Bool => "LoopBool",
        }
    }

    /// What the items are, in words.
    fn items(self) -> &'static str {
        match self {
            Self::Int => "whole numbers",
            Self::Double => "numbers",
            Self::String => "texts",
            Self::Bool => "bools (true, false, 1 or 0)",
        }
    }

    /// An item of a queue written in the file (`1;2;3`), as BT.CPP reads
    /// it (`None` if it is not one).
    #[allow(clippy::cast_precision_loss)] // BT.CPP's doubles
    fn item(self, text: &str) -> Option<Val> {
        let text = text.trim();
        Some(match self {
            Self::Int => Val::Num(text.parse::<i64>().ok()? as f64),
            Self::Double => Val::Num(text.parse().ok()?),
            Self::String => Val::Text(String::from(text)),
            Self::Bool => Val::Num(match text {
                "true" | "True" | "TRUE" | "1" => 1.0,
                "false" | "False" | "FALSE" | "0" => 0.0,
                _ => return None,
            }),
        })
    }
}

/// Takes the next item of a queue kept in the context.
type Pop<C> = Shared<threads!(dyn Fn(&mut C) -> Option<Val>)>;

/// A loop's queue: its items written in the file, or what takes the next
/// item of a queue kept in the context.
type Queue<C> = (Option<Vec<Val>>, Option<Pop<C>>);

/// The `pop` of a writable entry holding a `VecDeque<T>`, if `entry` is
/// one.
fn pop_of<C: 'static, T: 'static>(
    entry: &super::super::Entry<C>,
    to_val: fn(T) -> Val,
) -> Option<Pop<C>> {
    let get = Shared::clone(
        entry
            .getter
            .downcast_ref::<Shared<threads!(dyn Fn(&C) -> VecDeque<T>)>>()?,
    );
    let set = Shared::clone(
        entry
            .setter
            .as_ref()?
            .downcast_ref::<Shared<threads!(dyn Fn(&mut C, VecDeque<T>))>>()?,
    );
    Some(Shared::new(move |c| {
        let mut queue = get(c);
        let item = queue.pop_front()?;
        set(c, queue);
        Some(to_val(item))
    }))
}

/// BT.CPP's `LoopNode`: while its child is not running, it takes the next
/// item of the queue and writes it into `value`; with no item left, it
/// returns `if_empty`; else it ticks its child, and returns FAILURE if
/// the child fails, else RUNNING (the next item comes at the next tick).
/// A queue written in the file starts again from its first item each time
/// the node starts (from idle); a queue in the context is emptied as it
/// goes, as BT.CPP pops its blackboard's queue.
struct LoopNode<C: 'static> {
    /// The queue written in the file.
    queue: Option<Vec<Val>>,
    /// What is left of it in this run.
    left: VecDeque<Val>,
    /// The queue kept in the context.
    pop: Option<Pop<C>>,
    value: Option<Write<C>>,
    if_empty: Status,
    /// The node returned RUNNING (BT.CPP's status is not IDLE).
    active: bool,
    child_running: bool,
}

impl<C: 'static> DecoratorNode<C> for LoopNode<C> {
    fn tick(&mut self, ctx: &mut C, child: &mut impl ChildNode<C>) -> Status {
        if !self.active {
            self.child_running = false;
            if let Some(queue) = &self.queue {
                self.left = queue.iter().cloned().collect();
            }
        }
        let mut popped = false;
        if !self.child_running {
            let item = match &self.pop {
                Some(pop) => pop(ctx),
                None => self.left.pop_front(),
            };
            if let Some(item) = item {
                popped = true;
                if let Some(write) = &self.value
                    && write(ctx, &item).is_err()
                {
                    self.active = false;
                    return Status::Failure;
                }
            }
        }
        if !popped && !self.child_running {
            self.active = self.if_empty == Status::Running;
            return self.if_empty;
        }
        let status = child.tick(ctx);
        self.child_running = status == Status::Running;
        if status == Status::Failure {
            self.active = false;
            return Status::Failure;
        }
        self.active = true;
        Status::Running
    }

    fn halt(&mut self, ctx: &mut C, child: &mut impl ChildNode<C>) {
        self.active = false;
        self.child_running = false;
        child.halt(ctx);
    }
}

impl<C: 'static> Builder<'_, '_, '_, C> {
    /// A `<LoopInt>`, `<LoopDouble>`, `<LoopString>` or `<LoopBool>`
    /// element over its built child.
    pub(super) fn loop_node(
        &self,
        d: &Doc<'_>,
        (kind, at): (LoopKind, Pos),
        attrs: &Attrs<'_>,
        scope: &Shared<Scope>,
        child: Spec<C>,
    ) -> Result<Spec<C>, Error> {
        let id = kind.id();
        let port = |name: &str| attrs.ports.iter().find(|p| p.0 == name);
        let Some(&(_, queue_text, _, queue_at, _)) = port("queue") else {
            return Err(Error::new(
                d.path,
                at,
                format!("`{id}` needs the port `queue`"),
                format!(
                    "add `queue=\"{{key}}\"` or a list of {} (`1;2;3`)",
                    kind.items()
                ),
            ));
        };
        let (queue, pop) = self.loop_queue(d, kind, (queue_text, queue_at), scope)?;
        let value = match port("value") {
            None => None,
            Some(&(_, text, _, value_at, offset)) => {
                let Some(key) = key_of("value", text) else {
                    return Err(Error::new(
                        d.path,
                        value_at,
                        format!(
                            "`{text}` is not an entry: the port `value` of `{id}` is an output"
                        ),
                        "write the entry it writes: `value=\"{key}\"`",
                    ));
                };
                let src = Src {
                    attr: "value",
                    script: text,
                    offset,
                };
                let assign = self.writer(d, &src, (key, false), 1, scope)?;
                let ty = if kind == LoopKind::String {
                    Ty::Text
                } else {
                    Ty::Num
                };
                if assign.ty != ty {
                    return Err(Error::new(
                        d.path,
                        value_at,
                        format!(
                            "`{key}` is not an entry of the items of `{id}` ({})",
                            kind.items()
                        ),
                        if ty == Ty::Text {
                            "write the items into a `String` entry"
                        } else {
                            "write the items into an entry of a number type or `bool`"
                        },
                    ));
                }
                Some(Shared::clone(&assign.write))
            }
        };
        let if_empty = status_port(d, attrs, "if_empty", Status::Success)?;
        let mut spec = Spec::decorator(
            id,
            LoopNode {
                queue,
                left: VecDeque::new(),
                pop,
                value,
                if_empty,
                active: false,
                child_running: false,
            },
            child,
        );
        for name in ["queue", "value", "if_empty"] {
            if let Some(&(_, text, ..)) = port(name) {
                spec = spec.port(name, text);
            }
        }
        Ok(spec)
    }

    /// The queue of a loop: written in the file (its items), or a
    /// `VecDeque` entry of the context (what takes its next item).
    fn loop_queue(
        &self,
        d: &Doc<'_>,
        kind: LoopKind,
        (queue_text, queue_at): (&str, Pos),
        scope: &Shared<Scope>,
    ) -> Result<Queue<C>, Error> {
        let id = kind.id();
        let literal = |text: &str| -> Result<Vec<Val>, Error> {
            text.split(';')
                .filter(|t| !t.trim().is_empty())
                .map(|t| {
                    kind.item(t).ok_or_else(|| {
                        Error::new(
                            d.path,
                            queue_at,
                            format!(
                                "`{}` in the queue of `{id}` is not one of its {}",
                                t.trim(),
                                kind.items()
                            ),
                            "write the items separated by `;`",
                        )
                    })
                })
                .collect()
        };
        Ok(match key_of("queue", queue_text) {
            None => (Some(literal(queue_text)?), None),
            Some(key) => match scope.resolve(key) {
                Some(Binding::Literal(text)) => (Some(literal(&text)?), None),
                None => {
                    return Err(Error::new(
                        d.path,
                        queue_at,
                        scope.invisible(key),
                        scope.invisible_help(key),
                    ));
                }
                Some(Binding::Entry(root)) => {
                    let entry = self.entries().get(&root).ok_or_else(|| {
                        Error::new(
                            d.path,
                            queue_at,
                            format!("no context entry `{root}` is registered"),
                            format!(
                                "register the queue with `Factory::entry_mut(\"{root}\", get, set)`, \
                                 a `VecDeque` of the loop's items"
                            ),
                        )
                    })?;
                    let pop = match kind {
                        LoopKind::Int => pop_of::<C, i64>(&entry, |n| {
                            #[allow(clippy::cast_precision_loss)]
                            Val::Num(n as f64)
                        })
                        .or_else(|| pop_of::<C, i32>(&entry, |n| Val::Num(n.into()))),
                        LoopKind::Double => pop_of::<C, f64>(&entry, Val::Num),
                        LoopKind::String => pop_of::<C, String>(&entry, Val::Text),
                        LoopKind::Bool => {
                            pop_of::<C, bool>(&entry, |b| Val::Num(f64::from(u8::from(b))))
                        }
                    };
                    let Some(pop) = pop else {
                        let wanted = match kind {
                            LoopKind::Int => "VecDeque<i64>` or `VecDeque<i32>",
                            LoopKind::Double => "VecDeque<f64>",
                            LoopKind::String => "VecDeque<String>",
                            LoopKind::Bool => "VecDeque<bool>",
                        };
                        return Err(Error::new(
                            d.path,
                            queue_at,
                            format!(
                                "the entry `{root}` is {}, and the queue of `{id}` is a `{wanted}` that the loop empties",
                                a_type(entry.type_name)
                            ),
                            format!("register `{root}` with `Factory::entry_mut` as a `{wanted}`"),
                        ));
                    };
                    (None, Some(pop))
                }
            },
        })
    }
}
