"""A fifth ruleset in a package of its own: the toy ruleset (tests/engine/toy/) copied into
`fifth_plugin`, with its schemas as files, a sample game, a page and an installed
distribution whose entry point (group gm.rulesets) registers it, as a ruleset that lives
outside gm would be (issue 26, "fail closed").

    python -m tests.fifth_ruleset DIR            # writes DIR/fifth_plugin and its dist-info
    PYTHONPATH=DIR:src python -m gm rulesets     # lists fifth
    PYTHONPATH=DIR:src python -m pytest tests/test_ruleset_layout.py ...   # tests it too
"""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path

TOY = Path(__file__).resolve().parent / "engine" / "toy"
PACKAGE = "fifth_plugin"
ID = "fifth"
GROUP = "gm.rulesets"  # gm.registry.GROUP, spelled as a plugin's pyproject.toml spells it
KINDS = ("game", "faction", "orders")


def _retarget(text: str) -> str:
    """The toy's code as the fifth's: its own package, id and name; its schemas read from
    its package's schemas/ folder (the base class's), not from toy/schemas.py."""
    text = text.replace("tests.engine.toy", PACKAGE)
    text = text.replace('id = "toy"', f'id = "{ID}"').replace('name = "Toy"', 'name = "Fifth"')
    text = text.replace('"ruleset": "toy"', f'"ruleset": "{ID}"').replace('"game_id": "toy"', f'"game_id": "{ID}"')
    return re.sub(r"\n    def schema\(self, kind: str\) -> dict:\n        return SCHEMAS\[kind\][^\n]*\n", "\n", text)


def _sample(folder: Path) -> None:
    """The toy's sample turn as the fifth's sample game, sample_games/turn-01."""
    from tests.engine.toy.sample import write_sample_turn

    turn = write_sample_turn(folder / "tmp")
    target = folder / "sample_games" / "turn-01"
    target.parent.mkdir(parents=True)
    turn.rename(target)
    (folder / "tmp").rmdir()
    for path in (target / "game.toml", target / "orders.toml"):
        text = path.read_text("utf-8").replace('ruleset = "toy"', f'ruleset = "{ID}"').replace("turn = 7", "turn = 1")
        path.write_text(text, "utf-8")


def write(root: Path) -> Path:
    """root/fifth_plugin (the package) and root/fifth_plugin-1.0.dist-info (its entry point)."""
    from tests.engine.toy.schemas import SCHEMAS

    folder = root / PACKAGE
    shutil.copytree(TOY, folder, ignore=shutil.ignore_patterns("__pycache__", "schemas.py"))
    for path in folder.rglob("*.py"):
        path.write_text(_retarget(path.read_text("utf-8")), "utf-8")
    text = (folder / "__init__.py").read_text("utf-8").replace("from .schemas import SCHEMAS\n", "")
    (folder / "__init__.py").write_text(text, "utf-8")
    (folder / "schemas").mkdir()
    for kind in KINDS:
        (folder / "schemas" / f"{kind}.schema.json").write_text(json.dumps(SCHEMAS[kind], indent=2), "utf-8")
    _sample(folder)
    (folder / "docs").mkdir()
    (folder / "docs" / f"{ID}.md").write_text("# Fifth\n\nThe toy ruleset, copied into a package of its own.\n", "utf-8")
    info = root / f"{PACKAGE}-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: fifth-plugin\nVersion: 1.0\n", "utf-8")
    (info / "entry_points.txt").write_text(f"[{GROUP}]\n{ID} = {PACKAGE}:Fifth\n", "utf-8")
    text = (folder / "__init__.py").read_text("utf-8").replace("class Toy(Ruleset):", "class Fifth(Ruleset):")
    (folder / "__init__.py").write_text(text[:text.index("\n\ndef install")] + "\n", "utf-8")  # gm's registry is not its to edit
    return folder


if __name__ == "__main__":
    print(write(Path(sys.argv[1])))
