"""三国杀's content (issue 36, scope 1): the shipped cards, heroes and identity tables hold the
facts of seed 001's edition, rules.md and rulings.md agree with them and with each other, and
every validation of the loader rejects a broken file with a message naming file, entry and
problem."""

from __future__ import annotations

import copy
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

from qxs_env.rulesets.sanguosha.content import (
    DEFAULT_RULES,
    ContentError,
    content_dir,
    load_cards,
    load_heroes,
    load_identities,
    spec_ids,
)

ROOT = Path(__file__).resolve().parents[3]
RULINGS = ROOT / "docs" / "sanguosha" / "rulings.md"
SEEDS = ROOT.parent / "shared" / "seeds"  # present in the project's workspace, not in CI

# Copies per card name. Seed 001 names every kind but gives no counts: these are the public
# deck list's (configs/sanguosha/cards.yaml names it) with 仁王盾 in place of a second 八卦陣.
FACE_COUNTS = {
    "殺": 30, "閃": 15, "桃": 8,
    "決鬥": 3, "過河拆橋": 6, "順手牽羊": 5, "萬箭齊發": 1, "南蠻入侵": 3, "無中生有": 4,
    "五穀豐登": 2, "桃園結義": 1, "借刀殺人": 2, "無懈可擊": 3, "樂不思蜀": 3, "閃電": 1,
    "諸葛連弩": 2, "青鋼劍": 1, "雌雄雙股劍": 1, "貫石斧": 1, "青龍偃月刀": 1, "丈八蛇矛": 1,
    "方天畫戟": 1, "麒麟弓": 1, "八卦陣": 1, "仁王盾": 1,
    "絕影": 1, "的盧": 1, "爪黃飛電": 1, "赤兔": 1, "大宛": 1, "紫騂": 1,
}  # fmt: skip
# Weapon ranges as seed 001 states them.
SEED_RANGES = {
    "諸葛連弩": 1, "青鋼劍": 2, "雌雄雙股劍": 2, "貫石斧": 3, "青龍偃月刀": 3, "丈八蛇矛": 3,
    "方天畫戟": 4, "麒麟弓": 5,
}  # fmt: skip
# The 25 heroes of seed 001, by kingdom (the seed's section order), and its five women.
SEED_HEROES = {
    "shu": ["劉備", "關羽", "張飛", "諸葛亮", "趙雲", "馬超", "黃月英"],
    "wu": ["孫權", "甘寧", "呂蒙", "黃蓋", "周瑜", "大喬", "陸遜", "孫尚香"],
    "wei": ["曹操", "司馬懿", "夏侯惇", "張遼", "許褚", "郭嘉", "甄姬"],
    "qun": ["華佗", "呂布", "貂蟬"],
}
FEMALE = {"黃月英", "大喬", "孫尚香", "甄姬", "貂蟬"}
# Identity tables as lord/loyalist/rebel/renegade: seed 001 (6-8) and seed 003 (4-10).
SEED_001_TABLE = {6: (1, 1, 3, 1), 7: (1, 2, 3, 1), 8: (1, 2, 4, 1)}
SEED_003_TABLE = {
    (4, "standard"): (1, 1, 1, 1), (5, "standard"): (1, 1, 2, 1), (6, "standard"): (1, 1, 3, 1),
    (6, "two_renegades"): (1, 1, 2, 2), (7, "standard"): (1, 2, 3, 1),
    (8, "standard"): (1, 2, 4, 1), (8, "two_renegades"): (1, 2, 3, 2),
    (9, "standard"): (1, 3, 4, 1), (10, "two_renegades"): (1, 3, 4, 2),
}  # fmt: skip


# --- the shipped cards -------------------------------------------------------------------------
def test_the_deck_has_104_cards_with_the_counts_per_face() -> None:
    cards = load_cards()
    assert len(cards.cards) == 104
    assert dict(Counter(card.name for card in cards.cards)) == FACE_COUNTS
    assert {f.type: sum(1 for c in cards.cards if c.type == f.type) for f in cards.faces} == {
        "basic": 53,
        "trick": 34,
        "equipment": 17,
    }


