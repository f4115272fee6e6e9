//! The independent oracle of `duel` with several warriors on one side or both, shared by
//! `duel_team_oracle` and `follow_ups_team`.
//!
//! Every strike is the enumeration of every die (`common::enumerate`, the oracle of `odds`),
//! kept as (status, wounds left, whether the followed follow-up happened); the fight is a
//! backward recursion over turns written from the rules — R-42's turn (the active side's
//! warriors recover, then every standing warrior strikes once), R-43's groups (the charger and
//! a spear first in turn 1, one who stood up this turn last, Initiative within a group), a
//! place shared by several warriors taken over EVERY order of them, each equally likely (R-9;
//! the engine draws the next striker instead), each striker's target picked by the policy's
//! words, and his parry allowed only to the first who strikes him in the phase (§1.8). A
//! followed follow-up (R-86: a side's critical row, by id, doing its harm with its victim in
//! action) ends the fight in `happened`, which the engine follows forwards with an absorbing
//! state.

use super::enumerate::{enumerate_at_most, harmed};
use std::collections::HashMap;
use warband::mechanics::attack::{self, AttacksLost, TargetState};
use warband::mechanics::duel::team::{Targets, Team};
use warband::mechanics::duel::{Side, Warrior};
use warband::mechanics::loadout::{self, Attacker, Defender};
use warband::prob::Ratio;
use warband::rules::{Ruleset, Status};

pub const MAX_LEAVES: usize = 3_000_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Pose {
    Stunned,
    KnockedDown,
    Standing,
}

/// One warrior between strikes: wounds left and pose; `None` in `Army` is out of action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Man {
    wounds: u8,
    pose: Pose,
}

type Army = Vec<Option<Man>>;

/// `wins[side][t]`: the chance `side` (0 = A, 1 = B) wins in turn t; and the undecided rest.
#[derive(Debug, Clone)]
pub struct Value {
    pub wins: [Vec<Ratio>; 2],
    pub undecided: Ratio,
    /// The followed follow-up happened (then the fight is followed no further).
    pub happened: Ratio,
}

impl Value {
    fn zero(turns: u32) -> Value {
        let none = vec![Ratio::zero(); turns as usize + 1];
        Value {
            wins: [none.clone(), none],
            undecided: Ratio::zero(),
            happened: Ratio::zero(),
        }
    }

    fn add_scaled(&mut self, p: &Ratio, later: &Value) {
        for side in 0..2 {
            for (mine, theirs) in self.wins[side].iter_mut().zip(&later.wins[side]) {
                *mine = &*mine + &(p * theirs);
            }
        }
        self.undecided = &self.undecided + &(p * &later.undecided);
        self.happened = &self.happened + &(p * &later.happened);
    }
}

enum End {
    Won(usize),
    Happened,
    Next(Army),
}

/// (striker, target, first turn, target's pose, wounds left, his parry counts).
type StrikeKey = (usize, usize, bool, Pose, u8, bool);

pub struct Oracle {
    ruleset: Ruleset,
    team: Team,
    /// The follow-up followed: the side (0 A, 1 B) whose strikes set it going, and its row's id.
    mark: Option<(usize, String)>,
    /// Side of each warrior (0 = A, 1 = B), A's listed first.
    side: Vec<usize>,
    men: Vec<Warrior>,
    strikes: HashMap<StrikeKey, Vec<(Ratio, Status, u8, bool)>>,
    values: HashMap<(u32, Army), Value>,
}

impl Oracle {
    pub fn new(ruleset: Ruleset, team: Team, mark: Option<(usize, String)>) -> Oracle {
        let men: Vec<Warrior> = team.a.iter().chain(&team.b).cloned().collect();
        let side = (0..men.len())
            .map(|i| usize::from(i >= team.a.len()))
            .collect();
        Oracle {
            ruleset,
            team,
            mark,
            side,
            men,
            strikes: HashMap::new(),
            values: HashMap::new(),
        }
    }

    fn charger(&self) -> Option<usize> {
        self.team.charger.map(|s| usize::from(s == Side::B))
    }

    fn active(&self, turn: u32) -> usize {
        let first = self.charger().unwrap_or(0);
        if turn % 2 == 1 { first } else { 1 - first }
    }

