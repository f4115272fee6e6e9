//! `duel` with several warriors on one side or on both, one melee in which every warrior
//! engages every enemy: the same turns as two warriors' duel — the active side's
//! recovery, then a close-combat phase in which every standing warrior strikes once, in the
//! ruleset's strike order — with the phase of several attackers on one target inside it:
//!
//! * each warrior strikes one enemy with his whole chain, against that enemy's state as the
//!   earlier strikes left it; a warrior's parry meets only the first to strike him in the
//!   phase (§1.8 «only the first attacker's hits … can be parried»);
//! * whom he strikes is chosen when he strikes: while an enemy stands he may not strike a
//!   downed one, and the targeting policy (`Targets`) picks among the standing — the
//!   first listed, or the one with the fewest wounds left, then the first listed — and only
//!   when none stands among the downed (stunned before knocked down, then the fewest wounds);
//! * warriors in the same place of the strike order strike in an order rolled off, every order
//!   equally likely, as `gang` draws them;
//! * a critical that takes its victim's attacks takes them for the rest of the phase; of
//!   two such, the larger counts (as `AttacksLost` orders them);
//! * a side loses when all its warriors are out of action.
//!
//! The whole fight is `forward`, the two warriors' chain over a state of every warrior. A
//! critical's follow-up is followed as in two warriors' duel: the fight again, a strike
//! of the marked side that sets it going (with its harm, the victim still in action) ending in
//! one absorbing state.
//!
//! What keeps a fight of ten small: identical warriors are one kind. In a phase, those of a
//! kind who have not been struck are alike in every way, so who is still to strike among them
//! is kept as a count: the next striker is one of them in proportion to how many are left, and
//! when one of them is struck, he had still to strike with the chance the count says (the
//! order was rolled off evenly, so which of them struck already is evenly spread). Between
//! turns, states that differ only in where a run of identical warriors has its out of action
//! are merged (`canon`).

use super::follow::{FollowUpChance, Mark, Marked, wanted};
use super::{
    Chain, Dist, Fate, Fighter, Meter, Node, Outcome, Pose, Ratio, Side, Warrior, ends_of, forward,
};
use crate::error::{Result, UserError};
use crate::prob::{FastMap, Spread};
use crate::rules::Ruleset;
use std::hash::{Hash, Hasher};
use std::rc::Rc;

mod canon;
mod fight;
mod phase;
mod play;

pub use canon::{EDGE, MAX_STATES, MAX_WORK, states};

/// The most warriors on a side.
pub const MOST: usize = 10;

/// Whom a warrior strikes, chosen each time he strikes among the enemies in action: among those
/// standing while any stands, else among the downed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Targets {
    /// The first listed.
    First,
    /// The easiest to take out: the fewest wounds left, then the first listed; among the
    /// downed, stunned (out of action when attacked) before knocked down (hit automatically).
    Weakest,
}

/// A fight of several warriors, on one side or both.
#[derive(Debug, Clone, PartialEq)]
pub struct Team {
    pub a: Vec<Warrior>,
    pub b: Vec<Warrior>,
    pub charger: Option<Side>,
    pub turns: u32,
    pub targets: Targets,
}

/// Room for every warrior of both sides.
pub const SLOTS: usize = 2 * MOST;

/// Every warrior between two turns, A's first, then B's: `None` is out of action (and every
/// slot past the last warrior).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Men(pub [Option<Fighter>; SLOTS]);

impl Men {
    const EMPTY: Men = Men([None; SLOTS]);
}

// `Men::hash` packs four slots to a word.
const _: () = assert!(SLOTS.is_multiple_of(4));

impl Hash for Men {
    /// The slots packed two bytes each (wounds, then pose and frenzy), four to a word, each
    /// word written up to the last that is not zero (the slots past the fight's warriors are
    /// empty): the engine hashes a state for every end of a turn.
    fn hash<H: Hasher>(&self, state: &mut H) {
        let mut words = [0u64; SLOTS / 4];
        for (i, f) in self.0.iter().enumerate() {
            if let Some(f) = f {
                let code =
                    u64::from(f.wounds) | (1 + f.pose as u64 + 4 * u64::from(f.frenzied)) << 8;
                words[i / 4] |= code << (16 * (i % 4));
            }
        }
        let used = words.iter().rposition(|&w| w != 0).map_or(0, |p| p + 1);
        for &w in &words[..used] {
            state.write_u64(w);
        }
    }
}

/// The chain of one strike: the striker and his target (their kinds), and the state they meet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Key {
    striker: usize,
    target: usize,
    first_turn: bool,
    frenzied: bool,
    lost: u8,
    pose: Pose,
    wounds: u8,
    /// The target's parry counts: he has not been struck yet in this phase.
    parries: bool,
}

impl Hash for Key {
    /// One write of the fields packed (looked up for every strike of every phase; a derived
    /// hash writes each field apart). Warriors number at most `SLOTS`.
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(
            self.striker as u64
                | (self.target as u64) << 8
                | u64::from(self.first_turn) << 16
                | u64::from(self.frenzied) << 17
                | u64::from(self.parries) << 18
                | (self.pose as u64) << 20
                | u64::from(self.lost) << 24
                | u64::from(self.wounds) << 32,
        );
    }
}

