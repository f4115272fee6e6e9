//! `warband fall`'s flags: a fall or a jump down, climbing, gap jumps and a warrior by an edge.

use super::declared::clap_items;
use super::groups::CompareOpt;
use super::parse::*;
use crate::question::EdgeState;

// Declared once, with the plain value `cmd/` answers, in `src/question/`.
crate::question::fall_options!(clap_items!());

super::declared::value_enum!(EdgeState { KnockedDown = "knocked-down", Stunned = "stunned" });
