//! Errors that know the game: an unknown flag is first looked up among the words players use
//! for the game's ideas (ward, charging, initiative, armor, AP, rend …) and answered with the
//! flag that does it, in this subcommand or in the ones that have it; only a word that means
//! nothing to the game is left to clap's spelling distance (`--strenght` → `--strength`).

use clap::error::{ContextKind, ContextValue, ErrorKind};

/// One idea of the game: the words players type for it (compared without dashes, underscores
/// or case), what it is, and the flags that give it (`save:--mod`: only in `save`).
struct Idea {
    words: &'static [&'static str],
    what: &'static str,
    flags: &'static [&'static str],
}

/// The game's words. The first idea a word belongs to answers for it.
const IDEAS: &[Idea] = &[
    Idea {
        words: &[
            "ward",
            "wardsave",
            "invulnerable",
            "invulnerablesave",
            "invuln",
            "invul",
            "specialsave",
        ],
        what: "ward save (after armour, unmodified)",
        flags: &["--ward", "--a-ward", "--b-ward"],
    },
    Idea {
        words: &[
            "charge",
            "charging",
            "charged",
            "charger",
            "charges",
            "chargedby",
        ],
        what: "charge",
        flags: &["--charger", "--round"],
    },
    Idea {
        words: &["initiative", "init", "ini", "i"],
        what: "Initiative test",
        flags: &["--i", "--escape"],
    },
    Idea {
        words: &[
            "armor",
            "armour",
            "armorsave",
            "armoursave",
            "as",
            "sv",
            "save",
            "saves",
            "armoursaves",
        ],
        what: "armour save",
        flags: &["--armour", "--a-armour", "--b-armour"],
    },
    Idea {
        words: &[
            "ap",
            "rend",
            "armourpiercing",
            "armorpiercing",
            "piercing",
            "savemod",
            "savemodifier",
            "savemods",
        ],
        what: "modifier to the armour save",
        flags: &["save:--mod", "--save-mod", "--s-bonus"],
    },
    Idea {
        words: &["strength", "str", "s", "st"],
        what: "Strength",
        flags: &["--s", "--target-s", "--s-bonus"],
    },
    Idea {
        words: &["toughness", "tough", "t"],
        what: "Toughness",
        flags: &["--t", "--ricochet-t"],
    },
    Idea {
        words: &["attacks", "attack", "att", "a", "atk", "shots", "shot"],
        what: "number of attacks",
        flags: &["--attacks", "--dice", "--shots", "--attacker"],
    },
    Idea {
        words: &["wounds", "w", "hp", "wound", "woundsleft", "health"],
        what: "Wounds",
        flags: &["--w"],
    },
    Idea {
        words: &["leadership", "ld", "lead", "lp", "nerve", "morale"],
        what: "Leadership",
        flags: &["--ld"],
    },
    Idea {
        words: &["weaponskill", "ws", "skill", "melee"],
        what: "Weapon Skill",
        flags: &["--ws", "--vs"],
    },
    Idea {
        words: &["ballisticskill", "bs", "ballistic", "shooting", "shoot"],
        what: "Ballistic Skill",
        flags: &["--bs", "--shooting"],
    },
    Idea {
        words: &[
            "reroll",
            "rerolls",
            "rerollmisses",
            "rerollhits",
            "rerollhit",
            "rr",
            "reroll1s",
            "rerollfailed",
        ],
        what: "re-roll",
        flags: &["--reroll-misses", "--reroll", "--a-hatred", "--hatred"],
    },
    Idea {
        words: &[
            "lostby",
            "lost",
            "cr",
            "combatresult",
            "result",
            "resultdifference",
            "difference",
            "lossby",
        ],
        what: "lost combat",
        flags: &["--lost-by", "--cr"],
    },
    Idea {
        words: &["models", "size", "unitsize", "count", "number", "figures"],
        what: "number of models",
        flags: &["--a-models", "--b-models", "--a", "--attacker"],
    },
    Idea {
        words: &["helm", "helmet", "hat"],
        what: "helmet",
        flags: &["--helmet", "--a-helmet", "--b-helmet"],
    },
    Idea {
        words: &[
            "modifier",
            "modifiers",
            "bonus",
            "penalty",
            "modify",
            "plus",
            "minus",
        ],
        what: "modifier to the roll",
        flags: &["--mod", "--injury-mod"],
    },
    Idea {
        words: &[
            "short", "quiet", "q", "summary", "terse", "brief", "compact", "oneline",
        ],
        what: "short answer",
        flags: &["--brief"],
    },
    Idea {
        words: &["pager", "page", "less", "nopager", "nopage"],
        what: "paging",
        flags: &["--paging"],
    },
    Idea {
        words: &["times", "repeat", "tests", "n"],
        what: "number of tests",
        flags: &["--times", "--dice"],
    },
    Idea {
        words: &[
            "weapon", "wpn", "gun", "arms", "sword", "axe", "spear", "bow",
        ],
        what: "weapon",
        flags: &["--weapon", "--a-weapon", "--b-weapon"],
    },
    Idea {
        words: &["parry", "parries", "parrying", "buckler"],
        what: "parry",
        flags: &["--parry", "--a-parry", "--b-parry"],
    },
    Idea {
        words: &["poison", "poisoned", "venom"],
        what: "poisoned attacks",
        flags: &["--poison"],
    },
    Idea {
        words: &["killingblow", "kb"],
        what: "Killing Blow",
        flags: &["--killing-blow"],
    },
    Idea {
        words: &["ruleset", "game", "edition", "system"],
        what: "ruleset",
        flags: &["--rules"],
    },
];

