//! Pipelines: reading the previous stage's output (a JSON distribution, a rolled JSON result, or
//! a plain integer) from standard input — only when asked with `-n -`, never otherwise — and what
//! a stage's JSON carries so that the next stage stays exact (R-51): the stage that made it, its
//! ruleset, the checks the chain has made so far, and, from `wound`, which wounds are criticals.

use crate::error::{Result, UserError};
use crate::mechanics::{Check, Target};
use crate::prob::{Dist, Nat, Ratio};
use serde_json::{Value, json};
use std::collections::HashMap;

/// How many dice: a number, or `-` for the previous pipeline stage's output.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DiceArg {
    Count(u32),
    Stdin,
}

/// The most dice one stage takes: far beyond any table, small enough to stay instant.
pub const MAX_DICE: u32 = 1000;

/// The most decimal digits an exact probability read from standard input may have (numerator
/// and denominator together), and the most its entries' common denominator may have. warband's
/// own outputs have a few thousand (a thousand dice re-rolled to hit, to wound and saved:
/// about 3,900); reading a number is quadratic in its digits (900,000 took 29 s).
pub const MAX_EXACT_DIGITS: usize = 10_000;

/// [`MAX_EXACT_DIGITS`] in bits (log2 10 = 3.32…), for the common denominator.
const MAX_EXACT_BITS: u64 = (MAX_EXACT_DIGITS as u64) * 3_322 / 1_000;

/// The most a joint distribution handed down a pipe (plain hits and poisoned ones; plain wounds,
/// criticals and Killing Blows) may be, in bit-outcomes: its outcomes times the bits of its
/// denominator, bounded before it is computed. Two counts of a thousand dice are half a
/// million outcomes of 3,000 bits (2.4 GB, 74 s, an answer of 500 MB, which no stage could read
/// back); within the budget a joint is computed in a few seconds.
pub const MAX_JOINT_WORK: u128 = 50_000_000;

/// Refuses a joint distribution before it is computed when it can have `outcomes` outcomes
/// with denominators of `bits` bits past [`MAX_JOINT_WORK`]. `stage` and `why` say what asked
/// for it and what makes it large.
pub fn check_joint(stage: &str, why: &str, outcomes: u128, bits: u64) -> Result<()> {
    if outcomes.saturating_mul(u128::from(bits)) > MAX_JOINT_WORK {
        return Err(UserError::new(format!(
            "{stage}: {why} make a joint distribution of up to {outcomes} outcomes of {bits} bits for the next stage, too much to work out in seconds (at most {MAX_JOINT_WORK} bit-outcomes)"
        ))
        .hint("use fewer dice"));
    }
    Ok(())
}

/// How many tuples of `dims` counts (each 0 or more) add up to at most `n`: C(n + dims, dims),
/// the most outcomes a joint distribution of `dims` counts of `n` dice can have.
pub fn tuples(n: u64, dims: u32) -> u128 {
    (1..=u128::from(dims)).fold(1u128, |acc, k| acc.saturating_mul(u128::from(n) + k) / k)
}

/// What the previous stage handed on.
#[derive(Debug, Clone, PartialEq)]
pub struct Incoming {
    /// The exact distribution of the count, when the stage printed one.
    pub distribution: Option<Dist<i64>>,
    /// The count the stage rolled (or a plain integer).
    pub rolled: Option<i64>,
    /// The chain so far, when a warband stage printed it (R-51).
    pub pipe: Option<Pipe>,
}

/// How many dice a stage rolls: exactly known, or distributed.
#[derive(Debug, Clone, PartialEq)]
pub enum Count {
    Fixed(u32),
    Piped(Box<Incoming>),
}

/// What one stage's dice were: plain wounds and the criticals among them (R-10), per stage.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Tally {
    /// Successes that are not criticals (hits, or plain wounds).
    pub plain: i64,
    /// Wounds that are the critical (close combat: at most one per phase; shooting: one per shot).
    pub criticals: i64,
    /// `skirmish` Killing Blows: natural 6s to wound with `--killing-blow` (R-14).
    pub killing_blows: i64,
    /// `skirmish` poisoned hits: natural 6s to hit with `--poison`, 2 wounds with no wound roll
    /// and no save (R-13).
    pub poisoned: i64,
}

