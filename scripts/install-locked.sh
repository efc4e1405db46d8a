#!/bin/sh
# Installs exactly the committed package-lock.json, for the Docker image and CI alike.
# `npm ci` refuses this lockfile: it lacks other platforms' optional binaries of @swc/core and
# Nx, which the registry we install from does not serve. `npm install` honours the lockfile's
# versions; this fails if it had to change the lockfile, so drift cannot slip into an image.
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
