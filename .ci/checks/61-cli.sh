#!/usr/bin/env bash
# The `fluentalert` command as shell scripts use it: files, pipes, exit statuses, stderr lines.
# (The Swift tests in Tests/FluentAlertCLITests cover more; this is the end-to-end smoke.)
set -euo pipefail
swift build --product fluentalert
bin="$(swift build --show-bin-path)/fluentalert"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

expect_status() {  # expected-status command...
  local want=$1
  shift
  local got=0
  "$@" >"$work/out" 2>"$work/err" || got=$?
  if [[ $got -ne $want ]]; then
    echo "expected exit $want, got $got: $*" >&2
    cat "$work/out" "$work/err" >&2
    exit 1
  fi
}

cat >"$work/ok.json" <<'JSON'
{"fluentalert": 1, "style": "alert", "title": "Update", "actions": [{"title": "OK", "key": "ok"}]}
JSON
# A String Catalog, as FluentAlert reads it on Linux.
expect_status 0 "$bin" catalog Examples/TerminalDemo/Localizable.xcstrings
grep -q "source language en, translated into en, ja, pl, ru" "$work/out"
echo '{"sourceLanguage": "en", "strings": []}' >"$work/bad.xcstrings"
expect_status 3 "$bin" catalog "$work/bad.xcstrings"
grep -q "strings: is not an object" "$work/err"

expect_status 0 "$bin" check "$work/ok.json"
grep -qx "ok: no problems" "$work/out"
expect_status 0 "$bin" snapshot - <"$work/ok.json"
grep -qx 'alert "Update"' "$work/out"
"$bin" format "$work/ok.json" | "$bin" snapshot - | grep -qx 'alert "Update"'

printf '{"fluentalert":1,"style":"alert","title":"T"}' >"$work/closed.json"
expect_status 4 "$bin" check "$work/closed.json"
grep -q "^error: .*\[cannotBeClosed\]$" "$work/out"

printf '{"fluentalert":1,"style":"alert","actions":[{"title":"A","key":7}]}' >"$work/typed.json"
expect_status 3 "$bin" check "$work/typed.json"
[[ "$(wc -l <"$work/err")" -eq 1 ]]
grep -q "^fluentalert: $work/typed.json: actions\[0\].key: expected a string" "$work/err"

expect_status 3 "$bin" snapshot - < <(printf '{"fluentalert":3}')
grep -q "fluentalert version 3 is newer than this library supports (1)" "$work/err"
expect_status 3 "$bin" check "$work/missing.json"
expect_status 2 "$bin" frobnicate "$work/ok.json"
expect_status 0 "$bin" --help
grep -q "EXIT STATUS" "$work/out"

# show, line by line: questions on stderr, answers on stdin, key and texts on stdout.
cat >"$work/ask.json" <<'JSON'
{"fluentalert": 1, "style": "alert", "title": "Rename",
 "actions": [{"title": "Save", "key": "save"}, {"title": "Cancel", "key": "cancel", "role": "cancel"}],
 "textFields": [{"placeholder": "Name", "requirement": {"rule": "nonEmpty"}}]}
JSON
expect_status 0 "$bin" show --line-mode "$work/ask.json" < <(printf 'Ana\n1\n')
[[ "$(cat "$work/out")" == $'save\nAna' ]]
grep -q "Rename" "$work/err"
expect_status 1 "$bin" show --line-mode "$work/ask.json" < <(printf 'x\nCancel\n')
[[ "$(head -1 "$work/out")" == "cancel" ]]
expect_status 1 "$bin" show --line-mode "$work/ask.json" </dev/null
expect_status 4 "$bin" show --line-mode "$work/closed.json" </dev/null

# show on a real terminal (tmux): the dialog is drawn on /dev/tty, only the key reaches stdout.
if ! command -v tmux >/dev/null && [[ "${CI:-false}" == true ]]; then
  (apt-get update -qq && apt-get install -y -qq --no-install-recommends tmux) >/dev/null
fi
if command -v tmux >/dev/null; then
  trap 'tmux -L fluentalert-cli kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
  tmux -L fluentalert-cli new-session -d -s show -x 80 -y 24 \
    "key=\$('$bin' show '$work/ask.json'); echo \"STATUS=\$? KEY=[\$key]\"; sleep 60"
  wait_for() {
    for _ in $(seq 1 100); do
      tmux -L fluentalert-cli capture-pane -p -t show | grep -q "$1" && return 0
      sleep 0.1
    done
    echo "terminal never showed '$1':" >&2
    tmux -L fluentalert-cli capture-pane -p -t show >&2
    exit 1
  }
  wait_for "Rename"
  tmux -L fluentalert-cli send-keys -t show B o Enter
  wait_for "STATUS=0 KEY=\[save"
  tmux -L fluentalert-cli capture-pane -p -t show | grep -q "^Bo\]$"
  tmux -L fluentalert-cli kill-server
else
  echo "tmux not installed: skipping the interactive show check"
fi
echo "fluentalert CLI: all checks passed"
