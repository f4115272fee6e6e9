//! The built-in tables as data (`warband table`): each row a band of the (modified) roll with its
//! result and its effect in words, each table with its provenance and the rulesets it belongs
//! to. Nothing here computes odds.
//!
//! Membership is declared, never inferred: every table lists its rulesets. Where a seed inherits
//! from another ruleset the inheritance is written into that list (the club's henchman roll,
//! `skirmish` taking the WFB tables its seed does not set aside, R-37), so `table list` shows it.
//! The injury and critical tables live in the `Ruleset` (the mechanics use them, and a
//! `--rules-file` may replace them); they are offered as tables of the rulesets that carry them.

mod club;
mod czarne_wrota;
mod mordheim;
mod serious;
mod wfb;

use super::{Provenance, Ruleset, RulesetId};
use crate::error::UserError;
use serde::{Deserialize, Serialize};

/// The totals a row covers; `None` leaves that end open.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Band {
    pub from: Option<i64>,
    pub to: Option<i64>,
}

impl Band {
    pub fn new(from: i64, to: i64) -> Band {
        Band {
            from: Some(from),
            to: Some(to),
        }
    }

    pub fn one(value: i64) -> Band {
        Band::new(value, value)
    }

    pub fn up_to(to: i64) -> Band {
        Band {
            from: None,
            to: Some(to),
        }
    }

    pub fn from(from: i64) -> Band {
        Band {
            from: Some(from),
            to: None,
        }
    }

    pub fn contains(&self, total: i64) -> bool {
        self.from.is_none_or(|f| total >= f) && self.to.is_none_or(|t| total <= t)
    }

    /// `1-2`, `9`, `5+`, `2 or less`, `any`.
    pub fn label(&self) -> String {
        match (self.from, self.to) {
            (Some(f), Some(t)) if f == t => f.to_string(),
            (Some(f), Some(t)) => format!("{f}-{t}"),
            (Some(f), None) => format!("{f}+"),
            (None, Some(t)) => format!("{t} or less"),
            (None, None) => "any".into(),
        }
    }
}

/// A spell's or prayer's casting difficulty: 2D6 ≥ the number, or it always succeeds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Difficulty {
    Roll(u8),
    Automatic,
}

/// What a row makes you roll next.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum FollowUp {
    /// Roll `dice` on a small table of its own (Arm Wound's D6, Deep Wound's D3 …).
    Roll {
        /// When the roll is made, e.g. `if sold to slavers`.
        when: String,
        dice: String,
        rows: Vec<TableRow>,
    },
    /// Roll `times` more times on this table, re-rolling the results listed (Multiple Injuries).
    Again { times: String, reroll: Vec<String> },
}

/// One row: the band it covers, its result (`id` is `name` in snake_case, the outcome in
/// distributions), the source's own wording, and the effect in words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableRow {
    #[serde(flatten)]
    pub band: Band,
    pub id: String,
    pub name: String,
    /// The result's name in the source language, when the source is not in English.
    pub original: Option<String>,
    pub effect: String,
    pub difficulty: Option<Difficulty>,
    pub follow_up: Option<FollowUp>,
}

/// How a table is rolled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TableKind {
    /// One roll of `dice` (plus any modifier) looked up in the rows.
    Rows,
    /// Each side rolls a D6 per musician; the higher total wins (WFB).
    MusicianRollOff,
    /// One D6 per monster over the eligible targets (czarne-wrota); the rows are the layouts.
    MonsterTargets,
}

/// Some of a table's results that another rule singles out (the club's protection from injury).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResultGroup {
    pub id: String,
    pub description: String,
    pub results: Vec<String>,
    pub ruling: String,
    /// An armour save undoes these results into this row (`table … --armour`, R-74).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub saved_as: Option<String>,
}

