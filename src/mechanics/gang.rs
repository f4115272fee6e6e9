//! Several attackers on one target in one close-combat phase (`odds --attacker …`): each
//! attacker's whole chain (`attack`) against the target as the earlier ones left him, folded as
//! a Markov chain over the target's state (in action with a pose, wounds left and the worst
//! result so far, or out of action) and the unsaved wounds so far:
//!
//! * they strike in the ruleset's strike order (`duel::place`) — the chargers
//!   first, then the others, last those whose weapon strikes last; by Initiative within a
//!   group; attackers in the same place are rolled off, every order of them equally
//!   likely, which the fold follows by drawing the next striker among them uniformly;
//! * wounds carry over; a target knocked down earlier in the phase is hit automatically and any
//!   unsaved wound takes him out of action, a stunned one is out of action when attacked (the
//!   chain started in that state, R-42; §1.12: only a different attacker can do this);
//! * the target's parry meets only the first attacker's hits (§1.8 «Against several opponents,
//!   only the first attacker's hits … can be parried»);
//! * each attacker has his own first critical (R-10: «first one per attacker per close-combat
//!   phase»); once the target is out of action, the later attackers do nothing;
//! * a critical that hurls the target back and separates the others (the club's Kebab!, R-85:
//!   «Všechny ostatní modely zapojeny do tohoto boje jsou odděleny») leaves the later attackers
//!   nobody to strike;
//! * a critical's follow-up is watched over the phase by its row's id: the fold again,
//!   with two flags, whether it fired and whether it did its harm (a Strength test's failure
//!   or a second model's wound, rolled apart from the chain: ).

use super::attack::{self, Chain, Dice, Fate, FollowDice, FollowUp, Followed, TargetState};
use super::duel::{Order, Place, Striker, owners_order, place, strikes_of};
use super::loadout::{self, Attacker, Built, Defender};
use crate::error::{Result, UserError};
use crate::prob::{Dist, Ratio};
use crate::rules::{Ruleset, Status};
use std::collections::HashMap;

/// What a chain depends on: the attacker's kind, whether he strikes first, the target's pose and
/// wounds left.
type Key = (usize, bool, TargetState, u8);

/// The fold within a place: (target, wounds so far, attackers struck so far, the watched
/// follow-up's flags, those left in it).
type Drawing = (Target, i64, usize, u8, Vec<usize>);

/// A watched follow-up's flags: it fired; it did its harm.
const FIRED: u8 = 1;
const HARMED: u8 = 2;

/// One attacker: his label, his loadout (with `charging` set) and his Initiative.
#[derive(Debug, Clone, PartialEq)]
pub struct Member {
    pub label: String,
    pub attacker: Attacker,
    pub initiative: u8,
}

/// The target between two attackers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Target {
    Out,
    In {
        pose: TargetState,
        wounds: u8,
        /// The worst result so far (unharmed, wounded, knocked down, stunned).
        status: Status,
        /// Hurled back by a critical that separates the others: nobody else strikes
        /// him in this phase.
        separated: bool,
    },
}

impl Target {
    /// Knocked down, stunned or out of action.
    pub fn down(&self) -> bool {
        !matches!(
            self,
            Target::In {
                pose: TargetState::Standing,
                ..
            }
        )
    }

    pub fn status(&self) -> Status {
        match self {
            Target::Out => Status::OutOfAction,
            Target::In { status, .. } => *status,
        }
    }

    /// After one attacker's fate (as `duel` carries a strike over), `separated` when his
    /// critical hurled the target away from the others.
    fn after(self, fate: &Fate, separated: bool) -> Target {
        let Target::In { pose, status, .. } = self else {
            return self;
        };
        let pose = match fate.status {
            Status::OutOfAction => return Target::Out,
            Status::KnockedDown => pose.max(TargetState::KnockedDown),
            Status::Stunned => TargetState::Stunned,
            Status::Unharmed | Status::Wounded => pose,
        };
        Target::In {
            pose,
            wounds: fate.wounds_left,
            status: status.max(fate.status),
            separated,
        }
    }
}

