//! `duel` with several warriors on BOTH sides (issue 29) and with many on one side, under
//! R-87 (while an enemy on his feet engages him, a warrior may not strike a downed one):
//! against the independent oracle of `common::team_oracle` (every die of each strike
//! enumerated, every order of a shared place taken, targets picked by the rule's words), by
//! hand, and against the engine's own seeded play.

use crate::common;

use super::team_oracle::{HUMAN, assert_oracle_agrees, exact, swordsman, team, warrior};
use common::chi2;
use warband::mechanics::Roller;
use warband::mechanics::duel::team::{self, Men, Targets};
use warband::mechanics::duel::{Engine, Node, Pose, Side};
use warband::prob::Ratio;
use warband::rules::{RulesetId, builtin};

// The fights are built as in the oracle's own tests (team_oracle.rs).

#[test]
fn two_against_two_equals_the_oracle_for_every_charger_and_policy() {
    for charger in [Some(Side::A), Some(Side::B), None] {
        for targets in [Targets::First, Targets::Weakest] {
            let t = team(
                vec![warrior(HUMAN), warrior("WS4 S3 T3 W2 I4 A1")],
                vec![warrior("WS3 S4 T3 W2 I3 A1"), warrior(HUMAN)],
                charger,
                4,
                targets,
            );
            assert_oracle_agrees(&format!("2 v 2, {charger:?}, {targets:?}"), &t);
        }
    }
}

#[test]
fn three_against_two_with_a_parry_equals_the_oracle() {
    // A swordsman's parry meets only the first to strike him in a phase, whichever side's
    // strike order puts first; three wounds on one of B.
    for targets in [Targets::First, Targets::Weakest] {
        let t = team(
            vec![
                warrior(HUMAN),
                warrior(HUMAN),
                warrior("WS3 S3 T3 W1 I2 A1"),
            ],
            vec![
                swordsman("WS4 S4 T4 W3 I4 A1"),
                warrior("WS3 S3 T3 W2 I3 A1"),
            ],
            Some(Side::A),
            3,
            targets,
        );
        assert_oracle_agrees(&format!("3 v 2, {targets:?}"), &t);
    }
}

#[test]
fn three_against_three_of_one_to_three_wounds_equals_the_oracle() {
    for targets in [Targets::First, Targets::Weakest] {
        let t = team(
            vec![
                warrior("WS4 S3 T3 W1 I4 A1"),
                warrior("WS3 S3 T3 W2 I3 A1"),
                warrior("WS3 S4 T4 W3 I2 A1"),
            ],
            vec![
                warrior("WS3 S3 T3 W1 I4 A1"),
                warrior("WS4 S3 T3 W2 I3 A1"),
                warrior("WS3 S3 T4 W3 I2 A1"),
            ],
            Some(Side::B),
            2,
            targets,
        );
        assert_oracle_agrees(&format!("3 v 3, {targets:?}"), &t);
    }
}

#[test]
fn identical_warriors_on_both_sides_equal_the_oracle() {
    // Henchmen groups: the engine keeps who of a group is still to strike as a count, and
    // merges the states between turns that differ only in where a group has its out of action
    // (`canon`); the oracle keeps every warrior by himself and takes every order. Two against
    // two over three turns: with the first listed targeted, a merge that sorted a group's
    // warriors, or did not keep their order, differs from the oracle by the third turn, as
    // three henchmen against two did in 6 s.
    for charger in [Some(Side::A), None] {
        for targets in [Targets::First, Targets::Weakest] {
            let t = team(
                vec![warrior(HUMAN), warrior(HUMAN)],
                vec![warrior("WS3 S3 T3 W2 I3 A1"), warrior("WS3 S3 T3 W2 I3 A1")],
                charger,
                3,
                targets,
            );
            assert_oracle_agrees(&format!("2 henchmen v 2, {charger:?}, {targets:?}"), &t);
        }
    }
}

#[test]
fn many_on_one_side_equal_the_oracle() {
    // Four henchmen and their hero on an ogre: the ogre in the henchmen's place of the strike
    // order, so every order of five is rolled off.
    for targets in [Targets::First, Targets::Weakest] {
        let t = team(
            vec![
                warrior(HUMAN),
                warrior(HUMAN),
                warrior(HUMAN),
                warrior(HUMAN),
                warrior("WS4 S4 T3 W2 I4 A2"),
            ],
            vec![warrior("WS3 S4 T4 W3 I3 A2")],
            Some(Side::B),
            3,
            targets,
        );
        assert_oracle_agrees(&format!("5 v an ogre, {targets:?}"), &t);
    }
}

