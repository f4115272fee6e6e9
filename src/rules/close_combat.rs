//! The data of close combat: the rules that change the attack chain (frenzy, the off-hand
//! weapon, parrying), the strike order, All Alone and the blows at a warrior who leaves a combat,
//! the club's escape.

use super::Provenance;
use serde::{Deserialize, Serialize};

/// Close-combat rules that change the attack chain: frenzy, the off-hand weapon, parrying.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CloseCombatRules {
    pub provenance: Provenance,
    pub frenzy: Frenzy,
    /// The off-hand weapon's attack is this much worse to hit and to wound (club: 1).
    pub offhand_penalty: u8,
    pub parry: Option<ParryRule>,
    /// Who strikes first in a close-combat phase (`duel`).
    pub strike_order: StrikeOrder,
    /// A warrior charged by one who causes fear tests his Leadership before the first blow;
    /// failed, he needs 6s to hit that one in the first turn (`duel --a-fear`, R-121).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fear: Option<FearRule>,
    pub text: String,
}

/// Fear in a fight of warriors: charged by a fear-causer, a warrior tests 2D6 against
/// his Leadership as the charge goes in; failed, he hits the fear-causer only on 6s in the first
/// turn of the fight. Who takes no test is the ruleset's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FearRule {
    /// One who causes fear himself takes the test too (the club: «Modely, které způsobují
    /// strach nejsou samy vůči strachu imunní»); otherwise fear-causers ignore it.
    pub causers_test: bool,
    /// A frenzied warrior takes the test too (the club: frenzy is only +1 Attack); otherwise
    /// frenzy makes him ignore it (core: «игнорируют всю остальную психологию, в частности
    /// страх»; wfb: frenzied troops are immune to psychology).
    pub frenzied_test: bool,
    pub rulings: Vec<String>,
    pub text: String,
    pub provenance: Provenance,
}

/// The strike order of a close-combat phase, earliest first: those who strike first, then the
/// rest, then those who strike last, by Initiative within each group (equal: a roll-off, R-9).
/// One who stood up this turn always strikes last; a characteristic of Initiative 0 that the
/// ruleset's zero rules say strikes last does so even when charging (the club, §2.1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StrikeOrder {
    pub provenance: Provenance,
    /// In the first round of a combat the charger strikes first whatever either side's weapons;
    /// otherwise (Mordheim, R-43; wfb and skirmish, R-47 as amended) a weapon that strikes last
    /// puts even the charger last, and one that strikes first in the first turn joins the
    /// charger. No built-in ruleset sets it any more; a rules file may.
    pub charger_first_whatever_weapons: bool,
    /// Weapons that strike first in the first turn (a Mordheim spear) do so; `false`: a weapon
    /// never changes who strikes first (R-47: a spear lets a second rank fight, nothing more).
    pub weapons_strike_first: bool,
    /// A weapon that strikes last does not when the opponent has one too; Mordheim:
    /// both strike last, by Initiative.
    pub strikes_last_unless_both: bool,
    /// Friendly chargers of equal Initiative strike in the order their owner chooses, taken as
    /// the order they are given (the club, R-88); otherwise they roll off.
    #[serde(default)]
    pub friendly_chargers_in_given_order: bool,
    /// A charge that needed a climb (an Initiative test, or a ladder) ending within 1" of the
    /// target lets the target strike first in the first turn, unless the charger's weapon
    /// strikes first in it (a spear): the club's rule (`duel --climbed`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub climbing_charge: Option<ClimbingCharge>,
    pub rulings: Vec<String>,
    pub text: String,
}

/// The club's charge after a climb (§2.5): the target strikes first in the first turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClimbingCharge {
    pub text: String,
    pub provenance: Provenance,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Frenzy {
    /// Core: attacks doubled (the off-hand's extra attack is not).
    DoubleAttacks,
    /// Club: +1 attack.
    PlusOneAttack,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ParryRule {
    /// Core: a D6 above the highest natural to-hit die; sword and buckler re-roll (§1.8).
    BeatTheHighestDie,
    /// Club: a score set by the attacker's chart to-hit, 9 − it; two sources, two dice.
    ByAttackersChart,
}

/// All Alone / panic in close combat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AloneRule {
    pub provenance: Provenance,
    /// A failed test may be re-rolled when a friend stands within 2" (club panic).
    pub friend_reroll: bool,
    /// The fewest opponents that make a warrior alone (every seed: two or more, R-90); with
    /// fewer there is no test.
    #[serde(default = "two")]
    pub least_opponents: u32,
    /// What each opponent does to a warrior who fails the test and breaks from combat.
    pub breaking: BreakingBlows,
    pub text: String,
}

/// The one blow each opponent strikes at a warrior leaving a combat (All Alone, panic, the
/// club's escape): one attack of his main weapon, resolved as the attack chain from the wound
/// roll on, against a warrior who does not parry and counts as fleeing for his save.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BreakingBlows {
    /// Each blow hits automatically (core «автоматически попадают»); otherwise it is rolled to
    /// hit (the club's free attack, R-24).
    pub automatic: bool,
    /// Added to a rolled blow's to-hit roll (the club's escape: −1).
    pub to_hit: i8,
    /// The rulings that read the blows where the rulebook is silent.
    pub rulings: Vec<String>,
    pub provenance: Provenance,
    pub text: String,
}

/// A voluntary escape from close combat (the club, §2.7): an Initiative test, then each enemy
/// in contact's blow, which depends on the test.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EscapeRule {
    pub provenance: Provenance,
    pub passed: BreakingBlows,
    pub failed: BreakingBlows,
    pub text: String,
}

/// All Alone's two or more opponents, for a rules file that does not say.
fn two() -> u32 {
    2
}
