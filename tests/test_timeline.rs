//! `Timeline` (feature `timeline`): the Chrome trace-event JSON of small
//! runs, event by event, and the HTML replay in headless Chromium (Debian's
//! `chromium`, which .ci/run installs): the page is opened at a tick given
//! in its URL (`#tick=N`), its DOM is dumped after its script ran, and the
//! status and colour of every node are checked against what
//! [`Statistics`] saw in that tick; a screenshot is taken too.
//!
//! Run with `cargo test -p bt --features timeline --test test_timeline`.
#![cfg(feature = "timeline")]

mod btcpp;

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use bt::Status;
use bt::bt;
use bt::observe::{Statistics, TraceRecorder};
use bt::timeline::{COLORS, Timeline};
use btcpp::*;
use serde_json::Value;

const MS: Duration = Duration::from_millis(1);

/// The events of a trace that are not metadata, as
/// `(ph, name, tid, ts, dur)` (`dur` 0 for an instant).
fn events(json: &str) -> Vec<(String, String, u64, u64, u64)> {
    let trace: Value = serde_json::from_str(json).expect("the trace is JSON");
    trace["traceEvents"]
        .as_array()
        .expect("traceEvents is an array")
        .iter()
        .filter(|e| e["ph"] != "M")
        .map(|e| {
            (
                e["ph"].as_str().unwrap().to_owned(),
                e["name"].as_str().unwrap().to_owned(),
                e["tid"].as_u64().unwrap(),
                e["ts"].as_u64().unwrap(),
                e["dur"].as_u64().unwrap_or(0),
            )
        })
        .collect()
}

fn slice(name: &str, tid: u64, ts: u64, dur: u64) -> (String, String, u64, u64, u64) {
    ("X".into(), name.into(), tid, ts, dur)
}

fn instant(name: &str, tid: u64, ts: u64) -> (String, String, u64, u64, u64) {
    ("i".into(), name.into(), tid, ts, 0)
}

