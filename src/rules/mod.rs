//! Rulesets as data: charts, tables, modifiers and rulings, each with its provenance; the built-in
//! rulesets; and loading a rules file that overrides parts of one. Nothing here computes odds.

pub mod aftermath;
mod builtin;
mod charts;
pub mod close_combat;
mod criticals;
mod file;
mod rulings;
mod seeds;
pub mod spells;
pub mod tables;
mod units;
pub mod user_table;
mod validate;
pub mod weapons;

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

pub use aftermath::{
    BreakTestRule, ClimbRule, Concussion, CriticalRow, CriticalSave, CriticalTable, EdgeRule,
    FallHits, FallingRule, FollowUp, FollowUpEffect, GapRule, Helmet, InjuryRow, InjuryTable,
    JumpRule, MovementRule, RallyRule, RoutRule, RoutThreshold, Status,
};
pub use close_combat::{
    AloneRule, BreakingBlows, ClimbingCharge, CloseCombatRules, EscapeRule, FearRule, Frenzy,
    ParryRule, StrikeOrder,
};
pub use file::{apply_overrides, load};
pub use rulings::{Ruling, ruling, rulings};
pub use rulings::{number as ruling_number, order as ruling_order};
pub use units::{CharacterHits, ImpactHits, StupidityRule, TerrainHits, UnitRules};

/// The five rulesets warband knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RulesetId {
    /// Core Mordheim (seed 004, Russian translation of the rulebook)
    Mordheim,
    /// The Brno club's house variant of Mordheim (seed 000, Czech)
    MordheimClub,
    /// Warhammer Fantasy Battle, 5th edition (seed 002, Czech summary)
    Wfb,
    /// Warhammer Skirmish (seed 003, Czech translation)
    Skirmish,
    /// Chapter 9 "Walka" of a Polish board game (seed 001)
    CzarneWrota,
}

impl RulesetId {
    pub const ALL: [RulesetId; 5] = [
        RulesetId::Mordheim,
        RulesetId::MordheimClub,
        RulesetId::Wfb,
        RulesetId::Skirmish,
        RulesetId::CzarneWrota,
    ];

    /// The id as written on the command line and in files, in the order of `ALL` (the enum's
    /// own order, which a test checks).
    const NAMES: [&'static str; 5] = [
        "mordheim",
        "mordheim-club",
        "wfb",
        "skirmish",
        "czarne-wrota",
    ];

    pub fn as_str(self) -> &'static str {
        Self::NAMES[self as usize]
    }
}

impl fmt::Display for RulesetId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for RulesetId {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        RulesetId::ALL
            .into_iter()
            .find(|id| id.as_str() == s)
            .ok_or_else(|| {
                let known: Vec<&str> = RulesetId::ALL.iter().map(|id| id.as_str()).collect();
                format!("unknown ruleset '{s}' (known: {})", known.join(", "))
            })
    }
}

/// Where a chart, table or rule comes from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Provenance {
    /// Printed in one of the user's source documents (`shared/seeds/<file>`).
    Seed { file: String, quote: String },
    /// Not in the seeds: taken from the standard rulebook or another public source.
    Standard { source: String },
    /// Missing from every source: reconstructed by a project ruling.
    Reconstructed { ruling: String, note: String },
    /// Replaced by the user's `--rules-file`.
    UserFile { path: String },
}

impl Provenance {
    pub fn seed(file: &str, quote: &str) -> Self {
        Provenance::Seed {
            file: file.to_string(),
            quote: quote.to_string(),
        }
    }

    pub fn standard(source: &str) -> Self {
        Provenance::Standard {
            source: source.to_string(),
        }
    }

    pub fn reconstructed(ruling: &str, note: &str) -> Self {
        Provenance::Reconstructed {
            ruling: ruling.to_string(),
            note: note.to_string(),
        }
    }

    /// The ruling that reconstructed this part, if it was reconstructed.
    pub fn ruling(&self) -> Option<&str> {
        match self {
            Provenance::Reconstructed { ruling, .. } => Some(ruling),
            _ => None,
        }
    }

