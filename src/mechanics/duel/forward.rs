//! `forward`: a whole fight run forwards from its start, turn by turn, over states numbered as
//! they are met.
//!
//! The fight so far is one row of integer weights over one denominator (`Wide`), multiplied
//! in place turn after turn. A state's turn depends only on whether it is the first turn and
//! whose it is, so each state's step is worked out once for each of those three kinds and kept
//! as edges to state numbers; a turn's factors (each edge's weight over the lcm of the
//! denominators of the steps it uses) are kept while that lcm stays the same, as it does once
//! the fight's states are all met. Nothing inside a turn hashes a state, clones one or
//! reduces a fraction: the previous version did all three per edge, over half of a 3 v 3
//! duel's time. A turn's plan (its edges as rows of the two layers) is kept too, and taken
//! again by the next turn of its kind that starts from the same live states, as every one
//! does once the states are all met; the layers' memory passes from turn to turn.

use super::{Node, Outcome, Side};
use crate::error::{Result, UserError};
use crate::prob::{Dist, Factor, FastMap, Nat, Wide};
use std::cell::Cell;
use std::hash::Hash;

/// The work a fight may take, counted as it is done (a phase's edges, a turn's limb
/// multiplications): past `limit`, the fight is refused, in seconds rather than after minutes.
/// A meter may start from the work of the command's fights before this one (`starting`): one
/// budget over a command that asks several (`--compare`).
#[derive(Debug)]
pub struct Meter {
    spent: Cell<u64>,
    /// The work of the command's fights before this one, which `spent` started from.
    before: u64,
    limit: u64,
}

impl Meter {
    pub fn new(limit: u64) -> Meter {
        Meter::starting(0, limit)
    }

    /// A meter over `limit` that starts from `before`, the work of the command's earlier
    /// fights.
    pub fn starting(before: u64, limit: u64) -> Meter {
        Meter {
            spent: Cell::new(before),
            before,
            limit,
        }
    }

    /// The work done so far (with the earlier fights' it started from).
    pub fn spent(&self) -> u64 {
        self.spent.get()
    }

    /// The work done so far by this fight (and its follow-ups), without the earlier fights'.
    pub fn own(&self) -> u64 {
        self.spent.get() - self.before
    }

    /// The limit it counts to.
    pub fn limit(&self) -> u64 {
        self.limit
    }

    /// `n` more steps of work; the refusal once past the limit.
    pub fn spend(&self, n: u64) -> Result<()> {
        let spent = self.spent.get().saturating_add(n);
        self.spent.set(spent);
        if spent > self.limit {
            return Err(self.refusal(""));
        }
        Ok(())
    }

    /// The refusal now if `more` steps still to come, foreseen at the end of turn `turn`, would
    /// take the work past the limit: a doomed fight is refused after its first turns, not
    /// after seconds.
    pub fn foresee(&self, more: u64, turn: u32) -> Result<()> {
        if self.spent.get().saturating_add(more) > self.limit {
            return Err(self.refusal(&format!(", foreseen from its first {turn} turns")));
        }
        Ok(())
    }

    fn refusal(&self, how: &str) -> UserError {
        if self.before > 0 {
            UserError::new(format!(
                "the command's fights together are too much work to follow exactly in seconds (over {} steps{how})",
                self.limit
            ))
            .hint("fewer --compare loadouts, or fewer turns, warriors, wounds or attacks, or --simulate".to_string())
        } else {
            UserError::new(format!(
                "the fight is too much work to follow exactly in seconds (over {} steps{how})",
                self.limit
            ))
            .hint("fewer turns, warriors, wounds or attacks, or --simulate".to_string())
        }
    }
}

/// Where an edge goes: a side's win in this turn, or a state (its number).
#[derive(Debug, Clone, Copy)]
enum To {
    Won(usize),
    At(u32),
}

/// A turn's ends from a state, as `step` gives them: each end with its weight (an end may come
/// more than once), and the denominator they are over.
pub(crate) type Ends<S> = (Vec<(Node<S>, Nat)>, Nat);

