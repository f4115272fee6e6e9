//! The WFB musicians' roll-off (§3.7, R-38): each side rolls a D6 per musician and the higher
//! total wins; a side without musicians loses, and equal totals give nobody the bonus.

use super::Roller;
use crate::prob::Dist;

/// The roll-off from one side's point of view.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Contest {
    Win,
    Tie,
    Lose,
}

impl Contest {
    pub fn name(self) -> &'static str {
        match self {
            Contest::Win => "win",
            Contest::Tie => "tie",
            Contest::Lose => "lose",
        }
    }

    fn of(ours: i64, theirs: i64) -> Contest {
        match ours.cmp(&theirs) {
            std::cmp::Ordering::Greater => Contest::Win,
            std::cmp::Ordering::Equal => Contest::Tie,
            std::cmp::Ordering::Less => Contest::Lose,
        }
    }
}

/// Without rolling: who wins when a side has no musician (`None` when both have some).
fn walkover(ours: u32, theirs: u32) -> Option<Contest> {
    match (ours, theirs) {
        (0, 0) => Some(Contest::Tie),
        (0, _) => Some(Contest::Lose),
        (_, 0) => Some(Contest::Win),
        _ => None,
    }
}

/// The exact outcome with `ours` musicians against `theirs`.
pub fn distribution(ours: u32, theirs: u32) -> Dist<Contest> {
    if let Some(c) = walkover(ours, theirs) {
        return Dist::certain(c);
    }
    let d6 = Dist::uniform(1..=6i64).expect("a die has faces");
    d6.sum_of(ours)
        .product(&d6.sum_of(theirs), |a, b| Contest::of(*a, *b))
}

/// Both sides' dice and the outcome.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RolledContest {
    pub ours: Vec<u8>,
    pub theirs: Vec<u8>,
    pub result: Contest,
}

pub fn roll(ours: u32, theirs: u32, roller: &mut Roller) -> RolledContest {
    let ours_dice: Vec<u8> = (0..ours).map(|_| roller.d6()).collect();
    let theirs_dice: Vec<u8> = (0..theirs).map(|_| roller.d6()).collect();
    let sum = |d: &[u8]| d.iter().map(|&x| i64::from(x)).sum::<i64>();
    let result =
        walkover(ours, theirs).unwrap_or_else(|| Contest::of(sum(&ours_dice), sum(&theirs_dice)));
    RolledContest {
        ours: ours_dice,
        theirs: theirs_dice,
        result,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prob::Ratio;

    #[test]
    fn one_musician_each_wins_five_twelfths() {
        let d = distribution(1, 1);
        assert_eq!(d.prob(&Contest::Win), Ratio::new(5, 12));
        assert_eq!(d.prob(&Contest::Tie), Ratio::new(1, 6));
        assert_eq!(d.prob(&Contest::Lose), Ratio::new(5, 12));
        assert_eq!(distribution(0, 2), Dist::certain(Contest::Lose));
        assert_eq!(distribution(0, 0), Dist::certain(Contest::Tie));
    }
}
