//! The whole command-line tree (clap derive): global options, every subcommand's flags, and the
//! value parsers that turn bad input into one clear line.

use crate::mechanics::profile::Profile;
use crate::rules::RulesetId;
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::PathBuf;

const ABOUT: &str = "Exact dice and table resolver for Mordheim, Warhammer Fantasy Battle, \
Warhammer Skirmish and other dice-table games: what you need to roll, your exact odds, and the \
dice rolled for you.";

#[derive(Debug, Parser)]
#[command(
    name = "warband",
    version,
    about = ABOUT,
    propagate_version = true,
    after_help = "Examples:\n  warband hit --ws 4 --vs 3\n  warband hit --ws 4 --vs 3 -a 3 --json | warband wound --s 4 --t 3 -n - --json \\\n    | warband save --armour 5 --s 4 -n -\n  warband save --armour heavy --shield --s 4 --roll"
)]
pub struct Cli {
    #[command(flatten)]
    pub global: Global,
    #[command(subcommand)]
    pub command: Command,
}

/// Options every subcommand takes.
#[derive(Debug, Args)]
pub struct Global {
    /// Ruleset: mordheim, mordheim-club, wfb, skirmish, czarne-wrota
    #[arg(long, global = true, env = "WARBAND_RULES", value_name = "ID", default_value = "mordheim", value_parser = parse_ruleset)]
    pub rules: RulesetId,

    /// JSON file overriding charts and tables of the ruleset (schema: `warband rules show <id> --format json`)
    #[arg(long, global = true, value_name = "PATH")]
    pub rules_file: Option<PathBuf>,

    /// Output format
    #[arg(long, global = true, env = "WARBAND_FORMAT", value_enum, default_value_t = Format::Table)]
    pub format: Format,

    /// Short for --format json
    #[arg(long, global = true)]
    pub json: bool,

    /// When to colour the output: auto = only on a terminal, without NO_COLOR and not with TERM=dumb
    #[arg(long, global = true, value_enum, default_value_t = ColorWhen::Auto, value_name = "WHEN")]
    pub color: ColorWhen,

    /// Roll the dice (in addition to the odds)
    #[arg(long, global = true)]
    pub roll: bool,

    /// Seed for --roll: the same seed gives the same dice everywhere
    #[arg(long, global = true, env = "WARBAND_SEED", value_name = "U64")]
    pub seed: Option<u64>,
}

