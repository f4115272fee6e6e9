//! `Ratio`: exact non-negative rationals kept in lowest terms, plus their parsing.

use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, Div, Mul, Sub};
use std::str::FromStr;

use num_integer::Integer;
use num_traits::{ToPrimitive, Zero};

use super::nat::Nat;
use super::parse_error::ParseRatioError;

/// An exact non-negative rational number `numer / denom`.
///
/// Invariants: `gcd(numer, denom) == 1`, `denom > 0`, and zero is `0/1`.
/// Because the form is canonical, the derived `PartialEq`/`Hash` compare by
/// value.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Ratio {
    num: Nat,
    den: Nat,
}

impl Ratio {
    /// `num / den`, reduced.
    ///
    /// # Panics
    /// If `den == 0`. This is for literals in code; parse user text with
    /// [`str::parse`] instead, which reports a zero denominator as an error.
    pub fn new(num: u64, den: u64) -> Ratio {
        Ratio::from_nats(Nat::from(num), Nat::from(den))
    }

    /// `num / den`, reduced.
    ///
    /// # Panics
    /// If `den` is zero (a caller invariant: every denominator built by this
    /// module is a product of positive numbers).
    pub fn from_nats(num: Nat, den: Nat) -> Ratio {
        assert!(!den.is_zero(), "Ratio with zero denominator");
        if num.is_zero() {
            return Ratio::zero();
        }
        if let Some((num, den)) = super::nat::reduce_smooth(&num, &den) {
            return Ratio { num, den };
        }
        let g = num.gcd(&den);
        if g.is_one() {
            Ratio { num, den }
        } else {
            Ratio {
                num: num.div_exact(&g),
                den: den.div_exact(&g),
            }
        }
    }

    /// Builds from parts the caller knows are already coprime.
    fn from_coprime(num: Nat, den: Nat) -> Ratio {
        debug_assert!(!den.is_zero());
        debug_assert!(num.gcd(&den).is_one() || (num.is_zero() && den.is_one()));
        Ratio { num, den }
    }

    /// 0.
    pub const fn zero() -> Ratio {
        Ratio {
            num: Nat::zero(),
            den: Nat::one(),
        }
    }

    /// 1.
    pub const fn one() -> Ratio {
        Ratio {
            num: Nat::one(),
            den: Nat::one(),
        }
    }

    /// The integer `n`.
    pub fn from_integer(n: u64) -> Ratio {
        Ratio::from_coprime(Nat::from(n), Nat::one())
    }

    /// Numerator in lowest terms.
    pub fn numer(&self) -> &Nat {
        &self.num
    }

    /// Denominator in lowest terms (always positive).
    pub fn denom(&self) -> &Nat {
        &self.den
    }

    /// Whether this is 0.
    pub fn is_zero(&self) -> bool {
        self.num.is_zero()
    }

    /// Whether this is 1.
    pub fn is_one(&self) -> bool {
        self.num.is_one() && self.den.is_one()
    }

    /// Whether the value is a whole number.
    pub fn is_integer(&self) -> bool {
        self.den.is_one()
    }

    /// `1 - self`, the probability of the complementary event.
    ///
    /// # Panics
    /// If `self > 1`. Callers holding a user-supplied value should validate it
    /// first (or use [`Ratio::checked_sub`] on [`Ratio::one`]).
    pub fn complement(&self) -> Ratio {
        match self.den.checked_sub(&self.num) {
            // gcd(d - n, d) = gcd(n, d) = 1, so the result is already reduced.
            Some(rest) => Ratio::from_coprime_or_zero(rest, self.den.clone()),
            None => panic!("complement of {self}, which is greater than 1"),
        }
    }

    fn from_coprime_or_zero(num: Nat, den: Nat) -> Ratio {
        if num.is_zero() {
            Ratio::zero()
        } else {
            Ratio::from_coprime(num, den)
        }
    }

    /// `self - other`, or `None` if the result would be negative.
    pub fn checked_sub(&self, other: &Ratio) -> Option<Ratio> {
        if other.is_zero() {
            return Some(self.clone());
        }
        if self.den == other.den {
            let n = self.num.checked_sub(&other.num)?;
            return Some(Ratio::from_nats(n, self.den.clone()));
        }
        let a = &self.num * &other.den;
        let b = &other.num * &self.den;
        let n = a.checked_sub(&b)?;
        Some(Ratio::from_nats(n, &self.den * &other.den))
    }

    /// `self^exp` (`x^0 = 1`). Powers of coprime parts stay coprime.
    pub fn pow(&self, exp: u32) -> Ratio {
        if exp == 0 {
            return Ratio::one();
        }
        Ratio::from_coprime_or_zero(self.num.pow(exp), self.den.pow(exp))
    }

