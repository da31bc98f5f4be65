import json

from typer.testing import CliRunner

from gm.cli import app
from gm.engine.validate import validate_dir
from tests.engine.conftest import write

runner = CliRunner()


def test_valid_turn(toy_turn):
    result = validate_dir(toy_turn)
    assert result.ok, [p.format() for p in result.problems]
    r = runner.invoke(app, ["validate", str(toy_turn)])
    assert r.exit_code == 0, r.output
    assert "valid" in r.stdout


def test_every_problem_at_once_with_lines_and_breadcrumbs(toy_turn):
    write(toy_turn / "factions" / "sigmar.toml", """
        id = "sigmar"
        name = "Sigmar"
        gold = "lots"
        colour = "red"

        [units.guardianes]
        level = 9
        """)
    write(toy_turn / "factions" / "orkos.toml", """
        id = "orcs"
        name = "Orkos"
        gold = 3
        """)
    result = validate_dir(toy_turn)
    assert not result.ok
    text = [p.format("en") for p in result.errors]
    assert "factions/sigmar.toml:3: At faction 'sigmar' > gold: found text 'lots', expected an integer" in text
    spanish = [p.format("es") for p in result.errors]
    assert "factions/sigmar.toml:3: En facción «sigmar» > gold: se encontró el texto 'lots', se esperaba un número entero" in spanish
    assert "factions/sigmar.toml:7: En facción «sigmar» > unidad «guardianes» > nivel: se encontró 9, se esperaba como máximo 5" in spanish
    assert any(t.startswith("factions/sigmar.toml:4:") and "unknown key 'colour'" in t for t in text)
    assert "factions/sigmar.toml:7: At faction 'sigmar' > unit 'guardianes' > level: found 9, expected at most 5" in text
    assert any(t.startswith("factions/orkos.toml:1:") and "expected id = \"orkos\"" in t for t in text)


def test_ruleset_checks_run_after_clean_schemas(toy_turn):
    write(toy_turn / "factions" / "orkos.toml", """
        id = "orkos"
        name = "Orkos"
        gold = 3

        [units.waaagh]
        level = 4
        """)
    result = validate_dir(toy_turn)
    assert [p.format("en") for p in result.errors] == [
        "factions/orkos.toml:6: At faction 'orkos' > unit 'waaagh' > level: found level 4, expected any level but 4 (toy rule)"
    ]


def test_orders_for_unknown_factions_and_bad_order_keys(toy_turn):
    write(toy_turn / "orders.toml", """
        turn = 6

        [[factions.elfos.orders]]
        type = "give"

        [[factions.sigmar.orders]]
        type = "pray"

        [[factions.sigmar.orders]]
        type = "dance"
        """)
    result = validate_dir(toy_turn)
    text = [p.format("en") for p in result.errors]
    assert any("orders.toml:1:" in t and "found turn 6, expected 7" in t for t in text)
    assert any("orders.toml:3:" in t and "unknown faction 'elfos'" in t for t in text)
    warned = [p.format("en") for p in result.warnings]  # a player's order never blocks the turn (issue 23)
    assert any(t.startswith("orders.toml:10: warning: At orders of 'sigmar' > order 2 (dance) > type: this order will be "
                            "rejected (the rest of the turn resolves): found 'dance'") for t in warned), warned
    assert result.rejected.keys() == {("sigmar", 1)}


def test_broken_toml_names_file_line_and_column_and_exit_1(toy_turn):
    (toy_turn / "factions" / "orkos.toml").write_text('id = "orkos"\nbroken = = [\n', encoding="utf-8")
    r = runner.invoke(app, ["validate", str(toy_turn)])
    assert r.exit_code == 1
    assert "factions/orkos.toml:2:" in r.stderr
    assert "Traceback" not in r.output


def test_missing_files_and_directories(tmp_path):
    d = tmp_path / "t"
    d.mkdir()
    result = validate_dir(d)
    text = "\n".join(p.format("en") for p in result.errors)
    assert "game.toml: falta el archivo" in "\n".join(p.format("es") for p in result.errors)
    assert "game.toml: missing file" in text
    assert "factions/: missing directory" in text
    assert "orders.toml: missing file" in text
    (d / "game.toml").mkdir()
    assert "found a directory" in "\n".join(p.format("en") for p in validate_dir(d).errors)


def test_unknown_ruleset(tmp_path):
    d = tmp_path / "t"
    write(d / "game.toml", 'ruleset = "chess"\nturn = 1\n')
    write(d / "orders.toml", "")
    write(d / "factions" / "a.toml", 'id = "a"\n')
    text = [p.format("en") for p in validate_dir(d).errors]
    assert any(t.startswith("game.toml:1:") and "unknown ruleset 'chess'" in t for t in text)


def test_json_output(toy_turn):
    write(toy_turn / "factions" / "orkos.toml", 'id = "orkos"\nname = "Orkos"\ngold = -1\n')
    r = runner.invoke(app, ["validate", str(toy_turn), "--json"])
    assert r.exit_code == 1
    data = json.loads(r.stdout)
    assert data["valid"] is False
    assert data["errors"][0]["path"] == "$.gold"
    assert data["errors"][0]["line"] == 3
