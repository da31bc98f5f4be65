"""A faction's name as a sentence says it: with its article where it takes one ("la
Federación", "los Terales"; "Hijos del Viento" alone) and after "de" with it ("de la Unión
Cardasiana", "de los Terales", "del Imperio Klingon").

A faction's file may say how its name is said: `articulo` (true: the name takes an
article), `genero` ("masculine" or "feminine") and `numero` ("singular" or "plural"); a
ruleset may give a default per race (its `faction_grammar(faction)`, read by `words_of`);
else the name stands alone, which reads right for a name of any gender or number. The
catalogs (faction-the, faction-of) choose the words by one variable, `form`: "none" (no
article), or the gender, "_plural" added for a plural name ("feminine", "masculine_plural").
"""

from __future__ import annotations

from gm.text.blocks import Text

GENDERS = ("masculine", "feminine")
NUMBERS = ("singular", "plural")
KEYS = ("articulo", "genero", "numero")  # a faction file's keys (every ruleset's faction schema)


def grammar(faction: dict, default: dict | None = None) -> dict[str, str]:
    """{"form": ...} for a faction: its own keys first, then `default` (its race's), then
    the name alone. An article needs a known gender (a masculine default would misname a
    feminine name); a name with no gender stands alone."""
    default = default or {}

    def pick(key: str):
        value = faction.get(key)
        return default.get(key) if value is None else value

    gender = pick("genero")
    if pick("articulo") is not True or gender not in GENDERS:
        return {"form": "none"}
    return {"form": gender + ("_plural" if pick("numero") == "plural" else "")}


def is_plural(words: dict[str, str]) -> bool:
    """Whether the name is plural ("los Terales arrasan"): a verb agrees with it."""
    return words.get("form", "").endswith("_plural")


def the(name: str, words: dict[str, str]) -> Text:
    """The name with its article, where it takes one: "los Terales", "Hijos del Viento"."""
    return Text("faction.the", {"name": name, **words})


def of(name: str, words: dict[str, str]) -> Text:
    """"de" and the name: "de los Terales", "del Imperio Klingon", "de Hijos del Viento"."""
    return Text("faction.of", {"name": name, **words})


def words_of(ruleset, faction: dict) -> dict[str, str]:
    """The faction's grammar: the ruleset's `faction_grammar(faction)` where it has one (a
    default per race), else the faction's own keys."""
    hook = getattr(ruleset, "faction_grammar", None)
    return hook(faction) if callable(hook) else grammar(faction)


def of_faction(ruleset, faction: dict, fallback: str) -> Text:
    """"de" and a faction of the state: "de la Federación de Planetas Unidos"."""
    return of(str(faction.get("name") or fallback), words_of(ruleset, faction))


def of_text(lang: str, ruleset, faction, fallback: str) -> str:
    """of_faction as plain text in `lang` (a check's heading, an orders form's header)."""
    from gm.text.i18n import say

    faction = faction if isinstance(faction, dict) else {}
    return say(lang, "faction.of", name=str(faction.get("name") or fallback), **words_of(ruleset, faction))