#[test]
fn chrome_trace_slices_and_instants() {
    // a: R R S; b: R F. Ticks of 1 ms; node n is track n + 1.
    let mut tree = bt!(sequence<go_to_a, go_to_b>);
    let mut ctx = Ctx::new(&[("go_to_a", "RRS"), ("go_to_b", "RF")]);
    let mut timeline = Timeline::by_ticks(tree.nodes(), MS);
    for _ in 0..4 {
        tree.tick_with(&mut ctx, &mut timeline);
    }
    assert_eq!(timeline.ticks(), 4);
    assert_eq!(timeline.steps(), ["RR.", "RR.", "RSR", "F.F"]);
    let json = timeline.to_chrome_trace();
    assert_eq!(
        events(&json),
        [
            slice("go_to_a", 2, 0, 2000),
            instant("SUCCESS", 2, 2000),
            slice("go_to_b", 3, 2000, 1000),
            instant("FAILURE", 3, 3000),
            slice("sequence", 1, 0, 3000),
            instant("FAILURE", 1, 3000),
        ]
    );
    let trace: Value = serde_json::from_str(&json).unwrap();
    let names: Vec<&str> = trace["traceEvents"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["name"] == "thread_name")
        .map(|e| e["args"]["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["sequence", "  go_to_a", "  go_to_b"]);
}

#[test]
fn chrome_trace_halts_skips_and_open_spans() {
    // The reactive sequence halts `aim` when `c1` fails; `run_once` skips
    // after its first run; `patrol` is still running at the end.
    let mut tree = bt!(parallel_all(max_failures = 2)<
        "engage": reactive_sequence<c1, aim>,
        reactive_sequence<run_once<shoot>, patrol>,
    >);
    let mut ctx = Ctx::new(&[("c1", "SF"), ("aim", "R"), ("patrol", "R")]);
    let mut recorder = TraceRecorder::new();
    for _ in 0..2 {
        tree.tick_with(&mut ctx, &mut recorder);
    }
    let timeline = Timeline::from_records(tree.nodes(), recorder.records(), MS);
    assert_eq!(timeline.steps(), ["RRSRRSSR", "RFFHRK.R"]);
    assert_eq!(
        events(&timeline.to_chrome_trace()),
        [
            instant("SUCCESS", 3, 0),
            instant("SUCCESS", 7, 0),
            instant("SUCCESS", 6, 0),
            instant("FAILURE", 3, 1000),
            slice("aim", 4, 0, 1000),
            instant("halted", 4, 1000),
            slice("engage", 2, 0, 1000),
            instant("FAILURE", 2, 1000),
            instant("SKIPPED", 6, 1000),
            // Still running when the recording ends (after tick 2).
            slice("parallel_all", 1, 0, 2000),
            slice("reactive_sequence", 5, 0, 2000),
            slice("patrol", 8, 0, 2000),
        ]
    );
}

/// A halt of a tree that is not running is no step and no event (the
/// tree reports a halt of its root all the same); a halt of a running
/// tree is one, its running nodes halted.
#[test]
fn only_running_nodes_are_halted() {
    let mut tree = bt!(sequence<go_to_a, go_to_b>);
    let mut ctx = Ctx::new(&[("go_to_a", "S"), ("go_to_b", "SR")]);
    let mut timeline = Timeline::by_ticks(tree.nodes(), MS);
    assert_eq!(tree.tick_with(&mut ctx, &mut timeline), Status::Success);
    tree.halt_with(&mut ctx, &mut timeline);
    assert_eq!(timeline.ticks(), 1);
    assert_eq!(tree.tick_with(&mut ctx, &mut timeline), Status::Running);
    tree.halt_with(&mut ctx, &mut timeline);
    assert_eq!(timeline.steps(), ["SSS", "RSR", "H.H"]);
}

#[test]
fn wall_clock_times_increase() {
    let mut tree = bt!(sequence<aim, shoot>);
    let mut ctx = Ctx::new(&[("aim", "RS")]);
    let mut timeline = Timeline::new(tree.nodes());
    tree.tick_with(&mut ctx, &mut timeline);
    std::thread::sleep(Duration::from_millis(2));
    tree.tick_with(&mut ctx, &mut timeline);
    let times: Vec<u64> = timeline.events().iter().map(|e| e.micros).collect();
    assert!(times.windows(2).all(|w| w[0] <= w[1]), "{times:?}");
    assert!(times[times.len() - 1] >= times[0] + 2000, "{times:?}");
}

const CHROMIUM_HINT: &str = "install Chromium: `apt-get update && apt-get install -y chromium` \
     (Debian's package; .ci/run does it), or point BT_CHROMIUM at a Chromium binary";

fn chromium() -> PathBuf {
    let path = std::env::var_os("BT_CHROMIUM")
        .map_or_else(|| PathBuf::from("/usr/bin/chromium"), PathBuf::from);
    assert!(
        path.exists(),
        "{} is missing; {CHROMIUM_HINT}",
        path.display()
    );
    path
}

/// Runs headless Chromium on `url` with `args` (a fresh profile, no
/// network services) and returns its standard output.
fn run_chromium(url: &str, args: &[&str]) -> String {
    let profile = tempdir("profile");
    let mut child = Command::new(chromium())
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-extensions",
            "--hide-scrollbars",
            // No name resolves: the page cannot reach the network.
            "--host-resolver-rules=MAP * ~NOTFOUND",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .args(args)
        .arg(url)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run Chromium: {e}; {CHROMIUM_HINT}"));
    let read = |pipe: Option<Box<dyn Read + Send>>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            if let Some(mut pipe) = pipe {
                let _ = pipe.read_to_end(&mut bytes);
            }
            bytes
        })
    };
    let stdout = read(
        child
            .stdout
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>),
    );
    let stderr = read(
        child
            .stderr
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>),
    );
    // Bounded: a Chromium that hangs fails the test after a minute.
    let deadline = Instant::now() + Duration::from_mins(1);
    let status = loop {
        if let Some(status) = child.try_wait().expect("Chromium runs") {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("Chromium did not finish within 60 s on {url}");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let (stdout, stderr) = (stdout.join().unwrap(), stderr.join().unwrap());
    let _ = std::fs::remove_dir_all(&profile);
    assert!(
        status.success(),
        "Chromium failed: {}",
        String::from_utf8_lossy(&stderr)
    );
    String::from_utf8(stdout).expect("the DOM is UTF-8")
}

fn tempdir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("bt-timeline-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    dir
}

/// The start tag of the element with `id="<id>"` in `dom`, and the
/// start tag of the first `<rect` after it.
fn node_tags<'a>(dom: &'a str, id: &str) -> (&'a str, &'a str) {
    let at = dom
        .find(&format!("id=\"{id}\""))
        .unwrap_or_else(|| panic!("no {id} in the page"));
    let start = dom[..at].rfind('<').unwrap();
    let tag = &dom[start..=at + dom[at..].find('>').unwrap()];
    let rect_at = at + dom[at..].find("<rect").unwrap();
    let rect = &dom[rect_at..=rect_at + dom[rect_at..].find('>').unwrap()];
    (tag, rect)
}

