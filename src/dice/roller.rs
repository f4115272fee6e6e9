//! Seeded dice: a PCG generator that records every die it rolls, so that a roll can be shown,
//! and the same seed gives the same dice on every platform.

use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

pub struct Roller {
    rng: Pcg64Mcg,
    seed: u64,
    dice: Vec<u8>,
    /// Whether each die is kept in `dice`: not in `--simulate`, whose millions of fights would
    /// otherwise keep gigabytes of dice nobody is shown.
    record: bool,
}

impl Roller {
    pub fn new(seed: u64) -> Self {
        Roller {
            rng: Pcg64Mcg::seed_from_u64(seed),
            seed,
            dice: Vec::new(),
            record: true,
        }
    }

    /// A roller for one subcommand: the seed is mixed with the command's name, so that the
    /// stages of a pipeline sharing one `WARBAND_SEED` roll independent dice.
    pub fn for_command(seed: u64, command: &str) -> Self {
        // FNV-1a: fixed and portable, so the same seed and command give the same dice everywhere.
        let mixed = command
            .bytes()
            .fold(0xcbf2_9ce4_8422_2325u64 ^ seed, |h, b| {
                (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
            });
        Roller {
            rng: Pcg64Mcg::seed_from_u64(mixed),
            seed,
            dice: Vec::new(),
            record: true,
        }
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The same dice, not recorded: constant memory however many are rolled.
    pub fn unrecorded(mut self) -> Self {
        self.record = false;
        self
    }

    /// One D6, recorded.
    pub fn d6(&mut self) -> u8 {
        let die = self.rng.random_range(1..=6u8);
        if self.record {
            self.dice.push(die);
        }
        die
    }

    /// One die of `sides` faces (2–255), recorded.
    pub fn die(&mut self, sides: u8) -> u8 {
        let die = self.rng.random_range(1..=sides.max(2));
        if self.record {
            self.dice.push(die);
        }
        die
    }

    /// Every die rolled so far, in order.
    pub fn dice(&self) -> &[u8] {
        &self.dice
    }

    /// A value drawn from weights (used to draw a count from an incoming distribution); not a
    /// die, so not recorded.
    pub fn below(&mut self, bound: u64) -> u64 {
        self.rng.random_range(0..bound)
    }
}

impl Roller {
    /// Draws one outcome of an exact distribution, exactly: a uniform integer below the common
    /// denominator picks the outcome whose cumulative weight covers it.
    pub fn sample<T: Ord + Clone>(&mut self, dist: &crate::prob::Dist<T>) -> T {
        use num_bigint::BigUint;
        let denominator = dist.denominator().to_biguint();
        let bits = denominator.bits();
        let draw = loop {
            // Rejection sampling over exactly `bits` random bits keeps every value equally likely.
            let words = bits.div_ceil(32) as usize;
            let mut limbs: Vec<u32> = (0..words)
                .map(|_| self.rng.random_range(0..=u32::MAX))
                .collect();
            let extra = (words as u64 * 32) - bits;
            if let Some(top) = limbs.last_mut() {
                *top >>= extra;
            }
            let candidate = BigUint::from_slice(&limbs);
            if candidate < denominator {
                break candidate;
            }
        };
        let mut covered = BigUint::ZERO;
        let mut last = None;
        for (outcome, weight) in dist.weights() {
            covered += weight.to_biguint();
            last = Some(outcome);
            if draw < covered {
                return outcome.clone();
            }
        }
        last.expect("a distribution is never empty").clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_dice() {
        let mut a = Roller::new(42);
        let mut b = Roller::new(42);
        let xs: Vec<u8> = (0..100).map(|_| a.d6()).collect();
        let ys: Vec<u8> = (0..100).map(|_| b.d6()).collect();
        assert_eq!(xs, ys);
        assert!(xs.iter().all(|d| (1..=6).contains(d)));
        assert_eq!(a.dice(), &xs[..]);
    }

    #[test]
    fn seed_42_is_pinned() {
        // The promise "same seed, same dice everywhere": if rand or rand_pcg ever changes the
        // stream, this fails and the change must be called out as breaking.
        let mut r = Roller::new(42);
        let first: Vec<u8> = (0..12).map(|_| r.d6()).collect();
        let mut again = Roller::new(42);
        let second: Vec<u8> = (0..12).map(|_| again.d6()).collect();
        assert_eq!(first, second);
        assert_eq!(first, PINNED_SEED_42.to_vec());
    }

    #[test]
    fn an_unrecorded_roller_rolls_the_same_dice_and_keeps_none() {
        let mut recorded = Roller::new(42);
        let mut quiet = Roller::new(42).unrecorded();
        let xs: Vec<u8> = (0..1000).map(|_| recorded.d6()).collect();
        let ys: Vec<u8> = (0..1000).map(|_| quiet.d6()).collect();
        assert_eq!(xs, ys);
        assert!(quiet.dice().is_empty());
    }

    const PINNED_SEED_42: [u8; 12] = [2, 6, 3, 5, 1, 4, 5, 6, 4, 4, 6, 6];
}
