//! W2 "wide": a sequence of N conditions that all succeed, so the sequence
//! completes on every tick (per-node overhead).

use bt::control::Sequence;
use bt::{Condition, Node, Status};

use super::{Bonsai, Bt, Context, Digest, Instance, Ticker, bonsai_bool, generated};

/// The context of W2.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wide {
    pub vals: Vec<u32>,
    pub limit: u32,
    pub checks: u64,
}

impl Wide {
    /// `n` values of `xorshift64` from `0xC0FFEE`, each `% 1000`.
    pub fn new(n: usize) -> Self {
        Self {
            vals: values(n),
            limit: 1000,
            checks: 0,
        }
    }
}

impl Context for Wide {
    fn fields(&self, d: &mut Digest) {
        for &v in &self.vals {
            d.field(v);
        }
        d.field(self.limit).field(self.checks);
    }
}

/// `n` values of `xorshift64` from `0xC0FFEE`, each `% 1000` (W2's values,
/// and W7's targets).
pub fn values(n: usize) -> Vec<u32> {
    let mut x = 0x00C0_FFEE;
    (0..n)
        .map(|_| {
            x = super::xorshift64(x);
            #[allow(clippy::cast_possible_truncation)] // below 1000
            let v = (x % 1000) as u32;
            v
        })
        .collect()
}

/// Leaf `i`: always succeeds (every value is below the limit).
#[inline]
pub fn check(c: &mut Wide, i: usize) -> bool {
    c.checks += 1;
    c.vals[i] < c.limit
}

/// Leaf `I` as a function of its own, for the static tree.
#[inline]
pub fn check_at<const I: usize>(c: &mut Wide) -> bool {
    check(c, I)
}

/// The hand-written sequence: a loop over the checks, as a good programmer
/// writes it: one bounds check for the whole slice of values (not one per
/// leaf), the counter and the limit in registers, and forced inlining, as
/// `bt`'s tick path has in optimized builds.
#[derive(Clone, Copy, Debug, Default)]
pub struct Hand<const N: usize>;

impl<const N: usize> Hand<N> {
    #[inline(always)]
    pub fn tick(c: &mut Wide) -> Status {
        let Wide {
            vals,
            limit,
            checks,
        } = c;
        for &v in &vals[..N] {
            *checks += 1;
            if v >= *limit {
                return Status::Failure;
            }
        }
        Status::Success
    }
}

impl<const N: usize> Ticker<Wide> for Hand<N> {
    #[inline(always)]
    fn tick(&mut self, c: &mut Wide) -> u8 {
        super::code(Self::tick(c))
    }
}

type DynNode = Box<dyn Node<Wide> + Send>;

/// The sequence assembled at run time: `n` boxed closures in a `Vec`.
pub fn dyn_tree(n: usize) -> DynNode {
    Box::new(Sequence::new(
        (0..n)
            .map(|i| Box::new(Condition(move |c: &mut Wide| check(c, i))) as DynNode)
            .collect::<Vec<_>>(),
    ))
}

/// The sequence in bonsai-bt: one action per leaf, carrying its index.
pub fn bonsai_behavior(n: usize) -> bonsai_bt::Behavior<usize> {
    bonsai_bt::Sequence((0..n).map(bonsai_bt::Action).collect())
}

/// Runs one bonsai-bt action.
#[inline]
pub fn bonsai_leaf(i: usize, c: &mut Wide) -> bonsai_bt::Status {
    bonsai_bool(check(c, i))
}

impl Ticker<Wide> for Bonsai<usize> {
    #[inline(always)]
    fn tick(&mut self, c: &mut Wide) -> u8 {
        self.tick_with(c, bonsai_leaf)
    }
}

/// W2 with `N` leaves and one of the implementations.
pub fn instance<const N: usize>(implementation: &str) -> Option<Box<dyn Instance>> {
    let c = Wide::new(N);
    Some(match (implementation, N) {
        ("bt", 10) => super::boxed(c, Bt(generated::wide_10())),
        ("bt", 100) => super::boxed(c, Bt(generated::wide_100())),
        ("bt", 1000) => super::boxed(c, Bt(generated::wide_1000())),
        ("hand", _) => super::boxed(c, Hand::<N>),
        ("dyn", _) => super::boxed(c, Bt(dyn_tree(N))),
        ("bonsai", _) => super::boxed(c, Bonsai::new(bonsai_behavior(N))),
        _ => return None,
    })
}
