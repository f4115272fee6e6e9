//! A warrior's profile — M WS BS S T W I A Ld — read from a stat string (`"WS4 S3 T3 W1 I4"`,
//! any order, missing characteristics defaulted) or a Mordheim profile line of nine numbers.

use std::fmt;
use std::str::FromStr;

/// The nine characteristics of a Mordheim profile line, in its order.
pub const NAMES: [&str; 9] = ["M", "WS", "BS", "S", "T", "W", "I", "A", "Ld"];

/// A human warrior of the Mordheim rulebook (M4 WS3 BS3 S3 T3 W1 I3 A1 Ld7): what a stat string
/// leaves out.
pub const DEFAULT: [u8; 9] = [4, 3, 3, 3, 3, 1, 3, 1, 7];

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Profile {
    /// In the order of `NAMES`.
    values: [u8; 9],
    /// The characteristics the text did not give (taken from `DEFAULT`), in profile order.
    pub defaulted: Vec<&'static str>,
}

impl Profile {
    pub fn new(values: [u8; 9]) -> Result<Self, String> {
        for (name, &v) in NAMES.iter().zip(&values) {
            check(name, i64::from(v))?;
        }
        Ok(Profile {
            values,
            defaulted: Vec::new(),
        })
    }

    /// The nine characteristics, in the order of `NAMES`.
    pub fn values(&self) -> [u8; 9] {
        self.values
    }

    fn get(&self, name: &str) -> u8 {
        self.values[index(name).expect("a characteristic")]
    }

    pub fn ws(&self) -> u8 {
        self.get("WS")
    }
    pub fn strength(&self) -> u8 {
        self.get("S")
    }
    pub fn toughness(&self) -> u8 {
        self.get("T")
    }
    pub fn wounds(&self) -> u8 {
        self.get("W")
    }
    pub fn initiative(&self) -> u8 {
        self.get("I")
    }
    pub fn attacks(&self) -> u8 {
        self.get("A")
    }
    pub fn leadership(&self) -> u8 {
        self.get("Ld")
    }

    /// This profile's given characteristics over `base`: what its text left out is `base`'s
    /// (a unit's champion is one of its models, R-67), still marked as not given where `base`
    /// did not give it either.
    pub fn over(&self, base: &Profile) -> Profile {
        let mut values = self.values;
        let mut defaulted = Vec::new();
        for (slot, name) in NAMES.iter().enumerate() {
            if self.defaulted.contains(name) {
                values[slot] = base.values[slot];
                if base.defaulted.contains(name) {
                    defaulted.push(*name);
                }
            }
        }
        Profile { values, defaulted }
    }

    /// The characteristics among `used` that the text left out, with the human's values they
    /// took (`"S3 A1"`); `None` when all of them were given.
    pub fn assumed(&self, used: &[&str]) -> Option<String> {
        let parts: Vec<String> = self
            .defaulted
            .iter()
            .filter(|n| used.contains(n))
            .map(|n| format!("{n}{}", self.get(n)))
            .collect();
        (!parts.is_empty()).then(|| parts.join(" "))
    }
}

fn index(name: &str) -> Option<usize> {
    NAMES.iter().position(|n| n.eq_ignore_ascii_case(name))
}

/// Every characteristic is 0 to 10; a warrior who fights has at least one wound.
fn check(name: &str, v: i64) -> Result<u8, String> {
    // Wounds and Leadership start at 1: a model with W0 is dead, and Ld 0 has no meaning in
    // any ruleset (R-45 covers the fighting characteristics) and is refused as `--ld 0` too.
    let low = if matches!(name, "W" | "Ld") { 1 } else { 0 };
    if (low..=10).contains(&v) {
        Ok(v as u8)
    } else if name == "W" {
        Err(format!("W{v} is out of range: Wounds are 1 to 10"))
    } else if name == "Ld" {
        Err(format!("Ld{v} is out of range: Leadership is 1 to 10"))
    } else {
        Err(format!(
            "{name}{v} is out of range: characteristics are 0 to 10"
        ))
    }
}

const FORMS: &str =
    "write a stat string such as \"WS4 S3 T3 W1 I4 A1 Ld7\" or nine numbers: M WS BS S T W I A Ld";

