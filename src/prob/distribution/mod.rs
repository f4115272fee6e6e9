//! `Dist<T>`: finite exact probability distributions and the operations that combine them.
//!
//! A distribution is stored as integer weights over one shared denominator that
//! equals their sum, so the probabilities add up to exactly 1 by construction.
//! Weights are not reduced eagerly (that would cost a gcd per outcome per
//! operation); a single probability is reduced only when it is read out.

use std::fmt;

use num_bigint::BigUint;

use super::nat::Nat;
use super::ratio::Ratio;

/// Why a distribution could not be built or summarised.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DistError {
    /// No outcome had a positive weight.
    Empty,
    /// The given probabilities do not add up to exactly 1; `total` is their
    /// exact sum, as text.
    NotNormalised { total: String },
    /// The expected value is negative, so it cannot be returned as a [`Ratio`].
    NegativeMean,
}

impl fmt::Display for DistError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DistError::Empty => write!(f, "the distribution has no outcome with positive weight"),
            DistError::NotNormalised { total } => {
                write!(f, "the probabilities add up to {total}, not exactly 1")
            }
            DistError::NegativeMean => {
                write!(
                    f,
                    "the mean is negative, so it cannot be given as a non-negative ratio"
                )
            }
        }
    }
}

impl std::error::Error for DistError {}

/// A finite probability distribution over values of type `T`, with exact
/// rational probabilities.
///
/// Invariants (established by every constructor, relied on everywhere):
/// outcomes are strictly ascending, every weight is positive, there is at least
/// one outcome, and `denom` is exactly the sum of the weights.
#[derive(Clone)]
pub struct Dist<T> {
    items: Vec<(T, Nat)>,
    denom: Nat,
}

impl<T> Dist<T> {
    /// Wraps parts that already satisfy the invariants (checked in debug builds).
    fn from_parts(items: Vec<(T, Nat)>, denom: Nat) -> Dist<T>
    where
        T: Ord,
    {
        debug_assert!(!items.is_empty(), "Dist with no outcomes");
        debug_assert!(
            items.windows(2).all(|w| w[0].0 < w[1].0),
            "Dist outcomes not strictly ascending"
        );
        debug_assert!(items.iter().all(|(_, w)| !w.is_zero()), "Dist zero weight");
        debug_assert!(
            items.iter().map(|(_, w)| w).sum::<Nat>() == denom,
            "Dist denominator is not the sum of the weights"
        );
        Dist { items, denom }
    }

    /// Number of outcomes with positive probability.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Always `false` for a constructed distribution (there is at least one
    /// outcome); provided for API completeness.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// The outcomes, ascending.
    pub fn outcomes(&self) -> impl Iterator<Item = &T> {
        self.items.iter().map(|(x, _)| x)
    }

    /// Each outcome with its probability in lowest terms, ascending.
    pub fn iter(&self) -> impl Iterator<Item = (&T, Ratio)> {
        self.items
            .iter()
            .map(|(x, w)| (x, Ratio::from_nats(w.clone(), self.denom.clone())))
    }

    /// Each outcome with its raw integer weight, ascending; the probability is
    /// `weight / denominator()`.
    pub fn weights(&self) -> impl DoubleEndedIterator<Item = (&T, &Nat)> + ExactSizeIterator {
        self.items.iter().map(|(x, w)| (x, w))
    }

    /// The common denominator of the weights (their exact sum).
    pub fn denominator(&self) -> &Nat {
        &self.denom
    }

    /// Probability that the outcome satisfies `pred`.
    pub fn prob_where(&self, pred: impl Fn(&T) -> bool) -> Ratio {
        let hit: Nat = self
            .items
            .iter()
            .filter(|(x, _)| pred(x))
            .map(|(_, w)| w)
            .sum();
        Ratio::from_nats(hit, self.denom.clone())
    }

    /// Σ P over all outcomes, recomputed from the reduced probabilities with
    /// exact rational addition. Always 1 unless an invariant is broken; meant
    /// for tests.
    pub fn total(&self) -> Ratio {
        self.items
            .iter()
            .map(|(_, w)| Ratio::from_nats(w.clone(), self.denom.clone()))
            .sum()
    }
}

