//! To hit: close combat on the WS chart, shooting on the BS table with its modifiers and the
//! 7+ rule, the zero-characteristic rules, caps and re-rolls.

use super::{Check, Target};
use crate::error::{Result, UserError};
use crate::prob::Ratio;
use crate::rules::{Ruleset, ZeroEffect};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HitKind {
    Melee {
        ws: u8,
        vs: u8,
        /// A fixed "needs 6s to hit" effect (failed fear, defended obstacle): exactly 6+ (R-4).
        needs_six: bool,
    },
    Shooting {
        bs: u8,
        /// Ids of the ruleset's shooting modifiers that apply (`cover`, `long_range` …).
        modifiers: Vec<String>,
    },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HitQuery {
    pub kind: HitKind,
    /// Any further modifier to the roll (+1 makes hitting easier).
    pub modifier: i32,
    pub reroll_misses: bool,
}

/// The check one attack makes, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Resolution {
    pub check: Check,
    /// The score before modifiers (chart or table), when one was looked up.
    pub base: Option<i32>,
    pub rulings: Vec<String>,
    pub notes: Vec<String>,
}

pub fn resolve(ruleset: &Ruleset, query: &HitQuery) -> Result<Resolution> {
    let mut rulings = Vec::new();
    let mut notes = Vec::new();
    let natural_one_fails = ruleset.natural_rolls.hit_natural_one_fails;
    let (target, base) = match &query.kind {
        HitKind::Melee { ws, vs, needs_six } => {
            let chart = ruleset
                .melee_to_hit
                .as_ref()
                .ok_or_else(|| no_chart(ruleset, "close-combat to-hit chart"))?;
            if *vs == 0
                && let Some(rule) = ruleset.zero_rule("ws", ZeroEffect::HitAutomatically)
            {
                notes.push(format!("{} ({})", rule.text, rule.provenance.label()));
                rulings.extend(rule.provenance.ruling().map(String::from));
                (Target::Automatic, None)
            } else if *ws == 0
                && let Some(rule) = ruleset.zero_rule("ws", ZeroEffect::CannotHit)
            {
                notes.push(format!("{} ({})", rule.text, rule.provenance.label()));
                rulings.extend(rule.provenance.ruling().map(String::from));
                (Target::Impossible, None)
            } else if *needs_six {
                rulings.push("R-4".into());
                notes.push("needs 6s to hit: exactly 6+, other modifiers do not apply".into());
                (Target::Score { needed: 6 }, Some(6))
            } else {
                let base = i32::from(chart.lookup(*ws, *vs));
                if *ws > 10 || *vs > 10 {
                    // Off the printed chart its own rule applies (R-45's last sentence).
                    rulings.push("R-45".into());
                }
                let mut score = base - query.modifier;
                if let Some(cap) = ruleset.natural_rolls.melee_cap
                    && score > i32::from(cap)
                {
                    score = i32::from(cap);
                    rulings.push("R-4".into());
                    notes.push(format!("capped at {cap}+ in close combat"));
                }
                (Target::from_score(score, natural_one_fails), Some(base))
            }
        }
        HitKind::Shooting { bs, modifiers } => {
            let table = ruleset
                .shooting
                .as_ref()
                .ok_or_else(|| no_chart(ruleset, "shooting table"))?;
            if *bs == 0
                && let Some(rule) = ruleset.zero_rule("bs", ZeroEffect::CannotShoot)
            {
                notes.push(format!("{} ({})", rule.text, rule.provenance.label()));
                rulings.extend(rule.provenance.ruling().map(String::from));
                (Target::Impossible, None)
            } else {
                let base = table.base_score(*bs);
                let mut total = query.modifier;
                for id in modifiers {
                    let m = table.modifier(id).ok_or_else(|| {
                        let known: Vec<&str> =
                            table.modifiers.iter().map(|m| m.id.as_str()).collect();
                        UserError::new(format!(
                            "--{} does not exist in {}: its shooting modifiers are {}",
                            id.replace('_', "-"),
                            ruleset.id,
                            known.join(", ")
                        ))
                        .hint("use --mod to apply a modifier the ruleset does not list")
                    })?;
                    total += i32::from(m.modifier);
                    if id == "cover"
                        && let Some(deflection) = &table.cover_deflection
                    {
                        notes.push(format!("in cover: {}", deflection.text));
                        rulings.push(deflection.ruling.clone());
                        rulings.push("R-73".into());
                    }
                }
                let needed = base - total;
                let target = if needed <= 6 {
                    Target::from_score(needed, natural_one_fails)
                } else {
                    rulings.push("R-3".into());
                    match table.beyond_six.then(needed) {
                        Some(then) => Target::SixThen {
                            needed: needed as u8,
                            then,
                        },
                        None => Target::Impossible,
                    }
                };
                (target, Some(base))
            }
        }
    };
    if natural_one_fails && target.dice() > 0 {
        rulings.push("R-2".into());
    }
    let mut check = Check::new(target);
    if query.reroll_misses && target.dice() > 0 {
        rulings.push("R-8".into());
        check = check.with_reroll(true);
    }
    rulings.sort_by_key(|id| crate::rules::ruling_order(id));
    rulings.dedup();
    Ok(Resolution {
        check,
        base,
        rulings,
        notes,
    })
}

