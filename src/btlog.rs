//! `.btlog` files (feature `btlog`): BehaviorTree.CPP's `FileLogger2`
//! format, which Groot2 replays. [`BtlogWriter`] is an observer that writes
//! one; [`Btlog`] reads one back.
//!
//! # The format
//!
//! As BehaviorTree.CPP 4.8 writes it:
//!
//! | bytes | what |
//! |---|---|
//! | 18 | `BTCPP4-FileLogger2`, the magic |
//! | 1 | the protocol, `1` |
//! | 4 | the length of the XML, a little-endian `i32` |
//! | that many | the tree as XML, every element with its `_uid` ([`Nodes::to_btcpp_xml_with_uids`]) |
//! | 8 | the time the log started, microseconds since the Unix epoch, little-endian `i64` |
//! | 9 each | the transitions: microseconds since the start (6 bytes), the node's uid (2 bytes), its new status (1 byte: `0` idle, `1` running, `2` success, `3` failure, `4` skipped), all little-endian |
//!
//! The transitions are BehaviorTree.CPP's, transitions to IDLE included
//! (those of [`Transitions`]), by the uids of the XML: a precondition
//! (`skip_if`, ...) shows as the node it guards, `repeat_until_failure` as
//! BT.CPP's `ForceSuccess` around `KeepRunningUntilFailure`, and a node that
//! returns SKIPPED stays IDLE (BT.CPP 4.8 does not set it SKIPPED). A test writes the same tree ticked by the
//! same scripts with this writer and with BehaviorTree.CPP's own
//! `FileLogger2`, and the two files are the same byte for byte, time stamps
//! and the `<TreeNodesModel>` aside (BehaviorTree.CPP lists there every
//! node its factory knows, with its own descriptions; `bt` lists the nodes
//! Groot2 does not know, as [`Nodes::to_btcpp_xml`] does). The test's
//! trees are as BT.CPP loads `bt`'s export of them, subtrees included; a
//! tree loaded from XML differs from BT.CPP's loading the same file where
//! the export does (a built-in node's
//! argument remapped to a value on a `<SubTree>` as that value, the
//! defaults of a subtree's model ports as attributes of its `<SubTree>`:
//! see the `bt::xml` module docs).
//!
//! ```
//! use bt::btlog::{Btlog, BtlogWriter};
//! use bt::{Status, bt};
//!
//! let mut tree = bt!(sequence<success, "wait": running>);
//! let mut log = BtlogWriter::new(&tree.nodes(), Vec::new())?;
//! assert_eq!(tree.tick_with(&mut (), &mut log), Status::Running);
//! let bytes = log.finish()?;
//!
//! let log = Btlog::parse(&bytes)?;
//! let lines: Vec<String> = log.lines().collect();
//! assert_eq!(lines[..3], [
//!     "Sequence IDLE -> RUNNING",
//!     "AlwaysSuccess IDLE -> SUCCESS",
//!     "wait IDLE -> RUNNING",
//! ]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::collections::HashMap;
use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::Path;
use std::prelude::rust_2024::*;
use std::time::{Instant, SystemTime, UNIX_EPOCH};
use std::{fmt, format};

use crate::Status;
use crate::observe::BtcppStatuses;
use crate::observe::{NodeId, Observer, OnTransition, Transition, Transitions};
use crate::table::Nodes;

/// The first bytes of a `.btlog` file.
pub const MAGIC: &[u8; 18] = b"BTCPP4-FileLogger2";

/// The protocol byte after the magic.
pub const PROTOCOL: u8 = 1;

/// The byte a status is written as (`None`: idle), as BehaviorTree.CPP
/// numbers its `NodeStatus`.
#[must_use]
pub const fn status_byte(status: Option<Status>) -> u8 {
    match status {
        None => 0,
        Some(Status::Running) => 1,
        Some(Status::Success) => 2,
        Some(Status::Failure) => 3,
        Some(Status::Skipped) => 4,
    }
}

