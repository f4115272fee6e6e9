//! Every quote that a ruleset attributes to a seed is in that seed, word for word ("…" joins
//! fragments of one passage), so a reader can grep the user's documents for it.

use serde_json::Value;
use std::path::PathBuf;
use warband::rules::{RulesetId, builtin};

fn collapse(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn quotes(v: &Value, path: &str, out: &mut Vec<(String, String, String)>) {
    match v {
        Value::Object(o) => {
            if o.get("kind").and_then(Value::as_str) == Some("seed") {
                let file = o["file"].as_str().unwrap_or_default().to_string();
                let quote = o["quote"].as_str().unwrap_or_default().to_string();
                out.push((path.to_string(), file, quote));
            }
            for (k, x) in o {
                quotes(x, &format!("{path}.{k}"), out);
            }
        }
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                quotes(x, &format!("{path}[{i}]"), out);
            }
        }
        _ => {}
    }
}

#[test]
fn seed_quotes_are_verbatim() {
    let seeds = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/seeds");
    if !seeds.is_dir() {
        eprintln!(
            "note: {} is absent; seed quotes not checked",
            seeds.display()
        );
        return;
    }
    let mut checked = 0;
    for id in RulesetId::ALL {
        let mut found = Vec::new();
        quotes(
            &serde_json::to_value(builtin(id)).unwrap(),
            id.as_str(),
            &mut found,
        );
        for (path, file, quote) in found {
            let text = collapse(&std::fs::read_to_string(seeds.join(&file)).unwrap_or_default());
            for fragment in quote.split('…') {
                let fragment = collapse(fragment);
                let fragment = fragment.trim_matches(|c: char| c == ' ' || c == '.' || c == ';');
                if fragment.is_empty() {
                    continue;
                }
                assert!(
                    text.contains(fragment),
                    "{path}: «{fragment}» is not in seed {file}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 30, "only {checked} quotes found");
}
