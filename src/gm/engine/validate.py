"""Validation: JSON Schemas, the engine's own checks, then the ruleset's; every problem
at once, each located as `file:line: At faction 'x' > army 'y': found ..., expected ...`."""

from __future__ import annotations

import contextlib
import contextvars
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

from gm.engine.gamedir import TurnFiles, load_turn
from gm.limits import MAX_SCANNED_PER_FILE, MAX_SHOWN  # noqa: F401 - gm.limits: one place for every command
from gm.errors import Msg, Problem

ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9_-]{0,63}$")
# names gm gives its own outputs beside the factions' (rolls/public.toml, maps/public.png,
# maps/gm.png) and the GM's pseudo-faction in orders: a faction of that id would get them
RESERVED_IDS = ("gm", "public")
ENGINE_NOUNS = {"factions": "faction", "orders": "order"}


@dataclass
class Validation:
    files: TurnFiles
    ruleset: Any = None
    problems: list[Problem] = field(default_factory=list)
    uncounted: set[str] = field(default_factory=set)  # files whose schema errors were not all counted
    # (faction, index in its list) -> why the order will be rejected: a player's order never
    # blocks the turn, it is rejected with these words (gm.engine.pipeline) and the rest resolves
    rejected: dict[tuple[str, int], list] = field(default_factory=dict)
    malformed: set[tuple[str, int]] = field(default_factory=set)  # of those, the ones the schema refused

    @property
    def lang(self) -> str:
        """The game's language (game.toml `lang`, else es): what its problems are shown in
        unless the reader asks for another (`p.format(lang)`)."""
        from gm.engine.state import game_lang

        return game_lang(self.files.state.game if self.files.state is not None else {})

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
    result.malformed = set(_set_aside(result, result.problems))
    # The ruleset's checks assume well-formed data: run them only on a clean schema pass
    # (orders already rejected left out). A post's line that could not be read is not in
    # the state: the rest is still checked.
    if not result.errors and not any(p.severity == "error" and not p.file.startswith("orders/") for p in files.problems):
        _ruleset_checks(result, ruleset, state)
    return _finish(result)


def validate_orders(state, ruleset) -> Validation:
    """The orders' part of validate_dir for a state held in memory (`gm check`: one
    faction's orders alone): the same schema, the same checks, the same rejections."""
    result = Validation(files=TurnFiles(root=Path("."), state=state), ruleset=ruleset)
    _schema_check(result, "orders.toml", state.orders, ruleset.schema("orders"))
    result.problems.extend(ruleset.input_problems(state))
    result.malformed = set(_set_aside(result, result.problems))
    if not result.errors:
        _ruleset_checks(result, ruleset, state)
    return result


MAX_CHECK_ROUNDS = 20  # the ruleset's checks, rerun without the orders they rejected


def order_spot(p: Problem, factions) -> tuple[str, int] | None:
    """(faction, index) of the order a problem is located at (orders.toml
    factions.<F>.orders[i]...), for a faction of the game or the GM: else None."""
    path = tuple(p.path)
    if p.file != "orders.toml" or len(path) < 4 or path[0] != "factions" or path[2] != "orders":
        return None
    if not isinstance(path[3], int) or isinstance(path[3], bool) or not (path[1] in factions or path[1] == "gm"):
        return None
    return (path[1], path[3])


def _set_aside(result: Validation, problems: list[Problem], index: dict | None = None, keyed: bool = True) -> list[tuple[str, int]]:
    """Move the errors located at an order into result.rejected (the order's reason), each
    left as a warning that says so; return the orders newly rejected. `index`: (faction,
    index in a list without the orders set aside before) -> its index in orders.toml.
    `keyed`: the reason names the order's key it is at (the schema's words need it; a
    ruleset's check words its problem whole)."""
    new, kept = [], []
    factions = result.files.state.factions
    for p in problems:
        spot = order_spot(p, factions) if p.severity == "error" else None
        if spot is None:
            kept.append(p)
            continue
        if index:
            spot = (spot[0], index.get(spot, spot[1]))
            p = Problem(p.file, ("factions", spot[0], "orders", spot[1]) + tuple(p.path[4:]), p.message)
        reasons = result.rejected.setdefault(spot, [])
        if not reasons:
            new.append(spot)
        reason = reason_of(p) if keyed else p.message
        if reason not in reasons:
            reasons.append(reason)
        kept.append(Problem(p.file, p.path, Msg("validate.order_will_be_rejected", problem=p.message), severity="warning"))
    problems[:] = kept
    return new


