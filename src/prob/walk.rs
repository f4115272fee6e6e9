//! `Walk`: a Markov chain over a finite set of states, with a few kinds of step ("moves"), each
//! given once per state as a distribution of next states. The states are found from a start;
//! every step's weights are integers over one common denominator, so running the chain is
//! in-place multiply-adds on fixed-width naturals (`Wide`): no sorting, no fractions and no
//! common denominators to find inside the loop (only reading the result out sorts).

use super::distribution::Dist;
use super::nat::Nat;
use super::wide::{Factor, Wide};
use std::collections::HashMap;
use std::hash::Hash;

pub struct Walk<S> {
    states: Vec<S>,
    /// `moves[m][s]`: where move m goes from state s, with integer weights over `common`.
    moves: Vec<Vec<Vec<(usize, Factor)>>>,
    common: Nat,
}

/// The chain's weights at one moment: one per state, over `common^steps` (times any mixture
/// weights the caller folded in).
pub type Rows = Wide;

impl<S: Copy + Eq + Hash + Ord> Walk<S> {
    /// The states reachable from `start` within `depth` steps of any of the `moves` moves,
    /// and each move's step from each of them (`step(m, s)`), found layer by layer. States
    /// first reached in the last layer get no steps of their own: a walk of at most `depth`
    /// steps never leaves them.
    pub fn explore(
        start: S,
        moves: usize,
        depth: u32,
        mut step: impl FnMut(usize, &S) -> Dist<S>,
    ) -> Walk<S> {
        let mut states = vec![start];
        let mut index: HashMap<S, usize> = HashMap::from([(start, 0)]);
        // steps[m][i] for the states processed so far, in index order.
        let mut steps: Vec<Vec<Dist<S>>> = vec![Vec::new(); moves];
        let mut processed = 0;
        for _ in 0..depth {
            let layer_end = states.len();
            if processed == layer_end {
                break;
            }
            while processed < layer_end {
                let s = states[processed];
                for (m, per_state) in steps.iter_mut().enumerate() {
                    let d = step(m, &s);
                    for t in d.outcomes() {
                        if !index.contains_key(t) {
                            index.insert(*t, states.len());
                            states.push(*t);
                        }
                    }
                    per_state.push(d);
                }
                processed += 1;
            }
        }
        let common = steps
            .iter()
            .flatten()
            .fold(Nat::one(), |acc, d| acc.lcm(d.denominator()));
        let moves = steps
            .iter()
            .map(|per_state| {
                let mut tables: Vec<Vec<(usize, Factor)>> = per_state
                    .iter()
                    .map(|d| {
                        let scale = common.div_exact(d.denominator());
                        d.weights()
                            .map(|(t, w)| (index[t], Factor::new(&(w * &scale))))
                            .collect()
                    })
                    .collect();
                tables.resize(states.len(), Vec::new());
                tables
            })
            .collect();
        Walk {
            states,
            moves,
            common,
        }
    }

    /// The factor every step multiplies the denominator by.
    pub fn common(&self) -> &Nat {
        &self.common
    }

    /// Bits enough for `steps` steps of weights that start below 2^`extra`.
    pub fn bits(&self, steps: u64, extra: u64) -> u64 {
        self.common.bits() * steps + extra + 1
    }

    /// Certainly at `start` (the state `explore` began with).
    pub fn start(&self, bits: u64) -> Rows {
        let mut rows = Wide::zeros(self.states.len(), bits);
        rows.set(0, &Nat::one());
        rows
    }

    pub fn zeros(&self, bits: u64) -> Rows {
        Wide::zeros(self.states.len(), bits)
    }

    /// One step of move `m`.
    pub fn step(&self, rows: &Rows, m: usize) -> Rows {
        let mut after = rows.zeroed();
        for (s, table) in self.moves[m].iter().enumerate() {
            if rows.is_zero(s) {
                continue;
            }
            for (t, factor) in table {
                after.mul_add(*t, rows, s, factor);
            }
        }
        after
    }

    /// `acc += rows × factor`, state by state (a mixture of chains).
    pub fn mix(&self, acc: &mut Rows, rows: &Rows, factor: &Factor) {
        for s in 0..self.states.len() {
            if !rows.is_zero(s) {
                acc.mul_add(s, rows, s, factor);
            }
        }
    }

    /// The distribution the rows hold, whose weights must add up to `denominator` (the
    /// caller's `common^steps`, times its mixture weights): a walk run past the depth it was
    /// explored for would lose weight, and that must fail loudly, not be normalised away.
    pub fn dist(&self, rows: &Rows, denominator: &Nat) -> Dist<S> {
        let d = Dist::from_nat_weights(
            self.states
                .iter()
                .enumerate()
                .map(|(i, s)| (*s, rows.get(i))),
        )
        .expect("a chain keeps its weight");
        assert_eq!(d.denominator(), denominator, "Walk: weight was lost");
        d
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prob::Ratio;

    #[test]
    fn a_walk_equals_repeated_binds() {
        // A random walk on 0..=3 that sticks at the ends, two kinds of step.
        let kernel = |m: usize, s: &i64| -> Dist<i64> {
            if *s == 0 || *s == 3 {
                return Dist::certain(*s);
            }
            match m {
                0 => Dist::from_weights([(s - 1, 1), (s + 1, 2)]).unwrap(),
                _ => Dist::from_weights([(s - 1, 1), (*s, 4), (s + 1, 1)]).unwrap(),
            }
        };
        let walk = Walk::explore(1i64, 2, 10, kernel);
        let bits = walk.bits(5, 0);
        let mut rows = walk.start(bits);
        let mut expected = Dist::certain(1i64);
        for m in [0, 1, 1, 0, 1] {
            rows = walk.step(&rows, m);
            expected = expected.bind(|s| kernel(m, s));
        }
        let got = walk.dist(&rows, &walk.common().pow(5));
        for s in 0..=3 {
            assert_eq!(got.prob(&s), expected.prob(&s));
        }
        assert_eq!(got.total(), Ratio::one());
    }
}
