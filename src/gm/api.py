"""gm's Python API: what the command line calls, usable from scripts and tests.

Each function checks its arguments before any work and raises gm's own errors (gm.errors,
re-exported here): UsageProblem for an argument it cannot use (exit 2 on the command line),
GameDataError for bad game files, RefusedError for what it will not do (exit 1).

>>> from gm.api import roll_expression
>>> roll_expression("1d20+4", seed="doc")["total"] == roll_expression("1d20+4", seed="doc")["total"]
True
"""

from __future__ import annotations

import contextlib
import math
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from gm.errors import GameDataError, Msg, Problem, RefusedError, RulesetBroken, UsageProblem, wording  # noqa: F401 - the CLI's words
from gm.text.i18n import say


# -- the arguments, checked before any work (a UsageProblem: exit 2 on the command line) --

INIT_FACTIONS = (1, 64)  # `gm init`: example factions, at most (each ruleset's: Ruleset.init_factions)
GENERATE_FACTIONS = (1, 100_000)  # `gm generate`: a benchmark's size, at most (Ruleset.generate_factions)


def _choice(name: str, value, allowed) -> None:
    if value not in allowed:
        raise UsageProblem(Msg("api.choice", name=name, found=repr(value), choices=", ".join(allowed)))


def _whole(name: str, value, bounds: tuple[int, int], ruleset_id: str | None = None) -> None:
    lo, hi = bounds
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        if ruleset_id is not None:  # the range is the ruleset's
            raise UsageProblem(Msg("api.ruleset_whole", name=name, found=repr(value), lo=lo, hi=hi, ruleset=ruleset_id))
        raise UsageProblem(Msg("api.whole", name=name, found=repr(value), lo=lo, hi=hi))


def _text(name: str, value, optional: bool = False) -> None:
    if not (isinstance(value, str) or (optional and value is None)):
        raise UsageProblem(Msg("api.text", name=name, found=repr(value)))


def _path(name: str, value) -> Path:
    if not isinstance(value, (str, os.PathLike)) or not os.fspath(value):
        raise UsageProblem(Msg("api.path", name=name, found=repr(value)))
    return Path(value)


def _flag(name: str, value) -> None:
    if not isinstance(value, bool):  # `force="no"` must not replace anything
        raise UsageProblem(Msg("api.flag", name=name, found=repr(value)))


def _texts(name: str, values) -> None:
    if not isinstance(values, (list, tuple)) or not all(isinstance(v, str) for v in values):
        raise UsageProblem(Msg("api.texts", name=name, found=repr(values)))


def _report_choices(lang, fmt) -> None:
    from gm.reports.forum import PROFILES
    from gm.text.i18n import LANGS

    if lang is not None:
        _choice("lang", lang, LANGS)
    if fmt is not None:  # None: every format the game's [forum] lists
        _choice("format", fmt, tuple(PROFILES))


def game_lang(directory: Path | None, lang: str | None = None) -> str:
    """The language gm speaks for a command: `lang` (--lang) when given, else the game's
    (`lang` in DIR/game.toml), else Spanish, the default."""
    from gm.text.i18n import LANGS

    if lang is not None:
        _choice("lang", lang, LANGS)
        return lang
    if directory is None:
        return LANGS[0]
    from gm.tomlio import read_toml

    # bounded and regular files only: a game.toml linked to /dev/zero is refused, not read
    game, _, problems = read_toml(Path(directory) / "game.toml", "game.toml")
    if problems or not isinstance(game, dict):
        return LANGS[0]  # the files' problems are said in the default language
    return game.get("lang") if game.get("lang") in LANGS else LANGS[0]


def _ruleset(ruleset_id):
    """The registered ruleset of that id, else a UsageProblem naming the registered ones."""
    from gm import registry

    try:
        return registry.get(ruleset_id)
    except registry.UnknownRuleset as exc:
        raise UsageProblem(exc.message) from None


