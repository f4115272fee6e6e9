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
//! The rules of a turn (recovery, strike order, targets, chains, a strike's mark) are the
//! fight's, written once for two warriors and several (`Fight`, `engine.rs`), and so is the
//! fight played die by die; what is this module's is a turn worked out exactly as a layer of
//! phases under way (`phase.rs`). The whole fight is `forward`, the two warriors' chain over a
//! state of every warrior. A critical's follow-up is followed as in two warriors' duel
//! (`Engine::follow_ups`): the fight again, a strike of the marked side that sets it going (with
//! its harm, the victim still in action) ending in one absorbing state.
//!
//! What keeps a fight of ten small: identical warriors are one kind. In a phase, those of a
//! kind who have not been struck are alike in every way, so who is still to strike among them
//! is kept as a count: the next striker is one of them in proportion to how many are left, and
//! when one of them is struck, he had still to strike with the chance the count says (the
//! order was rolled off evenly, so which of them struck already is evenly spread). Between
//! turns, states that differ only in where a run of identical warriors has its out of action
//! are merged (`canon`).

use super::engine::{Engine, Fight, sort_rulings};
use super::follow::{Mark, Marked};
use super::{Dist, Fighter, Node, Outcome, Side, Warrior, ends_of, forward};
use crate::error::{Result, UserError};
use crate::prob::{FastMap, Spread};
use crate::rules::Ruleset;

mod canon;
mod phase;

pub use super::engine::Targets;
pub use super::{MOST, Men, SLOTS};
pub use canon::{EDGE, MAX_STATES, MAX_WORK, states};

/// A fight of several warriors, on one side or both.
#[derive(Debug, Clone, PartialEq)]
pub struct Team {
    pub a: Vec<Warrior>,
    pub b: Vec<Warrior>,
    pub charger: Option<Side>,
    pub turns: u32,
    pub targets: Targets,
}

/// The fight with its warriors numbered (A's, then B's) and its chains built as needed
/// (`Fight`), and what its phases keep from one strike and turn to the next.
pub struct Prepared {
    pub team: Team,
    pub fight: Fight,
    /// The runs of identical warriors next to each other on a side (`canon`).
    runs: Vec<canon::Run>,
    /// A strike's ends' chances for each (odds it was drawn with, chain), in this pass (they
    /// depend on the mark): see `phase::Shares`.
    ends: FastMap<(phase::Odds, super::Key), phase::Chances>,
    /// The room of a phase's strikes' edges, kept from one strike and turn to the next: for
    /// phases of `phase::SMALL` warriors, and of `SLOTS`.
    spreads: (
        Spread<Node<phase::Phase<{ phase::SMALL }>>>,
        Spread<Node<phase::Phase<SLOTS>>>,
    ),
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
    let mut fight = Fight::new(
        ruleset,
        team.a.clone(),
        team.b.clone(),
        team.charger,
        false,
        team.turns,
        team.targets,
        MAX_WORK,
    )?;
    fight
        .rulings
        .extend(["R-55", "R-56", "R-87"].map(String::from));
    // the club's friendly chargers of equal Initiative strike in the order given.
    let stood = vec![false; fight.n()];
    if fight.places_in_order(&fight.start_men().0, 1, &stood).1 {
        fight.rulings.push("R-88".into());
        fight.notes.push(
            "friendly chargers of equal Initiative strike in the order given, as their owner chooses (R-88)"
                .into(),
        );
    }
    sort_rulings(&mut fight.rulings);
    let runs = canon::runs(&fight.warriors, &fight.sides);
    let prepared = Prepared {
        team,
        fight,
        runs,
        ends: FastMap::default(),
        spreads: Default::default(),
    };
    Ok(prepared)
}

impl Engine for Prepared {
    type State = Men;

    fn fight(&self) -> &Fight {
        &self.fight
    }

    fn fight_mut(&mut self) -> &mut Fight {
        &mut self.fight
    }

    fn exact(&mut self) -> Result<Outcome<Men>> {
        let outcome = self.marked(None)?;
        self.fight.explored = true;
        Ok(outcome.unmarked())
    }

    fn marked(&mut self, mark: Option<&Mark>) -> Result<Outcome<Marked<Men>>> {
        let turns = self.team.turns;
        self.ends.clear();
        let start = Marked::Live(self.fight.start_men());
        let runs = self.runs.clone();
        let canon = |s: &Marked<Men>| match s {
            Marked::Live(men) => Marked::Live(canon::canon(&runs, men)),
            Marked::Happened => Marked::Happened,
        };
        let meter = self.fight.meter.clone();
        forward(turns, start, canon, &meter, |turn, s| match s {
            Marked::Live(men) => self.turn(turn, men, mark),
            Marked::Happened => Ok(ends_of(&Dist::certain(Node::Fighting(Marked::Happened)))),
        })
    }
}
