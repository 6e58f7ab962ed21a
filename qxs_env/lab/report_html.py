"""One self-contained HTML page per lab run: ``--report DIR`` of ``qxs simulate`` and
``qxs compare`` (issue 35, scope 5).

The page is written from the run's JSON document (:meth:`LabResults.report`,
:meth:`CompareResults.report`) and nothing else, so it cannot say anything the JSON does not:
every number in a table cell is that document's value at the JSON pointer (RFC 6901) written in
the cell's ``data-json`` attribute, rounded for reading; ``-`` stands for a JSON null. The
document itself is embedded (``<script type="application/json" id="qxs-report-data">``), the
charts are inline SVG drawn here and the style sheet is inline, so the page reads offline in any
browser and loads no other resource. Sections: the run (the exact command, the code version,
the agents and which seats they play), then per configuration the game length and truncations,
the identity, seat, position and hero tables with their charts (simulate), or per variant the
paired differences with a forest chart (compare), and the audit of the agents' play when the run
has one (``qxs simulate --report-audit``), else a line saying why it is absent.
"""

from __future__ import annotations

import html
import json
import math
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from qxs_env.lab.agents import LabError, parse_agents
from qxs_env.lab.report_text import display_width, hero_label, identity_order, sorted_heroes
from qxs_env.rulesets import registry

CSS = """
body{font-family:system-ui,sans-serif;margin:1.5em auto;max-width:72em;color:#222;padding:0 1em}
h1{font-size:1.5em}h2{font-size:1.25em;border-bottom:1px solid #ccc;margin-top:2em}
h3{font-size:1.05em;margin-bottom:.3em}
table{border-collapse:collapse;margin:.4em 0 1em}
th,td{padding:.15em .6em;border-bottom:1px solid #eee}
td{text-align:right;font-variant-numeric:tabular-nums}th{text-align:left;font-weight:600}
thead th{background:#f4f4f4}pre{background:#f6f6f6;padding:.6em;white-space:pre-wrap}
.note{color:#555;font-size:.92em}.sig{color:#b22}svg{display:block;margin:.4em 0 1em}
"""

FORMATS = {"int": "{:,d}", "f1": "{:.1f}", "f3": "{:.3f}", "+f3": "{:+.3f}", "g2": "{:.2g}"}
"""How a number is shown, by kind: counts, turns, rates, differences, p-values."""

WIN_COLUMNS = (("games", "int"), ("wins", "int"), ("win_rate", "f3"), ("ci_low", "f3"),
               ("ci_high", "f3"))  # fmt: skip
"""The columns of a win table: the row's key and how it is shown."""


# ---------------------------------------------------------------------------------------------
# cells, tables, charts
# ---------------------------------------------------------------------------------------------
def pointer(*parts: Any) -> str:
    """The JSON pointer (RFC 6901) of the value under ``parts`` (keys or list indices)."""
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


def show(value: Any, fmt: str) -> str:
    """``value`` as the page shows it (:data:`FORMATS`); ``-`` for None."""
    if value is None:
        return "-"
    if fmt == "int":
        return FORMATS[fmt].format(int(value))
    return FORMATS[fmt].format(float(value))


def cell(doc: dict[str, Any], path: Sequence[Any], fmt: str, tag: str = "td") -> str:
    """A table cell (or a ``span`` with ``tag``) showing the value of ``doc`` at ``path``,
    which its ``data-json`` names; a path that is not in ``doc`` shows ``-`` and points at
    nothing, so a missing value cannot pass for a number."""
    value: Any = doc
    for part in path:
        if isinstance(value, dict) and part in value:
            value = value[part]
        elif isinstance(value, list) and isinstance(part, int) and part < len(value):
            value = value[part]
        else:
            return f"<{tag}>-</{tag}>"
    return f'<{tag} data-json="{html.escape(pointer(*path))}">{show(value, fmt)}</{tag}>'


def table(head: Sequence[str], rows: Sequence[tuple[str, Sequence[str]]], cls: str = "") -> str:
    """A table: ``head`` the column titles, each row a label (a row header) and its cells."""
    out = [f'<table class="{cls}"><thead><tr>']
    out += [f"<th>{html.escape(h)}</th>" for h in head]
    out.append("</tr></thead><tbody>")
    for label, cells in rows:
        out.append(f'<tr><th scope="row">{html.escape(label)}</th>{"".join(cells)}</tr>')
    out.append("</tbody></table>")
    return "".join(out)


