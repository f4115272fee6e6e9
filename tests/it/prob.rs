//! Property tests for the exact probability core (`warband::prob`).
//!
//! Every derived distribution must sum to exactly 1, the fast paths (closed
//! form binomial, Horner thinning, Kronecker convolution, u128 fast path) must
//! agree with slow independent computations, and `Nat`/`Ratio` must agree with
//! plain `BigUint` arithmetic.

use num_bigint::BigUint;
use num_integer::Integer;
use proptest::prelude::*;
use warband::prob::{Dist, Nat, Ratio};

// ---- strategies ---------------------------------------------------------------

/// A probability a/b with 1 <= b <= 12.
fn prob() -> impl Strategy<Value = Ratio> {
    (1u64..=12)
        .prop_flat_map(|den| (0..=den, Just(den)))
        .prop_map(|(num, den)| Ratio::new(num, den))
}

/// Small integer distributions, possibly with negative outcomes.
fn small_dist() -> impl Strategy<Value = Dist<i64>> {
    prop::collection::vec((-6i64..=10, 0u64..=20), 1..7)
        .prop_filter_map("needs a positive weight", |ws| Dist::from_weights(ws).ok())
}

/// Distributions of counts (non-negative outcomes).
fn count_dist() -> impl Strategy<Value = Dist<i64>> {
    prop::collection::vec((0i64..=15, 0u64..=50), 1..8)
        .prop_filter_map("needs a positive weight", |ws| Dist::from_weights(ws).ok())
}

/// Wide dense distributions so that convolution takes the Kronecker path.
fn dense_dist() -> impl Strategy<Value = Dist<i64>> {
    (-20i64..20, prop::collection::vec(1u64..=1_000_000, 16..40))
        .prop_map(|(lo, ws)| Dist::from_weights((lo..).zip(ws)).expect("all weights positive"))
}

fn cfg() -> ProptestConfig {
    ProptestConfig::with_cases(64)
}

// ---- independent reference code ---------------------------------------------

fn factorial(n: u32) -> BigUint {
    (1..=n).fold(BigUint::from(1u32), |acc, k| acc * k)
}

fn choose(n: u32, k: u32) -> BigUint {
    factorial(n) / (factorial(k) * factorial(n - k))
}

fn big(n: &Nat) -> BigUint {
    n.to_biguint()
}

/// Asserts `r` equals `num/den` (not necessarily reduced) and is in lowest terms.
fn assert_ratio_is(r: &Ratio, num: &BigUint, den: &BigUint) {
    let (rn, rd) = (big(r.numer()), big(r.denom()));
    assert!(rd > BigUint::from(0u32));
    assert_eq!(&rn * den, num * &rd, "{r} != {num}/{den}");
    assert_eq!(rn.gcd(&rd), BigUint::from(1u32), "{r} not reduced");
}

fn repeated_add(d: &Dist<i64>, n: u32) -> Dist<i64> {
    (0..n).fold(Dist::certain(0), |acc, _| acc.add(d))
}

// ---- distributions ------------------------------------------------------------