/// The status written as `byte` (`Some(None)`: idle; `None`: not a status).
#[must_use]
pub const fn status_from_byte(byte: u8) -> Option<Option<Status>> {
    Some(match byte {
        0 => None,
        1 => Some(Status::Running),
        2 => Some(Status::Success),
        3 => Some(Status::Failure),
        4 => Some(Status::Skipped),
        _ => return None,
    })
}

/// An observer that writes a `.btlog` file (BehaviorTree.CPP's
/// `FileLogger2`) for Groot2 to replay: the header when it is created, then
/// 9 bytes per transition as the tree is ticked through
/// [`Tree::tick_with`](crate::Tree::tick_with).
///
/// Observers cannot fail, so the first write error is kept: the writer
/// then stops writing, and [`finish`](Self::finish) returns the error.
/// Writes go straight to `W`: give it a [`BufWriter`] (as
/// [`create`](Self::create) does) when `W` is a file. The header is
/// flushed at once, and the transitions at the end of a tick of the tree
/// when 10 ms have passed since the last flush (as BehaviorTree.CPP's
/// logger flushes every 10 ms), so that a program that crashes leaves a
/// file Groot2 replays up to its last ticks ([`Btlog::parse_cut`] reads
/// one cut in the middle of a transition); [`flush`](Self::flush) flushes
/// when you say.
///
/// ```no_run
/// use bt::btlog::BtlogWriter;
/// use bt::bt;
///
/// let mut tree = bt!(sequence<success, running>);
/// let mut log = BtlogWriter::create("run.btlog", &tree.nodes())?;
/// for _ in 0..10 {
///     tree.tick_with(&mut (), &mut log);
/// }
/// log.finish()?;
/// # Ok::<(), std::io::Error>(())
/// ```
#[derive(Debug)]
pub struct BtlogWriter<W: Write> {
    transitions: Transitions<Sink<W>>,
}

#[derive(Debug)]
struct Sink<W> {
    out: W,
    error: Option<io::Error>,
    statuses: BtcppStatuses,
    start: Instant,
    /// When the output was last flushed.
    flushed: Instant,
}

impl BtlogWriter<BufWriter<File>> {
    /// Creates the file `path` (which must end in `.btlog`, as
    /// BehaviorTree.CPP and Groot2 require) and writes the header of the
    /// tree whose table is `nodes`.
    ///
    /// # Errors
    ///
    /// An [`io::ErrorKind::InvalidInput`] error if the extension is not
    /// `.btlog`; the error of creating or writing the file.
    pub fn create(path: impl AsRef<Path>, nodes: &Nodes) -> io::Result<Self> {
        let path = path.as_ref();
        if path.extension().is_none_or(|e| e != "btlog") {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                format!(
                    "{}: a .btlog file's name must end in `.btlog`",
                    path.display()
                ),
            ));
        }
        Self::new(nodes, BufWriter::new(File::create(path)?))
    }
}

impl<W: Write> BtlogWriter<W> {
    /// Writes the header of the tree whose table is `nodes`
    /// ([`Tree::nodes`](crate::Tree::nodes)) to `out`, with the current
    /// time as the start of the log.
    ///
    /// # Errors
    ///
    /// The error of writing the header.
    pub fn new(nodes: &Nodes, mut out: W) -> io::Result<Self> {
        let statuses = BtcppStatuses::new(nodes);
        let xml = statuses.xml();
        let len = i32::try_from(xml.len()).map_err(|_| {
            io::Error::new(io::ErrorKind::InvalidInput, "the tree's XML exceeds 2 GiB")
        })?;
        let since_epoch = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default();
        let start = Instant::now();
        let micros = i64::try_from(since_epoch.as_micros()).unwrap_or(i64::MAX);
        out.write_all(MAGIC)?;
        out.write_all(&[PROTOCOL])?;
        out.write_all(&len.to_le_bytes())?;
        out.write_all(xml.as_bytes())?;
        out.write_all(&micros.to_le_bytes())?;
        out.flush()?;
        Ok(Self {
            transitions: Transitions::new(
                nodes,
                Sink {
                    out,
                    error: None,
                    statuses,
                    start,
                    flushed: start,
                },
            ),
        })
    }

