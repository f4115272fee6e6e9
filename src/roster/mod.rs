//! Rosters: a warband's warriors written once, in a TOML file a player edits by hand — each one's
//! profile, weapons, armour, the skills that change dice, the size of a henchman group — and
//! named on the command line as `@FILE:NAME` wherever a profile is taken (`duel --a`, `odds
//! --profile`, `odds --target`).
//!
//! This module reads and checks a roster (through the capped reader of [`crate::input`]) and
//! finds a warrior in it; what a command makes of him (which flags he stands for, which given
//! flags beat his) is the command's business (`src/cmd/roster.rs`).
//!
//! ```toml
//! name = "Reikland Reavers"   # optional
//! ruleset = "mordheim"        # optional: the ruleset the roster is written for
//!
//! [[warrior]]
//! name = "champion"
//! profile = "M4 WS4 BS3 S4 T3 W1 I3 A1 Ld7"   # all nine characteristics
//! weapon = "sword"            # optional: the main close-combat weapon
//! offhand = "dagger"          # optional: a second close-combat weapon
//! armour = "light"            # optional: none (the default), a suit, or a save such as 5+
//! shield = false              # optional
//! helmet = true               # optional
//! parry = "sword"             # optional: sword, buckler, sword+buckler, sword+sword, none
//! skills = ["hatred"]         # optional: frenzy, hatred, poison, killing-blow
//! count = 1                   # optional: a henchman group's size, 1 to 100
//! ```

use crate::error::{Result, UserError};
use crate::mechanics::loadout::ParryWith;
use crate::mechanics::profile::Profile;
use crate::rules::{Ruleset, RulesetId};
use serde::Deserialize;
use std::fmt;
use std::path::{Path, PathBuf};
use warrior::{check_kit, no_control, warrior};

mod kit;
mod warrior;

pub use kit::Kit;
pub(crate) use kit::kit_options;

/// The largest henchman group a roster entry may be: far beyond any warband's, small enough
/// that a mistyped 1000 is refused rather than computed.
pub const MAX_COUNT: i64 = 100;

/// How many of a roster's names an error lists (then "and N more").
const KNOWN_SHOWN: usize = 20;

/// The fields of a warrior, in the order the schema lists them (for the "missing field" hint):
/// his own, the kit's keys, then his skills.
fn warrior_fields() -> Vec<&'static str> {
    let mut fields = vec!["name", "profile", "count"];
    fields.extend(Kit::KEYS);
    fields.push("skills");
    fields
}

/// What the file is: its hint on every error about its shape.
const SCHEMA_HINT: &str = "see 'Rosters' in docs/guide.md for the schema";

/// `@FILE:NAME` or `@FILE`: a warrior of a roster file, as the command line names him.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RosterRef {
    pub path: PathBuf,
    /// The warrior's name; `None` picks the roster's only warrior.
    pub name: Option<String>,
}

impl RosterRef {
    /// Reads `@FILE:NAME` or `@FILE`; `None` when `text` does not start with `@` (it is a
    /// profile or a flag's own value, not a roster entry).
    ///
    /// The name follows the **last** `:`, so a path may contain colons (`@C:\w\ours.toml:hero`);
    /// a last part that holds `/` or `\` is still the path (`@C:\w\ours.toml`). A warrior's
    /// name cannot contain `:` (the roster refuses it).
    pub fn parse(text: &str) -> Option<std::result::Result<RosterRef, String>> {
        let rest = text.strip_prefix('@')?;
        let (path, name) = match rest.rsplit_once(':') {
            Some((path, name)) if !name.contains(['/', '\\']) => (path, Some(name)),
            _ => (rest, None),
        };
        let shown = crate::error::printable(text);
        Some(if path.is_empty() {
            Err(format!(
                "'{shown}' names no roster file: write @FILE:NAME, e.g. @mywarband.toml:champion"
            ))
        } else if name.is_some_and(|n| n.trim().is_empty()) {
            Err(format!(
                "'{shown}' names no warrior after ':': write @FILE:NAME, or @FILE for a roster of one"
            ))
        } else {
            Ok(RosterRef {
                path: PathBuf::from(path),
                name: name.map(|n| n.trim().to_string()),
            })
        })
    }
}

impl fmt::Display for RosterRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // As typed, with its control characters escaped: it is shown in labels and errors.
        let path = self.path.display().to_string();
        write!(f, "@{}", crate::error::printable(&path))?;
        match &self.name {
            Some(name) => write!(f, ":{}", crate::error::printable(name)),
            None => Ok(()),
        }
    }
}

