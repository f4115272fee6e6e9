//! `duel`: two warriors fight until one is out of action — the whole fight, turn after turn, as
//! an exact Markov chain over (wounds, standing / knocked down / stunned) of both sides, and
//! played die by die for `--simulate` and `--roll`, under the same model:
//!
//! * turns alternate, the charger's side first; a turn begins with the active side's recovery
//!   (stunned → knocked down, knocked down → stands up and strikes last this turn);
//! * in each close-combat phase the standing warriors strike in the ruleset's order
//!   (`StrikeOrder`): Mordheim's first-turn strikers (the charger, a spear), then the rest, then
//!   those who strike last (stood up this turn, a double-handed weapon; the club's I 0), R-43;
//!   wfb's and skirmish's charger first in the first round, a double-handed weapon last even
//!   charging unless both have one, R-47; by
//!   Initiative within each group, equal Initiative rolled off; one knocked down or
//!   stunned earlier in the phase does not strike, and one whose attacks a critical took
//!   (the club's Unbalanced, Grappled, Kicked back) strikes with fewer or none;
//! * each side's attacks are `odds`' chain (`attack`), against the other standing, knocked down
//!   (hits automatic, any unsaved wound takes him out; the club: the one that takes his wounds
//!   left to 0) or stunned (out of action when attacked); wounds carry over, and a warrior at 0
//!   wounds who stood up rolls injury on every wound.
//!
//! Two warriors' exact chain is here, a turn as at most two strikes; several's is in `team/`, a
//! turn as a layer of phases. Both are the same fight under the same rules, written once in
//! `engine.rs` (the warriors numbered, the strike order, the targets, the chains, the
//! follow-ups' passes) and `play.rs` (the fight played die by die). The two-warrior chain is
//! the smallest fight's shortcut: the phases give it the same exact answer, but took 7 to 12 %
//! longer on the benches' two fights of two (issue 37 allows no slowing past a tenth).

use super::attack::{self, AttacksLost, Dice, Fate, TargetState};
use super::loadout::{self, Attacker, Defender, ParryWith};
use super::profile::Profile;
use super::save::Armour;
use crate::error::Result;
use crate::prob::{Dist, FastMap, Ratio};
use crate::rules::weapons::{Parries, Weapon};
use crate::rules::{Ruleset, Status};

mod engine;
mod fear;
mod follow;
mod forward;
mod play;
mod strike_order;
pub mod team;

pub use engine::FearTest;
use engine::Key;
pub use engine::{Engine, Fight, Targets, active};
pub use follow::{FollowUpChance, Mark, Marked};
pub use forward::Meter;
pub(crate) use forward::{Ends, ends_of, forward};
use std::hash::{Hash, Hasher};
pub use strike_order::{Order, Place, StrikeGroup, Striker, owners_order, place, strikes_of};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Side {
    A,
    B,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::A => Side::B,
            Side::B => Side::A,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Side::A => "A",
            Side::B => "B",
        }
    }
}

/// One warrior: his profile and what he carries.
#[derive(Debug, Clone, PartialEq)]
pub struct Warrior {
    pub profile: Profile,
    pub weapon: Option<Weapon>,
    pub offhand: Option<Weapon>,
    pub armour: Armour,
    pub shield: bool,
    pub helmet: bool,
    pub parry: Option<ParryWith>,
    pub frenzy: bool,
    pub hatred: bool,
    /// He causes fear: charged by him, his enemy may have to test first.
    pub fear: bool,
    /// A ward save N+ against each wound after armour.
    pub ward: Option<u8>,
    /// A swarm (skirmish): no injury roll, out of action when its wounds reach 0.
    pub swarm: bool,
}

impl Warrior {
    /// A warrior with his bare profile: no weapon preset, armour or skills.
    pub fn new(profile: Profile) -> Self {
        Warrior {
            profile,
            weapon: None,
            offhand: None,
            armour: Armour::None,
            shield: false,
            helmet: false,
            parry: None,
            frenzy: false,
            hatred: false,
            fear: false,
            ward: None,
            swarm: false,
        }
    }

