//! A round's combat result and what it decides, shared by `exact` and `play`: unsaved wounds,
//! ranks and the other bonuses, the loser's break test or fear's automatic break (R-20,
//! R-63), the flight and pursuit dice; what carries to the next round, and how a combat
//! ends.

use super::{Facing, Prepared, Side, Standing, Step, Strike, Unit};
use crate::mechanics::leadership;
use crate::mechanics::rolloff::Contest;
use crate::mechanics::test::Test;
use crate::prob::{Dist, Ratio};

/// How the combat ends, in the contract's order.
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

    /// Whether the combat is over: a unit fled or was destroyed (else both still fight).
    pub fn ends_combat(self) -> bool {
        !matches!(
            self,
            Outcome::AWinsBHolds | Outcome::Draw | Outcome::BWinsAHolds
        )
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

/// One way the combat can end: both sides' casualties over the whole combat, the combat-result
/// difference of the last round fought (A's total minus B's), the outcome of that round, and
/// how many rounds were fought.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Ending {
    pub casualties_a: i64,
    pub casualties_b: i64,
    /// `None`: no round was fought (the charged unit fled from fear, R-66).
    pub difference: Option<i64>,
    pub outcome: Outcome,
    /// The loser broke (failed its break test, or fear broke it, or it fled from fear before
    /// the first blow): it fled, and was caught or escaped.
    pub broken: bool,
    /// Rounds fought: 0 when the charged unit fled from fear before the first blow.
    pub rounds: u32,
}

/// What carries from one round to the next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(super) struct Fighting {
    /// Unsaved wounds each unit has taken so far (A's, B's).
    pub on: [u32; 2],
    pub frenzied: [bool; 2],
    /// The charged unit failed its fear test (not outnumbered): 6s to hit in the first round.
    pub afraid: bool,
    /// Each unit's character has fallen to a randomised hit.
    pub down: [bool; 2],
}

impl Fighting {
    /// Where the combat stands when it goes on to the next round: `on` unsaved wounds taken,
    /// and a `beaten` unit frenzied no more (seed 002 «Jestlize jsou frenzy jednotky porazeny…
    /// jejich silenstvi konci»).
    pub(super) fn after(&self, on: [u32; 2], beaten: Option<Side>) -> Fighting {
        let mut frenzied = self.frenzied;
        if let Some(side) = beaten {
            frenzied[idx(side)] = false;
        }
        Fighting {
            on,
            frenzied,
            afraid: false,
            down: self.down,
        }
    }
}

impl Ending {
    /// How the combat ends after `round`, scored `s`.
    pub(super) fn after(
        p: &Prepared,
        s: &Scored,
        round: u32,
        outcome: Outcome,
        broken: bool,
    ) -> Ending {
        Ending {
            casualties_a: i64::from(p.combat.a.models - s.left[0]),
            casualties_b: i64::from(p.combat.b.models - s.left[1]),
            difference: Some(s.difference()),
            outcome,
            broken,
            rounds: round,
        }
    }

    /// The charged unit fled from fear before the first blow, and was caught or not.
    pub(super) fn fled_from_fear(p: &Prepared, fate: Fate) -> Ending {
        Ending {
            casualties_a: 0,
            casualties_b: 0,
            difference: None,
            outcome: Outcome::of(p.combat.charger, fate),
            broken: true,
            rounds: 0,
        }
    }
}

/// Unsaved wounds from the strikes of `step` made by the `standing` models (independent
/// attacks).
pub(super) fn wounds(strikes: &[Strike], step: Step, standing: Standing) -> Dist<i64> {
    strikes
        .iter()
        .filter(|s| step.makes(s.by))
        .fold(Dist::certain(0), |acc, s| {
            acc.add(&Dist::binomial(
                standing.count(s.by) * s.attacks,
                &s.unsaved,
            ))
        })
}

