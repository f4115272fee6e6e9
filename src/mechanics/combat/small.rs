//! What a unit's own rules change round by round: a stupid unit's test, and a small
//! unit's character falling to randomised hits.

use super::{Combat, Prepared, Side, Unit, refuse};
use crate::error::Result;
use crate::mechanics::test::{Test, TestKind};
use crate::rules::{Ruleset, UnitRules};

/// Each stupid unit's test on its highest Ld; refused where the ruleset has no rule.
pub(super) fn stupidity(
    ruleset: &Ruleset,
    rules: &UnitRules,
    combat: &Combat,
    rulings: &mut Vec<String>,
) -> Result<[Option<Test>; 2]> {
    let stupidity = [Side::A, Side::B].map(|side| {
        combat.unit(side).stupid.then(|| {
            Test::once(TestKind::Leadership {
                ld: i32::from(combat.unit(side).leadership()),
            })
        })
    });
    for side in [Side::A, Side::B] {
        if combat.unit(side).stupid && rules.stupidity.is_none() {
            return Err(refuse(
                format!(
                    "--{}-stupid: ruleset {} has no stupidity rule for units",
                    side.name().to_lowercase(),
                    ruleset.id
                ),
                "try --rules wfb",
            ));
        }
    }
    if stupidity.iter().any(Option::is_some) {
        rulings.push("R-101".into());
    }
    Ok(stupidity)
}

/// Each unit's size below which hits are randomised onto its character; refused
/// where the ruleset has no rule, or gives an unworkable size.
pub(super) fn random_below(
    ruleset: &Ruleset,
    rules: &UnitRules,
    combat: &Combat,
    rulings: &mut Vec<String>,
) -> Result<[Option<u32>; 2]> {
    let random_below = [Side::A, Side::B].map(|side| {
        let unit = combat.unit(side);
        (unit.random_hits && unit.champion.is_some())
            .then(|| rules.character_hits.as_ref().map(|c| c.below_models))
    });
    for (side, below) in [Side::A, Side::B].iter().zip(&random_below) {
        if *below == Some(None) {
            return Err(refuse(
                format!(
                    "--{}-character: ruleset {} does not randomise hits onto a character",
                    side.name().to_lowercase(),
                    ruleset.id
                ),
                &format!(
                    "drop --{}-character: his --{}-champion is then removed last (R-67)",
                    side.name().to_lowercase(),
                    side.name().to_lowercase()
                ),
            ));
        }
    }
    let random_below = random_below.map(Option::flatten);
    // A rules file's bound is one of a few models: the D-n of each wound is a die of them.
    if random_below.iter().flatten().any(|&n| n > 20) {
        return Err(refuse(
            format!(
                "ruleset {}: character hits below more than 20 models are out of range",
                ruleset.id
            ),
            "give character_hits.below_models 20 or fewer",
        ));
    }
    if random_below.iter().any(Option::is_some) {
        rulings.push("R-104".into());
    }
    Ok(random_below)
}

impl Prepared {
    /// `side`'s unit as it stands: without its character once he has fallen.
    pub fn unit_now(&self, side: Side, down: bool) -> &Unit {
        if down {
            &self.bare[usize::from(side == Side::B)]
        } else {
            self.combat.unit(side)
        }
    }

    /// The chance that `side`'s character, standing, falls to `dealt` unsaved wounds on top of
    /// the `on` it had: in a unit of fewer than five when struck, each wound falls on
    /// one of the standing models at random, so he is among the k of n removed with k/n.
    /// `None`: he cannot fall to them (a bigger unit's hits go to the rank and file).
    pub fn character_falls(&self, side: Side, on: u32, dealt: u32) -> Option<crate::prob::Ratio> {
        let below = self.random_below[usize::from(side == Side::B)]?;
        let unit = self.combat.unit(side);
        let (before, after) = (unit.left_after(on), unit.left_after(on + dealt));
        (before < below && after < before)
            .then(|| crate::prob::Ratio::new(u64::from(before - after), u64::from(before)))
    }

    /// Whether `side` takes its stupidity test at the start of `round`: in each of its
    /// own turns once it is in combat, the charged unit's rounds 2, 4, …, the charger's 3, 5, ….
    pub fn stupidity_test(&self, side: Side, round: u32) -> bool {
        let own_turn = (round % 2 == 1) == self.charged(side);
        self.stupidity[usize::from(side == Side::B)].is_some() && round >= 2 && own_turn
    }

    /// `side`'s stupidity test as it stands: on its character's Ld while he stands.
    pub fn stupidity_now(&self, side: Side, down: bool) -> Option<Test> {
        self.stupidity[usize::from(side == Side::B)].as_ref()?;
        Some(Test::once(TestKind::Leadership {
            ld: i32::from(self.unit_now(side, down).leadership()),
        }))
    }
}