/// A warrior on the command line: a profile typed out, or a roster's entry (`@FILE:NAME`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WarriorArg {
    Profile(Profile),
    Roster(RosterRef),
}

/// `duel --a`/`--b`, `combat --a`: a warrior, or `Nx <warrior>` for a henchman group of N (a
/// roster group's entry is its whole group unless an `Nx` says otherwise).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SideWarrior {
    pub count: Option<u32>,
    pub warrior: WarriorArg,
}

/// How a warrior parries, when the roster says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Parry {
    With(ParryWith),
    /// He does not parry, whatever his weapons.
    None,
}

impl Parry {
    pub const NAMES: [&str; 5] = ["sword", "buckler", "sword+buckler", "sword+sword", "none"];

    pub fn as_str(self) -> &'static str {
        match self {
            Parry::With(ParryWith::Sword) => "sword",
            Parry::With(ParryWith::Buckler) => "buckler",
            Parry::With(ParryWith::SwordAndBuckler) => "sword+buckler",
            Parry::With(ParryWith::TwoSwords) => "sword+sword",
            Parry::None => "none",
        }
    }

    /// The parry he fights with: none for `none`.
    pub fn with(self) -> Option<ParryWith> {
        match self {
            Parry::With(p) => Some(p),
            Parry::None => None,
        }
    }

    pub fn parse(text: &str) -> Option<Parry> {
        let t = text.trim().to_ascii_lowercase();
        [
            Parry::With(ParryWith::Sword),
            Parry::With(ParryWith::Buckler),
            Parry::With(ParryWith::SwordAndBuckler),
            Parry::With(ParryWith::TwoSwords),
            Parry::None,
        ]
        .into_iter()
        .find(|p| p.as_str() == t)
    }
}

impl Warrior {
    /// His kit in one line for people: `sword + dagger, light armour, helmet; hatred`.
    pub fn summary(&self) -> String {
        let kit = &self.kit;
        let mut parts = Vec::new();
        match (&kit.weapon, &kit.offhand) {
            (Some(w), Some(o)) => parts.push(format!("{w} + {o}")),
            (Some(w), None) => parts.push(w.clone()),
            (None, Some(o)) => parts.push(format!("(no main weapon) + {o}")),
            (None, None) => {}
        }
        match kit.armour.as_deref() {
            None | Some("none") => {}
            Some(a) if a.ends_with('+') || a.parse::<u8>().is_ok() => {
                parts.push(format!("armour {}+", a.trim_end_matches('+')))
            }
            Some(a) => parts.push(format!("{a} armour")),
        }
        if kit.shield {
            parts.push("shield".into());
        }
        if kit.helmet {
            parts.push("helmet".into());
        }
        if let Some(p) = kit.parry {
            parts.push(format!("parry: {}", p.as_str()));
        }
        let mut line = parts.join(", ");
        if !self.skills.is_empty() {
            if !line.is_empty() {
                line.push_str("; ");
            }
            line.push_str(&self.skills.join(", "));
        }
        if line.is_empty() { "-".into() } else { line }
    }
}

/// One entry of a roster: a hero, or a henchman group of `count` alike.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Warrior {
    pub name: String,
    /// A henchman group's size (1 for a hero).
    pub count: u32,
    /// All nine characteristics (a roster leaves none to a default).
    pub profile: Profile,
    pub kit: Kit,
    /// His skills as the roster lists them (each once), for showing; the kit has them too.
    pub skills: Vec<&'static str>,
}

/// A roster file, read and checked for its own sake (names, profiles, fields); its weapons and
/// armour are checked against a ruleset by [`Roster::check`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Roster {
    /// The file, as given: what every error about it starts with.
    pub path: PathBuf,
    /// The warband's name, if the roster gives one.
    pub name: Option<String>,
    /// The ruleset the roster is written for, if it says.
    pub ruleset: Option<RulesetId>,
    pub warriors: Vec<Warrior>,
}

/// The file's top level, as TOML gives it; each warrior is read on his own (so that an error
/// in one names him).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileShape {
    name: Option<String>,
    ruleset: Option<String>,
    #[serde(default)]
    warrior: Vec<toml::Table>,
}

