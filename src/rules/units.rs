//! A ruleset's rules for whole units in close combat (`combat --rules wfb`): the combat-result
//! bonuses, who counts as outnumbering, fear's automatic break, and the flight and pursuit
//! dice. Only data: `mechanics::combat` reads it. A ruleset without it refuses `combat`. Also a
//! chariot's terrain hits (`TerrainHits`), which are not a unit rule: the ruleset holds them
//! beside its units, so that skirmish, which has no units, keeps WFB's chariots.

use super::Provenance;
use serde::{Deserialize, Serialize};

/// WFB's unit rules (seed 002, RULES.md §3.2, §3.7, §3.11).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnitRules {
    pub provenance: Provenance,
    /// A rank counts for the rank bonus with at least this many models (4).
    pub rank_min_models: u32,
    /// The combat-result bonus per rank after the first, and its cap (+1, at most +3).
    pub rank_bonus: i32,
    pub rank_bonus_max: i32,
    /// An enemy unit of at least this many models attacking the flank or rear takes the rank
    /// bonus away (5).
    pub flank_cancels_ranks_models: u32,
    /// A unit fighting the enemy's flank or rear needs at least this many models for the bonus
    /// (the seed's «vice naz 5 clenu»: 6).
    pub flank_bonus_models: u32,
    pub flank_bonus: i32,
    pub rear_bonus: i32,
    /// A standard in the front rank (one per unit), a battle standard, high ground.
    pub standard_bonus: i32,
    pub battle_standard_bonus: i32,
    pub high_ground_bonus: i32,
    /// The musicians' roll-off winner's bonus.
    pub musician_bonus: i32,
    /// A unit that loses against fear-causers that outnumber it breaks without a test.
    pub fear_breaks_outnumbered: bool,
    /// A unit charged by fear-causers tests its Leadership before the first blow: failed, it
    /// flees if they outnumber it, else it needs 6s to hit in the first round.
    #[serde(default)]
    pub fear_test_when_charged: bool,
    /// A unit charged by terror-causers tests its Leadership before the first blow: failed, it
    /// flees at once whatever the numbers.
    #[serde(default)]
    pub terror_test_when_charged: bool,
    /// Stupidity in close combat (`--a-stupid`); `None`: the ruleset has no such rule and the
    /// flag is refused.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stupidity: Option<StupidityRule>,
    /// A charging chariot's impact hits (`--a-impact`); `None`: refused.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub impact_hits: Option<ImpactHits>,
    /// A character in a small unit (`--a-character`); `None`: refused.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub character_hits: Option<CharacterHits>,
    /// Flight and pursuit: this many D6 for a Movement up to `fast_above_m`, `fast_dice` above.
    pub flee_dice: u32,
    pub fast_dice: u32,
    pub fast_above_m: u8,
    pub text: String,
}

impl UnitRules {
    /// The D6 a unit of Movement `m` flees and pursues with.
    pub fn flight_dice(&self, m: u8) -> u32 {
        if m > self.fast_above_m {
            self.fast_dice
        } else {
            self.flee_dice
        }
    }
}

/// A stupid unit in close combat (seed 002 «Pokud je jednotka v hand-to-hand boji, bojuje jen
/// polovina stupidnich monster»): it tests its Leadership at the start of each of its own turns;
/// failed, only half of its stupid models fight, rounded up.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StupidityRule {
    pub provenance: Provenance,
    pub text: String,
}

/// A charging chariot's impact hits (seed 002 «Chariot pak zpusobi D6 zasahu +1 za kazdou
/// kosu»): `dice` D6 plus `per_scythe` for each scythe, hitting automatically, in the first
/// round of a combat it charged into only.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ImpactHits {
    pub provenance: Provenance,
    pub dice: u32,
    pub per_scythe: u32,
    /// Their Strength when the user gives none (not in the digest: 5th edition's chariots).
    pub strength: u8,
    pub text: String,
}

/// A chariot that moves through difficult terrain (seed 002 «inkasuje D6 S6 zasahu, ktere jsou
/// nahodne rozdeleny mezi chariot, posadku a tahnouci nestvury jako pri strelbe»): `dice` D6
/// hits of `strength`, each allocated on the built-in `table`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TerrainHits {
    pub provenance: Provenance,
    pub dice: u32,
    pub strength: u8,
    pub table: String,
    pub text: String,
}

/// A character in a unit of fewer than `below_models` (seed 002 «V jednotce mensi nez pet muzu
/// se u vsech zasahu hazi, koho zasahly, charakter ci obycejneho vojaka»): each hit is
/// randomised between him and the rank and file; in a bigger unit he cannot be hit.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CharacterHits {
    pub provenance: Provenance,
    pub below_models: u32,
    pub text: String,
}
