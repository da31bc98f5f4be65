"""Validation: JSON Schemas, the engine's own checks, then the ruleset's; every problem
at once, each located as `file:line: At faction 'x' > army 'y': found ..., expected ...`."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gm.engine.gamedir import TurnFiles, load_turn
from gm.errors import Problem

ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9_-]{0,63}$")
MAX_SHOWN = 100                # problems listed; the rest are counted in one last line
MAX_SCANNED_PER_FILE = 10_000  # schema errors examined per file (beyond: "more than")
ENGINE_NOUNS = {"factions": "faction", "orders": "order"}


@dataclass
class Validation:
    files: TurnFiles
    ruleset: Any = None
    problems: list[Problem] = field(default_factory=list)
    uncounted: set[str] = field(default_factory=set)  # files whose schema errors were not all counted

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "error"]

    @property
    def warnings(self) -> list[Problem]:
        return [p for p in self.problems if p.severity != "error"]

    @property
    def ok(self) -> bool:
        return not self.errors

    @property
    def state(self):
        return self.files.state


def validate_dir(root: Path) -> Validation:
    files = load_turn(root)
    result = Validation(files=files, problems=list(files.problems))
    state = files.state
    if state is None:
        return _finish(result)
    ruleset = _ruleset_for(state.game, result)
    if ruleset is None:
        return _finish(result)
    result.ruleset = ruleset

    before = len(result.errors)
    _schema_check(result, "game.toml", state.game, ruleset.schema("game"))
    for fid, data in sorted(state.factions.items()):
        _schema_check(result, f"factions/{fid}.toml", data, ruleset.schema("faction"))
    # an orders.toml that could not be read is already said; checking its empty stand-in
    # would add a bogus "missing key 'turn'"
    unread = any(p.file == "orders.toml" and p.severity == "error" for p in files.problems)
    if not unread and (files.texts.get("orders.toml") is not None or (root / "orders.toml").exists() or files.order_lines):
        _schema_check(result, "orders.toml", state.orders, ruleset.schema("orders"))
    _engine_checks(result, ruleset)
    result.problems.extend(ruleset.input_problems(state))  # [settings] dice, GM order types
    if len(result.errors) == before and not any(p.severity == "error" for p in files.problems):
        # The ruleset's checks assume well-formed data: run them only on a clean schema pass.
        result.problems.extend(ruleset.check(state))
    return _finish(result)


def _ruleset_for(game: dict, result: Validation):
    from gm import rulesets

    rid = game.get("ruleset")
    if not isinstance(rid, str):
        found = "nothing" if rid is None else f"{_kind(rid)} {_short(rid)}"
        result.problems.append(Problem("game.toml", ("ruleset",), f"found {found}, expected a ruleset id, one of: {', '.join(rulesets.available())}"))
        return None
    try:
        return rulesets.get(rid)
    except rulesets.UnknownRuleset:
        result.problems.append(Problem("game.toml", ("ruleset",), f"found unknown ruleset {rid!r}, expected one of: {', '.join(rulesets.available())}"))
        return None


def _engine_checks(result: Validation, ruleset) -> None:
    """What the engine itself asks of any game, whatever its ruleset, in order."""
    for check in ENGINE_CHECKS:
        result.problems.extend(check(result.files, ruleset))


def _faction_file_names(files: TurnFiles, ruleset) -> list[Problem]:
    found = []
    for fid, data in sorted(files.state.factions.items()):
        rel = f"factions/{fid}.toml"
        if not ID_PATTERN.match(fid):
            found.append(Problem(rel, (), f"found file name {fid!r}, expected an id of lowercase letters, digits, '-' or '_'"))
        if isinstance(data, dict) and data.get("id") != fid:
            said = "no id" if "id" not in data else f"id {_short(data.get('id'))}"
            found.append(Problem(rel, ("id",), f"found {said}, expected id = \"{fid}\" (the file's name)"))
    return found


def _orders_turn(files: TurnFiles, ruleset) -> list[Problem]:
    # stale orders (last turn's file left in place) are the most common GM mistake
    orders, turn = files.state.orders or {}, files.state.game.get("turn")
    if not isinstance(orders, dict):
        return []
    if "turn" not in orders and files.texts.get("orders.toml") is not None:
        return [Problem("orders.toml", ("turn",), f"missing key 'turn', expected turn = {turn} (the turn in game.toml), "
                        "so that last turn's orders are never applied by mistake")]
    if "turn" in orders and isinstance(turn, int) and orders["turn"] != turn:
        return [Problem("orders.toml", ("turn",), f"found turn {_short(orders['turn'])}, expected {turn} (the turn in game.toml)")]
    return []


def _orders_factions(files: TurnFiles, ruleset) -> list[Problem]:
    orders = files.state.orders or {}
    listed = orders.get("factions", {}) if isinstance(orders, dict) else None
    if not isinstance(listed, dict):
        return []
    known = ", ".join(sorted(files.state.factions)) or "none"
    return [Problem("orders.toml", ("factions", fid), f"found orders for unknown faction {fid!r}, expected one of: {known}")
            for fid in sorted(listed)
            if not (fid == "gm" and ruleset.gm_orders) and fid not in files.state.factions and fid not in files.faction_files]


def _dice_faces(files: TurnFiles, ruleset) -> list[Problem]:
    return [Problem("dice.toml", (key,), f"found {_kind(faces)} {_short(faces)}, expected a list of die faces (integers)")
            for key, faces in (files.dice or {}).items()
            if not isinstance(faces, list) or not all(isinstance(x, int) and not isinstance(x, bool) for x in faces)]


def _seal_file(files: TurnFiles, ruleset) -> list[Problem]:
    seal, turn = files.seal, files.state.game.get("turn")
    if seal is None:
        return []
    found = []
    if not isinstance(seal.get("commitment"), str) or not re.fullmatch(r"[0-9a-f]{64}", seal.get("commitment", "")):
        found.append(Problem("seal.toml", ("commitment",), "expected a SHA-256 commitment (64 hex digits) written by `gm seal`"))
    if seal.get("turn") != turn:
        found.append(Problem("seal.toml", ("turn",), f"found turn {_short(seal.get('turn'))}, expected {turn} (the turn in game.toml)"))
    return found


# (TurnFiles, ruleset) -> problems; run in this order, each on its own file or key
ENGINE_CHECKS = (_faction_file_names, _orders_turn, _orders_factions, _dice_faces, _seal_file)


# ----------------------------------------------------------------------------------
# JSON Schema errors as located, readable problems


_fast_checks: dict[int, Any] = {}
_validators: dict[int, Any] = {}


def schema_says_valid(schema: dict, data: Any) -> bool:
    """True when jsonschema-rs (native, draft 2020-12) finds data valid: jsonschema, the
    reference, would find nothing to say. False also when it cannot answer (a value JSON
    has no word for, such as a TOML date; a NaN): then jsonschema decides, and words it."""
    check = _fast_check_for(schema)
    try:
        return check is not None and check(data)
    except ValueError:
        return False


def _fast_check_for(schema: dict):
    """Per schema object, once: jsonschema-rs's yes/no check (None: it refuses the schema).
    Imported here, not at the top: `gm roll` and the other commands never pay for it."""
    import jsonschema_rs

    key = id(schema)
    if key not in _fast_checks:
        try:
            check = jsonschema_rs.Draft202012Validator(schema).is_valid
        except (ValueError, jsonschema_rs.ReferencingError):
            check = None
        _fast_checks[key] = (schema, check)  # the schema keeps its id taken
    return _fast_checks[key][1]


def _validator_for(schema: dict):
    """jsonschema's validator, built (and jsonschema imported, a tenth of a second) only
    when there is something to explain."""
    from jsonschema import Draft202012Validator

    key = id(schema)
    if key not in _validators:
        _validators[key] = (schema, Draft202012Validator(schema))
    return _validators[key][1]


def _schema_check(result: Validation, rel: str, data: Any, schema: dict) -> None:
    if schema_says_valid(schema, data):
        return
    validator = _validator_for(schema)
    errors = []
    for err in validator.iter_errors(data):  # lazily: 120,000 bad hexes must not hold a GB
        if len(errors) == MAX_SCANNED_PER_FILE:
            result.uncounted.add(rel)
            break
        errors.append(err)
    for err in sorted(errors, key=lambda e: [str(p) for p in e.absolute_path]):
        for path, message in _describe(err):
            result.problems.append(Problem(rel, tuple(path), message))


def _describe(err) -> list[tuple[list, str]]:
    """What a jsonschema error says, as (key path, message) pairs in gm's words."""
    path = list(err.absolute_path)
    inst, v = err.instance, err.validator
    if "propertyNames" in err.absolute_schema_path and isinstance(inst, str):
        # jsonschema places a bad key at its table; the key has a line of its own
        hint = err.schema.get("description") or (f"text matching {err.validator_value}" if v == "pattern" else err.message)
        return [(path + [inst], f"found key {_short(inst)}, expected {hint}")]
    structural = _STRUCTURAL.get(v)
    if structural is not None:
        found = structural(err, path)
        if found is not None:
            return found
    words = _WORDS.get(v)
    if words is not None:
        return [(path, words(inst, err.validator_value, err.schema))]
    return [(path, err.message)]


