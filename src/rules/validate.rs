//! Checking a loaded ruleset for what serde cannot: chart shapes, score ranges, tables that
//! cover their dice, and the magic, units, injuries and weapons a rules file may override.

use super::Ruleset;

/// Checks what serde cannot: chart shapes and the range of every score.
pub(super) fn validate(r: &Ruleset) -> std::result::Result<(), String> {
    let score = |v: u8, what: &str| {
        if (2..=6).contains(&v) {
            Ok(())
        } else {
            Err(format!("{what} is {v}; a D6 score must be 2 to 6"))
        }
    };
    let square = |rows: usize, cols: &[usize], what: &str| {
        if rows == 10 && cols.iter().all(|&c| c == 10) {
            Ok(())
        } else {
            Err(format!("{what} must be 10 rows of 10 cells"))
        }
    };
    if let Some(chart) = &r.melee_to_hit {
        let cols: Vec<usize> = chart.cells.iter().map(Vec::len).collect();
        square(chart.cells.len(), &cols, "melee_to_hit.cells")?;
        for (i, row) in chart.cells.iter().enumerate() {
            for (j, &v) in row.iter().enumerate() {
                score(
                    v,
                    &format!("melee_to_hit.cells[{i}][{j}] (WS {} vs {})", i + 1, j + 1),
                )?;
            }
        }
    }
    if let Some(chart) = &r.to_wound {
        let cols: Vec<usize> = chart.cells.iter().map(Vec::len).collect();
        square(chart.cells.len(), &cols, "to_wound.cells")?;
        for (i, row) in chart.cells.iter().enumerate() {
            for (j, v) in row.iter().enumerate() {
                if let Some(v) = v {
                    score(
                        *v,
                        &format!("to_wound.cells[{i}][{j}] (S {} vs T {})", i + 1, j + 1),
                    )?;
                }
            }
        }
    }
    if let Some(shooting) = &r.shooting {
        if shooting.bs_to_hit.len() != 10 {
            return Err("shooting.bs_to_hit must list BS 1 to 10 (10 numbers)".into());
        }
        for row in &shooting.beyond_six.rows {
            if !(7..=12).contains(&row.needed) {
                return Err(format!(
                    "shooting.beyond_six: needed {} must be 7 or more",
                    row.needed
                ));
            }
            score(row.then, "shooting.beyond_six: the second die's score")?;
        }
    }
    if let Some(armour) = &r.armour {
        for suit in &armour.suits {
            if !(1..=6).contains(&suit.save) {
                return Err(format!(
                    "armour: suit \"{}\" saves on {}; a save must be 1 to 6",
                    suit.name, suit.save
                ));
            }
        }
    }
    if let Some(table) = &r.strength_save_modifiers
        && let Some(row) = table.rows.iter().find(|row| row.modifier > 0)
    {
        return Err(format!(
            "strength_save_modifiers: S{} has modifier {}; Strength modifiers are 0 or negative",
            row.min_strength, row.modifier
        ));
    }
    natural_rolls(r)?;
    critical_tables(&r.critical_tables)?;
    if let Some(injury) = &r.injury {
        injury_table(injury)?;
    }
    if let Some(u) = &r.units {
        units(u)?;
    }
    if let Some(m) = &r.magic {
        magic(m)?;
    }
    weapons(&r.weapons)
}

