//! `warband combat`'s flags: two units, each side's size, kit, command and situation.

use super::declared::clap_items;
use super::groups::*;
use super::parse::*;
use crate::mechanics::duel::Side;
use crate::question::unit_options;
use clap::Args;

/// A unit's size, command and situation in `combat`, from their one declaration
/// ([`crate::question::unit_options!`]): `--a-models` and `--b-models` …, and the plain
/// [`Unit`](crate::question::Unit) they give.
macro_rules! unit_args {
    (($name:ident, $p:literal, $heading:literal)
     $( $(#[doc = $d:literal])* #[long($l:literal)] #[arg($($a:tt)*)] $(#[requires($req:ident)])? $(#[conflicts($con:ident)])? $f:ident : $t:ty, )*
    ) => {
        #[derive(Debug, Args)]
        pub struct $name {
            $(
                $(#[doc = $d])*
                #[arg($($a)*)]
                #[arg(long = concat!($p, "-", $l), id = concat!($p, "_", stringify!($f)), help_heading = $heading $(, requires = concat!($p, "_", stringify!($req)))? $(, conflicts_with = concat!($p, "_", stringify!($con)))?)]
                pub $f: $t,
            )*
        }

        impl super::declared::ToPlain for $name {
            type Plain = crate::question::Unit;
            fn into_plain(self) -> Self::Plain {
                crate::question::Unit { $( $f: self.$f, )* }
            }
        }
    };
}

unit_options!(unit_args!(UnitA, "a", "Unit A"));
unit_options!(unit_args!(UnitB, "b", "Unit B"));

// Declared once, with the plain value `cmd/` answers, in `src/question/`.
crate::question::combat_options!(clap_items!());

super::declared::value_enum!(Side { A = "a", B = "b" });
