//! Live monitoring in Groot2 (feature `groot2`): [`Groot2Publisher`]
//! serves a running tree over BehaviorTree.CPP's Groot2 protocol (version
//! 2), as BT.CPP's `Groot2Publisher` does.
//!
//! The publisher binds two `ZeroMQ` sockets on the loopback address (or
//! on the address given to [`Groot2Publisher::bind`]): a
//! reply socket on its port, which answers Groot2's requests, and a
//! publisher socket on the next port, as BT.CPP does. Every request is a
//! multipart message whose first part is a 6-byte header (protocol `2`,
//! request type, a `u32` id); every reply starts with that header followed
//! by the tree's 16-byte id. The requests:
//!
//! | type | request | reply |
//! |---|---|---|
//! | `T` | the full tree | the XML of [`Nodes::to_btcpp_xml_with_uids`] |
//! | `S` | the status of every node | per uid: the uid (`u16`, little-endian) and its status byte (`0` idle, `1` running, `2` success, `3` failure, `11`-`13` idle after running, success or failure) |
//! | `B` | blackboards, by name, `;`-separated | `MessagePack`: a map from each name that is the tree (its ID, [`Nodes::tree_id`](crate::table::Nodes::tree_id): `MainTree` unless given) to its entries: those of the last [`Groot2Publisher::set_blackboard`] (`bt` passes data in the context, which the program snapshots), else nil, as BT.CPP answers for a blackboard without entries; nil if no name is a tree |
//! | `r` | recording `start` / `stop` | on `start`, the time in microseconds since the Unix epoch |
//! | `t` | the transitions recorded since the last `t` | 9 bytes each, as in a `.btlog` file: microseconds since the start of the recording (6), uid (2), status (1) |
//! | `D` | the hooks | `[]` |
//! | `A`, `X` | remove, disable every hook | the header (there are none) |
//! | `R`, `U` | remove a hook, unlock a breakpoint | `error`, `Node ID not found` |
//! | `I` | insert a hook (breakpoint, replaced status) | `error`, `hooks are not supported by bt` |
//!
//! Hooks are not supported: they would stop or change a tick from another
//! thread, and `bt` ticks the tree in the caller's code with nothing in
//! between. A test sends the same requests to BT.CPP 4.8.2's publisher and
//! to this one, both serving the same tree after the same ticks, and
//! compares the replies field by field.
//!
//! ```no_run
//! use bt::groot2::Groot2Publisher;
//! use bt::bt;
//!
//! let mut tree = bt!(sequence<success, running>);
//! let mut groot = Groot2Publisher::new(&tree.nodes(), 1667)?;
//! loop {
//!     tree.tick_with(&mut (), &mut groot);
//!     std::thread::sleep(std::time::Duration::from_millis(100));
//! }
//! # Ok::<(), std::io::Error>(())
//! ```

use std::collections::VecDeque;
use std::hash::{BuildHasher, Hasher};
use std::io;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::prelude::rust_2024::*;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::{Instant, SystemTime, UNIX_EPOCH};
use std::{format, vec};

use crate::Status;
use crate::btlog::status_byte;
use crate::observe::BtcppStatuses;
use crate::observe::{NodeId, Observer, OnTransition, Transition, Transitions};
use crate::table::Nodes;

/// The protocol version of the header.
pub const PROTOCOL: u8 = 2;

/// The most transitions kept while recording (BT.CPP's limit).
const MAX_TRANSITIONS: usize = 1000;

/// An observer that serves the tree it watches to Groot2 (see the module
/// docs): build it, tick the tree with it through
/// [`Tree::tick_with`](crate::Tree::tick_with), and Groot2 connects to its
/// port. Dropping it stops the server.
pub struct Groot2Publisher {
    transitions: Transitions<Update>,
    stop: Arc<AtomicBool>,
    server: Option<JoinHandle<()>>,
    port: u16,
}

impl std::fmt::Debug for Groot2Publisher {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Groot2Publisher")
            .field("port", &self.port)
            .finish_non_exhaustive()
    }
}