def interval_chart(
    rows: Sequence[tuple[str, float, float, float, bool]],
    title: str,
    axis: tuple[float, float] = (0.0, 1.0),
) -> str:
    """An inline SVG chart: per row (label, value, low, high, highlighted) a bar from 0 to the
    value, the interval as a whisker and the value as a dot (red when highlighted); ``axis`` the
    range shown, with a line at 0 when it spans both signs."""
    lo, hi = axis
    if hi <= lo:
        hi = lo + 1.0
    widest = max([display_width(r[0]) for r in rows] + [10])
    left, width, step, top = max(120, min(480, 16 + 7 * widest)), 440, 22, 30
    height = top + step * len(rows) + 30

    def x(v: float) -> float:
        return left + width * (min(max(v, lo), hi) - lo) / (hi - lo)

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{left + width + 30}" height="{height}" '
        f'role="img" aria-label="{html.escape(title)}">',
        f'<text x="4" y="18" font-size="13" font-weight="600">{html.escape(title)}</text>',
    ]
    zero = x(0.0)
    for k in range(5):  # the scale
        v = lo + (hi - lo) * k / 4
        parts.append(
            f'<line x1="{x(v):.1f}" x2="{x(v):.1f}" y1="{top - 4}" y2="{height - 24}" '
            'stroke="#ddd"/>'
            f'<text x="{x(v):.1f}" y="{height - 8}" font-size="11" text-anchor="middle">'
            f"{v:.2f}</text>"
        )
    if lo < 0 < hi:
        parts.append(
            f'<line x1="{zero:.1f}" x2="{zero:.1f}" y1="{top - 4}" y2="{height - 24}" '
            'stroke="#888"/>'
        )
    for i, (label, value, low, high, hot) in enumerate(rows):
        y = top + step * i + step / 2
        colour = "#b22" if hot else "#2a6bb0"
        a, b = sorted((zero, x(value)))
        parts.append(
            f'<text x="{left - 6}" y="{y + 4:.1f}" font-size="12" text-anchor="end">'
            f"{html.escape(label)}</text>"
            f'<rect x="{a:.1f}" y="{y - 7:.1f}" width="{max(b - a, 0.5):.1f}" height="14" '
            f'fill="{colour}" fill-opacity="0.25"/>'
            f'<line x1="{x(low):.1f}" x2="{x(high):.1f}" y1="{y:.1f}" y2="{y:.1f}" '
            f'stroke="{colour}" stroke-width="2"/>'
            f'<circle cx="{x(value):.1f}" cy="{y:.1f}" r="4" fill="{colour}"/>'
        )
    parts.append("</svg>")
    return "".join(parts)


def count_chart(rows: Sequence[tuple[str, int]], title: str) -> str:
    """An inline SVG bar chart of counts (label, count), longest bar the largest count."""
    top_count = max([c for _, c in rows] + [1])
    return interval_chart(
        [(label, c / top_count, c / top_count, c / top_count, False) for label, c in rows],
        f"{title} (share of the largest)",
    )


def _rate_rows(table_: dict[str, dict[str, Any]], labels: dict[str, str] | None = None) -> list:
    """Chart rows of a win table: its decided rows' rate and Wilson interval."""
    labels = labels or {}
    return [
        (labels.get(k, k), r["win_rate"], r["ci_low"], r["ci_high"], False)
        for k, r in table_.items()
        if r.get("win_rate") is not None
    ]


# ---------------------------------------------------------------------------------------------
# the page's common parts
# ---------------------------------------------------------------------------------------------
def _page(title: str, body: list[str], doc: dict[str, Any]) -> str:
    """The whole page: inline style, ``body`` and the embedded JSON document."""
    data = json.dumps(doc, ensure_ascii=False, allow_nan=False).replace("</", "<\\/")
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{html.escape(title)}</title><style>{CSS}</style></head><body><main>"
        + "\n".join(body)
        + f'</main><script type="application/json" id="qxs-report-data">{data}</script>'
        "</body></html>\n"
    )


