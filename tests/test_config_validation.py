"""GameConfig checks every field at construction (issue 18): types (bools for switches, ints
that are not bools or floats, finite real rewards, strs among the allowed names) and ranges that
the state's dtypes hold (HP is an int8: base_hp=200 used to deal seats -56 HP) and that make a
playable game. Every error names the field."""

from __future__ import annotations

import math

import numpy as np
import pytest

from qxs_env.rulesets.qxs.config import BOOL_FIELDS, FLOAT_FIELDS, INT_FIELDS, GameConfig

BAD_VALUES: list[tuple[str, object]] = [
    ("players", 3),
    ("players", 11),
    ("players", True),
    ("players", 8.0),
    ("players", "8"),
    ("mode", "chaos"),
    ("mode", None),
    ("deck", ""),
    ("deck", 3),
    ("deck", None),
    ("heroes", "some"),
    ("heroes", True),
    ("hero_pool", "aobai"),
    ("hero_pool", ("aobai", 3)),
    ("hero_pool", ("",)),
    ("hero_hp", "aobai:4"),
    ("hero_hp", ("aobai",)),
    ("hero_hp", ("aobai:0",)),
    ("hero_hp", ("aobai:4", "aobai:5")),
    ("hero_assign", "choose"),
    ("hero_assign", 5),
    ("hero_assign", ("aobai",) * 7),  # 8 players
    ("max_turns", -1),
    ("max_turns", 1.5),
    ("max_turns", 2**31),
    ("max_turns", True),
    ("max_decisions", -5),
    ("max_decisions", 2**40),
    ("max_decisions", 100.0),
    ("auto_forced", 1),
    ("auto_forced", "yes"),
    ("lingbo_both", None),
    ("mutual_knowledge", 0),
    ("heal_at_full", "no"),
    ("specials", "yes"),
    ("keyed_deal", 1),
    ("hand_start", -1),
    ("hand_start", 51),
    ("hand_start", 5.0),
    ("draw_per_turn", -2),
    ("draw_per_turn", 1000),
    ("draw_per_turn", False),
    ("base_hp", 0),
    ("base_hp", 200),
    ("base_hp", 4.5),
    ("leader_bonus", -10),
    ("leader_bonus", 11),
    ("leader_bonus", 1.0),
    ("leader_bonus", True),
    ("kill_draw", -1),
    ("kill_draw", 300),
    ("kill_draw", "3"),
    ("attacks_per_turn", -1),
    ("attacks_per_turn", 200),
    ("attacks_per_turn", 1.5),
    ("reward_win", "abc"),
    ("reward_win", math.nan),
    ("reward_win", math.inf),
    ("reward_win", True),
    ("reward_win", None),
    ("reward_loss", -math.inf),
    ("reward_loss", "1"),
    ("reward_truncated", math.nan),
    ("reward_truncated", 1e39),  # beyond float32: the returns array would hold inf
    ("blue_identities", ("purple",)),
    ("blue_identities", (3,)),
    ("blue_identities", None),
    ("extra", []),
    ("extra", {1: 2}),
]


def test_every_field_has_a_bad_value() -> None:
    """The table above covers every field of GameConfig."""
    tested = {name for name, _ in BAD_VALUES}
    assert tested == set(GameConfig.__dataclass_fields__)


@pytest.mark.parametrize(("name", "value"), BAD_VALUES, ids=lambda x: repr(x)[:20])
def test_bad_field_value_is_refused_naming_the_field(name: str, value: object) -> None:
    with pytest.raises(ValueError, match=name):
        GameConfig(**{name: value})


def test_hp_fits_the_state() -> None:
    """The largest starting HP allowed (base_hp 50 + leader bonus 10) fits the int8 HP with room
    for skills that raise it; one more is refused."""
    GameConfig(base_hp=50, leader_bonus=10)
    with pytest.raises(ValueError, match="base_hp"):
        GameConfig(base_hp=50, leader_bonus=10).replace(base_hp=51)


def test_replace_validates_again() -> None:
    with pytest.raises(ValueError, match="max_turns"):
        GameConfig().replace(max_turns=1.5)


def test_valid_values_are_kept_and_normalised() -> None:
    """Existing valid uses keep working; numpy scalars become Python numbers, lists tuples."""
    c = GameConfig(
        players=np.int64(6),
        max_turns=np.int32(12),
        auto_forced=np.bool_(False),
        reward_win=np.float32(2.5),
        reward_loss=-1,
        hero_pool=["aobai", "hufei"],
        blue_identities="court",
        heroes="none",
    )
    assert type(c.players) is int and c.players == 6
    assert type(c.max_turns) is int and c.max_turns == 12
    assert c.auto_forced is False
    assert type(c.reward_win) is float and c.reward_win == 2.5
    assert type(c.reward_loss) is float and c.reward_loss == -1.0
    assert c.hero_pool == ("aobai", "hufei")
    assert c.blue_identities == ("court",)
    assert c.heroes == "off"
    assert GameConfig(players=5, hero_assign=["aobai"] * 5).hero_assign == ("aobai",) * 5
    GameConfig(players=6, hand_start=0, draw_per_turn=1, base_hp=1)
    GameConfig(players=7, hand_start=12, draw_per_turn=6, attacks_per_turn=3, kill_draw=6)
    GameConfig(players=4, reward_win=2.5, reward_loss=-0.5, leader_bonus=2)
    GameConfig(players=8, mode="melee", max_turns=0, max_decisions=0)
    assert GameConfig(**GameConfig(players=9).to_dict()) == GameConfig(players=9)


def test_field_tables_match_the_dataclass() -> None:
    fields = set(GameConfig.__dataclass_fields__)
    assert set(INT_FIELDS) <= fields and set(BOOL_FIELDS) <= fields
    assert set(FLOAT_FIELDS) <= fields
