//! The Brno club's own tables (seed 000): blackpowder misfires (§2.10), stupidity (§2.14), the
//! Prr! table and the side a rider falls to (§2.16), mounts and henchmen after the battle (§2.15,
//! §2.16), and the prayers and spells (§2.17).

use super::{Band, BuiltinTable, Difficulty, FollowUp, TableRow, d6_table, named, row};
use crate::rules::seeds::SEED_CLUB;
use crate::rules::{Provenance, RulesetId};

const CLUB: &[RulesetId] = &[RulesetId::MordheimClub];

fn seed(quote: &str) -> Provenance {
    Provenance::seed(SEED_CLUB, quote)
}

/// The three sides a rider can fall to (the side table of §2.16), also Prr!'s Fall follow-up.
fn fall_sides() -> Vec<TableRow> {
    let side = |band, name: &str, original: &str| {
        named(
            band,
            name,
            original,
            &format!(
                "the rider lands touching the mount on its {} side and takes a Strength 2 hit with no armour save; re-roll if that side is blocked",
                name.to_lowercase()
            ),
        )
    };
    vec![
        side(Band::new(1, 2), "Left", "levá strana"),
        side(Band::new(3, 4), "Rear", "zadní strana"),
        side(Band::new(5, 6), "Right", "pravá strana"),
    ]
}

fn spell(n: i64, name: &str, original: &str, difficulty: Difficulty, effect: &str) -> TableRow {
    TableRow {
        difficulty: Some(difficulty),
        ..named(Band::one(n), name, original, effect)
    }
}

const CASTING_NOTE: &str = "Casting: 2D6 >= the difficulty (warband test --cast N). A first spell: roll two D6 and choose one of the two (on a double one die may be re-rolled once); two spells: three dice, choose two; a spell already known: its difficulty drops by 1, or roll again.";