fn attribute<'a>(tag: &'a str, name: &str) -> &'a str {
    let at = tag
        .find(&format!(" {name}=\""))
        .unwrap_or_else(|| panic!("no {name} in {tag}"))
        + name.len()
        + 3;
    &tag[at..at + tag[at..].find('"').unwrap()]
}

#[test]
fn html_replay_in_headless_chromium() {
    let mut tree = sniper_tree!();
    let mut ctx = Ctx::new(&SNIPER_SCRIPTS);
    let mut timeline = Timeline::by_ticks(tree.nodes(), MS);
    // What each node returned in each tick, as `Statistics` saw it.
    let mut expected: Vec<Vec<Option<Status>>> = Vec::new();
    let mut halted: Vec<Vec<bool>> = Vec::new();
    for _ in 0..8 {
        let mut stats = Statistics::new(tree.nodes());
        tree.tick_with(&mut ctx, &mut (&mut timeline, &mut stats));
        expected.push((0..8).map(|id| stats.status_in_last_tick(id)).collect());
        halted.push((0..8).map(|id| stats.get(id).halts > 0).collect());
    }
    let dir = tempdir("page");
    let page = dir.join("replay.html");
    let html = timeline.to_html();
    // Self-contained: nothing to fetch.
    for fetch in [
        "src=",
        "href=",
        "@import",
        "url(",
        "fetch(",
        "XMLHttpRequest",
    ] {
        assert!(!html.contains(fetch), "the page fetches something: {fetch}");
    }
    std::fs::write(&page, html).expect("writes the page");
    let url = |tick: usize| format!("file://{}#tick={tick}", page.display());

    let mut checked = 0;
    for tick in [1, 2, 4, 6] {
        let dom = run_chromium(&url(tick), &["--dump-dom"]);
        assert!(
            dom.contains(&format!("tick {tick} / 8")),
            "the page did not move to tick {tick}:\n{dom}"
        );
        for id in 0..8 {
            let (g, rect) = node_tags(&dom, &format!("node-{id}"));
            let want = match (halted[tick - 1][id], expected[tick - 1][id]) {
                (true, _) => "halted",
                (false, None) => "none",
                (false, Some(Status::Running)) => "running",
                (false, Some(Status::Success)) => "success",
                (false, Some(Status::Failure)) => "failure",
                (false, Some(Status::Skipped)) => "skipped",
            };
            assert_eq!(
                attribute(g, "data-status"),
                want,
                "node {id} at tick {tick}"
            );
            let fill = COLORS.iter().find(|c| c.2 == want).unwrap().1;
            assert_eq!(attribute(rect, "fill"), fill, "node {id} at tick {tick}");
            checked += 1;
        }
    }
    assert_eq!(checked, 32);

    // A screenshot of tick 4: a PNG of the window's size.
    let shot = dir.join("tick4.png");
    run_chromium(
        &url(4),
        &[
            &format!("--screenshot={}", shot.display()),
            "--window-size=1000,400",
        ],
    );
    let png = std::fs::read(&shot).unwrap_or_else(|e| panic!("no screenshot: {e}"));
    assert_eq!(
        &png[..8],
        b"\x89PNG\r\n\x1a\n",
        "the screenshot is not a PNG"
    );
    let (width, height) = (
        u32::from_be_bytes(png[16..20].try_into().unwrap()),
        u32::from_be_bytes(png[20..24].try_into().unwrap()),
    );
    assert_eq!((width, height), (1000, 400));
    let _ = std::fs::remove_dir_all(Path::new(&dir));
}
