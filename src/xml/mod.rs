//! BehaviorTree.CPP 4 XML (the files Groot2 edits) loaded into runtime trees
//! (feature `xml`).
//!
//! A [`Factory`] holds the leaves (and your own control and decorator
//! nodes) by their XML ID, the context entries that `{key}` port values
//! and scripts read and write (BT.CPP's blackboard), and the scripts
//! written in Rust that post-conditions may name;
//! [`Factory::load_str`] and [`Factory::load_file`] build a
//! [`dynamic`](crate::dynamic) tree from XML, with the same node table,
//! observers and exports as a tree written with `bt!`. Every problem in the
//! XML is an [`Error`] with the file, line and column and a fix, never a
//! panic.
//!
//! ```
//! use bt::xml::Factory;
//! use bt::Status;
//!
//! struct Robot { battery: u32, moved_to: Vec<i32> }
//!
//! let xml = r#"
//! <root BTCPP_format="4" main_tree_to_execute="Main">
//!   <BehaviorTree ID="Main">
//!     <Fallback>
//!       <Sequence>
//!         <BatteryOk/>
//!         <MoveTo goal="3"/>
//!         <MoveTo goal="{home}"/>
//!       </Sequence>
//!       <AlwaysFailure/>
//!     </Fallback>
//!   </BehaviorTree>
//! </root>"#;
//!
//! let mut factory = Factory::<Robot>::new();
//! factory
//!     .condition("BatteryOk", |r| r.battery > 20)
//!     .entry("home", |_: &Robot| -7_i32)
//!     .node_with("MoveTo", &["goal"], |args| {
//!         let goal = args.value::<i32>("goal")?;
//!         Ok(bt::leaf::action(move |r: &mut Robot| {
//!             let goal = goal.get(r);
//!             r.moved_to.push(goal);
//!             Status::Success
//!         }))
//!     });
//! let mut tree = factory.load_str(xml)?;
//! let mut robot = Robot { battery: 80, moved_to: vec![] };
//! assert_eq!(tree.tick(&mut robot), Status::Success);
//! assert_eq!(robot.moved_to, [3, -7]);
//! assert_eq!(tree.nodes().len(), 6);
//!
//! // Errors are values with a position and a fix.
//! let err = factory.load_str(&xml.replace("goal=\"3\"", "goal=\"three\"")).unwrap_err();
//! assert_eq!((err.line(), err.column()), (7, 23));
//! assert!(err.to_string().contains("`three` is not a valid i32"));
//! # Ok::<(), bt::xml::Error>(())
//! ```
//!
//! # What is read
//!
//! - XML as BT.CPP's parser (tinyxml2) reads it: besides well-formed XML,
//!   a bare `&` or `<` in an attribute value is the character itself
//!   (BT.CPP's tutorials write `if="A>-B && color != BLUE"`, its tests
//!   `_skipIf="A<2"`) and the XML declaration may follow blank space.
//!   Errors give the line and column in the file as written
//!   ([`tolerant_xml`](crate::table::tolerant_xml)). Text inside elements
//!   stays an error (BT.CPP ignores it; it is most likely a mistake).
//! - `<root BTCPP_format="4" main_tree_to_execute="..">` (format 3 is an
//!   error), one or more `<BehaviorTree ID="..">`, `<include path=".."/>`
//!   (relative to the including file; for [`Factory::load_str`], to the
//!   current directory, as BT.CPP does), and `<TreeNodesModel>`, of which
//!   only the subtrees' ports are read (below): the factory is what says
//!   what a leaf is. The tree run is
//!   the one named to [`Factory::load_file_tree`] or
//!   [`Factory::load_str_tree`] (BT.CPP's `createTree(id)`), else
//!   `main_tree_to_execute`, else the file's only `<BehaviorTree>` (the
//!   trees of its includes do not count, as in BT.CPP 4.9+), else the
//!   only tree of the file and its includes. Documents can
//!   also be registered one at a time ([`Factory::register_file`],
//!   [`Factory::register_str`], as BT.CPP's
//!   `registerBehaviorTreeFromFile`), for a tree split over several files
//!   that do not include each other: every later load sees their trees,
//!   and [`Factory::tree`] builds one by its ID. As in BT.CPP,
//!   a `<BehaviorTree>` alone in its `<root>` may go without an `ID` (it
//!   is `BehaviorTree_0`; `ID=""` counts as no `ID`), and `<root>`
//!   attributes other than those two (Groot2's `project_name`) are
//!   ignored, but for a likely typo of one. The tree IDs BT.CPP 4.10
//!   refuses are errors: `Root`, a name with a character that breaks XML
//!   or file names ([`model_name_problem`](crate::table::model_name_problem)),
//!   and the ID of a node (a built-in one or a leaf of the factory).
//! - The built-in nodes under their BT.CPP tags and port names, in the
//!   compact form (`<Repeat num_cycles="3">`) and the explicit one
//!   (`<Decorator ID="Repeat" num_cycles="3">`, `<Control ID="Sequence">`,
//!   `<Action ID="AlwaysSuccess"/>`): every kind of
//!   [`Kind::XML_TAGS`](crate::table::Kind::XML_TAGS) by its `btcpp` name, `Switch1` up to
//!   `Switch16`, `TryCatch` and `RepeatUntilFailure` (bt's own) and
//!   `AlwaysRunning`. Built-in ports take literals, numbers as BT.CPP
//!   reads them (no leading `+`). The number ports of `Repeat`
//!   (`num_cycles`), `RetryUntilSuccessful` (`num_attempts`), `Timeout`
//!   and `Sleep` (`msec`) and `Delay` (`delay_msec`) also take a `{key}`:
//!   a context entry of a number type, read before each of the node's
//!   ticks as BT.CPP reads the port (`RetryUntilSuccessful` also after
//!   each failure of its child; the timed nodes use the value they read
//!   as they start), or a value remapped on a `<SubTree>`. A value the
//!   port cannot take (a real that is not whole, a count beyond `i32`, a
//!   negative time) fails the node's tick, where BT.CPP throws. The other
//!   built-in ports (`Parallel`'s thresholds, `RunOnce`'s `then_skip`,
//!   ...) take literals, or a `{key}` remapped to one on a `<SubTree>`;
//!   a `Parallel` or `ParallelAll`
//!   threshold above the number of children is an error (BT.CPP throws
//!   when the node is ticked); `Timeout`, `Delay` and `Sleep` need
//!   [`Factory::with_clock`].
//! - Leaves by their registered ID, compact (`<Aim/>`) or explicit
//!   (`<Action ID="Aim"/>`, `<Condition ID="IsReady"/>`: the tag must match
//!   how the leaf was registered). Their ports are the ones declared at
//!   registration; a value is a literal parsed with [`FromStr`] or a
//!   `{key}` naming a [context entry](Factory::entry) of the port's type,
//!   both checked when the tree is loaded ([`Args`]).
//! - Control and decorator nodes of your own (BT.CPP's `registerNodeType`
//!   of a `ControlNode` or `DecoratorNode` subclass), registered with
//!   [`Factory::control`] and [`Factory::decorator`] ([`custom`](crate::custom)),
//!   compact or explicit (`<Control ID="RoundRobin">`), with ports as
//!   leaves have them; a control takes one or more children and a
//!   decorator exactly one, as in BT.CPP.
//! - BT.CPP's `Script`, `ScriptCondition`, `SetBlackboard` and
//!   `Precondition` nodes ([below](#scripts)), `UnsetBlackboard` (what
//!   unsetting a context entry does registered with
//!   [`Factory::entry_unset`]), and its queue loops
//!   `LoopInt`, `LoopDouble`, `LoopString` and `LoopBool`
//!   (`<LoopInt queue="1;2;3" value="{item}" if_empty="SUCCESS">`): while
//!   the child is not running, the loop takes the next item of its queue
//!   and writes it into `value` (an entry of the item's type); with none
//!   left it returns `if_empty`; it returns FAILURE when the child fails,
//!   else RUNNING, one item per run of the child, as BT.CPP's `LoopNode`.
//!   A queue written in the file starts again each time the loop starts
//!   (and after a halt); `queue="{key}"` is a writable entry of a
//!   `VecDeque` of the items (`i64` or `i32`, `f64`, `String`, `bool`),
//!   emptied as the loop goes, as BT.CPP pops its blackboard's queue.
//! - BT.CPP's update nodes, which watch how many times an entry was
//!   written (its count registered with [`Factory::entry_stamp`], kept by
//!   a [`Stamped`] value or by your code): `<WasEntryUpdated
//!   entry="{key}"/>` (an action: SUCCESS when the entry was written
//!   since the node last looked, else FAILURE), `<SkipUnlessUpdated
//!   entry="{key}">` and `<WaitValueUpdate entry="{key}">` (decorators
//!   that tick their child only then, else return SKIPPED or RUNNING; a
//!   running child is ticked on). As in BT.CPP, `entry` is written with
//!   or without braces, and a halt halts the child (BT.CPP 4.10; 4.8
//!   left it running).
//! - `<SubTree ID=".." _autoremap="true" inner="{outer}" other="literal"/>`:
//!   the subtree is built in place (its nodes become nodes of the tree's
//!   table; there is no `SubTree` node). Inside it, `{key}` sees the entries
//!   remapped on the `<SubTree>` element, and with `_autoremap="true"` every
//!   other key of the caller, as BT.CPP's subtree blackboards do; other
//!   keys are the subtree's own [local entries](Factory::local_entry), and
//!   a key that is none of these is an error. The table shows each port
//!   of a subtree's node as what it stands for (`{words}` remapped to
//!   `{greeting}` shows `{greeting}`, remapped to a text shows the text),
//!   so the export, which has no subtrees, reads what the tree reads; its
//!   scripts likewise, each name of an entry written as the entry or the
//!   value it stands for (`n := n + 1` with `n` remapped to `{count}`
//!   shows `count := count + 1`, a remapped text quoted). A subtree's
//!   local entries keep their names (the export has one blackboard, so
//!   local entries of one name in several subtrees are one entry there).
//!   `{@key}` is the root's entry `key`,
//!   seen from every subtree (BT.CPP 4.3+), and `port="{=}"` (on a
//!   `<SubTree>` or a leaf) is `port="{port}"`. A subtree that includes
//!   itself is an error, and so are two `<SubTree>`s of one `name` in one
//!   tree (BT.CPP 4.10 refuses their shared path).
//! - The ports a `<TreeNodesModel>` declares for a subtree (BT.CPP 4.4+,
//!   `<SubTree ID=".."><input_port name="speed" default="1.5"/></SubTree>`):
//!   a `<SubTree>` element without `_autoremap` that does not remap one
//!   gets its default (a value, or a `{key}` read where the `<SubTree>`
//!   is); one without a default (or with an empty one) must be remapped,
//!   as BT.CPP requires.
//! - At most 128 levels of nesting, counted through subtrees (they are
//!   built in place) and preconditions (each is a node around its node):
//!   loading, ticking and dropping a tree recurse once per level, and 128
//!   levels fit a 2 MiB thread's stack in debug builds. Deeper is an
//!   error. (BT.CPP 4.10 stops at 256 levels within each subtree; 4.8 has
//!   no limit. `bt!` trees have none either.)
//! - `name=".."` on any node: its label in the table. A leaf named apart
//!   from its ID keeps the ID too ([`NodeInfo::btcpp_id`](crate::table::NodeInfo::btcpp_id)),
//!   so that the BT.CPP export writes it as the file did
//!   (`<IsReady name="ready?"/>`).
//! - Other attributes starting with `_`: Groot2's bookkeeping
//!   (`_description`, `_uid`, `_fullpath`) and anything else BT.CPP keeps
//!   as the node's metadata (its own tests write `_not_da_port`) are
//!   ignored, as they run nothing in BT.CPP either. A near miss of a
//!   special attribute (`_skipif`, `_onSucess`) or one that starts like a
//!   condition (`_skipUnless`) is an error with the attribute meant
//!   ([`misspelt_special_attribute`](crate::table::misspelt_special_attribute)):
//!   BT.CPP would silently drop that condition.
//!
//! # The blackboard: context entries
//!
//! BT.CPP's blackboard is, in bt, the typed context: each key a tree
//! names is an entry registered in the factory, with its Rust type.
//! [`Factory::entry`] registers one that is read (a getter); for one that
//! is also written (by output ports, scripts and `<SetBlackboard>`),
//! [`Factory::entry_mut`] takes a getter and a setter, usually of a field.
//! A key no entry has is a load error that says which to register: there
//! are no entries made on the fly, and no entry is ever of a type its
//! readers do not expect. A leaf reads a port with [`Args::value`] (a
//! literal or an entry) or [`Args::entry`] (an entry of a type that is
//! not written as text) and writes one with [`Args::output`]
//! ([`Output::set`]). A type of yours that the XML writes as text (a pose
//! as `"1;2"`) gets a conversion, BT.CPP's `convertFromString`, with
//! [`Factory::convert_from_text`]: `<SetBlackboard>`, scripts and the
//! literals of [`Args::entry`] ports then convert texts to it.
//!
//! ```
//! use bt::xml::Factory;
//! use bt::Status;
//!
//! #[derive(Default)]
//! struct Robot { target: (i32, i32), said: Vec<String> }
//!
//! let mut factory = Factory::<Robot>::new();
//! factory
//!     .entry_mut("GoalPosition", |r: &Robot| r.target, |r, v| r.target = v)
//!     .node_with("CalculateGoal", &["goal"], |args| {
//!         let goal = args.output::<(i32, i32)>("goal")?;
//!         Ok(bt::leaf::action(move |r: &mut Robot| {
//!             goal.set(r, (11, 22));
//!             Status::Success
//!         }))
//!     })
//!     .node_with("PrintTarget", &["target"], |args| {
//!         // (`Args::value` for a type that parses from text.)
//!         let target = args.entry::<(i32, i32)>("target")?;
//!         Ok(bt::leaf::action(move |r: &mut Robot| {
//!             let said = format!("target {:?}", target.get(r));
//!             r.said.push(said);
//!             Status::Success
//!         }))
//!     });
//! let mut tree = factory.load_str(r#"
//!   <root BTCPP_format="4">
//!     <BehaviorTree ID="Main">
//!       <Sequence>
//!         <CalculateGoal goal="{GoalPosition}"/>
//!         <PrintTarget target="{GoalPosition}"/>
//!       </Sequence>
//!     </BehaviorTree>
//!   </root>"#)?;
//! let mut robot = Robot::default();
//! tree.tick(&mut robot);
//! assert_eq!(robot.said, ["target (11, 22)"]);
//! # Ok::<(), bt::xml::Error>(())
//! ```
//!
//! BT.CPP gives each subtree its own blackboard: a key a subtree neither
//! remaps nor autoremaps is the subtree's own entry (a path one node
//! computes and the next follows). [`Factory::local_entry`] registers such
//! a key with its type and first value: each `<SubTree>` element (and the
//! main tree, unless the key is a context entry) gets its own, which its
//! ports, scripts and loops read and write as they do a context entry.
//! BT.CPP's update nodes read an entry's write count, registered with
//! [`Factory::entry_stamp`] (a [`Stamped`] field keeps one).
//!
//! With the feature `groot2` too, `Factory::blackboard` snapshots every
//! context entry for Groot2's blackboard view
//! (`Groot2Publisher::set_blackboard`).
//!
//! # Scripts
//!
//! bt runs BehaviorTree.CPP's script language in `<Script code="..">`
//! (an action that runs the code and succeeds), `<ScriptCondition
//! code="..">` (a condition: the value of the code's last statement),
//! `<Precondition if=".." else="FAILURE">` (a decorator that ticks its
//! child when the code holds, else returns `else`: `SUCCESS`, `FAILURE`,
//! `RUNNING` or `SKIPPED`; the code runs while the child is not running)
//! and the pre- and post-condition attributes. `<SetBlackboard
//! output_key="key" value="..">` writes a value (a text, converted to the
//! entry's type as scripts convert it, or by its
//! [`convert_from_text`](Factory::convert_from_text)) or another entry
//! (`value="{other}"`: one of the same type, of any type, copied as it
//! is; a `String` entry's text converted as a literal is; a value
//! remapped on a `<SubTree>` written as a literal) into `key`.
//!
//! The language is BT.CPP 4.10's: statements separated by `;`; names
//! (entries; `@key` is the root's entry, as in `{@key}`), numbers (`3`,
//! `2.5`, `1e-3`, `0x1F`), 'texts', `true` and `false` (1 and 0);
//! `+ - * /`, `..` (joins texts; two numbers are refused, as BT.CPP
//! does; a number beside a text is written as BT.CPP 4.8 writes it, by
//! the C++ type it has there: whole for integer literals, `true` and
//! `false`, entries of an integer type or `bool` and assignments to them,
//! with six decimals for real literals, real entries, scripting enums and
//! every operator's result, so `'n=' .. n` is `n=3` and `'n=' .. (n + 1)`
//! is `n=4.000000`; through `?:`, the branch taken's), `&`,
//! `|`, `^`, `~` (on whole numbers), `!`, `&&`, `||` (both sides run, as
//! in BT.CPP: no short-circuit), comparisons `==`,
//! `!=`, `<`, `<=`, `>`, `>=` (chains `0 <= a <= 9` pair by pair),
//! `cond ? a : b`, parentheses, and assignments `:=`, `=`, `+=`, `-=`,
//! `*=`, `/=` into [writable entries](Factory::entry_mut) of a number
//! type, `bool` or `String`. Values are computed as BT.CPP computes them:
//! numbers as reals (`f64`), compared equal within `f32::EPSILON`; texts
//! as texts; a text compared with a number, or written into a number
//! entry, read as a number: a scripting enum's if it names one, else the
//! number it spells (where it is neither, the comparison does not hold
//! and the write fails; BT.CPP throws); an entry of a
//! number type or `bool` is a number, a `String` entry (or one registered
//! with [`Factory::entry`]: its `Display`) a text, and a value remapped
//! on a `<SubTree>` a number if the whole value reads as one (an integer,
//! `n="42"`, or a real, `x="3.14"`: BT.CPP 4.10 keeps their type so that
//! scripts compute with them; 4.8 kept texts), else a text; a flag
//! remapped as a word (`true`, `False`, ...) is 1 or 0 in arithmetic and
//! logic (`!verbose`, where BT.CPP throws) and the word where BT.CPP reads
//! its text (joined to a text, compared with texts, written into a text
//! entry). A name may also be a scripting enum
//! ([`Factory::scripting_enum`], a number, read before an entry of the
//! same name, as in BT.CPP), a condition registered with
//! [`Factory::condition`] (1 or 0, called each time the script runs), and
//! a name alone as a statement a script registered in Rust with
//! [`Factory::script`] (`<Script code="log_visit; visits += 1"/>`).
//!
//! A script is typed when the tree is loaded, so that what BT.CPP throws
//! at run time is a load error at the script's column: a name that is
//! neither a condition nor a registered entry, an assignment to a
//! read-only entry or to one of another type (a `Pose`), a number written
//! into a `String` entry (BT.CPP refuses it; join it to a text: `'' ..
//! n`), arithmetic between a number and a text, `?:` with a number on one
//! side and a text on the other, a text where a condition is wanted, a
//! literal that the entry cannot hold (`k := 300` for a `u8`). What only
//! the values tell fails when the code runs: a real written into an
//! integer entry (`n := x` with `x` = 2.5; a whole real is written), a
//! number out of the entry's range, a text that is not a number written
//! into a number entry, `~` or `&` on a real. The statement is then not
//! done and the code stops there: a `<Script>` or `<SetBlackboard>`
//! fails, a `<ScriptCondition>`, a `<Precondition>` test or a
//! precondition attribute does not hold, and a post-condition stops (the
//! node's status stands). (BT.CPP throws from the tick in all those
//! cases.)
//!
//! - `_skipIf`, `_successIf`, `_failureIf`, `_while`: each becomes the
//!   matching precondition node (`skip_if`, `success_if`, `failure_if`,
//!   `while_`), nested in the order BT.CPP checks them (`_failureIf`
//!   outermost, then `_successIf`, `_skipIf`, `_while`). A chain of
//!   names `a || b` (`a && b` for `_while`) becomes one precondition per
//!   name, each labelled by its name, which is how
//!   [`to_btcpp_xml`](crate::table::Nodes::to_btcpp_xml) writes stacked
//!   preconditions; any other script is one precondition labelled by the
//!   script.
//! - `_onSuccess`, `_onFailure`, `_post` and `_onHalted`: code, in which
//!   a name alone is a script registered with [`Factory::script`]
//!   (`_onSuccess="log_done; count += 1"`). As in BT.CPP 4.8,
//!   `_onSuccess` runs when the node (with its preconditions) returns
//!   success, `_onFailure` on failure, `_post` after either, and
//!   `_onHalted` when the node is halted while running. (BT.CPP's
//!   `haltTree` also halts every node once more after the root, running
//!   each node's `_onHalted` again, running or not; bt's
//!   [`halt`](crate::Node::halt) runs it once, for the nodes it halts.)
//!   They are listed as ports of the node's table entry.
//!
//! Operators group as in BT.CPP 4.10 (its Pratt parser): left to
//! right, `*` `/` before `+` `-` `..`, `&&` before `||`. BT.CPP 4.8 and
//! 4.9 group chains without parentheses otherwise: `5 - 2 + 1` is 2 there
//! (4 in 4.10 and bt), `8 / 2 * 2` is 2 (8), `true || false && false` is
//! false (true). Parenthesise such chains in a file that older BT.CPP
//! versions run too; the differential tests below do.
//!
//! Where bt reads differently: `!a == b` is an error (BT.CPP reads it
//! `(!a) == b`; write `!(a == b)` or `(!a) == b`); `=` and `:=` are the
//! same (every entry exists); a `<Precondition>` that is halted runs its test again
//! on its next tick (BT.CPP 4.8 to 4.10 keep their flag through a halt
//! and tick the child untested), as it does after a child that returned
//! SKIPPED.
//! After an `<UnsetBlackboard>`, BT.CPP's entry is gone: reading it is an
//! error, and the next write makes a new entry of the writer's type (a
//! `<SetBlackboard>` a text); bt's entry is what
//! [`Factory::entry_unset`] left (a local entry its initial value), of
//! its type. `tests/test_export_btcpp.rs` runs scripts of
//! every kind (`scripts_compute_as_in_btcpp`) and random well-typed
//! scripts (`random_scripts_compute_as_in_btcpp`) in bt and in BT.CPP
//! 4.8.2 and compares statuses, transitions and the entries' values;
//! `tests/test_xml_roundtrip.rs` runs BT.CPP's guard scripts of 2,000
//! random trees.
//!
//! # Substitution rules: mocks for tests
//!
//! As BT.CPP's `addSubstitutionRule`, a rule builds the nodes it matches
//! as other nodes, so a tree's file runs in a test with mocks in place of
//! what needs a robot: [`Factory::substitute`] (a node ID: the node
//! registered or built in under it) and [`Factory::substitute_test`] (a
//! [test node](TestNodeConfig): a status, returned at once or after a
//! delay on the context's [`Clock`], and scripts run when it completes).
//! A filter matches a node's name, its ID, or a wildcard pattern of its
//! path (`nav/plan_*`; the paths are BT.CPP's, `Nav::4/MoveBase::6`, which
//! a test checks against BT.CPP 4.8.2's `fullPath`); a matched
//! `<SubTree>` replaces its whole subtree. [`Factory::substitution_rules_json`]
//! reads the JSON of BT.CPP's `loadSubstitutionRuleFromJSON`:
//!
//! ```
//! use bt::xml::Factory;
//! use bt::Status;
//!
//! #[derive(Default)]
//! struct Robot { docked: bool, tries: i64 }
//!
//! let mut factory = Factory::<Robot>::new();
//! factory
//!     .action("Dock", |r| { r.docked = true; Status::Success })
//!     .entry_mut("tries", |r: &Robot| r.tries, |r, v| r.tries = v)
//!     .substitution_rules_json(r#"{
//!         "TestNodeConfigs": {
//!             "DockFails": { "return_status": "FAILURE", "failure_script": "tries += 1" }
//!         },
//!         "SubstitutionRules": { "Dock": "DockFails" }
//!     }"#)?;
//! let mut tree = factory.load_str(r#"
//!     <root BTCPP_format="4">
//!       <BehaviorTree ID="Main">
//!         <RetryUntilSuccessful num_attempts="3"><Dock/></RetryUntilSuccessful>
//!       </BehaviorTree>
//!     </root>"#)?;
//! let mut robot = Robot::default();
//! let statuses: Vec<Status> = (0..3).map(|_| tree.tick(&mut robot)).collect();
//! assert_eq!(statuses, [Status::Running, Status::Running, Status::Failure]);
//! assert_eq!((robot.tries, robot.docked), (3, false));
//! # Ok::<(), bt::xml::Error>(())
//! ```
//!
//! Where bt differs: two rules with different substitutes that match one
//! node are a load error (BT.CPP takes one, in no fixed order); a test
//! node's delay is read from the context's clock at each tick, as
//! `Timeout` and `Delay` are, not counted by a timer thread that wakes the
//! tree; a `return_status_script` (BT.CPP 4.10) whose value is no status
//! makes the node fail (BT.CPP throws); and the element's attributes are
//! checked against
//! the node it names as without the rule (BT.CPP checks their names, not
//! a built-in node's required ports).
//!
//! # At compile time
//!
//! [`bt_xml!`](crate::bt_xml) reads the same files when the crate is
//! compiled, into the tree `bt!` builds; it reads the same nodes, subtrees,
//! includes and preconditions (as chains of condition IDs), not the
//! post-conditions, scripts or script nodes (`<Script>`, ...: an error
//! that says so). It has no substitution rules: its call binds each ID to
//! a Rust item, so a test binds the mock itself (`MoveBase => mock_move`).
//!
//! # Which BehaviorTree.CPP
//!
//! The nodes tick as in BT.CPP 4.8.2, the version the differential tests
//! run (the Python package `behaviortreepy`). Where 4.9 and 4.10 changed what a file
//! means, bt reads it as 4.10 does:
//!
//! | what | bt and 4.10 | 4.8 |
//! |---|---|---|
//! | script operators without parentheses | left to right, `&&` before `\|\|`: `5 - 2 + 1` is 4 | right to left: 2 |
//! | a number remapped on a `<SubTree>` (`x="5"`) | a number in scripts | a text |
//! | `Switch` cases `"1x"`, `"42.5"` against `"1"`, `"42"` | do not match (whole texts are numbers) | match (a number at the start) |
//! | `SkipUnlessUpdated`, `WaitValueUpdate` halted | halt their child | leave it running |
//! | two `<SubTree>`s of one `name` in a tree | refused | accepted |
//! | the tree to run, with no `main_tree_to_execute` | the file's only tree, includes aside (4.9+) | the only tree of the file and its includes |
//!
//! Kept as 4.8 has them: when the post-condition attributes run, and how
//! a number joined to a text is written (`'n=' .. (n + 1)` is
//! `n=4.000000`). Where bt differs from every version (a halted
//! `<Precondition>` tests again, `!a == b` is an error, at most 128 levels
//! of nesting, a subtree's entries registered ahead), the sections above
//! say so, and the README lists every deliberate difference.
//!
//! # Hot reload
//!
//! Loading is cheap and leaves the factory as it was, so a program can
//! reload a file when it changes and keep ticking the old tree if the new
//! one has an error: see `examples/xml_tree.rs`.

