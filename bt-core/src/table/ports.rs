//! The ports of the built-in nodes: [`PortInfo`] and [`PortType`], the
//! lists [`Kind::ports`](super::Kind::ports) returns, and the names of a
//! switch's cases.

const fn port(name: &'static str, ty: PortType, default: Option<&'static str>) -> PortInfo {
    PortInfo { name, ty, default }
}

pub(super) const PARALLEL: &[PortInfo] = &[
    port("success_count", PortType::Int, Some("-1")),
    port("failure_count", PortType::Int, Some("1")),
];
pub(super) const PARALLEL_ALL: &[PortInfo] = &[port("max_failures", PortType::Int, Some("1"))];
pub(super) const SWITCH: &[PortInfo] = &[port("variable", PortType::Variable, None)];
pub(super) const TRY_CATCH: &[PortInfo] = &[port("catch_on_halt", PortType::Bool, Some("false"))];
pub(super) const REPEAT: &[PortInfo] = &[port("num_cycles", PortType::Int, None)];
pub(super) const RETRY: &[PortInfo] = &[port("num_attempts", PortType::Int, None)];
pub(super) const RUN_ONCE: &[PortInfo] = &[port("then_skip", PortType::Bool, Some("true"))];
pub(super) const MSEC: &[PortInfo] = &[port("msec", PortType::Millis, None)];
pub(super) const DELAY: &[PortInfo] = &[port("delay_msec", PortType::Millis, None)];
pub(super) const CONDITION: &[PortInfo] = &[port("condition", PortType::Condition, None)];

/// BehaviorTree.CPP's names of a switch's case ports (`Switch2`..`Switch6`
/// use the first six; `bt` goes on to sixteen).
pub const SWITCH_CASES: [&str; 16] = [
    "case_1", "case_2", "case_3", "case_4", "case_5", "case_6", "case_7", "case_8", "case_9",
    "case_10", "case_11", "case_12", "case_13", "case_14", "case_15", "case_16",
];

/// Which way a port's value goes (BT.CPP's `PortDirection`): what a
/// `<TreeNodesModel>` declares a port with
/// ([`model_element`](Self::model_element)).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum PortDirection {
    /// The node reads it (BT.CPP's `InputPort`).
    #[default]
    Input,
    /// The node writes it (BT.CPP's `OutputPort`).
    Output,
    /// The node reads and writes it (BT.CPP's `BidirectionalPort`).
    InOut,
}

impl PortDirection {
    /// The element of a `<TreeNodesModel>` that declares such a port:
    /// `input_port`, `output_port` or `inout_port`.
    #[must_use]
    pub const fn model_element(self) -> &'static str {
        match self {
            Self::Input => "input_port",
            Self::Output => "output_port",
            Self::InOut => "inout_port",
        }
    }
}

/// A port of a built-in node: see [`Kind::ports`](super::Kind::ports).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PortInfo {
    /// BehaviorTree.CPP's name of the port (`"num_cycles"`).
    pub name: &'static str,
    /// What the value is.
    pub ty: PortType,
    /// The value when the port is left out, as text; `None` if it must be
    /// given.
    pub default: Option<&'static str>,
}

/// The value type of a built-in node's port.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PortType {
    /// An `i32` (a count or a threshold; negative values have the node's
    /// meaning, e.g. -1 cycles is forever).
    Int,
    /// A `u64` number of milliseconds.
    Millis,
    /// A `bool`.
    Bool,
    /// A condition (a precondition's script in BehaviorTree.CPP).
    Condition,
    /// The value a `switch` reads (a blackboard entry in BehaviorTree.CPP).
    Variable,
}

/// A port of a node as BT.CPP's `providedPorts()` declares it: its name,
/// direction, type, default value and description (`bt::xml`'s
/// `Factory::port_model` takes a list; the exports declare a runtime-built
/// tree's ports so, [`Spec::model_port`](crate::dynamic::Spec::model_port)). Built in
/// `const` context, for a `static` list:
///
/// ```
/// use bt_core::table::Port;
///
/// static MOVE_BASE: &[Port] = &[
///     Port::input("goal").typed("Pose2D").described("where to go"),
///     Port::input("speed").typed("double").default_value("0.5"),
///     Port::output("reached").typed("bool"),
/// ];
/// assert_eq!(MOVE_BASE[1].default, Some("0.5"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Port {
    /// The attribute's name.
    pub name: &'static str,
    /// Which way the value goes.
    pub direction: PortDirection,
    /// The type's name as Groot2 shows it (`double`, `Pose2D`); empty for
    /// none.
    pub type_name: &'static str,
    /// The value an element that does not give the port reads (BT.CPP's
    /// default value), as it would be written in the XML.
    pub default: Option<&'static str>,
    /// What the port is for; empty for nothing.
    pub description: &'static str,
}

impl Port {
    /// The port `name`, going `direction`, with no type, default or
    /// description.
    #[must_use]
    pub const fn new(name: &'static str, direction: PortDirection) -> Self {
        Self {
            name,
            direction,
            type_name: "",
            default: None,
            description: "",
        }
    }

    /// An input port (BT.CPP's `InputPort`).
    #[must_use]
    pub const fn input(name: &'static str) -> Self {
        Self::new(name, PortDirection::Input)
    }

    /// An output port (BT.CPP's `OutputPort`).
    #[must_use]
    pub const fn output(name: &'static str) -> Self {
        Self::new(name, PortDirection::Output)
    }

    /// A port read and written (BT.CPP's `BidirectionalPort`).
    #[must_use]
    pub const fn inout(name: &'static str) -> Self {
        Self::new(name, PortDirection::InOut)
    }

    /// The port's type, as Groot2 shows it.
    #[must_use]
    pub const fn typed(mut self, type_name: &'static str) -> Self {
        self.type_name = type_name;
        self
    }

    /// The value an element that does not give the port reads, written as
    /// in the XML (`"0.5"`, `"{goal}"`).
    #[must_use]
    pub const fn default_value(mut self, text: &'static str) -> Self {
        self.default = Some(text);
        self
    }

    /// What the port is for.
    #[must_use]
    pub const fn described(mut self, text: &'static str) -> Self {
        self.description = text;
        self
    }
}

#[cfg(feature = "alloc")]
impl Port {
    /// The element that declares the port in a `<TreeNodesModel>`:
    /// `<input_port name="speed" type="double" default="0.5">m per
    /// tick</input_port>`, the texts escaped.
    ///
    /// ```
    /// use bt_core::table::Port;
    ///
    /// let port = Port::output("path").typed("Path").described("a < b");
    /// assert_eq!(
    ///     port.to_model_xml(),
    ///     r#"<output_port name="path" type="Path">a &lt; b</output_port>"#
    /// );
    /// ```
    #[must_use]
    pub fn to_model_xml(&self) -> alloc::string::String {
        self.model_xml_named(self.name)
    }

    /// [`to_model_xml`](Self::to_model_xml), for the port called `name`.
    pub(crate) fn model_xml_named(&self, name: &str) -> alloc::string::String {
        use core::fmt::Write as _;
        let escaped = crate::export::Escaped;
        let tag = self.direction.model_element();
        let mut out = alloc::format!("<{tag} name=\"{}\"", escaped(name));
        if !self.type_name.is_empty() {
            let _ = write!(out, " type=\"{}\"", escaped(self.type_name));
        }
        if let Some(default) = self.default {
            let _ = write!(out, " default=\"{}\"", escaped(default));
        }
        if self.description.is_empty() {
            out.push_str("/>");
        } else {
            let _ = write!(out, ">{}</{tag}>", escaped(self.description));
        }
        out
    }
}
