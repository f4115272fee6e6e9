//! Fear in a fight of warriors: who tests as the charge goes in, the tests' outcomes
//! that the exact chains work the first turn out over (`Engine::opened`), and the bits of those
//! who failed, which make a strike's chain need 6s to hit.

use super::engine::{FearTest, Fight};
use crate::error::{Result, UserError};
use crate::mechanics::test::TestKind;
use crate::prob::Ratio;

impl Fight {
    /// Who tests for fear as the charge goes in: the charged warrior when his charger
    /// causes fear, unless the ruleset spares him (a fear-causer himself, frenzied). Refused
    /// where the ruleset has no fear in a fight of warriors, and for several a side; a fear
    /// that makes nobody test is a note.
    pub(super) fn fear(&mut self) -> Result<()> {
        let causers: Vec<usize> = (0..self.n()).filter(|&i| self.warriors[i].fear).collect();
        let Some(&first) = causers.first() else {
            return Ok(());
        };
        let flag = |i: usize| format!("--{}-fear", self.sides[i].name().to_ascii_lowercase());
        let rule = self
            .ruleset()
            .close_combat
            .as_ref()
            .and_then(|c| c.fear.clone());
        let Some(rule) = rule else {
            return Err(UserError::new(format!(
                "{}: {} has no rule for fear in a fight of warriors",
                flag(first),
                self.ruleset().id
            ))
            .hint("mordheim, mordheim-club and skirmish have one"));
        };
        if self.n() > 2 {
            return Err(UserError::new(format!(
                "{}: warband plays fear for one warrior a side",
                flag(first)
            ))
            .hint("who charged whom decides who tests (R-121): fight it as one against one"));
        }
        self.rulings.extend(rule.rulings.iter().cloned());
        let (label, rule_label) = (|i: usize| self.labels[i].clone(), rule.provenance.label());
        let Some(charger) = self.charger else {
            self.notes.push(format!(
                "fear: nobody charged, so nobody tests for fear (R-121, {rule_label})"
            ));
            return Ok(());
        };
        let (c, t) = if self.sides[0] == charger {
            (0, 1)
        } else {
            (1, 0)
        };
        let (me, them) = (&self.warriors[t], &self.warriors[c]);
        let spared = if !them.fear {
            Some(format!(
                "{} causes fear, but he was charged: {}'s test to charge him came before the fight",
                label(t),
                label(c)
            ))
        } else if me.fear && !rule.causers_test {
            Some(format!(
                "{} causes fear himself: he takes no fear test",
                label(t)
            ))
        } else if me.frenzy && !rule.frenzied_test {
            Some(format!("{} is frenzied: he takes no fear test", label(t)))
        } else {
            None
        };
        match spared {
            Some(why) => self
                .notes
                .push(format!("fear: {why} (R-121, {rule_label})")),
            None => self.fears.push(FearTest {
                warrior: t,
                test: TestKind::Leadership {
                    ld: i32::from(me.profile.leadership()),
                },
            }),
        }
        Ok(())
    }

    /// Warrior `i` may strike `j` afraid: he takes a fear test and `j` causes fear.
    pub(super) fn may_fear(&self, i: usize, j: usize) -> bool {
        self.warriors[j].fear && self.fears.iter().any(|f| f.warrior == i)
    }

    /// Each outcome of the fear tests, as the warriors who failed (a bit each), with its
    /// chance: one certain outcome, nobody afraid, when nobody tests.
    pub fn fear_outcomes(&self) -> Vec<(u64, Ratio)> {
        let mut outcomes = vec![(0u64, Ratio::one())];
        for f in &self.fears {
            let pass = f.test.probability();
            let fail = &Ratio::one() - &pass;
            outcomes = outcomes
                .into_iter()
                .flat_map(|(bits, p)| [(bits, &p * &pass), (bits | 1 << f.warrior, &p * &fail)])
                .filter(|(_, p)| !p.is_zero())
                .collect();
        }
        outcomes
    }

    /// The warriors who failed their fear tests, a bit each, for the first turn.
    pub(super) fn set_afraid(&mut self, bits: u64) {
        self.afraid = bits;
    }
}
