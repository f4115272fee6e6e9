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
//! A field's type is written as in the plain struct, and each side imports the names it uses: a
//! group or an enum declared the same way (`AttacksOpt`) is each side's own type of that name
//! (clap's in `cli/`, the plain one here), and any other type (`DiceArg`, `SideWarrior`) is the
//! same type on both sides. clap's side turns a value into the plain one with `ToPlain`
//! (`src/cli/declared.rs`): a new value type needs an entry in its `as_is!` there.
//!
//! What the grammar takes, and nothing else (anything else fails to build, nothing is dropped):
//! on a struct, at most one `#[cfg(…)]`, first, then its doc, `#[command(…)]` and
//! `#[group(…)]`; on a field, its doc, `#[arg(…)]` and at most one `#[command(…)]`; an enum takes
//! its doc only, and its variants are unit variants or have named fields with their doc and
//! `#[arg(…)]`. The two builders, `plain_items!` here and `clap_items!`, each read this
//! grammar: a change to it is made in both. A struct behind `#[cfg]` is behind the same one in
//! `every_subcommand!` (`mod.rs`).

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