impl Tally {
    pub fn total(&self) -> i64 {
        self.plain + self.criticals + self.killing_blows + self.poisoned
    }

    fn to_json(self) -> Value {
        let mut v = json!({ "plain": self.plain, "criticals": self.criticals });
        if self.killing_blows > 0 {
            v["killing_blows"] = json!(self.killing_blows);
        }
        if self.poisoned > 0 {
            v["poisoned"] = json!(self.poisoned);
        }
        v
    }

    fn of_json(t: &Value) -> Option<Tally> {
        let n = |k: &str| {
            t.get(k)
                .and_then(Value::as_i64)
                .filter(|n| (0..=i64::from(MAX_DICE)).contains(n))
        };
        let optional = |k: &str| match t.get(k) {
            None => Some(0),
            Some(_) => n(k),
        };
        Some(Tally {
            plain: n("plain")?,
            criticals: n("criticals")?,
            killing_blows: optional("killing_blows")?,
            poisoned: optional("poisoned")?,
        })
    }
}

/// The chain so far, as a stage's JSON carries it under `"pipe"`.
#[derive(Debug, Clone, PartialEq)]
pub struct Pipe {
    /// Close combat (first critical per phase) or shooting (one per shot).
    pub melee: bool,
    /// The to-hit check of each attack (a `hit` stage's), for a critical's extra attack.
    pub hit: Option<Check>,
    /// The to-wound check (a `wound` stage's).
    pub wound: Option<Check>,
    /// `wound`: the joint distribution of plain wounds and criticals (and Killing Blows and
    /// poisoned hits); `hit --poison`: of plain and poisoned hits.
    pub joint: Option<Dist<Tally>>,
    /// `wound --roll`: the rolled plain wounds and criticals.
    pub rolled: Option<Tally>,
    /// The critical table class the wounds were made with, when it is known.
    pub crit_class: Option<String>,
}

impl Pipe {
    pub fn new(melee: bool) -> Self {
        Pipe {
            melee,
            hit: None,
            wound: None,
            joint: None,
            rolled: None,
            crit_class: None,
        }
    }

    pub fn to_json(&self) -> Value {
        let mut v = json!({ "melee": self.melee });
        if let Some(c) = &self.hit {
            v["hit"] = check_json(c);
        }
        if let Some(c) = &self.wound {
            v["wound"] = check_json(c);
        }
        if let Some(j) = &self.joint {
            v["joint"] = Value::Array(
                j.iter()
                    .map(|(t, p)| {
                        let mut v = t.to_json();
                        v["probability"] = crate::report::probability_json(&p);
                        v
                    })
                    .collect(),
            );
        }
        if let Some(t) = &self.rolled {
            v["rolled"] = t.to_json();
        }
        v
    }

