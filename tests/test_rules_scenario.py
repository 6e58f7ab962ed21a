"""Tests of the scenario helper itself (qxs_env.rulesets.qxs.scenario): the set-up keeps every card
in exactly
one zone, errors are clear, actions go through the engine's legality check, and the worked
example of the module docstring runs as written."""

from __future__ import annotations

import re
from collections import Counter

import numpy as np
import pytest

import qxs_env.rulesets.qxs.scenario as scenario_module
from qxs_env.engine import layout as FL
from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.scenario import Scenario

FIVE = ["leader", "righteous", "cult", "cult", "court"]


def _check_zones(sc: Scenario) -> None:
    """Every physical card is listed in exactly the zone its ``zone`` field names."""
    s = sc.eng.state
    n = sc.eng.n_cards
    seen: Counter[int] = Counter()
    zone = s["zone"][0]
    for c in s["draw"][0, : int(s["n_draw"][0])]:
        assert zone[c] == FL.Z_DRAW
        seen[int(c)] += 1
    for c in s["disc"][0, : int(s["n_disc"][0])]:
        assert zone[c] == FL.Z_DISCARD
        seen[int(c)] += 1
    for p in range(sc.n):
        for c in s["hand"][0, p, : int(s["hand_n"][0, p])]:
            assert zone[c] == FL.Z_HAND and s["owner"][0, c] == p
            seen[int(c)] += 1
        for c in s["equip"][0, p]:
            if c >= 0:
                assert zone[c] == FL.Z_EQUIP and s["owner"][0, c] == p
                seen[int(c)] += 1
        for c in s["judge"][0, p, : int(s["judge_n"][0, p])]:
            assert zone[c] == FL.Z_JUDGE and s["owner"][0, c] == p
            seen[int(c)] += 1
    out = [c for c in range(n) if zone[c] in (FL.Z_OUT, FL.Z_PROC)]
    for c in out:
        seen[c] += 1
    assert all(v == 1 for v in seen.values())
    assert sorted(seen) == list(range(n))


def test_docstring_example_runs() -> None:
    """The worked example in the module docstring runs and its assertions hold."""
    doc = scenario_module.__doc__ or ""
    block = re.search(r"::\n\n((?:    .*\n|\n)+)", doc.split("Worked example")[1])
    assert block is not None
    code = "\n".join(line[4:] for line in block.group(1).splitlines())
    exec(compile(code, "scenario-docstring", "exec"), {"print": lambda *a, **k: None})


def test_setup_keeps_every_card_in_one_zone() -> None:
    """Set-up moves real cards: after a busy set-up every card is in exactly one zone."""
    sc = Scenario(5, seed=7, clear=False, identities=FIVE)
    _check_zones(sc)
    sc.hand(0, ["kanpo", ("kanpo", "red"), "li_1x1"])
    sc.hand(1, ["heiyuduanxugao"])
    sc.equip(2, "longxiangbanruogong")
    sc.equip(2, "kuihuabaodian")  # replaces: the first goes back to the draw pile
    sc.equip(3, "lingboweibu", slot="minus")
    sc.equip(3, "lingboweibu", slot="plus")  # moves it
    sc.judgement(4, ["beisuqingfeng", "sanshinaoshendan"])
    sc.draw_pile_top(["xixing", "li_2x1"])
    sc.discard_pile_add(["su_1x2"])
    _check_zones(sc)
    assert sc.equipment(2) == {"internal": "kuihuabaodian"}
    assert sc.equipment(3) == {"lightness+1": "lingboweibu"}
    assert sc.hand_faces(0) == ["kanpo", "kanpo", "li_1x1"]
    assert sorted(sc.card_colour(c) for c in sc.state["hand"][0, :3]) == ["blue", "red", "red"]
    top = sc.state["draw"][int(sc.state["n_draw"]) - 1]
    assert sc.card_name(top) == "xixing"
    sc.empty_draw_pile(to="out")
    sc.empty_discard_pile(to="draw")
    _check_zones(sc)
    sc.kill(4)
    _check_zones(sc)
    assert sc.judgement_faces(4) == []


def test_clear_table_empties_every_seat() -> None:
    """By default the table starts clear: no seat holds a card."""
    sc = Scenario(6)
    assert all(sc.hand_size(p) == 0 for p in range(6))
    assert sc.draw_pile_size() == sc.eng.n_cards


