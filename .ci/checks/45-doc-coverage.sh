#!/usr/bin/env bash
# Every public symbol of every library module has a doc comment of its own:
# counted over the compiler's symbol graphs, must be 0.
set -euo pipefail
bash .ci/tools/build-docs-modules.sh
python3 .ci/tools/doc_coverage.py .build/docs-build/symbol-graphs \
  $(cat .build/docs-build/library-modules.txt)
