//! The answer stays on a phone's screen: the kinds of question players ask at the table, each
//! run in a real 40 × 20 terminal (a tmux pane), with the pager warband picks by itself
//! (`less -FRX`). What the pane shows first must be the answer, the first line warband prints;
//! with `--paging never` the long answers scroll away, which is what the pager is for. And
//! `--brief` fits a 40 × 10 screen. Skipped, with a note, where tmux or less is not installed
//! (`.ci/run` installs them where it can).

use crate::common;

use std::process::Command;
use std::time::{Duration, Instant};

/// The questions: the command, and a word the answer (its first line) must have. They are
/// the kinds of question of issue 27 (the players' 19) and a few of our own.
const QUESTIONS: &[(&[&str], &str)] = &[
    (&["hit", "--ws", "4", "--vs", "3"], "needs 3+"),
    (&["wound", "--s", "4", "--t", "3"], "wounds on 3+"),
    (
        &["save", "--armour", "heavy", "--shield", "--s", "4"],
        "saves on",
    ),
    (&["injury", "--concussion", "--helmet"], "out of action"),
    (
        &["crit", "--rules", "mordheim-club", "--class", "cutting"],
        "critical table",
    ),
    (&["fall", "--jump", "5", "--i", "3", "--t", "3"], "jump"),
    (&["fall", "--height", "6", "--t", "3"], "out of action"),
    (&["rout", "--ld", "8", "--out", "3", "--of", "12"], "holds"),
    (
        &["break", "--rules", "wfb", "--ld", "7", "--lost-by", "2"],
        "holds",
    ),
    (&["test", "--initiative", "3", "--times", "2"], "Initiative"),
    (
        &[
            "odds", "--ws", "4", "--s", "3", "--vs", "3", "--t", "3", "--armour", "5",
        ],
        "out of action",
    ),
    (
        &[
            "odds",
            "--bs",
            "3",
            "--weapon",
            "crossbow",
            "--t",
            "3",
            "--armour",
            "light",
            "--long-range",
        ],
        "out of action",
    ),
    (
        &[
            "odds",
            "--bs",
            "3",
            "--weapon",
            "crossbow",
            "--t",
            "3",
            "--armour",
            "light",
            "--compare",
            "--weapon handgun",
            "--compare",
            "--weapon bow",
        ],
        "out of action:",
    ),
    (
        &[
            "duel",
            "--a",
            "WS4 S3 T3 W1 I4 A1",
            "--b",
            "WS3 S3 T3 W1 I3 A1",
            "--b-weapon",
            "sword",
            "--b-armour",
            "light",
        ],
        "A wins",
    ),
    (
        &[
            "duel",
            "--a",
            "WS4 W2 A2",
            "--b",
            "WS4 W2 A2",
            "--compare",
            "--a-weapon axe",
        ],
        "A wins:",
    ),
    (
        &[
            "combat",
            "--rules",
            "wfb",
            "--a",
            "20x WS3",
            "--a-standard",
            "--b",
            "10x WS4",
            "--charger",
            "b",
        ],
        "A wins",
    ),
    (&["table", "serious-injury"], "Serious injuries"),
    (
        &["save", "--armour", "5", "--ward", "6+", "--s", "4"],
        "ward save on 6+",
    ),
    (&["rules", "show", "helmet"], "helmet"),
    (&["table", "injury", "--roll", "--seed", "3"], "rolled"),
    (&["roll", "2d6", "--dist"], "2d6"),
    (
        &[
            "spell",
            "--rules",
            "mordheim-club",
            "soulfire",
            "--t",
            "3",
            "--armour",
            "light",
        ],
        "Soulfire",
    ),
];

fn installed(program: &str) -> bool {
    let ok = Command::new("sh")
        .args(["-c", &format!("command -v {program}")])
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        println!("note: {program} is not installed: skipping the 40 × 20 terminal test");
    }
    ok
}

/// A shell word.
fn quoted(word: &str) -> String {
    format!("'{}'", word.replace('\'', r"'\''"))
}

/// The first line warband prints for `args` into a pipe 40 columns wide: the answer.
fn first_line(args: &[&str]) -> String {
    let out = common::stdout_of(
        common::warband()
            .args(args)
            .env("COLUMNS", "40")
            .env("LANG", "C.UTF-8"),
    );
    out.lines()
        .next()
        .unwrap_or_default()
        .trim_end()
        .to_string()
}

