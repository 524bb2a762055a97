#!/usr/bin/env bash
# Fails unless the selected toolchain's Swift is at least $1 (such as 6.3).
set -euo pipefail
minimum=${1:?usage: minimum-swift.sh VERSION}
found=$(swift --version 2>&1 | sed -nE 's/.*Swift version ([0-9]+\.[0-9]+).*/\1/p' | head -1)
echo "Swift $found (at least $minimum needed)"
[ "$(printf '%s\n%s\n' "$minimum" "$found" | sort -V | head -1)" = "$minimum" ]