impl<T: Ord + Clone> Dist<T> {
    /// Sorts, merges equal outcomes and drops zero weights. `denom` must be the
    /// sum of the weights; `items` must contain a positive weight.
    fn from_unsorted(mut items: Vec<(T, Nat)>, denom: Nat) -> Dist<T> {
        // Unstable sort is fine: equal outcomes are merged right after.
        items.sort_unstable_by(|a, b| a.0.cmp(&b.0));
        let mut out: Vec<(T, Nat)> = Vec::with_capacity(items.len());
        for (x, w) in items {
            if w.is_zero() {
                continue;
            }
            match out.last_mut() {
                Some((y, v)) if *y == x => *v += w,
                _ => out.push((x, w)),
            }
        }
        Dist::from_parts(out, denom)
    }

    /// The distribution that is always `x`.
    pub fn certain(x: T) -> Dist<T> {
        Dist {
            items: vec![(x, Nat::one())],
            denom: Nat::one(),
        }
    }

    /// Outcomes in proportion to integer weights. Duplicate outcomes are
    /// merged and zero weights dropped.
    ///
    /// # Errors
    /// [`DistError::Empty`] if there is no positive weight.
    pub fn from_weights<I: IntoIterator<Item = (T, u64)>>(it: I) -> Result<Dist<T>, DistError> {
        Dist::from_nat_weights(it.into_iter().map(|(x, w)| (x, Nat::from(w))))
    }

    /// Like [`Dist::from_weights`] with arbitrary-size weights.
    ///
    /// # Errors
    /// [`DistError::Empty`] if there is no positive weight.
    pub fn from_nat_weights<I: IntoIterator<Item = (T, Nat)>>(it: I) -> Result<Dist<T>, DistError> {
        let items: Vec<(T, Nat)> = it.into_iter().collect();
        let total: Nat = items.iter().map(|(_, w)| w).sum();
        if total.is_zero() {
            return Err(DistError::Empty);
        }
        Ok(Dist::from_unsorted(items, total))
    }

    /// Outcomes with explicit probabilities, which must add up to exactly 1.
    /// Duplicate outcomes are merged.
    ///
    /// # Errors
    /// [`DistError::Empty`] for no items, [`DistError::NotNormalised`] if the
    /// probabilities do not sum to exactly 1.
    pub fn from_probs<I: IntoIterator<Item = (T, Ratio)>>(it: I) -> Result<Dist<T>, DistError> {
        let probs: Vec<(T, Ratio)> = it.into_iter().collect();
        if probs.is_empty() {
            return Err(DistError::Empty);
        }
        let lcm = probs
            .iter()
            .fold(Nat::one(), |acc, (_, p)| acc.lcm(p.denom()));
        let items: Vec<(T, Nat)> = probs
            .into_iter()
            .map(|(x, p)| {
                let scale = lcm.div_exact(p.denom());
                (x, p.numer() * &scale)
            })
            .collect();
        let total: Nat = items.iter().map(|(_, w)| w).sum();
        if total != lcm {
            return Err(DistError::NotNormalised {
                total: Ratio::from_nats(total, lcm).to_string(),
            });
        }
        Ok(Dist::from_unsorted(items, total))
    }

    /// Each item equally likely. Items are faces: a value listed twice is
    /// twice as likely.
    ///
    /// # Errors
    /// [`DistError::Empty`] if there are no items.
    pub fn uniform<I: IntoIterator<Item = T>>(it: I) -> Result<Dist<T>, DistError> {
        Dist::from_weights(it.into_iter().map(|x| (x, 1)))
    }

    /// Probability of exactly `x` (0 if it is not an outcome).
    pub fn prob(&self, x: &T) -> Ratio {
        match self.items.binary_search_by(|(y, _)| y.cmp(x)) {
            Ok(i) => Ratio::from_nats(self.items[i].1.clone(), self.denom.clone()),
            Err(_) => Ratio::zero(),
        }
    }

