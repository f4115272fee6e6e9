//! The standard charts that the seeds reference but do not print (RULES.md §6), written once and
//! shared by every ruleset that uses them, with the rules that generate them.

use super::{
    BeyondSix, Provenance, ShootingModifier, SixThen, StrengthSaveRow, StrengthSaveTable,
    WoundChart, WsChart,
};

/// Close-combat to-hit chart, WS vs WS (§6.1), attacker rows 1–10, defender columns 1–10.
const WS_CELLS: [[u8; 10]; 10] = [
    [4, 4, 5, 5, 5, 5, 5, 5, 5, 5],
    [3, 4, 4, 4, 5, 5, 5, 5, 5, 5],
    [3, 3, 4, 4, 4, 4, 5, 5, 5, 5],
    [3, 3, 3, 4, 4, 4, 4, 4, 5, 5],
    [3, 3, 3, 3, 4, 4, 4, 4, 4, 4],
    [3, 3, 3, 3, 3, 4, 4, 4, 4, 4],
    [3, 3, 3, 3, 3, 3, 4, 4, 4, 4],
    [3, 3, 3, 3, 3, 3, 3, 4, 4, 4],
    [3, 3, 3, 3, 3, 3, 3, 3, 4, 4],
    [3, 3, 3, 3, 3, 3, 3, 3, 3, 4],
];

/// To-wound chart, S vs T (§6.2), Strength rows 1–10, Toughness columns 1–10; 0 = "–".
const WOUND_CELLS: [[u8; 10]; 10] = [
    [4, 5, 6, 6, 0, 0, 0, 0, 0, 0],
    [3, 4, 5, 6, 6, 0, 0, 0, 0, 0],
    [2, 3, 4, 5, 6, 6, 0, 0, 0, 0],
    [2, 2, 3, 4, 5, 6, 6, 0, 0, 0],
    [2, 2, 2, 3, 4, 5, 6, 6, 0, 0],
    [2, 2, 2, 2, 3, 4, 5, 6, 6, 0],
    [2, 2, 2, 2, 2, 3, 4, 5, 6, 6],
    [2, 2, 2, 2, 2, 2, 3, 4, 5, 6],
    [2, 2, 2, 2, 2, 2, 2, 3, 4, 5],
    [2, 2, 2, 2, 2, 2, 2, 2, 3, 4],
];

pub(super) const WS_RULE: &str =
    "attacker WS > defender WS: 3+; defender WS > 2 x attacker WS: 5+; otherwise 4+";
pub(super) const WOUND_RULE: &str =
    "S - T >= 2: 2+; 1: 3+; 0: 4+; -1: 5+; -2 or -3: 6+; -4 or less: cannot wound";

/// The rule behind the WS chart, for values off the printed chart (ruling R-28).
pub(super) fn ws_rule(ws: u8, vs: u8) -> u8 {
    if ws > vs {
        3
    } else if u16::from(vs) > 2 * u16::from(ws) {
        5
    } else {
        4
    }
}

/// The rule behind the S-vs-T chart, for values off the printed chart.
pub(super) fn wound_rule(s: u8, t: u8) -> Option<u8> {
    match i16::from(s) - i16::from(t) {
        d if d >= 2 => Some(2),
        1 => Some(3),
        0 => Some(4),
        -1 => Some(5),
        -3..=-2 => Some(6),
        _ => None,
    }
}

pub(super) fn ws_chart(provenance: Provenance) -> WsChart {
    WsChart {
        provenance,
        rule: WS_RULE.to_string(),
        cells: WS_CELLS.iter().map(|row| row.to_vec()).collect(),
    }
}

pub(super) fn wound_chart(provenance: Provenance) -> WoundChart {
    WoundChart {
        provenance,
        rule: WOUND_RULE.to_string(),
        cells: WOUND_CELLS
            .iter()
            .map(|row| row.iter().map(|&c| (c != 0).then_some(c)).collect())
            .collect(),
    }
}

/// The BS table (seed 004 §1.6; the same in WFB 6th/7th, §6.3).
pub(super) const BS_TO_HIT: [i8; 10] = [6, 5, 4, 3, 2, 1, 0, -1, -2, -3];

pub(super) fn beyond_six(provenance: Provenance) -> BeyondSix {
    BeyondSix {
        provenance,
        rows: vec![
            SixThen { needed: 7, then: 4 },
            SixThen { needed: 8, then: 5 },
            SixThen { needed: 9, then: 6 },
        ],
    }
}

pub(super) fn shooting_modifier(
    id: &str,
    modifier: i8,
    description: &str,
    provenance: Provenance,
) -> ShootingModifier {
    ShootingModifier {
        id: id.to_string(),
        modifier,
        description: description.to_string(),
        provenance,
    }
}

/// A Strength save-modifier table starting at `first_strength` with −1 and losing one more
/// point per Strength up to `last_modifier`.
pub(super) fn strength_save_table(
    provenance: Provenance,
    first_strength: u8,
    last_modifier: i8,
) -> StrengthSaveTable {
    let rows = (0..-last_modifier)
        .map(|i| StrengthSaveRow {
            min_strength: first_strength + i as u8,
            modifier: -(i + 1),
        })
        .collect();
    StrengthSaveTable { provenance, rows }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn printed_ws_chart_follows_its_rule() {
        for ws in 1..=10u8 {
            for vs in 1..=10u8 {
                assert_eq!(
                    WS_CELLS[ws as usize - 1][vs as usize - 1],
                    ws_rule(ws, vs),
                    "WS {ws} vs {vs}"
                );
            }
        }
    }

    #[test]
    fn printed_wound_chart_follows_its_rule() {
        for s in 1..=10u8 {
            for t in 1..=10u8 {
                let cell = WOUND_CELLS[s as usize - 1][t as usize - 1];
                assert_eq!(
                    (cell != 0).then_some(cell),
                    wound_rule(s, t),
                    "S {s} vs T {t}"
                );
            }
        }
    }
}
