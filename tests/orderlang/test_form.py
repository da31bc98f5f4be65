"""Each private report ends with the faction's order form for the next turn: its things by
name and an example line per order it can give, commented out. Pasted back unchanged it
sends nothing; an example without placeholders, uncommented, is an order gm reads."""

from __future__ import annotations

import re

import pytest

from gm.engine.validate import validate_dir
from gm.orderlang.document import read_text_orders
from tests.orderlang.samples import CHAINS, steps

FENCE = re.compile(r"## (?:Tus órdenes para el turno|Your orders for turn) \d+\n\n.*?\n\n```\n(.*?)```\n", re.S)


def _write(res, out):
    for rel, data in res.files.items():
        p = out / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)


@pytest.mark.parametrize("game", sorted(g for g in CHAINS if g != "nuevo-amanecer-ejemplo"))
@pytest.mark.parametrize("lang", ["es", "en"])
def test_private_reports_end_with_an_order_form_gm_reads(game, lang, tmp_path):
    from gm.engine.pipeline import resolve_files

    step = next(steps(game, tmp_path / "in"))
    res = resolve_files(step.turn_dir, lang=lang)
    out = tmp_path / "out"
    _write(res, out)
    (out / "orders.toml").unlink()
    (out / "orders").mkdir()
    v = validate_dir(step.turn_dir)
    for fid in sorted(v.state.factions):
        report = res.files[f"reports/{fid}.md"].decode()
        found = FENCE.search(report)
        assert found and report.rstrip().endswith("```"), fid
        form = found.group(1)
        assert form.startswith("# ")
        (out / "orders" / f"{fid}.txt").write_text(form, encoding="utf-8")
        nxt = validate_dir(out).state
        got = read_text_orders(out, nxt, v.ruleset, only=fid)
        assert got.problems == [] and not got.doc["factions"].get(fid, {}).get("orders"), fid
        examples = [line[2:] for line in form.splitlines()[1:] if line.startswith("# ") and not line.startswith("#  ") and "<" not in line]  # notes stay comments
        examples = [e for e in examples if not e.startswith(("Tus ", "Your ", "nota", "note", "Las líneas de ", "The lines of "))]
        (out / "orders" / f"{fid}.txt").write_text("\n".join(examples) + "\n", encoding="utf-8")
        got = read_text_orders(out, nxt, v.ruleset, only=fid)
        assert [p.format() for p in got.problems] == [], fid
        assert len(got.doc["factions"].get(fid, {}).get("orders", [])) == len(examples), fid
        (out / "orders" / f"{fid}.txt").unlink()


def _step_state(game, name, tmp_path):
    step = next(s for s in steps(game, tmp_path) if s.name == name)
    v = validate_dir(step.turn_dir)
    return v.state, v.ruleset


def test_a_faction_placeholder_with_no_faction_known_drops_its_line():
    """A <facción> the player could fill with no faction (it knows none but its own) is an
    order it cannot give now: no filling at all, the line is left out (it was kept)."""
    from gm.engine.gamedir import load_turn
    from gm.orderlang.fillings import Hole, fillings
    from gm.orderlang.phrasebook import load
    from gm.orderlang.values import Scope
    from tests.orderlang.samples import SAMPLES

    state = load_turn(SAMPLES / "primordia" / "turn-01").state
    scope = Scope(load("primordia"), "es", state, "marmoreos")
    scope.known = {"factions": {"marmoreos"}, "things": set()}  # a race that has met no other
    word = "<facción>"
    assert fillings(f"alianza con {word}", [Hole(word, "con", "faction")], scope) == []
    scope.known = {"factions": {"marmoreos", "terales"}, "things": set()}
    [(line, values)] = fillings(f"alianza con {word}", [Hole(word, "con", "faction")], scope)
    assert values == {"con": "terales"} and "<" not in line


def test_other_placeholders_are_judged_with_the_factions_own_fillings(tmp_path):
    """<casilla>, <nombre>, <objetivo>: the line stays only if a filling drawn from what the
    faction knows passes the judge. sector turn 3: Groumall is on a trade route, no square
    it could be sent to passes (ship_on_route), the line is left out; the Federation's
    Enterprise may move, its line stays. primordia turn 2: the Shellians' Caracola has a
    project under way, no structure passes (project_busy)."""
    from gm.orderlang.form import offered_lines

    state, ruleset = _step_state("sector", "turn-03", tmp_path / "s")
    offered = offered_lines(ruleset, state, "es")
    assert "mover Groumall a <casilla>" not in offered["cardasiano"]
    assert "mover Enterprise a <casilla>" in offered["federacion"]
    state, ruleset = _step_state("primordia", "turn-02", tmp_path / "p")
    offered = offered_lines(ruleset, state, "es")
    assert not any(line.startswith("construir <nombre>") for line in offered["shellians"])
    assert any(line.startswith("mover Nácar por <casilla>") for line in offered["shellians"])  # u1, by its name


def test_one_things_lines_are_judged_apart(tmp_path):
    """A unit's `atrincherar`, `curar` and `esperar` are each one action: judged in one turn
    the second was refused and the form lost them (primordia)."""
    from gm.orderlang.form import offered_lines

    state, ruleset = _step_state("primordia", "turn-02", tmp_path)
    offered = offered_lines(ruleset, state, "es")["marmoreos"]
    assert {"atrincherar Granito", "curar Granito", "esperar Granito"} <= set(offered)  # u1, by its name



def test_a_talents_name_is_always_quoted_in_the_form(tmp_path):
    """The eraide form wrote `usar Granada aturdidora contra` but `usar "Red de cobre" contra`
    and `usar "Grito de furia"` (issue 25, E9): quoted only where a word of the name is one the
    orders use, a rule a player cannot see. A talent's name is now always between quotes
    (phrasebook `always_quoted`), as the reports write it between «»; a character's name, which
    needs none, is not."""
    from gm.engine.pipeline import resolve_files

    step = next(iter(steps("eraide", tmp_path)))
    files = resolve_files(step.turn_dir).files
    forms = "".join(v.decode("utf-8") for k, v in files.items() if k.startswith("reports/") and k.endswith(".md"))
    used = re.findall(r"^# [^:\n]+: (?:paso a <casilla>, )?usar (.+?)(?: (?:contra|sobre|en) <[^>]+>)?$", forms, re.M)
    assert len(used) >= 6 and all(u.startswith('"') and u.endswith('"') for u in used), used
    assert '"Granada aturdidora"' in used and '"Grito de furia"' in used, used
    assert "# Lobo onírico: " in forms


def test_sector_form_gives_every_ship_and_technology_its_line(tmp_path):
    """Issue 25 S3: the form gave lines only for the first ship (the Federation's Defiant,
    turn 2, had none) and one research line, «investigar armamento»; a spy line named no
    target («espiar descubrir»)."""
    from gm.orderlang.form import offered_lines

    state, ruleset = _step_state("sector", "turn-02", tmp_path)
    offered = offered_lines(ruleset, state, "es")["federacion"]
    assert "mover Enterprise a <casilla>" in offered and "mover Defiant a <casilla>" in offered, offered
    assert {"investigar armamento", "investigar propulsión"} <= set(offered), offered
    assert "espiar descubrir" not in offered and any(line.startswith("espiar descubrir a ") for line in offered), offered
