//! `combat`: a WFB close combat between two units, round after round, exact and die by die,
//! under one model (seed 002 §6–7, RULES.md §3.1–3.7, §3.11,
//! R-60..R-67):
//!
//! * before the first round, a unit charged by fear-causers takes its fear test:
//!   failed, it flees at once if they outnumber it, else it needs 6s to hit in that round;
//! * the charger strikes first in the first round, unless it has a two-handed weapon and its
//!   enemy has none (R-47 as amended: it strikes last even charging); in later rounds the
//!   higher Initiative, a two-handed weapon last; a mount strikes at its own place, with the
//!   charge in the round its unit charged and later at its own Initiative (its rider's where
//!   not given); equal places of the two sides are rolled off, each on its own (R-9, R-60 as
//!   amended, R-65). The fighting models are the front rank, `min(models, frontage)`, and the
//!   ranks behind that a weapon's data lets fight (a spear's second rank, not in the round its
//!   unit charges; not for cavalry), each model with its profile's attacks, its mount's
//!   and a champion's own;
//! * within a round a model lost before it strikes is one of the fighting models and its
//!   attacks are lost; the rear ranker who steps in does not strike that round (the 5th
//!   edition, R-60 as amended): so the first to strike has the advantage;
//! * every attack is the ruleset's chain: hit, wound, save (`loadout::build`, the same lookups
//!   as `odds`), with the round's bonuses (a charge's lance and spear, a flail's first round,
//!   hatred's first-round re-roll, frenzy while it lasts); unsaved wounds remove models when
//!   they reach a model's wounds, carried within the unit and from round to round; wounds
//!   beyond all the unit has are lost; between rounds the rear rankers step up;
//! * combat result: wounds caused this round + the ruleset's unit bonuses (`UnitRules`),
//!   counted after both sides struck; musicians roll off every round; a
//!   wiped-out unit loses;
//! * the loser's break test (R-20, R-49: hatred on Ld 10, a battle standard's re-roll; broken
//!   at once by fear-causers that outnumber it, R-63), then flight and pursuit: caught when
//!   the pursuit roll is at least the flight roll. A draw, or a loser that holds,
//!   fights the next round, up to `rounds`.
//!
//! Charging chariots' impact hits come before the first blow (`impact`, R-102); a stupid unit
//! may fight at half in its own turns and a small unit's character may fall to random hits
//! (`small`, R-101, R-104). `result` scores a round and says what the score decides, `exact`
//! works the rounds out exactly, `play` rolls them die by die over the same lookups.

use super::Check;
use super::Target;
use super::attack::SaveAgainst;
use super::loadout::{self, Attacker, Defender};
use super::profile::Profile;
use super::save::Armour;
use super::test::{Test, TestKind};
use crate::error::{Result, UserError};
use crate::prob::Ratio;
use crate::rules::weapons::Weapon;
use crate::rules::{Ruleset, UnitRules};

mod exact;
mod impact;
mod order;
mod play;
mod result;
mod small;

pub use super::duel::Side;
pub use exact::{Exact, MEMORY_BUDGET, WORK_BUDGET};
pub use impact::{Impact, Impacting};
pub use order::{Slot, Standing, Step};
pub use play::{Played, play};
pub use result::{Ending, Outcome};

/// Where a unit fights its enemy.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Facing {
    Front,
    Flank,
    Rear,
}

/// One unit: its models' profile and kit, its command and its situation.
#[derive(Debug, Clone, PartialEq)]
pub struct Unit {
    pub profile: Profile,
    pub models: u32,
    /// Models per rank.
    pub frontage: u32,
    pub weapon: Option<Weapon>,
    pub offhand: Option<Weapon>,
    pub armour: Armour,
    pub shield: bool,
    /// Cavalry: the mount's profile (its own attacks; the rider is the one attacked).
    pub mount: Option<Profile>,
    pub barding: bool,
    /// One of the models is a champion with this profile, in the front rank, with the unit's
    /// kit.
    pub champion: Option<Profile>,
    pub standard: bool,
    pub musicians: u32,
    pub battle_standard: bool,
    pub hatred: bool,
    pub frenzy: bool,
    pub causes_fear: bool,
    /// It causes terror (and so fear too, seed 002 «Monstra sirici terror vsak automaticky
    /// siri take fear»): charged by it, a unit tests and flees on a failure.
    pub causes_terror: bool,
    pub high_ground: bool,
    /// Where it fights the enemy: a flank or rear attack.
    pub facing: Facing,
    /// A ward save N+ against each wound after armour.
    pub ward: Option<u8>,
    /// Stupid: at the start of each of its own turns it tests, and failed, only half of its
    /// rank and file fight.
    pub stupid: bool,
    /// Chariots: their impact hits when they charge.
    pub impact: Option<Impact>,
    /// Its champion is a character whose hits are randomised with the rank and file's while
    /// the unit is small (`--a-character`, R-104), not removed last.
    pub random_hits: bool,
}

