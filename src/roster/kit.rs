//! A warrior's kit — his weapons, armour, parry and the skills that change his dice — with each
//! option declared once, in [`kit_options!`], and the plain [`Kit`] the commands use.
//!
//! From the one declaration come: `duel`'s and `combat`'s flags for each side (`--a-weapon`,
//! `--b-weapon` …, built in `src/cli/groups.rs`, the only place that knows clap), the [`Kit`]
//! they give, its keys in `duel`'s JSON `inputs` (serde), and a roster warrior's TOML keys and
//! skills (`src/roster/warrior.rs`). A new option is one entry below, and the mechanic that
//! plays it.

use super::Parry;
use crate::rules::Special;
use serde::{Serialize, Serializer};

/// The declaration of a warrior's kit: calls `$then! { $args … }` with the options, each with
/// its help (the doc line, which is the flag's help), its clap settings (`#[arg(…)]`: value
/// name, value parser; the flag's name, id and help heading are the side's), the JSON it gives
/// (`#[serde(…)]`) and, for a skill, its name in a roster's `skills` and the ruleset's rule
/// that must have it. The sections say where an option goes:
///
/// * `keys`: a flag of each side, a key of its own in a roster, a key of duel's JSON;
/// * `skills`: a flag of each side, a name in a roster's `skills`, a key of duel's JSON;
/// * `flags`: a flag of each side only;
/// * `odds_skills`: a name in a roster's `skills` only, for `odds` (duel refuses them).
///
/// The field's name is the flag's (`weapon`: `--a-weapon`) and the roster's key: write one
/// word, since a declarative macro cannot turn `two_words` into `two-words`.
macro_rules! kit_options {
    ($then:ident! $args:tt) => {
        $then! { $args
            keys {
                /// Weapon preset: sword, axe, mace, spear, double-handed … (sword or buckler: parries)
                #[arg(value_name = "NAME", value_parser = weapon_parser(), hide_possible_values = true)]
                #[serde()]
                weapon: Option<String>,

                /// A second close-combat weapon: one more attack
                #[arg(value_name = "NAME", value_parser = weapon_parser(), hide_possible_values = true)]
                #[serde()]
                offhand: Option<String>,

                /// Armour: none (the default), light, heavy, gromril, or a save such as 5+
                #[arg(value_name = "ARMOUR", value_parser = armour_parser(), hide_possible_values = true)]
                #[serde(serialize_with = "crate::roster::kit::none_if_absent")]
                armour: Option<String>,

                /// Carries a shield
                #[arg()]
                #[serde()]
                shield: bool,

                /// Wears a helmet
                #[arg()]
                #[serde()]
                helmet: bool,

                /// Parries with a sword, a buckler, both, two swords, or none (default: the weapons')
                #[arg(value_name = "WITH", value_parser = parry_parser(None))]
                #[serde()]
                parry: Option<crate::roster::Parry>,
            }
            skills {
                /// Frenzy: attacks doubled (mordheim-club: +1), until knocked down or stunned
                #[arg()]
                #[skill("frenzy", Frenzy)]
                frenzy: bool,

                /// Hatred: re-roll misses in the first turn
                #[arg()]
                #[skill("hatred", Hatred)]
                hatred: bool,

                /// Causes fear: charged by him, the enemy tests Ld first and, failed, needs 6s to hit him in the first turn (R-121; combat)
                #[arg()]
                #[skill("fear")]
                fear: bool,
            }
            flags {
                /// A ward save, e.g. 6+: after armour, against each wound, whatever the Strength or weapon
                #[arg(value_name = "N+", value_parser = parse_ward)]
                #[serde(skip)]
                ward: Option<u8>,
            }
            odds_skills {
                /// skirmish: poisoned attacks (a natural 6 to hit is 2 wounds, no save)
                #[skill("poison", Poison)]
                poison: bool,

                /// skirmish: Killing Blow (a natural 6 to wound takes the target out of action)
                #[skill("killing-blow", KillingBlow)]
                killing_blow: bool,
            }
        }
    };
}
pub(crate) use kit_options;

