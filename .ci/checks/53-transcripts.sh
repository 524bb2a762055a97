#!/usr/bin/env bash
# The documentation's tool transcripts (```text blocks that start with `$ fluentalert …`) print
# exactly what the documentation says: each command runs against the tool just built and its
# output is compared line for line (.ci/tools/transcripts.py says how a block is read).
set -euo pipefail
swift build --product fluentalert
python3 .ci/tools/transcripts.py "$(swift build --show-bin-path)"
