//! The `Report`: what a subcommand answers, independent of how it is printed.

use crate::prob::{Dist, Nat, Ratio};
use crate::rules::{Provenance, Ruleset, Ruling, Status};
use serde_json::{Map, Value, json};

/// What a subcommand produced, for the renderers.
#[derive(Debug)]
pub enum Output {
    Report(Box<Report>),
    Ruleset(Box<Ruleset>),
    RulesetList(Vec<Ruleset>),
    /// One ruling (`rules show R-32`).
    Ruling(&'static Ruling),
    /// Several loadouts side by side (`odds --compare`, `duel --compare`): each with its label.
    Comparison(Vec<(String, Report)>),
    /// Several reports, one per dice expression (`roll --dist` with several expressions).
    Reports(Vec<Report>),
    TableList(Vec<TableSummary>),
    TableShow(Box<TableView>),
    /// `roster show`: a roster's warriors, checked against `ruleset`.
    Roster(Box<RosterView>),
    /// Already-formatted text (completion scripts, man pages).
    Text(Vec<u8>),
    /// What `rules show WORD` found.
    Found(Box<Found>),
}

/// What `rules show WORD` found in the rulings, the ruleset's charts and rules, and the
/// built-in tables.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    pub query: String,
    /// The ruleset whose charts and rules were searched.
    pub ruleset: String,
    pub hits: Vec<Hit>,
}

/// One place a word was found: its kind (`ruling`, `table`, or the ruleset's section), where
/// (`R-17`, `serious-injury`, `weapons › great weapon`) and its text.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Hit {
    pub kind: String,
    pub at: String,
    pub text: String,
}

/// A probability as the JSON contract of DESIGN.md writes it, for reports that carry structured
/// data: `{ "exact": "2/3", "p": 0.6666666666666666 }`.
pub fn probability_json(p: &Ratio) -> Value {
    json!({ "exact": p.to_string(), "p": p.to_f64() })
}

/// One row of a distribution.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub outcome: Outcome,
    pub probability: Ratio,
    /// P(X ≥ outcome), for numeric outcomes.
    pub at_least: Option<Ratio>,
    /// P(X ≤ outcome), for numeric outcomes (AnyDice's third view beside exact and at least).
    pub at_most: Option<Ratio>,
}

impl Entry {
    /// A numeric row from its probability and P(X ≥ k); P(X ≤ k) = 1 − P(X ≥ k) + P(X = k)
    /// exactly, which also holds when the rest of the mass is a named tail (a duel's
    /// `undecided`, a fight's `more_than_n` rounds): that tail lies above every count.
    pub fn count(k: i64, probability: Ratio, at_least: Ratio) -> Entry {
        let at_most = &at_least.complement() + &probability;
        Entry {
            outcome: Outcome::Count(k),
            probability,
            at_least: Some(at_least),
            at_most: Some(at_most),
        }
    }

    /// A named row (no cumulative views: the names have no order).
    pub fn named(name: impl Into<String>, probability: Ratio) -> Entry {
        Entry {
            outcome: Outcome::Named(name.into()),
            probability,
            at_least: None,
            at_most: None,
        }
    }

    /// The rows of "the turn (or round) it ends in" from `dist` (`None`: it never ended):
    /// one for each of `from..=to`, then the named `tail`, the chance it still goes on.
    pub fn ending_in(dist: &Dist<Option<u32>>, from: u32, to: u32, tail: &str) -> Vec<Entry> {
        let mut still_going = Ratio::one();
        let mut entries = Vec::new();
        for t in from..=to {
            let p = dist.prob(&Some(t));
            entries.push(Entry::count(i64::from(t), p.clone(), still_going.clone()));
            still_going = &still_going - &p;
        }
        entries.push(Entry::named(tail, dist.prob(&None)));
        entries
    }

