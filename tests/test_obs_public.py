"""The observation's ``public`` block (issue 4): what lies beside each seat's hero for all to see.

Layout (``qxs_env/rulesets/qxs/obs.py``, docs/observation_and_actions.md): per relative seat, F face
counts and 4 colour counts of the face-up stored cards (狂风快刀's moves, 变脸's card on the hero,
搜罗至宝's treasures, 金刚不坏体's cards), the number of face-down stored cards /10 (六合童子's
page boys, 九阴神功's moves: only the count is public), and the seat's 倾心 tokens /10. The block
sits at the end of the vector, so checkpoints trained before it existed still load
(``qxs_env.train.policy.prefix_digest`` / ``map_columns``), as tested at the end.
"""

from __future__ import annotations

import numpy as np
import pytest

from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.invariants import violations
from qxs_env.rulesets.qxs.obs import PB_COLOUR, PB_DOWN, PB_FIXED, PB_QINGXIN
from qxs_env.rulesets.qxs.scenario import Scenario

IDS5 = ["leader", "cult", "righteous", "cult", "court"]
COLOURS = {"red": 0, "blue": 1, "yellow": 2, "white": 3}


def sc5(**kw) -> Scenario:
    return Scenario(players=5, seed=0, identities=IDS5, **kw)


def public_of(sc: Scenario, viewer: int, seat: int) -> np.ndarray:
    """The public block of absolute ``seat`` as ``viewer`` sees it."""
    eng = sc.eng
    nf = eng.layout.n_faces
    w = nf + PB_FIXED
    start = eng.layout.slices["public"].start + ((seat - viewer) % 5) * w
    return eng.observe(viewer)[start : start + w]


def face_of(sc: Scenario, c: int) -> int:
    return int(sc.eng.tba[0].card_face[c])


def colour_of(sc: Scenario, c: int) -> int:
    return int(sc.eng.tba[0].card_suit[c])


def test_public_block_follows_the_judgement_with_one_row_per_seat():
    """The block was the last slice when added: 10 seats x (F + 8), right after the judgement;
    only the help history and the chain (issue 20) were added after it (the layout grows at its
    end)."""
    lay = sc5().eng.layout
    sl = lay.slices["public"]
    assert list(lay.slices)[-3:] == ["public", "help_history", "chain"]
    assert lay.slices["judgement"].stop == sl.start
    assert lay.slices["help_history"].start == sl.stop
    assert lay.slices["chain"].stop == lay.size
    assert sl.stop - sl.start == 10 * (lay.n_faces + PB_FIXED)


def test_tianboguang_kuangfeng_stored_move_is_seen_by_every_seat():
    """田伯光 狂风快刀 puts the move aside face up (docs/rulings.md): every seat sees its face and
    colour in 田伯光's row; once he uses it, the row is empty again."""
    from rulesets.qxs.helpers import _kuangfeng_stores  # (tests/ is on sys.path under pytest)

    sc = _kuangfeng_stores()  # 狂风快刀: his 力 2x1 is set aside
    moved = next(c for c in sc.cards_of("li_2x1") if sc.zone_of(c) == ("stored", 2))
    nf = sc.eng.layout.n_faces
    for viewer in range(5):
        row = public_of(sc, viewer, 2)
        assert row[face_of(sc, moved)] == 1.0, viewer
        assert row[:nf].sum() == 1.0
        assert row[nf + PB_COLOUR + colour_of(sc, moved)] == 1.0
        assert row[nf + PB_DOWN] == 0.0
        for other in (0, 1, 3, 4):
            assert not public_of(sc, viewer, other).any()
    assert sc.state["cflag"][moved] & L.CF_STORED_UP
    sc.play_phase(2)
    sc.use("li_2x1")
    if sc.decision().kind == "target":
        sc.target(3)
    assert sc.zone_of(moved)[0] != "stored"
    assert not sc.state["cflag"][moved] & L.CF_STORED_UP  # the flag left with the card
    assert not public_of(sc, 0, 2)[:nf].any()
    assert violations(sc.eng, 0) == []


def test_fengxifan_page_boys_show_only_their_number_to_others():
    """六合童子's page boys lie face down: others see how many (/10), never a face; the owner
    sees the same count here (their faces are in his own ``stored`` slice)."""
    sc = sc5()
    sc.set_hero(2, "fengxifan")
    sc.stored(2, ["qi_1x1", "li_1x1"])
    nf = sc.eng.layout.n_faces
    for viewer in range(5):
        row = public_of(sc, viewer, 2)
        assert not row[: nf + 4].any()
        assert row[nf + PB_DOWN] == pytest.approx(0.2)


