//! `Groot2Publisher` (feature `groot2`) against BehaviorTree.CPP's own
//! `Groot2Publisher`: the sniper tree is exported (`to_btcpp_xml`), loaded
//! into BT.CPP 4.8.2 (`behaviortreepy`, in `.venv` from
//! scripts/setup-python.sh) with leaves that run the same scripts, and
//! served by BT.CPP (`tests/export/groot2_serve.py`) and by `bt`, each on
//! loopback ports of its own, after the same ticks. A `ZeroMQ` client sends
//! both the same requests and compares the replies field by field, with
//! these masked: the tree's random id, the recording's start time (checked
//! to be now), the transitions' time stamps (checked to be in order) and the
//! `<TreeNodesModel>` of the XML (every model `bt` writes is checked to be
//! BT.CPP's).
//!
//! Every wait is bounded (5 s per reply, 60 s for BT.CPP to start).
//! Run with `cargo test -p bt --features groot2,xml --test test_groot2`
//! (the blackboard of a tree loaded from XML needs `xml`).
#![cfg(feature = "groot2")]

mod btcpp;

use std::io::{BufRead, BufReader, Write};
use std::net::{Ipv4Addr, Ipv6Addr, TcpListener};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use bt::groot2::Groot2Publisher;
use bt::{Node, Tree};
use btcpp::*;

/// Two free loopback ports in a row.
fn free_ports() -> u16 {
    for _ in 0..100 {
        let first = TcpListener::bind("127.0.0.1:0").expect("a free port");
        let port = first.local_addr().unwrap().port();
        if port < u16::MAX && TcpListener::bind(("127.0.0.1", port + 1)).is_ok() {
            return port;
        }
    }
    panic!("no two free ports in a row on 127.0.0.1");
}

/// BT.CPP's publisher, in a Python process.
struct Cpp {
    child: Child,
    stdin: ChildStdin,
    lines: mpsc::Receiver<String>,
}

