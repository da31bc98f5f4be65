"""Issue 23, known faults 2 and 3: the order form misses no order the faction could give
now (the judge asked with the fillings a player could write), and a miracle or calamity
says the other gods' orders may change it."""

from __future__ import annotations

import pytest

from gm.engine.pipeline import resolve_files
from tests.orderlang.test_check_form import GAMES, ROOT, form_entries


def _given(ruleset, state, fid: str, lang: str, text: str):
    """`gm check`'s verdict for the line given alone (None: gm does not read it)."""
    from gm.engine.judge import judge
    from gm.orderlang.parse import parse_line
    from gm.orderlang.phrasebook import load
    from gm.orderlang.values import Scope

    got = parse_line(text, Scope(load(ruleset.id), lang, state, fid), (lang,))
    if got.errors or got.order is None:
        return None, None
    [verdict] = judge(state, ruleset, fid, {"orders": [got.order]}, lang, probes=("probe-1",)).verdicts
    return got.order, verdict


def missing_types(game: str, lang: str = "es") -> list[str]:
    """Per faction after the sample's first turn, the order types its form has no line for
    although some line of that type (naming any of the faction's things, with any filling
    gm draws for its placeholders, up to the number the form judges) passes `gm check` alone."""
    from gm.engine.judge import judge
    from gm.orderlang.fillings import choices, readings
    from gm.orderlang.form import _drafts
    from gm.orderlang.phrasebook import load
    from gm.orderlang.values import Scope

    from gm.orderlang.fillings import MAX_FILLINGS
    from gm.orderlang.formjudge import APART

    res = resolve_files(ROOT / "sample_games" / game / "turn-01", lang=lang)
    state, ruleset = res.next_state, res.context.ruleset
    book = load(ruleset.id)
    # where a turn holds one line per thing (eraide) the form judges APART fillings a line (cost)
    cap = APART if getattr(ruleset, "first_order_acts", False) else MAX_FILLINGS
    out = []
    for rel in sorted(r for r in res.files if r.startswith("reports/") and r.endswith(".md")):
        fid = rel[len("reports/"):].rsplit(".", 1)[0]
        scope = Scope(book, lang, state, fid)
        shown = {d.line for d in _drafts(book, scope, ruleset)} & {line for line, _, _ in form_entries(res.files[rel].decode())}
        offered = {d.group[0] for d in _drafts(book, scope, ruleset) if d.line in shown}
        for draft in _drafts(book, scope, ruleset):
            if draft.group[0] in offered:
                continue
            found = (choices(draft.line, draft.holes, scope) or [])[:cap]
            for fill, order in zip(found, readings([(f.text, f.values) for f in found], scope, (lang,))):
                [verdict] = judge(state, ruleset, fid, {"orders": [order]}, lang, probes=("probe-1",)).verdicts
                if verdict.verdict != "rejected" and not verdict.refused_alone:  # refused as things stand: no form line
                    out.append(f"{fid}: {fill.text}")
                    offered.add(draft.group[0])
                    break
    return out


@pytest.mark.parametrize("game", GAMES)
def test_the_form_has_a_line_for_every_order_type_the_faction_can_give(game):
    """sector: the Federation and the Cardassians had no `construir nave en Tierra` nor
    `construir defensas` (the line named their first known system, where they cannot
    build); the form now tries the faction's next thing while none passes."""
    assert missing_types(game) == []


def test_the_line_names_the_thing_that_can_give_the_order():
    res = resolve_files(ROOT / "sample_games" / "sector" / "turn-01")
    lines = [line for line, _, _ in form_entries(res.files["reports/federacion.md"].decode())]
    assert "construir nave en Tierra" in lines and "construir defensas en Tierra" in lines
    lines = [line for line, _, _ in form_entries(res.files["reports/cardasiano.md"].decode())]
    assert "construir nave en Cardassia Prime" in lines


def test_every_character_with_talents_gets_its_line(tmp_path):
    """eraide: Casa Roja's form named only Brann; a talent line is a character's own (its
    talents): each character whose talent passes gets one."""
    from tests.orderlang.samples import steps

    step = list(steps("eraide", tmp_path))[1]
    res = resolve_files(step.turn_dir, fmt="markdown")
    lines = [line for line, _, _ in form_entries(res.files["reports/rojo.md"].decode())]
    assert {line.split(":")[0] for line in lines} >= {"Brann", "Nyx", "Selene"}, lines


