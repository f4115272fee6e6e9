//! Rosters: the files themselves (good and bad fields) and their warriors in the commands.

mod commands;
mod files;