    /// A short human label: `seed 004_…txt`, `standard rulebook (…)`, `reconstructed (R-21)`.
    pub fn label(&self) -> String {
        match self {
            Provenance::Seed { file, .. } => {
                seeds::seed_title(file).map_or_else(|| format!("seed {file}"), str::to_string)
            }
            Provenance::Standard { source } => {
                format!("not printed in this ruleset's rulebook: {source}")
            }
            Provenance::Reconstructed { ruling, .. } => format!("reconstructed ({ruling})"),
            Provenance::UserFile { path } => {
                format!("rules file {}", crate::error::printable(path))
            }
        }
    }
}

/// One ruleset: every chart and rule the mechanics look up. Absent parts (`None`) mean the
/// ruleset has no such mechanic (e.g. `czarne-wrota` has no to-hit chart).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ruleset {
    pub id: String,
    pub name: String,
    pub source: Provenance,
    pub melee_to_hit: Option<WsChart>,
    pub to_wound: Option<WoundChart>,
    pub shooting: Option<ShootingTable>,
    pub armour: Option<ArmourTable>,
    pub strength_save_modifiers: Option<StrengthSaveTable>,
    pub natural_rolls: NaturalRolls,
    pub critical: Option<CriticalTrigger>,
    pub zero_characteristics: Vec<ZeroRule>,
    pub injury: Option<InjuryTable>,
    /// The critical tables: one, or one per weapon class (club).
    pub critical_tables: Vec<CriticalTable>,
    pub falling: Option<FallingRule>,
    pub jumping: Option<JumpRule>,
    pub rout: Option<RoutRule>,
    pub break_test: Option<BreakTestRule>,
    pub alone: Option<AloneRule>,
    pub close_combat: Option<CloseCombatRules>,
    /// The special rules this ruleset has, each with where it applies; a rule that is
    /// not listed does not exist in this game.
    pub special_rules: Vec<SpecialRule>,
    /// This ruleset's own weapons; a weapon not listed does not exist in this game.
    pub weapons: weapons::WeaponList,
    /// How wounds on a mounted model are taken (skirmish's house rule, R-50).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cavalry: Option<CavalryRule>,
    /// Swarms: no injury roll, they lose wounds and are removed at 0 (skirmish's own rule).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub swarm: Option<SwarmRule>,
    /// A voluntary escape from close combat (the club's, §2.7).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub escape: Option<EscapeRule>,
    /// Spells and prayers: how they are chosen, cast and what their dice do (the club, §2.17).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub magic: Option<spells::Magic>,
    /// Whole units in close combat (`combat`): combat result, break, flight and pursuit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub units: Option<UnitRules>,
    /// A chariot driven through difficult terrain (`table chariot-shooting --terrain`): WFB's,
    /// and skirmish's, which keeps WFB's chariots though it has no units.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chariot_terrain: Option<TerrainHits>,
    /// Climbing, gap jumps and slipping off an edge (Mordheim and skirmish).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub movement: Option<MovementRule>,
    /// Free-text notes on how this ruleset relates to the others (gaps, assumptions).
    pub notes: Vec<String>,
}

/// A special rule a warrior may have (`--hatred`, `--frenzy`, `--diving`, `--killing-blow`,
/// `--poison`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Special {
    Hatred,
    Frenzy,
    DivingCharge,
    KillingBlow,
    Poison,
}

impl Special {
    /// The flag that asks for it.
    pub fn flag(self) -> &'static str {
        match self {
            Special::Hatred => "--hatred",
            Special::Frenzy => "--frenzy",
            Special::DivingCharge => "--diving",
            Special::KillingBlow => "--killing-blow",
            Special::Poison => "--poison",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Special::Hatred => "hatred",
            Special::Frenzy => "frenzy",
            Special::DivingCharge => "a diving charge",
            Special::KillingBlow => "Killing Blow",
            Special::Poison => "poisoned attacks",
        }
    }
}

