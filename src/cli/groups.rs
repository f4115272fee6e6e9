//! Groups of flags that several subcommands share, written once: the dice of a pipeline stage,
//! the to-hit and shooting modifiers, the saver's armour, the side-by-side and sampled answers,
//! and a duellist's equipment.

use super::declared::clap_items;
use super::parse::*;
use crate::roster::{Kit, kit_options};
use clap::Args;

// Declared once, with the plain value `cmd/` answers, in `src/question/`.
crate::question::group_options!(clap_items!());

/// The kit flags of one side, from the kit's one declaration ([`crate::roster::kit_options!`]):
/// `--a-weapon` and `--b-weapon` …, each under its side's heading, and the [`Kit`] they give.
macro_rules! side_args {
    (($name:ident, $p:literal, $heading:literal)
     keys { $( $(#[doc = $kd:literal])* #[arg($($ka:tt)*)] #[serde($($ks:tt)*)] $kf:ident : $kt:ty, )* }
     skills { $( $(#[doc = $sd:literal])* #[arg($($sa:tt)*)] #[skill($($sn:tt)*)] $sf:ident : $st:ty, )* }
     flags { $( $(#[doc = $fd:literal])* #[arg($($fa:tt)*)] #[serde($($fs:tt)*)] $ff:ident : $ft:ty, )* }
     odds_skills { $($odds:tt)* }
    ) => {
        #[derive(Debug, Args)]
        pub struct $name {
            $(
                $(#[doc = $kd])*
                #[arg($($ka)*)]
                #[arg(long = concat!($p, "-", stringify!($kf)), id = concat!($p, "_", stringify!($kf)), help_heading = $heading)]
                pub $kf: $kt,
            )*
            $(
                $(#[doc = $sd])*
                #[arg($($sa)*)]
                #[arg(long = concat!($p, "-", stringify!($sf)), id = concat!($p, "_", stringify!($sf)), help_heading = $heading)]
                pub $sf: $st,
            )*
            $(
                $(#[doc = $fd])*
                #[arg($($fa)*)]
                #[arg(long = concat!($p, "-", stringify!($ff)), id = concat!($p, "_", stringify!($ff)), help_heading = $heading)]
                pub $ff: $ft,
            )*
        }

        impl super::declared::ToPlain for $name {
            type Plain = Kit;
            /// The side's flags as a kit (what a flag left out leaves to a roster's).
            fn into_plain(self) -> Kit {
                Kit {
                    $( $kf: self.$kf, )*
                    $( $sf: self.$sf, )*
                    $( $ff: self.$ff, )*
                    ..Kit::default()
                }
            }
        }
    };
}

kit_options!(side_args!(SideA, "a", "Warrior A"));
kit_options!(side_args!(SideB, "b", "Warrior B"));
// `combat`'s units carry the same kit, listed under each unit's heading.
kit_options!(side_args!(UnitKitA, "a", "Unit A"));
kit_options!(side_args!(UnitKitB, "b", "Unit B"));
