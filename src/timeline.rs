//! A picture of a run (feature `timeline`): [`Timeline`] records what a
//! tree did, tick by tick, and exports it as Chrome trace-event JSON (for
//! [Perfetto](https://ui.perfetto.dev) or `chrome://tracing`) or as a
//! self-contained HTML page that replays it.
//!
//! ```
//! use bt::timeline::Timeline;
//! use bt::{Status, bt};
//!
//! let mut tree = bt!(sequence<success, "wait": running>);
//! let mut timeline = Timeline::by_ticks(tree.nodes(), std::time::Duration::from_millis(100));
//! for _ in 0..3 {
//!     tree.tick_with(&mut (), &mut timeline);
//! }
//! assert_eq!(timeline.ticks(), 3);
//! let json = timeline.to_chrome_trace(); // save as `run.json`, open in Perfetto
//! assert!(json.contains(r#""name":"wait","cat":"running","ph":"X""#));
//! let html = timeline.to_html(); // open in a browser
//! assert!(html.contains("<svg"));
//! ```

use std::fmt::Write as _;
use std::prelude::rust_2024::*;
use std::time::{Duration, Instant};
use std::{format, vec};

use crate::Status;
use crate::observe::{NodeId, Observer, Record};
use crate::table::Nodes;

/// What happened to a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum What {
    /// It was ticked and returned this status.
    Tick(Status),
    /// It was running and was halted.
    Halt,
}

/// One report of a [`Timeline`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Event {
    /// The tree tick it belongs to, from 0.
    pub tick: u32,
    /// Microseconds since the timeline started (see [`Timeline::new`] and
    /// [`Timeline::by_ticks`]).
    pub micros: u64,
    /// The node.
    pub id: NodeId,
    /// What happened to it.
    pub what: What,
}

/// Where a timeline's times come from.
#[derive(Clone, Copy, Debug)]
enum Time {
    /// The time of each report.
    Wall(Instant),
    /// The start of its tree tick: tick `k` at `k` times this.
    Ticks(Duration),
}

/// An observer that records every report of a tree with its tick and
/// time, for [`to_chrome_trace`](Self::to_chrome_trace) and
/// [`to_html`](Self::to_html).
///
/// A tree tick ends when the root reports (it reports last); a halt of the
/// whole tree ([`Tree::halt_with`](crate::Tree::halt_with)) is a step of its
/// own.
#[derive(Clone, Debug)]
pub struct Timeline {
    nodes: Nodes,
    time: Time,
    tick: u32,
    events: Vec<Event>,
    /// Which nodes are running, so that a halt of one that is not (the
    /// halt of a tree that is not running) is not recorded.
    running: Vec<bool>,
}

impl Timeline {
    /// A timeline of the tree whose table is `nodes`, with the time of
    /// each report as it happens.
    #[must_use]
    pub fn new(nodes: Nodes) -> Self {
        Self::with_time(nodes, Time::Wall(Instant::now()))
    }

    /// A timeline whose time is the tick count: every report of tick `k`
    /// (from 0) at `k * tick`. Runs of a simulation, or tests, give the same
    /// file every time.
    #[must_use]
    pub fn by_ticks(nodes: Nodes, tick: Duration) -> Self {
        Self::with_time(nodes, Time::Ticks(tick))
    }

    /// A timeline by ticks ([`by_ticks`](Self::by_ticks)) of reports
    /// recorded by a [`TraceRecorder`](crate::observe::TraceRecorder): a
    /// tick ends at each report of the root.
    #[must_use]
    pub fn from_records(nodes: Nodes, records: &[Record], tick: Duration) -> Self {
        let mut timeline = Self::by_ticks(nodes, tick);
        for record in records {
            match *record {
                Record::Tick(id, status) => timeline.on_tick(id, status),
                Record::Halt(id) => timeline.on_halt(id),
            }
        }
        timeline
    }

    fn with_time(nodes: Nodes, time: Time) -> Self {
        Self {
            running: vec![false; nodes.len()],
            nodes,
            time,
            tick: 0,
            events: Vec::new(),
        }
    }

