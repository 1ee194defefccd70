#!/usr/bin/env bash
# Regenerates the committed edge-case report in Golden/report/ (Markdown and SVG filmstrips).
# The same seed gives byte-identical files, so `git diff Golden/report/` shows only real changes.
set -euo pipefail
cd "$(dirname "$0")/.."
swift run -c release snapcheck report --out Golden/report "$@"
