//! The exact attack chain against a brute-force oracle: every die of every attack enumerated, by
//! playing the fight once per possible sequence of dice, on many random configurations.

use proptest::prelude::*;
use std::collections::{BTreeMap, HashMap};
use warband::mechanics::attack::{self, Chain, Dice, TargetState};
use warband::mechanics::loadout::{self, Attacker, Defender, ParryWith};
use warband::mechanics::save::Armour;
use warband::prob::{Dist, Nat, Ratio};
use warband::rules::weapons::weapon;
use warband::rules::{RulesetId, Status, builtin};

/// Replays a prefix of dice; beyond it, rolls 1s and remembers how many it rolled.
struct Scripted {
    prefix: Vec<u8>,
    used: Vec<u8>,
}

impl Dice for Scripted {
    fn d6(&mut self) -> u8 {
        let die = self.prefix.get(self.used.len()).copied().unwrap_or(1);
        self.used.push(die);
        die
    }
}

/// Every (status, wounds) outcome with its exact probability, by visiting each sequence of dice
/// the fight can consume exactly once (a depth-first walk of the tree of dice).
/// The most dice sequences one enumeration may visit: random fights past this are skipped (the
/// fixed cases above are all well below it), so the suite stays fast and bounded.
const MAX_LEAVES: usize = 400_000;

fn enumerate(chain: &Chain) -> (Dist<Status>, Dist<i64>, usize) {
    enumerate_at_most(chain, usize::MAX).expect("no limit")
}

fn enumerate_at_most(chain: &Chain, limit: usize) -> Option<(Dist<Status>, Dist<i64>, usize)> {
    // Count leaves by outcome and by how many dice they used; weights come at the end.
    let mut by_depth: HashMap<(Status, i64, usize), u64> = HashMap::new();
    let mut stack = vec![Vec::new()];
    let mut leaves = 0;
    let mut deepest = 0;
    while let Some(prefix) = stack.pop() {
        let start = prefix.len();
        let mut dice = Scripted {
            prefix,
            used: Vec::new(),
        };
        let played = attack::play_quiet(chain, &mut dice);
        leaves += 1;
        if leaves > limit {
            return None;
        }
        deepest = deepest.max(dice.used.len());
        *by_depth
            .entry((played.status, played.wounds, dice.used.len()))
            .or_default() += 1;
        // Siblings of every die this run rolled beyond its prefix (those were all 1s).
        for j in start..dice.used.len() {
            for v in 2..=6 {
                let mut next = dice.used[..j].to_vec();
                next.push(v);
                stack.push(next);
            }
        }
    }
    // A leaf that used d dice has probability 6^-d = 6^(deepest - d) / 6^deepest.
    let weight =
        |depth: usize, count: u64| Nat::from(count) * Nat::from(6u64).pow((deepest - depth) as u32);
    let mut status: BTreeMap<Status, Nat> = BTreeMap::new();
    let mut wounds: BTreeMap<i64, Nat> = BTreeMap::new();
    for (&(s, w, depth), &count) in &by_depth {
        *status.entry(s).or_insert_with(Nat::zero) += weight(depth, count);
        *wounds.entry(w).or_insert_with(Nat::zero) += weight(depth, count);
    }
    let status = Dist::from_nat_weights(status).expect("weights");
    let wounds = Dist::from_nat_weights(wounds).expect("weights");
    assert_eq!(
        status.denominator(),
        &Nat::from(6u64).pow(deepest as u32),
        "the leaves cover every sequence once"
    );
    Some((status, wounds, leaves))
}

fn attacker(ws: u8, s: u8, attacks: u32) -> Attacker {
    Attacker::melee(ws, s, attacks)
}

fn defender(vs: u8, t: u8, w: u8, armour: Armour) -> Defender {
    Defender::standing(vs, t, w, armour)
}

fn check(rules: RulesetId, a: &Attacker, d: &Defender) {
    assert!(check_at_most(rules, a, d, usize::MAX));
}

/// Checks the programme against the enumeration; `false` when the fight has more than `limit`
/// sequences of dice to visit.
fn check_at_most(rules: RulesetId, a: &Attacker, d: &Defender, limit: usize) -> bool {
    let built = loadout::build(&builtin(rules), a, d).expect("a valid loadout");
    let Some((status, wounds, _)) = enumerate_at_most(&built.chain, limit) else {
        return false;
    };
    let exact = attack::exact(&built.chain);
    assert_eq!(exact.status.total(), Ratio::one());
    assert_eq!(exact.wounds.total(), Ratio::one());
    assert_eq!(exact.status, status, "status in {rules}: {a:?} vs {d:?}");
    assert_eq!(exact.wounds, wounds, "wounds in {rules}: {a:?} vs {d:?}");
    true
}

