//! `odds`' options for what is around the target, which a critical's follow-up meets: an
//! obstacle behind him (the club's Kebab!) and the model a ricochet hits.

use super::declare::plain_items;

/// The declaration (see `declare.rs`): calls `$then! { $args … }` with these items.
macro_rules! around_options {
    ($then:ident! $args:tt) => {
        $then! { $args
            #[group(skip)]
            pub struct AroundArgs {
                /// Kebab! (mordheim-club, long weapons): an obstacle this many inches behind the target; the D6" knock-back that reaches it deals him one Strength 3 hit (part of an inch counts as a whole one)
                #[arg(long, value_name = "INCHES", value_parser = parse_obstacle, allow_negative_numbers = true, help_heading = "Around the target")]
                pub obstacle: Option<u32>,

                /// Ricochet (mordheim-club, missiles): the Toughness of the model within 4" it hits (default: the target's)
                #[arg(long, value_name = "T", value_parser = parse_characteristic, allow_negative_numbers = true, help_heading = "Around the target")]
                pub ricochet_t: Option<u8>,

                /// Ricochet: that model's armour, without shield or mount: none, light, heavy, gromril, or a save such as 5+ (default: the target's)
                #[arg(long, value_name = "ARMOUR", value_parser = armour_parser(), hide_possible_values = true, help_heading = "Around the target")]
                pub ricochet_armour: Option<String>,
            }
        }
    };
}
pub(crate) use around_options;

around_options!(plain_items!());
