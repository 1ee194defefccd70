#!/usr/bin/env bash
# Verdict stability: does the default run give the same verdicts as a run with ten times the cases?
#
#   Scripts/stability.sh [--seed S] [--cases N] [--factor F] [--binary PATH] [--witnesses] [-- extra check flags]
#
# For each profile, runs `snapcheck check` with F × N cases (default 10 × 1000), the deep run,
# and with N, every algorithm × every property, and prints how many pairs agree, then one line
# per pair that differs: its verdict in each run and the case that found the violation
# (`targeted` for a find of the targeted search, named by the generated case it climbed from).
#
# The deep run and the first comparison check the raw generator's cases alone
# (`--no-witnesses`): how much the default count finds by itself. With --witnesses the deep
# run's verdicts are also kept as a verdicts file whose failing cases are the witnesses, and a
# second default run replays them first, as every default run replays Golden/verdicts.golden's:
# it should agree on every pair.
# Uses the release binary (`swift build -c release` first) and jq.
set -euo pipefail

seed=20261129
cases=1000
factor=10
binary=.build/release/snapcheck
witnesses=false
extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seed) seed=$2; shift 2 ;;
    --cases) cases=$2; shift 2 ;;
    --factor) factor=$2; shift 2 ;;
    --binary) binary=$2; shift 2 ;;
    --witnesses) witnesses=true; shift ;;
    --) shift; extra=("$@"); break ;;
    *) echo "stability.sh: unknown argument '$1' (--seed S, --cases N, --factor F, --binary PATH, --witnesses, -- flags)" >&2; exit 2 ;;
  esac
done
[ -x "$binary" ] || { echo "stability.sh: no $binary (run swift build -c release)" >&2; exit 2; }
command -v jq > /dev/null || { echo "stability.sh: needs jq" >&2; exit 2; }

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir "$scratch/deep"

# One line per pair: "algorithm property verdict where", where is the failing case, `targeted`,
# `witness` (a recorded witness replayed as its scenario), or -.
# The remaining arguments are flags for this run.
verdicts() {
  local profile=$1 count=$2 out=$3 status=0
  shift 3
  "$binary" check --seed "$seed" --cases "$count" --profile "$profile" --format json "$@" ${extra[@]+"${extra[@]}"} > "$scratch/raw.json" 2> /dev/null || status=$?
  [ "$status" -le 1 ] || { echo "stability.sh: snapcheck check exited $status" >&2; exit "$status"; }
  jq -r '.results[] | [.algorithm, .property, .status,
      (if .status != "violated" then "-"
       elif (.replay | test("--targeted")) then "targeted"
       elif (.replay | test("--witness")) then "witness"
       else (.replay | capture("--case (?<k>[0-9]+)").k) end)] | join(" ")' "$scratch/raw.json" > "$out"
}

echo "seed $seed: $cases cases against $((cases * factor))${extra[*]+ (flags: ${extra[*]})}"
for profile in realistic hostile; do
  verdicts "$profile" "$((cases * factor))" "$scratch/large-$profile" --no-witnesses
done
# The deep run as a verdicts file, in the format `golden record` writes: its witnesses.
{
  echo "# snapcheck verdicts, format 1"
  echo "# snapcheck check --seed $seed --cases $cases, both profiles: profile algorithm property verdict [failing case]"
  for profile in realistic hostile; do
    awk -v p="$profile" '{ printf "%s %s %s %s%s\n", p, $1, $2, $3, ($4 == "-" || $4 == "targeted" || $4 == "witness" ? "" : " " $4) }' "$scratch/large-$profile"
  done
  echo "# end: $(cat "$scratch"/large-* | wc -l | tr -d ' ') verdicts"
} > "$scratch/deep/verdicts.golden"
# The raw generator's default run, then (with --witnesses) the default run replaying the deep run's witnesses.
modes=(raw)
[ "$witnesses" = true ] && modes+=(witnesses)
for mode in "${modes[@]}"; do
  echo "$mode:"
  for profile in realistic hostile; do
    if [ "$mode" = witnesses ]; then
      verdicts "$profile" "$cases" "$scratch/small" --golden-dir "$scratch/deep"
    else
      verdicts "$profile" "$cases" "$scratch/small" --no-witnesses
    fi
    total=$(wc -l < "$scratch/small")
    differing=$(paste -d ' ' "$scratch/small" "$scratch/large-$profile" | awk '$3 != $7')
    count=$(printf '%s' "$differing" | grep -c . || true)
    echo "  $profile: $((total - count)) of $total pairs agree"
    printf '%s\n' "$differing" | awk 'NF { printf "    %s × %s: %s at 1×, %s at %s×%s\n", $1, $2, $3, $7, f, ($8 == "-" ? "" : " (case " $8 ")") }' f="$factor"
  done
done