/// `d` as a turn's ends.
pub(crate) fn ends_of<S: Clone>(d: &Dist<Node<S>>) -> Ends<S> {
    (
        d.weights().map(|(n, w)| (n.clone(), w.clone())).collect(),
        d.denominator().clone(),
    )
}

/// A state's step: its denominator's number, and its edges' weights over that denominator.
type Edges = (u32, Vec<(To, Nat)>);

/// A state's edges with their factors over a turn's common denominator: those of one limb
/// inline (nearly all; a `Factor` apiece on the heap cost a cache miss per edge, half of
/// `forward`'s own time), the wider apart.
type Factors = (Vec<(To, u64)>, Vec<(To, Factor)>);

/// A turn's edges as rows of its two layers: (from, to, factor), `to` past the next layer's
/// rows a side's win; the factors of one limb inline, the others apart.
#[derive(Default)]
struct Plan {
    /// The live states it is from, in their rows' order.
    live: Vec<u32>,
    /// The next layer's states, in their rows' order.
    next_live: Vec<u32>,
    small: Vec<(u32, u32, u64)>,
    wide: Vec<(u32, u32, Factor)>,
}

/// The steps of one kind of turn (the first, or a later one of a side).
#[derive(Default)]
struct Kind {
    /// For each state met (by number), its step.
    steps: Vec<Option<Edges>>,
    /// The lcm the factors below are over.
    common: Option<Nat>,
    factors: Vec<Option<Factors>>,
    /// This kind's last plan: once the fight's states are all met, a kind's turns start from
    /// the same live states, in the same order, turn after turn, and its plan is the same
    /// (kept while `common` is).
    plan: Option<Plan>,
}

