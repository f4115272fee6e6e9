//! The chi-square test of seeded rolls against an exact distribution, shared by `rolls`,
//! `aftermath` and `duel_oracle`. Each of them checks its exact distribution in its own exact
//! type (that it sums to exactly 1, that no outcome of probability 0 was rolled) and hands the
//! probabilities over as f64 only for the statistic, which is approximate anyway.

/// The 0.1 % critical values of the chi-square distribution, by degrees of freedom. Fixed
/// seeds make each test deterministic; the threshold only says the two interpreters agree.
pub const CHI2_999: [f64; 8] = [0.0, 10.83, 13.82, 16.27, 18.47, 20.52, 22.46, 24.32];

/// The 0.1 % critical value for any degrees of freedom: the table, and beyond it the
/// Wilson–Hilferty approximation (within 0.3 % of the exact values from 8 degrees on, and
/// slightly above them, so never stricter).
pub fn critical(df: usize) -> f64 {
    if let Some(&c) = CHI2_999.get(df) {
        return c;
    }
    let (k, z) = (df as f64, 3.090_232_306_167_813);
    k * (1.0 - 2.0 / (9.0 * k) + z * (2.0 / (9.0 * k)).sqrt()).powi(3)
}

/// The chi-square statistic of observed counts against the probabilities of the same outcomes,
/// and its degrees of freedom. The number of trials is the sum of the counts. Cells with an
/// expected count below 5 are pooled into their neighbour, as usual: each cell collects outcomes
/// until its expected count reaches 5, and what is left at the end joins the last cell. With no
/// cell at all (fewer than 5 trials), the statistic is 0 with 0 degrees of freedom.
///
/// Panics when the lengths differ, or when an outcome of probability exactly 0 was observed.
pub fn chi_square(observed: &[u64], expected: &[f64]) -> (f64, usize) {
    assert_eq!(
        observed.len(),
        expected.len(),
        "one probability per observed count"
    );
    let trials: u64 = observed.iter().sum();
    let mut cells: Vec<(f64, f64)> = Vec::new();
    let (mut o_acc, mut e_acc) = (0.0, 0.0);
    for (i, (o, p)) in observed.iter().zip(expected).enumerate() {
        assert!(
            !(*p == 0.0 && *o > 0),
            "observed outcome {i} {o} times, but its probability is 0"
        );
        o_acc += *o as f64;
        e_acc += p * trials as f64;
        if e_acc >= 5.0 {
            cells.push((o_acc, e_acc));
            (o_acc, e_acc) = (0.0, 0.0);
        }
    }
    if let Some(last) = cells.last_mut() {
        last.0 += o_acc;
        last.1 += e_acc;
    }
    let stat = cells.iter().map(|(o, e)| (o - e) * (o - e) / e).sum();
    (stat, cells.len().saturating_sub(1))
}

/// Observed counts agree with the probabilities: the chi-square statistic stays below the 0.1 %
/// critical value (nothing to test with 0 degrees of freedom). Panics as `chi_square` does.
pub fn assert_agrees(name: &str, observed: &[u64], expected: &[f64]) {
    let (stat, df) = chi_square(observed, expected);
    if df == 0 {
        return;
    }
    let trials: u64 = observed.iter().sum();
    assert!(
        stat < critical(df),
        "{name}: chi-square {stat:.2} with {df} degrees of freedom exceeds {} \
         (observed {observed:?}, expected probabilities {expected:?} of {trials})",
        critical(df)
    );
}