/// What each attacker did: in strike order within his place, labelled as given.
#[derive(Debug, Clone, PartialEq)]
pub struct Contribution {
    pub label: String,
    /// P(the target was knocked down, stunned or out of action when he struck).
    pub already_down: Ratio,
    /// P(he took the target out of action).
    pub took_out: Ratio,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Outcome {
    pub status: Dist<Status>,
    pub wounds: Dist<i64>,
    pub attackers: Vec<Contribution>,
}

/// The gang with its strike order worked out and its first chains built and checked.
pub struct Gang<'r> {
    ruleset: &'r Ruleset,
    pub members: Vec<Member>,
    defender: Defender,
    /// The places in strike order, earliest first: the members (indices) in each.
    pub places: Vec<Vec<usize>>,
    /// Friendly chargers of equal Initiative strike in the order given, as their owner chooses
    /// (the club, R-88), instead of rolling off.
    pub in_owners_order: bool,
    /// `kind[i]`: the first member identical to member i (a henchman group's members are).
    kind: Vec<usize>,
    /// Each member's chain against the target as given, first or not.
    pub built: Vec<Built>,
    joints: HashMap<Key, Dist<(Fate, i64)>>,
    chains: HashMap<Key, Chain>,
}

impl<'r> Gang<'r> {
    pub fn new(ruleset: &'r Ruleset, members: Vec<Member>, defender: Defender) -> Result<Self> {
        let order = Order::of(ruleset).ok_or_else(|| {
            UserError::new(format!(
                "several attackers fight in close combat; ruleset {} has none",
                ruleset.id
            ))
            .hint("give one attacker")
        })?;
        let charge = members.iter().any(|m| m.attacker.charging) && members[0].attacker.round == 1;
        let opponent = strikes_of(defender.weapon.as_ref());
        let places_of: Vec<Place> = members
            .iter()
            .map(|m| {
                let me = Striker {
                    initiative: m.initiative,
                    strikes: strikes_of(m.attacker.weapon.as_ref()),
                    charging: m.attacker.charging && m.attacker.round == 1,
                    stood_up: false,
                };
                place(&order, &me, opponent, m.attacker.round == 1, charge)
            })
            .collect();
        let mut sorted: Vec<usize> = (0..members.len()).collect();
        sorted.sort_by_key(|&i| places_of[i]);
        let mut places: Vec<Vec<usize>> = Vec::new();
        for i in sorted {
            match places.last_mut() {
                Some(p) if places_of[p[0]] == places_of[i] => p.push(i),
                _ => places.push(vec![i]),
            }
        }
        // the club's owner orders his chargers of equal Initiative; in a first round
        // every attacker charging is one of them.
        let in_owners_order = owners_order(&order, &mut places, |p| {
            p.iter()
                .all(|&i| members[i].attacker.charging && members[i].attacker.round == 1)
        });
        let kind = (0..members.len())
            .map(|i| {
                (0..=i)
                    .find(|&j| {
                        members[j].attacker == members[i].attacker
                            && members[j].initiative == members[i].initiative
                    })
                    .expect("itself")
            })
            .collect();
        let mut built = Vec::new();
        for (i, m) in members.iter().enumerate() {
            let b = loadout::build(ruleset, &m.attacker, &defender)
                .map_err(|e| e.context(format!("attacker {} ({})", i + 1, m.label)))?;
            if !b.chain.melee {
                return Err(
                    UserError::new("several attackers fight in close combat only")
                        .hint("shoot with one attacker: --bs without --attacker"),
                );
            }
            built.push(b);
        }
        let mut gang = Gang {
            ruleset,
            members,
            defender,
            places,
            in_owners_order,
            kind,
            built,
            joints: HashMap::new(),
            chains: HashMap::new(),
        };
        // R-50's mount takes the first wound of the phase, not of each attacker: not followed
        // from one attacker to the next.
        if gang.members.len() > 1 && gang.built.iter().any(|b| b.chain.mount_takes_first_wound) {
            return Err(
                UserError::new("a mounted skirmish target with several attackers")
                    .hint("give one attacker against a mounted target"),
            );
        }
        // The chains a first striker meets: refuse now what the fold cannot follow.
        for i in 0..gang.members.len() {
            let (pose, wounds) = (gang.defender.state, gang.defender.wounds);
            gang.joint(i, true, pose, wounds)?;
        }
        Ok(gang)
    }

    /// Whether any place holds attackers of different kinds (their order is rolled off).
    pub fn rolls_off(&self) -> bool {
        self.places
            .iter()
            .any(|p| p.iter().any(|&i| self.kind[i] != self.kind[p[0]]))
    }

    fn chain(&mut self, i: usize, first: bool, pose: TargetState, wounds: u8) -> Result<Chain> {
        let key = (self.kind[i], first, pose, wounds);
        if let Some(c) = self.chains.get(&key) {
            return Ok(c.clone());
        }
        let d = Defender {
            state: pose,
            wounds,
            // §1.8: only the first attacker's hits can be parried.
            parry: self.defender.parry.filter(|_| first),
            ..self.defender.clone()
        };
        let chain = loadout::build(self.ruleset, &self.members[i].attacker, &d)?.chain;
        self.chains.insert(key, chain.clone());
        Ok(chain)
    }