/// The whole fight forwards from `start`, turn by turn, `step` giving a turn's end from a state
/// between turns, `meter` counting its work. States are merged as a turn begins by `canon` (the state each stands for,
/// whose fight is the same): the last turn's ends are kept as `step` gave them. A win's turn in `step`'s answer
/// is ignored: it is the turn being played.
pub(crate) fn forward<S: Ord + Clone + Hash>(
    turns: u32,
    start: S,
    canon: impl Fn(&S) -> S,
    meter: &Meter,
    mut step: impl FnMut(u32, &S) -> Result<Ends<S>>,
) -> Result<Outcome<S>> {
    let mut states: Vec<S> = vec![start.clone()];
    let mut index: FastMap<S, u32> = FastMap::default();
    index.insert(start, 0);
    // canon_of[state]: the number of the state it stands for.
    let mut canon_of: Vec<u32> = vec![0];
    let mut dens: Vec<Nat> = Vec::new();
    let mut den_index: FastMap<Nat, u32> = FastMap::default();
    let mut kinds: [Kind; 3] = Default::default();
    let sides = [Side::A, Side::B];
    // The live states, their weights over `den`.
    let mut live: Vec<u32> = vec![0];
    let mut rows = Wide::zeros(1, 1);
    rows.set(0, &Nat::one());
    let mut den = Nat::one();
    // The layer before last, whose memory the next one takes.
    let mut spare = Wide::zeros(0, 0);
    // Each turn's wins of A and B, over that turn's denominator.
    let mut wins: Vec<(u32, [Nat; 2], Nat)> = Vec::new();
    // slot[state] = its row in the next layer, plus one (0: none yet).
    let mut slot: Vec<u32> = Vec::new();
    // The last turn's edges, and the weights' digits in the first turn (`foresee`).
    let mut last_edges: Option<u64> = None;
    let first_digits = 1;
    for turn in 1..=turns {
        if live.is_empty() {
            break;
        }
        let k = match turn {
            1 => 0,
            t if t % 2 == 1 => 1,
            _ => 2,
        };
        let kind = &mut kinds[k];
        for &s in &live {
            let s = s as usize;
            if kind.steps.len() <= s {
                kind.steps.resize(states.len().max(s + 1), None);
            }
            if kind.steps[s].is_some() {
                continue;
            }
            let (ends, denominator) = step(turn, &states[s])?;
            // Into a vector of its own size: collected in place, the edges kept the room of
            // `step`'s larger items, for every state and kind (a third of a 3 v 3's memory).
            let mut edges = Vec::with_capacity(ends.len());
            edges.extend(ends.into_iter().map(|(node, w)| {
                let to = match node {
                    Node::Won { side, .. } => To::Won(if side == sides[0] { 0 } else { 1 }),
                    Node::Fighting(t) => To::At(match index.get(&t) {
                        Some(&n) => n,
                        None => {
                            let n = states.len() as u32;
                            states.push(t.clone());
                            index.insert(t.clone(), n);
                            canon_of.push(n);
                            let c = canon(&t);
                            if c != t {
                                canon_of[n as usize] = match index.get(&c) {
                                    Some(&m) => m,
                                    None => {
                                        let m = states.len() as u32;
                                        states.push(c.clone());
                                        index.insert(c, m);
                                        canon_of.push(m);
                                        m
                                    }
                                };
                            }
                            n
                        }
                    }),
                };
                (to, w)
            }));
            let next = dens.len() as u32;
            let den_id = *den_index.entry(denominator).or_insert_with_key(|n| {
                dens.push(n.clone());
                next
            });
            kind.steps[s] = Some((den_id, edges));
        }
        // The lcm of the denominators this turn's steps are over.
        let mut used = vec![false; dens.len()];
        for &s in &live {
            used[kind.steps[s as usize].as_ref().expect("a step").0 as usize] = true;
        }
        let common = dens
            .iter()
            .zip(&used)
            .filter(|(_, u)| **u)
            .fold(Nat::one(), |acc, (d, _)| acc.lcm(d));
        if kind.common.as_ref() != Some(&common) {
            kind.factors.clear();
            kind.plan = None;
            kind.common = Some(common.clone());
        }
        let last_turn = turn == turns;
        // A plan is for live states all with weight (a row without any has no edges).
        let reuse = !last_turn
            && kind.plan.as_ref().is_some_and(|p| p.live == live)
            && (0..live.len()).all(|r| !rows.is_zero(r));
        if !reuse {
            kind.plan = Some(plan(
                kind,
                &live,
                &rows,
                &common,
                &dens,
                &canon_of,
                &mut slot,
                states.len(),
                last_turn,
            ));
        }
        let Plan {
            next_live,
            small,
            wide,
            ..
        } = kind.plan.as_ref().expect("planned");
        let (edges, digits) = ((small.len() + wide.len()) as u64, rows.digits() as u64);
        meter.spend(edges * digits)?;
        // The turns still to go take about this much work each at least, in a fight that goes
        // on (its live states stay or grow): the smaller of this turn's edges and the last
        // one's (of the other side, whose edges differ), times the weights' digits, which grow
        // by the same factor of the denominator each turn: by their mean growth so far. Only
        // that is foreseen, so that a fight refused now would be refused later.
        let least = last_edges.map_or(edges, |e: u64| e.min(edges));
        last_edges = Some(edges);
        let left = u128::from(turns - turn);
        let grown = u128::from(digits.saturating_sub(first_digits)) * left * (left + 1)
            / 2
            / u128::from(turn.max(2) - 1);
        let more = u128::from(least) * (u128::from(digits) * left + grown);
        meter.foresee(u64::try_from(more).unwrap_or(u64::MAX), turn)?;
        let next_den = &den * &common;
        let mut next = std::mem::replace(&mut spare, Wide::zeros(0, 0));
        next.reset(next_live.len(), next_den.bits());
        let mut won = Wide::zeros(2, next_den.bits());
        for &(r, to, f) in small {
            if to >= WON {
                won.mul_add_u64((to - WON) as usize, &rows, r as usize, f);
            } else {
                next.mul_add_u64(to as usize, &rows, r as usize, f);
            }
        }
        for (r, to, f) in wide {
            if *to >= WON {
                won.mul_add((to - WON) as usize, &rows, *r as usize, f);
            } else {
                next.mul_add(*to as usize, &rows, *r as usize, f);
            }
        }
        wins.push((turn, [won.get(0), won.get(1)], next_den.clone()));
        live = next_live.clone();
        spare = std::mem::replace(&mut rows, next);
        den = next_den;
    }
    let last = den;
    let mut items: Vec<(Node<S>, Nat)> = Vec::new();
    for (turn, won, d) in &wins {
        let scale = last.div_exact(d);
        for (i, w) in won.iter().enumerate() {
            if !w.is_zero() {
                items.push((
                    Node::Won {
                        side: sides[i],
                        turn: *turn,
                    },
                    w * &scale,
                ));
            }
        }
    }
    for (r, &s) in live.iter().enumerate() {
        if !rows.is_zero(r) {
            items.push((Node::Fighting(states[s as usize].clone()), rows.get(r)));
        }
    }
    let end = Dist::from_nat_weights(items).expect("the fight has some weight");
    assert_eq!(end.denominator(), &last, "duel: weight was lost");
    Ok(Outcome { end })
}

