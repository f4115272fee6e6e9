//! CONTRIBUTING.md's layout table is the map a developer starts from, so it stays true: every
//! file or folder at the top of `src/` has a row, and every path the table names exists.

use std::path::{Path, PathBuf};

/// The rows of the table under `## Layout`: its two cells, the paths and what they hold.
fn layout_rows(contributing: &str) -> Vec<(String, String)> {
    let section = contributing
        .split("\n## ")
        .find(|s| s.starts_with("Layout\n"))
        .expect("CONTRIBUTING.md has a `## Layout` section");
    section
        .lines()
        .filter(|line| line.starts_with("| `"))
        .map(|line| {
            let cells: Vec<&str> = line.trim_matches('|').splitn(2, " | ").collect();
            assert_eq!(cells.len(), 2, "a layout row of two cells: {line}");
            (cells[0].trim().to_string(), cells[1].trim().to_string())
        })
        .collect()
}

/// What a cell writes between backticks that reads as a path: no spaces, no flag, and a
/// slash or a file's extension (`odds/`, `web/build`, `text.rs`; not `warband table`, `--json`
/// or `cmd::Host`).
fn named_paths(cell: &str) -> Vec<String> {
    let extension = |s: &str| {
        s.rsplit_once('.').is_some_and(|(stem, ext)| {
            !stem.is_empty()
                && !stem.chars().all(|c| c.is_ascii_digit())
                && ext.chars().all(|c| c.is_ascii_alphanumeric())
        })
    };
    cell.split('`')
        .skip(1)
        .step_by(2)
        .filter(|s| {
            !s.is_empty()
                && !s.starts_with('-')
                && s.chars()
                    .all(|c| c.is_ascii_alphanumeric() || "_-./".contains(c))
                && (s.contains('/') || extension(s))
        })
        .map(str::to_string)
        .collect()
}

/// Every path below `dir`, for finding a name the table gives without its folder
/// (`forward.rs` in the row of `src/mechanics/`).
fn below(dir: &Path, found: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries {
        let path = entry.unwrap().path();
        if path.file_name().is_some_and(|n| n == "target") {
            continue;
        }
        found.push(path.clone());
        if path.is_dir() {
            below(&path, found);
        }
    }
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn the_layout_table_names_every_top_level_module_of_src() {
    let root = root();
    let text = std::fs::read_to_string(root.join("CONTRIBUTING.md")).unwrap();
    let named: Vec<String> = layout_rows(&text)
        .iter()
        .flat_map(|(paths, _)| named_paths(paths))
        .collect();
    let mut missing = Vec::new();
    for entry in std::fs::read_dir(root.join("src")).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let row = if path.is_dir() {
            format!("src/{name}/")
        } else {
            format!("src/{name}")
        };
        if !named.contains(&row) {
            missing.push(row);
        }
    }
    missing.sort();
    assert!(
        missing.is_empty(),
        "CONTRIBUTING.md's layout table has no row for {missing:?}: add one that says what it holds"
    );
}

#[test]
fn every_path_the_layout_table_names_exists() {
    let root = root();
    let text = std::fs::read_to_string(root.join("CONTRIBUTING.md")).unwrap();
    let rows = layout_rows(&text);
    assert!(
        rows.len() > 10,
        "the layout table was found: {} rows",
        rows.len()
    );
    let mut wrong = Vec::new();
    for (paths, holds) in &rows {
        // The first cell names paths from the repository's root.
        let folders: Vec<PathBuf> = named_paths(paths)
            .iter()
            .map(|p| root.join(p.trim_end_matches('/')))
            .collect();
        for (path, named) in folders.iter().zip(named_paths(paths)) {
            if !path.exists() {
                wrong.push(format!("{named} (a row of its own)"));
            }
        }
        // The second names them from the root, or from the row's folders, at any depth.
        let mut inside = Vec::new();
        for folder in folders.iter().filter(|f| f.is_dir()) {
            below(folder, &mut inside);
        }
        for named in named_paths(holds) {
            let bare = named.trim_end_matches('/');
            let found = root.join(bare).exists()
                || inside
                    .iter()
                    .any(|p| p.ends_with(bare) && (p.is_dir() || !named.ends_with('/')));
            if !found {
                wrong.push(format!("{named} (in the row of {paths})"));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "CONTRIBUTING.md's layout table names what is not there: {wrong:?}"
    );
}

#[test]
fn the_checker_reads_a_table() {
    let text = "# X\n\n## Layout\n\n| path | what |\n|---|---|\n\
                | `src/a/` | the b (`b.rs`, `c/`), `warband x`, `--flag`, `a::B`, `1.5` |\n\
                | `src/d.rs`, `src/e.rs` | none |\n\n## Next\n\n| `src/f.rs` | not in it |\n";
    let rows = layout_rows(text);
    assert_eq!(rows.len(), 2);
    assert_eq!(named_paths(&rows[0].0), ["src/a/"]);
    assert_eq!(named_paths(&rows[0].1), ["b.rs", "c/"]);
    assert_eq!(named_paths(&rows[1].0), ["src/d.rs", "src/e.rs"]);
}
