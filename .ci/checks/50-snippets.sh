#!/usr/bin/env bash
# Every ```swift block of README.md and Docs/**/*.md compiles against the
# modules SwiftPM built, each document's examples run, and they are formatted
# like the code base; every ```swift block of a `///` doc comment in Sources/
# compiles on its own, and the pictures the documents show are drawn from their examples and
# must equal the committed ones (see .ci/tools/snippets.py for the markers).
set -euo pipefail
bash .ci/tools/build-docs-modules.sh
bin="$(swift build --scratch-path .build/docs-build --show-bin-path)"
rm -rf .ci/generated/snippets
python3 .ci/tools/snippets.py "$bin" .ci/generated/snippets \
  $(cat .build/docs-build/linked-modules.txt)
