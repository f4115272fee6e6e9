//! Property tests for the two parsers users feed directly: dice expressions and table files.
//! Random input never panics and always gives one line; what they accept is consistent (an
//! accepted expression's distribution matches its bounds, an accepted table covers every total
//! its dice can roll exactly once).

use proptest::prelude::*;
use warband::dice::{Roller, expr};
use warband::mechanics::table;
use warband::prob::Ratio;
use warband::rules::user_table;

fn cfg() -> ProptestConfig {
    ProptestConfig {
        cases: 256,
        ..ProptestConfig::default()
    }
}

const EXAMPLE: &str = include_str!("../../../examples/czarne-wrota-combat.json");

/// A well-formed expression of a few small terms, as text.
fn expression() -> impl Strategy<Value = String> {
    let die = prop::sample::select(vec![2u32, 3, 4, 6, 8, 10, 12, 20, 66]);
    let keep = prop::option::of((any::<bool>(), 1u32..=3));
    let term = prop_oneof![
        (1u32..=4, die, keep).prop_map(|(n, s, keep)| match keep {
            Some((high, k)) if k <= n => format!("{n}d{s}k{}{k}", if high { 'h' } else { 'l' }),
            _ => format!("{n}d{s}"),
        }),
        (0i64..=20).prop_map(|c| c.to_string()),
    ];
    prop::collection::vec((any::<bool>(), term), 1..4).prop_map(|terms| {
        let mut s = String::new();
        for (i, (minus, t)) in terms.into_iter().enumerate() {
            match (i, minus) {
                (0, false) => {}
                (_, true) => s.push('-'),
                (_, false) => s.push('+'),
            }
            s.push_str(&t);
        }
        s
    })
}

