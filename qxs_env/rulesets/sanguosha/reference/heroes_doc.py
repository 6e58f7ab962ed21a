"""Generate ``docs/sanguosha/heroes.md`` (every hero of 三国杀 and its skills, our own words) from
``configs/sanguosha/heroes.yaml``.

``python -m qxs_env.rulesets.sanguosha.reference.heroes_doc`` rewrites the file; ``--check``
exits with status 1 when it is out of date (tests/rulesets/sanguosha/test_reference_docs.py runs
the same comparison). The draft's numbers, a summary table (kingdom, gender, printed HP, skills,
✓ for an implemented skill: :mod:`.status`), then per kingdom each hero with its skills' kinds,
ids, rule ids and texts (a lord skill marked as such, with how it acts).
"""

from __future__ import annotations

import sys
from pathlib import Path

from qxs_env.rulesets.docgen import doc_main
from qxs_env.rulesets.sanguosha.content import KINGDOMS, Hero, HeroSet, Skill, load_heroes

from .status import implemented

DOC_PATH = Path(__file__).resolve().parents[4] / "docs" / "sanguosha" / "heroes.md"
MODULE = "qxs_env.rulesets.sanguosha.reference.heroes_doc"

KINGDOM_WORDS = {"wei": "Wei", "shu": "Shu", "wu": "Wu", "qun": "Qun (群雄)"}


def skill_name(skill: Skill) -> str:
    """The skill's name, ✓ when implemented."""
    return skill.name + (" ✓" if implemented("skills", skill.id) else "")


def _kind(skill: Skill) -> str:
    """``triggered``, or for a lord skill ``lord skill, active``."""
    return f"lord skill, {skill.mode}" if skill.kind == "lord" else skill.kind


def _hero_lines(hero: Hero) -> list[str]:
    """The hero's heading and one line per skill."""
    kingdom = f"{KINGDOM_WORDS[hero.kingdom]} {KINGDOMS[hero.kingdom]}"
    name = hero.name if hero.simplified == hero.name else f"{hero.name} ({hero.simplified})"
    out = [f"### {name} (`{hero.id}`)", "", f"{kingdom}, {hero.gender}, {hero.hp} HP.", ""]
    for skill in hero.skills:
        text = " ".join(skill.text.split())
        out.append(
            f"- **{skill_name(skill)}** ({_kind(skill)}, `{skill.id}`, {skill.spec}): {text}"
        )
    out.append("")
    return out


def render(heroes: HeroSet | None = None) -> str:
    """The Markdown text of docs/sanguosha/heroes.md."""
    heroes = heroes if heroes is not None else load_heroes()
    skills = [s for h in heroes.heroes for s in h.skills]
    done = sum(1 for s in skills if implemented("skills", s.id))
    complete = sum(1 for h in heroes.heroes if all(implemented("skills", s.id) for s in h.skills))
    draft = heroes.draft
    lord_offer = ", ".join(heroes.hero(h).name for h in draft.lord_offer)
    out = [
        "# 三国杀 heroes",
        "",
        f"Generated from `configs/sanguosha/heroes.yaml` by `python -m {MODULE}`; do not edit "
        "by hand. Skill texts are our own summaries; the rules they follow are in "
        "[rules.md](rules.md) (the rule id of each skill), readings of unclear points in "
        "[rulings.md](rulings.md), what is still open in [status.md](status.md). A game deals "
        'heroes with `heroes="standard"`, the default (`"off"` gives every seat a skill-less '
        "character with 4 HP). HP is the printed value: the lord gets 1 more at 5 players or "
        "more (S-SETUP-3, ruling S-OPEN-06). Kinds: *locked* skills always apply, *triggered* "
        "ones act at a moment (the owner is asked when they are optional), *active* ones are "
        "used by choice; a *lord skill* is the hero's only when it is the lord. ✓: the skill is "
        "implemented (its module `skills/<id>.py` and its scenario test). The cards are in "
        "[cards.md](cards.md).",
        "",
        "## The draft (S-SETUP-2)",
        "",
        f"The lord is offered {lord_offer} and {draft.lord_random} heroes drawn at random, and "
        f"picks one, face up. Every other seat, in turn order from the lord, is offered "
        f"{draft.others} of the remaining heroes ({draft.others_at_10} at 10 players) and picks "
        "one face down; the picks are shown when every seat has picked.",
        "",
        f"## Summary: {len(heroes.heroes)} heroes, {len(skills)} skills",
        "",
        f"Implemented: {done} of {len(skills)} skills; {complete} of {len(heroes.heroes)} heroes "
        "complete.",
        "",
        "| hero | id | kingdom | gender | HP | skills |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    for h in heroes.heroes:
        names = ", ".join(skill_name(s) + (" (lord)" if s.kind == "lord" else "") for s in h.skills)
        out.append(
            f"| {h.name} | `{h.id}` | {KINGDOMS[h.kingdom]} | {h.gender} | {h.hp} | {names} |"
        )
    out.append("")
    for kingdom, sign in KINGDOMS.items():
        members = [h for h in heroes.heroes if h.kingdom == kingdom]
        if not members:
            continue
        out += [f"## {KINGDOM_WORDS[kingdom]} {sign}: {len(members)} heroes", ""]
        for h in members:
            out += _hero_lines(h)
    return "\n".join(out).rstrip() + "\n"


def main(argv: list[str] | None = None) -> int:
    """Write docs/sanguosha/heroes.md, or with ``--check`` report whether it is up to date."""
    return doc_main(argv, (__doc__ or "").splitlines()[0], render, DOC_PATH, MODULE)


if __name__ == "__main__":
    sys.exit(main())
