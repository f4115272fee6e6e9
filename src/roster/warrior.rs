//! One `[[warrior]]` table of a roster: its fields' types, his profile and count, and his kit
//! checked against a ruleset's weapons and armour.

use super::{
    Kit, MAX_COUNT, Parry, SCHEMA_HINT, Warrior, kit_options, serde_message, warrior_fields,
};
use crate::error::{Result, UserError};
use crate::mechanics::profile::Profile;
use crate::mechanics::save::Armour;
use crate::rules::Ruleset;
use serde::Deserialize;
use serde::de::DeserializeOwned;

/// How a kit's key is written in a roster: the TOML value it takes, what that is in words, and
/// the kit's value it gives.
trait RosterValue: Sized {
    type Shape: DeserializeOwned + Default;
    const EXPECTED: &'static str;
    fn read(shape: Self::Shape, field: &str) -> Result<Self>;
}

impl RosterValue for Option<String> {
    type Shape = Option<String>;
    const EXPECTED: &'static str = "a string";
    fn read(shape: Self::Shape, _: &str) -> Result<Self> {
        Ok(shape.map(|s| s.trim().to_string()))
    }
}

impl RosterValue for bool {
    type Shape = bool;
    const EXPECTED: &'static str = "true or false";
    fn read(shape: Self::Shape, _: &str) -> Result<Self> {
        Ok(shape)
    }
}

impl RosterValue for Option<Parry> {
    type Shape = Option<String>;
    const EXPECTED: &'static str = "a string";
    fn read(shape: Self::Shape, field: &str) -> Result<Self> {
        shape
            .as_deref()
            .map(|p| {
                Parry::parse(p).ok_or_else(|| {
                    UserError::new(format!("{field}: unknown parry \"{p}\""))
                        .hint(format!("known: {}", Parry::NAMES.join(", ")))
                })
            })
            .transpose()
    }
}

