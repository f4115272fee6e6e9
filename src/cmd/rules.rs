//! `warband rules`: the rulesets, and one ruleset's charts, tables and rulings.

use super::Output;
use crate::cli::{Global, RulesAction, RulesArgs};
use crate::error::Result;
use crate::rules::{self, RulesetId};

pub fn run(args: &RulesArgs, global: &Global) -> Result<Output> {
    match &args.action {
        RulesAction::List => Ok(Output::RulesetList(
            RulesetId::ALL
                .iter()
                .map(|&id| rules::builtin(id))
                .collect(),
        )),
        RulesAction::Show { id } => {
            let id = id.unwrap_or(global.rules);
            rules::load(id, global.rules_file.as_deref()).map(|r| Output::Ruleset(Box::new(r)))
        }
    }
}
