//! The browser page in a real headless Chromium (Debian's `chromium`), at a phone's 390×844
//! with the network off: each query, opened as a link, shows the command line's `--brief` answer
//! first (inside the first screen) and the exact fractions of its `--json` in the page's
//! table, the same JSON when `--json` is typed in the box; a bad query the command line's
//! one-line error, a roll its seed in the link; completions and man (not in the page's build)
//! are refused in one line that says where they are; the forms write the command line they stand for; and no request leaves the page. Skips with a
//! note where Chromium or the wasm32 target is missing. The single-file page
//! (`web/dist/warband.html`) is the one opened here; `offline.rs` serves the hosted one.
//!
//! `WARBAND_WEB_SHOTS=DIR` saves a screenshot of each answer there, to look at as a player.

use super::browser::{self, Browser};
use crate::common::warband;
use serde_json::Value;
use std::path::PathBuf;
use std::process::Command;
use std::sync::OnceLock;

const WIDTH: u32 = 390;
const HEIGHT: u32 = 844;

/// web/dist/index.html, built by `web/build` unless it is up to date; `None` (with a note)
/// where it cannot be built here for want of the wasm32 target.
fn page() -> Option<PathBuf> {
    static PAGE: OnceLock<Option<PathBuf>> = OnceLock::new();
    PAGE.get_or_init(|| {
        let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
        let build = root.join("web/build");
        let fresh = Command::new(&build).arg("--check").status().unwrap();
        if !fresh.success() {
            let out = Command::new(&build)
                .env("WARBAND_WEB_QUIET", "1")
                .output()
                .unwrap();
            if !out.status.success() {
                let installed = Command::new("rustup")
                    .args(["target", "list", "--installed"])
                    .output()
                    .map(|o| String::from_utf8_lossy(&o.stdout).contains("wasm32-unknown-unknown"))
                    .unwrap_or(false);
                assert!(
                    !installed,
                    "web/build failed:\n{}",
                    String::from_utf8_lossy(&out.stderr)
                );
                eprintln!(
                    "note: the wasm32-unknown-unknown target is missing; the page tests skip"
                );
                return None;
            }
        }
        Some(root.join("web/dist/warband.html"))
    })
    .clone()
}

/// The browser and the page, or `None` with a note where either is missing.
pub(super) fn open_browser() -> Option<(Browser, PathBuf)> {
    let Some(chromium) = browser::find() else {
        eprintln!(
            "note: chromium is not installed; the page tests skip (apt-get install chromium)"
        );
        return None;
    };
    let page = page()?;
    Some((Browser::start(&chromium, WIDTH, HEIGHT), page))
}

fn link(page: &std::path::Path, line: &str) -> String {
    format!("file://{}#{}", page.display(), percent_encode(line))
}

/// As JavaScript's encodeURIComponent, the form the page writes in its own links.
fn percent_encode(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z'
            | b'a'..=b'z'
            | b'0'..=b'9'
            | b'-'
            | b'_'
            | b'.'
            | b'!'
            | b'~'
            | b'*'
            | b'\''
            | b'('
            | b')' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            out.push(u8::from_str_radix(&s[i + 1..i + 3], 16).unwrap());
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).unwrap()
}

/// What the page shows, as a player reads it (text content, not the page's own data).
pub(super) const SHOWN: &str = r#"(() => {
  const h = document.getElementById('headline'), r = h.getBoundingClientRect();
  return {
    headline: h.textContent, error: h.classList.contains('error'), top: r.top, bottom: r.bottom,
    screen: innerHeight, wide: document.documentElement.scrollWidth,
    brief: document.getElementById('brief').textContent,
    rows: [...document.querySelectorAll('#dist tr')].map(tr => [...tr.cells].map(c => c.textContent.trim())),
    pre: (document.querySelector('#more pre') || {}).textContent || null,
    cmd: document.getElementById('cmd').value, hash: location.hash,
    engine_ms: Number(document.body.dataset.engineMs), load_ms: Number(document.body.dataset.loadToAnswerMs),
  };
})()"#;

/// The command line's words for `line` (as the page's shell-like splitting reads it).
fn words(line: &str) -> Vec<String> {
    shlex::split(line).unwrap()
}

/// The command line's answers: `--json` (parsed) and the human view (stdout, stderr, exit).
fn cli(line: &str) -> (Option<Value>, String, String) {
    let json = warband().args(words(line)).arg("--json").output().unwrap();
    let human = warband().args(words(line)).output().unwrap();
    let value = serde_json::from_slice(&json.stdout).ok();
    (
        value,
        String::from_utf8(human.stdout).unwrap(),
        String::from_utf8(human.stderr).unwrap(),
    )
}