def reason_of(p: Problem) -> "Msg | str":
    """The words a rejected order's faction reads: the problem's message, after the key it
    is at when that is inside the order ('target: falta…')."""
    inner = [str(x + 1) if isinstance(x, int) else str(x) for x in tuple(p.path)[4:]]
    return Msg("validate.order_key_problem", key=".".join(inner), problem=p.message) if inner else p.message


def without_rejected(orders: dict, rejected) -> tuple[dict, dict]:
    """orders.toml without the rejected orders, and (faction, new index) -> old index."""
    if not rejected or not isinstance(orders, dict) or not isinstance(orders.get("factions"), dict):
        return orders, {}
    factions, index = {}, {}
    hit = {k[0] for k in rejected}  # the factions with an order rejected: once, not a scan for each faction
    for fid, entry in orders["factions"].items():
        listed = entry.get("orders") if isinstance(entry, dict) else None
        if not isinstance(listed, list) or fid not in hit:
            factions[fid] = entry
            continue
        kept = [i for i in range(len(listed)) if (fid, i) not in rejected]
        index.update({(fid, j): i for j, i in enumerate(kept)})
        factions[fid] = {**entry, "orders": [listed[i] for i in kept]}
    return {**orders, "factions": factions}, index


def _ruleset_checks(result: Validation, ruleset, state) -> None:
    """The ruleset's checks on the orders not rejected yet, again until they reject no more:
    they see only the orders the turn will run. A problem of the GM's files stops them."""
    from gm.engine.state import GameState

    rejections: list[Problem] = []
    found: list[Problem] = []
    for _ in range(MAX_CHECK_ROUNDS):
        orders, index = without_rejected(state.orders, result.rejected)
        alone = GameState(game=state.game, factions=state.factions, orders=orders) if result.rejected else state
        found = ruleset_problems(ruleset, alone)
        new = _set_aside(result, found, index, keyed=False)
        rejections += [p for p in found if _is_rejection(p)]
        found = [p for p in found if not _is_rejection(p)]
        if not new or any(p.severity == "error" for p in found):
            break
    result.problems.extend(found + rejections)


_FILES_CHECKED = contextvars.ContextVar("files_checked", default=None)


@contextlib.contextmanager
def files_checked_once() -> Iterator[None]:
    """Inside, the ruleset's checks of the GM's files (Ruleset.file_checks) run once for a
    state, however many times its orders are checked: for the order form's judge, which
    checks one state with hundreds of order sets (issue 26: a sixth of a 1,000-god turn
    was the same map checked again). The states judged inside are never changed there."""
    token = _FILES_CHECKED.set({})
    try:
        yield
    finally:
        _FILES_CHECKED.reset(token)


def ruleset_problems(ruleset, state) -> list[Problem]:
    """Ruleset.check's problems; inside files_checked_once, the files' half is the one
    found before for the same game and factions (the same objects), where the ruleset's
    check is its two halves (a ruleset overriding check whole is asked whole)."""
    memo = _FILES_CHECKED.get()
    if memo is None or not getattr(type(ruleset).check, "splits", False):
        return list(ruleset.check(state))
    key = (id(state.game), id(state.factions))
    held = memo.get(key)
    if held is None or held[0] is not state.game or held[1] is not state.factions:
        held = memo[key] = (state.game, state.factions, list(ruleset.file_checks(state)))  # the objects kept: no id reused
    return held[2] + list(ruleset.order_checks(state))


def _is_rejection(p: Problem) -> bool:
    return p.severity == "warning" and isinstance(p.message, Msg) and p.message.key == "validate.order_will_be_rejected"


