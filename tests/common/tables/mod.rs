//! Scenario tables, one module per node family. Each function documents the
//! shape it expects (BT.CPP notation) and checks every step.

pub mod sequence;
pub mod parallel;
pub mod reactive;
pub mod decorator;
pub mod timing;
pub mod precondition;
pub mod leaf;
