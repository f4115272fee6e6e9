//! `duel` with several warriors on one side against the independent oracle of
//! `common::team_oracle` (every die of each strike enumerated, the fight a backward recursion
//! written from and §1.8, where the engine runs forwards over states with
//! `attack::fates`; the two must agree exactly, turn by turn), by hand, and against its own
//! seeded play. These tests arm nobody with a weapon that changes the strike order.

use crate::common;

use common::chi2;
use common::team_oracle::Oracle;
use warband::mechanics::Roller;
use warband::mechanics::duel::team::{self, Men, Targets, Team};
use warband::mechanics::duel::{Engine, Node, Outcome, Side, Warrior};
use warband::mechanics::loadout::ParryWith;
use warband::prob::Ratio;
use warband::rules::{RulesetId, builtin};

// ---- building fights ------------------------------------------------------------------------

pub(super) const HUMAN: &str = "WS3 S3 T3 W1 I3 A1";
const VETERAN: &str = "WS4 S3 T3 W1 I4 A1";

pub(super) fn warrior(profile: &str) -> Warrior {
    Warrior::new(profile.parse().expect("a profile"))
}

pub(super) fn swordsman(profile: &str) -> Warrior {
    let ruleset = builtin(RulesetId::Mordheim);
    Warrior {
        weapon: ruleset.weapon("sword").cloned(),
        parry: Some(ParryWith::Sword),
        ..warrior(profile)
    }
}

pub(super) fn team(
    a: Vec<Warrior>,
    b: Vec<Warrior>,
    charger: Option<Side>,
    turns: u32,
    targets: Targets,
) -> Team {
    Team {
        a,
        b,
        charger,
        turns,
        targets,
    }
}

pub(super) fn exact(t: &Team) -> Outcome<Men> {
    team::prepare(&builtin(RulesetId::Mordheim), t.clone())
        .expect("a valid fight")
        .exact()
        .expect("an exact fight")
}

pub(super) fn assert_oracle_agrees(name: &str, t: &Team) -> Outcome<Men> {
    let outcome = exact(t);
    let value = Oracle::new(builtin(RulesetId::Mordheim), t.clone(), None).solve();
    for turn in 1..=t.turns {
        for (i, side) in [(0, Side::A), (1, Side::B)] {
            assert_eq!(
                outcome.end.prob(&Node::Won { side, turn }),
                value.wins[i][turn as usize],
                "{name}: {} wins in turn {turn}",
                side.name()
            );
        }
    }
    assert_eq!(outcome.undecided(), value.undecided, "{name}: undecided");
    assert_eq!(outcome.end.total(), Ratio::one(), "{name}: sums to 1");
    let oracle_total: Ratio = value.wins.iter().flatten().sum::<Ratio>() + value.undecided.clone();
    assert_eq!(oracle_total, Ratio::one(), "{name}: the oracle sums to 1");
    outcome
}

// ---- the engine equals the oracle -----------------------------------------------------------

#[test]
fn two_against_one_equals_the_oracle_for_every_charger() {
    for charger in [Some(Side::A), Some(Side::B), None] {
        for targets in [Targets::First, Targets::Weakest] {
            let t = team(
                vec![warrior(HUMAN), warrior(HUMAN)],
                vec![warrior(VETERAN)],
                charger,
                6,
                targets,
            );
            assert_oracle_agrees(
                &format!("2 humans vs a veteran, {charger:?}, {targets:?}"),
                &t,
            );
        }
    }
}

#[test]
fn a_lone_swordsman_parries_only_the_first_and_equals_the_oracle() {
    // B's sword parries A1's or A2's hits, whoever strikes him first in the phase, never both;
    // a W2 lone warrior knocked down by the first is hit automatically by the second.
    let t = team(
        vec![warrior(HUMAN), warrior(VETERAN)],
        vec![swordsman("WS4 S4 T3 W2 I4 A2")],
        Some(Side::A),
        5,
        Targets::First,
    );
    let with = assert_oracle_agrees("2 vs a swordsman", &t);
    // The parry matters: without it, A does better.
    let mut bare = t.clone();
    bare.b[0].parry = None;
    let without = assert_oracle_agrees("2 vs the swordsman without his parry", &bare);
    assert!(without.wins(Side::A) > with.wins(Side::A));
}

#[test]
fn the_lone_warrior_on_side_a_with_roll_offs_equals_the_oracle() {
    // Everyone I3 without a charger: all three in one place every phase, rolled off.
    for targets in [Targets::First, Targets::Weakest] {
        let t = team(
            vec![warrior("WS4 S4 T3 W2 I3 A1")],
            vec![warrior(HUMAN), warrior(HUMAN)],
            None,
            6,
            targets,
        );
        assert_oracle_agrees(&format!("1 vs 2, roll-offs, {targets:?}"), &t);
    }
}

#[test]
fn three_against_one_equals_the_oracle() {
    for targets in [Targets::First, Targets::Weakest] {
        let t = team(
            vec![
                warrior(HUMAN),
                warrior(HUMAN),
                warrior("WS3 S3 T3 W1 I2 A1"),
            ],
            vec![warrior("WS4 S4 T4 W2 I4 A1")],
            Some(Side::B),
            5,
            targets,
        );
        assert_oracle_agrees(&format!("3 vs 1, {targets:?}"), &t);
    }
}