    /// Every row of a count distribution, with both cumulative views.
    ///
    /// `P(X ≥ k)` is a suffix sum of the integer weights over the distribution's one
    /// denominator, reduced once; `P(X ≤ k)` is the complement of the next row's, which needs
    /// no reduction at all. Adding reduced fractions row by row (a gcd per addition) made this
    /// most of the work of a 60-attack `odds`.
    pub fn counts(dist: &Dist<i64>) -> Vec<Entry> {
        let denom = dist.denominator();
        let mut at_least: Vec<Ratio> = Vec::with_capacity(dist.len());
        let mut above = Nat::zero();
        for (_, w) in dist.weights().rev() {
            above += w;
            at_least.push(Ratio::from_nats(above.clone(), denom.clone()));
        }
        at_least.reverse();
        let at_most: Vec<Ratio> = at_least[1..]
            .iter()
            .map(Ratio::complement)
            .chain([Ratio::one()])
            .collect();
        dist.weights()
            .zip(at_least)
            .zip(at_most)
            .map(|(((&k, w), ge), le)| Entry {
                outcome: Outcome::Count(k),
                probability: Ratio::from_nats(w.clone(), denom.clone()),
                at_least: Some(ge),
                at_most: Some(le),
            })
            .collect()
    }
}

/// What a count distribution comes to: its mean, with its sign, and its exact variance. Every
/// renderer shows it field by field from [`STATISTICS`], its one declaration, so a new
/// statistic is a field here, a line in its constructors and an entry there.
#[derive(Debug, Clone, PartialEq)]
pub struct Summary {
    /// The mean's size: a `Ratio` has no sign, `negative` gives it (a combat result
    /// difference, A minus B, has a negative mean whenever B does better on average).
    pub mean: Ratio,
    /// Whether the mean is below zero (zero is not).
    pub negative: bool,
    pub variance: Ratio,
}

impl Summary {
    /// The summary of `dist`: every distribution has one.
    pub fn of(dist: &Dist<i64>) -> Summary {
        let (negative, mean) = dist.mean_parts();
        Summary {
            mean,
            negative,
            variance: dist.variance(),
        }
    }

    /// A summary from its moments alone, where there is no finite distribution to read them
    /// off (the rounds to kill a monster, which may go on for ever); the mean is not negative.
    pub fn moments(mean: Ratio, variance: Ratio) -> Summary {
        Summary {
            mean,
            negative: false,
            variance,
        }
    }

    /// The mean as a float, with its sign.
    pub fn mean_f64(&self) -> f64 {
        let size = self.mean.to_f64();
        if self.negative { -size } else { size }
    }

    /// The standard deviation: the square root of the exact variance, the summary's only float.
    pub fn sd(&self) -> f64 {
        self.variance.to_f64().sqrt()
    }

    /// The statistics `view` shows, in their declared order, with their values (a statistic
    /// without a value here is left out).
    pub fn shown(&self, view: View) -> impl Iterator<Item = (&'static Statistic, Figure<'_>)> {
        view.statistics()
            .filter_map(|stat| Some((stat, (stat.value)(self)?)))
    }
}

/// A statistic's value as the renderers print it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Figure<'a> {
    /// Exact: whether it is below zero, and its size. JSON writes `{"exact", "p"}`, people
    /// read the fraction, or a decimal when it is long.
    Exact(bool, &'a Ratio),
    /// A float only (the standard deviation): a JSON number, four decimals for people.
    Float(f64),
}

/// Where a statistic is shown besides JSON, which carries every statistic (the report's own
/// under its key, `mean`; a further table's as `wounds_mean`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum View {
    /// The full human view, on the line `mean unsaved wounds: 7/6  ·  sd 0.9860`.
    Table,
    /// `--brief`'s line.
    Brief,
    /// A column of `--compare`'s table (and a line of each loadout's block when narrow).
    Compare,
    /// A row after its distribution's rows, its name as the outcome.
    Csv,
}

impl View {
    /// The statistics this view shows, in their declared order.
    pub fn statistics(self) -> impl Iterator<Item = &'static Statistic> {
        STATISTICS
            .iter()
            .filter(move |stat| stat.views.contains(&self))
    }
}

/// One statistic of a [`Summary`]: its JSON key (a further table's is prefixed with the
/// table's key), the name people read, its value, and the views that show it.
pub struct Statistic {
    pub key: &'static str,
    pub label: &'static str,
    pub value: fn(&Summary) -> Option<Figure<'_>>,
    pub views: &'static [View],
}

