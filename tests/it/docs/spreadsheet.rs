//! CSV that spreadsheets open without damage: LibreOffice (when `soffice` is on PATH) imports
//! warband's CSV as docs/guide.md says — UTF-8, "Detect special numbers" off — to xlsx and back,
//! and every exact fraction, roll range and UTF-8 name comes back as the same text, every float
//! as the same number. Without `soffice` the test prints a note and passes (CONTRIBUTING.md says
//! how to install it and run the check).
//!
//! Measured with LibreOffice 7.4 (en-US): with "Detect special numbers" on, `1/6` and `2/3`
//! become dates (6 January, 3 February) whether or not they are quoted; with it off (the import
//! dialog's default) they stay text, and the decimals stay numbers.

use crate::common;

use common::{TempFile, stdout_of, warband};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The import options of docs/guide.md, as LibreOffice's filter string: comma, double quote,
/// UTF-8 (76), from line 1, default column types, English (USA) numbers (1033), quoted fields
/// not forced to text, special numbers (dates, times, scientific) not detected.
const IMPORT: &str = "CSV:44,34,76,1,,1033,false,false";
/// The export back: comma, double quote, UTF-8.
const EXPORT: &str = "csv:Text - txt - csv (StarCalc):44,34,76";

fn on_path(name: &str) -> Option<PathBuf> {
    std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|dir| dir.join(name))
            .find(|p| p.is_file())
    })
}

/// Runs soffice headless with a profile of its own (no clash with a desktop session's). A new
/// profile's first start may only set the profile up and exit with status 81: then it runs
/// again.
fn soffice(bin: &Path, profile: &Path, args: &[&str]) {
    let run = || {
        Command::new(bin)
            .arg(format!(
                "-env:UserInstallation=file://{}",
                profile.display()
            ))
            .arg("--headless")
            .args(args)
            // cargo points the loader at its own build folders; LibreOffice has its own.
            .env_remove("LD_LIBRARY_PATH")
            .output()
            .expect("soffice runs")
    };
    let mut out = run();
    if out.status.code() == Some(81) {
        out = run();
    }
    assert!(
        out.status.success(),
        "soffice {args:?}: {}: {}{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Splits one CSV line into fields (RFC 4180 quotes; no line breaks in these fields).
fn fields(line: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' if quoted && chars.peek() == Some(&'"') => {
                chars.next();
                out.last_mut().expect("a field").push('"');
            }
            '"' => quoted = !quoted,
            ',' if !quoted => out.push(String::new()),
            c => out.last_mut().expect("a field").push(c),
        }
    }
    out
}

/// A cell that came back is the one that went in: the same text, or for a float column (named
/// `p` or `…_p`) the same number. LibreOffice writes a number with 15 significant digits, so a
/// float of more digits that comes back unchanged was kept as text: that is damage too.
fn same_cell(column: &str, sent: &str, back: &str) -> bool {
    if sent.is_empty() || !(column == "p" || column.ends_with("_p")) {
        return sent == back;
    }
    let digits = sent.chars().filter(char::is_ascii_digit).count();
    match (sent.parse::<f64>(), back.parse::<f64>()) {
        (Ok(a), Ok(b)) => {
            (a - b).abs() <= 1e-14 * a.abs().max(1.0) && (digits <= 16 || sent != back)
        }
        _ => false,
    }
}

#[test]
fn libreoffice_keeps_fractions_as_text_and_names_as_written() {
    let Some(bin) = on_path("soffice") else {
        eprintln!(
            "note: soffice is not on PATH: the LibreOffice CSV check is skipped (CONTRIBUTING.md)"
        );
        return;
    };
    let dir = std::env::temp_dir().join(format!("warband-spreadsheet-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("csv")).expect("a temp dir");
    let table = TempFile::new(
        "monsters.json",
        r#"{ "name": "Příšery", "dice": "1d6", "columns": ["noc"], "rows": [
            { "to": 1, "results": { "noc": "Ödön" } },
            { "from": 2, "to": 5, "results": { "noc": "příšera, velká" } },
            { "from": 6, "results": { "noc": "Žluťoučký kůň" } } ] }"#,
    );
    // Fractions a spreadsheet would read as dates (1/27, 2/9, 1/6, 2/3 …), a table's roll
    // ranges (`2-5`) and UTF-8 names, quoted and not.
    let inputs: Vec<(&str, Vec<&str>)> = vec![
        ("hits", vec!["hit", "--ws", "4", "--vs", "3", "-a", "3"]),
        ("d6", vec!["roll", "--dist", "d6"]),
        ("monsters", vec!["table", "show", "--file", table.path()]),
        (
            "unit",
            vec![
                "--rules", "wfb", "odds", "--ws", "4", "--vs", "4", "--s", "4", "--t", "4", "--w",
                "1",
            ],
        ),
    ];
    let mut sent = Vec::new();
    for (name, args) in &inputs {
        let csv = stdout_of(warband().args(args).args(["--format", "csv"]));
        let path = dir.join("csv").join(format!("{name}.csv"));
        std::fs::write(&path, &csv).expect("written");
        sent.push((name.to_string(), path, csv));
    }
    assert!(sent[2].2.contains("Ödön") && sent[2].2.contains("\"příšera, velká\""));
    let profile = dir.join("profile");
    // soffice takes `--infilter=…` only with the equals sign.
    let mut args = vec![
        format!("--infilter={IMPORT}"),
        "--convert-to".into(),
        "xlsx".into(),
        "--outdir".into(),
        dir.join("xlsx").display().to_string(),
    ];
    args.extend(sent.iter().map(|(_, p, _)| p.display().to_string()));
    let refs: Vec<&str> = args.iter().map(String::as_str).collect();
    soffice(&bin, &profile, &refs);
    let mut back_args: Vec<String> = [
        "--convert-to",
        EXPORT,
        "--outdir",
        dir.join("back").to_str().expect("UTF-8 path"),
    ]
    .into_iter()
    .map(String::from)
    .collect();
    back_args.extend(sent.iter().map(|(name, _, _)| {
        dir.join("xlsx")
            .join(format!("{name}.xlsx"))
            .display()
            .to_string()
    }));
    let refs: Vec<&str> = back_args.iter().map(String::as_str).collect();
    soffice(&bin, &profile, &refs);
    for (name, _, csv) in &sent {
        let back = std::fs::read_to_string(dir.join("back").join(format!("{name}.csv")))
            .expect("converted back");
        let sent_lines: Vec<&str> = csv.lines().collect();
        let back_lines: Vec<&str> = back.lines().collect();
        assert_eq!(sent_lines.len(), back_lines.len(), "{name}: {back}");
        let header = fields(sent_lines[0]);
        assert_eq!(header, fields(back_lines[0]), "{name}: the header");
        for (s, b) in sent_lines.iter().zip(&back_lines).skip(1) {
            let (s, b) = (fields(s), fields(b));
            assert_eq!(s.len(), b.len(), "{name}: {b:?}");
            for ((column, s), b) in header.iter().zip(&s).zip(&b) {
                assert!(
                    same_cell(column, s, b),
                    "{name}: column {column} sent {s:?}, the spreadsheet made it {b:?}"
                );
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
