"""Message catalogs: the engine's and each ruleset's, per language."""

from __future__ import annotations

import string
import tomllib
from functools import lru_cache
from importlib import resources

LANGS = ("es", "en")


def _flatten(data: dict, prefix: str = "") -> dict[str, str]:
    out: dict[str, str] = {}
    for k, v in data.items():
        key = f"{prefix}{k}"
        if isinstance(v, dict):
            out.update(_flatten(v, key + "."))
        else:
            out[key] = str(v)
    return out


@lru_cache(maxsize=None)
def load_messages(package: str, lang: str) -> dict[str, str]:
    """`<package>/messages/<lang>.toml`, nested tables flattened to dotted keys."""
    try:
        raw = resources.files(package).joinpath("messages").joinpath(f"{lang}.toml").read_text("utf-8")
    except (FileNotFoundError, ModuleNotFoundError):
        return {}
    return _flatten(tomllib.loads(raw))


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


class Catalog:
    """Looks a key up in the ruleset's catalog, then the engine's."""

    def __init__(self, lang: str, packages: tuple[str, ...] = ()):
        self.lang = lang
        self.messages: dict[str, str] = {}
        self.missing: set[str] = set()  # keys asked for but absent: a test keeps this empty
        for pkg in ("gm",) + tuple(packages):
            self.messages.update(load_messages(pkg, lang))

    def template(self, key: str) -> str | None:
        return self.messages.get(key)

    def has(self, key: str) -> bool:
        return key in self.messages
