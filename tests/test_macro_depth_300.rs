//! Scale: a tree nested 300 deep (W3's shape: level `l` is a sequence when
//! `l` is even and a fallback when odd, with children `[gate::<l>, level
//! l + 1]`, and `work` at the bottom) builds with rustc's default
//! `#![recursion_limit]` (cut into slices side by side, its types nest no
//! deeper than a slice and the list of slices above it) and runs, resuming its running leaf without
//! walking the levels again, and an observer sees every node of it across
//! the slices it is cut into. Its build time is in BENCHMARKS.md's
//! "Compile time" (`scripts/compile-times.sh`, "depth 300"). The tree's
//! line is generated.

use bt::{Status, bt};

struct Ctx {
    gate_evals: u32,
    work_ticks: u32,
    /// `work` runs this many ticks, then succeeds.
    work_length: u32,
}

/// Open (true) on sequence levels, closed on fallback levels, so that every
/// level goes on to its second child.
const fn gate<const L: usize>(c: &mut Ctx) -> bool {
    c.gate_evals += 1;
    L.is_multiple_of(2)
}

const fn work(c: &mut Ctx) -> Status {
    c.work_ticks += 1;
    if c.work_ticks.is_multiple_of(c.work_length) {
        Status::Success
    } else {
        Status::Running
    }
}