impl Global {
    pub fn format(&self) -> Format {
        if self.json { Format::Json } else { self.format }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// A readable table (default)
    Table,
    /// The single most useful value, for $(...)
    Plain,
    /// One JSON object
    Json,
    /// A header and one row per outcome
    Csv,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ColorWhen {
    Auto,
    Always,
    Never,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// To hit: WS against WS in close combat, or BS with modifiers when shooting
    #[command(
        after_help = "Examples:\n  warband hit --ws 4 --vs 3\n  warband hit --bs 3 --cover --long-range -a 2\n  warband hit --ws 3 --vs 3 -a 3 --reroll-misses --roll --seed 7"
    )]
    Hit(HitArgs),
    /// To wound: Strength against Toughness, with the chance of a critical
    #[command(
        after_help = "Examples:\n  warband wound --s 4 --t 3\n  warband wound --s 3 --t 3 -n 4 --json\n  warband hit --ws 4 --vs 3 -a 2 --json | warband wound --s 4 --t 3 -n -"
    )]
    Wound(WoundArgs),
    /// Armour saves: armour, shield, mount, Strength and weapon modifiers
    #[command(
        after_help = "Examples:\n  warband save --armour heavy --shield --s 4\n  warband save --armour 5+ --s 5 --mod -1 -n 3\n  warband save --armour light --mounted --roll"
    )]
    Save(SaveArgs),
    /// Injury rolls: knocked down, stunned or out of action; concussion, helmet
    #[command(
        after_help = "Examples:\n  warband injury\n  warband injury --rolls 2 --mod 2\n  warband injury --concussion --helmet --roll --seed 3"
    )]
    Injury(InjuryArgs),
    /// Critical hits: the ruleset's critical table (the club's by weapon class)
    #[command(
        after_help = "Examples:\n  warband crit\n  warband crit --rules mordheim-club --class cutting\n  warband crit --rules mordheim-club --class missile --roll"
    )]
    Crit(CritArgs),
    /// Falling and jumping down: a fall's hits, wounds and injuries; a jump's tests
    #[command(
        after_help = "Examples:\n  warband fall --height 4 --t 3\n  warband fall --jump 5 --i 3 --t 3\n  warband fall --rules mordheim-club --height 5.5 --t 3 --w 2"
    )]
    Fall(FallArgs),
    /// Rout and break tests: warband rout, WFB break test, All Alone and panic
    #[command(
        after_help = "Examples:\n  warband rout --ld 8 --out 3 --of 12\n  warband rout --rules wfb --ld 8 --cr 2 --reroll\n  warband rout --ld 8 --out 4 --of 12 --roll && echo held"
    )]
    Rout(RoutArgs),
    /// Characteristic, Leadership and casting tests, repeated or re-rolled
    #[command(
        after_help = "Examples:\n  warband test --stat 3 --times 2\n  warband test --ld 7 --reroll\n  warband test --cast 9 --roll && echo cast"
    )]
    Test(TestArgs),
    /// The whole attack: hit, parry, wound, critical, save, injury: the target's fate
    #[command(
        args_override_self = true,
        after_help = "Examples:\n  warband odds --ws 4 --s 3 -a 2 --vs 3 --t 3 --armour light\n  warband odds --ws 4 --s 4 --vs 4 --t 3 --armour light --compare '--weapon axe'\n  warband odds --bs 3 --weapon bow --t 3 --armour light --shield --simulate 10000 --seed 1"
    )]
    Odds(OddsArgs),
    /// A whole fight between two warriors, turn after turn, until one is out of action
    #[command(
        args_override_self = true,
        after_help = "Profiles: a stat string in any order, e.g. \"WS4 S3 T3 W1 I4 A1 Ld7\" (missing characteristics are a human warrior's: M4 WS3 BS3 S3 T3 W1 I3 A1 Ld7), or a profile line of nine numbers: M WS BS S T W I A Ld.\n\nExamples:\n  warband duel --a \"WS4 S4 I4\" --b \"WS3 S3 I3\"\n  warband duel --a \"4 4 3 3 3 1 4 1 7\" --b \"4 3 3 3 3 1 3 1 7\" --b-weapon sword\n  warband duel --a \"WS4 W2 A2\" --b \"WS4 W2 A2\" --compare '--a-weapon axe' --json"
    )]
    Duel(DuelArgs),
    /// Built-in tables and table files: list, show, tabulate exactly, or roll
    #[command(
        after_help = "Examples:\n  warband table list\n  warband table prr --rules mordheim-club --mod +2\n  warband table --file examples/czarne-wrota-combat.json --column miecz --mod 5 --kill 4"
    )]
    Table(TableArgs),
    /// Dice expressions such as 2d6, d3+1, d66 or 3d6kh2: rolled, or exactly
    #[command(
        after_help = "Examples:\n  warband roll 2d6 d3+1 --seed 7\n  warband roll 4d6dl1 --dist\n  warband roll d66 --json"
    )]
    Roll(RollArgs),
    /// Rulesets: list them, or show every chart, table and ruling with its provenance
    #[command(
        after_help = "Examples:\n  warband rules list\n  warband rules show mordheim-club\n  warband rules show wfb --format json > wfb.json"
    )]
    Rules(RulesArgs),
    /// Print a shell completion script
    #[command(
        after_help = "Examples:\n  warband completions bash > ~/.local/share/bash-completion/completions/warband\n  warband completions zsh > ~/.zfunc/_warband\n  warband completions fish > ~/.config/fish/completions/warband.fish"
    )]
    Completions(CompletionsArgs),
    /// Print a man page (warband.1, or one subcommand's)
    #[command(
        after_help = "Examples:\n  warband man | man -l -\n  warband man hit > warband-hit.1"
    )]
    Man(ManArgs),
}

/// How many dice: a number, or `-` for the previous pipeline stage's output.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DiceArg {
    Count(u32),
    Stdin,
}

/// The most dice one stage takes: far beyond any table, small enough to stay instant.
pub const MAX_DICE: u32 = 1000;

#[derive(Debug, Args)]
#[command(group = clap::ArgGroup::new("mode").required(true).args(["ws", "bs"]))]
pub struct HitArgs {
    /// Attacker's Weapon Skill (close combat)
    #[arg(long, value_name = "WS", value_parser = parse_characteristic, allow_negative_numbers = true, conflicts_with = "bs", requires = "vs")]
    pub ws: Option<u8>,

    /// Defender's Weapon Skill
    #[arg(long, value_name = "WS", value_parser = parse_characteristic, allow_negative_numbers = true, conflicts_with = "bs")]
    pub vs: Option<u8>,

    /// Shooter's Ballistic Skill (shooting)
    #[arg(long, value_name = "BS", value_parser = parse_characteristic, allow_negative_numbers = true)]
    pub bs: Option<u8>,

    /// Target in cover (−1; soft cover in wfb)
    #[arg(long, conflicts_with = "ws")]
    pub cover: bool,

    /// Target behind hard cover (−2; wfb and skirmish)
    #[arg(long, conflicts_with = "ws")]
    pub hard_cover: bool,

    /// Long range (−1)
    #[arg(long, conflicts_with = "ws")]
    pub long_range: bool,

