//! What a count distribution comes to: its tails, the cumulative column, the mean and the
//! variance, each exact from the integer weights over the one denominator.

use super::Dist;
use crate::prob::{DistError, Nat, Ratio};

impl Dist<i64> {
    /// P(X ≥ k).
    pub fn at_least(&self, k: i64) -> Ratio {
        let start = self.items.partition_point(|(x, _)| *x < k);
        let w: Nat = self.items[start..].iter().map(|(_, w)| w).sum();
        Ratio::from_nats(w, self.denom.clone())
    }

    /// P(X ≤ k).
    pub fn at_most(&self, k: i64) -> Ratio {
        let end = self.items.partition_point(|(x, _)| *x <= k);
        let w: Nat = self.items[..end].iter().map(|(_, w)| w).sum();
        Ratio::from_nats(w, self.denom.clone())
    }

    /// For each outcome `x`, ascending, the pair `(x, P(X ≥ x))`, from one
    /// suffix sum of the integer weights.
    pub fn cumulative_at_least(&self) -> Vec<(i64, Ratio)> {
        let mut acc = Nat::zero();
        let mut out: Vec<(i64, Ratio)> = self
            .items
            .iter()
            .rev()
            .map(|(x, w)| {
                acc += w;
                (*x, Ratio::from_nats(acc.clone(), self.denom.clone()))
            })
            .collect();
        out.reverse();
        out
    }

    /// The exact mean as (is it negative?, absolute value). Zero is not negative.
    pub fn mean_parts(&self) -> (bool, Ratio) {
        let mut pos = Nat::zero();
        let mut neg = Nat::zero();
        for (x, w) in &self.items {
            let mag = Nat::from(x.unsigned_abs());
            if *x > 0 {
                pos += &mag * w;
            } else if *x < 0 {
                neg += &mag * w;
            }
        }
        match pos.checked_sub(&neg) {
            Some(diff) => (false, Ratio::from_nats(diff, self.denom.clone())),
            None => (
                true,
                Ratio::from_nats(neg.sub_invariant(&pos), self.denom.clone()),
            ),
        }
    }

    /// The exact mean.
    ///
    /// # Errors
    /// [`DistError::NegativeMean`] if it is negative; use
    /// [`Dist::mean_parts`] for signed values.
    pub fn mean(&self) -> Result<Ratio, DistError> {
        match self.mean_parts() {
            (false, m) => Ok(m),
            (true, _) => Err(DistError::NegativeMean),
        }
    }

    /// The exact variance E[X²] − E[X]², never negative.
    ///
    /// Over the shared denominator D with weights wᵢ: Var = (D·Σwᵢxᵢ² − (Σwᵢxᵢ)²) / D², all in
    /// naturals (the signed first moment is squared, so its sign does not matter; the difference
    /// is ≥ 0 by Cauchy–Schwarz). No float and no intermediate fraction is reduced.
    pub fn variance(&self) -> Ratio {
        let mut pos = Nat::zero();
        let mut neg = Nat::zero();
        let mut squares = Nat::zero();
        for (x, w) in &self.items {
            let mag = Nat::from(x.unsigned_abs());
            let first = &mag * w;
            squares += &mag * &first;
            if *x > 0 {
                pos += first;
            } else if *x < 0 {
                neg += first;
            }
        }
        let first = pos
            .checked_sub(&neg)
            .unwrap_or_else(|| neg.sub_invariant(&pos));
        // D·Σwx² ≥ (Σwx)² (Cauchy–Schwarz), so this never underflows.
        let spread = (&self.denom * &squares).sub_invariant(&(&first * &first));
        Ratio::from_nats(spread, &self.denom * &self.denom)
    }
}