/// The fight with its warriors numbered (A's, then B's) and its chains built as needed.
pub struct Prepared {
    pub team: Team,
    pub order: super::Order,
    pub warriors: Vec<Warrior>,
    pub sides: Vec<Side>,
    /// Each warrior's label: `A`, or `A1`, `A2` … on a side of several.
    pub labels: Vec<String>,
    /// kind[i]: the first warrior identical to warrior i and on his side (a henchman group's).
    kind: Vec<usize>,
    /// The runs of identical warriors next to each other on a side (`canon`).
    runs: Vec<canon::Run>,
    /// The work done so far, over the fight and its follow-ups (`MAX_WORK`).
    meter: Rc<Meter>,
    chains: FastMap<Key, Chain>,
    fates: FastMap<Key, Rc<[(Fate, Ratio)]>>,
    /// A strike's ends' chances for each (odds it was drawn with, chain), in this pass (they
    /// depend on the mark): see `phase::Shares`.
    ends: FastMap<(phase::Odds, Key), phase::Chances>,
    /// The room of a phase's strikes' edges, kept from one strike and turn to the next: for
    /// phases of `phase::SMALL` warriors, and of `SLOTS`.
    spreads: (
        Spread<Node<phase::Phase<{ phase::SMALL }>>>,
        Spread<Node<phase::Phase<SLOTS>>>,
    ),
    /// The exact fight has been worked out, so `chains` holds every strike it can meet.
    explored: bool,
    ruleset: Ruleset,
    pub rulings: Vec<String>,
    pub notes: Vec<String>,
    /// Each warrior's attacks in words against his first opponent, in the first turn and later.
    pub summary: Vec<(usize, bool, Vec<String>)>,
}

fn error(what: String, hint: &str) -> UserError {
    UserError::new(what).hint(hint.to_string())
}

pub fn prepare(ruleset: &Ruleset, team: Team) -> Result<Prepared> {
    let (na, nb) = (team.a.len(), team.b.len());
    if na.max(nb) > MOST {
        return Err(error(
            format!("{} warriors on one side: at most {MOST}", na.max(nb)),
            "fewer --a or --b values or smaller groups",
        ));
    }
    let n = states(&team);
    if n > MAX_STATES {
        return Err(error(
            format!(
                "the fight has up to {n} states, too many to follow exactly (at most {MAX_STATES})"
            ),
            "fewer warriors or fewer wounds",
        ));
    }
    let pair = super::Duel {
        a: team.a[0].clone(),
        b: team.b[0].clone(),
        charger: team.charger,
        climbed: false,
        turns: team.turns,
    };
    // The checks and rulings of two warriors' duel, for each warrior against his opponent.
    let mut rulings: Vec<String> = vec!["R-55".into(), "R-56".into(), "R-87".into()];
    let mut notes = Vec::new();
    let mut summary = Vec::new();
    let warriors: Vec<Warrior> = team.a.iter().chain(&team.b).cloned().collect();
    let sides: Vec<Side> = (0..na + nb)
        .map(|i| if i < na { Side::A } else { Side::B })
        .collect();
    let labels: Vec<String> = (0..na + nb)
        .map(|i| {
            let (side, k, of) = if i < na {
                (Side::A, i, na)
            } else {
                (Side::B, i - na, nb)
            };
            if of == 1 {
                side.name().to_string()
            } else {
                format!("{}{}", side.name(), k + 1)
            }
        })
        .collect();
    for (i, me) in warriors.iter().enumerate() {
        let j = if sides[i] == Side::A { na } else { 0 };
        let duel = super::Duel {
            a: me.clone(),
            b: warriors[j].clone(),
            charger: if team.charger.is_some() {
                Some(if team.charger == Some(sides[i]) {
                    Side::A
                } else {
                    Side::B
                })
            } else {
                None
            },
            ..pair.clone()
        };
        let p = super::prepare(ruleset, duel)?;
        rulings.extend(p.rulings.iter().cloned());
        let label: &String = &labels[i];
        notes.extend(
            p.notes
                .iter()
                .filter_map(|n| n.strip_prefix("A: "))
                .map(|n| format!("{label}: {n}")),
        );
        for (side, first, lines) in p.summary {
            if side == Side::A {
                summary.push((i, first, lines));
            }
        }
    }
    rulings.sort_by_key(|id| {
        id.trim_start_matches("R-")
            .parse::<u32>()
            .unwrap_or(u32::MAX)
    });
    rulings.dedup();
    notes.sort();
    notes.dedup();
    let kind = (0..warriors.len())
        .map(|i| {
            (0..=i)
                .find(|&j| sides[j] == sides[i] && warriors[j] == warriors[i])
                .expect("itself")
        })
        .collect();
    let runs = canon::runs(&warriors, &sides);
    let mut prepared = Prepared {
        order: super::Order::of(ruleset).expect("close combat was checked"),
        team,
        warriors,
        sides,
        labels,
        kind,
        runs,
        meter: Rc::new(Meter::new(MAX_WORK)),
        chains: FastMap::default(),
        fates: FastMap::default(),
        ends: FastMap::default(),
        spreads: Default::default(),
        explored: false,
        ruleset: ruleset.clone(),
        rulings,
        notes,
        summary,
    };
    // the club's friendly chargers of equal Initiative strike in the order given.
    let stood = vec![false; prepared.warriors.len()];
    if prepared.places_in_order(&prepared.start_men(), 1, &stood).1 {
        prepared.rulings.push("R-88".into());
        prepared.rulings.sort_by_key(|id| {
            id.trim_start_matches("R-")
                .parse::<u32>()
                .unwrap_or(u32::MAX)
        });
        prepared.notes.push(
            "friendly chargers of equal Initiative strike in the order given, as their owner chooses (R-88)"
                .into(),
        );
    }
    Ok(prepared)
}