def test_a_miracle_or_calamity_may_change_with_the_other_gods_orders():
    """Fault 3: a miracle or calamity acts next turn on the army or region chosen, which a
    battle this turn may take ('Los milagros tienen efecto en el siguiente turno'): gm
    check says the others' orders may change it, as for a move."""
    from gm.engine.judge import judge

    res = resolve_files(ROOT / "sample_games" / "nuevo-amanecer" / "turn-01")
    state, ruleset = res.next_state, res.context.ruleset
    orders = [{"type": "miracle", "kind": "economico"}]
    [verdict] = judge(state, ruleset, "sigmar", {"orders": orders}, "es", probes=("probe-1",)).verdicts
    assert verdict.verdict != "rejected" and verdict.others


def test_a_long_form_comment_wraps_as_a_comment():
    """A note longer than the forum's code width was wrapped onto a line without its '#':
    a player copying the form posted it as an order gm does not understand."""
    from gm.reports.forum import PROFILES
    from gm.reports.render import Markdown
    from gm.text.i18n import Catalog

    words = Markdown(Catalog("es", ()), profile=PROFILES["discord"])
    note = "#   (si das también las de arriba: Gorkamorka no ha pedido este turno el mismo acuerdo (comercio).)"
    wrapped = words.code_lines(note).splitlines()
    assert len(wrapped) > 1 and all(line.startswith("#") for line in wrapped)


def test_a_clash_note_goes_on_after_its_colon_as_gm_check_writes_it():
    """'(si das también las de arriba: Cuesta 15 …)' kept the refusal's capital where gm
    check writes 'RECHAZADA: cuesta 15 …': Spanish goes on in lower case after the colon;
    a refusal opening with a name keeps it."""
    form = (ROOT / "tests" / "rulesets" / "nuevo_amanecer" / "golden" / "reports" / "khaine.md").read_text("utf-8")
    notes = [line for line in form.splitlines() if "si das también las de arriba:" in line]
    assert notes and all(" arriba: cuesta " in n or " arriba: C" not in n for n in notes), notes
    assert any(" arriba: cuesta 15 recursos" in n for n in notes), notes


def test_each_character_gets_the_lines_its_own_talents_and_the_targets_it_sees_allow():
    """eraide, issue 23: the form had no `usar <talento>` line (every talent written `en
    <casilla>`, the character's first talent only) and Casa Roja's no `atacar` (always
    after a step, the first four fillings stepping off the platform). A talent line names
    what it needs (a target, a square, nothing), each talent its own line; an attack first
    from where the character stands, then after a step; a hostile line names only the other
    side, a cure only one's own; every line passes gm check (test_check_form)."""
    res = resolve_files(ROOT / "sample_games" / "eraide" / "turn-01", fmt="markdown")
    azul = {line: fill for line, fill, _ in form_entries(res.files["reports/azul.md"].decode())}
    rojo = {line: fill for line, fill, _ in form_entries(res.files["reports/rojo.md"].decode())}
    assert azul['Mael: usar "Invocar lobo onírico" en <casilla>']
    assert set(azul['Mael: usar "Bálsamo onírico" sobre <objetivo>']) <= {"Ilse", "Mael", "Lobo onírico", "Otto"}
    assert azul["Ilse: atacar a <objetivo>"] == ["Selene"]  # Brann stands off her lines of fire
    assert 'Brann: usar "Grito de furia"' in rojo  # on himself: names nothing
    assert rojo["Brann: paso a <casilla>, atacar a <objetivo>"] == ["H6, Ilse"]  # the step that reaches
    assert "Brann: atacar a <objetivo>" not in rojo  # nobody in reach from where he stands
    talents = {line.split(" usar ")[1].split(" contra ")[0].strip('"') for line in rojo if " usar " in line}
    assert talents == {"Escudazo", "Grito de furia", "Daga envenenada", "Labia", "Condena", "Dardo rúnico", "Sello de silencio"}
    for form, ours in ((azul, {"Ilse", "Mael", "Lobo onírico", "Otto"}), (rojo, {"Brann", "Nyx", "Selene"})):
        aimed = [f.split(", ")[-1] for line, fill in form.items() if " contra " in line or " atacar a " in line for f in fill]
        assert aimed and not set(aimed) & ours, form


