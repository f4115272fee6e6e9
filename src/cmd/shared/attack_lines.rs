//! Each side's attacks as lines, the way `duel` and `combat` both show them.

use crate::mechanics::duel::Side;

/// Each side's attacks: one line a weapon, `A: …`, or `A, turn 1: …` and `A, later: …` when
/// the first turn (`round` 1 in a unit combat) differs (a flail, hatred, a lance).
pub fn attack_lines(summary: &[(Side, bool, Vec<String>)], turn: &str) -> Vec<String> {
    let mut lines = Vec::new();
    for side in [Side::A, Side::B] {
        let of = |first: bool| {
            summary
                .iter()
                .find(|(s, f, _)| *s == side && *f == first)
                .map(|(_, _, l)| l.clone())
                .unwrap_or_default()
        };
        let (first, later) = (of(true), of(false));
        // Equal, or one turn only (a unit combat of one round): no turn to tell apart.
        if first == later || later.is_empty() {
            lines.extend(first.iter().map(|l| format!("{}: {l}", side.name())));
        } else {
            lines.extend(
                first
                    .iter()
                    .map(|l| format!("{}, {turn} 1: {l}", side.name())),
            );
            lines.extend(later.iter().map(|l| format!("{}, later: {l}", side.name())));
        }
    }
    lines
}
