#!/usr/bin/env bash
# The front end's budgets: the gzipped JavaScript /login, /dashboard and the back office fetch
# before they are usable, the largest chunk of each app, and Lighthouse's mobile performance score
# for /login and /dashboard. Builds what is not built yet (Nx's cache makes that instant after the
# browser tests), starts the built product on a fresh database, prints the table and fails when
# a budget is exceeded. The budgets live in e2e/budgets/budgets.ts.
set -euo pipefail
cd "$(dirname "$0")/.."

export NX_DAEMON="${NX_DAEMON:-false}"
npx nx run-many -t build -p @academy/backend @academy/student-web @academy/admin-web \
  --output-style=static >/dev/null
cd e2e
npx playwright test --config budgets.config.ts
