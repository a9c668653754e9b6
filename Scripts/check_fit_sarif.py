#!/usr/bin/env python3
"""Checks `typeset fit --sarif` against the official SARIF 2.1.0 JSON schema and against the run's groups.

Runs the built `typeset fit` on the example catalogue (with the pseudolocales en-XA and double),
once without a baseline and once with a baseline holding part of the findings, and checks that:
- the SARIF log validates against Tests/TypesetFitTests/Fixtures/sarif/sarif-schema-2.1.0.json
  (OASIS SARIF 2.1.0, errata 01; JSON Schema draft-04) with the `jsonschema` package;
- there is one result per group of `--json` (same order), rule typeset.fit.overflow when a group
  breaks a line limit else typeset.fit.height, level error for a group with a new finding and
  note for one the baseline holds entirely, at the group's catalogue file:line:column;
- each message names the key, the locale, the failing sizes and the suggestion.

    python3 Scripts/check_fit_sarif.py [--typeset PATH]
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

import jsonschema

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCHEMA = os.path.join(ROOT, "Tests/TypesetFitTests/Fixtures/sarif/sarif-schema-2.1.0.json")


def run(typeset, extra, workdir):
    sarif = os.path.join(workdir, "fit.sarif")
    command = [typeset, "fit", "Examples/Catalog/Localizable.xcstrings", "--layout", "Examples/Catalog/layout.json",
               "--pseudo", "en-XA,double", "--json", "--sarif", sarif] + extra
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    if done.returncode not in (0, 1):
        sys.exit(f"typeset fit failed ({done.returncode}): {done.stderr}")
    with open(sarif, encoding="utf-8") as f:
        return json.loads(done.stdout), json.load(f)


def check(document, log, validator, label):
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
    for error in errors[:10]:
        print(f"{label}: schema: {'/'.join(map(str, error.path))}: {error.message}")
    if errors:
        sys.exit(f"{label}: the SARIF log does not validate against the SARIF 2.1.0 schema ({len(errors)} errors)")
    groups = document["groups"]
    results = log["runs"][0]["results"]
    rules = [rule["id"] for rule in log["runs"][0]["tool"]["driver"]["rules"]]
    assert len(results) == len(groups), f"{label}: {len(results)} results for {len(groups)} groups"
    assert groups, f"{label}: the example has no groups"
    levels = {"error": 0, "note": 0}
    for group, result in zip(groups, results):
        expected_rule = "typeset.fit.overflow" if "lines" in group["reasons"] else "typeset.fit.height"
        assert result["ruleId"] == expected_rule == group["rule"], (label, group["key"], result["ruleId"])
        assert rules[result["ruleIndex"]] == result["ruleId"]
        assert result["level"] == ("error" if group["new"] else "note"), (label, group["key"], result["level"])
        levels[result["level"]] += 1
        file, line, column = group["location"].rsplit(":", 2)
        physical = result["locations"][0]["physicalLocation"]
        assert physical["artifactLocation"]["uri"] == file, (physical, file)
        assert physical["region"]["startLine"] == int(line) and physical["region"]["startColumn"] == int(column)
        message = result["message"]["text"]
        for part in [group["key"], group["locale"], group["suggestion"]["summary"]] + group["categories"]:
            assert part in message, (label, part, message)
    print(f"{label}: {len(results)} results = {len(groups)} groups, valid SARIF 2.1.0; levels {levels}")
    return levels


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--typeset", default=os.path.join(ROOT, ".build/debug/typeset"))
    args = parser.parse_args()
    with open(SCHEMA, encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft4Validator.check_schema(schema)
    validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
    with tempfile.TemporaryDirectory() as workdir:
        document, log = run(args.typeset, [], workdir)
        levels = check(document, log, validator, "no baseline")
        assert levels["note"] == 0
        # A baseline with every other finding: groups wholly in it become notes.
        baseline = dict(document)
        baseline["findings"] = document["findings"][::2]
        path = os.path.join(workdir, "baseline.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(baseline, f)
        document, log = run(args.typeset, ["--baseline", path], workdir)
        levels = check(document, log, validator, "with a baseline")
        assert levels["note"] > 0 and levels["error"] > 0, levels
        # The validator can fail: a level SARIF does not define is refused.
        log["runs"][0]["results"][0]["level"] = "fatal"
        assert any(True for _ in validator.iter_errors(log)), "the schema accepted level 'fatal'"


if __name__ == "__main__":
    main()
