"""gm check's forecast (issue 18): what the rules make certain about a faction's accepted
orders, in numbers that match what resolve then charges; no dice; nothing of the others
(the leak oracle over gm check's answer is tests/orderlang/test_check.py and tests/secrecy)."""

from __future__ import annotations

import re

import pytest

from gm.dice.service import DiceService
from gm.engine.pipeline import resolve_files
from gm.engine.validate import validate_dir
from gm.orderlang.check import check_turn
from tests.orderlang.samples import steps

NUMBER = re.compile(r"-?\d+")


def no_dice_in(m):
    """gm check may not roll the turn's dice: it runs the turn with the judge's fixed probe
    seeds only (gm.engine.judge.PROBES); any other dice service fails the test."""
    from gm.engine.judge import PROBES

    made = DiceService.__init__

    def probes_only(self, seed, *args, **kwargs):
        if seed not in PROBES:
            raise AssertionError(f"gm check made a dice service with seed {seed!r}")
        made(self, seed, *args, **kwargs)

    m.setattr(DiceService, "__init__", probes_only)


@pytest.fixture
def no_dice(monkeypatch):
    no_dice_in(monkeypatch)


def forecast(turn_dir, fid: str) -> list[str]:
    text = check_turn(turn_dir, fid)[0].splitlines()
    heads = [i for i, line in enumerate(text) if line.startswith(("Previsión", "Forecast"))]
    return [line[2:] for line in text[heads[0] + 1:]] if heads else []


def numbers(line: str) -> list[int]:
    return [int(n) for n in NUMBER.findall(line)]


def events_of(turn_dir, kind: str) -> dict[str, dict]:
    res = resolve_files(turn_dir)
    return {e.params.get("faction"): e.params for e in res.context.events if e.kind == kind}


def sample_turns(game, tmp_path):
    return [(step.turn_dir, sorted(validate_dir(step.turn_dir).state.factions)) for step in steps(game, tmp_path)]


def test_nuevo_amanecer_forecast_matches_what_resolve_charges(tmp_path, monkeypatch):
    compared = 0
    for turn_dir, fids in sample_turns("nuevo-amanecer", tmp_path):
        with monkeypatch.context() as m:
            no_dice_in(m)
            told = {fid: forecast(turn_dir, fid) for fid in fids}
        paid = events_of(turn_dir, "na.upkeep.paid")
        for fid, lines in told.items():
            if fid not in paid or paid[fid]["pillage"]:
                continue
            store, *_, upkeep, last = lines
            assert numbers(store) == [int(validate_dir(turn_dir).state.factions[fid]["resources"])]
            assert numbers(upkeep) == [paid[fid]["due"]]
            costs = [numbers(line)[1] for line in lines[1:-2] if "se rechazaría" not in line]
            assert numbers(store)[0] - sum(costs) == paid[fid]["had"], lines
            assert numbers(last)[0] == (paid[fid]["resources"] if not paid[fid]["bankrupt"] else paid[fid]["debt"])
            compared += 1
    assert compared >= 8


def test_nuevo_amanecer_forecast_words(tmp_path, no_dice):
    step = next(steps("nuevo-amanecer", tmp_path / "toml"))
    (step.turn_dir / "orders.toml").write_text(
        'turn = 1\n[[factions.sigmar.orders]]\ntype = "research"\nkind = "economic"\nadvance = "canteras"\n'
        'name = "Canteras"\nsupported_by = "herramientas-basicas"\n', encoding="utf-8")
    lines = forecast(step.turn_dir, "sigmar")
    assert lines[1] == "Orden 1 (investigar): cuesta 7 recursos; después tendrás 23 recursos."
    (step.turn_dir / "game.toml").write_text(
        (step.turn_dir / "game.toml").read_text(encoding="utf-8").replace('lang = "es"', 'lang = "en"'), encoding="utf-8")
    assert forecast(step.turn_dir, "sigmar")[1] == "Order 1 (research): costs 7 resources; 23 resources will be left."


