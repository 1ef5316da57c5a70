// A lent tree (`Ctx<'_> =>`) whose context has no clock under `timeout`:
// one error, on the keyword, not a second one on `tree.tick`.
use bt::{Status, bt};

struct Agent {
    ready: bool,
}

struct Ctx<'a> {
    me: &'a mut Agent,
}

fn act(ctx: &mut Ctx<'_>) -> Status {
    if ctx.me.ready { Status::Success } else { Status::Running }
}

fn main() {
    let mut tree = bt!(Ctx<'_> => sequence<act, timeout(50)<act>>);
    let mut agent = Agent { ready: true };
    tree.tick(&mut Ctx { me: &mut agent });
}
