#!/usr/bin/env bash
# Start-up: a one-line lookup (`warband hit --ws 4 --vs 3 --json`) against a Rust hello-world
# binary built the same way (rustc -O), whole process against whole process. The lookup's own
# work is microseconds; what it costs is start-up (the dynamic loader, clap's tree, the
# ruleset), so this pair is the budget issue 11 set: within 1.3x of hello-world.
# Needs hyperfine (`cargo install hyperfine`, or the distribution's package).
#
#   bash benches/startup.sh [runs]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
runs=${1:-300}
command -v hyperfine >/dev/null || { echo "benches/startup.sh needs hyperfine (cargo install hyperfine)" >&2; exit 2; }

cargo build --release --quiet
# .cargo/config.toml builds for the host as a named target: the binary is under its tuple.
host=$(rustc -vV | sed -n 's/^host: //p')
warband=target/$host/release/warband
mkdir -p target/bench-startup
echo 'fn main() { println!("hello"); }' > target/bench-startup/hello.rs
# Two baselines: hello-world as rustc links it by default (dynamic on Linux, the issue's
# yardstick), and linked the way warband is (static with glibc), so neither ratio hides.
rustc -C opt-level=3 -o target/bench-startup/hello target/bench-startup/hello.rs
rustc -C opt-level=3 -C target-feature=+crt-static -o target/bench-startup/hello-static \
    target/bench-startup/hello.rs

hyperfine --shell=none --warmup 20 --runs "$runs" --style basic \
    --export-json target/bench-startup/times.json \
    "target/bench-startup/hello" \
    "target/bench-startup/hello-static" \
    "$warband hit --ws 4 --vs 3 --json"

python3 - target/bench-startup/times.json <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
hello, static, lookup = (r["median"] for r in results)
print(f"median: hello-world {hello * 1e3:.2f} ms (static {static * 1e3:.2f} ms), "
      f"lookup {lookup * 1e3:.2f} ms; ratio {lookup / hello:.2f}x hello-world, "
      f"{lookup / static:.2f}x the static one")
PY
