//! warband's own `Nat`/`Ratio` (u128 inline, num-bigint beyond) against dashu's `UBig`/`RBig`
//! (small values inline too), on the work the exact core does: the integer weights of a
//! binomial over many dice, exact sums of fractions over a dice denominator, and printing them
//! reduced. Run `cargo bench --bench bignum`; the verdict is written at the top of
//! src/prob/nat/mod.rs.

use criterion::{Criterion, criterion_group, criterion_main};
use dashu_int::UBig;
use dashu_ratio::RBig;
use std::hint::black_box;
use warband::prob::{Nat, Ratio};

/// C(n, k) · 2^k for k = 0..=n: the weights of hits among n dice at 2/3, over 3^n.
fn weights_nat(n: u64) -> Vec<Nat> {
    let mut out = Vec::with_capacity(n as usize + 1);
    let mut c = Nat::one();
    let mut two_k = Nat::one();
    for k in 0..=n {
        out.push(&c * &two_k);
        c = (&c * &Nat::from(n - k)).div_exact(&Nat::from(k + 1));
        two_k = &two_k * &Nat::from(2u64);
    }
    out
}

fn weights_dashu(n: u64) -> Vec<UBig> {
    let mut out = Vec::with_capacity(n as usize + 1);
    let mut c = UBig::ONE;
    let mut two_k = UBig::ONE;
    for k in 0..=n {
        out.push(&c * &two_k);
        c = &c * UBig::from(n - k) / UBig::from(k + 1);
        two_k = &two_k * UBig::from(2u8);
    }
    out
}

fn bench(c: &mut Criterion) {
    for n in [20u64, 60, 200] {
        c.bench_function(&format!("weights of {n} dice: warband Nat"), |b| {
            b.iter(|| weights_nat(black_box(n)))
        });
        c.bench_function(&format!("weights of {n} dice: dashu UBig"), |b| {
            b.iter(|| weights_dashu(black_box(n)))
        });
        // An exact sum of the probabilities, each reduced: Σ C(n,k) 2^k / 3^n = 1.
        let nat_probs: Vec<Ratio> = weights_nat(n)
            .into_iter()
            .map(|w| Ratio::from_nats(w, Nat::from(3u64).pow(n as u32)))
            .collect();
        let three_n = UBig::from(3u8).pow(n as usize);
        let dashu_probs: Vec<RBig> = weights_dashu(n)
            .into_iter()
            .map(|w| RBig::from_parts(w.into(), three_n.clone()))
            .collect();
        c.bench_function(&format!("sum of {n}+1 fractions: warband Ratio"), |b| {
            b.iter(|| {
                let total = nat_probs
                    .iter()
                    .fold(Ratio::zero(), |acc, p| &acc + black_box(p));
                assert!(total.is_one());
            })
        });
        c.bench_function(&format!("sum of {n}+1 fractions: dashu RBig"), |b| {
            b.iter(|| {
                let total = dashu_probs
                    .iter()
                    .fold(RBig::ZERO, |acc, p| acc + black_box(p));
                assert_eq!(total, RBig::ONE);
            })
        });
        c.bench_function(&format!("print {n}+1 fractions: warband Ratio"), |b| {
            b.iter(|| nat_probs.iter().map(|p| p.to_string().len()).sum::<usize>())
        });
        c.bench_function(&format!("print {n}+1 fractions: dashu RBig"), |b| {
            b.iter(|| {
                dashu_probs
                    .iter()
                    .map(|p| p.to_string().len())
                    .sum::<usize>()
            })
        });
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(20)
        .warm_up_time(std::time::Duration::from_millis(300))
        .measurement_time(std::time::Duration::from_millis(1500));
    targets = bench
}
criterion_main!(benches);
