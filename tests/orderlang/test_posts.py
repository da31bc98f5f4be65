"""What of DIR/orders/ is a faction's post (play-test O5, O6): a rival's post quoted inside
a faction's file is not its orders; a post saved as KLINGON.TXT is read, any other file
in orders/ is refused, located; nothing a player wrote is dropped silently."""

from __future__ import annotations

from pathlib import Path

from gm.engine.validate import validate_dir
from gm.orderlang.document import read_text_orders
from tests.text_posts import turn_with_posts

ROOT = Path(__file__).resolve().parents[2]


def _turn(tmp_path: Path, posts: dict[str, str]) -> Path:
    return turn_with_posts(tmp_path, ROOT / "sample_games" / "sector" / "turn-01", posts)


def _read(turn: Path):
    """(each faction's techs researched, every problem but the lines not taken, formatted)."""
    got = _got(turn)
    techs = {fid: [o.get("tech") for o in e.get("orders", [])] for fid, e in got.doc["factions"].items()}
    return techs, [p.format() for p in got.problems if p.message.key != "orderlang.not_theirs"]


def _got(turn: Path):
    v = validate_dir(ROOT / "sample_games" / "sector" / "turn-01")
    return read_text_orders(turn, v.state, v.ruleset)


def _theirs(turn: Path, fid: str = "klingon") -> list[tuple[int, str]]:
    """The faction's lines told as not taken (somebody else's words): (line, text)."""
    return [(u["line"], u["text"]) for u in _got(turn).doc["factions"][fid].get("unread", []) if u["kind"] == "not_theirs"]


def test_a_rivals_quoted_post_is_not_the_factions_orders(tmp_path):
    post = ('[quote="Federación de Planetas Unidos"]\ninvestigar propulsión\n[/quote]\ninvestigar armamento\n'
            '[quote="federacion"]investigar energía[/quote] investigar construcción\n'
            '[quote="Romulano"][quote="Imperio Klingon"]investigar energía[/quote][/quote]\n')
    turn = _turn(tmp_path, {"klingon.txt": post})
    techs, problems = _read(turn)
    assert problems == []
    assert techs == {"klingon": ["armamento", "construccion"]}
    assert _theirs(turn) == [(2, "investigar propulsión"), (5, "investigar energía"), (6, "investigar energía")]


def test_the_factions_own_quoted_post_is_read_also_on_the_quote_line(tmp_path):
    post = '[quote="Imperio Klingon"]investigar armamento\ninvestigar energía[/quote]\n'
    techs, problems = _read(_turn(tmp_path, {"klingon.txt": post}))
    assert problems == []
    assert techs == {"klingon": ["armamento", "energia"]}


def test_a_quote_without_author_is_somebody_elses_words_skipped_and_listed(tmp_path):
    # the GM's announcement or a rival's line quoted bare, in a faction's file and inside a
    # combined file's post: never the player's orders; listed as not read (the GM's report)
    post = ('[quote]\nSe abre el turno 2.\ninvestigar propulsión\n[/quote]\ninvestigar armamento\n'
            '[quote]investigar energía[/quote] investigar construcción\n')
    for name, text in (("klingon.txt", post), ("todas.txt", '[quote="Imperio Klingon"]\n' + post + "[/quote]\n")):
        turn = _turn(tmp_path / name, {name: text})
        techs, problems = _read(turn)
        assert (techs, problems) == ({"klingon": ["armamento", "construccion"]}, []), name
        v = validate_dir(ROOT / "sample_games" / "sector" / "turn-01")
        unread = read_text_orders(turn, v.state, v.ruleset).doc["factions"]["klingon"]["unread"]
        assert [(u["kind"], u["text"]) for u in unread] == [  # the greeting is chatter; an order is told, not taken
            ("chatter", "Se abre el turno 2."), ("not_theirs", "investigar propulsión"), ("not_theirs", "investigar energía")], name


def test_a_quote_of_someone_unknown_inside_the_post_is_told_not_taken(tmp_path):
    post = '[quote="Jugador"]\ninvestigar armamento\n  [quote="Pepe"]investigar energía[/quote]\n[/quote]\n'
    turn = _turn(tmp_path, {"klingon.txt": post})
    techs, problems = _read(turn)
    assert techs == {"klingon": ["armamento"]}  # "Jugador" around the file: the player's forum name, read
    assert problems == []
    told = [p.format() for p in _got(turn).problems]
    assert told == ["orders/klingon.txt:3:17: aviso: línea no tomada como orden de esta facción «investigar energía»: está "
                    "dentro de una cita de «Pepe» (línea 3): son palabras de otro, y un mensaje da solo las órdenes de su jugador"]


