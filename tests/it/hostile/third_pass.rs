//! Hostile input, third pass (issue 30): rules files that panicked, work without a bound inside
//! the documented limits, wrong sums and broken lines. Each case is refused in one line (exit
//! 2) or answered, within seconds; the fuzz suite (fuzz.rs) reaches the same places at random.

use crate::common;

use common::{TempFile, assert_bad_input, stdout_of, warband};

#[test]
fn a_ruling_id_not_of_the_r_n_form_is_refused_at_load() {
    // "x" and "Ré" were sliced by bytes where results sort their rulings (a panic); "" too.
    for (id, shown) in [
        ("x", "\"x\""),
        ("Ré", "\"Ré\""),
        ("", "\"\""),
        ("R-", "\"R-\""),
    ] {
        let doc = serde_json::json!({"shooting": {"cover_deflection": {"ruling": id}}});
        let file = TempFile::new("ruling.json", &doc.to_string());
        let err = assert_bad_input(warband().args([
            "--rules-file",
            file.path(),
            "hit",
            "--bs",
            "3",
            "--cover",
        ]));
        assert!(
            err.contains(&format!(
                "shooting.cover_deflection.ruling is {shown}; a ruling id is R- and its number"
            )),
            "{err}"
        );
    }
    // The movement rules cite their rulings too (`fall`, `climb` sorted them the same way).
    let doc = serde_json::json!({"critical": {"rulings": ["R-10", "é"]}});
    let file = TempFile::new("ruling.json", &doc.to_string());
    let err = assert_bad_input(warband().args(["--rules-file", file.path(), "crit"]));
    assert!(err.contains("critical.rulings[1] is \"é\""), "{err}");
    // A well-formed id, even one warband has no text for, is the file's to cite.
    let doc = serde_json::json!({"shooting": {"cover_deflection": {"ruling": "R-999"}}});
    let file = TempFile::new("ruling.json", &doc.to_string());
    let out = stdout_of(warband().args([
        "--rules-file",
        file.path(),
        "hit",
        "--bs",
        "3",
        "--cover",
        "--json",
    ]));
    assert!(out.contains("\"R-999\""), "{out}");
}