/// What the command line prints for `line` with `--brief`: the answer first.
fn brief_of_cli(line: &str) -> String {
    let out = warband().args(words(line)).arg("--brief").output().unwrap();
    assert!(out.stderr.is_empty(), "{line} --brief");
    String::from_utf8(out.stdout)
        .unwrap()
        .trim_end()
        .to_string()
}

/// What the page's answer card says for `line`: what `--brief` prints and, above it where the
/// question asks about the outcome the headline does not give, that outcome's chance from the
/// command line's JSON: a rout or break test answers the chance to hold, and a player asks
/// whether his warband routs (issue 38). Not for rolls: the roll leads.
pub(super) fn card_of_cli(line: &str) -> String {
    let brief = brief_of_cli(line);
    let (json, _, _) = cli(line);
    // A rout or break test's rows are the pass (`holds`) and the failure (`routs`, or `breaks`
    // for a unit): the failure is asked about.
    let asked = json.as_ref().and_then(|j| {
        // A Leadership test (its inputs count the tests), not an escape's Initiative test.
        let test = matches!(j["command"].as_str()?, "rout" | "break")
            && j["inputs"].get("tests").is_some_and(|t| t != 0);
        if !test || !j["roll"].is_null() {
            return None;
        }
        let rows = j["distribution"].as_array()?;
        assert_eq!(rows[0]["outcome"], "holds", "{line}");
        Some((
            rows[1]["outcome"].as_str()?.to_string(),
            rows[1]["probability"].clone(),
        ))
    });
    match asked {
        Some((outcome, p)) => format!(
            "{outcome}  ·  {}  ({:.1}%)\n{brief}",
            p["exact"].as_str().unwrap(),
            100.0 * p["p"].as_f64().unwrap()
        ),
        None => brief,
    }
}

fn save_shot(browser: &mut Browser, name: &str) {
    if let Some(dir) = std::env::var_os("WARBAND_WEB_SHOTS") {
        let name: String = name
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .take(60)
            .collect();
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(
            PathBuf::from(dir).join(format!("{name}.png")),
            browser.screenshot(),
        )
        .unwrap();
    }
}

/// Runs `line` in the page's command box (as a player typing it and pressing Go) and returns
/// what the page then shows.
fn type_in(browser: &mut Browser, line: &str) -> Value {
    browser.eval(&format!(
        "document.body.dataset.answered = ''; document.getElementById('cmd').value = {}; \
         document.getElementById('go').click();",
        serde_json::to_string(line).unwrap()
    ));
    browser.wait_for("document.body.dataset.answered === 'yes'");
    browser.eval(SHOWN)
}

/// Queries across the subcommands and all five rulesets; rolls with a seed, and one without.
const QUERIES: &[&str] = &[
    "hit --ws 4 --vs 3",
    "wound --s 4 --t 3 -n 2 --rules wfb",
    "save --armour heavy --shield --s 4 --rules skirmish",
    "odds --ws 4 --s 3 --vs 3 --t 3 --w 1 --armour 5",
    "odds --attacker 'WS4 S4 I4 A2' --attacker '2x WS3 S3 A1' --vs 3 --t 4 --w 2 --rules mordheim-club",
    "odds --ws 4 --s 3 -a 60 --vs 3 --t 3 --armour 5 --parry sword",
    "duel --a 'WS4 S3 T3 W1 I4 A1' --b 'WS3 S3 T3 W1 I3 A1' --b-weapon sword --b-armour light",
    "duel --a 'WS4 S4 T3 W3 I4 A2' --b 'WS4 S3 T4 W3 I4 A2'",
    "combat --rules wfb --a WS3 --a-models 20 --a-standard --b WS4 --b-models 10 --charger b",
    "rout --ld 8 --out 3 --of 12",
    "rout --rules wfb --ld 8 --cr 2",
    "injury --concussion --helmet --roll --seed 3 --rules mordheim-club",
    "table prr --rules mordheim-club --mod +2",
    "table reorganisation --rules czarne-wrota --roll --seed 4",
    "test --stat 3 --times 2 --rules skirmish",
    "crit --rules mordheim-club --class cutting",
    "fall --jump 5 --i 3 --t 3",
    "roll 2d6 d3+1 --seed 7",
    "roll 4d6dl1 --dist",
    "hit --ws 4 --vs 3 -n 3 --roll",
    "rules show R-32",
    "rules list",
    "spell soulfire --t 3 --rules mordheim-club",
];

