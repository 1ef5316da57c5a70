// Node names from other engines (Unreal, Unity and C# libraries, py_trees)
// get the `bt!` spelling with its arguments, not the closest keyword by
// spelling (`parallel_any` is not `parallel_all`); names of nodes bt does
// not have point at writing one.
use bt::{Status, bt};

struct Agent {
    ready: bool,
}

fn is_ready(agent: &mut Agent) -> bool {
    agent.ready
}

fn act(_: &mut Agent) -> Status {
    Status::Success
}

fn main() {
    let mut tree = bt!(sequence<
        parallel_any<is_ready, act>,
        forever<act>,
        not<is_ready>,
        Succeeder<act>,
        until_fail<act>,
        UntilSuccess<act>,
        wait(500)<act>,
        cooldown(500)<act>,
        random_selector<is_ready, act>,
    >);
    tree.tick(&mut Agent { ready: true });
}