def _run_section(doc: dict[str, Any], command: str, game: str, root: Sequence[Any] = ()) -> str:
    """The run: command, code version, seed and sizes, and the agents (who plays which seat)."""
    v = doc.get("versions") or (doc.get("base") or {}).get("versions") or {}
    commit = v.get("git_commit") or "unknown (not a git checkout)"
    dirty = " with local changes" if v.get("git_dirty") else ""
    facts = [
        ("seed", cell(doc, [*root, "seed"], "int")),
        ("games per configuration", cell(doc, [*root, "games_requested"], "int")),
        ("workers", cell(doc, [*root, "workers"], "int")),
    ]
    if "wall_time_s" in doc:
        facts.append(("wall time (s)", cell(doc, [*root, "wall_time_s"], "f1")))
    out = [
        "<h2>The run</h2>",
        f"<p>Command:</p><pre>{html.escape(command)}</pre>",
        "<p>Code: <code>qxs_env "
        f"{html.escape(str(v.get('qxs_env') or '?'))}, commit {html.escape(commit)}"
        f"{dirty}, Python {html.escape(str(v.get('python') or '?'))}, numba "
        f"{html.escape(str(v.get('numba') or '?'))}</code></p>",
        table(["", "value"], [(k, [c]) for k, c in facts]),
        _agents_section(str(doc.get("agents", "")), game),
    ]
    return "\n".join(out)


def _agents_section(text: str, game: str) -> str:
    """Who plays: the agents spec and, per rule of it, the policy and what it is."""
    try:
        spec = parse_agents(text, check=False, game=game)
    except LabError:
        return f"<p>Agents: <code>{html.escape(text)}</code></p>"
    ruleset = registry.get(game)
    names = ruleset.identity_names
    rows = [(f"seat{s}", n) for s, n in spec.by_seat]
    rows += [(names[k], n) for k, n in spec.by_identity]
    rows.append(("every other seat" if rows else "every seat", spec.default))

    def what(name: str) -> str:
        from qxs_env.lab.agents import POLICIES

        factory = POLICIES.get(name) or ruleset.policies.get(name)
        doc = (getattr(factory, "__doc__", None) or "").strip().splitlines()
        line = doc[0].replace("``", "") if doc else ""
        return line or ("imported: " + name if ":" in name else "")

    body = "".join(
        f"<tr><th scope='row'>{html.escape(k)}</th><th>{html.escape(n)}</th>"
        f"<th class='note'>{html.escape(what(n))}</th></tr>"
        for k, n in rows
    )
    return (
        f"<h3>Agents <code>{html.escape(text)}</code></h3><table><thead><tr><th>seats</th>"
        f"<th>policy</th><th>what it is</th></tr></thead><tbody>{body}</tbody></table>"
    )


def _span(doc: dict[str, Any], path: list[Any], fmt: str = "int") -> str:
    return cell(doc, path, fmt, "span")


def _win_table(
    doc: dict[str, Any],
    path: list[Any],
    title: str,
    labels: dict[str, str] | None = None,
    order: Sequence[str] | None = None,
) -> str:
    """A win table (games, wins, win rate, Wilson interval) of the table at ``path``."""
    tab: dict[str, Any] = doc
    for p in path:
        tab = tab[p]
    keys = list(order) if order is not None else list(tab)
    head = [title, "games", "wins", "win rate", "95% low", "95% high"]
    rows = []
    for k in keys:
        cells = [cell(doc, [*path, k, c], f) for c, f in WIN_COLUMNS]
        rows.append(((labels or {}).get(k, k), cells))
    return table(head, rows)


# ---------------------------------------------------------------------------------------------
# qxs simulate
# ---------------------------------------------------------------------------------------------
def _config_section(doc: dict[str, Any], root: list[Any], rep: dict[str, Any]) -> str:
    """One configuration of a simulate run: length, identities, seats, positions, heroes."""
    cfg = rep["config"]
    game = rep.get("game")
    own = ", ".join(f"{k} {cfg[k]}" for k in registry.get(game).lab_columns if k in cfg)
    out = [
        f"<h2>{cfg['players']} players, {html.escape(cfg['mode'])}"
        f"{', ' + html.escape(own) if own else ''}</h2>",
        "<p>Games: " + _span(doc, [*root, "games"]) + "</p>",
        _length_of(doc, root),
        _ends_section(doc, root),
    ]
    out.append("<h3>Win rate by identity</h3>")
    order = [n for n in identity_order(game) if n in rep["identities"]]
    out.append(interval_chart(_rate_rows({k: rep["identities"][k] for k in order}),
                              "win rate by identity, 95% Wilson interval"))  # fmt: skip
    out.append(_identity_table(doc, root, order))
    for key, title in (("seats", "seat"), ("positions", "position from the leader")):
        if rep.get(key):
            out.append(f"<h3>Win rate by {title}</h3>")
            out.append(interval_chart(_rate_rows(rep[key]), f"win rate by {title}"))
            out.append(_win_table(doc, [*root, key], title))
    if rep.get("heroes"):
        out.append(_heroes_section(doc, root, rep))
    return "\n".join(out)


