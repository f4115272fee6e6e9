//! Exact probability: arbitrary-size naturals, reduced rationals and finite distributions, with no floats in any computation.

mod distribution;
mod layer;
mod nat;
mod parse_error;
mod ratio;
mod walk;
mod wide;

pub use distribution::{Dist, DistError};
pub use layer::{FastMap, Layer, Share, Spread};
pub use nat::Nat;
pub use parse_error::ParseRatioError;
pub use ratio::Ratio;
pub use walk::{Rows, Walk};
pub use wide::{Factor, Wide};
