//! The trees of [`bt::xml`](crate::xml) or of
//! [`bt::xml::sync`](crate::xml::sync), whichever includes this module:
//! the factory, the loader and the handles nodes read ports with.

mod load;
mod substitution;
mod widen;

use crate::xml::{
    Blackboard, EntryRegistry, Error, Port, PortDirection, Substitute, TestNodeConfig, place,
    script,
};

use alloc::boxed::Box;
use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::{String, ToString};
use core::any::Any;
use core::fmt;
use core::str::FromStr;
use std::path::{Path, PathBuf};

use super::TreePart;
use super::flavor::{BoxNode, Dynamic, Lock, Prototype, Shared, Spec};
use crate::custom::{ControlNode, DecoratorNode};
use crate::table::{Category, Kind};
use crate::{Clock, Node, Status, Tree};

/// A tree loaded from XML.
pub type XmlTree<C> = Tree<Dynamic<C>, C>;

/// What [`Factory::prototype`] returns: a [`Prototype`] of trees of a
/// registered tree, borrowing the factory for `'f`.
pub type XmlPrototype<'f, C> = Prototype<C, Box<threads!(dyn Fn() -> Spec<C> + 'f)>>;

/// A condition shared by the elements that name it.
pub(crate) type Cond<C> = Shared<threads!(dyn Fn(&mut C) -> bool)>;

/// A post-condition script.
pub(crate) type Script<C> = Shared<threads!(dyn Fn(&mut C))>;

/// Builds a leaf from its ports.
type MakeLeaf<C> = Shared<threads!(dyn Fn(&Args<'_, C>) -> Result<BoxNode<C>, Error>)>;

/// Makes a control or decorator node of the user's from its children.
pub(crate) type Build<C> = Box<threads!(dyn FnOnce(alloc::vec::Vec<Spec<C>>) -> Spec<C>)>;

/// Reads a control's or decorator's ports when the tree is loaded, and
/// returns what makes the node from its children when it is built.
type MakeParent<C> = Shared<threads!(dyn Fn(&Args<'_, C>) -> Result<Build<C>, Error>)>;

/// How a registered node type is made.
enum Make<C: 'static> {
    Leaf(MakeLeaf<C>),
    Parent(MakeParent<C>),
}

impl<C: 'static> Clone for Make<C> {
    fn clone(&self) -> Self {
        match self {
            Self::Leaf(make) => Self::Leaf(Shared::clone(make)),
            Self::Parent(make) => Self::Parent(Shared::clone(make)),
        }
    }
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

impl<C: 'static> Clone for NodeType<C> {
    fn clone(&self) -> Self {
        Self {
            kind: self.kind,
            ports: self.ports.clone(),
            make: self.make.clone(),
            condition: self.condition.clone(),
        }
    }
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
    /// A `Shared<dyn Fn(&C) -> T>` (an `Rc`, or in `bt::xml::sync` an `Arc`).
    getter: Shared<threads!(dyn Any)>,
    /// The value as text (for `switch` and scripts), if it has one.
    text: Option<load::code::TextOf<C>>,
    /// For a writable entry: a `Shared<dyn Fn(&mut C, T)>`.
    setter: Option<Shared<threads!(dyn Any)>>,
    /// For a writable entry of a type scripts write: how they write it.
    assign: Option<load::code::Assign<C>>,
    /// For a local entry: how `<UnsetBlackboard>` resets it (to its
    /// initial value).
    reset: Option<Reset<C>>,
    /// `true` for a tree variable (made by a script's `key := value`):
    /// one holding a number is read and written by ports of every number
    /// type and `bool`, as BT.CPP converts the `double` a script stores.
    variable: bool,
}

/// What `<UnsetBlackboard>` does to an entry.
type Reset<C> = Shared<threads!(dyn Fn(&mut C))>;

impl<C: 'static> Clone for Entry<C> {
    fn clone(&self) -> Self {
        Self {
            type_name: self.type_name,
            type_id: self.type_id,
            copy: self.copy,
            getter: Shared::clone(&self.getter),
            text: self.text.clone(),
            setter: self.setter.clone(),
            assign: self.assign.clone(),
            reset: self.reset.clone(),
            variable: self.variable,
        }
    }
}

impl<C: 'static> Entry<C> {
    fn new<T: 'static>(
        get: Shared<threads!(dyn Fn(&C) -> T)>,
        text: Option<load::code::TextOf<C>>,
        setter: Option<Shared<threads!(dyn Any)>>,
    ) -> Self {
        let assign = setter
            .as_deref()
            .and_then(|set| load::code::assign_of::<C>(set));
        Self {
            type_name: core::any::type_name::<T>(),
            type_id: core::any::TypeId::of::<T>(),
            copy: load::code::copy_of::<C, T>,
            getter: Shared::new(get),
            text,
            setter,
            assign,
            reset: None,
            variable: false,
        }
    }

    /// A fresh entry of a tree or subtree of its own, starting at
    /// `initial` (to which `<UnsetBlackboard>` resets it).
    pub(crate) fn local<T: Clone + TreePart + 'static>(initial: T) -> Self {
        let cell = Shared::new(Lock::new(initial.clone()));
        let read = Shared::clone(&cell);
        let get: Shared<threads!(dyn Fn(&C) -> T)> =
            Shared::new(move |_: &C| read.borrow().clone());
        let reset: Reset<C> = {
            let cell = Shared::clone(&cell);
            Shared::new(move |_: &mut C| *cell.borrow_mut() = initial.clone())
        };
        let set: Setter<C, T> = Shared::new(move |_: &mut C, value| *cell.borrow_mut() = value);
        let text = load::code::text_of::<C>(&get);
        Entry {
            reset: Some(reset),
            ..Entry::new(get, text, Some(Shared::new(set)))
        }
    }
}

