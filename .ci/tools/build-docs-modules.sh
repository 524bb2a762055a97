#!/usr/bin/env bash
# Builds every target of the package once, in its own scratch folder, emitting
# a symbol graph per module. Shared by 40-docs, 45-doc-coverage and
# 50-snippets (the second and third calls are no-op builds).
#   Prints nothing on success; afterwards:
#   .build/docs-build/symbol-graphs/<Module>[@<Extended>].symbols.json
#   .build/docs-build/library-modules.txt   (one library module per line)
#   "$(swift build --scratch-path .build/docs-build --show-bin-path)/Modules"
set -euo pipefail
scratch=.build/docs-build
graphs="$PWD/$scratch/symbol-graphs"
mkdir -p "$graphs"
swift build --scratch-path "$scratch" -Xswiftc -warnings-as-errors \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
  -Xswiftc -emit-extension-block-symbols \
  > "$scratch/build.log" 2>&1 || { cat "$scratch/build.log"; exit 1; }
swift package describe --type json 2>>"$scratch/build.log" > "$scratch/package.json"
python3 .ci/tools/library_modules.py < "$scratch/package.json" > "$scratch/library-modules.txt"
python3 .ci/tools/library_modules.py --linked < "$scratch/package.json" \
  > "$scratch/linked-modules.txt"