    /// Every die of `i` striking `j`: the striker's melee profile in round 1 or 2, charging if
    /// his side charged; the target's profile, wounds left, pose, gear, and his parry only when
    /// nobody struck him before in this phase.
    fn strike_dice(
        &mut self,
        i: usize,
        j: usize,
        turn: u32,
        pose: Pose,
        wounds: u8,
        parry: bool,
    ) -> Vec<(Ratio, Status, u8, bool)> {
        let key = (i, j, turn == 1, pose, wounds, parry);
        if let Some(s) = self.strikes.get(&key) {
            return s.clone();
        }
        let (me, them) = (&self.men[i], &self.men[j]);
        let attacker = Attacker {
            weapon: me.weapon.clone(),
            offhand: me.offhand.clone(),
            round: if turn == 1 { 1 } else { 2 },
            charging: self.charger() == Some(self.side[i]),
            ..Attacker::melee(
                me.profile.ws(),
                me.profile.strength(),
                u32::from(me.profile.attacks()),
            )
        };
        let defender = Defender {
            strength: Some(them.profile.strength()),
            shield: them.shield,
            helmet: them.helmet,
            parry: if parry { them.parry } else { None },
            weapon: them.weapon.clone(),
            state: match pose {
                Pose::Standing => TargetState::Standing,
                Pose::KnockedDown => TargetState::KnockedDown,
                Pose::Stunned => TargetState::Stunned,
            },
            ..Defender::standing(
                them.profile.ws(),
                them.profile.toughness(),
                wounds,
                them.armour.clone(),
            )
        };
        let built = loadout::build(&self.ruleset, &attacker, &defender).expect("a valid loadout");
        let tags: Vec<u8> = attack::follow_ups(&built.chain)
            .iter()
            .filter(|f| self.mark.as_ref().is_some_and(|(_, id)| f.id == *id))
            .map(|f| f.tag)
            .collect();
        let followed = self
            .mark
            .as_ref()
            .is_some_and(|(side, _)| *side == self.side[i]);
        let (joint, _) = enumerate_at_most(&built.chain, MAX_LEAVES, |played| {
            assert_eq!(
                played.attacks_lost,
                AttacksLost::Nothing,
                "these weapons' criticals take no attacks"
            );
            let harm = played
                .follow_ups
                .iter()
                .any(|f| f.in_action && tags.contains(&f.tag) && harmed(f));
            let happened = followed && harm && played.status != Status::OutOfAction;
            (played.status, played.wounds_left, happened)
        })
        .expect("a small strike");
        let out: Vec<(Ratio, Status, u8, bool)> =
            joint.iter().map(|(&(s, w, h), p)| (p, s, w, h)).collect();
        self.strikes.insert(key, out.clone());
        out
    }

    /// Whom `i` strikes: while any enemy in action is on his feet, he may not strike a
    /// knocked-down or stunned one, so he picks among the standing; only when none stands,
    /// among the downed. "first": the first listed of those; "weakest": stunned before
    /// knocked down (among the downed), then the fewest wounds left, then the first listed.
    fn target(&self, army: &Army, i: usize) -> Option<usize> {
        let theirs: Vec<usize> = (0..army.len())
            .filter(|&j| self.side[j] != self.side[i] && army[j].is_some())
            .collect();
        let standing: Vec<usize> = theirs
            .iter()
            .copied()
            .filter(|&j| army[j].unwrap().pose == Pose::Standing)
            .collect();
        let pool = if standing.is_empty() {
            theirs
        } else {
            standing
        };
        match self.team.targets {
            Targets::First => pool.first().copied(),
            Targets::Weakest => {
                let mut best: Option<usize> = None;
                for j in pool {
                    let m = army[j].unwrap();
                    let better = match best {
                        None => true,
                        Some(b) => {
                            let n = army[b].unwrap();
                            m.pose < n.pose || (m.pose == n.pose && m.wounds < n.wounds)
                        }
                    };
                    if better {
                        best = Some(j);
                    }
                }
                best
            }
        }
    }

    /// The strikers of a phase in every order the rules allow, each with its chance: sorted by
    /// (group, −Initiative), and every permutation within equal places equally likely.
    fn orders(&self, army: &Army, turn: u32, stood: &[bool]) -> Vec<(Ratio, Vec<usize>)> {
        let place = |i: usize| {
            let spear = self.men[i].weapon.as_ref().is_some_and(|w| w.id == "spear");
            let group = if stood[i] {
                2
            } else if turn == 1 && (self.charger() == Some(self.side[i]) || spear) {
                0
            } else {
                1
            };
            (group, 10 - self.men[i].profile.initiative())
        };
        let mut standing: Vec<usize> = (0..army.len())
            .filter(|&i| army[i].is_some_and(|m| m.pose == Pose::Standing))
            .collect();
        standing.sort_by_key(|&i| place(i));
        let mut orders: Vec<(Ratio, Vec<usize>)> = vec![(Ratio::one(), Vec::new())];
        let mut k = 0;
        while k < standing.len() {
            let mut group = vec![standing[k]];
            while k + group.len() < standing.len()
                && place(standing[k + group.len()]) == place(standing[k])
            {
                group.push(standing[k + group.len()]);
            }
            k += group.len();
            // The club (seed 000 «Pokud mají napadající spřátelení bojovníci stejnou Iniciativu
            // (I), rozhoduje o pořadí útoků majitel gangu», R-88): one side's chargers of equal
            // place strike in the order they are listed.
            let owners = self.ruleset.id == "mordheim-club"
                && turn == 1
                && group.iter().all(|&i| self.charger() == Some(self.side[i]));
            let perms = if owners {
                vec![group.clone()]
            } else {
                permutations(&group)
            };
            let p = Ratio::new(1, perms.len() as u64);
            let mut next = Vec::new();
            for (q, o) in orders {
                for perm in &perms {
                    let mut o = o.clone();
                    o.extend(perm);
                    next.push((&q * &p, o));
                }
            }
            orders = next;
        }
        orders
    }

