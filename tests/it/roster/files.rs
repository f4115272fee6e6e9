//! Rosters (issue 15, part 3) through the binary: good files (every field, and the defaults),
//! one test per bad field (each a one-line error naming the file, the warrior and the field),
//! `roster show` in every format. The commands that take a roster's warrior are in
//! roster_commands.rs.

use crate::common;

use common::{TempFile, assert_bad_input, stdout_of, warband};
use serde_json::Value;

const PROFILE: &str = "M4 WS4 BS3 S3 T3 W1 I3 A1 Ld7";

fn json_of(args: &[&str]) -> Value {
    let mut cmd = warband();
    cmd.args(args).arg("--json");
    serde_json::from_str(&stdout_of(&mut cmd)).unwrap()
}

fn show(path: &str) -> Value {
    json_of(&["roster", "show", path])
}

/// The one-line error of `roster show` on a roster of `text`, and the file's path.
fn bad(text: &str) -> (String, TempFile) {
    let file = TempFile::new("bad.toml", text);
    let err = assert_bad_input(warband().args(["roster", "show", file.path()]));
    assert!(err.contains(file.path()), "names the file: {err}");
    (err, file)
}

/// A roster of one warrior called "champion" with `fields` added to his table.
fn one(fields: &str) -> String {
    format!("[[warrior]]\nname = \"champion\"\nprofile = \"{PROFILE}\"\n{fields}\n")
}

// ---------------------------------------------------------------------------------------------
// Good files

#[test]
fn every_field_is_read() {
    let file = TempFile::new(
        "every.toml",
        r#"
name = "Middenheim Wolves"
ruleset = "mordheim"

[[warrior]]
name = "Big Ulric"
profile = "4 4 3 4 3 1 4 1 8"
count = 1
weapon = "sword"
offhand = "buckler"
armour = "heavy"
shield = false
helmet = true
parry = "sword+buckler"
skills = ["Frenzy", "hatred"]

[[warrior]]
name = "wolves"
profile = "WS3 M4 BS3 S3 T3 W1 I3 A1 Ld7"
count = 4
weapon = "double-handed"
armour = "5+"
"#,
    );
    let v = show(file.path());
    assert_eq!(v["name"], "Middenheim Wolves");
    assert_eq!(v["ruleset"], "mordheim");
    let w = &v["warriors"][0];
    assert_eq!(w["name"], "Big Ulric");
    assert_eq!(w["count"], 1);
    // Nine numbers are read in profile order: M WS BS S T W I A Ld.
    assert_eq!(w["profile"], "M4 WS4 BS3 S4 T3 W1 I4 A1 Ld8");
    assert_eq!(w["characteristics"]["S"], 4);
    assert_eq!(w["characteristics"]["Ld"], 8);
    assert_eq!(w["weapon"], "sword");
    assert_eq!(w["offhand"], "buckler");
    assert_eq!(w["armour"], "heavy");
    assert_eq!(w["shield"], false);
    assert_eq!(w["helmet"], true);
    assert_eq!(w["parry"], "sword+buckler");
    assert_eq!(w["skills"], serde_json::json!(["frenzy", "hatred"]));
    assert_eq!(
        w["kit"],
        "sword + buckler, heavy armour, helmet, parry: sword+buckler; frenzy, hatred"
    );
    let g = &v["warriors"][1];
    assert_eq!(g["name"], "wolves");
    assert_eq!(g["count"], 4);
    // A stat string in any order, all nine given.
    assert_eq!(g["profile"], "M4 WS3 BS3 S3 T3 W1 I3 A1 Ld7");
    assert_eq!(g["armour"], "5+");
}

#[test]
fn what_is_left_out_has_its_default() {
    let file = TempFile::new("plain.toml", &one(""));
    let v = show(file.path());
    assert_eq!(v["name"], Value::Null);
    // No ruleset in the roster and none given: the default, mordheim.
    assert_eq!(v["ruleset"], "mordheim");
    let w = &v["warriors"][0];
    assert_eq!(w["count"], 1);
    assert_eq!(w["weapon"], Value::Null);
    assert_eq!(w["offhand"], Value::Null);
    assert_eq!(w["armour"], "none");
    assert_eq!(w["shield"], false);
    assert_eq!(w["helmet"], false);
    assert_eq!(w["parry"], Value::Null);
    assert_eq!(w["skills"], serde_json::json!([]));
    assert_eq!(w["kit"], "-");
    assert_eq!(w["ruleset"], "mordheim");
}

