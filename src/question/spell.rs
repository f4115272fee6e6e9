//! `warband spell`'s options: a spell's chain on its target, or the rolls that choose spells.

use super::declare::plain_items;

/// The declaration (see `declare.rs`): calls `$then! { $args … }` with these items.
macro_rules! spell_options {
    ($then:ident! $args:tt) => {
        $then! { $args
            #[command(
                after_help = "Examples:\n  warband --rules mordheim-club spell 'spell of doom' --s 3\n  warband --rules mordheim-club spell soulfire --t 3 --armour light --roll\n  warband --rules mordheim-club spell choose --from necromancy --want lifestealer"
            )]
            pub struct SpellArgs {
                /// A spell or prayer (e.g. soulfire, lifestealer, 'spell of doom'), or `choose` to roll for
                /// spells (with --from); `warband rules show mordheim-club` lists them
                #[arg(value_name = "SPELL")]
                pub spell: String,

                /// The casting difficulty, when it is not the spell's own (lowered by 1 for a spell rolled twice)
                #[arg(long, value_name = "N", value_parser = whole::<u8>(2..=12))]
                pub difficulty: Option<u8>,

                /// The target's Toughness (a spell that hits)
                #[arg(long = "t", visible_alias = "toughness", value_name = "T", value_parser = parse_characteristic, allow_negative_numbers = true)]
                pub toughness: Option<u8>,

                /// The target's Wounds left (a spell that wounds)
                #[arg(long = "w", visible_alias = "wounds", value_name = "W", default_value = "1", value_parser = parse_wounds, allow_negative_numbers = true)]
                pub wounds: u8,

                /// The target's Strength (a Strength test: Spell of Doom)
                #[arg(long = "s", visible_alias = "strength", value_name = "S", value_parser = parse_characteristic, allow_negative_numbers = true)]
                pub strength: Option<u8>,

                /// The target's Leadership (a panic test: Death Vision)
                #[arg(long, value_name = "LD", value_parser = parse_leadership, allow_negative_numbers = true)]
                pub ld: Option<u8>,

                /// The target's armour: none, light, heavy, gromril or a save such as 5+ (a spell that hits)
                #[arg(long, visible_alias = "save", value_name = "ARMOUR", value_parser = armour_parser(), hide_possible_values = true)]
                pub armour: Option<String>,

                /// The target wears a helmet (an injury roll's stunned becomes knocked down on a 4+)
                #[arg(long)]
                pub helmet: bool,

                /// A target the spell hits at another Strength (Soulfire: undead, possessed)
                #[arg(long, value_name = "KIND")]
                pub against: Option<String>,

                /// The target is in close combat (Soulfire: S2)
                #[arg(long)]
                pub in_combat: bool,

                /// With `choose`: the list rolled on (prayers-of-sigmar, necromancy)
                #[arg(long, value_name = "LIST")]
                pub from: Option<String>,

                /// With `choose`: a spell the wizard wants (one for his first spell, two with --two)
                #[arg(long, value_name = "SPELL")]
                pub want: Vec<String>,

                /// With `choose`: two starting spells (three dice, two chosen)
                #[arg(long)]
                pub two: bool,

                /// With `choose`: a spell he knows already; a new spell is one D6
                #[arg(long, value_name = "SPELL")]
                pub known: Vec<String>,
            }
        }
    };
}
pub(crate) use spell_options;

spell_options!(plain_items!());
