"""Agreement by construction (issue 17): every catalog message is rendered with 0, 1, 2 and 5
in each of its variables and with a masculine and a feminine noun, and the Spanish (and
English) text is checked for the slips a reader notices first:

- a plural noun after "1" ("1 recursos", "1 rechazadas"), in either language;
- an article that does not agree with the noun it carries ("un ciudad", "una ejército",
  "el ciudad", "la ejército", "del ciudad"): the noun comes in a variable with its
  `<variable>_gender`, as the renderer passes it;
- double spaces, a space before a comma or a full stop, a word written twice ("de de").

The nouns are real catalog nouns (the ones with a `.gender`), so the test exercises what
the reports exercise.
"""

from __future__ import annotations

import re
from functools import lru_cache

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from gm import registry
from gm.text.i18n import Catalog, catalog_text

PACKAGES = ["gm", "gm.clichrome"] + [registry.REGISTRY[r].split(":")[0] for r in registry.available()]
NUMBERS = (0, 1, 2, 5)

# Spanish words ending in -s that are not plurals (or are fine after "1": "1 más")
ES_NOT_PLURAL = {"más", "mes", "dios", "país", "tras", "sus", "tus", "los", "las", "les", "nos", "vs", "es",
                 "pues", "antes", "después", "menos", "crisis", "análisis", "atlas", "lunes", "cortés",
                 "inglés", "francés", "gas", "ciempiés", "res", "mies", "ves", "vez"}
EN_PLURAL_NOUNS = re.compile(r"\b1 (resources|crystals|orders|squares|turns|points|units|ships|armies|hexes|"
                             r"dice|rolls|battles|cities|settlements|factions|gods|characters|rounds|sectors|"
                             r"advances|levels|actions|errors|problems|warnings|steps)\b")
ES_ONE_PLURAL = re.compile(r"(?<![\d.,])\b1 ([a-záéíóúñü]+s)\b")
PROPER_NAMES = ("Nadia", "Olmo", "Petra", "Quino", "Rosa", "Sancho", "Tila", "Ulises", "Vera", "Wenceslao", "Ximena",
                "Yago", "Zoe", "Abel", "Berta", "Ciro")
REPEATED = re.compile(r"\b([A-Za-zÁÉÍÓÚáéíóúñÑ]{2,}) \1\b", re.IGNORECASE)


class _Variables(Visitor):
    def __init__(self):
        super().__init__()
        self.names: list[str] = []

    def visit_VariableReference(self, node):
        if node.id.name not in self.names:
            self.names.append(node.id.name)
        self.generic_visit(node)


def _messages(package: str, lang: str) -> dict[str, list[str]]:
    """id -> the variables the message reads (the derived *_gender ones apart)."""
    out = {}
    for entry in FluentParser().parse(catalog_text(package, lang)).body:
        if isinstance(entry, ast.Message) and entry.value is not None:
            visitor = _Variables()
            visitor.visit(entry)
            out[entry.id.name] = visitor.names
    return out


@lru_cache(maxsize=None)
def _nouns(lang: str) -> dict[str, tuple[str, str]]:
    """gender -> (a noun of that gender, its message id), taken from the catalogs."""
    found: dict[str, tuple[str, str]] = {}
    for package in PACKAGES:
        catalog = Catalog(lang, (package,) if package != "gm" else ())
        for mid in _messages(package, lang):
            gender = catalog.gender(mid)
            if gender and gender not in found:
                text = catalog.format(mid.replace("-", "."), {}) if catalog.has(mid.replace("-", ".")) else None
                if text and " " not in text.strip():
                    found[gender] = (text.strip().lower(), mid)
    return found


def _renderings(catalog: Catalog, mid: str, names: list[str], lang: str):
    """(what varied, text) for each variable at 0, 1, 2, 5 and as each gender's noun."""
    plain = [n for n in names if not n.endswith("_gender")]
    base = {n: PROPER_NAMES[i % len(PROPER_NAMES)] for i, n in enumerate(plain)}  # distinct: no false "X X"
    genders = {n[: -len("_gender")] for n in names if n.endswith("_gender")}
    key = mid  # message_id() is the identity on an id without dots or accents
    for name in base:
        for n in NUMBERS:
            yield f"{name}={n}", catalog.format(key, {**base, name: n})
    for noun_var in genders:
        for gender, (noun, _) in _nouns(lang).items():
            params = {**base, noun_var: noun, f"{noun_var}_gender": gender}
            yield f"{noun_var}={noun} ({gender})", catalog.format(key, params)


def _article_slips(text: str, lang: str) -> list[str]:
    if lang != "es":
        return []
    out = []
    nouns = _nouns("es")
    fem, masc = nouns.get("feminine", ("", ""))[0], nouns.get("masculine", ("", ""))[0]
    for article in ("un", "el", "del", "al", "este", "ese", "ningún", "algún", "otro", "nuevo"):
        if fem and re.search(rf"\b{article} {re.escape(fem)}\b", text, re.IGNORECASE):
            out.append(f"«{article} {fem}»")
    for article in ("una", "la", "esta", "esa", "ninguna", "alguna", "otra", "nueva"):
        if masc and re.search(rf"\b{article} {re.escape(masc)}\b", text, re.IGNORECASE):
            out.append(f"«{article} {masc}»")
    return out


def slips(text: str, lang: str) -> list[str]:
    """What a careful reader would mark in `text`."""
    out = []
    if lang == "es":
        out += [f"«1 {w}»" for w in ES_ONE_PLURAL.findall(text) if w not in ES_NOT_PLURAL]
    else:
        out += [f"«{m.group(0)}»" for m in EN_PLURAL_NOUNS.finditer(text)]
    out += _article_slips(text, lang)
    prose = re.sub(r"`[^`]*`", "`…`", text)  # a command is quoted as typed
    if "\n" not in prose.strip():  # multi-line texts (help, tables) align with spaces
        if "  " in prose:
            out.append("a double space")
        if re.search(r"\w [,;:](?!\w)|\w \.$", prose):
            out.append("a space before a punctuation mark")
    out += [f"«{m.group(0)}» twice" for m in REPEATED.finditer(prose) if not m.group(1).isupper()]
    return out


def catalog_slips(package: str, lang: str) -> dict[str, list[str]]:
    catalog = Catalog(lang, (package,) if package != "gm" else ())
    found: dict[str, list[str]] = {}
    for mid, names in _messages(package, lang).items():
        for varied, text in _renderings(catalog, mid, names, lang) if names else [("", catalog.format(mid, {}))]:
            problems = slips(text or "", lang)
            if problems:
                found.setdefault(mid, []).append(f"{varied}: {', '.join(problems)} in {text!r}")
    return found


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("package", PACKAGES)
def test_messages_agree(package, lang):
    found = catalog_slips(package, lang)
    listed = {mid: lines[:2] for mid, lines in sorted(found.items())}
    assert listed == {}, f"{len(found)} message(s) of {package} ({lang}) with slips"


def test_the_checks_catch_the_issue_examples():
    assert slips("Órdenes: 1 rechazadas", "es")
    assert slips("quedan 1 atacantes", "es")
    assert slips("funda un ciudad", "es") or not _nouns("es").get("feminine")
    assert slips("Aparece el ejército Cazadores de de Khaine", "es")
    assert slips("ataca  a Klingon", "es")
    assert slips("1 resources", "en")
    assert not slips("1 recurso, 2 recursos y 1 mes", "es")
