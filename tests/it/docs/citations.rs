//! What warband prints cites only what its user can see: the rulebooks by name and warband's
//! rulings by their R-id (which `warband rules show R-n` explains) — never the project's seed
//! file names, RULES.md section numbers or its open-question ids (Q-10, A-16b).

use crate::common;

use common::{stdout_of, warband};
use serde_json::Value;

/// The first thing in `text` a user cannot look up, if any.
fn unseeable_citation(text: &str) -> Option<String> {
    let lower = text.to_ascii_lowercase();
    for word in ["rules.md", "the seeds", "seed's", "not in the seed", "§"] {
        if let Some(at) = lower.find(word) {
            return Some(context(text, at));
        }
    }
    // "The seed" as a document; the dice's seed ("the seed is mixed with…") stays.
    for verb in ["says", "gives", "leaves", "does", "names", "is silent"] {
        if let Some(at) = lower.find(&format!("the seed {verb}")) {
            return Some(context(text, at));
        }
    }
    // Seed files are named 000_… to 004_…, and cited as "seed 004".
    if let Some(at) = lower.find("seed 00") {
        return Some(context(text, at));
    }
    // A bare section number, "(1.8)" or "(R-42, 1.12)": digits, a point, digits, then ')'.
    for (close, _) in text.match_indices(')') {
        let before = &text[..close];
        let number = before.trim_end_matches(|c: char| c.is_ascii_digit() || c == '.');
        let cited = &before[number.len()..];
        let is_section = cited.contains('.')
            && !cited.starts_with('.')
            && !cited.ends_with('.')
            && (number.ends_with('(') || number.ends_with(", "));
        if is_section {
            return Some(context(text, number.len()));
        }
    }
    let bytes = text.as_bytes();
    for (at, w) in bytes.windows(4).enumerate() {
        if w[0] == b'0' && w[1] == b'0' && w[2].is_ascii_digit() && w[3] == b'_' {
            return Some(context(text, at));
        }
    }
    for (at, w) in bytes.windows(3).enumerate() {
        let id_like = matches!(w[0], b'Q' | b'A') && w[1] == b'-' && w[2].is_ascii_digit();
        let starts_word = at == 0 || !bytes[at - 1].is_ascii_alphanumeric();
        if id_like && starts_word {
            return Some(context(text, at));
        }
    }
    None
}

fn context(text: &str, at: usize) -> String {
    let start = text[..at]
        .char_indices()
        .rev()
        .nth(40)
        .map_or(0, |(i, _)| i);
    let end = text[at..]
        .char_indices()
        .nth(60)
        .map_or(text.len(), |(i, _)| at + i);
    text[start..end].to_string()
}

fn assert_cites_only_what_users_see(args: &[&str]) {
    let out = stdout_of(warband().args(args));
    if let Some(found) = unseeable_citation(&out) {
        panic!(
            "`warband {}` cites what a user cannot see: …{found}…",
            args.join(" ")
        );
    }
}

const RULESETS: [&str; 5] = [
    "mordheim",
    "mordheim-club",
    "wfb",
    "skirmish",
    "czarne-wrota",
];

#[test]
fn the_checker_finds_each_kind_of_citation() {
    for cited in [
        "as RULES.md 7.2 says",
        "read from seed 004",
        "not in the seeds: x",
        "the seed gives 3-4",
        "not given (Q-10)",
        "cutting (A-16b)",
        "see §2.16",
        "file 002_f2d42a14b9f86cac.txt",
        "the parry (1.8)",
        "attacked (R-42, 1.12)",
    ] {
        assert!(unseeable_citation(cited).is_some(), "{cited}");
    }
    for fine in [
        "rolled (seed 7)",
        "The seed of --roll when --seed is not given",
        "The seed is mixed with the subcommand's name",
        "WS4 A1 (R-41)",
        "Mordheim rulebook (Russian translation)",
        "out of action (33.3%)",
        "version (1.0.2 or later",
    ] {
        assert_eq!(unseeable_citation(fine), None, "{fine}");
    }
}

