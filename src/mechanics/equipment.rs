//! Weapon and armour names, as flags and rosters give them, into rules objects: the ruleset's
//! weapon presets and armour.

use crate::error::{Result, UserError};
use crate::mechanics::save::Armour;
use crate::rules::Ruleset;
use crate::rules::weapons::Weapon;

/// The ruleset's own weapon `name`: a weapon of another game is an error that lists
/// what this one has.
pub fn preset(ruleset: &Ruleset, name: &str) -> Result<Weapon> {
    if let Some(w) = ruleset.weapon(name) {
        return Ok(w.clone());
    }
    if ruleset.weapons.is_empty() {
        return Err(
            UserError::new(format!("{} has no weapons", ruleset.id)).hint("drop the weapon flags")
        );
    }
    let known: Vec<&str> = ruleset.weapons.iter().map(|w| w.id.as_str()).collect();
    Err(UserError::new(format!(
        "{} has no weapon '{}'",
        ruleset.id,
        crate::error::echo(name.trim())
    ))
    .hint(format!("{} weapons: {}", ruleset.id, known.join(", "))))
}

pub fn armour(text: &str) -> Result<Armour> {
    armour_of("--armour", text)
}

/// The armour a flag gives (`--armour`, `--ricochet-armour`): none, a named suit or a save.
pub fn armour_of(flag: &str, text: &str) -> Result<Armour> {
    let t = text.trim().to_ascii_lowercase();
    if t == "none" {
        return Ok(Armour::None);
    }
    match t.strip_suffix('+').unwrap_or(&t).parse::<i64>() {
        Ok(n) if (1..=6).contains(&n) => Ok(Armour::Score(n as u8)),
        Ok(_) => Err(UserError::new(format!("{flag} {text}: a save is 1+ to 6+"))
            .hint("use none for no armour")),
        Err(_) if !t.is_empty() && t.chars().all(|c| c.is_ascii_alphabetic()) => {
            Ok(Armour::Named(t))
        }
        Err(_) => Err(UserError::new(format!("{flag} '{text}' is not armour"))
            .hint("use none, light, heavy, gromril, or a save such as 5+")),
    }
}
