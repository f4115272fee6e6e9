//! One file or folder per subcommand: arguments → query → `Output`. Nothing here prints or
//! formats. A subcommand never imports another: what two of them share is in `shared/`, or lower
//! down, in the mechanics and the report.

mod r#break;
mod combat;
mod crit;
mod duel;
mod fall;
mod hit;
mod injury;
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

use crate::error::Result;
use crate::question::{Asked, Question, Settings};
pub use crate::report::Output;
pub use shared::context::{Context, Host};
use std::ffi::OsString;

/// Refuses a global option given on the command line that `subcommand` has no use for: a flag
/// with no meaning is refused, not ignored.
pub fn refuse_globals(settings: &Settings, subcommand: &str, meaningless: &[&str]) -> Result<()> {
    match meaningless
        .iter()
        .find(|flag| settings.globals_given.contains(flag))
    {
        Some(flag) => Err(crate::error::UserError::new(format!(
            "{flag} has no meaning for {subcommand}"
        ))
        .hint(format!("drop {flag}"))),
        None => Ok(()),
    }
}

/// Answers the question asked. `argv` is the command line it came from (`--compare` re-reads
/// it to build each compared question); `host` is what the program running warband supplies.
pub fn run(asked: &Asked, argv: &[OsString], host: &Host) -> Result<Output> {
    let settings = &asked.settings;
    // The ruleset: --rules, else the one the command's rosters name, else the default.
    let load = || {
        let id = shared::rosters::ruleset_id(
            settings.rules_chosen,
            settings.rules,
            &asked.question.rosters(),
        )?;
        crate::rules::load(id, settings.rules_file.as_deref())
    };
    let context = || -> Result<Context> {
        Ok(Context {
            ruleset: load()?,
            roll: settings.roll,
            seed: settings.seed.unwrap_or(host.fresh_seed),
            feedback: host.stderr_is_terminal,
            simulated_dice: Default::default(),
            exact_work: Default::default(),
            parsers: host.parsers,
        })
    };
    // A subcommand that answers one report, with `--compare` beside it: each compared
    // question is the command line re-parsed with the flags added.
    macro_rules! compared {
        ($module:ident, $args:expr) => {{
            let cx = context()?;
            shared::compare::side_by_side(
                &cx,
                argv,
                &$args.compare.compare,
                &[],
                asked.question.compare_example(),
                || $module::run($args, &cx),
                |compared, cx| $module::run(&compared, cx),
            )
        }};
    }
    match &asked.question {
        Question::Hit(args) => compared!(hit, args),
        Question::Wound(args) => compared!(wound, args),
        Question::Save(args) => compared!(save, args),
        Question::Injury(args) => compared!(injury, args),
        Question::Crit(args) => compared!(crit, args),
        Question::Fall(args) => compared!(fall, args),
        Question::Rout(args) => compared!(rout, args),
        Question::Break(args) => compared!(r#break, args),
        Question::Test(args) => compared!(test, args),
        Question::Odds(args) => odds::run(args, &context()?, argv),
        Question::Duel(args) => duel::run(args, &context()?, argv),
        Question::Combat(args) => combat::run(args, &context()?, argv),
        Question::Table(args) => table::run(args, &context()?, argv),
        Question::Roll(args) => roll::run(args, &context()?),
        Question::Rules(args) => {
            refuse_globals(settings, "rules", &["--roll", "--seed"])?;
            rules::run(args, settings)
        }
        Question::Roster(args) => {
            refuse_globals(settings, "roster", &["--roll", "--seed"])?;
            roster::run(args, &context()?)
        }
        Question::Spell(args) => spell::run(args, &context()?).map(|r| Output::Report(Box::new(r))),
        // Generated from the command line's tree, by the driver (`driver::generated`).
        #[cfg(feature = "cli")]
        Question::Completions(_) | Question::Man(_) => Err(crate::error::UserError::new(
            "completion scripts and man pages are generated from the command line's tree",
        )
        .hint("ask for them through warband::driver::drive")),
    }
}
