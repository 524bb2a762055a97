#!/usr/bin/env bash
# The published CI (.github/workflows/ci.yml) cannot run here: no macOS or iOS Simulator. What can
# be checked is: the file parses; every job it promises is there (Linux runs .ci/run, macOS builds
# and tests every module, the iOS Simulator runs the UIKit and SwiftUI shell tests on an iPhone
# and an iPad); every scheme, test target and script it names exists in the package, each shell
# test target with tests in Shell/ that Apple platforms run; and its Swift version is the README's.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! python3 -c 'import yaml' 2>/dev/null; then
  if command -v apt-get >/dev/null && [[ $(id -u) -eq 0 ]]; then
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
      --no-install-recommends python3-yaml) >/dev/null
  fi
fi
swift package dump-package >.build/package.json 2>/dev/null || {
  mkdir -p .build && swift package dump-package >.build/package.json
}
python3 .ci/tools/check_workflow.py .github/workflows/ci.yml .build/package.json README.md
