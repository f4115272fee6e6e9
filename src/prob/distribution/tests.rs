//! `Dist` by hand: constructors, queries, binomials, sums, maps and thinning, huge denominators.

use super::*;

fn d6() -> Dist<i64> {
    Dist::uniform(1..=6).expect("non-empty")
}

fn r(n: u64, d: u64) -> Ratio {
    Ratio::new(n, d)
}

fn probs(d: &Dist<i64>) -> Vec<(i64, Ratio)> {
    d.iter().map(|(x, p)| (*x, p)).collect()
}

#[test]
fn constructors() {
    let c = Dist::certain(3i64);
    assert_eq!(probs(&c), vec![(3, Ratio::one())]);
    let w = Dist::from_weights([(2i64, 1), (1, 2), (2, 3), (9, 0)]).expect("ok");
    assert_eq!(probs(&w), vec![(1, r(1, 3)), (2, r(2, 3))]);
    assert_eq!(*w.denominator(), Nat::from(6u64));
    assert_eq!(
        Dist::<i64>::from_weights([(1, 0)]).expect_err("all zero"),
        DistError::Empty
    );
    assert_eq!(
        Dist::<i64>::uniform(std::iter::empty()).expect_err("empty"),
        DistError::Empty
    );
    let p = Dist::from_probs([(0i64, r(1, 6)), (1, r(1, 3)), (0, r(1, 2))]).expect("sums to 1");
    assert_eq!(probs(&p), vec![(0, r(2, 3)), (1, r(1, 3))]);
    let bad = Dist::from_probs([(0i64, r(1, 2)), (1, r(1, 3))]).expect_err("5/6");
    assert_eq!(
        bad,
        DistError::NotNormalised {
            total: "5/6".into()
        }
    );
    assert_eq!(
        bad.to_string(),
        "the probabilities add up to 5/6, not exactly 1"
    );
    let faces = Dist::uniform([1i64, 1, 2]).expect("ok");
    assert_eq!(faces.prob(&1), r(2, 3));
    assert!(!faces.is_empty());
    assert_eq!(faces.len(), 2);
}

#[test]
fn queries() {
    let d = d6();
    assert_eq!(d.prob(&3), r(1, 6));
    assert_eq!(d.prob(&7), Ratio::zero());
    assert_eq!(d.prob_where(|x| x % 2 == 0), r(1, 2));
    assert_eq!(d.at_least(5), r(1, 3));
    assert_eq!(d.at_least(0), Ratio::one());
    assert_eq!(d.at_least(7), Ratio::zero());
    assert_eq!(d.at_most(2), r(1, 3));
    assert_eq!(d.total(), Ratio::one());
    assert_eq!(
        d.outcomes().copied().collect::<Vec<_>>(),
        vec![1, 2, 3, 4, 5, 6]
    );
    assert_eq!(
        d.cumulative_at_least(),
        vec![
            (1, Ratio::one()),
            (2, r(5, 6)),
            (3, r(2, 3)),
            (4, r(1, 2)),
            (5, r(1, 3)),
            (6, r(1, 6))
        ]
    );
    assert_eq!(d.mean(), Ok(r(7, 2)));
    let neg = d.shift(-5);
    assert_eq!(neg.mean_parts(), (true, r(3, 2)));
    assert_eq!(neg.mean(), Err(DistError::NegativeMean));
    assert_eq!(d.shift(-3).mean_parts(), (false, r(1, 2)));
    assert_eq!(d.shift(-4).mean_parts(), (true, r(1, 2)));
    assert_eq!(
        Dist::uniform([-1i64, 1]).expect("ok").mean_parts(),
        (false, Ratio::zero())
    );
}