def _length_of(doc: dict[str, Any], root: list[Any]) -> str:
    node: Any = doc
    for p in root:
        node = node[p]
    length = node.get("length") or {}
    base = [*root, "length"]
    rows = [
        (what, [cell(doc, [*base, what, k], "f1") for k in ("mean", "median", "p95", "max")])
        for what in ("turns", "decisions")
        if what in length
    ]
    out = [
        "<h3>Game length and truncations</h3>",
        "<p>Decided games: "
        + _span(doc, [*base, "decided"])
        + "; truncated: "
        + _span(doc, [*root, "truncated"])
        + " (kept out of the win rates).</p>",
        table(["over the decided games", "mean", "median", "p95", "max"], rows),
    ]
    cut = length.get("truncated_by") or {}
    if cut:
        out.append(table(["truncated at", "games"], [
            (k.replace("_", " "), [cell(doc, [*base, "truncated_by", k], "int")]) for k in cut
        ]))  # fmt: skip
    return "\n".join(out)


def _ends_section(doc: dict[str, Any], root: list[Any]) -> str:
    """Why games end (:mod:`qxs_env.lab.ends`): the winners, the end causes with the turn of
    the deciding death, and a chart of the most frequent causes; empty without deaths."""
    node: Any = doc
    for p in root:
        node = node[p]
    ends = node.get("ends")
    if not ends:
        return ""
    base = [*root, "ends"]
    share = (("games", "int"), ("share", "f3"), ("ci_low", "f3"), ("ci_high", "f3"))
    causes = list(ends["causes"].items())
    out = [
        "<h3>Why games end</h3>",
        "<p>Over " + _span(doc, [*base, "decided"]) + " decided games; the deciding death is the "
        "game's last, and an end cause names the winners, the identity of the seat whose death "
        "decided and its killer's.</p>",
        table(
            ["", "mean", "median", "p95", "max"],
            [
                (
                    "turn of the deciding death",
                    [
                        cell(doc, [*base, "deciding_turn", k], "f1")
                        for k in ("mean", "median", "p95", "max")
                    ],
                )
            ],
        ),  # fmt: skip
        interval_chart(
            [
                (c, r["share"], r["ci_low"], r["ci_high"], False)
                for c, r in causes[:12]
                if r["share"] is not None
            ],
            "end causes (the most frequent), share of the decided games",
        ),  # fmt: skip
        table(
            ["winning side", "games", "share", "95% low", "95% high"],
            [(w, [cell(doc, [*base, "sides", w, k], f) for k, f in share]) for w in ends["sides"]],
        ),  # fmt: skip
    ]
    rows = []
    for c, _ in causes:
        cells = [cell(doc, [*base, "causes", c, k], f) for k, f in share]
        cells += [cell(doc, [*base, "causes", c, "deciding_turn", k], "f1")
                  for k in ("mean", "median", "p95")]  # fmt: skip
        rows.append((c, cells))
    head = ["end cause", "games", "share", "95% low", "95% high", "turn: mean", "median", "p95"]
    out.append(table(head, rows))
    return "\n".join(out)


def _identity_table(doc: dict[str, Any], root: list[Any], order: list[str]) -> str:
    """The identity table, with how many seats of each identity a game deals."""
    head = ["identity", "seats", "games", "wins", "win rate", "95% low", "95% high"]
    rows = []
    for k in order:
        cells = [cell(doc, [*root, "identity_counts", k], "int")]
        cells += [cell(doc, [*root, "identities", k, c], f) for c, f in WIN_COLUMNS]
        rows.append((k, cells))
    return table(head, rows)


