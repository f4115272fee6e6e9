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

#[test]
fn the_club_magic_of_a_rules_file_is_checked_at_load() {
    // 63 dice wrapped a u64 (a zero denominator), 0 indexed an empty list, 9 enumerated 6^9
    // sequences (1.5 GB), a list of three was indexed past its end by a rolled new spell.
    let club = |edit: &dyn Fn(&mut serde_json::Value)| {
        let text =
            stdout_of(warband().args(["rules", "show", "mordheim-club", "--format", "json"]));
        let doc: serde_json::Value = serde_json::from_str(&text).unwrap();
        let mut magic = doc["magic"].clone();
        edit(&mut magic);
        TempFile::new(
            "magic.json",
            &serde_json::json!({ "magic": magic }).to_string(),
        )
    };
    let choose = [
        "spell",
        "choose",
        "--from",
        "necromancy",
        "--want",
        "lifestealer",
    ];
    for (edit, args, expected) in [
        (
            (&|m: &mut serde_json::Value| m["first_spell_dice"] = 63.into())
                as &dyn Fn(&mut serde_json::Value),
            &choose[..],
            "magic.first_spell_dice is 63",
        ),
        (
            &|m| m["first_spell_dice"] = 9.into(),
            &choose[..],
            "magic.first_spell_dice is 9",
        ),
        (
            &|m| m["two_spells_dice"] = 0.into(),
            &[&choose[..], &["--two"]].concat(),
            "magic.two_spells_dice is 0",
        ),
        (
            &|m| {
                m["lists"][1]["spells"].as_array_mut().unwrap().truncate(3);
            },
            &[
                "spell",
                "choose",
                "--from",
                "necromancy",
                "--known",
                "lifestealer",
                "--roll",
            ],
            "magic.lists[1] (necromancy) has 3 spells; a list is six",
        ),
    ] {
        let file = club(edit);
        let err = assert_bad_input(
            warband()
                .args(["--rules", "mordheim-club", "--rules-file", file.path()])
                .args(args),
        );
        assert!(err.contains(expected), "{err}");
    }
}

#[test]
fn an_injury_table_row_that_is_not_an_injury_is_refused_so_the_sum_stays_one() {
    // An "unharmed" or "wounded" row was dropped by `injury`: its distribution summed to 2/3.
    let text = stdout_of(warband().args(["rules", "show", "mordheim", "--format", "json"]));
    let doc: serde_json::Value = serde_json::from_str(&text).unwrap();
    for (row, status) in [(0, "unharmed"), (1, "wounded"), (2, "unharmed")] {
        let mut injury = doc["injury"].clone();
        injury["rows"][row]["result"] = status.into();
        let file = TempFile::new(
            "injury.json",
            &serde_json::json!({ "injury": injury }).to_string(),
        );
        let err =
            assert_bad_input(warband().args(["--rules-file", file.path(), "injury", "--json"]));
        assert!(
            err.contains(&format!("injury.rows[{row}]"))
                && err.contains(&format!("result \"{status}\"")),
            "{err}"
        );
    }
}
