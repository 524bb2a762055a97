#!/usr/bin/env bash
# The DocC catalog builds with no warning (so no unresolved link), for every
# library module in one archive: Docs/FluentAlert.docc is FluentAlert's page and
# curates the other modules through Extensions/<Module>.md. Then checks what
# DocC does not check (.ci/tools/catalog_check.py).
set -euo pipefail
bash .ci/tools/build-docs-modules.sh
modules=$(cat .build/docs-build/library-modules.txt)
graphs=.build/docs/symbol-graphs
rm -rf "$graphs" .build/docs/FluentAlert.doccarchive
python3 .ci/tools/symbol_graph_filter.py .build/docs-build/symbol-graphs "$graphs" $modules
docc convert Docs/FluentAlert.docc --additional-symbol-graph-dir "$graphs" \
  --output-path .build/docs/FluentAlert.doccarchive --warnings-as-errors \
  --diagnostic-level warning
echo "docs: .build/docs/FluentAlert.doccarchive ($(find .build/docs/FluentAlert.doccarchive/data/documentation -name '*.json' | wc -l) pages, modules: $(echo $modules))"
python3 .ci/tools/catalog_check.py Docs/FluentAlert.docc "$graphs" \
  .build/docs/FluentAlert.doccarchive $modules
# The Swift Package Index builds the documentation of the modules .spi.yml names: all of them.
declared=$(sed -n 's/^ *- \(FluentAlert[A-Za-z]*\)$/\1/p' .spi.yml | sort)
if [ "$declared" != "$(echo "$modules" | tr ' ' '\n' | sort)" ]; then
  echo ".spi.yml's documentation_targets ($(echo $declared)) are not the library modules ($(echo $modules))"
  exit 1
fi
