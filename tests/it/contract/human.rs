//! The human output at a phone-sized terminal: `COLUMNS` (or the terminal's width) is honoured,
//! every line of `hit`, `odds`, `duel` and `table` fits 40 columns (the bars go first, then
//! long fractions and notes wrap), and a wide terminal or a pipe keeps the bar column.

use crate::common;

use common::{stdout_of, warband};

/// A representative set: counts with and without a roll, named outcomes, a side-by-side, a duel
/// with long fractions and a folded tail, a table's odds, its rows, and the list of tables.
const COMMANDS: &[&[&str]] = &[
    &["hit", "--ws", "4", "--vs", "3", "-a", "3"],
    &[
        "hit", "--ws", "4", "--vs", "3", "-a", "12", "--roll", "--seed", "3",
    ],
    &[
        "hit",
        "--bs",
        "4",
        "--moved",
        "--large-target",
        "--mod",
        "+1",
    ],
    &[
        "odds", "--ws", "4", "--vs", "3", "--s", "4", "--t", "3", "--w", "1",
    ],
    &[
        "odds",
        "--ws",
        "4",
        "--vs",
        "3",
        "--s",
        "4",
        "--t",
        "3",
        "--compare",
        "--weapon mace",
    ],
    &[
        "duel",
        "--a",
        "WS4 S3 T3 W1 I4 A1",
        "--b",
        "WS3 S3 T3 W1 I3 A1",
    ],
    &["table", "injury"],
    &["table", "serious-injury"],
    &["table", "show", "serious-injury"],
    &["table", "list"],
    &[
        "odds",
        "--attacker",
        "2x WS3 I3",
        "--attacker",
        "WS4 S4 I4 A2 --weapon axe --charged",
        "--vs",
        "3",
        "--t",
        "3",
    ],
    &["roster", "show", "examples/reikland.toml"],
];

fn run(args: &[&str], columns: Option<&str>) -> String {
    let mut cmd = warband();
    cmd.args(args);
    if let Some(c) = columns {
        cmd.env("COLUMNS", c);
    }
    stdout_of(&mut cmd)
}

#[test]
fn every_line_fits_forty_columns() {
    for args in COMMANDS {
        let out = run(args, Some("40"));
        for line in out.lines() {
            // Display width in characters: the box-drawing characters are 3 bytes each.
            assert!(
                line.chars().count() <= 40,
                "{args:?} at COLUMNS=40: {} columns:\n{line}\n{out}",
                line.chars().count()
            );
        }
        // Wrapping loses no words: the answer's first word is still there.
        assert!(!out.trim().is_empty(), "{args:?}");
    }
}

#[test]
fn narrow_output_drops_the_bar_but_keeps_the_answer() {
    let out = run(&["hit", "--ws", "4", "--vs", "3", "-a", "3"], Some("40"));
    // 3 attacks hitting on 3+: P(2 hits) = 3·(2/3)²·(1/3) = 4/9 = 44.4%.
    assert!(out.contains("44.4%"), "{out}");
    assert!(!out.contains('█'), "{out}");
    // A note that wraps continues indented by two spaces.
    let out = run(&["table", "injury"], Some("40"));
    assert!(
        out.contains("note: source: Mordheim rulebook (Russian\n  translation)"),
        "{out}"
    );
}

#[test]
fn a_wide_terminal_and_a_pipe_keep_the_bars() {
    for args in COMMANDS {
        let piped = run(args, None);
        // Wider than any of these outputs: nothing changes; a COLUMNS that is not a positive
        // number is ignored.
        assert_eq!(run(args, Some("5000")), piped, "{args:?} at COLUMNS=5000");
        assert_eq!(run(args, Some("0")), piped, "{args:?} at COLUMNS=0");
        assert_eq!(run(args, Some("wide")), piped, "{args:?} at COLUMNS=wide");
        // At 200 columns every distribution keeps its bar column (a side-by-side has none).
        let distribution = !args.contains(&"--compare") && !args.contains(&"show");
        if distribution && args[1] != "list" {
            let wide = run(args, Some("200"));
            assert!(wide.contains('█'), "{args:?} at COLUMNS=200:\n{wide}");
            assert!(wide.lines().all(|l| l.chars().count() <= 200), "{wide}");
        }
    }
    let out = run(&["hit", "--ws", "4", "--vs", "3", "-a", "3"], Some("200"));
    // The bar of the likeliest row (2 hits, 4/9) is the full 24 blocks.
    assert!(out.contains(&"█".repeat(24)), "{out}");
}

