"""A private map's address is not guessed (play-test leak, issue 25's image_base): a GM uploads
every map of the turn to one folder, and `image_base + "azul.png"` would have shown any
player the rival's map. A faction's and the GM's maps are written and linked under a name with
a tag keyed by the master secret (gm.maps.published_names, gm.engine.seal.maps_key), which a
revealed turn seed does not give away; the public maps keep their names."""

from __future__ import annotations

import re
import shutil
import tomllib

import pytest

from gm.api import resolve_turn, seal_turn, verify_turn
from gm.engine.pipeline import resolve_files
from gm.engine.secrecy import reader_of
from gm.maps import MAP_TAG, logical_name, published_names
from tests import registered

STRONG = "0f1e2d3c4b5a69788796a5b4c3d2e1f0aa55"
TAGGED = re.compile(r"([a-z0-9_-]+(?:\.[0-9]{1,2})?)\.([0-9a-f]{12})\.(?:png|svg)")


@pytest.fixture
def secret_game(tmp_path, monkeypatch):
    """The eraide sample without its public seed, with a master secret beside it."""
    monkeypatch.delenv("GM_SECRET", raising=False)
    monkeypatch.delenv("GM_SECRET_FILE", raising=False)
    turn = tmp_path / "turn-01"
    shutil.copytree(registered.sample_dir("eraide"), turn)
    game = turn / "game.toml"
    game.write_text(re.sub(r'(?m)^seed = ".*"\n', "", game.read_text("utf-8")), "utf-8")
    (tmp_path / ".gm-secret").write_text(STRONG + "\n")
    return turn


@pytest.mark.parametrize("rid", [r for r in registered.RULESETS if registered.registry.get(r).has_fog])
def test_private_maps_are_tagged_and_each_report_links_only_its_own(rid):
    files = resolve_files(registered.sample_dir(rid), fmt="bbcode").files
    maps = [p for p in files if p.startswith("maps/")]
    private = [p for p in maps if not p.startswith("maps/public")]
    assert private and all(MAP_TAG.search(p.rsplit(".", 1)[0]) for p in private)
    assert all(not MAP_TAG.search(p.rsplit(".", 1)[0]) for p in maps if p.startswith("maps/public"))
    for path, data in files.items():
        if path.endswith(".png") or not path.startswith(("report.", "reports/")):
            continue
        reader = path.split("/", 1)[1].split(".", 1)[0] if path.startswith("reports/") else "public"
        for stem, tag in TAGGED.findall(data.decode("utf-8")):
            assert stem == reader or stem.startswith(reader + "."), (path, stem)
            assert f"maps/{stem}.{tag}.png" in files, (path, stem)  # a link to a file written


def test_the_names_come_from_the_key_and_the_map_not_the_format():
    names = published_names(["azul.png", "azul.svg", "azul.2.png", "public.png", "public.2.svg", "gm.png"], "k")
    assert names["public.png"] == "public.png" and names["public.2.svg"] == "public.2.svg"
    assert names["azul.png"][:-4] == names["azul.svg"][:-4] != names["azul.2.png"][:-4]
    assert names["gm.png"].startswith("gm.") and MAP_TAG.search(names["gm.png"][:-4])
    assert published_names(["azul.png"], "other")["azul.png"] != names["azul.png"]
    assert {logical_name(n) for n in names.values()} == set(names)


def test_who_reads_a_tagged_map():
    assert reader_of("maps/azul.ffccea816803.png", ["azul", "rojo"]) == "azul"
    assert reader_of("maps/azul.2.ffccea816803.svg", ["azul", "rojo"]) == "azul"
    assert reader_of("maps/gm.ad4b54ec4096.png", ["azul", "rojo"]) is None
    assert reader_of("maps/public.png", ["azul", "rojo"]) == "public"


def test_the_revealed_seed_does_not_give_the_rivals_map_names(secret_game):
    res = resolve_turn(secret_game)
    seed = tomllib.loads(res.files["rolls.toml"].decode())["seed"]
    written = sorted(p.split("/", 1)[1] for p in res.files if p.startswith("maps/") and not p.startswith("maps/public"))
    guessed = published_names([logical_name(n) for n in written], seed)
    assert written and not set(guessed.values()) & set(written)
    assert (res.out / "maps" / written[0]).is_file()


def test_the_gm_and_everyone_after_the_reveal_verify_the_turn(secret_game, monkeypatch):
    seal_turn(secret_game)
    res = resolve_turn(secret_game)
    assert verify_turn(secret_game, res.out) == []
    monkeypatch.setenv("GM_SECRET_FILE", str(secret_game.parent / "no-secret-here"))  # a player's machine
    assert verify_turn(secret_game, res.out) == []
    report = next(res.out.glob("reports/azul.md"))
    report.write_text(report.read_text("utf-8") + "editado\n", "utf-8")
    assert [m.key for m in verify_turn(secret_game, res.out)] == ["api.verify_differs"]
