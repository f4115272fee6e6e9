//! Exact probability: arbitrary-size naturals, reduced rationals and finite distributions, with no floats in any computation.

mod dist;
mod nat;
mod ratio;
mod walk;
mod wide;

pub use dist::{Dist, DistError};
pub use nat::Nat;
pub use ratio::{ParseRatioError, Ratio};
pub use walk::{Rows, Walk};
pub use wide::{Factor, Wide};
