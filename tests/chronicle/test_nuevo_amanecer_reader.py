"""Issue 25 (nuevo-amanecer, the Spanish GM's reading of the sample, N1..N16): a private
line never contradicts the same post's public one, the GM report speaks of the gods, not
to them, and the arithmetic lines read as Spanish."""

from __future__ import annotations

GAME = "nuevo-amanecer"


def text(played, turn: int, rel: str) -> str:
    return (played(GAME).root / f"turn-{turn:02d}" / rel).read_text("utf-8")


def test_a_deal_a_miracle_and_a_new_army_are_told_as_counted_in_this_post(played):
    """N1/N2: the public post of turn 3 already pays the trade deal and the miracle, and
    turn 1's already shows the new army; the private line said «tendrá efecto el turno siguiente»."""
    isha = text(played, 4, "reports/isha.md")
    assert "Acuerdo de comercio con Sigmar: rige desde el final de este turno y ya cuenta en este informe." in isha
    gorka = text(played, 4, "reports/gorkamorka.md")
    assert "el milagro se concede y su efecto ya cuenta en este informe." in gorka
    army = text(played, 2, "reports/gorkamorka.md")
    assert "aparece allí al acabar este turno, si la ciudad no cae, y se mueve desde el turno siguiente." in army
    for turn in range(2, 6):
        for fid in ("isha", "gorkamorka", "khaine", "sigmar"):
            assert "tendrá efecto" not in text(played, turn, f"reports/{fid}.md")


def test_the_gm_report_tells_each_order_of_its_god_not_to_the_player(played):
    """N10: the GM's copy of Khaine's and Sigmar's orders said «Tu raza no tiene…»,
    «Declaras la guerra…», «Investigas…»; the player's copy keeps speaking to the player."""
    gm = text(played, 5, "gm-report.md")
    assert "RECHAZADA — La raza de Khaine aún no ha entrado en contacto con la de Gorkamorka." in gm
    assert "ejecutada — Sigmar declara la guerra a Isha." in gm
    assert "Investigar Navegación (avance tecnológico), que abre mares: ejecutada — Isha paga 10 recursos." in gm
    for phrase in ("Tu raza", "Declaras", "Investigas", "Pides un milagro", "Rompes"):
        assert phrase not in gm
    assert "Tu raza aún no ha entrado en contacto con la de Gorkamorka." in text(played, 5, "reports/khaine.md")


def test_solo_para_ti_speaks_to_its_reader(played):
    """N13: «Khaine tenía 32 recursos y paga 2 de mantenimiento: le quedan 30.» under «Solo
    para ti»; the GM report keeps the third person."""
    # said before the resources roll, which the sheet's «Tesoro» already counts (a play-test read two treasuries)
    assert "Tras tus órdenes tenías 32 recursos y pagas 2 de mantenimiento: te quedan 30 antes de la tirada de recursos." \
        in text(played, 5, "reports/khaine.md")
    assert "Khaine tenía 32 recursos y paga 2 de mantenimiento: le quedan 30." in text(played, 5, "gm-report.md")


def test_a_happiness_line_names_the_trait_the_miracle_and_no_rise_of_zero(played):
    """N7: «suma 0; con orden 2, una subida × 0,75 → 0» (no rise of 0; Orden is the race's
    trait, not an order number); N8: «milagro o calamidad social +10» when it was a miracle."""
    public = text(played, 4, "report.md")
    assert "milagro social +10; suma +14; con Orden 2, una subida × 0,75 → +10: de 80 a 90." in public
    assert "milagro o calamidad" not in public
    for turn in range(2, 6):
        report = text(played, turn, "report.md")
        assert "suma 0;" not in report and "con orden" not in report
    assert "suma 0: sigue en" in "".join(text(played, t, "report.md") for t in range(2, 6))


def test_the_resources_line_chains_no_two_colons(played):
    """N9: «Tenía 33: ahora tiene 48, el máximo: se pierden 8.»"""
    public = text(played, 4, "report.md")
    assert "Tenía 33; ahora tiene 48 (el máximo; se pierden 8)." in public
    assert "Tenía 26; ahora tiene 53." in public


def test_a_multiplied_die_shows_its_rounding(played):
    """N6: «Exploradores 1 × 0,75 por belicosidad = 0» read as an arithmetic error."""
    assert "Exploradores 1 × 0,75 por belicosidad = 0,75, redondeado a 0, +1 por tecnología" in text(played, 5, "report.md")
    assert "Recursos de Gorkamorka: 1d20 (2) × 0,75 por industriosidad = 1,5, redondeado a 1," in text(played, 4, "report.md")
    assert "× 1 por belicosidad = 2;" in text(played, 5, "report.md")


def test_a_research_line_says_it_once(played):
    """N14: «Investigar Navegación (avance tecnológico), que abre mares: ejecutada — Investigas
    Navegación (avance tecnológico, 10 recursos).»"""
    isha = text(played, 5, "reports/isha.md")
    assert "Investigar Navegación (avance tecnológico), que abre mares: ejecutada — Pagas 10 recursos." in isha


def test_the_trade_income_shows_its_multiplier(played):
    """N16: «+4 por comercio» after a trade die of 3: the ×1,5 of industriosidad was not said."""
    public = text(played, 4, "report.md")
    assert "+4 por comercio (3 × 1,5 por industriosidad = 4,5, redondeado a 4)" in public
    assert "+5 por comercio (5 × 1 por industriosidad = 5)" in public
