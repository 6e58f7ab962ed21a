"""Generate ``docs/sanguosha/cards.md`` (every card face of 三国杀, our own words) from
``configs/sanguosha/cards.yaml`` and the decks of :data:`qxs_env.rulesets.sanguosha.tables.DECKS`.

``python -m qxs_env.rulesets.sanguosha.reference.cards_doc`` rewrites the file; ``--check``
exits with status 1 when it is out of date (tests/rulesets/sanguosha/test_reference_docs.py
runs the same comparison). Per card type and subtype, a table with one row per face: its
traditional name (simplified and published names beside it), English name, id, how many cards
of the seed deck carry it and their suits and ranks, the decks that hold it, its rule id in
docs/sanguosha/rules.md, whether its effect is implemented (:mod:`.status`) and the summary text
of the YAML.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from qxs_env.rulesets.docgen import doc_main
from qxs_env.rulesets.sanguosha.content import SUITS, Card, CardFace, CardSet, load_cards

from .status import mark

DOC_PATH = Path(__file__).resolve().parents[4] / "docs" / "sanguosha" / "cards.md"
MODULE = "qxs_env.rulesets.sanguosha.reference.cards_doc"

SUIT_SIGNS = {"spade": "♠", "heart": "♥", "club": "♣", "diamond": "♦"}
RANK_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}

SECTIONS: tuple[tuple[str, str, str | None, str], ...] = (
    # (title, type, subtype, intro)
    (
        "Basic cards (基本牌)",
        "basic",
        None,
        "Used in your play phase (殺, 桃) or played when a rule asks for them (閃, 殺 against a "
        "決鬥 or 南蠻入侵, 桃 to save a dying seat).",
    ),
    (
        "Instant tricks (錦囊)",
        "trick",
        "instant",
        "Used in your play phase and resolved at once, target by target; each target's effect "
        "can be cancelled by a 無懈可擊 (itself cancellable).",
    ),
    (
        "Delayed tricks (延時錦囊)",
        "trick",
        "delayed",
        "Placed in a seat's judgement area; judged at the start of that seat's judgement phase.",
    ),
    (
        "Weapons (武器)",
        "equipment",
        "weapon",
        "One in play per seat; its range is the seat's attack range, and most have a power.",
    ),
    ("Armour (防具)", "equipment", "armour", "One in play per seat; acts when the seat defends."),
    (
        "+1 horses (+1 馬)",
        "equipment",
        "horse_plus",
        "One in play per seat: the others' distance to the seat is 1 more.",
    ),
    (
        "−1 horses (−1 馬)",
        "equipment",
        "horse_minus",
        "One in play per seat: the seat's distance to the others is 1 less.",
    ),
)


def _decks() -> Mapping[str, Sequence[str]]:
    """The playable decks, name -> faces (``tables.DECKS``, imported when rendering)."""
    from qxs_env.rulesets.sanguosha.tables import DECKS

    return DECKS


def rank_name(rank: int) -> str:
    """``A``, ``2`` ... ``10``, ``J``, ``Q``, ``K``."""
    return RANK_NAMES.get(rank, str(rank))


def copies(cards: Sequence[Card]) -> str:
    """The suits and ranks of ``cards``, by suit: ``♠ 7 8 8 · ♥ 10 J``."""
    parts = []
    for suit in SUITS:
        ranks = sorted(c.rank for c in cards if c.suit == suit)
        if ranks:
            parts.append(f"{SUIT_SIGNS[suit]} " + " ".join(rank_name(r) for r in ranks))
    return " · ".join(parts)


def _cell(text: str) -> str:
    """Text safe inside a Markdown table cell (one line, ``|`` escaped)."""
    return " ".join(text.split()).replace("|", "\\|")


def _name(face: CardFace) -> str:
    """``殺 (杀)``, with the published name when it differs (``aka``)."""
    name = face.name if face.simplified == face.name else f"{face.name} ({face.simplified})"
    return f"{name}, published {face.aka}" if face.aka else name


def _row(face: CardFace, cards: CardSet, decks: Mapping[str, Sequence[str]]) -> str:
    own = [c for c in cards.cards if c.face.id == face.id]
    held = ", ".join(name for name, faces in decks.items() if face.id in faces) or "–"
    en = face.en + (f" (range {face.range})" if face.range is not None else "")
    cells = [_name(face), en, f"`{face.id}`", str(len(own)), copies(own), held, face.spec,
             mark("cards", face.effect), _cell(face.text)]  # fmt: skip
    return "| " + " | ".join(cells) + " |"


def render(cards: CardSet | None = None, decks: Mapping[str, Sequence[str]] | None = None) -> str:
    """The Markdown text of docs/sanguosha/cards.md."""
    cards = cards if cards is not None else load_cards()
    decks = decks if decks is not None else _decks()
    out = [
        "# 三国杀 cards",
        "",
        f"Generated from `configs/sanguosha/cards.yaml` by `python -m {MODULE}`; do not edit by "
        f"hand. The seed deck holds {len(cards.cards)} cards (26 of each suit, ranks A to K: "
        "A = 1, J, Q, K = 11, 12, 13; ♥ and ♦ are red, ♠ and ♣ black). *count* and *copies* "
        "are the seed deck's cards of the face, by suit. *decks*: the decks a game may be dealt "
        "(`deck=` of the config; `seed` is the default; `standard`, the published deck, has a "
        "second 八卦陣 at ♣ 2 instead of 仁王盾). *rule*: the rule id in [rules.md](rules.md). "
        "✓: the face's effect is "
        "implemented (its module `cards/<effect>.py` and its scenario test); "
        "[status.md](status.md) lists what is still open. Texts are our own summaries; the "
        "heroes are in [heroes.md](heroes.md).",
        "",
    ]
    head = "| card | English | id | count | copies | decks | rule | ✓ | effect |"
    for title, type_, subtype, intro in SECTIONS:
        faces = [f for f in cards.faces if f.type == type_ and f.subtype == subtype]
        if not faces:
            continue
        total = sum(1 for c in cards.cards if c.face in faces)
        out += [f"## {title}: {total} cards", "", intro, "", head, "| " + " | ".join(
            ["---"] * 9) + " |"]  # fmt: skip
        out += [_row(f, cards, decks) for f in faces]
        out.append("")
    out += _variants(cards)
    return "\n".join(out).rstrip() + "\n"


def _variants(cards: CardSet) -> list[str]:
    """The section on the deck's named variants (cards replaced by id)."""
    if not cards.variants:
        return []
    out = [
        "## Variants of the deck",
        "",
        "Named alternatives in the YAML, each replacing cards by id; a variant is dealt only when "
        "it is one of the decks above.",
        "",
    ]
    for name, replaced in cards.variants.items():
        swaps = []
        for old_id, new in replaced.items():
            old = next(c for c in cards.cards if c.id == old_id)
            sign = f"{SUIT_SIGNS[new.suit]}{rank_name(new.rank)}"
            swaps.append(f"{new.face.name} instead of {old.face.name} at {sign}")
        out.append(f"- `{name}`: " + "; ".join(swaps) + ".")
    out.append("")
    return out


def main(argv: list[str] | None = None) -> int:
    """Write docs/sanguosha/cards.md, or with ``--check`` report whether it is up to date."""
    return doc_main(argv, (__doc__ or "").splitlines()[0], render, DOC_PATH, MODULE)


if __name__ == "__main__":
    sys.exit(main())