    /// The shooter moved (−1)
    #[arg(long, conflicts_with = "ws")]
    pub moved: bool,

    /// Large target (+1; not in mordheim-club)
    #[arg(long, conflicts_with = "ws")]
    pub large_target: bool,

    /// Needs 6s to hit (failed fear, defended obstacle): exactly 6+
    #[arg(long, conflicts_with = "bs")]
    pub needs_six: bool,

    /// Any other modifier to the roll, e.g. +1 for a diving charge
    #[arg(long = "mod", value_name = "±N", value_parser = parse_modifier, allow_negative_numbers = true, default_value = "0")]
    pub modifier: i32,

    /// Re-roll misses (hatred)
    #[arg(long)]
    pub reroll_misses: bool,

    /// skirmish: poisoned attacks (a natural 6 to hit is 2 wounds, no save)
    #[arg(long)]
    pub poison: bool,

    #[command(flatten)]
    pub dice: AttacksOpt,
}

#[derive(Debug, Args)]
pub struct WoundArgs {
    /// Strength of the hit
    #[arg(long = "s", value_name = "S", value_parser = parse_characteristic, allow_negative_numbers = true)]
    pub strength: u8,

    /// Toughness of the target
    #[arg(long = "t", value_name = "T", value_parser = parse_characteristic, allow_negative_numbers = true)]
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
}

#[derive(Debug, Args)]
pub struct SaveArgs {
    /// Armour: none, light, heavy, gromril, or a save such as 5 or 5+. Also --save
    #[arg(
        long,
        visible_alias = "save",
        value_name = "ARMOUR",
        default_value = "none"
    )]
    pub armour: String,

    /// Carries a shield (+1)
    #[arg(long)]
    pub shield: bool,

    /// Mounted (+1; an unarmoured rider saves on 6+)
    #[arg(long)]
    pub mounted: bool,

    /// The mount wears barding (+1 more)
    #[arg(long, requires = "mounted")]
    pub barding: bool,

    /// Strength of the hit (its save modifier comes from the ruleset's table)
    #[arg(long = "s", value_name = "S", value_parser = parse_characteristic, allow_negative_numbers = true)]
    pub strength: Option<u8>,

    /// Weapon modifier to the save, e.g. -1 for an axe, +1 against a dagger
    #[arg(long = "mod", value_name = "±N", value_parser = parse_modifier, allow_negative_numbers = true, default_value = "0")]
    pub modifier: i32,

    /// The saver's own weapon (mordheim-club: no shield Cover with a dagger)
    #[arg(long, value_name = "NAME")]
    pub target_weapon: Option<String>,

    /// The club's critical table for the criticals among the wounds: missile, crushing, cutting, unarmed, long
    #[arg(long, value_name = "CLASS")]
    pub crit_class: Option<String>,

    #[command(flatten)]
    pub dice: DiceOpt,
}

/// `-n/--dice` for `wound` and `save`.
#[derive(Debug, Args)]
pub struct DiceOpt {
    /// How many dice (N), or - to read the previous stage's output; without it, standard input is never read
    #[arg(short = 'n', long = "dice", value_name = "N|-", value_parser = parse_dice)]
    pub dice: Option<DiceArg>,
}

/// `-n/--dice` for `hit`, also spelled `-a/--attacks`.
#[derive(Debug, Args)]
pub struct AttacksOpt {
    /// How many attacks (N), or - to read the previous stage's output; without it, standard input is never read. Also -a, --attacks
    #[arg(short = 'n', long = "dice", value_name = "N|-", value_parser = parse_dice, visible_short_alias = 'a', visible_alias = "attacks")]
    pub dice: Option<DiceArg>,
}

#[derive(Debug, Args)]
pub struct InjuryArgs {
    /// Modifier to every injury roll, e.g. +2 for a master strike
    #[arg(long = "mod", value_name = "±N", value_parser = parse_modifier, allow_negative_numbers = true, default_value = "0")]
    pub modifier: i32,

    /// Injury rolls this phase (several wounds past 0): the highest counts
    #[arg(long, value_name = "N", default_value = "1", value_parser = clap::value_parser!(u32).range(1..=20))]
    pub rolls: u32,

    /// The attacker's weapon causes concussion (mace, club, hammer, staff): 2-4 is stunned
    #[arg(long)]
    pub concussion: bool,

    /// The target wears a helmet: stunned becomes knocked down on a 4+
    #[arg(long)]
    pub helmet: bool,
}

#[derive(Debug, Args)]
pub struct CritArgs {
    /// The weapon class (mordheim-club): missile, crushing, cutting, unarmed, long
    #[arg(long, value_name = "CLASS")]
    pub class: Option<String>,
}

