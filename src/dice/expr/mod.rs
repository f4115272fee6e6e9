//! Dice expressions (`2d6`, `d3+1`, `d66`, `3d6kh2`, `4d6dl1-1`): parsing that points at the
//! offending character, the range of totals, the exact distribution and a seeded roll that
//! records every die.
//!
//! Grammar (spaces allowed between tokens, letters in either case):
//!
//! ```text
//! expr  := [sign] term (sign term)*        sign := + | - | −
//! term  := number | [count] d sides [keep]
//! keep  := kh n | kl n | k n | dh n | dl n  (k = keep highest; dh/dl drop highest/lowest)
//! ```
//!
//! `d66` is the D66 of R-1 (a tens die and a units die, 36 values 11–66), not a 66-sided die;
//! `d3` is ⌈D6/2⌉ (R-1), rolled as a D6 and halved like every other D3 in warband.

use super::Roller;
use crate::error::echo;
use crate::prob::{Dist, Nat};
use std::collections::BTreeMap;
use std::fmt;

/// The most dice one term may roll, and one expression in all (as many as `hit -n` takes).
pub const MAX_DICE_PER_TERM: u32 = 100;
pub const MAX_DICE: u32 = 1000;
/// The most sides a die may have (d100).
pub const MAX_SIDES: u32 = 100;
/// Constants stay far inside `i64` so totals can never overflow.
pub const MAX_CONSTANT: i64 = 1_000_000;
const MAX_TERMS: usize = 50;
/// Keeping dice is computed exactly by a count over faces; beyond this much work (faces² ·
/// kept² · dice) `--dist` refuses rather than hang. Rolling such dice is always fine.
const MAX_KEEP_WORK: u64 = 20_000_000;
/// A plain sum is a polynomial power (repeated squaring, one big-integer product per step);
/// its result holds `span` weights of up to `bits` bits, and computing and printing it costs
/// about span · bits. 100d100+100d100 (200 dice: 19,801 totals of 1,329 bits, 26 million) takes about 3 s; beyond
/// this `--dist` refuses rather than run for minutes (10×100d100 would be 658 million).
pub const MAX_SUM_WORK: u64 = 30_000_000;

/// A die: `Sides(n)` is uniform 1..=n; `D66` is tens and units of two D6.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Die {
    Sides(u32),
    D66,
}

impl Die {
    /// Every face, ascending, each equally likely.
    pub fn faces(self) -> Vec<i64> {
        match self {
            Die::Sides(n) => (1..=i64::from(n)).collect(),
            Die::D66 => (1..=6)
                .flat_map(|t| (1..=6).map(move |u| 10 * t + u))
                .collect(),
        }
    }

    fn min(self) -> i64 {
        match self {
            Die::Sides(_) => 1,
            Die::D66 => 11,
        }
    }

    fn max(self) -> i64 {
        match self {
            Die::Sides(n) => i64::from(n),
            Die::D66 => 66,
        }
    }

    /// Rolls one, recording the physical dice: a D3 is a D6 halved (R-1), a D66 two D6.
    pub fn roll(self, roller: &mut Roller) -> i64 {
        match self {
            Die::Sides(3) => i64::from(roller.d6().div_ceil(2)),
            Die::Sides(6) => i64::from(roller.d6()),
            Die::Sides(n) => i64::from(roller.die(n as u8)),
            Die::D66 => {
                let tens = roller.d6();
                let units = roller.d6();
                i64::from(tens) * 10 + i64::from(units)
            }
        }
    }
}

/// Keep only some of the dice of a term.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Keep {
    pub highest: bool,
    pub count: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TermKind {
    Constant(i64),
    Dice {
        count: u32,
        die: Die,
        keep: Option<Keep>,
    },
}

/// One signed term of an expression.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Term {
    pub negative: bool,
    pub kind: TermKind,
}

/// A parsed dice expression; `text` is what the user wrote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expr {
    pub text: String,
    pub terms: Vec<Term>,
}

/// What is wrong with an expression and where: `position` is the 1-based character (one past
/// the end when something is missing).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExprError {
    pub text: String,
    pub position: usize,
    pub expected: String,
}

impl fmt::Display for ExprError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "bad dice expression '{}' at character {}: {}",
            echo(&self.text),
            self.position,
            self.expected
        )
    }
}

/// The hint every expression error carries.
pub const EXPR_HINT: &str =
    "write dice as NdS with optional +k/-k and kh/kl, e.g. 2d6, d3+1, d66, 3d6kh2";

