# Helpers every benchmark script sources: the generated key enum, ratios and budget checks,
# and the release build of a benchmark program (run under valgrind, or timed on its own).
# A script sets `status=0` first; `check` sets it to 1 when a budget is exceeded.
# `CHECK_INDENT` and `CHECK_WIDTH` (default "" and 62) lay out the verdict lines.

keys() { # the key enum of generated files, with $1 cases
  printf 'enum Choice: Hashable, Sendable {\n'
  for ((i = 0; i < $1; i++)); do printf '  case c%d\n' "$i"; done
  printf '}\n\n'
}

ratio() { # $1 / $2 with two decimals (0 when $2 is 0)
  awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'
}

within() { # whether ratio $1 is within budget $2
  awk -v r="$1" -v b="$2" 'BEGIN { exit !(r <= b) }'
}

check() { # $1 label, $2 ratio, $3 budget
  local verdict=ok
  within "$2" "$3" || { verdict=OVER; status=1; }
  printf '%s%-*s %6s×  (budget ≤ %s×) %s\n' "${CHECK_INDENT:-}" "${CHECK_WIDTH:-62}" "$1" "$2" \
    "$3" "$verdict"
}

note() { # $1 label, $2 ratio, $3 comment: a number shown without a budget
  printf '%s%-*s %6s×  (%s)\n' "${CHECK_INDENT:-}" "${CHECK_WIDTH:-62}" "$1" "$2" "$3"
}

release_build() { # $1 product of the benchmark package: builds it, sets `binary`
  swift build -c release --package-path Benchmarks --product "$1" \
    --scratch-path .build/bench-default >/dev/null
  binary=".build/bench-default/release/$1"
}

release_benchmark() { # $1 product, $2 work directory: installs valgrind, sets `binary`, `WORK`
  command -v valgrind >/dev/null || { apt-get update -qq && apt-get install -y -qq valgrind >/dev/null; }
  release_build "$1"
  WORK="$2"
  mkdir -p "$WORK"
}