    /// Distribution of `f(X)`; outcomes with equal images are merged.
    pub fn map<U: Ord + Clone>(&self, f: impl Fn(&T) -> U) -> Dist<U> {
        let items = self.items.iter().map(|(x, w)| (f(x), w.clone())).collect();
        Dist::from_unsorted(items, self.denom.clone())
    }

    /// Distribution of `X` given that `pred(X)` holds, or `None` when that
    /// event has probability 0.
    pub fn condition(&self, pred: impl Fn(&T) -> bool) -> Option<Dist<T>> {
        let kept: Vec<(T, Nat)> = self
            .items
            .iter()
            .filter(|(x, _)| pred(x))
            .cloned()
            .collect();
        if kept.is_empty() {
            return None;
        }
        let denom: Nat = kept.iter().map(|(_, w)| w).sum();
        Some(Dist::from_parts(kept, denom))
    }

    /// The mixture Σₜ P(X = t)·f(t): draw `t`, then draw from `f(t)`.
    pub fn bind<U: Ord + Clone>(&self, f: impl Fn(&T) -> Dist<U>) -> Dist<U> {
        if let [(x, _)] = self.items.as_slice() {
            return f(x);
        }
        let inner: Vec<Dist<U>> = self.items.iter().map(|(x, _)| f(x)).collect();
        // A running lcm (not the product) keeps the common denominator as small
        // as exactness allows when the inner denominators share factors.
        let lcm = inner.iter().fold(Nat::one(), |acc, d| acc.lcm(&d.denom));
        let mut items = Vec::with_capacity(inner.iter().map(Dist::len).sum());
        for ((_, w), d) in self.items.iter().zip(&inner) {
            let scale = w * &lcm.div_exact(&d.denom);
            items.extend(d.items.iter().map(|(u, v)| (u.clone(), v * &scale)));
        }
        Dist::from_unsorted(items, &self.denom * &lcm)
    }

    /// Distribution of `f(X, Y)` for `X` from `self` and an independent `Y`
    /// from `other`.
    pub fn product<U: Ord + Clone, V: Ord + Clone>(
        &self,
        other: &Dist<U>,
        f: impl Fn(&T, &U) -> V,
    ) -> Dist<V> {
        let mut items = Vec::with_capacity(self.len() * other.len());
        for (x, w) in &self.items {
            for (y, v) in &other.items {
                items.push((f(x, y), w * v));
            }
        }
        Dist::from_unsorted(items, &self.denom * &other.denom)
    }

    /// Distribution of the largest of `n` independent copies, from
    /// P(max ≤ k) = F(k)ⁿ.
    ///
    /// # Panics
    /// If `n == 0` (the maximum of nothing is undefined); callers validate `n`.
    pub fn max_of(&self, n: u32) -> Dist<T> {
        assert!(n >= 1, "max_of needs at least one copy");
        if n == 1 || self.items.len() == 1 {
            return self.clone();
        }
        let mut cum = Nat::zero();
        let mut prev_pow = Nat::zero();
        let mut items = Vec::with_capacity(self.items.len());
        for (x, w) in &self.items {
            cum += w;
            let cur = cum.pow(n);
            // Cumulative weights strictly increase, so this is positive.
            items.push((x.clone(), cur.sub_invariant(&prev_pow)));
            prev_pow = cur;
        }
        // The last cumulative power is denom^n.
        Dist::from_parts(items, prev_pow)
    }

    /// Distribution of the smallest of `n` independent copies, from
    /// P(min ≥ k) = S(k)ⁿ.
    ///
    /// # Panics
    /// If `n == 0`; callers validate `n`.
    pub fn min_of(&self, n: u32) -> Dist<T> {
        assert!(n >= 1, "min_of needs at least one copy");
        if n == 1 || self.items.len() == 1 {
            return self.clone();
        }
        let mut cum = Nat::zero();
        let mut prev_pow = Nat::zero();
        let mut items = Vec::with_capacity(self.items.len());
        for (x, w) in self.items.iter().rev() {
            cum += w;
            let cur = cum.pow(n);
            items.push((x.clone(), cur.sub_invariant(&prev_pow)));
            prev_pow = cur;
        }
        items.reverse();
        Dist::from_parts(items, prev_pow)
    }
}

