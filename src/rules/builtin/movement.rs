//! Climbing, gap jumps and slipping off an edge (core §1.4, club §2.3, skirmish §4.1) as data:
//! the Initiative tests of movement that end in a fall.

use super::*;
use crate::rules::{ClimbRule, EdgeRule, GapRule, MovementRule};

/// Core Mordheim, seed 004: one test per climb; gaps up to 3", every jump tests.
pub(super) fn mordheim() -> Option<MovementRule> {
    let seed = |quote: &str| Provenance::seed(SEED_MORDHEIM, quote);
    Some(MovementRule {
        climbing: ClimbRule {
            provenance: seed("Чтобы начать лазание, модель должна пройти тест на Инициативу. Если тест провален, модель не может двигаться в этот ход. Если тест не пройден при спуске вниз, воин падает с того места, где начинал движение"),
            inches_per_test: None,
            down: seed("Если тест не пройден при спуске вниз, воин падает с того места, где начинал движение"),
            text: "one Initiative test to climb (at most the warrior's Movement); a failure on the way up stops him, on the way down he falls from where the descent started".into(),
        },
        gaps: GapRule {
            provenance: seed("Модели могут прыгать через провалы (максимум до 3\")… Если ваша модель не имеет достаточного запаса передвижения, чтобы допрыгнуть до дальнего края, она автоматически падает. Если ваша модель способна покрыть нужное расстояние, она должна пройти тест на Инициативу, либо упасть"),
            max: 3,
            max_running: None,
            too_wide_falls: false,
            no_test_up_to: None,
            text: "a gap of at most 3\": too little movement left is an automatic fall, otherwise one Initiative test or fall".into(),
        },
        edge: EdgeRule {
            provenance: seed("Если воин сбит с ног или оглушен… на расстоянии 1\" от края крыши или здания, существует вероятность, что он соскользнёт и упадет вниз. Киньте тест на Инициативу. Если тест не пройден, модель падает с края на землю"),
            text: "knocked down or stunned within 1\" of an edge: one Initiative test, or he falls".into(),
        },
    })
}

/// The club, seed 000: a test before each full 2" climbed; gaps of 3" (4" running), tested only
/// above 2"; a railing stops the slip off an edge.
pub(super) fn club() -> Option<MovementRule> {
    let seed = |quote: &str| Provenance::seed(SEED_CLUB, quote);
    Some(MovementRule {
        climbing: ClimbRule {
            provenance: seed("Aby bojovník úspěšně vyšplhal na zeď, musí splnit test na Iniciativu za každé 2 celé palce, které vyšplhá. Test se háže před započetím každých 2. Pokud je test neúspěšný, bojovník spadne z výšky, kterou již vyšplhal."),
            inches_per_test: Some(2),
            down: Provenance::reconstructed(
                "R-70",
                "the club's rules give the climbing tests for climbing up only",
            ),
            text: "an Initiative test before each full 2\" climbed; a failure falls from the height already climbed (down: from the height still above the ground, R-70)".into(),
        },
        gaps: GapRule {
            provenance: seed("Pokud se postava pohybuje normálním pohybem, může skákat do vzdálenosti 3. Pokud postava běží, může skočit až 4. Pokud je vzdálenost skoku větší než 2, musí skákající bojovník splnit test na Iniciativu. Pokud je vzdálenost větší, než je možné horizontálně skočit, nebo v případě neúspěšného Testu na Iniciativu, model spadl"),
            max: 3,
            max_running: Some(4),
            too_wide_falls: true,
            no_test_up_to: Some(2),
            text: "a jump of up to 3\" (4\" running); above 2\" one Initiative test; too far, or a failed test, is a fall".into(),
        },
        edge: EdgeRule {
            provenance: seed("Bojovník, který byl sražen nebo omráčen do 1 od okraje vyvýšeného místa, jako je podlaha patra budovy, balkónu a podobně, musí projít testem na Iniciativu. V případě neúspěchu spadl bojovník dolů, řídíce se pravidly pro pád. Bojovník nepřepadne, pokud je okraj lemován zábradlím, nebo zídkou."),
            text: "knocked down or stunned within 1\" of an edge: one Initiative test, or he falls; no test at a railing or low wall".into(),
        },
    })
}

/// Skirmish, seed 003: the core rules in Czech.
pub(super) fn skirmish() -> Option<MovementRule> {
    let seed = |quote: &str| Provenance::seed(SEED_SKIRMISH, quote);
    let core = mordheim()?;
    Some(MovementRule {
        climbing: ClimbRule {
            provenance: seed(
                "Než se pokusí model někam vylézt, musí projít testem na Iniciativu. Pokud ho nesloží při pokusu o vylezení nahoru, tak se tento tah nemůže pohybovat.",
            ),
            down: seed(
                "Pokud ho nesloží při pokud slézt dolu, tak spadne na rypák z místa odkud započal svoji rychlou cestu",
            ),
            ..core.climbing
        },
        gaps: GapRule {
            provenance: seed(
                "Model může přeskakovat díry (až do maxima 3\")… Pokud váš model nemá dostatečný pohyb, aby přeskočil, tak automaticky padá. Pokud váš model přeskočí, musí nejdříve projít testem na Iniciativu nebo spadne.",
            ),
            ..core.gaps
        },
        edge: EdgeRule {
            provenance: seed(
                "Pokud byl bojovník sražen nebo omráčen do 1\" od okraje patra nebo kraje střechy, je tu šance že se smekne a přepadne přes něj. Model musí projít testem na Iniciativu.",
            ),
            ..core.edge
        },
    })
}