#[derive(Debug, Args)]
#[command(group = clap::ArgGroup::new("drop").required(true).args(["height", "jump"]))]
pub struct FallArgs {
    /// Height fallen, in inches (decimals are rounded down)
    #[arg(long, value_name = "INCHES", value_parser = parse_inches, allow_negative_numbers = true, conflicts_with = "jump")]
    pub height: Option<u32>,

    /// Jump down from this height: Initiative tests per full 2", a fall on a failure
    #[arg(long, value_name = "INCHES", value_parser = parse_jump, allow_negative_numbers = true, requires = "initiative")]
    pub jump: Option<JumpHeight>,

    /// The jumper's Initiative (with --jump)
    #[arg(long = "i", value_name = "I", value_parser = parse_characteristic, allow_negative_numbers = true, requires = "jump")]
    pub initiative: Option<u8>,

    /// A diving charge (with --jump): on landing, +1 Strength and +1 to hit in the first combat phase
    #[arg(long, requires = "jump")]
    pub diving: bool,

    /// Toughness of the one who falls
    #[arg(long = "t", value_name = "T", value_parser = parse_characteristic, allow_negative_numbers = true)]
    pub toughness: u8,

    /// Wounds of the one who falls
    #[arg(long = "w", value_name = "W", default_value = "1", value_parser = parse_wounds, allow_negative_numbers = true)]
    pub wounds: u8,

    /// Wears a helmet: stunned becomes knocked down on a 4+
    #[arg(long)]
    pub helmet: bool,
}

#[derive(Debug, Args)]
pub struct RoutArgs {
    /// Leadership of the leader (or the highest available)
    #[arg(long, value_name = "LD", value_parser = parse_leadership, allow_negative_numbers = true)]
    pub ld: u8,

    /// Warriors out of action
    #[arg(long, value_name = "K", conflicts_with_all = ["cr", "alone"])]
    pub out: Option<u32>,

    /// Warriors in the warband
    #[arg(long, value_name = "N", conflicts_with_all = ["cr", "alone"])]
    pub of: Option<u32>,

    /// WFB break test: by how much the combat was lost (0: a draw, negative: won; no test)
    #[arg(long, value_name = "DIFFERENCE", conflicts_with = "alone", value_parser = parse_combat_result, allow_negative_numbers = true)]
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

    /// With --alone in mordheim-club: a friend within 2" allows a re-roll
    #[arg(long, requires = "alone")]
    pub friend_near: bool,

    /// Modifier to the Leadership, e.g. +1 for Hearts of Steel
    #[arg(long = "mod", value_name = "±N", value_parser = parse_modifier, allow_negative_numbers = true, default_value = "0")]
    pub modifier: i32,
}

#[derive(Debug, Args)]
#[command(group = clap::ArgGroup::new("kind").required(true).args(["stat", "ld", "cast"]))]
pub struct TestArgs {
    /// A characteristic test: D6 <= value, a 6 always fails
    #[arg(long, value_name = "VALUE", value_parser = parse_characteristic, allow_negative_numbers = true)]
    pub stat: Option<u8>,

    /// A Leadership test: 2D6 <= Ld
    #[arg(long, value_name = "LD", value_parser = parse_leadership, allow_negative_numbers = true)]
    pub ld: Option<u8>,

    /// A casting roll: 2D6 >= difficulty
    #[arg(long, value_name = "DIFFICULTY", value_parser = clap::value_parser!(u8).range(2..=12))]
    pub cast: Option<u8>,

    /// How many tests, all of which must pass (e.g. two Initiative tests for a 5" jump)
    #[arg(long, value_name = "N", default_value = "1", value_parser = clap::value_parser!(u32).range(1..=20))]
    pub times: u32,

    /// Re-roll a failed test (once each)
    #[arg(long)]
    pub reroll: bool,