/// The plain kit, from the declaration: its fields, the flags over a base, and the skills'
/// names and rules.
macro_rules! kit_struct {
    (()
     keys { $( $(#[doc = $kd:literal])* #[arg($($ka:tt)*)] #[serde($($ks:tt)*)] $kf:ident : $kt:ty, )* }
     skills { $( $(#[doc = $sd:literal])* #[arg($($sa:tt)*)] #[skill($sn:literal $(, $sr:ident)?)] $sf:ident : $st:ty, )* }
     flags { $( $(#[doc = $fd:literal])* #[arg($($fa:tt)*)] #[serde($($fs:tt)*)] $ff:ident : $ft:ty, )* }
     odds_skills { $( $(#[doc = $od:literal])* #[skill($on:literal $(, $or:ident)?)] $of:ident : $ot:ty, )* }
    ) => {
        /// What a warrior carries and the skills that change his dice: from a roster, from a
        /// side's flags, or the flags over a roster's (`Kit::over`). Serialised, it is duel's
        /// `a_kit` and `b_kit`.
        #[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
        pub struct Kit {
            $( $(#[doc = $kd])* #[serde($($ks)*)] pub $kf: $kt, )*
            $( $(#[doc = $sd])* pub $sf: $st, )*
            $( $(#[doc = $fd])* #[serde($($fs)*)] pub $ff: $ft, )*
            $( $(#[doc = $od])* #[serde(skip)] pub $of: $ot, )*
        }

        impl Kit {
            /// The roster's keys of the kit, in the declaration's order.
            pub const KEYS: &[&str] = &[$(stringify!($kf)),*];

            /// The skills a roster may list, in the declaration's order.
            pub const SKILLS: &[&str] = &[$($sn,)* $($on,)*];

            /// The options given here (a side's flags) over `base` (a roster's kit): one given
            /// beats it, one left out keeps it, and a switch such as `--a-shield` can only add.
            pub fn over(self, base: Kit) -> Kit {
                Kit {
                    $( $kf: Over::over(self.$kf, base.$kf), )*
                    $( $sf: Over::over(self.$sf, base.$sf), )*
                    $( $ff: Over::over(self.$ff, base.$ff), )*
                    $( $of: Over::over(self.$of, base.$of), )*
                }
            }

            /// Switches on the skill a roster calls `name`; false when there is none.
            pub fn set_skill(&mut self, name: &str) -> bool {
                $( if name == $sn { self.$sf = true; return true; } )*
                $( if name == $on { self.$of = true; return true; } )*
                false
            }

            /// The first skill he has that only `odds` plays (duel refuses it), by its name.
            pub fn odds_only_skill(&self) -> Option<&'static str> {
                $( if self.$of { return Some($on); } )*
                None
            }

            /// The ruleset's rule a skill needs, if it needs one.
            pub fn skill_rule(name: &str) -> Option<Special> {
                $( $( if name == $sn { return Some(Special::$sr); } )? )*
                $( $( if name == $on { return Some(Special::$or); } )? )*
                None
            }
        }
    };
}

kit_options!(kit_struct!());

impl Kit {
    /// The armour as a flag would give it: `none` when not given.
    pub fn armour_or_none(&self) -> &str {
        self.armour.as_deref().unwrap_or("none")
    }
}

/// How an option given on the command line goes over a roster's: a value given beats the
/// roster's, a switch can only add.
pub trait Over {
    fn over(self, base: Self) -> Self;
}

impl<T> Over for Option<T> {
    fn over(self, base: Self) -> Self {
        self.or(base)
    }
}

impl Over for bool {
    fn over(self, base: Self) -> Self {
        self || base
    }
}

/// Armour not given is `"none"` in JSON, as the flag's default.
pub(crate) fn none_if_absent<S: Serializer>(
    armour: &Option<String>,
    s: S,
) -> std::result::Result<S::Ok, S::Error> {
    s.serialize_str(armour.as_deref().unwrap_or("none"))
}

impl Serialize for Parry {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}