// ---- integer-valued distributions (counts, totals) --------------------------

/// Below this many weight products the schoolbook convolution is faster than
/// packing for Kronecker substitution.
const KRONECKER_MIN_PAIRS: u128 = 256;

/// `x + k` for outcomes.
///
/// # Panics
/// On `i64` overflow: outcomes are dice counts and totals, many orders of
/// magnitude inside the range, so overflow means a caller bug.
fn add_outcomes(x: i64, k: i64) -> i64 {
    match x.checked_add(k) {
        Some(v) => v,
        None => panic!("outcome overflow: {x} + {k}"),
    }
}

impl Dist<i64> {
    /// 1 with probability `p`, else 0. A side with probability 0 is omitted.
    ///
    /// # Panics
    /// If `p > 1`; validate user input first.
    pub fn bernoulli(p: &Ratio) -> Dist<i64> {
        let q = p.complement();
        let items = vec![(0, q.numer().clone()), (1, p.numer().clone())];
        // p and 1 - p share the denominator of p in lowest terms.
        let items = items.into_iter().filter(|(_, w)| !w.is_zero()).collect();
        Dist::from_parts(items, p.denom().clone())
    }

    /// Number of successes in `n` independent trials of probability `p`, from
    /// the closed form C(n,k)·aᵏ·(b−a)ⁿ⁻ᵏ / bⁿ with `p = a/b` in lowest terms.
    ///
    /// # Panics
    /// If `p > 1`; validate user input first.
    pub fn binomial(n: u32, p: &Ratio) -> Dist<i64> {
        let q = p.complement();
        if n == 0 || p.is_zero() {
            return Dist::certain(0);
        }
        if p.is_one() {
            return Dist::certain(i64::from(n));
        }
        let a = p.numer();
        let c = q.numer();
        let nu = n as usize;
        // c^j for j = 0..=n, read back to front.
        let mut cpow = Vec::with_capacity(nu + 1);
        cpow.push(Nat::one());
        for j in 0..nu {
            let next = &cpow[j] * c;
            cpow.push(next);
        }
        let mut items = Vec::with_capacity(nu + 1);
        let mut choose = Nat::one(); // C(n, k)
        let mut apow = Nat::one(); // a^k
        for k in 0..=n {
            let w = &(&choose * &apow) * &cpow[(n - k) as usize];
            items.push((i64::from(k), w));
            if k < n {
                // C(n, k+1) = C(n, k)·(n−k)/(k+1), exact at every step.
                choose = (choose * Nat::from(n - k)).div_exact(&Nat::from(k + 1));
                apow *= a;
            }
        }
        Dist::from_parts(items, p.denom().pow(n))
    }

    /// Distribution of `X + Y` for independent `X` (self) and `Y` (other):
    /// the convolution.
    ///
    /// # Panics
    /// If an outcome sum overflows `i64`.
    pub fn add(&self, other: &Dist<i64>) -> Dist<i64> {
        // A point mass only shifts the other side (its weight equals its denominator).
        if let [(x, _)] = self.items.as_slice() {
            return other.shift(*x);
        }
        if let [(y, _)] = other.items.as_slice() {
            return self.shift(*y);
        }
        let lo = add_outcomes(self.items[0].0, other.items[0].0);
        let hi = add_outcomes(self.max_outcome(), other.max_outcome());
        let span = (i128::from(hi) - i128::from(lo) + 1) as u128;
        let pairs = (self.len() * other.len()) as u128;
        let denom = &self.denom * &other.denom;
        // Big dense convolutions (sums of many dice) become one big-integer
        // multiplication, which num-bigint does sub-quadratically.
        if pairs >= KRONECKER_MIN_PAIRS && self.is_dense() && other.is_dense() {
            return self.add_kronecker(other, lo, denom);
        }
        // Dense accumulation when the result range is not much larger than the
        // work; otherwise collect and merge (e.g. outcomes 0 and 10^12).
        if span <= pairs.saturating_mul(4) {
            let mut acc = vec![Nat::zero(); span as usize];
            for (x, w) in &self.items {
                for (y, v) in &other.items {
                    let idx = (add_outcomes(*x, *y) - lo) as usize;
                    acc[idx] += w * v;
                }
            }
            Dist::from_dense(lo, acc, denom)
        } else {
            self.product(other, |x, y| add_outcomes(*x, *y))
        }
    }

