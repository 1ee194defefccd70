#!/usr/bin/env bash
# Builds in release and prints the speed figures (add --format json for JSON).
# Targets: ≥ 1,000,000 drags/s per core on the bare simulator for every seed port, engine
# overhead under 3×, the default check under 10 s on 2 cores, and the same drags/s for a
# 10-item and a 100,000-item layout.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product snapcheck
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2 | sed 's/^ //'), swift $(swift --version 2>/dev/null | head -1 | sed 's/.*version \([^ ]*\).*/\1/')"
.build/release/snapcheck bench "$@"
