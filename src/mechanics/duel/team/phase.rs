//! One turn of a fight of several, exactly: the active side's recovery, then the close-combat
//! phase place by place, the next striker of a place drawn evenly among those left in it
//! each strike's fates spread over a `Layer` of phases under way.
//!
//! A phase under way is one `Copy` value of fixed size (the warriors, the attacks criticals
//! took, who was struck, who is still to strike): a turn's layer hashes and copies it for
//! every edge, and the vectors it held before (five allocations per copy) were most of a 3 v 3
//! duel's time. Its size is a constant `N`, the room for the fight's warriors: `SMALL` for a
//! fight of up to eight (a third of `SLOTS`' size: a 3 v 3 duel spent a tenth of its time
//! copying and comparing phases), `SLOTS` beyond.

use super::{EDGE, Fighter, Men, Prepared, SLOTS};
use crate::error::Result;
use crate::mechanics::duel::Key;
use crate::mechanics::duel::engine::up;
use crate::mechanics::duel::follow::{Mark, Marked};
use crate::mechanics::duel::{AttacksLost, Ends, Node};
use crate::prob::{FastMap, Layer, Ratio, Share, Spread};
use std::hash::{Hash, Hasher};
use std::rc::Rc;

/// A phase under way: the warriors, the attacks criticals took from each (for the rest of the
/// phase), who has been struck already (a parry meets the first striker only), and who is
/// still to strike in the current place of the strike order: each struck warrior by himself,
/// the unstruck by their group's count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Phase<const N: usize> {
    /// The fight's warriors (as `Men`, the first `N` slots).
    men: [Option<Fighter>; N],
    lost: [AttacksLost; N],
    /// Bit i: warrior i has been struck in this phase.
    struck: u32,
    /// Bit i: warrior i, struck, of the current place, is still to strike.
    known: u32,
    /// counts[g]: how many of group g's unstruck warriors of the current place are still to
    /// strike (a group is named by its first warrior).
    counts: [u8; N],
    /// The marked follow-up happened (then nothing else of the phase matters).
    happened: bool,
    /// The fight's warriors: the slots from here on are always empty (for `hash`).
    n: u8,
}

/// The room of a phase for a fight of up to eight warriors.
pub(super) const SMALL: usize = 8;

impl<const N: usize> Hash for Phase<N> {
    /// A word for each two of the fight's warriors, and one for who was struck and who is to
    /// strike: the slots past the fight's warriors are always empty, and packing and hashing
    /// all twenty of them was a tenth of a 3 v 3 duel's time.
    fn hash<H: Hasher>(&self, state: &mut H) {
        let code = |i: usize| -> u64 {
            let man = match self.men[i] {
                Some(f) => {
                    u64::from(f.wounds) | (1 + f.pose as u64 + 4 * u64::from(f.frenzied)) << 8
                }
                None => 0,
            };
            let lost = match self.lost[i] {
                AttacksLost::Nothing => 0,
                AttacksLost::Count(n) => u64::from(n) + 1,
                AttacksLost::All => 1 << 8,
            };
            man | lost << 12 | u64::from(self.counts[i]) << 21
        };
        let n = usize::from(self.n);
        let mut i = 0;
        while i + 1 < n {
            state.write_u64(code(i) | code(i + 1) << 32);
            i += 2;
        }
        if i < n {
            state.write_u64(code(i));
        }
        state.write_u64(
            u64::from(self.struck) | u64::from(self.known) << 32 | u64::from(self.happened) << 63,
        );
    }
}

/// A phase's step: the fight won by a side, or going on.
type Step<const N: usize> = Node<Phase<N>>;

/// The shares of a strike's ends, for one probability of the strike (its striker drawn, and
/// whether its target had struck: `Odds`) and its chain: for each fate, the share it goes
/// on with, and the share in which the marked follow-up happened. Looked up once for each
/// spread instead of multiplying fractions for every phase under way.
type Shares = FastMap<(Odds, Key), Rc<[(Option<Share>, Option<Share>)]>>;

/// `a / b × c / d`, kept as the four numbers it was made of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Odds(u64, u64, u64, u64);

impl Hash for Odds {
    /// One write: the four are counts of warriors, far below 2^16 (a larger one only
    /// collides).
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.0 ^ self.1 << 16 ^ self.2 << 32 ^ self.3 << 48);
    }
}

/// For each fate of a strike drawn with some odds, the chance that the fight goes on with it,
/// and that the marked follow-up happened (`None` for none).
pub(super) type Chances = Rc<[(Ratio, Option<Ratio>)]>;

