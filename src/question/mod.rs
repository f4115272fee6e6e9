//! What each subcommand is asked, in plain terms: `cli/`, the only place that knows clap, turns
//! a command line into an [`Asked`], and `cmd/` answers it.
//!
//! Each subcommand's options are declared once, in the files here (`subcommands.rs`,
//! `odds.rs`, `duel.rs`, `combat.rs` …, in the grammar of `declare.rs`): the plain structs are
//! built from the declaration, and so are clap's flags in `cli/`, with their help, value
//! parsers and examples. The sides' kit of `duel` and `combat` is declared in
//! `roster/kit.rs`, a `combat` unit's own options in `unit_options!`; and the list of
//! subcommands in `every_subcommand!`.

mod around;
mod combat;
pub(crate) mod declare;
mod duel;
mod fall;
mod groups;
mod odds;
mod spell;
mod subcommands;
mod values;

pub(crate) use around::around_options;
pub use around::*;
pub use combat::*;
pub(crate) use combat::{combat_options, unit_options};
pub(crate) use duel::duel_options;
pub use duel::*;
pub(crate) use fall::fall_options;
pub use fall::*;
pub(crate) use groups::group_options;
pub use groups::*;
pub(crate) use odds::odds_options;
pub use odds::*;
pub(crate) use spell::spell_options;
pub use spell::*;
pub(crate) use subcommands::subcommand_options;
pub use subcommands::*;
pub use values::*;

use crate::pipeline::DiceArg;
use crate::roster::Kit;
use crate::roster::WarriorArg;
use crate::rules::RulesetId;
use std::path::PathBuf;

/// The kit each side's flags give, declared once in `kit_options!` (`src/roster/kit.rs`): clap's
/// groups of these names (`--a-weapon` …, `--b-weapon` …, under each warrior's or unit's
/// heading) give a [`Kit`].
pub type SideA = Kit;
pub type SideB = Kit;
pub type UnitKitA = Kit;
pub type UnitKitB = Kit;

/// A `combat` unit's own flags (`--a-models` …, `--b-models` …), declared once in
/// `unit_options!`, give a [`Unit`].
pub type UnitA = Unit;
pub type UnitB = Unit;

/// A command line as `cmd/` answers it: the subcommand's question and the global settings it
/// reads.
#[derive(Debug, Clone)]
pub struct Asked {
    pub settings: Settings,
    pub question: Question,
}

/// The global options a subcommand reads (how the answer is shown is the driver's).
#[derive(Debug, Clone)]
pub struct Settings {
    /// `--rules`, as parsed (a roster's ruleset applies when it was not given).
    pub rules: RulesetId,
    /// Whether the ruleset was chosen, on the command line or by WARBAND_RULES: else a roster's
    /// ruleset applies.
    pub rules_chosen: bool,
    /// The global options given on the command line, as spelled there (`--roll`, `-b`): a
    /// subcommand refuses one it has no use for.
    pub globals_given: Vec<&'static str>,
    pub rules_file: Option<PathBuf>,
    pub roll: bool,
    pub seed: Option<u64>,
}

/// The parsing `cmd/` needs after the command line's: a `--compare`'s question (the command
/// line again, with the compared flags) and an `--attacker`'s or `--opponent`'s kit flags.
/// `cli/` supplies it (`cli::PARSERS`, through the host), so that `cmd/` reads what they give as
/// plain data.
#[derive(Debug, Clone, Copy)]
pub struct Parsers {
    /// A command line (program name first), asked.
    pub ask: fn(&[std::ffi::OsString]) -> Result<Asked, Unasked>,
    /// An `--attacker` value's kit flags (shell words), parsed.
    pub attacker_kit: fn(&[String]) -> Result<AttackerKit, KitRefused>,
}

/// Why a command line asked nothing: one line each.
#[derive(Debug)]
pub enum Unasked {
    /// A bad WARBAND_* variable.
    Environment(String),
    /// What is wrong with the flags (the parser's first line, without its `error: `).
    Flags(String),
}

/// Why an `--attacker` value's kit flags were refused: what, and the hint if there is one.
#[derive(Debug)]
pub struct KitRefused {
    pub what: String,
    pub hint: Option<&'static str>,
}

