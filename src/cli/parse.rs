//! Value parsers: each turns a bad value into one line saying what is expected. Some also name
//! the values a shell completes (`--rules <TAB>`, `--weapon <TAB>`), without refusing others.

use crate::mechanics::profile::Profile;
pub use crate::pipeline::{DiceArg, MAX_DICE};
use crate::roster::RosterRef;
use crate::rules::RulesetId;
use clap::builder::{PossibleValue, StringValueParser, TypedValueParser};
use std::ffi::OsStr;

pub fn parse_profile(s: &str) -> Result<Profile, String> {
    s.parse()
}

// The plain values the parsers below give, which the commands take: in `roster` and
// `question`.
pub(crate) use crate::question::{JumpHeight, Parts, Shown, TargetArg, TargetStateArg};
pub use crate::roster::{SideWarrior, WarriorArg};

pub fn parse_target(s: &str) -> Result<TargetArg, String> {
    if let Some(reference) = RosterRef::parse(s) {
        return reference.map(TargetArg::Roster);
    }
    let state = s.trim();
    TargetStateArg::NAMED
        .iter()
        .find(|(_, name)| name.eq_ignore_ascii_case(state))
        .map(|(state, _)| TargetArg::State(*state))
        .ok_or_else(|| {
            format!("'{}' is not a state (standing, knocked-down, stunned) or a roster's warrior (@FILE:NAME)", crate::error::echo(s))
        })
}

/// `odds --target`: completes the states; a roster's `@FILE:NAME` is accepted too.
pub fn target_parser() -> Completing<ParseFn<TargetArg>> {
    Completing {
        parser: parse_target,
        candidates: || {
            TargetStateArg::NAMED
                .iter()
                .map(|(_, name)| name.to_string())
                .collect()
        },
    }
}

/// `duel --a`, `odds --profile`: a stat string, a profile line, or `@FILE:NAME`.
pub fn parse_warrior(s: &str) -> Result<WarriorArg, String> {
    match RosterRef::parse(s) {
        Some(reference) => reference.map(WarriorArg::Roster),
        None => s.parse().map(WarriorArg::Profile),
    }
}

pub fn parse_side_warrior(s: &str) -> Result<SideWarrior, String> {
    parse_group(s, 100)
}

/// A unit of `combat`: `20x PROFILE` is 20 models, as a group is in `duel` and `odds`.
pub fn parse_unit(s: &str) -> Result<SideWarrior, String> {
    parse_group(s, 1000)
}

/// A profile, or `Nx PROFILE`: N of them (1 to `max`).
fn parse_group(s: &str, max: u32) -> Result<SideWarrior, String> {
    let t = s.trim_start();
    if let Some((first, rest)) = t.split_once(char::is_whitespace)
        && let Some(n) = first.strip_suffix(['x', 'X'])
        && !n.is_empty()
        && n.chars().all(|c| c.is_ascii_digit())
    {
        let count = n
            .parse::<u32>()
            .ok()
            .filter(|n| (1..=max).contains(n))
            .ok_or_else(|| format!("a group of {n} (1x to {max}x)"))?;
        return Ok(SideWarrior {
            count: Some(count),
            warrior: parse_warrior(rest.trim())?,
        });
    }
    Ok(SideWarrior {
        count: None,
        warrior: parse_warrior(s)?,
    })
}

pub fn parse_ruleset(s: &str) -> Result<RulesetId, String> {
    s.parse()
}