def test_forecast_agrees_in_number():
    from gm.orderlang.forecast import Qty, _params
    from gm.text.i18n import Catalog

    for lang, zero, one, many in (("es", "0 recursos", "1 recurso", "2 recursos"), ("en", "0 resources", "1 resource", "2 resources")):
        catalog = Catalog(lang, ("gm.rulesets.nuevo_amanecer",))
        words = [_params(catalog, {"x": Qty(n, "na.forecast.resources")})["x"] for n in (0, 1, 2)]
        assert words == [zero, one, many]


def _sector_money(res, fid: str) -> dict[str, list]:
    out: dict[str, list] = {}
    for e in res.context.events:
        if e.params.get("faction") == fid and "amount" in e.params:
            out.setdefault(e.kind.split(".")[0] if e.kind.startswith("income.") else e.kind, []).append(e.params)
    return out


def test_sector_forecast_matches_what_resolve_charges(tmp_path, monkeypatch):
    compared, seen = 0, set()
    for turn_dir, fids in sample_turns("sector", tmp_path):
        with monkeypatch.context() as m:
            no_dice_in(m)
            told = {fid: forecast(turn_dir, fid) for fid in fids}
        res = resolve_files(turn_dir)
        for fid, lines in told.items():
            if not lines:
                continue
            paid = _sector_money(res, fid)
            store, income, *orders, last = lines
            assert numbers(store)[0] == validate_dir(turn_dir).state.factions[fid]["dilitio"]
            said = [int(m.group(1)) if m else 0 for m in (re.search(r"cobras (\d+)", income), re.search(r"cuesta (\d+)", income))]
            assert said == [sum(p["amount"] for p in paid.get("income", [])), paid["upkeep.paid"][0]["total"]]  # a zero not said (#25)
            builds = [numbers(line)[1] for line in orders if "construir" in line and "rechazaría" not in line]
            assert builds == [p["cost"] for p in paid.get("build.paid", [])]
            firsts = [numbers(line)[3] for line in orders if "investigar" in line and "rechazaría" not in line]
            assert firsts == [-p["amount"] for p in paid.get("research.paid", []) if p["part"] == "first"]
            seen.update(["build"] * bool(builds) + ["research"] * bool(firsts))
            if not set(paid) - {"income", "upkeep.paid", "build.paid", "research.paid"}:  # no trade, event, spy
                seconds = sum(-p["amount"] for p in paid.get("research.paid", []) if p["part"] == "second")
                most = numbers(last)[-1]
                assert res.context.end_state.factions[fid]["dilitio"] == most - seconds, lines
                compared += 1
    assert compared >= 8 and seen == {"build", "research"}


PAID = ("conversion.done", "road.paid", "spell.paid", "project.paid", "research.paid")


def test_primordia_forecast_matches_what_resolve_charges(tmp_path, monkeypatch):
    from gm.rulesets.primordia.rules import RESOURCES

    def _cost_text(cost: dict) -> str:  # as gm check words amounts in Spanish
        return ", ".join(f"{cost[r]} de {'Poder' if r == 'poder' else r}" for r in RESOURCES if cost.get(r))

    compared = 0
    for turn_dir, fids in sample_turns("primordia", tmp_path):
        with monkeypatch.context() as m:
            no_dice_in(m)
            told = {fid: forecast(turn_dir, fid) for fid in fids}
        res = resolve_files(turn_dir)
        for fid, lines in told.items():
            store = validate_dir(turn_dir).state.factions[fid].get("pool", {})
            assert lines[0] == "Fondo común al empezar: " + _cost_text({r: n for r, n in store.items() if n}) + "."
            costs = [line.split("cuesta ")[1].split(";")[0] for line in lines[1:-1] if "; después" in line]
            paid = [_cost_text({r: -n for r, n in e.params["delta"].items() if n < 0})
                    for e in res.context.events if e.kind in PAID and e.params.get("faction") == fid]
            assert costs == paid, lines
            compared += len(costs)
    assert compared >= 5


def test_forecast_of_a_faction_with_no_orders_still_says_what_stays(tmp_path, no_dice):
    step = next(steps("primordia", tmp_path / "toml"))
    fid = sorted(validate_dir(step.turn_dir).state.factions)[0]
    (step.turn_dir / "orders.toml").write_text("turn = 1\n", encoding="utf-8")
    lines = forecast(step.turn_dir, fid)
    assert lines[0].startswith("Fondo común al empezar: ") and lines[-1].startswith("Tras estas órdenes el fondo tendrá ")


