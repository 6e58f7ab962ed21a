"""docs/cards.md, the card reference generated from configs/cards.yaml and the deck lists."""

from __future__ import annotations

from pathlib import Path

from qxs_env.rulesets.qxs.content import load_catalogue, load_deck
from qxs_env.rulesets.qxs.content.cards_doc import DOC_PATH, main, numbers, render


def _rows(text: str) -> dict[str, list[str]]:
    """Table rows of the document keyed by face id (the third cell, in backticks)."""
    out = {}
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split(" | ")]
        if len(cells) > 3 and cells[2].startswith("`") and cells[2].endswith("`"):
            out[cells[2].strip("`")] = cells
    return out


def test_docs_cards_md_is_up_to_date() -> None:
    assert DOC_PATH.read_text(encoding="utf-8") == render(), (
        "docs/cards.md is out of date: run python -m qxs_env.rulesets.qxs.content.cards_doc"
    )


def test_every_face_appears_with_its_names_and_text() -> None:
    cat = load_catalogue()
    rows = _rows(render(cat))
    assert set(rows) == {f.id for f in cat.faces}
    for f in cat.faces:
        row = rows[f.id]
        assert row[0].startswith(f.name) and row[1] == f.en
        assert row[-1] == f.text.replace("|", "\\|")
        assert numbers(f) in row


def test_copy_counts_and_notation() -> None:
    """Copies per deck as in the deck files; the notation of the numbers is explained once."""
    cat = load_catalogue()
    text = render(cat)
    rows = _rows(text)
    head = next(line for line in text.splitlines() if line.startswith("| card |"))
    decks = [c.strip() for c in head.strip("|").split("|")][5:-1]
    assert decks == ["standard", "basic", "starter", "wide"]
    for k, name in enumerate(decks):
        deck = load_deck(name, cat)
        counts: dict[str, int] = {}
        for line in deck.lines:
            counts[line.face] = counts.get(line.face, 0) + line.count
        for fid, row in rows.items():
            cell = row[5 + k]
            n = counts.get(fid, 0)
            assert cell == "–" if n == 0 else cell.split(" ")[0] == str(n), (name, fid, cell)
    tz = cat.face("tiezhang")
    assert rows["tiezhang"][4] == f"{tz.power}x{tz.range}" and rows["ji_1x6"][4] == "1x6"
    assert rows["kanpo"][5] == "8 (2 red, 5 blue, 1 yellow)"  # several colours: spelled out
    assert "`2x2` = power 2, range 2" in text
    assert "(heroes.md)" in text  # the hero reference is linked


def test_check_flag(tmp_path: Path) -> None:
    out = tmp_path / "cards.md"
    assert main(["--check", "--out", str(out)]) == 1  # missing
    assert main(["--out", str(out)]) == 0
    assert main(["--check", "--out", str(out)]) == 0
    out.write_text(out.read_text(encoding="utf-8") + "x", encoding="utf-8")
    assert main(["--check", "--out", str(out)]) == 1