/// A built-in table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BuiltinTable {
    /// The name on the command line: `misfire`, `serious-injury`.
    pub name: String,
    pub title: String,
    /// One line for `table list`.
    pub description: String,
    pub rulesets: Vec<RulesetId>,
    pub kind: TableKind,
    /// The dice, as an expression `warband roll` reads (`d6`, `d66`), or in words for the
    /// roll-offs.
    pub dice: String,
    /// What `--mod` stands for, when the rules allow a modifier; `None` when they allow none.
    pub modifier: Option<String>,
    pub rows: Vec<TableRow>,
    pub groups: Vec<ResultGroup>,
    pub provenance: Provenance,
    pub rulings: Vec<String>,
    /// The rulesets that have this table by a ruling rather than by their own seed, with that
    /// ruling (`skirmish` has WFB's tables by R-37).
    #[serde(skip)]
    pub inherited_by: Vec<(RulesetId, String)>,
    pub notes: Vec<String>,
}

impl Serialize for RulesetId {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

/// A result's name as an outcome: lowercase ASCII words joined by `_` (`Whoa, whoa!` →
/// `whoa_whoa`, `Zaseknutí` → `zaseknuti`).
pub fn snake_case(name: &str) -> String {
    let folded = fold(name);
    let mut out = String::new();
    for word in folded.split(|c: char| !c.is_ascii_alphanumeric()) {
        if word.is_empty() {
            continue;
        }
        if !out.is_empty() {
            out.push('_');
        }
        out.push_str(word);
    }
    out
}

/// Lowercase, with the accents of the sources' languages taken off (`Łuk` → `luk`), so names
/// can be typed on any keyboard.
pub fn fold(s: &str) -> String {
    s.chars()
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            'á' | 'à' | 'â' | 'ä' | 'ã' | 'å' | 'ą' => 'a',
            'č' | 'ć' | 'ç' => 'c',
            'ď' => 'd',
            'é' | 'è' | 'ê' | 'ë' | 'ě' | 'ę' => 'e',
            'í' | 'ì' | 'î' | 'ï' => 'i',
            'ł' => 'l',
            'ň' | 'ń' | 'ñ' => 'n',
            'ó' | 'ò' | 'ô' | 'ö' | 'õ' => 'o',
            'ř' => 'r',
            'š' | 'ś' => 's',
            'ť' => 't',
            'ú' | 'ù' | 'û' | 'ü' | 'ů' => 'u',
            'ý' | 'ÿ' => 'y',
            'ž' | 'ź' | 'ż' => 'z',
            other => other,
        })
        .collect()
}

/// A row whose id is its name in snake_case.
pub(crate) fn row(band: Band, name: &str, effect: &str) -> TableRow {
    TableRow {
        band,
        id: snake_case(name),
        name: name.into(),
        original: None,
        effect: effect.into(),
        difficulty: None,
        follow_up: None,
    }
}

/// A row with the source's own name for the result.
pub(crate) fn named(band: Band, name: &str, original: &str, effect: &str) -> TableRow {
    TableRow {
        original: Some(original.into()),
        ..row(band, name, effect)
    }
}

impl TableRow {
    pub(crate) fn then(mut self, follow_up: FollowUp) -> TableRow {
        self.follow_up = Some(follow_up);
        self
    }
}

/// A D6 table of the plain kind; the rest of the fields are filled in by the caller.
pub(crate) fn d6_table(
    name: &str,
    title: &str,
    description: &str,
    rulesets: &[RulesetId],
    provenance: Provenance,
    rows: Vec<TableRow>,
) -> BuiltinTable {
    BuiltinTable {
        name: name.into(),
        title: title.into(),
        description: description.into(),
        rulesets: rulesets.to_vec(),
        kind: TableKind::Rows,
        dice: "D6".into(),
        modifier: None,
        rows,
        groups: Vec::new(),
        provenance,
        rulings: Vec::new(),
        inherited_by: Vec::new(),
        notes: Vec::new(),
    }
}

impl BuiltinTable {
    pub(crate) fn rulings(mut self, ids: &[&str]) -> Self {
        self.rulings = ids.iter().map(|s| s.to_string()).collect();
        self
    }

