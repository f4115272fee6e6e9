//! The value of `odds --attacker` and `rout --opponent`: `[Nx] <profile> [kit flags]`, the
//! profile a stat string as `duel`'s or a roster's warrior, the kit `odds`' own attacker flags
//! (shlex-split words through the host's parser, `cli::attacker_kit`), and the fighters one by
//! one.

use crate::error::{Result, UserError};
use crate::mechanics::equipment::preset;
use crate::mechanics::gang::Member;
use crate::mechanics::loadout::Attacker;
use crate::mechanics::profile::Profile;
use crate::question::Parsers;
use crate::roster::{self, RosterRef};
use crate::rules::Ruleset;

/// The most attackers one phase takes (henchman groups counted one by one).
const MOST: u32 = 20;

/// One `--attacker` value: how many (a henchman group), what it said, and the attacker.
#[derive(Debug, Clone, PartialEq)]
pub struct AttackerSpec {
    pub count: u32,
    pub label: String,
    pub attacker: Attacker,
    pub initiative: u8,
    /// What the phase uses of his profile that the value left out (`"S3 A1"`, a human's).
    pub assumed: Option<String>,
}

/// A weapon in each hand leaves none for a shield: a main weapon, an off-hand weapon (or a
/// buckler) and a shield are three hands, refused. `side` prefixes the flags (`a`: --a-offhand).
pub fn two_hands(offhand: Option<&str>, shield: bool, side: &str) -> Result<()> {
    match offhand {
        Some(name) if shield => {
            let flag = |f: &str| {
                if side.is_empty() {
                    format!("the {f}")
                } else {
                    format!("--{side}-{f}")
                }
            };
            Err(UserError::new(format!(
                "a weapon in each hand ({} {name}) leaves no hand for {}: that is three hands",
                flag("offhand"),
                flag("shield")
            ))
            .hint(format!("drop {} or {}", flag("offhand"), flag("shield"))))
        }
        _ => Ok(()),
    }
}

fn bad(flag: &str, spec: &str, what: impl std::fmt::Display) -> UserError {
    UserError::new(format!("{flag} \"{spec}\": {what}"))
}

/// `[Nx] <profile> [kit flags]`, e.g. `3x WS3 S3 I3 A1 --weapon club --charged`, in the phase's
/// `round`. One function, so a roster entry (`@file:name`) can stand for the value later.
pub fn parse_attacker(
    spec: &str,
    ruleset: &Ruleset,
    round: u32,
    parsers: &Parsers,
) -> Result<AttackerSpec> {
    parse_fighter("--attacker", spec, ruleset, round, parsers)
}

