"""The framework's card model (issue 32, scopes 3 and 4): suits and ranks in the tables record
and in virtual cards, compiled card patterns, card actions by the ruleset's choice and the
action layout built from blocks sized by the ruleset."""

from __future__ import annotations

import numpy as np
import pytest

from qxs_env.engine.card_tables import (
    FRAMEWORK_TABLES_FIELDS,
    card_action_table,
    pack_card_fields,
)
from qxs_env.engine.cards import (
    a_pass,
    a_seat,
    a_shown,
    c_rank,
    c_suit,
    make_cardless_virtual,
    make_virtual,
    n_actions,
    n_card_actions,
)
from qxs_env.engine.layout import (
    ACTION_BLOCKS,
    CARDS_BY_CARD,
    CARDS_BY_FACE,
    CARDS_BY_FACE_SUIT,
    MAX_ACTIONS,
    RANK_NONE,
    action_offsets,
)
from qxs_env.engine.patterns import (
    PAT_LEN,
    PatternError,
    card_matches,
    compile_pattern,
    hand_matching,
)
from tests.toy_ruleset import content as toy

FACES = {"殺": 0, "閃": 1, "桃": 2}
CATEGORIES = {"basic": 0, "trick": 1}
SUITS = ("spade", "heart", "club", "diamond")
GROUPS = {"red": ("heart", "diamond"), "black": ("spade", "club")}


def _tables(faces, suits, ranks, mode=CARDS_BY_CARD, sizes=None):
    rec = np.zeros(1, dtype=np.dtype(list(FRAMEWORK_TABLES_FIELDS), align=True))
    rec["n_faces"] = 3
    rec["n_cards"] = len(faces)
    rec["face_category"][0, :3] = [0, 0, 1]
    pack_card_fields(rec, np.asarray(faces), suits, ranks, mode, sizes or {"seat": 4, "pass": 1})
    return rec.view(np.recarray)[0]


@pytest.fixture()
def state():
    st = np.zeros(1, dtype=toy.STATE_DTYPE).view(np.recarray)
    return st


def test_action_offsets_blocks_in_order_sized_by_ruleset():
    o = action_offsets({"card": 7, "seat": 5, "pass": 1, "yes": 1, "shown": 3})
    assert [o[b] for b in ACTION_BLOCKS] == [0, 7, 12, 12, 12, 12, 12, 13, 14, 17, 17]
    assert o["size"] == 17
    with pytest.raises(ValueError, match="unknown action blocks"):
        action_offsets({"hand": 3})
    with pytest.raises(ValueError, match="negative"):
        action_offsets({"seat": -1})
    with pytest.raises(ValueError, match="at most"):
        action_offsets({"card": MAX_ACTIONS + 1})


def test_card_actions_by_face_suit_face_or_card():
    faces, suits = np.array([0, 0, 1, 0]), np.array([1, 1, 3, 2])
    by_type, n = card_action_table(faces, suits, 3, CARDS_BY_FACE_SUIT)
    assert by_type.tolist() == [1, 1, 7, 2] and n == 12  # two 殺 of one suit: one action
    by_face, n = card_action_table(faces, suits, 3, CARDS_BY_FACE)
    assert by_face.tolist() == [0, 0, 1, 0] and n == 3
    by_card, n = card_action_table(faces, suits, 3, CARDS_BY_CARD)
    assert by_card.tolist() == [0, 1, 2, 3] and n == 4  # same face and suit, told apart
    with pytest.raises(ValueError, match="suits 0..3"):
        card_action_table(faces, np.array([0, -1, 0, 0]), 3, CARDS_BY_FACE_SUIT)
    with pytest.raises(ValueError, match="unknown card action mode"):
        card_action_table(faces, suits, 3, 9)


def test_packed_tables_give_the_compiled_offsets():
    tb = _tables([0, 0, 1], [0, 1, 2], [7, 7, 13], sizes={"seat": 4, "pass": 1, "shown": 5})
    assert n_card_actions(tb) == 3 and a_seat(tb) == 3 and a_pass(tb) == 7
    assert a_shown(tb) == 8 and n_actions(tb) == 13  # no yes block: shown follows pass
    assert tb.card_action[:4].tolist() == [0, 1, 2, -1]
    assert tb.card_rank[:4].tolist() == [7, 7, 13, RANK_NONE]
    no_rank = _tables([0, 1], [0, 1], None)
    assert no_rank.card_rank[:2].tolist() == [RANK_NONE] * 2


