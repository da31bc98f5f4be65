"""What the ruleset's orders schema refuses of the values one order line gives.

`gm orders` asks the very schema validation asks (not a copy of its patterns), so an id
or name it writes into orders.toml is one `gm validate` accepts; a refusal is said on the
text line, in the game's language, instead of blocking the turn later (play-test O7).
"""

from __future__ import annotations

import re
from functools import lru_cache

# schema keyword that refused -> catalog key of what the player reads
REFUSALS = {"pattern": "orderlang.bad_id", "minLength": "orderlang.bad_empty", "minItems": "orderlang.bad_empty",
            "maxLength": "orderlang.bad_long", "maxItems": "orderlang.bad_many",
            "minimum": "orderlang.bad_number", "maximum": "orderlang.bad_number"}


def value_refusal(ruleset_id: str, otype: str, values: dict, new: bool, sep: str) -> tuple[str, dict] | None:
    """(catalog key, params) when the schema refuses one of `values` (key -> value) in an
    order of type `otype`; None when it takes them all. `new`: the values name a thing
    the order creates (its id derived from the name the player wrote)."""
    for key, value in values.items():
        err = _refusal(ruleset_id, otype, key, value)
        if err is None:
            continue
        refusal = REFUSALS.get(err.validator, "orderlang.bad_value")
        if refusal == "orderlang.bad_id" and new and isinstance(value, str):
            return _bad_new_id(ruleset_id, otype, key, value, sep)
        return refusal, {"most": err.validator_value if isinstance(err.validator_value, int) else ""}
    return None


def _bad_new_id(ruleset_id: str, otype: str, key: str, value: str, sep: str) -> tuple[str, dict]:
    """A name the id of a new thing cannot be made from: suggest `"Name" (id)` with an id
    the schema takes, when one can be made of the name's letters and digits."""
    if not value.strip():
        return "orderlang.bad_empty", {}
    made = re.sub(r"[^a-z0-9]+", sep, value).strip(sep)
    for suggestion in (made, made[:24].strip(sep)):  # a long name: a short id
        if suggestion and _refusal(ruleset_id, otype, key, suggestion) is None:
            return "orderlang.bad_new_id", {"id": suggestion}
    return "orderlang.bad_new_id_none", {}


def _refusal(ruleset_id: str, otype: str, key: str, value):
    """jsonschema's first error for the value at `key`, or None. The yes/no check first
    (jsonschema-rs, as validation's): a valid value, the common case, never imports
    jsonschema (a tenth of a second: a turn's order form reads every line it offers)."""
    checks = _checks(ruleset_id, otype, key)
    if checks is None or checks[0](value):
        return None
    return next(iter(_explainer(ruleset_id, otype, key).iter_errors(value)), None)


@lru_cache(maxsize=None)
def _explainer(ruleset_id: str, otype: str, key: str):
    """jsonschema's validator of `key`'s schema: what words a refusal."""
    from jsonschema import Draft202012Validator

    return Draft202012Validator(_checks(ruleset_id, otype, key)[1])


def _yes_no(schema: dict):
    """jsonschema-rs's yes/no check of `schema` (jsonschema's, where jsonschema-rs refuses
    the schema); a value it cannot take (ValueError) is a no, for jsonschema to word."""
    import jsonschema_rs

    try:
        check = jsonschema_rs.Draft202012Validator(schema).is_valid
    except (ValueError, jsonschema_rs.ReferencingError):
        from jsonschema import Draft202012Validator

        return Draft202012Validator(schema).is_valid

    def safe(value) -> bool:
        try:
            return check(value)
        except (ValueError, OverflowError):
            return False
    return safe


@lru_cache(maxsize=None)
def _checks(ruleset_id: str, otype: str, key: str):
    """(yes/no check, schema) of what the schema says of `key` in an order of type
    `otype`: the type's own branch, else the order's common properties."""
    item = item_schema(ruleset_id)
    sub = None
    for branch in item.get("allOf", []) + item.get("oneOf", []):
        const = branch.get("if", {}).get("properties", {}).get("type", {}).get("const")
        then = branch.get("then", branch)
        own = then.get("properties", {}).get("type", {})
        if const == otype or (isinstance(own, dict) and own.get("const") == otype):
            sub = then.get("properties", {}).get(key)
    if not isinstance(sub, dict):
        sub = item.get("properties", {}).get(key)
    if not isinstance(sub, dict):
        return None
    return _yes_no(sub), sub


@lru_cache(maxsize=None)
def item_schema(ruleset_id: str) -> dict:
    """The schema of one order table of the ruleset ({} when it has none)."""
    from gm import registry

    try:
        fac = registry.get(ruleset_id).schema("orders")["properties"]["factions"]
        per = fac.get("additionalProperties") or next(iter(fac.get("patternProperties", {}).values()), {})
        return per["properties"]["orders"]["items"]
    except (KeyError, TypeError, StopIteration, AttributeError):
        return {}


def order_refused(ruleset_id: str, order) -> bool:
    """Whether the schema refuses the order table as a whole (an id given as a number, a
    list where a name goes): validation rejects it, and no line says it."""
    return not _order_check(ruleset_id)(order)


def missing_keys(ruleset_id: str, order: dict) -> list[str]:
    """The keys the schema asks of the order and it lacks, when their absence alone makes
    the schema refuse it (a move with neither `to` nor `path`); [] when it takes the order,
    or refuses something else (validation words that)."""
    if not order_refused(ruleset_id, order):
        return []
    from jsonschema import Draft202012Validator

    out: list[str] = []
    for err in Draft202012Validator(item_schema(ruleset_id)).iter_errors(order):
        keys = _only_missing(err, order)
        if keys is None:
            return []
        out += [k for k in keys if k not in out]
    return out


def _only_missing(err, order: dict) -> list[str] | None:
    """The keys an error asks for, when it asks for nothing else (None): a `required`, or a
    oneOf/anyOf of which some branch fails only for `required` keys."""
    if err.validator == "required":
        return [k for k in err.validator_value if k not in order]
    if err.validator not in ("oneOf", "anyOf") or not err.context:
        return None
    branches: dict = {}
    for sub in err.context:
        branches.setdefault(sub.relative_schema_path[0], []).append(_only_missing(sub, order))
    keys = [k for got in branches.values() if None not in got for ks in got for k in ks]
    return keys or None


@lru_cache(maxsize=None)
def _order_check(ruleset_id: str):
    item = item_schema(ruleset_id)
    return _yes_no(item) if item else (lambda value: True)


def min_items(ruleset_id: str, otype: str, key: str) -> int:
    """How many things a list argument names at least (1 when the schema says nothing)."""
    checks = _checks(ruleset_id, otype, key)
    return checks[1].get("minItems", 1) if checks is not None else 1
