// Coroutines made from closures in the tree: the handle's type comes from
// the context (`coroutine_start`), also through `.on_halt(..)`, and the
// coroutine is checked as a node before it is a leaf.
Guard => sequence<
    (coroutine(|co| async move { co.with(|g| g.x += 1); Status::Success })),
    (coroutine(|co| async move { co.yield_now().await; true }).on_halt(|g| g.x = 0)),
>