mod load;
mod ports;
mod script;
mod stamped;
mod substitute;
mod widen;

pub use ports::{Port, PortDirection};
pub use stamped::Stamped;
pub use substitute::{Substitute, TestNodeConfig};

/// Derives [`Blackboard`](trait@Blackboard): each field of the struct an
/// entry named after it (see the trait).
pub use bt_xml::Blackboard;

/// A context whose fields are the tree's entries, BT.CPP's blackboard
/// keys: [`Factory::with_entries`] registers them all, in place of one
/// [`Factory::entry_mut`] per field. Derive it:
///
/// ```
/// use bt::xml::{Blackboard, Factory};
/// use bt::Status;
///
/// #[derive(Blackboard, Default)]
/// struct Robot {
///     battery: f64,
///     tries: i32,
///     #[entry(rename = "goal")]
///     target: String,
///     #[entry(read_only)]
///     serial: u32,
///     #[entry(skip)]
///     log: Vec<String>,
/// }
///
/// let mut factory = Factory::<Robot>::new().with_entries();
/// factory.node_with("Go", &["to"], |args| {
///     let to = args.entry::<String>("to")?;
///     Ok(bt::leaf::action(move |r: &mut Robot| {
///         let to = to.get(r);
///         r.log.push(to);
///         Status::Success
///     }))
/// });
/// let mut tree = factory.load_str(r#"
///     <root BTCPP_format="4">
///       <BehaviorTree ID="Main">
///         <Sequence>
///           <Script code="tries := tries + 1; battery := battery - 0.5"/>
///           <Go to="{goal}"/>
///         </Sequence>
///       </BehaviorTree>
///     </root>"#)?;
/// let mut robot = Robot { battery: 1.0, target: "dock".into(), ..Robot::default() };
/// assert_eq!(tree.tick(&mut robot), Status::Success);
/// assert_eq!((robot.tries, robot.battery), (1, 0.5));
/// assert_eq!(robot.log, ["dock"]);
/// # Ok::<(), bt::xml::Error>(())
/// ```
///
/// Each field is read by cloning it (a type without `Clone` is an error
/// on the field: skip it, or register it by hand), and written by
/// assigning it. Options, `#[entry(..)]` on a field: `skip`, `read_only`
/// (registered with [`Factory::entry`], so ports and scripts cannot write
/// it; its type must be `Display`), `rename = "key"` (a name scripts can
/// write). An entry registered again replaces the earlier one, as a node
/// ID registered again does: register one by hand after `with_entries()`
/// to read or write that key another way.
pub trait Blackboard: Sized + 'static {
    /// Registers the entries: what the derive writes.
    fn register_entries(factory: &mut Factory<Self>);
}

