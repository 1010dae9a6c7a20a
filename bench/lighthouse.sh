#!/usr/bin/env bash
# Lighthouse (mobile preset, simulated throttling) against the production server on loopback,
# with Debian's Chromium. Prints performance score, LCP, TBT and CLS per page. Run by hand:
#   npm run build && bash bench/lighthouse.sh [/path ...]
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=${PORT:-4390}
paths=("$@")
[ ${#paths[@]} -gt 0 ] || paths=(/ /legal-tracker /legal-tracker/united-kingdom)

PORT=$PORT HOST=127.0.0.1 npx tsx server/main.ts >/tmp/privacy-atlas-lighthouse-server.log 2>&1 &
server=$!
trap 'kill $server 2>/dev/null' EXIT
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$PORT/api/health" >/dev/null && break; sleep 0.1; done

out=$(mktemp -d)
printf '%-34s %6s %9s %8s %7s\n' page score LCP TBT CLS
for path in "${paths[@]}"; do
  report="$out/report.json"
  CHROME_PATH=/usr/bin/chromium npx lighthouse "http://127.0.0.1:$PORT$path" --quiet --output=json --output-path="$report" \
    --only-categories=performance --form-factor=mobile \
    --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run" >/dev/null 2>&1 || { echo "$path: lighthouse failed"; continue; }
  node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const a = r.audits;
    console.log(process.argv[2].padEnd(34), String(Math.round(r.categories.performance.score * 100)).padStart(6),
      a["largest-contentful-paint"].displayValue.padStart(9), a["total-blocking-time"].displayValue.padStart(8), a["cumulative-layout-shift"].displayValue.padStart(7));
  ' "$report" "$path"
done
