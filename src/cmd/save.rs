//! `warband save`: the modified save and its chance, and the unsaved wounds of several.

use super::Context;
use super::stage::{Stage, roller};
use crate::cli::SaveArgs;
use crate::error::{Result, UserError};
use crate::mechanics::Target;
use crate::mechanics::save::{self, Armour, SaveQuery};
use crate::report::{Report, RollRecord, RollResult};

/// `none`, a suit's name, or a save score `5` / `5+`.
fn parse_armour(text: &str) -> Result<Armour> {
    let t = text.trim().to_ascii_lowercase();
    if t == "none" {
        return Ok(Armour::None);
    }
    let digits = t.strip_suffix('+').unwrap_or(&t);
    if let Ok(n) = digits.parse::<i64>() {
        return if (1..=6).contains(&n) {
            Ok(Armour::Score(n as u8))
        } else {
            Err(
                UserError::new(format!("--armour {text}: a save is 1+ to 6+"))
                    .hint("use none for no armour"),
            )
        };
    }
    if t.is_empty() || !t.chars().all(|c| c.is_ascii_alphabetic()) {
        return Err(UserError::new(format!("--armour '{text}' is not armour"))
            .hint("use none, light, heavy, gromril, or a save such as 5+"));
    }
    Ok(Armour::Named(t))
}

pub fn run(args: &SaveArgs, cx: &Context) -> Result<Report> {
    let query = SaveQuery {
        armour: parse_armour(&args.armour.armour)?,
        shield: args.armour.shield,
        mounted: args.armour.mounted,
        barding: args.armour.barding,
        strength: args.strength,
        modifier: args.modifier,
        bonus: 0,
        down: false,
        own_weapon_no_cover: args
            .armour
            .target_weapon
            .as_deref()
            .map(|name| super::equipment::preset(&cx.ruleset, name))
            .transpose()?
            .is_some_and(|w| w.no_cover),
    };
    let resolution = save::resolve(&cx.ruleset, &query)?;
    let stage = Stage::new(args.dice.dice)?;

    let mut report = Report::new("save", &cx.ruleset.id);
    report.input("armour", args.armour.armour.clone());
    for (key, on) in [
        ("shield", args.armour.shield),
        ("mounted", args.armour.mounted),
        ("barding", args.armour.barding),
    ] {
        if on {
            report.input(key, true);
        }
    }
    if let Some(s) = args.strength {
        report.input("s", s);
    }
    if args.modifier != 0 {
        report.input("mod", args.modifier);
    }
    if let Some(w) = &args.armour.target_weapon {
        report.input("target_weapon", w.clone());
    }
    stage.describe(&mut report);

    let target = resolution.check.target;
    let p_save = resolution.check.probability();
    report.headline = match target {
        Target::Impossible => "no save".into(),
        Target::Automatic => "saves automatically".into(),
        _ => format!("saves on {target}"),
    };
    report.target = Some(target.to_string());
    report.probability = Some(p_save.clone());
    report.set_counts("unsaved wounds", &stage.successes(&p_save.complement()));
    report.add_rulings(resolution.rulings.iter().map(String::as_str));
    report.notes = resolution.notes.clone();
    if resolution.modified <= 1 && !matches!(target, Target::Impossible | Target::Automatic) {
        report.notes.push(format!(
            "modified save {}+, but a natural 1 always fails",
            resolution.modified
        ));
    }
    if resolution.strength_modifier != 0 {
        report.notes.push(format!(
            "Strength {} modifies the save by {}",
            args.strength.unwrap_or(0),
            resolution.strength_modifier
        ));
    }

    if cx.roll {
        let mut roller = roller(cx.seed, "save");
        let n = stage.rolled_count(&mut roller);
        let mut attempts = Vec::new();
        let mut unsaved = 0;
        for _ in 0..n {
            let rolled = resolution.check.roll(&mut roller);
            unsaved += i64::from(!rolled.success);
            let dice = rolled.attempts.into_iter().flatten().collect();
            attempts.push((
                dice,
                if rolled.success { "saved" } else { "unsaved" }.to_string(),
            ));
        }
        report.roll = Some(RollRecord {
            seed: roller.seed(),
            dice: roller.dice().to_vec(),
            attempts,
            result: RollResult::Count(unsaved),
            passed: stage.is_single().then_some(unsaved == 0),
        });
    }
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn armour_spellings() {
        assert_eq!(parse_armour("5+").unwrap(), Armour::Score(5));
        assert_eq!(parse_armour("4").unwrap(), Armour::Score(4));
        assert_eq!(
            parse_armour("Heavy").unwrap(),
            Armour::Named("heavy".into())
        );
        assert_eq!(parse_armour("none").unwrap(), Armour::None);
        assert!(parse_armour("7+").is_err());
        assert!(parse_armour("5++").is_err());
        assert!(parse_armour("").is_err());
    }
}
