//! What the attacker brings, checked against the ruleset: his special rules and their scope
//! his kit and the flags the game gives a meaning to, his volley when he shoots,
//! and each weapon's attacks this phase.

use super::{Attacker, Defender};
use crate::error::{Result, UserError};
use crate::mechanics::attack::TargetState;
use crate::rules::weapons::{Shots, Weapon, WeaponKind};
use crate::rules::{Frenzy, Ruleset, RulesetId, Special, SpecialRule, ZeroEffect};

/// The ruleset's own `rule`, checked against where it is used: a rule the game does not
/// have, or one used outside its scope, is refused (`odds`, and the `hit` and `wound` stages).
pub fn special_rule(ruleset: &Ruleset, rule: Special, melee: bool) -> Result<&SpecialRule> {
    let Some(found) = ruleset.special(rule) else {
        // Name the games that have it: a player who typed it may have the wrong --rules.
        let having: Vec<String> = RulesetId::ALL
            .into_iter()
            .map(crate::rules::builtin)
            .filter(|r| r.special(rule).is_some())
            .map(|r| r.id)
            .collect();
        return Err(
            UserError::new(format!("{} has no rule for {}", ruleset.id, rule.name())).hint(
                if having.is_empty() {
                    format!("drop {}", rule.flag())
                } else {
                    format!(
                        "drop {}; it is a rule of {}",
                        rule.flag(),
                        having.join(", ")
                    )
                },
            ),
        );
    };
    if !found.scope.includes(melee) {
        return Err(UserError::new(format!(
            "{} is a {} rule in {}",
            rule.name(),
            if melee { "shooting" } else { "close-combat" },
            ruleset.id
        ))
        .hint(format!(
            "drop {}, or {}",
            rule.flag(),
            if melee {
                "shoot with --bs"
            } else {
                "fight with --ws"
            }
        )));
    }
    Ok(found)
}

/// The special rules the attacker asks for, checked against the ruleset's own. Returns
/// whether hatred's re-roll and a diving charge's bonuses apply in this round.
pub(super) fn specials(ruleset: &Ruleset, a: &Attacker, melee: bool) -> Result<(bool, bool)> {
    let first_round = a.round == 1;
    let applies = |on: bool, rule: Special| -> Result<bool> {
        if !on {
            return Ok(false);
        }
        let found = special_rule(ruleset, rule, melee)?;
        Ok(first_round || !found.first_round_only)
    };
    let hatred = applies(a.hatred, Special::Hatred)?;
    let diving = applies(a.diving_charge, Special::DivingCharge)?;
    applies(a.frenzy, Special::Frenzy)?;
    applies(a.killing_blow, Special::KillingBlow)?;
    applies(a.poison, Special::Poison)?;
    Ok((hatred, diving))
}

/// The weapons in his hands as close combat uses them: (main, off-hand). A pistol given as the
/// main weapon beside an off-hand weapon that is not one is the second weapon (R-54, R-80: its
/// blow takes the off-hand's place), so the order of the flags cannot change the answer.
pub(super) fn hands(a: &Attacker, melee: bool) -> (Option<&Weapon>, Option<&Weapon>) {
    let fires = |w: &Weapon| melee && w.close_combat_attack;
    match (a.weapon.as_ref(), a.offhand.as_ref()) {
        (Some(main), Some(off)) if fires(main) && !fires(off) && !off.no_attack => {
            (Some(off), Some(main))
        }
        hands => hands,
    }
}

/// Each weapon's attacks: the main weapon's, then the off-hand's one. A missile weapon
/// that fights in close combat (the WFB pistol, R-54) is a hand weapon there, and adds one
/// attack at its own Strength in the first round: in place of the off-hand's, or beside the
/// main attacks when it is the only weapon. A buckler in the off hand is a small shield, not a
/// weapon: no attack.
/// A warrior with no attacks (A 0, R-45) makes none of the extra ones either.
pub(super) fn slots(
    a: &Attacker,
    melee: bool,
    main_attacks: u32,
    no_attacks: bool,
) -> Vec<(Option<&Weapon>, u32, bool)> {
    let fires = |w: &Weapon| melee && w.close_combat_attack;
    let first_round = a.round == 1;
    let extra = u32::from(!no_attacks);
    let (main, offhand) = hands(a, melee);
    let mut v = vec![(main.filter(|w| !fires(w)), main_attacks, false)];
    if let Some(pistol) = main.filter(|w| fires(w) && first_round && offhand.is_none()) {
        v.push((Some(pistol), extra, false));
    }
    if let Some(off) = offhand.filter(|w| !w.no_attack) {
        let off = Some(off).filter(|w| !fires(w) || first_round);
        v.push((off, extra, true));
    }
    v
}

