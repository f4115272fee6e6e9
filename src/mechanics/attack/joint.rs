//! The target's fate and the unsaved wounds jointly, for `odds` with several attackers: a later
//! attacker strikes only when an earlier one left the target in action, so the total of unsaved
//! wounds needs each chain's wounds together with its fate. The same Markov chains as `exact`,
//! over (the fight, the critical as counting sees it, the wounds so far).

use super::exact::{
    Swing, fate_of_wounds, independent_attacks, mixture_over_hits, most_hits, parry_couples_hits,
    run_attacks, stunned_target, swing, total_attacks,
};
use super::parry::hits_after_parry;
use super::wounds::{Fight, apply, finish, hit_effects};
use super::{Chain, Fate, TargetState};
use crate::prob::{Dist, Walk};

/// (the fight, the critical used as `exact`'s count sees it, unsaved wounds so far). The count
/// goes on after the target is out of action, as `exact`'s does, so a fight that is over keeps
/// its own flag for the critical.
type Joint = (Fight, bool, i64);

/// One more hit of weapon `w`.
fn hit(chain: &Chain, w: usize, poisoned: bool, j: &Joint) -> Dist<Joint> {
    let (f, used, n) = *j;
    let weapon = &chain.weapons[w];
    let melee = chain.melee;
    // The fight's flag and the count's are one, out of action too (`apply` keeps counting the
    // phase's critical, R-86).
    hit_effects(chain, weapon, poisoned, !used).bind(|e| {
        let k = e.unsaved();
        apply(chain, weapon, f, e).map(|g| (*g, used || (e.critical && melee), n + k))
    })
}

/// The joint distribution of the target's fate and the unsaved wounds of one attacker's
/// chain; `None` for the one model it does not cover (poisoned hits and a parry, which only a
/// rules file gives skirmish).
pub fn fates_and_wounds(chain: &Chain) -> Option<Dist<(Fate, i64)>> {
    if chain.state == TargetState::Stunned && chain.melee {
        return Some(Dist::certain((stunned_target(chain), 0)));
    }
    if let Some(wounds) = independent_attacks(chain) {
        return Some(wounds.map(|&n| (fate_of_wounds(chain, n), n)));
    }
    let start: Joint = (Fight::default(), false, 0);
    let joint = if !parry_couples_hits(chain) {
        let swings: Vec<Dist<Swing>> = chain.weapons.iter().map(swing).collect();
        let walk = Walk::explore(start, chain.weapons.len(), total_attacks(chain), |w, j| {
            let plain = hit(chain, w, false, j);
            let special = chain.weapons[w].poison || chain.weapons[w].boom.is_some();
            let poisoned = special.then(|| hit(chain, w, true, j));
            swings[w].bind(|s| match s {
                Swing::Miss => Dist::certain(*j),
                Swing::Hit => plain.clone(),
                Swing::Poisoned => poisoned.clone().expect("a poisoned weapon"),
            })
        });
        walk.dist(
            &run_attacks(&walk, chain),
            &walk.common().pow(total_attacks(chain)),
        )
    } else {
        let hits = hits_after_parry(chain);
        if hits.outcomes().any(|c| c.iter().any(|x| x[1] > 0)) {
            return None;
        }
        let walk = Walk::explore(start, chain.weapons.len(), most_hits(&hits), |w, j| {
            hit(chain, w, false, j)
        });
        mixture_over_hits(&walk, &hits)
    };
    Some(joint.bind(|(f, _, n)| finish(chain, f).map(|fate| (*fate, *n))))
}
