//! `duel` with several warriors on one side against an independent oracle, by hand, and
//! against its own seeded play.
//!
//! The oracle: every strike is the enumeration of every die (`common::enumerate`, the oracle of
//! `odds`), kept as (status, wounds left); the fight is a backward recursion over turns written
//! from the rules — R-42's turn (the active side's warriors recover, then every standing warrior
//! strikes once), R-43's groups (the charger first in turn 1, one who stood up this turn last,
//! Initiative within a group; these tests arm nobody with a weapon that changes the order), a
//! place shared by several warriors taken over EVERY order of them, each equally likely (R-9;
//! the engine draws the next striker instead), the lone warrior's target picked by the policy's
//! words, and his parry allowed only to the first who strikes him in the phase (§1.8). The
//! engine runs forwards over states with `attack::fates`; the two must agree exactly, turn by
//! turn.

mod common;

use common::chi2;
use common::enumerate::enumerate_at_most;
use std::collections::HashMap;
use warband::mechanics::Roller;
use warband::mechanics::attack::{AttacksLost, TargetState};
use warband::mechanics::duel::team::{self, Men, Targets, Team};
use warband::mechanics::duel::{Node, Outcome, Side, Warrior};
use warband::mechanics::loadout::{self, Attacker, Defender, ParryWith};
use warband::prob::Ratio;
use warband::rules::{Ruleset, RulesetId, Status, builtin};

const MAX_LEAVES: usize = 3_000_000;

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
struct Value {
    wins: [Vec<Ratio>; 2],
    undecided: Ratio,
}

impl Value {
    fn zero(turns: u32) -> Value {
        let none = vec![Ratio::zero(); turns as usize + 1];
        Value {
            wins: [none.clone(), none],
            undecided: Ratio::zero(),
        }
    }

    fn add_scaled(&mut self, p: &Ratio, later: &Value) {
        for side in 0..2 {
            for (mine, theirs) in self.wins[side].iter_mut().zip(&later.wins[side]) {
                *mine = &*mine + &(p * theirs);
            }
        }
        self.undecided = &self.undecided + &(p * &later.undecided);
    }
}

enum End {
    Won(usize),
    Next(Army),
}

/// (striker, target, first turn, target's pose, wounds left, his parry counts).
type StrikeKey = (usize, usize, bool, Pose, u8, bool);

struct Oracle {
    ruleset: Ruleset,
    team: Team,
    /// Side of each warrior (0 = A, 1 = B), A's listed first.
    side: Vec<usize>,
    men: Vec<Warrior>,
    strikes: HashMap<StrikeKey, Vec<(Ratio, Status, u8)>>,
    values: HashMap<(u32, Army), Value>,
}