    fn from_json(v: &Value) -> Result<Pipe> {
        let bad = |what: &str| {
            UserError::new(format!("standard input: \"pipe\" {what}"))
                .hint("pipe a warband stage's --json output unchanged")
        };
        let melee = v
            .get("melee")
            .and_then(Value::as_bool)
            .ok_or_else(|| bad("has no \"melee\""))?;
        let check = |key: &str| -> Result<Option<Check>> {
            match v.get(key) {
                None | Some(Value::Null) => Ok(None),
                Some(c) => check_of(c)
                    .map(Some)
                    .ok_or_else(|| bad(&format!("\"{key}\" is not a check"))),
            }
        };
        let tally = Tally::of_json;
        let joint = match v.get("joint") {
            None | Some(Value::Null) => None,
            Some(Value::Array(entries)) => {
                let mut pairs = Vec::with_capacity(entries.len());
                for e in entries {
                    let t = tally(e).ok_or_else(|| {
                        bad("\"joint\" has an entry without plain and criticals counts")
                    })?;
                    let text = e
                        .get("probability")
                        .and_then(|p| p.get("exact"))
                        .and_then(Value::as_str)
                        .ok_or_else(|| {
                            bad("\"joint\" has an entry without an exact probability")
                        })?;
                    let p = exact_value(text)
                        .map_err(|why| bad(&format!("\"joint\" has an entry whose {why}")))?;
                    pairs.push((t, p));
                }
                Some(exact_dist(pairs).map_err(|e| bad(&format!("\"joint\" is not usable: {e}")))?)
            }
            Some(_) => return Err(bad("\"joint\" is not an array")),
        };
        let rolled = match v.get("rolled") {
            None | Some(Value::Null) => None,
            Some(t) => Some(
                tally(t).ok_or_else(|| bad("\"rolled\" is not a count of plain and criticals"))?,
            ),
        };
        Ok(Pipe {
            melee,
            hit: check("hit")?,
            wound: check("wound")?,
            joint,
            rolled,
            crit_class: v
                .get("crit_class")
                .and_then(Value::as_str)
                .map(String::from),
        })
    }
}

/// An exact distribution from a stage's reduced fractions. A large count's entries have many
/// different denominators: the common one is folded over each distinct denominator once (not
/// once per entry, which made a thousand-dice pipe take seconds per stage).
fn exact_dist<T: Ord + Clone>(pairs: Vec<(T, Ratio)>) -> std::result::Result<Dist<T>, String> {
    let mut scale: HashMap<Nat, Nat> = HashMap::new();
    let mut lcm = Nat::one();
    for (_, p) in &pairs {
        if !scale.contains_key(p.denom()) {
            lcm = lcm.lcm(p.denom());
            // A stage's fractions share one denominator (their reduced ones divide it); many
            // unrelated ones would multiply into a number too long to add up in seconds.
            if lcm.bits() > MAX_EXACT_BITS {
                return Err(format!(
                    "its probabilities have no common denominator of at most {MAX_EXACT_DIGITS} digits"
                ));
            }
            scale.insert(p.denom().clone(), Nat::one());
        }
    }
    for (d, s) in scale.iter_mut() {
        *s = lcm.div_exact(d);
    }
    let weights: Vec<(T, Nat)> = pairs
        .into_iter()
        .map(|(x, p)| {
            let w = p.numer() * &scale[p.denom()];
            (x, w)
        })
        .collect();
    let total: Nat = weights.iter().map(|(_, w)| w).sum();
    if total != lcm {
        return Err(format!(
            "the probabilities add up to {}, not 1",
            Ratio::from_nats(total, lcm)
        ));
    }
    Dist::from_nat_weights(weights).map_err(|e| e.to_string())
}

/// An exact probability as a stage prints it (`"a/b"`), refused past [`MAX_EXACT_DIGITS`]
/// before it is read. The error names what is wrong, not the (possibly huge) text.
fn exact_value(text: &str) -> std::result::Result<Ratio, String> {
    let digits = text.bytes().filter(u8::is_ascii_digit).count();
    if digits > MAX_EXACT_DIGITS {
        return Err(format!(
            "exact probability has {digits} digits; warband reads at most {MAX_EXACT_DIGITS} (its own outputs have a few thousand)"
        ));
    }
    text.parse::<Ratio>().map_err(|e| {
        let e = e.to_string();
        if e.len() > 200 {
            "exact probability is not a fraction a/b of whole numbers".to_string()
        } else {
            format!("exact probability: {e}")
        }
    })
}

/// A check as the pipe writes it: enough to give its probability and to roll it again.
pub fn check_json(c: &Check) -> Value {
    let target = match c.target {
        Target::Automatic => json!("automatic"),
        Target::AutomaticRolled => json!("automatic_rolled"),
        Target::Impossible => json!("impossible"),
        Target::Score { needed } => json!({ "needed": needed }),
        Target::SixThen { needed, then } => json!({ "needed": needed, "then": then }),
    };
    json!({ "target": target, "reroll": c.reroll_failure })
}