impl FromStr for Profile {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        let tokens: Vec<&str> = text
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|t| !t.is_empty())
            .collect();
        if tokens.is_empty() {
            return Err(format!("an empty profile: {FORMS}"));
        }
        let is_number = |t: &str| t.parse::<i64>().is_ok();
        if tokens.iter().all(|t| is_number(t)) {
            if tokens.len() != 9 {
                return Err(format!(
                    "a profile line has nine numbers (M WS BS S T W I A Ld), this one has {}",
                    tokens.len()
                ));
            }
            let mut values = [0u8; 9];
            for (i, t) in tokens.iter().enumerate() {
                let v = t.parse::<i64>().unwrap_or(i64::MAX);
                values[i] = check(NAMES[i], v)?;
            }
            return Profile::new(values);
        }
        let mut given: [Option<u8>; 9] = [None; 9];
        let mut i = 0;
        while i < tokens.len() {
            let token = tokens[i];
            let split = token
                .find(|c: char| !c.is_ascii_alphabetic())
                .unwrap_or(token.len());
            let (name, rest) = token.split_at(split);
            if name.is_empty() {
                return Err(format!(
                    "'{}' has no characteristic before it: {FORMS}",
                    crate::error::echo(token)
                ));
            }
            let Some(slot) = index(name) else {
                return Err(format!(
                    "'{}' is not a characteristic: use {}",
                    crate::error::echo(name),
                    NAMES.join(" ")
                ));
            };
            let canonical = NAMES[slot];
            // "WS4", "WS=4", "WS:4", or "WS 4".
            let mut value = rest.trim_start_matches(['=', ':']).to_string();
            if value.is_empty() && tokens.get(i + 1).is_some_and(|t| is_number(t)) {
                i += 1;
                value = tokens[i].to_string();
            }
            if value.is_empty() {
                return Err(format!(
                    "{canonical} has no value (write it as {canonical}3)"
                ));
            }
            let v = value
                .parse::<i64>()
                .map_err(|_| format!("{canonical}{value}: the value must be a whole number"))?;
            if given[slot].is_some() {
                return Err(format!("{canonical} is given twice"));
            }
            given[slot] = Some(check(canonical, v)?);
            i += 1;
        }
        let mut values = DEFAULT;
        let mut defaulted = Vec::new();
        for (slot, g) in given.iter().enumerate() {
            match g {
                Some(v) => values[slot] = *v,
                None => defaulted.push(NAMES[slot]),
            }
        }
        Ok(Profile { values, defaulted })
    }
}

impl fmt::Display for Profile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = NAMES
            .iter()
            .zip(&self.values)
            .map(|(n, v)| format!("{n}{v}"))
            .collect();
        f.write_str(&parts.join(" "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stat_strings_in_any_order_with_defaults_listed() {
        let p: Profile = "I4 WS4 s3 T3 W1 A1 Ld7".parse().unwrap();
        assert_eq!((p.ws(), p.strength(), p.initiative()), (4, 3, 4));
        assert_eq!(p.defaulted, vec!["M", "BS"]);
        let p: Profile = "WS=5, S:4 T 4".parse().unwrap();
        assert_eq!((p.ws(), p.strength(), p.toughness()), (5, 4, 4));
        assert_eq!(p.wounds(), DEFAULT[5]);
    }

    #[test]
    fn a_profile_line_is_nine_numbers_in_order() {
        let p: Profile = "4 4 3 3 3 1 4 1 7".parse().unwrap();
        assert_eq!(p.to_string(), "M4 WS4 BS3 S3 T3 W1 I4 A1 Ld7");
        assert!(p.defaulted.is_empty());
    }

    #[test]
    fn bad_profiles_say_what_is_wrong() {
        let err = |t: &str| t.parse::<Profile>().unwrap_err();
        assert!(err("WS4 S").contains("S has no value"));
        assert!(err("WS11").contains("WS11 is out of range"));
        assert!(err("4 4 3 3 3 1 4 1 7 7").contains("this one has 10"));
        assert!(err("4 4 3").contains("this one has 3"));
        assert!(err("WS4 WS3").contains("WS is given twice"));
        // A champion's text over his unit's: the unit's T4, the champion's own WS and A.
        let unit: Profile = "WS3 T4 Ld6".parse().unwrap();
        let champion: Profile = "WS4 A2".parse().unwrap();
        let merged = champion.over(&unit);
        assert_eq!(merged.to_string(), "M4 WS4 BS3 S3 T4 W1 I3 A2 Ld6");
        assert_eq!(merged.defaulted, ["M", "BS", "S", "W", "I"]);
        assert!(err("WS4 Q3").contains("'Q' is not a characteristic"));
        assert!(err("W0").contains("Wounds are 1 to 10"));
        assert!(err("WS-1").contains("out of range"));
        assert!(err("").contains("empty profile"));
        assert!(err("4 4 3 3 3 0 4 1 7").contains("Wounds"));
        assert!(err("WS4.5").contains("whole number"));
        // Ld 0 is refused like `--ld 0` (issue 13: `duel --a Ld0` was accepted), in both forms;
        // Ld1 and WS0 still parse.
        assert_eq!(err("Ld0"), "Ld0 is out of range: Leadership is 1 to 10");
        assert!(err("4 4 3 3 3 1 4 1 0").contains("Leadership is 1 to 10"));
        assert!("Ld1 WS0".parse::<Profile>().is_ok());
    }
}
