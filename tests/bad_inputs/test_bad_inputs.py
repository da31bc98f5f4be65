"""Every bad-input case: the right exit code, a located message, never a traceback."""

from __future__ import annotations

import re

import pytest

from tests import registered
from tests.bad_inputs.harness import CASES as CASES_DIR
from tests.bad_inputs.harness import ROOT, all_cases, base_status, build, check_escaped, fill, placeholders, run_gm

CASES = all_cases()


def test_there_are_enough_cases():
    assert len(CASES) >= 60
    assert {c.spec["ruleset"] for c in CASES} >= set(registered.RULESETS)
    broken = [d.name for d in CASES_DIR.iterdir() if d.is_dir() and not (d / "case.toml").is_file()]
    assert not broken, f"case folders without case.toml (never run): {broken}"


# the commands that take --lang (the others speak the game's language, or Spanish)
LANG_COMMANDS = {"validate", "resolve", "check", "orders", "roll", "odds", "verify"}


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_bad_input(case, lang, tmp_path, request):
    """`fragments`/`patterns`/`report_fragments` are the English messages (--lang en);
    `fragments_es`/`patterns_es`/`report_fragments_es` the Spanish ones (--lang es, the default
    language): a case with English expectations has their Spanish ones too, or fails; a case
    with none (the escaping cases) runs in both languages."""
    spec = case.spec
    why = base_status(spec["base"])
    if why:  # a sample that stops validating is a failure, never a skipped case
        pytest.fail(why)
    suffix = "" if lang == "en" else f"_{lang}"
    missing = [f"{k}{suffix}" for k in ("fragments", "patterns", "report_fragments") if k in spec and f"{k}{suffix}" not in spec]
    assert not missing, f"{case.name}: English expectations without their Spanish ones ({', '.join(missing)})"
    if spec.get("xfail"):
        request.applymarker(pytest.mark.xfail(reason=spec["xfail"], strict=True))  # fixed: the case must lose its xfail
    turn = build(case, tmp_path)
    base = ROOT / spec["base"]
    subs = placeholders(base)
    args = [spec.get("command", "validate"), str(turn)]
    out = tmp_path / "out"
    if args[0] == "resolve":
        args += ["--out", str(out), "--seed", "bad-inputs"]
    args += spec.get("args", [])
    if args[0] in LANG_COMMANDS:
        args += ["--lang", lang]
    code, output, exc = run_gm(args)
    assert exc is None, f"{case.name}: raised {type(exc).__name__}: {exc}\n{output}"
    assert "Traceback" not in output
    assert "internal error" not in output, output
    assert code == spec["exit_code"], f"{case.name}: exit {code}, expected {spec['exit_code']}\n{output}"
    for frag in spec.get(f"fragments{suffix}", []):
        frag = fill(frag, subs, base)
        assert frag in output, f"{case.name}: {frag!r} not in:\n{output}"
    for pat in spec.get(f"patterns{suffix}", []):
        pat = fill(pat, subs, base)
        assert re.search(pat, output), f"{case.name}: /{pat}/ not in:\n{output}"
    if code != 0 and args[0] == "resolve":
        assert not out.exists(), "a failed resolve wrote its output"
    for want in spec.get(f"report_fragments{suffix}", []):
        rel, text = fill(want["file"], subs, base), fill(want["text"], subs, base)
        report = out / rel
        assert report.is_file(), f"{case.name}: resolve wrote no {rel}"
        assert text in report.read_text("utf-8"), f"{case.name}: {text!r} not in {rel}"
    if spec.get("escaped"):
        problems = check_escaped(out, spec["escaped"])
        assert not problems, "\n".join(problems)
