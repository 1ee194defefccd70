#!/usr/bin/env bash
# Re-records every golden file (or those of the algorithms named with --algorithm) and
# prints what changed, then the committed report (made from the default matrix, which
# replays the witnesses just recorded). verdicts.golden comes from a deep run
# (CheckDefaults.deepCases cases per pair, each old witness checked first); `golden record`
# prints how deep and how long. Review `git diff Golden/` before committing. Refused when CI
# is set.
set -euo pipefail
cd "$(dirname "$0")/.."
swift run -c release snapcheck golden record "$@"
swift run -c release snapcheck report --out Golden/report