    /// Flushes what was written so far to the output.
    ///
    /// # Errors
    ///
    /// The first error of writing a transition, or of the flush.
    pub fn flush(&mut self) -> io::Result<()> {
        let sink = self.transitions.handler_mut();
        if let Some(error) = &sink.error {
            return Err(io::Error::new(error.kind(), error.to_string()));
        }
        sink.flushed = Instant::now();
        sink.out.flush()
    }

    /// The first write error, if any: nothing is written after it.
    #[must_use]
    pub fn error(&self) -> Option<&io::Error> {
        self.transitions.handler().error.as_ref()
    }

    /// Flushes the output and returns it.
    ///
    /// # Errors
    ///
    /// The first error of writing a transition, or of the flush.
    pub fn finish(self) -> io::Result<W> {
        let Sink { mut out, error, .. } = self.transitions.into_handler();
        if let Some(error) = error {
            return Err(error);
        }
        out.flush()?;
        Ok(out)
    }
}

impl<W: Write> OnTransition for Sink<W> {
    fn on_transition(&mut self, t: Transition) {
        let Self {
            out,
            error,
            statuses,
            start,
            ..
        } = self;
        statuses.apply(t, |uid, _, status| {
            if error.is_some() {
                return;
            }
            let micros = u64::try_from(start.elapsed().as_micros()).unwrap_or(u64::MAX);
            let mut record = [0; 9];
            record[..6].copy_from_slice(&micros.to_le_bytes()[..6]);
            record[6..8].copy_from_slice(&uid.to_le_bytes());
            record[8] = status_byte(status);
            if let Err(e) = out.write_all(&record) {
                *error = Some(e);
            }
        });
    }
}

impl<W: Write> Observer for BtlogWriter<W> {
    fn on_tick(&mut self, id: NodeId, status: Status) {
        self.transitions.on_tick(id, status);
        // The root reports last: the tick is over.
        if id == 0 {
            let sink = self.transitions.handler_mut();
            if sink.error.is_none() && sink.flushed.elapsed() >= FLUSH_EVERY {
                sink.flushed = Instant::now();
                if let Err(e) = sink.out.flush() {
                    sink.error = Some(e);
                }
            }
        }
    }

    fn on_halt(&mut self, id: NodeId) {
        self.transitions.on_halt(id);
    }
}

/// One transition of a `.btlog` file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BtlogTransition {
    /// Microseconds since the start of the log.
    pub micros: u64,
    /// The node's uid (its `_uid` in the XML).
    pub uid: u16,
    /// Its new status (`None`: idle).
    pub status: Option<Status>,
}

/// A node of a `.btlog` file's XML: an element with a `_uid`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BtlogNode {
    /// Its uid.
    pub uid: u16,
    /// The element's tag: BehaviorTree.CPP's node ID (`Sequence`, `aim`).
    pub tag: String,
    /// Its `name` attribute (the tag if it has none).
    pub name: String,
}

/// A `.btlog` file, read: the tree's XML, the start time and the
/// transitions.
///
/// ```no_run
/// let bytes = std::fs::read("run.btlog")?;
/// let log = bt::btlog::Btlog::parse(&bytes)?;
/// for line in log.lines() {
///     println!("{line}"); // `aim IDLE -> RUNNING`
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Btlog {
    /// The tree as XML, with a `_uid` on every node's element.
    pub xml: String,
    /// When the log started: microseconds since the Unix epoch.
    pub start_micros: i64,
    /// The transitions, in order.
    pub transitions: Vec<BtlogTransition>,
}