/// the chance one shot hits the cover instead of its target — it misses and the die
/// it keeps shows 1 — where the ruleset has the rule and the shot has the cover penalty.
pub fn cover_chance(ruleset: &Ruleset, query: &HitQuery, check: &Check) -> Option<Ratio> {
    let HitKind::Shooting { modifiers, .. } = &query.kind else {
        return None;
    };
    ruleset.shooting.as_ref()?.cover_deflection.as_ref()?;
    if !modifiers.iter().any(|m| m == "cover") {
        return None;
    }
    let target = check.target;
    // No die is rolled for an impossible shot, and a 1 that hits cannot hit the cover.
    if target.dice() == 0 || target.rolled_success(&[1]) {
        return Some(Ratio::zero());
    }
    let one = Ratio::new(1, 6);
    Some(if check.reroll_failure {
        // The first die misses, and the re-roll it keeps shows 1.
        &Check::new(target).probability().complement() * &one
    } else {
        one
    })
}

/// Whether a rolled shot hit the cover (R-73: the die it kept shows 1 and it missed).
pub fn rolled_cover_hit(rolled: &super::check::RolledCheck) -> bool {
    !rolled.success && rolled.natural() == Some(1)
}

pub(super) fn no_chart(ruleset: &Ruleset, what: &str) -> UserError {
    UserError::new(format!("ruleset {} has no {what}", ruleset.id))
        .hint("choose another ruleset with --rules, or see 'warband rules show' for what it has")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{RulesetId, builtin};

    fn melee(r: RulesetId, ws: u8, vs: u8, modifier: i32) -> Resolution {
        let q = HitQuery {
            kind: HitKind::Melee {
                ws,
                vs,
                needs_six: false,
            },
            modifier,
            reroll_misses: false,
        };
        resolve(&builtin(r), &q).unwrap()
    }

    fn shoot(r: RulesetId, bs: u8, mods: &[&str], modifier: i32) -> Result<Resolution> {
        let kind = HitKind::Shooting {
            bs,
            modifiers: mods.iter().map(|s| s.to_string()).collect(),
        };
        resolve(
            &builtin(r),
            &HitQuery {
                kind,
                modifier,
                reroll_misses: false,
            },
        )
    }

    #[test]
    fn rules_8_2_melee_values() {
        let p = |ws, vs| melee(RulesetId::Mordheim, ws, vs, 0).check.probability();
        assert_eq!(p(3, 3), Ratio::new(1, 2));
        assert_eq!(p(4, 3), Ratio::new(2, 3));
        assert_eq!(p(2, 5), Ratio::new(1, 3));
    }

    #[test]
    fn rules_8_2_shooting_values() {
        let p = |bs, mods: &[&str]| {
            shoot(RulesetId::Mordheim, bs, mods, 0)
                .unwrap()
                .check
                .probability()
        };
        assert_eq!(p(3, &[]), Ratio::new(1, 2));
        assert_eq!(p(3, &["long_range", "cover"]), Ratio::new(1, 6));
        assert_eq!(p(1, &["long_range", "cover"]), Ratio::new(1, 18));
        assert_eq!(
            shoot(RulesetId::Mordheim, 1, &["long_range", "cover"], 0)
                .unwrap()
                .check
                .target
                .to_string(),
            "8+ (6 then 5+)"
        );
        // BS 10 needs −3: a natural 1 still misses.
        assert_eq!(p(10, &[]), Ratio::new(5, 6));
        // BS 1 with three penalties needs 9: a 6 then a 6; one more is impossible.
        assert_eq!(p(1, &["long_range", "cover", "moved"]), Ratio::new(1, 36));
        assert_eq!(
            shoot(
                RulesetId::Mordheim,
                1,
                &["long_range", "cover", "moved"],
                -1
            )
            .unwrap()
            .check
            .target,
            Target::Impossible
        );
    }

    #[test]
    fn zero_characteristics() {
        assert_eq!(
            melee(RulesetId::Mordheim, 3, 0, 0).check.target,
            Target::Automatic
        );
        assert_eq!(
            melee(RulesetId::MordheimClub, 0, 3, 0).check.target,
            Target::Impossible
        );
        // R-45 (seed 004 «лишены каких-либо способностей в данной области»): an attacker of
        // WS 0 cannot hit in any ruleset, so P = 0, not the chart rule's 5+ (retired R-28).
        for id in [RulesetId::Mordheim, RulesetId::Wfb, RulesetId::Skirmish] {
            let r = melee(id, 0, 3, 0);
            assert_eq!(r.check.target, Target::Impossible, "{id}");
            assert_eq!(r.check.probability(), Ratio::zero());
            assert!(r.rulings.iter().any(|r| r == "R-45"), "{id}");
            // WS 0 against WS 0: the defender's rule wins, every blow hits (seed 004 «любой
            // удар автоматически считается как попадание»).
            assert_eq!(melee(id, 0, 0, 0).check.target, Target::Automatic, "{id}");
        }
        assert_eq!(
            shoot(RulesetId::Mordheim, 0, &[], 0).unwrap().check.target,
            Target::Impossible
        );
    }

    #[test]
    fn melee_is_capped_at_six_and_floored_at_two() {
        let r = melee(RulesetId::Mordheim, 1, 3, -3);
        assert_eq!(r.check.target, Target::Score { needed: 6 });
        assert!(r.rulings.iter().any(|r| r == "R-4"));
        assert_eq!(
            melee(RulesetId::Mordheim, 5, 1, 4).check.target,
            Target::Score { needed: 2 }
        );
    }

    #[test]
    fn a_modifier_missing_from_the_ruleset_is_an_error() {
        let err = shoot(RulesetId::MordheimClub, 3, &["large_target"], 0)
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("--large-target does not exist in mordheim-club"),
            "{err}"
        );
        assert_eq!(
            shoot(RulesetId::Wfb, 3, &["hard_cover"], 0)
                .unwrap()
                .check
                .target,
            Target::Score { needed: 6 }
        );
    }
}
