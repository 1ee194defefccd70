#!/usr/bin/env bash
# Mutation self-check: applies each mutant of Scripts/mutants.tsv, one at a time, to a scratch
# copy of the tree (the shipped code has no mutation switches), runs the test suite, and says
# whether a test killed it. Every mutant must be killed; a survivor means a missing test.
#
#   Scripts/mutation.sh            every mutant, the full `swift test` each time
#   Scripts/mutation.sh M07 M12    only these
#   Scripts/mutation.sh --dry-run  no build: every row's find text occurs exactly once in its file
#                                  and its killer test exists in Tests/ (what .ci/run checks)
#
# The scratch copy holds exactly the files git tracks (with their working-tree content), so it
# has everything the tests read and nothing else.
#
# Prints one line per mutant (killed: the first failing tests; survived) and the score; exits
# 1 if any mutant survived or did not apply. Takes about a minute per mutant on 2 cores.
set -uo pipefail
top="$(cd "$(dirname "$0")/.." && pwd)"

# Checks one catalogue row against the tree at $top without building: prints a line and
# returns 1 when the find text does not occur exactly once or the killer test is not in Tests/.
check_row() {
  local id="$1" file="$2" find="$3" documented="$4"
  if ! python3 - "$top/$file" "$find" <<'PY'
import sys
path, find = sys.argv[1], sys.argv[2].replace('\\n', '\n')
try:
    text = open(path).read()
except OSError as error:
    sys.exit(f"cannot read: {error.strerror}")
if text.count(find) != 1:
    sys.exit(f"the find text occurs {text.count(find)} times, expected once")
PY
  then
    echo "$id  NOT APPLICABLE  $file (above: why)"; return 1
  fi
  local killer="${documented#crash: }" suite meant
  suite="${killer%%: *}"; meant="${killer#*: }"; meant="${meant%% (*}"
  if ! grep -rqE "(struct|class) $suite\b" "$top/Tests" || ! grep -rqF "@Test(\"$meant" "$top/Tests"; then
    echo "$id  NO SUCH KILLER  $suite: $meant"; return 1
  fi
}

if [[ "${1:-}" == --dry-run ]]; then
  rows=0; bad=0
  while IFS=$'\t' read -r id file find replace what documented; do
    [[ "$id" == \#* || -z "$id" ]] && continue
    rows=$((rows + 1))
    check_row "$id" "$file" "$find" "$documented" || bad=$((bad + 1))
  done < "$top/Scripts/mutants.tsv"
  echo "mutation catalogue: $rows rows, $bad that no longer apply or name no existing test"
  [[ $bad -eq 0 && $rows -gt 0 ]]
  exit
fi

scratch="${MUTATION_SCRATCH:-${TMPDIR:-/tmp}/snapcheck-mutation}"
rm -rf "$scratch/tree"
mkdir -p "$scratch/tree"
(cd "$top" && git ls-files -z | while IFS= read -r -d '' path; do [[ -e "$path" ]] && printf '%s\0' "$path"; done \
  | tar --null -T - -cf -) | tar -xf - -C "$scratch/tree"
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
