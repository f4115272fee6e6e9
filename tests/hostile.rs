//! Hostile and extreme input (issue 13): every one is answered, or refused in one line with exit
//! 2, within seconds and bounded memory; never a panic.

mod common;

use common::{TempFile, assert_bad_input, stdout_of, warband};
use serde_json::Value;

/// `warband rules show mordheim --format json`, with `edit` applied: a rules file to load.
fn mordheim_file(edit: impl FnOnce(&mut Value)) -> TempFile {
    let text = stdout_of(warband().args(["rules", "show", "mordheim", "--format", "json"]));
    let mut doc: Value = serde_json::from_str(&text).unwrap();
    edit(&mut doc);
    TempFile::new("rules.json", &doc.to_string())
}

#[test]
fn a_critical_table_with_a_gap_is_refused_at_load_not_a_panic() {
    // The gap.json: critical_tables[0].rows cut to its first row (1-2), so a rolled 3
    // has no row. Every subcommand loads the file, so each refuses it, naming face 3.
    let gap = mordheim_file(|d| {
        d["critical_tables"][0]["rows"]
            .as_array_mut()
            .unwrap()
            .truncate(1)
    });
    for args in [
        &["odds", "--ws", "4", "--vs", "3", "--t", "3"][..],
        &["crit", "--roll", "--seed", "1"],
        &["crit", "--json"],
        &["hit", "--ws", "4", "--vs", "3"],
    ] {
        let err = assert_bad_input(warband().args(["--rules-file", gap.path()]).args(args));
        assert!(
            err.contains("critical_tables[0]: no row covers the D6 face 3"),
            "{err}"
        );
    }
    let empty = mordheim_file(|d| d["critical_tables"][0]["rows"] = Value::Array(vec![]));
    let err = assert_bad_input(
        warband()
            .args(["--rules-file", empty.path()])
            .args(["crit", "--roll"]),
    );
    assert!(err.contains("critical_tables[0].rows is empty"), "{err}");
}

#[test]
fn an_injury_table_with_a_gap_is_refused_at_load() {
    // Rows ..2 and 5..: rolls 3 and 4 would silently have read as out of action.
    let gap = mordheim_file(|d| {
        d["injury"]["rows"].as_array_mut().unwrap().remove(1);
    });
    let err = assert_bad_input(
        warband()
            .args(["--rules-file", gap.path()])
            .args(["injury", "--json"]),
    );
    assert!(err.contains("rolls 3 to 4 are not covered"), "{err}");
}