    /// The tree's node table.
    #[must_use]
    pub const fn nodes(&self) -> &Nodes {
        &self.nodes
    }

    /// The number of tree ticks (and halts of the whole tree) recorded.
    #[must_use]
    pub const fn ticks(&self) -> u32 {
        self.tick
    }

    /// Every report, in order.
    #[must_use]
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    fn micros(&self, tick: u32) -> u64 {
        match self.time {
            Time::Wall(start) => u64::try_from(start.elapsed().as_micros()).unwrap_or(u64::MAX),
            Time::Ticks(d) => {
                u64::try_from(d.as_micros().saturating_mul(u128::from(tick))).unwrap_or(u64::MAX)
            }
        }
    }

    fn push(&mut self, id: NodeId, what: What) {
        let micros = self.micros(self.tick);
        self.events.push(Event {
            tick: self.tick,
            micros,
            id,
            what,
        });
        if id == 0 {
            self.tick = self.tick.saturating_add(1);
        }
    }

    /// When the recording ends: the last report's time, or the end of the
    /// last tick for a timeline by ticks.
    fn end_micros(&self) -> u64 {
        let last = self.events.last().map_or(0, |e| e.micros);
        match self.time {
            Time::Wall(_) => last,
            Time::Ticks(_) => last.max(self.micros(self.tick)),
        }
    }

    /// Per step (tree tick or halt of the tree), per node, what it did in
    /// that step: `R`, `S`, `F`, `K` (the status it returned last in it),
    /// `H` (halted after that), `.` (nothing).
    #[must_use]
    pub fn steps(&self) -> Vec<String> {
        let n = self.nodes.len();
        let mut steps: Vec<Vec<u8>> = vec![vec![b'.'; n]; self.tick as usize];
        for event in &self.events {
            let Some(row) = steps.get_mut(event.tick as usize) else {
                continue;
            };
            if let Some(cell) = row.get_mut(usize::from(event.id)) {
                *cell = match event.what {
                    What::Tick(status) => letter(status),
                    What::Halt => b'H',
                };
            }
        }
        steps
            .into_iter()
            .map(|row| String::from_utf8(row).unwrap_or_default())
            .collect()
    }

    /// The recording as Chrome trace-event JSON (the format of
    /// `chrome://tracing`, which [Perfetto](https://ui.perfetto.dev) opens):
    ///
    /// - one track (a thread, `tid` = node id + 1) per node, named by its
    ///   label indented by its depth, in pre-order;
    /// - a slice per span in which the node was running, from the report
    ///   in which it returned `RUNNING` to the one in which it finished or
    ///   was halted (or to the end of the recording), named by its label;
    /// - an instant event `SUCCESS`, `FAILURE` or `SKIPPED` when it returns
    ///   that, and `halted` when it is halted.
    ///
    /// Each event carries the tree tick (`args.tick`, from 1).
    #[must_use]
    pub fn to_chrome_trace(&self) -> String {
        let mut events: Vec<String> = Vec::new();
        let root = self.nodes.root().map_or("tree", |n| n.label);
        events.push(format!(
            r#"{{"name":"process_name","ph":"M","pid":1,"args":{{"name":{}}}}}"#,
            Json(&format!("bt: {root}"))
        ));
        for node in self.nodes.iter() {
            let tid = u32::from(node.id) + 1;
            let mut name = "  ".repeat(usize::from(node.depth));
            name.push_str(node.label);
            if node.has_own_label() && !node.kind.is_user_leaf() {
                let _ = write!(name, " ({})", node.kind.keyword);
            }
            events.push(format!(
                r#"{{"name":"thread_name","ph":"M","pid":1,"tid":{tid},"args":{{"name":{}}}}}"#,
                Json(&name)
            ));
            events.push(format!(
                r#"{{"name":"thread_sort_index","ph":"M","pid":1,"tid":{tid},"args":{{"sort_index":{tid}}}}}"#
            ));
        }
        let label = |id: NodeId| self.nodes.get(id).map_or("?", |n| n.label);
        let mut since: Vec<Option<(u64, u32)>> = vec![None; self.nodes.len()];
        let slice = |events: &mut Vec<String>, id: NodeId, (start, tick): (u64, u32), end: u64| {
            events.push(format!(
                r#"{{"name":{},"cat":"running","ph":"X","pid":1,"tid":{},"ts":{start},"dur":{},"args":{{"tick":{}}}}}"#,
                Json(label(id)),
                u32::from(id) + 1,
                end.saturating_sub(start),
                tick + 1
            ));
        };
        for event in &self.events {
            let Some(open) = since.get_mut(usize::from(event.id)) else {
                continue;
            };
            let name = match event.what {
                What::Tick(Status::Running) => {
                    open.get_or_insert((event.micros, event.tick));
                    continue;
                }
                What::Tick(status) => status.as_str(),
                What::Halt => "halted",
            };
            if let Some(start) = open.take() {
                slice(&mut events, event.id, start, event.micros);
            }
            events.push(format!(
                r#"{{"name":"{name}","cat":"status","ph":"i","s":"t","pid":1,"tid":{},"ts":{},"args":{{"tick":{}}}}}"#,
                u32::from(event.id) + 1,
                event.micros,
                event.tick + 1
            ));
        }
        let end = self.end_micros();
        for (id, open) in since.iter().enumerate() {
            if let (Some(start), Ok(id)) = (*open, NodeId::try_from(id)) {
                slice(&mut events, id, start, end);
            }
        }
        let mut out = String::from("{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n");
        out.push_str(&events.join(",\n"));
        out.push_str("\n]}\n");
        out
    }

