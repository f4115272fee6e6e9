//! What the integration tests share: the binary with a clean environment, its output checked for
//! success or for a one-line error, temporary files, exact fractions, the chi-square test of seeded
//! rolls, and the enumeration of every die of an attack chain (the oracles of `odds` and `duel`).

// Each test crate uses a different part of this module.
#![allow(dead_code)]

pub mod chi2;
pub mod enumerate;
pub mod fraction;
pub mod team_oracle;
pub mod unit_combat;

use assert_cmd::Command;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

pub const BIN: &str = env!("CARGO_BIN_EXE_warband");

/// The binary, run from the repository root, without the environment variables it reads.
pub fn warband() -> Command {
    let mut c = Command::new(BIN);
    for var in [
        "WARBAND_FORMAT",
        "WARBAND_RULES",
        "WARBAND_SEED",
        "NO_COLOR",
        "WARBAND_STYLE",
        "LC_ALL",
        "LC_CTYPE",
        "LANG",
        "COLUMNS",
    ] {
        c.env_remove(var);
    }
    c.current_dir(env!("CARGO_MANIFEST_DIR"));
    c.timeout(Duration::from_secs(60));
    c
}

/// The standard output of a command that must succeed without writing to stderr.
pub fn stdout_of(cmd: &mut Command) -> String {
    let out = cmd.output().unwrap();
    assert!(
        out.status.success(),
        "{cmd:?} failed ({:?}): {}",
        out.status.code(),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty(), "{cmd:?} wrote to stderr");
    String::from_utf8(out.stdout).unwrap()
}

/// A bad input: exit 2, nothing on stdout, exactly one line on stderr starting
/// `warband: error: `, and no panic.
pub fn assert_bad_input(cmd: &mut Command) -> String {
    let out = cmd.output().unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(
        out.status.code(),
        Some(2),
        "{cmd:?}: exit code; stderr: {stderr}"
    );
    assert!(out.stdout.is_empty(), "{cmd:?}: stdout must be empty");
    assert!(
        stderr.starts_with("warband: error: "),
        "{cmd:?}: stderr {stderr:?}"
    );
    assert_eq!(stderr.lines().count(), 1, "{cmd:?}: one line: {stderr:?}");
    assert!(stderr.ends_with('\n'), "{cmd:?}: {stderr:?}");
    // No carriage return, escape sequence or other control character: a value the user gave
    // is quoted escaped, so the line cannot be split, overwritten or recolour the terminal.
    assert!(
        !stderr.trim_end_matches('\n').contains(char::is_control),
        "{cmd:?}: a control character in {stderr:?}"
    );
    assert!(!stderr.contains("panicked"), "{cmd:?}: {stderr}");
    assert!(!stderr.contains("RUST_BACKTRACE"), "{cmd:?}: {stderr}");
    stderr
}

static TEMP_COUNTER: AtomicU32 = AtomicU32::new(0);

/// A file under the temp dir with a unique name, removed when dropped.
pub struct TempFile(PathBuf);

impl TempFile {
    pub fn new(name: &str, contents: &(impl AsRef<[u8]> + ?Sized)) -> TempFile {
        let n = TEMP_COUNTER.fetch_add(1, Ordering::SeqCst);
        let path =
            std::env::temp_dir().join(format!("warband-test-{}-{n}-{name}", std::process::id()));
        std::fs::write(&path, contents.as_ref()).unwrap();
        TempFile(path)
    }

    pub fn path(&self) -> &str {
        self.0.to_str().unwrap()
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}