impl Unit {
    /// A unit of `models` in ranks of `frontage`, with nothing but its profile.
    pub fn new(profile: Profile, models: u32, frontage: u32) -> Unit {
        Unit {
            profile,
            models,
            frontage,
            weapon: None,
            offhand: None,
            armour: Armour::None,
            shield: false,
            mount: None,
            barding: false,
            champion: None,
            standard: false,
            musicians: 0,
            battle_standard: false,
            hatred: false,
            frenzy: false,
            causes_fear: false,
            causes_terror: false,
            high_ground: false,
            facing: Facing::Front,
            ward: None,
            stupid: false,
            impact: None,
            random_hits: false,
        }
    }

    /// The unit's Movement: its mount's when mounted (what it flees and pursues with).
    pub fn movement(&self) -> u8 {
        self.mount.as_ref().unwrap_or(&self.profile).values()[0]
    }

    /// The Leadership it tests on: the highest in the unit (seed 002 «Vzdy se pocita nejvyssi
    /// Ld v jednotce»), its champion's among them while he stands, and he is removed last.
    pub fn leadership(&self) -> u8 {
        let ld = |p: &Profile| p.values()[8];
        self.champion
            .as_ref()
            .map_or(ld(&self.profile), |c| ld(c).max(ld(&self.profile)))
    }

    pub fn total_wounds(&self) -> u32 {
        self.models * u32::from(self.profile.wounds())
    }

    /// The models that fight with `left` models standing: the front rank, and the ranks
    /// behind it that its weapon lets fight, unless it charged this round or is mounted.
    pub fn fighting(&self, left: u32, charging: bool) -> u32 {
        let front = left.min(self.frontage);
        let extra = self
            .weapon
            .as_ref()
            .map_or(0, |w| u32::from(w.extra_fighting_ranks));
        if charging || self.mount.is_some() || extra == 0 {
            return front;
        }
        front
            + left
                .saturating_sub(self.frontage)
                .min(extra * self.frontage)
    }

    /// The mount's Initiative: its own where its profile gives one, else its rider's (R-60 as
    /// amended: a mount given no Initiative is not a mount of I 3).
    pub fn mount_initiative(&self) -> Option<u8> {
        self.mount.as_ref().map(|m| {
            if m.defaulted.contains(&"I") {
                self.profile.initiative()
            } else {
                m.initiative()
            }
        })
    }

    /// Models left after `wounds` unsaved wounds (R-61: they carry within the unit).
    pub fn left_after(&self, wounds: u32) -> u32 {
        self.models
            .saturating_sub(wounds / u32::from(self.profile.wounds().max(1)))
    }
}

/// The two units, who charged, and how many rounds they fight at most.
#[derive(Debug, Clone, PartialEq)]
pub struct Combat {
    pub a: Unit,
    pub b: Unit,
    pub charger: Side,
    /// Rounds to fight while both units hold (1: the charge's round only).
    pub rounds: u32,
}

impl Combat {
    /// One round between `a` and `b`, `charger` charging.
    pub fn new(a: Unit, b: Unit, charger: Side) -> Combat {
        Combat {
            a,
            b,
            charger,
            rounds: 1,
        }
    }

    pub fn unit(&self, side: Side) -> &Unit {
        match side {
            Side::A => &self.a,
            Side::B => &self.b,
        }
    }
}

/// Who in a unit makes a strike's attacks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Fighter {
    /// Each fighting rank-and-file model.
    Troops,
    /// The champion, while he fights.
    Champion,
    /// Each fighting model's mount.
    Mount,
}

/// One kind of attack a fighting model makes (a weapon, an off-hand, its mount), looked up once.
#[derive(Debug, Clone, PartialEq)]
pub struct Strike {
    pub label: String,
    pub by: Fighter,
    /// Attacks per model that makes it.
    pub attacks: u32,
    pub hit: Check,
    pub wound: Target,
    pub save: Target,
    /// The ward save after it; `Impossible`: none.
    pub ward: Target,
    /// P(one attack is an unsaved wound) = P(hit) · P(wound) · P(not saved) · P(not warded).
    pub unsaved: crate::prob::Ratio,
}

