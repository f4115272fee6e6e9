//! The options as data (`warband::cli::schema`), from which the browser page draws its forms:
//! every flag `warband X --help` lists is in X's schema and nothing else is, with the kind and
//! choices its help says; names that belong to a ruleset (weapons, armour, tables) are that
//! ruleset's alone; and each subcommand's examples are there to start a form from.

use crate::common::warband;
use serde_json::Value;
use std::collections::BTreeSet;
use warband::cli::schema;
use warband::rules::RulesetId;

/// The subcommands, as the schema lists them: the same as `warband --help`'s list.
fn names() -> Vec<String> {
    schema::list()
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap().to_string())
        .collect()
}

/// Every option of a schema, its groups' and the global ones.
fn options(schema: &Value) -> Vec<Value> {
    schema["groups"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|g| g["options"].as_array().unwrap().clone())
        .chain(schema["global"].as_array().unwrap().clone())
        .collect()
}

/// The long flags `warband NAME --help` lists (each at the start of a line of the options'
/// list), and its positional arguments (`<NAME>` under "Arguments:").
fn flags_in_help(name: &str) -> (BTreeSet<String>, usize) {
    let out = warband().args([name, "--help"]).output().unwrap();
    assert!(out.status.success(), "{name} --help");
    let help = String::from_utf8(out.stdout).unwrap();
    let mut flags = BTreeSet::new();
    let mut positionals = 0;
    let mut in_arguments = false;
    for line in help.lines() {
        if !line.starts_with(' ') {
            in_arguments = line == "Arguments:";
            continue;
        }
        let item = line.trim_start();
        let indent = line.len() - item.len();
        // Items are indented by two (with a short flag) or six spaces; their help by ten; the
        // examples by two.
        if indent > 6 || item.starts_with("warband ") {
            continue;
        }
        if in_arguments && (item.starts_with('[') || item.starts_with('<')) {
            positionals += 1;
            continue;
        }
        let long = item
            .split([',', ' ', '='])
            .find(|w| w.starts_with("--"))
            .map(str::to_string);
        if let Some(long) = long.filter(|l| l != "--help" && l != "--version") {
            flags.insert(long);
        }
    }
    (flags, positionals)
}

#[test]
fn every_flag_of_a_subcommands_help_is_in_its_schema_and_no_other() {
    let list = names();
    assert!(list.len() >= 15, "{list:?}");
    for name in &list {
        let schema = schema::of(name, RulesetId::Mordheim).unwrap();
        let options = options(&schema);
        let in_schema: BTreeSet<String> = options
            .iter()
            .filter(|o| o["kind"] != "positional")
            .map(|o| o["flag"].as_str().unwrap().to_string())
            .filter(|f| f.starts_with("--"))
            .collect();
        let (in_help, positionals) = flags_in_help(name);
        let missing: Vec<_> = in_help.difference(&in_schema).collect();
        let extra: Vec<_> = in_schema.difference(&in_help).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{name}: in --help, not in the schema: {missing:?}; in the schema, not in --help: {extra:?}"
        );
        let positional_options = options.iter().filter(|o| o["kind"] == "positional").count();
        assert_eq!(
            positional_options, positionals,
            "{name}: the positional arguments"
        );
        // Every option says what it is and which flags it cannot go with (both ways).
        for o in &options {
            assert!(
                !o["help"].as_str().unwrap().is_empty(),
                "{name}: {o} has no help"
            );
            for other in o["conflicts"].as_array().unwrap() {
                let back = options.iter().find(|x| x["id"] == *other).unwrap();
                assert!(
                    back["conflicts"].as_array().unwrap().contains(&o["id"]),
                    "{name}: {} conflicts with {other}, not the other way",
                    o["flag"]
                );
            }
        }
    }
}

/// The option `flag` of subcommand `name` in `rules`.
fn option(name: &str, rules: RulesetId, flag: &str) -> Value {
    options(&schema::of(name, rules).unwrap())
        .into_iter()
        .find(|o| o["flag"] == flag)
        .unwrap_or_else(|| panic!("{name} has no {flag}"))
}

fn choices(o: &Value) -> Vec<String> {
    serde_json::from_value(o["choices"].clone()).unwrap()
}