/// A side's win as a plan's `to`: past any row of a layer.
const WON: u32 = u32::MAX - 1;

/// The plan of a turn of `kind` from `live` (with their weights in `rows`): each live state's
/// edges, over `common`, the states they reach merged by `canon_of` unless in the last turn.
/// `slot` is scratch, as long as `states` (all zero, and left so).
#[allow(clippy::too_many_arguments)]
fn plan(
    kind: &mut Kind,
    live: &[u32],
    rows: &Wide,
    common: &Nat,
    dens: &[Nat],
    canon_of: &[u32],
    slot: &mut Vec<u32>,
    states: usize,
    last_turn: bool,
) -> Plan {
    if kind.factors.len() < states {
        kind.factors.resize(states, None);
    }
    slot.resize(states, 0);
    let merge = |t: u32| if last_turn { t } else { canon_of[t as usize] };
    for &s in live {
        let s = s as usize;
        if kind.factors[s].is_none() {
            let (d, edges) = kind.steps[s].as_ref().expect("a step");
            let scale = common.div_exact(&dens[*d as usize]);
            let (mut small, mut wide) = (Vec::with_capacity(edges.len()), Vec::new());
            for (to, w) in edges {
                let f = w * &scale;
                match f.to_u64() {
                    Some(f) => small.push((*to, f)),
                    None => wide.push((*to, Factor::new(&f))),
                }
            }
            kind.factors[s] = Some((small, wide));
        }
    }
    // The kind's last plan's vectors, refilled: their pages are the process's already (fresh
    // ones, a fault each, were a twentieth of a 3 v 3 duel's time).
    let mut plan = kind.plan.take().unwrap_or_default();
    plan.live.clear();
    plan.live.extend_from_slice(live);
    plan.next_live.clear();
    plan.small.clear();
    plan.wide.clear();
    let mut row_of = |to: To, plan: &mut Plan| match to {
        To::Won(side) => WON + side as u32,
        To::At(t) => {
            let t = merge(t);
            if slot[t as usize] == 0 {
                plan.next_live.push(t);
                slot[t as usize] = plan.next_live.len() as u32;
            }
            slot[t as usize] - 1
        }
    };
    for (r, &s) in live.iter().enumerate() {
        if rows.is_zero(r) {
            continue;
        }
        let (small, wide) = kind.factors[s as usize].as_ref().expect("made above");
        for &(to, f) in small {
            let to = row_of(to, &mut plan);
            plan.small.push((r as u32, to, f));
        }
        for (to, f) in wide {
            let to = row_of(*to, &mut plan);
            plan.wide.push((r as u32, to, f.clone()));
        }
    }
    for &t in &plan.next_live {
        slot[t as usize] = 0;
    }
    plan
}