def test_eraide_forecasts_nothing(tmp_path, no_dice):
    """Eraide has no stores: gm check answers with its verdict on each order only."""
    step = next(steps("eraide", tmp_path / "toml"))
    for fid in sorted(validate_dir(step.turn_dir).state.factions):
        text = check_turn(step.turn_dir, fid)[0]
        assert "Previsión" not in text and "Forecast" not in text


def test_nuevo_amanecer_forecast_refuses_what_it_cannot_pay(tmp_path, monkeypatch):
    step = next(steps("nuevo-amanecer", tmp_path / "toml"))
    path = step.turn_dir / "factions" / "sigmar.toml"
    path.write_text(path.read_text(encoding="utf-8").replace("resources = 30", "resources = 12"), encoding="utf-8")
    (step.turn_dir / "orders.toml").write_text(
        'turn = 1\n[[factions.sigmar.orders]]\ntype = "research"\nkind = "tech"\nadvance = "agricultura"\nname = "Agricultura"\n'
        '[[factions.sigmar.orders]]\ntype = "research"\nkind = "tech"\nadvance = "mineria"\nname = "Minería"\n', encoding="utf-8")
    with monkeypatch.context() as m:
        no_dice_in(m)
        told = forecast(step.turn_dir, "sigmar")
        answer = check_turn(step.turn_dir, "sigmar")[0].splitlines()
    # the judge's run rejects order 2 (the report's words); the forecast counts what it applies
    assert answer[2].startswith("2. investigar tecnológico Minería — RECHAZADA: ")
    assert told == [
        "Tienes 12 recursos en reserva.",
        "Orden 1 (investigar): cuesta 10 recursos; después tendrás 2 recursos.",
        "Mantenimiento de tus ejércitos y ciudades al final del turno: 1 recurso.",
        "Al final tendrás 1 recurso en reserva, sin contar lo que te saqueen ni los ingresos del turno siguiente (dependen de los dados).",
    ]
    res = resolve_files(step.turn_dir)
    outcomes = {key: (o.applied, o.key) for key, o in res.context.outcomes.items() if key[0] == "sigmar"}
    assert outcomes == {("sigmar", 1): (True, "na.research.done"), ("sigmar", 2): (False, "na.reject.not_enough_resources")}
    assert [e.params["resources"] for e in res.context.events if e.kind == "na.upkeep.paid" and e.params["faction"] == "sigmar"] == [1]


def test_nuevo_amanecer_forecast_says_the_debt(tmp_path, monkeypatch):
    step = next(steps("nuevo-amanecer", tmp_path / "toml"))
    path = step.turn_dir / "factions" / "sigmar.toml"
    path.write_text(path.read_text(encoding="utf-8").replace("resources = 30", "resources = 10"), encoding="utf-8")
    (step.turn_dir / "orders.toml").write_text(
        'turn = 1\n[[factions.sigmar.orders]]\ntype = "research"\nkind = "tech"\nadvance = "agricultura"\nname = "Agricultura"\n', encoding="utf-8")
    with monkeypatch.context() as m:
        no_dice_in(m)
        told = forecast(step.turn_dir, "sigmar")
    assert told[-1] == "El mantenimiento no se cubre: tu deuda será de 1 recurso (bancarrota)."
    paid = events_of(step.turn_dir, "na.upkeep.paid")["sigmar"]
    assert (paid["bankrupt"], paid["debt"], paid["resources"]) == (True, 1, 0)


