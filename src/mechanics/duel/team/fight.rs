//! Who strikes whom in a fight of several, and what a strike does: the active side's recovery
//! the places of the strike order, the target a warrior picks under
//! R-87 and `Targets`, the chain of each strike (built once for each striker's and target's
//! kind and state) and its fates, and a fate's mark on the target.

use super::{Fighter, Key, Men, Prepared, Targets, up};
use crate::error::Result;
use crate::mechanics::duel::{
    Chain, Fate, Place, Pose, Side, Status, Striker, attack, owners_order, place, strikes_of,
};
use crate::mechanics::loadout;
use crate::prob::Ratio;
use crate::rules::weapons::Strikes;
use std::rc::Rc;

impl Prepared {
    /// The start of a turn: every warrior of the active side recovers; returns who
    /// stood up.
    pub(super) fn recover(&self, men: &mut Men, side: Side) -> Vec<bool> {
        let mut stood = vec![false; self.n()];
        for (i, slot) in men.0.iter_mut().enumerate().take(self.n()) {
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
    pub(super) fn places_in_order(
        &self,
        men: &Men,
        turn: u32,
        stood: &[bool],
    ) -> (Vec<Vec<usize>>, bool) {
        let standing: Vec<usize> = (0..self.n())
            .filter(|&i| men.0[i].is_some_and(|f| f.pose == Pose::Standing))
            .collect();
        let strikes = |i: usize| strikes_of(self.warriors[i].weapon.as_ref());
        let opponent = |i: usize| {
            let theirs: Vec<Strikes> = (0..self.n())
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
    pub fn target(&self, men: &[Option<Fighter>], i: usize) -> Option<usize> {
        let theirs =
            || (0..self.n()).filter(move |&j| self.sides[j] != self.sides[i] && men[j].is_some());
        let anyone_up = theirs().any(|j| up(men, j));
        let mut pool = theirs().filter(|&j| up(men, j) == anyone_up);
        match self.team.targets {
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

    /// What a strike of `i` on `j` did: `j` out (and his side with him, perhaps), or his new
    /// state, as two warriors' duel carries it over.
    pub(super) fn after(
        &self,
        men: &mut [Option<Fighter>],
        i: usize,
        j: usize,
        fate: &Fate,
    ) -> Option<Side> {
        let slot = &mut men[j];
        let mut f = slot.expect("a target in action");
        match fate.status {
            Status::OutOfAction => {
                *slot = None;
                let side = self.sides[j];
                let all_out = (0..self.n()).all(|k| self.sides[k] != side || men[k].is_none());
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
    pub(super) fn groups(&self, men: &Men, places: &[Vec<usize>]) -> Vec<Option<u8>> {
        let mut place_of = vec![usize::MAX; self.n()];
        for (k, place) in places.iter().enumerate() {
            for &i in place {
                place_of[i] = k;
            }
        }
        (0..self.n())
            .map(|i| {
                up(&men.0, i).then(|| {
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
}
