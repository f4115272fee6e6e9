//! What a roster's warrior (`@FILE:NAME`) stands for on the commands that take a profile: the
//! flags he fills in — duel's `--a-*` kit, odds' attacker and target — under the flags given on
//! the command line, and the ruleset a command uses when only its rosters name one.
//!
//! A flag given beats the roster's value; a flag left out takes it. A switch (`--a-shield`,
//! `--frenzy`) can only add to the roster's kit; `--a-parry none` drops a parry.

use crate::error::{Result, UserError};
use crate::mechanics::duel::Warrior as Duellist;
use crate::mechanics::profile::Profile;
use crate::question::OddsArgs;
use crate::roster::{self, Kit, Parry, Roster, Warrior, WarriorArg};
use crate::rules::{Ruleset, RulesetId};
use std::borrow::Cow;
use std::path::PathBuf;

/// The ruleset a command uses: the one chosen with `--rules` (or `WARBAND_RULES`); without a
/// choice, the one the first roster it reads names; else the default. A roster of another
/// ruleset than the one used is refused when its warrior is looked up
/// ([`Roster::check_ruleset`]).
///
/// `chosen`: whether the user chose `given`; `rosters`: the roster files the command reads,
/// in the order it names them.
///
/// # Errors
/// A roster that cannot be read.
pub fn ruleset_id(chosen: bool, given: RulesetId, rosters: &[PathBuf]) -> Result<RulesetId> {
    if chosen {
        return Ok(given);
    }
    for path in rosters {
        if let Some(id) = Roster::load(path)?.ruleset {
            return Ok(id);
        }
    }
    Ok(given)
}

/// The roster warrior `spec` names, checked against `ruleset`, or `None` for a typed profile.
fn looked_up(spec: &WarriorArg, ruleset: &Ruleset) -> Result<Option<Warrior>> {
    match spec {
        WarriorArg::Roster(r) => roster::resolve(r, ruleset).map(Some),
        WarriorArg::Profile(_) => Ok(None),
    }
}

/// A roster warrior's kit for a duel: as written, if duel plays all of it.
pub fn duel_kit(w: &Warrior) -> Result<Kit> {
    // duel plays frenzy and hatred; a skill it would leave out changes the dice: refused.
    if let Some(skill) = w.kit.odds_only_skill() {
        return Err(UserError::new(format!(
            "warrior \"{}\": duel does not play {skill} (odds does)",
            w.name
        ))
        .hint("use odds for his attacks, or a roster without the skill"));
    }
    Ok(w.kit.clone())
}

/// One side of a duel: the profile of `spec` and the kit its roster entry gives (none for a
/// typed profile), for the side's `--a-*` flags to go over.
///
/// # Errors
/// As [`roster::resolve`], or a skill duel does not play.
pub fn duel_side(spec: &WarriorArg, ruleset: &Ruleset) -> Result<(Profile, Kit)> {
    match (spec, looked_up(spec, ruleset)?) {
        (_, Some(w)) => {
            let kit = duel_kit(&w).map_err(|e| e.context(w_file(spec)))?;
            Ok((w.profile, kit))
        }
        (WarriorArg::Profile(p), None) => Ok((p.clone(), Kit::default())),
        (WarriorArg::Roster(_), None) => unreachable!("a roster entry is looked up"),
    }
}

fn w_file(spec: &WarriorArg) -> String {
    match spec {
        WarriorArg::Roster(r) => {
            crate::error::printable(&r.path.display().to_string()).into_owned()
        }
        WarriorArg::Profile(p) => p.to_string(),
    }
}

/// The characteristic `name` of a profile, if it was given (a typed stat string's defaults are
/// not: odds assumes its own, and says so).
fn given(p: &Profile, name: &str, value: u8) -> Option<u8> {
    (!p.defaulted.contains(&name)).then_some(value)
}

