//! Leadership tests that decide a fight: the warband rout test, the WFB break test
//! and All Alone / the club's panic.

use super::test::{Test, TestKind};
use crate::error::{Result, UserError};
use crate::rules::Ruleset;

#[derive(Debug, Clone, PartialEq)]
pub struct LeadershipResolution {
    /// The test(s) to take; `times == 0` means none is due and the warband holds.
    pub test: Test,
    /// The Leadership the dice are rolled against.
    pub ld: i32,
    pub rulings: Vec<String>,
    pub notes: Vec<String>,
}

/// The warband rout test with `out` of `of` warriors out of action.
pub fn rout(
    ruleset: &Ruleset,
    ld: u8,
    modifier: i32,
    out: u32,
    of: u32,
) -> Result<LeadershipResolution> {
    let rule = ruleset.rout.as_ref().ok_or_else(|| {
        let hint = if ruleset.break_test.is_some() {
            "this ruleset has a break test instead: give --cr <difference>"
        } else {
            "the warband rout test is in mordheim, mordheim-club and skirmish"
        };
        UserError::new(format!("ruleset {} has no warband rout test", ruleset.id)).hint(hint)
    })?;
    if of == 0 {
        return Err(UserError::new("--of 0: a warband has at least one warrior")
            .hint("give the warband's size with --of"));
    }
    if out > of {
        return Err(UserError::new(format!(
            "--out {out} is more than the warband's {of} warriors"
        ))
        .hint("--out counts the warriors out of action among --of"));
    }
    let times = u32::from(rule.tests(out, of));
    let ld = i32::from(ld) + modifier;
    let mut notes = vec![rule.text.clone()];
    if times == 0 {
        let first = rule.thresholds.first().map_or(25, |t| t.percent);
        let needed = (u64::from(first) * u64::from(of)).div_ceil(100);
        notes.insert(
            0,
            format!(
                "no rout test is due: {out} of {of} out of action, the first test comes at {needed}"
            ),
        );
    }
    Ok(LeadershipResolution {
        test: Test {
            kind: TestKind::Leadership { ld },
            times,
            reroll: false,
        },
        ld,
        rulings: vec!["R-7".into(), "R-19".into()],
        notes,
    })
}

/// A fleeing unit's rally test (wfb): 2D6 <= Ld, unless fewer than the rule's share of its
/// `of` starting models are left after `lost` (seed 002 «Pokud z prchajici jednotky zbyva mene
/// nez 25% pocatecniho stavu, nelze ji uz rellyovat normalne, pouze kouzly»). Returns the test
/// and whether the unit may take it at all.
pub fn rally(
    ruleset: &Ruleset,
    ld: u8,
    modifier: i32,
    lost: u32,
    of: u32,
) -> Result<(LeadershipResolution, bool)> {
    let rule = ruleset
        .break_test
        .as_ref()
        .and_then(|b| b.rally.as_ref())
        .ok_or_else(|| {
            UserError::new(format!(
                "ruleset {} has no rally test for units",
                ruleset.id
            ))
            .hint("the units' rally test is wfb's (--rules wfb)")
        })?;
    if of == 0 {
        return Err(UserError::new("--of 0: a unit has at least one model")
            .hint("give the unit's starting models with --of"));
    }
    if lost >= of {
        return Err(UserError::new(format!(
            "--out {lost} leaves none of the unit's {of} models to rally"
        ))
        .hint("--out counts the models lost among the --of it started with"));
    }
    let left = of - lost;
    // Fewer than 25 %: left / of < 25 / 100.
    let may = u64::from(left) * 100 >= u64::from(rule.least_percent) * u64::from(of);
    let ld = i32::from(ld) + modifier;
    let mut notes = vec![format!("{} ({})", rule.text, rule.provenance.label())];
    if !may {
        notes.insert(
            0,
            format!(
                "{left} of {of} models left, fewer than {} %: the unit cannot rally",
                rule.least_percent
            ),
        );
    }
    Ok((
        LeadershipResolution {
            test: Test::once(TestKind::Leadership { ld }),
            ld,
            rulings: vec!["R-7".into()],
            notes,
        },
        may,
    ))
}

