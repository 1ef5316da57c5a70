//! Tree variables: a key that no context entry, local entry or remapping
//! names is created by the tree's scripts (`key := value`) and
//! `<SetBlackboard>`s, as BT.CPP's scripts create blackboard entries: in
//! the tree the script is in (through `_autoremap="true"`, the tree above),
//! typed by the value, read and written by ports, scripts and `Switch`,
//! wherever the node is in the document.
#![cfg(feature = "xml")]

use bt::Status;
use bt::xml::{Factory, sync};

/// The robot: only a log, so that every key the trees use is a variable.
#[derive(Debug, Default)]
struct Robot {
    log: Vec<String>,
}

/// `Report n="{..}" text="{..}"`: logs an `i32` and a text (each optional).
fn factory() -> Factory<Robot> {
    let mut factory = Factory::new();
    factory
        .node_with("Report", &["n", "text"], |args| {
            let n = args.has("n").then(|| args.value::<i32>("n")).transpose()?;
            let text = args
                .has("text")
                .then(|| args.value::<String>("text"))
                .transpose()?;
            Ok(bt::leaf::action(move |r: &mut Robot| {
                let mut line = Vec::new();
                if let Some(n) = &n {
                    line.push(format!("n={}", n.get(r)));
                }
                if let Some(text) = &text {
                    line.push(format!("text={}", text.get(r)));
                }
                r.log.push(line.join(" "));
                Status::Success
            }))
        })
        .node_with("Flag", &["on"], |args| {
            let on = args.value::<bool>("on")?;
            Ok(bt::leaf::condition(move |r: &mut Robot| on.get(r)))
        })
        .node_with("Measure", &["out"], |args| {
            let out = args.output::<i64>("out")?;
            Ok(bt::leaf::action(move |r: &mut Robot| {
                out.set(r, 42);
                Status::Success
            }))
        });
    factory
}

/// Ticks `xml`'s main tree until it is done (`Repeat` returns `Running`
/// between its laps); the log.
fn run(factory: &Factory<Robot>, xml: &str) -> Vec<String> {
    let mut tree = factory.load_str(xml).unwrap_or_else(|e| panic!("{e}"));
    let mut robot = Robot::default();
    let mut status = Status::Running;
    for _ in 0..10 {
        status = tree.tick(&mut robot);
        if status != Status::Running {
            break;
        }
    }
    assert_eq!(status, Status::Success);
    robot.log
}

#[test]
fn a_script_creates_a_number_and_a_text_that_ports_and_scripts_read() {
    let log = run(
        &factory(),
        r#"
        <root BTCPP_format="4">
          <BehaviorTree ID="Main">
            <Sequence>
              <Script code="attempts := 0; label := 'dock'"/>
              <Repeat num_cycles="3">
                <Script code="attempts += 1; label := label .. '!'"/>
              </Repeat>
              <Report n="{attempts}" text="{label}"/>
            </Sequence>
          </BehaviorTree>
        </root>"#,
    );
    assert_eq!(log, ["n=3 text=dock!!!"]);
}

#[test]
fn a_node_before_the_script_in_the_document_reads_the_variable() {
    // The first lap skips the report (`docked` is 0 until the script
    // writes it), the second reads what the script wrote.
    let log = run(
        &factory(),
        r#"
        <root BTCPP_format="4">
          <BehaviorTree ID="Main">
            <Repeat num_cycles="2">
              <Sequence>
                <Report n="{laps}" _skipIf="!docked"/>
                <Script code="docked := true; laps := 7"/>
              </Sequence>
            </Repeat>
          </BehaviorTree>
        </root>"#,
    );
    assert_eq!(log, ["n=7"]);
}

#[test]
fn a_number_variable_is_read_as_a_bool_and_written_by_an_integer_port() {
    let log = run(
        &factory(),
        r#"
        <root BTCPP_format="4">
          <BehaviorTree ID="Main">
            <Sequence>
              <Script code="ready := false; reading := 0.0"/>
              <Inverter><Flag on="{ready}"/></Inverter>
              <Measure out="{reading}"/>
              <Script code="ready := reading > 40; reading += 0.5"/>
              <Flag on="{ready}"/>
              <Report n="{reading}"/>
            </Sequence>
          </BehaviorTree>
        </root>"#,
    );
    // (`reading` holds reals from its first value, `0.0`: made by `0` it
    // would hold whole numbers, and `reading += 0.5` would fail, as in
    // BT.CPP. 42.5 read by an `i32` port: the fraction is dropped.)
    assert_eq!(log, ["n=42"]);
}

