//! The combat's exact distribution: the fear test before the first blow, then round after
//! round a Markov chain over what carries from one round to the next (the wounds each unit has
//! taken, whether it is still frenzied), until a unit breaks or is destroyed or the rounds run
//! out. Its work is counted before it is done: a combat too big to work out exactly in a
//! couple of seconds is refused, not computed for minutes.
//!
//! A round is three steps of a `Layer` (integer weights over one denominator, multiplied in
//! place): the first striker's wounds, the second striker's back, then the combat result with
//! the musicians' roll-off and what it decides. Between the second and the third, positions
//! that differ only in how the round's wounds were split but not in where the units stand
//! and by how much A's wounds outnumber B's are one: the result reads nothing else.

use super::result::{
    Decision, Ending, Fate, Fighting, Outcome, break_test, caught, decide, idx, score, wound_range,
    wounds,
};
use super::{Prepared, Side, Stance, Standing, Step, Strike};
use crate::error::{Result, UserError};
use crate::mechanics::rolloff::{self, Contest};
use crate::prob::{Dist, FastMap, Layer, Nat, Ratio, Share};
use std::rc::Rc;

/// The combat's joint distribution: every way it ends with its weight, and the marginals the
/// answer reads, each summed once (a big combat ends in hundreds of thousands of ways).
#[derive(Debug, Clone)]
pub struct Exact {
    /// The endings of each round (the fear test's first), over the denominator their round
    /// had, and what brings them to the combat's last one.
    ended: Vec<(Layer<Ending>, Nat)>,
    denominator: Nat,
    /// (outcome, the loser broke).
    fates: Dist<(Outcome, bool)>,
    casualties: [Dist<i64>; 2],
    difference: Dist<Option<i64>>,
    ends: Dist<Option<u32>>,
}

/// The distribution of `f(ending)`, summed round by round in place.
fn marginal<T: Ord + Clone + std::hash::Hash>(
    ended: &[(Layer<Ending>, Nat)],
    f: impl Fn(&Ending) -> T,
) -> Dist<T> {
    let mut sums: FastMap<T, Nat> = FastMap::default();
    for (layer, scale) in ended {
        for (t, w) in layer.sums(&f) {
            *sums.entry(t).or_default() += &w * scale;
        }
    }
    Dist::from_nat_weights(sums).expect("the combat has some weight")
}

impl Exact {
    fn new(ended: Vec<(Layer<Ending>, Nat)>, denominator: Nat) -> Exact {
        let fates = marginal(&ended, |e| (e.outcome, e.broken));
        assert_eq!(fates.denominator(), &denominator, "combat: weight was lost");
        Exact {
            fates,
            casualties: [
                marginal(&ended, |e| e.casualties_a),
                marginal(&ended, |e| e.casualties_b),
            ],
            difference: marginal(&ended, |e| e.difference),
            ends: marginal(&ended, |e| e.outcome.ends_combat().then_some(e.rounds)),
            ended,
            denominator,
        }
    }

    /// Every way the combat ends: both sides' casualties, the last round's result, the
    /// outcome, and the round.
    pub fn endings(&self) -> Dist<Ending> {
        Dist::from_nat_weights(
            self.ended
                .iter()
                .flat_map(|(layer, scale)| layer.weights().map(move |(e, w)| (*e, &w * scale))),
        )
        .expect("the combat has some weight")
    }
    pub fn outcome(&self, o: Outcome) -> Ratio {
        self.fates.prob_where(|(r, _)| *r == o)
    }
    pub fn casualties(&self, side: Side) -> Dist<i64> {
        self.casualties[idx(side)].clone()
    }
    /// The combat-result difference of the last round fought; `None`: no round was.
    pub fn difference(&self) -> Dist<Option<i64>> {
        self.difference.clone()
    }
    /// P(the loser broke and fled), and P(it broke and was caught).
    pub fn broken(&self) -> Ratio {
        self.fates.prob_where(|(_, broken)| *broken)
    }
    pub fn cut_down(&self) -> Ratio {
        self.fates.prob_where(|(outcome, broken)| {
            *broken && matches!(outcome, Outcome::AWinsBDestroyed | Outcome::BWinsADestroyed)
        })
    }
    pub fn wins(&self, side: Side) -> Ratio {
        self.fates
            .prob_where(|(outcome, _)| outcome.winner() == Some(side))
    }
    /// The round the combat ended in (0: the charged unit fled from fear before any blow);
    /// `None` while both units still fight after the last round worked out.
    pub fn ends(&self) -> Dist<Option<u32>> {
        self.ends.clone()
    }
    /// The denominator every ending's weight is over.
    pub fn denominator(&self) -> &Nat {
        &self.denominator
    }
}