proptest! {
    #![proptest_config(cfg())]

    #[test]
    fn derived_distributions_sum_to_one(
        d in small_dist(),
        c in count_dist(),
        p in prob(),
        n in 1u32..4,
        k in 0u32..5,
        t in -6i64..10,
    ) {
        let one = Ratio::one();
        prop_assert_eq!(d.total(), one.clone());
        prop_assert_eq!(d.map(|x| x.rem_euclid(3)).total(), one.clone());
        prop_assert_eq!(d.bind(|x| Dist::binomial(x.unsigned_abs() as u32, &p)).total(), one.clone());
        prop_assert_eq!(d.product(&c, |x, y| x * y).total(), one.clone());
        prop_assert_eq!(d.max_of(n).total(), one.clone());
        prop_assert_eq!(d.min_of(n).total(), one.clone());
        prop_assert_eq!(d.sum_of(k).total(), one.clone());
        prop_assert_eq!(d.add(&c).total(), one.clone());
        prop_assert_eq!(c.thin(&p).total(), one.clone());
        prop_assert_eq!(Dist::binomial(k * 10, &p).total(), one.clone());
        prop_assert_eq!(Dist::bernoulli(&p).total(), one.clone());
        prop_assert_eq!(d.shift(t).total(), one.clone());
        if let Some(cond) = d.condition(|x| *x >= t) {
            prop_assert_eq!(cond.total(), one.clone());
            prop_assert_eq!(cond.prob_where(|x| *x < t), Ratio::zero());
        } else {
            prop_assert_eq!(d.at_least(t), Ratio::zero());
        }
    }

    #[test]
    fn sum_of_is_repeated_add(d in small_dist(), n in 0u32..6) {
        prop_assert_eq!(d.sum_of(n), repeated_add(&d, n));
    }

    #[test]
    fn binomial_matches_bernoulli_sum_and_closed_form(n in 0u32..40, p in prob()) {
        let b = Dist::binomial(n, &p);
        prop_assert_eq!(&b, &Dist::bernoulli(&p).sum_of(n));
        let a = big(p.numer());
        let den = big(p.denom());
        let c = &den - &a;
        let total = den.pow(n);
        for k in 0..=n {
            let w = choose(n, k) * a.pow(k) * c.pow(n - k);
            assert_ratio_is(&b.prob(&i64::from(k)), &w, &total);
        }
    }

    #[test]
    fn thin_is_mixture_of_binomials(c in count_dist(), p in prob()) {
        let expected = c.bind(|n| Dist::binomial(*n as u32, &p));
        prop_assert_eq!(c.thin(&p), expected);
    }

    #[test]
    fn kronecker_convolution_matches_pairwise(a in dense_dist(), b in dense_dist()) {
        let fast = a.add(&b);
        let slow = a.product(&b, |x, y| x + y);
        prop_assert_eq!(&fast, &slow);
        prop_assert_eq!(fast.total(), Ratio::one());
    }

    #[test]
    fn max_of_matches_product(d in small_dist(), n in 1u32..4) {
        let by_product = (1..n).fold(d.clone(), |acc, _| acc.product(&d, |x, y| *x.max(y)));
        prop_assert_eq!(d.max_of(n), by_product);
        let by_product = (1..n).fold(d.clone(), |acc, _| acc.product(&d, |x, y| *x.min(y)));
        prop_assert_eq!(d.min_of(n), by_product);
    }

    #[test]
    fn mean_is_linear(a in small_dist(), b in small_dist()) {
        let signed = |d: &Dist<i64>| d.mean_parts();
        let (na, ma) = signed(&a);
        let (nb, mb) = signed(&b);
        let (ns, ms) = signed(&a.add(&b));
        // Compare ma ± mb with the mean of the sum, all as signed rationals.
        let expected = match (na, nb) {
            (false, false) => (false, &ma + &mb),
            (true, true) => (true, &ma + &mb),
            (false, true) | (true, false) => {
                let (pos, neg) = if na { (mb, ma) } else { (ma, mb) };
                match pos.checked_sub(&neg) {
                    Some(v) => (false, v),
                    None => (true, neg - pos),
                }
            }
        };
        let got = (ns && !ms.is_zero(), ms);
        prop_assert_eq!(got, expected);
    }

    #[test]
    fn variance_is_the_brute_force_sum(d in small_dist(), e in small_dist()) {
        // Σ p(x)·(x − μ)², with the signed difference x − μ worked out by hand: μ = ±m.
        let (negative, m) = d.mean_parts();
        let brute: Ratio = d
            .iter()
            .map(|(&x, p)| {
                let x_abs = Ratio::from_integer(x.unsigned_abs());
                // |x − μ|: add magnitudes when the signs differ, else subtract the smaller.
                let opposite = (x < 0) != negative;
                let diff = if opposite {
                    &x_abs + &m
                } else {
                    x_abs.checked_sub(&m).unwrap_or_else(|| &m - &x_abs)
                };
                &p * &(&diff * &diff)
            })
            .sum();
        let v = d.variance();
        prop_assert!(v >= Ratio::zero());
        prop_assert_eq!(&v, &brute);
        // A constant has none, and independent variances add.
        prop_assert_eq!(v.is_zero(), d.len() == 1);
        prop_assert_eq!(d.add(&e).variance(), &v + &e.variance());
    }

    #[test]
    fn tail_queries_agree(d in small_dist(), t in -8i64..12) {
        let cum = d.cumulative_at_least();
        prop_assert_eq!(cum.len(), d.len());
        for (x, p) in &cum {
            prop_assert_eq!(p, &d.at_least(*x));
        }
        prop_assert_eq!(d.at_least(t) + d.at_most(t - 1), Ratio::one());
        prop_assert_eq!(d.prob_where(|x| *x >= t), d.at_least(t));
    }
}

