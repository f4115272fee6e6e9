//! `combat`: one round of a WFB close combat between two units, exact and die by die, under one
//! model (seed 002 §6–7, RULES.md §3.2, §3.4–3.7, §3.11; ..R-64):
//!
//! * the charger strikes first (R-47: in the first round whatever the weapons); its fighting
//!   models are its front rank, `min(models, frontage)`, and the ranks behind that a weapon's
//!   data lets fight (a spear's second rank, not when its unit charges; not for cavalry), each
//!   model with its profile's attacks and its mount's;
//! * every attack is the ruleset's chain: hit, wound, save (`loadout::build`, the same lookups
//!   as `odds`); unsaved wounds remove models when they reach a model's wounds, carried within
//!   the unit; wounds beyond all the unit has are lost; casualties come from the rear,
//!   so the slower side strikes back with what is left of its fighting models;
//! * combat result: wounds caused + the ruleset's unit bonuses (`UnitRules`), counted after
//!   both sides struck; musicians roll off; a wiped-out unit loses;
//! * the loser's break test (R-20, R-49: hatred on Ld 10, a battle standard's re-roll; broken
//!   at once by fear-causers that outnumber it, R-63), then flight and pursuit: caught when
//!   the pursuit roll is at least the flight roll.
//!
//! `exact` works the distributions out, `play` rolls the round die by die over the same lookups.

use super::Check;
use super::Target;
use super::attack::SaveAgainst;
use super::loadout::{self, Attacker, Defender};
use super::profile::Profile;
use super::save::Armour;
use crate::error::{Result, UserError};
use crate::rules::weapons::Weapon;
use crate::rules::{Ruleset, UnitRules};

mod exact;
mod play;

pub use super::duel::Side;
pub use exact::{Exact, Outcome, Round};
pub use play::{Played, play};

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
    pub standard: bool,
    pub musicians: u32,
    pub battle_standard: bool,
    pub hatred: bool,
    pub frenzy: bool,
    pub causes_fear: bool,
    pub high_ground: bool,
    /// Where it fights the enemy: a flank or rear attack.
    pub facing: Facing,
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
            standard: false,
            musicians: 0,
            battle_standard: false,
            hatred: false,
            frenzy: false,
            causes_fear: false,
            high_ground: false,
            facing: Facing::Front,
        }
    }

    /// The unit's Movement: its mount's when mounted (what it flees and pursues with).
    pub fn movement(&self) -> u8 {
        self.mount.as_ref().unwrap_or(&self.profile).values()[0]
    }

    pub fn total_wounds(&self) -> u32 {
        self.models * u32::from(self.profile.wounds())
    }

    /// The models that fight with `left` models standing: the front rank, and the ranks
    /// behind it that its weapon lets fight, unless it charged or is mounted.
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

    /// Models left after `wounds` unsaved wounds (R-61: they carry within the unit).
    pub fn left_after(&self, wounds: u32) -> u32 {
        self.models
            .saturating_sub(wounds / u32::from(self.profile.wounds().max(1)))
    }
}

/// The two units and who charged.
#[derive(Debug, Clone, PartialEq)]
pub struct Combat {
    pub a: Unit,
    pub b: Unit,
    pub charger: Side,
}

impl Combat {
    pub fn unit(&self, side: Side) -> &Unit {
        match side {
            Side::A => &self.a,
            Side::B => &self.b,
        }
    }
}

/// One kind of attack a fighting model makes (a weapon, an off-hand, its mount), looked up once.
#[derive(Debug, Clone, PartialEq)]
pub struct Strike {
    pub label: String,
    /// Attacks per fighting model.
    pub attacks: u32,
    pub hit: Check,
    pub wound: Target,
    pub save: Target,
}

impl Strike {
    /// P(one attack is an unsaved wound) = P(hit) · P(wound) · P(not saved).
    pub fn p_unsaved(&self) -> crate::prob::Ratio {
        &(&self.hit.probability() * &self.wound.probability())
            * &self.save.probability().complement()
    }
}

/// A combat ready to be worked out or played: each side's strikes, the order, the rules.
#[derive(Debug, Clone, PartialEq)]
pub struct Prepared {
    pub combat: Combat,
    pub rules: UnitRules,
    /// The break test's data (`leadership::break_test` reads the ruleset).
    pub ruleset: Ruleset,
    /// Who strikes first this round.
    pub first: Side,
    /// Each side's strikes, A's then B's.
    pub strikes: [Vec<Strike>; 2],
    pub rulings: Vec<String>,
    pub notes: Vec<String>,
    /// Each strike in words, for the report.
    pub summary: Vec<String>,
}

