#!/usr/bin/env bash
# End to end in a real terminal: the demo under tmux, driven by keys, the
# screen read back with capture-pane. Checks what is drawn and chosen, that
# Ctrl-C and SIGTERM in the middle of a dialog leave the terminal in cooked
# mode (stty -a in the same pane), that Ctrl-Z and an outside kill -TSTP stop
# it with the terminal as it was (stty -g, byte for byte) and kill -CONT or fg
# redraw it, that resize redraws and Esc dismisses.
set -euo pipefail

if ! command -v tmux >/dev/null 2>&1; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends tmux >/dev/null
fi

swift build --product fluentalert-demo
swift build --product fluentalert
bin="$(swift build --show-bin-path)/fluentalert-demo"
cli="$(swift build --show-bin-path)/fluentalert"

socket="fluentalert-ci-$$"
tm() { tmux -L "$socket" "$@"; }
trap 'tm kill-server 2>/dev/null || true' EXIT

# A session that lives for the whole check keeps the server up between
# scenarios (a server started while the last one shuts down can fail).
tm -u new-session -d -s keep -x 80 -y 24 "sleep 600"

# After the demo exits, the pane prints its status and the terminal mode.
# Arguments: extra environment assignments for the demo.
start() {
  tm kill-session -t demo 2>/dev/null || true
  tm -u new-session -d -s demo -x 80 -y 24 \
    "env LANG=C.UTF-8 LC_ALL=C.UTF-8 $* '$bin'; echo EXIT=\$?; stty -a; sleep 600"
}
screen() { tm capture-pane -p -t demo; }
colours() { tm capture-pane -p -e -t demo; }
fail() {
  echo "70-tmux-e2e: $1" >&2
  echo "--- screen:" >&2
  screen >&2 || true
  exit 1
}
# Polls the screen (every 0.1 s, up to 15 s) until it matches.
wait_for() {
  local pattern=$1 deadline=$((SECONDS + 15))
  until screen | grep -qE -- "$pattern"; do
    ((SECONDS < deadline)) || fail "timed out waiting for /$pattern/"
    sleep 0.1
  done
}
wait_gone() {
  local pattern=$1 deadline=$((SECONDS + 15))
  while screen | grep -qE -- "$pattern"; do
    ((SECONDS < deadline)) || fail "still showing /$pattern/"
    sleep 0.1
  done
}
# The demo's process id, once the pane has started it.
demo_process() {
  local pane pid deadline=$((SECONDS + 15))
  pane=$(tm list-panes -t demo -F '#{pane_pid}')
  until pid=$(pgrep -P "$pane" -f fluentalert-demo); do
    ((SECONDS < deadline)) || fail "demo process not found under pane $pane"
    sleep 0.1
  done
  echo "$pid"
}
expect_cooked() {
  wait_for 'icanon'
  screen | grep -qE '(^| )icanon( |$)' || fail "terminal left without icanon"
  screen | grep -qE '(^| )echo( |$)' || fail "terminal left without echo"
  if screen | grep -qE -- '(^| )-(icanon|echo|isig)( |$)'; then fail "terminal left in raw mode"; fi
}

echo "--- walkthrough: keys, text field, countdown, resize, Esc"
start
wait_for '│ +FluentAlert +│'
wait_for '❯ 1\. Close'
tm resize-window -t demo -x 60 -y 20
wait_for '^╭'  # redrawn for 60 columns: the box now starts at the left edge
tm send-keys -t demo Enter
wait_for 'What would you like to do\?'
wait_for '❯ 1\. Follow'
colours | grep -qF $'\e[31m2. Mute' || fail "destructive action not drawn in red"
tm send-keys -t demo Down
wait_for '❯ 2\. Mute'
tm send-keys -t demo Enter
wait_for '1\. Save \(unavailable\)'
wait_for '✗ must be 1–40 characters'
tm send-keys -t demo -l 'Nötes 📁'
wait_for '✓ must be 1–40 characters'
wait_for '\[Nötes 📁 +\]'
wait_gone 'Save \(unavailable\)'
tm send-keys -t demo Enter
wait_for 'Closes by itself in [0-9]+ seconds'
wait_for 'The folder is now called "Nötes 📁"'
tm send-keys -t demo Escape
wait_for '^EXIT=0$'
out=$(screen)
for line in "welcome: chosen close" "user sheet: chosen mute" \
  "rename: chosen save" "confirmation: chosen nothing (dismissed)"; do
  grep -qF -- "$line" <<<"$out" || fail "missing result: $line"
