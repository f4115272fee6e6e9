//! From an attacker, his weapons and a target to the attack `Chain`: every number looked up in
//! the ruleset and the weapon presets, every bonus applied once, here.

use super::attack::{Chain, Parry, TargetState, WeaponAttacks};
use super::hit::{self, HitKind, HitQuery};
use super::save::{self, Armour, SaveQuery};
use super::wound::{self, WoundQuery};
use super::{Check, Target};
use crate::error::{Result, UserError};
use crate::rules::weapons::{Weapon, WeaponKind, WeaponStrength};
use crate::rules::{CriticalTable, Frenzy, ParryRule, Ruleset};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParryWith {
    Sword,
    Buckler,
    SwordAndBuckler,
    /// A sword in each hand: core, still one roll (§1.8); the club, two attempts, the
    /// off-hand's at −1.
    TwoSwords,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Attacker {
    /// `Some(ws)` in close combat, else shooting with `bs`.
    pub ws: Option<u8>,
    pub bs: Option<u8>,
    pub strength: u8,
    pub attacks: u32,
    pub weapon: Option<Weapon>,
    pub offhand: Option<Weapon>,
    pub frenzy: bool,
    /// The round of this combat (first-round bonuses apply in round 1).
    pub round: u32,
    /// The attacker charged into this combat (a lance's bonus needs it).
    pub charging: bool,
    pub diving_charge: bool,
    pub hatred: bool,
    pub reroll_misses: bool,
    pub needs_six: bool,
    pub hit_modifier: i32,
    pub shooting_modifiers: Vec<String>,
    /// Explicit overrides of the weapon's effects.
    pub strength_bonus: i32,
    pub save_modifier: Option<i32>,
    pub concussion: Option<bool>,
    pub crit_class: Option<String>,
    pub injury_modifier: i32,
    pub poison: bool,
    pub killing_blow: bool,
    /// Attacks a critical took from him this round (the club's Kicked back, §2.12): the
    /// off-hand's first, then the main weapon's.
    pub attacks_lost: u32,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Defender {
    pub ws: Option<u8>,
    pub toughness: u8,
    pub wounds: u8,
    pub strength: Option<u8>,
    pub armour: Armour,
    pub shield: bool,
    pub mounted: bool,
    pub barding: bool,
    pub helmet: bool,
    pub parry: Option<ParryWith>,
    pub state: TargetState,
}

impl Attacker {
    /// A close-combat attacker with a plain weapon and nothing else special.
    pub fn melee(ws: u8, strength: u8, attacks: u32) -> Self {
        Attacker {
            ws: Some(ws),
            bs: None,
            strength,
            attacks,
            weapon: None,
            offhand: None,
            frenzy: false,
            round: 1,
            charging: true,
            diving_charge: false,
            hatred: false,
            reroll_misses: false,
            needs_six: false,
            hit_modifier: 0,
            shooting_modifiers: Vec::new(),
            strength_bonus: 0,
            save_modifier: None,
            concussion: None,
            crit_class: None,
            injury_modifier: 0,
            poison: false,
            killing_blow: false,
            attacks_lost: 0,
        }
    }
}

impl Defender {
    /// A standing target with no shield, mount, helmet or parry.
    pub fn standing(ws: u8, toughness: u8, wounds: u8, armour: Armour) -> Self {
        Defender {
            ws: Some(ws),
            toughness,
            wounds,
            strength: None,
            armour,
            shield: false,
            mounted: false,
            barding: false,
            helmet: false,
            parry: None,
            state: TargetState::Standing,
        }
    }
}

/// A built chain, with the rulings it used and what the player should know.
#[derive(Debug, Clone, PartialEq)]
pub struct Built {
    pub chain: Chain,
    pub rulings: Vec<String>,
    pub notes: Vec<String>,
    /// Each weapon's attacks, Strength and targets, in words.
    pub summary: Vec<String>,
}

fn strength_of(a: &Attacker, weapon: Option<&Weapon>, first_round: bool) -> i32 {
    let base = match weapon.map(|w| w.strength) {
        Some(WeaponStrength::Fixed(s)) => i32::from(s),
        Some(WeaponStrength::User(b)) => i32::from(a.strength) + i32::from(b),
        None => i32::from(a.strength),
    };
    let heavy = match weapon {
        Some(w) if first_round && (a.charging || !w.only_when_charging) => {
            i32::from(w.first_round_strength)
        }
        _ => 0,
    };
    let diving = i32::from(first_round && a.diving_charge);
    (base + heavy + diving + a.strength_bonus).max(0)
}

fn critical_table<'r>(
    ruleset: &'r Ruleset,
    weapon: Option<&Weapon>,
    class: Option<&str>,
    melee: bool,
    rulings: &mut Vec<String>,
) -> Result<Option<&'r CriticalTable>> {
    let tables = &ruleset.critical_tables;
    if tables.is_empty() {
        return Ok(None);
    }
    if tables.iter().all(|t| t.class.is_none()) {
        if class.is_some() {
            return Err(UserError::new(format!(
                "--crit-class: {} has one critical table for every weapon",
                ruleset.id
            ))
            .hint("weapon classes are mordheim-club's"));
        }
        return Ok(tables.first());
    }
    let wanted = match (class, weapon) {
        (Some(c), _) => c.to_ascii_lowercase(),
        (None, Some(w)) => {
            rulings.extend(w.crit_class_ruling.clone());
            w.crit_class.clone()
        }
        // A shot without a preset is still a missile (§2.12a).
        (None, None) if !melee => "missile".into(),
        (None, None) => {
            rulings.push("R-35".into());
            "cutting".into()
        }
    };
    tables
        .iter()
        .find(|t| t.class.as_deref() == Some(wanted.as_str()))
        .map(Some)
        .ok_or_else(|| {
            let known: Vec<&str> = tables.iter().filter_map(|t| t.class.as_deref()).collect();
            UserError::new(format!("unknown critical class '{wanted}'"))
                .hint(format!("use one of {}", known.join(", ")))
        })
}

