#!/usr/bin/env bash
# The OpenAPI contract: builds the backend, writes the document fresh from the code, fails when the
# committed backend/openapi.json differs from it, then lints it with Redocly's recommended ruleset
# (redocly.yaml) and fails on any error or warning.
#   scripts/check-openapi.sh          check (CI)
#   scripts/check-openapi.sh --write  rewrite backend/openapi.json from the code, then lint it
set -euo pipefail
cd "$(dirname "$0")/.."

write=false
case "${1:-}" in
  '') ;;
  --write) write=true ;;
  *)
    echo "Usage: scripts/check-openapi.sh [--write]" >&2
    exit 2
    ;;
esac

committed=backend/openapi.json
npx nx run-many -t build -p @academy/backend --output-style=static

if $write; then
  node backend/dist/cli/openapi.js --out "$committed"
else
  fresh=$(mktemp --suffix=.json)
  trap 'rm -f "$fresh"' EXIT
  node backend/dist/cli/openapi.js --out "$fresh"
  if ! diff -u "$committed" "$fresh" >/dev/null; then
    diff -u "$committed" "$fresh" | head -n 60 >&2 || true
    echo "$committed is not the document the code describes: run scripts/check-openapi.sh --write and commit it" >&2
    exit 1
  fi
fi

npx redocly lint "$committed" --max-problems=1000 --format=stylish
# Redocly fails on errors only; a warning is a flaw of the contract as well.
warnings=$(npx redocly lint "$committed" --format=json 2>/dev/null |
  node -e 'let t = ""; process.stdin.on("data", (d) => (t += d)).on("end", () => console.log(JSON.parse(t).totals.warnings))')
if [ "$warnings" != 0 ]; then
  echo "The OpenAPI document has $warnings lint warnings (above): fix them, or turn the rule off in redocly.yaml saying why" >&2
  exit 1
fi
