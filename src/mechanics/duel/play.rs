//! A duel played die by die (`--roll`, `--simulate`), under the exact chain's model and lookups.

use super::*;

impl Prepared {
    /// Plays one fight with dice; `log` receives what happened, turn by turn.
    pub fn play(&self, dice: &mut impl Dice, mut log: Option<&mut Vec<String>>) -> Node {
        let mut state = self.duel.start();
        for turn in 1..=self.duel.turns {
            let side = active(&self.duel, turn);
            let was = state.get(side).pose;
            let stood_up = recover(&mut state, side);
            if let Some(l) = log.as_deref_mut() {
                let recovery = match was {
                    Pose::KnockedDown => format!(": {} stands up", side.name()),
                    Pose::Stunned => format!(": {} comes to, knocked down", side.name()),
                    Pose::Standing => String::new(),
                };
                l.push(format!("turn {turn} ({}'s turn){recovery}", side.name()));
            }
            let standing = |s: &State, side: Side| s.get(side).pose == Pose::Standing;
            let order: Vec<Side> = match (standing(&state, Side::A), standing(&state, Side::B)) {
                (true, true) => {
                    let first = match self.first_striker(turn, stood_up) {
                        Some(side) => side,
                        None => loop {
                            let (a, b) = (dice.d6(), dice.d6());
                            if let Some(l) = log.as_deref_mut() {
                                l.push(format!("  initiative roll-off: A {a}, B {b}"));
                            }
                            if a != b {
                                break if a > b { Side::A } else { Side::B };
                            }
                        },
                    };
                    vec![first, first.other()]
                }
                (true, false) => vec![Side::A],
                (false, true) => vec![Side::B],
                (false, false) => vec![],
            };
            // The attacks a critical took from the one who strikes next (this phase only).
            let mut lost = AttacksLost::Nothing;
            for striker in order {
                if !standing(&state, striker) {
                    continue;
                }
                let count = match lost {
                    AttacksLost::All => {
                        if let Some(l) = log.as_deref_mut() {
                            l.push(format!(
                                "  {} has no attacks left this turn",
                                striker.name()
                            ));
                        }
                        continue;
                    }
                    AttacksLost::Count(n) => n,
                    AttacksLost::Nothing => 0,
                };
                let chain = &self.chains[&self.key(striker, turn, &state, count)];
                let played = if log.is_some() {
                    attack::play(chain, dice)
                } else {
                    attack::play_quiet(chain, dice)
                };
                if let Some(l) = log.as_deref_mut() {
                    l.push(format!("  {} strikes", striker.name()));
                    l.extend(played.log.iter().map(|line| format!("    {line}")));
                    let status = match played.status {
                        Status::Wounded => format!("wounded, {} left", played.wounds_left),
                        s => s.name().replace('_', " "),
                    };
                    l.push(format!("    → {} {status}", striker.other().name()));
                }
                let fate = played.fate();
                lost = played.attacks_lost;
                match after_strike(state, striker, turn, &fate) {
                    Node::Fighting(s) => state = s,
                    won => return won,
                }
            }
        }
        Node::Fighting(state)
    }
}
