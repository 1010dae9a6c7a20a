#!/usr/bin/env bash
# Every check CI runs, in order: typecheck, formatting, lint, unused code (knip.jsonc), data, content and translation checks, unit and server tests, build, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
step() { printf '\n== %s ==\n' "$1"; }

step "Typecheck"; npm run -s typecheck
step "Format"; npm run -s format:check
step "Lint"; npm run -s lint
step "Unused code"; npx knip
step "Data check"; npm run -s data:check && npm run -s data:review >/dev/null
step "Content check"; npm run -s content:check
step "Translations"; npm run -s i18n:check -- --strict
step "Unit and server tests"; bash scripts/ensure-redis.sh && npx vitest run
step "Build"; npx react-router build >/dev/null && npx tsx scripts/postbuild.ts
step "Bundle budget"; npm run -s budget | tail -3
step "Browser tests"; bash scripts/ensure-chromium.sh && npx playwright test
printf '\nAll checks passed in %ss\n' "$(( $(date +%s) - started ))"
