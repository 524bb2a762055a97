#!/usr/bin/env bash
# Converts SVG previews to PNG for people to look at: every .svg given (or found under the
# folders given) becomes a .png in the output folder (-o, default: beside each SVG), at twice
# the size. Installs librsvg2-bin (rsvg-convert) when it is missing, and the fonts the previews
# name (Inter, which they are measured with; Noto Sans CJK and Noto Color Emoji for Japanese,
# Chinese, Korean and emoji) unless --no-fonts is given, as CI does to prove every picture
# renders. Exits non-zero, naming the file, when a picture does not render.
#
#   .ci/tools/svg-to-png.sh Tests/FluentAlertPreviewTests/__Snapshots__ -o /tmp/previews
set -euo pipefail

out=""
fonts=true
inputs=()
while (($#)); do
  case "$1" in
  -o) out="$2"; shift 2 ;;
  --no-fonts) fonts=false; shift ;;
  *) inputs+=("$1"); shift ;;
  esac
done
if ((${#inputs[@]} == 0)); then
  echo "usage: svg-to-png.sh <file.svg | folder>... [-o output-folder]" >&2
  exit 2
fi

missing=()
command -v rsvg-convert >/dev/null || missing+=(librsvg2-bin)
if $fonts; then
  [[ -e /usr/share/fonts/opentype/inter/Inter-Regular.otf ]] || missing+=(fonts-inter)
  fc-list 2>/dev/null | grep -q "Noto Sans CJK" || missing+=(fonts-noto-cjk)
  fc-list 2>/dev/null | grep -q "Noto Color Emoji" || missing+=(fonts-noto-color-emoji)
fi
if ((${#missing[@]})); then
  if command -v apt-get >/dev/null && [[ $(id -u) -eq 0 ]]; then
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
      --no-install-recommends "${missing[@]}") >/dev/null
  elif ! command -v rsvg-convert >/dev/null; then
    echo "svg-to-png.sh: rsvg-convert is missing; install librsvg2-bin" >&2
    exit 3
  fi
fi

count=0
while IFS= read -r -d '' svg; do
  if [[ -n "$out" ]]; then
    mkdir -p "$out"
    png="$out/$(basename "$(dirname "$svg")")-$(basename "${svg%.svg}").png"
  else
    png="${svg%.svg}.png"
  fi
  if ! rsvg-convert --zoom 2 --output "$png" "$svg" 2>"$png.err" || [[ ! -s "$png" ]]; then
    echo "svg-to-png.sh: $svg does not render: $(cat "$png.err")" >&2
    rm -f "$png.err"
    exit 1
  fi
  rm -f "$png.err"
  count=$((count + 1))
done < <(find "${inputs[@]}" -name '*.svg' -type f -print0 | sort -z)
echo "rendered $count SVG pictures to PNG"
