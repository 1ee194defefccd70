#!/usr/bin/env bash
# Mutation self-check: applies each mutant of Scripts/mutants.tsv, one at a time, to a scratch
# copy of the tree (the shipped code has no mutation switches), runs the test suite, and says
# whether a test killed it. Every mutant must be killed; a survivor means a missing test.
#
#   Scripts/mutation.sh            every mutant, the full `swift test` each time
#   Scripts/mutation.sh M07 M12    only these
#
# Prints one line per mutant (killed: the first failing tests; survived) and the score; exits
# 1 if any mutant survived or did not apply. Takes about a minute per mutant on 2 cores.
set -uo pipefail
top="$(cd "$(dirname "$0")/.." && pwd)"
scratch="${MUTATION_SCRATCH:-${TMPDIR:-/tmp}/snapcheck-mutation}"
rm -rf "$scratch/tree"
mkdir -p "$scratch/tree"
(cd "$top" && tar --exclude ./.build --exclude ./report --exclude ./.git -cf - .) | tar -xf - -C "$scratch/tree"
cd "$scratch/tree"

echo "baseline: building and testing the unmutated tree"
if ! swift build --build-tests >"$scratch/baseline.log" 2>&1 || ! swift test >>"$scratch/baseline.log" 2>&1; then
  echo "the unmutated tree does not pass its tests; see $scratch/baseline.log" >&2
  exit 2
fi

selected=("$@")
killed=0; survived=0; broken=0; total=0
while IFS=$'\t' read -r id file find replace what documented; do
  [[ "$id" == \#* || -z "$id" ]] && continue
  if ((${#selected[@]})) && [[ ! " ${selected[*]} " == *" $id "* ]]; then continue; fi
  total=$((total + 1))
  cp "$file" "$scratch/original"
  if ! python3 - "$file" "$find" "$replace" <<'PY'
import sys
path, find, replace = sys.argv[1], sys.argv[2].replace('\\n', '\n'), sys.argv[3].replace('\\n', '\n')
text = open(path).read()
if text.count(find) != 1:
    sys.exit(f"found {text.count(find)} times, expected once")
open(path, 'w').write(text.replace(find, replace))
PY
  then
    echo "$id  NOT APPLIED  $file: the find text must occur exactly once"
    broken=$((broken + 1)); continue
  fi
  log="$scratch/$id.log"
  if ! swift build --build-tests >"$log" 2>&1; then
    result="killed (does not compile)"
  elif swift test >>"$log" 2>&1; then
    result="SURVIVED"
  else
    failing=$(grep -oE '✘ Test "[^"]+"' "$log" | sed 's/✘ Test //' | sort -u | head -3 | paste -sd ';' -)
    grep -q "unexpected signal" "$log" && failing="${failing:+$failing; }the test process crashed"
    result="killed by ${failing:-a failing test}"
    # The catalogue names the test meant to kill it ("Suite: test name", or "crash: …" when the
    # mutant lets a real trap end the test process); say if that is not what happened.
    if [[ "$documented" == crash:* ]]; then
      grep -q "unexpected signal" "$log" || result="$result [the catalogue expects a crash; none happened]"
    else
      meant="${documented#*: }"; meant="${meant%% (*}"
      grep -qF "✘ Test \"$meant" "$log" || result="$result [the catalogue's killer did not fail: $meant]"
    fi
  fi
  cp "$scratch/original" "$file"
  if [[ "$result" == SURVIVED ]]; then survived=$((survived + 1)); else killed=$((killed + 1)); fi
  echo "$id  $what  ($file): $result"
done < "$top/Scripts/mutants.tsv"

echo "mutation score: $killed of $total killed, $survived survived, $broken not applied"
[[ $survived -eq 0 && $broken -eq 0 ]]