impl Oracle {
    fn new(team: Team) -> Oracle {
        let men: Vec<Warrior> = team.a.iter().chain(&team.b).cloned().collect();
        let side = (0..men.len())
            .map(|i| usize::from(i >= team.a.len()))
            .collect();
        Oracle {
            ruleset: builtin(RulesetId::Mordheim),
            team,
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
    ) -> Vec<(Ratio, Status, u8)> {
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
        let (joint, _) = enumerate_at_most(&built.chain, MAX_LEAVES, |played| {
            assert_eq!(
                played.attacks_lost,
                AttacksLost::Nothing,
                "core criticals take no attacks"
            );
            (played.status, played.wounds_left)
        })
        .expect("a small strike");
        let out: Vec<(Ratio, Status, u8)> = joint.iter().map(|(&(s, w), p)| (p, s, w)).collect();
        self.strikes.insert(key, out.clone());
        out
    }

    /// The lone warrior's target: "first" the first listed in action; "weakest" stunned before
    /// knocked down before standing, then the fewest wounds, then the first listed.
    fn target(&self, army: &Army, i: usize) -> Option<usize> {
        let theirs: Vec<usize> = (0..army.len())
            .filter(|&j| self.side[j] != self.side[i] && army[j].is_some())
            .collect();
        match self.team.targets {
            Targets::First => theirs.first().copied(),
            Targets::Weakest => {
                let mut best: Option<usize> = None;
                for j in theirs {
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
            let group = if stood[i] {
                2
            } else if turn == 1 && self.charger() == Some(self.side[i]) {
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
            let perms = permutations(&group);
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
        for (p, status, left) in
            self.strike_dice(i, j, turn, before.pose, before.wounds, !struck[j])
        {
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

    fn solve(&mut self) -> Value {
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

// ---- building fights ------------------------------------------------------------------------

const HUMAN: &str = "WS3 S3 T3 W1 I3 A1";
const VETERAN: &str = "WS4 S3 T3 W1 I4 A1";

fn warrior(profile: &str) -> Warrior {
    Warrior::new(profile.parse().expect("a profile"))
}

fn swordsman(profile: &str) -> Warrior {
    let ruleset = builtin(RulesetId::Mordheim);
    Warrior {
        weapon: ruleset.weapon("sword").cloned(),
        parry: Some(ParryWith::Sword),
        ..warrior(profile)
    }
}

fn team(
    a: Vec<Warrior>,
    b: Vec<Warrior>,
    charger: Option<Side>,
    turns: u32,
    targets: Targets,
) -> Team {
    Team {
        a,
        b,
        charger,
        turns,
        targets,
    }
}

fn exact(t: &Team) -> Outcome<Men> {
    team::prepare(&builtin(RulesetId::Mordheim), t.clone())
        .expect("a valid fight")
        .exact()
        .expect("an exact fight")
}

fn assert_oracle_agrees(name: &str, t: &Team) -> Outcome<Men> {
    let outcome = exact(t);
    let value = Oracle::new(t.clone()).solve();
    for turn in 1..=t.turns {
        for (i, side) in [(0, Side::A), (1, Side::B)] {
            assert_eq!(
                outcome.end.prob(&Node::Won { side, turn }),
                value.wins[i][turn as usize],
                "{name}: {} wins in turn {turn}",
                side.name()
            );
        }
    }
    assert_eq!(outcome.undecided(), value.undecided, "{name}: undecided");
    assert_eq!(outcome.end.total(), Ratio::one(), "{name}: sums to 1");
    let oracle_total: Ratio = value.wins.iter().flatten().sum::<Ratio>() + value.undecided.clone();
    assert_eq!(oracle_total, Ratio::one(), "{name}: the oracle sums to 1");
    outcome
}

// ---- the engine equals the oracle -----------------------------------------------------------

#[test]
fn two_against_one_equals_the_oracle_for_every_charger() {
    for charger in [Some(Side::A), Some(Side::B), None] {
        for targets in [Targets::First, Targets::Weakest] {
            let t = team(
                vec![warrior(HUMAN), warrior(HUMAN)],
                vec![warrior(VETERAN)],
                charger,
                6,
                targets,
            );
            assert_oracle_agrees(
                &format!("2 humans vs a veteran, {charger:?}, {targets:?}"),
                &t,
            );
        }
    }
}

#[test]
fn a_lone_swordsman_parries_only_the_first_and_equals_the_oracle() {
    // B's sword parries A1's or A2's hits, whoever strikes him first in the phase, never both;
    // a W2 lone warrior knocked down by the first is hit automatically by the second.
    let t = team(
        vec![warrior(HUMAN), warrior(VETERAN)],
        vec![swordsman("WS4 S4 T3 W2 I4 A2")],
        Some(Side::A),
        5,
        Targets::First,
    );
    let with = assert_oracle_agrees("2 vs a swordsman", &t);
    // The parry matters: without it, A does better.
    let mut bare = t.clone();
    bare.b[0].parry = None;
    let without = assert_oracle_agrees("2 vs the swordsman without his parry", &bare);
    assert!(without.wins(Side::A) > with.wins(Side::A));
}

#[test]
fn the_lone_warrior_on_side_a_with_roll_offs_equals_the_oracle() {
    // Everyone I3 without a charger: all three in one place every phase, rolled off.
    for targets in [Targets::First, Targets::Weakest] {
        let t = team(
            vec![warrior("WS4 S4 T3 W2 I3 A1")],
            vec![warrior(HUMAN), warrior(HUMAN)],
            None,
            6,
            targets,
        );
        assert_oracle_agrees(&format!("1 vs 2, roll-offs, {targets:?}"), &t);
    }
}

#[test]
fn three_against_one_equals_the_oracle() {
    for targets in [Targets::First, Targets::Weakest] {
        let t = team(
            vec![
                warrior(HUMAN),
                warrior(HUMAN),
                warrior("WS3 S3 T3 W1 I2 A1"),
            ],
            vec![warrior("WS4 S4 T4 W2 I4 A1")],
            Some(Side::B),
            5,
            targets,
        );
        assert_oracle_agrees(&format!("3 vs 1, {targets:?}"), &t);
    }
}

#[test]
fn weakest_and_first_differ_when_someone_is_down() {
    // A2 has 2 wounds, A1 one: "first" always strikes A1; "weakest" strikes a knocked-down A2
    // before a standing A1, so the two policies give different fights. Both equal the oracle.
    let mk = |targets| {
        team(
            vec![warrior("WS3 S3 T3 W2 I3 A1"), warrior(HUMAN)],
            vec![warrior("WS4 S4 T3 W1 I4 A1")],
            Some(Side::A),
            6,
            targets,
        )
    };
    let first = assert_oracle_agrees("first", &mk(Targets::First));
    let weakest = assert_oracle_agrees("weakest", &mk(Targets::Weakest));
    assert_ne!(first.wins(Side::A), weakest.wins(Side::A));
}

#[test]
fn one_turn_by_hand() {
    // Two humans charge a human (turn 1): each attack from a standing WS3 S3 at WS3 T3 W1
    // takes him out with 1/2 × (2/6 × 1/3 + 1/6 × 2/3) = 1/9 (as duel's first_turn_by_hand),
    // stuns him with 1/2 × (2/6 × 1/3 + 1/6 × 7/27) = 25/324 (a critical's two injury rolls:
    // rows 1-4 stunned with (4/6)² − (2/6)² = 1/3, rows 5-6 at +2 with (2/6)² = 1/9, so
    // 2/3 × 1/3 + 1/3 × 1/9 = 7/27), knocks him down with 1/2 × (2/6 × 1/3 + 1/6 × 2/27) =
    // 5/81 (rows 1-4: (2/6)² = 1/9, so 2/3 × 1/9), no wound 3/4. The second charger then takes
    // a stunned one out, a knocked-down one with any wound (4+: 1/2), a standing one with 1/9:
    // A wins in turn 1 with 1/9 + 25/324 + 5/81 × 1/2 + 3/4 × 1/9 = 98/324 = 49/162. B cannot
    // win in turn 1 (he strikes one of two).
    let t = team(
        vec![warrior(HUMAN), warrior(HUMAN)],
        vec![warrior(HUMAN)],
        Some(Side::A),
        1,
        Targets::First,
    );
    let o = assert_oracle_agrees("by hand", &t);
    assert_eq!(o.wins(Side::A), Ratio::new(49, 162));
    assert_eq!(o.wins(Side::B), Ratio::zero());
    assert_eq!(o.undecided(), Ratio::new(113, 162));
}

#[test]
fn one_against_one_equals_two_warriors_duel() {
    // The team engine with one warrior a side is two warriors' duel, exactly.
    let cases = [
        (warrior(VETERAN), warrior(HUMAN), Some(Side::A)),
        (
            swordsman("WS4 S3 T3 W2 I3 A2"),
            warrior("WS3 S4 T4 W2 I3 A1"),
            Some(Side::B),
        ),
        (warrior(HUMAN), warrior(HUMAN), None),
    ];
    for (a, b, charger) in cases {
        let t = team(
            vec![a.clone()],
            vec![b.clone()],
            charger,
            12,
            Targets::First,
        );
        let duel = warband::mechanics::duel::Duel {
            a,
            b,
            charger,
            turns: 12,
        };
        let two = warband::mechanics::duel::prepare(&builtin(RulesetId::Mordheim), duel)
            .unwrap()
            .exact();
        let several = exact(&t);
        for turn in 1..=12 {
            for side in [Side::A, Side::B] {
                let won = Node::Won { side, turn };
                assert_eq!(
                    several.end.prob(&won),
                    two.end.prob(&Node::Won { side, turn })
                );
            }
        }
        assert_eq!(several.undecided(), two.undecided());
    }
}

// ---- seeded play against the exact distribution ---------------------------------------------

fn cell(node: &Node<Men>, turns: u32) -> usize {
    match node {
        Node::Won {
            side: Side::A,
            turn,
        } => *turn as usize - 1,
        Node::Won {
            side: Side::B,
            turn,
        } => (turns + turn) as usize - 1,
        Node::Fighting(_) => 2 * turns as usize,
    }
}

#[test]
fn seeded_fights_match_the_exact_distribution() {
    let cases = [
        (
            "2 vs a swordsman",
            team(
                vec![warrior(HUMAN), warrior(VETERAN)],
                vec![swordsman("WS4 S4 T3 W2 I4 A2")],
                Some(Side::A),
                6,
                Targets::First,
            ),
            0x2a1u64,
        ),
        (
            "1 vs 3, roll-offs, weakest",
            team(
                vec![warrior("WS4 S4 T4 W3 I3 A2")],
                vec![warrior(HUMAN), warrior(HUMAN), warrior(HUMAN)],
                None,
                6,
                Targets::Weakest,
            ),
            0x3b2,
        ),
    ];
    for (name, t, seed) in cases {
        let mut prepared = team::prepare(&builtin(RulesetId::Mordheim), t.clone()).unwrap();
        let outcome = prepared.exact().unwrap();
        let mut expected = vec![Ratio::zero(); 2 * t.turns as usize + 1];
        for (node, p) in outcome.end.iter() {
            let c = cell(node, t.turns);
            expected[c] = &expected[c] + &p;
        }
        assert_eq!(expected.iter().sum::<Ratio>(), Ratio::one(), "{name}");
        let mut roller = Roller::new(seed);
        let mut observed = vec![0u64; expected.len()];
        for _ in 0..20_000 {
            observed[cell(&prepared.play(&mut roller, None).unwrap(), t.turns)] += 1;
        }
        for (o, p) in observed.iter().zip(&expected) {
            assert!(!(p.is_zero() && *o > 0), "{name}: played an impossible end");
        }
        let probabilities: Vec<f64> = expected.iter().map(Ratio::to_f64).collect();
        chi2::assert_agrees(name, &observed, &probabilities);
    }
}
