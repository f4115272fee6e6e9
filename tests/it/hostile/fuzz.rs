//! The fuzz suite (issue 13): random and mutated input for every parser a user feeds — dice
//! expressions, profiles, rules files (loaded, then used by `crit`, `injury` and `odds`), table
//! files and the stdin reader of pipelines. Nothing may panic, and every refusal is one line.
//!
//! `cargo test` runs a short bounded pass (WARBAND_FUZZ_CASES cases per target, 200 by default,
//! a few seconds). Run it longer with e.g. `WARBAND_FUZZ_CASES=100000 cargo test --release --test
//! it hostile::fuzz` (see CONTRIBUTING.md); each crash it finds becomes a case in `regressions` below.

use clap::Parser;
use proptest::prelude::*;
use serde_json::{Value, json};
use std::ffi::OsString;
use warband::cli::Cli;
use warband::dice::{Roller, expr};
use warband::mechanics::profile::Profile;
use warband::render::Format;
use warband::rules::{RulesetId, apply_overrides, builtin, user_table};

fn cfg() -> ProptestConfig {
    let cases = std::env::var("WARBAND_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200);
    ProptestConfig {
        cases,
        // Shrinking a failure is useful; hunting for one beyond the case budget is not.
        max_shrink_iters: 2_000,
        ..ProptestConfig::default()
    }
}

fn one_line(e: impl std::fmt::Display) {
    let text = e.to_string();
    assert!(!text.contains('\n') && !text.contains('\r'), "{text:?}");
    assert!(text.len() < 4_000, "{} bytes: {}", text.len(), &text[..200]);
}

/// Text that looks like dice: digits (short and long), d/k/h/l, signs, spaces and a few
/// hostile characters (control characters, a BOM, a Unicode minus).
fn dicey() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        "[0-9]{1,3}",
        "[0-9]{4,22}",
        Just("d".to_string()),
        Just("D".to_string()),
        Just("d66".to_string()),
        Just("kh".to_string()),
        Just("kl".to_string()),
        Just("dl".to_string()),
        Just("+".to_string()),
        Just("-".to_string()),
        Just("−".to_string()),
        Just(" ".to_string()),
        Just("\n".to_string()),
        Just("\t".to_string()),
        Just("\u{feff}".to_string()),
        any::<char>().prop_map(String::from),
    ];
    prop::collection::vec(piece, 0..14).prop_map(|p| p.concat())
}

/// A leaf value to put somewhere in a JSON document.
fn leaf() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        (-3i64..=12).prop_map(Value::from),
        prop::sample::select(vec![-129i64, 255, 256, 1_000_000, i64::MAX, i64::MIN])
            .prop_map(Value::from),
        Just(json!(2.5)),
        "[a-z_0-9]{0,8}".prop_map(Value::from),
        Just(json!([])),
        Just(json!({})),
        Just(json!([1, 2])),
        Just(json!({"from": 1, "to": 6})),
    ]
}

/// An edit of a JSON document: a path of child choices, and what happens there.
#[derive(Debug, Clone)]
enum Edit {
    Replace(Vec<u32>, Value),
    Remove(Vec<u32>),
    Duplicate(Vec<u32>),
}

fn edits() -> impl Strategy<Value = Vec<Edit>> {
    let path = prop::collection::vec(any::<u32>(), 1..6);
    let edit = prop_oneof![
        3 => (path.clone(), leaf()).prop_map(|(p, v)| Edit::Replace(p, v)),
        1 => path.clone().prop_map(Edit::Remove),
        1 => path.prop_map(Edit::Duplicate),
    ];
    prop::collection::vec(edit, 1..4)
}

/// Applies an edit at the node its path leads to (each choice picks a child modulo the count;
/// a path that reaches a leaf early replaces that leaf).
fn apply(doc: &mut Value, edit: &Edit) {
    let path = match edit {
        Edit::Replace(p, _) | Edit::Remove(p) | Edit::Duplicate(p) => p,
    };
    apply_at(doc, path, edit);
}

