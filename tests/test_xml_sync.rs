//! `bt::xml::sync`: trees loaded from XML that are `Send + Sync`. The same
//! registrations and document loaded by `bt::xml::Factory` and by
//! `bt::xml::sync::Factory` tick the same, the second on another thread;
//! one `sync` prototype builds trees on many threads, sharing its table.
#![cfg(feature = "xml")]

use std::time::Duration;

use bt::observe::Statistics;
use bt::xml::{self, Blackboard, sync};
use bt::{Clock, Status};
use static_assertions::{assert_impl_all, assert_not_impl_any};

/// The robot: its fields are the entries (derived), but for the log and
/// the clock.
#[derive(Blackboard, Clone, Debug, Default, PartialEq)]
struct Robot {
    battery: f64,
    count: i32,
    laps: i32,
    goal: String,
    flaky: i32,
    #[entry(skip)]
    now: Duration,
    #[entry(skip)]
    log: Vec<String>,
}

impl Clock for Robot {
    fn now(&self) -> Duration {
        self.now
    }
}

/// Subtrees with local entries and remapped ports, scripts (a node's own
/// and post-conditions), `{key}` loop counts, a retry, a sleep on the
/// clock and a precondition.
const XML: &str = r#"
<root BTCPP_format="4" main_tree_to_execute="Main">
  <BehaviorTree ID="Leg">
    <Sequence>
      <Script code="legs += 1"/>
      <Go to="{target}" legs="{legs}"/>
    </Sequence>
  </BehaviorTree>
  <BehaviorTree ID="Main">
    <Sequence>
      <Script code="count := 0; battery := 1.0"/>
      <SubTree ID="Leg" target="{goal}"/>
      <SubTree ID="Leg" target="home"/>
      <Repeat num_cycles="{laps}">
        <Lap _onSuccess="count += 1"/>
      </Repeat>
      <RetryUntilSuccessful num_attempts="3">
        <Flaky/>
      </RetryUntilSuccessful>
      <Sleep msec="200"/>
      <Lap _skipIf="battery &lt; 0.5"/>
    </Sequence>
  </BehaviorTree>
</root>"#;

/// The registrations, written once for either flavour's factory.
macro_rules! register {
    ($factory:ty) => {{
        let mut factory = <$factory>::new().with_clock().with_entries();
        factory
            .local_entry("legs", 0_i64)
            .node_with("Go", &["to", "legs"], |args| {
                let to = args.value::<String>("to")?;
                let legs = args.value::<i64>("legs")?;
                Ok(bt::leaf::action(move |r: &mut Robot| {
                    let line = format!("go {} (leg {})", to.get(r), legs.get(r));
                    r.log.push(line);
                    r.battery -= 0.125;
                    Status::Success
                }))
            })
            .action("Lap", |r: &mut Robot| {
                r.log.push(format!("lap at {} ms", r.now.as_millis()));
                Status::Success
            })
            .action("Flaky", |r: &mut Robot| {
                r.flaky -= 1;
                if r.flaky >= 0 {
                    Status::Failure
                } else {
                    Status::Success
                }
            });
        factory
    }};
}

fn start() -> Robot {
    Robot {
        laps: 2,
        goal: "dock".into(),
        flaky: 2,
        ..Robot::default()
    }
}

/// Ticks until the tree stops running, 100 ms of the robot's clock a
/// tick: the statuses and the table with statistics.
fn run<N: bt::Node<Robot> + bt::table::NodeTable>(
    tree: &mut bt::Tree<N, Robot>,
    robot: &mut Robot,
) -> (Vec<Status>, String) {
    let mut statistics = Statistics::new(tree.nodes());
    let mut statuses = Vec::new();
    loop {
        let status = tree.tick_with(robot, &mut statistics);
        statuses.push(status);
        if status != Status::Running || statuses.len() > 50 {
            break;
        }
        robot.now += Duration::from_millis(100);
    }
    (statuses, tree.to_text(Some(&statistics)))
}