    /// The recording as a self-contained HTML page (no network: styles,
    /// script and data are in the file) that replays it: the tree drawn
    /// from the node table, each node coloured by what it did in the tick
    /// shown (running, success, failure, skipped, halted, or not ticked), a
    /// slider and buttons over the ticks. The URL fragment `#tick=N` opens
    /// it at tick `N` (from 1), and follows the slider.
    ///
    /// Each node is an SVG group `<g id="node-ID" data-status="..">` whose
    /// `<rect>`'s `fill` is the colour of its status.
    #[must_use]
    pub fn to_html(&self) -> String {
        let root = self.nodes.root().map_or("tree", |n| n.label);
        let steps: Vec<String> = self.steps().iter().map(|s| Json(s).to_string()).collect();
        let statuses: Vec<String> = (0..self.tick as usize)
            .map(|step| {
                self.events
                    .iter()
                    .rev()
                    .find(|e| e.tick as usize == step && e.id == 0)
                    .map_or("", |e| match e.what {
                        What::Tick(s) => s.as_str(),
                        What::Halt => "halted",
                    })
            })
            .map(|s| Json(s).to_string())
            .collect();
        let mut out = String::new();
        let _ = write!(
            out,
            "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
             <title>bt replay: {title}</title>\n<style>\n{STYLE}</style>\n</head>\n<body>\n\
             <header>\n<button id=\"prev\" title=\"previous tick\">&#9664;</button>\n\
             <input id=\"slider\" type=\"range\" min=\"1\" max=\"{max}\" value=\"1\">\n\
             <button id=\"next\" title=\"next tick\">&#9654;</button>\n\
             <span id=\"caption\">tick 1 / {max}</span>\n</header>\n<div class=\"legend\">",
            title = Html(root),
            max = self.tick.max(1),
        );
        let mut colors = Vec::new();
        for (letter, fill, name) in COLORS {
            let shown = if name == "none" { "not ticked" } else { name };
            let _ = write!(out, "<span style=\"background:{fill}\">{shown}</span>");
            colors.push(format!(
                "{}: [{}, {}]",
                Json(&letter.to_string()),
                Json(fill),
                Json(name)
            ));
        }
        out.push_str("</div>\n");
        self.svg(&mut out);
        let _ = write!(
            out,
            "<script>\nconst STEPS = [{}];\nconst ROOT = [{}];\nconst COLORS = {{{}}};\n{SCRIPT}</script>\n</body>\n</html>\n",
            steps.join(","),
            statuses.join(","),
            colors.join(", ")
        );
        out
    }