#[test]
fn nobody_strikes_a_downed_enemy_while_another_stands() {
    // Two humans charge two humans, one turn (R-87, worked by hand). Each charger's attack
    // (WS3 S3 on WS3 T3 W1) takes a standing man out with 1/9 and stuns him with 25/324 (as
    // `team_oracle::one_turn_by_hand`). The first to strike goes for B1 (the first listed and,
    // all of W1, the weakest). With B1 stunned, B2 still stands, so the second may not finish
    // B1 and strikes B2: B ends the turn with B1 stunned and B2 out of action with
    // 25/324 × 1/9 = 25/2916. Under the rule before R-87 (the first, or the stunned, in action)
    // the second would strike B1 and that end could not happen.
    for targets in [Targets::First, Targets::Weakest] {
        let t = team(
            vec![warrior(HUMAN), warrior(HUMAN)],
            vec![warrior(HUMAN), warrior(HUMAN)],
            Some(Side::A),
            1,
            targets,
        );
        let o = assert_oracle_agrees(&format!("2 v 2 by hand, {targets:?}"), &t);
        let ends = |men: &Men| {
            men.0[0].is_some_and(|f| f.pose == Pose::Standing)
                && men.0[1].is_some_and(|f| f.pose == Pose::Standing)
                && men.0[2].is_some_and(|f| f.pose == Pose::Stunned)
                && men.0[3].is_none()
        };
        let p = o
            .end
            .prob_where(|n| matches!(n, Node::Fighting(men) if ends(men)));
        assert_eq!(p, Ratio::new(25, 2916), "{targets:?}");
        // A wins in the charge's turn only by taking both out: 1/9 × 1/9.
        assert_eq!(
            o.end.prob(&Node::Won {
                side: Side::A,
                turn: 1
            }),
            Ratio::new(1, 81)
        );
    }
}

#[test]
fn five_on_one_side_answer_exactly() {
    // Five henchmen on an ogre, over twelve turns: beyond the oracle, so what must hold whatever
    // the engine: the fight sums to 1, and the ogre does worse against five than against three.
    let fight = |n: usize| {
        team(
            (0..n).map(|_| warrior(HUMAN)).collect(),
            vec![warrior("WS3 S4 T4 W3 I3 A2")],
            Some(Side::A),
            12,
            Targets::First,
        )
    };
    let five = exact(&fight(5));
    let three = exact(&fight(3));
    assert_eq!(five.end.total(), Ratio::one());
    assert!(five.wins(Side::B) < three.wins(Side::B));
    assert!(five.wins(Side::A) > three.wins(Side::A));
}

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
fn seeded_fights_of_several_a_side_match_the_exact_distribution() {
    let cases = [
        (
            "2 v 2, first",
            team(
                vec![warrior(HUMAN), warrior("WS4 S3 T3 W2 I4 A1")],
                vec![swordsman("WS3 S4 T3 W2 I3 A1"), warrior(HUMAN)],
                Some(Side::A),
                6,
                Targets::First,
            ),
            0x29a,
        ),
        (
            "3 v 3, roll-offs, weakest",
            team(
                vec![
                    warrior(HUMAN),
                    warrior(HUMAN),
                    warrior("WS3 S3 T3 W3 I3 A2"),
                ],
                vec![
                    warrior("WS4 S3 T3 W2 I3 A1"),
                    warrior(HUMAN),
                    warrior(HUMAN),
                ],
                None,
                6,
                Targets::Weakest,
            ),
            0x29b,
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

#[test]
fn a_run_of_henchmen_on_an_ogre_equals_the_oracle() {
    // Issue 29's henchmen on an ogre, smaller: the engine merges the states that differ only in
    // where a run of identical warriors has its out of action (and works the fight through
    // numbered states); the oracle keeps every warrior by himself, in every order of the
    // shared place. Four henchmen: a merge that did not keep the run's order differs from the
    // oracle as it did with five, which took the oracle ten seconds (the engine's five and ten
    // henchmen over 30 turns are benches/core.rs's "duel of many").
    for targets in [Targets::First, Targets::Weakest] {
        let t = team(
            (0..4).map(|_| warrior(HUMAN)).collect(),
            vec![warrior("WS3 S4 T4 W3 I3 A2")],
            Some(Side::A),
            3,
            targets,
        );
        assert_oracle_agrees(&format!("4 henchmen v an ogre, {targets:?}"), &t);
    }
}

#[test]
fn out_of_action_in_a_run_merges_only_between_turns() {
    // Two henchmen on two, one turn: the fight's last states are as the turn left them (B1
    // stunned with B2 out, and B1 out with B2 stunned, apart), each 25/2916 (see
    // nobody_strikes_a_downed_enemy_while_another_stands: the first striker takes B1 out with
    // 1/9, the second stuns B2 with 25/324; or stuns B1 and the second takes B2 out).
    let t = team(
        vec![warrior(HUMAN), warrior(HUMAN)],
        vec![warrior(HUMAN), warrior(HUMAN)],
        Some(Side::A),
        1,
        Targets::First,
    );
    let o = exact(&t);
    let b = |men: &Men, first: Option<Pose>, second: Option<Pose>| {
        men.0[2].map(|f| f.pose) == first && men.0[3].map(|f| f.pose) == second
    };
    let p = |first, second| {
        o.end
            .prob_where(|n| matches!(n, Node::Fighting(men) if b(men, first, second)))
    };
    assert_eq!(p(Some(Pose::Stunned), None), Ratio::new(25, 2916));
    assert_eq!(p(None, Some(Pose::Stunned)), Ratio::new(25, 2916));
}
