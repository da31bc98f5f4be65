"""Every key of a ruleset's data/settings.toml is read by its code (the project forbids a
setting nothing reads: a GM would change it and see nothing change, like eraide's
dice.sides was). A key counts as read when its name is in the ruleset's code, the maps' or
the text orders', or fits a key the code builds (f"{kind}_cost")."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[2] / "src" / "gm"
PACKAGES = ["eraide", "nuevo_amanecer", "primordia", "sector"]
BUILT = re.compile(r"""f["']([a-z_{}\[\]"'.]*\{[^"']*)["']""")


def _keys(table: dict, path: tuple = ()):
    for key, value in table.items():
        yield path + (key,)
        if isinstance(value, dict):
            yield from _keys(value, path + (key,))


def _code(pkg: str) -> str:
    files = [*(SRC / "rulesets" / pkg).rglob("*.py"), *(SRC / "maps").rglob("*.py"), *(SRC / "orderlang").rglob("*.py"),
             *(SRC / "rulesets" / pkg / "data").glob("phrasebook.toml")]  # [unsaid] rules name the setting the text orders read
    return "\n".join(p.read_text("utf-8") for p in files)


def _built(code: str) -> list[re.Pattern]:
    out = []
    for text in BUILT.findall(code):
        parts = re.split(r"\{[^}]*\}", text)
        if all(re.fullmatch(r"[a-z_]*", p) for p in parts) and len(re.sub("_", "", "".join(parts))) >= 3:  # "cost", not "_"
            out.append(re.compile("[a-z0-9]+".join(re.escape(p) for p in parts)))
    return out


@pytest.mark.parametrize("pkg", PACKAGES)
def test_every_setting_is_read(pkg):
    settings = tomllib.loads((SRC / "rulesets" / pkg / "data" / "settings.toml").read_text("utf-8"))
    code = _code(pkg)
    built = _built(code)
    unread = [".".join(path) for path in _keys(settings)
              if not re.search(r"\b" + re.escape(path[-1]) + r"\b", code)
              and not any(p.fullmatch(path[-1]) for p in built)]
    assert not unread, f"{pkg}: data/settings.toml keys no code reads: {unread}"
