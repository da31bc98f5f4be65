"""`A o B`: a line that offers two orders (`Mover los Guardianes a D2 o a C2`, `investigar
militar Lanzas o Hachas`, `Ilse ataca a Brann o a Selene`) is asked which one
("¿quisiste decir …?"), never read as one of them, nor its two names as one new name
(issue 24: a refusal is better than a guess). The phrasebook's [words] `or` says the words
(`o`, `u`; `or`); an `o` inside quotes or inside a name the faction knows is a name's.
"""

from __future__ import annotations

import re
from dataclasses import replace

from gm.orderlang.text import fold

WORD = re.compile(r"[\w'-]+")  # `a-o` is one word (an id), never an alternative
MOST_WORDS = 6  # an alternative this long at most (`a los Klingon` / `a los Romulanos`: 3)


def offered(line: str, scope) -> re.Match | None:
    """The first `o` of the line that joins two alternatives (outside quotes and the
    names the faction knows), or None."""
    words = set(scope.book.word("or", scope.lang))
    if not words:
        return None
    folded = fold(line)
    taken = _names_spans(folded, scope)
    inside = False
    quoted = []
    for ch in folded:
        inside = not inside if ch == '"' else inside
        quoted.append(inside)
    for m in WORD.finditer(folded):
        if m.group() not in words or quoted[m.start()] or not line[: m.start()].strip(" -*•·(") or not folded[m.end():].strip(" )"):
            continue
        if m.group() == "u" and not re.match(r"\s+h?o", folded[m.end():]):
            continue  # `u` says `o` only before an o-sound (`siete u ocho`); `u 3` is no alternative
        if any(a <= m.start() < b for a, b in taken):
            continue
        return m
    return None


def _names_spans(folded: str, scope) -> list[tuple[int, int]]:
    spans = []
    for name in scope.phrases():
        if " o " in f" {name} ":
            spans += [(m.start(), m.end()) for m in re.finditer(r"(?<![\w-])" + r"\s+".join(map(re.escape, name.split())) + r"(?![\w-])", folded)]
    return spans


def asked(line: str, scope, langs: tuple[str, ...], read) -> tuple[int, str, dict] | None:
    """The question a line offering two orders gets, (column, key, params), or None when it
    offers none; `read` (parse.parse_line) reads each alternative alone."""
    m = offered(line, scope)
    if m is None:
        return None
    left, right = _halves(line, m)
    lw, rw = left.split(), right.split()
    for k in range(1, min(len(lw) - 1, len(rw), MOST_WORDS) + 1):
        first, second = " ".join(lw + rw[k:]), " ".join(lw[:-k] + rw)
        a, b = _reads(first, scope, langs, read), _reads(second, scope, langs, read)
        if a is not None and b is not None and a != b:
            choices = f"{_quoted(scope, first)} / {_quoted(scope, second)}"
            return m.start() + 1, "orderlang.two_options", {"found": " ".join(line.split()), "choices": choices}
    return m.start() + 1, "orderlang.two_options_none", {"found": " ".join(line.split()), "word": m.group()}


def _halves(line: str, m: re.Match) -> tuple[str, str]:
    """The words before and after the `o`, without the brackets that hold the choice: a
    remark it opens (`a D2 (o C2)`), two names in one (`mover (Enterprise o Defiant) a G4`)."""
    left, right = line[: m.start()], line[m.end():]
    opened = left.rfind("(")
    if opened >= 0 and ")" not in left[opened:] and ")" in right:
        left = left[:opened] + " " + left[opened + 1:]
        right = right.replace(")", " ", 1)
    return left, right


def _quoted(scope, text: str) -> str:
    from gm.text.i18n import Catalog

    return Catalog(scope.msg_lang).format("orderlang-quoted", {"text": text}) or text


def _reads(text: str, scope, langs: tuple[str, ...], read) -> dict | None:
    """The order `text` gives alone (nothing it names is created for later lines), or None."""
    alone = replace(scope, created={k: dict(v) for k, v in (scope.created or {}).items()})
    got = read(text, alone, langs)
    return got.order if not got.errors and got.order is not None else None