// ---- Nat --------------------------------------------------------------------

proptest! {
    #![proptest_config(cfg())]

    #[test]
    fn nat_matches_biguint_u128(a in any::<u128>(), b in any::<u128>(), e in 0u32..6) {
        let (na, nb) = (Nat::from(a), Nat::from(b));
        let (ba, bb) = (BigUint::from(a), BigUint::from(b));
        prop_assert_eq!(big(&(&na + &nb)), &ba + &bb);
        prop_assert_eq!(big(&(&na * &nb)), &ba * &bb);
        prop_assert_eq!(big(&na.gcd(&nb)), ba.gcd(&bb));
        prop_assert_eq!(big(&na.pow(e)), ba.pow(e));
        prop_assert_eq!(na.checked_sub(&nb).map(|v| big(&v)), (a >= b).then(|| &ba - &bb));
        prop_assert_eq!(na.cmp(&nb), a.cmp(&b));
        prop_assert_eq!(na.bits(), ba.bits());
        if b != 0 {
            let (q, r) = na.div_rem(&nb);
            prop_assert_eq!((big(&q), big(&r)), ba.div_rem(&bb));
        }
        let mut acc = na.clone();
        acc += &nb;
        prop_assert_eq!(acc, &na + &nb);
        prop_assert_eq!(na.to_string(), a.to_string());
        prop_assert_eq!(a.to_string().parse::<Nat>().ok(), Some(na));
    }

    #[test]
    fn nat_matches_biguint_beyond_u128(
        a in any::<u128>(),
        b in any::<u128>(),
        c in any::<u64>(),
        d in 1u64..,
    ) {
        // Products of u128s overflow into the big representation; the
        // operations must agree with BigUint there and when coming back down.
        let x = &Nat::from(a) * &Nat::from(b) + Nat::from(c);
        let bx = BigUint::from(a) * BigUint::from(b) + BigUint::from(c);
        prop_assert_eq!(big(&x), bx.clone());
        prop_assert_eq!(&x, &Nat::from(bx.clone()));
        let y = &x * &Nat::from(d);
        let by = &bx * d;
        prop_assert_eq!(big(&y), by.clone());
        prop_assert_eq!(y.div_exact(&Nat::from(d)), x.clone());
        prop_assert_eq!(big(&y.gcd(&x)), by.gcd(&bx));
        prop_assert_eq!(big(&y.gcd(&Nat::from(c))), by.gcd(&BigUint::from(c)));
        let (q, r) = y.div_rem(&Nat::from(a | 1));
        prop_assert_eq!((big(&q), big(&r)), by.div_rem(&BigUint::from(a | 1)));
        let diff = y.checked_sub(&x).map(|v| big(&v));
        prop_assert_eq!(diff, Some(&by - &bx));
        prop_assert_eq!(x.checked_sub(&y).is_some(), bx >= by);
        prop_assert_eq!(x.cmp(&y), bx.cmp(&by));
        prop_assert_eq!(x.to_string(), bx.to_string());
        prop_assert_eq!(x.to_string().parse::<Nat>().ok(), Some(x.clone()));
        prop_assert_eq!(x.to_u64(), u64::try_from(&bx).ok());
        // Subtracting back down lands on the same value as a fresh small Nat.
        prop_assert_eq!(x.checked_sub(&Nat::from(c)), Some(&Nat::from(a) * &Nat::from(b)));
    }
}

// ---- Ratio ------------------------------------------------------------------