def test_yucanghai_bianlian_card_on_the_hero_is_public():
    """余沧海 变脸: the card placed on his hero (it sets his hero colour) is seen by every seat."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "yucanghai")
    white, _ = sc.draw_pile_top([("su_1x2", "white"), ("li_1x1", "red")])
    sc.start_turn(0)
    sc.yes()
    sc.hand_card("su_1x2", "white")
    assert sc.zone_of(white) == ("stored", 0)
    nf = sc.eng.layout.n_faces
    for viewer in range(5):
        row = public_of(sc, viewer, 0)
        assert row[face_of(sc, white)] == 1.0
        assert row[nf + PB_COLOUR + COLOURS["white"]] == 1.0


def test_xiangwentian_treasure_is_public():
    """向问天 搜罗至宝: a treasure lies beside him face up; its colour decides who may receive it
    (投其所好), so every seat sees face and colour."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "xiangwentian")
    draw = int(sc.eng.cfg[L.C_DRAW])
    cards = sc.draw_pile_top([("qi_1x1", "yellow"), "li_1x1", "su_2x2", "ji_1x1"][:draw])
    sc.start_turn(0)
    sc.yes()
    sc.hand_card("qi_1x1", "yellow")
    nf = sc.eng.layout.n_faces
    row = public_of(sc, 3, 0)
    assert row[face_of(sc, cards[0])] == 1.0
    assert row[nf + PB_COLOUR + COLOURS["yellow"]] == 1.0


def test_qingxin_tokens_are_public():
    """林朝英's 倾心 tokens lie in front of whoever holds them: every seat sees the number."""
    sc = sc5()
    sc.set_hero(0, "linchaoying")
    sc.state["qingxin"][3] = 2
    nf = sc.eng.layout.n_faces
    for viewer in range(5):
        assert public_of(sc, viewer, 3)[nf + PB_QINGXIN] == pytest.approx(0.2)
        assert public_of(sc, viewer, 1)[nf + PB_QINGXIN] == 0.0


# ------------------------------------------------ checkpoints of a shorter (prefix) layout


@pytest.mark.extras
def _prefix_checkpoint(tmp_path, hint: bool):
    """A checkpoint written as if the observation had stopped before the ``public`` block."""
    torch = pytest.importorskip("torch")
    from qxs_env.train.policy import build_net, engine_signature, prefix_digest

    sig = engine_signature()
    old = sig["slices"]["public"][0]
    n_act = sig["n_actions"]
    full = old + (n_act if hint else 0)
    inputs = np.array([0, 5, old - 1] + ([old, old + 7, full - 1] if hint else []), np.int64)
    net = build_net(len(inputs), n_act, [8], "tanh")
    ckpt = {
        "format": "qxs_env.trained/2",
        "identity": "cult",
        "obs_size": old,
        "n_actions": n_act,
        "layout": prefix_digest(sig, old),
        "hint": hint,
        "hidden": [8],
        "activation": "tanh",
        "dtype": "float32",
        "state_dict": net.state_dict(),
        "meta": {},
        "inputs": torch.from_numpy(inputs),
    }
    path = tmp_path / "cult.pt"
    torch.save(ckpt, path)
    return path, ckpt, sig, inputs


@pytest.mark.extras
@pytest.mark.parametrize("hint", [False, True])
def test_checkpoint_of_a_prefix_layout_loads_with_mapped_columns(tmp_path, hint):
    """A network trained before the observation grew at its end reads the same observation
    columns, and the hint columns moved by the growth; it never reads the new block."""
    pytest.importorskip("torch")  # (the train extra: qxs_env.train.policy needs torch)
    from qxs_env.train.policy import load_agent

    path, ckpt, sig, inputs = _prefix_checkpoint(tmp_path, hint)
    _, header = load_agent(path)
    got = header["inputs"]
    old = ckpt["obs_size"]
    grow = sig["obs_size"] - old
    want = np.where(inputs >= old, inputs + grow, inputs)
    assert (got == want).all()
    pub = sig["slices"]["public"]
    assert not ((got >= pub[0]) & (got < pub[1])).any()


@pytest.mark.extras
def test_checkpoint_of_another_layout_is_refused(tmp_path):
    """Only a true prefix is accepted: a digest that is not today's prefix is refused."""
    torch = pytest.importorskip("torch")
    from qxs_env.train.policy import CheckpointMismatch, load_agent

    path, ckpt, _, _ = _prefix_checkpoint(tmp_path, False)
    ckpt["layout"] = "0123456789abcdef"
    torch.save(ckpt, path)
    with pytest.raises(CheckpointMismatch, match="layout changed"):
        load_agent(path)