impl Odds {
    fn ratio(self) -> Ratio {
        &Ratio::new(self.0, self.1) * &Ratio::new(self.2, self.3)
    }
}

impl<const N: usize> Phase<N> {
    /// The phase of the `n` warriors `men`, nothing known yet.
    fn start(men: [Option<Fighter>; N], n: usize) -> Phase<N> {
        Phase {
            n: n as u8,
            men,
            lost: [AttacksLost::Nothing; N],
            struck: 0,
            known: 0,
            counts: [0; N],
            happened: false,
        }
    }

    /// The one phase of every fight in which the marked follow-up happened.
    fn happened() -> Phase<N> {
        Phase {
            happened: true,
            ..Phase::start([None; N], 0)
        }
    }

    /// After the turn's last strikes, only the warriors: phases that differ in what they knew
    /// are one (the turn's end sums them anyway; merged as they are made, the last layer of a
    /// 3 v 3's turn is a fraction of the size). Before, the phase as it is.
    fn settled(self, turn: &Turn) -> Phase<N> {
        if turn.last {
            Phase::start(self.men, usize::from(self.n))
        } else {
            self
        }
    }

    /// The warriors as a state between turns.
    fn men(&self) -> Men {
        let mut men = Men::EMPTY;
        men.0[..N].copy_from_slice(&self.men);
        men
    }

    fn struck(&self, i: usize) -> bool {
        self.struck >> i & 1 == 1
    }

    fn known(&self, i: usize) -> bool {
        self.known >> i & 1 == 1
    }
}

/// What a turn's phase fixes at its start: each warrior's group (the first warrior of his kind
/// in the same state who stood up alike; `None` when he is not standing).
struct Turn {
    number: u32,
    group: Vec<Option<u8>>,
    /// The strikes being spread are the turn's last: what the phase knows matters no more.
    last: bool,
}

impl Prepared {
    /// The group of each standing warrior at a phase's start: the first warrior of his kind
    /// in the same state and the same place of the strike order (who stood up alike, and who
    /// were not put one after another in the order given, R-88).
    fn groups(&self, men: &Men, places: &[Vec<usize>]) -> Vec<Option<u8>> {
        let kind = &self.fight.kind;
        let mut place_of = vec![usize::MAX; self.fight.n()];
        for (k, place) in places.iter().enumerate() {
            for &i in place {
                place_of[i] = k;
            }
        }
        (0..self.fight.n())
            .map(|i| {
                up(&men.0, i).then(|| {
                    (0..=i)
                        .find(|&g| {
                            kind[g] == kind[i] && men.0[g] == men.0[i] && place_of[g] == place_of[i]
                        })
                        .expect("himself") as u8
                })
            })
            .collect()
    }

    /// The phase at the start of `place`: who of it is still to strike (every one standing).
    fn enter<const N: usize>(&self, phase: &Phase<N>, turn: &Turn, place: &[usize]) -> Phase<N> {
        let mut next = *phase;
        next.known = 0;
        next.counts = [0; N];
        for &i in place {
            if !up(&phase.men, i) {
                continue;
            }
            if phase.struck(i) {
                next.known |= 1 << i;
            } else {
                let g = turn.group[i].expect("standing at the start");
                next.counts[g as usize] += 1;
            }
        }
        next
    }

    /// The next strike of the current place from `phase`: its striker drawn evenly among those
    /// still to strike and standing, then his strike; nobody left, the place is done.
    fn draw<const N: usize>(
        &mut self,
        phase: &Phase<N>,
        turn: &Turn,
        mark: Option<&Mark>,
        shares: &mut Shares,
        out: &mut Spread<Step<N>>,
    ) -> Result<()> {
        let n = self.fight.n();
        // (striker, his group if unstruck) for each of those still to strike, with its weight;
        // at most one for each warrior, on the stack (a vector was an allocation per phase).
        let mut choices = [(0usize, None::<u8>, 0u64); N];
        let mut len = 0;
        for (g, &left) in phase.counts.iter().enumerate().take(n) {
            if left == 0 {
                continue;
            }
            let i = (0..n)
                .find(|&i| turn.group[i] == Some(g as u8) && !phase.struck(i))
                .expect("a group with some left has an unstruck warrior");
            choices[len] = (i, Some(g as u8), u64::from(left));
            len += 1;
        }
        for i in 0..n {
            if phase.known(i) && up(&phase.men, i) {
                choices[len] = (i, None, 1);
                len += 1;
            }
        }
        let choices = &choices[..len];
        let total: u64 = choices.iter().map(|c| c.2).sum();
        if total == 0 {
            // The place is done; who of it was knocked down before his strike is forgotten.
            let done = out.share(&Ratio::one());
            let done_phase = Phase { known: 0, ..*phase }.settled(turn);
            out.to_share(Node::Fighting(done_phase), done);
            return Ok(());
        }
        for &(i, group, weight) in choices {
            let mut next = *phase;
            match group {
                Some(g) => next.counts[g as usize] -= 1,
                None => next.known &= !(1 << i),
            }
            self.strike(next, i, turn, (weight, total), mark, shares, out)?;
        }
        Ok(())
    }