impl Cpp {
    fn start(xml: &str, scripts: &[(&str, &str)], env: &[&str], ticks: usize, port: u16) -> Self {
        let python = python();
        assert!(
            python.exists(),
            "{} is missing; {SETUP_HINT}",
            python.display()
        );
        let request = request(xml, scripts, env, ticks, None);
        let file =
            std::env::temp_dir().join(format!("bt-groot2-{}-{port}.txt", std::process::id()));
        std::fs::write(&file, request).expect("writes the request");
        let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/export/groot2_serve.py");
        let mut child = Command::new(&python)
            .arg(script)
            .arg(&file)
            .arg(port.to_string())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {}: {e}; {SETUP_HINT}", python.display()));
        let stdout = child.stdout.take().expect("stdout");
        let (send, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        let stdin = child.stdin.take().expect("stdin");
        let mut cpp = Self {
            child,
            stdin,
            lines,
        };
        cpp.expect("ready", Duration::from_mins(1));
        let _ = std::fs::remove_file(&file);
        cpp
    }

    fn expect(&mut self, word: &str, within: Duration) {
        match self.lines.recv_timeout(within) {
            Ok(line) if line == word => {}
            Ok(line) => panic!("BehaviorTree.CPP's publisher said {line:?}, not {word:?}"),
            Err(mpsc::RecvTimeoutError::Timeout | mpsc::RecvTimeoutError::Disconnected) => panic!(
                "BehaviorTree.CPP's publisher did not say {word:?} within {within:?} \
                 (see its errors above); {SETUP_HINT}"
            ),
        }
    }

    fn tick(&mut self, n: usize) {
        writeln!(self.stdin, "tick {n}").expect("BT.CPP reads");
        self.stdin.flush().expect("BT.CPP reads");
        self.expect("ticked", Duration::from_secs(30));
    }
}

impl Drop for Cpp {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A `ZeroMQ` request socket connected to `port`, each wait bounded.
fn client(context: &zmq::Context, port: u16) -> zmq::Socket {
    let socket = context.socket(zmq::REQ).expect("a socket");
    socket.set_linger(0).unwrap();
    socket.set_rcvtimeo(5000).unwrap();
    socket.set_sndtimeo(5000).unwrap();
    socket
        .connect(&format!("tcp://127.0.0.1:{port}"))
        .expect("connects");
    socket
}

fn ask(socket: &zmq::Socket, who: &str, parts: &[&[u8]]) -> Vec<Vec<u8>> {
    socket
        .send_multipart(parts.iter().copied(), 0)
        .unwrap_or_else(|e| panic!("{who} does not take the request: {e}"));
    socket
        .recv_multipart(0)
        .unwrap_or_else(|e| panic!("{who} did not answer within 5 s: {e}"))
}

/// A request header: protocol 2, `kind`, the id `id`.
fn header(kind: u8, id: u32) -> Vec<u8> {
    let mut h = vec![2, kind];
    h.extend_from_slice(&id.to_le_bytes());
    h
}

/// The fields of a reply: its header without the tree id, then its other
/// parts, with the XML's model and the recording's start time masked.
fn fields(reply: &[Vec<u8>], kind: u8) -> (Vec<Vec<u8>>, Vec<String>) {
    let mut out = Vec::new();
    let mut model = Vec::new();
    for (i, part) in reply.iter().enumerate() {
        match (i, kind) {
            (0, _) if part.len() == 22 => {
                // The tree id: a version-4 UUID.
                assert_eq!(part[12] >> 4, 4, "not a version-4 UUID: {part:?}");
                out.push(part[..6].to_vec());
            }
            (1, b'T') => {
                let xml = String::from_utf8(part.clone()).expect("the XML is UTF-8");
                let (tree, lines, tail) = split_model(&xml);
                model = lines;
                out.push(format!("{tree}MODEL\n{tail}").into_bytes());
            }
            (1, b'r') => {
                let micros: u128 = String::from_utf8_lossy(part)
                    .parse()
                    .unwrap_or_else(|_| panic!("not a time: {part:?}"));
                let now = SystemTime::now()
                    .duration_since(UNIX_EPOCH)
                    .unwrap()
                    .as_micros();
                assert!(
                    now.abs_diff(micros) < 60_000_000,
                    "the recording did not start now: {micros}"
                );
                out.push(b"<time>".to_vec());
            }
            (1, b't') => {
                let times: Vec<u64> = part
                    .chunks(9)
                    .map(|r| {
                        let mut t = [0; 8];
                        t[..6].copy_from_slice(&r[..6]);
                        u64::from_le_bytes(t)
                    })
                    .collect();
                assert!(times.windows(2).all(|w| w[0] <= w[1]), "{times:?}");
                out.push(part.chunks(9).flat_map(|r| r[6..].to_vec()).collect());
            }
            _ => out.push(part.clone()),
        }
    }
    (out, model)
}

fn serve_bt<N: Node<Ctx> + bt::table::NodeTable>(
    tree: &mut Tree<N, Ctx>,
    ctx: &mut Ctx,
    publisher: &mut Groot2Publisher,
    ticks: usize,
) {
    for _ in 0..ticks {
        tree.tick_with(ctx, publisher);
    }
}

#[test]
fn replies_match_behaviortree_cpp() {
    let mut tree = sniper_tree!();
    let xml = tree.to_btcpp_xml();
    let cpp_port = free_ports();
    // Scripts whose last letters (which repeat) make every tick finish, so
    // that each tick changes statuses.
    let scripts = [
        ("is_enemy_visible", "SSFSFS"),
        ("is_in_range", "SSF"),
        ("aim", "RS"),
        ("shoot", "SF"),
        ("has_ammo", "SFS"),
        ("reload", "RS"),
        ("patrol", "RS"),
    ];
    let mut cpp = Cpp::start(&xml, &scripts, &[], 2, cpp_port);
    // Chosen once BT.CPP holds its ports, so that the two cannot meet.
    let bt_port = free_ports();
    let mut ctx = Ctx::new(&scripts);
    let mut publisher = Groot2Publisher::new(&tree.nodes(), bt_port).expect("binds");
    assert_eq!(publisher.port(), bt_port);
    serve_bt(&mut tree, &mut ctx, &mut publisher, 2);

    let context = zmq::Context::new();
    let (to_cpp, to_bt) = (client(&context, cpp_port), client(&context, bt_port));
    let hook = br#"{"uid":3,"position":0}"#;
    let unlock = br#"{"uid":3,"position":0,"desired_status":"SUCCESS","remove_when_done":true}"#;
    let compare =
        |name: &str, parts: &[&[u8]], kind: u8| same_replies((&to_cpp, &to_bt), name, parts, kind);
    let mut id = 7_u32;
    let mut request = |name: &str, kind: u8, rest: &[&[u8]]| {
        id = id.wrapping_mul(2_654_435_761).wrapping_add(1);
        let h = header(kind, id);
        let mut parts: Vec<&[u8]> = vec![&h];
        parts.extend_from_slice(rest);
        compare(name, &parts, kind)
    };
    request("the full tree", b'T', &[]);
    let statuses = request("the statuses", b'S', &[]);
    // Uid and status of each of the 10 nodes, some not idle.
    assert_eq!(statuses[1].len(), 30);
    assert!(statuses[1].chunks(3).any(|s| s[2] != 0), "{statuses:?}");
    request("the blackboard of MainTree", b'B', &[b"MainTree"]);
    request("an unknown blackboard", b'B', &[b"Other"]);
    request("two blackboards", b'B', &[b"Other;MainTree"]);
    request("a blackboard request without names", b'B', &[]);
    request("the hooks", b'D', &[]);
    request("removing all hooks", b'A', &[]);
    request("disabling all hooks", b'X', &[]);
    request("removing a hook", b'R', &[hook]);
    request("unlocking a breakpoint", b'U', &[unlock]);
    request("an unknown request", b'Z', &[]);
    request("the start of a recording", b'r', &[b"start"]);
    cpp.tick(3);
    serve_bt(&mut tree, &mut ctx, &mut publisher, 3);
    let transitions = request("the transitions", b't', &[]);
    // Uid and status of each transition (time stamps masked): 3 bytes each.
    assert!(transitions[1].len() >= 3 * 10, "{transitions:?}");
    let again = request("the transitions again", b't', &[]);
    assert!(again[1].is_empty(), "transitions are sent once: {again:?}");
    request("the statuses after the recording", b'S', &[]);
    request("the end of the recording", b'r', &[b"stop"]);
    cpp.tick(2);
    serve_bt(&mut tree, &mut ctx, &mut publisher, 2);
    request("the transitions after the recording", b't', &[]);
    request("the statuses at the end", b'S', &[]);
    compare("a short header", &[&[2, b'S', 0]], b'S');

    // Hooks (breakpoints, replaced statuses) are not supported.
    let insert = br#"{"enabled":true,"uid":3,"mode":0,"once":false,"desired_status":"SUCCESS","position":0}"#;
    let reply = ask(&to_bt, "bt", &[&header(b'I', 1), insert]);
    assert_eq!(
        reply,
        [b"error".to_vec(), b"hooks are not supported by bt".to_vec()]
    );
}

/// Asks BT.CPP's publisher and `bt`'s the same request (`parts`, of the
/// request kind `kind`) and checks the replies are the same, field by
/// field (the masked ones aside: see `fields`) and model by model; returns
/// `bt`'s fields.
fn same_replies(
    (to_cpp, to_bt): (&zmq::Socket, &zmq::Socket),
    name: &str,
    parts: &[&[u8]],
    kind: u8,
) -> Vec<Vec<u8>> {
    let (cpp, bt) = (ask(to_cpp, "BT.CPP", parts), ask(to_bt, "bt", parts));
    let ((cpp_fields, cpp_model), (bt_fields, bt_model)) = (fields(&cpp, kind), fields(&bt, kind));
    assert_eq!(
        bt_fields
            .iter()
            .map(|f| String::from_utf8_lossy(f))
            .collect::<Vec<_>>(),
        cpp_fields
            .iter()
            .map(|f| String::from_utf8_lossy(f))
            .collect::<Vec<_>>(),
        "the replies to {name} differ (left: bt, right: BT.CPP)"
    );
    assert_eq!(bt_fields, cpp_fields, "the replies to {name} differ");
    check_models(&bt_model, &cpp_model);
    bt_fields
}

/// A tree with subtrees (BT.CPP's `SubTree` nodes): the full tree (a
/// `<BehaviorTree>` per instance, each `<SubTree>` with its path and uid),
/// the statuses and the recorded transitions are BT.CPP's, byte for byte.
#[test]
fn replies_with_subtrees_match_behaviortree_cpp() {
    let mut tree = bt::bt!(sequence<
        "Walk" as Walk: subtree<sequence<a1, "step" as Step: subtree<a2>>>,
        "back" as Walk: subtree<sequence<a1, "step" as Step: subtree<a2>>>,
        a3,
    >);
    let xml = tree.to_btcpp_xml();
    assert_eq!(xml.matches("<BehaviorTree ").count(), 3, "{xml}");
    let scripts = [("a1", "RS"), ("a2", "SF"), ("a3", "S")];
    let cpp_port = free_ports();
    let mut cpp = Cpp::start(&xml, &scripts, &[], 2, cpp_port);
    let bt_port = free_ports();
    let mut ctx = Ctx::new(&scripts);
    let mut publisher = Groot2Publisher::new(&tree.nodes(), bt_port).expect("binds");
    serve_bt(&mut tree, &mut ctx, &mut publisher, 2);
    let context = zmq::Context::new();
    let (to_cpp, to_bt) = (client(&context, cpp_port), client(&context, bt_port));
    let mut id = 11_u32;
    let mut request = |name: &str, kind: u8, rest: &[&[u8]]| {
        id = id.wrapping_mul(2_654_435_761).wrapping_add(1);
        let h = header(kind, id);
        let mut parts: Vec<&[u8]> = vec![&h];
        parts.extend_from_slice(rest);
        same_replies((&to_cpp, &to_bt), name, &parts, kind)
    };
    let full = request("the full tree", b'T', &[]);
    let full = String::from_utf8_lossy(&full[1]).into_owned();
    assert!(
        full.contains(r#"<BehaviorTree ID="Step" _fullpath="back/step">"#),
        "{full}"
    );
    // Uid and status of each of the 12 nodes, tree by tree (BT.CPP's
    // order): the main tree's 4, then `Walk`'s 3, its `Step`'s 1, `back`'s
    // 3 and its `Step`'s 1.
    let statuses = request("the statuses", b'S', &[]);
    let uids: Vec<u16> = statuses[1]
        .chunks(3)
        .map(|c| u16::from_le_bytes([c[0], c[1]]))
        .collect();
    assert_eq!(uids, [1, 2, 7, 12, 3, 4, 5, 6, 8, 9, 10, 11]);
    request("the start of a recording", b'r', &[b"start"]);
    cpp.tick(2);
    serve_bt(&mut tree, &mut ctx, &mut publisher, 2);
    let transitions = request("the transitions", b't', &[]);
    assert!(transitions[1].len() >= 3 * 10, "{transitions:?}");
    request("the end of the recording", b'r', &[b"stop"]);
}

#[test]
fn a_port_in_use_is_an_error() {
    let tree = sniper_tree!();
    let port = free_ports();
    let first = Groot2Publisher::new(&tree.nodes(), port).expect("binds");
    let error = Groot2Publisher::new(&tree.nodes(), port).unwrap_err();
    assert_eq!(error.kind(), std::io::ErrorKind::AddrInUse, "{error}");
    drop(first);
    // Dropping the publisher frees its ports.
    Groot2Publisher::new(&tree.nodes(), port).expect("binds again");
    assert!(Groot2Publisher::new(&tree.nodes(), u16::MAX).is_err());
}

/// `bind` serves on the address given: every IPv4 interface (as BT.CPP's
/// publisher, for Groot2 on another machine) answers on the loopback one
/// too; IPv6 loopback works as well.
#[test]
fn bind_serves_on_the_address_given() {
    let tree = sniper_tree!();
    let context = zmq::Context::new();
    let port = free_ports();
    let _all = Groot2Publisher::bind(&tree.nodes(), Ipv4Addr::UNSPECIFIED.into(), port)
        .expect("binds every interface");
    let reply = ask(&client(&context, port), "bt", &[&header(b'T', 7)]);
    assert_eq!(reply[0][..6], header(b'T', 7));
    // The port is taken on every interface, the loopback one included.
    assert!(Groot2Publisher::new(&tree.nodes(), port).is_err());
    let port = free_ports();
    let _v6 =
        Groot2Publisher::bind(&tree.nodes(), Ipv6Addr::LOCALHOST.into(), port).expect("binds ::1");
    let socket = context.socket(zmq::REQ).unwrap();
    socket.set_ipv6(true).unwrap();
    socket.set_rcvtimeo(5000).unwrap();
    socket.connect(&format!("tcp://[::1]:{port}")).unwrap();
    let reply = ask(&socket, "bt", &[&header(b'T', 8)]);
    assert_eq!(reply[0][..6], header(b'T', 8));
}

/// A tree of the most nodes a table holds has uids 1 to 65535, and the `S`
/// reply carries every one of them, the last included.
#[test]
fn the_status_reply_covers_the_largest_tree() {
    use bt::dynamic::Spec;
    let leaves = (1..usize::from(u16::MAX)).map(|_| Spec::<()>::success());
    let tree = Spec::sequence(leaves).build();
    assert_eq!(tree.nodes().len(), usize::from(u16::MAX));
    let context = zmq::Context::new();
    let port = free_ports();
    let _publisher = Groot2Publisher::new(&tree.nodes(), port).expect("binds");
    let reply = ask(&client(&context, port), "bt", &[&header(b'S', 9)]);
    let statuses = &reply[1];
    assert_eq!(statuses.len(), 3 * usize::from(u16::MAX));
    assert_eq!(statuses[statuses.len() - 3..][..2], u16::MAX.to_le_bytes());
}

/// The blackboard view of a tree loaded from XML: the entries that
/// `Factory::blackboard` snapshots, handed to `set_blackboard`, are
/// encoded as BehaviorTree.CPP's publisher encodes its blackboard with the
/// same values (whole numbers of each size, reals, texts, bools), after
/// the same ticks of the same scripts. (A bool shows as 0 or 1: BT.CPP
/// holds it as a whole number.)
#[cfg(feature = "xml")]
#[test]
fn blackboard_replies_match_behaviortree_cpp() {
    #[derive(Default)]
    struct Board {
        n: i64,
        big: i64,
        neg: i64,
        x: f64,
        y: f64,
        s: String,
        flag: bool,
    }
    // (A tree of its own ID: Groot2 asks for its blackboard by it.)
    let xml = r#"<root BTCPP_format="4" main_tree_to_execute="Mission">
  <BehaviorTree ID="Mission">
    <ReactiveSequence>
      <Script code="n += 100; big *= 1000; neg -= 100; x *= 2; y += 0.1; s := s .. 'b'; flag := !flag"/>
      <Wait/>
    </ReactiveSequence>
  </BehaviorTree>
  <TreeNodesModel><Action ID="Wait"/></TreeNodesModel>
</root>"#;
    let env = [
        "int n 3",
        "int big 70000",
        "int neg -20",
        "double x 0.75",
        "double y 0.5",
        "string s a",
        "bool flag false",
    ];
    let cpp_port = free_ports();
    let _cpp = Cpp::start(xml, &[("Wait", "R")], &env, 2, cpp_port);
    let bt_port = free_ports();
    let mut f = bt::xml::Factory::<Board>::new();
    f.entry_mut("n", |b: &Board| b.n, |b, v| b.n = v)
        .entry_mut("big", |b: &Board| b.big, |b, v| b.big = v)
        .entry_mut("neg", |b: &Board| b.neg, |b, v| b.neg = v)
        .entry_mut("x", |b: &Board| b.x, |b, v| b.x = v)
        .entry_mut("y", |b: &Board| b.y, |b, v| b.y = v)
        .entry_mut("s", |b: &Board| b.s.clone(), |b, v| b.s = v)
        .entry_mut("flag", |b: &Board| b.flag, |b, v| b.flag = v)
        .action("Wait", |_| bt::Status::Running);
    let mut tree = f.load_str(xml).unwrap_or_else(|e| panic!("{e}"));
    let mut board = Board {
        n: 3,
        big: 70_000,
        neg: -20,
        x: 0.75,
        y: 0.5,
        s: "a".into(),
        ..Board::default()
    };
    let mut publisher = Groot2Publisher::new(&tree.nodes(), bt_port).expect("binds");
    let context = zmq::Context::new();
    let (to_cpp, to_bt) = (client(&context, cpp_port), client(&context, bt_port));
    let blackboard = |socket: &zmq::Socket, who: &str| {
        let reply = ask(socket, who, &[&header(b'B', 9), b"Mission"]);
        fields(&reply, b'B').0
    };
    // Before any snapshot: an empty blackboard (nil).
    assert_eq!(
        blackboard(&to_bt, "bt")[1],
        [0x81, 0xa7, b'M', b'i', b's', b's', b'i', b'o', b'n', 0xc0]
    );
    for _ in 0..2 {
        tree.tick_with(&mut board, &mut publisher);
    }
    publisher.set_blackboard(f.blackboard(&board));
    let (cpp, ours) = (blackboard(&to_cpp, "BT.CPP"), blackboard(&to_bt, "bt"));
    assert_eq!(
        ours, cpp,
        "the blackboards differ (left: bt, right: BT.CPP)"
    );
    assert_eq!(
        (board.n, board.big, board.neg, board.flag),
        (203, 70_000_000_000, -220, false)
    );
    assert!(ours[1].len() > 40, "{ours:?}");
}
