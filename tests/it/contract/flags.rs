//! The flags people guess and the help they read: long and short spellings of the
//! characteristics, `-n` for attacks, the assumed S and W of `odds`, global options under their
//! own heading after the subcommand's own, bare `warband`, `rules show R-n`, and global options
//! refused where they mean nothing.

use crate::common;

use common::{assert_bad_input, stdout_of, warband};
use serde_json::Value;

fn plain(args: &[&str]) -> String {
    stdout_of(warband().args(args).args(["--format", "plain"]))
}

#[test]
fn every_spelling_of_a_characteristic_gives_the_same_answer() {
    // WS4 against WS3 hits on 3+ (2/3); S4 against T3 wounds on 3+ (2/3), 2 attacks, W2:
    // the same question spelled three ways must give one answer.
    let short = plain(&[
        "odds", "--ws", "4", "-s", "4", "-n", "2", "--vs", "3", "-t", "3", "-w", "2",
    ]);
    let long = plain(&[
        "odds",
        "--weapon-skill",
        "4",
        "--strength",
        "4",
        "--attacks",
        "2",
        "--vs",
        "3",
        "--toughness",
        "3",
        "--wounds",
        "2",
    ]);
    let today = plain(&[
        "odds", "--ws", "4", "--s", "4", "-a", "2", "--vs", "3", "--t", "3", "--w", "2",
    ]);
    assert_eq!(short, today);
    assert_eq!(long, today);
    // To wound S4 vs T3 is 3+: 2/3, however Strength and Toughness are spelled.
    assert_eq!(
        plain(&["wound", "--strength", "4", "--toughness", "3"]),
        "2/3\n"
    );
    assert_eq!(plain(&["wound", "-s", "4", "-t", "3"]), "2/3\n");
    // BS3 shoots on 4+: 1/2.
    assert_eq!(plain(&["hit", "--ballistic-skill", "3"]), "1/2\n");
    // Ld7 on 2D6: 21/36 = 7/12, spelled --leadership.
    assert_eq!(plain(&["test", "--leadership", "7"]), "7/12\n");
}

#[test]
fn a_misspelt_flag_suggests_the_word_not_a_letter() {
    let err = assert_bad_input(warband().args(["wound", "--strenght", "4", "--t", "3"]));
    assert!(err.contains("'--strength'"), "{err}");
}

#[test]
fn odds_says_which_of_s_and_w_it_assumed() {
    let v: Value = serde_json::from_str(&stdout_of(
        warband().args(["odds", "--ws", "4", "--vs", "3", "--t", "3", "--json"]),
    ))
    .unwrap();
    let assumed = v["assumed"].as_str().unwrap();
    assert!(
        assumed.contains("S3") && assumed.contains("W1"),
        "{assumed}"
    );
    let v: Value = serde_json::from_str(&stdout_of(warband().args([
        "odds", "--ws", "4", "--vs", "3", "--t", "3", "--s", "4", "--json",
    ])))
    .unwrap();
    assert_eq!(v["assumed"], "target W1 (give --w)");
    let given = stdout_of(warband().args([
        "odds", "--ws", "4", "--vs", "3", "--t", "3", "-s", "3", "-w", "1",
    ]));
    assert!(!given.contains("assumed"), "{given}");
    // The human view says it on its second line, right under the verdict.
    let shown = stdout_of(warband().args(["odds", "--ws", "4", "--vs", "3", "--t", "3"]));
    assert!(
        shown
            .lines()
            .nth(1)
            .unwrap()
            .starts_with("assumed: attacker S3"),
        "{shown}"
    );
}

#[test]
fn global_options_come_last_under_their_own_heading() {
    for sub in ["hit", "odds", "duel", "table"] {
        let help = stdout_of(warband().args([sub, "--help"]));
        let headings: Vec<&str> = help
            .lines()
            .filter(|l| !l.starts_with(' ') && l.ends_with(':') && l.len() > 1)
            .collect();
        assert_eq!(
            headings.iter().filter(|h| **h == "Global options:").count(),
            1,
            "{sub}: {headings:?}"
        );
        // Only the examples may follow the global options.
        let last = headings.iter().rposition(|h| *h != "Examples:").unwrap();
        assert_eq!(headings[last], "Global options:", "{sub}: {headings:?}");
        let global = help.find("Global options:").unwrap();
        assert!(help[global..].contains("--rules <ID>"), "{sub}");
        assert!(!help[..global].contains("--rules-file"), "{sub}");
    }
}

#[test]
fn bare_warband_prints_the_short_help_with_the_subcommands() {
    // As cargo does: the help on stdout, exit 0 (issue 30); `warband rules` and `warband roster`
    // with nothing after them likewise list their own subcommands.
    for (args, subs) in [
        (&[][..], &["hit", "odds", "duel", "table", "rules"][..]),
        (&["rules"], &["list", "show"]),
        (&["roster"], &["show"]),
    ] {
        let stdout = stdout_of(warband().args(args));
        let usage = format!("Usage: warband {}", args.join(" "));
        assert!(
            stdout.contains(&format!("{} [OPTIONS] <COMMAND>", usage.trim_end())),
            "{stdout}"
        );
        for sub in subs {
            assert!(stdout.contains(&format!("\n  {sub} ")), "{sub}: {stdout}");
        }
    }
}

#[test]
fn rules_show_explains_one_ruling() {
    let shown = stdout_of(warband().args(["rules", "show", "R-32"]));
    assert!(shown.starts_with("R-32 (attack order)\n"), "{shown}");
    let v: Value = serde_json::from_str(&stdout_of(
        warband().args(["rules", "show", "r-47", "--json"]),
    ))
    .unwrap();
    assert_eq!(v["id"], "R-47");
    assert!(
        v["text"]
            .as_str()
            .unwrap()
            .contains("charger strikes first")
    );
    let err = assert_bad_input(warband().args(["rules", "show", "R-999"]));
    assert!(err.contains("no ruling R-999"), "{err}");
}

#[test]
fn rules_list_names_its_sources_not_files() {
    let list = stdout_of(warband().args(["rules", "list"]));
    assert!(
        list.contains("Mordheim rulebook (Russian translation)"),
        "{list}"
    );
    assert!(!list.contains(".txt"), "{list}");
}

#[test]
fn global_options_with_no_meaning_are_refused() {
    for (args, flag) in [
        (&["completions", "bash", "--roll"][..], "--roll"),
        (&["man", "--json"], "--json"),
        (&["man", "hit", "--seed", "3"], "--seed"),
        (&["rules", "list", "--seed=3"], "--seed"),
        (&["rules", "show", "--roll"], "--roll"),
    ] {
        let err = assert_bad_input(warband().args(args));
        assert!(
            err.contains(&format!("{flag} has no meaning")),
            "{args:?}: {err}"
        );
    }
    // --format is the point of `rules show --format json`.
    stdout_of(warband().args(["rules", "show", "--format", "json"]));
}
