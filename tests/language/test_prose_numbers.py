"""Issue 25 (digits against words): a count in the engine's prose is written in words under
ten and in digits from ten on, by one helper (the catalogs' WORDS function); tables keep digits."""

from __future__ import annotations

from gm.text.i18n import say


def test_a_small_count_in_prose_is_a_word_and_a_large_one_digits():
    from gm.orderlang.check import tally

    counts = dict(total=12, applied=3, rejected=0, depends=9, waiting=0, unread=0)
    es = tally("es", **counts)
    # the counts of one sentence alike: one of them ten or more, all in digits (WORDS($n, $total))
    assert "12 órdenes: 3 se ejecutarían y 9 dependen" in es, es
    en = tally("en", **counts)
    assert "12 orders: 3 would be carried out" in en, en
    small = tally("es", **{**counts, "total": 8, "applied": 3, "depends": 5})
    assert "De ocho órdenes: tres se ejecutarían y cinco dependen" in small, small
    assert "dos turnos seguidos" in say("es", "orderlang.missed_flagged", faction="X", turns=2)
    assert "15 turnos seguidos" in say("es", "orderlang.missed_flagged", faction="X", turns=15)


def test_every_number_word_is_in_both_catalogs():
    for n in range(10):
        assert say("es", f"number.word.{n}") != f"number.word.{n}"
        assert say("en", f"number.word.{n}") != f"number.word.{n}"