#[test]
fn a_tree_nested_300_deep() {
    let mut tree = bt!(sequence<gate::<0>, fallback<gate::<1>, sequence<gate::<2>, fallback<gate::<3>, sequence<gate::<4>, fallback<gate::<5>, sequence<gate::<6>, fallback<gate::<7>, sequence<gate::<8>, fallback<gate::<9>, sequence<gate::<10>, fallback<gate::<11>, sequence<gate::<12>, fallback<gate::<13>, sequence<gate::<14>, fallback<gate::<15>, sequence<gate::<16>, fallback<gate::<17>, sequence<gate::<18>, fallback<gate::<19>, sequence<gate::<20>, fallback<gate::<21>, sequence<gate::<22>, fallback<gate::<23>, sequence<gate::<24>, fallback<gate::<25>, sequence<gate::<26>, fallback<gate::<27>, sequence<gate::<28>, fallback<gate::<29>, sequence<gate::<30>, fallback<gate::<31>, sequence<gate::<32>, fallback<gate::<33>, sequence<gate::<34>, fallback<gate::<35>, sequence<gate::<36>, fallback<gate::<37>, sequence<gate::<38>, fallback<gate::<39>, sequence<gate::<40>, fallback<gate::<41>, sequence<gate::<42>, fallback<gate::<43>, sequence<gate::<44>, fallback<gate::<45>, sequence<gate::<46>, fallback<gate::<47>, sequence<gate::<48>, fallback<gate::<49>, sequence<gate::<50>, fallback<gate::<51>, sequence<gate::<52>, fallback<gate::<53>, sequence<gate::<54>, fallback<gate::<55>, sequence<gate::<56>, fallback<gate::<57>, sequence<gate::<58>, fallback<gate::<59>, sequence<gate::<60>, fallback<gate::<61>, sequence<gate::<62>, fallback<gate::<63>, sequence<gate::<64>, fallback<gate::<65>, sequence<gate::<66>, fallback<gate::<67>, sequence<gate::<68>, fallback<gate::<69>, sequence<gate::<70>, fallback<gate::<71>, sequence<gate::<72>, fallback<gate::<73>, sequence<gate::<74>, fallback<gate::<75>, sequence<gate::<76>, fallback<gate::<77>, sequence<gate::<78>, fallback<gate::<79>, sequence<gate::<80>, fallback<gate::<81>, sequence<gate::<82>, fallback<gate::<83>, sequence<gate::<84>, fallback<gate::<85>, sequence<gate::<86>, fallback<gate::<87>, sequence<gate::<88>, fallback<gate::<89>, sequence<gate::<90>, fallback<gate::<91>, sequence<gate::<92>, fallback<gate::<93>, sequence<gate::<94>, fallback<gate::<95>, sequence<gate::<96>, fallback<gate::<97>, sequence<gate::<98>, fallback<gate::<99>, sequence<gate::<100>, fallback<gate::<101>, sequence<gate::<102>, fallback<gate::<103>, sequence<gate::<104>, fallback<gate::<105>, sequence<gate::<106>, fallback<gate::<107>, sequence<gate::<108>, fallback<gate::<109>, sequence<gate::<110>, fallback<gate::<111>, sequence<gate::<112>, fallback<gate::<113>, sequence<gate::<114>, fallback<gate::<115>, sequence<gate::<116>, fallback<gate::<117>, sequence<gate::<118>, fallback<gate::<119>, sequence<gate::<120>, fallback<gate::<121>, sequence<gate::<122>, fallback<gate::<123>, sequence<gate::<124>, fallback<gate::<125>, sequence<gate::<126>, fallback<gate::<127>, sequence<gate::<128>, fallback<gate::<129>, sequence<gate::<130>, fallback<gate::<131>, sequence<gate::<132>, fallback<gate::<133>, sequence<gate::<134>, fallback<gate::<135>, sequence<gate::<136>, fallback<gate::<137>, sequence<gate::<138>, fallback<gate::<139>, sequence<gate::<140>, fallback<gate::<141>, sequence<gate::<142>, fallback<gate::<143>, sequence<gate::<144>, fallback<gate::<145>, sequence<gate::<146>, fallback<gate::<147>, sequence<gate::<148>, fallback<gate::<149>, sequence<gate::<150>, fallback<gate::<151>, sequence<gate::<152>, fallback<gate::<153>, sequence<gate::<154>, fallback<gate::<155>, sequence<gate::<156>, fallback<gate::<157>, sequence<gate::<158>, fallback<gate::<159>, sequence<gate::<160>, fallback<gate::<161>, sequence<gate::<162>, fallback<gate::<163>, sequence<gate::<164>, fallback<gate::<165>, sequence<gate::<166>, fallback<gate::<167>, sequence<gate::<168>, fallback<gate::<169>, sequence<gate::<170>, fallback<gate::<171>, sequence<gate::<172>, fallback<gate::<173>, sequence<gate::<174>, fallback<gate::<175>, sequence<gate::<176>, fallback<gate::<177>, sequence<gate::<178>, fallback<gate::<179>, sequence<gate::<180>, fallback<gate::<181>, sequence<gate::<182>, fallback<gate::<183>, sequence<gate::<184>, fallback<gate::<185>, sequence<gate::<186>, fallback<gate::<187>, sequence<gate::<188>, fallback<gate::<189>, sequence<gate::<190>, fallback<gate::<191>, sequence<gate::<192>, fallback<gate::<193>, sequence<gate::<194>, fallback<gate::<195>, sequence<gate::<196>, fallback<gate::<197>, sequence<gate::<198>, fallback<gate::<199>, sequence<gate::<200>, fallback<gate::<201>, sequence<gate::<202>, fallback<gate::<203>, sequence<gate::<204>, fallback<gate::<205>, sequence<gate::<206>, fallback<gate::<207>, sequence<gate::<208>, fallback<gate::<209>, sequence<gate::<210>, fallback<gate::<211>, sequence<gate::<212>, fallback<gate::<213>, sequence<gate::<214>, fallback<gate::<215>, sequence<gate::<216>, fallback<gate::<217>, sequence<gate::<218>, fallback<gate::<219>, sequence<gate::<220>, fallback<gate::<221>, sequence<gate::<222>, fallback<gate::<223>, sequence<gate::<224>, fallback<gate::<225>, sequence<gate::<226>, fallback<gate::<227>, sequence<gate::<228>, fallback<gate::<229>, sequence<gate::<230>, fallback<gate::<231>, sequence<gate::<232>, fallback<gate::<233>, sequence<gate::<234>, fallback<gate::<235>, sequence<gate::<236>, fallback<gate::<237>, sequence<gate::<238>, fallback<gate::<239>, sequence<gate::<240>, fallback<gate::<241>, sequence<gate::<242>, fallback<gate::<243>, sequence<gate::<244>, fallback<gate::<245>, sequence<gate::<246>, fallback<gate::<247>, sequence<gate::<248>, fallback<gate::<249>, sequence<gate::<250>, fallback<gate::<251>, sequence<gate::<252>, fallback<gate::<253>, sequence<gate::<254>, fallback<gate::<255>, sequence<gate::<256>, fallback<gate::<257>, sequence<gate::<258>, fallback<gate::<259>, sequence<gate::<260>, fallback<gate::<261>, sequence<gate::<262>, fallback<gate::<263>, sequence<gate::<264>, fallback<gate::<265>, sequence<gate::<266>, fallback<gate::<267>, sequence<gate::<268>, fallback<gate::<269>, sequence<gate::<270>, fallback<gate::<271>, sequence<gate::<272>, fallback<gate::<273>, sequence<gate::<274>, fallback<gate::<275>, sequence<gate::<276>, fallback<gate::<277>, sequence<gate::<278>, fallback<gate::<279>, sequence<gate::<280>, fallback<gate::<281>, sequence<gate::<282>, fallback<gate::<283>, sequence<gate::<284>, fallback<gate::<285>, sequence<gate::<286>, fallback<gate::<287>, sequence<gate::<288>, fallback<gate::<289>, sequence<gate::<290>, fallback<gate::<291>, sequence<gate::<292>, fallback<gate::<293>, sequence<gate::<294>, fallback<gate::<295>, sequence<gate::<296>, fallback<gate::<297>, sequence<gate::<298>, fallback<gate::<299>, work>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>);
    // Cut into slices of 16 levels side by side, as a tree at least 128
    // levels deep is (`bt::linked`; shallower trees get `Outline`s): the
    // root's slice and one from each depth from 16 to 272 (288 has less
    // than a slice below it), each below the root's in a `FnOutline`, as
    // is the root's, as in every tree of more than 256 nodes (this one has
    // 601); each slice but the last ends in a `Gap`. With debug
    // assertions, an `Outline` halves each slice: at 8, 24, ..., 280, and
    // at 288 (12 levels above the leaves, more than the 8 of a slice).
    let name = std::any::type_name_of_val(&tree);
    assert_eq!(name.matches("::Sliced<").count(), 18);
    assert_eq!(name.matches("::Gap<").count(), 17);
    assert_eq!(name.matches("::FnOutline<").count(), 18);
    let halves = if cfg!(debug_assertions) { 19 } else { 0 };
    assert_eq!(name.matches("::Outline<").count(), halves);
    let mut ctx = Ctx {
        gate_evals: 0,
        work_ticks: 0,
        work_length: 5,
    };
    // From rest: every gate once, then `work` starts.
    assert_eq!(tree.tick(&mut ctx), Status::Running);
    assert_eq!((ctx.gate_evals, ctx.work_ticks), (300, 1));
    // Resumed: `work` alone, no gate again.
    for ticks in 2..5 {
        assert_eq!(tree.tick(&mut ctx), Status::Running);
        assert_eq!((ctx.gate_evals, ctx.work_ticks), (300, ticks));
    }
    // `work` succeeds: the innermost fallback succeeds, and so does every
    // level above it (sequences at their last child, fallbacks at once).
    assert_eq!(tree.tick(&mut ctx), Status::Success);
    assert_eq!((ctx.gate_evals, ctx.work_ticks), (300, 5));
    // At rest again: the next tick walks every gate.
    assert_eq!(tree.tick(&mut ctx), Status::Running);
    assert_eq!((ctx.gate_evals, ctx.work_ticks), (600, 6));
    // A halt in the middle of a run: the next tick starts from the root.
    tree.halt(&mut ctx);
    assert_eq!(tree.tick(&mut ctx), Status::Running);
    assert_eq!((ctx.gate_evals, ctx.work_ticks), (900, 7));
    // Observed, through every `FnOutline`: a tick from rest reports each
    // of the 601 nodes once (300 composites, 300 gates, `work`), and a halt
    // reports `work` and the 300 composites above it, all running.
    tree.halt(&mut ctx);
    let mut stats = bt::observe::Statistics::new(tree.nodes());
    assert_eq!(tree.tick_with(&mut ctx, &mut stats), Status::Running);
    assert_eq!(stats.all().len(), 601);
    assert!(stats.all().iter().all(|node| node.ticks == 1));
    tree.halt_with(&mut ctx, &mut stats);
    let finished = |node: &bt::observe::NodeStats| node.successes + node.failures == 1;
    assert_eq!(
        stats.all().iter().filter(|node| finished(node)).count(),
        300
    );
    for node in stats.all() {
        assert_eq!(node.halts, u32::from(!finished(node)));
    }
    assert_eq!((ctx.gate_evals, ctx.work_ticks), (1200, 8));
}
