//! `Nat`: non-negative arbitrary-size integers with an inline `u128` fast path.
//!
//! Almost every weight in a dice distribution fits in 128 bits, so arithmetic
//! runs on plain `u128` with checked operations and only falls back to a heap
//! allocated [`BigUint`] when a result overflows. The representation is
//! canonical: a value that fits in `u128` is always stored inline, so equality
//! and hashing can be structural.
//!
//! Why our own and not a maintained crate that also stores small values inline: measured with
//! `cargo bench --bench bignum` against dashu (`UBig`/`RBig`, MIT/Apache-2.0), criterion
//! medians on the 2-core dev machine, 2026-12-01. On what every answer does — exact sums of
//! fractions over a dice denominator and printing them reduced — ours is as fast or faster
//! (sum of 21 / 61 / 201 binomial probabilities: 5.2 / 39.7 / 347 µs against dashu's 6.9 / 40.5 /
//! 443 µs; printing them: 3.5 / 24.7 / 212 µs against 6.9 / 43.9 / 417 µs, thanks to the smooth
//! reduction below). dashu wins raw big-integer products past 128 bits (the integer weights of
//! 200 dice: 43 µs against our 82 µs, num-bigint's multiplication), but the hot loops of the
//! chain run on fixed-width `Wide` integers, not here. Switching would cost the smooth
//! reduction and buy nothing measurable, so `Nat` stays; re-run the bench before changing that.

use std::cmp::Ordering;
use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Mul, MulAssign};
use std::str::FromStr;

use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::ToPrimitive;

use super::ratio::ParseRatioError;

/// A non-negative integer of unbounded size.
//
// Invariant: values that fit in a `u128` are always `Repr::Small`; only larger
// values are `Repr::Big`. Every constructor goes through `Nat::from_big` or
// produces a result that is provably above `u128::MAX`, which keeps the
// derived `PartialEq`/`Hash` equal to equality by value.
#[derive(PartialEq, Eq, Hash)]
pub struct Nat(Repr);

#[derive(Clone, PartialEq, Eq, Hash)]
enum Repr {
    Small(u128),
    Big(BigUint),
}

use Repr::{Big, Small};

impl Nat {
    /// The number 0.
    pub const fn zero() -> Nat {
        Nat(Small(0))
    }

    /// The number 1.
    pub const fn one() -> Nat {
        Nat(Small(1))
    }

    /// Whether this is 0.
    pub fn is_zero(&self) -> bool {
        matches!(self.0, Small(0))
    }

    /// Whether this is 1.
    pub fn is_one(&self) -> bool {
        matches!(self.0, Small(1))
    }

    /// Wraps a `BigUint`, moving it inline when it fits (keeps the invariant).
    fn from_big(b: BigUint) -> Nat {
        match b.to_u128() {
            Some(v) => Nat(Small(v)),
            None => Nat(Big(b)),
        }
    }

    /// `self - other`, or `None` when `other > self`.
    pub fn checked_sub(&self, other: &Nat) -> Option<Nat> {
        match (&self.0, &other.0) {
            (Small(a), Small(b)) => a.checked_sub(*b).map(|v| Nat(Small(v))),
            // A Big is always above every Small.
            (Small(_), Big(_)) => None,
            (Big(a), Small(b)) => Some(Nat::from_big(a - *b)),
            (Big(a), Big(b)) => {
                if a < b {
                    None
                } else {
                    Some(Nat::from_big(a - b))
                }
            }
        }
    }

    /// `self - other` where the caller has proved `other <= self`.
    ///
    /// # Panics
    /// If `other > self`: that is a broken invariant in the caller, not a user
    /// error (e.g. a cumulative weight that decreased).
    pub(crate) fn sub_invariant(&self, other: &Nat) -> Nat {
        match self.checked_sub(other) {
            Some(v) => v,
            None => panic!("Nat subtraction underflow: {other} > {self} (invariant violated)"),
        }
    }