/// Every subcommand, in the order `--help` lists them, declared once: its variant of
/// [`Question`] and the question's type (clap's struct in `cli/` has the same name), its name,
/// what the root's help says of it, what `--format plain` prints, and the flags of a
/// `--compare` its help gives as an example (empty: none of the shared kind). Calls
/// `$then! { $args … }`: `questions!` below, `command_tree!` in `src/cli/mod.rs`.
macro_rules! every_subcommand {
    ($then:ident! $args:tt) => {
        $then! { $args
            Hit(HitArgs) {
                name: "hit",
                about: "To hit: WS against WS in close combat, or BS with modifiers when shooting",
                plain: "the chance one die hits (rolled: the hits)",
                compare: "--mod -1",
            },
            Wound(WoundArgs) {
                name: "wound",
                about: "To wound: Strength against Toughness, with the chance of a critical",
                plain: "the chance one die wounds (rolled: the wounds)",
                compare: "--s 5",
            },
            Save(SaveArgs) {
                name: "save",
                about: "Armour saves: armour, shield, mount, Strength and weapon modifiers",
                plain: "the chance one wound is saved (rolled: the unsaved wounds)",
                compare: "--mod -1",
            },
            Injury(InjuryArgs) {
                name: "injury",
                about: "Injury rolls: knocked down, stunned or out of action; concussion, helmet",
                plain: "the chance of out of action (rolled: the result)",
                compare: "--helmet",
            },
            Crit(CritArgs) {
                name: "crit",
                about: "Critical hits: the ruleset's critical table (the club's by weapon class)",
                plain: "the most likely row (rolled: the row)",
                compare: "--rules skirmish",
            },
            Fall(FallArgs) {
                name: "fall",
                about: "Falling and jumping down: a fall's hits, wounds and injuries; a jump's tests",
                plain: "the chance to land or to make the move; a fall: the chance of out of action (rolled: the result)",
                compare: "--i 4",
            },
            Rout(RoutArgs) {
                name: "rout",
                about: "Rout and break tests: warband rout, WFB break test, All Alone and panic",
                plain: "the chance to hold (rolled: the result)",
                compare: "--ld 7",
            },
            Break(BreakArgs) {
                name: "break",
                about: "Break tests of units that lost a combat (wfb): the same as rout --cr",
                plain: "the chance to hold (rolled: the result)",
                compare: "--reroll",
            },
            Test(TestArgs) {
                name: "test",
                about: "Characteristic, Leadership and casting tests, repeated or re-rolled",
                plain: "the chance to pass (rolled: the result)",
                compare: "--mod -1",
            },
            Odds(OddsArgs) {
                name: "odds",
                about: "The whole attack: hit, parry, wound, critical, save, injury: the target's fate",
                plain: "the chance the target is out of action (rolled: his state)",
                compare: "",
            },
            Duel(Duel) {
                name: "duel",
                about: "A whole fight between two warriors, turn after turn, until one is out of action",
                plain: "the chance A wins (rolled: the outcome)",
                compare: "",
            },
            Combat(Combat) {
                name: "combat",
                about: "A WFB close combat between two units, round after round: casualties, result, pursuit",
                plain: "the chance A wins (rolled: the outcome)",
                compare: "",
            },
            Table(TableArgs) {
                name: "table",
                about: "Built-in tables and table files: list, show, tabulate exactly, or roll",
                plain: "the most likely result (rolled: the result); table list and table show: one name or row a line",
                compare: "--mod 1",
            },
            Roll(RollArgs) {
                name: "roll",
                about: "Dice expressions such as 2d6, d3+1, d66 or 3d6kh2: rolled, or exactly",
                plain: "each expression's total, one a line (--dist: its mean)",
                compare: "",
            },
            Rules(RulesArgs) {
                name: "rules",
                about: "Rulesets: list them, or show every chart, table and ruling with its provenance",
                plain: "the ids, one a line (a ruling: its text; a word: where it was found)",
                compare: "",
            },
            Roster(RosterArgs) {
                name: "roster",
                about: "Rosters of named warriors: list and check them; use one as @FILE:NAME for a profile",
                plain: "the warriors' names, one a line",
                compare: "",
            },
            Spell(SpellArgs) {
                name: "spell",
                about: "Club spells and prayers: cast one on its target, or roll to choose them",
                plain: "the chance to cast it, or of the choice wanted (rolled: the result)",
                compare: "",
            },
            #[cfg(feature = "cli")]
            Completions(CompletionsArgs) {
                name: "completions",
                about: "Print a shell completion script",
                plain: "",
                compare: "",
            },
            #[cfg(feature = "cli")]
            Man(ManArgs) {
                name: "man",
                about: "Print a man page (warband.1, or one subcommand's)",
                plain: "",
                compare: "",
            },
        }
    };
}
pub(crate) use every_subcommand;