def test_unavailable_card_is_a_clear_error() -> None:
    """Asking for more copies than the deck has, or an unknown face, raises ValueError."""
    sc = Scenario(5)
    with pytest.raises(ValueError, match="lingboweibu"):
        sc.hand(0, ["lingboweibu", "lingboweibu"])
    with pytest.raises(ValueError, match="unknown card face"):
        sc.hand(0, ["no_such_card"])
    with pytest.raises(ValueError, match="colour"):
        sc.hand(0, [("kanpo", "green")])
    with pytest.raises(ValueError):
        sc.hand(0, [("xixing", "red")])  # the starter deck has only yellow 吸星


def test_acting_after_setup_needs_a_restart() -> None:
    """Changing the table invalidates the pending decision until play is (re)started."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    with pytest.raises(RuntimeError, match="start_turn"):
        sc.end_phase()
    sc.play_phase(0)
    sc.end_phase()


def test_wrong_decision_kind_and_illegal_actions_raise() -> None:
    """A named action of the wrong kind raises ValueError; an illegal action is refused by
    Engine.step with ValueError and changes nothing."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.play_phase(0)
    with pytest.raises(ValueError, match="not respond"):
        sc.respond("li_1x1")
    sc.use("li_1x1")
    before = sc.eng.to_bytes()
    with pytest.raises(ValueError, match="illegal action"):
        sc.target(2)  # distance 2, range 1
    assert sc.eng.to_bytes() == before
    with pytest.raises(ValueError, match="illegal action"):
        sc.target(0)  # never yourself


def test_target_takes_absolute_seats() -> None:
    """target(seat) names the absolute seat; the engine's seat actions are relative."""
    sc = Scenario(5, identities=FIVE, auto_forced=False)
    sc.hand(3, ["ji_1x6", "zhangmenxinwu"])
    sc.play_phase(3)
    sc.use("ji_1x6")
    assert sc.targets() == [0, 1, 2, 4]
    sc.target(1)
    assert sc.decision().kind == "respond" and sc.decision().actor == 1


def test_events_in_words_and_log() -> None:
    """events() gives the words of the last step; log keeps everything since play started."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["li_2x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("li_2x1")
    sc.target(1)
    words = sc.events()
    assert any("takes 1 red damage from seat 0" in w for w in words)
    assert sc.log[: len(words)] == words or sc.log[-len(words) :] == words
    assert any("uses" in w for w in sc.log)
    assert isinstance(sc.describe(), str) and "seat 0" in sc.describe()
    assert "seat 1" in sc.table()


def test_inject_damage_and_hp_setters() -> None:
    """hp() sets and reads HP (bounded by max HP); inject_damage deals damage with prevention,
    dying and death as usual."""
    sc = Scenario(5, identities=FIVE)
    assert sc.hp(0) == 5 and sc.max_hp(0) == 5
    with pytest.raises(ValueError):
        sc.hp(1, 5)
    sc.hp(1, 5, max=6)
    assert (sc.hp(1), sc.max_hp(1)) == (5, 6)
    sc.hand(0, ["zhangmenxinwu", "kanpo"])
    sc.play_phase(0)
    sc.inject_damage(1, 2, source=0, colour="yellow")
    assert sc.hp(1) == 3
    assert sc.logged(L.EV_DAMAGE)[-1] == (0, 1, 2, 2, 0)
    assert sc.decision().kind == "play" and sc.decision().actor == 0


def test_identities_set_hp_and_reveal() -> None:
    """identities() fixes identities, reveals the leader only, and sets HP with the bonus."""
    sc = Scenario(4)
    sc.identities(["cult", "leader", "court", "righteous"])
    assert list(sc.state["revealed"][:4]) == [0, 1, 0, 0]
    assert [sc.max_hp(p) for p in range(4)] == [4, 4, 4, 4]  # no bonus at 4 players
    sc = Scenario(6, identities=["cult", "leader", "court", "righteous", "cult", "cult"])
    assert [sc.max_hp(p) for p in range(6)] == [4, 5, 4, 4, 4, 4]
    assert sc.identity(1) == "leader"
    assert np.all(sc.state["alive"][:6] == 1)