    /// Nearest `f64`, for display only. Correct (to within about one ulp) even
    /// when numerator and denominator are far beyond `f64` range, e.g.
    /// `5^600 / 6^600`. Values too large for `f64` give infinity.
    pub fn to_f64(&self) -> f64 {
        if self.num.is_zero() {
            return 0.0;
        }
        // Both exactly representable: one correctly rounded division.
        const EXACT: u64 = 1 << 53;
        if let (Some(n), Some(d)) = (self.num.to_u64(), self.den.to_u64())
            && n <= EXACT
            && d <= EXACT
        {
            return n as f64 / d as f64;
        }
        self.to_f64_from_leading_bits()
            .unwrap_or_else(|| self.to_f64_by_division())
    }

    /// The nearest `f64` from the leading 128 bits of the numerator and 64 of the
    /// denominator, without touching the rest: `n/d` lies between two quotients of those,
    /// and when both round to the same `f64` (rounding is monotone) so does `n/d`. `None`
    /// when they straddle a rounding boundary (about one time in a thousand) or the result
    /// is near the ends of the `f64` range; the caller then divides exactly. Printing a
    /// 60-attack distribution converts 183 fractions of 300-odd bits: this is most of them.
    fn to_f64_from_leading_bits(&self) -> Option<f64> {
        let (n_top, n_shift) = self.num.leading_bits(128)?;
        let (d_top, d_shift) = self.den.leading_bits(64)?;
        // n ∈ [n_top, n_top + 1)·2^n_shift, exactly n_top·2^n_shift when moved up; alike d.
        let n_high = if n_shift > 0 {
            n_top.checked_add(1)?
        } else {
            n_top
        };
        let d_high = if d_shift > 0 { d_top + 1 } else { d_top };
        let low = (n_top / d_high) as f64;
        let high = n_high.div_ceil(d_top) as f64;
        if low != high {
            return None;
        }
        let value = ldexp(low, n_shift - d_shift);
        // Scaling by a power of two is exact while the result stays normal.
        (value.is_finite() && value >= pow2(-1000)).then_some(value)
    }

    /// The nearest `f64` by one long division of the scaled numerator.
    fn to_f64_by_division(&self) -> f64 {
        let n = self.num.to_biguint();
        let d = self.den.to_biguint();
        // Scale so the integer quotient q = floor(n * 2^s / d) lies in
        // [2^65, 2^67): 66+ significant bits, comfortably more than f64's 53.
        let shift = 66 + d.bits() as i64 - n.bits() as i64;
        let (n, d) = if shift >= 0 {
            (n << shift as u64, d)
        } else {
            (n, d << shift.unsigned_abs())
        };
        let (q, r) = n.div_rem(&d);
        let q = q
            .to_u128()
            .expect("scaled quotient has at most 67 bits by construction");
        // Fold the remainder into a sticky bit: it sits far below the rounding
        // position, so the u128 -> f64 conversion (round to nearest even) then
        // rounds exactly as the infinite-precision quotient would.
        let mantissa = (q | u128::from(!r.is_zero())) as f64;
        ldexp(mantissa, -shift)
    }
}

/// `x * 2^e` without overflowing the intermediate power of two.
fn ldexp(mut x: f64, mut e: i64) -> f64 {
    const STEP: i64 = 1000;
    while e > STEP {
        x *= pow2(STEP);
        e -= STEP;
        if x.is_infinite() {
            return x;
        }
    }
    while e < -STEP {
        x *= pow2(-STEP);
        e += STEP;
        if x == 0.0 {
            return x;
        }
    }
    x * pow2(e)
}

/// `2^e` for `-1022 <= e <= 1023`, built from its bit pattern.
fn pow2(e: i64) -> f64 {
    debug_assert!((-1022..=1023).contains(&e));
    f64::from_bits(((e + 1023) as u64) << 52)
}

impl Default for Ratio {
    fn default() -> Ratio {
        Ratio::zero()
    }
}

impl Ord for Ratio {
    fn cmp(&self, other: &Ratio) -> Ordering {
        if self.den == other.den {
            return self.num.cmp(&other.num);
        }
        (&self.num * &other.den).cmp(&(&other.num * &self.den))
    }
}

