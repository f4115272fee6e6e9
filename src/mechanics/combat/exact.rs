//! The round's exact distributions, and the lookups `play` shares with it: fighting models,
//! casualties, the combat result with its bonuses, and what the result decides.

use super::{Facing, Prepared, Side, Strike, Unit};
use crate::mechanics::leadership;
use crate::mechanics::rolloff::{self, Contest};
use crate::mechanics::test::Test;
use crate::prob::{Dist, Ratio};

/// How the round ends, in the contract's order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Outcome {
    AWinsBHolds,
    AWinsBFlees,
    AWinsBDestroyed,
    Draw,
    BWinsAHolds,
    BWinsAFlees,
    BWinsADestroyed,
}

impl Outcome {
    pub const ALL: [Outcome; 7] = [
        Outcome::AWinsBHolds,
        Outcome::AWinsBFlees,
        Outcome::AWinsBDestroyed,
        Outcome::Draw,
        Outcome::BWinsAHolds,
        Outcome::BWinsAFlees,
        Outcome::BWinsADestroyed,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Outcome::AWinsBHolds => "a_wins_b_holds",
            Outcome::AWinsBFlees => "a_wins_b_flees",
            Outcome::AWinsBDestroyed => "a_wins_b_destroyed",
            Outcome::Draw => "draw",
            Outcome::BWinsAHolds => "b_wins_a_holds",
            Outcome::BWinsAFlees => "b_wins_a_flees",
            Outcome::BWinsADestroyed => "b_wins_a_destroyed",
        }
    }

    /// The winner's side (`None`: a draw).
    pub fn winner(self) -> Option<Side> {
        match self {
            Outcome::AWinsBHolds | Outcome::AWinsBFlees | Outcome::AWinsBDestroyed => Some(Side::A),
            Outcome::Draw => None,
            _ => Some(Side::B),
        }
    }

    /// What became of the loser: held, fled, destroyed.
    pub(super) fn of(winner: Side, fate: Fate) -> Outcome {
        match (winner, fate) {
            (Side::A, Fate::Holds) => Outcome::AWinsBHolds,
            (Side::A, Fate::Flees) => Outcome::AWinsBFlees,
            (Side::A, Fate::Destroyed) => Outcome::AWinsBDestroyed,
            (Side::B, Fate::Holds) => Outcome::BWinsAHolds,
            (Side::B, Fate::Flees) => Outcome::BWinsAFlees,
            (Side::B, Fate::Destroyed) => Outcome::BWinsADestroyed,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Fate {
    Holds,
    Flees,
    Destroyed,
}

/// One way the round can end: both sides' casualties, the combat-result difference (A's total
/// minus B's) and the outcome.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Round {
    pub casualties_a: i64,
    pub casualties_b: i64,
    pub difference: i64,
    pub outcome: Outcome,
    /// The loser broke (failed its break test, or fear broke it) and fled.
    pub broken: bool,
}

/// The round's joint distribution.
#[derive(Debug, Clone, PartialEq)]
pub struct Exact {
    pub rounds: Dist<Round>,
}

impl Exact {
    pub fn outcome(&self, o: Outcome) -> Ratio {
        self.rounds.prob_where(|r| r.outcome == o)
    }
    pub fn casualties(&self, side: Side) -> Dist<i64> {
        self.rounds.map(|r| match side {
            Side::A => r.casualties_a,
            Side::B => r.casualties_b,
        })
    }
    pub fn difference(&self) -> Dist<i64> {
        self.rounds.map(|r| r.difference)
    }
    /// P(the loser broke and fled), and P(it broke and was caught).
    pub fn broken(&self) -> Ratio {
        self.rounds.prob_where(|r| r.broken)
    }
    pub fn cut_down(&self) -> Ratio {
        self.rounds.prob_where(|r| {
            r.broken
                && matches!(
                    r.outcome,
                    Outcome::AWinsBDestroyed | Outcome::BWinsADestroyed
                )
        })
    }
    pub fn wins(&self, side: Side) -> Ratio {
        self.rounds.prob_where(|r| r.outcome.winner() == Some(side))
    }
}

/// Unsaved wounds from `fighting` models each making `strikes` (independent attacks).
pub(super) fn wounds(strikes: &[Strike], fighting: u32) -> Dist<i64> {
    strikes.iter().fold(Dist::certain(0), |acc, s| {
        acc.add(&Dist::binomial(fighting * s.attacks, &s.p_unsaved()))
    })
}

/// Ranks after the first with at least `min` models (the last rank may be short).
pub(super) fn ranks(left: u32, frontage: u32, min: u32) -> u32 {
    let mut rest = left.saturating_sub(frontage);
    let mut n = 0;
    while rest > 0 {
        let rank = rest.min(frontage);
        n += u32::from(rank >= min);
        rest -= rank;
    }
    n
}

/// Both sides after the round: models left and combat-result totals.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Scored {
    pub left: [u32; 2],
    pub total: [i64; 2],
}