done
expect_cooked

echo "--- Ctrl-C in the middle of a dialog"
start
wait_for '❯ 1\. Close'
tm send-keys -t demo Enter
wait_for 'What would you like to do\?'
tm send-keys -t demo C-c
wait_for '^EXIT=130$'
screen | grep -qF "user sheet" && fail "a choice was reported after Ctrl-C"
expect_cooked

echo "--- SIGTERM in the middle of a dialog"
start
wait_for '❯ 1\. Close'
demo_pid=$(demo_process)
kill -TERM "$demo_pid"
wait_for '^EXIT=143$'
expect_cooked

echo "--- Ctrl-Z under a job-control shell: stopped in cooked mode, redrawn on fg"
tm kill-session -t demo 2>/dev/null || true
tm -u new-session -d -s demo -x 80 -y 24 "env LANG=C.UTF-8 LC_ALL=C.UTF-8 PS1='ci$ ' bash --norc --noprofile -i"
wait_for '^ci\$'
tm send-keys -t demo "'$bin'" Enter
wait_for '❯ 1\. Close'
tm send-keys -t demo C-z
wait_for 'Stopped'
tm send-keys -t demo "stty -a" Enter
expect_cooked
tm send-keys -t demo "clear; fg" Enter
wait_for '❯ 1\. Close'
tm send-keys -t demo Enter
wait_for 'What would you like to do\?'
tm send-keys -t demo C-c
wait_for 'welcome: chosen close'
wait_for '^ci\$ ?$'

echo "--- kill -TSTP and kill -CONT from outside: the terminal byte for byte as before, redrawn"
# dash keeps no terminal settings of its own for jobs (bash and readline
# would mask a demo that failed to restore them), and a job-control shell
# keeps the demo's process group from being orphaned (where the kernel
# discards stop signals).
modes=$(mktemp -d)
tm kill-session -t demo 2>/dev/null || true
tm -u new-session -d -s demo -x 80 -y 24 "env LANG=C.UTF-8 LC_ALL=C.UTF-8 PS1='ci$ ' dash -i"
wait_for '^ci\$'
tm send-keys -t demo "stty -g > $modes/before; clear" Enter
tm send-keys -t demo "'$bin'" Enter
wait_for '❯ 1\. Close'
tty=$(tm display-message -p -t demo '#{pane_tty}')
demo_pid=$(demo_process)
stopped() {
  local deadline=$((SECONDS + 15))
  until [[ $(ps -o stat= -p "$demo_pid") == T* ]]; do
    ((SECONDS < deadline)) || fail "$1"
    sleep 0.1
  done
}
kill -TSTP "$demo_pid"
stopped "kill -TSTP did not stop the demo"
wait_gone '❯ 1\. Close'  # the shell's screen is back while the demo is stopped
stty -g <"$tty" >"$modes/stopped"
cmp -s "$modes/before" "$modes/stopped" \
  || fail "stopped by kill -TSTP, the terminal is not as before: $(cat "$modes/stopped")"
