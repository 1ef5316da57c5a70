//! The `bt!` macro (in progress).