/// Every statistic of a summary, in the order JSON writes them and people read them. The
/// first a view shows leads its line (`mean unsaved wounds: …`), the rest follow it.
pub const STATISTICS: &[Statistic] = &[
    Statistic {
        key: "mean",
        label: "mean",
        value: |s| Some(Figure::Exact(s.negative, &s.mean)),
        views: &[View::Table, View::Brief, View::Compare],
    },
    // Exact like the mean, for scripts; people read its square root.
    Statistic {
        key: "variance",
        label: "variance",
        value: |s| Some(Figure::Exact(false, &s.variance)),
        views: &[],
    },
    Statistic {
        key: "sd",
        label: "sd",
        value: |s| Some(Figure::Float(s.sd())),
        views: &[View::Table],
    },
];

/// A further distribution of a report, shown after the main one; JSON carries it under `key`.
#[derive(Debug, Clone, PartialEq)]
pub struct Table {
    pub key: String,
    /// What it counts, e.g. `unsaved wounds`.
    pub counting: String,
    pub entries: Vec<Entry>,
    /// Its summary, when the report's own is not already of this table.
    pub stats: Option<Summary>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    Count(i64),
    Named(String),
}

/// A labelled value shown after the headline and carried into JSON under its key.
#[derive(Debug, Clone, PartialEq)]
pub enum Fact {
    Probability(Ratio),
    Text(String),
    Count(i64),
    Group(Vec<(String, Fact)>),
    /// Lines for people (a JSON array of strings).
    Lines(Vec<String>),
    /// Labelled probabilities, one line each: `label: exact (percent)`.
    Probabilities(Vec<(String, Ratio)>),
    /// Structured data for scripts only (not shown in the human view).
    Data(Value),
}

/// What a roll came to: a count, or a named result such as `stunned`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RollResult {
    Count(i64),
    Named(String),
}

impl std::fmt::Display for RollResult {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RollResult::Count(n) => write!(f, "{n}"),
            RollResult::Named(s) => f.write_str(s),
        }
    }
}

/// A roll: every die in order, grouped per attempt, and the result.
#[derive(Debug, Clone, PartialEq)]
pub struct RollRecord {
    pub seed: u64,
    pub dice: Vec<u8>,
    /// Each attempt's dice and what it did (`hit`, `miss`, `critical` …).
    pub attempts: Vec<(Vec<u8>, String)>,
    pub result: RollResult,
    /// `Some(passed)` for a single pass/fail roll, which sets the exit code.
    pub passed: Option<bool>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Report {
    pub command: &'static str,
    pub rules: String,
    pub inputs: Map<String, Value>,
    /// The human answer's lead, e.g. `needs 3+`; the probability follows it.
    pub headline: String,
    /// Shares that finish the headline, each printed as `label percent`, joined by ` · `
    /// (`A wins 50.5% · B wins 49.5%`).
    pub verdict: Vec<(String, Ratio)>,
    pub target: Option<String>,
    pub probability: Option<Ratio>,
    /// What `distribution` counts, e.g. `hits`, `unsaved wounds`.
    pub counting: String,
    pub distribution: Vec<Entry>,
    /// The summary of `distribution`, or of what `mean_of` names; never with a negative mean
    /// (see [`Report::set_stats`]).
    pub summary: Option<Summary>,
    /// The value `--format plain` prints when nothing was rolled, if not `probability` (odds:
    /// the chance of taking the target out of action).
    pub plain: Option<Ratio>,
    /// What `summary` is of, when not of `distribution` (e.g. `unsaved wounds`).
    pub mean_of: Option<String>,
    /// Further distributions, shown after the main one.
    pub tables: Vec<Table>,
    /// Further results, in order, each under a snake_case key.
    pub facts: Vec<(String, Fact)>,
    pub rulings: Vec<String>,
    pub notes: Vec<String>,
    pub roll: Option<RollRecord>,
    /// What people read for an outcome's name, where it is not the name itself (`None`: the
    /// row is not shown to people). JSON and CSV keep the names, so scripts see one schema.
    pub labels: Vec<(String, Option<String>)>,
    /// The facts `--brief` shows after the answer, by key (`mean`: the mean's line); the rest
    /// is left to the full view.
    pub brief: Vec<String>,
    /// The outcome the question asks about where the headline gives the other one: a rout
    /// test's answer is the chance to hold, but a player asks "do we rout?". The page's answer
    /// card leads with it; the command line's views are unchanged.
    pub asked: Option<String>,
}

impl Report {
    pub fn new(command: &'static str, rules: &str) -> Self {
        Report {
            command,
            rules: rules.to_string(),
            inputs: Map::new(),
            headline: String::new(),
            verdict: Vec::new(),
            target: None,
            probability: None,
            counting: String::new(),
            distribution: Vec::new(),
            summary: None,
            plain: None,
            mean_of: None,
            tables: Vec::new(),
            facts: Vec::new(),
            rulings: Vec::new(),
            notes: Vec::new(),
            roll: None,
            labels: Vec::new(),
            brief: Vec::new(),
            asked: None,
        }
    }