    /// The tree as SVG: leaves side by side in pre-order, each parent
    /// centred over its children, one row per depth.
    fn svg(&self, out: &mut String) {
        const SLOT: f64 = 150.0;
        const ROW: f64 = 84.0;
        const W: f64 = 136.0;
        const H: f64 = 44.0;
        let n = self.nodes.len();
        let mut x = vec![0.0_f64; n];
        let mut next_leaf = 0.0;
        // Leaves take slots in pre-order; parents are then re-centred.
        for node in self.nodes.iter() {
            if node.children.is_empty() {
                x[usize::from(node.id)] = next_leaf * SLOT + SLOT / 2.0;
                next_leaf += 1.0;
            }
        }
        for id in (0..n).rev() {
            let Some(node) = NodeId::try_from(id).ok().and_then(|i| self.nodes.get(i)) else {
                continue;
            };
            if let (Some(&first), Some(&last)) = (node.children.first(), node.children.last()) {
                x[id] = f64::midpoint(x[usize::from(first)], x[usize::from(last)]);
            }
        }
        let depth = self.nodes.iter().map(|n| n.depth).max().unwrap_or(0);
        let width = (next_leaf.max(1.0) * SLOT).ceil();
        let height = f64::from(depth + 1) * ROW;
        let y = |d: u16| f64::from(d) * ROW + 20.0;
        let _ = writeln!(
            out,
            "<svg id=\"tree\" xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\">"
        );
        for node in self.nodes.iter() {
            for &child in node.children {
                let (cx, cd) = (
                    x[usize::from(child)],
                    self.nodes.get(child).map_or(0, |c| c.depth),
                );
                let _ = writeln!(
                    out,
                    "<path class=\"edge\" d=\"M{} {} L{} {}\"/>",
                    x[usize::from(node.id)],
                    y(node.depth) + H,
                    cx,
                    y(cd)
                );
            }
        }
        for node in self.nodes.iter() {
            let (cx, top) = (x[usize::from(node.id)], y(node.depth));
            let kind = if node.has_own_label() && !node.kind.is_user_leaf() {
                node.kind.keyword
            } else {
                node.kind.category.as_str()
            };
            let _ = writeln!(
                out,
                "<g class=\"node {cat}\" id=\"node-{id}\" data-status=\"none\">\
                 <title>{label} ({keyword}, node {id})</title>\
                 <rect x=\"{rx}\" y=\"{top}\" width=\"{W}\" height=\"{H}\" rx=\"{r}\" fill=\"{fill}\"/>\
                 <text x=\"{cx}\" y=\"{t1}\" class=\"label\">{short}</text>\
                 <text x=\"{cx}\" y=\"{t2}\" class=\"kind\">{kind}</text></g>",
                cat = node.kind.category.as_str().to_ascii_lowercase(),
                id = node.id,
                label = Html(node.label),
                keyword = node.kind.keyword,
                rx = cx - W / 2.0,
                r = if node.children.is_empty() { 4 } else { 14 },
                fill = COLORS[0].1,
                t1 = top + 19.0,
                t2 = top + 35.0,
                short = Html(&shorten(node.label, 18)),
                kind = Html(kind),
            );
        }
        out.push_str("</svg>\n");
    }
}

/// The letter of a status in [`Timeline::steps`].
const fn letter(status: Status) -> u8 {
    match status {
        Status::Running => b'R',
        Status::Success => b'S',
        Status::Failure => b'F',
        Status::Skipped => b'K',
    }
}

/// `text`, cut to `max` characters with an ellipsis.
fn shorten(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let mut short: String = text.chars().take(max - 1).collect();
    short.push('\u{2026}');
    short
}