def _ruleset_for(game: dict, result: Validation):
    from gm import registry

    rid = game.get("ruleset")
    if not isinstance(rid, str):
        found = Msg("validate.nothing") if rid is None else _typed(rid)
        result.problems.append(Problem("game.toml", ("ruleset",), Msg("validate.no_ruleset", found=found, choices=", ".join(registry.available()))))
        return None
    try:
        return registry.get(rid)
    except registry.UnknownRuleset:
        result.problems.append(Problem("game.toml", ("ruleset",), Msg("validate.unknown_ruleset", found=repr(rid), choices=", ".join(registry.available()))))
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
            found.append(Problem(rel, (), Msg("validate.file_name", found=repr(fid))))
        elif fid in RESERVED_IDS:
            found.append(Problem(rel, ("id",) if isinstance(data, dict) and "id" in data else (),
                                 Msg("validate.reserved_id", found=repr(fid), reserved=", ".join(RESERVED_IDS))))
        if isinstance(data, dict) and data.get("id") != fid:
            said = Msg("validate.id_none", fid=fid) if "id" not in data else Msg("validate.id_other", found=_short(data.get("id")), fid=fid)
            found.append(Problem(rel, ("id",), said))
    return found


def _orders_turn(files: TurnFiles, ruleset) -> list[Problem]:
    # stale orders (last turn's file left in place) are the most common GM mistake
    orders, turn = files.state.orders or {}, files.state.game.get("turn")
    if not isinstance(orders, dict) or any(p.file == "orders.toml" and p.severity == "error" for p in files.problems):
        return []  # an orders.toml that could not be read is already said; its stand-in has no turn
    if "turn" not in orders and files.texts.get("orders.toml") is not None:
        return [Problem("orders.toml", ("turn",), Msg("validate.orders_turn_missing", turn=str(turn)))]
    if "turn" in orders and isinstance(turn, int) and orders["turn"] != turn:
        return [Problem("orders.toml", ("turn",), Msg("validate.turn_mismatch", found=_short(orders["turn"]), turn=str(turn)))]
    return []


def _orders_factions(files: TurnFiles, ruleset) -> list[Problem]:
    orders = files.state.orders or {}
    listed = orders.get("factions", {}) if isinstance(orders, dict) else None
    if not isinstance(listed, dict):
        return []
    known = ", ".join(sorted(files.state.factions)) or Msg("validate.none")
    return [Problem("orders.toml", ("factions", fid), Msg("validate.unknown_faction_orders", found=repr(fid), choices=known))
            for fid in sorted(listed)
            if not (fid == "gm" and ruleset.gm_orders) and fid not in files.state.factions and fid not in files.faction_files]


def _dice_faces(files: TurnFiles, ruleset) -> list[Problem]:
    return [Problem("dice.toml", (key,), Msg("validate.dice_faces", found=_typed(faces)))
            for key, faces in (files.dice or {}).items()
            if not isinstance(faces, list) or not all(isinstance(x, int) and not isinstance(x, bool) for x in faces)]


def _seal_file(files: TurnFiles, ruleset) -> list[Problem]:
    seal, turn = files.seal, files.state.game.get("turn")
    if seal is None:
        return []
    found = []
    if not isinstance(seal.get("commitment"), str) or not re.fullmatch(r"[0-9a-f]{64}", seal.get("commitment", "")):
        found.append(Problem("seal.toml", ("commitment",), Msg("validate.seal_commitment")))
    if seal.get("turn") != turn:
        found.append(Problem("seal.toml", ("turn",), Msg("validate.turn_mismatch", found=_short(seal.get("turn")), turn=str(turn))))
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
    from jsonschema import Draft202012Validator, validators

    key = id(schema)
    if key not in _validators:
        ordered = validators.extend(Draft202012Validator, {"additionalProperties": _ordered_additional})
        _validators[key] = (schema, ordered(schema))
    return _validators[key][1]


def _ordered_additional(validator, value, instance, schema):
    """jsonschema's additionalProperties, the extra keys taken in the file's order: its own
    takes them from a set, another order each run, so beyond MAX_SCANNED_PER_FILE errors
    the ones examined (and shown) would change from run to run."""
    if not (validator.is_type(instance, "object") and validator.is_type(value, "object")):
        from jsonschema import Draft202012Validator

        yield from Draft202012Validator.VALIDATORS["additionalProperties"](validator, value, instance, schema)
        return
    props, patterns = schema.get("properties", {}), list(schema.get("patternProperties", {}))
    for k, v in instance.items():
        if k not in props and not any(re.search(p, k) for p in patterns):
            yield from validator.descend(v, value, path=k)


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
    package = result.ruleset.package if result.ruleset is not None else "gm"
    for err in errors:  # in the data's order (_ordered_additional): the first shown are the file's first
        for path, message in _describe(err, package):
            result.problems.append(Problem(rel, tuple(path), message))