#[test]
fn the_page_answers_as_the_command_line_does() {
    let Some((mut browser, page)) = open_browser() else {
        return;
    };
    let mut slowest = (0.0, "");
    for &query in QUERIES {
        browser.open(
            &link(&page, query),
            "document.body.dataset.answered === 'yes'",
        );
        let shown = browser.eval(SHOWN);
        save_shot(&mut browser, query);
        // A roll without --seed got the page's fresh seed, which the link now carries: the
        // command line given that link's words must roll the same dice.
        let line = percent_decode(shown["hash"].as_str().unwrap().trim_start_matches('#'));
        assert_eq!(
            shown["cmd"],
            line.as_str(),
            "{query}: the box shows the link's line"
        );
        if query.contains("--roll") && !query.contains("--seed") {
            assert!(
                line.starts_with(query) && line.contains(" --seed "),
                "{query}: the link carries the seed: {line}"
            );
        } else {
            assert_eq!(line, query, "the link is the command line");
        }
        let (json, _, stderr) = cli(&line);
        assert!(stderr.is_empty(), "{line}: {stderr}");
        let json = json.unwrap_or_else(|| panic!("{line}: no JSON from the command line"));
        assert_eq!(shown["error"], false, "{line}: {shown}");
        // The answer first: a report's headline and the lines under it are what `--brief`
        // prints; anything else (a list, a ruling) is headed by its command line, and shown
        // as the command line prints it.
        let report = json.get("command").is_some()
            || json
                .as_array()
                .and_then(|a| a.first())
                .is_some_and(|r| r.get("command").is_some());
        if report {
            let brief = card_of_cli(&line);
            let mut lines = brief.lines();
            assert_eq!(
                shown["headline"].as_str().unwrap(),
                lines.next().unwrap(),
                "{line}: the headline is --brief's first line"
            );
            assert_eq!(
                shown["brief"].as_str().unwrap(),
                lines.collect::<Vec<_>>().join("\n"),
                "{line}: under it, the rest of --brief"
            );
        } else {
            assert_eq!(
                shown["headline"].as_str().unwrap(),
                format!("warband {line}"),
                "{line}: the headline"
            );
            // The text as printed: every name and id the JSON lists is in it.
            let pre = shown["pre"].as_str().unwrap_or_default();
            let entries = json
                .as_array()
                .cloned()
                .unwrap_or_else(|| vec![json.clone()]);
            for entry in &entries {
                for key in ["id", "name"] {
                    if let Some(text) = entry[key].as_str() {
                        assert!(pre.contains(text), "{line}: {text} is not shown: {pre}");
                    }
                }
            }
        }
        let (top, bottom) = (
            shown["top"].as_f64().unwrap(),
            shown["bottom"].as_f64().unwrap(),
        );
        assert!(
            top >= 0.0 && bottom <= f64::from(HEIGHT),
            "{line}: headline at {top}..{bottom}, outside the first screen"
        );
        assert!(
            shown["wide"].as_u64().unwrap() <= u64::from(WIDTH),
            "{line}: the page is {} px wide, wider than the phone",
            shown["wide"]
        );
        // Every exact probability of the distribution (the short ones: longer fractions are
        // shown approximately, as on the command line) in a row of the page's table, beside
        // its share.
        let rows: Vec<Vec<String>> = serde_json::from_value(shown["rows"].clone()).unwrap();
        let reports: Vec<Value> = match json.as_array() {
            Some(all) => all.clone(),
            None => vec![json.clone()],
        };
        for entry in reports
            .iter()
            .flat_map(|r| r["distribution"].as_array().cloned().unwrap_or_default())
        {
            let exact = entry["probability"]["exact"].as_str().unwrap();
            if exact.len() <= 24 {
                assert!(
                    rows.iter().any(|row| row.iter().any(|cell| cell == exact)),
                    "{line}: {exact} ({}) is not in the page's table: {rows:?}",
                    entry["outcome"]
                );
            }
        }
        let ms = shown["engine_ms"].as_f64().unwrap();
        eprintln!(
            "web: {ms:>6.1} ms in the page (load to answer {} ms): {query}",
            shown["load_ms"]
        );
        if ms > slowest.0 {
            slowest = (ms, query);
        }
        // The same line with --json typed in the box: the command line's JSON, every value.
        let typed = type_in(&mut browser, &format!("{line} --json"));
        let page_json: Value = serde_json::from_str(typed["pre"].as_str().unwrap_or_else(|| {
            panic!("{line} --json: no JSON shown: {typed}");
        }))
        .unwrap();
        assert_eq!(page_json, json, "{line} --json: the page's JSON differs");
    }
    eprintln!(
        "web: load to first answer {} ms (the last load); slowest query in the page {:.0} ms: {}",
        browser.eval("Number(document.body.dataset.loadToAnswerMs)"),
        slowest.0,
        slowest.1
    );
    assert_no_request_left(&browser, &page);
}

