#!/usr/bin/env bash
# The shape of the shipping code: written against Apple's API only (no test-shim condition,
# no shim import, no symlink under Sources/; the Linux shims are found through module
# aliases set by the test targets), and a core that reads by its folders, no file in it
# longer than 450 lines.
set -euo pipefail
status=0
if grep -rnE 'SHIM|import (UIKit|AppKit|SwiftUI|Foundation)Shim' Sources; then
  echo "layout: Sources/ names a test shim (above); the shim must match Apple's API instead"
  status=1
fi
links="$(find Sources -type l)"
if [ -n "$links" ]; then
  echo "$links"
  echo "layout: symlinks under Sources/ (above); a module's sources are its own"
  status=1
fi
folders="$(find Sources/FluentAlert -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort | tr '\n' ' ')"
expected="Builder Chaining Interaction Localization Model Snapshot Validation "
if [ "$folders" != "$expected" ]; then
  echo "layout: the core's folders are '$folders', not '$expected'"
  status=1
fi
long="$(find Sources/FluentAlert -name '*.swift' -exec wc -l {} + | awk '$2 != "total" && $1 > 450')"
if [ -n "$long" ]; then
  echo "$long"
  echo "layout: core files above 450 lines (above); split them by role"
  status=1
fi
[ "$status" -eq 0 ] && echo "layout: no shim or symlink in Sources/, the core in its seven folders, no core file above 450 lines"
exit "$status"
