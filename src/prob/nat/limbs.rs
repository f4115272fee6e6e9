//! `Nat`'s word-level work on little-endian `u64` limbs: the smooth reduction of dice
//! denominators (powers of 2, 3, 5 and 7) and a binary gcd, without allocating where it can.

use super::{Big, Nat, Small};
use num_bigint::BigUint;

/// The odd primes of dice denominators (a d6 gives 2 and 3; a d10 or a d20 gives 5), each with
/// the largest power of it that fits in a u64 and that exponent.
pub(super) const SMOOTH_PRIMES: [(u64, u32); 3] = [(3, 40), (5, 27), (7, 22)];

/// How many times `p` divides the number of little-endian `limbs`, at most `cap`; the limbs
/// are divided by that power. Works in chunks of p^k that fit a machine word (`most` is the
/// largest such k), dividing in place, so a 600-digit power of 3 takes a few dozen single-word
/// passes and no allocation.
pub(super) fn valuation(limbs: &mut Vec<u64>, p: u64, most: u32, cap: u32) -> u32 {
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

pub(super) fn rem_word(limbs: &[u64], d: u64) -> u64 {
    limbs.iter().rev().fold(0u64, |r, &l| {
        ((u128::from(r) << 64 | u128::from(l)) % u128::from(d)) as u64
    })
}

pub(super) fn div_word_in_place(limbs: &mut Vec<u64>, d: u64) {
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
pub(super) fn smooth_gcd(x: &BigUint, d: &BigUint) -> Option<Nat> {
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

pub(super) fn limbs_of(x: &Nat) -> Vec<u64> {
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
pub(super) fn smooth_factors(d: &BigUint) -> Option<(u64, [u32; 3])> {
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
pub(super) fn binary_gcd_limbs(mut a: Vec<u64>, mut b: Vec<u64>) -> Vec<u64> {
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

pub(super) fn trim(x: &mut Vec<u64>) {
    while x.last() == Some(&0) {
        x.pop();
    }
}

pub(super) fn to_u128(x: &[u64]) -> u128 {
    x.iter()
        .rev()
        .fold(0u128, |acc, &l| (acc << 64) | u128::from(l))
}

pub(super) fn trailing_zeros(x: &[u64]) -> u64 {
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

pub(super) fn shr_in_place(x: &mut Vec<u64>, bits: u64) {
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

pub(super) fn shl_in_place(x: &mut Vec<u64>, bits: u64) {
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

pub(super) fn cmp_limbs(a: &[u64], b: &[u64]) -> std::cmp::Ordering {
    a.len()
        .cmp(&b.len())
        .then_with(|| a.iter().rev().cmp(b.iter().rev()))
}

/// `b -= a` for `b ≥ a`.
pub(super) fn sub_in_place(b: &mut Vec<u64>, a: &[u64]) {
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

pub(super) fn limbs_to_big(x: &[u64]) -> BigUint {
    let halves: Vec<u32> = x
        .iter()
        .flat_map(|&l| [l as u32, (l >> 32) as u32])
        .collect();
    BigUint::new(halves)
}

pub(super) fn gcd_u128(mut a: u128, mut b: u128) -> u128 {
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