#[test]
fn weakest_and_first_differ_when_someone_is_down() {
    // A2 has 2 wounds, A1 one: "first" always strikes A1; "weakest" strikes a knocked-down A2
    // before a standing A1, so the two policies give different fights. Both equal the oracle.
    let mk = |targets| {
        team(
            vec![warrior("WS3 S3 T3 W2 I3 A1"), warrior(HUMAN)],
            vec![warrior("WS4 S4 T3 W1 I4 A1")],
            Some(Side::A),
            6,
            targets,
        )
    };
    let first = assert_oracle_agrees("first", &mk(Targets::First));
    let weakest = assert_oracle_agrees("weakest", &mk(Targets::Weakest));
    assert_ne!(first.wins(Side::A), weakest.wins(Side::A));
}

#[test]
fn one_turn_by_hand() {
    // Two humans charge a human (turn 1): each attack from a standing WS3 S3 at WS3 T3 W1
    // takes him out with 1/2 × (2/6 × 1/3 + 1/6 × 2/3) = 1/9 (as duel's first_turn_by_hand),
    // stuns him with 1/2 × (2/6 × 1/3 + 1/6 × 7/27) = 25/324 (a critical's two injury rolls:
    // rows 1-4 stunned with (4/6)² − (2/6)² = 1/3, rows 5-6 at +2 with (2/6)² = 1/9, so
    // 2/3 × 1/3 + 1/3 × 1/9 = 7/27), knocks him down with 1/2 × (2/6 × 1/3 + 1/6 × 2/27) =
    // 5/81 (rows 1-4: (2/6)² = 1/9, so 2/3 × 1/9), no wound 3/4. The second charger then takes
    // a stunned one out, a knocked-down one with any wound (4+: 1/2), a standing one with 1/9:
    // A wins in turn 1 with 1/9 + 25/324 + 5/81 × 1/2 + 3/4 × 1/9 = 98/324 = 49/162. B cannot
    // win in turn 1 (he strikes one of two).
    let t = team(
        vec![warrior(HUMAN), warrior(HUMAN)],
        vec![warrior(HUMAN)],
        Some(Side::A),
        1,
        Targets::First,
    );
    let o = assert_oracle_agrees("by hand", &t);
    assert_eq!(o.wins(Side::A), Ratio::new(49, 162));
    assert_eq!(o.wins(Side::B), Ratio::zero());
    assert_eq!(o.undecided(), Ratio::new(113, 162));
}

#[test]
fn one_against_one_equals_two_warriors_duel() {
    // The team engine with one warrior a side is two warriors' duel, exactly.
    let cases = [
        (warrior(VETERAN), warrior(HUMAN), Some(Side::A)),
        (
            swordsman("WS4 S3 T3 W2 I3 A2"),
            warrior("WS3 S4 T4 W2 I3 A1"),
            Some(Side::B),
        ),
        (warrior(HUMAN), warrior(HUMAN), None),
    ];
    for (a, b, charger) in cases {
        let t = team(
            vec![a.clone()],
            vec![b.clone()],
            charger,
            12,
            Targets::First,
        );
        let duel = warband::mechanics::duel::Duel {
            a,
            b,
            charger,
            climbed: false,
            turns: 12,
        };
        let two = warband::mechanics::duel::prepare(&builtin(RulesetId::Mordheim), duel)
            .unwrap()
            .exact()
            .unwrap();
        let several = exact(&t);
        for turn in 1..=12 {
            for side in [Side::A, Side::B] {
                let won = Node::Won { side, turn };
                assert_eq!(
                    several.end.prob(&won),
                    two.end.prob(&Node::Won { side, turn })
                );
            }
        }
        assert_eq!(several.undecided(), two.undecided());
    }
}

// ---- seeded play against the exact distribution ---------------------------------------------

fn cell(node: &Node<Men>, turns: u32) -> usize {
    match node {
        Node::Won {
            side: Side::A,
            turn,
        } => *turn as usize - 1,
        Node::Won {
            side: Side::B,
            turn,
        } => (turns + turn) as usize - 1,
        Node::Fighting(_) => 2 * turns as usize,
    }
}

#[test]
fn seeded_fights_match_the_exact_distribution() {
    let cases = [
        (
            "2 vs a swordsman",
            team(
                vec![warrior(HUMAN), warrior(VETERAN)],
                vec![swordsman("WS4 S4 T3 W2 I4 A2")],
                Some(Side::A),
                6,
                Targets::First,
            ),
            0x2a1u64,
        ),
        (
            "1 vs 3, roll-offs, weakest",
            team(
                vec![warrior("WS4 S4 T4 W3 I3 A2")],
                vec![warrior(HUMAN), warrior(HUMAN), warrior(HUMAN)],
                None,
                6,
                Targets::Weakest,
            ),
            0x3b2,
        ),
    ];
    for (name, t, seed) in cases {
        let mut prepared = team::prepare(&builtin(RulesetId::Mordheim), t.clone()).unwrap();
        let outcome = prepared.exact().unwrap();
        let mut expected = vec![Ratio::zero(); 2 * t.turns as usize + 1];
        for (node, p) in outcome.end.iter() {
            let c = cell(node, t.turns);
            expected[c] = &expected[c] + &p;
        }
        assert_eq!(expected.iter().sum::<Ratio>(), Ratio::one(), "{name}");
        let mut roller = Roller::new(seed);
        let mut observed = vec![0u64; expected.len()];
        for _ in 0..20_000 {
            observed[cell(&prepared.play(&mut roller, None).unwrap(), t.turns)] += 1;
        }
        for (o, p) in observed.iter().zip(&expected) {
            assert!(!(p.is_zero() && *o > 0), "{name}: played an impossible end");
        }
        let probabilities: Vec<f64> = expected.iter().map(Ratio::to_f64).collect();
        chi2::assert_agrees(name, &observed, &probabilities);
    }
}