def ruleset_ids() -> list[str]:
    """The ids of the installed rulesets, from their one registration (gm.registry.REGISTRY)."""
    from gm import registry

    return registry.available()


def list_rulesets() -> list[dict]:
    """Each installed ruleset: {"id", "name", "generator"} (generator: `gm generate` builds
    its large games; without one it writes the ruleset's `gm init` world at that size)."""
    out = []
    for rid in ruleset_ids():
        ruleset = _ruleset(rid)
        out.append({"id": rid, "name": ruleset.name, "generator": bool(ruleset.generator),
                    "init_factions": ruleset.init_factions, "generate_factions": ruleset.generate_factions})
    return out


@dataclass
class ResolveResult:
    out: Path
    report_names: list[str]  # the public report in each format written (report.md, report.bbcode, ...)
    warnings: list[Problem]
    files: dict[str, bytes]
    uploads: list[str]  # the maps a forum report links by a placeholder address: upload them, set [forum] image_base
    upload_base: str = ""  # [forum] image_base for this turn ({turn}: the turn the reports tell)
    upload_maps: list[str] = field(default_factory=list)  # the maps the reports link at upload_base
    relative_maps: list[str] = field(default_factory=list)  # the maps a Markdown report links as a file beside it
    turn: int = 0  # the turn the reports tell


def default_out(directory: Path, turn: int) -> Path:
    """`turn-07` -> `turn-08` (zero padding kept); without a trailing number, `<name>-<turn+1>`."""
    directory = Path(directory)
    name = directory.resolve().name
    m = re.search(r"(\d+)$", name)
    if m:
        digits = m.group(1)
        nxt = str(int(digits) + 1).zfill(len(digits))
        return directory.resolve().parent / (name[: m.start()] + nxt)
    return directory.resolve().parent / f"{name}-{turn + 1:02d}"


def resolve_turn(directory: Path, out: Path | None = None, seed: str | None = None, lang: str | None = None, fmt: str | None = None, force: bool = False) -> ResolveResult:
    """fmt: one format (markdown, bbcode, html, discord); None: every format of game.toml's [forum]."""
    from gm.engine.output import check_target, write_turn
    from gm.engine.pipeline import resolve_files
    from gm.engine.seal import public_seed_warning, shared_seed_warning

    directory = _path("directory", directory)
    out = None if out is None else _path("out", out)
    _text("seed", seed, optional=True)
    _report_choices(lang, fmt)
    _flag("force", force)
    if out is not None:  # refuse a dangerous OUT before the work (write_turn checks again)
        check_target(out, force, directory)
    resolution = resolve_files(directory, seed=seed, lang=lang, fmt=fmt)
    target = out if out is not None else default_out(directory, resolution.context.turn)
    write_turn(target, resolution.files, force=force, source=directory)
    warnings = resolution.warnings + shared_seed_warning(directory, resolution.context.state, seed) \
        + public_seed_warning(directory, resolution.context.state, seed, resolution.context.dice.log)
    reports = sorted(name for name in resolution.files if name.startswith("report."))
    turn = resolution.context.turn
    base = _image_base(resolution.context.state.game, turn)
    return ResolveResult(target, reports, warnings, resolution.files, _uploads(resolution.files), base,
                         _uploads(resolution.files, base) if base else [], [] if base else _linked(resolution.files, "maps/", markdown=True), turn)


def _image_base(game: dict, turn: int) -> str:
    """[forum] image_base with this turn's number, ending in "/" ('' when unset)."""
    from gm.reports.forum import profiles_for

    base = profiles_for(game, turn)[0].image_base
    return base + ("" if not base or base.endswith("/") else "/")


def _uploads(files: dict[str, bytes], base: str = "") -> list[str]:
    """The maps a written report links at `base` (default: the placeholder address, no
    [forum] image_base)."""
    from gm.reports.forum import PLACEHOLDER

    return _linked(files, base or PLACEHOLDER)


