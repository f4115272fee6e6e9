//! `Layer<K>`: where a chain is after some steps, as the weights of a set of keys over one common
//! denominator, held as fixed-width naturals (`Wide`), and one step from it to the next layer.
//!
//! A step is given as edges: from each key, to other keys, with exact probabilities (small
//! fractions: a wound count's binomial weight, a break test's odds). The step finds the lcm
//! `C` of their denominators once, scales each distinct probability to an integer over `C`,
//! and then adds `weight × factor` in place for every edge: the new layer is over the old
//! denominator times `C`. Nothing inside the loop reduces, sorts or allocates a number, which
//! is what a `Dist` of reduced fractions spends its time on (sorting, gcds, allocations; the
//! profile of `combat` before this module showed them at over half of the time).

use super::nat::Nat;
use super::ratio::Ratio;
use super::wide::{Factor, Wide};
use super::{Dist, DistError};
use std::collections::HashMap;
use std::hash::Hash;

/// A hash map with a fast, fixed hash (foldhash): the keys are the engine's own small states,
/// never anyone's input to defend against, and SipHash was an eighth of `combat`'s time.
pub type FastMap<K, V> = HashMap<K, V, foldhash::fast::FixedState>;

/// The weights of `keys` over `denominator` (their sum, with whatever the chain has set aside,
/// is `denominator`).
#[derive(Debug, Clone)]
pub struct Layer<K> {
    keys: Vec<K>,
    rows: Wide,
    denominator: Nat,
}

/// A probability named once in a step (`Spread::share`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Share(u32);

/// The edges of one step, gathered before any weight is moved.
pub struct Spread<L> {
    index: FastMap<L, u32>,
    keys: Vec<L>,
    ratios: FastMap<Ratio, u32>,
    distinct: Vec<Ratio>,
    /// (from, to, probability): indices into the layer, `keys` and `distinct`.
    edges: Vec<(u32, u32, u32)>,
    from: u32,
    /// The most keys a step into this spread reached: the room a fresh `keys` is given when
    /// the last went to a layer (growing it push by push was a twentieth of a 3 v 3 duel).
    room: usize,
}

impl<L> Default for Spread<L> {
    fn default() -> Spread<L> {
        Spread {
            index: FastMap::default(),
            keys: Vec::new(),
            ratios: FastMap::default(),
            distinct: Vec::new(),
            edges: Vec::new(),
            from: 0,
            room: 0,
        }
    }
}

impl<L: Clone + Eq + Hash> Spread<L> {
    /// The key being spread sends `p` of its weight to `to` (added to what else goes there).
    #[inline]
    pub fn to(&mut self, to: L, p: &Ratio) {
        if p.is_zero() {
            return;
        }
        let r = self.share(p);
        self.to_share(to, r);
    }

    /// `p` as a share this step's edges can name (`to_share`): a caller that sends the same
    /// probabilities from many keys looks each up once.
    pub fn share(&mut self, p: &Ratio) -> Share {
        match self.ratios.get(p) {
            Some(&r) => Share(r),
            None => {
                let r = self.distinct.len() as u32;
                self.ratios.insert(p.clone(), r);
                self.distinct.push(p.clone());
                Share(r)
            }
        }
    }

    /// `to` gets the share `r` (from `share`, of a probability above zero) of the key's weight.
    /// Always inlined: the hot loops of `combat` call it from several places, and kept out of
    /// line it cost a big combat about a quarter more time.
    #[inline(always)]
    pub fn to_share(&mut self, to: L, r: Share) {
        let next = self.keys.len() as u32;
        let t = *self.index.entry(to).or_insert_with_key(|k| {
            self.keys.push(k.clone());
            next
        });
        self.edges.push((self.from, t, r.0));
    }

    /// Edges gathered so far.
    pub fn edges(&self) -> usize {
        self.edges.len()
    }

    /// Keys reached so far.
    pub fn reached(&self) -> usize {
        self.keys.len()
    }
}

