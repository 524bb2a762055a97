#!/usr/bin/env bash
# The review gallery of the documentation's dialogs (Examples/ReviewGallery): built twice from the
# JSON files and the String Catalog, byte-identical, well-formed XHTML with no script or event
# attribute; no layout warning in English at the default size, and warnings (exit 7) at the
# accessibility size.
set -euo pipefail
swift build --product fluentalert
bin="$(swift build --show-bin-path)/fluentalert"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
gallery=(
  gallery --catalog Examples/ReviewGallery/Localizable.xcstrings
  --text-size large,accessibility-extra-extra-large Examples/ReviewGallery/Dialogs
)

"$bin" "${gallery[@]}" -o "$work/first.html"
"$bin" "${gallery[@]}" >"$work/second.html"
cmp "$work/first.html" "$work/second.html"

python3 - "$work/first.html" <<'PY'
import sys
import xml.etree.ElementTree as ET

root = ET.parse(sys.argv[1]).getroot()
xhtml = "{http://www.w3.org/1999/xhtml}"
assert root.tag == xhtml + "html", root.tag
elements = list(root.iter())
for element in elements:
    name = element.tag.split("}")[-1].lower()
    assert name not in ("script", "iframe", "object", "embed"), name
    for attribute, value in element.attrib.items():
        assert not attribute.split("}")[-1].lower().startswith("on"), (name, attribute)
        if attribute.lower() in ("href", "src"):
            assert value.startswith("#dialog-"), (name, attribute, value)
figures = [e for e in elements if e.tag == xhtml + "figure"]
# 3 dialogs x 5 languages x (iOS at 2 sizes + Mac + terminal) x light and dark
assert len(figures) == 3 * 5 * 4 * 2, len(figures)
print(f"gallery: {len(figures)} pictures, well-formed, no script")
PY

# The documentation's dialogs fit in English at the default size...
"$bin" gallery --language en --fail-on-warnings Examples/ReviewGallery/Dialogs >/dev/null
# ...and at the accessibility size the longer titles are reported, with status 7.
status=0
"$bin" "${gallery[@]}" --warnings --fail-on-warnings >"$work/warnings" || status=$?
if [[ $status -ne 7 ]]; then
  echo "expected exit 7 with warnings, got $status" >&2
  exit 1
fi
grep -q "discard-changes.json: ios-alert, accessibility-extra-extra-large, de: the title needs" \
  "$work/warnings"
echo "gallery: deterministic; $(wc -l <"$work/warnings") warnings at the accessibility size"