/// A warrior's table as serde reads it: his own fields, and the kit's keys from its
/// declaration ([`kit_options!`]).
macro_rules! warrior_shape {
    (()
     keys { $( $(#[doc = $kd:literal])* #[arg($($ka:tt)*)] #[serde($($ks:tt)*)] $kf:ident : $kt:ty, )* }
     $($others:tt)*
    ) => {
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct WarriorShape {
            name: String,
            profile: String,
            count: Option<i64>,
            $( #[serde(default)] $kf: <$kt as RosterValue>::Shape, )*
            #[serde(default)]
            skills: Vec<String>,
        }

        impl WarriorShape {
            /// The kit's keys, read (its skills are switched on from the list).
            fn kit(&mut self) -> Result<Kit> {
                Ok(Kit {
                    $( $kf: RosterValue::read(std::mem::take(&mut self.$kf), stringify!($kf))?, )*
                    ..Kit::default()
                })
            }
        }

        /// What a kit's key holds, in words.
        fn kit_field_type(field: &str) -> Option<&'static str> {
            match field {
                $( stringify!($kf) => Some(<$kt as RosterValue>::EXPECTED), )*
                _ => None,
            }
        }
    };
}

kit_options!(warrior_shape!());

/// What each field of a warrior holds, to say so when it holds something else (serde's own
/// message would not name the field).
fn field_type(field: &str) -> Option<&'static str> {
    match field {
        "name" | "profile" => Some("a string"),
        "count" => Some("a whole number"),
        "skills" => Some("a list of strings, e.g. [\"frenzy\"]"),
        _ => kit_field_type(field),
    }
}

fn type_name(value: &toml::Value) -> &'static str {
    match value {
        toml::Value::String(_) => "a string",
        toml::Value::Integer(_) => "a whole number",
        toml::Value::Float(_) => "a decimal number",
        toml::Value::Boolean(_) => "true or false",
        toml::Value::Datetime(_) => "a date",
        toml::Value::Array(_) => "a list",
        toml::Value::Table(_) => "a table",
    }
}

/// A field holding the wrong kind of value, named: `count: expected a whole number, found a
/// string`.
fn check_types(table: &toml::Table) -> Result<()> {
    for (field, value) in table {
        let Some(expected) = field_type(field) else {
            continue;
        };
        let fits = match value {
            toml::Value::String(_) => expected == "a string",
            toml::Value::Boolean(_) => expected == "true or false",
            toml::Value::Integer(_) => expected == "a whole number",
            toml::Value::Array(items) => field == "skills" && items.iter().all(|i| i.is_str()),
            _ => false,
        };
        if !fits {
            return Err(UserError::new(format!(
                "{field}: expected {expected}, found {}",
                type_name(value)
            ))
            .hint(SCHEMA_HINT));
        }
    }
    Ok(())
}

/// A roster's text is shown in tables and errors: a control character (an escape sequence that
/// clears or recolours the screen, a carriage return) has no place in a name or a weapon.
pub(super) fn no_control(text: &str) -> Result<()> {
    if text.contains(char::is_control) {
        return Err(UserError::new(format!(
            "\"{}\" holds a control character",
            crate::error::printable(text)
        ))
        .hint("write names and equipment as plain text"));
    }
    Ok(())
}

/// One `[[warrior]]` table, checked for everything but the ruleset's weapons and armour.
pub(super) fn warrior(table: toml::Table) -> Result<Warrior> {
    check_types(&table)?;
    for (field, value) in &table {
        let texts: Vec<&str> = match value {
            toml::Value::String(s) => vec![s.as_str()],
            toml::Value::Array(items) => items.iter().filter_map(toml::Value::as_str).collect(),
            _ => Vec::new(),
        };
        for text in texts {
            no_control(text).map_err(|e| e.context(field))?;
        }
    }
    let mut shape: WarriorShape = toml::Value::Table(table).try_into().map_err(|e| {
        let (what, known) = serde_message(e.message());
        let known = known.or_else(|| {
            what.starts_with("missing field")
                .then(|| format!("a warrior has {}", warrior_fields().join(", ")))
        });
        UserError::new(what).hint(known.unwrap_or_else(|| SCHEMA_HINT.into()))
    })?;
    let name = shape.name.trim().to_string();
    if name.is_empty() {
        return Err(UserError::new("name: empty").hint("give the warrior a name"));
    }
    if name.contains(':') {
        return Err(UserError::new("name: a name cannot contain ':'")
            .hint("':' separates the file from the name in @FILE:NAME"));
    }
    let profile: Profile = shape.profile.parse().map_err(|e: String| {
        UserError::new(format!("profile: {e}"))
            .hint("a roster's profile gives all nine: M WS BS S T W I A Ld")
    })?;
    if !profile.defaulted.is_empty() {
        return Err(UserError::new(format!(
            "profile: {} not given",
            profile.defaulted.join(", ")
        ))
        .hint("a roster's profile gives all nine: M WS BS S T W I A Ld"));
    }
    let count = shape.count.unwrap_or(1);
    if !(1..=MAX_COUNT).contains(&count) {
        return Err(
            UserError::new(format!("count: {count} is out of range: 1 to {MAX_COUNT}"))
                .hint("count is a henchman group's size; leave it out for a hero"),
        );
    }
    let mut kit = shape.kit()?;
    let mut skills = Vec::new();
    for s in &shape.skills {
        let t = s.trim().to_ascii_lowercase().replace([' ', '_'], "-");
        let skill = Kit::SKILLS
            .iter()
            .copied()
            .find(|k| *k == t)
            .ok_or_else(|| {
                UserError::new(format!("skills: unknown skill \"{s}\""))
                    .hint(format!("known: {}", Kit::SKILLS.join(", ")))
            })?;
        kit.set_skill(skill);
        if !skills.contains(&skill) {
            skills.push(skill);
        }
    }
    Ok(Warrior {
        name,
        count: count as u32,
        profile,
        kit,
        skills,
    })
}

/// A kit's weapons and armour against a ruleset's lists, and its `skills` against its rules.
pub(super) fn check_kit(kit: &Kit, skills: &[&str], ruleset: &Ruleset) -> Result<()> {
    let weapon = |field: &str, name: &Option<String>| {
        name.as_deref()
            .map(|n| crate::mechanics::equipment::preset(ruleset, n).map_err(|e| e.context(field)))
            .transpose()
    };
    let main = weapon("weapon", &kit.weapon)?;
    let offhand = weapon("offhand", &kit.offhand)?;
    // What every use would refuse is refused here too, so `roster show` checks what a duel or
    // odds would: a weapon in the hand must fight in close combat, and a skill must be a rule
    // of the game.
    for (field, w) in [("weapon", &main), ("offhand", &offhand)] {
        if let Some(w) = w
            && w.kind == crate::rules::weapons::WeaponKind::Missile
            && !w.close_combat_attack
        {
            let why = w
                .close_combat_not_modelled
                .clone()
                .unwrap_or_else(|| "it is a missile weapon".into());
            return Err(UserError::new(format!(
                "{field}: the {} in close combat: {why}",
                w.name.to_lowercase()
            ))
            .hint("a roster's weapon and offhand are close-combat weapons; shoot with odds --bs"));
        }
    }
    for rule in skills.iter().filter_map(|s| Kit::skill_rule(s)) {
        if ruleset.special(rule).is_none() {
            crate::mechanics::loadout::special_rule(ruleset, rule, true)
                .map_err(|e| e.context("skills"))?;
        }
    }
    if let Some(w) = main.as_ref().filter(|w| w.two_handed) {
        let what = if kit.shield {
            Some("shield")
        } else if offhand.is_some() {
            Some("off-hand weapon")
        } else {
            None
        };
        if let Some(what) = what {
            return Err(UserError::new(format!(
                "weapon: the {} is two-handed: no {what} beside it",
                w.name.to_lowercase()
            ))
            .hint("drop the shield or the off-hand weapon"));
        }
    }
    if let Some(text) = &kit.armour {
        check_armour(text, ruleset).map_err(|e| e.context("armour"))?;
    }
    Ok(())
}

fn check_armour(text: &str, ruleset: &Ruleset) -> Result<()> {
    let suits: Vec<&str> = ruleset
        .armour
        .as_ref()
        .map(|t| t.suits.iter().map(|s| s.name.as_str()).collect())
        .unwrap_or_default();
    let known = || {
        let mut k = vec!["none"];
        k.extend(&suits);
        format!("known: {}, or a save such as 5+", k.join(", "))
    };
    let bad =
        || UserError::new(format!("unknown armour \"{}\"", crate::error::echo(text))).hint(known());
    match crate::mechanics::equipment::armour(text).map_err(|_| bad())? {
        Armour::None => Ok(()),
        Armour::Named(name) if suits.contains(&name.as_str()) => Ok(()),
        Armour::Named(_) => Err(bad()),
        Armour::Score(_) if ruleset.armour.is_some() => Ok(()),
        Armour::Score(_) => Err(
            UserError::new(format!("{} has no armour saves", ruleset.id)).hint("drop the armour"),
        ),
    }
}
