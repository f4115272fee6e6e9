//! The command-line names and help of the library's own option values (`--format`, `--color`,
//! `--style`): the renderers know the enums, only the CLI knows clap.

use crate::render::{ColorWhen, Format, Style};
use clap::ValueEnum;
use clap::builder::PossibleValue;

// No `$`, quote or backslash in a value's help: fish's completion script puts it inside double
// quotes, where `$(...)` is expanded when the script is loaded (tests/it/docs/shells.rs).

impl ValueEnum for Format {
    fn value_variants<'a>() -> &'a [Self] {
        &[
            Format::Table,
            Format::Plain,
            Format::Decimal,
            Format::Json,
            Format::Csv,
        ]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(match self {
            Format::Table => PossibleValue::new("table").help("A readable table (default)"),
            Format::Plain => PossibleValue::new("plain")
                .help("The single most useful value, for a script to capture"),
            Format::Decimal => PossibleValue::new("decimal").help(
                "As plain, each probability or mean a decimal number (10 significant digits), \
                 for awk or bc",
            ),
            Format::Json => PossibleValue::new("json").help("One JSON object"),
            Format::Csv => PossibleValue::new("csv").help("A header and one row per outcome"),
        })
    }
}

impl ValueEnum for ColorWhen {
    fn value_variants<'a>() -> &'a [Self] {
        &[ColorWhen::Auto, ColorWhen::Always, ColorWhen::Never]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(match self {
            ColorWhen::Auto => "auto",
            ColorWhen::Always => "always",
            ColorWhen::Never => "never",
        }))
    }
}

impl ValueEnum for Style {
    fn value_variants<'a>() -> &'a [Self] {
        &[Style::Auto, Style::Unicode, Style::Ascii]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(match self {
            Style::Auto => PossibleValue::new("auto").help("ASCII when the locale is not UTF-8"),
            Style::Unicode => {
                PossibleValue::new("unicode").help("Box-drawing characters, bars and symbols")
            }
            Style::Ascii => PossibleValue::new("ascii").help("ASCII only, for old consoles"),
        })
    }
}