def _linked(files: dict[str, bytes], prefix: str, markdown: bool = False) -> list[str]:
    """The maps a written report (with `markdown`, only the Markdown ones, not Discord's)
    links as `prefix` + the map's name."""
    linked = b"".join(data for name, data in files.items() if not name.endswith(".png") and name.startswith(("report.", "reports/"))
                      and (not markdown or (name.endswith(".md") and not name.endswith(".discord.md"))))
    return [name for name in sorted(files) if name.startswith("maps/") and name.endswith(".png")
            and (prefix + name.rsplit("/", 1)[-1]).encode() in linked]


@dataclass
class InitResult:
    directory: Path
    secret: Path | None  # the master secret beside the game (None: $GM_SECRET supplies it)
    secret_created: bool  # False: an existing secret is reused (say so: two games share it)
    game_id: str
    gitignore: Path | None = None  # the game folder's .gitignore
    gitignore_missing: tuple[str, ...] = ()  # lines an existing one lacks (it is never changed)


def init_game(ruleset_id: str, directory: Path, factions: int = 4, seed: str = "init") -> InitResult:
    """Write a first turn for a ruleset, with a game_id of its own and a master secret."""
    from gm import tomlio
    from gm.engine.output import write_turn
    from gm.engine.seal import create_secret, write_gitignore

    ruleset = _ruleset(ruleset_id)
    directory = _path("directory", directory)
    _whole("factions", factions, ruleset.init_factions, ruleset.id)
    _whole("factions", factions, INIT_FACTIONS)
    _text("seed", seed)
    _check_new_game_place(directory)
    state = ruleset.new_game(factions, seed)
    # a random part, so that two games sharing a secret never share a turn seed
    state.game["game_id"] = f"{state.game.get('game_id', ruleset_id)[:50]}-{os.urandom(4).hex()}"
    header = ruleset.orders_template_header(state, state.game.get("lang", "es"))
    write_turn(directory, tomlio.state_files(ruleset, state, state.orders, header))
    made = create_secret(directory)
    ignore, missing = write_gitignore(directory, say(state.game.get("lang", "es"), "api.gitignore_header"))
    return InitResult(directory, made[0] if made else None, bool(made and made[1]), state.game["game_id"], ignore, tuple(missing))


def _check_new_game_place(directory: Path) -> None:
    """A new game goes where nothing is, and never inside a turn directory (its secret
    would be written into a directory the GM publishes at the reveal)."""
    if os.path.lexists(directory):
        raise RefusedError(Msg("api.init_exists", dir=str(directory)))
    _check_first_turn_name(directory)
    for parent in Path(directory).resolve().parents:
        if (parent / "game.toml").is_file():
            raise RefusedError(Msg("api.init_inside", dir=str(directory), parent=str(parent)))


def _check_first_turn_name(directory: Path) -> None:
    """A first turn's directory name ends in 1 or in no number: gm reads that number as the
    turn (default_out), so `X/turn-05` holding turn 1 would resolve into `turn-06`."""
    number = re.search(r"(\d+)$", Path(directory).name)
    if number and int(number.group(1)) != 1:
        first = Path(directory).name[: number.start()] + "1".zfill(len(number.group(1)))
        raise RefusedError(Msg("api.init_turn_number", dir=str(directory), number=number.group(1), first=first))


def validate_turn(directory: Path):
    """Every problem of a turn directory (gm.engine.validate.Validation: .ok, .errors,
    .warnings, .problems, .state, .ruleset); raises nothing for bad game data."""
    from gm.engine.validate import validate_dir

    return validate_dir(_path("directory", directory))


def generate_game(ruleset_id: str, directory: Path, factions: int = 100, seed: str = "generate", force: bool = False) -> dict:
    """A large synthetic turn directory to benchmark with (gm.generate); returns what it
    wrote: {"describe", "factions", "orders"}."""
    from gm.generate import generate

    ruleset = _ruleset(ruleset_id)
    directory = _path("directory", directory)
    _whole("factions", factions, ruleset.generate_factions, ruleset.id)
    _whole("factions", factions, GENERATE_FACTIONS)
    _text("seed", seed)
    _flag("force", force)
    _check_first_turn_name(directory)
    return generate(ruleset_id, factions, directory, seed, force=force)


