//! What `duel`'s two exact chains share — two warriors' (`mod.rs`, a turn as two strikes) and
//! several's (`team/`, a turn as a layer of phases) — written once: the fight's warriors
//! numbered (A's, then B's) with their sides and labels, the checks, rulings and attacks in
//! words before the fight starts, and every rule of a turn over them: the active side and its
//! recovery, the places of the strike order (R-43, R-47, R-88, the club's charge after a
//! climb), whom a warrior strikes (R-87, `Targets`), the chain of each strike (built once for
//! each striker's and target's kind and state) and its fates, and a fate's mark on the target.
//! A fight followed until a critical's follow-up happens is asked of either chain through
//! `Engine`, and the fight played die by die is one for both (`play.rs`).

use super::attack::{self, AttacksLost, Chain, Fate};
use super::follow::{FollowUpChance, Mark, Marked, wanted};
use super::loadout;
use super::{
    Fighter, Meter, Node, Order, Outcome, Place, Pose, Side, StrikeGroup, Striker, Warrior,
    owners_order, place, strikes_of,
};
use crate::error::{Result, UserError};
use crate::mechanics::test::TestKind;
use crate::prob::{Dist, FastMap, Ratio};
use crate::rules::Ruleset;
use crate::rules::weapons::Strikes;
use std::hash::{Hash, Hasher};
use std::rc::Rc;

/// A warrior's fear test before the first blow: 2D6 against his Leadership; failed, he
/// needs 6s to hit the fear-causer in the first turn.
#[derive(Debug, Clone, PartialEq)]
pub struct FearTest {
    pub warrior: usize,
    pub test: TestKind,
}

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

/// The chain of one strike: the striker and his target (their kinds), and the state they meet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Key {
    pub(super) striker: usize,
    pub(super) target: usize,
    pub(super) first_turn: bool,
    pub(super) frenzied: bool,
    /// Attacks a critical took from the striker earlier in this phase (never `All`: he does not
    /// strike then).
    pub(super) lost: u8,
    pub(super) pose: Pose,
    pub(super) wounds: u8,
    /// The target's parry counts: he has not been struck yet in this phase.
    pub(super) parries: bool,
    /// The striker failed his fear test and the target causes fear: 6s to hit.
    pub(super) afraid: bool,
}

impl Hash for Key {
    /// One write of the fields packed (looked up for every strike of every phase; a derived
    /// hash writes each field apart). Warriors number at most `team::SLOTS`.
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(
            self.striker as u64
                | (self.target as u64) << 8
                | u64::from(self.first_turn) << 16
                | u64::from(self.frenzied) << 17
                | u64::from(self.parries) << 18
                | u64::from(self.afraid) << 19
                | (self.pose as u64) << 20
                | u64::from(self.lost) << 24
                | u64::from(self.wounds) << 32,
        );
    }
}

/// A fight's warriors and the rules of its turns, with each strike's chain built once.
pub struct Fight {
    pub warriors: Vec<Warrior>,
    pub sides: Vec<Side>,
    /// Each warrior's label: `A`, or `A1`, `A2` … on a side of several.
    pub labels: Vec<String>,
    /// kind[i]: the first warrior identical to warrior i and on his side (a henchman group's).
    pub(super) kind: Vec<usize>,
    /// The side that charged, whose turn comes first; `None`: nobody charged, A's turn first.
    pub charger: Option<Side>,
    /// The charge needed a climb that lets its target strike first in the first turn (the
    /// club's rule, `target_strikes_first`).
    climb: bool,
    /// The fight is undecided after this many turns.
    pub turns: u32,
    pub targets: Targets,
    pub order: Order,
    ruleset: Ruleset,
    /// The work done so far, over the fight and its follow-ups.
    pub(super) meter: Rc<Meter>,
    pub(super) chains: FastMap<Key, Chain>,
    fates: FastMap<Key, Rc<[(Fate, Ratio)]>>,
    /// `chains` holds every strike the fight can meet (the exact fight has been worked out, or
    /// every chain was built before it).
    pub(super) explored: bool,
    pub rulings: Vec<String>,
    pub notes: Vec<String>,
    /// Each warrior's attacks in words against his first opponent, in the first turn and later.
    pub summary: Vec<(usize, bool, Vec<String>)>,
    /// The fear tests taken as the charge goes in.
    pub fears: Vec<FearTest>,
    /// The warriors who failed their fear test, a bit each, in the first turn being worked out
    /// (`Engine::opened`) or played.
    pub(super) afraid: u64,
}

