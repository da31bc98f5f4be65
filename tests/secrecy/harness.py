"""Generated games played for a few turns under the leak oracle (gm.engine.secrecy).

A game comes from the project's own generators (`gm.generate.state_for`, which falls back
on `Ruleset.new_game`), loses its public `seed` and gets a master secret beside its first
turn, so every turn is resolved with secret dice as a GM's would be. Orders each turn are
random schema-valid orders, mostly about the faction's own things (tests.secrecy.orders, built on tests.robustness.common.OrderMaker; pruned by `gm validate`).
"""

from __future__ import annotations

import hashlib
import os
import random
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from gm import registry
from tests.robustness.common import LONG, ROOT, RULESETS, legal_orders
from tests.secrecy.orders import FactionOrderMaker

FOG_RULESETS = tuple(rid for rid in RULESETS if registry.get(rid).has_fog)  # the registered ones with fog of war
# factions (eraide: characters) per generated game, small enough for a few seconds a turn
# (eraide's generator gives every tenth character of a side a `hide` order: 12+ characters)
SIZES = {"sector": (2, 3, 4), "eraide": (12, 14, 16), "primordia": (2, 3, 4)}


@dataclass(frozen=True)
class Found:
    """A leak with what it takes to reproduce it."""

    rid: str
    seed: int
    turn: int
    leak: object  # gm.engine.secrecy.Leak

    def format(self) -> str:
        return f"{self.rid} seed={self.seed} turn={self.turn} {self.leak.format()}"


def profile(short: tuple[int, int], long: tuple[int, int]) -> tuple[int, int]:
    """(games, turns) for this run: GM_FUZZ=long (make fuzz) plays more of both."""
    return long if LONG else short


def new_game(rid: str, seed: int, root: Path) -> Path:
    """Write the first turn of game `seed` under `root` (with the orders it came with).

    Game 0 is the ruleset's sample game as shipped, public seed included, so its scripted
    campaign (sample_games/<rid>/orders/turn-NN.toml: hidden characters, cloaked ships,
    spies, battles) plays out as designed. The others come from the generators
    (`gm.generate.state_for`), lose their public seed and get a master secret beside their
    first turn: secret dice, as a GM's game has."""
    import shutil

    from gm import tomlio
    from gm.engine.output import write_turn
    from gm.generate import state_for

    if seed == 0:
        turn_dir = root / "turn-01"
        shutil.copytree(ROOT / "sample_games" / rid / "turn-01", turn_dir)
        return turn_dir
    sizes = SIZES[rid]
    ruleset, state = state_for(rid, sizes[seed % len(sizes)], f"oracle-{seed}")
    state.game.pop("seed", None)
    state.game["lang"] = ("es", "en")[seed % 2]
    files = {"game.toml": tomlio.dumps(state.game, ruleset.schema("game")),
             "orders.toml": tomlio.dumps(state.orders or {"turn": state.turn, "factions": {}}, ruleset.schema("orders"))}
    for fid, data in sorted(state.factions.items()):
        files[f"factions/{fid}.toml"] = tomlio.dumps(data, ruleset.schema("faction"))
    turn_dir = root / f"turn-{state.turn:02d}"
    write_turn(turn_dir, {k: v.encode("utf-8") for k, v in files.items()})
    secret = hashlib.sha256(f"oracle-master-secret/{rid}/{seed}".encode()).hexdigest()  # deterministic
    (root / ".gm-secret").write_text(secret + "\n", encoding="utf-8")
    return turn_dir


def scripted_orders(rid: str, seed: int, turn: int) -> dict | None:
    """The sample campaign's orders for `turn` (game 0 only), if it has them."""
    import tomllib

    path = ROOT / "sample_games" / rid / "orders" / f"turn-{turn:02d}.toml"
    if seed != 0 or not path.exists():
        return None
    return tomllib.loads(path.read_text(encoding="utf-8"))


def check_text(turn_dir: Path, faction: str) -> str:
    """What `gm check --faction F` answers F about its orders."""
    from gm.api import check_orders

    return check_orders(turn_dir, faction)[0]


def checked(turn_dir: Path, factions) -> dict[str, str]:
    """What `gm check --faction F` answers each faction about its orders: a player reads it."""
    from gm.api import check_orders
    from gm.engine.secrecy import CHECK

    return {CHECK + fid: check_orders(turn_dir, fid)[0] for fid in sorted(factions)}


def play(rid: str, seed: int, root: Path, turns: int, words: int = 2, absent: int = 2) -> list[Found]:
    """Play `turns` turns of game `seed`; every leak the oracle finds, per turn. Each turn,
    up to `words` orders aimed at something unseen are replayed aimed at nothing, and up to
    `absent` times a thing some reader never saw is taken away and the turn replayed."""
    with _secret_beside_the_game():
        return _play(rid, seed, root, turns, words, absent)


@contextmanager
def _secret_beside_the_game():
    """$GM_SECRET / $GM_SECRET_FILE would override the .gm-secret written beside the game."""
    saved = {k: os.environ.pop(k) for k in ("GM_SECRET", "GM_SECRET_FILE") if k in os.environ}
    try:
        yield
    finally:
        os.environ.update(saved)


def _play(rid: str, seed: int, root: Path, turns: int, words: int, absent: int) -> list[Found]:
    from gm.engine.output import write_turn
    from gm.engine.secrecy import absence, leaks, resolve_watched, same_words, stream_count
    from gm.engine.secrecy import hidden_deeds  # deeds replayed as their readers see them
    from gm.engine.validate import validate_dir

    turn_dir = new_game(rid, seed, root)
    rng = random.Random(seed)
    found: list[Found] = []
    bait: dict[str, set[str]] = {}
    for n in range(turns):
        v0 = validate_dir(turn_dir)
        assert v0.ok or all(p.file == "orders.toml" for p in v0.errors), [p.format() for p in v0.errors][:5]
        maker = FactionOrderMaker(v0.ruleset, v0.state, rng, bait)
        doc = scripted_orders(rid, seed, v0.state.turn)
        if doc is None:
            doc = v0.state.orders if n == 0 and v0.state.orders.get("factions") else maker.orders_doc(v0.state, per_faction=8)
        v = legal_orders(turn_dir, v0.ruleset, doc)
        assert v.ok, [p.format() for p in v.errors][:5]
        res, knowledge, texts = resolve_watched(v)
        texts.update(checked(turn_dir, v.state.factions))
        found += [Found(rid, seed, v.state.turn, leak) for leak in leaks(res.context, knowledge, texts)]
        found += [Found(rid, seed, v.state.turn, leak) for leak in same_words(v, res, knowledge, limit=words, check=check_text)]
        found += [Found(rid, seed, v.state.turn, leak) for leak in absence(v, res, knowledge, limit=absent)]
        found += [Found(rid, seed, v.state.turn, leak) for leak in hidden_deeds(v, res, limit=absent)]
        found += [Found(rid, seed, v.state.turn, leak) for leak in stream_count(v, res)]
        bait = {fid: {t for t in knowledge.secret_from(fid) if knowledge.tokens[t].kind not in ("roll", "seed")}
                for fid in knowledge.known}
        nxt = root / f"turn-{v.state.turn + 1:02d}"
        write_turn(nxt, res.files)
        turn_dir = nxt
    return found
