#!/usr/bin/env bash
# Every ```swift block of README.md and Docs/**/*.md compiles (see
# .ci/tools/snippets.py for the markers), against the modules SwiftPM built.
set -euo pipefail
bash .ci/tools/build-docs-modules.sh
modules="$(swift build --scratch-path .build/docs-build --show-bin-path)/Modules"
rm -rf .ci/generated/snippets
python3 .ci/tools/snippets.py "$modules" .ci/generated/snippets
