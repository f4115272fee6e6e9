//! `duel` with several warriors on one side against one on the other: the same turns as
//! two warriors' duel — the active side's recovery, then a close-combat phase in
//! which every standing warrior strikes once, in the ruleset's strike order — with the phase
//! of several attackers on one target inside it:
//!
//! * each of the several strikes the lone warrior with his whole chain, against the lone one's
//!   state as the earlier strikes left it; the lone one's parry meets only the first of them
//!   to strike him in the phase (§1.8 «only the first attacker's hits … can be parried»);
//! * the lone warrior strikes one of them, chosen when he strikes by the targeting policy
//!   (`Targets`): the first listed still in action, or the weakest (stunned before knocked
//!   down before standing, then the fewest wounds left, then the first listed);
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

use super::follow::{FollowUpChance, Mark, Marked, wanted};
use super::{
    AttacksLost, Chain, Dist, Fate, Fighter, Node, Outcome, Place, Pose, Ratio, Side, Status,
    Striker, Warrior, attack, forward, owners_order, place, strikes_of,
};
use crate::error::{Result, UserError};
use crate::mechanics::loadout;
use crate::rules::Ruleset;
use crate::rules::weapons::Strikes;
use std::collections::HashMap;

/// The most warriors on the several side.
pub const MOST: usize = 6;

/// The most states the exact fight may have to follow: the product over the warriors of the
/// states each can be in (pose × wounds left × frenzied, or out of action). Above it the fight
/// would take far more than seconds.
pub const MAX_STATES: u64 = 2_000_000;

/// Whom the lone warrior strikes, chosen each time he strikes among those in action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Targets {
    /// The first listed.
    First,
    /// The easiest to take out: stunned (out of action when attacked), then knocked down (hit
    /// automatically), then standing; among those, the fewest wounds left; then the first
    /// listed.
    Weakest,
}

/// A fight of one warrior against several.
#[derive(Debug, Clone, PartialEq)]
pub struct Team {
    pub a: Vec<Warrior>,
    pub b: Vec<Warrior>,
    pub charger: Option<Side>,
    pub turns: u32,
    pub targets: Targets,
}

/// Every warrior between two turns, A's first, then B's: `None` is out of action.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Men(pub Vec<Option<Fighter>>);

/// The chain of one strike: the striker and his target (their kinds), and the state they meet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
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

/// A phase under way: the warriors, the attacks criticals took from each (for the rest of the
/// phase), and who has been struck already (a parry meets the first striker only).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct Phase {
    men: Men,
    lost: Vec<AttacksLost>,
    struck: Vec<bool>,
    /// The strikers still to draw from the current place of the strike order.
    rest: Vec<usize>,
    /// The marked follow-up happened (then nothing else of the phase matters).
    happened: bool,
}

/// A phase's step: the fight won by a side, or going on.
type Step = Node<Phase>;