# Continued in the background, it stops again as soon as it takes the
# terminal (SIGTTOU); fg brings it back to the foreground, redrawn.
kill -CONT "$demo_pid"
tm send-keys -t demo "fg" Enter
wait_for '❯ 1\. Close'
stty -a <"$tty" | grep -qE '(^| )-icanon( |$)' || fail "continued, the terminal is not raw again"
tm send-keys -t demo Enter
wait_for '❯ 1\. Follow'
tm send-keys -t demo Down  # an arrow key moves: no ^[[B echoed in cooked mode
wait_for '❯ 2\. Mute'
screen | grep -qF '^[[B' && fail "an arrow key was echoed after continuing"
tm send-keys -t demo C-c
wait_for '^ci\$ ?$'
tm send-keys -t demo "stty -g > $modes/after; echo DONE" Enter
wait_for '^DONE$'
cmp -s "$modes/before" "$modes/after" || fail "after the demo the terminal is not as before"
rm -rf "$modes"

echo "--- a 100 kB paste into fluentalert show, bracketed and bare: whole, and at once"
work=$(mktemp -d)
cat >"$work/note.json" <<'JSON'
{"fluentalert": 1, "style": "alert", "title": "Note",
 "actions": [{"title": "Save", "key": "save", "preferred": true},
             {"title": "Cancel", "key": "cancel", "role": "cancel"}],
 "textFields": [{"placeholder": "Text"}]}
JSON
head -c 100000 /dev/zero | tr '\0' 'x' >"$work/paste.txt"
tm load-buffer -b big "$work/paste.txt"
for how in bracketed bare; do
  tm kill-session -t demo 2>/dev/null || true
  tm -u new-session -d -s demo -x 80 -y 24 \
    "env LANG=C.UTF-8 LC_ALL=C.UTF-8 '$cli' show '$work/note.json' >'$work/$how.out'; echo EXIT=\$?; sleep 600"
  wait_for '│ +Note +│'
  # -p brackets the paste because the dialog asked for it (ESC [?2004h).
  if [[ $how == bracketed ]]; then tm paste-buffer -p -b big -t demo; else tm paste-buffer -b big -t demo; fi
  wait_for '\[x{30,} *\]'
  tm send-keys -t demo Enter
  wait_for '^EXIT=0$'
  [[ $(sed -n 1p "$work/$how.out") == save ]] || fail "$how paste: Save was not chosen"
  pasted=$(sed -n 2p "$work/$how.out" | tr -d '\n' | wc -c)
  [[ $pasted -eq 100000 ]] || fail "$how paste: the field holds $pasted characters, not 100000"
done
tm delete-buffer -b big
rm -rf "$work"

echo "--- NO_COLOR: attributes but no colours; destructive said in words"
start NO_COLOR=1
wait_for '❯ 1\. Close'
tm send-keys -t demo Enter
wait_for '2\. Mute \(destructive\)'
colours | grep -qF $'\e[31m' && fail "NO_COLOR output contains a colour"
colours | grep -qF $'\e[7m1. Follow' || fail "selection not in reverse video"
tm send-keys -t demo 3
wait_for 'Rename'
tm send-keys -t demo Escape
wait_for 'Not renamed'
tm send-keys -t demo Enter
wait_for '^EXIT=0$'
screen | grep -qF "user sheet: chosen cancel" || fail "number key did not choose Cancel"

echo "--- TERM=dumb: line mode on a terminal"
start TERM=dumb
wait_for "Choose 1, or type the action's name \\[1\\]: ?$"
colours | grep -qF $'\e[' && fail "TERM=dumb output contains escape sequences"
tm send-keys -t demo "close" Enter
wait_for 'welcome: chosen close'
# On a terminal Ctrl-D ends one answer at a time: each dismisses one dialog.
for dialog in sheet rename confirmation; do
  tm send-keys -t demo C-d
  wait_for "End of input: dismissed.*"
done
wait_for '^EXIT=0$'
screen | grep -qF "confirmation: chosen nothing (dismissed)" || fail "Ctrl-D did not dismiss"
expect_cooked

echo "tmux end to end: drawn, chosen and restored as expected"
