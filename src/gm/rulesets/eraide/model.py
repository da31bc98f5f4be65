"""The working model of a battle: the state dicts plus board, tables and lookups.

Characters live in faction files as tables keyed by id (`[characters.kael]`); ids are
unique across the whole game so orders name a character or a target by id alone.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from gm.engine.state import copy_data
from gm.geometry.squaregrid import Square, parse as parse_square

from .board import Board
from .combat import CombatNumbers, LetterTable
from .rules import D20, load_data


@dataclass
class Model:
    """Mutable working copy of the game: appliers change it, finish() writes it back."""
    game: dict
    factions: dict[str, dict]
    settings: dict
    board: Board
    d20: D20
    nums: CombatNumbers
    letters: LetterTable
    # per-round bookkeeping (not saved): orders per character, relegated, initiative order
    plan: dict[str, list] = field(default_factory=dict)
    late: list[str] = field(default_factory=list)
    initiative: list[str] = field(default_factory=list)
    activated: set[str] = field(default_factory=set)
    stepped: set[str] = field(default_factory=set)   # took their one step this round
    summons: list[str] = field(default_factory=list)   # creatures summoned this round, in order
    felled: dict[str, tuple[str, str]] = field(default_factory=dict)   # fell this round: id -> (cause, by whom)
    # the character whose activation is running, and whether its turn heading is public
    # yet (a hidden character's is private until it is revealed)
    acting: str | None = None
    heading_public: bool = False
    rule_totals: dict[str, int] = field(default_factory=dict)   # roll key -> total a natural 1 counts as

    @classmethod
    def from_state(cls, game: dict, factions: dict[str, dict], settings: dict) -> "Model":
        game = copy_data(game)
        factions = copy_data(factions)
        b = game.get("board", {})
        board = Board(list(b.get("terrain", [])), list(b.get("levels", [])) or None,
                      load_data("terrain")["symbols"])
        return cls(game, factions, settings, board, D20.from_settings(settings),
                   CombatNumbers.from_settings(settings), LetterTable.from_data(load_data("letters")))

    # --- lookups (always sorted: no hash order) ---
    # Indexes built on first use: `characters()` (sorted), id -> sheet, id -> faction, and
    # square -> occupant. Sheets are the state's own dicts, changed in place by the
    # appliers, so the id indexes stay right; only a new character (a summons) rebuilds
    # them (`reindex`) and only a move (`moved`) changes the occupancy.
    _index: list | None = field(default=None, init=False, repr=False)
    _by_id: dict | None = field(default=None, init=False, repr=False)
    _occ: dict | None = field(default=None, init=False, repr=False)

    def reindex(self) -> None:
        """Forget every index (a character was added): rebuilt on next use."""
        self._index = self._by_id = self._occ = None

    def _build(self) -> None:
        out, by_id = [], {}
        for fid in sorted(self.factions):
            chars = self.factions[fid].get("characters", {}) or {}
            for cid in sorted(chars):
                out.append((fid, cid, chars[cid]))
                by_id.setdefault(cid, (fid, chars[cid]))
        self._index, self._by_id = out, by_id

    @property
    def round(self) -> int:
        """The round (asalto): `[battle] round` when the game keeps one (a game made by
        `gm init` starts at turn 1 with round 0, the prologue), else the turn number."""
        battle = self.game.get("battle") or {}
        return int(battle.get("round", self.game.get("turn", 0)))

    @property
    def prologue(self) -> bool:
        """Round 0: deployment only."""
        return self.round == 0

    def faction_ids(self) -> list[str]:
        return sorted(self.factions)

    def characters(self) -> list[tuple[str, str, dict]]:
        """(faction, id, sheet) for every character, by faction then id. Do not mutate the list."""
        if self._index is None:
            self._build()
        return self._index  # type: ignore[return-value]

    def characters_of(self, fid: str) -> list[tuple[str, dict]]:
        """(id, sheet) of one faction's characters, by id: O(own pieces)."""
        chars = (self.factions.get(fid) or {}).get("characters", {}) or {}
        return [(cid, chars[cid]) for cid in sorted(chars)]

    def char(self, cid: str) -> dict | None:
        if self._by_id is None:
            self._build()
        hit = self._by_id.get(cid)  # type: ignore[union-attr]
        return hit[1] if hit else None

    def owner(self, cid: str) -> str | None:
        if self._by_id is None:
            self._build()
        hit = self._by_id.get(cid)  # type: ignore[union-attr]
        return hit[0] if hit else None

    def team(self, fid: str) -> str:
        return str(self.factions[fid].get("team") or fid)

    def enemies(self, fid_a: str, fid_b: str) -> bool:
        return self.team(fid_a) != self.team(fid_b)

    def square_of(self, cid: str) -> Square | None:
        ch = self.char(cid)
        if not ch or ch.get("status") == "reserve" or not ch.get("square"):
            return None
        return parse_square(ch["square"])

    def occupants(self) -> dict[Square, str]:
        """Every character on the board, standing or fallen ("personaje caído"): square -> id.
        The battle's own index: read it, do not change it."""
        if self._occ is None:
            out: dict[Square, str] = {}
            for _, cid, ch in self.characters():
                if ch.get("status") in ("active", "down", "dead") and ch.get("square"):
                    out[parse_square(ch["square"])] = cid
            self._occ = out
        return self._occ

    def moved(self, cid: str, frm: str | None) -> None:
        """Keep the occupancy index right after `cid` left `frm` for its current square."""
        if self._occ is None:
            return
        if frm:
            old = parse_square(frm)
            if self._occ.get(old) == cid:
                del self._occ[old]
        ch = self.char(cid) or {}
        if ch.get("status") in ("active", "down", "dead") and ch.get("square"):
            self._occ[parse_square(ch["square"])] = cid

    def is_active(self, cid: str) -> bool:
        ch = self.char(cid)
        return bool(ch) and ch.get("status") == "active" and bool(ch.get("square"))

    def has_state(self, cid: str, state: str) -> bool:
        ch = self.char(cid) or {}
        return state in (ch.get("states") or {})

    def hidden(self, cid: str) -> bool:
        return self.has_state(cid, "acechando")

    def visible_to(self, cid: str, viewer: str | None) -> bool:
        """A hidden (acechando) character is seen only by its own side: its player and the
        players of its team (and the GM)."""
        if not self.hidden(cid):
            return True
        owner = self.owner(cid)
        return viewer is not None and owner is not None and viewer in self.factions \
            and not self.enemies(owner, viewer)

    def side_of(self, fid: str) -> list[str]:
        """The factions of `fid`'s team (itself when it plays alone), by id."""
        return [f for f in self.faction_ids() if not self.enemies(f, fid)]

    def unseen_by(self, cid: str | None, fid: str | None) -> bool:
        """A character on the board that faction `fid` cannot see (acechando, not its own)."""
        return bool(cid) and not self.visible_to(cid, fid)

    def unseen_at(self, sq: Square, fid: str | None) -> str | None:
        """The character on `sq` that `fid` cannot see, if any (an order aimed there
        finds it: it is discovered, never refused as "occupied")."""
        other = self.occupants().get(sq)
        return other if self.unseen_by(other, fid) else None

    def in_sight(self) -> "InSight":
        """The occupied squares everyone can see: acechando characters give no cover."""
        return InSight(self)

    def skill(self, cid: str, name: str) -> int:
        return int(((self.char(cid) or {}).get("skills") or {}).get(name, 0))

    def destiny_pool(self, fid: str) -> int:
        return int(self.factions[fid].get("destiny", 0))

    def points_in_play(self, fid: str) -> int:
        """Levels of the characters on the board not struck down ("no hayan sido abatidos")."""
        total = 0
        for f, _, ch in self.characters():
            if f == fid and ch.get("status") == "active" and ch.get("square") and not ch.get("summoned"):
                total += int(ch.get("level", 0))
        return total

    def to_state(self) -> tuple[dict, dict[str, dict]]:
        self.game.setdefault("board", {})["terrain"] = self.board.rows()
        return self.game, self.factions


class InSight:
    """A view of the occupancy index without the acechando characters (a Container of
    squares): what gives cover or hides someone must be visible, or the result would
    tell where an invisible character stands."""

    def __init__(self, b: Model):
        self.b = b

    def __contains__(self, sq) -> bool:
        cid = self.b.occupants().get(sq)
        return cid is not None and not self.b.hidden(cid)


def sheet_defaults(ch: dict) -> dict:
    """Fill the state keys of a freshly written sheet (pot_now, eth_now, status...)."""
    ch.setdefault("status", "active" if ch.get("square") else "reserve")
    ch.setdefault("pot_now", int(ch.get("pot", 0)))
    ch.setdefault("eth_now", int(ch.get("eth", 0)))
    ch.setdefault("skills", {})
    ch.setdefault("talents", {})
    ch.setdefault("states", {})
    return ch
