//! The fuzz suite (issues 13 and 30): random and mutated input for every parser a user feeds —
//! dice expressions, profiles, rules files (every section of every ruleset, each mutated and used
//! by every command), table files, rosters (by structure and by text, through `roster show` and
//! `@FILE:NAME`), exact fractions on standard input (through the commands, in a process) and the
//! WARBAND_* variables; `--compare` values with comments and hostile characters, global options
//! on either side of the subcommand, and pagers that fail (issue 40). Nothing may panic, and
//! every refusal is one line.
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
        parsers: warband::cli::PARSERS,
    };
    match warband::cmd::run(&cli.asked(&argv), &argv, &host) {
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

/// Cheap command lines that between them read every section of a rules file: each is run under
/// every ruleset (a command a ruleset has no use for is refused, in one line, which is checked
/// too). Small counts and few turns: the suite stays fast.
const EVERY_COMMAND: &[&[&str]] = &[
    &[
        "hit", "--ws", "4", "--vs", "3", "-a", "2", "--roll", "--seed", "1",
    ],
    &["hit", "--bs", "3", "--cover", "--long-range", "-a", "2"],
    &[
        "wound", "--s", "4", "--t", "3", "-n", "2", "--roll", "--seed", "1",
    ],
    &[
        "wound",
        "--s",
        "4",
        "--t",
        "3",
        "-n",
        "2",
        "--killing-blow",
        "--shooting",
    ],
    &["save", "--armour", "heavy", "--shield", "--s", "4"],
    &[
        "save",
        "--armour",
        "light",
        "--mounted",
        "--barding",
        "--s",
        "4",
    ],
    &["injury", "--rolls", "2", "--roll", "--seed", "1"],
    &["injury", "--concussion", "--helmet"],
    &["crit", "--roll", "--seed", "1"],
    &["crit", "--class", "cutting", "--roll", "--seed", "2"],
    &["fall", "--height", "4", "--t", "3"],
    &["fall", "--jump", "5", "--i", "3", "--t", "3"],
    &["fall", "--climb", "4", "--i", "3", "--t", "3"],
    &["rout", "--ld", "8", "--out", "3", "--of", "12"],
    &["rout", "--ld", "8", "--cr", "2", "--reroll"],
    &["test", "--ld", "7", "--reroll"],
    &["test", "--cast", "9", "--roll", "--seed", "2"],
    &[
        "odds", "--ws", "4", "--s", "3", "--vs", "3", "--t", "3", "--armour", "5", "--roll",
        "--seed", "4",
    ],
    &["odds", "--bs", "3", "--t", "3", "--roll", "--seed", "5"],
    &[
        "odds",
        "--attacker",
        "2x WS3 A2",
        "--vs",
        "3",
        "--t",
        "3",
        "--w",
        "2",
    ],
    &[
        "duel",
        "--a",
        "WS4 S4 T3 W1 I4 A1",
        "--a-weapon",
        "sword",
        "--b",
        "WS3",
        "--b-weapon",
        "spear",
        "--turns",
        "3",
    ],
    &[
        "duel", "--a", "2x WS3", "--b", "WS4 W2", "--turns", "2", "--roll", "--seed", "6",
    ],
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
    &["table", "list"],
    &["table", "misfire", "--roll", "--seed", "7"],
    &[
        "spell", "soulfire", "--t", "3", "--armour", "light", "--roll", "--seed", "2",
    ],
    &[
        "spell",
        "choose",
        "--from",
        "necromancy",
        "--want",
        "lifestealer",
        "--roll",
        "--seed",
        "3",
    ],
    &["rules", "show"],
];

/// The rules files a command reads: `doc` written to a file, loaded (one line or a ruleset),
/// and, loaded, used by each of `commands` (indexes into [`EVERY_COMMAND`]). Whether it loaded.
fn load_and_run(id: RulesetId, doc: &Value, commands: impl IntoIterator<Item = usize>) -> bool {
    let n = FILE_COUNTER.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    let path = std::env::temp_dir().join(format!(
        "warband-fuzz-section-{}-{n}.json",
        std::process::id()
    ));
    std::fs::write(&path, doc.to_string()).unwrap();
    let loaded = match warband::rules::load(id, Some(&path)) {
        Err(e) => {
            one_line(e);
            false
        }
        Ok(_) => {
            let file = path.to_str().unwrap();
            for i in commands {
                let base = ["--rules", id.as_str(), "--rules-file", file];
                run(&[&base[..], EVERY_COMMAND[i]].concat());
            }
            true
        }
    };
    let _ = std::fs::remove_file(&path);
    loaded
}

/// Every number in `node` one more: the same shape with every count, score and modifier moved,
/// which the loader mostly accepts, so that the commands compute with it.
fn numbers_bumped(node: &mut Value) {
    match node {
        Value::Number(n) => {
            if let Some(i) = n.as_i64() {
                *node = Value::from(i.saturating_add(1));
            }
        }
        Value::Array(items) => items.iter_mut().for_each(numbers_bumped),
        Value::Object(map) => map.values_mut().for_each(numbers_bumped),
        _ => {}
    }
}

/// The top-level sections of a ruleset's document, in the order `apply` counts them.
fn sections(doc: &Value) -> Vec<String> {
    doc.as_object().unwrap().keys().cloned().collect()
}

/// `edits`, each moved inside section `i` of the document (its path starts there).
fn within(i: usize, edits: Vec<Edit>) -> Vec<Edit> {
    let inside = |p: Vec<u32>| [vec![i as u32], p].concat();
    edits
        .into_iter()
        .map(|e| match e {
            Edit::Replace(p, v) => Edit::Replace(inside(p), v),
            Edit::Remove(p) => Edit::Remove(inside(p)),
            Edit::Duplicate(p) => Edit::Duplicate(inside(p)),
        })
        .collect()
}

/// Every section of every ruleset in turn with its numbers each one more, then every command:
/// what a random draw of (section, command) pairs would reach only by luck. (Random edits
/// inside a section are `a_rules_file_section_mutated_under_any_command`'s: most are refused at
/// load, and a sweep of them would cost seconds for little.)
fn every_section_with_every_command(id: RulesetId) {
    let base = serde_json::to_value(builtin(id)).unwrap();
    let names = sections(&base);
    let mut loaded = 0;
    for name in &names {
        let mut bumped = base.clone();
        numbers_bumped(&mut bumped[name]);
        loaded += usize::from(load_and_run(id, &bumped, 0..EVERY_COMMAND.len()));
    }
    // The sweep reaches the commands: most files with a section changed are accepted, not
    // refused at load.
    assert!(
        loaded * 2 >= names.len(),
        "{id:?}: {loaded} of {} files loaded",
        names.len()
    );
}

#[test]
fn every_section_with_every_command_mordheim() {
    every_section_with_every_command(RulesetId::Mordheim);
}

#[test]
fn every_section_with_every_command_club() {
    every_section_with_every_command(RulesetId::MordheimClub);
}

#[test]
fn every_section_with_every_command_skirmish() {
    every_section_with_every_command(RulesetId::Skirmish);
}

#[test]
fn every_section_with_every_command_wfb() {
    every_section_with_every_command(RulesetId::Wfb);
}

/// A roster as TOML text from a JSON document: top-level arrays of tables as `[[name]]`, every
/// other value inline (a `null` the edits left is dropped: TOML has none). JSON's strings are
/// TOML's basic strings.
fn toml_of(doc: &Value) -> String {
    fn inline(v: &Value) -> Option<String> {
        Some(match v {
            Value::Null => return None,
            Value::Array(items) => format!(
                "[{}]",
                items
                    .iter()
                    .filter_map(inline)
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            Value::Object(m) => format!(
                "{{{}}}",
                m.iter()
                    .filter_map(|(k, v)| Some(format!(
                        "{} = {}",
                        Value::from(k.as_str()),
                        inline(v)?
                    )))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            other => other.to_string(),
        })
    }
    let mut text = String::new();
    let mut tables = String::new();
    for (key, value) in doc.as_object().into_iter().flatten() {
        let quoted = Value::from(key.as_str());
        match value {
            Value::Array(items) if !items.is_empty() && items.iter().all(Value::is_object) => {
                for item in items {
                    tables.push_str(&format!("\n[[{quoted}]]\n"));
                    for (k, v) in item.as_object().unwrap() {
                        if let Some(v) = inline(v) {
                            tables.push_str(&format!("{} = {v}\n", Value::from(k.as_str())));
                        }
                    }
                }
            }
            other => {
                if let Some(v) = inline(other) {
                    text.push_str(&format!("{quoted} = {v}\n"));
                }
            }
        }
    }
    text + &tables
}

/// A roster file, mutated: by its structure (the example's tables edited) or by its text
/// (hostile characters spliced in, or cut short).
fn mutated_roster() -> impl Strategy<Value = String> {
    let example = include_str!("../../../examples/reikland.toml");
    let doc: Value = serde_json::to_value(toml::from_str::<toml::Value>(example).unwrap()).unwrap();
    let structural = edits().prop_map(move |edits| {
        let mut doc = doc.clone();
        for edit in &edits {
            apply(&mut doc, edit);
        }
        toml_of(&doc)
    });
    let spliced = (
        any::<prop::sample::Index>(),
        prop_oneof![
            Just("\u{1b}[2J".to_string()),
            Just("\r".to_string()),
            Just("\"".to_string()),
            Just("\n[[warrior]]\n".to_string()),
            Just("\nname = \"captain\"\n".to_string()),
            Just("count = 4294967296\n".to_string()),
            Just("\u{0}".to_string()),
            ".{0,6}",
        ],
    )
        .prop_map(move |(at, piece)| {
            let mut text = example.to_string();
            let mut i = at.index(text.len() + 1);
            while !text.is_char_boundary(i) {
                i -= 1;
            }
            text.insert_str(i, &piece);
            text
        });
    let cut = any::<prop::sample::Index>().prop_map(move |at| {
        let mut i = at.index(example.len() + 1);
        while !example.is_char_boundary(i) {
            i -= 1;
        }
        example[..i].to_string()
    });
    prop_oneof![3 => structural, 2 => spliced, 1 => cut]
}

/// Runs the binary with `env` set and `args`: no panic, and a refusal is one line on stderr.
fn run_binary(args: &[&str], env: &[(&str, OsString)], stdin: Option<&[u8]>) -> i32 {
    use std::io::Write;
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_warband"));
    command.args(args);
    for name in [
        "WARBAND_RULES",
        "WARBAND_FORMAT",
        "WARBAND_STYLE",
        "WARBAND_SEED",
    ] {
        command.env_remove(name);
    }
    command.envs(env.iter().map(|(k, v)| (k, v)));
    command
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped());
    let mut child = command.spawn().unwrap();
    let mut pipe = child.stdin.take().unwrap();
    if let Some(bytes) = stdin {
        // A refusal may come before everything is read: a broken pipe is no failure.
        let _ = pipe.write_all(bytes);
    }
    drop(pipe);
    let out = child.wait_with_output().unwrap();
    let code = out.status.code().expect("exited, not killed");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        code != 101 && !stderr.contains("panicked"),
        "{args:?} {env:?}: {stderr}"
    );
    if code == 2 {
        assert_eq!(stderr.lines().count(), 1, "{args:?} {env:?}: {stderr:?}");
        assert!(stderr.starts_with("warband: error: "), "{stderr:?}");
        assert!(
            !stderr.trim_end_matches('\n').chars().any(char::is_control),
            "{stderr:?}"
        );
    }
    code
}

/// An exact probability as text: fractions of every size (past the digit cap too), zero and
/// negative parts, decimals, and text that is no number.
fn fraction() -> impl Strategy<Value = String> {
    prop_oneof![
        "-?[0-9]{1,3}/-?[0-9]{1,3}",
        "[0-9]{1,40}/[0-9]{1,40}",
        "[1-9][0-9]{9990,10010}/[1-9][0-9]{9990,10010}",
        Just("0/0".to_string()),
        Just("1/0".to_string()),
        Just("1".to_string()),
        "[0-9]\\.[0-9]{1,20}",
        ".{0,8}",
    ]
}

/// Two outcomes whose exact probabilities sum to one (`a/b` and `(b-a)/b`, with `b` as long as
/// a long pipeline makes it), or two drawn apart with [`fraction`].
fn stdin_distribution() -> impl Strategy<Value = String> {
    let outcome = prop::sample::select(vec![0i64, 1, 2, 3, 40, 1001, -1, i64::MAX]);
    let entry =
        |x: i64, exact: String| json!({"outcome": x, "probability": {"exact": exact, "p": 0.5}});
    prop_oneof![
        ("[0-9]{1,3}", "[1-9][0-9]{3,80}", outcome.clone(), outcome.clone()).prop_map(
            move |(a, b, x, y)| {
                let big = |t: &str| t.parse::<num_bigint::BigUint>().unwrap();
                let rest = big(&b) - big(&a);
                json!({"distribution": [entry(x, format!("{a}/{b}")), entry(y, format!("{rest}/{b}"))]})
                    .to_string()
            }
        ),
        (fraction(), fraction(), outcome).prop_map(move |(p, q, y)| {
            json!({"distribution": [entry(0, p), entry(y, q)]}).to_string()
        }),
    ]
}

/// A value for a WARBAND_* variable: a valid one (perhaps with a control character), text of
/// any kind, or bytes that are not UTF-8.
fn env_value() -> impl Strategy<Value = OsString> {
    use std::os::unix::ffi::OsStringExt;
    prop_oneof![
        prop::sample::select(vec![
            "mordheim",
            "wfb",
            "skirmish",
            "mordheim-club",
            "json",
            "plain",
            "csv",
            "ascii",
            "unicode",
            "7",
            "18446744073709551615",
            "18446744073709551616",
            "-1",
            " 3",
        ])
        .prop_map(OsString::from),
        (
            prop::sample::select(vec!["mordheim", "json", "7"]),
            prop::sample::select(vec!["\n", "\r", "\u{1b}[2J", "\t", "\u{7f}x"])
        )
            .prop_map(|(v, c)| OsString::from(format!("{v}{c}"))),
        ".{0,12}".prop_map(|s| OsString::from(s.replace('\0', ""))),
        prop::collection::vec(128u8..=255, 1..6).prop_map(OsString::from_vec),
    ]
}

/// Fewer cases where each is a process of its own.
fn process_cfg() -> ProptestConfig {
    ProptestConfig {
        cases: (cfg().cases / 5).max(1),
        ..cfg()
    }
}

proptest! {
    #![proptest_config(cfg())]

    #[test]
    fn a_rules_file_section_mutated_under_any_command(
        which in prop::sample::select(RulesetId::ALL.to_vec()),
        section in any::<prop::sample::Index>(),
        command in 0..EVERY_COMMAND.len(),
        edits in edits(),
    ) {
        let Ok(base) = serde_json::to_value(builtin(which)) else { return Ok(()) };
        let i = section.index(sections(&base).len());
        let mut doc = base;
        for edit in &within(i, edits) {
            apply(&mut doc, edit);
        }
        load_and_run(which, &doc, [command]);
    }

    #[test]
    fn a_mutated_roster_is_refused_in_one_line_or_works(text in mutated_roster()) {
        let n = FILE_COUNTER.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        let path = std::env::temp_dir()
            .join(format!("warband-fuzz-roster-{}-{n}.toml", std::process::id()));
        std::fs::write(&path, &text).unwrap();
        let file = path.to_str().unwrap();
        if let Err(e) = warband::roster::Roster::parse(&text, &path) {
            one_line(e);
        }
        run(&["roster", "show", file]);
        run(&["duel", "--a", &format!("@{file}:captain"), "--b", "WS3", "--turns", "2"]);
        run(&["odds", "--profile", &format!("@{file}:champion"), "--vs", "3", "--t", "3"]);
        run(&["odds", "--ws", "4", "--target", &format!("@{file}:captain")]);
        run(&["odds", "--attacker", &format!("2x @{file}:warriors"), "--vs", "3", "--t", "3"]);
        let _ = std::fs::remove_file(&path);
    }
}

proptest! {
    #![proptest_config(process_cfg())]

    #[test]
    fn exact_fractions_on_stdin_are_read_or_refused_in_one_line(text in stdin_distribution()) {
        // Through the commands that read a count's distribution, each in its own process (the
        // commands read the real standard input).
        run_binary(&["wound", "--s", "4", "--t", "3", "-n", "-", "--format", "json"], &[], Some(text.as_bytes()));
        run_binary(
            &["--rules", "skirmish", "wound", "--s", "4", "--t", "3", "-n", "-", "--killing-blow", "--json"],
            &[],
            Some(text.as_bytes()),
        );
    }

    #[test]
    fn environment_values_are_read_or_refused_in_one_line(
        rules in env_value(), format in env_value(), style in env_value(), seed in env_value(),
        which in 0..4usize,
    ) {
        let env = [
            ("WARBAND_RULES", rules),
            ("WARBAND_FORMAT", format),
            ("WARBAND_STYLE", style),
            ("WARBAND_SEED", seed),
        ];
        // One variable alone (so that a good one is seen working), then all four.
        let code = run_binary(&["hit", "--ws", "4", "--vs", "3", "--roll"], &env[which..=which], None);
        // 1: the rolled hit missed (a rolled test that fails).
        prop_assert!(matches!(code, 0..=2));
        run_binary(&["odds", "--ws", "4", "--vs", "3", "--t", "3", "--roll"], &env, None);
    }
}

/// Text a `--compare` value may carry after its flags (issue 40): a shell comment, or none,
/// of hostile characters (line breaks, escapes, table rules, invisible and reversing ones).
fn compare_value() -> impl Strategy<Value = String> {
    let flags = prop::sample::select(vec![
        "--ws 5",
        "--vs 4",
        "--mod -1",
        "-a 2",
        "--ws 3 --vs 5",
        "--bs 3",
        "",
        "--ws",
        "'--ws 5'",
    ]);
    let hostile = prop::collection::vec(
        prop_oneof![
            Just("\n".to_string()),
            Just("\r".to_string()),
            Just("\u{1b}[2J".to_string()),
            Just("\u{1b}[31m".to_string()),
            Just("┆".to_string()),
            Just("│".to_string()),
            Just("\u{202e}".to_string()),
            Just("\u{200b}".to_string()),
            Just("#".to_string()),
            Just(" ".to_string()),
            Just("needs 2+".to_string()),
            Just("--ws 6".to_string()),
            any::<char>().prop_map(|c| c.to_string().replace('\0', "")),
        ],
        0..8,
    )
    .prop_map(|p| p.concat());
    (
        flags,
        prop::sample::select(vec!["", " #", "#", " # "]),
        hostile,
    )
        .prop_map(|(f, comment, text)| format!("{f}{comment}{text}"))
}

/// A global option as it may be given, on one side of the subcommand or the other.
fn global_option() -> impl Strategy<Value = Vec<&'static str>> {
    prop::sample::select(vec![
        vec!["--json"],
        vec!["--format", "csv"],
        vec!["--format", "plain"],
        vec!["--format=decimal"],
        vec!["-b"],
        vec!["--brief"],
        vec!["--roll"],
        vec!["--seed", "7"],
        vec!["--rules", "wfb"],
        vec!["--color", "never"],
        vec!["--style", "ascii"],
        vec!["--paging", "never"],
    ])
}

