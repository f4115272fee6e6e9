//! czarne-wrota's monster target selection (§5.2, R-26, R-36): which character each monster
//! attacks (its rows depend on the layout, so they are worked out when it is used); and the die
//! that places a monster between two free positions.

use super::{Band, BuiltinTable, TableKind, d6_table, row};
use crate::rules::seeds::SEED_CZARNE_WROTA;
use crate::rules::{Provenance, RulesetId};

pub(super) fn tables() -> Vec<BuiltinTable> {
    vec![
        d6_table(
            "reorganisation",
            "Monster reorganisation",
            "Which of two free positions in its rank a monster takes",
            &[RulesetId::CzarneWrota],
            Provenance::seed(
                SEED_CZARNE_WROTA,
                "Potwór może zmieniać pozycję w ramach tego samego szeregu, jednak jeżeli są w nim dwie wolne pozycje rzut kostką decyduje, którą z nich potwór zajmie",
            ),
            vec![
                row(Band::new(1, 3), "Left", "the monster takes the free position on the left"),
                row(Band::new(4, 6), "Right", "the monster takes the free position on the right"),
            ],
        )
        .rulings(&["R-26"])
        .notes(&["The rulebook leaves the die's mapping open; R-26 reads it as 1-3 left, 4-6 right."]),
        BuiltinTable {
        name: "target".into(),
        title: "Monster target selection".into(),
        description: "Which character each monster attacks".into(),
        rulesets: vec![RulesetId::CzarneWrota],
        kind: TableKind::MonsterTargets,
        dice: "D6 per monster".into(),
        modifier: None,
        rows: Vec::new(),
        groups: Vec::new(),
        provenance: Provenance::seed(
            SEED_CZARNE_WROTA,
            "Jeżeli A i B są potworami, to cel ich ataku ustalany jest przez rzuty kostką dla każdego z nich osobno (po jednym rzucie dla każdego z potworów)",
        ),
        rulings: vec!["R-26".into(), "R-36".into()],
        inherited_by: Vec::new(),
        notes: vec![
            "A monster attacks the character directly opposite; when several are as near, one D6 per monster picks among them in equal bands, left to right. Monsters in the second rank pick among the whole front rank.".into(),
            "Monsters are numbered 1, 2, 3 and characters lettered A, B, C from the left; an outcome such as 1a_2a_3b reads: monster 1 attacks A, 2 attacks A, 3 attacks B.".into(),
        ],
        },
    ]
}
