//! Each subcommand's flags, with its examples, built from their one declaration
//! (`src/question/subcommands.rs`); the groups several share are in `groups.rs`.

use super::declared::clap_items;
use super::groups::*;
use super::parse::*;
use std::path::PathBuf;

crate::question::subcommand_options!(clap_items!());
