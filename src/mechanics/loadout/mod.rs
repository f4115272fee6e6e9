//! From an attacker, his weapons and a target to the attack `Chain`: every number looked up in
//! the ruleset and the weapon presets, every bonus applied once, here.

mod follow;
mod kit;
mod misfire;
mod parry;

use super::attack::{Chain, TargetState, WeaponAttacks};
use super::hit::{self, HitKind, HitQuery};
use super::save::{self, Armour, SaveQuery};
use super::wound::{self, WoundQuery};
use super::{Check, Target};
use crate::error::{Result, UserError};
use crate::prob::Ratio;
use crate::rules::weapons::{Weapon, WeaponStrength};
use crate::rules::{CriticalTable, Ruleset};
pub use follow::{ASSUMED_TARGET_S, Around};
pub use kit::special_rule;
use kit::{Volley, attack_counts, check_kit, specials, volley};
use misfire::{Shot, blackpowder};
use parry::parry_of;

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
    /// Attacks in close combat; when shooting, how many shooters' worth of the weapon's shots.
    pub attacks: u32,
    /// The shots chosen with a weapon that lets the shooter choose (repeater crossbow).
    pub shots: Option<u8>,
    /// The rank the shooters stand in (1: the front rank).
    pub rank: u8,
    pub weapon: Option<Weapon>,
    pub offhand: Option<Weapon>,
    pub frenzy: bool,
    /// The round of this combat (first-round bonuses apply in round 1).
    pub round: u32,
    /// The attacker charged into this combat (a lance's bonus needs it).
    pub charging: bool,
    /// He rides (a unit's cavalry in `combat`): a weapon's mounted charge bonus needs it.
    pub mounted: bool,
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
    /// His blows hit automatically, the to-hit roll skipped (breaking from combat, R-75).
    pub automatic_hits: bool,
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
    /// The target's own weapon, for what it does to his save (the club's dagger: no Cover).
    pub weapon: Option<Weapon>,
    /// He is fleeing, breaking or escaping from combat (the club: no shield Cover).
    pub fleeing: bool,
    /// He carries a buckler: in mordheim-club its Cover, like a shield's; its parry is
    /// `parry`.
    pub buckler: bool,
    /// What is around him, for a critical's follow-up.
    pub around: Around,
    /// A ward save, N+ (2 to 6): taken after armour against each wound, whatever the Strength
    /// or weapon, and where no armour save is allowed.
    pub ward: Option<u8>,
    /// A swarm (skirmish): no injury roll, out of action when its wounds reach 0.
    pub swarm: bool,
}

impl Attacker {
    /// A close-combat attacker with a plain weapon and nothing else special.
    pub fn melee(ws: u8, strength: u8, attacks: u32) -> Self {
        Attacker {
            ws: Some(ws),
            bs: None,
            strength,
            attacks,
            shots: None,
            rank: 1,
            weapon: None,
            offhand: None,
            frenzy: false,
            round: 1,
            charging: true,
            mounted: false,
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
            automatic_hits: false,
        }
    }
}

/// A ward save N+ as the chain's target: none is `Impossible`.
pub fn ward_target(ward: Option<u8>) -> crate::mechanics::Target {
    match ward {
        Some(needed) => crate::mechanics::Target::Score { needed },
        None => crate::mechanics::Target::Impossible,
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
            weapon: None,
            fleeing: false,
            buckler: false,
            around: Around::default(),
            ward: None,
            swarm: false,
        }
    }
}

/// What a blackpowder shot's misfire table does, per shot (the club, §2.10).
#[derive(Debug, Clone, PartialEq)]
pub struct MisfireOdds {
    pub table: String,
    pub boom_strength: u8,
    /// P(a natural 1 whose misfire die still hits).
    pub boom: Ratio,
    /// P(a natural 1 whose misfire die hits the shooter: Kaboom!).
    pub shooter: Ratio,
}