proptest! {
    #![proptest_config(cfg())]

    #[test]
    fn any_text_parses_or_points_at_a_character(s in "\\PC{0,24}") {
        match expr::parse(&s) {
            Ok(e) => {
                let (lo, hi) = e.bounds();
                prop_assert!(lo <= hi);
                let rolled = e.roll(&mut Roller::new(1));
                prop_assert!((lo..=hi).contains(&rolled.total));
            }
            Err(err) => {
                let line = err.to_string();
                prop_assert!(!line.contains('\n'), "{line}");
                prop_assert!(err.position >= 1 && err.position <= s.chars().count() + 1);
            }
        }
    }

    #[test]
    fn dice_like_text_never_panics(s in "[0-9dDkhl+\\- ]{0,12}") {
        if let Err(err) = expr::parse(&s) {
            prop_assert!(!err.to_string().contains('\n'));
        }
    }

    #[test]
    fn accepted_expressions_have_exact_distributions_within_their_bounds(s in expression()) {
        let e = expr::parse(&s).unwrap();
        let d = e.distribution().unwrap();
        prop_assert_eq!(d.total(), Ratio::one());
        let (lo, hi) = e.bounds();
        prop_assert_eq!(*d.outcomes().next().unwrap(), lo);
        prop_assert_eq!(*d.outcomes().last().unwrap(), hi);
        let mut roller = Roller::new(7);
        for _ in 0..20 {
            let t = e.roll(&mut roller).total;
            prop_assert!(!d.prob(&t).is_zero(), "{s} rolled {t}");
        }
    }

    #[test]
    fn random_bytes_are_refused_in_one_line(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        let text = String::from_utf8_lossy(&bytes);
        if let Err(e) = user_table::parse(&text, "random.json") {
            let line = e.to_string();
            prop_assert!(!line.contains('\n'));
            prop_assert!(line.contains("random.json"));
        }
    }

    #[test]
    fn a_mangled_example_never_panics(
        edits in prop::collection::vec(
            (0usize..2000, 0usize..4, prop::sample::select(vec!["", "{", "}", "[", "]", "\"", ",", ":", "0", "-7", "1.5", "null", "true", "\"x\"", "99999999999999999999"])),
            1..5,
        )
    ) {
        let mut text: Vec<char> = EXAMPLE.chars().collect();
        for (at, cut, insert) in edits {
            let at = at % (text.len() + 1);
            let end = (at + cut).min(text.len());
            text.splice(at..end, insert.chars());
        }
        let text: String = text.into_iter().collect();
        match user_table::parse(&text, "mangled.json") {
            Ok(t) => {
                // Whatever is accepted covers every total of its dice exactly once.
                prop_assert!(table::row_distribution(&t.dice, t.modifier, &t.bands()).is_ok());
            }
            Err(e) => prop_assert!(!e.to_string().contains('\n')),
        }
    }

    #[test]
    fn accepted_tables_cover_their_dice(
        dice in prop::sample::select(vec!["1d6", "2d6", "d3", "d66", "1d6+2"]),
        bounds in prop::collection::vec((prop::option::of(-3i64..80), prop::option::of(-3i64..80)), 1..6),
        cells in prop::collection::vec(prop_oneof![
            (-2i64..5).prop_map(|n| n.to_string()),
            Just("\"miss\"".to_string()),
            Just("1.5".to_string()),
            Just("null".to_string()),
        ], 6),
    ) {
        let rows: Vec<String> = bounds
            .iter()
            .zip(&cells)
            .map(|((from, to), cell)| {
                let mut fields = Vec::new();
                if let Some(f) = from { fields.push(format!("\"from\": {f}")); }
                if let Some(t) = to { fields.push(format!("\"to\": {t}")); }
                fields.push(format!("\"results\": {{ \"a\": {cell} }}"));
                format!("{{ {} }}", fields.join(", "))
            })
            .collect();
        let text = format!(
            "{{ \"dice\": \"{dice}\", \"columns\": [\"a\"], \"rows\": [{}] }}",
            rows.join(", ")
        );
        match user_table::parse(&text, "gen.json") {
            Ok(t) => {
                let d = table::row_distribution(&t.dice, t.modifier, &t.bands());
                prop_assert!(d.is_ok(), "{text}");
                // Exactly once: consecutive rows neither overlap nor leave a gap.
                for w in t.rows.windows(2) {
                    prop_assert_eq!(w[0].band.to.unwrap() + 1, w[1].band.from.unwrap());
                }
            }
            Err(e) => prop_assert!(!e.to_string().contains('\n')),
        }
    }

    #[test]
    fn contiguous_tables_are_accepted_and_looked_up(
        dice in prop::sample::select(vec!["1d6", "2d6", "d3", "1d6+2"]),
        widths in prop::collection::vec(1i64..3, 1..6),
        values in prop::collection::vec(0i64..4, 6),
    ) {
        // Rows from an open start through the widths to an open end: always a valid table.
        let last = widths.len();
        let mut from = 3;
        let rows: Vec<String> = widths
            .iter()
            .enumerate()
            .map(|(i, w)| {
                let to = from + w - 1;
                let mut fields = Vec::new();
                if i > 0 { fields.push(format!("\"from\": {from}")); }
                if i + 1 < last { fields.push(format!("\"to\": {to}")); }
                fields.push(format!("\"results\": {{ \"a\": {} }}", values[i]));
                from = to + 1;
                format!("{{ {} }}", fields.join(", "))
            })
            .collect();
        let text = format!(
            "{{ \"dice\": \"{dice}\", \"columns\": [\"a\"], \"rows\": [{}] }}",
            rows.join(", ")
        );
        let t = user_table::parse(&text, "ok.json").unwrap();
        let d = table::row_distribution(&t.dice, t.modifier, &t.bands()).unwrap();
        prop_assert_eq!(d.total(), Ratio::one());
        let rolled = table::roll_row(&t.dice, 0, &t.bands(), &mut Roller::new(3)).unwrap();
        prop_assert!(!d.prob(&rolled.row).is_zero());
    }
}
