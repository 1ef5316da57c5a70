//! A guard's tree kept in a BehaviorTree.CPP 4 XML file, as Groot2 writes
//! it (two trees, a `<SubTree>` with a remapped port and `_autoremap`,
//! preconditions, `<TreeNodesModel>`), loaded both ways:
//!
//! - at compile time with `bt_xml!`: the zero-cost tree `bt!` would build,
//!   the leaves bound to the Rust functions below by their XML IDs;
//! - at run time with `bt::xml::Factory`: the leaves registered by ID, and
//!   the tree rebuilt when the file changes (hot reload).
//!
//! Both are ticked side by side on two copies of the world, and must agree.
//! Then the file runs as a test would run it, unedited, with mocks put in
//! by BehaviorTree.CPP's substitution rules (JSON): a test node in place of
//! the aim, an action that fires nothing in place of the shot.
//!
//! ```text
//! cargo run --example xml_tree --features xml            # 30 ticks
//! cargo run --example xml_tree --features xml -- --watch  # until Ctrl-C; edit
//!                                                         # examples/xml/guard.xml
//! ```
//!
//! With `--watch` only the run-time tree is ticked: save a change to the
//! file in Groot2 (or any editor) and it is rebuilt at the next tick; a file
//! with a mistake is reported with its line and column, and the guard keeps
//! the tree it had. (The compile-time tree changes when the example is
//! rebuilt: the macro includes the file in the build.)

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use bt::xml::{Factory, XmlTree};
use bt::{Clock, Stateful, StatefulAction, Status, bt_xml};

/// The guard's world.
#[derive(Debug, Default)]
struct Guard {
    now: Duration,
    tick: u32,
    position: i32,
    waypoints: Vec<i32>,
    next: usize,
    enemy: Option<i32>,
    ammo: u32,
    aimed_at: Option<i32>,
    kills: u32,
    log: Vec<String>,
}

impl Guard {
    fn say(&mut self, line: String) {
        self.log.push(line);
    }
}

impl Clock for Guard {
    fn now(&self) -> Duration {
        self.now
    }
}

// The leaves and entries, shared by both ways of loading the file.

fn enemy_visible(g: &mut Guard) -> bool {
    g.enemy.is_some()
}

fn rested(g: &mut Guard) -> bool {
    g.tick % 10 < 7
}

fn out_of_ammo(g: &mut Guard) -> bool {
    g.ammo == 0
}

fn enemy(g: &Guard) -> i32 {
    g.enemy.unwrap_or(-1)
}

fn next_waypoint(g: &Guard) -> i32 {
    g.waypoints[g.next]
}

/// Walks one step a tick towards its goal.
struct MoveTo<G> {
    goal: G,
}

impl<G: Fn(&Guard) -> i32> StatefulAction<Guard> for MoveTo<G> {
    fn on_start(&mut self, g: &mut Guard) -> Status {
        self.on_running(g)
    }
    fn on_running(&mut self, g: &mut Guard) -> Status {
        let goal = (self.goal)(g);
        g.position += (goal - g.position).signum();
        if g.position == goal {
            g.say(format!("reached waypoint {goal}"));
            g.next = (g.next + 1) % g.waypoints.len();
            Status::Success
        } else {
            Status::Running
        }
    }
}

fn move_to<G: Fn(&Guard) -> i32>(goal: G) -> Stateful<MoveTo<G>> {
    Stateful::new(MoveTo { goal })
}

fn aim(target: impl Fn(&Guard) -> i32) -> impl FnMut(&mut Guard) -> Status {
    move |g: &mut Guard| {
        let t = target(g);
        if g.aimed_at == Some(t) {
            Status::Success
        } else {
            g.say(format!("aiming at enemy {t}"));
            g.aimed_at = Some(t);
            Status::Failure
        }
    }
}

fn shoot(g: &mut Guard) -> Status {
    g.ammo -= 1;
    g.kills += 1;
    let line = format!("shot enemy {:?}, {} rounds left", g.enemy, g.ammo);
    g.say(line);
    g.enemy = None;
    Status::Success
}

/// The run-time registry: the same functions by XML ID.
fn factory() -> Factory<Guard> {
    let mut f = Factory::<Guard>::new().with_clock();
    f.condition("EnemyVisible", enemy_visible)
        .condition("Rested", rested)
        .condition("OutOfAmmo", out_of_ammo)
        .entry("enemy", enemy)
        .entry("next_waypoint", next_waypoint)
        .node_with("MoveTo", &["goal"], |args| {
            let goal = args.value::<i32>("goal")?;
            Ok(move_to(move |g: &Guard| goal.get(g)))
        })
        .node_with("Aim", &["target"], |args| {
            let target = args.value::<i32>("target")?;
            Ok(bt::leaf::action(aim(move |g: &Guard| target.get(g))))
        })
        .action("Shoot", shoot);
    f
}