impl PartialOrd for Ratio {
    fn partial_cmp(&self, other: &Ratio) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Ratio {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.den.is_one() {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}

// Debug shows the fraction itself so failed assertions read naturally.
impl fmt::Debug for Ratio {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl From<Nat> for Ratio {
    fn from(n: Nat) -> Ratio {
        Ratio::from_coprime(n, Nat::one())
    }
}

// ---- arithmetic -------------------------------------------------------------

fn add_ref(x: &Ratio, y: &Ratio) -> Ratio {
    if x.is_zero() {
        return y.clone();
    }
    if y.is_zero() {
        return x.clone();
    }
    // Knuth 4.5.1: work modulo g = gcd(b, d) so intermediates stay small.
    let g = x.den.gcd(&y.den);
    if g.is_one() {
        let num = &x.num * &y.den + &y.num * &x.den;
        return Ratio::from_coprime(num, &x.den * &y.den);
    }
    let bg = x.den.div_exact(&g);
    let dg = y.den.div_exact(&g);
    let t = &x.num * &dg + &y.num * &bg;
    let g2 = t.gcd(&g);
    if g2.is_one() {
        Ratio::from_coprime(t, &bg * &y.den)
    } else {
        Ratio::from_coprime(t.div_exact(&g2), &bg * &y.den.div_exact(&g2))
    }
}

fn mul_ref(x: &Ratio, y: &Ratio) -> Ratio {
    if x.is_zero() || y.is_zero() {
        return Ratio::zero();
    }
    // Cross-cancel first so the products are already in lowest terms.
    let g1 = x.num.gcd(&y.den);
    let g2 = y.num.gcd(&x.den);
    let num = x.num.div_exact(&g1) * y.num.div_exact(&g2);
    let den = x.den.div_exact(&g2) * y.den.div_exact(&g1);
    Ratio::from_coprime(num, den)
}

fn div_ref(x: &Ratio, y: &Ratio) -> Ratio {
    assert!(!y.is_zero(), "Ratio division by zero");
    let inv = Ratio::from_coprime(y.den.clone(), y.num.clone());
    mul_ref(x, &inv)
}

fn sub_ref(x: &Ratio, y: &Ratio) -> Ratio {
    match x.checked_sub(y) {
        Some(r) => r,
        None => panic!("Ratio subtraction {x} - {y} would be negative"),
    }
}

macro_rules! forward_binop {
    ($trait:ident, $method:ident, $imp:ident) => {
        impl $trait<&Ratio> for &Ratio {
            type Output = Ratio;
            fn $method(self, other: &Ratio) -> Ratio {
                $imp(self, other)
            }
        }
        impl $trait<Ratio> for Ratio {
            type Output = Ratio;
            fn $method(self, other: Ratio) -> Ratio {
                $imp(&self, &other)
            }
        }
        impl $trait<&Ratio> for Ratio {
            type Output = Ratio;
            fn $method(self, other: &Ratio) -> Ratio {
                $imp(&self, other)
            }
        }
        impl $trait<Ratio> for &Ratio {
            type Output = Ratio;
            fn $method(self, other: Ratio) -> Ratio {
                $imp(self, &other)
            }
        }
    };
}

forward_binop!(Add, add, add_ref);
forward_binop!(Mul, mul, mul_ref);
// Panics on a zero divisor: divisors are probabilities the caller has checked.
forward_binop!(Div, div, div_ref);
// Panics if the result would be negative; use `Ratio::checked_sub` on paths
// fed by user input.
forward_binop!(Sub, sub, sub_ref);

impl std::iter::Sum for Ratio {
    fn sum<I: Iterator<Item = Ratio>>(iter: I) -> Ratio {
        iter.fold(Ratio::zero(), |a, b| &a + &b)
    }
}

impl<'a> std::iter::Sum<&'a Ratio> for Ratio {
    fn sum<I: Iterator<Item = &'a Ratio>>(iter: I) -> Ratio {
        iter.fold(Ratio::zero(), |a, b| &a + b)
    }
}

// ---- parsing ----------------------------------------------------------------

impl FromStr for Ratio {
    type Err = ParseRatioError;

    /// Parses `"n"` or `"a/b"` in decimal digits, whitespace around the whole
    /// and around each part allowed. The result is reduced.
    fn from_str(s: &str) -> Result<Ratio, ParseRatioError> {
        // Re-label part errors with the whole input so messages show context.
        let relabel = |e: ParseRatioError| e.relabel(s);
        let t = s.trim();
        if t.is_empty() {
            return Err(ParseRatioError::empty(s));
        }
        let mut parts = t.split('/');
        let num_text = parts.next().unwrap_or_default();
        let den_text = parts.next();
        if parts.next().is_some() {
            return Err(ParseRatioError::too_many_slashes(s));
        }
        let num: Nat = num_text.parse().map_err(relabel)?;
        let den: Nat = match den_text {
            Some(d) => d.parse().map_err(relabel)?,
            None => Nat::one(),
        };
        if den.is_zero() {
            return Err(ParseRatioError::zero_denominator(s));
        }
        Ok(Ratio::from_nats(num, den))
    }
}

/// Exact value of `n / d` as a BigUint pair, for tests comparing by hand.
#[cfg(test)]
fn parts(r: &Ratio) -> (num_bigint::BigUint, num_bigint::BigUint) {
    (r.num.to_biguint(), r.den.to_biguint())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(s: &str) -> Ratio {
        s.parse().expect("test literal parses")
    }

    #[test]
    fn reduces_and_displays() {
        assert_eq!(Ratio::new(2, 4).to_string(), "1/2");
        assert_eq!(Ratio::new(0, 7).to_string(), "0");
        assert_eq!(Ratio::new(6, 6).to_string(), "1");
        assert_eq!(Ratio::new(14, 2).to_string(), "7");
        assert_eq!(Ratio::new(0, 5), Ratio::zero());
        assert_eq!(*Ratio::new(0, 5).denom(), Nat::one());
        assert_eq!(parts(&Ratio::new(10, 15)), (2u32.into(), 3u32.into()));
        assert!(Ratio::new(3, 3).is_one());
        assert!(Ratio::from_integer(4).is_integer());
    }

    #[test]
    fn parses() {
        assert_eq!(r("1/2"), Ratio::new(1, 2));
        assert_eq!(r(" 4/6 "), Ratio::new(2, 3));
        assert_eq!(r("3 / 9"), Ratio::new(1, 3));
        assert_eq!(r("7"), Ratio::from_integer(7));
        assert_eq!(r("0/5"), Ratio::zero());
        let big = "1/340282366920938463463374607431768211456";
        assert_eq!(r(big).to_string(), big);
        for bad in [
            "", "  ", "1/0", "-1/2", "1/-2", "a", "1/2/3", "1.5", "/2", "2/", "+1",
        ] {
            let e = bad.parse::<Ratio>().expect_err(bad);
            assert_eq!(e.input(), bad);
            assert!(e.to_string().starts_with("invalid number"), "{e}");
        }
        assert!(
            "1/0"
                .parse::<Ratio>()
                .expect_err("zero")
                .to_string()
                .contains("denominator must not be zero")
        );
        assert!(
            "-1".parse::<Ratio>()
                .expect_err("neg")
                .to_string()
                .contains("negative")
        );
    }

    #[test]
    fn arithmetic() {
        let half = Ratio::new(1, 2);
        let third = Ratio::new(1, 3);
        assert_eq!(&half + &third, Ratio::new(5, 6));
        assert_eq!(&half * &third, Ratio::new(1, 6));
        assert_eq!(&half / &third, Ratio::new(3, 2));
        assert_eq!(&half - &third, Ratio::new(1, 6));
        assert_eq!(third.checked_sub(&half), None);
        assert_eq!(half.complement(), half);
        assert_eq!(third.complement(), Ratio::new(2, 3));
        assert_eq!(Ratio::one().complement(), Ratio::zero());
        assert_eq!(Ratio::zero().complement(), Ratio::one());
        assert_eq!(Ratio::new(2, 3).pow(3), Ratio::new(8, 27));
        assert_eq!(Ratio::zero().pow(0), Ratio::one());
        // Knuth path with a shared factor in the denominators.
        assert_eq!(Ratio::new(1, 6) + Ratio::new(1, 10), Ratio::new(4, 15));
        assert_eq!(Ratio::new(1, 6) + Ratio::new(5, 6), Ratio::one());
        assert_eq!(Ratio::new(1, 4) - Ratio::new(1, 4), Ratio::zero());
    }

    #[test]
    #[should_panic(expected = "greater than 1")]
    fn complement_above_one_panics() {
        let _ = Ratio::new(3, 2).complement();
    }

    #[test]
    #[should_panic(expected = "negative")]
    fn sub_negative_panics() {
        let _ = Ratio::new(1, 3) - Ratio::new(1, 2);
    }

    #[test]
    fn ordering_by_value() {
        assert!(Ratio::new(1, 3) < Ratio::new(1, 2));
        assert!(Ratio::new(2, 3) > Ratio::new(3, 5));
        assert_eq!(Ratio::new(2, 4).cmp(&Ratio::new(1, 2)), Ordering::Equal);
        assert!(Ratio::from_integer(2) > Ratio::one());
    }

    #[test]
    fn to_f64_small() {
        assert_eq!(Ratio::new(1, 2).to_f64(), 0.5);
        assert_eq!(Ratio::new(1, 3).to_f64(), 1.0 / 3.0);
        assert_eq!(Ratio::zero().to_f64(), 0.0);
        assert_eq!(Ratio::from_integer(u64::MAX).to_f64(), u64::MAX as f64);
        assert_eq!(Ratio::new(u64::MAX, 3).to_f64(), u64::MAX as f64 / 3.0);
    }

    /// The quick float from leading bits, wherever it answers, is the long division's: over
    /// fractions of 1 to 700 bits each side, from a fixed generator (an LCG).
    #[test]
    fn to_f64_from_leading_bits_is_the_divisions() {
        let mut state = 0x9E37_79B9_7F4A_7C15_u64;
        let mut next = || {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            state
        };
        let number = |next: &mut dyn FnMut() -> u64| {
            let bits = next() % 700 + 1;
            let mut limbs: Vec<u64> = (0..bits.div_ceil(64)).map(|_| next()).collect();
            let spare = limbs.len() as u64 * 64 - bits;
            *limbs.last_mut().expect("at least one limb") >>= spare;
            let n = Nat::from_u64_digits(&limbs);
            if n.is_zero() { Nat::one() } else { n }
        };
        let (mut answered, mut asked) = (0, 0);
        for _ in 0..20_000 {
            let n = number(&mut next);
            let d = number(&mut next);
            let p = Ratio::from_nats(n, d);
            asked += 1;
            if let Some(quick) = p.to_f64_from_leading_bits() {
                answered += 1;
                assert_eq!(quick, p.to_f64_by_division(), "{p}");
            }
        }
        // It must answer nearly always, or it buys nothing.
        assert!(answered * 100 >= asked * 95, "{answered} of {asked}");
        // Powers of 5/6: the chain's fractions, whose parts are smooth.
        for k in 1..400 {
            let p = Ratio::new(5, 6).pow(k);
            for q in [p.clone(), p.complement()] {
                if let Some(quick) = q.to_f64_from_leading_bits() {
                    assert_eq!(quick, q.to_f64_by_division(), "(5/6)^{k}");
                }
            }
        }
    }

    #[test]
    fn to_f64_huge() {
        // (5/6)^600 ~ 3.1e-48: both parts are ~1500-bit integers.
        let p = Ratio::new(5, 6).pow(600);
        let expect = (600.0 * (5.0f64 / 6.0).ln()).exp();
        let got = p.to_f64();
        assert!(got.is_finite() && got > 0.0);
        assert!(((got - expect) / expect).abs() < 1e-12, "{got} vs {expect}");
        // Its complement is almost 1 and must not round to something odd.
        assert_eq!(p.complement().to_f64(), 1.0);
        // Exactly representable huge/huge values come out exact.
        let two = Nat::from(2u64);
        let exact = Ratio::from_nats(Nat::from(3u64) * two.pow(700), two.pow(702));
        assert_eq!(exact.to_f64(), 0.75);
        let odd = Ratio::from_nats(Nat::from(3u64), two.pow(702));
        assert_eq!(odd.to_f64(), 3.0 * 2f64.powi(-702));
        let tiny = Ratio::from_nats(Nat::one(), two.pow(1070));
        // 2^-1070 is subnormal: 16 times the smallest positive f64.
        assert_eq!(tiny.to_f64(), f64::from_bits(16));
        let huge = Ratio::from_nats(two.pow(1000) * Nat::from(3u64), Nat::from(7u64));
        let expect = 2f64.powi(1000) * 3.0 / 7.0;
        assert!(((huge.to_f64() - expect) / expect).abs() < 1e-15);
        assert_eq!(
            Ratio::from_nats(two.pow(1100), Nat::one()).to_f64(),
            f64::INFINITY
        );
    }

    #[test]
    fn to_f64_correctly_rounded() {
        // Big, unreducible parts whose quotient is a hair above a value whose
        // f64 rounding is known: the big path must agree with f64's own.
        let ten40 = Nat::from(10u64).pow(40);
        let y = Ratio::from_nats(&ten40 + &Nat::one(), &ten40 * &Nat::from(7u64));
        assert!(y.numer().bits() > 64);
        assert_eq!(y.to_f64(), 1.0 / 7.0);
        let two = Nat::from(2u64);
        let h = Ratio::from_nats(two.pow(700) + Nat::one(), two.pow(701));
        assert_eq!(h.to_f64(), 0.5);
        let t = Ratio::from_nats(
            Nat::from(3u64).pow(300) + Nat::one(),
            Nat::from(3u64).pow(301),
        );
        assert_eq!(t.to_f64(), 1.0 / 3.0);
    }
}