fn idx(side: Side) -> usize {
    usize::from(side == Side::B)
}

/// A unit's bonuses with `left` models against an enemy with `enemy_left` (R-62: after both
/// sides struck); `music` is its side of the musicians' roll-off.
fn bonuses(
    p: &Prepared,
    me: &Unit,
    left: u32,
    enemy: &Unit,
    enemy_left: u32,
    music: Contest,
) -> i64 {
    let r = &p.rules;
    let lost_ranks = enemy.facing != Facing::Front && enemy_left >= r.flank_cancels_ranks_models;
    let mut total = 0;
    if !lost_ranks {
        let n = i32::try_from(ranks(left, me.frontage, r.rank_min_models)).unwrap_or(i32::MAX);
        total += n.saturating_mul(r.rank_bonus).min(r.rank_bonus_max);
    }
    if me.standard {
        total += r.standard_bonus;
    }
    if me.battle_standard {
        total += r.battle_standard_bonus;
    }
    if me.high_ground {
        total += r.high_ground_bonus;
    }
    if left >= r.flank_bonus_models {
        total += match me.facing {
            Facing::Front => 0,
            Facing::Flank => r.flank_bonus,
            Facing::Rear => r.rear_bonus,
        };
    }
    if music == Contest::Win {
        total += r.musician_bonus;
    }
    i64::from(total)
}

/// The combat result after `on` unsaved wounds on A and on B (each already capped) and the
/// musicians' roll-off from A's side.
pub(super) fn score(p: &Prepared, on: [u32; 2], music_a: Contest) -> Scored {
    let (a, b) = (&p.combat.a, &p.combat.b);
    let left = [a.left_after(on[0]), b.left_after(on[1])];
    let music_b = match music_a {
        Contest::Win => Contest::Lose,
        Contest::Lose => Contest::Win,
        Contest::Tie => Contest::Tie,
    };
    let total = [
        i64::from(on[1]) + bonuses(p, a, left[0], b, left[1], music_a),
        i64::from(on[0]) + bonuses(p, b, left[1], a, left[0], music_b),
    ];
    Scored { left, total }
}

/// What the combat result decides before any die for the loser is rolled.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Decision {
    Draw,
    /// The loser has no models left.
    Wiped {
        loser: Side,
    },
    /// Broken by fear-causers that outnumber it: no test, straight to flight.
    Broken {
        loser: Side,
    },
    Test {
        loser: Side,
        test: Test,
    },
}

impl Decision {
    pub(super) fn loser(&self) -> Option<Side> {
        match self {
            Decision::Draw => None,
            Decision::Wiped { loser }
            | Decision::Broken { loser }
            | Decision::Test { loser, .. } => Some(*loser),
        }
    }
}

