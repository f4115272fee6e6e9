//! Roll-under and roll-over tests: characteristic tests (D6 ≤ value, a 6 fails, R-7),
//! Leadership (2D6 ≤ Ld) and casting (2D6 ≥ difficulty), repeated or re-rolled.

use super::Roller;
use crate::prob::Ratio;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TestKind {
    /// D6 ≤ value; a natural 6 always fails.
    Characteristic { value: i32 },
    /// 2D6 ≤ Ld.
    Leadership { ld: i32 },
    /// 2D6 ≥ difficulty.
    Casting { difficulty: i32 },
}

impl TestKind {
    pub fn dice(self) -> u32 {
        match self {
            TestKind::Characteristic { .. } => 1,
            TestKind::Leadership { .. } | TestKind::Casting { .. } => 2,
        }
    }

    pub fn passes(self, dice: &[u8]) -> bool {
        let total: i32 = dice.iter().map(|&d| i32::from(d)).sum();
        match self {
            TestKind::Characteristic { value } => dice[0] != 6 && total <= value,
            TestKind::Leadership { ld } => total <= ld,
            TestKind::Casting { difficulty } => total >= difficulty,
        }
    }

    /// The exact chance of passing once, by counting the faces `passes` accepts.
    pub fn probability(self) -> Ratio {
        let dice = self.dice();
        let outcomes = 6u64.pow(dice);
        let passing = (0..outcomes)
            .filter(|&i| {
                let faces: Vec<u8> = (0..dice).map(|k| (i / 6u64.pow(k) % 6) as u8 + 1).collect();
                self.passes(&faces)
            })
            .count() as u64;
        Ratio::new(passing, outcomes)
    }

    pub fn roll(self, roller: &mut Roller) -> Vec<u8> {
        (0..self.dice()).map(|_| roller.d6()).collect()
    }

    pub fn label(self) -> String {
        match self {
            TestKind::Characteristic { value } => format!("D6 <= {value}, a 6 always fails"),
            TestKind::Leadership { ld } => format!("2D6 <= {ld}"),
            TestKind::Casting { difficulty } => format!("2D6 >= {difficulty}"),
        }
    }
}

/// A test taken `times` times (all must pass), each with an optional re-roll of a failure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Test {
    pub kind: TestKind,
    pub times: u32,
    pub reroll: bool,
}

/// One rolled test: each attempt's dice with its verdict, and whether all passed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RolledTest {
    pub attempts: Vec<(Vec<u8>, bool)>,
    pub passed: bool,
}

impl Test {
    pub fn once(kind: TestKind) -> Self {
        Test {
            kind,
            times: 1,
            reroll: false,
        }
    }

    /// P(one test passes, after its re-roll).
    pub fn single_probability(&self) -> Ratio {
        let p = self.kind.probability();
        if self.reroll {
            let fail = p.complement();
            (&fail * &fail).complement()
        } else {
            p
        }
    }

    /// P(every one of the `times` tests passes).
    pub fn probability(&self) -> Ratio {
        self.single_probability().pow(self.times)
    }

    /// Rolls the tests in order, stopping at the first that fails for good.
    pub fn roll(&self, roller: &mut Roller) -> RolledTest {
        let mut attempts = Vec::new();
        for _ in 0..self.times {
            let dice = self.kind.roll(roller);
            let mut ok = self.kind.passes(&dice);
            attempts.push((dice, ok));
            if !ok && self.reroll {
                let again = self.kind.roll(roller);
                ok = self.kind.passes(&again);
                attempts.push((again, ok));
            }
            if !ok {
                return RolledTest {
                    attempts,
                    passed: false,
                };
            }
        }
        RolledTest {
            attempts,
            passed: true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn characteristic_tests_follow_rules_1_1() {
        for v in -1..=8 {
            let expected = Ratio::new(v.clamp(0, 5) as u64, 6);
            assert_eq!(
                TestKind::Characteristic { value: v }.probability(),
                expected,
                "value {v}"
            );
        }
    }

    #[test]
    fn leadership_follows_rules_1_2() {
        let table = [
            (1, 0),
            (2, 1),
            (3, 3),
            (4, 6),
            (5, 10),
            (6, 15),
            (7, 21),
            (8, 26),
            (9, 30),
            (10, 33),
            (11, 35),
            (12, 36),
        ];
        for (ld, n) in table {
            assert_eq!(
                TestKind::Leadership { ld }.probability(),
                Ratio::new(n, 36),
                "Ld {ld}"
            );
        }
    }

    #[test]
    fn casting_follows_rules_8_3() {
        assert_eq!(
            TestKind::Casting { difficulty: 7 }.probability(),
            Ratio::new(7, 12)
        );
        assert_eq!(
            TestKind::Casting { difficulty: 9 }.probability(),
            Ratio::new(5, 18)
        );
        assert_eq!(
            TestKind::Casting { difficulty: 10 }.probability(),
            Ratio::new(1, 6)
        );
    }

    #[test]
    fn two_initiative_tests_for_a_5_inch_jump() {
        // RULES.md 8.2: jump down 5", I 3: 1/4; I 6: 25/36.
        let jump = |i| Test {
            kind: TestKind::Characteristic { value: i },
            times: 2,
            reroll: false,
        };
        assert_eq!(jump(3).probability(), Ratio::new(1, 4));
        assert_eq!(jump(6).probability(), Ratio::new(25, 36));
    }
}