struct Parser<'a> {
    text: &'a str,
    chars: Vec<char>,
    at: usize,
}

impl Parser<'_> {
    fn error(&self, at: usize, expected: impl Into<String>) -> ExprError {
        ExprError {
            text: self.text.to_string(),
            position: at + 1,
            expected: expected.into(),
        }
    }

    /// Spaces between tokens; a control character (a newline, a tab) was refused before.
    fn skip_spaces(&mut self) {
        while self.chars.get(self.at).is_some_and(|c| c.is_whitespace()) {
            self.at += 1;
        }
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn peek_lower(&self) -> Option<char> {
        self.peek().map(|c| c.to_ascii_lowercase())
    }

    /// A run of digits as a number, or `None` when there is no digit here.
    fn number(&mut self, limit: i64, what: &str) -> Result<Option<i64>, ExprError> {
        let start = self.at;
        let mut value: i64 = 0;
        while let Some(d) = self.peek().and_then(|c| c.to_digit(10)) {
            value = value
                .checked_mul(10)
                .and_then(|v| v.checked_add(i64::from(d)))
                .filter(|&v| v <= limit)
                .ok_or_else(|| {
                    self.error(start, format!("{what} is too large (at most {limit})"))
                })?;
            self.at += 1;
        }
        Ok((self.at > start).then_some(value))
    }

    fn sign(&mut self) -> Option<bool> {
        match self.peek() {
            Some('+') => {
                self.at += 1;
                Some(false)
            }
            Some('-' | '−') => {
                self.at += 1;
                Some(true)
            }
            _ => None,
        }
    }

    fn term(&mut self, negative: bool) -> Result<Term, ExprError> {
        self.skip_spaces();
        let start = self.at;
        // Whether the digits here count dice (`101d6`) or are a constant (`101`, `2d6+500`)
        // depends on what follows them: a constant has the constants' limit, not the dice's.
        let digits = self.chars[start..]
            .iter()
            .take_while(|c| c.is_ascii_digit())
            .count();
        let is_dice = self
            .chars
            .get(start + digits)
            .is_some_and(|c| c.eq_ignore_ascii_case(&'d'));
        if !is_dice {
            return match self.number(MAX_CONSTANT, "a number")? {
                Some(value) => Ok(Term {
                    negative,
                    kind: TermKind::Constant(value),
                }),
                None => Err(self.error(
                    self.at,
                    match self.peek() {
                        None => "expected dice such as 2d6 or a number".to_string(),
                        Some(c) => {
                            format!("unexpected '{c}': expected dice such as 2d6 or a number")
                        }
                    },
                )),
            };
        }
        let count = self.number(i64::from(MAX_DICE_PER_TERM), "the number of dice")?;
        let count = match count {
            Some(0) => return Err(self.error(start, "roll at least one die (1d6, not 0d6)")),
            Some(n) => n as u32,
            None => 1,
        };
        self.at += 1; // the `d`
        let sides_at = self.at;
        let die = match self.number(i64::from(MAX_SIDES), "the number of sides")? {
            None => {
                return Err(self.error(
                    sides_at,
                    "expected the number of sides, as in d6 or d66".to_string(),
                ));
            }
            Some(66) => Die::D66,
            Some(s) if s < 2 => {
                return Err(self.error(sides_at, "a die has at least 2 sides"));
            }
            Some(s) => Die::Sides(s as u32),
        };
        let keep = self.keep(count)?;
        Ok(Term {
            negative,
            kind: TermKind::Dice { count, die, keep },
        })
    }

    /// `kh2`, `kl1`, `k2`, `dh1`, `dl1` after the sides, normalised to the dice kept.
    fn keep(&mut self, count: u32) -> Result<Option<Keep>, ExprError> {
        let start = self.at;
        let (drop, highest) = match self.peek_lower() {
            Some('k') => {
                self.at += 1;
                match self.peek_lower() {
                    Some('h') => {
                        self.at += 1;
                        (false, true)
                    }
                    Some('l') => {
                        self.at += 1;
                        (false, false)
                    }
                    _ => (false, true),
                }
            }
            Some('d') => {
                self.at += 1;
                match self.peek_lower() {
                    Some('h') => {
                        self.at += 1;
                        (true, true)
                    }
                    Some('l') => {
                        self.at += 1;
                        (true, false)
                    }
                    _ => {
                        return Err(self.error(
                            self.at,
                            "expected h or l after d (dh1 drops the highest die, dl1 the lowest)",
                        ));
                    }
                }
            }
            _ => return Ok(None),
        };
        let n_at = self.at;
        let n = self
            .number(i64::from(MAX_DICE_PER_TERM), "the number of dice kept")?
            .ok_or_else(|| self.error(n_at, "expected how many dice, as in 3d6kh2"))?
            as u32;
        let kept = if drop {
            if n == 0 || n >= count {
                return Err(self.error(
                    start,
                    format!("cannot drop {n} of {count} dice: drop at least 1 and keep at least 1"),
                ));
            }
            count - n
        } else {
            if n == 0 || n > count {
                return Err(self.error(
                    start,
                    format!("cannot keep {n} of {count} dice: keep 1 to {count}"),
                ));
            }
            n
        };
        // Keeping the lowest n is dropping the highest count − n, and the other way round.
        let highest = if drop { !highest } else { highest };
        Ok(Some(Keep {
            highest,
            count: kept,
        }))
    }
}