/// Where a special rule acts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Scope {
    CloseCombat,
    Shooting,
    Both,
}

impl Scope {
    pub fn includes(self, melee: bool) -> bool {
        match self {
            Scope::CloseCombat => melee,
            Scope::Shooting => !melee,
            Scope::Both => true,
        }
    }
}

/// One special rule of a ruleset and its scope, as the ruleset's source words it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpecialRule {
    pub rule: Special,
    pub scope: Scope,
    /// Only in the first round (turn) of each combat: hatred's re-roll, a diving charge.
    pub first_round_only: bool,
    pub text: String,
    pub provenance: Provenance,
}

/// The first wound a mounted model suffers removes the mount instead of wounding the rider; a
/// critical first wound still ignores the save but does not affect the rider.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CavalryRule {
    pub ruling: String,
    pub text: String,
    pub provenance: Provenance,
}

/// A swarm of small creatures (`--swarm`) rolls no injury: it loses wounds and is removed (out
/// of action) when they reach 0, whatever the injury table says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SwarmRule {
    pub text: String,
    pub provenance: Provenance,
}

/// Close-combat to-hit chart: `cells[attacker WS − 1][defender WS − 1]` = the D6 score needed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WsChart {
    pub provenance: Provenance,
    /// The rule that generates the chart, used beyond its printed range.
    pub rule: String,
    pub cells: Vec<Vec<u8>>,
}

/// To-wound chart: `cells[S − 1][T − 1]` = the D6 score needed, `null` = cannot wound.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WoundChart {
    pub provenance: Provenance,
    pub rule: String,
    pub cells: Vec<Vec<Option<u8>>>,
}

/// Shooting: the BS table, the named modifiers and how scores above 6 are rolled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShootingTable {
    pub provenance: Provenance,
    /// `bs_to_hit[BS − 1]` = the score needed before modifiers (BS 1 → 6 … BS 10 → −3).
    pub bs_to_hit: Vec<i8>,
    pub modifiers: Vec<ShootingModifier>,
    pub beyond_six: BeyondSix,
    /// What a miss does to the cover (core Mordheim: a natural 1 hits the cover, R-25).
    pub cover_deflection: Option<CoverDeflection>,
    /// Blackpowder misfires: a natural 1 to hit rolls on this table (the club, §2.10).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub misfire: Option<Misfire>,
    /// Shooting into a close combat: a die picks the model a hit strikes (the club, R-110).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub into_combat: Option<IntoCombat>,
}

/// Shooting into a close combat (`hit --into-combat N`): each hit strikes one of the N models
/// in it, every one alike (`ruling`), the target aimed at 1 time in N.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IntoCombat {
    pub ruling: String,
    pub text: String,
    pub provenance: Provenance,
}

/// A blackpowder weapon's natural 1 to hit rolls on the built-in table `table`: its row
/// `hit_row` still hits with `strength_bonus` more Strength, its row `shooter_row` hits the
/// shooter (reported), every other row is a miss.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Misfire {
    pub table: String,
    pub hit_row: String,
    pub strength_bonus: i8,
    pub shooter_row: String,
    pub provenance: Provenance,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CoverDeflection {
    pub provenance: Provenance,
    pub ruling: String,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShootingModifier {
    /// The flag's name: `cover`, `hard_cover`, `long_range`, `moved`, `large_target`.
    pub id: String,
    /// Added to the roll: −1 makes the shot harder (raises the score needed by 1).
    pub modifier: i8,
    pub description: String,
    pub provenance: Provenance,
}

/// Needed scores of 7 and more: a 6, then a second die.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BeyondSix {
    pub provenance: Provenance,
    /// Each needed score above 6 with the score the second die needs after the 6.
    pub rows: Vec<SixThen>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SixThen {
    pub needed: u8,
    pub then: u8,
}

/// Armour: base saves, and the bonuses that improve them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArmourTable {
    pub provenance: Provenance,
    pub suits: Vec<ArmourSuit>,
    /// Each of these improves the save by its value (a shield: +1 → 5+ becomes 4+).
    pub shield: i8,
    pub mounted: i8,
    pub barding: i8,
    /// The best basic save before modifiers (`wfb`: 1+), if the ruleset caps it.
    pub best_basic_save: Option<u8>,
    /// A ruling on how the shield's bonus is read (the club's Cover, R-23).
    pub shield_ruling: Option<String>,
    /// A basic save this good saves automatically against weak hits (WFB 5th edition: 1+
    /// against Strength 3 or less, R-6 as amended); absent: every save fails on a natural 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub automatic_save: Option<AutomaticSave>,
    /// The shield's bonus is Cover, which some situations lose (the club, R-23).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shield_cover: Option<ShieldCover>,
}