/// The least and the most unsaved wounds `wounds` can give, without working it out.
pub(super) fn wound_range(strikes: &[Strike], step: Step, standing: Standing) -> (u32, u32) {
    strikes
        .iter()
        .filter(|s| step.makes(s.by))
        .fold((0, 0), |(least, most), s| {
            let n = standing.count(s.by) * s.attacks;
            (
                least + if s.unsaved.is_one() { n } else { 0 },
                most + if s.unsaved.is_zero() { 0 } else { n },
            )
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

/// Both sides after a round: models left and combat-result totals.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Scored {
    pub left: [u32; 2],
    pub total: [i64; 2],
}

impl Scored {
    /// A's total minus B's.
    pub fn difference(&self) -> i64 {
        self.total[0] - self.total[1]
    }
}

pub(super) fn idx(side: Side) -> usize {
    usize::from(side == Side::B)
}

/// A unit's bonuses with `left` models against an enemy with `enemy_left` (R-62: after both
/// sides struck); `music` is its side of the musicians' roll-off. A unit wiped out keeps none:
/// no standard in its front rank («Pokud ma jednotka v prvni rade standartu»), no musician who
/// takes part in the fight («ktery se ucastni boje»), no battle standard or high ground.
fn bonuses(
    p: &Prepared,
    me: &Unit,
    left: u32,
    enemy: &Unit,
    enemy_left: u32,
    music: Contest,
) -> i64 {
    if left == 0 {
        return 0;
    }
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

/// The combat result of a round: `on` is the unsaved wounds each unit has taken in the whole
/// combat (A's, B's; each capped at what it has), `caused` those taken this round (the wounds
/// each side's enemy scores), and `music_a` the musicians' roll-off from A's side.
pub(super) fn score(p: &Prepared, on: [u32; 2], caused: [u32; 2], music_a: Contest) -> Scored {
    let (a, b) = (&p.combat.a, &p.combat.b);
    let left = [a.left_after(on[0]), b.left_after(on[1])];
    // A wiped-out unit's musicians take no part in the fight: the other side's win the roll-off
    // if it has any (R-38: a side without a musician loses it), else nobody gets the bonus.
    let music_a = match (left[0] == 0, left[1] == 0) {
        (true, true) => Contest::Tie,
        (true, false) if b.musicians > 0 => Contest::Lose,
        (false, true) if a.musicians > 0 => Contest::Win,
        (true, false) | (false, true) => Contest::Tie,
        (false, false) => music_a,
    };
    let music_b = match music_a {
        Contest::Win => Contest::Lose,
        Contest::Lose => Contest::Win,
        Contest::Tie => Contest::Tie,
    };
    let total = [
        i64::from(caused[1]) + bonuses(p, a, left[0], b, left[1], music_a),
        i64::from(caused[0]) + bonuses(p, b, left[1], a, left[0], music_b),
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
    /// The loser takes a break test, having lost by `by`.
    Test {
        loser: Side,
        by: i32,
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

/// What a round's score decides. A frenzied loser is not spared fear's automatic break: beaten,
/// it is frenzied no more and «prchaji jako kazda jina jednotka».
pub(super) fn decide(p: &Prepared, s: &Scored) -> Decision {
    for side in [Side::A, Side::B] {
        if s.left[idx(side)] == 0 {
            return Decision::Wiped { loser: side };
        }
    }
    let difference = s.difference();
    let loser = match difference.signum() {
        0 => return Decision::Draw,
        1 => Side::B,
        _ => Side::A,
    };
    let (lost, won) = (p.combat.unit(loser), p.combat.unit(loser.other()));
    let outnumbered = s.left[idx(loser.other())] > s.left[idx(loser)];
    if p.rules.fear_breaks_outnumbered && won.causes_fear && !lost.causes_fear && outnumbered {
        return Decision::Broken { loser };
    }
    let by = i32::try_from(difference.abs()).unwrap_or(i32::MAX);
    Decision::Test { loser, by }
}

/// `loser`'s break test after losing by `by` (R-20: hatred on Ld 10, a battle standard's
/// re-roll), on its character's Ld while he stands (`down`: he has fallen, R-104).
pub(super) fn break_test(p: &Prepared, loser: Side, by: i32, down: bool) -> Test {
    let lost = p.unit_now(loser, down);
    leadership::break_test(
        &p.ruleset,
        lost.leadership(),
        by,
        lost.hatred,
        lost.battle_standard,
    )
    .expect("prepare checked the break test")
    .test
}

/// The D6 `flees` flees with and its enemy pursues with (by each one's Movement).
pub(super) fn flight_dice(p: &Prepared, flees: Side) -> (u32, u32) {
    let r = &p.rules;
    (
        r.flight_dice(p.combat.unit(flees).movement()),
        r.flight_dice(p.combat.unit(flees.other()).movement()),
    )
}

/// P(the pursuers catch `flees`): pursuit ≥ flight.
pub(super) fn caught(p: &Prepared, flees: Side) -> Ratio {
    let (flee, pursue) = flight_dice(p, flees);
    let d6 = Dist::uniform(1..=6i64).expect("a die has faces");
    d6.sum_of(pursue)
        .product(&d6.sum_of(flee), |p, f| p >= f)
        .prob(&true)
}