/// The fear test of a unit charged by fear-causers, and what failing it leads to.
#[derive(Debug, Clone, PartialEq)]
pub struct FearTest {
    pub test: Test,
    /// Failed, the unit flees at once: the fear-causers outnumber it (seed 002 «zacne utikat
    /// pokud je jednotka sirici strach pocetne silnejsi»), or it is terror; else 6s to hit in
    /// the first round.
    pub flees: bool,
    /// It is a terror test: failed, it flees whatever the numbers.
    pub terror: bool,
}

/// What a unit's strikes depend on in a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Stance {
    /// The first round: a charge's bonuses, a flail's +2, hatred's re-roll.
    pub first_round: bool,
    /// Still frenzied: a frenzied unit beaten in a round is frenzied no more (seed 002
    /// «Jestlize jsou frenzy jednotky porazeny… jejich silenstvi konci»).
    pub frenzied: bool,
    /// Failed its fear test and not outnumbered: 6s to hit in the first round.
    pub afraid: bool,
    /// The enemy is down to its champion, removed last: blows are aimed at his WS
    /// (seed 002 «K zasahu nepritele se pouziva WS»).
    pub enemy_champion_alone: bool,
}

/// A combat ready to be worked out or played: each side's strikes in each stance it can be
/// in, the order, the rules.
#[derive(Debug, Clone, PartialEq)]
pub struct Prepared {
    pub combat: Combat,
    pub rules: UnitRules,
    /// The break test's data (`leadership::break_test` reads the ruleset).
    pub ruleset: Ruleset,
    /// Who strikes first in the first round.
    pub first: Side,
    /// Who strikes first in a later round; `None`: equal places, rolled off each round.
    pub later_first: Option<Side>,
    /// The strike order's places in the first round and in later ones (R-47; R-60 as amended:
    /// a mount at its own place; equal places of the two sides rolled off).
    pub slots: [Vec<Slot>; 2],
    /// Each round kind's strike orders, every roll-off's outcome with its chance.
    sequences: [Vec<(Vec<Step>, Ratio)>; 2],
    /// The charged unit's fear test before the first round, when it takes one.
    pub fear_test: Option<FearTest>,
    /// Each side's stupidity test (A's, B's), when it is stupid.
    pub stupidity: [Option<Test>; 2],
    /// The charging chariots' impact hits before the first blow.
    pub impact: Option<Impacting>,
    /// Each unit as it is once its character has fallen: without him.
    bare: [Unit; 2],
    /// Each unit's size below which hits are randomised onto its character.
    random_below: [Option<u32>; 2],
    strikes: Vec<(Side, Stance, Vec<Strike>)>,
    pub rulings: Vec<String>,
    pub notes: Vec<String>,
    /// Each side's strikes in words, for the first round and for later ones.
    pub summary: Vec<(Side, bool, Vec<String>)>,
}

impl Prepared {
    /// `side`'s strikes in `stance` (every stance the combat can reach was looked up).
    pub fn strikes(&self, side: Side, stance: Stance) -> &[Strike] {
        self.strikes
            .iter()
            .find(|(s, st, _)| *s == side && *st == stance)
            .map(|(_, _, strikes)| strikes.as_slice())
            .expect("prepare looked up every reachable stance")
    }

    /// Whether `side` charged into this combat.
    pub fn charged(&self, side: Side) -> bool {
        self.combat.charger == side
    }

    /// The strike orders of `round`, each with its chance (the roll-offs of equal places).
    pub(super) fn sequences(&self, round: u32) -> &[(Vec<Step>, Ratio)] {
        &self.sequences[usize::from(round > 1)]
    }

    /// The places of `round`'s strike order.
    pub fn slots(&self, round: u32) -> &[Slot] {
        &self.slots[usize::from(round > 1)]
    }

    /// Where `side` stood as `round` began, for who fights in it: the first round begins before
    /// the impact hits (their casualties are fighting models too, R-60 as amended).
    pub(super) fn round_start(round: u32, on: u32, down: bool) -> (u32, bool) {
        if round == 1 { (0, false) } else { (on, down) }
    }