/// The club's magic as its seed has it (seed 000 §2.17): the first spell rolls two D6, two
/// starting spells three, a casting 2D6 (which the mechanics roll, whatever the field says);
/// each list is six spells in D6 order. Other dice counts are not the seed's rule (and nine dice
/// are 6^9 sequences to enumerate); a shorter list leaves rolled numbers without a spell.
fn magic(m: &super::spells::Magic) -> std::result::Result<(), String> {
    for (what, dice, seed) in [
        ("first_spell_dice", m.first_spell_dice, 2),
        ("two_spells_dice", m.two_spells_dice, 3),
        ("cast_dice", m.cast_dice, 2),
    ] {
        if dice != seed {
            return Err(format!(
                "magic.{what} is {dice}; the seed's rule rolls {seed} D6 (seed 000 §2.17)"
            ));
        }
    }
    if m.lists.is_empty() {
        return Err("magic.lists is empty; give each spell list with its six spells".into());
    }
    let mut lists: Vec<&str> = Vec::new();
    let mut spells: Vec<&str> = Vec::new();
    for (l, list) in m.lists.iter().enumerate() {
        let at = format!("magic.lists[{l}]");
        if lists.contains(&list.id.as_str()) {
            return Err(format!(
                "{at}: the list id \"{}\" is given twice; give each list its own id",
                crate::error::printable(&list.id)
            ));
        }
        lists.push(&list.id);
        if list.spells.len() != 6 {
            return Err(format!(
                "{at} ({}) has {} spells; a list is six, rolled on a D6",
                crate::error::printable(&list.id),
                list.spells.len()
            ));
        }
        for (i, spell) in list.spells.iter().enumerate() {
            let at = format!("{at}.spells[{i}]");
            let id = crate::error::printable(&spell.id);
            if spell.id.trim().is_empty() || spell.id.eq_ignore_ascii_case("choose") {
                return Err(format!(
                    "{at}: the spell id \"{id}\" cannot name a spell (\"choose\" is spell choose)"
                ));
            }
            if spells.contains(&spell.id.as_str()) {
                return Err(format!(
                    "{at}: the spell id \"{id}\" is given twice; give each spell its own id"
                ));
            }
            spells.push(&spell.id);
            if let Some(d) = spell.difficulty
                && !(2..=12).contains(&d)
            {
                return Err(format!(
                    "{at} ({id}): difficulty {d}; a casting roll is 2D6, so give 2 to 12 (or null: always cast)"
                ));
            }
            let strength = |what: &str, s: u8| {
                if (1..=10).contains(&s) {
                    Ok(())
                } else {
                    Err(format!("{at} ({id}): effect.{what} is {s}; give 1 to 10"))
                }
            };
            match &spell.effect {
                super::spells::SpellEffect::Hit {
                    strength: s,
                    against,
                    in_combat,
                } => {
                    strength("strength", *s)?;
                    for a in against {
                        strength("against.strength", a.strength)?;
                    }
                    if let Some(s) = in_combat {
                        strength("in_combat", *s)?;
                    }
                }
                super::spells::SpellEffect::WoundsNoSave { wounds } => {
                    strength("wounds", *wounds)?;
                }
                _ => {}
            }
        }
    }
    Ok(())
}

/// A unit combat's rules: dice counts a flight can roll, and bonuses a combat result can hold.
fn units(u: &super::UnitRules) -> std::result::Result<(), String> {
    for (what, dice) in [("flee_dice", u.flee_dice), ("fast_dice", u.fast_dice)] {
        if !(1..=6).contains(&dice) {
            return Err(format!(
                "units.{what} is {dice}; a flight or pursuit rolls 1 to 6 D6"
            ));
        }
    }
    for (what, models) in [
        ("rank_min_models", u.rank_min_models),
        ("flank_cancels_ranks_models", u.flank_cancels_ranks_models),
        ("flank_bonus_models", u.flank_bonus_models),
    ] {
        if !(1..=1000).contains(&models) {
            return Err(format!("units.{what} is {models}; give 1 to 1000 models"));
        }
    }
    for (what, bonus) in [
        ("rank_bonus", u.rank_bonus),
        ("rank_bonus_max", u.rank_bonus_max),
        ("flank_bonus", u.flank_bonus),
        ("rear_bonus", u.rear_bonus),
        ("standard_bonus", u.standard_bonus),
        ("battle_standard_bonus", u.battle_standard_bonus),
        ("high_ground_bonus", u.high_ground_bonus),
        ("musician_bonus", u.musician_bonus),
    ] {
        if !(0..=10).contains(&bonus) {
            return Err(format!(
                "units.{what} is {bonus}; a combat-result bonus is 0 to 10"
            ));
        }
    }
    Ok(())
}

/// The natural-roll rules and the critical trigger: D6 faces and scores.
fn natural_rolls(r: &Ruleset) -> std::result::Result<(), String> {
    if let Some(cap) = r.natural_rolls.melee_cap
        && !(2..=6).contains(&cap)
    {
        return Err(format!(
            "natural_rolls.melee_cap is {cap}; a D6 score must be 2 to 6 (or null for no cap)"
        ));
    }
    if let Some(c) = &r.critical {
        if !(1..=6).contains(&c.natural) {
            return Err(format!(
                "critical.natural is {}; a natural D6 face is 1 to 6",
                c.natural
            ));
        }
        if !(2..=7).contains(&c.not_when_needing) {
            return Err(format!(
                "critical.not_when_needing is {}; give the D6 score 2 to 6 (7 = never blocked)",
                c.not_when_needing
            ));
        }
    }
    Ok(())
}

