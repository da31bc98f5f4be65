"""What a test reads of a private report: the report without its closing order form.

The form's hints list what a line may name (every faction, a rule's entries) whatever
happened in the turn, so a test that a report does not name someone reads the report up
to the form; the form's own secrecy is tested on the form (tests/orderlang/test_form*.py)."""

from __future__ import annotations

import re

# orderlang-form_heading in es and en, in any format's heading markup
_FORM_HEADING = re.compile(r"^.*(Tus órdenes para el turno|Your orders for turn) \d+", re.M)


def without_order_form(report: str) -> str:
    """`report` up to the heading of its order form (all of it when it has none)."""
    found = _FORM_HEADING.search(report)
    return report[:found.start()] if found else report