    fn joint(
        &mut self,
        i: usize,
        first: bool,
        pose: TargetState,
        wounds: u8,
    ) -> Result<Dist<(Fate, i64)>> {
        let key = (self.kind[i], first, pose, wounds);
        if let Some(d) = self.joints.get(&key) {
            return Ok(d.clone());
        }
        let chain = self.chain(i, first, pose, wounds)?;
        let d = attack::fates_and_wounds(&chain).ok_or_else(|| {
            UserError::new("poisoned attacks against a parry: one attacker only")
                .hint("give the poisoned attacker alone")
        })?;
        self.joints.insert(key, d.clone());
        Ok(d)
    }

    fn start(&self) -> Target {
        Target::In {
            pose: self.defender.state,
            wounds: self.defender.wounds,
            status: Status::Unharmed,
            separated: false,
        }
    }

    /// The follow-up of member `i`'s chain that set `fate` going, if any.
    fn fired<'c>(chain: &'c Chain, fate: &Fate) -> Option<&'c FollowUp> {
        let tag = fate.follow_up?;
        attack::follow_ups(chain).into_iter().find(|f| f.tag == tag)
    }

    /// The exact phase.
    pub fn exact(&mut self) -> Result<Outcome> {
        Ok(self.fold(None)?.0)
    }

    /// The follow-up with row id `id` over the phase: P(it fires at least once), P(it
    /// does its harm at least once: a failed Strength test; a knock-back, every time), and
    /// each with the target still in action after the phase.
    pub fn follow_up(&mut self, id: &str) -> Result<PhaseFollowUp> {
        let (_, flags) = self.fold(Some(id))?;
        let p = |want: u8, in_action: bool| {
            flags.prob_where(|(t, f)| f & want == want && (!in_action || *t != Target::Out))
        };
        Ok(PhaseFollowUp {
            fired: p(FIRED, false),
            fired_in_action: p(FIRED, true),
            harmed: p(HARMED, false),
            harmed_in_action: p(HARMED, true),
        })
    }

    /// The phase as a fold over (target, wounds so far, attackers struck so far, flags): one
    /// place after another; within a place, the next striker is drawn uniformly among those
    /// left; members of one kind strike in their listed order (they are
    /// interchangeable). With `watch`, the wounds are not counted and the flags follow that
    /// follow-up; the outcome's wounds are then nothing to read.
    fn fold(&mut self, watch: Option<&str>) -> Result<(Outcome, Dist<(Target, u8)>)> {
        let n = self.members.len();
        let mut down = vec![Ratio::zero(); n];
        let mut out = vec![Ratio::zero(); n];
        let mut now: Dist<(Target, i64, usize, u8)> = Dist::certain((self.start(), 0, 0, 0));
        for p in 0..self.places.len() {
            let place = self.places[p].clone();
            let mut left: Dist<Drawing> = now.map(|(t, w, k, f)| (*t, *w, *k, *f, place.clone()));
            for _ in 0..place.len() {
                let mut items: Vec<(Drawing, Ratio)> = Vec::new();
                for ((target, total, struck, flags, rest), p) in left.iter() {
                    // The next member of each kind left, with its share of the draw.
                    let mut seen: Vec<usize> = Vec::new();
                    for &i in rest.iter() {
                        if seen.contains(&self.kind[i]) {
                            continue;
                        }
                        seen.push(self.kind[i]);
                        let count = rest
                            .iter()
                            .filter(|&&j| self.kind[j] == self.kind[i])
                            .count();
                        let share = &p * &Ratio::new(count as u64, rest.len() as u64);
                        let others: Vec<usize> = rest.iter().copied().filter(|&j| j != i).collect();
                        if target.down() {
                            down[i] = &down[i] + &share;
                        }
                        let Target::In {
                            pose,
                            wounds,
                            separated: false,
                            ..
                        } = *target
                        else {
                            items.push(((*target, *total, struck + 1, *flags, others), share));
                            continue;
                        };
                        let first = *struck == 0;
                        let joint = self.joint(i, first, pose, wounds)?;
                        let chain = self.chain(i, first, pose, wounds)?;
                        for ((fate, k), q) in joint.iter() {
                            let pq = &share * &q;
                            let fired = Self::fired(&chain, fate);
                            let next =
                                target.after(fate, fired.is_some_and(|f| f.separates_others));
                            if next == Target::Out {
                                out[i] = &out[i] + &pq;
                            }
                            let total = if watch.is_some() { 0 } else { total + k };
                            let item = |flags: u8, p: Ratio| {
                                ((next, total, struck + 1, flags, others.clone()), p)
                            };
                            match fired.filter(|f| Some(f.id.as_str()) == watch) {
                                None => items.push(item(*flags, pq)),
                                Some(f) => {
                                    // A Strength test or a second model's wound is rolled apart
                                    // from the chain: its harm splits the mass; a
                                    // knock-back is always a hurl (its obstacle is in the chain).
                                    let harm = match f.dice {
                                        FollowDice::KnockBack { .. } => Ratio::one(),
                                        _ => f.harm(),
                                    };
                                    let fired = flags | FIRED;
                                    items.push(item(fired | HARMED, &pq * &harm));
                                    items.push(item(fired, &pq * &harm.complement()));
                                }
                            }
                        }
                    }
                }
                left = Dist::from_probs(items).expect("a proper mixture");
            }
            now = left.map(|(t, w, k, f, _)| (*t, *w, *k, *f));
        }
        let attackers = self
            .members
            .iter()
            .enumerate()
            .map(|(i, m)| Contribution {
                label: m.label.clone(),
                already_down: down[i].clone(),
                took_out: out[i].clone(),
            })
            .collect();
        let outcome = Outcome {
            status: now.map(|(t, _, _, _)| t.status()),
            wounds: now.map(|(_, w, _, _)| *w),
            attackers,
        };
        Ok((outcome, now.map(|(t, _, _, f)| (*t, *f))))
    }

    /// The phase played die by die: the roll-offs of attackers in one place (a D6 each, the
    /// highest strikes next, ties rolled again: R-9), then each attacker's chain, every line
    /// labelled with the attacker's.
    pub fn play(&mut self, dice: &mut impl Dice, log: bool) -> Result<Played> {
        let mut target = self.start();
        let mut wounds = 0i64;
        let mut lines = Vec::new();
        let mut struck = 0usize;
        let mut follow_ups = Vec::new();
        for p in 0..self.places.len() {
            let mut rest = self.places[p].clone();
            while !rest.is_empty() {
                let mut tied: Vec<usize> = rest.clone();
                while tied.len() > 1 && tied.iter().any(|&i| self.kind[i] != self.kind[tied[0]]) {
                    let (rolls, left) = dice.roll_off(&tied);
                    if log {
                        let shown: Vec<String> = tied
                            .iter()
                            .zip(&rolls)
                            .map(|(&i, r)| format!("{} {r}", self.members[i].label))
                            .collect();
                        lines.push(format!("roll-off: {}", shown.join(", ")));
                    }
                    tied = left;
                }
                // Of one kind: the first listed strikes.
                let i = tied[0];
                rest.retain(|&j| j != i);
                let label = format!("{}. {}", struck + 1, self.members[i].label);
                let first = struck == 0;
                struck += 1;
                let (pose, w) = match target {
                    Target::Out => {
                        if log {
                            lines.push(format!("{label}: the target is out of action already"));
                        }
                        continue;
                    }
                    Target::In {
                        separated: true, ..
                    } => {
                        if log {
                            lines.push(format!(
                                "{label}: the target was hurled away from him (R-85)"
                            ));
                        }
                        continue;
                    }
                    Target::In { pose, wounds, .. } => (pose, wounds),
                };
                let chain = self.chain(i, first, pose, w)?;
                let played = if log {
                    attack::play(&chain, dice)
                } else {
                    attack::play_quiet(&chain, dice)
                };
                lines.extend(played.log.iter().map(|l| format!("{label}: {l}")));
                wounds += played.wounds;
                follow_ups.extend(played.follow_ups.iter().filter_map(|f| {
                    attack::follow_ups(&chain)
                        .into_iter()
                        .find(|g| g.tag == f.tag)
                        .map(|g| (g.id.clone(), *f))
                }));
                let fate = played.fate();
                let separated = Self::fired(&chain, &fate).is_some_and(|f| f.separates_others);
                target = target.after(&fate, separated);
            }
        }
        Ok(Played {
            status: target.status(),
            wounds,
            follow_ups,
            log: lines,
        })
    }
}

/// A follow-up over the phase (`Gang::follow_up`).
#[derive(Debug, Clone, PartialEq)]
pub struct PhaseFollowUp {
    pub fired: Ratio,
    pub fired_in_action: Ratio,
    pub harmed: Ratio,
    pub harmed_in_action: Ratio,
}

/// One phase played.
#[derive(Debug, Clone, PartialEq)]
pub struct Played {
    pub status: Status,
    pub wounds: i64,
    /// Every follow-up the attackers' criticals set going, in order: the row's id and what its
    /// dice did.
    pub follow_ups: Vec<(String, Followed)>,
    pub log: Vec<String>,
}