/// Each critical table: `D6` rows cover the faces 1 to 6 exactly once (a gap would leave a
/// rolled six with no row, an overlap would count a face twice); `none` has its one row; every
/// number of a row in its range. Classes name one table each.
fn critical_tables(tables: &[super::CriticalTable]) -> std::result::Result<(), String> {
    let mut classes: Vec<&str> = Vec::new();
    for (t, table) in tables.iter().enumerate() {
        let at = format!("critical_tables[{t}]");
        match &table.class {
            Some(c) if classes.contains(&c.as_str()) => {
                return Err(format!(
                    "{at}: class \"{c}\" has two tables; give each weapon class one table"
                ));
            }
            Some(c) => classes.push(c),
            None if tables.len() > 1 => {
                return Err(format!(
                    "{at} has no class but there are {} tables; give each table a \"class\" or keep one table",
                    tables.len()
                ));
            }
            None => {}
        }
        if table.rows.is_empty() {
            return Err(format!(
                "{at}.rows is empty; give rows that cover the D6 faces 1 to 6 (or remove the table)"
            ));
        }
        match table.dice.as_str() {
            "D6" => {
                let mut cover = [0u8; 7];
                for (i, row) in table.rows.iter().enumerate() {
                    if !(1..=6).contains(&row.from) || !(row.from..=6).contains(&row.to) {
                        return Err(format!(
                            "{at}.rows[{i}] covers {} to {}; a row covers D6 faces from 1 to 6, \"from\" not above \"to\"",
                            row.from, row.to
                        ));
                    }
                    for face in row.from..=row.to {
                        cover[usize::from(face)] += 1;
                    }
                }
                if let Some(face) = (1..=6).find(|&f| cover[f] == 0) {
                    return Err(format!(
                        "{at}: no row covers the D6 face {face}; every face 1 to 6 needs exactly one row"
                    ));
                }
                if let Some(face) = (1..=6).find(|&f| cover[f] > 1) {
                    return Err(format!(
                        "{at}: {} rows cover the D6 face {face}; every face 1 to 6 needs exactly one row",
                        cover[face]
                    ));
                }
            }
            "none" if table.rows.len() == 1 => {}
            "none" => {
                return Err(format!(
                    "{at} rolls no dice (\"none\") but has {} rows; a fixed critical has one row",
                    table.rows.len()
                ));
            }
            other => {
                return Err(format!(
                    "{at}.dice is \"{other}\"; use \"D6\" (a table rolled on a D6) or \"none\" (one fixed effect)"
                ));
            }
        }
        for (i, row) in table.rows.iter().enumerate() {
            let at = format!("{at}.rows[{i}] ({})", row.id);
            if !(1..=2).contains(&row.wounds) {
                return Err(format!(
                    "{at}: {} wounds; a critical causes 1 or 2",
                    row.wounds
                ));
            }
            if let super::aftermath::CriticalSave::Modifier(m) = row.save
                && !(-6..=6).contains(&m)
            {
                return Err(format!(
                    "{at}: save modifier {m}; an armour save modifier is -6 to 6"
                ));
            }
            if !(-6..=6).contains(&row.injury_bonus) {
                return Err(format!(
                    "{at}: injury bonus {}; give -6 to 6",
                    row.injury_bonus
                ));
            }
            if let Some(n) = row.target_loses_attacks
                && n > 10
            {
                return Err(format!(
                    "{at}: the target loses {n} attacks; give 0 (all) to 10"
                ));
            }
            if let Some(f) = &row.follow_up {
                follow_up(&at, f)?;
            }
        }
    }
    Ok(())
}

