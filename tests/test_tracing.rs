//! `TracingLogger` (feature `tracing`): one event per status change, with
//! the stdout logger's transitions, caught here by a minimal subscriber.
//! Run with `cargo test --features tracing --test test_tracing`.
#![cfg(feature = "tracing")]

use std::fmt::Write as _;
use std::sync::{Arc, Mutex};

use bt::testing::Trace;
use bt::tracing::TracingLogger;
use bt::{Status, bt};
use tracing::field::{Field, Visit};
use tracing::span::{Attributes, Id, Record};
use tracing::{Event, Level, Metadata, Subscriber};

/// Writes every event as `LEVEL target: field=value ...`.
#[derive(Clone, Default)]
struct Capture(Arc<Mutex<Vec<String>>>);

struct Line(String);

impl Visit for Line {
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        let _ = write!(self.0, " {}={value:?}", field.name());
    }
    fn record_str(&mut self, field: &Field, value: &str) {
        let _ = write!(self.0, " {}={value}", field.name());
    }
}

impl Subscriber for Capture {
    fn enabled(&self, _: &Metadata<'_>) -> bool {
        true
    }
    fn new_span(&self, _: &Attributes<'_>) -> Id {
        Id::from_u64(1)
    }
    fn record(&self, _: &Id, _: &Record<'_>) {}
    fn record_follows_from(&self, _: &Id, _: &Id) {}
    fn event(&self, event: &Event<'_>) {
        let meta = event.metadata();
        let mut line = Line(format!("{} {}:", meta.level(), meta.target()));
        event.record(&mut line);
        self.0.lock().expect("not poisoned").push(line.0);
    }
    fn enter(&self, _: &Id) {}
    fn exit(&self, _: &Id) {}
}

#[test]
fn every_status_change_is_an_event() {
    let trace = Trace::new();
    let mut tree = bt!(sequence<"check": (trace.leaf("check", [Status::Success])), "walk": (trace.leaf("walk", [Status::Running]))>);
    let capture = Capture::default();
    tracing::subscriber::with_default(capture.clone(), || {
        let mut logger = TracingLogger::with_level(tree.nodes(), Level::INFO);
        assert_eq!(tree.tick_with(&mut (), &mut logger), Status::Running);
        tree.halt_with(&mut (), &mut logger);
    });
    let events = capture.0.lock().expect("not poisoned").clone();
    assert_eq!(
        events,
        [
            "INFO bt: message=sequence: IDLE -> RUNNING node=sequence id=0 kind=sequence before=IDLE after=RUNNING",
            "INFO bt: message=check: IDLE -> SUCCESS node=check id=1 kind=action before=IDLE after=SUCCESS",
            "INFO bt: message=walk: IDLE -> RUNNING node=walk id=2 kind=action before=IDLE after=RUNNING",
            "INFO bt: message=check: SUCCESS -> IDLE node=check id=1 kind=action before=SUCCESS after=IDLE",
            "INFO bt: message=walk: RUNNING -> IDLE node=walk id=2 kind=action before=RUNNING after=IDLE",
            "INFO bt: message=sequence: RUNNING -> IDLE node=sequence id=0 kind=sequence before=RUNNING after=IDLE",
        ]
    );
}

#[test]
fn the_default_level_is_debug() {
    let mut tree = bt!(success);
    let capture = Capture::default();
    tracing::subscriber::with_default(capture.clone(), || {
        tree.tick_with(&mut (), &mut TracingLogger::new(tree.nodes()));
    });
    let events = capture.0.lock().expect("not poisoned").clone();
    assert_eq!(events.len(), 2);
    assert!(events.iter().all(|e| e.starts_with("DEBUG bt: ")));
}
