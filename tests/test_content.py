"""Tests of the game content (configs/) and its loader/validator (qxs_env.rulesets.qxs.content)."""

from __future__ import annotations

import copy
import os
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import yaml

from qxs_env.rulesets.qxs import constants as K
from qxs_env.rulesets.qxs.content import (
    DECK_NAMES,
    EFFECTS,
    ContentError,
    compile_tables,
    configs_dir,
    encode_params,
    identity_counts,
    load_catalogue,
    load_deck,
    load_identities,
)
from qxs_env.rulesets.qxs.content import effects as E

CARD_FACES = Path(os.environ.get("QXS_CARD_FACES", "/work/shared/qxs/card_faces.yaml"))


def _implemented() -> set[str]:
    """Effect ids the engine implements (the starter deck may use only these)."""
    from qxs_env.rulesets.qxs.content.effects import EFFECT_IDS
    from qxs_env.rulesets.qxs.tables import (
        IMPLEMENTED_EFFECTS,
    )

    return {EFFECT_IDS[code] for code in IMPLEMENTED_EFFECTS}


@pytest.fixture(scope="module")
def catalogue():
    return load_catalogue()


@pytest.fixture(scope="module")
def raw_cards() -> dict[str, Any]:
    return yaml.safe_load((configs_dir() / "cards.yaml").read_text(encoding="utf-8"))


def _tables(catalogue, name):
    return compile_tables(catalogue, load_deck(name, catalogue))


def _per_category(catalogue, tables) -> Counter:
    return Counter(catalogue.faces[f].category for f in tables.card_face)


# --- the catalogue ----------------------------------------------------------------------------
def test_catalogue_category_counts(catalogue):
    counts = Counter(f.category for f in catalogue.faces)
    assert counts == {
        "move": 52,
        "internal": 15,
        "mental": 11,
        "lightness": 10,
        "strategy": 11,
        "poison": 5,
        "medicine": 2,
        "special": 3,
    }
    assert sum(f.set == "basic_edition_generic" for f in catalogue.faces) == 12
    standard_moves = [f for f in catalogue.faces if f.category == "move" and f.set == "standard"]
    assert Counter(f.colour for f in standard_moves) == {c: 10 for c in K.COLOUR_NAMES}


def test_catalogue_spot_checks(catalogue):
    """Printed numbers of a few faces (independent of card_faces.yaml, so it also runs in CI)."""
    assert catalogue.face("tiezhang").power == 3 and catalogue.face("tiezhang").range == 1
    assert catalogue.face("tanzhishentong").range == 6
    assert catalogue.face("ji_1x6").power == 1 and catalogue.face("ji_1x6").range == 6
    assert catalogue.face("tianluodiwangshi").attack_range == 6
    assert catalogue.face("xixiegong").attack_range == 1
    assert catalogue.face("lingboweibu").slot == "either"
    assert catalogue.face("shenxingbaibian").effect.id == "fix_distance"
    assert {f.id for f in catalogue.faces if f.delayed} == {
        "beisuqingfeng",
        "sanshinaoshendan",
        "xuantiejian",
    }
    assert catalogue.face_names_zh[catalogue.index["kanpo"]] == "看破"
    assert catalogue.face_names_en[catalogue.index["xianglongshibazhang"]]


@pytest.mark.skipif(not CARD_FACES.is_file(), reason=f"{CARD_FACES} not available")
def test_catalogue_matches_card_faces(catalogue):
    source = [
        f
        for f in yaml.safe_load(CARD_FACES.read_text(encoding="utf-8"))
        if f["category"] in K.CATEGORY_NAMES
    ]
    assert len(source) == 109
    assert {f["id"] for f in source} == set(catalogue.index)
    slot_of = {"attack": "minus", "defence": "plus", "both": "either"}
    for src in source:
        face = catalogue.face(src["id"])
        assert (face.name, face.category, face.colour) == (
            src["name"],
            src["category"],
            src["colour"],
        ), src["id"]
        assert face.power == src.get("power") and face.range == src.get("range"), src["id"]
        assert face.attack_range == src.get("attack_range"), src["id"]
        assert face.delayed == bool(src.get("delayed")), src["id"]
        if src["category"] == "move":
            assert face.set == src["set"], src["id"]
        if src["category"] == "lightness":
            assert face.slot == slot_of[src["lightness_type"]], src["id"]
            assert face.distance_attack == src["distance_mod"]["attack"], src["id"]
            assert face.distance_defend == src["distance_mod"]["defend"], src["id"]
            if len(src["skills"]) == 1:
                assert face.effect.id == "none", src["id"]
        if src["category"] == "move" and not src["skills"]:
            assert face.effect.id == "none", src["id"]