    /// The strikes of `order` one after another from `army`.
    fn phase(
        &mut self,
        turn: u32,
        army: Army,
        order: &[usize],
        struck: Vec<bool>,
    ) -> Vec<(Ratio, End)> {
        let Some((&i, rest)) = order.split_first() else {
            return vec![(Ratio::one(), End::Next(army))];
        };
        let up = army[i].is_some_and(|m| m.pose == Pose::Standing);
        let target = self.target(&army, i);
        let (true, Some(j)) = (up, target) else {
            return self.phase(turn, army, rest, struck);
        };
        let before = army[j].unwrap();
        let mut out = Vec::new();
        for (p, status, left, happened) in
            self.strike_dice(i, j, turn, before.pose, before.wounds, !struck[j])
        {
            if happened {
                out.push((p, End::Happened));
                continue;
            }
            let mut next = army.clone();
            next[j] = match status {
                Status::OutOfAction => None,
                Status::KnockedDown => Some(Man {
                    wounds: left,
                    pose: before.pose.min(Pose::KnockedDown),
                }),
                Status::Stunned => Some(Man {
                    wounds: left,
                    pose: Pose::Stunned,
                }),
                Status::Unharmed | Status::Wounded => Some(Man {
                    wounds: left,
                    ..before
                }),
            };
            if (0..next.len()).all(|k| self.side[k] != self.side[j] || next[k].is_none()) {
                out.push((p, End::Won(self.side[i])));
                continue;
            }
            let mut hit = struck.clone();
            hit[j] = true;
            for (q, end) in self.phase(turn, next, rest, hit) {
                out.push((&p * &q, end));
            }
        }
        out
    }

    fn value(&mut self, turn: u32, army: Army) -> Value {
        let turns = self.team.turns;
        if turn > turns {
            let mut v = Value::zero(turns);
            v.undecided = Ratio::one();
            return v;
        }
        if let Some(v) = self.values.get(&(turn, army.clone())) {
            return v.clone();
        }
        let mut men = army.clone();
        let active = self.active(turn);
        let mut stood = vec![false; men.len()];
        for (i, m) in men.iter_mut().enumerate() {
            if let Some(m) = m
                && self.side[i] == active
            {
                match m.pose {
                    Pose::Stunned => m.pose = Pose::KnockedDown,
                    Pose::KnockedDown => {
                        m.pose = Pose::Standing;
                        stood[i] = true;
                    }
                    Pose::Standing => {}
                }
            }
        }
        let mut v = Value::zero(turns);
        for (p, order) in self.orders(&men, turn, &stood) {
            let n = men.len();
            for (q, end) in self.phase(turn, men.clone(), &order, vec![false; n]) {
                let pq = &p * &q;
                match end {
                    End::Won(side) => {
                        let t = turn as usize;
                        v.wins[side][t] = &v.wins[side][t] + &pq;
                    }
                    End::Happened => v.happened = &v.happened + &pq,
                    End::Next(next) => {
                        let later = self.value(turn + 1, next);
                        v.add_scaled(&pq, &later);
                    }
                }
            }
        }
        self.values.insert((turn, army), v.clone());
        v
    }

    pub fn solve(&mut self) -> Value {
        let start = self
            .men
            .iter()
            .map(|w| {
                Some(Man {
                    wounds: w.profile.wounds(),
                    pose: Pose::Standing,
                })
            })
            .collect();
        self.value(1, start)
    }
}

fn permutations(items: &[usize]) -> Vec<Vec<usize>> {
    if items.len() <= 1 {
        return vec![items.to_vec()];
    }
    let mut out = Vec::new();
    for k in 0..items.len() {
        let mut rest = items.to_vec();
        let first = rest.remove(k);
        for mut p in permutations(&rest) {
            p.insert(0, first);
            out.push(p);
        }
    }
    out
}