/// A ruleset id, a ruling id `R-<n>` (any case), or else words to look for.
pub fn parse_shown(s: &str) -> Result<Shown, String> {
    let t = s.trim();
    let number = t
        .strip_prefix("R-")
        .or_else(|| t.strip_prefix("r-"))
        .filter(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
    match number {
        Some(n) => Ok(Shown::Ruling(format!("R-{n}"))),
        None if t.is_empty() => Err("give a ruleset, a ruling such as R-32, or a word".into()),
        None => Ok(t
            .parse()
            .map_or_else(|_: String| Shown::Search(t.to_string()), Shown::Ruleset)),
    }
}

/// A characteristic: a whole number from 0 to 10.
pub fn parse_characteristic(s: &str) -> Result<u8, String> {
    match s.trim().parse::<i64>() {
        Ok(v) if (0..=10).contains(&v) => Ok(v as u8),
        Ok(v) => Err(format!("{v} is out of range: characteristics are 0 to 10")),
        Err(_) => Err("expected a characteristic, a whole number from 0 to 10".into()),
    }
}

/// Every whole-number flag's parser (a count, a number of turns, a seed): a whole number from
/// the range's start to its end, refused in one line that says so, never in Rust's own words
/// ("invalid digit found in string", "number too large to fit in target type").
pub fn whole<T>(range: std::ops::RangeInclusive<T>) -> impl TypedValueParser<Value = T>
where
    T: Copy + Into<u64> + TryFrom<u64> + Send + Sync + 'static,
{
    let (min, max) = ((*range.start()).into(), (*range.end()).into());
    StringValueParser::new().try_map(move |s: String| parse_whole(&s, min, max))
}

/// A whole number from `min` to `max`, as [`whole`] reads it: spaces around it and a leading
/// `+` are allowed.
fn parse_whole<T: TryFrom<u64>>(s: &str, min: u64, max: u64) -> Result<T, String> {
    let expected = format!("expected a whole number from {min} to {max}");
    let t = s.trim();
    let (negative, digits) = match t.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(expected);
    }
    let out_of_range = || format!("{} is out of range: {expected}", crate::error::echo(t));
    // `-0` is 0; any other negative number, or one past u64, is out of every range.
    match digits.parse::<u64>() {
        Ok(n) if (!negative || n == 0) && (min..=max).contains(&n) => {
            T::try_from(n).map_err(|_| out_of_range())
        }
        _ => Err(out_of_range()),
    }
}

/// A modifier such as `+1`, `-2` or `0`, from −10 to +10.
pub fn parse_modifier(s: &str) -> Result<i32, String> {
    // i32's parser takes one leading sign, + or -, and refuses `++1` or `+-1`.
    match s.trim().parse::<i32>() {
        Ok(v) if (-10..=10).contains(&v) => Ok(v),
        Ok(v) => Err(format!("{v} is out of range: modifiers are -10 to +10")),
        Err(_) => Err("expected a modifier from -10 to +10, such as +1 or -2".into()),
    }
}

/// Leadership: a whole number from 1 to 10.
pub fn parse_leadership(s: &str) -> Result<u8, String> {
    match s.trim().parse::<i64>() {
        Ok(v) if (1..=10).contains(&v) => Ok(v as u8),
        Ok(v) => Err(format!("{v} is out of range: Leadership is 1 to 10")),
        Err(_) => Err("expected a Leadership, a whole number from 1 to 10".into()),
    }
}

/// Wounds: a whole number from 1 to 10.
pub fn parse_wounds(s: &str) -> Result<u8, String> {
    match s.trim().parse::<i64>() {
        Ok(v) if (1..=10).contains(&v) => Ok(v as u8),
        Ok(v) => Err(format!("{v} is out of range: Wounds are 1 to 10")),
        Err(_) => Err("expected Wounds, a whole number from 1 to 10".into()),
    }
}

/// A height in inches, decimals rounded down: 0 to 100.
pub fn parse_inches(s: &str) -> Result<u32, String> {
    let t = s.trim().trim_end_matches('"');
    // Whole and decimal inches, without floats: the part before the point is the rounded-down value.
    let (whole, fraction) = t.split_once('.').unwrap_or((t, ""));
    if whole.starts_with('-') {
        return Err(format!(
            "{}: a height cannot be negative",
            crate::error::echo(s)
        ));
    }
    if whole.is_empty() && fraction.is_empty()
        || !whole.chars().all(|c| c.is_ascii_digit())
        || !fraction.chars().all(|c| c.is_ascii_digit())
    {
        return Err("expected a height from 0 to 100 inches, such as 4 or 5.5".into());
    }
    let inches: u32 = if whole.is_empty() {
        0
    } else {
        whole
            .parse()
            .map_err(|_| "height too large (at most 100 inches)".to_string())?
    };
    if inches > 100 {
        return Err(format!(
            "{inches} is out of range: heights are 0 to 100 inches"
        ));
    }
    Ok(inches)
}

