#!/usr/bin/env bash
# Verdict stability: does the default run give the same verdicts as a run with ten times the cases?
#
#   Scripts/stability.sh [--seed S] [--cases N] [--factor F] [--binary PATH] [-- extra check flags]
#
# For each profile, runs `snapcheck check` with N cases (default 1000) and with F × N (default
# 10), every algorithm × every property, and prints how many pairs agree, then one line per pair
# that differs: its verdict in each run and the case that found the violation (`targeted` for a
# find of the targeted search, named by the generated case it climbed from). Uses the release
# binary (`swift build -c release` first) and jq.
set -euo pipefail

seed=20261129
cases=1000
factor=10
binary=.build/release/snapcheck
extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seed) seed=$2; shift 2 ;;
    --cases) cases=$2; shift 2 ;;
    --factor) factor=$2; shift 2 ;;
    --binary) binary=$2; shift 2 ;;
    --) shift; extra=("$@"); break ;;
    *) echo "stability.sh: unknown argument '$1' (--seed S, --cases N, --factor F, --binary PATH, -- flags)" >&2; exit 2 ;;
  esac
done
[ -x "$binary" ] || { echo "stability.sh: no $binary (run swift build -c release)" >&2; exit 2; }
command -v jq > /dev/null || { echo "stability.sh: needs jq" >&2; exit 2; }

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# One line per pair: "algorithm property verdict where", where is the failing case, `targeted@K`, or -.
verdicts() {
  local profile=$1 count=$2 out=$3 status=0
  "$binary" check --seed "$seed" --cases "$count" --profile "$profile" --format json ${extra[@]+"${extra[@]}"} > "$scratch/raw.json" 2> /dev/null || status=$?
  [ "$status" -le 1 ] || { echo "stability.sh: snapcheck check exited $status" >&2; exit "$status"; }
  jq -r '.results[] | [.algorithm, .property, .status,
      (if .status != "violated" then "-"
       elif (.replay | test("--targeted")) then "targeted"
       else (.replay | capture("--case (?<k>[0-9]+)").k) end)] | join(" ")' "$scratch/raw.json" > "$out"
}

echo "seed $seed: $cases cases against $((cases * factor))${extra[*]+ (flags: ${extra[*]})}"
for profile in realistic hostile; do
  verdicts "$profile" "$cases" "$scratch/small"
  verdicts "$profile" "$((cases * factor))" "$scratch/large"
  total=$(wc -l < "$scratch/small")
  differing=$(paste -d ' ' "$scratch/small" "$scratch/large" | awk '$3 != $7')
  count=$(printf '%s' "$differing" | grep -c . || true)
  echo "$profile: $((total - count)) of $total pairs agree"
  printf '%s\n' "$differing" | awk 'NF { printf "  %s × %s: %s at 1×, %s at %s×%s\n", $1, $2, $3, $7, f, ($8 == "-" ? "" : " (case " $8 ")") }' f="$factor"
done