    /// Greatest common divisor; `gcd(0, x) = x`.
    pub fn gcd(&self, other: &Nat) -> Nat {
        // The same denominator meets itself in most mixtures: no work.
        if self == other {
            return self.clone();
        }
        match (&self.0, &other.0) {
            (Small(a), Small(b)) => Nat(Small(gcd_u128(*a, *b))),
            // One Euclid step brings the big operand below the small one, after
            // which the rest runs on machine words.
            (Big(a), Small(b)) | (Small(b), Big(a)) => {
                if *b == 0 {
                    Nat(Big(a.clone()))
                } else {
                    let r = (a % *b)
                        .to_u128()
                        .expect("remainder of division by a u128 fits in u128");
                    Nat(Small(gcd_u128(*b, r)))
                }
            }
            (Big(a), Big(b)) => smooth_gcd(a, b)
                .or_else(|| smooth_gcd(b, a))
                .unwrap_or_else(|| {
                    Nat::from_big(limbs_to_big(&binary_gcd_limbs(
                        a.to_u64_digits(),
                        b.to_u64_digits(),
                    )))
                }),
        }
    }

    /// Least common multiple; `lcm(0, x) = 0`.
    pub fn lcm(&self, other: &Nat) -> Nat {
        if self.is_zero() || other.is_zero() {
            return Nat::zero();
        }
        if self == other || other.is_one() {
            return self.clone();
        }
        if self.is_one() {
            return other.clone();
        }
        // Divide before multiplying so the intermediate stays as small as the result.
        let g = self.gcd(other);
        &self.div_exact(&g) * other
    }

    /// `self / divisor` for a division known to be exact.
    ///
    /// # Panics
    /// If `divisor` is 0. In debug builds also if the division leaves a
    /// remainder (a caller invariant); release builds return the truncated
    /// quotient.
    pub fn div_exact(&self, divisor: &Nat) -> Nat {
        debug_assert!(
            self.div_rem(divisor).1.is_zero(),
            "div_exact: {divisor} does not divide {self}"
        );
        if divisor.is_one() {
            return self.clone();
        }
        if self == divisor {
            return Nat::one();
        }
        match (&self.0, &divisor.0) {
            (_, Small(0)) => panic!("Nat division by zero"),
            (Small(a), Small(b)) => Nat(Small(a / b)),
            (Small(_), Big(_)) => Nat::zero(),
            (Big(a), Small(b)) => Nat::from_big(a / *b),
            (Big(a), Big(b)) => Nat::from_big(a / b),
        }
    }

    /// Quotient and remainder.
    ///
    /// # Panics
    /// If `divisor` is 0.
    pub fn div_rem(&self, divisor: &Nat) -> (Nat, Nat) {
        match (&self.0, &divisor.0) {
            (_, Small(0)) => panic!("Nat division by zero"),
            (Small(a), Small(b)) => (Nat(Small(a / b)), Nat(Small(a % b))),
            (Small(_), Big(_)) => (Nat::zero(), self.clone()),
            (Big(a), Small(b)) => {
                let (q, r) = a.div_rem(&BigUint::from(*b));
                (Nat::from_big(q), Nat::from_big(r))
            }
            (Big(a), Big(b)) => {
                let (q, r) = a.div_rem(b);
                (Nat::from_big(q), Nat::from_big(r))
            }
        }
    }

    /// `self` raised to `exp` (`x^0 = 1`, including `0^0`).
    pub fn pow(&self, exp: u32) -> Nat {
        match &self.0 {
            Small(a) => match a.checked_pow(exp) {
                Some(v) => Nat(Small(v)),
                None => Nat(Big(BigUint::from(*a).pow(exp))),
            },
            Big(a) => Nat::from_big(a.pow(exp)),
        }
    }

    /// Number of significant bits (0 for 0).
    pub fn bits(&self) -> u64 {
        match &self.0 {
            Small(a) => u64::from(128 - a.leading_zeros()),
            Big(a) => a.bits(),
        }
    }

    /// The value as a `u64`, if it fits.
    pub fn to_u64(&self) -> Option<u64> {
        match &self.0 {
            Small(a) => u64::try_from(*a).ok(),
            Big(_) => None,
        }
    }

    /// The value as a `u128`, if it fits.
    pub fn to_u128(&self) -> Option<u128> {
        match &self.0 {
            Small(a) => Some(*a),
            Big(_) => None,
        }
    }