impl<K: Clone + Eq + Hash> Layer<K> {
    /// Certainly `key`.
    pub fn certain(key: K) -> Layer<K> {
        let mut rows = Wide::zeros(1, 1);
        rows.set(0, &Nat::one());
        Layer {
            keys: vec![key],
            rows,
            denominator: Nat::one(),
        }
    }

    /// The distribution `d`, over its own denominator.
    pub fn from_dist(d: &Dist<K>) -> Layer<K>
    where
        K: Ord,
    {
        let mut rows = Wide::zeros(d.len(), d.denominator().bits());
        let keys = d
            .weights()
            .enumerate()
            .map(|(i, (k, w))| {
                rows.set(i, w);
                k.clone()
            })
            .collect();
        Layer {
            keys,
            rows,
            denominator: d.denominator().clone(),
        }
    }

    pub fn len(&self) -> usize {
        self.keys.len()
    }

    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    pub fn keys(&self) -> &[K] {
        &self.keys
    }

    /// The denominator every weight is over.
    pub fn denominator(&self) -> &Nat {
        &self.denominator
    }

    /// The u64 limbs each weight takes.
    pub fn limbs(&self) -> usize {
        self.rows.digits()
    }

    /// Each key with a positive weight, and that weight (over `denominator`).
    pub fn weights(&self) -> impl Iterator<Item = (&K, Nat)> {
        self.keys
            .iter()
            .enumerate()
            .filter(|(i, _)| !self.rows.is_zero(*i))
            .map(|(i, k)| (k, self.rows.get(i)))
    }

    /// The keys `f` keeps, as `f` renames them, with their weights (over the same
    /// denominator; keys it renames alike must not be two).
    pub fn filter_map<L: Clone + Eq + Hash>(&self, f: impl Fn(&K) -> Option<L>) -> Layer<L> {
        let kept: Vec<(usize, L)> = self
            .keys
            .iter()
            .enumerate()
            .filter_map(|(i, k)| f(k).map(|l| (i, l)))
            .collect();
        let mut rows = Wide::zeros(kept.len(), 64 * self.rows.digits() as u64 - 64);
        for (to, (from, _)) in kept.iter().enumerate() {
            rows.add(to, &self.rows, *from);
        }
        Layer {
            keys: kept.into_iter().map(|(_, l)| l).collect(),
            rows,
            denominator: self.denominator.clone(),
        }
    }

    /// The weights summed by `f` of their keys, over the same denominator.
    pub fn sums<T: Clone + Eq + Hash>(&self, f: impl Fn(&K) -> T) -> Vec<(T, Nat)> {
        let mut index: FastMap<T, usize> = FastMap::default();
        let mut names: Vec<T> = Vec::new();
        let mut targets = Vec::with_capacity(self.keys.len());
        for k in &self.keys {
            let t = f(k);
            let next = names.len();
            targets.push(*index.entry(t).or_insert_with_key(|t| {
                names.push(t.clone());
                next
            }));
        }
        let mut rows = Wide::zeros(names.len(), 64 * self.rows.digits() as u64 + 64);
        for (from, &to) in targets.iter().enumerate() {
            rows.add(to, &self.rows, from);
        }
        names
            .into_iter()
            .enumerate()
            .map(|(i, t)| (t, rows.get(i)))
            .collect()
    }

    /// The keys' distribution, when their weights are all the layer has (the chain set
    /// nothing aside): a step that lost weight fails loudly here.
    pub fn dist(&self) -> Result<Dist<K>, DistError>
    where
        K: Ord,
    {
        let d = Dist::from_nat_weights(self.weights().map(|(k, w)| (k.clone(), w)))?;
        assert_eq!(d.denominator(), &self.denominator, "Layer: weight was lost");
        Ok(d)
    }