#[test]
fn the_examples_are_good_rosters() {
    let ours = show("examples/reikland.toml");
    let names: Vec<&str> = ours["warriors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["captain", "champion", "warriors"]);
    assert_eq!(ours["warriors"][2]["count"], 3);
    assert_eq!(ours["warriors"][2]["weapon"], "club");
    let theirs = show("examples/orcs.toml");
    assert_eq!(theirs["warriors"][1]["name"], "ogre");
    assert_eq!(
        theirs["warriors"][1]["profile"],
        "M6 WS3 BS2 S4 T4 W3 I3 A2 Ld7"
    );
}

#[test]
fn roster_show_in_every_format() {
    let table = stdout_of(warband().args(["roster", "show", "examples/reikland.toml"]));
    assert!(table.starts_with(
        "Reikland Reavers (examples/reikland.toml): 3 entries, 5 models, checked against mordheim\n"
    ));
    assert!(table.contains("│ warriors ┆ 3     ┆ M4 WS3 BS3 S3 T3 W1 I3 A1 Ld7 ┆ club"));
    let csv = stdout_of(warband().args([
        "roster",
        "show",
        "examples/reikland.toml",
        "--format",
        "csv",
    ]));
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "name,count,profile,weapon,offhand,armour,shield,helmet,parry,skills,ruleset"
    );
    assert_eq!(
        lines[1],
        "captain,1,M4 WS4 BS4 S3 T3 W1 I4 A1 Ld8,sword,dagger,light,false,true,,,mordheim"
    );
    assert_eq!(lines.len(), 4);
    let plain = stdout_of(warband().args([
        "roster",
        "show",
        "examples/reikland.toml",
        "--format",
        "plain",
    ]));
    assert_eq!(plain, "captain\nchampion\nwarriors\n");
}

// ---------------------------------------------------------------------------------------------
// One test per bad field

#[test]
fn an_unknown_field_is_named_with_the_known_ones() {
    let (err, _f) = bad(&one("weapn = \"axe\""));
    assert!(
        err.contains("warrior \"champion\": unknown field \"weapn\""),
        "{err}"
    );
    assert!(err.contains("\"weapon\""), "lists the known fields: {err}");
    let (err, _f) = bad(&format!("rules = \"mordheim\"\n{}", one("")));
    assert!(
        err.contains("line 1, column 1: unknown field \"rules\""),
        "{err}"
    );
    assert!(err.contains("\"ruleset\""), "{err}");
}

#[test]
fn a_bad_profile_is_refused() {
    let text = one("").replace(PROFILE, "M4 WS14 BS3 S3 T3 W1 I3 A1 Ld7");
    let (err, _f) = bad(&text);
    assert!(
        err.contains("warrior \"champion\": profile: WS14 is out of range"),
        "{err}"
    );
    // A roster gives all nine: what a stat string would default is missing here.
    let (err, _f) = bad(&one("").replace(PROFILE, "WS4 S3"));
    assert!(
        err.contains("profile: M, BS, T, W, I, A, Ld not given"),
        "{err}"
    );
    let (err, _f) = bad("[[warrior]]\nname = \"champion\"\n");
    assert!(
        err.contains("warrior \"champion\": missing field \"profile\""),
        "{err}"
    );
}

#[test]
fn an_unknown_weapon_is_named_with_the_rulesets_own() {
    let (err, _f) = bad(&one("weapon = \"axxe\""));
    assert!(
        err.contains("warrior \"champion\": weapon: mordheim has no weapon 'axxe'"),
        "{err}"
    );
    assert!(err.contains("mordheim weapons: fist, dagger"), "{err}");
    let (err, _f) = bad(&one("offhand = \"plasma\""));
    assert!(
        err.contains("offhand: mordheim has no weapon 'plasma'"),
        "{err}"
    );
}