/// A [`Factory::convert_from_text`] conversion.
pub(crate) struct Conversion<C: 'static> {
    type_name: &'static str,
    /// A [`load::code::Parse<T>`].
    parse: Shared<threads!(dyn Any)>,
    /// The script writer of an entry of the type, given its setter.
    assign: AssignOf<C>,
    /// For a type registered by [`Factory::convert_from_str`] (`Clone +
    /// Default`): a fresh variable of the type, which an output port
    /// writing it into a key no entry names makes.
    variable: Option<fn() -> Entry<C>>,
    /// For the same: the getter of a `T` parsed from a text variable's
    /// value each time it is read (`T::default()`, reported, if it does
    /// not parse), as BT.CPP's `getInput` converts a text entry.
    from_text: Option<FromText<C>>,
}

/// Makes a `Shared<dyn Fn(&C) -> T>` (boxed as `Any`) of a text getter,
/// reporting a text that does not parse.
type FromText<C> = fn(load::code::TextOf<C>, Option<load::code::Report>) -> Box<threads!(dyn Any)>;

impl<C: 'static> Clone for Conversion<C> {
    fn clone(&self) -> Self {
        Self {
            type_name: self.type_name,
            parse: Shared::clone(&self.parse),
            assign: Shared::clone(&self.assign),
            variable: self.variable,
            from_text: self.from_text,
        }
    }
}

/// What reads a `T` from the context.
type Getter<C, T> = Shared<threads!(dyn Fn(&C) -> T)>;

/// A getter of `T`, a number type or `bool`, reading the text `text`
/// gives as BT.CPP converts a text entry read by such a port (`"3"`,
/// `"2.5"`, `"true"`); a text that is no number reads as 0 (`false`), and
/// `report` hears of it. `None` for another `T`.
fn parsed_number<C: 'static, T: 'static>(
    text: load::code::TextOf<C>,
    report: Option<load::code::Report>,
) -> Option<Getter<C, T>> {
    if !(widen::is_number::<T>() || core::any::TypeId::of::<T>() == core::any::TypeId::of::<bool>())
    {
        return None;
    }
    let number: Shared<threads!(dyn Fn(&C) -> f64)> = Shared::new(move |c: &C| {
        let text = text(c);
        load::code::text_number(&text).unwrap_or_else(|| {
            if let Some(report) = &report {
                report(&format!(
                    "`{text}` is not a number ({} reads it as 0)",
                    short_type_name::<T>()
                ));
            }
            0.0
        })
    });
    widen::read_variable::<C, T>(&number)
}

/// The script writer of an entry of a converted type, given its setter.
type AssignOf<C> = Shared<threads!(dyn Fn(&dyn Any) -> Option<load::code::Assign<C>>)>;

/// Makes a fresh [`Factory::local_entry`] for one tree or subtree.
type MakeLocal<C> = Shared<threads!(dyn Fn() -> Entry<C>)>;

