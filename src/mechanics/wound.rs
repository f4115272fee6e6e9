//! To wound: Strength against Toughness on the chart, the zero-characteristic rules, and when a
//! natural 6 is a critical.

use super::hit::no_chart;
use super::{Check, Roller, Target};
use crate::error::Result;
use crate::prob::Ratio;
use crate::rules::{Ruleset, ZeroEffect};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WoundQuery {
    pub strength: u8,
    pub toughness: u8,
    /// Any modifier to the roll (+1 makes wounding easier; the club's off-hand attack is −1).
    pub modifier: i32,
    /// A shooting hit rather than a blow in close combat (criticals differ in `skirmish`).
    pub shooting: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Resolution {
    pub check: Check,
    /// The natural score that is a critical, when a critical is possible.
    pub critical_on: Option<u8>,
    pub rulings: Vec<String>,
    pub notes: Vec<String>,
}

/// What one wound die did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum WoundDie {
    Fail,
    Wound,
    Critical,
}

impl Resolution {
    /// The outcome of one die showing `natural`.
    pub fn classify(&self, natural: u8) -> WoundDie {
        if !self.check.target.succeeds(&[natural]) {
            WoundDie::Fail
        } else if self.critical_on == Some(natural) {
            WoundDie::Critical
        } else {
            WoundDie::Wound
        }
    }

    /// P(this die is a critical), by counting faces as `classify` does.
    pub fn critical_probability(&self) -> Ratio {
        if self.check.target.dice() == 0 {
            return Ratio::zero();
        }
        let faces = (1..=6)
            .filter(|&f| self.classify(f) == WoundDie::Critical)
            .count();
        Ratio::new(faces as u64, 6)
    }

    /// Rolls one wound die (none when the result is certain without one).
    pub fn roll(&self, roller: &mut Roller) -> (Vec<u8>, WoundDie) {
        match self.check.target.dice() {
            0 if self.check.target == Target::Automatic => (Vec::new(), WoundDie::Wound),
            0 => (Vec::new(), WoundDie::Fail),
            _ => {
                let die = roller.d6();
                (vec![die], self.classify(die))
            }
        }
    }
}

pub fn resolve(ruleset: &Ruleset, query: &WoundQuery) -> Result<Resolution> {
    let chart = ruleset
        .to_wound
        .as_ref()
        .ok_or_else(|| no_chart(ruleset, "to-wound chart"))?;
    let mut rulings = vec!["R-5".to_string()];
    let mut notes = Vec::new();
    let (s, t) = (query.strength, query.toughness);
    let natural_one_fails = ruleset.natural_rolls.wound_natural_one_fails;
    let zero = |c: &str, e| ruleset.zero_rule(c, e);
    let target = if s == 0
        && !query.shooting
        && let Some(rule) = zero("s", ZeroEffect::CannotWound)
    {
        notes.push(format!("{} ({})", rule.text, rule.provenance.label()));
        rulings.extend(rule.provenance.ruling().map(String::from));
        Target::Impossible
    } else if t == 0
        && let Some(rule) = zero("t", ZeroEffect::WoundedAutomatically)
    {
        notes.push(format!("{} ({})", rule.text, rule.provenance.label()));
        rulings.extend(rule.provenance.ruling().map(String::from));
        Target::AutomaticRolled
    } else {
        match chart.lookup(s, t) {
            None => Target::Impossible,
            Some(score) => Target::from_score(i32::from(score) - query.modifier, natural_one_fails),
        }
    };
    let critical_on = ruleset.critical.as_ref().and_then(|crit| {
        let blocked_by_shooting = crit.close_combat_only && query.shooting;
        let needed = match target {
            Target::Score { needed } => needed,
            Target::AutomaticRolled => 1,
            _ => return None,
        };
        (!blocked_by_shooting && needed < crit.not_when_needing).then_some(crit.natural)
    });
    if let Some(crit) = &ruleset.critical
        && target.dice() > 0
    {
        rulings.extend(crit.rulings.iter().cloned());
        if critical_on.is_none() {
            notes.push(
                if query.shooting
                    && ruleset
                        .critical
                        .as_ref()
                        .is_some_and(|c| c.close_combat_only)
                {
                    "no critical: this ruleset's criticals are close combat only".to_string()
                } else {
                    "no critical: a 6 is needed to wound".to_string()
                },
            );
        }
    }
    Ok(Resolution {
        check: Check::new(target),
        critical_on,
        rulings,
        notes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{RulesetId, builtin};

    fn wound(r: RulesetId, s: u8, t: u8) -> Resolution {
        let q = WoundQuery {
            strength: s,
            toughness: t,
            modifier: 0,
            shooting: false,
        };
        resolve(&builtin(r), &q).unwrap()
    }

    #[test]
    fn criticals_only_below_six_plus() {
        assert_eq!(
            wound(RulesetId::Mordheim, 3, 3).critical_probability(),
            Ratio::new(1, 6)
        );
        assert_eq!(
            wound(RulesetId::Mordheim, 3, 5).critical_probability(),
            Ratio::zero()
        );
        assert_eq!(
            wound(RulesetId::Wfb, 3, 3).critical_probability(),
            Ratio::zero()
        );
    }

    #[test]
    fn impossible_cells_and_club_zero_rules() {
        assert_eq!(
            wound(RulesetId::Mordheim, 1, 5).check.target,
            Target::Impossible
        );
        assert_eq!(
            wound(RulesetId::Mordheim, 1, 4).check.probability(),
            Ratio::new(1, 6)
        );
        assert_eq!(
            wound(RulesetId::MordheimClub, 0, 3).check.target,
            Target::Impossible
        );
        let t0 = wound(RulesetId::MordheimClub, 3, 0);
        assert_eq!(t0.check.probability(), Ratio::one());
        assert_eq!(t0.critical_probability(), Ratio::new(1, 6));
        // R-45 in every ruleset (retired R-29 extrapolated the chart instead): S 0 cannot
        // wound; T 0 is wounded by every hit, and the die is still rolled, so in core Mordheim
        // a 6 is a critical: P(wound) 1, P(critical) 1/6; wfb has no criticals.
        for id in [RulesetId::Mordheim, RulesetId::Wfb, RulesetId::Skirmish] {
            let s0 = wound(id, 0, 3);
            assert_eq!(s0.check.probability(), Ratio::zero(), "{id}");
            assert!(s0.rulings.iter().any(|r| r == "R-45"), "{id}");
            let t0 = wound(id, 3, 0);
            assert_eq!(t0.check.target, Target::AutomaticRolled, "{id}");
            assert_eq!(t0.check.probability(), Ratio::one(), "{id}");
        }
        assert_eq!(
            wound(RulesetId::Mordheim, 3, 0).critical_probability(),
            Ratio::new(1, 6)
        );
        assert_eq!(
            wound(RulesetId::Wfb, 3, 0).critical_probability(),
            Ratio::zero()
        );
    }

    #[test]
    fn skirmish_shooting_has_no_criticals() {
        let q = WoundQuery {
            strength: 4,
            toughness: 3,
            modifier: 0,
            shooting: true,
        };
        assert_eq!(
            resolve(&builtin(RulesetId::Skirmish), &q)
                .unwrap()
                .critical_on,
            None
        );
        assert_eq!(
            resolve(&builtin(RulesetId::Mordheim), &q)
                .unwrap()
                .critical_on,
            Some(6)
        );
    }
}