    /// Writes the little-endian base-2³² digits into `out`, which the caller
    /// has zeroed and sized to hold them (a packing helper for Kronecker
    /// substitution in `Dist`).
    pub(crate) fn write_u32_digits(&self, out: &mut [u32]) {
        match &self.0 {
            Small(v) => {
                let mut v = *v;
                for d in out.iter_mut() {
                    if v == 0 {
                        break;
                    }
                    *d = v as u32; // keep the low 32 bits: that is the digit
                    v >>= 32;
                }
                debug_assert_eq!(v, 0, "slot too narrow for {self}");
            }
            Big(b) => {
                debug_assert!(b.bits() <= 32 * out.len() as u64, "slot too narrow");
                for (d, x) in out.iter_mut().zip(b.iter_u32_digits()) {
                    *d = x;
                }
            }
        }
    }

    /// Writes the number as little-endian u64 limbs into `out`, which the caller has zeroed
    /// and sized to hold it.
    pub(crate) fn write_u64_digits(&self, out: &mut [u64]) {
        match &self.0 {
            Small(v) => {
                out[0] = *v as u64;
                if *v >> 64 != 0 {
                    out[1] = (*v >> 64) as u64;
                }
            }
            Big(b) => {
                for (d, x) in out.iter_mut().zip(b.iter_u64_digits()) {
                    *d = x;
                }
            }
        }
    }

    /// Reads a number from little-endian u64 limbs.
    pub(crate) fn from_u64_digits(limbs: &[u64]) -> Nat {
        let len = limbs.iter().rposition(|&d| d != 0).map_or(0, |i| i + 1);
        match len {
            0 => Nat::zero(),
            1 => Nat(Small(u128::from(limbs[0]))),
            2 => Nat(Small(u128::from(limbs[1]) << 64 | u128::from(limbs[0]))),
            _ => Nat(Big(limbs_to_big(&limbs[..len]))),
        }
    }

    /// Reads a number from little-endian base-2³² digits.
    pub(crate) fn from_u32_digits(digits: &[u32]) -> Nat {
        let len = digits.iter().rposition(|&d| d != 0).map_or(0, |i| i + 1);
        if len <= 4 {
            let v = digits[..len]
                .iter()
                .rev()
                .fold(0u128, |acc, &d| (acc << 32) | u128::from(d));
            Nat(Small(v))
        } else {
            Nat(Big(BigUint::from_slice(&digits[..len])))
        }
    }

    /// The value as a `BigUint`.
    pub fn to_biguint(&self) -> BigUint {
        match &self.0 {
            Small(a) => BigUint::from(*a),
            Big(a) => a.clone(),
        }
    }
}

/// The odd primes of dice denominators (a d6 gives 2 and 3; a d10 or a d20 gives 5), each with
/// the largest power of it that fits in a u64 and that exponent.
const SMOOTH_PRIMES: [(u64, u32); 3] = [(3, 40), (5, 27), (7, 22)];

/// How many times `p` divides the number of little-endian `limbs`, at most `cap`; the limbs
/// are divided by that power. Works in chunks of p^k that fit a machine word (`most` is the
/// largest such k), dividing in place, so a 600-digit power of 3 takes a few dozen single-word
/// passes and no allocation.
fn valuation(limbs: &mut Vec<u64>, p: u64, most: u32, cap: u32) -> u32 {
    let mut e = 0;
    let mut k = most;
    while k >= 1 && e < cap && !limbs.is_empty() {
        let step = k.min(cap - e);
        let pk = p.pow(step);
        if rem_word(limbs, pk) == 0 {
            div_word_in_place(limbs, pk);
            e += step;
        } else {
            k = step / 2;
        }
    }
    e
}

fn rem_word(limbs: &[u64], d: u64) -> u64 {
    limbs.iter().rev().fold(0u64, |r, &l| {
        ((u128::from(r) << 64 | u128::from(l)) % u128::from(d)) as u64
    })
}

fn div_word_in_place(limbs: &mut Vec<u64>, d: u64) {
    let mut r = 0u128;
    for l in limbs.iter_mut().rev() {
        let cur = r << 64 | u128::from(*l);
        *l = (cur / u128::from(d)) as u64;
        r = cur % u128::from(d);
    }
    trim(limbs);
}

