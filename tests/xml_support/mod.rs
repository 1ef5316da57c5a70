//! Shared by the `bt::xml` tests (`test_xml.rs`, `test_xml_errors.rs`):
//! the context, a factory registering every kind of leaf, and helpers to
//! load a tree or expect an error.

#![allow(dead_code, unreachable_pub)] // each test crate uses part of the module

use std::time::Duration;

use bt::Status::{self, Failure, Running, Success};
use bt::xml::{Error, Factory};
use bt::{Clock, Stateful, StatefulAction};

/// The context: a log of what ran, a clock and a few values.
#[derive(Debug, Default)]
pub struct Ctx {
    pub log: Vec<String>,
    pub now: Duration,
    pub ready: bool,
    pub mode: i32,
    pub speed: f64,
}

impl Clock for Ctx {
    fn now(&self) -> Duration {
        self.now
    }
}

/// A stateful action: running once, then success.
pub struct Walk(pub u32);

impl StatefulAction<Ctx> for Walk {
    fn on_start(&mut self, ctx: &mut Ctx) -> Status {
        ctx.log.push(format!("walk start {}", self.0));
        Running
    }
    fn on_running(&mut self, ctx: &mut Ctx) -> Status {
        ctx.log.push("walk done".into());
        Success
    }
    fn on_halted(&mut self, ctx: &mut Ctx) {
        ctx.log.push("walk halted".into());
    }
}

pub fn factory() -> Factory<Ctx> {
    let mut f = Factory::<Ctx>::new().with_clock();
    f.condition("IsReady", |c| c.ready)
        .condition("Yes", |c| {
            c.log.push("yes".into());
            true
        })
        .condition("No", |c| {
            c.log.push("no".into());
            false
        })
        .action("Act", |c| {
            c.log.push("act".into());
            Success
        })
        .action("Fail", |c| {
            c.log.push("fail".into());
            Failure
        })
        .node("Walk", || Stateful::new(Walk(0)))
        .node_with("Say", &["text", "times"], |args| {
            let text = args.value::<String>("text")?;
            let times = args.value_or::<u32>("times", 1)?;
            Ok(bt::leaf::action(move |c: &mut Ctx| {
                for _ in 0..times.get(c) {
                    let t = text.get(c);
                    c.log.push(t);
                }
                Success
            }))
        })
        .condition_with("FasterThan", &["limit"], |args| {
            let limit = args.value::<f64>("limit")?;
            Ok(move |c: &mut Ctx| c.speed > limit.get(c))
        })
        .entry("mode", |c: &Ctx| c.mode)
        .entry("ready", |c: &Ctx| c.ready)
        .entry("speed", |c: &Ctx| c.speed)
        .entry("greeting", |_: &Ctx| String::from("hello"))
        .script("Mark", |c| c.log.push("mark".into()))
        .script("Done", |c| c.log.push("done".into()))
        .script("Halted", |c| c.log.push("halted".into()));
    f
}

#[allow(non_snake_case)]
pub fn Act(c: &mut Ctx) -> Status {
    c.log.push("act".into());
    Success
}

#[allow(non_snake_case)]
pub fn IsReady(c: &mut Ctx) -> bool {
    c.ready
}

pub fn tree(body: &str) -> String {
    format!(
        "<root BTCPP_format=\"4\" main_tree_to_execute=\"Main\">\n<BehaviorTree ID=\"Main\">\n{body}\n</BehaviorTree>\n</root>"
    )
}

pub fn load(body: &str) -> bt::xml::XmlTree<Ctx> {
    factory()
        .load_str(&tree(body))
        .unwrap_or_else(|e| panic!("{e}"))
}

pub fn err(xml: &str) -> Error {
    match factory().load_str(xml) {
        Ok(_) => panic!("loaded:\n{xml}"),
        Err(e) => e,
    }
}
