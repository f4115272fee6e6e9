//! The user's rule documents (the seeds) that the built-in rulesets quote: their file names, and
//! the titles output cites them by.

pub(crate) const SEED_MORDHEIM: &str = "004_6cf555e9faa7a915.txt";
pub(crate) const SEED_CLUB: &str = "000_dfde0a680b80be80.txt";
pub(crate) const SEED_WFB: &str = "002_f2d42a14b9f86cac.txt";
pub(crate) const SEED_SKIRMISH: &str = "003_09074f5018e5b405.txt";
pub(crate) const SEED_CZARNE_WROTA: &str = "001_39aef4136c27f5bb.txt";

/// Each seed file by the name a player knows it by: output cites these, not file names.
const SEED_TITLES: [(&str, &str); 5] = [
    (SEED_MORDHEIM, "Mordheim rulebook (Russian translation)"),
    (SEED_CLUB, "Brno club rules \"U vycpaného pásovce\" (Czech)"),
    (
        SEED_WFB,
        "Warhammer Fantasy Battle, 5th edition (Czech digest)",
    ),
    (SEED_SKIRMISH, "Warhammer Skirmish rules (Czech)"),
    (
        SEED_CZARNE_WROTA,
        "Czarne Wrota rulebook, chapter 9 (Polish)",
    ),
];

/// The name of the source a seed file holds, if it is one of the built-in rulesets'.
pub fn seed_title(file: &str) -> Option<&'static str> {
    SEED_TITLES
        .iter()
        .find(|(f, _)| *f == file)
        .map(|(_, title)| *title)
}