#[test]
fn a_sync_tree_loaded_here_ticks_on_another_thread_as_a_local_tree_does() {
    let local_factory = register!(xml::Factory<Robot>);
    let mut local = local_factory.load_str(XML).expect("the document loads");
    let mut local_robot = start();
    let expected = run(&mut local, &mut local_robot);

    let sync_factory = register!(sync::Factory<Robot>);
    let mut tree = sync_factory.load_str(XML).expect("the document loads");
    let (got, robot) = std::thread::spawn(move || {
        let mut robot = start();
        let got = run(&mut tree, &mut robot);
        (got, robot)
    })
    .join()
    .expect("the tree ticks on the other thread");

    assert_eq!(got, expected);
    assert_eq!(robot, local_robot);
    // Each `<SubTree>` counts its own legs; a lap a tick (0 and 100 ms),
    // counted by the post-condition; a try a tick (100 to 300 ms); the
    // sleep from 300 to 500 ms.
    assert_eq!(
        robot.log,
        [
            "go dock (leg 1)",
            "go home (leg 1)",
            "lap at 0 ms",
            "lap at 100 ms",
            "lap at 500 ms",
        ]
    );
    assert_eq!((robot.count, robot.battery), (2, 0.75));
    assert_eq!(robot.flaky, -1);
    let mut statuses = vec![Status::Running; 5];
    statuses.push(Status::Success);
    assert_eq!(expected.0, statuses);
}

#[test]
fn one_sync_xml_prototype_builds_trees_on_many_threads() {
    let mut factory = register!(sync::Factory<Robot>);
    factory.register_str(XML).expect("the document registers");
    let prototype = factory.prototype("Main").expect("the tree is registered");
    let results: Vec<(bool, Robot)> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..3)
            .map(|i| {
                let prototype = &prototype;
                s.spawn(move || {
                    let mut tree = prototype.build();
                    let mut robot = Robot { laps: i, ..start() };
                    run(&mut tree, &mut robot);
                    (tree.nodes().same_table(&prototype.nodes()), robot)
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap()).collect()
    });
    for (i, (shared, robot)) in results.iter().enumerate() {
        assert!(shared, "worker {i}'s tree has a table of its own");
        assert_eq!(robot.count, i32::try_from(i).unwrap(), "worker {i}");
        assert_eq!(robot.log[..2], ["go dock (leg 1)", "go home (leg 1)"]);
    }
}

/// A position, read from text as `x;y` (`Factory::convert_from_text`).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Pose {
    x: f64,
    y: f64,
}

fn pose(text: &str) -> Result<Pose, String> {
    let (x, y) = text.split_once(';').ok_or("write x;y")?;
    Ok(Pose {
        x: x.parse().map_err(|e| format!("{e}"))?,
        y: y.parse().map_err(|e| format!("{e}"))?,
    })
}

/// A context with an entry of each kind the loader converts between.
#[derive(Clone, Debug, Default, PartialEq)]
struct Work {
    i: i32,
    i_writes: u64,
    x: f64,
    big: i64,
    word: String,
    pose: Pose,
    queue: std::collections::VecDeque<i64>,
    item: i64,
    goal: Option<f64>,
    log: Vec<String>,
}

/// Each way an entry is reached by its type behind the loader's shared
/// getters and setters: a number widened into a port and out of one,
/// scripts over numbers, texts and scripting enums, a `Switch2` on a
/// text, a loop count, a queue loop, a user type from text (literal and
/// script), an unset, and an update node over an entry's write count.
const WORK: &str = r#"
<root BTCPP_format="4">
  <BehaviorTree ID="Main">
    <Sequence>
      <Script code="i := BUSY; x := i * 1.5; word := 'w' .. 3; big := 2"/>
      <Report whole="{i}" real="{i}"/>
      <Produce out="{x}"/>
      <Switch2 variable="{word}" case_1="w3" case_2="w4">
        <Say text="three"/><Say text="four"/><Say text="other"/>
      </Switch2>
      <Repeat num_cycles="{big}"><Say text="rep"/></Repeat>
      <LoopInt queue="{queue}" value="{item}"><Say text="{item}"/></LoopInt>
      <SetBlackboard output_key="pose" value="1;2"/>
      <Script code="word := '5;6'; pose := word"/>
      <UnsetBlackboard key="goal"/>
      <WasEntryUpdated entry="i"/>
    </Sequence>
  </BehaviorTree>
