//! CSV: `outcome,exact,p,at_least_exact,at_least_p`, one row per outcome.

use crate::report::{Outcome, Report};

pub fn render(r: &Report) -> String {
    let mut out = String::from("outcome,exact,p,at_least_exact,at_least_p\n");
    for e in &r.distribution {
        let outcome = match &e.outcome {
            Outcome::Count(n) => n.to_string(),
            Outcome::Named(s) => s.clone(),
        };
        let (ge_exact, ge_p) = e
            .at_least
            .as_ref()
            .map_or((String::new(), String::new()), |g| {
                (g.to_string(), g.to_f64().to_string())
            });
        out.push_str(&format!(
            "{outcome},{},{},{ge_exact},{ge_p}\n",
            e.probability,
            e.probability.to_f64()
        ));
    }
    out
}
