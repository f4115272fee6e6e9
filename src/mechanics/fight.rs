//! czarne-wrota fights (§5.4): how many rounds a fighter needs to kill a monster that dies when
//! its wounds reach its strength, given the exact distribution of wounds per attack.

use super::Roller;
use super::table::{LookupError, RolledRow, roll_row};
use crate::dice::expr::Expr;
use crate::prob::{Dist, Nat, Ratio};
use crate::rules::tables::Band;

/// The exact distribution of the round the monster dies in, up to a cap.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundsToKill {
    /// `(round, P(dies in that round), P(dies in that round or later))`, for the rounds that
    /// can end the fight, up to the cap.
    pub rounds: Vec<(u32, Ratio, Ratio)>,
    /// The last round computed: the fight is over by then, or the cap was reached.
    pub last: u32,
    /// P(still alive after `last` rounds).
    pub beyond: Ratio,
    /// The exact expected number of rounds, or `None` when the monster can never die.
    pub mean: Option<Ratio>,
    /// The exact variance of the number of rounds (every round, however long), with `mean`.
    pub variance: Option<Ratio>,
}

/// `wounds` per round (non-negative counts) against a monster of `strength`, computed round by
/// round until it is surely dead or `cap` rounds have passed.
///
/// The mean is exact even when the fight can last for ever (a round may cause no wound): with
/// p₀ = P(0 wounds), the expected rounds still needed from w wounds is
/// E(w) = (1 + Σ_{d≥1} P(d)·E(w+d)) / (1 − p₀), E(w) = 0 for w ≥ strength — the geometric tail
/// of the rounds that wound nobody, summed in closed form.
pub fn rounds_to_kill(wounds: &Dist<i64>, strength: u32, cap: u32) -> RoundsToKill {
    let k = strength as usize;
    let denominator = wounds.denominator().clone();
    // alive[w] = ways to have exactly w < strength wounds, over denominatorʳ.
    let mut alive: Vec<Nat> = vec![Nat::zero(); k];
    alive[0] = Nat::one();
    let mut scale = Nat::one();
    let mut deaths: Vec<(u32, Nat)> = Vec::new();
    let mut last = 0;
    while last < cap && alive.iter().any(|w| !w.is_zero()) {
        last += 1;
        let mut next = vec![Nat::zero(); k];
        let mut dead = Nat::zero();
        for (w, ways) in alive.iter().enumerate().filter(|(_, x)| !x.is_zero()) {
            for (&d, weight) in wounds.weights() {
                let reached = w as i64 + d;
                let product = ways * weight;
                if reached >= k as i64 {
                    dead += product;
                } else {
                    next[reached as usize] += product;
                }
            }
        }
        scale *= &denominator;
        alive = next;
        deaths.push((last, dead));
    }
    let beyond = Ratio::from_nats(alive.iter().sum(), scale.clone());
    // P(N ≥ r) = Σ_{j ≥ r} P(N = j) + P(N > last).
    let mut at_least = beyond.clone();
    let mut rounds: Vec<(u32, Ratio, Ratio)> = Vec::new();
    let mut scales: Vec<Nat> = Vec::with_capacity(deaths.len());
    let mut s = Nat::one();
    for _ in &deaths {
        s *= &denominator;
        scales.push(s.clone());
    }
    for ((round, dead), s) in deaths.into_iter().zip(scales).rev() {
        let p = Ratio::from_nats(dead, s);
        at_least = &at_least + &p;
        if !p.is_zero() {
            rounds.push((round, p, at_least.clone()));
        }
    }
    rounds.reverse();
    let moments = moments(wounds, strength);
    RoundsToKill {
        rounds,
        last,
        beyond,
        mean: moments.as_ref().map(|(m, _)| m.clone()),
        variance: moments.map(|(m, sq)| {
            sq.checked_sub(&(&m * &m))
                .expect("E[N²] ≥ E[N]² (a variance is not negative)")
        }),
    }
}

/// E(N) and E(N²) of the rounds from no wounds, by the recurrence above; `None` if no round
/// can wound.
///
/// The second moment the same way: N(w) = 1 + N(w + D), so
/// S(w) = 1 + 2·Σ_d P(d)·E(w+d) + Σ_d P(d)·S(w+d); the d = 0 terms hold S(w) and E(w)
/// themselves, which gives S(w)·(1 − p₀) = 1 + 2·p₀·E(w) + Σ_{d≥1} P(d)·(2·E(w+d) + S(w+d)),
/// with E = S = 0 from `strength` wounds on.
fn moments(wounds: &Dist<i64>, strength: u32) -> Option<(Ratio, Ratio)> {
    let p0 = wounds.prob(&0);
    if p0.is_one() {
        return None;
    }
    let keep_going = p0.complement();
    let k = strength as usize;
    let mut expected: Vec<Ratio> = vec![Ratio::zero(); k];
    let mut squared: Vec<Ratio> = vec![Ratio::zero(); k];
    let two = Ratio::from_integer(2);
    for w in (0..k).rev() {
        let mut sum = Ratio::one();
        let mut sum_sq = Ratio::one();
        for (&d, p) in wounds.iter() {
            let reached = w as i64 + d;
            if d >= 1 && reached < k as i64 {
                let (e, s) = (&expected[reached as usize], &squared[reached as usize]);
                sum = &sum + &(&p * e);
                sum_sq = &sum_sq + &(&p * &(&(&two * e) + s));
            }
        }
        expected[w] = &sum / &keep_going;
        sum_sq = &sum_sq + &(&(&two * &p0) * &expected[w]);
        squared[w] = &sum_sq / &keep_going;
    }
    Some((expected[0].clone(), squared[0].clone()))
}