/// The parry a roster target fights with: the roster's, else his weapons' where the ruleset
/// has a parry rule — as duel works it out for the same warrior.
fn target_parry(w: &Warrior, ruleset: &Ruleset) -> Result<Option<Parry>> {
    let with = match w.kit.parry {
        Some(Parry::With(p)) => Some(p),
        Some(Parry::None) => None,
        None if ruleset
            .close_combat
            .as_ref()
            .is_some_and(|c| c.parry.is_some()) =>
        {
            let preset = |n: &Option<String>| {
                n.as_deref()
                    .map(|n| crate::mechanics::equipment::preset(ruleset, n))
                    .transpose()
            };
            Duellist {
                weapon: preset(&w.kit.weapon)?,
                offhand: preset(&w.kit.offhand)?,
                ..Duellist::new(w.profile.clone())
            }
            .parry_of_weapons()
        }
        None => None,
    };
    Ok(with.map(Parry::With))
}

/// odds' arguments with `--profile` and a `--target @FILE:NAME` filled in where no flag was
/// given: the same arguments as the command typed out with flags.
///
/// From the attacker: WS (in close combat: not with --bs), S, A, and in close combat his
/// weapon, off-hand weapon and skills. From the target: WS, T, W, S (for the parry's rule),
/// armour, shield, helmet, parry and his own weapon (for what it does to his save).
///
/// # Errors
/// As [`roster::resolve`].
pub fn odds_args<'a>(args: &'a OddsArgs, ruleset: &Ruleset) -> Result<Cow<'a, OddsArgs>> {
    if args.attacker.profile.is_none() && args.target.roster().is_none() {
        return Ok(Cow::Borrowed(args));
    }
    let mut out = args.clone();
    if let Some(spec) = &args.attacker.profile {
        let w = looked_up(spec, ruleset)?;
        let p = match (&w, spec) {
            (Some(w), _) => &w.profile,
            (None, WarriorArg::Profile(p)) => p,
            (None, WarriorArg::Roster(_)) => unreachable!("a roster entry is looked up"),
        };
        let a = &mut out.attacker;
        let melee = a.bs.is_none();
        if melee && a.ws.is_none() {
            a.ws = given(p, "WS", p.ws());
        }
        if melee && a.ws.is_none() {
            return Err(UserError::new(format!("--profile \"{p}\" gives no WS"))
                .hint("give WS in the profile, or --ws (close combat) or --bs (shooting)"));
        }
        a.strength = a.strength.or(given(p, "S", p.strength()));
        a.attacks = a.attacks.or(given(p, "A", p.attacks()).map(u32::from));
        if let Some(w) = w.filter(|_| melee) {
            let kit = &w.kit;
            a.weapon = a.weapon.take().or(kit.weapon.clone());
            a.offhand = a.offhand.take().or(kit.offhand.clone());
            a.frenzy |= kit.frenzy;
            a.hatred |= kit.hatred;
            out.overrides.poison |= kit.poison;
            out.overrides.killing_blow |= kit.killing_blow;
        }
    }
    if let Some(reference) = args.target.roster() {
        let w = roster::resolve(reference, ruleset)?;
        // Close combat: one attacker with WS, or several (`--attacker`, close combat only).
        let melee = out.attacker.ws.is_some() || !out.attackers.is_empty();
        let p = &w.profile;
        let t = &mut out.target;
        if melee {
            t.vs = t.vs.or(Some(p.ws()));
            if t.parry.is_none() {
                t.parry = target_parry(&w, ruleset)?;
            }
        }
        t.toughness = t.toughness.or(Some(p.toughness()));
        t.wounds = t.wounds.or(Some(p.wounds()));
        t.target_s = t.target_s.or(Some(p.strength()));
        t.armour.armour = t.armour.armour.take().or(w.kit.armour.clone());
        t.armour.shield |= w.kit.shield;
        t.helmet |= w.kit.helmet;
        t.armour.target_weapon = t.armour.target_weapon.take().or(w.kit.weapon.clone());
    }
    Ok(Cow::Owned(out))
}