/// Bad queries show the command line's one line (its stderr), and nothing else.
#[test]
fn a_bad_query_shows_the_command_lines_one_line_error() {
    let Some((mut browser, page)) = open_browser() else {
        return;
    };
    let bad = [
        "hit --ws 4 --vs",
        "hit --ws 4 --vs 3 --rules nosuch",
        "roll 2q6",
        "rout --ld 8 --out 3 --of 12 --rules czarne-wrota",
        "duel --a 'WS4 S3' --b 'WS3 Q9'",
        "odds --ws 4 --attacker 'WS3'",
        "hti --ws 4",
    ];
    for (i, line) in bad.iter().enumerate() {
        let shown = if i == 0 {
            browser.open(
                &link(&page, line),
                "document.body.dataset.answered === 'yes'",
            );
            browser.eval(SHOWN)
        } else {
            type_in(&mut browser, line)
        };
        save_shot(&mut browser, &format!("bad {line}"));
        let out = warband().args(words(line)).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{line}");
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(shown["error"], true, "{line}: {shown}");
        assert_eq!(
            shown["headline"].as_str().unwrap(),
            stderr.trim_end(),
            "{line}"
        );
        assert!(
            shown["rows"].as_array().unwrap().is_empty(),
            "{line}: {shown}"
        );
        assert!(
            shown["bottom"].as_f64().unwrap() <= f64::from(HEIGHT),
            "{line}"
        );
    }
    // A link a chat app cut in the middle of a character (`…%E2`): the broken escape is kept
    // as typed and refused in warband's one line, not left on "Loading…".
    let cut = format!("{}%E2", link(&page, "hit --ws 4 --vs 3 --compare"));
    browser.open(&cut, "document.body.dataset.answered === 'yes'");
    let shown = browser.eval(SHOWN);
    let error = shown["headline"].as_str().unwrap();
    assert_eq!(shown["error"], true, "a cut link: {shown}");
    assert!(
        error.starts_with("warband: error: ") && !error.contains('\n'),
        "a cut link: {error}"
    );
    // What has no meaning in the page (files, standard input, a pipeline) is one line too.
    for (line, says) in [
        (
            "odds --ws 4 --vs 3 --t 3 --rules-file mine.json",
            "has no such file",
        ),
        ("hit --ws 4 --vs 3 -n -", "standard input"),
        (
            "hit --ws 4 --vs 3 --json | wound --s 4 --t 3 -n -",
            "not a pipeline",
        ),
        ("roll 'd6", "quote"),
    ] {
        let shown = type_in(&mut browser, line);
        let error = shown["headline"].as_str().unwrap();
        assert_eq!(shown["error"], true, "{line}: {shown}");
        assert!(
            error.starts_with("warband: error: ") && error.contains(says) && !error.contains('\n'),
            "{line}: {error}"
        );
    }
    assert_no_request_left(&browser, &page);
}

/// The page is built without the command line's `cli` feature: `completions` and `man` are not
/// among its questions, and typed they are refused in one line that says where they are; a
/// roster, which is a file, is refused in one line.
#[test]
fn what_the_page_cannot_do_is_refused_in_one_line() {
    let Some((mut browser, page)) = open_browser() else {
        return;
    };
    browser.open(
        &format!("file://{}", page.display()),
        "document.body.dataset.answered === 'yes'",
    );
    let asks =
        browser.eval("[...document.querySelectorAll('#asks button')].map(b => b.dataset.ask)");
    let asks: Vec<&str> = asks
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a.as_str().unwrap())
        .collect();
    assert!(asks.contains(&"hit") && asks.contains(&"rules"), "{asks:?}");
    assert!(
        !asks.contains(&"completions") && !asks.contains(&"man"),
        "{asks:?}"
    );
    for (line, what) in [
        ("completions bash", "shell completion scripts"),
        ("man hit", "man pages"),
    ] {
        let shown = type_in(&mut browser, line);
        let error = shown["headline"].as_str().unwrap();
        assert_eq!(shown["error"], true, "{line}: {shown}");
        let word = line.split(' ').next().unwrap();
        assert_eq!(
            error,
            format!(
                "warband: error: {what} come with the command-line tool ('warband {word}'), not with this page"
            ),
            "{line}"
        );
    }
    let shown = type_in(&mut browser, "roster show mine.toml");
    let error = shown["headline"].as_str().unwrap();
    assert_eq!(shown["error"], true, "{shown}");
    assert!(
        error.starts_with("warband: error: ") && error.contains("has no such file"),
        "{error}"
    );
    assert_no_request_left(&browser, &page);
}

/// Taps `selector` (a button, a chip, a checkbox) and waits for the answer it asks for.
pub(super) fn tap(browser: &mut Browser, selector: &str) {
    let js = serde_json::to_string(selector).unwrap();
    browser.eval(&format!(
        "document.body.dataset.answered = ''; document.querySelector({js}).click();"
    ));
    browser.wait_for("document.body.dataset.answered === 'yes'");
}