/// A built chain, with the rulings it used and what the player should know.
#[derive(Debug, Clone, PartialEq)]
pub struct Built {
    /// The names a mounted rider's results take (the club's Prr!), by the status they stand for.
    pub injury_labels: Option<Vec<(crate::rules::Status, String)>>,
    /// The misfire odds of a blackpowder shot, where the ruleset has misfires.
    pub misfire: Option<MisfireOdds>,
    pub chain: Chain,
    pub rulings: Vec<String>,
    pub notes: Vec<String>,
    /// Each weapon's attacks, Strength and targets, in words.
    pub summary: Vec<String>,
}

fn strength_of(a: &Attacker, weapon: Option<&Weapon>, first_round: bool, diving: bool) -> i32 {
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
    let riding = match weapon {
        Some(w) if first_round && a.charging && a.mounted => i32::from(w.mounted_charge_strength),
        _ => 0,
    };
    (base + heavy + riding + i32::from(diving) + a.strength_bonus).max(0)
}

/// The critical table a hit's criticals roll on: the ruleset's only one, or the club's for the
/// weapon's class (`class` overrides it; a shot without a preset is a missile, a blow cutting,
///
pub fn critical_table<'r>(
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

/// The target's save against a hit of `strength` with a weapon's extra `modifier` and the
/// save `bonus` it gives the enemy (a dagger's +1).
fn target_save(d: &Defender, strength: u8, modifier: i32, bonus: i32) -> SaveQuery {
    SaveQuery {
        armour: d.armour.clone(),
        shield: d.shield,
        mounted: d.mounted,
        barding: d.barding,
        strength: Some(strength),
        modifier,
        bonus,
        down: d.state != TargetState::Standing,
        own_weapon_no_cover: d.weapon.as_ref().is_some_and(|w| w.no_cover),
        fleeing: d.fleeing,
        buckler: d.buckler,
    }
}

/// What the weapons of one phase share: the ruleset, both warriors, and the attacker's round,
/// special rules and volley.
struct Phase<'p> {
    ruleset: &'p Ruleset,
    a: &'p Attacker,
    d: &'p Defender,
    melee: bool,
    first_round: bool,
    diving: bool,
    hatred: bool,
    offhand_penalty: i32,
    volley: Option<&'p Volley>,
    parrier: Option<ParryWith>,
}

/// One weapon's attacks, looked up, and what the report says of them.
struct Resolved {
    attacks: WeaponAttacks,
    /// `2 × sword: S3, to hit 4+, to wound 4+, save 5+`.
    summary: String,
    /// The attacker's unmodified chart score (the club's parry needs it).
    chart: Option<i32>,
    misfire: Option<MisfireOdds>,
}