def _heroes_section(doc: dict[str, Any], root: list[Any], rep: dict[str, Any]) -> str:
    """Heroes by win rate (chart of every hero, table) and by the identity played."""
    game = rep.get("game")
    heroes = rep["heroes"]
    order = sorted_heroes(heroes)
    labels = {h: hero_label(h, game) for h in order}
    out = [
        "<h3>Win rate by hero (highest first)</h3>",
        interval_chart(_rate_rows({h: heroes[h] for h in order}, labels), "win rate by hero"),
        _win_table(doc, [*root, "heroes"], "hero", labels=labels, order=order),
    ]
    by_ident = rep.get("heroes_by_identity") or {}
    idents = [n for n in identity_order(game) if any(n in v for v in by_ident.values())]
    if by_ident and idents:
        out.append("<h3>Win rate by hero and identity played (decided games in brackets)</h3>")
        rows = []
        for h in order:
            cells = []
            for n in idents:
                path = [*root, "heroes_by_identity", h, n]
                if n in by_ident.get(h, {}):
                    cells.append(
                        f"<td>{cell(doc, [*path, 'win_rate'], 'f3', 'span')} "
                        f"({cell(doc, [*path, 'games'], 'int', 'span')})</td>"
                    )
                else:
                    cells.append("<td>-</td>")
            rows.append((labels[h], cells))
        out.append(table(["hero", *idents], rows))
    out += [_hero_group_section(doc, root, rep, attribute) for attribute in rep.get(
        "hero_groups", {})]  # fmt: skip
    out.append(_strength_section(doc, root, rep, labels))
    return "\n".join(out)


def _hero_group_section(
    doc: dict[str, Any], root: list[Any], rep: dict[str, Any], attribute: str
) -> str:
    """Win rates by the heroes' ``attribute`` (三国杀: kingdom), then per value by identity."""
    out = [
        f"<h3>Win rate by the hero's {html.escape(attribute)}</h3>",
        _win_table(doc, [*root, "hero_groups", attribute], attribute),
    ]
    for value in rep["hero_groups"][attribute]:
        if rep["hero_groups_by_identity"][attribute].get(value):
            out.append(f"<h4>{html.escape(attribute)} {html.escape(value)}, by identity</h4>")
            path = [*root, "hero_groups_by_identity", attribute, value]
            out.append(_win_table(doc, path, "identity"))
    return "\n".join(out)


def _strength_section(
    doc: dict[str, Any], root: list[Any], rep: dict[str, Any], labels: dict[str, str]
) -> str:
    """Hero strength per identity (:mod:`qxs_env.lab.hero_strength`): per identity, each
    hero's win rate against the identity's with the other heroes, and the difference."""
    strength = rep.get("hero_strength") or {}
    if not strength:
        return ""
    out = ["<h3>Hero strength per identity</h3>", "<p class='note'>A hero's win rate in an "
           "identity against the identity's over the seats of other heroes; the difference with "
           "its 95% interval, marked where the interval leaves 0 out (qxs_env.lab."
           "hero_strength). Heroes with few games in an identity are left out.</p>"]  # fmt: skip
    cols = (("games", "int"), ("win_rate", "f3"), ("rest", "f3"), ("diff", "+f3"),
            ("ci_low", "+f3"), ("ci_high", "+f3"))  # fmt: skip
    for ident, heroes in strength.items():
        if not heroes:
            continue
        path = [*root, "hero_strength", ident]
        rows = [(labels.get(h, h), [*(cell(doc, [*path, h, k], f) for k, f in cols),
                 f"<th>{html.escape(r['flag'])}</th>"]) for h, r in heroes.items()]  # fmt: skip
        flagged = sum(1 for r in heroes.values() if r["flag"])
        out.append(
            f"<details><summary>{html.escape(ident)}: "
            f"{'some heroes marked' if flagged else 'no hero marked'}</summary>"
            + table(["hero", "games", "win rate", "rest", "diff", "95% low", "95% high", ""], rows)
            + "</details>"  # fmt: skip
        )
    return "\n".join(out)


