"""Writes the generic bad-input cases (the same breakage for every ruleset) into cases/.

    python3 tests/bad_inputs/make_cases.py

The cases are plain directories (see harness.py): edit or add them by hand; this script
only (re)writes the generic ones, named `<ruleset>--<case>`. Ruleset-specific cases are
hand-written directories named `<ruleset>-<case>` and are never touched here.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import tomli_w

CASES = Path(__file__).resolve().parent / "cases"
RULESETS = {"nuevo-amanecer": "na", "sector": "sector", "eraide": "eraide", "primordia": "primordia"}

# name -> (case.toml data without base/ruleset, {relative file in files/: bytes})
GENERIC: dict[str, tuple[dict, dict[str, bytes]]] = {
    "game-broken-toml": (
        {"description": "game.toml is not TOML (an unclosed string)", "exit_code": 1,
         "fragments": ["game.toml:3", "invalid TOML"]},
        {"game.toml": b'ruleset = "{ruleset}"\nturn = 1\ntitle = "unclosed\n'},
    ),
    "game-missing": (
        {"description": "no game.toml", "exit_code": 1, "delete": ["game.toml"], "fragments": ["game.toml: missing file"]}, {}),
    "game-empty": (
        {"description": "game.toml is empty", "exit_code": 1, "fragments": ["game.toml", "expected a ruleset id"]},
        {"game.toml": b""},
    ),
    "game-is-directory": (
        {"description": "game.toml is a directory", "exit_code": 1, "delete": ["game.toml"], "mkdir": ["game.toml"],
         "fragments": ["game.toml: found a directory"]}, {}),
    "game-binary": (
        {"description": "game.toml is a binary file", "exit_code": 1, "fragments": ["game.toml:3", "binary file"]},
        {"game.toml": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00"},
    ),
    "game-not-utf8": (
        {"description": "game.toml in Latin-1, not UTF-8", "exit_code": 1, "fragments": ["game.toml:2", "invalid UTF-8"]},
        {"game.toml": b'ruleset = "{ruleset}"\ntitle = "Campa\xf1a"\nturn = 1\n'},
    ),
    "game-unknown-ruleset": (
        {"description": "a ruleset that does not exist", "exit_code": 1,
         "set": [{"file": "game.toml", "path": ["ruleset"], "value": "chess"}],
         "fragments": ["game.toml:", "unknown ruleset 'chess'"]}, {}),
    "game-turn-wrong-type": (
        {"description": "turn is text", "exit_code": 1, "set": [{"file": "game.toml", "path": ["turn"], "value": "one"}],
         "patterns": [r"game\.toml:\d+: .*found text 'one', expected an integer"]}, {}),
    "game-turn-huge": (
        {"description": "turn is a huge number", "exit_code": 1,
         "set": [{"file": "game.toml", "path": ["turn"], "value": 9223372036854775807}],
         "patterns": [r"game\.toml:\d+: .*expected at most"]}, {}),
    "game-turn-negative": (
        {"description": "turn is negative", "exit_code": 1, "set": [{"file": "game.toml", "path": ["turn"], "value": -3}],
         "patterns": [r"game\.toml:\d+: .*found -3, expected at least 0"]}, {}),
    "game-unknown-key": (
        {"description": "an unknown key in game.toml", "exit_code": 1,
         "set": [{"file": "game.toml", "path": ["bogus_key"], "value": 1}],
         "patterns": [r"game\.toml:\d+: .*unknown key 'bogus_key'"]}, {}),
    "game-bad-lang": (
        {"description": "an unsupported report language", "exit_code": 1,
         "set": [{"file": "game.toml", "path": ["lang"], "value": "klingon"}],
         "patterns": [r"game\.toml:\d+: .*found 'klingon', expected one of"]}, {}),
    "orders-broken-toml": (
        {"description": "orders.toml with an unclosed table header", "exit_code": 1,
         "fragments": ["orders.toml:2", "invalid TOML"]},
        {"orders.toml": b"turn = {turn}\n[factions.{faction}\n"},
    ),
    "orders-missing": (
        {"description": "no orders.toml", "exit_code": 1, "delete": ["orders.toml"], "fragments": ["orders.toml: missing file"]}, {}),
    "orders-is-directory": (
        {"description": "orders.toml is a directory", "exit_code": 1, "delete": ["orders.toml"], "mkdir": ["orders.toml"],
         "fragments": ["orders.toml: found a directory"]}, {}),
    "orders-binary": (
        {"description": "orders.toml is binary", "exit_code": 1, "fragments": ["orders.toml:2", "binary file"]},
        {"orders.toml": b"turn = 1\n\x00\xff\xfe\x00garbage"},
    ),
    "orders-not-utf8": (
        {"description": "orders.toml with a Latin-1 byte", "exit_code": 1, "fragments": ["orders.toml:3", "invalid UTF-8"]},
        {"orders.toml": b"turn = {turn}\n[factions.{faction}]\nnote = \"\xa1Adelante!\"\n"},
    ),
    "orders-unknown-faction": (
        {"description": "orders for a faction that does not exist", "exit_code": 1,
         "append": [{"file": "orders.toml", "text": "\n[factions.nobody]\nnote = \"who?\"\n"}],
         "patterns": [r"orders\.toml:\d+: .*unknown faction 'nobody'"]}, {}),
    "orders-turn-mismatch": (
        {"description": "orders for another turn", "exit_code": 1,
         "set": [{"file": "orders.toml", "path": ["turn"], "value": 999}],
         "patterns": [r"orders\.toml:\d+: .*found turn 999, expected {turn}"]}, {}),
    "orders-unknown-type": (
        {"description": "an order type the ruleset does not have", "exit_code": 1,
         "append": [{"file": "orders.toml", "text": "\n[[factions.{faction}.orders]]\ntype = \"teleport\"\n"}],
         "patterns": [r"orders\.toml:\d+: .*'teleport'"]}, {}),
    "orders-unknown-key": (
        {"description": "an order with a key its type does not have", "exit_code": 1,
         "set": [{"file": "orders.toml", "path": ["factions", "{faction}", "bogus"], "value": 1}],
         "patterns": [r"orders\.toml:\d+: .*unknown key 'bogus'"]}, {}),
    "orders-huge-note": (
        {"description": "a 9 MiB orders.toml (a pasted file, not orders)", "exit_code": 1,
         "append": [{"file": "orders.toml", "text": "# xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n", "repeat": 120000}],
         "fragments": ["orders.toml", "expected at most"]}, {}),
    "faction-duplicate-id-key": (
        {"description": "a faction file that sets id twice (duplicate key)", "exit_code": 1,
         "prepend": [{"file": "factions/{faction}.toml", "text": "id = \"{faction}\"\n"}],
         "patterns": [r"factions/{faction}\.toml:\d+(:\d+)?: .*invalid TOML"]}, {}),
    "faction-id-mismatch": (
        {"description": "a faction file whose id is not its name", "exit_code": 1,
         "set": [{"file": "factions/{faction}.toml", "path": ["id"], "value": "someone-else"}],
         "patterns": [r"factions/{faction}\.toml:\d+: .*expected id = \"{faction}\""]}, {}),
    "faction-bad-filename": (
        {"description": "a faction file name that is not an id", "exit_code": 1,
         "fragments": ["factions/BAD.toml", "expected an id of lowercase"]},
        {"factions/BAD.toml": b'id = "BAD"\n'},
    ),
    "faction-empty-file": (
        {"description": "an empty faction file", "exit_code": 1, "fragments": ["factions/empty.toml", "found no id"]},
        {"factions/empty.toml": b""},
    ),
    "faction-is-directory": (
        {"description": "a directory named like a faction file", "exit_code": 1, "mkdir": ["factions/ghost.toml"],
         "fragments": ["factions/ghost.toml:", "found a directory"]}, {}),
    "factions-missing": (
        {"description": "no factions/ directory", "exit_code": 1, "delete": ["factions"],
         "fragments": ["factions/: missing directory"]}, {}),
    "factions-empty": (
        {"description": "an empty factions/ directory", "exit_code": 1, "delete": ["factions"], "mkdir": ["factions"],
         "fragments": ["factions/: found no faction files"]}, {}),
    "factions-is-file": (
        {"description": "factions is a file", "exit_code": 1, "delete": ["factions"],
         "fragments": ["factions/: found a file"]},
        {"factions": b"sigmar\norkos\n"},
    ),
    "dice-not-faces": (
        {"description": "a recorded roll that is not a list of faces", "exit_code": 1,
         "fragments": ["dice.toml:1", "expected a list of die faces"]},
        {"dice.toml": b'"t01/anything" = "six"\n'},
    ),
    "seal-garbage": (
        {"description": "a seal.toml that gm seal did not write", "exit_code": 1,
         "fragments": ["seal.toml", "expected a SHA-256 commitment"]},
        {"seal.toml": b'turn = {turn}\ncommitment = "trust me"\n'},
    ),
    "resolve-invalid-writes-nothing": (
        {"description": "resolve of an invalid turn: exit 1, nothing written", "command": "resolve", "exit_code": 1,
         "append": [{"file": "orders.toml", "text": "\n[factions.nobody]\n"}],
         "fragments": ["unknown faction 'nobody'", "nothing was written"]}, {}),
    "name-markdown": (
        {"description": "a faction name with Markdown and HTML: escaped in the .md reports", "command": "resolve",
         "exit_code": 0, "escaped": "markdown",
         "set": [{"file": "factions/{faction}.toml", "path": ["name"], "value": "Zx **b** _i_ <b>h</b>"}]}, {}),
    "name-bbcode": (
        {"description": "a faction name with BBCode: escaped in the .bbcode reports", "command": "resolve",
         "exit_code": 0, "escaped": "bbcode", "args": ["--format", "bbcode"],
         "set": [{"file": "factions/{faction}.toml", "path": ["name"], "value": "Zx [b]c[/b] [url=x]y[/url]"}]}, {}),
    "name-html": (
        {"description": "a faction name with HTML: escaped in the .html reports", "command": "resolve",
         "exit_code": 0, "escaped": "html", "args": ["--format", "html"],
         "set": [{"file": "factions/{faction}.toml", "path": ["name"], "value": "Zx <script>a()</script> <b>h</b>"}]}, {}),
}


def main() -> None:
    CASES.mkdir(exist_ok=True)
    for d in CASES.glob("*--*"):
        shutil.rmtree(d)
    n = 0
    for rid, short in RULESETS.items():
        for name, (spec, files) in GENERIC.items():
            d = CASES / f"{short}--{name}"
            d.mkdir(parents=True)
            data = {"description": spec["description"], "ruleset": rid, "base": f"sample_games/{rid}/turn-01",
                    "command": spec.get("command", "validate")}
            data.update({k: v for k, v in spec.items() if k not in data})
            (d / "case.toml").write_text(tomli_w.dumps(data), encoding="utf-8")
            for rel, raw in files.items():
                p = d / "files" / rel
                p.parent.mkdir(parents=True, exist_ok=True)
                p.write_bytes(raw.replace(b"{ruleset}", rid.encode()) if rel == "game.toml" else raw)
            n += 1
    print(f"wrote {n} generic cases into {CASES}")


if __name__ == "__main__":
    main()