    /// The edges `spread` gives from every key with a positive weight, gathered but not yet
    /// applied (`Spread::edges` says how many, for a budget).
    pub fn spread<L: Clone + Eq + Hash>(
        &self,
        mut spread: impl FnMut(&K, &mut Spread<L>),
    ) -> Spread<L> {
        // Sized for a next layer about as large as this one: growing the index by rehashing
        // was a seventh of a 3 v 3 duel's time.
        let mut out = Spread {
            index: FastMap::with_capacity_and_hasher(self.keys.len(), Default::default()),
            keys: Vec::with_capacity(self.keys.len()),
            ratios: FastMap::default(),
            distinct: Vec::new(),
            edges: Vec::new(),
            from: 0,
            room: 0,
        };
        for (i, k) in self.keys.iter().enumerate() {
            if self.rows.is_zero(i) {
                continue;
            }
            out.from = i as u32;
            spread(k, &mut out);
        }
        out
    }

    /// `spread`, into `out`: emptied first, its maps and vectors keep the room earlier steps
    /// gave them. A caller of many small steps (a fight's phase, thousands of times) spent
    /// about a tenth of its time growing fresh maps by rehashing.
    pub fn spread_into<L: Clone + Eq + Hash>(
        &self,
        out: &mut Spread<L>,
        mut spread: impl FnMut(&K, &mut Spread<L>),
    ) {
        out.index.clear();
        out.keys.clear();
        out.ratios.clear();
        out.distinct.clear();
        out.edges.clear();
        for (i, k) in self.keys.iter().enumerate() {
            if self.rows.is_zero(i) {
                continue;
            }
            out.from = i as u32;
            spread(k, out);
        }
    }

    /// The common denominator a step's edges need, and the u64 limb multiplications applying
    /// them costs: what a budget weighs before `apply`.
    pub fn cost<L>(&self, spread: &Spread<L>) -> (Nat, u64) {
        let common = spread
            .distinct
            .iter()
            .fold(Nat::one(), |acc, p| acc.lcm(p.denom()));
        let limbs = common.bits().div_ceil(64).max(1);
        let work = (spread.edges.len() as u64)
            .saturating_mul(self.rows.digits() as u64)
            .saturating_mul(limbs);
        (common, work)
    }

    /// The next layer: every edge's share of its key's weight, over this layer's denominator
    /// times the lcm of the edges' denominators. Weight a key sends nowhere leaves the chain
    /// (the caller set it aside: an ending).
    pub fn apply<L: Clone + Eq + Hash>(&self, spread: Spread<L>) -> Layer<L> {
        let (rows, denominator) = self.moved(&spread);
        Layer {
            keys: spread.keys,
            rows,
            denominator,
        }
    }

    /// `apply`, leaving `spread` with its room for the next step (`spread_into`); its keys go
    /// to the new layer.
    pub fn apply_from<L: Clone + Eq + Hash>(&self, spread: &mut Spread<L>) -> Layer<L> {
        let (rows, denominator) = self.moved(spread);
        spread.room = spread.room.max(spread.keys.len());
        Layer {
            keys: std::mem::replace(&mut spread.keys, Vec::with_capacity(spread.room)),
            rows,
            denominator,
        }
    }