def _set_in_others(turn_dir, fid: str, old: str, new: str) -> None:
    for path in sorted((turn_dir / "factions").glob("*.toml")):
        if path.stem != fid:
            path.write_text(path.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")


@pytest.mark.parametrize("game, fid, old, new", [
    ("nuevo-amanecer", "sigmar", "resources = 30", "resources = 3"),
    ("sector", "federacion", "dilitio = 50", "dilitio = 7"),
    ("primordia", "marmoreos", "comida = 60", "comida = 1"),
])
def test_forecast_reads_nothing_of_the_others(game, fid, old, new, tmp_path, no_dice):
    """Another faction's stores do not change a word of the answer."""
    step = next(steps(game, tmp_path / "toml"))
    before = check_turn(step.turn_dir, fid)[0]
    _set_in_others(step.turn_dir, fid, old, new)
    assert check_turn(step.turn_dir, fid)[0] == before
    assert forecast(step.turn_dir, fid)


@pytest.mark.parametrize("game, fid, first", [
    ("nuevo-amanecer", "sigmar", "You have 30 resources in store."),
    ("sector", "federacion", "You have 50 crystals in store."),
    ("primordia", "marmoreos", "Common pool as the turn starts: "),
])
def test_forecast_in_english(game, fid, first, tmp_path, no_dice):
    step = next(steps(game, tmp_path / "toml"))
    game_toml = step.turn_dir / "game.toml"
    game_toml.write_text(game_toml.read_text(encoding="utf-8").replace('lang = "es"', 'lang = "en"'), encoding="utf-8")
    lines = forecast(step.turn_dir, fid)
    assert lines[0].startswith(first)
    assert not any(word in " ".join(lines) for word in ("recursos", "cristales", "Orden ", "tendrás"))


def test_sector_forecast_counts_no_upkeep_for_a_decommissioned_ship(tmp_path, monkeypatch):
    turn_dir = [step.turn_dir for step in steps("sector", tmp_path)][1]  # turn 2: ships pay upkeep
    turn = validate_dir(turn_dir).state.game["turn"]
    with monkeypatch.context() as m:
        no_dice_in(m)
        (turn_dir / "orders.toml").write_text(f"turn = {turn}\n", encoding="utf-8")
        kept = numbers(forecast(turn_dir, "federacion")[1])[3]
        (turn_dir / "orders.toml").write_text(
            f'turn = {turn}\n[[factions.federacion.orders]]\ntype = "decommission"\nunit = "fed-1"\n', encoding="utf-8")
        scrapped = numbers(forecast(turn_dir, "federacion")[1])[3]
    assert scrapped < kept
    assert scrapped == _sector_money(resolve_files(turn_dir), "federacion")["upkeep.paid"][0]["total"]


def test_primordia_forecast_of_a_conversion(tmp_path, monkeypatch):
    """Útiles de hueso: what convertir takes and gives, as resolve books it."""
    step = next(steps("primordia", tmp_path / "toml"))
    path = step.turn_dir / "factions" / "marmoreos.toml"
    path.write_text(path.read_text(encoding="utf-8").replace('    "armas_rudimentarias",\n', '    "armas_rudimentarias",\n    "utiles_de_hueso",\n'), encoding="utf-8")
    (step.turn_dir / "orders.toml").write_text(
        'turn = 1\n[[factions.marmoreos.orders]]\ntype = "convertir"\nveces = 3\n', encoding="utf-8")
    with monkeypatch.context() as m:
        no_dice_in(m)
        lines = forecast(step.turn_dir, "marmoreos")
    assert lines[1].startswith("Orden 1 (convertir): cuesta 6 de comida; después el fondo tendrá 54 de comida, 63 de madera")
    booked = [e.params["delta"] for e in resolve_files(step.turn_dir).context.events if e.kind == "conversion.done"]
    assert booked == [{"comida": -6, "madera": 3}]


def test_primordia_forecast_skips_a_discovery_the_tables_do_not_give(tmp_path, monkeypatch):
    """The long leak run found it: `investigar jinetes` (not in the tables) broke gm check."""
    step = next(steps("primordia", tmp_path / "toml"))
    (step.turn_dir / "orders.toml").write_text(
        'turn = 1\n[[factions.marmoreos.orders]]\ntype = "investigar"\ndescubrimiento = "jinetes"\n', encoding="utf-8")
    with monkeypatch.context() as m:
        no_dice_in(m)
        lines = forecast(step.turn_dir, "marmoreos")
    assert not any("Orden 1" in line for line in lines)
