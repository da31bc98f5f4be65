"""The turn: validate, run the ruleset's named phases in order, build every output file.

`resolve_files` is pure: same directory, seed, language and format give the same
dict of {relative path: bytes}. Writing it to disk is `gm.engine.output`'s job.
"""

from __future__ import annotations

import gc
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from gm.engine.context import TurnContext
from gm.engine.turn import run_phases  # noqa: F401 - the engine's turn, for those who import it from here
from gm.engine.seal import maps_key, turn_seed
from gm.engine.state import GameState
from gm.engine.validate import Validation, validate_dir
from gm.errors import GameDataError, Msg, Problem


@dataclass
class Resolution:
    files: dict[str, bytes]
    context: TurnContext
    next_state: GameState
    seed: str
    warnings: list[Problem]
    missing_messages: set[str]


def resolve_files(root: Path, seed: str | None = None, lang: str | None = None, fmt: str | None = None) -> Resolution:
    """fmt: one forum format (gm.reports.forum.PROFILES); None: every format game.toml's [forum] lists."""
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


def resolve_validated(validation: Validation, seed: str | None, lang: str | None, fmt: str | None) -> Resolution:
    from gm.dice import DiceError

    state, ruleset, files = validation.state, validation.ruleset, validation.files
    chosen = turn_seed(files.root, state.game, seed)
    if chosen is None:
        raise GameDataError([Problem("game.toml", ("seed",), Msg("pipeline.no_seed"))])
    lang = lang or state.game.get("lang") or "es"
    # a public seed (game.toml) keeps nothing secret: every stream is that seed
    streams = chosen.source != "game.toml"
    try:
        ctx = run_phases(ruleset, state, chosen.seed, lang, files.dice, streams, validation.rejected, validation.malformed)
    except DiceError as exc:  # a recorded die that does not fit its roll is the GM's data
        raise GameDataError([Problem("dice.toml", (getattr(exc, "key", ""),), exc.message)]) from None
    ctx.order_sources = dict(files.order_lines)  # (faction, index) -> (file, line, text): outcomes.toml
    warnings = list(validation.warnings)
    for key in ctx.dice.unused_records():
        warnings.append(Problem("dice.toml", (key,), Msg("pipeline.unused_record", key=repr(key)), severity="warning"))

    # A new game table: the reports below still describe this turn's number.
    finished = ruleset.finish(ctx)
    next_state = GameState(dict(finished.game), finished.factions, finished.orders)
    next_state.game["turn"] = state.turn + 1
    _count_missed(state, next_state)
    ctx.next_state = next_state  # reports and maps may show the state the turn ends in
    seed_info = _seed_info(ctx, chosen.seed, streams, files.seal)
    seed_info["maps_key"] = maps_key(files.root, state.game, chosen)
    warnings += seed_info["warnings"]
    out, missing = build_outputs(ctx, next_state, seed_info, fmt)
    missing = missing | ctx.missing_messages
    return Resolution(out, ctx, next_state, chosen.seed, warnings, missing)


def _count_missed(state: GameState, next_state: GameState) -> None:
    """Turns in a row without orders, per faction, where the game has a [missed_orders] policy."""
    from gm.engine.missed import next_count

    table = next_count(state.game, state.orders, state.factions)
    if table is not None:
        next_state.game["missed_orders"] = table