def test_every_suit_has_26_cards_and_ranks_run_1_to_13() -> None:
    cards = load_cards()
    assert Counter(card.suit for card in cards.cards) == dict.fromkeys(
        ("spade", "heart", "club", "diamond"), 26
    )
    assert {card.rank for card in cards.cards} == set(range(1, 14))
    assert Counter(card.colour for card in cards.cards) == {"red": 52, "black": 52}


def test_the_seeds_edition_has_renwang_and_no_ice_sword() -> None:
    cards = load_cards()
    names = {face.name for face in cards.faces}
    assert "仁王盾" in names and "寒冰劍" not in names
    renwang = [c for c in cards.cards if c.name == "仁王盾"]
    assert [(c.suit, c.rank) for c in renwang] == [("club", 2)]
    standard = cards.deck("standard")
    assert len(standard) == 104
    assert Counter(c.name for c in standard)["八卦陣"] == 2
    assert "仁王盾" not in {c.name for c in standard}
    assert Counter(c.suit for c in standard) == Counter(c.suit for c in cards.cards)


def test_weapon_ranges_subtypes_and_effects() -> None:
    cards = load_cards()
    weapons = {f.name: f.range for f in cards.faces if f.subtype == "weapon"}
    assert weapons == SEED_RANGES
    kinds = Counter(f.subtype for f in cards.faces)
    assert kinds["delayed"] == 2 and kinds["armour"] == 2
    assert kinds["horse_plus"] == 3 and kinds["horse_minus"] == 3
    assert all(f.range is None for f in cards.faces if f.subtype != "weapon")
    # one effect per distinct card effect: the horses of a kind share one, every other name
    # has its own
    assert len(cards.effects) == 27
    assert {f.effect for f in cards.faces if f.subtype == "horse_plus"} == {"horse_plus"}
    assert all(f.element == "none" for f in cards.faces)


def test_lightning_hits_on_sixteen_cards() -> None:
    """閃電 hits on a spade 2-9 (S-CARD-SHANDIAN-2): 16 of the 104 cards, in the seed's deck and
    in the standard variant alike (the 仁王盾 swap is a club)."""
    cards = load_cards()
    for deck in (cards.cards, cards.deck("standard")):
        assert sum(1 for c in deck if c.suit == "spade" and 2 <= c.rank <= 9) == 16


# --- the shipped heroes ------------------------------------------------------------------------
def test_the_25_heroes_of_the_seed() -> None:
    heroes = load_heroes()
    assert len(heroes.heroes) == 25
    by_kingdom = {k: [h.name for h in heroes.heroes if h.kingdom == k] for k in SEED_HEROES}
    assert {k: sorted(v) for k, v in by_kingdom.items()} == {
        k: sorted(v) for k, v in SEED_HEROES.items()
    }
    assert {h.name for h in heroes.heroes if h.gender == "female"} == FEMALE
    assert Counter(h.hp for h in heroes.heroes) == {4: 14, 3: 11}
    assert len(heroes.skills) == 39


def test_lord_skills_and_the_draft() -> None:
    heroes = load_heroes()
    lords = {h.id: [s.name for s in h.lord_skills] for h in heroes.heroes if h.lord_skills}
    assert lords == {"caocao": ["護駕"], "liubei": ["激將"], "sunquan": ["救援"]}
    assert heroes.draft.lord_offer == ("caocao", "liubei", "sunquan")
    assert (heroes.draft.lord_random, heroes.draft.others, heroes.draft.others_at_10) == (2, 3, 2)
    assert heroes.hero("sunquan").lord_skills[0].mode == "locked"
    assert heroes.hero("zhangfei").skills[0].name == "飛將"  # seed 001's name, not 咆哮
    assert [s.name for s in heroes.hero("machao").skills] == ["馬術"]  # no 鐵騎 in seed 001


# --- rules.md and rulings.md -------------------------------------------------------------------
def test_every_spec_id_is_defined_in_rules_md_and_every_rule_is_used() -> None:
    defined = spec_ids()
    assert defined is not None
    cards, heroes = load_cards(), load_heroes()
    used = {f.spec for f in cards.faces} | {s.spec for s in heroes.skills}
    assert used <= defined
    # the other way: each card rule and each hero skill rule of rules.md has its content entry
    top = {i for i in defined if re.fullmatch(r"S-CARD-[A-Z]+(-PLUS|-MINUS)?", i)}
    top |= {i for i in defined if i.startswith("S-HERO-")}
    assert top == used


