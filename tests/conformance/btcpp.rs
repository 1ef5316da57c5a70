//! The BehaviorTree.CPP side: one Python process (`tests/conformance/btcpp_run.py`
//! in the repository's `.venv`) kept open for a whole run, one scenario per
//! request.

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use bt::Status;
use bt::testing::Event;

use super::scenario::{Scenario, from_letter};

/// One step as BT.CPP ran it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CppStep {
    /// `Some(status)` for a tick, `None` for a halt.
    pub status: Option<Status>,
    /// `true` if the tick threw (the message is in [`CppTrace::error`]).
    pub threw: bool,
    pub events: Vec<Event>,
    pub guards: Vec<usize>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CppTrace {
    pub steps: Vec<CppStep>,
    /// The exception of the step that threw.
    pub error: Option<String>,
    /// BT.CPP refused to build the tree.
    pub build_error: Option<String>,
}

pub struct BtCpp {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    next_id: u64,
}

const SETUP_HINT: &str = "run `bash scripts/setup-python.sh` (it creates .venv with the pinned \
     behaviortreepy, BehaviorTree.CPP 4.8.2's Python bindings), or point BT_CONFORMANCE_PYTHON \
     at a Python that has it";

/// The Python interpreter of the repository's venv (or
/// `BT_CONFORMANCE_PYTHON`).
pub fn python() -> PathBuf {
    std::env::var_os("BT_CONFORMANCE_PYTHON").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(".venv/bin/python"),
        PathBuf::from,
    )
}

impl BtCpp {
    /// Starts the runner. Panics (the test fails, it is not skipped) when
    /// the venv is missing, with the command that sets it up.
    pub fn start() -> Self {
        let python = python();
        assert!(
            python.exists(),
            "the conformance tests need BehaviorTree.CPP: {} does not exist; {SETUP_HINT}",
            python.display()
        );
        let script =
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/conformance/btcpp_run.py");
        let mut child = Command::new(&python)
            .arg(&script)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {}: {e}; {SETUP_HINT}", python.display()));
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Self {
            child,
            stdin,
            stdout,
            next_id: 0,
        }
    }

    /// Runs one scenario on BehaviorTree.CPP.
    pub fn run(&mut self, sc: &Scenario) -> CppTrace {
        self.run_with(sc, false)
    }

    /// Runs one scenario; `raw_skip` turns off the harness leaf's self-halt
    /// when it returns SKIPPED while running (rule D1 of
    /// docs/conformance.md), to show BT.CPP's own behaviour.
    pub fn run_with(&mut self, sc: &Scenario, raw_skip: bool) -> CppTrace {
        self.next_id += 1;
        let id = self.next_id.to_string();
        let mut request = sc.request(&id);
        if raw_skip {
            request = request.replace("\nend\n", "\noption raw-skip\nend\n");
        }
        if let Err(e) = self
            .stdin
            .write_all(request.as_bytes())
            .and_then(|()| self.stdin.flush())
        {
            panic!("the BT.CPP runner died ({e}); is behaviortreepy installed? {SETUP_HINT}");
        }
        let mut trace = CppTrace {
            steps: Vec::new(),
            error: None,
            build_error: None,
        };
        let mut line = String::new();
        loop {
            line.clear();
            let n = self
                .stdout
                .read_line(&mut line)
                .expect("read from the BT.CPP runner");
            assert!(
                n > 0,
                "the BT.CPP runner exited (see its stderr above); {SETUP_HINT}"
            );
            let line = line.trim_end();
            let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
            match word {
                "trace" => assert_eq!(rest, id, "BT.CPP runner out of sync"),
                "step" => trace.steps.push(parse_step(rest, sc)),
                "error" => trace.error = Some(rest.to_owned()),
                "build-error" => trace.build_error = Some(rest.to_owned()),
                "fatal" => panic!("the BT.CPP runner's own callback failed: {rest}"),
                "done" => return trace,
                _ => panic!("unexpected line from the BT.CPP runner: {line}"),
            }
        }
    }
}

impl Drop for BtCpp {
    fn drop(&mut self) {
        // Closing stdin ends the runner's loop.
        let _ = self.stdin.flush();
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn parse_step(rest: &str, sc: &Scenario) -> CppStep {
    let (head, guards) = rest.split_once('|').expect("step line with guards");
    let mut words = head.split_whitespace();
    let status = words.next().expect("step status");
    let (status, threw) = match status {
        "H" => (None, false),
        "E" => (None, true),
        s => (
            Some(from_letter(s.chars().next().unwrap()).expect("status letter")),
            false,
        ),
    };
    let events = words
        .map(|w| {
            let parts: Vec<&str> = w.split(':').collect();
            match parts[..] {
                ["t", name, s] => Event::Tick(
                    intern_leaf(name, sc),
                    from_letter(s.chars().next().unwrap()).expect("event status"),
                ),
                ["h", name] => Event::Halt(intern_leaf(name, sc)),
                _ => panic!("bad event {w}"),
            }
        })
        .collect();
    let mut counts = vec![0; sc.guards.len()];
    for word in guards.split_whitespace() {
        let (name, n) = word.split_once('=').unwrap();
        let g = sc.guards.iter().position(|g| g.name == name).unwrap();
        counts[g] = n.parse().unwrap();
    }
    CppStep {
        status,
        threw,
        events,
        guards: counts,
    }
}

fn intern_leaf(name: &str, sc: &Scenario) -> &'static str {
    match sc.leaves.iter().find(|l| l.name == name) {
        Some(leaf) => leaf.name,
        None => panic!("BT.CPP reported an unknown leaf {name}"),
    }
}