use alloc::boxed::Box;
use alloc::collections::BTreeMap;
use alloc::format;
use alloc::rc::Rc;
use alloc::string::{String, ToString};
use core::any::Any;
use core::fmt;
use core::str::FromStr;
use std::path::{Path, PathBuf};

use crate::custom::{ControlNode, DecoratorNode};
use crate::dynamic::{BoxNode, Dynamic, Prototype, Spec};
use crate::table::{Category, Kind};
use crate::{Clock, Node, Status, Tree};

/// A tree loaded from XML.
pub type XmlTree<C> = Tree<Dynamic<C>, C>;

/// What [`Factory::prototype`] returns: a [`Prototype`] of trees of a
/// registered tree, borrowing the factory for `'f`.
pub type XmlPrototype<'f, C> = Prototype<C, Box<dyn Fn() -> Spec<C> + 'f>>;

/// A problem in a BehaviorTree.CPP XML file (or in the JSON of
/// substitution rules): where it is (file, line and column, from 1), what
/// is wrong and how to fix it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    file: Option<PathBuf>,
    line: u32,
    column: u32,
    message: String,
    help: String,
    /// The place is in JSON (substitution rules), not XML: a text given
    /// as a string is `<json>`, not `<xml>`.
    json: bool,
}

impl Error {
    pub(crate) fn new(
        file: Option<&Path>,
        (line, column): (u32, u32),
        message: impl Into<String>,
        help: impl Into<String>,
    ) -> Self {
        Self {
            file: file.map(Path::to_path_buf),
            line,
            column,
            message: message.into(),
            help: help.into(),
            json: false,
        }
    }

    /// The file, or `None` for XML (or JSON) given as a string; for a text given to
    /// [`Factory::register_str`], `<registered text N>`, the Nth text
    /// registered in the factory (from 1).
    pub fn file(&self) -> Option<&Path> {
        self.file.as_deref()
    }

    /// The line, from 1; 0 for an error at no place in a document (a
    /// tree ID given to [`Factory::tree`] or [`Factory::load_str_tree`]
    /// that no tree has).
    pub fn line(&self) -> u32 {
        self.line
    }

    /// The column, from 1 (in characters).
    pub fn column(&self) -> u32 {
        self.column
    }

    /// What is wrong.
    pub fn message(&self) -> &str {
        &self.message
    }

    /// How to fix it.
    pub fn help(&self) -> &str {
        &self.help
    }
}

/// `file:line:col: message`, with `<xml>` for XML given as a string
/// (`<json>` for substitution rules' JSON); an error at no place in a
/// document is `file: message`, or the message alone without a file (no
/// XML was read where it is).
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (&self.file, self.line) {
            (None, 0) => {}
            (Some(file), 0) => write!(f, "{}: ", file.display())?,
            (None, line) if self.json => write!(f, "<json>:{line}:{}: ", self.column)?,
            (file, line) => write!(f, "{}: ", place(file.as_deref(), (line, self.column)))?,
        }
        f.write_str(&self.message)?;
        if !self.help.is_empty() {
            write!(f, "\n  help: {}", self.help)?;
        }
        Ok(())
    }
}

impl std::error::Error for Error {}

/// `file:line:col`, with `<xml>` for XML given as a string.
pub(crate) fn place(file: Option<&Path>, (line, column): (u32, u32)) -> String {
    let file = file.unwrap_or(Path::new("<xml>"));
    format!("{}:{line}:{column}", file.display())
}

/// A condition shared by the elements that name it.
pub(crate) type Cond<C> = Rc<dyn Fn(&mut C) -> bool>;

/// A post-condition script.
pub(crate) type Script<C> = Rc<dyn Fn(&mut C)>;

/// Builds a leaf from its ports.
type MakeLeaf<C> = Rc<dyn Fn(&Args<'_, C>) -> Result<BoxNode<C>, Error>>;

/// Makes a control or decorator node of the user's from its children.
pub(crate) type Build<C> = Box<dyn FnOnce(alloc::vec::Vec<Spec<C>>) -> Spec<C>>;

/// Reads a control's or decorator's ports when the tree is loaded, and
/// returns what makes the node from its children when it is built.
type MakeParent<C> = Rc<dyn Fn(&Args<'_, C>) -> Result<Build<C>, Error>>;

/// How a registered node type is made.
enum Make<C: 'static> {
    Leaf(MakeLeaf<C>),
    Parent(MakeParent<C>),
}

/// A node type registered in the factory: a leaf, or a control or
/// decorator node of the user's.
struct NodeType<C: 'static> {
    /// `Kind::ACTION` or `Kind::CONDITION` for a leaf; for a control or a
    /// decorator, a kind of its own named by its ID.
    kind: Kind,
    /// The ports it accepts: those it was registered with, and those its
    /// [`Factory::port_model`] declares.
    ports: alloc::vec::Vec<&'static str>,
    make: Make<C>,
    /// For a condition without ports: the function, which scripts can name.
    condition: Option<Cond<C>>,
}

impl<C: 'static> NodeType<C> {
    fn leaf(category: Category, ports: &'static [&'static str], make: MakeLeaf<C>) -> Self {
        Self {
            kind: match category {
                Category::Condition => Kind::CONDITION,
                _ => Kind::ACTION,
            },
            ports: ports.to_vec(),
            make: Make::Leaf(make),
            condition: None,
        }
    }
}

/// A registered context entry.
pub(crate) struct Entry<C: 'static> {
    pub(crate) type_name: &'static str,
    /// The `TypeId` of `T`.
    type_id: core::any::TypeId,
    /// Copies an entry of type `T` into another as it is:
    /// [`load::code::copy_of`] for `T`, given the getter and the setter.
    copy: fn(&dyn Any, &dyn Any) -> Option<load::code::CopyEntry<C>>,
    /// An `Rc<dyn Fn(&C) -> T>`.
    getter: Box<dyn Any>,
    /// The value as text (for `switch` and scripts), if it has one.
    text: Option<load::code::TextOf<C>>,
    /// For a writable entry: an `Rc<dyn Fn(&mut C, T)>`.
    setter: Option<Box<dyn Any>>,
    /// For a writable entry of a type scripts write: how they write it.
    assign: Option<load::code::Assign<C>>,
    /// For a local entry: how `<UnsetBlackboard>` resets it (to its
    /// initial value).
    reset: Option<Reset<C>>,
}

/// What `<UnsetBlackboard>` does to an entry.
type Reset<C> = Rc<dyn Fn(&mut C)>;

impl<C: 'static> Entry<C> {
    fn new<T: 'static>(
        get: Rc<dyn Fn(&C) -> T>,
        text: Option<load::code::TextOf<C>>,
        setter: Option<Box<dyn Any>>,
    ) -> Self {
        let assign = setter.as_deref().and_then(load::code::assign_of::<C>);
        Self {
            type_name: core::any::type_name::<T>(),
            type_id: core::any::TypeId::of::<T>(),
            copy: load::code::copy_of::<C, T>,
            getter: Box::new(get),
            text,
            setter,
            assign,
            reset: None,
        }
    }
}

/// A [`Factory::convert_from_text`] conversion.
pub(crate) struct Conversion<C: 'static> {
    type_name: &'static str,
    /// A [`load::code::Parse<T>`].
    parse: Rc<dyn Any>,
    /// The script writer of an entry of the type, given its setter.
    assign: AssignOf<C>,
}

/// The script writer of an entry of a converted type, given its setter.
type AssignOf<C> = Rc<dyn Fn(&dyn Any) -> Option<load::code::Assign<C>>>;

/// Makes a fresh [`Factory::local_entry`] for one tree or subtree.
type MakeLocal<C> = Rc<dyn Fn() -> Entry<C>>;

/// The entries a tree being loaded sees: the factory's, and the local
/// entries of its trees and subtrees (by the names the loader gives them).
#[derive(Clone, Copy)]
pub(crate) struct Entries<'a, C: 'static> {
    pub(crate) shared: &'a BTreeMap<String, Entry<C>>,
    pub(crate) local: &'a core::cell::RefCell<BTreeMap<String, Rc<Entry<C>>>>,
    /// The conversions from text, by type.
    pub(crate) conversions: &'a BTreeMap<core::any::TypeId, Conversion<C>>,
}

impl<'a, C: 'static> Entries<'a, C> {
    /// How scripts and `<SetBlackboard>` write `entry`: as a type they
    /// know, or through the conversion from text of its type.
    pub(crate) fn assign(&self, entry: &Entry<C>) -> Option<load::code::Assign<C>> {
        entry.assign.clone().or_else(|| {
            let setter = entry.setter.as_deref()?;
            (self.conversions.get(&entry.type_id)?.assign)(setter)
        })
    }

    /// The help for an unknown entry `root`: `register`, after the name
    /// of a context entry close to it (`did you mean `goal`? (or ..)`).
    pub(crate) fn unknown_help(&self, root: &str, register: String) -> String {
        match crate::table::closest(root, self.shared.keys().map(String::as_str)) {
            Some(meant) => format!("did you mean `{meant}`? (or {register})"),
            None => register,
        }
    }

    /// The help for an unknown entry `root` that a port or a copy reads.
    pub(crate) fn read_help(&self, root: &str) -> String {
        self.unknown_help(
            root,
            format!(
                "register it with `Factory::entry(\"{root}\", |ctx| ..)` (or `entry_mut`), or \
                 write a literal"
            ),
        )
    }

    /// The entry named `root`.
    pub(crate) fn get(&self, root: &str) -> Option<EntryRef<'a, C>> {
        match self.shared.get(root) {
            Some(entry) => Some(EntryRef::Shared(entry)),
            None => self.local.borrow().get(root).cloned().map(EntryRef::Local),
        }
    }
}

/// An entry of [`Entries`].
pub(crate) enum EntryRef<'a, C: 'static> {
    Shared(&'a Entry<C>),
    Local(Rc<Entry<C>>),
}

impl<C: 'static> core::ops::Deref for EntryRef<'_, C> {
    type Target = Entry<C>;

    fn deref(&self) -> &Entry<C> {
        match self {
            Self::Shared(entry) => entry,
            Self::Local(entry) => entry,
        }
    }
}

/// The constructors of the nodes that need a [`Clock`].
struct Timed<C: 'static> {
    timeout: fn(u64, Spec<C>) -> Spec<C>,
    delay: fn(u64, Spec<C>) -> Spec<C>,
    sleep: fn(u64) -> Spec<C>,
    /// The same, the milliseconds read from an entry before each tick
    /// (the port's value in the node table, and the reader).
    timeout_reading: fn(String, Millis<C>, Spec<C>) -> Spec<C>,
    delay_reading: fn(String, Millis<C>, Spec<C>) -> Spec<C>,
    sleep_reading: fn(String, Millis<C>) -> Spec<C>,
    /// The context's clock (test nodes with a delay read it).
    now: fn(&C) -> core::time::Duration,
}

/// Milliseconds read from an entry (`None`: a value the node cannot
/// take).
type Millis<C> = Rc<dyn Fn(&C) -> Option<u64>>;

/// The leaves, control and decorator nodes, entries and scripts an XML
/// tree may name, by ID: see the [module docs](self).
///
/// Registering an ID again replaces it. IDs of built-in nodes
/// (`Sequence`, `Sleep`, ...) are the built-in nodes: a leaf registered
/// under one is an error when a tree uses that ID.
pub struct Factory<C: 'static> {
    node_types: BTreeMap<String, NodeType<C>>,
    entries: BTreeMap<String, Entry<C>>,
    scripts: BTreeMap<String, Script<C>>,
    /// Names that scripts read as numbers (`registerScriptingEnum`).
    enums: BTreeMap<String, f64>,
    /// How many times each entry that has one was written (BT.CPP's
    /// sequence number, which its update nodes watch).
    stamps: BTreeMap<String, load::Stamp<C>>,
    /// What `<UnsetBlackboard>` does to the context entries that have it.
    unsets: BTreeMap<String, Reset<C>>,
    /// The entries each tree and subtree has its own of.
    locals: BTreeMap<String, MakeLocal<C>>,
    timed: Option<Timed<C>>,
    /// The substitution rules, by filter, in the order first added.
    substitutions: alloc::vec::Vec<(String, Substitute)>,
    registered: alloc::vec::Vec<load::Registered>,
    /// The number of the next registered tree without an ID.
    unnamed: usize,
    /// The number of texts registered so far.
    texts: usize,
    /// The ports declared by [`port_model`](Self::port_model), by node ID.
    port_models: BTreeMap<String, &'static [Port]>,
    /// The conversions from text, by type
    /// ([`convert_from_text`](Self::convert_from_text)).
    conversions: BTreeMap<core::any::TypeId, Conversion<C>>,
    /// What hears of scripts that fail when they run
    /// ([`on_run_error`](Self::on_run_error)).
    run_errors: Option<RunErrors>,
}

/// What hears of scripts that fail when they run.
type RunErrors = Rc<dyn Fn(&Error)>;