/// One weapon's attacks: its Strength, to hit, to wound, critical table, save and parry, every
/// number looked up in the ruleset once.
fn weapon_attacks(
    phase: &Phase,
    (weapon, attacks, is_offhand): (Option<&Weapon>, u32, bool),
    rulings: &mut Vec<String>,
    notes: &mut Vec<String>,
) -> Result<Resolved> {
    let Phase {
        ruleset,
        a,
        d,
        melee,
        first_round,
        diving,
        hatred,
        offhand_penalty,
        volley,
        parrier,
    } = *phase;
    let mut misfire = None;
    let strength = strength_of(a, weapon, first_round, diving);
    let strength = u8::try_from(strength).unwrap_or(u8::MAX);
    let penalty = if is_offhand { offhand_penalty } else { 0 };
    let hit_mod = a.hit_modifier
        + weapon.map_or(0, |w| i32::from(w.to_hit))
        + volley.map_or(0, |v| v.to_hit)
        + i32::from(diving)
        - penalty;
    let kind = match a.ws {
        Some(ws) => HitKind::Melee {
            ws,
            vs: d.ws.unwrap_or(0),
            needs_six: a.needs_six,
        },
        None => HitKind::Shooting {
            bs: a.bs.unwrap_or(0),
            modifiers: volley.map_or_else(Vec::new, |v| v.modifiers.clone()),
        },
    };
    let reroll = a.reroll_misses || hatred;
    // A blow that hits automatically (breaking from combat, R-75) looks nothing up.
    let (check, chart) = if melee && a.automatic_hits {
        (Check::new(Target::Automatic), None)
    } else {
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
        let check = if melee && d.state == TargetState::KnockedDown {
            Check::new(Target::Automatic)
        } else {
            hit.check
        };
        (check, hit.base)
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
    let mut critical = match wound.critical_on {
        Some(_) => {
            critical_table(ruleset, weapon, a.crit_class.as_deref(), melee, rulings)?.cloned()
        }
        None => None,
    };
    if let Some(table) = &mut critical {
        follow::unhorse(ruleset, table, d, notes, rulings);
    }
    if critical.is_some() {
        rulings.extend(critical.iter().flat_map(|t| t.rulings.iter().cloned()));
    }
    let weapon_save = a
        .save_modifier
        .unwrap_or_else(|| weapon.map_or(0, |w| i32::from(w.save_modifier)));
    let save = save::resolve(
        ruleset,
        &target_save(
            d,
            strength,
            weapon_save,
            weapon.map_or(0, |w| i32::from(w.enemy_save_bonus)),
        ),
    )?;
    rulings.extend(save.rulings.iter().cloned());
    let parryable = parrier.is_some()
        && d.strength
            .is_none_or(|ps| u16::from(strength) < 2 * u16::from(ps));
    let name = weapon.map_or("attack".to_string(), |w| w.name.to_lowercase());
    let summary = format!(
        "{attacks} × {name}{}: S{strength}, to hit {}{}, to wound {}, save {}{}",
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
        d.ward.map_or(String::new(), |w| format!(", ward {w}+")),
    );
    let mut attacks_of = WeaponAttacks {
        label: name,
        attacks,
        hit: check,
        parryable,
        wound: wound.check.target,
        critical,
        save_score: save.modified,
        has_save: save.check.target != Target::Impossible,
        automatic_save: save.check.target == Target::Automatic,
        concussion: a
            .concussion
            .unwrap_or_else(|| weapon.is_some_and(|w| w.concussion)),
        poison: a.poison,
        killing_blow: a.killing_blow,
        boom: None,
        follow_ups: Vec::new(),
    };
    attacks_of.follow_ups = follow::follow_ups(
        ruleset,
        attacks_of.critical.as_ref(),
        &follow::Blow {
            weapon,
            strength,
            save_modifier: weapon_save,
            melee,
        },
        d,
        notes,
    )?;
    if let Some(w) = weapon.filter(|w| !melee && w.blackpowder)
        && let Some((odds, boom)) = blackpowder(
            ruleset,
            &Shot {
                attacker: a,
                target: d,
                weapon: w,
                attacks,
                strength,
                weapon_save,
                hit: &check,
                resolved: &attacks_of,
            },
            rulings,
            notes,
        )?
    {
        misfire = Some(odds);
        attacks_of.boom = Some(boom);
    }
    Ok(Resolved {
        attacks: attacks_of,
        summary,
        chart,
        misfire,
    })
}

pub fn build(ruleset: &Ruleset, a: &Attacker, d: &Defender) -> Result<Built> {
    let melee = a.ws.is_some();
    let mut rulings: Vec<String> = vec!["R-32".into()];
    let mut notes = Vec::new();
    let mut summary = Vec::new();
    let (hatred, diving) = specials(ruleset, a, melee)?;
    if a.hatred || a.killing_blow {
        rulings.push("R-48".into());
    }
    if a.weapon
        .iter()
        .chain(&a.offhand)
        .any(|w| melee && w.close_combat_attack)
    {
        rulings.push("R-54".into());
        rulings.push("R-80".into());
    }
    check_kit(ruleset, a, d, melee)?;
    let volley = if melee {
        None
    } else {
        let before = notes.len();
        let v = volley(a, &mut notes)?;
        if notes.len() > before {
            rulings.push("R-54".into());
        }
        Some(v)
    };
    let first_round = a.round == 1;
    let combat = ruleset.close_combat.as_ref();
    let offhand_penalty = combat.map_or(0, |c| i32::from(c.offhand_penalty));

    let parrier = d
        .parry
        .filter(|_| melee && d.state == TargetState::Standing);
    let mut weapons = Vec::new();
    let mut misfire: Option<MisfireOdds> = None;
    let mut base_chart: Option<i32> = None;
    let slots = attack_counts(ruleset, a, melee, volley.as_ref(), &mut notes, &mut rulings);
    let phase = Phase {
        ruleset,
        a,
        d,
        melee,
        first_round,
        diving,
        hatred,
        offhand_penalty,
        volley: volley.as_ref(),
        parrier,
    };
    for slot in slots {
        let resolved = weapon_attacks(&phase, slot, &mut rulings, &mut notes)?;
        summary.push(resolved.summary);
        base_chart = base_chart.or(resolved.chart);
        misfire = misfire.or(resolved.misfire);
        weapons.push(resolved.attacks);
    }

    follow::tag(&mut weapons);
    let parry = parry_of(ruleset, parrier, base_chart, &mut rulings, &mut notes)?;
    if d.parry.is_some() && parrier.is_none() {
        notes.push("no parry: only a standing warrior parries, and only in close combat".into());
    }
    // A swarm rolls no injury whatever the table (skirmish's own rule): the chain without one
    // takes it out of action when its wounds reach 0.
    let injury = if d.swarm {
        let rule = ruleset.swarm.as_ref().ok_or_else(|| {
            UserError::new(format!("--swarm: {} has no swarms", ruleset.id))
                .hint("swarms are a rule of skirmish: --rules skirmish")
        })?;
        notes.push(format!(
            "the target is a swarm, which rolls no injury: out of action when its wounds reach 0 ({})",
            rule.provenance.label()
        ));
        None
    } else {
        ruleset.injury.clone()
    };
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
    let chain_keeps_down = injury.as_ref().is_some_and(|t| t.down_keeps_its_state);
    // The club's rider rolls Prr! instead of the injury table (§2.16): its rows stand for the
    // injury rows of the same dice (1–2, 3–4, 5+), so the chain is the same with the table's
    // own labels. How hammers and helmets change the Prr! roll is not given: here
    // they do not.
    let mut injury_labels = None;
    let mut helmet = d.helmet;
    if let (true, Some(table), Some(name)) = (
        d.mounted,
        injury.as_ref(),
        injury.as_ref().and_then(|t| t.mounted_table.as_ref()),
    ) {
        let prr = crate::rules::tables::all()
            .into_iter()
            .find(|t| &t.name == name)
            .ok_or_else(|| UserError::new(format!("no table '{name}'")))?;
        let faces_of = |from: Option<i64>, to: Option<i64>| -> Vec<i64> {
            (1..=6)
                .filter(|&f| from.is_none_or(|a| f >= a) && to.is_none_or(|b| f <= b))
                .collect()
        };
        let mut labels = Vec::new();
        for row in &table.rows {
            let faces = faces_of(row.from.map(i64::from), row.to.map(i64::from));
            let same = prr
                .rows
                .iter()
                .find(|p| faces_of(p.band.from, p.band.to) == faces)
                .ok_or_else(|| {
                    UserError::new(format!(
                        "table {name} has no row for the injury roll's {}",
                        row.name
                    ))
                })?;
            labels.push((row.result, same.id.clone(), same.name.clone()));
        }
        for w in &mut weapons {
            w.concussion = false;
            if let Some(b) = &mut w.boom {
                b.weapon.concussion = false;
            }
        }
        helmet = false;
        notes.push(format!(
            "a rider who loses his last wound rolls on {} instead of the injury table (R-41): {}; concussion and the helmet do not change it here; a Fall's extra Strength 2 hit is not resolved here (warband table show prr)",
            prr.title,
            labels
                .iter()
                .map(|(s, _, n)| format!("{} for {}", n, s.name()))
                .collect::<Vec<_>>()
                .join(", ")
        ));
        rulings.push("R-41".into());
        injury_labels = Some(labels.into_iter().map(|(s, id, _)| (s, id)).collect());
    }
    // R-50 (skirmish): the first wound kills a mounted model's mount. The rider on foot then
    // saves without the mount's bonus, which the chain does not model for later hits in the
    // same phase: one attack at a time against a mounted model.
    let cavalry = ruleset.cavalry.as_ref().filter(|_| d.mounted);
    if let Some(rule) = cavalry {
        let total: u32 = weapons.iter().map(|w| w.attacks).sum();
        if total > 1 {
            return Err(UserError::new(format!(
                "{}'s cavalry rule ({}): warband resolves one attack at a time against a mounted model (got {total})",
                ruleset.id, rule.ruling
            ))
            .hint("use -a 1 without --offhand: after the mount is lost the rider saves without its bonus"));
        }
        rulings.push(rule.ruling.clone());
        notes.push(format!("{} ({})", rule.text, rule.provenance.label()));
    }
    let chain = Chain {
        weapons,
        wounds: d.wounds,
        helmet,
        state: d.state,
        melee,
        parry,
        injury,
        injury_modifier: a.injury_modifier,
        stunned_loses_wound_per_attack: stunned_loses,
        mount_takes_first_wound: cavalry.is_some(),
        down_keeps_its_state: chain_keeps_down,
        knocked_down_keeps_wounds: keeps_wounds,
        save_natural_one_fails: ruleset.natural_rolls.save_natural_one_fails,
        ward: ward_target(d.ward),
    };
    if d.ward.is_some() {
        rulings.push("R-120".into());
    }
    rulings.sort_by_key(|id| {
        id.trim_start_matches("R-")
            .parse::<u32>()
            .unwrap_or(u32::MAX)
    });
    rulings.dedup();
    notes.dedup();
    Ok(Built {
        injury_labels,
        misfire,
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

    #[test]
    fn a_zero_makes_no_attacks_whatever_frenzy_or_an_offhand_adds() {
        // A 0 is no ability to attack. Without the rule the club's frenzy (+1 attack)
        // would give one attack and an off-hand weapon one more; with it the target is unharmed
        // with certainty in every ruleset.
        for id in [RulesetId::Mordheim, RulesetId::MordheimClub, RulesetId::Wfb] {
            let r = builtin(id);
            let mut a = attacker(3, 3, 0);
            a.frenzy = true;
            a.offhand = r.weapon("sword").cloned();
            let b = build(&r, &a, &defender(3, 3, Armour::None)).unwrap();
            assert!(b.chain.weapons.iter().all(|w| w.attacks == 0), "{id}");
            assert_eq!(exact(&b.chain).status.prob(&Status::Unharmed), Ratio::one());
            // A ruleset whose own seed states the rule (the club, §2.1) names no ruling; one
            // that has it from R-45 names R-45.
            let rule = r
                .zero_rule("a", crate::rules::ZeroEffect::CannotAttack)
                .expect("an A 0 rule");
            let from_r45 = rule.provenance.ruling() == Some("R-45");
            assert_eq!(b.rulings.iter().any(|r| r == "R-45"), from_r45, "{id}");
        }
        // Seed 000 §2.1 words it itself: «A: bojovník nemůže útočit v boji na blízko».
        let club = builtin(RulesetId::MordheimClub);
        let own = club.zero_rule("a", crate::rules::ZeroEffect::CannotAttack);
        assert!(own.is_some_and(|r| r.provenance.ruling().is_none()));
    }
}