/// gcd(x, d) when d is a product of 2, 3, 5 and 7 only — every denominator a dice distribution
/// has — as the product of each prime to the smaller of its powers in x and d: a few
/// single-word divisions instead of a binary gcd that is quadratic in the length. `None` when d
/// has another prime factor.
fn smooth_gcd(x: &BigUint, d: &BigUint) -> Option<Nat> {
    let (twos_d, powers) = smooth_factors(d)?;
    let twos = x.trailing_zeros().unwrap_or(twos_d).min(twos_d);
    let mut g = BigUint::from(1u32) << twos;
    let mut x_rest = x.to_u64_digits();
    for (i, &(p, most)) in SMOOTH_PRIMES.iter().enumerate() {
        if powers[i] > 0 {
            let e = valuation(&mut x_rest, p, most, powers[i]);
            g *= BigUint::from(p).pow(e);
        }
    }
    Some(Nat::from_big(g))
}

/// `num / den` in lowest terms when `den` is a big product of 2, 3, 5 and 7: the common powers
/// of each prime are found by valuation and divided out of both in place, one machine word at
/// a time — no gcd and no long division. `None` for other denominators.
pub(crate) fn reduce_smooth(num: &Nat, den: &Nat) -> Option<(Nat, Nat)> {
    let Big(d) = &den.0 else {
        return None;
    };
    let (twos_d, powers) = smooth_factors(d)?;
    let mut n = limbs_of(num);
    let mut d = d.to_u64_digits();
    let twos = trailing_zeros(&n).min(twos_d);
    shr_in_place(&mut n, twos);
    shr_in_place(&mut d, twos);
    for (i, &(p, most)) in SMOOTH_PRIMES.iter().enumerate() {
        if powers[i] == 0 {
            continue;
        }
        let e = valuation(&mut n, p, most, powers[i]);
        // d has at least e factors of p: divide them out the same way.
        let mut left = e;
        while left > 0 {
            let step = left.min(most);
            div_word_in_place(&mut d, p.pow(step));
            left -= step;
        }
    }
    Some((Nat::from_u64_digits(&n), Nat::from_u64_digits(&d)))
}

fn limbs_of(x: &Nat) -> Vec<u64> {
    match &x.0 {
        Small(v) => {
            let mut l = vec![*v as u64, (*v >> 64) as u64];
            trim(&mut l);
            l
        }
        Big(b) => b.to_u64_digits(),
    }
}

/// The powers of 2, 3, 5 and 7 whose product is `d`, or `None` when `d` has another prime
/// factor. The last answer is remembered: printing a distribution reduces every one of its
/// probabilities over the same denominator.
fn smooth_factors(d: &BigUint) -> Option<(u64, [u32; 3])> {
    type Memo = Option<(BigUint, Option<(u64, [u32; 3])>)>;
    thread_local! {
        static LAST: std::cell::RefCell<Memo> = const { std::cell::RefCell::new(None) };
    }
    if let Some(known) = LAST.with(|m| match &*m.borrow() {
        Some((last, f)) if last == d => Some(*f),
        _ => None,
    }) {
        return known;
    }
    let factors = (|| {
        let twos = d.trailing_zeros()?;
        let mut rest = (d >> twos).to_u64_digits();
        let mut powers = [0u32; 3];
        for (i, &(p, most)) in SMOOTH_PRIMES.iter().enumerate() {
            powers[i] = valuation(&mut rest, p, most, u32::MAX);
        }
        (rest == [1]).then_some((twos, powers))
    })();
    LAST.with(|m| *m.borrow_mut() = Some((d.clone(), factors)));
    factors
}

