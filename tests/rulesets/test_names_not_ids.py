"""Names, not ids (issue 25): every sample game played through its scripted turns, every
report in Spanish and English (Markdown), names each thing the reader knows by its name:
no id of a ship, unit, army, city, advance, discovery, structure, government or faction
(a key of the state or of the ruleset's data whose table carries a `name`) stands in the
prose where its name exists, but in "Name (id)" where a player needs the id for orders.

Who reads decides what has a name: a private report knows its own things' names and every
faction's name (another's ship is its id there: its name is its owner's secret); the public
and the GM's reports know every name. Not prose, so not scanned: dice stream labels
(`· t02/combat/...`, what `gm verify` checks), image paths, the players' own notes, board
coordinates (a sector or hex is named by its coordinates in orders)."""

from __future__ import annotations

import re
import shutil
import tomllib
from pathlib import Path

import pytest

from gm.engine.pipeline import resolve_files
from tests.orderlang.samples import CHAINS, SAMPLES

ROOT = Path(__file__).resolve().parents[2]
ID = re.compile(r"[a-z][a-z0-9_-]+")   # a key a player might read as a word (no board coordinate, no map glyph)
NOT_PROSE = (re.compile(r" · t\d+/\S+"), re.compile(r"\]\([^)]*\)"))
PLAYERS_OWN = ("Nota del jugador", "Player's note")
# ids that are also a word the catalogs use for something else: eraide's talent "furia"
# (Grito de furia) shares its word with the state furia ("Brann, en furia, ...")
HOMONYMS = {"eraide": {"furia"}}


def _collection(tree: dict, path: tuple, out: dict) -> None:
    """Every key of a table of tables whose entry carries a name other than its key."""
    for key, value in tree.items():
        if isinstance(value, dict):
            name = value.get("name")
            pure = all(isinstance(v, dict) for v in tree.values())
            if pure and isinstance(name, str) and name != key and ID.fullmatch(key):
                out.setdefault(key, set()).add(name)
            _collection(value, path + (key,), out)


def named_things(tree: dict) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    _collection(tree, (), out)
    return out


def _merge(*maps: dict[str, set[str]]) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for m in maps:
        for k, v in m.items():
            out.setdefault(k, set()).update(v)
    return out


def _data_names(game: str) -> dict[str, set[str]]:
    rid = tomllib.loads((SAMPLES / game / "turn-01" / "game.toml").read_text(encoding="utf-8"))["ruleset"]
    out: dict[str, set[str]] = {}
    for f in sorted((ROOT / "src" / "gm" / "rulesets" / rid.replace("-", "_") / "data").glob("*.toml")):
        if f.stem not in ("phrasebook", "names"):
            out = _merge(out, named_things(tomllib.loads(f.read_text(encoding="utf-8"))))
    return out


def readers(turn_dir: Path, data: dict[str, set[str]], after: dict[str, bytes]) -> dict[str | None, dict[str, set[str]]]:
    """Reader (a faction id; None: the public and the GM) -> {id: name} it knows, in the
    turn's state and in the next one (`after`, the resolution's files: a ship built now)."""
    factions = {f.stem: tomllib.loads(f.read_text(encoding="utf-8")) for f in sorted((turn_dir / "factions").glob("*.toml"))}
    names = {fid: {f["name"]} for fid, f in factions.items() if f.get("name") and f["name"] != fid}
    own = {fid: named_things(f) for fid, f in factions.items()}
    for rel, body in after.items():
        fid = rel.removeprefix("factions/").removesuffix(".toml")
        if rel.startswith("factions/") and rel.endswith(".toml") and fid in own:
            own[fid] = _merge(own[fid], named_things(tomllib.loads(body.decode("utf-8"))))
    game = named_things(tomllib.loads((turn_dir / "game.toml").read_text(encoding="utf-8")))
    out: dict[str | None, dict[str, set[str]]] = {None: _merge(*own.values(), game, data, names)}
    for fid in factions:
        out[fid] = _merge(own[fid], data, names)
    return out


def _unwrapped(text: str) -> list[str]:
    """The lines, an order form's comment wrapped over several ("# ... Gran" then
    "#   kampamento" or "  kampamento") made one again."""
    out: list[str] = []
    for line in text.splitlines():
        if out and out[-1].startswith("#") and (line.startswith("#   ") or line.startswith("  ")):
            out[-1] += " " + line.lstrip("# ")
        else:
            out.append(line)
    return out


