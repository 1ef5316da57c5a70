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

assert_impl_all!(sync::Factory<Robot>: Send, Sync);
assert_impl_all!(sync::XmlTree<Robot>: Send, Sync);
assert_impl_all!(sync::XmlPrototype<'static, Robot>: Send, Sync);
assert_impl_all!(sync::Value<Robot, String>: Send, Sync);
assert_impl_all!(sync::Output<Robot, String>: Send, Sync);
// The local flavour's factory and trees share their parts through `Rc`s.
assert_not_impl_any!(xml::Factory<Robot>: Send, Sync);
assert_not_impl_any!(xml::XmlTree<Robot>: Send, Sync);