/// A shooter's volley: shots per shooter, the shooting modifiers that apply, and the weapon's
/// own to-hit modifier for the number of shots and the rank.
pub(super) struct Volley {
    pub(super) shots: u32,
    pub(super) modifiers: Vec<String>,
    pub(super) to_hit: i32,
}

pub(super) fn volley(a: &Attacker, notes: &mut Vec<String>) -> Result<Volley> {
    let weapon = a.weapon.as_ref();
    let name = weapon.map_or("shot".to_string(), |w| w.name.to_lowercase());
    let has = |id: &str| a.shooting_modifiers.iter().any(|m| m == id);
    if has("moved") && weapon.is_some_and(|w| w.move_or_fire) {
        return Err(
            UserError::new(format!("the {name} cannot shoot after moving"))
                .hint("drop --moved: a shooter who moved does not fire it"),
        );
    }
    let ignored: Vec<String> = weapon.map_or(Vec::new(), |w| w.ignores_modifiers.clone());
    let mut modifiers = Vec::new();
    for m in &a.shooting_modifiers {
        if ignored.contains(m) {
            notes.push(format!(
                "the {name} takes no {} penalty",
                m.replace('_', "-")
            ));
        } else {
            modifiers.push(m.clone());
        }
    }
    let fixed = |n: u8| -> Result<(u32, i32)> {
        match a.shots {
            Some(chosen) if chosen != n => Err(UserError::new(format!(
                "--shots {chosen}: the {name} fires {n} {}",
                if n == 1 { "shot" } else { "shots" }
            ))
            .hint("drop --shots; only a weapon that lets the shooter choose takes it")),
            _ => Ok((u32::from(n), 0)),
        }
    };
    let (shots, mut to_hit) = match weapon.map(|w| w.shots) {
        None => fixed(1)?,
        Some(Shots::Fixed { shots }) => fixed(shots)?,
        Some(Shots::TwiceWhenStillAndShort { penalty }) => {
            if has("moved") || has("long_range") {
                notes.push(format!(
                    "the {name} fires once: it moved or the target is at long range"
                ));
                fixed(1)?
            } else {
                let (n, _) = fixed(2)?;
                (n, i32::from(penalty))
            }
        }
        Some(Shots::OneOrTwo { penalty }) => match a.shots.unwrap_or(2) {
            1 => (1, 0),
            n => (u32::from(n), i32::from(penalty)),
        },
    };
    if a.rank > 1 {
        let Some(per_rank) = weapon.and_then(|w| w.rank_modifier) else {
            return Err(UserError::new(format!(
                "--rank {}: only the front rank shoots with a {name}",
                a.rank
            ))
            .hint("drop --rank; rear ranks shoot with bows in wfb"));
        };
        to_hit += i32::from(per_rank) * (i32::from(a.rank) - 1);
    }
    Ok(Volley {
        shots,
        modifiers,
        to_hit,
    })
}

