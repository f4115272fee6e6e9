//! What a critical's follow-ups come to in `odds`: the club's Disarm, Ricochet
//! and Kebab!, each under its row's id, with the knock-back's distance as a table; and the
//! refusal of the flags for what is around the target where no follow-up needs it.

use crate::error::{Result, UserError};
use crate::mechanics::Target;
use crate::mechanics::attack::{
    Chain, Fate, FollowDice, FollowUp, distance, follow_per_attack, follow_ups,
};
use crate::mechanics::gang::Gang;
use crate::prob::{Dist, Ratio};
use crate::question::AroundArgs;
use crate::report::{Entry, Fact, STATISTICS, Table};
use crate::rules::weapons::WeaponKind;
use crate::rules::{FollowUpEffect, Ruleset, RulesetId, Status};

/// What `odds` adds to its report for the chain's follow-ups.
#[derive(Default)]
pub(super) struct Reported {
    pub facts: Vec<(String, Fact)>,
    pub tables: Vec<Table>,
    pub notes: Vec<String>,
    /// The rulings of the follow-ups reported.
    pub rulings: Vec<String>,
}

/// The keys of `odds`' answer that a follow-up's row id must not take, besides those of its
/// summary's statistics (`mean`, `variance`, …: [`STATISTICS`]).
const RESERVED: [&str; 22] = [
    "command",
    "rules",
    "inputs",
    "target",
    "probability",
    "distribution",
    "mean_of",
    "rulings",
    "notes",
    "roll",
    "wounds",
    "casualties",
    "knock_back",
    "assumed",
    "attacks",
    "at_least_one_wound",
    "mount_lost",
    "misfire_boom_hit",
    "misfire_kaboom",
    "simulated",
    "simulation",
    "state",
];

/// The chance of each follow-up, by its row's id (one id may have several tags, for two
/// weapons or a misfire's Boom! shot; they never fire together in one shot or one phase).
struct Chances {
    /// P(it fires): in close combat in the phase; shooting, at least once.
    fired: Ratio,
    /// P(it does its harm): the test failed, the second model wounded, the obstacle struck.
    harm: Ratio,
    /// Close combat: P(it does its harm and the target is in action after the phase).
    harm_in_action: Option<Ratio>,
    /// Close combat: P(it fires and the target is in action after the phase).
    fired_in_action: Option<Ratio>,
}

fn chances(chain: &Chain, fates: &Dist<Fate>, tags: &[&FollowUp]) -> Chances {
    if chain.melee {
        // one critical a phase, so one follow-up at most: the fates' tags say which.
        let of = |in_action: bool, harm: bool| {
            tags.iter()
                .map(|f| {
                    let p = fates.prob_where(|fate| {
                        fate.follow_up == Some(f.tag)
                            && (!in_action || fate.status != Status::OutOfAction)
                    });
                    if harm { &p * &f.harm() } else { p }
                })
                .fold(Ratio::zero(), |acc, p| &acc + &p)
        };
        return Chances {
            fired: of(false, false),
            harm: of(false, true),
            harm_in_action: Some(of(true, true)),
            fired_in_action: Some(of(true, false)),
        };
    }
    // Shooting: every shot its own critical; P(at least once) over independent shots.
    let (mut none_fired, mut no_harm) = (Ratio::one(), Ratio::one());
    for (w, weapon) in chain.weapons.iter().enumerate() {
        let per = follow_per_attack(chain, w);
        let mine = |t: &Option<u8>| tags.iter().find(|f| Some(f.tag) == *t);
        let fired = per.prob_where(|t| mine(t).is_some());
        let harm = per
            .iter()
            .filter_map(|(t, p)| mine(t).map(|f| &p * &f.harm()))
            .fold(Ratio::zero(), |acc, p| &acc + &p);
        none_fired = &none_fired * &fired.complement().pow(weapon.attacks);
        no_harm = &no_harm * &harm.complement().pow(weapon.attacks);
    }
    Chances {
        fired: none_fired.complement(),
        harm: no_harm.complement(),
        harm_in_action: None,
        fired_in_action: None,
    }
}