def seal_turn(directory: Path, force: bool = False) -> str:
    """Write DIR/seal.toml with the commitment to every dice stream of the turn and to its
    recorded dice (dice.toml); return it. A turn sealed with another commitment is refused
    unless `force` (the one posted would no longer be the turn's)."""
    import tomli_w

    from gm.engine.seal import master_secret, refuse_shared_seed, seal_tree, sealed_dice, turn_seed, write_atomic
    from gm.engine.validate import validate_dir

    directory = _path("directory", directory)
    _flag("force", force)
    validation = validate_dir(directory)
    if validation.state is None:  # no turn there (a missing directory, a file)
        raise GameDataError(validation.errors)
    # the commitment depends on game.toml, the factions and dice.toml only: a typo in a
    # player's orders (orders.toml, orders/*.txt) must not stop the GM sealing before orders close
    blocking = [p for p in validation.errors if p.file in ("game.toml", "dice.toml") or p.file.startswith("factions/")]
    if blocking:
        raise GameDataError(blocking)
    game, turn = validation.state.game, validation.state.turn
    if game.get("seed"):
        raise RefusedError(Msg("api.seal_public_seed", dir=str(directory)))
    if master_secret(directory) is None:
        raise RefusedError(Msg("api.seal_no_secret", dir=str(directory)))
    refuse_shared_seed(directory, str(game.get("game_id", "game")), turn)
    dice = sealed_dice(validation.files.dice)
    value = seal_tree(turn_seed(directory, game, None).seed, turn, validation.state.factions, dice).commitment
    target = directory / "seal.toml"
    if os.path.lexists(target) and (target.is_symlink() or not target.is_file()):
        raise RefusedError(Msg("api.seal_not_file", path=str(target)))
    if _sealed_before(target, value, force):
        return value
    header = say(game_lang(directory), "api.seal_header")
    text = f"# {header}\n" + tomli_w.dumps({"turn": turn, "scheme": 3, "commitment": value, "dice": dice})
    try:
        write_atomic(target, text)
    except OSError as exc:
        raise RefusedError(Msg("api.cannot_write", path=str(target), why=str(exc.strerror or exc))) from None
    return value


def _sealed_before(target: Path, value: str, force: bool) -> bool:
    """True when seal.toml already holds this very commitment (nothing to write); refused
    when it holds another, or cannot be read, unless `force`."""
    from gm.tomlio import read_toml

    if force or not target.exists():
        return False
    sealed, _, problems = read_toml(target, str(target))
    before = sealed.get("commitment") if not problems and isinstance(sealed, dict) else None
    if before == value:
        return True
    raise RefusedError(Msg("api.seal_exists", path=str(target), before=str(before or "?"), value=value))