fn check_of(v: &Value) -> Option<Check> {
    let t = v.get("target")?;
    let die = |k: &str| {
        t.get(k)
            .and_then(Value::as_u64)
            .filter(|n| (1..=6).contains(n))
            .map(|n| n as u8)
    };
    let target = match t.as_str() {
        Some("automatic") => Target::Automatic,
        Some("automatic_rolled") => Target::AutomaticRolled,
        Some("impossible") => Target::Impossible,
        Some(_) => return None,
        None => {
            let needed = t
                .get("needed")
                .and_then(Value::as_u64)
                .filter(|n| (1..=10).contains(n))? as u8;
            match t.get("then") {
                None => Target::Score {
                    needed: needed.min(6),
                },
                Some(_) => Target::SixThen {
                    needed,
                    then: die("then")?,
                },
            }
        }
    };
    Some(Check::new(target).with_reroll(v.get("reroll").and_then(Value::as_bool)?))
}

/// What a stage reading `-n -` takes, and from which stages.
#[derive(Debug, Clone, Copy)]
pub struct Taker<'a> {
    /// The stage reading: `wound`.
    pub stage: &'static str,
    /// What it takes, in words: `hits`.
    pub takes: &'static str,
    /// The stages whose output it takes (`roll` gives any count).
    pub from: &'static [&'static str],
    /// Its ruleset's id: the input's must be the same.
    pub rules: &'a str,
}

const EXPECTED: &str = "expected a JSON distribution or a count";
const FIX: &str = "add --json to the previous command, or --format plain with --roll";

/// Resolves `-n`: a number, `-` (standard input), or nothing (`default`; standard input is
/// never read then, so a stage in a `while read` loop or under an open pipe never waits).
pub fn count(arg: Option<DiceArg>, default: u32, taker: &Taker<'_>) -> Result<Count> {
    match arg {
        Some(DiceArg::Count(n)) => Ok(Count::Fixed(n)),
        Some(DiceArg::Stdin) => Ok(Count::Piped(Box::new(parse(&read_stdin()?, taker)?))),
        None => Ok(Count::Fixed(default)),
    }
}

fn read_stdin() -> Result<String> {
    let bytes = crate::input::read_stdin()
        .map_err(|e| UserError::new(format!("cannot read standard input: {e}")).hint(FIX))?;
    crate::input::text(bytes).ok_or_else(|| {
        UserError::new(format!("standard input is not UTF-8 text; {EXPECTED}")).hint(FIX)
    })
}

fn article(word: &str) -> &'static str {
    if word.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}

