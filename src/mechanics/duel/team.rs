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
//! turns the warriors keep their places in the list: whom a policy picks among equals is the
//! first listed, so two alike in different states (one knocked down, one standing) are not
//! interchangeable once the first stands up.

use super::follow::{FollowUpChance, Mark, Marked, wanted};
use super::{
    AttacksLost, Chain, Dist, Fate, Fighter, Node, Outcome, Place, Pose, Ratio, Side, Status,
    Striker, Warrior, attack, forward, owners_order, place, strikes_of,
};
use crate::error::{Result, UserError};
use crate::mechanics::loadout;
use crate::prob::{Layer, Spread};
use crate::rules::Ruleset;
use crate::rules::weapons::Strikes;
use std::collections::HashMap;

/// The most warriors on a side.
pub const MOST: usize = 10;

/// The most states the exact fight may have to follow: the product over the warriors of the
/// states each can be in (pose × wounds left × frenzied, or out of action). Above it the fight
/// would take far more than seconds.
pub const MAX_STATES: u64 = 2_000_000;

/// The most states between turns the exact fight may meet (each a whole phase worked out
/// once for each kind of turn), a second guard counted as they are met.
const MAX_MET: usize = 60_000;

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
/// phase), who has been struck already (a parry meets the first striker only), and who is
/// still to strike in the current place of the strike order: each struck warrior by himself,
/// the unstruck by their group's count.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct Phase {
    men: Men,
    lost: Vec<AttacksLost>,
    struck: Vec<bool>,
    /// Struck warriors of the current place who are still to strike.
    known: Vec<bool>,
    /// (group, how many of its unstruck warriors are still to strike) for the current place's
    /// groups with any left; a group is named by its first warrior.
    counts: Vec<(u8, u8)>,
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
            known: Vec::new(),
            counts: Vec::new(),
            happened: true,
        }
    }

    /// `g`'s count of unstruck warriors still to strike, lowered by one.
    fn take(&mut self, g: u8) {
        let at = self
            .counts
            .iter()
            .position(|(k, _)| *k == g)
            .expect("a group with some left");
        self.counts[at].1 -= 1;
        if self.counts[at].1 == 0 {
            self.counts.remove(at);
        }
    }

    fn count(&self, g: u8) -> u8 {
        self.counts
            .iter()
            .find(|(k, _)| *k == g)
            .map_or(0, |(_, n)| *n)
    }
}

