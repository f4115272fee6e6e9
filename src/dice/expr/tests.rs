//! Dice expressions: parsing and its errors, keep/drop against brute force, budgets, rolls.

use super::*;
use crate::prob::Ratio;

fn dist(s: &str) -> Dist<i64> {
    parse(s).unwrap().distribution().unwrap()
}

fn err(s: &str) -> ExprError {
    parse(s).unwrap_err()
}

/// Brute force over every ordered outcome, for small dice.
fn brute_keep(faces: &[i64], n: u32, k: usize, highest: bool) -> Dist<i64> {
    let total = faces.len().pow(n);
    let sums = (0..total).map(|mut i| {
        let mut vals: Vec<i64> = (0..n)
            .map(|_| {
                let v = faces[i % faces.len()];
                i /= faces.len();
                v
            })
            .collect();
        vals.sort();
        if highest {
            vals.reverse();
        }
        vals.iter().take(k).sum::<i64>()
    });
    Dist::uniform(sums).unwrap()
}

#[test]
fn plain_dice_and_constants() {
    assert_eq!(dist("2d6").prob(&7), Ratio::new(1, 6));
    assert_eq!(dist("d3+1"), Dist::uniform(2..=4).unwrap());
    assert_eq!(dist("D6 - 1"), Dist::uniform(0..=5).unwrap());
    assert_eq!(dist("-1"), Dist::certain(-1));
    assert_eq!(dist("1d6−2").prob(&-1), Ratio::new(1, 6));
    let d66 = dist("d66");
    assert_eq!(d66.len(), 36);
    assert_eq!(d66.prob(&17), Ratio::zero());
    assert_eq!(d66.prob(&11), Ratio::new(1, 36));
    assert_eq!(parse("2d6+3").unwrap().bounds(), (5, 15));
    assert_eq!(parse("d6-d3").unwrap().bounds(), (-2, 5));
}

#[test]
fn keep_highest_and_lowest_match_brute_force() {
    let d6: Vec<i64> = (1..=6).collect();
    for (n, k) in [(2u32, 1usize), (3, 2), (4, 3), (5, 2), (3, 3)] {
        assert_eq!(
            dist(&format!("{n}d6kh{k}")),
            brute_keep(&d6, n, k, true),
            "{n}d6kh{k}"
        );
        assert_eq!(
            dist(&format!("{n}d6kl{k}")),
            brute_keep(&d6, n, k, false),
            "{n}d6kl{k}"
        );
    }
    assert_eq!(dist("4d6dl1"), dist("4d6kh3"));
    assert_eq!(dist("4d6dh1"), dist("4d6kl3"));
    assert_eq!(dist("3d6k2"), dist("3d6kh2"));
    let d66 = Die::D66.faces();
    assert_eq!(dist("2d66kh1"), brute_keep(&d66, 2, 1, true));
    // 2d6kh1 is the larger of two dice: P(6) = 11/36.
    assert_eq!(dist("2d6kh1").prob(&6), Ratio::new(11, 36));
    assert_eq!(dist("2d6kl1").prob(&1), Ratio::new(11, 36));
}

#[test]
fn ten_d6_keep_three_is_quick_and_sums_to_one() {
    let d = dist("10d6kh3");
    assert_eq!(d.total(), Ratio::one());
    assert_eq!(d.prob(&3), Ratio::new(1, 6u64.pow(10)));
    // 18 needs at least three sixes: 1 − P(no six) − P(one six) − P(two sixes).
    let all = 6u64.pow(10);
    let at_most_two = 5u64.pow(10) + 10 * 5u64.pow(9) + 45 * 5u64.pow(8);
    assert_eq!(d.prob(&18), Ratio::new(all - at_most_two, all));
}

#[test]
fn errors_point_at_the_character() {
    let e = err("3d");
    assert_eq!(e.position, 3);
    assert!(e.expected.contains("number of sides"), "{e}");
    assert_eq!(
        e.to_string(),
        "bad dice expression '3d' at character 3: expected the number of sides, as in d6 or d66"
    );
    assert_eq!(err("2x6").position, 2);
    assert_eq!(err("2d6+").position, 5);
    assert_eq!(err("").position, 1);
    assert_eq!(err("0d6").position, 1);
    assert_eq!(err("3d6kh4").position, 4);
    assert_eq!(err("3d6dl3").position, 4);
    assert_eq!(err("2d1").position, 3);
    assert_eq!(err("2d6 3").position, 5);
    assert_eq!(err("2d6kh").position, 6);
    assert_eq!(err("101d6").position, 1);
    assert_eq!(err("d101").position, 2);
    assert_eq!(err("99999999999999999999").position, 1);
    assert!(parse("11d100+10d100").is_ok());
}