/// The facts, tables and notes of every follow-up of the chain.
pub(super) fn report(chain: &Chain, fates: &Dist<Fate>) -> Reported {
    let all = follow_ups(chain);
    let obstacle = |tags: &[&FollowUp], _: &Chances| {
        Some(
            tags.iter()
                .map(|f| knock_back_wound(chain, fates, f))
                .fold(Ratio::zero(), |acc, p| &acc + &p),
        )
    };
    let reported: Result<Reported> = facts(
        &all,
        chain.melee,
        |tags| Ok(chances(chain, fates, tags)),
        obstacle,
    );
    reported.expect("one chain's chances are read off its fates")
}

/// The follow-ups of several attackers in one phase (`odds --attacker`), each over the phase
/// (`Gang::follow_up`): fired and harmed at least once, and with the target in action after
/// it. A knock-back that separates the others happens at most once in the phase, so its
/// obstacle's chances are its own times the once; one that does not is reported without them.
pub(super) fn report_phase(gang: &mut Gang) -> Result<Reported> {
    let mut all: Vec<FollowUp> = Vec::new();
    for b in &gang.built {
        for f in follow_ups(&b.chain) {
            if !all.iter().any(|g| g.id == f.id && g.dice == f.dice) {
                all.push(f.clone());
            }
        }
    }
    let all: Vec<&FollowUp> = all.iter().collect();
    let once = |tags: &[&FollowUp]| tags.iter().all(|f| f.separates_others);
    let obstacle = |tags: &[&FollowUp], c: &Chances| {
        once(tags).then(|| &c.fired * &tags[0].target_wounds().prob(&1))
    };
    facts(
        &all,
        true,
        |tags| {
            let phase = gang.follow_up(&tags[0].id)?;
            let harm = match tags[0].dice {
                FollowDice::KnockBack { .. } if once(tags) => &phase.fired * &tags[0].harm(),
                FollowDice::KnockBack { reach: Some(_), .. } => Ratio::zero(),
                _ => phase.harmed,
            };
            Ok(Chances {
                fired: phase.fired,
                harm,
                harm_in_action: Some(phase.harmed_in_action),
                fired_in_action: Some(phase.fired_in_action),
            })
        },
        obstacle,
    )
}

/// The facts of the follow-ups `all` (their tags), each id's from `chances`; a knock-back's
/// obstacle wound from `obstacle`, when it can be told.
fn facts(
    all: &[&FollowUp],
    melee: bool,
    mut chances: impl FnMut(&[&FollowUp]) -> Result<Chances>,
    obstacle: impl Fn(&[&FollowUp], &Chances) -> Option<Ratio>,
) -> Result<Reported> {
    let mut out = Reported::default();
    let mut ids: Vec<&str> = Vec::new();
    for f in all {
        if !ids.contains(&f.id.as_str()) {
            ids.push(&f.id);
        }
    }
    for id in ids {
        let tags: Vec<&FollowUp> = all.iter().copied().filter(|f| f.id == id).collect();
        out.rulings
            .extend(tags.iter().flat_map(|f| f.rulings.iter().cloned()));
        let c = chances(&tags)?;
        let first = tags[0];
        let mut group: Vec<(String, Fact)> = Vec::new();
        let mut put = |key: &str, fact: Fact| group.push((key.to_string(), fact));
        let probability = |p: &Ratio| Fact::Probability(p.clone());
        match &first.dice {
            FollowDice::Test { .. } => {
                put("critical", probability(&c.fired));
                put("weapon_lost", probability(&c.harm));
                if let Some(p) = &c.harm_in_action {
                    put("weapon_lost_in_action", probability(p));
                }
                put("test", Fact::Text(join(&tags, test_text)));
            }
            FollowDice::SecondModel { .. } => {
                put(
                    if melee { "critical" } else { "at_least_one" },
                    probability(&c.fired),
                );
                put("second_model_wounded", probability(&c.harm));
                put("second_model", Fact::Text(join(&tags, second_model_text)));
            }
            FollowDice::KnockBack { d6, reach, .. } => {
                put("critical", probability(&c.fired));
                if let Some(p) = &c.fired_in_action {
                    put("in_action", probability(p));
                }
                if reach.is_some() {
                    if let Some(wounded) = obstacle(&tags, &c) {
                        put("strikes_obstacle", probability(&c.harm));
                        put("obstacle_wound", probability(&wounded));
                    }
                } else if let Some(p) = first.obstacle_wound() {
                    put("obstacle_wound_if_struck", probability(&p));
                }
                if !c.fired.is_zero() {
                    let inches = distance(*d6);
                    out.tables.push(Table {
                        key: "knock_back".into(),
                        counting: format!("inches hurled back by a {}", first.name),
                        entries: Entry::counts(&inches),
                        stats: None,
                    });
                }
                out.notes.push(knock_back_note(first));
            }
        }
        // The row's id names it, unless a rules file gave a row an id the answer already uses.
        let reserved = RESERVED.contains(&id) || STATISTICS.iter().any(|stat| stat.key == id);
        let key = if reserved {
            format!("critical_{id}")
        } else {
            id.to_string()
        };
        out.facts.push((key, Fact::Group(group)));
    }
    Ok(out)
}

