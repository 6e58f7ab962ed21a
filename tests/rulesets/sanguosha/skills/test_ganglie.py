"""夏侯惇 · 剛烈 (S-HERO-XIAHOUDUN-1, ruling S-OPEN-18): the seat that damaged him judges; black:
it takes 1 damage from him or discards two hand cards."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_SELECT
from qxs_env.rulesets.sanguosha import layout as L

from ..table import Table, hero_table


def black_and_red(t: Table) -> tuple[int, int]:
    """A black and a red 閃 or 殺 of the deck (card ids)."""
    suits = t.eng.tba[0]["card_suit"]
    cards = [c for c in range(104) if L.FACE_IDS[int(t.faces[c])] in ("shan", "sha")]
    black = next(c for c in cards if int(suits[c]) in (0, 2))
    red = next(c for c in cards if int(suits[c]) in (1, 3))
    return black, red


def test_ganglie_black_the_source_chooses_damage() -> None:
    t = hero_table({1: "xiahoudun"})
    black, _ = black_and_red(t)
    t.deal({t.lord: ["sha", "tao", "tao"]}, top=[black])
    hp = t.hp(t.lord)
    t.play("sha")
    t.act(t.target(t.seat(1)))
    assert t.decision() == (t.lord, L.DEC_SKILL_YES)
    t.act(t.passes)  # the damage, not the two cards
    assert t.hp(t.lord) == hp - 1 and len(t.hand(t.lord)) == 2


def test_ganglie_black_the_source_discards_two() -> None:
    t = hero_table({1: "xiahoudun"})
    black, _ = black_and_red(t)
    t.deal({t.lord: ["sha", "tao", "tao"]}, top=[black])
    hp = t.hp(t.lord)
    t.play("sha")
    t.act(t.target(t.seat(1)))
    t.act(t.yes)
    assert t.decision() == (t.lord, DEC_SELECT)
    t.play("tao")  # the other 桃, the only card left, is taken without asking (auto_forced)
    assert t.hp(t.lord) == hp and t.hand(t.lord) == []


def test_ganglie_red_nothing() -> None:
    t = hero_table({1: "xiahoudun"})
    _, red = black_and_red(t)
    t.deal({t.lord: ["sha", "tao", "wuzhong"]}, top=[red])
    hp = t.hp(t.lord)
    t.play("sha")
    t.act(t.target(t.seat(1)))
    assert t.decision() == (t.lord, L.DEC_PLAY) and t.hp(t.lord) == hp
