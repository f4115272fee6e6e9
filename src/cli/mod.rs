//! The whole command-line tree: the root with its global options and the list of subcommands.
//! A subcommand's flags are built only when it is invoked (or when completions and man pages
//! need the whole tree): a one-line lookup should not pay for fifteen subcommands' flags.
//!
//! Each subcommand's flags are declared once in `src/question/`, beside the plain question they
//! give: `declared.rs` builds clap's structs from a declaration, and `subcommands.rs`, `odds.rs`,
//! `around.rs`, `fall.rs`, `spell.rs`, `duel.rs`, `combat.rs` and `groups.rs` (the groups several
//! share) expand them, with what only clap needs; `parse.rs` holds the value parsers that turn
//! bad input into one clear line.

mod around;
mod combat;
#[cfg(feature = "cli")]
mod completions;
pub(crate) mod declared;
mod duel;
pub(crate) mod environment;
mod fall;
mod groups;
pub mod hints;
#[cfg(feature = "cli")]
mod man;
mod odds;
mod parse;
pub mod schema;
mod spell;
mod subcommands;
mod values;

pub use around::*;
pub use combat::*;
#[cfg(feature = "cli")]
pub use completions::completion_script;
pub use duel::*;
pub use fall::*;
pub use groups::*;
#[cfg(feature = "cli")]
pub use man::{install as install_man_pages, man_page, man_pages};
pub use odds::*;
pub use parse::*;
pub use spell::*;
pub use subcommands::*;

