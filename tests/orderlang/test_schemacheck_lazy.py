"""The order form reads every line it offers, and each value goes through the orders
schema (gm.orderlang.schemacheck): the yes/no is jsonschema-rs's, as validation's, so a
turn whose form values all pass never imports jsonschema (a tenth of a second, issue 26);
a refused value is still worded by jsonschema."""

import subprocess
import sys
from pathlib import Path

from gm.orderlang import schemacheck

ROOT = Path(__file__).resolve().parents[2]


def test_a_sample_resolve_never_imports_jsonschema(tmp_path):
    code = ("import sys; from gm import api; "
            f"api.resolve_turn({str(ROOT / 'sample_games' / 'nuevo-amanecer' / 'turn-01')!r}, {str(tmp_path / 'out')!r}, seed='x'); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] == 'jsonschema'))")
    got = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert got.stdout.strip() == "[]"


def test_a_refused_value_is_still_worded():
    assert schemacheck._refusal("nuevo-amanecer", "mover", "army", "Not An Id!") is not None
    assert schemacheck._refusal("nuevo-amanecer", "mover", "army", "cazadores") is None
    assert schemacheck._yes_no({"type": "integer", "maximum": 3})(2**80) is False
