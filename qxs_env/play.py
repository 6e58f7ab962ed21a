"""Terminal play (``qxs play``): one human seat against the lab's policies.

The human sees only what that seat may know (:func:`qxs_env.text.render_table` with the seat as
viewer, and the public events) and chooses among the legal actions by number.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from qxs_env.config import GameConfig
from qxs_env.constants import IDENTITY_NAMES
from qxs_env.lab import AgentsSpec, LabError, make_policy, parse_agents

PLAY_HELP = "type the number of an action, 't' to show the table again, 'q' to quit"


def play(
    config: GameConfig,
    seat: int = 0,
    agents: str | AgentsSpec = "random",
    seed: int = 0,
    read: Callable[[str], str] | None = None,
    write: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """Play one game in the terminal: a human at ``seat``, the policies of ``agents`` elsewhere.

    The human sees what that seat may know (``qxs_env.text.render_table`` with the seat as
    viewer, and the public events), chooses among the legal actions by number, and can quit
    with ``q`` (or end of input). The other seats are routed to their policies as in
    :func:`simulate` (policy seed and game seed both derived from ``seed``). ``read`` and
    ``write`` default to :func:`input` and :func:`print`. Returns
    ``{"seat", "identity", "winners", "won", "turns", "truncated", "quit", "decisions"}``.
    """
    if read is None:
        read = input
    if write is None:
        write = print
    from qxs_env.engine.api import Engine
    from qxs_env.engine.batch import episode_seed
    from qxs_env.text import action_to_string, events, render_table

    spec = agents if isinstance(agents, AgentsSpec) else parse_agents(agents)
    if not 0 <= seat < config.players:
        raise LabError(f"seat must be 0-{config.players - 1}, got {seat}")
    route = spec.route_table(config.players)
    names = spec.names()
    policies = [make_policy(n, config) for n in names]
    eng = Engine(config, batch=1)
    eng.reset_one(0, int(episode_seed(seed, 0, 0)))
    for j, pol in enumerate(policies):
        pol.reset(int(episode_seed(seed, 0, 2 + j)))
        hook = getattr(pol, "begin_game", None)
        if hook is not None:
            hook(0, int(episode_seed(seed, 0, 1)))
    players = config.players
    ident = int(eng.state["ident"][0, seat])
    obs = np.zeros((1, eng.obs_size), dtype=np.float32)
    mask = np.zeros((1, eng.n_actions), dtype=np.int8)
    out = np.zeros(1, dtype=np.int64)
    rows = np.zeros(1, dtype=np.int64)
    write(
        f"群侠杀: {players} players, mode {config.mode}, deck {config.deck}; you are seat {seat}, "
        f"{IDENTITY_NAMES[ident]}. Other seats: agents {spec}."
    )
    write(PLAY_HELP)
    decisions = 0
    quit_ = False
    for line in events(eng):
        write(f"  {line}")
    while not eng.done[0]:
        actor = int(eng.actor[0])
        if actor == seat:
            legal = eng.legal_actions(0)
            write("")
            write(render_table(eng, 0, viewer=seat))
            for i, a in enumerate(legal):
                write(f"  [{i}] {action_to_string(eng, a, 0)}")
            choice = None
            while choice is None:
                try:
                    text = read("your choice> ").strip().lower()
                except EOFError:
                    text = "q"
                if text in ("q", "quit", "exit"):
                    quit_ = True
                    break
                if text in ("t", "table"):
                    write(render_table(eng, 0, viewer=seat))
                    continue
                if text.isdigit() and int(text) < len(legal):
                    choice = legal[int(text)]
                else:
                    write(f"  ? {PLAY_HELP} (0-{len(legal) - 1})")
            if quit_:
                break
            action = choice
            decisions += 1
        else:
            mask[0, :] = eng.state["mask"][0, : eng.n_actions]
            pol = policies[int(route[actor, int(eng.state["ident"][0, actor])])]
            if getattr(pol, "needs_observations", True):
                eng.observe(actor, 0, out=obs[0])
            pol.act(obs, mask, rows, out)
            action = int(out[0])
        eng.step([action])
        for line in events(eng):
            write(f"  {line}")
    g = eng.state[0]
    winners = eng.winner_names(0) if eng.done[0] else []
    won = IDENTITY_NAMES[ident] in winners
    if eng.done[0]:
        write("")
        write(render_table(eng, 0, viewer=None))
        write("you win!" if won else "you lose.")
    else:
        write("game abandoned.")
    return {
        "seat": seat,
        "identity": IDENTITY_NAMES[ident],
        "winners": winners,
        "won": won,
        "turns": int(g["turn"]),
        "truncated": bool(g["truncated"]),
        "quit": quit_,
        "decisions": decisions,
    }
