//! Scenario tables, one module per node family. Each function documents the
//! shape it expects (BT.CPP notation) and checks every step.

pub mod branch;
pub mod children;
pub mod decorator;
pub mod halting;
pub mod leaf;
pub mod parallel;
pub mod precondition;
pub mod reactive;
pub mod sequence;
pub mod switch;
pub mod timing;
pub mod try_catch;
