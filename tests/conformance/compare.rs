//! Compares `bt`'s trace with BehaviorTree.CPP's, step by step, applying the
//! documented rules (docs/conformance.md) and nothing else.

use std::fmt::Write as _;

use bt::Status;

use super::btcpp::CppTrace;
use super::run::{Outcome, info};
use super::scenario::{Op, Scenario, Step};

/// The rule that stops a comparison when a condition is skipped.
pub const RULE_SKIPPED_CONDITION: &str =
    "D4: IfThenElse/WhileDoElse condition returned Skipped (BT.CPP throws, bt returns Skipped)";

/// The rule that stops a comparison when BT.CPP reads the RUNNING status a
/// control node or decorator kept after returning SKIPPED.
pub const RULE_STALE_SKIPPED: &str = "D5: a node that returned Skipped is RUNNING for BT.CPP (its precondition or count is affected)";

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Every step agreed.
    Agree,
    /// The first `steps` steps agreed; at the next one a documented rule
    /// applies and the comparison stops.
    Stopped { steps: usize, rule: &'static str },
    /// A difference that no rule explains.
    Diverged { step: usize, report: String },
}

pub fn compare(sc: &Scenario, ours: &Outcome, cpp: &CppTrace) -> Verdict {
    if let Some(e) = &cpp.build_error {
        return Verdict::Diverged {
            step: 0,
            report: format!("BT.CPP refused to build the tree: {e}"),
        };
    }
    let info = info(sc);
    for (i, (step, mine)) in sc.steps.iter().zip(&ours.steps).enumerate() {
        let n = i + 1;
        let Some(theirs) = cpp.steps.get(i) else {
            panic!(
                "the BT.CPP runner returned {} of {} steps",
                cpp.steps.len(),
                sc.steps.len()
            );
        };
        if mine.stale_hit {
            return Verdict::Stopped {
                steps: i,
                rule: RULE_STALE_SKIPPED,
            };
        }
        // D4: a skipped condition of a branch node (IfThenElse, WhileDoElse).
        let skipped_condition = *step == Step::Tick
            && info.iter().enumerate().any(|(id, node)| {
                matches!(node.op, Op::IfThenElse | Op::WhileDoElse)
                    && info.iter().enumerate().any(|(c, child)| {
                        child.parent == Some(id) && child.index == 0 && mine.skipped[c]
                    })
            });
        if skipped_condition || theirs.threw {
            let prefix = theirs.events.len() <= mine.events.len()
                && mine.events[..theirs.events.len()] == theirs.events[..];
            if skipped_condition && theirs.threw && prefix {
                return Verdict::Stopped {
                    steps: i,
                    rule: RULE_SKIPPED_CONDITION,
                };
            }
            let mut report = format!("step {n}: ");
            if theirs.threw {
                let _ = write!(
                    report,
                    "BT.CPP threw ({}) ",
                    cpp.error.as_deref().unwrap_or("?")
                );
            } else {
                report.push_str("BT.CPP did not throw ");
            }
            let _ = write!(
                report,
                "where bt {} a skipped branch condition\n  BT.CPP events: {:?}\n  bt events:     {:?}",
                if skipped_condition {
                    "saw"
                } else {
                    "did not see"
                },
                theirs.events,
                mine.events
            );
            return Verdict::Diverged { step: i, report };
        }
        if theirs.status != mine.status
            || theirs.events != mine.events
            || theirs.guards != mine.guards
        {
            let what =
                |s: Option<Status>| s.map_or_else(|| "halt".to_owned(), |s| format!("tick -> {s}"));
            let mut report = format!("step {n} ({}):\n", what(theirs.status));
            let _ = writeln!(
                report,
                "  BT.CPP: {} {:?}",
                what(theirs.status),
                theirs.events
            );
            let _ = writeln!(report, "  bt:     {} {:?}", what(mine.status), mine.events);
            if theirs.guards != mine.guards {
                let _ = writeln!(
                    report,
                    "  guard evaluations: BT.CPP {:?}, bt {:?}",
                    theirs.guards, mine.guards
                );
            }
            return Verdict::Diverged { step: i, report };
        }
    }
    Verdict::Agree
}