#[test]
fn a_weapon_of_another_ruleset_is_refused_under_it() {
    // Mordheim has a morning star, skirmish none: a kit is checked against the ruleset the
    // command uses.
    let file = TempFile::new("star.toml", &one("weapon = \"morning-star\""));
    stdout_of(warband().args(["roster", "show", file.path()]));
    let err =
        assert_bad_input(warband().args(["roster", "show", file.path(), "--rules", "skirmish"]));
    assert!(
        err.contains("warrior \"champion\": weapon: skirmish has no weapon 'morning-star'"),
        "{err}"
    );
}

#[test]
fn bad_armour_is_refused() {
    let (err, _f) = bad(&one("armour = \"mithril\""));
    assert!(
        err.contains("warrior \"champion\": armour: unknown armour \"mithril\""),
        "{err}"
    );
    assert!(err.contains("known: none, light, heavy, gromril"), "{err}");
    let (err, _f) = bad(&one("armour = \"7+\""));
    assert!(err.contains("armour: unknown armour \"7+\""), "{err}");
}

#[test]
fn a_count_of_zero_or_too_many_is_refused() {
    let (err, _f) = bad(&one("count = 0"));
    assert!(
        err.contains("warrior \"champion\": count: 0 is out of range: 1 to 100"),
        "{err}"
    );
    let (err, _f) = bad(&one("count = 101"));
    assert!(err.contains("count: 101 is out of range"), "{err}");
    let (err, _f) = bad(&one("count = \"three\""));
    assert!(
        err.contains("count: expected a whole number, found a string"),
        "{err}"
    );
}

#[test]
fn bad_parry_skills_and_switches_are_refused() {
    let (err, _f) = bad(&one("parry = \"dagger\""));
    assert!(err.contains("parry: unknown parry \"dagger\""), "{err}");
    assert!(err.contains("sword+buckler"), "{err}");
    let (err, _f) = bad(&one("skills = [\"frenzyy\"]"));
    assert!(err.contains("skills: unknown skill \"frenzyy\""), "{err}");
    assert!(
        err.contains("known: frenzy, hatred, fear, poison, killing-blow"),
        "{err}"
    );
    let (err, _f) = bad(&one("shield = \"yes\""));
    assert!(
        err.contains("shield: expected true or false, found a string"),
        "{err}"
    );
    let (err, _f) = bad(&one("weapon = \"double-handed\"\nshield = true"));
    assert!(err.contains("is two-handed: no shield beside it"), "{err}");
}

#[test]
fn bad_names_are_refused() {
    let twice = format!("{}{}", one(""), one(""));
    let (err, _f) = bad(&twice);
    assert!(
        err.contains("warrior \"champion\": the name is given twice"),
        "{err}"
    );
    let (err, _f) = bad(&one("").replace("champion", "big:ogre"));
    assert!(err.contains("a name cannot contain ':'"), "{err}");
    let (err, _f) = bad(&format!(
        "{}[[warrior]]\nprofile = \"{PROFILE}\"\n",
        one("")
    ));
    assert!(err.contains("warrior #2: missing field \"name\""), "{err}");
    let (err, _f) = bad("name = \"nobody\"\n");
    assert!(err.contains("has no warriors"), "{err}");
}

#[test]
fn an_unknown_warrior_lists_the_known_ones() {
    let err = assert_bad_input(warband().args([
        "duel",
        "--a",
        "@examples/reikland.toml:sergeant",
        "--b",
        "WS3",
    ]));
    assert_eq!(
        err,
        "warband: error: side A: examples/reikland.toml: no warrior \"sergeant\" (its warriors: captain, champion, warriors)\n"
    );
    // `@FILE` alone names the only warrior of a roster of one; of several, it is refused.
    let err =
        assert_bad_input(warband().args(["duel", "--a", "@examples/reikland.toml", "--b", "WS3"]));
    assert!(
        err.contains("examples/reikland.toml has 3 warriors: name one"),
        "{err}"
    );
    let single = TempFile::new("single.toml", &one(""));
    let alone = format!("@{}", single.path());
    let named = format!("@{}:champion", single.path());
    assert_eq!(
        json_of(&["duel", "--a", &alone, "--b", "WS3"]),
        json_of(&["duel", "--a", &named, "--b", "WS3"])
    );
}