def raw_ids(text: str, known: dict[str, set[str]]) -> list[str]:
    """Each line of `text` that names a known thing by its id, with the id."""
    if not known:
        return []
    pattern = re.compile(r"(?<![\w-])(" + "|".join(sorted(map(re.escape, known), key=len, reverse=True)) + r")(?![\w-])")
    found = []
    for line in _unwrapped(text):
        if any(word in line for word in PLAYERS_OWN):
            continue
        for rx in NOT_PROSE:
            line = rx.sub(" ", line)
        for m in pattern.finditer(line):
            key, names = m.group(1), known[m.group(1)]
            if any(re.search(re.escape(name) + r"[»\"']? (\(|o |or )" + re.escape(key) + r"\b", line) for name in names):
                continue   # "Valiente (fed-7)", "Valiente o fed-7": the id beside its name, for orders
            spans = [(n.start(), n.end()) for name in names for n in re.finditer(re.escape(name), line, re.IGNORECASE)]
            if any(a <= m.start() and m.end() <= b for a, b in spans):
                continue   # the id is a word of the name itself ("Invocar lobo onírico")
            found.append(f"{key!r} (= {' / '.join(sorted(names))!r}) in: {line.strip()[:160]}")
    return found


def _played(game: str, work: Path):
    """(step name, {lang: Resolution}) for each step of the sample's chain: a step's next
    turn is written from its Spanish resolution (the state is the same in either language)."""
    previous = None
    for i, step in enumerate(CHAINS[game]):
        src, here = SAMPLES / game / step, work / f"{i:02d}"
        if src.is_dir():
            shutil.copytree(src, here)
        else:
            for rel, data in previous.files.items():
                p = here / rel
                p.parent.mkdir(parents=True, exist_ok=True)
                p.write_bytes(data)
            shutil.copy(src, here / "orders.toml")
            dice = src.parent / ("dice.toml" if src.name == "orders.toml" else f"dice-{src.name}")
            if dice.exists():
                shutil.copy(dice, here / "dice.toml")
        res = {lang: resolve_files(here, lang=lang, fmt="markdown") for lang in ("es", "en")}
        yield step, here, res
        previous = res["es"]


def _reader_of(rel: str) -> str | None:
    return rel.removeprefix("reports/").removesuffix(".md") if rel.startswith("reports/") else None


@pytest.mark.parametrize("game", sorted(CHAINS))
def test_every_report_names_things_by_their_names(game, tmp_path):
    data = _data_names(game)
    problems = []
    for step, here, res in _played(game, tmp_path):
        known = {r: {k: v for k, v in ids.items() if k not in HOMONYMS.get(game, set())}
                 for r, ids in readers(here, data, res["es"].files).items()}
        for lang, resolution in res.items():
            for rel, body in sorted(resolution.files.items()):
                if not rel.endswith(".md") or "/" in rel.removeprefix("reports/"):
                    continue
                reader, text = _reader_of(rel), body.decode("utf-8")
                if rel.startswith("gm-report"):   # a roll reads the same to all who see it: its readers' words
                    text = "\n".join(line for line in text.splitlines() if "🎲" not in line)
                for hit in raw_ids(text, known.get(reader, known[None])):
                    problems.append(f"{game} {step} {lang} {rel}: {hit}")
    assert not problems, f"{len(problems)} ids where names belong:\n" + "\n".join(problems[:60])


def test_the_scanner_finds_an_id_and_spares_a_name_with_its_id():
    known = {"kli-1": {"Rotarran"}, "monarquia": {"Monarquía"}, "lobo": {"Lobo onírico"}}
    assert raw_ids("La nave kli-1 queda desmantelada.", known)
    assert raw_ids("El gobierno monarquia no existe.", known)
    assert raw_ids("El Imperio Klingon (kli-1) ataca.", known)
    assert not raw_ids("Rotarran (kli-1) se mueve a I4.", known)
    assert not raw_ids("nueva nave «Rotarran» (kli-1) (en tus órdenes: Rotarran o kli-1).", known)
    assert not raw_ids('New advantage: "Rotarran" (kli-1).', known)
    assert not raw_ids("# Tus avances: Chozas, Lobo\n#   onírico, Setas", known)
    assert not raw_ids("# Tus avances: Chozas, Lobo\n  onírico, Setas", known)
    assert not raw_ids("Mael usa «Invocar lobo onírico».", known)
    assert not raw_ids("- 🎲 1d6 (5) = 5 — algo · t02/cloak/kli-1/ferengi", known)