def _open_points() -> list[str]:
    return re.findall(r"\*\*OPEN\s+(S-OPEN-\d+)\*\*", DEFAULT_RULES.read_text(encoding="utf-8"))


def test_every_open_point_has_exactly_one_ruling() -> None:
    opened = _open_points()
    assert len(opened) == len(set(opened)), "an OPEN point is declared twice in rules.md"
    assert opened == sorted(opened), "OPEN points are numbered in the order they appear"
    rulings = re.findall(r"^## (S-OPEN-\d+) ", RULINGS.read_text(encoding="utf-8"), re.M)
    assert rulings == opened
    text = DEFAULT_RULES.read_text(encoding="utf-8")
    mentioned = set(re.findall(r"S-OPEN-\d+", text))
    assert mentioned == set(opened), "a reference to an OPEN point that is not declared"


# --- identity tables ---------------------------------------------------------------------------
def test_identity_tables_add_up_and_match_the_seeds() -> None:
    ids = load_identities()
    assert (ids.min_players, ids.max_players) == (4, 10)
    for t in ids.tables:
        assert sum(t.counts.values()) == t.players and t.counts["lord"] == 1
    roles = ("lord", "loyalist", "rebel", "renegade")
    for (players, mode), row in SEED_003_TABLE.items():
        assert tuple(ids.table(players, mode).counts[r] for r in roles) == row
    for players, row in SEED_001_TABLE.items():
        assert tuple(ids.table(players).counts[r] for r in roles) == row
    # ruling S-OPEN-04: 10 players deal two renegades in both modes; other counts fall back
    assert ids.table(10).counts["renegade"] == 2
    assert ids.table(7, "two_renegades") == ids.table(7)
    assert {t.players for t in ids.tables if t.mode == "two_renegades"} == {6, 8, 10}


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the seed files are not in this checkout")
def test_the_transcribed_tables_are_the_seed_files() -> None:
    lines = (SEEDS / "003_e8f856779fe00371.txt").read_text(encoding="utf-8").splitlines()
    rows = [tuple(map(int, ln.split())) for ln in lines if re.fullmatch(r"\d+( \d+){4}", ln)]
    assert [(r[0], r[1:]) for r in rows] == [(p, v) for (p, _), v in SEED_003_TABLE.items()]
    seed_001 = (SEEDS / "001_ee12867f762ceed0.txt").read_text(encoding="utf-8").splitlines()
    numbers = [int(ln) for ln in seed_001[19:48] if ln.strip().isdigit()]
    numbers.insert(0, int(seed_001[19].split()[-1]))  # "遊戲人數 6" carries the first count
    counts, table = numbers[3:], {}
    for col, players in enumerate(numbers[:3]):
        table[players] = tuple(counts[col + 3 * r] for r in range(4))
    assert table == SEED_001_TABLE


# --- validation: small broken files ------------------------------------------------------------
def _write(tmp_path: Path, name: str, data: Any) -> Path:
    path = tmp_path / name
    text = data if isinstance(data, str) else yaml.safe_dump(data, allow_unicode=True)
    path.write_text(text, encoding="utf-8")
    return path


def _rules(tmp_path: Path) -> Path:
    """A rules file defining the ids the small files cite."""
    ids = ["S-CARD-SHA", "S-CARD-ZHUGE", "S-CARD-LEBU", "S-HERO-A-1", "S-HERO-A-L", "S-HERO-B-1"]
    return _write(tmp_path, "rules.md", "\n".join(f"- **{i}** text" for i in ids) + "\n")


def _expect(call: Any, path: Path, entry: str, problem: str) -> None:
    with pytest.raises(ContentError) as info:
        call()
    message = str(info.value)
    assert path.name in message and entry in message and problem in message, message
    assert info.value.problem and problem in info.value.problem


FACE_SHA = {"id": "sha", "name": "殺", "simplified": "杀", "en": "Attack", "type": "basic",
            "effect": "sha", "spec": "S-CARD-SHA", "text": "Attack."}  # fmt: skip