impl Prepared {
    pub fn strikes(&self, side: Side) -> &[Strike] {
        &self.strikes[usize::from(side == Side::B)]
    }
}

fn attacker(unit: &Unit, profile: &Profile, charging: bool, rider: bool) -> Attacker {
    Attacker {
        weapon: if rider { unit.weapon.clone() } else { None },
        offhand: if rider { unit.offhand.clone() } else { None },
        frenzy: rider && unit.frenzy,
        hatred: rider && unit.hatred,
        charging,
        round: 1,
        ..Attacker::melee(
            profile.ws(),
            profile.strength(),
            u32::from(profile.attacks()),
        )
    }
}

fn defender(unit: &Unit) -> Defender {
    Defender {
        shield: unit.shield,
        mounted: unit.mount.is_some(),
        barding: unit.barding,
        ..Defender::standing(
            unit.profile.ws(),
            unit.profile.toughness(),
            unit.profile.wounds(),
            unit.armour.clone(),
        )
    }
}

/// The strikes of one fighting model of `side` against the other side's models.
fn strikes_of(
    ruleset: &Ruleset,
    combat: &Combat,
    side: Side,
    rulings: &mut Vec<String>,
    notes: &mut Vec<String>,
    summary: &mut Vec<String>,
) -> Result<Vec<Strike>> {
    let (me, them) = (combat.unit(side), combat.unit(side.other()));
    let charging = combat.charger == side;
    let mut strikes = Vec::new();
    let mut parts = vec![(me.profile.clone(), true, "")];
    if let Some(mount) = &me.mount {
        parts.push((mount.clone(), false, "mount: "));
    }
    for (profile, rider, prefix) in parts {
        let built = loadout::build(
            ruleset,
            &attacker(me, &profile, charging, rider),
            &defender(them),
        )
        .map_err(|e| e.context(format!("side {}", side.name())))?;
        rulings.extend(built.rulings.iter().cloned());
        notes.extend(built.notes.iter().map(|n| format!("{}: {n}", side.name())));
        summary.extend(
            built
                .summary
                .iter()
                .map(|l| format!("{}: {prefix}{l}", side.name())),
        );
        for w in &built.chain.weapons {
            strikes.push(Strike {
                label: format!("{prefix}{}", w.label),
                attacks: w.attacks,
                hit: w.hit,
                wound: w.wound,
                save: SaveAgainst::of(&built.chain, w).target(0),
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
    Ok(())
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
    let mut rulings: Vec<String> = ["R-20", "R-38", "R-49", "R-60", "R-61", "R-62", "R-64"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    rulings.extend(order.rule.rulings.iter().cloned());
    if combat.a.causes_fear || combat.b.causes_fear {
        rulings.push("R-63".into());
    }
    let (mut notes, mut summary) = (Vec::new(), Vec::new());
    let strikes = [
        strikes_of(
            ruleset,
            &combat,
            Side::A,
            &mut rulings,
            &mut notes,
            &mut summary,
        )?,
        strikes_of(
            ruleset,
            &combat,
            Side::B,
            &mut rulings,
            &mut notes,
            &mut summary,
        )?,
    ];
    // in the first round the charger strikes first, whatever the weapons (the ruleset's
    // strike order decides; with a charger there is never a roll-off).
    let place = |side: Side| {
        let unit = combat.unit(side);
        let me = super::duel::Striker {
            initiative: unit.profile.initiative(),
            strikes: super::duel::strikes_of(unit.weapon.as_ref()),
            charging: combat.charger == side,
            stood_up: false,
        };
        let opponent = super::duel::strikes_of(combat.unit(side.other()).weapon.as_ref());
        super::duel::place(&order, &me, opponent, true, true)
    };
    let first = match place(Side::A).cmp(&place(Side::B)) {
        std::cmp::Ordering::Less => Side::A,
        std::cmp::Ordering::Greater => Side::B,
        std::cmp::Ordering::Equal => {
            // Not reachable with a charger in WFB's order; the charger goes first if a rules
            // file made the places equal.
            notes.push("equal places in the strike order: the charger strikes first".into());
            combat.charger
        }
    };
    rulings.sort_by_key(|id| {
        id.trim_start_matches("R-")
            .parse::<u32>()
            .unwrap_or(u32::MAX)
    });
    rulings.dedup();
    notes.sort();
    notes.dedup();
    Ok(Prepared {
        combat,
        rules,
        ruleset: ruleset.clone(),
        first,
        strikes,
        rulings,
        notes,
        summary,
    })
}

#[cfg(test)]
mod tests;