/// The line and column (from 1) of a byte offset.
fn line_of(text: &str, at: usize) -> (usize, usize) {
    let before = &text[..at.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

/// serde's words for what went wrong, as one line: `unknown field \`weapn\`, expected one of …`
/// becomes `unknown field "weapn"`, the list going to the hint.
fn serde_message(message: &str) -> (String, Option<String>) {
    let message = message.trim().replace('`', "\"");
    match message.split_once(", expected one of ") {
        Some((what, known)) => (what.to_string(), Some(format!("known: {known}"))),
        None => match message.split_once(", expected ") {
            Some((what, expected)) if what.starts_with("unknown field") => {
                (what.to_string(), Some(format!("known: {expected}")))
            }
            _ => (message, None),
        },
    }
}

impl Roster {
    /// Reads and checks a roster file (at most [`crate::input::MAX_INPUT_BYTES`], UTF-8 TOML).
    ///
    /// # Errors
    /// One line that names the file, and the warrior and the field where there is one.
    pub fn load(path: &Path) -> Result<Roster> {
        let shown = crate::error::echo_path(path);
        let bytes = crate::input::read_file(path).map_err(|e| {
            UserError::new(format!("cannot read roster {shown}: {e}"))
                .hint("check the path after @, or the one given to roster show")
        })?;
        let text = crate::input::text(bytes).ok_or_else(|| {
            UserError::new(format!("roster {shown} is not UTF-8 text")).hint("save it as UTF-8")
        })?;
        Roster::parse(&text, path)
    }

    /// Checks a roster's text; `path` names it in messages.
    ///
    /// # Errors
    /// As [`Roster::load`].
    pub fn parse(text: &str, path: &Path) -> Result<Roster> {
        let shown = crate::error::echo_path(path);
        let file: FileShape = toml::from_str(text).map_err(|e| {
            let (what, known) = serde_message(e.message());
            let place = e.span().map_or(String::new(), |span| {
                let (line, column) = line_of(text, span.start);
                format!("line {line}, column {column}: ")
            });
            UserError::new(format!("{shown}: {place}{what}"))
                .hint(known.unwrap_or_else(|| SCHEMA_HINT.into()))
        })?;
        let ruleset = file
            .ruleset
            .as_deref()
            .map(|id| {
                id.trim()
                    .parse::<RulesetId>()
                    .map_err(|e| UserError::new(format!("{shown}: ruleset: {e}")))
            })
            .transpose()?;
        if let Some(name) = &file.name {
            no_control(name).map_err(|e| e.context("name").context(&shown))?;
        }
        if file.warrior.is_empty() {
            return Err(UserError::new(format!("{shown} has no warriors"))
                .hint("add a [[warrior]] table with a name and a profile"));
        }
        let mut warriors: Vec<Warrior> = Vec::with_capacity(file.warrior.len());
        // A set, not a comparison with every earlier warrior: 72,000 warriors (a 4 MB roster)
        // took 36 s to check quadratically.
        let mut names: std::collections::HashSet<String> = std::collections::HashSet::new();
        for (i, table) in file.warrior.into_iter().enumerate() {
            let label = match table.get("name").and_then(|n| n.as_str()) {
                Some(name) => format!("warrior \"{}\"", crate::error::printable(name)),
                None => format!("warrior #{}", i + 1),
            };
            let w = warrior(table).map_err(|e| e.context(&label).context(&shown))?;
            if !names.insert(w.name.clone()) {
                return Err(
                    UserError::new(format!("{shown}: {label}: the name is given twice"))
                        .hint("give each warrior his own name"),
                );
            }
            warriors.push(w);
        }
        Ok(Roster {
            path: path.to_path_buf(),
            name: file.name,
            ruleset,
            warriors,
        })
    }

    /// The warriors' names, in the roster's order.
    pub fn names(&self) -> Vec<&str> {
        self.warriors.iter().map(|w| w.name.as_str()).collect()
    }

    /// The warrior called `name`; with `None`, the roster's only one.
    ///
    /// # Errors
    /// No such warrior (the hint lists the roster's), or no name for a roster of several.
    pub fn warrior(&self, name: Option<&str>) -> Result<&Warrior> {
        let shown = self.path.display();
        // The first names, and how many more: a roster of thousands must not make a long line.
        let names = self.names();
        let mut known = names[..names.len().min(KNOWN_SHOWN)].join(", ");
        if names.len() > KNOWN_SHOWN {
            known.push_str(&format!(" and {} more", names.len() - KNOWN_SHOWN));
        }
        match name {
            Some(name) => self
                .warriors
                .iter()
                .find(|w| w.name == name)
                .ok_or_else(|| {
                    UserError::new(format!("{shown}: no warrior \"{name}\""))
                        .hint(format!("its warriors: {known}"))
                }),
            None => match self.warriors.as_slice() {
                [only] => Ok(only),
                _ => Err(UserError::new(format!(
                    "{shown} has {} warriors: name one, as @{shown}:NAME",
                    self.warriors.len()
                ))
                .hint(format!("its warriors: {known}"))),
            },
        }
    }

    /// Checks that the roster is for `ruleset` (when it names one) and that every warrior's
    /// weapons and armour are `ruleset`'s.
    ///
    /// # Errors
    /// The first problem, naming the file and the warrior.
    pub fn check(&self, ruleset: &Ruleset) -> Result<()> {
        self.check_ruleset(ruleset)?;
        for w in &self.warriors {
            self.check_warrior(w, ruleset)?;
        }
        Ok(())
    }

    /// A roster written for one ruleset does not fight under another.
    ///
    /// # Errors
    /// The roster names another ruleset than `ruleset`.
    pub fn check_ruleset(&self, ruleset: &Ruleset) -> Result<()> {
        match self.ruleset {
            Some(id) if id.as_str() != ruleset.id => Err(UserError::new(format!(
                "{} is a {id} roster, and this command uses {}",
                self.path.display(),
                ruleset.id
            ))
            .hint(format!(
                "give --rules {id}, or drop --rules to use the roster's"
            ))),
            _ => Ok(()),
        }
    }

    /// One warrior's weapons and armour, against `ruleset`'s.
    ///
    /// # Errors
    /// An unknown weapon (the ruleset's own message, with the warrior's name before it), an
    /// unknown armour, or a two-handed weapon with a shield or an off-hand weapon.
    pub fn check_warrior(&self, w: &Warrior, ruleset: &Ruleset) -> Result<()> {
        check_kit(&w.kit, &w.skills, ruleset)
            .map_err(|e| e.context(format!("warrior \"{}\"", w.name)))
            .map_err(|e| e.context(self.path.display()))
    }
}

/// The warrior `reference` names, from a roster read and checked against `ruleset`: what a
/// command calls for `@FILE:NAME`.
///
/// # Errors
/// A file that cannot be read or is not a roster, a roster of another ruleset, no such warrior,
/// or his weapons or armour not `ruleset`'s: one line naming the file and the warrior.
pub fn resolve(reference: &RosterRef, ruleset: &Ruleset) -> Result<Warrior> {
    let roster = Roster::load(&reference.path)?;
    roster.check_ruleset(ruleset)?;
    let w = roster.warrior(reference.name.as_deref())?;
    roster.check_warrior(w, ruleset)?;
    Ok(w.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reference_splits_on_the_last_colon() {
        let r = |t: &str| RosterRef::parse(t).unwrap().unwrap();
        assert_eq!(r("@ours.toml:champion").path, PathBuf::from("ours.toml"));
        assert_eq!(r("@ours.toml:champion").name.as_deref(), Some("champion"));
        assert_eq!(r("@a:b.toml:hero").path, PathBuf::from("a:b.toml"));
        assert_eq!(r("@a:b.toml:hero").name.as_deref(), Some("hero"));
        assert_eq!(r("@ours.toml").name, None);
        assert_eq!(r(r"@C:\w\ours.toml").path, PathBuf::from(r"C:\w\ours.toml"));
        assert_eq!(r("@ours.toml:Big Ogre").name.as_deref(), Some("Big Ogre"));
        assert_eq!(r("@ours.toml:champion").to_string(), "@ours.toml:champion");
        assert!(RosterRef::parse("WS4 S3").is_none());
        assert!(RosterRef::parse("@").unwrap().is_err());
        assert!(RosterRef::parse("@:hero").unwrap().is_err());
        assert!(RosterRef::parse("@ours.toml:").unwrap().is_err());
    }

    #[test]
    fn line_and_column_count_from_one() {
        assert_eq!(line_of("ab\ncd", 0), (1, 1));
        assert_eq!(line_of("ab\ncd", 4), (2, 2));
    }

    #[test]
    fn a_kit_in_one_line() {
        let with = |kit: Kit, skills: Vec<&'static str>| Warrior {
            name: "w".into(),
            count: 1,
            profile: "M4 WS3 BS3 S3 T3 W1 I3 A1 Ld7".parse().unwrap(),
            kit,
            skills,
        };
        let kit = Kit {
            weapon: Some("sword".into()),
            offhand: Some("dagger".into()),
            armour: Some("light".into()),
            helmet: true,
            hatred: true,
            ..Kit::default()
        };
        assert_eq!(
            with(kit, vec!["hatred"]).summary(),
            "sword + dagger, light armour, helmet; hatred"
        );
        assert_eq!(with(Kit::default(), vec![]).summary(), "-");
        let kit = Kit {
            armour: Some("5".into()),
            ..Kit::default()
        };
        assert_eq!(with(kit, vec![]).summary(), "armour 5+");
    }
}