pub(super) fn tables() -> Vec<BuiltinTable> {
    use Difficulty::{Automatic, Roll};
    vec![
        d6_table(
            "misfire",
            "Blackpowder misfire (Selhání)",
            "What a blackpowder weapon's natural 1 to hit does",
            CLUB,
            seed("Pokaždé, když vám padne 1 při hodu na zásah u zbraně používající střelný prach… 1 PRÁÁÁSK!… 6 BUM!… Střela zasáhla cíl a má navíc +1 k síle"),
            vec![
                named(Band::one(1), "Kaboom", "PRÁÁÁSK!", "the weapon explodes: the shooter takes a Strength 4 hit (no critical hits) and the weapon is destroyed"),
                named(Band::one(2), "Jammed", "Zaseknutí", "the weapon is useless for the rest of the battle; it works again in the next one"),
                named(Band::one(3), "Phut", "Pop", "the shot does not fire; the weapon needs one turn of reloading before it can fire again"),
                named(Band::new(4, 5), "Click", "Cvak", "the shot does not fire, nothing worse: the weapon may fire next turn, even in close combat"),
                named(Band::one(6), "Boom", "BUM!", "a loud bang and black smoke: the shot hits the target with +1 Strength"),
            ],
        )
        .notes(&[
            "Rolled for every natural 1 to hit with a blackpowder weapon, so a 1 can still hit: 1/36 per shot (Boom).",
        ]),
        d6_table(
            "stupidity",
            "Stupidity (Tupost)",
            "What a stupid warrior who failed his test does",
            CLUB,
            seed("1-2 Bojovník se pohne o polovinu pohybu směrem, kterým se hýbal naposledy 3-6 Bojovník stojí na místě"),
            vec![
                named(Band::new(1, 2), "Moves half", "Bojovník se pohne o polovinu pohybu", "moves half its move in the direction it last moved"),
                named(Band::new(3, 6), "Stands still", "Bojovník stojí na místě", "stands still and can do nothing for the rest of the turn"),
            ],
        )
        .notes(&[
            "Tested at the start of each of the warrior's movement phases; a standing, non-fleeing, non-stupid friendly Hero within 2\" allows a re-roll of the test. No effect in close combat or while fleeing.",
        ]),
        d6_table(
            "prr",
            "Prr!, hochu (Whoa, boy!)",
            "A rider who failed a control test, or fell to 0 Wounds",
            CLUB,
            seed("1-2- Hou, hou!… 3-4 Pád: Jezdec spadne z koně… Utrží navíc zásah se silou 2 bez hodu na brnění… 5-6 Pohroma!… na 1 skončil jezdec pod zvířetem"),
            vec![
                named(
                    Band::up_to(2),
                    "Whoa, whoa!",
                    "Hou, hou!",
                    "the horse rears and the rider stays in the saddle, but spends his next turn regaining control: he cannot move or shoot; in combat he strikes last in the next combat phase, and if he is hit (a successful to-hit roll is enough) he falls automatically (Fall)",
                ),
                named(
                    Band::new(3, 4),
                    "Fall",
                    "Pád",
                    "the rider falls off and is knocked down, takes a Strength 2 hit with no armour save, and the mount tests for bolting",
                )
                .then(FollowUp::Roll {
                    when: "the side he falls to".into(),
                    dice: "D6".into(),
                    rows: fall_sides(),
                }),
                named(
                    Band::from(5),
                    "Disaster!",
                    "Pohroma!",
                    "rider and mount crash down: both are out of action; roll D6 for the rider (1: crushed under the mount, two serious injury rolls, apply both); roll for the mount after the battle (warband table mount)",
                )
                .then(FollowUp::Roll {
                    when: "whether the rider is crushed".into(),
                    dice: "D6".into(),
                    rows: vec![
                        row(Band::one(1), "Rider crushed", "crushed under the mount: roll twice on the serious injury table after the battle and apply both results"),
                        row(Band::new(2, 6), "Rider not crushed", "out of action as usual"),
                    ],
                }),
            ],
        )
        .modifier("injury-roll bonuses (a critical's +1 or +2, skills) add to the Prr! roll; beyond 6 is a Disaster")
        .rulings(&["R-41"])
        .notes(&[
            "A critical that knocks the target down is an automatic Whoa, whoa!; one that stuns him an automatic Fall; Kebab! throws the rider off (Fall).",
            "Several Prr! rolls at once: the worst (highest) counts (R-41). How hammers and helmets modify the roll is not given.",
        ]),
        d6_table(
            "fall-side",
            "Falling from a mount",
            "Which side of the mount a falling rider lands on",
            CLUB,
            seed("1-2 levá strana, 3-4 zadní strana, 5-6 pravá strana. Jezdec utrží zásah silou 2 bez hodu na brnění"),
            fall_sides(),
        ),
        d6_table(
            "mount",
            "Mount after the battle",
            "Whether a riding animal out of action survives",
            CLUB,
            seed("na 1-2 zemře, na 3-4 se plně uzdraví"),
            vec![
                named(Band::new(1, 2), "Dies", "zemře", "the mount is dead"),
                named(Band::new(3, 6), "Full recovery", "plně uzdraví", "the mount recovers fully (the rulebook gives 3-4; 5-6 by R-39)"),
            ],
        )
        .rulings(&["R-39"]),
        d6_table(
            "henchman",
            "Henchmen and animals after the battle",
            "Whether a henchman or animal out of action comes back",
            CLUB,
            seed("umírají vyřazená zvířata stejně jako pomocníci na hod 1-2 na D6"),
            vec![
                row(Band::new(1, 2), "Dead", "removed from the roster: dead, or gone for good"),
                row(Band::new(3, 6), "Fine", "fights in the next battle as usual"),
            ],
        ),
        d6_table(
            "prayers",
            "Prayers of Sigmar (Modlitby k Sigmarovy)",
            "Which prayer a priest of Sigmar gets, with its difficulty",
            CLUB,
            seed("Hod na D6 1 Kladivo Sigmarovo (The Hammer of Sigmar) obtížnost 7… 6 Brnění spravedlnosti (Armour of Righteousness) obtížnost 9"),
            vec![
                spell(1, "Hammer of Sigmar", "Kladivo Sigmarovo", Roll(7), "the caster gets +2 Strength in close combat with his main weapon, and those hits cause 2 wounds to Undead and Possessed; may be cast in combat; Ongoing(1)"),
                spell(2, "Hearts of Steel", "Srdce z oceli", Roll(8), "one friendly model within 8\" is immune to fear and to panic tests in combat; the gang gets +1 to rout tests (not cumulative); lasting"),
                spell(3, "Soulfire", "Plamenná duše", Roll(9), "every enemy within 4\" takes a Strength 3 hit; Undead (not Dregs, Ghouls or Necromancers) and Possessed Strength 5; enemies in close combat Strength 2; area"),
                spell(4, "Shield of Faith", "Štít víry", Roll(6), "the caster and friends within 2\" are immune to enemy spells; area, lasting (the lasting part only for the priest)"),
                spell(5, "Healing Hand", "Ruka zahojení", Roll(7), "one model within 2\" regains 1 Wound lost in this battle, and knocked-down or stunned friends within 2\" stand up; may be cast in and into combat"),
                spell(6, "Armour of Righteousness", "Brnění spravedlnosti", Roll(9), "the caster's armour save becomes 2+; he causes fear and is immune to fear; may be cast in combat; Ongoing(2)"),
            ],
        )
        .notes(&[CASTING_NOTE]),
        d6_table(
            "necromancy",
            "Necromancy (Nekromancie)",
            "Which spell a necromancer gets, with its difficulty",
            CLUB,
            seed("Hod na D6 1 Zloděj života (Lifestealer) obtížnost 10… 6 Kouzlo zmrtvýchvstání (Spell of Awakening) automatické seslání"),
            vec![
                spell(1, "Lifestealer", "Zloděj života", Roll(10), "one visible enemy within 6\" loses 1 Wound with no armour save and the necromancer gains 1 Wound (may exceed his maximum); no effect on Undead or Possessed"),
                spell(2, "Re-Animation", "Znovuoživení", Roll(5), "one zombie taken out of action in the previous combat or shooting phase returns with 1 Wound within 6\""),
                spell(3, "Death Vision", "Vidina smrti", Roll(6), "enemies within 3\" not in combat (and not immune) take a panic test without re-roll in their recovery phase; the necromancer causes fear; may be cast in combat; Ongoing(2)"),
                spell(4, "Spell of Doom", "Kouzlo zkázy", Roll(9), "one visible enemy on the ground within 12\" takes a Strength test (D6 <= S); if he fails, roll on the injury table for him"),
                spell(5, "Call of Vanhel", "Volání Vanhelovo", Roll(6), "one zombie or wolf within 6\" moves up to its move at once; it counts as charging if it reaches an enemy"),
                spell(6, "Spell of Awakening", "Kouzlo zmrtvýchvstání", Automatic, "after the battle an enemy Hero killed in it joins as a zombie (Initiative becomes 2); at most one per battle; always succeeds"),
            ],
        )
        .notes(&[CASTING_NOTE]),
    ]
}