#[test]
fn rulesets_and_rulings_cite_by_name() {
    assert_cites_only_what_users_see(&["rules", "list"]);
    for id in RULESETS {
        assert_cites_only_what_users_see(&["rules", "show", id]);
    }
    let shown = stdout_of(warband().args(["rules", "show", "mordheim", "--format", "json"]));
    let v: Value = serde_json::from_str(&shown).unwrap();
    let rulings = v["rulings"].as_array().expect("the rulings are listed");
    assert!(rulings.len() > 40, "{}", rulings.len());
    for r in rulings {
        let id = r["id"].as_str().unwrap();
        assert_cites_only_what_users_see(&["rules", "show", id]);
    }
}

#[test]
fn every_table_cites_by_name() {
    for ruleset in RULESETS {
        assert_cites_only_what_users_see(&["--rules", ruleset, "table", "list"]);
        let listed = stdout_of(warband().args(["--rules", ruleset, "table", "list", "--json"]));
        let tables: Value = serde_json::from_str(&listed).unwrap();
        for t in tables.as_array().unwrap() {
            let own = t["rulesets"].as_array().unwrap();
            if !own.iter().any(|r| r == ruleset) {
                continue;
            }
            let name = t["name"].as_str().unwrap();
            let mut args = vec!["--rules", ruleset, "table", name];
            if name == "target" {
                args.extend(["--monsters", "3", "--characters", "2"]);
            }
            assert_cites_only_what_users_see(&args);
        }
    }
}

#[test]
fn answers_and_their_notes_cite_by_name() {
    let cases: &[&[&str]] = &[
        &[
            "odds", "--ws", "4", "--s", "3", "--vs", "3", "--t", "3", "--weapon", "mace",
            "--helmet",
        ],
        &[
            "odds", "--ws", "4", "--s", "3", "--vs", "3", "--t", "3", "--weapon", "sword",
            "--parry", "sword",
        ],
        &[
            "--rules",
            "mordheim-club",
            "odds",
            "--ws",
            "4",
            "--s",
            "4",
            "--vs",
            "3",
            "--t",
            "3",
            "--weapon",
            "dagger",
        ],
        &[
            "--rules",
            "mordheim-club",
            "odds",
            "--bs",
            "3",
            "--weapon",
            "pistol",
            "--t",
            "3",
            "--mounted",
        ],
        &[
            "--rules", "wfb", "odds", "--ws", "4", "--s", "4", "--vs", "3", "--t", "3", "--armour",
            "heavy",
        ],
        &[
            "--rules",
            "skirmish",
            "odds",
            "--ws",
            "4",
            "--s",
            "4",
            "--vs",
            "3",
            "--t",
            "3",
            "--mounted",
        ],
        &[
            "duel",
            "--a",
            "WS4 S3 T3 W1 I4 A1",
            "--b",
            "WS3 S3 T3 W1 I3 A1",
        ],
        &[
            "--rules",
            "mordheim-club",
            "duel",
            "--a",
            "WS4 S3 T3 W1 I4 A1",
            "--b",
            "WS3 S3 T3 W1 I3 A1",
        ],
        &["injury", "--concussion", "--helmet"],
        &["--rules", "mordheim-club", "crit", "--class", "cutting"],
        &["fall", "--height", "4", "--t", "3"],
        &["--rules", "wfb", "rout", "--ld", "8", "--cr", "2"],
    ];
    for args in cases {
        assert_cites_only_what_users_see(args);
    }
}

#[test]
fn help_cites_by_name() {
    assert_cites_only_what_users_see(&["--help"]);
    for sub in [
        "hit", "wound", "save", "injury", "crit", "rout", "fall", "odds", "duel", "test", "table",
        "roll", "rules",
    ] {
        assert_cites_only_what_users_see(&[sub, "--help"]);
    }
}

#[test]
fn the_player_documents_cite_by_name() {
    let root = env!("CARGO_MANIFEST_DIR");
    for doc in ["README.md", "docs/guide.md"] {
        let text = std::fs::read_to_string(format!("{root}/{doc}")).unwrap();
        if let Some(found) = unseeable_citation(&text) {
            panic!("{doc} cites what a user cannot see: …{found}…");
        }
    }
}