def _unknown_keys(err, path):
    if not isinstance(err.instance, dict):
        return None
    props = set(err.schema.get("properties", {}))
    patterns = list(err.schema.get("patternProperties", {}))
    extra = [k for k in err.instance if k not in props and not any(re.search(p, k) for p in patterns)]
    expected = ", ".join(sorted(props)) if props else "no other keys"
    return [(path + [k], f"unknown key {k!r}, expected one of: {expected}") for k in extra] or [(path, err.message)]


def _missing_keys(err, path):
    if not isinstance(err.instance, dict):
        return None
    return [(path, f"missing key {k!r}") for k in err.validator_value if k not in err.instance]


def _best_branch(err, path):
    """oneOf/anyOf: the branch whose `type`/`kind` discriminator matched, else the deepest."""
    if not err.context:
        return None
    from jsonschema.exceptions import best_match

    return _describe(best_match(err.context))


def _bad_key_names(err, path):
    sub = err.context[0] if err.context else None
    if sub is not None:
        key = sub.instance
        hint = err.schema.get("propertyNames", {}).get("description") or "an id of lowercase letters, digits, '-' or '_'"
        return [(path + [key], f"found key {_short(key)}, expected {hint}")]
    return [(path, f"found keys {', '.join(map(str, err.instance))}: {err.message}")]