/// Chooses `value` in the list of the form's field for `flag` (a tap on the list, a tap on
/// the value) and waits for the answer.
pub(super) fn choose(browser: &mut Browser, flag: &str, value: &str) {
    let (flag, value) = (
        serde_json::to_string(flag).unwrap(),
        serde_json::to_string(value).unwrap(),
    );
    browser.eval(&format!(
        "{{ document.body.dataset.answered = ''; \
         const s = document.querySelector(`#form select[data-flag=${{JSON.stringify({flag})}}]`); \
         if (![...s.options].some((o) => o.value === {value})) throw new Error('no ' + {value}); \
         s.value = {value}; s.dispatchEvent(new Event('change', {{bubbles: true}})); }}"
    ));
    browser.wait_for("document.body.dataset.answered === 'yes'");
}

/// Opens the "more" of every group of the form, as a player looking for an option does.
fn open_more(browser: &mut Browser) -> u64 {
    browser
        .eval("(() => { const m = [...document.querySelectorAll('#form details.more:not([open])')]; m.forEach((d) => d.open = true); return m.length; })()")
        .as_u64()
        .unwrap()
}

/// A form writes the command line it stands for, and answers as that line does; the ruleset is
/// chosen once for every form; a link fills the form in.
#[test]
fn a_form_shows_the_command_line_it_stands_for() {
    let Some((mut browser, page)) = open_browser() else {
        return;
    };
    browser.open(
        &format!("file://{}", page.display()),
        "document.body.dataset.answered === 'yes'",
    );
    // A player picks the ruleset, then "wound", and taps + on S.
    browser.eval(
        "document.body.dataset.answered = ''; const r = document.getElementById('rules'); \
         r.value = 'wfb'; r.dispatchEvent(new Event('change'));",
    );
    browser.wait_for("document.body.dataset.answered === 'yes'");
    tap(&mut browser, "#asks [data-ask=wound]");
    let before = browser.eval("document.getElementById('cmd').value");
    let s_before = browser.eval("document.querySelector('#form input[data-flag=\"--s\"]').value");
    tap(
        &mut browser,
        "#form [data-for='--s'] button[title='one more']",
    );
    let shown = browser.eval(SHOWN);
    save_shot(&mut browser, "form wound");
    // The same in the system's dark scheme, which the page follows.
    browser.call(
        "Emulation.setEmulatedMedia",
        serde_json::json!({ "features": [{ "name": "prefers-color-scheme", "value": "dark" }] }),
    );
    assert_eq!(
        browser.eval("matchMedia('(prefers-color-scheme: dark)').matches"),
        true
    );
    save_shot(&mut browser, "form wound dark");
    let line = shown["cmd"].as_str().unwrap().to_string();
    let s: u32 = s_before.as_str().unwrap().parse().unwrap();
    let expected = before
        .as_str()
        .unwrap()
        .replace(&format!("--s {s}"), &format!("--s {}", s + 1));
    assert_eq!(
        line, expected,
        "the form's line is the example with S one more"
    );
    assert!(line.ends_with(" --rules wfb"), "{line}");
    assert_eq!(
        shown["headline"].as_str().unwrap(),
        card_of_cli(&line).lines().next().unwrap()
    );
    let typed = type_in(&mut browser, &format!("{line} --json"));
    let page_json: Value = serde_json::from_str(typed["pre"].as_str().unwrap()).unwrap();
    assert_eq!(Some(page_json), cli(&line).0);
    // A link to a command fills its form in, and a flag typed that the form has is in it.
    browser.open(
        &link(&page, "rout --ld 7 --out 2 --of 9 --reroll"),
        "document.body.dataset.answered === 'yes'",
    );
    let fields = browser.eval(
        "[document.querySelector('#asks [aria-pressed=true]').dataset.ask, \
         ...['--ld', '--out', '--of', '--reroll'].map((f) => { \
           const e = document.querySelector(`#form [data-flag='${f}']`); \
           return e.type === 'checkbox' ? e.checked : e.value; })]",
    );
    assert_eq!(fields, serde_json::json!(["rout", "7", "2", "9", true]));
    // An edit in the form keeps what the link said and changes only what was tapped.
    tap(
        &mut browser,
        "#form [data-for='--ld'] button[title='one less']",
    );
    assert_eq!(
        browser.eval("document.getElementById('cmd').value"),
        "rout --ld 6 --out 2 --of 9 --reroll"
    );
    // A word the form does not know stays in the line, as a chip; it never empties the form.
    let shown = type_in(&mut browser, "rout --ld 7 --out 2 --of 9 --no-such-flag");
    assert_eq!(shown["error"], true);
    assert_eq!(
        browser.eval(
            "[...document.querySelectorAll('#chips [data-extra]')].map((c) => c.dataset.extra)"
        ),
        serde_json::json!(["--no-such-flag"])
    );
    assert_eq!(
        browser.eval("document.querySelector('#form [data-flag=\"--ld\"]').value"),
        "7"
    );
    tap(&mut browser, "#chips [data-extra]");
    assert_eq!(
        browser.eval("document.getElementById('cmd').value"),
        "rout --ld 7 --out 2 --of 9"
    );
    assert_no_request_left(&browser, &page);
}

