//! The club's blackpowder misfire (§2.10) as part of a shot.

use super::{Attacker, Defender, MisfireOdds, critical_table, follow, target_save};
use crate::error::{Result, UserError};
use crate::mechanics::attack::{Boom, WeaponAttacks};
use crate::mechanics::save::{self};
use crate::mechanics::wound::{self, WoundQuery};
use crate::mechanics::{Check, Target};
use crate::prob::Ratio;
use crate::rules::Ruleset;
use crate::rules::weapons::Weapon;

/// One blackpowder weapon's shot as built so far, for its misfire.
pub(super) struct Shot<'s> {
    pub(super) attacker: &'s Attacker,
    pub(super) target: &'s Defender,
    pub(super) weapon: &'s Weapon,
    pub(super) attacks: u32,
    pub(super) strength: u8,
    pub(super) weapon_save: i32,
    pub(super) hit: &'s Check,
    pub(super) resolved: &'s WeaponAttacks,
}

/// The club's misfire (§2.10): a blackpowder shot's natural 1 rolls the misfire table; its
/// Boom! row still hits, at +1 Strength (the wound and save of that Strength). `None` where the
/// ruleset has no misfire rule.
pub(super) fn blackpowder(
    ruleset: &Ruleset,
    shot: &Shot,
    rulings: &mut Vec<String>,
    notes: &mut Vec<String>,
) -> Result<Option<(MisfireOdds, Boom)>> {
    let Some(rule) = ruleset.shooting.as_ref().and_then(|t| t.misfire.as_ref()) else {
        return Ok(None);
    };
    let table = crate::rules::tables::all()
        .into_iter()
        .find(|t| t.name == rule.table)
        .ok_or_else(|| UserError::new(format!("no table '{}'", rule.table)))?;
    let faces = |row: &str| -> Result<Vec<u8>> {
        let band = table
            .row(row)
            .ok_or_else(|| UserError::new(format!("table {} has no row '{row}'", table.name)))?
            .band;
        Ok((1..=6u8).filter(|&f| band.contains(i64::from(f))).collect())
    };
    if shot.attacks > 1 || shot.attacker.reroll_misses || shot.attacker.hatred {
        return Err(UserError::new(format!(
                "a {} can misfire and blow up (the {} table): warband resolves one blackpowder shot, without re-rolls",
                shot.weapon.name.to_lowercase(),
                rule.table
            ))
            .hint("use -a 1 without --reroll-misses; see 'warband table show misfire'"));
    }
    let boom_s =
        u8::try_from(i32::from(shot.strength) + i32::from(rule.strength_bonus)).unwrap_or(u8::MAX);
    let boom_wound = wound::resolve(
        ruleset,
        &WoundQuery {
            strength: boom_s,
            toughness: shot.target.toughness,
            modifier: 0,
            shooting: true,
        },
    )?;
    let boom_critical = match boom_wound.critical_on {
        Some(_) => critical_table(
            ruleset,
            Some(shot.weapon),
            shot.attacker.crit_class.as_deref(),
            false,
            rulings,
        )?
        .cloned(),
        None => None,
    };
    let boom_save = save::resolve(
        ruleset,
        &target_save(shot.target, boom_s, shot.weapon_save, 0),
    )?;
    let hit_faces = faces(&rule.hit_row)?;
    let shooter_faces = faces(&rule.shooter_row)?;
    // P(a natural 1 on the to-hit die) times the share of the misfire die's row.
    let natural_one = match shot.hit.target {
        Target::Score { .. } | Target::SixThen { .. } => Ratio::new(1, 6),
        _ => Ratio::zero(),
    };
    let odds = MisfireOdds {
        table: rule.table.clone(),
        boom_strength: boom_s,
        boom: &natural_one * &Ratio::new(hit_faces.len() as u64, 6),
        shooter: &natural_one * &Ratio::new(shooter_faces.len() as u64, 6),
    };
    notes.push(format!(
            "blackpowder: a natural 1 to hit rolls on the {} table; Boom! still hits at S{boom_s}, Kaboom! hits the shooter ({})",
            rule.table,
            rule.provenance.label()
        ));
    // A Boom! shot's follow-ups are its own: a ricochet wounds at its Strength.
    let follow_ups = follow::follow_ups(
        ruleset,
        boom_critical.as_ref(),
        &follow::Blow {
            weapon: Some(shot.weapon),
            strength: boom_s,
            save_modifier: shot.weapon_save,
            melee: false,
        },
        shot.target,
        notes,
    )?;
    let boom = Boom {
        faces: hit_faces,
        weapon: Box::new(WeaponAttacks {
            label: format!("{} (Boom!)", shot.resolved.label),
            wound: boom_wound.check.target,
            critical: boom_critical,
            follow_ups,
            save_score: boom_save.modified,
            has_save: boom_save.check.target != Target::Impossible,
            automatic_save: boom_save.check.target == Target::Automatic,
            ..shot.resolved.clone()
        }),
    };
    Ok(Some((odds, boom)))
}