    /// `side`'s models that strike with `on` unsaved wounds taken and its character `down`,
    /// when `round` began at `start` (R-60 as amended): the models that fought as the round
    /// began, less those lost since (the fighting rank and file first, the champion only as
    /// the last model or to a blow allocated to him, R-104); the rear rankers who step in do
    /// not strike that round. The unit that charged fights with its front rank alone in the
    /// first round.
    pub fn standing(
        &self,
        side: Side,
        round: u32,
        start: (u32, bool),
        now: (u32, bool),
    ) -> Standing {
        let unit = self.unit_now(side, start.1);
        let began = unit.left_after(start.0);
        let left = unit.left_after(now.0);
        if left == 0 {
            return Standing::default();
        }
        let fought = unit.fighting(began, round == 1 && self.charged(side));
        let champion_fought = u32::from(unit.champion.is_some() && fought > 0);
        let champion = u32::from(champion_fought == 1 && !now.1);
        // He is among the models lost this round when he fell to an allocated blow.
        let troops_lost = (began - left) - (champion_fought - champion);
        Standing {
            troops: (fought - champion_fought).saturating_sub(troops_lost),
            champion,
        }
    }
}

fn attacker(
    unit: &Unit,
    profile: &Profile,
    stance: Stance,
    charging: bool,
    rider: bool,
) -> Attacker {
    Attacker {
        weapon: if rider { unit.weapon.clone() } else { None },
        offhand: if rider { unit.offhand.clone() } else { None },
        frenzy: rider && stance.frenzied,
        hatred: rider && unit.hatred,
        charging,
        mounted: rider && unit.mount.is_some(),
        round: if stance.first_round { 1 } else { 2 },
        // «potrebuji vsichni muzi branici se jednotky v prvnim kole boje 6 to hit»: all of them.
        needs_six: stance.afraid,
        ..Attacker::melee(
            profile.ws(),
            profile.strength(),
            u32::from(profile.attacks()),
        )
    }
}

/// The unit's models as a target: the rank and file, or its champion when he is all that is
/// left (his WS; his T and W are the unit's, R-67).
fn defender(unit: &Unit, champion_alone: bool) -> Defender {
    let ws = match &unit.champion {
        Some(c) if champion_alone => c.ws(),
        _ => unit.profile.ws(),
    };
    Defender {
        shield: unit.shield,
        mounted: unit.mount.is_some(),
        barding: unit.barding,
        ward: unit.ward,
        ..Defender::standing(
            ws,
            unit.profile.toughness(),
            unit.profile.wounds(),
            unit.armour.clone(),
        )
    }
}

/// What looking up one side's strikes gives besides the strikes.
#[derive(Default)]
struct Said {
    rulings: Vec<String>,
    notes: Vec<String>,
    summary: Vec<String>,
}

/// The strikes of `side`'s fighting models against the other side's models in `stance`.
fn strikes_of(
    ruleset: &Ruleset,
    combat: &Combat,
    side: Side,
    stance: Stance,
    said: &mut Said,
) -> Result<Vec<Strike>> {
    let (me, them) = (combat.unit(side), combat.unit(side.other()));
    let charging = stance.first_round && combat.charger == side;
    let mut strikes = Vec::new();
    let mut parts = vec![(me.profile.clone(), Fighter::Troops, "")];
    if let Some(champion) = &me.champion {
        parts.push((champion.clone(), Fighter::Champion, "champion: "));
    }
    if let Some(mount) = &me.mount {
        parts.push((mount.clone(), Fighter::Mount, "mount: "));
    }
    for (profile, by, prefix) in parts {
        let rider = by != Fighter::Mount;
        let built = loadout::build(
            ruleset,
            &attacker(me, &profile, stance, charging, rider),
            &defender(them, stance.enemy_champion_alone),
        )
        .map_err(|e| e.context(format!("side {}", side.name())))?;
        said.rulings.extend(built.rulings.iter().cloned());
        said.notes
            .extend(built.notes.iter().map(|n| format!("{}: {n}", side.name())));
        said.summary
            .extend(built.summary.iter().map(|l| format!("{prefix}{l}")));
        for w in &built.chain.weapons {
            let save = SaveAgainst::of(&built.chain, w).target(0);
            let ward = built.chain.ward;
            strikes.push(Strike {
                label: format!("{prefix}{}", w.label),
                by,
                attacks: w.attacks,
                hit: w.hit,
                wound: w.wound,
                save,
                ward,
                unsaved: &(&(&w.hit.probability() * &w.wound.probability())
                    * &save.probability().complement())
                    * &ward.probability().complement(),
            });
        }
    }
    Ok(strikes)
}

