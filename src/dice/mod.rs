//! Dice themselves: the seeded roller and dice expressions (`2d6`, `d66`, `3d6kh2`) with their
//! exact distributions. Below the rules (a table file's dice are checked when it is loaded) and
//! the mechanics, which both read them.

pub mod expr;
mod roller;

pub use roller::Roller;