impl<C: 'static> fmt::Debug for Factory<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Factory")
            .field(
                "node types",
                &self.node_types.keys().collect::<alloc::vec::Vec<_>>(),
            )
            .field(
                "entries",
                &self.entries.keys().collect::<alloc::vec::Vec<_>>(),
            )
            .field(
                "scripts",
                &self.scripts.keys().collect::<alloc::vec::Vec<_>>(),
            )
            .field(
                "scripting enums",
                &self.enums.keys().collect::<alloc::vec::Vec<_>>(),
            )
            .field(
                "local entries",
                &self.locals.keys().collect::<alloc::vec::Vec<_>>(),
            )
            .field(
                "entry stamps",
                &self.stamps.keys().collect::<alloc::vec::Vec<_>>(),
            )
            .field(
                "entry unsets",
                &self.unsets.keys().collect::<alloc::vec::Vec<_>>(),
            )
            .field(
                "conversions from text",
                &self
                    .conversions
                    .values()
                    .map(|c| short_type(c.type_name))
                    .collect::<alloc::vec::Vec<_>>(),
            )
            .field("clock", &self.timed.is_some())
            .field("substitution rules", &self.substitutions)
            .field("registered trees", &self.registered_trees())
            .finish_non_exhaustive()
    }
}

impl<C: 'static> Default for Factory<C> {
    fn default() -> Self {
        Self::new()
    }
}