def verify_turn(directory: Path, out: Path) -> list[Msg]:
    """Differences between OUT and a re-resolution of DIR with OUT's revealed seed."""
    from gm.engine.pipeline import resolve_files
    from gm.engine.seal import seal_matches
    from gm.engine.gamedir import toml_has_orders
    from gm.tomlio import read_toml

    directory, out = _path("directory", directory), _path("out", out)
    rolls, _, problems = read_toml(out / "rolls.toml", "rolls.toml")
    if problems:
        raise GameDataError([Problem(f"{out}/rolls.toml", p.path, p.message, line=p.line) for p in problems])
    seal_path = directory / "seal.toml"
    if not seal_path.exists():
        return [Msg("api.verify_unsealed", dir=str(directory))]
    sealed, _, problems = read_toml(seal_path, str(seal_path))  # bounded, regular files only, located errors
    if problems or not isinstance(sealed, dict):
        return [Msg("api.verify_file", path=str(seal_path), problem=problems[0].message if problems else "")]
    seed = str(rolls.get("seed", ""))
    factions = sorted(p.stem for p in (directory / "factions").glob("*.toml"))
    if not seal_matches(seed, sealed.get("turn"), factions, sealed):
        return [Msg("api.verify_seed_mismatch", out=str(out), seed=repr(seed), commitment=str(sealed.get("commitment")), path=str(seal_path))]
    fmt = rolls.get("format")  # absent: the turn wrote every format of its [forum]
    lang = rolls.get("lang")
    _check_rolls_choices(out, fmt, lang)
    resolution = resolve_files(directory, seed=seed, lang=lang, fmt=fmt)
    # the private maps' names are keyed by the GM's master secret, which a verifier lacks (and
    # must: a revealed key would open those maps' addresses); they are not what a turn decided
    expected, found = untagged(resolution.files), untagged(_written_files(out))
    if toml_has_orders(out):  # the GM filled the template in: the next turn's input now
        expected.pop("orders.toml", None)
        found.pop("orders.toml", None)
    diffs = []
    for rel in sorted(set(expected) | set(found)):
        if rel not in found:
            diffs.append(Msg("api.verify_missing", path=f"{out}/{rel}", dir=str(directory)))
        elif rel not in expected:
            diffs.append(Msg("api.verify_extra", path=f"{out}/{rel}", dir=str(directory)))
        elif rel.endswith(".png"):
            from gm.maps.png import pixel_difference  # bytes depend on zlib; pixels do not

            why = pixel_difference(found[rel], expected[rel])
            if why:
                diffs.append(Msg("api.verify_file", path=f"{out}/{rel}", problem=why))
        elif expected[rel] != found[rel]:
            diffs.append(Msg("api.verify_differs", path=f"{out}/{rel}", dir=str(directory)))
    return diffs


def untagged(files: dict[str, bytes]) -> dict[str, bytes]:
    """Files with the private maps' tags (gm.maps.published_names) taken out of their names and
    of every text that links them: what two resolves of one turn, with and without the master
    secret, share."""
    import re

    from gm.maps import logical_name

    link = re.compile(rb"\.[0-9a-f]{12}(?=\.(?:png|svg)\b)")
    return {(logical_name(rel) if rel.startswith("maps/") else rel): (data if rel.endswith(".png") else link.sub(b"", data))
            for rel, data in files.items()}


def _written_files(out: Path) -> dict[str, bytes]:
    """OUT's files as resolve wrote them, without what the GM added for the next turn
    (orders/, seal.toml, dice.toml): those are the next turn's inputs, not this turn's output."""
    from gm.engine.output import NEXT_TURN_INPUTS

    found = {}
    for p in sorted(out.rglob("*")):
        rel = p.relative_to(out)
        if p.is_file() and rel.parts[0] not in NEXT_TURN_INPUTS:
            found[str(rel)] = p.read_bytes()
    return found


def verify_rolls(paths: list[Path], commitment: str | None = None):
    """A player's check of their own dice (gm.engine.dicecheck.DiceCheck)."""
    from gm.engine.dicecheck import verify_rolls as check

    if not isinstance(paths, (list, tuple)) or not paths:
        raise UsageProblem(Msg("api.rolls_list", found=repr(paths)))
    _text("commitment", commitment, optional=True)
    return check([_path("rolls", p) for p in paths], commitment)


def reveal_seeds(out: Path) -> str:
    """TOML to post when a turn's secrets are over: its turn seed and every stream's seed."""
    import tomli_w

    from gm.tomlio import read_toml

    path = _path("out", out) / "rolls.toml"
    rolls, _, problems = read_toml(path, str(path))
    if problems:
        raise GameDataError(problems)
    if not rolls.get("seed") or "seeds" not in rolls:
        raise RefusedError(Msg("api.not_gm_rolls", path=str(path)))
    data = {"turn": rolls.get("turn"), "game_id": rolls.get("game_id", ""), "seed": rolls["seed"], "seeds": rolls["seeds"]}
    lang = rolls.get("lang") if rolls.get("lang") in ("es", "en") else "es"
    return f"# {say(lang, 'api.reveal_header')}\n" + tomli_w.dumps(data)