pub(super) fn decide(p: &Prepared, s: &Scored) -> Decision {
    for side in [Side::A, Side::B] {
        if s.left[idx(side)] == 0 {
            return Decision::Wiped { loser: side };
        }
    }
    let difference = s.total[0] - s.total[1];
    let loser = match difference.signum() {
        0 => return Decision::Draw,
        1 => Side::B,
        _ => Side::A,
    };
    let (lost, won) = (p.combat.unit(loser), p.combat.unit(loser.other()));
    let outnumbered = s.left[idx(loser.other())] > s.left[idx(loser)];
    if p.rules.fear_breaks_outnumbered
        && won.causes_fear
        && !lost.causes_fear
        && !lost.frenzy
        && outnumbered
    {
        return Decision::Broken { loser };
    }
    let ld = lost.profile.values()[8];
    let by = i32::try_from(difference.abs()).unwrap_or(i32::MAX);
    let test = leadership::break_test(&p.ruleset, ld, by, lost.hatred, lost.battle_standard)
        .expect("prepare checked the break test")
        .test;
    Decision::Test { loser, test }
}

/// The D6 the loser flees with and the winner pursues with (by each one's Movement).
pub(super) fn flight_dice(p: &Prepared, loser: Side) -> (u32, u32) {
    let r = &p.rules;
    (
        r.flight_dice(p.combat.unit(loser).movement()),
        r.flight_dice(p.combat.unit(loser.other()).movement()),
    )
}

/// P(the pursuers catch the fleeing unit): pursuit ≥ flight.
fn caught(flee: u32, pursue: u32) -> Ratio {
    let d6 = Dist::uniform(1..=6i64).expect("a die has faces");
    d6.sum_of(pursue)
        .product(&d6.sum_of(flee), |p, f| p >= f)
        .prob(&true)
}

impl Prepared {
    /// The whole round, exactly.
    pub fn exact(&self) -> Exact {
        let first = self.first;
        let second = first.other();
        let (u1, u2) = (self.combat.unit(first), self.combat.unit(second));
        let cap = |d: Dist<i64>, unit: &Unit| d.map(|w| (*w).min(i64::from(unit.total_wounds())));
        let charger = self.combat.charger;
        let opening = cap(
            wounds(
                self.strikes(first),
                u1.fighting(u1.models, charger == first),
            ),
            u2,
        );
        let both = opening.bind(|on_second: &i64| {
            let on_second = *on_second;
            let left = u2.left_after(on_second as u32);
            let back = cap(
                wounds(self.strikes(second), u2.fighting(left, charger == second)),
                u1,
            );
            back.map(|on_first: &i64| (*on_first, on_second))
        });
        let music = rolloff::distribution(self.combat.a.musicians, self.combat.b.musicians);
        let caught_by: [Ratio; 2] = [Side::A, Side::B].map(|loser| {
            let (flee, pursue) = flight_dice(self, loser);
            caught(flee, pursue)
        });
        let rounds = both
            .product(&music, |pair: &(i64, i64), m: &Contest| {
                (pair.0, pair.1, *m)
            })
            .bind(|t: &(i64, i64, Contest)| {
                let (on_first, on_second, m) = *t;
                let mut on = [0u32; 2];
                on[idx(first)] = on_first as u32;
                on[idx(second)] = on_second as u32;
                let s = score(self, on, m);
                let round = |outcome, broken| Round {
                    casualties_a: i64::from(self.combat.a.models - s.left[0]),
                    casualties_b: i64::from(self.combat.b.models - s.left[1]),
                    difference: s.total[0] - s.total[1],
                    outcome,
                    broken,
                };
                let d = decide(self, &s);
                let Some(loser) = d.loser() else {
                    return Dist::certain(round(Outcome::Draw, false));
                };
                let winner = loser.other();
                let caught = &caught_by[idx(loser)];
                let holds = match &d {
                    Decision::Wiped { .. } => {
                        return Dist::certain(round(Outcome::of(winner, Fate::Destroyed), false));
                    }
                    Decision::Broken { .. } => Ratio::zero(),
                    Decision::Test { test, .. } => test.probability(),
                    Decision::Draw => unreachable!("a draw has no loser"),
                };
                let breaks = holds.complement();
                Dist::from_probs([
                    (round(Outcome::of(winner, Fate::Holds), false), holds),
                    (
                        round(Outcome::of(winner, Fate::Destroyed), true),
                        &breaks * caught,
                    ),
                    (
                        round(Outcome::of(winner, Fate::Flees), true),
                        &breaks * &caught.complement(),
                    ),
                ])
                .expect("the three fates sum to one")
            });
        Exact { rounds }
    }
}