/// A blackboard entry's value, as Groot2's blackboard view shows it (see
/// [`Groot2Publisher::set_blackboard`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// A `bool`, shown as 0 or 1 (BT.CPP holds a bool as a whole number).
    Bool(bool),
    /// A whole number.
    Int(i64),
    /// A real.
    Real(f64),
    /// A text.
    Text(String),
}

/// What the server answers from, shared with the observer.
#[derive(Debug)]
struct State {
    /// Per element, in the order of the XML (BT.CPP's): its uid and its
    /// status byte.
    status: Vec<u8>,
    /// Per uid, the element's place in `status`.
    place: Vec<usize>,
    /// The entries of the blackboard (a `MessagePack` map), if any.
    blackboard: Option<Vec<u8>>,
    /// The tree's ID, the name Groot2 asks its blackboard by.
    tree_id: String,
    recording: bool,
    recording_start: Instant,
    transitions: VecDeque<[u8; 9]>,
}

impl State {
    fn set(&mut self, uid: u16, before: Option<Status>, after: Option<Status>) {
        let byte = match after {
            Some(_) => status_byte(after),
            None => 10 + status_byte(before),
        };
        if let Some(slot) = self
            .place
            .get(usize::from(uid))
            .and_then(|&i| self.status.get_mut(i * 3 + 2))
        {
            *slot = byte;
        }
        if self.recording {
            let micros = u64::try_from(self.recording_start.elapsed().as_micros()).unwrap_or(0);
            let mut record = [0; 9];
            record[..6].copy_from_slice(&micros.to_le_bytes()[..6]);
            record[6..8].copy_from_slice(&uid.to_le_bytes());
            record[8] = status_byte(after);
            self.transitions.push_back(record);
            while self.transitions.len() > MAX_TRANSITIONS {
                self.transitions.pop_front();
            }
        }
    }
}

#[derive(Debug)]
struct Update {
    statuses: BtcppStatuses,
    state: Arc<Mutex<State>>,
}

impl OnTransition for Update {
    fn on_transition(&mut self, t: Transition) {
        let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        self.statuses
            .apply(t, &mut |uid, before, after| state.set(uid, before, after));
    }
}

impl Groot2Publisher {
    /// Serves the tree whose table is `nodes` on `127.0.0.1:port` (requests)
    /// and `127.0.0.1:port + 1` (the publisher socket). Groot2's default
    /// port is 1667. Only this machine can connect; for Groot2 on another
    /// machine (a robot's tree watched from a laptop), see
    /// [`bind`](Self::bind).
    ///
    /// # Errors
    ///
    /// An error if `port + 1` overflows, or if `ZeroMQ` cannot bind the
    /// sockets (a port in use).
    pub fn new(nodes: &Nodes, port: u16) -> io::Result<Self> {
        Self::bind(nodes, IpAddr::V4(Ipv4Addr::LOCALHOST), port)
    }

