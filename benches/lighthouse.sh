#!/usr/bin/env bash
# Lighthouse's mobile preset (a mid-range phone on slow 4G, simulated) on the hosted page
# (web/dist/, built first), served from this machine by benches/serve_page.py with its .br/.gz
# files, as a static host serves them. Three runs; prints each run's Performance score and
# metrics. Lighthouse comes from npm into target/lighthouse/ (once); Chromium is Debian's.
#
#   benches/lighthouse.sh
#
# Lighthouse simulates the network from what the page itself fetched: the engine, which the
# page's worker fetches, is outside its model. The first answer on a slow network is timed by
# `cargo bench --bench web` against benches/serve_page.py --slow-4g instead.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tools="$root/target/lighthouse"
if [ ! -x "$tools/node_modules/.bin/lighthouse" ]; then
    mkdir -p "$tools"
    (cd "$tools" && timeout 600 npm install --no-audit --no-fund --silent lighthouse@12)
fi
"$root/web/build"
port=8765
"$root/benches/serve_page.py" "$port" &
server=$!
trap 'kill $server' EXIT
sleep 1
for run in 1 2 3; do
    CHROME_PATH=/usr/bin/chromium "$tools/node_modules/.bin/lighthouse" \
        "http://127.0.0.1:$port/#hit%20--ws%204%20--vs%203" --quiet --form-factor=mobile \
        --only-categories=performance --output=json --output-path="$tools/run-$run.json" \
        --chrome-flags="--headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync"
    python3 - "$tools/run-$run.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time",
           "cumulative-layout-shift", "speed-index", "total-byte-weight"]
print("Performance %d: %s" % (round(100 * r["categories"]["performance"]["score"]),
      ", ".join("%s %s" % (m, r["audits"][m]["displayValue"].replace("\xa0", " ")) for m in metrics)))
PY
done
