//! `duel`'s critical follow-ups: the chance that a side's Disarm or Kebab! happens at
//! least once with the other still in action, against an independent oracle — every die of
//! each phase enumerated (`common::enumerate`, the follow-ups' own dice included) and the fight
//! as a backward recursion written from, where the engine runs forwards with an
//! absorbing state.

use crate::common;

use common::enumerate::{enumerate_at_most, harmed};
use std::collections::HashMap;
use warband::mechanics::attack::{self, TargetState};
use warband::mechanics::duel::{self, Duel, Engine, Side, Warrior};
use warband::mechanics::loadout::{self, Attacker, Defender};
use warband::mechanics::save::Armour;
use warband::prob::Ratio;
use warband::rules::{Ruleset, RulesetId, Status, builtin};

const MAX_LEAVES: usize = 3_000_000;

/// A warrior's pose: the three states of the rules, as the chain's target takes them.
type Pose = TargetState;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Man {
    wounds: u8,
    pose: Pose,
}

type Men = [Man; 2];

/// Where a strike leaves the fight: won by a side, the follow-up happened, or going on.
#[derive(Debug, Clone, Copy)]
enum End {
    Won,
    Happened,
    Next(Men),
}

/// One phase's outcomes: (P, the target's status, his wounds left, whether the followed
/// follow-up happened).
type Phase = Vec<(Ratio, Status, u8, bool)>;

struct Oracle {
    ruleset: Ruleset,
    duel: Duel,
    /// The follow-up followed: the striker (0 A, 1 B) and the critical row's id.
    striker: usize,
    id: String,
    phases: HashMap<(usize, bool, Pose, u8), Phase>,
    values: HashMap<(u32, Men), Ratio>,
}

impl Oracle {
    fn warrior(&self, i: usize) -> &Warrior {
        if i == 0 { &self.duel.a } else { &self.duel.b }
    }

    fn charger(&self) -> Option<usize> {
        self.duel.charger.map(|s| usize::from(s == Side::B))
    }

    /// Every die of one phase: (P, the target's status, his wounds left, whether the followed
    /// follow-up happened with its harm and left him in action).
    fn phase(&mut self, key: (usize, bool, Pose, u8)) -> Phase {
        if let Some(p) = self.phases.get(&key) {
            return p.clone();
        }
        let (striker, first_turn, pose, wounds) = key;
        let (me, them) = (self.warrior(striker), self.warrior(1 - striker));
        let attacker = Attacker {
            weapon: me.weapon.clone(),
            round: if first_turn { 1 } else { 2 },
            charging: self.charger() == Some(striker),
            ..Attacker::melee(
                me.profile.ws(),
                me.profile.strength(),
                u32::from(me.profile.attacks()),
            )
        };
        // His own weapon: a two-handed one makes Disarm's test easier.
        let defender = Defender {
            strength: Some(them.profile.strength()),
            weapon: them.weapon.clone(),
            state: pose,
            ..Defender::standing(
                them.profile.ws(),
                them.profile.toughness(),
                wounds,
                Armour::None,
            )
        };
        let chain = loadout::build(&self.ruleset, &attacker, &defender)
            .unwrap()
            .chain;
        let tags: Vec<u8> = attack::follow_ups(&chain)
            .iter()
            .filter(|f| f.id == self.id)
            .map(|f| f.tag)
            .collect();
        let followed = striker == self.striker;
        let (joint, _) = enumerate_at_most(&chain, MAX_LEAVES, |p| {
            assert_eq!(
                p.attacks_lost,
                attack::AttacksLost::Nothing,
                "these weapons' criticals take no attacks"
            );
            let harm = p
                .follow_ups
                .iter()
                .any(|f| f.in_action && tags.contains(&f.tag) && harmed(f));
            let happened = followed && harm && p.status != Status::OutOfAction;
            (p.status, p.wounds_left, happened)
        })
        .expect("a small phase");
        let out: Vec<_> = joint.iter().map(|(&(s, w, h), p)| (p, s, w, h)).collect();
        self.phases.insert(key, out.clone());
        out
    }

    fn strike(&mut self, striker: usize, turn: u32, men: Men) -> Vec<(Ratio, End)> {
        let target = 1 - striker;
        let before = men[target];
        self.phase((striker, turn == 1, before.pose, before.wounds))
            .into_iter()
            .map(|(p, status, left, happened)| {
                if happened {
                    return (p, End::Happened);
                }
                let pose = match status {
                    Status::OutOfAction => return (p, End::Won),
                    Status::KnockedDown => Pose::KnockedDown,
                    Status::Stunned => Pose::Stunned,
                    Status::Unharmed | Status::Wounded => before.pose,
                };
                let mut next = men;
                next[target] = Man { wounds: left, pose };
                (p, End::Next(next))
            })
            .collect()
    }

