//! Names the commit a release build was made from: sets WARBAND_LONG_VERSION, what `warband
//! --version` prints (src/cli/mod.rs) and the page shows, to the crate's version followed by
//! `git describe --tags --always` (such as `0.2.0 (git v0.2.0-3-g1a2b3c4)`, or the bare hash
//! before the first tag); only the version at the tag of that very version.
//!
//! Only in builds of the release profile (`cargo install`, the release archives, the page): in
//! debug and test builds a commit would change the variable and so recompile the whole crate
//! for nothing, and the generated man pages (tests/it/docs/generated.rs) would differ. It is
//! the bare version, and nothing fails, where git is missing, the sources are not a git checkout (a
//! crate downloaded from a registry), or the checkout is of another repository that holds this
//! one (vendored sources).
use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let version = std::env::var("CARGO_PKG_VERSION").unwrap_or_default();
    let root = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());
    let describe = match std::env::var("PROFILE").as_deref() {
        Ok("release") => describe(&root),
        _ => None,
    };
    let long = match describe {
        // Built at the tag of this very version: the version says it all.
        Some(d) if d != format!("v{version}") => format!("{version} (git {d})"),
        _ => version,
    };
    println!("cargo:rustc-env=WARBAND_LONG_VERSION={long}");
}

fn git(root: &Path, args: &[&str]) -> Option<String> {
    let out = Command::new("git")
        .arg("-C")
        .arg(root)
        .args(args)
        .output()
        .ok()?;
    let text = String::from_utf8(out.stdout).ok()?;
    (out.status.success() && !text.trim().is_empty()).then(|| text.trim().to_string())
}

fn describe(root: &Path) -> Option<String> {
    let top = git(root, &["rev-parse", "--show-toplevel"])?;
    if std::fs::canonicalize(&top).ok()? != std::fs::canonicalize(root).ok()? {
        return None;
    }
    // Run again when HEAD moves (a checkout, or a commit on the current branch) or a tag is
    // made: HEAD itself, the branch it names, and the refs packed or loose. A worktree has its
    // own HEAD and shares the refs (the common directory).
    let git_dir = PathBuf::from(git(root, &["rev-parse", "--absolute-git-dir"])?);
    let common = git(root, &["rev-parse", "--git-common-dir"])
        .map(|d| root.join(d))
        .unwrap_or_else(|| git_dir.clone());
    let watch = |p: PathBuf| {
        if p.exists() {
            println!("cargo:rerun-if-changed={}", p.display());
        }
    };
    watch(git_dir.join("HEAD"));
    watch(common.join("packed-refs"));
    watch(common.join("refs/tags"));
    if let Some(branch) = git(root, &["symbolic-ref", "-q", "HEAD"]) {
        // A packed branch has no file of its own until its next commit writes one.
        let loose = common.join(branch);
        watch(if loose.exists() {
            loose
        } else {
            common.join("refs/heads")
        });
    }
    git(root, &["describe", "--tags", "--always"])
}