    /// Outcomes cover at least half of their range, so packing the weights
    /// densely wastes at most half the space.
    fn is_dense(&self) -> bool {
        let span = i128::from(self.max_outcome()) - i128::from(self.items[0].0) + 1;
        span <= 2 * self.items.len() as i128
    }

    /// Convolution by Kronecker substitution: weights become digits of one
    /// integer each (slot width enough for any result weight, all of which are
    /// at most D₁·D₂), the two integers are multiplied once, and the result
    /// weights are read back out of the product's slots. No slot can carry
    /// into the next because every result weight fits in its slot.
    fn add_kronecker(&self, other: &Dist<i64>, lo: i64, denom: Nat) -> Dist<i64> {
        let slot = denom.bits().div_ceil(32) as usize;
        let pack = |d: &Dist<i64>| {
            let base = d.items[0].0;
            let span = (d.max_outcome() - base + 1) as usize;
            let mut digits = vec![0u32; span * slot];
            for (x, w) in &d.items {
                let at = (x - base) as usize * slot;
                w.write_u32_digits(&mut digits[at..at + slot]);
            }
            BigUint::new(digits)
        };
        let product = pack(self) * pack(other);
        let acc = product
            .to_u32_digits()
            .chunks(slot)
            .map(Nat::from_u32_digits)
            .collect();
        Dist::from_dense(lo, acc, denom)
    }

    /// Builds from weights `acc[i]` for outcome `lo + i`, dropping zeros.
    fn from_dense(lo: i64, acc: Vec<Nat>, denom: Nat) -> Dist<i64> {
        let items = acc
            .into_iter()
            .zip(lo..)
            .filter(|(w, _)| !w.is_zero())
            .map(|(w, x)| (x, w))
            .collect();
        Dist::from_parts(items, denom)
    }

    fn max_outcome(&self) -> i64 {
        match self.items.last() {
            Some((x, _)) => *x,
            None => unreachable!("Dist invariant: at least one outcome"),
        }
    }

    /// Sum of `n` independent copies (`n = 0` gives certain 0), by repeated
    /// squaring.
    ///
    /// # Panics
    /// If an outcome sum overflows `i64`.
    pub fn sum_of(&self, n: u32) -> Dist<i64> {
        // Two outcomes (an attack that wounds or not): the sum counts the copies that came
        // out high, a binomial in closed form, without squaring weights of hundreds of bits
        // (60 attacks: a tenth of the work).
        if let [(low, _), (high, w_high)] = self.items.as_slice()
            && n > 1
        {
            let (low, step, copies) = (*low, *high - *low, i64::from(n));
            let base = low
                .checked_mul(copies)
                .unwrap_or_else(|| panic!("outcome overflow: {copies} × {low}"));
            let highs = Dist::binomial(n, &Ratio::from_nats(w_high.clone(), self.denom.clone()));
            return highs.map(|&k| {
                let above = step
                    .checked_mul(k)
                    .unwrap_or_else(|| panic!("outcome overflow: {k} × {step}"));
                add_outcomes(base, above)
            });
        }
        let mut result: Option<Dist<i64>> = None;
        let mut base = self.clone();
        let mut n = n;
        while n > 0 {
            if n & 1 == 1 {
                result = Some(match result {
                    None => base.clone(),
                    Some(r) => r.add(&base),
                });
            }
            n >>= 1;
            if n > 0 {
                base = base.add(&base);
            }
        }
        result.unwrap_or_else(|| Dist::certain(0))
    }

    /// Distribution of `X + k`.
    ///
    /// # Panics
    /// If an outcome overflows `i64`.
    pub fn shift(&self, k: i64) -> Dist<i64> {
        // Adding a constant keeps the order, so no re-sorting is needed.
        let items = self
            .items
            .iter()
            .map(|(x, w)| (add_outcomes(*x, k), w.clone()))
            .collect();
        Dist::from_parts(items, self.denom.clone())
    }

