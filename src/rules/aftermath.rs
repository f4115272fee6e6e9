//! The data of what follows a wound: the injury table with concussion and helmets, critical
//! tables, falling and jumping (and the movement tests that can end in a fall), rout and break
//! tests, rallying. The rules of the fight itself are in `close_combat`.

use super::Provenance;
use serde::{Deserialize, Serialize};

/// A warrior's state after injuries, ordered from best to worst for the warrior.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Unharmed,
    Wounded,
    KnockedDown,
    Stunned,
    OutOfAction,
}

impl Status {
    /// Every state, best first: the order of the outcomes of `fall` and `odds`.
    pub const ALL: [Status; 5] = [
        Status::Unharmed,
        Status::Wounded,
        Status::KnockedDown,
        Status::Stunned,
        Status::OutOfAction,
    ];

    /// The three results of an injury roll.
    pub const INJURIES: [Status; 3] = [Status::KnockedDown, Status::Stunned, Status::OutOfAction];

    pub fn name(self) -> &'static str {
        match self {
            Status::Unharmed => "unharmed",
            Status::Wounded => "wounded",
            Status::KnockedDown => "knocked_down",
            Status::Stunned => "stunned",
            Status::OutOfAction => "out_of_action",
        }
    }
}

/// The injury table: each row covers a range of the modified D6 (`None` = open-ended).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InjuryTable {
    pub provenance: Provenance,
    pub rows: Vec<InjuryRow>,
    /// Concussion weapons (mace, club, hammer, staff), where the ruleset has them.
    pub concussion: Option<Concussion>,
    /// The helmet's save against being stunned, where the ruleset has helmets.
    pub helmet: Option<Helmet>,
    /// A stunned warrior with several wounds loses one per attack instead of going out of
    /// action at once (the club, §2.11).
    pub stunned_loses_one_wound_per_attack: bool,
    /// A target already down keeps its state when a result would be milder: a stunned warrior
    /// knocked down by a shot, or losing a wound, is still stunned (the club, §2.9).
    #[serde(default)]
    pub down_keeps_its_state: bool,
    /// A mounted rider rolls on this built-in table instead, its rows standing for this
    /// table's rows of the same dice (the club's Prr!, §2.16).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mounted_table: Option<String>,
    /// A knocked-down warrior with wounds left (after a critical) loses them wound by wound in
    /// close combat and goes out of action when they reach 0 (the club, §2.11: «je vyřazen z
    /// boje, jakmile klesne tato hodnota na 0»); otherwise any unsaved wound takes him out.
    pub knocked_down_keeps_wounds: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InjuryRow {
    pub from: Option<i8>,
    pub to: Option<i8>,
    pub result: Status,
    pub name: String,
    pub effect: String,
}

/// Concussion (mace, club, hammer, staff): a final result in `from..=to` is stunned.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Concussion {
    pub provenance: Provenance,
    pub from: i8,
    pub to: i8,
}

/// Helmet: a stunned result becomes knocked down on a D6 of `save` or more.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Helmet {
    pub provenance: Provenance,
    pub save: u8,
}

impl InjuryTable {
    /// The result of a final (modified) injury roll, before any helmet.
    pub fn result(&self, roll: i64, concussion: bool) -> Status {
        if let Some(c) = self.concussion.as_ref().filter(|_| concussion)
            && (i64::from(c.from)..=i64::from(c.to)).contains(&roll)
        {
            return Status::Stunned;
        }
        self.rows
            .iter()
            .find(|row| {
                row.from.is_none_or(|f| roll >= i64::from(f))
                    && row.to.is_none_or(|t| roll <= i64::from(t))
            })
            .map_or(Status::OutOfAction, |row| row.result)
    }
}

/// How a critical changes the armour save.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "value")]
pub enum CriticalSave {
    /// The save is taken as usual.
    Normal,
    /// The save is taken with this extra modifier (−2 makes it two worse), on top of Strength.
    Modifier(i8),
    /// No armour save.
    None,
}

/// One row of a critical table, as data the attack chain applies.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CriticalRow {
    pub from: u8,
    pub to: u8,
    /// snake_case name, the outcome in distributions.
    pub id: String,
    pub name: String,
    /// Wounds caused (1 or 2).
    pub wounds: u8,
    pub save: CriticalSave,
    /// Added to every injury roll this critical causes.
    pub injury_bonus: i8,
    /// A status the target suffers at once (combined with injuries by the worse, R-15).
    pub auto_status: Option<Status>,
    /// The attacker makes one extra attack at once.
    pub extra_attack: bool,
    /// The target's attacks lost this round (`Some(0)` = all of them).
    pub target_loses_attacks: Option<u8>,
    /// Whether the target's helmet may still turn a stun into a knock-down.
    pub helmet_allowed: bool,
    /// The row's effect in words, including what no number captures.
    pub effect: String,
    /// What the row sets going beyond the target's wounds and state (the club's Disarm,
    /// Ricochet and Kebab!), reported where the critical happens (`odds`, `duel`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_up: Option<FollowUp>,
}

/// A critical row's follow-up: what it does, with its numbers, as data with their source.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FollowUp {
    pub effect: FollowUpEffect,
    /// It happens when the critical's wound is saved too; otherwise a saved critical has no
    /// effect.
    pub even_if_saved: bool,
    /// What it does, in words.
    pub text: String,
    pub provenance: Provenance,
    pub rulings: Vec<String>,
}