def _check_rolls_choices(out: Path, fmt, lang) -> None:
    """OUT's rolls.toml says how the turn was rendered; a value gm never writes is bad data."""
    from gm.reports.forum import PROFILES

    problems = []
    if fmt is not None and fmt not in PROFILES:
        problems.append(Problem(f"{out}/rolls.toml", ("format",), Msg("api.choice", name="format", found=repr(fmt), choices=", ".join(PROFILES))))
    if lang not in (None, "es", "en"):
        problems.append(Problem(f"{out}/rolls.toml", ("lang",), Msg("api.choice", name="lang", found=repr(lang), choices="es, en")))  # literal: a list of language codes
    if problems:
        raise GameDataError(problems)


def _fresh_seed() -> str:
    # what secrets.token_hex(8) returns, without importing secrets (and random, hmac,
    # base64 with it): 3 ms of every `gm roll` without --seed
    return os.urandom(8).hex()


def roll_expression(expr: str, seed: str | None = None, lang: str = "es") -> dict:
    """One roll of a dice expression; `lang` (es, en) is checked like every command's, though
    the roll's detail is signs and numbers only."""
    from gm.dice import DiceError, DiceService

    _lang_arg(lang)
    _text("expression", expr)
    _text("seed", seed, optional=True)
    seed = seed if seed is not None else _fresh_seed()
    service = DiceService(seed)
    try:
        r = service.roll("roll", expr)
    except DiceError as exc:
        raise UsageProblem(exc.message) from None
    return {"expr": expr, "total": r.total, "detail": r.detail, "faces": r.faces, "kept": r.kept, "seed": seed}


def odds_of(expr: str, lang: str = "es") -> dict:
    """The exact distribution of a dice expression; its note (`truncated`) in `lang`."""
    from gm.dice import DiceError, odds

    _lang_arg(lang)
    _text("expression", expr)
    try:
        dist = odds(expr)
    except DiceError as exc:
        raise UsageProblem(exc.message) from None
    return dist.to_json(lang)


def parse_sides(raw_sides: list[str]) -> list[dict[str, str]]:
    sides = []
    for n, raw in enumerate(raw_sides, start=1):
        side: dict[str, str] = {}
        for part in filter(None, (p.strip() for p in raw.split(","))):
            if "=" not in part:
                raise UsageProblem(Msg("api.side_pair", n=n, found=repr(part)))
            k, v = part.split("=", 1)
            if k.strip() in side:  # `naves=1,naves=3`: which one was meant?
                raise UsageProblem(Msg("api.side_twice", n=n, key=repr(k.strip()), first=repr(side[k.strip()]), second=repr(v.strip())))
            side[k.strip()] = v.strip()
        sides.append(side)
    return sides