</root>"#;

macro_rules! register_work {
    ($factory:ty) => {{
        let mut f = <$factory>::new();
        f.convert_from_text(pose)
            .scripting_enum("BUSY", 7)
            .entry_mut(
                "i",
                |w: &Work| w.i,
                |w, v| {
                    w.i = v;
                    w.i_writes += 1;
                },
            )
            .entry_stamp("i", |w: &Work| w.i_writes)
            .entry_mut("x", |w: &Work| w.x, |w, v| w.x = v)
            .entry_mut("big", |w: &Work| w.big, |w, v| w.big = v)
            .entry_mut("word", |w: &Work| w.word.clone(), |w, v| w.word = v)
            .entry_mut("pose", |w: &Work| w.pose, |w, v| w.pose = v)
            .entry_mut("queue", |w: &Work| w.queue.clone(), |w, v| w.queue = v)
            .entry_mut("item", |w: &Work| w.item, |w, v| w.item = v)
            .entry_mut("goal", |w: &Work| w.goal, |w, v| w.goal = v)
            .entry_unset("goal", |w| w.goal = None)
            .node_with("Report", &["whole", "real"], |args| {
                let whole = args.value::<i32>("whole")?;
                let real = args.value::<f64>("real")?;
                Ok(bt::leaf::action(move |w: &mut Work| {
                    let line = format!("report {} {}", whole.get(w), real.get(w));
                    w.log.push(line);
                    Status::Success
                }))
            })
            .node_with("Produce", &["out"], |args| {
                let out = args.output::<i32>("out")?;
                Ok(bt::leaf::action(move |w: &mut Work| {
                    out.set(w, 4);
                    Status::Success
                }))
            })
            .node_with("Say", &["text"], |args| {
                let text = args.value::<String>("text")?;
                Ok(bt::leaf::action(move |w: &mut Work| {
                    let line = text.get(w);
                    w.log.push(line);
                    Status::Success
                }))
            });
        f
    }};
}

#[test]
fn every_conversion_of_the_loader_works_in_both_flavours() {
    let start = || Work {
        queue: [10, 20].into(),
        goal: Some(1.0),
        ..Work::default()
    };
    let mut local = register_work!(xml::Factory<Work>)
        .load_str(WORK)
        .unwrap_or_else(|e| panic!("{e}"));
    let mut synced = register_work!(sync::Factory<Work>)
        .load_str(WORK)
        .unwrap_or_else(|e| panic!("{e}"));
    let (mut a, mut b) = (start(), start());
    let mut statuses = Vec::new();
    for _ in 0..10 {
        let status = local.tick(&mut a);
        assert_eq!(synced.tick(&mut b), status);
        statuses.push(status);
        if status != Status::Running {
            break;
        }
    }
    assert_eq!(a, b);
    assert_eq!(statuses.last(), Some(&Status::Success), "{statuses:?}");
    assert_eq!((a.i, a.x, a.big), (7, 4.0, 2));
    assert_eq!(a.pose, Pose { x: 5.0, y: 6.0 });
    assert_eq!(a.goal, None);
    assert!(a.queue.is_empty());
    assert_eq!(a.item, 20);
    assert_eq!(a.log, ["report 7 7", "three", "rep", "rep", "10", "20"],);
}

/// A node that waits for goals on a channel: a `Receiver` is `Send` but
/// not `Sync`, so it is held in a `Mutex` and read with `get_mut`, which
/// takes no lock (as the `bt::xml::sync` docs advise).
struct WaitGoal {
    goals: std::sync::Mutex<std::sync::mpsc::Receiver<String>>,
}

impl bt::Node<Robot> for WaitGoal {
    fn tick(&mut self, robot: &mut Robot) -> Status {
        let goals = self
            .goals
            .get_mut()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        match goals.try_recv() {
            Ok(goal) => {
                robot.goal = goal;
                Status::Success
            }
            Err(_) => Status::Running,
        }
    }
}

