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