/// Rulings by number, each once.
pub(super) fn sort_rulings(rulings: &mut Vec<String>) {
    rulings.sort_by_key(|id| {
        id.trim_start_matches("R-")
            .parse::<u32>()
            .unwrap_or(u32::MAX)
    });
    rulings.dedup();
}

/// The side whose turn `turn` (from 1) is: the charger's first, A's with nobody charging.
pub fn active(charger: Option<Side>, turn: u32) -> Side {
    let first = charger.unwrap_or(Side::A);
    if turn % 2 == 1 { first } else { first.other() }
}

impl Fight {
    /// The fight of `a` against `b` (at least one each), checked before it starts: each
    /// warrior's chain against his first opponent in every state the fight can bring them to,
    /// with its rulings, notes and attacks in words. In a fight of two those are all the chains
    /// it needs, and they are kept (`explored`); a fight of several builds its own as it meets
    /// them. `limit`: the work it may take until `limit_work` says otherwise.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn new(
        ruleset: &Ruleset,
        a: Vec<Warrior>,
        b: Vec<Warrior>,
        charger: Option<Side>,
        climbed: bool,
        turns: u32,
        targets: Targets,
        limit: u64,
    ) -> Result<Fight> {
        if ruleset.injury.is_none() || ruleset.close_combat.is_none() {
            return Err(UserError::new(format!(
                "duel needs injuries and close combat; ruleset {} has {}",
                ruleset.id,
                if ruleset.injury.is_none() {
                    "no injury table"
                } else {
                    "no close combat"
                }
            ))
            .hint("duel plays mordheim, mordheim-club or skirmish"));
        }
        let order = Order::of(ruleset).expect("close combat was checked");
        let (na, nb) = (a.len(), b.len());
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
        let warriors: Vec<Warrior> = a.into_iter().chain(b).collect();
        let kind = (0..warriors.len())
            .map(|i| {
                (0..=i)
                    .find(|&j| sides[j] == sides[i] && warriors[j] == warriors[i])
                    .expect("itself")
            })
            .collect();
        // The club's charge after a climb: the target strikes first in the first turn, unless
        // the charger's weapon strikes first then (a spear).
        let climb = climbed
            && order.rule.climbing_charge.is_some()
            && charger.is_some_and(|side| {
                let first = (0..warriors.len()).find(|&i| sides[i] == side);
                first.is_some_and(|i| {
                    strikes_of(warriors[i].weapon.as_ref()) != Strikes::FirstInFirstTurn
                })
            });
        let mut fight = Fight {
            warriors,
            sides,
            labels,
            kind,
            charger,
            climb,
            turns,
            targets,
            order,
            ruleset: ruleset.clone(),
            meter: Rc::new(Meter::new(limit)),
            chains: FastMap::default(),
            fates: FastMap::default(),
            explored: false,
            rulings: vec!["R-42".into(), "R-44".into()],
            notes: Vec::new(),
            summary: Vec::new(),
            fears: Vec::new(),
            afraid: 0,
        };
        fight.fear()?;
        fight.check()?;
        Ok(fight)
    }

    /// Before the fight: each warrior's chains against his first opponent and that opponent's
    /// against him, in the first turn and later, frenzied or not, with each number of attacks
    /// a critical can take from the striker, against each pose and wounds left; the rulings of
    /// the chains as given, and each warrior's notes and attacks in words against his first
    /// opponent.
    fn check(&mut self) -> Result<()> {
        let ruleset = self.ruleset.clone();
        self.rulings.extend(self.order.rule.rulings.iter().cloned());
        let n = self.n();
        let first_foe = |i: usize| (0..n).find(|&j| self.sides[j] != self.sides[i]);
        if (0..n).any(|i| first_foe(i).is_some_and(|j| self.rolls_off(i, j))) {
            self.rulings.push("R-9".into());
        }
        // The attacks a critical can take from a striker before he strikes (Kicked back: one);
        // all of them means he does not strike, which needs no chain.
        let mut losses: Vec<u8> = vec![0];
        for row in ruleset.critical_tables.iter().flat_map(|t| &t.rows) {
            if let AttacksLost::Count(n) = AttacksLost::of_row(row.target_loses_attacks)
                && !losses.contains(&n)
            {
                losses.push(n);
            }
        }
        let rows = || ruleset.critical_tables.iter().flat_map(|t| &t.rows);
        if rows().any(|r| r.target_loses_attacks.is_some()) {
            self.rulings.push("R-53".into());
        }
        let keep = n == 2;
        let mut pairs: Vec<(usize, usize)> = Vec::new();
        for i in 0..n {
            let Some(j) = first_foe(i) else { continue };
            for pair in [(i, j), (j, i)] {
                if !pairs.contains(&pair) {
                    pairs.push(pair);
                }
            }
        }
        for (i, j) in pairs {
            let own = first_foe(i) == Some(j);
            let (me, them) = (&self.warriors[i], &self.warriors[j]);
            let may_fear = self.may_fear(i, j);
            for (first_turn, afraid) in [(true, false), (true, true), (false, false)] {
                if afraid && !may_fear {
                    continue;
                }
                for frenzied in [false, true] {
                    if frenzied && !me.frenzy {
                        continue;
                    }
                    for &lost in &losses {
                        for pose in [Pose::Standing, Pose::KnockedDown, Pose::Stunned] {
                            for wounds in 0..=them.profile.wounds() {
                                let key = Key {
                                    striker: self.kind[i],
                                    target: self.kind[j],
                                    first_turn,
                                    frenzied,
                                    lost,
                                    pose,
                                    wounds,
                                    parries: true,
                                    afraid,
                                };
                                let built = self.build(key).map_err(|e| {
                                    e.context(format!(
                                        "{} striking {}",
                                        self.labels[i], self.labels[j]
                                    ))
                                })?;
                                let as_given = pose == Pose::Standing
                                    && wounds == them.profile.wounds()
                                    && frenzied == me.frenzy
                                    && lost == 0
                                    && !afraid;
                                if as_given {
                                    self.rulings.extend(built.rulings.iter().cloned());
                                }
                                if as_given && own {
                                    let label = &self.labels[i];
                                    self.notes.extend(
                                        built.notes.iter().map(|n| format!("{label}: {n}")),
                                    );
                                    self.summary.push((i, first_turn, built.summary.clone()));
                                }
                                if keep {
                                    self.chains.insert(key, built.chain);
                                }
                            }
                        }
                    }
                }
            }
        }
        self.explored = keep;
        sort_rulings(&mut self.rulings);
        self.notes.sort();
        self.notes.dedup();
        Ok(())
    }

    /// The warriors of both sides.
    pub fn n(&self) -> usize {
        self.warriors.len()
    }

    pub fn ruleset(&self) -> &Ruleset {
        &self.ruleset
    }

    /// Every warrior unhurt and standing, frenzied if he is.
    pub fn start_men(&self) -> super::Men {
        let mut men = super::Men::EMPTY;
        for (slot, w) in men.0.iter_mut().zip(&self.warriors) {
            *slot = Some(Fighter::fresh(w));
        }
        men
    }

    /// Whether the charge needed a climb that lets its target strike first in the first turn
    /// (the club: «útočí napadený vždy první», unless the charger's weapon strikes first then,
    /// a spear: «Pouze v případě, že má napadající bojovník kopí, bojuje automaticky první»).
    pub fn target_strikes_first(&self) -> bool {
        self.climb
    }

    /// The side whose turn `turn` (from 1) is.
    pub fn active(&self, turn: u32) -> Side {
        active(self.charger, turn)
    }

    /// The work from now on counted from `before` (the command's fights' so far), refused past
    /// `limit`.
    pub fn limit_work(&mut self, before: u64, limit: u64) {
        self.meter = Rc::new(Meter::starting(before, limit));
    }

    /// The work done so far, with that it was counted from (`limit_work`).
    pub fn work(&self) -> u64 {
        self.meter.spent()
    }

    /// The start of a turn: every warrior of the active side recovers; returns who
    /// stood up.
    pub(super) fn recover(&self, men: &mut [Option<Fighter>], side: Side) -> Vec<bool> {
        let mut stood = vec![false; self.n()];
        for (i, slot) in men.iter_mut().enumerate().take(self.n()) {
            if self.sides[i] == side
                && let Some(f) = slot
            {
                stood[i] = f.recover();
            }
        }
        stood
    }

    /// Whether warriors `i` and `j`, alone in a fight, can meet in the same place of the strike
    /// order, both standing, and roll off.
    fn rolls_off(&self, i: usize, j: usize) -> bool {
        [1, 2].iter().any(|&turn| {
            [None, Some(i), Some(j)].iter().any(|&stood_up| {
                let (places, _) =
                    self.places_of(&[i, j], |k| k == i || k == j, turn, |k| Some(k) == stood_up);
                places[0].len() == 2
            })
        })
    }

    /// The places of the standing warriors in this phase's strike order, earliest first, each
    /// with the warriors in it (R-43, R-47 through `duel::place`). The lone warrior's opponent
    /// strikes last (for "unless both have one") only when every one of the several in action
    /// does.
    pub fn places(&self, men: &[Option<Fighter>], turn: u32, stood: &[bool]) -> Vec<Vec<usize>> {
        self.places_in_order(men, turn, stood).0
    }

    /// `places`, and whether friendly chargers of equal Initiative were put in the order given
    /// (the club, R-88) instead of rolling off.
    pub(super) fn places_in_order(
        &self,
        men: &[Option<Fighter>],
        turn: u32,
        stood: &[bool],
    ) -> (Vec<Vec<usize>>, bool) {
        let standing: Vec<usize> = (0..self.n())
            .filter(|&i| men[i].is_some_and(|f| f.pose == Pose::Standing))
            .collect();
        self.places_of(&standing, |j| men[j].is_some(), turn, |i| stood[i])
    }

    /// The places of `standing` among the warriors `in_action`, as `places_in_order`.
    pub(super) fn places_of(
        &self,
        standing: &[usize],
        in_action: impl Fn(usize) -> bool,
        turn: u32,
        stood: impl Fn(usize) -> bool,
    ) -> (Vec<Vec<usize>>, bool) {
        let strikes = |i: usize| strikes_of(self.warriors[i].weapon.as_ref());
        let opponent = |i: usize| {
            let theirs: Vec<Strikes> = (0..self.n())
                .filter(|&j| self.sides[j] != self.sides[i] && in_action(j))
                .map(strikes)
                .collect();
            if !theirs.is_empty() && theirs.iter().all(|s| *s == Strikes::Last) {
                Strikes::Last
            } else {
                theirs.first().copied().unwrap_or(Strikes::InOrder)
            }
        };
        let charge = turn == 1 && self.charger.is_some();
        let climbed = turn == 1 && self.climb;
        let place_of = |i: usize| -> Place {
            let charger = self.charger == Some(self.sides[i]);
            let me = Striker {
                initiative: self.warriors[i].profile.initiative(),
                strikes: strikes(i),
                // After a climb the charger has no charger's place (R-43's group of the first).
                charging: turn == 1 && charger && !climbed,
                stood_up: stood(i),
            };
            let (group, initiative) = place(&self.order, &me, opponent(i), turn == 1, charge);
            // The target of a climbing charge strikes first «vždy», whatever his weapon; one
            // who strikes last by his Initiative 0 («vždy poslední») still does.
            let last_by_zero = self.order.zero_initiative_last && me.initiative == 0;
            let first = climbed && !charger && !me.stood_up && !last_by_zero;
            (if first { StrikeGroup::First } else { group }, initiative)
        };
        let mut sorted = standing.to_vec();
        sorted.sort_by_key(|&i| (place_of(i), i));
        let mut places: Vec<Vec<usize>> = Vec::new();
        for i in sorted {
            match places.last_mut() {
                Some(p) if place_of(p[0]) == place_of(i) => p.push(i),
                _ => places.push(vec![i]),
            }
        }
        let split = owners_order(&self.order, &mut places, |p| {
            turn == 1 && p.iter().all(|&i| self.charger == Some(self.sides[i]))
        });
        (places, split)
    }

    /// Whom warrior `i` strikes: while an enemy stands, one of the standing, else one of
    /// the downed, as `Targets` picks; `None` when no enemy is in action.
    pub fn target(&self, men: &[Option<Fighter>], i: usize) -> Option<usize> {
        let theirs =
            || (0..self.n()).filter(move |&j| self.sides[j] != self.sides[i] && men[j].is_some());
        let anyone_up = theirs().any(|j| up(men, j));
        let mut pool = theirs().filter(|&j| up(men, j) == anyone_up);
        match self.targets {
            Targets::First => pool.next(),
            Targets::Weakest => pool.min_by_key(|&j| {
                let f = men[j].expect("in action");
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
        men: &[Option<Fighter>],
        i: usize,
        j: usize,
        turn: u32,
        lost: u8,
        struck: bool,
    ) -> Key {
        let (me, them) = (men[i].expect("a striker"), men[j].expect("a target"));
        Key {
            striker: self.kind[i],
            target: self.kind[j],
            first_turn: turn == 1,
            frenzied: me.frenzied,
            lost,
            pose: them.pose,
            wounds: them.wounds,
            parries: !struck,
            afraid: turn == 1 && self.afraid >> i & 1 == 1 && self.warriors[j].fear,
        }
    }

    /// The chain of a strike, built from the striker's and target's warriors (R-53's attacks
    /// lost, frenzy, the charge, the target's pose, wounds and parry).
    fn build(&self, key: Key) -> Result<loadout::Built> {
        let (me, them) = (&self.warriors[key.striker], &self.warriors[key.target]);
        let side = self.sides[key.striker];
        let attacker = loadout::Attacker {
            needs_six: key.afraid,
            ..me.attacker(
                key.first_turn,
                self.charger == Some(side),
                key.frenzied,
                key.lost,
            )
        };
        let defender = loadout::Defender {
            parry: them.parry.filter(|_| key.parries),
            ..them.defender(key.wounds, key.pose)
        };
        loadout::build(&self.ruleset, &attacker, &defender)
    }

    pub(super) fn chain(&mut self, key: Key) -> Result<&Chain> {
        if !self.chains.contains_key(&key) {
            let built = self
                .build(key)
                .map_err(|e| e.context(self.labels[key.striker].clone()))?;
            self.chains.insert(key, built.chain);
        }
        Ok(&self.chains[&key])
    }

    /// The fates of a strike with its chances, worked out once for each chain.
    pub(super) fn fates(&mut self, key: Key) -> Result<Rc<[(Fate, Ratio)]>> {
        if let Some(d) = self.fates.get(&key) {
            return Ok(d.clone());
        }
        let d: Rc<[(Fate, Ratio)]> = attack::fates(self.chain(key)?)
            .iter()
            .map(|(f, p)| (*f, p))
            .collect();
        self.fates.insert(key, d.clone());
        Ok(d)
    }

    /// What a strike of `i` on `j` did: `j` out (and his side with him, perhaps: then `i`'s
    /// side has won), or his new state.
    pub(super) fn after(
        &self,
        men: &mut [Option<Fighter>],
        i: usize,
        j: usize,
        fate: &Fate,
    ) -> Option<Side> {
        let slot = &mut men[j];
        *slot = slot.expect("a target in action").after(fate);
        if slot.is_some() {
            return None;
        }
        let side = self.sides[j];
        let all_out = (0..self.n()).all(|k| self.sides[k] != side || men[k].is_none());
        all_out.then_some(self.sides[i])
    }

    /// The chains the fight meets, in a fixed order (so that the answer lists their follow-ups
    /// the same way every time).
    fn keys(&self) -> Vec<Key> {
        let mut keys: Vec<Key> = self.chains.keys().copied().collect();
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
                k.afraid,
            )
        });
        keys
    }
}

