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
