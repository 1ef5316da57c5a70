#!/usr/bin/env bash
# Takes the README's screenshot of the HTML replay (`Timeline::to_html`) of
# a run of the sniper example: `cargo run --example sniper --features
# timeline -- --html FILE`, opened at tick 12 in headless Chromium, saved
# as docs/replay.png (committed). tests/test_timeline.rs checks the page
# itself in Chromium. Installs Debian's chromium if it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq chromium >/dev/null
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cargo run --quiet --example sniper --features timeline -- --html "$work/replay.html" >/dev/null
chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
  --disable-background-networking --disable-component-update --disable-sync \
  --hide-scrollbars --user-data-dir="$work/profile" --window-size=1100,330 \
  --screenshot="$PWD/docs/replay.png" "file://$work/replay.html#tick=12" 2>/dev/null
echo "render-replay.sh: docs/replay.png ($(chromium --version 2>/dev/null))"
