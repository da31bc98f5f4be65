"""The words of the schemas' keys, for the breadcrumbs of validation errors: «En facción
«sigmar» > recursos», "At faction 'sigmar' > resources", not the key `resources` itself
(which `gm validate --json` keeps in its `path`, `$.resources`, for scripts).

The words live in this package's catalogs (messages/<lang>.ftl): `key-<key>` for a key
that means the same in every ruleset; a ruleset that gives a key its own meaning words it
as `key-<key>` in its own catalogs (sector's `known` is its known systems, eraide's a
trap's knowers), so no ruleset is named here. Only the
schemas' declared properties are worded: a key the player or the data chose (an id, a
table's entry) is shown as written. tests/language/test_schema_words.py walks every schema
and fails on a property without its word in Spanish and English.
"""

from __future__ import annotations

import re

PACKAGE = "gm.engine.schemawords"


def word(key: str, ruleset_id: str = ""):
    """The catalog message naming a schema key (a gm.errors.Msg), or None when it has none."""
    from gm.errors import Msg
    from gm.text.i18n import catalog

    own = _ruleset_package(ruleset_id)
    if own and catalog("en", own).has(f"key.{key}"):
        return Msg(f"key.{key}", own)  # the ruleset's own meaning of the key, in its own catalog
    if catalog("en", PACKAGE).has(f"key.{key}"):
        return Msg(f"key.{key}", PACKAGE)
    return None


def _ruleset_package(ruleset_id: str) -> str | None:
    from gm import registry

    try:
        return type(registry.get(ruleset_id)).__module__ if ruleset_id else None
    except LookupError:
        return None


def _here(node) -> list[dict]:
    """A schema node and every subschema that applies at the same place (allOf, anyOf,
    oneOf, if/then/else): where a key may be declared."""
    out, todo = [], [node]
    while todo:
        n = todo.pop()
        if not isinstance(n, dict):
            continue
        out.append(n)
        todo += [s for k in ("allOf", "anyOf", "oneOf") for s in n.get(k) or () if isinstance(s, dict)]
        todo += [n[k] for k in ("if", "then", "else") if isinstance(n.get(k), dict)]
    return out


def declared(schema: dict | None, path: tuple) -> list[bool]:
    """For each part of a key path, whether the schema declares it as a property (a word
    to translate) rather than an index, an id or a table's own key (shown as written)."""
    nodes, out = [schema] if isinstance(schema, dict) else [], []
    for part in path:
        here = [n for node in nodes for n in _here(node)]
        if isinstance(part, int):
            out.append(False)
            nodes = [n["items"] for n in here if isinstance(n.get("items"), dict)]
            continue
        props = [n["properties"][part] for n in here if isinstance(n.get("properties"), dict) and part in n["properties"]]
        out.append(bool(props))
        nodes = props or [v for n in here for pattern, v in (n.get("patternProperties") or {}).items()
                          if re.search(pattern, str(part))] + [n["additionalProperties"] for n in here
                                                               if isinstance(n.get("additionalProperties"), dict)]
    return out
