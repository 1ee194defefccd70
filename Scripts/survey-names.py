#!/usr/bin/env python3
"""The real-code survey's name count (the AppFilesAsWritten article, "The real-code survey").

Reads a folder of Swift files (the surveyed files, fetched by whoever re-runs the survey; the
project keeps none of them) and counts, for every name the fixture lists, how many files use
it. It prints one line per name, `files<TAB>name`, then the names the fixture does not list
yet, for review: UIKit, Foundation-overlay, Core Graphics and Core Animation types
(`UI…`, `NS…`, `CG…`, `CA…`) and member names after a dot or an `override`.

    Scripts/survey-names.py FOLDER            # print the counts and the names to review
    Scripts/survey-names.py FOLDER --write    # also write the counts into the fixture

How a file uses a name: a type or global (no dot in the fixture's name) appears as a word; a
member (`Owner.member(…)`) appears as `.member`, or as `member` after `override func`/`var`.
Comments and string literals are skipped; names the folder's own files declare as types are
not counted as framework types. A member written without `self.` inside a subclass is not
seen, so counts are lower bounds.
"""
import os
import re
import sys
import tempfile

FIXTURE = os.path.join(os.path.dirname(__file__), "..", "Tests", "SnapModelTests", "Survey", "SurveyFixture.swift")
NAME_LINE = re.compile(r'^(\s*\.init\(")([^"]+)(", files: )(\d+)(,.*)$')


def code_only(source):
    """The source with comments removed and string literals emptied."""
    out, i, n = [], 0, len(source)
    while i < n:
        if source.startswith("//", i):
            end = source.find("\n", i)
            i = n if end < 0 else end
        elif source.startswith("/*", i):
            end = source.find("*/", i + 2)
            i = n if end < 0 else end + 2
        elif source.startswith('"""', i):
            end = source.find('"""', i + 3)
            i = n if end < 0 else end + 3
            out.append('""')
        elif source[i] == '"':
            j = i + 1
            while j < n and source[j] not in '"\n':
                j += 2 if source[j] == "\\" else 1
            out.append('""')
            i = j + 1
        else:
            out.append(source[i])
            i += 1
    return "".join(out)


def base_of(name):
    """The token a file writes for `name`: the last component before any argument labels."""
    return name.split("(")[0].split(".")[-1]


def main(argv):
    if len(argv) < 2 or not os.path.isdir(argv[1]):
        sys.stderr.write("survey-names: give a folder of Swift files (see the script's header)\n")
        return 2
    folder, write = argv[1], "--write" in argv[2:]
    sources = []
    for root, _, files in sorted(os.walk(folder)):
        for file in sorted(files):
            if file.endswith(".swift"):
                with open(os.path.join(root, file), encoding="utf-8", errors="replace") as handle:
                    sources.append(code_only(handle.read()))
    declared = set()
    for source in sources:
        declared |= set(re.findall(r"\b(?:class|struct|enum|protocol|typealias)\s+([A-Za-z_]\w*)", source))
    words = [set(re.findall(r"\b\w+\b", s)) for s in sources]
    members = [
        set(re.findall(r"\.([A-Za-z_]\w*)", s)) | set(re.findall(r"override\s+(?:\w+\s+)*?(?:func|var)\s+(\w+)", s))
        for s in sources
    ]
    with open(FIXTURE, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    listed, counted = set(), []
    for index, line in enumerate(lines):
        match = NAME_LINE.match(line)
        if not match:
            continue
        name = match.group(2)
        listed.add(base_of(name))
        if "." in name.split("(")[0]:
            count = sum(base_of(name) in m for m in members)
        else:
            count = sum(name in w for w in words)
        counted.append((name, count))
        lines[index] = f"{match.group(1)}{name}{match.group(3)}{count}{match.group(5)}"
    for name, count in counted:
        print(f"{count}\t{name}")
    types = sorted({t for w in words for t in w if re.fullmatch(r"(?:UI|NS|CG|CA)[A-Z]\w*", t)} - declared - listed)
    others = sorted({m for ms in members for m in ms} - listed - declared)
    print(f"# types to review ({len(types)}): " + " ".join(types))
    print(f"# members to review ({len(others)}), most are the files' own: " + " ".join(others))
    if write:
        directory = os.path.dirname(FIXTURE)
        with tempfile.NamedTemporaryFile("w", dir=directory, delete=False, encoding="utf-8") as temporary:
            temporary.write("\n".join(lines))
        os.replace(temporary.name, FIXTURE)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