#[test]
fn rules_8_2_vectors_by_enumeration_too() {
    let a = attacker(4, 3, 1);
    let d = defender(3, 3, 1, Armour::Score(5));
    let built = loadout::build(&builtin(RulesetId::Mordheim), &a, &d).unwrap();
    let (status, wounds, leaves) = enumerate(&built.chain);
    assert!(leaves > 10);
    assert_eq!(wounds.at_least(1), Ratio::new(20, 81));
    assert_eq!(status.prob(&Status::OutOfAction), Ratio::new(85, 729));
    check(RulesetId::Mordheim, &a, &d);
}

#[test]
fn parry_criticals_helmet_and_two_wounds() {
    // Two attacks: the core parry picks the higher die and re-rolls; concussion.
    let mut a = attacker(4, 4, 2);
    a.weapon = weapon("mace");
    let mut d = defender(4, 3, 1, Armour::None);
    d.parry = Some(ParryWith::SwordAndBuckler);
    check(RulesetId::Mordheim, &a, &d);
    // The club's parry: tried after each hit until one succeeds.
    d.parry = Some(ParryWith::Sword);
    check(RulesetId::MordheimClub, &a, &d);
    // Helmet and armour against two attacks (no parry).
    let mut d = defender(4, 3, 1, Armour::Named("light".into()));
    d.helmet = true;
    check(RulesetId::Mordheim, &a, &d);
    // Two wounds to take: injuries start with the second; an off-hand dagger's own save bonus.
    let mut a = attacker(4, 4, 1);
    a.offhand = weapon("dagger");
    let mut d = defender(3, 3, 2, Armour::Score(5));
    d.parry = Some(ParryWith::Sword);
    check(RulesetId::Mordheim, &a, &d);
}

#[test]
fn club_critical_tables_with_extra_attacks_and_automatic_status() {
    for class in ["cutting", "crushing", "unarmed", "long", "missile"] {
        let mut a = attacker(4, 4, 1);
        a.crit_class = Some(class.into());
        let mut d = defender(3, 3, 1, Armour::Score(4));
        d.helmet = true;
        check(RulesetId::MordheimClub, &a, &d);
    }
}

#[test]
fn skirmish_poison_and_killing_blow() {
    let mut a = attacker(4, 3, 2);
    a.poison = true;
    check(
        RulesetId::Skirmish,
        &a,
        &defender(3, 3, 2, Armour::Score(5)),
    );
    a.poison = false;
    a.killing_blow = true;
    check(
        RulesetId::Skirmish,
        &a,
        &defender(3, 4, 1, Armour::Score(6)),
    );
}

fn ruleset() -> impl Strategy<Value = RulesetId> {
    prop_oneof![
        Just(RulesetId::Mordheim),
        Just(RulesetId::MordheimClub),
        Just(RulesetId::Skirmish),
        Just(RulesetId::Wfb),
    ]
}

proptest! {
    // A fixed seed: the same fights on every run, so CI's time and verdict never vary.
    #![proptest_config(ProptestConfig {
        cases: 48,
        rng_seed: proptest::test_runner::RngSeed::Fixed(0x5eed_0dd5),
        ..ProptestConfig::default()
    })]

    /// Random small fights: the dynamic programme equals the enumeration of every die.
    #[test]
    fn exact_equals_enumeration(
        rules in ruleset(),
        ws in 1u8..=6, vs in 0u8..=6, s in 1u8..=6, t in 1u8..=6,
        attacks in 1u32..=2, w in 1u8..=2,
        armour in prop_oneof![Just(Armour::None), Just(Armour::Score(4)), Just(Armour::Score(5)), Just(Armour::Score(6))],
        shield in any::<bool>(), helmet in any::<bool>(),
        parry in prop_oneof![Just(None), Just(Some(ParryWith::Sword)), Just(Some(ParryWith::SwordAndBuckler))],
        state in prop_oneof![Just(TargetState::Standing), Just(TargetState::Standing), Just(TargetState::KnockedDown), Just(TargetState::Stunned)],
        weapon_name in prop_oneof![Just(None), Just(Some("axe")), Just(Some("mace")), Just(Some("dagger")), Just(Some("flail")), Just(Some("spear"))],
        offhand in any::<bool>(),
        injury_mod in -1i32..=2,
        reroll in any::<bool>(),
        special in 0u8..3,
    ) {
        // Two attacks with every option make millions of dice sequences: keep the tree small.
        let attacks = if offhand || reroll || parry.is_some() && w == 2 { 1 } else { attacks };
        let mut a = attacker(ws, s, attacks);
        a.weapon = weapon_name.and_then(weapon);
        a.offhand = if offhand { weapon("dagger") } else { None };
        a.injury_modifier = injury_mod;
        a.reroll_misses = reroll;
        if rules == RulesetId::Skirmish {
            a.poison = special == 1;
            a.killing_blow = special == 2;
        }
        let mut d = defender(vs, t, w, armour);
        d.shield = shield;
        d.helmet = helmet;
        d.state = state;
        if matches!(rules, RulesetId::Mordheim | RulesetId::MordheimClub) {
            d.parry = parry;
        }
        let checked = check_at_most(rules, &a, &d, MAX_LEAVES);
        prop_assume!(checked, "too many dice sequences to enumerate");
    }
}