fn refuse(what: String, hint: &str) -> UserError {
    UserError::new(what).hint(hint)
}

fn check_unit(unit: &Unit, side: Side) -> Result<()> {
    let name = side.name().to_lowercase();
    if unit.models == 0 {
        return Err(refuse(
            format!("--{name}-models 0: a unit has at least one model"),
            "give the unit's models, 1 to 1000",
        ));
    }
    if unit.frontage == 0 {
        return Err(refuse(
            format!("--{name}-frontage 0: a rank has at least one model"),
            "give the models in the front rank",
        ));
    }
    if unit.profile.wounds() == 0 {
        return Err(refuse(
            format!("side {}: W0 models cannot be in a unit", side.name()),
            "give the profile W1 or more",
        ));
    }
    if unit.random_hits && unit.profile.wounds() > 1 {
        return Err(refuse(
            format!(
                "--{name}-character: random hits on a unit of W{} models are not worked out",
                unit.profile.wounds()
            ),
            &format!(
                "a character's hits are randomised for W1 units only (R-104); drop --{name}-character, and his --{name}-champion is removed last (R-67)"
            ),
        ));
    }
    if let Some(c) = &unit.champion
        && (c.toughness(), c.wounds()) != (unit.profile.toughness(), unit.profile.wounds())
    {
        return Err(refuse(
            format!(
                "--{name}-champion: T{} W{} is not the unit's T{} W{}",
                c.toughness(),
                c.wounds(),
                unit.profile.toughness(),
                unit.profile.wounds()
            ),
            "blows fall on the rank and file and the champion is removed last (R-67): give him the unit's T and W",
        ));
    }
    if let Some(w) = unit.weapon.as_ref().filter(|w| w.cavalry_only)
        && unit.mount.is_none()
    {
        return Err(refuse(
            format!(
                "side {}: the {} is cavalry only",
                side.name(),
                w.name.to_lowercase()
            ),
            &format!("give the unit's mount with --{name}-mount, or another weapon"),
        ));
    }
    Ok(())
}

/// The charged unit's fear test: it takes one when the charger causes fear, the unit
/// does not (fear-causers are not afraid of fear) and is not frenzied (immune to psychology).
///
/// Terror: charged by terror-causers, a unit that causes neither fear nor terror (a
/// fear-causer sees a terror-causer as a fear-causer, and is not afraid of fear) and is not
/// frenzied takes a terror test instead, once per battle (warband takes it to be its first);
/// failed, it flees at once («Jednotka ktera podlehne terroru okamzite utika»).
fn fear_test(rules: &UnitRules, combat: &Combat) -> Option<FearTest> {
    let (charger, charged) = (
        combat.unit(combat.charger),
        combat.unit(combat.charger.other()),
    );
    let test = Test::once(TestKind::Leadership {
        ld: i32::from(charged.leadership()),
    });
    // Stupid units are immune to psychology, frenzied ones while frenzied.
    let immune = charged.causes_fear || charged.causes_terror || charged.frenzy || charged.stupid;
    if rules.terror_test_when_charged && charger.causes_terror && !immune {
        return Some(FearTest {
            test,
            flees: true,
            terror: true,
        });
    }
    let fear = charger.causes_fear || charger.causes_terror;
    (rules.fear_test_when_charged && fear && !immune).then_some(FearTest {
        test,
        flees: charger.models > charged.models,
        terror: false,
    })
}

/// Every stance `side` can be in: the first round (afraid too, when it may fail a fear test),
/// and, when there are later rounds, those (no longer frenzied too, when it may lose it).
fn stances(combat: &Combat, side: Side, fear: bool) -> Vec<Stance> {
    let unit = combat.unit(side);
    let first = Stance {
        first_round: true,
        frenzied: unit.frenzy,
        afraid: false,
        enemy_champion_alone: false,
    };
    let mut all = vec![first];
    if fear && combat.charger != side {
        all.push(Stance {
            afraid: true,
            ..first
        });
    }
    if combat.rounds > 1 {
        let later = Stance {
            first_round: false,
            ..first
        };
        all.push(later);
        if unit.frenzy {
            all.push(Stance {
                frenzied: false,
                ..later
            });
        }
    }
    // Each again against an enemy down to its champion, when it has one.
    if combat.unit(side.other()).champion.is_some() {
        let alone: Vec<Stance> = all
            .iter()
            .map(|s| Stance {
                enemy_champion_alone: true,
                ..*s
            })
            .collect();
        all.extend(alone);
    }
    all
}

