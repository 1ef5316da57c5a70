// A closure is a node in `bt!` (the macro converts it), not where a `Node`
// is asked for: the error says to wrap it.
use bt::Status;
use bt::dynamic::Spec;

struct Robot {
    busy: bool,
}

fn main() {
    let _ = Spec::leaf("Move", |r: &mut Robot| {
        if r.busy { Status::Running } else { Status::Success }
    });
}