/// Binary GCD on machine words (no divisions, so it is quick even for 128 bits).
/// Binary gcd on little-endian u64 limbs, in place. num-bigint's own gcd allocates a new
/// number on every shift; for the few-hundred-bit numbers of dice denominators that made the
/// gcds of printing a distribution most of a run. Switches to `gcd_u128` once both fit.
fn binary_gcd_limbs(mut a: Vec<u64>, mut b: Vec<u64>) -> Vec<u64> {
    trim(&mut a);
    trim(&mut b);
    if a.is_empty() {
        return b;
    }
    if b.is_empty() {
        return a;
    }
    let shift = trailing_zeros(&a).min(trailing_zeros(&b));
    let za = trailing_zeros(&a);
    shr_in_place(&mut a, za);
    loop {
        let zb = trailing_zeros(&b);
        shr_in_place(&mut b, zb);
        if a.len() <= 2 && b.len() <= 2 {
            let g = gcd_u128(to_u128(&a), to_u128(&b));
            let mut g = vec![g as u64, (g >> 64) as u64];
            trim(&mut g);
            shl_in_place(&mut g, shift);
            return g;
        }
        // Both odd: subtract the smaller from the larger, which leaves an even number.
        if cmp_limbs(&a, &b) == std::cmp::Ordering::Greater {
            std::mem::swap(&mut a, &mut b);
        }
        sub_in_place(&mut b, &a);
        if b.is_empty() {
            shl_in_place(&mut a, shift);
            return a;
        }
    }
}

fn trim(x: &mut Vec<u64>) {
    while x.last() == Some(&0) {
        x.pop();
    }
}

fn to_u128(x: &[u64]) -> u128 {
    x.iter()
        .rev()
        .fold(0u128, |acc, &l| (acc << 64) | u128::from(l))
}

fn trailing_zeros(x: &[u64]) -> u64 {
    let mut bits = 0;
    for &limb in x {
        if limb == 0 {
            bits += 64;
        } else {
            return bits + u64::from(limb.trailing_zeros());
        }
    }
    bits
}

fn shr_in_place(x: &mut Vec<u64>, bits: u64) {
    let words = (bits / 64) as usize;
    let rest = (bits % 64) as u32;
    if words > 0 {
        x.drain(..words.min(x.len()));
    }
    if rest > 0 {
        let n = x.len();
        for i in 0..n {
            let high = if i + 1 < n {
                x[i + 1] << (64 - rest)
            } else {
                0
            };
            x[i] = (x[i] >> rest) | high;
        }
    }
    trim(x);
}

fn shl_in_place(x: &mut Vec<u64>, bits: u64) {
    if x.is_empty() || bits == 0 {
        return;
    }
    let words = (bits / 64) as usize;
    let rest = (bits % 64) as u32;
    if rest > 0 {
        let mut carry = 0u64;
        for limb in x.iter_mut() {
            let next = *limb >> (64 - rest);
            *limb = (*limb << rest) | carry;
            carry = next;
        }
        if carry != 0 {
            x.push(carry);
        }
    }
    if words > 0 {
        x.splice(0..0, std::iter::repeat_n(0, words));
    }
}

fn cmp_limbs(a: &[u64], b: &[u64]) -> std::cmp::Ordering {
    a.len()
        .cmp(&b.len())
        .then_with(|| a.iter().rev().cmp(b.iter().rev()))
}

/// `b -= a` for `b ≥ a`.
fn sub_in_place(b: &mut Vec<u64>, a: &[u64]) {
    let mut borrow = false;
    for (i, limb) in b.iter_mut().enumerate() {
        let (d1, o1) = limb.overflowing_sub(a.get(i).copied().unwrap_or(0));
        let (d2, o2) = d1.overflowing_sub(u64::from(borrow));
        *limb = d2;
        borrow = o1 || o2;
    }
    debug_assert!(!borrow, "sub_in_place needs b >= a");
    trim(b);
}

fn limbs_to_big(x: &[u64]) -> BigUint {
    let halves: Vec<u32> = x
        .iter()
        .flat_map(|&l| [l as u32, (l >> 32) as u32])
        .collect();
    BigUint::new(halves)
}

fn gcd_u128(mut a: u128, mut b: u128) -> u128 {
    if a == 0 {
        return b;
    }
    if b == 0 {
        return a;
    }
    let shift = (a | b).trailing_zeros();
    a >>= a.trailing_zeros();
    loop {
        b >>= b.trailing_zeros();
        if a > b {
            std::mem::swap(&mut a, &mut b);
        }
        b -= a;
        if b == 0 {
            return a << shift;
        }
    }
}

impl Clone for Nat {
    fn clone(&self) -> Nat {
        Nat(self.0.clone())
    }

    // Reuses the heap buffer when both sides are big: the polynomial loops in
    // `Dist` copy big weights around and this avoids an allocation per copy.
    fn clone_from(&mut self, source: &Nat) {
        match (&mut self.0, &source.0) {
            (Big(a), Big(b)) => a.clone_from(b),
            _ => *self = source.clone(),
        }
    }
}

