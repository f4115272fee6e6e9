//! `warband completions <shell>`: the completion script, generated from the clap tree.

use crate::cli::Cli;
use clap::CommandFactory;
use clap_complete::Shell;

pub fn completion_script(shell: Shell) -> Vec<u8> {
    let mut command = Cli::command();
    let mut out = Vec::new();
    clap_complete::generate(shell, &mut command, "warband", &mut out);
    if shell == Shell::Fish {
        out = fish_tolerate_pending_value(out);
        out.extend(fish_positionals(&command).into_bytes());
    }
    out
}

/// clap_complete's fish script asks `argparse` whether a subcommand was typed yet, and gives up
/// when argparse fails — which it does on `warband --rules <TAB>`, the option still waiting for
/// its value, so fish offered files there. A failed parse before any subcommand means "no
/// subcommand yet": the root's options (and their values) complete.
fn fish_tolerate_pending_value(script: Vec<u8>) -> Vec<u8> {
    const GIVES_UP: &str = "-- $cmd 2>/dev/null\n    or return\n";
    const TOLERATES: &str = "-- $cmd 2>/dev/null\n    or return 0\n";
    let text = String::from_utf8(script).expect("clap_complete writes UTF-8");
    debug_assert!(
        text.contains(GIVES_UP),
        "clap_complete's fish preamble changed"
    );
    text.replacen(GIVES_UP, TOLERATES, 1).into_bytes()
}

/// clap_complete's fish script completes options' values but not positionals' (bash's and
/// zsh's do): these lines add them, so `warband table <TAB>` and `warband rules show <TAB>`
/// offer names in fish too. Values are names without spaces or quotes (tests/it/docs/shells.rs).
fn fish_positionals(root: &clap::Command) -> String {
    let mut lines = String::new();
    for sub in root.get_subcommands() {
        let children: Vec<&str> = sub.get_subcommands().map(|c| c.get_name()).collect();
        let mut condition = format!("__fish_warband_using_subcommand {}", sub.get_name());
        if !children.is_empty() {
            condition += &format!(
                "; and not __fish_seen_subcommand_from {}",
                children.join(" ")
            );
        }
        lines += &fish_lines(sub, &condition);
        for child in sub.get_subcommands() {
            let condition = format!(
                "__fish_warband_using_subcommand {}; and __fish_seen_subcommand_from {}",
                sub.get_name(),
                child.get_name()
            );
            lines += &fish_lines(child, &condition);
        }
    }
    if lines.is_empty() {
        lines
    } else {
        format!("\n# Positionals' values (clap_complete's fish script leaves them out).\n{lines}")
    }
}

fn fish_lines(command: &clap::Command, condition: &str) -> String {
    command
        .get_positionals()
        .filter(|arg| !arg.is_hide_set())
        .filter_map(|arg| {
            let values: Vec<String> = arg
                .get_possible_values()
                .iter()
                .filter(|v| !v.is_hide_set())
                .map(|v| v.get_name().to_string())
                .collect();
            (!values.is_empty()).then(|| {
                format!(
                    "complete -c warband -n \"{condition}\" -f -a \"{}\"\n",
                    values.join(" ")
                )
            })
        })
        .collect()
}
