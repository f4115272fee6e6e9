//! `warband fall`'s options: a fall or a jump down, climbing, gap jumps and a warrior by an edge.

use super::declare::plain_items;
use super::groups::CompareOpt;
use super::values::{EdgeState, JumpHeight};

/// The declaration (see `declare.rs`): calls `$then! { $args … }` with these items.
macro_rules! fall_options {
    ($then:ident! $args:tt) => {
        $then! { $args
            #[command(
                after_help = "Examples:\n  warband fall --jump 5 --i 3 --t 3\n  warband fall --rules mordheim-club --climb 4 --i 3 --t 3\n  warband fall --gap 3 --move-left 2 --height 4 --i 3 --t 3"
            )]
            // --compare re-parses the line with its flags appended: a flag given again overrides.
            #[command(args_override_self = true)]
            pub struct FallArgs {
                /// Height fallen, in inches (decimals are rounded down); with --gap or --edge, the drop below
                #[arg(long, value_name = "INCHES", value_parser = parse_inches, allow_negative_numbers = true, conflicts_with_all = ["jump", "climb", "climb_down"])]
                pub height: Option<u32>,

                /// Jump down from this height: Initiative tests per full 2", a fall on a failure
                #[arg(long, value_name = "INCHES", value_parser = parse_jump, allow_negative_numbers = true, conflicts_with_all = ["climb", "climb_down", "gap", "edge"])]
                pub jump: Option<JumpHeight>,

                /// Climb up this height: Initiative tests (club: one before each full 2"), a fall from where he is on a failure
                #[arg(long, value_name = "INCHES", value_parser = parse_inches, allow_negative_numbers = true, conflicts_with_all = ["climb_down", "gap", "edge"])]
                pub climb: Option<u32>,

                /// Climb down this height: a failure falls from where he is (core: from the top)
                #[arg(long, value_name = "INCHES", value_parser = parse_inches, allow_negative_numbers = true, conflicts_with_all = ["gap", "edge"])]
                pub climb_down: Option<u32>,

                /// Jump over a gap this wide (with --height, the drop below it): an Initiative test or a fall
                #[arg(long, value_name = "INCHES", value_parser = parse_jump, allow_negative_numbers = true, conflicts_with = "edge")]
                pub gap: Option<JumpHeight>,

                /// With --gap: the movement left for the jump (too little is an automatic fall)
                #[arg(long, value_name = "INCHES", value_parser = parse_jump, allow_negative_numbers = true)]
                pub move_left: Option<JumpHeight>,

                /// With --gap (mordheim-club): the jumper runs, and can jump further
                #[arg(long)]
                pub running: bool,

                /// A knocked-down or stunned warrior within 1" of an edge (with --height, the drop): an Initiative test or a fall
                #[arg(long, value_name = "STATE", value_enum)]
                pub edge: Option<EdgeState>,

                /// The Initiative of the one who jumps or climbs (with --jump, --climb, --climb-down, --gap, --edge)
                #[arg(long = "i", visible_alias = "initiative", value_name = "I", value_parser = parse_characteristic, allow_negative_numbers = true)]
                pub initiative: Option<u8>,

                /// A diving charge (with --jump): on landing, +1 Strength and +1 to hit in the first combat phase
                #[arg(long, requires = "jump")]
                pub diving: bool,

                /// Toughness of the one who falls (not needed where no fall can hurt: a climb up)
                #[arg(short = 't', long = "t", visible_alias = "toughness", value_name = "T", value_parser = parse_characteristic, allow_negative_numbers = true)]
                pub toughness: Option<u8>,

                /// Wounds of the one who falls
                #[arg(short = 'w', long = "w", visible_alias = "wounds", value_name = "W", default_value = "1", value_parser = parse_wounds, allow_negative_numbers = true)]
                pub wounds: u8,

                /// Wears a helmet: stunned becomes knocked down on a 4+
                #[arg(long)]
                pub helmet: bool,

                #[command(flatten)]
                pub compare: CompareOpt,
            }
        }
    };
}
pub(crate) use fall_options;

fall_options!(plain_items!());