/// A combat-result difference, positive when lost: any whole number, beyond ±2³¹ saturated
/// (such a difference breaks or holds whatever the Ld, R-20, R-49).
pub fn parse_combat_result(s: &str) -> Result<i32, String> {
    let n: i64 = s.trim().parse().map_err(|_| {
        format!(
            "{}: expected a whole number from -{MAX_COMBAT_RESULT} to {MAX_COMBAT_RESULT}, such as 2 (lost by 2), 0 or -1",
            crate::error::echo(s)
        )
    })?;
    // Refused, not clamped: a result of 4294967296 is a typing error, and no combat of up to a
    // thousand models a side (combat's limit) is lost or won by more than a few thousand.
    if !(-MAX_COMBAT_RESULT..=MAX_COMBAT_RESULT).contains(&n) {
        return Err(format!(
            "{n} is out of range: a combat result is -{MAX_COMBAT_RESULT} to {MAX_COMBAT_RESULT}"
        ));
    }
    Ok(n as i32)
}

/// The largest combat result `--cr` takes either way.
const MAX_COMBAT_RESULT: i64 = 10_000;

pub fn parse_jump(s: &str) -> Result<JumpHeight, String> {
    let whole = parse_inches(s)?;
    let t = s.trim().trim_end_matches('"');
    let fraction = t.split_once('.').map_or("", |(_, f)| f);
    Ok(JumpHeight {
        whole,
        above_whole: fraction.chars().any(|c| c != '0'),
        text: t.to_string(),
    })
}

/// Musicians on each side, `A,B`: 0 to 10 each.
pub fn parse_musicians(s: &str) -> Result<(u32, u32), String> {
    let bad = || "expected musicians on each side as A,B, e.g. 1,1 or 2,0".to_string();
    let (a, b) = s.split_once(',').ok_or_else(bad)?;
    let one = |t: &str| match t.trim().parse::<u32>() {
        Ok(n) if n <= 10 => Ok(n),
        Ok(n) => Err(format!("{n} musicians is out of range: 0 to 10 a side")),
        Err(_) => Err(bad()),
    };
    Ok((one(a)?, one(b)?))
}

/// `--parts "T3 5+,T3 6+,T7 4+"`: each part of a chariot's Toughness and optional save, in
/// the table's order (crew, creature, chariot); `-` leaves a part out.
pub fn parse_parts(s: &str) -> Result<Parts, String> {
    let bad = |part: &str| {
        format!(
            "'{}' is not a part: expected T<1-10> with an optional save 2+ to 6+, e.g. \"T3 5+,T4 6+,T7 4+\"",
            crate::error::echo(part)
        )
    };
    let parts: Vec<&str> = s.split(',').map(str::trim).collect();
    if parts.len() > 3 {
        return Err(format!(
            "{} parts: a chariot has three (crew, creature, chariot)",
            parts.len()
        ));
    }
    parts
        .iter()
        .map(|part| {
            if *part == "-" {
                return Ok(None);
            }
            let mut words = part.split_whitespace();
            let toughness = words
                .next()
                .and_then(|t| t.strip_prefix(['T', 't']))
                .and_then(|t| t.parse::<u8>().ok())
                .filter(|t| (1..=10).contains(t))
                .ok_or_else(|| bad(part))?;
            let save = match words.next() {
                None => None,
                Some(w) => Some(
                    w.strip_suffix('+')
                        .unwrap_or(w)
                        .parse::<u8>()
                        .ok()
                        .filter(|n| (2..=6).contains(n))
                        .ok_or_else(|| bad(part))?,
                ),
            };
            if words.next().is_some() {
                return Err(bad(part));
            }
            Ok(Some(crate::mechanics::chariot::PartProfile {
                toughness,
                save,
            }))
        })
        .collect::<Result<_, String>>()
        .map(Parts)
}

