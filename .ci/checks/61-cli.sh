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
echo "fluentalert CLI: all checks passed"
