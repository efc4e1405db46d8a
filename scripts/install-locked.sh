#!/bin/sh
# Installs exactly the committed package-lock.json, for the Docker image and CI alike.
# The registry we install from has at times lacked other platforms' optional binaries (@swc/core,
# Nx), and `npm ci` refuses a lockfile that then cannot list them. `npm install` honours the
# lockfile's versions; this fails if it had to change the lockfile, so drift cannot slip into an
# image (docs/decisions.md).
set -eu
before=$(mktemp)
trap 'rm -f "$before"' EXIT
cp package-lock.json "$before"
npm install --no-audit --no-fund "$@"
if ! cmp -s "$before" package-lock.json; then
  echo "package-lock.json does not match package.json: npm install changed it:" >&2
  diff "$before" package-lock.json | head -40 >&2 || true
  exit 1
fi
