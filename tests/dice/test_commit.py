"""gm.dice.commit: the fixed-size Merkle tree `gm seal` posts the root of."""

from gm.dice.commit import DEPTH, SLOTS, build, dice_label, dice_leaf, fold, stream_leaf

SEED = "0123456789abcdef0123456789abcdef"


def _streams(n):
    return {"gm": "g" * 32, "public": "p" * 32, **{f"faction/f{i}": f"{i:032x}" for i in range(n)}}


def test_every_leaf_folds_up_its_proof_to_the_commitment():
    streams = _streams(5)
    tree = build(SEED, 4, streams, {"t04/x": [3, 4]})
    for name, seed in streams.items():
        proof = tree.proof(name)
        assert len(proof["path"]) == DEPTH and 0 <= proof["slot"] < SLOTS
        assert fold(4, stream_leaf(4, name, seed), proof) == tree.commitment
    proof = tree.proof(dice_label("t04/x"))
    assert fold(4, dice_leaf(4, "t04/x", [3, 4], tree.salt("t04/x")), proof) == tree.commitment
    assert fold(4, dice_leaf(4, "t04/x", [3, 5], tree.salt("t04/x")), proof) != tree.commitment


def test_a_proof_says_nothing_of_the_number_of_leaves():
    small, big = build(SEED, 4, _streams(2), {}), build(SEED, 4, _streams(40), {})
    a, b = small.proof("public"), big.proof("public")
    assert len(a["path"]) == len(b["path"]) == DEPTH
    assert a["slot"] == b["slot"]  # a slot is drawn from the turn seed and the label alone
    assert small.commitment != big.commitment


def test_a_changed_sibling_a_wrong_slot_or_turn_fail():
    tree = build(SEED, 4, _streams(3), {})
    leaf = stream_leaf(4, "public", "p" * 32)
    proof = tree.proof("public")
    bad = {**proof, "path": ["0" * 64] + proof["path"][1:]}
    assert fold(4, leaf, bad) != tree.commitment
    assert fold(4, leaf, {**proof, "slot": proof["slot"] ^ 1}) != tree.commitment
    assert fold(5, leaf, proof) != tree.commitment
    assert fold(4, leaf, {"slot": -1, "path": proof["path"]}) is None
    assert fold(4, leaf, {**proof, "path": proof["path"][:-1]}) is None
    assert fold(4, leaf, "nonsense") is None
