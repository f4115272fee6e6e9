//! `Wide`: a dense row of naturals of one fixed width, for dynamic programmes whose weights
//! only grow by known factors (`odds`' unsaved wounds, attack by attack). Each update is a
//! multiply-add in place, with no allocation and no normalising, where `Nat` would allocate
//! a product per term.

use super::nat::Nat;

/// `len` naturals of `digits` u64 limbs each, all zero at first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wide {
    digits: usize,
    data: Vec<u64>,
}

/// The limbs of a factor, for `Wide::mul_add`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Factor(Vec<u64>);

impl Factor {
    /// The factor as one limb, when it is one.
    pub fn as_u64(&self) -> Option<u64> {
        match self.0[..] {
            [f] => Some(f),
            _ => None,
        }
    }

    pub fn new(n: &Nat) -> Factor {
        let mut digits = vec![0u64; (n.bits() as usize).div_ceil(64).max(1)];
        n.write_u64_digits(&mut digits);
        Factor(digits)
    }
}

impl Wide {
    /// Room for `len` numbers below 2^`bits` each.
    pub fn zeros(len: usize, bits: u64) -> Wide {
        let digits = (bits as usize).div_ceil(64) + 1;
        Wide {
            digits,
            data: vec![0; len * digits],
        }
    }

    /// `len` zeros with room for numbers below 2^`bits`, as `zeros`, in this one's memory: a
    /// caller that makes a fresh layer at every step keeps its pages (fresh pages from the
    /// system, a fault each, were a twentieth of a 3 v 3 duel's time).
    pub fn reset(&mut self, len: usize, bits: u64) {
        self.digits = (bits as usize).div_ceil(64) + 1;
        self.data.clear();
        self.data.resize(len * self.digits, 0);
    }

    /// Zeros of the same length and width.
    pub fn zeroed(&self) -> Wide {
        Wide {
            digits: self.digits,
            data: vec![0; self.data.len()],
        }
    }

    pub fn len(&self) -> usize {
        self.data.len() / self.digits
    }

    /// The u64 limbs each number has room for.
    pub fn digits(&self) -> usize {
        self.digits
    }

    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    fn slot(&self, i: usize) -> &[u64] {
        &self.data[i * self.digits..(i + 1) * self.digits]
    }

    pub fn is_zero(&self, i: usize) -> bool {
        self.slot(i).iter().all(|&d| d == 0)
    }

    pub fn set(&mut self, i: usize, n: &Nat) {
        let digits = self.digits;
        let slot = &mut self.data[i * digits..(i + 1) * digits];
        slot.fill(0);
        n.write_u64_digits(slot);
    }

    pub fn get(&self, i: usize) -> Nat {
        Nat::from_u64_digits(self.slot(i))
    }

    /// `self[i] += src[j]` (`src` may be narrower than `self`).
    ///
    /// # Panics
    /// If the sum does not fit the width.
    #[inline]
    pub fn add(&mut self, i: usize, src: &Wide, j: usize) {
        let digits = self.digits;
        let from = src.slot(j);
        let to = &mut self.data[i * digits..(i + 1) * digits];
        let mut carry = false;
        for (k, a) in to.iter_mut().enumerate() {
            let b = from.get(k).copied().unwrap_or(0);
            if k >= from.len() && !carry {
                break;
            }
            let (t, c1) = a.overflowing_add(b);
            let (t, c2) = t.overflowing_add(u64::from(carry));
            *a = t;
            carry = c1 || c2;
        }
        assert!(!carry, "Wide: the width is too small");
    }

    /// `self[i] += src[j] × f`, a factor of one limb (`src` may be narrower than `self`).
    ///
    /// # Panics
    /// If the result does not fit the width.
    #[inline]
    pub fn mul_add_u64(&mut self, i: usize, src: &Wide, j: usize, f: u64) {
        let digits = self.digits;
        let from = src.slot(j);
        let used = from.iter().rposition(|&d| d != 0).map_or(0, |p| p + 1);
        let to = &mut self.data[i * digits..(i + 1) * digits];
        assert!(used < digits, "Wide: the width is too small");
        let mut carry = 0u64;
        for (a, &b) in to.iter_mut().zip(&from[..used]) {
            let t = u128::from(*a) + u128::from(b) * u128::from(f) + u128::from(carry);
            *a = t as u64;
            carry = (t >> 64) as u64;
        }
        let mut p = used;
        while carry != 0 {
            assert!(p < digits, "Wide: the width is too small");
            let (t, overflow) = to[p].overflowing_add(carry);
            to[p] = t;
            carry = u64::from(overflow);
            p += 1;
        }
    }

