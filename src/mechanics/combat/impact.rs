//! A charging chariot's impact hits (seed 002 «Chariot pak zpusobi D6 zasahu +1 za kazdou
//! kosu», R-102): how many, their wound and save, their exact wounds before the first blow.

use super::{Combat, Fighter, Side, Strike, defender, refuse};
use crate::error::Result;
use crate::mechanics::attack::SaveAgainst;
use crate::mechanics::loadout::{self, Attacker};
use crate::rules::{Ruleset, UnitRules};

/// A chariot unit's impact hits on the charge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Impact {
    /// Scythes on each chariot: +1 hit each.
    pub scythes: u32,
    /// The hits' Strength; `None`: the ruleset's (S7).
    pub strength: Option<u8>,
}

/// The impact hits of the charging chariots before the first blow: how many land and
/// how many wound unsaved, each exactly, and the lookups of one hit.
#[derive(Debug, Clone, PartialEq)]
pub struct Impacting {
    pub side: Side,
    /// Chariots in the charging unit's front rank, each causing its own hits.
    pub chariots: u32,
    pub scythes: u32,
    pub strength: u8,
    /// One hit's wound and save (its hit is automatic).
    pub strike: Strike,
    pub hits: crate::prob::Dist<i64>,
    pub wounds: crate::prob::Dist<i64>,
}

/// The charging chariots' impact hits, when a unit has them: refused for a unit that
/// did not charge, or in a ruleset without them.
pub(super) fn impacting(
    ruleset: &Ruleset,
    rules: &UnitRules,
    combat: &Combat,
) -> Result<Option<Impacting>> {
    for side in [Side::A, Side::B] {
        if combat.unit(side).impact.is_none() {
            continue;
        }
        let name = side.name().to_lowercase();
        if rules.impact_hits.is_none() {
            return Err(refuse(
                format!(
                    "--{name}-impact: ruleset {} has no chariot impact hits",
                    ruleset.id
                ),
                "try --rules wfb",
            ));
        }
        if combat.charger != side {
            return Err(refuse(
                format!(
                    "--{name}-impact: unit {} did not charge, and a chariot's impact hits come with its charge only",
                    side.name()
                ),
                &format!("give --charger {name}, or drop --{name}-impact"),
            ));
        }
    }
    let side = combat.charger;
    let unit = combat.unit(side);
    let (Some(impact), Some(data)) = (unit.impact, &rules.impact_hits) else {
        return Ok(None);
    };
    let name = side.name().to_lowercase();
    // A rules file's impact dice are bounded as the flags are: a few D6 and scythes each.
    if !(1..=6).contains(&data.dice) || data.per_scythe > 6 {
        return Err(refuse(
            format!(
                "ruleset {}: impact hits of {}D6 +{} per scythe are out of range",
                ruleset.id, data.dice, data.per_scythe
            ),
            "give 1 to 6 dice and at most 6 hits per scythe",
        ));
    }
    let strength = impact.strength.unwrap_or(data.strength);
    let built = loadout::build(
        ruleset,
        &Attacker {
            automatic_hits: true,
            ..Attacker::melee(unit.profile.ws(), strength, 1)
        },
        &defender(combat.unit(side.other()), false),
    )
    .map_err(|e| e.context(format!("--{name}-impact")))?;
    let w = &built.chain.weapons[0];
    let save = SaveAgainst::of(&built.chain, w).target(0);
    let ward = built.chain.ward;
    let strike = Strike {
        label: "impact hits".into(),
        by: Fighter::Troops,
        attacks: 1,
        hit: w.hit,
        wound: w.wound,
        save,
        ward,
        unsaved: &(&(&w.hit.probability() * &w.wound.probability())
            * &save.probability().complement())
            * &ward.probability().complement(),
    };
    // Each chariot of the charging front rank: its own D6 + scythes.
    let chariots = unit.fighting(unit.models, true);
    let d6 = crate::prob::Dist::uniform(1..=6i64).expect("a die has faces");
    let hits = d6
        .sum_of(chariots * data.dice)
        .shift(i64::from(chariots * impact.scythes * data.per_scythe));
    let wounds = hits.thin(&strike.unsaved);
    Ok(Some(Impacting {
        side,
        chariots,
        scythes: impact.scythes,
        strength,
        strike,
        hits,
        wounds,
    }))
}