    /// Warrior `i`'s strike in a phase under way (he is no longer to strike in it), drawn with
    /// the chance `drawn` (a count over a total); one left with no attacks, or with nobody to
    /// strike, does nothing.
    #[allow(clippy::too_many_arguments)]
    fn strike<const N: usize>(
        &mut self,
        mut phase: Phase<N>,
        i: usize,
        turn: &Turn,
        drawn: (u64, u64),
        mark: Option<&Mark>,
        shares: &mut Shares,
        out: &mut Spread<Step<N>>,
    ) -> Result<()> {
        let target = self.fight.target(&phase.men, i);
        let lost = match phase.lost[i] {
            AttacksLost::Nothing => Some(0),
            AttacksLost::Count(n) => Some(n),
            AttacksLost::All => None,
        };
        phase.lost[i] = AttacksLost::Nothing;
        let (Some(j), Some(lost)) = (target, lost) else {
            out.to(
                Node::Fighting(phase.settled(turn)),
                &Ratio::new(drawn.0, drawn.1),
            );
            return Ok(());
        };
        // An unstruck target of the current place: had he struck already? His group's count
        // says how many of its unstruck had not, and the order spread them evenly.
        let mut whether = [(phase, Odds(1, 1, 1, 1)); 2];
        let mut len = 1;
        match turn.group[j].filter(|_| !phase.struck(j)) {
            Some(g) if phase.counts[g as usize] > 0 => {
                let left = u64::from(phase.counts[g as usize]);
                let of = (0..self.fight.n())
                    .filter(|&k| turn.group[k] == Some(g) && !phase.struck(k))
                    .count() as u64;
                let mut still = phase;
                still.counts[g as usize] -= 1;
                still.known |= 1 << j;
                whether[0] = (still, Odds(drawn.0, drawn.1, left, of));
                if left < of {
                    whether[1] = (phase, Odds(drawn.0, drawn.1, of - left, of));
                    len = 2;
                }
            }
            _ => whether[0] = (phase, Odds(drawn.0, drawn.1, 1, 1)),
        }
        let key: Key = self
            .fight
            .key(&phase.men, i, j, turn.number, lost, phase.struck(j));
        let mark = mark.filter(|m| m.striker == self.fight.sides[i]);
        let fates = self.fight.fates(key)?;
        for &(before, odds) in &whether[..len] {
            let ends = match shares.get(&(odds, key)) {
                Some(e) => e.clone(),
                None => {
                    let chances = self.ends(odds, key, mark)?;
                    let ends: Rc<[(Option<Share>, Option<Share>)]> = chances
                        .iter()
                        .map(|(live, happened)| {
                            (
                                (!live.is_zero()).then(|| out.share(live)),
                                happened.as_ref().map(|h| out.share(h)),
                            )
                        })
                        .collect();
                    shares.insert((odds, key), ends.clone());
                    ends
                }
            };
            for ((fate, _), (live, happened)) in fates.iter().zip(ends.iter()) {
                let mut next = before;
                next.struck |= 1 << j;
                next.lost[j] = next.lost[j].max(fate.attacks_lost);
                if let Some(h) = happened {
                    out.to_share(Node::Fighting(Phase::happened()), *h);
                }
                let Some(live) = live else { continue };
                match self.fight.after(&mut next.men, i, j, fate) {
                    Some(side) => out.to_share(
                        Node::Won {
                            side,
                            turn: turn.number,
                        },
                        *live,
                    ),
                    None => out.to_share(Node::Fighting(next.settled(turn)), *live),
                }
            }
        }
        Ok(())
    }

    /// The chances of a strike's ends (`Ends`), worked out once in a pass.
    fn ends(&mut self, odds: Odds, key: Key, mark: Option<&Mark>) -> Result<Chances> {
        if let Some(e) = self.ends.get(&(odds, key)) {
            return Ok(e.clone());
        }
        let p = odds.ratio();
        let fates = self.fight.fates(key)?;
        let mut ends = Vec::with_capacity(fates.len());
        for (fate, q) in fates.iter() {
            let mut pq = &p * q;
            let mut happened = None;
            if let Some(mark) = mark {
                let harm = mark.harm(self.fight.chain(key)?, fate);
                if !harm.is_zero() {
                    happened = Some(&pq * &harm);
                    pq = &pq * &harm.complement();
                }
            }
            ends.push((pq, happened));
        }
        let ends: Chances = ends.into();
        self.ends.insert((odds, key), ends.clone());
        Ok(ends)
    }

