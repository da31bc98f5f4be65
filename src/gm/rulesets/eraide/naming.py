"""An order's target as the player wrote it: what the reports call a character is what the
side may write ("ataca a Lobo onírico", "ataca a lobo"). Only the characters the side sees
answer, so a name that fits a hidden one alone reads like a name that fits nobody
(secrecy: `no_target` either way), and one that fits several it sees is asked about,
never guessed."""
from __future__ import annotations

import unicodedata

from gm.engine.orders import Order

from .effects import Reason
from .turn import Turn, joined

SHORTEST_WORD = 3  # shorter words ("el", "la", "de") name nothing on their own


def fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).replace("-", " ").replace("_", " ").split())


def _fits(written: list[str], name: list[str]) -> bool:
    """Every word written (but the short ones) begins a word of the name: «lobo», «lobo
    onir» and «onírico» fit Lobo onírico; nothing written fits nothing."""
    words = [w for w in written if len(w) >= SHORTEST_WORD]
    return bool(words) and all(any(n.startswith(w) for n in name) for w in words)


def aim(t: Turn, order: Order) -> Reason | None:
    """Point the order's target at the one character the side sees that it names (by id,
    whole name, or words of its name); a Reason ("ambiguous_target") when several fit;
    None otherwise (an unknown name is left as written for the checks to refuse)."""
    raw = str(order.get("target") or "")
    if not raw:
        return None
    b = t.b
    seen = [cid for _, cid, _ in b.characters() if b.visible_to(cid, order.faction)]
    if raw in seen:
        return None
    wanted = fold(raw)
    whole = [cid for cid in seen if wanted in (fold(cid), fold(t.names(cid)))]
    fits = whole or [cid for cid in seen if _fits(wanted.split(), fold(t.names(cid)).split())]
    if len(fits) == 1:
        order.params["target"] = fits[0]
        return None
    if fits:
        return Reason("ambiguous_target", choices=joined(t.ctx.t, sorted(t.names(c) for c in fits), "or"))
    return None
