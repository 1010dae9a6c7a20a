#!/usr/bin/env bash
# Lighthouse (mobile preset, simulated throttling) against the production server on loopback,
# with Debian's Chromium. Runs every page RUNS times (default 5) and prints the medians of the
# performance score, FCP, LCP, TBT, CLS and transferred bytes. Run by hand:
#   npm run build && bash bench/lighthouse.sh [/path ...]
#   RUNS=3 bash bench/lighthouse.sh /legal-tracker
#   ROOT=/path/to/another/checkout bash bench/lighthouse.sh   # serve another build (before/after)
#   BASE_URL=http://127.0.0.1:8080 bash bench/lighthouse.sh /x  # measure a server already running
#                                                                # (bench/lighthouse-floor.ts does)
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=${PORT:-4390}
RUNS=${RUNS:-5}
ROOT=${ROOT:-$PWD}
paths=("$@")
# Home, the tracker, a country page, a review and an article: one of each page type.
[ ${#paths[@]} -gt 0 ] || paths=(/ /legal-tracker /legal-tracker/germany /vpn/mullvad /privacy-guide)

if [ -n "${BASE_URL:-}" ]; then
  base=$BASE_URL
  echo "server: $base"
else
  base=http://127.0.0.1:$PORT
  # Node itself (exec), so $! is the server and the trap stops it; a stale server on the port is refused.
  if curl -sf "http://127.0.0.1:$PORT/api/health" >/dev/null; then echo "port $PORT is already serving: stop that server or set PORT"; exit 1; fi
  (cd "$ROOT" && PORT=$PORT HOST=127.0.0.1 exec node --import tsx server/main.ts) >/tmp/privacy-atlas-lighthouse-server.log 2>&1 &
  server=$!
  trap 'kill $server 2>/dev/null || true' EXIT
  for _ in $(seq 100); do curl -sf "http://127.0.0.1:$PORT/api/health" >/dev/null && break; sleep 0.2; done
  curl -sf "http://127.0.0.1:$PORT/api/health" >/dev/null || { echo "server did not start: /tmp/privacy-atlas-lighthouse-server.log"; exit 1; }
fi

out=$(mktemp -d)
[ -n "${BASE_URL:-}" ] || echo "root: $ROOT"
echo "$RUNS runs per page · medians"
printf '%-28s %6s %8s %8s %8s %7s %9s\n' page score FCP LCP TBT CLS bytes
for path in "${paths[@]}"; do
  reports=()
  for run in $(seq "$RUNS"); do
    report="$out/$(echo "$path" | tr '/' '_')-$run.json"
    if CHROME_PATH=/usr/bin/chromium npx lighthouse "$base$path" --quiet --output=json --output-path="$report" \
      --only-categories=performance --form-factor=mobile \
      --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run" >/dev/null 2>&1; then
      reports+=("$report")
    fi
  done
  [ ${#reports[@]} -gt 0 ] || { echo "$path: lighthouse failed"; continue; }
  node -e '
    const fs = require("fs");
    const [path, ...files] = process.argv.slice(1);
    const runs = files.map((file) => JSON.parse(fs.readFileSync(file, "utf8")));
    const median = (values) => { const s = [...values].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
    const of = (id) => median(runs.map((r) => r.audits[id].numericValue));
    const score = median(runs.map((r) => r.categories.performance.score * 100));
    const s = (ms) => (ms / 1000).toFixed(2) + " s";
    console.log(path.padEnd(28), String(Math.round(score)).padStart(6), s(of("first-contentful-paint")).padStart(8),
      s(of("largest-contentful-paint")).padStart(8), (Math.round(of("total-blocking-time")) + " ms").padStart(8),
      of("cumulative-layout-shift").toFixed(3).padStart(7), (Math.round(of("total-byte-weight") / 1024) + " KiB").padStart(9),
      files.length < Number(process.env.RUNS) ? `(${files.length} runs)` : "");
  ' "$path" "${reports[@]}"
done
