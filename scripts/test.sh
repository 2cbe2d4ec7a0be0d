#!/usr/bin/env bash
# The one test command (npm test): types, Jest unit/component tests, the production build, and
# the browser tests in Chromium against that build.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

# Each step's wall time and CPU time (user + sys of the processes it ran, from bash's `times`),
# printed when the next step starts and listed again at the end: where CI's minutes go. The proofs
# lane runs beside the other steps and prints its own figures; its CPU also counts in the step
# during which it ended.
TIMINGS=""
STEP_NAME=""
STEP_WALL=0
STEP_CPU=0
TIMES_FILE=$(mktemp)
PROOFS_PID=""
BUILD_PID=""
# On any exit: the proofs lane and the production build (below) stop with the rest, and the scratch file goes.
trap '[ -n "$PROOFS_PID" ] && kill -- -"$PROOFS_PID" 2>/dev/null; [ -n "$BUILD_PID" ] && kill -- -"$BUILD_PID" 2>/dev/null; rm -f "$TIMES_FILE"' EXIT
# Whole CPU seconds in a file `times` wrote: its second line, user and sys of the waited-for children.
cpu_in() { awk 'END { n = 0; for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); n += t[1] * 60 + t[2] } printf "%.0f", n }' "$1"; }
# Sets CPU_NOW: CPU seconds used so far by the processes this shell has waited for. `times` runs in
# this shell (in a command substitution it would see only the subshell's children).
cpu_now() {
  times >"$TIMES_FILE"
  CPU_NOW=$(cpu_in "$TIMES_FILE")
}
end_step() {
  [ -n "$STEP_NAME" ] || return 0
  cpu_now
  local line
  line=$(printf '%5d s wall %6d s CPU  %s' $((SECONDS - STEP_WALL)) $((CPU_NOW - STEP_CPU)) "$STEP_NAME")
  printf '\033[2m%s\033[0m\n' "$line"
  TIMINGS+="$line"$'\n'
}
step() {
  end_step
  cpu_now
  STEP_NAME="$1" STEP_WALL=$SECONDS STEP_CPU=$CPU_NOW
  printf '\n\033[1m== %s\033[0m\n' "$1"
}

# Waits for a job started in the background (PID, its LOG, WHAT it is), prints its output and stops
# the run when it failed.
finish_lane() {
  local status=0
  wait "$1" || status=$?
  cat "$2"
  [ "$status" -eq 0 ] || { echo "$3 failed (exit $status): see above." >&2; exit "$status"; }
}

# Each Jest run writes a JSON report here; the last step prints one total line from them.
RESULTS="e2e/.artifacts/results"
rm -rf "$RESULTS" && mkdir -p "$RESULTS"

step "Chromium"
bash scripts/ensure-chromium.sh

# The build proofs (e2e/proofs/): on a small fixture site in a temporary folder, an edit of the
# MDX pipeline and then content and code edits, built incrementally, give the same site as a stock
# cold build of the same sources (SQUIRE_SPEED=0, speed patches reversed in copies of the patched
# packages): incremental = cold and fast = stock in one comparison. Four builds that share nothing
# with the steps below, so they run beside them from here on (most steps below leave a core idle
# part of the time); their output is printed in the step "Proofs".
PROOFS_LOG="e2e/.artifacts/proofs.log"
printf '\n\033[1m== Proofs: started, beside the steps below (output in the step "Proofs")\033[0m\n'
set -m # the lane in its own process group, so the trap above ends its whole tree
(
  SECONDS=0
  status=0
  npx jest --config e2e/jest.proofs.config.js --ci --runInBand --json --outputFile="$RESULTS/proofs.json" || status=$?
  times >"$TIMES_FILE.proofs"
  echo "proofs lane: ${SECONDS} s wall, $(cpu_in "$TIMES_FILE.proofs") s CPU"
  rm -f "$TIMES_FILE.proofs"
  exit "$status"
) >"$PROOFS_LOG" 2>&1 &
PROOFS_PID=$!
set +m