/// A pager that quits failing, having read none or part of what it was given.
fn failing_pager() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("false".to_string()),
        (1u8..=255).prop_map(|n| format!("sh -c 'exit {n}'")),
        (0u32..4000, 1u8..=255)
            .prop_map(|(k, n)| format!("sh -c 'head -c {k} >/dev/null; exit {n}'")),
        Just("sh -c 'kill -TERM $$'".to_string()),
        "[a-z]{1,8}".prop_map(|name| format!("/nonexistent/{name}")),
    ]
}

/// `text` without its ANSI escape sequences (`ESC [ … letter`).
fn without_escapes(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        } else if c != '\r' {
            out.push(c);
        }
    }
    out
}

proptest! {
    #![proptest_config(cfg())]

    #[test]
    fn a_compare_label_is_one_line_of_flags(values in prop::collection::vec(compare_value(), 1..4)) {
        let mut args: Vec<String> = ["warband", "hit", "--ws", "4", "--vs", "3"].map(String::from).to_vec();
        for v in &values {
            args.extend(["--compare".to_string(), v.clone()]);
        }
        let argv: Vec<OsString> = args.iter().map(OsString::from).collect();
        let refused = |e: String| {
            one_line(e);
            Ok(())
        };
        let cli = match warband::cli::Cli::try_parse_lazily_from(&argv) {
            Ok(cli) => cli,
            Err(warband::cli::ParseFailure::Clap(e)) => return refused(warband::cli::error_line(&e, &argv)),
            Err(warband::cli::ParseFailure::Environment(e)) => return refused(e),
        };
        let host = warband::cmd::Host { fresh_seed: 1, stderr_is_terminal: false, parsers: warband::cli::PARSERS };
        let output = match warband::cmd::run(&cli.asked(&argv), &argv, &host) {
            Ok(output) => output,
            Err(e) => return refused(e.to_string()),
        };
        let warband::cmd::Output::Comparison(reports) = &output else {
            panic!("{values:?}: not a comparison");
        };
        for (label, _) in reports {
            prop_assert!(
                !label.contains(|c: char| c.is_control() || c == '#' || c == '┆' || c == '│'),
                "{values:?}: label {label:?}"
            );
        }
        let plain = warband::render::render_output(&output, Format::Plain, &Default::default()).unwrap();
        let plain = String::from_utf8(plain).unwrap();
        prop_assert_eq!(plain.lines().count(), values.len() + 1, "{:?}: {:?}", values, plain);
        for format in [Format::Table, Format::Json, Format::Csv] {
            let text = warband::render::render_output(&output, format, &Default::default()).unwrap();
            let text = String::from_utf8(text).unwrap();
            prop_assert!(!text.contains(['\u{1b}', '\r', '\u{202e}', '\u{200b}']), "{:?}: {}", values, text);
        }
    }

    #[test]
    fn a_global_option_means_the_same_on_either_side(
        options in prop::collection::vec((global_option(), any::<bool>()), 1..4),
    ) {
        // Each option once, whatever its spelling (given twice, the last one given wins, and
        // which is last depends on the sides), before or after.
        let mut seen = Vec::new();
        let options: Vec<_> = options.into_iter().filter(|(o, _)| {
            let name = match o[0].split('=').next().unwrap_or_default() {
                "-b" => "--brief",
                name => name,
            };
            let new = !seen.contains(&name);
            seen.push(name);
            new
        }).collect();
        let hit = ["hit", "--ws", "4", "--vs", "3"];
        let mut after = vec!["warband"];
        after.extend(hit);
        let mut split = vec!["warband"];
        for (o, before) in &options {
            after.extend(o);
            if *before {
                split.extend(o);
            }
        }
        split.extend(hit);
        for (o, before) in &options {
            if !*before {
                split.extend(o);
            }
        }
        let parse = |line: &[&str]| match Cli::try_parse_lazily_from(line) {
            Ok(cli) => Ok(format!("{:?}", cli.global)),
            Err(warband::cli::ParseFailure::Clap(e)) => {
                let argv: Vec<OsString> = line.iter().map(OsString::from).collect();
                let e = warband::cli::error_line(&e, &argv);
                one_line(&e);
                Err(e)
            }
            Err(warband::cli::ParseFailure::Environment(e)) => Err(e),
        };
        let (a, b) = (parse(&after), parse(&split));
        prop_assert_eq!(a.is_ok(), b.is_ok(), "{:?}: {:?}, {:?}: {:?}", after, a, split, b);
        if let (Ok(a), Ok(b)) = (a, b) {
            prop_assert_eq!(a, b, "{:?} against {:?}", after, split);
        }
    }
}