/// Parses a previous stage's output for `taker`.
pub fn parse(text: &str, taker: &Taker<'_>) -> Result<Incoming> {
    let t = text.trim();
    let stage = taker.stage;
    if t.is_empty() {
        return Err(UserError::new(format!(
            "standard input is empty; {stage} -n - takes {}: {EXPECTED}",
            taker.takes
        ))
        .hint("pipe the previous stage into it, or give -n N"));
    }
    if let Ok(n) = t.parse::<i64>() {
        check_count(n)?;
        return Ok(Incoming {
            distribution: None,
            rolled: Some(n),
            pipe: None,
        });
    }
    if !t.starts_with('{') {
        let what = if t.contains('│') || t.contains('|') || t.contains("needs") {
            "standard input looks like a human table"
        } else {
            "standard input is not a count"
        };
        return Err(UserError::new(format!("{what}; {EXPECTED}")).hint(FIX));
    }
    let doc: Value = serde_json::from_str(t).map_err(|e| {
        UserError::new(format!(
            "standard input is not valid JSON ({e}); {EXPECTED}"
        ))
        .hint(FIX)
    })?;
    if let Some(made_by) = doc.get("command").and_then(Value::as_str)
        && !taker.from.contains(&made_by)
    {
        let from: Vec<String> = taker
            .from
            .iter()
            .filter(|s| **s != "roll")
            .map(|s| format!("warband {s} … --json"))
            .collect();
        return Err(UserError::new(format!(
            "this is {} {made_by} stage's output; {stage} takes {}",
            article(made_by),
            taker.takes
        ))
        .hint(if from.is_empty() {
            "give -n N, or pipe a count".to_string()
        } else {
            format!("pipe {} into {stage} -n -", from.join(" or "))
        }));
    }
    if let Some(rules) = doc.get("rules").and_then(Value::as_str)
        && rules != taker.rules
    {
        return Err(UserError::new(format!(
            "standard input was made with --rules {rules}; this {stage} stage's rules are {}",
            taker.rules
        ))
        .hint(format!(
            "give every stage the same --rules, e.g. --rules {rules}"
        )));
    }
    let rolled = doc
        .get("roll")
        .and_then(|r| r.get("result"))
        .and_then(Value::as_i64);
    if let Some(n) = rolled {
        check_count(n)?;
    }
    let distribution = match doc.get("distribution") {
        // `roll 2d6 --json` (without --dist) rolls, and prints no distribution.
        Some(Value::Array(entries)) if entries.is_empty() && rolled.is_some() => None,
        Some(Value::Array(entries)) => Some(parse_distribution(entries)?),
        Some(_) => {
            return Err(
                UserError::new("\"distribution\" on standard input is not an array").hint(FIX),
            );
        }
        None if rolled.is_some() => None,
        None => {
            return Err(UserError::new(format!(
                "the JSON on standard input has no \"distribution\"; {EXPECTED}"
            ))
            .hint(FIX));
        }
    };
    let pipe = doc.get("pipe").map(Pipe::from_json).transpose()?;
    Ok(Incoming {
        distribution,
        rolled,
        pipe,
    })
}

fn parse_distribution(entries: &[Value]) -> Result<Dist<i64>> {
    let bad = |what: String| UserError::new(format!("standard input: {what}")).hint(FIX);
    let mut pairs = Vec::with_capacity(entries.len());
    for (i, entry) in entries.iter().enumerate() {
        let outcome = entry
            .get("outcome")
            .and_then(Value::as_i64)
            .ok_or_else(|| bad(format!("distribution entry {i} has no whole-number \"outcome\" (only counts can feed dice)")))?;
        check_count(outcome)?;
        let exact = entry
            .get("probability")
            .and_then(|p| p.get("exact"))
            .and_then(Value::as_str)
            .ok_or_else(|| {
                bad(format!(
                    "distribution entry {i} has no \"probability\": {{\"exact\": \"a/b\"}}"
                ))
            })?;
        let p = exact_value(exact).map_err(|why| bad(format!("distribution entry {i}'s {why}")))?;
        pairs.push((outcome, p));
    }
    exact_dist(pairs).map_err(|e| bad(format!("the distribution is not usable: {e}")))
}

