//! web/ is a workspace of its own (so that the root's builds never build it), with its own
//! Cargo.lock: the page must run the same dependencies, at the same versions, as the command
//! line whose answers it gives.

use std::collections::BTreeSet;

fn packages(lock: &str) -> BTreeSet<(String, String)> {
    let text = std::fs::read_to_string(format!("{}/{lock}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let value: toml::Value = toml::from_str(&text).unwrap();
    value["package"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let field = |k: &str| p[k].as_str().unwrap().to_string();
            (field("name"), field("version"))
        })
        .collect()
}

#[test]
fn the_page_locks_the_versions_the_command_line_locks() {
    let root = packages("Cargo.lock");
    let web = packages("web/Cargo.lock");
    assert!(web.iter().any(|(name, _)| name == "num-bigint"), "{web:?}");
    let differing: Vec<_> = web
        .iter()
        .filter(|(name, _)| name != "warband-web")
        .filter(|p| !root.contains(*p))
        .collect();
    assert!(
        differing.is_empty(),
        "web/Cargo.lock has versions the root's Cargo.lock does not: {differing:?} \
         (copy Cargo.lock to web/Cargo.lock and run `cargo metadata --manifest-path web/Cargo.toml`)"
    );
}