    /// An outcome's name as people read it, or `None` when it is not shown to them.
    pub fn label(&self, name: &str) -> Option<String> {
        match self.labels.iter().find(|(n, _)| n == name) {
            Some((_, label)) => label.clone(),
            None => Some(name.replace('_', " ")),
        }
    }

    /// `entries` as people read them: relabelled, and without the rows not shown to them.
    pub fn for_people(&self, entries: &[Entry]) -> Vec<Entry> {
        entries
            .iter()
            .filter_map(|e| match &e.outcome {
                Outcome::Named(name) => self.label(name).map(|label| Entry {
                    outcome: Outcome::Named(label),
                    ..e.clone()
                }),
                Outcome::Count(_) => Some(e.clone()),
            })
            .collect()
    }

    /// The summary of `dist`: `distribution`'s, or what `mean_of` names.
    ///
    /// The report's own summary has no negative mean: such a one (`roll --dist 1d6-4`) is
    /// left out whole, as it always was. A further table's summary keeps its sign.
    pub fn set_stats(&mut self, dist: &Dist<i64>) {
        self.summary = Some(Summary::of(dist)).filter(|s| !s.negative);
    }

    pub fn input(&mut self, key: &str, value: impl Into<Value>) {
        self.inputs.insert(key.to_string(), value.into());
    }

    /// Fills `distribution` (with `at_least` and `at_most`) and `summary` from a count
    /// distribution.
    pub fn set_counts(&mut self, counting: &str, dist: &Dist<i64>) {
        self.counting = counting.to_string();
        self.distribution = Entry::counts(dist);
        self.set_stats(dist);
    }

    /// Fills `distribution` with named outcomes in the given order (zero rows included, so
    /// that the schema of a command does not depend on its inputs).
    pub fn set_named(&mut self, counting: &str, entries: Vec<(String, Ratio)>) {
        self.counting = counting.to_string();
        self.distribution = entries
            .into_iter()
            .map(|(name, p)| Entry::named(name, p))
            .collect();
    }

    /// The verdict of a fate distribution, worst first, leaving out what cannot happen
    /// (`out of action 33.3% · stunned 33.3% · knocked down 33.3%`).
    pub fn set_verdict_of(&mut self, dist: &Dist<Status>, order: &[Status]) {
        self.verdict = order
            .iter()
            .rev()
            .filter(|s| !dist.prob(s).is_zero())
            .map(|s| (s.name().replace('_', " "), dist.prob(s)))
            .collect();
    }

    /// Fills `distribution` with the fates of `dist`, in `order` (zero rows included).
    pub fn set_fates(&mut self, counting: &str, dist: &Dist<Status>, order: &[Status]) {
        self.set_named(
            counting,
            order
                .iter()
                .map(|s| (s.name().to_string(), dist.prob(s)))
                .collect(),
        );
    }

