#!/usr/bin/env bash
# Runs the Docker image's install on a fresh copy of the committed tree, with only the files the
# Dockerfile copies before its install step, and fails if the install fails or changes the
# lockfile. No Docker daemon is needed: the Dockerfile and this check share install-locked.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

dockerfile=docker/Dockerfile
install_step='RUN sh scripts/install-locked.sh'
grep -qx "$install_step" "$dockerfile" || {
  echo "$dockerfile does not install with scripts/install-locked.sh" >&2
  exit 1
}

src=$(mktemp -d)
work=$(mktemp -d)
trap 'rm -rf "$src" "$work"' EXIT
git archive HEAD | tar -x -C "$src"
mkdir -p "$work/app"

# The build stage's COPY lines up to the install, as Docker would run them (WORKDIR /app).
while read -r instruction rest; do
  case "$instruction" in
    COPY)
      read -r -a args <<<"$rest"
      dest=${args[-1]}
      mkdir -p "$work/app/$dest"
      for source in "${args[@]:0:${#args[@]}-1}"; do
        cp "$src/$source" "$work/app/$dest"
      done
      ;;
    RUN) [ "$instruction $rest" = "$install_step" ] && break ;;
  esac
done <"$dockerfile"

cd "$work/app"
echo "Installing in $(pwd) with: $(ls -A | tr '\n' ' ')"
sh scripts/install-locked.sh
test -d node_modules/@nestjs/core
echo "The Docker image's install honours the committed lockfile"
