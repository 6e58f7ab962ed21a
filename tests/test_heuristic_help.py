"""The heuristic reads help, forced acts and the cancel chain (issue 20, weaknesses 2 and 7).

The observation's ``help_history`` slice (``layout.HL_*``) and ``chain`` slice
(``qxs_env/rulesets/qxs/obs.py``) feed the heuristic's belief (``agents/heuristic/table_view.py``,
``_help_acts``) and its cancel decisions (``agents/heuristic/answers.py``, ``_chain_cancel``).
Each test shows the new choice next to the previous version's (``help_history=False``, which
reads neither slice: the version these rules were measured against, docs/agents.md).
"""

from __future__ import annotations

from test_heuristic_allegiance import _card, _choice, _hostile, _pass_until, _seat_action, _table

from agents import heuristic as H
from qxs_env.rulesets.qxs import layout as L


def _new() -> H.HeuristicPolicy:
    return H.HeuristicPolicy(deck="standard")


def _new_without_fixes() -> H.HeuristicPolicy:
    return H.HeuristicPolicy(deck="standard", fixes=0)


def _prev() -> H.HeuristicPolicy:
    return H.HeuristicPolicy(deck="standard", help_history=False)


def test_previous_version_is_selectable_in_the_lab() -> None:
    from qxs_env.lab import simulate as lab
    from qxs_env.rulesets.qxs.config import GameConfig

    pol = lab.make_policy("agents.heuristic:heuristic_without_help_history", GameConfig(players=5))
    assert isinstance(pol, H.HeuristicPolicy) and not pol.help_history
    assert (pol._hof[16:18] == -1).all() and (_new()._hof[16:18] >= 0).all()


def test_forced_attack_is_the_forcers_not_the_attackers() -> None:
    """Seat 2's 暗器 made seat 1 attack the leader (1 damage). The previous version counted the
    attack as seat 1's and the 暗器 as seat 2's harm to seat 1 (an enemy's enemy: a friend), so
    the leader attacked seat 1; now seat 1's forced attack is not hostile and seat 2 is the one
    that chose the leader as the victim: the leader attacks seat 2."""
    sc = _table()
    _hostile(sc, 1, 0, attacks=1, damage=1)
    h = sc.state["helps"]
    h[1, 0, L.HL_FORCED_ATTACK] = 1
    h[2, 0, L.HL_FORCED] = 1
    h[2, 1, L.HL_FORCED_TO] = 1
    sc.state["hist"][2, 1, L.H_HARM] = 1
    sc.equip(0, "tianluodiwangshi")  # an internal art of range 6
    sc.hand(0, ["tiezhang"])
    sc.play_phase(0)
    sc.act(_card(sc, "tiezhang"))
    assert sc.decision().kind == "target"
    assert _choice(sc, _prev()) == _seat_action(sc, 1)
    assert _choice(sc, _new()) == _seat_action(sc, 2)


def test_protection_outweighs_an_attack() -> None:
    """Seat 1 attacked the leader once but cancelled three harmful cards aimed at it. The
    previous version saw only the attack and attacked seat 1; now the protections make seat 1
    the likely righteous, so the three other unknown seats hold the two cult and the court: the
    leader attacks its other neighbour, seat 4. (With issue 34's silent-seat fix on, the
    default, the leader attacks no seat that has done nothing, so the help arithmetic is
    compared with the fixes off: tests/test_heuristic_issue34.py tests the fix.)"""
    sc = _table()
    _hostile(sc, 1, 0, attacks=1, damage=1)
    sc.state["helps"][1, 0, L.HL_PROTECT] = 3
    sc.hand(0, ["tiezhang"])
    sc.play_phase(0)
    assert _choice(sc, _prev()) == _card(sc, "tiezhang")
    assert _choice(sc, _new_without_fixes()) == _card(sc, "tiezhang")
    sc.act(_card(sc, "tiezhang"))
    assert sc.decision().kind == "target"
    assert _choice(sc, _prev()) == _seat_action(sc, 1)
    assert _choice(sc, _new_without_fixes()) == _seat_action(sc, 4)


def _chain_on_a_friend() -> object:
    """Seat 2 (a clear enemy) uses 吸星 on seat 1 (a friend: it protected the leader three
    times); the leader cancels it, then seat 3 (another clear enemy) cancels the leader's
    看破. The leader, holding a second 看破, is asked again (depth 2)."""
    sc = _table()
    _hostile(sc, 2, 0, attacks=3, damage=3)
    _hostile(sc, 3, 0, attacks=3, damage=3)
    sc.state["helps"][1, 0, L.HL_PROTECT] = 3
    sc.hand(0, ["kanpo", "kanpo"])
    sc.hand(1, ["tiezhang"])
    sc.hand(2, ["xixing"])
    sc.hand(3, ["kanpo"])
    sc.play_phase(2)
    sc.use("xixing")
    if sc.decision().kind == "target":
        sc.target(1)
    _pass_until(sc, 0, "cancel")
    assert _choice(sc, _new()) == _card(sc, "kanpo")  # a harmful card on a friend
    sc.act(_card(sc, "kanpo"))
    _pass_until(sc, 3, "cancel")
    sc.act(_card(sc, "kanpo"))
    _pass_until(sc, 0, "cancel")
    return sc


def test_recancel_when_the_net_effect_helps_a_friend() -> None:
    """At depth 2 a further 看破 stops the 吸星 on the friend again (an enemy's cancel on top):
    the new heuristic plays it; the previous one never cancelled in a chain."""
    sc = _chain_on_a_friend()
    assert _choice(sc, _prev()) == sc.eng.offsets["pass"]
    assert _choice(sc, _new()) == _card(sc, "kanpo")


def test_never_cancel_a_friends_cancel() -> None:
    """Seat 2 (a clear enemy) draws with 掌门信物 and seat 1 (a friend) cancels it; the leader,
    asked next in the chain, does not cancel its friend's cancel (that would restore the
    enemy's draw)."""
    sc = _table()
    _hostile(sc, 2, 0, attacks=3, damage=3)
    sc.state["helps"][1, 0, L.HL_PROTECT] = 3
    sc.hand(0, ["kanpo", "tiezhang"])
    sc.hand(1, ["kanpo"])
    sc.hand(2, ["zhangmenxinwu", "tiezhang"])
    sc.play_phase(2)
    sc.use("zhangmenxinwu")
    _pass_until(sc, 1, "cancel")
    sc.act(_card(sc, "kanpo"))
    _pass_until(sc, 0, "cancel")
    assert _choice(sc, _new()) == sc.eng.offsets["pass"]
