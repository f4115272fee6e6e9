//! A weapon's critical follow-ups (the club's Disarm, Ricochet, Kebab!) looked up against the
//! target and what is around him: the test's Strength, the second model's wound
//! and save, the obstacle's reach and its hit.

use super::{Defender, target_save};
use crate::error::Result;
use crate::mechanics::attack::{FollowDice, FollowUp, TargetState, WeaponAttacks};
use crate::mechanics::profile::DEFAULT;
use crate::mechanics::save::{self, Armour, SaveQuery};
use crate::mechanics::wound::{self, WoundQuery};
use crate::rules::weapons::Weapon;
use crate::rules::{CriticalTable, FollowUpEffect, Ruleset, Status};

/// What is around the target that a follow-up meets; warband knows no positions, so the
/// player says (`odds --obstacle`, `--ricochet-t`, `--ricochet-armour`).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Around {
    /// How far behind him an obstacle is, in inches rounded up: a knock-back of at least this
    /// much strikes it.
    pub obstacle: Option<u32>,
    /// The Toughness of a model a ricochet hits, when it is not the target's.
    pub second_toughness: Option<u8>,
    /// That model's armour, when it is not the target's (then without shield or mount).
    pub second_armour: Option<Armour>,
}

/// The target's Strength when nobody gave it: a human's (`odds` says so).
pub const ASSUMED_TARGET_S: u8 = DEFAULT[3];

/// One weapon's blow or shot, for its follow-ups.
pub(super) struct Blow<'b> {
    pub(super) weapon: Option<&'b Weapon>,
    pub(super) strength: u8,
    /// The weapon's save modifier (a ricochet keeps it).
    pub(super) save_modifier: i32,
    pub(super) melee: bool,
}

/// The follow-ups of `table`'s rows, resolved for `blow` against `d` (tags are given later,
/// once every weapon of the chain has its own: `tag`).
pub(super) fn follow_ups(
    ruleset: &Ruleset,
    table: Option<&CriticalTable>,
    blow: &Blow,
    d: &Defender,
    notes: &mut Vec<String>,
) -> Result<Vec<FollowUp>> {
    let Some(table) = table else {
        return Ok(Vec::new());
    };
    let mut out = Vec::new();
    for (row, r) in table.rows.iter().enumerate() {
        let Some(f) = &r.follow_up else { continue };
        let dice = match f.effect {
            FollowUpEffect::StrengthTest {
                own_two_handed,
                attacker_two_handed,
            } => {
                let own = d.weapon.as_ref().is_some_and(|w| w.two_handed);
                let theirs = blow.weapon.is_some_and(|w| w.two_handed);
                FollowDice::Test {
                    strength: i32::from(d.strength.unwrap_or(ASSUMED_TARGET_S))
                        + if own { i32::from(own_two_handed) } else { 0 }
                        + if theirs {
                            i32::from(attacker_two_handed)
                        } else {
                            0
                        },
                }
            }
            FollowUpEffect::SecondModel { .. } => {
                let toughness = d.around.second_toughness.unwrap_or(d.toughness);
                let wound = wound::resolve(
                    ruleset,
                    &WoundQuery {
                        strength: blow.strength,
                        toughness,
                        modifier: 0,
                        shooting: !blow.melee,
                    },
                )?;
                // A standing model like the target, or the armour the player gave him.
                let query = match &d.around.second_armour {
                    Some(armour) => SaveQuery {
                        armour: armour.clone(),
                        shield: false,
                        mounted: false,
                        barding: false,
                        strength: Some(blow.strength),
                        modifier: blow.save_modifier,
                        bonus: 0,
                        down: false,
                        own_weapon_no_cover: false,
                        fleeing: false,
                        buckler: false,
                    },
                    None => target_save(
                        &Defender {
                            state: TargetState::Standing,
                            ..d.clone()
                        },
                        blow.strength,
                        blow.save_modifier,
                        0,
                    ),
                };
                FollowDice::SecondModel {
                    wound: wound.check.target,
                    save: save::resolve(ruleset, &query)?.check.target,
                }
            }
            FollowUpEffect::KnockBack {
                d6,
                obstacle_strength,
                rider_unhorsed,
                ..
            } => {
                if d.mounted && rider_unhorsed {
                    // Thrown from his mount instead: `unhorse` made the row an automatic
                    // Fall where the ruleset's rider has a table for it; else it is not resolved.
                    if !rider_falls(ruleset) {
                        notes.push(format!(
                            "{}: a rider is thrown from his mount instead of being hurled back, which warband does not resolve here (R-85)",
                            r.name
                        ));
                    }
                    continue;
                }
                let wound = wound::resolve(
                    ruleset,
                    &WoundQuery {
                        strength: obstacle_strength,
                        toughness: d.toughness,
                        modifier: 0,
                        shooting: !blow.melee,
                    },
                )?;
                let save = save::resolve(ruleset, &target_save(d, obstacle_strength, 0, 0))?;
                FollowDice::KnockBack {
                    d6,
                    reach: d
                        .around
                        .obstacle
                        .map(|inches| u8::try_from(inches.max(1)).unwrap_or(u8::MAX)),
                    wound: wound.check.target,
                    save: save.check.target,
                }
            }
        };
        out.push(FollowUp {
            tag: 0,
            row,
            id: r.id.clone(),
            name: r.name.clone(),
            even_if_saved: f.even_if_saved,
            dice,
            separates_others: matches!(
                f.effect,
                FollowUpEffect::KnockBack {
                    separates_others: true,
                    ..
                }
            ),
            rulings: f.rulings.clone(),
        });
    }
    Ok(out)
}

