"""Hero skill ``kuangfeng_kuaidao`` (田伯光 狂风快刀): its scenario tests.

狂风快刀: After anyone's move resolves, you may set aside from your hand a move of the same name;
then you may throw away one card of any character. Moves set aside this way can later be put out
without counting against limits.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from ..helpers import _kuangfeng_stores, ok


def test_tianboguang_kuangfeng_sets_aside_a_same_name_move_and_discards():
    """田伯光 狂风快刀: after another's 力 attack resolves he sets aside his own 力 and throws away
    a card of any character (without the skill: nothing is asked, both cards stay)."""
    sc = _kuangfeng_stores()
    s = sc.state
    assert int(s["sk_tok"][2].max()) == 1  # the count of moves set aside, public


def test_tianboguang_kuangfeng_stored_move_ignores_the_attack_limit():
    """田伯光 狂风快刀: in his play phase, after his one attack, the move set aside can still be
    used (it counts against no limit); a hand move cannot."""
    sc = _kuangfeng_stores()
    sc.play_phase(2)
    sc.use("qi_1x1").target(3)
    while sc.decision().actor != 2 or sc.decision().kind != "play":
        sc.pass_()
    assert not sc.can_use("qi_1x2")  # his attack opportunity is used
    assert sc.can_use("li_2x1")  # the stored 力: free
    sc.use("li_2x1")
    if sc.decision().kind == "target":
        sc.target(3)
    assert all(sc.zone_of(c)[0] != "stored" for c in sc.cards_of("li_2x1"))
    assert len([r for r in sc.logged(L.EV_USE) if r[0] == 2]) == 2  # two attacks, limit one
    ok(sc)


def test_tianboguang_kuangfeng_stored_move_defends():
    """田伯光 狂风快刀: a move set aside may be played in defence as from hand."""
    sc = _kuangfeng_stores()
    sc.hand(2, ["heiyuduanxugao", "zhangmenxinwu", "kanpo"])  # no move in hand (3 cards: he
    sc.hand(3, ["li_1x1"])  # can be attacked despite 万里独行)
    sc.play_phase(3)
    sc.use("li_1x1").target(2)
    d = sc.decision()
    assert d.kind == "respond" and d.actor == 2
    sc.respond("li_2x1")
    assert sc.clashes()[-1][3] == 2  # his stored 力 2x1 defended
    ok(sc)
