#!/bin/sh
# Regenerates the static brand assets in public/:
#   logos/*.svg           from content/home.ts (make-logos.ts, Node 24)
#   og-image.png          1200x630, from og-image.html
#   apple-touch-icon.png  180x180, from icon.html and public/favicon.svg
#   favicon.ico           32x32 PNG-in-ICO, from the same
# public/favicon.svg is hand-written; edit it and rerun.
# Needs Debian's Chromium (apt-get install -y chromium) and python3.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
chromium=${CHROMIUM:-/usr/bin/chromium}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

shoot() { # size output url [extra flags]
  size=$1 out=$2 url=$3
  shift 3
  "$chromium" --headless --no-sandbox --disable-gpu --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --hide-scrollbars --user-data-dir="$tmp/profile" \
    --window-size="$size" --screenshot="$out" "$@" "$url" 2>/dev/null
}

node "$here/make-logos.ts"

# The virtual time lets the brand font (og-image.html's @font-face) load before the shot.
shoot 1200,630 "$root/public/og-image.png" "file://$here/og-image.html" --virtual-time-budget=2000
shoot 180,180 "$root/public/apple-touch-icon.png" "file://$here/icon.html#square"
shoot 32,32 "$tmp/favicon-32.png" "file://$here/icon.html" --default-background-color=00000000
python3 "$here/png-to-ico.py" "$tmp/favicon-32.png" "$root/public/favicon.ico"

echo "assets written to $root/public"
