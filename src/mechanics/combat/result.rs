//! A round's combat result and what it decides, shared by `exact` and `play`: unsaved wounds,
//! ranks and the other bonuses, the loser's break test or fear's automatic break (R-20,
//! R-63), and the flight and pursuit dice.

use super::{Facing, Prepared, Side, Strike, Unit};
use crate::mechanics::leadership;
use crate::mechanics::rolloff::Contest;
use crate::mechanics::test::Test;
use crate::prob::{Dist, Ratio};

/// Unsaved wounds from the strikes of `unit`'s `fighting` models (independent attacks).
pub(super) fn wounds(unit: &Unit, strikes: &[Strike], fighting: u32) -> Dist<i64> {
    strikes.iter().fold(Dist::certain(0), |acc, s| {
        acc.add(&Dist::binomial(
            unit.fighters(fighting, s.by) * s.attacks,
            &s.unsaved,
        ))
    })
}

/// The least and the most unsaved wounds `wounds` can give, without working it out.
pub(super) fn wound_range(unit: &Unit, strikes: &[Strike], fighting: u32) -> (u32, u32) {
    strikes.iter().fold((0, 0), |(least, most), s| {
        let n = unit.fighters(fighting, s.by) * s.attacks;
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

/// The combat result of a round: `on` is the unsaved wounds each unit has taken in the whole
/// combat (A's, B's; each capped at what it has), `caused` those taken this round (the wounds
/// each side's enemy scores), and `music_a` the musicians' roll-off from A's side.
pub(super) fn score(p: &Prepared, on: [u32; 2], caused: [u32; 2], music_a: Contest) -> Scored {
    let (a, b) = (&p.combat.a, &p.combat.b);
    let left = [a.left_after(on[0]), b.left_after(on[1])];
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

/// What a round's score decides; `frenzied` is whether each unit is still frenzied (immune to
/// fear's automatic break).
pub(super) fn decide(p: &Prepared, s: &Scored, frenzied: [bool; 2]) -> Decision {
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
    if p.rules.fear_breaks_outnumbered
        && won.causes_fear
        && !lost.causes_fear
        && !frenzied[idx(loser)]
        && outnumbered
    {
        return Decision::Broken { loser };
    }
    let by = i32::try_from(difference.abs()).unwrap_or(i32::MAX);
    Decision::Test { loser, by }
}

/// `loser`'s break test after losing by `by` (R-20: hatred on Ld 10, a battle standard's
/// re-roll).
pub(super) fn break_test(p: &Prepared, loser: Side, by: i32) -> Test {
    let lost = p.combat.unit(loser);
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