def _audit_section(doc: dict[str, Any], note: str) -> str:
    """The audit of the agents' play (the run's ``audit`` key) or why it is absent."""
    audit = doc.get("audit")
    if not audit:
        return f"<h2>Audit of the agents' play</h2><p class='note'>Absent: {html.escape(note)}</p>"
    out = [
        "<h2>Audit of the agents' play</h2>",
        "<p class='note'>Counts of the heuristic's known mistakes (qxs audit, docs/audit.md), "
        "measured on games of their own with the same configurations, agents and seed.</p>",
    ]
    for mode, by_players in audit.get("player_counts", {}).items():
        for players, block in by_players.items():
            base = ["audit", "player_counts", mode, players]
            out.append(
                f"<h3>{html.escape(players)} players, {html.escape(mode)}: "
                + _span(doc, [*base, "games"])
                + " games</h3>"
            )
            rows = []
            for name in block.get("metrics", {}):
                bar = (block.get("bars") or {}).get(name)
                met = "" if bar is None else ("met" if bar["met"] else
                                              "-" if bar["met"] is None else "NOT met")  # fmt: skip
                rows.append((name.replace("_", " "), [
                    cell(doc, [*base, "metrics", name], _metric_format(block["metrics"][name])),
                    cell(doc, [*base, "counts", name, "count"], "int"),
                    cell(doc, [*base, "counts", name, "of"], "int"),
                    f"<th>{html.escape(bar['bar']) if bar else ''} {met}</th>",
                ]))  # fmt: skip
            out.append(table(["metric", "value", "count", "of", "bar"], rows))
    return "\n".join(out)


def _metric_format(value: Any) -> str:
    """Counts as integers, rates with three decimals."""
    return "int" if isinstance(value, int) and not isinstance(value, bool) else "f3"


def simulation_html(doc: dict[str, Any], command: str, audit_note: str = "") -> str:
    """The page of a ``qxs simulate`` run from its JSON document ``doc``
    (:meth:`LabResults.report`); ``audit_note`` says why an audit is absent."""
    configs = doc.get("configurations")
    game = doc.get("game") or (configs[0].get("game") if configs else None)
    title = f"qxs simulate: {registry.get(game).title}"
    body = [f"<h1>{html.escape(title)}</h1>"]
    if doc.get("interrupted") or doc.get("incomplete"):
        body.append("<p class='sig'>Incomplete run: the games finished so far.</p>")
    body.append(_run_section(doc, command, registry.get(game).name))
    if configs:
        for i, rep in enumerate(configs):
            body.append(_config_section(doc, ["configurations", i], rep))
        body.append(_sweep_section(doc, game))
    else:
        body.append(_config_section(doc, [], doc))
    body.append(_audit_section(doc, audit_note or "not asked for"))
    return _page(title, body, doc)


def _sweep_section(doc: dict[str, Any], game: str | None) -> str:
    """Win rate of each identity by player count, one table per mode."""
    out = ["<h2>Win rate by player count</h2>"]
    for mode, counts in doc["player_counts"].items():
        names = [n for n in identity_order(game) if any(n in c["identities"]
                 for c in counts.values())]  # fmt: skip
        rows = []
        for p in sorted(counts, key=int):
            base = ["player_counts", mode, p]
            cells = [cell(doc, [*base, "games"], "int"), cell(doc, [*base, "truncated"], "int")]
            cells += [cell(doc, [*base, "identities", n, "win_rate"], "f3") for n in names]
            rows.append((f"{p} players", cells))
        out.append(f"<h3>mode {html.escape(mode)}</h3>")
        out.append(table(["players", "games", "truncated", *names], rows))
    return "\n".join(out)


# ---------------------------------------------------------------------------------------------
# qxs compare
# ---------------------------------------------------------------------------------------------
PAIRED_COLUMNS = (("base_rate", "f3"), ("variant_rate", "f3"), ("diff", "+f3"),
                  ("ci_low", "+f3"), ("ci_high", "+f3"), ("p_value", "g2"), ("pairs", "int"),
                  ("games_needed", "int"))  # fmt: skip


