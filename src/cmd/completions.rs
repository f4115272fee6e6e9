//! `warband completions <shell>`: the completion script, generated from the clap tree.

use crate::cli::Cli;
use clap::CommandFactory;
use clap_complete::Shell;

pub fn completion_script(shell: Shell) -> Vec<u8> {
    let mut command = Cli::command();
    let mut out = Vec::new();
    clap_complete::generate(shell, &mut command, "warband", &mut out);
    out
}