/// Warrior `i` of `men` (a state's slots, or a phase's) is in action and on his feet.
pub(super) fn up(men: &[Option<Fighter>], i: usize) -> bool {
    men[i].is_some_and(|f| f.pose == Pose::Standing)
}

/// An exact chain of a fight: two warriors' or several's, over the fight's states between
/// turns (`State`).
pub trait Engine {
    type State: Ord + Clone;

    fn fight(&self) -> &Fight;

    fn fight_mut(&mut self) -> &mut Fight;

    /// The exact fight over its turns; refused past the work's limit (`Fight::limit_work`).
    fn exact(&mut self) -> Result<Outcome<Self::State>>;

    /// The fight over its turns, a strike with `mark`'s follow-up ending in
    /// `Marked::Happened`.
    #[doc(hidden)]
    fn marked(&mut self, mark: Option<&Mark>) -> Result<Outcome<Marked<Self::State>>>;

    /// Each side's follow-ups (those its warriors' strikes can set going, by row id), each
    /// followed over the fight: the chance that the side's warriors set it going at least once
    /// with its harm and the victim still in action after that strike.
    fn follow_ups(&mut self) -> Result<Vec<FollowUpChance>> {
        // The follow-ups are those of the strikes the fight meets: all of them, once explored.
        if !self.fight().explored {
            self.exact()?;
        }
        let fight = self.fight();
        let wanted = wanted(
            fight
                .keys()
                .iter()
                .map(|k| (fight.sides[k.striker], &fight.chains[k])),
        );
        // Each follow-up is the fight again: refused now if they would be past the budget.
        let meter = fight.meter.clone();
        let (own, at) = (meter.own(), meter.spent());
        meter.spend(own.saturating_mul(wanted.len() as u64))?;
        // Then counted as done, without a limit, for the command's later fights.
        self.fight_mut().meter = Rc::new(Meter::starting(at, u64::MAX));
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

    /// Turn `turn` worked out by `play`: the first over each outcome of the fear tests,
    /// mixed by its chance; any other as it is.
    fn opened<T: Ord + Clone>(
        &mut self,
        turn: u32,
        mut play: impl FnMut(&mut Self) -> Result<Dist<T>>,
    ) -> Result<Dist<T>>
    where
        Self: Sized,
    {
        let outcomes = self.fight().fear_outcomes();
        if turn != 1 || outcomes.len() == 1 {
            return play(self);
        }
        let mut mixed = Vec::new();
        for (bits, p) in outcomes {
            self.fight_mut().set_afraid(bits);
            let d = play(self);
            self.fight_mut().set_afraid(0);
            mixed.extend(d?.iter().map(|(t, q)| (t.clone(), &p * &q)));
        }
        Ok(Dist::from_probs(mixed).expect("a proper mixture"))
    }

    /// Plays one fight with dice; `log` receives what happened, turn by turn.
    fn play(
        &mut self,
        dice: &mut impl attack::Dice,
        log: Option<&mut Vec<String>>,
    ) -> Result<Node<super::Men>> {
        self.fight_mut().play(dice, log)
    }
}