impl PartialEq for Exact {
    fn eq(&self, other: &Exact) -> bool {
        self.endings() == other.endings()
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Path {
    Ended(Ending),
    Fighting(Fighting),
}

/// A round under way: where it began, the wounds each unit has taken and whether its
/// character has fallen so far, which of the round's strike orders it follows (the roll-offs'
/// outcome), and which units failed their stupidity test this round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Mid {
    st: Fighting,
    on: [u32; 2],
    down: [bool; 2],
    order: u8,
    dazed: [bool; 2],
}

/// A round after both sides struck: the wounds each unit has taken in the whole combat, by
/// how many A's wounds this round outnumber B's (what the combat result reads of them), and
/// who is still frenzied.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Fought {
    on: [u32; 2],
    lead: i64,
    frenzied: [bool; 2],
    down: [bool; 2],
}

/// The exact work's budget, in limb steps: the pairs of wound counts (first striker's,
/// second's) a round visits, times the musicians' branches, times the u64 limbs of the numbers
/// the round multiplies. Forty models against forty, eight wide with two attacks each, over ten
/// rounds, spend 47 million; measured on a 2-core machine about 60 million take a second
/// whatever the units, so a combat is refused before its work starts, or after at most about
/// two and a half seconds of it.
pub const WORK_BUDGET: u64 = 150_000_000;
/// The most memory a round's positions may need, in bytes, counted before it starts: each pair
/// of wound counts may be a position of its own, a weight as wide as the round's numbers.
pub const MEMORY_BUDGET: u64 = 400 << 20;
/// A round's numbers are at least this many limbs wide (a few at the start, the factors').
const LIMBS_PER_PAIR: u64 = 3;

/// The bits of the denominator of the wounds `step`'s strikes by the `standing` models give.
fn dice_bits(strikes: &[Strike], step: Step, standing: Standing) -> u64 {
    strikes
        .iter()
        .filter(|s| step.makes(s.by))
        .map(|s| u64::from(standing.count(s.by) * s.attacks) * s.unsaved.denom().bits())
        .sum()
}

/// A step's wounds: the side, its stance, which of its strikes, and the models that make them.
type WoundsKey = (Side, Stance, bool, bool, Standing);

/// A loser's fates by the roll-off, who lost, by how much, and whether its character fell.
type FatesKey = (Contest, Side, Option<i32>, bool);