#[test]
fn variables_belong_to_the_tree_whose_script_creates_them() {
    let log = run(
        &factory(),
        r#"
        <root BTCPP_format="4" main_tree_to_execute="Main">
          <BehaviorTree ID="Own">
            <Sequence>
              <Script code="n := 10"/>
              <Report n="{n}"/>
            </Sequence>
          </BehaviorTree>
          <BehaviorTree ID="Creates">
            <Script code="made := 5; n := n + 100"/>
          </BehaviorTree>
          <BehaviorTree ID="Main">
            <Sequence>
              <Script code="n := 1"/>
              <SubTree ID="Own"/>
              <Report n="{n}"/>
              <SubTree ID="Creates" _autoremap="true"/>
              <Report n="{n}"/>
              <Report n="{made}"/>
              <SubTree ID="Own" n="{n}"/>
              <Report n="{n}"/>
            </Sequence>
          </BehaviorTree>
        </root>"#,
    );
    assert_eq!(
        log,
        [
            // The subtree's own `n`; the main tree's is apart.
            "n=10", "n=1",
            // Through `_autoremap`, the main tree's `n`, and `made` made
            // in the main tree.
            "n=101", "n=5",
            // Remapped: the subtree's script writes the main tree's `n`.
            "n=10", "n=10",
        ]
    );
}

#[test]
fn each_subtree_instance_has_its_own_variables() {
    let log = run(
        &factory(),
        r#"
        <root BTCPP_format="4" main_tree_to_execute="Main">
          <BehaviorTree ID="Count">
            <Sequence>
              <Script code="seen := 0" _skipIf="started"/>
              <Script code="started := true; seen += 1"/>
              <Report n="{seen}"/>
            </Sequence>
          </BehaviorTree>
          <BehaviorTree ID="Main">
            <Repeat num_cycles="2">
              <Sequence>
                <SubTree ID="Count"/>
                <SubTree ID="Count"/>
              </Sequence>
            </Repeat>
          </BehaviorTree>
        </root>"#,
    );
    assert_eq!(log, ["n=1", "n=1", "n=2", "n=2"]);
}

#[test]
fn set_blackboard_creates_a_variable_of_its_value() {
    let log = run(
        &factory(),
        r#"
        <root BTCPP_format="4">
          <BehaviorTree ID="Main">
            <Sequence>
              <SetBlackboard output_key="speed" value="3"/>
              <SetBlackboard output_key="mode" value="fast"/>
              <SetBlackboard output_key="copy" value="{mode}"/>
              <Script code="speed *= 2"/>
              <Switch2 variable="{copy}" case_1="slow" case_2="fast">
                <Report text="{mode}"/>
                <Report n="{speed}" text="{copy}"/>
                <AlwaysFailure/>
              </Switch2>
            </Sequence>
          </BehaviorTree>
        </root>"#,
    );
    assert_eq!(log, ["n=6 text=fast"]);
}

#[test]
fn a_prototype_builds_trees_with_variables_of_their_own() {
    let mut factory = factory();
    factory
        .register_str(
            r#"<root BTCPP_format="4"><BehaviorTree ID="Main">
              <Sequence>
                <Script code="n := 0" _skipIf="started"/>
                <Script code="started := true; n += 1"/>
                <Report n="{n}"/>
              </Sequence>
            </BehaviorTree></root>"#,
        )
        .unwrap();
    let prototype = factory.prototype("Main").unwrap();
    let (mut a, mut b) = (prototype.build(), prototype.build());
    let mut robot = Robot::default();
    a.tick(&mut robot);
    a.tick(&mut robot);
    b.tick(&mut robot);
    assert_eq!(robot.log, ["n=1", "n=2", "n=1"]);
}

#[test]
fn the_sync_flavour_makes_the_same_variables() {
    let mut factory = sync::Factory::<Robot>::new();
    factory.node_with("Report", &["n"], |args| {
        let n = args.value::<i32>("n")?;
        Ok(bt::leaf::action(move |r: &mut Robot| {
            r.log.push(format!("n={}", n.get(r)));
            Status::Success
        }))
    });
    let mut tree = factory
        .load_str(
            r#"<root BTCPP_format="4"><BehaviorTree ID="Main">
              <Sequence>
                <Script code="n := 2; n *= 21"/>
                <Report n="{n}"/>
              </Sequence>
            </BehaviorTree></root>"#,
        )
        .unwrap();
    let log = std::thread::spawn(move || {
        let mut robot = Robot::default();
        tree.tick(&mut robot);
        robot.log
    })
    .join()
    .unwrap();
    assert_eq!(log, ["n=42"]);
}

