//! Unit tests of the pieces: ranks, fighting models, casualties.

use super::result::ranks;
use super::*;

fn human() -> Profile {
    "WS3 S3 T3 W1 I3 A1 Ld7".parse().unwrap()
}

#[test]
fn ranks_count_four_or_more_after_the_first() {
    // Seed 002: «Jestlize jsou ve formaci alespon 4 modely v kazde rade, ma jednotka bonus +1
    // za kazdou radu mimo prvni»: 20 five wide = 3 ranks behind; 18 = 5+5+5+3: 2.
    assert_eq!(ranks(20, 5, 4), 3);
    assert_eq!(ranks(18, 5, 4), 2);
    assert_eq!(ranks(19, 5, 4), 3);
    assert_eq!(ranks(9, 3, 4), 0);
    assert_eq!(ranks(5, 5, 4), 0);
}

#[test]
fn fighting_models_are_the_front_rank() {
    let u = Unit::new(human(), 20, 5);
    assert_eq!(u.fighting(20, false), 5);
    assert_eq!(u.fighting(3, false), 3);
    assert_eq!(u.left_after(4), 16);
    assert_eq!(u.left_after(40), 0);
}
