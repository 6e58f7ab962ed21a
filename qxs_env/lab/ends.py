"""Why games end (issue 35, scope 3): per configuration, which side won through which death.

The engine records every death in the framework's per-seat fields (``killer``, ``death_turn``,
``death_order``: :mod:`qxs_env.engine.state`), and the lab keeps them with each game's record
(:class:`~qxs_env.lab.stats.GameResults` ``deaths``). The *deciding death* of a decided game is
its last death (the highest death order): a game that is not cut at a limit ends when a death
leaves one side's goal met (in 群侠杀 always: R-W1..R-W4). Its *end cause* names

- the winners: the identities with a seat that won, in the game's order, joined by ``+``;
- the identity of the seat whose death decided, ``the last`` when every seat of an identity
  dealt more than once was dead by then (the last cult member);
- who killed it: the killer's identity, ``itself``, or ``no one`` (a death with no killer,
  such as the collaborator dying with the foreign player, R-D5).

e.g. ``cult win: leader killed by cult`` or ``leader+righteous win: the last cult killed by
leader``. :func:`end_table` counts the causes over the decided games (share with its 95% Wilson
interval, the turn of the deciding death) and the winners alone; a game whose engine recorded
no death (a ruleset that does not fill the fields) counts as ``no death recorded``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from qxs_env.lab.stats import distribution, wilson

if TYPE_CHECKING:  # pragma: no cover
    from qxs_env.lab.stats import GameResults

Deaths = Sequence[Sequence[int]]
"""Per seat ``(killer, death turn, death order)``; order 0: the seat did not die."""


def deciding_seat(deaths: Deaths) -> int | None:
    """The seat of the game's last death (highest death order), None when no death."""
    order = [d[2] for d in deaths]
    if not order or max(order) <= 0:
        return None
    return order.index(max(order))


def winners_label(won: Sequence[int], idents: Sequence[int], names: Sequence[str]) -> str:
    """The winning identities in the game's order, joined by ``+`` (``no one``: none won)."""
    winning = sorted({i for w, i in zip(won, idents, strict=False) if w and i >= 0})
    return "+".join(names[i] for i in winning) or "no one"


def end_cause(
    won: Sequence[int], idents: Sequence[int], deaths: Deaths, names: Sequence[str]
) -> tuple[str, int | None]:
    """The end cause of one decided game (module docstring) and the turn of its deciding death
    (None when no death was recorded)."""
    winners = winners_label(won, idents, names)
    seat = deciding_seat(deaths)
    if seat is None:
        return f"{winners} win: no death recorded", None
    killer, turn, _ = deaths[seat]
    same = [s for s, i in enumerate(idents) if i == idents[seat]]
    last = "the last " if len(same) > 1 and all(deaths[s][2] > 0 for s in same) else ""
    if killer < 0 or killer >= len(idents):
        how = "died with no killer"
    elif killer == seat:
        how = "killed by itself"
    else:
        how = f"killed by {names[idents[killer]]}"
    return f"{winners} win: {last}{names[idents[seat]]} {how}", int(turn)


def _share(n: int, of: int) -> dict[str, Any]:
    low, high = wilson(n, of)
    return {"games": n, "share": n / of if of else None, "ci_low": low, "ci_high": high}


def end_table(res: GameResults) -> dict[str, Any]:
    """Why the decided games of ``res`` ended: ``decided``; ``deciding_turn`` (the turn of the
    deciding death over the games with one: mean, median, p95, max); ``sides`` (per winning
    side: games, share, Wilson interval) and ``causes`` (per end cause, most frequent first:
    the same, and ``deciding_turn``). Truncated games are left out (their causes are the
    length table's ``truncated_by``)."""
    names = res.identity_names
    decided = [g for g in range(res.games) if not res.truncated[g]]
    causes: dict[str, list[int]] = {}
    sides: dict[str, int] = {}
    turns: list[int] = []
    for g in decided:
        cause, turn = end_cause(res.won[g], res.idents[g], res.deaths[g], names)
        side = winners_label(res.won[g], res.idents[g], names)
        sides[side] = sides.get(side, 0) + 1
        causes.setdefault(cause, [])
        if turn is not None:
            causes[cause].append(turn)
            turns.append(turn)
        else:
            causes[cause].append(-1)
    n = len(decided)
    order = sorted(causes, key=lambda c: (-len(causes[c]), c))
    return {
        "decided": n,
        "deciding_turn": distribution(turns),
        "sides": {w: _share(k, n) for w, k in sorted(sides.items(), key=lambda x: -x[1])},
        "causes": {
            c: {
                **_share(len(causes[c]), n),
                "deciding_turn": distribution([t for t in causes[c] if t >= 0]),
            }
            for c in order
        },
    }
