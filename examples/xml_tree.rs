//! A guard's tree kept in a BehaviorTree.CPP 4 XML file (as Groot2 writes
//! it: several trees, a `<SubTree>` with remapped ports, preconditions and
//! post-conditions, `<TreeNodesModel>`), loaded at run time with
//! `bt::xml`, ticked, and reloaded when the file changes.
//!
//! ```text
//! cargo run --example xml_tree --features xml            # 30 ticks
//! cargo run --example xml_tree --features xml -- --watch  # until Ctrl-C; edit
//!                                                         # examples/xml/guard.xml
//! ```
//!
//! With `--watch`, save a change to the file in Groot2 (or any editor): the
//! tree is rebuilt at the next tick. A file with a mistake is reported with
//! its line and column, and the guard keeps running the tree it had.

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use bt::xml::{Factory, XmlTree};
use bt::{Clock, Stateful, StatefulAction, Status};

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
}

impl Clock for Guard {
    fn now(&self) -> Duration {
        self.now
    }
}

/// Walks one step a tick towards its goal.
struct MoveTo {
    goal: bt::xml::Value<Guard, i32>,
}

impl StatefulAction<Guard> for MoveTo {
    fn on_start(&mut self, g: &mut Guard) -> Status {
        self.on_running(g)
    }
    fn on_running(&mut self, g: &mut Guard) -> Status {
        let goal = self.goal.get(g);
        g.position += (goal - g.position).signum();
        if g.position == goal {
            println!("  reached waypoint {goal}");
            g.next = (g.next + 1) % g.waypoints.len();
            Status::Success
        } else {
            Status::Running
        }
    }
}

fn factory() -> Factory<Guard> {
    let mut f = Factory::<Guard>::new().with_clock();
    f.condition("EnemyVisible", |g| g.enemy.is_some())
        .condition("HasAmmo", |g| g.ammo > 0)
        .entry("enemy", |g: &Guard| g.enemy.unwrap_or(-1))
        .entry("next_waypoint", |g: &Guard| g.waypoints[g.next])
        .entry("tired", |g: &Guard| g.tick % 10 >= 7)
        .node_with("MoveTo", &["goal"], |args| {
            Ok(Stateful::new(MoveTo {
                goal: args.value("goal")?,
            }))
        })
        .node_with("Aim", &["target"], |args| {
            let target = args.value::<i32>("target")?;
            Ok(bt::leaf::action(move |g: &mut Guard| {
                let t = target.get(g);
                if g.aimed_at == Some(t) {
                    Status::Success
                } else {
                    println!("  aiming at enemy {t}");
                    g.aimed_at = Some(t);
                    Status::Failure
                }
            }))
        })
        .action("Shoot", |g| {
            g.ammo -= 1;
            println!("  shot enemy {:?}, {} rounds left", g.enemy, g.ammo);
            g.enemy = None;
            Status::Success
        })
        .script("LogKill", |g| {
            g.kills += 1;
            println!("  kills: {}", g.kills);
        })
        .script("LowerWeapon", |g| {
            g.aimed_at = None;
            println!("  weapon lowered");
        });
    f
}

fn modified(path: &Path) -> Option<SystemTime> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}

fn main() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/xml/guard.xml");
    let watch = std::env::args().any(|a| a == "--watch");
    let factory = factory();
    let mut tree: XmlTree<Guard> = match factory.load_file(&path) {
        Ok(tree) => tree,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    };
    println!("{}", tree.to_text(None));
    let mut loaded_at = modified(&path);
    let mut guard = Guard {
        waypoints: vec![2, -2],
        ammo: 2,
        ..Guard::default()
    };
    let ticks = if watch { u32::MAX } else { 30 };
    for tick in 0..ticks {
        // Hot reload: rebuild the tree when the file changed; keep the old
        // one if the new file has a mistake.
        let now = modified(&path);
        if now != loaded_at {
            loaded_at = now;
            match factory.load_file(&path) {
                Ok(new) => {
                    tree.halt(&mut guard);
                    tree = new;
                    println!("reloaded {}:\n{}", path.display(), tree.to_text(None));
                }
                Err(e) => eprintln!("not reloaded: {e}"),
            }
        }
        guard.tick = tick;
        if tick % 12 == 4 {
            guard.enemy = Some(i32::try_from(tick).unwrap_or(0));
            println!("tick {tick}: an enemy shows up");
        }
        let status = tree.tick(&mut guard);
        println!("tick {tick}: {status:?} at {}", guard.position);
        guard.now += Duration::from_millis(100);
        if watch {
            std::thread::sleep(Duration::from_millis(100));
        }
    }
    assert!(guard.kills > 0, "the guard never engaged");
}