/// The WFB break test after losing combat by `difference`.
pub fn break_test(
    ruleset: &Ruleset,
    ld: u8,
    difference: i32,
    hatred: bool,
    reroll: bool,
) -> Result<LeadershipResolution> {
    let rule = ruleset.break_test.as_ref().ok_or_else(|| {
        UserError::new(format!("ruleset {} has no break test", ruleset.id))
            .hint("the break test is wfb's (--rules wfb); for a warband use --out and --of")
    })?;
    if difference <= 0 {
        // only the loser tests (seed 002 «od Ld porazene jednotky odecte rozdil»: the
        // beaten unit's Ld). A draw or a win is no test, so the unit holds with certainty.
        return Ok(LeadershipResolution {
            test: Test {
                kind: TestKind::Leadership { ld: i32::from(ld) },
                times: 0,
                reroll: false,
            },
            ld: i32::from(ld),
            rulings: vec!["R-49".into()],
            notes: vec![format!(
                "{}: only the loser of a combat takes a break test (R-49)",
                if difference == 0 {
                    "a drawn combat"
                } else {
                    "a won combat"
                }
            )],
        });
    }
    let ld = if hatred {
        i32::from(rule.hatred_ld)
    } else {
        i32::from(ld).saturating_sub(difference)
    };
    let mut notes = vec![rule.text.clone()];
    if hatred {
        notes.push(format!("hatred: Ld {} unmodified", rule.hatred_ld));
    }
    if ld < i32::from(rule.always_breaks_below) {
        notes.push(format!(
            "a modified Ld below {} always breaks",
            rule.always_breaks_below
        ));
    }
    let mut rulings = vec!["R-7".to_string(), "R-20".to_string()];
    if reroll {
        rulings.push("R-8".into());
    }
    // Below the limit the test cannot pass: 2D6 ≤ Ld < 2 never holds, so the dice agree.
    Ok(LeadershipResolution {
        test: Test {
            kind: TestKind::Leadership { ld },
            times: 1,
            reroll,
        },
        ld,
        rulings,
        notes,
    })
}

/// All Alone (core) or panic (club): one Leadership test, the club's re-roll with a friend near.
pub fn alone(
    ruleset: &Ruleset,
    ld: u8,
    modifier: i32,
    friend_near: bool,
) -> Result<LeadershipResolution> {
    let rule = ruleset.alone.as_ref().ok_or_else(|| {
        UserError::new(format!("ruleset {} has no All Alone test", ruleset.id))
            .hint("All Alone is in mordheim and skirmish, panic in mordheim-club")
    })?;
    if friend_near && !rule.friend_reroll {
        return Err(UserError::new(format!(
            "--friend-near: {} has no re-roll for a friend within 2\"",
            ruleset.id
        ))
        .hint("that re-roll is the club's panic rule (--rules mordheim-club)"));
    }
    let ld = i32::from(ld) + modifier;
    // the test is for a warrior alone against two or more.
    let mut rulings = vec!["R-7".to_string(), "R-90".to_string()];
    if friend_near {
        rulings.push("R-8".into());
    }
    Ok(LeadershipResolution {
        test: Test {
            kind: TestKind::Leadership { ld },
            times: 1,
            reroll: friend_near,
        },
        ld,
        rulings,
        notes: vec![rule.text.clone()],
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prob::Ratio;
    use crate::rules::{RulesetId, builtin};

    #[test]
    fn rules_8_3_club_rout_tests() {
        let club = builtin(RulesetId::MordheimClub);
        let p = |out, of| rout(&club, 8, 0, out, of).unwrap().test.probability();
        assert_eq!(p(3, 12), Ratio::new(13, 18));
        assert_eq!(p(6, 12), Ratio::new(169, 324));
        assert_eq!(p(9, 12), Ratio::new(2197, 5832));
        assert_eq!(p(2, 12), Ratio::one());
    }

    #[test]
    fn core_rout_is_due_at_a_quarter() {
        let core = builtin(RulesetId::Mordheim);
        assert_eq!(rout(&core, 8, 0, 2, 12).unwrap().test.times, 0);
        assert_eq!(rout(&core, 8, 0, 3, 12).unwrap().test.times, 1);
        assert_eq!(rout(&core, 8, 0, 12, 12).unwrap().test.times, 1);
        assert!(rout(&core, 8, 0, 13, 12).is_err());
    }

    #[test]
    fn rules_8_4_break_test() {
        let wfb = builtin(RulesetId::Wfb);
        assert_eq!(
            break_test(&wfb, 8, 2, false, false)
                .unwrap()
                .test
                .probability(),
            Ratio::new(5, 12)
        );
        assert_eq!(
            break_test(&wfb, 8, 2, false, true)
                .unwrap()
                .test
                .probability(),
            Ratio::new(95, 144)
        );
        assert_eq!(
            break_test(&wfb, 8, 7, false, false)
                .unwrap()
                .test
                .probability(),
            Ratio::zero()
        );
        assert_eq!(
            break_test(&wfb, 5, 4, true, false)
                .unwrap()
                .test
                .probability(),
            Ratio::new(11, 12)
        );
    }

    #[test]
    fn club_panic_with_a_friend_near() {
        let club = builtin(RulesetId::MordheimClub);
        assert_eq!(
            alone(&club, 7, 0, true).unwrap().test.probability(),
            Ratio::new(119, 144)
        );
        assert!(alone(&builtin(RulesetId::Mordheim), 7, 0, true).is_err());
    }
}