    /// As [`new`](Self::new), on the interface of `address`:
    /// `Ipv4Addr::UNSPECIFIED` (`0.0.0.0`) serves every IPv4 interface, as
    /// BehaviorTree.CPP's publisher does (`tcp://*`), so that Groot2 on
    /// another machine can connect. Anyone who can reach the port can then
    /// read the tree and its statuses.
    ///
    /// ```no_run
    /// # #[cfg(feature = "groot2")] {
    /// use std::net::Ipv4Addr;
    /// use bt::groot2::Groot2Publisher;
    /// use bt::{Status, bt};
    ///
    /// let mut tree = bt!(sequence<success, running>);
    /// let mut groot = Groot2Publisher::bind(&tree.nodes(), Ipv4Addr::UNSPECIFIED.into(), 1667)?;
    /// tree.tick_with(&mut (), &mut groot);
    /// # }
    /// # Ok::<(), std::io::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`new`](Self::new).
    pub fn bind(nodes: &Nodes, address: IpAddr, port: u16) -> io::Result<Self> {
        let publisher_port = port.checked_add(1).ok_or_else(|| {
            io::Error::new(io::ErrorKind::InvalidInput, "the port must be below 65535")
        })?;
        let statuses = BtcppStatuses::new(nodes);
        let xml = statuses.xml().to_owned();
        let mut status = Vec::new();
        let mut place = vec![usize::MAX; statuses.uids().len() + 1];
        for (i, &uid) in statuses.uids().iter().enumerate() {
            status.extend_from_slice(&uid.to_le_bytes());
            status.push(0);
            if let Some(p) = place.get_mut(usize::from(uid)) {
                *p = i;
            }
        }
        let state = Arc::new(Mutex::new(State {
            status,
            place,
            blackboard: None,
            tree_id: nodes.tree_id().to_owned(),
            recording: false,
            recording_start: Instant::now(),
            transitions: VecDeque::new(),
        }));
        let context = zmq::Context::new();
        let reply = context.socket(zmq::REP).map_err(io::Error::other)?;
        let publisher = context.socket(zmq::PUB).map_err(io::Error::other)?;
        for socket in [&reply, &publisher] {
            socket
                .set_ipv6(address.is_ipv6())
                .map_err(io::Error::other)?;
            socket.set_linger(0).map_err(io::Error::other)?;
            socket.set_rcvtimeo(100).map_err(io::Error::other)?;
            socket.set_sndtimeo(1000).map_err(io::Error::other)?;
        }
        let bind = |socket: &zmq::Socket, port: u16| {
            socket
                .bind(&format!("tcp://{}", SocketAddr::new(address, port)))
                .map_err(|e| io::Error::new(io::ErrorKind::AddrInUse, format!("port {port}: {e}")))
        };
        bind(&reply, port)?;
        bind(&publisher, publisher_port)?;
        let stop = Arc::new(AtomicBool::new(false));
        let server = Server {
            reply,
            _publisher: publisher,
            xml,
            uuid: random_uuid(),
            state: Arc::clone(&state),
            stop: Arc::clone(&stop),
        };
        let server = std::thread::Builder::new()
            .name(format!("groot2-{port}"))
            .spawn(move || server.run())?;
        Ok(Self {
            transitions: Transitions::new(nodes, Update { statuses, state }),
            stop,
            server: Some(server),
            port,
        })
    }

    /// The port of the request socket.
    #[must_use]
    pub const fn port(&self) -> u16 {
        self.port
    }

    /// The entries Groot2's blackboard view shows for the tree (by its
    /// ID, `MainTree` unless given), from now until they are set again: `bt` keeps its
    /// data in the context, which the publisher's thread cannot read, so
    /// the program hands it a snapshot, usually after each tick. A tree
    /// loaded from XML has its entries' snapshot in `Factory::blackboard`
    /// (`bt::xml`, features `xml` and `groot2`). The reply is encoded as BehaviorTree.CPP's
    /// publisher encodes its blackboard (`MessagePack`, keys in order); no
    /// entries is an empty blackboard, as before the first call.
    ///
    /// ```no_run
    /// use bt::groot2::{Groot2Publisher, Value};
    /// use bt::bt;
    ///
    /// struct Robot { battery: i64 }
    /// fn charged(r: &mut Robot) -> bool { r.battery > 20 }
    ///
    /// let mut tree = bt!(Robot => sequence<charged, running>);
    /// let mut groot = Groot2Publisher::new(&tree.nodes(), 1667)?;
    /// let mut robot = Robot { battery: 80 };
    /// loop {
    ///     tree.tick_with(&mut robot, &mut groot);
    ///     groot.set_blackboard([("battery", Value::Int(robot.battery))]);
    ///     robot.battery -= 1;
    ///     std::thread::sleep(std::time::Duration::from_millis(100));
    /// }
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn set_blackboard<K: AsRef<str>>(&mut self, entries: impl IntoIterator<Item = (K, Value)>) {
        let mut entries: Vec<(K, Value)> = entries.into_iter().collect();
        entries.sort_by(|a, b| a.0.as_ref().cmp(b.0.as_ref()));
        entries.dedup_by(|a, b| a.0.as_ref() == b.0.as_ref());
        let encoded = (!entries.is_empty()).then(|| {
            let mut out = Vec::new();
            msgpack::map(&mut out, entries.len());
            for (key, value) in &entries {
                msgpack::str(&mut out, key.as_ref());
                msgpack::value(&mut out, value);
            }
            out
        });
        let state = &self.transitions.handler().state;
        state
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .blackboard = encoded;
    }
}

