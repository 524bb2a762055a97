#!/usr/bin/env bash
# Every pinned picture keeps its text inside its box whatever font the viewer has: each one
# under Tests/**/__Snapshots__ and the documentation's pictures is drawn by Inkscape (which
# honours the pictures' textLength, as browsers do) with fontconfig limited to DejaVu, a font
# the pictures are not measured with, and no pixel of text may fall outside its text box.
# Installs inkscape and fonts-dejavu-core when they are missing.
set -euo pipefail
missing=()
command -v inkscape >/dev/null || missing+=(inkscape)
[[ -d /usr/share/fonts/truetype/dejavu ]] || missing+=(fonts-dejavu-core)
if ((${#missing[@]})); then
  if command -v apt-get >/dev/null && [[ $(id -u) -eq 0 ]]; then
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
      --no-install-recommends "${missing[@]}") >/dev/null
  else
    echo "66-text-in-box: install ${missing[*]}" >&2
    exit 3
  fi
fi
pictures=(Docs/FluentAlert.docc/Resources/Pictures)
while IFS= read -r folder; do pictures+=("$folder"); done \
  < <(find Tests -type d -name __Snapshots__ | sort)
python3 .ci/tools/text_in_box.py --fonts /usr/share/fonts/truetype/dejavu "${pictures[@]}"