    /// The parry his weapons give when none is given: a sword, a buckler, both, or two swords
    /// (what each ruleset makes of two: §1.8, R-22).
    pub fn parry_of_weapons(&self) -> Option<ParryWith> {
        let kinds: Vec<Parries> = self
            .weapon
            .iter()
            .chain(&self.offhand)
            .filter_map(|w| w.parry)
            .collect();
        let swords = kinds.iter().filter(|k| **k == Parries::Sword).count();
        let buckler = kinds.contains(&Parries::Buckler);
        match (swords, buckler) {
            (1.., true) => Some(ParryWith::SwordAndBuckler),
            (2.., false) => Some(ParryWith::TwoSwords),
            (1, false) => Some(ParryWith::Sword),
            (0, true) => Some(ParryWith::Buckler),
            (_, false) => None,
        }
    }

    /// He carries a buckler: in his off hand, or in the parry given for him.
    pub fn carries_buckler(&self) -> bool {
        self.offhand
            .as_ref()
            .is_some_and(|w| w.parry == Some(Parries::Buckler))
            || matches!(
                self.parry,
                Some(ParryWith::Buckler | ParryWith::SwordAndBuckler)
            )
    }

    fn attacker(&self, first_turn: bool, charging: bool, frenzied: bool, lost: u8) -> Attacker {
        let p = &self.profile;
        Attacker {
            attacks_lost: u32::from(lost),
            weapon: self.weapon.clone(),
            offhand: self.offhand.clone(),
            frenzy: frenzied,
            hatred: self.hatred,
            round: if first_turn { 1 } else { 2 },
            charging,
            ..Attacker::melee(p.ws(), p.strength(), u32::from(p.attacks()))
        }
    }

    fn defender(&self, wounds_left: u8, pose: Pose) -> Defender {
        let p = &self.profile;
        Defender {
            strength: Some(p.strength()),
            shield: self.shield,
            helmet: self.helmet,
            parry: self.parry,
            state: pose.target_state(),
            weapon: self.weapon.clone(),
            ward: self.ward,
            swarm: self.swarm,
            buckler: self.carries_buckler(),
            ..Defender::standing(p.ws(), p.toughness(), wounds_left, self.armour.clone())
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Pose {
    Standing,
    KnockedDown,
    Stunned,
}

impl Pose {
    fn target_state(self) -> TargetState {
        match self {
            Pose::Standing => TargetState::Standing,
            Pose::KnockedDown => TargetState::KnockedDown,
            Pose::Stunned => TargetState::Stunned,
        }
    }
}

/// The most warriors on a side.
pub const MOST: usize = 10;

/// Room for every warrior of both sides.
pub const SLOTS: usize = 2 * MOST;

/// Every warrior between two turns, A's first, then B's: `None` is out of action (and every
/// slot past the last warrior).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Men(pub [Option<Fighter>; SLOTS]);

impl Men {
    pub(in crate::mechanics::duel) const EMPTY: Men = Men([None; SLOTS]);
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

/// One warrior between two turns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Fighter {
    pub wounds: u8,
    pub pose: Pose,
    /// Frenzy lasts until he is knocked down or stunned (RULES.md §1.15).
    pub frenzied: bool,
}

impl Fighter {
    fn fresh(w: &Warrior) -> Fighter {
        Fighter {
            wounds: w.profile.wounds(),
            pose: Pose::Standing,
            frenzied: w.frenzy,
        }
    }

    /// The start of his side's turn: stunned comes to knocked down, knocked down stands
    /// up (and strikes last this turn). Returns whether he stood up.
    fn recover(&mut self) -> bool {
        match self.pose {
            Pose::Stunned => {
                self.pose = Pose::KnockedDown;
                false
            }
            Pose::KnockedDown => {
                self.pose = Pose::Standing;
                true
            }
            Pose::Standing => false,
        }
    }

    /// What a strike that ended in `fate` left of him: `None` out of action; knocked down or
    /// stunned ends his frenzy (RULES.md §1.15); his wounds as the strike left them.
    fn after(mut self, fate: &Fate) -> Option<Fighter> {
        match fate.status {
            Status::OutOfAction => return None,
            Status::KnockedDown => {
                self.pose = self.pose.max(Pose::KnockedDown);
                self.frenzied = false;
            }
            Status::Stunned => {
                self.pose = Pose::Stunned;
                self.frenzied = false;
            }
            Status::Unharmed | Status::Wounded => {}
        }
        self.wounds = fate.wounds_left;
        Some(self)
    }
}

/// Both warriors between two turns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct State {
    pub a: Fighter,
    pub b: Fighter,
}

impl State {
    fn get(&self, side: Side) -> Fighter {
        match side {
            Side::A => self.a,
            Side::B => self.b,
        }
    }

    fn set(&mut self, side: Side, f: Fighter) {
        match side {
            Side::A => self.a = f,
            Side::B => self.b = f,
        }
    }
}

/// Where the fight is: going on (in a state between turns: `State` for two warriors, a
/// `team::Team` for several), or won by a side in a turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Node<S = State> {
    Won { side: Side, turn: u32 },
    Fighting(S),
}

impl<S: std::hash::Hash> std::hash::Hash for Node<S> {
    /// A win in one write, a fight going on as its state alone: a derived hash writes the
    /// variant first, one more round of the hasher for every edge of a fight's phase (a win
    /// and a state hashing alike only costs a comparison).
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        match self {
            Node::Won { side, turn } => {
                state.write_u64(u64::from(*turn) << 1 | u64::from(*side == Side::B))
            }
            Node::Fighting(s) => s.hash(state),
        }
    }
}

