//! `duel`'s flags: the warriors of each side, whom they strike, who charged, how many turns.

use super::declared::clap_items;
use super::groups::*;
use super::parse::*;
use crate::mechanics::duel::team::Targets;
use crate::question::DuelCharger;

// Declared once, with the plain value `cmd/` answers, in `src/question/`.
crate::question::duel_options!(clap_items!());

super::declared::value_enum!(Targets { First = "first", Weakest = "weakest" });
super::declared::value_enum!(DuelCharger { A = "a", B = "b", None = "none" });
