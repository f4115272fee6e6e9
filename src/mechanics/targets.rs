//! czarne-wrota monster target selection (§5.2, R-26, R-36): which character each monster
//! attacks, exactly and rolled. Monsters are numbered and characters counted from the left.

use super::Roller;
use crate::prob::Dist;

/// How the two sides stand: front-rank monsters, front-rank characters, and monsters in the
/// second rank (they pick among the whole front rank).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layout {
    pub monsters: u32,
    pub characters: u32,
    pub second_rank: u32,
}

/// The most fighters in a rank (§5.1: three in the front rank).
pub const MAX_RANK: u32 = 3;

impl Layout {
    /// For each monster (front rank left to right, then the second rank), the characters it may
    /// attack, left to right. R-36: each rank spread evenly over the same width; a front-rank
    /// monster may attack the characters whose share of the front overlaps its own.
    pub fn eligible(&self) -> Vec<Vec<u32>> {
        let (m, c) = (self.monsters, self.characters);
        let front = (0..m).map(|i| {
            // Shares [i/m, (i+1)/m] and [j/c, (j+1)/c] overlap in more than a point.
            (0..c)
                .filter(|&j| i * c < (j + 1) * m && j * m < (i + 1) * c)
                .collect()
        });
        let second = (0..self.second_rank).map(|_| (0..c).collect());
        front.chain(second).collect()
    }
}

/// The D6 faces (first, last) that send a monster to its `k`-th of `n` eligible targets: equal
/// bands left to right. `n` is 1, 2 or 3, so the bands are whole.
pub fn band(k: u32, n: u32) -> (u8, u8) {
    let width = 6 / n;
    ((k * width + 1) as u8, ((k + 1) * width) as u8)
}

fn target_of(die: u8, eligible: &[u32]) -> u32 {
    let n = eligible.len() as u32;
    eligible[((u32::from(die) - 1) * n / 6) as usize]
}

/// The exact distribution of who attacks whom: one character index per monster.
pub fn distribution(layout: &Layout) -> Dist<Vec<u32>> {
    layout
        .eligible()
        .iter()
        .fold(Dist::certain(Vec::new()), |acc, eligible| {
            let one =
                Dist::uniform((1..=6u8).map(|d| target_of(d, eligible))).expect("a die has faces");
            acc.product(&one, |so_far, t| {
                let mut v = so_far.clone();
                v.push(*t);
                v
            })
        })
}

/// One monster's pick: its die (none when only one target is eligible) and its target.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pick {
    pub die: Option<u8>,
    pub target: u32,
}

/// Rolls one D6 per monster that has a choice; a monster facing one target does not roll.
pub fn roll(layout: &Layout, roller: &mut Roller) -> Vec<Pick> {
    layout
        .eligible()
        .iter()
        .map(|eligible| {
            if eligible.len() == 1 {
                Pick {
                    die: None,
                    target: eligible[0],
                }
            } else {
                let die = roller.d6();
                Pick {
                    die: Some(die),
                    target: target_of(die, eligible),
                }
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(monsters: u32, characters: u32) -> Layout {
        Layout {
            monsters,
            characters,
            second_rank: 0,
        }
    }

    #[test]
    fn bands_split_the_die_evenly() {
        assert_eq!(band(0, 1), (1, 6));
        assert_eq!((band(0, 2), band(1, 2)), ((1, 3), (4, 6)));
        assert_eq!(
            (band(0, 3), band(1, 3), band(2, 3)),
            ((1, 2), (3, 4), (5, 6))
        );
    }

    #[test]
    fn the_seeds_layouts() {
        // Two monsters against three characters: A 1 or 2, B 2 or 3.
        assert_eq!(layout(2, 3).eligible(), vec![vec![0, 1], vec![1, 2]]);
        // Three monsters against two: 1 on A, 2 on A or B, 3 on B.
        assert_eq!(layout(3, 2).eligible(), vec![vec![0], vec![0, 1], vec![1]]);
        // One monster against three: any of them.
        assert_eq!(layout(1, 3).eligible(), vec![vec![0, 1, 2]]);
        // Three against three: directly opposite.
        assert_eq!(layout(3, 3).eligible(), vec![vec![0], vec![1], vec![2]]);
    }
}