def _seed_info(ctx: TurnContext, seed: str, streams: bool, sealed: dict | None, factions=None) -> dict:
    """What each document may say of the dice: the turn seed (the GM's), every stream's seed,
    the commitment posted before the turn (checked here, seal.toml's) and what proves each
    stream and recorded die against it: the tree (scheme 3) or the old list of digests."""
    from gm.engine.seal import digests, seal_scheme, seal_tree, sealed_dice, stream_names, stream_seeds

    if factions is None:
        factions = ctx.dice.factions  # the streams committed to when the turn began
    info = {"seed": seed, "streams": streams, "commitment": "", "digests": {}, "tree": None,
            "sealed_dice": {}, "warnings": []}
    if not streams:
        return {**info, "seeds": dict.fromkeys(stream_names(factions), seed)}
    info["seeds"] = stream_seeds(seed, factions)
    if not (sealed or {}).get("commitment"):
        return info
    scheme = seal_scheme(seed, ctx.turn, factions, sealed)
    if scheme is None:
        raise GameDataError([Problem("seal.toml", ("commitment",), Msg("pipeline.seal_mismatch"))])
    info["commitment"] = sealed["commitment"]
    if scheme != 3:  # sealed by an older gm: its list of digests is what the players check
        info["digests"] = digests(seed, ctx.turn, factions)
        info["warnings"].append(Problem("seal.toml", ("commitment",), Msg("pipeline.seal_old"), severity="warning"))
        return info
    info["sealed_dice"] = sealed_dice(sealed.get("dice") if isinstance(sealed.get("dice"), dict) else {})
    info["tree"] = seal_tree(seed, ctx.turn, factions, info["sealed_dice"])
    info["warnings"] += [Problem("dice.toml", (r.key,), Msg("pipeline.dice_after_seal", key=repr(r.key)), severity="warning")
                         for r in ctx.dice.log if r.recorded and info["sealed_dice"].get(r.key) != r.recorded]
    return info


def build_outputs(ctx: TurnContext, next_state: GameState, seed_info: dict, fmt: str | None) -> tuple[dict[str, bytes], set[str]]:
    from gm import tomlio
    from gm.engine.documents import gm_document, private_document, public_document
    from gm.maps import published_stems
    from gm.reports.forum import profiles_for
    from gm.text.i18n import Catalog
    from gm.reports.render import render

    ruleset = ctx.ruleset
    catalog = Catalog(ctx.lang, (ruleset.package,))
    out: dict[str, str | bytes] = {}
    out.update(tomlio.state_files(ruleset, next_state, ruleset.orders_template(next_state), ruleset.orders_template_header(next_state, ctx.lang)))
    documents = [("report", public_document(ctx, seed_info)), ("gm-report", gm_document(ctx, seed_info))]
    documents += [(f"reports/{fid}", private_document(ctx, fid, seed_info)) for fid in sorted(ctx.state.factions)]
    maps = ruleset.maps(ctx)
    stems = published_stems(sorted({n.rpartition(".")[0] for n in maps}), seed_info.get("maps_key", seed_info["seed"]))  # a private map's address is not guessed
    memo: dict = {}  # what every format's rendering shares (gm.reports.render: messages, table layouts)
    for profile in profiles_for(ctx.state.game, ctx.turn, fmt, stems):  # one set of blocks, a rendering per forum
        for name, blocks in documents:
            out[f"{name}.{profile.ext}"] = render(blocks, profile.renderer, catalog, memo, profile)
    out.update(rolls_files(ctx, seed_info, fmt))
    out["outcomes.toml"] = outcomes_text(ctx)
    for name in sorted(maps):
        stem, _, suffix = name.rpartition(".")
        out[f"maps/{stems[stem]}.{suffix}"] = maps[name]
    return {k: (v.encode("utf-8") if isinstance(v, str) else v) for k, v in out.items()}, catalog.missing | catalog.errors


def outcomes_text(ctx: TurnContext) -> str:
    """outcomes.toml, for scripts (the GM's until the reveal, like rolls.toml): every order
    given, faction by faction in order: its number, source line when it came from text,
    verdict (applied or rejected) and the catalog key of what was done or why not."""
    from gm import tomlio
    from gm.text.i18n import say

    rows = []
    for order in ctx.orders_given():
        outcome = ctx.outcomes[order.key]
        spot = ctx.order_sources.get((order.faction, order.number - 1))
        row = {"faction": order.faction, "number": order.number, "type": order.type}
        if spot:
            row["source"] = f"{spot[0]}:{spot[1]}"
        row.update(verdict="applied" if outcome.applied else "rejected", key=outcome.key)
        rows.append(row)
    doc = {"turn": ctx.turn, "outcomes": rows} if rows else {"turn": ctx.turn}
    return tomlio.dumps(doc, header=say(ctx.lang, "pipeline.outcomes_header"), keep_order=True)