proptest! {
    #![proptest_config(process_cfg())]

    #[test]
    fn a_failing_pager_never_loses_the_answer(
        pager in failing_pager(),
        which in 0..4usize,
        seed in 0u64..50,
        variable in prop::sample::select(vec!["WARBAND_PAGER", "PAGER"]),
    ) {
        // In a real terminal (util-linux script); skipped where there is none.
        if !std::path::Path::new("/usr/bin/script").exists() {
            return Ok(());
        }
        let seed = seed.to_string();
        let args: Vec<&str> = match which {
            0 => vec!["hit", "--ws", "4", "--vs", "3"],
            1 => vec!["save", "--armour", "5", "--roll", "--seed", &seed],
            2 => vec!["rout", "--ld", "7", "--out", "3", "--of", "10", "--roll", "--seed", &seed],
            _ => vec!["wound", "--s", "4", "--t", "3", "-n", "12"],
        };
        // What a pipe gets: the answer, and its exit status.
        let piped = std::process::Command::new(env!("CARGO_BIN_EXE_warband"))
            .args(&args)
            .env_remove("WARBAND_FORMAT")
            .output()
            .unwrap();
        let answer = String::from_utf8_lossy(&piped.stdout).lines().next().unwrap_or_default().to_string();
        let quoted = |w: &str| format!("'{}'", w.replace('\'', r"'\''"));
        let line: Vec<String> = std::iter::once(env!("CARGO_BIN_EXE_warband")).chain(args.iter().copied()).map(quoted).collect();
        let command = format!(
            "unset PAGER WARBAND_PAGER WARBAND_FORMAT LESS; export LANG=C.UTF-8 TERM=xterm {variable}={}; {} --paging always; echo \"exit:$?\"",
            quoted(&pager),
            line.join(" ")
        );
        let out = std::process::Command::new("timeout")
            .args(["20", "script", "-qec", &command, "/dev/null"])
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap();
        let shown = without_escapes(&String::from_utf8_lossy(&out.stdout));
        let words = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
        prop_assert!(words(&shown).contains(&words(&answer)), "{}: {:?} not in {:?}", pager, answer, shown);
        let status = format!("exit:{}", piped.status.code().unwrap());
        prop_assert!(shown.contains(&status), "{}: {} not in {:?}", pager, status, shown);
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