def roll_combat(ruleset_id: str, raw_sides: list[str], dice: str | None, seed: str | None, odds: bool,
                lang: str | None = None) -> dict:
    """One combat exchange (or its odds) under a ruleset's rules: machine values in "sides",
    its roll lines, "detail" and usage errors in `lang` (es, en; default es), which reaches
    the ruleset's hooks (combat_roll.py) when they take a `lang`."""
    from gm.dice import DiceError, DiceService

    ruleset = _ruleset(ruleset_id)
    lang = _lang_arg(lang) or "es"
    _texts("sides", raw_sides)
    _text("dice", dice, optional=True)
    _text("seed", seed, optional=True)
    _flag("odds", odds)
    sides = parse_sides(raw_sides)
    if len(sides) < 2:
        raise UsageProblem(Msg("api.sides", found=len(sides), keys=", ".join(ruleset.combat_keys)))
    if odds and dice:
        raise UsageProblem(Msg("api.dice_with_odds"))
    if odds:
        from fractions import Fraction

        outcomes = ruleset.combat_odds(sides, **_lang_kw(ruleset.combat_odds, lang))
        common = math.lcm(*(p.denominator for _, p in outcomes)) if outcomes else 1
        total = Fraction(sum(p.numerator * (common // p.denominator) for _, p in outcomes), common)
        if total != 1:
            raise RuntimeError(f"combat odds sum to {total}, not 1")
        return {"outcomes": [{"damage": list(d), "p": float(p), "exact": f"{p.numerator}/{p.denominator}"} for d, p in outcomes]}
    forced = None
    if dice:
        try:
            forced = [int(x) for x in dice.split(",") if x.strip()]
        except ValueError:
            raise UsageProblem(Msg("api.dice_list", found=repr(dice))) from None
    seed = seed if seed is not None else _fresh_seed()
    service = DiceService(seed, prefix="combat/", forced=forced)
    try:
        data = ruleset.combat(sides, service, **_lang_kw(ruleset.combat, lang))
    except DiceError as exc:
        raise UsageProblem(Msg("api.dice_option", problem=exc.message)) from None
    unused = getattr(service.source, "remaining", [])  # ForcedFaces: the --dice no roll took
    if unused:
        raise UsageProblem(Msg("api.dice_unused", given=len(forced), used=len(forced) - len(unused), unused=", ".join(map(str, unused))))
    data.setdefault("rolls", [f"{r.detail} — {r.why}" if r.why else r.detail for r in service.log])
    data.setdefault("seed", seed)
    return data


def combat_table(ruleset_id: str, data: dict, lang: str = "es") -> tuple[list[str], list[list[str]]]:
    """The text table of a `roll_combat` exchange, a row per side, every header and word in
    `lang`: the columns are the ruleset's combat_roll.COLUMNS (side key -> message of its
    header); a yes/no shows as the catalog's, a value of a column in combat_roll.WORDS as the
    message <header's key>.<value>, lists joined, numbers and typed names as they are."""
    import importlib

    from gm.text.i18n import say

    ruleset = _ruleset(ruleset_id)
    lang = _lang_arg(lang) or "es"
    part = importlib.import_module(f"{ruleset.package}.combat_roll")
    columns, words, signed = part.COLUMNS, getattr(part, "WORDS", ()), getattr(part, "SIGNED", ())

    def cell(key: str, side: dict) -> str:
        value = side.get(key, "")
        if isinstance(value, bool) or value is None:
            return say(lang, {True: "roll.yes", False: "roll.no", None: "roll.none"}[value])
        if isinstance(value, (list, tuple)):
            return ", ".join(f"{v:+d}" if key in signed and isinstance(v, int) else str(v) for v in value)
        return say(lang, f"{columns[key]}.{value}", ruleset.package) if key in words and value != "" else str(value)

    headers = [say(lang, "cli.col_side")] + [say(lang, key, ruleset.package) for key in columns.values()]
    return headers, [[str(n)] + [cell(k, side) for k in columns] for n, side in enumerate(data["sides"], start=1)]


def decimal(value: float, spec: str, lang: str = "es") -> str:
    """A number with decimals as `lang` writes it (`spec` as format()'s): 3,5000 (es), 3.5000 (en)."""
    from gm.dice.distribution import decimal as written

    return written(value, spec, _lang_arg(lang) or "es")


def percent(p: float, lang: str = "es") -> str:
    """A probability as a percent with four decimals: 16,6667 % (es), 16.6667% (en)."""
    from gm.text.i18n import say

    return say(lang, "odds.percent", value=decimal(p * 100, ".4f", lang))


# -- orders in the players' language (gm.orderlang) ---------------------------------------

def text_orders_to_toml(directory: Path, force: bool = False, lang: str | None = None, strict: bool = False) -> dict:
    """DIR/orders/*.txt -> DIR/orders.toml (refuses an existing one unless force); its
    messages in `lang` (default: the game's). The lines not read are in "unread" (and in
    orders.toml); strict: a line not understood refuses it all."""
    from gm.orderlang import orders_to_toml

    _flag("force", force)
    _flag("strict", strict)
    directory = _path("directory", directory)
    with _os_refusal(directory / "orders.toml"):
        return orders_to_toml(directory, force=force, lang=_lang_arg(lang), strict=strict)


def export_text_orders(directory: Path, force: bool = False, lang: str | None = None) -> list[str]:
    """DIR/orders.toml -> DIR/orders/<faction>.txt, the text players write."""
    from gm.orderlang import export_text

    _flag("force", force)
    directory = _path("directory", directory)
    with _os_refusal(directory / "orders"):
        return export_text(directory, force=force, lang=_lang_arg(lang))


@contextlib.contextmanager
def _os_refusal(target: Path):
    """The operating system saying no to a write (a read-only turn, a full disk, `orders`
    that is a file): a RefusedError naming what was to be written and why (exit 1)."""
    try:
        yield
    except OSError as exc:
        where = str(exc.filename) if exc.filename and not os.path.basename(str(exc.filename)).startswith(".gm-tmp-") else str(target)
        raise RefusedError(Msg("api.cannot_write", path=where, why=str(exc.strerror or exc))) from None


def check_orders(directory: Path, faction: str | None = None, lang: str | None = None) -> tuple[str, bool]:
    """What resolve would do with one faction's orders (or each's), the turn's dice never
    rolled, nothing written: (text, no order rejected), in `lang` (default: the game's)."""
    from gm.orderlang.check import check_turn

    directory = _path("directory", directory)
    _text("faction", faction, optional=True)
    return check_turn(directory, faction, lang=_lang_arg(lang))


def check_orders_json(directory: Path, faction: str | None = None, lang: str | None = None) -> tuple[dict, bool]:
    """check_orders for scripts: per faction, per order its source, verdict (applied,
    rejected, depends), the reason as the report words it and its message key."""
    from gm.orderlang.check import check_json

    directory = _path("directory", directory)
    _text("faction", faction, optional=True)
    return check_json(directory, faction, lang=_lang_arg(lang))


def _lang_kw(hook, lang: str) -> dict:
    """{"lang": lang} for a ruleset hook that takes the language, else nothing."""
    import inspect

    return {"lang": lang} if "lang" in inspect.signature(hook).parameters else {}


def _lang_arg(lang: str | None) -> str | None:
    if lang is not None:
        _choice("lang", lang, ("es", "en"))
    return lang


# -- the campaign's chronicle (gm.chronicle) ----------------------------------------------

@dataclass
class ChronicleResult:
    out: Path
    files: list[str]  # what was written, relative to out
    lang: str  # the language of its words (--lang, else the last turn's game.toml, else es)


def chronicle(game_dir: Path, out: Path | None = None, faction: str | None = None, lang: str | None = None) -> ChronicleResult:
    """GAME/turn-NN (resolved turns) -> a static site of the campaign in `out` (default
    GAME/chronicle, or GAME/chronicle-<faction>), from the public reports and maps (or
    what `faction` received); refuses an existing OUT."""
    from gm.chronicle import PACKAGE
    from gm.chronicle.build import chronicle_files
    from gm.engine.output import check_target, write_turn

    game_dir = _path("game", game_dir)
    out = None if out is None else _path("out", out)
    _text("faction", faction, optional=True)
    if faction is not None and not re.fullmatch(r"[a-z0-9][a-z0-9_-]{0,63}", faction):
        raise UsageProblem(Msg("chronicle.bad_faction", PACKAGE, found=repr(faction)))
    _lang_arg(lang)
    target = out if out is not None else game_dir / ("chronicle" if faction is None else f"chronicle-{faction}")
    if os.path.lexists(target):  # no --force: a chronicle is written again from the turns, elsewhere
        raise RefusedError(Msg("chronicle.exists", PACKAGE, out=str(target)))
    check_target(target)  # before the work (write_turn checks again)
    files, used = chronicle_files(game_dir, faction, lang)
    write_turn(target, files)
    return ChronicleResult(target, sorted(files), used)