fn run_with(args: &[&str], env: &[(&str, &str)]) -> String {
    let mut cmd = warband();
    cmd.args(args);
    for (k, v) in env {
        cmd.env(k, v);
    }
    stdout_of(&mut cmd)
}

#[test]
fn the_ascii_style_keeps_to_forty_columns() {
    // `…` is `...` and `→` is `->` in ASCII: longer than the line they were fitted in.
    for args in [
        &["table", "serious-injury"][..],
        &["table", "show", "injury"],
        &["rules", "show"],
    ] {
        let out = run_with(
            &[args, &["--style", "ascii"]].concat(),
            &[("COLUMNS", "40")],
        );
        for line in out.lines() {
            assert!(
                line.chars().count() <= 40,
                "{args:?} --style ascii: {line:?}"
            );
        }
    }
}

#[test]
fn the_ascii_style_prints_only_ascii() {
    for args in COMMANDS {
        for columns in ["40", "5000"] {
            let out = run_with(
                &[*args, &["--style", "ascii"]].concat(),
                &[("COLUMNS", columns)],
            );
            let odd: Vec<char> = out.chars().filter(|c| !c.is_ascii()).collect();
            assert!(odd.is_empty(), "{args:?} --style ascii: {odd:?}\n{out}");
        }
    }
    // The bars are drawn with '#': 3 attacks at 3+, the likeliest row (2 hits, 4/9) has all 24.
    let out = run_with(
        &[
            "hit", "--ws", "4", "--vs", "3", "-a", "3", "--style", "ascii",
        ],
        &[],
    );
    assert!(out.contains(&format!("| {} |", "#".repeat(24))), "{out}");
    assert!(
        out.starts_with("needs 3+  |  2/3  (66.7%)\n+------+"),
        "{out}"
    );
    // The rules: every symbol ASCII; what is left is letters of names and quoted sources (the
    // Brno club's name, the seeds' Russian and Czech), which are data, not drawing.
    for args in [
        &["rules", "list"][..],
        &["rules", "show", "R-32"],
        &["rules", "show", "mordheim"],
        &["rules", "show", "mordheim-club"],
        // The club's Ricochet row speaks of a 180° arc.
        &["--rules", "mordheim-club", "crit", "--class", "missile"],
    ] {
        let out = run_with(&[args, &["--style", "ascii"]].concat(), &[]);
        let odd: Vec<char> = out
            .chars()
            .filter(|c| !c.is_ascii() && !c.is_alphabetic())
            .collect();
        assert!(odd.is_empty(), "{args:?} --style ascii: {odd:?}");
    }
    // JSON and CSV are data: they keep their characters.
    let json = run_with(&["rules", "list", "--json", "--style", "ascii"], &[]);
    assert!(json.contains("pásovce"), "{json}");
}

