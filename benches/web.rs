//! The browser page (the single file, web/dist/warband.html) in Debian's headless Chromium against the command
//! line on the same machine: the time from opening a link to its first answer, and for each
//! query the page's median time (the engine in WebAssembly in its worker, the message there and
//! back, and the answer put on the page)
//! beside the command line's (the whole process, start-up included), and their ratio.
//! Builds the page with `web/build` first (which prints its size, raw and gzipped).
//!
//!   nice -n 10 cargo bench --bench web
//!
//! Skips with a note where Chromium or the wasm32-unknown-unknown target is missing.

// The test suite's DevTools driver (tests/it/web/browser.rs), not a second copy of it.
#[allow(dead_code)]
#[path = "../tests/it/web/browser.rs"]
mod browser;

use std::path::PathBuf;
use std::process::Command;
use std::time::Instant;

/// The heavier queries of tests/it/web/page.rs, and the one-line lookups players ask most.
const QUERIES: &[&str] = &[
    "hit --ws 4 --vs 3",
    "wound --s 4 --t 3 -n 2 --rules wfb",
    "odds --ws 4 --s 3 --vs 3 --t 3 --w 1 --armour 5",
    "odds --attacker 'WS4 S4 I4 A2' --attacker '2x WS3 S3 A1' --vs 3 --t 4 --w 2 --rules mordheim-club",
    "odds --ws 4 --s 3 -a 60 --vs 3 --t 3 --armour 5 --parry sword",
    "duel --a 'WS4 S3 T3 W1 I4 A1' --b 'WS3 S3 T3 W1 I3 A1' --b-weapon sword --b-armour light",
    "duel --a 'WS4 S4 T3 W3 I4 A2' --b 'WS4 S3 T4 W3 I4 A2'",
    "combat --rules wfb --a WS3 --a-models 20 --a-standard --b WS4 --b-models 10 --charger b",
    "table prr --rules mordheim-club --mod +2",
    "roll 4d6dl1 --dist",
];

/// Loads of the page timed (the first is a cold start: a fresh browser profile) and runs of
/// each query, of which the median is kept.
const LOADS: usize = 11;
const RUNS: usize = 31;

fn median(mut times: Vec<f64>) -> f64 {
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

fn main() {
    let Some(chromium) = browser::find() else {
        eprintln!("note: chromium is not installed; benches/web.rs skips");
        return;
    };
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    if !Command::new(root.join("web/build"))
        .status()
        .unwrap()
        .success()
    {
        eprintln!(
            "note: web/build failed (no wasm32-unknown-unknown target?); benches/web.rs skips"
        );
        return;
    }
    let page = root.join("web/dist/warband.html");
    let mut browser = browser::Browser::start(&chromium, 390, 844);

    let link = format!("file://{}#hit%20--ws%204%20--vs%203", page.display());
    let loads: Vec<f64> = (0..LOADS)
        .map(|_| {
            browser.open(&link, "document.body.dataset.answered === 'yes'");
            browser
                .eval("Number(document.body.dataset.loadToAnswerMs)")
                .as_f64()
                .unwrap()
        })
        .collect();
    println!(
        "load to first answer: {:.0} ms the first time (cold), median {:.0} ms of the next {}",
        loads[0],
        median(loads[1..].to_vec()),
        LOADS - 1
    );

    // The hosted page as a phone on a slow network gets it: served paced as slow 4G (150 ms,
    // 1.6 Mbit/s), the page's processor four times slower; a fresh profile each time, so that
    // nothing is cached.
    let port = 8767;
    let mut server = Command::new(root.join("benches/serve_page.py"))
        .args([port.to_string().as_str(), "--slow-4g"])
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_secs(1));
    // Each load: the first answer on the screen (from the page's build where it carries one,
    // web/prerender.mjs) and the engine's own answer to the same question.
    let slow: Vec<(f64, f64, String)> = (0..3)
        .map(|_| {
            let mut phone = browser::Browser::start(&chromium, 390, 844);
            phone.call(
                "Emulation.setCPUThrottlingRate",
                serde_json::json!({ "rate": 4 }),
            );
            phone.call(
                "Network.emulateNetworkConditions",
                serde_json::json!({ "offline": false, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1 }),
            );
            phone.open(
                &format!("http://127.0.0.1:{port}/#hit%20--ws%204%20--vs%203"),
                "document.body.dataset.answered === 'yes'",
            );
            phone.wait_for("document.body.dataset.answeredBy === 'engine'");
            let times = phone.eval(
                "[Number(document.body.dataset.loadToAnswerMs), \
                  Number(document.body.dataset.engineAnswerMs), \
                  document.body.dataset.firstAnsweredBy]",
            );
            (
                times[0].as_f64().unwrap(),
                times[1].as_f64().unwrap(),
                times[2].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let _ = server.kill();
    let _ = server.wait();
    println!(
        "hosted, slow 4G and a processor 4x slower (medians of 3): first answer on the screen \
         after {:.0} ms (answered by the {}), the engine's own answer after {:.0} ms",
        median(slow.iter().map(|t| t.0).collect()),
        slow.iter()
            .map(|t| t.2.as_str())
            .collect::<Vec<_>>()
            .join(", "),
        median(slow.iter().map(|t| t.1).collect()),
    );

    println!(
        "{:>9} {:>9} {:>7}  query (medians of {RUNS}; page: engine and rendering, \
         command line: the whole process)",
        "page ms", "CLI ms", "ratio"
    );
    let mut slowest = (0.0, 0.0, "");
    for &query in QUERIES {
        let line = serde_json::to_string(query).unwrap();
        let page_ms = browser
            .eval(&format!(
                "(async () => {{ const times = []; \
                 for (let i = 0; i <= {RUNS}; i++) {{ \
                   const t0 = performance.now(); show({line}, await engine({line}, seed())); \
                   if (i > 0) times.push(performance.now() - t0); }} \
                 return times; }})()"
            ))
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t.as_f64().unwrap())
            .collect();
        let page_ms = median(page_ms);
        let words = shlex::split(query).unwrap();
        let cli_ms = median(
            (0..=RUNS)
                .map(|_| {
                    let t0 = Instant::now();
                    let out = Command::new(env!("CARGO_BIN_EXE_warband"))
                        .args(&words)
                        .output()
                        .unwrap();
                    assert!(out.status.success(), "{query}");
                    t0.elapsed().as_secs_f64() * 1e3
                })
                .skip(1)
                .collect(),
        );
        println!(
            "{page_ms:>9.1} {cli_ms:>9.1} {:>6.1}x  {query}",
            page_ms / cli_ms
        );
        if page_ms > slowest.0 {
            slowest = (page_ms, cli_ms, query);
        }
    }
    println!(
        "slowest in the page: {:.1} ms against {:.1} ms on the command line ({:.1}x): {}",
        slowest.0,
        slowest.1,
        slowest.0 / slowest.1,
        slowest.2
    );
}
