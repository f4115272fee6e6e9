//! A round's strike order (R-47; R-60 as amended): each side's riders at the unit's place, its
//! mounts at their own, equal places of the two sides rolled off each on its own; and who of a
//! unit strikes at a step (`Standing`).

use super::{Combat, Fighter, Side};
use crate::prob::Ratio;

/// The models of a unit that strike at one moment of a round: its fighting rank and file and
/// its champion, those still standing (R-60 as amended), each with its mount when mounted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Standing {
    pub troops: u32,
    pub champion: u32,
}

impl Standing {
    /// How many make a strike of `by`: a killed cavalry model takes its mount's attacks with it.
    pub fn count(self, by: Fighter) -> u32 {
        match by {
            Fighter::Troops => self.troops,
            Fighter::Champion => self.champion,
            Fighter::Mount => self.troops + self.champion,
        }
    }

    /// A stupid unit that failed its test (R-101 as amended): half of its fighting rank and
    /// file still standing when it strikes, rounded up; the champion fights whatever the test.
    pub fn halved(self) -> Standing {
        Standing {
            troops: self.troops.div_ceil(2),
            champion: self.champion,
        }
    }
}

/// One step of a round's strike order: which of a side's strikes it makes, its riders' (the
/// rank and file and the champion) or its mounts' or both (R-60 as amended: a mount strikes at
/// its own place).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Step {
    pub side: Side,
    pub riders: bool,
    pub mounts: bool,
}

impl Step {
    /// Whether a strike of `by` is made at this step.
    pub fn makes(self, by: Fighter) -> bool {
        if by == Fighter::Mount {
            self.mounts
        } else {
            self.riders
        }
    }

    /// The step in words: "A", "A's mounts", "A and its mounts".
    pub fn name(self) -> String {
        match (self.riders, self.mounts) {
            (true, false) => self.side.name().to_string(),
            (false, true) => format!("{}'s mounts", self.side.name()),
            _ => format!("{} and its mounts", self.side.name()),
        }
    }
}

/// A place in a round's strike order: one step, or a step of each side at an equal place,
/// rolled off (seed 002 «Pokud jsou iniciativy stejne, hodi se D6»; R-9), A's first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slot {
    One(Step),
    RolledOff(Step, Step),
}

/// Who strikes first in a round, by the ruleset's strike order: `None` when the places
/// are equal and rolled off.
pub(super) fn first_striker(
    order: &crate::mechanics::duel::Order,
    combat: &Combat,
    first_round: bool,
) -> Option<Side> {
    use crate::mechanics::duel::{Striker, place, strikes_of};
    let place = |side: Side| {
        let unit = combat.unit(side);
        let me = Striker {
            initiative: unit.profile.initiative(),
            strikes: strikes_of(unit.weapon.as_ref()),
            charging: first_round && combat.charger == side,
            stood_up: false,
        };
        let opponent = strikes_of(combat.unit(side.other()).weapon.as_ref());
        place(order, &me, opponent, first_round, first_round)
    };
    match place(Side::A).cmp(&place(Side::B)) {
        std::cmp::Ordering::Less => Some(Side::A),
        std::cmp::Ordering::Greater => Some(Side::B),
        std::cmp::Ordering::Equal => None,
    }
}

/// The places of a round's strike order (R-47; R-60 as amended): each side's riders at the
/// unit's place, its mounts at their own (with the charge in the round their unit charged,
/// whatever the rider's weapon; later at the mount's Initiative), a side's groups at one place
/// striking together. Equal places of the two sides are rolled off, each on its own; in the
/// first round the charger takes them (and `tied` says so).
pub(super) fn round_slots(
    order: &crate::mechanics::duel::Order,
    combat: &Combat,
    first_round: bool,
    tied: &mut bool,
) -> Vec<Slot> {
    use crate::mechanics::duel::{Striker, place, strikes_of};
    use crate::rules::weapons::Strikes;
    let mut places = Vec::new();
    for side in [Side::A, Side::B] {
        let unit = combat.unit(side);
        let charging = first_round && combat.charger == side;
        let opponent = strikes_of(combat.unit(side.other()).weapon.as_ref());
        let riders = Striker {
            initiative: unit.profile.initiative(),
            strikes: strikes_of(unit.weapon.as_ref()),
            charging,
            stood_up: false,
        };
        places.push((
            place(order, &riders, opponent, first_round, first_round),
            side,
            false,
        ));
        if let Some(initiative) = unit.mount_initiative() {
            // R-47 binds the weapon's bearer, not the horse.
            let mounts = Striker {
                initiative,
                strikes: Strikes::InOrder,
                ..riders
            };
            places.push((
                place(order, &mounts, opponent, first_round, first_round),
                side,
                true,
            ));
        }
    }
    places.sort_by_key(|(place, side, mounts)| (*place, *side == Side::B, *mounts));
    let mut slots = Vec::new();
    let mut i = 0;
    while i < places.len() {
        let here = places[i].0;
        let mut steps: Vec<Step> = Vec::new();
        while i < places.len() && places[i].0 == here {
            let (_, side, mounts) = places[i];
            match steps.iter_mut().find(|s| s.side == side) {
                Some(step) => {
                    step.riders |= !mounts;
                    step.mounts |= mounts;
                }
                None => steps.push(Step {
                    side,
                    riders: !mounts,
                    mounts,
                }),
            }
            i += 1;
        }
        match steps.as_slice() {
            [one] => slots.push(Slot::One(*one)),
            [a, b] if first_round => {
                *tied = true;
                let (first, then) = if a.side == combat.charger {
                    (a, b)
                } else {
                    (b, a)
                };
                slots.push(Slot::One(*first));
                slots.push(Slot::One(*then));
            }
            [a, b] => slots.push(Slot::RolledOff(*a, *b)),
            _ => unreachable!("a place holds one step of each side at most"),
        }
    }
    slots
}

/// Every strike order `slots` can give, each roll-off's outcome with its chance.
pub(super) fn sequences(slots: &[Slot]) -> Vec<(Vec<Step>, Ratio)> {
    let mut all = vec![(Vec::new(), Ratio::one())];
    let half = Ratio::new(1, 2);
    for slot in slots {
        all = match slot {
            Slot::One(step) => all
                .into_iter()
                .map(|(mut steps, p)| {
                    steps.push(*step);
                    (steps, p)
                })
                .collect(),
            Slot::RolledOff(a, b) => all
                .into_iter()
                .flat_map(|(steps, p)| {
                    let p = &p * &half;
                    [[*a, *b], [*b, *a]].map(|pair| {
                        let mut steps = steps.clone();
                        steps.extend(pair);
                        (steps, p.clone())
                    })
                })
                .collect(),
        };
    }
    all
}
