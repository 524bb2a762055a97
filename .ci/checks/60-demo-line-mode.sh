#!/usr/bin/env bash
# The demo driven like a script drives it: answers on stdin, one line each.
# Checks the chosen keys, that bad answers are asked again, and that end of
# input dismisses everything instead of hanging.
set -euo pipefail
# English unless a run below names another language.
export LANG=C.UTF-8
unset LC_ALL LC_MESSAGES
swift build --product fluentalert-demo
bin="$(swift build --show-bin-path)/fluentalert-demo"

fail() { echo "60-demo-line-mode: $1" >&2; printf '%s\n' "$2" >&2; exit 1; }
expect() { grep -qF -- "$2" <<<"$1" || fail "missing: $2" "$1"; }

# Answers: a number, a number, the text field, Save, OK.
out=$(printf '1\n2\nNotes\n1\n1\n' | timeout 60 "$bin")
expect "$out" "welcome: chosen close"
expect "$out" "user sheet: chosen mute"
expect "$out" "rename: chosen 0"
expect "$out" "confirmation: chosen 0"

# Titles and keys, case-insensitive, after bad answers.
out=$(printf 'nope\n42\nCLOSE\nFollow\n\nDocs\nsave\nok\n' | timeout 60 "$bin")
expect "$out" '"nope" is not one of the choices. Type 1, or the action'"'"'s name.'
expect "$out" '"42" is not one of the choices.'
expect "$out" "New name must be 1-40 characters. Type it again, or press Enter to go on without it"
expect "$out" "user sheet: chosen follow"
expect "$out" "confirmation: chosen 0"

# End of input: every dialog dismissed, cancel keys reported, exit 0, no hang.
out=$(timeout 60 "$bin" </dev/null)
expect "$out" "(End of input: dismissed.)"
expect "$out" "user sheet: chosen cancel"
expect "$out" "confirmation: chosen nothing (dismissed)"

# The environment's language, as a user starts it: Russian texts from the
# demo's String Catalog, the plural form for 3, the system's Cancel, and the
# requirement in Russian words. Polish through LC_ALL, which wins over LANG.
out=$(printf '1\n2\nNotes\n1\n1\n' | LANG=ru_RU.UTF-8 timeout 120 swift run --skip-build fluentalert-demo)
expect "$out" "Ана отправила вам 3 фотографии. Что вы хотите сделать?"
expect "$out" "3. Отменить (cancel)"
expect "$out" "Новое имя (от 1 до 40 символов): Notes"
expect "$out" "Теперь папка называется «Notes»."
expect "$out" "confirmation: chosen 0"
out=$(printf '1\n2\nNotes\n1\n1\n' | LANG=ru_RU.UTF-8 LC_ALL=pl_PL.UTF-8 timeout 60 "$bin")
expect "$out" "Ana wysłała Ci 3 zdjęcia. Co chcesz zrobić?"
expect "$out" "3. Anuluj (cancel)"
# A language the catalog lacks shows the English the program was written in.
out=$(printf '1\n2\nNotes\n1\n1\n' | LANG=xx_YY.UTF-8 timeout 60 "$bin")
expect "$out" "Ana sent you 3 photos. What would you like to do?"
expect "$out" "3. Cancel (cancel)"

# --line-mode is accepted and --help explains the keys.
out=$(printf '1\n3\n' | timeout 60 "$bin" --line-mode)
expect "$out" "user sheet: chosen cancel"
timeout 60 "$bin" --help | grep -q "usage: fluentalert-demo"
echo "line mode: choices, re-prompts, end of input and the environment's language all behave"