def _rolls_header(ctx: TurnContext, audience: str) -> str:
    """The comment atop a rolls file (pipeline-rolls_header-<audience>), in the game's language."""
    from gm.text.i18n import say

    return say(ctx.lang, f"pipeline.rolls_header.{audience}")


def rolls_files(ctx: TurnContext, seed_info: dict, fmt: str | None) -> dict[str, str]:
    """rolls.toml (the GM's), rolls/public.toml and rolls/<faction>.toml: each audience gets
    the seed of its own stream, the rolls drawn from it and their proofs, nothing else (no
    file but the GM's tells how many streams the turn has)."""
    seeds, by_stream = seed_info["seeds"], {}
    for roll in ctx.dice.log:
        by_stream.setdefault(roll.stream, []).append(roll)
    head = {"turn": ctx.turn, "game_id": str(ctx.state.game.get("game_id", "")), "ruleset": ctx.ruleset.id}
    sealed = {"commitment": seed_info["commitment"]} if seed_info.get("commitment") else {}
    narrowed = {"format": fmt} if fmt else {}  # --format: gm verify renders that one again; else every [forum] format
    gm_head = {"seed": seed_info["seed"], **head, "lang": ctx.lang, **narrowed, "streams": seed_info["streams"], **sealed,
               "sealed_dice": seed_info["sealed_dice"]}
    out = {"rolls.toml": _rolls_text(_rolls_header(ctx, "gm"), gm_head, seeds, seed_info["digests"], ctx.dice.log),
           "rolls/public.toml": _rolls_text(_rolls_header(ctx, "public"), {**head, **sealed}, {"public": seeds["public"]},
                                            seed_info["digests"], by_stream.get("public", []),
                                            _proofs(seed_info, "public", by_stream.get("public", [])))}
    for fid in sorted(ctx.dice.factions):
        name = f"faction/{fid}"
        mine = by_stream.get(name, [])
        out[f"rolls/{fid}.toml"] = _rolls_text(_rolls_header(ctx, "faction"), {**head, **sealed}, {name: seeds[name]},
                                               {}, mine, _proofs(seed_info, name, mine))
    return out


def dice_files(ctx: TurnContext, seed: str, sealed: dict | None, factions) -> dict[str, str]:
    """The rolls files of a turn of secret dice as if the streams of `factions` had been
    committed under `sealed`: the leak oracle asks whether the public one changes with one
    more faction nobody has met (gm.engine.secrecy.stream_count)."""
    return rolls_files(ctx, _seed_info(ctx, seed, True, sealed, frozenset(factions)), "markdown")


def _proofs(seed_info: dict, stream: str, rolls) -> dict:
    """The proofs a reader of `stream` folds up to the commitment: its stream's, and each
    recorded die's drawn on it whose faces are those sealed (a die recorded after the seal
    has none, and the player's check fails on it)."""
    from gm.dice.commit import dice_label

    tree, committed = seed_info.get("tree"), seed_info["sealed_dice"]
    if tree is None:
        return {}
    out = {stream: tree.proof(stream)}
    for roll in rolls:
        if roll.recorded and committed.get(roll.key) == roll.recorded:
            out[dice_label(roll.key)] = {"salt": tree.salt(roll.key), **tree.proof(dice_label(roll.key))}
    return out


def _rolls_text(comment: str, head: dict, seeds: dict, digests: dict, rolls, proofs: dict | None = None) -> str:
    """One table per roll, by key, the keys in the order given."""
    from gm import tomlio

    doc = {**head, "seeds": seeds, "digests": digests, "proofs": proofs or {},
           "rolls": {roll.key: roll.to_record() for roll in rolls}}
    return tomlio.dumps({k: v for k, v in doc.items() if v != {}}, header=comment, keep_order=True)