/// The parts of `MessagePack` the blackboard reply uses, each in its
/// shortest form, as `nlohmann::json::to_msgpack` (BT.CPP's) writes them.
mod msgpack {
    use super::Value;
    use std::prelude::rust_2024::*;

    /// The header of a map of `n` pairs.
    pub(super) fn map(out: &mut Vec<u8>, n: usize) {
        if n < 16 {
            out.push(0x80 | u8::try_from(n).unwrap_or(0));
        } else if let Ok(n) = u16::try_from(n) {
            out.push(0xde);
            out.extend_from_slice(&n.to_be_bytes());
        } else {
            out.push(0xdf);
            out.extend_from_slice(&u32::try_from(n).unwrap_or(u32::MAX).to_be_bytes());
        }
    }

    pub(super) fn str(out: &mut Vec<u8>, text: &str) {
        let n = text.len();
        if n < 32 {
            out.push(0xa0 | u8::try_from(n).unwrap_or(0));
        } else if let Ok(n) = u8::try_from(n) {
            out.extend_from_slice(&[0xd9, n]);
        } else if let Ok(n) = u16::try_from(n) {
            out.push(0xda);
            out.extend_from_slice(&n.to_be_bytes());
        } else {
            out.push(0xdb);
            out.extend_from_slice(&u32::try_from(n).unwrap_or(u32::MAX).to_be_bytes());
        }
        out.extend_from_slice(text.as_bytes());
    }

    pub(super) fn value(out: &mut Vec<u8>, value: &Value) {
        match value {
            // BT.CPP holds a bool as a whole number and shows 0 or 1.
            Value::Bool(b) => out.push(u8::from(*b)),
            Value::Int(n) => int(out, *n),
            Value::Real(x) => real(out, *x),
            Value::Text(t) => str(out, t),
        }
    }

    fn int(out: &mut Vec<u8>, n: i64) {
        if let Ok(u) = u64::try_from(n) {
            if u < 128 {
                out.push(u8::try_from(u).unwrap_or(0));
            } else if let Ok(u) = u8::try_from(u) {
                out.extend_from_slice(&[0xcc, u]);
            } else if let Ok(u) = u16::try_from(u) {
                out.push(0xcd);
                out.extend_from_slice(&u.to_be_bytes());
            } else if let Ok(u) = u32::try_from(u) {
                out.push(0xce);
                out.extend_from_slice(&u.to_be_bytes());
            } else {
                out.push(0xcf);
                out.extend_from_slice(&u.to_be_bytes());
            }
        } else if n >= -32 {
            out.extend_from_slice(&i8::try_from(n).unwrap_or(0).to_be_bytes());
        } else if let Ok(n) = i8::try_from(n) {
            out.push(0xd0);
            out.extend_from_slice(&n.to_be_bytes());
        } else if let Ok(n) = i16::try_from(n) {
            out.push(0xd1);
            out.extend_from_slice(&n.to_be_bytes());
        } else if let Ok(n) = i32::try_from(n) {
            out.push(0xd2);
            out.extend_from_slice(&n.to_be_bytes());
        } else {
            out.push(0xd3);
            out.extend_from_slice(&n.to_be_bytes());
        }
    }

    /// A real: as a 32-bit float where that is exact, as nlohmann's
    /// compact floats are.
    #[allow(clippy::cast_possible_truncation, clippy::float_cmp)] // checked: exact
    fn real(out: &mut Vec<u8>, x: f64) {
        let single = x as f32;
        if f64::from(single) == x || x.is_nan() {
            out.push(0xca);
            out.extend_from_slice(&single.to_be_bytes());
        } else {
            out.push(0xcb);
            out.extend_from_slice(&x.to_be_bytes());
        }
    }
}

impl Drop for Groot2Publisher {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(server) = self.server.take() {
            let _ = server.join();
        }
    }
}

impl Observer for Groot2Publisher {
    fn on_tick(&mut self, id: NodeId, status: Status) {
        self.transitions.on_tick(id, status);
    }

