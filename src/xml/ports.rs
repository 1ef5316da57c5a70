//! [`Port`]: what BT.CPP's `providedPorts()` says of a port beyond its
//! name, for [`Factory::port_model`](super::Factory::port_model).

pub use crate::table::PortDirection;

/// A port of a registered node as BT.CPP's `providedPorts()` declares it:
/// its name, direction, type, default value and description. Built in
/// `const` context, for a `static` list:
///
/// ```
/// use bt::xml::Port;
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
    const fn new(name: &'static str, direction: PortDirection) -> Self {
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
