"""Hero strength per identity (issue 35, scope 2): which heroes are too strong, or too weak,
for which side.

From a configuration's hero-by-identity table (:meth:`GameResults.hero_identity_table`: per
hero and identity played, the seat-games decided and won), each hero's win rate in an identity
is compared with the same identity's win rate over the seats that played *another* hero (two
independent samples of seat-games): the difference with Newcombe's 95% interval (from the two
Wilson intervals; sound for a hero that never won), and a flag where it leaves 0 out. The
seats of one identity share their side's result, so a hero's difference is what the side gains
when that hero is among its seats; heroes are compared within an identity, never across. Cells
with fewer than :data:`MIN_GAMES` seat-games are left out. With some hundred cells, about one
in twenty is flagged by chance alone: a flag is a lead to confirm (``qxs compare`` with the hero
banned, ``qxs sensitivity``), not a verdict.
"""

from __future__ import annotations

import math
from typing import Any

from qxs_env.lab.stats import wilson

MIN_GAMES = 20
"""Fewest decided seat-games of a hero in an identity for its row."""


def hero_strength(by_hero: dict[str, dict[str, dict[str, Any]]], z: float = 1.96) -> dict:
    """Per identity, per hero (most above the rest first): ``games``, ``win_rate``, ``rest``
    (the identity's win rate over the other heroes' seat-games), ``diff`` with ``ci_low`` and
    ``ci_high``, and ``flag`` (``strong``, ``weak`` or empty). ``by_hero``: hero -> identity ->
    row with ``games`` and ``wins`` (the report's ``heroes_by_identity``)."""
    totals: dict[str, list[int]] = {}
    for rows in by_hero.values():
        for ident, row in rows.items():
            t = totals.setdefault(ident, [0, 0])
            t[0] += int(row["games"])
            t[1] += int(row["wins"])
    out: dict[str, dict[str, Any]] = {}
    for ident, (games, wins) in totals.items():
        table = {}
        for hero, rows in by_hero.items():
            row = rows.get(ident)
            if row is None or row["games"] < MIN_GAMES or games - row["games"] < MIN_GAMES:
                continue
            n1, w1 = int(row["games"]), int(row["wins"])
            n2, w2 = games - n1, wins - w1
            p1, p2 = w1 / n1, w2 / n2
            (l1, u1), (l2, u2) = wilson(w1, n1, z), wilson(w2, n2, z)
            d = p1 - p2  # Newcombe's interval from the two Wilson intervals (sound at 0 wins)
            low = d - math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2)
            high = d + math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2)
            flag = "strong" if low > 0 else ("weak" if high < 0 else "")
            table[hero] = {"games": n1, "win_rate": p1, "rest": p2, "diff": d,
                           "ci_low": low, "ci_high": high, "flag": flag}  # fmt: skip
        out[ident] = dict(sorted(table.items(), key=lambda kv: -kv[1]["diff"]))
    return out