/// P(the knock-back's obstacle hit wounds him, unsaved): per tag, P(it fires) times the hit's
/// own chance, in close combat from the fates (the hit is part of the chain, R-85).
fn knock_back_wound(chain: &Chain, fates: &Dist<Fate>, f: &FollowUp) -> Ratio {
    let wound = f.target_wounds().prob(&1);
    if chain.melee {
        return &fates.prob_where(|fate| fate.follow_up == Some(f.tag)) * &wound;
    }
    let mut none = Ratio::one();
    for (w, weapon) in chain.weapons.iter().enumerate() {
        let p = &follow_per_attack(chain, w).prob(&Some(f.tag)) * &wound;
        none = &none * &p.complement().pow(weapon.attacks);
    }
    none.complement()
}

fn test_text(f: &FollowUp) -> Option<String> {
    match f.dice {
        FollowDice::Test { strength } => Some(format!("D6 <= {strength}, a 6 fails")),
        _ => None,
    }
}

fn second_model_text(f: &FollowUp) -> Option<String> {
    match f.dice {
        FollowDice::SecondModel { wound, save } => {
            Some(format!("wounded on {wound}, {}", save_text(save)))
        }
        _ => None,
    }
}

/// A save's target in words: `saves on 5+`, `no save`.
fn save_text(save: Target) -> String {
    match save {
        Target::Impossible => "no save".to_string(),
        Target::Automatic => "saved automatically".to_string(),
        t => format!("saves on {t}"),
    }
}

/// The texts of several tags of one follow-up, each once.
fn join(tags: &[&FollowUp], text: fn(&FollowUp) -> Option<String>) -> String {
    let mut all: Vec<String> = Vec::new();
    for t in tags.iter().filter_map(|f| text(f)) {
        if !all.contains(&t) {
            all.push(t);
        }
    }
    all.join("; ")
}

fn knock_back_note(f: &FollowUp) -> String {
    let FollowDice::KnockBack {
        reach, wound, save, ..
    } = f.dice
    else {
        return String::new();
    };
    let hit = format!(
        "wounds on {wound}; he {}",
        save_text(save).replace("no save", "has no save")
    );
    match reach {
        Some(r) => format!(
            "{}: the obstacle {r}\" behind him is struck on a knock-back of {r}\" or more; its hit ({hit}) is in the odds above (R-85)",
            f.name
        ),
        None => format!(
            "{}: no obstacle is in the odds above; one that he strikes deals a hit that {hit} (give --obstacle INCHES to count it, R-85)",
            f.name
        ),
    }
}