#[test]
fn binomial_small() {
    let b = Dist::binomial(3, &r(1, 2));
    assert_eq!(*b.denominator(), Nat::from(8u64));
    let w: Vec<_> = b.weights().map(|(x, w)| (*x, w.clone())).collect();
    assert_eq!(
        w,
        vec![
            (0, Nat::from(1u64)),
            (1, Nat::from(3u64)),
            (2, Nat::from(3u64)),
            (3, Nat::from(1u64))
        ]
    );
    assert_eq!(Dist::binomial(0, &r(1, 2)), Dist::certain(0));
    assert_eq!(Dist::binomial(5, &Ratio::zero()), Dist::certain(0));
    assert_eq!(Dist::binomial(5, &Ratio::one()), Dist::certain(5));
    let b = Dist::binomial(2, &r(1, 3));
    assert_eq!(probs(&b), vec![(0, r(4, 9)), (1, r(4, 9)), (2, r(1, 9))]);
    assert_eq!(
        Dist::binomial(4, &r(2, 3)),
        Dist::bernoulli(&r(2, 3)).sum_of(4)
    );
}

#[test]
fn bernoulli_edges() {
    assert_eq!(Dist::bernoulli(&Ratio::zero()), Dist::certain(0));
    assert_eq!(Dist::bernoulli(&Ratio::one()), Dist::certain(1));
    assert_eq!(
        probs(&Dist::bernoulli(&r(1, 4))),
        vec![(0, r(3, 4)), (1, r(1, 4))]
    );
}

#[test]
#[should_panic(expected = "greater than 1")]
fn bernoulli_above_one_panics() {
    let _ = Dist::bernoulli(&r(5, 4));
}

#[test]
fn max_and_min() {
    let d = d6();
    let m = d.max_of(2);
    assert_eq!(m.at_most(2), r(1, 9));
    assert_eq!(m.prob(&6), r(11, 36));
    assert_eq!(m.total(), Ratio::one());
    let lo = d.min_of(2);
    assert_eq!(lo.prob(&1), r(11, 36));
    assert_eq!(lo.at_least(5), r(1, 9));
    assert_eq!(d.max_of(1), d);
    assert_eq!(Dist::certain(4i64).max_of(3), Dist::certain(4));
}

#[test]
#[should_panic(expected = "at least one copy")]
fn max_of_zero_panics() {
    let _ = d6().max_of(0);
}

#[test]
fn sums() {
    let two = d6().add(&d6());
    assert_eq!(two.prob(&7), r(1, 6));
    assert_eq!(two.prob(&2), r(1, 36));
    assert_eq!(two.len(), 11);
    assert_eq!(d6().sum_of(2), two);
    assert_eq!(d6().sum_of(0), Dist::certain(0));
    assert_eq!(d6().sum_of(1), d6());
    assert_eq!(d6().sum_of(3).prob(&10), r(27, 216));
    // Sparse path: far-apart outcomes.
    let far = Dist::uniform([0i64, 1_000_000_000_000]).expect("ok");
    let s = far.add(&far);
    assert_eq!(
        probs(&s),
        vec![
            (0, r(1, 4)),
            (1_000_000_000_000, r(1, 2)),
            (2_000_000_000_000, r(1, 4))
        ]
    );
    assert_eq!(Dist::certain(2i64).add(&d6()), d6().shift(2));
}

#[test]
fn map_condition_bind_product() {
    let d = d6();
    let parity = d.map(|x| x % 2);
    assert_eq!(probs(&parity), vec![(0, r(1, 2)), (1, r(1, 2))]);
    let high = d.condition(|x| *x >= 5).expect("possible");
    assert_eq!(probs(&high), vec![(5, r(1, 2)), (6, r(1, 2))]);
    assert!(d.condition(|x| *x > 6).is_none());
    // Roll a d6, then that many coins: P(0 heads) = Σ (1/6)(1/2)^n.
    let mix = d.bind(|n| Dist::binomial(*n as u32, &r(1, 2)));
    assert_eq!(mix.prob(&0), r(63, 384));
    assert_eq!(mix.total(), Ratio::one());
    assert_eq!(mix, d.thin(&r(1, 2)));
    let pair = d.product(&d, |a, b| (*a).max(*b));
    assert_eq!(pair, d.max_of(2));
    let strs = Dist::uniform(["b", "a", "b"]).expect("ok");
    assert_eq!(strs.prob(&"b"), r(2, 3));
}