fn apply_at(node: &mut Value, path: &[u32], edit: &Edit) {
    let Some((&choice, rest)) = path.split_first() else {
        return;
    };
    match node {
        Value::Object(map) if !map.is_empty() => {
            let key = map.keys().nth(choice as usize % map.len()).unwrap().clone();
            if !rest.is_empty() {
                return apply_at(map.get_mut(&key).unwrap(), rest, edit);
            }
            match edit {
                Edit::Replace(_, v) => {
                    map.insert(key, v.clone());
                }
                Edit::Remove(_) => {
                    map.remove(&key);
                }
                Edit::Duplicate(_) => {}
            }
        }
        Value::Array(items) if !items.is_empty() => {
            let i = choice as usize % items.len();
            if !rest.is_empty() {
                return apply_at(&mut items[i], rest, edit);
            }
            match edit {
                Edit::Replace(_, v) => items[i] = v.clone(),
                Edit::Remove(_) => {
                    items.remove(i);
                }
                Edit::Duplicate(_) => {
                    let copy = items[i].clone();
                    items.insert(i, copy);
                }
            }
        }
        _ => {
            if let Edit::Replace(_, v) = edit {
                *node = v.clone();
            }
        }
    }
}

/// Runs a command line in-process and renders it as JSON: no panic, and a refusal is one line.
fn run(args: &[&str]) {
    let argv: Vec<OsString> = std::iter::once("warband")
        .chain(args.iter().copied())
        .map(OsString::from)
        .collect();
    let cli = Cli::try_parse_from(&argv).expect("the fuzz suite's own command lines parse");
    // A fixed seed: a failure found with a roll replays the same dice.
    let host = warband::cmd::Host {
        fresh_seed: 1,
        stderr_is_terminal: false,
    };
    match warband::cmd::run(&cli, &argv, &host) {
        Ok(output) => {
            match warband::render::render_output(&output, Format::Json, &Default::default()) {
                Ok(_) => {}
                Err(e) => one_line(e),
            }
        }
        Err(e) => one_line(e),
    }
}

static FILE_COUNTER: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);

/// A rules document loaded from a file (the real loader), then used by the commands that read
/// the tables it may have broken.
fn load_and_use(id: RulesetId, doc: &Value) {
    let n = FILE_COUNTER.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    let path = std::env::temp_dir().join(format!("warband-fuzz-{}-{n}.json", std::process::id()));
    std::fs::write(&path, doc.to_string()).unwrap();
    let file = path.to_str().unwrap();
    let loaded = warband::rules::load(id, Some(&path));
    match &loaded {
        Err(e) => one_line(e),
        Ok(_) => {
            let rules = id.as_str();
            let base = ["--rules", rules, "--rules-file", file];
            run(&[&base[..], &["crit", "--roll", "--seed", "1"]].concat());
            run(&[
                &base[..],
                &["crit", "--class", "cutting", "--roll", "--seed", "2"],
            ]
            .concat());
            run(&[&base[..], &["injury", "--roll", "--seed", "3"]].concat());
            run(&[
                &base[..],
                &[
                    "odds", "--ws", "4", "--vs", "3", "--t", "3", "--roll", "--seed", "4",
                ],
            ]
            .concat());
            run(&[
                &base[..],
                &["odds", "--bs", "3", "--t", "3", "--roll", "--seed", "5"],
            ]
            .concat());
            // A unit combat reads the unit rules, weapons and break test a file may have broken.
            run(&[
                &base[..],
                &[
                    "combat",
                    "--a",
                    "WS3 A2",
                    "--a-models",
                    "6",
                    "--a-standard",
                    "--a-musician",
                    "--a-fear",
                    "--b",
                    "WS3",
                    "--b-models",
                    "5",
                    "--b-weapon",
                    "spear",
                    "--charger",
                    "a",
                    "--rounds",
                    "2",
                    "--roll",
                    "--seed",
                    "6",
                ],
            ]
            .concat());
        }
    }
    let _ = std::fs::remove_file(&path);
}

