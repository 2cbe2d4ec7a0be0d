#!/usr/bin/env bash
# The one test command (npm test): types, Jest unit/component tests, the production build, and
# the browser tests in Chromium against that build.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

# Each Jest run writes a JSON report here; the last step prints one total line from them.
RESULTS="e2e/.artifacts/results"
rm -rf "$RESULTS" && mkdir -p "$RESULTS"

step "Chromium"
bash scripts/ensure-chromium.sh

step "Type check (tsc): the whole project, then the build wing without the DOM library"
npx tsc --noEmit
npx tsc --noEmit -p src/build/tsconfig.json

step "Unit and component tests (Jest)"
npx jest --config jest.config.js --ci --json --outputFile="$RESULTS/unit.json"

# The build proofs (e2e/proofs/): on a small fixture site in a temporary folder, an incremental
# build after each group of edits equals a cold build of the same sources, and the default build
# equals a stock one (SQUIRE_SPEED=0, speed patches reversed in copies of the patched packages).
step "Proofs: incremental = cold, fast = stock"
npx jest --config e2e/jest.proofs.config.js --ci --runInBand --json --outputFile="$RESULTS/proofs.json"

# Analytics against a loopback collector: a build with GATSBY_ANALYTICS_PROXY_URL baked in, and
# the collector spec (e2e/collector/, its own Jest config). Before the default build, so public/
# ends up as the default (analytics-off) site that the main browser run checks.
ANALYTICS_COLLECTOR_URL="${ANALYTICS_COLLECTOR_URL:-http://127.0.0.1:47891/collect}"
step "Production build with analytics to a loopback collector ($ANALYTICS_COLLECTOR_URL)"
node -e 'const u = new URL(process.argv[1]); const s = require("net").createServer();
  s.once("error", (e) => { console.error(`${u.host} is taken (${e.code}): set ANALYTICS_COLLECTOR_URL to a free loopback port`); process.exit(1) });
  s.listen(Number(u.port), u.hostname, () => s.close())' "$ANALYTICS_COLLECTOR_URL"
# From a clean cache: CI checks what a fresh clone builds (e2e/proofs/ checks incremental builds).
npx gatsby clean
GATSBY_ANALYTICS_PROXY_URL="$ANALYTICS_COLLECTOR_URL" npx gatsby build

step "Analytics browser test (collector)"
GATSBY_ANALYTICS_PROXY_URL="$ANALYTICS_COLLECTOR_URL" E2E_REUSE_BUILD=1 \
  npx jest --config e2e/jest.collector.config.js --ci --runInBand --json --outputFile="$RESULTS/analytics.json"

step "Production build (gatsby build)"
# From a clean cache again: an incremental build keeps the previous build's chunks in public/
# (the analytics SDK among them), and the browser tests check what the default build ships.
npx gatsby clean
env -u GATSBY_ANALYTICS_API_KEY -u GATSBY_ANALYTICS_PROXY_URL npx gatsby build

step "Browser tests (Chromium)"
E2E_REUSE_BUILD=1 npx jest --config e2e/jest.config.js --ci --runInBand --json --outputFile="$RESULTS/e2e.json"

step "Total"
node -e '
  const fs = require("fs"), path = require("path"), dir = process.argv[1]
  const runs = fs.readdirSync(dir).map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")))
  const sum = (key) => runs.reduce((n, r) => n + r[key], 0)
  console.log(`tests: ${sum("numPassedTests")} passed, ${sum("numFailedTests")} failed, ${sum("numPendingTests")} skipped`)
' "$RESULTS"