impl Default for Nat {
    fn default() -> Nat {
        Nat::zero()
    }
}

impl Ord for Nat {
    fn cmp(&self, other: &Nat) -> Ordering {
        match (&self.0, &other.0) {
            (Small(a), Small(b)) => a.cmp(b),
            (Small(_), Big(_)) => Ordering::Less,
            (Big(_), Small(_)) => Ordering::Greater,
            (Big(a), Big(b)) => a.cmp(b),
        }
    }
}

impl PartialOrd for Nat {
    fn partial_cmp(&self, other: &Nat) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Nat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Small(a) => fmt::Display::fmt(a, f),
            Big(a) => fmt::Display::fmt(a, f),
        }
    }
}

// Debug prints the plain number so assertion failures stay readable.
impl fmt::Debug for Nat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl From<u32> for Nat {
    fn from(v: u32) -> Nat {
        Nat(Small(u128::from(v)))
    }
}

impl From<u64> for Nat {
    fn from(v: u64) -> Nat {
        Nat(Small(u128::from(v)))
    }
}

impl From<u128> for Nat {
    fn from(v: u128) -> Nat {
        Nat(Small(v))
    }
}

impl From<BigUint> for Nat {
    fn from(v: BigUint) -> Nat {
        Nat::from_big(v)
    }
}

impl From<Nat> for BigUint {
    fn from(v: Nat) -> BigUint {
        match v.0 {
            Small(a) => BigUint::from(a),
            Big(a) => a,
        }
    }
}

impl FromStr for Nat {
    type Err = ParseRatioError;

    /// Parses a decimal number made of ASCII digits only (surrounding
    /// whitespace allowed; no sign, no `_` separators).
    fn from_str(s: &str) -> Result<Nat, ParseRatioError> {
        let t = s.trim();
        if t.is_empty() {
            return Err(ParseRatioError::empty(s));
        }
        if t.starts_with('-') {
            return Err(ParseRatioError::negative(s));
        }
        if !t.bytes().all(|b| b.is_ascii_digit()) {
            return Err(ParseRatioError::not_a_number(s));
        }
        if let Ok(v) = t.parse::<u128>() {
            return Ok(Nat(Small(v)));
        }
        BigUint::parse_bytes(t.as_bytes(), 10)
            .map(Nat::from_big)
            .ok_or_else(|| ParseRatioError::not_a_number(s))
    }
}

// ---- arithmetic -------------------------------------------------------------

fn add_ref(a: &Nat, b: &Nat) -> Nat {
    match (&a.0, &b.0) {
        (Small(x), Small(y)) => match x.checked_add(*y) {
            Some(v) => Nat(Small(v)),
            None => Nat(Big(BigUint::from(*x) + *y)),
        },
        // Big + anything stays above u128::MAX, so no normalisation needed.
        (Big(x), Small(y)) | (Small(y), Big(x)) => Nat(Big(x + *y)),
        (Big(x), Big(y)) => Nat(Big(x + y)),
    }
}

fn mul_ref(a: &Nat, b: &Nat) -> Nat {
    match (&a.0, &b.0) {
        (Small(x), Small(y)) => match x.checked_mul(*y) {
            Some(v) => Nat(Small(v)),
            None => Nat(Big(BigUint::from(*x) * *y)),
        },
        // Multiplying by 0 is the only way a Big product can become small.
        (Big(_), Small(0)) | (Small(0), Big(_)) => Nat::zero(),
        (Big(x), Small(y)) | (Small(y), Big(x)) => Nat(Big(x * *y)),
        (Big(x), Big(y)) => Nat(Big(x * y)),
    }
}

impl AddAssign<&Nat> for Nat {
    fn add_assign(&mut self, other: &Nat) {
        match (&mut self.0, &other.0) {
            (Small(x), Small(y)) => match x.checked_add(*y) {
                Some(v) => *x = v,
                None => self.0 = Big(BigUint::from(*x) + *y),
            },
            // In place: reuses the existing buffer.
            (Big(x), Small(y)) => *x += *y,
            (Big(x), Big(y)) => *x += y,
            (Small(x), Big(y)) => self.0 = Big(y + *x),
        }
    }
}

