"""`gm orders` refuses, on the text line and in the game's language, every name or id the
orders schema refuses (play-test O7: an army called «¡Hachas!» passed `gm orders` and then
blocked the whole turn at validation with an English regex). It asks the same schema."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from gm.cli import app
from gm.engine.validate import validate_dir
from gm.orderlang import orders_to_toml
from gm.orderlang.document import read_text_orders
from tests.text_posts import turn_with_posts

ROOT = Path(__file__).resolve().parents[2]
ARMY = 'crear ejército "{}" en Capital de Gorkamorka con Herramientas básicas\n'


def _turn(tmp_path: Path, rid: str, posts: dict[str, str]) -> Path:
    return turn_with_posts(tmp_path, ROOT / "sample_games" / rid / "turn-01", posts)


def _reason(line: str) -> str:
    """A line not understood without the line quoted: where it is and why."""
    where, _, rest = line.partition(": ")
    rest = rest.removeprefix("aviso: ")
    assert rest.startswith("línea no entendida «"), line
    return f"{where}: {rest.split('»: ', 1)[1]}"


def test_a_name_no_id_comes_of_is_refused_on_its_line(tmp_path):
    post = (ARMY.format("¡Hachas!") + ARMY.format("Garra (1ª)") + ARMY.format("  ") + ARMY.format("¡¡!!")
            + ARMY.format("Los Niños de Mork") + ARMY.format("x" * 70) + 'crear ejército "¡Hachas!" (hachas) en Capital con Herramientas básicas\n')
    turn = _turn(tmp_path, "nuevo-amanecer", {"gorkamorka.txt": post})
    result = CliRunner().invoke(app, ["orders", str(turn), "--strict"])
    assert result.exit_code == 1
    said = "solo letras sin acento, números, «-» y «_»"
    assert [_reason(line) for line in result.stderr.splitlines()[:5]] == [
        f'orders/gorkamorka.txt:1:16: de «¡Hachas!» no sale un identificador ({said}): escribe el nombre y, entre '
        'paréntesis, su identificador, como "¡Hachas!" (hachas)',
        f'orders/gorkamorka.txt:2:16: de «Garra (1ª)» no sale un identificador ({said}): escribe el nombre y, entre '
        'paréntesis, su identificador, como "Garra (1ª)" (garra-1)',
        "orders/gorkamorka.txt:3:16: aquí falta algo: pone «»",
        f'orders/gorkamorka.txt:4:16: de «¡¡!!» no sale un identificador ({said}): añade tras el nombre, entre '
        'paréntesis, un identificador de letras y números, como "Garra" (garra-1)',
        f'orders/gorkamorka.txt:6:16: de «{"x" * 70}» no sale un identificador ({said}): escribe el nombre y, entre '
        f'paréntesis, su identificador, como "{"x" * 70}" ({"x" * 24})',
    ]
    assert not (turn / "orders.toml").exists()


def test_a_fleet_name_sector_refuses_is_refused_in_the_games_language(tmp_path):
    turn = _turn(tmp_path, "sector", {"federacion.txt": 'formar flota "Ñu (2ª)" con fed-1\n'})
    v = validate_dir(ROOT / "sample_games" / "sector" / "turn-01")
    got = read_text_orders(turn, v.state, v.ruleset)
    assert [_reason(p.format()) for p in got.problems] == [
        'orders/federacion.txt:1:14: de «Ñu (2ª)» no sale un identificador (solo letras sin acento, números, «-» y «_»): '
        'escribe el nombre y, entre paréntesis, su identificador, como "Ñu (2ª)" (nu-2)']


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.text(alphabet=st.characters(blacklist_categories=("Cs", "Cc")), max_size=20).filter(lambda s: '"' not in s and "#" not in s))
def test_whatever_gm_orders_writes_validates(tmp_path_factory, name):
    turn = _turn(tmp_path_factory.mktemp("t"), "nuevo-amanecer", {"gorkamorka.txt": ARMY.format(name)})
    v = validate_dir(ROOT / "sample_games" / "nuevo-amanecer" / "turn-01")
    if read_text_orders(turn, v.state, v.ruleset).problems:
        return  # refused on the line: nothing is written
    orders_to_toml(turn)
    assert [p.format() for p in validate_dir(turn).errors] == []
