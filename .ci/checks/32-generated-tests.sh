#!/usr/bin/env bash
# Generated tests are current: the text-shape tests (every public call that takes text, with
# every shape of argument) are what Tests/Support/generate-text-shape-tests.py writes today,
# so a new call that takes text cannot be added without its rows.
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 Tests/Support/generate-text-shape-tests.py --check