/// A critical row's follow-up: its numbers where the dice can use them.
fn follow_up(at: &str, f: &super::FollowUp) -> std::result::Result<(), String> {
    use super::FollowUpEffect::*;
    match f.effect {
        StrengthTest {
            own_two_handed,
            attacker_two_handed,
        } => {
            for (name, m) in [
                ("own_two_handed", own_two_handed),
                ("attacker_two_handed", attacker_two_handed),
            ] {
                if !(-6..=6).contains(&m) {
                    return Err(format!(
                        "{at}: follow_up.effect.{name} is {m}; a Strength modifier is -6 to 6"
                    ));
                }
            }
        }
        SecondModel { within_inches } if within_inches > 48 => {
            return Err(format!(
                "{at}: follow_up.effect.within_inches is {within_inches}; give 0 to 48"
            ));
        }
        SecondModel { .. } => {}
        KnockBack {
            d6,
            obstacle_strength,
            ..
        } => {
            if !(1..=3).contains(&d6) {
                return Err(format!(
                    "{at}: follow_up.effect.d6 is {d6}; a knock-back is 1 to 3 D6 inches"
                ));
            }
            if !(1..=10).contains(&obstacle_strength) {
                return Err(format!(
                    "{at}: follow_up.effect.obstacle_strength is {obstacle_strength}; give 1 to 10"
                ));
            }
        }
    }
    Ok(())
}

/// The injury table covers every modified roll exactly once: the first row open below (`from`
/// null), the last open above (`to` null), each row starting right after the one before. A gap
/// would silently read as out of action, an overlap would hide a row.
fn injury_table(t: &super::aftermath::InjuryTable) -> std::result::Result<(), String> {
    let fix = "the rows must run from \"from\": null up to \"to\": null, each starting one above the last";
    if t.rows.is_empty() {
        return Err(format!("injury.rows is empty; {fix}"));
    }
    let mut next: Option<i64> = None;
    for (i, row) in t.rows.iter().enumerate() {
        let at = format!("injury.rows[{i}] ({})", crate::error::printable(&row.name));
        // An injury roll knocks down, stuns or takes out of action; every command that rolls
        // one (injury, odds, duel, fall, spell) reads only those three.
        if !super::Status::INJURIES.contains(&row.result) {
            return Err(format!(
                "{at}: result \"{}\"; an injury roll's result is knocked_down, stunned or out_of_action",
                row.result.name()
            ));
        }
        let from = row.from.map(i64::from);
        let expected_open = i == 0;
        match (from, next) {
            (None, _) if expected_open => {}
            (None, _) => {
                return Err(format!(
                    "{at} is open below but is not the first row; {fix}"
                ));
            }
            (Some(f), None) => {
                return Err(format!(
                    "{at} starts at {f}, leaving every roll below uncovered; give the first row \"from\": null ({fix})"
                ));
            }
            (Some(f), Some(n)) if f != n => {
                let what = if f > n {
                    format!("rolls {n} to {} are not covered", f - 1)
                } else {
                    format!("it overlaps the row before from {f}")
                };
                return Err(format!("{at} starts at {f}: {what}; {fix}"));
            }
            _ => {}
        }
        match row.to.map(i64::from) {
            Some(to) if from.is_some_and(|f| to < f) => {
                return Err(format!(
                    "{at} runs from {} to {to}; \"from\" must not be above \"to\"",
                    from.unwrap_or_default()
                ));
            }
            Some(to) => next = Some(to + 1),
            None if i + 1 == t.rows.len() => next = None,
            None => return Err(format!("{at} is open above but is not the last row; {fix}")),
        }
    }
    if let Some(n) = next {
        return Err(format!(
            "injury: no row covers rolls of {n} or more; give the last row \"to\": null ({fix})"
        ));
    }
    if let Some(c) = &t.concussion
        && c.from > c.to
    {
        return Err(format!(
            "injury.concussion runs from {} to {}; \"from\" must not be above \"to\"",
            c.from, c.to
        ));
    }
    if let Some(h) = &t.helmet
        && !(2..=6).contains(&h.save)
    {
        return Err(format!(
            "injury.helmet.save is {}; a D6 score must be 2 to 6",
            h.save
        ));
    }
    Ok(())
}

/// Each weapon answers to its own names only, and fires a sensible number of shots.
fn weapons(list: &[super::weapons::Weapon]) -> std::result::Result<(), String> {
    let mut seen: Vec<&str> = Vec::new();
    for (i, w) in list.iter().enumerate() {
        for name in std::iter::once(&w.id).chain(&w.aliases) {
            if seen.contains(&name.as_str()) {
                return Err(format!(
                    "weapons[{i}]: the name '{name}' is given to two weapons; give each weapon its own id and aliases"
                ));
            }
            seen.push(name);
        }
        if let super::weapons::Shots::Fixed { shots } = w.shots
            && !(1..=10).contains(&shots)
        {
            return Err(format!(
                "weapons[{i}] ({}): {shots} shots; a weapon fires 1 to 10",
                w.id
            ));
        }
    }
    Ok(())
}