    /// Modifier to the value tested against (a bonus raises it, R-7)
    #[arg(long = "mod", value_name = "±N", value_parser = parse_modifier, allow_negative_numbers = true, default_value = "0")]
    pub modifier: i32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ParryArg {
    Sword,
    Buckler,
    #[value(name = "sword+buckler")]
    SwordAndBuckler,
    #[value(name = "sword+sword")]
    TwoSwords,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum TargetStateArg {
    Standing,
    KnockedDown,
    Stunned,
}

#[derive(Debug, Args)]
#[command(group = clap::ArgGroup::new("attacker").required(true).args(["ws", "bs"]))]
pub struct OddsArgs {
    /// Attacker's Weapon Skill (close combat)
    #[arg(long, value_name = "WS", value_parser = parse_characteristic, allow_negative_numbers = true, conflicts_with = "bs", help_heading = "Attacker")]
    pub ws: Option<u8>,

    /// Attacker's Ballistic Skill (shooting)
    #[arg(long, value_name = "BS", value_parser = parse_characteristic, allow_negative_numbers = true, help_heading = "Attacker")]
    pub bs: Option<u8>,

    /// Attacker's Strength (a missile weapon's own Strength replaces it)
    #[arg(long = "s", value_name = "S", value_parser = parse_characteristic, allow_negative_numbers = true, default_value = "3", help_heading = "Attacker")]
    pub strength: u8,

    /// Attacks (close combat) or shots
    #[arg(short = 'a', long = "attacks", value_name = "N", default_value = "1", value_parser = clap::value_parser!(u32).range(0..=100), help_heading = "Attacker")]
    pub attacks: u32,

    /// Weapon preset: sword, axe, mace, hammer, flail, spear, bow, crossbow, pistol … (an unknown name lists them all)
    #[arg(long, value_name = "NAME", help_heading = "Attacker")]
    pub weapon: Option<String>,

    /// A second close-combat weapon: one more attack (club: at -1 to hit and to wound)
    #[arg(long, value_name = "NAME", help_heading = "Attacker")]
    pub offhand: Option<String>,

    /// Frenzy (core: attacks doubled; club: +1 attack)
    #[arg(long, help_heading = "Attacker")]
    pub frenzy: bool,

    /// Round of the combat: flail, morning star, lance and diving-charge bonuses count in round 1
    #[arg(long, value_name = "N", default_value = "1", value_parser = clap::value_parser!(u32).range(1..=100), help_heading = "Attacker")]
    pub round: u32,

    /// A diving charge: +1 Strength and +1 to hit in round 1
    #[arg(long, help_heading = "Attacker")]
    pub diving: bool,

    /// Hatred: re-roll misses in round 1
    #[arg(long, help_heading = "Attacker")]
    pub hatred: bool,

    /// Re-roll misses
    #[arg(long, help_heading = "Attacker")]
    pub reroll_misses: bool,

    /// Needs 6s to hit (failed fear)
    #[arg(long, conflicts_with = "bs", help_heading = "Attacker")]
    pub needs_six: bool,

    /// Modifier to hit
    #[arg(long = "mod", value_name = "±N", value_parser = parse_modifier, allow_negative_numbers = true, default_value = "0", help_heading = "Attacker")]
    pub modifier: i32,

    /// Shooting: target in cover
    #[arg(long, conflicts_with = "ws", help_heading = "Attacker")]
    pub cover: bool,

    /// Shooting: hard cover (wfb, skirmish)
    #[arg(long, conflicts_with = "ws", help_heading = "Attacker")]
    pub hard_cover: bool,

    /// Shooting: long range
    #[arg(long, conflicts_with = "ws", help_heading = "Attacker")]
    pub long_range: bool,

    /// Shooting: the shooter moved
    #[arg(long, conflicts_with = "ws", help_heading = "Attacker")]
    pub moved: bool,

    /// Shooting: shots fired with a weapon that lets the shooter choose (WFB repeater crossbow: 1 or 2)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..=2), conflicts_with = "ws", help_heading = "Attacker")]
    pub shots: Option<u8>,

    /// Shooting: the rank the shooters stand in (WFB bows: each rank after the first -1 to hit)
    #[arg(long, value_name = "N", default_value = "1", value_parser = clap::value_parser!(u8).range(1..=10), conflicts_with = "ws", help_heading = "Attacker")]
    pub rank: u8,

    /// Shooting: large target
    #[arg(long, conflicts_with = "ws", help_heading = "Attacker")]
    pub large_target: bool,

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
    #[arg(long, value_name = "CLASS", help_heading = "Weapon overrides")]
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

    /// Target's Weapon Skill (close combat)
    #[arg(long, value_name = "WS", value_parser = parse_characteristic, allow_negative_numbers = true, help_heading = "Target")]
    pub vs: Option<u8>,

    /// Target's Toughness
    #[arg(long = "t", value_name = "T", value_parser = parse_characteristic, allow_negative_numbers = true, help_heading = "Target")]
    pub toughness: u8,

    /// Target's Wounds left
    #[arg(long = "w", value_name = "W", default_value = "1", value_parser = parse_wounds, allow_negative_numbers = true, help_heading = "Target")]
    pub wounds: u8,

    /// Target's armour: none, light, heavy, gromril, or a save such as 5+
    #[arg(
        long,
        visible_alias = "save",
        value_name = "ARMOUR",
        default_value = "none",
        help_heading = "Target"
    )]
    pub armour: String,

    /// Target carries a shield
    #[arg(long, help_heading = "Target")]
    pub shield: bool,

    /// Target is mounted
    #[arg(long, help_heading = "Target")]
    pub mounted: bool,

    /// Target's mount has barding
    #[arg(long, requires = "mounted", help_heading = "Target")]
    pub barding: bool,

    /// Target wears a helmet
    #[arg(long, help_heading = "Target")]
    pub helmet: bool,

    /// Target parries with a sword, a buckler, both, or a sword in each hand (sword+sword)
    #[arg(long, value_enum, value_name = "WITH", help_heading = "Target")]
    pub parry: Option<ParryArg>,

