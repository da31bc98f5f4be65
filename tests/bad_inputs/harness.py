"""The bad-input cases: each directory under tests/bad_inputs/cases/ is one broken game.

A case is `case.toml` plus an optional `files/` tree:

    description = "what is wrong"
    ruleset = "sector"                      # the case fails while this sample does not validate
    base = "sample_games/sector/turn-01"    # copied to a temporary turn directory
    command = "validate"                    # or "resolve" (writes into a temporary --out)
    args = ["--format", "html"]             # extra arguments
    exit_code = 1
    fragments = ["orders.toml:", "unknown faction 'nobody'"]   # must all appear in the output
    patterns = ['orders\\.toml:\\d+: .*teleport']               # regular expressions, likewise
    delete = ["orders.toml"]                # removed from the copy (files or directories)
    mkdir = ["orders.toml"]                 # directories created (after delete)
    prepend = [{ file = "factions/{faction}.toml", text = "id = \"x\"\n" }]
    append = [{ file = "orders.toml", text = "\n[factions.nobody]\n", repeat = 1 }]
    set = [{ file = "game.toml", path = ["turn"], value = "one" }]   # parse, edit, rewrite
    escaped = "markdown"                    # resolve: player text must come out escaped
    report_fragments = [{ file = "reports/{faction}.md", text = "REJECTED" }]   # resolve: in that report

`files/` overrides or adds files (bytes as they are: binary and non-UTF-8 allowed).
Placeholders in names and texts: {faction} and {faction2} (the base's first and second
faction ids, sorted), {turn} (its turn), {ruleset}, {first:<file>:<dotted.path>} (the
first key, sorted, of that table: e.g. {first:factions/{faction}.toml:armies}).
"""

from __future__ import annotations

import re
import shutil
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CASES = Path(__file__).resolve().parent / "cases"

# Raw markup that must never reach a report outside a code block, per format.
DANGEROUS = {
    "markdown": ["**b**", "<b>h</b>", "_i_"],
    "bbcode": ["[b]c[/b]", "[url=x]"],
    "html": ["<script>", "<b>h</b>"],
}
MARKER = "Zx"  # every escaping case's name starts with it: proof the name was rendered
CODE_BLOCKS = {
    "markdown": re.compile(r"```.*?```", re.S),
    "bbcode": re.compile(r"\[code\].*?\[/code\]", re.S | re.I),
    "html": re.compile(r"(?!)"),
}


@dataclass
class Case:
    name: str
    path: Path
    spec: dict


def all_cases() -> list[Case]:
    out = []
    for d in sorted(CASES.iterdir()) if CASES.is_dir() else []:
        if (d / "case.toml").is_file():
            out.append(Case(d.name, d, tomllib.loads((d / "case.toml").read_text("utf-8"))))
    return out


@lru_cache(maxsize=None)
def base_status(base: str) -> str | None:
    """None when the base turn directory validates, else why the cases on it fail."""
    from gm.engine.validate import validate_dir

    root = ROOT / base
    if not (root / "game.toml").is_file():
        return f"{base} is missing: a registered ruleset's sample game (tests/registered.py) or a case's base"
    try:
        result = validate_dir(root)
    except Exception as exc:  # noqa: BLE001 - a ruleset still being written
        return f"{base} cannot be validated ({type(exc).__name__}: {exc})"
    if not result.ok:
        return f"{base} does not validate ({result.errors[0].format()[:200]})"
    return None


def placeholders(turn_dir: Path) -> dict[str, str]:
    game = tomllib.loads((turn_dir / "game.toml").read_text("utf-8"))
    fids = sorted(p.stem for p in (turn_dir / "factions").glob("*.toml"))
    return {
        "{faction}": fids[0] if fids else "",
        "{faction2}": fids[1] if len(fids) > 1 else (fids[0] if fids else ""),
        "{turn}": str(game.get("turn", "")),
        "{ruleset}": str(game.get("ruleset", "")),
    }


_FIRST = re.compile(r"\{first:([^:{}]+):([^{}]+)\}")