/// Runs `args` in a fresh 40 × 20 tmux pane (its own server, so nothing else is touched) and
/// returns what the pane shows once the output has settled: the pager's first page, or the
/// last 20 lines of what was printed.
fn screen(args: &[&str], extra: &[&str]) -> Vec<String> {
    // A socket of its own for every run: a server just killed may still hold the last one
    // ("server exited unexpectedly" for the next new-session).
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let socket = std::env::temp_dir().join(format!("warband-screen-{}-{run}", std::process::id()));
    let socket = socket.to_string_lossy().into_owned();
    let tmux = |a: &[&str]| {
        Command::new("tmux")
            .args(["-u", "-S", &socket, "-f", "/dev/null"])
            .args(a)
            .env_remove("TMUX")
            .output()
            .expect("running tmux")
    };
    let line: Vec<String> = args.iter().chain(extra).map(|a| quoted(a)).collect();
    // The shell prints a prompt after the output, as a player's does; then waits.
    let command = format!(
        "unset PAGER WARBAND_PAGER LESS COLUMNS LINES; export LANG=C.UTF-8 TERM=xterm-256color; {} {}; printf '$ '; sleep 60",
        quoted(env!("CARGO_BIN_EXE_warband")),
        line.join(" ")
    );
    let started = tmux(&[
        "new-session",
        "-d",
        "-s",
        "w",
        "-x",
        "40",
        "-y",
        "20",
        "sh",
        "-c",
        &command,
    ]);
    assert!(
        started.status.success(),
        "tmux: {}",
        String::from_utf8_lossy(&started.stderr)
    );
    // Wait until the pane shows something and stays the same for a moment.
    let deadline = Instant::now() + Duration::from_secs(30);
    let mut last = String::new();
    let mut stable = 0;
    while Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(150));
        let shown = tmux(&["capture-pane", "-p", "-t", "w"]);
        let text = String::from_utf8_lossy(&shown.stdout).into_owned();
        if !text.trim().is_empty() && text == last {
            stable += 1;
            if stable >= 4 {
                break;
            }
        } else {
            stable = 0;
        }
        last = text;
    }
    let _ = tmux(&["kill-server"]);
    let _ = std::fs::remove_file(&socket);
    last.lines().map(|l| l.trim_end().to_string()).collect()
}

#[test]
fn every_answer_stays_on_a_phone_screen() {
    if !installed("tmux") || !installed("less") {
        return;
    }
    // Each pane mostly waits for its screen to settle: all the questions at once (each on a
    // socket of its own) keep the test's wall time down without making any pane busier (six
    // at a time took 7 s, nearly all of it waiting).
    let next = std::sync::atomic::AtomicUsize::new(0);
    let screens: Vec<(usize, Vec<String>, Vec<String>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..QUESTIONS.len())
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some((args, _)) = QUESTIONS.get(i) else {
                            return done;
                        };
                        done.push((i, screen(args, &[]), screen(args, &["--paging", "never"])));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap())
            .collect()
    });
    assert_eq!(screens.len(), QUESTIONS.len());
    let mut kept = 0;
    let mut kept_before = 0;
    for (i, paged, unpaged) in screens {
        let (args, word) = QUESTIONS[i];
        let answer = first_line(args);
        assert!(
            answer.contains(word),
            "warband {}: the first line is not the answer: {answer:?}",
            args.join(" ")
        );
        let top = paged.iter().find(|l| !l.is_empty()).cloned();
        assert_eq!(
            top.as_deref(),
            Some(answer.as_str()),
            "warband {} in 40 × 20: the screen shows\n{}",
            args.join(" "),
            paged.join("\n")
        );
        kept += 1;
        // Without the pager (as before it), a long answer scrolls off the top.
        kept_before += usize::from(unpaged.contains(&answer));
    }
    println!(
        "answers on the 40 × 20 screen: {kept} of {} with the pager, {kept_before} without it",
        QUESTIONS.len()
    );
    assert!(
        kept_before < kept,
        "no answer needed the pager: the test shows nothing"
    );
}

#[test]
fn brief_fits_forty_by_ten() {
    for (args, word) in QUESTIONS {
        let out = common::stdout_of(
            common::warband()
                .args(*args)
                .arg("--brief")
                .env("COLUMNS", "40"),
        );
        let lines: Vec<&str> = out.lines().collect();
        assert!(
            lines.len() <= 10,
            "warband {} --brief: {} lines\n{out}",
            args.join(" "),
            lines.len()
        );
        for line in &lines {
            assert!(
                line.chars().count() <= 40,
                "warband {} --brief: {line:?} is wider than 40",
                args.join(" ")
            );
        }
        assert!(
            lines[0].contains(word) || lines[0].starts_with("rolled"),
            "warband {} --brief: the first line is not the answer: {:?}",
            args.join(" "),
            lines[0]
        );
    }
}

#[test]
fn help_is_paged_like_a_long_answer() {
    // `combat --help` runs to hundreds of lines at 40 columns: paged, the screen starts with
    // its first lines, as git's help does; with `--paging never` they scroll away.
    if !installed("tmux") || !installed("less") {
        return;
    }
    for args in [&["combat", "--help"][..], &["odds", "--help"][..]] {
        let top = first_line(args);
        assert!(!top.is_empty(), "{args:?} prints help");
        let paged = screen(args, &[]);
        let shown = paged.iter().find(|l| !l.is_empty()).cloned();
        assert_eq!(
            shown.as_deref(),
            Some(top.as_str()),
            "warband {} in 40 × 20: the screen shows\n{}",
            args.join(" "),
            paged.join("\n")
        );
        let unpaged = screen(args, &["--paging", "never"]);
        assert!(
            !unpaged.contains(&top),
            "without the pager the help's first line scrolls away:\n{}",
            unpaged.join("\n")
        );
    }
}
