//! A fight played die by die (`--roll`, `--simulate`), two warriors or several, under the
//! exact chains' model and lookups: equal places rolled off with a D6 each, the highest strikes
//! next, ties rolled again, as `gang` plays them.

use super::Men;
use super::engine::{Fight, up};
use crate::error::Result;
use crate::mechanics::duel::{AttacksLost, Dice, Node, Pose, Status, attack};

impl Fight {
    /// Plays one fight with dice; `log` receives what happened, turn by turn.
    pub(super) fn play(
        &mut self,
        dice: &mut impl Dice,
        mut log: Option<&mut Vec<String>>,
    ) -> Result<Node<Men>> {
        let mut men = self.start_men();
        // The fear tests as the charge goes in: 2D6 each, before any other die.
        let mut afraid = 0;
        for f in self.fears.clone() {
            let rolled = [dice.d6(), dice.d6()];
            let passed = f.test.passes(&rolled);
            if !passed {
                afraid |= 1 << f.warrior;
            }
            if let Some(l) = log.as_deref_mut() {
                l.push(format!(
                    "{} tests fear ({}): {} + {} = {}, {}",
                    self.labels[f.warrior],
                    f.test.label(),
                    rolled[0],
                    rolled[1],
                    rolled[0] + rolled[1],
                    if passed {
                        "passed"
                    } else {
                        "failed: 6s to hit in turn 1"
                    }
                ));
            }
        }
        self.set_afraid(afraid);
        for turn in 1..=self.turns {
            let side = self.active(turn);
            let was = men;
            let stood = self.recover(&mut men.0, side);
            if let Some(l) = log.as_deref_mut() {
                let mut recovery: Vec<String> = Vec::new();
                for (i, f) in was.0.iter().enumerate() {
                    match (f.map(|f| f.pose), men.0[i].map(|f| f.pose)) {
                        (Some(Pose::KnockedDown), Some(Pose::Standing)) => {
                            recovery.push(format!("{} stands up", self.labels[i]));
                        }
                        (Some(Pose::Stunned), Some(Pose::KnockedDown)) => {
                            recovery.push(format!("{} comes to, knocked down", self.labels[i]));
                        }
                        _ => {}
                    }
                }
                let recovery = if recovery.is_empty() {
                    String::new()
                } else {
                    format!(": {}", recovery.join(", "))
                };
                l.push(format!("turn {turn} ({}'s turn){recovery}", side.name()));
            }
            let n = self.n();
            let mut lost = vec![AttacksLost::Nothing; n];
            let mut struck = vec![false; n];
            for place in self.places(&men.0, turn, &stood) {
                let mut rest = place;
                loop {
                    rest.retain(|&i| up(&men.0, i));
                    if rest.is_empty() {
                        break;
                    }
                    let mut tied = rest.clone();
                    while tied.len() > 1 {
                        let (rolls, left) = dice.roll_off(&tied);
                        if let Some(l) = log.as_deref_mut() {
                            let shown: Vec<String> = tied
                                .iter()
                                .zip(&rolls)
                                .map(|(&i, r)| format!("{} {r}", self.labels[i]))
                                .collect();
                            l.push(format!("  initiative roll-off: {}", shown.join(", ")));
                        }
                        tied = left;
                    }
                    let i = tied[0];
                    rest.retain(|&k| k != i);
                    let count = match lost[i] {
                        AttacksLost::All => {
                            if let Some(l) = log.as_deref_mut() {
                                l.push(format!(
                                    "  {} has no attacks left this turn",
                                    self.labels[i]
                                ));
                            }
                            continue;
                        }
                        AttacksLost::Count(n) => n,
                        AttacksLost::Nothing => 0,
                    };
                    let Some(j) = self.target(&men.0, i) else {
                        continue;
                    };
                    let key = self.key(&men.0, i, j, turn, count, struck[j]);
                    let chain = self.chain(key)?;
                    let played = if log.is_some() {
                        attack::play(chain, dice)
                    } else {
                        attack::play_quiet(chain, dice)
                    };
                    if let Some(l) = log.as_deref_mut() {
                        // Two warriors' log names the striker only: his target goes without saying.
                        l.push(if self.n() == 2 {
                            format!("  {} strikes", self.labels[i])
                        } else {
                            format!("  {} strikes {}", self.labels[i], self.labels[j])
                        });
                        l.extend(played.log.iter().map(|line| format!("    {line}")));
                        let status = match played.status {
                            Status::Wounded => format!("wounded, {} left", played.wounds_left),
                            s => s.name().replace('_', " "),
                        };
                        l.push(format!("    → {} {status}", self.labels[j]));
                    }
                    let fate = played.fate();
                    struck[j] = true;
                    lost[j] = lost[j].max(played.attacks_lost);
                    if let Some(side) = self.after(&mut men.0, i, j, &fate) {
                        return Ok(Node::Won { side, turn });
                    }
                }
            }
        }
        Ok(Node::Fighting(men))
    }
}