pub fn parse_dice(s: &str) -> Result<DiceArg, String> {
    if s == "-" {
        return Ok(DiceArg::Stdin);
    }
    match s.trim().parse::<i64>() {
        Ok(n) if (0..=i64::from(MAX_DICE)).contains(&n) => Ok(DiceArg::Count(n as u32)),
        Ok(n) => Err(format!("{n} is out of range: 0 to {MAX_DICE} dice")),
        Err(_) => Err(format!(
            "expected a number of dice from 0 to {MAX_DICE}, or - to read standard input"
        )),
    }
}

/// A value parser that names the values a shell should complete (clap's possible values),
/// while accepting whatever `parser` accepts: `--armour 5+` and a rules file's own weapon are
/// still good. The names are worked out only when asked for (completions), never on a parse;
/// the arguments hide them from `--help`, whose text already lists the common ones.
#[derive(Clone)]
pub struct Completing<P> {
    parser: P,
    candidates: fn() -> Vec<String>,
}

impl<P: TypedValueParser> TypedValueParser for Completing<P> {
    type Value = P::Value;

    fn parse_ref(
        &self,
        command: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<Self::Value, clap::Error> {
        self.parser.parse_ref(command, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(
            (self.candidates)().into_iter().map(PossibleValue::new),
        ))
    }
}

/// `names` without repeats, in the order first seen.
fn distinct(names: impl IntoIterator<Item = String>) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for name in names {
        if !out.contains(&name) {
            out.push(name);
        }
    }
    out
}

fn ruleset_names() -> Vec<String> {
    RulesetId::ALL.iter().map(|id| id.to_string()).collect()
}

/// A parser as a plain function, the way clap takes one.
pub type ParseFn<T> = fn(&str) -> Result<T, String>;

/// `--rules` and `rules show`: a built-in ruleset's id.
pub fn ruleset_parser() -> Completing<ParseFn<RulesetId>> {
    Completing {
        parser: parse_ruleset,
        candidates: ruleset_names,
    }
}

/// `rules show`'s argument: a ruleset or a ruling (`parse_shown`), completing the rulesets.
pub fn shown_parser() -> Completing<ParseFn<Shown>> {
    Completing {
        parser: parse_shown,
        candidates: ruleset_names,
    }
}

/// Free text, completing `candidates`.
fn free_text(candidates: fn() -> Vec<String>) -> Completing<StringValueParser> {
    Completing {
        parser: StringValueParser::new(),
        candidates,
    }
}

/// The names a flag takes that belong to a ruleset: its weapons, its armour, its critical
/// tables' classes, its tables. Completions offer every built-in ruleset's (a flag may be
/// given before `--rules`); the page's forms offer the chosen ruleset's (`schema`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Vocabulary {
    /// `--armour`: `none` and the suits; a save such as `5+` is accepted too.
    Armour,
    /// `--weapon`, `--offhand`, `--a-weapon` …: the weapon ids (a rules file's own weapons are
    /// accepted, if not offered).
    Weapons,
    /// `--crit-class`, `crit --class`: the classes of the critical tables (the club's).
    CritClasses,
    /// `table <NAME>`, `table show <NAME>`: the built-in tables.
    Tables,
}

impl Vocabulary {
    pub const EVERY: [Vocabulary; 4] = [
        Vocabulary::Armour,
        Vocabulary::Weapons,
        Vocabulary::CritClasses,
        Vocabulary::Tables,
    ];

    /// The names of `ruleset`, or of every built-in ruleset (in the order first seen).
    pub fn names(self, ruleset: Option<RulesetId>) -> Vec<String> {
        let rulesets: Vec<RulesetId> = match ruleset {
            Some(id) => vec![id],
            None => RulesetId::ALL.to_vec(),
        };
        let of = |id: RulesetId| -> Vec<String> {
            let ruleset = crate::rules::builtin(id);
            match self {
                Vocabulary::Armour => ruleset
                    .armour
                    .map(|table| table.suits.into_iter().map(|suit| suit.name).collect())
                    .unwrap_or_default(),
                Vocabulary::Weapons => ruleset.weapons.iter().map(|w| w.id.clone()).collect(),
                Vocabulary::CritClasses => ruleset
                    .critical_tables
                    .into_iter()
                    .filter_map(|table| table.class)
                    .collect(),
                Vocabulary::Tables => Vec::new(),
            }
        };
        let names: Vec<String> = match self {
            Vocabulary::Tables => crate::rules::tables::all()
                .into_iter()
                .filter(|t| ruleset.is_none_or(|id| t.rulesets.contains(&id)))
                .map(|t| t.name)
                .collect(),
            Vocabulary::Armour => std::iter::once("none".to_string())
                .chain(rulesets.into_iter().flat_map(of))
                .collect(),
            _ => rulesets.into_iter().flat_map(of).collect(),
        };
        distinct(names)
    }