FACE_ZHUGE = {"id": "zhuge", "name": "諸葛連弩", "simplified": "诸葛连弩", "en": "Crossbow",
              "type": "equipment", "subtype": "weapon", "range": 1, "effect": "zhuge",
              "spec": "S-CARD-ZHUGE", "text": "Many attacks."}  # fmt: skip
SMALL_CARDS = {
    "expect_total": 2,
    "faces": [FACE_SHA, FACE_ZHUGE],
    "cards": [
        {"id": "sha_s7", "face": "sha", "suit": "spade", "rank": 7},
        {"id": "zhuge_c1", "face": "zhuge", "suit": "club", "rank": 1},
    ],
}


def _edited_error(tmp_path: Path, base: dict, edit: Any, entry: str, problem: str) -> None:
    """``base`` (SMALL_CARDS or SMALL_HEROES) changed by ``edit`` is refused as described."""
    data = copy.deepcopy(base)
    edit(data)
    name, load = ("cards.yaml", load_cards) if base is SMALL_CARDS else ("heroes.yaml", load_heroes)
    path = _write(tmp_path, name, data)
    _expect(lambda: load(path, rules=_rules(tmp_path)), path, entry, problem)


def _cards_error(tmp_path: Path, edit: Any, entry: str, problem: str) -> None:
    _edited_error(tmp_path, SMALL_CARDS, edit, entry, problem)


def test_the_small_card_file_is_valid(tmp_path: Path) -> None:
    cards = load_cards(_write(tmp_path, "cards.yaml", SMALL_CARDS), rules=_rules(tmp_path))
    assert [c.id for c in cards.cards] == ["sha_s7", "zhuge_c1"]


@pytest.mark.parametrize(
    ("where", "key", "value", "entry", "problem"),
    [
        ("cards", "suit", "spades", "cards[0] (id 'sha_s7')", "unknown suit 'spades'"),
        ("cards", "rank", 14, "cards[0] (id 'sha_s7')", "rank 14 outside 1-13"),
        ("cards", "rank", 0, "cards[0] (id 'sha_s7')", "rank 0 outside 1-13"),
        ("cards", "rank", "K", "cards[0] (id 'sha_s7')", "rank: expected an integer"),
        ("cards", "face", "tiao", "cards[0] (id 'sha_s7')", "unknown card face 'tiao'"),
        ("cards", "colour", "red", "cards[0] (id 'sha_s7')", "unknown field 'colour'"),
        ("faces", "type", "spell", "faces[0] (id 'sha')", "unknown card type 'spell'"),
        ("faces", "subtype", "weapon", "faces[0] (id 'sha')", "a basic card has no subtype"),
        ("faces", "range", 2, "faces[0] (id 'sha')", "only weapons have a range"),
        ("faces", "element", "ice", "faces[0] (id 'sha')", "unknown element 'ice'"),
        ("faces", "spec", "S-CARD-TAO", "faces[0] (id 'sha')", "unknown spec id 'S-CARD-TAO'"),
        ("faces", "spec", "R-M1", "faces[0] (id 'sha')", "is not a rule id of the form S-CARD-"),
        ("faces", "text", None, "faces[0] (id 'sha')", "missing field 'text'"),
    ],
)
def test_a_bad_card_field_is_named(tmp_path, where, key, value, entry, problem) -> None:
    def edit(data: dict) -> None:
        data[where][0][key] = value

    _cards_error(tmp_path, edit, entry, problem)


def test_card_file_level_errors(tmp_path: Path) -> None:
    def dup_card(d: dict) -> None:
        d["cards"][1]["id"] = "sha_s7"

    def dup_face(d: dict) -> None:
        d["faces"].append(dict(FACE_SHA))

    def no_subtype(d: dict) -> None:
        d["faces"][1].pop("subtype")

    def no_range(d: dict) -> None:
        d["faces"][1].pop("range")

    def shared_effect(d: dict) -> None:
        d["faces"][1]["effect"] = "sha"

    def short_deck(d: dict) -> None:
        d["expect_total"] = 3

    def unused_face(d: dict) -> None:
        d["cards"][1]["face"] = "sha"

    def top_field(d: dict) -> None:
        d["deck"] = []

    def variant(d: dict) -> None:
        d["variants"] = {"v": {"description": "x", "replace": {"nope": d["cards"][0]}}}

    cases = [
        (dup_card, "cards[1] (id 'sha_s7')", "duplicate card id 'sha_s7' (first at cards[0]"),
        (dup_face, "faces[2] (id 'sha')", "duplicate face id 'sha'"),
        (no_subtype, "faces[1] (id 'zhuge')", "every equipment card has one"),
        (no_range, "faces[1] (id 'zhuge')", "missing field 'range'"),
        (shared_effect, "faces[1] (id 'zhuge')", "effect 'sha' is shared with faces[0]"),
        (short_deck, "cards", "the deck has 2 cards, expected 3"),
        (unused_face, "faces (id 'zhuge')", "face has no card in the deck"),
        (top_field, "", "unknown field 'deck'"),
        (variant, "variants.v.replace.nope", "unknown card id 'nope'"),
    ]
    for edit, entry, problem in cases:
        _cards_error(tmp_path, edit, entry, problem)