/// Why bytes are not a `.btlog` file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BtlogError {
    /// They do not start with [`MAGIC`].
    BadMagic,
    /// The protocol byte is not [`PROTOCOL`].
    UnsupportedProtocol(u8),
    /// They end in the middle of `what`.
    Truncated {
        /// The part cut short: `"header"`, `"XML"`, `"start time"` or
        /// `"transition"`.
        what: &'static str,
    },
    /// The XML length is negative.
    BadLength(i32),
    /// The XML is not UTF-8.
    XmlNotUtf8,
    /// The transition at byte `offset` has the status byte `byte`, which
    /// is no status.
    BadStatus {
        /// Its offset in the file.
        offset: usize,
        /// The byte.
        byte: u8,
    },
}

impl fmt::Display for BtlogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::BadMagic => write!(
                f,
                "not a .btlog file (it does not start with `BTCPP4-FileLogger2`)"
            ),
            Self::UnsupportedProtocol(p) => {
                write!(f, "unsupported .btlog protocol {p} (expected {PROTOCOL})")
            }
            Self::Truncated { what } => {
                write!(f, "the .btlog file ends in the middle of its {what}")
            }
            Self::BadLength(n) => write!(f, "the .btlog file gives a negative XML length ({n})"),
            Self::XmlNotUtf8 => write!(f, "the .btlog file's XML is not UTF-8"),
            Self::BadStatus { offset, byte } => {
                write!(
                    f,
                    "the transition at byte {offset} has the status byte {byte}, which is no status"
                )
            }
        }
    }
}

impl std::error::Error for BtlogError {}

/// How often [`BtlogWriter`] flushes, at most (BehaviorTree.CPP's
/// `FileLogger2` flushes every 10 ms).
const FLUSH_EVERY: std::time::Duration = std::time::Duration::from_millis(10);

/// Takes `n` bytes from the front of `rest`.
fn take<'a>(rest: &mut &'a [u8], n: usize, what: &'static str) -> Result<&'a [u8], BtlogError> {
    if rest.len() < n {
        return Err(BtlogError::Truncated { what });
    }
    let (head, tail) = rest.split_at(n);
    *rest = tail;
    Ok(head)
}

impl Btlog {
    /// Reads a `.btlog` file's bytes.
    ///
    /// # Errors
    ///
    /// A [`BtlogError`] saying what is wrong with them.
    pub fn parse(bytes: &[u8]) -> Result<Self, BtlogError> {
        Self::read(bytes, false)
    }

    /// Reads a `.btlog` file that may end in the middle of a transition
    /// (the program that wrote it crashed): the transitions before it.
    ///
    /// # Errors
    ///
    /// A [`BtlogError`] saying what is wrong with the header or a whole
    /// transition.
    pub fn parse_cut(bytes: &[u8]) -> Result<Self, BtlogError> {
        Self::read(bytes, true)
    }

    fn read(bytes: &[u8], cut: bool) -> Result<Self, BtlogError> {
        let mut rest = bytes;
        if take(&mut rest, MAGIC.len(), "header").map_err(|_| BtlogError::BadMagic)? != MAGIC {
            return Err(BtlogError::BadMagic);
        }
        let protocol = take(&mut rest, 1, "header")?[0];
        if protocol != PROTOCOL {
            return Err(BtlogError::UnsupportedProtocol(protocol));
        }
        let mut len = [0; 4];
        len.copy_from_slice(take(&mut rest, 4, "header")?);
        let len = i32::from_le_bytes(len);
        let len = usize::try_from(len).map_err(|_| BtlogError::BadLength(len))?;
        let xml = std::str::from_utf8(take(&mut rest, len, "XML")?)
            .map_err(|_| BtlogError::XmlNotUtf8)?
            .to_owned();
        let mut start = [0; 8];
        start.copy_from_slice(take(&mut rest, 8, "start time")?);
        let mut transitions = Vec::with_capacity(rest.len() / 9);
        while !rest.is_empty() {
            if cut && rest.len() < 9 {
                break;
            }
            let offset = bytes.len() - rest.len();
            let record = take(&mut rest, 9, "transition")?;
            let mut micros = [0; 8];
            micros[..6].copy_from_slice(&record[..6]);
            let status = status_from_byte(record[8]).ok_or(BtlogError::BadStatus {
                offset,
                byte: record[8],
            })?;
            transitions.push(BtlogTransition {
                micros: u64::from_le_bytes(micros),
                uid: u16::from_le_bytes([record[6], record[7]]),
                status,
            });
        }
        Ok(Self {
            xml,
            start_micros: i64::from_le_bytes(start),
            transitions,
        })
    }