def compare_html(doc: dict[str, Any], command: str) -> str:
    """The page of a ``qxs compare`` run from its JSON document ``doc``
    (:meth:`CompareResults.report`): per variant and configuration the paired differences."""
    game = doc.get("game")
    title = f"qxs compare: {registry.get(game).title}"
    base = doc["base"]
    body = [f"<h1>{html.escape(title)}</h1>", _run_section(doc, command, registry.get(game).name)]
    body.append(
        "<p class='note'>Each variant plays the same deals as the base; a row's difference is "
        "the variant's win rate minus the base's over the deals decided in both, with its "
        "interval and the exact McNemar test on the deals whose outcome differs. Highlighted: "
        "p below the conventional level.</p>"
    )
    pts = 100 * float(doc.get("detect") or 0.02)
    for v, variant in enumerate(doc["variants"]):
        body.append(f"<h2>{html.escape(variant['label'])}</h2>")
        body.append(f"<p>Change: <code>{html.escape(variant['changes'])}</code></p>")
        for i, paired in enumerate(variant["paired"]):
            root = ["variants", v, "paired", i]
            cfg = paired["config"]
            body.append(
                f"<h3>{cfg['players']} players, {html.escape(cfg['mode'])}: "
                + _span(doc, [*root, "games"])
                + " games per arm, identities dealt alike in "
                + _span(doc, [*root, "same_identities"], "f3")
                + " of them</h3>"
            )
            order = [n for n in identity_order(game) if n in paired["identities"]]
            rows = [
                (n, r["diff"], r["ci_low"], r["ci_high"], (r["p_value"] or 1) < 0.05)
                for n in order
                if (r := paired["identities"][n])["diff"] is not None
            ]
            span = max([abs(x) for _, d, lo, hi, _ in rows for x in (d, lo, hi)] + [0.01])
            body.append(interval_chart(rows, "paired difference, variant minus base",
                                       (-span, span)))  # fmt: skip
            head = ["identity", "base", "variant", "diff", "95% low", "95% high", "p (exact)",
                    "pairs", f"games for {pts:g} points"]  # fmt: skip
            body.append(_paired_table(doc, [*root, "identities"], order, head))
            seats = list(paired.get("seats", {}))
            if seats:
                body.append(_paired_table(doc, [*root, "seats"], seats, ["seat", *head[1:]]))
    body.append(_arms_section(doc, base))
    body.append(_audit_section(doc, "qxs compare runs no audit (qxs simulate --report-audit)"))
    return _page(title, body, doc)


def _paired_table(doc: dict[str, Any], path: list[Any], keys: list[str], head: list[str]) -> str:
    rows = [(k, [cell(doc, [*path, k, c], f) for c, f in PAIRED_COLUMNS]) for k in keys]
    return table(head, rows)


def _arms_section(doc: dict[str, Any], base: dict[str, Any]) -> str:
    """Each arm's own game length, per configuration (the base's and every variant's)."""
    out = ["<h2>Each arm on its own</h2>"]
    arms = [("base", ["base"], base)]
    arms += [(v["label"], ["variants", k, "report"], v["report"])
             for k, v in enumerate(doc["variants"])]  # fmt: skip
    for label, root, rep in arms:
        reps = rep.get("configurations")
        roots = [[*root, "configurations", i] for i in range(len(reps))] if reps else [root]
        for r, sub in zip(roots, reps or [rep], strict=True):
            cfg = sub["config"]
            out.append(f"<h3>{html.escape(label)}: {cfg['players']} players, "
                       f"{html.escape(cfg['mode'])}</h3>")  # fmt: skip
            out.append(_length_of(doc, r))
            out.append(_ends_section(doc, r))
    return "\n".join(out)


# ---------------------------------------------------------------------------------------------
# writing
# ---------------------------------------------------------------------------------------------
def write_page(directory: str | Path, kind: str, page: str) -> Path:
    """Write ``page`` into ``directory`` as ``qxs-<kind>-<date>-<time>.html`` (``-2``, ``-3``
    ... when that name is taken: one page per run, none overwritten); returns its path."""
    d = Path(directory)
    d.mkdir(parents=True, exist_ok=True)
    stem = f"qxs-{kind}-{time.strftime('%Y%m%d-%H%M%S')}"
    path = d / f"{stem}.html"
    k = 2
    while path.exists():
        path = d / f"{stem}-{k}.html"
        k += 1
    path.write_text(page, encoding="utf-8")
    return path


def finite(doc: Any) -> Any:
    """``doc`` with every NaN or infinity replaced by None (JSON has neither)."""
    if isinstance(doc, dict):
        return {k: finite(v) for k, v in doc.items()}
    if isinstance(doc, list):
        return [finite(v) for v in doc]
    if isinstance(doc, float) and not math.isfinite(doc):
        return None
    return doc