def test_a_shipped_deck_without_104_cards_is_refused(tmp_path: Path) -> None:
    data = yaml.safe_load((content_dir() / "cards.yaml").read_text(encoding="utf-8"))
    data["cards"].pop()
    path = _write(tmp_path, "cards.yaml", data)
    _expect(lambda: load_cards(path), path, "cards", "the deck has 103 cards, expected 104")


def test_unreadable_files(tmp_path: Path) -> None:
    missing = tmp_path / "none.yaml"
    _expect(lambda: load_cards(missing), missing, "", "file not found")
    empty = _write(tmp_path, "empty.yaml", "")
    _expect(lambda: load_heroes(empty), empty, "", "file is empty")
    broken = _write(tmp_path, "broken.yaml", "tables: [\n")
    _expect(lambda: load_identities(broken), broken, "", "invalid YAML")
    rules = tmp_path / "no_rules.md"
    cards = _write(tmp_path, "cards.yaml", SMALL_CARDS)
    _expect(lambda: load_cards(cards, rules=rules), rules, "", "file not found")


SKILL_A = {"id": "a1", "name": "甲", "kind": "active", "spec": "S-HERO-A-1", "text": "Do it."}
LORD_A = {"id": "al", "name": "主", "kind": "lord", "mode": "locked", "spec": "S-HERO-A-L",
          "text": "Lord."}  # fmt: skip
SKILL_B = {"id": "b1", "name": "乙", "kind": "locked", "spec": "S-HERO-B-1", "text": "Always."}
SMALL_HEROES = {
    "draft": {"lord_offer": ["a"], "lord_random": 2, "others": 3, "others_at_10": 2},
    "heroes": [
        {"id": "a", "name": "甲", "simplified": "甲", "kingdom": "wei", "gender": "male", "hp": 4,
         "skills": [SKILL_A, LORD_A]},
        {"id": "b", "name": "乙", "simplified": "乙", "kingdom": "wu", "gender": "female",
         "hp": 3, "skills": [SKILL_B]},
    ],
}  # fmt: skip


def _heroes_error(tmp_path: Path, edit: Any, entry: str, problem: str) -> None:
    _edited_error(tmp_path, SMALL_HEROES, edit, entry, problem)


def test_the_small_hero_file_is_valid(tmp_path: Path) -> None:
    heroes = load_heroes(_write(tmp_path, "heroes.yaml", SMALL_HEROES), rules=_rules(tmp_path))
    assert [s.id for s in heroes.skills] == ["a1", "al", "b1"]


@pytest.mark.parametrize(
    ("key", "value", "problem"),
    [
        ("kingdom", "jin", "unknown kingdom 'jin'"),
        ("gender", "other", "unknown gender 'other'"),
        ("hp", 0, "hp 0 outside 1-8"),
        ("hp", "4", "hp: expected an integer"),
        ("id", "Bad Id", "is not an id"),
        ("skills", [], "skills: expected a non-empty list"),
    ],
)
def test_a_bad_hero_field_is_named(tmp_path, key, value, problem) -> None:
    def edit(data: dict) -> None:
        data["heroes"][1][key] = value

    entry = "heroes[1] (id " if key != "id" else "heroes[1] (id 'Bad Id')"
    _heroes_error(tmp_path, edit, entry, problem)