def test_required_effects_of_listed_cards(catalogue):
    def eff(face_id):
        f = catalogue.face(face_id)
        return f.effect.id, f.effect.encoded()

    assert eff("longxiangbanruogong") == ("colour_power_bonus", [K.RED, 1, 0, 0, 0, 0])
    assert eff("kuihuabaodian") == ("colour_power_bonus", [K.WHITE, 1, 0, 0, 0, 0])
    assert eff("hunyuanqi") == (
        "judgement_block",
        [(1 << K.YELLOW) | (1 << K.WHITE), 0, 0, 0, 0, 0],
    )
    assert eff("bixuegong") == ("attribute_guard", [(1 << K.RED) | (1 << K.BLUE), 1, 0, 0, 0, 0])
    assert eff("beisuqingfeng") == ("delayed_skip_phase", [K.PH_PLAY, 1 << K.YELLOW, 0, 0, 0, 0])
    assert eff("sanshinaoshendan") == (
        "delayed_skip_phase",
        [K.PH_DRAW, 1 << K.WHITE, 1, 0, 0, 0],
    )
    assert eff("zhangmenxinwu") == ("draw", [2, 0, 0, 0, 0, 0])
    assert eff("xixing") == ("take_target_card", [1, 0, 0, 0, 0, 0])
    assert eff("shixiangruanjinsan") == ("discard_target_card", [0] * 6)
    for face_id in ("hujiadaofa", "huoyandao", "pikongzhang", "tiezhang", "shuishangpiao"):
        assert eff(face_id) == ("none", [0] * 6)


# --- effects registry -------------------------------------------------------------------------
def test_effect_codes_are_stable_and_exported():
    assert E.EFFECT_NONE == 0
    assert [e.code for e in EFFECTS.values()] == list(range(len(EFFECTS)))
    for eid, eff in EFFECTS.items():
        assert getattr(E, f"EFFECT_{eid.upper()}") == eff.code
        assert len(eff.params) <= E.MAX_PARAMS
    assert E.EFFECT_DELAYED_SKIP_PHASE == EFFECTS["delayed_skip_phase"].code


def test_encode_params_types_and_defaults():
    assert encode_params("colour_power_bonus", {"colour": "yellow"}) == [K.YELLOW, 1, 0, 0, 0, 0]
    assert encode_params("uncountered_follow_up", {"allowed": ["red"], "counts_as_attack": True})[
        :2
    ] == [1 << K.RED, 1]
    assert encode_params("delayed_skip_phase", {"phase": "turn_end", "safe": ["white", "red"]})[
        :3
    ] == [5, (1 << K.WHITE) | (1 << K.RED), 0]
    with pytest.raises(ValueError, match="expected an integer"):
        encode_params("draw", {"n": True})
    with pytest.raises(ValueError, match="unknown phase"):
        encode_params("delayed_skip_phase", {"phase": "lunch", "safe": ["red"]})
    with pytest.raises(ValueError, match="listed twice"):
        encode_params("judgement_block", {"success": ["red", "red"]})


# --- decks ------------------------------------------------------------------------------------
def test_standard_deck(catalogue):
    t = _tables(catalogue, "standard")
    assert len(t.card_face) == 200
    assert _per_category(catalogue, t) == {
        "move": 80,
        "internal": 16,
        "mental": 14,
        "lightness": 10,
        "strategy": 41,
        "poison": 22,
        "medicine": 17,
    }
    assert np.bincount(t.card_colour, minlength=4).tolist() == [50, 50, 50, 50]
    per_face = Counter(catalogue.faces[f].id for f in t.card_face)
    standard_moves = {f.id for f in catalogue.faces if f.category == "move" and f.set == "standard"}
    assert {f: per_face[f] for f in standard_moves} == {f: 2 for f in standard_moves}
    for cat in ("internal", "mental", "lightness"):
        names = [f.id for f in catalogue.faces if f.category == cat]
        assert all(per_face[n] >= 1 for n in names), cat
    assert sum(per_face[f.id] for f in catalogue.faces if f.category == "special") == 0
    # equipment keeps its printed colour
    for f, c in zip(t.card_face, t.card_colour, strict=True):
        if catalogue.faces[f].is_equipment or catalogue.faces[f].category == "move":
            assert c == t.face_colour[f]


