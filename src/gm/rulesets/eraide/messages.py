"""Our catalog read directly where no turn is running (`gm init`'s orders help); during a
turn use `ctx.t(key, **params)`, which also records missing keys."""
from __future__ import annotations

import tomllib
from functools import lru_cache
from importlib import resources

PACKAGE = "gm.rulesets.eraide"


def _flatten(data: dict, prefix: str = "") -> dict[str, str]:
    out: dict[str, str] = {}
    for k, v in data.items():
        if isinstance(v, dict):
            out.update(_flatten(v, f"{prefix}{k}."))
        else:
            out[f"{prefix}{k}"] = str(v)
    return out


@lru_cache(maxsize=None)
def catalog(lang: str) -> dict[str, str]:
    raw = resources.files(PACKAGE).joinpath("messages", f"{lang}.toml").read_text("utf-8")
    return _flatten(tomllib.loads(raw))


def msg(lang: str, key: str, **params) -> str:
    cat = catalog(lang if lang in ("es", "en") else "es")
    template = cat.get(key, key)
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template

