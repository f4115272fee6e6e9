//! Core Mordheim's own tables (seed 004): stupidity (§1.16), the horse after the battle (§1.17,
//! R-39) and the henchman's after-battle roll (§7.4, standard rulebook).

use super::{Band, BuiltinTable, d6_table, row};
use crate::rules::seeds::SEED_MORDHEIM;
use crate::rules::{Provenance, RulesetId};

/// The standard henchman roll (not in the seeds; §7.4).
pub(super) const HENCHMAN_SOURCE: &str = "standard Mordheim rulebook: mordheim.hesketh.dev Rules/serious-injuries, mordheimer.net docs/campaigns/serious-injuries (henchmen: 1-2 dead, 3-6 fine)";

pub(super) fn tables() -> Vec<BuiltinTable> {
    let seed = |quote: &str| Provenance::seed(SEED_MORDHEIM, quote);
    vec![
        d6_table(
            "stupidity",
            "Stupidity",
            "What a stupid warrior who failed his test does",
            &[RulesetId::Mordheim],
            seed("1-3 Воин, волоча ноги, двигается прямо вперёд с половинной скоростью… 4-6 Воин стоит, не двигаясь, и пускает слюни весь этот ход"),
            vec![
                row(
                    Band::new(1, 3),
                    "Shambles forward",
                    "moves straight forward at half speed; will not charge (stops 1\" from an enemy); may fall off a sheer edge or stop at an obstacle; may not shoot this turn",
                ),
                row(
                    Band::new(4, 6),
                    "Stands and drools",
                    "stands still, drooling; does nothing else this turn",
                ),
            ],
        )
        .notes(&[
            "Tested at the start of the warrior's turn (2D6 <= Ld). A failed warrior cannot cast spells or strike blows until his next turn; in close combat he does not roll here.",
        ]),
        d6_table(
            "mount",
            "Horse after the battle",
            "Whether the horse of a rider out of action lives",
            &[RulesetId::Mordheim],
            seed("Если конная модель выведена из игры, бросьте D6 после битвы. На 1-2 лошадь убита"),
            vec![
                row(Band::new(1, 2), "Horse killed", "the horse is dead"),
                row(Band::new(3, 6), "Horse survives", "the horse is fit for the next battle"),
            ],
        )
        .rulings(&["R-39"]),
        d6_table(
            "mount-barded",
            "Barded horse after the battle",
            "Whether the barded horse of a rider out of action lives",
            &[RulesetId::Mordheim],
            seed("Лошадь в броне убита только при броске на серьёзные повреждения 1"),
            vec![
                row(Band::one(1), "Horse killed", "the horse is dead"),
                row(Band::new(2, 6), "Horse survives", "the horse is fit for the next battle"),
            ],
        )
        .rulings(&["R-39"]),
        d6_table(
            "henchman",
            "Henchman after the battle",
            "Whether a henchman out of action comes back",
            &[RulesetId::Mordheim],
            Provenance::standard(HENCHMAN_SOURCE),
            vec![
                row(Band::new(1, 2), "Dead", "removed from the roster: dead, or gone for good"),
                row(Band::new(3, 6), "Fine", "fights in the next battle as usual"),
            ],
        ),
    ]
}
