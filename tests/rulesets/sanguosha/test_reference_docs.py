"""docs/sanguosha/cards.md and heroes.md are generated from configs/sanguosha
(``qxs_env.rulesets.sanguosha.reference``): the committed files equal what the generators write,
and what they write says what the content says (every face with its count, suits and ranks, rule
id and text; every hero with its kingdom, gender, HP and skills, lord skills marked)."""

from __future__ import annotations

from pathlib import Path

from qxs_env.rulesets.sanguosha.content import KINGDOMS, load_cards, load_heroes
from qxs_env.rulesets.sanguosha.reference import cards_doc, heroes_doc, layout_doc
from qxs_env.rulesets.sanguosha.reference.status import implemented


def _rows(text: str) -> dict[str, list[str]]:
    """Table rows keyed by the id cell (in backticks)."""
    out = {}
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split(" | ")]
        ids = [c for c in cells if c.startswith("`") and c.endswith("`")]
        if line.startswith("|") and ids:
            out[ids[0].strip("`")] = cells
    return out


def test_committed_docs_are_up_to_date() -> None:
    for module in (cards_doc, heroes_doc, layout_doc):
        assert module.DOC_PATH.read_text(encoding="utf-8") == module.render(), (
            f"{module.DOC_PATH.name} is out of date: run python -m {module.MODULE}"
        )


def test_every_face_with_its_cards_rule_and_text() -> None:
    cards = load_cards()
    text = cards_doc.render(cards)
    rows = _rows(text)
    assert set(rows) == {f.id for f in cards.faces}
    assert sum(int(rows[f.id][3]) for f in cards.faces) == len(cards.cards) == 104
    for face in cards.faces:
        row = rows[face.id]
        own = [c for c in cards.cards if c.face.id == face.id]
        assert row[0].startswith(face.name) and row[1].startswith(face.en)
        assert row[3] == str(len(own)) and row[6] == face.spec
        assert row[-1] == " ".join(face.text.split())
        signs = row[4].replace("·", " ").split()
        assert sum(1 for s in signs if s not in cards_doc.SUIT_SIGNS.values()) == len(own)
    assert rows["sha"][4].startswith("♠ 7 8 8 9 9 10 10 · ♥ 10 10 J")
    assert rows["qinggang"][0] == "青鋼劍 (青钢剑), published 青釭劍"
    assert "range 2" in rows["qinggang"][1]
    assert "basic, seed, standard" in rows["tao"][5] and "basic" not in rows["wuxie"][5]
    assert rows["renwang"][5] == "seed"  # the published deck has a second 八卦陣 instead
    assert "`standard`: 八卦陣 instead of 仁王盾 at ♣2" in text
    assert "(heroes.md)" in text and "(rules.md)" in text


def test_every_hero_with_its_skills_and_status() -> None:
    heroes = load_heroes()
    text = heroes_doc.render(heroes)
    rows = _rows(text)
    assert set(rows) == {h.id for h in heroes.heroes}
    for hero in heroes.heroes:
        row = rows[hero.id]
        assert row[2:5] == [KINGDOMS[hero.kingdom], hero.gender, str(hero.hp)]
        for skill in hero.skills:
            assert skill.name in row[5]
            line = next(x for x in text.splitlines() if f"`{skill.id}`, {skill.spec}" in x)
            assert line.startswith(f"- **{skill.name}" + (" ✓" if implemented(
                "skills", skill.id) else "") + "**")  # fmt: skip
            assert line.endswith(" ".join(skill.text.split()))
            assert ("lord skill" in line) == (skill.kind == "lord")
    assert "曹操, 劉備, 孫權 and 2 heroes drawn at random" in text
    for sign in KINGDOMS.values():
        assert f" {sign}: " in text


def test_status_follows_the_modules(tmp_path: Path) -> None:
    """A skill without its module (or without its test) is not marked implemented."""
    assert implemented("skills", "guanxing") and implemented("cards", "sha")
    assert not implemented("skills", "no_such_skill")
    assert "觀星 ✓" in heroes_doc.render()


def test_check_flag(tmp_path: Path) -> None:
    out = tmp_path / "cards.md"
    assert cards_doc.main(["--check", "--out", str(out)]) == 1  # missing
    assert cards_doc.main(["--out", str(out)]) == 0
    assert cards_doc.main(["--check", "--out", str(out)]) == 0
    out.write_text(out.read_text(encoding="utf-8") + "x", encoding="utf-8")
    assert cards_doc.main(["--check", "--out", str(out)]) == 1


def test_the_layout_page_holds_every_observation_slice_and_action_block() -> None:
    """docs/sanguosha/observation_and_actions.md: the observation's slices and the action
    blocks, as their modules define them."""
    from qxs_env.rulesets.sanguosha import layout as L
    from qxs_env.rulesets.sanguosha import observation

    text = layout_doc.render()
    slices = [n for n, v in vars(observation).items() if n.startswith("O_") and type(v) is int]
    missing = [name for name in slices if name not in text]
    assert len(slices) > 5 and not missing, missing  # every slice the module defines
    for block in ("card", "seat", "pick", "pass", "yes", "shown"):
        assert f"\n{block} " in text, block
    assert len(L.SKILL_IDS) == 39 and "skill " in text
