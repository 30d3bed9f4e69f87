#!/usr/bin/env bash
# Installs n8n (and the Node that runs it) into a cache outside the clone, so the n8n end-to-end test
# does not repeat its installs (1.9 GB for 1.123, 3.0 GB for 2.41) on every run. Each version gets its
# own folder, left alone once complete.
#
#   scripts/n8n/install.sh [version...]   default: every version the test covers (tests/n8n/versions.json)
#   N8N_VERSION=2.41.1 NODE_MAJOR=24      the same for one version; NODE_MAJOR defaults by n8n major
#   FLUXOTECA_N8N_DIR   cache root (default: $XDG_CACHE_HOME or ~/.cache, /fluxoteca); the install
#                       goes into <root>/n8n-<version>
#
# Prints each install folder on the last line of its part.
set -euo pipefail

root="${FLUXOTECA_N8N_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/fluxoteca}"
here="$(cd "$(dirname "$0")" && pwd)"

if (( $# == 0 )); then
  if [[ -n "${N8N_VERSION:-}" ]]; then
    set -- "$N8N_VERSION"
  else
    # The same list the test reads, so both stay in step.
    mapfile -t versions < <(grep -oE '"[0-9]+\.[0-9]+\.[0-9]+"' "$here/../../tests/n8n/versions.json" | tr -d '"')
    set -- "${versions[@]}"
  fi
fi

install_one() {
  local version="$1" major="${1%%.*}"
  local node_major="${NODE_MAJOR:-}"
  # n8n 1.x: isolated-vm 6 of its expression sandbox needs Node >= 22. n8n 2.x: engines ">=24".
  [[ -n "$node_major" ]] || { (( major >= 2 )) && node_major=24 || node_major=22; }
  local dir="$root/n8n-$version"
  local marker="$dir/.installed"

  if [[ -f "$marker" ]]; then
    echo "n8n $version já instalado"
    echo "$dir"
    return 0
  fi

  local started
  started=$(date +%s)
  mkdir -p "$dir/node" "$dir/app"

  # The registry's `node` package installs the official build for this platform (node-<os>-<arch>).
  echo "Node $node_major..."
  (cd "$dir/node" && { [[ -f package.json ]] || echo '{"private":true}' > package.json; } &&
    npm install --no-audit --no-fund --loglevel=error "node@$node_major")
  local node="$dir/node/node_modules/node/bin/node"
  "$node" --version

  # n8n pins xlsx to a tarball outside the npm registry (cdn.sheetjs.com); the registry's last
  # release replaces it. Same in 1.x and 2.x, and the only override either needs. (2.41.3 cannot be
  # fixed that way: some twenty of its own @n8n/* and n8n-* packages are missing from the registry.)
  local overrides='"xlsx": "0.18.5"'

  echo "n8n $version..."
  cat > "$dir/app/package.json" <<EOF
{
  "private": true,
  "dependencies": { "n8n": "$version" },
  "overrides": { $overrides }
}
EOF
  # Install scripts are skipped: they would build native modules n8n does not need here (sqlite3,
  # for one: the test runs n8n on Postgres). isolated-vm ships prebuilt binaries; check it loads.
  (cd "$dir/app" && npm install --ignore-scripts --no-audit --no-fund --loglevel=error)
  (cd "$dir/app" && "$node" -e "const ivm = require('isolated-vm'); new ivm.Isolate().dispose()")

  "$node" "$dir/app/node_modules/n8n/bin/n8n" --version
  date -u +%FT%TZ > "$marker"
  echo "n8n $version instalado em $(( $(date +%s) - started ))s ($(du -sh "$dir" | cut -f1))"
  echo "$dir"
}

for version in "$@"; do install_one "$version"; done
