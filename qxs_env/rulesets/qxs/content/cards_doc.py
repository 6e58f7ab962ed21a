"""Generate ``docs/cards.md`` (every card face, our own words) from ``configs/cards.yaml`` and the
deck lists in ``configs/decks/``.

``python -m qxs_env.rulesets.qxs.content.cards_doc`` rewrites the file; ``--check`` exits with
status 1 when it
is out of date (``tests/test_cards_doc.py`` runs the same check). The document is the card
reference a person reads beside ``qxs play`` (whose ``i`` command shows the same texts): per
category, each face's Chinese and English name, colour, printed numbers, how many copies each
shipped deck holds and the summary text of the YAML.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from qxs_env.rulesets.qxs.constants import COLOUR_NAMES
from qxs_env.rulesets.qxs.content.docgen import doc_main
from qxs_env.rulesets.qxs.content.loader import (
    DECK_NAMES,
    Catalogue,
    Deck,
    load_catalogue,
    load_deck,
)
from qxs_env.rulesets.qxs.content.schema import CardFace

DOC_PATH = Path(__file__).resolve().parents[4] / "docs" / "cards.md"

COLOUR_WORDS = {"red": "red 力", "blue": "blue 技", "yellow": "yellow 气", "white": "white 速"}
"""A colour with the attribute it stands for (R-C2)."""

SECTIONS: tuple[tuple[str, str, str], ...] = (
    # (section title, category, intro)
    (
        "Moves (招式)",
        "move",
        "A move attacks in your play phase (one attack per play phase unless a card or skill "
        "says otherwise) or defends when you are attacked. Its colour is its attribute. The "
        "first 12 are the skill-less generic moves of the basic edition; the others have a skill "
        "that applies when attacking unless the text says defending.",
    ),
    (
        "Internal arts (内功)",
        "internal",
        "Equipment, one in play per character. Sets your attack range (the larger of it and the "
        "move's range counts) and mostly acts when you attack.",
    ),
    (
        "Mental arts (心法)",
        "mental",
        "Equipment, one in play per character. Mostly acts when you defend.",
    ),
    (
        "Lightness arts (轻功)",
        "lightness",
        "Equipment that changes distances: a −1 art shortens your distance to others (one −1 "
        "slot), a +1 art lengthens others' distance to you (one +1 slot).",
    ),
    (
        "Strategy cards (智计)",
        "strategy",
        "Take effect at once when used (a delayed one waits in the target's judgement area). "
        "看破 cancels one strategy card's effect on one character.",
    ),
    (
        "Medicine and poison (药)",
        "medicine",  # poison too: see _in_section
        "Delayed ones go into the target's judgement area and are judged in its next "
        "judgement phase; 无常丹 cancels a poison.",
    ),
    (
        "Special cards",
        "special",
        "The optional module (`GameConfig(specials=True)`): not part of any deck.",
    ),
)


def _in_section(face: CardFace, category: str) -> bool:
    if category == "medicine":
        return face.category in ("medicine", "poison")
    return face.category == category


def numbers(face: CardFace) -> str:
    """The printed numbers of a face in words-light notation: ``2x2`` for a move (power x
    range), ``range 3`` for an internal art, ``−1`` / ``+1`` for a lightness art, ``delayed`` for
    a card that waits in the judgement area; empty when the face has none."""
    if face.category == "move":
        return f"{face.power}x{face.range}"
    if face.category == "internal":
        return f"range {face.attack_range}"
    if face.category == "lightness":
        return {"minus": "−1", "plus": "+1", "either": "−1 or +1"}[str(face.slot)]
    return "delayed" if face.delayed else ""


def _copies(deck: Deck, face: CardFace) -> str:
    """How many copies of ``face`` a deck holds, with their colours when any copy is not of the
    printed colour (strategy, medicine and poison copies come in several colours)."""
    by_colour = {c: 0 for c in COLOUR_NAMES}
    for line in deck.lines:
        if line.face == face.id:
            by_colour[line.colour] += line.count
    total = sum(by_colour.values())
    if total == 0:
        return "–"
    if by_colour[face.colour] == total:
        return str(total)
    parts = ", ".join(f"{n} {c}" for c, n in by_colour.items() if n)
    return f"{total} ({parts})"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def render(catalogue: Catalogue | None = None, decks: Sequence[Deck] | None = None) -> str:
    """The Markdown text of docs/cards.md."""
    catalogue = catalogue if catalogue is not None else load_catalogue()
    decks = list(decks) if decks is not None else [load_deck(n, catalogue) for n in DECK_NAMES]
    out: list[str] = []
    out.append("# Cards (游戏牌)")
    out.append("")
    out.append(
        "Generated from `configs/cards.yaml` and `configs/decks/*.yaml` by "
        "`python -m qxs_env.rulesets.qxs.content.cards_doc`; do not edit by hand. "
        "The texts are our own "
        "summaries; readings of unclear printed text are in `docs/rulings.md`. Heroes and their "
        "skills are in [heroes.md](heroes.md). In `qxs play`, `i <name>` shows the text of any "
        "card or skill below."
    )
    out.append("")
    out.append("## How to read this")
    out.append("")
    out.append(
        "- **Colours** (R-C2): every card has one of four colours, each an attribute: "
        + ", ".join(COLOUR_WORDS.values())
        + ". A move's colour is its attribute. Each colour counters the next in the ring "
        "red → blue → yellow → white → red (red counters blue, ..., white counters red): in a "
        "clash, the side whose colour counters the other's gets +1 power. A judgement turns "
        "over the top card of the draw pile and reads its colour; dark = red or blue, light = "
        "yellow or white."
    )
    out.append(
        "- **Power x range**: a move's numbers are written `2x2` = power 2, range 2 (the generic "
        "moves carry them in their names: 技 `1x6` is power 1, range 6). Range is how far the "
        "move reaches: the distance to the target must be at most the larger of the move's range "
        "and your internal art's range. When a move attacks and another defends, the defender "
        "blocks if its power (0 when it plays no move) is at least the attacker's; otherwise the "
        "damage is half the difference, rounded up (R-M4, R-M5)."
    )
    out.append(
        "- **Numbers of other cards**: `range 3` is an internal art's attack range; `−1` / `+1` "
        "is a lightness art's change of distance; `delayed` marks a card that waits in the "
        "target's judgement area until its next judgement phase."
    )
    out.append(
        "- **colour** is the printed colour. **Copies**: how many cards of the face each shipped "
        "deck holds (`–`: none), with the colours of the copies in brackets when they are not "
        "all of the printed colour (moves and equipment keep it; strategy, medicine and poison "
        "copies come in several colours, see `docs/rulings.md`, R-C4)."
    )
    out.append("")
    out.append("## Decks")
    out.append("")
    out.append("| deck | cards | description |")
    out.append("| --- | --- | --- |")
    for d in decks:
        out.append(f"| `{d.name}` | {d.total} | {_cell(d.description)} |")
    out.append("")
    deck_heads = " | ".join(d.name for d in decks)
    deck_rule = " | ".join("---" for _ in decks)
    for title, category, intro in SECTIONS:
        faces = [f for f in catalogue.faces if _in_section(f, category)]
        if not faces:
            continue
        out.append(f"## {title} ({len(faces)} faces)")
        out.append("")
        out.append(intro)
        out.append("")
        out.append(f"| card | English | id | colour | numbers | {deck_heads} | text |")
        out.append(f"| --- | --- | --- | --- | --- | {deck_rule} | --- |")
        for f in faces:
            kind = f" ({f.category})" if category == "medicine" else ""
            copies = " | ".join(_copies(d, f) for d in decks)
            out.append(
                f"| {f.name}{kind} | {_cell(f.en)} | `{f.id}` | {f.colour} | {numbers(f)} | "
                f"{copies} | {_cell(f.text)} |"
            )
        out.append("")
    return "\n".join(out).rstrip() + "\n"


def main(argv: list[str] | None = None) -> int:
    """Write docs/cards.md, or with ``--check`` report whether it is up to date."""
    return doc_main(
        argv,
        (__doc__ or "").splitlines()[0],
        render,
        DOC_PATH,
        "qxs_env.rulesets.qxs.content.cards_doc",
    )


if __name__ == "__main__":
    sys.exit(main())