/// `parse_attacker` for the value of `flag` (`rout --opponent` takes the same values), which
/// its errors name.
pub fn parse_fighter(
    flag: &str,
    spec: &str,
    ruleset: &Ruleset,
    round: u32,
    parsers: &Parsers,
) -> Result<AttackerSpec> {
    let words = shlex::split(spec).ok_or_else(|| {
        bad(flag, spec, "an unclosed quote or a trailing backslash")
            .hint("quote the kit as in a shell")
    })?;
    let mut words = words.as_slice();
    let mut count = 1;
    let mut counted = false;
    if let Some(first) = words.first()
        && let Some(n) = first.strip_suffix(['x', 'X'])
        && !n.is_empty()
        && n.chars().all(|c| c.is_ascii_digit())
    {
        count = n
            .parse::<u32>()
            .ok()
            .filter(|n| (1..=MOST).contains(n))
            .ok_or_else(|| {
                bad(flag, spec, format!("a group of {n}")).hint(format!("1x to {MOST}x"))
            })?;
        counted = true;
        words = &words[1..];
    }
    let split = words
        .iter()
        .position(|w| w.starts_with("--"))
        .unwrap_or(words.len());
    let (profile, kit_words) = words.split_at(split);
    // A roster's warrior stands for the profile and gives his kit; flags after it beat his.
    let warrior = match profile {
        [one] => RosterRef::parse(one)
            .transpose()
            .map_err(|e| bad(flag, spec, e))?
            .map(|r| roster::resolve(&r, ruleset))
            .transpose()?,
        _ => None,
    };
    if warrior.is_none() && profile.iter().any(|w| w.starts_with('@')) {
        return Err(
            bad(flag, spec, "a roster entry stands alone for the profile")
                .hint("write \"@FILE:NAME --charged\", or a stat string such as WS4 S3 I4 A1"),
        );
    }
    if profile.is_empty() {
        return Err(bad(flag, spec, "no profile").hint(
            "begin with a stat string such as WS4 S3 I4 A1, or a roster's warrior @FILE:NAME",
        ));
    }
    let profile = match &warrior {
        Some(w) => w.profile.clone(),
        None => profile
            .join(" ")
            .parse::<Profile>()
            .map_err(|e| bad(flag, spec, e))?,
    };
    if let Some(w) = &warrior
        && !counted
    {
        count = w.count;
    }
    let kit = (parsers.attacker_kit)(kit_words).map_err(|refused| {
        let e = bad(flag, spec, refused.what);
        match refused.hint {
            Some(hint) => e.hint(hint),
            None => e,
        }
    })?;
    let his = warrior.as_ref().map(|w| &w.kit);
    let p = |given: &Option<String>, his: Option<&Option<String>>| {
        given
            .as_ref()
            .or(his.and_then(Option::as_ref))
            .map(|n| preset(ruleset, n))
            .transpose()
    };
    let attacker = Attacker {
        weapon: p(&kit.attacker.weapon, his.map(|k| &k.weapon))?,
        offhand: p(&kit.attacker.offhand, his.map(|k| &k.offhand))?,
        frenzy: kit.attacker.frenzy || his.is_some_and(|k| k.frenzy),
        round,
        charging: kit.charged,
        diving_charge: kit.attacker.diving,
        hatred: kit.attacker.hatred || his.is_some_and(|k| k.hatred),
        reroll_misses: kit.to_hit.reroll_misses,
        needs_six: kit.to_hit.needs_six,
        hit_modifier: kit.to_hit.modifier,
        strength_bonus: kit.overrides.s_bonus,
        save_modifier: kit.overrides.save_mod,
        concussion: kit.overrides.concussion.then_some(true),
        crit_class: kit.overrides.crit_class.clone(),
        injury_modifier: kit.overrides.injury_mod,
        poison: kit.overrides.poison || his.is_some_and(|k| k.poison),
        killing_blow: kit.overrides.killing_blow || his.is_some_and(|k| k.killing_blow),
        ..Attacker::melee(
            profile.ws(),
            profile.strength(),
            u32::from(profile.attacks()),
        )
    };
    let label = match &warrior {
        Some(w) => std::iter::once(w.name.as_str())
            .chain(kit_words.iter().map(String::as_str))
            .collect::<Vec<_>>()
            .join(" "),
        None => words.join(" "),
    };
    Ok(AttackerSpec {
        count,
        label,
        attacker,
        initiative: profile.initiative(),
        assumed: profile.assumed(&["WS", "S", "I", "A"]),
    })
}

/// The attackers one by one: a group of N is N members, labelled "1 of N" …; `flag` is the
/// option that gave them (`--attacker`, `--opponent`), named when there are too many.
pub fn members(specs: &[AttackerSpec], flag: &str) -> Result<Vec<Member>> {
    let mut members = Vec::new();
    for a in specs {
        for k in 1..=a.count {
            let label = if a.count == 1 {
                a.label.clone()
            } else {
                format!("{} ({k} of {})", a.label, a.count)
            };
            members.push(Member {
                label,
                attacker: a.attacker.clone(),
                initiative: a.initiative,
            });
        }
    }
    if members.len() > MOST as usize {
        return Err(UserError::new(format!(
            "{} {flag} fighters: at most {MOST} in one phase",
            members.len()
        ))
        .hint(format!("fewer {flag} values or smaller groups")));
    }
    Ok(members)
}