/// `--Ward_Save` → `wardsave`.
fn normal(flag: &str) -> String {
    flag.trim_start_matches('-')
        .chars()
        .filter(|c| !matches!(c, '-' | '_'))
        .flat_map(char::to_lowercase)
        .collect()
}

/// The spellings (`--long`, its aliases, `-s`) of every argument of `command`.
fn spellings(command: &clap::Command) -> Vec<String> {
    let mut out = Vec::new();
    for arg in command.get_arguments() {
        out.extend(arg.get_long().map(|l| format!("--{l}")));
        out.extend(
            arg.get_all_aliases()
                .unwrap_or_default()
                .into_iter()
                .map(|a| format!("--{a}")),
        );
        out.extend(arg.get_short().map(|s| format!("-{s}")));
    }
    out
}

/// The flags of `idea` that `subcommand` (with the root's global options) takes.
fn flags_in(idea: &Idea, root: &clap::Command, subcommand: &clap::Command) -> Vec<&'static str> {
    let mut known = spellings(subcommand);
    known.extend(spellings(root));
    idea.flags
        .iter()
        .filter_map(|flag| match flag.split_once(':') {
            Some((only, flag)) => (only == subcommand.get_name()).then_some(flag),
            None => Some(*flag),
        })
        .filter(|flag| known.iter().any(|k| k == flag))
        .collect()
}