/// A fight to resolve.
#[derive(Debug, Clone, PartialEq)]
pub struct Duel {
    pub a: Warrior,
    pub b: Warrior,
    /// The side that charged, whose turn comes first; `None`: nobody charged, A's turn first.
    pub charger: Option<Side>,
    /// The charger had to climb (or use a ladder) to reach his target: where the ruleset has
    /// the club's rule, the target strikes first in the first turn unless the charger has a
    /// spear (`duel --climbed`).
    pub climbed: bool,
    /// The fight is undecided after this many turns.
    pub turns: u32,
}

impl Duel {
    pub fn warrior(&self, side: Side) -> &Warrior {
        match side {
            Side::A => &self.a,
            Side::B => &self.b,
        }
    }

    /// Both standing, unhurt, frenzied if they are.
    fn start(&self) -> State {
        State {
            a: Fighter::fresh(&self.a),
            b: Fighter::fresh(&self.b),
        }
    }
}

/// Two warriors' fight with every attack chain it can need, built and checked before it
/// starts (`Fight`).
pub struct Prepared {
    pub duel: Duel,
    pub fight: Fight,
    /// Each chain's fates as a distribution, for the two strikes of a turn.
    fates: FastMap<Key, Dist<Fate>>,
}

/// The exact answer.
#[derive(Debug, Clone, PartialEq)]
pub struct Outcome<S = State> {
    /// `Won` for every side and turn, and `Fighting` states for the undecided rest.
    pub end: Dist<Node<S>>,
}

impl<S: Ord + Clone> Outcome<follow::Marked<S>> {
    /// A fight run with nothing marked (`exact`), as the plain outcome of its states.
    pub(crate) fn unmarked(&self) -> Outcome<S> {
        Outcome {
            end: self.end.map(|n| match n {
                Node::Won { side, turn } => Node::Won {
                    side: *side,
                    turn: *turn,
                },
                Node::Fighting(follow::Marked::Live(s)) => Node::Fighting(s.clone()),
                Node::Fighting(follow::Marked::Happened) => unreachable!("nothing is marked"),
            }),
        }
    }
}