impl<C: 'static> Factory<C> {
    /// An empty factory: the built-in nodes, except the timed ones (see
    /// [`with_clock`](Self::with_clock)).
    pub fn new() -> Self {
        Self {
            node_types: BTreeMap::new(),
            entries: BTreeMap::new(),
            scripts: BTreeMap::new(),
            enums: BTreeMap::new(),
            stamps: BTreeMap::new(),
            unsets: BTreeMap::new(),
            locals: BTreeMap::new(),
            timed: None,
            substitutions: alloc::vec::Vec::new(),
            registered: alloc::vec::Vec::new(),
            unnamed: 0,
            texts: 0,
            port_models: BTreeMap::new(),
            conversions: BTreeMap::new(),
            run_errors: None,
        }
    }

    fn register(&mut self, id: &str, mut node_type: NodeType<C>) -> &mut Self {
        if let Some(model) = self.port_models.get(id) {
            accept(&mut node_type.ports, model);
        }
        self.node_types.insert(id.to_string(), node_type);
        self
    }

    /// Declares the ports of the node `id` as BT.CPP's `providedPorts()`
    /// does: each one's direction, type, default value and description
    /// (see [`Port`]), before or after `id` is registered.
    ///
    /// - [`nodes_model_xml`](Self::nodes_model_xml) writes them so, for
    ///   Groot2's palette (output ports as `<output_port>`, with their
    ///   types, defaults and descriptions).
    /// - An element that does not give a port with a default value reads
    ///   the default, as in BT.CPP ([`Args::value`] and the others see it
    ///   as if written, `{key}` included; the node table shows it).
    /// - The element accepts the ports declared here as well as those the
    ///   node was registered with.
    ///
    /// A second call for one ID replaces the first. Without a model,
    /// `nodes_model_xml` writes each port as an input (the factory cannot
    /// know before a load which ports a node writes); a loaded tree's own
    /// export, [`to_btcpp_xml`](crate::table::Nodes::to_btcpp_xml), writes
    /// each port the way its node used it when it was made, or as its
    /// model says.
    ///
    /// ```
    /// use bt::xml::{Factory, Port};
    /// use bt::Status;
    ///
    /// struct Robot { speed: f64, at: f64 }
    ///
    /// static MOVE: &[Port] = &[
    ///     Port::input("speed").typed("double").default_value("0.5").described("m per tick"),
    ///     Port::output("position").typed("double"),
    /// ];
    /// let mut factory = Factory::<Robot>::new();
    /// factory
    ///     .entry_mut("at", |r: &Robot| r.at, |r, v| r.at = v)
    ///     .node_with("Move", &[], |args| {
    ///         let speed = args.value::<f64>("speed")?;
    ///         let position = args.output::<f64>("position")?;
    ///         Ok(bt::leaf::action(move |r: &mut Robot| {
    ///             r.speed = speed.get(r);
    ///             position.set(r, r.at + r.speed);
    ///             Status::Success
    ///         }))
    ///     })
    ///     .port_model("Move", MOVE);
    /// let mut tree = factory.load_str(r#"
    ///     <root BTCPP_format="4">
    ///       <BehaviorTree ID="Main"><Move position="{at}"/></BehaviorTree>
    ///     </root>"#)?;
    /// let mut robot = Robot { speed: 0.0, at: 1.0 };
    /// tree.tick(&mut robot);
    /// assert_eq!((robot.speed, robot.at), (0.5, 1.5));
    /// assert!(factory.nodes_model_xml().contains(
    ///     r#"<input_port name="speed" type="double" default="0.5">m per tick</input_port>"#
    /// ));
    /// # Ok::<(), bt::xml::Error>(())
    /// ```
    pub fn port_model(&mut self, id: &str, ports: &'static [Port]) -> &mut Self {
        if let Some(node_type) = self.node_types.get_mut(id) {
            accept(&mut node_type.ports, ports);
        }
        self.port_models.insert(id.to_string(), ports);
        self
    }

    /// The ports [`port_model`](Self::port_model) declared for `id`.
    pub(crate) fn port_model_of(&self, id: &str) -> &'static [Port] {
        self.port_models.get(id).copied().unwrap_or_default()
    }

    /// A condition: `true` is success. Scripts (`_skipIf="id"`) can name it
    /// too.
    pub fn condition(&mut self, id: &str, f: impl Fn(&mut C) -> bool + 'static) -> &mut Self {
        let f: Cond<C> = Rc::new(f);
        let g = Rc::clone(&f);
        let make: MakeLeaf<C> = Rc::new(move |_| {
            let g = Rc::clone(&g);
            Ok(Box::new(crate::Condition(move |c: &mut C| g(c))))
        });
        self.register(
            id,
            NodeType {
                condition: Some(f),
                ..NodeType::leaf(Category::Condition, &[], make)
            },
        )
    }

    /// An action from a function returning its status.
    pub fn action(&mut self, id: &str, f: impl Fn(&mut C) -> Status + 'static) -> &mut Self {
        let f: Rc<dyn Fn(&mut C) -> Status> = Rc::new(f);
        self.register(
            id,
            NodeType::leaf(
                Category::Action,
                &[],
                Rc::new(move |_| {
                    let f = Rc::clone(&f);
                    Ok(Box::new(crate::Action(move |c: &mut C| f(c))))
                }),
            ),
        )
    }

    /// An action node made fresh for each element with this ID (a
    /// [`Stateful`](crate::Stateful) action, any [`Node`]): each one keeps
    /// its own state.
    pub fn node<N: Node<C> + 'static>(
        &mut self,
        id: &str,
        make: impl Fn() -> N + 'static,
    ) -> &mut Self {
        self.node_of(Category::Action, id, make)
    }

    /// A leaf of `category` made fresh for each element with this ID.
    fn node_of<N: Node<C> + 'static>(
        &mut self,
        category: Category,
        id: &str,
        make: impl Fn() -> N + 'static,
    ) -> &mut Self {
        self.register(
            id,
            NodeType::leaf(category, &[], Rc::new(move |_| Ok(Box::new(make())))),
        )
    }

    /// A condition node made fresh for each element with this ID: a node
    /// of yours that checks (BT.CPP's `ConditionNode` subclass), as
    /// [`node`](Self::node) registers actions; written `<Batt/>` or
    /// `<Condition ID="Batt"/>`, and a `Condition` in the table and the
    /// exports. Scripts cannot name it.
    ///
    /// ```
    /// use bt::xml::Factory;
    /// use bt::{Node, Status};
    ///
    /// struct Robot { battery: u8 }
    /// struct BatteryOk;
    /// impl Node<Robot> for BatteryOk {
    ///     fn tick(&mut self, r: &mut Robot) -> Status {
    ///         Status::from_bool(r.battery > 20)
    ///     }
    /// }
    ///
    /// let mut factory = Factory::<Robot>::new();
    /// factory.condition_node("BatteryOK", || BatteryOk);
    /// let mut tree = factory.load_str(r#"
    ///     <root BTCPP_format="4">
    ///       <BehaviorTree ID="Main"><Condition ID="BatteryOK"/></BehaviorTree>
    ///     </root>"#)?;
    /// assert_eq!(tree.tick(&mut Robot { battery: 50 }), Status::Success);
    /// assert!(tree.to_btcpp_xml().contains(r#"<Condition ID="BatteryOK"/>"#));
    /// # Ok::<(), bt::xml::Error>(())
    /// ```
    pub fn condition_node<N: Node<C> + 'static>(
        &mut self,
        id: &str,
        make: impl Fn() -> N + 'static,
    ) -> &mut Self {
        self.node_of(Category::Condition, id, make)
    }

    /// An action node with ports: `ports` are the attributes it accepts,
    /// and `make` builds the node of each element from them (see [`Args`];
    /// its errors are load errors). Reading a port that is not among
    /// `ports` is a load error that says to add it. The ports' directions,
    /// types and defaults, for Groot2's palette
    /// ([`nodes_model_xml`](Self::nodes_model_xml)), are given by
    /// [`port_model`](Self::port_model), whose ports the node accepts
    /// too (`ports` may then be `&[]`).
    pub fn node_with<N: Node<C> + 'static>(
        &mut self,
        id: &str,
        ports: &'static [&'static str],
        make: impl Fn(&Args<'_, C>) -> Result<N, Error> + 'static,
    ) -> &mut Self {
        self.register(
            id,
            NodeType::leaf(
                Category::Action,
                ports,
                Rc::new(move |args| Ok(Box::new(make(args)?))),
            ),
        )
    }

    /// A condition with ports: `make` returns the function of each element
    /// (see [`node_with`](Self::node_with)). Scripts cannot name it.
    pub fn condition_with<F: FnMut(&mut C) -> bool + 'static>(
        &mut self,
        id: &str,
        ports: &'static [&'static str],
        make: impl Fn(&Args<'_, C>) -> Result<F, Error> + 'static,
    ) -> &mut Self {
        self.register(
            id,
            NodeType::leaf(
                Category::Condition,
                ports,
                Rc::new(move |args| Ok(Box::new(crate::Condition(make(args)?)))),
            ),
        )
    }

    /// A decorator node of your own (BT.CPP's `registerNodeType` of a
    /// `DecoratorNode`; see [`custom`](crate::custom)): an element with
    /// this ID takes exactly one child, as in BT.CPP. `make` builds each
    /// element's node from its ports (see [`Args`]; its errors are load
    /// errors); the tree hands it its child at each tick and halt, so
    /// observers see the child as any other. In the node table it has its
    /// own kind, [`Kind::user(id, Decorator)`](Kind::user); the exports
    /// write it under `id` (a `&'static str`, as every kind's name in the
    /// node table is).
    ///
    /// ```
    /// use bt::custom::{ChildNode, DecoratorNode};
    /// use bt::xml::{Factory, Value};
    /// use bt::Status;
    ///
    /// /// Fails once its child has succeeded `times` times (a port, read
    /// /// at each tick: a number or a `{key}`).
    /// struct AtMost<C: 'static> { times: Value<C, u32>, done: u32 }
    ///
    /// impl<C> DecoratorNode<C> for AtMost<C> {
    ///     fn tick(&mut self, ctx: &mut C, child: &mut impl ChildNode<C>) -> Status {
    ///         if self.done >= self.times.get(ctx) {
    ///             return Status::Failure;
    ///         }
    ///         let status = child.tick(ctx);
    ///         self.done += u32::from(status == Status::Success);
    ///         status
    ///     }
    /// }
    ///
    /// struct Robot { beeps: u32 }
    /// let mut factory = Factory::<Robot>::new();
    /// factory
    ///     .action("Beep", |r| { r.beeps += 1; Status::Success })
    ///     .decorator("AtMost", &["times"], |args| {
    ///         Ok(AtMost { times: args.value("times")?, done: 0 })
    ///     });
    /// let mut tree = factory.load_str(r#"
    ///     <root BTCPP_format="4">
    ///       <BehaviorTree ID="Main">
    ///         <AtMost times="2"><Beep/></AtMost>
    ///       </BehaviorTree>
    ///     </root>"#)?;
    /// let mut robot = Robot { beeps: 0 };
    /// let statuses: Vec<Status> = (0..3).map(|_| tree.tick(&mut robot)).collect();
    /// assert_eq!(statuses, [Status::Success, Status::Success, Status::Failure]);
    /// assert_eq!(robot.beeps, 2);
    /// assert_eq!(tree.to_text(None), "-^- AtMost(times = 2)\n    --> Beep\n");
    /// # Ok::<(), bt::xml::Error>(())
    /// ```
    pub fn decorator<N: DecoratorNode<C> + 'static>(
        &mut self,
        id: &'static str,
        ports: &'static [&'static str],
        make: impl Fn(&Args<'_, C>) -> Result<N, Error> + 'static,
    ) -> &mut Self {
        self.parent(
            Kind::user(id, Category::Decorator),
            ports,
            Rc::new(move |args| {
                let node = make(args)?;
                Ok(Box::new(
                    move |mut children: alloc::vec::Vec<Spec<C>>| match children.pop() {
                        Some(child) if children.is_empty() => Spec::decorator(id, node, child),
                        _ => unreachable!("the loader gives a decorator exactly one child"),
                    },
                ))
            }),
        )
    }

    /// A control node of your own (BT.CPP's `registerNodeType` of a
    /// `ControlNode`; see [`custom`](crate::custom)): an element with this
    /// ID takes one or more children, as in BT.CPP. `make` builds each
    /// element's node from its ports (see [`Args`]; its errors are load
    /// errors); the tree hands it its children at each tick and halt, so
    /// observers see them as any others. In the node table it has its own
    /// kind, [`Kind::user(id, Control)`](Kind::user); the exports write it
    /// under `id` (a `&'static str`, as every kind's name in the node table
    /// is).
    ///
    /// ```
    /// use bt::custom::{ChildNodes, ControlNode};
    /// use bt::xml::Factory;
    /// use bt::Status;
    ///
    /// /// Runs one child per run, the next one each time a run ends.
    /// struct RoundRobin { next: usize }
    ///
    /// impl<C> ControlNode<C> for RoundRobin {
    ///     fn tick(&mut self, ctx: &mut C, children: &mut impl ChildNodes<C>) -> Status {
    ///         let status = children.tick(self.next, ctx);
    ///         if status != Status::Running {
    ///             self.next = (self.next + 1) % children.len();
    ///         }
    ///         status
    ///     }
    /// }
    ///
    /// let mut factory = Factory::<Vec<&str>>::new();
    /// factory
    ///     .action("North", |log| { log.push("north"); Status::Success })
    ///     .action("South", |log| { log.push("south"); Status::Success })
    ///     .control("RoundRobin", &[], |_| Ok(RoundRobin { next: 0 }));
    /// let mut tree = factory.load_str(r#"
    ///     <root BTCPP_format="4">
    ///       <BehaviorTree ID="Main">
    ///         <Control ID="RoundRobin" name="patrol"><North/><South/></Control>
    ///       </BehaviorTree>
    ///     </root>"#)?;
    /// let mut log = vec![];
    /// for _ in 0..3 {
    ///     tree.tick(&mut log);
    /// }
    /// assert_eq!(log, ["north", "south", "north"]);
    /// assert_eq!(tree.to_text(None), "{-} patrol: RoundRobin\n    --> North\n    --> South\n");
    /// assert!(tree.to_btcpp_xml().contains(r#"<RoundRobin name="patrol">"#));
    /// # Ok::<(), bt::xml::Error>(())
    /// ```
    pub fn control<N: ControlNode<C> + 'static>(
        &mut self,
        id: &'static str,
        ports: &'static [&'static str],
        make: impl Fn(&Args<'_, C>) -> Result<N, Error> + 'static,
    ) -> &mut Self {
        self.parent(
            Kind::user(id, Category::Control),
            ports,
            Rc::new(move |args| {
                let node = make(args)?;
                Ok(Box::new(move |children| Spec::control(id, node, children)))
            }),
        )
    }

    fn parent(
        &mut self,
        kind: Kind,
        ports: &'static [&'static str],
        make: MakeParent<C>,
    ) -> &mut Self {
        self.register(
            kind.btcpp,
            NodeType {
                kind,
                ports: ports.to_vec(),
                make: Make::Parent(make),
                condition: None,
            },
        )
    }

    /// A context entry: what `{key}` reads, typed. A port that reads a `T`
    /// accepts `{key}` only for an entry of type `T` (a `String` port any,
    /// as its text: [`Args::value`]; a number port an entry of a number
    /// type whose every value it holds, `i32` for `f64`, converted; an
    /// output port of a number type an entry that holds all its values,
    /// as BT.CPP converts numbers that fit); a `Switch` variable reads the
    /// entry's text (as BT.CPP writes it: a real with six decimals, a
    /// `bool` as 1 or 0; a type scripts do not know by its `Display`)
    /// and matches it with its cases as
    /// BT.CPP 4.10 does: as text, else as whole numbers, else as reals
    /// within `f32::EPSILON` (`"42"` matches `case_1="42.0"`, `"1x"`
    /// matches only `"1x"`); scripts can name `bool` entries.
    pub fn entry<T: fmt::Display + 'static>(
        &mut self,
        key: &str,
        get: impl Fn(&C) -> T + 'static,
    ) -> &mut Self {
        let get: Rc<dyn Fn(&C) -> T> = Rc::new(get);
        // The types scripts know are written as BT.CPP writes them (a real
        // with six decimals), others by their `Display`.
        let text = load::code::text_of::<C>(&get).unwrap_or_else(|| {
            let get = Rc::clone(&get);
            Rc::new(move |c| get(c).to_string())
        });
        self.insert_entry(key, get, Some(text), None);
        self
    }

    /// A context entry that output ports, scripts and `<SetBlackboard>`
    /// also write: BT.CPP's blackboard entry, as a place in the context
    /// (`get` reads it, `set` writes it). Read as [`entry`](Self::entry)
    /// reads; an output port of type `T`
    /// ([`Args::output`]) writes `{key}`; scripts assign it
    /// (`key := 3`, `key += 1`, `key = 'text'`) when `T` is a number type,
    /// `bool` or `String`, the value converted as BT.CPP converts it (see
    /// the [module docs](self#scripts)). `T` need not be `Display`: an
    /// entry of another type (a pose, a path) is written by output ports
    /// and read by ports of its type; scripts and `<SetBlackboard>` copy
    /// an entry of its type into it as it is (`goal := start`), and write
    /// a text into it converted by [`convert_from_text`](Self::convert_from_text),
    /// but scripts and `Switch` cannot read it otherwise (they read texts
    /// and numbers).
    ///
    /// ```
    /// use bt::xml::Factory;
    /// use bt::Status;
    ///
    /// struct Robot { visits: u32 }
    ///
    /// let mut factory = Factory::<Robot>::new();
    /// factory
    ///     .entry_mut("visits", |r: &Robot| r.visits, |r, v| r.visits = v);
    /// let mut tree = factory.load_str(r#"
    ///     <root BTCPP_format="4">
    ///       <BehaviorTree ID="Main">
    ///         <Sequence>
    ///           <Script code="visits := 0"/>
    ///           <Script code="visits += 2; visits *= 10"/>
    ///           <ScriptCondition code="visits == 20"/>
    ///         </Sequence>
    ///       </BehaviorTree>
    ///     </root>"#)?;
    /// let mut robot = Robot { visits: 7 };
    /// assert_eq!(tree.tick(&mut robot), Status::Success);
    /// assert_eq!(robot.visits, 20);
    /// # Ok::<(), bt::xml::Error>(())
    /// ```
    pub fn entry_mut<T: 'static>(
        &mut self,
        key: &str,
        get: impl Fn(&C) -> T + 'static,
        set: impl Fn(&mut C, T) + 'static,
    ) -> &mut Self {
        let get: Rc<dyn Fn(&C) -> T> = Rc::new(get);
        let set: Setter<C, T> = Rc::new(set);
        let text = load::code::text_of::<C>(&get);
        self.insert_entry(key, get, text, Some(Box::new(set)));
        self
    }

    fn insert_entry<T: 'static>(
        &mut self,
        key: &str,
        get: Rc<dyn Fn(&C) -> T>,
        text: Option<load::code::TextOf<C>>,
        setter: Option<Box<dyn Any>>,
    ) {
        self.entries
            .insert(key.to_string(), Entry::new(get, text, setter));
    }

    /// An entry that each tree and subtree has its own of, as BT.CPP gives
    /// each subtree its own blackboard: `{key}` in a subtree that neither
    /// remaps it on its `<SubTree>` element nor has `_autoremap="true"` is
    /// that subtree's own `key` (in the main tree too, unless `key` is a
    /// [context entry](Self::entry_mut)); each starts at `initial` when the
    /// tree is loaded. Scripts, output ports, `<SetBlackboard>` and the
    /// loops write it, ports and scripts read it, as they do an
    /// [`entry_mut`](Self::entry_mut) of the same type. For what BT.CPP
    /// users write as a subtree's working entries: a path computed by one
    /// node and followed by the next.
    ///
    /// BT.CPP's entry is unset until written, and again after an
    /// `<UnsetBlackboard key="..">` in its tree (reading it then is an
    /// error); bt's holds `initial` then.
    ///
    /// ```
    /// use bt::xml::Factory;
    /// use bt::Status;
    ///
    /// #[derive(Default)]
    /// struct Robot { trips: Vec<i64> }
    ///
    /// let mut factory = Factory::<Robot>::new();
    /// factory
    ///     .local_entry("legs", 0_i64)
    ///     .node_with("Report", &["legs"], |args| {
    ///         let legs = args.value::<i64>("legs")?;
    ///         Ok(bt::leaf::action(move |r: &mut Robot| {
    ///             let n = legs.get(r);
    ///             r.trips.push(n);
    ///             Status::Success
    ///         }))
    ///     });
    /// let mut tree = factory.load_str(r#"
    ///     <root BTCPP_format="4" main_tree_to_execute="Main">
    ///       <BehaviorTree ID="Trip">
    ///         <Sequence>
    ///           <Script code="legs += 2"/>
    ///           <Report legs="{legs}"/>
    ///         </Sequence>
    ///       </BehaviorTree>
    ///       <BehaviorTree ID="Main">
    ///         <Sequence>
    ///           <SubTree ID="Trip"/>
    ///           <SubTree ID="Trip"/>
    ///           <Script code="legs := 10"/>
    ///           <SubTree ID="Trip"/>
    ///         </Sequence>
    ///       </BehaviorTree>
    ///     </root>"#)?;
    /// let mut robot = Robot::default();
    /// assert_eq!(tree.tick(&mut robot), Status::Success);
    /// assert_eq!(tree.tick(&mut robot), Status::Success);
    /// // Each `<SubTree>` counts its own legs; the main tree's are apart.
    /// assert_eq!(robot.trips, [2, 2, 2, 4, 4, 4]);
    /// # Ok::<(), bt::xml::Error>(())
    /// ```
    pub fn local_entry<T: Clone + 'static>(&mut self, key: &str, initial: T) -> &mut Self {
        let make = move || {
            let cell = Rc::new(core::cell::RefCell::new(initial.clone()));
            let read = Rc::clone(&cell);
            let get: Rc<dyn Fn(&C) -> T> = Rc::new(move |_: &C| read.borrow().clone());
            let reset: Reset<C> = {
                let (cell, initial) = (Rc::clone(&cell), initial.clone());
                Rc::new(move |_: &mut C| *cell.borrow_mut() = initial.clone())
            };
            let set: Setter<C, T> = Rc::new(move |_: &mut C, value| *cell.borrow_mut() = value);
            let text = load::code::text_of::<C>(&get);
            Entry {
                reset: Some(reset),
                ..Entry::new(get, text, Some(Box::new(set)))
            }
        };
        self.locals.insert(key.to_string(), Rc::new(make));
        self
    }

    /// How a text becomes a `T`: BT.CPP's `convertFromString<T>`, for a
    /// type of yours written as text in the XML (a pose as `"1;2;0.5"`).
    /// With it:
    ///
    /// - `<SetBlackboard output_key="goal" value="1;2;0.5"/>` writes the
    ///   [writable entry](Self::entry_mut) `goal` of type `T`, and so does
    ///   a script (`goal := '1;2;0.5'`);
    /// - both also write a text held by an entry of type `String` into it
    ///   (`<SetBlackboard output_key="goal" value="{text}"/>`,
    ///   `goal := text`);
    /// - a port read with [`Args::entry`] takes a literal as well as a
    ///   `{key}`, converted when the tree loads, and [`Args::value`] reads
    ///   its literals with the conversion rather than [`FromStr`] (one way
    ///   to read a `T`).
    ///
    /// A literal that does not convert is a load error that quotes `f`'s
    /// error. A text read from an entry converts when the node runs; if it
    /// does not, the `<SetBlackboard>` fails, or the script's statement
    /// (the script stops), where BT.CPP throws. A number is not a text:
    /// writing one into such an entry is a load error. A type registered
    /// twice keeps the second conversion.
    ///
    /// ```
    /// use bt::xml::Factory;
    /// use bt::Status;
    ///
    /// #[derive(Clone, Copy, Debug, Default, PartialEq)]
    /// struct Pose { x: f64, y: f64 }
    ///
    /// fn pose(text: &str) -> Result<Pose, String> {
    ///     let (x, y) = text.split_once(';').ok_or("write x;y")?;
    ///     let number = |t: &str| t.trim().parse::<f64>().map_err(|e| e.to_string());
    ///     Ok(Pose { x: number(x)?, y: number(y)? })
    /// }
    ///
    /// #[derive(Default)]
    /// struct Robot { goal: Pose, home: Pose, said: String }
    ///
    /// let mut factory = Factory::<Robot>::new();
    /// factory
    ///     .convert_from_text(pose)
    ///     .entry_mut("goal", |r: &Robot| r.goal, |r, v| r.goal = v)
    ///     .entry_mut("home", |r: &Robot| r.home, |r, v| r.home = v)
    ///     .entry_mut("said", |r: &Robot| r.said.clone(), |r, v| r.said = v);
    /// let mut tree = factory.load_str(r#"
    ///     <root BTCPP_format="4">
    ///       <BehaviorTree ID="Main">
    ///         <Sequence>
    ///           <SetBlackboard output_key="goal" value="1.5;-2"/>
    ///           <Script code="said := '3;4'; home := said"/>
    ///         </Sequence>
    ///       </BehaviorTree>
    ///     </root>"#)?;
    /// let mut robot = Robot::default();
    /// assert_eq!(tree.tick(&mut robot), Status::Success);
    /// assert_eq!(robot.goal, Pose { x: 1.5, y: -2.0 });
    /// assert_eq!(robot.home, Pose { x: 3.0, y: 4.0 });
    ///
    /// // A literal that does not convert is a load error.
    /// let error = factory
    ///     .load_str(r#"<root><BehaviorTree><SetBlackboard output_key="goal" value="1,2"/></BehaviorTree></root>"#)
    ///     .unwrap_err();
    /// assert!(error.message().contains("write x;y"), "{error}");
    /// # Ok::<(), bt::xml::Error>(())
    /// ```
    pub fn convert_from_text<T: 'static, E: fmt::Display>(
        &mut self,
        f: impl Fn(&str) -> Result<T, E> + 'static,
    ) -> &mut Self {
        let parse: load::code::Parse<T> = Rc::new(move |text| f(text).map_err(|e| e.to_string()));
        let assign = {
            let parse = Rc::clone(&parse);
            Rc::new(move |setter: &dyn Any| load::code::assign_parsed::<C, T>(&parse, setter))
        };
        self.conversions.insert(
            core::any::TypeId::of::<T>(),
            Conversion {
                type_name: core::any::type_name::<T>(),
                parse: Rc::new(parse),
                assign,
            },
        );
        self
    }

    /// Hears of every script that fails when it runs, where BT.CPP throws
    /// (and bt's node fails, or its condition does not hold): a value an
    /// entry cannot hold (`n := 'abc'` into a number), a text that does
    /// not convert, bitwise operators on reals; and of every value read
    /// from a `{key}` entry that a built-in node's count or time cannot
    /// take (`<Timeout msec="{ms}">` with `ms` = -5: the node fails). `f`
    /// gets an [`Error`] at the attribute, saying why. Trees loaded after
    /// this call report; those loaded before do not.
    ///
    /// ```
    /// use std::cell::RefCell;
    /// use std::rc::Rc;
    ///
    /// use bt::xml::Factory;
    /// use bt::Status;
    ///
    /// struct Robot { text: String, count: i32 }
    ///
    /// let heard = Rc::new(RefCell::new(Vec::new()));
    /// let mut factory = Factory::<Robot>::new();
    /// let sink = Rc::clone(&heard);
    /// factory
    ///     .entry_mut("text", |r: &Robot| r.text.clone(), |r, v| r.text = v)
    ///     .entry_mut("count", |r: &Robot| r.count, |r, v| r.count = v)
    ///     .on_run_error(move |e| sink.borrow_mut().push(e.to_string()));
    /// let mut tree = factory.load_str(r#"
    /// <root BTCPP_format="4"><BehaviorTree>
    ///   <Script code="count := text"/>
    /// </BehaviorTree></root>"#)?;
    /// let mut robot = Robot { text: "many".into(), count: 0 };
    /// assert_eq!(tree.tick(&mut robot), Status::Failure);
    /// assert_eq!(
    ///     heard.borrow()[0].lines().next(),
    ///     Some("<xml>:3:17: in `code=\"count := text\"`: 'many' is not a number")
    /// );
    /// # Ok::<(), bt::xml::Error>(())
    /// ```
    pub fn on_run_error(&mut self, f: impl Fn(&Error) + 'static) -> &mut Self {
        self.run_errors = Some(Rc::new(f));
        self
    }

    /// The value of every entry (but those of a type with no text, which
    /// BT.CPP's Groot2 view would not show either) for Groot2's blackboard
    /// view: hand it to
    /// [`Groot2Publisher::set_blackboard`](crate::groot2::Groot2Publisher::set_blackboard)
    /// after a tick (features `xml` and `groot2`). Numbers of integer
    /// types are whole numbers, `f32` and `f64` reals, `bool` a `bool`,
    /// others their text.
    #[cfg(feature = "groot2")]
    pub fn blackboard(&self, ctx: &C) -> alloc::vec::Vec<(String, crate::groot2::Value)> {
        self.entries
            .iter()
            .filter_map(|(key, entry)| Some((key.clone(), load::code::groot2_value(entry, ctx)?)))
            .collect()
    }

    /// How many times the entry `key` has been written: BT.CPP's entry
    /// sequence number, which its update nodes watch.
    /// `<WasEntryUpdated entry="{key}"/>` succeeds when the count changed
    /// since it last looked (else it fails), `<SkipUnlessUpdated
    /// entry="{key}">` ticks its child only then (else it returns
    /// SKIPPED) and `<WaitValueUpdate entry="{key}">` waits for it
    /// (RUNNING); each starts from 0, so a count above 0 is an update the
    /// first time (BT.CPP counts the first write of a value too). bt does not
    /// see the writes to your context: count them, in the entry's setter
    /// and wherever your code writes it, or keep the value in a
    /// [`Stamped`], which counts them for you. The nodes read the entry's
    /// count only; the entry itself need not be registered.
    ///
    /// ```
    /// use bt::xml::{Factory, Stamped};
    /// use bt::Status;
    ///
    /// #[derive(Default)]
    /// struct Robot { goal: Stamped<f64>, plans: u32 }
    ///
    /// let mut factory = Factory::<Robot>::new();
    /// factory
    ///     .entry_mut("goal", |r: &Robot| *r.goal, |r, v| r.goal.set(v))
    ///     .entry_stamp("goal", |r| r.goal.writes())
    ///     .action("Plan", |r| { r.plans += 1; Status::Success });
    /// let mut tree = factory.load_str(r#"
    ///     <root BTCPP_format="4">
    ///       <BehaviorTree ID="Main">
    ///         <SkipUnlessUpdated entry="{goal}"><Plan/></SkipUnlessUpdated>
    ///       </BehaviorTree>
    ///     </root>"#)?;
    /// let mut robot = Robot::default();
    /// assert_eq!(tree.tick(&mut robot), Status::Skipped); // never written
    /// robot.goal.set(2.5);
    /// assert_eq!(tree.tick(&mut robot), Status::Success); // planned
    /// assert_eq!(tree.tick(&mut robot), Status::Skipped); // not again
    /// assert_eq!(robot.plans, 1);
    /// # Ok::<(), bt::xml::Error>(())
    /// ```
    pub fn entry_stamp(&mut self, key: &str, writes: impl Fn(&C) -> u64 + 'static) -> &mut Self {
        self.stamps.insert(key.to_string(), Rc::new(writes));
        self
    }

    /// What `<UnsetBlackboard key="key"/>` does to the context entry
    /// `key`: BT.CPP erases the entry from the blackboard (reading it
    /// after is an error until something writes it again); bt's entries
    /// are places in the context, so you say what erasing one means there
    /// (set an `Option` to `None`, clear a list, put back a default).
    /// `<UnsetBlackboard>` then calls `unset` and succeeds.
    ///
    /// As in BT.CPP, the node unsets the blackboard of the tree it is in:
    /// in the main tree a context entry (one of its own
    /// [local entries](Self::local_entry) goes back to its initial value);
    /// in a subtree its own local entry. A key its `<SubTree>` remaps (or
    /// `_autoremap` shares) is the caller's entry, which BT.CPP's node
    /// leaves as it is (it unsets nothing): bt refuses the tree there, as
    /// it does a context entry with no `entry_unset`, a key no tree has,
    /// `key="{name}"` (BT.CPP unsets the entry whose name `name` holds)
    /// and `key="@name"` (which BT.CPP 4 does not read as the root's
    /// entry: it unsets nothing), each with a load error that says why.
    ///
    /// ```
    /// use bt::xml::Factory;
    /// use bt::Status;
    ///
    /// #[derive(Default)]
    /// struct Robot { goal: Option<f64>, arrived: u32 }
    ///
    /// let mut factory = Factory::<Robot>::new();
    /// factory
    ///     .entry_mut("goal", |r: &Robot| r.goal, |r, v| r.goal = v)
    ///     .entry_unset("goal", |r| r.goal = None)
    ///     .condition("HasGoal", |r| r.goal.is_some())
    ///     .action("Arrive", |r| { r.arrived += 1; Status::Success });
    /// let mut tree = factory.load_str(r#"
    ///     <root BTCPP_format="4">
    ///       <BehaviorTree ID="Main">
    ///         <Sequence>
    ///           <HasGoal/>
    ///           <Arrive/>
    ///           <UnsetBlackboard key="goal"/>
    ///         </Sequence>
    ///       </BehaviorTree>
    ///     </root>"#)?;
    /// let mut robot = Robot { goal: Some(2.5), ..Robot::default() };
    /// assert_eq!(tree.tick(&mut robot), Status::Success);
    /// assert_eq!(robot.goal, None);
    /// assert_eq!(tree.tick(&mut robot), Status::Failure); // no goal now
    /// assert_eq!(robot.arrived, 1);
    /// # Ok::<(), bt::xml::Error>(())
    /// ```
    pub fn entry_unset(&mut self, key: &str, unset: impl Fn(&mut C) + 'static) -> &mut Self {
        self.unsets.insert(key.to_string(), Rc::new(unset));
        self
    }

    /// A name that scripts read as the number `value`, as BT.CPP's
    /// `registerScriptingEnum`: `factory.scripting_enum("RED", 1)` makes
    /// `color == RED` compare with 1. As in BT.CPP, the name is read as the
    /// number wherever a script reads it, before any entry of that name,
    /// and a text that names it (`'RED'`, a `String` entry holding `RED`,
    /// `color="RED"` remapped on a `<SubTree>`) is read as its number
    /// where a text is read as a number: compared with a number, written
    /// into a number entry.
    ///
    /// ```
    /// use bt::xml::Factory;
    /// use bt::Status;
    ///
    /// #[derive(Clone, Copy, PartialEq, Debug)]
    /// enum Light { Red = 1, Green = 2 }
    /// struct Crossing { light: Light }
    ///
    /// let mut factory = Factory::<Crossing>::new();
    /// factory
    ///     .scripting_enum("RED", Light::Red as i64)
    ///     .scripting_enum("GREEN", Light::Green as i64)
    ///     .entry_mut("light", |c: &Crossing| c.light as i64, |c, v| {
    ///         c.light = if v == 1 { Light::Red } else { Light::Green };
    ///     });
    /// let mut tree = factory.load_str(r#"
    ///     <root BTCPP_format="4">
    ///       <BehaviorTree ID="Main">
    ///         <Sequence>
    ///           <ScriptCondition code="light == RED"/>
    ///           <Script code="light := GREEN"/>
    ///         </Sequence>
    ///       </BehaviorTree>
    ///     </root>"#)?;
    /// let mut crossing = Crossing { light: Light::Red };
    /// assert_eq!(tree.tick(&mut crossing), Status::Success);
    /// assert_eq!(crossing.light, Light::Green);
    /// # Ok::<(), bt::xml::Error>(())
    /// ```
    #[allow(clippy::cast_precision_loss)] // as BT.CPP's doubles
    pub fn scripting_enum(&mut self, name: &str, value: i64) -> &mut Self {
        self.enums.insert(name.to_string(), value as f64);
        self
    }

    /// A script written in Rust, which scripts call by naming it alone as a
    /// statement (`_onSuccess="id"`, `<Script code="id; n += 1"/>`).
    pub fn script(&mut self, id: &str, f: impl Fn(&mut C) + 'static) -> &mut Self {
        self.scripts.insert(id.to_string(), Rc::new(f));
        self
    }

    /// Loads the tree to execute from XML text. `<include>` paths are
    /// relative to the current directory. Its `<SubTree>`s may name the
    /// [registered](Self::register_str) trees too.
    ///
    /// # Errors
    ///
    /// Any problem in the XML, with its line and column.
    pub fn load_str(&self, xml: &str) -> Result<XmlTree<C>, Error> {
        load::load(self, Some((None, String::from(xml))), None)
    }

    /// Loads the tree `id` (`<BehaviorTree ID="id">`) from XML text, as
    /// BehaviorTree.CPP's `createTree(id)` does: whatever the file's
    /// `main_tree_to_execute` says, and from a file with several trees
    /// and none to execute.
    ///
    /// ```
    /// use bt::xml::Factory;
    /// use bt::Status;
    ///
    /// let xml = r#"
    /// <root BTCPP_format="4">
    ///   <BehaviorTree ID="Patrol"><AlwaysSuccess/></BehaviorTree>
    ///   <BehaviorTree ID="Rest"><AlwaysFailure/></BehaviorTree>
    /// </root>"#;
    /// let factory = Factory::<()>::new();
    /// assert_eq!(factory.load_str_tree(xml, "Rest")?.tick(&mut ()), Status::Failure);
    /// assert!(factory.load_str(xml).is_err()); // several trees, none to execute
    /// # Ok::<(), bt::xml::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// No tree `id` in the XML (the error, at no place in it, lists the
    /// trees), or any problem in the XML, with its line and column.
    pub fn load_str_tree(&self, xml: &str, id: &str) -> Result<XmlTree<C>, Error> {
        load::load(self, Some((None, String::from(xml))), Some(id))
    }

    /// Loads the tree to execute from an XML file. `<include>` paths are
    /// relative to the file's directory. Its `<SubTree>`s may name the
    /// [registered](Self::register_str) trees too.
    ///
    /// # Errors
    ///
    /// A file that cannot be read, or any problem in the XML, with the
    /// file, line and column.
    pub fn load_file(&self, path: impl AsRef<Path>) -> Result<XmlTree<C>, Error> {
        self.load_file_as(path.as_ref(), None)
    }

    /// Loads the tree `id` from an XML file: see
    /// [`load_str_tree`](Self::load_str_tree) and
    /// [`load_file`](Self::load_file).
    ///
    /// # Errors
    ///
    /// A file that cannot be read, no tree `id` in it, or any problem in
    /// the XML, with the file, line and column.
    pub fn load_file_tree(&self, path: impl AsRef<Path>, id: &str) -> Result<XmlTree<C>, Error> {
        self.load_file_as(path.as_ref(), Some(id))
    }

    fn load_file_as(&self, path: &Path, tree: Option<&str>) -> Result<XmlTree<C>, Error> {
        load::load(self, Some((Some(path.to_path_buf()), read(path)?)), tree)
    }

    /// Registers the trees of XML text (and of the files it includes), as
    /// BehaviorTree.CPP's `registerBehaviorTreeFromText` does: every later
    /// load sees them (a `<SubTree ID="..">` may name them), and
    /// [`tree`](Self::tree) builds one by its ID. A tree split over
    /// several documents is registered one document at a time.
    ///
    /// A tree ID registered again replaces the earlier tree, as in BT.CPP
    /// (a registration whose trees are all replaced, or a file registered
    /// again, is dropped), and a tree in a loaded document replaces a
    /// registered one of its ID for that load. The documents are read and
    /// their `<root>`s checked now; their nodes are built, and checked
    /// against the leaves registered then, by each load.
    ///
    /// ```
    /// use bt::xml::Factory;
    /// use bt::Status;
    ///
    /// let mut factory = Factory::<u32>::new();
    /// factory.action("Count", |n| { *n += 1; Status::Success });
    /// factory.register_str(r#"<root BTCPP_format="4">
    ///   <BehaviorTree ID="Twice"><Sequence><Count/><Count/></Sequence></BehaviorTree>
    /// </root>"#)?;
    /// factory.register_str(r#"<root BTCPP_format="4">
    ///   <BehaviorTree ID="Main"><Sequence><SubTree ID="Twice"/><Count/></Sequence></BehaviorTree>
    /// </root>"#)?;
    /// assert_eq!(factory.registered_trees(), ["Main", "Twice"]);
    /// let mut n = 0;
    /// assert_eq!(factory.tree("Main")?.tick(&mut n), Status::Success);
    /// assert_eq!(n, 3);
    /// # Ok::<(), bt::xml::Error>(())
    /// ```
    ///
    /// An error in a registered text, found when it is registered or by a
    /// later load, names it `<registered text N>` in place of a file, the
    /// Nth text registered (from 1).
    ///
    /// # Errors
    ///
    /// Malformed XML, an include that cannot be read, a `<root>` that is
    /// not BT.CPP 4's, or a tree ID given twice in the document (with its
    /// includes). The factory is unchanged then.
    pub fn register_str(&mut self, xml: &str) -> Result<&mut Self, Error> {
        // Errors name the text by its number, as a file by its path.
        let n = self.texts + 1;
        let name = PathBuf::from(format!("<registered text {n}>"));
        let registered = load::register(Some(name), String::from(xml), self.unnamed)?;
        self.texts = n;
        Ok(self.keep(registered))
    }

    /// Registers the trees of an XML file, as
    /// [`register_str`](Self::register_str) does (BT.CPP's
    /// `registerBehaviorTreeFromFile`). Registering a file again (after
    /// editing it) replaces what it registered before.
    ///
    /// # Errors
    ///
    /// A file that cannot be read, or as [`register_str`](Self::register_str).
    pub fn register_file(&mut self, path: impl AsRef<Path>) -> Result<&mut Self, Error> {
        let path = path.as_ref();
        let registered = load::register(Some(path.to_path_buf()), read(path)?, self.unnamed)?;
        Ok(self.keep(registered))
    }

    fn keep(&mut self, registered: load::Registered) -> &mut Self {
        let same = |p: &Path| {
            let canonical = |p: &Path| p.canonicalize().unwrap_or_else(|_| p.to_path_buf());
            registered
                .path()
                .is_some_and(|q| canonical(p) == canonical(q))
        };
        self.registered.retain(|r| {
            let replaced =
                !r.trees.is_empty() && r.trees.iter().all(|t| registered.trees.contains(t));
            !replaced && !r.path().is_some_and(same)
        });
        self.unnamed = registered.next_unnamed;
        self.registered.push(registered);
        self
    }

    /// The `<TreeNodesModel>` of the node types registered in the factory
    /// (BT.CPP's `writeTreeNodesModelXML`), in a `<root>` of its own:
    /// Groot2 imports it as the palette of the nodes a tree can use
    /// ("Import models"). Each leaf, control and decorator is written
    /// under its category with its ports, sorted by ID; a port is written
    /// as [`port_model`](Self::port_model) declared it (direction, type,
    /// default, description), else as an input port, its type being Rust's
    /// business (as in the model [`to_btcpp_xml`](crate::table::Nodes::to_btcpp_xml)
    /// writes). Built-in nodes are not written (Groot2 knows them), nor an
    /// ID registered over one of them, which no tree can use.
    ///
    /// ```
    /// use bt::xml::Factory;
    /// use bt::Status;
    ///
    /// let mut factory = Factory::<()>::new();
    /// factory
    ///     .condition("IsReady", |_| true)
    ///     .node_with("MoveBase", &["goal", "speed"], |_| Ok(bt::leaf::action(|_: &mut ()| Status::Success)));
    /// assert_eq!(factory.nodes_model_xml(), r#"<root BTCPP_format="4">
    ///     <TreeNodesModel>
    ///         <Condition ID="IsReady"/>
    ///         <Action ID="MoveBase">
    ///             <input_port name="goal"/>
    ///             <input_port name="speed"/>
    ///         </Action>
    ///     </TreeNodesModel>
    /// </root>
    /// "#);
    /// ```
    pub fn nodes_model_xml(&self) -> String {
        use core::fmt::Write as _;
        let mut out = String::from("<root BTCPP_format=\"4\">\n    <TreeNodesModel>\n");
        for (id, node_type) in &self.node_types {
            if Kind::from_btcpp_tag(id).is_some() || load::is_script_node(id) {
                continue;
            }
            let tag = node_type.kind.category.as_str();
            let _ = write!(out, "        <{tag} ID=\"{}\"", xml_escaped(id));
            if node_type.ports.is_empty() {
                out.push_str("/>\n");
                continue;
            }
            out.push_str(">\n");
            let model = self.port_model_of(id);
            for &name in &node_type.ports {
                let port = model
                    .iter()
                    .find(|p| p.name == name)
                    .copied()
                    .unwrap_or(Port::input(name));
                let _ = writeln!(out, "            {}", port.to_model_xml());
            }
            let _ = writeln!(out, "        </{tag}>");
        }
        out.push_str("    </TreeNodesModel>\n</root>\n");
        out
    }

    /// The IDs of the registered trees, sorted
    /// ([`register_str`](Self::register_str)).
    pub fn registered_trees(&self) -> alloc::vec::Vec<&str> {
        let mut ids: alloc::vec::Vec<&str> = self
            .registered
            .iter()
            .flat_map(|r| r.trees.iter().map(String::as_str))
            .collect();
        ids.sort_unstable();
        ids.dedup();
        ids
    }

    /// Forgets the registered trees (BT.CPP's
    /// `clearRegisteredBehaviorTrees`); the leaves, entries and scripts
    /// stay.
    pub fn clear_registered_trees(&mut self) -> &mut Self {
        self.registered.clear();
        self.unnamed = 0;
        self
    }

    /// Builds the registered tree `id`, as BehaviorTree.CPP's
    /// `createTree(id)` does after `registerBehaviorTreeFromText`: see
    /// [`register_str`](Self::register_str).
    ///
    /// # Errors
    ///
    /// No tree `id` is registered (the error, at no place in a document,
    /// lists the trees), or any problem in the registered trees' nodes,
    /// with the file, line and column.
    pub fn tree(&self, id: &str) -> Result<XmlTree<C>, Error> {
        load::load(self, None, Some(id))
    }

    /// A [`Prototype`] of the registered tree `id`: many trees of it (one
    /// per agent), which share one node table, built without parsing the
    /// documents again. Each tree is what [`tree`](Self::tree) builds;
    /// the table is built and the documents parsed and checked once, here.
    /// Trees built so are several times smaller and faster to build and
    /// tick than as many loads (BENCHMARKS.md, "Many runtime-built trees").
    ///
    /// ```
    /// use bt::xml::Factory;
    /// use bt::Status;
    ///
    /// struct Agent { hp: u32, healed: u32 }
    ///
    /// let mut factory = Factory::<Agent>::new();
    /// factory
    ///     .condition("Healthy", |a| a.hp > 50)
    ///     .action("Heal", |a| { a.hp = 100; a.healed += 1; Status::Success })
    ///     .register_str(r#"<root BTCPP_format="4">
    ///       <BehaviorTree ID="Guard"><Fallback><Healthy/><Heal/></Fallback></BehaviorTree>
    ///     </root>"#)?;
    /// let prototype = factory.prototype("Guard")?;
    /// let mut agents: Vec<_> = (0..100)
    ///     .map(|i| (Agent { hp: i, healed: 0 }, prototype.build()))
    ///     .collect();
    /// for (agent, tree) in &mut agents {
    ///     assert_eq!(tree.tick(agent), Status::Success);
    /// }
    /// assert_eq!(agents.iter().map(|(a, _)| a.healed).sum::<u32>(), 51);
    /// assert!(agents[0].1.nodes().same_table(&prototype.nodes()));
    /// # Ok::<(), bt::xml::Error>(())
    /// ```
    ///
    /// The prototype borrows the factory, which cannot change while it
    /// lives (register, then make prototypes); its type has a name,
    /// [`XmlPrototype`], for a struct's field. A prototype kept as long as
    /// the program runs can borrow a factory leaked for it:
    /// `let factory: &'static Factory<Agent> = Box::leak(Box::new(factory));`.
    ///
    /// # Errors
    ///
    /// What [`tree`](Self::tree) returns for `id`.
    ///
    /// # Panics
    ///
    /// [`Prototype::build`] panics if a node's function, registered with
    /// [`node_with`](Self::node_with) or the like, fails for a tree where
    /// it succeeded for the first: the functions that make nodes must give
    /// the same answer for the same element each time.
    pub fn prototype(&self, id: &str) -> Result<XmlPrototype<'_, C>, Error> {
        let prepared = load::Prepared::new(self, &[], Some(id))?;
        // `Prototype::new` asks for a first description: the one just
        // checked.
        let first = core::cell::Cell::new(Some(prepared.spec()?));
        Ok(Prototype::new(Box::new(move || match first.take() {
            Some(spec) => spec,
            None => prepared.spec().unwrap_or_else(|e| {
                panic!(
                    "a node's function failed where it succeeded for the prototype's first \
                     tree: {e}"
                )
            }),
        })))
    }
}

