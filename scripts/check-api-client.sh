#!/usr/bin/env bash
# Fails when the committed typed client (libs/api-client/src/schema.ts) is not what
# scripts/generate-api-client.sh makes from the committed OpenAPI document (backend/openapi.json).
set -euo pipefail
cd "$(dirname "$0")/.."

schema=libs/api-client/src/schema.ts
fresh=$(mktemp)
trap 'rm -f "$fresh"' EXIT

scripts/generate-api-client.sh "$fresh"
if ! diff -u --label "$schema (committed)" --label "$schema (generated)" "$schema" "$fresh"; then
  echo >&2
  echo "$schema differs from a fresh generation from backend/openapi.json." >&2
  echo "Run scripts/generate-api-client.sh and commit the result." >&2
  exit 1
fi
echo "$schema matches backend/openapi.json"