step "Type check (tsc): the whole project and, beside it, the build wing without the DOM library"
npx tsc --noEmit -p src/build/tsconfig.json &
build_wing_tsc=$!
npx tsc --noEmit
wait "$build_wing_tsc"

# The unit tests run in one process (in band: one transform of each file serves all three Jest
# projects, jest-preprocess.js), so once the proofs lane ends a core would sit idle until they
# finish: the production build runs beside them instead. It starts after tsc, which reads
# src/gatsby-types.d.ts (the build writes it again). No unit test reads the site's public/ or .cache.
# From a clean cache: CI checks what a fresh clone builds (e2e/proofs/ checks incremental builds).
BUILD_LOG="e2e/.artifacts/build.log"
step "Unit and component tests (Jest), the production build beside them (output in the next step)"
set -m
(
  SECONDS=0
  npx gatsby clean
  env -u GATSBY_ANALYTICS_API_KEY -u GATSBY_ANALYTICS_PROXY_URL npx gatsby build
  echo "production build: ${SECONDS} s wall"
) >"$BUILD_LOG" 2>&1 &
BUILD_PID=$!
set +m
npx jest --config jest.config.js --ci --json --outputFile="$RESULTS/unit.json"

step "Production build (gatsby build, from a clean cache; started beside the unit tests)"
finish_lane "$BUILD_PID" "$BUILD_LOG" "The production build"
BUILD_PID=""

# Two files at a time: the browser tests keep both cores busy (three at a time were slower on two
# cores: 834 s against 643 s, each file twice as long). The files share nothing but the served
# public/ (each writes only to its own temporary folders and listens on its own free port); the
# longest start first (e2e/support/longestFirstSequencer.js), the accessibility sweep before all.
step "Browser tests (Chromium), two files at a time"
E2E_REUSE_BUILD=1 npx jest --config e2e/jest.config.js --ci --maxWorkers=2 --json --outputFile="$RESULTS/e2e.json"

# Analytics against a loopback collector: the default build built again, incrementally, with
# GATSBY_ANALYTICS_PROXY_URL baked in (the proofs show an incremental build equals a cold one),
# and the collector spec (e2e/collector/, its own Jest config). After the main browser run, which
# checks what the default (analytics-off) build ships: public/ ends up as the analytics build.
ANALYTICS_COLLECTOR_URL="${ANALYTICS_COLLECTOR_URL:-http://127.0.0.1:47891/collect}"
step "Production build with analytics to a loopback collector ($ANALYTICS_COLLECTOR_URL)"
node -e 'const u = new URL(process.argv[1]); const s = require("net").createServer();
  s.once("error", (e) => { console.error(`${u.host} is taken (${e.code}): set ANALYTICS_COLLECTOR_URL to a free loopback port`); process.exit(1) });
  s.listen(Number(u.port), u.hostname, () => s.close())' "$ANALYTICS_COLLECTOR_URL"
GATSBY_ANALYTICS_PROXY_URL="$ANALYTICS_COLLECTOR_URL" npx gatsby build

step "Analytics browser test (collector)"
GATSBY_ANALYTICS_PROXY_URL="$ANALYTICS_COLLECTOR_URL" E2E_REUSE_BUILD=1 \
  npx jest --config e2e/jest.collector.config.js --ci --runInBand --json --outputFile="$RESULTS/analytics.json"

step "Proofs: incremental = cold, fast = stock (the lane started above)"
finish_lane "$PROOFS_PID" "$PROOFS_LOG" "The build proofs"
PROOFS_PID=""

end_step
STEP_NAME=""
printf '\n\033[1m== Time\033[0m\n%s%5d s wall in all\n' "$TIMINGS" "$SECONDS"

step "Total"
node -e '
  const fs = require("fs"), path = require("path"), dir = process.argv[1]
  const runs = fs.readdirSync(dir).map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")))
  const sum = (key) => runs.reduce((n, r) => n + r[key], 0)
  console.log(`tests: ${sum("numPassedTests")} passed, ${sum("numFailedTests")} failed, ${sum("numPendingTests")} skipped`)
' "$RESULTS"
