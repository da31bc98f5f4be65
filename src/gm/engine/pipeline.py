"""The turn: validate, run the ruleset's named phases in order, build every output file.

`resolve_files` is pure: same directory, seed, language and format give the same
dict of {relative path: bytes}. Writing it to disk is `gm.engine.output`'s job.
"""

from __future__ import annotations

import gc
import json
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from gm.engine.context import TurnContext
from gm.engine.seal import commitment, turn_seed
from gm.engine.state import GameState
from gm.engine.validate import Validation, validate_dir
from gm.errors import GameDataError, Problem
from gm.reports.render import FORMATS

REPORT_LANGS = ("es", "en")


@dataclass
class Resolution:
    files: dict[str, bytes]
    context: TurnContext
    next_state: GameState
    seed: str
    warnings: list[Problem]
    missing_messages: set[str]


def run_phases(ruleset, state: GameState, seed: str, lang: str, recorded: dict | None = None) -> TurnContext:
    """Run one turn in memory and return the context (events, outcomes, dice log)."""
    from gm.dice import DiceService

    dice = DiceService(seed, prefix=f"t{state.turn:02d}/", recorded=recorded)
    ctx = TurnContext(ruleset, state.copy(), dice, lang)
    ruleset.prepare(ctx)
    for phase in ruleset.phases:
        ctx.phase = phase.name
        phase.run(ctx)
    ctx.phase = "engine"
    for order in ctx.all_orders():
        if ctx.pending(order):
            ctx.reject(order, "engine.order_not_processed")
    return ctx


def resolve_files(root: Path, seed: str | None = None, lang: str | None = None, fmt: str = "markdown") -> Resolution:
    with _few_collections():
        validation = validate_dir(root)
        if not validation.ok:
            raise GameDataError(validation.problems)
        return resolve_validated(validation, seed, lang, fmt)


@contextmanager
def _few_collections():
    """A turn allocates millions of small objects that all live until it ends: the cyclic
    garbage collector would spend a fifth of a large turn scanning them for nothing."""
    old = gc.get_threshold()
    gc.set_threshold(200_000, 50, 50)
    try:
        yield
    finally:
        gc.set_threshold(*old)


def resolve_validated(validation: Validation, seed: str | None, lang: str | None, fmt: str) -> Resolution:
    from gm.dice import DiceError

    state, ruleset, files = validation.state, validation.ruleset, validation.files
    chosen = turn_seed(files.root, state.game, seed)
    if chosen is None:
        raise GameDataError([Problem("game.toml", ("seed",), "no seed for this turn: found no --seed, no `seed` in game.toml and no master secret (.gm-secret beside the turn directory, made by `gm init`), expected one of them")])
    lang = lang or state.game.get("lang") or "es"
    try:
        ctx = run_phases(ruleset, state, chosen.seed, lang, files.dice)
    except DiceError as exc:  # a recorded die that does not fit its roll is the GM's data
        raise GameDataError([Problem("dice.toml", (getattr(exc, "key", ""),), str(exc))]) from None
    warnings = list(validation.warnings)
    for key in ctx.dice.unused_records():
        warnings.append(Problem("dice.toml", (key,), f"recorded roll {key!r} was not used this turn", severity="warning"))

    # A new game table: the reports below still describe this turn's number.
    finished = ruleset.finish(ctx)
    next_state = GameState(dict(finished.game), finished.factions, finished.orders)
    next_state.game["turn"] = state.turn + 1
    ctx.next_state = next_state  # reports and maps may show the state the turn ends in
    sealed = (files.seal or {}).get("commitment")
    seed_info = {"seed": chosen.seed, "commitment": sealed or ""}
    if sealed and sealed != commitment(chosen.seed, state.turn):
        raise GameDataError([Problem("seal.toml", ("commitment",), "found a commitment that does not match this turn's seed, expected the seed that was sealed (was --seed or the secret changed?)")])
    out, missing = build_outputs(ctx, next_state, seed_info, fmt)
    missing = missing | ctx.missing_messages
    return Resolution(out, ctx, next_state, chosen.seed, warnings, missing)


def build_outputs(ctx: TurnContext, next_state: GameState, seed_info: dict, fmt: str) -> tuple[dict[str, bytes], set[str]]:
    from gm import tomlio
    from gm.reports import defaults
    from gm.reports.i18n import Catalog
    from gm.reports.render import render

    ruleset = ctx.ruleset
    ext = FORMATS[fmt]
    catalog = Catalog(ctx.lang, (ruleset.package,))
    out: dict[str, str | bytes] = {}
    out["game.toml"] = tomlio.dumps(next_state.game, ruleset.schema("game"))
    for fid in sorted(next_state.factions):
        out[f"factions/{fid}.toml"] = tomlio.dumps(next_state.factions[fid], ruleset.schema("faction"))
    template = ruleset.orders_template(next_state)
    out["orders.toml"] = tomlio.dumps(template, ruleset.schema("orders"), header=ruleset.orders_template_header(next_state, ctx.lang))
    memo: dict = {}
    out[f"report.{ext}"] = render(defaults.public_document(ctx, seed_info), fmt, catalog, memo)
    out[f"gm-report.{ext}"] = render(defaults.gm_document(ctx, seed_info), fmt, catalog, memo)
    for fid in sorted(ctx.state.factions):
        out[f"reports/{fid}.{ext}"] = render(defaults.private_document(ctx, fid), fmt, catalog, memo)
    out["rolls.toml"] = rolls_document(ctx, seed_info, fmt)
    for name, data in sorted(ruleset.maps(ctx).items()):
        out[f"maps/{name}"] = data
    return {k: (v.encode("utf-8") if isinstance(v, str) else v) for k, v in out.items()}, catalog.missing


def rolls_document(ctx: TurnContext, seed_info: dict, fmt: str) -> str:
    """rolls.toml: one compact table per roll, by key (inline arrays read better here)."""
    head = {"seed": seed_info["seed"], "turn": ctx.turn, "ruleset": ctx.ruleset.id, "lang": ctx.lang, "format": fmt}
    if seed_info.get("commitment"):
        head["commitment"] = seed_info["commitment"]
    lines = ["# Every die rolled this turn, by key. The seed is revealed: `gm verify` checks it.", ""]
    lines += [f"{k} = {_toml_value(v)}" for k, v in head.items()]
    for roll in ctx.dice.log:
        lines += ["", f"[rolls.{_toml_value(roll.key)}]"]
        lines += [f"{k} = {_toml_value(v)}" for k, v in roll.to_record().items()]
    return "\n".join(lines) + "\n"


def _toml_value(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    # JSON string escapes are valid TOML basic-string escapes; DEL must be escaped too.
    return json.dumps(str(value), ensure_ascii=False).replace("\x7f", "\\u007f")