/// One rolled round: the attack's roll, the wounds it caused and the wounds so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RolledRound {
    pub attack: RolledRow,
    pub wounds: i64,
    pub total: i64,
}

/// A rolled fight: every round until the monster dies or `cap` rounds have passed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RolledFight {
    pub rounds: Vec<RolledRound>,
    pub killed: bool,
}

/// Rolls one attack a round (`dice + modifier` looked up in `bands`, row `i` causing
/// `wounds_of_row[i]` wounds) until the wounds reach `strength` or `cap` rounds have passed.
///
/// # Errors
/// When a total falls outside every row.
pub fn roll_fight(
    dice: &Expr,
    modifier: i64,
    bands: &[Band],
    wounds_of_row: &[i64],
    strength: u32,
    cap: u32,
    roller: &mut Roller,
) -> Result<RolledFight, LookupError> {
    let mut rounds = Vec::new();
    let mut total = 0;
    while total < i64::from(strength) && (rounds.len() as u32) < cap {
        let attack = roll_row(dice, modifier, bands, roller)?;
        let wounds = wounds_of_row[attack.row];
        total += wounds;
        rounds.push(RolledRound {
            attack,
            wounds,
            total,
        });
    }
    Ok(RolledFight {
        killed: total >= i64::from(strength),
        rounds,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(ws: &[(i64, u64)]) -> Dist<i64> {
        Dist::from_weights(ws.iter().copied()).unwrap()
    }

    #[test]
    fn a_sure_wound_per_round_kills_in_strength_rounds() {
        let r = rounds_to_kill(&Dist::certain(1), 4, 20);
        assert_eq!(r.rounds, vec![(4, Ratio::one(), Ratio::one())]);
        assert_eq!(r.beyond, Ratio::zero());
        assert_eq!(r.mean, Some(Ratio::from_integer(4)));
        // Always exactly 4 rounds: no spread.
        assert_eq!(r.variance, Some(Ratio::zero()));
    }

    #[test]
    fn a_coin_flip_wound_is_geometric() {
        // One wound with probability 1/2 against strength 1: P(N = r) = 2⁻ʳ, mean 2.
        let r = rounds_to_kill(&d(&[(0, 1), (1, 1)]), 1, 5);
        let probs: Vec<Ratio> = r.rounds.iter().map(|x| x.1.clone()).collect();
        assert_eq!(
            probs,
            (1..=5).map(|k| Ratio::new(1, 1 << k)).collect::<Vec<_>>()
        );
        assert_eq!(r.beyond, Ratio::new(1, 32));
        assert_eq!(r.rounds[0].2, Ratio::one());
        assert_eq!(r.mean, Some(Ratio::from_integer(2)));
        // Geometric with p = 1/2: Var = (1 − p)/p² = (1/2)/(1/4) = 2.
        assert_eq!(r.variance, Some(Ratio::from_integer(2)));
        // Strength 2: negative binomial (two geometric waits), mean 4, variance 2 + 2 = 4.
        let two = rounds_to_kill(&d(&[(0, 1), (1, 1)]), 2, 5);
        assert_eq!(two.mean, Some(Ratio::from_integer(4)));
        assert_eq!(two.variance, Some(Ratio::from_integer(4)));
        // One wound (1/3) or two (1/3) or none (1/3) against strength 2, by the rounds' tree:
        // from 0 wounds a round ends it with 1/3 (two wounds), or leaves 1 wound with 1/3, from
        // where each round ends it with 2/3 (geometric, mean 3/2, E[N²] = (2 − p)/p² = 3).
        // E(1) = 3/2, S(1) = 3; E(0)·(2/3) = 1 + 1/3·3/2 → E(0) = 9/4;
        // S(0)·(2/3) = 1 + 2·1/3·9/4 + 1/3·(2·3/2 + 3) = 1 + 3/2 + 2 = 9/2 → S(0) = 27/4;
        // Var = 27/4 − 81/16 = 27/16.
        let mixed = rounds_to_kill(&d(&[(0, 1), (1, 1), (2, 1)]), 2, 50);
        assert_eq!(mixed.mean, Some(Ratio::new(9, 4)));
        assert_eq!(mixed.variance, Some(Ratio::new(27, 16)));
    }

    #[test]
    fn never_wounding_never_kills() {
        let r = rounds_to_kill(&Dist::certain(0), 3, 10);
        assert!(r.rounds.is_empty());
        assert_eq!(r.beyond, Ratio::one());
        assert_eq!(r.mean, None);
        assert_eq!(r.variance, None);
    }
}