/// The hint for an unknown flag `given` of `subcommand` (`None`: typed before any), from the
/// game's words; `None` when the word is not one of them.
pub fn game_hint(root: &clap::Command, subcommand: Option<&str>, given: &str) -> Option<String> {
    let word = normal(given.split('=').next().unwrap_or(given));
    let idea = IDEAS
        .iter()
        .find(|idea| idea.words.contains(&word.as_str()))?;
    let sub = subcommand.and_then(|name| root.find_subcommand(name));
    let here = sub.map(|sub| flags_in(idea, root, sub)).unwrap_or_default();
    if let Some(sub) = sub
        && !here.is_empty()
    {
        return Some(format!(
            "unknown flag '{given}' for {}: the {} is {}",
            sub.get_name(),
            idea.what,
            here.join(" or ")
        ));
    }
    // Not here: the subcommands that have it.
    let elsewhere: Vec<String> = root
        .get_subcommands()
        .filter(|s| !matches!(s.get_name(), "completions" | "man" | "help"))
        .filter_map(|s| {
            let flags = flags_in(idea, root, s);
            flags.first().map(|f| format!("{} {f}", s.get_name()))
        })
        .collect();
    let at = sub.map_or_else(|| "warband".to_string(), |s| s.get_name().to_string());
    if elsewhere.is_empty() {
        return Some(format!(
            "unknown flag '{given}' for {at}: no subcommand takes a {}",
            idea.what
        ));
    }
    let shown = if elsewhere.len() > 6 {
        format!(
            "{} and {} more",
            elsewhere[..6].join(", "),
            elsewhere.len() - 6
        )
    } else {
        elsewhere.join(", ")
    };
    Some(format!(
        "unknown flag '{given}': {at} has no {}; it is {shown}",
        idea.what
    ))
}

/// The game's hint for a clap error, when it is an unknown flag that names an idea of the game.
/// `argv` is the command line, for the subcommand being typed.
pub fn for_error(err: &clap::Error, argv: &[std::ffi::OsString]) -> Option<String> {
    if err.kind() != ErrorKind::UnknownArgument {
        return None;
    }
    let Some(ContextValue::String(given)) = err.get(ContextKind::InvalidArg) else {
        return None;
    };
    let root = <super::Cli as clap::CommandFactory>::command();
    let subcommand = argv
        .iter()
        .skip(1)
        .filter_map(|a| a.to_str())
        .find(|a| root.find_subcommand(a).is_some());
    game_hint(&root, subcommand, given)
}

/// `completions` or `man` asked of a build without the `cli` feature (the browser page, which
/// cannot install either): where to get them, not clap's "unrecognized subcommand".
#[cfg(not(feature = "cli"))]
pub fn not_in_this_build(err: &clap::Error) -> Option<String> {
    if err.kind() != ErrorKind::InvalidSubcommand {
        return None;
    }
    let Some(ContextValue::String(given)) = err.get(ContextKind::InvalidSubcommand) else {
        return None;
    };
    let what = match given.as_str() {
        "completions" => "shell completion scripts",
        "man" => "man pages",
        _ => return None,
    };
    Some(format!(
        "{what} come with the command-line tool ('warband {given}'), not with this page"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    fn hint(sub: &str, given: &str) -> String {
        game_hint(&super::super::Cli::command(), Some(sub), given).unwrap_or_default()
    }

    #[test]
    fn the_games_words_name_the_flag_that_does_it() {
        assert!(
            hint("combat", "--charging").contains("--charger"),
            "{}",
            hint("combat", "--charging")
        );
        assert!(hint("duel", "--charge").contains("--charger"));
        assert!(hint("odds", "--ap").contains("--save-mod"));
        assert!(hint("save", "--rend").contains("--mod"));
        assert!(hint("save", "--armor").contains("--armour"));
        assert!(hint("test", "--init").contains("--i"));
        assert!(hint("odds", "--toughness-of-target").is_empty());
        // A word of the game that the subcommand lacks: where it is.
        let there = hint("hit", "--initiative");
        assert!(
            there.contains("test --i") && there.contains("fall --i"),
            "{there}"
        );
        // Not a word of the game: left to clap.
        assert_eq!(hint("wound", "--strenght"), "");
    }

    #[test]
    fn every_flag_named_exists_somewhere() {
        let root = super::super::Cli::command();
        let mut all = spellings(&root);
        for sub in root.get_subcommands() {
            all.extend(spellings(sub));
        }
        for idea in IDEAS {
            for flag in idea.flags {
                let flag = flag.split_once(':').map_or(*flag, |(_, f)| f);
                assert!(all.iter().any(|k| k == flag), "{flag} is no flag");
            }
        }
    }
}