    /// Target's Strength (no parry against Strength at least double it; default with --parry: 3)
    #[arg(long, value_name = "S", value_parser = parse_characteristic, allow_negative_numbers = true, help_heading = "Target")]
    pub target_s: Option<u8>,

    /// Target's own weapon, for his save (mordheim-club: no shield Cover with a dagger)
    #[arg(long, value_name = "NAME", help_heading = "Target")]
    pub target_weapon: Option<String>,

    /// Target's state before the phase
    #[arg(
        long,
        value_enum,
        value_name = "STATE",
        default_value = "standing",
        help_heading = "Target"
    )]
    pub target: TargetStateArg,

    #[command(flatten)]
    pub side_by_side: SideBySide,
}

/// What `odds` and `duel` add to an exact answer: other loadouts beside it, and seeded plays.
#[derive(Debug, Args)]
pub struct SideBySide {
    /// Another loadout or match-up to put side by side: flags that change this one, as in the examples (repeat it)
    #[arg(
        long,
        value_name = "FLAGS",
        allow_hyphen_values = true,
        help_heading = "Output"
    )]
    pub compare: Vec<String>,

    /// Play N seeded fights as well and show the sampled frequencies beside the exact ones
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=10_000_000), help_heading = "Output")]
    pub simulate: Option<u32>,
}

/// Who charged in a duel.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ChargerArg {
    A,
    B,
    None,
}

#[derive(Debug, Args)]
pub struct DuelArgs {
    /// Warrior A: a stat string such as "WS4 S3 T3 W1 I4 A1" or nine numbers (M WS BS S T W I A Ld)
    #[arg(long = "a", value_name = "PROFILE", value_parser = parse_profile, allow_hyphen_values = true)]
    pub a: Profile,

    /// Warrior B, as --a
    #[arg(long = "b", value_name = "PROFILE", value_parser = parse_profile, allow_hyphen_values = true)]
    pub b: Profile,

    /// Who charged: that side's turn is first and he strikes first in it; none: A's turn first
    #[arg(long, value_enum, default_value = "a", value_name = "SIDE")]
    pub charger: ChargerArg,

    /// Turns to play before the rest counts as undecided
    #[arg(long, value_name = "N", default_value = "30", value_parser = clap::value_parser!(u32).range(1..=200))]
    pub turns: u32,

    #[command(flatten)]
    pub side_a: SideA,

    #[command(flatten)]
    pub side_b: SideB,

    #[command(flatten)]
    pub side_by_side: SideBySide,
}

/// One warrior's equipment and skills in a duel, whichever side he is on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SideArgs {
    pub weapon: Option<String>,
    pub offhand: Option<String>,
    pub armour: String,
    pub shield: bool,
    pub helmet: bool,
    pub parry: Option<DuelParryArg>,
    pub frenzy: bool,
    pub hatred: bool,
}

/// A duellist's parry: as `odds`' `--parry`, or `none` to drop the one his weapons give.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum DuelParryArg {
    Sword,
    Buckler,
    #[value(name = "sword+buckler")]
    SwordAndBuckler,
    #[value(name = "sword+sword")]
    TwoSwords,
    None,
}

/// The equipment flags of one side, written once for both: `--a-weapon` and `--b-weapon` …
macro_rules! side_args {
    ($name:ident, $p:literal, $heading:literal) => {
        #[derive(Debug, Args)]
        pub struct $name {
            /// Weapon preset: sword, axe, mace, spear, double-handed … (sword or buckler: parries)
            #[arg(long = concat!($p, "-weapon"), id = concat!($p, "_weapon"), value_name = "NAME", help_heading = $heading)]
            pub weapon: Option<String>,

            /// A second close-combat weapon: one more attack
            #[arg(long = concat!($p, "-offhand"), id = concat!($p, "_offhand"), value_name = "NAME", help_heading = $heading)]
            pub offhand: Option<String>,

            /// Armour: none, light, heavy, gromril, or a save such as 5+
            #[arg(long = concat!($p, "-armour"), id = concat!($p, "_armour"), value_name = "ARMOUR", default_value = "none", help_heading = $heading)]
            pub armour: String,

            /// Carries a shield
            #[arg(long = concat!($p, "-shield"), id = concat!($p, "_shield"), help_heading = $heading)]
            pub shield: bool,

            /// Wears a helmet
            #[arg(long = concat!($p, "-helmet"), id = concat!($p, "_helmet"), help_heading = $heading)]
            pub helmet: bool,

            /// Parries with a sword, a buckler, both, two swords, or none (default: the weapons')
            #[arg(long = concat!($p, "-parry"), id = concat!($p, "_parry"), value_enum, value_name = "WITH", help_heading = $heading)]
            pub parry: Option<DuelParryArg>,

            /// Frenzy: attacks doubled (mordheim-club: +1), until knocked down or stunned
            #[arg(long = concat!($p, "-frenzy"), id = concat!($p, "_frenzy"), help_heading = $heading)]
            pub frenzy: bool,

            /// Hatred: re-roll misses in the first turn
            #[arg(long = concat!($p, "-hatred"), id = concat!($p, "_hatred"), help_heading = $heading)]
            pub hatred: bool,
        }

        impl $name {
            pub fn side(&self) -> SideArgs {
                SideArgs {
                    weapon: self.weapon.clone(),
                    offhand: self.offhand.clone(),
                    armour: self.armour.clone(),
                    shield: self.shield,
                    helmet: self.helmet,
                    parry: self.parry,
                    frenzy: self.frenzy,
                    hatred: self.hatred,
                }
            }
        }
    };
}