/// [`Question`], and each question's type given back from one (a compared question is
/// re-parsed as a `Question`).
macro_rules! questions {
    (() $(
        $(#[cfg($($cfg:tt)*)])?
        $variant:ident($t:ident) {
            name: $name:literal,
            about: $about:literal,
            plain: $plain:literal,
            compare: $compare:literal $(,)?
        },
    )*) => {
        /// The subcommand asked, with its options.
        // One per command line (and per `--compare`): boxing the largest saves nothing.
        #[allow(clippy::large_enum_variant)]
        #[derive(Debug, Clone)]
        pub enum Question {
            $( $(#[cfg($($cfg)*)])? $variant($t), )*
        }

        impl Question {
            /// The flags of a `--compare` the subcommand's help gives as an example, valid
            /// beside one of its own examples (empty: it has no `--compare` of the shared kind,
            /// or its help points to its examples).
            pub fn compare_example(&self) -> &'static str {
                match self {
                    $( $(#[cfg($($cfg)*)])? Question::$variant(_) => $compare, )*
                }
            }
        }

        $(
            $(#[cfg($($cfg)*)])?
            impl TryFrom<Question> for $t {
                /// Another subcommand's question, given back.
                type Error = Question;

                fn try_from(question: Question) -> Result<Self, Question> {
                    match question {
                        Question::$variant(asked) => Ok(asked),
                        #[allow(unreachable_patterns)]
                        other => Err(other),
                    }
                }
            }
        )*
    };
}

every_subcommand!(questions!());

impl Question {
    /// Whether the question reads standard input: `-n -` (also `-n-`, `--dice=-`), the only
    /// value that does.
    pub fn reads_stdin(&self) -> bool {
        let dice = match self {
            Question::Hit(args) => &args.dice.dice,
            Question::Wound(args) => &args.dice.dice,
            Question::Save(args) => &args.dice.dice,
            _ => return false,
        };
        matches!(dice, Some(DiceArg::Stdin))
    }

    /// The roster files the question reads, in the order it names them (to find the ruleset
    /// they are written for before any is looked up).
    pub fn rosters(&self) -> Vec<PathBuf> {
        fn of(w: &WarriorArg) -> Option<PathBuf> {
            match w {
                WarriorArg::Roster(r) => Some(r.path.clone()),
                WarriorArg::Profile(_) => None,
            }
        }
        match self {
            Question::Duel(duel) => duel
                .a
                .iter()
                .chain(&duel.b)
                .filter_map(|s| of(&s.warrior))
                .collect(),
            Question::Odds(args) => [
                args.attacker.profile.as_ref().and_then(of),
                args.target.roster().map(|r| r.path.clone()),
            ]
            .into_iter()
            .flatten()
            .chain(
                args.attackers
                    .iter()
                    .filter_map(|spec| attacker_roster(spec)),
            )
            .collect(),
            Question::Roster(RosterArgs {
                action: RosterAction::Show { file },
            }) => vec![file.clone()],
            _ => Vec::new(),
        }
    }
}

/// The roster file an `--attacker` value names (`[Nx] @FILE:NAME [kit]`), if any; a value
/// that does not parse is left to `--attacker`'s own error.
fn attacker_roster(spec: &str) -> Option<PathBuf> {
    let words = shlex::split(spec)?;
    let is_group = |w: &str| {
        w.len() > 1
            && w.ends_with(['x', 'X'])
            && w[..w.len() - 1].bytes().all(|b| b.is_ascii_digit())
    };
    let word = words.iter().find(|w| !is_group(w))?;
    Some(crate::roster::RosterRef::parse(word)?.ok()?.path)
}