    /// One turn from a state between turns: recovery, then the close-combat phase, place by
    /// place, the next striker of a place drawn evenly among those left in it; with a
    /// `mark`, a strike whose follow-up it follows happens ends in `Marked::Happened`.
    pub(super) fn turn(
        &mut self,
        number: u32,
        men: &Men,
        mark: Option<&Mark>,
    ) -> Result<Ends<Marked<Men>>> {
        if self.fight.n() <= SMALL {
            let mut spread = std::mem::take(&mut self.spreads.0);
            let ends = self.turn_in::<SMALL>(number, men, mark, &mut spread);
            self.spreads.0 = spread;
            ends
        } else {
            let mut spread = std::mem::take(&mut self.spreads.1);
            let ends = self.turn_in::<SLOTS>(number, men, mark, &mut spread);
            self.spreads.1 = spread;
            ends
        }
    }

    /// `turn`, over phases of `N` warriors (`N` at least the fight's), `spread` the room of its
    /// strikes' edges (kept from one strike and turn to the next).
    fn turn_in<const N: usize>(
        &mut self,
        number: u32,
        men: &Men,
        mark: Option<&Mark>,
        spread: &mut Spread<Step<N>>,
    ) -> Result<Ends<Marked<Men>>> {
        let mut men = *men;
        let stood = self.fight.recover(&mut men.0, self.fight.active(number));
        let places = self.fight.places(&men.0, number, &stood);
        let mut turn = Turn {
            number,
            group: self.groups(&men, &places),
            last: false,
        };
        let n = self.fight.n();
        let cut = |men: &Men| -> [Option<Fighter>; N] { std::array::from_fn(|i| men.0[i]) };
        let mut layer: Layer<Step<N>> = Layer::certain(Node::Fighting(Phase::start(cut(&men), n)));
        // One table of shares for every strike of the turn.
        let mut shares = Shares::default();
        let final_place = places.len().saturating_sub(1);
        for (k, place) in places.into_iter().enumerate() {
            // Renamed in place: a place ends with nobody of it left to strike, so no two phases
            // enter the next one alike.
            layer = layer.filter_map(|step| match step {
                Node::Fighting(p) if !p.happened => {
                    Some(Node::Fighting(self.enter(p, &turn, &place)))
                }
                other => Some(*other),
            });
            for round in 0..place.len() {
                turn.last = k == final_place && round + 1 == place.len();
                let mut failed = None;
                shares.clear();
                layer.spread_into(spread, |step, out| match step {
                    // A win, or the marked follow-up happened: nothing more to strike.
                    Node::Fighting(p) if !p.happened => {
                        if failed.is_none()
                            && let Err(e) = self.draw(p, &turn, mark, &mut shares, out)
                        {
                            failed = Some(e);
                        }
                    }
                    other => out.to(*other, &Ratio::one()),
                });
                if let Some(e) = failed {
                    return Err(e);
                }
                self.fight.meter.spend(spread.edges() as u64 * EDGE)?;
                layer = layer.apply_from(spread);
            }
        }
        // Phases that differ only in what the phase knew end alike: summed, each end once
        // (as phases that know nothing, which hash over the fight's warriors only).
        let ends = layer.sums(|step| match step {
            Node::Fighting(p) if p.happened => Node::Fighting(Phase::happened()),
            Node::Fighting(p) => Node::Fighting(Phase::start(p.men, n)),
            other => *other,
        });
        // Over the smallest denominator: the fight's rows are as wide as the lcm of its turns'.
        let mut g = layer.denominator().clone();
        for (_, w) in &ends {
            if g.is_one() {
                break;
            }
            g = g.gcd(w);
        }
        let ends = ends
            .into_iter()
            .map(|(step, w)| {
                let end = match step {
                    Node::Fighting(p) if p.happened => Node::Fighting(Marked::Happened),
                    Node::Fighting(p) => Node::Fighting(Marked::Live(p.men())),
                    Node::Won { side, turn } => Node::Won { side, turn },
                };
                (end, w.div_exact(&g))
            })
            .collect();
        Ok((ends, layer.denominator().div_exact(&g)))
    }
}