/// `text` written in an XML attribute value.
fn xml_escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

/// The text of an XML file.
fn read(path: &Path) -> Result<String, Error> {
    std::fs::read_to_string(path).map_err(|e| {
        Error::new(
            Some(path),
            (1, 1),
            format!("cannot read the file: {e}"),
            "check the path (relative paths start at the current directory)",
        )
    })
}

impl<C: Clock + 'static> Factory<C> {
    /// Enables `Timeout`, `Delay` and `Sleep`, which read the context's
    /// [`Clock`].
    #[must_use]
    pub fn with_clock(mut self) -> Self {
        self.timed = Some(Timed {
            timeout: Spec::timeout,
            delay: Spec::delay,
            sleep: Spec::sleep,
            timeout_reading: |port, read, child| {
                Spec::timeout_reading(port, move |c: &C| read(c), child)
            },
            delay_reading: |port, read, child| {
                Spec::delay_reading(port, move |c: &C| read(c), child)
            },
            sleep_reading: |port, read| Spec::sleep_reading(port, move |c: &C| read(c)),
            now: |ctx| ctx.now(),
        });
        self
    }
}

/// A port value: a literal, or a context entry read on each call of
/// [`get`](Self::get).
pub enum Value<C: 'static, T> {
    /// A literal, parsed when the tree was loaded.
    Literal(T),
    /// A `{key}` reference to a context entry of this type.
    Entry(Rc<dyn Fn(&C) -> T>),
}