/// Ten questions a player asks at the table, each answered with taps alone (the chips, the
/// menu, the lists, the steppers, the switches: no key pressed), across the five rulesets; the
/// answer on screen is the command line's for the line the page shows.
#[test]
fn a_player_answers_ten_questions_with_taps_alone() {
    let Some((mut browser, page)) = open_browser() else {
        return;
    };
    browser.open(
        &format!("file://{}", page.display()),
        "document.body.dataset.answered === 'yes'",
    );
    let menu = |browser: &mut Browser, rules: &str| {
        browser.eval(&format!(
            "{{ document.body.dataset.answered = ''; const r = document.getElementById('rules'); \
             r.value = '{rules}'; r.dispatchEvent(new Event('change')); }}"
        ));
    };
    type Step<'a> = &'a dyn Fn(&mut Browser) -> u32;
    // (ruleset, the question, what its line must then say, the taps after the menu's)
    let questions: Vec<(&str, &str, &[&str], Step)> = vec![
        ("mordheim", "to hit, WS 4 against WS 4", &["--vs 4"], &|b| {
            tap(b, "#asks [data-ask=hit]");
            tap(b, "#form [data-for='--vs'] button[title='one more']");
            2
        }),
        (
            "wfb",
            "to wound, S 5 against T 3",
            &["--s 5", "--t 3"],
            &|b| {
                tap(b, "#asks [data-ask=wound]");
                tap(b, "#form [data-for='--s'] button[title='one more']");
                2
            },
        ),
        (
            "skirmish",
            "a save in light armour with a shield",
            &["--armour light", "--shield"],
            &|b| {
                tap(b, "#asks [data-ask=save]");
                choose(b, "--armour", "light");
                2
            },
        ),
        (
            "mordheim-club",
            "a serious injury in heavy armour",
            &["serious-injury", "--armour heavy"],
            &|b| {
                tap(b, "#asks [data-ask=table]");
                choose(b, "", "serious-injury");
                open_more(b);
                choose(b, "--armour", "heavy");
                5
            },
        ),
        (
            "wfb",
            "a break test with the battle standard's re-roll",
            &["break", "--reroll"],
            &|b| {
                tap(b, "#asks [data-ask=break]");
                open_more(b);
                tap(b, "#form input[data-flag='--reroll']");
                3
            },
        ),
        (
            "czarne-wrota",
            "whom three monsters attack among two characters",
            &["target", "--monsters 3", "--characters 2"],
            &|b| {
                tap(b, "#asks [data-ask=table]");
                choose(b, "", "target");
                open_more(b);
                for _ in 0..3 {
                    tap(b, "#form [data-for='--monsters'] button[title='one more']");
                }
                for _ in 0..2 {
                    tap(
                        b,
                        "#form [data-for='--characters'] button[title='one more']",
                    );
                }
                8
            },
        ),
        (
            "mordheim",
            "a duel, two against one",
            &["--b-weapon sword"],
            &|b| {
                tap(b, "#asks [data-ask=duel]");
                tap(b, "#form button.add");
                choose(b, "--b-weapon", "sword");
                3
            },
        ),
        ("mordheim", "a jump down", &["fall", "--jump"], &|b| {
            tap(b, "#asks [data-ask=fall]");
            tap(b, "#form [data-for='--i'] button[title='one more']");
            2
        }),
        (
            "mordheim-club",
            "an escape from combat",
            &["--escape", "--i 5"],
            &|b| {
                tap(b, "#asks [data-ask=rout]");
                b.eval(
                "{ document.body.dataset.answered = ''; const s = document.getElementById('examples'); \
                 s.value = [...s.options].find((o) => o.value.includes('--escape')).value; \
                 s.dispatchEvent(new Event('change')); }",
            );
                b.wait_for("document.body.dataset.answered === 'yes'");
                tap(b, "#form [data-for='--i'] button[title='one more']");
                4
            },
        ),
        (
            "wfb",
            "a combat of two units",
            &["combat", "--a-models 21"],
            &|b| {
                tap(b, "#asks [data-ask=combat]");
                tap(b, "#form [data-for='--a-models'] button[title='one more']");
                2
            },
        ),
    ];
    let mut taps = 0;
    for (rules, what, says, steps) in &questions {
        menu(&mut browser, rules);
        browser.wait_for("document.body.dataset.answered === 'yes'");
        taps += 1 + steps(&mut browser);
        let shown = browser.eval(SHOWN);
        save_shot(&mut browser, &format!("taps {what}"));
        let line = shown["cmd"].as_str().unwrap().to_string();
        assert_eq!(shown["error"], false, "{what}: {line}: {shown}");
        for said in *says {
            assert!(line.contains(said), "{what}: {line} does not say {said}");
        }
        assert_eq!(
            browser.eval("document.getElementById('rules').value"),
            *rules,
            "{what}: the menu is the answer's ruleset"
        );
        assert_eq!(
            shown["headline"].as_str().unwrap(),
            card_of_cli(&line).lines().next().unwrap(),
            "{what}: {line}"
        );
        eprintln!("web: by taps: {what}: {line}");
    }
    eprintln!("web: ten questions in {taps} taps and no keys");
    assert_no_request_left(&browser, &page);
}