/// When a shield's (or buckler's) Cover bonus does not apply.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShieldCover {
    /// A knocked-down (or stunned) warrior cannot use it.
    pub lost_when_down: bool,
    /// A rider cannot use it.
    pub lost_when_mounted: bool,
    /// Not with a weapon whose data says `no_cover` (the dagger).
    pub lost_with_no_cover_weapon: bool,
    /// A fleeing warrior (breaking or escaping from combat) cannot use it.
    #[serde(default)]
    pub lost_when_fleeing: bool,
    /// A buckler gives the same Cover as a shield (the club: «Toto pravidlo se vztahuje na štít
    /// a pukléř», R-89).
    #[serde(default)]
    pub buckler: bool,
    pub provenance: Provenance,
}

/// A basic save of `basic`+ or better (armour, shield, mount, before the Strength modifier)
/// saves automatically against a hit of at most `max_strength`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AutomaticSave {
    pub basic: u8,
    pub max_strength: u8,
    pub ruling: String,
    pub provenance: Provenance,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArmourSuit {
    pub name: String,
    pub save: u8,
}

/// Strength → armour-save modifier: the row with the highest `min_strength` ≤ S applies.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StrengthSaveTable {
    pub provenance: Provenance,
    pub rows: Vec<StrengthSaveRow>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StrengthSaveRow {
    pub min_strength: u8,
    pub modifier: i8,
}

/// The natural-roll rules and caps of section R (R-2 … R-6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NaturalRolls {
    /// a natural 1 always misses (melee and shooting).
    pub hit_natural_one_fails: bool,
    /// close-combat to-hit scores are never worse than this (6).
    pub melee_cap: Option<u8>,
    /// a natural 1 always fails to wound.
    pub wound_natural_one_fails: bool,
    /// a natural 1 always fails an armour save.
    pub save_natural_one_fails: bool,
}

/// When a to-wound roll is a critical.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CriticalTrigger {
    pub provenance: Provenance,
    /// The natural to-wound score that causes a critical (6).
    pub natural: u8,
    /// No critical when the wound roll needs this score or more (6+).
    pub not_when_needing: u8,
    /// Only in close combat (skirmish as translated, R-12), else close combat and shooting.
    pub close_combat_only: bool,
    pub description: String,
    /// The rulings this trigger follows (R-10, and R-12 for `skirmish`).
    pub rulings: Vec<String>,
}

/// What a characteristic of 0 means (§1.3, §2.1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ZeroRule {
    pub characteristic: String,
    pub effect: ZeroEffect,
    pub text: String,
    pub provenance: Provenance,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ZeroEffect {
    /// WS 0 defender: every blow hits automatically.
    HitAutomatically,
    /// WS 0 attacker: cannot hit in close combat.
    CannotHit,
    /// BS 0: cannot use missile weapons.
    CannotShoot,
    /// S 0: cannot wound in close combat.
    CannotWound,
    /// T 0: every hit wounds; the die is still rolled for criticals.
    WoundedAutomatically,
    CannotMove,
    /// I 0: strikes last, fails every Initiative test.
    StrikesLastFailsInitiative,
    CannotAttack,
}

