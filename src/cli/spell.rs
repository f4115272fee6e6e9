//! `warband spell`'s flags: a spell's chain on its target, or the rolls that choose spells.

use super::declared::clap_items;
use super::parse::{armour_parser, parse_characteristic, parse_leadership, parse_wounds, whole};

// Declared once, with the plain value `cmd/` answers, in `src/question/`.
crate::question::spell_options!(clap_items!());