#[test]
fn a_node_with_a_receiver_goes_in_a_sync_tree_behind_a_mutex() {
    let (send, receive) = std::sync::mpsc::channel();
    let receive = std::sync::Mutex::new(Some(receive));
    let mut factory = sync::Factory::<Robot>::new().with_entries();
    factory.node("WaitGoal", move || WaitGoal {
        goals: std::sync::Mutex::new(
            receive
                .lock()
                .unwrap()
                .take()
                .expect("one tree in this test"),
        ),
    });
    let mut tree = factory
        .load_str(
            r#"<root BTCPP_format="4"><BehaviorTree ID="Main">
                 <Sequence><WaitGoal/><Script code="count += 1"/></Sequence>
               </BehaviorTree></root>"#,
        )
        .unwrap_or_else(|e| panic!("{e}"));
    let ticker = std::thread::spawn(move || {
        let mut robot = Robot::default();
        let mut ticks = 0;
        while tree.tick(&mut robot) == Status::Running {
            ticks += 1;
            assert!(ticks < 1_000_000, "no goal came");
            std::thread::yield_now();
        }
        robot
    });
    send.send("dock".to_owned()).unwrap();
    let robot = ticker.join().expect("the tree ticks on its thread");
    assert_eq!((robot.goal.as_str(), robot.count), ("dock", 1));
}

/// Hot reload across threads: the factory behind a lock, shared by a
/// worker that loads its trees; the main thread clones it, registers the
/// new document into the copy, and swaps the copy in.
#[test]
fn a_cloned_sync_factory_is_swapped_in_while_a_worker_loads_from_it() {
    use std::sync::{Arc, Mutex};
    const V1: &str = r#"<root BTCPP_format="4"><BehaviorTree ID="Main">
        <Script code="count := 1"/></BehaviorTree></root>"#;
    const V2: &str = r#"<root BTCPP_format="4"><BehaviorTree ID="Main">
        <Script code="count := 2"/></BehaviorTree></root>"#;
    let mut first = sync::Factory::<Robot>::new().with_entries();
    first.register_str(V1).unwrap_or_else(|e| panic!("{e}"));
    let shared = Arc::new(Mutex::new(Arc::new(first)));
    let run = |shared: &Mutex<Arc<sync::Factory<Robot>>>| {
        let factory = Arc::clone(&shared.lock().unwrap());
        let mut tree = factory.tree("Main").unwrap_or_else(|e| panic!("{e}"));
        let mut robot = Robot::default();
        tree.tick(&mut robot);
        robot.count
    };
    let worker = {
        let shared = Arc::clone(&shared);
        std::thread::spawn(move || run(&shared))
    };
    assert_eq!(worker.join().unwrap(), 1);
    // The reload: the copy registers the new text; the old factory is
    // untouched until the swap.
    let mut next = (**shared.lock().unwrap()).clone();
    next.clear_registered_trees()
        .register_str(V2)
        .unwrap_or_else(|e| panic!("{e}"));
    let old = std::mem::replace(&mut *shared.lock().unwrap(), Arc::new(next));
    let worker = {
        let shared = Arc::clone(&shared);
        std::thread::spawn(move || run(&shared))
    };
    assert_eq!(worker.join().unwrap(), 2);
    assert_eq!(old.tree("Main").map(|_| ()), Ok(()));
}

assert_impl_all!(sync::Factory<Robot>: Send, Sync);
assert_impl_all!(sync::XmlTree<Robot>: Send, Sync);
assert_impl_all!(sync::XmlPrototype<'static, Robot>: Send, Sync);
assert_impl_all!(sync::Value<Robot, String>: Send, Sync);
assert_impl_all!(sync::Output<Robot, String>: Send, Sync);
// The local flavour's factory and trees share their parts through `Rc`s.
assert_not_impl_any!(xml::Factory<Robot>: Send, Sync);
assert_not_impl_any!(xml::XmlTree<Robot>: Send, Sync);