    /// `self[i] += src[j] × factor` (`src` may be narrower than `self`).
    ///
    /// # Panics
    /// If the result does not fit the width (a caller's bound was wrong): a wrong answer must
    /// never come out silently, and the check is one comparison per call.
    #[inline]
    pub fn mul_add(&mut self, i: usize, src: &Wide, j: usize, factor: &Factor) {
        let digits = self.digits;
        let from = src.slot(j);
        let used = from.iter().rposition(|&d| d != 0).map_or(0, |p| p + 1);
        if let [f] = factor.0[..] {
            // The common case (a factor below 2^64): one pass, no zero-limb checks.
            self.mul_add_u64(i, src, j, f);
            return;
        }
        let to = &mut self.data[i * digits..(i + 1) * digits];
        for (k, &f) in factor.0.iter().enumerate() {
            if f == 0 {
                continue;
            }
            assert!(k + used <= digits, "Wide: the width is too small");
            let mut carry = 0u64;
            for (a, &b) in to[k..].iter_mut().zip(&from[..used]) {
                // a + b·f + carry < 2^128: it cannot overflow.
                let t = u128::from(*a) + u128::from(b) * u128::from(f) + u128::from(carry);
                *a = t as u64;
                carry = (t >> 64) as u64;
            }
            let mut p = k + used;
            while carry != 0 {
                assert!(p < digits, "Wide: the width is too small");
                let (t, overflow) = to[p].overflowing_add(carry);
                to[p] = t;
                carry = u64::from(overflow);
                p += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn multiply_adds_agree_with_nat() {
        let six = Nat::from(6u64);
        let big_factor = &six.pow(30) + &Nat::from(7u64);
        let mut w = Wide::zeros(3, 400);
        w.set(0, &six.pow(40));
        w.set(1, &Nat::from(5u64));
        let src = w.clone();
        w.mul_add(2, &src, 0, &Factor::new(&Nat::from(11u64)));
        w.mul_add(2, &src, 1, &Factor::new(&big_factor));
        w.mul_add(1, &src, 0, &Factor::new(&big_factor));
        let expected2 = &(&six.pow(40) * &Nat::from(11u64)) + &(&Nat::from(5u64) * &big_factor);
        assert_eq!(w.get(2), expected2);
        assert_eq!(w.get(1), &Nat::from(5u64) + &(&six.pow(40) * &big_factor));
        assert!(!w.is_zero(0));
        assert_eq!(w.len(), 3);
    }

    #[test]
    fn a_reset_row_is_zeros_of_its_new_size() {
        let mut w = Wide::zeros(3, 200);
        w.set(1, &Nat::from(6u64).pow(70));
        w.reset(2, 64);
        assert_eq!((w.len(), w.digits()), (2, 2));
        assert!(w.is_zero(0) && w.is_zero(1));
        w.reset(4, 300);
        assert_eq!((w.len(), w.digits()), (4, 6));
        assert!((0..4).all(|i| w.is_zero(i)));
    }

    #[test]
    fn adds_carry_past_a_narrower_source() {
        let max = Nat::from(u64::MAX);
        let mut narrow = Wide::zeros(1, 64);
        narrow.set(0, &max);
        let mut w = Wide::zeros(1, 256);
        let big = &(&max * &max) * &max;
        w.set(0, &big);
        w.add(0, &narrow, 0);
        w.add(0, &narrow, 0);
        assert_eq!(w.get(0), &(&big + &max) + &max);
        // A one-limb factor takes its own path; it must agree with the general one.
        let mut x = Wide::zeros(1, 256);
        x.mul_add(0, &w, 0, &Factor::new(&Nat::from(3u64)));
        assert_eq!(x.get(0), &(&(&big + &max) + &max) * &Nat::from(3u64));
    }
}
