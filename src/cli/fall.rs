//! `warband fall`'s flags: a fall or a jump down, climbing, gap jumps and a warrior by an edge.

use super::declared::clap_items;
use super::parse::*;
use crate::question::EdgeState;

// Declared once, with the plain value `cmd/` answers, in `src/question/`.
crate::question::fall_options!(clap_items!());

impl clap::ValueEnum for EdgeState {
    fn value_variants<'a>() -> &'a [Self] {
        &[EdgeState::KnockedDown, EdgeState::Stunned]
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        EdgeState::NAMED
            .iter()
            .find(|(state, _)| state == self)
            .map(|(_, name)| clap::builder::PossibleValue::new(*name))
    }
}