def fill(text: str, subs: dict[str, str], turn_dir: Path) -> str:
    for k, v in subs.items():
        text = text.replace(k, v)

    def first(m: re.Match) -> str:
        data = tomllib.loads((turn_dir / m.group(1)).read_text("utf-8"))
        for part in m.group(2).split("."):
            data = data[part]
        return sorted(data)[0]

    return _FIRST.sub(first, text)


def fill_value(value, subs, turn_dir):
    if isinstance(value, str):
        return fill(value, subs, turn_dir)
    if isinstance(value, list):
        return [fill_value(v, subs, turn_dir) for v in value]
    if isinstance(value, dict):
        return {k: fill_value(v, subs, turn_dir) for k, v in value.items()}
    return value


def build(case: Case, tmp: Path) -> Path:
    """Materialize the case's turn directory under tmp; return it."""
    import tomli_w

    spec = case.spec
    turn_dir = tmp / "game" / "turn-01"
    shutil.copytree(ROOT / spec["base"], turn_dir)
    subs = placeholders(turn_dir)
    for edit in spec.get("set", []):
        rel = fill(edit["file"], subs, turn_dir)
        data = tomllib.loads((turn_dir / rel).read_text("utf-8"))
        node = data
        path = [fill(str(p), subs, turn_dir) for p in edit["path"]]
        for part in path[:-1]:
            node = node.setdefault(part, {})
        if edit.get("remove"):
            node.pop(path[-1], None)
        else:
            node[path[-1]] = fill_value(edit["value"], subs, turn_dir)
        (turn_dir / rel).write_text(tomli_w.dumps(data), encoding="utf-8")
    for edit in spec.get("prepend", []):
        p = turn_dir / fill(edit["file"], subs, turn_dir)
        p.write_bytes(fill(edit["text"], subs, turn_dir).encode("utf-8") + p.read_bytes())
    for edit in spec.get("append", []):
        p = turn_dir / fill(edit["file"], subs, turn_dir)
        p.write_bytes(p.read_bytes() + fill(edit["text"], subs, turn_dir).encode("utf-8") * edit.get("repeat", 1))
    for rel in spec.get("delete", []):
        p = turn_dir / fill(rel, subs, turn_dir)
        if p.is_dir() and not p.is_symlink():
            shutil.rmtree(p)
        elif p.exists():
            p.unlink()
    for rel in spec.get("mkdir", []):
        (turn_dir / fill(rel, subs, turn_dir)).mkdir(parents=True, exist_ok=True)
    files = case.path / "files"
    if files.is_dir():
        for src in sorted(files.rglob("*")):
            if src.is_file():
                dst = turn_dir / fill(str(src.relative_to(files)), subs, turn_dir)
                if dst.is_dir():
                    shutil.rmtree(dst)
                dst.parent.mkdir(parents=True, exist_ok=True)
                raw = src.read_bytes()
                try:
                    raw = fill(raw.decode("utf-8"), subs, turn_dir).encode("utf-8")
                except UnicodeDecodeError:
                    pass  # binary and non-UTF-8 files are copied as they are
                dst.write_bytes(raw)
    return turn_dir


def run_gm(args: list[str]):
    """`gm ARGS` in process: (exit code, stdout + stderr, exception or None)."""
    from typer.testing import CliRunner

    from gm.cli import app

    result = CliRunner().invoke(app, args, catch_exceptions=True)
    exc = result.exception if not isinstance(result.exception, SystemExit) else None
    return result.exit_code, result.output, exc


def report_files(out: Path) -> list[Path]:
    return sorted(p for p in out.rglob("*") if p.is_file() and (p.name.startswith(("report.", "gm-report.")) or p.parent.name == "reports"))


def check_escaped(out: Path, fmt: str) -> list[str]:
    """Problems with how the player text came out in the rendered reports."""
    problems = []
    seen = False
    for p in report_files(out):
        text = p.read_text("utf-8")
        seen = seen or MARKER in text
        outside = CODE_BLOCKS[fmt].sub("", text)
        for raw in DANGEROUS[fmt]:
            if raw in outside:
                problems.append(f"{p.relative_to(out)}: raw {raw!r} outside a code block")
    if not seen:
        problems.append(f"no report shows the name (marker {MARKER!r}): nothing was checked")
    return problems
