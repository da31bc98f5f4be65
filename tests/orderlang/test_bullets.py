"""A list's marks before an order are the player's layout, never part of the order: `- `,
`* `, `• `, `1. `, `2) `, and the numbered dashes forum players type (`3- `, `4 - `, `5 – `),
found by a player who had not read the phrasebook (`3- investigar tecnológico Rueda` was
"no conozco la orden «3-»"). A number that is not a mark (`2.5`, `10x`) stays."""

from __future__ import annotations

import pytest

from gm.orderlang.text import clean_line


@pytest.mark.parametrize("written", ["- mover X a C3", "* mover X a C3", "1. mover X a C3", "2) mover X a C3",
                                     "3- mover X a C3", "4 - mover X a C3", "5 – mover X a C3", "  12.  mover X a C3"])
def test_a_list_mark_is_not_the_order(written):
    assert clean_line(written).strip() == "mover X a C3"


@pytest.mark.parametrize("written", ["2.5 de comida", "10x mover", "3-4 mover"])
def test_a_number_that_is_no_mark_stays(written):
    assert clean_line(written).strip() == written
