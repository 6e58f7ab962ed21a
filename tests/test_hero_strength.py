"""Hero strength per identity (issue 35, scope 2): a hero's win rate in an identity against the
identity's with the other heroes, with Newcombe's interval and a flag where it leaves 0 out."""

from __future__ import annotations

import pytest

from qxs_env.lab.hero_strength import MIN_GAMES, hero_strength


def _row(games: int, wins: int) -> dict[str, int]:
    return {"games": games, "wins": wins}


def test_strong_weak_and_left_out() -> None:
    by_hero = {
        "a": {"cult": _row(200, 160), "leader": _row(30, 10)},  # 0.80 in the cult
        "b": {"cult": _row(400, 200)},  # 0.50
        "c": {"cult": _row(300, 150), "leader": _row(90, 30)},
        "d": {"cult": _row(25, 0)},  # never won, few games
        "e": {"cult": _row(MIN_GAMES - 1, 19)},  # too few games for a row
    }
    table = hero_strength(by_hero)
    cult = table["cult"]
    assert list(cult)[0] == "a" and cult["a"]["flag"] == "strong"
    rest = (200 + 150 + 0 + 19) / (400 + 300 + 25 + MIN_GAMES - 1)
    assert cult["a"]["rest"] == pytest.approx(rest)
    assert cult["a"]["diff"] == pytest.approx(0.8 - rest)
    assert cult["a"]["ci_low"] < cult["a"]["diff"] < cult["a"]["ci_high"]
    assert "e" not in cult
    assert cult["d"]["win_rate"] == 0.0 and cult["d"]["ci_high"] > cult["d"]["diff"]
    assert cult["d"]["flag"] == "weak"  # 0 of 25 against about 0.6: weak, with a sound interval
    assert table["leader"]["a"]["flag"] == "" and set(table["leader"]) == {"a", "c"}
    for rows in table.values():
        for r in rows.values():  # a flag exactly where the interval leaves 0 out
            assert (r["flag"] == "") == (r["ci_low"] <= 0 <= r["ci_high"])
            assert (r["flag"] == "strong") == (r["ci_low"] > 0)


def test_a_wider_sample_narrows_the_interval() -> None:
    small = hero_strength({"a": {"x": _row(40, 30)}, "b": {"x": _row(40, 20)}})["x"]["a"]
    big = hero_strength({"a": {"x": _row(400, 300)}, "b": {"x": _row(400, 200)}})["x"]["a"]
    assert big["diff"] == pytest.approx(small["diff"])
    assert big["ci_high"] - big["ci_low"] < small["ci_high"] - small["ci_low"]
