//! `Nat` against `BigUint`: the fast path and the fallback agree.

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
