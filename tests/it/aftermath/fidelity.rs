//! Leaving a combat by the seeds where warband once departed from them (issue 26).

use crate::common;

use common::{assert_bad_input, stdout_of, warband};

#[test]
fn all_alone_and_the_clubs_panic_need_two_or_more_opponents() {
    // seed 004 «Если ваш воин бьется один против двоих или более противников»; seed 000
    // «sám v boji zblízka s dvěma a více nepřátelskými modely»; seed 003 «sám bojuje proti dvěma
    // či více nepřátelům». One opponent: no test, refused in one line that says so.
    for (rules, vs) in [
        ("mordheim", None),
        ("skirmish", None),
        ("mordheim-club", Some("3")),
    ] {
        let mut cmd = warband();
        cmd.args([
            "--rules",
            rules,
            "rout",
            "--alone",
            "--ld",
            "7",
            "--opponent",
            "WS3 S3 A1",
            "--t",
            "3",
        ]);
        if let Some(vs) = vs {
            cmd.args(["--vs", vs]);
        }
        let e = assert_bad_input(&mut cmd);
        assert!(
            e.contains("2 or more") && e.contains("R-90"),
            "{rules}: {e}"
        );
        // Two are a test: Ld 7 stands with 21/36 = 7/12.
        let mut cmd = warband();
        cmd.args([
            "--rules",
            rules,
            "rout",
            "--alone",
            "--ld",
            "7",
            "--opponent",
            "2x WS3 S3 A1",
            "--t",
            "3",
            "--json",
        ]);
        if let Some(vs) = vs {
            cmd.args(["--vs", vs]);
        }
        let v: serde_json::Value = serde_json::from_str(&stdout_of(&mut cmd)).unwrap();
        assert_eq!(v["probability"]["exact"], "7/12", "{rules}");
    }
}

fn rally(args: &[&str]) -> serde_json::Value {
    let mut cmd = warband();
    cmd.args(["--rules", "wfb", "rout", "--rally", "--json"])
        .args(args);
    serde_json::from_str(&stdout_of(&mut cmd)).unwrap()
}

#[test]
fn a_unit_below_a_quarter_cannot_rally() {
    // Seed 002: «Hodi si na Ld o pokud uspeje, jednotka se zastavi… Pokud z prchajici jednotky
    // zbyva mene nez 25% pocatecniho stavu, nelze ji uz rellyovat normalne, pouze kouzly».
    // Ld 8: 2D6 <= 8 on 26 of 36 throws, 13/18. 5 of 20 left is 25 %, not fewer: it may rally.
    let v = rally(&["--ld", "8", "--out", "15", "--of", "20"]);
    assert_eq!(v["probability"]["exact"], "13/18");
    // 4 of 20 left, fewer than 25 %: it cannot rally, whatever its Leadership.
    let v = rally(&["--ld", "10", "--out", "16", "--of", "20"]);
    assert_eq!(v["probability"]["exact"], "0");
    assert!(
        v["notes"].to_string().contains("cannot rally"),
        "{}",
        v["notes"]
    );
    // A rolled unit that cannot rally rolls no dice and fails (exit 1).
    let out = warband()
        .args([
            "--rules", "wfb", "rout", "--rally", "--ld", "10", "--out", "16", "--of", "20",
        ])
        .args(["--roll", "--seed", "1", "--json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["roll"]["result"], "flees");
    // Core Mordheim has no units to rally: refused in one line.
    assert_bad_input(warband().args(["rout", "--rally", "--ld", "8", "--out", "1", "--of", "4"]));
}

#[test]
fn rolled_rallies_follow_the_exact_chance() {
    // Seeded rolls of Ld 7 (21/36 = 7/12 rallies) against the exact chance (chi-square).
    let mut counts = [0u64; 2];
    for seed in 0..300 {
        let out = warband()
            .args([
                "--rules", "wfb", "rout", "--rally", "--ld", "7", "--out", "2", "--of", "10",
            ])
            .args(["--roll", "--seed", &seed.to_string(), "--json"])
            .output()
            .unwrap();
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let rallied = v["roll"]["result"] == "rallies";
        assert_eq!(out.status.code(), Some(if rallied { 0 } else { 1 }));
        counts[usize::from(!rallied)] += 1;
    }
    common::chi2::assert_agrees("rally Ld 7", &counts, &[7.0 / 12.0, 5.0 / 12.0]);
}
