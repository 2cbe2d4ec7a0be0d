#!/usr/bin/env bash
# The one test command (npm test): types, Jest unit/component tests, the production build, and
# the browser tests in Chromium against that build.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "Chromium"
bash scripts/ensure-chromium.sh

step "Type check (tsc)"
npx tsc --noEmit

step "Unit and component tests (Jest)"
npx jest --config jest.config.js --ci

step "Production build (gatsby build)"
npx gatsby build

step "Browser tests (Chromium)"
E2E_REUSE_BUILD=1 npx jest --config e2e/jest.config.js --ci --runInBand