impl Ruleset {
    /// The special rule `rule`, if this ruleset has it.
    pub fn special(&self, rule: Special) -> Option<&SpecialRule> {
        self.special_rules.iter().find(|r| r.rule == rule)
    }

    /// The weapon `name` names (its id or an alias), if this ruleset has it.
    pub fn weapon(&self, name: &str) -> Option<&weapons::Weapon> {
        weapons::find(&self.weapons, name)
    }

    pub fn zero_rule(&self, characteristic: &str, effect: ZeroEffect) -> Option<&ZeroRule> {
        self.zero_characteristics
            .iter()
            .find(|r| r.characteristic == characteristic && r.effect == effect)
    }
}

impl WsChart {
    /// The score needed by attacker WS `ws` against defender WS `vs` (both ≥ 1). Outside the
    /// printed 1–10 range the chart's own rule applies (R-5 reasoning, ruling R-28).
    pub fn lookup(&self, ws: u8, vs: u8) -> u8 {
        let cell = (ws as usize)
            .checked_sub(1)
            .and_then(|r| self.cells.get(r))
            .and_then(|row| (vs as usize).checked_sub(1).and_then(|c| row.get(c)));
        match cell {
            Some(&score) => score,
            None => charts::ws_rule(ws, vs),
        }
    }
}

impl WoundChart {
    /// The score needed by Strength `s` against Toughness `t`; `None` = cannot wound.
    pub fn lookup(&self, s: u8, t: u8) -> Option<u8> {
        let cell = (s as usize)
            .checked_sub(1)
            .and_then(|r| self.cells.get(r))
            .and_then(|row| (t as usize).checked_sub(1).and_then(|c| row.get(c)));
        match cell {
            Some(&score) => score,
            None => charts::wound_rule(s, t),
        }
    }
}

impl ShootingTable {
    /// The score needed by BS `bs` (≥ 1) before modifiers; beyond BS 10 the table's pattern
    /// (7 − BS) continues.
    pub fn base_score(&self, bs: u8) -> i32 {
        match (bs as usize)
            .checked_sub(1)
            .and_then(|i| self.bs_to_hit.get(i))
        {
            Some(&score) => i32::from(score),
            None => 7 - i32::from(bs),
        }
    }

    pub fn modifier(&self, id: &str) -> Option<&ShootingModifier> {
        self.modifiers.iter().find(|m| m.id == id)
    }
}

impl BeyondSix {
    /// The score the second die needs after a 6, for a needed score above 6; `None` when
    /// the score cannot be reached at all.
    pub fn then(&self, needed: i32) -> Option<u8> {
        self.rows
            .iter()
            .find(|row| i32::from(row.needed) == needed)
            .map(|row| row.then)
    }
}

impl ArmourTable {
    pub fn suit(&self, name: &str) -> Option<&ArmourSuit> {
        self.suits.iter().find(|s| s.name == name)
    }
}

impl StrengthSaveTable {
    /// The save modifier (≤ 0) of a hit of Strength `s`.
    pub fn modifier(&self, s: u8) -> i8 {
        self.rows
            .iter()
            .filter(|row| row.min_strength <= s)
            .max_by_key(|row| row.min_strength)
            .map_or(0, |row| row.modifier)
    }
}

/// A built-in ruleset (no overrides).
pub fn builtin(id: RulesetId) -> Ruleset {
    builtin::ruleset(id)
}

#[cfg(test)]
mod id_tests {
    use super::RulesetId;

    #[test]
    fn every_id_has_its_own_name_and_reads_back() {
        for (i, id) in RulesetId::ALL.into_iter().enumerate() {
            assert_eq!(id as usize, i, "ALL is in the enum's order");
            assert_eq!(id.as_str().parse::<RulesetId>(), Ok(id));
        }
        let names: std::collections::BTreeSet<&str> =
            RulesetId::ALL.iter().map(|id| id.as_str()).collect();
        assert_eq!(names.len(), RulesetId::ALL.len());
        assert_eq!(RulesetId::MordheimClub.as_str(), "mordheim-club");
    }
}
