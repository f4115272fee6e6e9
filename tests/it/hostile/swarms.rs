//! A swarm is never down: the Skirmish rules' swarms roll no injury («Hejna si neházejí
//! na zranění, jednoduše ztrácí život»), so a swarm is never knocked down or stunned, and it rides
//! no mount. One given as such is refused in one line that names R-91, wherever a swarm can be
//! given: `odds --swarm`, with one attacker or several (`--attacker`), and in a `--compare`.

use crate::common;

use common::{assert_bad_input, stdout_of, warband};

const ONE: [&str; 10] = [
    "--rules", "skirmish", "odds", "--ws", "4", "--s", "4", "--vs", "3", "--swarm",
];

#[test]
fn a_swarm_given_down_or_mounted_is_refused() {
    for (extra, what) in [
        (
            &["--t", "3", "--target", "knocked-down"][..],
            "knocked down",
        ),
        (&["--t", "3", "--target", "stunned"], "stunned"),
        (&["--t", "3", "--mounted"], "mounted"),
        (&["--t", "3", "--mounted", "--barding"], "mounted"),
        // The state given last counts (as everywhere in odds).
        (
            &[
                "--t",
                "3",
                "--target",
                "stunned",
                "--target",
                "knocked-down",
            ],
            "knocked down",
        ),
    ] {
        let err = assert_bad_input(warband().args(ONE).args(extra));
        assert!(err.contains(&format!("a swarm is never {what}")), "{err}");
        assert!(err.contains("R-91"), "{err}");
    }
    // Several attackers on one swarm.
    let err = assert_bad_input(warband().args([
        "--rules",
        "skirmish",
        "odds",
        "--attacker",
        "WS4 S4 A1",
        "--attacker",
        "WS3 S3 A1",
        "--vs",
        "3",
        "--t",
        "3",
        "--swarm",
        "--target",
        "stunned",
    ]));
    assert!(err.contains("a swarm is never stunned"), "{err}");
    // A question put beside a standing swarm's.
    let err = assert_bad_input(
        warband()
            .args(ONE)
            .args(["--t", "3", "--compare", "--mounted"]),
    );
    assert!(err.contains("a swarm is never mounted"), "{err}");
}

#[test]
fn a_standing_swarm_on_foot_is_still_answered() {
    let out = stdout_of(warband().args(ONE).args(["--t", "3", "--format", "plain"]));
    assert!(!out.trim().is_empty());
    // Where the ruleset has no swarms, --swarm is refused for that, not for R-91.
    let err = assert_bad_input(warband().args([
        "--rules", "wfb", "odds", "--ws", "4", "--vs", "3", "--t", "3", "--swarm", "--target",
        "stunned",
    ]));
    assert!(!err.contains("R-91"), "{err}");
}

// duel's warriors start every fight on their feet and cannot be given mounted: --a-swarm has
// no state or mount to refuse, and a flag for one does not exist.
#[test]
fn a_duel_swarm_cannot_be_given_down_or_mounted() {
    for flag in ["--a-mounted", "--a-state"] {
        assert_bad_input(warband().args([
            "--rules",
            "skirmish",
            "duel",
            "--a",
            "WS3",
            "--b",
            "WS3",
            "--a-swarm",
            flag,
        ]));
    }
}