/// Parses a dice expression.
///
/// # Errors
/// An [`ExprError`] naming the first offending character.
pub fn parse(text: &str) -> Result<Expr, ExprError> {
    let mut p = Parser {
        text,
        chars: text.chars().collect(),
        at: 0,
    };
    // A dice expression is one line: a newline or another control character would be echoed
    // into the output and the one-line error.
    if let Some(at) = p.chars.iter().position(|c| c.is_control()) {
        return Err(p.error(
            at,
            "a newline or control character is not part of a dice expression; write it on one line",
        ));
    }
    let mut terms = Vec::new();
    p.skip_spaces();
    let mut negative = p.sign().unwrap_or(false);
    loop {
        terms.push(p.term(negative)?);
        p.skip_spaces();
        if p.at == p.chars.len() {
            break;
        }
        negative = match p.sign() {
            Some(n) => n,
            None => {
                let c = p.chars[p.at];
                return Err(p.error(
                    p.at,
                    format!("unexpected '{c}': expected +, - or the end of the expression"),
                ));
            }
        };
        if terms.len() == MAX_TERMS {
            return Err(p.error(p.at, format!("at most {MAX_TERMS} terms")));
        }
    }
    let dice: u32 = terms
        .iter()
        .map(|t| match t.kind {
            TermKind::Dice { count, die, .. } => count * if die == Die::D66 { 2 } else { 1 },
            TermKind::Constant(_) => 0,
        })
        .sum();
    if dice > MAX_DICE {
        return Err(p.error(0, format!("{dice} dice in all: at most {MAX_DICE}")));
    }
    Ok(Expr {
        text: text.trim().to_string(),
        terms,
    })
}

impl Term {
    /// The lowest and highest value of this term (signed).
    fn bounds(&self) -> (i64, i64) {
        let (lo, hi) = match self.kind {
            TermKind::Constant(c) => (c, c),
            TermKind::Dice { count, die, keep } => {
                let n = i64::from(keep.map_or(count, |k| k.count));
                (n * die.min(), n * die.max())
            }
        };
        if self.negative { (-hi, -lo) } else { (lo, hi) }
    }
}

impl Expr {
    /// The lowest and the highest total.
    pub fn bounds(&self) -> (i64, i64) {
        self.terms.iter().fold((0, 0), |(lo, hi), t| {
            let (a, b) = t.bounds();
            (lo + a, hi + b)
        })
    }

    /// The exact distribution of the total.
    ///
    /// # Errors
    /// When a term keeps dice from so many that counting them exactly would take too long.
    pub fn distribution(&self) -> Result<Dist<i64>, String> {
        let (span, bits) = self.exact_size();
        if span.saturating_mul(bits) > MAX_SUM_WORK {
            return Err(format!(
                "its exact distribution has {span} totals with weights of {bits} bits, too much to compute in seconds (at most {MAX_SUM_WORK} bit-totals, e.g. 100d100+100d100)"
            ));
        }
        let mut total = Dist::certain(0);
        for term in &self.terms {
            let d = match term.kind {
                TermKind::Constant(c) => Dist::certain(c),
                TermKind::Dice { count, die, keep } => {
                    let one = Dist::uniform(die.faces()).expect("a die has faces");
                    match keep {
                        Some(k) if k.count < count => kept_sum(die, count, k)?,
                        _ => one.sum_of(count),
                    }
                }
            };
            let d = if term.negative { d.map(|x| -x) } else { d };
            total = total.add(&d);
        }
        Ok(total)
    }

