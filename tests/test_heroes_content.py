"""configs/heroes.yaml (issue 4): the hero catalogue, its validation and the generated docs."""

from __future__ import annotations

from pathlib import Path

import pytest

from qxs_env.rulesets.qxs.content.heroes_doc import DOC_PATH, render
from qxs_env.rulesets.qxs.content.loader import load_heroes
from qxs_env.rulesets.qxs.content.schema import ContentError
from qxs_env.rulesets.qxs.content.skills import SKILL_IDS, SKILLS, encode_skill_params
from qxs_env.rulesets.qxs.tables import (
    IMPLEMENTED_SKILLS,
    SKILL_TRIGGERS,
)


def test_eighty_heroes_forty_base_with_ninety_one_skills():
    h = load_heroes()
    assert len(h) == 80
    base = [x for x in h.heroes if x.set == "base"]
    assert len(base) == 40 and len(h.ids("expansion")) == 40
    assert sum(len(x.skills) for x in base) == 91
    assert len(set(h.index)) == 80
    for x in h.heroes:
        assert 1 <= len(x.skills) <= 4 and x.hp in (4, 5)
        for sk in x.skills:
            assert sk.id in SKILLS and sk.text and sk.name


def test_docs_heroes_md_is_up_to_date():
    assert DOC_PATH.read_text(encoding="utf-8") == render(), (
        "docs/heroes.md is out of date: run python -m qxs_env.rulesets.qxs.content.heroes_doc"
    )


def test_skill_registry_codes_and_triggers():
    assert SKILL_IDS[0] == "none"
    assert len(set(IMPLEMENTED_SKILLS)) == len(IMPLEMENTED_SKILLS)
    # every skill listening to a trigger point is implemented
    for code in range(len(SKILL_IDS)):
        if SKILL_TRIGGERS[code].any():
            assert code in IMPLEMENTED_SKILLS, SKILL_IDS[code]
    with pytest.raises(ValueError, match="unknown skill id"):
        encode_skill_params("nope", {}, {})
    with pytest.raises(ValueError, match="missing required param"):
        encode_skill_params("power_floor", {}, {})
    with pytest.raises(ValueError, match="unknown card face"):
        encode_skill_params("convert_card", {"face": "nope", "colours": ["red"]}, {})


def _write(tmp_path: Path, text: str) -> Path:
    p = tmp_path / "heroes.yaml"
    p.write_text(text, encoding="utf-8")
    return p


GOOD = """heroes:
- id: a
  name: 甲
  colour: red
  hp: 4
  alignment: good
  gender: male
  set: base
  skills:
  - {id: power_floor, name: 北侠, kind: locked, params: {colour: yellow}, text: t}
"""


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (("colour: red", "colour: pink"), "unknown colour"),
        (("gender: male", "gender: x"), "gender"),
        (("id: power_floor", "id: nosuch"), "unknown skill id"),
        (("{colour: yellow}", "{colour: yellow, bad: 1}"), "unknown param"),
        (("kind: locked", "kind: sometimes"), "kind"),
        (("hp: 4", "hp: 0"), "hp"),
    ],
)
def test_loader_errors_name_file_entry_problem(tmp_path: Path, change, problem):
    assert len(load_heroes(_write(tmp_path, GOOD))) == 1
    bad = GOOD.replace(*change)
    with pytest.raises(ContentError) as info:
        load_heroes(_write(tmp_path, bad))
    err = info.value
    assert err.file.endswith("heroes.yaml")
    assert "heroes[0]" in err.entry and "'a'" in err.entry
    assert problem in err.problem


def test_loader_rejects_duplicates_and_unknown_faces(tmp_path: Path):
    with pytest.raises(ContentError, match="duplicate hero id"):
        load_heroes(_write(tmp_path, GOOD + GOOD.split("heroes:\n")[1]))
    face = GOOD.replace(
        "{id: power_floor, name: 北侠, kind: locked, params: {colour: yellow}, text: t}",
        "{id: convert_card, name: x, kind: active, params: {face: nope, colours: [red]}, text: t}",
    )
    with pytest.raises(ContentError, match="unknown card face"):
        load_heroes(_write(tmp_path, face))