    /// `ruleset` has this table by `ruling`.
    pub(crate) fn inherited_by(mut self, ruleset: RulesetId, ruling: &str) -> Self {
        self.inherited_by.push((ruleset, ruling.into()));
        self
    }

    pub(crate) fn notes(mut self, notes: &[&str]) -> Self {
        self.notes = notes.iter().map(|s| s.to_string()).collect();
        self
    }

    pub(crate) fn modifier(mut self, what: &str) -> Self {
        self.modifier = Some(what.into());
        self
    }

    /// The rulings a result from this table depends on in ruleset `id`: the table's own, and
    /// the one that gives `id` the table if it is inherited.
    pub fn rulings_in(&self, id: RulesetId) -> Vec<String> {
        let inherited = self.inherited_by.iter().filter(|(r, _)| *r == id);
        self.rulings
            .iter()
            .cloned()
            .chain(inherited.map(|(_, ruling)| ruling.clone()))
            .collect()
    }

    pub fn row(&self, id: &str) -> Option<&TableRow> {
        self.rows.iter().find(|r| r.id == id)
    }

    pub fn bands(&self) -> Vec<Band> {
        self.rows.iter().map(|r| r.band).collect()
    }
}

/// Every table with its own data (not the ones a `Ruleset` carries).
fn own_tables() -> Vec<BuiltinTable> {
    let mut all = mordheim::tables();
    all.extend(club::tables());
    all.extend(serious::tables());
    all.extend(wfb::tables());
    all.extend(czarne_wrota::tables());
    all
}

/// The injury and critical tables a ruleset carries, as tables of that ruleset.
fn carried(id: RulesetId, ruleset: &Ruleset) -> Vec<BuiltinTable> {
    let mut out = Vec::new();
    if let Some(injury) = &ruleset.injury {
        let rows = injury
            .rows
            .iter()
            .map(|r| TableRow {
                id: r.result.name().to_string(),
                ..row(
                    Band {
                        from: r.from.map(i64::from),
                        to: r.to.map(i64::from),
                    },
                    &r.name,
                    &r.effect,
                )
            })
            .collect();
        out.push(
            d6_table(
                "injury",
                "Injury",
                "The injury roll of a warrior at 0 Wounds",
                &[id],
                injury.provenance.clone(),
                rows,
            )
            .modifier("injury-roll bonuses and penalties, e.g. +2 for a master strike (concussion, helmets and several rolls: warband injury)")
            .rulings(&["R-16"]),
        );
    }
    for crit in ruleset.critical_tables.iter().filter(|t| t.dice == "D6") {
        let (name, title) = match &crit.class {
            Some(class) => (
                format!("critical-{class}"),
                format!("Critical hits, {class} weapons"),
            ),
            None => ("critical".to_string(), "Critical hits".to_string()),
        };
        let rows = crit
            .rows
            .iter()
            .map(|r| TableRow {
                id: r.id.clone(),
                ..row(
                    Band::new(i64::from(r.from), i64::from(r.to)),
                    &r.name,
                    &r.effect,
                )
            })
            .collect();
        let mut table = d6_table(
            &name,
            &title,
            "What a critical hit does (as in warband crit)",
            &[id],
            crit.provenance.clone(),
            rows,
        );
        table.rulings = crit.rulings.clone();
        out.push(table);
    }
    out
}

/// The tables of one ruleset: its own and the ones its (possibly overridden) `Ruleset` carries.
pub fn available(id: RulesetId, ruleset: &Ruleset) -> Vec<BuiltinTable> {
    let mut tables: Vec<BuiltinTable> = own_tables()
        .into_iter()
        .filter(|t| t.rulesets.contains(&id))
        .collect();
    tables.extend(carried(id, ruleset));
    tables.sort_by(|a, b| a.name.cmp(&b.name));
    tables
}