impl<S: Ord + Clone> Outcome<S> {
    pub fn wins(&self, side: Side) -> Ratio {
        self.end
            .prob_where(|n| matches!(n, Node::Won { side: s, .. } if *s == side))
    }

    pub fn undecided(&self) -> Ratio {
        self.end.prob_where(|n| matches!(n, Node::Fighting(_)))
    }

    /// The turn the fight ends in; `None` for undecided.
    pub fn turns(&self) -> Dist<Option<u32>> {
        self.end.map(|n| match n {
            Node::Won { turn, .. } => Some(*turn),
            Node::Fighting(_) => None,
        })
    }

    /// The turn of the end among the fights that end; `None` when none do.
    pub fn decided_turns(&self) -> Option<Dist<i64>> {
        let decided = self.turns().condition(|t| t.is_some())?;
        Some(decided.map(|t| i64::from(t.unwrap_or(0))))
    }
}

/// Two warriors' fight, checked before it starts (`Fight::new`, every chain built); its work
/// is not limited unless `Fight::limit_work` says so.
pub fn prepare(ruleset: &Ruleset, duel: Duel) -> Result<Prepared> {
    let fight = Fight::new(
        ruleset,
        vec![duel.a.clone()],
        vec![duel.b.clone()],
        duel.charger,
        duel.climbed,
        duel.turns,
        Targets::First,
        u64::MAX,
    )?;
    Ok(Prepared {
        duel,
        fight,
        fates: FastMap::default(),
    })
}

/// A side's warrior's number in a fight of two.
fn number(side: Side) -> usize {
    match side {
        Side::A => 0,
        Side::B => 1,
    }
}

/// What a strike did to the target: he is out (the striker wins), or his new state.
fn after_strike(mut state: State, striker: Side, turn: u32, fate: &Fate) -> Node {
    let target = striker.other();
    match state.get(target).after(fate) {
        None => Node::Won {
            side: striker,
            turn,
        },
        Some(f) => {
            state.set(target, f);
            Node::Fighting(state)
        }
    }
}

impl Prepared {
    fn key(&self, striker: Side, turn: u32, state: &State, lost: u8) -> Key {
        let men = [Some(state.a), Some(state.b)];
        let (i, j) = (number(striker), number(striker.other()));
        // Each is struck once a phase at most: his parry always counts.
        self.fight.key(&men, i, j, turn, lost, false)
    }

    /// Who strikes first when both stand in `turn`: `None` when it is rolled off.
    pub fn first_striker(&self, turn: u32, stood_up: Option<Side>) -> Option<Side> {
        let fight = &self.fight;
        let (places, _) = fight.places_of(
            &[0, 1],
            |_| true,
            turn,
            |i| stood_up == Some(fight.sides[i]),
        );
        match places[0][..] {
            [first] => Some(fight.sides[first]),
            _ => None,
        }
    }

    fn fates(&mut self, key: Key) -> Result<Dist<Fate>> {
        if let Some(d) = self.fates.get(&key) {
            return Ok(d.clone());
        }
        let d = Dist::from_probs(self.fight.fates(key)?.iter().cloned()).expect("a strike's fates");
        self.fates.insert(key, d.clone());
        Ok(d)
    }

