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
expect "$out" "rename: chosen save"
expect "$out" "confirmation: chosen done"
# The question shows the number Enter answers, as the typed name now enables Save.
expect "$out" "Choose 1–2, or type an action's name [1]: 1"

# Titles and keys, case-insensitive, after bad answers.
out=$(printf 'nope\n42\nCLOSE\nFollow\n\nDocs\nsave\nok\n' | timeout 60 "$bin")
expect "$out" '“nope” is not one of the choices.'
expect "$out" 'Type 1 or the action'"'"'s name.'
expect "$out" '“42” is not one of the choices.'
expect "$out" "New name: must be 1-40 characters."
expect "$out" "Type it again, or press Enter to go on without it"
expect "$out" "user sheet: chosen follow"
expect "$out" "confirmation: chosen done"

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
expect "$out" "3. Отменить (отмена)"
expect "$out" "Новое имя (от 1 до 40 символов): Notes"
expect "$out" "Теперь папка называется «Notes»."
expect "$out" "confirmation: chosen done"
out=$(printf '1\n2\nNotes\n1\n1\n' | LANG=ru_RU.UTF-8 LC_ALL=pl_PL.UTF-8 timeout 60 "$bin")
expect "$out" "Ana wysłała Ci 3 zdjęcia. Co chcesz zrobić?"
expect "$out" "3. Anuluj (anuluj)"
# A language the catalog lacks shows the English the program was written in.
out=$(printf '1\n2\nNotes\n1\n1\n' | LANG=xx_YY.UTF-8 timeout 60 "$bin")
expect "$out" "Ana sent you 3 photos. What would you like to do?"
expect "$out" "3. Cancel (cancel)"

# No English word of the terminal's own in Russian or Japanese, with bad
# answers, an unmet requirement and the countdown: every English word of
# three letters or more in FluentAlert's built-in catalog is looked for,
# but in the demo's own report lines ("rename: chosen save") and "Enter".
catalog=Sources/FluentAlertText/Resources/FluentAlert.xcstrings
no_english() {
  python3 - "$catalog" "$1" "$2" <<'PY'
import json, re, sys
strings = json.load(open(sys.argv[1], encoding="utf-8"))["strings"]
english = set()
for key, entry in strings.items():
    unit = entry.get("localizations", {}).get("en", {})
    texts = [key, unit.get("stringUnit", {}).get("value", "")]
    for form in unit.get("variations", {}).get("plural", {}).values():
        texts.append(form["stringUnit"]["value"])
    for text in texts:
        english |= {w for w in re.findall(r"[A-Za-z]+", text) if len(w) >= 3}
english -= {"Enter", "lld", "arg", "upper"}
found = []
for line in sys.argv[3].splitlines():
    if re.match(r"^[a-z ]+: chosen ", line):
        continue
    found += [w for w in re.findall(r"[A-Za-z]+", line) if w in english]
if found:
    print(sys.argv[2] + ": " + ", ".join(sorted(set(found))), file=sys.stderr)
    sys.exit(1)
PY
}
answers='zz\n1\n2\n\nNotes\n7\n1\n1\n'
out=$(printf "$answers" | LANG=ru_RU.UTF-8 timeout 60 "$bin")
expect "$out" "Варианта «zz» нет."
expect "$out" "Закроется через 30 секунд, выбрав «OK»."
no_english ru_RU "$out" || fail "English words of the terminal's own in Russian" "$out"
out=$(printf "$answers" | LANG=ja_JP.UTF-8 timeout 60 "$bin")
expect "$out" "アナから写真が3枚届きました。どうしますか？"
expect "$out" "1～3を選ぶか、アクション名を入力してください [1]： 2"
no_english ja_JP "$out" || fail "English words of the terminal's own in Japanese" "$out"
# The check finds the English it looks for.
out=$(printf "$answers" | timeout 60 "$bin")
if no_english C "$out" 2>/dev/null; then fail "the English check found no English" "$out"; fi

# --line-mode is accepted and --help explains the keys.
out=$(printf '1\n3\n' | timeout 60 "$bin" --line-mode)
expect "$out" "user sheet: chosen cancel"
timeout 60 "$bin" --help | grep -q "usage: fluentalert-demo"
echo "line mode: choices, re-prompts, end of input and the environment's language all behave"
