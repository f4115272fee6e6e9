//! `odds`' options: the attacker (one, or several with `--attacker`), his weapons, the target
//! and the parry they share with `duel`'s sides.

use super::around::AroundArgs;
use super::declare::plain_items;
use super::groups::*;
use super::values::{TargetArg, TargetStateArg};
use crate::roster::WarriorArg;

/// The declaration (see `declare.rs`): calls `$then! { $args … }` with these items.
macro_rules! odds_options {
    ($then:ident! $args:tt) => {
        $then! { $args
            #[command(group = clap::ArgGroup::new("attacker").required(true).args(["ws", "bs", "profile", "attackers"]))]
            #[command(
                args_override_self = true,
                // clap's own usage spells out the four ways to give the attacker and the target's flags,
                // past a line; this is the same, short.
                override_usage = "warband odds [OPTIONS] <--ws <WS>|--bs <BS>|--profile <P>|--attacker <SPEC>...>",
                after_help = "Examples:\n  warband odds --ws 4 --s 4 --vs 4 --t 3 --armour light --compare '--weapon axe'\n  warband odds --profile @examples/reikland.toml:champion --target @examples/orcs.toml:boss\n  warband odds --attacker 'WS4 S4 I4 A2 --charged' --attacker '2x WS3 I3' --vs 3 --t 4 --w 2"
            )]
            pub struct OddsArgs {
                /// One of several attackers in one close-combat phase: a profile and his kit, e.g. "WS4 S4 I4 A2 --weapon axe --charged"; "3x ..." is a henchman group (repeat it; instead of --ws and the attacker's flags)
                #[arg(long = "attacker", id = "attackers", value_name = "PROFILE AND KIT", allow_hyphen_values = true, help_heading = "Attackers", conflicts_with_all = SINGLE_ATTACKER)]
                pub attackers: Vec<String>,

                #[command(flatten)]
                pub attacker: AttackerArgs,

                #[command(flatten)]
                pub to_hit: ToHitModifiers,

                #[command(flatten)]
                pub shooting: ShootingModifiers,

                #[command(flatten)]
                pub volley: VolleyArgs,

                #[command(flatten)]
                pub overrides: WeaponOverrides,

                #[command(flatten)]
                pub target: TargetArgs,

                #[command(flatten)]
                pub around: AroundArgs,

                #[command(flatten)]
                pub side_by_side: SideBySide,
            }

            /// `odds`' attacker: his profile, weapons and what his charge or temper adds.
            #[group(skip)]
            pub struct AttackerArgs {
                /// The attacker as a profile ("WS4 S4 A2") or a roster's warrior (@FILE:NAME): his WS, S and A, weapons and skills; flags given beat them
                #[arg(long, value_name = "PROFILE|@FILE:NAME", value_parser = parse_warrior, allow_hyphen_values = true, help_heading = "Attacker")]
                pub profile: Option<WarriorArg>,

                /// Attacker's Weapon Skill (close combat)
                #[arg(long, visible_alias = "weapon-skill", value_name = "WS", value_parser = parse_characteristic, allow_negative_numbers = true, conflicts_with = "bs", help_heading = "Attacker")]
                pub ws: Option<u8>,

                /// Attacker's Ballistic Skill (shooting)
                #[arg(long, visible_alias = "ballistic-skill", value_name = "BS", value_parser = parse_characteristic, allow_negative_numbers = true, help_heading = "Attacker")]
                pub bs: Option<u8>,

                /// Attacker's Strength (a missile weapon's own Strength replaces it; not given: a human's S3, said in the answer)
                #[arg(short = 's', long = "s", visible_alias = "strength", value_name = "S", value_parser = parse_characteristic, allow_negative_numbers = true, help_heading = "Attacker")]
                pub strength: Option<u8>,

                /// Attacks (close combat) or shots (default: 1, or the --profile's A)
                #[arg(short = 'a', long = "attacks", visible_short_alias = 'n', visible_alias = "dice", value_name = "N", value_parser = whole::<u32>(0..=100), help_heading = "Attacker")]
                pub attacks: Option<u32>,

                /// Weapon preset: sword, axe, mace, hammer, flail, spear, bow, crossbow, pistol … (an unknown name lists them all)
                #[arg(long, value_name = "NAME", value_parser = weapon_parser(), hide_possible_values = true, help_heading = "Attacker")]
                pub weapon: Option<String>,

                /// A second close-combat weapon: one more attack (club: at -1 to hit and to wound)
                #[arg(long, value_name = "NAME", value_parser = weapon_parser(), hide_possible_values = true, help_heading = "Attacker")]
                pub offhand: Option<String>,

                /// Frenzy (core: attacks doubled; club: +1 attack)
                #[arg(long, help_heading = "Attacker")]
                pub frenzy: bool,

                /// Round of the combat: flail, morning star, lance and diving-charge bonuses count in round 1
                #[arg(long, value_name = "N", default_value = "1", value_parser = whole::<u32>(1..=100), help_heading = "Attacker")]
                pub round: u32,

                /// A diving charge: +1 Strength and +1 to hit in round 1
                #[arg(long, help_heading = "Attacker")]
                pub diving: bool,

                /// Hatred: re-roll misses in round 1
                #[arg(long, help_heading = "Attacker")]
                pub hatred: bool,
            }

            /// How many shots a volley has and from which rank (WFB's repeater crossbow and bows).
            #[group(skip)]
            pub struct VolleyArgs {
                /// Shots fired with a weapon that lets the shooter choose (WFB repeater crossbow: 1 or 2)
                #[arg(long, value_name = "N", value_parser = whole::<u8>(1..=2), conflicts_with = "ws", help_heading = "Shooting")]
                pub shots: Option<u8>,

                /// The rank the shooters stand in (WFB bows: each rank after the first -1 to hit)
                #[arg(long, value_name = "N", default_value = "1", value_parser = whole::<u8>(1..=10), conflicts_with = "ws", help_heading = "Shooting")]
                pub rank: u8,
            }

            /// What a loadout may change about its weapon's own rules.
            #[group(skip)]
            pub struct WeaponOverrides {
                /// Extra Strength on top of the weapon's (e.g. a spear's +1 when cavalry charge)
                #[arg(long, value_name = "±N", value_parser = parse_modifier, allow_negative_numbers = true, default_value = "0", help_heading = "Weapon overrides")]
                pub s_bonus: i32,

                /// Replace the weapon's own save modifier (axe -1 …)
                #[arg(long, value_name = "±N", value_parser = parse_modifier, allow_negative_numbers = true, help_heading = "Weapon overrides")]
                pub save_mod: Option<i32>,

                /// Concussion (2-4 on the injury roll is stunned), whatever the weapon
                #[arg(long, help_heading = "Weapon overrides")]
                pub concussion: bool,

                /// The club's critical table to use: missile, crushing, cutting, unarmed, long
                #[arg(long, value_name = "CLASS", value_parser = crit_class_parser(), hide_possible_values = true, help_heading = "Weapon overrides")]
                pub crit_class: Option<String>,

                /// Modifier to every injury roll the attacker causes
                #[arg(long, value_name = "±N", value_parser = parse_modifier, allow_negative_numbers = true, default_value = "0", help_heading = "Weapon overrides")]
                pub injury_mod: i32,

                /// skirmish: poisoned attacks (a natural 6 to hit is 2 wounds, no save)
                #[arg(long, help_heading = "Weapon overrides")]
                pub poison: bool,

                /// skirmish: Killing Blow (a natural 6 to wound takes the target out of action)
                #[arg(long, help_heading = "Weapon overrides")]
                pub killing_blow: bool,
            }

            /// `odds`' target: his profile, his armour, his parry and his state.
            #[group(skip)]
            pub struct TargetArgs {
                /// Target's Weapon Skill (close combat)
                #[arg(long, value_name = "WS", value_parser = parse_characteristic, allow_negative_numbers = true, help_heading = "Target")]
                pub vs: Option<u8>,

                /// Target's Toughness (or the --target roster warrior's)
                #[arg(short = 't', long = "t", visible_alias = "toughness", value_name = "T", value_parser = parse_characteristic, allow_negative_numbers = true, help_heading = "Target")]
                pub toughness: Option<u8>,

                /// Target's Wounds left (not given: 1, said in the answer)
                #[arg(short = 'w', long = "w", visible_alias = "wounds", value_name = "W", value_parser = parse_wounds, allow_negative_numbers = true, help_heading = "Target")]
                pub wounds: Option<u8>,

                #[command(flatten, next_help_heading = "Target")]
                pub armour: ArmourArgs,

                /// Target wears a helmet
                #[arg(long, help_heading = "Target")]
                pub helmet: bool,

                /// Target parries with a sword, a buckler, both, or a sword in each hand (sword+sword); none: no parry, whatever his roster's kit
                #[arg(long, value_name = "WITH", value_parser = parry_parser(Some("No parry, whatever the target's weapons or roster say")), help_heading = "Target")]
                pub parry: Option<crate::roster::Parry>,

                /// The target is a swarm (skirmish): no injury roll, out of action when its wounds reach 0
                #[arg(long, help_heading = "Target")]
                pub swarm: bool,

                /// Target's Strength (no parry against Strength at least double it; the club's Disarm test; default 3)
                #[arg(long, value_name = "S", value_parser = parse_characteristic, allow_negative_numbers = true, help_heading = "Target")]
                pub target_s: Option<u8>,

                /// Target's state before the phase: standing (the default), knocked-down or stunned; or the target from a roster, @FILE:NAME (his WS, T, W, S and kit; flags given beat them), given beside a state if need be
                #[arg(
                    long = "target",
                    value_name = "STATE|@FILE:NAME",
                    value_parser = target_parser(),
                    hide_possible_values = true,
                    action = clap::ArgAction::Append,
                    help_heading = "Target"
                )]
                pub target: Vec<TargetArg>,
            }

            /// The kit flags an `--attacker` value may carry: `odds`' attacker flags (its profile gives
            /// WS, S and A; `--bs` and `--round` are refused), the to-hit modifiers, the weapon overrides,
            /// and `--charged`.
            pub struct AttackerKit {
                #[command(flatten)]
                pub attacker: AttackerArgs,

                #[command(flatten)]
                pub to_hit: ToHitModifiers,

                #[command(flatten)]
                pub overrides: WeaponOverrides,

                /// He charged this turn: strikes first in round 1 (and a lance's bonus counts)
                #[arg(long)]
                pub charged: bool,
            }
        }
    };
}
pub(crate) use odds_options;

odds_options!(plain_items!());

impl TargetArgs {
    /// The state given last, or standing.
    pub fn state(&self) -> TargetStateArg {
        self.target
            .iter()
            .rev()
            .find_map(|t| match t {
                TargetArg::State(s) => Some(*s),
                TargetArg::Roster(_) => None,
            })
            .unwrap_or(TargetStateArg::Standing)
    }

    /// The roster warrior given last, if any.
    pub fn roster(&self) -> Option<&crate::roster::RosterRef> {
        self.target.iter().rev().find_map(|t| match t {
            TargetArg::Roster(r) => Some(r),
            TargetArg::State(_) => None,
        })
    }
}