def test_hero_skill_errors(tmp_path: Path) -> None:
    b_skill = "heroes[1] (id 'b').skills[0] (id 'b1')"

    def set_b(key: str, value: Any) -> Any:
        return lambda d: d["heroes"][1]["skills"][0].__setitem__(key, value)

    def two_lords(d: dict) -> None:
        d["heroes"][0]["skills"][0] = dict(LORD_A, id="a2")

    def dup_hero(d: dict) -> None:
        d["heroes"][1]["id"] = "a"

    def dup_skill(d: dict) -> None:
        d["heroes"][1]["skills"][0]["id"] = "a1"

    def dup_spec(d: dict) -> None:
        d["heroes"][1]["skills"][0]["spec"] = "S-HERO-A-1"

    def lord_without_mode(d: dict) -> None:
        d["heroes"][0]["skills"][1].pop("mode")

    def offer(hero: str) -> Any:
        return lambda d: d["draft"].__setitem__("lord_offer", [hero])

    cases = [
        (set_b("kind", "passive"), b_skill, "unknown skill kind 'passive'"),
        (set_b("mode", "locked"), b_skill, "only lord skills have a mode"),
        (set_b("spec", "S-HERO-B-2"), b_skill, "unknown spec id 'S-HERO-B-2'"),
        (set_b("spec", "S-CARD-SHA"), b_skill, "not a rule id of the form S-HERO-"),
        (lord_without_mode, "heroes[0] (id 'a').skills[1] (id 'al')", "missing field 'mode'"),
        (two_lords, "heroes[0] (id 'a')", "more than one lord skill"),
        (dup_hero, "heroes[1] (id 'a')", "duplicate hero id 'a' (first at heroes[0]"),
        (dup_skill, "heroes[1] (id 'b').skills[0] (id 'a1')", "duplicate skill id 'a1'"),
        (dup_spec, "heroes[1] (id 'b').skills[0] (id 'b1')", "duplicate spec id 'S-HERO-A-1'"),
        (offer("zz"), "draft", "lord_offer: unknown hero 'zz'"),
        (offer("b"), "draft", "lord_offer: hero 'b' has no lord skill"),
    ]
    for edit, entry, problem in cases:
        _heroes_error(tmp_path, edit, entry, problem)


def _identities(rows: list[dict]) -> dict:
    return {"roles": ["lord", "loyalist", "rebel", "renegade"], "min_players": 4,
            "max_players": 5, "tables": rows}  # fmt: skip


def _row(players: int, counts: tuple[int, ...], mode: str = "standard") -> dict:
    roles = ("lord", "loyalist", "rebel", "renegade")
    return {"players": players, "mode": mode, "source": "test",
            "counts": dict(zip(roles, counts, strict=True))}  # fmt: skip


def test_identity_table_errors(tmp_path: Path) -> None:
    good = [_row(4, (1, 1, 1, 1)), _row(5, (1, 1, 2, 1))]
    path = _write(tmp_path, "identities.yaml", _identities(good))
    assert load_identities(path).table(5).counts["rebel"] == 2
    bad_counts = dict(_row(5, (1, 1, 1, 1)))
    bad_counts["counts"] = dict(bad_counts["counts"], bandit=1)
    roles = _identities(good)
    roles["roles"] = ["lord", "rebel"]
    cases = [
        ([good[0], _row(5, (1, 1, 1, 1))], "tables[1]", "counts add up to 4, not to the 5"),
        ([good[0], _row(5, (2, 0, 2, 1))], "tables[1]", "exactly one lord, not 2"),
        ([good[0], bad_counts], "tables[1].counts", "unknown field 'bandit'"),
        ([good[0], _row(5, (1, 1, 2, 1), "melee")], "tables[1]", "unknown mode 'melee'"),
        ([*good, _row(6, (1, 1, 3, 1))], "tables[2]", "players 6 outside 4-5"),
        ([*good, good[1]], "tables[2]", "duplicate table (players/mode) '5/standard'"),
        ([good[0]], "tables", "no standard table for 5 players"),
    ]
    for rows, entry, problem in cases:
        path = _write(tmp_path, "identities.yaml", _identities(rows))
        _expect(lambda p=path: load_identities(p), path, entry, problem)
    path = _write(tmp_path, "identities.yaml", roles)
    _expect(lambda: load_identities(path), path, "", "roles must be")
