//! `odds`' flags: the attacker (one, or several with `--attacker`), his weapons, the target and
//! the parry they share with `duel`'s sides.

use super::around::AroundArgs;
use super::declared::clap_items;
use super::groups::*;
use super::parse::*;

// Declared once, with the plain value `cmd/` answers, in `src/question/`.
crate::question::odds_options!(clap_items!());

/// The flags of `odds`' single attacker, which `--attacker` replaces (`--round` is the phase's).
const SINGLE_ATTACKER: [&str; 25] = [
    "profile",
    "strength",
    "attacks",
    "weapon",
    "offhand",
    "frenzy",
    "diving",
    "hatred",
    "modifier",
    "reroll_misses",
    "needs_six",
    "cover",
    "hard_cover",
    "long_range",
    "moved",
    "large_target",
    "shots",
    "rank",
    "s_bonus",
    "save_mod",
    "concussion",
    "crit_class",
    "injury_mod",
    "poison",
    "killing_blow",
];

/// The command line of an `--attacker` value's kit flags: the declared [`AttackerKit`] alone.
#[derive(Debug, clap::Parser)]
#[command(
    name = "--attacker",
    no_binary_name = true,
    disable_help_flag = true,
    disable_version_flag = true
)]
struct AttackerKitLine {
    #[command(flatten)]
    kit: AttackerKit,
}

/// An `--attacker` value's kit flags (shlex-split words), parsed.
///
/// # Errors
/// A flag that is not one of them or has a bad value (clap's first line), or one its profile
/// or the phase gives instead.
pub fn attacker_kit(
    words: &[String],
) -> Result<crate::question::AttackerKit, crate::question::KitRefused> {
    use crate::question::KitRefused;
    use clap::parser::ValueSource;
    use clap::{CommandFactory, FromArgMatches};
    let matches = AttackerKitLine::command()
        .try_get_matches_from(words)
        .map_err(|e| {
            let text = e.to_string();
            let line = text.lines().next().unwrap_or("").trim_start_matches("error: ");
            KitRefused {
                what: line.to_string(),
                hint: Some(
                    "kit flags there: --weapon --offhand --frenzy --diving --hatred --charged, the to-hit modifiers and weapon overrides; the target's flags go outside",
                ),
            }
        })?;
    for (id, given, why) in [
        ("ws", "--ws", "the profile gives WS (write WS4 in it)"),
        ("strength", "--s", "the profile gives S (write S4 in it)"),
        (
            "profile",
            "--profile",
            "the value's own profile or roster entry is the attacker",
        ),
        (
            "attacks",
            "--attacks",
            "the profile gives A (write A2 in it)",
        ),
        ("bs", "--bs", "several attackers fight in close combat only"),
        (
            "round",
            "--round",
            "the round is the phase's: give --round once, outside the value",
        ),
    ] {
        if matches.value_source(id) == Some(ValueSource::CommandLine) {
            return Err(KitRefused {
                what: format!("{given} has no meaning there"),
                hint: Some(why),
            });
        }
    }
    AttackerKitLine::from_arg_matches(&matches)
        .map(|line| super::declared::ToPlain::into_plain(line.kit))
        .map_err(|e| KitRefused {
            what: e.to_string(),
            hint: None,
        })
}