def test_fillings_that_differ_in_a_number_are_listed_once_with_its_run():
    """Issue 23: '(<número>, <facción>, por ejemplo: 1, Orkos; 2, Orkos; 3, Orkos)' said one
    faction three times: the number's run is given once, 'Orkos (1 a 3)'."""
    from gm.orderlang.fillings import Filling, Hole
    from gm.orderlang.form import Draft
    from gm.orderlang.formjudge import _Line, _entries

    holes = [Hole("<número>", "n", "int"), Hole("<facción>", "f", "faction")]
    found = [Filling("", {}, (str(n), name)) for name in ("Orkos", "Elfos") for n in (1, 2, 3)]
    line = _Line(Draft("dar <número> a <facción>", holes, None, ("give",), 0), found, [{}] * 6, complete=False,
                 passing=[0, 1, 2, 3, 5])
    assert _entries(line, None, "es")[1] == "  (<número>, <facción>, por ejemplo: Orkos (1 a 3); Elfos (1, 3))"
    assert _entries(line, None, "en")[1] == "  (<número>, <facción>, for example: Orkos (1 to 3); Elfos (1, 3))"
    numbers = [Filling("", {}, (str(n),)) for n in (1, 2, 3)]
    alone = _Line(Draft("esperar <número>", holes[:1], None, ("wait",), 0), numbers, [{}] * 3, complete=False, passing=[0, 1, 2])
    assert _entries(alone, None, "es")[1] == "  (<número>, por ejemplo: 1 a 3)"


def test_the_forms_note_line_says_what_it_is_for():
    """Issue 23: a bare '# nota:' line told the player nothing."""
    res = resolve_files(ROOT / "sample_games" / "sector" / "turn-01", fmt="markdown")
    report = res.files["reports/federacion.md"].decode()
    assert "# nota: <lo que quieras contarle al máster>\n" in report, report


def test_lines_of_one_thing_are_alternatives_without_clash_notes():
    """Issue 23 (reader X3, E1, S2, P1): the form is a menu. Lines of one thing
    (Ruleset.order_actor: a unit, a ship, a character) are alternatives, so `eliminar u1`
    gets no note that `mover u1` above would be rejected, nor `mover Enterprise` one for
    `desmantelar Enterprise` above it, nor an eraide character's second action one for the
    first; the header says so. A clash between different things (shared resources) keeps
    its note, worded as a condition."""
    from gm.text.i18n import say

    res = resolve_files(ROOT / "sample_games" / "primordia" / "turn-01", fmt="markdown")
    report = res.files["reports/marmoreos.md"].decode()
    assert "# Las líneas de una misma unidad o ejército son alternativas: elige cuáles das.\n# nota:" in report
    form = report.split("# nota:")[1]
    assert "(si das también" not in form and "(con esta línea" not in form, form
    res = resolve_files(ROOT / "sample_games" / "sector" / "turn-01", fmt="markdown")
    entries = {line: together for line, _, together in form_entries(res.files["reports/federacion.md"].decode())}
    assert entries["mover Enterprise a <casilla>"] is False, entries  # `desmantelar Enterprise` above it
    res = resolve_files(ROOT / "sample_games" / "eraide" / "turn-01", fmt="markdown")
    entries = {line: together for line, _, together in form_entries(res.files["reports/rojo.md"].decode())}
    assert not any(entries.values()), entries  # was 13 notes: each character's other actions
    assert say("en", "orderlang.form_together", reason="y") == "(if you also give the lines above: y)"
    assert say("en", "orderlang.form_undoes", line="x", reason="y") == "(with this line the one above, “x”, would be rejected: y)"


def test_peace_is_never_offered_with_a_god_not_at_war_nor_one_that_waits_on_the_other(tmp_path):
    """Play-test F1: in the turn of every form a god's `declarar guerra a Sigmar` made Sigmar's
    peace with it pass, and the form listed every god: a line of a contested kind is judged
    alone too. A peace the other god has not asked is refused with the faction's orders alone
    (gm check: it depends on Khaine), and the turn rejects it unless Khaine asks too: the form
    offers neither."""
    import shutil
    import tomllib

    import tomli_w

    game = tmp_path / "turn-01"
    shutil.copytree(ROOT / "sample_games" / "nuevo-amanecer" / "turn-01", game)
    for fid, other in (("sigmar", "khaine"), ("khaine", "sigmar")):
        path = game / "factions" / f"{fid}.toml"
        data = tomllib.loads(path.read_text("utf-8"))
        data["wars"] = [other]
        path.write_text(tomli_w.dumps(data), "utf-8")
    res = resolve_files(game)
    entries = {line: fill for line, fill, _ in form_entries(res.files["reports/sigmar.md"].decode())}
    assert not [line for line in entries if line.startswith("paz con")], entries


def test_a_faction_with_many_things_gets_its_form(tmp_path):
    """Audit #23: a generated sector empire's lines (109) went into one probe turn, over the
    schema's 100 orders a faction: validation refused them all, and its form offered one line.
    A probe turn holds no more of a faction's lines than a post may give."""
    from gm.api import generate_game

    generate_game("sector", tmp_path / "turn-01", factions=4, seed="audit")
    res = resolve_files(tmp_path / "turn-01")
    lines = [line for line, _, _ in form_entries(res.files["reports/cardasiano.md"].decode())]
    assert len(lines) > 10 and any(line.startswith("mover ") for line in lines), lines