fn check_count(n: i64) -> Result<()> {
    if (0..=i64::from(MAX_DICE)).contains(&n) {
        Ok(())
    } else {
        Err(UserError::new(format!(
            "standard input asks for {n} dice; a stage takes 0 to {MAX_DICE}"
        ))
        .hint("the previous stage's count must be a whole number from 0 to 1000"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const WOUND: Taker<'static> = Taker {
        stage: "wound",
        takes: "hits",
        from: &["hit", "roll"],
        rules: "mordheim",
    };

    #[test]
    fn a_plain_integer_is_a_count() {
        let i = parse(" 3\n", &WOUND).unwrap();
        assert_eq!(i.rolled, Some(3));
        assert!(i.distribution.is_none());
    }

    #[test]
    fn a_json_distribution_is_read_exactly() {
        let text = r#"{"distribution":[{"outcome":0,"probability":{"exact":"1/3","p":0.3}},{"outcome":1,"probability":{"exact":"2/3","p":0.6}}],"roll":null}"#;
        let d = parse(text, &WOUND).unwrap().distribution.unwrap();
        assert_eq!(d.prob(&1), Ratio::new(2, 3));
    }

    #[test]
    fn a_rolled_expression_is_its_result() {
        // `roll d6 --json` prints an empty distribution and the rolled result.
        let text = r#"{"command":"roll","rules":"mordheim","distribution":[],"roll":{"result":4}}"#;
        let i = parse(text, &WOUND).unwrap();
        assert_eq!((i.rolled, i.distribution), (Some(4), None));
    }

    #[test]
    fn a_check_survives_the_pipe() {
        for c in [
            Check::new(Target::Score { needed: 3 }).with_reroll(true),
            Check::new(Target::SixThen { needed: 8, then: 5 }),
            Check::new(Target::Automatic),
            Check::new(Target::AutomaticRolled),
            Check::new(Target::Impossible),
        ] {
            assert_eq!(check_of(&check_json(&c)), Some(c));
        }
    }

    #[test]
    fn another_stage_or_ruleset_is_refused_in_one_line() {
        let save = r#"{"command":"save","rules":"mordheim","distribution":[{"outcome":0,"probability":{"exact":"1"}}]}"#;
        let e = parse(save, &WOUND).unwrap_err().to_string();
        assert!(
            e.contains("this is a save stage's output; wound takes hits"),
            "{e}"
        );
        let wfb = r#"{"command":"hit","rules":"wfb","distribution":[{"outcome":0,"probability":{"exact":"1"}}]}"#;
        let e = parse(wfb, &WOUND).unwrap_err().to_string();
        assert!(e.contains("--rules wfb"), "{e}");
        assert!(!e.contains('\n'));
    }

    #[test]
    fn an_exact_value_is_capped_before_it_is_read() {
        let long = |digits: usize| format!("1{}", "0".repeat(digits - 1));
        let doc = |num: &str, den: &str| {
            format!(
                r#"{{"distribution":[{{"outcome":0,"probability":{{"exact":"{num}/{den}"}}}},{{"outcome":1,"probability":{{"exact":"1/3"}}}}]}}"#
            )
        };
        // 2/3 written with 4,999 zeros after each part: 10,000 digits, read.
        let at_cap = doc(
            &format!("2{}", "0".repeat(4_999)),
            &format!("3{}", "0".repeat(4_999)),
        );
        let d = parse(&at_cap, &WOUND).unwrap().distribution.unwrap();
        assert_eq!(d.prob(&0), Ratio::new(2, 3));
        let over = doc(&long(5_001), &format!("3{}", "0".repeat(5_000)));
        let e = parse(&over, &WOUND).unwrap_err().to_string();
        assert!(
            e.contains("distribution entry 0's exact probability has 10002 digits; warband reads at most 10000"),
            "{e}"
        );
        assert!(e.len() < 400, "{e}");
        // Each under the cap, but four unrelated denominators of 4,000 digits (10^3999 + k)
        // have a common one of more than 10,000 digits: refused before the sum is made.
        let entries: Vec<String> = (0..4)
            .map(|k| {
                let den = format!("1{}{k}", "0".repeat(3_998));
                format!(r#"{{"outcome":{k},"probability":{{"exact":"1/{den}"}}}}"#)
            })
            .collect();
        let text = format!(r#"{{"distribution":[{}]}}"#, entries.join(","));
        let e = parse(&text, &WOUND).unwrap_err().to_string();
        assert!(
            e.contains("no common denominator of at most 10000 digits"),
            "{e}"
        );
    }

    #[test]
    fn garbage_is_refused_with_a_hint() {
        for text in [
            "",
            " \n",
            "needs 3+ · 2/3",
            "{not json",
            r#"{"a":1}"#,
            "-4",
            r#"{"distribution":[{"outcome":"stunned","probability":{"exact":"1"}}]}"#,
            r#"{"distribution":[{"outcome":1,"probability":{"exact":"1/2"}}]}"#,
        ] {
            let e = parse(text, &WOUND).unwrap_err().to_string();
            assert!(!e.contains('\n'), "{e}");
        }
        assert!(
            parse("| 0 | 1/3 |", &WOUND)
                .unwrap_err()
                .to_string()
                .contains("human table")
        );
    }
}