impl AddAssign<Nat> for Nat {
    fn add_assign(&mut self, other: Nat) {
        match (&mut self.0, other.0) {
            (Small(x), Big(mut y)) => {
                y += *x;
                self.0 = Big(y);
            }
            (_, o) => *self += &Nat(o),
        }
    }
}

impl MulAssign<&Nat> for Nat {
    fn mul_assign(&mut self, other: &Nat) {
        match (&mut self.0, &other.0) {
            (Big(_), Small(0)) => *self = Nat::zero(),
            // Scalar multiplication is in place in num-bigint.
            (Big(x), Small(y)) => *x *= *y,
            _ => *self = mul_ref(self, other),
        }
    }
}

impl MulAssign<Nat> for Nat {
    fn mul_assign(&mut self, other: Nat) {
        *self *= &other;
    }
}

impl Add<&Nat> for &Nat {
    type Output = Nat;
    fn add(self, other: &Nat) -> Nat {
        add_ref(self, other)
    }
}

impl Add<Nat> for Nat {
    type Output = Nat;
    fn add(mut self, other: Nat) -> Nat {
        self += other;
        self
    }
}

impl Add<&Nat> for Nat {
    type Output = Nat;
    fn add(mut self, other: &Nat) -> Nat {
        self += other;
        self
    }
}

impl Add<Nat> for &Nat {
    type Output = Nat;
    fn add(self, mut other: Nat) -> Nat {
        other += self;
        other
    }
}

impl Mul<&Nat> for &Nat {
    type Output = Nat;
    fn mul(self, other: &Nat) -> Nat {
        mul_ref(self, other)
    }
}

impl Mul<Nat> for Nat {
    type Output = Nat;
    fn mul(mut self, other: Nat) -> Nat {
        self *= &other;
        self
    }
}

impl Mul<&Nat> for Nat {
    type Output = Nat;
    fn mul(mut self, other: &Nat) -> Nat {
        self *= other;
        self
    }
}

impl Mul<Nat> for &Nat {
    type Output = Nat;
    fn mul(self, mut other: Nat) -> Nat {
        other *= self;
        other
    }
}

impl<'a> Sum<&'a Nat> for Nat {
    fn sum<I: Iterator<Item = &'a Nat>>(iter: I) -> Nat {
        let mut acc = Nat::zero();
        for x in iter {
            acc += x;
        }
        acc
    }
}