impl Phase {
    /// The one phase of every fight in which the marked follow-up happened.
    fn happened() -> Phase {
        Phase {
            men: Men(Vec::new()),
            lost: Vec::new(),
            struck: Vec::new(),
            rest: Vec::new(),
            happened: true,
        }
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
    chains: HashMap<Key, Chain>,
    fates: HashMap<Key, Dist<Fate>>,
    /// The exact fight has been worked out, so `chains` holds every strike it can meet.
    explored: bool,
    ruleset: Ruleset,
    pub rulings: Vec<String>,
    pub notes: Vec<String>,
    /// Each warrior's attacks in words against his first opponent, in the first turn and later.
    pub summary: Vec<(usize, bool, Vec<String>)>,
}

/// Warrior `i` is in action and on his feet.
pub(super) fn up(men: &Men, i: usize) -> bool {
    men.0[i].is_some_and(|f| f.pose == Pose::Standing)
}

fn error(what: String, hint: &str) -> UserError {
    UserError::new(what).hint(hint.to_string())
}

/// The states one warrior can be in: standing, knocked down or stunned at each wounds left,
/// frenzied or not, and out of action.
fn states_of(w: &Warrior) -> u64 {
    3 * (u64::from(w.profile.wounds()) + 1) * if w.frenzy { 2 } else { 1 } + 1
}

/// The budget: the product of every warrior's states.
pub fn states(team: &Team) -> u64 {
    team.a
        .iter()
        .chain(&team.b)
        .fold(1u64, |n, w| n.saturating_mul(states_of(w)))
}

/// The most work the exact fight may take (see [`work`]).
pub const MAX_WORK: u128 = 250_000_000;

/// The work of following `team` exactly in `passes` passes (the fight, then one more for each
/// follow-up followed, R-86): each pass carries every state through every turn, and works out
/// each state's turn once, at a cost that grows with the attacks struck in it — weighed as ten
/// turns' carrying each, as measured (three W10 A10 warriors against one: 31 s at 2 turns,
/// 64 s at 200). The state budget alone let a fight through that took a minute.
pub fn work(team: &Team, passes: usize) -> u128 {
    let attacks: u128 = team
        .a
        .iter()
        .chain(&team.b)
        .map(|w| u128::from(w.profile.attacks()) * if w.frenzy { 2 } else { 1 })
        .sum();
    u128::from(states(team))
        .saturating_mul(passes as u128)
        .saturating_mul(u128::from(team.turns) + 10 * attacks)
}

/// Refuses a fight whose [`work`] in `passes` passes is past [`MAX_WORK`].
fn check_work(team: &Team, passes: usize) -> Result<()> {
    let work = work(team, passes);
    if work > MAX_WORK {
        let followed = match passes {
            1 => String::new(),
            n => format!(" and {} follow-ups followed over it", n - 1),
        };
        return Err(error(
            format!(
                "the fight of up to {} states over {} turns{followed} is too much work to follow exactly in seconds ({work} steps, at most {MAX_WORK})",
                states(team),
                team.turns
            ),
            "fewer turns, warriors, wounds or attacks, or --simulate",
        ));
    }
    Ok(())
}

pub fn prepare(ruleset: &Ruleset, team: Team) -> Result<Prepared> {
    let (na, nb) = (team.a.len(), team.b.len());
    if na > 1 && nb > 1 {
        return Err(error(
            format!("{na} warriors on side A and {nb} on side B"),
            "several warriors on one side only: give one --a or one --b",
        ));
    }
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
    check_work(&team, 1)?;
    let pair = super::Duel {
        a: team.a[0].clone(),
        b: team.b[0].clone(),
        charger: team.charger,
        turns: team.turns,
    };
    // The checks and rulings of two warriors' duel, for each warrior against his opponent.
    let mut rulings: Vec<String> = vec!["R-55".into(), "R-56".into()];
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
    let mut prepared = Prepared {
        order: super::Order::of(ruleset).expect("close combat was checked"),
        team,
        warriors,
        sides,
        labels,
        kind,
        chains: HashMap::new(),
        fates: HashMap::new(),
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
        Men(self
            .warriors
            .iter()
            .map(|w| Some(Fighter::fresh(w)))
            .collect())
    }

    /// The side whose turn `turn` (from 1) is: the charger's first, A's with nobody charging.
    pub fn active(&self, turn: u32) -> Side {
        let first = self.team.charger.unwrap_or(Side::A);
        if turn % 2 == 1 { first } else { first.other() }
    }

    /// The start of a turn: every warrior of the active side recovers; returns who
    /// stood up.
    pub(super) fn recover(&self, men: &mut Men, side: Side) -> Vec<bool> {
        let mut stood = vec![false; men.0.len()];
        for (i, slot) in men.0.iter_mut().enumerate() {
            if self.sides[i] != side {
                continue;
            }
            if let Some(f) = slot {
                match f.pose {
                    Pose::Stunned => f.pose = Pose::KnockedDown,
                    Pose::KnockedDown => {
                        f.pose = Pose::Standing;
                        stood[i] = true;
                    }
                    Pose::Standing => {}
                }
            }
        }
        stood
    }

    /// The places of the standing warriors in this phase's strike order, earliest first, each
    /// with the warriors in it (R-43, R-47 through `duel::place`). The lone warrior's opponent
    /// strikes last (for "unless both have one") only when every one of the several in action
    /// does.
    pub fn places(&self, men: &Men, turn: u32, stood: &[bool]) -> Vec<Vec<usize>> {
        self.places_in_order(men, turn, stood).0
    }

    /// `places`, and whether friendly chargers of equal Initiative were put in the order given
    /// (the club, R-88) instead of rolling off.
    fn places_in_order(&self, men: &Men, turn: u32, stood: &[bool]) -> (Vec<Vec<usize>>, bool) {
        let standing: Vec<usize> = (0..men.0.len())
            .filter(|&i| men.0[i].is_some_and(|f| f.pose == Pose::Standing))
            .collect();
        let strikes = |i: usize| strikes_of(self.warriors[i].weapon.as_ref());
        let opponent = |i: usize| {
            let theirs: Vec<Strikes> = (0..men.0.len())
                .filter(|&j| self.sides[j] != self.sides[i] && men.0[j].is_some())
                .map(strikes)
                .collect();
            if !theirs.is_empty() && theirs.iter().all(|s| *s == Strikes::Last) {
                Strikes::Last
            } else {
                theirs.first().copied().unwrap_or(Strikes::InOrder)
            }
        };
        let charge = turn == 1 && self.team.charger.is_some();
        let place_of = |i: usize| -> Place {
            let me = Striker {
                initiative: self.warriors[i].profile.initiative(),
                strikes: strikes(i),
                charging: turn == 1 && self.team.charger == Some(self.sides[i]),
                stood_up: stood[i],
            };
            place(&self.order, &me, opponent(i), turn == 1, charge)
        };
        let mut sorted = standing;
        sorted.sort_by_key(|&i| (place_of(i), i));
        let mut places: Vec<Vec<usize>> = Vec::new();
        for i in sorted {
            match places.last_mut() {
                Some(p) if place_of(p[0]) == place_of(i) => p.push(i),
                _ => places.push(vec![i]),
            }
        }
        let split = owners_order(&self.order, &mut places, |p| {
            turn == 1 && p.iter().all(|&i| self.team.charger == Some(self.sides[i]))
        });
        (places, split)
    }

    /// Whom warrior `i` strikes: the lone warrior, or the one `Targets` picks of the several in
    /// action; `None` when none is.
    pub fn target(&self, men: &Men, i: usize) -> Option<usize> {
        let mut theirs =
            (0..men.0.len()).filter(|&j| self.sides[j] != self.sides[i] && men.0[j].is_some());
        match self.team.targets {
            Targets::First => theirs.next(),
            Targets::Weakest => theirs.min_by_key(|&j| {
                let f = men.0[j].expect("in action");
                let easy = match f.pose {
                    Pose::Stunned => 0,
                    Pose::KnockedDown => 1,
                    Pose::Standing => 2,
                };
                (easy, f.wounds, j)
            }),
        }
    }

    /// The chain of `i` striking `j` in the state they are in.
    pub(super) fn key(
        &self,
        men: &Men,
        i: usize,
        j: usize,
        turn: u32,
        lost: u8,
        struck: bool,
    ) -> Key {
        let (me, them) = (men.0[i].expect("a striker"), men.0[j].expect("a target"));
        Key {
            striker: self.kind[i],
            target: self.kind[j],
            first_turn: turn == 1,
            frenzied: me.frenzied,
            lost,
            pose: them.pose,
            wounds: them.wounds,
            parries: !struck,
        }
    }

    pub(super) fn chain(&mut self, key: Key) -> Result<&Chain> {
        if !self.chains.contains_key(&key) {
            let (me, them) = (&self.warriors[key.striker], &self.warriors[key.target]);
            let side = self.sides[key.striker];
            let attacker = me.attacker(
                key.first_turn,
                self.team.charger == Some(side),
                key.frenzied,
                key.lost,
            );
            let defender = loadout::Defender {
                parry: them.parry.filter(|_| key.parries),
                ..them.defender(key.wounds, key.pose)
            };
            let built = loadout::build(&self.ruleset, &attacker, &defender)
                .map_err(|e| e.context(self.labels[key.striker].clone()))?;
            self.chains.insert(key, built.chain);
        }
        Ok(&self.chains[&key])
    }

    fn fates(&mut self, key: Key) -> Result<Dist<Fate>> {
        if let Some(d) = self.fates.get(&key) {
            return Ok(d.clone());
        }
        let d = attack::fates(self.chain(key)?);
        self.fates.insert(key, d.clone());
        Ok(d)
    }

    /// What a strike of `i` on `j` did: `j` out (and his side with him, perhaps), or his new
    /// state, as two warriors' duel carries it over.
    pub(super) fn after(&self, men: &mut Men, i: usize, j: usize, fate: &Fate) -> Option<Side> {
        let slot = &mut men.0[j];
        let mut f = slot.expect("a target in action");
        match fate.status {
            Status::OutOfAction => {
                *slot = None;
                let side = self.sides[j];
                let all_out = (0..men.0.len()).all(|k| self.sides[k] != side || men.0[k].is_none());
                return all_out.then_some(self.sides[i]);
            }
            Status::KnockedDown => {
                f.pose = f.pose.max(Pose::KnockedDown);
                f.frenzied = false;
            }
            Status::Stunned => {
                f.pose = Pose::Stunned;
                f.frenzied = false;
            }
            Status::Unharmed | Status::Wounded => {}
        }
        f.wounds = fate.wounds_left;
        *slot = Some(f);
        None
    }

    /// One strike of warrior `i` in a phase under way; one knocked down, stunned or out of
    /// action earlier in the phase, or left with no attacks, does nothing.
    fn strike(
        &mut self,
        phase: &Phase,
        i: usize,
        turn: u32,
        share: &Ratio,
        mark: Option<&Mark>,
        out: &mut Vec<(Step, Ratio)>,
    ) -> Result<()> {
        let mut rest = phase.rest.clone();
        rest.retain(|&k| k != i);
        let standing = up(&phase.men, i);
        let target = self.target(&phase.men, i);
        let lost = match phase.lost[i] {
            AttacksLost::Nothing => Some(0),
            AttacksLost::Count(n) => Some(n),
            AttacksLost::All => None,
        };
        let (Some(j), Some(lost), true) = (target, lost, standing) else {
            let mut next = phase.clone();
            next.rest = rest;
            next.lost[i] = AttacksLost::Nothing;
            out.push((Node::Fighting(next), share.clone()));
            return Ok(());
        };
        let key = self.key(&phase.men, i, j, turn, lost, phase.struck[j]);
        let mark = mark.filter(|m| m.striker == self.sides[i]);
        for (fate, p) in self.fates(key)?.iter() {
            let mut next = phase.clone();
            next.rest = rest.clone();
            next.lost[i] = AttacksLost::Nothing;
            next.struck[j] = true;
            next.lost[j] = next.lost[j].max(fate.attacks_lost);
            let mut pq = share * &p;
            if let Some(mark) = mark {
                let harm = mark.harm(self.chain(key)?, fate);
                if !harm.is_zero() {
                    out.push((Node::Fighting(Phase::happened()), &pq * &harm));
                    pq = &pq * &harm.complement();
                }
            }
            match self.after(&mut next.men, i, j, fate) {
                Some(side) => out.push((Node::Won { side, turn }, pq)),
                None => {
                    let men = next.men.clone();
                    next.rest.retain(|&k| up(&men, k));
                    out.push((Node::Fighting(next), pq))
                }
            }
        }
        Ok(())
    }

    /// One turn from a state between turns: recovery, then the close-combat phase, place by
    /// place, the next striker of a place drawn evenly among those left in it; with a
    /// `mark`, a strike whose follow-up it follows happens ends in `Marked::Happened`.
    fn turn(
        &mut self,
        turn: u32,
        men: &Men,
        mark: Option<&Mark>,
    ) -> Result<Dist<Node<Marked<Men>>>> {
        let mut men = men.clone();
        let stood = self.recover(&mut men, self.active(turn));
        let places = self.places(&men, turn, &stood);
        let n = men.0.len();
        let mut now: Dist<Step> = Dist::certain(Node::Fighting(Phase {
            men,
            lost: vec![AttacksLost::Nothing; n],
            struck: vec![false; n],
            rest: Vec::new(),
            happened: false,
        }));
        for place in places {
            now = now.map(|s| match s {
                Node::Fighting(p) if !p.happened => Node::Fighting(Phase {
                    rest: place.clone(),
                    ..p.clone()
                }),
                won => won.clone(),
            });
            for _ in 0..place.len() {
                let mut items: Vec<(Step, Ratio)> = Vec::new();
                for (step, p) in now.iter() {
                    // A win, or the marked follow-up happened: nothing more to strike.
                    let phase = match step {
                        Node::Fighting(phase) if !phase.happened => phase,
                        _ => {
                            items.push((step.clone(), p));
                            continue;
                        }
                    };
                    // Those knocked down or stunned earlier in the phase strike no more: the
                    // next striker is drawn among the standing.
                    let able: Vec<usize> = phase
                        .rest
                        .iter()
                        .copied()
                        .filter(|&i| up(&phase.men, i))
                        .collect();
                    if able.is_empty() {
                        let done = Phase {
                            rest: Vec::new(),
                            ..phase.clone()
                        };
                        items.push((Node::Fighting(done), p));
                        continue;
                    }
                    let share = &p * &Ratio::new(1, able.len() as u64);
                    for &i in &able {
                        self.strike(phase, i, turn, &share, mark, &mut items)?;
                    }
                }
                now = Dist::from_probs(items).expect("a proper mixture");
            }
        }
        Ok(now.map(|s| match s {
            Node::Fighting(p) if p.happened => Node::Fighting(Marked::Happened),
            Node::Fighting(p) => Node::Fighting(Marked::Live(p.men.clone())),
            Node::Won { side, turn } => Node::Won {
                side: *side,
                turn: *turn,
            },
        }))
    }

    /// The exact fight over `turns` turns.
    pub fn exact(&mut self) -> Result<Outcome<Men>> {
        let outcome = self.marked(None)?;
        self.explored = true;
        Ok(Outcome {
            end: outcome.end.map(|n| match n {
                Node::Won { side, turn } => Node::Won {
                    side: *side,
                    turn: *turn,
                },
                Node::Fighting(Marked::Live(men)) => Node::Fighting(men.clone()),
                Node::Fighting(Marked::Happened) => unreachable!("nothing is marked"),
            }),
        })
    }

    /// The fight over `turns` turns, a strike with `mark`'s follow-up ending in
    /// `Marked::Happened`.
    fn marked(&mut self, mark: Option<&Mark>) -> Result<Outcome<Marked<Men>>> {
        let (turns, first) = (self.team.turns, self.active(1));
        let start = Marked::Live(self.start_men());
        forward(turns, start, first, |turn, s| match s {
            Marked::Live(men) => self.turn(turn, men, mark),
            Marked::Happened => Ok(Dist::certain(Node::Fighting(Marked::Happened))),
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
        check_work(&self.team, 1 + wanted.len())?;
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