    fn every(self) -> Vec<String> {
        self.names(None)
    }
}

/// Free text, completing a ruleset's names.
fn names_of(vocabulary: Vocabulary) -> Completing<StringValueParser> {
    let candidates: fn() -> Vec<String> = match vocabulary {
        Vocabulary::Armour => || Vocabulary::Armour.every(),
        Vocabulary::Weapons => || Vocabulary::Weapons.every(),
        Vocabulary::CritClasses => || Vocabulary::CritClasses.every(),
        Vocabulary::Tables => || Vocabulary::Tables.every(),
    };
    free_text(candidates)
}

/// `--armour`: `none` and every built-in ruleset's suits; a save such as `5+` is accepted too.
pub fn armour_parser() -> Completing<StringValueParser> {
    names_of(Vocabulary::Armour)
}

/// `--weapon`, `--offhand`, `--target-weapon`, `--a-weapon` …: every built-in ruleset's weapon
/// ids (a rules file's own weapons are accepted, if not completed).
pub fn weapon_parser() -> Completing<StringValueParser> {
    names_of(Vocabulary::Weapons)
}

/// `--crit-class`, `crit --class`: the classes of the built-in critical tables (the club's).
pub fn crit_class_parser() -> Completing<StringValueParser> {
    names_of(Vocabulary::CritClasses)
}

/// `table <NAME>`, `table show <NAME>`: every built-in table's name, of any ruleset.
pub fn table_name_parser() -> Completing<StringValueParser> {
    names_of(Vocabulary::Tables)
}

/// `man`'s argument: every page's name (`hit`, `table-list` …), from the tree itself.
#[cfg(feature = "cli")]
pub fn page_parser() -> Completing<StringValueParser> {
    free_text(|| {
        use clap::CommandFactory;
        let root = super::Cli::command();
        let mut names = Vec::new();
        for sub in root.get_subcommands().filter(|s| s.get_name() != "help") {
            names.push(sub.get_name().to_string());
            for child in sub.get_subcommands().filter(|c| c.get_name() != "help") {
                names.push(format!("{}-{}", sub.get_name(), child.get_name()));
            }
        }
        names
    })
}

/// A ward save: `6+` or `6`, 2+ to 6+ (no roll of a die passes on 1).
pub fn parse_ward(s: &str) -> Result<u8, String> {
    let t = s.trim();
    let digits = t.strip_suffix('+').unwrap_or(t);
    match digits.parse::<u8>() {
        Ok(n @ 2..=6) => Ok(n),
        _ => Err(format!(
            "'{}' is not a ward save (2+ to 6+, e.g. 6+; a ward is an unmodified save after armour)",
            crate::error::echo(s)
        )),
    }
}

/// `--parry`, `--a-parry` …: the parries by name, as one plain [`Parry`](crate::roster::Parry)
/// for `odds` and `duel` alike; `none_help` is what `odds`' help says of `none` (duel's says
/// nothing).
pub fn parry_parser(
    none_help: Option<&'static str>,
) -> impl TypedValueParser<Value = crate::roster::Parry> {
    use crate::roster::Parry;
    let values = Parry::NAMES.map(|name| {
        let value = PossibleValue::new(name);
        match none_help {
            Some(help) if name == "none" => value.help(help),
            _ => value,
        }
    });
    clap::builder::PossibleValuesParser::new(values)
        .try_map(|name| Parry::parse(&name).ok_or(format!("unknown parry '{name}'")))
}