def test_basic_and_starter_decks(catalogue):
    basic = _tables(catalogue, "basic")
    assert len(basic.card_face) == 140
    assert np.bincount(basic.card_colour, minlength=4).tolist() == [35] * 4
    moves = [catalogue.faces[f] for f in basic.card_face if catalogue.faces[f].category == "move"]
    assert len(moves) == 80 and all(f.set == "basic_edition_generic" for f in moves)

    starter = _tables(catalogue, "starter")
    assert len(starter.card_face) == 120
    assert np.bincount(starter.card_colour, minlength=4).tolist() == [30] * 4
    used = Counter(catalogue.faces[f].effect.id for f in starter.card_face)
    assert set(used) <= _implemented()
    per_face = Counter(catalogue.faces[f].id for f in starter.card_face)
    for face_id in ("kanpo", "wuchangdan", "beisuqingfeng", "heiyuduanxugao"):
        assert per_face[face_id] >= 3, face_id
    assert all(
        catalogue.faces[f].set == "basic_edition_generic"
        for f in starter.card_face
        if catalogue.faces[f].category == "move"
    )


def test_compile_tables_layout(catalogue):
    t = _tables(catalogue, "starter")
    n = len(catalogue)
    dtypes = {
        "face_category": np.int8,
        "face_colour": np.int8,
        "face_power": np.int8,
        "face_range": np.int8,
        "face_attack_range": np.int8,
        "face_slot": np.int8,
        "face_dist_attack": np.int8,
        "face_dist_defend": np.int8,
        "face_delayed": np.bool_,
        "face_effect": np.int16,
        "face_shaolin": np.int8,
        "face_name": np.int16,
        "face_param": np.int32,
        "card_face": np.int16,
        "card_colour": np.int8,
    }
    assert t._fields == tuple(dtypes)
    for name, dtype in dtypes.items():
        assert getattr(t, name).dtype == dtype, name
    assert t.face_param.shape == (n, 6)
    i = catalogue.index
    assert t.face_slot[i["lingboweibu"]] == K.SLOT_EITHER_LIGHTNESS
    assert t.face_slot[i["shuishangpiao"]] == K.SLOT_MINUS
    assert t.face_slot[i["taxuewuhen"]] == K.SLOT_PLUS
    assert t.face_slot[i["hunyuanqi"]] == K.SLOT_MENTAL
    assert t.face_slot[i["kuihuabaodian"]] == K.SLOT_INTERNAL
    assert t.face_slot[i["kanpo"]] == K.SLOT_NONE
    assert (t.face_dist_attack[i["lingboweibu"]], t.face_dist_defend[i["lingboweibu"]]) == (-1, 1)
    assert t.face_category[i["wuchangdan"]] == K.CAT_POISON
    assert t.face_attack_range[i["kuihuabaodian"]] == 3 and t.face_power[i["kuihuabaodian"]] == 0
    assert t.face_power[i["xianglongshibazhang"]] == 3
    assert t.face_effect[i["kanpo"]] == E.EFFECT_CANCEL_STRATEGY
    assert t.face_delayed[i["beisuqingfeng"]] and not t.face_delayed[i["shixiangruanjinsan"]]
    # cards expand in file order: the starter deck opens with 10 li_1x1
    assert t.card_face[:10].tolist() == [i["li_1x1"]] * 10


def test_deck_by_path(tmp_path, catalogue):
    path = tmp_path / "my_deck.yaml"
    path.write_text(
        (configs_dir() / "decks" / "starter.yaml").read_text(encoding="utf-8"), encoding="utf-8"
    )
    assert load_deck(path, catalogue).total == 120
    assert load_deck(str(path), catalogue).total == 120
    assert set(DECK_NAMES) == {"standard", "basic", "starter", "wide"}


# --- identities -------------------------------------------------------------------------------
def test_identity_tables():
    assert identity_counts(4, "standard") == (1, 1, 1, 1, 0, 0)
    assert identity_counts(5, "standard") == (1, 1, 2, 1, 0, 0)
    assert identity_counts(6, "standard") == (1, 1, 3, 1, 0, 0)
    assert identity_counts(7, "standard") == (1, 2, 3, 1, 0, 0)
    assert identity_counts(8, "standard") == (1, 2, 4, 1, 0, 0)
    assert identity_counts(8, "melee") == (1, 1, 3, 1, 1, 1)
    assert identity_counts(9, "standard") == (1, 2, 3, 1, 1, 1)
    assert identity_counts(10, "standard") == (1, 2, 4, 1, 1, 1)
    tables = load_identities()
    assert [p for p in range(4, 11) if tables.is_ruling(p)] == [4, 7, 9]
    for players, mode in ((7, "melee"), (3, "standard"), (11, "standard")):
        with pytest.raises(ValueError, match=f"no identity table for {players} players"):
            identity_counts(players, mode)