/// What the rounds look up again and again, worked out once: each side's wound
/// distributions by stance and fighting models (as each count's probability), the break
/// test's three fates by who lost by how much and the musicians' roll-off, the chance the
/// pursuers catch each side, and the roll-off.
struct Cache {
    wounds: FastMap<WoundsKey, Rc<Vec<(u32, Ratio)>>>,
    fates: FastMap<FatesKey, Rc<[Ratio; 3]>>,
    caught: [Ratio; 2],
    music: Vec<(Contest, Ratio)>,
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
                && !st.down[idx(side.other())]
                && enemy.left_after(st.on[idx(side.other())]) == 1,
        }
    }

    /// Where the combat stands before the first blow.
    pub(super) fn start(&self) -> Fighting {
        Fighting {
            on: [0, 0],
            frenzied: [self.combat.a.frenzy, self.combat.b.frenzy],
            afraid: false,
            down: [false, false],
        }
    }

    /// Before the first blow: the charged unit's fear test, if it takes one, then the
    /// charging chariots' impact hits on a unit that stays.
    fn opening(&self, caught: &[Ratio; 2]) -> Dist<Path> {
        let fear = self.fear_opening(caught);
        let Some(impact) = &self.impact else {
            return fear;
        };
        let hit = impact.side.other();
        let room = self.combat.unit(hit).total_wounds();
        fear.bind(|path| match path {
            Path::Fighting(st) => impact.wounds.bind(|&w| {
                let w = u32::try_from(w)
                    .expect("wounds are counted from 0")
                    .min(room);
                let mut st = *st;
                let falls = self.character_falls(hit, st.on[idx(hit)], w);
                st.on[idx(hit)] += w;
                // A small unit's character may be among those the impact hits remove.
                match falls {
                    Some(p) => {
                        let mut fell = st;
                        fell.down[idx(hit)] = true;
                        Dist::from_probs([
                            (Path::Fighting(fell), p.clone()),
                            (Path::Fighting(st), p.complement()),
                        ])
                        .expect("he falls or not")
                    }
                    None => Dist::certain(Path::Fighting(st)),
                }
            }),
            ended => Dist::certain(*ended),
        })
    }

    fn fear_opening(&self, caught: &[Ratio; 2]) -> Dist<Path> {
        let start = self.start();
        let Some(fear) = &self.fear_test else {
            return Dist::certain(Path::Fighting(start));
        };
        let pass = fear.test.probability();
        let fail = pass.complement();
        let fights = (Path::Fighting(start), pass);
        if fear.flees {
            let caught = &caught[idx(self.combat.charger.other())];
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

    /// The combat, exactly; refused when it needs more work than `WORK_BUDGET`.
    pub fn exact(&self) -> Result<Exact> {
        let caught = [caught(self, Side::A), caught(self, Side::B)];
        let music = rolloff::distribution(self.combat.a.musicians, self.combat.b.musicians);
        let mut cache = Cache {
            wounds: FastMap::default(),
            fates: FastMap::default(),
            caught,
            music: music.iter().map(|(m, p)| (*m, p)).collect(),
        };
        let mut layer = Layer::from_dist(&self.opening(&cache.caught));
        // Each round's endings, over the denominator its layer had then.
        let mut ended: Vec<Layer<Ending>> = Vec::new();
        // Musicians bring three branches and their dice's denominator to every pair.
        let music_bits = 3 * u64::from(self.combat.a.musicians + self.combat.b.musicians);
        let music_branches = cache.music.len() as u64;
        let mut spent = 0u64;
        for round in 1..=self.combat.rounds {
            if !layer.keys().iter().any(|p| matches!(p, Path::Fighting(_))) {
                break;
            }
            ended.push(ended_in(&layer));
            // Counted before it is done: a combat too big is refused at once.
            let (mut pairs, mut bits) = (0u64, 0u64);
            for path in layer.keys() {
                if let Path::Fighting(st) = path {
                    let (p, b) = self.pairs(round, st);
                    pairs += p;
                    bits = bits.max(b);
                }
            }
            let bits = bits + music_bits + layer.denominator().bits();
            let steps = pairs
                .saturating_mul(music_branches)
                .saturating_mul(LIMBS_PER_PAIR + bits / 64);
            spent = spent.saturating_add(steps);
            let bytes = pairs
                .saturating_mul(music_branches)
                .saturating_mul(8 * (LIMBS_PER_PAIR + bits / 64) + 16);
            if spent > WORK_BUDGET || bytes > MEMORY_BUDGET {
                return Err(self.too_big(round));
            }
            layer = self.round(round, round == self.combat.rounds, &layer, &mut cache);
        }
        ended.push(ended_in(&layer));
        // Every round's endings over the last denominator: times the later rounds' factors.
        let last = layer.denominator().clone();
        let ended = ended
            .into_iter()
            .map(|layer| {
                let scale = last.div_exact(layer.denominator());
                (layer, scale)
            })
            .collect();
        Ok(Exact::new(ended, last))
    }

    fn too_big(&self, round: u32) -> UserError {
        let (a, b) = (&self.combat.a, &self.combat.b);
        UserError::new(format!(
            "combat: {} against {} models{} is too much to work out exactly (round {round} passes {WORK_BUDGET} steps or {} MiB)",
            a.models,
            b.models,
            if self.combat.rounds > 1 {
                format!(" over {} rounds", self.combat.rounds)
            } else {
                String::new()
            },
            MEMORY_BUDGET >> 20,
        ))
        .hint(if round > 1 {
            "give fewer --rounds"
        } else {
            "give fewer models in the front ranks, or fewer attacks"
        })
    }

    /// The pairs of wound counts (first step's, second's) a round from `st` visits, counted
    /// from their ranges alone, times the ranges of any later steps (a mount's, at their
    /// fullest), and the bits of the largest denominator its strikes bring.
    fn pairs(&self, round: u32, st: &Fighting) -> (u64, u64) {
        let (mut pairs, mut bits) = (0u64, 0u64);
        let range = |on: [u32; 2], step: Step| {
            let (side, i) = (step.side, idx(step.side));
            let start = Self::round_start(round, st.on[i], st.down[i]);
            let standing = self.standing(side, round, start, (on[i], st.down[i]));
            let strikes = self.strikes(side, self.stance(side, round, st));
            let room = self.combat.unit(side.other()).total_wounds() - on[idx(side.other())];
            let (least, most) = wound_range(strikes, step, standing);
            (
                least.min(room),
                most.min(room),
                dice_bits(strikes, step, standing),
            )
        };
        for (steps, _) in self.sequences(round) {
            let (first, rest) = steps.split_first().expect("a round has steps");
            let (least, most, first_bits) = range(st.on, *first);
            for dealt in least..=most {
                let mut on = st.on;
                on[idx(first.side.other())] += dealt;
                let (mut count, mut b) = (1u64, first_bits);
                for step in rest {
                    let (least, most, step_bits) = range(on, *step);
                    count = count.saturating_mul(u64::from(most - least + 1));
                    b += step_bits;
                }
                pairs = pairs.saturating_add(count);
                bits = bits.max(b);
            }
        }
        (pairs, bits)
    }

    /// The unsaved wounds of a step (`key`), each count's chance, from the cache.
    fn wounds_of(&self, cache: &mut Cache, key: WoundsKey) -> Rc<Vec<(u32, Ratio)>> {
        if let Some(d) = cache.wounds.get(&key) {
            return Rc::clone(d);
        }
        let (side, stance, riders, mounts, standing) = key;
        let step = Step {
            side,
            riders,
            mounts,
        };
        let d: Rc<Vec<(u32, Ratio)>> = Rc::new(
            wounds(self.strikes(side, stance), step, standing)
                .iter()
                .map(|(&w, p)| (u32::try_from(w).expect("wounds are counted from 0"), p))
                .collect(),
        );
        cache.wounds.insert(key, Rc::clone(&d));
        d
    }

    /// The three fates of `loser` after losing by `by` (`None`: broken without a test, R-63)
    /// with the roll-off `m` (its chance folded in): it holds, breaks and is caught, breaks
    /// and escapes.
    fn fates(
        &self,
        cache: &mut Cache,
        m: (Contest, &Ratio),
        loser: Side,
        by: Option<i32>,
        down: bool,
    ) -> Rc<[Ratio; 3]> {
        let key = (m.0, loser, by, down);
        if let Some(f) = cache.fates.get(&key) {
            return Rc::clone(f);
        }
        let holds = by.map_or(Ratio::zero(), |by| {
            break_test(self, loser, by, down).probability()
        });
        let caught = &cache.caught[idx(loser)];
        let breaks = holds.complement();
        let f = Rc::new([
            m.1 * &holds,
            &(m.1 * &breaks) * caught,
            &(m.1 * &breaks) * &caught.complement(),
        ]);
        cache.fates.insert(key, Rc::clone(&f));
        f
    }

    /// One round from every position of `layer`: its opening (the strike order's roll-offs,
    /// the stupidity tests), each step of the strike order, the result, and what it decides
    /// (endings are kept in the layer; the next round sets them aside).
    fn round(&self, round: u32, last: bool, layer: &Layer<Path>, cache: &mut Cache) -> Layer<Path> {
        let orders = self.sequences(round);
        let spread = layer.spread(|path, out| {
            let Path::Fighting(st) = path else { return };
            // A stupid unit tests at the start of its own turn, before any blow, on the Ld it
            // has then (R-101 as amended).
            let mut tests = vec![([false; 2], Ratio::one())];
            for side in [Side::A, Side::B] {
                let Some(test) = self
                    .stupidity_now(side, st.down[idx(side)])
                    .filter(|_| self.stupidity_test(side, round))
                else {
                    continue;
                };
                let pass = test.probability();
                tests = tests
                    .into_iter()
                    .flat_map(|(dazed, p)| {
                        let mut failed = dazed;
                        failed[idx(side)] = true;
                        [(dazed, &p * &pass), (failed, &p * &pass.complement())]
                    })
                    .collect();
            }
            for (order, (_, chance)) in orders.iter().enumerate() {
                for (dazed, p) in &tests {
                    let mid = Mid {
                        st: *st,
                        on: st.on,
                        down: st.down,
                        order: u8::try_from(order).expect("a round has few orders"),
                        dazed: *dazed,
                    };
                    out.to(mid, &(chance * p));
                }
            }
        });
        let mut mid = layer.apply(spread);
        let steps = orders[0].0.len();
        let mut shares: FastMap<WoundsKey, Vec<(u32, Ratio, Share)>> = FastMap::default();
        for k in 0..steps - 1 {
            shares.clear();
            let spread =
                mid.spread(|m, out| self.strike(round, k, m, cache, &mut shares, out, |m| m));
            mid = mid.apply(spread);
        }
        shares.clear();
        let spread = mid.spread(|m, out| {
            self.strike(round, steps - 1, m, cache, &mut shares, out, |m| {
                // The wounds taken since the round began count to its result, the impact
                // hits' among them in the first round.
                let start = if round == 1 { [0, 0] } else { m.st.on };
                let taken = [m.on[0] - start[0], m.on[1] - start[1]];
                Fought {
                    on: m.on,
                    lead: i64::from(taken[1]) - i64::from(taken[0]),
                    frenzied: m.st.frenzied,
                    down: m.down,
                }
            })
        });
        let fought = mid.apply(spread);
        // The combat result and what it decides.
        let music = cache.music.clone();
        let spread = fought.spread(|f, out| {
            for (m, pm) in &music {
                self.decided(cache, (round, last), f, (*m, pm), out);
            }
        });
        fought.apply(spread)
    }

    /// Step `k` of the round's strike order from `m`: the blows of the side's models still
    /// standing of those that fought as the round began (R-60 as amended), half of them when
    /// it failed its stupidity test, and a small unit's character who may fall among
    /// those they remove.
    #[allow(clippy::too_many_arguments)]
    fn strike<L: Clone + Eq + std::hash::Hash>(
        &self,
        round: u32,
        k: usize,
        m: &Mid,
        cache: &mut Cache,
        shares: &mut FastMap<WoundsKey, Vec<(u32, Ratio, Share)>>,
        out: &mut crate::prob::Spread<L>,
        make: impl Fn(Mid) -> L,
    ) {
        let step = self.sequences(round)[usize::from(m.order)].0[k];
        let (side, enemy) = (step.side, step.side.other());
        let (i, j) = (idx(side), idx(enemy));
        let start = Self::round_start(round, m.st.on[i], m.st.down[i]);
        let mut standing = self.standing(side, round, start, (m.on[i], m.down[i]));
        if m.dazed[i] {
            standing = standing.halved();
        }
        let now = Fighting {
            on: m.on,
            down: m.down,
            ..m.st
        };
        let stance = self.stance(side, round, &now);
        let cap = self.combat.unit(enemy).total_wounds() - m.on[j];
        let key = (side, stance, step.riders, step.mounts, standing);
        let these = shares.entry(key).or_insert_with(|| {
            let d = self.wounds_of(cache, key);
            d.iter()
                .map(|(w, p)| (*w, p.clone(), out.share(p)))
                .collect()
        });
        for (w, p, r) in these.iter() {
            let dealt = (*w).min(cap);
            let mut next = *m;
            next.on[j] += dealt;
            if !m.down[j]
                && let Some(f) = self.character_falls(enemy, m.on[j], dealt)
            {
                let mut fell = next;
                fell.down[j] = true;
                out.to(make(fell), &(p * &f));
                out.to(make(next), &(p * &f.complement()));
                continue;
            }
            out.to_share(make(next), *r);
        }
    }

    /// What a round that ended at `f` with roll-off `m` leads to.
    fn decided(
        &self,
        cache: &mut Cache,
        (round, last): (u32, bool),
        f: &Fought,
        m: (Contest, &Ratio),
        out: &mut crate::prob::Spread<Path>,
    ) {
        // Only the difference of the round's wounds counts in the result, so the wounds
        // each side caused are given as that lead alone.
        let lead = u32::try_from(f.lead.unsigned_abs()).expect("a round's wounds fit");
        let caused = if f.lead >= 0 { [0, lead] } else { [lead, 0] };
        let s = score(self, f.on, caused, m.0);
        let ending = |outcome, broken| Path::Ended(Ending::after(self, &s, round, outcome, broken));
        let st = Fighting {
            on: f.on,
            frenzied: f.frenzied,
            afraid: false,
            down: f.down,
        };
        let d = decide(self, &s);
        let Some(loser) = d.loser() else {
            let next = if last {
                ending(Outcome::Draw, false)
            } else {
                Path::Fighting(st.after(f.on, None))
            };
            out.to(next, m.1);
            return;
        };
        let winner = loser.other();
        let by = match &d {
            Decision::Wiped { .. } => {
                out.to(ending(Outcome::of(winner, Fate::Destroyed), false), m.1);
                return;
            }
            Decision::Broken { .. } => None,
            Decision::Test { by, .. } => Some(*by),
            Decision::Draw => unreachable!("a draw has no loser"),
        };
        let fates = self.fates(cache, m, loser, by, f.down[idx(loser)]);
        let held = if last {
            ending(Outcome::of(winner, Fate::Holds), false)
        } else {
            Path::Fighting(st.after(f.on, Some(loser)))
        };
        out.to(held, &fates[0]);
        out.to(
            ending(Outcome::of(winner, Fate::Destroyed), true),
            &fates[1],
        );
        out.to(ending(Outcome::of(winner, Fate::Flees), true), &fates[2]);
    }
}

/// The endings a layer holds, with their weights.
fn ended_in(layer: &Layer<Path>) -> Layer<Ending> {
    layer.filter_map(|p| match p {
        Path::Ended(e) => Some(*e),
        Path::Fighting(_) => None,
    })
}