#[test]
fn auto_follows_the_locale_and_the_option_wins() {
    let hit = ["hit", "--ws", "4", "--vs", "3"];
    let unicode = |out: &str| out.contains('╭') && out.contains('█');
    let ascii = |out: &str| out.is_ascii() && out.contains("+---");
    assert!(ascii(&run_with(&hit, &[("LANG", "C")])));
    assert!(unicode(&run_with(&hit, &[("LANG", "en_US.UTF-8")])));
    assert!(unicode(&run_with(&hit, &[("LANG", "C.UTF-8")])));
    // LC_ALL, then LC_CTYPE, then LANG: the first set and not empty decides.
    assert!(ascii(&run_with(
        &hit,
        &[("LC_ALL", "C"), ("LANG", "en_US.UTF-8")]
    )));
    assert!(ascii(&run_with(
        &hit,
        &[("LC_CTYPE", "POSIX"), ("LANG", "en_US.UTF-8")]
    )));
    assert!(unicode(&run_with(
        &hit,
        &[("LC_ALL", ""), ("LANG", "cs_CZ.utf8")]
    )));
    // No locale at all: Unicode, as bat and ripgrep draw.
    assert!(unicode(&run_with(&hit, &[])));
    let with = |extra: &[&'static str]| [&hit[..], extra].concat();
    assert!(unicode(&run_with(
        &with(&["--style", "unicode"]),
        &[("LANG", "C")]
    )));
    assert!(ascii(&run_with(
        &with(&["--style", "ascii"]),
        &[("LANG", "en_US.UTF-8")]
    )));
    assert!(ascii(&run_with(&hit, &[("WARBAND_STYLE", "ascii")])));
    assert!(unicode(&run_with(
        &with(&["--style", "auto"]),
        &[("WARBAND_STYLE", "ascii")]
    )));
    let mut bad = warband();
    bad.args(hit).env("WARBAND_STYLE", "fancy");
    let e = common::assert_bad_input(&mut bad);
    assert!(e.contains("WARBAND_STYLE: unknown style 'fancy'"), "{e}");
}

#[test]
fn no_scientific_notation_in_human_output() {
    // A digit, `e`, a sign or digit: 6.4769e-1, 9.2e-7%, 1e-300.
    let exponent = |s: &str| {
        let b = s.as_bytes();
        (1..b.len().saturating_sub(1)).any(|i| {
            b[i] == b'e'
                && b[i - 1].is_ascii_digit()
                && (b[i + 1] == b'-' || b[i + 1] == b'+' || b[i + 1].is_ascii_digit())
        })
    };
    for args in COMMANDS {
        for columns in ["40", "5000"] {
            let out = run(args, Some(columns));
            assert!(!exponent(&out), "{args:?}:\n{out}");
        }
    }
    // A duel's long fractions are shown as plain decimals.
    let duel = run(COMMANDS[5], None);
    assert!(duel.contains("≈ 0."), "{duel}");
}

#[test]
fn decimal_is_plain_as_a_decimal_number() {
    let duel = COMMANDS[5];
    let exact = run_with(&[duel, &["--format", "plain"]].concat(), &[]);
    let decimal = run_with(&[duel, &["--format", "decimal"]].concat(), &[]);
    let decimal = decimal.trim_end();
    // A number awk and bc read: digits, at most one point, no exponent.
    let (int, frac) = decimal.split_once('.').unwrap_or((decimal, "0"));
    assert!(
        !int.is_empty() && (int.bytes().chain(frac.bytes())).all(|b| b.is_ascii_digit()),
        "{decimal}"
    );
    // It is the exact fraction to 10 significant digits: within 1e-10 of its value (the
    // fraction's parts are far beyond u64, so f64 holds each to 16 digits).
    let (n, d) = exact
        .trim()
        .split_once('/')
        .expect("a duel's exact fraction");
    let value = n.parse::<f64>().unwrap() / d.parse::<f64>().unwrap();
    let shown: f64 = decimal.parse().unwrap();
    assert!((shown - value).abs() < 1e-10, "{decimal} vs {value}");
    // By hand: hit at 3+ = 2/3, the chance plain gives; 1/6 to wound S3 against T5 (a 6).
    let hit = ["hit", "--ws", "4", "--vs", "3", "--format", "decimal"];
    assert_eq!(run_with(&hit, &[]), "0.6666666667\n");
    let wound = ["wound", "--s", "3", "--t", "5", "--format", "decimal"];
    assert_eq!(run_with(&wound, &[]), "0.1666666667\n");
    // Named outcomes: one value too, out of action (the Mordheim injury roll: a third).
    let injury = ["injury", "--format", "decimal"];
    assert_eq!(run_with(&injury, &[]), "0.3333333333\n");
    // Every subcommand that prints plain prints decimal: what is not a probability is the same.
    for args in [
        &["table", "list"][..],
        &["table", "show", "injury"],
        &["rules", "list"],
        &["rules", "show", "R-32"],
        &["roll", "2d6", "--roll", "--seed", "1"],
    ] {
        assert_eq!(
            run_with(&[args, &["--format", "decimal"]].concat(), &[]),
            run_with(&[args, &["--format", "plain"]].concat(), &[]),
            "{args:?}"
        );
    }
    // awk compares it as a number.
    let out = std::process::Command::new("sh")
        .args([
            "-c",
            &format!("echo {decimal} | awk '{{ exit !($1 > 0.5) }}'"),
        ])
        .status();
    if let Ok(status) = out {
        assert!(
            status.success(),
            "awk reads {decimal} as a number above 0.5"
        );
    }
}

#[test]
fn a_width_narrower_than_a_phone_is_the_narrowest() {
    // COLUMNS=1 would print one character a line: it is fitted as 20 columns are.
    let args = ["hit", "--ws", "4", "--vs", "3", "-a", "3"];
    assert_eq!(run(&args, Some("1")), run(&args, Some("20")));
    assert!(run(&args, Some("1")).lines().any(|l| l.chars().count() > 1));
}
