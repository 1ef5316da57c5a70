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
//!   an entry of a number type or a text (parsed), read before each of the node's
//!   ticks as BT.CPP reads the port (`RetryUntilSuccessful` also after
//!   each failure of its child; the timed nodes use the value they read
//!   as they start), or a value remapped on a `<SubTree>`. A value the
//!   port cannot take (a real that is not whole, a count beyond `i32`, a
//!   negative time, a text that is no number) fails the node's tick,
//!   where BT.CPP throws. The other
//!   built-in ports (`Parallel`'s thresholds, `RunOnce`'s `then_skip`,
//!   ...) take literals, or a `{key}` remapped to one on a `<SubTree>`;
//!   a `Parallel` or `ParallelAll`
//!   threshold above the number of children is an error (BT.CPP throws
//!   when the node is ticked); `Timeout`, `Delay` and `Sleep` need
//!   [`Factory::with_clock`].
//! - Leaves by their registered ID, compact (`<Aim/>`) or explicit
//!   (`<Action ID="Aim"/>`, `<Condition ID="IsReady"/>`: the tag must match
//!   how the leaf was registered). Their ports are the ones declared at
//!   registration; a value is a literal parsed with [`FromStr`](core::str::FromStr) or a
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
//!   a `subtree` node ([`Kind::SUBTREE`](crate::table::Kind::SUBTREE), BT.CPP's
//!   `SubTree`: its child's status, unchanged) over the subtree's nodes,
//!   labelled by its `name` (else its ID), with the ID of its tree as its
//!   [`btcpp_id`](crate::table::NodeInfo::btcpp_id) and the element's
//!   attributes as its ports (the defaults of the ports a model declares
//!   and the element leaves out among them, and `_autoremap`). Observers
//!   and loggers see it as BT.CPP's show its `SubTree` node (the same
//!   transitions), and the exports write it as a `<SubTree>` element and
//!   the subtree as a `<BehaviorTree>` of its own, one per instance with
//!   its `_fullpath` where BT.CPP's loggers and Groot2 read them (a
//!   `.btlog` file, the Groot2 publisher), one per ID in a file for
//!   BT.CPP's factory. Inside it, `{key}` sees the entries
//!   remapped on the `<SubTree>` element, and with `_autoremap="true"` every
//!   other key of the caller, as BT.CPP's subtree blackboards do; other
//!   keys are the subtree's own [local entries](Factory::local_entry) or
//!   [variables](#variables-of-the-tree), and a key that is none of these
//!   is an error. The table shows the ports and scripts of a subtree's
//!   nodes as written (the `<SubTree>` node remaps them, in the export as
//!   in BT.CPP), but for a built-in node's argument remapped to a value
//!   (`num_cycles="{n}"` with `n="3"` on the `<SubTree>`), shown as the
//!   value the node is built with. So the export of a loaded tree is the
//!   file it came from (its main tree under its own ID, as the `.btlog`
//!   files and Groot2 show it), but for these: a `<SubTree>` is written
//!   with the defaults of its model's
//!   ports among its attributes (the export has no subtree models); and a
//!   built-in node's argument remapped to a value is written as that value,
//!   its subtree's `<BehaviorTree>` once per value (`Scan`, `Scan_2`, the
//!   instance keeping its name). BT.CPP computes from it what the tree
//!   did; Groot2 and `.btlog` files show it so.
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
//! - At most 128 levels of nesting, counted through subtrees (each
//!   `<SubTree>` a level, and its tree's levels) and preconditions (each is
//!   a node around its node):
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
//! A key that no entry has and no script of the tree creates (see
//! [variables](#variables-of-the-tree)) is a load error that says which
//! to register, and no entry is ever of a type its readers do not
//! expect. A leaf reads a port with [`Args::value`] (a
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
//! ## Variables of the tree
//!
//! What a tree keeps for itself, a counter or a flag that only its
//! scripts and nodes use, needs no registration: as BT.CPP's scripts and
//! output ports create blackboard entries, a script's `key := value` (or
//! a `<SetBlackboard output_key="key" value=".."/>`) of a key that no
//! entry names makes `key` a variable of the tree, and so does an output
//! port that writes a number, a `bool` or a text
//! ([`Args::output`] of those types, or of a type registered with
//! [`Factory::convert_from_str`]) into one: BT.CPP's tutorials of a node
//! saying what another thought, and of a goal position computed by one
//! node and printed by the next, load as they are. (A variable of an
//! output port is made as the tree is built, in document order: a node
//! that reads it, or a script that makes a variable of it, comes after
//! the writer.) A text entry (a variable, or a `String` field) read by a
//! port of a number type, `bool` or a type registered with
//! `convert_from_str` is parsed as it is read (`count := '3'` read by
//! `Repeat num_cycles="{count}"`, `goal := '1;2'`, as BT.CPP's `getInput`
//! converts a text entry; one that does not parse reads as 0 or the
//! type's default, or fails a built-in node's count, and
//! [`Factory::on_run_error`] hears of it). It belongs to the tree whose
//! script creates it: the main tree, or each `<SubTree>` element its own
//! (through `_autoremap="true"`, the tree above; a key the `<SubTree>`
//! remaps is the caller's), as BT.CPP's subtree blackboards hold what
//! their scripts create. Its type is the value's: a number (an `f64`,
//! which ports of every number type and `bool` read and write: a fraction
//! read by an integer port is dropped, where BT.CPP's read fails) or a
//! text (a `<SetBlackboard>` literal is a number if it reads as one). A
//! number keeps the C++ type its first value has in BT.CPP: made by an
//! integer (`n := 1`, `n := true`, a copy of an integer entry, an output
//! port of an integer type or `bool`) it is whole, joined to a text as
//! `1` (not `1.000000`), and a fraction written into it fails the
//! statement as BT.CPP's conversion throws (`n += 0.5`; a literal one,
//! `n := 2.5`, fails the load); made by a real (`x := 1.0`, any
//! operator's result: `x := n + 1`, `x := -1`) it is a real. The first
//! value is the first in the documents' order, where BT.CPP's is the first
//! to run. It
//! exists from the time the tree is loaded, so every node of its tree
//! reads it, wherever it is in the document; until a script writes it,
//! it holds 0 or an empty text, where BT.CPP's is missing and reading it
//! fails. A key written with `=` or `+=`, or read, and created nowhere is
//! a load error, and so is a `:=` (or an output port's `{key}`) of a key
//! of four characters or more that nothing else reads and that is close
//! to the name of an entry the tree sees (`retires := 3` beside an entry
//! `retries`): a misspelt entry, not a variable (BT.CPP would make it
//! one). Rust reads the context, not the
//! variables: register an entry for what your code reads or writes.
//!
//! ```
//! use bt::xml::Factory;
//! use bt::Status;
//!
//! #[derive(Default)]
//! struct Robot { tries: Vec<i32> }
//!
//! let mut factory = Factory::<Robot>::new();
//! factory.node_with("Dock", &["attempt"], |args| {
//!     let attempt = args.value::<i32>("attempt")?;
//!     Ok(bt::leaf::action(move |r: &mut Robot| {
//!         let n = attempt.get(r);
//!         r.tries.push(n);
//!         if n < 3 { Status::Failure } else { Status::Success }
//!     }))
//! });
//! let mut tree = factory.load_str(r#"
//!   <root BTCPP_format="4">
//!     <BehaviorTree ID="Main">
//!       <Sequence>
//!         <Script code="attempt := 0"/>
//!         <RetryUntilSuccessful num_attempts="5">
//!           <Dock attempt="{attempt}" _onFailure="attempt += 1"/>
//!         </RetryUntilSuccessful>
//!       </Sequence>
//!     </BehaviorTree>
//!   </root>"#)?;
//! let mut robot = Robot::default();
//! while tree.tick(&mut robot) == Status::Running {}
//! assert_eq!(robot.tries, [0, 1, 2, 3]);
//! # Ok::<(), bt::xml::Error>(())
//! ```
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
//! delay on the context's [`Clock`](crate::Clock), and scripts run when it completes).
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
//! one has an error: see `examples/xml_tree.rs`. A factory whose trees
//! are registered ([`Factory::register_file`]) is cloned cheaply (what it
//! registered is shared, not copied): register the changed file into a
//! clone (registering a path again, or a text under the same name with
//! [`Factory::register_str_as`], replaces what it registered; clear
//! them all with [`Factory::clear_registered_trees`] only to register the
//! whole project again), build its tree once (`clone.tree("Main")?`:
//! registering checks the XML, building checks the node IDs and ports),
//! and swap the clone in (behind an `Arc`, for threads that load from it,
//! with [`sync::Factory`]). A [`XmlPrototype`] borrows its factory: with
//! reloads, make it where the factory's `Arc` is held, for as long as it
//! is (`let factory = Arc::clone(&shared); let prototype =
//! factory.prototype("Main")?;` in the loop that runs until the next
//! reload), rather than in a struct beside the `Arc`.
//!
//! # Threads
//!
//! A [`Factory`] of this module and its trees stay on one thread: the
//! nodes are boxed as `Box<dyn Node<C>>` and share the factory's
//! conditions, entries and compiled scripts through `Rc`s, so what is
//! registered may hold an `Rc` or a `Cell`. [`sync`] is the same factory
//! and loader for trees that cross threads: its trees are
//! [`bt::dynamic::sync`](crate::dynamic::sync) trees (`Send + Sync`), what
//! they share is held in `Arc`s and a subtree's local entries behind a
//! `Mutex`; everything registered with it must be `Send + Sync`
//! ([`sync::TreePart`]), and the factory is `Send + Sync` too, so one
//! [`sync::XmlPrototype`] builds trees on many threads.