    /// The nodes of the XML: every element with a `_uid` attribute, in
    /// document order.
    #[must_use]
    pub fn nodes(&self) -> Vec<BtlogNode> {
        let mut nodes = Vec::new();
        for element in self.xml.split('<').skip(1) {
            let element = element.split('>').next().unwrap_or_default();
            let tag = element
                .split(|c: char| c.is_whitespace() || c == '/')
                .next()
                .unwrap_or_default();
            let Some(uid) = attribute(element, "_uid").and_then(|u| u.parse().ok()) else {
                continue;
            };
            nodes.push(BtlogNode {
                uid,
                tag: tag.to_owned(),
                name: attribute(element, "name").unwrap_or_else(|| tag.to_owned()),
            });
        }
        nodes
    }

    /// The transitions as text, `name BEFORE -> AFTER` (BehaviorTree.CPP's
    /// status names), with the nodes' names from the XML.
    pub fn lines(&self) -> impl Iterator<Item = String> + '_ {
        // By uid: the first node of each uid, and the last status seen
        // (a long log of a big tree reads in time linear in its size).
        let mut names: HashMap<u16, String> = HashMap::new();
        for node in self.nodes() {
            names.entry(node.uid).or_insert(node.name);
        }
        let mut statuses: HashMap<u16, Option<Status>> = HashMap::new();
        self.transitions.iter().map(move |t| {
            let name = names
                .get(&t.uid)
                .map_or_else(|| format!("#{}", t.uid), Clone::clone);
            let before = statuses.insert(t.uid, t.status).flatten();
            format!("{name} {} -> {}", name_of(before), name_of(t.status))
        })
    }
}

fn name_of(status: Option<Status>) -> &'static str {
    status.map_or("IDLE", Status::as_str)
}

/// The value of attribute `name` in the text of an element's start tag
/// (`<Tag a="1" b="2"`), unescaped. Attributes are read in order, so a
/// value that contains `name="` is not taken for the attribute.
fn attribute(element: &str, name: &str) -> Option<String> {
    // Past the tag's name.
    let mut rest = element.trim_start_matches('<');
    rest = &rest[rest.find(char::is_whitespace)?..];
    loop {
        rest = rest.trim_start();
        let eq = rest.find('=')?;
        let key = rest[..eq].trim_end();
        let value = rest[eq + 1..].trim_start().strip_prefix('"')?;
        let end = value.find('"')?;
        if key == name {
            return Some(unescape(&value[..end]));
        }
        rest = &value[end + 1..];
    }
}

/// XML text with its entities replaced.
fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        rest = &rest[amp..];
        let Some(end) = rest.find(';') else { break };
        let entity = &rest[1..end];
        let c = match entity {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            _ => entity
                .strip_prefix("#x")
                .and_then(|h| u32::from_str_radix(h, 16).ok())
                .or_else(|| entity.strip_prefix('#').and_then(|d| d.parse().ok()))
                .and_then(char::from_u32),
        };
        if let Some(c) = c {
            out.push(c);
            rest = &rest[end + 1..];
        } else {
            out.push('&');
            rest = &rest[1..];
        }
    }
    out.push_str(rest);
    out
}
