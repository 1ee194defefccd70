#!/usr/bin/env bash
# Checks the shipped documentation, then builds the SnapCheck DocC catalog
# (Sources/SnapCheck/SnapCheck.docc) with the toolchain's own docc, and fails on any warning or
# error. Xcode builds the same catalog (Product > Build Documentation); this script is for Linux
# and CI, with no package plugin.
#
#   Scripts/docs.sh                 # the guard, then the archive: .build/docs/SnapCheck.doccarchive
#   Scripts/docs.sh --guard [ROOT]  # the guard alone, on ROOT (default: this checkout)
#
# The guard fails when README.md passes 300 lines, or when a shipped Markdown file (README.md,
# the catalog's articles, Golden/report/*.md, Golden/edge-cases.md) or a comment or test name
# under Sources/ or Tests/ names one of this repository's commits, a SPEC section, one of the
# project's own issue numbers ("issue 12", "#12" that follows no library name), a load average
# or callgrind. History belongs in commit messages; the docs say what is true now.
#
# Steps of the build: a debug build of the SnapCheck target (a no-op after `swift build`), the
# SnapCheck module's symbol graph with the symbols it re-exports (the modules Exports.swift names
# with `@_exported import`, Foundation aside), then `docc convert` with warnings as errors.
set -euo pipefail

# The guard: prints `file:line: what` for each problem under $1 and returns 1 if there is one.
docs_guard() {
  local root=$1 status=0 lines
  lines=$(wc -l < "$root/README.md")
  if [ "$lines" -gt 300 ]; then
    echo "README.md: $lines lines, more than 300: move the manual into the DocC catalog" >&2
    status=1
  fi
  local files=()
  while IFS= read -r file; do files+=("$file"); done < <(
    cd "$root" && { ls README.md; ls Sources/*/*.docc/*.md Golden/report/*.md Golden/edge-cases.md 2>/dev/null || true
      find Sources Tests -type f \( -name "*.swift" -o -name "*.c" -o -name "*.h" \) 2>/dev/null || true; } | sort -u)
  [ ${#files[@]} -gt 0 ] || return $status
  # Each line's checked text: all of a Markdown line; of a source line its comment, or the name
  # in a @Test or @Suite attribute.
  local found
  found=$(cd "$root" && perl -ne '
    BEGIN { $git = -e ".git" }
    my $text = $_;
    if ($ARGV !~ /\.md$/) {
      if (m{^\s*\@(Test|Suite)\(\s*"((?:[^"\\]|\\.)*)"}) { $text = $2 }
      elsif (m{//(.*)$}) { $text = $1 }
      else { $text = "" }
    }
    my @what;
    push @what, "a SPEC section" if $text =~ /SPEC\s*§|§\s*\d/;
    push @what, "a load average" if $text =~ /load average/i;
    push @what, "callgrind" if $text =~ /callgrind/i;
    push @what, "one of the project'"'"'s issue numbers" if $text =~ /\b[Ii]ssues?\s+#?\d+/
      || $text =~ /(?<![A-Za-z] )(?<![\w\[\/&#-])#\d+(?![-\w])/;
    if ($git) {
      for my $word ($text =~ /\b([0-9a-f]{7,40})\b/g) {
        next unless $word =~ /[a-f]/ && $word =~ /\d/;
        my $kind = `git cat-file -t "$word" 2>/dev/null`;
        push @what, "a commit of this repository ($word)" if $kind =~ /^commit/;
      }
    }
    print "$ARGV:$.: names ", join(", ", @what), "\n" if @what;
    close ARGV if eof;
  ' "${files[@]}")
  if [ -n "$found" ]; then
    echo "$found" >&2
    echo "docs: the lines above name history; say what is true now (history goes in commit messages)" >&2
    status=1
  fi
  return $status
}

if [ "${1:-}" = "--guard" ]; then
  docs_guard "${2:-$(cd "$(dirname "$0")/.." && pwd)}"
  exit $?
fi
cd "$(dirname "$0")/.."
docs_guard .
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
