//! [`Port`]: what BT.CPP's `providedPorts()` says of a port beyond its
//! name, for [`Factory::port_model`](super::Factory::port_model); defined
//! in `bt_core::table`, whose exports write it too.

pub use crate::table::{Port, PortDirection};