#[test]
fn a_ruleset_conflict_is_refused_in_one_line() {
    let err = assert_bad_input(warband().args([
        "roster",
        "show",
        "examples/orcs.toml",
        "--rules",
        "wfb",
    ]));
    assert_eq!(
        err,
        "warband: error: examples/orcs.toml is a mordheim roster, and this command uses wfb (give --rules mordheim, or drop --rules to use the roster's)\n"
    );
    // WARBAND_RULES is a choice as well as --rules.
    let err = assert_bad_input(warband().env("WARBAND_RULES", "skirmish").args([
        "duel",
        "--a",
        "@examples/reikland.toml:champion",
        "--b",
        "WS3",
    ]));
    assert!(
        err.contains("is a mordheim roster, and this command uses skirmish"),
        "{err}"
    );
    // The same ruleset given is fine; so is none given.
    stdout_of(warband().args([
        "roster",
        "show",
        "examples/orcs.toml",
        "--rules",
        "mordheim",
    ]));
    let (err, _f) = bad(&format!("ruleset = \"mordheym\"\n{}", one("")));
    assert!(err.contains("ruleset: unknown ruleset 'mordheym'"), "{err}");
}

#[test]
fn without_rules_the_rosters_ruleset_is_used() {
    let club = TempFile::new(
        "club.toml",
        &format!("ruleset = \"mordheim-club\"\n{}", one("")),
    );
    let v = show(club.path());
    assert_eq!(v["ruleset"], "mordheim-club");
    let duel = json_of(&[
        "duel",
        "--a",
        &format!("@{}:champion", club.path()),
        "--b",
        "WS3",
    ]);
    assert_eq!(duel["rules"], "mordheim-club");
    let typed = json_of(&[
        "duel",
        "--rules",
        "mordheim-club",
        "--a",
        PROFILE,
        "--b",
        "WS3",
    ]);
    assert_eq!(duel, typed);
}

#[test]
fn a_file_too_large_missing_or_not_utf8_is_refused() {
    let err = assert_bad_input(warband().args(["roster", "show", "no-such-roster.toml"]));
    assert!(
        err.contains("cannot read roster no-such-roster.toml"),
        "{err}"
    );
    let err = assert_bad_input(warband().args([
        "duel",
        "--a",
        "@no-such-roster.toml:hero",
        "--b",
        "WS3",
    ]));
    assert!(
        err.contains("cannot read roster no-such-roster.toml"),
        "{err}"
    );
    // One byte past the 4 MiB cap (a comment, so that only the size is wrong).
    let mut big = vec![b'#'; 4 * 1024 * 1024 + 1];
    big[4 * 1024 * 1024] = b'\n';
    let large = TempFile::new("large.toml", &big);
    let err = assert_bad_input(warband().args(["roster", "show", large.path()]));
    assert!(err.contains("larger than 4 MiB"), "{err}");
    let latin = TempFile::new("latin.toml", b"name = \"caf\xe9\"\n");
    let err = assert_bad_input(warband().args(["roster", "show", latin.path()]));
    assert!(err.contains("is not UTF-8 text"), "{err}");
    let (err, _f) = bad("[[warrior]\nname = \"x\"\n");
    assert!(err.contains("line 1, column"), "{err}");
}

#[test]
fn a_bad_reference_is_refused() {
    let err =
        assert_bad_input(warband().args(["duel", "--a", "@examples/reikland.toml:", "--b", "WS3"]));
    assert!(err.contains("names no warrior after ':'"), "{err}");
    let err = assert_bad_input(warband().args(["duel", "--a", "@", "--b", "WS3"]));
    assert!(err.contains("names no roster file"), "{err}");
}

// ---------------------------------------------------------------------------------------------
// A roster's warrior wherever a profile is taken