_STRUCTURAL = {"additionalProperties": _unknown_keys, "required": _missing_keys, "oneOf": _best_branch,
               "anyOf": _best_branch, "propertyNames": _bad_key_names}

# validator -> (instance, validator value, schema) -> message
_WORDS = {
    "type": lambda i, val, sch: f"found {_kind(i)} {_short(i)}, expected {_types(val)}",
    "enum": lambda i, val, sch: f"found {_short(i)}, expected one of: {', '.join(_short(x) for x in val)}",
    "const": lambda i, val, sch: f"found {_short(i)}, expected {_short(val)}",
    "minimum": lambda i, val, sch: f"found {_short(i)}, expected at least {val}",
    "exclusiveMinimum": lambda i, val, sch: f"found {_short(i)}, expected more than {val}",
    "maximum": lambda i, val, sch: f"found {_short(i)}, expected at most {val}",
    "exclusiveMaximum": lambda i, val, sch: f"found {_short(i)}, expected less than {val}",
    "minLength": lambda i, val, sch: f"found {_short(i)}, expected at least {val} characters",
    "maxLength": lambda i, val, sch: f"found text of {len(i)} characters, expected at most {val}",
    "pattern": lambda i, val, sch: f"found {_short(i)}, expected {sch.get('description') or f'text matching {val}'}",
    "minItems": lambda i, val, sch: f"found {len(i)} items, expected at least {val}",
    "maxItems": lambda i, val, sch: f"found {len(i)} items, expected at most {val}",
    "uniqueItems": lambda i, val, sch: f"found repeated items in {_short(i)}, expected each at most once",
    "minProperties": lambda i, val, sch: f"found {len(i)} entries, expected at least {val}",
    "maxProperties": lambda i, val, sch: f"found {len(i)} entries, expected at most {val}",
    "not": lambda i, val, sch: f"found {_short(i)}, which is not allowed here",
}


def _kind(value: Any) -> str:
    return {bool: "boolean", int: "integer", float: "number", str: "text", list: "list", dict: "table"}.get(type(value), type(value).__name__)


def _types(val: Any) -> str:
    names = {"integer": "an integer", "number": "a number", "string": "text", "boolean": "true or false", "array": "a list", "object": "a table", "null": "nothing"}
    if isinstance(val, list):
        return " or ".join(names.get(v, v) for v in val)
    return names.get(val, str(val))


def _short(value: Any, limit: int = 40) -> str:
    if isinstance(value, dict):
        text = "{...}" if value else "{}"
    elif isinstance(value, str):
        text = repr(value)
    elif isinstance(value, bool):
        text = "true" if value else "false"
    else:
        text = repr(value)
    if len(text) > limit:
        text = text[: limit - 3] + "..."
    return text