def _describe(err, package: str = "gm") -> list[tuple[list, Msg]]:
    """What a jsonschema error says, as (key path, message) pairs in gm's words."""
    path = list(err.absolute_path)
    inst, v = err.instance, err.validator
    if "propertyNames" in err.absolute_schema_path and isinstance(inst, str):
        # jsonschema places a bad key at its table; the key has a line of its own
        hint = _hint(err.schema, package, err.validator_value if v == "pattern" else None)
        return [(path + [inst], Msg("validate.key_found", found=_short(inst), expected=hint))]
    structural = _STRUCTURAL.get(v)
    if structural is not None:
        found = structural(err, path, package)
        if found is not None:
            return found
    words = _WORDS.get(v)
    if words is not None:
        return [(path, Msg(f"validate.{v}", **words(inst, err.validator_value, err.schema, package)))]
    return [(path, _other(err))]


def _other(err) -> Msg:
    """A schema rule gm has no words of its own for: what was found, and the rule's name."""
    return Msg("validate.other", found=_short(err.instance), rule=str(err.validator))


def expected_key(description: str) -> str:
    """The catalog key that words a schema `description` used as an "expected" hint:
    `expected.` and its first words (`expected.a_square_column_letters_a_z_aa_ab`)."""
    words = re.findall(r"[a-z0-9]+", description.lower())
    return "expected." + "_".join(words)[:40].rstrip("_")


def _hint(schema: dict, package: str, pattern: str | None = None) -> "Msg | str":
    """What a schema node expects, in the reader's language: its description's catalog
    message (`expected_key`, in the ruleset's catalogs or the engine's), else the pattern
    in words; never the description as written (English, in a Spanish error: issue 25;
    tests/language/test_expected_words.py finds every description without its words)."""
    description = schema.get("description")
    if description:
        key = expected_key(description)
        from gm.text.i18n import catalog

        if catalog("en", package).has(key):
            return Msg(key, package)
    if pattern is not None and not _ID_LIKE.match(pattern):
        return Msg("validate.text_matching", pattern=pattern)
    return Msg("validate.id_hint")  # an id's pattern is said in words, not as a regular expression


_ID_LIKE = re.compile(r"^\^\[a-z0-9\]\[a-z0-9_-\]\{0,\d+\}\$$")  # literal: a regular expression (of ids' patterns)


def _unknown_keys(err, path, package):
    if not isinstance(err.instance, dict):
        return None
    props = set(err.schema.get("properties", {}))
    patterns = list(err.schema.get("patternProperties", {}))
    extra = [k for k in err.instance if k not in props and not any(re.search(p, k) for p in patterns)]
    expected = ", ".join(sorted(props)) if props else Msg("validate.no_other_keys")
    return [(path + [k], Msg("validate.unknown_key", found=repr(k), choices=expected)) for k in extra] or [(path, _other(err))]


def _missing_keys(err, path, package):
    if not isinstance(err.instance, dict):
        return None
    return [(path, Msg("validate.missing_key", key=repr(k))) for k in err.validator_value if k not in err.instance]


def _best_branch(err, path, package):
    """oneOf/anyOf: the branch whose `type`/`kind` discriminator matched, else the deepest."""
    if not err.context:
        return None
    from jsonschema.exceptions import best_match

    return _describe(best_match(err.context), package)


def _bad_key_names(err, path, package):
    sub = err.context[0] if err.context else None
    names = err.schema.get("propertyNames", {})
    if sub is not None:
        return [(path + [sub.instance], Msg("validate.key_found", found=_short(sub.instance), expected=_hint(names, package)))]
    return [(path, Msg("validate.bad_keys", keys=", ".join(map(str, err.instance)), expected=_hint(names, package)))]