/// The colour of each letter of [`Timeline::steps`], with its name in the
/// page (`data-status`).
pub const COLORS: [(char, &str, &str); 6] = [
    ('.', "#f2f2f2", "none"),
    ('R', "#f5b83d", "running"),
    ('S', "#4caf50", "success"),
    ('F', "#e05545", "failure"),
    ('K', "#9fb3c8", "skipped"),
    ('H', "#9b6fd0", "halted"),
];

const STYLE: &str = "body { font-family: sans-serif; margin: 12px; background: #fff; color: #222; }
header { display: flex; gap: 8px; align-items: center; margin-bottom: 8px; }
#slider { width: 320px; }
#caption { font-weight: bold; }
.legend span { display: inline-block; padding: 2px 8px; margin-right: 4px; border-radius: 3px; font-size: 13px; }
.edge { stroke: #888; stroke-width: 1.5; fill: none; }
.node rect { stroke: #444; stroke-width: 1.2; }
.node text { text-anchor: middle; font-size: 13px; }
.node text.kind { font-size: 11px; fill: #333; }
";

const SCRIPT: &str = "const slider = document.getElementById('slider');
function show(tick) {
  tick = Math.max(1, Math.min(STEPS.length, tick | 0));
  const step = STEPS[tick - 1] || '';
  for (let i = 0; i < step.length; i++) {
    const g = document.getElementById('node-' + i);
    const [fill, name] = COLORS[step[i]] || COLORS['.'];
    g.setAttribute('data-status', name);
    g.querySelector('rect').setAttribute('fill', fill);
  }
  slider.value = tick;
  document.getElementById('caption').textContent =
    'tick ' + tick + ' / ' + STEPS.length + (ROOT[tick - 1] ? ': ' + ROOT[tick - 1] : '');
  if (location.hash !== '#tick=' + tick) history.replaceState(null, '', '#tick=' + tick);
}
function fromHash() {
  const m = /tick=(\\d+)/.exec(location.hash);
  show(m ? parseInt(m[1], 10) : 1);
}
slider.addEventListener('input', () => show(slider.value));
document.getElementById('prev').addEventListener('click', () => show(+slider.value - 1));
document.getElementById('next').addEventListener('click', () => show(+slider.value + 1));
document.addEventListener('keydown', (e) => {
  if (e.key === 'ArrowLeft') show(+slider.value - 1);
  if (e.key === 'ArrowRight') show(+slider.value + 1);
});
window.addEventListener('hashchange', fromHash);
fromHash();
";

impl Observer for Timeline {
    fn on_tick(&mut self, id: NodeId, status: Status) {
        if let Some(running) = self.running.get_mut(usize::from(id)) {
            *running = status == Status::Running;
        }
        self.push(id, What::Tick(status));
    }

    /// Records the halt of a node that was running; a halt of one that
    /// was not (the halt of a tree that is not running, a decorator
    /// halting its idle child) is not an event.
    fn on_halt(&mut self, id: NodeId) {
        match self.running.get_mut(usize::from(id)) {
            Some(running) if *running => *running = false,
            _ => return,
        }
        self.push(id, What::Halt);
    }
}

/// A JSON string literal.
struct Json<'a>(&'a str);

impl std::fmt::Display for Json<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_char('"')?;
        for c in self.0.chars() {
            match c {
                '"' => f.write_str("\\\"")?,
                '\\' => f.write_str("\\\\")?,
                '\n' => f.write_str("\\n")?,
                // `</script>` must not end the page's script early.
                '<' => f.write_str("\\u003c")?,
                c if u32::from(c) < 0x20 => write!(f, "\\u{:04x}", u32::from(c))?,
                c => f.write_char(c)?,
            }
        }
        f.write_char('"')
    }
}

/// Text escaped for HTML.
struct Html<'a>(&'a str);

impl std::fmt::Display for Html<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for c in self.0.chars() {
            match c {
                '&' => f.write_str("&amp;")?,
                '<' => f.write_str("&lt;")?,
                '>' => f.write_str("&gt;")?,
                '"' => f.write_str("&quot;")?,
                '\'' => f.write_str("&#39;")?,
                c => f.write_char(c)?,
            }
        }
        Ok(())
    }
}