proptest! {
    #![proptest_config(cfg())]

    #[test]
    fn ratio_matches_cross_multiplication(
        a in any::<u64>(),
        b in 1u64..,
        c in any::<u64>(),
        d in 1u64..,
    ) {
        let (x, y) = (Ratio::new(a, b), Ratio::new(c, d));
        let (ba, bb, bc, bd) = (BigUint::from(a), BigUint::from(b), BigUint::from(c), BigUint::from(d));
        assert_ratio_is(&x, &ba, &bb);
        assert_ratio_is(&(&x + &y), &(&ba * &bd + &bc * &bb), &(&bb * &bd));
        assert_ratio_is(&(&x * &y), &(&ba * &bc), &(&bb * &bd));
        if c != 0 {
            assert_ratio_is(&(&x / &y), &(&ba * &bd), &(&bb * &bc));
        }
        let ad = &ba * &bd;
        let cb = &bc * &bb;
        prop_assert_eq!(x.cmp(&y), ad.cmp(&cb));
        match x.checked_sub(&y) {
            Some(diff) => {
                prop_assert!(ad >= cb);
                assert_ratio_is(&diff, &(&ad - &cb), &(&bb * &bd));
            }
            None => prop_assert!(ad < cb),
        }
        prop_assert_eq!(x.to_string().parse::<Ratio>().ok(), Some(x.clone()));
        prop_assert_eq!(format!("{a}/{b}").parse::<Ratio>().ok(), Some(x.clone()));
        let approx = a as f64 / b as f64;
        prop_assert!((x.to_f64() - approx).abs() <= approx * 1e-15);
    }

    #[test]
    fn ratio_pow_and_complement(p in prob(), e in 0u32..400) {
        let q = p.complement();
        prop_assert_eq!(&p + &q, Ratio::one());
        let pe = p.pow(e);
        assert_ratio_is(&pe, &big(p.numer()).pow(e), &big(p.denom()).pow(e));
        // to_f64 stays accurate far outside the range of the parts.
        let expect = p.to_f64().powi(e as i32);
        let got = pe.to_f64();
        prop_assert!((got - expect).abs() <= expect * 1e-12, "{} vs {}", got, expect);
    }
}

proptest! {
    #![proptest_config(cfg())]

    /// The in-place binary gcd on limbs against num-bigint's, for numbers of several hundred
    /// bits sharing a random factor and random powers of two (the shapes dice denominators take).
    #[test]
    fn big_gcd_matches_biguint(
        a in proptest::collection::vec(any::<u64>(), 1..8),
        b in proptest::collection::vec(any::<u64>(), 1..8),
        common in proptest::collection::vec(any::<u64>(), 0..4),
        za in 0u32..130,
        zb in 0u32..130,
    ) {
        let from = |limbs: &[u64]| limbs.iter().rev().fold(BigUint::from(0u32), |acc, &l| (acc << 64u32) + BigUint::from(l));
        let factor = from(&common) + BigUint::from(1u32);
        let ba = (from(&a) * &factor) << za;
        let bb = (from(&b) * &factor) << zb;
        let (na, nb) = (Nat::from(ba.clone()), Nat::from(bb.clone()));
        prop_assert_eq!(big(&na.gcd(&nb)), ba.gcd(&bb));
    }

    /// The short way for denominators that are products of 2, 3, 5 and 7 (every dice
    /// distribution's) against num-bigint's gcd: both sides smooth, one side with another
    /// factor, and the same denominator asked twice (the remembered factorization).
    #[test]
    fn smooth_gcd_matches_biguint(
        ea in proptest::array::uniform4(0u32..200),
        eb in proptest::array::uniform4(0u32..200),
        other in proptest::option::of(2u64..1_000_000),
    ) {
        let smooth = |e: [u32; 4]| {
            [2u32, 3, 5, 7]
                .iter()
                .zip(e)
                .fold(BigUint::from(1u32), |acc, (&p, k)| acc * BigUint::from(p).pow(k))
        };
        let ba = smooth(ea) * BigUint::from(other.unwrap_or(1));
        let bb = smooth(eb);
        let (na, nb) = (Nat::from(ba.clone()), Nat::from(bb.clone()));
        for _ in 0..2 {
            prop_assert_eq!(big(&na.gcd(&nb)), ba.gcd(&bb));
            prop_assert_eq!(big(&nb.gcd(&na)), ba.gcd(&bb));
        }
        // A fraction over the smooth denominator, reduced by valuations, is in lowest terms.
        let g = ba.gcd(&bb);
        let r = Ratio::from_nats(na.clone(), nb.clone());
        prop_assert_eq!(big(r.numer()), &ba / &g);
        prop_assert_eq!(big(r.denom()), &bb / &g);
    }
}