def test_one_file_of_every_post_keeps_a_quote_inside_a_post_out_of_it(tmp_path):
    post = ('[quote="Imperio Klingon"][quote="Federación de Planetas Unidos"]investigar propulsión[/quote]\n'
            'investigar armamento[/quote]\n[quote="romulano"]investigar energía[/quote]\n')
    turn = _turn(tmp_path, {"todas.txt": post})
    techs, problems = _read(turn)
    assert problems == []
    assert techs == {"klingon": ["armamento"], "romulano": ["energia"]}
    assert _theirs(turn) == [(1, "investigar propulsión")]


def test_a_post_saved_in_capitals_is_read_and_any_other_file_refused(tmp_path):
    turn = _turn(tmp_path, {"klingon.txt": "investigar armamento\n", "federacion.TXT": "investigar energía\n",
                            "romulano": "investigar energía\n", "klingon.md": "investigar propulsión\n",
                            ".klingon.txt.swp": "x"})
    techs, problems = _read(turn)
    assert techs == {"federacion": ["energia"], "klingon": ["armamento"]}
    assert problems == [
        "orders/klingon.md: «klingon.md» no es un archivo de órdenes: en orders/ solo se leen archivos .txt "
        "(<facción>.txt, o uno con todos los mensajes); renómbralo klingon.txt o sácalo de orders/",
        "orders/romulano: «romulano» no es un archivo de órdenes: en orders/ solo se leen archivos .txt "
        "(<facción>.txt, o uno con todos los mensajes); renómbralo romulano.txt o sácalo de orders/",
    ]


def test_a_stray_file_is_refused_also_once_orders_toml_is_written(tmp_path):
    from gm.orderlang import orders_to_toml

    turn = _turn(tmp_path, {"klingon.txt": "investigar armamento\n"})
    orders_to_toml(turn)
    (turn / "orders" / "romulano").write_text("investigar energía\n", encoding="utf-8")
    assert [p.format() for p in validate_dir(turn).errors][0].startswith("orders/romulano: «romulano» no es un archivo de órdenes")


def test_another_factions_header_in_a_factions_file_starts_words_not_taken(tmp_path):
    post = ("Imperio Klingon escribió:\ninvestigar armamento\nFederación de Planetas Unidos escribió:\ninvestigar propulsión\n"
            "Órdenes de los Klingon\ninvestigar energía\nÓrdenes de romulano\ninvestigar construcción\n")
    turn = _turn(tmp_path, {"klingon.txt": post})
    techs, problems = _read(turn)
    assert (techs, problems) == ({"klingon": ["armamento", "energia"]}, [])  # its own header again: its words again
    assert _theirs(turn) == [(3, "Federación de Planetas Unidos escribió:"), (4, "investigar propulsión"),
                             (7, "Órdenes de romulano"), (8, "investigar construcción")]


def test_two_posts_of_one_faction_are_refused_not_given_twice(tmp_path):
    turn = _turn(tmp_path, {"klingon.txt": "investigar armamento\n", "KLINGON.TXT": "investigar armamento\n",
                            "Imperio Klingon.txt": "investigar energía\n"})
    techs, problems = _read(turn)
    assert techs == {"klingon": ["energia"]}  # the first in name order; the others refused
    said = "ya tiene las órdenes de esta facción: junta los dos archivos en uno (si no, sus órdenes se darían dos veces)"
    assert problems == [f"orders/KLINGON.TXT: orders/Imperio Klingon.txt {said}", f"orders/klingon.txt: orders/Imperio Klingon.txt {said}"]


def test_a_note_keeps_no_run_of_spaces_where_bbcode_was(tmp_path):
    turn = _turn(tmp_path, {"klingon.txt": "nota: hola [url=https://example.org/x]pulsa[/url] [b]aquí[/b]\n"})
    v = validate_dir(ROOT / "sample_games" / "sector" / "turn-01")
    assert read_text_orders(turn, v.state, v.ruleset).doc["factions"]["klingon"]["note"] == "hola pulsa aquí"
