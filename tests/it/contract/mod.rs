//! The command-line contract every subcommand keeps: flags and formats, JSON, CSV and plain,
//! pipelines on standard input, the human table at any width, the answer on a phone's screen
//! (a real 40 × 20 terminal), means and variances, and the options as data (the schema).

mod cli;
mod flags;
mod human;
mod pipeline;
mod schema;
mod screen;
mod stats;