    /// The rows of `apply`'s layer, and their denominator.
    fn moved<L>(&self, spread: &Spread<L>) -> (Wide, Nat) {
        // Factors of one limb each (a fight's phase, nearly always): applied as they are, a
        // `Factor` apiece on the heap was an allocation per distinct probability per step.
        let small = small_factors(&spread.distinct);
        if let Some((common, factors)) = &small
            && let Some(factors) = factors
                .iter()
                .map(|&f| u64::try_from(f).ok())
                .collect::<Option<Vec<u64>>>()
        {
            let denominator = &self.denominator * &Nat::from(*common);
            let mut rows = Wide::zeros(spread.keys.len(), denominator.bits());
            for &(from, to, r) in &spread.edges {
                rows.mul_add_u64(to as usize, &self.rows, from as usize, factors[r as usize]);
            }
            return (rows, denominator);
        }
        let (common, factors): (Nat, Vec<Factor>) = match small {
            Some((common, factors)) => (
                Nat::from(common),
                factors
                    .iter()
                    .map(|&f| Factor::new(&Nat::from(f)))
                    .collect(),
            ),
            None => {
                let (common, _) = self.cost(spread);
                let factors = spread
                    .distinct
                    .iter()
                    .map(|p| Factor::new(&(p.numer() * &common.div_exact(p.denom()))))
                    .collect();
                (common, factors)
            }
        };
        let denominator = &self.denominator * &common;
        let mut rows = Wide::zeros(spread.keys.len(), denominator.bits());
        for &(from, to, r) in &spread.edges {
            rows.mul_add(to as usize, &self.rows, from as usize, &factors[r as usize]);
        }
        (rows, denominator)
    }
}

/// The common denominator of `distinct` and each one's factor over it, worked out in `u128`
/// when they fit (a small step's usual case: a fight's phase spreads a few dozen fractions
/// over `6^k`, and `Nat` arithmetic on them was a fifth of a 3 v 3 duel's time); `None` when
/// they do not.
fn small_factors(distinct: &[Ratio]) -> Option<(u128, Vec<u128>)> {
    fn gcd(mut a: u128, mut b: u128) -> u128 {
        while b != 0 {
            (a, b) = (b, a % b);
        }
        a
    }
    let mut common: u128 = 1;
    for p in distinct {
        let d = p.denom().to_u128()?;
        common = (common / gcd(common, d)).checked_mul(d)?;
    }
    let factors = distinct
        .iter()
        .map(|p| {
            let n = p.numer().to_u128()?;
            n.checked_mul(common / p.denom().to_u128()?)
        })
        .collect::<Option<Vec<u128>>>()?;
    Some((common, factors))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_equal_binds_and_keep_their_weight() {
        // A walk on 0..=4 whose steps have different denominators.
        let step = |s: &i64| -> Dist<i64> {
            Dist::from_probs([
                (s + 1, Ratio::new(1, 3)),
                (*s, Ratio::new(1, 2)),
                (s - 1, Ratio::new(1, 6)),
            ])
            .unwrap()
        };
        let mut layer = Layer::certain(0i64);
        let mut expected = Dist::certain(0i64);
        for _ in 0..4 {
            let spread = layer.spread(|s, out| {
                for (t, p) in step(s).iter() {
                    out.to(*t, &p);
                }
            });
            assert!(spread.edges() > 0);
            layer = layer.apply(spread);
            expected = expected.bind(step);
        }
        let got = layer.dist().unwrap();
        for (t, p) in expected.iter() {
            assert_eq!(got.prob(t), p);
        }
        assert_eq!(got.total(), Ratio::one());
        assert_eq!(layer.denominator(), &Nat::from(6u64).pow(4));
    }

    #[test]
    fn a_reused_spread_steps_as_a_fresh_one() {
        // The same walk stepped with a fresh spread each time and with one spread kept from
        // step to step (its maps and vectors left over from the step before).
        let step = |s: &i64, out: &mut Spread<i64>| {
            out.to(s + 1, &Ratio::new(1, 3));
            out.to(*s, &Ratio::new(1, 2));
            out.to(s - 1, &Ratio::new(1, 6));
        };
        let mut fresh = Layer::certain(0i64);
        let mut kept = Layer::certain(0i64);
        let mut spread = Spread::default();
        for _ in 0..5 {
            fresh = fresh.apply(fresh.spread(step));
            kept.spread_into(&mut spread, step);
            kept = kept.apply_from(&mut spread);
            assert_eq!(kept.keys(), fresh.keys());
            assert_eq!(kept.denominator(), fresh.denominator());
            assert!(kept.weights().eq(fresh.weights()));
        }
    }
}