    /// The share of one command's budget its exact distribution takes: its bit-totals against
    /// [`MAX_SUM_WORK`] plus its kept dice's counting against the keep budget, in millionths
    /// (1,000,000 = the whole budget). [`check_budget`] adds them over a command's expressions.
    pub fn exact_share(&self) -> u64 {
        let (span, bits) = self.exact_size();
        let mut share =
            u128::from(span.saturating_mul(bits)) * 1_000_000 / u128::from(MAX_SUM_WORK);
        for term in &self.terms {
            if let TermKind::Dice {
                count,
                die,
                keep: Some(k),
            } = term.kind
                && k.count < count
            {
                let f = die.faces().len() as u128;
                let k = u128::from(k.count);
                let work = f * f * k * k * u128::from(count);
                share += work * 1_000_000 / u128::from(MAX_KEEP_WORK);
            }
        }
        u64::try_from(share).unwrap_or(u64::MAX)
    }

    /// The size of the exact distribution: how many totals it spans, and the bit length of its
    /// common denominator (each die of `f` faces multiplies it by `f`), computed exactly.
    fn exact_size(&self) -> (u64, u64) {
        let (lo, hi) = self.bounds();
        let span = (hi - lo) as u64 + 1;
        let denominator = self
            .terms
            .iter()
            .fold(num_bigint::BigUint::from(1u32), |d, t| match t.kind {
                TermKind::Constant(_) => d,
                TermKind::Dice { count, die, .. } => {
                    d * num_bigint::BigUint::from(die.faces().len()).pow(count)
                }
            });
        (span, denominator.bits())
    }

    /// Rolls every term, recording every die.
    pub fn roll(&self, roller: &mut Roller) -> RolledExpr {
        let terms: Vec<RolledTerm> = self
            .terms
            .iter()
            .map(|term| match term.kind {
                TermKind::Constant(c) => RolledTerm {
                    term: *term,
                    values: Vec::new(),
                    kept: Vec::new(),
                    value: if term.negative { -c } else { c },
                },
                TermKind::Dice { count, die, keep } => {
                    let values: Vec<i64> = (0..count).map(|_| die.roll(roller)).collect();
                    let kept = kept_dice(&values, keep);
                    let sum: i64 = values
                        .iter()
                        .zip(&kept)
                        .filter(|(_, k)| **k)
                        .map(|(v, _)| v)
                        .sum();
                    RolledTerm {
                        term: *term,
                        values,
                        kept,
                        value: if term.negative { -sum } else { sum },
                    }
                }
            })
            .collect();
        let total = terms.iter().map(|t| t.value).sum();
        RolledExpr { terms, total }
    }
}

/// Which of the rolled dice count: the `keep.count` highest (or lowest), ties broken by
/// position so exactly that many are kept.
fn kept_dice(values: &[i64], keep: Option<Keep>) -> Vec<bool> {
    let Some(keep) = keep else {
        return vec![true; values.len()];
    };
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_by(|&a, &b| {
        let by_value = values[a].cmp(&values[b]);
        if keep.highest {
            by_value.reverse()
        } else {
            by_value
        }
        .then(a.cmp(&b))
    });
    let mut kept = vec![false; values.len()];
    for &i in order.iter().take(keep.count as usize) {
        kept[i] = true;
    }
    kept
}

/// One budget over a whole command's exact distributions (`roll --dist` of many expressions):
/// each within its own budget, 100 of `100d100` took 19 s and 740 MB and 200 ran out of memory.
/// Their shares ([`Expr::exact_share`]) together are at most the budget of one.
pub fn check_budget(exprs: &[Expr]) -> Result<(), String> {
    let total: u64 = exprs
        .iter()
        .map(Expr::exact_share)
        .fold(0, u64::saturating_add);
    if total > 1_000_000 && exprs.len() > 1 {
        return Err(format!(
            "the exact distributions of these {} expressions are {:.1} times what one command may compute in seconds (at most {MAX_SUM_WORK} bit-totals in all, e.g. 100d100+100d100 alone, or four of 100d100)",
            exprs.len(),
            total as f64 / 1e6
        ));
    }
    Ok(())
}

