//! A critical's follow-up in a whole fight: the chance that a warrior suffers it at
//! least once and fights on — the fight followed until it happens, as the same Markov chain with
//! one more, absorbing, state. The fight itself is not changed by it: warband does not know a
//! disarmed warrior's back-up weapon or where a hurled one lands. Each follow-up is followed over
//! the fight by `Engine::follow_ups`, two warriors' or several's.

use super::{Node, Side, State};
use crate::mechanics::attack::{self, AttacksLost, Chain, Fate, FollowDice, FollowUp};
use crate::prob::{Dist, Ratio};
use crate::rules::Status;

/// A fight followed until a follow-up happens: going on (in `S`, the fight's state between
/// turns), or it happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Marked<S> {
    Live(S),
    Happened,
}

/// The follow-up a marked fight follows: `striker`'s, by its critical row's id.
pub struct Mark {
    pub(super) striker: Side,
    pub(super) id: String,
}

impl Mark {
    /// A strike's fate, split by whether the follow-up happened and did its harm (the test
    /// failed, the knock-back, the second model wounded) with the target still in action.
    pub(super) fn split(
        &self,
        chain: &Chain,
        fate: &Fate,
        live: (Node<Marked<State>>, AttacksLost),
    ) -> Dist<(Node<Marked<State>>, AttacksLost)> {
        let harm = self.harm(chain, fate);
        if harm.is_zero() {
            return Dist::certain(live);
        }
        let happened = (Node::Fighting(Marked::Happened), AttacksLost::Nothing);
        Dist::from_probs([(happened, harm.clone()), (live, harm.complement())])
            .expect("complementary")
    }
}

impl Mark {
    /// The chance that a strike of the marked side, which ended in `fate`, set the marked
    /// follow-up going and it did its harm with the target still in action.
    pub(super) fn harm(&self, chain: &Chain, fate: &Fate) -> Ratio {
        attack::follow_ups(chain)
            .into_iter()
            .find(|f| Some(f.tag) == fate.follow_up && f.id == self.id)
            .filter(|_| fate.status != Status::OutOfAction)
            .map_or_else(Ratio::zero, |f| f.harm())
    }
}

/// The follow-ups `striker`'s chains can set going, each once by its row's id, in the order of
/// `chains` (sorted by the caller, so that the answer lists them the same way every time).
pub(super) fn wanted<'c>(
    chains: impl IntoIterator<Item = (Side, &'c Chain)>,
) -> Vec<(Side, FollowUp)> {
    let mut wanted: Vec<(Side, FollowUp)> = Vec::new();
    for (side, chain) in chains {
        for f in attack::follow_ups(chain) {
            if !wanted.iter().any(|(s, g)| *s == side && g.id == f.id) {
                wanted.push((side, f.clone()));
            }
        }
    }
    wanted
}

/// One side's follow-up over the fight.
#[derive(Debug, Clone, PartialEq)]
pub struct FollowUpChance {
    pub striker: Side,
    /// The critical row's id and name (`disarm`, `Disarm`), and what it rolls.
    pub id: String,
    pub name: String,
    pub dice: FollowDice,
    pub rulings: Vec<String>,
    /// P(it happens at least once, with its harm, and the other fights on), within the turns.
    pub at_least_once: Ratio,
}

impl FollowUpChance {
    pub(super) fn of(striker: Side, f: FollowUp, at_least_once: Ratio) -> FollowUpChance {
        FollowUpChance {
            striker,
            id: f.id,
            name: f.name,
            dice: f.dice,
            rulings: f.rulings,
            at_least_once,
        }
    }
}