/// The dice a follow-up rolls, as numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum FollowUpEffect {
    /// The target takes a Strength test (D6 <= S, a 6 fails) or loses his main weapon until
    /// the end of the combat; his Strength counts `own_two_handed` more when he fights with a
    /// two-handed weapon and `attacker_two_handed` more when the blow came from one.
    StrengthTest {
        own_two_handed: i8,
        attacker_two_handed: i8,
    },
    /// The missile also hits the nearest model within `within_inches` of the target: a new
    /// wound roll at the shot's Strength, with no critical, and that model's armour save.
    SecondModel { within_inches: u8 },
    /// The target is hurled `d6` D6 inches back (a rider, when `rider_unhorsed`, is thrown
    /// from his mount instead); one who strikes an obstacle takes one hit of
    /// `obstacle_strength`, with no critical. With `separates_others`, the attacker follows him
    /// and every other model in the combat is separated from him: the attackers who have not
    /// struck him yet in the phase do not.
    KnockBack {
        d6: u8,
        obstacle_strength: u8,
        rider_unhorsed: bool,
        #[serde(default)]
        separates_others: bool,
    },
}

/// A critical table, for one weapon class or for all weapons.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CriticalTable {
    /// `missile`, `crushing`, `cutting`, `unarmed`, `long` (club), or `None` for the only table.
    pub class: Option<String>,
    pub provenance: Provenance,
    /// The dice rolled on it (`D6`), or `none` when a critical has one fixed effect.
    pub dice: String,
    pub rows: Vec<CriticalRow>,
    pub rulings: Vec<String>,
}

impl CriticalTable {
    pub fn row(&self, die: u8) -> Option<&CriticalRow> {
        self.rows.iter().find(|r| (r.from..=r.to).contains(&die))
    }
}

/// Falling damage.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FallingRule {
    pub provenance: Provenance,
    /// `d3` hits or `one` hit.
    pub hits: FallHits,
    /// Below this height (whole inches) there is no fall.
    pub min_height: u8,
    pub text: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FallHits {
    D3,
    One,
}

/// Jumping down and diving charges: Initiative tests per full 2".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JumpRule {
    pub provenance: Provenance,
    pub inches_per_test: u8,
    /// The highest jump allowed at all (core: 6").
    pub max_height: Option<u8>,
    /// Above this height a jump is an automatic fall (club: 6").
    pub automatic_fall_above: Option<u8>,
    pub text: String,
}

/// The Initiative tests of movement that can end in a fall: climbing, gap jumps, slipping off
/// an edge (core §1.4, club §2.3, skirmish §4.1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MovementRule {
    pub climbing: ClimbRule,
    pub gaps: GapRule,
    pub edge: EdgeRule,
}

/// Climbing up or down a wall. A failed test falls from the height the warrior is at (below
/// the falling rule's least height that is no fall: on the way up before the first test he just
/// stops, as the core rule says).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClimbRule {
    pub provenance: Provenance,
    /// `None`: one test before the whole climb (core); `Some(n)`: one before each full n"
    /// climbed (club: 2", ⌊h/n⌋ tests).
    pub inches_per_test: Option<u8>,
    /// Where the reading of climbing down comes from (the club's seed speaks of climbing up).
    pub down: Provenance,
    pub text: String,
}

/// Jumping over a gap: too little movement falls, else a test (club: only above `test_above`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GapRule {
    pub provenance: Provenance,
    /// The widest gap a jump can clear.
    pub max: u8,
    /// The widest gap when running, where running jumps further (club: 4").
    pub max_running: Option<u8>,
    /// A gap wider than the jump can clear is an automatic fall (club); otherwise it cannot be
    /// tried at all (core: «максимум до 3"»).
    pub too_wide_falls: bool,
    /// Gaps of at most this width need no test (club: 2"); `None`: every jump tests.
    pub no_test_up_to: Option<u8>,
    pub text: String,
}

/// A knocked-down or stunned warrior within 1" of an edge: one test, or he falls.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EdgeRule {
    pub provenance: Provenance,
    pub text: String,
}

/// The warband rout test: how many Leadership tests at which share of losses.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoutRule {
    pub provenance: Provenance,
    /// Ascending: at `percent` or more out of action, `tests` tests must all pass.
    pub thresholds: Vec<RoutThreshold>,
    pub text: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoutThreshold {
    pub percent: u8,
    pub tests: u8,
}

impl RoutRule {
    /// How many tests `out` of `of` out of action calls for (0 = none yet). Thresholds are
    /// inclusive and exact: `out × 100 ≥ percent × of`.
    pub fn tests(&self, out: u32, of: u32) -> u8 {
        self.thresholds
            .iter()
            .filter(|t| u64::from(out) * 100 >= u64::from(t.percent) * u64::from(of))
            .map(|t| t.tests)
            .max()
            .unwrap_or(0)
    }
}

/// The WFB break test.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BreakTestRule {
    pub provenance: Provenance,
    /// Hatred tests on this Leadership, unmodified.
    pub hatred_ld: u8,
    /// A modified Leadership below this always breaks.
    pub always_breaks_below: u8,
    pub text: String,
    /// A fleeing unit's rally test, where the ruleset has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rally: Option<RallyRule>,
}

/// A fleeing unit rallies on a Leadership test (2D6 <= Ld), unless fewer than `least_percent`
/// per cent of its starting models are left: then it cannot rally at all (wfb).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RallyRule {
    pub least_percent: u8,
    pub provenance: Provenance,
    pub text: String,
}
