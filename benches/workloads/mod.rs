//! The workloads of BENCHMARKS.md, each in four implementations: a `bt!`
//! tree, hand-written code, the same tree built at run time over
//! `Vec<Box<dyn Node<C>>>` children, and bonsai-bt.
//!
//! Shared by the criterion benches (`benches/workloads.rs`), the digest test
//! (`tests/test_digest.rs`), the allocation test (`tests/test_alloc.rs`) and
//! the callgrind runner (`examples/bench_runner.rs`), which include this
//! module with `#[path]`.
//!
//! Every implementation of a workload calls the same leaf functions and
//! records the root status of every frame; [`Digest`] folds the statuses and
//! every context field into one number, and all implementations of a
//! workload must agree on it.

#![allow(dead_code, unreachable_pub, clippy::missing_panics_doc)] // each includer uses part of it

pub mod deep;
mod generated;
pub mod mixed;
pub mod script;
pub mod sniper;
pub mod wide;

use bt::{Node, Status};

/// `xorshift64` with shifts 13, 7, 17.
#[inline(always)]
pub const fn xorshift64(mut x: u64) -> u64 {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    x
}

/// `splitmix64`: seeds the agents' generators.
pub const fn splitmix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The status byte recorded for each frame (the same for every
/// implementation: bonsai-bt's statuses map to the same bytes).
#[inline(always)]
pub const fn code(status: Status) -> u8 {
    status as u8
}

/// The status byte of a bonsai-bt status.
#[inline(always)]
pub const fn bonsai_code(status: bonsai_bt::Status) -> u8 {
    code(match status {
        bonsai_bt::Status::Success => Status::Success,
        bonsai_bt::Status::Failure => Status::Failure,
        bonsai_bt::Status::Running => Status::Running,
    })
}

/// A bonsai-bt status from a condition's result.
#[inline(always)]
pub const fn bonsai_bool(ok: bool) -> bonsai_bt::Status {
    if ok {
        bonsai_bt::Status::Success
    } else {
        bonsai_bt::Status::Failure
    }
}

/// A bonsai-bt status from a bt status (the shared leaves return bt's).
#[inline(always)]
pub const fn bonsai_status(status: Status) -> bonsai_bt::Status {
    match status {
        Status::Success | Status::Skipped => bonsai_bt::Status::Success,
        Status::Failure => bonsai_bt::Status::Failure,
        Status::Running => bonsai_bt::Status::Running,
    }
}

/// A bonsai-bt tree ticked once per frame. A bonsai-bt tree is done once its
/// root succeeds or fails; `reset_bt` (its documented way) starts it over
/// for the next frame, as a bt root does by itself.
#[derive(Clone)]
pub struct Bonsai<A> {
    pub bt: bonsai_bt::BT<A, ()>,
    pub event: bonsai_bt::Event,
}

impl<A: Clone> Bonsai<A> {
    pub fn new(behavior: bonsai_bt::Behavior<A>) -> Self {
        Self {
            bt: bonsai_bt::BT::new(behavior, ()),
            event: bonsai_bt::UpdateArgs { dt: 0.0 }.into(),
        }
    }

    /// One tick: `leaf` runs each action on the context.
    #[inline]
    pub fn tick_with<C, L>(&mut self, ctx: &mut C, leaf: L) -> u8
    where
        A: Copy,
        L: Fn(A, &mut C) -> bonsai_bt::Status,
    {
        let (status, _) = self
            .bt
            .tick(&self.event, &mut |args, (): &mut ()| {
                (leaf(*args.action, ctx), args.dt)
            })
            .expect("the tree is reset after it finishes");
        if status != bonsai_bt::Status::Running {
            self.bt.reset_bt();
        }
        bonsai_code(status)
    }
}

/// FNV-1a (64 bits) over the statuses and then every context field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Digest(pub u64);

impl Default for Digest {
    fn default() -> Self {
        Self(0xcbf2_9ce4_8422_2325)
    }
}

impl Digest {
    /// Folds bytes in.
    pub fn bytes(&mut self, bytes: &[u8]) -> &mut Self {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
        self
    }

    /// Folds a field in (little-endian bytes).
    pub fn field(&mut self, value: impl Into<u64>) -> &mut Self {
        self.bytes(&value.into().to_le_bytes())
    }
}

/// One implementation of a workload: ticks its tree (or its hand-written
/// code) once over the context and returns the root status byte.
pub trait Ticker<C> {
    /// One root tick.
    fn tick(&mut self, ctx: &mut C) -> u8;
}

/// A `bt` tree: the `bt!` one or the `Box<dyn Node>` one.
#[derive(Debug)]
pub struct Bt<N>(pub N);

impl<C, N: Node<C>> Ticker<C> for Bt<N> {
    #[inline(always)]
    fn tick(&mut self, ctx: &mut C) -> u8 {
        code(self.0.tick(ctx))
    }
}

/// The context of a workload.
pub trait Context {
    /// The world step run before every tick (W1, W4); nothing by default.
    #[inline(always)]
    fn begin_frame(&mut self) {}
    /// Folds every field into `digest`.
    fn fields(&self, digest: &mut Digest);
    /// Whether the next tick resumes a running leaf (W3 measures those
    /// apart); `false` by default.
    #[inline(always)]
    fn resuming(&self) -> bool {
        false
    }
}

/// Runs `frames` frames (world step, one tick, status stored), with the tick
/// inlined into the loop: what a game's frame loop compiles to.
#[inline(never)]
pub fn run_frames<C: Context, T: Ticker<C>>(
    ticker: &mut T,
    ctx: &mut C,
    frames: usize,
    out: &mut Vec<u8>,
) {
    out.reserve(frames);
    for _ in 0..frames {
        ctx.begin_frame();
        out.push(ticker.tick(ctx));
    }
}

/// One tick behind a call that is never inlined: the callgrind runner counts
/// the instructions of this function, inclusive, to get instructions per tick.
#[inline(never)]
pub fn measured_tick<C, T: Ticker<C>>(ticker: &mut T, ctx: &mut C) -> u8 {
    ticker.tick(ctx)
}

/// As [`run_frames`], with each tick through [`measured_tick`]; with
/// `RESUMES_ONLY`, only the ticks that resume a running leaf (see
/// [`Context::resuming`]) go through it, the others stay inlined.
#[inline(never)]
pub fn run_frames_measured<C: Context, T: Ticker<C>, const RESUMES_ONLY: bool>(
    ticker: &mut T,
    ctx: &mut C,
    frames: usize,
    out: &mut Vec<u8>,
) {
    out.reserve(frames);
    for _ in 0..frames {
        ctx.begin_frame();
        out.push(if !RESUMES_ONLY || ctx.resuming() {
            measured_tick(ticker, ctx)
        } else {
            ticker.tick(ctx)
        });
    }
}

/// The four implementations, by name (the CLI and the bench ids use these).
pub const IMPLS: [&str; 4] = ["bt", "hand", "dyn", "bonsai"];

/// W7's two more implementations, which tell the cost of the code's shape
/// from the cost of the tree: `bt-array`, `bt`'s sequence over an array of
/// one action type (the code of a step once, as `dyn`'s closures and the
/// hand-written loop have it), and `dyn-fns`, the `Box<dyn Node>` sequence
/// over the `N` step functions that the `bt!` tree has.
pub const W7_VARIANTS: [&str; 2] = ["bt-array", "dyn-fns"];

/// A workload instance behind one interface, for the runner and the tests:
/// the workload's context plus one implementation.
pub trait Instance {
    /// Runs `frames` frames, appending the statuses to `out`.
    fn run(&mut self, frames: usize, out: &mut Vec<u8>);
    /// As `run`, each tick through [`measured_tick`] (only the ticks that
    /// resume a running leaf with `resumes_only`).
    fn run_measured(&mut self, frames: usize, out: &mut Vec<u8>, resumes_only: bool);
    /// Folds every context field into `digest`.
    fn fields(&self, digest: &mut Digest);
}

/// Builds the instance of `workload` (`w1`, `w2-10`, `w2-100`, `w2-1000`,
/// `w3-10`, `w3-50`, `w3-300`, W5's `w5`, which has `bt`, `hand` and `dyn`, and W6's
/// `w6-force`, `w6-retry`, `w6-parallel`, `w6-timeout`, `w6-status`, which
/// have `bt` and `hand` only) for `implementation` (one of [`IMPLS`]).
pub fn instance(workload: &str, implementation: &str) -> Option<Box<dyn Instance>> {
    match workload {
        "w1" => sniper::instance(implementation),
        "w2-10" => wide::instance::<10>(implementation),
        "w2-100" => wide::instance::<100>(implementation),
        "w2-1000" => wide::instance::<1000>(implementation),
        "w3-10" => deep::instance::<10>(implementation),
        "w3-50" => deep::instance::<50>(implementation),
        "w3-300" => deep::instance::<300>(implementation),
        "w5" => mixed::instance(implementation),
        w6 if w6.starts_with("w6-") => deep::w6_instance(&w6[3..], implementation),
        // Not in the inline audit: W7 resumes its list at positions known
        // only at run time, and its first leaves are cold by design (see
        // `scripts/inline-audit.sh`).
        #[cfg(not(bt_inline_audit))]
        "w7-20" => script::instance::<20>(implementation),
        #[cfg(not(bt_inline_audit))]
        "w7-100" => script::instance::<100>(implementation),
        #[cfg(not(bt_inline_audit))]
        "w7-1000" => script::instance::<1000>(implementation),
        _ => None,
    }
}

/// The digest of `frames` frames of `workload` with `implementation`.
pub fn digest(workload: &str, implementation: &str, frames: usize) -> Option<u64> {
    let mut inst = instance(workload, implementation)?;
    let mut out = Vec::with_capacity(frames);
    inst.run(frames, &mut out);
    let mut d = Digest::default();
    d.bytes(&out);
    inst.fields(&mut d);
    Some(d.0)
}

/// A context plus a ticker, as one [`Instance`].
#[derive(Debug)]
pub struct Pair<C, T> {
    /// The context.
    pub ctx: C,
    /// The implementation.
    pub ticker: T,
}

impl<C: Context, T: Ticker<C>> Instance for Pair<C, T> {
    fn run(&mut self, frames: usize, out: &mut Vec<u8>) {
        run_frames(&mut self.ticker, &mut self.ctx, frames, out);
    }
    fn run_measured(&mut self, frames: usize, out: &mut Vec<u8>, resumes_only: bool) {
        if resumes_only {
            run_frames_measured::<C, T, true>(&mut self.ticker, &mut self.ctx, frames, out);
        } else {
            run_frames_measured::<C, T, false>(&mut self.ticker, &mut self.ctx, frames, out);
        }
    }
    fn fields(&self, digest: &mut Digest) {
        self.ctx.fields(digest);
    }
}

/// Boxes a context and a ticker as an [`Instance`].
pub fn boxed<C: Context + 'static, T: Ticker<C> + 'static>(ctx: C, ticker: T) -> Box<dyn Instance> {
    Box::new(Pair { ctx, ticker })
}
