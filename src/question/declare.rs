//! The grammar every subcommand's options are declared in, once, and the plain structs and enums
//! built from a declaration here; `src/cli/declared.rs` builds clap's from the same one.
//!
//! A declaration is a macro (`hit_options!` …) that calls `$then! { $args ITEMS }`, so that
//! each side expands the same items its own way: `plain_items!` here, `clap_items!` in `cli/`.
//! ITEMS are structs and enums as Rust writes them, with clap's attributes:
//!
//! ```text
//! /// Doc (the plain type's, and clap's where clap reads it)
//! #[command(…)]                      // clap only: examples, groups, overrides
//! pub struct HitArgs {
//!     /// The option's help
//!     #[arg(long, value_parser = …)] // clap only
//!     pub ws: Option<u8>,
//!     #[command(flatten)]            // a group of options declared the same way
//!     pub dice: AttacksOpt,
//! }
//!
//! pub enum TableAction {             // a subcommand's own subcommands
//!     /// Help
//!     List,
//!     Show { #[arg(…)] name: Option<String>, … },
//! }
//! ```
//!
//! A field's type is written as in the plain struct: a group or an enum declared the same way
//! is named bare (`AttacksOpt`), and each side finds its own type of that name; any other type
//! is written with its whole path (`crate::pipeline::DiceArg`).

/// The plain structs and enums of a declaration: the same fields and variants, without clap's
/// attributes; what `cmd/` answers.
macro_rules! plain_items {
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
        #[derive(Debug, Clone)]
        pub struct $name {
            $( $(#[doc = $d])* pub $f: $t, )*
        }
        $crate::question::declare::plain_items! { () $($rest)* }
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
        #[derive(Debug, Clone)]
        pub enum $name {
            $( $(#[doc = $vd])* $v $({ $( $(#[doc = $d])* $f: $t, )* })?, )*
        }
        $crate::question::declare::plain_items! { () $($rest)* }
    };
}
pub(crate) use plain_items;
