#!/usr/bin/env bash
# Every pinned SVG preview renders: each one under Tests/**/__Snapshots__, the documentation's
# pictures (Docs/FluentAlert.docc/Resources/Pictures) and what `fluentalert preview` writes in
# every look are converted to PNG with rsvg-convert (installed by the conversion script when
# missing). Renders only: the pictures' bytes are pinned by the tests and the snippets check.
set -euo pipefail
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swift build --product fluentalert
bin="$(swift build --show-bin-path)/fluentalert"
cat >"$work/share.json" <<'JSON'
{"fluentalert": 1, "style": "actionSheet", "title": "Share <&> “Photo”",
 "actions": [{"title": "Copy", "key": "copy"}, {"title": "Cancel", "key": "cancel", "role": "cancel"}]}
JSON
mkdir -p "$work/cli"
for look in ios-alert ios-action-sheet macos-alert terminal; do
  for appearance in light dark; do
    "$bin" preview --look "$look" --appearance "$appearance" \
      -o "$work/cli/$look-$appearance.svg" "$work/share.json"
  done
done
pinned=$(find Tests -path '*__Snapshots__*' -name '*.svg' | wc -l)
if ((pinned < 80)); then
  echo "expected at least 80 pinned SVG previews, found $pinned" >&2
  exit 1
fi
bash .ci/tools/svg-to-png.sh --no-fonts Tests Docs/FluentAlert.docc/Resources/Pictures "$work/cli" \
  -o "$work/png"
