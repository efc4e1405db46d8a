#!/usr/bin/env bash
# Writes the typed client's schema (libs/api-client/src/schema.ts) from the committed OpenAPI
# document, backend/openapi.json, formatted as the repository formats TypeScript.
# Usage: scripts/generate-api-client.sh [output file]   (default: libs/api-client/src/schema.ts)
set -euo pipefail
cd "$(dirname "$0")/.."

document=backend/openapi.json
schema=libs/api-client/src/schema.ts
output=${1:-$schema}

[ -f "$document" ] || {
  echo "$document is missing: write the OpenAPI document first" >&2
  exit 1
}

# Prettier reads its settings for the committed path, so a copy written elsewhere (by
# check-api-client.sh) comes out byte for byte as the committed file would.
{
  printf '%s\n' \
    '// Generated from backend/openapi.json by openapi-typescript: do not edit by hand.' \
    '// Regenerate with scripts/generate-api-client.sh after the API changes.' \
    ''
  # An empty Redocly configuration: the document's lint rules (redocly.yaml) judge the document,
  # they must not change or stop the generation.
  npx --no-install openapi-typescript "$document" --redocly /dev/null
} | npx --no-install prettier --stdin-filepath "$schema" >"$output.tmp"
mv "$output.tmp" "$output"