    /// Each of the `N` counted items (N drawn from `self`) independently
    /// survives with probability `p`: the mixture Σₙ P(N = n)·Binomial(n, p).
    ///
    /// With `p = a/b` and `c = b − a`, every binomial shares the denominator
    /// bⁿ, so the whole mixture is brought to `D·bᴹ` (`M` the largest count)
    /// without any gcd: the weight of `k` survivors is the coefficient of xᵏ in
    /// Σₙ wₙ·bᴹ⁻ⁿ·(a·x + c)ⁿ, evaluated by Horner's rule in `(x' + c)` with
    /// `x' = a·x` so the inner loop only multiplies by the small `c`.
    ///
    /// # Panics
    /// If `p > 1`, if an outcome is negative (it must be a count), or if the
    /// largest count exceeds `u32::MAX`.
    pub fn thin(&self, p: &Ratio) -> Dist<i64> {
        let q = p.complement();
        assert!(
            self.items[0].0 >= 0,
            "thin: negative count {}",
            self.items[0].0
        );
        let max = self.max_outcome();
        let Ok(m) = u32::try_from(max) else {
            panic!("thin: count {max} too large");
        };
        if p.is_zero() {
            return Dist::certain(0);
        }
        if p.is_one() {
            return self.clone();
        }
        if self.items.len() == 1 {
            return Dist::binomial(m, p);
        }
        let a = p.numer();
        let b = p.denom();
        let c = q.numer();
        let c_is_one = c.is_one();

        // Horner from the top count down: R ← R·(x' + c) + wₙ·bᴹ⁻ⁿ.
        let mut outcomes = self.items.iter().rev().peekable();
        let mut coefs: Vec<Nat> = Vec::with_capacity(m as usize + 1);
        if let Some((_, w)) = outcomes.next() {
            coefs.push(w.clone());
        }
        let mut bpow = Nat::one(); // b^(M − n)
        for n in (0..i64::from(m)).rev() {
            // Multiply by (x' + c) in place, highest coefficient first so each
            // step reads the not-yet-updated lower neighbour.
            coefs.push(Nat::zero());
            for j in (1..coefs.len()).rev() {
                let (lower, upper) = coefs.split_at_mut(j);
                let cur = &mut upper[0];
                if !c_is_one {
                    *cur *= c;
                }
                *cur += &lower[j - 1];
            }
            if !c_is_one {
                coefs[0] *= c;
            }
            bpow *= b;
            if let Some((_, w)) = outcomes.next_if(|(x, _)| *x == n) {
                coefs[0] += w * &bpow;
            }
        }
        // Undo the substitution x' = a·x: coefficient k gains a factor aᵏ.
        let mut apow = Nat::one();
        let mut items = Vec::with_capacity(coefs.len());
        for (k, mut w) in (0i64..).zip(coefs) {
            if k > 0 {
                apow *= a;
                w *= &apow;
            }
            items.push((k, w));
        }
        Dist::from_parts(items, &self.denom * &bpow)
    }
}

/// Equality of the distributions themselves: same outcomes with the same
/// probabilities, however the weights happen to be scaled.
impl<T: PartialEq> PartialEq for Dist<T> {
    fn eq(&self, other: &Dist<T>) -> bool {
        if self.items.len() != other.items.len() {
            return false;
        }
        let same_denom = self.denom == other.denom;
        self.items.iter().zip(&other.items).all(|((x, w), (y, v))| {
            x == y
                && (if same_denom {
                    w == v
                } else {
                    w * &other.denom == v * &self.denom
                })
        })
    }
}

impl<T: Eq> Eq for Dist<T> {}

/// Shows `{outcome: probability, ...}` with reduced fractions.
impl<T: fmt::Debug> fmt::Debug for Dist<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map()
            .entries(
                self.items
                    .iter()
                    .map(|(x, w)| (x, Ratio::from_nats(w.clone(), self.denom.clone()))),
            )
            .finish()
    }
}

mod summary;
#[cfg(test)]
mod tests;
