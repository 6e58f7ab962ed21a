"""Card effect ``set_alignment_evil`` (qxs_env/rulesets/qxs/cards/set_alignment_evil.py): 近墨者黑
(``jinmozhehei``).

Effect: A character's alignment becomes evil (恶).

近墨者黑 (configs/cards.yaml): Any one character's alignment becomes evil (恶).

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.obs import SEAT_BASE

from .helpers import wide_scenario


def test_jinmozhehei_makes_a_character_evil() -> None:
    """近墨者黑: the target's alignment becomes 恶 (shown in the seat block of the observation);
    an evil character is no longer a target. With heroes off everybody starts 善."""
    sc = wide_scenario()
    sc.hand(0, ["jinmozhehei", "jinmozhehei", "zhangmenxinwu"])
    sc.play_phase(0)
    assert [int(x) for x in sc.state.align[:5]] == [0] * 5
    sc.use("jinmozhehei")
    assert sc.targets() == [0, 1, 2, 3, 4]
    sc.target(3)
    assert int(sc.state.align[3]) == L.ALIGN_EVIL
    obs = sc.eng.observe(0)
    assert obs[sc.eng.layout.seat_slice(3).start + 22] == 1.0
    assert obs[sc.eng.layout.seat_slice(2).start + 22] == 0.0
    sc.use("jinmozhehei")
    assert sc.targets() == [0, 1, 2, 4]
    assert SEAT_BASE == 27
