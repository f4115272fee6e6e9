#!/usr/bin/env bash
# warband against icepool (PyPI), whole process against whole process, on the same question:
# the exact distribution of unsaved wounds of 60 attacks (WS4 vs WS3: 3+ to hit; S4 vs T3:
# 3+ to wound; a 5+ save at -1 for S4: 6+), in wfb, which has no criticals, so that icepool's
# plain sum of 60 independent attacks is the same model. Checks that both give the same exact
# distribution, then prints median times and the ratio.
#
#   bash benches/icepool.sh [runs]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
runs=${1:-30}

cargo build --release --quiet
warband=target/$(rustc -vV | sed -n 's/^host: //p')/release/warband
venv=target/bench-venv
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet icepool
fi

cat > target/bench-icepool.py <<'PY'
import json, sys
import icepool
hit = icepool.d6 >= 3
wound = icepool.d6 >= 3
unsaved = icepool.d6 <= 5
dist = 60 @ (hit & wound & unsaved)
denominator = dist.denominator()
json.dump({str(k): f"{v}/{denominator}" for k, v in dist.items()}, sys.stdout)
PY

warband_cmd=("$warband" odds --rules wfb --ws 4 --s 4 -a 60 --vs 3 --t 3 --armour 5 --json)
icepool_cmd=("$venv/bin/python" target/bench-icepool.py)

python3 - "$runs" "${#warband_cmd[@]}" "${warband_cmd[@]}" "${icepool_cmd[@]}" <<'PY'
import json, statistics, subprocess, sys, time
from fractions import Fraction
runs = int(sys.argv[1])
n = int(sys.argv[2])
warband, icepool = sys.argv[3:3 + n], sys.argv[3 + n:]

def run(cmd):
    return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout

ours = json.loads(run(warband))
theirs = json.loads(run(icepool))
mine = {str(e["outcome"]): Fraction(e["probability"]["exact"]) for e in ours["wounds"]}
other = {k: Fraction(v) for k, v in theirs.items() if Fraction(v) != 0}
assert mine == other, "warband and icepool disagree"
print(f"same exact distribution: {len(mine)} outcomes")

def median_ms(cmd):
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run(cmd, check=True, capture_output=True)
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000

w = median_ms(warband)
i = median_ms(icepool)
print(f"warband  median {w:8.2f} ms  ({' '.join(warband[1:])})")
print(f"icepool  median {i:8.2f} ms  (python + icepool, 60 @ attack)")
print(f"ratio    {i / w:8.1f}x faster")
PY
