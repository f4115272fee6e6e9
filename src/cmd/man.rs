//! `warband man [subcommand]`: man pages in roff, generated from the clap tree.

use crate::cli::Cli;
use crate::error::{Result, UserError};
use clap::CommandFactory;

fn render(command: clap::Command) -> Vec<u8> {
    let mut out = Vec::new();
    clap_mangen::Man::new(command)
        .render(&mut out)
        .expect("writing to a Vec cannot fail");
    out
}

/// `warband.1`, or `warband-<subcommand>.1`.
pub fn man_page(subcommand: Option<&str>) -> Result<Vec<u8>> {
    match subcommand {
        // The top page from the unbuilt tree, so it does not list clap's `help` subcommand.
        None => Ok(render(Cli::command())),
        Some(name) => {
            // Built, so that each subcommand carries the version and the global options.
            let mut root = Cli::command();
            root.build();
            let names: Vec<String> = root
                .get_subcommands()
                .map(|c| c.get_name().to_string())
                .collect();
            let sub = root.find_subcommand(name).cloned().ok_or_else(|| {
                UserError::new(format!("no subcommand '{name}'"))
                    .hint(format!("man pages exist for {}", names.join(", ")))
            })?;
            let page_name = format!("warband-{name}");
            Ok(render(sub.name(page_name.clone()).bin_name(page_name)))
        }
    }
}

/// Every page: `(file name, roff)`, the top page first.
pub fn man_pages() -> Vec<(String, Vec<u8>)> {
    let root = Cli::command();
    let mut pages = vec![("warband.1".to_string(), render(root.clone()))];
    for sub in root.get_subcommands().filter(|s| s.get_name() != "help") {
        let name = sub.get_name().to_string();
        let page = man_page(Some(&name)).expect("every listed subcommand has a page");
        pages.push((format!("warband-{name}.1"), page));
    }
    pages
}