# --- validation errors ------------------------------------------------------------------------
def _write(path: Path, data: Any) -> Path:
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return path


def _bad_catalogue(tmp_path, raw_cards, face_id, mutate) -> tuple[Path, str]:
    """Write cards.yaml with one entry mutated; return the path and the expected entry label."""
    data = copy.deepcopy(raw_cards)
    index, entry = next((i, f) for i, f in enumerate(data["faces"]) if f["id"] == face_id)
    mutate(entry, data)
    return _write(tmp_path / "cards.yaml", data), f"faces[{index}] (face '{entry.get('id')}')"


@pytest.mark.parametrize(
    ("face_id", "mutate", "problem"),
    [
        ("kanpo", lambda e, d: e["effect"].update(id="teleport"), "unknown effect id 'teleport'"),
        ("zhangmenxinwu", lambda e, d: e["effect"].update(params={}), "missing required param 'n'"),
        ("zhangmenxinwu", lambda e, d: e["effect"]["params"].update(m=3), "unknown param(s) m"),
        (
            "zhangmenxinwu",
            lambda e, d: e["effect"].update(params={"n": "two"}),
            "param 'n' (int): expected an integer",
        ),
        (
            "hunyuanqi",
            lambda e, d: e["effect"].update(params={"success": ["yellow", "pink"]}),
            "param 'success' (colour_set): unknown colour 'pink'",
        ),
        ("tiezhang", lambda e, d: e.update(colour="purple"), "unknown colour 'purple'"),
        ("tiezhang", lambda e, d: e.pop("power"), "a move needs both power and range"),
        ("tiezhang", lambda e, d: e.pop("range"), "a move needs both power and range"),
        ("kuihuabaodian", lambda e, d: e.pop("attack_range"), "needs attack_range"),
        ("shuishangpiao", lambda e, d: e.pop("slot"), "needs slot"),
        ("shuishangpiao", lambda e, d: e.update(slot="plus"), "does not match distance_attack"),
        ("kanpo", lambda e, d: e.update(power=2), "power/range are for moves only"),
        ("kanpo", lambda e, d: e.update(flavour="x"), "unknown field 'flavour'"),
        ("tiezhang", lambda e, d: e.update(power=-1), "power: Input should be greater than"),
        ("xixing", lambda e, d: e.update(id="kanpo"), "duplicate face id 'kanpo'"),
    ],
)
def test_catalogue_errors(tmp_path, raw_cards, face_id, mutate, problem):
    path, entry = _bad_catalogue(tmp_path, raw_cards, face_id, mutate)
    with pytest.raises(ContentError) as info:
        load_catalogue(path)
    msg = str(info.value)
    assert msg.startswith(f"{path}: {entry}: "), msg
    assert problem in msg


def _deck(lines, expect_total=None, **extra) -> dict[str, Any]:
    total = sum(max(line["count"], 0) for line in lines)
    return {
        "name": "test",
        "description": "a test deck",
        "expect_total": total if expect_total is None else expect_total,
        "cards": lines,
        **extra,
    }


GOOD = {"face": "tiezhang", "colour": "red", "count": 2}


@pytest.mark.parametrize(
    ("line", "problem"),
    [
        ({"face": "foo", "colour": "red", "count": 1}, "unknown card face 'foo'"),
        ({"face": "kanpo", "colour": "green", "count": 1}, "unknown colour 'green'"),
        ({"face": "kanpo", "colour": "red", "count": 0}, "count: Input should be greater than"),
        ({"face": "kanpo", "colour": "red", "count": -2}, "count: Input should be greater than"),
        (
            {"face": "tiezhang", "colour": "blue", "count": 1},
            "move colour blue differs from the face colour red",
        ),
        ({"face": "tiezhang", "colour": "red", "count": 1}, "already listed at cards[0]"),
    ],
)
def test_deck_line_errors(tmp_path, catalogue, line, problem):
    path = _write(tmp_path / "deck.yaml", _deck([GOOD, line]))
    with pytest.raises(ContentError) as info:
        load_deck(path, catalogue)
    msg = str(info.value)
    assert msg.startswith(f"{path}: cards[1] (face '{line['face']}'): ")
    assert problem in msg


def test_deck_total_error(tmp_path, catalogue):
    path = _write(tmp_path / "deck.yaml", _deck([GOOD], expect_total=3))
    expected = r"deck.yaml: expect_total: the deck has 2 cards but expect_total is 3"
    with pytest.raises(ContentError, match=expected):
        load_deck(path, catalogue)