def test_compile_pattern_fields_alternatives_and_groups():
    p = compile_pattern("殺,閃|2~4,13|red", FACES, CATEGORIES, SUITS, GROUPS)
    assert p.shape == (1, PAT_LEN)
    row = p[0]
    assert row[0] == 2 and sorted(row[1:3]) == [0, 1]
    assert row[-1] == (1 << 2) | (1 << 3) | (1 << 4) | (1 << 13)
    assert row[-2] == (1 << 1) | (1 << 3)
    two = compile_pattern("trick;.|.|spade", FACES, CATEGORIES, SUITS)
    assert two.shape == (2, PAT_LEN) and two[0, 0] == 0 and two[0, -3] == 1 << 1


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("劍", "unknown face or category '劍'"),
        (".|0", "rank 0 outside 1..13"),
        (".|x", "rank 'x' is not a number"),
        (".|9~2", "runs backwards"),
        (".|.|star", "unknown suit 'star'"),
        ("殺|1|spade|x", "at most names|ranks|suits"),
    ],
)
def test_compile_pattern_errors_name_the_problem(text, message):
    with pytest.raises(PatternError, match=message.replace("|", r"\|")):
        compile_pattern(text, FACES, CATEGORIES, SUITS, GROUPS)


def test_card_matches_physical_and_virtual_cards(state):
    # 殺♠7, 殺♥7, 閃♦13, 桃♣1
    tb = _tables([0, 0, 1, 2], [0, 1, 3, 2], [7, 7, 13, 1])
    g = state[0]

    def hits(text):
        pat = compile_pattern(text, FACES, CATEGORIES, SUITS, GROUPS)
        return [c for c in range(4) if card_matches(g, tb, c, pat)]

    assert hits("殺") == [0, 1]
    assert hits(".|2~9|spade") == [0]  # 閃電's judgement
    assert hits(".|.|red") == [1, 2]
    assert hits("basic|13") == [2]
    assert hits("trick") == [3]
    assert hits("閃;桃|1") == [2, 3]
    v = make_virtual(g, 0, 0, 3, 9, -1, -1, -1, 2, -1)  # a 殺 made of the 閃: ♦9
    assert c_suit(g, tb, v) == 3 and c_rank(g, tb, v) == 9
    assert card_matches(g, tb, v, compile_pattern("殺|9|red", FACES, CATEGORIES, SUITS, GROUPS))
    bare = make_cardless_virtual(g, tb, 0, -1, RANK_NONE, -1, -1)  # no suit, no rank
    assert card_matches(g, tb, bare, compile_pattern("殺", FACES, CATEGORIES, SUITS))
    assert not card_matches(
        g, tb, bare, compile_pattern(".|.|red", FACES, CATEGORIES, SUITS, GROUPS)
    )
    assert not card_matches(g, tb, bare, compile_pattern(".|1~13", FACES, CATEGORIES, SUITS))


def test_hand_matching_counts_a_request(state):
    tb = _tables([0, 0, 1, 2], [0, 1, 3, 2], [7, 7, 13, 1])
    g = state[0]
    g.hand[0, :3] = [0, 2, 3]
    g.hand_n[0] = 3
    pat = compile_pattern("殺,閃", FACES, CATEGORIES, SUITS)
    assert hand_matching(g, tb, 0, pat) == 2


def test_toy_requests_a_dodge_through_a_pattern():
    """The toy ruleset's struck seat is offered its dodge through ``DODGE_REQUEST``; its tables
    are the framework's fields alone and its action layout is built from blocks."""
    tb = toy.make_tables(5).view(np.recarray)[0]
    assert a_seat(tb) == toy.A_SEAT and n_actions(tb) == toy.n_actions(5)
    assert set(tb.card_suit[: tb.n_cards]) == {0, 1, 2, 3}
    assert toy.DODGE_REQUEST[0, 0] == 1 and toy.DODGE_REQUEST[0, 1] == toy.DODGE