#[test]
fn a_key_no_script_creates_is_an_error_that_says_how_to_create_it() {
    let factory = factory();
    let cases = [
        // `=` writes a variable that exists; `:=` creates it.
        (r#"<Script code="count = 1"/>"#, "`count := value`"),
        // A variable's value reads the variable itself: it never exists.
        (r#"<Script code="count := count + 1"/>"#, "`count := value`"),
        // A port reading a key nothing creates.
        (r#"<Report n="{count}"/>"#, "`count := value`"),
    ];
    for (tree, help) in cases {
        let xml = format!(
            r#"<root BTCPP_format="4"><BehaviorTree ID="Main">{tree}</BehaviorTree></root>"#
        );
        let Err(e) = factory.load_str(&xml) else {
            panic!("{tree} loaded");
        };
        assert!(
            e.message()
                .contains("no context entry `count` is registered"),
            "{e}"
        );
        assert!(e.help().contains(help), "{e}");
    }
    // A text variable read by a number port is parsed when read (see
    // `a_text_variable_read_by_a_number_port_is_parsed`), as in BT.CPP.
    factory
        .load_str(
            r#"<root BTCPP_format="4"><BehaviorTree ID="Main">
             <Sequence><Script code="count := 'three'"/><Report n="{count}"/></Sequence>
           </BehaviorTree></root>"#,
        )
        .unwrap_or_else(|e| panic!("{e}"));
}

/// BT.CPP's second tutorial as it is: an output port writes a text into
/// a key nothing registered, the next node reads it; a number output is
/// read by a port and a script. A key close to an entry's name that
/// nothing else reads stays an error (a misspelt entry).
#[test]
fn an_output_port_of_a_number_bool_or_text_creates_a_variable() {
    let mut factory = factory();
    factory
        .node_with("ThinkWhatToSay", &["text"], |args| {
            let text = args.output::<String>("text")?;
            Ok(bt::leaf::action(move |r: &mut Robot| {
                text.set(r, "The answer is 42".into());
                Status::Success
            }))
        })
        .node_with("Decide", &["ok"], |args| {
            let ok = args.output::<bool>("ok")?;
            Ok(bt::leaf::action(move |r: &mut Robot| {
                ok.set(r, true);
                Status::Success
            }))
        });
    let log = run(
        &factory,
        r#"
        <root BTCPP_format="4">
          <BehaviorTree ID="Main">
            <Sequence>
              <ThinkWhatToSay text="{the_answer}"/>
              <Report text="{the_answer}"/>
              <Measure out="{reading}"/>
              <Decide ok="{fine}"/>
              <Script code="reading += 1; said := reading .. ',' .. fine"/>
              <Report n="{reading}" text="{said}" _skipIf="!fine"/>
            </Sequence>
          </BehaviorTree>
        </root>"#,
    );
    // (The variables an `i64` and a `bool` port make hold whole numbers,
    // joined to a text as BT.CPP writes its integer entries.)
    assert_eq!(log, ["text=The answer is 42", "n=43 text=43,1"]);
    // `goal` is an entry; `{gaol}`, read nowhere else, is a mistake.
    factory.entry_mut("goal", |_: &Robot| String::new(), |_, _: String| {});
    let Err(e) = factory.load_str(
        r#"<root BTCPP_format="4"><BehaviorTree ID="Main">
             <ThinkWhatToSay text="{gaol}"/>
           </BehaviorTree></root>"#,
    ) else {
        panic!("loaded");
    };
    assert_eq!(e.message(), "no context entry `gaol` is registered");
    assert!(e.help().starts_with("did you mean `goal`?"), "{e}");
    // In a subtree that does not see `goal`, `{gaol}` is the subtree's
    // own variable, as in BT.CPP.
    let log = run(
        &factory,
        r#"<root BTCPP_format="4" main_tree_to_execute="Main">
             <BehaviorTree ID="Say">
               <Sequence><ThinkWhatToSay text="{gaol}"/><Report text="{gaol}"/></Sequence>
             </BehaviorTree>
             <BehaviorTree ID="Main"><SubTree ID="Say"/></BehaviorTree>
           </root>"#,
    );
    assert_eq!(log, ["text=The answer is 42"]);
}

/// A position written as BT.CPP's third tutorial writes it.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Position2D {
    x: f64,
    y: f64,
}

impl std::str::FromStr for Position2D {
    type Err = String;
    fn from_str(text: &str) -> Result<Self, String> {
        let (x, y) = text.split_once(';').ok_or("write x;y")?;
        let number = |t: &str| t.trim().parse::<f64>().map_err(|e| e.to_string());
        Ok(Self {
            x: number(x)?,
            y: number(y)?,
        })
    }
}

/// BT.CPP's third tutorial's tree as it is, with its type registered by
/// `convert_from_str` and no entry: the output port makes a `Position2D`
/// variable, the script a text variable that the port reads through the
/// conversion; a text that does not parse reads as the default and is
/// reported.
#[test]
fn a_type_with_convert_from_str_makes_variables_and_reads_text_ones() {
    let errors = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let mut factory = Factory::<Robot>::new();
    let heard = std::sync::Arc::clone(&errors);
    factory
        .convert_from_str::<Position2D>()
        .on_run_error(move |e| heard.lock().unwrap().push(e.message().to_string()))
        .node_with("CalculateGoal", &["goal"], |args| {
            let goal = args.output::<Position2D>("goal")?;
            Ok(bt::leaf::action(move |r: &mut Robot| {
                goal.set(r, Position2D { x: 1.1, y: 2.3 });
                Status::Success
            }))
        })
        .node_with("PrintTarget", &["target"], |args| {
            let target = args.value::<Position2D>("target")?;
            Ok(bt::leaf::action(move |r: &mut Robot| {
                let p = target.get(r);
                r.log
                    .push(format!("Target positions: [ {:.1}, {:.1} ]", p.x, p.y));
                Status::Success
            }))
        });
    let log = run(
        &factory,
        r#"
        <root BTCPP_format="4">
          <BehaviorTree ID="MainTree">
            <Sequence name="root">
              <CalculateGoal goal="{GoalPosition}" />
              <PrintTarget target="{GoalPosition}" />
              <Script code=" OtherGoal:='-1;3' " />
              <PrintTarget target="{OtherGoal}" />
              <Script code=" OtherGoal:='nowhere' " />
              <PrintTarget target="{OtherGoal}" />
            </Sequence>
          </BehaviorTree>
        </root>"#,
    );
    assert_eq!(
        log,
        [
            "Target positions: [ 1.1, 2.3 ]",
            "Target positions: [ -1.0, 3.0 ]",
            "Target positions: [ 0.0, 0.0 ]",
        ]
    );
    let errors = errors.lock().unwrap();
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        errors[0].contains("`nowhere` is not a valid Position2D: write x;y"),
        "{errors:?}"
    );
}

/// A text variable read by a port of a number type is parsed when read,
/// as BT.CPP's `getInput` converts a text; one that is no number reads
/// as 0, and the run-error hook hears of it.
#[test]
fn a_text_variable_read_by_a_number_port_is_parsed() {
    let log = run(
        &factory(),
        r#"<root BTCPP_format="4"><BehaviorTree ID="Main"><Sequence>
             <Script code="v := '7'"/><Report n="{v}"/>
             <Script code="v = 'seven'"/><Report n="{v}"/>
           </Sequence></BehaviorTree></root>"#,
    );
    assert_eq!(log, ["n=7", "n=0"]);
    let heard = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
    let mut factory = factory();
    let seen = std::rc::Rc::clone(&heard);
    factory.on_run_error(move |e| seen.borrow_mut().push(e.message().to_string()));
    run(
        &factory,
        r#"<root BTCPP_format="4"><BehaviorTree ID="Main">
             <Sequence><Script code="v := 'seven'"/><Report n="{v}"/></Sequence>
           </BehaviorTree></root>"#,
    );
    assert_eq!(
        *heard.borrow(),
        ["in a port of `Report`: `seven` is not a number (i32 reads it as 0)"]
    );
}

/// A `<SetBlackboard>` literal makes a variable of its kind: a whole
/// number, a real (which later reals do not fail), or a flag.
#[test]
fn set_blackboard_literals_make_variables_of_their_kind() {
    let log = run(
        &factory(),
        r#"<root BTCPP_format="4"><BehaviorTree ID="Main"><Sequence>
             <SetBlackboard output_key="whole" value="3"/>
             <SetBlackboard output_key="real" value="2.5"/>
             <SetBlackboard output_key="flag" value="true"/>
             <Script code="real += 0.25; said := whole .. ',' .. real .. ',' .. flag"/>
             <Report n="{whole}" text="{said}"/>
           </Sequence></BehaviorTree></root>"#,
    );
    assert_eq!(log, ["n=3 text=3,2.750000,1"]);
}