mod ports;
mod script;
mod stamped;
mod substitute;

use alloc::format;
use alloc::string::String;
use core::fmt;
use std::path::{Path, PathBuf};

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
    /// Registers the entries with `factory` (a [`Factory`] or a
    /// [`sync::Factory`]): what the derive writes.
    fn register_entries<F: EntryRegistry<Self>>(factory: &mut F);
}

/// What [`Blackboard::register_entries`] registers entries with: a
/// [`Factory`] or a [`sync::Factory`], whose
/// [`entry`](Factory::entry) and [`entry_mut`](Factory::entry_mut) these
/// are, given functions that capture nothing (so that they are `Send +
/// Sync` for either).
pub trait EntryRegistry<C> {
    /// A read-only entry: [`Factory::entry`].
    fn entry<T: fmt::Display + 'static>(&mut self, key: &str, get: fn(&C) -> T);

    /// A read-write entry: [`Factory::entry_mut`].
    fn entry_mut<T: 'static>(&mut self, key: &str, get: fn(&C) -> T, set: fn(&mut C, T));
}

/// The bounds a tree of this module puts on the closures and nodes it
/// holds: none. [`sync`] defines it again with `+ Send + Sync`; the
/// `tree` module is compiled once under each.
macro_rules! threads {
    ($($part:tt)*) => { $($part)* };
}

/// A paragraph of the docs of the `tree` module's items for this flavour:
/// none here.
macro_rules! flavour_note {
    () => {
        ""
    };
}

/// What the parts of a tree of this module must be.
mod flavor {
    pub(crate) use alloc::rc::Rc as Shared;
    pub(crate) use core::cell::RefCell as Lock;

    pub(crate) use crate::dynamic::{BoxNode, Dynamic, Prototype, Spec};
}

/// What the closures, nodes and values a [`Factory`] is given must be to
/// become parts of its trees: anything (this is implemented for every
/// type). In [`sync`], whose trees are `Send + Sync`, its namesake is
/// `Send + Sync`.
pub trait TreePart {}

impl<T: ?Sized> TreePart for T {}

mod tree;

pub use tree::{Args, Factory, Output, Value, XmlPrototype, XmlTree};

pub mod sync;

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