    fn on_halt(&mut self, id: NodeId) {
        self.transitions.on_halt(id);
    }
}

/// A random version-4 UUID, as BT.CPP makes its tree id.
fn random_uuid() -> [u8; 16] {
    let mut out = [0; 16];
    for (i, chunk) in out.chunks_mut(8).enumerate() {
        let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
        hasher.write_usize(i);
        hasher.write_u128(
            SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .unwrap_or_default()
                .as_nanos(),
        );
        chunk.copy_from_slice(&hasher.finish().to_le_bytes());
    }
    out[6] = (out[6] & 0x4F) | 0x40;
    out[8] = (out[8] & 0xBF) | 0x80;
    out
}

/// The server thread: answers requests until told to stop.
struct Server {
    reply: zmq::Socket,
    /// Bound as BT.CPP binds it; BT.CPP 4.8 sends nothing on it.
    _publisher: zmq::Socket,
    xml: String,
    uuid: [u8; 16],
    state: Arc<Mutex<State>>,
    stop: Arc<AtomicBool>,
}

impl Server {
    fn run(self) {
        while !self.stop.load(Ordering::Relaxed) {
            let Ok(request) = self.reply.recv_multipart(0) else {
                continue;
            };
            let reply = self.answer(&request);
            let _ = self.reply.send_multipart(reply, 0);
        }
    }

    fn answer(&self, request: &[Vec<u8>]) -> Vec<Vec<u8>> {
        let error = |message: &str| vec![b"error".to_vec(), message.as_bytes().to_vec()];
        let Some(header) = request.first().filter(|h| h.len() == 6) else {
            return error("wrong request header");
        };
        let mut head = vec![PROTOCOL, header[1]];
        head.extend_from_slice(&header[2..6]);
        head.extend_from_slice(&self.uuid);
        let argument = || request.get(1).filter(|_| request.len() == 2);
        let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        let body: Vec<u8> = match header[1] {
            b'T' => self.xml.as_bytes().to_vec(),
            b'S' => state.status.clone(),
            b'B' => {
                let Some(names) = argument() else {
                    return error("must be 2 parts message");
                };
                blackboards(
                    &String::from_utf8_lossy(names),
                    &state.tree_id,
                    state.blackboard.as_deref(),
                )
            }
            b'D' => b"[]".to_vec(),
            b'A' | b'X' => return vec![head],
            b'R' | b'U' => {
                if argument().is_none() {
                    return error("must be 2 parts message");
                }
                return error("Node ID not found");
            }
            b'I' => {
                if argument().is_none() {
                    return error("must be 2 parts message");
                }
                return error("hooks are not supported by bt");
            }
            b'r' => {
                let Some(command) = argument() else {
                    return error("must be 2 parts message");
                };
                match command.as_slice() {
                    b"start" => {
                        state.recording = true;
                        state.recording_start = Instant::now();
                        state.transitions.clear();
                        let now = SystemTime::now()
                            .duration_since(UNIX_EPOCH)
                            .unwrap_or_default()
                            .as_micros();
                        now.to_string().into_bytes()
                    }
                    b"stop" => {
                        state.recording = false;
                        return vec![head];
                    }
                    _ => return vec![head],
                }
            }
            b't' => state.transitions.drain(..).flatten().collect(),
            _ => return error("Request not recognized"),
        };
        vec![head, body]
    }
}

/// The `MessagePack` reply to a blackboard request: a map from the tree's
/// ID (`tree`, `MainTree` by default), if it is among the `;`-separated
/// names, to its `entries` (nil for none, as BT.CPP exports an empty
/// blackboard), or nil if it is not.
fn blackboards(names: &str, tree: &str, entries: Option<&[u8]>) -> Vec<u8> {
    if !names.split(';').any(|n| n == tree) {
        return vec![0xc0];
    }
    let mut out = vec![0x80 | 1];
    msgpack::str(&mut out, tree);
    // BT.CPP exports a blackboard without entries as null.
    match entries {
        Some(entries) => out.extend_from_slice(entries),
        None => out.push(0xc0),
    }
    out
}