impl Prepared {
    pub fn start_men(&self) -> Men {
        let mut men = Men::EMPTY;
        for (slot, w) in men.0.iter_mut().zip(&self.warriors) {
            *slot = Some(Fighter::fresh(w));
        }
        men
    }

    /// The warriors of both sides.
    pub fn n(&self) -> usize {
        self.warriors.len()
    }

    /// The side whose turn `turn` (from 1) is: the charger's first, A's with nobody charging.
    pub fn active(&self, turn: u32) -> Side {
        let first = self.team.charger.unwrap_or(Side::A);
        if turn % 2 == 1 { first } else { first.other() }
    }

    /// The work from now on counted from `before` (the command's fights' so far), refused past
    /// `limit` (`MAX_WORK` unless so).
    pub fn limit_work(&mut self, before: u64, limit: u64) {
        self.meter = Rc::new(Meter::starting(before, limit));
    }

    /// The work done so far, with that it was counted from (`limit_work`).
    pub fn work(&self) -> u64 {
        self.meter.spent()
    }

    /// The exact fight over `turns` turns.
    pub fn exact(&mut self) -> Result<Outcome<Men>> {
        let outcome = self.marked(None)?;
        self.explored = true;
        Ok(outcome.unmarked())
    }

    /// The fight over `turns` turns, a strike with `mark`'s follow-up ending in
    /// `Marked::Happened`.
    fn marked(&mut self, mark: Option<&Mark>) -> Result<Outcome<Marked<Men>>> {
        let turns = self.team.turns;
        self.ends.clear();
        let start = Marked::Live(self.start_men());
        let runs = self.runs.clone();
        let canon = |s: &Marked<Men>| match s {
            Marked::Live(men) => Marked::Live(canon::canon(&runs, men)),
            Marked::Happened => Marked::Happened,
        };
        let meter = self.meter.clone();
        forward(turns, start, canon, &meter, |turn, s| match s {
            Marked::Live(men) => self.turn(turn, men, mark),
            Marked::Happened => Ok(ends_of(&Dist::certain(Node::Fighting(Marked::Happened)))),
        })
    }

    /// Each side's follow-ups (those its warriors' strikes can set going, by row id), each
    /// followed over the fight: the chance that the side's warriors set it going at least once
    /// with its harm and the victim still in action after that strike.
    pub fn follow_ups(&mut self) -> Result<Vec<FollowUpChance>> {
        // The follow-ups are those of the strikes the fight meets: all of them, once explored.
        if !self.explored {
            self.exact()?;
        }
        let mut keys: Vec<Key> = self.chains.keys().copied().collect();
        // In a fixed order, so that the answer lists them the same way every time.
        keys.sort_by_key(|k| {
            (
                self.sides[k.striker],
                k.striker,
                k.target,
                !k.first_turn,
                k.frenzied,
                k.lost,
                k.pose,
                k.wounds,
                k.parries,
            )
        });
        let wanted = wanted(
            keys.iter()
                .map(|k| (self.sides[k.striker], &self.chains[k])),
        );
        // Each follow-up is the fight again: refused now if they would be past the budget.
        let (fight, at) = (self.meter.own(), self.meter.spent());
        self.meter
            .spend(fight.saturating_mul(wanted.len() as u64))?;
        // Then counted as done, without a limit, for the command's later fights.
        self.meter = Rc::new(Meter::starting(at, u64::MAX));
        let mut out = Vec::new();
        for (striker, f) in wanted {
            let mark = Mark {
                striker,
                id: f.id.clone(),
            };
            let outcome = self.marked(Some(&mark))?;
            let p = outcome.end.prob(&Node::Fighting(Marked::Happened));
            out.push(FollowUpChance::of(striker, f, p));
        }
        Ok(out)
    }

    pub fn ruleset(&self) -> &Ruleset {
        &self.ruleset
    }
}

/// Warrior `i` of `men` (a state's slots, or a phase's) is in action and on his feet.
pub(super) fn up(men: &[Option<Fighter>], i: usize) -> bool {
    men[i].is_some_and(|f| f.pose == Pose::Standing)
}
