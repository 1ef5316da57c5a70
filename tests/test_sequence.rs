//! Sequence-family scenarios on trees built with the runtime API.

mod common;

use bt::control::Sequence;
use common::tables::sequence as table;

#[test]
fn sequence_resumes_at_running_child() {
    table::sequence_resumes_at_running_child(|[a, b, c]| Sequence::new((a, b, c)));
}