/// Whether a rider thrown from his mount is resolved: the ruleset's rider rolls on a table of
/// his own (the club's Prr!, §2.16), where an automatic stun is his Fall.
fn rider_falls(ruleset: &Ruleset) -> bool {
    ruleset
        .injury
        .as_ref()
        .is_some_and(|t| t.mounted_table.is_some())
}

/// A rider's knock-back rows (`rider_unhorsed`) made what they are for him: §2.16 «V případě
/// kritického zásahu Kebab! … je namísto odhození cíle o D6 palců jezdec automaticky shozen z
/// koně (Pád v tabulce Prr!, hochu)», and «Pokud kritický zásah způsobí, že je cíl automaticky
/// omráčen, počítá se výsledek jako automatický Pád»: an automatic Fall is an automatic stun on
/// the rider's table, when the wound is not saved, as R-41 carries a Fall. The
/// row's follow-up is not reported: he is not hurled, and nobody is separated.
pub(super) fn unhorse(
    ruleset: &Ruleset,
    table: &mut CriticalTable,
    d: &Defender,
    notes: &mut Vec<String>,
    rulings: &mut Vec<String>,
) {
    if !d.mounted || !rider_falls(ruleset) {
        return;
    }
    for row in &mut table.rows {
        let Some(f) = row.follow_up.as_ref().filter(|f| {
            matches!(
                f.effect,
                FollowUpEffect::KnockBack {
                    rider_unhorsed: true,
                    ..
                }
            )
        }) else {
            continue;
        };
        rulings.extend(f.rulings.iter().cloned());
        notes.push(format!(
            "{}: a rider is thrown from his mount instead of being hurled back, an automatic Fall (stunned) when the wound is not saved (R-85)",
            row.name
        ));
        row.auto_status = row.auto_status.max(Some(Status::Stunned));
    }
}

/// Tags the chain's follow-ups: one tag for the same follow-up on several weapons (a misfire's
/// Boom! shot included), another for each different one, in the order they come.
pub(super) fn tag(weapons: &mut [WeaponAttacks]) {
    let mut seen: Vec<(String, FollowDice)> = Vec::new();
    let mut tag_of = |f: &mut FollowUp| {
        let key = (f.id.clone(), f.dice.clone());
        let at = seen.iter().position(|k| *k == key).unwrap_or_else(|| {
            seen.push(key);
            seen.len() - 1
        });
        f.tag = u8::try_from(at).unwrap_or(u8::MAX);
    };
    for w in weapons {
        w.follow_ups.iter_mut().for_each(&mut tag_of);
        if let Some(b) = &mut w.boom {
            b.weapon.follow_ups.iter_mut().for_each(&mut tag_of);
        }
    }
}