proptest! {
    #![proptest_config(cfg())]

    #[test]
    fn dice_expressions_never_panic(text in dicey()) {
        match expr::parse(&text) {
            Err(e) => one_line(e),
            Ok(e) => {
                let (lo, hi) = e.bounds();
                prop_assert!(lo <= hi);
                let rolled = e.roll(&mut Roller::new(1));
                prop_assert!((lo..=hi).contains(&rolled.total));
                // The exact distribution answers or refuses within its budget.
                match e.distribution() {
                    Ok(d) => prop_assert_eq!(d.total(), warband::prob::Ratio::one()),
                    Err(why) => one_line(why),
                }
            }
        }
    }

    #[test]
    fn profiles_never_panic(text in prop_oneof![
        ".{0,40}",
        prop::collection::vec(
            prop_oneof!["(M|WS|BS|S|T|W|I|A|Ld|ws|ld|Q)", "[=: ,]", "-?[0-9]{1,4}"], 0..14
        ).prop_map(|p| p.concat()),
    ]) {
        match text.parse::<Profile>() {
            Err(e) => one_line(e),
            Ok(p) => prop_assert!(p.to_string().parse::<Profile>().is_ok()),
        }
    }

    #[test]
    fn a_mutated_rules_file_is_refused_in_one_line_or_works(
        which in prop::sample::select(vec![RulesetId::Mordheim, RulesetId::MordheimClub, RulesetId::Skirmish, RulesetId::Wfb]),
        edits in edits(),
    ) {
        let mut doc = serde_json::to_value(builtin(which)).unwrap();
        for edit in &edits {
            apply(&mut doc, edit);
        }
        // In memory first (fast), then the whole path through a file and the commands.
        if let Err(e) = apply_overrides(builtin(which), &doc, "fuzz.json") {
            one_line(e);
        }
        load_and_use(which, &doc);
    }

    #[test]
    fn a_mutated_table_file_is_refused_in_one_line_or_works(edits in edits()) {
        let mut doc: Value = serde_json::from_str(include_str!("../../../examples/czarne-wrota-combat.json")).unwrap();
        for edit in &edits {
            apply(&mut doc, edit);
        }
        match user_table::parse(&doc.to_string(), "fuzz.json") {
            Err(e) => one_line(e),
            Ok(_) => {
                // Accepted: tabulate it and roll on it through the command, as a user would.
                let n = FILE_COUNTER.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                let path = std::env::temp_dir()
                    .join(format!("warband-fuzz-table-{}-{n}.json", std::process::id()));
                std::fs::write(&path, doc.to_string()).unwrap();
                let file = path.to_str().unwrap();
                run(&["--rules", "czarne-wrota", "table", "--file", file]);
                run(&["--rules", "czarne-wrota", "table", "--file", file, "--roll", "--seed", "1"]);
                let _ = std::fs::remove_file(&path);
            }
        }
    }

    #[test]
    fn the_stdin_reader_never_panics(text in prop_oneof![
        ".{0,60}",
        "[ \\n\\t]{0,3}-?[0-9]{1,25}[ \\n]{0,3}",
        (edits(), prop::sample::select(vec![0i64, 1, 2, 1000, 1001, -1])).prop_map(|(edits, n)| {
            let mut doc = json!({"distribution": [
                {"outcome": 0, "probability": {"exact": "1/3", "p": 0.33}},
                {"outcome": n, "probability": {"exact": "2/3", "p": 0.67}}
            ], "roll": {"result": n}});
            for edit in &edits {
                apply(&mut doc, edit);
            }
            doc.to_string()
        }),
    ], bom in any::<bool>()) {
        let text = if bom { format!("\u{feff}{text}") } else { text };
        let bytes = text.clone().into_bytes();
        let Some(text) = warband::input::text(bytes) else { return Ok(()) };
        let wound = warband::pipeline::Taker {
            stage: "wound",
            takes: "hits",
            from: &["hit", "roll"],
            rules: "mordheim",
        };
        match warband::pipeline::parse(&text, &wound) {
            Err(e) => one_line(e),
            Ok(incoming) => {
                if let Some(d) = incoming.distribution {
                    prop_assert_eq!(d.total(), warband::prob::Ratio::one());
                }
            }
        }
    }
}

/// Every crash the fuzz suite found, kept as a case of its own.
mod regressions {
    use super::*;

    /// A table file's bound or result of i64::MIN (-9223372036854775808): `n.abs()` overflowed
    /// (a panic in debug builds, and in release the wrapped value passed the ±1,000,000 check).
    #[test]
    fn a_table_number_of_i64_min_is_out_of_range() {
        let min = i64::MIN;
        for doc in [
            json!({"dice": "1d6", "columns": ["a"], "rows": [{"from": min, "to": 6, "results": {"a": 1}}]}),
            json!({"dice": "1d6", "columns": ["a"], "rows": [{"from": 1, "to": 6, "results": {"a": min}}]}),
        ] {
            let e = user_table::parse(&doc.to_string(), "min.json").unwrap_err();
            one_line(&e);
            assert!(e.to_string().contains("out of range"), "{e}");
        }
    }
}
