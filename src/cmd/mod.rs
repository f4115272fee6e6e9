//! One file or folder per subcommand: arguments → query → `Output`. Nothing here prints or
//! formats. A subcommand never imports another: what two of them share is in `shared/`, or lower
//! down, in the mechanics and the report.

mod r#break;
mod combat;
#[cfg(feature = "cli")]
mod completions;
mod crit;
mod duel;
mod fall;
mod hit;
mod injury;
#[cfg(feature = "cli")]
mod man;
mod odds;
mod roll;
mod roster;
mod rout;
mod rules;
mod save;
mod spell;
mod table;
mod test;
mod wound;

mod shared;

#[cfg(feature = "cli")]
pub use completions::completion_script;
#[cfg(feature = "cli")]
pub use man::{man_page, man_pages};

use crate::cli::{Cli, Command};
use crate::error::Result;
pub use crate::report::Output;
pub use shared::context::{Context, Host};
use std::ffi::OsString;

/// The global options that mean nothing to a generated script or page (`completions`, `man`).
#[cfg(feature = "cli")]
const GENERATED_TEXT_REFUSES: &[&str] = &[
    "--roll",
    "--seed",
    "--format",
    "--json",
    "--rules",
    "--rules-file",
    "--color",
    "--brief",
    "-b",
];

/// Refuses a global option given on the command line that `subcommand` has no use for: a flag
/// with no meaning is refused, not ignored.
fn refuse_globals(argv: &[OsString], subcommand: &str, meaningless: &[&str]) -> Result<()> {
    match meaningless
        .iter()
        .find(|flag| crate::cli::environment::on_command_line(argv, &[flag]))
    {
        Some(flag) => Err(crate::error::UserError::new(format!(
            "{flag} has no meaning for {subcommand}"
        ))
        .hint(format!("drop {flag}"))),
        None => Ok(()),
    }
}

/// Runs the parsed command. `argv` is the command line it came from (`odds --compare` re-reads
/// it to build each loadout); `host` is what the program running warband supplies.
pub fn run(cli: &Cli, argv: &[OsString], host: &Host) -> Result<Output> {
    // The ruleset: --rules, else the one the command's rosters name, else the default.
    let load = || {
        let id = shared::rosters::ruleset_id(
            crate::cli::environment::rules_chosen(argv),
            cli.global.rules,
            &cli.command.rosters(),
        )?;
        crate::rules::load(id, cli.global.rules_file.as_deref())
    };
    let context = || -> Result<Context> {
        Ok(Context {
            ruleset: load()?,
            roll: cli.global.roll,
            seed: cli.global.seed.unwrap_or(host.fresh_seed),
            feedback: host.stderr_is_terminal,
            simulated_dice: Default::default(),
            exact_work: Default::default(),
        })
    };
    // A subcommand that answers one report, with `--compare` beside it: each compared
    // question is the command line re-parsed with the flags added.
    macro_rules! compared {
        ($module:ident, $variant:ident, $args:expr, $example:literal) => {{
            let cx = context()?;
            shared::compare::side_by_side(
                &cx,
                argv,
                &$args.compare.compare,
                &[],
                $example,
                || $module::run($args, &cx),
                |command, cx| match command {
                    Command::$variant(compared) => $module::run(&compared, cx),
                    _ => unreachable!("the tokens name the same subcommand"),
                },
            )
        }};
    }
    match &cli.command {
        Command::Hit(args) => compared!(hit, Hit, args, "--vs 4"),
        Command::Wound(args) => compared!(wound, Wound, args, "--s 5"),
        Command::Save(args) => compared!(save, Save, args, "--shield"),
        Command::Injury(args) => compared!(injury, Injury, args, "--helmet"),
        Command::Crit(args) => compared!(crit, Crit, args, "--class crushing"),
        Command::Fall(args) => compared!(fall, Fall, args, "--helmet"),
        Command::Rout(args) => compared!(rout, Rout, args, "--ld 9"),
        Command::Break(args) => compared!(r#break, Break, args, "--lost-by 3"),
        Command::Test(args) => compared!(test, Test, args, "--reroll"),
        Command::Odds(args) => odds::run(args, &context()?, argv),
        Command::Duel(args) => duel::run(&args.into(), &context()?, argv),
        Command::Combat(args) => combat::run(&args.into(), &context()?, argv),
        Command::Table(args) => table::run(args, &context()?, argv),
        Command::Roll(args) => roll::run(args, &context()?),
        Command::Rules(args) => {
            refuse_globals(argv, "rules", &["--roll", "--seed"])?;
            rules::run(args, &cli.global)
        }
        Command::Roster(args) => {
            refuse_globals(argv, "roster", &["--roll", "--seed"])?;
            roster::run(args, &context()?)
        }
        Command::Spell(args) => spell::run(args, &context()?).map(|r| Output::Report(Box::new(r))),
        #[cfg(feature = "cli")]
        Command::Completions(args) => {
            refuse_globals(argv, "completions", GENERATED_TEXT_REFUSES)?;
            Ok(Output::Text(completion_script(args.shell)))
        }
        #[cfg(feature = "cli")]
        Command::Man(args) => {
            refuse_globals(argv, "man", GENERATED_TEXT_REFUSES)?;
            match &args.dir {
                Some(dir) => man::install(dir).map(Output::Text),
                None => man_page(args.subcommand.as_deref()).map(Output::Text),
            }
        }
    }
}
