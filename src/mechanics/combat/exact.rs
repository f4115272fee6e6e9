//! The combat's exact distribution: the fear test before the first blow, then round after
//! round a Markov chain over what carries from one round to the next (the wounds each unit has
//! taken, whether it is still frenzied), until a unit breaks or is destroyed or the rounds run
//! out. Its work is counted before it is done: a combat too big to work out exactly in a
//! couple of seconds is refused, not computed for minutes.

use super::result::{
    Decision, Ending, Fate, Fighting, Outcome, break_test, caught, decide, idx, score, wound_range,
    wounds,
};
use super::{Prepared, Side, Stance, Strike, Unit};
use crate::error::{Result, UserError};
use crate::mechanics::rolloff::{self, Contest};
use crate::prob::{Dist, Ratio};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// The combat's joint distribution.
#[derive(Debug, Clone, PartialEq)]
pub struct Exact {
    pub endings: Dist<Ending>,
}

impl Exact {
    pub fn outcome(&self, o: Outcome) -> Ratio {
        self.endings.prob_where(|r| r.outcome == o)
    }
    pub fn casualties(&self, side: Side) -> Dist<i64> {
        self.endings.map(|r| match side {
            Side::A => r.casualties_a,
            Side::B => r.casualties_b,
        })
    }
    /// The combat-result difference of the last round fought; `None`: no round was.
    pub fn difference(&self) -> Dist<Option<i64>> {
        self.endings.map(|r| r.difference)
    }
    /// P(the loser broke and fled), and P(it broke and was caught).
    pub fn broken(&self) -> Ratio {
        self.endings.prob_where(|r| r.broken)
    }
    pub fn cut_down(&self) -> Ratio {
        self.endings.prob_where(|r| {
            r.broken
                && matches!(
                    r.outcome,
                    Outcome::AWinsBDestroyed | Outcome::BWinsADestroyed
                )
        })
    }
    pub fn wins(&self, side: Side) -> Ratio {
        self.endings
            .prob_where(|r| r.outcome.winner() == Some(side))
    }
    /// The round the combat ended in (0: the charged unit fled from fear before any blow);
    /// `None` while both units still fight after the last round worked out.
    pub fn ends(&self) -> Dist<Option<u32>> {
        self.endings
            .map(|r| r.outcome.ends_combat().then_some(r.rounds))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Path {
    Ended(Ending),
    Fighting(Fighting),
}

/// The exact work's budget, in steps: a step is one branch (first striker's wounds, second
/// striker's wounds, musicians' roll-off) worked out from one position, weighed by the size of
/// the numbers it multiplies (one more step per `BITS_PER_STEP` bits of the denominators).
/// Measured on a 2-core machine, 300,000 steps take about a second whatever the units, so a
/// combat is refused before its work starts, or after at most about 2.5 s of it.
pub const WORK_BUDGET: u64 = 800_000;
const BITS_PER_STEP: u64 = 512;

/// The bits of the denominator of the wounds `unit`'s `fighting` models' strikes give.
fn dice_bits(unit: &Unit, strikes: &[Strike], fighting: u32) -> u64 {
    strikes
        .iter()
        .map(|s| u64::from(unit.fighters(fighting, s.by) * s.attacks) * s.unsaved.denom().bits())
        .sum()
}

/// A side's wounds in a stance with so many fighting models.
type WoundsKey = (Side, Stance, u32);

/// What the rounds look up again and again, worked out once: each side's wound
/// distributions by stance and fighting models, its break test's odds by how much it lost,
/// the chance the pursuers catch it, and the musicians' roll-off.
struct Cache {
    wounds: RefCell<HashMap<WoundsKey, Rc<Dist<i64>>>>,
    holds: RefCell<HashMap<(Side, i32), Ratio>>,
    caught: [Ratio; 2],
    music: Dist<Contest>,
}

impl Prepared {
    /// The stance `side` strikes in this round. Its enemy's losses are those of the round's
    /// start whichever strikes first: the first striker meets the enemy as the round began, the
    /// second strikes a unit nobody has struck yet this round.
    pub(super) fn stance(&self, side: Side, round: u32, st: &Fighting) -> Stance {
        let enemy = self.combat.unit(side.other());
        Stance {
            first_round: round == 1,
            frenzied: st.frenzied[idx(side)],
            afraid: round == 1 && st.afraid && side != self.combat.charger,
            enemy_champion_alone: enemy.champion.is_some()
                && enemy.left_after(st.on[idx(side.other())]) == 1,
        }
    }

    /// Where the combat stands before the first blow.
    pub(super) fn start(&self) -> Fighting {
        Fighting {
            on: [0, 0],
            frenzied: [self.combat.a.frenzy, self.combat.b.frenzy],
            afraid: false,
        }
    }

    /// The combat, exactly; refused when it needs more work than `WORK_BUDGET`.
    pub fn exact(&self) -> Result<Exact> {
        let start = self.start();
        let cache = Cache {
            wounds: RefCell::default(),
            holds: RefCell::default(),
            caught: [caught(self, Side::A), caught(self, Side::B)],
            music: rolloff::distribution(self.combat.a.musicians, self.combat.b.musicians),
        };
        let mut paths = match &self.fear_test {
            None => Dist::certain(Path::Fighting(start)),
            Some(fear) => {
                let pass = fear.test.probability();
                let fail = pass.complement();
                let fights = (Path::Fighting(start), pass);
                if fear.flees {
                    let caught = &cache.caught[idx(self.combat.charger.other())];
                    let fled = |fate| Path::Ended(Ending::fled_from_fear(self, fate));
                    Dist::from_probs([
                        fights,
                        (fled(Fate::Destroyed), &fail * caught),
                        (fled(Fate::Flees), &fail * &caught.complement()),
                    ])
                } else {
                    let afraid = Fighting {
                        afraid: true,
                        ..start
                    };
                    Dist::from_probs([fights, (Path::Fighting(afraid), fail)])
                }
                .expect("a test passes or fails")
            }
        };
        // Musicians bring three branches and their dice's denominator to every pair.
        let music_bits = 3 * u64::from(self.combat.a.musicians + self.combat.b.musicians);
        let music_branches = cache.music.len() as u64;
        let mut spent = 0u64;
        for round in 1..=self.combat.rounds {
            // Counted before it is done: a combat too big is refused at once.
            let (mut pairs, mut bits) = (0u64, 0u64);
            for path in paths.outcomes() {
                if let Path::Fighting(st) = path {
                    let (p, b) = self.pairs(round, st);
                    pairs += p;
                    bits = bits.max(b);
                }
            }
            let bits = bits + music_bits + paths.denominator().bits();
            let steps = pairs
                .saturating_mul(music_branches)
                .saturating_mul(1 + bits / BITS_PER_STEP);
            spent = spent.saturating_add(steps);
            if spent > WORK_BUDGET {
                return Err(self.too_big(round));
            }
            let last = round == self.combat.rounds;
            paths = paths.bind(|path| match path {
                Path::Ended(_) => Dist::certain(*path),
                Path::Fighting(st) => self.round(round, last, st, &cache),
            });
        }
        Ok(Exact {
            endings: paths.map(|path| match path {
                Path::Ended(e) => *e,
                Path::Fighting(_) => unreachable!("the last round ends every path"),
            }),
        })
    }

    fn too_big(&self, round: u32) -> UserError {
        let (a, b) = (&self.combat.a, &self.combat.b);
        UserError::new(format!(
            "combat: {} against {} models{} is too much to work out exactly (round {round} passes {WORK_BUDGET} steps)",
            a.models,
            b.models,
            if self.combat.rounds > 1 {
                format!(" over {} rounds", self.combat.rounds)
            } else {
                String::new()
            },
        ))
        .hint(if round > 1 {
            "give fewer --rounds"
        } else {
            "give fewer models in the front ranks, or fewer attacks"
        })
    }

    /// The pairs of wound counts (first striker's, second's) a round from `st` visits, counted
    /// from their ranges alone, and the bits of the largest denominator its strikes bring.
    fn pairs(&self, round: u32, st: &Fighting) -> (u64, u64) {
        let (mut pairs, mut bits) = (0u64, 0u64);
        for &first in self.order(round).outcomes() {
            let second = first.other();
            let (u1, u2) = (self.combat.unit(first), self.combat.unit(second));
            let (on1, on2) = (st.on[idx(first)], st.on[idx(second)]);
            let s1 = self.strikes(first, self.stance(first, round, st));
            let s2 = self.strikes(second, self.stance(second, round, st));
            let fighting1 = self.fighting(first, round, on1);
            let (room1, room2) = (u1.total_wounds() - on1, u2.total_wounds() - on2);
            let (least, most) = wound_range(u1, s1, fighting1);
            for dealt in least.min(room2)..=most.min(room2) {
                let fighting2 = self.fighting(second, round, on2 + dealt);
                let (least, most) = wound_range(u2, s2, fighting2);
                pairs += u64::from(most.min(room1) - least.min(room1) + 1);
                bits = bits.max(dice_bits(u1, s1, fighting1) + dice_bits(u2, s2, fighting2));
            }
        }
        (pairs, bits)
    }

    /// `side`'s unsaved wounds with `fighting` models in `stance`, from the cache.
    fn wounds_of(&self, cache: &Cache, side: Side, stance: Stance, fighting: u32) -> Rc<Dist<i64>> {
        let key = (side, stance, fighting);
        if let Some(d) = cache.wounds.borrow().get(&key) {
            return Rc::clone(d);
        }
        let d = Rc::new(wounds(
            self.combat.unit(side),
            self.strikes(side, stance),
            fighting,
        ));
        cache.wounds.borrow_mut().insert(key, Rc::clone(&d));
        d
    }

    /// P(`loser` passes its break test after losing by `by`), from the cache.
    fn holds(&self, cache: &Cache, loser: Side, by: i32) -> Ratio {
        let mut holds = cache.holds.borrow_mut();
        holds
            .entry((loser, by))
            .or_insert_with(|| break_test(self, loser, by).probability())
            .clone()
    }

    /// Who strikes first in `round`: the charger in the first; later by the strike order, or
    /// a roll-off re-rolled until someone wins.
    pub(super) fn order(&self, round: u32) -> Dist<Side> {
        match (round, self.later_first) {
            (1, _) => Dist::certain(self.first),
            (_, Some(side)) => Dist::certain(side),
            (_, None) => Dist::uniform([Side::A, Side::B]).expect("two sides"),
        }
    }

    /// One round from `st`: both sides strike, the result, and what it decides.
    fn round(&self, round: u32, last: bool, st: &Fighting, cache: &Cache) -> Dist<Path> {
        let caused = self.order(round).bind(|&first| {
            let second = first.other();
            let (u1, u2) = (self.combat.unit(first), self.combat.unit(second));
            let (on1, on2) = (st.on[idx(first)], st.on[idx(second)]);
            let room = |unit: &Unit, on: u32| i64::from(unit.total_wounds() - on);
            let opening = self
                .wounds_of(
                    cache,
                    first,
                    self.stance(first, round, st),
                    self.fighting(first, round, on1),
                )
                .map(|&w| w.min(room(u2, on2)));
            opening.bind(|&dealt| {
                let fighting2 = self.fighting(second, round, on2 + dealt as u32);
                let back = self.wounds_of(cache, second, self.stance(second, round, st), fighting2);
                back.map(|&w| {
                    let mut c = [0u32; 2];
                    c[idx(second)] = dealt as u32;
                    c[idx(first)] = w.min(room(u1, on1)) as u32;
                    c
                })
            })
        });
        caused
            .product(&cache.music, |c, m| (*c, *m))
            .bind(|&(c, m)| self.decided(cache, (round, last), st, c, m))
    }

    /// What a round's wounds `caused` (on A, on B) and roll-off `m` lead to.
    fn decided(
        &self,
        cache: &Cache,
        (round, last): (u32, bool),
        st: &Fighting,
        c: [u32; 2],
        m: Contest,
    ) -> Dist<Path> {
        let on = [st.on[0] + c[0], st.on[1] + c[1]];
        let s = score(self, on, c, m);
        let ending = |outcome, broken| Path::Ended(Ending::after(self, &s, round, outcome, broken));
        let d = decide(self, &s);
        let Some(loser) = d.loser() else {
            if last {
                return Dist::certain(ending(Outcome::Draw, false));
            }
            return Dist::certain(Path::Fighting(st.after(on, None)));
        };
        let winner = loser.other();
        let holds = match &d {
            Decision::Wiped { .. } => {
                return Dist::certain(ending(Outcome::of(winner, Fate::Destroyed), false));
            }
            Decision::Broken { .. } => Ratio::zero(),
            Decision::Test { by, .. } => self.holds(cache, loser, *by),
            Decision::Draw => unreachable!("a draw has no loser"),
        };
        let held = if last {
            ending(Outcome::of(winner, Fate::Holds), false)
        } else {
            Path::Fighting(st.after(on, Some(loser)))
        };
        let caught = &cache.caught[idx(loser)];
        let breaks = holds.complement();
        Dist::from_probs([
            (held, holds),
            (
                ending(Outcome::of(winner, Fate::Destroyed), true),
                &breaks * caught,
            ),
            (
                ending(Outcome::of(winner, Fate::Flees), true),
                &breaks * &caught.complement(),
            ),
        ])
        .expect("the three fates sum to one")
    }
}
