#!/usr/bin/env bash
# The demo driven like a script drives it: answers on stdin, one line each.
# Checks the chosen keys, that bad answers are asked again, and that end of
# input dismisses everything instead of hanging.
set -euo pipefail
swift build --product fluentalert-demo
bin="$(swift build --show-bin-path)/fluentalert-demo"

fail() { echo "60-demo-line-mode: $1" >&2; printf '%s\n' "$2" >&2; exit 1; }
expect() { grep -qF -- "$2" <<<"$1" || fail "missing: $2" "$1"; }

# Answers: a number, a number, the text field, Save, OK.
out=$(printf '1\n2\nNotes\n1\n1\n' | timeout 60 "$bin")
expect "$out" "welcome: chosen close"
expect "$out" "user sheet: chosen mute"
expect "$out" "rename: chosen 0"
expect "$out" "queued confirmation: chosen true"

# Titles and keys, case-insensitive, after bad answers.
out=$(printf 'nope\n42\nCLOSE\nFollow\n\nDocs\nsave\nok\n' | timeout 60 "$bin")
expect "$out" '"nope" is not one of the choices. Type 1, or the action'"'"'s name.'
expect "$out" '"42" is not one of the choices.'
expect "$out" "New name must be 1-40 characters. Type it again, or press Enter to go on without it"
expect "$out" "user sheet: chosen follow"
expect "$out" "queued confirmation: chosen true"

# End of input: every dialog dismissed, cancel keys reported, exit 0, no hang.
out=$(timeout 60 "$bin" </dev/null)
expect "$out" "(End of input: dismissed.)"
expect "$out" "user sheet: chosen cancel"
expect "$out" "queued confirmation: chosen nothing (dismissed)"

# --line-mode is accepted and --help explains the keys.
out=$(printf '1\n3\n' | timeout 60 "$bin" --line-mode)
expect "$out" "user sheet: chosen cancel"
timeout 60 "$bin" --help | grep -q "usage: fluentalert-demo"
echo "line mode: choices, re-prompts and end of input all behave"