side_args!(SideA, "a", "Warrior A");
side_args!(SideB, "b", "Warrior B");

#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct TableArgs {
    #[command(subcommand)]
    pub action: Option<TableAction>,

    /// A built-in table of the ruleset (see 'warband table list')
    #[arg(value_name = "NAME", conflicts_with = "file")]
    pub name: Option<String>,

    /// A table file (JSON, see README) instead of a built-in table
    #[arg(long, value_name = "PATH")]
    pub file: Option<PathBuf>,

    /// The table file's column to read, e.g. the weapon used
    #[arg(long, value_name = "NAME", requires = "file")]
    pub column: Option<String>,

    /// Modifier to the roll, where the rules allow one (and for table files)
    #[arg(long = "mod", value_name = "±N", value_parser = parse_modifier, allow_negative_numbers = true)]
    pub modifier: Option<i32>,

    /// Table files whose results are wounds: rounds needed to kill a monster of this strength
    #[arg(long, value_name = "STRENGTH", requires = "file", value_parser = clap::value_parser!(u32).range(1..=100))]
    pub kill: Option<u32>,

    /// With --kill: the most rounds worked out one by one; the rest is one "more than" row
    #[arg(long, value_name = "N", requires = "kill", default_value = "20", value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub max_rounds: u32,

    /// musician: how many musicians each side has, yours first
    #[arg(long, value_name = "A,B", value_parser = parse_musicians)]
    pub musicians: Option<(u32, u32)>,

    /// target: monsters in the front rank (1-3)
    #[arg(long, value_name = "M", value_parser = clap::value_parser!(u32).range(1..=3))]
    pub monsters: Option<u32>,

    /// target: characters in the front rank (1-3)
    #[arg(long, value_name = "C", value_parser = clap::value_parser!(u32).range(1..=3))]
    pub characters: Option<u32>,

    /// target: monsters in the second rank, who pick among the whole front rank (0-3)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(0..=3))]
    pub second_rank: Option<u32>,
}

#[derive(Debug, Subcommand)]
pub enum TableAction {
    /// List every built-in table: name, rulesets, dice and what it is for
    List,
    /// Show a table's rows, their effects and where the table comes from
    Show {
        /// The built-in table (of --rules)
        #[arg(value_name = "NAME", required_unless_present = "file")]
        name: Option<String>,
        /// A table file instead
        #[arg(long, value_name = "PATH", conflicts_with = "name")]
        file: Option<PathBuf>,
    },
}

#[derive(Debug, Args)]
pub struct RollArgs {
    /// Dice expressions: NdS, d3, d66, +k/-k, keep highest/lowest (3d6kh2, 2d6kl1), drop (4d6dl1)
    #[arg(value_name = "EXPR", required = true)]
    pub expressions: Vec<String>,

    /// The exact distribution instead of a roll (with --roll: both)
    #[arg(long)]
    pub dist: bool,
}

#[derive(Debug, Args)]
pub struct RulesArgs {
    #[command(subcommand)]
    pub action: RulesAction,
}

#[derive(Debug, Subcommand)]
pub enum RulesAction {
    /// List the rulesets
    List,
    /// Show one ruleset: every chart, table and ruling with its provenance
    Show {
        /// The ruleset (default: --rules)
        #[arg(value_parser = parse_ruleset)]
        id: Option<RulesetId>,
    },
}

#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

#[derive(Debug, Args)]
pub struct ManArgs {
    /// A subcommand's page instead of warband.1
    pub subcommand: Option<String>,
}

fn parse_profile(s: &str) -> Result<Profile, String> {
    s.parse()
}

fn parse_ruleset(s: &str) -> Result<RulesetId, String> {
    s.parse()
}

/// A characteristic: a whole number from 0 to 10.
pub fn parse_characteristic(s: &str) -> Result<u8, String> {
    match s.trim().parse::<i64>() {
        Ok(v) if (0..=10).contains(&v) => Ok(v as u8),
        Ok(v) => Err(format!("{v} is out of range: characteristics are 0 to 10")),
        Err(_) => Err("expected a characteristic, a whole number from 0 to 10".into()),
    }
}