use crate::render::{ColorWhen, Format, Paging, Style};
use crate::rules::RulesetId;
use clap::{ArgMatches, Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use std::path::PathBuf;

const ABOUT: &str = "Exact dice and table resolver for Mordheim, Warhammer Fantasy Battle, \
Warhammer Skirmish and other dice-table games: what you need to roll, your exact odds, and the \
dice rolled for you.";

const EXAMPLES: &str = "Examples:\n  warband hit --ws 4 --vs 3\n  warband hit --ws 4 --vs 3 -a 3 --json | warband wound --s 4 --t 3 -n - --json \\\n    | warband save --armour 5 --s 4 -n -\n  warband save --armour heavy --shield --s 4 --roll";

/// One subcommand as the root lists it; its flags (`args`) are added when it is built.
struct Listed {
    name: &'static str,
    about: &'static str,
    args: fn(clap::Command) -> clap::Command,
    /// What `--format plain` prints, said in `--help` (empty: the subcommand prints text).
    plain: &'static str,
    /// The flags of a `--compare` its help gives as an example, valid beside one of its own
    /// examples (empty: the subcommand has no `--compare` of the shared kind, or its help
    /// points to its examples).
    compare: &'static str,
}

/// The root's list of subcommands ([`SUBCOMMANDS`]), the [`Command`] enum clap reads the
/// matches back into, and [`Command::question`], from the one list of subcommands.
macro_rules! command_tree {
    (() $(
        $(#[cfg($($cfg:tt)*)])?
        $variant:ident($t:ident) {
            name: $name:literal,
            about: $about:literal,
            plain: $plain:literal,
            compare: $compare:literal $(,)?
        },
    )*) => {
        /// Every subcommand, in the order `--help` lists them. Each one's examples and flags are
        /// declared in `src/question/`.
        const SUBCOMMANDS: &[Listed] = &[
            $(
                $(#[cfg($($cfg)*)])?
                Listed {
                    name: $name,
                    about: $about,
                    args: flags::<$t>,
                    plain: $plain,
                    compare: $compare,
                },
            )*
        ];

        /// The subcommand and its flags. Names and descriptions are in `SUBCOMMANDS`; the
        /// derive only reads the matches back.
        #[derive(Debug, Subcommand)]
        pub enum Command {
            $( $(#[cfg($($cfg)*)])? $variant($t), )*
        }

        impl Command {
            /// The subcommand's flags as the plain question `cmd/` answers.
            pub fn question(self) -> crate::question::Question {
                use declared::ToPlain;
                match self {
                    $(
                        $(#[cfg($($cfg)*)])?
                        Command::$variant(args) => crate::question::Question::$variant(args.into_plain()),
                    )*
                }
            }
        }
    };
}

// Every subcommand, in the order `--help` lists them, is declared once in
// `crate::question::every_subcommand!`: here its entry in the root's list, its variant of `Command`
// (clap's flags) and how that gives the plain `Question`.
crate::question::every_subcommand!(command_tree!());

/// Adds a subcommand's flags, keeping the one-line `about` the root gave it: clap's derive would
/// otherwise make the flag struct's doc comment the subcommand's description.
fn flags<A: Args>(command: clap::Command) -> clap::Command {
    let about = command.get_about().cloned();
    let command = A::augment_args(command).long_about(None);
    match about {
        Some(about) => command.about(about),
        None => command,
    }
}

/// The parsed command line: the global options and the subcommand with its flags.
#[derive(Debug)]
pub struct Cli {
    pub global: Global,
    pub command: Command,
}

impl Cli {
    /// Parses a command line, building as little of the tree as it can: first a root that lists
    /// only the subcommand named on the line (if any), its flags added when it is parsed; on any
    /// error, help or version, again with the whole tree, so that what clap says (suggestions,
    /// the list of subcommands, the order of the help) is what the full tree says. A parse that
    /// succeeds with one subcommand listed would succeed the same way with all of them listed.
    pub fn try_parse_lazily_from<I, T>(args: I) -> Result<Self, ParseFailure>
    where
        I: IntoIterator<Item = T>,
        T: Into<std::ffi::OsString> + Clone,
    {
        let args: Vec<std::ffi::OsString> = args.into_iter().map(Into::into).collect();
        Self::parse_lazily(&args, Free::Yes)
    }

    /// This process's command line (`args_os`), as [`Cli::try_parse_lazily_from`] parses it,
    /// except that the clap tree and its matches are left for the process's exit to free:
    /// freeing them costs a few percent of a one-line lookup.
    pub fn try_parse_process_args(args: &[std::ffi::OsString]) -> Result<Self, ParseFailure> {
        Self::parse_lazily(args, Free::AtExit)
    }

    fn parse_lazily(args: &[std::ffi::OsString], free: Free) -> Result<Self, ParseFailure> {
        // The command line beats WARBAND_*; an empty variable is unset; a bad one is named.
        let root = || {
            environment::apply(root(), args, |name| std::env::var_os(name))
                .map_err(ParseFailure::Environment)
        };
        let named = args.iter().skip(1).find_map(|arg| {
            SUBCOMMANDS
                .iter()
                .find(|listed| arg.to_str() == Some(listed.name))
        });
        if let Some(listed) = named {
            let only = root()?.subcommand(built(listed));
            if let Ok(cli) = Self::parse_with(only, args, free) {
                return Ok(cli);
            }
        }
        // The whole tree, built at once: what help, errors and suggestions read, so that they
        // are the same as the completions and man pages (a subcommand's own flags before the
        // global options).
        let every = environment::apply(Self::command(), args, |name| std::env::var_os(name))
            .map_err(ParseFailure::Environment)?;
        Self::parse_with(every, args, free).map_err(ParseFailure::Clap)
    }

    fn parse_with(
        mut tree: clap::Command,
        args: &[std::ffi::OsString],
        free: Free,
    ) -> Result<Self, clap::Error> {
        let parsed = tree.try_get_matches_from_mut(args).and_then(|mut matches| {
            refuse_split_conflicts(&mut tree, &matches)?;
            let cli = Self::from_arg_matches_mut(&mut matches);
            if free == Free::AtExit {
                std::mem::forget(matches);
            }
            cli
        });
        if free == Free::AtExit {
            std::mem::forget(tree);
        }
        parsed
    }
}

/// The global options that conflict (`Global`'s `conflicts_with`): their ids and how clap names
/// them.
const GLOBAL_CONFLICTS: [(&str, &str, &str, &str); 3] = [
    ("json", "--json", "format", "--format <FORMAT>"),
    ("brief", "--brief", "format", "--format <FORMAT>"),
    ("brief", "--brief", "json", "--json"),
];

/// Refuses two conflicting global options given on both sides of the subcommand (`warband -b
/// save … --json`): clap checks the conflicts of each level's options alone, and one of the
/// two was then silently dropped.
fn refuse_split_conflicts(
    tree: &mut clap::Command,
    matches: &ArgMatches,
) -> Result<(), clap::Error> {
    let given = |id: &str| {
        matches
            .try_get_raw(id)
            .is_ok_and(|_| matches.value_source(id) == Some(clap::parser::ValueSource::CommandLine))
    };
    match GLOBAL_CONFLICTS
        .iter()
        .find(|(a, _, b, _)| given(a) && given(b))
    {
        Some((_, a, _, b)) => Err(tree.error(
            clap::error::ErrorKind::ArgumentConflict,
            format!("the argument '{a}' cannot be used with '{b}'"),
        )),
        None => Ok(()),
    }
}

/// clap's multi-line error, folded into warband's one line: the message and a pointer to the
/// help of the subcommand being typed. `argv` is the command line that was parsed, program name
/// first (the binary and the browser page print the same line).
pub fn error_line(err: &clap::Error, argv: &[std::ffi::OsString]) -> String {
    // Point at the help of the subcommand the user was typing, if any.
    let help = argv
        .iter()
        .skip(1)
        .filter_map(|a| a.to_str())
        .find(|a| SUBCOMMANDS.iter().any(|listed| listed.name == *a))
        .map_or("warband --help".to_string(), |sub| {
            format!("warband {sub} --help")
        });
    #[cfg(not(feature = "cli"))]
    if let Some(line) = hints::not_in_this_build(err) {
        return line;
    }
    // An unknown flag that is a word of the game gets the flag that does it, not clap's guess.
    if let Some(hint) = hints::for_error(err, argv) {
        return format!("{hint} (see '{help}')");
    }
    let rendered = rendered(err);
    // The message is the first paragraph (a list of missing arguments continues it); usage and
    // tips follow after a blank line.
    let message: Vec<&str> = rendered
        .lines()
        .map(str::trim)
        .skip_while(|l| l.is_empty())
        .take_while(|l| !l.is_empty())
        .collect();
    let message = message.join(" ");
    let message = message.trim_start_matches("error: ");
    let tip = rendered
        .lines()
        .map(str::trim)
        .find_map(|l| l.strip_prefix("tip: "))
        .map(|t| format!("; {t}"))
        .unwrap_or_default();
    format!("{message} (see '{help}'{tip})")
}

/// clap's text of `err`, each value the user typed in it quoted as an error quotes a value
/// ([`crate::error::echo`]): clap's own text drops escape sequences (`--ws $'\e4'` read
/// "invalid value ''"), shows invisible characters raw and quotes a value of any length.
pub(crate) fn rendered(err: &clap::Error) -> String {
    use clap::error::{ContextKind, ContextValue};
    let mut text = err.render().to_string();
    for kind in [
        ContextKind::InvalidValue,
        ContextKind::InvalidSubcommand,
        ContextKind::InvalidArg,
    ] {
        if let Some(ContextValue::String(value)) = err.get(kind) {
            // How clap's text shows it: its escape sequences dropped.
            let shown = clap::builder::StyledStr::from(value.clone()).to_string();
            let quoted = crate::error::echo(value);
            if shown != quoted {
                text = text.replacen(&format!("'{shown}'"), &format!("'{quoted}'"), 1);
            }
        }
    }
    text
}

/// A command line (program name first) parsed into what `cmd/` answers: `--compare` asks
/// its questions through this, each line with the compared flags added.
///
/// # Errors
/// A bad WARBAND_* variable, or clap's first line about the flags (without its `error: `).
pub fn ask(
    argv: &[std::ffi::OsString],
) -> Result<crate::question::Asked, crate::question::Unasked> {
    use crate::question::Unasked;
    match Cli::try_parse_lazily_from(argv) {
        Ok(cli) => Ok(cli.asked(argv)),
        Err(ParseFailure::Environment(e)) => Err(Unasked::Environment(e)),
        Err(ParseFailure::Clap(e)) => Err(Unasked::Flags(
            rendered(&e)
                .lines()
                .next()
                .unwrap_or("invalid flags")
                .trim_start_matches("error: ")
                .to_string(),
        )),
    }
}

/// Why a command line was not parsed.
#[derive(Debug)]
pub enum ParseFailure {
    /// clap's error, or the help or version it prints.
    Clap(clap::Error),
    /// A WARBAND_* variable that would be read is bad: one line that names it.
    Environment(String),
}

/// Whether a parse frees its clap tree and matches, or leaves them to the process's exit.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Free {
    Yes,
    AtExit,
}

/// `--version`: the crate's version, and in a release build from git the commit it was built
/// from as `git describe` names it, `0.1.0 (git v0.1.0-3-g1a2b3c4)` (build.rs). The page too.
pub const LONG_VERSION: &str = env!("WARBAND_LONG_VERSION");

fn root() -> clap::Command {
    Global::augment_args(clap::Command::new("warband"))
        .version(env!("CARGO_PKG_VERSION"))
        .long_version(LONG_VERSION)
        .about(ABOUT)
        .long_about(None)
        .propagate_version(true)
        .after_help(EXAMPLES)
        .subcommand_required(true)
        .arg_required_else_help(true)
}

fn subcommand(listed: &Listed) -> clap::Command {
    clap::Command::new(listed.name).about(listed.about)
}

/// The words of the shared `--compare`'s help (`CompareOpt`) its example follows.
const COMPARE_SAYS: &str = "flags that change this one";

/// A subcommand with its flags, its help saying what `--format plain` prints, and its own
/// example of `--compare`.
fn built(listed: &Listed) -> clap::Command {
    let mut command = (listed.args)(subcommand(listed));
    if !listed.compare.is_empty() {
        command = command.mut_arg("compare", |arg| {
            let help = arg.get_help().map(ToString::to_string).unwrap_or_default();
            let example = format!("{COMPARE_SAYS}, e.g. --compare '{}'", listed.compare);
            arg.help(help.replacen(COMPARE_SAYS, &example, 1))
        });
    }
    if listed.plain.is_empty() {
        return command;
    }
    let after = command
        .get_after_help()
        .map(ToString::to_string)
        .unwrap_or_default();
    command.after_help(format!(
        "--format plain prints {}.\n\n{after}",
        listed.plain
    ))
}

/// The whole tree, every subcommand's flags in place: what completions, man pages and
/// `debug_assert` read.
impl CommandFactory for Cli {
    fn command() -> clap::Command {
        SUBCOMMANDS
            .iter()
            .fold(root(), |root, listed| root.subcommand(built(listed)))
    }

    fn command_for_update() -> clap::Command {
        Self::command()
    }
}

impl FromArgMatches for Cli {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        Self::from_arg_matches_mut(&mut matches.clone())
    }

    fn from_arg_matches_mut(matches: &mut ArgMatches) -> Result<Self, clap::Error> {
        Ok(Cli {
            global: Global::from_arg_matches_mut(matches)?,
            command: Command::from_arg_matches_mut(matches)?,
        })
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        self.update_from_arg_matches_mut(&mut matches.clone())
    }

    fn update_from_arg_matches_mut(&mut self, matches: &mut ArgMatches) -> Result<(), clap::Error> {
        self.global.update_from_arg_matches_mut(matches)?;
        self.command.update_from_arg_matches_mut(matches)
    }
}

impl Parser for Cli {}

/// The global options' spellings, as a subcommand that has no use for one names it.
const GLOBAL_FLAGS: &[&str] = &[
    "--rules",
    "--rules-file",
    "--format",
    "--json",
    "--color",
    "--style",
    "--brief",
    "-b",
    "--paging",
    "--roll",
    "--seed",
];

/// What `cmd/` parses after the command line, supplied from here (through the host).
pub const PARSERS: crate::question::Parsers = crate::question::Parsers { ask, attacker_kit };

/// Options every subcommand takes.
#[derive(Debug, Args)]
pub struct Global {
    /// Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota
    #[arg(long, global = true, help_heading = "Global options", env = "WARBAND_RULES", value_name = "ID", default_value = "mordheim", value_parser = ruleset_parser(), hide_possible_values = true)]
    pub rules: RulesetId,

    /// JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)
    #[arg(
        long,
        global = true,
        help_heading = "Global options",
        value_name = "PATH"
    )]
    pub rules_file: Option<PathBuf>,

    /// Output format
    #[arg(long, global = true, help_heading = "Global options", env = "WARBAND_FORMAT", value_enum, default_value_t = Format::Table)]
    pub format: Format,

    /// Short for --format json
    #[arg(
        long,
        global = true,
        help_heading = "Global options",
        conflicts_with = "format"
    )]
    pub json: bool,

    /// When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb
    #[arg(long, global = true, help_heading = "Global options", value_enum, default_value_t = ColorWhen::Auto, value_name = "WHEN")]
    pub color: ColorWhen,

    /// Characters to draw with: auto = ascii when the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8
    #[arg(long, global = true, help_heading = "Global options", env = "WARBAND_STYLE", value_enum, default_value_t = Style::Auto, value_name = "STYLE")]
    pub style: Style,

    /// Only the answer and the few numbers a player needs: at most 10 lines at 40 columns
    #[arg(short = 'b', long, global = true, help_heading = "Global options", conflicts_with_all = ["format", "json"])]
    pub brief: bool,

    /// When to page long output on a terminal: auto = only when longer than the screen, through WARBAND_PAGER, else PAGER, else less -FRX (it quits when the output fits); never when piped
    #[arg(long, global = true, help_heading = "Global options", value_enum, default_value_t = Paging::Auto, value_name = "WHEN")]
    pub paging: Paging,

    /// Roll the dice (in addition to the odds)
    #[arg(long, global = true, help_heading = "Global options")]
    pub roll: bool,

    /// Seed for --roll: the same seed gives the same dice everywhere
    #[arg(
        long,
        global = true,
        help_heading = "Global options",
        env = "WARBAND_SEED",
        value_name = "U64",
        value_parser = whole::<u64>(0..=u64::MAX)
    )]
    pub seed: Option<u64>,
}

impl Global {
    /// What a subcommand reads of the global options given in `argv` (how to show its answer is
    /// the driver's).
    pub fn settings(&self, argv: &[std::ffi::OsString]) -> crate::question::Settings {
        crate::question::Settings {
            rules: self.rules,
            rules_chosen: environment::rules_chosen(argv),
            globals_given: GLOBAL_FLAGS
                .iter()
                .copied()
                .filter(|flag| environment::on_command_line(argv, &[flag]))
                .collect(),
            rules_file: self.rules_file.clone(),
            roll: self.roll,
            seed: self.seed,
        }
    }

    pub fn format(&self) -> Format {
        if self.json { Format::Json } else { self.format }
    }
}

impl Cli {
    /// The command line (`argv`, what was parsed) as `cmd/` answers it: the plain question and
    /// settings.
    pub fn asked(self, argv: &[std::ffi::OsString]) -> crate::question::Asked {
        crate::question::Asked {
            settings: self.global.settings(argv),
            question: self.command.question(),
        }
    }
}