/// The kit and the situation make sense in this ruleset: a weapon in the hand it fits, no
/// flag the game or the situation gives no meaning to.
pub(super) fn check_kit(ruleset: &Ruleset, a: &Attacker, d: &Defender, melee: bool) -> Result<()> {
    if melee && d.ws.is_none() && !a.automatic_hits {
        return Err(
            UserError::new("close combat needs the target's Weapon Skill").hint("give --vs <WS>"),
        );
    }
    for w in a.weapon.iter().chain(&a.offhand) {
        let fits = match w.kind {
            WeaponKind::CloseCombat => melee,
            WeaponKind::Missile => !melee || w.close_combat_attack,
        };
        if !fits {
            if let Some(why) = w.close_combat_not_modelled.as_ref().filter(|_| melee) {
                return Err(UserError::new(format!(
                    "the {} in close combat: {why}",
                    w.name.to_lowercase()
                ))
                .hint("shoot it with --bs, or fight with another weapon"));
            }
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
    if let Some(main) = a.weapon.as_ref().filter(|w| w.no_attack) {
        return Err(UserError::new(format!(
            "the {} is a small shield, not a weapon (R-89)",
            main.name.to_lowercase()
        ))
        .hint("carry it with --offhand beside a weapon"));
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
    if !melee && d.parry.is_some() {
        return Err(UserError::new("--parry: a shot cannot be parried")
            .hint("drop --parry, or fight with --ws"));
    }
    if d.state != TargetState::Standing && ruleset.injury.is_none() {
        return Err(UserError::new(format!(
            "{} has no knocked-down or stunned warriors (no injury table)",
            ruleset.id
        ))
        .hint("drop --target"));
    }
    if d.helmet && ruleset.injury.as_ref().is_none_or(|t| t.helmet.is_none()) {
        return Err(
            UserError::new(format!("{} has no helmet rule", ruleset.id)).hint("drop --helmet")
        );
    }
    if a.concussion == Some(true)
        && ruleset
            .injury
            .as_ref()
            .is_none_or(|t| t.concussion.is_none())
    {
        return Err(
            UserError::new(format!("{} has no concussion rule", ruleset.id))
                .hint("drop --concussion"),
        );
    }
    if melee && ruleset.close_combat.is_none() {
        return Err(
            UserError::new(format!("ruleset {} has no close combat", ruleset.id))
                .hint("choose mordheim, mordheim-club, wfb or skirmish"),
        );
    }
    Ok(())
}

/// Each weapon's attacks this phase: frenzy, a volley's shots, a weapon's limit, A 0,
/// the extra attacks of an off-hand weapon or a pistol, less any a critical took.
pub(super) fn attack_counts<'a>(
    ruleset: &Ruleset,
    a: &'a Attacker,
    melee: bool,
    volley: Option<&Volley>,
    notes: &mut Vec<String>,
    rulings: &mut Vec<String>,
) -> Vec<(Option<&'a Weapon>, u32, bool)> {
    let combat = ruleset.close_combat.as_ref();
    // Attacks: frenzy first, then the off-hand's one, which frenzy does not double (§1.15).
    let mut main_attacks = match (melee && a.frenzy, combat.map(|c| c.frenzy)) {
        (true, Some(Frenzy::DoubleAttacks)) => a.attacks * 2,
        (true, Some(Frenzy::PlusOneAttack)) => a.attacks + 1,
        _ => a.attacks,
    };
    if let Some(v) = volley {
        main_attacks = a.attacks * v.shots;
    }
    let (main, offhand) = hands(a, melee);
    if let Some(shield) = offhand.filter(|w| melee && w.no_attack) {
        notes.push(format!(
            "a {} is a small shield, not a weapon: no extra attack (R-89)",
            shield.name.to_lowercase()
        ));
        rulings.push("R-89".into());
    }
    if let Some(max) = main.and_then(|w| w.max_attacks) {
        if main_attacks > u32::from(max) {
            notes.push(format!(
                "a {} allows only {max} attack",
                main.map_or("", |w| &w.name).to_lowercase()
            ));
        }
        main_attacks = main_attacks.min(u32::from(max));
    }

    // A 0 is no ability to attack at all (R-45, club §2.1 «nemůže útočit v boji na blízko»):
    // frenzy's extra attack and the off-hand's one are attacks too, so none is made.
    let no_attacks = melee
        && a.attacks == 0
        && match ruleset.zero_rule("a", ZeroEffect::CannotAttack) {
            Some(rule) => {
                notes.push(format!("{} ({})", rule.text, rule.provenance.label()));
                rulings.extend(rule.provenance.ruling().map(String::from));
                true
            }
            None => false,
        };
    if no_attacks {
        main_attacks = 0;
    }

    let mut slots = slots(a, melee, main_attacks, no_attacks);
    // Attacks lost to a critical go from the off-hand's first, then the main weapon's.
    let mut lost = a.attacks_lost;
    for slot in slots.iter_mut().rev() {
        let taken = lost.min(slot.1);
        slot.1 -= taken;
        lost -= taken;
    }
    slots
}