/// A modifier such as `+1`, `-2` or `0`, from −10 to +10.
pub fn parse_modifier(s: &str) -> Result<i32, String> {
    // i32's parser takes one leading sign, + or -, and refuses `++1` or `+-1`.
    match s.trim().parse::<i32>() {
        Ok(v) if (-10..=10).contains(&v) => Ok(v),
        Ok(v) => Err(format!("{v} is out of range: modifiers are -10 to +10")),
        Err(_) => Err("expected a modifier such as +1 or -2".into()),
    }
}

/// Leadership: a whole number from 1 to 10.
pub fn parse_leadership(s: &str) -> Result<u8, String> {
    match s.trim().parse::<i64>() {
        Ok(v) if (1..=10).contains(&v) => Ok(v as u8),
        Ok(v) => Err(format!("{v} is out of range: Leadership is 1 to 10")),
        Err(_) => Err("expected a Leadership, a whole number from 1 to 10".into()),
    }
}

/// Wounds: a whole number from 1 to 10.
pub fn parse_wounds(s: &str) -> Result<u8, String> {
    match s.trim().parse::<i64>() {
        Ok(v) if (1..=10).contains(&v) => Ok(v as u8),
        Ok(v) => Err(format!("{v} is out of range: Wounds are 1 to 10")),
        Err(_) => Err("expected Wounds, a whole number from 1 to 10".into()),
    }
}

/// A height in inches, decimals rounded down (R-18): 0 to 100.
pub fn parse_inches(s: &str) -> Result<u32, String> {
    let t = s.trim().trim_end_matches('"');
    // Whole and decimal inches, without floats: the part before the point is the rounded-down value.
    let (whole, fraction) = t.split_once('.').unwrap_or((t, ""));
    if whole.starts_with('-') {
        return Err(format!("{s}: a height cannot be negative"));
    }
    if whole.is_empty() && fraction.is_empty()
        || !whole.chars().all(|c| c.is_ascii_digit())
        || !fraction.chars().all(|c| c.is_ascii_digit())
    {
        return Err("expected a height in inches, such as 4 or 5.5".into());
    }
    let inches: u32 = if whole.is_empty() {
        0
    } else {
        whole
            .parse()
            .map_err(|_| "height too large (at most 100 inches)".to_string())?
    };
    if inches > 100 {
        return Err(format!(
            "{inches} is out of range: heights are 0 to 100 inches"
        ));
    }
    Ok(inches)
}

/// A combat-result difference, positive when lost: any whole number, beyond ±2³¹ saturated
/// (such a difference breaks or holds whatever the Ld, R-20, R-49).
fn parse_combat_result(s: &str) -> Result<i32, String> {
    let n: i64 = s
        .trim()
        .parse()
        .map_err(|_| format!("{s}: expected a whole number, such as 2 (lost by 2), 0 or -1"))?;
    Ok(n.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32)
}

/// A jump's height: the whole inches (for the tests per full 2") and whether it is more than
/// that, since a limit such as the club's "above 6\"" is read before any rounding (R-18).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JumpHeight {
    pub whole: u32,
    pub above_whole: bool,
    /// As given, without the inch mark (`6.5`).
    pub text: String,
}

fn parse_jump(s: &str) -> Result<JumpHeight, String> {
    let whole = parse_inches(s)?;
    let t = s.trim().trim_end_matches('"');
    let fraction = t.split_once('.').map_or("", |(_, f)| f);
    Ok(JumpHeight {
        whole,
        above_whole: fraction.chars().any(|c| c != '0'),
        text: t.to_string(),
    })
}

/// Musicians on each side, `A,B`: 0 to 10 each.
fn parse_musicians(s: &str) -> Result<(u32, u32), String> {
    let bad = || "expected musicians on each side as A,B, e.g. 1,1 or 2,0".to_string();
    let (a, b) = s.split_once(',').ok_or_else(bad)?;
    let one = |t: &str| match t.trim().parse::<u32>() {
        Ok(n) if n <= 10 => Ok(n),
        Ok(n) => Err(format!("{n} musicians is out of range: 0 to 10 a side")),
        Err(_) => Err(bad()),
    };
    Ok((one(a)?, one(b)?))
}

fn parse_dice(s: &str) -> Result<DiceArg, String> {
    if s == "-" {
        return Ok(DiceArg::Stdin);
    }
    match s.trim().parse::<i64>() {
        Ok(n) if (0..=i64::from(MAX_DICE)).contains(&n) => Ok(DiceArg::Count(n as u32)),
        Ok(n) => Err(format!("{n} is out of range: 0 to {MAX_DICE} dice")),
        Err(_) => Err("expected a number of dice, or - to read standard input".into()),
    }
}