impl<C: 'static, T: Clone> Value<C, T> {
    /// The value now.
    pub fn get(&self, ctx: &C) -> T {
        match self {
            Self::Literal(value) => value.clone(),
            Self::Entry(get) => get(ctx),
        }
    }
}

impl<C: 'static, T: Clone> Clone for Value<C, T> {
    fn clone(&self) -> Self {
        match self {
            Self::Literal(value) => Self::Literal(value.clone()),
            Self::Entry(get) => Self::Entry(Rc::clone(get)),
        }
    }
}

impl<C: 'static, T: fmt::Debug> fmt::Debug for Value<C, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Literal(value) => f.debug_tuple("Literal").field(value).finish(),
            Self::Entry(_) => f.write_str("Entry(..)"),
        }
    }
}

/// Writes a `T` into the context.
type Setter<C, T> = Rc<dyn Fn(&mut C, T)>;

/// An output port: writes a `{key}` [writable entry](Factory::entry_mut)
/// of the port's type, as BT.CPP's `setOutput` writes the blackboard.
pub struct Output<C: 'static, T> {
    set: Setter<C, T>,
}

impl<C: 'static, T> Output<C, T> {
    /// Writes the entry.
    pub fn set(&self, ctx: &mut C, value: T) {
        (self.set)(ctx, value);
    }
}

impl<C: 'static, T> Clone for Output<C, T> {
    fn clone(&self) -> Self {
        Self {
            set: Rc::clone(&self.set),
        }
    }
}

impl<C: 'static, T> fmt::Debug for Output<C, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Output(..)")
    }
}

/// The ports given to one leaf element, for the `make` function of
/// [`Factory::node_with`] and [`Factory::condition_with`].
pub struct Args<'a, C: 'static> {
    pub(crate) id: &'a str,
    pub(crate) name: &'a str,
    pub(crate) given: alloc::vec::Vec<load::Given<'a>>,
    pub(crate) scope: &'a load::Scope,
    pub(crate) entries: Entries<'a, C>,
    pub(crate) file: Option<&'a Path>,
    pub(crate) at: (u32, u32),
    /// The ports read ([`value`](Self::value), [`entry`](Self::entry))
    /// and written ([`output`](Self::output)) so far: the exports declare
    /// a leaf's ports by them.
    pub(crate) used: core::cell::RefCell<alloc::vec::Vec<(&'static str, PortDirection)>>,
    /// The ports the node was registered with (and its port model's): the
    /// attributes its elements may give.
    pub(crate) declared: &'a [&'static str],
}

impl<C: 'static> fmt::Debug for Args<'_, C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Args")
            .field("id", &self.id)
            .field("given", &self.given)
            .finish_non_exhaustive()
    }
}

impl<C: 'static> Args<'_, C> {
    /// The leaf's ID.
    pub fn id(&self) -> &str {
        self.id
    }

    /// The element's `name` attribute, else its ID: the leaf's label.
    pub fn name(&self) -> &str {
        self.name
    }

    /// `true` if the element gives the port.
    pub fn has(&self, port: &str) -> bool {
        self.given.iter().any(|g| g.port == port)
    }

    /// An error at the element, for a `make` function that refuses its
    /// ports.
    pub fn error(&self, message: impl Into<String>, help: impl Into<String>) -> Error {
        Error::new(self.file, self.at, message, help)
    }

    /// The port's value: a literal parsed as a `T` (by the type's
    /// [`Factory::convert_from_text`] if it has one, else by [`FromStr`]),
    /// or a `{key}` entry of type `T` (remapped through subtrees). A `String` port also reads
    /// any entry that has a text, as BT.CPP's `getInput<std::string>`
    /// does, and writes it as BT.CPP does: an integer whole, a real with
    /// six decimals (`2.500000`), a `bool` as 1 or 0, a `String` as it
    /// is, another [`Factory::entry`] type by its `Display`.
    ///
    /// # Errors
    ///
    /// The port is missing, the literal does not parse, or the entry is
    /// unknown, not visible here or of another type.
    pub fn value<T>(&self, port: &str) -> Result<Value<C, T>, Error>
    where
        T: FromStr + 'static,
        T::Err: fmt::Display,
    {
        let given = self.given(port)?;
        let text = match self.entry_of(given)? {
            Read::Entry(get) => return Ok(Value::Entry(get)),
            Read::Literal(text) => text,
        };
        // The type's conversion from text, if it has one, as `entry` reads
        // a literal: one way to read a `T` from the XML.
        if let Some(parse) = self.conversion::<T>() {
            return parse(&text)
                .map(Value::Literal)
                .map_err(|e| self.not_valid::<T>(given, &text, &e));
        }
        text.parse::<T>()
            .map(Value::Literal)
            .map_err(|e| self.not_valid::<T>(given, &text, &e))
    }