impl Sum<Nat> for Nat {
    fn sum<I: Iterator<Item = Nat>>(iter: I) -> Nat {
        let mut acc = Nat::zero();
        for x in iter {
            acc += x;
        }
        acc
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn big(v: u128) -> BigUint {
        BigUint::from(v)
    }

    #[test]
    fn small_arithmetic() {
        let a = Nat::from(12u64);
        let b = Nat::from(18u32);
        assert_eq!(&a + &b, Nat::from(30u64));
        assert_eq!(&a * &b, Nat::from(216u64));
        assert_eq!(a.gcd(&b), Nat::from(6u64));
        assert_eq!(a.lcm(&b), Nat::from(36u64));
        assert_eq!(b.checked_sub(&a), Some(Nat::from(6u64)));
        assert_eq!(a.checked_sub(&b), None);
        assert_eq!(b.div_rem(&a), (Nat::one(), Nat::from(6u64)));
        assert_eq!(Nat::from(216u64).div_exact(&a), b);
        assert_eq!(Nat::from(3u64).pow(4), Nat::from(81u64));
        assert_eq!(Nat::zero().pow(0), Nat::one());
        assert!(Nat::zero().is_zero() && Nat::one().is_one());
        assert_eq!(Nat::zero().bits(), 0);
        assert_eq!(Nat::from(8u64).bits(), 4);
    }

    #[test]
    fn overflow_goes_big_and_comes_back() {
        let max = Nat::from(u128::MAX);
        let over = &max + &Nat::one();
        assert_eq!(over.to_biguint(), big(u128::MAX) + 1u32);
        assert!(matches!(over.0, Big(_)));
        assert_eq!(over.bits(), 129);
        // Subtracting back must land in the inline representation again.
        let back = over.checked_sub(&Nat::one()).expect("no underflow");
        assert!(matches!(back.0, Small(_)));
        assert_eq!(back, max);
        // Division back down is normalised too.
        let sq = &max * &max;
        assert_eq!(sq.to_biguint(), big(u128::MAX) * big(u128::MAX));
        let q = sq.div_exact(&max);
        assert!(matches!(q.0, Small(_)));
        assert_eq!(q, max);
        // Big times zero is the small zero.
        assert_eq!(&sq * &Nat::zero(), Nat::zero());
        let mut s = sq.clone();
        s *= &Nat::zero();
        assert!(s.is_zero());
    }

    #[test]
    fn ordering_and_hash_by_value() {
        use std::collections::HashSet;
        let big_a = Nat::from(u128::MAX) + Nat::from(5u64);
        let big_b = Nat::from(BigUint::from(u128::MAX) + 5u32);
        assert_eq!(big_a, big_b);
        let small = Nat::from(BigUint::from(7u32));
        assert_eq!(small, Nat::from(7u64));
        assert!(small < big_a);
        let set: HashSet<Nat> = [big_a, big_b, small.clone(), Nat::from(7u32)]
            .into_iter()
            .collect();
        assert_eq!(set.len(), 2);
    }

    #[test]
    fn gcd_mixed() {
        let six_pow = Nat::from(6u64).pow(100);
        assert_eq!(six_pow.gcd(&Nat::from(4u64)), Nat::from(4u64));
        assert_eq!(Nat::from(9u64).gcd(&six_pow), Nat::from(9u64));
        assert_eq!(six_pow.gcd(&Nat::zero()), six_pow);
        assert_eq!(
            six_pow.gcd(&Nat::from(3u64).pow(150)),
            Nat::from(3u64).pow(100)
        );
    }

    #[test]
    fn smooth_denominators_take_the_short_way_to_the_same_gcd() {
        use num_integer::Integer;
        let n = |b: u64, e: u32| Nat::from(b).pow(e);
        let cases = [
            // Dice denominators against numerators with and without common factors.
            (&n(6, 300) * &Nat::from(35u64), &n(6, 250) * &n(5, 30)),
            (&n(2, 200) * &n(3, 45), n(6, 300)),
            (&n(3, 81) * &Nat::from(1_000_003u64), &n(3, 200) * &n(7, 60)),
            (&n(6, 90) + &Nat::one(), n(6, 300)),
            // Neither side smooth: the binary gcd.
            (&n(6, 90) * &n(11, 40), &n(13, 50) * &n(11, 45)),
            (&n(10, 50) * &n(7, 23), &n(10, 60) * &n(7, 22)),
        ];
        for (a, b) in cases {
            let expected = a.to_biguint().gcd(&b.to_biguint());
            assert_eq!(a.gcd(&b).to_biguint(), expected, "gcd({a}, {b})");
            assert_eq!(b.gcd(&a).to_biguint(), expected, "gcd({b}, {a})");
        }
    }

    #[test]
    fn parse_and_display() {
        let s = "340282366920938463463374607431768211456"; // 2^128
        let n: Nat = s.parse().expect("valid");
        assert_eq!(n.to_string(), s);
        assert_eq!(n, Nat::from(2u64).pow(128));
        assert_eq!(" 42 ".parse::<Nat>(), Ok(Nat::from(42u64)));
        assert!("".parse::<Nat>().is_err());
        assert!("-1".parse::<Nat>().is_err());
        assert!("1_000".parse::<Nat>().is_err());
        assert!("+5".parse::<Nat>().is_err());
        assert_eq!(format!("{n:?}"), s);
    }

    #[test]
    fn u32_digit_round_trip() {
        for n in [
            Nat::zero(),
            Nat::from(7u64),
            Nat::from(u128::MAX),
            Nat::from(3u64).pow(300),
        ] {
            let mut buf = vec![0u32; 16];
            n.write_u32_digits(&mut buf);
            assert_eq!(Nat::from_u32_digits(&buf), n);
        }
    }

    #[test]
    fn to_u64_bounds() {
        assert_eq!(Nat::from(u64::MAX).to_u64(), Some(u64::MAX));
        assert_eq!((Nat::from(u64::MAX) + Nat::one()).to_u64(), None);
    }
}
