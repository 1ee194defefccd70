#!/usr/bin/env bash
# Re-records every golden file (or those of the algorithms named with --algorithm) and
# prints what changed. Review `git diff Golden/` before committing. Refused when CI is set.
set -euo pipefail
cd "$(dirname "$0")/.."
swift run -c release snapcheck golden record "$@"