/// What a turn's phase fixes at its start: each warrior's group (the first warrior of his kind
/// in the same state who stood up alike; `None` when he is not standing).
struct Turn {
    number: u32,
    group: Vec<Option<u8>>,
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
    /// States between turns met so far (for `MAX_MET`).
    met: usize,
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
    let mut prepared = Prepared {
        order: super::Order::of(ruleset).expect("close combat was checked"),
        team,
        warriors,
        sides,
        labels,
        kind,
        met: 0,
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

    /// Whom warrior `i` strikes: while an enemy stands, one of the standing, else one of
    /// the downed, as `Targets` picks; `None` when no enemy is in action.
    pub fn target(&self, men: &Men, i: usize) -> Option<usize> {
        let theirs = || {
            (0..men.0.len()).filter(move |&j| self.sides[j] != self.sides[i] && men.0[j].is_some())
        };
        let anyone_up = theirs().any(|j| up(men, j));
        let mut pool = theirs().filter(|&j| up(men, j) == anyone_up);
        match self.team.targets {
            Targets::First => pool.next(),
            Targets::Weakest => pool.min_by_key(|&j| {
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

    /// The group of each standing warrior at a phase's start: the first warrior of his kind
    /// in the same state and the same place of the strike order (who stood up alike, and who
    /// were not put one after another in the order given, R-88).
    fn groups(&self, men: &Men, places: &[Vec<usize>]) -> Vec<Option<u8>> {
        let mut place_of = vec![usize::MAX; men.0.len()];
        for (k, place) in places.iter().enumerate() {
            for &i in place {
                place_of[i] = k;
            }
        }
        (0..men.0.len())
            .map(|i| {
                up(men, i).then(|| {
                    (0..=i)
                        .find(|&g| {
                            self.kind[g] == self.kind[i]
                                && men.0[g] == men.0[i]
                                && place_of[g] == place_of[i]
                        })
                        .expect("himself") as u8
                })
            })
            .collect()
    }

    /// The phase at the start of `place`: who of it is still to strike (every one standing).
    fn enter(&self, phase: &Phase, turn: &Turn, place: &[usize]) -> Phase {
        let mut next = phase.clone();
        next.known = vec![false; phase.men.0.len()];
        next.counts.clear();
        for &i in place {
            if !up(&phase.men, i) {
                continue;
            }
            if phase.struck[i] {
                next.known[i] = true;
            } else {
                let g = turn.group[i].expect("standing at the start");
                match next.counts.iter_mut().find(|(k, _)| *k == g) {
                    Some((_, n)) => *n += 1,
                    None => next.counts.push((g, 1)),
                }
            }
        }
        next.counts.sort_unstable();
        next
    }

    /// The next strike of the current place from `phase`: its striker drawn evenly among those
    /// still to strike and standing, then his strike; nobody left, the place is done.
    fn draw(
        &mut self,
        phase: &Phase,
        turn: &Turn,
        mark: Option<&Mark>,
        out: &mut Spread<Step>,
    ) -> Result<()> {
        // (striker, his group if unstruck) for each of those still to strike, with its weight.
        let mut choices: Vec<(usize, Option<u8>, u64)> = Vec::new();
        for &(g, n) in &phase.counts {
            let i = (0..phase.men.0.len())
                .find(|&i| turn.group[i] == Some(g) && !phase.struck[i])
                .expect("a group with some left has an unstruck warrior");
            choices.push((i, Some(g), u64::from(n)));
        }
        for i in 0..phase.men.0.len() {
            if phase.known[i] && up(&phase.men, i) {
                choices.push((i, None, 1));
            }
        }
        let total: u64 = choices.iter().map(|c| c.2).sum();
        if total == 0 {
            let done = out.share(&Ratio::one());
            out.to_share(Node::Fighting(phase.clone()), done);
            return Ok(());
        }
        for (i, group, weight) in choices {
            let mut next = phase.clone();
            match group {
                Some(g) => next.take(g),
                None => next.known[i] = false,
            }
            let share = Ratio::new(weight, total);
            self.strike(next, i, turn, &share, mark, out)?;
        }
        Ok(())
    }

    /// Warrior `i`'s strike in a phase under way (he is no longer to strike in it); one left
    /// with no attacks, or with nobody to strike, does nothing.
    fn strike(
        &mut self,
        mut phase: Phase,
        i: usize,
        turn: &Turn,
        share: &Ratio,
        mark: Option<&Mark>,
        out: &mut Spread<Step>,
    ) -> Result<()> {
        let target = self.target(&phase.men, i);
        let lost = match phase.lost[i] {
            AttacksLost::Nothing => Some(0),
            AttacksLost::Count(n) => Some(n),
            AttacksLost::All => None,
        };
        phase.lost[i] = AttacksLost::Nothing;
        let (Some(j), Some(lost)) = (target, lost) else {
            out.to(Node::Fighting(phase), share);
            return Ok(());
        };
        // An unstruck target of the current place: had he struck already? His group's count
        // says how many of its unstruck had not, and the order spread them evenly.
        let mut whether: Vec<(Phase, Ratio)> = Vec::new();
        match turn.group[j].filter(|_| !phase.struck[j]) {
            Some(g) if phase.count(g) > 0 => {
                let left = u64::from(phase.count(g));
                let of = (0..phase.men.0.len())
                    .filter(|&k| turn.group[k] == Some(g) && !phase.struck[k])
                    .count() as u64;
                let mut still = phase.clone();
                still.take(g);
                still.known[j] = true;
                whether.push((still, share * &Ratio::new(left, of)));
                if left < of {
                    whether.push((phase.clone(), share * &Ratio::new(of - left, of)));
                }
            }
            _ => whether.push((phase.clone(), share.clone())),
        }
        let key = self.key(&phase.men, i, j, turn.number, lost, phase.struck[j]);
        let mark = mark.filter(|m| m.striker == self.sides[i]);
        let fates = self.fates(key)?;
        for (before, p) in whether {
            for (fate, q) in fates.iter() {
                let mut next = before.clone();
                next.struck[j] = true;
                next.lost[j] = next.lost[j].max(fate.attacks_lost);
                let mut pq = &p * &q;
                if let Some(mark) = mark {
                    let harm = mark.harm(self.chain(key)?, fate);
                    if !harm.is_zero() {
                        out.to(Node::Fighting(Phase::happened()), &(&pq * &harm));
                        pq = &pq * &harm.complement();
                    }
                }
                match self.after(&mut next.men, i, j, fate) {
                    Some(side) => out.to(
                        Node::Won {
                            side,
                            turn: turn.number,
                        },
                        &pq,
                    ),
                    None => out.to(Node::Fighting(next), &pq),
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
        number: u32,
        men: &Men,
        mark: Option<&Mark>,
    ) -> Result<Dist<Node<Marked<Men>>>> {
        self.met += 1;
        if self.met > MAX_MET {
            return Err(error(
                format!(
                    "the fight meets more than {MAX_MET} states between turns, too many to follow exactly"
                ),
                "fewer warriors, fewer wounds or fewer --turns",
            ));
        }
        let mut men = men.clone();
        let stood = self.recover(&mut men, self.active(number));
        let places = self.places(&men, number, &stood);
        let turn = Turn {
            number,
            group: self.groups(&men, &places),
        };
        let n = men.0.len();
        let mut layer: Layer<Step> = Layer::certain(Node::Fighting(Phase {
            men,
            lost: vec![AttacksLost::Nothing; n],
            struck: vec![false; n],
            known: vec![false; n],
            counts: Vec::new(),
            happened: false,
        }));
        for place in places {
            let entered = layer.spread(|step, out: &mut Spread<Step>| match step {
                Node::Fighting(p) if !p.happened => {
                    out.to(Node::Fighting(self.enter(p, &turn, &place)), &Ratio::one())
                }
                other => out.to(other.clone(), &Ratio::one()),
            });
            layer = layer.apply(entered);
            for _ in 0..place.len() {
                let mut failed = None;
                let spread = layer.spread(|step, out| match step {
                    // A win, or the marked follow-up happened: nothing more to strike.
                    Node::Fighting(p) if !p.happened => {
                        if failed.is_none()
                            && let Err(e) = self.draw(p, &turn, mark, out)
                        {
                            failed = Some(e);
                        }
                    }
                    other => out.to(other.clone(), &Ratio::one()),
                });
                if let Some(e) = failed {
                    return Err(e);
                }
                layer = layer.apply(spread);
            }
        }
        let end = Dist::from_nat_weights(layer.weights().map(|(step, w)| {
            let node = match step {
                Node::Fighting(p) if p.happened => Node::Fighting(Marked::Happened),
                Node::Fighting(p) => Node::Fighting(Marked::Live(p.men.clone())),
                Node::Won { side, turn } => Node::Won {
                    side: *side,
                    turn: *turn,
                },
            };
            (node, w)
        }))
        .expect("a phase keeps its weight");
        debug_assert_eq!(end.denominator(), layer.denominator());
        Ok(end)
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
        self.met = 0;
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
