"""Generate ``docs/heroes.md`` (every hero and skill, our own words) from ``configs/heroes.yaml``.

``python -m qxs_env.rulesets.qxs.content.heroes_doc`` rewrites the file; ``--check`` exits with
status 1 when
it is out of date (``tests/test_heroes_content.py`` runs the same check). Whether the engine
implements a skill comes from ``qxs_env.rulesets.qxs.tables.IMPLEMENTED_SKILLS``.
"""

from __future__ import annotations

import sys
from pathlib import Path

from qxs_env.rulesets.qxs.content.docgen import doc_main
from qxs_env.rulesets.qxs.content.loader import HeroCatalogue, load_heroes
from qxs_env.rulesets.qxs.content.skills import SKILL_IDS

DOC_PATH = Path(__file__).resolve().parents[4] / "docs" / "heroes.md"

_KIND = {"locked": "locked", "triggered": "triggered", "active": "active"}


def _implemented() -> set[str]:
    from qxs_env.rulesets.qxs.tables import (
        IMPLEMENTED_SKILLS,
    )

    return {SKILL_IDS[c] for c in IMPLEMENTED_SKILLS}


def render(heroes: HeroCatalogue | None = None, implemented: set[str] | None = None) -> str:
    """The Markdown text of docs/heroes.md."""
    heroes = heroes if heroes is not None else load_heroes()
    implemented = implemented if implemented is not None else _implemented()
    out: list[str] = []
    out.append("# Heroes (大侠)")
    out.append("")
    out.append(
        "Generated from `configs/heroes.yaml` by "
        "`python -m qxs_env.rulesets.qxs.content.heroes_doc`; do not "
        "edit by hand. Skill texts are our own summaries; readings of unclear printed text are "
        "in `docs/rulings.md` (Heroes). HP is the printed value (the leader gets +1 except at 4 "
        "players, R-S5). Kinds: *locked* skills always apply, *triggered* ones fire at a moment "
        "(the owner is asked when they are optional), *active* ones are used by choice (action "
        "`a_skill + 4 + slot`). ✓ marks a skill the engine implements; a hero is playable "
        '(`heroes="implemented"`) when all its skills are.'
    )
    out.append("")
    for set_name, title in (("base", "Base heroes"), ("expansion", "Expansion heroes")):
        hs = [h for h in heroes.heroes if h.set == set_name]
        n_sk = sum(len(h.skills) for h in hs)
        n_impl = sum(1 for h in hs for sk in h.skills if sk.id in implemented)
        n_full = sum(1 for h in hs if all(sk.id in implemented for sk in h.skills))
        out.append(f"## {title} ({len(hs)} heroes, {n_sk} skills)")
        out.append("")
        out.append(
            f"Implemented: {n_impl} of {n_sk} skills; {n_full} of {len(hs)} heroes complete."
        )
        out.append("")
        out.append("| hero | id | colour | HP | alignment | gender | skills |")
        out.append("| --- | --- | --- | --- | --- | --- | --- |")
        for h in hs:
            names = ", ".join(sk.name + (" ✓" if sk.id in implemented else "") for sk in h.skills)
            align = "good 善" if h.alignment == "good" else "evil 恶"
            out.append(
                f"| {h.name} | `{h.id}` | {h.colour} | {h.hp} | {align} | {h.gender} | {names} |"
            )
        out.append("")
        for h in hs:
            out.append(f"### {h.name} (`{h.id}`)")
            out.append("")
            for sk in h.skills:
                mark = " ✓" if sk.id in implemented else ""
                out.append(f"- **{sk.name}**{mark} ({_KIND[sk.kind]}, `{sk.id}`): {sk.text}")
            out.append("")
    return "\n".join(out).rstrip() + "\n"


def main(argv: list[str] | None = None) -> int:
    """Write docs/heroes.md, or with ``--check`` report whether it is up to date."""
    return doc_main(
        argv,
        (__doc__ or "").splitlines()[0],
        render,
        DOC_PATH,
        "qxs_env.rulesets.qxs.content.heroes_doc",
    )


if __name__ == "__main__":
    sys.exit(main())