_STRUCTURAL = {"additionalProperties": _unknown_keys, "required": _missing_keys, "oneOf": _best_branch,
               "anyOf": _best_branch, "propertyNames": _bad_key_names}

# validator -> (instance, validator value, schema, package) -> the variables of its message validate.<validator>
_WORDS = {
    "type": lambda i, val, sch, pk: {"found": _typed(i), "expected": _types(val)},
    "enum": lambda i, val, sch, pk: {"found": _short(i), "choices": ", ".join(_short(x) for x in val)},
    "const": lambda i, val, sch, pk: {"found": _short(i), "expected": _short(val)},
    "minimum": lambda i, val, sch, pk: {"found": _short(i), "limit": val},
    "exclusiveMinimum": lambda i, val, sch, pk: {"found": _short(i), "limit": val},
    "maximum": lambda i, val, sch, pk: {"found": _short(i), "limit": val},
    "exclusiveMaximum": lambda i, val, sch, pk: {"found": _short(i), "limit": val},
    "minLength": lambda i, val, sch, pk: {"found": _short(i), "limit": val},
    "maxLength": lambda i, val, sch, pk: {"length": len(i), "limit": val},
    "pattern": lambda i, val, sch, pk: {"found": _short(i), "expected": _hint(sch, pk, val)},
    "minItems": lambda i, val, sch, pk: {"count": len(i), "limit": val},
    "maxItems": lambda i, val, sch, pk: {"count": len(i), "limit": val},
    "uniqueItems": lambda i, val, sch, pk: {"found": _short(i)},
    "minProperties": lambda i, val, sch, pk: {"count": len(i), "limit": val},
    "maxProperties": lambda i, val, sch, pk: {"count": len(i), "limit": val},
    "not": lambda i, val, sch, pk: {"found": _short(i)},
}

_KINDS = {bool: "boolean", int: "integer", float: "number", str: "string", list: "array", dict: "object"}


def _typed(value: Any) -> Msg:
    """A found value with its kind: "integer 5" / "el número entero 5"."""
    kind = _KINDS.get(type(value))
    if kind is None:
        return Msg("validate.kind.other", value=_short(value), kind=type(value).__name__)
    return Msg(f"validate.kind.{kind}", value=_short(value))


def _types(val: Any) -> "Msg | str":
    """The JSON types a schema asks for, as "an integer or a list"."""
    names = val if isinstance(val, list) else [val]
    known = ("integer", "number", "string", "boolean", "array", "object", "null")
    words: list = [Msg(f"validate.type.{n}") if n in known else str(n) for n in names]
    out = words[-1]
    for word in reversed(words[:-1]):
        out = Msg("validate.either", first=word, second=out)
    return out


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
    package = "gm"
    if result.ruleset is not None:
        nouns.update(result.ruleset.nouns)
        package = result.ruleset.package
    keys = KeyWords(result.ruleset)
    orders = (result.files.state.orders if result.files.state else {}) or {}
    # one problem found twice (two schema branches, schema and rules) is said once; only
    # those shown are located (lines, breadcrumbs): 10,000 errors of a 4 MiB file cost
    # the lines up to the hundredth, not the whole file's
    found = list(dict.fromkeys(_on_text_line(result.files, p) for p in result.problems))
    found.sort(key=lambda p: (p.severity != "error", _file_rank(p.file), p.file))  # stable: in the order found
    shown = cap(found, bool(result.uncounted))
    located, seen = [], set()
    for p in shown:
        line = p.line
        if line is None and p.file in result.files.texts and p.severity != "note":
            line = result.files.locator(p.file).line_of(p.path)
        p = p if p.severity == "note" else p.located(line, p.crumbs or breadcrumbs(p.file, p.path, nouns, orders, package, keys))
        if p not in seen:
            seen.add(p)
            located.append(p)
    note = [p for p in located if p.severity == "note"]
    result.problems = sorted((p for p in located if p.severity != "note"),
                             key=lambda p: (p.severity != "error", _file_rank(p.file), p.file, p.line or 0)) + note
    return result