fn modified(path: &Path) -> Option<SystemTime> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}

/// The world at the start, and what happens in it at `tick`.
fn world() -> Guard {
    Guard {
        waypoints: vec![2, -2],
        ammo: 2,
        ..Guard::default()
    }
}

fn step(g: &mut Guard, tick: u32) {
    g.tick = tick;
    if tick % 12 == 4 {
        g.enemy = Some(i32::try_from(tick).unwrap_or(0));
    }
}

fn main() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/xml/guard.xml");
    let watch = std::env::args().any(|a| a == "--watch");

    // Compile time: the file is read by the macro.
    let mut compiled = bt_xml!("examples/xml/guard.xml", Guard => {
        EnemyVisible => enemy_visible,
        Rested => rested,
        OutOfAmmo => out_of_ammo,
        MoveTo(goal) => move_to,
        Aim(target) => aim,
        Shoot => shoot,
        "{enemy}" => enemy,
        "{next_waypoint}" => next_waypoint,
    });
    // Run time: the file is read now.
    let factory = factory();
    let mut loaded: XmlTree<Guard> = match factory.load_file(&path) {
        Ok(tree) => tree,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    };
    println!("{}", loaded.to_text(None));
    // The same table, but for the ports of leaves, which only the run-time
    // loader records (at compile time they are the arguments of the call).
    let (at_compile_time, at_run_time) = (compiled.nodes(), loaded.nodes());
    assert_eq!(at_compile_time.len(), at_run_time.len());
    for (c, r) in at_compile_time.iter().zip(at_run_time.iter()) {
        assert_eq!((c.kind, c.label, c.children), (r.kind, r.label, r.children));
        assert!(c.kind.is_user_leaf() || c.ports.iter().eq(r.ports.iter()));
    }

    let (mut world_a, mut world_b) = (world(), world());
    let mut loaded_at = modified(&path);
    let ticks = if watch { u32::MAX } else { 30 };
    for tick in 0..ticks {
        // Hot reload: rebuild the tree when the file changed; keep the old
        // one if the new file has a mistake.
        let now = modified(&path);
        if now != loaded_at {
            loaded_at = now;
            match factory.load_file(&path) {
                Ok(new) => {
                    loaded.halt(&mut world_b);
                    loaded = new;
                    println!("reloaded {}:\n{}", path.display(), loaded.to_text(None));
                }
                Err(e) => eprintln!("not reloaded: {e}"),
            }
        }
        step(&mut world_b, tick);
        let status = loaded.tick(&mut world_b);
        for line in world_b.log.drain(..) {
            println!("  {line}");
        }
        println!("tick {tick}: {status:?} at {}", world_b.position);
        world_b.now += Duration::from_millis(100);
        if watch {
            std::thread::sleep(Duration::from_millis(100));
        } else {
            step(&mut world_a, tick);
            assert_eq!(
                compiled.tick(&mut world_a),
                status,
                "the two trees disagree"
            );
            world_a.log.clear();
            world_a.now += Duration::from_millis(100);
        }
    }
    assert!(world_b.kills > 0, "the guard never engaged");
    if !watch {
        under_test(&path);
    }
}

/// The same file under test, as BehaviorTree.CPP's substitution rules run
/// it, unedited: the aim is a test node that succeeds 300 ms after it
/// starts, the shot a mock that fires nothing.
fn under_test(path: &Path) {
    let mut factory = factory();
    factory.action("PretendShot", |g| {
        let line = format!("pretend shot at enemy {:?}", g.enemy);
        g.say(line);
        g.enemy = None;
        Status::Success
    });
    if let Err(e) = factory.substitution_rules_json(
        r#"{
            "TestNodeConfigs": { "SlowAim": { "return_status": "SUCCESS", "async_delay": 300 } },
            "SubstitutionRules": { "Aim": "SlowAim", "Shoot": "PretendShot" }
        }"#,
    ) {
        panic!("{e}");
    }
    let mut tree = factory.load_file(path).unwrap_or_else(|e| panic!("{e}"));
    println!("under test, with mocks:");
    let mut g = world();
    let mut shots = 0;
    for tick in 0..12 {
        step(&mut g, tick);
        let status = tree.tick(&mut g);
        for line in g.log.drain(..) {
            shots += usize::from(line.starts_with("pretend shot"));
            println!("  {line}");
        }
        println!("tick {tick}: {status:?} at {}", g.position);
        g.now += Duration::from_millis(100);
    }
    // The enemy seen at tick 4 is aimed at until 700 ms, then shot at.
    assert_eq!((shots, g.ammo, g.kills), (1, 2, 0));
}
