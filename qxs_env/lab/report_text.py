"""The text report of ``qxs simulate``: the tables printed on stdout.

One table per configuration (identity, seat, position from the leader, hero, hero by the
identity it was played as, and the game's hero groups such as 三国杀's kingdoms, alone and by
identity), and with several configurations a table of identity win rates by
player count. Heroes are labelled with their Chinese name and id (``郭靖 guojing``); columns are
sized to the longest label, counting a CJK character as two terminal columns.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from typing import Any

from qxs_env.rulesets import registry

MAX_LABEL = 36
"""Widest label column (terminal columns); longer labels are cut with ``…``."""


def _fmt(x: float | None, spec: str = ".3f") -> str:
    """``x`` formatted with ``spec``, or ``-`` when it is ``None``."""
    return "-" if x is None else format(x, spec)


def display_width(text: str) -> int:
    """Terminal columns taken by ``text``: two for a wide (CJK) character, one otherwise."""
    return sum(2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1 for ch in text)


def fit(text: str, width: int) -> str:
    """``text`` left-aligned and padded to ``width`` terminal columns, cut with ``…`` when
    longer."""
    if display_width(text) > width:
        out = ""
        for ch in text:
            if display_width(out + ch) > width - 1:
                break
            out += ch
        text = out + "…"
    return text + " " * (width - display_width(text))


@lru_cache(maxsize=8)
def hero_names(game: str | None = None) -> dict[str, str]:
    """Hero id -> name in the game's language, from ``game``'s hero catalogue (its descriptor's
    ``hero_names``; 群侠杀's ``configs/heroes.yaml``); empty when the game has none or the
    catalogue cannot be read."""
    try:
        names = registry.get(game).hero_names
        return dict(names()) if names is not None else {}
    except Exception:  # a report must print even without the catalogue
        return {}


def hero_label(hero_id: str, game: str | None = None) -> str:
    """``郭靖 guojing``: the hero's name and id (the id alone when it is unknown)."""
    name = hero_names(game).get(hero_id)
    return f"{name} {hero_id}" if name else hero_id


def identity_order(game: str | None) -> tuple[str, ...]:
    """The identity names of ``game`` (a report's ``game``; None: the default game), in the
    game's order: the order of the tables' rows and columns."""
    return registry.get(game).identity_names


def _label_width(title: str, labels: list[str]) -> int:
    """Width of a label column: the longest of ``title`` and ``labels`` plus two spaces,
    at most :data:`MAX_LABEL`."""
    return min(MAX_LABEL, max([display_width(x) for x in [title, *labels]]) + 2)


def _print_table(
    title: str,
    table: dict[str, dict[str, Any]],
    counts: dict[str, int],
    labels: dict[str, str] | None = None,
) -> None:
    """One win table: a row per group with games, wins, win rate and Wilson interval (and the
    number of seats of the group per game when ``counts`` is given). ``labels``: the printed
    label of a group (default its key); rows are printed in the order of ``table``."""
    labels = labels or {}
    names = {k: labels.get(k, k) for k in table}
    w = _label_width(title, list(names.values()))
    head = "count" if counts else ""
    print(f"{fit(title, w)}{head:>6}{'games':>8}{'wins':>8}{'win rate':>10}   95% CI (Wilson)")
    for key, row in table.items():
        count = str(counts.get(key, "")) if counts else ""
        print(
            f"{fit(names[key], w)}{count:>6}{row['games']:>8}{row['wins']:>8}"
            f"{_fmt(row['win_rate']):>10}   [{row['ci_low']:.3f}, {row['ci_high']:.3f}]"
        )


def sorted_heroes(heroes: dict[str, dict[str, Any]]) -> list[str]:
    """Hero ids by win rate, highest first (heroes without a decided game last, then by id)."""
    return sorted(
        heroes,
        key=lambda h: (heroes[h]["win_rate"] is None, -(heroes[h]["win_rate"] or 0.0), h),
    )


def _print_heroes(rep: dict[str, Any]) -> None:
    """The hero table (sorted by win rate) and the hero-by-identity table (same row order)."""
    heroes = rep["heroes"]
    order = sorted_heroes(heroes)
    labels = {h: hero_label(h, rep.get("game")) for h in order}
    print("heroes, sorted by win rate (highest first); a hero's row counts every seat it played")
    _print_table("hero", {h: heroes[h] for h in order}, {}, labels)
    by_ident = rep.get("heroes_by_identity") or {}
    if not by_ident:
        return
    idents = [  # the identities of the configuration, in the usual order
        n
        for n in identity_order(rep.get("game"))
        if n in rep.get("identities", {}) or any(n in v for v in by_ident.values())
    ]
    print()
    print(
        "win rate by hero and identity played (n = decided games of the hero in that "
        "identity; rows as above)"
    )
    w = _label_width("hero", list(labels.values()))
    cells: dict[str, list[str]] = {}
    for h in order:
        cells[h] = []
        for n in idents:
            row = by_ident.get(h, {}).get(n)
            ok = row is not None and row["games"]
            cells[h].append(f"{_fmt(row['win_rate'], '.2f')} (n={row['games']})" if ok else "-")
    cw = max([len(n) + 1 for n in idents] + [len(c) + 2 for cs in cells.values() for c in cs])
    print(fit("hero", w) + "".join(f"{n:>{cw}}" for n in idents))
    for h in order:
        print(fit(labels[h], w) + "".join(f"{c:>{cw}}" for c in cells[h]))


def _print_hero_group(rep: dict[str, Any], attribute: str, table: dict[str, Any]) -> None:
    """The win table of the seats by their hero's ``attribute`` (三国杀: kingdom), then by
    identity and that attribute (rows ``lord / wei``, the identities in the game's order)."""
    print(f"win rate by the hero's {attribute}; a row counts every seat whose hero has it")
    _print_table(attribute, table, {})
    by_identity = rep.get("hero_groups_by_identity", {}).get(attribute, {})
    rows = {
        f"{ident} / {value}": by_identity[value][ident]
        for ident in identity_order(rep.get("game"))
        for value in table
        if ident in by_identity.get(value, {})
    }
    if rows:
        print()
        print(f"win rate by identity and the hero's {attribute}")
        _print_table(f"identity / {attribute}", rows, {})


def _print_strength(rep: dict[str, Any]) -> None:
    """The heroes whose win rate in an identity differs from the identity's over the other
    heroes with a 95% interval that leaves 0 out (qxs_env.lab.hero_strength)."""
    _print_flagged(
        rep,
        "hero_strength",
        "heroes too strong or too weak for a side (win rate in the identity against the "
        "identity's with other heroes; the difference's 95% interval leaves 0 out):",
        f"{'games':>7}{'rate':>8}{'rest':>8}{'diff':>8}   95% CI",
        lambda r: (
            f"{r['games']:>7}{r['win_rate']:>8.3f}{r['rest']:>8.3f}{r['diff']:>+8.3f}   "
            f"[{r['ci_low']:+.3f}, {r['ci_high']:+.3f}] {r['flag']}"
        ),
    )


def _print_regression(rep: dict[str, Any]) -> None:
    """The heroes flagged by the regression that holds the seat and the other heroes at the
    table fixed (qxs_env.lab.hero_regression): its effect in win-rate points."""
    _print_flagged(
        rep,
        "hero_regression",
        "the same with the seat and the other heroes at the table held fixed (a regression; "
        "the hero's effect against the identity's average hero, win-rate points):",
        f"{'games':>7}{'effect':>9}   95% CI",
        lambda r: (
            f"{r['games']:>7}{r['points']:>+9.3f}   "
            f"[{r['points_low']:+.3f}, {r['points_high']:+.3f}] {r['flag']}"
        ),
    )


def _print_flagged(rep: dict[str, Any], key: str, title: str, header: str, cells: Any) -> None:
    """The flagged rows of the per-identity hero table ``rep[key]``: a title, a header and one
    line per flagged (identity, hero), its columns from ``cells(row)``."""
    rows = [(ident, hero, r) for ident, table in rep[key].items()
            for hero, r in table.items() if r["flag"]]  # fmt: skip
    print()
    print(title)
    if not rows:
        print("  none at this number of games")
        return
    labels = {h: hero_label(h, rep.get("game")) for _, h, _ in rows}
    w = _label_width("hero", list(labels.values()))
    print(f"{fit('hero', w)}{'identity':<14}{header}")
    for ident, hero, r in rows:
        print(f"{fit(labels[hero], w)}{ident:<14}{cells(r)}")


def _print_config(rep: dict[str, Any]) -> None:
    """The tables of one configuration."""
    cfg = rep["config"]
    own = "".join(f"{k} {cfg[k]}, " for k in registry.get(rep.get("game")).lab_columns)
    limits = ", ".join(f"{k.replace('_', ' ')} {cfg[k]}" for k in ("max_turns", "max_decisions")
                       if k in cfg)  # fmt: skip
    print(
        f"== players {cfg['players']}, mode {cfg['mode']}, {own}{limits}:\n"
        f"   {rep['games']} games, "
        f"mean turns {_fmt(rep['mean_turns'], '.1f')}, truncated {rep['truncated']} "
        "(kept out of the win rates)"
    )
    length = rep.get("length")
    if length:
        print(_length_line(length))
    _print_table("identity", rep["identities"], rep["identity_counts"])
    if rep.get("ends"):
        print()
        _print_ends(rep["ends"])
    if rep.get("seats"):
        print()
        _print_table("seat", rep["seats"], {})
        print()
        _print_table("from leader", rep["positions"], {})
    if rep.get("heroes"):
        print()
        _print_heroes(rep)
    for attribute, table in rep.get("hero_groups", {}).items():
        print()
        _print_hero_group(rep, attribute, table)
    if rep.get("hero_strength"):
        _print_strength(rep)
    if rep.get("hero_regression"):
        _print_regression(rep)
    print()


END_MIN_SHARE = 0.01
"""End causes rarer than this share of the decided games are summed in one line (the JSON and
CSV list every cause)."""


def _print_ends(ends: dict[str, Any]) -> None:
    """Why games end: the end causes (qxs_env.lab.ends), most frequent first, with the turn of
    the deciding death."""
    causes = ends["causes"]
    shown = {c: r for c, r in causes.items() if (r["share"] or 0) >= END_MIN_SHARE}
    w = min(60, max([display_width(c) for c in ["end cause", *shown]]) + 2)
    print(f"why games end ({ends['decided']} decided games; the deciding death is the last):")
    print(f"{fit('end cause', w)}{'games':>7}{'share':>8}   95% CI{'turn mean':>18}{'median':>8}")
    for cause, row in shown.items():
        t = row["deciding_turn"]
        print(
            f"{fit(cause, w)}{row['games']:>7}{_fmt(row['share']):>8}   "
            f"[{row['ci_low']:.3f}, {row['ci_high']:.3f}]{_fmt(t['mean'], '.1f'):>10}"
            f"{_fmt(t['median'], 'g'):>8}"
        )
    rest = [r["games"] for c, r in causes.items() if c not in shown]
    if rest:
        print(f"({len(rest)} rarer causes, {sum(rest)} games: in the JSON and CSV)")


def _length_line(length: dict[str, Any]) -> str:
    """``game length (...): turns mean 44.1, median 42, p95 80; decisions ...``."""
    parts = []
    for what in ("turns", "decisions"):
        d = length.get(what)
        if d and d["mean"] is not None:
            parts.append(
                f"{what} mean {d['mean']:.1f}, median {d['median']:g}, p95 {d['p95']:g}, "
                f"max {d['max']:g}"
            )
    line = f"game length ({length['decided']} decided games): " + (";\n   ".join(parts) or "-")
    cut = length.get("truncated_by")
    if cut and any(cut.values()):
        line += (
            f";\n   truncated at the turn limit {cut['turn_limit']}, at the decision limit "
            f"{cut['decision_limit']}"
        )
    return line


def _print_sweep(report: dict[str, Any]) -> None:
    """Win rate of each identity by player count, one table per mode."""
    order = identity_order(report.get("game") or report["configurations"][0].get("game"))
    for mode, counts in report["player_counts"].items():
        names = [n for n in order if any(n in c["identities"] for c in counts.values())]
        print(f"== win rate by player count, mode {mode}")
        print(
            f"{'players':<8}{'games':>7}{'trunc':>7}{'turns':>7}"
            + "".join(f"{n:>14}" for n in names)
        )
        for p, c in sorted(counts.items(), key=lambda kv: int(kv[0])):
            cells = "".join(
                f"{_fmt(c['identities'][n]['win_rate']) if n in c['identities'] else '':>14}"
                for n in names
            )
            print(
                f"{p:<8}{c['games']:>7}{c['truncated']:>7}{_fmt(c['mean_turns'], '.1f'):>7}{cells}"
            )
        print()


def print_simulation(report: dict[str, Any]) -> None:
    """The whole report of ``qxs simulate`` on stdout."""
    if report["interrupted"]:
        print("INTERRUPTED: results of the games finished so far")
    configs = report.get("configurations", [report])
    title = registry.get(configs[0].get("game")).title
    print(
        f"qxs simulate: {title}, agents {report['agents']}, seed {report['seed']}, "
        f"{report['games_requested']} games per configuration, workers {report['workers']}"
        + (f", ray {report['ray']}" if report.get("ray") else "")
    )
    v = report.get("versions") or {}
    if v:
        commit = (v.get("git_commit") or "")[:12]
        dirty = " with local changes" if v.get("git_dirty") else ""
        print(
            f"measured with qxs_env {v.get('qxs_env') or '?'}"
            + (f" (commit {commit}{dirty})" if commit else "")
            + (
                "; win rates with heuristic agents reflect the heuristic's own biases too "
                "(qxs audit, docs/agents.md)"
                if "heuristic" in str(report["agents"])
                else ""
            )
        )
    print()
    for rep in configs:
        _print_config(rep)
    if len(configs) > 1:
        _print_sweep(report)
    wall = report["wall_time_s"]
    rate = report["games"] / max(wall, 1e-9)
    print(f"{report['games']} games, wall time {wall:.1f} s ({rate:.0f} games/s)")
