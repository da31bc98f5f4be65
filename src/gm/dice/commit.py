"""The commitment `gm seal` posts (scheme 3): a Merkle root over a fixed number of slots.

The root must bind every dice stream of the turn and every recorded die (dice.toml) without
telling anyone how many there are: a list of digests, one per faction, counts the factions,
the hidden ones included. So the tree always has 2**DEPTH slots, whatever the turn holds:

    leaf(stream)  = sha256(json ["gm-seal/3", "stream", turn, name, stream seed])
    leaf(die)     = sha256(json ["gm-seal/3", "dice", turn, key, faces, salt])
    salt(key)     = HMAC-SHA256(turn seed, "gm-salt/3:" + key)[:32 hex]
    slot(label)   = first free of HMAC-SHA256(turn seed, "gm-slot/3:<attempt>:<label>") mod 2**DEPTH,
                    labels taken in sorted order ("dice:<key>", "faction/<id>", "gm", "public")
    node          = sha256(b"gm-seal/3:node:" + left + right)   (the 32-byte digests)
    empty subtree = sha256(pad key + level and index as two 4-byte big-endian numbers),
                    pad key = HMAC-SHA256(turn seed, "gm-pad/3") (32 bytes)
    commitment    = sha256("gm-seal/3:root:<turn>:" + root in hex)

An empty subtree's value is keyed by the turn seed, so nobody without it tells it from a real
one: a proof (the DEPTH sibling values on the way from a leaf to the root, and the leaf's
slot, which is random) says nothing of how many leaves the tree holds. Each reader gets the
proof of its own stream (rolls/<faction>.toml), the public file the public stream's, and
each recorded die's proof goes with the stream it was drawn on. Once the turn seed is
revealed, anyone rebuilds the whole tree from it, the factions and the sealed dice.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re
import struct
from dataclasses import dataclass, field

SCHEME = 3
DEPTH = 20  # 2**20 slots: far above any game's streams and recorded dice (100,000 factions)
SLOTS = 1 << DEPTH
MAX_LEAVES = SLOTS // 2  # beyond half full, drawing a free slot would take long
_HEX64 = re.compile(r"[0-9a-f]{64}")


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


_NODE = hashlib.sha256(b"gm-seal/3:node:")  # copied for every node: the prefix hashed once


def _json(*items) -> str:
    return json.dumps(list(items), ensure_ascii=False, separators=(",", ":"))


def stream_leaf(turn: int, name: str, seed: str) -> str:
    return _sha(_json("gm-seal/3", "stream", turn, name, seed))


def dice_leaf(turn: int, key: str, faces: list[int], salt: str) -> str:
    return _sha(_json("gm-seal/3", "dice", turn, key, list(faces), salt))


def node(left: bytes, right: bytes) -> bytes:
    h = _NODE.copy()
    h.update(left + right)
    return h.digest()


def root_commitment(turn: int, root: str) -> str:
    return _sha(f"gm-seal/3:root:{turn}:{root}")


def dice_label(key: str) -> str:
    return "dice:" + key


class _Keyed:
    """HMAC-SHA256 under the turn seed, the key schedule computed once; and the pads."""

    def __init__(self, turn_seed: str):
        self._base = hmac.new(turn_seed.encode("utf-8"), digestmod=hashlib.sha256)
        self._pad = hashlib.sha256(bytes.fromhex(self("gm-pad/3")))

    def __call__(self, text: str) -> str:
        h = self._base.copy()
        h.update(text.encode("utf-8"))
        return h.hexdigest()

    def pad(self, level: int, index: int) -> bytes:
        h = self._pad.copy()
        h.update(struct.pack(">II", level, index))  # a fixed length: no pad extends another
        return h.digest()


@dataclass
class Tree:
    turn: int
    keyed: _Keyed
    slots: dict[str, int] = field(default_factory=dict)  # label -> slot
    levels: list[dict[int, bytes]] = field(default_factory=list)  # levels[0]: the leaves by slot

    def salt(self, key: str) -> str:
        """A recorded die's salt: without it, faces and key are few enough to be guessed
        from the leaf a proof shows as a sibling."""
        return self.keyed(f"gm-salt/3:{key}")[:32]

    def value(self, level: int, index: int) -> bytes:
        found = self.levels[level].get(index)
        return found if found is not None else self.keyed.pad(level, index)

    @property
    def commitment(self) -> str:
        return root_commitment(self.turn, self.value(DEPTH, 0).hex())

    def proof(self, label: str) -> dict:
        """What a reader needs to fold its leaf up to the root: its slot and the siblings."""
        slot = self.slots[label]
        return {"slot": slot, "path": [self.value(level, (slot >> level) ^ 1).hex() for level in range(DEPTH)]}


def build(turn_seed: str, turn: int, streams: dict[str, str], dice: dict[str, list[int]]) -> Tree:
    """The tree of a turn: `streams` {name: stream seed}, `dice` {full key: recorded faces}."""
    keyed = _Keyed(turn_seed)
    tree = Tree(turn, keyed)
    leaves = {name: stream_leaf(turn, name, seed) for name, seed in streams.items()}
    for key, faces in dice.items():
        leaves[dice_label(key)] = dice_leaf(turn, key, faces, tree.salt(key))
    if len(leaves) > MAX_LEAVES:  # the caller says whose data it is (gm.engine.seal.seal_tree)
        raise ValueError(f"{len(leaves)} streams and recorded dice: more than a commitment holds ({MAX_LEAVES})")
    taken: dict[int, bytes] = {}
    for label in sorted(leaves):
        attempt = 0
        while True:
            slot = int(keyed(f"gm-slot/3:{attempt}:{label}")[:8], 16) % SLOTS
            if slot not in taken:
                break
            attempt += 1
        taken[slot] = bytes.fromhex(leaves[label])
        tree.slots[label] = slot
    tree.levels.append(taken)
    for level in range(DEPTH):
        tree.levels.append(_parents(tree.levels[level], level, keyed.pad))
    return tree


def _parents(below: dict[int, bytes], level: int, pad) -> dict[int, bytes]:
    """The nodes of the level above `below` that hold a leaf (the rest are pads)."""
    up = {}
    for i in {slot >> 1 for slot in below}:
        left, right = below.get(2 * i), below.get(2 * i + 1)
        h = _NODE.copy()
        h.update((left if left is not None else pad(level, 2 * i)) + (right if right is not None else pad(level, 2 * i + 1)))
        up[i] = h.digest()
    return up


def fold(turn: int, leaf: str, proof) -> str | None:
    """The commitment a leaf and its proof lead to; None for a proof gm never writes."""
    if not isinstance(proof, dict):
        return None
    slot, path = proof.get("slot"), proof.get("path")
    if type(slot) is not int or not 0 <= slot < SLOTS or not isinstance(path, list) or len(path) != DEPTH:
        return None
    if not all(isinstance(p, str) and _HEX64.fullmatch(p) for p in path):
        return None
    value = bytes.fromhex(leaf)
    for level, sibling in enumerate(path):
        other = bytes.fromhex(sibling)
        value = node(value, other) if not (slot >> level) & 1 else node(other, value)
    return root_commitment(turn, value.hex())