/// The rulings of the follow-ups that are part of the chain's odds (a knock-back into an
/// obstacle, whose hit the chain resolves), for answers that do not report them one by one.
pub(super) fn in_the_odds(chain: &Chain) -> Vec<String> {
    follow_ups(chain)
        .iter()
        .filter(|f| matches!(f.dice, FollowDice::KnockBack { reach: Some(_), .. }))
        .flat_map(|f| f.rulings.iter().cloned())
        .collect()
}

/// Refuses the flags for what is around the target when no follow-up of `chains` meets it:
/// `--obstacle` without a knock-back, `--ricochet-*` without a second model.
pub(super) fn check_around(
    ruleset: &Ruleset,
    args: &AroundArgs,
    chains: &[&Chain],
    mounted: bool,
) -> Result<()> {
    let has = |pick: fn(&FollowDice) -> bool| {
        chains
            .iter()
            .any(|c| follow_ups(c).iter().any(|f| pick(&f.dice)))
    };
    let knock_back = |e: &FollowUpEffect| matches!(e, FollowUpEffect::KnockBack { .. });
    let second = |e: &FollowUpEffect| matches!(e, FollowUpEffect::SecondModel { .. });
    if args.obstacle.is_some() && !has(|d| matches!(d, FollowDice::KnockBack { .. })) {
        if mounted && where_is(ruleset, knock_back).is_some() {
            return Err(UserError::new(
                "--obstacle: a rider is not hurled back; the critical throws him from his mount instead (R-85)",
            )
            .hint("drop --obstacle, or --mounted"));
        }
        return Err(refusal(
            ruleset,
            "--obstacle",
            "hurls the target back",
            knock_back,
        ));
    }
    let ricochet = args.ricochet_t.is_some() || args.ricochet_armour.is_some();
    if ricochet && !has(|d| matches!(d, FollowDice::SecondModel { .. })) {
        let flag = if args.ricochet_t.is_some() {
            "--ricochet-t"
        } else {
            "--ricochet-armour"
        };
        return Err(refusal(ruleset, flag, "hits a second model", second));
    }
    Ok(())
}

/// The critical table and row of `ruleset` with such a follow-up: (class, row name).
fn where_is(ruleset: &Ruleset, pick: fn(&FollowUpEffect) -> bool) -> Option<(String, String)> {
    ruleset.critical_tables.iter().find_map(|t| {
        t.rows.iter().find_map(|r| {
            r.follow_up.as_ref().filter(|f| pick(&f.effect)).map(|_| {
                (
                    t.class.clone().unwrap_or_else(|| "critical".into()),
                    r.name.clone(),
                )
            })
        })
    })
}

fn refusal(
    ruleset: &Ruleset,
    flag: &str,
    what: &str,
    pick: fn(&FollowUpEffect) -> bool,
) -> UserError {
    match where_is(ruleset, pick) {
        Some((class, name)) => {
            let weapon = ruleset.weapons.iter().find(|w| w.crit_class == class);
            let how = match weapon {
                Some(w) if w.kind == WeaponKind::Missile => {
                    format!("shoot (--bs) with --weapon {}", w.id)
                }
                Some(w) => format!("use --weapon {} or --crit-class {class}", w.id),
                None => format!("use --crit-class {class}"),
            };
            UserError::new(format!(
                "{flag}: no critical of this attack {what}; {name} is on the {class} weapons' critical table"
            ))
            .hint(format!("{how}, or drop {flag}"))
        }
        None => {
            let other = RulesetId::ALL
                .into_iter()
                .find(|id| where_is(&crate::rules::builtin(*id), pick).is_some());
            UserError::new(format!("{flag}: no critical of {} {what}", ruleset.id)).hint(
                match other {
                    Some(id) => format!("that is a critical of --rules {id}; drop {flag}"),
                    None => format!("drop {flag}"),
                },
            )
        }
    }
}
