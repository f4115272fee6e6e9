//! The command-line contract every subcommand keeps: flags and formats, JSON, CSV and plain,
//! pipelines on standard input, the human table at any width, means and variances.

mod cli;
mod flags;
mod human;
mod pipeline;
mod stats;