/// The entries a tree being loaded sees: the factory's, and the local
/// entries of its trees and subtrees (by the names the loader gives them).
#[derive(Clone, Copy)]
pub(crate) struct Entries<'a, C: 'static> {
    pub(crate) shared: &'a BTreeMap<String, Entry<C>>,
    pub(crate) local: &'a core::cell::RefCell<BTreeMap<String, Shared<Entry<C>>>>,
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
                "create it in the tree with a script (`{root} := value`), register it with \
                 `Factory::entry(\"{root}\", |ctx| ..)` (or `entry_mut`) to share it with Rust, or \
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
    Local(Shared<Entry<C>>),
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

// Function pointers: copied whatever `C` is.
impl<C: 'static> Clone for Timed<C> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<C: 'static> Copy for Timed<C> {}

/// Milliseconds read from an entry (`None`: a value the node cannot
/// take).
type Millis<C> = Shared<threads!(dyn Fn(&C) -> Option<u64>)>;

/// The leaves, control and decorator nodes, entries and scripts an XML
/// tree may name, by ID: see the [module docs](crate::xml).
///
/// Registering an ID again replaces it. IDs of built-in nodes
/// (`Sequence`, `Sleep`, ...) are the built-in nodes: a leaf registered
/// under one is an error when a tree uses that ID.
#[doc = flavour_note!()]
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
type RunErrors = Shared<threads!(dyn Fn(&Error))>;

/// A copy of the factory: what it registered is shared, not copied (the
/// closures and compiled entries through `Rc`s, or `Arc`s in
/// [`bt::xml::sync`](crate::xml::sync)), so a clone costs a few small
/// allocations per registration. Registering into the copy leaves the
/// original as it was: a program that reloads its trees keeps one
/// factory, clones it to register a changed file, and swaps the copy in
/// only if it loads.
impl<C: 'static> Clone for Factory<C> {
    fn clone(&self) -> Self {
        Self {
            node_types: self.node_types.clone(),
            entries: self.entries.clone(),
            scripts: self.scripts.clone(),
            enums: self.enums.clone(),
            stamps: self.stamps.clone(),
            unsets: self.unsets.clone(),
            locals: self.locals.clone(),
            timed: self.timed,
            substitutions: self.substitutions.clone(),
            registered: self.registered.clone(),
            unnamed: self.unnamed,
            texts: self.texts,
            port_models: self.port_models.clone(),
            conversions: self.conversions.clone(),
            run_errors: self.run_errors.clone(),
        }
    }
}

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
    pub fn condition(
        &mut self,
        id: &str,
        f: threads!(impl Fn(&mut C) -> bool + 'static),
    ) -> &mut Self {
        let f: Cond<C> = Shared::new(f);
        let g = Shared::clone(&f);
        let make: MakeLeaf<C> = Shared::new(move |_| {
            let g = Shared::clone(&g);
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
    pub fn action(
        &mut self,
        id: &str,
        f: threads!(impl Fn(&mut C) -> Status + 'static),
    ) -> &mut Self {
        let f: Shared<threads!(dyn Fn(&mut C) -> Status)> = Shared::new(f);
        self.register(
            id,
            NodeType::leaf(
                Category::Action,
                &[],
                Shared::new(move |_| {
                    let f = Shared::clone(&f);
                    Ok(Box::new(crate::Action(move |c: &mut C| f(c))))
                }),
            ),
        )
    }

    /// An action node made fresh for each element with this ID (a
    /// [`Stateful`](crate::Stateful) action, any [`Node`]): each one keeps
    /// its own state.
    pub fn node<N: Node<C> + TreePart + 'static>(
        &mut self,
        id: &str,
        make: threads!(impl Fn() -> N + 'static),
    ) -> &mut Self {
        self.node_of(Category::Action, id, make)
    }

    /// A leaf of `category` made fresh for each element with this ID.
    fn node_of<N: Node<C> + TreePart + 'static>(
        &mut self,
        category: Category,
        id: &str,
        make: threads!(impl Fn() -> N + 'static),
    ) -> &mut Self {
        self.register(
            id,
            NodeType::leaf(category, &[], Shared::new(move |_| Ok(Box::new(make())))),
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
    pub fn condition_node<N: Node<C> + TreePart + 'static>(
        &mut self,
        id: &str,
        make: threads!(impl Fn() -> N + 'static),
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
    pub fn node_with<N: Node<C> + TreePart + 'static>(
        &mut self,
        id: &str,
        ports: &'static [&'static str],
        make: threads!(impl Fn(&Args<'_, C>) -> Result<N, Error> + 'static),
    ) -> &mut Self {
        self.register(
            id,
            NodeType::leaf(
                Category::Action,
                ports,
                Shared::new(move |args| Ok(Box::new(make(args)?))),
            ),
        )
    }

    /// A condition with ports: `make` returns the function of each element
    /// (see [`node_with`](Self::node_with)). Scripts cannot name it.
    pub fn condition_with<F: FnMut(&mut C) -> bool + TreePart + 'static>(
        &mut self,
        id: &str,
        ports: &'static [&'static str],
        make: threads!(impl Fn(&Args<'_, C>) -> Result<F, Error> + 'static),
    ) -> &mut Self {
        self.register(
            id,
            NodeType::leaf(
                Category::Condition,
                ports,
                Shared::new(move |args| Ok(Box::new(crate::Condition(make(args)?)))),
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
    pub fn decorator<N: DecoratorNode<C> + TreePart + 'static>(
        &mut self,
        id: &'static str,
        ports: &'static [&'static str],
        make: threads!(impl Fn(&Args<'_, C>) -> Result<N, Error> + 'static),
    ) -> &mut Self {
        self.parent(
            Kind::user(id, Category::Decorator),
            ports,
            Shared::new(move |args| {
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
    pub fn control<N: ControlNode<C> + TreePart + 'static>(
        &mut self,
        id: &'static str,
        ports: &'static [&'static str],
        make: threads!(impl Fn(&Args<'_, C>) -> Result<N, Error> + 'static),
    ) -> &mut Self {
        self.parent(
            Kind::user(id, Category::Control),
            ports,
            Shared::new(move |args| {
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
        get: threads!(impl Fn(&C) -> T + 'static),
    ) -> &mut Self {
        let get: Shared<threads!(dyn Fn(&C) -> T)> = Shared::new(get);
        // The types scripts know are written as BT.CPP writes them (a real
        // with six decimals), others by their `Display`.
        let text = load::code::text_of::<C>(&get).unwrap_or_else(|| {
            let get = Shared::clone(&get);
            Shared::new(move |c| get(c).to_string())
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
    /// the [module docs](crate::xml#scripts)). `T` need not be `Display`: an
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
        get: threads!(impl Fn(&C) -> T + 'static),
        set: threads!(impl Fn(&mut C, T) + 'static),
    ) -> &mut Self {
        let get: Shared<threads!(dyn Fn(&C) -> T)> = Shared::new(get);
        let set: Setter<C, T> = Shared::new(set);
        let text = load::code::text_of::<C>(&get);
        self.insert_entry(key, get, text, Some(Shared::new(set)));
        self
    }

    fn insert_entry<T: 'static>(
        &mut self,
        key: &str,
        get: Shared<threads!(dyn Fn(&C) -> T)>,
        text: Option<load::code::TextOf<C>>,
        setter: Option<Shared<threads!(dyn Any)>>,
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
    /// node and followed by the next. (A number or a text that a script
    /// creates, `key := value`, needs no registration: it is a
    /// [variable of the tree](crate::xml#variables-of-the-tree). A local
    /// entry is for another type, or a first value that ports read before
    /// any script writes it.)
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
    pub fn local_entry<T: Clone + TreePart + 'static>(
        &mut self,
        key: &str,
        initial: T,
    ) -> &mut Self {
        let make = move || Entry::local(initial.clone());
        self.locals.insert(key.to_string(), Shared::new(make));
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
        f: threads!(impl Fn(&str) -> Result<T, E> + 'static),
    ) -> &mut Self {
        let parse: load::code::Parse<T> =
            Shared::new(move |text| f(text).map_err(|e| e.to_string()));
        let assign = {
            let parse = Shared::clone(&parse);
            Shared::new(move |setter: &dyn Any| load::code::assign_parsed::<C, T>(&parse, setter))
        };
        self.conversions.insert(
            core::any::TypeId::of::<T>(),
            Conversion {
                type_name: core::any::type_name::<T>(),
                parse: Shared::new(parse),
                assign,
                variable: None,
                from_text: None,
            },
        );
        self
    }

    /// [`convert_from_text`](Self::convert_from_text) by `T`'s
    /// [`FromStr`], for a type whose text in the XML is the one it parses:
    /// `factory.convert_from_str::<Pose>()` is
    /// `factory.convert_from_text(|text: &str| text.parse::<Pose>())`,
    /// and more: an output port that writes a `T` into a key no entry
    /// names makes it a [variable of the tree](crate::xml#variables-of-the-tree)
    /// of type `T` (starting at `T::default()`), as it does for numbers
    /// and texts, so that BT.CPP's `CalculateGoal goal="{GoalPosition}"`
    /// then `PrintTarget target="{GoalPosition}"` needs no registration of
    /// `GoalPosition`.
    ///
    /// ```
    /// use bt::xml::Factory;
    /// use bt::Status;
    ///
    /// #[derive(Clone, Copy, Debug, Default, PartialEq)]
    /// struct Pose { x: f64, y: f64 }
    ///
    /// impl std::str::FromStr for Pose {
    ///     type Err = String;
    ///     fn from_str(text: &str) -> Result<Self, String> {
    ///         let (x, y) = text.split_once(';').ok_or("write x;y")?;
    ///         let number = |t: &str| t.trim().parse::<f64>().map_err(|e| e.to_string());
    ///         Ok(Pose { x: number(x)?, y: number(y)? })
    ///     }
    /// }
    ///
    /// #[derive(Default)]
    /// struct Robot { goal: Pose }
    ///
    /// let mut factory = Factory::<Robot>::new();
    /// factory
    ///     .convert_from_str::<Pose>()
    ///     .entry_mut("goal", |r: &Robot| r.goal, |r, v| r.goal = v);
    /// let mut tree = factory.load_str(r#"
    ///     <root BTCPP_format="4">
    ///       <BehaviorTree ID="Main">
    ///         <SetBlackboard output_key="goal" value="1.5;-2"/>
    ///       </BehaviorTree>
    ///     </root>"#)?;
    /// let mut robot = Robot::default();
    /// assert_eq!(tree.tick(&mut robot), Status::Success);
    /// assert_eq!(robot.goal, Pose { x: 1.5, y: -2.0 });
    /// # Ok::<(), bt::xml::Error>(())
    /// ```
    pub fn convert_from_str<T>(&mut self) -> &mut Self
    where
        T: FromStr + Clone + Default + TreePart + 'static,
        T::Err: fmt::Display,
    {
        self.convert_from_text(|text: &str| text.parse::<T>());
        if let Some(conversion) = self.conversions.get_mut(&core::any::TypeId::of::<T>()) {
            conversion.variable = Some(|| Entry {
                variable: true,
                ..Entry::local(T::default())
            });
            conversion.from_text = Some(|text, report| {
                let get: Shared<threads!(dyn Fn(&C) -> T)> = Shared::new(move |c: &C| {
                    let text = text(c);
                    text.parse::<T>().unwrap_or_else(|e| {
                        if let Some(report) = &report {
                            report(&format!(
                                "`{text}` is not a valid {}: {e}",
                                short_type_name::<T>()
                            ));
                        }
                        T::default()
                    })
                });
                Box::new(get)
            });
        }
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
    pub fn on_run_error(&mut self, f: threads!(impl Fn(&Error) + 'static)) -> &mut Self {
        self.run_errors = Some(Shared::new(f));
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

    /// The context entry `key`'s value as text, as BT.CPP writes it (an
    /// integer whole, a real with six decimals, `87.500000`, a `bool` as 1
    /// or 0, a `String` as it is, a type of yours registered with
    /// [`entry`](Self::entry) by its `Display`): for a debug view, a log
    /// line or a bridge that
    /// publishes entries by name. `None` for a key not registered, or an
    /// entry whose type has no text.
    ///
    /// ```
    /// use bt::xml::Factory;
    ///
    /// #[derive(Default)]
    /// struct Robot { battery: f64, mode: String, goal: (i32, i32) }
    ///
    /// let mut factory = Factory::<Robot>::new();
    /// factory
    ///     .entry_mut("battery", |r: &Robot| r.battery, |r, v| r.battery = v)
    ///     .entry_mut("mode", |r: &Robot| r.mode.clone(), |r, v| r.mode = v)
    ///     .entry_mut("goal", |r: &Robot| r.goal, |r, v| r.goal = v)
    ///     .convert_from_text(|t: &str| -> Result<(i32, i32), String> {
    ///         let (x, y) = t.split_once(';').ok_or("write x;y")?;
    ///         Ok((x.parse().map_err(|_| "a bad x")?, y.parse().map_err(|_| "a bad y")?))
    ///     });
    /// let mut robot = Robot::default();
    /// // A parameter bridge writes entries by name, from text.
    /// factory.set_entry_text(&mut robot, "battery", "87.5")?;
    /// factory.set_entry_text(&mut robot, "mode", "docking")?;
    /// factory.set_entry_text(&mut robot, "goal", "3;4")?;
    /// assert_eq!(robot.goal, (3, 4));
    /// assert_eq!(factory.entry_text(&robot, "battery").as_deref(), Some("87.500000"));
    /// // (`goal` has no text: its type is not `Display`.)
    /// assert_eq!(
    ///     factory.entries_text(&robot),
    ///     [("battery".to_string(), "87.500000".to_string()), ("mode".into(), "docking".into())]
    /// );
    /// let e = factory.set_entry_text(&mut robot, "battery", "full").unwrap_err();
    /// assert_eq!(e.message(), "the entry `battery` cannot hold it: 'full' is not a number");
    /// # Ok::<(), bt::xml::Error>(())
    /// ```
    pub fn entry_text(&self, ctx: &C, key: &str) -> Option<String> {
        self.entries.get(key)?.text.as_ref().map(|text| text(ctx))
    }

    /// Every context entry that has a text ([`entry_text`](Self::entry_text)),
    /// by key, in key order: a snapshot of the blackboard.
    pub fn entries_text(&self, ctx: &C) -> alloc::vec::Vec<(String, String)> {
        self.entries
            .iter()
            .filter_map(|(key, entry)| Some((key.clone(), (entry.text.as_ref()?)(ctx))))
            .collect()
    }

    /// Writes the [writable](Self::entry_mut) context entry `key` from a
    /// text, as `<SetBlackboard output_key="key" value="text"/>` does: a
    /// number or a `bool` parsed (`true`, `false`, a number), a `String` as
    /// it is, a type of yours by its
    /// [`convert_from_text`](Self::convert_from_text). For a parameter
    /// server, a console or a test that sets entries by name; see
    /// [`entry_text`](Self::entry_text).
    ///
    /// # Errors
    ///
    /// The key is not a registered entry, the entry is read-only or of a
    /// type without a conversion from text, or the text does not convert
    /// (the error has no place in a document: line 0).
    pub fn set_entry_text(&self, ctx: &mut C, key: &str, text: &str) -> Result<(), Error> {
        let err = |message: String, help: String| Error::new(None, (0, 0), message, help);
        let Some(entry) = self.entries.get(key) else {
            let register = format!("register it with `Factory::entry_mut(\"{key}\", get, set)`");
            let names = self.entries.keys().map(String::as_str);
            return Err(err(
                format!("no context entry `{key}` is registered"),
                match crate::table::closest(key, names) {
                    Some(meant) => format!("did you mean `{meant}`? (or {register})"),
                    None => register,
                },
            ));
        };
        let entries = Entries {
            shared: &self.entries,
            local: &core::cell::RefCell::new(BTreeMap::new()),
            conversions: &self.conversions,
        };
        let Some(assign) = entries.assign(entry) else {
            return Err(err(
                if entry.setter.is_none() {
                    format!("the entry `{key}` is read-only")
                } else {
                    format!(
                        "the entry `{key}` is {}, which is not written from text",
                        a_type(entry.type_name)
                    )
                },
                if entry.setter.is_none() {
                    format!("register it with `Factory::entry_mut(\"{key}\", get, set)`")
                } else {
                    String::from(
                        "register how a text becomes one with `Factory::convert_from_str::<T>()` \
                         (by its `FromStr`) or `Factory::convert_from_text`",
                    )
                },
            ));
        };
        (assign.write)(ctx, &load::code::Val::Text(text.to_string())).map_err(|e| {
            err(
                format!("the entry `{key}` cannot hold it: {e}"),
                format!("write {}", assign.what()),
            )
        })
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
    /// [`Stamped`](crate::xml::Stamped), which counts them for you. The nodes read the entry's
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
    pub fn entry_stamp(
        &mut self,
        key: &str,
        writes: threads!(impl Fn(&C) -> u64 + 'static),
    ) -> &mut Self {
        self.stamps.insert(key.to_string(), Shared::new(writes));
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
    pub fn entry_unset(
        &mut self,
        key: &str,
        unset: threads!(impl Fn(&mut C) + 'static),
    ) -> &mut Self {
        self.unsets.insert(key.to_string(), Shared::new(unset));
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
    pub fn script(&mut self, id: &str, f: threads!(impl Fn(&mut C) + 'static)) -> &mut Self {
        self.scripts.insert(id.to_string(), Shared::new(f));
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
    /// Nth text registered (from 1); [`register_str_as`](Self::register_str_as)
    /// names it as you choose.
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

    /// Registers the trees of an XML text under a name of yours, as
    /// [`register_file`](Self::register_file) registers a file under its
    /// path: errors name the text `name` (`nav:3:7: ...`), an `<include>`
    /// in it is read relative to `name`'s directory, and registering the
    /// same name again replaces what it registered before. For XML that
    /// comes from elsewhere than a file (a ROS parameter, the network)
    /// and is reloaded.
    ///
    /// ```
    /// use bt::xml::Factory;
    /// use bt::Status;
    ///
    /// let mut factory = Factory::<u32>::new();
    /// factory.action("Count", |n| { *n += 1; Status::Success });
    /// factory.register_str_as("nav", r#"<root BTCPP_format="4">
    ///   <BehaviorTree ID="Main"><Count/></BehaviorTree>
    ///   <BehaviorTree ID="Old"><Count/></BehaviorTree>
    /// </root>"#)?;
    /// // A new version of "nav" replaces the old one, "Old" included.
    /// factory.register_str_as("nav", r#"<root BTCPP_format="4">
    ///   <BehaviorTree ID="Main"><Sequence><Count/><Count/></Sequence></BehaviorTree>
    /// </root>"#)?;
    /// assert_eq!(factory.registered_trees(), ["Main"]);
    /// let mut n = 0;
    /// factory.tree("Main")?.tick(&mut n);
    /// assert_eq!(n, 2);
    /// // Errors name the text.
    /// let error = factory.register_str_as("nav", "<root BTCPP_format=\"4\">").unwrap_err();
    /// assert!(error.to_string().starts_with("nav:1:"), "{error}");
    /// # Ok::<(), bt::xml::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`register_str`](Self::register_str). The factory is unchanged
    /// then.
    pub fn register_str_as(
        &mut self,
        name: impl AsRef<Path>,
        xml: &str,
    ) -> Result<&mut Self, Error> {
        let name = name.as_ref().to_path_buf();
        let registered = load::register(Some(name), String::from(xml), self.unnamed)?;
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
    /// `let factory: &'static Factory<Agent> = Box::leak(Box::new(factory));`
    /// (for a factory made once; one that is reloaded is held in an `Arc`,
    /// and its prototype made where the `Arc` is: see
    /// [hot reload](crate::xml#hot-reload)).
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
        let first = Lock::new(Some(prepared.spec()?));
        Ok(Prototype::new(Box::new(move || {
            // Taken out first: the lock (a `Mutex` in `bt::xml::sync`) is
            // not held while other trees are described.
            let first = first.borrow_mut().take();
            match first {
                Some(spec) => spec,
                None => prepared.spec().unwrap_or_else(|e| {
                    panic!(
                        "a node's function failed where it succeeded for the prototype's first \
                     tree: {e}"
                    )
                }),
            }
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
    Entry(Shared<threads!(dyn Fn(&C) -> T)>),
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
            Self::Entry(get) => Self::Entry(Shared::clone(get)),
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
type Setter<C, T> = Shared<threads!(dyn Fn(&mut C, T))>;

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
            set: Shared::clone(&self.set),
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
    /// Makes a key no entry names a variable of the tree of the given
    /// type (an output port writing a number, a `bool` or a text).
    pub(crate) variable: &'a dyn Fn(&str, load::VarType<C>),
    /// What tells [`Factory::on_run_error`] of a value that fails when the
    /// node reads it (a text variable that does not parse as the port's
    /// type).
    pub(crate) report: Option<load::code::Report>,
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
    /// or a `{key}` entry of type `T` (remapped through subtrees). `T`
    /// must be [`FromStr`]: a type converted from text only by
    /// `convert_from_text` is read with [`entry`](Self::entry), which
    /// takes literals through it too. A `String` port also reads
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
                    // A text, a number or a `bool` is parsed from a literal by
                    // `Args::value`; a type of the user's by a conversion.
                    if core::any::TypeId::of::<T>() == core::any::TypeId::of::<String>()
                        || core::any::TypeId::of::<T>() == core::any::TypeId::of::<bool>()
                        || widen::is_number::<T>()
                    {
                        format!(
                            "write the entry it reads: `{port}=\"{{key}}\"`; or, for a port that \
                             also takes literals (as BT.CPP's `getInput` does), read it in the \
                             node's code with `Args::value::<{}>`",
                            short_type(core::any::type_name::<T>())
                        )
                    } else {
                        format!(
                            "write the entry it reads: `{port}=\"{{key}}\"`, or register how a \
                             text becomes {} with `Factory::convert_from_text`",
                            a_type(core::any::type_name::<T>())
                        )
                    },
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
        if let Some(get) = entry
            .getter
            .downcast_ref::<Shared<threads!(dyn Fn(&C) -> T)>>()
        {
            return Ok(Read::Entry(Shared::clone(get)));
        }
        // A number read as a type that holds all its values.
        if let Some(get) = widen::read::<C, T>(&*entry.getter) {
            return Ok(Read::Entry(get));
        }
        // A tree variable's number read as any number type or `bool`.
        if entry.variable
            && let Some(get) = entry
                .getter
                .downcast_ref::<Shared<threads!(dyn Fn(&C) -> f64)>>()
                .and_then(widen::read_variable::<C, T>)
        {
            return Ok(Read::Entry(get));
        }
        // A text entry (a script's `n := '3'`, a `String` field) read by a
        // port of a number type or `bool`: parsed when read, as BT.CPP's
        // `getInput` converts a text.
        if entry.type_id == core::any::TypeId::of::<String>()
            && let Some(text) = &entry.text
            && let Some(get) = parsed_number::<C, T>(Shared::clone(text), self.report.clone())
        {
            return Ok(Read::Entry(get));
        }
        // A text entry (a script's `key := '1;2'`) read as a type of the
        // user's registered by `convert_from_str`: parsed when read.
        if entry.type_id == core::any::TypeId::of::<String>()
            && let (Some(text), Some(from_text)) = (
                &entry.text,
                self.entries
                    .conversions
                    .get(&core::any::TypeId::of::<T>())
                    .and_then(|c| c.from_text),
            )
            && let Ok(get) = from_text(Shared::clone(text), self.report.clone())
                .downcast::<Shared<threads!(dyn Fn(&C) -> T)>>()
        {
            return Ok(Read::Entry(*get));
        }
        // A `String` port reads any entry that has a text, as BT.CPP's
        // `getInput<std::string>` converts any entry to its text.
        let text: Option<Box<threads!(dyn Any)>> = entry
            .text
            .clone()
            .map(|t| Box::new(t) as Box<threads!(dyn Any)>);
        match text.and_then(|t| t.downcast::<Shared<threads!(dyn Fn(&C) -> T)>>().ok()) {
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
        // A number, a `bool` or a text written into a key no entry names:
        // a variable of the tree, as a script's `key := value` makes.
        let t = core::any::TypeId::of::<T>();
        if t == core::any::TypeId::of::<String>() {
            (self.variable)(key, load::VarType::Text);
        } else if t == core::any::TypeId::of::<f64>() || t == core::any::TypeId::of::<f32>() {
            (self.variable)(key, load::VarType::Num(crate::xml::script::Form::Real));
        } else if t == core::any::TypeId::of::<bool>() || widen::is_number::<T>() {
            // (An integer, as BT.CPP's entry of the port's type.)
            (self.variable)(key, load::VarType::Num(crate::xml::script::Form::Whole));
        } else if let Some(make) = self.entries.conversions.get(&t).and_then(|c| c.variable) {
            (self.variable)(key, load::VarType::Made(make));
        }
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
                        "register it with `Factory::entry_mut(\"{root}\", get, set)` (the \
                         context's entries are typed and shared with Rust), or as the tree's own \
                         with `Factory::local_entry(\"{root}\", initial)` (a number, a `bool` or \
                         a text written here would make a variable of the tree)"
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
            .map(Shared::clone)
            .or_else(|| widen::write::<C, T>(&**setter))
            .or_else(|| {
                // A tree variable's number written as any number type or
                // `bool`.
                setter
                    .downcast_ref::<Setter<C, f64>>()
                    .filter(|_| entry.variable)
                    .and_then(widen::write_variable::<C, T>)
            }) {
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
    Entry(Shared<threads!(dyn Fn(&C) -> T)>),
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

impl<C: 'static> EntryRegistry<C> for Factory<C> {
    fn entry<T: fmt::Display + 'static>(&mut self, key: &str, get: fn(&C) -> T) {
        Factory::entry(self, key, get);
    }

    fn entry_mut<T: 'static>(&mut self, key: &str, get: fn(&C) -> T, set: fn(&mut C, T)) {
        Factory::entry_mut(self, key, get, set);
    }
}
