//! The target's parry against an attacker's hits, by the ruleset's parry rule (R-22, R-33,
//!

use super::ParryWith;
use crate::error::{Result, UserError};
use crate::mechanics::attack::Parry;
use crate::rules::{ParryRule, Ruleset};

/// The target's parry against these attacks, by the ruleset's parry rule.
pub(super) fn parry_of(
    ruleset: &Ruleset,
    parrier: Option<ParryWith>,
    base_chart: Option<i32>,
    rulings: &mut Vec<String>,
    notes: &mut Vec<String>,
) -> Result<Parry> {
    let combat = ruleset.close_combat.as_ref();
    let parry_rule = combat.and_then(|c| c.parry);
    if parrier.is_some() && parry_rule.is_none() {
        return Err(
            UserError::new(format!("ruleset {} has no parry rule", ruleset.id))
                .hint("drop --parry"),
        );
    }
    Ok(match parrier {
        None => Parry::None,
        Some(with) if parry_rule == Some(ParryRule::ByAttackersChart) => {
            // 9 − the attacker's unmodified chart score; one attempt per parrying weapon
            // an off-hand sword's at −1 (a buckler is no off-hand weapon).
            let chart = base_chart.unwrap_or(4);
            let needed = 9 - chart;
            rulings.push("R-22".into());
            rulings.push("R-52".into());
            let attempts: Vec<i32> = match with {
                ParryWith::Sword | ParryWith::Buckler => vec![needed],
                ParryWith::SwordAndBuckler => vec![needed, needed],
                ParryWith::TwoSwords => vec![needed, needed + 1],
            };
            let needs: Vec<u8> = attempts
                .into_iter()
                .filter(|n| (2..=6).contains(n))
                .map(|n| n as u8)
                .collect();
            if needs.is_empty() {
                notes.push(format!(
                    "an attacker who hits on {chart}+ cannot be parried"
                ));
                Parry::None
            } else {
                if with == ParryWith::TwoSwords && needs.len() == 1 {
                    notes.push(format!(
                        "the off-hand sword cannot parry an attacker who hits on {chart}+ (7+ with its -1)"
                    ));
                }
                Parry::Club { needs }
            }
        }
        Some(with) => {
            rulings.push("R-22".into());
            rulings.push("R-33".into());
            Parry::Core {
                reroll: with == ParryWith::SwordAndBuckler,
            }
        }
    })
}
