"""What the order language says to people, from the engine's catalogs (es, en)."""

from __future__ import annotations

from functools import lru_cache

from gm.reports.i18n import load_messages

TERMINALS = {"HEX": "expect_hex", "INT": "expect_int", "WORD": "expect_name", "STRING": "expect_name",
             "COMMA": "expect_comma", "COLON": "expect_colon", "LPAR": "", "RPAR": "expect_rpar", "DASH": "", "IDWORD": "expect_name"}


@lru_cache(maxsize=None)
def _catalog(lang: str) -> dict[str, str]:
    return load_messages("gm", lang)


def say(lang: str, key: str, **params) -> str:
    template = _catalog(lang).get(key) or _catalog("en").get(key) or key
    return template.format(**params)


def describe_terminal(name: str, comp) -> str:
    if name in comp.shown:
        return comp.shown[name]
    key = TERMINALS.get(name, "")
    return say(comp_lang(comp), "orderlang." + key) if key else ""


def comp_lang(comp) -> str:
    first = next(iter(comp.templates.values()), None)
    return first.lang if first else "es"


def say_end(comp) -> str:
    return say(comp_lang(comp), "orderlang.expect_end")
