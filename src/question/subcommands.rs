//! The options of each subcommand that answers one question (`hit`, `wound`, `save`, `injury`,
//! `crit`, `rout`, `break`, `test`, `table`, `roll`, `rules`, `roster`, `completions`, `man`),
//! with its examples; the groups several share are in `groups.rs`.

use super::declare::plain_items;
use super::groups::*;
use super::values::{Parts, Shown};
use std::path::PathBuf;

/// The declaration (see `declare.rs`): calls `$then! { $args … }` with these items.
macro_rules! subcommand_options {
    ($then:ident! $args:tt) => {
        $then! { $args
            #[command(group = clap::ArgGroup::new("mode").required(true).args(["ws", "bs"]))]
            #[command(
                after_help = "Examples:\n  warband hit --ws 4 --vs 3\n  warband hit --bs 3 --cover --long-range -a 2\n  warband hit --ws 3 --vs 3 -a 3 --reroll-misses --roll --seed 7"
            )]
            // --compare re-parses the line with its flags appended: a flag given again overrides.
            #[command(args_override_self = true)]
            pub struct HitArgs {
                /// Attacker's Weapon Skill (close combat)
                #[arg(long, visible_alias = "weapon-skill", value_name = "WS", value_parser = parse_characteristic, allow_negative_numbers = true, conflicts_with = "bs", requires = "vs")]
                pub ws: Option<u8>,

                /// Defender's Weapon Skill
                #[arg(long, value_name = "WS", value_parser = parse_characteristic, allow_negative_numbers = true, conflicts_with = "bs")]
                pub vs: Option<u8>,

                /// Shooter's Ballistic Skill (shooting)
                #[arg(long, visible_alias = "ballistic-skill", value_name = "BS", value_parser = parse_characteristic, allow_negative_numbers = true)]
                pub bs: Option<u8>,

                #[command(flatten)]
                pub dice: AttacksOpt,

                /// skirmish: poisoned attacks (a natural 6 to hit is 2 wounds, no save)
                #[arg(long)]
                pub poison: bool,

                /// Shoot into a close combat of N models (2 to 9), your target one of them: a die picks the model each hit strikes (mordheim-club, R-110)
                #[arg(long, value_name = "N", requires = "bs", conflicts_with_all = ["poison", "ws", "vs"], value_parser = whole::<u8>(2..=9))]
                pub into_combat: Option<u8>,

                #[command(flatten)]
                pub to_hit: ToHitModifiers,

                #[command(flatten)]
                pub shooting: ShootingModifiers,

                #[command(flatten)]
                pub compare: CompareOpt,
            }

            #[command(
                after_help = "Examples:\n  warband wound --s 4 --t 3\n  warband wound --s 3 --t 3 -n 4 --json\n  warband hit --ws 4 --vs 3 -a 2 --json | warband wound --s 4 --t 3 -n -"
            )]
            // --compare re-parses the line with its flags appended: a flag given again overrides.
            #[command(args_override_self = true)]
            pub struct WoundArgs {
                /// Strength of the hit
                #[arg(short = 's', long = "s", visible_alias = "strength", value_name = "S", value_parser = parse_characteristic, allow_negative_numbers = true)]
                pub strength: u8,

                /// Toughness of the target
                #[arg(short = 't', long = "t", visible_alias = "toughness", value_name = "T", value_parser = parse_characteristic, allow_negative_numbers = true)]
                pub toughness: u8,

                /// Modifier to the roll, e.g. -1 for the club's off-hand attack
                #[arg(long = "mod", value_name = "±N", value_parser = parse_modifier, allow_negative_numbers = true, default_value = "0")]
                pub modifier: i32,

                /// A shooting hit (criticals are close combat only in skirmish)
                #[arg(long)]
                pub shooting: bool,

                /// skirmish: Killing Blow (a natural 6 to wound takes the target out of action)
                #[arg(long)]
                pub killing_blow: bool,

                #[command(flatten)]
                pub dice: DiceOpt,

                #[command(flatten)]
                pub compare: CompareOpt,
            }

            #[command(
                after_help = "Examples:\n  warband save --armour heavy --shield --s 4\n  warband save --armour 5+ --s 5 --mod -1 -n 3\n  warband save --armour light --mounted --roll"
            )]
            // --compare re-parses the line with its flags appended: a flag given again overrides.
            #[command(args_override_self = true)]
            pub struct SaveArgs {
                #[command(flatten)]
                pub armour: ArmourArgs,

                /// Strength of the hit (its save modifier comes from the ruleset's table)
                #[arg(short = 's', long = "s", visible_alias = "strength", value_name = "S", value_parser = parse_characteristic, allow_negative_numbers = true)]
                pub strength: Option<u8>,

                /// Weapon modifier to the save, e.g. -1 for an axe, +1 against a dagger
                #[arg(long = "mod", value_name = "±N", value_parser = parse_modifier, allow_negative_numbers = true, default_value = "0")]
                pub modifier: i32,

                /// The club's critical table for the criticals among the wounds: missile, crushing, cutting, unarmed, long
                #[arg(long, value_name = "CLASS", value_parser = crit_class_parser(), hide_possible_values = true)]
                pub crit_class: Option<String>,

                #[command(flatten)]
                pub dice: DiceOpt,

                #[command(flatten)]
                pub compare: CompareOpt,
            }

            #[command(
                after_help = "Examples:\n  warband injury\n  warband injury --rolls 2 --mod 2\n  warband injury --concussion --helmet --roll --seed 3"
            )]
            // --compare re-parses the line with its flags appended: a flag given again overrides.
            #[command(args_override_self = true)]
            pub struct InjuryArgs {
                /// Modifier to every injury roll, e.g. +2 for a master strike
                #[arg(long = "mod", value_name = "±N", value_parser = parse_modifier, allow_negative_numbers = true, default_value = "0")]
                pub modifier: i32,

                /// Injury rolls this phase (several wounds past 0): the highest counts
                #[arg(long, value_name = "N", default_value = "1", value_parser = whole::<u32>(1..=20))]
                pub rolls: u32,

                /// The attacker's weapon causes concussion (mace, club, hammer, staff): 2-4 is stunned
                #[arg(long)]
                pub concussion: bool,

                /// The target wears a helmet: stunned becomes knocked down on a 4+
                #[arg(long)]
                pub helmet: bool,

                #[command(flatten)]
                pub compare: CompareOpt,
            }

            #[command(
                after_help = "Examples:\n  warband crit\n  warband crit --rules mordheim-club --class cutting\n  warband crit --rules mordheim-club --class missile --roll"
            )]
            // --compare re-parses the line with its flags appended: a flag given again overrides.
            #[command(args_override_self = true)]
            pub struct CritArgs {
                /// The weapon class (mordheim-club): missile, crushing, cutting, unarmed, long
                #[arg(long, value_name = "CLASS", value_parser = crit_class_parser(), hide_possible_values = true)]
                pub class: Option<String>,

                #[command(flatten)]
                pub compare: CompareOpt,
            }

            #[command(
                after_help = "Examples:\n  warband rout --ld 8 --out 3 --of 12 --roll && echo held\n  warband rout --alone --ld 7 --opponent \"2x WS3 S3 A1 --weapon axe\" --t 3 --armour light\n  warband rout --rules mordheim-club --escape --i 4 --opponent \"WS3 S3 A1\" --vs 3 --t 3 --shield"
            )]
            // --compare re-parses the line with its flags appended: a flag given again overrides.
            #[command(args_override_self = true)]
            pub struct RoutArgs {
                /// Leadership of the leader (or the highest available); with --alone, the warrior's own
                #[arg(long, visible_alias = "leadership", value_name = "LD", value_parser = parse_leadership, allow_negative_numbers = true, required_unless_present = "escape")]
                pub ld: Option<u8>,

                /// Warriors out of action
                #[arg(long, value_name = "K", value_parser = whole::<u32>(0..=u32::MAX), conflicts_with_all = ["cr", "alone"])]
                pub out: Option<u32>,

                /// Warriors in the warband
                #[arg(long, value_name = "N", value_parser = whole::<u32>(0..=u32::MAX), conflicts_with_all = ["cr", "alone"])]
                pub of: Option<u32>,

                /// WFB break test (also `warband break`): by how much the combat was lost (0: a draw, negative: won; no test)
                #[arg(long, visible_alias = "lost-by", value_name = "DIFFERENCE", conflicts_with = "alone", value_parser = parse_combat_result, allow_negative_numbers = true)]
                pub cr: Option<i32>,

                /// WFB break test: the unit hates its enemy (Ld 10, unmodified)
                #[arg(long, requires = "cr")]
                pub hatred: bool,

                /// WFB break test: re-roll for the battle standard
                #[arg(long, requires = "cr")]
                pub reroll: bool,

                /// All Alone (core) or panic (club): alone in combat against two or more
                #[arg(long)]
                pub alone: bool,

                /// wfb: a fleeing unit's rally test; --out models lost of the --of it started with (below 25 % left it cannot rally)
                #[arg(long, conflicts_with_all = ["cr", "alone", "escape"], requires_all = ["out", "of"])]
                pub rally: bool,

                /// With --alone in mordheim-club: a friend within 2" allows a re-roll
                #[arg(long, requires = "alone")]
                pub friend_near: bool,

                /// Modifier to the Leadership (with --escape, to the Initiative), e.g. +1 for Hearts of Steel
                #[arg(long = "mod", value_name = "±N", value_parser = parse_modifier, allow_negative_numbers = true, default_value = "0")]
                pub modifier: i32,

                /// mordheim-club: a voluntary escape from combat, an Initiative test (--i), then each --opponent's blow
                #[arg(long, conflicts_with_all = ["alone", "out", "of", "cr"], help_heading = "Breaking from combat")]
                pub escape: bool,

                /// With --escape: the escaping warrior's Initiative
                #[arg(long = "i", visible_alias = "initiative", value_name = "I", value_parser = parse_characteristic, allow_negative_numbers = true, help_heading = "Breaking from combat")]
                pub initiative: Option<u8>,

                #[command(flatten)]
                pub breaking: BreakingArgs,

                #[command(flatten)]
                pub compare: CompareOpt,
            }

            /// `rout --alone` and `--escape`: the opponents whose blows the leaving warrior takes, and the
            /// warrior himself as `odds`' target.
            #[group(skip)]
            pub struct BreakingArgs {
                /// An enemy in contact, who strikes one blow as he leaves: a profile and his kit as odds --attacker's, e.g. "WS4 S4 I4 A2 --weapon axe"; "2x ..." a group, "@FILE:NAME" a roster's (repeat it)
                #[arg(
                    long = "opponent",
                    id = "opponents",
                    value_name = "PROFILE AND KIT",
                    allow_hyphen_values = true,
                    help_heading = "Breaking from combat"
                )]
                pub opponents: Vec<String>,

                /// The leaving warrior's Toughness (with --opponent)
                #[arg(short = 't', long = "t", visible_alias = "toughness", value_name = "T", value_parser = parse_characteristic, allow_negative_numbers = true, help_heading = "Breaking from combat")]
                pub toughness: Option<u8>,

                /// His Wounds left (not given: 1, said in the answer)
                #[arg(short = 'w', long = "w", visible_alias = "wounds", value_name = "W", value_parser = parse_wounds, allow_negative_numbers = true, help_heading = "Breaking from combat")]
                pub wounds: Option<u8>,

                /// His Weapon Skill, where the blows roll to hit (the club's panic and escape)
                #[arg(long, value_name = "WS", value_parser = parse_characteristic, allow_negative_numbers = true, help_heading = "Breaking from combat")]
                pub vs: Option<u8>,

                #[command(flatten, next_help_heading = "Breaking from combat")]
                pub armour: ArmourArgs,

                /// He wears a helmet
                #[arg(long, help_heading = "Breaking from combat")]
                pub helmet: bool,

                /// The round of the combat the blows are struck in (first-round weapon bonuses; a --charged opponent strikes first in round 1)
                #[arg(long, value_name = "N", value_parser = whole::<u32>(1..=100), help_heading = "Breaking from combat")]
                pub round: Option<u32>,
            }

            #[command(group = clap::ArgGroup::new("kind").required(true).args(["stat", "initiative", "ld", "cast"]))]
            #[command(
                after_help = "Examples:\n  warband test --i 3 --times 2\n  warband test --ld 7 --reroll\n  warband test --cast 9 --roll && echo cast"
            )]
            // --compare re-parses the line with its flags appended: a flag given again overrides.
            #[command(args_override_self = true)]
            pub struct TestArgs {
                /// A characteristic test: D6 <= value, a 6 always fails
                #[arg(long, value_name = "VALUE", value_parser = parse_characteristic, allow_negative_numbers = true)]
                pub stat: Option<u8>,

                /// An Initiative test (jumping, climbing, dodging): D6 <= Initiative, a 6 always fails
                #[arg(long = "i", visible_alias = "initiative", value_name = "I", value_parser = parse_characteristic, allow_negative_numbers = true)]
                pub initiative: Option<u8>,

                /// A Leadership test: 2D6 <= Ld
                #[arg(long, visible_alias = "leadership", value_name = "LD", value_parser = parse_leadership, allow_negative_numbers = true)]
                pub ld: Option<u8>,

                /// A casting roll: 2D6 >= difficulty
                #[arg(long, value_name = "DIFFICULTY", value_parser = whole::<u8>(2..=12))]
                pub cast: Option<u8>,

                /// How many tests, all of which must pass (e.g. two Initiative tests for a 5" jump)
                #[arg(long, value_name = "N", default_value = "1", value_parser = whole::<u32>(1..=20))]
                pub times: u32,

                /// Re-roll a failed test (once each)
                #[arg(long)]
                pub reroll: bool,

                /// Modifier to the value tested against (a bonus raises it, R-7)
                #[arg(long = "mod", value_name = "±N", value_parser = parse_modifier, allow_negative_numbers = true, default_value = "0")]
                pub modifier: i32,

                #[command(flatten)]
                pub compare: CompareOpt,
            }

            #[command(
                after_help = "Examples:\n  warband break --rules wfb --ld 8 --lost-by 2\n  warband break --rules wfb --ld 7 --lost-by 3 --reroll --roll\n  warband break --rules wfb --ld 8 --lost-by 2 --compare '--lost-by 4'"
            )]
            // --compare re-parses the line with its flags appended: a flag given again overrides.
            #[command(args_override_self = true)]
            pub struct BreakArgs {
                /// Leadership of the unit (or of its general nearby)
                #[arg(long, visible_alias = "leadership", value_name = "LD", value_parser = parse_leadership, allow_negative_numbers = true)]
                pub ld: u8,

                /// By how much the combat was lost (0: a draw, negative: won; no test). Also --cr
                #[arg(long = "lost-by", visible_alias = "cr", value_name = "DIFFERENCE", value_parser = parse_combat_result, allow_negative_numbers = true)]
                pub lost_by: i32,

                /// The unit hates its enemy (Ld 10, unmodified)
                #[arg(long)]
                pub hatred: bool,

                /// Re-roll for the battle standard
                #[arg(long, visible_alias = "battle-standard")]
                pub reroll: bool,

                #[command(flatten)]
                pub compare: CompareOpt,
            }

            #[command(args_conflicts_with_subcommands = true)]
            #[command(
                after_help = "Examples:\n  warband table list\n  warband table prr --rules mordheim-club --mod +2\n  warband table --file examples/czarne-wrota-combat.json --column miecz --mod 5 --kill 4"
            )]
            // --compare re-parses the line with its flags appended: a flag given again overrides.
            #[command(args_override_self = true)]
            pub struct TableArgs {
                #[command(subcommand)]
                pub action: Option<TableAction>,

                /// A built-in table of the ruleset (see 'warband table list')
                #[arg(value_name = "NAME", conflicts_with = "file", value_parser = table_name_parser(), hide_possible_values = true)]
                pub name: Option<String>,

                /// A table file (JSON, see docs/guide.md) instead of a built-in table
                #[arg(long, value_name = "PATH")]
                pub file: Option<PathBuf>,

                /// The table file's column to read, e.g. the weapon used
                #[arg(long, value_name = "NAME", requires = "file")]
                pub column: Option<String>,

                /// Modifier to the roll, where the rules allow one (and for table files)
                #[arg(long = "mod", value_name = "±N", value_parser = parse_modifier, allow_negative_numbers = true)]
                pub modifier: Option<i32>,

                /// Table files whose results are wounds: rounds needed to kill a monster of this strength
                #[arg(long, value_name = "STRENGTH", requires = "file", value_parser = whole::<u32>(1..=100))]
                pub kill: Option<u32>,

                /// With --kill: the most rounds worked out one by one; the rest is one "more than" row
                #[arg(long, value_name = "N", requires = "kill", default_value = "20", value_parser = whole::<u32>(1..=1000))]
                pub max_rounds: u32,

                /// musician: how many musicians each side has, yours first
                #[arg(long, value_name = "A,B", value_parser = parse_musicians)]
                pub musicians: Option<(u32, u32)>,

                /// target: monsters in the front rank (1-3)
                #[arg(long, value_name = "M", value_parser = whole::<u32>(1..=3))]
                pub monsters: Option<u32>,

                /// target: characters in the front rank (1-3)
                #[arg(long, value_name = "C", value_parser = whole::<u32>(1..=3))]
                pub characters: Option<u32>,

                /// target: monsters in the second rank, who pick among the whole front rank (0-3)
                #[arg(long, value_name = "N", value_parser = whole::<u32>(0..=3))]
                pub second_rank: Option<u32>,

                /// chariot-shooting (wfb): a chariot in difficult terrain takes D6 S6 hits allocated on this table (R-103)
                #[arg(long)]
                pub terrain: bool,

                /// With --terrain: each part's Toughness and save, crew, creature, chariot, e.g. "T3 5+,T4 6+,T7 4+"
                #[arg(long, value_name = "PARTS", requires = "terrain", value_parser = parse_parts)]
                pub parts: Option<Parts>,

                /// serious-injury (mordheim-club): the unmodified base armour save that can undo an injury
                #[arg(long, value_name = "SAVE", value_parser = armour_parser(), hide_possible_values = true)]
                pub armour: Option<String>,

                #[command(flatten)]
                pub compare: CompareOpt,
            }

            pub enum TableAction {
                /// List every built-in table: name, rulesets, dice and what it is for
                List,
                /// Show a table's rows, their effects and where the table comes from
                Show {
                    /// The built-in table (of --rules)
                    #[arg(value_name = "NAME", required_unless_present = "file", value_parser = table_name_parser(), hide_possible_values = true)]
                    name: Option<String>,
                    /// A table file instead
                    #[arg(long, value_name = "PATH", conflicts_with = "name")]
                    file: Option<PathBuf>,
                },
            }

            #[command(
                after_help = "Examples:\n  warband roll 2d6 d3+1 --seed 7\n  warband roll 4d6dl1 --dist\n  warband roll d66 --json"
            )]
            pub struct RollArgs {
                /// Dice expressions: NdS, d3, d66, +k/-k, keep highest/lowest (3d6kh2, 2d6kl1), drop (4d6dl1)
                #[arg(value_name = "EXPR", required = true)]
                pub expressions: Vec<String>,

                /// The exact distribution instead of a roll (with --roll: both)
                #[arg(long)]
                pub dist: bool,
            }

            #[command(
                after_help = "Examples:\n  warband rules list\n  warband rules show mordheim-club\n  warband rules show wfb --format json > wfb.json"
            )]
            pub struct RulesArgs {
                #[command(subcommand)]
                pub action: RulesAction,
            }

            pub enum RulesAction {
                /// List the rulesets
                List,
                /// Show one ruleset: every chart, table and ruling with its provenance; or one ruling (R-32)
                Show {
                    /// The ruleset (default: --rules), or a ruling such as R-32
                    #[arg(value_name = "ID|R-N", value_parser = shown_parser(), hide_possible_values = true)]
                    id: Option<Shown>,
                },
            }

            #[command(
                after_help = "Examples:\n  warband roster show examples/reikland.toml\n  warband roster show examples/orcs.toml --json\n  warband duel --a @examples/reikland.toml:champion --b @examples/orcs.toml:boss"
            )]
            pub struct RosterArgs {
                #[command(subcommand)]
                pub action: RosterAction,
            }

            pub enum RosterAction {
                /// List a roster's warriors (name, count, profile, kit, ruleset), each checked against the ruleset
                Show {
                    /// The roster file (TOML, see docs/guide.md)
                    #[arg(value_name = "FILE")]
                    file: PathBuf,
                },
            }

            #[cfg(feature = "cli")]
            #[command(
                after_help = "Examples:\n  warband completions bash > ~/.local/share/bash-completion/completions/warband\n  warband completions zsh > ~/.zfunc/_warband\n  warband completions fish > ~/.config/fish/completions/warband.fish"
            )]
            pub struct CompletionsArgs {
                /// The shell
                #[arg(value_enum)]
                pub shell: clap_complete::Shell,
            }

            #[cfg(feature = "cli")]
            #[command(
                after_help = "Examples:\n  warband man | man -l -\n  warband man hit > warband-hit.1\n  warband man --dir ~/.cargo/share/man/man1   # then: man warband"
            )]
            pub struct ManArgs {
                /// A subcommand's page instead of warband.1
                #[arg(value_parser = page_parser(), hide_possible_values = true, conflicts_with = "dir")]
                pub subcommand: Option<String>,

                /// Write every page into this directory (made if missing) instead of printing one
                #[arg(long, value_name = "DIR")]
                pub dir: Option<std::path::PathBuf>,
            }
        }
    };
}
pub(crate) use subcommand_options;

subcommand_options!(plain_items!());

impl BreakingArgs {
    /// The flags given that describe the warrior or the blows, by name.
    pub fn given(&self) -> Vec<&'static str> {
        [
            ("--t", self.toughness.is_some()),
            ("--w", self.wounds.is_some()),
            ("--vs", self.vs.is_some()),
            ("--armour", self.armour.armour.is_some()),
            ("--shield", self.armour.shield),
            ("--mounted", self.armour.mounted),
            ("--barding", self.armour.barding),
            ("--target-weapon", self.armour.target_weapon.is_some()),
            ("--ward", self.armour.ward.is_some()),
            ("--helmet", self.helmet),
            ("--round", self.round.is_some()),
        ]
        .into_iter()
        .filter(|(_, on)| *on)
        .map(|(f, _)| f)
        .collect()
    }
}
