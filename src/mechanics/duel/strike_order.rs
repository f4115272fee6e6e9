//! The places of a phase's strike order: the ruleset's strike order read into
//! groups (first, in order, last) and Initiative within a group; equal places are rolled off
//! . `duel`'s fights (`engine.rs`), `odds`' several attackers and `combat`'s units place
//! their strikers with it.

use crate::rules::weapons::Strikes;
use crate::rules::{Ruleset, StrikeOrder, ZeroEffect};

/// The ruleset's strike order, looked up once.
#[derive(Debug, Clone, PartialEq)]
pub struct Order {
    pub rule: StrikeOrder,
    /// Initiative 0 strikes last, even charging (a zero rule of the ruleset: the club's §2.1).
    pub zero_initiative_last: bool,
}

impl Order {
    pub fn of(ruleset: &Ruleset) -> Option<Order> {
        Some(Order {
            rule: ruleset.close_combat.as_ref()?.strike_order.clone(),
            zero_initiative_last: ruleset
                .zero_rule("i", ZeroEffect::StrikesLastFailsInitiative)
                .is_some(),
        })
    }
}

/// The groups of a phase's strike order, earliest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum StrikeGroup {
    /// The charger in the first turn; a spear's first turn where weapons strike first.
    First,
    InOrder,
    /// Stood up this turn, Initiative 0 where it strikes last, or a weapon that strikes last.
    Last,
}

/// A place in the strike order of a phase: its group, then the higher Initiative (smaller
/// places strike earlier). Equal places are rolled off.
pub type Place = (StrikeGroup, std::cmp::Reverse<u8>);

/// What a striker's place depends on (a duellist, or one of `odds`' several attackers).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Striker {
    pub initiative: u8,
    pub strikes: Strikes,
    /// He charged, and this is the first turn (round) of the combat.
    pub charging: bool,
    pub stood_up: bool,
}

/// A striker's place: `opponent` is how his opponent's weapon strikes (for
/// "a two-handed weapon strikes last unless both have one"), `charge_in_first_turn` whether
/// anyone charged and this is the first turn.
pub fn place(
    order: &Order,
    me: &Striker,
    opponent: Strikes,
    first_turn: bool,
    charge_in_first_turn: bool,
) -> Place {
    let rule = &order.rule;
    // in the first round the charge decides alone, whatever the weapons' data says.
    let charge_decides = rule.charger_first_whatever_weapons && charge_in_first_turn;
    let weapon_last = me.strikes == Strikes::Last
        && !(rule.strikes_last_unless_both && opponent == Strikes::Last);
    let weapon_first =
        first_turn && rule.weapons_strike_first && me.strikes == Strikes::FirstInFirstTurn;
    let group = if me.stood_up || (order.zero_initiative_last && me.initiative == 0) {
        // «vždy poslední»: even the charger (§2.1).
        StrikeGroup::Last
    } else if charge_decides {
        if me.charging {
            StrikeGroup::First
        } else {
            StrikeGroup::InOrder
        }
    } else if weapon_last {
        StrikeGroup::Last
    } else if me.charging || weapon_first {
        StrikeGroup::First
    } else {
        StrikeGroup::InOrder
    };
    (group, std::cmp::Reverse(me.initiative))
}

/// where the ruleset lets the owner choose the order of his friendly chargers of equal
/// Initiative (the club), each place that `friendly_chargers` says holds only one side's
/// chargers is split into one place per warrior, in the order they were given (places list
/// their warriors in that order); elsewhere they roll off. Returns whether any was split.
pub fn owners_order(
    order: &Order,
    places: &mut Vec<Vec<usize>>,
    friendly_chargers: impl Fn(&[usize]) -> bool,
) -> bool {
    if !order.rule.friendly_chargers_in_given_order {
        return false;
    }
    let mut split = false;
    let mut out = Vec::with_capacity(places.len());
    for place in places.drain(..) {
        if place.len() > 1 && friendly_chargers(&place) {
            split = true;
            out.extend(place.into_iter().map(|i| vec![i]));
        } else {
            out.push(place);
        }
    }
    *places = out;
    split
}

/// How a warrior's main weapon strikes (no weapon: in order).
pub fn strikes_of(weapon: Option<&crate::rules::weapons::Weapon>) -> Strikes {
    weapon.map_or(Strikes::InOrder, |w| w.strikes)
}