pub fn build(ruleset: &Ruleset, a: &Attacker, d: &Defender) -> Result<Built> {
    let melee = a.ws.is_some();
    let mut rulings: Vec<String> = vec!["R-32".into()];
    let mut notes = Vec::new();
    let mut summary = Vec::new();
    let specials = ruleset
        .close_combat
        .as_ref()
        .is_some_and(|c| c.poison_and_killing_blow);
    if (a.poison || a.killing_blow) && !specials {
        return Err(
            UserError::new("--poison and --killing-blow are Warhammer Skirmish rules")
                .hint("add --rules skirmish"),
        );
    }
    if melee && d.ws.is_none() {
        return Err(
            UserError::new("close combat needs the target's Weapon Skill").hint("give --vs <WS>"),
        );
    }
    for w in a.weapon.iter().chain(&a.offhand) {
        let fits = match w.kind {
            WeaponKind::CloseCombat => melee,
            WeaponKind::Missile => !melee,
        };
        if !fits {
            return Err(UserError::new(format!(
                "the {} is a {} weapon",
                w.name.to_lowercase(),
                if melee { "missile" } else { "close-combat" }
            ))
            .hint(if melee {
                "shoot it with --bs"
            } else {
                "use it in close combat with --ws"
            }));
        }
    }
    if let (Some(main), Some(off)) = (&a.weapon, &a.offhand)
        && main.two_handed
    {
        return Err(UserError::new(format!(
            "the {} is two-handed: no {} in the other hand",
            main.name.to_lowercase(),
            off.name.to_lowercase()
        ))
        .hint("drop the off-hand weapon"));
    }
    if a.offhand.is_some() && !melee {
        return Err(
            UserError::new("--offhand is a second close-combat weapon").hint("use it with --ws")
        );
    }
    let first_round = a.round == 1;
    let combat = ruleset.close_combat.as_ref();
    if melee && combat.is_none() {
        return Err(
            UserError::new(format!("ruleset {} has no close combat", ruleset.id))
                .hint("choose mordheim, mordheim-club, wfb or skirmish"),
        );
    }
    let offhand_penalty = combat.map_or(0, |c| i32::from(c.offhand_penalty));

    // Attacks: frenzy first, then the off-hand's one, which frenzy does not double (§1.15).
    let mut main_attacks = match (melee && a.frenzy, combat.map(|c| c.frenzy)) {
        (true, Some(Frenzy::DoubleAttacks)) => a.attacks * 2,
        (true, Some(Frenzy::PlusOneAttack)) => a.attacks + 1,
        _ => a.attacks,
    };
    if let Some(max) = a.weapon.as_ref().and_then(|w| w.max_attacks) {
        if main_attacks > u32::from(max) {
            notes.push(format!(
                "a {} allows only {max} attack",
                a.weapon.as_ref().map_or("", |w| &w.name).to_lowercase()
            ));
        }
        main_attacks = main_attacks.min(u32::from(max));
    }

    let defender_ws = d.ws.unwrap_or(0);
    let parrier = d
        .parry
        .filter(|_| melee && d.state == TargetState::Standing);
    let mut weapons = Vec::new();
    let mut base_chart: Option<i32> = None;
    // Attacks lost to a critical go from the off-hand's first.
    let offhand_lost = a.attacks_lost.min(u32::from(a.offhand.is_some()));
    let offhand_attacks = u32::from(a.offhand.is_some()) - offhand_lost;
    let main_attacks = main_attacks.saturating_sub(a.attacks_lost - offhand_lost);
    let slots: Vec<(Option<&Weapon>, u32, bool)> = {
        let mut v = vec![(a.weapon.as_ref(), main_attacks, false)];
        if let Some(off) = &a.offhand {
            v.push((Some(off), offhand_attacks, true));
        }
        v
    };
    for (weapon, attacks, is_offhand) in slots {
        let strength = strength_of(a, weapon, first_round);
        let strength = u8::try_from(strength).unwrap_or(u8::MAX);
        let penalty = if is_offhand { offhand_penalty } else { 0 };
        let hit_mod = a.hit_modifier
            + weapon.map_or(0, |w| i32::from(w.to_hit))
            + i32::from(first_round && a.diving_charge)
            - penalty;
        let kind = match a.ws {
            Some(ws) => HitKind::Melee {
                ws,
                vs: defender_ws,
                needs_six: a.needs_six,
            },
            None => HitKind::Shooting {
                bs: a.bs.unwrap_or(0),
                modifiers: a.shooting_modifiers.clone(),
            },
        };
        let reroll = a.reroll_misses || (a.hatred && first_round);
        let hit = hit::resolve(
            ruleset,
            &HitQuery {
                kind,
                modifier: hit_mod,
                reroll_misses: reroll,
            },
        )?;
        rulings.extend(hit.rulings.iter().cloned());
        notes.extend(hit.notes.iter().cloned());
        if base_chart.is_none() {
            base_chart = hit.base;
        }
        let check = if melee && d.state == TargetState::KnockedDown {
            Check::new(Target::Automatic)
        } else {
            hit.check
        };
        let wound = wound::resolve(
            ruleset,
            &WoundQuery {
                strength,
                toughness: d.toughness,
                modifier: -penalty,
                shooting: !melee,
            },
        )?;
        rulings.extend(wound.rulings.iter().cloned());
        let critical = match wound.critical_on {
            Some(_) => critical_table(
                ruleset,
                weapon,
                a.crit_class.as_deref(),
                melee,
                &mut rulings,
            )?
            .cloned(),
            None => None,
        };
        if critical.is_some() {
            rulings.extend(critical.iter().flat_map(|t| t.rulings.iter().cloned()));
        }
        let weapon_save = a
            .save_modifier
            .unwrap_or_else(|| weapon.map_or(0, |w| i32::from(w.save_modifier)));
        let save = save::resolve(
            ruleset,
            &SaveQuery {
                armour: d.armour.clone(),
                shield: d.shield,
                mounted: d.mounted,
                barding: d.barding,
                strength: Some(strength),
                modifier: weapon_save,
                bonus: weapon.map_or(0, |w| i32::from(w.enemy_save_bonus)),
            },
        )?;
        rulings.extend(save.rulings.iter().cloned());
        let parryable = parrier.is_some()
            && d.strength
                .is_none_or(|ps| u16::from(strength) < 2 * u16::from(ps));
        let name = weapon.map_or("attack".to_string(), |w| w.name.to_lowercase());
        summary.push(format!(
            "{attacks} × {name}{}: S{strength}, to hit {}{}, to wound {}, save {}",
            if is_offhand { " (off-hand)" } else { "" },
            check.target,
            if check.reroll_failure {
                " re-rolling misses"
            } else {
                ""
            },
            wound.check.target,
            match save.check.target {
                Target::Impossible => "none".to_string(),
                t => t.to_string(),
            },
        ));
        weapons.push(WeaponAttacks {
            label: name,
            attacks,
            hit: check,
            parryable,
            wound: wound.check.target,
            critical,
            save_score: save.modified,
            has_save: save.check.target != Target::Impossible,
            concussion: a
                .concussion
                .unwrap_or_else(|| weapon.is_some_and(|w| w.concussion)),
            poison: a.poison,
            killing_blow: a.killing_blow,
        });
    }

    let parry_rule = combat.and_then(|c| c.parry);
    if parrier.is_some() && parry_rule.is_none() {
        return Err(
            UserError::new(format!("ruleset {} has no parry rule", ruleset.id))
                .hint("drop --parry"),
        );
    }
    let parry = match parrier {
        None => Parry::None,
        Some(with) if parry_rule == Some(ParryRule::ByAttackersChart) => {
            // 9 − the attacker's unmodified chart score; one attempt per parrying weapon
            // an off-hand sword's at −1 (a buckler is no off-hand weapon).
            let chart = base_chart.unwrap_or(4);
            let needed = 9 - chart;
            rulings.push("R-22".into());
            rulings.push("R-52".into());
            let attempts: Vec<i32> = match with {
                ParryWith::Sword | ParryWith::Buckler => vec![needed],
                ParryWith::SwordAndBuckler => vec![needed, needed],
                ParryWith::TwoSwords => vec![needed, needed + 1],
            };
            let needs: Vec<u8> = attempts
                .into_iter()
                .filter(|n| (2..=6).contains(n))
                .map(|n| n as u8)
                .collect();
            if needs.is_empty() {
                notes.push(format!(
                    "an attacker who hits on {chart}+ cannot be parried"
                ));
                Parry::None
            } else {
                if with == ParryWith::TwoSwords && needs.len() == 1 {
                    notes.push(format!(
                        "the off-hand sword cannot parry an attacker who hits on {chart}+ (7+ with its -1)"
                    ));
                }
                Parry::Club { needs }
            }
        }
        Some(with) => {
            rulings.push("R-22".into());
            rulings.push("R-33".into());
            Parry::Core {
                reroll: with == ParryWith::SwordAndBuckler,
            }
        }
    };
    if d.parry.is_some() && parrier.is_none() {
        notes.push("no parry: only a standing warrior parries, and only in close combat".into());
    }
    let injury = ruleset.injury.clone();
    if injury.is_some() {
        rulings.push("R-16".into());
    }
    if d.helmet || weapons.iter().any(|w| w.concussion) {
        rulings.push("R-17".into());
    }
    let keeps_wounds = injury.as_ref().is_some_and(|t| t.knocked_down_keeps_wounds);
    if d.state == TargetState::KnockedDown && melee {
        notes.push(if keeps_wounds {
            "a knocked-down target is hit automatically; it is out of action when its wounds left reach 0"
                .into()
        } else {
            "a knocked-down target is hit automatically; any unsaved wound takes it out of action"
                .into()
        });
    }
    if d.state == TargetState::Stunned && melee {
        notes.push("a stunned target attacked in close combat is taken out of action".into());
    }
    let stunned_loses = injury
        .as_ref()
        .is_some_and(|t| t.stunned_loses_one_wound_per_attack);
    let chain = Chain {
        weapons,
        wounds: d.wounds,
        helmet: d.helmet,
        state: d.state,
        melee,
        parry,
        injury,
        injury_modifier: a.injury_modifier,
        stunned_loses_wound_per_attack: stunned_loses,
        knocked_down_keeps_wounds: keeps_wounds,
        save_natural_one_fails: ruleset.natural_rolls.save_natural_one_fails,
    };
    rulings.sort_by_key(|id| {
        id.trim_start_matches("R-")
            .parse::<u32>()
            .unwrap_or(u32::MAX)
    });
    rulings.dedup();
    notes.dedup();
    Ok(Built {
        chain,
        rulings,
        notes,
        summary,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mechanics::attack::exact;
    use crate::prob::Ratio;
    use crate::rules::{RulesetId, Status, builtin};

    fn attacker(ws: u8, s: u8, attacks: u32) -> Attacker {
        Attacker::melee(ws, s, attacks)
    }

    fn defender(ws: u8, t: u8, armour: Armour) -> Defender {
        Defender::standing(ws, t, 1, armour)
    }

    #[test]
    fn rules_8_2_full_attack() {
        let r = builtin(RulesetId::Mordheim);
        let b = build(&r, &attacker(4, 3, 1), &defender(3, 3, Armour::Score(5))).unwrap();
        let odds = exact(&b.chain);
        assert_eq!(odds.wounds.at_least(1), Ratio::new(20, 81));
        assert_eq!(odds.status.prob(&Status::OutOfAction), Ratio::new(85, 729));
        assert_eq!(odds.status.total(), Ratio::one());
        let b = build(
            &r,
            &attacker(3, 3, 1),
            &defender(3, 3, Armour::Named("light".into())),
        )
        .unwrap();
        assert_eq!(exact(&b.chain).wounds.at_least(1), Ratio::new(47, 216));
    }
}