# ----------------------------------------------------------------------------------
# Locating: line numbers from key paths, breadcrumbs by id


def _finish(result: Validation) -> Validation:
    nouns = dict(ENGINE_NOUNS)
    if result.ruleset is not None:
        nouns.update(result.ruleset.nouns)
    orders = (result.files.state.orders if result.files.state else {}) or {}
    located, seen = [], set()
    for p in result.problems:
        p = _on_text_line(result.files, p)
        line = p.line
        if line is None and p.file in result.files.texts:
            line = result.files.locator(p.file).line_of(p.path)
        p = p.located(line, p.crumbs or breadcrumbs(p.file, p.path, nouns, orders))
        if p not in seen:  # one problem found twice (two schema branches, schema and rules) is said once
            seen.add(p)
            located.append(p)
    ordered = sorted(located, key=lambda p: (p.severity != "error", _file_rank(p.file), p.file, p.line or 0))
    result.problems = cap(ordered, bool(result.uncounted))
    return result


def cap(problems: list[Problem], uncounted: bool = False) -> list[Problem]:
    """The first MAX_SHOWN problems, then one line counting the others (errors first)."""
    if len(problems) <= MAX_SHOWN and not uncounted:
        return problems
    shown, rest = problems[:MAX_SHOWN], problems[MAX_SHOWN:]
    errors = sum(1 for p in rest if p.severity == "error")
    more = "more than " if uncounted else ""
    what = f"{more}{errors:,} more error(s)" + (f" and {len(rest) - errors:,} warning(s)" if len(rest) > errors else "")
    note = Problem(shown[-1].file if shown else "", (), f"{what} not shown: fix the first {MAX_SHOWN} and validate again",
                   severity="note", omitted=errors)
    return shown + [note]


def _on_text_line(files: TurnFiles, p: Problem) -> Problem:
    """A problem in an order read from DIR/orders/*.txt is shown on its line there."""
    path = tuple(p.path)
    if p.file != "orders.toml" or len(path) < 4 or path[0] != "factions" or not files.order_lines:
        return p
    spot = files.order_lines.get((path[1], path[3]))
    if spot is None:
        return p
    rel, line, text = spot
    return Problem(rel, (), f"«{text}»: {p.message}", line=line, severity=p.severity)


def _file_rank(rel: str) -> int:
    return {"game.toml": 0, "orders.toml": 2, "dice.toml": 3, "seal.toml": 4}.get(rel, 1)


def breadcrumbs(rel: str, path: tuple, nouns: dict[str, str], orders: dict | None = None) -> tuple[str, ...]:
    crumbs: list[str] = []
    m = re.fullmatch(r"factions/(.+)\.toml", rel)
    if m:
        crumbs.append(f"faction '{m.group(1)}'")
    path = tuple(path)
    i = 0
    if rel == "orders.toml" and len(path) >= 2 and path[0] == "factions":
        crumbs.append(f"orders of '{path[1]}'")
        i = 2
        if len(path) >= 4 and path[2] == "orders" and isinstance(path[3], int):
            entry = {}
            try:
                entry = orders["factions"][path[1]]["orders"][path[3]]
            except (KeyError, IndexError, TypeError):
                pass
            kind = entry.get("type") if isinstance(entry, dict) else None
            crumbs.append(f"order {path[3] + 1}" + (f" ({kind})" if isinstance(kind, str) else ""))
            i = 4
    rest: list[str] = []
    while i < len(path):
        part = path[i]
        nxt = path[i + 1] if i + 1 < len(path) else None
        named = isinstance(part, str) and part in nouns and isinstance(nxt, str)
        if rest and (named or (isinstance(part, str) and isinstance(nxt, int))):
            crumbs.append(".".join(rest))  # in path order: "world > neutral army 'x'"
            rest = []
        if named:
            crumbs.append(f"{nouns[part]} '{nxt}'")
            i += 2
            continue
        if isinstance(part, str) and isinstance(nxt, int):
            crumbs.append(f"{nouns.get(part, part)} {nxt + 1}")
            i += 2
            continue
        rest.append(str(part) if not isinstance(part, int) else f"[{part + 1}]")
        i += 1
    if rest:
        crumbs.append(".".join(rest))
    return tuple(crumbs)