/// Looks everything up once; refuses a ruleset without unit rules in one line.
pub fn prepare(ruleset: &Ruleset, combat: Combat) -> Result<Prepared> {
    let rules = ruleset.units.clone().ok_or_else(|| {
        refuse(
            format!(
                "combat needs a ruleset with unit rules; {} has none",
                ruleset.id
            ),
            "try --rules wfb",
        )
    })?;
    let order = super::duel::Order::of(ruleset).ok_or_else(|| {
        refuse(
            format!("ruleset {} has no close combat", ruleset.id),
            "try --rules wfb",
        )
    })?;
    if ruleset.break_test.is_none() {
        return Err(refuse(
            format!("ruleset {} has no break test", ruleset.id),
            "try --rules wfb",
        ));
    }
    check_unit(&combat.a, Side::A)?;
    check_unit(&combat.b, Side::B)?;
    if combat.a.facing != Facing::Front && combat.b.facing != Facing::Front {
        return Err(refuse(
            "both units cannot fight each other's flank or rear".into(),
            "give --a-flank/--a-rear or --b-flank/--b-rear, not both",
        ));
    }
    let mut said = Said {
        rulings: ["R-20", "R-38", "R-49", "R-60", "R-61", "R-62", "R-64"]
            .iter()
            .map(|s| s.to_string())
            .collect(),
        ..Said::default()
    };
    said.rulings.extend(order.rule.rulings.iter().cloned());
    if combat.a.causes_fear || combat.b.causes_fear {
        said.rulings.push("R-63".into());
    }
    let stupidity = small::stupidity(ruleset, &rules, &combat, &mut said.rulings)?;
    let impact = impact::impacting(ruleset, &rules, &combat)?;
    let random_below = small::random_below(ruleset, &rules, &combat, &mut said.rulings)?;
    let bare = [Side::A, Side::B].map(|side| Unit {
        champion: None,
        ..combat.unit(side).clone()
    });
    if impact.is_some() {
        said.rulings.push("R-102".into());
    }
    let fear = fear_test(&rules, &combat);
    if let Some(f) = &fear {
        said.rulings
            .push(if f.terror { "R-100" } else { "R-66" }.into());
    }
    if combat.rounds > 1 {
        said.rulings.push("R-65".into());
    }
    if combat.a.champion.is_some() || combat.b.champion.is_some() {
        said.rulings.push("R-67".into());
    }
    let mut strikes = Vec::new();
    let mut summary = Vec::new();
    for side in [Side::A, Side::B] {
        for stance in stances(&combat, side, fear.is_some()) {
            let mut words = Said::default();
            let these = strikes_of(ruleset, &combat, side, stance, &mut words)?;
            said.rulings.append(&mut words.rulings);
            said.notes.append(&mut words.notes);
            // The summary shows the stance a unit starts each round in: not afraid, and
            // frenzied as it came.
            if !stance.afraid
                && !stance.enemy_champion_alone
                && stance.frenzied == combat.unit(side).frenzy
            {
                summary.push((side, stance.first_round, words.summary));
            }
            strikes.push((side, stance, these));
        }
    }
    // in the first round the charger strikes first unless his two-handed weapon puts him
    // last (the ruleset's strike order decides).
    let first = order::first_striker(&order, &combat, true).unwrap_or_else(|| {
        // Equal places with a charger (both of Initiative 0, which strikes last): the charger
        // goes first.
        said.notes
            .push("equal places in the strike order: the charger strikes first".into());
        combat.charger
    });
    let later_first = order::first_striker(&order, &combat, false);
    let mut tied = false;
    let slots = [true, false]
        .map(|first_round| order::round_slots(&order, &combat, first_round, &mut tied));
    if tied {
        said.notes
            .push("equal places in the strike order: the charger strikes first".into());
    }
    let sequences = [order::sequences(&slots[0]), order::sequences(&slots[1])];
    said.rulings.sort_by_key(|id| {
        id.trim_start_matches("R-")
            .parse::<u32>()
            .unwrap_or(u32::MAX)
    });
    said.rulings.dedup();
    said.notes.sort();
    said.notes.dedup();
    Ok(Prepared {
        combat,
        rules,
        ruleset: ruleset.clone(),
        first,
        later_first,
        slots,
        sequences,
        fear_test: fear,
        stupidity,
        impact,
        bare,
        random_below,
        strikes,
        rulings: said.rulings,
        notes: said.notes,
        summary,
    })
}

#[cfg(test)]
mod tests;
