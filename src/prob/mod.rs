//! Exact probability: arbitrary-size naturals, reduced rationals and finite distributions, with no floats in any computation.

mod dist;
mod nat;
mod ratio;

pub use dist::{Dist, DistError};
pub use nat::Nat;
pub use ratio::{ParseRatioError, Ratio};