    /// One strike, with the attacks it took from the target for the rest of the phase; a
    /// striker who lost all his attacks does nothing. With a `mark`, a strike whose follow-up
    /// it follows happens goes to `Marked::Happened` instead.
    fn strike(
        &mut self,
        striker: Side,
        turn: u32,
        state: State,
        lost: AttacksLost,
        mark: Option<&Mark>,
    ) -> Result<Dist<(Node<Marked<State>>, AttacksLost)>> {
        let lost = match lost {
            AttacksLost::All => {
                return Ok(Dist::certain((
                    Node::Fighting(Marked::Live(state)),
                    AttacksLost::Nothing,
                )));
            }
            AttacksLost::Count(n) => n,
            AttacksLost::Nothing => 0,
        };
        let key = self.key(striker, turn, &state, lost);
        let fates = self.fates(key)?;
        let live = |fate: &Fate| {
            let node = match after_strike(state, striker, turn, fate) {
                Node::Fighting(s) => Node::Fighting(Marked::Live(s)),
                Node::Won { side, turn } => Node::Won { side, turn },
            };
            (node, fate.attacks_lost)
        };
        Ok(match mark.filter(|m| m.striker == striker) {
            None => fates.map(live),
            Some(m) => {
                let chain = self.fight.chain(key)?;
                fates.bind(|fate| m.split(chain, fate, live(fate)))
            }
        })
    }

    /// One turn from a state between turns: recovery, then the close-combat phase.
    fn turn(
        &mut self,
        turn: u32,
        mut state: State,
        mark: Option<&Mark>,
    ) -> Result<Dist<Node<Marked<State>>>> {
        let side = self.fight.active(turn);
        let mut f = state.get(side);
        let stood_up = f.recover().then_some(side);
        state.set(side, f);
        let standing = |s: Side| state.get(s).pose == Pose::Standing;
        let alone = |me: &mut Self, side: Side| {
            Ok(me
                .strike(side, turn, state, AttacksLost::Nothing, mark)?
                .map(|(node, _)| *node))
        };
        match (standing(Side::A), standing(Side::B)) {
            (true, true) => {
                let orders = match self.first_striker(turn, stood_up) {
                    Some(side) => Dist::certain(side),
                    // the roll-off is re-rolled until someone wins: an even chance.
                    None => Dist::from_weights([(Side::A, 1), (Side::B, 1)]).expect("two sides"),
                };
                let mut out: Vec<(Node<Marked<State>>, Ratio)> = Vec::new();
                for (first, p) in orders.iter() {
                    let first = *first;
                    let after = self.strike(first, turn, state, AttacksLost::Nothing, mark)?;
                    for ((node, lost), q) in after.iter() {
                        let pq = &p * &q;
                        match *node {
                            Node::Fighting(Marked::Live(s))
                                if s.get(first.other()).pose == Pose::Standing =>
                            {
                                for ((last, _), r) in
                                    self.strike(first.other(), turn, s, *lost, mark)?.iter()
                                {
                                    out.push((*last, &pq * &r));
                                }
                            }
                            n => out.push((n, pq)),
                        }
                    }
                }
                Ok(Dist::from_probs(out).expect("a proper mixture"))
            }
            (true, false) => alone(self, Side::A),
            (false, true) => alone(self, Side::B),
            (false, false) => Ok(Dist::certain(Node::Fighting(Marked::Live(state)))),
        }
    }
}

impl Engine for Prepared {
    type State = State;

    fn fight(&self) -> &Fight {
        &self.fight
    }

    fn fight_mut(&mut self) -> &mut Fight {
        &mut self.fight
    }

    fn exact(&mut self) -> Result<Outcome> {
        Ok(self.marked(None)?.unmarked())
    }

    fn marked(&mut self, mark: Option<&Mark>) -> Result<Outcome<Marked<State>>> {
        let (turns, start) = (self.duel.turns, Marked::Live(self.duel.start()));
        let meter = self.fight.meter.clone();
        forward(turns, start, Clone::clone, &meter, |turn, s| {
            Ok(ends_of(&match s {
                Marked::Live(state) => {
                    let state = *state;
                    self.opened(turn, |me| me.turn(turn, state, mark))?
                }
                Marked::Happened => Dist::certain(Node::Fighting(Marked::Happened)),
            }))
        })
    }
}

#[cfg(test)]
mod tests;
