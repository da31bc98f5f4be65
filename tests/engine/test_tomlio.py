from gm.tomlio import KeyLocator, dumps, parse_toml_bytes

TEXT = """\
ruleset = "x"
turn = 3

[world]
size = 20
"quoted key" = 1

[factions.sigmar]
name = "S"

[[factions.sigmar.orders]]
type = "move"
to = "B3"

[[factions.sigmar.orders]]
type = "pray"

[armies.guardianes]
level = 3
hexes = [
  "B3",
  "B4",
]
"""


def test_locator_finds_keys_tables_and_array_of_tables():
    loc = KeyLocator(TEXT)
    assert loc.line_of(("turn",)) == 2
    assert loc.line_of(("world", "size")) == 5
    assert loc.line_of(("world", "quoted key")) == 6
    assert loc.line_of(("factions", "sigmar", "name")) == 9
    assert loc.line_of(("factions", "sigmar", "orders", 0, "to")) == 13
    assert loc.line_of(("factions", "sigmar", "orders", 1)) == 15
    assert loc.line_of(("factions", "sigmar", "orders", 1, "type")) == 16
    assert loc.line_of(("armies", "guardianes", "level")) == 19
    assert loc.line_of(("armies", "guardianes", "hexes", 1)) == 22
    # unknown deeper keys fall back to the nearest known ancestor
    assert loc.line_of(("armies", "guardianes", "nope")) == 18


def test_parse_errors_keep_line_and_column():
    data, _, problems = parse_toml_bytes(b"a = 1\nb = = 2\n", "game.toml")
    assert data is None
    assert problems[0].line == 2 and problems[0].column
    assert "invalid TOML" in problems[0].message


def test_binary_and_non_utf8_are_located():
    _, _, p1 = parse_toml_bytes(b"a = 1\n\x00\x01", "f.toml")
    assert "binary" in p1[0].message and p1[0].line == 2
    _, _, p2 = parse_toml_bytes(b"a = 1\nb = '\xff'\n", "f.toml")
    assert "UTF-8" in p2[0].message and p2[0].line == 2


def test_dumps_orders_by_schema_and_sorts_ids():
    schema = {"type": "object", "properties": {"id": {}, "name": {}, "armies": {"type": "object", "additionalProperties": {"type": "object", "properties": {"level": {}, "hex": {}}}}}}
    data = {"armies": {"b": {"hex": "B3", "level": 2.0}, "a": {"level": 1, "hex": "A1"}}, "name": "N", "id": "x"}
    text = dumps(data, schema)
    assert text.index("id =") < text.index("name =") < text.index("[armies.a]") < text.index("[armies.b]")
    assert "level = 2\n" in text  # integral floats become integers
    assert dumps(data, schema) == text
