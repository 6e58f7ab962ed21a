"""群侠杀 (Qunxiasha) as a ruleset on the engine's framework: its rules (``driver``, ``combat``,
``damage``, ``mask``, ``turn``, ...), its identities, one module per card effect (``cards/``) and
one per hero skill (``skills/``). Loading the package loads the rules (``rules``) first, so that
any of its modules can be imported on its own: the modules import one another (see ``rules``).
"""

from qxs_env.rulesets.qxs import rules as rules  # noqa: F401  (loads the modules in a safe order)
