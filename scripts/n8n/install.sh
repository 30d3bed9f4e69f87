#!/usr/bin/env bash
# Installs n8n (and the Node 22 that runs it) into a cache outside the clone, so the n8n end-to-end
# test does not repeat a 1.8 GB install on every run. Does nothing when the cache is complete.
#
#   FLUXOTECA_N8N_DIR   where to install (default: $XDG_CACHE_HOME or ~/.cache, /fluxoteca/n8n-<version>)
#
# Prints the install folder on its last line.
set -euo pipefail

N8N_VERSION=1.123.81
NODE_MAJOR=22
dir="${FLUXOTECA_N8N_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/fluxoteca/n8n-$N8N_VERSION}"
marker="$dir/.installed"

if [[ -f "$marker" ]]; then
  echo "n8n $N8N_VERSION já instalado"
  echo "$dir"
  exit 0
fi

started=$(date +%s)
mkdir -p "$dir/node" "$dir/app"

# n8n's expression sandbox (isolated-vm 6) requires Node >= 22, whatever node runs this script.
# The registry's `node` package installs the official build for this platform (node-<os>-<arch>).
echo "Node $NODE_MAJOR..."
cd "$dir/node"
[[ -f package.json ]] || echo '{"private":true}' > package.json
npm install --no-audit --no-fund --loglevel=error "node@$NODE_MAJOR"
node22="$dir/node/node_modules/node/bin/node"
"$node22" --version

echo "n8n $N8N_VERSION..."
cd "$dir/app"
# n8n pins xlsx to a tarball outside the npm registry; the registry's last release replaces it.
cat > package.json <<EOF
{
  "private": true,
  "dependencies": { "n8n": "$N8N_VERSION" },
  "overrides": { "xlsx": "0.18.5" }
}
EOF
# Install scripts are skipped: they would build native modules n8n does not need here (sqlite3, for
# one: the test runs n8n on Postgres). isolated-vm ships a prebuilt binary for Node 22; check it loads.
npm install --ignore-scripts --no-audit --no-fund --loglevel=error
"$node22" -e "const ivm = require('isolated-vm'); new ivm.Isolate().dispose()"

"$node22" node_modules/n8n/bin/n8n --version
date -u +%FT%TZ > "$marker"
echo "n8n $N8N_VERSION instalado em $(( $(date +%s) - started ))s"
echo "$dir"
