//! clap's structs and enums, built from each subcommand's one declaration (the grammar is in
//! `src/question/declare.rs`), and how each gives the plain value `cmd/` answers.

use std::path::PathBuf;

/// A parsed flag's value as the plain question holds it: a declared group or enum gives its
/// plain twin; any other value is already plain and is cloned.
pub trait ToPlain {
    type Plain;
    fn into_plain(self) -> Self::Plain;
}

/// Values that clap gives already plain.
macro_rules! as_is {
    ($($t:ty),* $(,)?) => {
        $(
            impl ToPlain for $t {
                type Plain = $t;
                fn into_plain(self) -> $t {
                    self
                }
            }
        )*
    };
}

as_is!(
    bool,
    u8,
    u32,
    i32,
    u64,
    String,
    PathBuf,
    (u32, u32),
    crate::pipeline::DiceArg,
    crate::roster::WarriorArg,
    crate::roster::SideWarrior,
    crate::roster::Parry,
    crate::question::TargetArg,
    crate::question::JumpHeight,
    crate::question::Parts,
    crate::question::Shown,
    crate::question::EdgeState,
    crate::question::DuelCharger,
    crate::mechanics::duel::Side,
    crate::mechanics::duel::team::Targets,
);

#[cfg(feature = "cli")]
as_is!(clap_complete::Shell);

impl<T: ToPlain> ToPlain for Option<T> {
    type Plain = Option<T::Plain>;
    fn into_plain(self) -> Self::Plain {
        self.map(ToPlain::into_plain)
    }
}

impl<T: ToPlain> ToPlain for Vec<T> {
    type Plain = Vec<T::Plain>;
    fn into_plain(self) -> Self::Plain {
        self.into_iter().map(ToPlain::into_plain).collect()
    }
}

/// clap's structs (`derive(Args)`) and subcommand enums (`derive(Subcommand)`) of a
/// declaration, each named as its plain twin in `crate::question`, which `into_plain` gives.
macro_rules! clap_items {
    (()) => {};
    (()
        $(#[cfg($($cfg:tt)*)])?
        $(#[doc = $sd:literal])*
        $(#[command($($ca:tt)*)])*
        $(#[group($($ga:tt)*)])*
        pub struct $name:ident {
            $(
                $(#[doc = $d:literal])*
                $(#[arg($($a:tt)*)])*
                $(#[command($($c:tt)*)])?
                pub $f:ident : $t:ty,
            )*
        }
        $($rest:tt)*
    ) => {
        $(#[cfg($($cfg)*)])?
        $(#[doc = $sd])*
        #[derive(Debug, clap::Args)]
        $(#[command($($ca)*)])*
        $(#[group($($ga)*)])*
        pub struct $name {
            $( $(#[doc = $d])* $(#[arg($($a)*)])* $(#[command($($c)*)])? pub $f: $t, )*
        }

        $(#[cfg($($cfg)*)])?
        impl $crate::cli::declared::ToPlain for $name {
            type Plain = $crate::question::$name;
            fn into_plain(self) -> Self::Plain {
                $crate::question::$name {
                    $( $f: $crate::cli::declared::ToPlain::into_plain(self.$f), )*
                }
            }
        }
        $crate::cli::declared::clap_items! { () $($rest)* }
    };
    (()
        $(#[doc = $sd:literal])*
        pub enum $name:ident {
            $(
                $(#[doc = $vd:literal])*
                $v:ident $({
                    $( $(#[doc = $d:literal])* $(#[arg($($a:tt)*)])* $f:ident : $t:ty, )*
                })?,
            )*
        }
        $($rest:tt)*
    ) => {
        $(#[doc = $sd])*
        #[derive(Debug, clap::Subcommand)]
        pub enum $name {
            $( $(#[doc = $vd])* $v $({ $( $(#[doc = $d])* $(#[arg($($a)*)])* $f: $t, )* })?, )*
        }

        impl $crate::cli::declared::ToPlain for $name {
            type Plain = $crate::question::$name;
            fn into_plain(self) -> Self::Plain {
                match self {
                    $(
                        $name::$v $({ $($f),* })? => $crate::question::$name::$v $({
                            $( $f: $crate::cli::declared::ToPlain::into_plain($f), )*
                        })?,
                    )*
                }
            }
        }
        $crate::cli::declared::clap_items! { () $($rest)* }
    };
}
pub(crate) use clap_items;

/// clap's `ValueEnum` for a plain enum, with each variant's name on the command line: the
/// enum is the question's (or the mechanics'), its spelling on the command line is clap's.
macro_rules! value_enum {
    ($t:ident { $($v:ident = $name:literal),* $(,)? }) => {
        impl clap::ValueEnum for $t {
            fn value_variants<'a>() -> &'a [Self] {
                &[$($t::$v),*]
            }

            fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
                Some(clap::builder::PossibleValue::new(match self {
                    $($t::$v => $name,)*
                }))
            }
        }
    };
}
pub(crate) use value_enum;
