"""Writes the generic bad-input cases (the same breakage for every ruleset) into cases/.

    python3 tests/bad_inputs/make_cases.py

Each generic case says what the English messages hold (`fragments`, `patterns`, checked
with --lang en) and what the Spanish ones hold (`fragments_es`, `patterns_es`, --lang es).
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
        {"description": "game.toml is not TOML (an unclosed string)", "fragments_es": ['game.toml:3', 'TOML no válido'], "exit_code": 1,
         "fragments": ["game.toml:3", "invalid TOML"]},
        {"game.toml": b'ruleset = "{ruleset}"\nturn = 1\ntitle = "unclosed\n'},
    ),
    "game-missing": (
        {"description": "no game.toml", "fragments_es": ['game.toml: falta el archivo'], "exit_code": 1, "delete": ["game.toml"], "fragments": ["game.toml: missing file"]}, {}),
    "game-empty": (
        {"description": "game.toml is empty", "fragments_es": ['game.toml', 'se esperaba el id de un reglamento'], "exit_code": 1, "fragments": ["game.toml", "expected a ruleset id"]},
        {"game.toml": b""},
    ),
    "game-is-directory": (
        {"description": "game.toml is a directory", "fragments_es": ['game.toml: se encontró un directorio'], "exit_code": 1, "delete": ["game.toml"], "mkdir": ["game.toml"],
         "fragments": ["game.toml: found a directory"]}, {}),
    "game-binary": (
        {"description": "game.toml is a binary file", "fragments_es": ['game.toml:3', 'archivo binario'], "exit_code": 1, "fragments": ["game.toml:3", "binary file"]},
        {"game.toml": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00"},
    ),
    "game-not-utf8": (
        {"description": "game.toml in Latin-1, not UTF-8", "fragments_es": ['game.toml:2', 'que no es UTF-8 válido'], "exit_code": 1, "fragments": ["game.toml:2", "invalid UTF-8"]},
        {"game.toml": b'ruleset = "{ruleset}"\ntitle = "Campa\xf1a"\nturn = 1\n'},
    ),
    "game-unknown-ruleset": (
        {"description": "a ruleset that does not exist", "fragments_es": ['game.toml:', "reglamento desconocido 'chess'"], "exit_code": 1,
         "set": [{"file": "game.toml", "path": ["ruleset"], "value": "chess"}],
         "fragments": ["game.toml:", "unknown ruleset 'chess'"]}, {}),
    "game-turn-wrong-type": (
        {"description": "turn is text", "patterns_es": ["game\\.toml:\\d+: .*se encontró el texto 'one', se esperaba un número entero"], "exit_code": 1, "set": [{"file": "game.toml", "path": ["turn"], "value": "one"}],
         "patterns": [r"game\.toml:\d+: .*found text 'one', expected an integer"]}, {}),
    "game-turn-huge": (
        {"description": "turn is a huge number", "patterns_es": ['game\\.toml:\\d+: .*se esperaba como máximo'], "exit_code": 1,
         "set": [{"file": "game.toml", "path": ["turn"], "value": 9223372036854775807}],
         "patterns": [r"game\.toml:\d+: .*expected at most"]}, {}),
    "game-turn-negative": (
        {"description": "turn is negative", "patterns_es": ['game\\.toml:\\d+: .*se encontró -3, se esperaba como mínimo 0'], "exit_code": 1, "set": [{"file": "game.toml", "path": ["turn"], "value": -3}],
         "patterns": [r"game\.toml:\d+: .*found -3, expected at least 0"]}, {}),
    "game-unknown-key": (
        {"description": "an unknown key in game.toml", "patterns_es": ["game\\.toml:\\d+: .*clave desconocida 'bogus_key'"], "exit_code": 1,
         "set": [{"file": "game.toml", "path": ["bogus_key"], "value": 1}],
         "patterns": [r"game\.toml:\d+: .*unknown key 'bogus_key'"]}, {}),
    "game-bad-lang": (
        {"description": "an unsupported report language", "patterns_es": ["game\\.toml:\\d+: .*se encontró 'klingon', se esperaba uno de"], "exit_code": 1,
         "set": [{"file": "game.toml", "path": ["lang"], "value": "klingon"}],
         "patterns": [r"game\.toml:\d+: .*found 'klingon', expected one of"]}, {}),
    "orders-broken-toml": (
        {"description": "orders.toml with an unclosed table header", "fragments_es": ['orders.toml:2', 'TOML no válido'], "exit_code": 1,
         "fragments": ["orders.toml:2", "invalid TOML"]},
        {"orders.toml": b"turn = {turn}\n[factions.{faction}\n"},
    ),
    "orders-missing": (
        {"description": "no orders.toml", "fragments_es": ['orders.toml: falta el archivo'], "exit_code": 1, "delete": ["orders.toml"], "fragments": ["orders.toml: missing file"]}, {}),
    "orders-is-directory": (
        {"description": "orders.toml is a directory", "fragments_es": ['orders.toml: se encontró un directorio'], "exit_code": 1, "delete": ["orders.toml"], "mkdir": ["orders.toml"],
         "fragments": ["orders.toml: found a directory"]}, {}),
    "orders-binary": (
        {"description": "orders.toml is binary", "fragments_es": ['orders.toml:2', 'archivo binario'], "exit_code": 1, "fragments": ["orders.toml:2", "binary file"]},
        {"orders.toml": b"turn = 1\n\x00\xff\xfe\x00garbage"},
    ),
    "orders-not-utf8": (
        {"description": "orders.toml with a Latin-1 byte", "fragments_es": ['orders.toml:3', 'que no es UTF-8 válido'], "exit_code": 1, "fragments": ["orders.toml:3", "invalid UTF-8"]},
        {"orders.toml": b"turn = {turn}\n[factions.{faction}]\nnote = \"\xa1Adelante!\"\n"},
    ),
    "orders-unknown-faction": (
        {"description": "orders for a faction that does not exist", "patterns_es": ["orders\\.toml:\\d+: .*facción desconocida 'nobody'"], "exit_code": 1,
         "append": [{"file": "orders.toml", "text": "\n[factions.nobody]\nnote = \"who?\"\n"}],
         "patterns": [r"orders\.toml:\d+: .*unknown faction 'nobody'"]}, {}),
    "orders-turn-mismatch": (
        {"description": "orders for another turn", "patterns_es": ['orders\\.toml:\\d+: .*se encontró el turno 999, se esperaba {turn}'], "exit_code": 1,
         "set": [{"file": "orders.toml", "path": ["turn"], "value": 999}],
         "patterns": [r"orders\.toml:\d+: .*found turn 999, expected {turn}"]}, {}),
    "orders-unknown-type": (
        {"description": "an order type the ruleset does not have: the order is rejected (a located warning, exit 0), the turn is not blocked",
         "exit_code": 0,
         "append": [{"file": "orders.toml", "text": "\n[[factions.{faction}.orders]]\ntype = \"teleport\"\n"}],
         "patterns": [r"orders\.toml:\d+: warning: .*this order will be rejected \(the rest of the turn resolves\): found 'teleport', expected one of"],
         "patterns_es": [r"orders\.toml:\d+: aviso: .*esta orden se rechazará \(el resto del turno se resuelve\): se encontró 'teleport', se esperaba uno de"]}, {}),
    "orders-unknown-key": (
        {"description": "an order with a key its type does not have", "patterns_es": ["orders\\.toml:\\d+: .*clave desconocida 'bogus'"], "exit_code": 1,
         "set": [{"file": "orders.toml", "path": ["factions", "{faction}", "bogus"], "value": 1}],
         "patterns": [r"orders\.toml:\d+: .*unknown key 'bogus'"]}, {}),
    "orders-huge-note": (
        {"description": "a 9 MiB orders.toml (a pasted file, not orders)", "fragments_es": ['orders.toml', 'demasiado grande'], "exit_code": 1,
         "append": [{"file": "orders.toml", "text": "# xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n", "repeat": 120000}],
         "fragments": ["orders.toml", "found a file too big"]}, {}),
    "faction-duplicate-id-key": (
        {"description": "a faction file that sets id twice (duplicate key)", "patterns_es": ['factions/{faction}\\.toml:\\d+(:\\d+)?: .*TOML no válido'], "exit_code": 1,
         "prepend": [{"file": "factions/{faction}.toml", "text": "id = \"{faction}\"\n"}],
         "patterns": [r"factions/{faction}\.toml:\d+(:\d+)?: .*invalid TOML"]}, {}),
    "faction-id-mismatch": (
        {"description": "a faction file whose id is not its name", "patterns_es": ['factions/{faction}\\.toml:\\d+: .*se esperaba id = \\"{faction}\\"'], "exit_code": 1,
         "set": [{"file": "factions/{faction}.toml", "path": ["id"], "value": "someone-else"}],
         "patterns": [r"factions/{faction}\.toml:\d+: .*expected id = \"{faction}\""]}, {}),
    "faction-bad-filename": (
        {"description": "a faction file name that is not an id", "fragments_es": ['factions/BAD.toml', 'se esperaba un id de minúsculas'], "exit_code": 1,
         "fragments": ["factions/BAD.toml", "expected an id of lowercase"]},
        {"factions/BAD.toml": b'id = "BAD"\n'},
    ),
    "faction-empty-file": (
        {"description": "an empty faction file", "fragments_es": ['factions/empty.toml', 'no se encontró ningún id'], "exit_code": 1, "fragments": ["factions/empty.toml", "found no id"]},
        {"factions/empty.toml": b""},
    ),
    "faction-is-directory": (
        {"description": "a directory named like a faction file", "fragments_es": ['factions/ghost.toml:', 'se encontró un directorio'], "exit_code": 1, "mkdir": ["factions/ghost.toml"],
         "fragments": ["factions/ghost.toml:", "found a directory"]}, {}),
    "factions-missing": (
        {"description": "no factions/ directory", "fragments_es": ['factions/: falta el directorio'], "exit_code": 1, "delete": ["factions"],
         "fragments": ["factions/: missing directory"]}, {}),
    "factions-empty": (
        {"description": "an empty factions/ directory", "fragments_es": ['factions/: no se encontró ningún archivo de facción'], "exit_code": 1, "delete": ["factions"], "mkdir": ["factions"],
         "fragments": ["factions/: found no faction files"]}, {}),
    "factions-is-file": (
        {"description": "factions is a file", "fragments_es": ['factions/: se encontró un archivo'], "exit_code": 1, "delete": ["factions"],
         "fragments": ["factions/: found a file"]},
        {"factions": b"sigmar\norkos\n"},
    ),
    "dice-not-faces": (
        {"description": "a recorded roll that is not a list of faces", "fragments_es": ['dice.toml:1', 'se esperaba una lista de caras de dado'], "exit_code": 1,
         "fragments": ["dice.toml:1", "expected a list of die faces"]},
        {"dice.toml": b'"t01/anything" = "six"\n'},
    ),
    "seal-garbage": (
        {"description": "a seal.toml that gm seal did not write", "fragments_es": ['seal.toml', 'se esperaba un compromiso SHA-256'], "exit_code": 1,
         "fragments": ["seal.toml", "expected a SHA-256 commitment"]},
        {"seal.toml": b'turn = {turn}\ncommitment = "trust me"\n'},
    ),
    "resolve-invalid-writes-nothing": (
        {"description": "resolve of an invalid turn: exit 1, nothing written", "command": "resolve", "fragments_es": ["facción desconocida 'nobody'", 'no se ha escrito nada'], "exit_code": 1,
         "append": [{"file": "orders.toml", "text": "\n[factions.nobody]\n"}],
         "fragments": ["unknown faction 'nobody'", "nothing was written"]}, {}),
    "name-markdown": (
        {"description": "a faction name with Markdown and HTML: escaped in the .md reports", "command": "resolve",
         "exit_code": 0, "escaped": "markdown", "args": ["--format", "markdown"],
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