def cap(problems: list[Problem], uncounted: bool = False) -> list[Problem]:
    """The first MAX_SHOWN problems, then one line counting the others (errors first)."""
    if len(problems) <= MAX_SHOWN and not uncounted:
        return problems
    shown, rest = problems[:MAX_SHOWN], problems[MAX_SHOWN:]
    errors = sum(1 for p in rest if p.severity == "error")
    what = Msg("validate.not_shown", errors=errors, warnings=len(rest) - errors, shown=MAX_SHOWN,
               uncounted="yes" if uncounted else "no")
    note = Problem(shown[-1].file if shown else "", (), what, severity="note", omitted=errors)
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
    return Problem(rel, (), Msg("validate.on_text_line", text=text, problem=p.message), line=line, severity=p.severity)


def _file_rank(rel: str) -> int:
    return {"game.toml": 0, "orders.toml": 2, "dice.toml": 3, "seal.toml": 4}.get(rel, 1)


class KeyWords:
    """The words of a file's schema keys (gm.engine.schemawords): `resources` said «recursos»."""

    KINDS = {"game.toml": "game", "orders.toml": "orders"}

    def __init__(self, ruleset=None):
        self.ruleset = ruleset

    def along(self, rel: str, path: tuple) -> list:
        """Per part of the path: the word of a key the file's schema declares, else None."""
        from gm.engine.schemawords import declared, word

        kind = "faction" if rel.startswith("factions/") else self.KINDS.get(rel)
        schema = self.ruleset.schema(kind) if self.ruleset is not None and kind else None
        rid = self.ruleset.id if self.ruleset is not None else ""
        return [word(part, rid) if known else None for part, known in zip(path, declared(schema, path))]


def breadcrumbs(rel: str, path: tuple, nouns: dict[str, str], orders: dict | None = None, package: str = "gm",
                keys: KeyWords | None = None) -> tuple:
    """Where a problem is, in words: the faction, the order, then the key path with each
    collection's noun and id (`ciudad «capital»`) and each schema key's word (`daño`)."""
    crumbs: list = []
    words = (keys or KeyWords()).along(rel, tuple(path))
    m = re.fullmatch(r"factions/(.+)\.toml", rel)
    if m:
        crumbs.append(Msg("problem.crumb.named", noun=_noun("faction"), id=m.group(1)))
    path = tuple(path)
    i = 0
    if rel == "orders.toml" and len(path) >= 2 and path[0] == "factions":
        crumbs.append(Msg("problem.crumb.orders_of", id=str(path[1])))
        i = 2
        if len(path) >= 4 and path[2] == "orders" and isinstance(path[3], int):
            crumbs.append(_order_crumb(orders, path))
            i = 4
    while i < len(path):
        part = path[i]
        nxt = path[i + 1] if i + 1 < len(path) else None
        if isinstance(part, str) and part in nouns and isinstance(nxt, str):
            crumbs.append(Msg("problem.crumb.named", noun=_noun(nouns[part], package), id=nxt))
            i += 2
            continue
        if isinstance(part, str) and isinstance(nxt, int):
            noun = _noun(nouns[part], package) if part in nouns else words[i] or _noun(part, package)
            crumbs.append(Msg("problem.crumb.numbered", noun=noun, n=nxt + 1))
            i += 2
            continue
        # in path order, one crumb a key: "mundo > ejército neutral «x»"
        crumbs.append(f"[{part + 1}]" if isinstance(part, int) else words[i] or str(part))
        i += 1
    return tuple(crumbs)


def _order_crumb(orders: dict | None, path: tuple) -> Msg:
    entry = {}
    try:
        entry = orders["factions"][path[1]]["orders"][path[3]]
    except (KeyError, IndexError, TypeError):
        pass
    kind = entry.get("type") if isinstance(entry, dict) else None
    if isinstance(kind, str):
        return Msg("problem.crumb.order_of_type", n=path[3] + 1, type=kind)
    return Msg("problem.crumb.order", n=path[3] + 1)


def _noun(word: str, package: str = "gm") -> "Msg | str":
    """A breadcrumb's noun in the reader's language: `noun.<word>` of the ruleset's catalog
    or the engine's; a key no catalog names (a table of the data) is shown as written."""
    from gm.text.i18n import catalog

    key = "noun." + word.replace(" ", "_")
    return Msg(key, package) if catalog("en", package).has(key) else word