    /// R-43 for these warriors (no double-handed weapon, no I 0): the charger and a spear first
    /// in the first turn, one who stood up this turn last; then the higher Initiative; equal,
    /// rolled off.
    fn first(&self, turn: u32, stood_up: Option<usize>) -> Vec<(Ratio, usize)> {
        let group = |i: usize| {
            let spear = self
                .warrior(i)
                .weapon
                .as_ref()
                .is_some_and(|w| w.id == "spear");
            if stood_up == Some(i) {
                2
            } else if turn == 1 && (self.charger() == Some(i) || spear) {
                0
            } else {
                1
            }
        };
        let place = |i: usize| {
            (
                group(i),
                std::cmp::Reverse(self.warrior(i).profile.initiative()),
            )
        };
        match place(0).cmp(&place(1)) {
            std::cmp::Ordering::Less => vec![(Ratio::one(), 0)],
            std::cmp::Ordering::Greater => vec![(Ratio::one(), 1)],
            std::cmp::Ordering::Equal => vec![(Ratio::new(1, 2), 0), (Ratio::new(1, 2), 1)],
        }
    }

    /// P(the follow-up happens from the start of `turn` on).
    fn value(&mut self, turn: u32, mut men: Men) -> Ratio {
        if turn > self.duel.turns {
            return Ratio::zero();
        }
        if let Some(v) = self.values.get(&(turn, men)) {
            return v.clone();
        }
        let key = (turn, men);
        // the active side's recovery.
        let first = self.charger().unwrap_or(0);
        let active = if turn % 2 == 1 { first } else { 1 - first };
        let stood_up = match men[active].pose {
            Pose::Stunned => {
                men[active].pose = Pose::KnockedDown;
                None
            }
            Pose::KnockedDown => {
                men[active].pose = Pose::Standing;
                Some(active)
            }
            Pose::Standing => None,
        };
        let up = |m: &Men, i: usize| m[i].pose == Pose::Standing;
        let mut ends: Vec<(Ratio, End)> = Vec::new();
        match (up(&men, 0), up(&men, 1)) {
            (true, true) => {
                for (p, first) in self.first(turn, stood_up) {
                    for (q, end) in self.strike(first, turn, men) {
                        let pq = &p * &q;
                        match end {
                            End::Next(after) if up(&after, 1 - first) => {
                                for (r, last) in self.strike(1 - first, turn, after) {
                                    ends.push((&pq * &r, last));
                                }
                            }
                            end => ends.push((pq, end)),
                        }
                    }
                }
            }
            (true, false) => ends = self.strike(0, turn, men),
            (false, true) => ends = self.strike(1, turn, men),
            (false, false) => ends.push((Ratio::one(), End::Next(men))),
        }
        let mut v = Ratio::zero();
        for (p, end) in ends {
            match end {
                End::Happened => v = &v + &p,
                End::Won => {}
                End::Next(next) => v = &v + &(&p * &self.value(turn + 1, next)),
            }
        }
        self.values.insert(key, v.clone());
        v
    }
}

fn armed(profile: &str, weapon: Option<&str>) -> Warrior {
    Warrior {
        weapon: weapon.map(|w| builtin(RulesetId::MordheimClub).weapon(w).unwrap().clone()),
        ..Warrior::new(profile.parse().unwrap())
    }
}

/// The engine's chances against the oracle's, for every follow-up of the fight.
fn check(duel: Duel, expected: &[(Side, &str)]) {
    let ruleset = builtin(RulesetId::MordheimClub);
    let mut prepared = duel::prepare(&ruleset, duel.clone()).unwrap();
    let chances = prepared.follow_ups().unwrap();
    let found: Vec<(Side, &str)> = chances.iter().map(|c| (c.striker, c.id.as_str())).collect();
    assert_eq!(found, expected);
    for c in &chances {
        let mut oracle = Oracle {
            ruleset: ruleset.clone(),
            duel: duel.clone(),
            striker: usize::from(c.striker == Side::B),
            id: c.id.clone(),
            phases: HashMap::new(),
            values: HashMap::new(),
        };
        let start = [duel.a.clone(), duel.b.clone()].map(|w| Man {
            wounds: w.profile.wounds(),
            pose: Pose::Standing,
        });
        let v = oracle.value(1, start);
        assert!(!v.is_zero());
        assert_eq!(c.at_least_once, v, "{:?} {}", c.striker, c.id);
    }
}

#[test]
fn at_least_once_equals_the_oracle() {
    // A sword (Disarm) against a spear (Kebab!), one wound each, A charging.
    check(
        Duel {
            a: armed("WS4 S4 T3 W1 I4 A1", Some("sword")),
            b: armed("WS3 S3 T3 W1 I3 A1", Some("spear")),
            charger: Some(Side::A),
            climbed: false,
            turns: 8,
        },
        &[(Side::A, "disarm"), (Side::B, "kebab")],
    );
    // Two wounds, a halberd's two blows against a sword, B charging.
    check(
        Duel {
            a: armed("WS4 S4 T3 W2 I3 A2", Some("halberd")),
            b: armed("WS4 S3 T4 W2 I4 A1", Some("sword")),
            charger: Some(Side::B),
            climbed: false,
            turns: 5,
        },
        &[(Side::A, "kebab"), (Side::B, "disarm")],
    );
    // Plain weapons (cutting, R-35), equal Initiative rolled off, nobody charging.
    check(
        Duel {
            a: armed("WS3 S3 T3 W1 I3 A1", None),
            b: armed("WS3 S3 T3 W1 I3 A1", None),
            charger: None,
            climbed: false,
            turns: 6,
        },
        &[(Side::A, "disarm"), (Side::B, "disarm")],
    );
}