#[test]
fn a_rulesets_names_are_its_own() {
    // The armour of `odds --armour` in each ruleset: what `rules show ID --json` lists as its
    // suits, after `none`; an armour given as a save (5+) is still taken (open).
    for id in RulesetId::ALL {
        let shown = warband()
            .args(["rules", "show", &id.to_string(), "--json"])
            .output()
            .unwrap();
        let ruleset: Value = serde_json::from_slice(&shown.stdout).unwrap();
        let suits: Vec<String> = ruleset["armour"]["suits"]
            .as_array()
            .map(|s| {
                s.iter()
                    .map(|suit| suit["name"].as_str().unwrap().to_string())
                    .collect()
            })
            .unwrap_or_default();
        let armour = option("odds", id, "--armour");
        assert_eq!(armour["open"], true);
        assert_eq!(choices(&armour)[0], "none", "{id}");
        assert_eq!(choices(&armour)[1..], suits[..], "{id}: the armour");
        let weapons: Vec<String> = ruleset["weapons"]
            .as_array()
            .map(|w| {
                w.iter()
                    .map(|w| w["id"].as_str().unwrap().to_string())
                    .collect()
            })
            .unwrap_or_default();
        assert_eq!(
            choices(&option("duel", id, "--a-weapon")),
            weapons,
            "{id}: the weapons"
        );
        // The tables `table NAME` offers: those `table list` says the ruleset has.
        let listed = warband()
            .args(["table", "list", "--format", "csv"])
            .output()
            .unwrap();
        let tables: Vec<String> = String::from_utf8(listed.stdout)
            .unwrap()
            .lines()
            .skip(1)
            .filter(|row| {
                row.split(',')
                    .nth(1)
                    .is_some_and(|sets| sets.split(' ').any(|s| s == id.to_string()))
            })
            .map(|row| row.split(',').next().unwrap().to_string())
            .collect();
        let mut offered = choices(&option("table", id, ""));
        offered.dedup();
        assert_eq!(offered, tables, "{id}: the tables");
    }
    // The rulesets differ: a WFB weapon list is not core Mordheim's.
    assert_ne!(
        choices(&option("duel", RulesetId::Wfb, "--a-weapon")),
        choices(&option("duel", RulesetId::Mordheim, "--a-weapon"))
    );
}

#[test]
fn kinds_and_defaults_are_the_flags_own() {
    let m = RulesetId::Mordheim;
    let ws = option("hit", m, "--ws");
    assert_eq!(
        (ws["kind"].as_str(), ws["number"].as_bool()),
        (Some("value"), Some(true))
    );
    let shield = option("save", m, "--shield");
    assert_eq!(shield["kind"], "switch");
    assert_eq!(shield["value_name"], Value::Null);
    let charger = option("duel", m, "--charger");
    assert_eq!(charger["default"], "a");
    assert_eq!(choices(&charger), ["a", "b", "none"]);
    assert_eq!(charger["open"], false);
    let a = option("duel", m, "--a");
    assert_eq!(
        (a["repeat"].as_bool(), a["required"].as_bool()),
        (Some(true), Some(true))
    );
    assert_eq!(
        option("duel", m, "--a-weapon")["help"]
            .as_str()
            .map(|h| h.starts_with("Weapon")),
        Some(true)
    );
    assert_eq!(option("hit", m, "--dice")["short"], "-n");
    assert!(
        option("hit", m, "--dice")["aliases"]
            .as_array()
            .unwrap()
            .contains(&"--attacks".into())
    );
    let json = option("hit", m, "--json");
    assert!(
        json["conflicts"]
            .as_array()
            .unwrap()
            .contains(&"format".into())
    );
}

#[test]
fn each_subcommand_has_its_help_examples_to_start_a_form_from() {
    for name in names() {
        let schema = schema::of(&name, RulesetId::Mordheim).unwrap();
        let examples = schema["examples"].as_array().unwrap();
        assert!(!examples.is_empty(), "{name}: no examples");
        for example in examples {
            let line = example.as_str().unwrap();
            assert!(
                line.split_whitespace().next() == Some(name.as_str()),
                "{name}: {line}"
            );
        }
    }
    assert!(schema::of("nosuch", RulesetId::Mordheim).is_none());
}