/// The engine runs beside the page: a question that takes long shows its progress and a
/// Cancel, which stops it at once; the page answers the next question as before.
#[test]
fn a_long_question_can_be_cancelled() {
    let Some((mut browser, page)) = open_browser() else {
        return;
    };
    browser.open(
        &format!("file://{}", page.display()),
        "document.body.dataset.answered === 'yes'",
    );
    let long = "duel --rules mordheim-club --a 'WS3 S4 T4 W10 I4 A10' --b 'WS3 S4 T4 W10 I4 A10' --turns 200";
    browser.eval(&format!(
        "document.body.dataset.answered = ''; document.getElementById('cmd').value = {}; \
         document.getElementById('go').click();",
        serde_json::to_string(long).unwrap()
    ));
    // The page stays live (this evaluation is answered) and shows the progress and Cancel.
    browser.wait_for("!document.getElementById('progress').hidden");
    let started = std::time::Instant::now();
    browser.eval("document.getElementById('cancel').click()");
    browser.wait_for("document.body.dataset.answered === 'yes'");
    assert!(started.elapsed() < std::time::Duration::from_secs(3));
    let shown = browser.eval(SHOWN);
    assert_eq!(shown["headline"], "warband: cancelled", "{shown}");
    let shown = type_in(&mut browser, "hit --ws 4 --vs 3");
    assert_eq!(
        shown["headline"].as_str().unwrap(),
        brief_of_cli("hit --ws 4 --vs 3")
    );
    assert_no_request_left(&browser, &page);
}

/// The page's only request is its own loading, from its file.
fn assert_no_request_left(browser: &Browser, page: &std::path::Path) {
    let own = format!("file://{}", page.display());
    // The engine's worker is made in the page (a blob: URL), not fetched.
    let others: Vec<&String> = browser
        .requests
        .iter()
        .filter(|url| url.split('#').next() != Some(own.as_str()) && !url.starts_with("blob:"))
        .collect();
    assert!(others.is_empty(), "requests left the page: {others:?}");
    assert!(
        !browser.requests.is_empty(),
        "no request was recorded at all, not even the page's own loading"
    );
    assert!(
        browser.errors.is_empty(),
        "the page's scripts: {:?}",
        browser.errors
    );
}

#[test]
fn a_rolled_answer_in_plain_or_decimal_carries_its_seed_in_the_link() {
    // `--format plain` and `decimal` print no seed; the link must still replay the same dice.
    let Some((mut browser, page)) = open_browser() else {
        return;
    };
    for query in [
        "hit --ws 4 --vs 3 -n 5 --roll --format plain",
        "roll 3d6 --format decimal",
        "combat --rules wfb --a '5x WS3' --b '5x WS3' --roll --format plain",
    ] {
        browser.open(
            &link(&page, query),
            "document.body.dataset.answered === 'yes'",
        );
        let shown = browser.eval(SHOWN);
        let line = percent_decode(shown["hash"].as_str().unwrap().trim_start_matches('#'));
        assert!(
            line.starts_with(query) && line.contains(" --seed "),
            "{query}: the link carries the seed: {line}"
        );
        let out = warband().args(words(&line)).output().unwrap();
        let stdout = String::from_utf8(out.stdout).unwrap();
        assert_eq!(
            shown["headline"].as_str().unwrap(),
            stdout.lines().next().unwrap(),
            "{line}: the page's roll is the command line's with the link's seed"
        );
    }
}

#[test]
fn the_ruleset_menu_is_the_truth_for_a_typed_command() {
    // With the Brno club chosen, a rout test typed without --rules is the club's (169/324, not
    // core Mordheim's 13/18), and the line and its link say so; a link's `--rules=ID` sets the
    // menu.
    let Some((mut browser, page)) = open_browser() else {
        return;
    };
    browser.open(
        &link(&page, "hit --ws 4 --vs 3"),
        "document.body.dataset.answered === 'yes'",
    );
    browser.eval("document.getElementById('rules').value = 'mordheim-club'");
    let shown = type_in(&mut browser, "rout --ld 8 --out 7 --of 12");
    let line = "rout --ld 8 --out 7 --of 12 --rules mordheim-club";
    assert_eq!(shown["cmd"], line, "{shown}");
    assert_eq!(
        shown["headline"].as_str().unwrap(),
        card_of_cli(line).lines().next().unwrap(),
        "the club's answer"
    );
    assert_eq!(
        browser.eval("document.getElementById('rules').value"),
        "mordheim-club",
        "the menu stays"
    );
    browser.open(
        &link(&page, "rout --ld 8 --cr 2 --rules=wfb"),
        "document.body.dataset.answered === 'yes'",
    );
    assert_eq!(
        browser.eval("document.getElementById('rules').value"),
        "wfb",
        "a link's --rules=ID sets the menu"
    );
}