def test_deck_file_errors(tmp_path, catalogue):
    path = _write(tmp_path / "deck.yaml", _deck([GOOD], extra_key=1))
    with pytest.raises(ContentError, match="unknown field 'extra_key'"):
        load_deck(path, catalogue)
    with pytest.raises(ContentError, match=r"decks/nope\.yaml: unknown deck 'nope'"):
        load_deck("nope", catalogue)
    bad = tmp_path / "broken.yaml"
    bad.write_text("cards: [", encoding="utf-8")
    with pytest.raises(ContentError, match="broken.yaml: invalid YAML"):
        load_deck(bad, catalogue)
    assert issubclass(ContentError, ValueError)


def test_default_file_names_in_errors():
    """Messages name shipped files relative to the repo (configs/...), as users see them."""
    with pytest.raises(ContentError) as info:
        load_deck("no_such_deck")
    assert str(info.value).startswith("configs/decks/no_such_deck.yaml: ")


def _identities(**changes) -> dict[str, Any]:
    table = {
        "players": 5,
        "mode": "standard",
        "source": "rulebook",
        "counts": {
            "leader": 1,
            "righteous": 1,
            "cult": 2,
            "court": 1,
            "foreign": 0,
            "collaborator": 0,
        },
    }
    table["counts"].update(changes)
    return {"tables": [table]}


@pytest.mark.parametrize(
    ("changes", "problem"),
    [
        ({"cult": 3}, "identity counts sum to 6, not to players=5"),
        ({"leader": 0, "cult": 3}, "exactly one leader, got 0"),
        ({"leader": 2, "cult": 1}, "exactly one leader, got 2"),
        ({"cult": -1, "court": 4}, "counts.cult: Input should be greater than"),
    ],
)
def test_identity_errors(tmp_path, changes, problem):
    path = _write(tmp_path / "identities.yaml", _identities(**changes))
    with pytest.raises(ContentError) as info:
        load_identities(path)
    msg = str(info.value)
    assert msg.startswith(f"{path}: tables[0] (players 5, mode 'standard'): ")
    assert problem in msg


def test_identity_duplicate_table(tmp_path):
    data = _identities()
    data["tables"].append(copy.deepcopy(data["tables"][0]))
    path = _write(tmp_path / "identities.yaml", data)
    with pytest.raises(ContentError, match=r"tables\[1\] .*duplicate table"):
        load_identities(path)


_TEST_FACE = {
    "id": "trial",
    "name": "试",
    "en": "Trial",
    "category": "strategy",
    "colour": "white",
    "set": "test",
    "effect": {"id": "draw_then_discard", "params": {"n": 2}},
    "text": "Draw 2 cards, then discard 1.",
}


def test_deck_extra_faces(tmp_path, catalogue):
    """A deck's ``extra_faces`` file adds faces after the catalogue's for that deck only: they
    are validated as catalogue entries (errors name that file), their ids must be new, and the
    deck's lines may name them (docs/engine.md, "Adding a card effect")."""
    _write(tmp_path / "faces.yaml", {"faces": [_TEST_FACE]})
    lines = [GOOD, {"face": "trial", "colour": "blue", "count": 3}]
    deck = load_deck(_write(tmp_path / "deck.yaml", _deck(lines, extra_faces="faces.yaml")))
    assert [f.id for f in deck.extra_faces] == ["trial"]
    tables = compile_tables(catalogue.extended(deck.extra_faces), deck)
    assert tables.face_category.shape[0] == len(catalogue) + 1
    assert "trial" not in catalogue.index  # the shipped catalogue is unchanged
    with pytest.raises(ContentError, match="unknown card face 'trial'"):
        load_deck(_write(tmp_path / "plain.yaml", _deck(lines)), catalogue)
    bad = {**_TEST_FACE, "effect": {"id": "draw_then_discard", "params": {"n": "two"}}}
    _write(tmp_path / "bad.yaml", {"faces": [bad]})
    with pytest.raises(ContentError, match=r"bad\.yaml: faces\[0\] \(face 'trial'\)"):
        load_deck(_write(tmp_path / "d2.yaml", _deck(lines, extra_faces="bad.yaml")), catalogue)
    _write(tmp_path / "dup.yaml", {"faces": [{**_TEST_FACE, "id": "kanpo"}]})
    with pytest.raises(ContentError, match="face id 'kanpo' is already in the catalogue"):
        load_deck(_write(tmp_path / "d3.yaml", _deck([GOOD], extra_faces="dup.yaml")), catalogue)
    with pytest.raises(ContentError, match="extra_faces: no such file: 'none.yaml'"):
        load_deck(_write(tmp_path / "d4.yaml", _deck([GOOD], extra_faces="none.yaml")), catalogue)
