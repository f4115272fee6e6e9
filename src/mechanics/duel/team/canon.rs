//! States between turns merged where that is exact, and the budgets that count them.
//!
//! A run is a stretch of identical warriors next to each other on one side (a henchman
//! group, `10x …`). Whom a policy picks, and the strike order, depend on the warriors' order
//! only through the order of those in action: so a run's warriors out of action are moved to
//! its end, the others keeping their order. That is exact for every fight.
//!
//! Sorting a run (a state as the multiset of its warriors' conditions) is not exact under
//! either policy: both break ties by place in the list, and two of a run in the same condition
//! differ in what the phase knows of them (one stood up this turn and strikes last, one was
//! struck already and his parry is spent), so whom "the first listed" meets depends on where
//! each came from. The oracle's fights found it (1 against 2, `weakest`, turn 6).

use super::{Men, Side, Team, Warrior};

/// The most states the exact fight may have to follow, as [`states`] counts them: a bound
/// far above what a fight meets (ten henchmen on an ogre: 943,272,343 here, 5,629 met), kept
/// for fights beyond any table, refused before any work; the work itself is metered.
pub const MAX_STATES: u64 = 10_000_000_000;

/// Identical warriors next to each other on a side: `start..end` in the fight's numbering.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Run {
    start: usize,
    end: usize,
}

/// The runs of a fight's warriors (A's, then B's).
pub(super) fn runs(warriors: &[Warrior], sides: &[Side]) -> Vec<Run> {
    let mut runs: Vec<Run> = Vec::new();
    for i in 0..warriors.len() {
        match runs.last_mut() {
            Some(r) if sides[r.start] == sides[i] && warriors[r.start] == warriors[i] => {
                r.end = i + 1;
            }
            _ => runs.push(Run {
                start: i,
                end: i + 1,
            }),
        }
    }
    runs.retain(|r| r.end - r.start > 1);
    runs
}

/// The state `men` stands for: each run's warriors in action first, in their order, then those
/// out of action.
pub(super) fn canon(runs: &[Run], men: &Men) -> Men {
    let mut out = *men;
    for r in runs {
        let slots = &mut out.0[r.start..r.end];
        let mut k = 0;
        for i in 0..slots.len() {
            if slots[i].is_some() {
                slots.swap(k, i);
                k += 1;
            }
        }
    }
    out
}

/// The states one warrior can be in: standing, knocked down or stunned at each wounds left,
/// frenzied or not (in action: this many), and out of action.
fn in_action(w: &Warrior) -> u64 {
    3 * (u64::from(w.profile.wounds()) + 1) * if w.frenzy { 2 } else { 1 }
}

/// The budget: how many states between turns the fight can have once merged, the product over
/// its runs (a lone warrior is a run of one) of the run's: a run of n, each in one of k
/// conditions in action, is a sequence of up to n conditions, 1 + k + … + k^n.
pub fn states(team: &Team) -> u64 {
    let warriors: Vec<Warrior> = team.a.iter().chain(&team.b).cloned().collect();
    let sides: Vec<Side> = team
        .a
        .iter()
        .map(|_| Side::A)
        .chain(team.b.iter().map(|_| Side::B))
        .collect();
    let runs = runs(&warriors, &sides);
    let mut n = 1u64;
    let mut i = 0;
    while i < warriors.len() {
        let k = in_action(&warriors[i]);
        let len = runs
            .iter()
            .find(|r| r.start == i)
            .map_or(1, |r| r.end - r.start);
        let of_run = (0..=len as u32).fold(0u64, |sum, m| sum.saturating_add(k.saturating_pow(m)));
        n = n.saturating_mul(of_run);
        i += len;
    }
    n
}

/// The most work a fight may take, counted as it is done ([`Meter`](super::Meter)): a turn's
/// limb multiplications, and a phase's edges weighed as [`EDGE`] of them, over the fight and
/// every follow-up followed over it, and over the command's other exact fights (`--compare`;
/// the 1 v 1 duel's too). Measured (release build, two cores shared): 3 v 3 of
/// W1–W3 over 30 turns spends 433 million in 1.8 s, ten henchmen on an ogre 313 million in
/// 1 s; this is some seconds of work.
pub const MAX_WORK: u64 = 1_000_000_000;

/// A phase's edge (a phase copied, hashed and stored) costs about as much as this many limb
/// multiplications of the fight's rows (from the profiles of the two fights above).
pub const EDGE: u64 = 100;
