//! Equipment flags into rules objects: weapon presets and armour, shared by `odds` and `duel`.

use crate::error::{Result, UserError};
use crate::mechanics::save::Armour;
use crate::rules::weapons::{self, Weapon};

pub fn preset(name: &str) -> Result<Weapon> {
    weapons::weapon(name).ok_or_else(|| {
        let known: Vec<String> = weapons::weapons().into_iter().map(|w| w.id).collect();
        UserError::new(format!("unknown weapon '{name}'"))
            .hint(format!("known weapons: {}", known.join(", ")))
    })
}

pub fn armour(text: &str) -> Result<Armour> {
    let t = text.trim().to_ascii_lowercase();
    if t == "none" {
        return Ok(Armour::None);
    }
    match t.strip_suffix('+').unwrap_or(&t).parse::<i64>() {
        Ok(n) if (1..=6).contains(&n) => Ok(Armour::Score(n as u8)),
        Ok(_) => Err(
            UserError::new(format!("--armour {text}: a save is 1+ to 6+"))
                .hint("use none for no armour"),
        ),
        Err(_) if !t.is_empty() && t.chars().all(|c| c.is_ascii_alphabetic()) => {
            Ok(Armour::Named(t))
        }
        Err(_) => Err(UserError::new(format!("--armour '{text}' is not armour"))
            .hint("use none, light, heavy, gromril, or a save such as 5+")),
    }
}
