//! The rules on children: how many each keyword takes (with an example of
//! the right form in the message), and no more than one `async_sequence`
//! child under a `reactive_sequence`.

use proc_macro2::Span;

use super::Errors;
use crate::ast::{Head, Tree};
use crate::catalogue::{Arity, Default, Keyword};

/// BehaviorTree.CPP refuses to load a `ReactiveSequence` with more than one
/// `AsyncSequence` child (its loader says "cannot have more than one async
/// child"): each tick the reactive sequence re-ticks the earlier one, whose
/// yields would halt the later one again and again. The same tree is a
/// compile error here, on the second such child.
pub(super) fn check_async_children(tree: &Tree, errors: &mut Errors) {
    let keyword_of = |id: usize| match &tree.nodes[id].head {
        Head::Keyword(head) => head.keyword.map(|k| (k.name, head)),
        Head::Leaf(_) => None,
    };
    for node in &tree.nodes {
        let Head::Keyword(parent) = &node.head else {
            continue;
        };
        if parent.keyword.is_none_or(|k| k.name != "reactive_sequence") {
            continue;
        }
        let mut asyncs = node
            .child_ids()
            .iter()
            .filter_map(|&child| keyword_of(child))
            .filter(|(name, _)| *name == "async_sequence")
            .map(|(_, head)| head);
        if asyncs.next().is_none() {
            continue;
        }
        for extra in asyncs {
            errors.push(
                extra.span(),
                "a `reactive_sequence` cannot have more than one `async_sequence` child \
                 (BehaviorTree.CPP rejects this tree when it loads it: the first one's yields \
                 would halt this one on every tick); make all but one of them a `sequence`, \
                 or group them under one `async_sequence`",
            );
        }
    }
}

pub(super) fn check_arity(
    keyword: &Keyword,
    span: Span,
    n: usize,
    cases: usize,
    alone: bool,
    errors: &mut Errors,
) {
    let name = keyword.name;
    let mut message = match keyword.arity {
        Arity::Leaf if n > 0 => {
            format!("`{name}` is a leaf and takes no children; remove the `<...>` (found {n})")
        }
        Arity::One if n == 0 => format!(
            "`{name}` needs exactly one child, e.g. `{name}{}<child>`",
            example_args(keyword)
        ),
        Arity::One if n > 1 => format!(
            "`{name}` takes exactly one child, found {n}; wrap them in a composite, e.g. \
             `{name}{}<sequence<a, b>>`",
            example_args(keyword)
        ),
        Arity::AtLeast(1) if n == 0 && keyword.is_user() => format!(
            "`{name}` needs at least one child, e.g. `{name}{}<a, b>`",
            example_args(keyword)
        ),
        Arity::AtLeast(1) if n == 0 => format!(
            "`{name}` needs at least one child, e.g. `{name}<a, b>`; for a node that always \
             succeeds, write `success`"
        ),
        Arity::AtLeast(min) if n < min => format!(
            "`{name}` needs {min} or more children: the try children, then the catch child \
             (e.g. `{name}<a, b, on_failure>`), found {n}"
        ),
        Arity::Between(min, max) if n < min || n > max => format!(
            "`{name}` takes {min} or {max} children: `{name}<condition, then>` or \
             `{name}<condition, then, else>`, found {n}"
        ),
        Arity::CasesPlusDefault if cases > 0 && n != cases + 1 => format!(
            "`{name}` with {cases} case{} takes {} children (one per case, then the default), \
             found {n}",
            if cases == 1 { "" } else { "s" },
            cases + 1
        ),
        _ => return,
    };
    // A keyword alone may be meant as a function of the same name (said
    // once: with a required argument missing, that error says it).
    if alone && !keyword.has_required() {
        message.push_str(&super::alone_note(name));
    }
    errors.push(span, message);
}

/// `(3)` for `repeat`, empty for nodes without a required argument.
fn example_args(keyword: &Keyword) -> String {
    keyword
        .params
        .iter()
        .find(|p| p.default == Default::Required)
        .map_or_else(String::new, |p| format!("({})", p.example))
}
