"""A toy game of the family, registered by the tests (``registry.register(RULESET)``): the worked
example of docs/engine.md, "Adding a game", and the second game of
tests/test_conformance_all_games.py.

- :mod:`.content`: the cards, codes, action layout, state record and content tables;
- :mod:`.hooks`: the rules as the hooks of the framework procedures, and the toy's own;
- :mod:`.rules`: the procedures bound (``hooks.bind``), the deal, taking an action, the
  observation and the AEC entry points; :mod:`.batch`: the batch step;
- :mod:`.engine`: the config class (:class:`~.engine.ToyConfig`) and the batch engine
  (:class:`~.engine.ToyEngine`);
- :mod:`.ruleset`: the words and the :class:`~qxs_env.rulesets.registry.Ruleset` descriptor.
"""

from __future__ import annotations

from .engine import ToyConfig, ToyEngine
from .ruleset import RULESET

__all__ = ["RULESET", "ToyConfig", "ToyEngine"]