/// The exact distribution of the sum of the `keep.count` highest (or lowest) of `count` dice,
/// by counting outcomes over the faces from the best down: at each face choose how many dice
/// show it (C(remaining, c) ways); once enough dice are placed to fill the kept ones, every
/// remaining die must show a worse face, so the rest of the count is a power, and the sum is
/// final. States are (dice placed < kept, sum so far), so the work is faces² · kept² · dice.
fn kept_sum(die: Die, count: u32, keep: Keep) -> Result<Dist<i64>, String> {
    let mut faces = die.faces();
    if keep.highest {
        faces.reverse();
    }
    let f = faces.len() as u64;
    let k = keep.count as usize;
    let n = count as usize;
    let work = f * f * (k as u64) * (k as u64) * u64::from(count);
    if work > MAX_KEEP_WORK {
        return Err(format!(
            "keeping {k} of {count} dice of {f} faces is too much to count exactly"
        ));
    }
    // Binomial coefficients C(a, b) for a ≤ n.
    let mut choose: Vec<Vec<Nat>> = Vec::with_capacity(n + 1);
    for a in 0..=n {
        let mut row = vec![Nat::one(); a + 1];
        for b in 1..a {
            row[b] = &choose[a - 1][b - 1] + &choose[a - 1][b];
        }
        choose.push(row);
    }
    // states[m] maps a partial sum (offset by the lowest possible) to the ways to get it.
    let max_face = *faces.iter().max().expect("faces");
    let min_face = *faces.iter().min().expect("faces");
    let width = (k as i64 * (max_face - min_face) + 1) as usize;
    let base = k as i64 * min_face; // the smallest final sum
    let mut states: Vec<BTreeMap<i64, Nat>> = vec![BTreeMap::new(); k];
    states[0].insert(0, Nat::one());
    let mut finals: Vec<Nat> = vec![Nat::zero(); width];
    for (i, &v) in faces.iter().enumerate() {
        let worse = (faces.len() - i - 1) as u32;
        let mut next: Vec<BTreeMap<i64, Nat>> = vec![BTreeMap::new(); k];
        for (m, sums) in states.iter().enumerate() {
            for (&s, w) in sums {
                for (c, ways_to_show) in choose[n - m].iter().enumerate() {
                    let ways = w * ways_to_show;
                    let placed = m + c;
                    if placed >= k {
                        let rest = (n - placed) as u32;
                        if rest > 0 && worse == 0 {
                            continue;
                        }
                        let tail = Nat::from(worse).pow(rest);
                        let sum = s + (k - m) as i64 * v;
                        finals[(sum - base) as usize] += ways * tail;
                    } else {
                        *next[placed]
                            .entry(s + c as i64 * v)
                            .or_insert_with(Nat::zero) += ways;
                    }
                }
            }
        }
        states = next;
    }
    Dist::from_nat_weights(
        finals
            .into_iter()
            .enumerate()
            .map(|(i, w)| (base + i as i64, w)),
    )
    .map_err(|e| e.to_string())
}

/// One rolled term: each die's value (a D66 as 11–66, a D3 as 1–3), which ones count, and the
/// term's signed value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RolledTerm {
    pub term: Term,
    pub values: Vec<i64>,
    pub kept: Vec<bool>,
    pub value: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RolledExpr {
    pub terms: Vec<RolledTerm>,
    pub total: i64,
}

impl RolledExpr {
    /// `[3 5] + 1 = 9`, with dropped dice in parentheses: `[6 (2) 4] = 10`; one die alone is
    /// just its value.
    pub fn describe(&self) -> String {
        let mut out = String::new();
        for (i, t) in self.terms.iter().enumerate() {
            let sign = match (i, t.term.negative) {
                (0, false) => "",
                (0, true) => "-",
                (_, false) => " + ",
                (_, true) => " - ",
            };
            out.push_str(sign);
            match t.term.kind {
                TermKind::Constant(c) => out.push_str(&c.to_string()),
                TermKind::Dice { .. } if t.values.len() == 1 => {
                    out.push_str(&t.values[0].to_string());
                }
                TermKind::Dice { .. } => {
                    let shown: Vec<String> = t
                        .values
                        .iter()
                        .zip(&t.kept)
                        .map(|(v, k)| if *k { v.to_string() } else { format!("({v})") })
                        .collect();
                    out.push_str(&format!("[{}]", shown.join(" ")));
                }
            }
        }
        let single_die = self.terms.len() == 1 && self.terms[0].values.len() == 1;
        if !single_die {
            out.push_str(&format!(" = {}", self.total));
        }
        out
    }
}

#[cfg(test)]
mod tests;
