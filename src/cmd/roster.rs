//! `warband roster show`: a roster's warriors, each checked against the ruleset. What a roster's
//! warrior stands for on the other commands is `shared::rosters`.

use crate::cmd::shared::context::Context;
use crate::error::Result;
use crate::question::{RosterAction, RosterArgs};
use crate::report::Output;
use crate::report::RosterView;
use crate::roster::Roster;

/// `warband roster show FILE`: every warrior, each checked against the ruleset.
pub fn run(args: &RosterArgs, cx: &Context) -> Result<Output> {
    match &args.action {
        RosterAction::Show { file } => {
            let roster = Roster::load(file)?;
            roster.check(&cx.ruleset)?;
            Ok(Output::Roster(Box::new(RosterView {
                roster,
                ruleset: cx.ruleset.id.clone(),
            })))
        }
    }
}
