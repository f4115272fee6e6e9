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
//! duel's time.

use super::{Node, Outcome, Side};
use crate::error::{Result, UserError};
use crate::prob::{Dist, Factor, FastMap, Nat, Wide};
use std::cell::Cell;
use std::hash::Hash;

/// The work a fight may take, counted as it is done (a phase's edges, a turn's limb
/// multiplications): past `limit`, the fight is refused, in seconds rather than after minutes.
#[derive(Debug)]
pub struct Meter {
    spent: Cell<u64>,
    limit: u64,
}

impl Meter {
    pub fn new(limit: u64) -> Meter {
        Meter {
            spent: Cell::new(0),
            limit,
        }
    }

    /// The work done so far.
    pub fn spent(&self) -> u64 {
        self.spent.get()
    }

    /// `n` more steps of work; the refusal once past the limit.
    pub fn spend(&self, n: u64) -> Result<()> {
        let spent = self.spent.get().saturating_add(n);
        self.spent.set(spent);
        if spent > self.limit {
            return Err(UserError::new(format!(
                "the fight is too much work to follow exactly in seconds (over {} steps)",
                self.limit
            ))
            .hint("fewer turns, warriors, wounds or attacks, or --simulate".to_string()));
        }
        Ok(())
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

/// The steps of one kind of turn (the first, or a later one of a side).
#[derive(Default)]
struct Kind {
    /// For each state met (by number), its step.
    steps: Vec<Option<Edges>>,
    /// The lcm the factors below are over.
    common: Option<Nat>,
    factors: Vec<Option<Vec<(To, Factor)>>>,
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
    // Each turn's wins of A and B, over that turn's denominator.
    let mut wins: Vec<(u32, [Nat; 2], Nat)> = Vec::new();
    // slot[state] = its row in the next layer, plus one (0: none yet).
    let mut slot: Vec<u32> = Vec::new();
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
            let edges = ends
                .into_iter()
                .map(|(node, w)| {
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
                })
                .collect();
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
            kind.common = Some(common.clone());
        }
        if kind.factors.len() < states.len() {
            kind.factors.resize(states.len(), None);
        }
        slot.resize(states.len(), 0);
        let last_turn = turn == turns;
        let merge = |t: u32| if last_turn { t } else { canon_of[t as usize] };
        for &s in &live {
            let s = s as usize;
            if kind.factors[s].is_none() {
                let (d, edges) = kind.steps[s].as_ref().expect("a step");
                let scale = common.div_exact(&dens[*d as usize]);
                kind.factors[s] = Some(
                    edges
                        .iter()
                        .map(|(to, w)| (*to, Factor::new(&(w * &scale))))
                        .collect(),
                );
            }
        }
        // The turn's edges as rows of the two layers: (from, to, factor) with the factors of
        // one limb inline (the usual case), the others apart; `to` past the next layer's rows
        // is a side's win.
        let mut next_live: Vec<u32> = Vec::new();
        let mut plan: Vec<(u32, u32, u64)> = Vec::new();
        let mut wide: Vec<(u32, u32, &Factor)> = Vec::new();
        const WON: u32 = u32::MAX - 1;
        for (r, &s) in live.iter().enumerate() {
            if rows.is_zero(r) {
                continue;
            }
            for (to, f) in kind.factors[s as usize].as_ref().expect("made above") {
                let to = match *to {
                    To::Won(side) => WON + side as u32,
                    To::At(t) => {
                        let t = merge(t);
                        if slot[t as usize] == 0 {
                            next_live.push(t);
                            slot[t as usize] = next_live.len() as u32;
                        }
                        slot[t as usize] - 1
                    }
                };
                match f.as_u64() {
                    Some(f) => plan.push((r as u32, to, f)),
                    None => wide.push((r as u32, to, f)),
                }
            }
        }
        meter.spend((plan.len() + wide.len()) as u64 * rows.digits() as u64)?;
        let next_den = &den * &common;
        let mut next = Wide::zeros(next_live.len(), next_den.bits());
        let mut won = Wide::zeros(2, next_den.bits());
        for &(r, to, f) in &plan {
            if to >= WON {
                won.mul_add_u64((to - WON) as usize, &rows, r as usize, f);
            } else {
                next.mul_add_u64(to as usize, &rows, r as usize, f);
            }
        }
        for &(r, to, f) in &wide {
            if to >= WON {
                won.mul_add((to - WON) as usize, &rows, r as usize, f);
            } else {
                next.mul_add(to as usize, &rows, r as usize, f);
            }
        }
        for &t in &next_live {
            slot[t as usize] = 0;
        }
        wins.push((turn, [won.get(0), won.get(1)], next_den.clone()));
        live = next_live;
        rows = next;
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