/// Every variant of every built-in table, with the rulesets it belongs to: a carried table
/// that is the same in several rulesets is listed once with all of them.
pub fn all() -> Vec<BuiltinTable> {
    let mut tables = own_tables();
    for id in RulesetId::ALL {
        for table in carried(id, &super::builtin(id)) {
            let same = tables.iter_mut().find(|t| {
                t.name == table.name && t.rows == table.rows && t.provenance == table.provenance
            });
            match same {
                Some(t) => t.rulesets.push(id),
                None => tables.push(table),
            }
        }
    }
    let order = |id: &RulesetId| RulesetId::ALL.iter().position(|r| r == id);
    tables.sort_by(|a, b| {
        a.name
            .cmp(&b.name)
            .then_with(|| order(&a.rulesets[0]).cmp(&order(&b.rulesets[0])))
    });
    tables
}

/// The spelling a user may type: any case, `_` or spaces for `-`.
fn normalise(name: &str) -> String {
    snake_case(name).replace('_', "-")
}

/// The table `name` of ruleset `id`; an error says which rulesets have it, or which names exist.
pub fn find(name: &str, id: RulesetId, ruleset: &Ruleset) -> Result<BuiltinTable, UserError> {
    let wanted = normalise(name);
    if let Some(t) = available(id, ruleset)
        .into_iter()
        .find(|t| t.name == wanted)
    {
        return Ok(t);
    }
    let everywhere = all();
    let mut having: Vec<RulesetId> = everywhere
        .iter()
        .filter(|t| t.name == wanted)
        .flat_map(|t| t.rulesets.iter().copied())
        .collect();
    having.sort_by_key(|r| RulesetId::ALL.iter().position(|x| x == r));
    having.dedup();
    if let Some(first) = having.first() {
        let names: Vec<&str> = having.iter().map(|r| r.as_str()).collect();
        return Err(UserError::new(format!(
            "ruleset {id} has no table '{wanted}'; {} has it",
            names.join(", ")
        ))
        .hint(format!("add --rules {first}, or see 'warband table list'")));
    }
    let mut names: Vec<&str> = everywhere.iter().map(|t| t.name.as_str()).collect();
    names.dedup();
    let close: Vec<&str> = names
        .iter()
        .copied()
        .filter(|n| {
            n.contains(&wanted)
                || wanted.contains(n)
                || n.starts_with(&wanted[..wanted.len().min(3)])
        })
        .collect();
    let hint = if close.is_empty() {
        "see 'warband table list', or give a table file with --file".to_string()
    } else {
        format!(
            "did you mean {}? see 'warband table list'",
            close.join(", ")
        )
    };
    Err(UserError::new(format!("unknown table '{name}'")).hint(hint))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_names_in_snake_case() {
        for t in all() {
            for r in &t.rows {
                if t.name == "injury" || t.name.starts_with("critical") {
                    continue;
                }
                assert_eq!(r.id, snake_case(&r.name), "{} {}", t.name, r.name);
            }
        }
        assert_eq!(snake_case("Whoa, whoa!"), "whoa_whoa");
        assert_eq!(snake_case("Zaseknutí"), "zaseknuti");
        assert_eq!(fold("ŁUK"), "luk");
    }

    #[test]
    fn names_are_unique_within_a_ruleset() {
        for id in RulesetId::ALL {
            let tables = available(id, &crate::rules::builtin(id));
            for w in tables.windows(2) {
                assert_ne!(w[0].name, w[1].name, "{id}");
            }
        }
    }

    #[test]
    fn a_table_elsewhere_names_its_rulesets() {
        let r = crate::rules::builtin(RulesetId::Mordheim);
        let e = find("misfire", RulesetId::Mordheim, &r)
            .unwrap_err()
            .to_string();
        assert!(e.contains("mordheim-club has it"), "{e}");
        let e = find("nonsense", RulesetId::Mordheim, &r)
            .unwrap_err()
            .to_string();
        assert!(e.contains("unknown table"), "{e}");
        assert!(
            find(
                "Look_Out_Sir",
                RulesetId::Wfb,
                &crate::rules::builtin(RulesetId::Wfb)
            )
            .is_ok()
        );
    }
}
