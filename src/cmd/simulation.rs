//! `--simulate`: seeded plays counted beside the exact answer, with each outcome's deviation in
//! standard errors (floats, for display only: the exact values stay exact).

use crate::prob::Ratio;
use crate::report::Fact;
use crate::report::probability_json as prob_json;
use serde_json::json;

/// The facts of a simulation: `rows` are (outcome, exact probability, times it came up) over
/// `runs` plays of `what` (e.g. "fights").
pub fn facts(
    rows: Vec<(String, Ratio, u64)>,
    runs: u32,
    seed: u64,
    what: &str,
) -> Vec<(String, Fact)> {
    let n = f64::from(runs);
    let mut data = Vec::new();
    let mut lines = Vec::new();
    let mut worst: f64 = 0.0;
    for (name, p, count) in rows {
        let pf = p.to_f64();
        let freq = count as f64 / n;
        // Standard errors of the sample frequency; an outcome that cannot happen must not occur.
        let se = (pf * (1.0 - pf) / n).sqrt();
        let z = if se > 0.0 {
            (freq - pf) / se
        } else if count == 0 {
            0.0
        } else {
            f64::INFINITY
        };
        worst = worst.max(z.abs());
        data.push(json!({ "outcome": name, "count": count, "frequency": freq, "exact": prob_json(&p), "z": z }));
        lines.push(format!(
            "{:<14} sampled {:>7.3}%  exact {:>7.3}%  ({z:+.2} SE)",
            name.replace('_', " "),
            freq * 100.0,
            pf * 100.0
        ));
    }
    lines.push(format!(
        "{runs} {what}, seed {seed}: largest deviation {worst:.2} standard errors"
    ));
    vec![
        (
            "simulation".into(),
            Fact::Data(json!({ "runs": runs, "seed": seed, "outcomes": data, "max_abs_z": worst })),
        ),
        ("simulated".into(), Fact::Lines(lines)),
    ]
}
