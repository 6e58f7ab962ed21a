"""How ``qxs beliefs`` shows its results (:mod:`qxs_env.lab.beliefs`): the terminal tables
(:func:`beliefs_text`) and the chart (:func:`plot_beliefs`: per configuration, the mean
log-loss and the accuracy by round, one line per observer identity, each identity's prior as a
dashed line of its colour; needs matplotlib, the ``plot`` extra)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from qxs_env.lab.plots import IDENTITY_STYLES, _pyplot, _save
from qxs_env.lab.simulate import config_label
from qxs_env.rulesets import registry

if TYPE_CHECKING:
    from matplotlib.figure import Figure

    from qxs_env.lab.beliefs import BeliefResults


def _line(label: str, v: dict[str, Any], width: int) -> str:
    return (
        f"  {label:<{width}}{v['samples']:>9}{v['log_loss']:>10.3f}{v['prior_log_loss']:>8.3f}"
        f"{v['accuracy']:>10.3f}{v['prior_accuracy']:>8.3f}"
    )


def beliefs_text(results: BeliefResults) -> str:
    """Per configuration: the scores by round and observer identity, then by observer and
    target identity over all rounds (every figure beside its prior's)."""
    v = results.version
    out = [
        f"qxs beliefs: beliefs of {results.believer}, agents {results.agents}, seed "
        f"{results.seed}, qxs_env {v.get('qxs_env')} (commit "
        f"{(v.get('git_commit') or 'unknown')[:12]}); log-loss in nats, p clipped at 1e-6"
    ]
    head = f"{'samples':>9}{'log-loss':>10}{'prior':>8}{'accuracy':>10}{'prior':>8}"
    for i, config in enumerate(results.configs):
        rep = results.config_report(i)
        out += [
            "",
            f"{config_label(config)}, deck {getattr(config, 'deck', '-')}, heroes "
            f"{getattr(config, 'heroes', '-')}: {rep['games']} games ({rep['truncated']} "
            f"truncated), {rep['turn_starts']} turn starts, {rep['wall_time_s']:.1f} s",
            f"  {'round':<7}{'observer':<14}{head}",
        ]
        out += [_line(f"{r['round']:<7}{r['observer']}", r, 21) for r in rep["by_round"]]
        out += ["", f"  {'observer':<14}{'target':<14}{head}"]
        out += [
            _line(f"{r['observer']:<14}{r['target']}", r, 28) for r in rep["by_observer_target"]
        ]
        out += ["", f"  {'observer (all rounds)':<28}{head}"]
        out += [_line(name, r, 28) for name, r in rep["overall"].items()]
    if results.interrupted:
        out += ["", "(interrupted: the games finished so far)"]
    return "\n".join(line.rstrip() for line in out)


def figure_beliefs(results: BeliefResults, plt: Any = None) -> Figure:
    """One row per configuration: log-loss (left) and accuracy (right) against the round, a
    solid line per observer identity and its prior dashed in the same colour."""
    plt = plt or _pyplot()
    n = max(1, len(results.configs))
    fig, axes = plt.subplots(n, 2, figsize=(12, 3.6 * n), squeeze=False)
    for i, config in enumerate(results.configs):
        names = registry.ruleset_of(config).identity_names
        rows = results.tallies[i].summary((0, 1))
        for k, name in enumerate(names):
            mine = sorted((r, v) for (r, o), v in rows.items() if o == k)
            if not mine:
                continue
            x = [r + 1 for r, _ in mine]
            marker, _ = IDENTITY_STYLES[k % len(IDENTITY_STYLES)]
            for ax, key in zip(axes[i], ("log_loss", "accuracy"), strict=True):
                ax.plot(x, [v[key] for _, v in mine], marker=marker, color=f"C{k}", label=name)
                ax.plot(x, [v["prior_" + key] for _, v in mine], "--", color=f"C{k}", alpha=0.6)
        last = results.tallies[i].rounds
        for ax, what in zip(axes[i], ("mean log-loss (nats)", "accuracy"), strict=True):
            ax.set_xlabel(f"round (from {last} on pooled)")
            ax.set_ylabel(what)
            ax.set_title(
                f"{config_label(config)}: {results.tallies[i].games} games; dashed: the prior",
                fontsize="medium",
                loc="left",
            )
            ax.grid(alpha=0.3)
        axes[i][1].legend(title="observer", loc="center left", bbox_to_anchor=(1.01, 0.5))
    fig.suptitle(f"identity beliefs of {results.believer} (agents {results.agents})")
    fig.tight_layout()
    return fig


def write_png(figure: Callable[[Any, Any], Figure], results: Any, path: str | Path) -> Path:
    """Write ``figure(results, plt)`` as PNG to ``path`` (its folder is made)."""
    plt = _pyplot()
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    return _save(plt, figure(results, plt), p)


def plot_beliefs(results: BeliefResults, path: str | Path) -> Path:
    """Write :func:`figure_beliefs` as PNG to ``path`` (its folder is made)."""
    return write_png(figure_beliefs, results, path)
