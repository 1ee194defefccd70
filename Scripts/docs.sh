#!/usr/bin/env bash
# Builds the SnapCheck DocC catalog (Sources/SnapCheck/SnapCheck.docc) with the toolchain's own
# docc, and fails on any warning or error. Xcode builds the same catalog (Product > Build
# Documentation); this script is for Linux and CI, with no package plugin.
#
#   Scripts/docs.sh            # the archive goes to .build/docs/SnapCheck.doccarchive
#
# Steps: a debug build of the SnapCheck target (a no-op after `swift build`), the SnapCheck
# module's symbol graph with the symbols it re-exports (the modules Exports.swift names with
# `@_exported import`, Foundation aside), then `docc convert` with warnings as errors.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
toolchain=$(dirname "$(readlink -f "$(command -v swift)")")
docc="$toolchain/docc"
extract="$toolchain/swift-symbolgraph-extract"

swift build --target SnapCheck
bin=$(swift build --show-bin-path)
triple=$(basename "$(dirname "$bin")")

# The re-exported modules, from Exports.swift: `@_exported import SnapModel` brings a whole
# module, `@_exported import struct SnapEngine.Property` one type of it.
exports=Sources/SnapCheck/Exports.swift
module_of='s/^@_exported import \(struct \|enum \|class \|protocol \|func \)\{0,1\}\([A-Za-z_]*\).*/\2/p'
reexported=$(sed -n "$module_of" "$exports" | grep -vx Foundation | sort -u | paste -sd, -)
scoped=$(grep -E '^@_exported import (struct|enum|class|protocol|func) ' "$exports" | sed -n "$module_of" | sort -u)

graphs=.build/docs-symbol-graphs
output=.build/docs/SnapCheck.doccarchive
rm -rf "$graphs" "$output"
mkdir -p "$graphs/scoped" "$(dirname "$output")"

# C targets' module maps live in their build folders, as SwiftPM generates them.
includes=(-I "$bin/Modules")
for map in "$bin"/*.build/module.modulemap; do includes+=(-I "$(dirname "$map")"); done
extract_graph() {
  "$extract" -module-name "$1" -target "$triple" "${includes[@]}" -minimum-access-level public \
    -experimental-allowed-reexported-modules="$reexported" -output-dir "$2"
}
extract_graph SnapCheck "$graphs"

# A type re-exported alone comes without the members its module declares in extensions
# (`Property.finite` and the other properties): take them from that module's own graph.
for module in $scoped; do extract_graph "$module" "$graphs/scoped"; done
python3 - "$graphs/SnapCheck.symbols.json" "$graphs"/scoped/*.symbols.json <<'PY'
import json, sys
main_path, sources = sys.argv[1], sys.argv[2:]
with open(main_path) as file:
  graph = json.load(file)
known = {symbol["identifier"]["precise"] for symbol in graph["symbols"]}
for path in sources:
  with open(path) as file:
    source = json.load(file)
  symbols = {symbol["identifier"]["precise"]: symbol for symbol in source["symbols"]}
  added = []
  while True:
    new = [r["source"] for r in source["relationships"]
           if r["kind"] == "memberOf" and r["target"] in known and r["source"] in symbols and r["source"] not in known]
    if not new:
      break
    for identifier in dict.fromkeys(new):
      known.add(identifier)
      added.append(identifier)
  graph["symbols"] += [symbols[identifier] for identifier in added]
  graph["relationships"] += [r for r in source["relationships"] if r["source"] in added]
with open(main_path, "w") as file:
  json.dump(graph, file, sort_keys=True)
PY
rm -rf "$graphs/scoped"

log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
"$docc" convert Sources/SnapCheck/SnapCheck.docc --additional-symbol-graph-dir "$graphs" \
  --output-path "$output" --fallback-display-name SnapCheck --fallback-bundle-identifier SnapCheck \
  --warnings-as-errors 2>&1 | tee "$log" || status=$?
if [ "$status" -ne 0 ] || grep -qE "(warning|error):" "$log"; then
  echo "docs: docc reported problems (above)" >&2
  exit 1
fi
echo "docs: $output"
