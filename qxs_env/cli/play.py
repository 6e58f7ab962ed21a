"""Terminal play (``qxs play``): one human seat against the lab's policies, in any registered
game.

The human sees only what that seat may know (the game's ``render_table`` with the seat as
viewer, and the public events) and chooses among the legal actions by number. Because a newcomer
cannot play a card game whose cards they cannot read, the prompt also takes commands: ``h`` (the
help: commands, notation, goal), ``i`` (the texts of the cards, equipment and hero skills in
view; ``i <number>`` for an action, ``i <name>`` for any card, hero, skill or identity) and ``t``
(the table and the actions again). The help, the goals and the texts are the game's, its
descriptor's ``terminal`` (群侠杀's: :mod:`qxs_env.rulesets.qxs.terminal`, from
``configs/cards.yaml`` and ``configs/heroes.yaml``); a game without one gets the commands and
the table only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from qxs_env.engine.random_streams import episode_seed
from qxs_env.lab.simulate import AgentsSpec, LabError, make_policy, parse_agents
from qxs_env.rulesets import registry

GameConfig = Any
Engine = Any
"""A configuration and a batch engine of any registered game."""

COMMANDS = """\
Commands (type one, then Enter):
  <number>     choose that action from the numbered list, e.g. 2
  t            show the table and the actions again
  h, ?, help   this help
  q            quit the game"""
"""The help of a game whose descriptor has no ``terminal``."""

PLAY_HELP = (
    "type the number of an action; h = help, i = read the cards in view, t = table, q = quit"
)
"""The one-line reminder printed at the start (and pointed to after unknown input)."""


def play(
    config: GameConfig,
    seat: int = 0,
    agents: str | AgentsSpec = "random",
    seed: int = 0,
    read: Callable[[str], str] | None = None,
    write: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """Play one game in the terminal: a human at ``seat``, the policies of ``agents`` elsewhere.

    The human sees what that seat may know (the game's ``render_table`` with the seat as viewer,
    and the public events), chooses among the legal actions by number, reads cards with ``i``
    (the game's ``terminal``; 群侠杀's help: :data:`qxs_env.rulesets.qxs.terminal.HELP`), and
    can quit with ``q`` (or end of input). The other seats are
    routed to their policies as in :func:`simulate` (policy seed and game seed both derived from
    ``seed``). ``read`` and ``write`` default to :func:`input` and :func:`print`. Returns
    ``{"seat", "identity", "winners", "won", "turns", "truncated", "quit", "decisions"}``.
    """
    if read is None:
        read = input
    if write is None:
        write = print
    ruleset = registry.ruleset_of(config)
    spec = agents if isinstance(agents, AgentsSpec) else parse_agents(agents, game=ruleset.name)
    if not 0 <= seat < config.players:
        raise LabError(f"seat must be 0-{config.players - 1}, got {seat}")
    route = spec.route_table(config.players)
    names = spec.names()
    policies = [make_policy(n, config) for n in names]
    eng = ruleset.engine_class(config, batch=1)
    eng.reset_one(0, int(episode_seed(seed, 0, 0)))
    for j, pol in enumerate(policies):
        pol.reset(int(episode_seed(seed, 0, 2 + j)))
        hook = getattr(pol, "begin_game", None)
        if hook is not None:
            hook(0, int(episode_seed(seed, 0, 1)))
    players = config.players
    ident = int(eng.state["ident"][0, seat])
    identity = ruleset.identity_names[ident]
    label = f" ({ruleset.identity_labels[ident]})" if ruleset.identity_labels else ""
    agents_move = _AgentMoves(eng, policies, route)
    own = "".join(f", {k} {getattr(config, k)}" for k in ruleset.lab_columns)
    write(
        f"{ruleset.title}: {players} players, mode {config.mode}{own}; you are seat {seat}, "
        f"{identity}{label}. Other seats: agents {spec}."
    )
    if ruleset.terminal is not None:
        write(f"Your goal: {ruleset.terminal().goal(identity)}.")
    write(PLAY_HELP)
    decisions = 0
    quit_ = False
    for line in ruleset.events(eng):
        write(f"  {line}")
    while not eng.done[0]:
        actor = int(eng.actor[0])
        if actor == seat:
            choice = _ask_human(ruleset, eng, seat, identity, read, write)
            if choice is None:
                quit_ = True
                break
            action = choice
            decisions += 1
        else:
            action = agents_move(actor)
        eng.step([action])
        for line in ruleset.events(eng):
            write(f"  {line}")
    return _game_end(ruleset, eng, seat, identity, quit_, decisions, write)


class _AgentMoves:
    """The action of a policy's seat in the one game of ``eng``: the policy routed to the acting
    seat and its identity (``route``, as in the lab) is asked, with the seat's observation
    when the policy needs one."""

    def __init__(self, eng: Engine, policies: list[Any], route: np.ndarray) -> None:
        self.eng, self.policies, self.route = eng, policies, route
        self.obs = np.zeros((1, eng.obs_size), dtype=np.float32)
        self.mask = np.zeros((1, eng.n_actions), dtype=np.int8)
        self.out = np.zeros(1, dtype=np.int64)
        self.rows = np.zeros(1, dtype=np.int64)

    def __call__(self, actor: int) -> int:
        """The action the policy of seat ``actor`` chooses now."""
        eng = self.eng
        self.mask[0, :] = eng.state["mask"][0, : eng.n_actions]
        pol = self.policies[int(self.route[actor, int(eng.state["ident"][0, actor])])]
        if getattr(pol, "needs_observations", True):
            eng.observe(actor, 0, out=self.obs[0])
        pol.act(self.obs, self.mask, self.rows, self.out)
        return int(self.out[0])


def _show_actions(eng: Engine, legal: list[int], write: Callable[[str], None]) -> None:
    """The numbered list of the legal actions, in words."""
    for i, a in enumerate(legal):
        write(f"  [{i}] {eng.action_to_string(a, 0)}")


def help_text(ruleset: registry.Ruleset, identity: str) -> str:
    """The text of ``h``: the game's help and the player's goal, or the commands alone."""
    if ruleset.terminal is None:
        return COMMANDS
    return ruleset.terminal().help_text(identity)


def _ask_human(
    ruleset: registry.Ruleset,
    eng: Engine,
    seat: int,
    identity: str,
    read: Callable[[str], str],
    write: Callable[[str], None],
) -> int | None:
    """Show the human's view of the table and the numbered legal actions, then answer the
    prompt's commands (help, table, info) until a number is chosen: returns that action, or
    None when the human quits (``q`` or end of input)."""
    render_table = ruleset.render_table
    legal = eng.legal_actions(0)
    write("")
    write(render_table(eng, 0, viewer=seat))
    _show_actions(eng, legal, write)
    prompt = f"your choice (0-{len(legal) - 1}, h = help)> "
    while True:
        try:
            text = read(prompt).strip()
        except EOFError:
            text = "q"
        word, _, arg = text.partition(" ")
        word, arg = word.lower(), arg.strip()
        if word in ("q", "quit", "exit"):
            return None
        if word in ("h", "?", "help"):
            write(help_text(ruleset, identity))
        elif word in ("t", "table"):
            write(render_table(eng, 0, viewer=seat))
            _show_actions(eng, legal, write)
        elif word in ("i", "info") and ruleset.terminal is not None:
            for line in _info_lines(ruleset.terminal(), eng, seat, legal, arg):
                write(f"  {line}")
        elif text.isdigit() and int(text) < len(legal):
            return legal[int(text)]
        elif text.isdigit():
            write(f"  no action {text}: the actions are numbered 0-{len(legal) - 1}")
        elif text:
            write(f"  {text!r} is not a command: type a number 0-{len(legal) - 1}, or h")


def _info_lines(terminal: Any, eng: Engine, seat: int, legal: list[int], arg: str) -> list[str]:
    """The answer to ``i`` (everything in view), ``i <number>`` (that action's card, hero or
    skill) or ``i <name>`` (any card, hero, skill or identity), from the game's ``terminal``."""
    if not arg:
        return terminal.table_info(eng, seat)
    if arg.isdigit() and int(arg) < len(legal):
        return terminal.action_info(eng, legal[int(arg)])
    if arg.isdigit():
        return [f"no action {arg}: the actions are numbered 0-{len(legal) - 1}"]
    return terminal.lookup(eng, arg) or [
        f"nothing is called {arg!r}: try a Chinese or English card, hero or "
        "skill name (docs/cards.md, docs/heroes.md list them all)"
    ]


def _game_end(
    ruleset: registry.Ruleset,
    eng: Engine,
    seat: int,
    identity: str,
    quit_: bool,
    decisions: int,
    write: Callable[[str], None],
) -> dict[str, Any]:
    """Show the whole table and the outcome (or that the game was abandoned), and return
    :func:`play`'s summary."""
    render_table = ruleset.render_table
    g = eng.state[0]
    winners = eng.winner_names(0) if eng.done[0] else []
    won = bool(eng.done[0] and g["won"][seat])  # the seat's own result
    if eng.done[0]:
        write("")
        write(render_table(eng, 0, viewer=None))
        write("you win!" if won else "you lose.")
    else:
        write("game abandoned.")
    return {
        "seat": seat,
        "identity": identity,
        "winners": winners,
        "won": won,
        "turns": int(g["turn"]),
        "truncated": bool(g["truncated"]),
        "quit": quit_,
        "decisions": decisions,
    }