#[test]
fn a_constant_above_a_hundred_is_a_constant_not_a_die_count() {
    // 2d6 is 2..12, so 2d6+500 is 502..512; 101 alone is always 101. The dice limit (100 a
    // term) is for the number before a `d` only.
    assert_eq!(parse("2d6+500").unwrap().bounds(), (502, 512));
    assert_eq!(parse("101").unwrap().bounds(), (101, 101));
    assert_eq!(parse("d6-250").unwrap().bounds(), (-249, -244));
    assert_eq!(parse("1000000").unwrap().bounds(), (1_000_000, 1_000_000));
    assert!(err("1000001").expected.contains("at most 1000000"));
    assert!(
        err("101D6")
            .expected
            .contains("number of dice is too large")
    );
}

#[test]
fn exact_sums_have_a_work_budget() {
    // 200d100: totals 200..20000 (19,801) with a denominator of 100^200, 200·log2(100) =
    // 1328.77 → 1329 bits: 26,315,529 bit-totals, inside the 30 million budget.
    let e = parse("100d100+100d100").unwrap();
    assert_eq!(e.exact_size(), (19_801, 1_329));
    // 250d100: 24,751 totals × 1,661 bits (250·6.6439 = 1660.96) = 41 million: refused,
    // and so is ten times 100d100 (99,001 totals × 6,644 bits).
    let e = parse("100d100+100d100+50d100").unwrap();
    assert_eq!(e.exact_size(), (24_751, 1_661));
    assert!(
        e.distribution()
            .unwrap_err()
            .contains("too much to compute")
    );
    let ten = ["100d100"; 10].join("+");
    assert_eq!(parse(&ten).unwrap().exact_size(), (99_001, 6_644));
    assert!(parse(&ten).unwrap().distribution().is_err());
    // A constant adds no totals and no bits: 2d6+500 is 11 totals of ceil(2·2.585) = 6 bits.
    assert_eq!(parse("2d6+500").unwrap().exact_size(), (11, 6));
}

#[test]
fn a_newline_or_tab_is_refused_and_the_error_stays_one_line() {
    // `2d6\n+1`: the newline is character 4.
    let e = err("2d6\n+1");
    assert_eq!(e.position, 4);
    assert_eq!(
        e.to_string(),
        "bad dice expression '2d6\\n+1' at character 4: a newline or control character is not part of a dice expression; write it on one line"
    );
    assert_eq!(err("\t2d6").position, 1);
    assert_eq!(err("2d6\r").position, 4);
    // Spaces between tokens are still fine.
    assert_eq!(parse(" 2d6 + 1 ").unwrap().bounds(), (3, 13));
}

#[test]
fn rolls_stay_in_bounds_and_keep_the_right_dice() {
    let mut roller = Roller::new(7);
    for s in ["2d6", "d3+1", "d66", "4d6dl1", "3d6kl2-1", "2d100", "5"] {
        let e = parse(s).unwrap();
        let (lo, hi) = e.bounds();
        for _ in 0..200 {
            let r = e.roll(&mut roller);
            assert!((lo..=hi).contains(&r.total), "{s}: {}", r.total);
        }
    }
    assert_eq!(
        kept_dice(
            &[6, 2, 4, 2],
            Some(Keep {
                highest: true,
                count: 3
            })
        ),
        [true, true, true, false]
    );
    assert_eq!(
        kept_dice(
            &[6, 2, 4, 2],
            Some(Keep {
                highest: false,
                count: 1
            })
        ),
        [false, true, false, false]
    );
}

#[test]
fn a_command_of_many_expressions_has_one_budget() {
    // 100d100: 9,901 totals × 665 bits (100·6.6439 = 664.39) = 6,584,165 bit-totals, 0.219 of
    // the 30 million: four fit in one command, five do not, nor do a hundred.
    let one = parse("100d100").unwrap();
    assert_eq!(one.exact_size(), (9_901, 665));
    assert_eq!(one.exact_share(), 6_584_165 * 1_000_000 / 30_000_000);
    let many = |n: usize| vec![one.clone(); n];
    assert!(check_budget(&many(4)).is_ok());
    let e = check_budget(&many(5)).unwrap_err();
    assert!(e.contains("these 5 expressions are 1.1 times"), "{e}");
    assert!(check_budget(&many(100)).is_err());
    // Kept dice count against the keep budget (20 million): 10d100kh5 is 100²·5²·10 = 2.5
    // million, an eighth, beside its 496 totals × 67 bits (100^10 = 10^20): seven fit, eight
    // do not.
    let kept = parse("10d100kh5").unwrap();
    let (span, bits) = kept.exact_size();
    assert_eq!(
        kept.exact_share(),
        span * bits * 1_000_000 / 30_000_000 + 2_500_000 * 1_000_000 / 20_000_000
    );
    assert!(check_budget(&vec![kept.clone(); 7]).is_ok());
    assert_eq!((span, bits), (496, 67));
    assert!(check_budget(&vec![kept; 8]).is_err());
    // One expression alone keeps its own budgets (and their messages).
    assert!(check_budget(&many(1)).is_ok());
}