    pub fn add_rulings<'a>(&mut self, ids: impl IntoIterator<Item = &'a str>) {
        for id in ids {
            if !self.rulings.iter().any(|r| r == id) {
                self.rulings.push(id.to_string());
            }
        }
        self.rulings.sort_by_key(|id| {
            id.trim_start_matches("R-")
                .parse::<u32>()
                .unwrap_or(u32::MAX)
        });
    }

    /// The one value `--format plain` prints without a roll, and what it is the chance of:
    /// `plain`, else the first share of the verdict (the worst fate, A's win), else the
    /// probability; `None` when there is none (a table's rows, a mean).
    pub fn answer(&self) -> Option<(Option<&str>, &Ratio)> {
        let first = self.verdict.first();
        match (&self.plain, first, &self.probability) {
            (Some(p), first, _) => Some((first.map(|(l, _)| l.as_str()), p)),
            (None, Some((label, p)), _) => Some((Some(label.as_str()), p)),
            // A test's probability is its first outcome's (`holds`, `pass`).
            (None, None, Some(p)) => {
                let named = self.distribution.first().and_then(|e| match &e.outcome {
                    Outcome::Named(name) if e.probability == *p => Some(name.as_str()),
                    _ => None,
                });
                Some((named, p))
            }
            (None, None, None) => None,
        }
    }

    /// The exit status the report asks for: 1 when a single rolled test failed.
    pub fn exit_code(&self) -> i32 {
        match self.roll.as_ref().and_then(|r| r.passed) {
            Some(false) => 1,
            _ => 0,
        }
    }
}

/// One line of `warband table list`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableSummary {
    pub name: String,
    pub rulesets: Vec<String>,
    pub dice: String,
    pub description: String,
}

/// One row of `warband table show`: the roll it covers, its cells (as `TableView::headers`
/// names them) and, where one roll decides it, its exact probability.
#[derive(Debug, Clone, PartialEq)]
pub struct RowView {
    pub roll: String,
    pub cells: Vec<String>,
    pub probability: Option<Ratio>,
}

/// `warband table show`: a table for people, and its data for scripts.
#[derive(Debug, Clone, PartialEq)]
pub struct TableView {
    pub name: String,
    pub title: String,
    pub rulesets: Vec<String>,
    pub dice: String,
    pub description: Option<String>,
    /// What `--mod` stands for, or why there is none.
    pub modifier: String,
    pub headers: Vec<String>,
    pub rows: Vec<RowView>,
    /// The rolls rows call for, one line each.
    pub follow_ups: Vec<String>,
    /// Where a built-in table comes from (a table file names itself in the notes).
    pub source: Option<Provenance>,
    pub rulings: Vec<String>,
    pub notes: Vec<String>,
    /// The table as data (JSON output only).
    pub data: Value,
}

/// `warband roster show`: the roster, every warrior checked against the ruleset named.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RosterView {
    pub roster: crate::roster::Roster,
    /// The ruleset the warriors were checked against (the command's).
    pub ruleset: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rows of the sum of three dice against counting all 216 throws: each row's chance,
    /// and the chances of at least and at most its total.
    #[test]
    fn count_rows_are_the_enumerated_throws() {
        let die = Dist::uniform(1..=6i64).expect("six faces");
        let rows = Entry::counts(&die.add(&die).add(&die));
        let throws: Vec<i64> = (1..=6)
            .flat_map(|a| (1..=6).flat_map(move |b| (1..=6).map(move |c| a + b + c)))
            .collect();
        let share = |keep: &dyn Fn(i64) -> bool| {
            Ratio::new(throws.iter().filter(|&&t| keep(t)).count() as u64, 216)
        };
        assert_eq!(rows.len(), 16);
        for (row, total) in rows.iter().zip(3..=18) {
            assert_eq!(row.outcome, Outcome::Count(total));
            assert_eq!(row.probability, share(&|t| t == total));
            assert_eq!(row.at_least, Some(share(&|t| t >= total)));
            assert_eq!(row.at_most, Some(share(&|t| t <= total)));
        }
        let total: Ratio = rows.iter().map(|r| &r.probability).sum();
        assert_eq!(total, Ratio::one());
    }
}
