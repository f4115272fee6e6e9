//! `warband rules`: the rulesets, and one ruleset's charts, tables and rulings.

use crate::cli::{Global, RulesAction, RulesArgs, Shown};
use crate::error::{Result, UserError};
use crate::report::Output;
use crate::rules::{self, RulesetId};

pub fn run(args: &RulesArgs, global: &Global) -> Result<Output> {
    match &args.action {
        RulesAction::List => Ok(Output::RulesetList(
            RulesetId::ALL
                .iter()
                .map(|&id| rules::builtin(id))
                .collect(),
        )),
        RulesAction::Show {
            id: Some(Shown::Ruling(id)),
        } => rules::ruling(id).map(Output::Ruling).ok_or_else(|| {
            let all = rules::rulings();
            let (first, last) = (all[0].id, all[all.len() - 1].id);
            UserError::new(format!("there is no ruling {id}")).hint(format!(
                "the rulings run from {first} to {last}: 'warband rules show' lists them"
            ))
        }),
        RulesAction::Show { id } => {
            let id = match id {
                Some(Shown::Ruleset(id)) => *id,
                _ => global.rules,
            };
            rules::load(id, global.rules_file.as_deref()).map(|r| Output::Ruleset(Box::new(r)))
        }
    }
}