    /// The [`Factory::convert_from_text`] of `T`, if any.
    fn conversion<T: 'static>(&self) -> Option<&load::code::Parse<T>> {
        self.entries
            .conversions
            .get(&core::any::TypeId::of::<T>())
            .and_then(|c| c.parse.downcast_ref::<load::code::Parse<T>>())
    }

    /// The error for the literal `text` of `given`, which is not a valid
    /// `T` (`e` says why).
    fn not_valid<T>(&self, given: &load::Given<'_>, text: &str, e: &dyn fmt::Display) -> Error {
        let ty = short_type_name::<T>();
        // A value remapped on a `<SubTree>`: where.
        let note = load::key_of(given.port, given.value)
            .map(|key| self.scope.remapped(key))
            .unwrap_or_default();
        Error::new(
            self.file,
            given.at,
            format!(
                "`{text}` is not a valid {ty} for the port `{}` of `{}`: {e}{note}",
                given.port, self.id
            ),
            format!("write {} {ty} or a `{{key}}`", article(&ty)),
        )
    }

    /// The port's `{key}` entry of type `T` (remapped through subtrees),
    /// for a type that is not written as text (a pose, a path), or not as
    /// [`FromStr`] reads it. A literal is converted by the type's
    /// [`Factory::convert_from_text`] (BT.CPP's `convertFromString`), and
    /// is an error for a type without one.
    ///
    /// ```
    /// use bt::xml::Factory;
    /// use bt::Status;
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq)]
    /// struct Cell(u8, u8);
    ///
    /// #[derive(Default)]
    /// struct Robot { visited: Vec<Cell> }
    ///
    /// let mut factory = Factory::<Robot>::new();
    /// factory
    ///     .convert_from_text(|text: &str| -> Result<Cell, String> {
    ///         let (row, col) = text.split_once(',').ok_or("write row,column")?;
    ///         Ok(Cell(row.parse().map_err(|_| "a bad row")?, col.parse().map_err(|_| "a bad column")?))
    ///     })
    ///     .node_with("Visit", &["cell"], |args| {
    ///         let cell = args.entry::<Cell>("cell")?;
    ///         Ok(bt::leaf::action(move |r: &mut Robot| {
    ///             let cell = cell.get(r);
    ///             r.visited.push(cell);
    ///             Status::Success
    ///         }))
    ///     });
    /// let mut tree = factory.load_str(r#"
    ///     <root BTCPP_format="4">
    ///       <BehaviorTree ID="Main">
    ///         <Visit cell="3,4"/>
    ///       </BehaviorTree>
    ///     </root>"#)?;
    /// let mut robot = Robot::default();
    /// tree.tick(&mut robot);
    /// assert_eq!(robot.visited, [Cell(3, 4)]);
    /// # Ok::<(), bt::xml::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// The port is missing, or is a literal of a type without a
    /// conversion or one that does not convert, or the entry is unknown,
    /// not visible here or of another type.
    pub fn entry<T: 'static>(&self, port: &str) -> Result<Value<C, T>, Error> {
        let given = self.given(port)?;
        match self.entry_of(given)? {
            Read::Entry(get) => Ok(Value::Entry(get)),
            Read::Literal(text) => match self.conversion::<T>() {
                Some(parse) => parse(&text)
                    .map(Value::Literal)
                    .map_err(|e| self.not_valid::<T>(given, &text, &e)),
                None => Err(Error::new(
                    self.file,
                    given.at,
                    format!(
                        "`{text}` is not an entry: the port `{port}` of `{}` reads {} from the \
                     context",
                        self.id,
                        a_type(core::any::type_name::<T>())
                    ),
                    format!(
                        "write the entry it reads: `{port}=\"{{key}}\"`, or register how a text \
                         becomes {} with `Factory::convert_from_text`",
                        a_type(core::any::type_name::<T>())
                    ),
                )),
            },
        }
    }

    /// Records that `port` is read or written (`direction`).
    fn uses(&self, port: &'static str, direction: PortDirection) {
        let mut used = self.used.borrow_mut();
        match used.iter_mut().find(|(p, _)| *p == port) {
            Some((_, seen)) if *seen != direction => *seen = PortDirection::InOut,
            Some(_) => {}
            None => used.push((port, direction)),
        }
    }

    /// Which way the leaf's port `port` goes, as its reads and writes at
    /// build tell.
    pub(crate) fn direction_of(&self, port: &str) -> PortDirection {
        self.used
            .borrow()
            .iter()
            .find(|(p, _)| *p == port)
            .map_or(PortDirection::Input, |&(_, d)| d)
    }

    /// The element's value of `port`, or the error that it is missing.
    fn given(&self, port: &str) -> Result<&load::Given<'_>, Error> {
        let given = self.given.iter().find(|g| g.port == port);
        if let Some(g) = given {
            self.uses(g.port, PortDirection::Input);
        }
        given.ok_or_else(|| {
            if self.declared.contains(&port) {
                self.error(
                    format!("`{}` needs the port `{port}`", self.id),
                    format!("add `{port}=\"..\"` (a value or a `{{key}}`)"),
                )
            } else {
                // A port the node reads but was not registered with: no
                // element can give it, so the fix is in the registration.
                let declared = if self.declared.is_empty() {
                    String::from("none")
                } else {
                    format!("`{}`", self.declared.join("`, `"))
                };
                self.error(
                    format!(
                        "`{}` reads the port `{port}`, which it was not registered with \
                         (its ports: {declared})",
                        self.id
                    ),
                    format!(
                        "add \"{port}\" to the ports it is registered with \
                         (`Factory::node_with(\"{}\", &[.., \"{port}\"], ..)`, or its \
                         `port_model`)",
                        self.id
                    ),
                )
            }
        })
    }

    /// What a port reads: the getter of its `{key}` entry of type `T`,
    /// or its text (written on the element, or remapped on a
    /// `<SubTree>`).
    fn entry_of<T: 'static>(&self, given: &load::Given<'_>) -> Result<Read<C, T>, Error> {
        let err = |message: String, help: String| Error::new(self.file, given.at, message, help);
        let Some(key) = load::key_of(given.port, given.value) else {
            return Ok(Read::Literal(given.value.to_string()));
        };
        let root = match self.scope.resolve(key) {
            None => {
                return Err(err(
                    self.scope.invisible(key),
                    self.scope.invisible_help(key),
                ));
            }
            Some(load::Binding::Literal(text)) => return Ok(Read::Literal(text)),
            Some(load::Binding::Entry(root)) => root,
        };
        // The entry's errors say where `key` was remapped to it.
        let err = |message: String, help: String| err(message + &self.scope.remapped(key), help);
        let Some(entry) = self.entries.get(&root) else {
            return Err(err(
                format!("no context entry `{root}` is registered"),
                self.entries.read_help(&root),
            ));
        };
        if let Some(get) = entry.getter.downcast_ref::<Rc<dyn Fn(&C) -> T>>() {
            return Ok(Read::Entry(Rc::clone(get)));
        }
        // A number read as a type that holds all its values.
        if let Some(get) = widen::read::<C, T>(&*entry.getter) {
            return Ok(Read::Entry(get));
        }
        // A `String` port reads any entry that has a text, as BT.CPP's
        // `getInput<std::string>` converts any entry to its text.
        let text: Option<Box<dyn Any>> = entry.text.clone().map(|t| Box::new(t) as Box<dyn Any>);
        match text.and_then(|t| t.downcast::<Rc<dyn Fn(&C) -> T>>().ok()) {
            Some(get) => Ok(Read::Entry(*get)),
            None => Err(err(
                format!(
                    "the entry `{root}` is {}, the port `{}` of `{}` reads {}",
                    a_type(entry.type_name),
                    given.port,
                    self.id,
                    a_type(core::any::type_name::<T>())
                ),
                String::from(if widen::is_number::<T>() {
                    "use an entry of the port's type, or of a number type it holds every value \
                     of (an `i32` entry for an `f64` port), or a literal"
                } else {
                    "use an entry of the port's type, or a literal"
                }),
            )),
        }
    }

    /// The output port `port`: the `{key}` it names (remapped through
    /// subtrees), a [writable entry](Factory::entry_mut) of type `T`.
    ///
    /// ```
    /// use bt::xml::Factory;
    /// use bt::Status;
    ///
    /// struct Robot { goal: i32, reached: Vec<i32> }
    ///
    /// let mut factory = Factory::<Robot>::new();
    /// factory
    ///     .entry_mut("target", |r: &Robot| r.goal, |r, v| r.goal = v)
    ///     .node_with("CalculateGoal", &["goal"], |args| {
    ///         let goal = args.output::<i32>("goal")?;
    ///         Ok(bt::leaf::action(move |r: &mut Robot| {
    ///             goal.set(r, 42);
    ///             Status::Success
    ///         }))
    ///     })
    ///     .node_with("MoveTo", &["goal"], |args| {
    ///         let goal = args.value::<i32>("goal")?;
    ///         Ok(bt::leaf::action(move |r: &mut Robot| {
    ///             let goal = goal.get(r);
    ///             r.reached.push(goal);
    ///             Status::Success
    ///         }))
    ///     });
    /// let mut tree = factory.load_str(r#"
    ///     <root BTCPP_format="4">
    ///       <BehaviorTree ID="Main">
    ///         <Sequence>
    ///           <CalculateGoal goal="{target}"/>
    ///           <MoveTo goal="{target}"/>
    ///         </Sequence>
    ///       </BehaviorTree>
    ///     </root>"#)?;
    /// let mut robot = Robot { goal: 0, reached: vec![] };
    /// tree.tick(&mut robot);
    /// assert_eq!(robot.reached, [42]);
    /// # Ok::<(), bt::xml::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// The port is missing or is not a `{key}`, or the entry is unknown,
    /// not visible here, read-only or of another type.
    pub fn output<T: 'static>(&self, port: &str) -> Result<Output<C, T>, Error> {
        let Some(given) = self.given.iter().find(|g| g.port == port) else {
            return Err(self.error(
                format!("`{}` needs the output port `{port}`", self.id),
                format!("add `{port}=\"{{key}}\"`, the entry it writes"),
            ));
        };
        self.uses(given.port, PortDirection::Output);
        let err = |message: String, help: String| Error::new(self.file, given.at, message, help);
        let Some(key) = load::key_of(given.port, given.value) else {
            return Err(err(
                format!(
                    "`{}` is not an entry: the port `{port}` of `{}` is an output",
                    given.value, self.id
                ),
                format!("write the entry it writes: `{port}=\"{{key}}\"`"),
            ));
        };
        let root = match self.scope.resolve(key) {
            None => {
                return Err(err(
                    self.scope.invisible(key),
                    self.scope.invisible_help(key),
                ));
            }
            Some(load::Binding::Literal(text)) => {
                return Err(err(
                    format!(
                        "`{key}` is remapped to the value `{text}` on the `<SubTree>`, which the \
                         output port `{port}` cannot write"
                    ),
                    format!("remap it to an entry (`{key}=\"{{entry}}\"`)"),
                ));
            }
            Some(load::Binding::Entry(root)) => root,
        };
        // The entry's errors say where `key` was remapped to it.
        let err = |message: String, help: String| err(message + &self.scope.remapped(key), help);
        let Some(entry) = self.entries.get(&root) else {
            return Err(err(
                format!("no context entry `{root}` is registered"),
                self.entries.unknown_help(
                    &root,
                    format!(
                        "bt's blackboard is the typed context: register it with \
                         `Factory::entry_mut(\"{root}\", get, set)`"
                    ),
                ),
            ));
        };
        let Some(setter) = &entry.setter else {
            return Err(err(
                format!(
                    "the entry `{root}` is read-only, and the port `{port}` of `{}` writes it",
                    self.id
                ),
                format!("register it with `Factory::entry_mut(\"{root}\", get, set)`"),
            ));
        };
        match setter
            .downcast_ref::<Setter<C, T>>()
            .map(Rc::clone)
            .or_else(|| widen::write::<C, T>(&**setter))
        {
            Some(set) => Ok(Output { set }),
            None => Err(err(
                format!(
                    "the entry `{root}` is {}, the port `{port}` of `{}` writes {}",
                    a_type(entry.type_name),
                    self.id,
                    a_type(core::any::type_name::<T>())
                ),
                String::from(if widen::is_number::<T>() {
                    "use an entry of the port's type, or of a number type that holds every value \
                     of it (an `f64` entry for an `i32` port)"
                } else {
                    "use an entry of the port's type"
                }),
            )),
        }
    }

    /// The port's value, or `default` when the element does not give it.
    ///
    /// # Errors
    ///
    /// As [`value`](Self::value).
    pub fn value_or<T>(&self, port: &str, default: T) -> Result<Value<C, T>, Error>
    where
        T: FromStr + 'static,
        T::Err: fmt::Display,
    {
        if self.has(port) {
            self.value(port)
        } else {
            Ok(Value::Literal(default))
        }
    }
}

/// What a port reads: an entry, or a text.
enum Read<C: 'static, T> {
    Entry(Rc<dyn Fn(&C) -> T>),
    Literal(String),
}

/// A type's name without module paths (`i32`, `Pose`, `Vec<Pose>`).
fn short_type_name<T>() -> String {
    short_type(core::any::type_name::<T>())
}

/// A type name as `core::any::type_name` writes it, each path cut to its
/// last segment: `alloc::vec::Vec<app::Pose>` is `Vec<Pose>`.
fn short_type(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    let mut path = 0;
    for (i, c) in name.char_indices() {
        if !(c.is_alphanumeric() || c == '_' || c == ':') {
            out.push_str(last_segment(&name[path..i]));
            out.push(c);
            path = i + c.len_utf8();
        }
    }
    out.push_str(last_segment(&name[path..]));
    out
}

/// `a::b::C` is `C`; a path that starts with `::` (`<T as U>::V`'s tail)
/// is kept whole.
fn last_segment(path: &str) -> &str {
    if path.starts_with("::") {
        return path;
    }
    path.rsplit("::").next().unwrap_or(path)
}

/// A type named in a message, after its article: "an `i64`", "a `bool`".
/// `name` is as `core::any::type_name` writes it; the message has it
/// short (`Pose`, `Vec<Pose>`), as the literal-value errors do.
pub(crate) fn a_type(name: &str) -> String {
    let name = short_type(name);
    format!("{} `{name}`", article(&name))
}

/// The article before a word as it is read aloud: "an" before a vowel
/// sound. The vowel letters but `u` give one (`an i64`, `an Option<T>`);
/// `u` does not, as Rust's `u`-types read "you" (`a u32`, `a usize`). A
/// letter before a digit is read by its name, so `f`, `h`, `l`, `m`, `n`,
/// `r`, `s` and `x` give one there too (`an f64`).
pub(crate) fn article(word: &str) -> &'static str {
    let mut chars = word.trim_start_matches(['`', '&']).chars();
    let (Some(first), second) = (chars.next(), chars.next()) else {
        return "a";
    };
    let first = first.to_ascii_lowercase();
    let vowel = if second.is_some_and(|c| c.is_ascii_digit()) {
        "aefhilmnorsx".contains(first)
    } else {
        "aeio".contains(first)
    };
    if vowel { "an" } else { "a" }
}

/// Adds the ports of `model` that `ports` lacks.
fn accept(ports: &mut alloc::vec::Vec<&'static str>, model: &[Port]) {
    for port in model {
        if !ports.contains(&port.name) {
            ports.push(port.name);
        }
    }
}

impl<C: Blackboard> Factory<C> {
    /// Registers the context's fields as entries (see [`Blackboard`]).
    #[must_use]
    pub fn with_entries(mut self) -> Self {
        C::register_entries(&mut self);
        self
    }
}