#[test]
fn thin_matches_bind() {
    let counts = Dist::from_weights([(0i64, 1), (2, 3), (5, 2)]).expect("ok");
    for p in [r(1, 3), r(2, 3), r(5, 6), r(1, 2), r(7, 11)] {
        let via_bind = counts.bind(|n| Dist::binomial(*n as u32, &p));
        let thinned = counts.thin(&p);
        assert_eq!(thinned, via_bind, "p = {p}");
        assert_eq!(thinned.total(), Ratio::one());
    }
    assert_eq!(counts.thin(&Ratio::zero()), Dist::certain(0));
    assert_eq!(counts.thin(&Ratio::one()), counts);
    assert_eq!(
        Dist::certain(4i64).thin(&r(1, 2)),
        Dist::binomial(4, &r(1, 2))
    );
    assert_eq!(Dist::certain(0i64).thin(&r(1, 2)), Dist::certain(0));
}

#[test]
fn huge_denominators() {
    // 200 dice at 5/6, then thinned twice: denominators like 6^600.
    let p = r(5, 6);
    let d = Dist::binomial(200, &p).thin(&p).thin(&p);
    assert_eq!(d.total(), Ratio::one());
    assert_eq!(d.prob(&200), p.pow(600));
    let f = d.prob(&200).to_f64();
    // (5/6)^600 = 10^(600·log10(5/6)) ≈ 3.0992e-48.
    assert!(f > 3.09e-48 && f < 3.11e-48, "{f}");
}

#[test]
fn debug_and_eq_by_value() {
    let a = Dist::from_weights([(1i64, 1), (2, 1)]).expect("ok");
    let b = Dist::from_weights([(1i64, 3), (2, 3)]).expect("ok");
    assert_eq!(a, b);
    assert_ne!(a, Dist::from_weights([(1i64, 1), (2, 2)]).expect("ok"));
    assert_eq!(format!("{a:?}"), "{1: 1/2, 2: 1/2}");
}

#[test]
fn variance_of_known_distributions() {
    // One d6: E[X] = 7/2, E[X²] = (1+4+9+16+25+36)/6 = 91/6, Var = 91/6 − 49/4 = 35/12.
    assert_eq!(d6().variance(), r(35, 12));
    // 2D6: two independent d6, Var adds: 35/12 + 35/12 = 35/6; mean 7.
    let two = d6().add(&d6());
    assert_eq!(two.mean(), Ok(Ratio::from_integer(7)));
    assert_eq!(two.variance(), r(35, 6));
    // Hits of 3 attacks at 1/2: Binomial(3, 1/2), np = 3/2, np(1−p) = 3/4.
    let hits = Dist::binomial(3, &r(1, 2));
    assert_eq!(hits.mean(), Ok(r(3, 2)));
    assert_eq!(hits.variance(), r(3, 4));
    // A certain value has no spread, wherever it is (negative too).
    assert_eq!(Dist::certain(-4i64).variance(), Ratio::zero());
    // ±1 with equal chances: E[X] = 0, E[X²] = 1. Shifting never changes the variance.
    let pm = Dist::uniform([-1i64, 1]).expect("ok");
    assert_eq!(pm.variance(), Ratio::one());
    assert_eq!(d6().shift(-10).variance(), r(35, 12));
}

/// A sum of copies of a two-outcome distribution (taken in closed form, a binomial) is the
/// convolution of that many copies, one by one.
#[test]
fn sum_of_two_outcomes_is_the_repeated_convolution() {
    let bases = [
        Dist::bernoulli(&r(10, 27)),
        Dist::from_weights([(-1i64, 2u64), (3, 5)]).expect("two outcomes"),
        Dist::from_weights([(2i64, 1u64), (5, 1)]).expect("two outcomes"),
    ];
    for base in &bases {
        for n in 0..=12 {
            let by_convolution = (0..n).fold(Dist::certain(0), |acc, _| acc.add(base));
            let summed = base.sum_of(n);
            assert_eq!(summed, by_convolution, "{n} copies");
            assert_eq!(summed.total(), Ratio::one());
        }
    }
}
