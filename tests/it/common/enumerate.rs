//! The brute-force oracle of the attack chain: every sequence of dice one attacker's phase can
//! consume, visited exactly once by playing the phase with scripted dice, each leaf weighted by
//! 6^-(dice it used). Shared by `odds_oracle` (one phase) and `duel_oracle` (a whole fight, phase
//! by phase), so both check the program against the same independent enumeration.

use std::collections::HashMap;
use std::hash::Hash;
use warband::mechanics::attack::{self, Chain, Dice, FollowResult, Followed, Played};
use warband::prob::{Dist, Nat};

/// Replays a prefix of dice; beyond it, rolls 1s and remembers how many it rolled.
pub struct Scripted {
    prefix: Vec<u8>,
    used: Vec<u8>,
}

impl Dice for Scripted {
    fn d6(&mut self) -> u8 {
        let die = self.prefix.get(self.used.len()).copied().unwrap_or(1);
        self.used.push(die);
        die
    }
}

/// The exact distribution of `key(played)` over every sequence of dice the phase can consume
/// (a depth-first walk of the tree of dice), with the number of sequences visited; `None` when
/// there are more than `limit` of them.
pub fn enumerate_at_most<K: Ord + Clone + Hash>(
    chain: &Chain,
    limit: usize,
    key: impl Fn(&Played) -> K,
) -> Option<(Dist<K>, usize)> {
    enumerate_dice(limit, |dice| key(&attack::play_quiet(chain, dice)))
}

/// The exact distribution of what `play` gives over every sequence of dice it can consume (a
/// depth-first walk of the tree of dice: each run replays a prefix and rolls 1s beyond it, and
/// its siblings are queued), with the number of sequences visited; `None` when there are more
/// than `limit` of them. `play` must roll only through the dice it is given.
pub fn enumerate_dice<K: Ord + Clone + Hash>(
    limit: usize,
    mut play: impl FnMut(&mut Scripted) -> K,
) -> Option<(Dist<K>, usize)> {
    // Count leaves by outcome and by how many dice they used; weights come at the end.
    let mut by_depth: HashMap<(K, usize), u64> = HashMap::new();
    let mut stack = vec![Vec::new()];
    let mut leaves = 0;
    let mut deepest = 0;
    while let Some(prefix) = stack.pop() {
        let start = prefix.len();
        let mut dice = Scripted {
            prefix,
            used: Vec::new(),
        };
        let key = play(&mut dice);
        leaves += 1;
        if leaves > limit {
            return None;
        }
        deepest = deepest.max(dice.used.len());
        *by_depth.entry((key, dice.used.len())).or_default() += 1;
        // Siblings of every die this run rolled beyond its prefix (those were all 1s).
        for j in start..dice.used.len() {
            for v in 2..=6 {
                let mut next = dice.used[..j].to_vec();
                next.push(v);
                stack.push(next);
            }
        }
    }
    // A leaf that used d dice has probability 6^-d = 6^(deepest - d) / 6^deepest.
    let six = Nat::from(6u64);
    let weighted = by_depth
        .into_iter()
        .map(|((k, depth), count)| (k, Nat::from(count) * six.pow((deepest - depth) as u32)));
    let dist = Dist::from_nat_weights(weighted).expect("at least one leaf");
    assert_eq!(
        dist.denominator(),
        &six.pow(deepest as u32),
        "the leaves cover every sequence once"
    );
    Some((dist, leaves))
}

/// Whether a follow-up played did its harm: a failed Strength test, a knock-back, a
/// wounded second model.
pub fn harmed(f: &Followed) -> bool {
    match f.result {
        FollowResult::Test { failed } => failed,
        FollowResult::KnockBack { .. } => true,
        FollowResult::SecondModel { wounded } => wounded,
    }
}
