"""What the order language says to people, from the engine's catalogs (es, en)."""

from __future__ import annotations

from gm.text.i18n import say as _say

TERMINALS = {"HEX": "expect_hex", "INT": "expect_int", "WORD": "expect_name", "STRING": "expect_name",
             "COMMA": "expect_comma", "COLON": "expect_colon", "LPAR": "", "RPAR": "expect_rpar", "DASH": "", "IDWORD": "expect_name",
             "NEWWORD": "expect_name"}


def say(lang: str, key: str, **params) -> str:
    return _say(lang, key, **params)


def describe_terminal(name: str, comp, lang: str) -> str:
    """What a grammar terminal stands for: its words as written, or a description in `lang`."""
    if name in comp.shown:
        return comp.shown[name]
    key = TERMINALS.get(name.rstrip("0123456789"), "")  # NEWWORD3: a new name's word
    return say(lang, "orderlang." + key) if key else ""
