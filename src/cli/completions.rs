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
    if shell == Shell::Zsh {
        out = zsh_table_names_or_commands(out);
    }
    out
}

/// clap_complete's zsh script gives `warband table` a table name as its first positional and
/// a subcommand as its second, so `warband table show <TAB>` took `show` for a table's name and
/// offered the subcommands again. Here the first word after `table` is either (a subcommand or
/// a table name), `show` and `list` complete as themselves, and after a table's name its own
/// options do (`warband table injury --<TAB>`).
fn zsh_table_names_or_commands(script: Vec<u8>) -> Vec<u8> {
    let text = String::from_utf8(script).expect("clap_complete writes UTF-8");
    zsh_table_fix(&text).unwrap_or(text).into_bytes()
}

fn zsh_table_fix(text: &str) -> Option<String> {
    const START: &str = "\n(table)\n_arguments \"${_arguments_options[@]}\" : \\\n";
    const COMMANDS: &str = "\":: :_warband__subcmd__table_commands\" \\\n";
    let start = text.find(START)? + START.len();
    let name_at = start + text[start..].find("'::name -- ")?;
    let commands_at = name_at + text[name_at..].find(COMMANDS)?;
    let options = &text[start..name_at];
    let name_line = &text[name_at..commands_at];
    let names = name_line
        .rsplit_once(":(")?
        .1
        .trim_end()
        .trim_end_matches('\\')
        .trim_end()
        .trim_end_matches("'")
        .trim_end_matches(')');
    let mut out = String::new();
    out.push_str(&text[..name_at]);
    out.push_str("\":: :_warband__table_first\" \\\n");
    let rest = &text[commands_at + COMMANDS.len()..];
    // The state that follows: the subcommand is now the first word, not the second.
    let state_end = rest.find("case $line[2] in\n")? + "case $line[2] in\n".len();
    let state = rest[..state_end].replace("$line[2]", "$line[1]");
    out.push_str(&state);
    // The branch for a table's name, before the `esac` that closes this case.
    let mut depth = 1;
    let mut at = state_end;
    for line in rest[state_end..].split_inclusive('\n') {
        let t = line.trim();
        if t.starts_with("case ") && t.ends_with(" in") {
            depth += 1;
        } else if t == "esac" {
            depth -= 1;
            if depth == 0 {
                break;
            }
        }
        at += line.len();
    }
    out.push_str(&rest[state_end..at]);
    out.push_str("(*)\n_arguments \"${_arguments_options[@]}\" : \\\n");
    out.push_str(options);
    out.push_str("&& ret=0\n;;\n");
    // The first word's completer, defined with the script's other helpers, before the script
    // calls or registers `_warband`.
    let helper = format!(
        "(( $+functions[_warband__table_first] )) ||\n_warband__table_first() {{\n    _alternative 'commands:command:_warband__subcmd__table_commands' 'tables:table:({names})'\n}}\n\n"
    );
    let tail = &rest[at..];
    let call = tail.rfind("if [ \"$funcstack[1]\" = \"_warband\" ]")?;
    out.push_str(&tail[..call]);
    out.push_str(&helper);
    out.push_str(&tail[call..]);
    Some(out)
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
