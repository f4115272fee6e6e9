//! A chariot driven through difficult terrain (seed 002 §12, R-103): its D6 hits of Strength 6,
//! each allocated to a part on the shooting column of the chariot table, and each wounding its
//! part on the chart and taking its save less the Strength's modifier; exact and die by die.

use super::Roller;
use super::Target;
use super::attack::SaveAgainst;
use super::loadout::{self, Attacker, Defender};
use super::save::Armour;
use crate::error::Result;
use crate::prob::{Dist, Ratio};
use crate::rules::{Ruleset, TerrainHits};

/// A part's Toughness and save, as the user gives it (`T3 5+`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PartProfile {
    pub toughness: u8,
    /// The part's armour save before the Strength's modifier; `None`: none.
    pub save: Option<u8>,
}

/// One hit on a part: its wound and save targets, and P(it is an unsaved wound).
#[derive(Debug, Clone, PartialEq)]
pub struct PartHit {
    pub wound: Target,
    pub save: Target,
    pub unsaved: Ratio,
}

/// One part of the chariot: its row of the table, the share of hits it takes, and what a hit
/// does to it when its profile is given.
#[derive(Debug, Clone, PartialEq)]
pub struct Part {
    pub id: String,
    pub name: String,
    /// Its faces of the allocation die, `from..=to`.
    pub faces: (u32, u32),
    pub share: Ratio,
    pub hit: Option<PartHit>,
}

/// The terrain's hits on a chariot, worked out.
#[derive(Debug, Clone, PartialEq)]
pub struct Terrain {
    pub strength: u8,
    pub dice: u32,
    /// The hits the chariot takes in all.
    pub hits: Dist<i64>,
    pub parts: Vec<Part>,
}

/// What a rolled terrain did: each part's hits and unsaved wounds, and the dice in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rolled {
    pub hits: u32,
    /// (hits, unsaved wounds) per part, in the table's order; wounds 0 where no profile.
    pub parts: Vec<(u32, u32)>,
    pub lines: Vec<String>,
}

impl Terrain {
    /// `rows`: each part's row of the allocation D6 (id, name, its faces), in order;
    /// `profiles`: each part's Toughness and save, when given.
    pub fn new(
        ruleset: &Ruleset,
        rule: &TerrainHits,
        rows: Vec<(String, String, (u32, u32))>,
        profiles: &[Option<PartProfile>],
    ) -> Result<Terrain> {
        let mut parts = Vec::new();
        for (i, (id, name, faces)) in rows.into_iter().enumerate() {
            let hit = profiles
                .get(i)
                .copied()
                .flatten()
                .map(|p| part_hit(ruleset, rule.strength, p))
                .transpose()?;
            parts.push(Part {
                id,
                name,
                faces,
                share: Ratio::new(u64::from(faces.1 + 1 - faces.0), 6),
                hit,
            });
        }
        let d6 = Dist::uniform(1..=6i64).expect("a die has faces");
        Ok(Terrain {
            strength: rule.strength,
            dice: rule.dice,
            hits: d6.sum_of(rule.dice),
            parts,
        })
    }

    /// The hits on part `i`: each of the chariot's hits lands there with its share.
    pub fn hits_on(&self, i: usize) -> Dist<i64> {
        self.hits.thin(&self.parts[i].share)
    }

    /// The unsaved wounds on part `i`, when its profile is given.
    pub fn wounds_on(&self, i: usize) -> Option<Dist<i64>> {
        let part = &self.parts[i];
        let hit = part.hit.as_ref()?;
        Some(self.hits.thin(&(&part.share * &hit.unsaved)))
    }

    /// The terrain's hits die by die: the hits, then each hit's allocation die, wound die and
    /// save die.
    pub fn roll(&self, roller: &mut Roller) -> Rolled {
        let dice: Vec<u8> = (0..self.dice).map(|_| roller.d6()).collect();
        let hits: u32 = dice.iter().map(|&d| u32::from(d)).sum();
        let mut lines = vec![format!(
            "{}D6 [{}] = {hits} hits at S{}",
            self.dice,
            dice.iter().map(u8::to_string).collect::<Vec<_>>().join(" "),
            self.strength
        )];
        let mut parts = vec![(0u32, 0u32); self.parts.len()];
        for n in 1..=hits {
            let die = u32::from(roller.d6());
            let i = self
                .parts
                .iter()
                .position(|p| (p.faces.0..=p.faces.1).contains(&die))
                .expect("the table's rows cover the die");
            parts[i].0 += 1;
            let part = &self.parts[i];
            let Some(hit) = &part.hit else {
                lines.push(format!("hit {n}: [{die}] {}", part.name));
                continue;
            };
            let wound = hit.wound.roll(roller);
            let wounded = hit.wound.rolled_success(&wound);
            let mut line = format!(
                "hit {n}: [{die}] {}; to wound {} [{}]",
                part.name,
                hit.wound,
                faces(&wound)
            );
            if wounded {
                let save = hit.save.roll(roller);
                let saved = hit.save.rolled_success(&save);
                if hit.save == Target::Impossible {
                    line.push_str(", no save");
                } else {
                    line.push_str(&format!(", save {} [{}]", hit.save, faces(&save)));
                }
                if !saved {
                    parts[i].1 += 1;
                    line.push_str(": a wound");
                } else {
                    line.push_str(": saved");
                }
            } else {
                line.push_str(": no wound");
            }
            lines.push(line);
        }
        Rolled { hits, parts, lines }
    }
}

fn faces(dice: &[u8]) -> String {
    dice.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")
}

/// A hit of `strength` on a part: it lands (no to-hit roll), wounds on the chart and takes
/// the part's save less the Strength's modifier, as any hit of the ruleset's chain.
fn part_hit(ruleset: &Ruleset, strength: u8, p: PartProfile) -> Result<PartHit> {
    let built = loadout::build(
        ruleset,
        &Attacker {
            automatic_hits: true,
            ..Attacker::melee(1, strength, 1)
        },
        &Defender::standing(
            1,
            p.toughness,
            1,
            p.save.map_or(Armour::None, Armour::Score),
        ),
    )?;
    let w = &built.chain.weapons[0];
    let save = SaveAgainst::of(&built.chain, w).target(0);
    Ok(PartHit {
        wound: w.wound,
        save,
        unsaved: &w.wound.probability() * &save.probability().complement(),
    })
}