#[test]
fn every_control_is_a_finger_wide() {
    // Tap targets of at least 44 × 44 CSS pixels (the phone platforms' guidance): every
    // button, menu and text field, a checkbox's label (the checkbox's tap target) and each
    // "more", on each form (every group opened) and with the rulings' buttons shown.
    let Some((mut browser, page)) = open_browser() else {
        return;
    };
    let small = r#"(() => [...document.querySelectorAll(
        'button, select, input:not([type=checkbox]), textarea, label.check, summary')]
      .filter((e) => e.offsetParent !== null)
      .map((e) => [e.tagName + ' ' + (e.textContent || e.id || e.dataset.flag || '').trim().slice(0, 30),
                   e.getBoundingClientRect()])
      .filter(([, r]) => r.height < 44 || r.width < 44)
      .map(([name, r]) => name + ' ' + Math.round(r.width) + 'x' + Math.round(r.height)))()"#;
    for query in [
        "odds --ws 4 --s 3 --vs 3 --t 3 --armour 5",
        "save --armour light --s 3 --shield",
        "combat --rules wfb --a WS3 --a-models 20 --a-standard --b WS4 --b-models 10 --charger b",
        "injury --rolls 1 --concussion",
    ] {
        browser.open(
            &link(&page, query),
            "document.body.dataset.answered === 'yes'",
        );
        open_more(&mut browser);
        let too_small = browser.eval(small);
        assert_eq!(
            too_small,
            serde_json::json!([]),
            "{query}: controls under 44 px"
        );
    }
}

/// A file the player picks (a table file, rosters) is kept on the device and named in commands
/// as on the command line: Czarne Wrota's table 9.9 and a gang's roster answer in the page as
/// they do at the terminal, after the page is opened again; forgotten, it is refused in one line.
#[test]
fn the_players_files_answer_as_on_the_command_line() {
    let Some((mut browser, page)) = open_browser() else {
        return;
    };
    browser.open(
        &format!("file://{}", page.display()),
        "document.body.dataset.answered === 'yes'",
    );
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let files: Vec<String> = ["czarne-wrota-combat.json", "reikland.toml", "orcs.toml"]
        .iter()
        .map(|f| root.join("examples").join(f).display().to_string())
        .collect();
    let document = browser.call("DOM.getDocument", serde_json::json!({}));
    let picker = browser.call(
        "DOM.querySelector",
        serde_json::json!({ "nodeId": document["root"]["nodeId"], "selector": "#pick" }),
    );
    browser.call(
        "DOM.setFileInputFiles",
        serde_json::json!({ "files": files, "nodeId": picker["nodeId"] }),
    );
    browser.wait_for(
        "Object.keys(JSON.parse(localStorage.getItem('warband.files') || '{}')).length === 3",
    );
    let questions = [
        "table --file examples/czarne-wrota-combat.json --column miecz --mod 5 --kill 4 --rules czarne-wrota",
        "odds --profile @examples/reikland.toml:champion --target @examples/orcs.toml:boss",
    ];
    for reopened in [false, true] {
        if reopened {
            // Kept on the device: the next visit has them.
            browser.open(
                &format!("file://{}", page.display()),
                "document.body.dataset.answered === 'yes'",
            );
        }
        for line in questions {
            let shown = type_in(&mut browser, line);
            assert_eq!(shown["error"], false, "{line}: {shown}");
            let brief = card_of_cli(line);
            assert_eq!(
                shown["headline"].as_str().unwrap(),
                brief.lines().next().unwrap(),
                "{line}"
            );
        }
    }
    // The table's --file is a list of the kept files in the form.
    type_in(&mut browser, questions[0]);
    let offered = browser.eval(
        "(() => { const s = document.querySelector(\"#form select[data-flag='--file']\"); \
         return s ? [...s.options].map((o) => o.value) : null; })()",
    );
    assert!(
        offered
            .as_array()
            .is_some_and(|o| o.contains(&"czarne-wrota-combat.json".into())),
        "{offered}"
    );
    // Forgotten, the file is gone: one line says what to do.
    browser.eval("document.querySelector('#filelist button[title=\"forget orcs.toml\"]').click()");
    browser.wait_for("!('orcs.toml' in JSON.parse(localStorage.getItem('warband.files')))");
    let shown = type_in(&mut browser, questions[1]);
    let error = shown["headline"].as_str().unwrap();
    assert!(
        error.starts_with("warband: error: ") && error.contains("add it with its Files button"),
        "{error}"
    );
    assert_no_request_left(&browser, &page);
}
